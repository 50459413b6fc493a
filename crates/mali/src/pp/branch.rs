//! Field 9, branch (73 bits), which doubles as discard.

use serde::{Deserialize, Serialize};

use super::bits::{flag, get, mask, put, put_flag, sign_extend};
use super::Field;

/// The branch field: `discard` is one fixed bit pattern, anything else a branch.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "view", rename_all = "snake_case")]
pub enum Branch {
    /// Words 0x007F0003, 0, and 9 zero bits.
    Discard,
    Branch {
        /// [4:9] scalar register compared second.
        arg1: u8,
        /// [10:15] scalar register compared first.
        arg0: u8,
        /// [16]
        cond_gt: bool,
        /// [17]
        cond_eq: bool,
        /// [18]
        cond_lt: bool,
        /// [41:67] signed, in words, relative to this instruction.
        target: i32,
        /// [68:72] length of the instruction at the target.
        next_count: u8,
        /// Bits 0–3 and 19–40 at their positions.
        unknown: u64,
    },
}

const DISCARD: u128 = 0x007F_0003;

fn unknown_mask() -> u128 {
    mask(4) | (mask(41) & !mask(19))
}

impl Branch {
    /// The condition as Mesa numbers it: lt 1 | eq 2 | gt 4 (7 = always).
    pub fn condition(cond_lt: bool, cond_eq: bool, cond_gt: bool) -> u8 {
        cond_lt as u8 | (cond_eq as u8) << 1 | (cond_gt as u8) << 2
    }
}

impl Field for Branch {
    const WIDTH: u32 = 73;

    fn decode(bits: u128) -> Self {
        if bits == DISCARD {
            return Branch::Discard;
        }
        Branch::Branch {
            arg1: get(bits, 4, 6) as u8,
            arg0: get(bits, 10, 6) as u8,
            cond_gt: flag(bits, 16),
            cond_eq: flag(bits, 17),
            cond_lt: flag(bits, 18),
            target: sign_extend(get(bits, 41, 27), 27),
            next_count: get(bits, 68, 5) as u8,
            unknown: (bits & unknown_mask()) as u64,
        }
    }

    fn encode(&self) -> u128 {
        match self {
            Branch::Discard => DISCARD,
            Branch::Branch {
                arg1,
                arg0,
                cond_gt,
                cond_eq,
                cond_lt,
                target,
                next_count,
                unknown,
            } => {
                put((*arg1).into(), 4, 6)
                    | put((*arg0).into(), 10, 6)
                    | put_flag(*cond_gt, 16)
                    | put_flag(*cond_eq, 17)
                    | put_flag(*cond_lt, 18)
                    | put(*target as u32, 41, 27)
                    | put((*next_count).into(), 68, 5)
                    | (*unknown as u128 & unknown_mask())
            }
        }
    }
}
