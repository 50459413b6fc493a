//! Differential test of the GLSL compiler: random vertex shaders from a seeded
//! generator, compiled, run in the PICA200 simulator and in the GLSL interpreter
//! on random inputs, outputs compared within a bound derived for each output.
//!
//! The bound. Every value the generator writes is also evaluated here in f64
//! together with a bound `e` on how far a float24 computation of it can be from
//! the exact value (forward error analysis):
//! - float24 keeps 16 fraction bits and the simulator cuts (truncates) results,
//!   so one rounding moves a value `v` by less than `U * |v|`, U = 2^-16; inputs
//!   and constants are rounded once on the way in;
//! - a + b: e_a + e_b + U (|a + b| + e_a + e_b); a * b: |a| e_b + |b| e_a + e_a e_b
//!   plus U times the magnitude; 1/b, 1/sqrt(x), 2^x, log2(x): the input error
//!   through the largest derivative on [x - e, x + e], plus U of the result (the
//!   simulator cuts the exact value); min, max, abs, clamp: the largest input error;
//! - sin/cos: the input error, plus U * |x| from reducing x to a turn, plus
//!   400 U for the polynomial (its Taylor remainder is below 3e-8 and Horner's
//!   rule on nine coefficients summing to less than 23 at |t| <= 1/2 adds at
//!   most 9 * 23 U);
//! - atan, atan(y, x), asin, acos: the steps the compiler takes, each under the
//!   rules above (|x| or |y|; t = min / max through 1/b; Horner's rule on the nine
//!   float24 coefficients of Abramowitz and Stegun 4.4.49; pi/2 - p and pi - p
//!   as (k - 2p) + p;
//!   asin(x) = atan(x * rsq((1 - x)(1 + x)))), plus 6e-8 for the polynomial's own
//!   error (2e-8) and for a branch taken at a point within its error of the switch
//!   (the two sides agree there to 4e-8); the sign of x taken within its error of 0
//!   costs that error. atan(y, x) with y within its error of 0 and x < 0 is
//!   ill-conditioned (the jump from pi to -pi);
//! - sinh, cosh, tanh, asinh, acosh, atanh, refract, determinant: likewise the
//!   compiler's steps under the rules above (e^x = 2^(x log2 e) and its
//!   reciprocal; 1 - 2 / (e^2x + 1); ln as log2 times ln 2; sqrt w as w * rsq w,
//!   or, where w is within its error of 0, sqrt(e_w) (|sqrt a - sqrt b| <=
//!   sqrt |a - b|) plus 3 U; the sign of an odd function taken within its error of
//!   0 costs twice that error; refract's k within its error of 0 is
//!   ill-conditioned (the select); determinants by the cofactors the compiler
//!   uses);
//! - inverse: the adjugate (the compiler's 2x2 entries, crosses for 3x3, signed
//!   3x3 minors for 4x4) times rcp(det) under the rules above; a determinant within
//!   its error of 0 gives no finite bound (skipped);
//! - roundEven: exact unless within its error of a half (ill-conditioned);
//! - isnan, isinf: exact, of an argument finite by its bound (below 10^18, far from
//!   float24's 2^64), infinite by construction (K / (a * 0.0), K not 0) or NaN by
//!   construction (inversesqrt(-1 - a * a)); a finite `a` whose bound reaches
//!   10^18 is ill-conditioned;
//! - floor, step, comparisons: exact, unless the operand is within its bound of
//!   the step, where float24 may land on either side: such a shader is
//!   ill-conditioned and regenerated (counted as skipped); so is one where the
//!   argument of a logarithm is within its bound of 0 (no finite bound).
//!
//! The interpreter computes in binary32 (2^-24 per operation, 256 times less than
//! U), which U' = 2^-16 + 2^-22 covers. A component passes when
//! |simulator - interpreter| <= e.
//!
//! Besides expressions, a shader may hold an `if`/`else`, a vector written in parts
//! under nested run-time conditions, an unrolled loop, a loop left by a `break` under a
//! run-time condition, a loop iteration skipped by a `continue` under one, user
//! functions (one with an `inout` parameter, one left by a `return` under a run-time
//! condition), a local array written and read at a run-time index, integer conversion
//! and division, a struct uniform, a
//! run-time index into a uniform array, and a loop over an integer uniform (`for (int
//! i = S; i < nl; i++)`, compiled to PICA200 `loop`, sometimes with an `if` on the
//! counter or an unrolled loop inside; nl is uploaded by the convention of `compile::loop_register`, and
//! may be at most S, for no pass).
//!
//! `cargo test -p gpubin-pica --test compile_diff` runs a seeded set; the large run
//! is `COMPILE_DIFF_COUNT=10000 cargo test -p gpubin-pica --release --test compile_diff -- --ignored`.

#![allow(clippy::needless_range_loop)]

use std::collections::BTreeMap;

use gpubin_glsl::ir::Scalar;
use gpubin_glsl::{NoTextures, Value};
use gpubin_pica::compile::{compile, Options};

const U: f64 = 1.0 / 65536.0 + 1.0 / 4194304.0;

/// One xorshift64 step.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    /// A float in [lo, hi) with few significant bits (exact in float24).
    fn float(&mut self, lo: f64, hi: f64) -> f64 {
        let x = lo + (hi - lo) * (self.next() % 4096) as f64 / 4096.0;
        (x * 256.0).round() / 256.0
    }
}

/// A value and the bound on a float24 computation's distance from it.
#[derive(Clone, Copy, Debug)]
struct Num {
    v: f64,
    e: f64,
}

impl Num {
    fn leaf(v: f64) -> Num {
        Num { v, e: U * v.abs() }
    }
    fn round(v: f64, e: f64) -> Num {
        Num {
            v,
            e: e + U * (v.abs() + e),
        }
    }
}

fn add(a: Num, b: Num) -> Num {
    Num::round(a.v + b.v, a.e + b.e)
}
fn neg(a: Num) -> Num {
    Num { v: -a.v, e: a.e }
}
fn mul(a: Num, b: Num) -> Num {
    Num::round(a.v * b.v, a.v.abs() * b.e + b.v.abs() * a.e + a.e * b.e)
}

fn rcp(b: Num) -> Num {
    let lo = b.v.abs() - b.e;
    let e = if lo > 0.0 {
        b.e / (lo * b.v.abs())
    } else {
        f64::INFINITY
    };
    Num::round(1.0 / b.v, e)
}
fn rsq(y: Num) -> Num {
    let lo = y.v - y.e;
    let e = if lo > 0.0 {
        0.5 * lo.powf(-1.5) * y.e
    } else {
        f64::INFINITY
    };
    Num::round(1.0 / y.v.sqrt(), e)
}

/// atan(x) as the compiler computes it: t = min(|x|, 1) / max(|x|, 1), the
/// polynomial on t (Horner), pi/2 minus it past 1, the sign.
fn atan_num(x: Num) -> Num {
    let a = Num {
        v: x.v.abs(),
        e: x.e,
    };
    let (lo, hi) = if a.v > 1.0 {
        (Num::leaf(1.0), a)
    } else {
        (a, Num::leaf(1.0))
    };
    let p = atan_poly(mul(lo, rcp(hi)));
    let r = if a.v > 1.0 {
        reflect(p, std::f64::consts::FRAC_PI_2)
    } else {
        p
    };
    // The sign taken from x within its error of 0 costs at most that error.
    let e = r.e + if x.v.abs() <= x.e { x.e } else { 0.0 };
    Num {
        v: x.v.atan(),
        e: e + ATAN_POLY_ERROR,
    }
}

