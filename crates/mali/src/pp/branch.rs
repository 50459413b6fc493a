//! Field 9, branch (73 bits), which doubles as discard.

use serde::{Deserialize, Serialize};

use super::field::Field;
use crate::bitfield::{bitfields, mask};

/// The branch field: `discard` is one fixed bit pattern, anything else a branch.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "view", rename_all = "snake_case")]
pub enum Branch {
    /// Words 0x007F0003, 0, and 9 zero bits.
    Discard,
    /// Any other pattern: a branch.
    Branch(Jump),
}

bitfields! {
    /// A (conditional) branch.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct Jump: 73 {
        /// Scalar register compared second.
        arg1: u8 = 4, 6;
        /// Scalar register compared first.
        arg0: u8 = 10, 6;
        cond_gt: bool = 16, 1;
        cond_eq: bool = 17, 1;
        cond_lt: bool = 18, 1;
        /// Signed, in words, relative to this instruction.
        target: i32 = 41, 27;
        /// Length of the instruction at the target.
        next_count: u8 = 68, 5;
    }
    /// Bits 0–3 and 19–40 at their positions.
    unknown: u64 = mask(4) | (mask(41) & !mask(19));
}

/// The whole field of a discard.
const DISCARD: u128 = 0x007F_0003;

impl Branch {
    /// The condition as Mesa numbers it: lt 1 | eq 2 | gt 4 (7 = always).
    pub fn condition(cond_lt: bool, cond_eq: bool, cond_gt: bool) -> u8 {
        cond_lt as u8 | (cond_eq as u8) << 1 | (cond_gt as u8) << 2
    }
}

impl Field for Branch {
    const WIDTH: u32 = Jump::WIDTH;

    fn decode(bits: u128) -> Self {
        if bits & mask(Self::WIDTH) == DISCARD {
            return Branch::Discard;
        }
        Branch::Branch(Jump::unpack(bits))
    }

    fn encode(&self) -> u128 {
        match self {
            Branch::Discard => DISCARD,
            Branch::Branch(jump) => jump.pack(),
        }
    }
}
