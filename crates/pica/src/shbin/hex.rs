//! Serde helpers: byte strings as lowercase hex text (`"00ff1a"`), so raw bytes kept
//! for exact round trip stay compact and readable in the JSON model.

use serde::{de::Error as _, Deserialize, Deserializer, Serializer};

fn encode(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut out = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        out.push(DIGITS[(b >> 4) as usize] as char);
        out.push(DIGITS[(b & 15) as usize] as char);
    }
    out
}

/// Why hex text of the JSON model does not read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
enum HexError {
    #[error("hex byte string has an odd number of digits")]
    OddDigits,
    #[error("invalid hex digit {0:?}")]
    Digit(char),
    #[error("invalid word {0:?}: expected 0x and up to 8 hex digits")]
    Word(String),
}

fn decode(text: &str) -> Result<Vec<u8>, HexError> {
    let text: Vec<u8> = text.bytes().filter(|b| !b.is_ascii_whitespace()).collect();
    if text.len() % 2 != 0 {
        return Err(HexError::OddDigits);
    }
    let digit = |c: u8| -> Result<u8, HexError> {
        (c as char)
            .to_digit(16)
            .map(|d| d as u8)
            .ok_or(HexError::Digit(c as char))
    };
    text.chunks(2)
        .map(|pair| Ok(digit(pair[0])? << 4 | digit(pair[1])?))
        .collect()
}

/// `Vec<u8>` as a hex string.
pub mod vec {
    use super::*;

    pub fn serialize<S: Serializer>(bytes: &[u8], s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&encode(bytes))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<u8>, D::Error> {
        let text = String::deserialize(d)?;
        decode(&text).map_err(D::Error::custom)
    }
}

/// `[u8; N]` as a hex string of exactly `2N` digits.
pub mod array {
    use super::*;

    pub fn serialize<S: Serializer, const N: usize>(
        bytes: &[u8; N],
        s: S,
    ) -> Result<S::Ok, S::Error> {
        s.serialize_str(&encode(bytes))
    }

    pub fn deserialize<'de, D: Deserializer<'de>, const N: usize>(
        d: D,
    ) -> Result<[u8; N], D::Error> {
        let text = String::deserialize(d)?;
        let bytes = decode(&text).map_err(D::Error::custom)?;
        <[u8; N]>::try_from(bytes.as_slice())
            .map_err(|_| D::Error::custom(format!("expected {N} hex bytes, found {}", bytes.len())))
    }
}

/// A word as `"0x4c201000"`; a plain number is accepted too.
#[derive(serde::Deserialize)]
#[serde(untagged)]
enum WordRepr {
    Number(u32),
    Text(String),
}

impl WordRepr {
    fn value(self) -> Result<u32, HexError> {
        match self {
            WordRepr::Number(n) => Ok(n),
            WordRepr::Text(t) => t
                .strip_prefix("0x")
                .and_then(|h| u32::from_str_radix(h, 16).ok())
                .ok_or_else(|| HexError::Word(t.clone())),
        }
    }
}

/// `u32` as `"0x%08x"`.
pub mod word {
    use super::*;

    pub fn serialize<S: Serializer>(value: &u32, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(&format_args!("0x{value:08x}"))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<u32, D::Error> {
        WordRepr::deserialize(d)?.value().map_err(D::Error::custom)
    }
}

/// `Vec<u32>` as an array of `"0x%08x"`.
pub mod words {
    use super::*;
    use serde::ser::SerializeSeq;

    pub fn serialize<S: Serializer>(values: &[u32], s: S) -> Result<S::Ok, S::Error> {
        let mut seq = s.serialize_seq(Some(values.len()))?;
        for v in values {
            seq.serialize_element(&format_args!("0x{v:08x}").to_string())?;
        }
        seq.end()
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<u32>, D::Error> {
        Vec::<WordRepr>::deserialize(d)?
            .into_iter()
            .map(|w| w.value().map_err(D::Error::custom))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn round_trip() {
        assert_eq!(super::encode(&[0, 0xff, 0x1a]), "00ff1a");
        assert_eq!(super::decode("00FF1a").unwrap(), vec![0, 0xff, 0x1a]);
        assert!(super::decode("0").is_err());
        assert!(super::decode("zz").is_err());
    }

    #[test]
    fn words_accept_text_and_numbers() {
        #[derive(serde::Serialize, serde::Deserialize)]
        struct W {
            #[serde(with = "super::words")]
            code: Vec<u32>,
            #[serde(with = "super::word")]
            one: u32,
        }
        let w: W = serde_json::from_str(r#"{"code": ["0x88000000", 5], "one": "0x1b"}"#).unwrap();
        assert_eq!((w.code, w.one), (vec![0x8800_0000, 5], 0x1b));
        let text = serde_json::to_string(&W {
            code: vec![1],
            one: 2,
        })
        .unwrap();
        assert_eq!(text, r#"{"code":["0x00000001"],"one":"0x00000002"}"#);
        assert!(serde_json::from_str::<W>(r#"{"code": ["88"], "one": 1}"#).is_err());
    }
}
