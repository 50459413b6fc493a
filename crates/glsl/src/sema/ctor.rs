//! Calls: constructors, user functions (overload resolution), built-in
//! functions and texture lookups.

use super::expr::{constant, Pv};
use super::{Analyzer, Symbol};
use crate::builtins::funcs::{self, Lowering, Sig};
use crate::builtins::texture::{coord_arg_size, LevelArg, TexSpec};
use crate::ir::*;
use crate::syntax::ast;
use crate::types::{ScalarKind, Type, FLOAT};

/// Candidate match quality: number of implicit conversions, or no match.
fn match_cost<'t>(
    a: &Analyzer<'_>,
    params: &[(Type, ParamDirection)],
    args: impl ExactSizeIterator<Item = &'t Type>,
    user: bool,
) -> Option<u32> {
    if params.len() != args.len() {
        return None;
    }
    let mut cost = 0;
    for ((p, dir), t) in params.iter().zip(args) {
        if p == t {
            continue;
        }
        // GLSL 1.20 §6.1: an `in` argument converts to the parameter's
        // type; a user function's `out` parameter converts to the
        // argument's type when it is copied out ("the formal parameter
        // type ... to the calling argument type"); `inout` would need
        // both, so it matches exactly.
        let ok = match dir {
            ParamDirection::In => a.convertible(t, p),
            ParamDirection::Out => user && a.convertible(p, t),
            ParamDirection::InOut => false,
        };
        if ok {
            cost += 1;
        } else {
            return None;
        }
    }
    Some(cost)
}

/// A value that owns no memory, put where an expression is moved out.
fn placeholder() -> Expr {
    Expr::new(
        Type::Void,
        ExprKind::Constant(Scalars::new()),
        Span::default(),
    )
}

