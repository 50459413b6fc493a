//! Statement and expression evaluation over flat scalar storage.

use super::builtins;
use super::emit::Emitter;
use super::sites::DerivativeSites;
use super::value::{as_f32, Flat};
use super::value::{flat_size, zeroed, Value};
use super::{
    DerivativeKind, Derivatives, Invocation, RunOutput, TextureLevelValue, TextureQuery, Textures,
};
use crate::error::{Error, RunError, ValueError};
use crate::ir::*;
use crate::types::{SampledKind, ScalarKind, StructDef, Type};
use std::collections::BTreeMap;

/// A place resolved to (root, flat start, length, swizzle).
type Resolved = (Root, usize, usize, Option<Components>);

enum Flow {
    Normal,
    Break,
    Continue,
    Return(Option<Flat>),
    Discard,
}

struct Machine<'m, 't, 'q> {
    module: &'m Module,
    globals: Vec<Flat>,
    frames: Vec<Vec<Flat>>,
    textures: &'t mut dyn Textures,
    steps: u64,
    max_steps: u64,
    /// Loop iterations run and the budget (see [`super::DEFAULT_LOOP_ITERATIONS`]).
    iterations: u32,
    max_iterations: u32,
    stack_fns: Vec<FunctionId>,
    /// A geometry shader's emitted vertices.
    emitter: Option<Emitter>,
    /// A fragment shaded in a quad: answers its derivative sites, known by
    /// their order in the module's [`DerivativeSites`].
    quad: Option<(&'q mut dyn Derivatives, &'q DerivativeSites)>,
    /// Set when `quad` did not know a site's derivatives yet.
    suspended: bool,
}

pub(super) fn run<'q>(
    module: &Module,
    inv: &Invocation,
    textures: &mut dyn Textures,
    quad: Option<(&'q mut dyn Derivatives, &'q DerivativeSites)>,
) -> Result<Option<RunOutput>, Error> {
    let structs = &module.structs;
    let mut globals = Vec::with_capacity(module.globals.len());
    for g in &module.globals {
        let mut flat = Vec::new();
        let given = match g.class {
            StorageClass::Input => inv.inputs.get(&g.name),
            StorageClass::Uniform => inv.uniforms.get(&g.name),
            _ => None,
        };
        if let Some(v) = given {
            v.to_flat(&g.ty, structs, &mut flat)
                .map_err(|message| Error::Value {
                    name: g.name.clone(),
                    message,
                })?;
        } else if let Some(init) = &g.initializer {
            flat = init.clone();
        } else {
            if g.class == StorageClass::Input && g.statically_used {
                return Err(Error::Value {
                    name: g.name.clone(),
                    message: ValueError::InputNotGiven(g.ty.name(structs)),
                });
            }
            zeroed(&g.ty, structs, &mut flat);
        }
        globals.push(flat);
    }
    let mut m = Machine {
        module,
        globals,
        frames: Vec::new(),
        textures,
        steps: 0,
        max_steps: inv.max_steps,
        iterations: 0,
        max_iterations: inv.max_iterations,
        stack_fns: Vec::new(),
        emitter: match &module.reflection.geometry {
            Some(layout) => Some(Emitter::new(layout)?),
            None => None,
        },
        quad,
        suspended: false,
    };
    let flow = match m.call(module.entry_point, Vec::new()) {
        Err(_) if m.suspended => return Ok(None),
        flow => flow?,
    };
    // The end of the invocation completes the current primitive (§8.10).
    let primitives = match m.emitter.take() {
        Some(mut e) => {
            e.end();
            e.done
        }
        None => Vec::new(),
    };
    let discarded = matches!(flow, CallFlow::Discard);
    let mut outputs = BTreeMap::new();
    if !discarded {
        for (g, flat) in module.globals.iter().zip(&m.globals) {
            if g.class == StorageClass::Output && (!g.builtin || g.statically_used) {
                outputs.insert(g.name.clone(), Value::from_flat(&g.ty, structs, flat));
            }
        }
    }
    Ok(Some(RunOutput {
        outputs,
        discarded,
        steps: m.steps,
        primitives,
    }))
}

enum CallFlow {
    Value(Option<Flat>, Vec<Flat>),
    Discard,
}

