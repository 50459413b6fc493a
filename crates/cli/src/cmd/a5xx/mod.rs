//! `gpubin a5xx`: one file per subcommand; the library computes and
//! renders, these files parse typed arguments and print.

mod blit;
mod decode;
mod gmem;
mod lrz;
mod parse;
mod streamout;
mod texture;

use clap::Subcommand;

use crate::exit::Exit;
use crate::io::report;

/// Adreno 5xx layouts and state: texture/UBWC layout, LRZ, blits,
/// stream-out, GMEM bins, register decoding.
///
/// Numbers may be decimal or 0x-prefixed hex. Invalid parameters exit 1,
/// malformed arguments 2.
#[derive(clap::Args, Debug)]
// The commands of this group report errors only, and say so.
#[command(mut_arg("diagnostics", |a| a.help(
    "How to write errors on standard error: text, or JSON Lines (one object per error; see \
     docs/cli.md)"
)))]
pub struct Args {
    #[command(subcommand)]
    command: A5xx,
    #[command(flatten)]
    diagnostics: crate::diag::DiagnosticsArg,
}

#[derive(Subcommand, Debug)]
enum A5xx {
    Texture(texture::Args),
    Lrz(lrz::Args),
    Blit(blit::Args),
    Streamout(streamout::Args),
    Gmem(gmem::Args),
    Decode(decode::Args),
}

pub fn run(args: Args) -> Exit {
    args.diagnostics.apply();
    let (name, result) = match args.command {
        A5xx::Texture(a) => ("texture", texture::run(a)),
        A5xx::Lrz(a) => ("lrz", lrz::run(a)),
        A5xx::Blit(a) => ("blit", blit::run(a)),
        A5xx::Streamout(a) => ("streamout", streamout::run(a)),
        A5xx::Gmem(a) => ("gmem", gmem::run(a)),
        A5xx::Decode(a) => ("decode", decode::run(a)),
    };
    match result {
        Ok(()) => Exit::Ok,
        // Reported already (a located error, `--diagnostics json`).
        Err(msg) if msg.is_empty() => Exit::Invalid,
        Err(msg) if crate::diag::json() => {
            let line = crate::diag::message_json(gpubin_binfmt::Severity::Error, &msg);
            crate::io::write_stderr(&line);
            Exit::Invalid
        }
        Err(msg) => {
            report!("gpubin a5xx {name}: {msg}");
            Exit::Invalid
        }
    }
}

/// A command's outcome: an error message means invalid input (exit 1); an empty
/// one, invalid input already reported.
type Res = Result<(), String>;

/// Library errors as messages.
fn err(e: gpubin_adreno::Error) -> String {
    e.to_string()
}

/// Print a report as JSON or text.
fn print<T: serde::Serialize + std::fmt::Display>(value: &T, json: bool) {
    if json {
        crate::io::print_json(value);
    } else {
        crate::io::print(&value.to_string());
    }
}
