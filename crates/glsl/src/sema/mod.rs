//! Semantic analysis: names, types, qualifiers, built-ins, and lowering of
//! the syntax tree into the typed IR.

mod blocks;
mod ctor;
mod decl;
mod expr;
pub(crate) mod fold;
mod geom;
mod ioblock;
mod object_ir;
mod per_vertex;
mod quals;
mod redeclare;
mod rules;
mod stmt;

use crate::builtins::state;
use crate::builtins::vars::{self, fmt_version};
use crate::diag::MAX_ERRORS;
use crate::diag::{Diagnostic, Severity, SourceMap};
use crate::hash::{NameMap, ShortNameMap};
use crate::ir::*;
use crate::link::ObjectSymbols;
use crate::syntax::ast;
use crate::syntax::{Failure, Preprocessed, UnitInfo};
use crate::types::{Precision, ScalarKind, StructDef, Type};
use crate::version::{Stage, Version};
use std::collections::BTreeSet;

// Front-end limits that keep analysis bounded on hostile input.

/// Deepest nesting of statements, expressions and struct declarations
/// analysed; deeper is an error.
pub const MAX_NESTING: u32 = 256;
/// Largest array length accepted.
pub const MAX_ARRAY_LEN: u32 = 1 << 16;
/// Largest number of scalar slots of one variable.
pub const MAX_VARIABLE_SLOTS: usize = 1 << 20;

/// The root of a name that is no variable: a built-in constant (its
/// value is folded where read) or a built-in not available (an error was
/// reported). It never reaches the IR.
pub(crate) const NO_GLOBAL: GlobalId = GlobalId::new(u32::MAX);

/// The overloads of one built-in function, or where it is available.
pub(crate) type OverloadSet = Result<
    Vec<(crate::builtins::funcs::Sig, Vec<(Type, ParamDirection)>)>,
    Option<crate::builtins::vars::Avail>,
>;

#[derive(Clone, Debug)]
pub(crate) struct VarSym {
    pub root: Root,
    pub ty: Type,
    /// Value of a `const` variable.
    pub value: Option<Scalars>,
    /// Why it cannot be assigned, if it cannot.
    pub read_only: Option<&'static str>,
}

#[derive(Clone, Debug)]
pub(crate) enum Symbol {
    Var(VarSym),
    Struct(u32),
}

#[derive(Clone, Debug)]
pub(crate) struct FnDecl {
    pub id: FunctionId,
    pub params: Vec<(Type, ParamDirection)>,
    pub ret: Type,
    pub defined: bool,
    pub offset: usize,
    /// Precisions (qualifier or default in scope): the return type's, then each parameter's.
    pub precisions: Vec<Option<Precision>>,
    /// Which parameters are `const`.
    pub consts: Vec<bool>,
}

/// State of the function body being lowered (or of global initialisers).
pub(crate) struct FnState {
    pub id: Option<FunctionId>,
    pub locals: Vec<Local>,
    /// Where each open block's statements begin in [`Analyzer::stmts`].
    pub blocks: Vec<usize>,
    pub ret: Type,
    pub loops: u32,
    /// Innermost breakable construct is a switch.
    pub break_targets: Vec<bool>,
    /// Locals declared without a size: the largest constant index used so
    /// far and the declaration's offset (see `unsized_arrays` for globals).
    pub unsized_locals: std::collections::BTreeMap<LocalId, (Option<u32>, usize)>,
}

