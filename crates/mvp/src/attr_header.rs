//! The attribute header (spec §4): count, draw start, 8 x (stride | format << 16, base).
//!
//! The model keeps every raw word, entries past `count` included, so that
//! `encode(decode(bytes)) == bytes` for any 72 bytes.

use crate::abi::*;
use crate::{Error, HeaderError};
use serde::{Deserialize, Serialize};

/// Attribute format of a header entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AttrFormat {
    /// One float per element (format code 0).
    #[serde(rename = "VEC1")]
    Vec1,
    /// Two floats per element.
    #[serde(rename = "VEC2")]
    Vec2,
    /// Three floats per element.
    #[serde(rename = "VEC3")]
    Vec3,
    /// Four floats per element.
    #[serde(rename = "VEC4")]
    Vec4,
    /// Any other raw value; the wrapper loads it like VEC4.
    Other(u16),
}

impl AttrFormat {
    /// The format of a raw format code.
    pub fn from_raw(raw: u16) -> AttrFormat {
        match u32::from(raw) {
            ATTR_FORMAT_VEC1 => AttrFormat::Vec1,
            ATTR_FORMAT_VEC2 => AttrFormat::Vec2,
            ATTR_FORMAT_VEC3 => AttrFormat::Vec3,
            ATTR_FORMAT_VEC4 => AttrFormat::Vec4,
            _ => AttrFormat::Other(raw),
        }
    }

    /// The raw format code.
    pub fn raw(self) -> u16 {
        match self {
            AttrFormat::Vec1 => ATTR_FORMAT_VEC1 as u16,
            AttrFormat::Vec2 => ATTR_FORMAT_VEC2 as u16,
            AttrFormat::Vec3 => ATTR_FORMAT_VEC3 as u16,
            AttrFormat::Vec4 => ATTR_FORMAT_VEC4 as u16,
            AttrFormat::Other(r) => r,
        }
    }

    /// VEC(n) for n source components (1..=4).
    pub fn for_components(n: u32) -> AttrFormat {
        match n {
            1 => AttrFormat::Vec1,
            2 => AttrFormat::Vec2,
            3 => AttrFormat::Vec3,
            _ => AttrFormat::Vec4,
        }
    }

    /// f32 values read from the stream.
    pub fn components(self) -> usize {
        match self {
            AttrFormat::Vec1 => 1,
            AttrFormat::Vec2 => 2,
            AttrFormat::Vec3 => 3,
            AttrFormat::Vec4 | AttrFormat::Other(_) => 4,
        }
    }

    /// The fill rule: missing components default to (0, 0, 1).
    pub fn fill(self, src: &[f32]) -> [f32; 4] {
        let mut out = [0.0, 0.0, 0.0, 1.0];
        let n = self.components().min(src.len());
        out[..n].copy_from_slice(&src[..n]);
        out
    }
}

/// One header entry, raw words kept.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttrEntry {
    /// Word 0: stride \[15:0\], format \[31:16\].
    pub word: u32,
    /// Word 1: byte address of the attribute stream.
    pub vbo_base: u32,
}

impl AttrEntry {
    /// An entry for a stream at `vbo_base` with `stride` bytes between elements.
    pub fn new(stride: u16, format: AttrFormat, vbo_base: u32) -> AttrEntry {
        AttrEntry {
            word: u32::from(stride) | (u32::from(format.raw()) << ATTR_FORMAT_SHIFT),
            vbo_base,
        }
    }

    /// Bytes between elements (word 0 \[15:0\]).
    pub fn stride(&self) -> u32 {
        self.word & ATTR_STRIDE_MASK
    }

    /// The format (word 0 \[31:16\]).
    pub fn format(&self) -> AttrFormat {
        AttrFormat::from_raw(((self.word >> ATTR_FORMAT_SHIFT) & ATTR_FORMAT_MASK) as u16)
    }

    /// Address of the element for (unbiased) `index`, u32 arithmetic wrapping.
    pub fn element_address(&self, draw_start: u32, index: u32) -> u32 {
        self.vbo_base
            .wrapping_add(draw_start.wrapping_add(index).wrapping_mul(self.stride()))
    }
}

/// The 72-byte attribute header.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttributeHeader {
    /// Valid entries (the `ATTR_COUNT` word); a writer keeps it at most 8.
    pub count: u32,
    /// Elements skipped at the start of every stream.
    pub draw_start: u32,
    /// One entry per attribute slot.
    pub entries: [AttrEntry; ATTR_ENTRIES as usize],
}

impl AttributeHeader {
    /// Decode exactly [`ATTRIBUTE_SIZE`] bytes (little-endian words).
    pub fn decode(bytes: &[u8]) -> Result<AttributeHeader, Error> {
        if bytes.len() != ATTRIBUTE_SIZE as usize {
            return Err(Error::Header {
                offset: bytes.len().min(ATTRIBUTE_SIZE as usize),
                problem: HeaderError::Size {
                    len: bytes.len(),
                    expected: ATTRIBUTE_SIZE,
                },
            });
        }
        let word = |off: u32| {
            let o = off as usize;
            u32::from_le_bytes([bytes[o], bytes[o + 1], bytes[o + 2], bytes[o + 3]])
        };
        let mut h = AttributeHeader {
            count: word(ATTR_COUNT),
            draw_start: word(ATTR_DRAW_START),
            ..Default::default()
        };
        for (i, e) in h.entries.iter_mut().enumerate() {
            let off = ATTR_ENTRY_BASE + ATTR_ENTRY_SIZE * i as u32;
            e.word = word(off);
            e.vbo_base = word(off + 4);
        }
        Ok(h)
    }

    /// Encode to [`ATTRIBUTE_SIZE`] bytes.
    pub fn encode(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(ATTRIBUTE_SIZE as usize);
        out.extend_from_slice(&self.count.to_le_bytes());
        out.extend_from_slice(&self.draw_start.to_le_bytes());
        for e in &self.entries {
            out.extend_from_slice(&e.word.to_le_bytes());
            out.extend_from_slice(&e.vbo_base.to_le_bytes());
        }
        out
    }

    /// Check what a writer must guarantee (spec §7.2): `count` ≤ 8.
    pub fn validate(&self) -> Result<(), Error> {
        if self.count > ATTR_ENTRIES {
            return Err(Error::Header {
                offset: ATTR_COUNT as usize,
                problem: HeaderError::Count {
                    count: self.count,
                    entries: ATTR_ENTRIES,
                },
            });
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_keeps_every_raw_word() {
        let bytes: Vec<u8> = (0..72u8).map(|b| b.wrapping_mul(37)).collect();
        let h = AttributeHeader::decode(&bytes).unwrap();
        assert_eq!(h.encode(), bytes);
    }

    #[test]
    fn fill_rule() {
        assert_eq!(AttrFormat::Vec1.fill(&[5.0]), [5.0, 0.0, 0.0, 1.0]);
        assert_eq!(
            AttrFormat::Vec3.fill(&[1.0, 2.0, 3.0]),
            [1.0, 2.0, 3.0, 1.0]
        );
        assert_eq!(AttrFormat::from_raw(9).components(), 4);
        let e = AttrEntry::new(12, AttrFormat::Vec3, 0x1000);
        assert_eq!(e.stride(), 12);
        assert_eq!(e.format(), AttrFormat::Vec3);
        assert_eq!(e.element_address(2, 1), 0x1000 + 36);
    }

    #[test]
    fn short_header_is_an_error() {
        let e = AttributeHeader::decode(&[0; 10]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "attribute header at 0xa: attribute header is 10 bytes, expected 72"
        );
    }
}
