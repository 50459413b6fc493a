//! The compile flow of a shader pair: front end, slots, LLVM IR, and the
//! one call ([`build`]) that returns every output of the flow.

use crate::abi::AbiOptions;
use crate::codegen::{emit_stage, Target};
use crate::slots::{link, LinkOptions, SlotMap};
use crate::{cheader, wrapper, Error};
use gpubin_glsl::ir::StorageClass;
use gpubin_glsl::{compile_program_with, CompileOptions, Diagnostic, Module, ProgramSource, Stage};
use serde::Serialize;
use std::fmt;

/// Options of [`Program::compile`] and [`build`].
#[derive(Clone, Debug, Default)]
pub struct ProgramOptions {
    pub link: LinkOptions,
    /// Triple and data layout of `vs.ll`, `ps.ll` and `wrapper.ll`.
    pub target: Target,
    /// The wrapper's behaviour where the seed is uncertain.
    pub abi: AbiOptions,
    /// The GLSL version of a source without `#version` (1.10 when `None`).
    pub default_version: Option<gpubin_glsl::Version>,
}

/// One named GLSL source: a file, or a section of a file (a shader_test
/// section) whose first line is line `first_line` of `name`.
#[derive(Clone, Debug)]
pub struct ShaderSource {
    pub name: String,
    pub text: String,
    pub first_line: u32,
}

impl ShaderSource {
    /// A whole file.
    pub fn file(name: impl Into<String>, text: impl Into<String>) -> ShaderSource {
        ShaderSource {
            name: name.into(),
            text: text.into(),
            first_line: 1,
        }
    }
}

/// A non-fatal finding of the flow.
#[derive(Clone, Debug, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Warning {
    /// From the GLSL front end, with its position.
    Frontend(Diagnostic),
    /// From slot allocation and linking.
    Link { message: String },
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Warning::Frontend(d) => write!(f, "{d}"),
            Warning::Link { message } => write!(f, "warning: {message}"),
        }
    }
}

/// A compiled VS/FS pair.
#[derive(Clone, Debug)]
pub struct Program {
    pub vs_file: String,
    pub fs_file: String,
    pub vs: Module,
    pub fs: Module,
    pub slots: SlotMap,
    pub options: ProgramOptions,
    pub warnings: Vec<Warning>,
}

/// Every output of the flow, as the files `gpubin mvp compile` writes.
#[derive(Clone, Debug)]
pub struct Build {
    pub program: Program,
    /// `vs.ll`: `vs_main` and the VS's functions.
    pub vs_ll: String,
    /// `ps.ll`: `ps_main` and the FS's functions.
    pub ps_ll: String,
    /// `wrapper.ll`: `wrapper_vs`, `wrapper_ps` and their helpers.
    pub wrapper_ll: String,
    /// `slots.json`: the slot map and constant-buffer layout.
    pub slots_json: String,
    /// `mvp_abi.h`: the ABI table as a C header.
    pub c_header: String,
}

impl Build {
    /// The outputs as (file name, text), in a fixed order.
    pub fn files(&self, with_c_header: bool) -> Vec<(&'static str, &str)> {
        let mut v = vec![
            ("vs.ll", self.vs_ll.as_str()),
            ("ps.ll", self.ps_ll.as_str()),
            ("wrapper.ll", self.wrapper_ll.as_str()),
            ("slots.json", self.slots_json.as_str()),
        ];
        if with_c_header {
            v.push(("mvp_abi.h", self.c_header.as_str()));
        }
        v
    }
}

/// Run the whole flow: front end on every source of each stage (each
/// source one shader object, the objects of a stage linked into one
/// shader), slot linking, IR emission for
/// `opts.target`, the wrapper for `opts.abi`, the slot map and the header.
pub fn build(
    vs: &[ShaderSource],
    fs: &[ShaderSource],
    opts: &ProgramOptions,
) -> Result<Build, Error> {
    let program = Program::from_sources(vs, fs, opts)?;
    let vs_ll = program.vs_ir(&opts.target)?;
    let ps_ll = program.ps_ir(&opts.target)?;
    let slots_json = serde_json::to_string_pretty(&program.slots)
        .map_err(|e| Error::Input(format!("slots.json: {e}")))?
        + "\n";
    Ok(Build {
        vs_ll,
        ps_ll,
        wrapper_ll: wrapper::wrapper_module(&opts.abi, &opts.target),
        slots_json,
        c_header: cheader::c_header(),
        program,
    })
}

