//! Built-in functions in PICA200 instructions.

use gpubin_glsl::ir::{BuiltinFn, Expr};
use gpubin_glsl::Type;

use super::code::{Dst, Op, Src};
use super::expr::comps;
use super::lower::{internal, refuse_at, Lower, R, V};

/// log2(e) and ln(2), for `exp` and `log` through `ex2` and `lg2`.
const LOG2_E: f32 = std::f32::consts::LOG2_E;
const LN_2: f32 = std::f32::consts::LN_2;
/// The largest finite float24, (2 - 2^-16) * 2^63 (pattern 0x7EFFFF), exact in
/// binary32; `isinf` compares against it.
const MAX_FINITE: f32 = 18_446_603_336_221_196_288.0;

impl Lower<'_> {
    pub(super) fn builtin(&mut self, f: BuiltinFn, args: &[Expr], ty: &Type) -> R<V> {
        use BuiltinFn::*;
        let vals = args.iter().map(|a| self.expr(a)).collect::<R<Vec<_>>>()?;
        let n = ty.vector_size().unwrap_or(1);
        if let Some(k) = fold(f, &vals, n) {
            return Ok(V::K(k));
        }
        // Matrices: a transpose swaps rows and columns, which is how the two
        // representations differ (no instruction).
        match f {
            Transpose => {
                return Ok(match vals.into_iter().next() {
                    Some(V::Rows(rows, _)) => {
                        V::Agg(rows.iter().map(|r| V::S(*r, ty_rows(ty))).collect())
                    }
                    Some(V::Agg(cols)) => {
                        let width = match ty {
                            Type::Matrix { cols, .. } => *cols,
                            _ => 4,
                        };
                        let srcs = cols.iter().map(|c| self.src(c)).collect();
                        V::Rows(srcs, width)
                    }
                    Some(V::K(k)) => {
                        let (c, r) = match (&args[0].ty, ty) {
                            (Type::Matrix { cols, rows }, _) => {
                                (usize::from(*cols), usize::from(*rows))
                            }
                            _ => (1, 1),
                        };
                        V::Agg(
                            (0..r)
                                .map(|i| V::K((0..c).map(|j| k[j * r + i]).collect()))
                                .collect(),
                        )
                    }
                    _ => return internal("transpose of a non-matrix"),
                });
            }
            MatrixCompMult => {
                let mut it = vals.into_iter();
                let (Some(a), Some(b)) = (it.next(), it.next()) else {
                    return internal("matrixCompMult without two arguments");
                };
                return self.binary_aggregate(
                    gpubin_glsl::ir::BinaryOp::Mul,
                    a,
                    b,
                    &args[0].ty,
                    &args[1].ty,
                );
            }
            Inverse => {
                // The rows of A^-1 from the columns of A; for a matrix held as
                // rows, A = M^T, whose inverse's rows are the columns of M^-1.
                let n = match &args[0].ty {
                    Type::Matrix { cols, .. } => usize::from(*cols),
                    _ => 4,
                };
                let (cols, transposed): (Vec<Src>, bool) = match &vals[0] {
                    V::Agg(cols) => (cols.iter().map(|c| self.src(c)).collect(), false),
                    V::Rows(rows, _) => (rows.clone(), true),
                    V::K(k) => (
                        k.chunks(n).map(|c| self.code.pool.operand(c)).collect(),
                        false,
                    ),
                    V::S(..) => return internal("inverse of a non-matrix"),
                };
                let rows = self.inverse_rows(&cols);
                let w = u8::try_from(n).unwrap_or(4);
                return Ok(if transposed {
                    V::Agg(rows.into_iter().map(|r| V::S(r, w)).collect())
                } else {
                    V::Rows(rows, w)
                });
            }
            Determinant => {
                // det M = det M^T: rows serve as columns.
                let n = match &args[0].ty {
                    Type::Matrix { cols, .. } => usize::from(*cols),
                    _ => 4,
                };
                let cols: Vec<Src> = match &vals[0] {
                    V::Agg(cols) => cols.iter().map(|c| self.src(c)).collect(),
                    V::Rows(rows, _) => rows.clone(),
                    V::K(k) => k.chunks(n).map(|c| self.code.pool.operand(c)).collect(),
                    V::S(..) => return internal("determinant of a non-matrix"),
                };
                return Ok(self.det(&cols));
            }
            OuterProduct => {
                let c = self.src(&vals[0]);
                let r = self.src(&vals[1]);
                let rows = comps(&vals[0]);
                let cols: Vec<V> = (0..comps(&vals[1]))
                    .map(|j| self.op(Op::Mul, rows, vec![c, r.splat(j)]))
                    .collect();
                return Ok(V::Agg(cols));
            }
            _ => {}
        }
        // Operands, scalars broadcast to the result width.
        let widest = vals.iter().map(comps).max().unwrap_or(1);
        let s: Vec<Src> = vals
            .iter()
            .map(|v| {
                let s = self.src(v);
                if comps(v) == 1 && widest > 1 {
                    s.splat(0)
                } else {
                    s
                }
            })
            .collect();
        let m = widest;
        Ok(match f {
            Radians => self.scale(s[0], m, std::f32::consts::PI / 180.0),
            Degrees => self.scale(s[0], m, 180.0 / std::f32::consts::PI),
            Abs => self.op(Op::Max, m, vec![s[0], s[0].negated()]),
            Sign => {
                let zero = self.code.pool.operand(&[0.0]);
                let p = self.op(Op::Slt, m, vec![zero, s[0]]);
                let q = self.op(Op::Slt, m, vec![s[0], zero]);
                let (p, q) = (self.src(&p), self.src(&q));
                self.op(Op::Add, m, vec![p, q.negated()])
            }
            Floor => self.op(Op::Flr, m, vec![s[0]]),
            Trunc => self.trunc(s[0], m),
            Ceil => {
                let f = self.op(Op::Flr, m, vec![s[0].negated()]);
                let f = self.src(&f);
                V::S(f.negated(), m)
            }
            Fract => {
                let f = self.op(Op::Flr, m, vec![s[0]]);
                let f = self.src(&f);
                self.op(Op::Add, m, vec![s[0], f.negated()])
            }
            Mod => {
                // x - y * floor(x / y)
                let r = match &vals[1] {
                    V::K(k) => {
                        let inv: Vec<f32> = k.iter().map(|x| 1.0 / x).collect();
                        let mut r = self.code.pool.operand(&inv);
                        if k.len() == 1 && m > 1 {
                            r = r.splat(0);
                        }
                        r
                    }
                    _ => {
                        let r = self.per_lane(Op::Rcp, s[1], m);
                        self.src(&r)
                    }
                };
                let q = self.op(Op::Mul, m, vec![s[0], r]);
                let q = self.src(&q);
                let fl = self.op(Op::Flr, m, vec![q]);
                let fl = self.src(&fl);
                self.op(Op::Mad, m, vec![fl, s[1].negated(), s[0]])
            }
            Min => self.op(Op::Min, m, vec![s[0], s[1]]),
            Max => self.op(Op::Max, m, vec![s[0], s[1]]),
            Clamp => {
                let a = self.op(Op::Max, m, vec![s[0], s[1]]);
                let a = self.src(&a);
                self.op(Op::Min, m, vec![a, s[2]])
            }
            Mix => {
                // x + (y - x) * a
                let d = self.op(Op::Add, m, vec![s[1], s[0].negated()]);
                let d = self.src(&d);
                self.op(Op::Mad, m, vec![d, s[2], s[0]])
            }
            MixBool => {
                let c = vals[2].clone();
                return self.select_lanes(&c, vals[1].clone(), vals[0].clone(), m);
            }
            Step => self.op(Op::Sge, m, vec![s[1], s[0]]),
            SmoothStep => {
                // t = clamp((x - e0) / (e1 - e0), 0, 1); t * t * (3 - 2t)
                let w = self.op(Op::Add, m, vec![s[1], s[0].negated()]);
                let w = self.src(&w);
                let r = self.per_lane(Op::Rcp, w, m);
                let r = self.src(&r);
                let d = self.op(Op::Add, m, vec![s[2], s[0].negated()]);
                let d = self.src(&d);
                let t = self.op(Op::Mul, m, vec![d, r]);
                let t = self.src(&t);
                let zero = self.code.pool.operand(&[0.0]);
                let one = self.code.pool.operand(&[1.0]);
                let t = self.op(Op::Max, m, vec![zero, t]);
                let t = self.src(&t);
                let t = self.op(Op::Min, m, vec![one, t]);
                let t = self.src(&t);
                let three = self.code.pool.operand(&[3.0]);
                let minus2 = self.code.pool.operand(&[-2.0]);
                let p = self.op(Op::Mad, m, vec![t, minus2, three]);
                let p = self.src(&p);
                let tt = self.op(Op::Mul, m, vec![t, t]);
                let tt = self.src(&tt);
                self.op(Op::Mul, m, vec![tt, p])
            }
            Sqrt => {
                // x * rsq(x): 0 * inf = 0 on PICA200, so sqrt(0) = 0.
                let r = self.per_lane(Op::Rsq, s[0], m);
                let r = self.src(&r);
                self.op(Op::Mul, m, vec![s[0], r])
            }
            InverseSqrt => self.per_lane(Op::Rsq, s[0], m),
            Exp2 => self.per_lane(Op::Ex2, s[0], m),
            Log2 => self.per_lane(Op::Lg2, s[0], m),
            Exp => {
                let x = self.scale(s[0], m, LOG2_E);
                let x = self.src(&x);
                self.per_lane(Op::Ex2, x, m)
            }
            Log => {
                let l = self.per_lane(Op::Lg2, s[0], m);
                let l = self.src(&l);
                self.scale(l, m, LN_2)
            }
            Pow => {
                let l = self.per_lane(Op::Lg2, s[0], m);
                let l = self.src(&l);
                let p = self.op(Op::Mul, m, vec![l, s[1]]);
                let p = self.src(&p);
                self.per_lane(Op::Ex2, p, m)
            }
            Dot => self.dot(s[0], s[1], comps(&vals[0])),
            Length => {
                let d = self.dot(s[0], s[0], comps(&vals[0]));
                let d = self.src(&d);
                self.sqrt1(d)
            }
            Distance => {
                let k = comps(&vals[0]);
                let d = self.op(Op::Add, k, vec![s[0], s[1].negated()]);
                let d = self.src(&d);
                let q = self.dot(d, d, k);
                let q = self.src(&q);
                self.sqrt1(q)
            }
            Normalize => {
                let k = comps(&vals[0]);
                let d = self.dot(s[0], s[0], k);
                let d = self.src(&d);
                let r = self.op(Op::Rsq, 1, vec![d]);
                let r = self.src(&r);
                self.op(Op::Mul, k, vec![s[0], r.splat(0)])
            }
            Cross => {
                // a.yzx * b.zxy - a.zxy * b.yzx
                let p = self.op(
                    Op::Mul,
                    3,
                    vec![s[0].pick(&[1, 2, 0]), s[1].pick(&[2, 0, 1])],
                );
                let p = self.src(&p);
                self.op(
                    Op::Mad,
                    3,
                    vec![s[0].pick(&[2, 0, 1]).negated(), s[1].pick(&[1, 2, 0]), p],
                )
            }
            Reflect => {
                // I - 2 * dot(N, I) * N
                let k = comps(&vals[0]);
                let d = self.dot(s[1], s[0], k);
                let d = self.src(&d);
                let d2 = self.op(Op::Add, 1, vec![d, d]);
                let d2 = self.src(&d2);
                self.op(Op::Mad, k, vec![s[1].negated(), d2.splat(0), s[0]])
            }
            FaceForward => {
                // dot(Nref, I) < 0 ? N : -N
                let k = comps(&vals[0]);
                let d = self.dot(s[2], s[1], k);
                let d = self.src(&d);
                let zero = self.code.pool.operand(&[0.0]);
                let lt = self.op(Op::Slt, 1, vec![d, zero]);
                let lt = self.src(&lt);
                // N * (2 * lt - 1)
                let two = self.code.pool.operand(&[2.0]);
                let minus1 = self.code.pool.operand(&[-1.0]);
                let f = self.op(Op::Mad, 1, vec![lt, two, minus1]);
                let f = self.src(&f);
                self.op(Op::Mul, k, vec![s[0], f.splat(0)])
            }
            Sin | Cos => self.sin_cos(f == Cos, s[0], m),
            Tan => {
                let si = self.sin_cos(false, s[0], m);
                let co = self.sin_cos(true, s[0], m);
                let co = self.src(&co);
                let r = self.per_lane(Op::Rcp, co, m);
                let (si, r) = (self.src(&si), self.src(&r));
                self.op(Op::Mul, m, vec![si, r])
            }
            // GLSL leaves the direction of a half to the implementation: up here.
            Round => {
                let half = self.code.pool.operand(&[0.5]);
                let x = self.op(Op::Add, m, vec![half, s[0]]);
                let x = self.src(&x);
                self.op(Op::Flr, m, vec![x])
            }
            LessThan => self.op(Op::Slt, m, vec![s[0], s[1]]),
            GreaterThan => self.op(Op::Slt, m, vec![s[1], s[0]]),
            LessThanEqual => self.op(Op::Sge, m, vec![s[1], s[0]]),
            GreaterThanEqual => self.op(Op::Sge, m, vec![s[0], s[1]]),
            VEqual | VNotEqual => {
                let x = self.op(Op::Sge, m, vec![s[0], s[1]]);
                let y = self.op(Op::Sge, m, vec![s[1], s[0]]);
                let (x, y) = (self.src(&x), self.src(&y));
                let e = self.op(Op::Mul, m, vec![x, y]);
                if f == VNotEqual {
                    let e = self.src(&e);
                    let one = self.code.pool.operand(&[1.0]);
                    self.op(Op::Add, m, vec![one, e.negated()])
                } else {
                    e
                }
            }
            VNot => {
                let one = self.code.pool.operand(&[1.0]);
                self.op(Op::Add, m, vec![one, s[0].negated()])
            }
            Any | All => {
                let k = comps(&vals[0]);
                let mut acc = V::S(s[0].splat(0), 1);
                for i in 1..k {
                    let a = self.src(&acc);
                    acc = self.op(
                        if f == Any { Op::Max } else { Op::Mul },
                        1,
                        vec![a, s[0].splat(i)],
                    );
                }
                acc
            }
            Atan => self.atan1(s[0], m),
            Atan2 => self.atan2(s[0], s[1], m),
            Asin | Acos => {
                // asin(x) = atan(x / sqrt((1 - x)(1 + x))), acos(x) = pi/2 - asin(x)
                let one = self.code.pool.operand(&[1.0]);
                let a = self.op(Op::Add, m, vec![one, s[0].negated()]);
                let b = self.op(Op::Add, m, vec![one, s[0]]);
                let (a, b) = (self.src(&a), self.src(&b));
                let w = self.op(Op::Mul, m, vec![a, b]);
                let w = self.src(&w);
                let r = self.per_lane(Op::Rsq, w, m);
                let r = self.src(&r);
                let y = self.op(Op::Mul, m, vec![s[0], r]);
                let y = self.src(&y);
                let v = self.atan1(y, m);
                if f == Acos {
                    let v = self.src(&v);
                    let h = self.code.pool.operand(&[std::f32::consts::FRAC_PI_2]);
                    self.op(Op::Add, m, vec![h, v.negated()])
                } else {
                    v
                }
            }
            Sinh | Cosh => {
                // (e^x -+ e^-x) / 2, e^x = ex2(x log2 e), e^-x its reciprocal
                let x = self.scale(s[0], m, LOG2_E);
                let x = self.src(&x);
                let a = self.per_lane(Op::Ex2, x, m);
                let a = self.src(&a);
                let b = self.per_lane(Op::Rcp, a, m);
                let b = self.src(&b);
                let d = self.op(Op::Add, m, vec![a, if f == Sinh { b.negated() } else { b }]);
                let d = self.src(&d);
                self.scale(d, m, 0.5)
            }
            Tanh => {
                // 1 - 2 / (e^2x + 1): 1 where e^2x is inf, -1 where it is 0
                let x = self.scale(s[0], m, 2.0 * LOG2_E);
                let x = self.src(&x);
                let z = self.per_lane(Op::Ex2, x, m);
                let z = self.src(&z);
                let one = self.code.pool.operand(&[1.0]);
                let z = self.op(Op::Add, m, vec![z, one]);
                let z = self.src(&z);
                let r = self.per_lane(Op::Rcp, z, m);
                let r = self.src(&r);
                let minus2 = self.code.pool.operand(&[-2.0]);
                let one = self.code.pool.operand(&[1.0]);
                self.op(Op::Mad, m, vec![r, minus2, one])
            }
            Asinh => {
                // sign(x) ln(|x| + sqrt(x^2 + 1))
                let a = self.op(Op::Max, m, vec![s[0], s[0].negated()]);
                let a = self.src(&a);
                let one = self.code.pool.operand(&[1.0]);
                let w = self.op(Op::Mad, m, vec![s[0], s[0], one]);
                let w = self.src(&w);
                let sq = self.sqrt_lanes(w, m);
                let sq = self.src(&sq);
                let t = self.op(Op::Add, m, vec![a, sq]);
                let t = self.src(&t);
                let l = self.per_lane(Op::Lg2, t, m);
                let l = self.src(&l);
                let l = self.scale(l, m, LN_2);
                let l = self.src(&l);
                self.times_sign(l, s[0], m)
            }
            Acosh => {
                // ln(x + sqrt((x - 1)(x + 1))), 0 at 1 as 0 * rsq 0 = 0
                let one = self.code.pool.operand(&[1.0]);
                let minus1 = self.code.pool.operand(&[-1.0]);
                let a = self.op(Op::Add, m, vec![s[0], minus1]);
                let b = self.op(Op::Add, m, vec![s[0], one]);
                let (a, b) = (self.src(&a), self.src(&b));
                let w = self.op(Op::Mul, m, vec![a, b]);
                let w = self.src(&w);
                let sq = self.sqrt_lanes(w, m);
                let sq = self.src(&sq);
                let t = self.op(Op::Add, m, vec![s[0], sq]);
                let t = self.src(&t);
                let l = self.per_lane(Op::Lg2, t, m);
                let l = self.src(&l);
                self.scale(l, m, LN_2)
            }
            Atanh => {
                // (log2(1 + x) - log2(1 - x)) ln2 / 2
                let one = self.code.pool.operand(&[1.0]);
                let a = self.op(Op::Add, m, vec![one, s[0]]);
                let b = self.op(Op::Add, m, vec![one, s[0].negated()]);
                let (a, b) = (self.src(&a), self.src(&b));
                let la = self.per_lane(Op::Lg2, a, m);
                let lb = self.per_lane(Op::Lg2, b, m);
                let (la, lb) = (self.src(&la), self.src(&lb));
                let d = self.op(Op::Add, m, vec![la, lb.negated()]);
                let d = self.src(&d);
                self.scale(d, m, LN_2 / 2.0)
            }
            // Halves to even: floor(x + 0.5), less 1 where x + 0.5 is whole and odd.
            RoundEven => {
                let half = self.code.pool.operand(&[0.5]);
                let a = self.op(Op::Add, m, vec![s[0], half]);
                let a = self.src(&a);
                let fl = self.op(Op::Flr, m, vec![a]);
                let fl = self.src(&fl);
                let tie = self.op(Op::Sge, m, vec![fl, a]);
                let tie = self.src(&tie);
                let h = self.scale(fl, m, 0.5);
                let h = self.src(&h);
                let hf = self.op(Op::Flr, m, vec![h]);
                let hf = self.src(&hf);
                let odd = self.op(Op::Add, m, vec![h, hf.negated()]);
                let odd = self.src(&odd);
                let t = self.op(Op::Mul, m, vec![odd, tie]);
                let t = self.src(&t);
                let minus2 = self.code.pool.operand(&[-2.0]);
                self.op(Op::Mad, m, vec![t, minus2, fl])
            }
            Refract => {
                // k = 1 - eta^2 (1 - dot(N, I)^2);
                // k < 0 ? 0 : eta I - (eta dot(N, I) + sqrt k) N
                let k = comps(&vals[0]);
                let (i, nn, eta) = (s[0], s[1], s[2].splat(0));
                let d = self.dot(nn, i, k);
                let d = self.src(&d).splat(0);
                let d2 = self.op(Op::Mul, 1, vec![d, d]);
                let d2 = self.src(&d2);
                let one = self.code.pool.operand(&[1.0]);
                let q = self.op(Op::Add, 1, vec![one, d2.negated()]);
                let q = self.src(&q);
                let e2 = self.op(Op::Mul, 1, vec![eta, eta]);
                let e2 = self.src(&e2);
                let kk = self.op(Op::Mad, 1, vec![e2.negated(), q, one]);
                let kk = self.src(&kk);
                let zero = self.code.pool.operand(&[0.0]);
                let kc = self.op(Op::Max, 1, vec![kk, zero]);
                let kc = self.src(&kc);
                let sq = self.sqrt1(kc);
                let sq = self.src(&sq);
                let g = self.op(Op::Mad, 1, vec![eta, d, sq]);
                let g = self.src(&g).splat(0);
                let ei = self.op(Op::Mul, k, vec![i, eta]);
                let ei = self.src(&ei);
                let v = self.op(Op::Mad, k, vec![nn, g.negated(), ei]);
                let v = self.src(&v);
                let ge = self.op(Op::Sge, 1, vec![kk, zero]);
                let ge = self.src(&ge).splat(0);
                self.op(Op::Mul, k, vec![v, ge])
            }
            // No instruction tests for NaN; a comparison does. The shader unit
            // compares as IEEE does, NaN unordered: on hardware max(NaN, 0) = 0,
            // so NaN > 0 does not hold, where an integer comparison of the
            // sign-magnitude patterns would give NaN (0x7FFFFF > 0). So x >= x
            // fails for NaN alone, infinities included, and `sge` gives 0 there.
            IsNan => {
                let ge = self.op(Op::Sge, m, vec![s[0], s[0]]);
                let ge = self.src(&ge);
                let one = self.code.pool.operand(&[1.0]);
                self.op(Op::Add, m, vec![one, ge.negated()])
            }
            // |x| > the largest finite float24 holds for the exponent-0x7F
            // patterns, and among them, NaN being unordered (above), for the
            // infinities only. The bound is finite, so the constant needs no
            // infinity in `.constf` (which the assembler warns about).
            IsInf => {
                let a = self.op(Op::Max, m, vec![s[0], s[0].negated()]);
                let a = self.src(&a);
                let max = self.code.pool.operand(&[MAX_FINITE]);
                self.op(Op::Slt, m, vec![max, a])
            }
            _ => {
                let name = glsl_name(f);
                return refuse_at(
                    &name,
                    format!("the built-in `{name}` has no PICA200 lowering (no integer unit, no textures, no derivatives)"),
                );
            }
        })
    }

    fn scale(&mut self, s: Src, n: u8, by: f32) -> V {
        let k = self.code.pool.operand(&[by]);
        self.op(Op::Mul, n, vec![k, s])
    }

    /// sqrt of a scalar: x * rsq(x).
    fn sqrt1(&mut self, x: Src) -> V {
        let r = self.op(Op::Rsq, 1, vec![x]);
        let r = self.src(&r);
        self.op(Op::Mul, 1, vec![x.splat(0), r.splat(0)])
    }

    /// sqrt of each lane: x * rsq(x).
    fn sqrt_lanes(&mut self, x: Src, n: u8) -> V {
        let r = self.per_lane(Op::Rsq, x, n);
        let r = self.src(&r);
        self.op(Op::Mul, n, vec![x, r])
    }

    /// The determinant of the matrix with columns `c` (2, 3 or 4 of them): by
    /// cofactors, a 3x3 one as dot(c0, cross(c1, c2)), a 4x4 one along its first
    /// column with the 3x3 minors of the other three.
    fn det(&mut self, c: &[Src]) -> V {
        match c.len() {
            2 => {
                let p = self.op(Op::Mul, 1, vec![c[0].splat(0), c[1].splat(1)]);
                let p = self.src(&p);
                self.op(Op::Mad, 1, vec![c[1].splat(0).negated(), c[0].splat(1), p])
            }
            3 => self.det3(c[0], c[1], c[2], [0, 1, 2]),
            _ => {
                let mut acc: Option<Src> = None;
                for i in 0..4u8 {
                    let r: Vec<u8> = (0..4).filter(|j| *j != i).collect();
                    let m = self.det3(c[1], c[2], c[3], [r[0], r[1], r[2]]);
                    let m = self.src(&m).splat(0);
                    let a = c[0].splat(i);
                    let a = if i % 2 == 1 { a.negated() } else { a };
                    let v = match acc {
                        None => self.op(Op::Mul, 1, vec![a, m]),
                        Some(p) => self.op(Op::Mad, 1, vec![a, m, p]),
                    };
                    acc = Some(self.src(&v));
                }
                V::S(acc.unwrap_or_else(|| self.code.pool.operand(&[0.0])), 1)
            }
        }
    }

    /// The rows of the inverse of the matrix with columns `c`: adjugate over
    /// determinant. 2x2: (d, -b) and (-c, a) over det; 3x3: cross(c1, c2),
    /// cross(c2, c0), cross(c0, c1) over det = dot(c0, cross(c1, c2)); 4x4: row i
    /// is (-1)^i times the vector of signed 3x3 minors of the other three columns
    /// (lane k: (-1)^k times the minor without row k), over det = dot(c0, row 0).
    fn inverse_rows(&mut self, c: &[Src]) -> Vec<Src> {
        match c.len() {
            2 => {
                let d = self.det(c);
                let d = self.src(&d);
                let r = self.op(Op::Rcp, 1, vec![d.splat(0)]);
                let r = self.src(&r);
                let pm = self.code.pool.operand(&[1.0, -1.0]);
                let w = self.op(Op::Mul, 2, vec![pm, r.splat(0)]);
                let w = self.src(&w);
                let r0 = self.op(Op::Mul, 2, vec![c[1].pick(&[1, 0]), w]);
                let r1 = self.op(Op::Mul, 2, vec![c[0].pick(&[1, 0]), w.negated()]);
                vec![self.src(&r0), self.src(&r1)]
            }
            3 => {
                let x: Vec<Src> = [(1, 2), (2, 0), (0, 1)]
                    .iter()
                    .map(|&(i, j)| {
                        let v = self.cross(c[i], c[j]);
                        self.src(&v)
                    })
                    .collect();
                let d = self.op(Op::Dp3, 1, vec![c[0], x[0]]);
                let d = self.src(&d);
                let r = self.op(Op::Rcp, 1, vec![d.splat(0)]);
                let r = self.src(&r);
                x.iter()
                    .map(|xi| {
                        let v = self.op(Op::Mul, 3, vec![*xi, r.splat(0)]);
                        self.src(&v)
                    })
                    .collect()
            }
            _ => {
                let mut ys = Vec::new();
                for i in 0..4usize {
                    let o: Vec<Src> = (0..4).filter(|j| *j != i).map(|j| c[j]).collect();
                    let t = self.code.temp();
                    for k in 0..4u8 {
                        let r: Vec<u8> = (0..4).filter(|j| *j != k).collect();
                        let (a, b, cc) = (o[0].pick(&r), o[1].pick(&r), o[2].pick(&r));
                        let x = self.cross(b, cc);
                        let x = self.src(&x);
                        let a = if (i + usize::from(k)) % 2 == 1 {
                            a.negated()
                        } else {
                            a
                        };
                        self.code.push(
                            Op::Dp3,
                            Some(Dst {
                                reg: t,
                                mask: 1 << k,
                            }),
                            vec![a, x],
                        );
                    }
                    ys.push(Src::new(t));
                }
                let d = self.op(Op::Dp4, 1, vec![c[0], ys[0]]);
                let d = self.src(&d);
                let r = self.op(Op::Rcp, 1, vec![d.splat(0)]);
                let r = self.src(&r);
                ys.iter()
                    .map(|y| {
                        let v = self.op(Op::Mul, 4, vec![*y, r.splat(0)]);
                        self.src(&v)
                    })
                    .collect()
            }
        }
    }

    /// cross(b, c) on the first three lanes.
    fn cross(&mut self, b: Src, c: Src) -> V {
        let p = self.op(Op::Mul, 3, vec![b.pick(&[1, 2, 0]), c.pick(&[2, 0, 1])]);
        let p = self.src(&p);
        self.op(
            Op::Mad,
            3,
            vec![b.pick(&[2, 0, 1]).negated(), c.pick(&[1, 2, 0]), p],
        )
    }

    /// dot(a, cross(b, c)) on the lanes `r` of each.
    fn det3(&mut self, a: Src, b: Src, c: Src, r: [u8; 3]) -> V {
        let (a, b, c) = (a.pick(&r), b.pick(&r), c.pick(&r));
        let p = self.op(Op::Mul, 3, vec![b.pick(&[1, 2, 0]), c.pick(&[2, 0, 1])]);
        let p = self.src(&p);
        let x = self.op(
            Op::Mad,
            3,
            vec![b.pick(&[2, 0, 1]).negated(), c.pick(&[1, 2, 0]), p],
        );
        let x = self.src(&x);
        self.op(Op::Dp3, 1, vec![a, x])
    }

    pub(super) fn dot(&mut self, a: Src, b: Src, k: u8) -> V {
        match k {
            4 => self.op(Op::Dp4, 1, vec![a, b]),
            3 => self.op(Op::Dp3, 1, vec![a, b]),
            2 => {
                let p = self.op(Op::Mul, 2, vec![a, b]);
                let p = self.src(&p);
                self.op(Op::Add, 1, vec![p.splat(0), p.splat(1)])
            }
            _ => self.op(Op::Mul, 1, vec![a, b]),
        }
    }

    /// Lane-wise `c ? a : b` for bool vectors.
    fn select_lanes(&mut self, c: &V, a: V, b: V, n: u8) -> R<V> {
        let cs = self.src(c);
        let one = self.code.pool.operand(&[1.0]);
        let not_c = self.op(Op::Add, n, vec![one, cs.negated()]);
        let nc = self.src(&not_c);
        let bs = self.src(&b);
        let part = self.op(Op::Mul, n, vec![bs, nc]);
        let ps = self.src(&part);
        let as_ = self.src(&a);
        Ok(self.op(Op::Mad, n, vec![as_, cs, ps]))
    }

    /// atan of t in [0, 1]: t * P(t^2), Abramowitz and Stegun 4.4.49 (error at
    /// most 2e-8 on [0, 1]).
    fn atan_poly(&mut self, t: Src, n: u8) -> V {
        let t2 = self.op(Op::Mul, n, vec![t, t]);
        let t2 = self.src(&t2);
        let mut acc = self.code.pool.operand(&[ATAN[ATAN.len() - 1]]);
        for c in ATAN.iter().rev().skip(1) {
            let k = self.code.pool.operand(&[*c]);
            let v = self.op(Op::Mad, n, vec![t2, acc, k]);
            acc = self.src(&v);
        }
        self.op(Op::Mul, n, vec![t, acc])
    }

    /// atan(lo / hi) for |lo| <= hi (0 at 0 / 0, as 0 * inf = 0).
    fn atan_ratio(&mut self, lo: Src, hi: Src, n: u8) -> V {
        let r = self.per_lane(Op::Rcp, hi, n);
        let r = self.src(&r);
        let t = self.op(Op::Mul, n, vec![lo, r]);
        let t = self.src(&t);
        self.atan_poly(t, n)
    }

    /// `p + s * (k - 2p)`: `k - p` where s is 1, p where it is 0.
    fn reflect_if(&mut self, p: Src, s: Src, k: f32, n: u8) -> V {
        let minus2 = self.code.pool.operand(&[-2.0]);
        let k = self.code.pool.operand(&[k]);
        let q = self.op(Op::Mad, n, vec![p, minus2, k]);
        let q = self.src(&q);
        self.op(Op::Mad, n, vec![s, q, p])
    }

    /// `p` times the sign of `x` (+1 at 0): p - 2 p (x < 0).
    fn times_sign(&mut self, p: Src, x: Src, n: u8) -> V {
        let zero = self.code.pool.operand(&[0.0]);
        let lt = self.op(Op::Slt, n, vec![x, zero]);
        let lt = self.src(&lt);
        let t = self.op(Op::Mul, n, vec![p, lt]);
        let t = self.src(&t);
        let minus2 = self.code.pool.operand(&[-2.0]);
        self.op(Op::Mad, n, vec![t, minus2, p])
    }

    /// atan(x): t = clamp(x, -1, 1) / max(|x|, 1) is x or 1/x, and past |x| = 1,
    /// atan x = sign(x) pi/2 - atan(1/x), sign(x) being the clamped x there.
    fn atan1(&mut self, x: Src, n: u8) -> V {
        let a = self.op(Op::Max, n, vec![x, x.negated()]);
        let a = self.src(&a);
        let one = self.code.pool.operand(&[1.0]);
        let minus1 = self.code.pool.operand(&[-1.0]);
        let hi = self.op(Op::Max, n, vec![a, one]);
        let hi = self.src(&hi);
        let c = self.op(Op::Max, n, vec![x, minus1]);
        let c = self.src(&c);
        let c = self.op(Op::Min, n, vec![c, one]);
        let c = self.src(&c);
        let p = self.atan_ratio(c, hi, n);
        let p = self.src(&p);
        let s = self.op(Op::Slt, n, vec![one, a]);
        let s = self.src(&s);
        let h = self.scale(c, n, std::f32::consts::FRAC_PI_2);
        let h = self.src(&h);
        let minus2 = self.code.pool.operand(&[-2.0]);
        let q = self.op(Op::Mad, n, vec![p, minus2, h]);
        let q = self.src(&q);
        self.op(Op::Mad, n, vec![s, q, p])
    }

    /// atan(y, x): atan(min / max) of |x|, |y| in [0, pi/4]; pi/2 minus it where
    /// |y| > |x|; pi minus that where x < 0; the sign of y.
    fn atan2(&mut self, y: Src, x: Src, n: u8) -> V {
        let ax = self.op(Op::Max, n, vec![x, x.negated()]);
        let ay = self.op(Op::Max, n, vec![y, y.negated()]);
        let (ax, ay) = (self.src(&ax), self.src(&ay));
        let hi = self.op(Op::Max, n, vec![ax, ay]);
        let lo = self.op(Op::Min, n, vec![ax, ay]);
        let (hi, lo) = (self.src(&hi), self.src(&lo));
        let p = self.atan_ratio(lo, hi, n);
        let p = self.src(&p);
        let s = self.op(Op::Slt, n, vec![ax, ay]);
        let s = self.src(&s);
        let p = self.reflect_if(p, s, std::f32::consts::FRAC_PI_2, n);
        let p = self.src(&p);
        let zero = self.code.pool.operand(&[0.0]);
        let s = self.op(Op::Slt, n, vec![x, zero]);
        let s = self.src(&s);
        let p = self.reflect_if(p, s, std::f32::consts::PI, n);
        let p = self.src(&p);
        self.times_sign(p, y, n)
    }

    /// sin or cos: the angle reduced to a turn in [-0.5, 0.5) and an odd
    /// polynomial in it (least-squares fit, error below 2^-17 on the turn).
    fn sin_cos(&mut self, cos: bool, x: Src, n: u8) -> V {
        // turns = x / 2pi (+ 0.25 for cos), reduced: t = fract(turns + 0.5) - 0.5
        let inv = self.code.pool.operand(&[1.0 / std::f32::consts::TAU]);
        let off = self.code.pool.operand(&[if cos { 0.75 } else { 0.5 }]);
        let u = self.op(Op::Mad, n, vec![x, inv, off]);
        let u = self.src(&u);
        let fl = self.op(Op::Flr, n, vec![u]);
        let fl = self.src(&fl);
        let half = self.code.pool.operand(&[-0.5]);
        let t = self.op(Op::Add, n, vec![u, fl.negated()]);
        let t = self.src(&t);
        let t = self.op(Op::Add, n, vec![half, t]);
        let t = self.src(&t);
        // sin(2 pi t) = t * P(t^2), Horner
        let t2 = self.op(Op::Mul, n, vec![t, t]);
        let t2 = self.src(&t2);
        let mut acc = self.code.pool.operand(&[SIN_TURN[SIN_TURN.len() - 1]]);
        for c in SIN_TURN.iter().rev().skip(1) {
            let k = self.code.pool.operand(&[*c]);
            let v = self.op(Op::Mad, n, vec![t2, acc, k]);
            acc = self.src(&v);
        }
        self.op(Op::Mul, n, vec![t, acc])
    }
}

