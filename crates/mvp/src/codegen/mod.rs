//! Lowering of the GLSL IR to LLVM 19 textual IR.
//!
//! Each stage becomes one module: `vs_main`/`ps_main` with the seed's
//! signatures, plus one `internal` function per GLSL function that `main`
//! reaches (`@glsl.<name>`, taking `gl_in`, `gl_const`, the private state `env`,
//! then its parameters; `out`/`inout` parameters by pointer). The entry point
//! allocates `env` (outputs, private globals, the VS ids, the discard flag),
//! runs `@glsl.main`, then copies the outputs into their `gl_out` slots.
//! Inputs are read from `gl_in` where they are used; since every output store
//! happens after `main` returns, each input slot is read before the first
//! store to it (spec §7.7). Uniforms are read from `gl_const` at the
//! documented offsets ([`crate::layout`]). Texture lookups and `discard`
//! call the declared external functions of [`crate::externs`].

mod budget;
mod builtins;
mod cx;
mod expr;
mod func;
pub mod ir;
mod place;
mod target;
mod types;

pub use budget::{PsStatus, LOOP_BUDGET, LOOP_BUDGET_EXCEEDED, PS_RUN};
pub use builtins::{sampler_code, SIM_DERIVATIVES, SIM_TEXTURE};
pub use target::{Target, DEFAULT_DATALAYOUT};

use crate::abi::SLOT_SIZE;
use crate::slots::StageSlots;
use crate::Error;
pub use cx::{EnvLayout, ModuleCx, SimFields};
use func::{Func, Val};
use gpubin_glsl::ir::{FunctionId, GlobalId, Module, Stmt, StmtKind, StorageClass};
use gpubin_glsl::Stage;
use ir::{Function, Global, Inst, Linkage, StructTy, Ty, Value};
use std::cell::RefCell;
use std::collections::{BTreeSet, HashMap};
use std::fmt::Write;
use std::rc::Rc;
use types::{const_lit, ir_ty, struct_tys};

/// Whether `b` may end the invocation (a `discard`, or with `loops` a loop
/// whose budget may run out), and the functions it calls into `calls`.
fn stmts_discard(b: &[Stmt], loops: bool, calls: &mut Vec<FunctionId>) -> bool {
    let mut d = false;
    for s in b {
        match &s.kind {
            StmtKind::Discard => d = true,
            StmtKind::Call { function, .. } => calls.push(*function),
            StmtKind::If { accept, reject, .. } => {
                d |= stmts_discard(accept, loops, calls);
                d |= stmts_discard(reject, loops, calls);
            }
            StmtKind::Loop {
                body, continuing, ..
            } => {
                d |= loops;
                d |= stmts_discard(body, loops, calls);
                d |= stmts_discard(continuing, loops, calls);
            }
            StmtKind::Switch { cases, .. } => {
                for c in cases {
                    d |= stmts_discard(&c.body, loops, calls);
                }
            }
            _ => {}
        }
    }
    d
}

