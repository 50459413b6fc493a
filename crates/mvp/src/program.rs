//! The compile flow of a shader pair: front end, slots, LLVM IR.

use crate::abi::AbiOptions;
use crate::codegen::{emit_stage, Target};
use crate::slots::{link, LinkOptions, SlotMap};
use crate::Error;
use gpubin_glsl::{compile_with_warnings, CompileOptions, Module, Stage};

/// Options of [`Program::compile`].
#[derive(Clone, Debug, Default)]
pub struct ProgramOptions {
    pub link: LinkOptions,
    pub target: Target,
    pub abi: AbiOptions,
}

/// A compiled VS/FS pair.
#[derive(Clone, Debug)]
pub struct Program {
    pub vs_file: String,
    pub fs_file: String,
    pub vs: Module,
    pub fs: Module,
    pub slots: SlotMap,
    /// Front-end warnings, rendered.
    pub warnings: Vec<String>,
}

fn front(
    source: &str,
    stage: Stage,
    file: &str,
    warnings: &mut Vec<String>,
) -> Result<Module, Error> {
    let c = compile_with_warnings(
        source,
        stage,
        &CompileOptions {
            file_name: Some(file.to_string()),
        },
    )
    .map_err(|d| Error::Frontend(d.to_string()))?;
    if !c.warnings.items.is_empty() {
        warnings.push(c.warnings.to_string());
    }
    Ok(c.module)
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
        let mut warnings = Vec::new();
        let vs = front(vs_source, Stage::Vertex, vs_file, &mut warnings)?;
        let fs = front(fs_source, Stage::Fragment, fs_file, &mut warnings)?;
        let slots = link(&vs, vs_file, &fs, fs_file, opts.link)?;
        warnings.extend(slots.warnings.iter().map(|w| format!("warning: {w}")));
        Ok(Program {
            vs_file: vs_file.to_string(),
            fs_file: fs_file.to_string(),
            vs,
            fs,
            slots,
            warnings,
        })
    }

    /// `vs.ll`: `vs_main` and the VS's functions.
    pub fn vs_ir(&self, target: &Target) -> Result<String, Error> {
        emit_stage(&self.vs, &self.slots.vs, &self.vs_file, target)
    }

    /// `ps.ll`: `ps_main` and the FS's functions.
    pub fn ps_ir(&self, target: &Target) -> Result<String, Error> {
        emit_stage(&self.fs, &self.slots.fs, &self.fs_file, target)
    }
}