/// Coefficients of sin(2 pi t) / t in powers of t^2: the Taylor series of
/// sin(2 pi t) to t^17, whose remainder on |t| <= 1/2 is below pi^19 / 19! < 3e-8.
const SIN_TURN: [f32; 9] = [
    6.283_185_5,
    -41.341_7,
    81.605_25,
    -76.705_86,
    42.058_69,
    -15.094_643,
    3.819_952_5,
    -0.718_122_3,
    0.104_229_16,
];

/// atan(t) / t in powers of t^2 on [0, 1]: Abramowitz and Stegun, Handbook of
/// Mathematical Functions, 4.4.49 (|error| <= 2e-8).
const ATAN: [f32; 9] = [
    1.0,
    -0.333_331_45,
    0.199_935_51,
    -0.142_089,
    0.106_562_64,
    -0.075_289_64,
    0.042_909_614,
    -0.016_165_737,
    0.002_866_225_7,
];

/// Folds a built-in of constants as the interpreter computes it (binary32).
fn fold(f: BuiltinFn, vals: &[V], n: u8) -> Option<Vec<f32>> {
    use BuiltinFn::*;
    let ks: Vec<&Vec<f32>> = vals
        .iter()
        .map(|v| match v {
            V::K(k) => Some(k),
            _ => None,
        })
        .collect::<Option<_>>()?;
    let n = usize::from(n);
    let at = |i: usize, j: usize| ks[i][j.min(ks[i].len() - 1)];
    let lanes1 = |g: &dyn Fn(f32) -> f32| (0..n).map(|j| g(at(0, j))).collect::<Vec<f32>>();
    let lanes2 =
        |g: &dyn Fn(f32, f32) -> f32| (0..n).map(|j| g(at(0, j), at(1, j))).collect::<Vec<f32>>();
    Some(match f {
        Abs => lanes1(&f32::abs),
        Floor => lanes1(&f32::floor),
        Fract => lanes1(&|x| x - x.floor()),
        Sqrt => lanes1(&f32::sqrt),
        Min => lanes2(&f32::min),
        Max => lanes2(&f32::max),
        Step => lanes2(&|e, x| if x < e { 0.0 } else { 1.0 }),
        Radians => lanes1(&f32::to_radians),
        Degrees => lanes1(&f32::to_degrees),
        // Constants are binary32 values, as the front end folds them.
        IsNan => lanes1(&|x| f32::from(u8::from(x.is_nan()))),
        IsInf => lanes1(&|x| f32::from(u8::from(x.is_infinite()))),
        _ => return None,
    })
}

/// Rows of a matrix type (components of its columns).
fn ty_rows(ty: &Type) -> u8 {
    match ty {
        Type::Matrix { rows, .. } => *rows,
        _ => 4,
    }
}

/// The GLSL spelling of a built-in (its IR name with a lower-case initial).
fn glsl_name(f: BuiltinFn) -> String {
    match f {
        BuiltinFn::IsNan => return "isnan".into(),
        BuiltinFn::IsInf => return "isinf".into(),
        _ => {}
    }
    let d = format!("{f:?}");
    let d = d
        .strip_suffix('2')
        .filter(|_| f == BuiltinFn::Atan2)
        .unwrap_or(&d);
    let mut c = d.chars();
    c.next()
        .map(|h| h.to_lowercase().chain(c).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::MAX_FINITE;
    use crate::float24::Float24;

    #[test]
    fn max_finite_is_the_largest_finite_float24() {
        assert_eq!(Float24::from_f32(MAX_FINITE).to_bits(), 0x7E_FFFF);
        assert_eq!(Float24::from_bits_truncate(0x7E_FFFF).to_f32(), MAX_FINITE);
        assert!(Float24::from_f32(MAX_FINITE * 2.0).is_special());
    }
}
