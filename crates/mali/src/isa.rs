//! The two instruction sets of a Utgard core, which the assembler and the
//! disassembler both name.

use serde::Serialize;

use crate::mbs;

/// Which instruction set a code blob holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Isa {
    /// Fragment processor: variable-length u32-word instructions.
    Pp,
    /// Vertex processor: 128-bit instructions.
    Gp,
}

impl Isa {
    /// The shader stage whose code runs on this processor.
    pub fn stage(self) -> mbs::Stage {
        match self {
            Isa::Pp => mbs::Stage::Fragment,
            Isa::Gp => mbs::Stage::Vertex,
        }
    }
}
