//! Build-script integration: assemble shaders into `OUT_DIR` from a `build.rs`.
//!
//! ```no_run
//! // build.rs
//! gpubin_pica::build::Shader::new("shaders/scene.shbin")
//!     .file("shaders/scene.v.pica")
//!     .file("shaders/scene.g.pica")
//!     .compile()
//!     .unwrap_or_else(|e| panic!("{e}"));
//! // main.rs: include_bytes!(concat!(env!("OUT_DIR"), "/shaders/scene.shbin"))
//! ```
//!
//! A file ending in `.vert` is a GLSL vertex shader: it is compiled by
//! [`crate::compile`] and its assembly joins the others (one DVLE per file, in order),
//! as `include_shader!` does. Its errors come back as [`BuildError::Assembly`],
//! located in the `.vert` file.

use crate::asm::{assemble, Diagnostics, Options, Source};
use std::path::{Path, PathBuf};

/// One SHBIN built from one or more source files.
#[derive(Clone, Debug)]
pub struct Shader {
    output: PathBuf,
    files: Vec<PathBuf>,
    header: bool,
    out_dir: Option<PathBuf>,
    cargo: bool,
}

/// What a build produced.
#[derive(Clone, Debug)]
pub struct Built {
    /// The SHBIN written.
    pub shbin: PathBuf,
    /// The C header written, when asked for.
    pub header: Option<PathBuf>,
    /// Warnings, rendered.
    pub warnings: Vec<String>,
}

impl Shader {
    /// `output` is relative to `OUT_DIR` (e.g. `shaders/scene.shbin`).
    pub fn new(output: impl Into<PathBuf>) -> Self {
        Shader {
            output: output.into(),
            files: Vec::new(),
            header: false,
            out_dir: None,
            cargo: true,
        }
    }
    /// Adds a source file (relative to the current directory, which cargo sets to the
    /// package root for build scripts): picasso-dialect assembly, or a GLSL vertex
    /// shader if its name ends in `.vert`.
    pub fn file(mut self, path: impl Into<PathBuf>) -> Self {
        self.files.push(path.into());
        self
    }
    /// Also writes the picasso C header next to the SHBIN (`.h`).
    pub fn header(mut self, yes: bool) -> Self {
        self.header = yes;
        self
    }
    /// Writes into `dir` instead of `$OUT_DIR`.
    pub fn out_dir(mut self, dir: impl Into<PathBuf>) -> Self {
        self.out_dir = Some(dir.into());
        self
    }
    /// Whether to print `cargo:rerun-if-changed` / `cargo:warning` lines (default on).
    pub fn cargo_metadata(mut self, yes: bool) -> Self {
        self.cargo = yes;
        self
    }

    /// Compiles the `.vert` files, assembles, and writes the outputs (atomically: temporary file, then rename).
    pub fn compile(&self) -> Result<Built, BuildError> {
        let dir = match &self.out_dir {
            Some(d) => d.clone(),
            None => PathBuf::from(std::env::var_os("OUT_DIR").ok_or(BuildError::NoOutDir)?),
        };
        let mut texts = Vec::new();
        let mut failures = Vec::new();
        for f in &self.files {
            if self.cargo {
                println!("cargo:rerun-if-changed={}", f.display());
            }
            let t = std::fs::read_to_string(f).map_err(|e| BuildError::Io(f.clone(), e))?;
            let name = f.display().to_string();
            if f.extension().is_some_and(|e| e == "vert") {
                match crate::compile::to_assembly(&name, &t) {
                    Ok(asm) => texts.push((name, asm)),
                    Err(d) => failures.extend(d),
                }
            } else {
                texts.push((name, t));
            }
        }
        if !failures.is_empty() {
            return Err(BuildError::Assembly(Diagnostics(failures)));
        }
        let sources: Vec<Source<'_>> = texts
            .iter()
            .map(|(n, t)| Source { name: n, text: t })
            .collect();
        let asm = assemble(&sources, Options::default()).map_err(BuildError::Assembly)?;
        let warnings: Vec<String> = asm.diagnostics.0.iter().map(|d| d.to_string()).collect();
        if self.cargo {
            for w in &warnings {
                println!("cargo:warning={}", w.lines().next().unwrap_or_default());
            }
        }
        let shbin = dir.join(&self.output);
        write_atomic(&shbin, &asm.to_bytes())?;
        let header = if self.header {
            let h = shbin.with_extension("h");
            write_atomic(&h, asm.header().as_bytes())?;
            Some(h)
        } else {
            None
        };
        Ok(Built {
            shbin,
            header,
            warnings,
        })
    }
}

fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), BuildError> {
    let io = |e: std::io::Error| BuildError::Io(path.to_path_buf(), e);
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).map_err(io)?;
    }
    let tmp = path.with_extension(format!("tmp{}", std::process::id()));
    std::fs::write(&tmp, bytes).map_err(io)?;
    std::fs::rename(&tmp, path).map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        io(e)
    })
}

/// Why a build failed.
#[derive(Debug, thiserror::Error)]
pub enum BuildError {
    #[error("OUT_DIR is not set (not running from a build script?)")]
    /// Not running inside a build script: Cargo sets `OUT_DIR` there.
    NoOutDir,
    #[error("{0}: {1}")]
    /// A file that could not be read or written, and the system's message.
    Io(PathBuf, std::io::Error),
    #[error("{0}")]
    /// The sources do not assemble (or a `.vert` file does not compile).
    Assembly(Diagnostics),
}
