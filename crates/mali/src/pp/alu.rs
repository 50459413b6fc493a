//! Fields 3–6, the vector and scalar multiply and accumulate units.

use serde::{Deserialize, Serialize};

use super::bits::{flag, get, put, put_flag};
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
    /// [36:37] 1 `.sat`, 2 `.pos`, 3 `.int`.
    pub outmod: u8,
    /// [38:42] 0–7 mul (n = result shift), 8 not … 17 max, 31 mov.
    pub op: u8,
}

/// Field 5, vec4 accumulate (`.v1`, 44 bits): as [`Vec4Mul`] plus `mul_in`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Vec4Acc {
    pub arg0: VecSource,
    pub arg1: VecSource,
    pub dest: u8,
    pub mask: u8,
    pub outmod: u8,
    /// [38:42] 0 add, 4 fract, 8–11 ne gt ge eq, 12 floor, 13 ceil, 14 min, 15 max,
    /// 16 sum3, 17 sum4, 20 dFdx, 21 dFdy, 23 sel, 31 mov.
    pub op: u8,
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
    pub outmod: u8,
    /// [25:29] as the vec4 multiply.
    pub op: u8,
}

/// Field 6, scalar accumulate (`.s1`, 31 bits): as [`FloatMul`] plus `mul_in`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FloatAcc {
    pub arg0: ScalarSource,
    pub arg1: ScalarSource,
    pub dest: u8,
    pub output_en: bool,
    pub outmod: u8,
    /// [25:29] as the vec4 accumulate without sum3/sum4.
    pub op: u8,
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

fn encode_vec4(arg0: &VecSource, arg1: &VecSource, dest: u8, mask: u8, outmod: u8, op: u8) -> u128 {
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

fn encode_scalar(
    arg0: &ScalarSource,
    arg1: &ScalarSource,
    dest: u8,
    output_en: bool,
    outmod: u8,
    op: u8,
) -> u128 {
    arg0.encode()
        | arg1.encode() << 8
        | put(dest.into(), 16, 6)
        | put_flag(output_en, 22)
        | put(outmod.into(), 23, 2)
        | put(op.into(), 25, 5)
}

impl Field for Vec4Mul {
    const WIDTH: u32 = 43;

    fn decode(bits: u128) -> Self {
        let (arg0, arg1, dest, mask, outmod, op) = decode_vec4(bits);
        Vec4Mul {
            arg0,
            arg1,
            dest,
            mask,
            outmod,
            op,
        }
    }

    fn encode(&self) -> u128 {
        encode_vec4(
            &self.arg0,
            &self.arg1,
            self.dest,
            self.mask,
            self.outmod,
            self.op,
        )
    }
}

impl Field for Vec4Acc {
    const WIDTH: u32 = 44;

    fn decode(bits: u128) -> Self {
        let (arg0, arg1, dest, mask, outmod, op) = decode_vec4(bits);
        Vec4Acc {
            arg0,
            arg1,
            dest,
            mask,
            outmod,
            op,
            mul_in: flag(bits, 43),
        }
    }

    fn encode(&self) -> u128 {
        encode_vec4(
            &self.arg0,
            &self.arg1,
            self.dest,
            self.mask,
            self.outmod,
            self.op,
        ) | put_flag(self.mul_in, 43)
    }
}

impl Field for FloatMul {
    const WIDTH: u32 = 30;

    fn decode(bits: u128) -> Self {
        let (arg0, arg1, dest, output_en, outmod, op) = decode_scalar(bits);
        FloatMul {
            arg0,
            arg1,
            dest,
            output_en,
            outmod,
            op,
        }
    }

    fn encode(&self) -> u128 {
        encode_scalar(
            &self.arg0,
            &self.arg1,
            self.dest,
            self.output_en,
            self.outmod,
            self.op,
        )
    }
}

impl Field for FloatAcc {
    const WIDTH: u32 = 31;

    fn decode(bits: u128) -> Self {
        let (arg0, arg1, dest, output_en, outmod, op) = decode_scalar(bits);
        FloatAcc {
            arg0,
            arg1,
            dest,
            output_en,
            outmod,
            op,
            mul_in: flag(bits, 30),
        }
    }

    fn encode(&self) -> u128 {
        encode_scalar(
            &self.arg0,
            &self.arg1,
            self.dest,
            self.output_en,
            self.outmod,
            self.op,
        ) | put_flag(self.mul_in, 30)
    }
}
