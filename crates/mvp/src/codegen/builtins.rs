//! Built-in functions and texture lookups.
//!
//! Each built-in is lowered with the formula of the reference interpreter
//! (GLSL 3.30 §8 definitions on IEEE f32), operation for operation.
//! Transcendentals become LLVM intrinsics (`llvm.sin`, `llvm.tan`, ...,
//! available in LLVM 19); `atan2`, `asinh`'s `hypot`/`log1p` call the C math
//! library functions `atan2f`, `hypotf`, `log1pf`. Derivatives are sites
//! of the fragment's 2x2 quad (`mvp_derivatives`, answered by the runtime);
//! noise is 0, as in the interpreter.

use super::expr::compare;
use super::expr::kind;
use super::func::{Func, Val};
use super::ir::{BinOp, CastOp, FPred, IPred, Inst, Ty, Value};
use crate::externs::*;
use crate::Error;
use gpubin_glsl::ir::{BinaryOp, BuiltinFn, Expr, TextureLevel, TextureLookup};
use gpubin_glsl::types::{SampledKind, SamplerDim, SamplerType, ScalarKind, Type};
use gpubin_glsl::Stage;

fn suffix(ty: &Type) -> String {
    let s = |k: ScalarKind| if k == ScalarKind::Float { "f32" } else { "i32" };
    match ty {
        Type::Vector(k, n) => format!("v{n}{}", s(*k)),
        t => s(kind(t)).to_string(),
    }
}

/// `void mvp_sim_texture(ptr batch, <the arguments of mvp_texture>)`: a
/// filtered lookup in the simulator's build, with the invocation's batch
/// table ([`crate::codegen::SimFields::batch`]), which the simulator's
/// runtime defines.
pub const SIM_TEXTURE: &str = "mvp_sim_texture";
/// `void mvp_sim_derivatives(ptr batch, <the arguments of
/// mvp_derivatives>)`: as [`SIM_TEXTURE`], for `mvp_derivatives`.
pub const SIM_DERIVATIVES: &str = "mvp_sim_derivatives";

/// Encoding of a sampler type for the external texture functions.
pub fn sampler_code(s: &SamplerType) -> u32 {
    let dim = match s.dim {
        SamplerDim::D1 => 0,
        SamplerDim::D2 => 1,
        SamplerDim::D3 => 2,
        SamplerDim::Cube => 3,
        SamplerDim::Rect => 4,
        SamplerDim::Buffer => 5,
        SamplerDim::D2Ms => 6,
    };
    let k = match s.sampled {
        SampledKind::Float => 0,
        SampledKind::Int => 1,
        SampledKind::Uint => 2,
    };
    dim | if s.arrayed { SAMPLER_ARRAYED } else { 0 }
        | if s.shadow { SAMPLER_SHADOW } else { 0 }
        | (k << SAMPLER_KIND_SHIFT)
}

