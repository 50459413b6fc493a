//! PP assembler: `@ OFFSET: field, field, ..., sync, stop` lines (Mesa 25.0.7 text).
//!
//! Each field is packed from its text by the bit layouts of spec §9. Bits the text
//! does not show are written as compilers write them: unknown bits 0, the sampler
//! tail 0x39001, a temp store's destination bits 0, unprinted operands 0 (an
//! unused vec4 operand is `$0.xxxx`, all 14 bits zero), `next_count` = the next
//! instruction's length (0 after the last), a branch's `next_count` the length of
//! its target instruction, `prefetch` on every instruction but the last and those
//! ending in an unconditional branch (the old compiler also set it on the last
//! instruction of some shaders, spec §6: use the annotated form's `words` note to
//! keep it), a vec4 varying index (`load.v $0 0`) with alignment 3. A constant is the half
//! whose `%f` text is the one written. The annotated form's `words` note gives the
//! exact words of an instruction whose text does not determine them.

use super::cursor::Cursor;
use super::{code_lines, Line, Result};
use crate::bitfield::FieldValue;
use crate::pp::{
    text::c_float, AccOp, Branch, Combine, CombineDest, CombineOp, CombineOperation, CombineScalar,
    CombineScalarDest, CombineVector, CombineVectorDest, Constant, FbRead, FieldKind, FloatAcc,
    FloatMul, Instruction, Jump, MulOp, OutputModifier, Sampler, ScalarAccOp, ScalarSource,
    TempStore, TempWrite, UniformLoad, Varying, VaryingImmediate, VaryingRegister, VaryingSource,
    Vec4Acc, Vec4Mul, VecSource,
};

const LANES: &[u8; 4] = b"xyzw";

fn lane_of(c: Option<u8>) -> Option<u8> {
    LANES.iter().position(|l| Some(*l) == c).map(|p| p as u8)
}

/// `$N` (0–11), `^const0`, `^const1`, `^texture`, `^uniform`.
fn vec_register(cur: &mut Cursor) -> Result<u8> {
    for (name, n) in [
        ("^const0", 12),
        ("^const1", 13),
        ("^texture", 14),
        ("^uniform", 15),
    ] {
        if cur.eat(name) {
            return Ok(n);
        }
    }
    cur.expect("$", "a register ($N, ^const0, ^const1, ^texture, ^uniform)")?;
    Ok(cur.number_in("a register", 0, 11)? as u8)
}

/// Optional `.abcd` swizzle (default identity): `.` and exactly four lanes.
fn swizzle(cur: &mut Cursor) -> Result<u8> {
    if cur.peek() != Some(b'.') {
        return Ok(0xE4);
    }
    let text = &cur.rest()[1..];
    let letters = text.bytes().take_while(u8::is_ascii_alphanumeric).count();
    // Each letter's lane, or `None` when one is not a lane letter.
    let lanes: Option<Vec<u8>> = text.as_bytes()[..letters]
        .iter()
        .map(|c| lane_of(Some(*c)))
        .collect();
    let Some(lanes) = lanes.filter(|l| l.len() == 4) else {
        return Err(cur.error(format!(
            "expected a swizzle: `.` and four lanes, each x, y, z or w (the identity \
             `.xyzw` is not written), not `.{}`",
            &text[..letters]
        )));
    };
    let mut s = 0u8;
    for (i, lane) in lanes.iter().enumerate() {
        s |= lane << (2 * i);
    }
    cur.eat(&cur.rest()[..5]);
    Ok(s)
}

/// Optional `.xyz` write mask (default all four).
fn mask(cur: &mut Cursor) -> Result<u8> {
    if !cur.eat(".") {
        return Ok(0xF);
    }
    let at = cur.pos();
    let mut m = 0u8;
    let mut last = -1i32;
    while let Some(l) = lane_of(cur.peek()) {
        if l as i32 <= last {
            return Err(cur.error("mask lanes are written once, in xyzw order".into()));
        }
        last = l as i32;
        m |= 1 << l;
        cur.eat(["x", "y", "z", "w"][l as usize]);
    }
    // `.` alone is an empty mask; all four lanes are written without a mask.
    if m == 0xF {
        return Err(cur.error_at(
            at,
            "a mask of all four lanes is written without `.xyzw`".into(),
        ));
    }
    Ok(m)
}

/// `-` and `abs(...)` around an operand: (negate, absolute, closing needed).
fn modifiers(cur: &mut Cursor) -> (bool, bool) {
    let neg = cur.eat("-");
    let abs = cur.eat("abs(");
    (neg, abs)
}

fn close(cur: &mut Cursor, abs: bool) -> Result<()> {
    if abs {
        cur.expect(")", "`)`")?;
    }
    Ok(())
}

