//! A cursor over one line of source text, for the hand-written parsers of the
//! assemblers and argument readers: what is left, what comes next, words, numbers
//! that start the text (decimal integers, decimal floats), and the column of a byte
//! for a located message.

/// A byte position in one line of text. It moves only forward over what a method
/// consumed; a method that does not match consumes nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cursor<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> Cursor<'a> {
    /// A cursor at byte `pos` of `text` (clamped to its end).
    pub fn new(text: &'a str, pos: usize) -> Self {
        Cursor {
            text,
            pos: pos.min(text.len()),
        }
    }

    /// The whole line.
    pub fn text(&self) -> &'a str {
        self.text
    }

    /// The text after the position (empty off a character boundary).
    pub fn rest(&self) -> &'a str {
        self.text.get(self.pos..).unwrap_or("")
    }

    /// The byte position.
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// True when nothing is left.
    pub fn at_end(&self) -> bool {
        self.pos >= self.text.len()
    }

    /// The next byte.
    pub fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
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

    /// Consumes and returns the run of characters up to one of `separators` (or the
    /// end); empty when one comes next.
    pub fn word(&mut self, separators: &[char]) -> &'a str {
        let rest = self.rest();
        let n = rest.find(separators).unwrap_or(rest.len());
        self.pos += n;
        &rest[..n]
    }

    /// Consumes and returns the longest run of bytes matching `f`.
    pub fn take_while(&mut self, f: impl Fn(u8) -> bool) -> &'a str {
        let rest = self.rest();
        let n = rest.bytes().take_while(|b| f(*b)).count();
        self.pos += n;
        &rest[..n]
    }

    /// Consumes and returns the longest run of characters matching `f` (for tests
    /// such as `char::is_whitespace` that bytes cannot answer).
    pub fn take_chars(&mut self, f: impl Fn(char) -> bool) -> &'a str {
        let rest = self.rest();
        let n = rest.find(|c: char| !f(c)).unwrap_or(rest.len());
        self.pos += n;
        &rest[..n]
    }

    /// Consumes a decimal integer with an optional `-` of 1 to `max_digits` digits
    /// (at most 18, so that it fits an `i64`); `None`, consuming nothing, otherwise.
    pub fn decimal(&mut self, max_digits: usize) -> Option<i64> {
        let rest = self.rest();
        let neg = usize::from(rest.starts_with('-'));
        let digits = rest[neg..].bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 || digits > max_digits.min(18) {
            return None;
        }
        let v: i64 = rest[neg..neg + digits].parse().ok()?;
        self.pos += neg + digits;
        Some(if neg == 1 { -v } else { v })
    }

    /// Consumes the longest decimal float with an optional `-` that starts here,
    /// as C's `strtod` reads its decimal form: digits with an optional fraction
    /// (`2`, `1.`, `.5`), then an exponent (`e-3`, `E+2`) only when digits follow
    /// its letter. `None`, consuming nothing, when no digit comes before the
    /// exponent. The value is the nearest f64 (infinite past its range).
    pub fn float(&mut self) -> Option<f64> {
        let b = self.rest().as_bytes();
        let mut i = usize::from(b.first() == Some(&b'-'));
        let digits = |from: usize| b[from..].iter().take_while(|c| c.is_ascii_digit()).count();
        let int = digits(i);
        i += int;
        let mut frac = 0;
        if b.get(i) == Some(&b'.') {
            frac = digits(i + 1);
            i += 1 + frac;
        }
        if int + frac == 0 {
            return None;
        }
        if matches!(b.get(i), Some(b'e' | b'E')) {
            let sign = usize::from(matches!(b.get(i + 1), Some(b'+' | b'-')));
            let exp = digits(i + 1 + sign);
            if exp > 0 {
                i += 1 + sign + exp;
            }
        }
        let v = self.rest()[..i].parse().ok()?;
        self.pos += i;
        Some(v)
    }

    /// The 1-based column, in characters, of byte `pos` of the line (clamped).
    pub fn column(&self, pos: usize) -> usize {
        let end = pos.min(self.text.len());
        // Characters are the bytes that do not continue one.
        self.text.as_bytes()[..end]
            .iter()
            .filter(|&&b| b & 0xC0 != 0x80)
            .count()
            + 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn takes_characters() {
        let mut c = Cursor::new("a\u{a0}b  c", 1);
        assert_eq!(c.take_chars(char::is_whitespace), "\u{a0}");
        assert_eq!(
            c.take_chars(char::is_whitespace),
            "",
            "none: nothing consumed"
        );
        assert_eq!(c.take_chars(|ch| !ch.is_whitespace()), "b");
        assert_eq!((c.take_chars(char::is_whitespace), c.rest()), ("  ", "c"));
        assert_eq!(c.take_chars(|_| true), "c");
        assert!(c.at_end());
    }

    #[test]
    fn reads_floats_as_strtod_does() {
        fn read(t: &str) -> Option<(f64, &str)> {
            let mut c = Cursor::new(t, 0);
            c.float().map(|v| (v, c.rest()))
        }
        assert_eq!(read("2.25,"), Some((2.25, ",")));
        assert_eq!(read("-1."), Some((-1.0, "")));
        assert_eq!(read(".5x"), Some((0.5, "x")));
        assert_eq!(read("1.5e3x"), Some((1500.0, "x")));
        assert_eq!(read("2E-2"), Some((0.02, "")));
        assert_eq!(read("1e"), Some((1.0, "e")), "an exponent needs digits");
        assert_eq!(read("1e+"), Some((1.0, "e+")));
        assert_eq!(read("7/2"), Some((7.0, "/2")));
        assert_eq!(read("1e999"), Some((f64::INFINITY, "")));
        assert_eq!(read("."), None);
        assert_eq!(read("-.e1"), None);
        assert_eq!(read("+1"), None, "only `-` is a sign here");
        assert_eq!(read("e5"), None);
        assert_eq!(read(""), None);
        let mut c = Cursor::new("x 3", 2);
        assert_eq!((c.float(), c.at_end()), (Some(3.0), true));
    }

    #[test]
    fn eats_words_and_numbers() {
        let mut c = Cursor::new("  mov.x  -12,é 7", 2);
        assert_eq!(c.word(&[' ', '.']), "mov");
        assert!(c.eat(".x") && !c.eat("y"));
        assert_eq!(c.take_while(|b| b == b' '), "  ");
        assert_eq!(c.decimal(1), None, "two digits");
        assert_eq!(c.pos(), 9, "nothing consumed");
        assert_eq!(c.decimal(18), Some(-12));
        assert!(c.eat(","));
        assert_eq!(c.column(c.pos()), 14);
        assert_eq!(c.word(&[' ']), "é");
        assert_eq!(c.peek(), Some(b' '));
        assert_eq!(c.column(99), 17);
        assert!(c.eat(" ") && c.decimal(18) == Some(7) && c.at_end());
        assert_eq!((c.rest(), c.peek(), c.decimal(3)), ("", None, None));
        assert_eq!(Cursor::new("ab", 9).rest(), "");
        assert_eq!(Cursor::new("x", 0).text(), "x");
        assert_eq!(Cursor::new("-", 0).decimal(18), None);
        assert_eq!(
            Cursor::new("9999999999999999999", 0).decimal(99),
            None,
            "19 digits"
        );
    }
}
