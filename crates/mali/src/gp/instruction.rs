//! The GP 128-bit instruction (spec §10): every bit belongs to a named field, so
//! decode/encode is a bijection.

use gpubin_binfmt::{Error, Path, Result};
use serde::{Deserialize, Serialize};

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
    pub const PREV_PASS: u8 = 20;
    pub const UNUSED: u8 = 21;
    /// Previous complex result, or identity as a second acc (0) / mul (1) source.
    pub const PREV_COMPLEX: u8 = 22;
    pub const PREV2_PASS: u8 = 23;
    /// 24–27: acc0, acc1, mul0, mul1 two instructions back.
    pub const PREV2_ACC0: u8 = 24;
    /// 28–31: previous instruction's register0 x–w.
    pub const PREV_REGISTER0_X: u8 = 28;
}

/// Store sources (3 bits).
pub mod store_source {
    pub const ACC0: u8 = 0;
    pub const ACC1: u8 = 1;
    pub const MUL0: u8 = 2;
    pub const MUL1: u8 = 3;
    pub const PASS: u8 = 4;
    pub const COMPLEX: u8 = 6;
    pub const NONE: u8 = 7;
}

/// One GP instruction, fields named as in the hardware layout (bit ranges inclusive).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Instruction {
    /// [0:4]
    pub mul0_src0: u8,
    /// [5:9]
    pub mul0_src1: u8,
    /// [10:14]
    pub mul1_src0: u8,
    /// [15:19]
    pub mul1_src1: u8,
    /// [20] negates mul0's second source.
    pub mul0_neg: bool,
    /// [21] negates mul1's second source.
    pub mul1_neg: bool,
    /// [22:26]
    pub acc0_src0: u8,
    /// [27:31]
    pub acc0_src1: u8,
    /// [32:36]
    pub acc1_src0: u8,
    /// [37:41]
    pub acc1_src1: u8,
    /// [42]
    pub acc0_src0_neg: bool,
    /// [43]
    pub acc0_src1_neg: bool,
    /// [44]
    pub acc1_src0_neg: bool,
    /// [45]
    pub acc1_src1_neg: bool,
    /// [46:54] uniform/temporary row read by the load sources.
    pub load_addr: u16,
    /// [55:57] 1–3 add address register addr1–addr3, 7 none.
    pub load_offset: u8,
    /// [58:61]
    pub register0_addr: u8,
    /// [62] register0 reads an attribute instead of a register.
    pub register0_attribute: bool,
    /// [63:66]
    pub register1_addr: u8,
    /// [67] store0 writes temporaries at addr0.
    pub store0_temporary: bool,
    /// [68]
    pub store1_temporary: bool,
    /// [69]
    pub branch: bool,
    /// [70] clear: the target is in the second 256 instructions.
    pub branch_target_lo: bool,
    /// [71:73]
    pub store0_src_x: u8,
    /// [74:76]
    pub store0_src_y: u8,
    /// [77:79]
    pub store1_src_z: u8,
    /// [80:82]
    pub store1_src_w: u8,
    /// [83:85] 0 add, 1 floor, 2 sign, 4 ge, 5 lt, 6 min, 7 max.
    pub acc_op: u8,
    /// [86:89] 0 nop, 2 exp2, 3 log2, 4 rsqrt, 5 rcp, 9 pass, 12 temp_store_addr,
    /// 13–15 temp_load_addr_0–2.
    pub complex_op: u8,
    /// [90:93]
    pub store0_addr: u8,
    /// [94] store0 writes a varying (else a register).
    pub store0_varying: bool,
    /// [95:98]
    pub store1_addr: u8,
    /// [99]
    pub store1_varying: bool,
    /// [100:102] 0 mul, 1 complex1, 3 complex2, 4 select.
    pub mul_op: u8,
    /// [103:105] 2 pass, 4 preexp2, 5 postlog2, 6 clamp.
    pub pass_op: u8,
    /// [106:110]
    pub complex_src: u8,
    /// [111:115]
    pub pass_src: u8,
    /// [116:119] 12 with temporary stores, 13 with branches.
    pub unknown_1: u8,
    /// [120:127]
    pub branch_target: u8,
}

/// A field's value from its bits (already masked to the field's width).
trait FromBits {
    fn from_bits(v: u32) -> Self;
}

impl FromBits for u8 {
    fn from_bits(v: u32) -> Self {
        v as u8
    }
}

