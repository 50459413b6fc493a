use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A four-character code: the tag of a chunk or the magic of a file.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct FourCC(pub [u8; 4]);

impl FourCC {
    /// The code of four bytes as they appear in the file.
    pub const fn new(bytes: &[u8; 4]) -> Self {
        FourCC(*bytes)
    }

    /// The four bytes as they appear in the file.
    pub const fn as_bytes(&self) -> &[u8; 4] {
        &self.0
    }

    /// True when all four bytes are printable ASCII (so it displays as text).
    pub fn is_printable(&self) -> bool {
        self.0.iter().all(|b| (0x20..0x7f).contains(b))
    }

    /// Parses the display form back: four printable characters, or `0x` and
    /// eight hex digits (the big-endian reading of the four bytes).
    pub fn parse(text: &str) -> Option<Self> {
        let bytes = text.as_bytes();
        if bytes.len() == 4 && bytes.iter().all(|b| (0x20..0x7f).contains(b)) {
            return Some(FourCC([bytes[0], bytes[1], bytes[2], bytes[3]]));
        }
        let hex = text.strip_prefix("0x")?;
        if hex.len() != 8 {
            return None;
        }
        u32::from_str_radix(hex, 16)
            .ok()
            .map(|v| FourCC(v.to_be_bytes()))
    }
}

impl fmt::Display for FourCC {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_printable() {
            // Printable ASCII is valid UTF-8.
            f.write_str(std::str::from_utf8(&self.0).unwrap_or("????"))
        } else {
            write!(f, "0x{:08x}", u32::from_be_bytes(self.0))
        }
    }
}

impl fmt::Debug for FourCC {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "FourCC({self})")
    }
}

impl From<[u8; 4]> for FourCC {
    fn from(b: [u8; 4]) -> Self {
        FourCC(b)
    }
}

impl PartialEq<[u8; 4]> for FourCC {
    fn eq(&self, other: &[u8; 4]) -> bool {
        &self.0 == other
    }
}

impl PartialEq<&[u8; 4]> for FourCC {
    fn eq(&self, other: &&[u8; 4]) -> bool {
        &self.0 == *other
    }
}

impl Serialize for FourCC {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for FourCC {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        FourCC::parse(&text).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "invalid chunk tag {text:?}: expected 4 printable ASCII characters or 0x and 8 hex digits"
            ))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_and_parse() {
        let tag = FourCC::new(b"MBS1");
        assert_eq!(tag.to_string(), "MBS1");
        assert_eq!(FourCC::parse("MBS1"), Some(tag));
        let odd = FourCC([0, 1, 0xff, b'A']);
        assert_eq!(odd.to_string(), "0x0001ff41");
        assert_eq!(FourCC::parse("0x0001ff41"), Some(odd));
        assert_eq!(FourCC::parse("ABC"), None);
        assert_eq!(FourCC::parse("0x123"), None);
    }

    #[test]
    fn serde_round_trip() {
        for tag in [FourCC::new(b"CFRA"), FourCC([0xde, 0xad, 0xbe, 0xef])] {
            let json = serde_json_like(&tag);
            assert_eq!(FourCC::parse(&json), Some(tag));
        }
    }

    fn serde_json_like(tag: &FourCC) -> String {
        tag.to_string()
    }
}
