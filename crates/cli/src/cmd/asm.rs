//! `gpubin asm` and `gpubin picasso`: the PICA200 assembler (picasso dialect).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use gpubin_pica::asm::{self, Options, Source};

use crate::diag;
use crate::exit::Exit;
use crate::io::{self, report};

/// Assemble PICA200 shaders (picasso 2.7.1 dialect) into a SHBIN.
///
/// Every input file becomes one DVLE, in order (e.g. `X.v.pica X.g.pica`, or a
/// devkitARM `.shlist` naming them); procedures and uniforms are shared between them. The output is byte-identical to picasso's.
/// With `--each`, every file is assembled on its own into `--out-dir`.
/// (`-h` is the header, as in picasso; use `--help` for help.)
#[derive(clap::Args, Debug)]
#[command(disable_help_flag = true)]
pub struct Args {
    /// Print help.
    #[arg(long, action = clap::ArgAction::Help)]
    help: Option<bool>,
    /// Output SHBIN file.
    #[arg(
        short,
        long,
        value_name = "OUT.shbin",
        required_unless_present = "each"
    )]
    output: Option<PathBuf>,
    /// Also write picasso's C header with the uniform registers.
    #[arg(short = 'h', long = "header", value_name = "OUT.h")]
    header: Option<PathBuf>,
    /// Do not insert padding NOPs; warn where one is required.
    #[arg(short = 'n', long)]
    no_nop: bool,
    /// Batch mode: assemble each file separately into `--out-dir` (NAME.shbin).
    #[arg(long, requires = "out_dir", conflicts_with_all = ["output", "header"])]
    each: bool,
    /// Output directory for `--each`.
    #[arg(long, value_name = "DIR")]
    out_dir: Option<PathBuf>,
    #[command(flatten)]
    diagnostics: diag::DiagnosticsArg,
    /// Source files.
    #[arg(required = true, value_name = "FILE")]
    files: Vec<PathBuf>,
}

pub fn run(args: Args) -> Exit {
    args.diagnostics.apply();
    let opts = Options {
        auto_nop: !args.no_nop,
        picasso: false,
    };
    if args.each {
        let dir = args.out_dir.unwrap_or_default();
        return assemble_each(&args.files, &dir, opts);
    }
    let Some(out) = args.output else {
        report!("error: an output file is required (-o OUT.shbin)");
        return Exit::Usage;
    };
    assemble(&args.files, &out, args.header.as_deref(), opts)
}

/// `--each`: every file assembled on its own into `dir` (NAME.shbin). A file that does
/// not assemble is reported and has no output; the outputs of the others are written
/// together (none if any cannot be).
fn assemble_each(files: &[PathBuf], dir: &Path, opts: Options) -> Exit {
    let inputs: Vec<&Path> = files.iter().map(PathBuf::as_path).collect();
    let mut outputs = io::Outputs::new(&inputs);
    if let Err(msg) = outputs.create_dir(dir) {
        report!("{msg}");
        return Exit::Invalid;
    }
    let mut exit = Exit::Ok;
    for f in files {
        let name = f
            .file_name()
            .map(|n| n.to_string_lossy().to_string())
            .unwrap_or_default();
        let stem = name.strip_suffix(".pica").unwrap_or(&name);
        let out = dir.join(format!("{stem}.shbin"));
        let Ok((assembly, _)) = assembly(std::slice::from_ref(f), opts) else {
            exit = Exit::Invalid;
            continue;
        };
        if let Err(msg) = outputs.stage(&out, &assembly.to_bytes()) {
            report!("{msg}");
            return Exit::Invalid;
        }
    }
    match outputs.commit() {
        Ok(()) => exit,
        Err(msg) => {
            report!("{msg}");
            Exit::Invalid
        }
    }
}

/// Expands `.shlist` files (devkitARM's list of shader files, one per line, relative
/// to the list) into their entries.
fn expand_lists(files: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    let mut out = Vec::new();
    for f in files {
        if f.extension().is_some_and(|e| e == "shlist") {
            let text = io::read_text(f)?;
            let dir = f.parent().unwrap_or(Path::new(""));
            out.extend(
                text.lines()
                    .map(str::trim)
                    .filter(|l| !l.is_empty())
                    .map(|l| dir.join(l)),
            );
        } else {
            out.push(f.clone());
        }
    }
    Ok(out)
}

