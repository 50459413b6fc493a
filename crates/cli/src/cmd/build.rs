use std::path::PathBuf;

use gpubin_binfmt::diag::{Position, Resolved};
use gpubin_binfmt::Severity;

use crate::exit::Exit;
use crate::formats;
use crate::io::{self, report};

/// Write a binary file from a JSON model (as printed by `gpubin inspect --json`).
///
/// The format is taken from --format, or recognised from the model's shape.
/// The output is written atomically and never over the input.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The JSON model.
    #[arg(value_name = "MODEL.json")]
    model: PathBuf,
    /// The binary file to write.
    #[arg(short, long, value_name = "OUT")]
    output: PathBuf,
    /// The format to build, by name (see `gpubin inspect --help`); default: recognised.
    #[arg(long, value_name = "NAME")]
    format: Option<String>,
    #[command(flatten)]
    diagnostics: crate::diag::DiagnosticsArg,
}

pub fn run(args: Args) -> Exit {
    args.diagnostics.apply();
    let text = match io::read_text(&args.model) {
        Ok(t) => t,
        Err(msg) => {
            report!("{msg}");
            return Exit::Invalid;
        }
    };
    let model: serde_json::Value = match serde_json::from_str(&text) {
        Ok(m) => m,
        Err(e) => {
            let name = io::input_name(&args.model);
            if crate::diag::json() {
                crate::diag::report([invalid_json(&name, &text, &e)]);
            } else {
                report!("{name}:{}:{}: invalid JSON: {e}", e.line(), e.column());
            }
            return Exit::Invalid;
        }
    };
    let format = match &args.format {
        Some(name) => match formats::by_name(name) {
            Some(f) => f,
            None => {
                report!(
                    "gpubin: unknown format {name:?}; supported: {}",
                    formats::supported_list()
                );
                return Exit::Usage;
            }
        },
        None => match formats::FORMATS
            .iter()
            .copied()
            .find(|f| f.accepts_model(&model))
        {
            Some(f) => f,
            None => {
                super::report_about(
                    &args.model,
                    &format!(
                        "not a model of any supported format (use --format); supported: {}",
                        formats::supported_list()
                    ),
                );
                return Exit::Invalid;
            }
        },
    };
    let bytes = match format.build(model) {
        Ok(b) => b,
        Err(failure) => {
            super::report_failure(&args.model, None, &failure);
            return Exit::Invalid;
        }
    };
    match io::write_output(&args.output, &bytes, &[&args.model]) {
        Ok(()) => Exit::Ok,
        Err(msg) => {
            report!("{msg}");
            Exit::Invalid
        }
    }
}

/// A model that is not JSON, as a diagnostic at its line and column (in characters;
/// serde_json counts bytes).
fn invalid_json<'a>(file: &'a str, text: &'a str, e: &serde_json::Error) -> Resolved<'a> {
    let source_line = text.lines().nth(e.line().saturating_sub(1)).unwrap_or("");
    let byte = e.column().saturating_sub(1).min(source_line.len());
    let column = match source_line.get(..byte) {
        Some(before) => before.chars().count() + 1,
        None => e.column(),
    };
    Resolved {
        position: Some(Position {
            file,
            line: e.line(),
            column,
            source_line,
            width: 1,
            range: None,
        }),
        ..Resolved::message(Severity::Error, format!("invalid JSON: {e}"))
    }
}
