//! A GLSL vertex-shader compiler for the PICA200: GLSL ES 1.00 and GLSL 1.10–1.30
//! through the front end of `gpubin-glsl`, lowered to picasso-dialect assembly,
//! assembled into a SHBIN by [`crate::asm`].
//!
//! Mapping (see the crate README, "GLSL compiler"):
//! - attributes: `v0`–`v15` in declaration order (`layout(location = N)` where
//!   the version has it), named in the symbol table;
//! - uniforms: float registers `c0`–`c95` as picasso's `.fvec`, named as GLSL
//!   names them (`light.pos` for a struct member); a matrix takes one register per
//!   row, as citro3d uploads a `C3D_Mtx`; a `bool` read only as `if` conditions is a
//!   boolean register `b0`–`b15` tested by `ifu`; an `int` read only as the bound
//!   of loops `for (int i = S; i < n; i++)` is an integer register `i0`–`i3`, and
//!   those loops PICA200 `loop`s (the app uploads [`loop_register`]);
//! - `gl_Position` is the `position` output; an output named after a picasso
//!   semantic (`color`, `texcoord0`, ...) has that semantic; any other one needs
//!   `#pragma pica output(NAME, SEMANTIC)`.
//!
//! ```
//! use gpubin_pica::compile::{compile, Options};
//!
//! let src = "attribute vec4 pos; uniform mat4 mvp; void main() { gl_Position = mvp * pos; }";
//! let out = compile(src, &Options::default()).unwrap();
//! assert_eq!(out.instructions, 5); // four dp4 and end
//! ```

mod builtin;
mod code;
mod expr;
mod lower;
mod regs;
mod text;

use std::collections::BTreeMap;
use std::fmt;

use gpubin_glsl::ir::{Module, Span, StorageClass};
use gpubin_glsl::{Diagnostic, Diagnostics, ScalarKind, Severity, Stage, Type, Value};

use crate::asm;
use crate::shbin::{OutputSemantic, Shbin, UniformRegister};
use crate::sim::{Outcome, Setup, SetupError, SimErrorKind};

pub use code::MAX_INSTRUCTIONS;
use code::{Reg, Src};
pub use lower::Refusal;
use lower::{Interface, Lower, V};

/// Float uniform registers c0–c95.
pub const FLOAT_UNIFORMS: usize = 96;
/// Temporary registers r0–r15.
pub const TEMPORARIES: usize = 16;
/// Input registers v0–v15.
pub const INPUTS: usize = 16;
/// Boolean uniform registers b0–b15.
pub const BOOL_UNIFORMS: usize = 16;
/// Integer uniform registers i0–i3.
pub const INT_UNIFORMS: usize = 4;
/// Output registers o0–o15 (o7 and above only as `dummy` in a vertex shader).
pub const OUTPUTS: usize = 7;

/// Compiler options.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Name used in messages.
    pub file_name: Option<String>,
    /// Version of a source without `#version` (see `gpubin_glsl::CompileOptions`).
    pub default_version: Option<gpubin_glsl::Version>,
}

/// Why a shader does not compile.
#[derive(Debug)]
pub enum Error {
    /// The GLSL front end's diagnostics, or what PICA200 cannot run (located in
    /// the source).
    Source(Diagnostics),
    /// The generated assembly failed to assemble (an internal error).
    Assembler(asm::Diagnostics),
    /// The lowering met a case its own checks rule out (a compiler bug), located
    /// in the source like a refusal.
    Internal(Diagnostics),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Source(d) | Error::Internal(d) => write!(f, "{d}"),
            Error::Assembler(d) => write!(
                f,
                "internal error: the generated assembly does not assemble:\n{d}"
            ),
        }
    }
}

impl std::error::Error for Error {}

/// Why GLSL values do not run in the simulator ([`Compiled::setup`],
/// [`Compiled::run`]).
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum RunError {
    /// The SHBIN's constants do not load.
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// An attribute without a value.
    #[error("no value for the input `{0}`")]
    NoInput(String),
    /// A loop-bound uniform (an integer register) given something else.
    #[error("`{0}` takes an int")]
    NotAnInt(String),
    /// A loop-bound value the 8-bit loop count cannot hold.
    #[error("`{name}` = {value}: a loop over it from {start} would run more than 255 times")]
    LoopCount {
        /// The uniform.
        name: String,
        /// The value given.
        value: i32,
        /// The start of the loops over it.
        start: i32,
    },
    /// A value whose shape is not the type's.
    #[error("a value of the wrong shape for {0:?}")]
    Shape(Type),
    /// A uniform's registers reach past c95 (cannot happen for a compiled layout).
    #[error("uniform past c95")]
    PastC95,
    /// The run stopped at word `pc`.
    #[error("at {pc:#x}: {kind}")]
    Sim {
        /// Word address of the instruction.
        pc: u32,
        /// What stopped it.
        kind: SimErrorKind,
    },
}

/// An attribute's register.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct InputBinding {
    /// The GLSL name.
    pub name: String,
    /// First `v` register; a matrix takes one per column.
    pub register: u8,
    /// Its type.
    #[serde(skip)]
    pub ty: Type,
}

