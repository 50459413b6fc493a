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

use gpubin_binfmt::diag::{BinLocation, Position, Resolved};
use gpubin_binfmt::Severity;

use crate::formats::{self, Failure, Format};
use crate::io::report;

/// Reports a failure on standard error, prefixed by the file name, with a hexdump of
/// the bytes around its offset when there is one; with `--diagnostics json`, one JSON
/// line: a binary format's error with its kind's code, offset and chunk path.
pub fn report_failure(file: &Path, bytes: Option<&[u8]>, failure: &Failure) {
    let name = crate::io::input_name(file);
    if crate::diag::json() {
        let at = failure
            .error
            .as_ref()
            .map(|e| BinLocation::new(e.offset(), e.path().clone()));
        let r = Resolved {
            code: failure.error.as_ref().map(|e| e.kind().code()),
            position: Some(Position::file(&name)),
            binary: at.as_ref(),
            ..match &failure.error {
                Some(e) => Resolved::message(Severity::Error, e.kind().to_string()),
                None => Resolved::message(Severity::Error, failure.message.as_str()),
            }
        };
        crate::diag::report([r]);
        return;
    }
    let mut text = format!("{name}: {}\n", failure.message);
    if let (Some(bytes), Some(offset)) = (bytes, failure.offset()) {
        gpubin_binfmt::diag::BinaryRenderer::default().dump(&mut text, bytes, offset..offset + 1);
    }
    crate::io::report_text(&text);
}

/// Reports a finding about `file` on standard error: `FILE: warning: PATH at
/// 0xOFFSET: message` (as `gpubin check` prints it), or a JSON line with `--diagnostics
/// json` (with the code of the finding's rule, if it has one).
pub fn report_finding(file: &Path, finding: &gpubin_binfmt::Finding) {
    let name = crate::io::input_name(file);
    if crate::diag::json() {
        let at = BinLocation {
            offset: finding.offset,
            len: 1,
            path: gpubin_binfmt::Path::from(finding.path.as_str()),
        };
        let r = Resolved {
            code: finding.code.as_deref(),
            position: Some(Position::file(&name)),
            binary: Some(&at),
            ..Resolved::message(finding.severity, finding.message.as_str())
        };
        crate::diag::report([r]);
    } else {
        crate::io::report_text(&format!("{name}: {finding}\n"));
    }
}

/// Reports an error about a whole file: `FILE: message`, or with `--diagnostics
/// json` an object whose `file` is the file (without a line or column).
pub fn report_about(file: &Path, message: &str) {
    let name = crate::io::input_name(file);
    if crate::diag::json() {
        crate::diag::report([Resolved {
            position: Some(Position::file(&name)),
            ..Resolved::message(Severity::Error, message)
        }]);
    } else {
        crate::io::report_text(&format!("{name}: {message}\n"));
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
            report_about(file, &formats::unrecognised(&bytes));
            None
        }
    }
}