fn may_discard(m: &Module, loops: bool) -> Vec<bool> {
    let mut calls = vec![Vec::new(); m.functions.len()];
    let mut d: Vec<bool> = m
        .functions
        .iter()
        .zip(calls.iter_mut())
        .map(|(f, c)| stmts_discard(&f.body, loops, c))
        .collect();
    loop {
        let mut changed = false;
        for i in 0..d.len() {
            if !d[i]
                && calls[i]
                    .iter()
                    .any(|c| d.get(c.index()).copied().unwrap_or(false))
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
    let struct_tys = struct_tys(structs);
    let mut env = EnvLayout {
        fields: HashMap::new(),
        vertex_id: 0,
        instance_id: 0,
        discarded: 0,
        sim: None,
    };
    let mut members = Vec::new();
    for (i, g) in m.globals.iter().enumerate() {
        if matches!(g.class, StorageClass::Output | StorageClass::Private) {
            env.fields
                .insert(GlobalId::from_index(i), members.len() as u32);
            members.push(ir_ty(&g.ty, &struct_tys));
        }
    }
    for (field, ty) in [
        (&mut env.vertex_id, Ty::I32),
        (&mut env.instance_id, Ty::I32),
        (&mut env.discarded, Ty::I1),
    ] {
        *field = members.len() as u32;
        members.push(ty);
    }
    if target.loop_budget {
        let left = members.len() as u32;
        env.sim = Some(SimFields {
            left,
            stopped: left + 1,
            batch: left + 2,
        });
        members.push(Ty::I32);
        members.push(Ty::I1);
        members.push(Ty::Ptr);
    }
    let env_ty = StructTy {
        name: "mvp.env".into(),
        members,
    };
    let env_def = env_ty.definition();
    let env_ty = Ty::Struct(Rc::new(env_ty));
    let cx = ModuleCx {
        m,
        slots,
        file,
        fn_names,
        const_names,
        env,
        may_discard: may_discard(m, target.loop_budget),
        struct_tys,
        env_ty,
        decls: RefCell::new(BTreeSet::new()),
        sites: gpubin_glsl::DerivativeSites::of(m),
        site: std::cell::Cell::new(0),
        externs: RefCell::new(vec![false; crate::externs::LLVM_DECLARATIONS.len()]),
        loop_sites: RefCell::new(Vec::new()),
    };

    let mut s = String::new();
    let stage = match m.stage {
        Stage::Vertex => "vertex",
        Stage::Fragment => "fragment",
        Stage::Geometry => {
            return Err(cx.unsupported("geometry shaders are not supported by this back end"))
        }
    };
    let _ = writeln!(
        s,
        "; MVP {stage} shader `{file}`: LLVM 19 IR generated by gpubin"
    );
    target.write_header(&mut s, file);
    s.push('\n');
    for t in &cx.struct_tys {
        let _ = writeln!(s, "{}", t.definition());
    }
    let budget = if target.loop_budget {
        ", loop iterations left, stopped, batch table"
    } else {
        ""
    };
    let _ = writeln!(
        s,
        "; private state: outputs, globals, gl_VertexID, gl_InstanceID, discarded{budget}\n{env_def}\n"
    );
    for (i, g) in m.globals.iter().enumerate() {
        if g.class == StorageClass::Constant {
            let ty = ir_ty(&g.ty, &cx.struct_tys);
            let init = match g.initializer.as_deref() {
                None | Some([]) => Value::zero(ty),
                Some(flat) => Value::constant(ty, const_lit(&g.ty, structs, flat, &mut 0)),
            };
            let global = Global::constant(
                Linkage::Internal,
                cx.const_names[i].clone(),
                init,
                Some(format!("const {}", g.name)),
            )
            .map_err(|e| cx.unsupported(&format!("ill-typed IR ({e})")))?;
            s.push_str(&global.print());
        }
    }
    s.push('\n');
    s.push_str(&entry_point(&cx)?);
    // Only what `main` reaches: slots exist for the inputs it uses, and a
    // function nobody calls (which GLSL accepts) may read others.
    let reachable = m.reachable_functions();
    for (fid, used) in reachable.iter().enumerate() {
        if *used {
            s.push('\n');
            s.push_str(&Func::function(&cx, FunctionId::from_index(fid))?);
        }
    }
    s.push('\n');
    let called = cx.externs.borrow();
    for ((_, decl), used) in crate::externs::LLVM_DECLARATIONS.iter().zip(called.iter()) {
        if *used {
            s.push_str(decl);
            s.push('\n');
        }
    }
    for d in cx.decls.borrow().iter() {
        s.push_str(d);
        s.push('\n');
    }
    for (n, at) in cx.loop_sites.borrow().iter().enumerate() {
        let g = budget::site_global(n, at)
            .map_err(|e| cx.unsupported(&format!("ill-typed IR ({e})")))?;
        s.push_str(&g.print());
    }
    Ok(s)
}

fn entry_point(cx: &ModuleCx) -> Result<String, Error> {
    let m = cx.m;
    let ill_typed = |e: ir::TypeError| cx.unsupported(&format!("ill-typed IR ({e})"));
    let entry = entry_point_fn(m.stage).map_err(ill_typed)?;
    match (m.stage, cx.env.sim) {
        // The body as `mvp.ps_run`, which the batches call with the budget
        // and their table; `ps_main` asks the runtime for the budget, and
        // has no table.
        (Stage::Fragment, Some(fields)) => {
            let budget = Value::reg(Ty::I32, "%loop_budget");
            let batch = Value::reg(Ty::Ptr, "%batch");
            let mut params = PS_MAIN_PARAMS.to_vec();
            params.push((Ty::I32, "loop_budget"));
            params.push((Ty::Ptr, "batch"));
            let run =
                Function::new(Linkage::External, Ty::I32, PS_RUN, &params).map_err(ill_typed)?;
            let mut f = Func::new(cx, m.entry_point);
            entry_body(&mut f, Some((fields, budget)), Some(batch))?;
            let status = f.ps_status(fields);
            f.jump(Ok(Inst::Ret(Some(status))));
            let run_text = format!("{} {{\n{}}}\n", run.signature(), f.finish()?);
            let mut f = Func::new(cx, m.entry_point);
            let budget = f.ask_loop_budget();
            let args: Vec<Value> = PS_MAIN_PARAMS
                .iter()
                .map(|(ty, name)| Value::reg(ty.clone(), format!("%{name}")))
                .chain([budget, Value::null()])
                .collect();
            f.add("status", run.declaration().call(args));
            f.jump(Ok(Inst::Ret(None)));
            Ok(format!(
                "{} {{\n{}}}\n\n{run_text}",
                entry.signature(),
                f.finish()?
            ))
        }
        (_, fields) => {
            let mut f = Func::new(cx, m.entry_point);
            let budget = fields.map(|fields| (fields, f.ask_loop_budget()));
            entry_body(&mut f, budget, None)?;
            f.jump(Ok(Inst::Ret(None)));
            Ok(format!("{} {{\n{}}}\n", entry.signature(), f.finish()?))
        }
    }
}

/// The entry point's work, up to its return: `env` allocated and set up
/// (the loop budget `budget` and the batch table `batch` kept where
/// given), `main` run, the outputs copied out unless the invocation was
/// discarded or stopped.
fn entry_body(
    f: &mut Func,
    budget: Option<(SimFields, Value)>,
    batch: Option<Value>,
) -> Result<(), Error> {
    let cx = f.cx;
    let m = cx.m;
    let vs = m.stage == Stage::Vertex;
    let env = Func::ptr("%env");
    f.add_reserved("env", Inst::alloca(cx.env_ty.clone(), 16));
    let zero = f.zero_store(cx.env_ty.clone(), env.clone());
    f.put(zero);
    if let Some((fields, budget)) = budget {
        f.start_loop_budget(fields, budget);
        if let Some(t) = batch {
            let p = f.env_field_ptr(fields.batch, "batch");
            f.put(Inst::store(t, Func::ptr(&p), 8));
        }
    }
    if vs {
        let p = f.env_field_ptr(cx.env.vertex_id, "gl_VertexID");
        f.put(Inst::store(Value::reg(Ty::I32, "%index"), Func::ptr(&p), 4));
        let p = f.env_field_ptr(cx.env.instance_id, "gl_InstanceID");
        f.put(Inst::store(
            Value::reg(Ty::I32, "%instance_id"),
            Func::ptr(&p),
            4,
        ));
    }
    for (i, g) in m.globals.iter().enumerate() {
        if let (Some(init), Some(field)) =
            (&g.initializer, cx.env.fields.get(&GlobalId::from_index(i)))
        {
            let mut at = 0;
            let lit = const_lit(&g.ty, &m.structs, init, &mut at);
            let v = Value::constant(f.lty(&g.ty), lit);
            let p = f.env_field_ptr(*field, &g.name);
            f.put(Inst::store(v, Func::ptr(&p), 4));
        }
    }
    let main = cx.fn_names[m.entry_point.index()].clone();
    let args = vec![Func::ptr("%gl_in"), Func::ptr("%gl_const"), env];
    f.put(Inst::call(Ty::Void, main, args));
    // A discarded fragment, or an invocation stopped by the loop budget,
    // writes no output.
    if cx.may_discard[m.entry_point.index()] {
        let p = f.env_field_ptr(cx.env.discarded, "discarded");
        let d = f.add("discarded", Inst::load(Ty::I1, Func::ptr(&p), 1));
        let out = f.fresh_raw("write.outputs");
        let done = f.fresh_raw("done");
        f.jump(Inst::cond_br(d, &done, &out));
        f.block(&out);
        copy_out(f)?;
        f.br(&done);
        f.block(&done);
    } else {
        copy_out(f)?;
    }
    Ok(())
}

/// The seed's entry-point signatures (spec §6), which the wrapper library
/// calls.
pub(crate) const VS_MAIN_PARAMS: &[(Ty, &str)] = &[
    (Ty::Ptr, "gl_in"),
    (Ty::Ptr, "gl_out"),
    (Ty::Ptr, "gl_const"),
    (Ty::I32, "index"),
    (Ty::I32, "instance_id"),
];
pub(crate) const PS_MAIN_PARAMS: &[(Ty, &str)] = &[
    (Ty::Ptr, "gl_in"),
    (Ty::Ptr, "gl_out"),
    (Ty::Ptr, "gl_const"),
];

/// `vs_main` or `ps_main` without a body: its signature and, through
/// [`Function::declaration`], the wrapper's declaration of it.
pub(crate) fn entry_point_fn(stage: Stage) -> Result<Function, ir::TypeError> {
    let (name, params) = match stage {
        Stage::Vertex => ("vs_main", VS_MAIN_PARAMS),
        Stage::Fragment => ("ps_main", PS_MAIN_PARAMS),
        Stage::Geometry => {
            return Err(ir::TypeError(
                "geometry shaders have no entry point in this ABI".into(),
            ))
        }
    };
    Function::new(Linkage::External, Ty::Void, name, params)
}

/// Copy each output from `env` into its `gl_out` slot.
fn copy_out(f: &mut Func) -> Result<(), Error> {
    let cx = f.cx;
    for e in &cx.slots.outputs {
        let offset = Value::i32((e.slot * SLOT_SIZE) as i32);
        let gep = Inst::gep(Ty::I8, Func::ptr("%gl_out"), vec![offset]);
        let ptr = f.add(&format!("{}.slot", e.name), gep).op;
        match cx
            .m
            .global(&e.name)
            .and_then(|(g, _)| cx.env.fields.get(&g).copied())
        {
            Some(field) => {
                let p = f.env_field_ptr(field, &e.name);
                let v = f.add(&e.name, Inst::load(f.lty(&e.ty), Func::ptr(&p), 4));
                f.store_reg(&ptr, &Val::new(e.ty.clone(), v.op))?;
            }
            None => {
                // Declared by the slot table but never written (gl_Position): zeros.
                let zero = Value::zero(Ty::vector(4, Ty::Float));
                f.put(Inst::store(zero, Func::ptr(&ptr), 4));
            }
        }
    }
    Ok(())
}
