//! One module per command (or command group). Each has an `Args` type (clap derive)
//! and `run(Args) -> Exit`.

pub mod a5xx;
pub mod asm;
pub mod build;
pub mod check;
pub mod completions;
pub mod dis;
pub mod glsl;
pub mod inspect;
pub mod mali;
pub mod man;
pub mod mvp;
pub mod pica;

use std::path::Path;

use crate::formats::{self, Failure, Format};
use crate::io::report;

/// Reports a failure on standard error, prefixed by the file name, with a hexdump of
/// the bytes around its offset when there is one.
pub fn report_failure(file: &Path, bytes: Option<&[u8]>, failure: &Failure) {
    let mut text = format!("{}: {}\n", crate::io::input_name(file), failure.message);
    if let (Some(bytes), Some(offset)) = (bytes, failure.offset) {
        gpubin_binfmt::diag::BinaryRenderer::default().dump(&mut text, bytes, offset..offset + 1);
    }
    crate::io::report_text(&text);
}

/// Reports a finding about `file` on standard error: `FILE: warning: PATH at
/// 0xOFFSET: message` (as `gpubin check` prints it), or a JSON line with `--diagnostics
/// json`.
pub fn report_finding(file: &Path, finding: &gpubin_binfmt::Finding) {
    let name = crate::io::input_name(file);
    if crate::diag::json() {
        let at = gpubin_binfmt::diag::BinLocation {
            offset: finding.offset,
            len: 1,
            path: gpubin_binfmt::Path::from(finding.path.as_str()),
        };
        let r = gpubin_binfmt::diag::Resolved {
            position: Some(gpubin_binfmt::diag::Position::file(&name)),
            binary: Some(&at),
            ..gpubin_binfmt::diag::Resolved::message(finding.severity, &finding.message)
        };
        crate::diag::report([r]);
    } else {
        crate::io::report_text(&format!("{name}: {finding}\n"));
    }
}

/// Reads a file and finds its format; reports and returns `None` on failure.
pub fn open(file: &Path) -> Option<(Vec<u8>, &'static dyn Format)> {
    let bytes = match crate::io::read_input(file) {
        Ok(b) => b,
        Err(msg) => {
            report!("{msg}");
            return None;
        }
    };
    match formats::detect(&bytes) {
        Some(format) => Some((bytes, format)),
        None => {
            report!(
                "{}: {}",
                crate::io::input_name(file),
                formats::unrecognised(&bytes)
            );
            None
        }
    }
}
