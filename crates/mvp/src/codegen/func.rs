//! Function builder: names, blocks, allocas, and the lowering of statements.

use super::cx::ModuleCx;
use super::ir::{Block, Body, Inst, Line, Ty, TypeError, Value};
use super::types::ir_ty;
use crate::Error;
use gpubin_glsl::ir::{CallArg, FunctionId, ParamDirection, Stmt, StmtKind};
use gpubin_glsl::types::Type;
use std::collections::HashMap;

/// A value in a register: its GLSL type and its LLVM operand text.
#[derive(Clone, Debug)]
pub struct Val {
    pub ty: Type,
    pub op: String,
}

impl Val {
    pub fn new(ty: Type, op: impl Into<String>) -> Val {
        Val { ty, op: op.into() }
    }
}

/// Aggregates of at least this many scalars are zeroed by `llvm.memset`.
const MEMSET_SCALARS: u64 = 64;

/// Scalars in a value of type `ty`.
fn scalars(ty: &Ty) -> u64 {
    match ty {
        Ty::Vector(n, e) | Ty::Array(n, e) => u64::from(*n).saturating_mul(scalars(e)),
        Ty::Struct(s) => s.members.iter().map(scalars).fold(0, u64::saturating_add),
        _ => 1,
    }
}

pub struct Func<'a> {
    pub cx: &'a ModuleCx<'a>,
    pub body: Body,
    /// The first instruction whose operand types did not fit.
    pub type_error: Option<TypeError>,
    names: HashMap<String, u32>,
    pub terminated: bool,
    /// Alloca of each local.
    pub locals: Vec<String>,
    /// (break target, continue target) of enclosing loops/switches.
    pub jumps: Vec<(String, Option<String>)>,
    pub ret_label: String,
    pub ret_slot: Option<String>,
    pub function: FunctionId,
}

fn sanitize(hint: &str) -> String {
    let s: String = hint
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' || c == '.' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if s.is_empty() || s.starts_with(|c: char| c.is_ascii_digit()) {
        format!("v{s}")
    } else {
        s
    }
}

impl<'a> Func<'a> {
    pub fn new(cx: &'a ModuleCx<'a>, function: FunctionId) -> Self {
        let mut f = Func {
            cx,
            body: Body::default(),
            type_error: None,
            names: HashMap::new(),
            terminated: false,
            locals: Vec::new(),
            jumps: Vec::new(),
            ret_label: String::new(),
            ret_slot: None,
            function,
        };
        for reserved in ["gl_in", "gl_const", "env", "entry"] {
            f.names.insert(reserved.into(), 1);
        }
        f
    }

    /// A fresh local name (`%hint`, `%hint.1`, ...), without the `%`.
    pub fn fresh_raw(&mut self, hint: &str) -> String {
        let base = sanitize(hint);
        let n = self.names.entry(base.clone()).or_insert(0);
        let name = if *n == 0 {
            base.clone()
        } else {
            format!("{base}.{n}")
        };
        *n += 1;
        // A generated name may itself collide with a later base name.
        if name != base {
            self.names.entry(name.clone()).or_insert(1);
        }
        name
    }

    pub fn fresh(&mut self, hint: &str) -> String {
        format!("%{}", self.fresh_raw(hint))
    }

    fn ensure_block(&mut self) {
        if self.terminated {
            let label = self.fresh_raw("dead");
            self.body.blocks.push(Block {
                label,
                ..Default::default()
            });
            self.terminated = false;
        }
    }

    fn line(&mut self, l: Line) {
        if let Inst::Call(_, callee, _) = &l.1 {
            self.cx.called(callee);
        }
        self.ensure_block();
        self.body.current().lines.push(l);
    }

    /// Keep the first type error; the function's emission then fails.
    fn checked(&mut self, i: Result<Inst, TypeError>) -> Option<Inst> {
        match i {
            Ok(i) => Some(i),
            Err(e) => {
                self.type_error.get_or_insert(e);
                None
            }
        }
    }

    /// Emit an instruction with a result named after `hint`.
    pub fn add(&mut self, hint: &str, i: Result<Inst, TypeError>) -> Value {
        let name = self.fresh_raw(hint);
        match self.checked(i) {
            Some(i) => {
                let ty = i.result_ty();
                self.line(Line(Some(name.clone()), i));
                Value::reg(ty, format!("%{name}"))
            }
            None => Value::poison(Ty::Void),
        }
    }

