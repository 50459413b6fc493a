//! Expression lowering. Float arithmetic follows the reference interpreter
//! operation for operation (no contraction, same summation order), so host
//! results agree bit for bit.

use super::func::{Func, Val};
use super::types::{const_lit, float_lit};
use crate::Error;
use gpubin_glsl::ir::{BinaryOp, Expr, ExprKind, UnaryOp};
use gpubin_glsl::types::{ScalarKind, Type};

pub fn kind(ty: &Type) -> ScalarKind {
    ty.scalar_kind().unwrap_or(ScalarKind::Float)
}

impl Func<'_> {
    pub fn expr(&mut self, e: &Expr) -> Result<Val, Error> {
        if e.ty == Type::Void {
            // Only a discarded `?:` over void calls has this type; the calls
            // themselves are statements, so the value is empty.
            return Ok(Val::new(Type::Void, ""));
        }
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
            ExprKind::Binary(op, a, b) => {
                let a = self.expr(a)?;
                let b = self.expr(b)?;
                self.binary(*op, a, b, &e.ty)?
            }
            ExprKind::Select(c, a, b) => {
                let c = self.expr(c)?;
                let a = self.expr(a)?;
                let b = self.expr(b)?;
                let t = self.ty(&e.ty);
                let op = self.inst(
                    "sel",
                    &format!("select i1 {}, {t} {}, {t} {}", c.op, a.op, b.op),
                );
                Val::new(e.ty.clone(), op)
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
                let t = self.ty(&v.ty);
                let op = self.inst("member", &format!("extractvalue {t} {}, {m}", v.op));
                Val::new(e.ty.clone(), op)
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
        let t = self.ty(&v.ty);
        let op = self.inst("e", &format!("extractelement {t} {}, i32 {i}", v.op));
        Val::new(Type::Scalar(k), op)
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
        let t = self.ty(&v.ty);
        let mask: Vec<String> = s.iter().map(|c| format!("i32 {c}")).collect();
        let op = self.inst(
            "sw",
            &format!(
                "shufflevector {t} {}, {t} poison, <{} x i32> <{}>",
                v.op,
                s.len(),
                mask.join(", ")
            ),
        );
        Val::new(Type::Vector(k, s.len() as u8), op)
    }

    pub fn splat(&mut self, s: &Val, n: u8) -> Val {
        let k = kind(&s.ty);
        let ty = Type::vec(k, n);
        if n == 1 {
            return Val::new(ty, s.op.clone());
        }
        let st = self.ty(&Type::Scalar(k));
        if Self::is_const(s) {
            let items: Vec<String> = (0..n).map(|_| format!("{st} {}", s.op)).collect();
            return Val::new(ty, format!("<{}>", items.join(", ")));
        }
        let t = self.ty(&ty);
        let one = self.inst(
            "splat",
            &format!("insertelement <{n} x {st}> poison, {st} {}, i32 0", s.op),
        );
        let op = self.inst(
            "splat",
            &format!("shufflevector {t} {one}, {t} poison, <{n} x i32> zeroinitializer"),
        );
        Val::new(ty, op)
    }

    fn index_value(&mut self, b: Val, i: &Val, rty: &Type) -> Result<Val, Error> {
        let bound = b.ty.index_bound().unwrap_or(1);
        let idx = self.clamp_index(i, bound);
        if matches!(b.ty, Type::Vector(..)) {
            return Ok(self.extract(&b, &idx));
        }
        let t = self.ty(&b.ty);
        if idx.parse::<u32>().is_ok() {
            let op = self.inst("elem", &format!("extractvalue {t} {}, {idx}", b.op));
            return Ok(Val::new(rty.clone(), op));
        }
        // Dynamic index into an aggregate value: go through memory.
        let tmp = self.alloca("idx.tmp", &b.ty);
        self.emit(&format!("store {t} {}, ptr {tmp}, align 16", b.op));
        let p = self.inst(
            "elem.ptr",
            &format!("getelementptr inbounds {t}, ptr {tmp}, i32 0, i32 {idx}"),
        );
        let rt = self.ty(rty);
        let op = self.inst("elem", &format!("load {rt}, ptr {p}, align 4"));
        Ok(Val::new(rty.clone(), op))
    }

    pub fn compose(&mut self, ty: &Type, parts: &[Val]) -> Val {
        let t = self.ty(ty);
        if parts.iter().all(Self::is_const) {
            let items: Vec<String> = parts
                .iter()
                .map(|p| format!("{} {}", self.ty(&p.ty), p.op))
                .collect();
            let text = match ty {
                Type::Vector(..) => format!("<{}>", items.join(", ")),
                Type::Struct(_) => format!("{{ {} }}", items.join(", ")),
                _ => format!("[{}]", items.join(", ")),
            };
            return Val::new(ty.clone(), text);
        }
        let mut agg = "poison".to_string();
        for (i, p) in parts.iter().enumerate() {
            let pt = self.ty(&p.ty);
            agg = if matches!(ty, Type::Vector(..)) {
                self.inst(
                    "vec",
                    &format!("insertelement {t} {agg}, {pt} {}, i32 {i}", p.op),
                )
            } else {
                self.inst("agg", &format!("insertvalue {t} {agg}, {pt} {}, {i}", p.op))
            };
        }
        Val::new(ty.clone(), agg)
    }

    /// Columns of a matrix value.
    pub fn columns(&mut self, m: &Val) -> Vec<Val> {
        let Type::Matrix { cols, rows } = m.ty else {
            return vec![m.clone()];
        };
        let t = self.ty(&m.ty);
        (0..cols)
            .map(|c| {
                let op = self.inst("col", &format!("extractvalue {t} {}, {c}", m.op));
                Val::new(Type::Vector(ScalarKind::Float, rows), op)
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
        let t = self.ty(&a.ty);
        let n = a.ty.vector_size().unwrap_or(1);
        let et = super::types::scalar_ty(kind(&a.ty));
        let all = |x: &str| {
            if n == 1 {
                x.to_string()
            } else {
                format!("<{}>", vec![format!("{et} {x}"); n as usize].join(", "))
            }
        };
        let text = match (op, kind(&a.ty)) {
            (UnaryOp::Neg, ScalarKind::Float) => format!("fneg {t} {}", a.op),
            (UnaryOp::Neg, _) => format!("sub {t} {}, {}", all("0"), a.op),
            (UnaryOp::Not, _) => format!("xor {t} {}, {}", a.op, all("true")),
            (UnaryOp::BitNot, _) => format!("xor {t} {}, {}", a.op, all("-1")),
        };
        let hint = match op {
            UnaryOp::Neg => "neg",
            UnaryOp::Not => "not",
            UnaryOp::BitNot => "bitnot",
        };
        Val::new(a.ty.clone(), self.inst(hint, &text))
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
                    Val::new(
                        Type::Scalar(ScalarKind::Bool),
                        self.inst("ne", &format!("xor i1 {}, true", eq.op)),
                    )
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
            let t = self.ty(&a.ty);
            let mask = if n == 1 {
                "31".to_string()
            } else {
                format!("<{}>", vec!["i32 31"; n as usize].join(", "))
            };
            // Rust's wrapping shifts use the amount modulo 32.
            let amt = self.inst("amt", &format!("and {t} {}, {mask}", b.op));
            let inst = match (op, k) {
                (B::Shl, _) => "shl",
                (_, ScalarKind::Int) => "ashr",
                _ => "lshr",
            };
            return Ok(Val::new(
                a.ty.clone(),
                self.inst(inst, &format!("{inst} {t} {}, {amt}", a.op)),
            ));
        }
        if matches!(op, B::Less | B::LessEqual | B::Greater | B::GreaterEqual) {
            let t = self.ty(&a.ty);
            let pred = cmp_pred(op, k);
            let inst = if k == ScalarKind::Float {
                "fcmp"
            } else {
                "icmp"
            };
            return Ok(Val::new(
                rty.clone(),
                self.inst("cmp", &format!("{inst} {pred} {t} {}, {}", a.op, b.op)),
            ));
        }
        let (a, b) = self.broadcast(a, b);
        let t = self.ty(&a.ty);
        if matches!(op, B::Div | B::Rem) && k != ScalarKind::Float {
            return Ok(self.int_div(op, k, &a, &b));
        }
        let inst = match (op, k) {
            (B::Add, ScalarKind::Float) => "fadd",
            (B::Sub, ScalarKind::Float) => "fsub",
            (B::Mul, ScalarKind::Float) => "fmul",
            (B::Div, ScalarKind::Float) => "fdiv",
            (B::Add, _) => "add",
            (B::Sub, _) => "sub",
            (B::Mul, _) => "mul",
            (B::BitAnd | B::LogicalAnd, _) => "and",
            (B::BitOr | B::LogicalOr, _) => "or",
            (B::BitXor | B::LogicalXor, _) => "xor",
            _ => {
                return Err(self.cx.unsupported(&format!(
                    "operator {op:?} on {}",
                    self.cx.m.type_name(&a.ty)
                )))
            }
        };
        Ok(Val::new(
            a.ty.clone(),
            self.inst(inst, &format!("{inst} {t} {}, {}", a.op, b.op)),
        ))
    }

    /// Integer `/` and `%` with the interpreter's rule: division by zero and
    /// `INT_MIN / -1` give 0 (LLVM would make both undefined).
    fn int_div(&mut self, op: BinaryOp, k: ScalarKind, a: &Val, b: &Val) -> Val {
        let n = a.ty.vector_size().unwrap_or(1);
        let t = self.ty(&a.ty);
        let c = |x: &str| {
            if n == 1 {
                x.to_string()
            } else {
                format!("<{}>", vec![format!("i32 {x}"); n as usize].join(", "))
            }
        };
        let bt = if n == 1 {
            "i1".to_string()
        } else {
            format!("<{n} x i1>")
        };
        let zero = self.inst("divzero", &format!("icmp eq {t} {}, {}", b.op, c("0")));
        let bad = if k == ScalarKind::Int {
            let amin = self.inst(
                "divmin",
                &format!("icmp eq {t} {}, {}", a.op, c("-2147483648")),
            );
            let bneg = self.inst("divneg", &format!("icmp eq {t} {}, {}", b.op, c("-1")));
            let ovf = self.inst("divovf", &format!("and {bt} {amin}, {bneg}"));
            self.inst("divbad", &format!("or {bt} {zero}, {ovf}"))
        } else {
            zero
        };
        let safe = self.inst(
            "divisor",
            &format!("select {bt} {bad}, {t} {}, {t} {}", c("1"), b.op),
        );
        let inst = match (op, k) {
            (BinaryOp::Div, ScalarKind::Int) => "sdiv",
            (BinaryOp::Div, _) => "udiv",
            (_, ScalarKind::Int) => "srem",
            _ => "urem",
        };
        let q = self.inst(inst, &format!("{inst} {t} {}, {safe}", a.op));
        Val::new(
            a.ty.clone(),
            self.inst(inst, &format!("select {bt} {bad}, {t} {}, {t} {q}", c("0"))),
        )
    }

    /// Whole-value equality (`==` on any type).
    pub fn equal(&mut self, a: &Val, b: &Val) -> Val {
        let bool_ty = Type::Scalar(ScalarKind::Bool);
        let parts: Vec<Val> = match &a.ty {
            Type::Scalar(k) | Type::Vector(k, _) => {
                let t = self.ty(&a.ty);
                let inst = if *k == ScalarKind::Float {
                    "fcmp oeq"
                } else {
                    "icmp eq"
                };
                let c = self.inst("eq", &format!("{inst} {t} {}, {}", a.op, b.op));
                let cv = Val::new(a.ty.with_kind(ScalarKind::Bool), c);
                self.comps(&cv)
            }
            Type::Sampler(_) => {
                vec![Val::new(
                    bool_ty.clone(),
                    self.inst("eq", &format!("icmp eq i32 {}, {}", a.op, b.op)),
                )]
            }
            Type::Matrix { .. } | Type::Array(..) | Type::Struct(_) => {
                let t = self.ty(&a.ty);
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
                    let x = self.inst("x", &format!("extractvalue {t} {}, {i}", a.op));
                    let y = self.inst("y", &format!("extractvalue {t} {}, {i}", b.op));
                    out.push(self.equal(&Val::new(mt.clone(), x), &Val::new(mt.clone(), y)));
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
                self.inst("all", &format!("and i1 {acc}, {}", p.op))
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
                self.inst("any", &format!("or i1 {acc}, {}", p.op))
            };
        }
        Val::new(Type::Scalar(ScalarKind::Bool), acc)
    }

    pub fn fconst(f: f32) -> Val {
        Val::new(Type::Scalar(ScalarKind::Float), float_lit(f))
    }

    /// Scalar float op.
    pub fn fop(&mut self, inst: &str, a: &Val, b: &Val) -> Val {
        let t = self.ty(&a.ty);
        Val::new(
            a.ty.clone(),
            self.inst(inst, &format!("{inst} {t} {}, {}", a.op, b.op)),
        )
    }

    /// `0.0 + a0*b0 + a1*b1 + ...` in the interpreter's order.
    pub fn dot_scalars(&mut self, a: &[Val], b: &[Val]) -> Val {
        let mut sum = Self::fconst(0.0);
        for (x, y) in a.iter().zip(b) {
            let p = self.fop("fmul", x, y);
            sum = self.fop("fadd", &sum, &p);
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
        let ft = self.ty(&a.ty);
        let tt = self.ty(to);
        let n = a.ty.vector_size().unwrap_or(1);
        let vs = |x: &str| {
            if n == 1 {
                x.to_string()
            } else {
                format!("v{n}{x}")
            }
        };
        use ScalarKind::*;
        let text = match (from_k, to_k) {
            (Int, Uint) | (Uint, Int) => return Val::new(to.clone(), a.op),
            (Int, Float) => format!("sitofp {ft} {} to {tt}", a.op),
            (Uint | Bool, Float) => format!("uitofp {ft} {} to {tt}", a.op),
            (Bool, _) => format!("zext {ft} {} to {tt}", a.op),
            (Float, Int) | (Float, Uint) => {
                // Rust `as`: saturating, NaN -> 0.
                let s = if to_k == Int { "fptosi" } else { "fptoui" };
                let name = format!("llvm.{s}.sat.{}.{}", vs("i32"), vs("f32"));
                self.cx.need(&format!("declare {tt} @{name}({ft})"));
                format!("call {tt} @{name}({ft} {})", a.op)
            }
            (Float, Bool) => {
                let z = if n == 1 {
                    "0.0".to_string()
                } else {
                    "zeroinitializer".into()
                };
                format!("fcmp une {ft} {}, {z}", a.op)
            }
            (Int | Uint, Bool) => {
                let z = if n == 1 {
                    "0".to_string()
                } else {
                    "zeroinitializer".into()
                };
                format!("icmp ne {ft} {}, {z}", a.op)
            }
            _ => return Val::new(to.clone(), a.op),
        };
        Val::new(to.clone(), self.inst("conv", &text))
    }
}

pub fn cmp_pred(op: BinaryOp, k: ScalarKind) -> &'static str {
    use BinaryOp as B;
    match (op, k) {
        (B::Less, ScalarKind::Float) => "olt",
        (B::LessEqual, ScalarKind::Float) => "ole",
        (B::Greater, ScalarKind::Float) => "ogt",
        (B::GreaterEqual, ScalarKind::Float) => "oge",
        (B::Less, ScalarKind::Int) => "slt",
        (B::LessEqual, ScalarKind::Int) => "sle",
        (B::Greater, ScalarKind::Int) => "sgt",
        (B::GreaterEqual, ScalarKind::Int) => "sge",
        (B::Less, _) => "ult",
        (B::LessEqual, _) => "ule",
        (B::Greater, _) => "ugt",
        _ => "uge",
    }
}
