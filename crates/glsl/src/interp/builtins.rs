//! Built-in function semantics, following the GLSL definitions
//! (GLSL 3.30 specification, chapter 8) on IEEE f32.

use super::value::{as_f32, Flat};
use crate::error::RunError;
use crate::ir::{BuiltinFn, Scalar};
use crate::types::Type;

type Arg<'a> = (Flat, &'a Type);

fn floats(v: &[Scalar]) -> Vec<f32> {
    v.iter().map(|s| as_f32(*s)).collect()
}

fn fl(v: Vec<f32>) -> Flat {
    v.into_iter().map(Scalar::Float).collect()
}

/// Component `i` of `v`, broadcasting a scalar.
fn at(v: &[Scalar], i: usize) -> Scalar {
    if v.len() == 1 {
        v[0]
    } else {
        v.get(i).copied().unwrap_or(Scalar::Float(0.0))
    }
}

fn width(args: &[Arg]) -> usize {
    args.iter().map(|a| a.0.len()).max().unwrap_or(0)
}

fn map_f(args: &[Arg], f: impl Fn(&[f32]) -> f32) -> Flat {
    let n = width(args);
    (0..n)
        .map(|i| {
            let xs: Vec<f32> = args.iter().map(|a| as_f32(at(&a.0, i))).collect();
            Scalar::Float(f(&xs))
        })
        .collect()
}

/// Component-wise over any numeric kind, with per-kind closures.
fn map_num(
    args: &[Arg],
    ff: impl Fn(&[f32]) -> f32,
    fi: impl Fn(&[i32]) -> i32,
    fu: impl Fn(&[u32]) -> u32,
) -> Flat {
    let n = width(args);
    (0..n)
        .map(|i| {
            let xs: Vec<Scalar> = args.iter().map(|a| at(&a.0, i)).collect();
            match xs[0] {
                Scalar::Int(_) => Scalar::Int(fi(&xs
                    .iter()
                    .map(|s| if let Scalar::Int(v) = s { *v } else { 0 })
                    .collect::<Vec<_>>())),
                Scalar::Uint(_) => Scalar::Uint(fu(&xs
                    .iter()
                    .map(|s| if let Scalar::Uint(v) = s { *v } else { 0 })
                    .collect::<Vec<_>>())),
                _ => Scalar::Float(ff(&xs.iter().map(|s| as_f32(*s)).collect::<Vec<_>>())),
            }
        })
        .collect()
}

fn cmp_map(args: &[Arg], f: impl Fn(std::cmp::Ordering) -> bool) -> Flat {
    let n = width(args);
    (0..n)
        .map(|i| {
            let (a, b) = (at(&args[0].0, i), at(&args[1].0, i));
            let o = match (a, b) {
                (Scalar::Float(x), Scalar::Float(y)) => x.partial_cmp(&y),
                (Scalar::Int(x), Scalar::Int(y)) => Some(x.cmp(&y)),
                (Scalar::Uint(x), Scalar::Uint(y)) => Some(x.cmp(&y)),
                (Scalar::Bool(x), Scalar::Bool(y)) => Some(x.cmp(&y)),
                _ => None,
            };
            Scalar::Bool(o.is_some_and(&f))
        })
        .collect()
}

/// GLSL `min`: `y < x ? y : x`, and the other operand where one is NaN.
/// The specification leaves a NaN operand undefined; Mesa (and piglit's
/// `fs-nan-builtin-min`) return the number, as IEEE 754's minNum does.
pub fn fmin(x: f32, y: f32) -> f32 {
    if x.is_nan() || y < x {
        y
    } else {
        x
    }
}

/// GLSL `max`: `x < y ? y : x`, and the other operand where one is NaN
/// (as `fmin`).
pub fn fmax(x: f32, y: f32) -> f32 {
    if x.is_nan() || x < y {
        y
    } else {
        x
    }
}

fn dot(a: &[f32], b: &[f32]) -> f32 {
    a.iter().zip(b).fold(0.0, |s, (x, y)| s + x * y)
}