/// A uniform's registers.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct UniformBinding {
    /// The GLSL name (`light.pos` for a struct member's symbol).
    pub name: String,
    /// Its type.
    #[serde(skip)]
    pub ty: Type,
    /// The symbols it takes (one per struct member, else one), in member order,
    /// with their first register.
    pub symbols: Vec<(String, u8)>,
    /// `c` (float registers), `b` for a `bool` read only as `if` conditions, `i`
    /// for an `int` read only as the bound of loops over it.
    pub bank: char,
    /// For bank `i`: the start S of the counters of the loops over it; the app
    /// uploads (n - S, S - 1, 1, 0) for the value n (see [`loop_register`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub loop_start: Option<i32>,
}

/// The integer register the app uploads for `n`, an `int` uniform bounding loops
/// `for (int i = S; i < n; i++)` (bank `i` of [`UniformBinding`]): x = n - S, the
/// count of passes minus one (PICA200 `loop` runs i.x + 1 passes, and the compiled
/// loop skips its first one so that n = S runs the body no time); y = S - 1, the
/// first value of aL (one below S, for the skipped pass); z = 1, aL's step; w = 0
/// (3dbrew "GPU/Shader Instruction Set", LOOP). The bytes wrap to 8 bits; `None`
/// when n - S passes 255 (the body runs at most 255 times per loop).
pub fn loop_register(n: i64, start: i32) -> Option<[u8; 4]> {
    let count = (n - i64::from(start)).max(0);
    if count > 255 {
        return None;
    }
    Some([count as u8, (start - 1) as u8, 1, 0])
}

/// An output's register and semantic.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct OutputBinding {
    /// The GLSL name.
    pub name: String,
    /// The picasso semantic (`position`, `color`, …).
    pub semantic: String,
    /// The output register oN.
    pub register: u8,
    /// Components written (the semantic takes at most that many).
    pub components: u8,
}

/// Where the shader's interface lives.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
pub struct Layout {
    /// Attributes, in register order.
    pub inputs: Vec<InputBinding>,
    /// Uniforms the shader reads.
    pub uniforms: Vec<UniformBinding>,
    /// Outputs, in declaration order.
    pub outputs: Vec<OutputBinding>,
}

/// A compiled shader.
#[derive(Clone, Debug)]
pub struct Compiled {
    /// picasso-dialect source.
    pub asm: String,
    /// The assembled shader.
    pub assembly: asm::Assembly,
    /// Where inputs, uniforms and outputs went.
    pub layout: Layout,
    /// Instruction words, `end` included.
    pub instructions: usize,
    /// The analysed GLSL.
    pub module: Module,
}

impl Compiled {
    /// The SHBIN bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        self.assembly.to_bytes()
    }
    /// The SHBIN model.
    pub fn shbin(&self) -> &Shbin {
        self.assembly.model()
    }
    /// The C header picasso writes with `-h`.
    pub fn header(&self) -> String {
        self.assembly.header()
    }

    /// Simulator registers for GLSL values of inputs and uniforms (by GLSL name;
    /// missing uniforms stay 0, constants are loaded).
    pub fn setup(
        &self,
        inputs: &BTreeMap<String, Value>,
        uniforms: &BTreeMap<String, Value>,
    ) -> Result<Setup, RunError> {
        let mut s = Setup::new(self.shbin(), 0)?;
        for b in &self.layout.inputs {
            let Some(v) = inputs.get(&b.name) else {
                return Err(RunError::NoInput(b.name.clone()));
            };
            let mut regs = Vec::new();
            flatten(v, &b.ty, &self.module, &mut regs)?;
            for (k, r) in regs.into_iter().enumerate() {
                s.inputs[usize::from(b.register) + k] = r;
            }
        }
        for b in &self.layout.uniforms {
            let Some(v) = uniforms.get(&b.name) else {
                continue;
            };
            if b.bank == 'b' {
                let on = matches!(v, Value::Bool(true));
                s.bool_uniforms[usize::from(b.symbols[0].1)] = on;
                continue;
            }
            if b.bank == 'i' {
                let Value::Int(n) = v else {
                    return Err(RunError::NotAnInt(b.name.clone()));
                };
                let start = b.loop_start.unwrap_or(0);
                let r = loop_register(i64::from(*n), start).ok_or_else(|| RunError::LoopCount {
                    name: b.name.clone(),
                    value: *n,
                    start,
                })?;
                s.int_uniforms[usize::from(b.symbols[0].1)] = r;
                continue;
            }
            let mut leaves = Vec::new();
            struct_leaves(v, &b.ty, &self.module, &mut leaves);
            for ((val, ty), (_, first)) in leaves.iter().zip(&b.symbols) {
                let mut regs = Vec::new();
                flatten(val, ty, &self.module, &mut regs)?;
                for (k, r) in regs.into_iter().enumerate() {
                    let at = usize::from(*first) + k;
                    *s.float_uniforms.get_mut(at).ok_or(RunError::PastC95)? = r;
                }
            }
        }
        Ok(s)
    }

    /// Runs the shader once in the simulator on GLSL values (see [`Compiled::setup`])
    /// and returns its outputs by GLSL name.
    pub fn run(
        &self,
        inputs: &BTreeMap<String, Value>,
        uniforms: &BTreeMap<String, Value>,
    ) -> Result<BTreeMap<String, Vec<f32>>, RunError> {
        let setup = self.setup(inputs, uniforms)?;
        let out = crate::sim::run(self.shbin(), 0, &setup, &crate::sim::Options::default())
            .map_err(|e| RunError::Sim {
                pc: e.pc,
                kind: e.kind,
            })?;
        Ok(self.outputs(&out))
    }

    /// The outputs of a run by GLSL name (`gl_Position` included), each its
    /// components.
    pub fn outputs(&self, out: &Outcome) -> BTreeMap<String, Vec<f32>> {
        self.layout
            .outputs
            .iter()
            .map(|o| {
                let r = out.outputs[usize::from(o.register)];
                (o.name.clone(), r[..usize::from(o.components)].to_vec())
            })
            .collect()
    }
}