impl Func<'_> {
    /// Call an overloaded LLVM intrinsic `llvm.{base}` on values of `ty`.
    fn intr(&mut self, base: &str, args: &[&Val], ty: &Type) -> Val {
        let t = self.lty(ty);
        let name = format!("llvm.{base}.{}", suffix(ty));
        let a: Vec<Value> = args
            .iter()
            .map(|v| Value::reg(t.clone(), v.op.clone()))
            .collect();
        Val::new(ty.clone(), self.call_declared(base, t, &name, a).op)
    }

    /// Call a C math function `float name(float...)` component by component.
    fn libm(&mut self, name: &str, args: &[&Val], ty: &Type) -> Val {
        let comps: Vec<Vec<Val>> = args.iter().map(|a| self.comps(a)).collect();
        let n = ty.vector_size().unwrap_or(1) as usize;
        let mut out = Vec::with_capacity(n);
        for i in 0..n {
            let a: Vec<Value> = comps
                .iter()
                .map(|c| Value::reg(Ty::Float, c.get(i).unwrap_or(&c[0]).op.clone()))
                .collect();
            let op = self.call_declared(name, Ty::Float, name, a);
            out.push(Val::new(Type::Scalar(ScalarKind::Float), op.op));
        }
        self.build_flat(ty, &out)
    }

    /// A float constant in the shape of `ty`.
    fn fc(&mut self, f: f32, ty: &Type) -> Val {
        let s = Self::fconst(f);
        let n = ty.vector_size().unwrap_or(1);
        self.splat(&s, n)
    }

    /// Binary float op with scalar broadcast.
    fn bin(&mut self, inst: BinOp, a: &Val, b: &Val) -> Val {
        let (a, b) = self.broadcast(a.clone(), b.clone());
        self.fop(inst, &a, &b)
    }

    fn fcmp(&mut self, pred: FPred, a: &Val, b: &Val) -> Val {
        let (a, b) = self.broadcast(a.clone(), b.clone());
        let op = self.add("cmp", Inst::fcmp(pred, self.v(&a), self.v(&b)));
        Val::new(a.ty.with_kind(ScalarKind::Bool), op.op)
    }

    fn select(&mut self, c: &Val, a: &Val, b: &Val) -> Val {
        let op = self.add("sel", Inst::select(self.v(c), self.v(a), self.v(b)));
        Val::new(a.ty.clone(), op.op)
    }

    /// GLSL `min` as the interpreter defines it: `y < x ? y : x`, and `y`
    /// where `x` is NaN.
    fn fmin(&mut self, x: &Val, y: &Val) -> Val {
        let (x, y) = self.broadcast(x.clone(), y.clone());
        let c = self.fcmp(FPred::Olt, &y, &x);
        let m = self.select(&c, &y, &x);
        let nan = self.fcmp(FPred::Uno, &x, &x);
        self.select(&nan, &y, &m)
    }

    /// GLSL `max`: `x < y ? y : x`, and `y` where `x` is NaN (the
    /// interpreter's `fmax`).
    fn fmax(&mut self, x: &Val, y: &Val) -> Val {
        let (x, y) = self.broadcast(x.clone(), y.clone());
        let c = self.fcmp(FPred::Olt, &x, &y);
        let m = self.select(&c, &y, &x);
        let nan = self.fcmp(FPred::Uno, &x, &x);
        self.select(&nan, &y, &m)
    }

    fn imin_max(&mut self, which: &str, x: &Val, y: &Val) -> Val {
        let (x, y) = self.broadcast(x.clone(), y.clone());
        let pre = if kind(&x.ty) == ScalarKind::Int {
            "s"
        } else {
            "u"
        };
        self.intr(&format!("{pre}{which}"), &[&x, &y], &x.ty.clone())
    }

    fn dot(&mut self, a: &Val, b: &Val) -> Val {
        let ca = self.comps(a);
        let cb = self.comps(b);
        self.dot_scalars(&ca, &cb)
    }

    fn flat_floats(&mut self, m: &Val) -> Vec<Val> {
        let cols = self.columns(m);
        cols.iter().flat_map(|c| self.comps(c)).collect()
    }

    /// Cofactor-expansion determinant, as in the interpreter.
    fn det(&mut self, m: &[Val], n: usize) -> Val {
        match n {
            1 => m[0].clone(),
            2 => {
                let a = self.fop(BinOp::FMul, &m[0], &m[3]);
                let b = self.fop(BinOp::FMul, &m[2], &m[1]);
                self.fop(BinOp::FSub, &a, &b)
            }
            _ => {
                let mut det = Self::fconst(0.0);
                for c in 0..n {
                    let minor = minor(m, n, c, 0);
                    let sign = Self::fconst(if c % 2 == 0 { 1.0 } else { -1.0 });
                    let sm = self.fop(BinOp::FMul, &sign, &m[c * n]);
                    let d = self.det(&minor, n - 1);
                    let term = self.fop(BinOp::FMul, &sm, &d);
                    det = self.fop(BinOp::FAdd, &det, &term);
                }
                det
            }
        }
    }

    pub fn builtin(&mut self, f: BuiltinFn, args: Vec<Val>, rty: &Type) -> Result<Val, Error> {
        use BuiltinFn as B;
        let a0 = args.first().cloned().unwrap_or_else(|| Self::fconst(0.0));
        let arg = |i: usize| args.get(i).cloned().unwrap_or_else(|| Self::fconst(0.0));
        let fty = rty.clone();
        Ok(match f {
            B::Radians => {
                let k = self.fc(std::f32::consts::PI / 180.0, &fty);
                self.bin(BinOp::FMul, &a0, &k)
            }
            B::Degrees => {
                let k = self.fc(180.0 / std::f32::consts::PI, &fty);
                self.bin(BinOp::FMul, &a0, &k)
            }
            B::Sin => self.intr("sin", &[&a0], &fty),
            B::Cos => self.intr("cos", &[&a0], &fty),
            B::Tan => self.intr("tan", &[&a0], &fty),
            B::Asin => self.intr("asin", &[&a0], &fty),
            B::Acos => self.intr("acos", &[&a0], &fty),
            B::Atan => self.intr("atan", &[&a0], &fty),
            B::Sinh => self.intr("sinh", &[&a0], &fty),
            B::Cosh => self.intr("cosh", &[&a0], &fty),
            B::Tanh => self.intr("tanh", &[&a0], &fty),
            B::Atan2 => self.libm("atan2f", &[&a0, &arg(1)], &fty),
            B::Asinh => {
                // ln_1p(|x| + |x| / (hypot(1, 1/|x|) + 1/|x|)) with the sign of x.
                let ax = self.intr("fabs", &[&a0], &fty);
                let one = self.fc(1.0, &fty);
                let ix = self.bin(BinOp::FDiv, &one, &ax);
                let h = self.libm("hypotf", &[&one, &ix], &fty);
                let hi = self.bin(BinOp::FAdd, &h, &ix);
                let q = self.bin(BinOp::FDiv, &ax, &hi);
                let s = self.bin(BinOp::FAdd, &ax, &q);
                let l = self.libm("log1pf", &[&s], &fty);
                self.intr("copysign", &[&l, &a0], &fty)
            }
            B::Acosh => {
                // x < 1 ? NaN : ln(x + sqrt(x - 1) * sqrt(x + 1))
                let one = self.fc(1.0, &fty);
                let lo = self.fcmp(FPred::Olt, &a0, &one);
                let xm = self.bin(BinOp::FSub, &a0, &one);
                let xp = self.bin(BinOp::FAdd, &a0, &one);
                let sm = self.intr("sqrt", &[&xm], &fty);
                let sp = self.intr("sqrt", &[&xp], &fty);
                let p = self.bin(BinOp::FMul, &sm, &sp);
                let s = self.bin(BinOp::FAdd, &a0, &p);
                let l = self.intr("log", &[&s], &fty);
                let nan = self.fc(f32::NAN, &fty);
                self.select(&lo, &nan, &l)
            }
            B::Atanh => {
                // 0.5 * ln_1p(2x / (1 - x))
                let two = self.fc(2.0, &fty);
                let one = self.fc(1.0, &fty);
                let half = self.fc(0.5, &fty);
                let n = self.bin(BinOp::FMul, &two, &a0);
                let d = self.bin(BinOp::FSub, &one, &a0);
                let q = self.bin(BinOp::FDiv, &n, &d);
                let l = self.libm("log1pf", &[&q], &fty);
                self.bin(BinOp::FMul, &half, &l)
            }
            B::Pow => self.intr("pow", &[&a0, &arg(1)], &fty),
            B::Exp => self.intr("exp", &[&a0], &fty),
            B::Log => self.intr("log", &[&a0], &fty),
            B::Exp2 => self.intr("exp2", &[&a0], &fty),
            B::Log2 => self.intr("log2", &[&a0], &fty),
            B::Sqrt => self.intr("sqrt", &[&a0], &fty),
            B::InverseSqrt => {
                let s = self.intr("sqrt", &[&a0], &fty);
                let one = self.fc(1.0, &fty);
                self.bin(BinOp::FDiv, &one, &s)
            }
            B::Abs => match kind(rty) {
                ScalarKind::Float => self.intr("fabs", &[&a0], &fty),
                ScalarKind::Int => {
                    let name = format!("llvm.abs.{}", suffix(rty));
                    let args = vec![Value::reg(self.lty(rty), a0.op), Value::i1(false)];
                    let r = self.call_declared("abs", self.lty(rty), &name, args);
                    Val::new(rty.clone(), r.op)
                }
                _ => a0,
            },
            B::Sign => match kind(rty) {
                ScalarKind::Float => {
                    let z = self.fc(0.0, &fty);
                    let gt = self.fcmp(FPred::Ogt, &a0, &z);
                    let lt = self.fcmp(FPred::Olt, &a0, &z);
                    let m1 = self.fc(-1.0, &fty);
                    let p1 = self.fc(1.0, &fty);
                    let neg = self.select(&lt, &m1, &z);
                    self.select(&gt, &p1, &neg)
                }
                ScalarKind::Int => {
                    let n = rty.vector_size().unwrap_or(1);
                    let m1 = self.splat(&Val::new(Type::Scalar(ScalarKind::Int), "-1"), n);
                    let p1 = self.splat(&Val::new(Type::Scalar(ScalarKind::Int), "1"), n);
                    let lo = self.intr("smax", &[&a0, &m1], rty);
                    self.intr("smin", &[&lo, &p1], rty)
                }
                _ => {
                    let n = rty.vector_size().unwrap_or(1);
                    let p1 = self.splat(&Val::new(Type::Scalar(ScalarKind::Uint), "1"), n);
                    self.intr("umin", &[&a0, &p1], rty)
                }
            },
            B::Floor => self.intr("floor", &[&a0], &fty),
            B::Trunc => self.intr("trunc", &[&a0], &fty),
            B::Round => self.intr("round", &[&a0], &fty),
            B::RoundEven => self.intr("roundeven", &[&a0], &fty),
            B::Ceil => self.intr("ceil", &[&a0], &fty),
            B::Fract => {
                let fl = self.intr("floor", &[&a0], &fty);
                self.bin(BinOp::FSub, &a0, &fl)
            }
            B::Mod => {
                let y = arg(1);
                let q = self.bin(BinOp::FDiv, &a0, &y);
                let fl = self.intr("floor", &[&q], &fty);
                let p = self.bin(BinOp::FMul, &y, &fl);
                self.bin(BinOp::FSub, &a0, &p)
            }
            B::Min => match kind(rty) {
                ScalarKind::Float => self.fmin(&a0, &arg(1)),
                _ => self.imin_max("min", &a0, &arg(1)),
            },
            B::Max => match kind(rty) {
                ScalarKind::Float => self.fmax(&a0, &arg(1)),
                _ => self.imin_max("max", &a0, &arg(1)),
            },
            B::Clamp => match kind(rty) {
                ScalarKind::Float => {
                    let m = self.fmax(&a0, &arg(1));
                    self.fmin(&m, &arg(2))
                }
                _ => {
                    let m = self.imin_max("max", &a0, &arg(1));
                    self.imin_max("min", &m, &arg(2))
                }
            },
            B::Mix => {
                let a = arg(2);
                let one = self.fc(1.0, &a.ty.clone());
                let om = self.fop(BinOp::FSub, &one, &a);
                let l = self.bin(BinOp::FMul, &a0, &om);
                let r = self.bin(BinOp::FMul, &arg(1), &a);
                self.bin(BinOp::FAdd, &l, &r)
            }
            B::MixBool => self.select(&arg(2), &arg(1), &a0),
            B::Step => {
                // x < edge ? 0 : 1
                let x = arg(1);
                let (e, x) = self.broadcast(a0, x);
                let c = self.fcmp(FPred::Olt, &x, &e);
                let z = self.fc(0.0, &x.ty.clone());
                let o = self.fc(1.0, &x.ty.clone());
                self.select(&c, &z, &o)
            }
            B::SmoothStep => {
                let x = arg(2);
                let n = self.bin(BinOp::FSub, &x, &a0);
                let d = self.bin(BinOp::FSub, &arg(1), &a0);
                let q = self.bin(BinOp::FDiv, &n, &d);
                let z = self.fc(0.0, &q.ty.clone());
                let o = self.fc(1.0, &q.ty.clone());
                let lo = self.fmax(&q, &z);
                let t = self.fmin(&lo, &o);
                let tt = self.fop(BinOp::FMul, &t, &t);
                let two = self.fc(2.0, &t.ty.clone());
                let three = self.fc(3.0, &t.ty.clone());
                let tw = self.fop(BinOp::FMul, &two, &t);
                let s = self.fop(BinOp::FSub, &three, &tw);
                self.fop(BinOp::FMul, &tt, &s)
            }
            B::IsNan => self.fcmp(FPred::Uno, &a0, &a0),
            B::IsInf => {
                let ab = self.intr("fabs", &[&a0], &a0.ty.clone());
                let inf = self.fc(f32::INFINITY, &a0.ty.clone());
                self.fcmp(FPred::Oeq, &ab, &inf)
            }
            B::FloatBitsToInt | B::FloatBitsToUint | B::IntBitsToFloat | B::UintBitsToFloat => {
                let cast = Inst::cast(CastOp::Bitcast, self.v(&a0), self.lty(rty));
                Val::new(rty.clone(), self.add("bits", cast).op)
            }
            B::Length => {
                let d = self.dot(&a0, &a0);
                self.intr("sqrt", &[&d], &Type::Scalar(ScalarKind::Float))
            }
            B::Distance => {
                let diff = self.bin(BinOp::FSub, &a0, &arg(1));
                let d = self.dot(&diff, &diff);
                self.intr("sqrt", &[&d], &Type::Scalar(ScalarKind::Float))
            }
            B::Dot => self.dot(&a0, &arg(1)),
            B::Cross => {
                let a = self.comps(&a0);
                let b = self.comps(&arg(1));
                let mut out = Vec::new();
                for (i, j) in [(1, 2), (2, 0), (0, 1)] {
                    let l = self.fop(BinOp::FMul, &a[i], &b[j]);
                    let r = self.fop(BinOp::FMul, &b[i], &a[j]);
                    out.push(self.fop(BinOp::FSub, &l, &r));
                }
                self.build_flat(rty, &out)
            }
            B::Normalize => {
                let d = self.dot(&a0, &a0);
                let len = self.intr("sqrt", &[&d], &Type::Scalar(ScalarKind::Float));
                self.bin(BinOp::FDiv, &a0, &len)
            }
            B::FaceForward => {
                let d = self.dot(&arg(2), &arg(1));
                let z = Self::fconst(0.0);
                let c = self.fcmp(FPred::Olt, &d, &z);
                let neg = Val::new(a0.ty.clone(), self.add("neg", Inst::fneg(self.v(&a0))).op);
                self.select(&c, &a0, &neg)
            }
            B::Reflect => {
                let n = arg(1);
                let d = self.dot(&n, &a0);
                let two = Self::fconst(2.0);
                let s = self.fop(BinOp::FMul, &two, &d);
                let sn = self.bin(BinOp::FMul, &s, &n);
                self.bin(BinOp::FSub, &a0, &sn)
            }
            B::Refract => {
                let (i, n, eta) = (a0, arg(1), arg(2));
                let d = self.dot(&n, &i);
                let one = Self::fconst(1.0);
                let dd = self.fop(BinOp::FMul, &d, &d);
                let omd = self.fop(BinOp::FSub, &one, &dd);
                let ee = self.fop(BinOp::FMul, &eta, &eta);
                let p = self.fop(BinOp::FMul, &ee, &omd);
                let k = self.fop(BinOp::FSub, &one, &p);
                let z = Self::fconst(0.0);
                let neg = self.fcmp(FPred::Olt, &k, &z);
                let sk = self.intr("sqrt", &[&k], &Type::Scalar(ScalarKind::Float));
                let ed = self.fop(BinOp::FMul, &eta, &d);
                let f = self.fop(BinOp::FAdd, &ed, &sk);
                let ei = self.bin(BinOp::FMul, &eta, &i);
                let fn_ = self.bin(BinOp::FMul, &f, &n);
                let r = self.fop(BinOp::FSub, &ei, &fn_);
                let zv = self.fc(0.0, &i.ty.clone());
                self.select(&neg, &zv, &r)
            }
            B::MatrixCompMult => {
                let ca = self.columns(&a0);
                let cb = self.columns(&arg(1));
                let cols: Vec<Val> = ca
                    .iter()
                    .zip(&cb)
                    .map(|(x, y)| self.fop(BinOp::FMul, x, y))
                    .collect();
                self.compose(rty, &cols)
            }
            B::OuterProduct => {
                let c = self.comps(&a0);
                let r = self.comps(&arg(1));
                let mut out = Vec::new();
                for rj in &r {
                    for ci in &c {
                        out.push(self.fop(BinOp::FMul, ci, rj));
                    }
                }
                self.build_flat(rty, &out)
            }
            B::Transpose => {
                let (cols, rows) = match a0.ty {
                    Type::Matrix { cols, rows } => (cols as usize, rows as usize),
                    _ => (1, 1),
                };
                let m = self.flat_floats(&a0);
                let mut out = Vec::new();
                for r in 0..rows {
                    for c in 0..cols {
                        out.push(m[c * rows + r].clone());
                    }
                }
                self.build_flat(rty, &out)
            }
            B::Determinant => {
                let n = match a0.ty {
                    Type::Matrix { cols, .. } => cols as usize,
                    _ => 1,
                };
                let m = self.flat_floats(&a0);
                self.det(&m, n)
            }
            B::Inverse => {
                let n = match a0.ty {
                    Type::Matrix { cols, .. } => cols as usize,
                    _ => 1,
                };
                let m = self.flat_floats(&a0);
                let det = self.det(&m, n);
                let mut out = vec![Self::fconst(0.0); n * n];
                for c in 0..n {
                    for r in 0..n {
                        let cof = if n == 1 {
                            Self::fconst(1.0)
                        } else {
                            let mi = minor(&m, n, r, c);
                            self.det(&mi, n - 1)
                        };
                        let sign = Self::fconst(if (r + c) % 2 == 0 { 1.0 } else { -1.0 });
                        let sc = self.fop(BinOp::FMul, &sign, &cof);
                        out[c * n + r] = self.fop(BinOp::FDiv, &sc, &det);
                    }
                }
                self.build_flat(rty, &out)
            }
            B::LessThan
            | B::LessThanEqual
            | B::GreaterThan
            | B::GreaterThanEqual
            | B::VEqual
            | B::VNotEqual => {
                let b = arg(1);
                let k = kind(&a0.ty);
                let (x, y) = (self.v(&a0), self.v(&b));
                let c = match (f, k) {
                    (B::VEqual, ScalarKind::Float) => Inst::fcmp(FPred::Oeq, x, y),
                    (B::VNotEqual, ScalarKind::Float) => Inst::fcmp(FPred::Une, x, y),
                    (B::VEqual, _) => Inst::icmp(IPred::Eq, x, y),
                    (B::VNotEqual, _) => Inst::icmp(IPred::Ne, x, y),
                    (B::LessThan, _) => compare(BinaryOp::Less, k, x, y),
                    (B::LessThanEqual, _) => compare(BinaryOp::LessEqual, k, x, y),
                    (B::GreaterThan, _) => compare(BinaryOp::Greater, k, x, y),
                    _ => compare(BinaryOp::GreaterEqual, k, x, y),
                };
                Val::new(rty.clone(), self.add("cmp", c).op)
            }
            B::Any => {
                let c = self.comps(&a0);
                self.any_of(&c)
            }
            B::All => {
                let c = self.comps(&a0);
                self.all_of(&c)
            }
            B::VNot => {
                let x = self.v(&a0);
                let ones = Value::splat_const(x.ty.clone(), &Value::i1(true));
                Val::new(
                    rty.clone(),
                    self.add("not", Inst::binary(BinOp::Xor, x, ones)).op,
                )
            }
            B::DFdx | B::DFdy | B::Fwidth if self.cx.m.stage == Stage::Fragment => {
                let (dx, dy) = self.derivatives(&a0, DERIVATIVE_FINE);
                let n = rty.vector_size().unwrap_or(1);
                let lanes: Vec<u8> = (0..n).collect();
                let shape = |s: &mut Self, v: &str| {
                    let v4 = Val::new(Type::Vector(ScalarKind::Float, 4), v.to_string());
                    let v = match n {
                        1 => s.extract(&v4, "0"),
                        4 => v4,
                        _ => s.swizzle(&v4, &lanes),
                    };
                    Val::new(rty.clone(), v.op)
                };
                let (dx, dy) = (shape(self, &dx), shape(self, &dy));
                match f {
                    B::DFdx => dx,
                    B::DFdy => dy,
                    _ => {
                        let ax = self.intr("fabs", &[&dx], &fty);
                        let ay = self.intr("fabs", &[&dy], &fty);
                        self.bin(BinOp::FAdd, &ax, &ay)
                    }
                }
            }
            B::DFdx | B::DFdy | B::Fwidth | B::Noise1 | B::Noise2 | B::Noise3 | B::Noise4 => {
                Val::new(
                    rty.clone(),
                    if rty.vector_size() == Some(1) {
                        "0.0".to_string()
                    } else {
                        "zeroinitializer".to_string()
                    },
                )
            }
        })
    }

    /// Store a scalar/vector value as 4 words into a fresh 16-byte temporary.
    fn vec4_temp(&mut self, hint: &str, v: Option<&Val>, k: ScalarKind) -> String {
        let ty = Type::Vector(
            if k == ScalarKind::Float {
                ScalarKind::Float
            } else {
                ScalarKind::Int
            },
            4,
        );
        let tmp = self.alloca(hint, &ty);
        if let Some(v) = v {
            let comps = self.comps(v);
            let zero = if k == ScalarKind::Float {
                Self::fconst(0.0)
            } else {
                Val::new(Type::Scalar(ScalarKind::Int), "0")
            };
            let mut parts: Vec<Val> = comps.into_iter().take(4).collect();
            while parts.len() < 4 {
                parts.push(zero.clone());
            }
            let vec = self.compose(&ty, &parts);
            self.put(Inst::store(self.v(&vec), Func::ptr(&tmp), 16));
        } else {
            let zero = Value::zero(self.lty(&ty));
            self.put(Inst::store(zero, Func::ptr(&tmp), 16));
        }
        tmp
    }

    /// A derivative site: `mvp_derivatives` on `v` (zero padded to 4
    /// words); the loaded `<4 x float>` d/dx and d/dy.
    fn derivatives(&mut self, v: &Val, kind: u32) -> (String, String) {
        let value = self.vec4_temp("deriv.value", Some(v), ScalarKind::Float);
        let (dx, dy) = self.derivative_temps(&value, kind);
        let v4 = self.lty(&Type::Vector(ScalarKind::Float, 4));
        let dx = self.add("ddx", Inst::load(v4.clone(), Func::ptr(&dx), 16));
        let dy = self.add("ddy", Inst::load(v4, Func::ptr(&dy), 16));
        (dx.op, dy.op)
    }

    /// `mvp_derivatives` on the 4 words at `value`; the temporaries that
    /// hold d/dx and d/dy.
    fn derivative_temps(&mut self, value: &str, kind: u32) -> (String, String) {
        let v4 = Type::Vector(ScalarKind::Float, 4);
        let dx = self.alloca("deriv.ddx", &v4);
        let dy = self.alloca("deriv.ddy", &v4);
        let args = vec![
            Func::ptr(&dx),
            Func::ptr(&dy),
            Func::ptr(value),
            Value::i32((kind | (self.cx.site.get() << DERIVATIVE_SITE_SHIFT)) as i32),
        ];
        self.call_runtime(DERIVATIVES, SIM_DERIVATIVES, args);
        (dx, dy)
    }

    /// Call the runtime's `name` (one of [`crate::externs`]) with `args`; in
    /// the simulator's build, its form `sim` with the invocation's batch
    /// table first.
    fn call_runtime(&mut self, name: &str, sim: &str, args: Vec<Value>) {
        match self.cx.env.sim {
            Some(fields) => {
                let p = self.env_field_ptr(fields.batch, "batch");
                let table = self.add("batch", Inst::load(Ty::Ptr, Func::ptr(&p), 8));
                let args: Vec<Value> = std::iter::once(table).chain(args).collect();
                let params: Vec<String> = args.iter().map(|a| a.ty.to_string()).collect();
                self.cx
                    .need(&format!("declare void @{sim}({})", params.join(", ")));
                self.put(Inst::call(Ty::Void, sim, args));
            }
            None => self.put(Inst::call(Ty::Void, name, args)),
        }
    }

    fn sampler_of(&mut self, e: &Expr) -> Result<(Val, SamplerType), Error> {
        let Type::Sampler(st) = e.ty else {
            return Err(self.cx.unsupported("a texture lookup without a sampler"));
        };
        Ok((self.expr(e)?, st))
    }

    /// Shape a 4-word result temporary to the lookup's result type.
    fn result_of(&mut self, tmp: &str, st_kind: SampledKind, rty: &Type) -> Val {
        let k = if st_kind == SampledKind::Float {
            ScalarKind::Float
        } else {
            ScalarKind::Int
        };
        let v4 = Type::Vector(k, 4);
        let texel = self.add("texel", Inst::load(self.lty(&v4), Func::ptr(tmp), 16));
        let v = Val::new(v4, texel.op);
        let n = rty.vector_size().unwrap_or(4);
        let shaped = if n == 4 {
            v
        } else if n == 1 {
            self.extract(&v, "0")
        } else {
            self.swizzle(&v, &(0..n).collect::<Vec<_>>())
        };
        Val::new(rty.clone(), shaped.op)
    }

    pub fn texture(&mut self, t: &TextureLookup, rty: &Type) -> Result<Val, Error> {
        let (unit, st) = self.sampler_of(&t.sampler)?;
        let code = sampler_code(&st);
        let coord = self.expr(&t.coordinate)?;
        let offset = match &t.offset {
            Some(o) => {
                let v = self.expr(o)?;
                self.vec4_temp("tex.offset", Some(&v), ScalarKind::Int)
            }
            None => "null".to_string(),
        };
        let result = self.alloca("tex.result", &Type::Vector(ScalarKind::Float, 4));
        if let TextureLevel::Fetch(lod) = &t.level {
            let texel = self.vec4_temp("tex.texel", Some(&coord), ScalarKind::Int);
            let l = match lod {
                Some(l) => self.expr(l)?.op,
                None => "0".into(),
            };
            let args = vec![
                Func::ptr(&result),
                Value::reg(Ty::I32, unit.op),
                Value::i32(code as i32),
                Func::ptr(&texel),
                Value::reg(Ty::I32, l),
                Func::ptr(&offset),
            ];
            self.put(Inst::call(Ty::Void, TEXEL_FETCH, args));
            return Ok(self.result_of(&result, st.sampled, rty));
        }
        let c = self.vec4_temp("tex.coord", Some(&coord), ScalarKind::Float);
        let (mode, level, ddx, ddy) = match &t.level {
            TextureLevel::Auto => (
                LEVEL_AUTO,
                "0.0".to_string(),
                "null".to_string(),
                "null".to_string(),
            ),
            TextureLevel::Bias(b) => (LEVEL_BIAS, self.expr(b)?.op, "null".into(), "null".into()),
            TextureLevel::Lod(l) => (LEVEL_LOD, self.expr(l)?.op, "null".into(), "null".into()),
            TextureLevel::Grad(x, y) => {
                let xv = self.expr(x)?;
                let yv = self.expr(y)?;
                let dx = self.vec4_temp("tex.ddx", Some(&xv), ScalarKind::Float);
                let dy = self.vec4_temp("tex.ddy", Some(&yv), ScalarKind::Float);
                (LEVEL_GRAD, "0.0".into(), dx, dy)
            }
            // A fetch returned through its own path above.
            TextureLevel::Fetch(_) => {
                return Err(Error::Internal("texelFetch reached the filtered lookup"))
            }
        };
        let dref = match &t.depth_ref {
            Some(d) => self.expr(d)?.op,
            None => "0.0".into(),
        };
        // Implicit-level lookups of a fragment: the quad's derivatives of
        // the coordinate (a site after those of the operands, as the
        // interpreter orders them), passed as `ddx`/`ddy`.
        let (ddx, ddy) = if matches!(t.level, TextureLevel::Auto | TextureLevel::Bias(_))
            && self.cx.m.stage == Stage::Fragment
        {
            self.cx.site.set(self.cx.sites.of_lookup(t));
            self.derivative_temps(&c, DERIVATIVE_COARSE)
        } else {
            (ddx, ddy)
        };
        let args = vec![
            Func::ptr(&result),
            Value::reg(Ty::I32, unit.op),
            Value::i32(code as i32),
            Func::ptr(&c),
            Value::i32(mode as i32),
            Value::reg(Ty::Float, level),
            Func::ptr(&ddx),
            Func::ptr(&ddy),
            Func::ptr(&offset),
            Value::reg(Ty::Float, dref),
        ];
        self.call_runtime(TEXTURE, SIM_TEXTURE, args);
        Ok(self.result_of(
            &result,
            if st.shadow {
                SampledKind::Float
            } else {
                st.sampled
            },
            rty,
        ))
    }

    pub fn texture_size(&mut self, s: &Expr, lod: Option<&Expr>, rty: &Type) -> Result<Val, Error> {
        let (unit, st) = self.sampler_of(s)?;
        let code = sampler_code(&st);
        let l = match lod {
            Some(l) => self.expr(l)?.op,
            None => "0".into(),
        };
        let result = self.alloca("tex.size", &Type::Vector(ScalarKind::Int, 4));
        let args = vec![
            Func::ptr(&result),
            Value::reg(Ty::I32, unit.op),
            Value::i32(code as i32),
            Value::reg(Ty::I32, l),
        ];
        self.put(Inst::call(Ty::Void, TEXTURE_SIZE, args));
        Ok(self.result_of(&result, SampledKind::Int, rty))
    }
}

fn minor(m: &[Val], n: usize, skip_c: usize, skip_r: usize) -> Vec<Val> {
    let mut out = Vec::with_capacity((n - 1) * (n - 1));
    for c in (0..n).filter(|c| *c != skip_c) {
        for r in (0..n).filter(|r| *r != skip_r) {
            out.push(m[c * n + r].clone());
        }
    }
    out
}
