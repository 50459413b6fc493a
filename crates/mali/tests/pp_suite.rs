//! Generated PP suite: every opcode of every unit and every field at its boundary
//! values. Instructions are packed here from the spec's bit tables (§9) with a
//! test-local packer, and the expected text is written from the printing rules of
//! §11, independently of the library's own tables.

use gpubin_binfmt::Path;
use gpubin_mali::pp;

/// Field widths in field order (§9).
const WIDTHS: [u32; 12] = [34, 62, 41, 43, 30, 44, 31, 30, 41, 73, 64, 64];
const VARYING: usize = 0;
const SAMPLER: usize = 1;
const UNIFORM: usize = 2;
const VEC4_MUL: usize = 3;
const FLOAT_MUL: usize = 4;
const VEC4_ACC: usize = 5;
const FLOAT_ACC: usize = 6;
const COMBINE: usize = 7;
const TEMP_WRITE: usize = 8;
const BRANCH: usize = 9;
const CONST0: usize = 10;
const CONST1: usize = 11;

const STOP: u32 = 1 << 5;
const SYNC: u32 = 1 << 6;

/// Packs `(lo, width, value)` parts into one field value.
fn bits(parts: &[(u32, u32, u128)]) -> u128 {
    parts.iter().fold(0, |acc, (lo, width, value)| {
        assert!(
            *value < 1u128 << width,
            "value {value} wider than {width} bits"
        );
        acc | value << lo
    })
}

/// Packs a whole instruction: control word (count computed, `flags` or-ed in) and
/// the fields bit-contiguously from word 1.
fn instruction(fields: &[(usize, u128)], flags: u32) -> Vec<u32> {
    let mut sorted = fields.to_vec();
    sorted.sort_by_key(|f| f.0);
    let total: u32 = sorted.iter().map(|(i, _)| WIDTHS[*i]).sum();
    let count = 1 + total.div_ceil(32);
    let mask: u32 = sorted.iter().map(|(i, _)| 1u32 << i).sum();
    let mut words = vec![0u32; count as usize];
    words[0] = count | mask << 7 | flags;
    let mut at = 32u32;
    for (i, value) in sorted {
        for b in 0..WIDTHS[i] {
            if value >> b & 1 == 1 {
                let bit = at + b;
                words[(bit / 32) as usize] |= 1 << (bit % 32);
            }
        }
        at += WIDTHS[i];
    }
    words
}

/// The instruction body as printed at word offset `offset`.
fn text_at(words: &[u32], offset: u32) -> String {
    let mut padded = vec![0u32; offset as usize];
    // Fill the gap with 1-word empty instructions so the instruction sits at `offset`.
    for w in padded.iter_mut() {
        *w = 1;
    }
    padded.extend_from_slice(words);
    let bytes: Vec<u8> = padded.iter().flat_map(|w| w.to_le_bytes()).collect();
    let text = pp::disassemble(&bytes, 0, &Path::root()).unwrap();
    let line = text.lines().last().unwrap().to_string();
    let prefix = format!("@{offset:6}: ");
    assert!(line.starts_with(&prefix), "{line}");
    line[prefix.len()..].to_string()
}

fn text(fields: &[(usize, u128)], flags: u32) -> String {
    let words = instruction(fields, flags);
    // Round trip through the model on the way.
    let decoded = pp::Instruction::decode(&words).unwrap();
    assert_eq!(decoded.encode(), words);
    text_at(&words, 0)
}

fn one(field: usize, value: u128) -> String {
    text(&[(field, value)], 0)
}

// ---- operands --------------------------------------------------------------------

/// vec4 source bits: register[0:3] swizzle[4:11] abs[12] neg[13].
fn vsrc(reg: u128, swizzle: u128, abs: bool, neg: bool) -> u128 {
    bits(&[
        (0, 4, reg),
        (4, 8, swizzle),
        (12, 1, abs as u128),
        (13, 1, neg as u128),
    ])
}

/// scalar source bits: register[0:5] abs[6] neg[7].
fn ssrc(reg: u128, abs: bool, neg: bool) -> u128 {
    bits(&[(0, 6, reg), (6, 1, abs as u128), (7, 1, neg as u128)])
}

