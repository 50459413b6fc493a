//! float24: the PICA200 shader float (1 sign, 7 exponent bits with bias 63, 16 mantissa
//! bits), stored in the low 24 bits of a word.
//!
//! Value = ±2^(e−63)·(1 + m/65536) for 0 < e < 0x7F; e = 0, m = 0 is ±0; e = 0, m ≠ 0
//! is a denormal the hardware flushes; e = 0x7F is ±infinity (m = 0) or NaN.
//!
//! [`Float24::from_f32`] converts exactly like the reference assembler (picasso 2.7.1):
//! the f32 mantissa is truncated, values below 2^-63 become a signed zero, values of
//! 2^65 and above (and NaN) become infinity, and values in [2^64, 2^65) keep their
//! mantissa under exponent 0x7F. [`Float24::to_f32`] is its exact inverse: every one of
//! the 2^24 patterns maps to the unique f32 with no truncated bits that converts back
//! to it, so `from_f32(to_f32(x)) == x` for all patterns.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Mask of the 24 meaningful bits.
pub const MASK: u32 = 0x00FF_FFFF;
/// Sign bit (bit 23).
pub const SIGN: u32 = 0x0080_0000;
/// Exponent field (bits 22–16).
pub const EXPONENT_MASK: u32 = 0x007F_0000;
/// Mantissa field (bits 15–0).
pub const MANTISSA_MASK: u32 = 0x0000_FFFF;
/// Exponent bias.
pub const BIAS: i32 = 63;
/// Difference between the f32 bias (127) and the float24 bias (63).
const REBIAS: u32 = 64;

/// How [`Float24::from_f32_with`] drops the 7 low mantissa bits of an f32.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rounding {
    /// Cut them off, with the reference assembler's underflow and overflow rules.
    #[default]
    Truncate,
    /// Round to nearest, ties to even; results of 2^64 and above saturate to infinity
    /// and NaN stays NaN.
    Nearest,
}

/// A float24 value: the bit pattern in the low 24 bits.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Float24(u32);

impl Float24 {
    /// +0 (0x000000).
    pub const ZERO: Float24 = Float24(0);
    /// 1.0 (0x3F0000: exponent 63, the bias).
    pub const ONE: Float24 = Float24(0x3F_0000);
    /// +infinity (0x7F0000).
    pub const INFINITY: Float24 = Float24(0x7F_0000);
    /// -infinity (0xFF0000).
    pub const NEG_INFINITY: Float24 = Float24(0xFF_0000);

    /// The pattern in the low 24 bits of `bits`; `None` if any of bits 24–31 is set.
    pub const fn from_bits(bits: u32) -> Option<Float24> {
        if bits & !MASK == 0 {
            Some(Float24(bits))
        } else {
            None
        }
    }

    /// The pattern in the low 24 bits of `bits`, ignoring the rest.
    pub const fn from_bits_truncate(bits: u32) -> Float24 {
        Float24(bits & MASK)
    }

    /// The 24-bit pattern.
    pub const fn to_bits(self) -> u32 {
        self.0
    }

    /// The sign bit (23) is set; -0 included.
    pub const fn is_sign_negative(self) -> bool {
        self.0 & SIGN != 0
    }

    /// Biased exponent field, 0–0x7F.
    pub const fn exponent(self) -> u32 {
        (self.0 & EXPONENT_MASK) >> 16
    }

    /// Mantissa field (bits 15–0).
    pub const fn mantissa(self) -> u32 {
        self.0 & MANTISSA_MASK
    }

    /// ±0.
    pub const fn is_zero(self) -> bool {
        self.0 & !SIGN == 0
    }

    /// Exponent 0x7F: infinity (mantissa 0) or NaN on the hardware.
    pub const fn is_special(self) -> bool {
        self.exponent() == 0x7F
    }

    /// Exponent 0 with a nonzero mantissa: flushed to zero by the hardware.
    pub const fn is_denormal(self) -> bool {
        self.exponent() == 0 && self.mantissa() != 0
    }

    /// A finite normal number or an exact zero: what an assembler should produce.
    pub const fn is_finite_normal_or_zero(self) -> bool {
        self.is_zero() || (self.exponent() != 0 && !self.is_special())
    }

    /// The reference assembler's conversion (truncation, see the module docs).
    pub fn from_f32(value: f32) -> Float24 {
        let bits = value.to_bits();
        let sign = (bits >> 8) & SIGN;
        let exp8 = (bits >> 23) & 0xFF;
        let mantissa = (bits & 0x7F_FFFF) >> 7;
        // NaN and infinity have exp8 = 0xFF and land in the overflow branch.
        if exp8 < REBIAS {
            Float24(sign)
        } else if exp8 - REBIAS > 0x7F {
            Float24(sign | EXPONENT_MASK)
        } else {
            Float24(sign | (exp8 - REBIAS) << 16 | mantissa)
        }
    }

