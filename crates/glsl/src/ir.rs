//! The typed IR that back ends lower from.
//!
//! A [`Module`] is one analysed shader. Everything in it is explicit:
//!
//! * Every [`Expr`] carries its result [`Type`]. Implicit conversions of the
//!   source appear as [`ExprKind::Convert`]; constructors appear as
//!   [`ExprKind::Compose`] (one operand per component of a vector, per column
//!   of a matrix, per element of an array, per member of a struct) or
//!   [`ExprKind::Splat`]; projective texture lookups are already divided.
//! * Expressions have **no side effects**. Assignments, `++`/`--`, calls of
//!   user functions and out-parameters are statements; the front end hoists
//!   them in evaluation order into temporaries (locals named `_tN`), and keeps
//!   `&&`, `||` and `?:` short-circuiting by turning them into [`StmtKind::If`]
//!   when their right side needed statements.
//! * Evaluation order, as the front end fixes it: what the specification
//!   orders as it says (GLSL 1.10-1.30 §5.9: the left of `&&`, `||` and `,`
//!   and the condition of `?:` first; §5.8: the left of an assignment before
//!   its right; §6.1.1: the arguments of a call, user or built-in, "in
//!   order, from left to right", an `out`/`inout` argument an l-value taken
//!   at its turn), the rest as Mesa does: the operands of an operator or a
//!   constructor have their side effects first, in source order, and are
//!   read after them (`v.w + f(v)` reads `v.w` after `f` wrote `v`); the
//!   copy-outs of whole variables before those of parts (swizzles,
//!   elements, members), each in parameter order (the front end passes a
//!   part through a temporary where [`StmtKind::Call`]'s order would differ).
//! * Control flow is structured: [`StmtKind::If`], [`StmtKind::Loop`] (every `for`,
//!   `while` and `do`/`while` becomes a `Loop` whose exit test is an `If`
//!   with `Break`), [`StmtKind::Switch`], `Break`, `Continue`, `Return`, `Discard`.
//! * Stores and loads go through [`Place`]: a root variable and an access
//!   path (array/matrix/vector index, struct member, swizzle). A store to a
//!   swizzle writes only the named components.
//!
//! Operator conventions (`BinaryOp`):
//! * Component-wise operators (`Add`, `Sub`, `Mul`, `Div`, `Rem`, bit
//!   operators) take operands of the same type, or one scalar operand of
//!   the same component kind that applies to every component of the other.
//! * `MatMul` is the linear-algebra product: matrix x matrix, matrix x
//!   column vector, row vector x matrix.
//! * `Shl`/`Shr` take integer operands whose kinds may differ (the left
//!   operand's type is the result type); the right side may be a scalar.
//! * `Equal`/`NotEqual` compare whole values (any type but samplers) and
//!   yield `bool`; `Less` .. `GreaterEqual` compare scalars.
//! * `LogicalAnd`/`LogicalOr`/`LogicalXor` take and yield `bool`; in the IR
//!   both operands are side-effect free, so evaluating both is allowed.
//!
//! Variables and entry point:
//! * [`Module::globals`] holds every variable outside functions: user
//!   inputs, outputs, uniforms, private globals and constants, plus the
//!   built-ins the shader references (`builtin: true`, GLSL names such as
//!   `gl_Position`, `gl_FragColor`, `gl_VertexID`, `gl_ModelViewProjectionMatrix`).
//!   Unreferenced built-ins are absent. `gl_Max*` constants are folded.
//! * Interface blocks: a uniform block without an instance name contributes
//!   one uniform global per member; with an instance name, one struct-typed
//!   uniform named after the instance.
//! * [`Function::locals`] starts with the parameters (see [`Param::local`]),
//!   then declared locals and temporaries. Locals are zero on entry.
//! * Initialisers of private globals run as the first statements of `main`
//!   (their temporaries are private globals named `_tN`).
//! * `const` variables are folded where read; their declarations remain
//!   (globals with [`StorageClass::Constant`] and an `initializer`).
//! * Functions are never recursive (the front end rejects recursion), so
//!   inlining everything into `main` always terminates.
//!
//! Source spans:
//! * Every [`Expr`] and every [`Stmt`] carries the [`Span`] of the syntax it
//!   was lowered from: a byte range of the source text as given to the
//!   compile (before preprocessing; the offsets of
//!   [`crate::Diagnostic::offset`]). A node that a macro expansion produced
//!   has the span of the macro's invocation.
//! * What the front end synthesises takes the span of the construct that
//!   caused it: the temporaries and stores of an assignment, `++`/`--`, a
//!   call or a short-circuit are at that expression; an implicit conversion
//!   is at the value converted; the conversions and splats of a constructor
//!   at the constructor; a loop's exit test (`if (!cond) break`) at the
//!   condition; the initialisation of a variable at its declarator
//!   (`x = init`), also for a global's, which runs in `main`.
//! * A statement is a [`StmtKind`] with a span ([`Stmt::kind`],
//!   [`Stmt::span`]) rather than an enum with a span in each variant: a walk
//!   matches on `&s.kind` and finds the location in one place.
//! * In a module linked from several shader objects ([`crate::link_program`])
//!   each span is in the source of the object the code came from: a
//!   function's in the object that defines it, an initialiser at the start
//!   of `main` in the object that declares the global.
//! * Spans take part in equality and in the serde form (`[start, end]`);
//!   the text form (`Display`) leaves them out. A [`StmtKind::Loop`] also
//!   keeps its `file:line` ([`SourceLine`]), for the error of a shader that
//!   does not stop, which is reported without the source at hand.
//!
//! [`crate::validate::validate`] checks a module against these rules (the list is in its
//! documentation) and says which is broken, where; debug builds run it on
//! every module a compile or a link makes, so every test that compiles a
//! shader checks the lowering.
//!
//! Arithmetic is IEEE-754 binary32 for floats and wrapping 32-bit for
//! integers; integer division by zero yields 0 in the reference interpreter
//! (GLSL leaves it undefined).