/// atan(y, x): t = min / max of |x|, |y|, reflected about pi/4, then about pi/2 for
/// x < 0, and the sign of y. Ill-conditioned (None) where y is within its error of
/// 0 with x < 0 (the jump from pi to -pi).
fn atan2_num(y: Num, x: Num) -> Option<Num> {
    if y.v.abs() <= y.e && x.v < x.e {
        return None;
    }
    let (ax, ay) = (x.v.abs(), y.v.abs());
    let (lo, hi) = if ay > ax {
        (Num { v: ax, e: x.e }, Num { v: ay, e: y.e })
    } else {
        (Num { v: ay, e: y.e }, Num { v: ax, e: x.e })
    };
    let mut r = atan_poly(mul(lo, rcp(hi)));
    if ay > ax {
        r = reflect(r, std::f64::consts::FRAC_PI_2);
    }
    if x.v < 0.0 {
        r = reflect(r, std::f64::consts::PI);
    }
    Some(Num {
        v: y.v.atan2(x.v),
        e: r.e + ATAN_POLY_ERROR,
    })
}

/// k - p as the compiler computes it: (k - 2p) + p.
fn reflect(p: Num, k: f64) -> Num {
    add(add(Num::leaf(k), mul(Num { v: -2.0, e: 0.0 }, p)), p)
}

/// The polynomial's own error (Abramowitz and Stegun 4.4.49: 2e-8) and the branch
/// taken at a point within its error of |x| = 1 (both sides agree there to 4e-8).
const ATAN_POLY_ERROR: f64 = 6e-8;

/// t * P(t^2) for t in [0, 1], Horner's rule on the float24 coefficients.
fn atan_poly(t: Num) -> Num {
    const C: [f64; 9] = [
        1.0,
        -0.333_331_452_8,
        0.199_935_508_5,
        -0.142_088_994_4,
        0.106_562_639_3,
        -0.075_289_640_0,
        0.042_909_613_8,
        -0.016_165_736_7,
        0.002_866_225_7,
    ];
    let t2 = mul(t, t);
    let mut acc = Num::leaf(C[8]);
    for c in C.iter().rev().skip(1) {
        acc = add(mul(t2, acc), Num::leaf(*c));
    }
    mul(t, acc)
}

/// asin(x) = atan(x * rsq((1 - x)(1 + x))) for |x| < 1.
fn asin_num(x: Num) -> Num {
    let w = mul(add(Num::leaf(1.0), neg(x)), add(Num::leaf(1.0), x));
    let a = atan_num(mul(x, rsq(w)));
    Num {
        v: x.v.asin(),
        e: a.e,
    }
}

fn exp2_num(y: Num) -> Num {
    Num::round(y.v.exp2(), (y.v + y.e).exp2() - y.v.exp2())
}
fn log2_num(y: Num) -> Num {
    // An argument within its error of 0: no finite bound (the shader is then
    // skipped as ill-conditioned).
    let e = if y.v - y.e > 0.0 {
        y.e / ((y.v - y.e) * std::f64::consts::LN_2)
    } else {
        f64::INFINITY
    };
    Num::round(y.v.log2(), e)
}
/// sqrt(w) = w * rsq(w); near 0, |sqrt a - sqrt b| <= sqrt |a - b| bounds it.
fn sqrt_num(w: Num) -> Num {
    if w.v - w.e > 0.0 {
        return mul(w, rsq(w));
    }
    let v = w.v.max(0.0).sqrt();
    Num {
        v,
        e: w.e.sqrt() + 3.0 * U * (v + w.e.sqrt()),
    }
}
fn scaled(x: Num, k: f64) -> Num {
    mul(x, Num::leaf(k))
}
/// The sign of x taken within its error of 0, for an odd function whose slope is
/// at most 1 there.
fn odd_sign(r: Num, x: Num) -> Num {
    Num {
        v: r.v,
        e: r.e + if x.v.abs() <= x.e { 2.0 * x.e } else { 0.0 },
    }
}

/// dot(a, cross(b, c)) as the compiler computes it.
fn det3_num(a: [Num; 3], b: [Num; 3], c: [Num; 3]) -> Num {
    let cr = |i: usize, j: usize| add(neg(mul(b[j], c[i])), mul(b[i], c[j]));
    let x = [cr(1, 2), cr(2, 0), cr(0, 1)];
    add(add(mul(a[0], x[0]), mul(a[1], x[1])), mul(a[2], x[2]))
}

/// The determinant of the matrix with columns `c`, as the compiler computes it.
fn det_num(c: &[Vec<Num>]) -> Num {
    match c.len() {
        2 => add(neg(mul(c[1][0], c[0][1])), mul(c[0][0], c[1][1])),
        3 => det3_num(
            [c[0][0], c[0][1], c[0][2]],
            [c[1][0], c[1][1], c[1][2]],
            [c[2][0], c[2][1], c[2][2]],
        ),
        _ => {
            let mut acc: Option<Num> = None;
            for i in 0..4 {
                let r: Vec<usize> = (0..4).filter(|j| *j != i).collect();
                let pick = |v: &Vec<Num>| [v[r[0]], v[r[1]], v[r[2]]];
                let m = det3_num(pick(&c[1]), pick(&c[2]), pick(&c[3]));
                let a = if i % 2 == 1 { neg(c[0][i]) } else { c[0][i] };
                let t = mul(a, m);
                acc = Some(match acc {
                    None => t,
                    Some(p) => add(t, p),
                });
            }
            acc.unwrap()
        }
    }
}

/// The rows of the inverse of the matrix with columns `c`, as the compiler computes
/// them (adjugate times rcp(det)).
fn inverse_rows_num(c: &[Vec<Num>]) -> Vec<Vec<Num>> {
    let cross = |b: &[Num], cc: &[Num]| -> Vec<Num> {
        let cr = |i: usize, j: usize| add(neg(mul(b[j], cc[i])), mul(b[i], cc[j]));
        vec![cr(1, 2), cr(2, 0), cr(0, 1)]
    };
    match c.len() {
        2 => {
            let r = rcp(det_num(c));
            vec![
                vec![mul(c[1][1], r), neg(mul(c[1][0], r))],
                vec![neg(mul(c[0][1], r)), mul(c[0][0], r)],
            ]
        }
        3 => {
            let x = [
                cross(&c[1], &c[2]),
                cross(&c[2], &c[0]),
                cross(&c[0], &c[1]),
            ];
            let d = add(
                add(mul(c[0][0], x[0][0]), mul(c[0][1], x[0][1])),
                mul(c[0][2], x[0][2]),
            );
            let r = rcp(d);
            x.iter()
                .map(|xi| xi.iter().map(|v| mul(*v, r)).collect())
                .collect()
        }
        _ => {
            let ys: Vec<Vec<Num>> = (0..4)
                .map(|i| {
                    let o: Vec<&Vec<Num>> = (0..4).filter(|j| *j != i).map(|j| &c[j]).collect();
                    (0..4)
                        .map(|k| {
                            let r: Vec<usize> = (0..4).filter(|j| *j != k).collect();
                            let pick = |v: &Vec<Num>| [v[r[0]], v[r[1]], v[r[2]]];
                            let m = det3_num(pick(o[0]), pick(o[1]), pick(o[2]));
                            if (i + k) % 2 == 1 {
                                neg(m)
                            } else {
                                m
                            }
                        })
                        .collect()
                })
                .collect();
            let mut d = mul(c[0][0], ys[0][0]);
            for k in 1..4 {
                d = add(d, mul(c[0][k], ys[0][k]));
            }
            let r = rcp(d);
            ys.iter()
                .map(|y| y.iter().map(|v| mul(*v, r)).collect())
                .collect()
        }
    }
}

