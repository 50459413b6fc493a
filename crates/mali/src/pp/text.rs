//! Mesa `lima_disasm` text for PP instructions (spec §11; Mesa 25.0.7's
//! `ir/pp/disasm.c`, the reference for both ISAs).

use std::fmt::Write;

use super::alu::{FloatAcc, FloatMul, Vec4Acc, Vec4Mul};
use super::branch::{Branch, Jump};
use super::combine::{Combine, CombineScalar, CombineScalarDest, CombineVector, CombineVectorDest};
use super::constant::Constant;
use super::field::Field;
use super::instruction::{Instruction, Located};
use super::opcode::{MulOp, OutputModifier};
use super::operand::{ScalarSource, VecSource};
use super::sampler::Sampler;
use super::temp_write::{FbRead, TempStore, TempWrite};
use super::uniform::UniformLoad;
use super::varying::{Varying, VaryingImmediate, VaryingSource};

const LANES: [char; 4] = ['x', 'y', 'z', 'w'];

fn swizzle(out: &mut String, swizzle: u8) {
    if swizzle == 0xE4 {
        return;
    }
    out.push('.');
    for i in 0..4 {
        out.push(LANES[(swizzle >> (2 * i) & 3) as usize]);
    }
}

fn mask(out: &mut String, mask: u8) {
    if mask == 0xF {
        return;
    }
    out.push('.');
    for (i, lane) in LANES.iter().enumerate() {
        if mask >> i & 1 == 1 {
            out.push(*lane);
        }
    }
}

/// A vec4 register name: `$3`, `^const0`, `^const1`, `^texture`, `^uniform`.
pub(crate) fn register(out: &mut String, reg: u8) {
    match reg {
        12 => out.push_str("^const0"),
        13 => out.push_str("^const1"),
        14 => out.push_str("^texture"),
        15 => out.push_str("^uniform"),
        n => {
            let _ = write!(out, "${n}");
        }
    }
}

/// `-` and `abs(…)` around an operand, as both source kinds carry them.
fn modified(out: &mut String, negate: bool, absolute: bool, operand: impl FnOnce(&mut String)) {
    if negate {
        out.push('-');
    }
    if absolute {
        out.push_str("abs(");
    }
    operand(out);
    if absolute {
        out.push(')');
    }
}

fn vec_source(out: &mut String, source: &VecSource, special: Option<&str>) {
    modified(out, source.negate, source.absolute, |out| {
        match special {
            Some(s) => out.push_str(s),
            None => register(out, source.register),
        }
        swizzle(out, source.swizzle);
    });
}

fn scalar_source(out: &mut String, source: &ScalarSource, special: Option<&str>) {
    modified(out, source.negate, source.absolute, |out| match special {
        Some(s) => out.push_str(s),
        None => {
            register(out, source.register >> 2);
            out.push('.');
            out.push(LANES[(source.register & 3) as usize]);
        }
    });
}

fn plain_scalar(out: &mut String, reg: u8) {
    scalar_source(
        out,
        &ScalarSource {
            register: reg,
            absolute: false,
            negate: false,
        },
        None,
    );
}

fn scalar_dest(out: &mut String, reg: u8) {
    let _ = write!(out, "${}.{} ", reg >> 2, LANES[(reg & 3) as usize]);
}

fn vec_dest(out: &mut String, reg: u8, write_mask: u8) {
    let _ = write!(out, "${reg}");
    mask(out, write_mask);
    out.push(' ');
}

fn outmod(out: &mut String, modifier: OutputModifier) {
    out.push_str(modifier.suffix());
}

/// Index printing shared by uniform loads and temp stores: the 16-bit index is read
/// as signed and divided with C's truncation.
fn signed_index(out: &mut String, index: u16, alignment: u8) {
    let i = index as i16 as i32;
    let _ = match alignment {
        2 => write!(out, " {i}"),
        1 => write!(out, " {}.{}", i / 2, if i & 1 == 1 { "zw" } else { "xy" }),
        _ => write!(out, " {}.{}", i / 4, LANES[(i & 3) as usize]),
    };
}

impl Varying {
    /// Appends the field's `lima_disasm` text to `out`.
    pub fn write_text(&self, out: &mut String) {
        out.push_str("load");
        if self.source_type < 2 && self.perspective != 0 {
            out.push_str(".perspective");
            out.push_str(match self.perspective {
                2 => ".z",
                3 => ".w",
                _ => ".unknown",
            });
        }
        out.push_str(".v ");
        if self.dest == 15 {
            out.push_str("^discard");
        } else {
            let _ = write!(out, "${}", self.dest);
        }
        mask(out, self.mask);
        out.push(' ');
        match (self.source_type, self.perspective) {
            (2, 0) | (2, 1) => {
                out.push_str("cube(");
                self.write_source(out);
                out.push(')');
            }
            (2, 2) => {
                out.push_str("normalize(");
                self.write_source(out);
                out.push(')');
            }
            (2, _) => out.push_str("gl_FragCoord"),
            (3, 0) => out.push_str("gl_PointCoord"),
            (3, _) => out.push_str("gl_FrontFacing"),
            _ => self.write_source(out),
        }
    }