pub(crate) struct Analyzer<'a> {
    pub map: &'a SourceMap<'a>,
    pub version: Version,
    pub stage: Stage,
    pub extensions: Vec<String>,
    pub diags: Vec<Diagnostic>,
    /// The span of the syntax node being lowered: the statements and
    /// expressions made for it take it (see [`Analyzer::lowering`]).
    pub span: Span,
    pub structs: Vec<StructDef>,
    pub globals: Vec<Global>,
    pub functions: Vec<Function>,
    pub fn_decls: NameMap<Vec<FnDecl>>,
    pub scopes: Vec<ShortNameMap<Symbol>>,
    /// Emptied scopes, for [`Analyzer::push_scope`] to reuse.
    spare_scopes: Vec<ShortNameMap<Symbol>>,
    /// Default precision per scope, keyed by type name (`float`, `int`, `sampler2D`).
    pub precisions: Vec<NameMap<Precision>>,
    pub cur: FnState,
    /// The statements of the open blocks, innermost last: a block's
    /// statements move out, into a vector of their exact size, when it
    /// ends (built in place, a block of one statement would hold four).
    pub stmts: Vec<Stmt>,
    pub builtin_globals: NameMap<GlobalId>,
    pub fn_globals: Vec<BTreeSet<GlobalId>>,
    pub fn_calls: Vec<BTreeSet<FunctionId>>,
    pub init_block: Block,
    pub init_uses: BTreeSet<GlobalId>,
    pub init_calls: BTreeSet<FunctionId>,
    pub depth: u32,
    /// The expression about to be analysed is a statement's, whose value
    /// nobody reads (see `Analyzer::expr_dropped`).
    pub value_dropped: bool,
    pub temp_counter: u32,
    pub uses_frag_color: Option<usize>,
    /// The first mention of `gl_FragCoord`.
    pub uses_frag_coord: Option<usize>,
    /// The members a redeclared `out gl_PerVertex` block keeps, and where.
    pub per_vertex_out: Option<(Vec<String>, usize)>,
    pub uses_user_frag_out: Option<usize>,
    /// Compiling one shader object (`glCompileShader`): `main` and the
    /// definitions of called functions may come from other objects.
    pub object_only: bool,
    /// Keep each function's body in the IR. A compile for its diagnostics
    /// alone ([`Goal::Diagnostics`]) drops each body once analysed, so the
    /// memory of one function serves the next.
    pub keep_bodies: bool,
    /// Built-in overload sets by name, with each signature's parameters.
    pub builtin_overloads: NameMap<std::rc::Rc<OverloadSet>>,
    /// User globals with the offset of their declaration, for linking.
    pub global_decls: Vec<(GlobalId, usize)>,
    /// Implicitly sized global arrays: global -> (largest constant index, offset).
    pub unsized_arrays: std::collections::BTreeMap<GlobalId, (Option<u32>, usize)>,
    /// Global arrays declared without a size and never redeclared with
    /// one, at the end of analysis: the largest constant index used + 1
    /// (0 if never indexed, in a shader object only).
    pub implicit_arrays: std::collections::BTreeMap<GlobalId, u32>,
    /// Members of in/out blocks with an instance name declared without a
    /// size, by (struct, member): the largest constant index and where.
    pub unsized_members: std::collections::BTreeMap<(u32, u32), (Option<u32>, usize)>,
    /// Uniform blocks declared so far: block name and its member struct.
    pub uniform_blocks: Vec<(String, u32)>,
    /// Geometry stage layouts and input arrays.
    pub geom: geom::GeomState,
    /// In/out interface blocks, for linking.
    pub io_blocks: Vec<ioblock::IoBlock>,
    /// The layout of the first redeclaration of `gl_FragCoord`
    /// (`origin_upper_left`, `pixel_center_integer`) and its offset.
    pub frag_coord_redeclared: Option<((bool, bool), usize)>,
    /// `gl_ClipDistance` has been redeclared with a size (until then it is
    /// unsized, GLSL 1.30 §7.1).
    pub clip_distance_sized: bool,
}

fn global_fn_state() -> FnState {
    FnState {
        id: None,
        locals: Vec::new(),
        blocks: vec![0],
        ret: Type::Void,
        loops: 0,
        break_targets: Vec::new(),
        unsized_locals: std::collections::BTreeMap::new(),
    }
}

