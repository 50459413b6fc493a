//! gpubin-glsl: a GLSL front end for GLSL ES 1.00 and desktop GLSL
//! 1.10-3.30 (core and compatibility profiles).
//!
//! Everything is this crate's own: lexer, preprocessor and parser,
//! version and profile rules, semantic analysis, built-ins per stage and
//! version, interface [reflection](Reflection), a documented typed
//! [IR](ir), and a reference [interpreter](run).
//!
//! ```
//! use gpubin_glsl::{compile, CompileOptions, Stage};
//!
//! let src = "#version 330 core
//! layout(location = 0) in vec3 aPos;
//! void main() { gl_Position = vec4(aPos, 1.0); }";
//! let module = compile(src, Stage::Vertex, &CompileOptions::default()).unwrap();
//! assert_eq!(module.reflection.inputs[0].name, "aPos");
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod access_path;
pub mod builtins;
mod callgraph;
mod components;
mod diag;
mod error;
pub mod geometry;
mod hash;
mod ids;
pub mod interp;
pub mod ir;
mod ir_text;
pub mod link;
mod program;
pub mod reflect;
mod remap;
mod scalars;
mod sema;
mod syntax;
pub mod types;
pub mod validate;
mod version;

pub use diag::{Diagnostic, Diagnostics, Severity, MAX_ERRORS};
pub use error::{Error, RunError, TextureError, ValueError};
pub use geometry::{GeometryLayout, GeometryOp, InputPrimitive, OutputPrimitive};
pub use interp::{
    bindings_from_json, loop_budget_exceeded, outputs_to_json, primitives_to_json, run,
    run_in_quad, DerivativeKind, DerivativeSites, Derivatives, EmittedVertex, Invocation,
    NoTextures, Primitive, RunOutput, TextureLevelValue, TextureQuery, Textures, Value,
    DEFAULT_LOOP_ITERATIONS,
};
pub use ir::Module;
pub use program::{
    compile_objects, compile_objects_with, compile_program, compile_program_with, link_program,
    versions_link, LinkedProgram, ProgramSource,
};
pub use reflect::{InterfaceMember, InterfaceVariable, Reflection};
pub use sema::{MAX_ARRAY_LEN, MAX_NESTING};
pub use syntax::{
    MAX_MACRO_DEPTH, MAX_PARSE_DEPTH, MAX_SOURCE_LEN, MAX_STATEMENT_OPERATORS, MAX_TOKENS_BASE,
    SUPPORTED_EXTENSIONS,
};
pub use types::{Interpolation, Precision, ScalarKind, StructDef, Type};
pub use version::{Profile, Stage, Version, VersionError};

/// Options of [`compile`].
#[derive(Clone, Debug, Default)]
pub struct CompileOptions {
    /// Name used in diagnostics (`file:line:col`). Defaults to `<source>`.
    pub file_name: Option<String>,
    /// The version of a source without `#version`: [`Version::DEFAULT`]
    /// (1.10) when `None`; a GLES2 context compiles such sources as
    /// `100` (GLSL ES 1.00 §3.4).
    pub default_version: Option<Version>,
}

/// A successful compilation: the module and any warnings.
#[derive(Clone, Debug)]
pub struct Compiled {
    /// The compiled module.
    pub module: Module,
    /// Warnings of the compile.
    pub warnings: Diagnostics,
}

/// Compile one shader of `stage`. Errors come back as [`Diagnostics`]
/// (several per run; each renders as `file:line:col: error: ...` with the
/// source line and a caret).
pub fn compile(
    source: &str,
    stage: Stage,
    options: &CompileOptions,
) -> Result<Module, Diagnostics> {
    compile_with_warnings(source, stage, options).map(|c| c.module)
}

/// Like [`compile`], also returning warnings.
pub fn compile_with_warnings(
    source: &str,
    stage: Stage,
    options: &CompileOptions,
) -> Result<Compiled, Diagnostics> {
    let (module, warnings, _, _) = analyze(source, stage, options, sema::Goal::Program)?;
    match module {
        Some(module) => Ok(Compiled { module, warnings }),
        // A linked compile reports a missing `main` as an error.
        None => Err(diag::SourceMap::new(file_name(options), source)
            .internal("a linked compile gave no module")),
    }
}

/// One shader object, compiled as `glCompileShader` does: every rule of
/// the language is checked, but `main` and the definitions of called
/// functions may be left to other objects of the program.
#[derive(Clone, Debug)]
pub struct ShaderObject {
    /// The object's `#version`.
    pub version: Version,
    /// The object's stage.
    pub stage: Stage,
    /// The complete program when the object defines `main`.
    pub module: Option<Module>,
    /// Warnings of the compile.
    pub warnings: Diagnostics,
    /// Functions and globals, for [`link::link`].
    pub symbols: link::ObjectSymbols,
}

/// Compile `source` as one shader object (see [`ShaderObject`]).
pub fn compile_object(
    source: &str,
    stage: Stage,
    options: &CompileOptions,
) -> Result<ShaderObject, Diagnostics> {
    let (module, warnings, version, symbols) = analyze(source, stage, options, sema::Goal::Object)?;
    Ok(ShaderObject {
        version,
        stage,
        module,
        warnings,
        symbols,
    })
}

/// What checking one shader object found, besides its errors: see
/// [`check`].
#[derive(Clone, Debug)]
pub struct Checked {
    /// The object's `#version`.
    pub version: Version,
    /// The object's stage.
    pub stage: Stage,
    /// The object defines `main`.
    pub has_main: bool,
    /// Warnings of the compile.
    pub warnings: Diagnostics,
}