    fn write_source(&self, out: &mut String) {
        match &self.source {
            VaryingSource::Register(r) => vec_source(out, &r.source.into(), None),
            VaryingSource::Immediate(VaryingImmediate {
                alignment,
                offset_vector,
                offset_scalar,
                index,
                ..
            }) => {
                let _ = match alignment {
                    0 => write!(out, "{}.{}", index >> 2, LANES[(index & 3) as usize]),
                    1 => write!(
                        out,
                        "{}.{}",
                        index >> 1,
                        if index & 1 == 1 { "zw" } else { "xy" }
                    ),
                    _ => write!(out, "{index}"),
                };
                if *offset_vector != 15 {
                    out.push('+');
                    plain_scalar(out, offset_vector << 2 | offset_scalar);
                }
            }
        }
    }
}

impl Sampler {
    /// Appends the field's `lima_disasm` text to `out`.
    pub fn write_text(&self, out: &mut String) {
        out.push_str("texld");
        if self.lod_bias_register {
            out.push_str(".b");
        }
        let _ = match self.texture_type() {
            0 => Ok(()),
            0x1f => write!(out, ".cube"),
            n => write!(out, "_t{n}"),
        };
        let _ = write!(out, " {}", self.index);
        if self.offset_en {
            out.push('+');
            plain_scalar(out, self.index_offset);
        }
        if self.lod_bias_register {
            out.push(' ');
            plain_scalar(out, self.lod_bias_reg);
        }
    }
}

impl UniformLoad {
    /// Appends the field's `lima_disasm` text to `out`.
    pub fn write_text(&self, out: &mut String) {
        out.push_str("load.");
        let _ = match self.source {
            0 => write!(out, "u"),
            3 => write!(out, "t"),
            n => write!(out, ".u{n}"),
        };
        signed_index(out, self.index, self.alignment);
        if self.offset_en {
            out.push('+');
            plain_scalar(out, self.offset_reg);
        }
    }
}

/// `name[.outmod].unit ` — how every ALU unit's text begins. Shifted multiplies
/// print as `mul` (the shift follows the first operand).
fn alu_head(out: &mut String, op: impl std::fmt::Display, modifier: OutputModifier, unit: &str) {
    let _ = write!(out, "{op}");
    outmod(out, modifier);
    out.push_str(unit);
    out.push(' ');
}

/// The multiplier's name (`mul` for every shift) and shift suffix.
fn mul_head(out: &mut String, op: MulOp, modifier: OutputModifier, unit: &str) {
    if op.shift() > 0 {
        alu_head(out, MulOp::Mul, modifier, unit);
    } else {
        alu_head(out, op, modifier, unit);
    }
}

impl Vec4Mul {
    /// Appends the field's `lima_disasm` text to `out`.
    pub fn write_text(&self, out: &mut String) {
        mul_head(out, self.op, self.outmod, ".v0");
        if self.mask != 0 {
            vec_dest(out, self.dest, self.mask);
        }
        vec_source(out, &self.arg0, None);
        if self.op.shift() > 0 {
            let _ = write!(out, "<<{}", self.op.shift());
        }
        // Mesa prints this separator even for one-source ops.
        out.push(' ');
        if self.op.shift() > 0 || self.op.sources() > 1 {
            vec_source(out, &self.arg1, None);
        }
    }
}

impl Vec4Acc {
    /// Appends the field's `lima_disasm` text to `out`.
    pub fn write_text(&self, out: &mut String) {
        alu_head(out, self.op, self.outmod, ".v1");
        if self.mask != 0 {
            vec_dest(out, self.dest, self.mask);
        }
        vec_source(out, &self.arg0, self.mul_in.then_some("^v0"));
        if self.op.sources() > 1 {
            out.push(' ');
            vec_source(out, &self.arg1, None);
        }
    }
}

impl FloatMul {
    /// Appends the field's `lima_disasm` text to `out`.
    pub fn write_text(&self, out: &mut String) {
        mul_head(out, self.op, self.outmod, ".s0");
        if self.output_en {
            scalar_dest(out, self.dest);
        }
        scalar_source(out, &self.arg0, None);
        if self.op.shift() > 0 {
            let _ = write!(out, "<<{}", self.op.shift());
        }
        if self.op.shift() > 0 || self.op.sources() > 1 {
            out.push(' ');
            scalar_source(out, &self.arg1, None);
        }
    }
}