impl Analyzer<'_> {
    pub(crate) fn call(
        &mut self,
        f: &ast::FunIdentifier,
        args: &[ast::Expr],
        off: usize,
    ) -> Option<Expr> {
        match &f.content {
            ast::FunIdentifierData::TypeSpecifier(ts) => {
                let ty = if let Some(a) = &ts.array_specifier {
                    let base = self.resolve_type(&ast::Node::new(
                        ast::TypeSpecifierData {
                            ty: ts.ty.clone(),
                            array_specifier: None,
                        },
                        ts.span,
                    ))?;
                    if !self.require_desktop(120, off, "array constructors") {
                        return None;
                    }
                    self.apply_array(base, a, Some(args.len() as u32))?
                } else {
                    self.resolve_type(ts)?
                };
                let vals = match args {
                    [a] => {
                        let v = self.expr(a)?;
                        if let (Type::Scalar(k) | Type::Vector(k, _), true) =
                            (&ty, v.ty.is_scalar())
                        {
                            // `float(i)`, `vec4(0.0)`: no argument list to build.
                            let k = *k;
                            return Some(self.construct_from_scalar(ty, k, v));
                        }
                        vec![v]
                    }
                    _ => self.operands(args)?,
                };
                self.construct(ty, vals, off)
            }
            ast::FunIdentifierData::Expr(e) => match &e.content {
                ast::ExprData::Variable(id) => {
                    let name = id.0;
                    // One scope lookup: a struct type constructs, a variable
                    // hides the functions of its name.
                    let (struct_id, is_var) = match self.lookup(name) {
                        Some(Symbol::Struct(sid)) => (Some(*sid), false),
                        Some(Symbol::Var(_)) => (None, true),
                        None => (None, false),
                    };
                    if let Some(sid) = struct_id {
                        let vals = self.operands(args)?;
                        return self.construct(Type::Struct(sid), vals, off);
                    }
                    // A built-in state struct type constructs like any struct.
                    if name.starts_with("gl_")
                        && crate::builtins::state::struct_type(name).is_some()
                    {
                        let ty = self.builtin_struct_type(name, off)?;
                        let vals = self.operands(args)?;
                        return self.construct(ty, vals, off);
                    }
                    if is_var && !self.fn_decls.contains_key(name) {
                        self.error(off, format!("`{name}` is not a function"));
                        return None;
                    }
                    self.function_call(name, args, off)
                }
                ast::ExprData::Dot(base, m) if m.0 == "length" && args.is_empty() => {
                    if !self.require_desktop(120, off, "`.length()`") {
                        return None;
                    }
                    let pv = self.pv(base)?;
                    let ty = super::expr::pv_ty(&pv).clone();
                    if self.unsized_builtin_array(&pv) {
                        self.error(off, "`.length()` of an unsized built-in array");
                        return None;
                    }
                    match ty {
                        Type::Array(_, 0) => {
                            self.error(off, "`.length()` of an implicitly sized array");
                            None
                        }
                        Type::Array(_, n) => Some(constant(
                            crate::types::INT,
                            Scalars::one(Scalar::Int(n as i32)),
                            self.span,
                        )),
                        other => {
                            let msg = format!(
                                "`.length()` of non-array type `{}`",
                                self.type_name(&other)
                            );
                            self.error(off, msg);
                            None
                        }
                    }
                }
                _ => {
                    self.error(off, "expression is not a function");
                    None
                }
            },
        }
    }

    /// The arguments of a built-in function call, each evaluated before the
    /// side effects of the ones after it: "All arguments are evaluated at
    /// call time, exactly once, in order, from left to right" (GLSL
    /// 1.10-1.30 §6.1.1).
    fn args(&mut self, args: &[ast::Expr]) -> Option<Vec<Expr>> {
        let mut out: Vec<Expr> = Vec::with_capacity(args.len());
        let mut marks = Vec::with_capacity(args.len());
        let mut ok = true;
        for a in args {
            match self.expr(a) {
                Some(v) => out.push(v),
                None => ok = false,
            }
            marks.push(self.block_len());
        }
        if !ok {
            return None;
        }
        let end = self.block_len();
        for (v, &mark) in out.iter_mut().zip(&marks).rev() {
            if mark < end {
                self.capture(v, mark);
            }
        }
        Some(out)
    }

    /// The operands of a constructor. A constructor is no function call
    /// (§5.4), and the specification orders its operands no more than an
    /// operator's: as for operators, Mesa's order, the operands' side
    /// effects first, in source order, then the operands are read.
    fn operands(&mut self, args: &[ast::Expr]) -> Option<Vec<Expr>> {
        let mut out: Vec<Expr> = Vec::with_capacity(args.len());
        let mut ok = true;
        for a in args {
            match self.expr(a) {
                Some(v) => out.push(v),
                None => ok = false,
            }
        }
        ok.then_some(out)
    }

    /// Stores a non-constant value into a temporary at position `at` of the
    /// current block and reads it from there instead; returns the position
    /// after the store.
    fn capture(&mut self, v: &mut Expr, at: usize) -> usize {
        if matches!(v.kind, ExprKind::Constant(_)) {
            return at;
        }
        let t = self.temp(&v.ty);
        let load = Expr::new(v.ty.clone(), ExprKind::Load(t.clone()), self.span);
        let value = std::mem::replace(v, load);
        self.emit_at(at, StmtKind::Store { place: t, value });
        at + 1
    }

    fn arg_list(&self, tys: &[Type]) -> String {
        tys.iter()
            .map(|t| self.type_name(t))
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn function_call(&mut self, name: &str, args: &[ast::Expr], off: usize) -> Option<Expr> {
        if let Some(op) = crate::geometry::GeometryOp::from_name(name) {
            return self.geometry_call(op, args, off);
        }
        if self.fn_decls.contains_key(name) {
            // Out arguments need places: evaluate each argument as a place when
            // any overload takes it as out/inout.
            // `marks[k]`: where the statements of argument k end.
            let mut pvs = Vec::with_capacity(args.len());
            let mut types = Vec::with_capacity(args.len());
            let mut marks = Vec::with_capacity(args.len());
            let mut failed = false;
            for a in args {
                match self.pv(a) {
                    Some(pv) => {
                        types.push(super::expr::pv_ty(&pv).clone());
                        pvs.push((pv, self.off(a.span)));
                    }
                    None => failed = true,
                }
                marks.push(self.block_len());
            }
            if failed {
                return None;
            }
            let decls = &self.fn_decls[name];
            let mut best: Option<(u32, &super::FnDecl)> = None;
            let mut tie = false;
            for d in decls {
                if let Some(c) = match_cost(self, &d.params, types.iter(), true) {
                    match best {
                        Some((bc, _)) if bc < c => {}
                        Some((bc, _)) if bc == c => tie = true,
                        _ => {
                            best = Some((c, d));
                            tie = false;
                        }
                    }
                }
            }
            if let Some((_, d)) = best {
                if tie {
                    self.error(
                        off,
                        format!("ambiguous call to `{name}({})`", self.arg_list(&types)),
                    );
                    return None;
                }
                let d = d.clone();
                return self.user_call(&d, pvs, &marks, off);
            }
            // Fall back to built-ins of the same name (overloading a built-in).
            if funcs::overloads(name, self.version, self.stage, &self.extensions).is_ok() {
                let mut vals: Vec<Expr> = pvs.into_iter().map(|(p, _)| self.load_pv(p)).collect();
                let end = self.block_len();
                for (v, &mark) in vals.iter_mut().zip(&marks).rev() {
                    if mark < end {
                        self.capture(v, mark);
                    }
                }
                return self.builtin_call(name, vals, off);
            }
            let notes = self.fn_decls[name]
                .iter()
                .map(|d| {
                    let ps: Vec<String> = d
                        .params
                        .iter()
                        .map(|(t, dir)| match dir {
                            ParamDirection::In => self.type_name(t),
                            ParamDirection::Out => format!("out {}", self.type_name(t)),
                            ParamDirection::InOut => format!("inout {}", self.type_name(t)),
                        })
                        .collect();
                    format!(
                        "candidate: {} {name}({})",
                        self.type_name(&d.ret),
                        ps.join(", ")
                    )
                })
                .collect();
            self.error_notes(
                off,
                format!(
                    "no matching overload for call to `{name}({})`",
                    self.arg_list(&types)
                ),
                notes,
            );
            return None;
        }
        let vals = self.args(args)?;
        self.builtin_call(name, vals, off)
    }

    /// A call of a user function with the arguments `pvs`, whose statements
    /// end at `marks`. GLSL 1.10-1.30 §6.1.1: "All arguments are evaluated
    /// at call time, exactly once, in order, from left to right. Evaluation
    /// of an in parameter results in a value that is copied into the formal
    /// parameter. Evaluation of an out parameter results in an l-value that
    /// is used to copy out a value when the function returns. Evaluation of
    /// an inout parameter results in both a value and an l-value". So an
    /// argument's value, and the indices of its l-value, are taken before the
    /// side effects of the arguments after it; [`StmtKind::Call`] evaluates the
    /// places once, before the call. The order of the copy-outs, which the
    /// text leaves undefined, is Mesa's (see [`Self::sequence_args`]).
    fn user_call(
        &mut self,
        d: &super::FnDecl,
        pvs: Vec<(Pv, usize)>,
        marks: &[usize],
        off: usize,
    ) -> Option<Expr> {
        let mut call_args = Vec::with_capacity(pvs.len());
        for ((pv, aoff), (pty, dir)) in pvs.into_iter().zip(&d.params) {
            match dir {
                ParamDirection::In => {
                    let v = self.load_pv(pv);
                    let v = self.coerce(v, pty, aoff)?;
                    call_args.push(CallArg::In(v));
                }
                ParamDirection::Out | ParamDirection::InOut => {
                    let place = match pv {
                        Pv::Place {
                            place,
                            read_only: None,
                            ..
                        } => place,
                        Pv::Place {
                            read_only: Some(why),
                            ..
                        } => {
                            self.error(
                                aoff,
                                format!("argument for an out parameter cannot be {why}"),
                            );
                            return None;
                        }
                        Pv::Value(_) => {
                            self.error(aoff, "argument for an out parameter must be assignable");
                            return None;
                        }
                    };
                    call_args.push(if *dir == ParamDirection::Out {
                        CallArg::Out(place)
                    } else {
                        CallArg::InOut(place)
                    });
                }
            }
        }
        match self.cur.id {
            Some(f) => {
                if let Some(set) = self.fn_calls.get_mut(f.index()) {
                    set.insert(d.id);
                }
            }
            None => {
                self.init_calls.insert(d.id);
            }
        }
        let copy_back = self.sequence_args(&mut call_args, marks);
        // An `out` argument of another type than its parameter receives the
        // parameter's value converted (GLSL 1.20 §6.1), through a temporary
        // of the parameter's type, before the other copy-outs. Its l-value
        // is taken before the call (§6.1.1): the indices are evaluated here,
        // after every argument (`sequence_args` has frozen those that later
        // arguments could change).
        let mut converted = Vec::new();
        for (a, (pty, _)) in call_args.iter_mut().zip(&d.params) {
            if let CallArg::Out(p) = a {
                if p.ty != *pty {
                    let end = self.block_len();
                    self.freeze_place(p, end);
                    let t = self.temp(pty);
                    converted.push((std::mem::replace(p, t.clone()), t, off));
                }
            }
        }
        let result = if d.ret == Type::Void {
            None
        } else {
            Some(self.temp(&d.ret))
        };
        self.emit(StmtKind::Call {
            function: d.id,
            args: call_args,
            result: result.clone(),
        });
        for (place, t, off) in converted {
            let value = Expr::new(t.ty.clone(), ExprKind::Load(t), self.span);
            let value = self.coerce(value, &place.ty, off)?;
            self.emit(StmtKind::Store { place, value });
        }
        for (place, t) in copy_back {
            let value = Expr::new(t.ty.clone(), ExprKind::Load(t), self.span);
            self.emit(StmtKind::Store { place, value });
        }
        Some(match result {
            Some(p) => Expr::new(d.ret.clone(), ExprKind::Load(p), self.span),
            None => Expr::new(Type::Void, ExprKind::Constant(Scalars::new()), self.span),
        })
    }

    /// Takes each argument of a user call at its turn (see
    /// [`Self::user_call`]): an `in` value followed by side effects goes
    /// into a temporary stored where its argument's statements end, and so
    /// do the dynamic indices of an `out`/`inout` place. An `inout` value
    /// followed by side effects is copied in from a temporary of its turn;
    /// then every `out`/`inout` argument passes a temporary.
    ///
    /// The order of the copy-outs, which the text leaves undefined, is
    /// Mesa's: first the arguments that are whole variables, then the
    /// others (a swizzle, an element, a member), each group in parameter
    /// order (Mesa passes a whole variable to the call and copies the
    /// others back from temporaries after it). [`StmtKind::Call`] copies out
    /// in parameter order, so where a part comes before a whole variable
    /// the parts pass temporaries too. The returned pairs (place,
    /// temporary) are the copy-outs to store after the call, in order.
    fn sequence_args(&mut self, args: &mut [CallArg], marks: &[usize]) -> Vec<(Place, Place)> {
        let end = self.block_len();
        let later = |k: usize| marks.get(k).is_some_and(|&m| m < end);
        let through_temps = args
            .iter()
            .enumerate()
            .any(|(k, a)| matches!(a, CallArg::InOut(_)) && later(k));
        let part =
            |a: &CallArg| matches!(a, CallArg::Out(p) | CallArg::InOut(p) if !p.path.is_empty());
        let whole =
            |a: &CallArg| matches!(a, CallArg::Out(p) | CallArg::InOut(p) if p.path.is_empty());
        let reorder = (0..args.len()).any(|i| part(&args[i]) && args[i + 1..].iter().any(whole));
        let mut copy_back = Vec::new();
        // Last to first: what is stored at an argument's mark moves the
        // marks after it, not those before.
        for (k, a) in args.iter_mut().enumerate().rev() {
            let at = marks.get(k).copied().unwrap_or(end);
            let inout = matches!(a, CallArg::InOut(_));
            match a {
                CallArg::In(v) => {
                    if later(k) {
                        self.capture(v, at);
                    }
                }
                CallArg::Out(p) | CallArg::InOut(p) => {
                    let is_part = !p.path.is_empty();
                    let route = through_temps || (reorder && is_part);
                    if !later(k) && !route {
                        continue;
                    }
                    let at = self.freeze_place(p, at);
                    if route {
                        let t = self.temp(&p.ty);
                        let place = std::mem::replace(p, t.clone());
                        if inout {
                            let value = Expr::new(
                                place.ty.clone(),
                                ExprKind::Load(place.clone()),
                                self.span,
                            );
                            self.emit_at(
                                at,
                                StmtKind::Store {
                                    place: t.clone(),
                                    value,
                                },
                            );
                        }
                        copy_back.push((is_part, k, place, t));
                    }
                }
            }
        }
        copy_back.sort_by_key(|(is_part, k, ..)| (*is_part, *k));
        copy_back.into_iter().map(|(_, _, p, t)| (p, t)).collect()
    }

    fn builtin_call(&mut self, name: &str, args: Vec<Expr>, off: usize) -> Option<Expr> {
        // Overload sets depend only on the name here (version, stage and
        // extensions are fixed per analysis): build each once.
        let set = match self.builtin_overloads.get(name) {
            Some(set) => set.clone(),
            None => {
                let set = funcs::overloads(name, self.version, self.stage, &self.extensions).map(
                    |sigs| {
                        sigs.into_iter()
                            .map(|s| {
                                let params = s
                                    .params
                                    .iter()
                                    .enumerate()
                                    .map(|(i, t)| {
                                        let dir = if s.out_param == Some(i) {
                                            ParamDirection::Out
                                        } else {
                                            ParamDirection::In
                                        };
                                        (t.clone(), dir)
                                    })
                                    .collect();
                                (s, params)
                            })
                            .collect()
                    },
                );
                let set = std::rc::Rc::new(set);
                self.builtin_overloads.insert(name.to_string(), set.clone());
                set
            }
        };
        let sigs = match &*set {
            Ok(s) => s,
            Err(Some(avail)) => {
                let avail = *avail;
                let msg = format!(
                    "`{name}` requires {} (this shader is {})",
                    avail.describe(),
                    self.version_name()
                );
                let msg = if name.starts_with("dF") || name == "fwidth" {
                    format!("{msg}; in GLSL ES 1.00 enable GL_OES_standard_derivatives")
                } else {
                    msg
                };
                self.error(off, msg);
                return None;
            }
            Err(None) => {
                if matches!(name, "dFdx" | "dFdy" | "fwidth") {
                    self.error(
                        off,
                        format!("`{name}` is only available in fragment shaders"),
                    );
                } else if name == "ftransform" {
                    self.error(off, "`ftransform` is only available in vertex shaders");
                } else {
                    self.error(off, format!("no function named `{name}`"));
                }
                return None;
            }
        };
        let mut best: Option<(u32, &Sig)> = None;
        for (s, params) in sigs {
            if let Some(c) = match_cost(self, params, args.iter().map(|a| &a.ty), false) {
                if best.is_none_or(|(bc, _)| c < bc) {
                    best = Some((c, s));
                }
                // An exact match is the best; built-ins have no two alike.
                if c == 0 {
                    break;
                }
            }
        }
        let Some((_, sig)) = best else {
            let types: Vec<Type> = args.iter().map(|a| a.ty.clone()).collect();
            let mut notes: Vec<String> = sigs
                .iter()
                .map(|(s, _)| s)
                .take(12)
                .map(|s| format!("candidate: {}", s.describe(name, &self.structs)))
                .collect();
            if sigs.len() > 12 {
                notes.push(format!("... and {} more", sigs.len() - 12));
            }
            if sigs.is_empty() {
                notes.push(format!(
                    "`{name}` has no overload usable in this stage and version"
                ));
            }
            self.error_notes(
                off,
                format!(
                    "no matching overload for call to `{name}({})`",
                    self.arg_list(&types)
                ),
                notes,
            );
            return None;
        };
        // `sig` borrows the overload set held by `set`, not the analyzer.
        let sig: &Sig = sig;
        // Coerce in place: the argument vector becomes the call's.
        let mut vals = args;
        for (v, p) in vals.iter_mut().zip(&sig.params) {
            let a = std::mem::replace(v, placeholder());
            *v = self.coerce(a, p, off)?;
        }
        match sig.lower {
            Lowering::Fn(f) => Some(self.fold(Expr::new(
                sig.ret.clone(),
                ExprKind::Builtin(f, vals),
                self.span,
            ))),
            Lowering::Modf => {
                // i = trunc(x); result x - i
                let x = self.stabilize(vals[0].clone());
                let Some(ExprKind::Load(place)) = vals.get(1).map(|v| v.kind.clone()) else {
                    self.error(off, "second argument of `modf` must be assignable");
                    return None;
                };
                let ty = sig.ret.clone();
                let whole = self.fold(Expr::new(
                    ty.clone(),
                    ExprKind::Builtin(BuiltinFn::Trunc, vec![x.clone()]),
                    self.span,
                ));
                self.emit(StmtKind::Store {
                    place,
                    value: whole.clone(),
                });
                Some(self.fold(Expr::new(
                    ty,
                    ExprKind::binary(BinaryOp::Sub, x, whole),
                    self.span,
                )))
            }
            Lowering::Ftransform => {
                let m = self.builtin_var("gl_ModelViewProjectionMatrix", off)?;
                let v = self.builtin_var("gl_Vertex", off)?;
                let m = self.var_pv(m);
                let m = self.load_pv(m);
                let v = self.var_pv(v);
                let v = self.load_pv(v);
                Some(Expr::new(
                    sig.ret.clone(),
                    ExprKind::binary(BinaryOp::MatMul, m, v),
                    self.span,
                ))
            }
            Lowering::TextureSize => {
                let mut it = vals.into_iter();
                let s = it.next()?;
                let lod = it.next().map(Box::new);
                Some(Expr::new(
                    sig.ret.clone(),
                    ExprKind::TextureSize(Box::new(s), lod),
                    self.span,
                ))
            }
            Lowering::Texture(spec) => self.texture_call(spec, vals, &sig.ret, off),
        }
    }

    /// Components `comps` of a (stable) vector expression.
    fn components(&mut self, e: &Expr, comps: Components) -> Expr {
        let k = e.ty.scalar_kind().unwrap_or(ScalarKind::Float);
        let ty = Type::vec(k, comps.len() as u8);
        if let ExprKind::Load(p) = &e.kind {
            let mut p = p.clone();
            let comps = match p.path.pop() {
                Some(Access::Swizzle(prev)) => comps.iter().map(|c| prev[*c as usize]).collect(),
                Some(other) => {
                    p.path.push(other);
                    comps
                }
                None => comps,
            };
            p.path.push(Access::Swizzle(comps));
            p.ty = ty.clone();
            return Expr::new(ty, ExprKind::Load(p), self.span);
        }
        self.fold(Expr::new(
            ty,
            ExprKind::Swizzle(Box::new(e.clone()), comps),
            self.span,
        ))
    }

    fn texture_call(
        &mut self,
        spec: TexSpec,
        vals: Vec<Expr>,
        ret: &Type,
        off: usize,
    ) -> Option<Expr> {
        let mut it = vals.into_iter();
        let sampler = it.next()?;
        let Type::Sampler(st) = sampler.ty else {
            return None;
        };
        let p = it.next()?;
        let mut level = match spec.level {
            LevelArg::Auto | LevelArg::Bias => TextureLevel::Auto,
            LevelArg::Lod => TextureLevel::Lod(Box::new(it.next()?)),
            LevelArg::Grad => {
                let dx = it.next()?;
                let dy = it.next()?;
                TextureLevel::Grad(Box::new(dx), Box::new(dy))
            }
            LevelArg::Fetch { has_level } => TextureLevel::Fetch(if has_level {
                Some(Box::new(it.next()?))
            } else {
                None
            }),
        };
        let offset = if spec.offset {
            let o = it.next()?;
            if !matches!(o.kind, ExprKind::Constant(_)) {
                self.error(off, "texel offset must be a constant expression");
                return None;
            }
            Some(Box::new(o))
        } else {
            None
        };
        if spec.level == LevelArg::Bias {
            level = TextureLevel::Bias(Box::new(it.next()?));
        }
        let fetch = matches!(spec.level, LevelArg::Fetch { .. });
        let cs = st.coord_size();
        let psize = p.ty.vector_size().unwrap_or(1);
        let (coordinate, depth_ref) = if fetch {
            (p, None)
        } else {
            let p = self.stabilize(p);
            if spec.proj {
                let q = self.components(&p, Components::one(psize - 1));
                let c = self.components(&p, (0..cs).collect());
                let c = if cs == 1 { Expr { ty: FLOAT, ..c } } else { c };
                let cty = c.ty.clone();
                let coord = self.fold(Expr::new(
                    cty,
                    ExprKind::binary(BinaryOp::Div, c, q.clone()),
                    self.span,
                ));
                let r = if st.shadow {
                    let z = self.components(&p, Components::one(2));
                    Some(self.fold(Expr::new(
                        FLOAT,
                        ExprKind::binary(BinaryOp::Div, z, q),
                        self.span,
                    )))
                } else {
                    None
                };
                (coord, r)
            } else if st.shadow {
                let n = coord_arg_size(&st);
                let c = self.components(&p, (0..cs).collect());
                let r = self.components(&p, Components::one(n - 1));
                (c, Some(r))
            } else {
                (p, None)
            }
        };
        // A legacy shadow*() lookup is a vec4: the comparison result
        // through the texture's depth mode (GL 2.1 §3.8.14: luminance
        // (r, r, r, 1) by default, intensity, alpha), which the sampler
        // applies.
        let lookup = Expr::new(
            ret.clone(),
            ExprKind::Texture(Box::new(TextureLookup {
                sampler: Box::new(sampler),
                coordinate: Box::new(coordinate),
                level,
                offset,
                depth_ref: depth_ref.map(Box::new),
            })),
            self.span,
        );
        Some(lookup)
    }

    /// Scalar component `i` of a stable scalar/vector/matrix expression.
    fn scalar_at(&mut self, e: &Expr, i: u32) -> Expr {
        match &e.ty {
            Type::Scalar(_) => e.clone(),
            Type::Vector(..) => self.components(e, Components::one(i as u8)),
            Type::Matrix { rows, .. } => {
                let col = self.column(e, i / u32::from(*rows));
                self.components(&col, Components::one((i % u32::from(*rows)) as u8))
            }
            _ => e.clone(),
        }
    }

    fn column(&mut self, e: &Expr, c: u32) -> Expr {
        let ty = e.ty.index_result().unwrap_or(FLOAT);
        let idx = constant(
            crate::types::INT,
            Scalars::one(Scalar::Int(c as i32)),
            self.span,
        );
        if let ExprKind::Load(p) = &e.kind {
            let mut p = p.clone();
            p.path.push(Access::Index(Box::new(idx)));
            p.ty = ty.clone();
            return Expr::new(ty, ExprKind::Load(p), self.span);
        }
        self.fold(Expr::new(
            ty,
            ExprKind::Index(Box::new(e.clone()), Box::new(idx)),
            self.span,
        ))
    }

    fn convert_to(&mut self, e: Expr, k: ScalarKind) -> Expr {
        if e.ty.scalar_kind() == Some(k) {
            return e;
        }
        let ty = e.ty.with_kind(k);
        super::fold::convert_of(e, ty, self.span)
    }

    /// A scalar or vector of kind `k` from one scalar: converted, then
    /// repeated over the components (GLSL 1.50 §5.4.1).
    fn construct_from_scalar(&mut self, ty: Type, k: ScalarKind, a: Expr) -> Expr {
        let a = self.convert_to(a, k);
        if ty.is_scalar() {
            a
        } else {
            super::fold::splat_of(a, ty, self.span)
        }
    }

    /// Type constructors.
    pub(crate) fn construct(&mut self, ty: Type, args: Vec<Expr>, off: usize) -> Option<Expr> {
        // The type's name is spelled only for an error.
        if args.is_empty() {
            let tn = self.type_name(&ty);
            self.error(off, format!("constructor `{tn}` needs arguments"));
            return None;
        }
        match &ty {
            Type::Struct(id) => {
                let members = self.structs[*id as usize].members.clone();
                if members.len() != args.len() {
                    let tn = self.type_name(&ty);
                    self.error(
                        off,
                        format!(
                            "constructor `{tn}` takes {} arguments, {} given",
                            members.len(),
                            args.len()
                        ),
                    );
                    return None;
                }
                let mut parts = Vec::new();
                for (a, m) in args.into_iter().zip(&members) {
                    parts.push(self.coerce(a, &m.ty, off)?);
                }
                Some(self.fold(Expr::new(ty, ExprKind::Compose(parts), self.span)))
            }
            Type::Array(elem, n) => {
                if *n as usize != args.len() {
                    let tn = self.type_name(&ty);
                    self.error(
                        off,
                        format!(
                            "constructor `{tn}` takes {n} arguments, {} given",
                            args.len()
                        ),
                    );
                    return None;
                }
                let mut parts = Vec::new();
                for a in args {
                    parts.push(self.coerce(a, elem, off)?);
                }
                Some(self.fold(Expr::new(ty, ExprKind::Compose(parts), self.span)))
            }
            Type::Scalar(k) | Type::Vector(k, _) => {
                for a in &args {
                    if a.ty.component_count().is_none() {
                        let tn = self.type_name(&ty);
                        let msg =
                            format!("cannot construct `{tn}` from `{}`", self.type_name(&a.ty));
                        self.error(off, msg);
                        return None;
                    }
                }
                let n = ty.vector_size().unwrap_or(1) as u32;
                if args.len() == 1 && args[0].ty.is_scalar() {
                    let k = *k;
                    return Some(self.construct_from_scalar(ty, k, args.into_iter().next()?));
                }
                if n > 1
                    && args.len() > 1
                    && args.iter().any(|a| matches!(a.ty, Type::Matrix { .. }))
                    && self.version.is_es()
                {
                    self.error(off, "matrix arguments to vector constructors are not allowed with other arguments");
                    return None;
                }
                let comps = self.gather(args, n, &ty, off)?;
                let comps: Vec<Expr> = comps.into_iter().map(|c| self.convert_to(c, *k)).collect();
                if n == 1 {
                    return comps.into_iter().next();
                }
                Some(self.fold(Expr::new(ty, ExprKind::Compose(comps), self.span)))
            }
            Type::Matrix { cols, rows } => {
                let (cols, rows) = (u32::from(*cols), u32::from(*rows));
                let col_ty = Type::Vector(ScalarKind::Float, rows as u8);
                let zero = constant(FLOAT, Scalars::one(Scalar::Float(0.0)), self.span);
                let onec = constant(FLOAT, Scalars::one(Scalar::Float(1.0)), self.span);
                if args.len() == 1 && args[0].ty.is_scalar() {
                    let s = self.convert_to(args.into_iter().next()?, ScalarKind::Float);
                    let s = self.stabilize(s);
                    let mut columns = Vec::new();
                    for c in 0..cols {
                        let parts = (0..rows)
                            .map(|r| if r == c { s.clone() } else { zero.clone() })
                            .collect();
                        columns.push(self.fold(Expr::new(
                            col_ty.clone(),
                            ExprKind::Compose(parts),
                            self.span,
                        )));
                    }
                    return Some(self.fold(Expr::new(ty, ExprKind::Compose(columns), self.span)));
                }
                if args.len() == 1 {
                    if let Type::Matrix { cols: sc, rows: sr } = args[0].ty {
                        // GLSL 1.20 section 5.4.2 adds matrix-from-matrix
                        // constructors (ES 1.00 has them); 1.10 does not.
                        if !self.version.is_es()
                            && !self.require_desktop(
                                120,
                                off,
                                "constructing a matrix from a matrix",
                            )
                        {
                            return None;
                        }
                        let src = self.stabilize(args.into_iter().next()?);
                        let mut columns = Vec::new();
                        for c in 0..cols {
                            if c < u32::from(sc) && rows <= u32::from(sr) {
                                let col = self.column(&src, c);
                                let col = if rows < u32::from(sr) {
                                    self.components(&col, (0..rows as u8).collect())
                                } else {
                                    col
                                };
                                columns.push(col);
                                continue;
                            }
                            let mut parts = Vec::new();
                            for r in 0..rows {
                                if c < u32::from(sc) && r < u32::from(sr) {
                                    let s = self.scalar_at(&src, c * u32::from(sr) + r);
                                    parts.push(s);
                                } else if r == c {
                                    parts.push(onec.clone());
                                } else {
                                    parts.push(zero.clone());
                                }
                            }
                            columns.push(self.fold(Expr::new(
                                col_ty.clone(),
                                ExprKind::Compose(parts),
                                self.span,
                            )));
                        }
                        return Some(self.fold(Expr::new(
                            ty,
                            ExprKind::Compose(columns),
                            self.span,
                        )));
                    }
                }
                if args.iter().any(|a| matches!(a.ty, Type::Matrix { .. })) {
                    let tn = self.type_name(&ty);
                    self.error(
                        off,
                        format!("constructor `{tn}`: a matrix argument must be the only argument"),
                    );
                    return None;
                }
                for a in &args {
                    if a.ty.component_count().is_none() {
                        let tn = self.type_name(&ty);
                        let msg =
                            format!("cannot construct `{tn}` from `{}`", self.type_name(&a.ty));
                        self.error(off, msg);
                        return None;
                    }
                }
                let comps = self.gather(args, cols * rows, &ty, off)?;
                let comps: Vec<Expr> = comps
                    .into_iter()
                    .map(|c| self.convert_to(c, ScalarKind::Float))
                    .collect();
                let mut columns = Vec::new();
                for c in 0..cols as usize {
                    let parts = comps[c * rows as usize..(c + 1) * rows as usize].to_vec();
                    columns.push(self.fold(Expr::new(
                        col_ty.clone(),
                        ExprKind::Compose(parts),
                        self.span,
                    )));
                }
                Some(self.fold(Expr::new(ty, ExprKind::Compose(columns), self.span)))
            }
            _ => {
                let tn = self.type_name(&ty);
                self.error(off, format!("cannot construct `{tn}`"));
                None
            }
        }
    }

    /// First `n` scalar components of the arguments, in order.
    fn gather(&mut self, args: Vec<Expr>, n: u32, ty: &Type, off: usize) -> Option<Vec<Expr>> {
        let total: u32 = args
            .iter()
            .map(|a| a.ty.component_count().unwrap_or(0))
            .sum();
        if total < n {
            let tn = self.type_name(ty);
            self.error(
                off,
                format!(
                    "not enough data for constructor `{tn}` ({total} components given, {n} needed)"
                ),
            );
            return None;
        }
        let mut out = Vec::with_capacity(n as usize);
        for a in args {
            if out.len() as u32 >= n {
                let tn = self.type_name(ty);
                self.error(off, format!("too many arguments for constructor `{tn}`"));
                return None;
            }
            let a = self.stabilize(a);
            let c = a.ty.component_count().unwrap_or(0);
            for j in 0..c {
                if out.len() as u32 >= n {
                    break;
                }
                out.push(self.scalar_at(&a, j));
            }
        }
        Some(out)
    }
}
