//! Random PP and GP code for differential and round-trip testing.
//!
//! Instructions are random bits shaped so that every encoding appears often: PP
//! control words with a valid count for any subset of the twelve fields (sometimes
//! with extra words), every opcode of every unit, both views of the varying,
//! temp-write, combine and branch fields (including the fixed `fb_read` and `discard`
//! patterns), the sampler tail and texture types compilers write; GP instructions
//! with every unit busy or idle and the unused (21) and identity (22) source codes.
//! Unknown bits are mostly zero, as in compiler output, and sometimes random.
//!
//! The stream is a fixed xorshift, so a seed names a program.

use crate::pp::FieldKind;

/// xorshift64*: a dependency-free, seedable bit stream.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator seeded with `seed` (any value, 0 included).
    pub fn new(seed: u64) -> Rng {
        // splitmix64 spreads nearby seeds; zero is a fixed point of xorshift.
        let mut z = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
        z = (z ^ z >> 30).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ z >> 27).wrapping_mul(0x94d0_49bb_1331_11eb);
        Rng((z ^ z >> 31).max(1))
    }

    /// The next 64 bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// `width` random bits (all 128 from 128 on).
    pub fn bits(&mut self, width: u32) -> u128 {
        let v = (self.next_u64() as u128) << 64 | self.next_u64() as u128;
        if width >= 128 {
            v
        } else {
            v & ((1 << width) - 1)
        }
    }

    /// True with probability `percent` / 100.
    pub fn chance(&mut self, percent: u64) -> bool {
        self.next_u64() % 100 < percent
    }

    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64().checked_rem(n).unwrap_or(0)
    }

    /// One of `items`, which must not be empty (the generator's tables never are).
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len() as u64) as usize]
    }
}

/// `value` written into bits `lo..lo + width` of `bits`.
fn set(bits: u128, lo: u32, width: u32, value: u128) -> u128 {
    let m = ((1u128 << width) - 1) << lo;
    (bits & !m) | (value << lo & m)
}

/// Clears `width` bits at `lo` unless the dice say keep them (unknown bits).
fn mostly_zero(rng: &mut Rng, bits: u128, lo: u32, width: u32) -> u128 {
    if rng.chance(85) {
        set(bits, lo, width, 0)
    } else {
        bits
    }
}

/// One of `items`, or (as often as each item) any `width`-bit value.
fn pick_or_any(rng: &mut Rng, items: &[u128], width: u32) -> u128 {
    match rng.below(items.len() as u64 + 1) as usize {
        i if i < items.len() => items[i],
        _ => rng.bits(width),
    }
}

/// A 5-bit ALU opcode: named ones and, less often, any value.
fn alu_op(rng: &mut Rng, named: &[u8]) -> u128 {
    if rng.chance(80) {
        rng.pick(named) as u128
    } else {
        rng.bits(5)
    }
}

const MUL_OPS: [u8; 19] = [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 31,
];
const VEC4_ACC_OPS: [u8; 16] = [0, 4, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 20, 21, 23, 31];
const FLOAT_ACC_OPS: [u8; 14] = [0, 4, 8, 9, 10, 11, 12, 13, 14, 15, 20, 21, 23, 31];

/// A binary16 value: common constants, specials, or any pattern.
fn half(rng: &mut Rng) -> u128 {
    if rng.chance(50) {
        rng.pick(&[
            0x0000, 0x8000, 0x3c00, 0xbc00, 0x3800, 0x4000, 0x7c00, 0xfc00, 0x7e00, 0x0001, 0x03ff,
            0x7bff,
        ])
    } else {
        rng.bits(16)
    }
}

/// The bits of one PP field (spec §9 layouts).
fn pp_field(rng: &mut Rng, kind: FieldKind) -> u128 {
    let mut b = rng.bits(kind.width());
    match kind {
        FieldKind::Varying => {
            // unknown bits 4, 7–9 (immediate view), 32–33.
            b = mostly_zero(rng, b, 4, 1);
            b = mostly_zero(rng, b, 7, 3);
            b = mostly_zero(rng, b, 32, 2);
            if b >> 2 & 3 == 0 {
                b = mostly_zero(rng, b, 14, 2);
                if rng.chance(50) {
                    b = set(b, 10, 4, 15); // no offset register
                }
            }
        }
        FieldKind::Sampler => {
            b = mostly_zero(rng, b, 12, 5);
            b = mostly_zero(rng, b, 19, 5);
            // bits 24–28: texture type 0, cube, or anything.
            let ty = pick_or_any(rng, &[0, 0, 0x1f], 5);
            b = set(b, 24, 5, ty);
            if rng.chance(70) {
                b = set(b, 42, 20, 0x39001);
            }
        }
        FieldKind::Uniform => {
            b = set(b, 0, 2, pick_or_any(rng, &[0, 0, 3], 2));
            b = mostly_zero(rng, b, 2, 8);
            b = mostly_zero(rng, b, 12, 6);
            if rng.chance(50) {
                b = set(b, 25, 16, rng.bits(6));
            }
        }
        FieldKind::Vec4Mul => b = set(b, 38, 5, alu_op(rng, &MUL_OPS)),
        FieldKind::FloatMul => b = set(b, 25, 5, alu_op(rng, &MUL_OPS)),
        FieldKind::Vec4Acc => b = set(b, 38, 5, alu_op(rng, &VEC4_ACC_OPS)),
        FieldKind::FloatAcc => b = set(b, 25, 5, alu_op(rng, &FLOAT_ACC_OPS)),
        FieldKind::Combine => {
            if b & 1 == 1 && rng.chance(50) {
                b = mostly_zero(rng, b, 14, 8); // vector view padding
            }
        }
        FieldKind::TempWrite => {
            if rng.chance(30) {
                // fb_read: bits 1–5 hold 0b00111.
                b = set(b, 1, 5, 7);
                b = mostly_zero(rng, b, 10, 31);
            } else {
                b = set(b, 0, 2, pick_or_any(rng, &[3, 3, 3], 2));
                b = mostly_zero(rng, b, 2, 2);
                b = mostly_zero(rng, b, 12, 6);
                if rng.chance(50) {
                    b = set(b, 25, 16, rng.bits(6));
                }
            }
        }
        FieldKind::Branch => {
            if rng.chance(20) {
                b = 0x007F_0003; // discard
            } else {
                b = mostly_zero(rng, b, 0, 4);
                b = mostly_zero(rng, b, 19, 22);
                if rng.chance(70) {
                    // small forward or backward targets
                    let t = (rng.below(64) as i64 - 32) as u128 & ((1 << 27) - 1);
                    b = set(b, 41, 27, t);
                }
            }
        }
        FieldKind::Const0 | FieldKind::Const1 => {
            b = 0;
            for lane in 0..4 {
                b |= half(rng) << (16 * lane);
            }
        }
    }
    b
}