    /// Call function `@name` (an intrinsic or a C function) returning
    /// `ret`, declaring it from the argument types.
    pub fn call_declared(&mut self, hint: &str, ret: Ty, name: &str, args: Vec<Value>) -> Value {
        let params: Vec<String> = args.iter().map(|a| a.ty.to_string()).collect();
        self.cx
            .need(&format!("declare {ret} @{name}({})", params.join(", ")));
        self.add(hint, Inst::call(ret, name, args))
    }

    /// Emit an instruction whose result has a reserved name (`%env`).
    pub fn add_reserved(&mut self, name: &str, i: Result<Inst, TypeError>) {
        if let Some(i) = self.checked(i) {
            self.line(Line(Some(name.to_string()), i));
        }
    }

    /// Emit an instruction without a result (`store`, `call void`).
    pub fn put(&mut self, i: Result<Inst, TypeError>) {
        if let Some(i) = self.checked(i) {
            self.line(Line(None, i));
        }
    }

    /// Emit a terminator.
    pub fn jump(&mut self, i: Result<Inst, TypeError>) {
        self.put(i);
        self.terminated = true;
    }

    /// `br label %label`.
    pub fn br(&mut self, label: &str) {
        self.jump(Ok(Inst::Br(label.to_string())));
    }

    /// Start block `label` (a name from `fresh_raw`), falling through into it.
    pub fn block(&mut self, label: &str) {
        if !self.terminated {
            self.br(label);
        }
        self.body.blocks.push(Block {
            label: label.to_string(),
            spaced: true,
            lines: Vec::new(),
        });
        self.terminated = false;
    }

    /// An alloca in the entry block, zero-initialised at entry.
    pub fn alloca(&mut self, hint: &str, ty: &Type) -> String {
        let name = self.fresh_raw(hint);
        let t = self.lty(ty);
        let p = Value::reg(Ty::Ptr, format!("%{name}"));
        let a = Inst::alloca(t.clone(), 16);
        let z = self.zero_store(t, p.clone());
        for i in [a, z] {
            if let Some(i) = self.checked(i) {
                let n = matches!(i, Inst::Alloca(..)).then(|| name.clone());
                self.body.allocas.push(Line(n, i));
            }
        }
        p.op
    }

    /// Zero the `ty` at `p`: one `store zeroinitializer`, or for a large
    /// aggregate an `llvm.memset` (an aggregate store of tens of thousands
    /// of elements takes the optimiser minutes: it splits it per element).
    pub fn zero_store(&self, ty: Ty, p: Value) -> Result<Inst, TypeError> {
        if scalars(&ty) < MEMSET_SCALARS {
            return Inst::store(Value::zero(ty), p, 16);
        }
        const MEMSET: &str = "llvm.memset.p0.i32";
        self.cx
            .need(&format!("declare void @{MEMSET}(ptr, i8, i32, i1)"));
        // The type's allocation size, as the data layout gives it.
        let size = format!("ptrtoint (ptr getelementptr ({ty}, ptr null, i32 1) to i32)");
        Inst::call(
            Ty::Void,
            MEMSET,
            vec![
                p,
                Value::constant(Ty::I8, "0"),
                Value::constant(Ty::I32, size),
                Value::i1(false),
            ],
        )
    }

    /// The builder's type of a GLSL type.
    pub fn lty(&self, ty: &Type) -> Ty {
        ir_ty(ty, &self.cx.struct_tys)
    }

    /// A GLSL value as a typed operand.
    pub fn v(&self, v: &Val) -> Value {
        Value::reg(self.lty(&v.ty), v.op.clone())
    }

    /// A pointer operand.
    pub fn ptr(p: &str) -> Value {
        Value::reg(Ty::Ptr, p)
    }

    /// The emitted body, or the first type error as an error of `file`.
    pub fn finish(self) -> Result<String, Error> {
        match self.type_error {
            Some(e) => Err(self.cx.unsupported(&format!("ill-typed IR ({e})"))),
            None => Ok(self.body.print()),
        }
    }

    pub fn block_stmts(&mut self, stmts: &[Stmt]) -> Result<(), Error> {
        for s in stmts {
            self.stmt(s)?;
        }
        Ok(())
    }

