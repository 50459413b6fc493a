//! Numeric literals: floats as picasso reads them (C `atof`, then f32, then float24
//! with truncation) but refusing trailing text, and small integers.

use gpubin_binfmt::text::Cursor;

/// Why a literal was refused.
#[derive(Debug, PartialEq)]
pub enum LiteralError {
    /// Not a number at all (picasso would read 0.0).
    NotANumber,
    /// A number followed by more text (picasso would read just the number).
    Trailing {
        /// The number that starts the text.
        value: String,
    },
}

/// Parses a float literal the way `atof` would for a complete literal: decimal,
/// hexadecimal (`0x10`, `0x1.8p3`), `inf`/`infinity`/`nan`, optional sign.
pub fn parse_float(text: &str) -> Result<f64, LiteralError> {
    let t = text.trim();
    let (neg, body) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    let lower = body.to_ascii_lowercase();
    let magnitude = if lower == "inf" || lower == "infinity" {
        f64::INFINITY
    } else if lower == "nan" {
        f64::NAN
    } else if let Some(hex) = lower.strip_prefix("0x") {
        parse_hex_float(hex).ok_or_else(|| prefix_error(body))?
    } else {
        // The sign is taken above: a digit or `.` starts the rest.
        let mut c = Cursor::new(body, 0);
        let unsigned = body.starts_with(|ch: char| ch.is_ascii_digit() || ch == '.');
        match c.float() {
            Some(v) if unsigned && c.at_end() => v,
            _ => return Err(prefix_error(body)),
        }
    };
    Ok(if neg { -magnitude } else { magnitude })
}

/// The error for text that is not entirely a number: does a number start it?
fn prefix_error(body: &str) -> LiteralError {
    let prefix = Cursor::new(body, 0).take_while(|b| b.is_ascii_digit() || b == b'.');
    match prefix.parse::<f64>() {
        Ok(_) if !prefix.is_empty() => LiteralError::Trailing {
            value: prefix.to_string(),
        },
        _ => LiteralError::NotANumber,
    }
}

fn parse_hex_float(hex: &str) -> Option<f64> {
    let (mant, exp) = match hex.find('p') {
        Some(i) => (&hex[..i], Some(&hex[i + 1..])),
        None => (hex, None),
    };
    let (int, frac) = match mant.find('.') {
        Some(i) => (&mant[..i], &mant[i + 1..]),
        None => (mant, ""),
    };
    if int.is_empty() && frac.is_empty() {
        return None;
    }
    let mut v = 0f64;
    for c in int.chars() {
        v = v * 16.0 + f64::from(c.to_digit(16)?);
    }
    let mut scale = 1.0 / 16.0;
    for c in frac.chars() {
        v += f64::from(c.to_digit(16)?) * scale;
        scale /= 16.0;
    }
    if let Some(e) = exp {
        let e: i32 = e.parse().ok()?;
        v *= 2f64.powi(e);
    }
    Some(v)
}

/// picasso's float24 conversion of an `atof` result: round to f32 (nearest even),
/// then truncate the mantissa to 16 bits and re-bias the exponent (127 -> 63);
/// underflow gives a signed zero, overflow (and NaN) the infinity pattern.
pub fn to_float24(value: f64) -> u32 {
    crate::float24::Float24::from_f64(value).to_bits()
}

/// True for float24 values that are exact zero or a finite normal number.
pub fn is_plain_float24(f24: u32) -> bool {
    let e = f24 >> 16 & 0x7F;
    let m = f24 & 0xFFFF;
    (e == 0 && m == 0) || (e > 0 && e < 0x7F)
}

/// The f32 a float24 stands for (exact: every float24 pattern is an f32 normal whose
/// exponent is `e + 64`), used to print a literal that converts back to it.
pub fn float24_to_f32(f24: u32) -> f32 {
    let sign = f24 >> 23 & 1;
    let e = f24 >> 16 & 0x7F;
    let m = f24 & 0xFFFF;
    if e == 0 && m == 0 {
        return if sign == 1 { -0.0 } else { 0.0 };
    }
    f32::from_bits(sign << 31 | (e + 64) << 23 | m << 7)
}

