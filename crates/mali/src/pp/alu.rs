//! Fields 3–6, the vector and scalar multiply and accumulate units.

use serde::{Deserialize, Serialize};

use super::bits::{flag, get, put, put_flag};
use super::opcode::{AccOp, MulOp, OutputModifier};
use super::operand::{ScalarSource, VecSource};
use super::Field;

/// Field 3, vec4 multiply (`.v0`, 43 bits).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Vec4Mul {
    /// [0:13]
    pub arg0: VecSource,
    /// [14:27]
    pub arg1: VecSource,
    /// [28:31]
    pub dest: u8,
    /// [32:35] 0 = no register write (the result only feeds `.v1`).
    pub mask: u8,
    /// [36:37]
    pub outmod: OutputModifier,
    /// [38:42] 0–7 mul (n = result shift), 8 not … 17 max, 31 mov.
    pub op: MulOp,
}

/// Field 5, vec4 accumulate (`.v1`, 44 bits): as [`Vec4Mul`] plus `mul_in`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Vec4Acc {
    pub arg0: VecSource,
    pub arg1: VecSource,
    pub dest: u8,
    pub mask: u8,
    pub outmod: OutputModifier,
    /// [38:42] 0 add, 4 fract, 8–11 ne gt ge eq, 12 floor, 13 ceil, 14 min, 15 max,
    /// 16 sum3, 17 sum4, 20 dFdx, 21 dFdy, 23 sel, 31 mov.
    pub op: AccOp,
    /// [43] arg0 is the `.v0` result (`^v0`).
    pub mul_in: bool,
}

/// Field 4, scalar multiply (`.s0`, 30 bits).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FloatMul {
    /// [0:7]
    pub arg0: ScalarSource,
    /// [8:15]
    pub arg1: ScalarSource,
    /// [16:21] scalar register.
    pub dest: u8,
    /// [22] 0 = the result only feeds `.s1`.
    pub output_en: bool,
    /// [23:24]
    pub outmod: OutputModifier,
    /// [25:29] as the vec4 multiply.
    pub op: MulOp,
}

/// Field 6, scalar accumulate (`.s1`, 31 bits): as [`FloatMul`] plus `mul_in`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FloatAcc {
    pub arg0: ScalarSource,
    pub arg1: ScalarSource,
    pub dest: u8,
    pub output_en: bool,
    pub outmod: OutputModifier,
    /// [25:29] as the vec4 accumulate without sum3/sum4.
    pub op: AccOp,
    /// [30] arg0 is the `.s0` result (`^s0`).
    pub mul_in: bool,
}

type Vec4Parts = (VecSource, VecSource, u8, u8, u8, u8);

fn decode_vec4(bits: u128) -> Vec4Parts {
    (
        VecSource::decode(bits),
        VecSource::decode(bits >> 14),
        get(bits, 28, 4) as u8,
        get(bits, 32, 4) as u8,
        get(bits, 36, 2) as u8,
        get(bits, 38, 5) as u8,
    )
}

fn encode_vec4((arg0, arg1, dest, mask, outmod, op): Vec4Parts) -> u128 {
    arg0.encode()
        | arg1.encode() << 14
        | put(dest.into(), 28, 4)
        | put(mask.into(), 32, 4)
        | put(outmod.into(), 36, 2)
        | put(op.into(), 38, 5)
}

type ScalarParts = (ScalarSource, ScalarSource, u8, bool, u8, u8);

fn decode_scalar(bits: u128) -> ScalarParts {
    (
        ScalarSource::decode(bits),
        ScalarSource::decode(bits >> 8),
        get(bits, 16, 6) as u8,
        flag(bits, 22),
        get(bits, 23, 2) as u8,
        get(bits, 25, 5) as u8,
    )
}

fn encode_scalar((arg0, arg1, dest, output_en, outmod, op): ScalarParts) -> u128 {
    arg0.encode()
        | arg1.encode() << 8
        | put(dest.into(), 16, 6)
        | put_flag(output_en, 22)
        | put(outmod.into(), 23, 2)
        | put(op.into(), 25, 5)
}

/// A unit's field: the shared vec4 or scalar layout, plus the `mul_in` bit just above
/// it for the accumulators.
macro_rules! alu_field {
    ($ty:ident, $width:expr, $decode:ident, $encode:ident, $op:expr,
     [$($part:ident),*] $(, mul_in: $bit:expr)?) => {
        impl Field for $ty {
            const WIDTH: u32 = $width;

            fn decode(bits: u128) -> Self {
                let ($($part),*, outmod, op) = $decode(bits);
                $ty {
                    $($part,)*
                    outmod: OutputModifier::from_code(outmod),
                    op: $op(op),
                    $(mul_in: flag(bits, $bit),)?
                }
            }

            fn encode(&self) -> u128 {
                $encode(($(self.$part),*, self.outmod.code(), self.op.code()))
                    $(| put_flag(self.mul_in, $bit))?
            }
        }
    };
    (vec4 $ty:ident, $width:expr, $op:expr $(, mul_in: $bit:expr)?) => {
        alu_field!($ty, $width, decode_vec4, encode_vec4, $op,
            [arg0, arg1, dest, mask] $(, mul_in: $bit)?);
    };
    (scalar $ty:ident, $width:expr, $op:expr $(, mul_in: $bit:expr)?) => {
        alu_field!($ty, $width, decode_scalar, encode_scalar, $op,
            [arg0, arg1, dest, output_en] $(, mul_in: $bit)?);
    };
}

alu_field!(vec4 Vec4Mul, 43, MulOp::from_code);
alu_field!(vec4 Vec4Acc, 44, AccOp::from_code, mul_in: 43);
alu_field!(scalar FloatMul, 30, MulOp::from_code);
alu_field!(scalar FloatAcc, 31, AccOp::scalar, mul_in: 30);
