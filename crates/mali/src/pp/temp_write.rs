//! Field 8, temporary write (41 bits), which doubles as the framebuffer read.

use serde::{Deserialize, Serialize};

use super::bits::{flag, get, mask, put, put_flag};
use super::Field;

/// The temp_write field: a framebuffer read when bits 1–5 are 7, else a store to
/// temporary memory.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "view", rename_all = "snake_case")]
pub enum TempWrite {
    /// Store a register to temporaries.
    Store {
        /// [0:1] 3 in compiler output (0 seen in ARM files).
        dest: u8,
        /// [4:9] scalar register (vec2/vec4: its vec4 register is `source >> 2`).
        source: u8,
        /// [10:11] 0 scalar, 1 vec2, 2 vec4.
        alignment: u8,
        /// [18:23]
        offset_reg: u8,
        /// [24]
        offset_en: bool,
        /// [25:40] index in units of the alignment (printed signed).
        index: u16,
        /// Bits 2, 3, 12–17 at their positions.
        unknown: u32,
    },
    /// Read the framebuffer: source[0] (0 depth, 1 colour), marker[1:5] = 7,
    /// dest[6:9].
    FbRead {
        color: bool,
        dest: u8,
        /// Bits 10–40 at their positions.
        unknown: u64,
    },
}

const STORE_UNKNOWN: u128 = 0x3_F00C;
const FB_READ_MARKER: u32 = 7;

fn fb_read_unknown() -> u128 {
    mask(41) & !mask(10)
}

impl Field for TempWrite {
    const WIDTH: u32 = 41;

    fn decode(bits: u128) -> Self {
        if get(bits, 1, 5) == FB_READ_MARKER {
            TempWrite::FbRead {
                color: flag(bits, 0),
                dest: get(bits, 6, 4) as u8,
                unknown: (bits & fb_read_unknown()) as u64,
            }
        } else {
            TempWrite::Store {
                dest: get(bits, 0, 2) as u8,
                source: get(bits, 4, 6) as u8,
                alignment: get(bits, 10, 2) as u8,
                offset_reg: get(bits, 18, 6) as u8,
                offset_en: flag(bits, 24),
                index: get(bits, 25, 16) as u16,
                unknown: (bits & STORE_UNKNOWN) as u32,
            }
        }
    }

    fn encode(&self) -> u128 {
        match self {
            TempWrite::Store {
                dest,
                source,
                alignment,
                offset_reg,
                offset_en,
                index,
                unknown,
            } => {
                put((*dest).into(), 0, 2)
                    | put((*source).into(), 4, 6)
                    | put((*alignment).into(), 10, 2)
                    | put((*offset_reg).into(), 18, 6)
                    | put_flag(*offset_en, 24)
                    | put((*index).into(), 25, 16)
                    | (*unknown as u128 & STORE_UNKNOWN)
            }
            TempWrite::FbRead {
                color,
                dest,
                unknown,
            } => {
                put_flag(*color, 0)
                    | put(FB_READ_MARKER, 1, 5)
                    | put((*dest).into(), 6, 4)
                    | (*unknown as u128 & fb_read_unknown())
            }
        }
    }
}
