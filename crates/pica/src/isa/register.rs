//! Register codes of the source and destination fields.

use std::fmt;

/// A source register: 0x00–0x0F v0–v15, 0x10–0x1F r0–r15, 0x20–0x7F c0–c95.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SrcReg(pub u8);

impl SrcReg {
    /// Input register vN (0–15).
    pub fn input(n: u8) -> SrcReg {
        SrcReg(n)
    }
    /// Temporary register rN (0–15).
    pub fn temp(n: u8) -> SrcReg {
        SrcReg(0x10 + n)
    }
    /// Float uniform register cN (0–95).
    pub fn float_uniform(n: u8) -> SrcReg {
        SrcReg(0x20 + n)
    }
    /// v or r: fits a 5-bit (narrow) source field.
    pub fn is_narrow(self) -> bool {
        self.0 < 0x20
    }
    /// v0–v15.
    pub fn is_input(self) -> bool {
        self.0 < 0x10
    }
    /// c0–c95.
    pub fn is_float_uniform(self) -> bool {
        (0x20..0x80).contains(&self.0)
    }
}

impl fmt::Display for SrcReg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            n @ 0x00..=0x0F => write!(f, "v{n}"),
            n @ 0x10..=0x1F => write!(f, "r{}", n - 0x10),
            n => write!(f, "c{}", n - 0x20),
        }
    }
}

/// A destination register: 0x00–0x0F o0–o15, 0x10–0x1F r0–r15.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DstReg(pub u8);

/// Output registers of a vertex shader: o0–o15.
pub const VERTEX_OUTPUTS: u8 = 16;
/// Output registers of a geometry shader: o0–o6 (pica200.md §4.4).
pub const GEOMETRY_OUTPUTS: u8 = 7;

impl DstReg {
    /// The output register number, `None` for a temporary.
    pub fn output(self) -> Option<u8> {
        (self.0 < 0x10).then_some(self.0)
    }
}

impl fmt::Display for DstReg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            n @ 0x00..=0x0F => write!(f, "o{n}"),
            n => write!(f, "r{}", n - 0x10),
        }
    }
}

/// The relative-addressing selector (idx field): none, a0.x, a0.y or aL.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum IndexReg {
    #[default]
    /// No index (0).
    None,
    /// a0.x (1).
    A0X,
    /// a0.y (2).
    A0Y,
    /// The loop counter aL (3).
    Al,
}

impl IndexReg {
    /// The selector of a 2-bit idx field (higher bits ignored).
    pub fn from_bits(bits: u32) -> IndexReg {
        match bits & 3 {
            0 => IndexReg::None,
            1 => IndexReg::A0X,
            2 => IndexReg::A0Y,
            _ => IndexReg::Al,
        }
    }
    /// The 2-bit field value.
    pub fn bits(self) -> u32 {
        self as u32
    }
    /// The name inside brackets, `None` for no index.
    pub fn name(self) -> Option<&'static str> {
        match self {
            IndexReg::None => None,
            IndexReg::A0X => Some("a0.x"),
            IndexReg::A0Y => Some("a0.y"),
            IndexReg::Al => Some("aL"),
        }
    }
}