/// Registers of a non-struct value: one per vector, one per matrix row.
fn flatten(v: &Value, ty: &Type, m: &Module, out: &mut Vec<[f32; 4]>) -> Result<(), RunError> {
    let f = |s: &gpubin_glsl::ir::Scalar| lower::scalar_f(s);
    match (v, ty) {
        (Value::Struct(members), Type::Struct(id)) => {
            for ((_, mv), md) in members.iter().zip(&m.structs[*id as usize].members) {
                flatten(mv, &md.ty, m, out)?;
            }
        }
        (Value::Float(x), _) => out.push([*x, 0.0, 0.0, 0.0]),
        (Value::Int(x), _) => out.push([*x as f32, 0.0, 0.0, 0.0]),
        (Value::Uint(x), _) => out.push([*x as f32, 0.0, 0.0, 0.0]),
        (Value::Bool(x), _) => out.push([f32::from(u8::from(*x)), 0.0, 0.0, 0.0]),
        (Value::Vector(c), _) => {
            let mut r = [0.0; 4];
            for (i, x) in c.iter().enumerate().take(4) {
                r[i] = f(x);
            }
            out.push(r);
        }
        (Value::Matrix(cols), Type::Matrix { rows, .. }) => {
            for k in 0..usize::from(*rows) {
                let mut r = [0.0; 4];
                for (j, c) in cols.iter().enumerate().take(4) {
                    r[j] = c.get(k).copied().unwrap_or(0.0);
                }
                out.push(r);
            }
        }
        (Value::Matrix(cols), _) => {
            // An attribute matrix: one register per column.
            for c in cols {
                let mut r = [0.0; 4];
                for (i, x) in c.iter().enumerate().take(4) {
                    r[i] = *x;
                }
                out.push(r);
            }
        }
        (Value::Array(items), Type::Array(e, _)) => {
            for i in items {
                flatten(i, e, m, out)?;
            }
        }
        _ => return Err(RunError::Shape(ty.clone())),
    }
    Ok(())
}

fn struct_leaves<'a>(v: &'a Value, ty: &Type, m: &Module, out: &mut Vec<(&'a Value, Type)>) {
    match (v, ty) {
        (Value::Struct(members), Type::Struct(id)) => {
            // One symbol per member; a member that is a struct is one symbol too.
            for ((_, mv), md) in members.iter().zip(&m.structs[*id as usize].members) {
                out.push((mv, md.ty.clone()));
            }
        }
        _ => out.push((v, ty.clone())),
    }
}

/// The picasso output semantic a GLSL output name selects, and its lane count.
fn semantic_of(name: &str) -> Option<(OutputSemantic, u8)> {
    OutputSemantic::ALL
        .iter()
        .find(|s| s.name() == Some(name))
        .map(|s| (*s, semantic_lanes(*s)))
}

/// Components of each semantic as the fixed-function stage reads them
/// (3dbrew "GPU/Internal Registers", GPUREG_SH_OUTMAP_Oi: position, normalquat
/// and color take four, view three, texcoord0/1/2 two, texcoord0w one).
fn semantic_lanes(s: OutputSemantic) -> u8 {
    match s {
        OutputSemantic::Position | OutputSemantic::NormalQuat | OutputSemantic::Color => 4,
        OutputSemantic::View => 3,
        OutputSemantic::TexCoord0W => 1,
        OutputSemantic::Dummy => 4,
        _ => 2,
    }
}

/// What is wrong with a `#pragma pica` line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
enum PragmaError {
    #[error("unknown `#pragma pica`; expected `output(NAME, SEMANTIC)`")]
    Unknown,
    #[error("expected `#pragma pica output(NAME, SEMANTIC)`")]
    NoParentheses,
    #[error("expected `#pragma pica output(NAME, SEMANTIC)` with a semantic of position, normalquat, color, texcoord0, texcoord0w, texcoord1, texcoord2, view, dummy")]
    Arguments,
}

/// `#pragma pica output(NAME, SEMANTIC)` lines of the source.
fn output_pragmas(source: &str) -> Result<BTreeMap<String, String>, (usize, PragmaError)> {
    let mut out = BTreeMap::new();
    for (i, line) in source.lines().enumerate() {
        let t = line.trim_start();
        let Some(rest) = t.strip_prefix('#') else {
            continue;
        };
        let mut words = rest.trim_start();
        let Some(r) = words.strip_prefix("pragma") else {
            continue;
        };
        words = r.trim_start();
        let Some(r) = words.strip_prefix("pica") else {
            continue;
        };
        let r = r.trim();
        let Some(args) = r.strip_prefix("output").map(str::trim) else {
            return Err((i, PragmaError::Unknown));
        };
        let inner = args
            .strip_prefix('(')
            .and_then(|a| a.strip_suffix(')'))
            .ok_or((i, PragmaError::NoParentheses))?;
        let parts: Vec<&str> = inner.split(',').map(str::trim).collect();
        if parts.len() != 2 || semantic_of(parts[1]).is_none() {
            return Err((i, PragmaError::Arguments));
        }
        out.insert(parts[0].to_string(), parts[1].to_string());
    }
    Ok(out)
}