const REG_NAMES: [&str; 16] = [
    "$0", "$1", "$2", "$3", "$4", "$5", "$6", "$7", "$8", "$9", "$10", "$11", "^const0", "^const1",
    "^texture", "^uniform",
];
const LANE: [&str; 4] = ["x", "y", "z", "w"];
const OUTMODS: [&str; 4] = ["", ".sat", ".pos", ".int"];

fn vec4_alu(arg0: u128, arg1: u128, dest: u128, mask: u128, outmod: u128, op: u128) -> u128 {
    bits(&[
        (0, 14, arg0),
        (14, 14, arg1),
        (28, 4, dest),
        (32, 4, mask),
        (36, 2, outmod),
        (38, 5, op),
    ])
}

fn scalar_alu(arg0: u128, arg1: u128, dest: u128, output_en: bool, outmod: u128, op: u128) -> u128 {
    bits(&[
        (0, 8, arg0),
        (8, 8, arg1),
        (16, 6, dest),
        (22, 1, output_en as u128),
        (23, 2, outmod),
        (25, 5, op),
    ])
}

/// (name, sources) of the mul units (§9 "Ops"), `None` for unnamed opcodes.
fn spec_mul_op(op: u32) -> Option<(&'static str, u32)> {
    Some(match op {
        0..=7 => ("mul", 2),
        8 => ("not", 1),
        9 => ("and", 2),
        10 => ("or", 2),
        11 => ("xor", 2),
        12 => ("ne", 2),
        13 => ("gt", 2),
        14 => ("ge", 2),
        15 => ("eq", 2),
        16 => ("min", 2),
        17 => ("max", 2),
        31 => ("mov", 1),
        _ => return None,
    })
}

fn spec_acc_op(op: u32, vector: bool) -> Option<(&'static str, u32)> {
    Some(match op {
        0 => ("add", 2),
        4 => ("fract", 1),
        8 => ("ne", 2),
        9 => ("gt", 2),
        10 => ("ge", 2),
        11 => ("eq", 2),
        12 => ("floor", 1),
        13 => ("ceil", 1),
        14 => ("min", 2),
        15 => ("max", 2),
        16 if vector => ("sum3", 1),
        17 if vector => ("sum4", 1),
        20 => ("dFdx", 2),
        21 => ("dFdy", 2),
        23 => ("sel", 2),
        31 => ("mov", 1),
        _ => return None,
    })
}

