//! `gpubin a5xx decode`: register values, whole dumps and PM4 command streams
//! to named fields.
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
use gpubin_adreno::a5xx::pm4::{Input, PacketReader, Pm4Error};
use gpubin_adreno::a5xx::regs;

use super::{err, Res};

/// Decode register values to named fields: NAME=VALUE (TEX_CONST_0=0x1140b083,
/// VPC_SO_PROG=0x804800, VSC_PIPE_CONFIG[3]=..., VPC_SO[1].NCOMP=4),
/// 0xOFFSET=VALUE, or a register dump FILE (`-` for standard input) with one
/// `OFFSET VALUE`, `NAME VALUE` or `NAME=VALUE` per line and `#` comments.
/// With --pm4, each FILE is a PM4 command stream: type-4 packets (register
/// writes, each decoded) and type-7 packets (opcode and payload).
#[derive(clap::Args, Debug)]
pub struct Args {
    #[arg(required = true, value_name = "NAME=VALUE|FILE")]
    values: Vec<String>,
    /// Read each FILE as a PM4 command stream: `binary` (little-endian dwords)
    /// or `hex` (32-bit hex words, white space or commas between them, `#`
    /// comments, `ADDR:` columns skipped).
    #[arg(long, value_name = "binary|hex", value_parser = parse_pm4)]
    pm4: Option<Input>,
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
    /// Invalid input, located in a file: its JSON line (`--diagnostics json`).
    Json(String),
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
    match decode_all(&a.values, a.pm4, &mut out) {
        Ok(()) => out.finish().map(drop).or_else(output_failed),
        Err(Stop::Input(msg)) => {
            keep_printed(&mut out);
            Err(msg)
        }
        Err(Stop::Json(line)) => {
            keep_printed(&mut out);
            crate::io::write_stderr(&line);
            // Reported.
            Err(String::new())
        }
        Err(Stop::Output(e)) => output_failed(e),
    }
}