    /// Conversion with a choice of rounding.
    pub fn from_f32_with(value: f32, rounding: Rounding) -> Float24 {
        match rounding {
            Rounding::Truncate => Float24::from_f32(value),
            Rounding::Nearest => Float24::from_f32_nearest(value),
        }
    }

    fn from_f32_nearest(value: f32) -> Float24 {
        let bits = value.to_bits();
        let sign = (bits >> 8) & SIGN;
        if value.is_nan() {
            return Float24(sign | EXPONENT_MASK | MANTISSA_MASK);
        }
        let exp8 = (bits >> 23) & 0xFF;
        if exp8 < REBIAS {
            return Float24(sign);
        }
        // Exponent and mantissa as one number, so a carry out of the mantissa bumps
        // the exponent.
        let magnitude = ((exp8 - REBIAS) << 23 | (bits & 0x7F_FFFF)) as u64;
        let dropped = magnitude & 0x7F;
        let mut kept = magnitude >> 7;
        if dropped > 0x40 || (dropped == 0x40 && kept & 1 == 1) {
            kept += 1;
        }
        if kept >= 0x7F_0000 {
            return Float24(sign | EXPONENT_MASK);
        }
        Float24(sign | kept as u32)
    }

    /// A double goes through f32 first (round to nearest even), as the reference
    /// assembler does with the result of `atof`.
    pub fn from_f64(value: f64) -> Float24 {
        Float24::from_f32(value as f32)
    }

    /// The exact inverse of [`Float24::from_f32`]: exponent 0x7F and denormal patterns
    /// are read as ordinary exponents (2^64·…, 2^-63·…), so every pattern has a
    /// distinct finite value. See [`Float24::to_f32_hardware`] for what the GPU sees.
    pub fn to_f32(self) -> f32 {
        let sign = (self.0 & SIGN) << 8;
        if self.is_zero() {
            return f32::from_bits(sign);
        }
        f32::from_bits(sign | (self.exponent() + REBIAS) << 23 | self.mantissa() << 7)
    }

    /// The value the hardware computes with: exponent 0x7F is infinity or NaN,
    /// denormals are flushed to a signed zero.
    pub fn to_f32_hardware(self) -> f32 {
        let negative = self.is_sign_negative();
        if self.is_special() {
            let v = if self.mantissa() == 0 {
                f32::INFINITY
            } else {
                f32::NAN
            };
            return if negative { -v } else { v };
        }
        if self.is_denormal() {
            return if negative { -0.0 } else { 0.0 };
        }
        self.to_f32()
    }

    /// The shortest decimal that the reference conversion (decimal → f64 → f32 →
    /// truncation) turns back into these bits. Infinity prints as `inf`; every other
    /// pattern, including exponent 0x7F and denormal ones, has such a decimal.
    pub fn shortest_decimal(self) -> String {
        shortest_decimal(self, Rounding::Truncate)
    }
}

/// The shortest decimal `d` with `Float24::from_f32_with((d as f64) as f32, rounding)`
/// equal to `value`, printed like Rust's `{:?}` for f64 (`0.1`, `1.0`, `1e-19`).
/// `inf`/`-inf` for infinity; `nan` where no decimal exists (NaN under `Nearest`).
pub fn shortest_decimal(value: Float24, rounding: Rounding) -> String {
    let negative = value.is_sign_negative();
    let sign = if negative { "-" } else { "" };
    if value.is_zero() {
        return format!("{sign}0.0");
    }
    if value.is_special() && value.mantissa() == 0 {
        return format!("{sign}inf");
    }
    let converts_back = |text: &str| -> Option<f64> {
        let d: f64 = text.parse().ok()?;
        (Float24::from_f32_with(d as f32, rounding) == value).then_some(d)
    };
    // Centre of the run of f32 values that map to this pattern: the first f32 plus
    // half the run (127 more f32 under truncation, ±64 around it when rounding).
    let low = value.to_f32() as f64;
    let ulp = f32::from_bits(value.to_f32().to_bits() + 1) as f64 - low;
    let centre = match rounding {
        Rounding::Truncate => low + 63.5 * ulp,
        Rounding::Nearest => low,
    };
    if !centre.is_finite() {
        return "nan".to_string();
    }
    for digits in 1..=17usize {
        let text = format!("{:.*e}", digits - 1, centre);
        let (mantissa, exponent) = text.split_once('e').unwrap_or((&text, "0"));
        let candidates = neighbours(mantissa)
            .into_iter()
            .map(|m| format!("{m}e{exponent}"));
        for candidate in std::iter::once(text.clone()).chain(candidates) {
            if let Some(d) = converts_back(&candidate) {
                // `{:?}` prints the shortest text that parses back to the same f64.
                return format!("{d:?}");
            }
        }
    }
    // Unreachable in practice: 17 significant digits identify any f64.
    format!("{:?}", value.to_f32())
}