pub use crate::access_path::Steps;
pub use crate::components::Components;
use crate::reflect::{InterfaceVariable, Reflection};
pub use crate::scalars::{Scalar, Scalars};
use crate::types::{Interpolation, Precision, StructDef, Type};
use crate::version::{Stage, Version};
/// Names of parameters and locals: a `str` to every reader, kept inline
/// when short (no allocation per local).
pub use gpubin_binfmt::Name;
use serde::{Deserialize, Serialize};

pub mod visit;

pub use crate::ids::{FunctionId, GlobalId, LocalId};

/// A list of statements executed in order.
pub type Block = Vec<Stmt>;

/// A byte range `start..end` of the source a node was lowered from (see
/// the module documentation). Two `u32`s: every expression and statement
/// carries one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "(u32, u32)", into = "(u32, u32)")]
pub struct Span {
    /// The first byte.
    pub start: u32,
    /// One past the last byte.
    pub end: u32,
}

impl Span {
    /// The span of bytes `start..end`.
    pub const fn new(start: usize, end: usize) -> Self {
        Span {
            start: start as u32,
            end: end as u32,
        }
    }

    /// The smallest span covering both.
    #[must_use]
    pub fn to(self, other: Span) -> Span {
        Span {
            start: self.start.min(other.start),
            end: self.end.max(other.end),
        }
    }

    /// The bytes of the span.
    pub fn range(self) -> std::ops::Range<usize> {
        self.start as usize..self.end as usize
    }
}

impl From<(u32, u32)> for Span {
    fn from((start, end): (u32, u32)) -> Self {
        Span { start, end }
    }
}

impl From<Span> for (u32, u32) {
    fn from(s: Span) -> Self {
        (s.start, s.end)
    }
}

