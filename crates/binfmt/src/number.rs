//! Integer literals as gpubin's text inputs and command-line arguments write them:
//! decimal `123`, hexadecimal `0x7b` (or `0X7B`), binary `0b1111011`, and for the
//! signed readers a leading `-`. White space around the literal is ignored and `_`
//! among the digits (after the prefix) is a digit-group separator (`0x1_0000`), so
//! that long register values can be grouped the way hardware manuals print them.
//!
//! One reader for every argument and assembler keeps what counts as a number the
//! same everywhere; a `+` sign is not part of the syntax.
//!
//! ```
//! use gpubin_binfmt::number::{parse_i64, parse_u64, NumberError};
//!
//! assert_eq!(parse_u64("0x7b"), Ok(123));
//! assert_eq!(parse_u64(" 1_000 "), Ok(1000));
//! assert_eq!(parse_i64("-0x10"), Ok(-16));
//! assert_eq!(parse_u64("-1"), Err(NumberError::Negative));
//! assert_eq!(parse_u64("12a"), Err(NumberError::InvalidDigit('a')));
//! ```

use std::fmt;

/// The base a literal is written in, from its prefix.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Radix {
    /// `0b` prefix.
    Binary,
    /// No prefix.
    Decimal,
    /// `0x` or `0X` prefix.
    Hex,
}

impl Radix {
    /// The numeric base.
    pub const fn base(self) -> u32 {
        match self {
            Radix::Binary => 2,
            Radix::Decimal => 10,
            Radix::Hex => 16,
        }
    }
}

/// A literal read but not yet fitted to a type: its sign, base and magnitude.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Literal {
    /// Written with a leading `-`.
    pub negative: bool,
    /// The base its prefix selects.
    pub radix: Radix,
    /// The value without its sign.
    pub magnitude: u64,
}

/// Why a text is not a number of the type asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NumberError {
    /// No digits (an empty text, a lone `-` or prefix).
    NoDigits,
    /// A character that is not a digit of the literal's base.
    InvalidDigit(char),
    /// The magnitude does not fit 64 bits, or the value the asked-for type.
    OutOfRange,
    /// A `-` where only unsigned values are read.
    Negative,
}

impl fmt::Display for NumberError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NumberError::NoDigits => f.write_str("no digits"),
            NumberError::InvalidDigit(c) => write!(f, "{c:?} is not a digit"),
            NumberError::OutOfRange => f.write_str("out of range"),
            NumberError::Negative => f.write_str("negative"),
        }
    }
}

impl std::error::Error for NumberError {}

/// Reads a literal: optional `-`, optional `0x`/`0X`/`0b` prefix, then digits of
/// that base among which `_` is ignored; surrounding white space is ignored.
pub fn literal(text: &str) -> Result<Literal, NumberError> {
    let text = text.trim();
    let (negative, rest) = match text.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, text),
    };
    let (radix, digits) = if let Some(h) = strip_any_prefix(rest, &["0x", "0X"]) {
        (Radix::Hex, h)
    } else if let Some(b) = rest.strip_prefix("0b") {
        (Radix::Binary, b)
    } else {
        (Radix::Decimal, rest)
    };
    let mut magnitude: u64 = 0;
    let mut any = false;
    for c in digits.chars().filter(|&c| c != '_') {
        let d = c
            .to_digit(radix.base())
            .ok_or(NumberError::InvalidDigit(c))?;
        magnitude = magnitude
            .checked_mul(u64::from(radix.base()))
            .and_then(|m| m.checked_add(u64::from(d)))
            .ok_or(NumberError::OutOfRange)?;
        any = true;
    }
    if !any {
        return Err(NumberError::NoDigits);
    }
    Ok(Literal {
        negative,
        radix,
        magnitude,
    })
}

fn strip_any_prefix<'a>(text: &'a str, prefixes: &[&str]) -> Option<&'a str> {
    prefixes.iter().find_map(|p| text.strip_prefix(p))
}

/// An unsigned 64-bit number. `-0` is negative too: unsigned readers take no sign.
pub fn parse_u64(text: &str) -> Result<u64, NumberError> {
    let l = literal(text)?;
    if l.negative {
        return Err(NumberError::Negative);
    }
    Ok(l.magnitude)
}

