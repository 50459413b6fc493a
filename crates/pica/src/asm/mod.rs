//! The assembler for the picasso dialect (devkitPro picasso 2.7.1): source text to a
//! SHBIN byte-identical to picasso's for every input picasso assembles correctly.
//! Where picasso silently mis-assembles, gpubin reports an error instead (see the
//! crate's README-asm.md).

mod alloc;
mod assembler;
mod diag;
mod directives;
mod header;
mod instructions;
mod line;
pub mod number;
mod operand;
pub(crate) mod order;

pub use alloc::UniformKind;
pub use diag::{Code, Diagnostic, Diagnostics, Severity};
pub use line::is_identifier;

use std::path::Path;

use crate::shbin::{self, Shbin};

/// Assembler options.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// Insert padding NOPs automatically (picasso's default; `-n` turns them into
    /// warnings).
    pub auto_nop: bool,
    /// Read the source as picasso 2.7.1 reads it (`gpubin picasso`): wherever picasso
    /// reads something other than what the text says (`[32*2]` as 32, `[1.x]` as 1,
    /// `1.0/128.0` as 1.0), produce picasso's bytes and warn. Off (`gpubin asm`), the
    /// same places are errors with the same explanation.
    pub picasso: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            auto_nop: true,
            picasso: false,
        }
    }
}

/// One input file.
#[derive(Clone, Copy, Debug)]
pub struct Source<'a> {
    /// Name used in messages.
    pub name: &'a str,
    /// The source text.
    pub text: &'a str,
}

/// A uniform as listed in the `-h` header.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct HeaderUniform {
    /// The name as declared.
    pub name: String,
    /// Float, integer or boolean.
    pub kind: UniformKind,
    /// Register index within its bank.
    pub register: u16,
    /// Registers it takes (array elements).
    pub size: u16,
}

/// A successful assembly: the SHBIN model, warnings, and what the header lists.
#[derive(Clone, Debug)]
pub struct Assembly {
    /// Built without a layout, so that [`shbin::write`] lays it out as picasso does
    /// (private to keep it so: see [`Assembly::to_bytes`]).
    model: Shbin,
    /// Warnings (no errors).
    pub diagnostics: Diagnostics,
    /// `VSH` or `GSH`.
    pub header_prefix: &'static str,
    /// The uniforms, in the order picasso's `-h` header lists them.
    pub header_uniforms: Vec<HeaderUniform>,
    /// Keep `$` in C names, as picasso does (`gpubin picasso`); else `$` becomes `_`.
    pub header_keeps_dollar: bool,
}

impl Assembly {
    /// The SHBIN bytes, as [`shbin::write`] lays out the model.
    pub fn to_bytes(&self) -> Vec<u8> {
        // The assembler never sets a layout (the field is private), and the
        // canonical one places every part.
        shbin::write_canonical(&self.model)
    }
    /// The SHBIN model.
    pub fn model(&self) -> &Shbin {
        &self.model
    }
    /// A copy of the SHBIN model.
    pub fn shbin(&self) -> Shbin {
        self.model.clone()
    }
    /// The SHBIN model, consuming the assembly.
    pub fn into_shbin(self) -> Shbin {
        self.model
    }
    /// The C header picasso writes with `-h`.
    pub fn header(&self) -> String {
        header::render(
            self.header_prefix,
            &self.header_uniforms,
            self.header_keeps_dollar,
        )
    }
}

/// Assembles several files into one SHBIN (one DVLE per file, in order).
pub fn assemble(sources: &[Source<'_>], options: Options) -> Result<Assembly, Diagnostics> {
    let mut a = assembler::Assembler::new(options);
    for s in sources {
        a.file(s);
    }
    a.finish(sources.len())
}

/// Reads and assembles files; I/O failures come back as diagnostics naming the file.
pub fn assemble_files<P: AsRef<Path>>(paths: &[P]) -> Result<Assembly, Diagnostics> {
    let mut texts = Vec::new();
    let mut failures = Vec::new();
    for p in paths {
        let p = p.as_ref();
        match std::fs::read_to_string(p) {
            Ok(t) => texts.push((p.display().to_string(), t)),
            Err(e) => failures.push(Diagnostic {
                severity: Severity::Error,
                file: p.display().to_string(),
                line: 0,
                column: 0,
                message: format!("cannot read: {e}"),
                source_line: String::new(),
                width: 0,
                code: None,
            }),
        }
    }
    if !failures.is_empty() {
        return Err(Diagnostics(failures));
    }
    let sources: Vec<Source<'_>> = texts
        .iter()
        .map(|(n, t)| Source { name: n, text: t })
        .collect();
    assemble(&sources, Options::default())
}

/// Whether a name would read as a register (`c5`, `R1`).
pub fn looks_like_register(name: &str) -> bool {
    operand::parse_register_name(name).is_some()
}