/// A decimal integer (optional sign), no C base prefixes.
pub fn parse_int(text: &str) -> Option<i64> {
    let mut c = Cursor::new(text.trim(), 0);
    // `+` as a sign, but not before `-`.
    if c.eat("+") && c.peek() == Some(b'-') {
        return None;
    }
    let v = c.decimal(12)?;
    c.at_end().then_some(v)
}

/// What C's `strtoll(text, &end, base)` reads from the start of `text`: the value
/// (saturated) and the number of bytes consumed (0 when no number starts it). Base 0
/// takes C prefixes (`0x` hex, leading `0` octal). picasso reads register numbers and
/// small integers this way, and `atoi` is base 10.
pub fn c_strtoll(text: &str, base: u32) -> (i64, usize) {
    let mut c = Cursor::new(text, 0);
    // C's isspace.
    c.take_while(|b| b == b' ' || (b'\t'..=b'\r').contains(&b));
    let neg = c.eat("-");
    if !neg {
        c.eat("+");
    }
    let mut radix = base;
    let rest = c.rest().as_bytes();
    if (base == 0 || base == 16)
        && rest.first() == Some(&b'0')
        && matches!(rest.get(1), Some(b'x' | b'X'))
        && rest.get(2).is_some_and(u8::is_ascii_hexdigit)
    {
        c.eat(&c.rest()[..2]);
        radix = 16;
    } else if base == 0 {
        radix = if rest.first() == Some(&b'0') { 8 } else { 10 };
    }
    let digits = c.take_while(|b| (b as char).is_digit(radix));
    if digits.is_empty() {
        return (0, 0);
    }
    let v = digits.chars().fold(0i64, |v, d| {
        v.saturating_mul(i64::from(radix))
            .saturating_add(i64::from(d.to_digit(radix).unwrap_or(0)))
    });
    (if neg { -v } else { v }, c.pos())
}

/// C's `atoi`: the leading decimal number, 0 when there is none.
pub fn c_atoi(text: &str) -> i64 {
    c_strtoll(text, 10)
        .0
        .clamp(i64::from(i32::MIN), i64::from(i32::MAX))
}

/// C's `atof`: the longest prefix that is a number (decimal with optional exponent,
/// hexadecimal, `inf`, `infinity`, `nan`), 0.0 when there is none.
pub fn c_atof(text: &str) -> f64 {
    let t = text.trim_start();
    let (neg, body) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    let lower = body.to_ascii_lowercase();
    let v = if lower.starts_with("infinity") || lower.starts_with("inf") {
        f64::INFINITY
    } else if lower.starts_with("nan") {
        f64::NAN
    } else if lower.starts_with("0x")
        && lower[2..].starts_with(|c: char| c.is_ascii_hexdigit() || c == '.')
    {
        // The longest prefix that reads as a hexadecimal float.
        let h = &lower[2..];
        (1..=h.len())
            .rev()
            .filter(|&n| h.is_char_boundary(n))
            .find_map(|n| parse_hex_float(&h[..n]))
            .unwrap_or(0.0)
    } else if body.starts_with('-') {
        // A second sign: no number.
        0.0
    } else {
        Cursor::new(body, 0).float().unwrap_or(0.0)
    };
    if neg {
        -v
    } else {
        v
    }
}