/// A vec4 source; `special` is the text of the other unit's result (`^v0`), whose
/// register bits are 0, with the flag saying it was used.
fn vec_source(cur: &mut Cursor, special: Option<&str>) -> Result<(VecSource, bool)> {
    let (negate, absolute) = modifiers(cur);
    let (register, from_mul) = match special {
        Some(s) if cur.eat(s) => (0, true),
        _ => (vec_register(cur)?, false),
    };
    let swizzle = swizzle(cur)?;
    close(cur, absolute)?;
    let source = VecSource {
        register,
        swizzle,
        absolute,
        negate,
    };
    Ok((source, from_mul))
}

/// A scalar register `reg.c` as a 6-bit number.
fn scalar_register(cur: &mut Cursor) -> Result<u8> {
    let reg = vec_register(cur)?;
    cur.expect(".", "`.` and a lane")?;
    let l = lane_of(cur.peek()).ok_or_else(|| cur.error("expected a lane x, y, z or w".into()))?;
    cur.eat(["x", "y", "z", "w"][l as usize]);
    Ok(reg << 2 | l)
}

/// A scalar source; `special` as for [`vec_source`].
fn scalar_source(cur: &mut Cursor, special: Option<&str>) -> Result<(ScalarSource, bool)> {
    let (negate, absolute) = modifiers(cur);
    let (register, from_mul) = match special {
        Some(s) if cur.eat(s) => (0, true),
        _ => (scalar_register(cur)?, false),
    };
    close(cur, absolute)?;
    let source = ScalarSource {
        register,
        absolute,
        negate,
    };
    Ok((source, from_mul))
}

/// A scalar destination `$N.c` (N 0–15).
fn scalar_dest(cur: &mut Cursor) -> Result<u8> {
    cur.expect("$", "a destination $N.c")?;
    let n = cur.number_in("a register", 0, 15)? as u8;
    cur.expect(".", "`.` and a lane")?;
    let l = lane_of(cur.peek()).ok_or_else(|| cur.error("expected a lane x, y, z or w".into()))?;
    cur.eat(["x", "y", "z", "w"][l as usize]);
    Ok(n << 2 | l)
}

/// Index text of uniform loads and temp stores: `N`, `N.xy`/`N.zw`, `N.c`; the
/// stored index is signed and printed with C's truncating division.
fn signed_index(cur: &mut Cursor) -> Result<(u8, u16)> {
    let at = cur.pos();
    let n = cur.number("an index")?;
    // The index i with i / d == n (C division) and i & (d - 1) == low bits.
    let solve = |d: i64, low: i64| {
        (0..d)
            .map(|k| d * n + k)
            .chain((1..d).map(|k| d * n - k))
            .find(|i| i / d == n && i & (d - 1) == low)
            .unwrap_or(d * n)
    };
    let (alignment, index) = if cur.eat(".xy") || cur.rest().starts_with(".zw") {
        let odd = cur.eat(".zw") as i64;
        (1, solve(2, odd))
    } else if cur.eat(".") {
        let l = lane_of(cur.peek()).ok_or_else(|| cur.error("expected a lane".into()))? as i64;
        cur.eat(["x", "y", "z", "w"][l as usize]);
        (0, solve(4, l))
    } else {
        (2, n)
    };
    if !(-32768..=32767).contains(&index) {
        return Err(cur.error_at(at, format!("index {index} does not fit 16 signed bits")));
    }
    Ok((alignment, index as i16 as u16))
}

fn outmod(parts: &[&str]) -> Option<OutputModifier> {
    match parts {
        [] => Some(OutputModifier::None),
        [m] => OutputModifier::from_name(m),
        _ => None,
    }
}

/// The operands after a mnemonic, up to the next `, ` or the end.
fn operand_count(rest: &str) -> usize {
    let end = rest.find(", ").unwrap_or(rest.len());
    rest[..end].split(' ').filter(|t| !t.is_empty()).count()
}

/// One of the four ALU units, as parsed.
enum Alu {
    Vec4Mul(Vec4Mul),
    FloatMul(FloatMul),
    Vec4Acc(Vec4Acc),
    FloatAcc(FloatAcc),
}

/// The second operand of a one-source vec4 operation (`mov`, `not`, `fract`, ...):
/// ARM's compiler writes its 14 bits as zero (`$0`, swizzle 0x00), as do the
/// driver programs at hand (README-disasm.md has the evidence).
const UNUSED_VEC: VecSource = VecSource {
    register: 0,
    swizzle: 0,
    absolute: false,
    negate: false,
};

const UNUSED_SCALAR: ScalarSource = ScalarSource {
    register: 0,
    absolute: false,
    negate: false,
};