/// A module that breaks the IR's rules: the front end never produces one,
/// but a module built or edited by hand may.
fn internal(what: impl Into<String>) -> Error {
    Error::Run(RunError::internal(what))
}

impl Machine<'_, '_, '_> {
    fn structs(&self) -> &[StructDef] {
        &self.module.structs
    }

    fn call(&mut self, fid: FunctionId, args: Vec<Flat>) -> Result<CallFlow, Error> {
        let f = self
            .module
            .functions
            .get(fid.index())
            .ok_or_else(|| internal("call of an unknown function"))?;
        if self.frames.len() > 256 {
            return Err(Error::Run(RunError::CallDepth));
        }
        let mut locals = Vec::with_capacity(f.locals.len());
        for l in &f.locals {
            let mut flat = Vec::new();
            zeroed(&l.ty, self.structs(), &mut flat);
            self.charge(flat.len())?;
            locals.push(flat);
        }
        for (p, a) in f.params.iter().zip(args) {
            if let Some(slot) = locals.get_mut(p.local.index()) {
                *slot = a;
            }
        }
        self.frames.push(locals);
        self.stack_fns.push(fid);
        let flow = self.block(&f.body);
        self.stack_fns.pop();
        let locals = self.frames.pop().unwrap_or_default();
        match flow? {
            Flow::Discard => Ok(CallFlow::Discard),
            Flow::Return(v) => Ok(CallFlow::Value(v, locals)),
            _ => Ok(CallFlow::Value(None, locals)),
        }
    }

    /// Count moving `slots` scalars against the step budget (one step per
    /// 64), so copies of large arrays cannot run unbounded.
    fn charge(&mut self, slots: usize) -> Result<(), Error> {
        self.steps += (slots / 64) as u64;
        if self.steps > self.max_steps {
            return Err(Error::Run(RunError::StepLimit {
                max: self.max_steps,
            }));
        }
        Ok(())
    }

    /// `EmitVertex()` records the current outputs; `EndPrimitive()` ends
    /// the strip. The outputs keep their values after `EmitVertex()`
    /// (GLSL leaves them undefined).
    fn geometry_op(&mut self, op: crate::geometry::GeometryOp) -> Result<(), Error> {
        let vertex = match op {
            crate::geometry::GeometryOp::EmitVertex => Some(self.outputs()),
            crate::geometry::GeometryOp::EndPrimitive => None,
        };
        let emitter = self
            .emitter
            .as_mut()
            .ok_or_else(|| internal(format!("{} outside a geometry shader", op.name())))?;
        match vertex {
            Some(v) => emitter.emit(v),
            None => {
                emitter.end();
                Ok(())
            }
        }
    }

    /// Every output variable (user ones and statically used built-ins).
    fn outputs(&self) -> BTreeMap<String, Value> {
        let structs = &self.module.structs;
        self.module
            .globals
            .iter()
            .zip(&self.globals)
            .filter(|(g, _)| g.class == StorageClass::Output && (!g.builtin || g.statically_used))
            .map(|(g, flat)| (g.name.clone(), Value::from_flat(&g.ty, structs, flat)))
            .collect()
    }

    fn block(&mut self, b: &[Stmt]) -> Result<Flow, Error> {
        for s in b {
            match self.stmt(s)? {
                Flow::Normal => {}
                other => return Ok(other),
            }
        }
        Ok(Flow::Normal)
    }

    fn stmt(&mut self, s: &Stmt) -> Result<Flow, Error> {
        self.steps += 1;
        if self.steps > self.max_steps {
            return Err(Error::Run(RunError::StepLimit {
                max: self.max_steps,
            }));
        }
        match &s.kind {
            StmtKind::Store { place, value } => {
                let v = self.eval(value)?;
                self.store(place, v)?;
            }
            StmtKind::Call {
                function,
                args,
                result,
            } => {
                if let Some(op) = crate::geometry::GeometryOp::from_id(*function) {
                    self.geometry_op(op)?;
                    return Ok(Flow::Normal);
                }
                // Each out/inout place is evaluated once, before the call;
                // the copy-out writes to what it named then.
                let mut vals = Vec::with_capacity(args.len());
                let mut places = Vec::new();
                for a in args {
                    vals.push(match a {
                        CallArg::In(e) => self.eval(e)?,
                        CallArg::InOut(p) => {
                            let r = self.resolve(p)?;
                            places.push(r);
                            self.load_resolved(r)?
                        }
                        CallArg::Out(p) => {
                            places.push(self.resolve(p)?);
                            let mut z = Vec::new();
                            zeroed(&p.ty, self.structs(), &mut z);
                            z
                        }
                    });
                }
                match self.call(*function, vals)? {
                    CallFlow::Discard => return Ok(Flow::Discard),
                    CallFlow::Value(ret, locals) => {
                        let f = self
                            .module
                            .functions
                            .get(function.index())
                            .ok_or_else(|| internal("unknown function"))?;
                        let outs = args
                            .iter()
                            .zip(&f.params)
                            .filter(|(a, _)| !matches!(a, CallArg::In(_)));
                        for ((_, p), r) in outs.zip(places) {
                            let v = locals.get(p.local.index()).cloned().unwrap_or_default();
                            self.store_resolved(r, v)?;
                        }
                        if let (Some(place), Some(v)) = (result, ret) {
                            self.store(place, v)?;
                        }
                    }
                }
            }
            StmtKind::If {
                condition,
                accept,
                reject,
            } => {
                let c = self.eval(condition)?;
                return if truthy(&c) {
                    self.block(accept)
                } else {
                    self.block(reject)
                };
            }
            StmtKind::Loop {
                body,
                continuing,
                at,
            } => loop {
                // Each iteration costs a step, so empty loops end too.
                self.steps += 1;
                self.charge(0)?;
                match self.block(body)? {
                    Flow::Break => break,
                    Flow::Normal | Flow::Continue => {}
                    other => return Ok(other),
                }
                match self.block(continuing)? {
                    Flow::Break => break,
                    Flow::Normal | Flow::Continue => {}
                    other => return Ok(other),
                }
                // The way back to the loop's start: one iteration of the budget.
                if self.iterations == self.max_iterations {
                    return Err(Error::Run(super::loop_budget_exceeded(
                        at,
                        self.max_iterations,
                    )));
                }
                self.iterations += 1;
            },
            StmtKind::Switch { selector, cases } => {
                let v = self.eval(selector)?;
                let sel = match v.first() {
                    Some(Scalar::Int(i)) => i64::from(*i),
                    Some(Scalar::Uint(u)) => i64::from(*u),
                    _ => return Err(internal("switch selector is not an integer")),
                };
                let start = cases
                    .iter()
                    .position(|c| c.values.contains(&sel))
                    .or_else(|| cases.iter().position(|c| c.is_default));
                if let Some(start) = start {
                    for c in &cases[start..] {
                        match self.block(&c.body)? {
                            Flow::Normal => {}
                            Flow::Break => break,
                            other => return Ok(other),
                        }
                    }
                }
            }
            StmtKind::Break => return Ok(Flow::Break),
            StmtKind::Continue => return Ok(Flow::Continue),
            StmtKind::Return(e) => {
                let v = match e {
                    Some(e) => Some(self.eval(e)?),
                    None => None,
                };
                return Ok(Flow::Return(v));
            }
            StmtKind::Discard => return Ok(Flow::Discard),
        }
        Ok(Flow::Normal)
    }

    fn index_value(&mut self, e: &Expr) -> Result<i64, Error> {
        let v = self.eval(e)?;
        Ok(match v.first() {
            Some(Scalar::Int(i)) => i64::from(*i),
            Some(Scalar::Uint(u)) => i64::from(*u),
            _ => return Err(internal("index is not an integer")),
        })
    }

    /// Resolve a place to (root storage, flat start, length, swizzle).
    fn resolve(&mut self, p: &Place) -> Result<Resolved, Error> {
        let mut ty = match p.root {
            Root::Global(g) => self
                .module
                .globals
                .get(g.index())
                .map(|g| g.ty.clone())
                .ok_or_else(|| internal("unknown global"))?,
            Root::Local(l) => self.current_function_local_type(l)?,
        };
        let mut start = 0usize;
        let mut swz = None;
        for a in &p.path {
            match a {
                Access::Index(ie) => {
                    let i = self.index_value(ie)?;
                    let bound = ty.index_bound().unwrap_or(1).max(1) as i64;
                    let i = i.clamp(0, bound - 1) as usize;
                    let elem = ty.index_result().ok_or_else(|| internal("bad index"))?;
                    start += i * flat_size(&elem, self.structs());
                    ty = elem;
                }
                Access::Member(m) => {
                    let Type::Struct(id) = ty else {
                        return Err(internal("member of a non-struct"));
                    };
                    let def = self
                        .module
                        .structs
                        .get(id as usize)
                        .ok_or_else(|| internal("unknown struct"))?;
                    for prev in def.members.iter().take(*m as usize) {
                        start += flat_size(&prev.ty, self.structs());
                    }
                    ty = def
                        .members
                        .get(*m as usize)
                        .map(|m| m.ty.clone())
                        .ok_or_else(|| internal("bad member"))?;
                }
                Access::Swizzle(c) => swz = Some(*c),
            }
        }
        let len = flat_size(&ty, self.structs());
        Ok((p.root, start, len, swz))
    }

    fn current_function_local_type(&self, l: LocalId) -> Result<Type, Error> {
        self.current_fn_locals()
            .and_then(|ls| ls.get(l.index()).map(|x| x.ty.clone()))
            .ok_or_else(|| internal("unknown local"))
    }

    fn current_fn_locals(&self) -> Option<&[Local]> {
        self.stack_fns
            .last()
            .and_then(|f| self.module.functions.get(f.index()))
            .map(|f| f.locals.as_slice())
    }

    fn storage(&mut self, root: Root) -> Result<&mut Flat, Error> {
        match root {
            Root::Global(g) => self
                .globals
                .get_mut(g.index())
                .ok_or_else(|| internal("unknown global")),
            Root::Local(l) => self
                .frames
                .last_mut()
                .and_then(|f| f.get_mut(l.index()))
                .ok_or_else(|| internal("unknown local")),
        }
    }

    fn load(&mut self, p: &Place) -> Result<Flat, Error> {
        let r = self.resolve(p)?;
        self.load_resolved(r)
    }

    fn load_resolved(&mut self, (root, start, len, swz): Resolved) -> Result<Flat, Error> {
        let st = self.storage(root)?;
        let get = |i: usize| {
            st.get(i)
                .copied()
                .ok_or_else(|| internal("load out of bounds"))
        };
        match swz {
            Some(c) => c.iter().map(|c| get(start + *c as usize)).collect(),
            None => (start..start + len).map(get).collect(),
        }
    }

    fn store(&mut self, p: &Place, v: Flat) -> Result<(), Error> {
        let r = self.resolve(p)?;
        self.store_resolved(r, v)
    }

    fn store_resolved(&mut self, (root, start, len, swz): Resolved, v: Flat) -> Result<(), Error> {
        self.charge(v.len())?;
        let st = self.storage(root)?;
        match swz {
            Some(c) => {
                for (c, x) in c.iter().zip(v) {
                    if let Some(slot) = st.get_mut(start + *c as usize) {
                        *slot = x;
                    }
                }
            }
            None => {
                for (i, x) in v.into_iter().take(len).enumerate() {
                    if let Some(slot) = st.get_mut(start + i) {
                        *slot = x;
                    }
                }
            }
        }
        Ok(())
    }

    pub(super) fn eval(&mut self, e: &Expr) -> Result<Flat, Error> {
        Ok(match &e.kind {
            ExprKind::Constant(v) => v.to_vec(),
            ExprKind::Load(p) => self.load(p)?,
            ExprKind::Unary(op, a) => {
                let a = self.eval(a)?;
                a.into_iter().map(|s| unary(*op, s)).collect()
            }
            ExprKind::Binary(op, ab) => {
                let [a, b] = &**ab;
                let av = self.eval(a)?;
                let bv = self.eval(b)?;
                binary(*op, &a.ty, &av, &b.ty, &bv)?
            }
            ExprKind::Select(c, a, b) => {
                let c = self.eval(c)?;
                if self.quad.as_ref().is_some_and(|(_, s)| s.in_select_arm(e)) {
                    // Both arms, as the compiled engine runs them (see
                    // `DerivativeSites::in_select_arm`).
                    let (a, b) = (self.eval(a)?, self.eval(b)?);
                    if truthy(&c) {
                        a
                    } else {
                        b
                    }
                } else if truthy(&c) {
                    self.eval(a)?
                } else {
                    self.eval(b)?
                }
            }
            ExprKind::Swizzle(base, comps) => {
                let v = self.eval(base)?;
                comps
                    .iter()
                    .map(|c| {
                        v.get(*c as usize)
                            .copied()
                            .ok_or_else(|| internal("bad swizzle"))
                    })
                    .collect::<Result<_, _>>()?
            }
            ExprKind::Index(base, idx) => {
                let v = self.eval(base)?;
                let i = self.index_value(idx)?;
                let bound = base.ty.index_bound().unwrap_or(1).max(1) as i64;
                let i = i.clamp(0, bound - 1) as usize;
                let n = flat_size(&e.ty, self.structs());
                v.get(i * n..(i + 1) * n)
                    .map(|s| s.to_vec())
                    .ok_or_else(|| internal("index out of bounds"))?
            }
            ExprKind::Member(base, m) => {
                let v = self.eval(base)?;
                let Type::Struct(id) = base.ty else {
                    return Err(internal("member of a non-struct"));
                };
                let def = self
                    .module
                    .structs
                    .get(id as usize)
                    .ok_or_else(|| internal("unknown struct"))?;
                let mut start = 0;
                for prev in def.members.iter().take(*m as usize) {
                    start += flat_size(&prev.ty, self.structs());
                }
                let n = flat_size(&e.ty, self.structs());
                v.get(start..start + n)
                    .map(|s| s.to_vec())
                    .ok_or_else(|| internal("member out of bounds"))?
            }
            ExprKind::Compose(parts) => {
                let mut out = Vec::new();
                for p in parts {
                    out.extend(self.eval(p)?);
                }
                out
            }
            ExprKind::Splat(a) => {
                let v = self.eval(a)?;
                let s = *v.first().ok_or_else(|| internal("empty splat"))?;
                vec![s; e.ty.component_count().unwrap_or(1) as usize]
            }
            ExprKind::Convert(a) => {
                let v = self.eval(a)?;
                let k =
                    e.ty.scalar_kind()
                        .ok_or_else(|| internal("bad conversion"))?;
                v.into_iter().map(|s| convert(s, k)).collect()
            }
            ExprKind::Builtin(
                f @ (BuiltinFn::DFdx | BuiltinFn::DFdy | BuiltinFn::Fwidth),
                args,
            ) if self.quad.is_some() => {
                let v = match args.first() {
                    Some(a) => self.eval(a)?,
                    None => return Err(internal("a derivative without an operand")),
                };
                let site = self.quad.as_ref().map_or(0, |(_, s)| s.of_expr(e));
                let (dx, dy) = self.derivatives(&v, DerivativeKind::Fine, site)?;
                (0..v.len().min(4))
                    .map(|i| {
                        Scalar::Float(match f {
                            BuiltinFn::DFdx => dx[i],
                            BuiltinFn::DFdy => dy[i],
                            _ => dx[i].abs() + dy[i].abs(),
                        })
                    })
                    .collect()
            }
            ExprKind::Builtin(f, args) => {
                let mut vals = Vec::with_capacity(args.len());
                for a in args {
                    vals.push((self.eval(a)?, &a.ty));
                }
                builtins::eval(*f, &vals, &e.ty).map_err(Error::Run)?
            }
            ExprKind::Texture(t) => self.texture(t, &e.ty)?,
            ExprKind::TextureSize(s, lod) => {
                let unit = self.eval(s)?;
                let unit = match unit.first() {
                    Some(Scalar::Int(u)) => *u,
                    _ => 0,
                };
                let Type::Sampler(st) = s.ty else {
                    return Err(internal("textureSize of a non-sampler"));
                };
                let lod = match lod {
                    Some(l) => self.index_value(l)? as i32,
                    None => 0,
                };
                let size = self
                    .textures
                    .size(unit, st, lod)
                    .map_err(|e| Error::Run(RunError::Texture(e)))?;
                let n = e.ty.vector_size().unwrap_or(1) as usize;
                size.iter().take(n).map(|x| Scalar::Int(*x)).collect()
            }
        })
    }

    /// The quad's derivatives of `v` at this invocation's next site; stops
    /// the invocation (an error with `suspended` set) when it does not
    /// know them yet.
    fn derivatives(
        &mut self,
        v: &[Scalar],
        kind: DerivativeKind,
        site: u32,
    ) -> Result<([f32; 4], [f32; 4]), Error> {
        let mut value = [0.0f32; 4];
        for (d, s) in value.iter_mut().zip(v) {
            *d = as_f32(*s);
        }
        let Some((quad, _)) = self.quad.as_mut() else {
            return Ok(([0.0; 4], [0.0; 4]));
        };
        match quad.derivatives(value, kind, site) {
            Some(d) => Ok(d),
            None => {
                self.suspended = true;
                Err(Error::Run(RunError::Suspended))
            }
        }
    }

    fn texture(&mut self, t: &TextureLookup, ty: &Type) -> Result<Flat, Error> {
        let Type::Sampler(st) = t.sampler.ty else {
            return Err(internal("texture lookup on a non-sampler"));
        };
        let unit = match self.eval(&t.sampler)?.first() {
            Some(Scalar::Int(u)) => *u,
            _ => 0,
        };
        let coord = self.eval(&t.coordinate)?;
        let floats = |v: &Flat| -> Vec<f32> { v.iter().map(|s| as_f32(*s)).collect() };
        let ints = |v: &Flat| -> Vec<i32> { v.iter().map(|s| as_i32(*s)).collect() };
        let level = match &t.level {
            TextureLevel::Auto => TextureLevelValue::Auto,
            TextureLevel::Bias(b) => TextureLevelValue::Bias(first_f32(&self.eval(b)?)),
            TextureLevel::Lod(b) => TextureLevelValue::Lod(first_f32(&self.eval(b)?)),
            TextureLevel::Grad(a, b) => {
                let a = self.eval(a)?;
                let b = self.eval(b)?;
                TextureLevelValue::Grad(floats(&a), floats(&b))
            }
            TextureLevel::Fetch(l) => TextureLevelValue::Fetch(match l {
                Some(l) => self.index_value(l)? as i32,
                None => 0,
            }),
        };
        let fetch = matches!(t.level, TextureLevel::Fetch(_));
        let offset = match &t.offset {
            Some(o) => Some(ints(&self.eval(o)?)),
            None => None,
        };
        let depth_ref = match &t.depth_ref {
            Some(d) => Some(first_f32(&self.eval(d)?)),
            None => None,
        };
        // The lookup's own derivative site, after its operands' (which may
        // hold sites of their own), as the emitted code orders them.
        let implicit = matches!(level, TextureLevelValue::Auto | TextureLevelValue::Bias(_));
        let derivatives = if implicit && self.quad.is_some() {
            let site = self.quad.as_ref().map_or(0, |(_, s)| s.of_lookup(t));
            Some(self.derivatives(&coord, DerivativeKind::Coarse, site)?)
        } else {
            None
        };
        let q = TextureQuery {
            derivatives,
            unit,
            sampler: st,
            coordinate: if fetch { Vec::new() } else { floats(&coord) },
            texel: if fetch { ints(&coord) } else { Vec::new() },
            level,
            offset,
            depth_ref,
        };
        let n = ty.vector_size().unwrap_or(1) as usize;
        Ok(match st.sampled {
            SampledKind::Float => {
                let v = self
                    .textures
                    .sample(&q)
                    .map_err(|e| Error::Run(RunError::Texture(e)))?;
                v.iter().take(n).map(|x| Scalar::Float(*x)).collect()
            }
            SampledKind::Int => {
                let v = self
                    .textures
                    .sample_int(&q)
                    .map_err(|e| Error::Run(RunError::Texture(e)))?;
                v.iter().take(n).map(|x| Scalar::Int(*x)).collect()
            }
            SampledKind::Uint => {
                let v = self
                    .textures
                    .sample_int(&q)
                    .map_err(|e| Error::Run(RunError::Texture(e)))?;
                v.iter().take(n).map(|x| Scalar::Uint(*x as u32)).collect()
            }
        })
    }
}

