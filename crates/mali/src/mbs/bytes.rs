//! Serde forms that keep every byte: opaque data as a hex string, floats by their bits.

use std::fmt;

use serde::{de, Deserialize, Deserializer, Serialize, Serializer};

/// Opaque bytes kept verbatim; JSON shows them as one lowercase hex string.
#[derive(Clone, Default, PartialEq, Eq, Hash)]
pub struct Bytes(pub Vec<u8>);

impl Bytes {
    /// True when there are no bytes.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The number of bytes.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// The bytes.
    pub fn as_slice(&self) -> &[u8] {
        &self.0
    }
}

impl From<Vec<u8>> for Bytes {
    fn from(v: Vec<u8>) -> Self {
        Bytes(v)
    }
}

impl From<&[u8]> for Bytes {
    fn from(v: &[u8]) -> Self {
        Bytes(v.to_vec())
    }
}

impl std::ops::Deref for Bytes {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        &self.0
    }
}

impl fmt::Debug for Bytes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Bytes({})", to_hex(&self.0))
    }
}

fn to_hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut s = String::with_capacity(bytes.len() * 2);
    for &b in bytes {
        s.push(DIGITS[usize::from(b >> 4)] as char);
        s.push(DIGITS[usize::from(b & 15)] as char);
    }
    s
}

/// Why a JSON hex string is not bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum HexError {
    /// Digits do not pair up into bytes.
    OddLength,
    /// A character that is neither a hex digit nor white space.
    BadDigit(char),
}

impl fmt::Display for HexError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HexError::OddLength => f.write_str("hex string has an odd number of digits"),
            HexError::BadDigit(c) => write!(f, "invalid hex digit {c:?}"),
        }
    }
}

fn from_hex(text: &str) -> Result<Vec<u8>, HexError> {
    // Whitespace is allowed so that long code blobs can be wrapped by hand.
    let digits: Vec<u8> = text.bytes().filter(|b| !b.is_ascii_whitespace()).collect();
    if digits.len() % 2 != 0 {
        return Err(HexError::OddLength);
    }
    let nibble = |c: u8| -> Result<u8, HexError> {
        match c {
            b'0'..=b'9' => Ok(c - b'0'),
            b'a'..=b'f' => Ok(c - b'a' + 10),
            b'A'..=b'F' => Ok(c - b'A' + 10),
            _ => Err(HexError::BadDigit(c as char)),
        }
    };
    digits
        .chunks_exact(2)
        .map(|p| Ok(nibble(p[0])? << 4 | nibble(p[1])?))
        .collect()
}

impl Serialize for Bytes {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&to_hex(&self.0))
    }
}

impl<'de> Deserialize<'de> for Bytes {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        from_hex(&text).map(Bytes).map_err(de::Error::custom)
    }
}

/// An `f32` kept by its bit pattern. JSON shows finite values as numbers and the rest
/// (infinities, NaNs with their payload) as `"0x7fc00000"`-style strings.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct F32Bits(pub u32);

impl F32Bits {
    /// The float the bits encode.
    pub fn value(self) -> f32 {
        f32::from_bits(self.0)
    }

    /// The bits of `v`.
    pub fn from_value(v: f32) -> Self {
        F32Bits(v.to_bits())
    }
}

impl fmt::Debug for F32Bits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.value())
    }
}

impl Serialize for F32Bits {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let v = self.value();
        if v.is_finite() {
            s.serialize_f32(v)
        } else {
            s.serialize_str(&format!("0x{:08x}", self.0))
        }
    }
}

impl<'de> Deserialize<'de> for F32Bits {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Repr {
            Number(f64),
            Text(String),
        }
        match Repr::deserialize(d)? {
            // JSON numbers printed from an f32 convert back exactly.
            Repr::Number(n) => Ok(F32Bits::from_value(n as f32)),
            Repr::Text(t) => t
                .strip_prefix("0x")
                .and_then(|h| u32::from_str_radix(h, 16).ok())
                .map(F32Bits)
                .ok_or_else(|| {
                    de::Error::custom(format!(
                        "invalid float {t:?}: expected a number or 0x and 8 hex digits"
                    ))
                }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_round_trip() {
        let b = Bytes(vec![0, 1, 0xab, 0xff]);
        let json = serde_json::to_string(&b).unwrap();
        assert_eq!(json, "\"0001abff\"");
        assert_eq!(serde_json::from_str::<Bytes>(&json).unwrap(), b);
        assert_eq!(
            serde_json::from_str::<Bytes>("\"00 01\\nAB\"").unwrap().0,
            [0, 1, 0xab]
        );
        assert!(serde_json::from_str::<Bytes>("\"abc\"").is_err());
        assert!(serde_json::from_str::<Bytes>("\"zz\"").is_err());
        assert_eq!(from_hex("abc"), Err(HexError::OddLength));
        assert_eq!(
            from_hex("0z").unwrap_err().to_string(),
            "invalid hex digit 'z'"
        );
    }

    #[test]
    fn float_bits_round_trip() {
        for bits in [
            0u32,
            0x8000_0000,
            0x3f80_0000,
            0x7fc0_0001,
            0xff80_0000,
            0x0000_0001,
            0x7f7f_ffff,
        ] {
            let f = F32Bits(bits);
            let json = serde_json::to_string(&f).unwrap();
            assert_eq!(serde_json::from_str::<F32Bits>(&json).unwrap(), f, "{json}");
        }
        assert_eq!(
            serde_json::to_string(&F32Bits::from_value(0.5)).unwrap(),
            "0.5"
        );
    }
}
