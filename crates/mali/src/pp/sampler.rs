//! Field 1, sampler (62 bits): a texture fetch into `^texture`.

use serde::{Deserialize, Serialize};

use crate::bitfield::{bitfields, FieldValue};

bitfields! {
    /// The sampler field.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct Sampler: 62 {
        /// Scalar register holding the LOD bias (with `lod_bias_register`).
        lod_bias_reg: u8 = 0, 6;
        /// Scalar register added to the index (with `offset_en`).
        index_offset: u8 = 6, 6;
        explicit_lod: bool = 17, 1;
        /// The LOD bias comes from `lod_bias_reg`.
        lod_bias_register: bool = 18, 1;
        /// Signed constant LOD bias in 1/16 units.
        constant_lod_bias: i16 = 20, 9;
        offset_en: bool = 29, 1;
        /// Sampler index.
        index: u16 = 30, 12;
        /// 0x39001 in compiler output.
        tail: u32 = 42, 20;
    }
    /// Bits 12–16 and 19 at their positions.
    unknown: u32 = 0x9_F000;
}

impl Sampler {
    /// Mesa 25.0.7 reads bits \[24:28\] (the top five bits of the constant LOD bias) as
    /// a texture type: 0 generic, 0x1F `.cube`, anything else `_t<n>`.
    pub fn texture_type(&self) -> u8 {
        (self.constant_lod_bias as u16 >> 4 & 0x1f) as u8
    }

    /// The constant LOD bias whose top five bits are texture type `ty` (the low four
    /// zero).
    pub fn with_texture_type(ty: u8) -> i16 {
        i16::from_bits(u128::from(ty & 0x1f) << 4, Self::constant_lod_bias.width)
    }
}
