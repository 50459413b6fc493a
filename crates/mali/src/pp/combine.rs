//! Field 7, the result combiner (`.s2`, 30 bits): scalar transcendental ops, and the
//! scalar × vector multiply that reuses the opcode bits for a vec4 operand.

use serde::{Deserialize, Serialize};

use super::bits::{flag, get, put, put_flag};
use super::opcode::{CombineOp, OutputModifier};
use super::operand::ScalarSource;
use super::Field;

/// The combiner field. Bit 0 (`dest_vec`) picks the [`CombineDest`] view, bit 1
/// (`src_vec`) the [`CombineOperation`] view.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Combine {
    pub operation: CombineOperation,
    /// [14:21] abs[14] neg[15] register[16:21].
    pub arg0: ScalarSource,
    pub dest: CombineDest,
}

/// Bits 2–13 of the combiner.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "view", rename_all = "snake_case")]
pub enum CombineOperation {
    /// `src_vec` = 0: op[2:5] (0 rcp, 1 mov, 2 sqrt, 3 rsqrt, 4 exp2, 5 log2, 6 sin,
    /// 7 cos, 8 atan, 9 atan2) and arg1 abs[6] neg[7] register[8:13].
    Scalar { op: CombineOp, arg1: ScalarSource },
    /// `src_vec` = 1: a vec4 arg1, swizzle[2:9] register[10:13] (scalar × vector
    /// multiply, or the second part of atan).
    Vector { arg1_swizzle: u8, arg1_source: u8 },
}

/// Bits 22–29 of the combiner.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "view", rename_all = "snake_case")]
pub enum CombineDest {
    /// `dest_vec` = 0: outmod[22:23] scalar register[24:29].
    Scalar { outmod: OutputModifier, dest: u8 },
    /// `dest_vec` = 1: mask[22:25] vec4 register[26:29].
    Vector { mask: u8, dest: u8 },
}

fn scalar_at(bits: u128, lo: u32) -> ScalarSource {
    // Combiner operands put the modifiers below the register.
    ScalarSource {
        absolute: flag(bits, lo),
        negate: flag(bits, lo + 1),
        register: get(bits, lo + 2, 6) as u8,
    }
}

fn put_scalar(source: &ScalarSource, lo: u32) -> u128 {
    put_flag(source.absolute, lo)
        | put_flag(source.negate, lo + 1)
        | put(source.register.into(), lo + 2, 6)
}

impl Field for Combine {
    const WIDTH: u32 = 30;

    fn decode(bits: u128) -> Self {
        let operation = if flag(bits, 1) {
            CombineOperation::Vector {
                arg1_swizzle: get(bits, 2, 8) as u8,
                arg1_source: get(bits, 10, 4) as u8,
            }
        } else {
            CombineOperation::Scalar {
                op: CombineOp::from_code(get(bits, 2, 4) as u8),
                arg1: scalar_at(bits, 6),
            }
        };
        let dest = if flag(bits, 0) {
            CombineDest::Vector {
                mask: get(bits, 22, 4) as u8,
                dest: get(bits, 26, 4) as u8,
            }
        } else {
            CombineDest::Scalar {
                outmod: OutputModifier::from_code(get(bits, 22, 2) as u8),
                dest: get(bits, 24, 6) as u8,
            }
        };
        Combine {
            operation,
            arg0: scalar_at(bits, 14),
            dest,
        }
    }

    fn encode(&self) -> u128 {
        let operation = match &self.operation {
            CombineOperation::Scalar { op, arg1 } => {
                put(op.code().into(), 2, 4) | put_scalar(arg1, 6)
            }
            CombineOperation::Vector {
                arg1_swizzle,
                arg1_source,
            } => {
                put_flag(true, 1)
                    | put((*arg1_swizzle).into(), 2, 8)
                    | put((*arg1_source).into(), 10, 4)
            }
        };
        let dest = match &self.dest {
            CombineDest::Scalar { outmod, dest } => {
                put(outmod.code().into(), 22, 2) | put((*dest).into(), 24, 6)
            }
            CombineDest::Vector { mask, dest } => {
                put_flag(true, 0) | put((*mask).into(), 22, 4) | put((*dest).into(), 26, 4)
            }
        };
        operation | put_scalar(&self.arg0, 14) | dest
    }
}
