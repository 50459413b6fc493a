//! Field 0, varying (34 bits): loads a varying, a special input or a register through
//! the varying unit (perspective divide, cube/normalize).

use serde::{Deserialize, Serialize};

use super::operand::VaryingVecSource;
use crate::bitfield::{bitfields, FieldValue};

bitfields! {
    /// The varying field. Bits 4–23 are read in one of two views chosen by
    /// `source_type`/`perspective` (see [`VaryingSource`]).
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct Varying: 34 {
        /// 0 none, 1 unknown, 2 divide by z, 3 divide by w (source_type < 2); for
        /// source_type 2 it picks cube/normalize/gl_FragCoord, for 3 gl_FrontFacing.
        perspective: u8 = 0, 2;
        /// 0 varying, 1 register, 2 cube/normalize/gl_FragCoord, 3 point/facing.
        source_type: u8 = 2, 2;
        source: VaryingSource = 4, 20;
        /// Destination vec4 register; 15 is `^discard`.
        dest: u8 = 24, 4;
        /// Write mask, x = bit 0.
        mask: u8 = 28, 4;
        /// Unknown, zero in practice.
        unknown: u8 = 32, 2;
    }
}

/// Bits 4–23 of the varying field.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "view", rename_all = "snake_case")]
pub enum VaryingSource {
    /// A varying by index.
    Immediate(VaryingImmediate),
    /// A vec4 register.
    Register(VaryingRegister),
}

bitfields! {
    /// A varying by index (positions in the varying field).
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct VaryingImmediate: 34 {
        /// 0 scalar, 1 vec2, else vec4.
        alignment: u8 = 5, 2;
        /// 15 = no offset.
        offset_vector: u8 = 10, 4;
        offset_scalar: u8 = 16, 2;
        index: u8 = 18, 6;
    }
    /// Bits 4, 7–9, 14, 15 at their positions in the field.
    unknown: u32 = 0xC390;
}

bitfields! {
    /// A vec4 register (positions in the varying field).
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct VaryingRegister: 34 {
        normalize: bool = 6, 1;
        source: VaryingVecSource = 10, 14;
    }
    /// Bits 4, 5, 7–9 at their positions in the field.
    unknown: u32 = 0x3B0;
}

impl Varying {
    /// Whether bits 4–23 are a register source (Mesa's `reg` view).
    pub fn uses_register_view(source_type: u8, perspective: u8) -> bool {
        source_type == 1 || (source_type == 2 && (perspective == 1 || perspective == 2))
    }
}

impl FieldValue for VaryingSource {
    const VIEW: bool = true;

    fn from_bits(bits: u128, _: u32) -> Self {
        let source_type = Varying::source_type.get(bits) as u8;
        let perspective = Varying::perspective.get(bits) as u8;
        if Varying::uses_register_view(source_type, perspective) {
            VaryingSource::Register(VaryingRegister::unpack(bits))
        } else {
            VaryingSource::Immediate(VaryingImmediate::unpack(bits))
        }
    }

    fn to_bits(&self) -> u128 {
        match self {
            VaryingSource::Immediate(v) => v.pack(),
            VaryingSource::Register(v) => v.pack(),
        }
    }
}
