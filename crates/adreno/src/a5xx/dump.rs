//! Register dumps, decoded one line at a time: one `OFFSET VALUE`, `NAME VALUE`,
//! `NAME=VALUE` or `OFFSET: VALUE` pair per line, blank lines and text after `#`
//! skipped.
//!
//! Nothing here collects: [`registers`] walks a text and [`DumpReader`] reads
//! any [`BufRead`] (a file, standard input) a line at a time, so a dump of any
//! size is decoded in the memory of its longest line and one register.
//! [`decode_dump`] collects the registers of a text into a `Vec`.
//!
//! ```
//! use gpubin_adreno::a5xx::dump::DumpReader;
//!
//! let dump = "0xe2a4 0x80a  # VPC_SO_PROG\nVSC_BIN_SIZE=0x1814\n";
//! let mut regs = DumpReader::new(dump.as_bytes());
//! let first = regs.next().unwrap()?;
//! assert_eq!(first.name, "VPC_SO_PROG");
//! assert_eq!(regs.next().unwrap()?.fields[0].value, 640);
//! assert!(regs.next().is_none());
//! # Ok::<(), gpubin_adreno::a5xx::dump::DumpReadError>(())
//! ```

use std::io::BufRead;

use super::regs::{decode_pair, DecodedRegister};
use crate::{Error, LineProblem, Result};

/// Decodes line `line` (1-based, for the error) of a dump: `None` for a blank or
/// comment-only line. An error names the line and the column of the bad token.
pub fn decode_line(line: usize, source_line: &str) -> Result<Option<DecodedRegister>> {
    let text = source_line.split('#').next().unwrap_or("");
    if text.trim().is_empty() {
        return Ok(None);
    }
    // 1-based column, in characters, of a token that is a sub-slice of `text`.
    let col = |token: &str| {
        gpubin_binfmt::text::Cursor::new(text, 0)
            .column(token.as_ptr() as usize - text.as_ptr() as usize)
    };
    let fail = |column: usize, reason: LineProblem| Error::Line {
        line,
        column,
        source_line: source_line.to_string(),
        reason,
    };
    let (name, value) = match text.split_once(['=', ':']) {
        Some((a, b)) => (a.trim(), b.trim()),
        None => {
            let mut parts = text.split_whitespace();
            match (parts.next(), parts.next(), parts.next()) {
                (Some(a), Some(b), None) => (a, b),
                (_, _, Some(token)) | (Some(token), None, _) => {
                    return Err(fail(col(token), LineProblem::Syntax));
                }
                (None, _, _) => return Ok(None), // only whitespace
            }
        }
    };
    if value.is_empty() {
        return Err(fail(col(name), LineProblem::NoValue));
    }
    decode_pair(text, name, value)
        .map(Some)
        .map_err(|e| match e {
            Error::Parse { reason, .. } => fail(col(value), LineProblem::Parse(reason)),
            other => fail(col(name), LineProblem::Value(Box::new(other))),
        })
}

/// The registers of a dump text, decoded as the iteration reaches their lines.
pub fn registers(text: &str) -> Registers<'_> {
    Registers {
        lines: text.lines().enumerate(),
    }
}

/// Iterator of [`registers`]: one item per register line, in order. A line that
/// does not decode is an error item; the next call goes on with the next line.
#[derive(Clone, Debug)]
pub struct Registers<'a> {
    lines: std::iter::Enumerate<std::str::Lines<'a>>,
}

/// Decode a register dump: one `OFFSET VALUE`, `NAME VALUE`, `NAME=VALUE`
/// or `OFFSET: VALUE` pair per line. Blank lines and text after `#` are
/// skipped. An error names the line and the column of the bad token.
///
/// This collects every register; [`registers`] and [`DumpReader`] decode a
/// text or a reader one line at a time.
pub fn decode_dump(text: &str) -> Result<Vec<DecodedRegister>> {
    registers(text).collect()
}

impl Iterator for Registers<'_> {
    type Item = Result<DecodedRegister>;

    fn next(&mut self) -> Option<Self::Item> {
        for (n, line) in self.lines.by_ref() {
            if let Some(item) = decode_line(n + 1, line).transpose() {
                return Some(item);
            }
        }
        None
    }
}

