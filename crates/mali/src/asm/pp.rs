//! PP assembler: `@ OFFSET: field, field, ..., sync, stop` lines (Mesa 25.0.7 text).
//!
//! Each field is packed from its text by the bit layouts of spec §9. Bits the text
//! does not show are written as compilers write them: unknown bits 0, the sampler
//! tail 0x39001, a temp store's destination bits 0, an unused vec4 operand `$0`
//! with the identity swizzle, other unprinted operands 0, `next_count` = the next
//! instruction's length (0 after the last), `prefetch` 0 (ARM's compiler sets it
//! on the last instruction of some shaders, spec §6: use the annotated form's
//! `words` note to keep it). A constant is the half
//! whose `%f` text is the one written. The annotated form's `words` note gives the
//! exact words of an instruction whose text does not determine them.

use super::cursor::Cursor;
use super::{code_lines, Line, Result};
use crate::pp::{text::c_float, AccOp, CombineOp, FieldKind, MulOp, OutputModifier};

/// A field's bits, LSB first.
#[derive(Default)]
struct Bits(u128);

impl Bits {
    fn put(&mut self, lo: u32, width: u32, value: u128) {
        self.0 |= (value & ((1u128 << width) - 1)) << lo;
    }
}

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

/// Optional `.abcd` swizzle (default identity).
fn swizzle(cur: &mut Cursor) -> Result<u8> {
    let rest = cur.rest().as_bytes();
    if rest.len() >= 5 && rest[0] == b'.' && rest[1..5].iter().all(|c| LANES.contains(c)) {
        let mut s = 0u8;
        for (i, c) in rest[1..5].iter().enumerate() {
            s |= lane_of(Some(*c)).unwrap() << (2 * i);
        }
        let five = &cur.rest()[..5];
        cur.eat(five);
        Ok(s)
    } else {
        Ok(0xE4)
    }
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

/// A vec4 source (14 bits: register, swizzle, abs, neg); `special` is the text of
/// the other unit's result (`^v0`) with its flag.
fn vec_source(cur: &mut Cursor, special: Option<&str>) -> Result<(u128, bool)> {
    let (neg, abs) = modifiers(cur);
    let (reg, from_mul) = match special {
        Some(s) if cur.eat(s) => (0, true),
        _ => (vec_register(cur)?, false),
    };
    let swz = swizzle(cur)?;
    close(cur, abs)?;
    let mut b = Bits::default();
    b.put(0, 4, reg.into());
    b.put(4, 8, swz.into());
    b.put(12, 1, abs.into());
    b.put(13, 1, neg.into());
    Ok((b.0, from_mul))
}

/// A scalar register `reg.c` as a 6-bit number.
fn scalar_register(cur: &mut Cursor) -> Result<u8> {
    let reg = vec_register(cur)?;
    cur.expect(".", "`.` and a lane")?;
    let l = lane_of(cur.peek()).ok_or_else(|| cur.error("expected a lane x, y, z or w".into()))?;
    cur.eat(["x", "y", "z", "w"][l as usize]);
    Ok(reg << 2 | l)
}

/// A scalar source (register, abs, neg); `special` as for [`vec_source`].
fn scalar_source(cur: &mut Cursor, special: Option<&str>) -> Result<(u8, bool, bool, bool)> {
    let (neg, abs) = modifiers(cur);
    let (reg, from_mul) = match special {
        Some(s) if cur.eat(s) => (0, true),
        _ => (scalar_register(cur)?, false),
    };
    close(cur, abs)?;
    Ok((reg, abs, neg, from_mul))
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

fn outmod(parts: &[&str]) -> Option<u8> {
    match parts {
        [] => Some(0),
        [m] => OutputModifier::from_name(m).map(OutputModifier::code),
        _ => None,
    }
}

/// The operands after a mnemonic, up to the next `, ` or the end.
fn operand_count(rest: &str) -> usize {
    let end = rest.find(", ").unwrap_or(rest.len());
    rest[..end].split(' ').filter(|t| !t.is_empty()).count()
}

/// An ALU field: vec4/float multiply (`.v0`/`.s0`) or accumulate (`.v1`/`.s1`).
fn alu(cur: &mut Cursor, name: &str, mods: &[&str], vector: bool, mul: bool) -> Result<u128> {
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
    let modifier = outmod(mods)
        .ok_or_else(|| cur.error_at(at, "output modifiers are .sat, .pos and .int".into()))?;
    let has_dest = operand_count(cur.rest()) > count as usize;
    let mut b = Bits::default();
    let special = match (vector, mul) {
        (true, false) => Some("^v0"),
        (false, false) => Some("^s0"),
        _ => None,
    };
    if vector {
        if has_dest {
            cur.expect("$", "a destination $N")?;
            let d = cur.number_in("a register", 0, 15)?;
            let m = mask(cur)?;
            cur.expect(" ", "a space")?;
            b.put(28, 4, d as u128);
            b.put(32, 4, m.into());
        }
        let (arg0, from_mul) = vec_source(cur, special)?;
        b.put(0, 14, arg0);
        if !mul {
            b.put(43, 1, from_mul.into());
        }
        if named_mul && cur.eat("<<") {
            op = cur.number_in("a shift", 1, 7)? as u8;
        }
        if mul {
            // Mesa prints this space for every multiply, one source or two.
            cur.expect(" ", "a space")?;
        }
        if count > 1 {
            if !mul {
                cur.expect(" ", "a space")?;
            }
            let (arg1, _) = vec_source(cur, None)?;
            b.put(14, 14, arg1);
        } else {
            // ARM's driver writes an unused vec4 operand as $0 with the identity
            // swizzle (its clear shader, spec §12).
            b.put(18, 8, 0xE4);
        }
        b.put(36, 2, modifier.into());
        b.put(38, 5, op.into());
    } else {
        if has_dest {
            b.put(16, 6, scalar_dest(cur)?.into());
            cur.expect(" ", "a space")?;
            b.put(22, 1, 1);
        }
        let (r, abs, neg, from_mul) = scalar_source(cur, special)?;
        b.put(0, 6, r.into());
        b.put(6, 1, abs.into());
        b.put(7, 1, neg.into());
        if !mul {
            b.put(30, 1, from_mul.into());
        }
        if named_mul && cur.eat("<<") {
            op = cur.number_in("a shift", 1, 7)? as u8;
        }
        if count > 1 {
            cur.expect(" ", "a space")?;
            let (r, abs, neg, _) = scalar_source(cur, None)?;
            b.put(8, 6, r.into());
            b.put(14, 1, abs.into());
            b.put(15, 1, neg.into());
        }
        b.put(23, 2, modifier.into());
        b.put(25, 5, op.into());
    }
    Ok(b.0)
}

fn at_field_end(cur: &Cursor) -> bool {
    cur.at_end() || cur.rest().starts_with(", ")
}

fn varying(cur: &mut Cursor, mnemonic: &str) -> Result<u128> {
    let at = cur.pos();
    let mut b = Bits::default();
    let perspective = match mnemonic {
        "load.v" => 0,
        "load.perspective.z.v" => 2,
        "load.perspective.w.v" => 3,
        "load.perspective.unknown.v" => 1,
        _ => return Err(cur.error_at(at, format!("unknown varying load `{mnemonic}`"))),
    };
    if cur.eat("^discard") {
        b.put(24, 4, 15);
    } else {
        cur.expect("$", "a destination $N or ^discard")?;
        b.put(24, 4, cur.number_in("a register", 0, 14)? as u128);
    }
    b.put(28, 4, mask(cur)?.into());
    cur.expect(" ", "a space")?;
    let immediate = |cur: &mut Cursor, b: &mut Bits| -> Result<()> {
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
            (2, n)
        };
        if index > 63 {
            return Err(cur.error(format!("varying index {index} does not fit 6 bits")));
        }
        b.put(5, 2, alignment);
        b.put(18, 6, index as u128);
        if cur.eat("+") {
            let r = scalar_register(cur)?;
            b.put(10, 4, (r >> 2).into());
            b.put(16, 2, (r & 3).into());
        } else {
            b.put(10, 4, 15);
        }
        Ok(())
    };
    let register = |cur: &mut Cursor, b: &mut Bits| -> Result<()> {
        // The register view orders the operand as source, negate, absolute, swizzle.
        let (v, _) = vec_source(cur, None)?;
        b.put(10, 4, v & 0xf);
        b.put(14, 1, v >> 13 & 1);
        b.put(15, 1, v >> 12 & 1);
        b.put(16, 8, v >> 4 & 0xff);
        Ok(())
    };
    let (ty, persp) = if cur.eat("gl_FrontFacing") {
        (3, 1)
    } else if cur.eat("gl_PointCoord") {
        (3, 0)
    } else if cur.eat("gl_FragCoord") {
        (2, 3)
    } else if cur.eat("normalize(") {
        register(cur, &mut b)?;
        cur.expect(")", "`)`")?;
        (2, 2)
    } else if cur.eat("cube(") {
        let p = if cur.peek().is_some_and(|c| c.is_ascii_digit()) {
            immediate(cur, &mut b)?;
            0
        } else {
            register(cur, &mut b)?;
            1
        };
        cur.expect(")", "`)`")?;
        (2, p)
    } else if cur.peek().is_some_and(|c| c.is_ascii_digit()) {
        immediate(cur, &mut b)?;
        (0, perspective)
    } else {
        register(cur, &mut b)?;
        (1, perspective)
    };
    if ty >= 2 && perspective != 0 {
        return Err(cur.error_at(at, "only plain varying loads take .perspective".into()));
    }
    b.put(0, 2, persp);
    b.put(2, 2, ty);
    Ok(b.0)
}

fn sampler(cur: &mut Cursor, mnemonic: &str) -> Result<u128> {
    let at = cur.pos();
    let mut rest = mnemonic.strip_prefix("texld").unwrap_or("");
    let mut b = Bits::default();
    let bias = rest.starts_with(".b");
    if bias {
        rest = &rest[2..];
        b.put(18, 1, 1);
    }
    let ty = match rest {
        "" => 0,
        ".cube" => 0x1f,
        _ => match rest.strip_prefix("_t").and_then(|n| n.parse::<u8>().ok()) {
            Some(n @ 1..=30) => n,
            _ => return Err(cur.error_at(at, format!("unknown texture load `{mnemonic}`"))),
        },
    };
    b.put(24, 5, ty.into());
    b.put(30, 12, cur.number_in("a sampler index", 0, 4095)? as u128);
    if cur.eat("+") {
        b.put(6, 6, scalar_register(cur)?.into());
        b.put(29, 1, 1);
    }
    if bias {
        cur.expect(" ", "the LOD bias register")?;
        b.put(0, 6, scalar_register(cur)?.into());
    }
    b.put(42, 20, 0x39001);
    Ok(b.0)
}

fn uniform(cur: &mut Cursor, mnemonic: &str) -> Result<u128> {
    let at = cur.pos();
    let source = match mnemonic {
        "load.u" => 0,
        "load.t" => 3,
        "load..u1" => 1,
        "load..u2" => 2,
        _ => return Err(cur.error_at(at, format!("unknown uniform load `{mnemonic}`"))),
    };
    let mut b = Bits::default();
    b.put(0, 2, source);
    let (alignment, index) = signed_index(cur)?;
    b.put(10, 2, alignment.into());
    b.put(25, 16, index.into());
    if cur.eat("+") {
        b.put(18, 6, scalar_register(cur)?.into());
        b.put(24, 1, 1);
    }
    Ok(b.0)
}

fn combine(cur: &mut Cursor, name: &str, mods: &[&str]) -> Result<u128> {
    let at = cur.pos();
    let mut b = Bits::default();
    let modifier = outmod(mods)
        .ok_or_else(|| cur.error_at(at, "output modifiers are .sat, .pos and .int".into()))?;
    if name == "mul" {
        // Scalar × vector: dest_vec and arg1_en, the vector operand in the op bits.
        if modifier != 0 {
            return Err(cur.error_at(at, "mul.s2 takes no output modifier".into()));
        }
        cur.expect("$", "a destination $N")?;
        b.put(26, 4, cur.number_in("a register", 0, 15)? as u128);
        b.put(22, 4, mask(cur)?.into());
        cur.expect(" ", "a space")?;
        let (r, abs, neg, _) = scalar_source(cur, None)?;
        b.put(14, 1, abs.into());
        b.put(15, 1, neg.into());
        b.put(16, 6, r.into());
        cur.expect(" ", "a space")?;
        let reg = vec_register(cur)?;
        let swz = swizzle(cur)?;
        b.put(2, 8, swz.into());
        b.put(10, 4, reg.into());
        b.put(0, 2, 3);
        return Ok(b.0);
    }
    let op = CombineOp::from_name(name)
        .ok_or_else(|| cur.error_at(at, format!("unknown combiner operation `{name}`")))?
        .code();
    b.put(2, 4, op.into());
    // A scalar destination is followed by two spaces, a vector one by one.
    cur.expect("$", "a destination")?;
    let n = cur.number_in("a register", 0, 15)? as u128;
    let dest_at = cur.pos();
    let m = mask(cur)?;
    if cur.eat("  ") {
        let lane = match m {
            1 => 0,
            2 => 1,
            4 => 2,
            8 => 3,
            _ => return Err(cur.error_at(dest_at, "a scalar destination names one lane".into())),
        };
        b.put(22, 2, modifier.into());
        b.put(24, 6, n << 2 | lane);
    } else {
        cur.expect(" ", "a space")?;
        if modifier != 0 {
            return Err(cur.error_at(at, "a vector destination takes no output modifier".into()));
        }
        b.put(0, 1, 1);
        b.put(22, 4, m.into());
        b.put(26, 4, n);
    }
    let (r, abs, neg, _) = scalar_source(cur, None)?;
    b.put(14, 1, abs.into());
    b.put(15, 1, neg.into());
    b.put(16, 6, r.into());
    cur.expect(" ", "a space")?;
    if !at_field_end(cur) {
        if b.0 & 1 == 1 {
            return Err(cur.error("a vector destination with a second operand is mul.s2".into()));
        }
        let (r, abs, neg, _) = scalar_source(cur, None)?;
        b.put(1, 1, 1);
        b.put(6, 1, abs.into());
        b.put(7, 1, neg.into());
        b.put(8, 6, r.into());
    }
    Ok(b.0)
}

fn temp_write(cur: &mut Cursor, mnemonic: &str) -> Result<u128> {
    let mut b = Bits::default();
    if mnemonic == "fb_color" || mnemonic == "fb_depth" {
        b.put(0, 1, (mnemonic == "fb_color").into());
        b.put(1, 5, 7);
        cur.expect("$", "a destination $N")?;
        b.put(6, 4, cur.number_in("a register", 0, 15)? as u128);
        return Ok(b.0);
    }
    // dest[0:1]: ARM's compiler writes 0 (spec §6), whatever Mesa's comment says.
    let (alignment, index) = signed_index(cur)?;
    b.put(25, 16, index.into());
    if cur.eat("+") {
        b.put(18, 6, scalar_register(cur)?.into());
        b.put(24, 1, 1);
    }
    cur.expect(" ", "a space")?;
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
    b.put(10, 2, alignment.into());
    b.put(4, 6, source.into());
    Ok(b.0)
}

const CONDITIONS: [&str; 7] = ["nv", "lt", "eq", "le", "gt", "ne", "ge"];

fn branch(cur: &mut Cursor, mnemonic: &str, offset: u32) -> Result<u128> {
    let at = cur.pos();
    if mnemonic == "discard" {
        return Ok(0x007F_0003);
    }
    let mut b = Bits::default();
    let cond = match mnemonic.strip_prefix("branch") {
        Some("") => 7,
        Some(c) => CONDITIONS
            .iter()
            .position(|n| Some(*n) == c.strip_prefix('.'))
            .ok_or_else(|| cur.error_at(at, format!("unknown branch `{mnemonic}`")))?
            as u128,
        None => unreachable!("called for branch mnemonics"),
    };
    b.put(18, 1, cond & 1);
    b.put(17, 1, cond >> 1 & 1);
    b.put(16, 1, cond >> 2 & 1);
    if cond != 7 {
        b.put(10, 6, scalar_register(cur)?.into());
        cur.expect(" ", "a space")?;
        b.put(4, 6, scalar_register(cur)?.into());
        cur.expect(" ", "a space")?;
    }
    let t = cur.number("a branch target")?;
    let target = t - offset as i64;
    if !(-(1 << 26)..(1 << 26)).contains(&target) {
        return Err(cur.error(format!("branch target {t} is out of reach")));
    }
    b.put(41, 27, target as u128);
    Ok(b.0)
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

fn constant(cur: &mut Cursor) -> Result<u128> {
    let mut v = 0u128;
    for lane in 0..4 {
        cur.expect(" ", "four constant values")?;
        v |= u128::from(half(cur)?) << (16 * lane);
    }
    Ok(v)
}

/// One instruction's fields and control flags, as parsed.
struct Fields {
    fields: [Option<u128>; 12],
    sync: bool,
    stop: bool,
}

fn instruction(cur: &mut Cursor, offset: u32) -> Result<Fields> {
    let mut p = Fields {
        fields: [None; 12],
        sync: false,
        stop: false,
    };
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
                p.sync || p.stop
            } else {
                p.stop
            };
            if repeated {
                return Err(cur.error_at(at, "sync and stop come once each, sync first".into()));
            }
            if mnemonic == "sync" {
                p.sync = true;
            } else {
                p.stop = true;
            }
            continue;
        }
        if p.sync || p.stop {
            return Err(cur.error_at(at, "fields come before sync and stop".into()));
        }
        let parts: Vec<&str> = mnemonic.split('.').collect();
        let unit = *parts.last().unwrap();
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
        let bits = match kind {
            FieldKind::Varying => varying(cur, mnemonic)?,
            FieldKind::Sampler => sampler(cur, mnemonic)?,
            FieldKind::Uniform => uniform(cur, mnemonic)?,
            FieldKind::Vec4Mul => alu(cur, name, mods, true, true)?,
            FieldKind::FloatMul => alu(cur, name, mods, false, true)?,
            FieldKind::Vec4Acc => alu(cur, name, mods, true, false)?,
            FieldKind::FloatAcc => alu(cur, name, mods, false, false)?,
            FieldKind::Combine => combine(cur, name, mods)?,
            FieldKind::TempWrite => temp_write(cur, mnemonic)?,
            FieldKind::Branch => branch(cur, mnemonic, offset)?,
            FieldKind::Const0 | FieldKind::Const1 => constant(cur)?,
        };
        if !at_field_end(cur) {
            return Err(cur.error(format!("unexpected `{}`", cur.rest())));
        }
        p.fields[index] = Some(bits);
    }
    Ok(p)
}

