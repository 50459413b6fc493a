//! The crate's error type: one enum for the flow, with a typed kind per
//! concern (the link and its slot limits, bad input, simulator traps, host
//! tools), so that callers can tell the failures apart without reading text.

use std::path::PathBuf;
use std::process::ExitStatus;
use std::sync::Arc;

use gpubin_glsl::ir::Scalar;
use gpubin_glsl::Stage;
use thiserror::Error;

use crate::layout::LayoutError;

/// How to get the LLVM 19 host tools, for the messages that miss them.
pub(crate) const INSTALL_HINT: &str =
    "install them with `apt-get install -y llvm-19 clang-19` (Debian 12)";

/// The OS message for an error, without Rust's `(os error N)` suffix.
pub(crate) fn describe(e: &std::io::Error) -> String {
    let text = e.to_string();
    match text.find(" (os error ") {
        Some(i) => text[..i].to_string(),
        None => text,
    }
}

/// Everything that can go wrong in the MVP flow.
#[derive(Debug, Error)]
pub enum Error {
    /// A malformed attribute header (byte offset into the header).
    #[error("attribute header at {offset:#x}: {problem}")]
    Header {
        /// Where in the header's bytes the problem is.
        offset: usize,
        /// What is wrong there.
        problem: HeaderError,
    },
    /// The two shaders do not link, or do not fit the slots (boxed: it is
    /// the largest kind, and every `Result` of the crate carries this enum).
    #[error("{0}")]
    Link(Box<LinkError>),
    /// The GLSL front end rejected a shader (positions, messages).
    #[error("{0}")]
    Frontend(gpubin_glsl::Diagnostics),
    /// The code generator met something it cannot lower.
    #[error("{file}: cannot lower {what}")]
    Unsupported {
        /// The shader being lowered.
        file: String,
        /// The construct, as GLSL names it (a built-in, a type, an operator).
        what: String,
    },
    /// Bad simulator input (vertices or uniforms JSON, viewport).
    #[error("{0}")]
    Input(InputError),
    /// The simulator trapped (bad memory access, header count, interpreter error).
    #[error("simulator: {0}")]
    Trap(Trap),
    /// A host tool (opt-19, clang-19, the JIT) is missing or failed.
    #[error("{0}")]
    Tool(ToolError),
    /// A state the code rules out was reached: a bug of this crate, reported
    /// instead of a panic so that a driver loop keeps going.
    #[error("internal error: {0}")]
    Internal(&'static str),
}

impl From<LinkError> for Error {
    fn from(e: LinkError) -> Self {
        Error::Link(Box::new(e))
    }
}

impl From<InputError> for Error {
    fn from(e: InputError) -> Self {
        Error::Input(e)
    }
}

impl From<Trap> for Error {
    fn from(e: Trap) -> Self {
        Error::Trap(e)
    }
}

impl From<ToolError> for Error {
    fn from(e: ToolError) -> Self {
        Error::Tool(e)
    }
}

/// What is wrong with an attribute header (spec §7.2).
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum HeaderError {
    /// Not [`ATTRIBUTE_SIZE`](crate::abi::ATTRIBUTE_SIZE) bytes long.
    #[error("attribute header is {len} bytes, expected {expected}")]
    Size {
        /// The bytes given.
        len: usize,
        /// The header's size.
        expected: u32,
    },
    /// A count past the header's entries.
    #[error("attribute count {count} exceeds the {entries} header entries")]
    Count {
        /// The count word.
        count: u32,
        /// The entries the header has.
        entries: u32,
    },
}

/// A pair that does not link: the two shaders and why.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
#[error("link {vs} + {fs}: {kind}")]
pub struct LinkError {
    /// The vertex shader, as messages name it.
    pub vs: String,
    /// The fragment shader, as messages name it.
    pub fs: String,
    /// The rule broken, with its figures.
    pub kind: LinkErrorKind,
}

impl LinkError {
    /// True when the pair exceeds a limit of the MVP (attribute header or
    /// bank slots, the constant buffer, float-only vertex inputs) rather
    /// than breaking a rule of GLSL.
    pub fn is_limit(&self) -> bool {
        self.kind.is_limit()
    }
}

/// Which rule between or within the stages a pair breaks.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum LinkErrorKind {
    /// One uniform name, two types (GLSL 1.10 §4.3.5).
    #[error("uniform `{name}` is {fs_type} in {fs} but {vs_type} in {vs}")]
    UniformType {
        /// The uniform.
        name: String,
        /// Its type in the fragment shader.
        fs_type: String,
        /// The fragment shader.
        fs: String,
        /// Its type in the vertex shader.
        vs_type: String,
        /// The vertex shader.
        vs: String,
    },
    /// One uniform used by both stages with two precisions (GLSL ES 1.00 §4.5.3).
    #[error("uniform `{name}` is {fs_precision} in {fs} but {vs_precision} in {vs}")]
    UniformPrecision {
        /// The uniform.
        name: String,
        /// Its precision in the fragment shader (`lowp`, ..., `of no precision`).
        fs_precision: &'static str,
        /// The fragment shader.
        fs: String,
        /// Its precision in the vertex shader.
        vs_precision: &'static str,
        /// The vertex shader.
        vs: String,
    },
    /// An invariant fragment input whose vertex output is not (GLSL ES 1.00 §4.6.4).
    #[error("`{input}` is invariant in {fs} but `{output}` is not in {vs}")]
    Invariance {
        /// `gl_FragCoord` or `gl_PointCoord`.
        input: &'static str,
        /// The fragment shader.
        fs: String,
        /// `gl_Position` or `gl_PointSize`.
        output: &'static str,
        /// The vertex shader.
        vs: String,
    },
    /// Uniforms past the constant buffer.
    #[error("{file}: uniforms need {need} bytes of constant buffer, more than the {max} bytes supported")]
    ConstantBuffer {
        /// The shader.
        file: String,
        /// The bytes its uniforms take.
        need: u32,
        /// The bytes supported.
        max: u32,
    },
    /// User and built-in attributes together: the seed leaves their slot order undefined.
    #[error("{file} uses both user attributes (`{user}`) and built-in attribute inputs (`{builtin}`); their slot order is undefined")]
    MixedAttributes {
        /// The vertex shader.
        file: String,
        /// A user attribute.
        user: String,
        /// A built-in attribute input.
        builtin: String,
    },
    /// A non-float attribute where the caller gives vertex inputs as floats: the
    /// loader copies 32-bit words (spec §7.10), so an integer attribute needs its
    /// bit patterns ([`crate::slots::LinkOptions::integer_attributes`], as `shader-test` gives them).
    #[error("{file}: attribute `{name}` is {type_name}; the vertex inputs given are f32 (integer attributes need their 32-bit patterns, as shader-test gives them)")]
    AttributeType {
        /// The vertex shader.
        file: String,
        /// The attribute.
        name: String,
        /// Its GLSL type.
        type_name: String,
    },
    /// Attributes past the attribute header's entries.
    #[error("{file}: attribute inputs need {need} slots, but the attribute header has {entries} entries (the seed's table lists {logical} logical slots)")]
    AttributeSlots {
        /// The vertex shader.
        file: String,
        /// The slots its attributes take.
        need: u32,
        /// The header's entries.
        entries: u32,
        /// The logical input slots the seed's table lists.
        logical: u32,
    },
    /// A vertex shader before GLSL 1.40 that never writes `gl_Position` (GLSL 1.10 §7.1).
    #[error("{file} never writes `gl_Position`")]
    NoPosition {
        /// The vertex shader.
        file: String,
    },
    /// A varying the fragment shader reads but the vertex shader never writes (GLSL 1.10 §4.3.6).
    #[error("{file} reads varying `{name}` but {vs} never writes it")]
    UnwrittenVarying {
        /// The fragment shader.
        file: String,
        /// The varying.
        name: String,
        /// The vertex shader.
        vs: String,
    },
    /// A varying of two types, or two interpolation qualifiers.
    #[error("varying `{name}` is {fs_what} in {file} but {vs_what} in {vs}")]
    VaryingMismatch {
        /// The varying.
        name: String,
        /// Its type or interpolation in the fragment shader.
        fs_what: String,
        /// The fragment shader.
        file: String,
        /// Its type or interpolation in the vertex shader.
        vs_what: String,
        /// The vertex shader.
        vs: String,
    },
    /// A varying the fragment shader reads that the vertex shader lacks.
    #[error("{file} reads varying `{name}` ({type_name}) but {vs} has no output of that name")]
    MissingVarying {
        /// The fragment shader.
        file: String,
        /// The varying.
        name: String,
        /// Its GLSL type.
        type_name: String,
        /// The vertex shader.
        vs: String,
    },
    /// Inputs or outputs past the 8 vec4 slots of a bank.
    #[error("{file}: {what} need {need} vec4 slots, but a bank holds {bank} (the seed's table lists {logical} logical {slot} slots)")]
    BankSlots {
        /// The shader.
        file: String,
        /// `inputs` or `outputs`.
        what: &'static str,
        /// `input` or `output`.
        slot: &'static str,
        /// The slots they take.
        need: u32,
        /// The slots of a bank.
        bank: u32,
        /// The logical slots the seed's table lists.
        logical: u32,
    },
}

