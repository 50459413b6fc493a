//! Lowering of the GLSL IR to LLVM 19 textual IR.
//!
//! Each stage becomes one module: `vs_main`/`ps_main` with the seed's
//! signatures, plus one `internal` function per GLSL function
//! (`@glsl.<name>`, taking `gl_in`, `gl_const`, the private state `env`,
//! then its parameters; `out`/`inout` parameters by pointer). The entry point
//! allocates `env` (outputs, private globals, the VS ids, the discard flag),
//! runs `@glsl.main`, then copies the outputs into their `gl_out` slots.
//! Inputs are read from `gl_in` where they are used; since every output store
//! happens after `main` returns, each input slot is read before the first
//! store to it (spec §7.7). Uniforms are read from `gl_const` at the
//! documented offsets ([`crate::layout`]). Texture lookups and `discard`
//! call the declared external functions of [`crate::externs`].

mod builtins;
mod expr;
mod func;
pub mod ir;
mod place;
mod target;
mod types;

pub use builtins::sampler_code;
pub use target::{Target, DEFAULT_DATALAYOUT};

use crate::abi::SLOT_SIZE;
use crate::slots::StageSlots;
use crate::Error;
use func::{Func, Val};
use gpubin_glsl::ir::{GlobalId, Module, Stmt, StorageClass};
use gpubin_glsl::Stage;
use std::cell::RefCell;
use std::collections::{BTreeSet, HashMap};
use std::fmt::Write;
use types::{const_lit, llty, struct_defs};

/// Fields of the per-invocation private state `%mvp.env`.
pub struct EnvLayout {
    pub fields: HashMap<GlobalId, u32>,
    pub types: Vec<String>,
    pub vertex_id: u32,
    pub instance_id: u32,
    pub discarded: u32,
}

/// What every function of a module shares.
pub struct ModuleCx<'a> {
    pub m: &'a Module,
    pub slots: &'a StageSlots,
    pub file: &'a str,
    pub fn_names: Vec<String>,
    pub const_names: Vec<String>,
    pub env: EnvLayout,
    pub may_discard: Vec<bool>,
    decls: RefCell<BTreeSet<String>>,
}

impl ModuleCx<'_> {
    pub fn unsupported(&self, what: &str) -> Error {
        Error::Unsupported {
            file: self.file.to_string(),
            what: what.to_string(),
        }
    }

    /// Record a declaration the module needs.
    pub fn need(&self, decl: &str) {
        self.decls.borrow_mut().insert(decl.to_string());
    }
}

fn stmts_discard(b: &[Stmt], calls: &mut Vec<u32>) -> bool {
    let mut d = false;
    for s in b {
        match s {
            Stmt::Discard => d = true,
            Stmt::Call { function, .. } => calls.push(*function),
            Stmt::If { accept, reject, .. } => {
                d |= stmts_discard(accept, calls);
                d |= stmts_discard(reject, calls);
            }
            Stmt::Loop { body, continuing } => {
                d |= stmts_discard(body, calls);
                d |= stmts_discard(continuing, calls);
            }
            Stmt::Switch { cases, .. } => {
                for c in cases {
                    d |= stmts_discard(&c.body, calls);
                }
            }
            _ => {}
        }
    }
    d
}

fn may_discard(m: &Module) -> Vec<bool> {
    let mut calls = vec![Vec::new(); m.functions.len()];
    let mut d: Vec<bool> = m
        .functions
        .iter()
        .zip(calls.iter_mut())
        .map(|(f, c)| stmts_discard(&f.body, c))
        .collect();
    loop {
        let mut changed = false;
        for i in 0..d.len() {
            if !d[i]
                && calls[i]
                    .iter()
                    .any(|c| d.get(*c as usize).copied().unwrap_or(false))
            {
                d[i] = true;
                changed = true;
            }
        }
        if !changed {
            return d;
        }
    }
}

