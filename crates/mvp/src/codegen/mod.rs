//! Lowering of the GLSL IR to LLVM 19 textual IR.

mod target;

pub use target::{Target, DEFAULT_DATALAYOUT};