/// Appends one PP instruction: a control word with a valid count, then the fields.
pub fn pp_instruction(rng: &mut Rng, out: &mut Vec<u32>) {
    let fields = match rng.below(10) {
        0 => 0xfff,
        1 => 1 << rng.below(12),
        _ => rng.bits(12) as u16,
    };
    let needed = FieldKind::words_needed(fields);
    let count = if rng.chance(5) && needed < 31 {
        needed + 1 + rng.below((31 - needed) as u64).min(2) as u32
    } else {
        needed
    };
    let mut control = rng.bits(32) as u32;
    control = (control & !0x1f) | count;
    control = (control & !(0xfff << 7)) | (fields as u32) << 7;
    if rng.chance(80) {
        control &= !(0x3f << 26); // unknown bits
    }
    let start = out.len();
    out.push(control);
    out.resize(start + count as usize, 0);
    let mut bit = 32 * (start + 1);
    for kind in FieldKind::ALL {
        if fields >> kind as u16 & 1 == 0 {
            continue;
        }
        let value = pp_field(rng, kind);
        let mut done = 0;
        while done < kind.width() {
            let shift = (bit % 32) as u32;
            let take = (32 - shift).min(kind.width() - done);
            let chunk = (value >> done) as u32 & (((1u64 << take) - 1) as u32);
            out[bit / 32] |= chunk << shift;
            bit += take as usize;
            done += take;
        }
    }
    // Words the count covers beyond the fields carry random bits.
    let used = bit.div_ceil(32);
    for w in out.iter_mut().skip(used.max(start + 1)) {
        *w = rng.bits(32) as u32;
    }
}

/// `n` PP instructions from `seed`, as code words.
pub fn pp_program(seed: u64, n: usize) -> Vec<u32> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::with_capacity(n * 8);
    for _ in 0..n {
        pp_instruction(&mut rng, &mut out);
    }
    out
}

/// GP field offsets used by the generator (spec §10).
const GP_SOURCES: [u32; 6] = [0, 5, 10, 15, 22, 27];
const GP_MORE_SOURCES: [u32; 4] = [32, 37, 106, 111];
const GP_STORE_SOURCES: [u32; 4] = [71, 74, 77, 80];

/// One GP instruction (128 bits).
pub fn gp_instruction(rng: &mut Rng) -> u128 {
    let mut b = rng.bits(128);
    let busy = rng.chance(20);
    for lo in GP_SOURCES.into_iter().chain(GP_MORE_SOURCES) {
        let code = if busy {
            rng.bits(5) % 21 // any used source
        } else {
            match rng.below(10) {
                0..=3 => 21, // unused
                4 => 22,     // identity / previous complex
                _ => rng.bits(5),
            }
        };
        b = set(b, lo, 5, code);
    }
    for lo in GP_STORE_SOURCES {
        if rng.chance(50) {
            b = set(b, lo, 3, 7); // no store
        }
    }
    b = set(b, 100, 3, pick_or_any(rng, &[0, 0, 3, 1, 4], 3));
    b = set(b, 103, 3, pick_or_any(rng, &[2, 4, 5, 6], 3));
    b = set(
        b,
        86,
        4,
        pick_or_any(rng, &[0, 2, 3, 4, 5, 9, 12, 13, 14, 15], 4),
    );
    if rng.chance(80) {
        b = set(b, 69, 1, 0); // branch
    }
    if rng.chance(85) {
        b = set(b, 116, 4, 0); // unknown_1
    }
    b
}

/// `n` GP instructions from `seed`, as code bytes.
pub fn gp_program(seed: u64, n: usize) -> Vec<u8> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::with_capacity(n * 16);
    for _ in 0..n {
        out.extend_from_slice(&gp_instruction(&mut rng).to_le_bytes());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use gpubin_binfmt::Path;

    #[test]
    fn pp_programs_have_valid_framing() {
        let words = pp_program(1, 2000);
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        let program = crate::pp::decode_program(&bytes, 0, &Path::root()).unwrap();
        assert_eq!(program.len(), 2000);
        let mut seen = 0u16;
        for l in &program {
            seen |= l.instruction.fields();
        }
        assert_eq!(seen, 0xfff, "every field appears");
    }

    #[test]
    fn gp_programs_decode() {
        let bytes = gp_program(2, 500);
        assert_eq!(
            crate::gp::decode_program(&bytes, 0, &Path::root())
                .unwrap()
                .len(),
            500
        );
    }
}
