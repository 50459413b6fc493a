//! Expressions: names, operators, swizzles, l-values, implicit conversions.

use super::{Analyzer, Symbol, VarSym, MAX_ARRAY_LEN, MAX_NESTING};
use crate::ir::*;
use crate::syntax::ast;
use crate::types::{ScalarKind, Type, BOOL};

/// An expression that may name storage.
pub(crate) enum Pv {
    Place {
        place: Place,
        read_only: Option<&'static str>,
        /// Value and type of a `const` root variable.
        value: Option<(Scalars, Type)>,
    },
    Value(Expr),
}

/// The constant `v` of type `ty`, lowered from `span`.
pub(crate) fn constant(ty: Type, v: impl Into<Scalars>, span: Span) -> Expr {
    Expr::new(ty, ExprKind::Constant(v.into()), span)
}

fn one(k: ScalarKind) -> Scalar {
    match k {
        ScalarKind::Float => Scalar::Float(1.0),
        ScalarKind::Int => Scalar::Int(1),
        ScalarKind::Uint => Scalar::Uint(1),
        ScalarKind::Bool => Scalar::Bool(true),
    }
}

/// Parse a swizzle selector (`xyzw`, `rgba`, `stpq`).
/// Component sets of swizzles (GLSL 1.10 section 5.5): for each byte,
/// its set (1-3, 0 for none) in the high nibble and its component in the
/// low one.
static SWIZZLE_LETTER: [u8; 256] = {
    const SETS: [&[u8; 4]; 3] = [b"xyzw", b"rgba", b"stpq"];
    let mut t = [0u8; 256];
    let mut set = 0;
    while set < 3 {
        let mut k = 0;
        while k < 4 {
            t[SETS[set][k] as usize] = ((set as u8 + 1) << 4) | k as u8;
            k += 1;
        }
        set += 1;
    }
    t
};

/// The components of swizzle `s`, or `None` when it is not one (letters
/// from one set, at most four).
fn swizzle_components(s: &str) -> Option<Components> {
    let b = s.as_bytes();
    let set = SWIZZLE_LETTER[usize::from(*b.first()?)] >> 4;
    if set == 0 || b.len() > 4 {
        return None;
    }
    let mut out = [0; 4];
    for (o, &c) in out.iter_mut().zip(b) {
        let v = SWIZZLE_LETTER[usize::from(c)];
        if v >> 4 != set {
            return None;
        }
        *o = v & 3;
    }
    Components::new(&out[..b.len()])
}