fn field_mask(p: &Fields) -> u16 {
    (0..12)
        .filter(|&i| p.fields[i].is_some())
        .fold(0u16, |m, i| m | 1 << i)
}

/// One parsed instruction line.
struct Parsed<'a> {
    offset: u32,
    fields: Fields,
    /// The text after `@ OFFSET: `, to check a `words` note against.
    body: &'a str,
    /// Exact words from a `words` note.
    words: Option<(Vec<u32>, Cursor<'a>)>,
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
        if n < end as i64 || n > end as i64 + 31 || (parsed.is_empty() && n != 0) {
            return Err(cur.error_at(
                at,
                format!(
                    "the previous instruction ends at word offset {end}; this one starts there"
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
        end = n as u32 + FieldKind::words_needed(field_mask(&fields));
        parsed.push(Parsed {
            offset: n as u32,
            fields,
            body,
            words: None,
        });
    }
    let counts: Vec<u32> = (0..parsed.len())
        .map(|k| match (&parsed[k].words, parsed.get(k + 1)) {
            (Some((w, _)), _) => w.len() as u32,
            (None, Some(next)) => next.offset - parsed[k].offset,
            (None, None) => FieldKind::words_needed(field_mask(&parsed[k].fields)),
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
        let next = counts.get(k + 1).copied().unwrap_or(0);
        let f = &p.fields;
        let control = count
            | (f.stop as u32) << 5
            | (f.sync as u32) << 6
            | u32::from(field_mask(f)) << 7
            | next << 19;
        let start = words.len();
        words.push(control);
        words.resize(start + count as usize, 0);
        let mut bit = 32 * (start + 1);
        for (i, kind) in FieldKind::ALL.iter().enumerate() {
            let Some(value) = f.fields[i] else { continue };
            let mut done = 0;
            while done < kind.width() {
                let shift = (bit % 32) as u32;
                let take = (32 - shift).min(kind.width() - done);
                let chunk = ((value >> done) & ((1u128 << take) - 1)) as u32;
                words[bit / 32] |= chunk << shift;
                bit += take as usize;
                done += take;
            }
        }
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