/// The decimal mantissas one unit in the last place below and above `m` (`1.25` →
/// `1.24`, `1.26`), keeping the digit count; carries are handled by the f64 parse.
fn neighbours(m: &str) -> Vec<String> {
    let negative = m.starts_with('-');
    let digits: String = m.chars().filter(|c| c.is_ascii_digit()).collect();
    let Ok(n) = digits.parse::<u64>() else {
        return Vec::new();
    };
    let scale = digits.len() - 1;
    let mut out = Vec::with_capacity(2);
    for k in [n.wrapping_sub(1), n + 1] {
        if k == u64::MAX || k == 0 {
            continue;
        }
        // k / 10^scale, written so the exponent suffix still applies.
        let value = format!("{k}e-{scale}");
        let Ok(v) = value.parse::<f64>() else {
            continue;
        };
        out.push(format!("{}{v:?}", if negative { "-" } else { "" }));
    }
    out
}

impl From<f32> for Float24 {
    fn from(value: f32) -> Self {
        Float24::from_f32(value)
    }
}

impl fmt::Display for Float24 {
    /// The shortest decimal under the reference conversion.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.shortest_decimal())
    }
}

impl fmt::Debug for Float24 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Float24(0x{:06x} = {})", self.0, self)
    }
}

impl fmt::LowerHex for Float24 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::LowerHex::fmt(&self.0, f)
    }
}

/// Serialised as `"0x3f0000"`: exact, and readable next to the decimal the inspector
/// prints. Deserialises from that form, from a plain bit-pattern number, or from a
/// decimal string such as `"0.5"` (converted like the reference assembler).
impl Serialize for Float24 {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(&format_args!("0x{:06x}", self.0))
    }
}

impl<'de> Deserialize<'de> for Float24 {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Repr {
            Bits(u32),
            Text(String),
        }
        let bad = |what: String| serde::de::Error::custom(what);
        match Repr::deserialize(d)? {
            Repr::Bits(bits) => Float24::from_bits(bits)
                .ok_or_else(|| bad(format!("float24 pattern 0x{bits:x} has more than 24 bits"))),
            Repr::Text(text) => parse_text(&text).ok_or_else(|| {
                bad(format!(
                    "invalid float24 {text:?}: expected 0x and up to 6 hex digits, or a decimal"
                ))
            }),
        }
    }
}