/// A located error at the start of `span` (a byte range of `source`), else
/// at the first whole-word occurrence of `name` (or `main`).
fn located(
    file: &str,
    source: &str,
    name: Option<&str>,
    span: Option<Span>,
    message: String,
) -> Diagnostic {
    let find = |w: &str| {
        let bytes = source.as_bytes();
        let is_word = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
        let mut from = 0;
        while let Some(i) = source[from..].find(w) {
            let at = from + i;
            let before = at == 0 || !is_word(bytes[at - 1]);
            let after = at + w.len() >= bytes.len() || !is_word(bytes[at + w.len()]);
            if before && after {
                return Some(at);
            }
            from = at + w.len();
        }
        None
    };
    let offset = span
        .map(|s| s.start as usize)
        .filter(|&o| source.is_char_boundary(o))
        .or_else(|| name.and_then(|n| find(n.split(['.', '[']).next().unwrap_or(n))))
        .or_else(|| find("main"))
        .unwrap_or(0);
    let line_start = source[..offset].rfind('\n').map_or(0, |i| i + 1);
    let line_end = source[offset..]
        .find('\n')
        .map_or(source.len(), |i| offset + i);
    Diagnostic {
        severity: Severity::Error,
        message,
        file: file.to_string(),
        line: source[..offset].matches('\n').count() as u32 + 1,
        column: source[line_start..offset].chars().count() as u32 + 1,
        offset,
        source_line: source[line_start..line_end].to_string(),
        notes: Vec::new(),
    }
}

/// Compiles a GLSL vertex shader.
pub fn compile(source: &str, options: &Options) -> Result<Compiled, Error> {
    let file = options
        .file_name
        .clone()
        .unwrap_or_else(|| "<source>".into());
    let module = gpubin_glsl::compile(
        source,
        Stage::Vertex,
        &gpubin_glsl::CompileOptions {
            file_name: Some(file.clone()),
            default_version: options.default_version,
        },
    )
    .map_err(Error::Source)?;
    let err = |name: Option<&str>, message: String| {
        Error::Source(Diagnostics {
            items: vec![located(&file, source, name, None, message)],
        })
    };
    let refusal = |r: Refusal| {
        let d = Diagnostics {
            items: vec![located(&file, source, r.name.as_deref(), r.span, r.message)],
        };
        if r.internal {
            Error::Internal(d)
        } else {
            Error::Source(d)
        }
    };
    let pragmas = output_pragmas(source).map_err(|(line, msg)| {
        let offset: usize = source.lines().take(line).map(|l| l.len() + 1).sum();
        let text = source.lines().nth(line).unwrap_or("").to_string();
        Error::Source(Diagnostics {
            items: vec![Diagnostic {
                severity: Severity::Error,
                message: msg.to_string(),
                file: file.clone(),
                line: line as u32 + 1,
                column: 1,
                offset,
                source_line: text,
                notes: Vec::new(),
            }],
        })
    })?;
    let plan = interface(&module, &pragmas).map_err(refusal)?;
    // With too many `mad` operand patterns for the 32 descriptors `mad` can name,
    // once more with each `mad` as `mul` and `add`.
    let (asm_text, assembly, starts) = match generate(&module, &plan, &file, false, &err, &refusal)
    {
        Err(GenFailure::Descriptors(_)) => {
            generate(&module, &plan, &file, true, &err, &refusal).map_err(GenFailure::into_error)?
        }
        other => other.map_err(GenFailure::into_error)?,
    };
    let words = assembly.model().dvlp.code.len();
    if words > MAX_INSTRUCTIONS {
        return Err(err(
            None,
            format!("the shader takes {words} instructions; PICA200 code memory holds {MAX_INSTRUCTIONS}"),
        ));
    }
    // Registers as the assembler allocated them.
    let dvle = &assembly.model().dvles[0];
    let reg_of = |sym: &str| {
        let stored = sym.replace('$', ".");
        dvle.uniforms
            .iter()
            .find(|u| u.name.as_str() == stored)
            .and_then(|u| UniformRegister::from_table(u.first_register))
            .map(|r| r.index())
    };
    let mut layout = plan.layout.clone();
    for (g, start) in starts {
        let name = &module.globals[g.index()].name;
        if let Some(u) = layout.uniforms.iter_mut().find(|u| &u.name == name) {
            u.loop_start = Some(start);
        }
    }
    for u in &mut layout.uniforms {
        for (sym, first) in &mut u.symbols {
            *first = reg_of(sym).unwrap_or(0);
            *sym = sym.replace('$', ".");
        }
    }
    Ok(Compiled {
        asm: asm_text,
        assembly,
        layout,
        instructions: words,
        module,
    })
}

/// One `.fvec` symbol: picasso name and register count.
#[derive(Clone, Debug)]
pub(crate) struct Symbol {
    pub name: String,
    pub regs: u16,
}

