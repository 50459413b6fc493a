//! Expression lowering. Float arithmetic follows the reference interpreter
//! operation for operation (no contraction, same summation order), so host
//! results agree bit for bit.

use super::func::{Func, Val};
use super::ir::{BinOp, CastOp, FPred, IPred, Inst, Mask, Ty, TypeError, Value};
use super::types::{const_lit, float_lit};
use crate::Error;
use gpubin_glsl::ir::{BinaryOp, Expr, ExprKind, UnaryOp};
use gpubin_glsl::types::{ScalarKind, Type};

pub fn kind(ty: &Type) -> ScalarKind {
    ty.scalar_kind().unwrap_or(ScalarKind::Float)
}

impl Func<'_> {
    pub fn expr(&mut self, e: &Expr) -> Result<Val, Error> {
        Ok(match &e.kind {
            ExprKind::Constant(flat) => {
                let mut at = 0;
                Val::new(
                    e.ty.clone(),
                    const_lit(&e.ty, &self.cx.m.structs, flat, &mut at),
                )
            }
            ExprKind::Load(p) => {
                let pr = self.place(p)?;
                self.load_place(&pr)?
            }
            ExprKind::Unary(op, a) => {
                let a = self.expr(a)?;
                self.unary(*op, a)
            }
            ExprKind::Binary(op, ab) => {
                let [a, b] = &**ab;
                let a = self.expr(a)?;
                let b = self.expr(b)?;
                self.binary(*op, a, b, &e.ty)?
            }
            ExprKind::Select(c, a, b) => {
                let c = self.expr(c)?;
                let a = self.expr(a)?;
                let b = self.expr(b)?;
                let (c, a, b) = (self.v(&c), self.v(&a), self.v(&b));
                let op = self.add("sel", Inst::select(c, a, b));
                Val::new(e.ty.clone(), op.op)
            }
            ExprKind::Swizzle(v, s) => {
                let v = self.expr(v)?;
                self.swizzle(&v, s)
            }
            ExprKind::Index(base, idx) => {
                let b = self.expr(base)?;
                let i = self.expr(idx)?;
                self.index_value(b, &i, &e.ty)?
            }
            ExprKind::Member(v, m) => {
                let v = self.expr(v)?;
                let op = self.add("member", Inst::extract_value(self.v(&v), vec![*m]));
                Val::new(e.ty.clone(), op.op)
            }
            ExprKind::Compose(parts) => {
                let vals = parts
                    .iter()
                    .map(|p| self.expr(p))
                    .collect::<Result<Vec<_>, _>>()?;
                self.compose(&e.ty, &vals)
            }
            ExprKind::Splat(s) => {
                let s = self.expr(s)?;
                let n = e.ty.vector_size().unwrap_or(1);
                self.splat(&s, n)
            }
            ExprKind::Convert(a) => {
                let a = self.expr(a)?;
                self.convert(a, &e.ty)
            }
            ExprKind::Builtin(f, args) => {
                let vals = args
                    .iter()
                    .map(|p| self.expr(p))
                    .collect::<Result<Vec<_>, _>>()?;
                self.cx.site.set(self.cx.sites.of_expr(e));
                self.builtin(*f, vals, &e.ty)?
            }
            ExprKind::Texture(t) => self.texture(t, &e.ty)?,
            ExprKind::TextureSize(s, lod) => self.texture_size(s, lod.as_deref(), &e.ty)?,
        })
    }

    pub fn is_const(v: &Val) -> bool {
        !v.op.starts_with('%')
    }

    /// Component `i` (operand text) of a vector; a scalar is its own component.
    pub fn extract(&mut self, v: &Val, i: &str) -> Val {
        let k = kind(&v.ty);
        if v.ty.vector_size() == Some(1) || !matches!(v.ty, Type::Vector(..)) {
            return v.clone();
        }
        let i = Value::reg(Ty::I32, i);
        let op = self.add("e", Inst::extract_element(self.v(v), i));
        Val::new(Type::Scalar(k), op.op)
    }

    pub fn swizzle(&mut self, v: &Val, s: &[u8]) -> Val {
        let k = kind(&v.ty);
        let v = if matches!(v.ty, Type::Scalar(_)) {
            // `f.xxx` on a scalar (GLSL 4.20 style): splat first.
            let n = s.iter().copied().max().unwrap_or(0) + 1;
            self.splat(v, n.max(2))
        } else {
            v.clone()
        };
        if s.len() == 1 {
            return self.extract(&v, &s[0].to_string());
        }
        let v = self.v(&v);
        let poison = Value::poison(v.ty.clone());
        let mask = Mask::Lanes(s.iter().map(|c| u32::from(*c)).collect());
        let op = self.add("sw", Inst::shuffle(v, poison, mask));
        Val::new(Type::Vector(k, s.len() as u8), op.op)
    }

    pub fn splat(&mut self, s: &Val, n: u8) -> Val {
        let k = kind(&s.ty);
        let ty = Type::vec(k, n);
        if n == 1 {
            return Val::new(ty, s.op.clone());
        }
        let t = self.lty(&ty);
        let e = Value::reg(self.lty(&Type::Scalar(k)), s.op.clone());
        if Self::is_const(s) {
            return Val::new(ty, Value::splat_const(t, &e).op);
        }
        let one = self.add(
            "splat",
            Inst::insert_element(Value::poison(t.clone()), e, Value::i32(0)),
        );
        let op = self.add(
            "splat",
            Inst::shuffle(one, Value::poison(t), Mask::Splat(u32::from(n))),
        );
        Val::new(ty, op.op)
    }

    fn index_value(&mut self, b: Val, i: &Val, rty: &Type) -> Result<Val, Error> {
        let bound = b.ty.index_bound().unwrap_or(1);
        let idx = self.clamp_index(i, bound);
        if matches!(b.ty, Type::Vector(..)) {
            return Ok(self.extract(&b, &idx));
        }
        let bv = self.v(&b);
        if let Ok(i) = idx.parse::<u32>() {
            let op = self.add("elem", Inst::extract_value(bv, vec![i]));
            return Ok(Val::new(rty.clone(), op.op));
        }
        // Dynamic index into an aggregate value: go through memory.
        let tmp = Func::ptr(&self.alloca("idx.tmp", &b.ty));
        let t = bv.ty.clone();
        self.put(Inst::store(bv, tmp.clone(), 16));
        let at = vec![Value::i32(0), Value::reg(Ty::I32, idx)];
        let p = self.add("elem.ptr", Inst::gep(t, tmp, at));
        let op = self.add("elem", Inst::load(self.lty(rty), p, 4));
        Ok(Val::new(rty.clone(), op.op))
    }

    pub fn compose(&mut self, ty: &Type, parts: &[Val]) -> Val {
        if parts.iter().all(Self::is_const) {
            let items: Vec<Value> = parts.iter().map(|p| self.v(p)).collect();
            return Val::new(ty.clone(), Value::aggregate(self.lty(ty), &items).op);
        }
        let mut agg = Value::poison(self.lty(ty));
        for (i, p) in parts.iter().enumerate() {
            let pv = self.v(p);
            agg = if matches!(ty, Type::Vector(..)) {
                let i = Value::i32(i as i32);
                self.add("vec", Inst::insert_element(agg, pv, i))
            } else {
                self.add("agg", Inst::insert_value(agg, pv, vec![i as u32]))
            };
        }
        Val::new(ty.clone(), agg.op)
    }

    /// Columns of a matrix value.
    pub fn columns(&mut self, m: &Val) -> Vec<Val> {
        let Type::Matrix { cols, rows } = m.ty else {
            return vec![m.clone()];
        };
        let mv = self.v(m);
        (0..cols)
            .map(|c| {
                let op = self.add("col", Inst::extract_value(mv.clone(), vec![u32::from(c)]));
                Val::new(Type::Vector(ScalarKind::Float, rows), op.op)
            })
            .collect()
    }

    /// Scalar components of a scalar or vector value.
    pub fn comps(&mut self, v: &Val) -> Vec<Val> {
        let n = v.ty.vector_size().unwrap_or(1);
        if n == 1 {
            return vec![v.clone()];
        }
        (0..n).map(|i| self.extract(v, &i.to_string())).collect()
    }

    fn unary(&mut self, op: UnaryOp, a: Val) -> Val {
        if let Type::Matrix { .. } = a.ty {
            let cols: Vec<Val> = self
                .columns(&a)
                .into_iter()
                .map(|c| self.unary(op, c))
                .collect();
            return self.compose(&a.ty, &cols);
        }
        let v = self.v(&a);
        let all = |x: Value| Value::splat_const(v.ty.clone(), &x);
        let inst = match (op, kind(&a.ty)) {
            (UnaryOp::Neg, ScalarKind::Float) => Inst::fneg(v),
            (UnaryOp::Neg, _) => Inst::binary(BinOp::Sub, all(Value::i32(0)), v),
            (UnaryOp::Not, _) => Inst::binary(BinOp::Xor, v.clone(), all(Value::i1(true))),
            (UnaryOp::BitNot, _) => Inst::binary(BinOp::Xor, v.clone(), all(Value::i32(-1))),
        };
        let hint = match op {
            UnaryOp::Neg => "neg",
            UnaryOp::Not => "not",
            UnaryOp::BitNot => "bitnot",
        };
        Val::new(a.ty.clone(), self.add(hint, inst).op)
    }

    /// Bring a scalar operand to the vector shape of the other.
    pub fn broadcast(&mut self, a: Val, b: Val) -> (Val, Val) {
        let (na, nb) = (a.ty.vector_size(), b.ty.vector_size());
        match (na, nb) {
            (Some(1), Some(n)) if n > 1 => {
                let a = self.splat(&a, n);
                (a, b)
            }
            (Some(n), Some(1)) if n > 1 => {
                let b = self.splat(&b, n);
                (a, b)
            }
            _ => (a, b),
        }
    }

    pub fn binary(&mut self, op: BinaryOp, a: Val, b: Val, rty: &Type) -> Result<Val, Error> {
        use BinaryOp as B;
        match op {
            B::MatMul => return Ok(self.matmul(a, b, rty)),
            B::Equal | B::NotEqual => {
                let eq = self.equal(&a, &b);
                return Ok(if op == B::Equal {
                    eq
                } else {
                    let eq = Value::reg(Ty::I1, eq.op);
                    let ne = self.add("ne", Inst::binary(BinOp::Xor, eq, Value::i1(true)));
                    Val::new(Type::Scalar(ScalarKind::Bool), ne.op)
                });
            }
            _ => {}
        }
        // Matrix operands: column by column.
        if matches!(a.ty, Type::Matrix { .. }) || matches!(b.ty, Type::Matrix { .. }) {
            let ca = self.columns(&a);
            let cb = self.columns(&b);
            let n = ca.len().max(cb.len());
            let mut cols = Vec::with_capacity(n);
            for i in 0..n {
                let x = ca
                    .get(i)
                    .or(ca.first())
                    .cloned()
                    .unwrap_or_else(|| a.clone());
                let y = cb
                    .get(i)
                    .or(cb.first())
                    .cloned()
                    .unwrap_or_else(|| b.clone());
                let col_ty = if matches!(x.ty, Type::Vector(..)) {
                    x.ty.clone()
                } else {
                    y.ty.clone()
                };
                cols.push(self.binary(op, x, y, &col_ty)?);
            }
            return Ok(self.compose(rty, &cols));
        }
        let k = kind(&a.ty);
        if matches!(op, B::Shl | B::Shr) {
            let n = a.ty.vector_size().unwrap_or(1);
            let b = if n > 1 && b.ty.vector_size() == Some(1) {
                self.splat(&b, n)
            } else {
                b
            };
            let (av, bv) = (self.v(&a), Value::reg(self.lty(&a.ty), b.op));
            let mask = Value::splat_const(av.ty.clone(), &Value::i32(31));
            // Rust's wrapping shifts use the amount modulo 32.
            let amt = self.add("amt", Inst::binary(BinOp::And, bv, mask));
            let shift = match (op, k) {
                (B::Shl, _) => BinOp::Shl,
                (_, ScalarKind::Int) => BinOp::AShr,
                _ => BinOp::LShr,
            };
            let r = self.add(shift.name(), Inst::binary(shift, av, amt));
            return Ok(Val::new(a.ty.clone(), r.op));
        }
        if matches!(op, B::Less | B::LessEqual | B::Greater | B::GreaterEqual) {
            let c = compare(op, k, self.v(&a), self.v(&b));
            return Ok(Val::new(rty.clone(), self.add("cmp", c).op));
        }
        let (a, b) = self.broadcast(a, b);
        if matches!(op, B::Div | B::Rem) && k != ScalarKind::Float {
            return Ok(self.int_div(op, k, &a, &b));
        }
        let inst = match (op, k) {
            (B::Add, ScalarKind::Float) => BinOp::FAdd,
            (B::Sub, ScalarKind::Float) => BinOp::FSub,
            (B::Mul, ScalarKind::Float) => BinOp::FMul,
            (B::Div, ScalarKind::Float) => BinOp::FDiv,
            (B::Add, _) => BinOp::Add,
            (B::Sub, _) => BinOp::Sub,
            (B::Mul, _) => BinOp::Mul,
            (B::BitAnd | B::LogicalAnd, _) => BinOp::And,
            (B::BitOr | B::LogicalOr, _) => BinOp::Or,
            (B::BitXor | B::LogicalXor, _) => BinOp::Xor,
            _ => {
                return Err(self.cx.unsupported(&format!(
                    "operator {op:?} on {}",
                    self.cx.m.type_name(&a.ty)
                )))
            }
        };
        let r = self.add(inst.name(), Inst::binary(inst, self.v(&a), self.v(&b)));
        Ok(Val::new(a.ty.clone(), r.op))
    }

    /// Integer `/` and `%` with the interpreter's rule: division by zero and
    /// `INT_MIN / -1` give 0 (LLVM would make both undefined).
    fn int_div(&mut self, op: BinaryOp, k: ScalarKind, a: &Val, b: &Val) -> Val {
        let (av, bv) = (self.v(a), self.v(b));
        let ty = av.ty.clone();
        let c = |x: i32| Value::splat_const(ty.clone(), &Value::i32(x));
        let zero = self.add("divzero", Inst::icmp(IPred::Eq, bv.clone(), c(0)));
        let bad = if k == ScalarKind::Int {
            let amin = self.add("divmin", Inst::icmp(IPred::Eq, av.clone(), c(i32::MIN)));
            let bneg = self.add("divneg", Inst::icmp(IPred::Eq, bv.clone(), c(-1)));
            let ovf = self.add("divovf", Inst::binary(BinOp::And, amin, bneg));
            self.add("divbad", Inst::binary(BinOp::Or, zero, ovf))
        } else {
            zero
        };
        let safe = self.add("divisor", Inst::select(bad.clone(), c(1), bv));
        let div = match (op, k) {
            (BinaryOp::Div, ScalarKind::Int) => BinOp::SDiv,
            (BinaryOp::Div, _) => BinOp::UDiv,
            (_, ScalarKind::Int) => BinOp::SRem,
            _ => BinOp::URem,
        };
        let q = self.add(div.name(), Inst::binary(div, av, safe));
        let r = self.add(div.name(), Inst::select(bad, c(0), q));
        Val::new(a.ty.clone(), r.op)
    }

    /// Whole-value equality (`==` on any type).
    pub fn equal(&mut self, a: &Val, b: &Val) -> Val {
        let bool_ty = Type::Scalar(ScalarKind::Bool);
        let parts: Vec<Val> = match &a.ty {
            Type::Scalar(k) | Type::Vector(k, _) => {
                let (x, y) = (self.v(a), self.v(b));
                let inst = if *k == ScalarKind::Float {
                    Inst::fcmp(FPred::Oeq, x, y)
                } else {
                    Inst::icmp(IPred::Eq, x, y)
                };
                let c = self.add("eq", inst);
                let cv = Val::new(a.ty.with_kind(ScalarKind::Bool), c.op);
                self.comps(&cv)
            }
            Type::Sampler(_) => {
                let c = self.add("eq", Inst::icmp(IPred::Eq, self.v(a), self.v(b)));
                vec![Val::new(bool_ty.clone(), c.op)]
            }
            Type::Matrix { .. } | Type::Array(..) | Type::Struct(_) => {
                let (av, bv) = (self.v(a), self.v(b));
                let members: Vec<Type> = match &a.ty {
                    Type::Matrix { cols, rows } => {
                        vec![Type::Vector(ScalarKind::Float, *rows); *cols as usize]
                    }
                    Type::Array(e, n) => vec![(**e).clone(); *n as usize],
                    Type::Struct(id) => self.cx.m.structs[*id as usize]
                        .members
                        .iter()
                        .map(|m| m.ty.clone())
                        .collect(),
                    _ => vec![],
                };
                let mut out = Vec::new();
                for (i, mt) in members.iter().enumerate() {
                    let x = self.add("x", Inst::extract_value(av.clone(), vec![i as u32]));
                    let y = self.add("y", Inst::extract_value(bv.clone(), vec![i as u32]));
                    out.push(self.equal(&Val::new(mt.clone(), x.op), &Val::new(mt.clone(), y.op)));
                }
                out
            }
            Type::Void => vec![],
        };
        self.all_of(&parts)
    }

    pub fn all_of(&mut self, parts: &[Val]) -> Val {
        let mut acc = "true".to_string();
        for (i, p) in parts.iter().enumerate() {
            acc = if i == 0 {
                p.op.clone()
            } else {
                let (x, y) = (Value::reg(Ty::I1, acc), Value::reg(Ty::I1, p.op.clone()));
                self.add("all", Inst::binary(BinOp::And, x, y)).op
            };
        }
        Val::new(Type::Scalar(ScalarKind::Bool), acc)
    }

    pub fn any_of(&mut self, parts: &[Val]) -> Val {
        let mut acc = "false".to_string();
        for (i, p) in parts.iter().enumerate() {
            acc = if i == 0 {
                p.op.clone()
            } else {
                let (x, y) = (Value::reg(Ty::I1, acc), Value::reg(Ty::I1, p.op.clone()));
                self.add("any", Inst::binary(BinOp::Or, x, y)).op
            };
        }
        Val::new(Type::Scalar(ScalarKind::Bool), acc)
    }

    pub fn fconst(f: f32) -> Val {
        Val::new(Type::Scalar(ScalarKind::Float), float_lit(f))
    }

    /// Scalar float op.
    pub fn fop(&mut self, op: BinOp, a: &Val, b: &Val) -> Val {
        let (x, y) = (self.v(a), Value::reg(self.lty(&a.ty), b.op.clone()));
        Val::new(a.ty.clone(), self.add(op.name(), Inst::binary(op, x, y)).op)
    }

    /// `0.0 + a0*b0 + a1*b1 + ...` in the interpreter's order.
    pub fn dot_scalars(&mut self, a: &[Val], b: &[Val]) -> Val {
        let mut sum = Self::fconst(0.0);
        for (x, y) in a.iter().zip(b) {
            let p = self.fop(BinOp::FMul, x, y);
            sum = self.fop(BinOp::FAdd, &sum, &p);
        }
        sum
    }

    fn matmul(&mut self, a: Val, b: Val, rty: &Type) -> Val {
        // Flatten both operands column-major; a left vector is a row, a right one a column.
        let (ac, ar) = match a.ty {
            Type::Matrix { cols, rows } => (cols as usize, rows as usize),
            _ => (a.ty.vector_size().unwrap_or(1) as usize, 1),
        };
        let (bc, br) = match b.ty {
            Type::Matrix { cols, rows } => (cols as usize, rows as usize),
            _ => (1, b.ty.vector_size().unwrap_or(1) as usize),
        };
        let flat = |f: &mut Self, v: &Val| -> Vec<Val> {
            let cols = f.columns(v);
            cols.iter().flat_map(|c| f.comps(c)).collect()
        };
        let fa = flat(self, &a);
        let fb = flat(self, &b);
        let mut out = Vec::with_capacity(bc * ar);
        for c in 0..bc {
            for r in 0..ar {
                let xs: Vec<Val> = (0..ac).map(|k| fa[k * ar + r].clone()).collect();
                let ys: Vec<Val> = (0..ac).map(|k| fb[c * br + k].clone()).collect();
                out.push(self.dot_scalars(&xs, &ys));
            }
        }
        self.build_flat(rty, &out)
    }

    /// Build a vector or matrix of `ty` from scalar floats (column-major).
    pub fn build_flat(&mut self, ty: &Type, flat: &[Val]) -> Val {
        match ty {
            Type::Matrix { cols, rows } => {
                let col_ty = Type::Vector(ScalarKind::Float, *rows);
                let cols: Vec<Val> = (0..*cols as usize)
                    .map(|c| {
                        self.compose(&col_ty, &flat[c * *rows as usize..(c + 1) * *rows as usize])
                    })
                    .collect();
                self.compose(ty, &cols)
            }
            Type::Vector(..) => self.compose(ty, flat),
            _ => flat[0].clone(),
        }
    }

    pub fn convert(&mut self, a: Val, to: &Type) -> Val {
        let (from_k, to_k) = (kind(&a.ty), kind(to));
        if from_k == to_k || matches!(to, Type::Matrix { .. }) {
            return Val::new(to.clone(), a.op);
        }
        let v = self.v(&a);
        let tt = self.lty(to);
        let n = a.ty.vector_size().unwrap_or(1);
        let vs = |x: &str| {
            if n == 1 {
                x.to_string()
            } else {
                format!("v{n}{x}")
            }
        };
        use ScalarKind::*;
        let inst = match (from_k, to_k) {
            (Int, Uint) | (Uint, Int) => return Val::new(to.clone(), a.op),
            (Int, Float) => Inst::cast(CastOp::SIToFP, v, tt),
            (Uint | Bool, Float) => Inst::cast(CastOp::UIToFP, v, tt),
            (Bool, _) => Inst::cast(CastOp::ZExt, v, tt),
            (Float, Int) | (Float, Uint) => {
                // Rust `as`: saturating, NaN -> 0.
                let s = if to_k == Int { "fptosi" } else { "fptoui" };
                let name = format!("llvm.{s}.sat.{}.{}", vs("i32"), vs("f32"));
                let r = self.call_declared("conv", tt, &name, vec![v]);
                return Val::new(to.clone(), r.op);
            }
            (Float, Bool) => {
                let z = if n == 1 {
                    Value::float(0.0)
                } else {
                    Value::zero(v.ty.clone())
                };
                Inst::fcmp(FPred::Une, v, z)
            }
            (Int | Uint, Bool) => {
                let z = if n == 1 {
                    Value::i32(0)
                } else {
                    Value::zero(v.ty.clone())
                };
                Inst::icmp(IPred::Ne, v, z)
            }
            _ => return Val::new(to.clone(), a.op),
        };
        Val::new(to.clone(), self.add("conv", inst).op)
    }
}