fn first_f32(v: &[Scalar]) -> f32 {
    v.first().map_or(0.0, |s| as_f32(*s))
}

pub(super) fn truthy(v: &[Scalar]) -> bool {
    matches!(v.first(), Some(Scalar::Bool(true)))
}

pub(super) fn as_i32(s: Scalar) -> i32 {
    match s {
        Scalar::Float(f) => f as i32,
        Scalar::Int(i) => i,
        Scalar::Uint(u) => u as i32,
        Scalar::Bool(b) => i32::from(b),
    }
}

/// GLSL constructor conversion of one component.
pub(crate) fn convert(s: Scalar, k: ScalarKind) -> Scalar {
    match k {
        ScalarKind::Float => Scalar::Float(as_f32(s)),
        ScalarKind::Int => Scalar::Int(as_i32(s)),
        ScalarKind::Uint => Scalar::Uint(match s {
            Scalar::Float(f) => f as u32,
            Scalar::Int(i) => i as u32,
            Scalar::Uint(u) => u,
            Scalar::Bool(b) => u32::from(b),
        }),
        ScalarKind::Bool => Scalar::Bool(match s {
            Scalar::Float(f) => f != 0.0,
            Scalar::Int(i) => i != 0,
            Scalar::Uint(u) => u != 0,
            Scalar::Bool(b) => b,
        }),
    }
}