impl LinkErrorKind {
    /// True for the MVP's limits (see [`LinkError::is_limit`]).
    pub fn is_limit(&self) -> bool {
        matches!(
            self,
            LinkErrorKind::ConstantBuffer { .. }
                | LinkErrorKind::AttributeType { .. }
                | LinkErrorKind::AttributeSlots { .. }
                | LinkErrorKind::BankSlots { .. }
        )
    }

    /// A stable name of the rule, for machine-readable diagnostics.
    pub fn code(&self) -> &'static str {
        match self {
            LinkErrorKind::UniformType { .. } => "mvp-uniform-type",
            LinkErrorKind::UniformPrecision { .. } => "mvp-uniform-precision",
            LinkErrorKind::Invariance { .. } => "mvp-invariance",
            LinkErrorKind::ConstantBuffer { .. } => "mvp-constant-buffer",
            LinkErrorKind::MixedAttributes { .. } => "mvp-mixed-attributes",
            LinkErrorKind::AttributeType { .. } => "mvp-attribute-type",
            LinkErrorKind::AttributeSlots { .. } => "mvp-attribute-slots",
            LinkErrorKind::NoPosition { .. } => "mvp-no-position",
            LinkErrorKind::UnwrittenVarying { .. } => "mvp-unwritten-varying",
            LinkErrorKind::VaryingMismatch { .. } => "mvp-varying-mismatch",
            LinkErrorKind::MissingVarying { .. } => "mvp-missing-varying",
            LinkErrorKind::BankSlots { .. } => "mvp-bank-slots",
        }
    }

    /// The shader the message is about (the fragment shader for a rule
    /// between the stages, as the message names it first).
    pub fn file(&self) -> &str {
        match self {
            LinkErrorKind::UniformType { fs, .. }
            | LinkErrorKind::UniformPrecision { fs, .. }
            | LinkErrorKind::Invariance { fs, .. } => fs,
            LinkErrorKind::ConstantBuffer { file, .. }
            | LinkErrorKind::MixedAttributes { file, .. }
            | LinkErrorKind::AttributeType { file, .. }
            | LinkErrorKind::AttributeSlots { file, .. }
            | LinkErrorKind::NoPosition { file }
            | LinkErrorKind::UnwrittenVarying { file, .. }
            | LinkErrorKind::VaryingMismatch { file, .. }
            | LinkErrorKind::MissingVarying { file, .. }
            | LinkErrorKind::BankSlots { file, .. } => file,
        }
    }
}

