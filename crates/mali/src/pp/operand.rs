//! Operands shared by the PP fields: vec4 sources and scalar sources, in the bit
//! orders the fields store them.

use serde::{Deserialize, Serialize};

use crate::bitfield::bitfields;

bitfields! {
    /// A vec4 source as the ALU fields store it (14 bits): register (`$0`–`$11`,
    /// 12 `^const0`, 13 `^const1`, 14 `^texture`, 15 `^uniform`), swizzle (2 bits per
    /// lane, low lane first), absolute value and negation.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct VecSource: 14 {
        register: u8 = 0, 4;
        swizzle: u8 = 4, 8;
        absolute: bool = 12, 1;
        negate: bool = 13, 1;
    }
}

bitfields! {
    /// A vec4 source as the varying field's register view stores it (14 bits):
    /// register\[0:3\], negate\[4\], absolute\[5\], swizzle\[6:13\] (members in the same
    /// order as [`VecSource`]).
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct VaryingVecSource: 14 {
        register: u8 = 0, 4;
        swizzle: u8 = 6, 8;
        absolute: bool = 5, 1;
        negate: bool = 4, 1;
    }
}

bitfields! {
    /// A scalar source as the ALU fields store it (8 bits): scalar register
    /// (`vec4 register * 4 + component`), absolute value, negation.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct ScalarSource: 8 {
        register: u8 = 0, 6;
        absolute: bool = 6, 1;
        negate: bool = 7, 1;
    }
}

bitfields! {
    /// A scalar source as the combiner stores it (8 bits): the modifiers below the
    /// register (members in the same order as [`ScalarSource`]).
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub struct CombineSource: 8 {
        register: u8 = 2, 6;
        absolute: bool = 0, 1;
        negate: bool = 1, 1;
    }
}

impl From<VaryingVecSource> for VecSource {
    fn from(s: VaryingVecSource) -> Self {
        VecSource {
            register: s.register,
            swizzle: s.swizzle,
            absolute: s.absolute,
            negate: s.negate,
        }
    }
}

impl From<VecSource> for VaryingVecSource {
    fn from(s: VecSource) -> Self {
        VaryingVecSource {
            register: s.register,
            negate: s.negate,
            absolute: s.absolute,
            swizzle: s.swizzle,
        }
    }
}

impl From<CombineSource> for ScalarSource {
    fn from(s: CombineSource) -> Self {
        ScalarSource {
            register: s.register,
            absolute: s.absolute,
            negate: s.negate,
        }
    }
}

impl From<ScalarSource> for CombineSource {
    fn from(s: ScalarSource) -> Self {
        CombineSource {
            absolute: s.absolute,
            negate: s.negate,
            register: s.register,
        }
    }
}