/// An expression: GLSL text and its components.
#[derive(Clone, Debug)]
struct E {
    text: String,
    c: Vec<Num>,
}

struct Gen {
    rng: Rng,
    /// Readable names with their values: attributes, uniforms, locals.
    vars: Vec<E>,
    /// A step landed within its error of a discontinuity.
    ill: bool,
    decls: String,
    body: String,
    inputs: BTreeMap<String, Value>,
    uniforms: BTreeMap<String, Value>,
    functions: String,
    /// m0 by columns.
    matrix: Vec<Vec<Num>>,
    /// ua[4] and the index `ai.x` holds.
    array: Vec<Vec<f64>>,
    index: usize,
    /// The passes of the loop over the integer uniform `nl`, if there is one, and
    /// whether it reads `ul[i + 1]`.
    uniform_loop: Option<(usize, bool)>,
    /// The GLSL version the built-ins used need (120, 130 or 150).
    version: u32,
    /// Whether this shader may call the inverse and hyperbolic trigonometry,
    /// roundEven, refract, determinant and inverse.
    extra: bool,
}

fn vec_value(c: &[f64]) -> Value {
    if c.len() == 1 {
        Value::Float(c[0] as f32)
    } else {
        Value::Vector(c.iter().map(|x| Scalar::Float(*x as f32)).collect())
    }
}

fn ty(n: usize) -> &'static str {
    ["float", "vec2", "vec3", "vec4"][n - 1]
}

const LANES: [char; 4] = ['x', 'y', 'z', 'w'];

impl Gen {
    fn new(seed: u64) -> Gen {
        let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
        let extra = rng.below(2) == 0;
        Gen {
            rng,
            extra,
            vars: Vec::new(),
            ill: false,
            decls: String::new(),
            body: String::new(),
            inputs: BTreeMap::new(),
            uniforms: BTreeMap::new(),
            functions: String::new(),
            matrix: Vec::new(),
            array: Vec::new(),
            index: 0,
            uniform_loop: None,
            version: 120,
        }
    }

    fn lit(&mut self) -> E {
        let v = self.rng.float(-2.0, 2.0);
        E {
            text: format!("{v:?}"),
            c: vec![Num::leaf(v)],
        }
    }

    /// Splats a scalar to `n` or swizzles a vector to `n` components.
    fn fit(&mut self, e: E, n: usize) -> E {
        let m = e.c.len();
        if m == n {
            return e;
        }
        if m == 1 {
            return E {
                text: format!("{}({})", ty(n), e.text),
                c: vec![e.c[0]; n],
            };
        }
        let sel: Vec<usize> = (0..n).map(|_| self.rng.below(m)).collect();
        E {
            text: format!(
                "({}).{}",
                e.text,
                sel.iter().map(|i| LANES[*i]).collect::<String>()
            ),
            c: sel.iter().map(|i| e.c[*i]).collect(),
        }
    }

    fn leaf(&mut self, n: usize) -> E {
        if self.vars.is_empty() || self.rng.below(5) == 0 {
            let l = self.lit();
            return self.fit(l, n);
        }
        let v = self.vars[self.rng.below(self.vars.len())].clone();
        self.fit(v, n)
    }

