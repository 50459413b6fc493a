//! A whole PP instruction: control word plus the fields it marks present, packed
//! bit-contiguously from word 1 in field order.

use gpubin_binfmt::{Error, Path, Result};
use serde::{Deserialize, Serialize};

use super::alu::{FloatAcc, FloatMul, Vec4Acc, Vec4Mul};
use super::bits;
use super::branch::Branch;
use super::combine::Combine;
use super::constant::Constant;
use super::control::Control;
use super::field::Field;
use super::sampler::Sampler;
use super::temp_write::TempWrite;
use super::uniform::UniformLoad;
use super::varying::Varying;

/// The twelve fields in their bit order in the control word (and in the code).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FieldKind {
    /// Field 0, varying load.
    Varying,
    /// Field 1, texture sampler.
    Sampler,
    /// Field 2, uniform load.
    Uniform,
    /// Field 3, vec4 multiply.
    Vec4Mul,
    /// Field 4, scalar multiply.
    FloatMul,
    /// Field 5, vec4 accumulate.
    Vec4Acc,
    /// Field 6, scalar accumulate.
    FloatAcc,
    /// Field 7, combine.
    Combine,
    /// Field 8, temporary write.
    TempWrite,
    /// Field 9, branch.
    Branch,
    /// Field 10, the first constant.
    Const0,
    /// Field 11, the second constant.
    Const1,
}

impl FieldKind {
    /// The twelve kinds in bit order.
    pub const ALL: [FieldKind; 12] = [
        FieldKind::Varying,
        FieldKind::Sampler,
        FieldKind::Uniform,
        FieldKind::Vec4Mul,
        FieldKind::FloatMul,
        FieldKind::Vec4Acc,
        FieldKind::FloatAcc,
        FieldKind::Combine,
        FieldKind::TempWrite,
        FieldKind::Branch,
        FieldKind::Const0,
        FieldKind::Const1,
    ];

    /// Width in bits.
    pub fn width(self) -> u32 {
        match self {
            FieldKind::Varying => Varying::WIDTH,
            FieldKind::Sampler => Sampler::WIDTH,
            FieldKind::Uniform => UniformLoad::WIDTH,
            FieldKind::Vec4Mul => Vec4Mul::WIDTH,
            FieldKind::FloatMul => FloatMul::WIDTH,
            FieldKind::Vec4Acc => Vec4Acc::WIDTH,
            FieldKind::FloatAcc => FloatAcc::WIDTH,
            FieldKind::Combine => Combine::WIDTH,
            FieldKind::TempWrite => TempWrite::WIDTH,
            FieldKind::Branch => Branch::WIDTH,
            FieldKind::Const0 | FieldKind::Const1 => Constant::WIDTH,
        }
    }

    /// The hardware name: `vec4_mul`.
    pub fn name(self) -> &'static str {
        match self {
            FieldKind::Varying => "varying",
            FieldKind::Sampler => "sampler",
            FieldKind::Uniform => "uniform",
            FieldKind::Vec4Mul => "vec4_mul",
            FieldKind::FloatMul => "float_mul",
            FieldKind::Vec4Acc => "vec4_acc",
            FieldKind::FloatAcc => "float_acc",
            FieldKind::Combine => "combine",
            FieldKind::TempWrite => "temp_write",
            FieldKind::Branch => "branch",
            FieldKind::Const0 => "const0",
            FieldKind::Const1 => "const1",
        }
    }

    /// Total field bits for a presence mask.
    pub fn total_width(fields: u16) -> u32 {
        FieldKind::ALL
            .iter()
            .enumerate()
            .filter(|(i, _)| fields >> i & 1 == 1)
            .map(|(_, k)| k.width())
            .sum()
    }

    /// Words an instruction with this presence mask needs, control word included.
    pub fn words_needed(fields: u16) -> u32 {
        1 + FieldKind::total_width(fields).div_ceil(32)
    }
}

/// One decoded PP instruction. Every bit of the encoding is kept, so
/// `encode(decode(words)) == words`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Instruction {
    /// The control word.
    pub control: Control,
    /// Field 0, when present.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub varying: Option<Varying>,
    /// Field 1, when present.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sampler: Option<Sampler>,
    /// Field 2, when present.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub uniform: Option<UniformLoad>,
    /// Field 3, when present.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vec4_mul: Option<Vec4Mul>,
    /// Field 4, when present.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub float_mul: Option<FloatMul>,
    /// Field 5, when present.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vec4_acc: Option<Vec4Acc>,
    /// Field 6, when present.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub float_acc: Option<FloatAcc>,
    /// Field 7, when present.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub combine: Option<Combine>,
    /// Field 8, when present.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub temp_write: Option<TempWrite>,
    /// Field 9, when present.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub branch: Option<Branch>,
    /// Field 10, when present.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub const0: Option<Constant>,
    /// Field 11, when present.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub const1: Option<Constant>,
    /// Bits after the last field up to the end of its word (zero from compilers),
    /// from bit 0.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub padding: u32,
    /// Words the count covers beyond the fields.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub extra_words: Vec<u32>,
}