impl<'a> Analyzer<'a> {
    pub fn new(map: &'a SourceMap<'a>, info: &UnitInfo, stage: Stage) -> Self {
        let extensions = info
            .extensions
            .iter()
            .filter(|(_, b, _)| b != "disable")
            .map(|(n, _, _)| n.clone())
            .collect();
        let mut precisions = vec![NameMap::default()];
        // ES 1.00 §4.5.3 default precisions.
        if info.version.is_es() {
            let p = &mut precisions[0];
            p.insert("int".to_string(), Precision::Medium);
            p.insert("sampler2D".to_string(), Precision::Low);
            p.insert("samplerCube".to_string(), Precision::Low);
            if stage == Stage::Vertex {
                p.insert("float".to_string(), Precision::High);
                p.insert("int".to_string(), Precision::High);
            }
        }
        Analyzer {
            map,
            version: info.version,
            stage,
            extensions,
            diags: Vec::new(),
            span: Span::default(),
            structs: Vec::new(),
            globals: Vec::new(),
            functions: Vec::new(),
            fn_decls: NameMap::default(),
            scopes: vec![ShortNameMap::default()],
            spare_scopes: Vec::new(),
            precisions,
            cur: global_fn_state(),
            stmts: Vec::new(),
            builtin_globals: NameMap::default(),
            fn_globals: Vec::new(),
            fn_calls: Vec::new(),
            init_block: Vec::new(),
            init_uses: BTreeSet::new(),
            init_calls: BTreeSet::new(),
            depth: 0,
            value_dropped: false,
            temp_counter: 0,
            uses_frag_color: None,
            uses_frag_coord: None,
            per_vertex_out: None,
            uses_user_frag_out: None,
            object_only: false,
            keep_bodies: true,
            global_decls: Vec::new(),
            builtin_overloads: NameMap::default(),
            unsized_arrays: std::collections::BTreeMap::new(),
            implicit_arrays: std::collections::BTreeMap::new(),
            unsized_members: std::collections::BTreeMap::new(),
            uniform_blocks: Vec::new(),
            geom: geom::GeomState::default(),
            io_blocks: Vec::new(),
            frag_coord_redeclared: None,
            clip_distance_sized: false,
        }
    }

    // ---- diagnostics ----------------------------------------------------

    pub fn off(&self, span: ast::Span) -> usize {
        span.start as usize
    }

    pub fn error(&mut self, offset: usize, msg: impl Into<String>) {
        self.error_notes(offset, msg, Vec::new());
    }

    pub fn error_notes(&mut self, offset: usize, msg: impl Into<String>, notes: Vec<String>) {
        if self.diags.len() >= MAX_ERRORS {
            return;
        }
        let msg = msg.into();
        if self
            .diags
            .iter()
            .any(|d| d.offset == offset && d.message == msg)
        {
            return;
        }
        let mut d = self.map.diagnostic(Severity::Error, offset, msg);
        d.notes = notes;
        self.diags.push(d);
    }

    pub fn warning(&mut self, offset: usize, msg: impl Into<String>) {
        if self.diags.len() >= MAX_ERRORS {
            return;
        }
        let d = self.map.diagnostic(Severity::Warning, offset, msg.into());
        self.diags.push(d);
    }

    pub fn version_name(&self) -> String {
        self.version.name()
    }

    /// Report a feature that needs desktop GLSL `n`.
    pub fn require_desktop(&mut self, n: u16, offset: usize, what: &str) -> bool {
        if self.version.desktop_at_least(n) {
            true
        } else {
            let msg = format!(
                "{what} requires GLSL {} (this shader is {})",
                fmt_version(n),
                self.version_name()
            );
            self.error(offset, msg);
            false
        }
    }

    pub fn type_name(&self, t: &Type) -> String {
        t.name(&self.structs)
    }

    /// A type spelled out for linking: a structure with its members' types,
    /// names and (in GLSL ES) precisions, as two stages must declare a
    /// shared uniform alike (GLSL ES 1.00 section 4.3.4: "the types and
    /// precisions of uniforms with the same name must match across all
    /// shaders"; GLSL 1.50 section 4.3.5).
    pub fn type_layout(&self, t: &Type) -> String {
        match t {
            Type::Struct(id) => {
                let Some(s) = self.structs.get(*id as usize) else {
                    return self.type_name(t);
                };
                let mut out = format!("{} {{", s.name);
                for m in &s.members {
                    out.push(' ');
                    if self.version.is_es() {
                        out.push_str(match m.precision {
                            Some(Precision::Low) => "lowp ",
                            Some(Precision::Medium) => "mediump ",
                            Some(Precision::High) => "highp ",
                            None => "",
                        });
                    }
                    out.push_str(&self.type_layout(&m.ty));
                    out.push(' ');
                    out.push_str(&m.name);
                    out.push(';');
                }
                out.push_str(" }");
                out
            }
            Type::Array(e, n) => format!("{}[{n}]", self.type_layout(e)),
            _ => self.type_name(t),
        }
    }