fn sanitize(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// Emit the module of one stage (`vs_main` or `ps_main`).
pub fn emit_stage(
    m: &Module,
    slots: &StageSlots,
    file: &str,
    target: &Target,
) -> Result<String, Error> {
    let structs = &m.structs;
    // Function names: @glsl.<name>, overloads numbered.
    let mut count: HashMap<&str, u32> = HashMap::new();
    for f in &m.functions {
        *count.entry(f.name.as_str()).or_default() += 1;
    }
    let mut seen: HashMap<&str, u32> = HashMap::new();
    let fn_names = m
        .functions
        .iter()
        .map(|f| {
            let n = seen.entry(f.name.as_str()).or_default();
            *n += 1;
            if count[f.name.as_str()] > 1 {
                format!("glsl.{}.{}", sanitize(&f.name), *n - 1)
            } else {
                format!("glsl.{}", sanitize(&f.name))
            }
        })
        .collect();
    let const_names = m
        .globals
        .iter()
        .enumerate()
        .map(|(i, g)| format!("const.{}.{i}", sanitize(&g.name)))
        .collect();
    let mut env = EnvLayout {
        fields: HashMap::new(),
        types: Vec::new(),
        vertex_id: 0,
        instance_id: 0,
        discarded: 0,
    };
    for (i, g) in m.globals.iter().enumerate() {
        if matches!(g.class, StorageClass::Output | StorageClass::Private) {
            env.fields.insert(i as GlobalId, env.types.len() as u32);
            env.types.push(llty(&g.ty, structs));
        }
    }
    env.vertex_id = env.types.len() as u32;
    env.types.push("i32".into());
    env.instance_id = env.types.len() as u32;
    env.types.push("i32".into());
    env.discarded = env.types.len() as u32;
    env.types.push("i1".into());
    let cx = ModuleCx {
        m,
        slots,
        file,
        fn_names,
        const_names,
        env,
        may_discard: may_discard(m),
        decls: RefCell::new(BTreeSet::new()),
    };

    let mut s = String::new();
    let stage = match m.stage {
        Stage::Vertex => "vertex",
        Stage::Fragment => "fragment",
    };
    let _ = writeln!(
        s,
        "; MVP {stage} shader `{file}`: LLVM 19 IR generated by gpubin"
    );
    target.write_header(&mut s, file);
    s.push('\n');
    s.push_str(&struct_defs(structs));
    let _ = writeln!(
        s,
        "; private state: outputs, globals, gl_VertexID, gl_InstanceID, discarded\n%mvp.env = type {{ {} }}\n",
        cx.env.types.join(", ")
    );
    for (i, g) in m.globals.iter().enumerate() {
        if g.class == StorageClass::Constant {
            let init = g.initializer.as_deref().unwrap_or(&[]);
            let mut at = 0;
            let lit = if init.is_empty() {
                "zeroinitializer".to_string()
            } else {
                const_lit(&g.ty, structs, init, &mut at)
            };
            let _ = writeln!(
                s,
                "@{} = internal constant {} {lit} ; const {}",
                cx.const_names[i],
                llty(&g.ty, structs),
                g.name
            );
        }
    }
    s.push('\n');
    s.push_str(&entry_point(&cx)?);
    for fid in 0..m.functions.len() as u32 {
        s.push('\n');
        s.push_str(&Func::function(&cx, fid)?);
    }
    s.push('\n');
    for (name, decl) in crate::externs::LLVM_DECLARATIONS {
        if s.contains(&format!("call void @{name}(")) {
            s.push_str(decl);
            s.push('\n');
        }
    }
    for d in cx.decls.borrow().iter() {
        s.push_str(d);
        s.push('\n');
    }
    Ok(s)
}

fn entry_point(cx: &ModuleCx) -> Result<String, Error> {
    let m = cx.m;
    let vs = m.stage == Stage::Vertex;
    let mut f = Func::new(cx, m.entry_point);
    f.emit("%env = alloca %mvp.env, align 16");
    f.emit("store %mvp.env zeroinitializer, ptr %env, align 16");
    if vs {
        let p = f.env_field_ptr(cx.env.vertex_id, "gl_VertexID");
        f.emit(&format!("store i32 %index, ptr {p}, align 4"));
        let p = f.env_field_ptr(cx.env.instance_id, "gl_InstanceID");
        f.emit(&format!("store i32 %instance_id, ptr {p}, align 4"));
    }
    for (i, g) in m.globals.iter().enumerate() {
        if let (Some(init), Some(field)) = (&g.initializer, cx.env.fields.get(&(i as GlobalId))) {
            let mut at = 0;
            let lit = const_lit(&g.ty, &m.structs, init, &mut at);
            let t = f.ty(&g.ty);
            let p = f.env_field_ptr(*field, &g.name);
            f.emit(&format!("store {t} {lit}, ptr {p}, align 4"));
        }
    }
    let main = &cx.fn_names[m.entry_point as usize];
    f.emit(&format!(
        "call void @{main}(ptr %gl_in, ptr %gl_const, ptr %env)"
    ));
    if !vs && cx.may_discard[m.entry_point as usize] {
        let p = f.env_field_ptr(cx.env.discarded, "discarded");
        let d = f.inst("discarded", &format!("load i1, ptr {p}, align 1"));
        let out = f.fresh_raw("write.outputs");
        let done = f.fresh_raw("done");
        f.term(&format!("br i1 {d}, label %{done}, label %{out}"));
        f.block(&out);
        copy_out(&mut f)?;
        f.term(&format!("br label %{done}"));
        f.block(&done);
    } else {
        copy_out(&mut f)?;
    }
    f.term("ret void");
    let sig = if vs {
        "define void @vs_main(ptr %gl_in, ptr %gl_out, ptr %gl_const, i32 %index, i32 %instance_id)"
    } else {
        "define void @ps_main(ptr %gl_in, ptr %gl_out, ptr %gl_const)"
    };
    Ok(format!("{sig} {{\nentry:\n{}{}}}\n", f.allocas, f.body))
}

/// Copy each output from `env` into its `gl_out` slot.
fn copy_out(f: &mut Func) -> Result<(), Error> {
    let cx = f.cx;
    for e in &cx.slots.outputs {
        let ptr = f.inst(
            &format!("{}.slot", e.name),
            &format!(
                "getelementptr inbounds i8, ptr %gl_out, i32 {}",
                e.slot * SLOT_SIZE
            ),
        );
        match cx
            .m
            .global(&e.name)
            .and_then(|(g, _)| cx.env.fields.get(&g).copied())
        {
            Some(field) => {
                let p = f.env_field_ptr(field, &e.name);
                let t = f.ty(&e.ty);
                let v = f.inst(&e.name, &format!("load {t}, ptr {p}, align 4"));
                f.store_reg(&ptr, &Val::new(e.ty.clone(), v))?;
            }
            None => {
                // Declared by the slot table but never written (gl_Position): zeros.
                f.emit(&format!(
                    "store <4 x float> zeroinitializer, ptr {ptr}, align 4"
                ));
            }
        }
    }
    Ok(())
}