fn is_zero(v: &u32) -> bool {
    *v == 0
}

/// Calls `$each!(Kind, slot)` for every field in bit order, so decode, encode and
/// the presence mask walk the same list.
macro_rules! each_field {
    ($each:ident) => {
        $each!(Varying, varying);
        $each!(Sampler, sampler);
        $each!(Uniform, uniform);
        $each!(Vec4Mul, vec4_mul);
        $each!(FloatMul, float_mul);
        $each!(Vec4Acc, vec4_acc);
        $each!(FloatAcc, float_acc);
        $each!(Combine, combine);
        $each!(TempWrite, temp_write);
        $each!(Branch, branch);
        $each!(Const0, const0);
        $each!(Const1, const1);
    };
}

fn decode_field<F: Field>(words: &[u32], at: &mut usize) -> F {
    let value = bits::read(words, *at, F::WIDTH);
    *at += F::WIDTH as usize;
    F::decode(value)
}

fn encode_field<F: Field>(field: &Option<F>, words: &mut [u32], at: &mut usize) {
    if let Some(f) = field {
        bits::write(words, *at, F::WIDTH, f.encode());
        *at += F::WIDTH as usize;
    }
}

/// Why words starting at a control word cannot hold an instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LengthError {
    /// No words at all.
    #[error("no control word")]
    NoControlWord,
    /// The control word's count is 0.
    #[error("control word 0x{control:08x} has count 0")]
    ZeroCount {
        /// The control word.
        control: u32,
    },
    /// The count is smaller than the fields the control word announces.
    #[error("control word 0x{control:08x} has count {count}, but its fields need {needed} words")]
    TooShort {
        /// The control word.
        control: u32,
        /// Its count of words.
        count: usize,
        /// Words its fields take, the control word included.
        needed: usize,
    },
    /// The count reaches past the words given.
    #[error("control word 0x{control:08x} has count {count}, but only {remain} words remain")]
    PastEnd {
        /// The control word.
        control: u32,
        /// Its count of words.
        count: usize,
        /// Words left, the control word included.
        remain: usize,
    },
}

impl LengthError {
    fn code(self) -> &'static str {
        match self {
            LengthError::NoControlWord => "mali-pp-no-control-word",
            LengthError::ZeroCount { .. } => "mali-pp-zero-count",
            LengthError::TooShort { .. } => "mali-pp-count-too-short",
            LengthError::PastEnd { .. } => "mali-pp-count-past-end",
        }
    }
}

/// A rule of PP code that bytes break, carried by
/// [`gpubin_binfmt::ErrorKind::Rule`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PpRule {
    /// Code whose size is not whole words.
    #[error("code size {len} is not a multiple of 4 bytes")]
    CodeSize {
        /// Bytes of code.
        len: usize,
    },
    /// The one instruction [`Instruction::decode`] was given has no valid length.
    #[error("{0}")]
    Length(LengthError),
    /// An instruction of a program has no valid length.
    #[error("PP instruction at word {word}: {problem}")]
    ProgramLength {
        /// Its offset in words from the start of the code.
        word: usize,
        /// What is wrong with its length.
        problem: LengthError,
    },
}

impl gpubin_binfmt::FormatRule for PpRule {
    fn code(&self) -> &'static str {
        match *self {
            PpRule::CodeSize { .. } => "mali-pp-code-size",
            PpRule::Length(problem) | PpRule::ProgramLength { problem, .. } => problem.code(),
        }
    }
}

impl Instruction {
    /// Why `words` (starting at a control word) cannot hold an instruction, or its
    /// length in words.
    fn length(words: &[u32]) -> std::result::Result<usize, LengthError> {
        let Some(&control) = words.first() else {
            return Err(LengthError::NoControlWord);
        };
        let count = Control::count(control) as usize;
        let needed = FieldKind::words_needed(Control::fields(control)) as usize;
        if count == 0 {
            return Err(LengthError::ZeroCount { control });
        }
        if count < needed {
            return Err(LengthError::TooShort {
                control,
                count,
                needed,
            });
        }
        if count > words.len() {
            return Err(LengthError::PastEnd {
                control,
                count,
                remain: words.len(),
            });
        }
        Ok(count)
    }

