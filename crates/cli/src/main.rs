//! `gpubin`: a thin shell over the gpubin libraries. Argument parsing, file I/O and
//! rendering live here; every format rule lives in a library crate.
// Doc comments of the commands' arguments are their `--help` text, where
// `[3]` or `[:MASK]` is notation for the user, not a rustdoc link.
#![allow(rustdoc::broken_intra_doc_links)]
mod cmd;
mod diag;
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

/// The commands. Each command's arguments are built only when it runs (`defer`):
/// building every command's arguments before parsing took a quarter of a small
/// `gpubin asm` run (229 page faults against 166). So that `gpubin --help` can list
/// them unbuilt, each variant repeats its command's one-line `about` (its `Args`
/// doc comment); a test keeps the two equal.
#[derive(Subcommand, Debug)]
#[command(defer = true)]
enum Command {
    #[command(
        about = "Show what a binary file contains: its structure, decoded fields and tables"
    )]
    Inspect(cmd::inspect::Args),
    #[command(about = "Validate binary files against the format's and the hardware's rules")]
    Check(cmd::check::Args),
    #[command(
        about = "Write a binary file from a JSON model (as printed by `gpubin inspect --json`)"
    )]
    Build(cmd::build::Args),
    #[command(about = "Disassemble the shader code in binary files")]
    Dis(cmd::dis::Args),
    #[command(about = "Assemble PICA200 shaders (picasso 2.7.1 dialect) into a SHBIN")]
    Asm(cmd::asm::Args),
    #[command(
        about = "picasso-compatible command line: `gpubin picasso -o OUT.shbin [-h OUT.h] [-n] FILES`"
    )]
    Picasso(cmd::asm::PicassoArgs),
    #[command(about = "PICA200 (Nintendo 3DS) shader tools: run a SHBIN in the simulator")]
    Pica(cmd::pica::Args),
    #[command(about = "Mali Utgard (Mali-200/300/400/450) tools")]
    Mali(cmd::mali::Args),
    #[command(
        about = "Adreno 5xx layouts and state: texture/UBWC layout, LRZ, blits, stream-out, GMEM bins, register decoding"
    )]
    A5xx(cmd::a5xx::Args),
    #[command(about = "GLSL front end: ES 1.00 and GLSL 1.10-3.30 (core and compatibility)")]
    Glsl(cmd::glsl::Args),
    #[command(
        about = "MVP (IC1000) shader compile flow: slot maps, LLVM IR for vs_main/ps_main and the wrappers, host verification, and a draw simulator"
    )]
    Mvp(cmd::mvp::Args),
    #[command(about = "Print a shell completion script (bash, zsh, fish, elvish, powershell)")]
    Completions(cmd::completions::Args),
    #[command(
        about = "Write man pages (roff, section 1) for gpubin and every command and subcommand"
    )]
    Man(cmd::man::Args),
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
        Command::Man(args) => cmd::man::run(args),
        Command::Asm(args) => cmd::asm::run(args),
        Command::Picasso(args) => cmd::asm::run_picasso(args),
        Command::Pica(args) => cmd::pica::run(args),
        Command::Mvp(args) => cmd::mvp::run(args),
        Command::A5xx(args) => cmd::a5xx::run(args),
        Command::Mali(args) => cmd::mali::run(args),
    };
    exit.into()
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    /// The one-line `about` each variant repeats for `gpubin --help` is the one its
    /// command declares (its `Args` doc comment), applied when the command is built.
    #[test]
    fn each_listed_about_is_the_commands_own() {
        let top = super::Cli::command();
        let mut seen = 0;
        for listed in top.get_subcommands() {
            let mut built = listed.clone();
            built.build();
            assert_eq!(
                listed.get_about().map(ToString::to_string),
                built.get_about().map(ToString::to_string),
                "gpubin {}",
                listed.get_name()
            );
            assert!(
                built.get_arguments().count() > 0,
                "{} built",
                listed.get_name()
            );
            seen += 1;
        }
        assert_eq!(seen, 13);
    }
}
