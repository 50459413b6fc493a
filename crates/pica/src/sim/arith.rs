//! float24 arithmetic as the shader units compute it.
//!
//! A register component is held as an `f32` whose value is exactly one float24
//! pattern: finite patterns (subnormal ones included, as stored) through
//! [`Float24::to_f32`], exponent 0x7F as infinity (mantissa 0) or NaN.
//!
//! Facts (3dbrew "GPU/Shader Instruction Set", section "Floating-Point Behavior",
//! results of tests on hardware):
//! - the internal format is the binary one: 1 sign, 7 exponent, 16 mantissa bits;
//! - there is no negative zero (`rsq(rcp(-inf))` is `+inf`);
//! - arithmetic instructions flush subnormal inputs and outputs to +0
//!   (`mul(s, 2) = 0`, `mul(n, 0.5) = 0`); `max` and `cmp` do not flush
//!   (`max(s, 0) = s`, `cmp(s, 0)` is "not equal");
//! - `inf * 0` and `NaN * 0` are 0, "including inside MUL, MAD, DP4";
//! - `+inf - +inf` is NaN;
//! - `rcp(0) = +inf`, `rcp(+inf) = 0`, `rcp(NaN) = NaN`; `rsq(-0) = +inf`,
//!   `rsq(-2) = NaN`, `rsq(+inf) = 0`, `rsq(-inf) = NaN`;
//! - `max(0, NaN) = NaN`, `max(NaN, 0) = 0`, `min(0, NaN) = NaN`, `min(NaN, 0) = 0`:
//!   max is "src1 > src2 ? src1 : src2" and min "src1 < src2 ? src1 : src2".
//!   (The same table lists `max(0, -inf) = -inf`, which no ordering rule gives
//!   together with the other entries; the simulator follows the rule: 0.)
//!
//! Rounding: results are cut to 16 mantissa bits (truncation). No hardware table
//! of rounding is public; the emulator change "pica_types: Correctly restrict
//! Float<M, E> precision" (citra pull request 7372) reports that truncating the
//! mantissa fixed a game's clipping errors that rounding or full f32 caused.
//! Products and sums inside one instruction (`dp3`/`dp4`/`dph`/`mad`) are formed
//! exactly and cut once; the order of the hardware's internal adders is not public,
//! so a result may differ from the hardware's in the last mantissa bit.
//! `rcp`/`rsq`/`ex2`/`lg2` return the exact value cut to 16 bits: the error of the
//! hardware's approximations has not been published.

use crate::float24::Float24;

/// Smallest positive normal float24, 2^-62.
const MIN_NORMAL: f64 = 1.0 / 4_611_686_018_427_387_904.0;
/// 2^64: the first magnitude with exponent field 0x7F (infinity).
const OVERFLOW: f64 = 18_446_744_073_709_551_616.0;

/// The value of a float24 pattern (low 24 bits).
pub fn from_bits(bits: u32) -> f32 {
    let f = Float24::from_bits_truncate(bits);
    if f.is_special() {
        let v = if f.mantissa() == 0 {
            f32::INFINITY
        } else {
            f32::NAN
        };
        return if f.is_sign_negative() { -v } else { v };
    }
    f.to_f32()
}

/// The pattern of a register value (NaN as `0x7FFFFF`, keeping its sign).
pub fn to_bits(v: f32) -> u32 {
    if v.is_nan() {
        let sign = if v.is_sign_negative() { 0x80_0000 } else { 0 };
        return sign | 0x7F_FFFF;
    }
    if v.is_infinite() {
        return if v < 0.0 { 0xFF_0000 } else { 0x7F_0000 };
    }
    Float24::from_f32(v).to_bits()
}

/// Any f32 cut to the float24 value its conversion gives (truncated mantissa,
/// the reference conversion's underflow and overflow).
pub fn quantize(v: f32) -> f32 {
    from_bits(to_bits(v))
}

/// A float24 value as an arithmetic input: subnormals and -0 become +0.
pub fn flush(v: f32) -> f32 {
    if v == 0.0 || (v.is_finite() && f64::from(v.abs()) < MIN_NORMAL) {
        0.0
    } else {
        v
    }
}

/// An exact result cut to float24: truncated mantissa, +0 below the smallest
/// normal (no negative zero), infinity from 2^64 up.
pub fn round(x: f64) -> f32 {
    if x.is_nan() {
        return f32::NAN;
    }
    let a = x.abs();
    if a >= OVERFLOW {
        return if x < 0.0 {
            f32::NEG_INFINITY
        } else {
            f32::INFINITY
        };
    }
    if a < MIN_NORMAL {
        return 0.0;
    }
    // 52 f64 mantissa bits, keep the top 16.
    let cut = f64::from_bits(x.to_bits() & !((1u64 << 36) - 1));
    cut as f32
}

/// The exact product of two inputs, 0 when either is 0 (whatever the other is).
pub fn mul_exact(a: f32, b: f32) -> f64 {
    let (a, b) = (flush(a), flush(b));
    if a == 0.0 || b == 0.0 {
        0.0
    } else {
        f64::from(a) * f64::from(b)
    }
}

/// ADD of two inputs: flushed, summed exactly, cut once.
pub fn add(a: f32, b: f32) -> f32 {
    round(f64::from(flush(a)) + f64::from(flush(b)))
}