/// Why a line of a dump read by [`DumpReader`] gave no register.
#[derive(Debug, thiserror::Error)]
pub enum DumpReadError {
    /// The line does not decode (`LINE:COLUMN: reason`, the line and a caret).
    #[error("{0}")]
    Decode(#[from] Error),
    /// The line is not UTF-8; `offset` is the invalid byte's, from the start
    /// of the input.
    #[error("{line}: not UTF-8 text (invalid byte at offset {offset})")]
    NotUtf8 {
        /// The line's number (1-based).
        line: usize,
        /// The invalid byte's offset in the input.
        offset: u64,
    },
    /// Reading line `line` failed; the iteration ends here.
    #[error("{line}: cannot read: {source}")]
    Io {
        /// The number of the line being read (1-based).
        line: usize,
        /// The reader's error.
        #[source]
        source: std::io::Error,
    },
}

/// Reads a dump from `R` a line at a time and decodes it: an iterator of the
/// registers in order, holding one line and one register at a time.
///
/// Lines end at `\n` (a `\r` before it is dropped), as [`str::lines`] splits
/// them; the last line needs no newline. A line that is not UTF-8 or does not
/// decode is an error item, and the next call goes on with the next line; an
/// I/O error is the last item.
#[derive(Debug)]
pub struct DumpReader<R> {
    reader: R,
    buf: Vec<u8>,
    /// Lines read so far (the number of the line in `buf`).
    line: usize,
    /// Input offset of the line in `buf`.
    line_start: u64,
    /// Input bytes read.
    consumed: u64,
    done: bool,
}

impl<R: BufRead> DumpReader<R> {
    /// A reader at the start of `reader`.
    pub fn new(reader: R) -> Self {
        DumpReader {
            reader,
            buf: Vec::new(),
            line: 0,
            line_start: 0,
            consumed: 0,
            done: false,
        }
    }

    /// The number of lines read so far: the line of the last item.
    pub fn line(&self) -> usize {
        self.line
    }

    /// The reader, e.g. to see whether its buffer is empty (the next line
    /// would wait for input) and flush output first.
    pub fn get_ref(&self) -> &R {
        &self.reader
    }

    /// Reads the next line into `buf` without its line ending; `false` at the
    /// end of the input.
    fn read_line(&mut self) -> std::io::Result<bool> {
        self.buf.clear();
        self.line_start = self.consumed;
        let n = self.reader.read_until(b'\n', &mut self.buf)?;
        if n == 0 {
            return Ok(false);
        }
        self.consumed += n as u64;
        self.line += 1;
        if self.buf.last() == Some(&b'\n') {
            self.buf.pop();
            if self.buf.last() == Some(&b'\r') {
                self.buf.pop();
            }
        }
        Ok(true)
    }
}

impl<R: BufRead> Iterator for DumpReader<R> {
    type Item = Result<DecodedRegister, DumpReadError>;

    fn next(&mut self) -> Option<Self::Item> {
        while !self.done {
            match self.read_line() {
                Ok(true) => {}
                Ok(false) => self.done = true,
                Err(source) => {
                    self.done = true;
                    // The line that could not be read.
                    let line = self.line + 1;
                    return Some(Err(DumpReadError::Io { line, source }));
                }
            }
            if self.done {
                break;
            }
            let text = match std::str::from_utf8(&self.buf) {
                Ok(text) => text,
                Err(e) => {
                    return Some(Err(DumpReadError::NotUtf8 {
                        line: self.line,
                        offset: self.line_start + e.valid_up_to() as u64,
                    }))
                }
            };
            if let Some(item) = decode_line(self.line, text).transpose() {
                return Some(item.map_err(DumpReadError::from));
            }
        }
        None
    }
}

impl<R: BufRead> std::iter::FusedIterator for DumpReader<R> {}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{BufReader, Read};

    const LINE: &[u8] = b"0xe2a4 0x0000080a\n";

    /// An endless dump of `LINE`, handed out a few bytes per read; counts them.
    struct Endless {
        served: usize,
    }