/// Assembles `files` (lists expanded), reporting diagnostics on stderr; returns the
/// assembly and the files read, or `Err` after reporting why not.
fn assembly(files: &[PathBuf], opts: Options) -> Result<(asm::Assembly, Vec<PathBuf>), ()> {
    let files = expand_lists(files).map_err(|msg| report!("{msg}"))?;
    let mut texts = Vec::new();
    for f in &files {
        let text = io::read_text(f).map_err(|msg| report!("{msg}"))?;
        texts.push((io::input_name(f).into_owned(), text));
    }
    let sources: Vec<Source<'_>> = texts
        .iter()
        .map(|(n, t)| Source { name: n, text: t })
        .collect();
    // Diagnostics are rendered whole and written at once: standard error is
    // unbuffered, and a caret line written piece by piece costs a system call per
    // character (most of a small file's run time when it has warnings).
    let assembly = match asm::assemble(&sources, opts) {
        Ok(a) => a,
        Err(diags) => {
            let mut text = render(&diags.0, &texts);
            if !diag::json() {
                let n = diags.errors().count();
                let s = if n == 1 { "" } else { "s" };
                // Writing to a String cannot fail.
                let _ = writeln!(text, "{n} error{s} generated");
            }
            io::write_stderr(&text);
            return Err(());
        }
    };
    let warnings: Vec<_> = assembly.diagnostics.warnings().cloned().collect();
    if !warnings.is_empty() {
        io::write_stderr(&render(&warnings, &texts));
    }
    Ok((assembly, files))
}

/// The assembler's diagnostics as standard error shows them; JSON ones give the
/// byte range in their file when it is one of `texts` (name, text).
fn render(diags: &[asm::Diagnostic], texts: &[(String, String)]) -> String {
    if !diag::json() {
        return diag::render(diags.iter().map(asm::Diagnostic::resolved));
    }
    let mut sources = gpubin_binfmt::diag::SourceMap::new();
    for (name, text) in texts {
        sources.add(name.as_str(), text.as_str());
    }
    diag::render(diags.iter().map(|d| d.resolved_in(&sources)))
}

/// Assembles `files` into `out` (and `header`), reporting diagnostics on stderr. The
/// two outputs are written together: neither replaces its old file unless both can.
fn assemble(files: &[PathBuf], out: &Path, header: Option<&Path>, opts: Options) -> Exit {
    let Ok((assembly, files)) = assembly(files, opts) else {
        return Exit::Invalid;
    };
    let inputs: Vec<&Path> = files.iter().map(PathBuf::as_path).collect();
    let mut outputs = io::Outputs::new(&inputs);
    let written = outputs
        .stage(out, &assembly.to_bytes())
        .and_then(|()| match header {
            Some(h) => outputs.stage(h, assembly.header().as_bytes()),
            None => Ok(()),
        });
    match written.and_then(|()| outputs.commit()) {
        Ok(()) => Exit::Ok,
        Err(msg) => {
            report!("{msg}");
            Exit::Invalid
        }
    }
}

/// picasso-compatible command line: `gpubin picasso -o OUT.shbin [-h OUT.h] [-n] FILES`.
///
/// Accepts picasso 2.7.1's options so a Makefile can switch by changing one word.
#[derive(clap::Args, Debug)]
#[command(disable_help_flag = true, disable_version_flag = true)]
pub struct PicassoArgs {
    /// Output SHBIN file.
    #[arg(short = 'o', long = "out", value_name = "FILE")]
    out: Option<PathBuf>,
    /// C header to write.
    #[arg(short = 'h', long = "header", value_name = "FILE")]
    header: Option<PathBuf>,
    /// Do not insert padding NOPs.
    #[arg(short = 'n', long = "no-nop")]
    no_nop: bool,
    /// Print the version.
    #[arg(short = 'v', long = "version")]
    version: bool,
    /// Print usage.
    #[arg(short = '?', long = "help")]
    help: bool,
    /// Source files.
    #[arg(value_name = "FILE")]
    files: Vec<PathBuf>,
}

const PICASSO_USAGE: &str = "Usage: gpubin picasso [options] files...
Options:
  -o, --out=<file>        Specifies the name of the SHBIN file to generate
  -h, --header=<file>     Specifies the name of the header file to generate
  -n, --no-nop            Disables the automatic insertion of padding NOPs
  -v, --version           Displays version information
";

pub fn run_picasso(args: PicassoArgs) -> Exit {
    if args.version {
        io::print(&format!(
            "gpubin {} (picasso 2.7.1 compatible)\n",
            env!("CARGO_PKG_VERSION")
        ));
        return Exit::Ok;
    }
    if args.help {
        io::report_text(PICASSO_USAGE);
        return Exit::Ok;
    }
    if args.files.is_empty() {
        report!("gpubin picasso: no input files are specified");
        io::report_text(PICASSO_USAGE);
        return Exit::Usage;
    }
    let Some(out) = args.out else {
        report!("gpubin picasso: no output file is specified");
        io::report_text(PICASSO_USAGE);
        return Exit::Usage;
    };
    assemble(
        &args.files,
        &out,
        args.header.as_deref(),
        Options {
            auto_nop: !args.no_nop,
            picasso: true,
        },
    )
}
