//! Mali Utgard (Mali-200/300/400/450): the MBS1 shader binary container, ARM's symbol
//! layout rules, and the PP (fragment) and GP (vertex) instruction sets.
//!
//! ```
//! // A 92-byte MBS1 file with one Mali-200 fragment shader (limare's clear shader).
//! let bytes = include_bytes!("../../../examples/mbs_fragment_clear.mbs");
//! let model = gpubin_mali::parse(bytes)?;
//! assert!(matches!(model.blocks[0].chunk, gpubin_mali::mbs::Block::Fragment(_)));
//! // Validation findings carry their chunk path and byte offset; this file has none.
//! assert!(gpubin_mali::mbs::validate(&model).is_empty());
//! // Written back byte for byte.
//! assert_eq!(gpubin_mali::write(&model), bytes);
//! # Ok::<(), gpubin_binfmt::Error>(())
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod asm;
pub mod bitfield;
pub mod disasm;
pub mod gp;
pub mod isa;
pub mod layout;
pub mod mbs;
mod opcodes;
pub mod pp;
pub mod random;

pub use mbs::{parse, write, Model};

/// The crate's error type.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Malformed binary input, with its offset and chunk path.
    #[error(transparent)]
    Binary(#[from] gpubin_binfmt::Error),
    /// Declarations the layout engine cannot place (bad types, hardware limits).
    #[error(transparent)]
    Layout(#[from] layout::LayoutError),
    /// An assembler listing that does not assemble, at its line and column.
    #[error(transparent)]
    Asm(#[from] asm::AsmError),
    /// A state the crate's own invariants rule out, reported instead of a panic: a
    /// bug in gpubin, not in the input.
    #[error("internal error: {0}")]
    Internal(&'static str),
}

impl Error {
    /// The error as gpubin's text renderers take it when it has a place in a
    /// source file `file` (an assembler error); `None` otherwise.
    pub fn located<'a>(&'a self, file: &'a str) -> Option<gpubin_binfmt::diag::Resolved<'a>> {
        match self {
            Error::Asm(e) => Some(e.resolved(file)),
            Error::Binary(_) | Error::Layout(_) | Error::Internal(_) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_assembler_errors_have_a_source_place() {
        let asm = asm::assemble("nonsense\n", disasm::Isa::Pp).unwrap_err();
        let e = Error::from(asm.clone());
        assert_eq!(e.to_string(), asm.to_string());
        let place = e.located("a.s").unwrap().position.unwrap();
        assert_eq!(
            (place.file, place.line, place.column),
            ("a.s", asm.line, asm.column)
        );
        assert!(Error::Internal("x").located("a.s").is_none());
        assert_eq!(Error::Internal("x").to_string(), "internal error: x");
    }
}