fn mat_dims(t: &Type) -> (usize, usize) {
    match t {
        Type::Matrix { cols, rows } => (*cols as usize, *rows as usize),
        _ => (1, 1),
    }
}

/// Determinant of a column-major n x n matrix (cofactor expansion).
pub fn determinant(m: &[f32], n: usize) -> f32 {
    match n {
        1 => m[0],
        2 => m[0] * m[3] - m[2] * m[1],
        _ => {
            let mut det = 0.0;
            for c in 0..n {
                let minor = minor(m, n, c, 0);
                let sign = if c % 2 == 0 { 1.0 } else { -1.0 };
                det += sign * m[c * n] * determinant(&minor, n - 1);
            }
            det
        }
    }
}

/// Matrix without column `skip_c` and row `skip_r`.
fn minor(m: &[f32], n: usize, skip_c: usize, skip_r: usize) -> Vec<f32> {
    let mut out = Vec::with_capacity((n - 1) * (n - 1));
    for c in (0..n).filter(|c| *c != skip_c) {
        for r in (0..n).filter(|r| *r != skip_r) {
            out.push(m[c * n + r]);
        }
    }
    out
}

/// Inverse through the adjugate (undefined for singular matrices; gives inf/NaN).
pub fn inverse(m: &[f32], n: usize) -> Vec<f32> {
    let det = determinant(m, n);
    let mut out = vec![0.0; n * n];
    for c in 0..n {
        for r in 0..n {
            // inverse[c][r] = cofactor(r, c) / det  (cofactor of element at column r, row c)
            let cof = if n == 1 {
                1.0
            } else {
                determinant(&minor(m, n, r, c), n - 1)
            };
            let sign = if (r + c) % 2 == 0 { 1.0 } else { -1.0 };
            out[c * n + r] = sign * cof / det;
        }
    }
    out
}

