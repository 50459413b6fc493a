//! `gpubin`: a thin shell over the gpubin libraries. Argument parsing, file I/O and
//! rendering live here; every format rule lives in a library crate.
// Own entry point, without std's start-up (see `start`); unit tests have libtest's.
#![cfg_attr(not(test), no_main)]

mod cmd;
mod exit;
mod fast_start;
mod formats;
mod heap;
mod io;
mod start;

use clap::{Parser, Subcommand};

/// Shader binaries, shader compile flows and memory layouts of embedded GPUs.
///
/// Binary files are recognised by their content, not their extension. `-` names
/// standard input as an input file and standard output as an output file.
/// Outputs replace regular files atomically, write through devices and FIFOs, follow
/// links, and are never one of the inputs.
/// Exit status: 0 success, 1 invalid input (any file), 2 usage error.
#[derive(Parser, Debug)]
#[command(
    name = "gpubin",
    version,
    propagate_version = true,
    max_term_width = 100
)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
    #[command(flatten)]
    global: fast_start::GlobalArgs,
}

#[derive(Subcommand, Debug)]
enum Command {
    Inspect(cmd::inspect::Args),
    Check(cmd::check::Args),
    Build(cmd::build::Args),
    Dis(cmd::dis::Args),
    Asm(cmd::asm::Args),
    Picasso(cmd::asm::PicassoArgs),
    Mali(cmd::mali::Args),
    A5xx(cmd::a5xx::Args),
    Glsl(cmd::glsl::Args),
    Mvp(cmd::mvp::Args),
    Completions(cmd::completions::Args),
}

/// The process entry point (called by the C runtime with the command line, which
/// std reads on its own).
#[cfg(not(test))]
#[no_mangle]
extern "C" fn main(
    _argc: std::ffi::c_int,
    _argv: *const *const std::ffi::c_char,
) -> std::ffi::c_int {
    heap::tune();
    start::init();
    let exit = run();
    start::finish();
    exit as std::ffi::c_int
}

#[cfg_attr(test, allow(dead_code))]
fn run() -> exit::Exit {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    if let Some(exit) = fast_start::run_asm(&args) {
        return exit;
    }
    let cli = Cli::parse_from(args);
    io::set_sync(cli.global.sync);
    match cli.command {
        Command::Inspect(args) => cmd::inspect::run(args),
        Command::Check(args) => cmd::check::run(args),
        Command::Build(args) => cmd::build::run(args),
        Command::Dis(args) => cmd::dis::run(args),
        Command::Glsl(args) => cmd::glsl::run(args),
        Command::Completions(args) => cmd::completions::run(args),
        Command::Asm(args) => cmd::asm::run(args),
        Command::Picasso(args) => cmd::asm::run_picasso(args),
        Command::Mvp(args) => cmd::mvp::run(args),
        Command::A5xx(args) => cmd::a5xx::run(args),
        Command::Mali(args) => cmd::mali::run(args),
    }
}