impl std::fmt::Display for Span {
    /// `start..end`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}..{}", self.start, self.end)
    }
}

/// One analysed shader.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Module {
    /// The language version the shader was compiled as.
    pub version: Version,
    /// The stage.
    pub stage: Stage,
    /// Extensions named by `#extension` with `enable`/`require`/`warn`.
    pub extensions: Vec<String>,
    /// Struct types, indexed by [`crate::types::StructId`].
    pub structs: Vec<StructDef>,
    /// Every global variable (see the module documentation).
    pub globals: Vec<Global>,
    /// Functions that are defined, in source order; `main` included.
    pub functions: Vec<Function>,
    /// The `main` function.
    pub entry_point: FunctionId,
    /// Inputs, outputs and uniforms, as reflection reports them.
    pub reflection: Reflection,
}

impl Module {
    /// GLSL name of a type, with struct names resolved.
    pub fn type_name(&self, ty: &Type) -> String {
        ty.name(&self.structs)
    }

    /// Find a global variable by name.
    pub fn global(&self, name: &str) -> Option<(GlobalId, &Global)> {
        self.globals
            .iter()
            .enumerate()
            .find(|(_, g)| g.name == name)
            .map(|(i, g)| (GlobalId::from_index(i), g))
    }

    /// For each function, whether `main` reaches it through calls (`main`
    /// itself included). GLSL accepts functions nobody calls; what they
    /// reference is not statically used (see [`Global::statically_used`]).
    pub fn reachable_functions(&self) -> Vec<bool> {
        let mut seen = vec![false; self.functions.len()];
        let mut work = vec![self.entry_point];
        while let Some(f) = work.pop() {
            match seen.get_mut(f.index()) {
                Some(s) if !*s => *s = true,
                // Visited already, or a reserved id (`EmitVertex()`, ...).
                _ => continue,
            }
            calls_in(&self.functions[f.index()].body, &mut work);
        }
        seen
    }
}

/// Pushes the callee of every [`StmtKind::Call`] in `block`, nested blocks included.
fn calls_in(block: &[Stmt], out: &mut Vec<FunctionId>) {
    for s in block {
        match &s.kind {
            StmtKind::Call { function, .. } => out.push(*function),
            StmtKind::If { accept, reject, .. } => {
                calls_in(accept, out);
                calls_in(reject, out);
            }
            StmtKind::Loop {
                body, continuing, ..
            } => {
                calls_in(body, out);
                calls_in(continuing, out);
            }
            StmtKind::Switch { cases, .. } => {
                for c in cases {
                    calls_in(&c.body, out);
                }
            }
            StmtKind::Store { .. }
            | StmtKind::Break
            | StmtKind::Continue
            | StmtKind::Return(_)
            | StmtKind::Discard => {}
        }
    }
}

/// Storage class of a global variable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum StorageClass {
    /// `in` / `attribute` (vertex) / `varying` (fragment), and built-in inputs.
    Input,
    /// `out` / `varying` (vertex), and built-in outputs.
    Output,
    /// `uniform`, including built-in uniforms such as `gl_ModelViewMatrix`.
    Uniform,
    /// Global variable without storage qualifier (private to the invocation).
    Private,
    /// `const` global; `initializer` holds its value.
    Constant,
}

/// A global variable.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Global {
    /// The GLSL name.
    pub name: String,
    /// The type.
    pub ty: Type,
    /// Input, output, uniform, private or constant.
    pub class: StorageClass,
    /// `gl_*` built-in.
    pub builtin: bool,
    /// Effective precision (explicit, or from the default precision in scope).
    pub precision: Option<Precision>,
    /// Interpolation qualifier, if any (`None` is smooth by default).
    pub interpolation: Option<Interpolation>,
    /// Declared `centroid`.
    pub centroid: bool,
    /// Declared `invariant`.
    pub invariant: bool,
    /// `layout(location = N)`.
    pub location: Option<u32>,
    /// Constant initial value (consts, and uniforms with an initializer),
    /// flattened in component order (see [`ExprKind::Constant`]).
    pub initializer: Option<Vec<Scalar>>,
    /// Referenced by code reachable from `main`.
    pub statically_used: bool,
}

