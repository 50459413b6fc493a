use std::path::PathBuf;

use crate::exit::Exit;
use crate::formats::{self, Failure};
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
}

pub fn run(args: Args) -> Exit {
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
            report!(
                "{}:{}:{}: invalid JSON: {e}",
                io::input_name(&args.model),
                e.line(),
                e.column()
            );
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
                report!(
                    "{}: not a model of any supported format (use --format); supported: {}",
                    io::input_name(&args.model),
                    formats::supported_list()
                );
                return Exit::Invalid;
            }
        },
    };
    let bytes = match format.build(model) {
        Ok(b) => b,
        Err(Failure { message, .. }) => {
            report!("{}: {message}", io::input_name(&args.model));
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
