//! The GP (geometry/vertex processor) instruction set: decode, encode, text.
//!
//! A GP instruction is 128 bits (spec §10); every bit is a named field, so decoding
//! is lossless. [`text`] prints Mesa `lima_disasm` syntax; unknown opcodes are
//! printed, never rejected.

mod instruction;
mod opcode;
pub mod text;

pub use instruction::{decode_program, encode_program, source, GpRule, Instruction};
pub use opcode::{AccOp, ComplexOp, MulOp, PassOp, StoreSource};

/// Disassembles GP code bytes in `lima_disasm` syntax (header line, then
/// `NNN:` blocks). `base`/`path` locate errors (size not a multiple of 16).
pub fn disassemble(
    code: &[u8],
    base: usize,
    path: &gpubin_binfmt::Path,
) -> gpubin_binfmt::Result<String> {
    Ok(text::program_text(&decode_program(code, base, path)?))
}