    // ---- scopes -----------------------------------------------------------

    pub fn push_scope(&mut self) {
        let scope = self.spare_scopes.pop().unwrap_or_default();
        self.scopes.push(scope);
        self.precisions.push(NameMap::default());
    }

    pub fn pop_scope(&mut self) {
        if let Some(mut scope) = self.scopes.pop() {
            // Kept for the next block: most blocks declare a few names, and
            // a map grown once need not grow again.
            scope.clear();
            self.spare_scopes.push(scope);
        }
        self.precisions.pop();
    }

    pub fn lookup(&self, name: &str) -> Option<&Symbol> {
        self.scopes
            .iter()
            .rev()
            .filter(|s| !s.is_empty())
            .find_map(|s| s.get(name.as_bytes()))
    }

    pub fn declare(&mut self, name: &str, sym: Symbol, offset: usize) -> bool {
        if name.starts_with("gl_") {
            self.error(
                offset,
                format!("`{name}`: identifiers starting with `gl_` are reserved"),
            );
            return false;
        }
        if name.contains("__") {
            self.warning(
                offset,
                format!("`{name}`: identifiers containing `__` are reserved"),
            );
        }
        if self.scopes.len() == 1 && self.is_block_name(name) {
            self.error(
                offset,
                format!("`{name}` is already the name of an interface block"),
            );
            return false;
        }
        let function_named = self.scopes.len() == 1 && self.fn_decls.contains_key(name);
        // The global scope is never popped.
        let Some(scope) = self.scopes.last_mut() else {
            self.error(offset, "internal error: no scope to declare in");
            return false;
        };
        // One hash of the name for the check and the insertion.
        let redefined = match scope.entry(crate::hash::Key::new(name)) {
            std::collections::hash_map::Entry::Occupied(_) => true,
            std::collections::hash_map::Entry::Vacant(v) => {
                if !function_named {
                    v.insert(sym);
                }
                false
            }
        };
        if redefined {
            self.error(offset, format!("redefinition of `{name}`"));
            return false;
        }
        if function_named {
            self.error(
                offset,
                format!("`{name}` is already declared as a function"),
            );
            return false;
        }
        true
    }

    pub fn default_precision(&self, ty: &Type) -> Option<Precision> {
        let sampler;
        let key = match ty {
            Type::Array(e, _) => return self.default_precision(e),
            Type::Scalar(ScalarKind::Float)
            | Type::Vector(ScalarKind::Float, _)
            | Type::Matrix { .. } => "float",
            Type::Scalar(ScalarKind::Int | ScalarKind::Uint)
            | Type::Vector(ScalarKind::Int | ScalarKind::Uint, _) => "int",
            Type::Sampler(s) => {
                sampler = s.to_string();
                &sampler
            }
            _ => return None,
        };
        self.precisions
            .iter()
            .rev()
            .find_map(|p| p.get(key).copied())
    }

    // ---- emission --------------------------------------------------------

    /// Run `f` lowering the syntax node at `span`: what it makes takes that
    /// span, unless it lowers a node of its own.
    pub fn lowering<T>(&mut self, span: Span, f: impl FnOnce(&mut Self) -> T) -> T {
        let outer = std::mem::replace(&mut self.span, span);
        let r = f(self);
        self.span = outer;
        r
    }

    /// Append a statement of `kind` to the current block, at the span of
    /// the node being lowered.
    pub fn emit(&mut self, kind: StmtKind) {
        if !self.cur.blocks.is_empty() {
            self.stmts.push(Stmt::new(kind, self.span));
        }
    }

    /// Append statement `s`, made with its span, to the current block.
    pub fn emit_stmt(&mut self, s: Stmt) {
        if !self.cur.blocks.is_empty() {
            self.stmts.push(s);
        }
    }