    fn stmt(&mut self, s: &Stmt) -> Result<(), Error> {
        match &s.kind {
            StmtKind::Store { place, value } => {
                let v = self.expr(value)?;
                let p = self.place(place)?;
                self.store_place(&p, v)?;
            }
            StmtKind::Call {
                function,
                args,
                result,
            } => self.call(*function, args, result.as_ref())?,
            StmtKind::If {
                condition,
                accept,
                reject,
            } => {
                let c = self.expr(condition)?;
                let then_l = self.fresh_raw("if.then");
                let else_l = self.fresh_raw("if.else");
                let end_l = self.fresh_raw("if.end");
                let target = if reject.is_empty() { &end_l } else { &else_l };
                let c = self.v(&c);
                self.jump(Inst::cond_br(c, &then_l, target));
                self.block(&then_l);
                self.block_stmts(accept)?;
                if !reject.is_empty() {
                    if !self.terminated {
                        self.br(&end_l);
                    }
                    self.block(&else_l);
                    self.block_stmts(reject)?;
                }
                self.block(&end_l);
            }
            StmtKind::Loop {
                body,
                continuing,
                at,
            } => {
                let head = self.fresh_raw("loop");
                let cont = self.fresh_raw("loop.continue");
                let exit = self.fresh_raw("loop.exit");
                self.block(&head);
                self.jumps.push((exit.clone(), Some(cont.clone())));
                self.block_stmts(body)?;
                self.block(&cont);
                // `continue` inside `continuing` is not GLSL; `break` leaves the loop.
                self.block_stmts(continuing)?;
                self.jumps.pop();
                if !self.terminated {
                    self.loop_back_edge(&head, at);
                }
                self.block(&exit);
            }
            StmtKind::Switch { selector, cases } => {
                let sel = self.expr(selector)?;
                let exit = self.fresh_raw("switch.exit");
                let labels: Vec<String> = cases
                    .iter()
                    .map(|_| self.fresh_raw("switch.case"))
                    .collect();
                let default = cases
                    .iter()
                    .position(|c| c.is_default)
                    .map(|i| labels[i].clone())
                    .unwrap_or_else(|| exit.clone());
                let mut seen = std::collections::HashSet::new();
                let mut arms = Vec::new();
                for (c, l) in cases.iter().zip(&labels) {
                    for v in &c.values {
                        let v = *v as i32;
                        if seen.insert(v) {
                            arms.push((v, l.clone()));
                        }
                    }
                }
                let sel = self.v(&sel);
                self.jump(Inst::switch(sel, default, arms));
                let cont = self.jumps.last().and_then(|j| j.1.clone());
                self.jumps.push((exit.clone(), cont));
                for (c, l) in cases.iter().zip(&labels) {
                    self.block(l);
                    self.block_stmts(&c.body)?;
                }
                self.jumps.pop();
                self.block(&exit);
            }
            StmtKind::Break => {
                let t = self
                    .jumps
                    .last()
                    .map(|j| j.0.clone())
                    .ok_or_else(|| self.cx.unsupported("`break` outside a loop or switch"))?;
                self.br(&t);
            }
            StmtKind::Continue => {
                let t = self
                    .jumps
                    .iter()
                    .rev()
                    .find_map(|j| j.1.clone())
                    .ok_or_else(|| self.cx.unsupported("`continue` outside a loop"))?;
                self.br(&t);
            }
            StmtKind::Return(v) => {
                if let Some(e) = v {
                    let v = self.expr(e)?;
                    if let Some(slot) = self.ret_slot.clone() {
                        let v = self.v(&v);
                        self.put(Inst::store(v, Self::ptr(&slot), 16));
                    }
                }
                let l = self.ret_label.clone();
                self.br(&l);
            }
            StmtKind::Discard => {
                self.put(Inst::call(Ty::Void, crate::externs::DISCARD, Vec::new()));
                let flag = self.env_field_ptr(self.cx.env.discarded, "discarded");
                self.put(Inst::store(Value::i1(true), Self::ptr(&flag), 1));
                let l = self.ret_label.clone();
                self.br(&l);
            }
        }
        Ok(())
    }

