use clap::CommandFactory;
use clap_complete::Shell;

use crate::exit::Exit;

/// Print a shell completion script (bash, zsh, fish, elvish, powershell).
///
/// Example: gpubin completions bash > ~/.local/share/bash-completion/completions/gpubin
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The shell to complete for.
    shell: Shell,
}

/// The script completes every command, subcommand and option. (The commands' arguments
/// are built when they run, see `crate::Command`, so `gpubin help CMD` completes the
/// commands but not the subcommands of a command group after it.)
pub fn run(args: Args) -> Exit {
    let mut command = crate::Cli::command();
    let mut out = Vec::new();
    clap_complete::generate(args.shell, &mut command, "gpubin", &mut out);
    crate::io::print(&String::from_utf8_lossy(&out));
    Exit::Ok
}