impl FromBits for u16 {
    fn from_bits(v: u32) -> Self {
        v as u16
    }
}

impl FromBits for bool {
    fn from_bits(v: u32) -> Self {
        v == 1
    }
}

/// Declares the layout once: `field: bit offset, width;` in layout order (the widths
/// sum to 128), giving `LAYOUT`, the field values in that order, and `decode_bits`.
macro_rules! layout {
    ($($field:ident: $lo:literal, $width:literal;)*) => {
        /// (bit offset, width) of every field, in layout order.
        const LAYOUT: [(u32, u32); FIELDS] = [$(($lo, $width)),*];

        impl Instruction {
            fn values(&self) -> [u32; FIELDS] {
                [$(self.$field.into()),*]
            }

            pub fn decode_bits(bits: u128) -> Instruction {
                Instruction {
                    $($field: FromBits::from_bits(((bits >> $lo) & ((1u128 << $width) - 1)) as u32),)*
                }
            }
        }
    };
}

const FIELDS: usize = 39;

layout! {
    mul0_src0: 0, 5;
    mul0_src1: 5, 5;
    mul1_src0: 10, 5;
    mul1_src1: 15, 5;
    mul0_neg: 20, 1;
    mul1_neg: 21, 1;
    acc0_src0: 22, 5;
    acc0_src1: 27, 5;
    acc1_src0: 32, 5;
    acc1_src1: 37, 5;
    acc0_src0_neg: 42, 1;
    acc0_src1_neg: 43, 1;
    acc1_src0_neg: 44, 1;
    acc1_src1_neg: 45, 1;
    load_addr: 46, 9;
    load_offset: 55, 3;
    register0_addr: 58, 4;
    register0_attribute: 62, 1;
    register1_addr: 63, 4;
    store0_temporary: 67, 1;
    store1_temporary: 68, 1;
    branch: 69, 1;
    branch_target_lo: 70, 1;
    store0_src_x: 71, 3;
    store0_src_y: 74, 3;
    store1_src_z: 77, 3;
    store1_src_w: 80, 3;
    acc_op: 83, 3;
    complex_op: 86, 4;
    store0_addr: 90, 4;
    store0_varying: 94, 1;
    store1_addr: 95, 4;
    store1_varying: 99, 1;
    mul_op: 100, 3;
    pass_op: 103, 3;
    complex_src: 106, 5;
    pass_src: 111, 5;
    unknown_1: 116, 4;
    branch_target: 120, 8;
}

impl Instruction {
    /// Size of one instruction in bytes.
    pub const SIZE: usize = 16;

    /// Encodes to 128 bits; values wider than their field are truncated.
    pub fn encode_bits(&self) -> u128 {
        self.values()
            .iter()
            .zip(LAYOUT.iter())
            .fold(0u128, |acc, (v, (lo, width))| {
                acc | ((*v as u128) & ((1u128 << width) - 1)) << lo
            })
    }

    pub fn decode(words: [u32; 4]) -> Instruction {
        let bits = words
            .iter()
            .enumerate()
            .fold(0u128, |acc, (i, w)| acc | (*w as u128) << (32 * i));
        Self::decode_bits(bits)
    }

    pub fn encode(&self) -> [u32; 4] {
        let bits = self.encode_bits();
        [0, 1, 2, 3].map(|i| (bits >> (32 * i)) as u32)
    }

    pub fn decode_bytes(bytes: &[u8; 16]) -> Instruction {
        Self::decode_bits(u128::from_le_bytes(*bytes))
    }

    pub fn encode_bytes(&self) -> [u8; 16] {
        self.encode_bits().to_le_bytes()
    }
}

/// Decodes GP code bytes (16 bytes per instruction). `base`/`path` locate errors.
pub fn decode_program(code: &[u8], base: usize, path: &Path) -> Result<Vec<Instruction>> {
    if code.len() % Instruction::SIZE != 0 {
        let whole = code.len() - code.len() % Instruction::SIZE;
        return Err(Error::invalid(
            base + whole,
            path.clone(),
            format!(
                "GP code size {} is not a multiple of 16 bytes ({} bytes left over)",
                code.len(),
                code.len() - whole
            ),
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
        let mut seen = 0u128;
        for (lo, width) in &LAYOUT {
            let m = ((1u128 << width) - 1) << lo;
            assert_eq!(seen & m, 0, "overlap at bit {lo}");
            seen |= m;
        }
        assert_eq!(seen, u128::MAX);
    }
}