impl FloatAcc {
    /// Appends the field's `lima_disasm` text to `out`.
    pub fn write_text(&self, out: &mut String) {
        alu_head(out, self.op.0, self.outmod, ".s1");
        if self.output_en {
            scalar_dest(out, self.dest);
        }
        scalar_source(out, &self.arg0, self.mul_in.then_some("^s0"));
        if self.op.0.sources() > 1 {
            out.push(' ');
            scalar_source(out, &self.arg1, None);
        }
    }
}

fn vec4_operand(out: &mut String, source: u8, swz: u8) {
    vec_source(
        out,
        &VecSource {
            register: source,
            swizzle: swz,
            absolute: false,
            negate: false,
        },
        None,
    );
}

impl Combine {
    /// Mesa 25.0.7 reads the combiner from its bits whatever the views: `dest_vec`
    /// with `arg1_en` is the scalar × vector `mul`; otherwise the scalar opcode names
    /// the op and `arg1_en` alone adds a scalar second operand. The destination is
    /// followed by one more space, and the line ends with the space before the
    /// (possibly absent) second operand.
    pub fn write_text(&self, out: &mut String) {
        let bits = self.encode();
        let dest_vec = Combine::DEST_VEC.get(bits) == 1;
        let arg1_en = Combine::SRC_VEC.get(bits) == 1;
        let scalar_op = CombineScalar::unpack(bits);
        let scalar_dest_view = CombineScalarDest::unpack(bits);
        let vector_dest = CombineVectorDest::unpack(bits);
        if dest_vec && arg1_en {
            out.push_str("mul");
        } else {
            let _ = write!(out, "{}", scalar_op.op);
        }
        if !dest_vec {
            outmod(out, scalar_dest_view.outmod);
        }
        out.push_str(".s2 ");
        if dest_vec {
            let _ = write!(out, "${}", vector_dest.dest);
            mask(out, vector_dest.mask);
        } else {
            scalar_dest(out, scalar_dest_view.dest);
        }
        out.push(' ');
        scalar_source(out, &self.arg0.into(), None);
        out.push(' ');
        if arg1_en {
            if dest_vec {
                let vector = CombineVector::unpack(bits);
                vec4_operand(out, vector.arg1_source, vector.arg1_swizzle);
            } else {
                scalar_source(out, &scalar_op.arg1.into(), None);
            }
        }
    }
}

impl TempWrite {
    /// Appends the field's `lima_disasm` text to `out`.
    pub fn write_text(&self, out: &mut String) {
        match self {
            TempWrite::FbRead(FbRead { color, dest, .. }) => {
                let _ = write!(
                    out,
                    "{} ${dest}",
                    if *color { "fb_color" } else { "fb_depth" }
                );
            }
            TempWrite::Store(TempStore {
                source,
                alignment,
                offset_reg,
                offset_en,
                index,
                ..
            }) => {
                out.push_str("store.t");
                signed_index(out, *index, *alignment);
                if *offset_en {
                    out.push('+');
                    plain_scalar(out, *offset_reg);
                }
                out.push(' ');
                if *alignment != 0 {
                    register(out, source >> 2);
                } else {
                    plain_scalar(out, *source);
                }
            }
        }
    }
}

const CONDITIONS: [&str; 8] = ["nv", "lt", "eq", "le", "gt", "ne", "ge", ""];

impl Branch {
    /// `offset` is the word offset of this instruction (targets are relative).
    pub fn write_text(&self, out: &mut String, offset: u32) {
        match self {
            Branch::Discard => out.push_str("discard"),
            Branch::Branch(Jump {
                arg1,
                arg0,
                cond_gt,
                cond_eq,
                cond_lt,
                target,
                ..
            }) => {
                out.push_str("branch");
                let cond = Branch::condition(*cond_lt, *cond_eq, *cond_gt);
                if cond != 7 {
                    let _ = write!(out, ".{} ", CONDITIONS[cond as usize]);
                    plain_scalar(out, *arg0);
                    out.push(' ');
                    plain_scalar(out, *arg1);
                }
                let _ = write!(out, " {}", target.wrapping_add(offset as i32));
            }
        }
    }
}

