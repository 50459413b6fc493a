//! Mali Utgard (Mali-200/300/400/450): the MBS1 shader binary container, ARM's symbol
//! layout rules, and the PP (fragment) and GP (vertex) instruction sets.

pub mod disasm;
pub mod gp;
pub mod layout;
pub mod mbs;
pub mod pp;

pub use mbs::{parse, write, Model};