/// An ALU field: vec4/float multiply (`.v0`/`.s0`) or accumulate (`.v1`/`.s1`);
/// `label` is its mnemonic as written, for messages.
fn alu(
    cur: &mut Cursor,
    label: &str,
    name: &str,
    mods: &[&str],
    vector: bool,
    mul: bool,
) -> Result<Alu> {
    let at = cur.pos();
    let unknown = || cur.error_at(at, format!("unknown operation `{name}`"));
    // The shifted multiplies print as `mul`; the shift follows the first operand.
    let (mut op, count) = if mul {
        let op = MulOp::from_name(name)
            .filter(|op| op.shift() == 0)
            .ok_or_else(unknown)?;
        (op.code(), op.sources())
    } else {
        let op = AccOp::from_name(name).ok_or_else(unknown)?;
        if !vector && matches!(op, AccOp::Sum3 | AccOp::Sum4) {
            return Err(cur.error_at(at, format!("the scalar unit has no `{name}`")));
        }
        (op.code(), op.sources())
    };
    let named_mul = mul && op == 0;
    let outmod = outmod(mods)
        .ok_or_else(|| cur.error_at(at, "output modifiers are .sat, .pos and .int".into()))?;
    let has_dest = operand_count(cur.rest()) > count as usize;
    let first = if count > 1 { "first source" } else { "source" };
    let first = format!("the {first} of `{label}`");
    let second = format!("the second source of `{label}`");
    let special = match (vector, mul) {
        (true, false) => Some("^v0"),
        (false, false) => Some("^s0"),
        _ => None,
    };
    if vector {
        let (mut dest, mut mask_bits) = (0, 0);
        if has_dest {
            cur.expect("$", "a destination $N")?;
            dest = cur.number_in("a register", 0, 15)? as u8;
            mask_bits = mask(cur)?;
            cur.space_before(&first)?;
        }
        let (arg0, mul_in) = vec_source(cur, special)?;
        if named_mul && cur.eat("<<") {
            op = cur.number_in("a shift", 1, 7)? as u8;
        }
        if count > 1 {
            cur.space_before(&second)?;
        } else if mul {
            // Mesa prints this space for every multiply, one source or two.
            cur.expect(
                " ",
                &format!("the space lima_disasm prints after the source of `{label}`"),
            )?;
        }
        let arg1 = if count > 1 {
            vec_source(cur, None)?.0
        } else {
            UNUSED_VEC
        };
        Ok(if mul {
            Alu::Vec4Mul(Vec4Mul {
                arg0,
                arg1,
                dest,
                mask: mask_bits,
                outmod,
                op: MulOp::from_code(op),
            })
        } else {
            Alu::Vec4Acc(Vec4Acc {
                arg0,
                arg1,
                dest,
                mask: mask_bits,
                outmod,
                op: AccOp::from_code(op),
                mul_in,
            })
        })
    } else {
        let (mut dest, mut output_en) = (0, false);
        if has_dest {
            dest = scalar_dest(cur)?;
            cur.space_before(&first)?;
            output_en = true;
        }
        let (arg0, mul_in) = scalar_source(cur, special)?;
        if named_mul && cur.eat("<<") {
            op = cur.number_in("a shift", 1, 7)? as u8;
        }
        let arg1 = if count > 1 {
            cur.space_before(&second)?;
            scalar_source(cur, None)?.0
        } else {
            UNUSED_SCALAR
        };
        Ok(if mul {
            Alu::FloatMul(FloatMul {
                arg0,
                arg1,
                dest,
                output_en,
                outmod,
                op: MulOp::from_code(op),
            })
        } else {
            Alu::FloatAcc(FloatAcc {
                arg0,
                arg1,
                dest,
                output_en,
                outmod,
                op: ScalarAccOp(AccOp::scalar(op)),
                mul_in,
            })
        })
    }
}

fn at_field_end(cur: &Cursor) -> bool {
    cur.at_end() || cur.rest().starts_with(", ")
}

