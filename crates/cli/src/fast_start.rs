//! Start-up of the assembler commands without the whole command tree.
//!
//! Build tools run `gpubin asm` / `gpubin picasso` once per shader file, so start-up is
//! a large part of each run. Clap builds every subcommand's arguments (and copies the
//! global ones into each) before it looks at the command line, which costs more than
//! assembling a small shader. When the first argument names one of the two assembler
//! commands, [`AsmCli`] (the same top-level command holding only those two) parses
//! instead: the same derive, so help, version and error texts are those of [`Cli`]
//! (a test compares them). Everything else goes through [`Cli`].
//!
//! [`Cli`]: crate::Cli

use clap::{Parser, Subcommand};

use crate::cmd;
use crate::exit::Exit;

/// [`crate::Cli`] with only the assembler commands: keep the attributes identical.
#[derive(Parser, Debug)]
#[command(
    name = "gpubin",
    version,
    propagate_version = true,
    max_term_width = 100
)]
pub struct AsmCli {
    #[command(subcommand)]
    command: AsmCommand,
    #[command(flatten)]
    global: GlobalArgs,
}

/// The options every command takes (declared here once for both parsers).
#[derive(clap::Args, Debug)]
pub struct GlobalArgs {
    /// Flush each output file to disk (fsync) before it replaces the old one. Outputs
    /// are always replaced atomically; this adds durability across a power loss.
    // Listed where clap put it when it was numbered after the 11 top-level commands,
    // so every command's help reads as before. (Left to clap, the number would
    // depend on how many commands the parser holds, and the two parsers differ.)
    #[arg(long, global = true, display_order = 11)]
    pub sync: bool,
}

/// The variants of [`crate::Command`] that [`AsmCli`] holds, spelt the same.
#[derive(Subcommand, Debug)]
enum AsmCommand {
    Asm(cmd::asm::Args),
    Picasso(cmd::asm::PicassoArgs),
}

/// The subcommand names [`AsmCli`] parses.
const NAMES: [&str; 2] = ["asm", "picasso"];

/// Runs the command line if its first argument names an assembler command; `None`
/// otherwise (the caller parses with the whole tree).
pub fn run_asm(args: &[std::ffi::OsString]) -> Option<Exit> {
    let first = args.get(1)?.to_str()?;
    if !NAMES.contains(&first) {
        return None;
    }
    let cli = AsmCli::parse_from(args);
    crate::io::set_sync(cli.global.sync);
    Some(match cli.command {
        AsmCommand::Asm(args) => cmd::asm::run(args),
        AsmCommand::Picasso(args) => cmd::asm::run_picasso(args),
    })
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use super::AsmCli;
    use crate::Cli;

    /// What a parser makes of a command line: the parsed command and options, or the
    /// exact text and kind of its help, version or error output.
    fn outcome<P: Parser + std::fmt::Debug>(argv: &[&str], parts: impl Fn(&P) -> String) -> String {
        match P::try_parse_from(argv) {
            Ok(p) => parts(&p),
            Err(e) => format!("{:?} {}\n{}", e.kind(), e.exit_code(), e.render()),
        }
    }

    #[test]
    fn same_outcome_as_the_whole_tree() {
        let lines: &[&[&str]] = &[
            &["gpubin", "asm", "--help"],
            &["gpubin", "asm", "--version"],
            &["gpubin", "asm", "-V"],
            &["gpubin", "asm"],
            &["gpubin", "asm", "x.pica"],
            &[
                "gpubin", "asm", "-o", "o.shbin", "x.pica", "y.pica", "-h", "o.h",
            ],
            &["gpubin", "asm", "-n", "--sync", "-o", "o.shbin", "x.pica"],
            &["gpubin", "--sync", "asm", "-o", "o.shbin", "x.pica"],
            &["gpubin", "asm", "--each", "x.pica"],
            &["gpubin", "asm", "--each", "--out-dir", "d", "-o", "o", "x"],
            &["gpubin", "asm", "--each", "--out-dir", "d", "x", "y"],
            &["gpubin", "asm", "--bogus", "x.pica"],
            &["gpubin", "asm", "--ouput", "o", "x.pica"],
            &["gpubin", "asm", "-o"],
            &["gpubin", "picasso", "--help"],
            &["gpubin", "picasso", "-?"],
            &["gpubin", "picasso", "-v"],
            &[
                "gpubin", "picasso", "-o", "o.shbin", "-h", "o.h", "-n", "x.pica",
            ],
            &["gpubin", "picasso", "--out=o.shbin", "x.pica"],
            &["gpubin", "picasso", "-x", "x.pica"],
            &["gpubin", "picasso"],
            &["gpubin", "help", "asm"],
        ];
        for argv in lines {
            let whole = outcome::<Cli>(argv, |c| format!("{:?} {:?}", c.command, c.global));
            let fast = outcome::<AsmCli>(argv, |c| format!("{:?} {:?}", c.command, c.global));
            if argv[1] == "help" {
                // Not an assembler command: `run_asm` leaves it to the whole tree.
                assert!(super::run_asm(&argv.iter().map(Into::into).collect::<Vec<_>>()).is_none());
                continue;
            }
            assert_eq!(fast, whole, "{argv:?}");
        }
    }
}
