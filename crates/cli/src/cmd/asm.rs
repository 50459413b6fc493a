//! `gpubin asm` and `gpubin picasso`: the PICA200 assembler (picasso dialect).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use gpubin_pica::asm::{self, Options, Source};

use crate::exit::Exit;
use crate::io;

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
    /// Source files.
    #[arg(required = true, value_name = "FILE")]
    files: Vec<PathBuf>,
}

pub fn run(args: Args) -> Exit {
    let opts = Options {
        auto_nop: !args.no_nop,
        picasso: false,
    };
    if args.each {
        let dir = args.out_dir.unwrap_or_default();
        if let Err(e) = std::fs::create_dir_all(&dir) {
            eprintln!("{}: cannot create the directory: {e}", dir.display());
            return Exit::Invalid;
        }
        let mut exit = Exit::Ok;
        for f in &args.files {
            let name = f
                .file_name()
                .map(|n| n.to_string_lossy().to_string())
                .unwrap_or_default();
            let stem = name.strip_suffix(".pica").unwrap_or(&name);
            let out = dir.join(format!("{stem}.shbin"));
            exit = exit.and(assemble(std::slice::from_ref(f), &out, None, opts));
        }
        return exit;
    }
    let Some(out) = args.output else {
        eprintln!("error: an output file is required (-o OUT.shbin)");
        return Exit::Usage;
    };
    assemble(&args.files, &out, args.header.as_deref(), opts)
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

/// Assembles `files` into `out` (and `header`), reporting diagnostics on stderr.
fn assemble(files: &[PathBuf], out: &Path, header: Option<&Path>, opts: Options) -> Exit {
    let files = match expand_lists(files) {
        Ok(f) => f,
        Err(msg) => {
            eprintln!("{msg}");
            return Exit::Invalid;
        }
    };
    let files = &files[..];
    let mut texts = Vec::new();
    for f in files {
        match io::read_text(f) {
            Ok(t) => texts.push((io::input_name(f).into_owned(), t)),
            Err(msg) => {
                eprintln!("{msg}");
                return Exit::Invalid;
            }
        }
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
            let n = diags.errors().count();
            let s = if n == 1 { "" } else { "s" };
            let text = format!("{diags}\n{n} error{s} generated\n");
            eprint!("{text}");
            return Exit::Invalid;
        }
    };
    let mut warnings = String::new();
    for w in assembly.diagnostics.warnings() {
        // Writing to a String cannot fail.
        let _ = writeln!(warnings, "{w}");
    }
    if !warnings.is_empty() {
        eprint!("{warnings}");
    }
    let inputs: Vec<&Path> = files.iter().map(PathBuf::as_path).collect();
    if let Err(msg) = io::write_output(out, &assembly.to_bytes(), &inputs) {
        eprintln!("{msg}");
        return Exit::Invalid;
    }
    if let Some(h) = header {
        if let Err(msg) = io::write_output(h, assembly.header().as_bytes(), &inputs) {
            eprintln!("{msg}");
            return Exit::Invalid;
        }
    }
    Exit::Ok
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
        println!(
            "gpubin {} (picasso 2.7.1 compatible)",
            env!("CARGO_PKG_VERSION")
        );
        return Exit::Ok;
    }
    if args.help {
        eprint!("{PICASSO_USAGE}");
        return Exit::Ok;
    }
    if args.files.is_empty() {
        eprintln!("gpubin picasso: no input files are specified");
        eprint!("{PICASSO_USAGE}");
        return Exit::Usage;
    }
    let Some(out) = args.out else {
        eprintln!("gpubin picasso: no output file is specified");
        eprint!("{PICASSO_USAGE}");
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