/// Parameter direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ParamDirection {
    /// `in`: copied in.
    In,
    /// `out`: copied out on return.
    Out,
    /// `inout`: copied in and out.
    InOut,
}

/// A function parameter; its value lives in local `local`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Param {
    /// The parameter's name.
    pub name: Name,
    /// The type.
    pub ty: Type,
    /// `in`, `out` or `inout`.
    pub direction: ParamDirection,
    /// The local holding its value.
    pub local: LocalId,
}

/// A local variable (parameters and front-end temporaries included).
/// Locals start zeroed on each call in the reference interpreter.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Local {
    /// The name (front-end temporaries are `_tN`).
    pub name: Name,
    /// The type.
    pub ty: Type,
}

/// A defined function.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Function {
    /// The GLSL name.
    pub name: String,
    /// `void` for none.
    pub return_type: Type,
    /// Parameters in order.
    pub params: Vec<Param>,
    /// Parameters first, then declared locals and temporaries.
    pub locals: Vec<Local>,
    /// The statements.
    pub body: Block,
}

/// A statement: what it does, and where in the source it comes from.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Stmt {
    /// What the statement does.
    pub kind: StmtKind,
    /// The source it was lowered from (see the module documentation).
    pub span: Span,
}

impl Stmt {
    /// A statement of `kind` lowered from `span`.
    pub fn new(kind: StmtKind, span: Span) -> Self {
        Stmt { kind, span }
    }
}

/// Statement kinds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StmtKind {
    /// Evaluate `value`, then write it to `place` (only the swizzled
    /// components if the path ends in a swizzle).
    Store {
        /// Where to write.
        place: Place,
        /// The value written.
        value: Expr,
    },
    /// Call a user function. Before the call, in argument order, each `in`
    /// argument is evaluated and each `out`/`inout` place is evaluated once
    /// (its indices; an `inout` place is also read); on return the parameter
    /// values are copied out, in parameter order, to the places as they were
    /// evaluated before the call (`f(i, v[i])` with `inout i` writes the
    /// element `i` named before the call), then the result, if any, is
    /// stored to `result`. In a geometry shader, `function` may be one of
    /// the reserved ids of [`crate::GeometryOp`] (`EmitVertex()`,
    /// `EndPrimitive()`; no arguments, no result).
    Call {
        /// The callee, or a reserved id of a geometry operation.
        function: FunctionId,
        /// One argument per parameter.
        args: Vec<CallArg>,
        /// Where the result goes, if it is kept.
        result: Option<Place>,
    },
    /// Run `accept` if `condition` holds, else `reject`.
    If {
        /// A `bool`.
        condition: Expr,
        /// Run when `condition` holds.
        accept: Block,
        /// Run otherwise.
        reject: Block,
    },
    /// Repeat `body` then `continuing` until a `Break`. `Continue` in
    /// `body` jumps to `continuing`; a `Break` in `continuing` leaves the loop.
    /// `at` is the loop statement's position, for the error of a shader
    /// that does not stop (an iteration budget exceeded).
    Loop {
        /// The loop's statements.
        body: Block,
        /// Run after `body` and after each `Continue` (a `for` loop's increment).
        continuing: Block,
        #[serde(default)]
        /// Where the loop statement is.
        at: SourceLine,
    },
    /// `switch` on an `int`/`uint` selector. Execution enters the first case
    /// whose `values` contain the selector (or the `default` case) and falls
    /// through into the following cases until a `Break`.
    Switch {
        /// An `int` or `uint`.
        selector: Expr,
        /// The case groups in source order.
        cases: Vec<SwitchCase>,
    },
    /// Leave the innermost loop or switch.
    Break,
    /// Go on to the innermost loop's `continuing`.
    Continue,
    /// Leave the function, with its result if it has one.
    Return(Option<Expr>),
    /// Fragment only: stop the invocation, writing no outputs.
    Discard,
}

