//! Fields 10 and 11, the two inline constant vectors (`^const0`, `^const1`): four
//! IEEE binary16 values, x in the low 16 bits.

use serde::{Deserialize, Serialize};

use super::field::Field;
use crate::bitfield::Span;

/// An inline vec4 constant as raw binary16 bits (x, y, z, w).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Constant(pub [u16; 4]);

impl Constant {
    /// The four values as f32 (exact: every binary16 value is an f32).
    pub fn values(&self) -> [f32; 4] {
        self.0.map(half_to_f32)
    }
}

impl Constant {
    /// The four halves, x first.
    pub const LAYOUT: [Span; 4] = [
        Span {
            name: "x",
            lo: 0,
            width: 16,
        },
        Span {
            name: "y",
            lo: 16,
            width: 16,
        },
        Span {
            name: "z",
            lo: 32,
            width: 16,
        },
        Span {
            name: "w",
            lo: 48,
            width: 16,
        },
    ];
}

impl Field for Constant {
    const WIDTH: u32 = 64;

    fn decode(bits: u128) -> Self {
        Constant(Self::LAYOUT.map(|s| s.get(bits) as u16))
    }

    fn encode(&self) -> u128 {
        Self::LAYOUT
            .iter()
            .zip(self.0)
            .fold(0, |acc, (s, h)| acc | s.put(h.into()))
    }
}

/// Converts IEEE binary16 bits to f32, NaN payloads and signs kept.
pub fn half_to_f32(h: u16) -> f32 {
    let sign = ((h >> 15) as u32) << 31;
    let exponent = ((h >> 10) & 0x1f) as u32;
    let mantissa = (h & 0x3ff) as u32;
    let bits = match exponent {
        0 if mantissa == 0 => sign,
        0 => {
            // Subnormal: value = mantissa × 2^-24, exact in f32.
            let magnitude = mantissa as f32 * f32::from_bits(0x3380_0000);
            return f32::from_bits(sign | magnitude.to_bits());
        }
        0x1f => sign | 0x7f80_0000 | mantissa << 13,
        _ => sign | (exponent + 112) << 23 | mantissa << 13,
    };
    f32::from_bits(bits)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn halves() {
        assert_eq!(half_to_f32(0x3c00), 1.0);
        assert_eq!(half_to_f32(0xc000), -2.0);
        assert_eq!(half_to_f32(0x3800), 0.5);
        assert_eq!(half_to_f32(0x7bff), 65504.0);
        assert_eq!(half_to_f32(0x0001), 2f32.powi(-24));
        assert_eq!(half_to_f32(0x8001), -(2f32.powi(-24)));
        assert_eq!(half_to_f32(0x03ff), 1023.0 * 2f32.powi(-24));
        assert_eq!(half_to_f32(0x7c00), f32::INFINITY);
        assert!(half_to_f32(0x7e00).is_nan());
        assert!(half_to_f32(0x8000).is_sign_negative());
    }
}
