//! Operands shared by the PP fields: vec4 sources and scalar sources.

use serde::{Deserialize, Serialize};

use super::bits::{flag, get, put, put_flag};

/// A vec4 source: 4-bit register (`$0`–`$11`, 12 `^const0`, 13 `^const1`,
/// 14 `^texture`, 15 `^uniform`), swizzle (2 bits per lane, low lane first),
/// absolute value and negation. 14 bits: register[0:3] swizzle[4:11] abs[12] neg[13].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VecSource {
    pub register: u8,
    pub swizzle: u8,
    pub absolute: bool,
    pub negate: bool,
}

impl VecSource {
    pub const WIDTH: u32 = 14;

    pub fn decode(bits: u128) -> Self {
        VecSource {
            register: get(bits, 0, 4) as u8,
            swizzle: get(bits, 4, 8) as u8,
            absolute: flag(bits, 12),
            negate: flag(bits, 13),
        }
    }

    pub fn encode(&self) -> u128 {
        put(self.register.into(), 0, 4)
            | put(self.swizzle.into(), 4, 8)
            | put_flag(self.absolute, 12)
            | put_flag(self.negate, 13)
    }
}

/// A scalar source: 6-bit scalar register (`vec4 register * 4 + component`), absolute
/// value and negation. 8 bits in the ALU fields: register[0:5] abs[6] neg[7].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScalarSource {
    pub register: u8,
    pub absolute: bool,
    pub negate: bool,
}

impl ScalarSource {
    pub const WIDTH: u32 = 8;

    pub fn decode(bits: u128) -> Self {
        ScalarSource {
            register: get(bits, 0, 6) as u8,
            absolute: flag(bits, 6),
            negate: flag(bits, 7),
        }
    }

    pub fn encode(&self) -> u128 {
        put(self.register.into(), 0, 6) | put_flag(self.absolute, 6) | put_flag(self.negate, 7)
    }
}