fn varying(cur: &mut Cursor, mnemonic: &str) -> Result<Varying> {
    let at = cur.pos();
    let perspective = match mnemonic {
        "load.v" => 0,
        "load.perspective.z.v" => 2,
        "load.perspective.w.v" => 3,
        "load.perspective.unknown.v" => 1,
        _ => return Err(cur.error_at(at, format!("unknown varying load `{mnemonic}`"))),
    };
    let dest = if cur.eat("^discard") {
        15
    } else {
        cur.expect("$", "a destination $N or ^discard")?;
        cur.number_in("a register", 0, 14)? as u8
    };
    let mask = mask(cur)?;
    cur.space_before(&format!("the source of `{mnemonic}`"))?;
    let immediate = |cur: &mut Cursor| -> Result<VaryingSource> {
        let n = cur.number_in("a varying index", 0, 63)?;
        let (alignment, index) = if cur.eat(".xy") {
            (1, 2 * n)
        } else if cur.eat(".zw") {
            (1, 2 * n + 1)
        } else if cur.eat(".") {
            let l = lane_of(cur.peek()).ok_or_else(|| cur.error("expected a lane".into()))?;
            cur.eat(["x", "y", "z", "w"][l as usize]);
            (0, 4 * n + l as i64)
        } else {
            // Alignment 2 and 3 both print as `N`; ARM's compiler writes 3 for a
            // vec4 (README-disasm.md has the evidence).
            (3, n)
        };
        if index > 63 {
            return Err(cur.error(format!("varying index {index} does not fit 6 bits")));
        }
        let (offset_vector, offset_scalar) = if cur.eat("+") {
            let r = scalar_register(cur)?;
            (r >> 2, r & 3)
        } else {
            (15, 0)
        };
        Ok(VaryingSource::Immediate(VaryingImmediate {
            alignment,
            offset_vector,
            offset_scalar,
            index: index as u8,
            unknown: 0,
        }))
    };
    let register = |cur: &mut Cursor| -> Result<VaryingSource> {
        Ok(VaryingSource::Register(VaryingRegister {
            normalize: false,
            source: vec_source(cur, None)?.0.into(),
            unknown: 0,
        }))
    };
    // gl_FrontFacing, gl_PointCoord and gl_FragCoord have no source bits.
    let none = VaryingSource::Immediate(VaryingImmediate::unpack(0));
    let (source_type, persp, source) = if cur.eat("gl_FrontFacing") {
        (3, 1, none)
    } else if cur.eat("gl_PointCoord") {
        (3, 0, none)
    } else if cur.eat("gl_FragCoord") {
        (2, 3, none)
    } else if cur.eat("normalize(") {
        let source = register(cur)?;
        cur.expect(")", "`)`")?;
        (2, 2, source)
    } else if cur.eat("cube(") {
        let (p, source) = if cur.peek().is_some_and(|c| c.is_ascii_digit()) {
            (0, immediate(cur)?)
        } else {
            (1, register(cur)?)
        };
        cur.expect(")", "`)`")?;
        (2, p, source)
    } else if cur.peek().is_some_and(|c| c.is_ascii_digit()) {
        (0, perspective, immediate(cur)?)
    } else {
        (1, perspective, register(cur)?)
    };
    if source_type >= 2 && perspective != 0 {
        return Err(cur.error_at(at, "only plain varying loads take .perspective".into()));
    }
    Ok(Varying {
        perspective: persp,
        source_type,
        source,
        dest,
        mask,
        unknown: 0,
    })
}

/// The sampler tail of compiler output.
const SAMPLER_TAIL: u32 = 0x39001;

fn sampler(cur: &mut Cursor, mnemonic: &str) -> Result<Sampler> {
    let at = cur.pos();
    let mut rest = mnemonic.strip_prefix("texld").unwrap_or("");
    let lod_bias_register = rest.starts_with(".b");
    if lod_bias_register {
        rest = &rest[2..];
    }
    let ty = match rest {
        "" => 0,
        ".cube" => 0x1f,
        _ => match rest.strip_prefix("_t").and_then(|n| n.parse::<u8>().ok()) {
            Some(n @ 1..=30) => n,
            _ => return Err(cur.error_at(at, format!("unknown texture load `{mnemonic}`"))),
        },
    };
    let index = cur.number_in("a sampler index", 0, 4095)? as u16;
    let (index_offset, offset_en) = if cur.eat("+") {
        (scalar_register(cur)?, true)
    } else {
        (0, false)
    };
    let lod_bias_reg = if lod_bias_register {
        cur.expect(" ", "the LOD bias register")?;
        scalar_register(cur)?
    } else {
        0
    };
    Ok(Sampler {
        lod_bias_reg,
        index_offset,
        explicit_lod: false,
        lod_bias_register,
        constant_lod_bias: Sampler::with_texture_type(ty),
        offset_en,
        index,
        tail: SAMPLER_TAIL,
        unknown: 0,
    })
}

fn uniform(cur: &mut Cursor, mnemonic: &str) -> Result<UniformLoad> {
    let at = cur.pos();
    let source = match mnemonic {
        "load.u" => 0,
        "load.t" => 3,
        "load..u1" => 1,
        "load..u2" => 2,
        _ => return Err(cur.error_at(at, format!("unknown uniform load `{mnemonic}`"))),
    };
    let (alignment, index) = signed_index(cur)?;
    let (offset_reg, offset_en) = if cur.eat("+") {
        (scalar_register(cur)?, true)
    } else {
        (0, false)
    };
    Ok(UniformLoad {
        source,
        alignment,
        offset_reg,
        offset_en,
        index,
        unknown: 0,
    })
}