/// An unsigned 32-bit number.
pub fn parse_u32(text: &str) -> Result<u32, NumberError> {
    u32::try_from(parse_u64(text)?).map_err(|_| NumberError::OutOfRange)
}

/// A signed 64-bit number: `-9223372036854775808` and `-0x8000000000000000` are in
/// range.
pub fn parse_i64(text: &str) -> Result<i64, NumberError> {
    let l = literal(text)?;
    if l.negative {
        0i64.checked_sub_unsigned(l.magnitude)
            .ok_or(NumberError::OutOfRange)
    } else {
        i64::try_from(l.magnitude).map_err(|_| NumberError::OutOfRange)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bases_and_separators() {
        assert_eq!(parse_u64("0"), Ok(0));
        assert_eq!(parse_u64("123"), Ok(123));
        assert_eq!(parse_u64("0x7B"), Ok(123));
        assert_eq!(parse_u64("0X7b"), Ok(123));
        assert_eq!(parse_u64("0b1111011"), Ok(123));
        assert_eq!(parse_u64("\t0x1_0000 \n"), Ok(0x10000));
        assert_eq!(parse_u64("1_000_000"), Ok(1_000_000));
        assert_eq!(parse_u64("007"), Ok(7));
        assert_eq!(
            literal("-0x10"),
            Ok(Literal {
                negative: true,
                radix: Radix::Hex,
                magnitude: 16
            })
        );
    }

    #[test]
    fn what_is_not_a_number() {
        assert_eq!(parse_u64(""), Err(NumberError::NoDigits));
        assert_eq!(parse_u64("  "), Err(NumberError::NoDigits));
        assert_eq!(parse_u64("0x"), Err(NumberError::NoDigits));
        assert_eq!(parse_u64("0x__"), Err(NumberError::NoDigits));
        assert_eq!(parse_i64("-"), Err(NumberError::NoDigits));
        assert_eq!(parse_u64("+5"), Err(NumberError::InvalidDigit('+')));
        assert_eq!(parse_u64("0x+5"), Err(NumberError::InvalidDigit('+')));
        assert_eq!(parse_u64("0b102"), Err(NumberError::InvalidDigit('2')));
        assert_eq!(parse_u64("0B1"), Err(NumberError::InvalidDigit('B')));
        assert_eq!(parse_u64("1 2"), Err(NumberError::InvalidDigit(' ')));
        assert_eq!(parse_u64("VPC_SO"), Err(NumberError::InvalidDigit('V')));
        assert_eq!(parse_u64("_0x10"), Err(NumberError::InvalidDigit('x')));
        assert_eq!(parse_u64("-3"), Err(NumberError::Negative));
        assert_eq!(parse_u64("-0"), Err(NumberError::Negative));
        assert_eq!(
            parse_u64("12x").unwrap_err().to_string(),
            "'x' is not a digit"
        );
    }

    #[test]
    fn ranges() {
        assert_eq!(parse_u64("18446744073709551615"), Ok(u64::MAX));
        assert_eq!(parse_u64("0xffff_ffff_ffff_ffff"), Ok(u64::MAX));
        assert_eq!(
            parse_u64("18446744073709551616"),
            Err(NumberError::OutOfRange)
        );
        assert_eq!(
            parse_u64("0x1_0000_0000_0000_0000"),
            Err(NumberError::OutOfRange)
        );
        assert_eq!(parse_u32("0xffffffff"), Ok(u32::MAX));
        assert_eq!(parse_u32("4294967296"), Err(NumberError::OutOfRange));
        assert_eq!(parse_i64("-9223372036854775808"), Ok(i64::MIN));
        assert_eq!(parse_i64("-0x8000000000000000"), Ok(i64::MIN));
        assert_eq!(
            parse_i64("-9223372036854775809"),
            Err(NumberError::OutOfRange)
        );
        assert_eq!(parse_i64("9223372036854775807"), Ok(i64::MAX));
        assert_eq!(
            parse_i64("9223372036854775808"),
            Err(NumberError::OutOfRange)
        );
        assert_eq!(parse_i64("-12"), Ok(-12));
        assert_eq!(parse_i64("-0"), Ok(0));
    }
}