/// Bad input to the simulator or the verifier.
#[derive(Debug, Error)]
pub enum InputError {
    /// No source for a stage.
    #[error("no {0:?} shader source")]
    NoSource(Stage),
    /// The slot map did not serialise.
    #[error("slots.json: {0}")]
    SlotsJson(serde_json::Error),
    /// A uniform value that does not fit the constant buffer.
    #[error("uniform `{name}`: {error}")]
    Uniform {
        /// The uniform.
        name: String,
        /// Why it does not fit.
        error: LayoutError,
    },
    /// An input value that does not fit the bank.
    #[error("input `{name}`: {error}")]
    Input {
        /// The input.
        name: String,
        /// Why it does not fit.
        error: LayoutError,
    },
    /// The PNG encoder failed.
    #[error("png: {0}")]
    Png(png::EncodingError),
    /// Primitive assembly gave corners that are not whole triangles.
    #[error("primitive assembly: {corners} corners for {triangles} triangles")]
    Corners {
        /// Corners given.
        corners: usize,
        /// Triangles given.
        triangles: usize,
    },
    /// A corner index past the shaded vertices.
    #[error("primitive assembly: corner {corner} past the {shaded} shaded vertices")]
    Corner {
        /// The corner's vertex index.
        corner: u32,
        /// Vertices shaded.
        shaded: usize,
    },
    /// The vertices file is not JSON.
    #[error("vertices: {0}")]
    VerticesJson(serde_json::Error),
    /// The vertices JSON is not an object.
    #[error("vertices: expected an object of attribute arrays")]
    VerticesObject,
    /// `draw_start` or `count` that is not a non-negative integer.
    #[error("vertices: `{0}` must be a non-negative integer")]
    VerticesInteger(String),
    /// An attribute stream that is not an array.
    #[error("vertices: `{0}` must be an array of vertices")]
    VerticesArray(String),
    /// A vertex that is neither a number nor an array of numbers.
    #[error("vertices: `{name}`[{index}] must be a number or an array of numbers")]
    VertexValue {
        /// The attribute.
        name: String,
        /// The vertex.
        index: usize,
    },
    /// An attribute with no stream.
    #[error("vertices: no data for attribute `{0}`")]
    NoAttributeData(String),
    /// A vertex with the wrong number of components.
    #[error("vertices: `{name}`[{index}] has {got} components, {type_name} expects {want}")]
    VertexComponents {
        /// The attribute.
        name: String,
        /// The vertex.
        index: usize,
        /// Components given.
        got: usize,
        /// The attribute's GLSL type.
        type_name: String,
        /// Components the type takes.
        want: usize,
    },
    /// A stream past the simulator's vertex buffer spacing.
    #[error("vertices: `{0}` is too large")]
    StreamSize(String),
    /// A count past the vertices after `draw_start`.
    #[error("vertices: count {count} exceeds the {available} vertices after draw_start")]
    Count {
        /// The count asked for.
        count: u32,
        /// Vertices after `draw_start`.
        available: u32,
    },
    /// The uniforms file is not JSON.
    #[error("uniforms: {0}")]
    UniformsJson(serde_json::Error),
    /// The uniforms JSON is not an object.
    #[error("uniforms: expected an object")]
    UniformsObject,
    /// A uniform neither shader declares.
    #[error("uniforms: no uniform `{0}` in either shader")]
    NoUniform(String),
    /// A uniform value the GLSL value reader refused.
    #[error("uniforms: `{name}`: {reason}")]
    UniformValue {
        /// The uniform.
        name: String,
        /// The reader's error.
        reason: gpubin_glsl::ValueError,
    },
    /// A viewport outside 1x1..16384x16384.
    #[error("viewport {width}x{height} outside 1x1..16384x16384")]
    Viewport {
        /// Width in pixels.
        width: u32,
        /// Height in pixels.
        height: u32,
    },
}

