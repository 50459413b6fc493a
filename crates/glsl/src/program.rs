//! Linked programs: the shader objects of each stage merged into one
//! [`Module`], the IR every consumer (interpreter, reflection, MVP code
//! generation, Mali layout) reads.
//!
//! Rules, on top of the checks of [`link::link`](crate::link::link):
//! * Versions (GLSL 1.20–1.40 §3.3, as Mesa's linker applied them to every
//!   desktop version until GLSL 4.30 allowed any mix, Mesa commit 672fab0):
//!   objects of desktop versions 1.10 and 1.20 may be linked together; an
//!   object of 1.30 or later links only with objects of the same version,
//!   but 1.40 and 1.50 objects link together (GLSL 1.50 §3.3).
//!   ES objects never link with desktop objects and all ES objects of a
//!   program have one version (as Mesa links). Core and compatibility
//!   objects are not mixed (our choice: no specification up to 3.30 says
//!   what such a program would be). The linked module takes the
//!   highest version.
//! * A global declared in several objects of a stage is one variable
//!   (GLSL 1.50 §4.3, 1.20 §4.3.5 for uniforms): type (struct types with
//!   the same definition), storage, interpolation, `centroid`,
//!   `invariant`, `layout(location)` and initialiser agree.
//! * A prototype in one object calls the definition of another; each
//!   object's global initialisers run at the start of `main`, in object
//!   order.
//! * Recursion is an error in every supported version (GLSL 1.10–3.30
//!   §6.1, ES 1.00 §6.1), also when the cycle spans objects.

use crate::callgraph::find_cycle;
use crate::diag::{Diagnostic, Diagnostics};
use crate::hash::NameMap;
use crate::ir::*;
use crate::link::{self, error, place, ObjectIr};
use crate::remap::Remap;
use crate::types::{StructId, Type};
use crate::version::{Profile, Stage, Version};
use crate::{compile_object, CompileOptions, ShaderObject};
use std::borrow::Cow;
use std::collections::BTreeSet;

/// A linked program: one module per stage, in the order the stages first
/// appear among the objects.
#[derive(Clone, Debug)]
pub struct LinkedProgram {
    /// One module per stage.
    pub modules: Vec<Module>,
    /// Warnings of every object.
    pub warnings: Diagnostics,
}

impl LinkedProgram {
    /// The module of `stage`, if the program has one.
    pub fn stage(&self, stage: Stage) -> Option<&Module> {
        self.modules.iter().find(|m| m.stage == stage)
    }

    /// Take the module of `stage` out of the program.
    pub fn into_stage(self, stage: Stage) -> Option<Module> {
        self.modules.into_iter().find(|m| m.stage == stage)
    }
}

/// The functions of an object as analysed (`main` without the global
/// initialisers). An object with `main` keeps them only in its module,
/// not twice; they are copied here, for linking several objects.
fn object_functions<'o>(o: &'o ShaderObject, ir: &'o ObjectIr) -> Cow<'o, [Function]> {
    match &o.module {
        Some(m) if ir.functions.is_empty() => {
            let mut functions = m.functions.clone();
            if let Some(main) = functions.get_mut(m.entry_point.index()) {
                main.body.drain(..ir.init.len().min(main.body.len()));
            }
            Cow::Owned(functions)
        }
        _ => Cow::Borrowed(&ir.functions),
    }
}

/// Link shader objects (several per stage, any stages) into one module per
/// stage. Errors are located at the declarations concerned and name the
/// other place.
pub fn link_program(objects: &[ShaderObject]) -> Result<LinkedProgram, Diagnostics> {
    let mut items = Vec::new();
    check_versions(objects, &mut items);
    if let Err(d) = link::link(objects) {
        items.extend(d.items);
    }
    if !items.is_empty() {
        return Err(Diagnostics { items });
    }
    let mut stages: Vec<Stage> = Vec::new();
    for o in objects {
        if !stages.contains(&o.stage) {
            stages.push(o.stage);
        }
    }
    let mut modules = Vec::new();
    for stage in stages {
        let objs: Vec<&ShaderObject> = objects.iter().filter(|o| o.stage == stage).collect();
        match (objs.as_slice(), &objs[0].module) {
            // One complete object: its module as compiled.
            ([_], Some(m)) => modules.push(m.clone()),
            _ => match merge_stage(stage, &objs) {
                Ok(m) => {
                    if cfg!(debug_assertions) {
                        crate::sema::check_module(&m, false, None);
                    }
                    modules.push(m);
                }
                Err(mut e) => items.append(&mut e),
            },
        }
    }
    if !items.is_empty() {
        return Err(Diagnostics { items });
    }
    let warnings = Diagnostics {
        items: objects
            .iter()
            .flat_map(|o| o.warnings.items.iter().cloned())
            .collect(),
    };
    Ok(LinkedProgram { modules, warnings })
}

