//! Function builder: names, blocks, allocas, and the lowering of statements.

use super::types::llty;
use super::ModuleCx;
use crate::Error;
use gpubin_glsl::ir::{CallArg, FunctionId, ParamDirection, Stmt};
use gpubin_glsl::types::Type;
use std::collections::HashMap;
use std::fmt::Write;

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

pub struct Func<'a> {
    pub cx: &'a ModuleCx<'a>,
    pub body: String,
    pub allocas: String,
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
            body: String::new(),
            allocas: String::new(),
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
            let l = self.fresh_raw("dead");
            let _ = writeln!(self.body, "{l}:");
            self.terminated = false;
        }
    }

    /// Emit `%name = text` and return `%name`.
    pub fn inst(&mut self, hint: &str, text: &str) -> String {
        self.ensure_block();
        let name = self.fresh(hint);
        let _ = writeln!(self.body, "  {name} = {text}");
        name
    }

    /// Emit an instruction without a result.
    pub fn emit(&mut self, text: &str) {
        self.ensure_block();
        let _ = writeln!(self.body, "  {text}");
    }

    /// Emit a terminator.
    pub fn term(&mut self, text: &str) {
        self.ensure_block();
        let _ = writeln!(self.body, "  {text}");
        self.terminated = true;
    }

    /// Start block `label` (a name from `fresh_raw`), falling through into it.
    pub fn block(&mut self, label: &str) {
        if !self.terminated {
            let _ = writeln!(self.body, "  br label %{label}");
        }
        let _ = writeln!(self.body, "\n{label}:");
        self.terminated = false;
    }

    /// An alloca in the entry block, zero-initialised at entry.
    pub fn alloca(&mut self, hint: &str, ty: &Type) -> String {
        let name = self.fresh(hint);
        let t = llty(ty, &self.cx.m.structs);
        let _ = writeln!(self.allocas, "  {name} = alloca {t}, align 16");
        let _ = writeln!(
            self.allocas,
            "  store {t} zeroinitializer, ptr {name}, align 16"
        );
        name
    }

    pub fn ty(&self, ty: &Type) -> String {
        llty(ty, &self.cx.m.structs)
    }

    pub fn block_stmts(&mut self, stmts: &[Stmt]) -> Result<(), Error> {
        for s in stmts {
            self.stmt(s)?;
        }
        Ok(())
    }

    fn stmt(&mut self, s: &Stmt) -> Result<(), Error> {
        match s {
            // A `?:` whose branches are void calls leaves a void temporary
            // behind; it holds nothing, so nothing is stored.
            Stmt::Store { value, .. } if value.ty == Type::Void => {}
            Stmt::Store { place, value } => {
                let v = self.expr(value)?;
                let p = self.place(place)?;
                self.store_place(&p, v)?;
            }
            Stmt::Call {
                function,
                args,
                result,
            } => self.call(*function, args, result.as_ref())?,
            Stmt::If {
                condition,
                accept,
                reject,
            } => {
                let c = self.expr(condition)?;
                let then_l = self.fresh_raw("if.then");
                let else_l = self.fresh_raw("if.else");
                let end_l = self.fresh_raw("if.end");
                let target = if reject.is_empty() { &end_l } else { &else_l };
                self.term(&format!("br i1 {}, label %{then_l}, label %{target}", c.op));
                self.block(&then_l);
                self.block_stmts(accept)?;
                if !reject.is_empty() {
                    if !self.terminated {
                        self.term(&format!("br label %{end_l}"));
                    }
                    self.block(&else_l);
                    self.block_stmts(reject)?;
                }
                self.block(&end_l);
            }
            Stmt::Loop { body, continuing } => {
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
                    self.term(&format!("br label %{head}"));
                }
                self.block(&exit);
            }
            Stmt::Switch { selector, cases } => {
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
                let mut arms = String::new();
                for (c, l) in cases.iter().zip(&labels) {
                    for v in &c.values {
                        let v = *v as i32;
                        if seen.insert(v) {
                            let _ = write!(arms, " i32 {v}, label %{l}");
                        }
                    }
                }
                self.term(&format!(
                    "switch i32 {}, label %{default} [{arms} ]",
                    sel.op
                ));
                let cont = self.jumps.last().and_then(|j| j.1.clone());
                self.jumps.push((exit.clone(), cont));
                for (c, l) in cases.iter().zip(&labels) {
                    self.block(l);
                    self.block_stmts(&c.body)?;
                }
                self.jumps.pop();
                self.block(&exit);
            }
            Stmt::Break => {
                let t = self
                    .jumps
                    .last()
                    .map(|j| j.0.clone())
                    .ok_or_else(|| self.cx.unsupported("`break` outside a loop or switch"))?;
                self.term(&format!("br label %{t}"));
            }
            Stmt::Continue => {
                let t = self
                    .jumps
                    .iter()
                    .rev()
                    .find_map(|j| j.1.clone())
                    .ok_or_else(|| self.cx.unsupported("`continue` outside a loop"))?;
                self.term(&format!("br label %{t}"));
            }
            Stmt::Return(v) => {
                if let Some(e) = v {
                    let v = self.expr(e)?;
                    if let Some(slot) = self.ret_slot.clone() {
                        let t = self.ty(&v.ty);
                        self.emit(&format!("store {t} {}, ptr {slot}, align 16", v.op));
                    }
                }
                let l = self.ret_label.clone();
                self.term(&format!("br label %{l}"));
            }
            Stmt::Discard => {
                self.emit(&format!("call void @{}()", crate::externs::DISCARD));
                let flag = self.env_field_ptr(self.cx.env.discarded, "discarded");
                self.emit(&format!("store i1 true, ptr {flag}, align 1"));
                let l = self.ret_label.clone();
                self.term(&format!("br label %{l}"));
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
            .get(function as usize)
            .ok_or_else(|| self.cx.unsupported("a call of an unknown function"))?;
        let mut ops = vec![
            "ptr %gl_in".to_string(),
            "ptr %gl_const".to_string(),
            "ptr %env".to_string(),
        ];
        let mut copy_back = Vec::new();
        for (arg, param) in args.iter().zip(&callee.params) {
            match arg {
                CallArg::In(e) => {
                    let v = self.expr(e)?;
                    ops.push(format!("{} {}", self.ty(&param.ty), v.op));
                }
                CallArg::Out(p) | CallArg::InOut(p) => {
                    let tmp = self.alloca(&format!("{}.arg", param.name), &param.ty);
                    if matches!(arg, CallArg::InOut(_)) {
                        let pr = self.place(p)?;
                        let v = self.load_place(&pr)?;
                        let t = self.ty(&param.ty);
                        self.emit(&format!("store {t} {}, ptr {tmp}, align 16", v.op));
                    }
                    ops.push(format!("ptr {tmp}"));
                    copy_back.push((p, tmp, param.ty.clone()));
                }
            }
        }
        let name = self.cx.fn_names[function as usize].clone();
        let rt = self.ty(&callee.return_type);
        let call = format!("call {rt} @{name}({})", ops.join(", "));
        let ret = if callee.return_type == Type::Void {
            self.emit(&call);
            None
        } else {
            Some(Val::new(
                callee.return_type.clone(),
                self.inst(&format!("{}.result", callee.name), &call),
            ))
        };
        if self.cx.may_discard[function as usize] {
            let flag = self.env_field_ptr(self.cx.env.discarded, "discarded");
            let d = self.inst("discarded", &format!("load i1, ptr {flag}, align 1"));
            let go = self.fresh_raw("call.cont");
            let l = self.ret_label.clone();
            self.term(&format!("br i1 {d}, label %{l}, label %{go}"));
            self.block(&go);
        }
        for (p, tmp, ty) in copy_back {
            let t = self.ty(&ty);
            let v = self.inst("out", &format!("load {t}, ptr {tmp}, align 16"));
            let pr = self.place(p)?;
            self.store_place(&pr, Val::new(ty, v))?;
        }
        if let (Some(r), Some(v)) = (result, ret) {
            let pr = self.place(r)?;
            self.store_place(&pr, v)?;
        }
        Ok(())
    }

    /// Emit the body of GLSL function `fid` as `define internal`.
    pub fn function(cx: &'a ModuleCx<'a>, fid: FunctionId) -> Result<String, Error> {
        let fun = &cx.m.functions[fid as usize];
        let mut f = Func::new(cx, fid);
        let mut params = vec![
            "ptr %gl_in".to_string(),
            "ptr %gl_const".to_string(),
            "ptr %env".to_string(),
        ];
        for l in &fun.locals {
            // `void` is no first-class LLVM type: a void temporary (the
            // result of a `?:` over void calls) gets no storage.
            let a = if l.ty == Type::Void {
                String::new()
            } else {
                f.alloca(&l.name, &l.ty)
            };
            f.locals.push(a);
        }
        let mut copy_out = Vec::new();
        for p in &fun.params {
            let local = f
                .locals
                .get(p.local as usize)
                .cloned()
                .ok_or_else(|| cx.unsupported("a parameter without its local"))?;
            let t = f.ty(&p.ty);
            match p.direction {
                ParamDirection::In => {
                    let n = f.fresh(&format!("{}.in", p.name));
                    params.push(format!("{t} {n}"));
                    f.emit(&format!("store {t} {n}, ptr {local}, align 16"));
                }
                ParamDirection::Out | ParamDirection::InOut => {
                    let n = f.fresh(&format!("{}.ref", p.name));
                    params.push(format!("ptr {n}"));
                    if p.direction == ParamDirection::InOut {
                        let v = f.inst(&p.name, &format!("load {t}, ptr {n}, align 16"));
                        f.emit(&format!("store {t} {v}, ptr {local}, align 16"));
                    }
                    copy_out.push((local, n, t));
                }
            }
        }
        let rt = f.ty(&fun.return_type);
        if fun.return_type != Type::Void {
            let slot = f.alloca("retval", &fun.return_type);
            f.ret_slot = Some(slot);
        }
        f.ret_label = f.fresh_raw("return");
        f.block_stmts(&fun.body)?;
        let rl = f.ret_label.clone();
        f.block(&rl);
        for (local, r, t) in copy_out {
            let v = f.inst("out", &format!("load {t}, ptr {local}, align 16"));
            f.emit(&format!("store {t} {v}, ptr {r}, align 16"));
        }
        match f.ret_slot.clone() {
            Some(slot) => {
                let v = f.inst("ret", &format!("load {rt}, ptr {slot}, align 16"));
                f.term(&format!("ret {rt} {v}"));
            }
            None => f.term("ret void"),
        }
        let name = &cx.fn_names[fid as usize];
        Ok(format!(
            "; GLSL function `{}`\ndefine internal {rt} @{name}({}) {{\nentry:\n{}{}}}\n",
            fun.name,
            params.join(", "),
            f.allocas,
            f.body
        ))
    }
}