/// The interface before lowering.
pub(crate) struct Plan {
    pub iface: Interface,
    pub layout: Layout,
    pub symbols: Vec<Symbol>,
    /// `.bool` symbols.
    pub bools: Vec<String>,
    /// `.ivec` symbols.
    pub ints: Vec<String>,
    pub float_registers: usize,
    /// Input names by register.
    pub inputs: Vec<(String, u8)>,
}

fn regs_of_type(ty: &Type, m: &Module) -> u16 {
    match ty {
        Type::Scalar(_) | Type::Vector(..) => 1,
        Type::Matrix { rows, .. } => u16::from(*rows),
        Type::Array(e, n) => regs_of_type(e, m).saturating_mul(*n as u16),
        Type::Struct(id) => m.structs[*id as usize]
            .members
            .iter()
            .map(|x| regs_of_type(&x.ty, m))
            .fold(0u16, u16::saturating_add),
        _ => 0,
    }
}

/// The lowering's view of a uniform of `ty` at register `offset` of symbol `id`.
fn uniform_value(ty: &Type, id: u32, offset: u16, m: &Module) -> V {
    let at = |o: u16| {
        Src::new(Reg::Uni {
            id,
            offset: o,
            rel: code::Rel::None,
        })
    };
    match ty {
        Type::Matrix { cols, rows } => V::Rows(
            (0..u16::from(*rows)).map(|k| at(offset + k)).collect(),
            *cols,
        ),
        Type::Array(e, n) => {
            let step = regs_of_type(e, m);
            V::Agg(
                (0..*n as u16)
                    .map(|i| uniform_value(e, id, offset + i * step, m))
                    .collect(),
            )
        }
        // Members one after the other (an array of structs is one symbol).
        Type::Struct(sid) => {
            let mut at = offset;
            V::Agg(
                m.structs[*sid as usize]
                    .members
                    .iter()
                    .map(|x| {
                        let v = uniform_value(&x.ty, id, at, m);
                        at += regs_of_type(&x.ty, m);
                        v
                    })
                    .collect(),
            )
        }
        t => V::S(at(offset), t.vector_size().unwrap_or(1)),
    }
}

fn check_name(name: &str) -> Result<(), Refusal> {
    if asm::looks_like_register(name) {
        return Err(Refusal {
            span: None,
            name: Some(name.to_string()),
            internal: false,
            message: format!(
                "`{name}` would read as a PICA200 register in the symbol table; rename it"
            ),
        });
    }
    Ok(())
}

