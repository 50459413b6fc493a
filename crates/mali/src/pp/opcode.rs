//! PP opcodes and output modifiers, declared once: code, name, source count. The
//! text printer, the assembler and the JSON model (`"op": "mov"`) all use these.
//!
//! Codes without a name (and the multiplier's shifted `mul<<n`) stay representable:
//! every 5-bit (4-bit for the combiner) code decodes to a value that encodes back.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::bitfield::FieldValue;
use crate::opcodes::opcodes;

opcodes!(
    /// Vec4 and scalar multiply opcodes (`.v0`, `.s0`); codes 1–7 are `mul` with the
    /// result shifted left by the code (`mul<<n`, kept as `Unknown` here and printed
    /// by the unit).
    MulOp, 5, {
        0 => Mul "mul" 2,
        8 => Not "not" 1,
        9 => And "and" 2,
        10 => Or "or" 2,
        11 => Xor "xor" 2,
        12 => Ne "ne" 2,
        13 => Gt "gt" 2,
        14 => Ge "ge" 2,
        15 => Eq "eq" 2,
        16 => Min "min" 2,
        17 => Max "max" 2,
        31 => Mov "mov" 1,
    }
);

opcodes!(
    /// Vec4 and scalar accumulate opcodes (`.v1`, `.s1`); the scalar unit has no
    /// `sum3`/`sum4` (its codes 16 and 17 are unnamed).
    AccOp, 5, {
        0 => Add "add" 2,
        4 => Fract "fract" 1,
        8 => Ne "ne" 2,
        9 => Gt "gt" 2,
        10 => Ge "ge" 2,
        11 => Eq "eq" 2,
        12 => Floor "floor" 1,
        13 => Ceil "ceil" 1,
        14 => Min "min" 2,
        15 => Max "max" 2,
        16 => Sum3 "sum3" 1,
        17 => Sum4 "sum4" 1,
        20 => DFdx "dFdx" 2,
        21 => DFdy "dFdy" 2,
        23 => Sel "sel" 2,
        31 => Mov "mov" 1,
    }
);

opcodes!(
    /// Combiner scalar opcodes (`.s2`); 10–15 are unnamed.
    CombineOp, 4, {
        0 => Rcp "rcp" 1,
        1 => Mov "mov" 1,
        2 => Sqrt "sqrt" 1,
        3 => Rsqrt "rsqrt" 1,
        4 => Exp2 "exp2" 1,
        5 => Log2 "log2" 1,
        6 => Sin "sin" 1,
        7 => Cos "cos" 1,
        8 => Atan "atan" 1,
        9 => Atan2 "atan2" 2,
    }
);

/// `op<n>`: how codes without a name print.
fn op_n(code: u8, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    write!(f, "op{code}")
}

fn parse_op_n(text: &str) -> Option<u8> {
    text.strip_prefix("op")?.parse().ok()
}

impl AccOp {
    fn unknown_text(code: u8, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        op_n(code, f)
    }
    fn unknown_from_text(text: &str) -> Option<u8> {
        parse_op_n(text)
    }
}

impl CombineOp {
    fn unknown_text(code: u8, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        op_n(code, f)
    }
    fn unknown_from_text(text: &str) -> Option<u8> {
        parse_op_n(text)
    }
}

impl MulOp {
    /// `mul<<n` for the shifted multiplies 1–7 (the JSON name; Mesa's text prints
    /// `mul` and puts `<<n` after the first operand).
    fn unknown_text(code: u8, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match code {
            1..=7 => write!(f, "mul<<{code}"),
            _ => op_n(code, f),
        }
    }
    fn unknown_from_text(text: &str) -> Option<u8> {
        match text.strip_prefix("mul<<") {
            Some(n) => n.parse().ok().filter(|n| (1..=7).contains(n)),
            None => parse_op_n(text).filter(|n| !(1..=7).contains(n)),
        }
    }

    /// The left shift of a `mul<<n` (codes 1–7), else 0. Mesa prints these as `mul`.
    pub fn shift(self) -> u8 {
        match self.code() {
            n @ 1..=7 => n,
            _ => 0,
        }
    }
}

impl AccOp {
    /// The scalar unit's view: `sum3`/`sum4` do not exist there.
    pub fn scalar(code: u8) -> Self {
        match Self::from_code(code) {
            AccOp::Sum3 | AccOp::Sum4 => AccOp::Unknown(code & 0x1f),
            op => op,
        }
    }
}

/// The scalar accumulator's opcode: [`AccOp`] without `sum3`/`sum4` (its codes 16
/// and 17 decode as unnamed).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ScalarAccOp(pub AccOp);

impl FieldValue for ScalarAccOp {
    fn from_bits(bits: u128, _: u32) -> Self {
        ScalarAccOp(AccOp::scalar(bits as u8))
    }
    fn to_bits(&self) -> u128 {
        self.0.code().into()
    }
}

impl FieldValue for OutputModifier {
    fn from_bits(bits: u128, _: u32) -> Self {
        Self::from_code(bits as u8)
    }
    fn to_bits(&self) -> u128 {
        self.code().into()
    }
}

/// Output modifier of an ALU result (2 bits).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OutputModifier {
    /// No modifier.
    #[default]
    None,
    /// `.sat`: clamp to [0, 1].
    Sat,
    /// `.pos`: clamp to [0, ∞).
    Pos,
    /// `.int`: round to an integer.
    Int,
}

impl OutputModifier {
    /// The four modifiers in code order.
    pub const ALL: [OutputModifier; 4] = [
        OutputModifier::None,
        OutputModifier::Sat,
        OutputModifier::Pos,
        OutputModifier::Int,
    ];

    /// The modifier of the low 2 bits of `code`.
    pub fn from_code(code: u8) -> Self {
        Self::ALL[(code & 3) as usize]
    }

    /// The 2-bit code.
    pub fn code(self) -> u8 {
        self as u8
    }

    /// The mnemonic suffix: `""`, `".sat"`, `".pos"`, `".int"`.
    pub fn suffix(self) -> &'static str {
        ["", ".sat", ".pos", ".int"][self as usize]
    }

    /// The modifier a suffix part (`sat`, `pos`, `int`) names.
    pub fn from_name(text: &str) -> Option<Self> {
        Self::ALL[1..]
            .iter()
            .copied()
            .find(|m| &m.suffix()[1..] == text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_round_trips_through_its_name() {
        for code in 0..32u8 {
            let m = MulOp::from_code(code);
            assert_eq!(m.code(), code);
            assert_eq!(MulOp::from_name(&m.to_string()), Some(m));
            let a = AccOp::from_code(code);
            assert_eq!(AccOp::from_name(&a.to_string()), Some(a));
            let s = AccOp::scalar(code);
            assert_eq!(s.code(), code);
        }
        for code in 0..16u8 {
            let c = CombineOp::from_code(code);
            assert_eq!(
                (c.code(), CombineOp::from_name(&c.to_string())),
                (code, Some(c))
            );
        }
        assert_eq!(AccOp::scalar(16).to_string(), "op16");
        assert_eq!(AccOp::from_name("op16"), Some(AccOp::scalar(16)));
        assert_eq!(MulOp::from_code(3).to_string(), "mul<<3");
    }
}
