//! Field 1, sampler (62 bits): a texture fetch into `^texture`.

use serde::{Deserialize, Serialize};

use super::bits::{flag, get, put, put_flag, sign_extend};
use super::Field;

/// The sampler field.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sampler {
    /// [0:5] scalar register holding the LOD bias (with `lod_bias_register`).
    pub lod_bias_reg: u8,
    /// [6:11] scalar register added to the index (with `offset_en`).
    pub index_offset: u8,
    /// [17]
    pub explicit_lod: bool,
    /// [18] the LOD bias comes from `lod_bias_reg`.
    pub lod_bias_register: bool,
    /// [20:28] signed constant LOD bias in 1/16 units.
    pub constant_lod_bias: i16,
    /// [29]
    pub offset_en: bool,
    /// [30:41] sampler index.
    pub index: u16,
    /// [42:61] 0x39001 in compiler output.
    pub tail: u32,
    /// Bits 12–16 and 19 at their positions.
    pub unknown: u32,
}

const UNKNOWN: u128 = 0x9_F000;

impl Field for Sampler {
    const WIDTH: u32 = 62;

    fn decode(bits: u128) -> Self {
        Sampler {
            lod_bias_reg: get(bits, 0, 6) as u8,
            index_offset: get(bits, 6, 6) as u8,
            explicit_lod: flag(bits, 17),
            lod_bias_register: flag(bits, 18),
            constant_lod_bias: sign_extend(get(bits, 20, 9), 9) as i16,
            offset_en: flag(bits, 29),
            index: get(bits, 30, 12) as u16,
            tail: get(bits, 42, 20),
            unknown: (bits & UNKNOWN) as u32,
        }
    }

    fn encode(&self) -> u128 {
        put(self.lod_bias_reg.into(), 0, 6)
            | put(self.index_offset.into(), 6, 6)
            | put_flag(self.explicit_lod, 17)
            | put_flag(self.lod_bias_register, 18)
            | put(self.constant_lod_bias as u32, 20, 9)
            | put_flag(self.offset_en, 29)
            | put(self.index.into(), 30, 12)
            | put(self.tail, 42, 20)
            | (self.unknown as u128 & UNKNOWN)
    }
}
