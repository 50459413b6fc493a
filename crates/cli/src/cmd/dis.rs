use std::path::PathBuf;

use crate::exit::Exit;
use crate::formats::DisOptions;
use crate::io;

/// Disassemble the shader code in binary files.
///
/// The container format is detected from the content; every shader in the file is
/// disassembled.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Print the decoded instructions as JSON.
    #[arg(long)]
    json: bool,
    /// Annotated form: addresses, symbol names, decoded constants.
    #[arg(long)]
    annotate: bool,
    /// Files to disassemble.
    #[arg(required = true, value_name = "FILE")]
    files: Vec<PathBuf>,
}

pub fn run(args: Args) -> Exit {
    let options = DisOptions {
        json: args.json,
        annotate: args.annotate,
    };
    let mut exit = Exit::Ok;
    let several = args.files.len() > 1;
    for file in &args.files {
        let Some((bytes, format)) = super::open(file) else {
            exit = exit.and(Exit::Invalid);
            continue;
        };
        match format.disassemble(&bytes, &options) {
            None => {
                eprintln!(
                    "{}: {} files hold no code gpubin can disassemble",
                    file.display(),
                    format.name()
                );
                exit = exit.and(Exit::Invalid);
            }
            Some(Err(failure)) => {
                super::report_failure(file, Some(&bytes), &failure);
                exit = exit.and(Exit::Invalid);
            }
            Some(Ok(text)) => {
                if several && !args.json {
                    io::print(&format!("==> {} <==\n", file.display()));
                }
                io::print(&text);
            }
        }
    }
    exit
}