/// Why the simulator (or the comparison with the host) stopped.
#[derive(Debug, Error)]
pub enum Trap {
    /// An access outside every mapped region.
    #[error("access of {len} bytes at {addr:#010x} outside mapped memory")]
    Unmapped {
        /// The address.
        addr: u32,
        /// The bytes accessed.
        len: u32,
    },
    /// A read of a core register the model lacks.
    #[error("read of unknown register {addr:#010x}")]
    UnknownRegister {
        /// The register's address.
        addr: u32,
    },
    /// `load_attributes` met a count past the header's entries (strict ABI).
    #[error("attribute count {count} exceeds the {entries} header entries")]
    AttributeCount {
        /// The count word.
        count: u32,
        /// The header's entries.
        entries: u32,
    },
    /// A wrapper passed a constant buffer other than the stage's.
    #[error("{stage} constant buffer at {addr:#x}")]
    ConstantBuffer {
        /// `VS` or `PS`.
        stage: &'static str,
        /// The address passed.
        addr: u32,
    },
    /// The reference interpreter (or the compiled shader, word for word)
    /// stopped with an error.
    #[error("{file}: {error}")]
    Shader {
        /// The shader.
        file: String,
        /// The interpreter's error.
        error: gpubin_glsl::Error,
    },
    /// A bank value that does not read or write in the register layout.
    #[error("{0}")]
    Layout(LayoutError),
    /// `gl_ClipDistance` of a type other than an array.
    #[error("gl_ClipDistance is not an array")]
    ClipDistance,
    /// `gl_ClipVertex` of a type other than `vec4`.
    #[error("gl_ClipVertex is not a vec4")]
    ClipVertex,
    /// A fragment with more derivative sites than a quad records.
    #[error("the fragment at ({x}, {y}) went past {max} derivative sites (dFdx, dFdy, fwidth, implicit-level texture lookups)")]
    DerivativeSites {
        /// Pixel column.
        x: u32,
        /// Pixel row.
        y: u32,
        /// Sites a quad records.
        max: usize,
    },
    /// A shading thread panicked.
    #[error("a shading thread panicked")]
    ThreadPanicked,
    /// The interpreter failed on a verification input.
    #[error("{file}: interpreter: {error}")]
    Reference {
        /// The shader.
        file: String,
        /// The interpreter's error.
        error: gpubin_glsl::Error,
    },
    /// A host job stored past its 8-slot bank (the guard words changed).
    #[error("job {0}: a store landed past the 8-slot bank")]
    BankOverrun(usize),
    /// Interpreter and host disagree on a discard.
    #[error("{what}: interpreter discarded = {interpreter}, host discarded = {host}")]
    HostDiscard {
        /// The invocation.
        what: String,
        /// The interpreter's verdict.
        interpreter: bool,
        /// The host's.
        host: bool,
    },
    /// Interpreter and host disagree on an output component.
    #[error(
        "{what}: output `{name}` component {component}: interpreter {interpreter:?}, host {host:?}"
    )]
    HostOutput {
        /// The invocation.
        what: String,
        /// The output.
        name: String,
        /// The component, flattened.
        component: usize,
        /// The interpreter's value.
        interpreter: Scalar,
        /// The host's.
        host: Scalar,
    },
    /// Simulator and host disagree on a discard or the bank's guard.
    #[error("{what} call {call}: simulator discarded = {simulator}, host discarded = {host}, guard ok = {guard_ok}")]
    CallDiscard {
        /// `vertex` or `fragment`.
        what: &'static str,
        /// The call's number.
        call: usize,
        /// The simulator's verdict.
        simulator: bool,
        /// The host's.
        host: bool,
        /// Whether the host's guard words survived.
        guard_ok: bool,
    },
    /// Simulator and host disagree on an output.
    #[error("{what} call {call}: output `{name}`: simulator {simulator:?}, host {host:?}")]
    CallOutput {
        /// `vertex` or `fragment`.
        what: &'static str,
        /// The call's number.
        call: usize,
        /// The output.
        name: String,
        /// The simulator's value.
        simulator: Scalar,
        /// The host's.
        host: Scalar,
    },
}

