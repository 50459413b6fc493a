//! Mali Utgard (Mali-200/300/400/450): the MBS1 shader binary container, ARM's symbol
//! layout rules, and the PP (fragment) and GP (vertex) instruction sets.
#![forbid(unsafe_code)]

pub mod asm;
pub mod bitfield;
pub mod disasm;
pub mod gp;
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
    #[error("{0}")]
    Layout(String),
}