fn name_and_sources(info: Option<(&'static str, u32)>, op: u32) -> (String, u32) {
    match info {
        Some((n, s)) => (n.to_string(), s),
        None => (format!("op{op}"), 0),
    }
}

// ---- every opcode ------------------------------------------------------------------

#[test]
fn vec4_mul_every_opcode_and_outmod() {
    for op in 0..32u32 {
        for outmod in 0..4u32 {
            let field = vec4_alu(
                vsrc(1, 0x00, false, false),
                vsrc(2, 0xE4, false, false),
                3,
                0xF,
                outmod.into(),
                op.into(),
            );
            let (name, sources) = name_and_sources(spec_mul_op(op), op);
            let shift = if (1..=7).contains(&op) {
                format!("<<{op}")
            } else {
                String::new()
            };
            let arg1 = if sources > 1 { "$2" } else { "" };
            let expected = format!(
                "{name}{}.v0 $3 $1.xxxx{shift} {arg1}",
                OUTMODS[outmod as usize]
            );
            assert_eq!(one(VEC4_MUL, field), expected, "op {op} outmod {outmod}");
        }
    }
}

#[test]
fn vec4_acc_every_opcode_and_outmod() {
    for op in 0..32u32 {
        for outmod in 0..4u32 {
            let field = vec4_alu(
                vsrc(4, 0x1B, false, false),
                vsrc(5, 0xE4, false, false),
                11,
                0x5,
                outmod.into(),
                op.into(),
            );
            let (name, sources) = name_and_sources(spec_acc_op(op, true), op);
            let arg1 = if sources > 1 { " $5" } else { "" };
            let expected = format!("{name}{}.v1 $11.xz $4.wzyx{arg1}", OUTMODS[outmod as usize]);
            assert_eq!(one(VEC4_ACC, field), expected, "op {op} outmod {outmod}");
        }
    }
}

#[test]
fn float_mul_every_opcode_and_outmod() {
    for op in 0..32u32 {
        for outmod in 0..4u32 {
            let field = scalar_alu(
                ssrc(5, false, false),
                ssrc(50, false, true),
                7,
                true,
                outmod.into(),
                op.into(),
            );
            let (name, sources) = name_and_sources(spec_mul_op(op), op);
            let shift = if (1..=7).contains(&op) {
                format!("<<{op}")
            } else {
                String::new()
            };
            let arg1 = if sources > 1 { " -^const0.z" } else { "" };
            let expected = format!(
                "{name}{}.s0 $1.w $1.y{shift}{arg1}",
                OUTMODS[outmod as usize]
            );
            assert_eq!(one(FLOAT_MUL, field), expected, "op {op} outmod {outmod}");
        }
    }
}

#[test]
fn float_acc_every_opcode_and_outmod() {
    for op in 0..32u32 {
        for outmod in 0..4u32 {
            let field = scalar_alu(
                ssrc(0, true, false),
                ssrc(63, false, false),
                47,
                true,
                outmod.into(),
                op.into(),
            );
            let (name, sources) = name_and_sources(spec_acc_op(op, false), op);
            let arg1 = if sources > 1 { " ^uniform.w" } else { "" };
            let expected = format!(
                "{name}{}.s1 $11.w abs($0.x){arg1}",
                OUTMODS[outmod as usize]
            );
            assert_eq!(one(FLOAT_ACC, field), expected, "op {op} outmod {outmod}");
        }
    }
}

/// Combiner scalar bits: dest_vec[0] src_vec[1] op[2:5] arg1 abs[6] neg[7] src[8:13]
/// arg0 abs[14] neg[15] src[16:21] outmod[22:23] dest[24:29].
fn combine_scalar(op: u128, arg1: u128, arg0: u128, outmod: u128, dest: u128) -> u128 {
    bits(&[
        (2, 4, op),
        (8, 6, arg1),
        (16, 6, arg0),
        (22, 2, outmod),
        (24, 6, dest),
    ])
}

#[test]
fn combine_every_opcode_and_outmod() {
    const NAMES: [&str; 10] = [
        "rcp", "mov", "sqrt", "rsqrt", "exp2", "log2", "sin", "cos", "atan", "atan2",
    ];
    for op in 0..16u32 {
        for outmod in 0..4u32 {
            let field = combine_scalar(op.into(), 6, 9, outmod.into(), 63);
            let name = NAMES
                .get(op as usize)
                .map(|n| n.to_string())
                .unwrap_or(format!("op{op}"));
            // Mesa 25.0.7: the scalar destination keeps its trailing space before the
            // separator, and the line ends with the space before the absent arg1.
            let expected = format!("{name}{}.s2 $15.w  $2.y ", OUTMODS[outmod as usize]);
            assert_eq!(one(COMBINE, field), expected, "op {op} outmod {outmod}");
            // arg1_en prints the scalar second operand, whatever the op.
            let with_arg1 = field | 1 << 1;
            let expected = format!("{name}{}.s2 $15.w  $2.y $1.z", OUTMODS[outmod as usize]);
            assert_eq!(one(COMBINE, with_arg1), expected, "op {op} outmod {outmod}");
        }
    }
}

#[test]
fn combine_vector_views() {
    // dest_vec + src_vec: scalar × vector multiply; mask[22:25] dest[26:29].
    let mul = bits(&[
        (0, 1, 1),
        (1, 1, 1),
        (2, 8, 0x00),
        (10, 4, 13),
        (14, 1, 1),
        (15, 1, 1),
        (16, 6, 4),
        (22, 4, 0x3),
        (26, 4, 2),
    ]);
    assert_eq!(one(COMBINE, mul), "mul.s2 $2.xy -abs($1.x) ^const1.xxxx");
    // arg1_en only: Mesa 25.0.7 reads bits 2–13 as the scalar view (op 4 exp2, arg1
    // neg with register 3), not as a vector operand.
    let atan = bits(&[(1, 1, 1), (2, 8, 0xE4), (10, 4, 0), (22, 2, 1), (24, 6, 1)]);
    assert_eq!(one(COMBINE, atan), "exp2.sat.s2 $0.y  $0.x -$0.w");
    // dest_vec only: a scalar op with a vector destination; no outmod printed.
    let vdest = bits(&[(0, 1, 1), (2, 4, 3), (16, 6, 8), (22, 4, 0xF), (26, 4, 11)]);
    assert_eq!(one(COMBINE, vdest), "rsqrt.s2 $11 $2.x ");
}

// ---- registers, swizzles, masks, modifiers -------------------------------------------

#[test]
fn every_vec4_register_and_modifier() {
    for reg in 0..16u32 {
        for (abs, neg) in [(false, false), (true, false), (false, true), (true, true)] {
            let field = vec4_alu(vsrc(reg.into(), 0xE4, abs, neg), 0, 0, 0xF, 0, 31);
            let mut src = REG_NAMES[reg as usize].to_string();
            if abs {
                src = format!("abs({src})");
            }
            if neg {
                src = format!("-{src}");
            }
            assert_eq!(one(VEC4_MUL, field), format!("mov.v0 $0 {src} "));
        }
    }
}

#[test]
fn every_scalar_register() {
    for reg in 0..64u32 {
        let field = scalar_alu(ssrc(reg.into(), false, false), 0, reg.into(), true, 0, 31);
        let expected = format!(
            "mov.s0 ${}.{} {}.{}",
            reg >> 2,
            LANE[(reg & 3) as usize],
            REG_NAMES[(reg >> 2) as usize],
            LANE[(reg & 3) as usize]
        );
        assert_eq!(one(FLOAT_MUL, field), expected);
    }
}

#[test]
fn swizzles_and_masks() {
    let cases: [(u128, u128, &str); 6] = [
        (0xE4, 0xF, "mov.v1 $0 $1"),
        (0x00, 0x1, "mov.v1 $0.x $1.xxxx"),
        (0xFF, 0x8, "mov.v1 $0.w $1.wwww"),
        (0x1B, 0xA, "mov.v1 $0.yw $1.wzyx"),
        (0x39, 0x7, "mov.v1 $0.xyz $1.yzwx"),
        (0xE4, 0x0, "mov.v1 $1"),
    ];
    for (swizzle, mask, expected) in cases {
        let field = vec4_alu(vsrc(1, swizzle, false, false), 0, 0, mask, 0, 31);
        assert_eq!(one(VEC4_ACC, field), expected);
    }
    // mask 0 on the multiplier: no destination (the result feeds .v1).
    let field = vec4_alu(
        vsrc(1, 0xE4, false, false),
        vsrc(2, 0xE4, true, true),
        5,
        0,
        0,
        0,
    );
    assert_eq!(one(VEC4_MUL, field), "mul.v0 $1 -abs($2)");
}

#[test]
fn pipeline_inputs_and_disabled_outputs() {
    // vec4_acc mul_in[43]: ^v0 keeps its swizzle; float_acc mul_in[30]: ^s0 only.
    let v = vec4_alu(
        vsrc(7, 0x00, false, true),
        vsrc(3, 0xE4, false, false),
        1,
        0xF,
        0,
        0,
    ) | 1 << 43;
    assert_eq!(one(VEC4_ACC, v), "add.v1 $1 -^v0.xxxx $3");
    let s = scalar_alu(ssrc(9, true, false), ssrc(2, false, false), 4, false, 0, 0) | 1 << 30;
    assert_eq!(one(FLOAT_ACC, s), "add.s1 abs(^s0) $0.z");
    let m = scalar_alu(ssrc(9, false, false), ssrc(2, false, false), 4, false, 0, 2);
    assert_eq!(one(FLOAT_MUL, m), "mul.s0 $2.y<<2 $0.z");
}

// ---- varying ------------------------------------------------------------------------

#[allow(clippy::too_many_arguments)] // one per spec field
/// Immediate view: perspective[0:1] source_type[2:3] alignment[5:6]
/// offset_vector[10:13] offset_scalar[16:17] index[18:23] dest[24:27] mask[28:31].
fn varying_imm(
    perspective: u128,
    source_type: u128,
    alignment: u128,
    offset_vector: u128,
    offset_scalar: u128,
    index: u128,
    dest: u128,
    mask: u128,
) -> u128 {
    bits(&[
        (0, 2, perspective),
        (2, 2, source_type),
        (5, 2, alignment),
        (10, 4, offset_vector),
        (16, 2, offset_scalar),
        (18, 6, index),
        (24, 4, dest),
        (28, 4, mask),
    ])
}

/// Register view: normalize[6] source[10:13] negate[14] absolute[15] swizzle[16:23].
fn varying_reg(
    perspective: u128,
    source_type: u128,
    source: u128,
    neg: bool,
    abs: bool,
    swizzle: u128,
) -> u128 {
    bits(&[
        (0, 2, perspective),
        (2, 2, source_type),
        (10, 4, source),
        (14, 1, neg as u128),
        (15, 1, abs as u128),
        (16, 8, swizzle),
        (24, 4, 2),
        (28, 4, 0xF),
    ])
}

#[test]
fn varying_indices_alignments_offsets() {
    let cases: [(u128, u128, u128, u128, u128, u128, &str); 9] = [
        // alignment, offset_vector, offset_scalar, index, dest, mask
        (0, 15, 0, 0, 0, 0xF, "load.v $0 0.x"),
        (0, 15, 0, 63, 11, 0x1, "load.v $11.x 15.w"),
        (1, 15, 0, 62, 1, 0x3, "load.v $1.xy 31.xy"),
        (1, 15, 0, 63, 1, 0xC, "load.v $1.zw 31.zw"),
        (2, 15, 0, 63, 15, 0xF, "load.v ^discard 63"),
        (3, 15, 0, 5, 0, 0xF, "load.v $0 5"),
        (2, 0, 0, 1, 0, 0xF, "load.v $0 1+$0.x"),
        (2, 14, 3, 1, 0, 0xF, "load.v $0 1+^texture.w"),
        (0, 12, 2, 6, 0, 0xF, "load.v $0 1.z+^const0.z"),
    ];
    for (alignment, ov, os, index, dest, mask, expected) in cases {
        let field = varying_imm(0, 0, alignment, ov, os, index, dest, mask);
        assert_eq!(one(VARYING, field), expected);
    }
}

#[test]
fn varying_every_source_type_and_perspective() {
    let imm = |p: u128, t: u128| varying_imm(p, t, 2, 15, 0, 3, 2, 0xF);
    let reg = |p: u128, t: u128| varying_reg(p, t, 13, true, true, 0x1B);
    let cases: [(u128, &str); 16] = [
        (imm(0, 0), "load.v $2 3"),
        (imm(1, 0), "load.perspective.unknown.v $2 3"),
        (imm(2, 0), "load.perspective.z.v $2 3"),
        (imm(3, 0), "load.perspective.w.v $2 3"),
        (reg(0, 1), "load.v $2 -abs(^const1.wzyx)"),
        (
            reg(1, 1),
            "load.perspective.unknown.v $2 -abs(^const1.wzyx)",
        ),
        (reg(2, 1), "load.perspective.z.v $2 -abs(^const1.wzyx)"),
        (reg(3, 1), "load.perspective.w.v $2 -abs(^const1.wzyx)"),
        (imm(0, 2), "load.v $2 cube(3)"),
        (reg(1, 2), "load.v $2 cube(-abs(^const1.wzyx))"),
        (reg(2, 2), "load.v $2 normalize(-abs(^const1.wzyx))"),
        (imm(3, 2), "load.v $2 gl_FragCoord"),
        (imm(0, 3), "load.v $2 gl_PointCoord"),
        (imm(1, 3), "load.v $2 gl_FrontFacing"),
        (imm(2, 3), "load.v $2 gl_FrontFacing"),
        (imm(3, 3), "load.v $2 gl_FrontFacing"),
    ];
    for (field, expected) in cases {
        assert_eq!(one(VARYING, field), expected);
    }
}

// ---- sampler, uniform, temp_write ---------------------------------------------------

/// lod_bias_reg[0:5] index_offset[6:11] explicit_lod[17] lod_bias_register[18]
/// constant_lod_bias[20:28] offset_en[29] index[30:41] tail[42:61].
fn sampler(
    bias_reg: u128,
    index_offset: u128,
    bias_register: bool,
    bias: i32,
    offset_en: bool,
    index: u128,
) -> u128 {
    bits(&[
        (0, 6, bias_reg),
        (6, 6, index_offset),
        (18, 1, bias_register as u128),
        (20, 9, (bias as u32 & 0x1ff) as u128),
        (29, 1, offset_en as u128),
        (30, 12, index),
        (42, 20, 0x39001),
    ])
}

#[test]
fn sampler_boundaries() {
    let cases: [(u128, &str); 7] = [
        (sampler(0, 0, false, 0, false, 0), "texld 0"),
        (sampler(0, 0, false, 0, false, 4095), "texld 4095"),
        (sampler(0, 0, false, -1, false, 1), "texld.cube 1"),
        (sampler(0, 0, false, -256, false, 1), "texld_t16 1"),
        (sampler(0, 0, false, 255, false, 1), "texld_t15 1"),
        (
            sampler(63, 0, true, 16, false, 2),
            "texld.b_t1 2 ^uniform.w",
        ),
        (sampler(5, 48, true, 0, true, 7), "texld.b 7+^const0.x $1.y"),
    ];
    for (field, expected) in cases {
        assert_eq!(one(SAMPLER, field), expected);
    }
    // Mesa 25.0.7 reads bits [24:28] as the texture type (0x1F cube); bits [20:23],
    // explicit_lod and the tail are not printed.
    let plain = sampler(0, 0, false, 0, false, 3) | 1 << 17;
    assert_eq!(one(SAMPLER, plain), "texld 3");
}

/// source[0:1] alignment[10:11] offset_reg[18:23] offset_en[24] index[25:40].
fn uniform(source: u128, alignment: u128, offset_reg: u128, offset_en: bool, index: u128) -> u128 {
    bits(&[
        (0, 2, source),
        (10, 2, alignment),
        (18, 6, offset_reg),
        (24, 1, offset_en as u128),
        (25, 16, index),
    ])
}

#[test]
fn uniform_boundaries() {
    let cases: [(u128, &str); 14] = [
        (uniform(0, 0, 0, false, 0), "load.u 0.x"),
        (uniform(0, 0, 0, false, 7), "load.u 1.w"),
        (uniform(0, 1, 0, false, 5), "load.u 2.zw"),
        (uniform(0, 1, 0, false, 4), "load.u 2.xy"),
        (uniform(0, 2, 0, false, 9), "load.u 9"),
        (uniform(0, 3, 0, false, 9), "load.u 2.y"),
        (uniform(3, 2, 0, false, 1), "load.t 1"),
        (uniform(1, 2, 0, false, 1), "load..u1 1"),
        (uniform(2, 2, 0, false, 1), "load..u2 1"),
        (uniform(0, 2, 0, false, 0x7fff), "load.u 32767"),
        (uniform(0, 2, 0, false, 0x8000), "load.u -32768"),
        // C division truncates toward zero; the lane comes from the low bits.
        (uniform(0, 0, 0, false, 0xffff), "load.u 0.w"),
        (uniform(0, 1, 0, false, 0xfffd), "load.u -1.zw"),
        (uniform(0, 2, 63, true, 2), "load.u 2+^uniform.w"),
    ];
    for (field, expected) in cases {
        assert_eq!(one(UNIFORM, field), expected);
    }
}

/// Store view: dest[0:1] source[4:9] alignment[10:11] offset_reg[18:23] offset_en[24]
/// index[25:40]; fb_read: source[0] marker[1:5] = 7 dest[6:9].
#[test]
fn temp_write_and_fb_read() {
    let store = |source: u128, alignment: u128, offset_en: bool, index: u128| {
        bits(&[
            (0, 2, 3),
            (4, 6, source),
            (10, 2, alignment),
            (18, 6, 5),
            (24, 1, offset_en as u128),
            (25, 16, index),
        ])
    };
    let cases: [(u128, &str); 7] = [
        (store(6, 0, false, 0), "store.t 0.x $1.z"),
        (store(63, 0, false, 0xffff), "store.t 0.w ^uniform.w"),
        (store(6, 1, false, 3), "store.t 1.zw $1"),
        (store(51, 2, false, 4), "store.t 4 ^const0"),
        (store(4, 2, true, 0x8000), "store.t -32768+$1.y $1"),
        (bits(&[(0, 1, 1), (1, 5, 7), (6, 4, 3)]), "fb_color $3"),
        (bits(&[(0, 1, 0), (1, 5, 7), (6, 4, 15)]), "fb_depth $15"),
    ];
    for (field, expected) in cases {
        assert_eq!(one(TEMP_WRITE, field), expected);
    }
    // dest 0 (seen in ARM files) is not printed.
    assert_eq!(
        one(TEMP_WRITE, store(6, 0, false, 0) & !3),
        "store.t 0.x $1.z"
    );
}

// ---- branch -------------------------------------------------------------------------

/// arg1[4:9] arg0[10:15] cond_gt[16] cond_eq[17] cond_lt[18] target[41:67]
/// next_count[68:72].
fn branch(arg0: u128, arg1: u128, lt: bool, eq: bool, gt: bool, target: i32) -> u128 {
    bits(&[
        (4, 6, arg1),
        (10, 6, arg0),
        (16, 1, gt as u128),
        (17, 1, eq as u128),
        (18, 1, lt as u128),
        (41, 27, (target as u32 & 0x7ff_ffff) as u128),
        (68, 5, 3),
    ])
}

#[test]
fn branch_every_condition_and_target() {
    let names = ["nv", "lt", "eq", "le", "gt", "ne", "ge"];
    for cond in 0..8u32 {
        let field = branch(1, 62, cond & 1 != 0, cond & 2 != 0, cond & 4 != 0, 5);
        let expected = if cond == 7 {
            "branch 5".to_string()
        } else {
            format!("branch.{} $0.y ^uniform.z 5", names[cond as usize])
        };
        assert_eq!(one(BRANCH, field), expected);
    }
    // Targets are relative words, printed as absolute (target + offset).
    let words = instruction(&[(BRANCH, branch(0, 0, true, true, true, -3))], 0);
    assert_eq!(text_at(&words, 7), "branch 4");
    let words = instruction(
        &[(BRANCH, branch(0, 0, true, true, true, (1 << 26) - 1))],
        0,
    );
    assert_eq!(text_at(&words, 0), "branch 67108863");
    let words = instruction(&[(BRANCH, branch(0, 0, true, true, true, -(1 << 26)))], 0);
    assert_eq!(text_at(&words, 2), "branch -67108862");
}

#[test]
fn discard_pattern() {
    assert_eq!(one(BRANCH, 0x007F_0003), "discard");
    // One bit off the pattern is a branch: next_count set, or cond_eq clear.
    assert_eq!(one(BRANCH, 0x007F_0003 | 1 << 72), "branch 0");
    assert_eq!(one(BRANCH, 0x007D_0003), "branch.ne $0.x $0.x 0");
}

// ---- constants ----------------------------------------------------------------------

fn constant(h: [u16; 4]) -> u128 {
    h.iter()
        .enumerate()
        .fold(0, |acc, (i, v)| acc | (*v as u128) << (16 * i))
}

#[test]
fn constant_values() {
    let cases: [([u16; 4], &str); 4] = [
        (
            [0x0000, 0x8000, 0x3c00, 0xbc00],
            "0.000000 -0.000000 1.000000 -1.000000",
        ),
        (
            [0x7bff, 0xfbff, 0x7c00, 0xfc00],
            "65504.000000 -65504.000000 inf -inf",
        ),
        ([0x7e00, 0xfe00, 0x7c01, 0x0001], "nan -nan nan 0.000000"),
        // 1/128 is a tie at six decimals and rounds to even; 0x2e66 ≈ 0.099976;
        // 0x0400 is the smallest normal, 2^-14.
        (
            [0x2000, 0x2e66, 0x0400, 0x3555],
            "0.007812 0.099976 0.000061 0.333252",
        ),
    ];
    for (h, expected) in cases {
        assert_eq!(one(CONST0, constant(h)), format!("const0 {expected}"));
        assert_eq!(one(CONST1, constant(h)), format!("const1 {expected}"));
    }
}

// ---- control word and field order -----------------------------------------------------

#[test]
fn control_flags_and_field_order() {
    let mov = vec4_alu(vsrc(12, 0xE4, false, false), 0, 0, 0xF, 0, 31);
    assert_eq!(text(&[(VEC4_ACC, mov)], 0), "mov.v1 $0 ^const0");
    assert_eq!(text(&[(VEC4_ACC, mov)], STOP), "mov.v1 $0 ^const0, stop");
    assert_eq!(text(&[(VEC4_ACC, mov)], SYNC), "mov.v1 $0 ^const0, sync");
    assert_eq!(
        text(
            &[(VEC4_ACC, mov)],
            SYNC | STOP | 1 << 25 | 7 << 19 | 0x3f << 26
        ),
        "mov.v1 $0 ^const0, sync, stop"
    );
    // An instruction with no fields is one word.
    assert_eq!(text(&[], STOP), ", stop");
    // All twelve fields (557 bits, 19 words), printed in field order.
    let all = [
        (VARYING, varying_imm(0, 0, 2, 15, 0, 1, 0, 0xF)),
        (SAMPLER, sampler(0, 0, false, 0, false, 0)),
        (UNIFORM, uniform(0, 2, 0, false, 0)),
        (
            VEC4_MUL,
            vec4_alu(
                vsrc(0, 0xE4, false, false),
                vsrc(14, 0xE4, false, false),
                1,
                0xF,
                0,
                0,
            ),
        ),
        (
            FLOAT_MUL,
            scalar_alu(ssrc(0, false, false), ssrc(1, false, false), 8, true, 0, 0),
        ),
        (
            VEC4_ACC,
            vec4_alu(
                vsrc(1, 0xE4, false, false),
                vsrc(15, 0xE4, false, false),
                2,
                0xF,
                0,
                0,
            ),
        ),
        (
            FLOAT_ACC,
            scalar_alu(ssrc(8, false, false), ssrc(2, false, false), 12, true, 0, 0),
        ),
        (COMBINE, combine_scalar(0, 0, 12, 0, 16)),
        (TEMP_WRITE, bits(&[(0, 1, 1), (1, 5, 7), (6, 4, 5)])),
        (BRANCH, 0x007F_0003),
        (CONST0, constant([0x3c00; 4])),
        (CONST1, constant([0x4000; 4])),
    ];
    let words = instruction(&all, STOP);
    assert_eq!(words.len(), 19);
    assert_eq!(
        text_at(&words, 0),
        "load.v $0 1, texld 0, load.u 0, mul.v0 $1 $0 ^texture, \
         mul.s0 $2.x $0.x $0.y, add.v1 $2 $1 ^uniform, add.s1 $3.x $2.x $0.z, \
         rcp.s2 $4.x  $3.x , fb_color $5, discard, \
         const0 1.000000 1.000000 1.000000 1.000000, \
         const1 2.000000 2.000000 2.000000 2.000000, stop"
    );
}

#[test]
fn program_offsets() {
    let mov = vec4_alu(vsrc(12, 0xE4, false, false), 0, 0, 0xF, 0, 31);
    let mut words = instruction(&[(VEC4_ACC, mov), (CONST0, constant([0; 4]))], 0);
    words.extend(instruction(&[(VEC4_ACC, mov)], STOP));
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    assert_eq!(
        pp::disassemble(&bytes, 0, &Path::root()).unwrap(),
        "@     0: mov.v1 $0 ^const0, const0 0.000000 0.000000 0.000000 0.000000\n\
         @     5: mov.v1 $0 ^const0, stop\n"
    );
}

#[test]
fn malformed_programs_are_located_errors() {
    let root = Path::root();
    let err = pp::disassemble(&[0, 0, 0, 0], 0x40, &root).unwrap_err();
    assert_eq!(err.offset(), 0x40);
    assert!(err.to_string().contains("count 0"), "{err}");
    // Count 1 while the mask needs 3 words.
    let err = pp::disassemble(&(1u32 | 1 << 12).to_le_bytes(), 0, &root).unwrap_err();
    assert!(err.to_string().contains("need 3 words"), "{err}");
    let err = pp::disassemble(&[1, 0, 0, 0, 9], 0, &root).unwrap_err();
    assert_eq!(err.offset(), 4);
}