/// The comparison `op` (`<`, `<=`, `>`, `>=`) of scalar kind `k`.
pub fn compare(op: BinaryOp, k: ScalarKind, a: Value, b: Value) -> Result<Inst, TypeError> {
    use BinaryOp as B;
    match (op, k) {
        (B::Less, ScalarKind::Float) => Inst::fcmp(FPred::Olt, a, b),
        (B::LessEqual, ScalarKind::Float) => Inst::fcmp(FPred::Ole, a, b),
        (B::Greater, ScalarKind::Float) => Inst::fcmp(FPred::Ogt, a, b),
        (_, ScalarKind::Float) => Inst::fcmp(FPred::Oge, a, b),
        (B::Less, ScalarKind::Int) => Inst::icmp(IPred::Slt, a, b),
        (B::LessEqual, ScalarKind::Int) => Inst::icmp(IPred::Sle, a, b),
        (B::Greater, ScalarKind::Int) => Inst::icmp(IPred::Sgt, a, b),
        (_, ScalarKind::Int) => Inst::icmp(IPred::Sge, a, b),
        (B::Less, _) => Inst::icmp(IPred::Ult, a, b),
        (B::LessEqual, _) => Inst::icmp(IPred::Ule, a, b),
        (B::Greater, _) => Inst::icmp(IPred::Ugt, a, b),
        _ => Inst::icmp(IPred::Uge, a, b),
    }
}