    fn expr(&mut self, n: usize, depth: usize) -> E {
        if depth == 0 {
            return self.leaf(n);
        }
        let d = depth - 1;
        let map1 = |e: &E, f: &dyn Fn(Num) -> Num| e.c.iter().map(|x| f(*x)).collect::<Vec<_>>();
        // The built-ins from 23 on only in half the shaders (the others keep GLSL
        // 1.20).
        let pick = match self.rng.below(32) {
            k if k >= 23 && !self.extra => 31,
            k => k,
        };
        match pick {
            0..=2 => {
                let (a, b) = (self.expr(n, d), self.expr(n, d));
                let c = a.c.iter().zip(&b.c).map(|(x, y)| add(*x, *y)).collect();
                E {
                    text: format!("({} + {})", a.text, b.text),
                    c,
                }
            }
            3 => {
                let (a, b) = (self.expr(n, d), self.expr(n, d));
                let c =
                    a.c.iter()
                        .zip(&b.c)
                        .map(|(x, y)| add(*x, neg(*y)))
                        .collect();
                E {
                    text: format!("({} - {})", a.text, b.text),
                    c,
                }
            }
            4..=5 => {
                let bn = if self.rng.below(2) == 0 { 1 } else { n };
                let (a, b) = (self.expr(n, d), self.expr(bn, d));
                let b = self.fit(b, n);
                let c = a.c.iter().zip(&b.c).map(|(x, y)| mul(*x, *y)).collect();
                E {
                    text: format!("({} * {})", a.text, b.text),
                    c,
                }
            }
            6 => {
                let a = self.expr(n, d);
                E {
                    text: format!("(-({}))", a.text),
                    c: map1(&a, &neg),
                }
            }
            7 => {
                // a / (1 + b * b): the denominator is at least 1.
                let (a, b) = (self.expr(n, d), self.expr(n, d));
                let c =
                    a.c.iter()
                        .zip(&b.c)
                        .map(|(x, y)| {
                            let den = add(Num::leaf(1.0), mul(*y, *y));
                            mul(*x, rcp(den))
                        })
                        .collect();
                E {
                    text: format!("({} / (1.0 + {} * {}))", a.text, b.text, b.text),
                    c,
                }
            }
            8 => {
                // dot products
                let m = 2 + self.rng.below(3);
                let (a, b) = (self.expr(m, d), self.expr(m, d));
                let mut acc = mul(a.c[0], b.c[0]);
                for i in 1..m {
                    acc = add(acc, mul(a.c[i], b.c[i]));
                }
                let e = E {
                    text: format!("dot({}, {})", a.text, b.text),
                    c: vec![acc],
                };
                self.fit(e, n)
            }
            9 => {
                let (a, b) = (self.expr(n, d), self.expr(n, d));
                let mx = self.rng.below(2) == 0;
                let c =
                    a.c.iter()
                        .zip(&b.c)
                        .map(|(x, y)| Num {
                            v: if mx { x.v.max(y.v) } else { x.v.min(y.v) },
                            e: x.e.max(y.e),
                        })
                        .collect();
                E {
                    text: format!("{}({}, {})", if mx { "max" } else { "min" }, a.text, b.text),
                    c,
                }
            }
            10 => {
                let a = self.expr(n, d);
                E {
                    text: format!("abs({})", a.text),
                    c: map1(&a, &|x| Num {
                        v: x.v.abs(),
                        e: x.e,
                    }),
                }
            }
            11 => {
                let a = self.expr(n, d);
                E {
                    text: format!("clamp({}, -1.0, 1.5)", a.text),
                    c: map1(&a, &|x| Num {
                        v: x.v.clamp(-1.0, 1.5),
                        e: x.e,
                    }),
                }
            }
            12 => {
                // mix(x, y, a) = x + (y - x) * a
                let (x, y, a) = (self.expr(n, d), self.expr(n, d), self.expr(n, d));
                let c = (0..n)
                    .map(|i| add(x.c[i], mul(add(y.c[i], neg(x.c[i])), a.c[i])))
                    .collect();
                E {
                    text: format!("mix({}, {}, {})", x.text, y.text, a.text),
                    c,
                }
            }
            13 => {
                // inversesqrt(a * a + 0.5) and sqrt(a * a + 0.5)
                let a = self.expr(n, d);
                let sq = self.rng.below(2) == 0;
                let c = map1(&a, &|x| {
                    let y = add(mul(x, x), Num::leaf(0.5));
                    let lo = (y.v - y.e).max(1e-30);
                    let r = Num::round(1.0 / y.v.sqrt(), 0.5 * lo.powf(-1.5) * y.e);
                    if sq {
                        mul(y, r)
                    } else {
                        r
                    }
                });
                let f = if sq { "sqrt" } else { "inversesqrt" };
                E {
                    text: format!("{f}({} * {} + 0.5)", a.text, a.text),
                    c,
                }
            }
            14 => {
                // exp2(clamp(a, -4, 4))
                let a = self.expr(n, d);
                let c = map1(&a, &|x| {
                    let v = x.v.clamp(-4.0, 4.0);
                    Num::round(v.exp2(), (v + x.e).exp2() - v.exp2())
                });
                E {
                    text: format!("exp2(clamp({}, -4.0, 4.0))", a.text),
                    c,
                }
            }
            15 => {
                // log2(abs(a) + 0.5)
                let a = self.expr(n, d);
                let c = map1(&a, &|x| {
                    let y = add(
                        Num {
                            v: x.v.abs(),
                            e: x.e,
                        },
                        Num::leaf(0.5),
                    );
                    // An argument within its error of 0: no finite bound (the shader
                    // is then skipped as ill-conditioned).
                    let e = if y.v - y.e > 0.0 {
                        y.e / ((y.v - y.e) * std::f64::consts::LN_2)
                    } else {
                        f64::INFINITY
                    };
                    Num::round(y.v.log2(), e)
                });
                E {
                    text: format!("log2(abs({}) + 0.5)", a.text),
                    c,
                }
            }
            16 => {
                let a = self.expr(n, d);
                let cos = self.rng.below(2) == 0;
                let c = map1(&a, &|x| Num {
                    v: if cos { x.v.cos() } else { x.v.sin() },
                    e: x.e + U * x.v.abs() + 400.0 * U,
                });
                E {
                    text: format!("{}({})", if cos { "cos" } else { "sin" }, a.text),
                    c,
                }
            }
            17 => {
                // floor / fract: exact unless within the error of an integer
                let a = self.expr(n, d);
                let fr = self.rng.below(2) == 0;
                let mut ill = false;
                let c =
                    a.c.iter()
                        .map(|x| {
                            if (x.v - x.e).floor() != (x.v + x.e).floor() {
                                ill = true;
                            }
                            let f = x.v.floor();
                            if fr {
                                add(*x, neg(Num { v: f, e: 0.0 }))
                            } else {
                                Num { v: f, e: 0.0 }
                            }
                        })
                        .collect();
                self.ill |= ill;
                E {
                    text: format!("{}({})", if fr { "fract" } else { "floor" }, a.text),
                    c,
                }
            }
            18 => {
                // comparisons: step, and ?: on a scalar comparison
                let (a, b) = (self.expr(n, d), self.expr(n, d));
                let mut ill = false;
                let c =
                    a.c.iter()
                        .zip(&b.c)
                        .map(|(e, x)| {
                            if (x.v - e.v).abs() <= x.e + e.e {
                                ill = true;
                            }
                            Num {
                                v: if x.v < e.v { 0.0 } else { 1.0 },
                                e: 0.0,
                            }
                        })
                        .collect();
                self.ill |= ill;
                E {
                    text: format!("step({}, {})", a.text, b.text),
                    c,
                }
            }
            19 => {
                let (p, q) = (self.expr(1, d), self.expr(1, d));
                let (a, b) = (self.expr(n, d), self.expr(n, d));
                if (p.c[0].v - q.c[0].v).abs() <= p.c[0].e + q.c[0].e {
                    self.ill = true;
                }
                let pick = p.c[0].v < q.c[0].v;
                E {
                    text: format!("({} < {} ? {} : {})", p.text, q.text, a.text, b.text),
                    c: if pick { a.c } else { b.c },
                }
            }
            20 if n == 3 => {
                let (a, b) = (self.expr(3, d), self.expr(3, d));
                let (x, y) = (&a.c, &b.c);
                let cr = |i: usize, j: usize| add(mul(x[i], y[j]), neg(mul(x[j], y[i])));
                E {
                    text: format!("cross({}, {})", a.text, b.text),
                    c: vec![cr(1, 2), cr(2, 0), cr(0, 1)],
                }
            }
            21 if n == 4 => {
                // the uniform matrix times a vector
                let a = self.expr(4, d);
                let m = self.matrix.clone();
                let c = (0..4)
                    .map(|r| {
                        let mut acc = mul(m[0][r], a.c[0]);
                        for k in 1..4 {
                            acc = add(acc, mul(m[k][r], a.c[k]));
                        }
                        acc
                    })
                    .collect();
                E {
                    text: format!("(m0 * {})", a.text),
                    c,
                }
            }
            22 => {
                // the dynamically indexed uniform array
                let k = self.index;
                let e = E {
                    text: "ua[int(ai.x)]".into(),
                    c: self.array[k].iter().map(|x| Num::leaf(*x)).collect(),
                };
                self.fit(e, n)
            }
            23 => {
                // atan(a) or atan(a, b)
                let a = self.expr(n, d);
                if self.rng.below(2) == 0 {
                    return E {
                        text: format!("atan({})", a.text),
                        c: map1(&a, &atan_num),
                    };
                }
                let b = self.expr(n, d);
                let mut ill = false;
                let c =
                    a.c.iter()
                        .zip(&b.c)
                        .map(|(y, x)| {
                            atan2_num(*y, *x).unwrap_or_else(|| {
                                ill = true;
                                Num { v: 0.0, e: 0.0 }
                            })
                        })
                        .collect();
                self.ill |= ill;
                E {
                    text: format!("atan({}, {})", a.text, b.text),
                    c,
                }
            }
            24 => {
                // asin / acos of clamp(a, -1, 1) * 0.875
                let a = self.expr(n, d);
                let ac = self.rng.below(2) == 0;
                let c = map1(&a, &|x| {
                    let y = mul(
                        Num {
                            v: x.v.clamp(-1.0, 1.0),
                            e: x.e,
                        },
                        Num::leaf(0.875),
                    );
                    let r = asin_num(y);
                    if ac {
                        let r = add(Num::leaf(std::f64::consts::FRAC_PI_2), neg(r));
                        Num {
                            v: y.v.acos(),
                            e: r.e,
                        }
                    } else {
                        r
                    }
                });
                E {
                    text: format!(
                        "{}(clamp({}, -1.0, 1.0) * 0.875)",
                        if ac { "acos" } else { "asin" },
                        a.text
                    ),
                    c,
                }
            }
            25 => {
                // sinh, cosh, tanh of clamp(a, -4, 4)
                self.version = self.version.max(130);
                let a = self.expr(n, d);
                let which = self.rng.below(3);
                let c = map1(&a, &|x| {
                    let x = Num {
                        v: x.v.clamp(-4.0, 4.0),
                        e: x.e,
                    };
                    if which == 2 {
                        let z = exp2_num(scaled(x, 2.0 * std::f64::consts::LOG2_E));
                        let r = rcp(add(z, Num::leaf(1.0)));
                        let t = add(Num::leaf(1.0), mul(r, Num { v: -2.0, e: 0.0 }));
                        return Num {
                            v: x.v.tanh(),
                            e: t.e,
                        };
                    }
                    let ex = exp2_num(scaled(x, std::f64::consts::LOG2_E));
                    let r = rcp(ex);
                    let t = scaled(add(ex, if which == 0 { neg(r) } else { r }), 0.5);
                    Num {
                        v: if which == 0 { x.v.sinh() } else { x.v.cosh() },
                        e: t.e,
                    }
                });
                E {
                    text: format!(
                        "{}(clamp({}, -4.0, 4.0))",
                        ["sinh", "cosh", "tanh"][which],
                        a.text
                    ),
                    c,
                }
            }
            26 => {
                // asinh(a), acosh(1 + |a|), atanh(clamp(a, -0.9, 0.9))
                self.version = self.version.max(130);
                let a = self.expr(n, d);
                let which = self.rng.below(3);
                let ln2 = std::f64::consts::LN_2;
                let c = map1(&a, &|x| match which {
                    0 => {
                        let ax = Num {
                            v: x.v.abs(),
                            e: x.e,
                        };
                        let w = add(mul(x, x), Num::leaf(1.0));
                        let l = log2_num(add(ax, sqrt_num(w)));
                        let r = odd_sign(scaled(l, ln2), x);
                        Num {
                            v: x.v.asinh(),
                            e: r.e,
                        }
                    }
                    1 => {
                        let y = add(
                            Num::leaf(1.0),
                            Num {
                                v: x.v.abs(),
                                e: x.e,
                            },
                        );
                        let w = mul(add(y, Num::leaf(-1.0)), add(y, Num::leaf(1.0)));
                        let l = log2_num(add(y, sqrt_num(w)));
                        Num {
                            v: y.v.acosh(),
                            e: scaled(l, ln2).e,
                        }
                    }
                    _ => {
                        let y = Num {
                            v: x.v.clamp(-0.9, 0.9),
                            e: x.e,
                        };
                        let la = log2_num(add(Num::leaf(1.0), y));
                        let lb = log2_num(add(Num::leaf(1.0), neg(y)));
                        Num {
                            v: y.v.atanh(),
                            e: scaled(add(la, neg(lb)), ln2 / 2.0).e,
                        }
                    }
                });
                let text = match which {
                    0 => format!("asinh({})", a.text),
                    1 => format!("acosh(1.0 + abs({}))", a.text),
                    _ => format!("atanh(clamp({}, -0.9, 0.9))", a.text),
                };
                E { text, c }
            }
            27 => {
                // roundEven: exact unless within its error of a half
                self.version = self.version.max(130);
                let a = self.expr(n, d);
                let mut ill = false;
                let c =
                    a.c.iter()
                        .map(|x| {
                            if (x.v - x.e + 0.5).floor() != (x.v + x.e + 0.5).floor() {
                                ill = true;
                            }
                            Num {
                                v: x.v.round_ties_even(),
                                e: 0.0,
                            }
                        })
                        .collect();
                self.ill |= ill;
                E {
                    text: format!("roundEven({})", a.text),
                    c,
                }
            }
            28 if n > 1 => {
                // refract(I, N, eta): 0 where k < 0; ill where k is within its
                // error of 0
                let (i, nn) = (self.expr(n, d), self.expr(n, d));
                let eta = Num::leaf(self.rng.float(0.5, 1.5));
                let mut dt = mul(nn.c[0], i.c[0]);
                for j in 1..n {
                    dt = add(dt, mul(nn.c[j], i.c[j]));
                }
                let q = add(Num::leaf(1.0), neg(mul(dt, dt)));
                let k = add(Num::leaf(1.0), neg(mul(mul(eta, eta), q)));
                if k.v.abs() <= k.e {
                    self.ill = true;
                }
                let c = if k.v < 0.0 {
                    vec![Num { v: 0.0, e: 0.0 }; n]
                } else {
                    let g = add(mul(eta, dt), sqrt_num(k));
                    (0..n)
                        .map(|j| add(mul(i.c[j], eta), neg(mul(nn.c[j], g))))
                        .collect()
                };
                E {
                    text: format!("refract({}, {}, {:?})", i.text, nn.text, eta.v),
                    c,
                }
            }
            29 => {
                // determinant of a matrix built from columns (GLSL 1.50)
                self.version = self.version.max(150);
                let k = 2 + self.rng.below(3);
                let cols: Vec<E> = (0..k).map(|_| self.expr(k, d)).collect();
                let det = det_num(&cols.iter().map(|c| c.c.clone()).collect::<Vec<_>>());
                let e = E {
                    text: format!(
                        "determinant(mat{k}({}))",
                        cols.iter()
                            .map(|c| c.text.clone())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                    c: vec![det],
                };
                self.fit(e, n)
            }
            30 => {
                // a column of the inverse of a matrix built from columns (GLSL 1.40)
                self.version = self.version.max(150);
                let k = 2 + self.rng.below(3);
                let j = self.rng.below(k);
                // Two added on the diagonal: a matrix of splats alone is singular.
                let mut cols: Vec<E> = (0..k).map(|_| self.expr(k, d)).collect();
                for (i, c) in cols.iter_mut().enumerate() {
                    c.c[i] = add(c.c[i], Num::leaf(2.0));
                }
                let rows = inverse_rows_num(&cols.iter().map(|c| c.c.clone()).collect::<Vec<_>>());
                // A singular matrix (or one within its error of it): no bound, and
                // folded constants would be infinite.
                if rows.iter().flatten().any(|x| !x.e.is_finite()) {
                    self.ill = true;
                }
                let e = E {
                    text: format!(
                        "inverse(mat{k}({}) + mat{k}(2.0))[{j}]",
                        cols.iter()
                            .map(|c| c.text.clone())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                    c: rows.iter().map(|r| r[j]).collect(),
                };
                self.fit(e, n)
            }
            31 if self.extra => {
                // isnan / isinf (GLSL 1.30) as 0.0 or 1.0, of a finite value, of
                // K / (a * 0.0) (an infinity in both: a * 0 is 0, rcp 0 is +inf
                // and K * inf is infinite, K not 0, as 0 * inf is 0 in float24 but
                // NaN in binary32; not K / (a - a), which the compiler may fuse
                // into a `mad` whose single cut leaves a - a nonzero) or of
                // inversesqrt(-1 - a * a) (NaN in both: rsq of a negative number
                // or of -inf).
                self.version = self.version.max(130);
                let a = self.expr(n, d);
                // a * 0 is 0 in binary32, and a * a not NaN, only while a is
                // finite, which its bound shows (float24 is finite below 2^64).
                let reach = |x: &Num| x.v.abs() + x.e;
                if a.c.iter().any(|x| reach(x) >= 1e18 || reach(x).is_nan()) {
                    self.ill = true;
                }
                let nan = self.rng.below(2) == 0;
                let (arg, holds) = match self.rng.below(3) {
                    0 => (a.text, false),
                    1 => {
                        let sign = if self.rng.below(2) == 0 { -1.0 } else { 1.0 };
                        let k = sign * self.rng.float(0.5, 2.0);
                        (format!("({k:?} / ({} * 0.0))", a.text), !nan)
                    }
                    _ => (format!("inversesqrt(-1.0 - {0} * {0})", a.text), nan),
                };
                let f = if nan { "isnan" } else { "isinf" };
                E {
                    text: format!("{}({f}({arg}))", ty(n)),
                    c: vec![
                        Num {
                            v: f64::from(u8::from(holds)),
                            e: 0.0,
                        };
                        n
                    ],
                }
            }
            _ => self.leaf(n),
        }
    }
}

/// Extra state the generator reads.
impl Gen {
    fn setup(&mut self) {
        let attrs = 1 + self.rng.below(3);
        for i in 0..attrs {
            let c: Vec<f64> = (0..4).map(|_| self.rng.float(-2.0, 2.0)).collect();
            self.decls.push_str(&format!("attribute vec4 a{i};\n"));
            self.inputs.insert(format!("a{i}"), vec_value(&c));
            self.vars.push(E {
                text: format!("a{i}"),
                c: c.iter().map(|x| Num::leaf(*x)).collect(),
            });
        }
        for i in 0..1 + self.rng.below(3) {
            let c: Vec<f64> = (0..4).map(|_| self.rng.float(-2.0, 2.0)).collect();
            self.decls.push_str(&format!("uniform vec4 u{i};\n"));
            self.uniforms.insert(format!("u{i}"), vec_value(&c));
            self.vars.push(E {
                text: format!("u{i}"),
                c: c.iter().map(|x| Num::leaf(*x)).collect(),
            });
        }
        let s = self.rng.float(-2.0, 2.0);
        self.decls.push_str("uniform float s0;\n");
        self.uniforms.insert("s0".into(), Value::Float(s as f32));
        self.vars.push(E {
            text: "s0".into(),
            c: vec![Num::leaf(s)],
        });
        // m0: columns; ua: 4 vectors; ai.x an index into ua.
        let cols: Vec<Vec<f64>> = (0..4)
            .map(|_| (0..4).map(|_| self.rng.float(-1.0, 1.0)).collect())
            .collect();
        self.decls
            .push_str("uniform mat4 m0;\nuniform vec4 ua[4];\nattribute vec4 ai;\n");
        self.uniforms.insert(
            "m0".into(),
            Value::Matrix(
                cols.iter()
                    .map(|c| c.iter().map(|x| *x as f32).collect())
                    .collect(),
            ),
        );
        self.matrix = cols
            .iter()
            .map(|c| c.iter().map(|x| Num::leaf(*x)).collect())
            .collect();
        self.array = (0..4)
            .map(|_| (0..4).map(|_| self.rng.float(-2.0, 2.0)).collect())
            .collect();
        self.uniforms.insert(
            "ua".into(),
            Value::Array(self.array.iter().map(|c| vec_value(c)).collect()),
        );
        self.index = self.rng.below(4);
        self.inputs
            .insert("ai".into(), vec_value(&[self.index as f64, 0.0, 0.0, 0.0]));
        // A struct uniform: one symbol per member.
        let a: Vec<f64> = (0..4).map(|_| self.rng.float(-2.0, 2.0)).collect();
        let b = self.rng.float(-2.0, 2.0);
        self.decls
            .push_str("struct S { vec4 a; float b; };\nuniform S su;\n");
        self.uniforms.insert(
            "su".into(),
            Value::Struct(vec![
                ("a".into(), vec_value(&a)),
                ("b".into(), vec_value(&[b])),
            ]),
        );
        self.vars.push(E {
            text: "su.a".into(),
            c: a.iter().map(|x| Num::leaf(*x)).collect(),
        });
        self.vars.push(E {
            text: "su.b".into(),
            c: vec![Num::leaf(b)],
        });
    }
}

impl Gen {
    /// The whole shader; the expected outputs by name.
    fn program(&mut self) -> (String, BTreeMap<String, Vec<Num>>) {
        self.setup();
        for i in 0..1 + self.rng.below(4) {
            let n = 1 + self.rng.below(4);
            let depth = 1 + self.rng.below(3);
            let e = self.expr(n, depth);
            self.body
                .push_str(&format!("    {} t{i} = {};\n", ty(n), e.text));
            self.vars.push(E {
                text: format!("t{i}"),
                c: e.c,
            });
        }
        if self.rng.below(2) == 0 {
            let (p, q) = (self.expr(1, 2), self.expr(1, 2));
            if (p.c[0].v - q.c[0].v).abs() <= p.c[0].e + q.c[0].e {
                self.ill = true;
            }
            let (a, b) = (self.expr(4, 2), self.expr(4, 2));
            self.body.push_str(&format!(
                "    vec4 c0;\n    if ({} < {}) {{\n        c0 = {};\n    }} else {{\n        c0 = {};\n    }}\n",
                p.text, q.text, a.text, b.text
            ));
            let c = if p.c[0].v < q.c[0].v { a.c } else { b.c };
            self.vars.push(E {
                text: "c0".into(),
                c,
            });
        }
        if self.rng.below(2) == 0 {
            let n = 1 + self.rng.below(4);
            let (init, k) = (self.expr(4, 1), self.expr(4, 1));
            self.body.push_str(&format!(
                "    vec4 l0 = {};\n    for (int i = 0; i < {n}; i++) {{\n        l0 = l0 * 0.5 + {} * float(i);\n    }}\n",
                init.text, k.text
            ));
            let mut l = init.c.clone();
            for i in 0..n {
                for j in 0..4 {
                    l[j] = add(mul(l[j], Num::leaf(0.5)), mul(k.c[j], Num::leaf(i as f64)));
                }
            }
            self.vars.push(E {
                text: "l0".into(),
                c: l,
            });
        }
        if self.rng.below(2) == 0 {
            // A loop over the integer uniform `nl` (PICA200 `loop`), in the forms
            // the compiler accepts: start S, `i < nl` or `nl > i`, `i++`, `++i` or
            // `i += 1`; its body reads ul[i] and sometimes ul[i + 1] (through aL), and
            // float(i). nl may be at most S (no pass).
            let start = self.rng.below(3);
            let nl = start as i64 - 2 + self.rng.below(8) as i64;
            let ul: Vec<Vec<f64>> = (0..8)
                .map(|_| (0..4).map(|_| self.rng.float(-2.0, 2.0)).collect())
                .collect();
            self.decls
                .push_str("uniform int nl;\nuniform vec4 ul[8];\n");
            self.uniforms.insert("nl".into(), Value::Int(nl as i32));
            self.uniforms.insert(
                "ul".into(),
                Value::Array(ul.iter().map(|c| vec_value(c)).collect()),
            );
            let test = ["i < nl", "nl > i"][self.rng.below(2)];
            let step = ["i++", "++i", "i += 1"][self.rng.below(3)];
            let (init, k, k2) = (self.expr(4, 1), self.expr(4, 1), self.expr(1, 1));
            // Sometimes a run-time `if` on the counter in the body, writing one lane.
            let cond = (self.rng.below(2) == 0).then(|| (self.expr(1, 1), self.rng.below(4)));
            // Sometimes ul[i + 1] too (read as ul[aL+1]).
            let next = self.rng.below(2) == 0;
            let mut extra = match &cond {
                Some((h, lane)) => format!(
                    "        if (float(i) < {}) lq0.{} += 1.0;\n",
                    h.text, LANES[*lane]
                ),
                None => String::new(),
            };
            // Sometimes an unrolled loop in the body.
            let inner = self.rng.below(3) == 0;
            if inner {
                extra
                    .push_str("        for (int j = 0; j < 2; j++) lq0.w += float(j + i) * 0.5;\n");
            }
            self.body.push_str(&format!(
                "    vec4 lq0 = {};\n    for (int i = {start}; {test}; {step}) {{\n        lq0 = lq0 * 0.5 + ul[i] * {} + {} * float(i){};\n{extra}    }}\n",
                init.text,
                k.text,
                k2.text,
                if next { " + ul[i + 1]" } else { "" }
            ));
            let mut q = init.c.clone();
            let mut passes = 0;
            for i in start..nl.max(start as i64) as usize {
                for j in 0..4 {
                    let t = add(mul(q[j], Num::leaf(0.5)), mul(Num::leaf(ul[i][j]), k.c[j]));
                    q[j] = add(t, mul(k2.c[0], Num::leaf(i as f64)));
                    if next {
                        q[j] = add(q[j], Num::leaf(ul[i + 1][j]));
                    }
                }
                if let Some((h, lane)) = &cond {
                    if (i as f64 - h.c[0].v).abs() <= h.c[0].e {
                        self.ill = true;
                    }
                    if (i as f64) < h.c[0].v {
                        q[*lane] = add(q[*lane], Num::leaf(1.0));
                    }
                }
                if inner {
                    for j in 0..2 {
                        q[3] = add(q[3], mul(Num::leaf((j + i) as f64), Num::leaf(0.5)));
                    }
                }
                passes += 1;
            }
            self.uniform_loop = Some((passes, next));
            self.vars.push(E {
                text: "lq0".into(),
                c: q,
            });
        }
        if self.rng.below(2) == 0 {
            self.functions
                .push_str("vec4 f(vec4 p, float q) {\n    return p * q + vec4(q);\n}\n");
            let (a, q) = (self.expr(4, 1), self.expr(1, 1));
            self.body
                .push_str(&format!("    vec4 f0 = f({}, {});\n", a.text, q.text));
            let c = a.c.iter().map(|x| add(mul(*x, q.c[0]), q.c[0])).collect();
            self.vars.push(E {
                text: "f0".into(),
                c,
            });
        }
        if self.rng.below(2) == 0 {
            // A vector written in parts under nested run-time conditions.
            let w = self.expr(4, 1);
            let (p, q) = (self.expr(1, 1), self.expr(1, 1));
            let (r, t) = (self.expr(1, 1), self.expr(1, 1));
            let (y, zw, x) = (self.expr(1, 2), self.expr(2, 2), self.expr(1, 1));
            for (a, b) in [(&p, &q), (&r, &t)] {
                if (a.c[0].v - b.c[0].v).abs() <= a.c[0].e + b.c[0].e {
                    self.ill = true;
                }
            }
            self.body.push_str(&format!(
                "    vec4 w0 = {};\n    if ({} < {}) {{\n        w0.y = {};\n        if ({} < {}) w0.x = {};\n    }} else {{\n        w0.zw = {};\n    }}\n",
                w.text, p.text, q.text, y.text, r.text, t.text, x.text, zw.text
            ));
            let mut c = w.c.clone();
            if p.c[0].v < q.c[0].v {
                c[1] = y.c[0];
                if r.c[0].v < t.c[0].v {
                    c[0] = x.c[0];
                }
            } else {
                c[2] = zw.c[0];
                c[3] = zw.c[1];
            }
            self.vars.push(E {
                text: "w0".into(),
                c,
            });
        }
        if self.rng.below(2) == 0 {
            // An inout parameter written in part.
            self.functions
                .push_str("void g(inout vec4 a, float b) {\n    a.xz = a.xz * b;\n}\n");
            let (a, b) = (self.expr(4, 1), self.expr(1, 1));
            self.body.push_str(&format!(
                "    vec4 g0 = {};\n    g(g0, {});\n",
                a.text, b.text
            ));
            let c = vec![mul(a.c[0], b.c[0]), a.c[1], mul(a.c[2], b.c[0]), a.c[3]];
            self.vars.push(E {
                text: "g0".into(),
                c,
            });
        }
        if self.rng.below(2) == 0 {
            // Integer conversion and division (exact while |n0| < 2^14, see the
            // compiler's README).
            let (x, y) = (self.expr(1, 2), self.expr(1, 2));
            let (xv, xe) = (x.c[0].v, x.c[0].e);
            let (yv, ye) = (y.c[0].v.abs(), y.c[0].e);
            if (xv - xe).trunc() != (xv + xe).trunc()
                || (yv - ye).trunc() != (yv + ye).trunc()
                || xv.abs() >= 4096.0
            {
                self.ill = true;
            }
            let n0 = xv.trunc() as i64;
            let n1 = 1 + yv.trunc() as i64;
            self.body.push_str(&format!(
                "    int n0 = int({});\n    int n1 = 1 + int(abs({}));\n    float q0 = float(n0 / n1);\n",
                x.text, y.text
            ));
            self.vars.push(E {
                text: "q0".into(),
                c: vec![Num {
                    v: (n0 / n1) as f64,
                    e: 0.0,
                }],
            });
        }
        if self.rng.below(2) == 0 {
            // A loop left by a `break` under a run-time condition.
            let n = 2 + self.rng.below(4);
            let (lim, k) = (self.expr(1, 1), self.expr(4, 1));
            self.body.push_str(&format!(
                "    vec4 b0 = vec4(0.0);\n    for (int i = 0; i < {n}; i++) {{\n        if (float(i) * 0.75 - 1.0 > {}) break;\n        b0 += {} * float(i + 1);\n    }}\n",
                lim.text, k.text
            ));
            let mut b = vec![Num { v: 0.0, e: 0.0 }; 4];
            for i in 0..n {
                let at = i as f64 * 0.75 - 1.0;
                if (at - lim.c[0].v).abs() <= lim.c[0].e {
                    self.ill = true;
                }
                if at > lim.c[0].v {
                    break;
                }
                for j in 0..4 {
                    b[j] = add(b[j], mul(k.c[j], Num::leaf((i + 1) as f64)));
                }
            }
            self.vars.push(E {
                text: "b0".into(),
                c: b,
            });
        }
        if self.rng.below(2) == 0 {
            // A function left by a `return` under a run-time condition, and a loop
            // iteration skipped by a `continue` under one.
            self.functions.push_str(
                "float h(float x, float y) {\n    if (x < y) return x * 2.0;\n    return y + 1.0;\n}\n",
            );
            let (x, y) = (self.expr(1, 1), self.expr(1, 1));
            if (x.c[0].v - y.c[0].v).abs() <= x.c[0].e + y.c[0].e {
                self.ill = true;
            }
            let k = self.expr(4, 1);
            let n = 2 + self.rng.below(3);
            self.body.push_str(&format!(
                "    float h0 = h({}, {});\n    vec4 sk0 = vec4(1.0);\n    for (int i = 0; i < {n}; i++) {{\n        if (float(i) - 0.5 > h0) continue;\n        sk0 += {} * float(i);\n    }}\n",
                x.text, y.text, k.text
            ));
            let h = if x.c[0].v < y.c[0].v {
                mul(x.c[0], Num::leaf(2.0))
            } else {
                add(y.c[0], Num::leaf(1.0))
            };
            let mut s0 = vec![Num { v: 1.0, e: 0.0 }; 4];
            for i in 0..n {
                let at = i as f64 - 0.5;
                if (at - h.v).abs() <= h.e {
                    self.ill = true;
                }
                if at > h.v {
                    continue;
                }
                for j in 0..4 {
                    s0[j] = add(s0[j], mul(k.c[j], Num::leaf(i as f64)));
                }
            }
            self.vars.push(E {
                text: "h0".into(),
                c: vec![h],
            });
            self.vars.push(E {
                text: "sk0".into(),
                c: s0,
            });
        }
        if self.rng.below(2) == 0 {
            // A local array written and read at the run-time index ai.x.
            let parts: Vec<E> = (0..4).map(|_| self.expr(4, 1)).collect();
            let x = self.expr(4, 1);
            let k = self.rng.below(4);
            self.body.push_str("    vec4 ar[4];\n");
            for (j, p) in parts.iter().enumerate() {
                self.body.push_str(&format!("    ar[{j}] = {};\n", p.text));
            }
            self.body.push_str(&format!(
                "    vec4 r0 = ar[int(ai.x)];\n    ar[int(ai.x)] = {};\n    vec4 r1 = ar[{k}];\n",
                x.text
            ));
            let r0 = parts[self.index].c.clone();
            let r1 = if k == self.index {
                x.c.clone()
            } else {
                parts[k].c.clone()
            };
            self.vars.push(E {
                text: "r0".into(),
                c: r0,
            });
            self.vars.push(E {
                text: "r1".into(),
                c: r1,
            });
        }
        let mut expect = BTreeMap::new();
        for (name, n) in [
            ("gl_Position", 4),
            ("color", 4),
            ("texcoord0", 2),
            ("view", 3),
        ] {
            let depth = 1 + self.rng.below(3);
            let e = self.expr(n, depth);
            self.body.push_str(&format!("    {name} = {};\n", e.text));
            expect.insert(name.to_string(), e.c);
        }
        let mut src = format!(
            "#version {}\n{}varying vec4 color;\nvarying vec2 texcoord0;\nvarying vec3 view;\n{}void main() {{\n{}}}\n",
            self.version, self.decls, self.functions, self.body
        );
        if self.version >= 150 {
            src = src.replace("attribute ", "in ").replace("varying ", "out ");
        }
        (src, expect)
    }
}

fn flat(v: &Value) -> Vec<f32> {
    match v {
        Value::Float(x) => vec![*x],
        Value::Vector(c) => c
            .iter()
            .map(|s| match s {
                Scalar::Float(f) => *f,
                _ => f32::NAN,
            })
            .collect(),
        _ => vec![f32::NAN],
    }
}

#[derive(Debug, Default)]
struct Counts {
    passed: usize,
    ill_conditioned: usize,
    refused: BTreeMap<String, usize>,
    components: usize,
    /// Passed shaders with a loop over an integer uniform, and those among them
    /// whose loop made no pass.
    uniform_loops: usize,
    uniform_loops_empty: usize,
    /// Passed shaders whose source calls each of the built-ins below (or is GLSL
    /// 1.50).
    built_ins: BTreeMap<&'static str, usize>,
}

/// Built-ins counted in the passed shaders.
const COUNTED: [&str; 20] = [
    "atan(",
    "asin(",
    "acos(",
    "sinh(",
    "cosh(",
    "tanh(",
    "asinh(",
    "acosh(",
    "atanh(",
    "roundEven(",
    "refract(",
    "determinant(mat2",
    "determinant(mat3",
    "determinant(mat4",
    "inverse(mat2",
    "inverse(mat3",
    "inverse(mat4",
    "isnan(",
    "isinf(",
    "#version 150",
];

/// Generates, compiles and runs shader `seed`; a difference beyond the bound panics
/// with the shader.
fn one(seed: u64, counts: &mut Counts) {
    let mut g = Gen::new(seed);
    let (src, expect) = g.program();
    let unbounded = expect.values().flatten().any(|x| !x.e.is_finite());
    if g.ill || unbounded {
        counts.ill_conditioned += 1;
        return;
    }
    let c = match compile(&src, &Options::default()) {
        Ok(c) => c,
        Err(e) => {
            let msg = e.to_string();
            // Only the hardware's limits may stop a generated shader.
            let limit = [
                "r0\u{2013}r15",
                "holds 512",
                "c0\u{2013}c95",
                "operand descriptor table",
            ]
            .iter()
            .find(|l| msg.contains(*l))
            .unwrap_or_else(|| panic!("seed {seed}: refused\n{src}\n{msg}"));
            let key = if g.uniform_loop.is_some() {
                format!("{limit} (with a loop over nl)")
            } else {
                limit.to_string()
            };
            *counts.refused.entry(key).or_default() += 1;
            return;
        }
    };
    assert!(
        gpubin_pica::shbin::validate(c.shbin()).is_empty(),
        "seed {seed}: the validator rejects the SHBIN\n{src}"
    );
    let sim = c
        .run(&g.inputs, &g.uniforms)
        .unwrap_or_else(|e| panic!("seed {seed}: {e}\n{src}"));
    let inv = gpubin_glsl::Invocation {
        inputs: g.inputs.clone(),
        uniforms: g.uniforms.clone(),
        ..Default::default()
    };
    let reference = gpubin_glsl::run(&c.module, &inv, &mut NoTextures).unwrap();
    for (name, want) in &expect {
        let got = &sim[name];
        let interp = flat(&reference.outputs[name]);
        for i in 0..want.len() {
            let bound = want[i].e;
            let (s, r) = (f64::from(got[i]), f64::from(interp[i]));
            assert!(
                (s - r).abs() <= bound && bound.is_finite(),
                "seed {seed}: {name}[{i}]: simulator {s}, interpreter {r}, exact {}, bound {bound}\n{src}\n{}",
                want[i].v,
                c.asm
            );
            counts.components += 1;
        }
    }
    counts.passed += 1;
    for f in COUNTED {
        // "atan(" also matches inside "asinh(" etc. only by its own name.
        let hit = src
            .match_indices(f)
            .any(|(i, _)| !src[..i].ends_with(|c: char| c.is_ascii_alphabetic()));
        if hit {
            *counts.built_ins.entry(f).or_default() += 1;
        }
    }
    if let Some((passes, next)) = g.uniform_loop {
        assert!(
            c.asm.contains("\tfor nl\n")
                && c.asm.contains("ul[aL]")
                && (!next || c.asm.contains("ul[aL+1]")),
            "seed {seed}: no `for` over nl reading ul through aL\n{}",
            c.asm
        );
        counts.uniform_loops += 1;
        counts.uniform_loops_empty += usize::from(passes == 0);
    }
}

#[test]
fn seeded_shaders_agree() {
    let mut counts = Counts::default();
    for seed in 0..300 {
        one(seed, &mut counts);
    }
    eprintln!("{counts:?}");
    assert!(counts.passed >= 200, "{counts:?}");
    assert!(
        counts.uniform_loops >= 50 && counts.uniform_loops_empty >= 5,
        "{counts:?}"
    );
    assert!(
        COUNTED
            .iter()
            .all(|f| counts.built_ins.get(f).copied().unwrap_or(0) >= 3),
        "{counts:?}"
    );
}

#[test]
#[ignore = "the large run: COMPILE_DIFF_COUNT shaders (default 10000)"]
fn many_shaders_agree() {
    let n: u64 = std::env::var("COMPILE_DIFF_COUNT")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(10_000);
    let mut counts = Counts::default();
    for seed in 1_000_000..1_000_000 + n {
        one(seed, &mut counts);
    }
    eprintln!("{counts:?}");
}

/// `--emit asm` against picasso 2.7.1 (built by hand outside the repository):
/// `PICASSO=/path/to/picasso COMPILE_DIFF_COUNT=N cargo test -p gpubin-pica --release
/// --test compile_diff picasso -- --ignored`. Every generated shader that compiles is
/// assembled by picasso from the compiler's assembly; the bytes must be the SHBIN's.
#[test]
#[ignore = "needs picasso: PICASSO=/path/to/picasso"]
fn picasso_assembles_the_same_bytes() {
    let Some(picasso) = std::env::var_os("PICASSO") else {
        eprintln!("PICASSO is not set");
        return;
    };
    let n: u64 = std::env::var("COMPILE_DIFF_COUNT")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1000);
    let dir = tempfile::tempdir().unwrap();
    let mut same = 0;
    for seed in 2_000_000..2_000_000 + n {
        let mut g = Gen::new(seed);
        let (src, _) = g.program();
        let Ok(c) = compile(&src, &Options::default()) else {
            continue;
        };
        let text = dir.path().join("s.v.pica");
        let out = dir.path().join("s.shbin");
        std::fs::write(&text, &c.asm).unwrap();
        let r = std::process::Command::new(&picasso)
            .arg("-o")
            .arg(&out)
            .arg(&text)
            .output()
            .unwrap();
        assert!(r.status.success(), "seed {seed}: picasso fails\n{}", c.asm);
        assert_eq!(
            std::fs::read(&out).unwrap(),
            c.to_bytes(),
            "seed {seed}: picasso writes other bytes\n{}",
            c.asm
        );
        same += 1;
    }
    eprintln!("{same} shaders: picasso's bytes are the compiler's");
}
