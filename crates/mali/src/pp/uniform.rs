//! Field 2, uniform (41 bits): loads a uniform or temporary into `^uniform`.

use serde::{Deserialize, Serialize};

use super::bits::{flag, get, put, put_flag};
use super::Field;

/// The uniform field.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UniformLoad {
    /// [0:1] 0 uniform, 3 temporary.
    pub source: u8,
    /// [10:11] 0 scalar, 1 vec2, 2 vec4.
    pub alignment: u8,
    /// [18:23] scalar register added to the index (with `offset_en`).
    pub offset_reg: u8,
    /// [24]
    pub offset_en: bool,
    /// [25:40] index in units of the alignment (printed signed).
    pub index: u16,
    /// Bits 2–9 and 12–17 at their positions.
    pub unknown: u32,
}

const UNKNOWN: u128 = 0x3_F3FC;

impl Field for UniformLoad {
    const WIDTH: u32 = 41;

    fn decode(bits: u128) -> Self {
        UniformLoad {
            source: get(bits, 0, 2) as u8,
            alignment: get(bits, 10, 2) as u8,
            offset_reg: get(bits, 18, 6) as u8,
            offset_en: flag(bits, 24),
            index: get(bits, 25, 16) as u16,
            unknown: (bits & UNKNOWN) as u32,
        }
    }

    fn encode(&self) -> u128 {
        put(self.source.into(), 0, 2)
            | put(self.alignment.into(), 10, 2)
            | put(self.offset_reg.into(), 18, 6)
            | put_flag(self.offset_en, 24)
            | put(self.index.into(), 25, 16)
            | (self.unknown as u128 & UNKNOWN)
    }
}
