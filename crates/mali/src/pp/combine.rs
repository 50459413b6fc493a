//! Field 7, the result combiner (`.s2`, 30 bits): scalar transcendental ops, and the
//! scalar × vector multiply that reuses the opcode bits for a vec4 operand.

use serde::{Deserialize, Serialize};

use super::opcode::{CombineOp, OutputModifier};
use super::operand::CombineSource;
use crate::bitfield::{bitfields, FieldValue, Span};

bitfields! {
    /// The combiner field. Bit 0 (`dest_vec`) picks the [`CombineDest`] view, bit 1
    /// (`src_vec`) the [`CombineOperation`] view; each view writes its own bit.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct Combine: 30 {
        operation: CombineOperation = 2, 12;
        arg0: CombineSource = 14, 8;
        dest: CombineDest = 22, 8;
    }
}

impl Combine {
    /// Set: the destination is a vec4 register ([`CombineDest::Vector`]).
    pub const DEST_VEC: Span = Span {
        name: "dest_vec",
        lo: 0,
        width: 1,
    };
    /// Set: arg1 is a vec4 ([`CombineOperation::Vector`]).
    pub const SRC_VEC: Span = Span {
        name: "src_vec",
        lo: 1,
        width: 1,
    };
}

/// Bits 2–13 of the combiner.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "view", rename_all = "snake_case")]
pub enum CombineOperation {
    /// `src_vec` = 0: a scalar operation.
    Scalar(CombineScalar),
    /// `src_vec` = 1: a vec4 arg1 (scalar × vector multiply, or the second part of
    /// atan).
    Vector(CombineVector),
}

bitfields! {
    /// The scalar operation (positions in the combiner).
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct CombineScalar: 30 {
        /// 0 rcp, 1 mov, 2 sqrt, 3 rsqrt, 4 exp2, 5 log2, 6 sin, 7 cos, 8 atan,
        /// 9 atan2.
        op: CombineOp = 2, 4;
        arg1: CombineSource = 6, 8;
    }
}

bitfields! {
    /// The vec4 operand (positions in the combiner).
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct CombineVector: 30 {
        arg1_swizzle: u8 = 2, 8;
        arg1_source: u8 = 10, 4;
    }
}

/// Bits 22–29 of the combiner.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "view", rename_all = "snake_case")]
pub enum CombineDest {
    /// `dest_vec` = 0: a scalar register with an output modifier.
    Scalar(CombineScalarDest),
    /// `dest_vec` = 1: a masked vec4 register.
    Vector(CombineVectorDest),
}

bitfields! {
    /// A scalar destination (positions in the combiner).
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct CombineScalarDest: 30 {
        outmod: OutputModifier = 22, 2;
        dest: u8 = 24, 6;
    }
}

bitfields! {
    /// A vec4 destination (positions in the combiner).
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct CombineVectorDest: 30 {
        mask: u8 = 22, 4;
        dest: u8 = 26, 4;
    }
}

impl FieldValue for CombineOperation {
    const VIEW: bool = true;

    fn from_bits(bits: u128, _: u32) -> Self {
        if Combine::SRC_VEC.get(bits) == 1 {
            CombineOperation::Vector(CombineVector::unpack(bits))
        } else {
            CombineOperation::Scalar(CombineScalar::unpack(bits))
        }
    }

    fn to_bits(&self) -> u128 {
        match self {
            CombineOperation::Scalar(s) => s.pack(),
            CombineOperation::Vector(v) => v.pack() | Combine::SRC_VEC.put(1),
        }
    }
}

impl FieldValue for CombineDest {
    const VIEW: bool = true;

    fn from_bits(bits: u128, _: u32) -> Self {
        if Combine::DEST_VEC.get(bits) == 1 {
            CombineDest::Vector(CombineVectorDest::unpack(bits))
        } else {
            CombineDest::Scalar(CombineScalarDest::unpack(bits))
        }
    }

    fn to_bits(&self) -> u128 {
        match self {
            CombineDest::Scalar(s) => s.pack(),
            CombineDest::Vector(v) => v.pack() | Combine::DEST_VEC.put(1),
        }
    }
}
