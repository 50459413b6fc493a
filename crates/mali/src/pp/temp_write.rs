//! Field 8, temporary write (41 bits), which doubles as the framebuffer read.

use serde::{Deserialize, Serialize};

use super::field::Field;
use crate::bitfield::{bitfields, mask, Span};

/// The temp_write field: a framebuffer read when bits 1–5 are 7, else a store to
/// temporary memory.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "view", rename_all = "snake_case")]
pub enum TempWrite {
    /// Store a register to temporaries.
    Store(TempStore),
    /// Read the framebuffer.
    FbRead(FbRead),
}

bitfields! {
    /// A store to temporary memory.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct TempStore: 41 {
        /// 3 in compiler output (0 seen in ARM files).
        dest: u8 = 0, 2;
        /// Scalar register (vec2/vec4: its vec4 register is `source >> 2`).
        source: u8 = 4, 6;
        /// 0 scalar, 1 vec2, 2 vec4.
        alignment: u8 = 10, 2;
        offset_reg: u8 = 18, 6;
        offset_en: bool = 24, 1;
        /// Index in units of the alignment (printed signed).
        index: u16 = 25, 16;
    }
    /// Bits 2, 3, 12–17 at their positions.
    unknown: u32 = 0x3_F00C;
}

bitfields! {
    /// A framebuffer read; bits 1–5 hold [`FbRead::MARKER_VALUE`].
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct FbRead: 41 {
        /// 0 depth, 1 colour.
        color: bool = 0, 1;
        dest: u8 = 6, 4;
    }
    /// Bits 10–40 at their positions.
    unknown: u64 = mask(41) & !mask(10);
}

impl FbRead {
    /// The bits that mark a framebuffer read.
    pub const MARKER: Span = Span {
        name: "marker",
        lo: 1,
        width: 5,
    };
    /// The value of [`Self::MARKER`] in a framebuffer read.
    pub const MARKER_VALUE: u128 = 7;
}

impl Field for TempWrite {
    const WIDTH: u32 = TempStore::WIDTH;

    fn decode(bits: u128) -> Self {
        if FbRead::MARKER.get(bits) == FbRead::MARKER_VALUE {
            TempWrite::FbRead(FbRead::unpack(bits))
        } else {
            TempWrite::Store(TempStore::unpack(bits))
        }
    }

    fn encode(&self) -> u128 {
        match self {
            TempWrite::Store(store) => store.pack(),
            TempWrite::FbRead(read) => read.pack() | FbRead::MARKER.put(FbRead::MARKER_VALUE),
        }
    }
}