    impl Read for Endless {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            let n = buf.len().min(5);
            for b in &mut buf[..n] {
                *b = LINE[self.served % LINE.len()];
                self.served += 1;
            }
            Ok(n)
        }
    }

    /// The decoder yields each register as its line arrives: an endless input
    /// gives registers, having read no more than the lines decoded (plus the
    /// reader's buffer).
    #[test]
    fn the_reader_decodes_as_it_reads_and_collects_nothing() {
        let mut regs = DumpReader::new(BufReader::with_capacity(64, Endless { served: 0 }));
        for n in 1..=10_000 {
            let r = regs.next().unwrap().unwrap();
            assert_eq!((r.name.as_str(), r.value), ("VPC_SO_PROG", 0x80a));
            assert_eq!(regs.line(), n);
            let served = regs.get_ref().get_ref().served;
            assert!(
                served <= n * LINE.len() + 64,
                "{served} bytes for {n} lines"
            );
        }
        assert!(regs.buf.capacity() < 64, "{}", regs.buf.capacity());
    }

    #[test]
    fn columns_count_characters() {
        // `é` is two bytes; the caret goes under the fifth character, the `2`.
        match decode_line(1, "é 1 2") {
            Err(Error::Line { column, .. }) => assert_eq!(column, 5),
            other => panic!("{other:?}"),
        }
    }

    /// Each problem of a line is typed, and reads as the message it gives.
    #[test]
    fn line_problems_are_typed() {
        let reason = |text: &str| match decode_line(1, text) {
            Err(Error::Line { reason, .. }) => reason,
            other => panic!("{other:?}"),
        };
        assert_eq!(reason("a b c"), crate::LineProblem::Syntax);
        assert_eq!(reason("VSC_BIN_SIZE="), crate::LineProblem::NoValue);
        assert_eq!(
            reason("0xe100 zz"),
            crate::LineProblem::Parse(crate::ParseReason::RegisterValue { bits: 32 })
        );
        let unknown = reason("NO_SUCH_REG 1");
        assert!(matches!(
            &unknown,
            crate::LineProblem::Value(e) if matches!(**e, Error::UnknownRegister(_))
        ));
        assert_eq!(unknown.to_string(), "unknown register `NO_SUCH_REG`");
        let located = decode_line(3, "NO_SUCH_REG 1").unwrap_err();
        let r = located.located("dump.txt").unwrap();
        assert_eq!(r.message, "unknown register `NO_SUCH_REG`");
        assert_eq!(
            r.position.map(|p| (p.file, p.line, p.column)),
            Some(("dump.txt", 3, 1))
        );
    }

    /// A text's registers come one by one: the first before a bad later line is
    /// reached, and the walk goes on after it.
    #[test]
    fn registers_of_a_text_come_one_by_one() {
        let mut regs = registers("0xe2a4 1\n0xe100 zz\n\n# done\nVSC_BIN_SIZE=0x1814");
        assert_eq!(regs.next().unwrap().unwrap().name, "VPC_SO_PROG");
        let e = regs.next().unwrap().unwrap_err().to_string();
        assert!(
            e.starts_with("2:8: error: value is not a 32-bit number"),
            "{e}"
        );
        assert_eq!(regs.next().unwrap().unwrap().name, "VSC_BIN_SIZE");
        assert!(regs.next().is_none());
    }

    /// Line ends, errors and their places as the text decoder has them.
    #[test]
    fn the_reader_splits_lines_as_str_lines() {
        let text = "0xe2a4 1\r\n\r\n  # c\r\n0xe100 3\r\nVSC_BIN_SIZE 0x1814\rx\n0xe2a4 2\r";
        let from_reader: Vec<String> = DumpReader::new(text.as_bytes())
            .map(|r| format!("{:?}", r.map_err(|e| e.to_string())))
            .collect();
        let from_text: Vec<String> = registers(text)
            .map(|r| format!("{:?}", r.map_err(|e| e.to_string())))
            .collect();
        assert_eq!(from_reader, from_text);
        assert_eq!(from_reader.len(), 4);
        assert!(
            from_reader[2].contains("5:21: error: expected OFFSET VALUE"),
            "{}",
            from_reader[2]
        );
    }

    #[test]
    fn the_reader_reports_bad_bytes_and_read_errors_with_their_line() {
        let mut bytes = b"0xe2a4 1\n\n0xe100 \xff3\n0xe100 3\n".to_vec();
        let mut regs = DumpReader::new(&bytes[..]);
        assert!(regs.next().unwrap().is_ok());
        let e = regs.next().unwrap().unwrap_err();
        assert!(
            matches!(
                e,
                DumpReadError::NotUtf8 {
                    line: 3,
                    offset: 17
                }
            ),
            "{e:?}"
        );
        assert_eq!(
            e.to_string(),
            "3: not UTF-8 text (invalid byte at offset 17)"
        );
        assert_eq!(regs.next().unwrap().unwrap().name, "GRAS_LRZ_CNTL");
        assert!(regs.next().is_none());

        // A read that fails after the first line: one register, then the error.
        bytes.truncate(9);
        let failing = bytes.as_slice().chain(Failing);
        let mut regs = DumpReader::new(BufReader::new(failing));
        assert!(regs.next().unwrap().is_ok());
        let e = regs.next().unwrap().unwrap_err();
        assert_eq!(e.to_string(), "2: cannot read: device on fire");
        assert!(regs.next().is_none());
    }

    struct Failing;

    impl Read for Failing {
        fn read(&mut self, _: &mut [u8]) -> std::io::Result<usize> {
            Err(std::io::Error::other("device on fire"))
        }
    }
}