/// A host tool that is missing or failed.
#[derive(Debug, Error)]
pub enum ToolError {
    /// An LLVM 19 tool is not installed.
    #[error("`{tool}` not found in PATH or /usr/lib/llvm-19/bin; {hint}", hint = INSTALL_HINT)]
    NotFound {
        /// The tool's name (`clang-19`).
        tool: String,
    },
    /// A program did not start or could not be waited for.
    #[error("{}: {error}", program.display())]
    Spawn {
        /// The program.
        program: PathBuf,
        /// The OS error.
        error: std::io::Error,
    },
    /// `opt-19 -passes=verify` rejected a module.
    #[error("{module}.ll does not verify:\n{stderr}")]
    Verify {
        /// The module.
        module: String,
        /// opt's exit status.
        status: ExitStatus,
        /// opt's message.
        stderr: String,
    },
    /// clang-19 failed.
    #[error("clang-19 failed:\n{stderr}")]
    Clang {
        /// Its exit status.
        status: ExitStatus,
        /// Its message.
        stderr: String,
    },
    /// A child has no standard input to write to.
    #[error("no stdin")]
    NoStdin,
    /// The host harness failed.
    #[error("host shader run failed ({status}): {stderr}")]
    HostRun {
        /// Its exit status.
        status: ExitStatus,
        /// Its message.
        stderr: String,
    },
    /// The host harness wrote a short or long answer.
    #[error("host shader run returned {bytes} bytes for {jobs} jobs")]
    HostOutput {
        /// Bytes written.
        bytes: usize,
        /// Jobs given.
        jobs: usize,
    },
    /// The compiled engine has neither libLLVM nor clang-19.
    #[error("the compiled engine needs LLVM 19 (libllvm19) or clang-19 ({0}); use --engine interp to run the reference interpreter instead")]
    NoCompiler(Box<Error>),
    /// A path that a C call cannot take.
    #[error("library path with a NUL byte")]
    NulInPath,
    /// `dlopen` refused the library.
    #[error("dlopen {}: {reason}", library.display())]
    Dlopen {
        /// The library.
        library: PathBuf,
        /// `dlerror`'s message.
        reason: String,
    },
    /// An entry point is missing from the loaded shaders.
    #[error("{0}")]
    Symbol(crate::jit::SymbolError),
    /// The in-process compiler failed.
    #[error("compiling the shaders: {0}")]
    Jit(crate::jit::JitError),
    /// No scratch directory could be made.
    #[error("cannot make a scratch directory in {}: {}", dir.display(), describe(error))]
    ScratchDir {
        /// The temporary directory.
        dir: PathBuf,
        /// The OS error.
        error: std::io::Error,
    },
    /// A scratch file could not be written.
    #[error("{}: cannot write: {}", path.display(), describe(error))]
    Write {
        /// The file.
        path: PathBuf,
        /// The OS error.
        error: std::io::Error,
    },
    /// The handlers that remove scratch directories on a signal.
    #[error("cannot install the signal handlers: {}", describe(.0))]
    Signals(Arc<std::io::Error>),
}