impl Analyzer<'_> {
    pub(crate) fn expr(&mut self, e: &ast::Expr) -> Option<Expr> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            self.depth -= 1;
            let off = self.off(e.span);
            if !self
                .diags
                .iter()
                .any(|d| d.message.contains("nested deeper"))
            {
                self.error(
                    off,
                    format!("expression nested deeper than {MAX_NESTING} levels"),
                );
            }
            return None;
        }
        let r = self.lowering(e.span, |a| a.expr_inner(e));
        self.depth -= 1;
        r
    }

    /// An expression whose value is dropped (an expression statement, a
    /// `for` step, the left of `,`): its side effects only.
    pub(crate) fn expr_dropped(&mut self, e: &ast::Expr) -> Option<Expr> {
        self.value_dropped = true;
        let r = self.expr(e);
        self.value_dropped = false;
        r
    }

    fn expr_inner(&mut self, e: &ast::Expr) -> Option<Expr> {
        let off = self.off(e.span);
        // Only the outermost expression of `expr_dropped` is dropped.
        let dropped = std::mem::take(&mut self.value_dropped);
        use ast::ExprData as E;
        match &e.content {
            E::IntConst(i) => Some(constant(
                crate::types::INT,
                Scalars::one(Scalar::Int(*i)),
                self.span,
            )),
            E::UIntConst(u) => {
                if !self.require_desktop(130, off, "unsigned integer literals") {
                    return None;
                }
                Some(constant(
                    crate::types::UINT,
                    Scalars::one(Scalar::Uint(*u)),
                    self.span,
                ))
            }
            E::BoolConst(b) => Some(constant(BOOL, Scalars::one(Scalar::Bool(*b)), self.span)),
            E::FloatConst(f) => Some(constant(
                crate::types::FLOAT,
                Scalars::one(Scalar::Float(*f)),
                self.span,
            )),
            E::DoubleConst(_) => {
                self.error(off, "double-precision literals require GLSL 4.00");
                None
            }
            E::Variable(_) | E::Dot(..) | E::Bracket(..) => {
                let pv = self.pv(e)?;
                Some(self.load_pv(pv))
            }
            E::Unary(op, a) => {
                let v = self.unary(op, a, off)?;
                let stores = matches!(op.content, ast::UnaryOpData::Inc | ast::UnaryOpData::Dec);
                Some(if stores {
                    self.stored_value(v, dropped)
                } else {
                    v
                })
            }
            E::Binary(op, a, b) => self.binary_expr(op, a, b, off),
            E::Ternary(c, a, b) => self.ternary(c, a, b, off),
            E::Assignment(l, op, r) => {
                let v = self.assignment(l, op, r, off)?;
                Some(self.stored_value(v, dropped))
            }
            E::FunCall(f, args) => self.call(f, args, off),
            E::PostInc(a) => self.incdec(a, true, true, off),
            E::PostDec(a) => self.incdec(a, false, true, off),
            E::Comma(a, b) => {
                let _ = self.expr_dropped(a)?;
                self.expr(b)
            }
        }
    }

    /// The value of an assignment or a pre-increment/decrement, `load` (a
    /// read of the place just written): "the value of the pre-increment or
    /// pre-decrement expression is the resulting value of that
    /// modification" (GLSL 1.10-1.30 §5.9), and an assignment's is the
    /// value it stored (§5.8), so a later write to the place within the
    /// same expression does not change it: the value goes into a
    /// temporary, unless nobody reads it.
    fn stored_value(&mut self, load: Expr, dropped: bool) -> Expr {
        if dropped || matches!(load.kind, ExprKind::Constant(_)) {
            return load;
        }
        let t = self.temp(&load.ty);
        let ty = load.ty.clone();
        self.emit(StmtKind::Store {
            place: t.clone(),
            value: load,
        });
        Expr::new(ty, ExprKind::Load(t), self.span)
    }

    // ---- names and access paths -----------------------------------------

    pub(crate) fn var_pv(&mut self, v: VarSym) -> Pv {
        if let Root::Global(g) = v.root {
            if g == super::NO_GLOBAL {
                // Built-in constant, or an unavailable built-in (already reported).
                return Pv::Value(match v.value {
                    Some(val) => constant(v.ty, val, self.span),
                    None => {
                        // Placeholder of the right shape; an error was reported.
                        let mut zero = Vec::new();
                        crate::interp::consts::zeroed(&v.ty, &self.structs, &mut zero);
                        constant(v.ty, zero, self.span)
                    }
                });
            }
            self.use_global(g);
        }
        Pv::Place {
            value: v.value.map(|val| (val, v.ty.clone())),
            place: Place {
                root: v.root,
                path: AccessPath::new(),
                ty: v.ty,
            },
            read_only: v.read_only,
        }
    }

    /// The value or place `e` names.
    pub(crate) fn pv(&mut self, e: &ast::Expr) -> Option<Pv> {
        self.lowering(e.span, |a| a.pv_inner(e))
    }

    fn pv_inner(&mut self, e: &ast::Expr) -> Option<Pv> {
        let off = self.off(e.span);
        match &e.content {
            ast::ExprData::Variable(id) => {
                let name = id.0;
                match self.lookup(name).cloned() {
                    Some(Symbol::Var(v)) => Some(self.var_pv(v)),
                    Some(Symbol::Struct(_)) => {
                        self.error(off, format!("type `{name}` used as a value"));
                        None
                    }
                    None => {
                        if name.starts_with("gl_") {
                            if let Some(v) = self.builtin_var(name, off) {
                                return Some(self.var_pv(v));
                            }
                        }
                        if self.fn_decls.contains_key(name) {
                            self.error(off, format!("function `{name}` used as a value"));
                        } else {
                            self.error(off, format!("undeclared identifier `{name}`"));
                        }
                        None
                    }
                }
            }
            ast::ExprData::Bracket(base, idx) => {
                let base = self.pv(base)?;
                let ioff = self.off(idx.span);
                let i = self.expr(idx)?;
                let ty = pv_ty(&base).clone();
                let Some(elem) = ty.index_result() else {
                    let msg = format!("`{}` cannot be indexed", self.type_name(&ty));
                    self.error(off, msg);
                    return None;
                };
                if !matches!(i.ty, Type::Scalar(ScalarKind::Int | ScalarKind::Uint)) {
                    let msg = format!(
                        "index must be a scalar integer, found `{}`",
                        self.type_name(&i.ty)
                    );
                    self.error(ioff, msg);
                    return None;
                }
                let constant = match &i.kind {
                    ExprKind::Constant(c) => match c.first() {
                        Some(Scalar::Int(x)) => Some(i64::from(*x)),
                        Some(Scalar::Uint(x)) => Some(i64::from(*x)),
                        _ => None,
                    },
                    _ => None,
                };
                if constant.is_none() {
                    self.check_dynamic_index(&ty, ioff);
                    if self.unsized_builtin_array(&base) {
                        self.error(
                            ioff,
                            "an unsized built-in array (`gl_ClipDistance`) must be indexed with constant expressions until it is redeclared with a size",
                        );
                        return None;
                    }
                }
                if let Some(v) = constant {
                    let bound = ty.index_bound().unwrap_or(0);
                    // An array declared without a size: a global, a
                    // local, or a member of a block instance.
                    let unsized_root = match &base {
                        Pv::Place {
                            place: Place { root, path, .. },
                            ..
                        } if matches!(ty, Type::Array(_, 0)) => match (root, &path[..]) {
                            (r, []) => Some((*r, None)),
                            (Root::Global(g), [Access::Member(k)]) => {
                                match self.globals.get(g.index()).map(|g| &g.ty) {
                                    Some(Type::Struct(sid)) => Some((*root, Some((*sid, *k)))),
                                    _ => None,
                                }
                            }
                            _ => None,
                        },
                        _ => None,
                    };
                    if let (Some(_), true) = (unsized_root, v >= i64::from(MAX_ARRAY_LEN)) {
                        // The index sizes the array: the declared-size limit holds.
                        let msg = format!(
                            "index {v} would size the array beyond the limit of {MAX_ARRAY_LEN} elements"
                        );
                        self.error(ioff, msg);
                        return None;
                    } else if let (Some((root, member)), true) = (unsized_root, v >= 0) {
                        let entry = match (root, member) {
                            (_, Some(key)) => self.unsized_members.get_mut(&key),
                            (Root::Global(g), None) => self.unsized_arrays.get_mut(&g),
                            (Root::Local(l), None) => self.cur.unsized_locals.get_mut(&l),
                        };
                        if let Some(entry) = entry {
                            entry.0 = Some(entry.0.map_or(v as u32, |m| m.max(v as u32)));
                        }
                    } else if v < 0 || v >= i64::from(bound) {
                        let msg = format!("index {v} out of range for `{}`", self.type_name(&ty));
                        self.error(ioff, msg);
                        return None;
                    }
                } else if matches!(ty, Type::Array(_, 0)) {
                    self.error(
                        ioff,
                        "an implicitly sized array must be indexed with constant expressions",
                    );
                    return None;
                }
                // A constant index into a swizzled place picks one of its components
                // (`v.zx[1]` is `v.x`); a dynamic one indexes the loaded value.
                let on_swizzle = matches!(
                    &base,
                    Pv::Place { place, .. } if matches!(place.path.last(), Some(Access::Swizzle(_)))
                );
                Some(match (on_swizzle, constant) {
                    // In range: checked above against the swizzle's length.
                    (true, Some(k)) => {
                        self.access(base, Access::Swizzle(Components::one(k as u8)), elem)
                    }
                    (true, None) => {
                        let v = Pv::Value(self.load_pv(base));
                        self.access(v, Access::Index(Box::new(i)), elem)
                    }
                    (false, _) => self.access(base, Access::Index(Box::new(i)), elem),
                })
            }
            ast::ExprData::Dot(base, field) => {
                let base = self.pv(base)?;
                let name = field.0;
                let ty = pv_ty(&base).clone();
                match &ty {
                    Type::Struct(id) => {
                        let def = &self.structs[*id as usize];
                        let Some(m) = def.members.iter().position(|m| m.name == name) else {
                            let msg = format!("struct `{}` has no member `{name}`", def.name);
                            self.error(off, msg);
                            return None;
                        };
                        let mty = def.members[m].ty.clone();
                        Some(self.access(base, Access::Member(m as u32), mty))
                    }
                    Type::Vector(k, n) => {
                        let Some(comps) = swizzle_components(name) else {
                            self.error(off, format!("invalid swizzle `.{name}`"));
                            return None;
                        };
                        if let Some(c) = comps.iter().find(|c| **c >= *n) {
                            let letter = name
                                .chars()
                                .nth(comps.iter().position(|x| x == c).unwrap_or(0))
                                .unwrap_or('?');
                            let msg = format!(
                                "swizzle `.{name}`: component `{letter}` out of range for `{}`",
                                self.type_name(&ty)
                            );
                            self.error(off, msg);
                            return None;
                        }
                        let rty = Type::vec(*k, comps.len() as u8);
                        Some(self.access(base, Access::Swizzle(comps), rty))
                    }
                    Type::Scalar(_) => {
                        self.error(off, format!("scalar swizzle `.{name}` requires GLSL 4.20"));
                        None
                    }
                    other => {
                        let msg = format!("`{}` has no field `{name}`", self.type_name(other));
                        self.error(off, msg);
                        None
                    }
                }
            }
            _ => Some(Pv::Value(self.expr(e)?)),
        }
    }

    /// Applies one access step whose result has type `ty`: a place grows its path (a
    /// swizzle of a swizzle composes into one, so a swizzle stays the last step), a
    /// value becomes the folded expression.
    fn access(&mut self, base: Pv, a: Access, ty: Type) -> Pv {
        match base {
            Pv::Place {
                mut place,
                read_only,
                value,
            } => {
                let a = match (a, place.path.last()) {
                    (Access::Swizzle(c), Some(Access::Swizzle(prev))) => {
                        let composed = c.iter().map(|&k| prev[usize::from(k)]).collect();
                        place.path.pop();
                        Access::Swizzle(composed)
                    }
                    (a, _) => a,
                };
                place.path.push(a);
                place.ty = ty;
                Pv::Place {
                    place,
                    read_only,
                    value,
                }
            }
            Pv::Value(v) => Pv::Value(self.fold(Expr::new(ty, access_kind(v, a), self.span))),
        }
    }

    pub(crate) fn load_pv(&mut self, pv: Pv) -> Expr {
        match pv {
            Pv::Value(v) => v,
            Pv::Place {
                place,
                value: Some((val, root_ty)),
                ..
            } => {
                // Fold reads of `const` variables through the access path.
                let mut e = constant(root_ty, val, self.span);
                let mut ty_steps = Vec::new();
                for a in &place.path {
                    ty_steps.push(a.clone());
                }
                for a in ty_steps {
                    let ty = match &a {
                        Access::Index(_) => e.ty.index_result().unwrap_or(Type::Void),
                        Access::Member(m) => match e.ty {
                            Type::Struct(id) => {
                                self.structs[id as usize].members[*m as usize].ty.clone()
                            }
                            _ => Type::Void,
                        },
                        Access::Swizzle(c) => Type::vec(
                            e.ty.scalar_kind().unwrap_or(ScalarKind::Float),
                            c.len() as u8,
                        ),
                    };
                    e = self.fold(Expr::new(ty, access_kind(e, a), self.span));
                }
                e
            }
            Pv::Place { place, .. } => {
                Expr::new(place.ty.clone(), ExprKind::Load(place), self.span)
            }
        }
    }

    /// Evaluates the dynamic indices of `place` into temporaries stored at
    /// position `at` of the current block, so the place names the element
    /// it named there whatever runs later; returns the position after the
    /// stores.
    pub(crate) fn freeze_place(&mut self, place: &mut Place, mut at: usize) -> usize {
        for a in place.path.iter_mut() {
            let Access::Index(i) = a else { continue };
            if matches!(i.kind, ExprKind::Constant(_)) {
                continue;
            }
            let t = self.temp(&i.ty);
            let load = Expr::new(i.ty.clone(), ExprKind::Load(t.clone()), i.span);
            let value = std::mem::replace(&mut **i, load);
            self.emit_at(at, StmtKind::Store { place: t, value });
            at += 1;
        }
        at
    }

    /// An assignable place.
    pub(crate) fn lvalue(&mut self, e: &ast::Expr) -> Option<Place> {
        let off = self.off(e.span);
        match self.pv(e)? {
            Pv::Place {
                place, read_only, ..
            } => {
                if let Some(why) = read_only {
                    self.error(off, format!("cannot assign to {why}"));
                    return None;
                }
                if let Some(Access::Swizzle(c)) = place.path.last() {
                    let mut seen = [false; 4];
                    for x in c.iter() {
                        if seen[*x as usize] {
                            self.error(off, "swizzle with repeated components cannot be assigned");
                            return None;
                        }
                        seen[*x as usize] = true;
                    }
                }
                if place.ty.contains_sampler(&self.structs) {
                    self.error(off, "samplers cannot be assigned");
                    return None;
                }
                Some(place)
            }
            Pv::Value(_) => {
                self.error(off, "expression is not assignable");
                None
            }
        }
    }

    // ---- conversions ---------------------------------------------------------

    /// Implicitly convert `e` to `to` (int/uint -> float, GLSL 1.20+).
    pub(crate) fn coerce(&mut self, e: Expr, to: &Type, off: usize) -> Option<Expr> {
        if e.ty == *to {
            return Some(e);
        }
        if self.convertible(&e.ty, to) {
            // The conversion is located at the value converted.
            let span = e.span;
            return Some(self.fold(Expr::new(to.clone(), ExprKind::Convert(Box::new(e)), span)));
        }
        let hint = if !self.version.implicit_conversions() && implicit_ok(&e.ty, to) {
            " (implicit conversions require GLSL 1.20)"
        } else {
            ""
        };
        let msg = format!(
            "cannot convert from `{}` to `{}`{hint}",
            self.type_name(&e.ty),
            self.type_name(to)
        );
        self.error(off, msg);
        None
    }

    pub(crate) fn convertible(&self, from: &Type, to: &Type) -> bool {
        self.version.implicit_conversions() && implicit_ok(from, to)
    }

    // ---- operators -------------------------------------------------------------

    fn unary(&mut self, op: &ast::UnaryOp, a: &ast::Expr, off: usize) -> Option<Expr> {
        use ast::UnaryOpData as U;
        // `None`: unary `+`.
        let uop = match &op.content {
            U::Inc => return self.incdec(a, true, false, off),
            U::Dec => return self.incdec(a, false, false, off),
            U::Add => None,
            U::Minus => Some(UnaryOp::Neg),
            U::Not => Some(UnaryOp::Not),
            U::Complement => Some(UnaryOp::BitNot),
        };
        let v = self.expr(a)?;
        let Some(uop) = uop else {
            return if v.ty.is_numeric() {
                Some(v)
            } else {
                let tn = self.type_name(&v.ty);
                self.error(off, format!("unary `+` cannot be applied to `{tn}`"));
                None
            };
        };
        let ok = match uop {
            UnaryOp::Neg => v.ty.is_numeric(),
            UnaryOp::Not => v.ty == BOOL,
            UnaryOp::BitNot => {
                if !self.require_desktop(130, off, "`~`") {
                    return None;
                }
                matches!(v.ty.scalar_kind(), Some(ScalarKind::Int | ScalarKind::Uint))
                    && !matches!(v.ty, Type::Matrix { .. })
            }
        };
        if !ok {
            let sym = match uop {
                UnaryOp::Neg => "-",
                UnaryOp::Not => "!",
                UnaryOp::BitNot => "~",
            };
            let tn = self.type_name(&v.ty);
            self.error(off, format!("unary `{sym}` cannot be applied to `{tn}`"));
            return None;
        }
        Some(super::fold::unary_of(uop, v, self.span))
    }

    fn incdec(&mut self, a: &ast::Expr, inc: bool, post: bool, off: usize) -> Option<Expr> {
        let place = self.lvalue(a)?;
        let k = match place.ty.scalar_kind() {
            Some(k @ (ScalarKind::Float | ScalarKind::Int | ScalarKind::Uint)) => k,
            _ => {
                let msg = format!(
                    "`{}` cannot be applied to `{}`",
                    if inc { "++" } else { "--" },
                    self.type_name(&place.ty)
                );
                self.error(off, msg);
                return None;
            }
        };
        let op = if inc { BinaryOp::Add } else { BinaryOp::Sub };
        let ty = place.ty.clone();
        let load = Expr::new(ty.clone(), ExprKind::Load(place.clone()), self.span);
        let unit = constant(Type::Scalar(k), Scalars::one(one(k)), self.span);
        if post {
            let t = self.temp(&ty);
            self.emit(StmtKind::Store {
                place: t.clone(),
                value: load,
            });
            let old = Expr::new(ty.clone(), ExprKind::Load(t), self.span);
            self.emit(StmtKind::Store {
                place,
                value: Expr::new(
                    ty.clone(),
                    ExprKind::binary(op, old.clone(), unit),
                    self.span,
                ),
            });
            Some(old)
        } else {
            self.emit(StmtKind::Store {
                place: place.clone(),
                value: Expr::new(
                    ty.clone(),
                    ExprKind::binary(op, load.clone(), unit),
                    self.span,
                ),
            });
            Some(load)
        }
    }

    fn binary_expr(
        &mut self,
        op: &ast::BinaryOp,
        a: &ast::Expr,
        b: &ast::Expr,
        off: usize,
    ) -> Option<Expr> {
        use ast::BinaryOpData as B;
        let bop = match &op.content {
            B::Or => BinaryOp::LogicalOr,
            B::Xor => BinaryOp::LogicalXor,
            B::And => BinaryOp::LogicalAnd,
            B::BitOr => BinaryOp::BitOr,
            B::BitXor => BinaryOp::BitXor,
            B::BitAnd => BinaryOp::BitAnd,
            B::Equal => BinaryOp::Equal,
            B::NonEqual => BinaryOp::NotEqual,
            B::Lt => BinaryOp::Less,
            B::Gt => BinaryOp::Greater,
            B::Lte => BinaryOp::LessEqual,
            B::Gte => BinaryOp::GreaterEqual,
            B::LShift => BinaryOp::Shl,
            B::RShift => BinaryOp::Shr,
            B::Add => BinaryOp::Add,
            B::Sub => BinaryOp::Sub,
            B::Mult => BinaryOp::Mul,
            B::Div => BinaryOp::Div,
            B::Mod => BinaryOp::Rem,
        };
        let aoff = self.off(a.span);
        let av = self.expr(a)?;
        if matches!(bop, BinaryOp::LogicalAnd | BinaryOp::LogicalOr) {
            return self.short_circuit(bop, av, b, aoff, off);
        }
        // The specification orders no operator's operands but those of `&&`,
        // `||`, `?:` and `,` (GLSL 1.10-1.30 §5.9). Mesa's order, then: the
        // side effects of both operands (calls with their copy-out,
        // assignments, `++`/`--`) in source order, then the operator reads
        // its operands, so `v.w + f(v)` reads `v.w` after `f` wrote `v`.
        let bv = self.expr(b)?;
        self.binary(bop, av, bv, off)
    }

    fn short_circuit(
        &mut self,
        op: BinaryOp,
        a: Expr,
        b: &ast::Expr,
        aoff: usize,
        _off: usize,
    ) -> Option<Expr> {
        let sym = if op == BinaryOp::LogicalAnd {
            "&&"
        } else {
            "||"
        };
        if a.ty != BOOL {
            let msg = format!(
                "`{sym}` needs `bool` operands, found `{}`",
                self.type_name(&a.ty)
            );
            self.error(aoff, msg);
            return None;
        }
        self.begin_block();
        let bv = self.expr(b);
        let rhs_block = self.end_block();
        let bv = bv?;
        if bv.ty != BOOL {
            let boff = self.off(b.span);
            let msg = format!(
                "`{sym}` needs `bool` operands, found `{}`",
                self.type_name(&bv.ty)
            );
            self.error(boff, msg);
            return None;
        }
        if rhs_block.is_empty() {
            return Some(self.fold(Expr::new(BOOL, ExprKind::binary(op, a, bv), self.span)));
        }
        let t = self.temp(&BOOL);
        self.emit(StmtKind::Store {
            place: t.clone(),
            value: a,
        });
        let tv = Expr::new(BOOL, ExprKind::Load(t.clone()), self.span);
        let cond = if op == BinaryOp::LogicalAnd {
            tv.clone()
        } else {
            Expr::new(
                BOOL,
                ExprKind::Unary(UnaryOp::Not, Box::new(tv.clone())),
                self.span,
            )
        };
        let mut accept = rhs_block;
        let span = self.span;
        accept.push(Stmt::new(
            StmtKind::Store {
                place: t,
                value: bv,
            },
            span,
        ));
        self.emit(StmtKind::If {
            condition: cond,
            accept,
            reject: Vec::new(),
        });
        Some(tv)
    }

    fn op_name(op: BinaryOp) -> &'static str {
        match op {
            BinaryOp::Add => "+",
            BinaryOp::Sub => "-",
            BinaryOp::Mul | BinaryOp::MatMul => "*",
            BinaryOp::Div => "/",
            BinaryOp::Rem => "%",
            BinaryOp::BitAnd => "&",
            BinaryOp::BitOr => "|",
            BinaryOp::BitXor => "^",
            BinaryOp::Shl => "<<",
            BinaryOp::Shr => ">>",
            BinaryOp::LogicalAnd => "&&",
            BinaryOp::LogicalOr => "||",
            BinaryOp::LogicalXor => "^^",
            BinaryOp::Equal => "==",
            BinaryOp::NotEqual => "!=",
            BinaryOp::Less => "<",
            BinaryOp::LessEqual => "<=",
            BinaryOp::Greater => ">",
            BinaryOp::GreaterEqual => ">=",
        }
    }

    /// Type-check and build a binary operation (also used by `op=`).
    pub(crate) fn binary(&mut self, op: BinaryOp, a: Expr, b: Expr, off: usize) -> Option<Expr> {
        let bad = |s: &mut Self, a: &Expr, b: &Expr, extra: &str| {
            let msg = format!(
                "`{}` cannot be applied to `{}` and `{}`{extra}",
                Self::op_name(op),
                s.type_name(&a.ty),
                s.type_name(&b.ty)
            );
            s.error(off, msg);
            None
        };
        let mk = |s: &mut Self, ty: Type, op: BinaryOp, a: Expr, b: Expr| {
            Some(s.fold(Expr::new(ty, ExprKind::binary(op, a, b), s.span)))
        };
        match op {
            BinaryOp::LogicalXor | BinaryOp::LogicalAnd | BinaryOp::LogicalOr => {
                if a.ty != BOOL || b.ty != BOOL {
                    return bad(self, &a, &b, "");
                }
                mk(self, BOOL, op, a, b)
            }
            BinaryOp::Equal | BinaryOp::NotEqual => {
                let (a, b) = self.unify(a, b);
                if a.ty != b.ty || a.ty.contains_sampler(&self.structs) || a.ty == Type::Void {
                    return bad(self, &a, &b, "");
                }
                if matches!(a.ty, Type::Array(..))
                    && !self.require_desktop(120, off, "array comparison")
                {
                    return None;
                }
                mk(self, BOOL, op, a, b)
            }
            BinaryOp::Less | BinaryOp::LessEqual | BinaryOp::Greater | BinaryOp::GreaterEqual => {
                let (a, b) = self.unify(a, b);
                if a.ty != b.ty || !a.ty.is_scalar() || !a.ty.is_numeric() {
                    return bad(
                        self,
                        &a,
                        &b,
                        " (relational operators take scalars; use lessThan() etc. for vectors)",
                    );
                }
                mk(self, BOOL, op, a, b)
            }
            BinaryOp::Shl | BinaryOp::Shr => {
                if !self.require_desktop(130, off, "shift operators") {
                    return None;
                }
                let int = |t: &Type| {
                    matches!(
                        t,
                        Type::Scalar(ScalarKind::Int | ScalarKind::Uint)
                            | Type::Vector(ScalarKind::Int | ScalarKind::Uint, _)
                    )
                };
                if !int(&a.ty)
                    || !int(&b.ty)
                    || (b.ty.vector_size() != Some(1) && b.ty.vector_size() != a.ty.vector_size())
                {
                    return bad(self, &a, &b, "");
                }
                let ty = a.ty.clone();
                mk(self, ty, op, a, b)
            }
            BinaryOp::BitAnd | BinaryOp::BitOr | BinaryOp::BitXor | BinaryOp::Rem => {
                let what = if op == BinaryOp::Rem {
                    "`%`"
                } else {
                    "bitwise operators"
                };
                if !self.require_desktop(130, off, what) {
                    return None;
                }
                let int = |t: &Type| {
                    matches!(
                        t,
                        Type::Scalar(ScalarKind::Int | ScalarKind::Uint)
                            | Type::Vector(ScalarKind::Int | ScalarKind::Uint, _)
                    )
                };
                if !int(&a.ty) || !int(&b.ty) || a.ty.scalar_kind() != b.ty.scalar_kind() {
                    return bad(self, &a, &b, "");
                }
                self.componentwise(op, a, b, off)
            }
            _ => {
                if !a.ty.is_numeric()
                    || !b.ty.is_numeric()
                    || matches!(a.ty, Type::Array(..) | Type::Struct(_))
                {
                    return bad(self, &a, &b, "");
                }
                let (a, b) = self.unify(a, b);
                if a.ty.scalar_kind() != b.ty.scalar_kind() {
                    let hint = if self.version.implicit_conversions() {
                        ""
                    } else {
                        " (no implicit conversions before GLSL 1.20; write `float(x)` or a float literal)"
                    };
                    return bad(self, &a, &b, hint);
                }
                if op == BinaryOp::Mul {
                    let linear = match (&a.ty, &b.ty) {
                        (
                            Type::Matrix { cols: c1, rows: r1 },
                            Type::Matrix { cols: c2, rows: r2 },
                        ) => {
                            if c1 != r2 {
                                return bad(self, &a, &b, "");
                            }
                            Some(Type::Matrix {
                                cols: *c2,
                                rows: *r1,
                            })
                        }
                        (Type::Matrix { cols, rows }, Type::Vector(_, n)) => {
                            if cols != n {
                                return bad(self, &a, &b, "");
                            }
                            Some(Type::Vector(ScalarKind::Float, *rows))
                        }
                        (Type::Vector(_, n), Type::Matrix { cols, rows }) => {
                            if rows != n {
                                return bad(self, &a, &b, "");
                            }
                            Some(Type::Vector(ScalarKind::Float, *cols))
                        }
                        _ => None,
                    };
                    if let Some(ty) = linear {
                        return mk(self, ty, BinaryOp::MatMul, a, b);
                    }
                }
                self.componentwise(op, a, b, off)
            }
        }
    }

    fn componentwise(&mut self, op: BinaryOp, a: Expr, b: Expr, off: usize) -> Option<Expr> {
        let ty = if a.ty == b.ty {
            a.ty.clone()
        } else if a.ty.is_scalar() {
            b.ty.clone()
        } else if b.ty.is_scalar() {
            a.ty.clone()
        } else {
            let msg = format!(
                "`{}` cannot be applied to `{}` and `{}` (sizes differ)",
                Self::op_name(op),
                self.type_name(&a.ty),
                self.type_name(&b.ty)
            );
            self.error(off, msg);
            return None;
        };
        Some(self.fold(Expr::new(ty, ExprKind::binary(op, a, b), self.span)))
    }

    /// Apply the implicit int -> float conversion between two operands.
    pub(crate) fn unify(&mut self, a: Expr, b: Expr) -> (Expr, Expr) {
        let (ka, kb) = (a.ty.scalar_kind(), b.ty.scalar_kind());
        if ka == kb || !self.version.implicit_conversions() {
            return (a, b);
        }
        let conv = |s: &mut Self, e: Expr| {
            let ty = e.ty.with_kind(ScalarKind::Float);
            let span = e.span;
            s.fold(Expr::new(ty, ExprKind::Convert(Box::new(e)), span))
        };
        match (ka, kb) {
            (Some(ScalarKind::Int | ScalarKind::Uint), Some(ScalarKind::Float)) => {
                (conv(self, a), b)
            }
            (Some(ScalarKind::Float), Some(ScalarKind::Int | ScalarKind::Uint)) => {
                (a, conv(self, b))
            }
            _ => (a, b),
        }
    }

    fn ternary(&mut self, c: &ast::Expr, a: &ast::Expr, b: &ast::Expr, off: usize) -> Option<Expr> {
        let cond = self.condition_expr(c)?;
        self.begin_block();
        let av = self.expr(a);
        let ablock = self.end_block();
        self.begin_block();
        let bv = self.expr(b);
        let bblock = self.end_block();
        let (av, bv) = (av?, bv?);
        let (av, bv) = self.unify(av, bv);
        if av.ty != bv.ty {
            let msg = format!(
                "`?:` arms have different types `{}` and `{}`",
                self.type_name(&av.ty),
                self.type_name(&bv.ty)
            );
            self.error(off, msg);
            return None;
        }
        let ty = av.ty.clone();
        if ty == Type::Void {
            // Arms calling `void` functions: their statements only, as an
            // `if`. The value, `void`, is nobody's (an operand or an
            // initialiser of it is an error).
            self.emit(StmtKind::If {
                condition: cond,
                accept: ablock,
                reject: bblock,
            });
            return Some(av);
        }
        if ablock.is_empty() && bblock.is_empty() {
            return Some(self.fold(Expr::new(
                ty,
                ExprKind::Select(Box::new(cond), Box::new(av), Box::new(bv)),
                self.span,
            )));
        }
        let t = self.temp(&ty);
        let mut accept = ablock;
        let span = self.span;
        accept.push(Stmt::new(
            StmtKind::Store {
                place: t.clone(),
                value: av,
            },
            span,
        ));
        let mut reject = bblock;
        reject.push(Stmt::new(
            StmtKind::Store {
                place: t.clone(),
                value: bv,
            },
            span,
        ));
        self.emit(StmtKind::If {
            condition: cond,
            accept,
            reject,
        });
        Some(Expr::new(ty, ExprKind::Load(t), self.span))
    }

    fn assignment(
        &mut self,
        l: &ast::Expr,
        op: &ast::AssignmentOp,
        r: &ast::Expr,
        off: usize,
    ) -> Option<Expr> {
        use ast::AssignmentOpData as A;
        let mut place = self.lvalue(l)?;
        let roff = self.off(r.span);
        let mark = self.block_len();
        let rv = self.expr(r)?;
        if self.block_len() > mark {
            // "Expressions on the left of an assignment are evaluated before
            // expressions on the right of the assignment" (GLSL 1.10-1.30
            // §5.8): the element `b[j] = f(j)` writes is the one `j` named
            // before the call.
            self.freeze_place(&mut place, mark);
        }
        self.check_array_assignment(&place.ty, off);
        let bop = match &op.content {
            A::Equal => None,
            A::Mult => Some(BinaryOp::Mul),
            A::Div => Some(BinaryOp::Div),
            A::Mod => Some(BinaryOp::Rem),
            A::Add => Some(BinaryOp::Add),
            A::Sub => Some(BinaryOp::Sub),
            A::LShift => Some(BinaryOp::Shl),
            A::RShift => Some(BinaryOp::Shr),
            A::And => Some(BinaryOp::BitAnd),
            A::Xor => Some(BinaryOp::BitXor),
            A::Or => Some(BinaryOp::BitOr),
        };
        let value = match bop {
            None => self.coerce(rv, &place.ty, roff)?,
            Some(op) => {
                let cur = Expr::new(place.ty.clone(), ExprKind::Load(place.clone()), self.span);
                let v = self.binary(op, cur, rv, off)?;
                if v.ty != place.ty {
                    let msg = format!(
                        "result of `{}=` is `{}`, which cannot be assigned to `{}`",
                        Self::op_name(op),
                        self.type_name(&v.ty),
                        self.type_name(&place.ty)
                    );
                    self.error(off, msg);
                    return None;
                }
                v
            }
        };
        self.emit(StmtKind::Store {
            place: place.clone(),
            value,
        });
        Some(Expr::new(
            place.ty.clone(),
            ExprKind::Load(place),
            self.span,
        ))
    }
}

/// The expression that applies access step `a` to `base`.
fn access_kind(base: Expr, a: Access) -> ExprKind {
    match a {
        Access::Index(i) => ExprKind::Index(Box::new(base), i),
        Access::Member(m) => ExprKind::Member(Box::new(base), m),
        Access::Swizzle(c) => ExprKind::Swizzle(Box::new(base), c),
    }
}

pub(crate) fn pv_ty(pv: &Pv) -> &Type {
    match pv {
        Pv::Place { place, .. } => &place.ty,
        Pv::Value(v) => &v.ty,
    }
}

/// int/uint scalar or vector -> float of the same shape.
fn implicit_ok(from: &Type, to: &Type) -> bool {
    match (from, to) {
        (Type::Scalar(ScalarKind::Int | ScalarKind::Uint), Type::Scalar(ScalarKind::Float)) => true,
        (
            Type::Vector(ScalarKind::Int | ScalarKind::Uint, n),
            Type::Vector(ScalarKind::Float, m),
        ) => n == m,
        _ => false,
    }
}