/// Flushes what was decoded before an error, so that it stays printed.
fn keep_printed(out: &mut Printer<impl Write>) {
    if let Err(e) = out.out.flush() {
        if e.kind() != io::ErrorKind::BrokenPipe {
            crate::io::report!("gpubin a5xx decode: {}", write_error(&e));
        }
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

fn parse_pm4(text: &str) -> Result<Input, String> {
    match text {
        "binary" | "bin" => Ok(Input::Binary),
        "hex" => Ok(Input::Hex),
        _ => Err("a PM4 stream is `binary` (little-endian dwords) or `hex` (hex words)".into()),
    }
}

fn decode_all(
    values: &[String],
    pm4: Option<Input>,
    out: &mut Printer<impl Write>,
) -> Result<(), Stop> {
    let mut stdin_read = false;
    for v in values {
        if let Some(input) = pm4 {
            decode_stream(v, input, &mut stdin_read, out)?;
        } else if v.contains('=') {
            let d = regs::decode_assignment(v).map_err(|e| Stop::Input(err(e)))?;
            out.item(&d)?;
        } else {
            decode_dump(v, &mut stdin_read, out)?;
        }
    }
    Ok(())
}

/// An input named on the command line: a file, or `-` for standard input.
struct Source<'a> {
    arg: &'a str,
    /// What messages call it (`<stdin>` for `-`).
    name: String,
    stdin: bool,
    /// A file that cannot be read at all may have been meant as NAME=VALUE.
    maybe_assignment: bool,
}

impl<'a> Source<'a> {
    /// Opens `arg`; standard input can be read once.
    fn open(
        arg: &'a str,
        maybe_assignment: bool,
        stdin_read: &mut bool,
    ) -> Result<(Self, BufReader<Box<dyn Read>>), Stop> {
        let path = Path::new(arg);
        let source = Source {
            arg,
            name: crate::io::input_name(path).into_owned(),
            stdin: crate::io::is_stdio(path),
            maybe_assignment,
        };
        let input: Box<dyn Read> = if source.stdin {
            if std::mem::replace(stdin_read, true) {
                let msg = "<stdin>: standard input is named twice (`-` can be read once)";
                return Err(Stop::Input(msg.into()));
            }
            Box::new(io::stdin().lock())
        } else {
            Box::new(File::open(path).map_err(|e| source.unreadable(&e))?)
        };
        Ok((source, BufReader::with_capacity(BUFFER, input)))
    }

    fn unreadable(&self, e: &io::Error) -> Stop {
        let msg = format!("{}: cannot read: {}", self.name, crate::io::describe(e));
        if self.maybe_assignment && !self.stdin {
            Stop::Input(format!(
                "`{}` is not NAME=VALUE, and as a dump file: {msg}",
                self.arg
            ))
        } else {
            Stop::Input(msg)
        }
    }
}

/// Decodes the PM4 stream `arg` (a file, or `-`), printing each packet as it
/// comes.
fn decode_stream(
    arg: &str,
    input: Input,
    stdin_read: &mut bool,
    out: &mut Printer<impl Write>,
) -> Result<(), Stop> {
    let (source, reader) = Source::open(arg, false, stdin_read)?;
    let mut packets = PacketReader::new(reader, input);
    loop {
        // Before waiting for more input (a pipe), show what is decoded.
        if packets.get_ref().buffer().is_empty() {
            out.out.flush()?;
        }
        match packets.next() {
            None => return Ok(()),
            Some(Ok(p)) => out.item(&p)?,
            Some(Err(Pm4Error::Io { at: 0, source: e })) => return Err(source.unreadable(&e)),
            Some(Err(Pm4Error::Io { at, source: e })) => {
                let msg = format!(
                    "{}: byte offset {at:#x}: cannot read: {}",
                    source.name,
                    crate::io::describe(&e)
                );
                return Err(Stop::Input(msg));
            }
            // `FILE:LINE:COLUMN: ...` for a bad token, `FILE: byte offset ...` else.
            Some(Err(e @ Pm4Error::Text { .. })) => {
                return Err(located(&source.name, &e, e.located(&source.name)))
            }
            Some(Err(e)) => return Err(Stop::Input(format!("{}: {e}", source.name))),
        }
    }
}

/// Decodes the dump `arg` (a file, or `-`), printing each register as it comes.
fn decode_dump(
    arg: &str,
    stdin_read: &mut bool,
    out: &mut Printer<impl Write>,
) -> Result<(), Stop> {
    let (source, reader) = Source::open(arg, true, stdin_read)?;
    let name = &source.name;
    let mut dump = DumpReader::new(reader);
    loop {
        // Before waiting for more input (a pipe, a terminal), show what is decoded.
        if dump.get_ref().buffer().is_empty() {
            out.out.flush()?;
        }
        let Some(item) = dump.next() else {
            return Ok(());
        };
        match item {
            Ok(d) => out.item(&d)?,
            Err(DumpReadError::Io { line: 1, source: e }) => return Err(source.unreadable(&e)),
            Err(DumpReadError::Io { line, source: e }) => {
                let msg = format!("{name}:{line}: cannot read: {}", crate::io::describe(&e));
                return Err(Stop::Input(msg));
            }
            Err(DumpReadError::Decode(e)) => return Err(located(name, &e, e.located(name))),
            Err(e) => return Err(Stop::Input(format!("{name}:{e}"))),
        }
    }
}

/// An error of a line of file `name`: `name:LINE:COL: error: ...` with the line and
/// a caret, or its JSON line with `--diagnostics json`.
fn located(
    name: &str,
    e: &impl std::fmt::Display,
    resolved: Option<gpubin_binfmt::diag::Resolved<'_>>,
) -> Stop {
    match resolved {
        Some(r) if crate::diag::json() => Stop::Json(crate::diag::render([r])),
        _ => Stop::Input(format!("{name}:{e}")),
    }
}

/// Writes decoded registers (or packets) as text lines or as the elements of one
/// JSON array, exactly as `serde_json::to_string_pretty` of the whole list and a
/// newline.
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

    fn item<T: serde::Serialize + std::fmt::Display>(&mut self, d: &T) -> io::Result<()> {
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