pub(crate) fn unary(op: UnaryOp, s: Scalar) -> Scalar {
    match (op, s) {
        (UnaryOp::Neg, Scalar::Float(f)) => Scalar::Float(-f),
        (UnaryOp::Neg, Scalar::Int(i)) => Scalar::Int(i.wrapping_neg()),
        (UnaryOp::Neg, Scalar::Uint(u)) => Scalar::Uint(u.wrapping_neg()),
        (UnaryOp::Not, Scalar::Bool(b)) => Scalar::Bool(!b),
        (UnaryOp::BitNot, Scalar::Int(i)) => Scalar::Int(!i),
        (UnaryOp::BitNot, Scalar::Uint(u)) => Scalar::Uint(!u),
        (_, s) => s,
    }
}

fn arith(op: BinaryOp, a: Scalar, b: Scalar) -> Result<Scalar, Error> {
    use Scalar::*;
    Ok(match (a, b) {
        (Float(x), Float(y)) => Float(match op {
            BinaryOp::Add => x + y,
            BinaryOp::Sub => x - y,
            BinaryOp::Mul => x * y,
            BinaryOp::Div => x / y,
            _ => return Err(internal(format!("{op:?} on float"))),
        }),
        (Int(x), Int(y)) => Int(match op {
            BinaryOp::Add => x.wrapping_add(y),
            BinaryOp::Sub => x.wrapping_sub(y),
            BinaryOp::Mul => x.wrapping_mul(y),
            BinaryOp::Div => x.checked_div(y).unwrap_or(0),
            BinaryOp::Rem => x.checked_rem(y).unwrap_or(0),
            BinaryOp::BitAnd => x & y,
            BinaryOp::BitOr => x | y,
            BinaryOp::BitXor => x ^ y,
            _ => return Err(internal(format!("{op:?} on int"))),
        }),
        (Uint(x), Uint(y)) => Uint(match op {
            BinaryOp::Add => x.wrapping_add(y),
            BinaryOp::Sub => x.wrapping_sub(y),
            BinaryOp::Mul => x.wrapping_mul(y),
            BinaryOp::Div => x.checked_div(y).unwrap_or(0),
            BinaryOp::Rem => x.checked_rem(y).unwrap_or(0),
            BinaryOp::BitAnd => x & y,
            BinaryOp::BitOr => x | y,
            BinaryOp::BitXor => x ^ y,
            _ => return Err(internal(format!("{op:?} on uint"))),
        }),
        (Bool(x), Bool(y)) => Bool(match op {
            BinaryOp::LogicalAnd => x && y,
            BinaryOp::LogicalOr => x || y,
            BinaryOp::LogicalXor => x != y,
            _ => return Err(internal(format!("{op:?} on bool"))),
        }),
        _ => return Err(internal(format!("{op:?} on mixed component kinds"))),
    })
}

