//! Double-double numbers (an unevaluated sum `hi + lo` of two f64, about
//! 106 bits), for clipping: a triangle corner at 1e17 and a clipped corner
//! at 1 in the same lerp need more than f64's 53 bits to keep the window's
//! pixels apart. Knuth's two-sum and an FMA-based two-product (error-free
//! transformations); results are within a few units of 2^-104 relative.

use std::ops::{Add, Div, Mul, Neg, Sub};

#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Dd {
    hi: f64,
    lo: f64,
}

/// `a + b` as `s + e` exactly.
fn two_sum(a: f64, b: f64) -> (f64, f64) {
    let s = a + b;
    let bb = s - a;
    (s, (a - (s - bb)) + (b - bb))
}

/// `a + b` as `s + e` exactly when `|a| >= |b|`.
fn quick_two_sum(a: f64, b: f64) -> Dd {
    let s = a + b;
    Dd {
        hi: s,
        lo: b - (s - a),
    }
}

impl Dd {
    pub fn to_f64(self) -> f64 {
        self.hi + self.lo
    }

    pub fn is_non_negative(self) -> bool {
        self.hi > 0.0 || (self.hi == 0.0 && self.lo >= 0.0)
    }

    pub fn is_zero(self) -> bool {
        self.hi == 0.0 && self.lo == 0.0
    }
}

impl From<f64> for Dd {
    fn from(hi: f64) -> Dd {
        Dd { hi, lo: 0.0 }
    }
}

impl From<f32> for Dd {
    fn from(x: f32) -> Dd {
        Dd::from(f64::from(x))
    }
}

impl Add for Dd {
    type Output = Dd;
    fn add(self, b: Dd) -> Dd {
        let (s, e) = two_sum(self.hi, b.hi);
        let (t, f) = two_sum(self.lo, b.lo);
        let r = quick_two_sum(s, e + t);
        quick_two_sum(r.hi, r.lo + f)
    }
}

impl Neg for Dd {
    type Output = Dd;
    fn neg(self) -> Dd {
        Dd {
            hi: -self.hi,
            lo: -self.lo,
        }
    }
}

impl Sub for Dd {
    type Output = Dd;
    fn sub(self, b: Dd) -> Dd {
        self + -b
    }
}

impl Mul for Dd {
    type Output = Dd;
    fn mul(self, b: Dd) -> Dd {
        let p = self.hi * b.hi;
        let e = self.hi.mul_add(b.hi, -p);
        quick_two_sum(p, e + (self.hi * b.lo + self.lo * b.hi))
    }
}

impl Div for Dd {
    type Output = Dd;
    fn div(self, b: Dd) -> Dd {
        // Long division: three f64 quotient digits.
        let q1 = self.hi / b.hi;
        let r = self - b * Dd::from(q1);
        let q2 = r.hi / b.hi;
        let r = r - b * Dd::from(q2);
        let q3 = r.hi / b.hi;
        let q = quick_two_sum(q1, q2);
        q + Dd::from(q3)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sums_and_products_keep_what_f64_loses() {
        let big = Dd::from(1e17);
        let one = Dd::from(1.0);
        // 1e17 + 1 is not an f64; the difference survives.
        assert_eq!(((big + one) - big).to_f64(), 1.0);
        // (1e17 + 1) / 2e17 - 0.5 = 5e-18.
        let t = (big + one) / (big + big);
        assert!(((t - Dd::from(0.5)).to_f64() - 5e-18).abs() < 1e-30);
        // A lerp from 1e17 to -1e17 lands on -1 exactly.
        let (a, b) = (big, -big);
        let d_in = a + one;
        let d_out = b + one;
        let t = d_in / (d_in - d_out);
        let p = a + t * (b - a);
        assert!((p.to_f64() + 1.0).abs() < 1e-12, "{}", p.to_f64());
        assert!(Dd::from(0.0).is_non_negative());
        assert!(!(Dd::from(1e17) - (big + one)).is_non_negative());
    }
}