/// One source of a program: a whole file, or a section of one (a
/// shader_test section) whose first line is line `first_line` of `name`.
#[derive(Clone, Copy, Debug)]
pub struct ProgramSource<'a> {
    /// The file name diagnostics give.
    pub name: &'a str,
    /// The source text.
    pub text: &'a str,
    /// The stage it is a shader of.
    pub stage: Stage,
    /// 1 for a whole file.
    pub first_line: u32,
}

impl<'a> ProgramSource<'a> {
    /// A whole file.
    pub fn file(name: &'a str, text: &'a str, stage: Stage) -> ProgramSource<'a> {
        ProgramSource {
            name,
            text,
            stage,
            first_line: 1,
        }
    }
}

/// Compile every source as one shader object (each with its own
/// `#version` and scope, as `glCompileShader` does) and link them with
/// [`link_program`]. The errors of every source come back together.
pub fn compile_program(sources: &[ProgramSource<'_>]) -> Result<LinkedProgram, Diagnostics> {
    compile_program_with(sources, &CompileOptions::default())
}

/// [`compile_program`] with `options` (each source's name replaces
/// `options.file_name`).
pub fn compile_program_with(
    sources: &[ProgramSource<'_>],
    options: &CompileOptions,
) -> Result<LinkedProgram, Diagnostics> {
    link_program(&compile_objects_with(sources, options)?)
}

/// Compile every source as one shader object, positions relative to its
/// `first_line`; the errors of every source come back together.
pub fn compile_objects(sources: &[ProgramSource<'_>]) -> Result<Vec<ShaderObject>, Diagnostics> {
    compile_objects_with(sources, &CompileOptions::default())
}

/// [`compile_objects`] with `options` (each source's name replaces
/// `options.file_name`).
pub fn compile_objects_with(
    sources: &[ProgramSource<'_>],
    options: &CompileOptions,
) -> Result<Vec<ShaderObject>, Diagnostics> {
    let mut objects = Vec::new();
    let mut items = Vec::new();
    for s in sources {
        let opts = CompileOptions {
            file_name: Some(s.name.to_string()),
            ..options.clone()
        };
        let delta = s.first_line.saturating_sub(1);
        match compile_object(s.text, s.stage, &opts) {
            Ok(mut o) => {
                relocate(&mut o, delta);
                objects.push(o);
            }
            Err(d) => items.extend(d.items.into_iter().map(|mut d| {
                d.line += delta;
                d
            })),
        }
    }
    if !items.is_empty() {
        return Err(Diagnostics { items });
    }
    Ok(objects)
}

/// Move every position an object keeps down by `delta` lines.
fn relocate(o: &mut ShaderObject, delta: u32) {
    if delta == 0 {
        return;
    }
    let mut at: Vec<&mut Diagnostic> = Vec::new();
    at.extend(o.warnings.items.iter_mut());
    at.extend(o.symbols.functions.iter_mut().map(|f| &mut f.at));
    at.extend(o.symbols.globals.iter_mut().map(|g| &mut g.at));
    at.push(&mut o.symbols.origin);
    if let Some(ir) = &mut o.symbols.ir {
        let ir = std::sync::Arc::make_mut(ir);
        at.extend(ir.fns.iter_mut().map(|f| &mut f.at));
        at.extend(ir.user_globals.iter_mut().map(|g| &mut g.1));
        at.push(&mut ir.origin);
    }
    for d in at {
        d.line += delta;
    }
    let module = o.module.iter_mut().flat_map(|m| m.functions.iter_mut());
    let analysed = o
        .symbols
        .ir
        .iter_mut()
        .flat_map(|ir| std::sync::Arc::make_mut(ir).functions.iter_mut());
    for f in module.chain(analysed) {
        SourceLine::relocate_loops(&mut f.body, delta);
    }
}

/// Whether objects of versions `a` and `b` may be in one program.
pub fn versions_link(a: Version, b: Version) -> bool {
    if a.is_es() || b.is_es() {
        return a == b;
    }
    let old = |v: Version| v.number <= 120;
    if old(a) && old(b) {
        return true;
    }
    // GLSL 1.50 §3.3: "Shaders declaring version 1.40 of the shading
    // language can be linked with shaders declaring version 1.50 in the
    // same program" (1.40 has no profiles).
    let pair = |x: Version, y: Version| x.number == 140 && y.number == 150;
    if pair(a, b) || pair(b, a) {
        return true;
    }
    a.number == b.number && profile_family(a) == profile_family(b)
}

/// Desktop versions below 1.50 have no profile and act as compatibility.
fn profile_family(v: Version) -> Profile {
    match v.profile {
        Profile::Core if v.number < 150 => Profile::Compatibility,
        p => p,
    }
}

fn version_name(v: Version) -> String {
    let n = format!("{}.{:02}", v.number / 100, v.number % 100);
    match v.profile {
        Profile::Es => format!("GLSL ES {n}"),
        Profile::Core if v.number >= 150 => format!("GLSL {n} core"),
        Profile::Compatibility if v.number >= 150 => format!("GLSL {n} compatibility"),
        _ => format!("GLSL {n}"),
    }
}

fn check_versions(objects: &[ShaderObject], items: &mut Vec<Diagnostic>) {
    let Some(first) = objects.first() else {
        return;
    };
    for o in &objects[1..] {
        if !versions_link(first.version, o.version) {
            items.push(error(
                &o.symbols.origin,
                format!(
                    "link error: a {} object cannot be linked with a {} object ({})",
                    version_name(o.version),
                    version_name(first.version),
                    first.symbols.origin.file
                ),
            ));
        }
    }
}

/// The constant a global starts with: its declared initialiser, or the
/// value its initialiser statement stores (`Some(None)`: initialised by a
/// non-constant expression).
fn initial_value(ir: &ObjectIr, g: GlobalId) -> Option<Option<Vec<Scalar>>> {
    if let Some(v) = &ir.globals[g.index()].initializer {
        return Some(Some(v.clone()));
    }
    ir.init.iter().find_map(|s| match &s.kind {
        StmtKind::Store { place, value }
            if place.root == Root::Global(g) && place.path.is_empty() =>
        {
            Some(match &value.kind {
                ExprKind::Constant(v) => Some(v.to_vec()),
                _ => None,
            })
        }
        _ => None,
    })
}

/// A function handle of [`Maps::functions`] not (yet) merged: a prototype.
const NO_FUNCTION: FunctionId = FunctionId::new(u32::MAX);

/// Per object: old handle -> merged handle.
struct Maps {
    structs: Vec<StructId>,
    globals: Vec<GlobalId>,
    functions: Vec<FunctionId>,
}

/// A shared global of the merged module: where it was first declared and
/// how it starts.
struct SharedGlobal {
    id: GlobalId,
    at: Diagnostic,
    init: Option<Option<Vec<Scalar>>>,
}

fn merge_stage(stage: Stage, objs: &[&ShaderObject]) -> Result<Module, Vec<Diagnostic>> {
    let mut items = Vec::new();
    let mut irs = Vec::new();
    let mut funcs = Vec::new();
    for o in objs {
        match &o.symbols.ir {
            Some(ir) => {
                irs.push(ir.as_ref());
                funcs.push(object_functions(o, ir));
            }
            None => {
                items.push(error(
                    &o.symbols.origin,
                    "link error: this object was not compiled as a shader object".into(),
                ));
            }
        }
    }
    if !items.is_empty() {
        return Err(items);
    }
    let version = irs
        .iter()
        .map(|ir| ir.version)
        .max_by_key(|v| v.number)
        .unwrap_or(objs[0].version);
    let mut module = Module {
        version,
        stage,
        extensions: Vec::new(),
        structs: Vec::new(),
        globals: Vec::new(),
        functions: Vec::new(),
        entry_point: FunctionId::new(0),
        reflection: Default::default(),
    };
    // Arrays declared without a size in some object take one length.
    let symbols: Vec<&link::GlobalSymbol> = objs.iter().flat_map(|o| &o.symbols.globals).collect();
    let lengths: NameMap<u32> = symbols
        .iter()
        .filter(|g| g.implicit_len.is_some())
        .filter_map(|g| {
            let decls = symbols.iter().copied().filter(|h| h.name == g.name);
            Some((g.name.clone(), link::linked_length(decls)?))
        })
        .collect();
    let mut shared: NameMap<SharedGlobal> = NameMap::default();
    let mut names: BTreeSet<String> = BTreeSet::new();
    let mut defs: NameMap<Vec<(Vec<Type>, FunctionId)>> = NameMap::default();
    let mut def_at: Vec<Diagnostic> = Vec::new();
    let mut maps: Vec<Maps> = Vec::new();
    for (ir, functions) in irs.iter().zip(&funcs) {
        for e in &ir.extensions {
            if !module.extensions.contains(e) {
                module.extensions.push(e.clone());
            }
        }
        // Structs: one definition per name and member list.
        let mut smap: Vec<StructId> = Vec::new();
        for s in &ir.structs {
            let mut s = s.clone();
            let r = Remap {
                structs: &smap,
                globals: &[],
                functions: &[],
            };
            for m in &mut s.members {
                r.ty(&mut m.ty);
            }
            let id = match module.structs.iter().position(|t| *t == s) {
                Some(i) => i as StructId,
                None => {
                    module.structs.push(s);
                    module.structs.len() as StructId - 1
                }
            };
            smap.push(id);
        }
        // Globals: user and built-in ones are shared by name; the front
        // end's temporaries stay private to their object.
        let user: NameMap<&Diagnostic> = ir
            .user_globals
            .iter()
            .map(|(g, at)| (ir.globals[g.index()].name.clone(), at))
            .collect();
        let mut gmap: Vec<GlobalId> = Vec::new();
        for (i, g) in ir.globals.iter().enumerate() {
            let mut g = g.clone();
            g.statically_used = false;
            Remap {
                structs: &smap,
                globals: &[],
                functions: &[],
            }
            .ty(&mut g.ty);
            let decl = user.get(&g.name).filter(|_| !g.builtin).copied();
            if let (Some(n), Type::Array(e, _), Some(_)) = (lengths.get(&g.name), &g.ty, decl) {
                g.ty = Type::Array(e.clone(), *n);
            }
            if g.builtin || decl.is_some() {
                let init = decl.and_then(|_| initial_value(ir, GlobalId::from_index(i)));
                if let Some(prev) = shared.get_mut(&g.name) {
                    if let Some(at) = decl {
                        agree(
                            &module.globals[prev.id.index()],
                            &g,
                            at,
                            prev,
                            &init,
                            &mut items,
                        );
                        if prev.init.is_none() {
                            prev.init = init;
                        }
                    }
                    gmap.push(prev.id);
                    continue;
                }
                let id = GlobalId::from_index(module.globals.len());
                let at = decl.cloned().unwrap_or_else(|| ir.origin.clone());
                shared.insert(g.name.clone(), SharedGlobal { id, at, init });
            } else {
                let base = g.name.clone();
                let mut n = 1;
                while names.contains(&g.name) || shared.contains_key(&g.name) {
                    g.name = format!("{base}_{n}");
                    n += 1;
                }
            }
            names.insert(g.name.clone());
            gmap.push(GlobalId::from_index(module.globals.len()));
            module.globals.push(g);
        }
        // Defined functions get merged handles now; prototypes after all
        // objects are seen.
        let mut fmap = vec![NO_FUNCTION; functions.len()];
        for (i, f) in functions.iter().enumerate() {
            if !ir.fns[i].defined {
                continue;
            }
            let params = remapped(&ir.fns[i].params, &smap);
            let list = defs.entry(f.name.clone()).or_default();
            if list.iter().any(|(p, _)| *p == params) {
                // Reported by `link::link`.
                continue;
            }
            let id = FunctionId::from_index(module.functions.len());
            list.push((params, id));
            fmap[i] = id;
            module.functions.push(f.clone());
            def_at.push(ir.fns[i].at.clone());
        }
        maps.push(Maps {
            structs: smap,
            globals: gmap,
            functions: fmap,
        });
    }
    if !items.is_empty() {
        return Err(items);
    }
    // Prototypes resolve to the definition of the same signature.
    for ((ir, m), functions) in irs.iter().zip(&mut maps).zip(&funcs) {
        for (i, f) in functions.iter().enumerate() {
            if m.functions[i] != NO_FUNCTION {
                continue;
            }
            let params = remapped(&ir.fns[i].params, &m.structs);
            if let Some((_, id)) = defs
                .get(&f.name)
                .and_then(|l| l.iter().find(|(p, _)| *p == params))
            {
                m.functions[i] = *id;
            }
        }
    }
    // Bodies, call graph, static use, initialisers.
    let n = module.functions.len();
    let mut calls: Vec<BTreeSet<FunctionId>> = vec![BTreeSet::new(); n];
    let mut uses: Vec<BTreeSet<GlobalId>> = vec![BTreeSet::new(); n];
    let mut init = Block::new();
    let mut init_uses = BTreeSet::new();
    let mut init_calls = BTreeSet::new();
    let mut done = vec![false; n];
    for (ir, m) in irs.iter().zip(&maps) {
        let r = Remap {
            structs: &m.structs,
            globals: &m.globals,
            functions: &m.functions,
        };
        for (i, info) in ir.fns.iter().enumerate() {
            let id = m.functions[i];
            if !info.defined || id == NO_FUNCTION || done[id.index()] {
                continue;
            }
            done[id.index()] = true;
            r.function(&mut module.functions[id.index()]);
            calls[id.index()] = info.calls.iter().map(|c| m.functions[c.index()]).collect();
            uses[id.index()] = info.globals.iter().map(|g| m.globals[g.index()]).collect();
        }
        let mut block = ir.init.clone();
        r.block(&mut block);
        init.append(&mut block);
        init_uses.extend(ir.init_uses.iter().map(|g| m.globals[g.index()]));
        init_calls.extend(ir.init_calls.iter().map(|c| m.functions[c.index()]));
    }
    let Some(main) = defs
        .get("main")
        .and_then(|l| l.iter().find(|(p, _)| p.is_empty()))
        .map(|(_, id)| *id)
    else {
        // `link::link` reports a missing main; keep a located error anyway.
        return Err(vec![error(
            &irs[0].origin,
            format!("link error: no {stage} shader object defines `void main()`"),
        )]);
    };
    module.entry_point = main;
    // GLSL forbids recursion; a cycle through several objects is only
    // visible here.
    if let Some((caller, f)) = find_cycle(&calls) {
        let name = &module.functions[f.index()].name;
        let by = &module.functions[caller.index()].name;
        return Err(vec![error(
            &def_at[f.index()],
            format!(
                "link error: recursive call chain through `{name}` across shader objects (recursion is not allowed): `{by}` at {} calls it",
                place(&def_at[caller.index()])
            ),
        )]);
    }
    let body = std::mem::take(&mut module.functions[main.index()].body);
    init.extend(body);
    module.functions[main.index()].body = init;
    // Static use: globals of functions reachable from main and the
    // initialisers.
    let mut reach = BTreeSet::new();
    let mut stack: Vec<FunctionId> = vec![main];
    stack.extend(init_calls.iter().copied());
    while let Some(f) = stack.pop() {
        if f.index() < n && reach.insert(f) {
            stack.extend(calls[f.index()].iter().copied());
        }
    }
    let mut used = init_uses;
    for f in &reach {
        used.extend(uses[f.index()].iter().copied());
    }
    for g in used {
        if let Some(gl) = module.globals.get_mut(g.index()) {
            gl.statically_used = true;
        }
    }
    module.reflection = crate::ir::reflection(&module.globals, &module.structs, |name| {
        crate::builtins::vars::rank(name, version)
    });
    Ok(module)
}

fn remapped(params: &[Type], structs: &[StructId]) -> Vec<Type> {
    let r = Remap {
        structs,
        globals: &[],
        functions: &[],
    };
    params
        .iter()
        .map(|t| {
            let mut t = t.clone();
            r.ty(&mut t);
            t
        })
        .collect()
}

/// A global declared again in another object agrees with the first
/// declaration (`g` is already renumbered into the merged module).
fn agree(
    first: &Global,
    g: &Global,
    at: &Diagnostic,
    prev: &SharedGlobal,
    init: &Option<Option<Vec<Scalar>>>,
    items: &mut Vec<Diagnostic>,
) {
    let name = &g.name;
    let mut differ = |what: &str| {
        items.push(error(
            at,
            format!(
                "link error: `{name}` is declared with a different {what} at {}",
                place(&prev.at)
            ),
        ));
    };
    if first.ty != g.ty {
        // Same type name, different struct definitions.
        differ("struct definition");
    }
    if first.interpolation != g.interpolation {
        differ("interpolation qualifier");
    }
    if first.centroid != g.centroid {
        differ("`centroid` qualifier");
    }
    if first.invariant != g.invariant {
        differ("`invariant` qualifier");
    }
    if first.location != g.location {
        differ("`layout(location)`");
    }
    if let (Some(a), Some(b)) = (&prev.init, init) {
        if a.is_none() || b.is_none() || a != b {
            differ("initializer");
        }
    }
}