    fn call(
        &mut self,
        function: FunctionId,
        args: &[CallArg],
        result: Option<&gpubin_glsl::ir::Place>,
    ) -> Result<(), Error> {
        let callee = self
            .cx
            .m
            .functions
            .get(function.index())
            .ok_or_else(|| self.cx.unsupported("a call of an unknown function"))?;
        let mut ops = vec![
            Self::ptr("%gl_in"),
            Self::ptr("%gl_const"),
            Self::ptr("%env"),
        ];
        let mut copy_back = Vec::new();
        for (arg, param) in args.iter().zip(&callee.params) {
            match arg {
                CallArg::In(e) => {
                    let v = self.expr(e)?;
                    ops.push(Value::reg(self.lty(&param.ty), v.op));
                }
                CallArg::Out(p) | CallArg::InOut(p) => {
                    // The place is evaluated once, before the call; the
                    // copy-out writes to what it named then.
                    let tmp = self.alloca(&format!("{}.arg", param.name), &param.ty);
                    let pr = self.place(p)?;
                    if matches!(arg, CallArg::InOut(_)) {
                        let v = self.load_place(&pr)?;
                        let v = Value::reg(self.lty(&param.ty), v.op);
                        self.put(Inst::store(v, Self::ptr(&tmp), 16));
                    }
                    ops.push(Self::ptr(&tmp));
                    copy_back.push((pr, tmp, param.ty.clone()));
                }
            }
        }
        let name = self.cx.fn_names[function.index()].clone();
        let rt = self.lty(&callee.return_type);
        let call = Inst::call(rt, name, ops);
        let ret = if callee.return_type == Type::Void {
            self.put(call);
            None
        } else {
            let r = self.add(&format!("{}.result", callee.name), call);
            Some(Val::new(callee.return_type.clone(), r.op))
        };
        if self.cx.may_discard[function.index()] {
            let flag = self.env_field_ptr(self.cx.env.discarded, "discarded");
            let d = self.add("discarded", Inst::load(Ty::I1, Self::ptr(&flag), 1));
            let go = self.fresh_raw("call.cont");
            let l = self.ret_label.clone();
            self.jump(Inst::cond_br(d, l, &go));
            self.block(&go);
        }
        for (pr, tmp, ty) in copy_back {
            let v = self.add("out", Inst::load(self.lty(&ty), Self::ptr(&tmp), 16));
            self.store_place(&pr, Val::new(ty, v.op))?;
        }
        if let (Some(r), Some(v)) = (result, ret) {
            let pr = self.place(r)?;
            self.store_place(&pr, v)?;
        }
        Ok(())
    }

    /// Emit the body of GLSL function `fid` as `define internal`.
    pub fn function(cx: &'a ModuleCx<'a>, fid: FunctionId) -> Result<String, Error> {
        let fun = &cx.m.functions[fid.index()];
        let mut f = Func::new(cx, fid);
        let mut params = vec![
            "ptr %gl_in".to_string(),
            "ptr %gl_const".to_string(),
            "ptr %env".to_string(),
        ];
        for l in &fun.locals {
            let a = f.alloca(&l.name, &l.ty);
            f.locals.push(a);
        }
        let mut copy_out = Vec::new();
        for p in &fun.params {
            let local = f
                .locals
                .get(p.local.index())
                .cloned()
                .ok_or_else(|| cx.unsupported("a parameter without its local"))?;
            let t = f.lty(&p.ty);
            match p.direction {
                ParamDirection::In => {
                    let n = Value::reg(t, f.fresh(&format!("{}.in", p.name)));
                    params.push(n.typed());
                    f.put(Inst::store(n, Func::ptr(&local), 16));
                }
                ParamDirection::Out | ParamDirection::InOut => {
                    let n = Func::ptr(&f.fresh(&format!("{}.ref", p.name)));
                    params.push(n.typed());
                    if p.direction == ParamDirection::InOut {
                        let v = f.add(&p.name, Inst::load(t.clone(), n.clone(), 16));
                        f.put(Inst::store(v, Func::ptr(&local), 16));
                    }
                    copy_out.push((local, n, t));
                }
            }
        }
        let rt = f.lty(&fun.return_type);
        if fun.return_type != Type::Void {
            let slot = f.alloca("retval", &fun.return_type);
            f.ret_slot = Some(slot);
        }
        f.ret_label = f.fresh_raw("return");
        f.block_stmts(&fun.body)?;
        let rl = f.ret_label.clone();
        f.block(&rl);
        for (local, r, t) in copy_out {
            let v = f.add("out", Inst::load(t, Func::ptr(&local), 16));
            f.put(Inst::store(v, r, 16));
        }
        match f.ret_slot.clone() {
            Some(slot) => {
                let v = f.add(
                    "ret",
                    Inst::load(f.lty(&fun.return_type), Func::ptr(&slot), 16),
                );
                f.jump(Ok(Inst::Ret(Some(v))));
            }
            None => f.jump(Ok(Inst::Ret(None))),
        }
        let name = &cx.fn_names[fid.index()];
        // In the simulator's build, `main` goes whole into its one caller,
        // the entry point, and so into the batches' loop, where what the
        // batch table answers is known.
        let inline = if cx.env.sim.is_some() && fid == cx.m.entry_point {
            " alwaysinline"
        } else {
            ""
        };
        Ok(format!(
            "; GLSL function `{}`\ndefine internal {rt} @{name}({}){inline} {{\n{}}}\n",
            fun.name,
            params.join(", "),
            f.finish()?
        ))
    }
}
