//! A position in one source line, for the hand-written operand parsers: binfmt's
//! shared text cursor, with the line number and the assembler's errors.

use gpubin_binfmt::text;

use super::error::{AsmError, Result};

/// A position in line `line` of a listing, over binfmt's text cursor.
#[derive(Clone, Debug)]
pub struct Cursor<'a> {
    line: usize,
    text: text::Cursor<'a>,
}

impl<'a> Cursor<'a> {
    /// A cursor at byte `pos` of `raw`, which is line `line` (1-based) of the listing.
    pub fn new(line: usize, raw: &'a str, pos: usize) -> Cursor<'a> {
        Cursor {
            line,
            text: text::Cursor::new(raw, pos),
        }
    }

    /// The text after the position.
    pub fn rest(&self) -> &'a str {
        self.text.rest()
    }

    /// The byte position in the line.
    pub fn pos(&self) -> usize {
        self.text.pos()
    }

    /// True when nothing is left.
    pub fn at_end(&self) -> bool {
        self.text.at_end()
    }

    /// The next byte.
    pub fn peek(&self) -> Option<u8> {
        self.text.peek()
    }

    /// Consumes `s` if the text continues with it.
    pub fn eat(&mut self, s: &str) -> bool {
        self.text.eat(s)
    }

    /// Consumes `s`, or fails with "expected `what`" at the position.
    pub fn expect(&mut self, s: &str, what: &str) -> Result<()> {
        if self.eat(s) {
            Ok(())
        } else {
            Err(self.error(format!("expected {what}")))
        }
    }

    /// The space before an operand: at the end of the line or of a PP field (`, `)
    /// the operand is missing, so say which one.
    pub fn space_before(&mut self, what: &str) -> Result<()> {
        if self.at_end() || self.rest().starts_with(", ") {
            return Err(self.error(format!("missing {what}")));
        }
        if self.eat(" ") {
            Ok(())
        } else {
            Err(self.error(format!("expected a space before {what}")))
        }
    }

    /// A run of characters that are not separators (space, tab, comma).
    pub fn word(&mut self) -> &'a str {
        self.text.word(&[' ', '\t', ','])
    }

    /// The longest run of bytes matching `f`.
    pub fn take_while(&mut self, f: impl Fn(u8) -> bool) -> &'a str {
        self.text.take_while(f)
    }

    /// A decimal number with an optional `-`.
    pub fn number(&mut self, what: &str) -> Result<i64> {
        self.text
            .decimal(18)
            .ok_or_else(|| self.error(format!("expected {what}")))
    }

    /// A number in `lo..=hi`.
    pub fn number_in(&mut self, what: &str, lo: i64, hi: i64) -> Result<i64> {
        let at = self.pos();
        let v = self.number(what)?;
        if v < lo || v > hi {
            return Err(self.error_at(at, format!("{what} {v} is out of range {lo}..={hi}")));
        }
        Ok(v)
    }

    /// An error with `message` at the position.
    pub fn error(&self, message: String) -> AsmError {
        self.error_at(self.pos(), message)
    }

    /// An error with `message` at byte `pos` of the line.
    pub fn error_at(&self, pos: usize, message: String) -> AsmError {
        AsmError {
            line: self.line,
            column: self.text.column(pos),
            message,
            source_line: self.text.text().to_string(),
        }
    }
}