/// `a op b` for two decimal integers and `+ - * /`: what a size written as an
/// expression means, for suggesting the plain number.
pub fn simple_expression(text: &str) -> Option<i64> {
    let t = text.trim();
    let i = t
        .char_indices()
        .skip(1)
        .find(|(_, c)| "+-*/".contains(*c))?
        .0;
    let a = parse_int(&t[..i])?;
    let b = parse_int(&t[i + 1..])?;
    match &t[i..i + 1] {
        "+" => a.checked_add(b),
        "-" => a.checked_sub(b),
        "*" => a.checked_mul(b),
        _ => a.checked_div(b),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spec_float24_examples() {
        let cases: &[(&str, u32)] = &[
            ("0.0", 0x000000),
            ("-0.0", 0x800000),
            ("1.0", 0x3F0000),
            ("-1.0", 0xBF0000),
            ("0.1", 0x3B9999),
            ("0.01", 0x3847AE),
            ("3.14159", 0x40921F),
            ("255.0", 0x46FE00),
            ("1e-30", 0x000000),
            ("-1e-30", 0x800000),
            ("1e30", 0x7F0000),
            ("-1e30", 0xFF0000),
            ("inf", 0x7F0000),
            ("nan", 0x7F0000),
            ("0x10", 0x430000),
        ];
        for (text, want) in cases {
            let v = parse_float(text).unwrap();
            assert_eq!(to_float24(v), *want, "{text}");
        }
        assert_eq!(to_float24(2f64.powi(-63)), 0x000000);
        assert_eq!(to_float24(1.5 * 2f64.powi(-63)), 0x008000);
        assert_eq!(to_float24(2f64.powi(-62)), 0x010000);
        assert_eq!(to_float24(2f64.powi(63)), 0x7E0000);
        assert_eq!(to_float24(2f64.powi(64)), 0x7F0000);
        assert_eq!(to_float24(1.5 * 2f64.powi(64)), 0x7F8000);
    }

    #[test]
    fn trailing_text_is_refused() {
        assert_eq!(
            parse_float("1.0/128.0"),
            Err(LiteralError::Trailing {
                value: "1.0".into()
            })
        );
        assert!(parse_float("1e").is_err());
        assert_eq!(parse_float("abc"), Err(LiteralError::NotANumber));
        assert_eq!(parse_float(".5"), Ok(0.5));
        assert_eq!(parse_float("-2."), Ok(-2.0));
    }

    #[test]
    fn c_library_readings() {
        assert_eq!(c_atoi("32*2"), 32);
        assert_eq!(c_atoi(" 2.x.x"), 2);
        assert_eq!(c_atoi("a0.x * 8"), 0);
        assert_eq!(c_atoi("-2"), -2);
        assert_eq!(c_strtoll("010", 0), (8, 3));
        assert_eq!(c_strtoll("0x10", 0), (16, 4));
        assert_eq!(c_strtoll("1foo", 0), (1, 1));
        assert_eq!(c_strtoll("foo", 0), (0, 0));
        assert_eq!(c_atof("1.0/128.0"), 1.0);
        assert_eq!(c_atof("1e"), 1.0);
        assert_eq!(c_atof("1.5e3x"), 1500.0);
        assert_eq!(c_atof("abc"), 0.0);
        assert_eq!(c_atof(".5"), 0.5);
        assert_eq!(c_atof("-inf"), f64::NEG_INFINITY);
        assert_eq!(c_atof("0x1.8p1"), 3.0);
        assert_eq!(c_strtoll(" \t+0X1fz", 0), (31, 7));
        assert_eq!(c_strtoll("-0x", 0), (0, 2), "0 in octal, the x unread");
        assert_eq!(c_strtoll("+-5", 0), (0, 0));
        assert_eq!(c_strtoll("99999999999999999999", 10).0, i64::MAX);
        assert_eq!(c_atof("--1"), -0.0);
        assert_eq!(c_atof("-2.5e+1,"), -25.0);
        assert_eq!(parse_int(" +12 "), Some(12));
        assert_eq!(parse_int("-0012"), Some(-12));
        assert_eq!(parse_int("+-5"), None);
        assert_eq!(parse_int("0x10"), None);
        assert_eq!(parse_int("1234567890123"), None, "13 digits");
        assert_eq!(simple_expression("32*2"), Some(64));
        assert_eq!(simple_expression("32"), None);
    }

    #[test]
    fn float24_printing_round_trips() {
        for f24 in [
            0u32, 0x800000, 0x3F0000, 0x3B9999, 0x008000, 0x7F0000, 0xFF8000, 0x7E1234,
        ] {
            let f = float24_to_f32(f24);
            let text = format!("{:?}", f64::from(f));
            assert_eq!(
                to_float24(parse_float(&text).unwrap()),
                f24,
                "{f24:#x} {text}"
            );
        }
    }
}
