//! `gpubin a5xx decode`: register values and whole dumps to named fields.
//!
//! Streams: a dump is read a line at a time and each register is written as
//! soon as it is decoded (JSON as the elements of one array), so memory stays
//! at one line and one register whatever the dump's size. On an error, what was
//! decoded before it stays printed (JSON: an array left open) and the command
//! exits 1. Standard output closed by its reader (`| head`) ends the command
//! quietly, as every command's printing does; any other write error (a full
//! disk) is an error.

use std::fs::File;
use std::io::{self, BufReader, BufWriter, Read, Write};
use std::path::Path;

use gpubin_adreno::a5xx::dump::{DumpReadError, DumpReader};
use gpubin_adreno::a5xx::regs::{self, DecodedRegister};

use super::{err, Res};

/// Decode register values to named fields: NAME=VALUE (TEX_CONST_0=0x1140b083,
/// VPC_SO_PROG=0x804800, VSC_PIPE_CONFIG[3]=..., VPC_SO[1].NCOMP=4),
/// 0xOFFSET=VALUE, or a register dump FILE (`-` for standard input) with one
/// `OFFSET VALUE`, `NAME VALUE` or `NAME=VALUE` per line and `#` comments.
#[derive(clap::Args, Debug)]
pub struct Args {
    #[arg(required = true, value_name = "NAME=VALUE|FILE")]
    values: Vec<String>,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

/// Input read, and output written, at a time.
const BUFFER: usize = 64 * 1024;

/// Why decoding stopped.
enum Stop {
    /// Invalid input: the message.
    Input(String),
    /// Standard output failed.
    Output(io::Error),
}

impl From<io::Error> for Stop {
    fn from(e: io::Error) -> Stop {
        Stop::Output(e)
    }
}

pub fn run(a: Args) -> Res {
    let mut out = Printer::new(
        BufWriter::with_capacity(BUFFER, io::stdout().lock()),
        a.json,
    );
    match decode_all(&a.values, &mut out) {
        Ok(()) => out.finish().map(drop).or_else(output_failed),
        Err(Stop::Input(msg)) => {
            // What was decoded before the error stays printed.
            if let Err(e) = out.out.flush() {
                if e.kind() != io::ErrorKind::BrokenPipe {
                    crate::io::report!("gpubin a5xx decode: {}", write_error(&e));
                }
            }
            Err(msg)
        }
        Err(Stop::Output(e)) => output_failed(e),
    }
}

/// A failed write to standard output: nobody reads any more (`| head`), which
/// ends the command quietly, or an error.
fn output_failed(e: io::Error) -> Res {
    if e.kind() == io::ErrorKind::BrokenPipe {
        Ok(())
    } else {
        Err(write_error(&e))
    }
}

fn decode_all(values: &[String], out: &mut Printer<impl Write>) -> Result<(), Stop> {
    let mut stdin_read = false;
    for v in values {
        if v.contains('=') {
            let d = regs::decode_assignment(v).map_err(|e| Stop::Input(err(e)))?;
            out.register(&d)?;
        } else {
            decode_dump(v, &mut stdin_read, out)?;
        }
    }
    Ok(())
}

/// Decodes the dump `arg` (a file, or `-`), printing each register as it comes.
fn decode_dump(
    arg: &str,
    stdin_read: &mut bool,
    out: &mut Printer<impl Write>,
) -> Result<(), Stop> {
    let path = Path::new(arg);
    let stdin = crate::io::is_stdio(path);
    let name = crate::io::input_name(path);
    // A file that cannot be read at all may have been meant as NAME=VALUE.
    let unreadable = |e: &io::Error| {
        let msg = format!("{name}: cannot read: {}", crate::io::describe(e));
        if stdin {
            Stop::Input(msg)
        } else {
            Stop::Input(format!(
                "`{arg}` is not NAME=VALUE, and as a dump file: {msg}"
            ))
        }
    };
    let input: Box<dyn Read> = if stdin {
        if std::mem::replace(stdin_read, true) {
            let msg = "<stdin>: standard input is named twice (`-` can be read once)";
            return Err(Stop::Input(msg.into()));
        }
        Box::new(io::stdin().lock())
    } else {
        Box::new(File::open(path).map_err(|e| unreadable(&e))?)
    };
    let mut dump = DumpReader::new(BufReader::with_capacity(BUFFER, input));
    loop {
        // Before waiting for more input (a pipe, a terminal), show what is decoded.
        if dump.get_ref().buffer().is_empty() {
            out.out.flush()?;
        }
        let Some(item) = dump.next() else {
            return Ok(());
        };
        match item {
            Ok(d) => out.register(&d)?,
            Err(DumpReadError::Io { line: 1, source }) => return Err(unreadable(&source)),
            Err(DumpReadError::Io { line, source }) => {
                let msg = format!(
                    "{name}:{line}: cannot read: {}",
                    crate::io::describe(&source)
                );
                return Err(Stop::Input(msg));
            }
            Err(e) => return Err(Stop::Input(format!("{name}:{e}"))),
        }
    }
}

/// Writes decoded registers as text lines or as the elements of one JSON array,
/// exactly as `serde_json::to_string_pretty` of the whole list and a newline.
struct Printer<W: Write> {
    out: W,
    json: bool,
    count: usize,
    /// One register's JSON, before it is indented into `out`.
    element: Vec<u8>,
}

impl<W: Write> Printer<W> {
    fn new(out: W, json: bool) -> Self {
        Printer {
            out,
            json,
            count: 0,
            element: Vec::new(),
        }
    }

    fn register(&mut self, d: &DecodedRegister) -> io::Result<()> {
        if self.json {
            // An element of a pretty array: on a line of its own, every line two
            // spaces in (JSON has no newline inside a string: each is between tokens).
            self.element.clear();
            serde_json::to_writer_pretty(&mut self.element, d)?;
            self.out
                .write_all(if self.count == 0 { b"[\n  " } else { b",\n  " })?;
            let mut rest = &self.element[..];
            while let Some(i) = rest.iter().position(|&b| b == b'\n') {
                self.out.write_all(&rest[..=i])?;
                self.out.write_all(b"  ")?;
                rest = &rest[i + 1..];
            }
            self.out.write_all(rest)?;
        } else {
            writeln!(self.out, "{d}")?;
        }
        self.count += 1;
        Ok(())
    }

    /// Closes the JSON array and flushes; returns the writer.
    fn finish(mut self) -> io::Result<W> {
        if self.json {
            let end: &[u8] = if self.count == 0 { b"[]\n" } else { b"\n]\n" };
            self.out.write_all(end)?;
        }
        self.out.flush()?;
        Ok(self.out)
    }
}

fn write_error(e: &io::Error) -> String {
    format!("<stdout>: cannot write: {}", crate::io::describe(e))
}
