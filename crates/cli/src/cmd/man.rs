use std::path::PathBuf;

use clap::CommandFactory;

use crate::exit::Exit;
use crate::io::{self, report};

/// Write man pages (roff, section 1) for gpubin and every command and subcommand.
///
/// One page per command, named as man(1) finds them: `gpubin.1`, `gpubin-pica.1`,
/// `gpubin-pica-run.1`, ... The pages come from the same definitions as `--help`.
/// The directory is made if missing; the pages are written together (none if one
/// cannot be). Install them for the current user:
///
///   gpubin man ~/.local/share/man/man1   # then: man gpubin-pica-run
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The directory to write the pages into.
    dir: PathBuf,
}

/// Every command of `cmd`, depth first: its page file (`gpubin-pica-run.1`) and roff.
/// `bin` is the command as typed (`gpubin pica run`).
fn pages(cmd: &clap::Command, bin: &str, out: &mut Vec<(String, Vec<u8>)>) -> Result<(), String> {
    // A subcommand's page is titled with its whole name, so `man` shows
    // `gpubin-pica-run(1)`, and its synopsis reads `gpubin pica run`.
    let name = bin.replace(' ', "-");
    let page = cmd.clone().name(name.clone()).bin_name(bin.to_string());
    let mut roff = Vec::new();
    clap_mangen::Man::new(page)
        .render(&mut roff)
        .map_err(|e| format!("cannot render the page of `{bin}`: {e}"))?;
    out.push((format!("{name}.1"), roff));
    for sub in cmd.get_subcommands().filter(|s| s.get_name() != "help") {
        pages(sub, &format!("{bin} {}", sub.get_name()), out)?;
    }
    Ok(())
}

pub fn run(args: Args) -> Exit {
    let mut command = crate::Cli::command();
    // The commands' arguments are built on demand (`defer`); build them all.
    command.build();
    let mut rendered = Vec::new();
    if let Err(msg) = pages(&command, "gpubin", &mut rendered) {
        report!("{msg}");
        return Exit::Invalid;
    }
    let mut outputs = io::Outputs::new(&[]);
    if let Err(msg) = outputs.create_dir(&args.dir) {
        report!("{msg}");
        return Exit::Invalid;
    }
    let mut written = String::new();
    for (file, roff) in &rendered {
        let path = args.dir.join(file);
        if let Err(msg) = outputs.stage(&path, roff) {
            report!("{msg}");
            return Exit::Invalid;
        }
        written.push_str(&format!("{}\n", path.display()));
    }
    if let Err(msg) = outputs.commit() {
        report!("{msg}");
        return Exit::Invalid;
    }
    io::print(&written);
    Exit::Ok
}