fn interface(m: &Module, pragmas: &BTreeMap<String, String>) -> Result<Plan, Refusal> {
    let refuse = |name: &str, message: String| Refusal {
        name: Some(name.to_string()),
        message,
        span: None,
        internal: false,
    };
    let mut fixed = vec![None; m.globals.len()];
    let mut outputs = vec![None; m.globals.len()];
    let mut layout = Layout::default();
    let mut symbols = Vec::new();
    let mut inputs = Vec::new();
    let mut next_v = 0u8;
    let mut taken = [false; INPUTS];
    // Attributes with a location first, then the others in declaration order.
    let mut order: Vec<usize> = (0..m.globals.len()).collect();
    order.sort_by_key(|i| m.globals[*i].location.is_none());
    for i in order {
        let g = &m.globals[i];
        if g.class != StorageClass::Input {
            continue;
        }
        if g.builtin
            && g.statically_used
            && matches!(g.name.as_str(), "gl_VertexID" | "gl_InstanceID")
        {
            return Err(refuse(
                &g.name,
                format!(
                    "`{}`: the PICA200 vertex shader has no vertex or instance index",
                    g.name
                ),
            ));
        }
        if g.builtin && !g.statically_used {
            continue;
        }
        check_name(&g.name)?;
        let width = match &g.ty {
            Type::Scalar(_) | Type::Vector(..) => 1u8,
            Type::Matrix { cols, .. } => *cols,
            _ => {
                return Err(refuse(
                    &g.name,
                    format!(
                        "the attribute `{}` is not a float, vector or matrix",
                        g.name
                    ),
                ))
            }
        };
        let first = match g.location {
            Some(l) => l as u8,
            None => {
                while (next_v as usize) < INPUTS && taken[next_v as usize] {
                    next_v += 1;
                }
                next_v
            }
        };
        if usize::from(first) + usize::from(width) > INPUTS {
            return Err(refuse(
                &g.name,
                format!(
                    "attribute `{}` does not fit: PICA200 has {INPUTS} input registers (v0–v15)",
                    g.name
                ),
            ));
        }
        for k in 0..width {
            taken[usize::from(first + k)] = true;
        }
        fixed[i] = Some(match &g.ty {
            Type::Matrix { cols, rows } => V::Agg(
                (0..*cols)
                    .map(|k| V::S(Src::new(Reg::In(first + k)), *rows))
                    .collect(),
            ),
            t => V::S(Src::new(Reg::In(first)), t.vector_size().unwrap_or(1)),
        });
        for k in 0..width {
            let name = if width == 1 {
                g.name.clone()
            } else {
                format!("{}_{k}", g.name)
            };
            inputs.push((name, first + k));
        }
        layout.inputs.push(InputBinding {
            name: g.name.clone(),
            register: first,
            ty: g.ty.clone(),
        });
    }
    let mut float_registers = 0usize;
    let read = read_as_values(m);
    let mut bools = vec![None; m.globals.len()];
    let mut bool_names = Vec::new();
    let bounds = loop_bounds(m);
    let mut ints = vec![None; m.globals.len()];
    let mut int_names = Vec::new();
    for (i, g) in m.globals.iter().enumerate() {
        if g.class != StorageClass::Uniform || !g.statically_used {
            continue;
        }
        check_name(&g.name)?;
        if g.ty == gpubin_glsl::types::BOOL && !read[i] {
            // Only `if (flag)` / `if (!flag)`: a boolean register and `ifu`.
            if bool_names.len() == BOOL_UNIFORMS {
                return Err(refuse(&g.name, format!("more than {BOOL_UNIFORMS} boolean uniforms used as conditions; PICA200 has b0–b15")));
            }
            bools[i] = Some(bool_names.len() as u32);
            bool_names.push(g.name.clone());
            layout.uniforms.push(UniformBinding {
                name: g.name.clone(),
                ty: g.ty.clone(),
                symbols: vec![(g.name.clone(), 0)],
                bank: 'b',
                loop_start: None,
            });
            continue;
        }
        if g.ty == gpubin_glsl::types::INT && bounds[i] && !read[i] {
            // Only loop bounds: an integer register and `loop`.
            if int_names.len() == INT_UNIFORMS {
                return Err(refuse(&g.name, format!("more than {INT_UNIFORMS} integer uniforms bounding loops; PICA200 has i0–i3")));
            }
            ints[i] = Some(int_names.len() as u32);
            int_names.push(g.name.clone());
            layout.uniforms.push(UniformBinding {
                name: g.name.clone(),
                ty: g.ty.clone(),
                symbols: vec![(g.name.clone(), 0)],
                bank: 'i',
                loop_start: None,
            });
            continue;
        }
        if g.ty.contains_sampler(&m.structs) {
            return Err(refuse(
                &g.name,
                format!("`{}`: a PICA200 vertex shader reads no textures", g.name),
            ));
        }
        let mut binding = UniformBinding {
            name: g.name.clone(),
            ty: g.ty.clone(),
            symbols: Vec::new(),
            bank: 'c',
            loop_start: None,
        };
        let v = match &g.ty {
            Type::Struct(id) => {
                let mut members = Vec::new();
                for mem in &m.structs[*id as usize].members {
                    let name = format!("{}${}", g.name, mem.name);
                    let id = symbols.len() as u32;
                    let regs = regs_of_type(&mem.ty, m);
                    symbols.push(Symbol {
                        name: name.clone(),
                        regs,
                    });
                    float_registers += usize::from(regs);
                    binding.symbols.push((name, 0));
                    members.push(uniform_value(&mem.ty, id, 0, m));
                }
                V::Agg(members)
            }
            ty => {
                let id = symbols.len() as u32;
                let regs = regs_of_type(ty, m);
                symbols.push(Symbol {
                    name: g.name.clone(),
                    regs,
                });
                float_registers += usize::from(regs);
                binding.symbols.push((g.name.clone(), 0));
                uniform_value(ty, id, 0, m)
            }
        };
        if float_registers > FLOAT_UNIFORMS {
            return Err(refuse(&g.name, format!("the uniforms take {float_registers} float registers; PICA200 has {FLOAT_UNIFORMS} (c0–c95)")));
        }
        fixed[i] = Some(v);
        layout.uniforms.push(binding);
    }
    // Outputs: gl_Position first, then the others in declaration order.
    let mut next_o = 0u8;
    let mut order: Vec<usize> = (0..m.globals.len()).collect();
    order.sort_by_key(|i| m.globals[*i].name != "gl_Position");
    let mut used_semantics = Vec::new();
    for i in order {
        let g = &m.globals[i];
        if g.class != StorageClass::Output || (g.builtin && !g.statically_used) {
            continue;
        }
        let semantic = if g.builtin {
            match g.name.as_str() {
                "gl_Position" => "position".to_string(),
                "gl_FrontColor" => "color".to_string(),
                "gl_PointSize" => {
                    return Err(refuse(
                        &g.name,
                        "`gl_PointSize`: PICA200 draws no sized points".into(),
                    ))
                }
                other => return Err(refuse(&g.name, format!("`{other}` has no PICA200 output"))),
            }
        } else if let Some(s) = pragmas.get(&g.name) {
            s.clone()
        } else if semantic_of(&g.name).is_some() {
            g.name.clone()
        } else {
            return Err(refuse(&g.name, format!("the output `{}` has no PICA200 semantic: name it after one (position, normalquat, color, texcoord0, texcoord0w, texcoord1, texcoord2, view) or add `#pragma pica output({}, SEMANTIC)`", g.name, g.name)));
        };
        let Some((sem, lanes)) = semantic_of(&semantic) else {
            return Err(Refusal {
                internal: true,
                ..refuse(&g.name, format!("internal: `{semantic}` is no semantic"))
            });
        };
        let n = match &g.ty {
            Type::Scalar(ScalarKind::Float) => 1,
            Type::Vector(ScalarKind::Float, n) => *n,
            _ => {
                return Err(refuse(
                    &g.name,
                    format!(
                    "the output `{}` must be a float or float vector (one output register each)",
                    g.name
                ),
                ))
            }
        };
        if n > lanes {
            return Err(refuse(
                &g.name,
                format!(
                    "the output `{}` has {n} components; the semantic `{semantic}` takes {lanes}",
                    g.name
                ),
            ));
        }
        if sem != OutputSemantic::Dummy && used_semantics.contains(&sem) {
            return Err(refuse(
                &g.name,
                format!("a second output with the semantic `{semantic}`"),
            ));
        }
        used_semantics.push(sem);
        if usize::from(next_o) >= OUTPUTS {
            return Err(refuse(
                &g.name,
                format!("more than {OUTPUTS} outputs: a PICA200 vertex shader writes o0–o6"),
            ));
        }
        outputs[i] = Some(next_o);
        layout.outputs.push(OutputBinding {
            name: g.name.clone(),
            semantic,
            register: next_o,
            components: n,
        });
        next_o += 1;
    }
    Ok(Plan {
        iface: Interface {
            fixed,
            outputs,
            bools,
            ints,
        },
        layout,
        symbols,
        bools: bool_names,
        ints: int_names,
        float_registers,
        inputs,
    })
}