fn compare(op: BinaryOp, a: Scalar, b: Scalar) -> bool {
    use std::cmp::Ordering;
    let ord = match (a, b) {
        (Scalar::Float(x), Scalar::Float(y)) => x.partial_cmp(&y),
        (Scalar::Int(x), Scalar::Int(y)) => Some(x.cmp(&y)),
        (Scalar::Uint(x), Scalar::Uint(y)) => Some(x.cmp(&y)),
        _ => None,
    };
    match (op, ord) {
        (_, None) => false,
        (BinaryOp::Less, Some(o)) => o == Ordering::Less,
        (BinaryOp::LessEqual, Some(o)) => o != Ordering::Greater,
        (BinaryOp::Greater, Some(o)) => o == Ordering::Greater,
        (BinaryOp::GreaterEqual, Some(o)) => o != Ordering::Less,
        _ => false,
    }
}

fn scalar_eq(a: &Scalar, b: &Scalar) -> bool {
    match (a, b) {
        (Scalar::Float(x), Scalar::Float(y)) => x == y,
        _ => a == b,
    }
}

pub(crate) fn binary(
    op: BinaryOp,
    at: &Type,
    a: &[Scalar],
    bt: &Type,
    b: &[Scalar],
) -> Result<Flat, Error> {
    match op {
        BinaryOp::Equal | BinaryOp::NotEqual => {
            let eq = a.len() == b.len() && a.iter().zip(b).all(|(x, y)| scalar_eq(x, y));
            Ok(vec![Scalar::Bool(eq == (op == BinaryOp::Equal))])
        }
        BinaryOp::Less | BinaryOp::LessEqual | BinaryOp::Greater | BinaryOp::GreaterEqual => {
            let (x, y) = (a.first().copied(), b.first().copied());
            match (x, y) {
                (Some(x), Some(y)) => Ok(vec![Scalar::Bool(compare(op, x, y))]),
                _ => Err(internal("empty comparison")),
            }
        }
        BinaryOp::Shl | BinaryOp::Shr => {
            let n = a.len();
            let mut out = Vec::with_capacity(n);
            for (i, x) in a.iter().enumerate() {
                let amount =
                    as_i32(*b.get(i).or(b.first()).ok_or_else(|| internal("shift"))?) as u32;
                out.push(match *x {
                    Scalar::Int(x) => Scalar::Int(if op == BinaryOp::Shl {
                        x.wrapping_shl(amount)
                    } else {
                        x.wrapping_shr(amount)
                    }),
                    Scalar::Uint(x) => Scalar::Uint(if op == BinaryOp::Shl {
                        x.wrapping_shl(amount)
                    } else {
                        x.wrapping_shr(amount)
                    }),
                    _ => return Err(internal("shift of a non-integer")),
                });
            }
            Ok(out)
        }
        BinaryOp::MatMul => matmul(at, a, bt, b),
        _ => {
            if a.len() == b.len() {
                a.iter().zip(b).map(|(x, y)| arith(op, *x, *y)).collect()
            } else if a.len() == 1 {
                b.iter().map(|y| arith(op, a[0], *y)).collect()
            } else if b.len() == 1 {
                a.iter().map(|x| arith(op, *x, b[0])).collect()
            } else {
                Err(internal("operand shapes differ"))
            }
        }
    }
}