fn combine(cur: &mut Cursor, name: &str, mods: &[&str]) -> Result<Combine> {
    let at = cur.pos();
    let outmod = outmod(mods)
        .ok_or_else(|| cur.error_at(at, "output modifiers are .sat, .pos and .int".into()))?;
    if name == "mul" {
        // Scalar × vector: both views vector, the vector operand in the op bits.
        if outmod != OutputModifier::None {
            return Err(cur.error_at(at, "mul.s2 takes no output modifier".into()));
        }
        cur.expect("$", "a destination $N")?;
        let dest = cur.number_in("a register", 0, 15)? as u8;
        let mask = mask(cur)?;
        cur.space_before("the scalar source of `mul.s2`")?;
        let (arg0, _) = scalar_source(cur, None)?;
        cur.space_before("the vector source of `mul.s2`")?;
        let arg1_source = vec_register(cur)?;
        let arg1_swizzle = swizzle(cur)?;
        return Ok(Combine {
            operation: CombineOperation::Vector(CombineVector {
                arg1_swizzle,
                arg1_source,
            }),
            arg0: arg0.into(),
            dest: CombineDest::Vector(CombineVectorDest { mask, dest }),
        });
    }
    let op = CombineOp::from_name(name)
        .ok_or_else(|| cur.error_at(at, format!("unknown combiner operation `{name}`")))?;
    // A scalar destination is followed by two spaces, a vector one by one.
    cur.expect("$", "a destination")?;
    let n = cur.number_in("a register", 0, 15)? as u8;
    let dest_at = cur.pos();
    let m = mask(cur)?;
    let dest = if cur.eat("  ") {
        let lane = match m {
            1 => 0,
            2 => 1,
            4 => 2,
            8 => 3,
            _ => return Err(cur.error_at(dest_at, "a scalar destination names one lane".into())),
        };
        CombineDest::Scalar(CombineScalarDest {
            outmod,
            dest: n << 2 | lane,
        })
    } else {
        cur.space_before(&format!("the source of `{name}.s2`"))?;
        if outmod != OutputModifier::None {
            return Err(cur.error_at(at, "a vector destination takes no output modifier".into()));
        }
        CombineDest::Vector(CombineVectorDest { mask: m, dest: n })
    };
    let (arg0, _) = scalar_source(cur, None)?;
    cur.expect(
        " ",
        "the space lima_disasm prints after a combiner's first source",
    )?;
    let mut scalar = CombineScalar {
        op,
        arg1: UNUSED_SCALAR.into(),
    };
    let operation = if at_field_end(cur) {
        CombineOperation::Scalar(scalar)
    } else {
        if matches!(dest, CombineDest::Vector(_)) {
            return Err(cur.error("a vector destination with a second operand is mul.s2".into()));
        }
        scalar.arg1 = scalar_source(cur, None)?.0.into();
        // A second scalar operand sets `src_vec`, so the hardware (and Mesa) read the
        // same bits through the vector view.
        CombineOperation::from_bits(scalar.pack() | Combine::SRC_VEC.put(1), Combine::WIDTH)
    };
    Ok(Combine {
        operation,
        arg0: arg0.into(),
        dest,
    })
}

fn temp_write(cur: &mut Cursor, mnemonic: &str) -> Result<TempWrite> {
    if mnemonic == "fb_color" || mnemonic == "fb_depth" {
        cur.expect("$", "a destination $N")?;
        return Ok(TempWrite::FbRead(FbRead {
            color: mnemonic == "fb_color",
            dest: cur.number_in("a register", 0, 15)? as u8,
            unknown: 0,
        }));
    }
    let (alignment, index) = signed_index(cur)?;
    let (offset_reg, offset_en) = if cur.eat("+") {
        (scalar_register(cur)?, true)
    } else {
        (0, false)
    };
    cur.space_before("the stored register of `store.t`")?;
    let reg = vec_register(cur)?;
    let (alignment, source) = if alignment != 0 {
        (alignment, reg << 2)
    } else if cur.peek() == Some(b'.') {
        cur.eat(".");
        let l = lane_of(cur.peek()).ok_or_else(|| cur.error("expected a lane".into()))?;
        cur.eat(["x", "y", "z", "w"][l as usize]);
        (0, reg << 2 | l)
    } else {
        // Alignment 3 prints its index like alignment 0 and its source like 1 and 2.
        (3, reg << 2)
    };
    Ok(TempWrite::Store(TempStore {
        // ARM's compiler writes 0 (spec §6), whatever Mesa's comment says.
        dest: 0,
        source,
        alignment,
        offset_reg,
        offset_en,
        index,
        unknown: 0,
    }))
}

const CONDITIONS: [&str; 7] = ["nv", "lt", "eq", "le", "gt", "ne", "ge"];

