//! The PP (fragment processor) instruction set: decode, encode, text.
//!
//! A PP instruction is a control word followed by up to twelve variable-width fields
//! packed bit-contiguously (spec §9). Every field type implements [`Field`]:
//! `decode` keeps every bit (unknown bits included) so that `encode(decode(bits)) ==
//! bits`. [`text`] prints Mesa `lima_disasm` syntax; unknown opcodes and reserved
//! encodings are printed, never rejected.

mod alu;
mod bits;
mod branch;
mod combine;
mod constant;
mod control;
mod instruction;
mod opcode;
mod operand;
mod sampler;
mod temp_write;
pub mod text;
mod uniform;
mod varying;

pub use alu::{FloatAcc, FloatMul, Vec4Acc, Vec4Mul};
pub use branch::Branch;
pub use combine::{Combine, CombineDest, CombineOperation};
pub use constant::{half_to_f32, Constant};
pub use control::Control;
pub use instruction::{
    code_words, decode_program, encode_program, FieldKind, Instruction, Located,
};
pub use opcode::{AccOp, CombineOp, MulOp, OutputModifier};
pub use operand::{ScalarSource, VecSource};
pub use sampler::Sampler;
pub use temp_write::TempWrite;
pub use uniform::UniformLoad;
pub use varying::{Varying, VaryingSource};

/// One PP instruction field: a fixed width and a lossless bit mapping.
pub trait Field: Sized {
    /// Width in bits.
    const WIDTH: u32;
    /// Decodes the low `WIDTH` bits of `bits` (higher bits are ignored).
    fn decode(bits: u128) -> Self;
    /// Encodes back to the low `WIDTH` bits.
    fn encode(&self) -> u128;
}

/// Disassembles PP code bytes in `lima_disasm` syntax (`@     0: ...` lines).
/// `base`/`path` locate errors (count 0, overrun, truncated words).
pub fn disassemble(
    code: &[u8],
    base: usize,
    path: &gpubin_binfmt::Path,
) -> gpubin_binfmt::Result<String> {
    Ok(text::program_text(&decode_program(code, base, path)?))
}