fn matmul(at: &Type, a: &[Scalar], bt: &Type, b: &[Scalar]) -> Result<Flat, Error> {
    let f = |s: &[Scalar]| -> Vec<f32> { s.iter().map(|x| as_f32(*x)).collect() };
    let (a, b) = (f(a), f(b));
    // Shapes as (cols, rows); a vector on the left is a row, on the right a column.
    let (ac, ar) = match at {
        Type::Matrix { cols, rows } => (*cols as usize, *rows as usize),
        Type::Vector(_, n) => (*n as usize, 1),
        _ => return Err(internal("matrix product of a scalar")),
    };
    let (bc, br) = match bt {
        Type::Matrix { cols, rows } => (*cols as usize, *rows as usize),
        Type::Vector(_, n) => (1, *n as usize),
        _ => return Err(internal("matrix product of a scalar")),
    };
    if ac != br || a.len() < ac * ar || b.len() < bc * br {
        return Err(internal("matrix product shape mismatch"));
    }
    let mut out = Vec::with_capacity(bc * ar);
    for c in 0..bc {
        for r in 0..ar {
            let mut sum = 0.0f32;
            for k in 0..ac {
                sum += a[k * ar + r] * b[c * br + k];
            }
            out.push(Scalar::Float(sum));
        }
    }
    Ok(out)
}