    /// Start of the current block in `stmts`.
    fn block_start(&self) -> usize {
        self.cur.blocks.last().copied().unwrap_or(self.stmts.len())
    }

    pub fn block_len(&self) -> usize {
        self.stmts.len() - self.block_start()
    }

    /// Insert a statement of `kind` at position `at` of the current block,
    /// at the span of the node being lowered.
    pub fn emit_at(&mut self, at: usize, kind: StmtKind) {
        if !self.cur.blocks.is_empty() {
            let at = (self.block_start() + at).min(self.stmts.len());
            self.stmts.insert(at, Stmt::new(kind, self.span));
        }
    }

    pub fn begin_block(&mut self) {
        self.cur.blocks.push(self.stmts.len());
    }

    pub fn end_block(&mut self) -> Block {
        match self.cur.blocks.pop() {
            Some(start) => self.take_stmts(start),
            None => Vec::new(),
        }
    }

    /// The statements from `start` on, in a vector of their size.
    pub fn take_stmts(&mut self, start: usize) -> Block {
        // A long function body is the whole stack: shrink the stack in
        // place rather than copy it (the next function starts a new one).
        if start == 0 && self.stmts.len() >= LONG_BLOCK {
            let mut all = std::mem::take(&mut self.stmts);
            all.shrink_to_fit();
            return all;
        }
        self.stmts.drain(start.min(self.stmts.len())..).collect()
    }

    /// A fresh temporary of type `ty`.
    pub fn temp(&mut self, ty: &Type) -> Place {
        let n = self.temp_counter;
        self.temp_counter += 1;
        let root = if self.cur.id.is_some() {
            self.cur.locals.push(Local {
                name: temp_name(n),
                ty: ty.clone(),
            });
            Root::Local(LocalId::from_index(self.cur.locals.len() - 1))
        } else {
            // Temporaries of global initialisers live in private globals.
            self.globals.push(Global {
                name: format!("_t{n}"),
                ty: ty.clone(),
                class: StorageClass::Private,
                builtin: false,
                precision: None,
                interpolation: None,
                centroid: false,
                invariant: false,
                location: None,
                initializer: None,
                statically_used: false,
            });
            Root::Global(GlobalId::from_index(self.globals.len() - 1))
        };
        Place {
            root,
            path: AccessPath::new(),
            ty: ty.clone(),
        }
    }

    /// Store `e` in a temporary unless it is already constant or a plain load.
    pub fn stabilize(&mut self, e: Expr) -> Expr {
        match &e.kind {
            ExprKind::Constant(_) => e,
            ExprKind::Load(p)
                if p.path.iter().all(
                    |a| !matches!(a, Access::Index(i) if !matches!(i.kind, ExprKind::Constant(_))),
                ) =>
            {
                e
            }
            _ => {
                let t = self.temp(&e.ty);
                let (ty, span) = (e.ty.clone(), e.span);
                self.emit(StmtKind::Store {
                    place: t.clone(),
                    value: e,
                });
                Expr::new(ty, ExprKind::Load(t), span)
            }
        }
    }

    /// Record that the current function uses global `g`.
    pub fn use_global(&mut self, g: GlobalId) {
        match self.cur.id {
            Some(f) => {
                if let Some(set) = self.fn_globals.get_mut(f.index()) {
                    set.insert(g);
                }
            }
            None => {
                // Global initialisers run at the start of main.
                self.init_uses.insert(g);
            }
        }
    }

    pub fn fold(&self, e: Expr) -> Expr {
        fold::fold(e, &self.structs)
    }

    // ---- built-in variables ---------------------------------------------