fn branch(cur: &mut Cursor, mnemonic: &str, offset: u32) -> Result<Branch> {
    let at = cur.pos();
    if mnemonic == "discard" {
        return Ok(Branch::Discard);
    }
    let cond = match mnemonic.strip_prefix("branch") {
        Some("") => 7,
        Some(c) => CONDITIONS
            .iter()
            .position(|n| Some(*n) == c.strip_prefix('.'))
            .ok_or_else(|| cur.error_at(at, format!("unknown branch `{mnemonic}`")))?,
        // Only branch mnemonics come here; anything else is no branch either.
        None => return Err(cur.error_at(at, format!("unknown branch `{mnemonic}`"))),
    };
    let (mut arg0, mut arg1) = (0, 0);
    if cond != 7 {
        arg0 = scalar_register(cur)?;
        cur.space_before(&format!("the second operand of `{mnemonic}`"))?;
        arg1 = scalar_register(cur)?;
        cur.space_before(&format!("the target of `{mnemonic}`"))?;
    }
    let t = cur.number("a branch target")?;
    let target = t - offset as i64;
    if !(-(1 << 26)..(1 << 26)).contains(&target) {
        return Err(cur.error(format!("branch target {t} is out of reach")));
    }
    Ok(Branch::Branch(Jump {
        arg1,
        arg0,
        cond_gt: cond & 4 != 0,
        cond_eq: cond & 2 != 0,
        cond_lt: cond & 1 != 0,
        target: target as i32,
        next_count: 0,
        unknown: 0,
    }))
}