/// For every global, whether reachable code reads it as a value: anywhere but as
/// the whole condition of an `if` (`if (b)`, `if (!b)`).
fn read_as_values(m: &Module) -> Vec<bool> {
    use gpubin_glsl::ir::{Access, CallArg, Expr, ExprKind, Root, Stmt, StmtKind, UnaryOp};
    fn place(p: &gpubin_glsl::ir::Place, out: &mut Vec<bool>) {
        if let Root::Global(g) = p.root {
            out[g.index()] = true;
        }
        for a in p.path.iter() {
            if let Access::Index(e) = a {
                expr(e, out);
            }
        }
    }
    fn expr(e: &Expr, out: &mut Vec<bool>) {
        match &e.kind {
            ExprKind::Load(p) => place(p, out),
            ExprKind::Constant(_) => {}
            ExprKind::Unary(_, a)
            | ExprKind::Swizzle(a, _)
            | ExprKind::Member(a, _)
            | ExprKind::Splat(a)
            | ExprKind::Convert(a) => expr(a, out),
            ExprKind::Binary(_, ab) => {
                expr(&ab[0], out);
                expr(&ab[1], out);
            }
            ExprKind::Select(a, b, c) => {
                expr(a, out);
                expr(b, out);
                expr(c, out);
            }
            ExprKind::Index(a, b) => {
                expr(a, out);
                expr(b, out);
            }
            ExprKind::Compose(v) | ExprKind::Builtin(_, v) => v.iter().for_each(|x| expr(x, out)),
            ExprKind::Texture(_) | ExprKind::TextureSize(..) => {}
        }
    }
    fn cond(e: &Expr, out: &mut Vec<bool>) {
        match &e.kind {
            ExprKind::Load(p) if p.path.is_empty() => {}
            ExprKind::Unary(UnaryOp::Not, x) => cond(x, out),
            _ => expr(e, out),
        }
    }
    fn block(b: &[Stmt], m: &Module, out: &mut Vec<bool>) {
        for s in b {
            match &s.kind {
                StmtKind::Store { place: p, value } => {
                    // The stored-to root is not read, its indices are.
                    for a in p.path.iter() {
                        if let Access::Index(e) = a {
                            expr(e, out);
                        }
                    }
                    expr(value, out);
                }
                StmtKind::Call { args, .. } => {
                    for a in args {
                        match a {
                            CallArg::In(e) => expr(e, out),
                            CallArg::Out(p) | CallArg::InOut(p) => place(p, out),
                        }
                    }
                }
                StmtKind::If {
                    condition,
                    accept,
                    reject,
                } => {
                    cond(condition, out);
                    block(accept, m, out);
                    block(reject, m, out);
                }
                StmtKind::Loop {
                    body, continuing, ..
                } => {
                    // The bound of a loop over an integer uniform is no value read.
                    let skip = usize::from(lower::uniform_loop(m, body, continuing).is_some());
                    block(&body[skip..], m, out);
                    block(continuing, m, out);
                }
                StmtKind::Switch { selector, cases } => {
                    expr(selector, out);
                    for c in cases {
                        block(&c.body, m, out);
                    }
                }
                StmtKind::Return(Some(e)) => expr(e, out),
                _ => {}
            }
        }
    }
    let mut out = vec![false; m.globals.len()];
    for (f, reach) in m.functions.iter().zip(m.reachable_functions()) {
        if reach {
            block(&f.body, m, &mut out);
        }
    }
    out
}

/// For every global, whether it bounds a loop over an integer uniform (see
/// [`lower::uniform_loop`]) in reachable code.
fn loop_bounds(m: &Module) -> Vec<bool> {
    use gpubin_glsl::ir::{Stmt, StmtKind};
    fn block(b: &[Stmt], m: &Module, out: &mut Vec<bool>) {
        for s in b {
            match &s.kind {
                StmtKind::If { accept, reject, .. } => {
                    block(accept, m, out);
                    block(reject, m, out);
                }
                StmtKind::Loop {
                    body, continuing, ..
                } => {
                    if let Some((_, g)) = lower::uniform_loop(m, body, continuing) {
                        out[g.index()] = true;
                    }
                    block(body, m, out);
                    block(continuing, m, out);
                }
                StmtKind::Switch { cases, .. } => {
                    for c in cases {
                        block(&c.body, m, out);
                    }
                }
                _ => {}
            }
        }
    }
    let mut out = vec![false; m.globals.len()];
    for (f, reach) in m.functions.iter().zip(m.reachable_functions()) {
        if reach {
            block(&f.body, m, &mut out);
        }
    }
    out
}

