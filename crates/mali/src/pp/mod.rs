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
mod field;
mod instruction;
mod opcode;
mod operand;
mod sampler;
mod temp_write;
pub mod text;
mod uniform;
mod varying;

pub use alu::{FloatAcc, FloatMul, Vec4Acc, Vec4Mul};
pub use branch::{Branch, Jump};
pub use combine::{
    Combine, CombineDest, CombineOperation, CombineScalar, CombineScalarDest, CombineVector,
    CombineVectorDest,
};
pub use constant::{half_to_f32, Constant};
pub use control::Control;
pub use field::Field;
pub use instruction::{
    code_words, decode_program, encode_program, FieldKind, Instruction, LengthError, Located,
    PpRule,
};
pub use opcode::{AccOp, CombineOp, MulOp, OutputModifier, ScalarAccOp};
pub use operand::{CombineSource, ScalarSource, VaryingVecSource, VecSource};
pub use sampler::Sampler;
pub use temp_write::{FbRead, TempStore, TempWrite};
pub use uniform::UniformLoad;
pub use varying::{Varying, VaryingImmediate, VaryingRegister, VaryingSource};

/// The fields declared with [`crate::bitfield::bitfields!`] decode and encode by
/// their declaration.
macro_rules! declared_fields {
    ($($t:ty),*) => {$(
        impl Field for $t {
            const WIDTH: u32 = <$t>::WIDTH;
            fn decode(bits: u128) -> Self {
                Self::unpack(bits)
            }
            fn encode(&self) -> u128 {
                self.pack()
            }
        }
    )*};
}
declared_fields!(
    Varying,
    Sampler,
    UniformLoad,
    Vec4Mul,
    FloatMul,
    Vec4Acc,
    FloatAcc,
    Combine
);

/// Disassembles PP code bytes in `lima_disasm` syntax (`@     0: ...` lines).
/// `base`/`path` locate errors (count 0, overrun, truncated words).
pub fn disassemble(
    code: &[u8],
    base: usize,
    path: &gpubin_binfmt::Path,
) -> gpubin_binfmt::Result<String> {
    Ok(text::program_text(&decode_program(code, base, path)?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bitfield::{check_layout, mask};

    /// Every declared field lies in its width without overlaps; with the bits kept
    /// as `unknown` (and the view selectors) it covers the whole width.
    #[test]
    fn declared_layouts_cover_their_fields_once() {
        macro_rules! covers {
            ($t:ty, $extra:expr) => {
                let seen = check_layout(<$t>::LAYOUT, <$t>::WIDTH, <$t>::UNKNOWN);
                assert_eq!(
                    (seen | $extra) & mask(<$t>::WIDTH),
                    mask(<$t>::WIDTH),
                    stringify!($t)
                );
            };
        }
        covers!(VecSource, 0);
        covers!(VaryingVecSource, 0);
        covers!(ScalarSource, 0);
        covers!(CombineSource, 0);
        covers!(Vec4Mul, 0);
        covers!(Vec4Acc, 0);
        covers!(FloatMul, 0);
        covers!(FloatAcc, 0);
        covers!(Sampler, 0);
        covers!(UniformLoad, 0);
        covers!(Varying, 0);
        // The views cover the varying source bits 4–23 each.
        covers!(VaryingImmediate, !(mask(24) & !mask(4)));
        covers!(VaryingRegister, !(mask(24) & !mask(4)));
        covers!(Combine, Combine::DEST_VEC.mask() | Combine::SRC_VEC.mask());
        covers!(CombineScalar, !(mask(14) & !mask(2)));
        covers!(CombineVector, !(mask(14) & !mask(2)));
        covers!(CombineScalarDest, !(mask(30) & !mask(22)));
        covers!(CombineVectorDest, !(mask(30) & !mask(22)));
        covers!(TempStore, 0);
        covers!(FbRead, FbRead::MARKER.mask());
        covers!(Jump, 0);
    }
}
