//! `gpubin`: a thin shell over the gpubin libraries. Argument parsing, file I/O and
//! rendering live here; every format rule lives in a library crate.
mod cmd;
mod exit;
mod formats;
mod io;

use clap::{Parser, Subcommand};

/// Shader binaries, shader compile flows and memory layouts of embedded GPUs.
///
/// Binary files are recognised by their content, not their extension. `-` names
/// standard input as an input file and standard output as an output file.
/// Outputs replace regular files atomically (one command's outputs together), write
/// through devices, FIFOs and descriptor names (`/dev/stdout`, `/dev/fd/N`), follow
/// links, and are never one of the inputs or each other.
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
    global: GlobalArgs,
}

/// The options every command takes.
#[derive(clap::Args, Debug)]
struct GlobalArgs {
    /// Flush each output file to disk (fsync) before it replaces the old one. Outputs
    /// are always replaced atomically; this adds durability across a power loss.
    #[arg(long, global = true)]
    sync: bool,
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

fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    io::set_sync(cli.global.sync);
    if matches!(cli.command, Command::Mvp(_)) {
        // The MVP commands build in scratch directories; Ctrl-C or a SIGTERM
        // removes them too. Without the handlers (no thread could be started)
        // they are still removed on every other exit path.
        let _ = gpubin_mvp::scratch::remove_on_signals();
    }
    let exit = match cli.command {
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
    };
    exit.into()
}
