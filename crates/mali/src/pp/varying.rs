//! Field 0, varying (34 bits): loads a varying, a special input or a register through
//! the varying unit (perspective divide, cube/normalize).

use serde::{Deserialize, Serialize};

use super::bits::{flag, get, put, put_flag};
use super::operand::VecSource;
use super::Field;

/// The varying field. Bits 4–23 are read in one of two views chosen by
/// `source_type`/`perspective` (see [`VaryingSource`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Varying {
    /// [0:1] 0 none, 1 unknown, 2 divide by z, 3 divide by w (source_type < 2); for
    /// source_type 2 it picks cube/normalize/gl_FragCoord, for 3 gl_FrontFacing.
    pub perspective: u8,
    /// [2:3] 0 varying, 1 register, 2 cube/normalize/gl_FragCoord, 3 point/facing.
    pub source_type: u8,
    pub source: VaryingSource,
    /// [24:27] destination vec4 register; 15 is `^discard`.
    pub dest: u8,
    /// [28:31] write mask, x = bit 0.
    pub mask: u8,
    /// [32:33] unknown, zero in practice.
    pub unknown: u8,
}

/// Bits 4–23 of the varying field.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "view", rename_all = "snake_case")]
pub enum VaryingSource {
    /// A varying by index: alignment[5:6] (0 scalar, 1 vec2, else vec4),
    /// offset_vector[10:13] (15 = no offset), offset_scalar[16:17], index[18:23].
    Immediate {
        alignment: u8,
        offset_vector: u8,
        offset_scalar: u8,
        index: u8,
        /// Bits 4, 7–9, 14, 15 at their positions in the field.
        unknown: u32,
    },
    /// A vec4 register: normalize[6], source[10:13], negate[14], absolute[15],
    /// swizzle[16:23].
    Register {
        normalize: bool,
        source: VecSource,
        /// Bits 4, 5, 7–9 at their positions in the field.
        unknown: u32,
    },
}

/// Bits 4, 7–9, 14, 15.
const IMMEDIATE_UNKNOWN: u128 = 0xC390;
/// Bits 4, 5, 7–9.
const REGISTER_UNKNOWN: u128 = 0x3B0;

impl Varying {
    /// Whether bits 4–23 are a register source (Mesa's `reg` view).
    pub fn uses_register_view(source_type: u8, perspective: u8) -> bool {
        source_type == 1 || (source_type == 2 && (perspective == 1 || perspective == 2))
    }
}

impl Field for Varying {
    const WIDTH: u32 = 34;

    fn decode(bits: u128) -> Self {
        let perspective = get(bits, 0, 2) as u8;
        let source_type = get(bits, 2, 2) as u8;
        let source = if Self::uses_register_view(source_type, perspective) {
            VaryingSource::Register {
                normalize: flag(bits, 6),
                source: VecSource {
                    register: get(bits, 10, 4) as u8,
                    negate: flag(bits, 14),
                    absolute: flag(bits, 15),
                    swizzle: get(bits, 16, 8) as u8,
                },
                unknown: (bits & REGISTER_UNKNOWN) as u32,
            }
        } else {
            VaryingSource::Immediate {
                alignment: get(bits, 5, 2) as u8,
                offset_vector: get(bits, 10, 4) as u8,
                offset_scalar: get(bits, 16, 2) as u8,
                index: get(bits, 18, 6) as u8,
                unknown: (bits & IMMEDIATE_UNKNOWN) as u32,
            }
        };
        Varying {
            perspective,
            source_type,
            source,
            dest: get(bits, 24, 4) as u8,
            mask: get(bits, 28, 4) as u8,
            unknown: get(bits, 32, 2) as u8,
        }
    }

    fn encode(&self) -> u128 {
        let source = match &self.source {
            VaryingSource::Immediate {
                alignment,
                offset_vector,
                offset_scalar,
                index,
                unknown,
            } => {
                put((*alignment).into(), 5, 2)
                    | put((*offset_vector).into(), 10, 4)
                    | put((*offset_scalar).into(), 16, 2)
                    | put((*index).into(), 18, 6)
                    | (*unknown as u128 & IMMEDIATE_UNKNOWN)
            }
            VaryingSource::Register {
                normalize,
                source,
                unknown,
            } => {
                put_flag(*normalize, 6)
                    | put(source.register.into(), 10, 4)
                    | put_flag(source.negate, 14)
                    | put_flag(source.absolute, 15)
                    | put(source.swizzle.into(), 16, 8)
                    | (*unknown as u128 & REGISTER_UNKNOWN)
            }
        };
        put(self.perspective.into(), 0, 2)
            | put(self.source_type.into(), 2, 2)
            | source
            | put(self.dest.into(), 24, 4)
            | put(self.mask.into(), 28, 4)
            | put(self.unknown.into(), 32, 2)
    }
}
