use std::path::PathBuf;

use crate::exit::Exit;
use crate::formats::DisOptions;
use crate::io::{self, report};

/// Disassemble the shader code in binary files.
///
/// The container format is detected from the content; every shader in the file is
/// disassembled. With --raw, each file is bare code of the instruction set given by
/// --pp (Mali Utgard fragment) or --gp (Mali Utgard vertex).
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Print the decoded instructions as JSON.
    #[arg(long)]
    json: bool,
    /// Annotated form: addresses, symbol names, decoded constants.
    #[arg(long)]
    annotate: bool,
    /// Each file is bare code, not a container (needs --pp or --gp).
    #[arg(long, requires = "isa")]
    raw: bool,
    /// Bare Mali Utgard PP (fragment) code: u32-word instructions.
    #[arg(long, group = "isa", requires = "raw")]
    pp: bool,
    /// Bare Mali Utgard GP (vertex) code: 128-bit instructions.
    #[arg(long, group = "isa", requires = "raw")]
    gp: bool,
    /// PICA200 SHBIN: write one source per DVLE into DIR (NAME.v.pica, NAME.g.pica)
    /// that picasso reassembles when given them in order.
    #[arg(long, value_name = "DIR", conflicts_with_all = ["json", "raw", "annotate"])]
    split: Option<PathBuf>,
    #[command(flatten)]
    diagnostics: crate::diag::DiagnosticsArg,
    /// Files to disassemble.
    #[arg(required = true, value_name = "FILE")]
    files: Vec<PathBuf>,
}

pub fn run(args: Args) -> Exit {
    args.diagnostics.apply();
    let options = DisOptions {
        json: args.json,
        annotate: args.annotate,
    };
    if args.raw {
        return raw::run(&args, &options);
    }
    if let Some(dir) = &args.split {
        return split::run(dir, &args.files);
    }
    let mut exit = Exit::Ok;
    let several = args.files.len() > 1;
    for file in &args.files {
        let Some((bytes, format)) = super::open(file) else {
            exit = exit.and(Exit::Invalid);
            continue;
        };
        match format.disassemble(&bytes, &options) {
            None => {
                super::report_about(
                    file,
                    &format!(
                        "{} files hold no code gpubin can disassemble",
                        format.name()
                    ),
                );
                exit = exit.and(Exit::Invalid);
            }
            Some(Err(failure)) => {
                super::report_failure(file, Some(&bytes), &failure);
                exit = exit.and(Exit::Invalid);
            }
            Some(Ok(dis)) => {
                if several && !args.json {
                    io::print(&format!("==> {} <==\n", io::input_name(file)));
                }
                io::print(&dis.text);
                for finding in &dis.findings {
                    super::report_finding(file, finding);
                }
            }
        }
    }
    exit
}

/// `--split DIR`: one source per DVLE of a SHBIN.
mod split {
    use std::path::{Path, PathBuf};

    use super::{io, Exit};
    use crate::io::report;

    /// Splits every file into `dir`. A file that cannot be split is reported and has
    /// no outputs; the outputs of the others are written together (none if any
    /// cannot be), then their paths are printed.
    pub fn run(dir: &Path, files: &[PathBuf]) -> Exit {
        let inputs: Vec<&Path> = files.iter().map(PathBuf::as_path).collect();
        let mut outputs = io::Outputs::new(&inputs);
        if let Err(msg) = outputs.create_dir(dir) {
            report!("{msg}");
            return Exit::Invalid;
        }
        let mut exit = Exit::Ok;
        let mut written = String::new();
        for file in files {
            let Some(listing) = one(file) else {
                exit = Exit::Invalid;
                continue;
            };
            for (name, text) in &listing.files {
                let out = dir.join(name);
                if let Err(msg) = outputs.stage(&out, text.as_bytes()) {
                    report!("{msg}");
                    return Exit::Invalid;
                }
                written.push_str(&format!("{}\n", out.display()));
            }
        }
        if let Err(msg) = outputs.commit() {
            report!("{msg}");
            return Exit::Invalid;
        }
        io::print(&written);
        exit
    }

    /// The sources of one file; `None` after reporting why not.
    fn one(file: &Path) -> Option<gpubin_pica::disasm::SplitListing> {
        let bytes = io::read_input(file).map_err(|msg| report!("{msg}")).ok()?;
        let model = gpubin_pica::shbin::parse(&bytes)
            .map_err(|e| super::super::report_failure(file, None, &e.into()))
            .ok()?;
        let name = file
            .file_name()
            .map(|n| n.to_string_lossy().to_string())
            .unwrap_or_default();
        let stem = name.strip_suffix(".shbin").unwrap_or(&name);
        gpubin_pica::disasm::split(&model, stem)
            .map_err(|e| super::super::report_about(file, &format!("cannot split: {e}")))
            .ok()
    }
}

/// `--raw`: bare code blobs, no container.
mod raw {
    use gpubin_mali::disasm::{self, Code, Isa};

    use super::{io, report, Args, DisOptions, Exit};
    use crate::formats::Failure;

    fn one(bytes: &[u8], isa: Isa, options: &DisOptions) -> Result<String, Failure> {
        if options.json {
            let code = Code::decode(isa, bytes, 0, &gpubin_binfmt::Path::root())?;
            let text =
                serde_json::to_string_pretty(&code).map_err(|e| Failure::message(e.to_string()))?;
            return Ok(text + "\n");
        }
        Ok(disasm::disassemble_raw(bytes, isa, options.annotate)?)
    }

    pub fn run(args: &Args, options: &DisOptions) -> Exit {
        let isa = if args.gp { Isa::Gp } else { Isa::Pp };
        let mut exit = Exit::Ok;
        let several = args.files.len() > 1;
        for file in &args.files {
            let bytes = match io::read_input(file) {
                Ok(b) => b,
                Err(msg) => {
                    report!("{msg}");
                    exit = exit.and(Exit::Invalid);
                    continue;
                }
            };
            match one(&bytes, isa, options) {
                Ok(text) => {
                    if several && !options.json {
                        io::print(&format!("==> {} <==\n", io::input_name(file)));
                    }
                    io::print(&text);
                }
                Err(failure) => {
                    super::super::report_failure(file, Some(&bytes), &failure);
                    exit = exit.and(Exit::Invalid);
                }
            }
        }
        exit
    }
}