/// Check `source` as one shader object, as [`compile_object`] does, for
/// its diagnostics alone (`gpubin glsl check`): the same errors and
/// warnings, but no IR is kept, so each function's memory serves the next
/// and a large source never holds its whole IR. Link with
/// [`compile_object`]'s objects instead.
pub fn check(source: &str, stage: Stage, options: &CompileOptions) -> Result<Checked, Diagnostics> {
    let (module, warnings, version, _) = analyze(source, stage, options, sema::Goal::Diagnostics)?;
    Ok(Checked {
        version,
        stage,
        has_main: module.is_some(),
        warnings,
    })
}

/// The preprocessed text of a source and the preprocessor's warnings.
#[derive(Clone, Debug)]
pub struct PreprocessedText {
    /// The preprocessed text.
    pub text: String,
    /// Warnings of the preprocessor.
    pub warnings: Diagnostics,
}

/// Preprocess `source` only (`gpubin glsl preprocess`, as `cpp` and
/// `glslangValidator -E` do): macros expanded and conditional sections
/// resolved, one output line per source line, `#version`, `#extension`
/// and `#line` kept as written, other directives and comments gone.
/// Preprocessor errors come back as [`Diagnostics`], as from [`compile`].
pub fn preprocess(
    source: &str,
    stage: Stage,
    options: &CompileOptions,
) -> Result<PreprocessedText, Diagnostics> {
    let map = diag::SourceMap::new(file_name(options), source);
    let default_version = options.default_version.unwrap_or(Version::DEFAULT);
    let (text, warnings) = syntax::preprocessed_text(&map, stage, default_version)
        .map_err(|items| Diagnostics { items })?;
    Ok(PreprocessedText {
        text,
        warnings: Diagnostics { items: warnings },
    })
}

/// For the fuzzer: compile `source` as a shader object with the
/// preprocessor's output streamed into the parser `batch` tokens at a time,
/// and as a whole file; `Err` holds both results when they differ. (A
/// streamed compile that asks for a whole-file compile agrees.)
#[doc(hidden)]
pub fn check_streaming(source: &str, stage: Stage, batch: usize) -> Result<(), StreamingMismatch> {
    let whole = compiled(source, stage, syntax::Mode::Whole, batch);
    match compiled(source, stage, syntax::Mode::Streaming, batch.max(1)) {
        Some(streamed) if Some(&streamed) != whole.as_ref() => {
            Err(StreamingMismatch { streamed, whole })
        }
        _ => Ok(()),
    }
}

/// What [`check_streaming`] found: a streamed compile's result (in a
/// comparable form) that differs from the whole-file compile's.
#[doc(hidden)]
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("streamed:\n{streamed}\nwhole:\n{whole:?}")]
pub struct StreamingMismatch {
    /// The streamed compile's result.
    pub streamed: String,
    /// The whole-file compile's; `None` if it asked to restart.
    pub whole: Option<String>,
}

/// What compiling `src` as a shader object gave, preprocessed in `mode`
/// (streaming `batch` tokens at a time), in a comparable form: `None` when
/// streaming asked for a whole-file compile.
pub(crate) fn compiled(
    src: &str,
    stage: Stage,
    mode: syntax::Mode,
    batch: usize,
) -> Option<String> {
    let map = diag::SourceMap::new("t", src);
    let result = match syntax::preprocess_batched(&map, stage, mode, batch) {
        Ok(mut pre) => sema::analyze(&map, &mut pre, stage, sema::Goal::Object),
        Err(d) => return Some(format!("{d:?}")),
    };
    match result {
        Ok((module, warnings, symbols)) => Some(format!("{module:?} {warnings:?} {symbols:?}")),
        Err(syntax::Failure::Diagnostics(d)) => Some(format!("{d:?}")),
        Err(syntax::Failure::Restart) => None,
    }
}

/// The tests' random bit stream: one xorshift64 step (shifts 13, 7, 17)
/// of `state`, returned.
#[cfg(test)]
pub(crate) fn xorshift(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

fn analyze(
    source: &str,
    stage: Stage,
    options: &CompileOptions,
    goal: sema::Goal,
) -> Result<(Option<Module>, Diagnostics, Version, link::ObjectSymbols), Diagnostics> {
    let map = diag::SourceMap::new(file_name(options), source);
    let default_version = options.default_version.unwrap_or(Version::DEFAULT);
    // Streaming first; the few sources it cannot compile exactly as a
    // whole-file compile would (see `syntax::Failure::Restart`) compile
    // again as a whole.
    for mode in [syntax::Mode::Streaming, syntax::Mode::Whole] {
        let mut pre = syntax::preprocess(&map, stage, mode, default_version)
            .map_err(|items| Diagnostics { items })?;
        return match sema::analyze(&map, &mut pre, stage, goal) {
            Ok((module, warnings, symbols)) => Ok((
                module,
                Diagnostics { items: warnings },
                pre.info.version,
                symbols,
            )),
            Err(syntax::Failure::Restart) => continue,
            Err(syntax::Failure::Diagnostics(mut items)) => {
                // Errors in source order, warnings after.
                items.sort_by_key(|d| (d.severity != Severity::Error, d.offset));
                Err(Diagnostics { items })
            }
        };
    }
    Err(map.internal("a whole-file compile restarted"))
}

/// The name diagnostics give the source.
fn file_name(options: &CompileOptions) -> &str {
    options.file_name.as_deref().unwrap_or("<source>")
}
