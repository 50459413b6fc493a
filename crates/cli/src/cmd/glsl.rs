//! `gpubin glsl`: the GLSL front end (check, preprocess, reflect, run).

use std::path::{Path, PathBuf};

use clap::{Subcommand, ValueEnum};
use gpubin_glsl::ir::StorageClass;
use gpubin_glsl::{
    CompileOptions, Invocation, Module, NoTextures, ProgramSource, ShaderObject, Stage, Version,
};

use crate::diag;
use crate::exit::Exit;
use crate::io::{self, report};

/// GLSL front end: ES 1.00 and GLSL 1.10-3.30 (core and compatibility).
///
/// The stage comes from the extension (.vert/.vs vertex, .frag/.fs fragment,
/// .geom/.gs geometry) unless --stage is given.
#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(subcommand)]
    command: GlslCommand,
    /// The version of a shader without `#version`: `100` as a GLES2
    /// context compiles it (GLSL ES 1.00), `110` by default; a profile may
    /// follow (`150 compatibility`).
    #[arg(long, global = true, value_name = "VER")]
    default_version: Option<Version>,
    #[command(flatten)]
    diagnostics: diag::DiagnosticsArg,
}

#[derive(Subcommand, Debug)]
enum GlslCommand {
    /// Compile each file as one shader object, as glCompileShader does (no
    /// `main` needed), and report diagnostics (file:line:col with a caret).
    Check {
        #[arg(required = true)]
        files: Vec<PathBuf>,
        #[arg(long, value_enum)]
        stage: Option<StageArg>,
        /// Also link the files into one program (several objects per stage):
        /// one `main` per stage, called functions defined, globals declared
        /// alike, compatible versions, no recursion across objects, each
        /// stage's inputs matched by the outputs of the stage before it
        /// (vertex -> geometry -> fragment).
        #[arg(long)]
        link: bool,
    },
    /// Print each file preprocessed (as `cpp` and `glslangValidator -E`):
    /// macros expanded, conditional sections resolved, one line per source
    /// line; `#version`, `#extension` and `#line` kept as written.
    Preprocess {
        #[arg(required = true)]
        files: Vec<PathBuf>,
        #[arg(long, value_enum)]
        stage: Option<StageArg>,
    },
    /// Print the inputs, outputs and uniforms of a shader. Several files of
    /// one stage are compiled as shader objects and linked into one shader.
    Reflect {
        /// GLSL files of one stage (each a shader object; linked).
        #[arg(required = true)]
        files: Vec<PathBuf>,
        #[arg(long, value_enum)]
        stage: Option<StageArg>,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Run one invocation in the reference interpreter and print its outputs
    /// as JSON. Textures are not bound. Several files of one stage are
    /// compiled as shader objects and linked into one shader.
    Run {
        /// GLSL files of one stage (each a shader object; linked).
        #[arg(required = true)]
        files: Vec<PathBuf>,
        #[arg(long, value_enum)]
        stage: Option<StageArg>,
        /// JSON object of input values by name (built-ins such as gl_FragCoord included).
        #[arg(long)]
        inputs: Option<PathBuf>,
        /// JSON object of uniform values by name (missing ones are zero).
        #[arg(long)]
        uniforms: Option<PathBuf>,
    },
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum StageArg {
    Vertex,
    Fragment,
    Geometry,
}

pub fn run(args: Args) -> Exit {
    args.diagnostics.apply();
    let options = CompileOptions {
        default_version: args.default_version,
        ..CompileOptions::default()
    };
    match args.command {
        GlslCommand::Check { files, stage, link } => {
            let mut exit = Exit::Ok;
            let mut objects = Vec::new();
            for f in &files {
                // Without `--link`, nothing needs the objects' IR: the
                // library checks each file for its diagnostics alone.
                let checked = if link {
                    compile_object(f, stage, &options).map(|o| {
                        let checked = (o.version, o.stage, o.module.is_some());
                        objects.push(o);
                        checked
                    })
                } else {
                    check_object(f, stage, &options)
                };
                exit = exit.and(match checked {
                    Some((version, stage, has_main)) => {
                        let main = if has_main { "" } else { ", no main" };
                        io::print(&format!(
                            "{}: ok ({} {stage} shader{main})\n",
                            f.display(),
                            version.name(),
                        ));
                        Exit::Ok
                    }
                    None => Exit::Invalid,
                });
            }
            if link && exit == Exit::Ok {
                match gpubin_glsl::link_program(&objects) {
                    Ok(_) => io::print(&format!("linked: {} objects\n", objects.len())),
                    Err(d) => {
                        report_diagnostics(&d);
                        exit = Exit::Invalid;
                    }
                }
            }
            // The process ends next and returns all memory at once; freeing
            // the IR node by node would cost about a tenth of checking a
            // large shader (compilers' drivers skip it the same way).
            std::mem::forget(objects);
            exit
        }
        GlslCommand::Preprocess { files, stage } => {
            let mut exit = Exit::Ok;
            for f in &files {
                let Some((stage, text)) = stage_and_text(f, stage) else {
                    exit = Exit::Invalid;
                    continue;
                };
                let opts = CompileOptions {
                    file_name: Some(io::input_name(f).into_owned()),
                    ..options.clone()
                };
                match gpubin_glsl::preprocess(&text, stage, &opts) {
                    Ok(p) => {
                        if !p.warnings.items.is_empty() {
                            report_diagnostics(&p.warnings);
                        }
                        io::print(&p.text);
                    }
                    Err(d) => {
                        report_diagnostics(&d);
                        exit = Exit::Invalid;
                    }
                }
            }
            exit
        }
        GlslCommand::Reflect { files, stage, json } => {
            let m = match link_stage(&files, stage, &options) {
                Ok(m) => m,
                Err(e) => return e,
            };
            if json {
                io::print_json(&m.reflection);
            } else {
                io::print(&m.reflection.to_string());
            }
            Exit::Ok
        }
        GlslCommand::Run {
            files,
            stage,
            inputs,
            uniforms,
        } => {
            let m = match link_stage(&files, stage, &options) {
                Ok(m) => m,
                Err(e) => return e,
            };
            let mut inv = Invocation::default();
            for (path, class) in [
                (inputs, StorageClass::Input),
                (uniforms, StorageClass::Uniform),
            ] {
                let Some(path) = path else { continue };
                let json = match read_json(&path) {
                    Ok(j) => j,
                    Err(e) => {
                        report!("{e}");
                        return Exit::Invalid;
                    }
                };
                match gpubin_glsl::bindings_from_json(&m, &json, class) {
                    Ok(b) if class == StorageClass::Input => inv.inputs = b,
                    Ok(b) => inv.uniforms = b,
                    Err(e) => {
                        report!("{}: {e}", path.display());
                        return Exit::Invalid;
                    }
                }
            }
            match gpubin_glsl::run(&m, &inv, &mut NoTextures) {
                Ok(out) => {
                    let mut doc = serde_json::Map::new();
                    if m.stage == Stage::Geometry {
                        // Outputs are undefined after the last EmitVertex().
                        let p = gpubin_glsl::primitives_to_json(&out);
                        doc.insert("primitives".into(), p);
                        io::print_json(&serde_json::Value::Object(doc));
                        return Exit::Ok;
                    }
                    doc.insert("discarded".into(), out.discarded.into());
                    doc.insert("outputs".into(), gpubin_glsl::outputs_to_json(&out));
                    io::print_json(&serde_json::Value::Object(doc));
                    Exit::Ok
                }
                Err(e) => {
                    report!("{}: {e}", files[0].display());
                    Exit::Invalid
                }
            }
        }
    }
}

fn read_json(path: &Path) -> Result<serde_json::Value, String> {
    let text = io::read_text(path)?;
    serde_json::from_str(&text).map_err(|e| format!("{}: invalid JSON: {e}", path.display()))
}

/// The stage of a file (from --stage or its extension) and its text; `None`
/// after reporting why not.
fn stage_and_text(file: &Path, stage: Option<StageArg>) -> Option<(Stage, String)> {
    let stage = match stage {
        Some(StageArg::Vertex) => Stage::Vertex,
        Some(StageArg::Fragment) => Stage::Fragment,
        Some(StageArg::Geometry) => Stage::Geometry,
        None => {
            let ext = file.extension().and_then(|e| e.to_str()).unwrap_or("");
            match Stage::from_extension(ext) {
                Some(s) => s,
                None => {
                    report!(
                        "{}: cannot tell the stage from the extension; use --stage vertex|fragment|geometry",
                        file.display()
                    );
                    return None;
                }
            }
        }
    };
    match io::read_text(file) {
        Ok(t) => Some((stage, t)),
        Err(e) => {
            report!("{e}");
            None
        }
    }
}

/// Compile one shader object, reporting diagnostics on standard error.
fn compile_object(
    file: &Path,
    stage: Option<StageArg>,
    options: &CompileOptions,
) -> Option<ShaderObject> {
    compile_file(file, stage, options, gpubin_glsl::compile_object, |o| {
        &o.warnings
    })
}

/// Check one file as a shader object for its diagnostics alone, reporting
/// them on standard error: its version, stage and whether it defines
/// `main`, or `None` when it does not compile.
fn check_object(
    file: &Path,
    stage: Option<StageArg>,
    options: &CompileOptions,
) -> Option<(Version, Stage, bool)> {
    compile_file(file, stage, options, gpubin_glsl::check, |c| &c.warnings)
        .map(|c| (c.version, c.stage, c.has_main))
}

/// Run `compile` on one file (named in its diagnostics as the user gave
/// it), reporting its errors, or the `warnings` of what it made, on
/// standard error.
fn compile_file<T>(
    file: &Path,
    stage: Option<StageArg>,
    options: &CompileOptions,
    compile: fn(&str, Stage, &CompileOptions) -> Result<T, gpubin_glsl::Diagnostics>,
    warnings: fn(&T) -> &gpubin_glsl::Diagnostics,
) -> Option<T> {
    let (stage, text) = stage_and_text(file, stage)?;
    let opts = CompileOptions {
        file_name: Some(io::input_name(file).into_owned()),
        ..options.clone()
    };
    match compile(&text, stage, &opts) {
        Ok(made) => {
            if !warnings(&made).items.is_empty() {
                report_diagnostics(warnings(&made));
            }
            Some(made)
        }
        Err(d) => {
            report_diagnostics(&d);
            None
        }
    }
}

/// Compile the files of one stage as shader objects and link them into
/// one shader, reporting diagnostics on standard error.
fn link_stage(
    files: &[PathBuf],
    stage: Option<StageArg>,
    options: &CompileOptions,
) -> Result<Module, Exit> {
    let mut loaded = Vec::new();
    for f in files {
        let (stage, text) = stage_and_text(f, stage).ok_or(Exit::Invalid)?;
        loaded.push((io::input_name(f).into_owned(), text, stage));
    }
    let stage = loaded[0].2;
    if let Some((name, _, other)) = loaded.iter().find(|l| l.2 != stage) {
        report!(
            "error: {name} is a {other} shader but {} is a {stage} shader; give the files of one stage",
            loaded[0].0
        );
        return Err(Exit::Usage);
    }
    let sources: Vec<ProgramSource<'_>> = loaded
        .iter()
        .map(|(name, text, stage)| ProgramSource::file(name, text, *stage))
        .collect();
    match gpubin_glsl::compile_program_with(&sources, options) {
        Ok(p) => {
            if !p.warnings.items.is_empty() {
                report_diagnostics(&p.warnings);
            }
            p.into_stage(stage).ok_or(Exit::Invalid)
        }
        Err(d) => {
            report_diagnostics(&d);
            Err(Exit::Invalid)
        }
    }
}

/// Writes the front end's diagnostics to standard error (text or JSON Lines).
pub(crate) fn report_diagnostics(d: &gpubin_glsl::Diagnostics) {
    diag::report(d.items.iter().map(gpubin_glsl::Diagnostic::resolved));
}