/// The file and line a diagnostic gives for a position in the source.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SourceLine {
    /// The file name diagnostics give.
    pub file: String,
    /// 1-based line, as `#line` directives number it.
    pub line: u32,
}

impl SourceLine {
    /// Move the position of every loop in `block` (nested ones included)
    /// down by `delta` lines.
    pub(crate) fn relocate_loops(block: &mut [Stmt], delta: u32) {
        for s in block {
            match &mut s.kind {
                StmtKind::Loop {
                    body,
                    continuing,
                    at,
                } => {
                    at.line += delta;
                    SourceLine::relocate_loops(body, delta);
                    SourceLine::relocate_loops(continuing, delta);
                }
                StmtKind::If { accept, reject, .. } => {
                    SourceLine::relocate_loops(accept, delta);
                    SourceLine::relocate_loops(reject, delta);
                }
                StmtKind::Switch { cases, .. } => {
                    for c in cases {
                        SourceLine::relocate_loops(&mut c.body, delta);
                    }
                }
                _ => {}
            }
        }
    }
}

impl std::fmt::Display for SourceLine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}", self.file, self.line)
    }
}

/// One `case`/`default` group of a [`StmtKind::Switch`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SwitchCase {
    /// Case label values (as i64 so `int` and `uint` both fit).
    pub values: Vec<i64>,
    /// This group has the `default` label.
    pub is_default: bool,
    /// The statements, falling through into the next group.
    pub body: Block,
}

/// A call argument.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CallArg {
    /// An `in` argument's value.
    In(Expr),
    /// An `out` argument's place, written on return.
    Out(Place),
    /// An `inout` argument's place, read before and written on return.
    InOut(Place),
}

/// Root variable of a [`Place`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Root {
    /// A global, by index into [`Module::globals`].
    Global(GlobalId),
    /// A local of the current function, by index into [`Function::locals`].
    Local(LocalId),
}

/// The accesses applied to a variable, in order (see [`Place::path`]).
/// Reads as a `[Access]`; serialises as a sequence, as a `Vec<Access>`
/// does.
pub type AccessPath = Steps<Access>;

/// One step of an access path.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Access {
    /// Array element, matrix column or vector component (index is `int` or
    /// `uint`; out-of-range dynamic indices are clamped by the interpreter).
    Index(Box<Expr>),
    /// Struct member by position.
    Member(u32),
    /// Vector components by position (0..=3), e.g. `.zx` = `[2, 0]`.
    /// Only as the last step of a path.
    Swizzle(Components),
}

/// An l-value path: a variable and the accesses applied to it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Place {
    /// The variable.
    pub root: Root,
    /// The accesses applied to it, in order.
    pub path: AccessPath,
    /// Type of the addressed value.
    pub ty: Type,
}

/// Unary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum UnaryOp {
    /// Arithmetic negation (component-wise).
    Neg,
    /// Logical not of a `bool`.
    Not,
    /// Bitwise complement (component-wise, integers).
    BitNot,
}

/// Binary operators; see the module documentation for operand rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BinaryOp {
    /// `+`.
    Add,
    /// `-`.
    Sub,
    /// `*`: component-wise (see `MatMul` for the linear-algebra product).
    Mul,
    /// `/` (integer division by zero gives 0 in the interpreter).
    Div,
    /// `%` (integers).
    Rem,
    /// `*` of matrices and vectors: the linear-algebra product.
    MatMul,
    /// `&`.
    BitAnd,
    /// `|`.
    BitOr,
    /// `^`.
    BitXor,
    /// `<<`.
    Shl,
    /// `>>`.
    Shr,
    /// `&&`.
    LogicalAnd,
    /// `||`.
    LogicalOr,
    /// `^^`.
    LogicalXor,
    /// `==` of whole values.
    Equal,
    /// `!=` of whole values.
    NotEqual,
    /// `<`.
    Less,
    /// `<=`.
    LessEqual,
    /// `>`.
    Greater,
    /// `>=`.
    GreaterEqual,
}

