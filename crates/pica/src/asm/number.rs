//! Numeric literals: floats as picasso reads them (C `atof`, then f32, then float24
//! with truncation) but refusing trailing text, and small integers.

/// Why a literal was refused.
#[derive(Debug, PartialEq)]
pub enum LiteralError {
    /// Not a number at all (picasso would read 0.0).
    NotANumber,
    /// A number followed by more text (picasso would read just the number).
    Trailing { value: String },
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
        let ok = !body.is_empty()
            && body
                .bytes()
                .all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'e' | b'E' | b'+' | b'-'))
            && body
                .bytes()
                .next()
                .is_some_and(|b| b.is_ascii_digit() || b == b'.');
        match body.parse::<f64>() {
            Ok(v) if ok => v,
            _ => return Err(prefix_error(body)),
        }
    };
    Ok(if neg { -magnitude } else { magnitude })
}

/// The error for text that is not entirely a number: does a number start it?
fn prefix_error(body: &str) -> LiteralError {
    let digits = body
        .char_indices()
        .take_while(|(_, c)| c.is_ascii_digit() || *c == '.')
        .last()
        .map(|(i, c)| i + c.len_utf8())
        .unwrap_or(0);
    let prefix = &body[..digits];
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
    let t = text.trim();
    let digits = t
        .strip_prefix('-')
        .or_else(|| t.strip_prefix('+'))
        .unwrap_or(t);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) || digits.len() > 12 {
        return None;
    }
    t.parse().ok()
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