/// MUL of two inputs: 0 when either is 0 (inf * 0 = 0), else the cut product.
pub fn mul(a: f32, b: f32) -> f32 {
    round(mul_exact(a, b))
}

/// `a * b + c`, one cut.
pub fn mad(a: f32, b: f32, c: f32) -> f32 {
    round(mul_exact(a, b) + f64::from(flush(c)))
}

/// Sum of products, one cut.
pub fn dot(a: &[f32], b: &[f32]) -> f32 {
    round(a.iter().zip(b).map(|(&x, &y)| mul_exact(x, y)).sum())
}

/// `src1 > src2 ? src1 : src2`, no flushing.
pub fn max(a: f32, b: f32) -> f32 {
    if a > b {
        a
    } else {
        b
    }
}

/// `src1 < src2 ? src1 : src2`, no flushing.
pub fn min(a: f32, b: f32) -> f32 {
    if a < b {
        a
    } else {
        b
    }
}

/// RCP: +inf at 0 (either sign, subnormals flushed), else the cut reciprocal.
pub fn rcp(a: f32) -> f32 {
    let a = flush(a);
    if a == 0.0 {
        return f32::INFINITY;
    }
    round(1.0 / f64::from(a))
}

/// RSQ: +inf at 0, NaN below 0, else the cut 1/sqrt.
pub fn rsq(a: f32) -> f32 {
    let a = flush(a);
    if a == 0.0 {
        return f32::INFINITY;
    }
    if a < 0.0 {
        return f32::NAN;
    }
    round(1.0 / f64::from(a).sqrt())
}

/// EX2: 2^a, cut.
pub fn ex2(a: f32) -> f32 {
    round(f64::from(flush(a)).exp2())
}

/// LG2: -inf at 0, else log2 a, cut (NaN below 0).
pub fn lg2(a: f32) -> f32 {
    let a = flush(a);
    if a == 0.0 {
        return f32::NEG_INFINITY;
    }
    round(f64::from(a).log2())
}

/// FLR: floor, cut.
pub fn flr(a: f32) -> f32 {
    round(f64::from(flush(a)).floor())
}

/// A value for output: exact float24 already; -0 and subnormal outputs of moves
/// are kept as they are (moves do not compute).
pub fn canonical_zero(v: f32) -> f32 {
    if v == 0.0 {
        0.0
    } else {
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn patterns_round_trip() {
        for bits in [
            0x3F_0000u32,
            0xBF_0000,
            0x3B_9999,
            0x00_8000,
            0x7F_0000,
            0xFF_0000,
        ] {
            assert_eq!(to_bits(from_bits(bits)), bits, "{bits:#x}");
        }
        assert!(from_bits(0x7F_0001).is_nan());
    }

    #[test]
    fn truncation_and_limits() {
        // 1/3 = 0x3E5555.55…: cut, not rounded up.
        assert_eq!(to_bits(round(1.0 / 3.0)), 0x3D_5555);
        assert_eq!(to_bits(round(-1.0 / 3.0)), 0xBD_5555);
        assert_eq!(round(OVERFLOW), f32::INFINITY);
        assert_eq!(to_bits(round(-MIN_NORMAL / 2.0)), 0);
        assert_eq!(to_bits(round(MIN_NORMAL)), 0x01_0000);
    }

    #[test]
    fn hardware_table() {
        let nan = f32::NAN;
        let inf = f32::INFINITY;
        assert_eq!(mul(inf, 0.0), 0.0);
        assert_eq!(mul(0.0, nan), 0.0);
        assert!(add(inf, -inf).is_nan());
        assert_eq!(rsq(rcp(-inf)), inf);
        assert_eq!(rcp(0.0), inf);
        assert_eq!(rcp(inf), 0.0);
        assert!(rcp(nan).is_nan());
        assert_eq!(rsq(-0.0), inf);
        assert!(rsq(-2.0).is_nan());
        assert_eq!(rsq(inf), 0.0);
        assert!(rsq(-inf).is_nan());
        assert_eq!(max(0.0, inf), inf);
        // The table also lists max(0, -inf) = -inf, which contradicts the ordering
        // rule the other entries agree on; the rule gives 0.
        assert_eq!(max(0.0, -inf), 0.0);
        assert!(max(0.0, nan).is_nan());
        assert_eq!(max(nan, 0.0), 0.0);
        assert_eq!(max(-inf, inf), inf);
        assert_eq!(min(0.0, inf), 0.0);
        assert_eq!(min(0.0, -inf), -inf);
        assert!(min(0.0, nan).is_nan());
        assert_eq!(min(nan, 0.0), 0.0);
        assert_eq!(min(-inf, inf), -inf);
        // s = largest subnormal, n = smallest normal.
        let s = from_bits(0x00_FFFF);
        let n = from_bits(0x01_0000);
        assert_eq!(max(s, 0.0), s);
        assert_eq!(mul(s, 2.0), 0.0);
        assert_eq!(mul(n, 0.5), 0.0);
        // 1.0 halved 63 times compares equal to zero, not before.
        let mut v = 1.0f32;
        for i in 1..=63 {
            v = mul(v, 0.5);
            assert_eq!(v == 0.0, i == 63, "step {i}");
        }
    }
}