fn parse_text(text: &str) -> Option<Float24> {
    if let Some(hex) = text.strip_prefix("0x") {
        return u32::from_str_radix(hex, 16)
            .ok()
            .and_then(Float24::from_bits);
    }
    let lower = text.to_ascii_lowercase();
    match lower.trim_start_matches(['-', '+']) {
        "inf" | "infinity" => {
            return Some(if lower.starts_with('-') {
                Float24::NEG_INFINITY
            } else {
                Float24::INFINITY
            })
        }
        "nan" => return None,
        _ => {}
    }
    text.parse::<f64>().ok().map(Float24::from_f64)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f24(v: f64) -> u32 {
        Float24::from_f64(v).to_bits()
    }

    #[test]
    #[allow(clippy::approx_constant)] // 3.14159 is the spec's literal, not pi
    fn reference_examples() {
        // pica200.md §2, observed picasso output.
        assert_eq!(f24(0.0), 0x000000);
        assert_eq!(f24(-0.0), 0x800000);
        assert_eq!(f24(1.0), 0x3F0000);
        assert_eq!(f24(-1.0), 0xBF0000);
        assert_eq!(f24(0.1), 0x3B9999);
        assert_eq!(f24(0.01), 0x3847AE);
        assert_eq!(f24(3.14159), 0x40921F);
        assert_eq!(f24(255.0), 0x46FE00);
        assert_eq!(f24(1e-30), 0x000000);
        assert_eq!(f24(-1e-30), 0x800000);
        assert_eq!(f24(2f64.powi(-63)), 0x000000);
        assert_eq!(f24(1.5 * 2f64.powi(-63)), 0x008000);
        assert_eq!(f24(2f64.powi(-62)), 0x010000);
        assert_eq!(f24(2f64.powi(63)), 0x7E0000);
        assert_eq!(f24(2f64.powi(64)), 0x7F0000);
        assert_eq!(f24(1.5 * 2f64.powi(64)), 0x7F8000);
        assert_eq!(f24(1e30), 0x7F0000);
        assert_eq!(f24(-1e30), 0xFF0000);
        assert_eq!(f24(f64::INFINITY), 0x7F0000);
        assert_eq!(f24(f64::NEG_INFINITY), 0xFF0000);
        assert_eq!(f24(f64::NAN), 0x7F0000);
    }

    #[test]
    fn nearest_rounding() {
        let near = |v: f32| Float24::from_f32_with(v, Rounding::Nearest).to_bits();
        assert_eq!(near(0.1), 0x3B999A);
        assert_eq!(near(1.0), 0x3F0000);
        assert_eq!(near(-0.1), 0xBB999A);
        // Ties to even: 0x40 dropped with an even kept part stays, odd rounds up.
        assert_eq!(near(f32::from_bits(0x3F80_0040)), 0x3F0000);
        assert_eq!(near(f32::from_bits(0x3F80_00C0)), 0x3F0002);
        // Mantissa carry into the exponent.
        assert_eq!(near(f32::from_bits(0x3FFF_FFFF)), 0x400000);
        // Saturation at 2^64 (just below rounds up into the infinity exponent).
        assert_eq!(near(f32::from_bits(0x5F7F_FFFF)), 0x7F0000);
        assert_eq!(near(1.5 * 2f32.powi(64)), 0x7F0000);
        assert_eq!(near(-f32::INFINITY), 0xFF0000);
        assert_eq!(near(f32::NAN) & 0x7FFFFF, 0x7FFFFF);
        assert_eq!(near(1e-30), 0);
    }

    #[test]
    fn inverse_and_hardware_values() {
        assert_eq!(Float24::ONE.to_f32(), 1.0);
        assert_eq!(Float24(0xBF8000).to_f32(), -1.5);
        assert_eq!(Float24(0x800000).to_f32().to_bits(), 0x8000_0000);
        assert_eq!(Float24(0x7F0000).to_f32(), 2f32.powi(64));
        assert_eq!(Float24(0x7F0000).to_f32_hardware(), f32::INFINITY);
        assert_eq!(Float24(0xFF0000).to_f32_hardware(), f32::NEG_INFINITY);
        assert!(Float24(0x7F0001).to_f32_hardware().is_nan());
        assert_eq!(Float24(0x008000).to_f32_hardware(), 0.0);
        assert_eq!(Float24(0x008000).to_f32(), 1.5 * 2f32.powi(-63));
        assert!(Float24(0x3B9999).is_finite_normal_or_zero());
        assert!(!Float24(0x008000).is_finite_normal_or_zero());
        assert!(!Float24(0x7F0000).is_finite_normal_or_zero());
        assert_eq!(Float24::from_bits(0x100_0000), None);
    }

    #[test]
    fn shortest_decimals() {
        let show = |bits: u32| Float24(bits).to_string();
        assert_eq!(show(0x3B9999), "0.1");
        assert_eq!(show(0x3F0000), "1.0");
        assert_eq!(show(0xBF0000), "-1.0");
        assert_eq!(show(0x000000), "0.0");
        assert_eq!(show(0x800000), "-0.0");
        assert_eq!(show(0x46FE00), "255.0");
        assert_eq!(show(0x3847AE), "0.01");
        assert_eq!(show(0x40921F), "3.1416");
        assert_eq!(show(0x7F0000), "inf");
        assert_eq!(show(0xFF0000), "-inf");
        // Under rounding, 0.1 maps to ...9A and ...99 needs more digits.
        assert_eq!(
            shortest_decimal(Float24(0x3B999A), Rounding::Nearest),
            "0.1"
        );
        assert_eq!(
            shortest_decimal(Float24(0x3B9999), Rounding::Nearest),
            "0.099999"
        );
    }

    #[test]
    fn serde_forms() {
        let v: Float24 = serde_json::from_str("\"0x3b9999\"").unwrap();
        assert_eq!(v.to_bits(), 0x3B9999);
        assert_eq!(serde_json::to_string(&v).unwrap(), "\"0x3b9999\"");
        let v: Float24 = serde_json::from_str("\"0.1\"").unwrap();
        assert_eq!(v.to_bits(), 0x3B9999);
        let v: Float24 = serde_json::from_str("4128768").unwrap();
        assert_eq!(v, Float24::ONE);
        let v: Float24 = serde_json::from_str("\"-inf\"").unwrap();
        assert_eq!(v, Float24::NEG_INFINITY);
        assert!(serde_json::from_str::<Float24>("\"0x1000000\"").is_err());
        assert!(serde_json::from_str::<Float24>("\"pi\"").is_err());
    }
}