/// The assembly text, its assembly, and the counter start of the loops over each
/// integer uniform (by global).
type Generated = (String, asm::Assembly, Vec<(gpubin_glsl::ir::GlobalId, i32)>);

/// Why code generation stopped: the operand descriptor table ran out (the one
/// limit only the assembler sees, which a second try without `mad` may avoid), or
/// anything else.
enum GenFailure {
    Descriptors(Error),
    Other(Error),
}

impl GenFailure {
    fn into_error(self) -> Error {
        match self {
            GenFailure::Descriptors(e) | GenFailure::Other(e) => e,
        }
    }
}

impl From<Error> for GenFailure {
    fn from(e: Error) -> Self {
        GenFailure::Other(e)
    }
}

/// Lowers, allocates and assembles.
fn generate(
    module: &Module,
    plan: &Plan,
    file: &str,
    no_mad: bool,
    err: &dyn Fn(Option<&str>, String) -> Error,
    refusal: &dyn Fn(Refusal) -> Error,
) -> Result<Generated, GenFailure> {
    let mut low = Lower::new(module, &plan.iface);
    low.code.no_mad = no_mad;
    low.run().map_err(refusal)?;
    let starts = low.loop_starts;
    let mut code = low.code;
    regs::optimise(&mut code);
    let alloc = regs::allocate(&code).map_err(|e| err(None, e.to_string()))?;
    if plan.float_registers + code.pool.regs.len() > FLOAT_UNIFORMS {
        return Err(GenFailure::Other(err(
            None,
            format!(
                "the shader needs {} float uniform registers ({} for uniforms, {} for constants); PICA200 has {FLOAT_UNIFORMS} (c0–c95)",
                plan.float_registers + code.pool.regs.len(),
                plan.float_registers,
                code.pool.regs.len()
            ),
        )));
    }
    for k in code.pool.regs.iter().flatten().flatten() {
        if !k.is_finite() {
            return Err(GenFailure::Other(err(
                None,
                format!("the constant {k} is not finite; the picasso dialect writes only finite constants"),
            )));
        }
    }
    let asm_text = text::render(&code, &alloc, plan, file).map_err(refusal)?;
    let assembly = asm::assemble(
        &[asm::Source {
            name: file,
            text: &asm_text,
        }],
        asm::Options::default(),
    )
    .map_err(|d| {
        // The operand descriptor table is the one limit only the assembler sees.
        match d.0.iter().find(|x| x.code == Some(asm::Code::DescriptorTableFull)) {
            Some(x) => GenFailure::Descriptors(err(
                None,
                format!("the shader needs more distinct operand swizzles and masks than PICA200's operand descriptor table holds (128, the first 32 for `mad`): {}", x.message),
            )),
            None => GenFailure::Other(Error::Assembler(d)),
        }
    })?;
    Ok((asm_text, assembly, starts))
}

/// Assembles files into one SHBIN (one DVLE each, in order), compiling `.vert` files
/// (GLSL vertex shaders) first: the build-script form of `include_shader!`. Errors
/// of either kind come back as the assembler's diagnostics, located in their file.
pub fn assemble_files<P: AsRef<std::path::Path>>(
    paths: &[P],
) -> Result<asm::Assembly, asm::Diagnostics> {
    let mut texts = Vec::new();
    let mut failures = Vec::new();
    for p in paths {
        let p = p.as_ref();
        let name = p.display().to_string();
        let fail = |message: String| asm::Diagnostic {
            severity: asm::Severity::Error,
            file: name.clone(),
            line: 0,
            column: 0,
            message,
            source_line: String::new(),
            width: 0,
            code: None,
        };
        let text = match std::fs::read_to_string(p) {
            Ok(t) => t,
            Err(e) => {
                failures.push(fail(format!("cannot read: {e}")));
                continue;
            }
        };
        if p.extension().is_none_or(|e| e != "vert") {
            texts.push((name, text));
            continue;
        }
        match to_assembly(&name, &text) {
            Ok(t) => texts.push((name, t)),
            Err(d) => failures.extend(d),
        }
    }
    if !failures.is_empty() {
        return Err(asm::Diagnostics(failures));
    }
    let sources: Vec<asm::Source<'_>> = texts
        .iter()
        .map(|(n, t)| asm::Source { name: n, text: t })
        .collect();
    asm::assemble(&sources, asm::Options::default())
}

/// The picasso-dialect source of the GLSL vertex shader `text` (of the file `name`),
/// or the errors as the assembler's diagnostics, located in that file.
pub(crate) fn to_assembly(name: &str, text: &str) -> Result<String, Vec<asm::Diagnostic>> {
    let options = Options {
        file_name: Some(name.to_string()),
        default_version: None,
    };
    match compile(text, &options) {
        Ok(c) => Ok(c.asm),
        Err(Error::Source(d) | Error::Internal(d)) => Err(d
            .items
            .into_iter()
            .map(|x| asm::Diagnostic {
                severity: asm::Severity::Error,
                file: x.file,
                line: x.line as usize,
                column: x.column as usize,
                message: x.message,
                source_line: x.source_line,
                width: 1,
                code: None,
            })
            .collect()),
        Err(Error::Assembler(d)) => Err(d.0),
    }
}