/// Level-of-detail selection of a texture lookup.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TextureLevel {
    /// Implicit level (fragment shaders), no bias.
    Auto,
    /// Implicit level plus a bias (`float`).
    Bias(Box<Expr>),
    /// Explicit level (`float`).
    Lod(Box<Expr>),
    /// Explicit gradients (`dPdx`, `dPdy`).
    Grad(Box<Expr>, Box<Expr>),
    /// `texelFetch`: integer coordinates, explicit integer level
    /// (sample index for multisample samplers, absent for buffers).
    Fetch(Option<Box<Expr>>),
}

/// A texture lookup, normalised from every GLSL texture function.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TextureLookup {
    /// The sampler (a `Load` of a sampler uniform or array element).
    pub sampler: Box<Expr>,
    /// Coordinates (already divided for projective lookups), with the array
    /// layer as last component for array samplers; `float`-based except for
    /// `Fetch`, which uses `int` coordinates.
    pub coordinate: Box<Expr>,
    /// How the level of detail is chosen.
    pub level: TextureLevel,
    /// Constant texel offset (`ivec`).
    pub offset: Option<Box<Expr>>,
    /// Depth reference for shadow samplers.
    pub depth_ref: Option<Box<Expr>>,
}

/// Built-in functions that the IR keeps as calls. Arguments have the types
/// of the GLSL overload chosen (scalar arguments of the "genType, float"
/// forms broadcast). Texture functions are [`ExprKind::Texture`];
/// `modf` and `ftransform` are lowered by the front end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BuiltinFn {
    /// `radians`.
    Radians,
    /// `degrees`.
    Degrees,
    /// `sin`.
    Sin,
    /// `cos`.
    Cos,
    /// `tan`.
    Tan,
    /// `asin`.
    Asin,
    /// `acos`.
    Acos,
    /// `atan(y_over_x)`.
    Atan,
    /// `atan(y, x)`.
    Atan2,
    /// `sinh`.
    Sinh,
    /// `cosh`.
    Cosh,
    /// `tanh`.
    Tanh,
    /// `asinh`.
    Asinh,
    /// `acosh`.
    Acosh,
    /// `atanh`.
    Atanh,
    /// `pow`.
    Pow,
    /// `exp`.
    Exp,
    /// `log`.
    Log,
    /// `exp2`.
    Exp2,
    /// `log2`.
    Log2,
    /// `sqrt`.
    Sqrt,
    /// `inversesqrt`.
    InverseSqrt,
    /// `abs`.
    Abs,
    /// `sign`.
    Sign,
    /// `floor`.
    Floor,
    /// `trunc`.
    Trunc,
    /// `round`.
    Round,
    /// `roundEven`.
    RoundEven,
    /// `ceil`.
    Ceil,
    /// `fract`.
    Fract,
    /// `mod`.
    Mod,
    /// `min`.
    Min,
    /// `max`.
    Max,
    /// `clamp`.
    Clamp,
    /// `mix(x, y, a)` with float `a`: `x * (1 - a) + y * a`.
    Mix,
    /// `mix(x, y, bvec a)`: component-wise select (`a ? y : x`).
    MixBool,
    /// `step`.
    Step,
    /// `smoothstep`.
    SmoothStep,
    /// `isnan`.
    IsNan,
    /// `isinf`.
    IsInf,
    /// `floatBitsToInt`.
    FloatBitsToInt,
    /// `floatBitsToUint`.
    FloatBitsToUint,
    /// `intBitsToFloat`.
    IntBitsToFloat,
    /// `uintBitsToFloat`.
    UintBitsToFloat,
    /// `length`.
    Length,
    /// `distance`.
    Distance,
    /// `dot`.
    Dot,
    /// `cross`.
    Cross,
    /// `normalize`.
    Normalize,
    /// `faceforward`.
    FaceForward,
    /// `reflect`.
    Reflect,
    /// `refract`.
    Refract,
    /// `matrixCompMult`.
    MatrixCompMult,
    /// `outerProduct`.
    OuterProduct,
    /// `transpose`.
    Transpose,
    /// `determinant`.
    Determinant,
    /// `inverse`.
    Inverse,
    /// `lessThan`.
    LessThan,
    /// `lessThanEqual`.
    LessThanEqual,
    /// `greaterThan`.
    GreaterThan,
    /// `greaterThanEqual`.
    GreaterThanEqual,
    /// `equal`.
    VEqual,
    /// `notEqual`.
    VNotEqual,
    /// `any`.
    Any,
    /// `all`.
    All,
    /// `not(bvec)`.
    VNot,
    /// `dFdx`.
    DFdx,
    /// `dFdy`.
    DFdy,
    /// `fwidth`.
    Fwidth,
    /// `noise1`.
    Noise1,
    /// `noise2`.
    Noise2,
    /// `noise3`.
    Noise3,
    /// `noise4`.
    Noise4,
}

