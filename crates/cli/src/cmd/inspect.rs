use std::path::PathBuf;

use serde_json::json;

use crate::exit::Exit;
use crate::io;

/// Show what a binary file contains: its structure, decoded fields and tables.
///
/// The format is detected from the content. With --json, one file prints its model
/// (which `gpubin build` accepts back); several files print an array of
/// {"file", "format", "model"} objects, or {"file", "error"} for files that failed.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    diagnostics: crate::diag::DiagnosticsArg,
    /// Files to inspect.
    #[arg(required = true, value_name = "FILE")]
    files: Vec<PathBuf>,
}

pub fn run(args: Args) -> Exit {
    args.diagnostics.apply();
    let mut exit = Exit::Ok;
    let mut entries = Vec::new();
    let several = args.files.len() > 1;
    for file in &args.files {
        let Some((bytes, format)) = super::open(file) else {
            exit = exit.and(Exit::Invalid);
            entries.push(json!({ "file": file, "error": "cannot read or recognise the file" }));
            continue;
        };
        if args.json {
            match format.inspect_json(&bytes) {
                Ok(model) if several => {
                    entries.push(json!({ "file": file, "format": format.name(), "model": model }))
                }
                Ok(model) => io::print_json(&model),
                Err(failure) => {
                    super::report_failure(file, Some(&bytes), &failure);
                    entries.push(json!({ "file": file, "error": failure.message }));
                    exit = exit.and(Exit::Invalid);
                }
            }
        } else {
            match format.inspect_text(&bytes) {
                Ok(text) => {
                    if several {
                        io::print(&format!("==> {} <==\n", io::input_name(file)));
                    }
                    io::print(&text);
                }
                Err(failure) => {
                    super::report_failure(file, Some(&bytes), &failure);
                    exit = exit.and(Exit::Invalid);
                }
            }
        }
    }
    if args.json && several {
        io::print_json(&entries);
    }
    exit
}