/// The sources of one stage, each compiled as its own shader object (its
/// own `#version` and scope, as piglit's shader_runner and
/// `glCompileShader` do) and linked into one module. The name lists the
/// sources (`a.frag + b.frag`).
fn front(
    sources: &[ShaderSource],
    stage: Stage,
    opts: &ProgramOptions,
    warnings: &mut Vec<Warning>,
) -> Result<(Module, String), Error> {
    if sources.is_empty() {
        return Err(Error::Input(format!("no {stage:?} shader source")));
    }
    let mut names: Vec<&str> = sources.iter().map(|s| s.name.as_str()).collect();
    names.dedup();
    let name = names.join(" + ");
    let objects: Vec<ProgramSource<'_>> = sources
        .iter()
        .map(|s| ProgramSource {
            name: &s.name,
            text: &s.text,
            stage,
            first_line: s.first_line,
        })
        .collect();
    let glsl = CompileOptions {
        default_version: opts.default_version,
        ..CompileOptions::default()
    };
    let linked = compile_program_with(&objects, &glsl).map_err(Error::Frontend)?;
    warnings.extend(linked.warnings.items.iter().cloned().map(Warning::Frontend));
    let module = linked
        .into_stage(stage)
        .ok_or_else(|| Error::Input(format!("no {stage:?} shader source")))?;
    Ok((module, name))
}

/// A uniform is one variable of the program: its initializer in one stage
/// is its value in the other stage too, where it is declared without one
/// (GLSL 1.20 §4.3.5: the value is set at link time).
fn share_uniform_initializers(from: &Module, to: &mut Module) {
    for g in &from.globals {
        let Some(init) = &g.initializer else {
            continue;
        };
        if g.class != StorageClass::Uniform {
            continue;
        }
        // Types by name: struct handles differ between the modules.
        let ty = from.type_name(&g.ty);
        let other = to.globals.iter().position(|o| {
            o.class == StorageClass::Uniform
                && o.name == g.name
                && o.initializer.is_none()
                && to.type_name(&o.ty) == ty
        });
        if let Some(i) = other {
            to.globals[i].initializer = Some(init.clone());
        }
    }
}

impl Program {
    /// Run the front end on both shaders and link their slots.
    pub fn compile(
        vs_source: &str,
        vs_file: &str,
        fs_source: &str,
        fs_file: &str,
        opts: &ProgramOptions,
    ) -> Result<Program, Error> {
        Program::from_sources(
            &[ShaderSource::file(vs_file, vs_source)],
            &[ShaderSource::file(fs_file, fs_source)],
            opts,
        )
    }

    /// Like [`Program::compile`], with any number of sources per stage.
    pub fn from_sources(
        vs: &[ShaderSource],
        fs: &[ShaderSource],
        opts: &ProgramOptions,
    ) -> Result<Program, Error> {
        let mut warnings = Vec::new();
        let (mut vs, vs_file) = front(vs, Stage::Vertex, opts, &mut warnings)?;
        let (mut fs, fs_file) = front(fs, Stage::Fragment, opts, &mut warnings)?;
        share_uniform_initializers(&vs, &mut fs);
        share_uniform_initializers(&fs, &mut vs);
        crate::builtin_arrays::size_by_use(&mut vs, &mut fs);
        let slots = link(&vs, &vs_file, &fs, &fs_file, opts.link)?;
        warnings.extend(
            slots
                .warnings
                .iter()
                .map(|w| Warning::Link { message: w.clone() }),
        );
        Ok(Program {
            vs_file,
            fs_file,
            vs,
            fs,
            slots,
            options: opts.clone(),
            warnings,
        })
    }

    /// `vs.ll` for `target`.
    pub fn vs_ir(&self, target: &Target) -> Result<String, Error> {
        emit_stage(&self.vs, &self.slots.vs, &self.vs_file, target)
    }

    /// `ps.ll` for `target`.
    pub fn ps_ir(&self, target: &Target) -> Result<String, Error> {
        emit_stage(&self.fs, &self.slots.fs, &self.fs_file, target)
    }
}