/// The half whose `%f` text is `token` (the nearest one when none prints it).
fn half(cur: &mut Cursor) -> Result<u16> {
    let at = cur.pos();
    let token = cur.word();
    let fixed = match token {
        "inf" => Some(0x7c00),
        "-inf" => Some(0xfc00),
        "nan" => Some(0x7e00),
        "-nan" => Some(0xfe00),
        _ => None,
    };
    if let Some(h) = fixed {
        return Ok(h);
    }
    let v: f64 = token
        .parse()
        .ok()
        .filter(|v: &f64| v.is_finite())
        .ok_or_else(|| cur.error_at(at, format!("`{token}` is not a number")))?;
    let sign = if token.starts_with('-') { 0x8000 } else { 0 };
    // Non-negative halves are ordered like their bits: search for the neighbours.
    let magnitude = v.abs();
    let (mut lo, mut hi) = (0u16, 0x7bffu16);
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if (crate::pp::half_to_f32(mid) as f64) < magnitude {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    let mut text = String::new();
    for h in [lo, lo.saturating_sub(1), (lo + 1).min(0x7bff)] {
        text.clear();
        c_float(&mut text, sign | h);
        if text == token {
            return Ok(sign | h);
        }
    }
    if magnitude > 65504.0 {
        return Err(cur.error_at(at, format!("{token} is beyond the largest half, 65504")));
    }
    Ok(sign | lo)
}

fn constant(cur: &mut Cursor) -> Result<Constant> {
    let mut halves = [0u16; 4];
    for h in &mut halves {
        cur.expect(" ", "four constant values")?;
        *h = half(cur)?;
    }
    Ok(Constant(halves))
}

/// One instruction's fields and control flags, as parsed (`next_count` and the
/// words beyond the fields are set when the program is laid out).
fn instruction(cur: &mut Cursor, offset: u32) -> Result<Instruction> {
    let mut p = Instruction::default();
    let mut last: Option<usize> = None;
    let mut first = true;
    loop {
        if cur.at_end() {
            break;
        }
        if !first {
            cur.expect(", ", "`, ` between fields")?;
        } else if cur.rest().starts_with(", ") {
            // An instruction without fields prints `, sync` / `, stop` directly.
            cur.eat(", ");
        }
        first = false;
        let at = cur.pos();
        let mnemonic = cur.word();
        if mnemonic == "sync" || mnemonic == "stop" {
            let repeated = if mnemonic == "sync" {
                p.control.sync || p.control.stop
            } else {
                p.control.stop
            };
            if repeated {
                return Err(cur.error_at(at, "sync and stop come once each, sync first".into()));
            }
            if mnemonic == "sync" {
                p.control.sync = true;
            } else {
                p.control.stop = true;
            }
            continue;
        }
        if p.control.sync || p.control.stop {
            return Err(cur.error_at(at, "fields come before sync and stop".into()));
        }
        let parts: Vec<&str> = mnemonic.split('.').collect();
        let unit = mnemonic.rsplit('.').next().unwrap_or(mnemonic);
        let kind = match mnemonic {
            m if m.starts_with("load.v") || m.starts_with("load.perspective") => FieldKind::Varying,
            m if m.starts_with("texld") => FieldKind::Sampler,
            m if m.starts_with("load.") => FieldKind::Uniform,
            "store.t" | "fb_color" | "fb_depth" => FieldKind::TempWrite,
            m if m.starts_with("branch") || m == "discard" => FieldKind::Branch,
            "const0" => FieldKind::Const0,
            "const1" => FieldKind::Const1,
            _ => match unit {
                "v0" => FieldKind::Vec4Mul,
                "s0" => FieldKind::FloatMul,
                "v1" => FieldKind::Vec4Acc,
                "s1" => FieldKind::FloatAcc,
                "s2" => FieldKind::Combine,
                _ => return Err(cur.error_at(at, format!("unknown field `{mnemonic}`"))),
            },
        };
        let index = kind as usize;
        if last.is_some_and(|l| l >= index) {
            return Err(cur.error_at(
                at,
                format!("the {} field comes once, in field order", kind.name()),
            ));
        }
        last = Some(index);
        let needs_space = !matches!(kind, FieldKind::Const0 | FieldKind::Const1)
            && mnemonic != "discard"
            && !(kind == FieldKind::Branch && cur.rest().starts_with(", "));
        if needs_space && !(kind == FieldKind::Branch && cur.at_end()) {
            cur.expect(" ", "a space after the operation")?;
        }
        let name = parts[0];
        let mods = if parts.len() > 2 {
            &parts[1..parts.len() - 1]
        } else {
            &[][..]
        };
        match kind {
            FieldKind::Varying => p.varying = Some(varying(cur, mnemonic)?),
            FieldKind::Sampler => p.sampler = Some(sampler(cur, mnemonic)?),
            FieldKind::Uniform => p.uniform = Some(uniform(cur, mnemonic)?),
            FieldKind::Vec4Mul | FieldKind::FloatMul | FieldKind::Vec4Acc | FieldKind::FloatAcc => {
                let vector = matches!(kind, FieldKind::Vec4Mul | FieldKind::Vec4Acc);
                let mul = matches!(kind, FieldKind::Vec4Mul | FieldKind::FloatMul);
                match alu(cur, mnemonic, name, mods, vector, mul)? {
                    Alu::Vec4Mul(f) => p.vec4_mul = Some(f),
                    Alu::FloatMul(f) => p.float_mul = Some(f),
                    Alu::Vec4Acc(f) => p.vec4_acc = Some(f),
                    Alu::FloatAcc(f) => p.float_acc = Some(f),
                }
            }
            FieldKind::Combine => p.combine = Some(combine(cur, name, mods)?),
            FieldKind::TempWrite => p.temp_write = Some(temp_write(cur, mnemonic)?),
            FieldKind::Branch => p.branch = Some(branch(cur, mnemonic, offset)?),
            FieldKind::Const0 => p.const0 = Some(constant(cur)?),
            FieldKind::Const1 => p.const1 = Some(constant(cur)?),
        }
        if !at_field_end(cur) {
            return Err(cur.error(format!(
                "unexpected `{}` after the {} field: expected `, ` and the next field, or the end of the line",
                cur.rest().split(", ").next().unwrap_or(""),
                kind.name()
            )));
        }
    }
    Ok(p)
}

/// One parsed instruction line.
struct Parsed<'a> {
    offset: u32,
    fields: Instruction,
    /// The text after `@ OFFSET: `, to check a `words` note against.
    body: &'a str,
    /// Exact words from a `words` note.
    words: Option<(Vec<u32>, Cursor<'a>)>,
    /// Where the previous instruction ends (0 for the first).
    earliest: u32,
    /// At the offset's number, for messages.
    at: Cursor<'a>,
}

/// An unconditional branch (`branch N`): ARM's emitter leaves `prefetch` clear on
/// an instruction that ends in one.
fn unconditional(i: &Instruction) -> bool {
    matches!(&i.branch, Some(Branch::Branch(j)) if j.cond_gt && j.cond_eq && j.cond_lt)
}

/// A branch's `next_count`: the length of the instruction at its target, as ARM
/// writes it (0 when no instruction of the listing starts there).
fn target_count(parsed: &[Parsed], counts: &[u32], offset: u32, target: i32) -> u8 {
    let at = i64::from(offset) + i64::from(target);
    parsed
        .iter()
        .position(|p| i64::from(p.offset) == at)
        .map_or(0, |k| counts[k] as u8)
}

/// Assembles PP listing text (plain or annotated) into code words. An instruction
/// is as long as its fields need, or up to the next instruction's offset (the
/// words between are zero); a `words` note gives its exact words.
pub fn assemble(source: &str) -> Result<Vec<u32>> {
    let mut parsed: Vec<Parsed> = Vec::new();
    let mut end = 0u32;
    for line in code_lines(source) {
        let line = match line {
            Line::Code(l) => l,
            Line::Words(words, at) => {
                let words = words?;
                let Some(last) = parsed.last_mut() else {
                    return Err(at.error("a words note before the first instruction".into()));
                };
                let control = words.first().copied().unwrap_or(0);
                let count = control & 0x1f;
                if count as usize != words.len() {
                    return Err(at.error(format!(
                        "the control word's count is {count} but the note has {} words",
                        words.len()
                    )));
                }
                let text = crate::pp::Instruction::decode(&words)
                    .map(|i| i.text(last.offset))
                    .map_err(|e| at.error(format!("these words do not decode: {e}")))?;
                if text != last.body {
                    return Err(at.error(format!(
                        "these words are `{text}`, not the instruction above"
                    )));
                }
                end = last.offset + count;
                last.words = Some((words, at));
                continue;
            }
        };
        let mut cur = line.cursor();
        cur.expect("@", "`@ OFFSET: `")?;
        while cur.eat(" ") {}
        let at = cur.pos();
        let n = cur.number("a word offset")?;
        let number = Cursor::new(line.number, line.raw, at);
        if parsed.is_empty() && n != 0 {
            return Err(cur.error_at(at, "the first instruction is at word offset 0".into()));
        }
        if n < end as i64 {
            // An offset one too high on the line before (padding words are allowed)
            // shows only here: blame that line when starting it without the gap fits.
            if let Some(prev) = parsed.last().filter(|p| p.words.is_none()) {
                let len = end - prev.offset;
                if prev.offset > prev.earliest && n >= (prev.earliest + len) as i64 {
                    return Err(prev.at.error(format!(
                        "this instruction starts {} word(s) after the previous one ends (word \
                         offset {}); it is {len} words long, so it runs into the next one at \
                         @{n}: write @{}",
                        prev.offset - prev.earliest,
                        prev.earliest,
                        prev.earliest
                    )));
                }
            }
            return Err(cur.error_at(
                at,
                format!(
                    "this instruction starts inside the previous one, which ends at word \
                     offset {end}: write @{end}"
                ),
            ));
        }
        if n > end as i64 + 31 {
            return Err(cur.error_at(
                at,
                format!(
                    "the previous instruction ends at word offset {end}; this one starts \
                     there or at most 31 words later"
                ),
            ));
        }
        if let Some(prev) = parsed.last() {
            if n - (prev.offset as i64) > 31 {
                return Err(cur.error_at(at, "an instruction is at most 31 words".into()));
            }
        }
        cur.expect(": ", "`: `")?;
        let body = cur.rest();
        let fields = instruction(&mut cur, n as u32)?;
        let prev_end = end;
        end = n as u32 + FieldKind::words_needed(fields.fields());
        parsed.push(Parsed {
            offset: n as u32,
            fields,
            body,
            words: None,
            earliest: prev_end,
            at: number,
        });
    }
    let counts: Vec<u32> = (0..parsed.len())
        .map(|k| match (&parsed[k].words, parsed.get(k + 1)) {
            (Some((w, _)), _) => w.len() as u32,
            (None, Some(next)) => next.offset - parsed[k].offset,
            (None, None) => FieldKind::words_needed(parsed[k].fields.fields()),
        })
        .collect();
    let mut words = Vec::with_capacity(end as usize);
    for (k, p) in parsed.iter().enumerate() {
        if let Some((exact, at)) = &p.words {
            if words.len() as u32 != p.offset {
                return Err(at.error(
                    "the words note does not end where the next instruction starts".into(),
                ));
            }
            words.extend_from_slice(exact);
            continue;
        }
        let count = counts[k];
        let mut instruction = p.fields.clone();
        instruction.control.next_count = counts.get(k + 1).copied().unwrap_or(0) as u8;
        instruction.control.prefetch = k + 1 < parsed.len() && !unconditional(&instruction);
        if let Some(Branch::Branch(jump)) = &mut instruction.branch {
            jump.next_count = target_count(&parsed, &counts, p.offset, jump.target);
        }
        let needed = FieldKind::words_needed(instruction.fields());
        instruction.extra_words = vec![0; (count - needed) as usize];
        instruction.encode_into(&mut words);
    }
    if let Some(p) = parsed.last() {
        if let Some((_, at)) = &p.words {
            if words.len() as u32 != p.offset + counts[parsed.len() - 1] {
                return Err(at.error("the words note overlaps".into()));
            }
        }
    }
    Ok(words)
}

/// Assembles PP listing text into code bytes.
pub fn assemble_bytes(source: &str) -> Result<Vec<u8>> {
    Ok(assemble(source)?
        .iter()
        .flat_map(|w| w.to_le_bytes())
        .collect())
}