    /// Decodes the instruction at the start of `words`; the error offset is a byte
    /// offset relative to `words`.
    pub fn decode(words: &[u32]) -> Result<Instruction> {
        let count =
            Self::length(words).map_err(|m| Error::rule(0, Path::root(), PpRule::Length(m)))?;
        Ok(Self::decode_unchecked(&words[..count]))
    }

    /// Decodes an instruction whose length [`Instruction::length`] accepted.
    fn decode_unchecked(words: &[u32]) -> Instruction {
        let control_word = words[0];
        let present = Control::fields(control_word);
        let has = |k: FieldKind| present >> (k as u32) & 1 == 1;
        let body = &words[1..];
        let mut at = 0usize;
        let mut instruction = Instruction {
            control: Control::decode(control_word),
            ..Instruction::default()
        };
        macro_rules! field {
            ($kind:ident, $slot:ident) => {
                if has(FieldKind::$kind) {
                    instruction.$slot = Some(decode_field(body, &mut at));
                }
            };
        }
        each_field!(field);
        let field_words = at.div_ceil(32);
        if at % 32 != 0 {
            instruction.padding = body[at / 32] >> (at % 32);
        }
        instruction.extra_words = body[field_words..].to_vec();
        instruction
    }

    /// The presence mask of the control word.
    pub fn fields(&self) -> u16 {
        let mut mask = 0u16;
        macro_rules! present {
            ($kind:ident, $slot:ident) => {
                mask |= (self.$slot.is_some() as u16) << (FieldKind::$kind as u32);
            };
        }
        each_field!(present);
        mask
    }

    /// Length in words (the control word's count).
    pub fn count(&self) -> u32 {
        FieldKind::words_needed(self.fields()) + self.extra_words.len() as u32
    }

    /// Appends the encoded words to `out`.
    pub fn encode_into(&self, out: &mut Vec<u32>) {
        let fields = self.fields();
        let count = self.count();
        let start = out.len();
        let field_bits = FieldKind::total_width(fields) as usize;
        out.push(self.control.encode(count, fields));
        out.resize(start + 1 + field_bits.div_ceil(32), 0);
        let body = &mut out[start + 1..];
        let mut at = 0usize;
        macro_rules! field {
            ($kind:ident, $slot:ident) => {
                encode_field(&self.$slot, body, &mut at);
            };
        }
        each_field!(field);
        if at % 32 != 0 {
            let pad = 32 - (at % 32) as u32;
            bits::write(body, at, pad, self.padding.into());
        }
        out.extend_from_slice(&self.extra_words);
    }

    /// Encodes to words, the control word first.
    pub fn encode(&self) -> Vec<u32> {
        let mut out = Vec::with_capacity(self.count() as usize);
        self.encode_into(&mut out);
        out
    }
}

/// An instruction and its word offset in the program.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Located {
    /// Offset in words from the start of the code.
    pub offset: u32,
    /// Length in words (the control word's count).
    #[serde(default)]
    pub words: u32,
    /// The instruction.
    #[serde(flatten)]
    pub instruction: Instruction,
}

/// Reads little-endian code bytes as words; `base` and `path` locate errors.
pub fn code_words(code: &[u8], base: usize, path: &Path) -> Result<Vec<u32>> {
    if code.len() % 4 != 0 {
        return Err(Error::rule(
            base + code.len() - code.len() % 4,
            path.clone(),
            PpRule::CodeSize { len: code.len() },
        ));
    }
    Ok(code
        .chunks_exact(4)
        .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
        .collect())
}

/// Decodes a whole PP program. `base` is the byte offset of the code in its file and
/// `path` its chunk path, for errors.
pub fn decode_program(code: &[u8], base: usize, path: &Path) -> Result<Vec<Located>> {
    let words = code_words(code, base, path)?;
    let mut program = Vec::new();
    let mut offset = 0usize;
    while offset < words.len() {
        let rest = &words[offset..];
        let count = Instruction::length(rest).map_err(|problem| {
            Error::rule(
                base + 4 * offset,
                path.clone(),
                PpRule::ProgramLength {
                    word: offset,
                    problem,
                },
            )
        })?;
        program.push(Located {
            offset: offset as u32,
            words: count as u32,
            instruction: Instruction::decode_unchecked(&rest[..count]),
        });
        offset += count;
    }
    Ok(program)
}

/// Encodes a program (offsets are ignored: instructions are laid out in order).
pub fn encode_program(program: &[Instruction]) -> Vec<u32> {
    let mut out = Vec::new();
    for instruction in program {
        instruction.encode_into(&mut out);
    }
    out
}
