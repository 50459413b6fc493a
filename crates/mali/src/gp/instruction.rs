//! The GP 128-bit instruction (spec §10): every bit belongs to a declared member, so
//! decode/encode is a bijection.

use gpubin_binfmt::{Error, Path, Result};
use serde::{Deserialize, Serialize};

use super::opcode::{AccOp, ComplexOp, MulOp, PassOp, StoreSource};
use crate::bitfield::bitfields;

/// Source codes (5 bits) of the mul, acc, complex and pass units.
pub mod source {
    /// 0–3: register0 x–w (an attribute when `register0_attribute`).
    pub const REGISTER0_X: u8 = 0;
    /// 4–7: register1 x–w.
    pub const REGISTER1_X: u8 = 4;
    /// 8–11: unknown0–3.
    pub const UNKNOWN0: u8 = 8;
    /// 12–15: load x–w (uniform/temporary at `load_addr`).
    pub const LOAD_X: u8 = 12;
    /// 16–20: previous instruction's acc0, acc1, mul0, mul1, pass.
    pub const PREV_ACC0: u8 = 16;
    /// 20: the previous instruction's pass result.
    pub const PREV_PASS: u8 = 20;
    /// 21: no source.
    pub const UNUSED: u8 = 21;
    /// Previous complex result, or identity as a second acc (0) / mul (1) source.
    pub const PREV_COMPLEX: u8 = 22;
    /// 23: the pass result two instructions back.
    pub const PREV2_PASS: u8 = 23;
    /// 24–27: acc0, acc1, mul0, mul1 two instructions back.
    pub const PREV2_ACC0: u8 = 24;
    /// 28–31: previous instruction's register0 x–w.
    pub const PREV_REGISTER0_X: u8 = 28;
}

bitfields! {
    /// One GP instruction: every one of its 128 bits belongs to a member, so decoding
    /// is lossless.
    #[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
    pub struct Instruction: 128 {
        mul0_src0: u8 = 0, 5;
        mul0_src1: u8 = 5, 5;
        mul1_src0: u8 = 10, 5;
        mul1_src1: u8 = 15, 5;
        /// Negates mul0's second source.
        mul0_neg: bool = 20, 1;
        /// Negates mul1's second source.
        mul1_neg: bool = 21, 1;
        acc0_src0: u8 = 22, 5;
        acc0_src1: u8 = 27, 5;
        acc1_src0: u8 = 32, 5;
        acc1_src1: u8 = 37, 5;
        acc0_src0_neg: bool = 42, 1;
        acc0_src1_neg: bool = 43, 1;
        acc1_src0_neg: bool = 44, 1;
        acc1_src1_neg: bool = 45, 1;
        /// Uniform/temporary row read by the load sources.
        load_addr: u16 = 46, 9;
        /// 1–3 add address register addr1–addr3, 7 none.
        load_offset: u8 = 55, 3;
        register0_addr: u8 = 58, 4;
        /// register0 reads an attribute instead of a register.
        register0_attribute: bool = 62, 1;
        register1_addr: u8 = 63, 4;
        /// store0 writes temporaries at addr0.
        store0_temporary: bool = 67, 1;
        store1_temporary: bool = 68, 1;
        branch: bool = 69, 1;
        /// Clear: the target is in the second 256 instructions.
        branch_target_lo: bool = 70, 1;
        store0_src_x: StoreSource = 71, 3;
        store0_src_y: StoreSource = 74, 3;
        store1_src_z: StoreSource = 77, 3;
        store1_src_w: StoreSource = 80, 3;
        acc_op: AccOp = 83, 3;
        complex_op: ComplexOp = 86, 4;
        store0_addr: u8 = 90, 4;
        /// store0 writes a varying (else a register).
        store0_varying: bool = 94, 1;
        store1_addr: u8 = 95, 4;
        store1_varying: bool = 99, 1;
        mul_op: MulOp = 100, 3;
        pass_op: PassOp = 103, 3;
        complex_src: u8 = 106, 5;
        pass_src: u8 = 111, 5;
        /// 12 with temporary stores, 13 with branches.
        unknown_1: u8 = 116, 4;
        branch_target: u8 = 120, 8;
    }
}

impl Instruction {
    /// Size of one instruction in bytes.
    pub const SIZE: usize = 16;

    /// Decodes 128 bits (every bit kept).
    pub fn decode_bits(bits: u128) -> Instruction {
        Self::unpack(bits)
    }

    /// Encodes to 128 bits; values wider than their field are truncated.
    pub fn encode_bits(&self) -> u128 {
        self.pack()
    }

    /// Decodes four words, word 0 holding bits 0..32.
    pub fn decode(words: [u32; 4]) -> Instruction {
        let bits = words
            .iter()
            .enumerate()
            .fold(0u128, |acc, (i, w)| acc | (*w as u128) << (32 * i));
        Self::decode_bits(bits)
    }

    /// Encodes to four words, word 0 holding bits 0..32.
    pub fn encode(&self) -> [u32; 4] {
        let bits = self.encode_bits();
        [0, 1, 2, 3].map(|i| (bits >> (32 * i)) as u32)
    }

    /// Decodes the 16 bytes of one instruction as stored in code.
    pub fn decode_bytes(bytes: &[u8; 16]) -> Instruction {
        Self::decode_bits(u128::from_le_bytes(*bytes))
    }

    /// Encodes to the 16 bytes stored in code.
    pub fn encode_bytes(&self) -> [u8; 16] {
        self.encode_bits().to_le_bytes()
    }
}

/// A rule of GP code that bytes break, carried by
/// [`gpubin_binfmt::ErrorKind::Rule`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GpRule {
    /// Code whose size is not whole 16-byte instructions.
    #[error("GP code size {len} is not a multiple of 16 bytes ({left_over} bytes left over)")]
    CodeSize {
        /// Bytes of code.
        len: usize,
        /// Bytes after the last whole instruction.
        left_over: usize,
    },
}

impl gpubin_binfmt::FormatRule for GpRule {
    fn code(&self) -> &'static str {
        match self {
            GpRule::CodeSize { .. } => "mali-gp-code-size",
        }
    }
}

/// Decodes GP code bytes (16 bytes per instruction). `base`/`path` locate errors.
pub fn decode_program(code: &[u8], base: usize, path: &Path) -> Result<Vec<Instruction>> {
    if code.len() % Instruction::SIZE != 0 {
        let whole = code.len() - code.len() % Instruction::SIZE;
        return Err(Error::rule(
            base + whole,
            path.clone(),
            GpRule::CodeSize {
                len: code.len(),
                left_over: code.len() - whole,
            },
        ));
    }
    Ok(code
        .chunks_exact(Instruction::SIZE)
        .map(|c| {
            let mut bytes = [0u8; 16];
            bytes.copy_from_slice(c);
            Instruction::decode_bytes(&bytes)
        })
        .collect())
}

/// Encodes a GP program.
pub fn encode_program(program: &[Instruction]) -> Vec<u8> {
    program.iter().flat_map(|i| i.encode_bytes()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layout_covers_128_bits_once() {
        let seen = crate::bitfield::check_layout(Instruction::LAYOUT, 128, Instruction::UNKNOWN);
        assert_eq!(seen, u128::MAX);
    }
}