/// A binary16 value as C's `%f` prints it after promotion to double: six decimals
/// of the exact value rounded half to even, `inf`, `nan`, signs kept (`-0.000000`,
/// `-nan`). Integer arithmetic: a half is `m × 2^e` with an 11-bit `m`.
pub fn c_float(out: &mut String, h: u16) {
    let negative = h >> 15 == 1;
    let exponent = (h >> 10 & 0x1f) as i32;
    let mantissa = u64::from(h & 0x3ff);
    if exponent == 0x1f {
        out.push_str(match (negative, mantissa == 0) {
            (false, true) => "inf",
            (true, true) => "-inf",
            (false, false) => "nan",
            (true, false) => "-nan",
        });
        return;
    }
    let (m, e) = if exponent == 0 {
        (mantissa, -24)
    } else {
        (mantissa | 0x400, exponent - 25)
    };
    // value × 10^6, rounded half to even (exact: m × 10^6 < 2^32, e ≤ 5).
    let scaled = m * 1_000_000;
    let micros = if e >= 0 {
        scaled << e
    } else {
        let shift = -e as u32;
        let quotient = scaled >> shift;
        let rest = scaled & ((1 << shift) - 1);
        let half = 1 << (shift - 1);
        if rest > half || (rest == half && quotient & 1 == 1) {
            quotient + 1
        } else {
            quotient
        }
    };
    if negative {
        out.push('-');
    }
    let _ = write!(out, "{}.{:06}", micros / 1_000_000, micros % 1_000_000);
}

impl Constant {
    /// Appends the field's `lima_disasm` text to `out` as `const{number}`.
    pub fn write_text(&self, out: &mut String, number: u8) {
        let _ = write!(out, "const{number}");
        for h in self.0 {
            out.push(' ');
            c_float(out, h);
        }
    }
}

/// A field's text inside an instruction; `offset` is the instruction's word offset
/// (only branch targets depend on it).
trait FieldText {
    fn write_field(&self, out: &mut String, offset: u32);
}

macro_rules! field_text {
    ($($ty:ty),*) => {$(
        impl FieldText for $ty {
            fn write_field(&self, out: &mut String, _offset: u32) {
                self.write_text(out);
            }
        }
    )*};
}

field_text!(
    Varying,
    Sampler,
    UniformLoad,
    Vec4Mul,
    FloatMul,
    Vec4Acc,
    FloatAcc,
    Combine,
    TempWrite
);

impl FieldText for Branch {
    fn write_field(&self, out: &mut String, offset: u32) {
        self.write_text(out, offset);
    }
}

fn field<F: FieldText>(slot: &Option<F>) -> Option<&dyn FieldText> {
    slot.as_ref().map(|f| f as &dyn FieldText)
}

impl Instruction {
    /// The instruction body as `lima_disasm` prints it, without the `@ offset: `
    /// prefix and newline. `offset` is its word offset (for branch targets).
    pub fn write_text(&self, out: &mut String, offset: u32) {
        // Fields print in their bit order, comma-separated; the constants last,
        // numbered by slot.
        let fields: [Option<&dyn FieldText>; 10] = [
            field(&self.varying),
            field(&self.sampler),
            field(&self.uniform),
            field(&self.vec4_mul),
            field(&self.float_mul),
            field(&self.vec4_acc),
            field(&self.float_acc),
            field(&self.combine),
            field(&self.temp_write),
            field(&self.branch),
        ];
        let mut first = true;
        let mut sep = |out: &mut String| {
            if !first {
                out.push_str(", ");
            }
            first = false;
        };
        for f in fields.into_iter().flatten() {
            sep(out);
            f.write_field(out, offset);
        }
        for (number, c) in [&self.const0, &self.const1].into_iter().enumerate() {
            if let Some(c) = c {
                sep(out);
                c.write_text(out, number as u8);
            }
        }
        if self.control.sync {
            out.push_str(", sync");
        }
        if self.control.stop {
            out.push_str(", stop");
        }
    }

    /// The body as a new string.
    pub fn text(&self, offset: u32) -> String {
        let mut out = String::new();
        self.write_text(&mut out, offset);
        out
    }
}

/// One `lima_disasm` line: `@     0: body\n`.
pub fn write_line(out: &mut String, located: &Located) {
    let _ = write!(out, "@{:6}: ", located.offset);
    located.instruction.write_text(out, located.offset);
    out.push('\n');
}

/// A whole program as `lima_disasm` prints it.
pub fn program_text(program: &[Located]) -> String {
    let mut out = String::with_capacity(program.len() * 64);
    for located in program {
        write_line(&mut out, located);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pp::half_to_f32;

    /// Every binary16 value against Rust's exact fixed-precision formatting, which
    /// rounds half to even like glibc's `%f`.
    #[test]
    fn c_float_matches_exact_formatting_for_every_half() {
        let mut fast = String::new();
        for h in 0..=u16::MAX {
            fast.clear();
            c_float(&mut fast, h);
            let v = half_to_f32(h);
            let reference = if v.is_nan() {
                if v.is_sign_negative() { "-nan" } else { "nan" }.to_string()
            } else {
                format!("{:.6}", v as f64)
            };
            assert_eq!(fast, reference, "half 0x{h:04x}");
        }
    }
}