/// An expression node with its type and source span.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Expr {
    /// The result type.
    pub ty: Type,
    /// What it computes.
    pub kind: ExprKind,
    /// The source it was lowered from (see the module documentation).
    pub span: Span,
}

impl Expr {
    /// An expression of type `ty` computing `kind`, lowered from `span`.
    pub fn new(ty: Type, kind: ExprKind, span: Span) -> Self {
        Expr { ty, kind, span }
    }
}

/// Expression kinds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ExprKind {
    /// A constant, flattened in component order: vectors by component,
    /// matrices column by column, arrays by element, structs by member.
    Constant(Scalars),
    /// Read a variable or a part of it.
    Load(Place),
    /// Apply a unary operator.
    Unary(UnaryOp, Box<Expr>),
    /// Left and right operands, in one allocation.
    Binary(BinaryOp, Box<[Expr; 2]>),
    /// `condition ? accept : reject` with a `bool` condition; both arms are
    /// side-effect free.
    Select(Box<Expr>, Box<Expr>, Box<Expr>),
    /// Components of a vector value.
    Swizzle(Box<Expr>, Components),
    /// Element of an array value, column of a matrix, component of a vector.
    Index(Box<Expr>, Box<Expr>),
    /// Member of a struct value.
    Member(Box<Expr>, u32),
    /// Build a vector (from scalars), matrix (from column vectors), array
    /// (from elements) or struct (from members) of type `ty`.
    Compose(Vec<Expr>),
    /// Vector of `ty` with every component equal to the scalar operand.
    Splat(Box<Expr>),
    /// Convert each component to the component kind of `ty` (same shape):
    /// float->int truncates toward zero (saturating), bool->number is 0/1,
    /// number->bool is `!= 0`.
    Convert(Box<Expr>),
    /// Call a built-in function with its arguments.
    Builtin(BuiltinFn, Vec<Expr>),
    /// Look up a texture.
    Texture(Box<TextureLookup>),
    /// `textureSize(sampler, lod)`: `int`/`ivecN` of `ty`.
    TextureSize(Box<Expr>, Option<Box<Expr>>),
}

impl ExprKind {
    /// `a op b`.
    pub fn binary(op: BinaryOp, a: Expr, b: Expr) -> ExprKind {
        ExprKind::Binary(op, Box::new([a, b]))
    }
}

