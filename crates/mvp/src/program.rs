//! The compile flow of a shader pair: front end, slots, LLVM IR, and the
//! one call ([`build`]) that returns every output of the flow.

use crate::abi::AbiOptions;
use crate::codegen::{emit_stage, Target};
use crate::slots::{link_with_aliases, LinkOptions, SlotMap};
use crate::{cheader, wrapper, Error, InputError};
use gpubin_glsl::ir::StorageClass;
use gpubin_glsl::{
    compile_objects_with, link_program, CompileOptions, Diagnostic, Module, ProgramSource,
    ShaderObject, Stage,
};
use serde::Serialize;
use std::fmt;

/// Options of [`Program::compile`] and [`build`].
#[derive(Clone, Debug, Default)]
pub struct ProgramOptions {
    /// Slot allocation: strict or lenient where the seed leaves things undefined.
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
    /// The name messages give it (a file name).
    pub name: String,
    /// The GLSL text.
    pub text: String,
    /// The line of `name` the text starts at (1 for a whole file).
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
    Link {
        /// The finding.
        message: String,
    },
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
    /// The vertex shader, as messages name it.
    pub vs_file: String,
    /// The fragment shader, as messages name it.
    pub fs_file: String,
    /// The linked vertex shader.
    pub vs: Module,
    /// The linked fragment shader.
    pub fs: Module,
    /// Where every input, output and uniform lives.
    pub slots: SlotMap,
    /// The options it was compiled with.
    pub options: ProgramOptions,
    /// Non-fatal findings of the front end and the link.
    pub warnings: Vec<Warning>,
}

/// Every output of the flow, as the files `gpubin mvp compile` writes.
#[derive(Clone, Debug)]
pub struct Build {
    /// The compiled pair.
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
    let slots_json =
        serde_json::to_string_pretty(&program.slots).map_err(InputError::SlotsJson)? + "\n";
    Ok(Build {
        vs_ll,
        ps_ll,
        wrapper_ll: wrapper::wrapper_module(&opts.abi, &opts.target)?,
        slots_json,
        c_header: cheader::c_header(),
        program,
    })
}

/// Each stage's module, and the (fragment, vertex) instance names of the
/// in/out blocks both stages declare (see [`block_aliases`]).
type Linked = (Module, Module, Vec<(String, String)>);

/// The names of a stage's sources (`a.frag + b.frag`).
fn stage_name(sources: &[ShaderSource], stage: Stage) -> Result<String, Error> {
    if sources.is_empty() {
        return Err(Error::Input(InputError::NoSource(stage)));
    }
    let mut names: Vec<&str> = sources.iter().map(|s| s.name.as_str()).collect();
    names.dedup();
    Ok(names.join(" + "))
}

/// The front end of a program: every source compiled as its own shader
/// object (its own `#version` and scope, as piglit's shader_runner and
/// `glCompileShader` do), then all of them, of both stages, linked as one
/// program (`glLinkProgram`), so that the rules between stages run (in/out
/// and uniform blocks, `gl_FragCoord` layouts, uniform types). Returns
/// each stage's module and the in/out block instances the fragment stage
/// reads under another name than the vertex stage writes them.
fn front(
    vs: &[ShaderSource],
    fs: &[ShaderSource],
    opts: &ProgramOptions,
    warnings: &mut Vec<Warning>,
) -> Result<Linked, Error> {
    let objects: Vec<ProgramSource<'_>> = [(Stage::Vertex, vs), (Stage::Fragment, fs)]
        .into_iter()
        .flat_map(|(stage, list)| {
            list.iter().map(move |s| ProgramSource {
                name: &s.name,
                text: &s.text,
                stage,
                first_line: s.first_line,
            })
        })
        .collect();
    let glsl = CompileOptions {
        default_version: opts.default_version,
        ..CompileOptions::default()
    };
    let objects = compile_objects_with(&objects, &glsl).map_err(Error::Frontend)?;
    // The rules within and between the stages; the versions of the
    // objects are compared within a stage only (a `#version 330` vertex
    // shader with a `#version 120` fragment shader links, as on Mesa).
    gpubin_glsl::link::link(&objects).map_err(Error::Frontend)?;
    let aliases = block_aliases(&objects);
    let (vs_objects, fs_objects): (Vec<ShaderObject>, Vec<ShaderObject>) =
        objects.into_iter().partition(|o| o.stage == Stage::Vertex);
    let mut stage = |objs: &[ShaderObject], stage: Stage| {
        let linked = link_program(objs).map_err(Error::Frontend)?;
        warnings.extend(linked.warnings.items.iter().cloned().map(Warning::Frontend));
        linked
            .into_stage(stage)
            .ok_or(Error::Input(InputError::NoSource(stage)))
    };
    let vs = stage(&vs_objects, Stage::Vertex)?;
    let fs = stage(&fs_objects, Stage::Fragment)?;
    Ok((vs, fs, aliases))
}

/// In/out blocks match by block name, not by instance name (GLSL 1.50
/// §4.3.7): for each fragment input block with an instance name, the
/// (fragment instance, vertex instance) names of the vertex output block
/// of the same block name, where they differ.
fn block_aliases(objects: &[ShaderObject]) -> Vec<(String, String)> {
    let blocks = |stage: Stage, class: StorageClass| {
        objects
            .iter()
            .filter(move |o| o.stage == stage)
            .flat_map(|o| &o.symbols.blocks)
            .filter(move |b| b.class == class)
    };
    let mut aliases = Vec::new();
    for input in blocks(Stage::Fragment, StorageClass::Input) {
        let output = blocks(Stage::Vertex, StorageClass::Output).find(|o| o.name == input.name);
        if let (Some(i), Some(Some(o))) = (&input.instance, output.map(|o| &o.instance)) {
            if i != o && !aliases.iter().any(|(a, _)| a == i) {
                aliases.push((i.clone(), o.clone()));
            }
        }
    }
    aliases
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
        let vs_file = stage_name(vs, Stage::Vertex)?;
        let fs_file = stage_name(fs, Stage::Fragment)?;
        let (mut vs, mut fs, aliases) = front(vs, fs, opts, &mut warnings)?;
        share_uniform_initializers(&vs, &mut fs);
        share_uniform_initializers(&fs, &mut vs);
        crate::builtin_arrays::size_by_use(&mut vs, &mut fs);
        // Debug builds (the tests) check that the modules keep the IR's
        // rules after the changes above, as the front end checks its own.
        if cfg!(debug_assertions) {
            for m in [&vs, &fs] {
                if let Err(e) = gpubin_glsl::validate::validate(m) {
                    panic!("a program's {} module breaks the IR's rules: {e}", m.stage);
                }
            }
        }
        let slots = link_with_aliases(&vs, &vs_file, &fs, &fs_file, opts.link, &aliases)?;
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