    /// Resolve a `gl_*` name: a built-in variable (created on first use) or
    /// a built-in constant.
    pub fn builtin_var(&mut self, name: &str, offset: usize) -> Option<VarSym> {
        if let Some(c) = vars::constant(name, self.version) {
            return Some(VarSym {
                root: Root::Global(NO_GLOBAL),
                ty: crate::types::INT,
                value: Some(Scalars::one(Scalar::Int(c))),
                read_only: Some("a built-in constant"),
            });
        }
        if let Some(state) = state::lookup(name) {
            return Some(self.state_uniform(state, offset));
        }
        if name == "gl_in" {
            return Some(self.gl_in(offset));
        }
        let table = vars::table(self.version);
        let found = table
            .iter()
            .find(|b| b.name == name && b.stage.is_none_or(|s| s == self.stage));
        let Some(b) = found else {
            if let Some(other) = table.iter().find(|b| b.name == name) {
                let stage = other.stage.unwrap_or(self.stage);
                self.error(
                    offset,
                    format!("`{name}` is only available in {stage} shaders"),
                );
                return Some(VarSym {
                    root: Root::Global(NO_GLOBAL),
                    ty: other.ty.clone(),
                    value: None,
                    read_only: None,
                });
            }
            return None;
        };
        if !b.avail.allows(self.version) {
            let msg = format!(
                "`{name}` is not available in {} (it needs {})",
                self.version_name(),
                b.avail.describe()
            );
            self.error(offset, msg);
            return Some(VarSym {
                root: Root::Global(NO_GLOBAL),
                ty: b.ty.clone(),
                value: None,
                read_only: None,
            });
        }
        if self.hidden_by_per_vertex(name, offset) {
            return Some(VarSym {
                root: Root::Global(NO_GLOBAL),
                ty: b.ty.clone(),
                value: None,
                read_only: None,
            });
        }
        let id = match self.builtin_globals.get(name) {
            Some(id) => *id,
            None => {
                let precision = if self.version.is_es() {
                    b.precision
                } else {
                    None
                };
                self.add_builtin_global(name, b.ty.clone(), b.class, precision)
            }
        };
        if name == "gl_FragColor" || name == "gl_FragData" {
            self.uses_frag_color.get_or_insert(offset);
        }
        if name == "gl_FragCoord" {
            self.uses_frag_coord.get_or_insert(offset);
        }
        let read_only = match b.class {
            StorageClass::Input => Some("a shader input"),
            StorageClass::Uniform => Some("a uniform"),
            _ => None,
        };
        // The global's type, which a redeclaration may have sized
        // (`out float gl_ClipDistance[3];`).
        let ty = self
            .globals
            .get(id.index())
            .map_or_else(|| b.ty.clone(), |g| g.ty.clone());
        Some(VarSym {
            root: Root::Global(id),
            ty,
            value: None,
            read_only,
        })
    }
}

impl Analyzer<'_> {
    /// A built-in uniform of struct type (`gl_DepthRange`, `gl_LightSource`, ...):
    /// its struct type and the global are created on first use; the struct is
    /// shared (`gl_FrontMaterial` and `gl_BackMaterial` have one type).
    fn state_uniform(&mut self, state: &'static state::StateVar, offset: usize) -> VarSym {
        if !state.avail.allows(self.version) {
            let msg = format!(
                "`{}` is not available in {} (it needs {})",
                state.name,
                self.version_name(),
                state.avail.describe()
            );
            self.error(offset, msg);
        }
        if let Some(id) = self.builtin_globals.get(state.name) {
            let ty = self.globals[id.index()].ty.clone();
            return VarSym {
                root: Root::Global(*id),
                ty,
                value: None,
                read_only: Some("a uniform"),
            };
        }
        let id = self.state_struct(state.ty) as usize;
        let ty = match state.array {
            Some(n) => Type::Array(Box::new(Type::Struct(id as u32)), n),
            None => Type::Struct(id as u32),
        };
        let id = self.add_builtin_global(state.name, ty.clone(), StorageClass::Uniform, None);
        VarSym {
            root: Root::Global(id),
            ty,
            value: None,
            read_only: Some("a uniform"),
        }
    }
}

