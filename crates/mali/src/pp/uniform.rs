//! Field 2, uniform (41 bits): loads a uniform or temporary into `^uniform`.

use serde::{Deserialize, Serialize};

use crate::bitfield::bitfields;

bitfields! {
    /// The uniform field.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct UniformLoad: 41 {
        /// 0 uniform, 3 temporary.
        source: u8 = 0, 2;
        /// 0 scalar, 1 vec2, 2 vec4.
        alignment: u8 = 10, 2;
        /// Scalar register added to the index (with `offset_en`).
        offset_reg: u8 = 18, 6;
        offset_en: bool = 24, 1;
        /// Index in units of the alignment (printed signed).
        index: u16 = 25, 16;
    }
    /// Bits 2–9 and 12–17 at their positions.
    unknown: u32 = 0x3_F3FC;
}
