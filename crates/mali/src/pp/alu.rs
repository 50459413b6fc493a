//! Fields 3–6, the vector and scalar multiply and accumulate units.

use serde::{Deserialize, Serialize};

use super::opcode::{AccOp, MulOp, OutputModifier, ScalarAccOp};
use super::operand::{ScalarSource, VecSource};
use crate::bitfield::bitfields;

bitfields! {
    /// Field 3, vec4 multiply (`.v0`, 43 bits).
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct Vec4Mul: 43 {
        arg0: VecSource = 0, 14;
        arg1: VecSource = 14, 14;
        dest: u8 = 28, 4;
        /// 0 = no register write (the result only feeds `.v1`).
        mask: u8 = 32, 4;
        outmod: OutputModifier = 36, 2;
        /// 0–7 mul (n = result shift), 8 not … 17 max, 31 mov.
        op: MulOp = 38, 5;
    }
}

bitfields! {
    /// Field 5, vec4 accumulate (`.v1`, 44 bits): as [`Vec4Mul`] plus `mul_in`.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct Vec4Acc: 44 {
        arg0: VecSource = 0, 14;
        arg1: VecSource = 14, 14;
        dest: u8 = 28, 4;
        mask: u8 = 32, 4;
        outmod: OutputModifier = 36, 2;
        /// 0 add, 4 fract, 8–11 ne gt ge eq, 12 floor, 13 ceil, 14 min, 15 max,
        /// 16 sum3, 17 sum4, 20 dFdx, 21 dFdy, 23 sel, 31 mov.
        op: AccOp = 38, 5;
        /// arg0 is the `.v0` result (`^v0`).
        mul_in: bool = 43, 1;
    }
}

bitfields! {
    /// Field 4, scalar multiply (`.s0`, 30 bits).
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct FloatMul: 30 {
        arg0: ScalarSource = 0, 8;
        arg1: ScalarSource = 8, 8;
        /// Scalar register.
        dest: u8 = 16, 6;
        /// 0 = the result only feeds `.s1`.
        output_en: bool = 22, 1;
        outmod: OutputModifier = 23, 2;
        /// As the vec4 multiply.
        op: MulOp = 25, 5;
    }
}

bitfields! {
    /// Field 6, scalar accumulate (`.s1`, 31 bits): as [`FloatMul`] plus `mul_in`.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct FloatAcc: 31 {
        arg0: ScalarSource = 0, 8;
        arg1: ScalarSource = 8, 8;
        dest: u8 = 16, 6;
        output_en: bool = 22, 1;
        outmod: OutputModifier = 23, 2;
        /// As the vec4 accumulate without sum3/sum4.
        op: ScalarAccOp = 25, 5;
        /// arg0 is the `.s0` result (`^s0`).
        mul_in: bool = 30, 1;
    }
}