impl Analyzer<'_> {
    /// Declare a built-in variable on its first use; its global id.
    pub(crate) fn add_builtin_global(
        &mut self,
        name: &str,
        ty: Type,
        class: StorageClass,
        precision: Option<Precision>,
    ) -> GlobalId {
        self.globals.push(Global {
            name: name.to_string(),
            ty,
            class,
            builtin: true,
            precision,
            interpolation: None,
            centroid: false,
            invariant: false,
            location: None,
            initializer: None,
            statically_used: false,
        });
        let id = GlobalId::from_index(self.globals.len() - 1);
        self.builtin_globals.insert(name.to_string(), id);
        id
    }

    /// The struct type of a built-in state struct (`gl_LightSourceParameters`),
    /// created on first use. Names beginning with `gl_` are reserved, so a
    /// struct of that name is ours.
    pub(crate) fn state_struct(&mut self, ty: &'static state::StateStruct) -> u32 {
        if let Some(id) = self.structs.iter().position(|d| d.name == ty.name) {
            return id as u32;
        }
        let hp = self.version.is_es().then_some(Precision::High);
        self.structs.push(StructDef {
            name: ty.name.into(),
            members: ty
                .members
                .iter()
                .map(|&(name, size)| crate::types::StructMember {
                    name: name.to_string(),
                    ty: state::StateStruct::member_type(size),
                    precision: hp,
                })
                .collect(),
        });
        self.structs.len() as u32 - 1
    }
}

/// What a compile is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Goal {
    /// A whole stage: `main` must be defined, and every function called.
    Program,
    /// One shader object (`glCompileShader`): `main` and the definitions
    /// of called functions may come from other objects; the symbols and
    /// the IR are kept for linking.
    Object,
    /// One shader object's diagnostics alone (`gpubin glsl check`): every
    /// rule of [`Goal::Object`] is checked, but no function body, symbol
    /// list or IR for linking is kept.
    Diagnostics,
}

/// Parse and analyse `pre`, one external declaration after the other
/// (GLSL declares before use). Syntax errors come first: when there is
/// one, only the syntax errors are reported. For a shader object, the
/// module is `None` when it has no `main`; for [`Goal::Diagnostics`], the
/// module's functions have empty bodies.
pub(crate) fn analyze(
    map: &SourceMap<'_>,
    pre: &mut Preprocessed<'_>,
    stage: Stage,
    goal: Goal,
) -> Result<(Option<Module>, Vec<Diagnostic>, ObjectSymbols), Failure> {
    let mut a = Analyzer::new(map, &pre.info, stage);
    a.object_only = goal != Goal::Program;
    a.keep_bodies = goal != Goal::Diagnostics;
    a.check_stage_version();
    a.diags.extend(pre.info.warnings.iter().cloned());
    crate::syntax::parse_each(map, pre, |d| {
        a.external(d);
        a.diags.len() < MAX_ERRORS
    })?;
    let analysed = a.finish()?;
    if cfg!(debug_assertions) && goal != Goal::Diagnostics {
        if let Some(m) = &analysed.0 {
            check_module(m, goal == Goal::Object, Some(map));
        }
    }
    Ok(analysed)
}

/// Debug builds check each module the front end makes against the IR's
/// rules ([`crate::validate::validate`]; a shader object's may keep unsized
/// arrays), so that every test compiling a shader checks its lowering: a
/// module breaking them is a bug of the front end, and panics, located in
/// the source when `map` is the module's. Release builds do not call it.
pub(crate) fn check_module(m: &Module, object: bool, map: Option<&SourceMap<'_>>) {
    let checked = if object {
        crate::validate::validate_object(m)
    } else {
        crate::validate::validate(m)
    };
    if let Err(e) = checked {
        let at = match (map, e.span) {
            (Some(map), Some(span)) => {
                let d = map.diagnostic(Severity::Error, span.start as usize, String::new());
                format!("{}:{}:{}: ", d.file, d.line, d.column)
            }
            _ => String::new(),
        };
        panic!("{at}the front end made a module that breaks the IR's rules: {e}");
    }
}

/// Statements from which a function body takes the statement stack itself.
const LONG_BLOCK: usize = 1024;

/// `_t{n}`, the name of the front end's temporary `n`, without
/// allocating (a function has several).
fn temp_name(n: u32) -> Name {
    let mut buf = [0u8; 12];
    let mut at = buf.len();
    let mut v = n;
    loop {
        at -= 1;
        buf[at] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    at -= 2;
    buf[at..at + 2].copy_from_slice(b"_t");
    Name::new(std::str::from_utf8(&buf[at..]).unwrap_or("_t"))
}