/// Evaluate built-in `f` on `args`, returning a `ret`. The errors are of
/// calls the front end never produces (too few or malformed arguments).
pub(crate) fn eval(f: BuiltinFn, args: &[Arg], ret: &Type) -> Result<Flat, RunError> {
    use BuiltinFn as B;
    let a0 = || floats(&args[0].0);
    if let Some((v, Type::Matrix { cols, rows })) = args.first() {
        if v.len() < usize::from(*cols) * usize::from(*rows) {
            return Err(RunError::internal("matrix argument shorter than its type"));
        }
    }
    let arity = match f {
        B::Atan2
        | B::Pow
        | B::Mod
        | B::Min
        | B::Max
        | B::Step
        | B::Distance
        | B::Dot
        | B::Cross
        | B::Reflect
        | B::MatrixCompMult
        | B::OuterProduct
        | B::LessThan
        | B::LessThanEqual
        | B::GreaterThan
        | B::GreaterThanEqual
        | B::VEqual
        | B::VNotEqual => 2,
        B::Clamp | B::Mix | B::MixBool | B::SmoothStep | B::FaceForward | B::Refract => 3,
        _ => 1,
    };
    if args.len() < arity || args.iter().any(|a| a.0.is_empty()) {
        return Err(RunError::internal(format!(
            "{f:?} needs {arity} non-empty arguments"
        )));
    }
    Ok(match f {
        B::Radians => map_f(args, |x| x[0] * (std::f32::consts::PI / 180.0)),
        B::Degrees => map_f(args, |x| x[0] * (180.0 / std::f32::consts::PI)),
        B::Sin => map_f(args, |x| x[0].sin()),
        B::Cos => map_f(args, |x| x[0].cos()),
        B::Tan => map_f(args, |x| x[0].tan()),
        B::Asin => map_f(args, |x| x[0].asin()),
        B::Acos => map_f(args, |x| x[0].acos()),
        B::Atan => map_f(args, |x| x[0].atan()),
        B::Atan2 => map_f(args, |x| x[0].atan2(x[1])),
        B::Sinh => map_f(args, |x| x[0].sinh()),
        B::Cosh => map_f(args, |x| x[0].cosh()),
        B::Tanh => map_f(args, |x| x[0].tanh()),
        B::Asinh => map_f(args, |x| x[0].asinh()),
        B::Acosh => map_f(args, |x| x[0].acosh()),
        B::Atanh => map_f(args, |x| x[0].atanh()),
        B::Pow => map_f(args, |x| x[0].powf(x[1])),
        B::Exp => map_f(args, |x| x[0].exp()),
        B::Log => map_f(args, |x| x[0].ln()),
        B::Exp2 => map_f(args, |x| x[0].exp2()),
        B::Log2 => map_f(args, |x| x[0].log2()),
        B::Sqrt => map_f(args, |x| x[0].sqrt()),
        B::InverseSqrt => map_f(args, |x| 1.0 / x[0].sqrt()),
        B::Abs => map_num(args, |x| x[0].abs(), |x| x[0].wrapping_abs(), |x| x[0]),
        B::Sign => map_num(
            args,
            |x| {
                if x[0] > 0.0 {
                    1.0
                } else if x[0] < 0.0 {
                    -1.0
                } else {
                    0.0
                }
            },
            |x| x[0].signum(),
            |x| x[0].min(1),
        ),
        B::Floor => map_f(args, |x| x[0].floor()),
        B::Trunc => map_f(args, |x| x[0].trunc()),
        B::Round => map_f(args, |x| x[0].round()),
        B::RoundEven => map_f(args, |x| x[0].round_ties_even()),
        B::Ceil => map_f(args, |x| x[0].ceil()),
        B::Fract => map_f(args, |x| x[0] - x[0].floor()),
        B::Mod => map_f(args, |x| x[0] - x[1] * (x[0] / x[1]).floor()),
        B::Min => map_num(
            args,
            |x| fmin(x[0], x[1]),
            |x| x[0].min(x[1]),
            |x| x[0].min(x[1]),
        ),
        B::Max => map_num(
            args,
            |x| fmax(x[0], x[1]),
            |x| x[0].max(x[1]),
            |x| x[0].max(x[1]),
        ),
        B::Clamp => map_num(
            args,
            |x| fmin(fmax(x[0], x[1]), x[2]),
            |x| x[0].max(x[1]).min(x[2]),
            |x| x[0].max(x[1]).min(x[2]),
        ),
        B::Mix => map_f(args, |x| x[0] * (1.0 - x[2]) + x[1] * x[2]),
        B::MixBool => {
            let n = width(args);
            (0..n)
                .map(|i| {
                    if matches!(at(&args[2].0, i), Scalar::Bool(true)) {
                        at(&args[1].0, i)
                    } else {
                        at(&args[0].0, i)
                    }
                })
                .collect()
        }
        B::Step => map_f(args, |x| if x[1] < x[0] { 0.0 } else { 1.0 }),
        B::SmoothStep => map_f(args, |x| {
            let t = fmin(fmax((x[2] - x[0]) / (x[1] - x[0]), 0.0), 1.0);
            t * t * (3.0 - 2.0 * t)
        }),
        B::IsNan => a0().into_iter().map(|x| Scalar::Bool(x.is_nan())).collect(),
        B::IsInf => a0()
            .into_iter()
            .map(|x| Scalar::Bool(x.is_infinite()))
            .collect(),
        B::FloatBitsToInt => a0()
            .into_iter()
            .map(|x| Scalar::Int(x.to_bits() as i32))
            .collect(),
        B::FloatBitsToUint => a0()
            .into_iter()
            .map(|x| Scalar::Uint(x.to_bits()))
            .collect(),
        B::IntBitsToFloat | B::UintBitsToFloat => args[0]
            .0
            .iter()
            .map(|s| {
                Scalar::Float(f32::from_bits(match s {
                    Scalar::Int(i) => *i as u32,
                    Scalar::Uint(u) => *u,
                    _ => 0,
                }))
            })
            .collect(),
        B::Length => {
            let v = a0();
            fl(vec![dot(&v, &v).sqrt()])
        }
        B::Distance => {
            let (a, b) = (a0(), floats(&args[1].0));
            let d: Vec<f32> = a.iter().zip(&b).map(|(x, y)| x - y).collect();
            fl(vec![dot(&d, &d).sqrt()])
        }
        B::Dot => fl(vec![dot(&a0(), &floats(&args[1].0))]),
        B::Cross => {
            let (a, b) = (a0(), floats(&args[1].0));
            if a.len() != 3 || b.len() != 3 {
                return Err(RunError::internal("cross needs vec3"));
            }
            fl(vec![
                a[1] * b[2] - b[1] * a[2],
                a[2] * b[0] - b[2] * a[0],
                a[0] * b[1] - b[0] * a[1],
            ])
        }
        B::Normalize => {
            let v = a0();
            let len = dot(&v, &v).sqrt();
            fl(v.iter().map(|x| x / len).collect())
        }
        B::FaceForward => {
            let (n, i, nref) = (a0(), floats(&args[1].0), floats(&args[2].0));
            if dot(&nref, &i) < 0.0 {
                fl(n)
            } else {
                fl(n.iter().map(|x| -x).collect())
            }
        }
        B::Reflect => {
            let (i, n) = (a0(), floats(&args[1].0));
            let d = dot(&n, &i);
            fl(i.iter().zip(&n).map(|(i, n)| i - 2.0 * d * n).collect())
        }
        B::Refract => {
            let (i, n) = (a0(), floats(&args[1].0));
            let eta = as_f32(args[2].0[0]);
            let d = dot(&n, &i);
            let k = 1.0 - eta * eta * (1.0 - d * d);
            if k < 0.0 {
                fl(vec![0.0; i.len()])
            } else {
                fl(i.iter()
                    .zip(&n)
                    .map(|(i, n)| eta * i - (eta * d + k.sqrt()) * n)
                    .collect())
            }
        }
        B::MatrixCompMult => map_f(args, |x| x[0] * x[1]),
        B::OuterProduct => {
            let (c, r) = (a0(), floats(&args[1].0));
            let mut out = Vec::with_capacity(c.len() * r.len());
            for rj in &r {
                for ci in &c {
                    out.push(ci * rj);
                }
            }
            fl(out)
        }
        B::Transpose => {
            let (cols, rows) = mat_dims(args[0].1);
            let m = a0();
            let mut out = Vec::with_capacity(m.len());
            for r in 0..rows {
                for c in 0..cols {
                    out.push(m[c * rows + r]);
                }
            }
            fl(out)
        }
        B::Determinant => {
            let (n, _) = mat_dims(args[0].1);
            fl(vec![determinant(&a0(), n)])
        }
        B::Inverse => {
            let (n, _) = mat_dims(args[0].1);
            fl(inverse(&a0(), n))
        }
        B::LessThan => cmp_map(args, |o| o.is_lt()),
        B::LessThanEqual => cmp_map(args, |o| o.is_le()),
        B::GreaterThan => cmp_map(args, |o| o.is_gt()),
        B::GreaterThanEqual => cmp_map(args, |o| o.is_ge()),
        B::VEqual => cmp_map(args, |o| o.is_eq()),
        B::VNotEqual => {
            let eq = cmp_map(args, |o| o.is_eq());
            eq.into_iter()
                .map(|s| Scalar::Bool(!matches!(s, Scalar::Bool(true))))
                .collect()
        }
        B::Any => vec![Scalar::Bool(
            args[0].0.iter().any(|s| matches!(s, Scalar::Bool(true))),
        )],
        B::All => vec![Scalar::Bool(
            args[0].0.iter().all(|s| matches!(s, Scalar::Bool(true))),
        )],
        B::VNot => args[0]
            .0
            .iter()
            .map(|s| Scalar::Bool(!matches!(s, Scalar::Bool(true))))
            .collect(),
        B::DFdx | B::DFdy | B::Fwidth | B::Noise1 | B::Noise2 | B::Noise3 | B::Noise4 => {
            let n = ret.component_count().unwrap_or(1) as usize;
            vec![Scalar::Float(0.0); n]
        }
    })
}
