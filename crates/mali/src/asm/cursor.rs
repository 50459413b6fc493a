//! A position in one source line, for the hand-written operand parsers.

use super::{AsmError, Result};

#[derive(Clone, Debug)]
pub struct Cursor<'a> {
    line: usize,
    raw: &'a str,
    pos: usize,
}

impl<'a> Cursor<'a> {
    pub fn new(line: usize, raw: &'a str, pos: usize) -> Cursor<'a> {
        Cursor { line, raw, pos }
    }

    pub fn rest(&self) -> &'a str {
        &self.raw[self.pos..]
    }

    pub fn pos(&self) -> usize {
        self.pos
    }

    pub fn at_end(&self) -> bool {
        self.pos >= self.raw.len()
    }

    pub fn peek(&self) -> Option<u8> {
        self.raw.as_bytes().get(self.pos).copied()
    }

    /// Consumes `s` if the text continues with it.
    pub fn eat(&mut self, s: &str) -> bool {
        if self.rest().starts_with(s) {
            self.pos += s.len();
            true
        } else {
            false
        }
    }

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
        let rest = self.rest();
        let n = rest.find([' ', '\t', ',']).unwrap_or(rest.len());
        self.pos += n;
        &rest[..n]
    }

    /// The longest run of bytes matching `f`.
    pub fn take_while(&mut self, f: impl Fn(u8) -> bool) -> &'a str {
        let rest = self.rest();
        let n = rest.bytes().take_while(|b| f(*b)).count();
        self.pos += n;
        &rest[..n]
    }

    /// A decimal number with an optional `-`.
    pub fn number(&mut self, what: &str) -> Result<i64> {
        let rest = self.rest();
        let neg = rest.starts_with('-') as usize;
        let digits = rest[neg..].bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 || digits > 18 {
            return Err(self.error(format!("expected {what}")));
        }
        let v: i64 = rest[neg..neg + digits].parse().unwrap_or(0);
        self.pos += neg + digits;
        Ok(if neg == 1 { -v } else { v })
    }

    /// A number in `lo..=hi`.
    pub fn number_in(&mut self, what: &str, lo: i64, hi: i64) -> Result<i64> {
        let at = self.pos;
        let v = self.number(what)?;
        if v < lo || v > hi {
            return Err(self.error_at(at, format!("{what} {v} is out of range {lo}..={hi}")));
        }
        Ok(v)
    }

    pub fn error(&self, message: String) -> AsmError {
        self.error_at(self.pos, message)
    }

    pub fn error_at(&self, pos: usize, message: String) -> AsmError {
        let pos = pos.min(self.raw.len());
        AsmError {
            line: self.line,
            column: self.raw[..pos].chars().count() + 1,
            message,
            source_line: self.raw.to_string(),
        }
    }
}