/// Build the reflection of a module's globals. `builtin_rank` ranks
/// built-in names (lower first).
pub(crate) fn reflection(
    globals: &[Global],
    structs: &[StructDef],
    builtin_rank: impl Fn(&str) -> usize,
) -> Reflection {
    let mut r = Reflection::default();
    let mut builtins: Vec<(usize, StorageClass, InterfaceVariable)> = Vec::new();
    for (i, g) in globals.iter().enumerate() {
        let list = match g.class {
            StorageClass::Input | StorageClass::Output | StorageClass::Uniform => g.class,
            _ => continue,
        };
        if g.builtin && !g.statically_used {
            continue;
        }
        let v = InterfaceVariable {
            name: g.name.clone(),
            type_name: g.ty.name(structs),
            ty: g.ty.clone(),
            precision: g.precision,
            invariant: g.invariant,
            interpolation: g.interpolation,
            centroid: g.centroid,
            location: g.location,
            statically_used: g.statically_used,
            builtin: g.builtin,
            members: crate::reflect::members_of(&g.ty, structs, 0),
            global: GlobalId::from_index(i),
        };
        if g.builtin {
            builtins.push((builtin_rank(&g.name), list, v));
        } else {
            push(&mut r, list, v);
        }
    }
    builtins.sort_by_key(|b| b.0);
    for (_, list, v) in builtins {
        push(&mut r, list, v);
    }
    r
}

fn push(r: &mut Reflection, class: StorageClass, v: InterfaceVariable) {
    match class {
        StorageClass::Input => r.inputs.push(v),
        StorageClass::Output => r.outputs.push(v),
        _ => r.uniforms.push(v),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(src: &str, span: Span) -> &str {
        &src[span.range()]
    }

    /// Statements and the expressions in them are located at the source
    /// they come from; what is synthesised at the construct that caused it.
    #[test]
    fn spans_point_at_the_source() {
        let src = "#version 130
uniform float u;
float g = u * 2.0;
out vec4 o;
void main() {
    int i = 0;
    for (; i < 3; i++)
        o.x += float(i);
    o.y = g;
}";
        let m = crate::compile(src, crate::Stage::Fragment, &Default::default()).unwrap();
        let main = &m.functions[m.entry_point.index()];
        let texts: Vec<&str> = main.body.iter().map(|s| text(src, s.span)).collect();
        assert_eq!(
            texts,
            [
                "g = u * 2.0",
                "i = 0",
                "for (; i < 3; i++)\n        o.x += float(i);",
                "o.y = g",
            ]
        );
        let StmtKind::Loop {
            body, continuing, ..
        } = &main.body[2].kind
        else {
            panic!("{:?}", main.body[2]);
        };
        // The exit test is at the condition; `i++` stores a temporary and
        // `i` at `i++`.
        let StmtKind::If { condition, .. } = &body[0].kind else {
            panic!("{:?}", body[0]);
        };
        assert_eq!(text(src, body[0].span), "i < 3");
        assert_eq!(text(src, condition.span), "i < 3");
        let StmtKind::Store { value, .. } = &body[1].kind else {
            panic!("{:?}", body[1]);
        };
        assert_eq!(text(src, body[1].span), "o.x += float(i)");
        let ExprKind::Binary(BinaryOp::Add, ab) = &value.kind else {
            panic!("{value:?}");
        };
        assert_eq!(text(src, ab[0].span), "o.x += float(i)");
        assert_eq!(text(src, ab[1].span), "float(i)");
        let ExprKind::Convert(i) = &ab[1].kind else {
            panic!("{:?}", ab[1]);
        };
        assert_eq!(text(src, i.span), "i");
        assert!(continuing.iter().all(|s| text(src, s.span) == "i++"));
    }

    /// The serde form keeps the spans.
    #[test]
    fn spans_survive_serde() {
        let src = "void main() { gl_Position = vec4(1.0); }";
        let m = crate::compile(src, crate::Stage::Vertex, &Default::default()).unwrap();
        let json = serde_json::to_string(&m).unwrap();
        assert!(json.contains("\"span\":[14,37]"), "{json}");
        let back: Module = serde_json::from_str(&json).unwrap();
        assert_eq!(back, m);
    }
}
