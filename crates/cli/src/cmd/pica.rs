//! `gpubin pica`: PICA200 shader tools (the simulator).

use std::path::{Path, PathBuf};

use clap::Subcommand;
use gpubin_pica::shbin::{self, ShaderType, Shbin};
use gpubin_pica::sim::{self, bindings, Setup};

use crate::exit::Exit;
use crate::io::{self, report};

/// PICA200 (Nintendo 3DS) shader tools: run a SHBIN in the simulator
#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(subcommand)]
    command: PicaCommand,
}

#[derive(Subcommand, Debug)]
enum PicaCommand {
    /// Run one invocation of a shader in the simulator and print its outputs by
    /// output semantic (position, color, texcoord0, ...). Geometry shaders also
    /// print the vertices and triangles they emit.
    Run {
        /// The SHBIN file.
        shbin: PathBuf,
        /// The DVLE to run: its index, `vertex` / `geometry` for the first of
        /// that type, or a name of a DVLE's label table (that DVLE, from the
        /// label). Default: DVLE 0 from its entry point.
        #[arg(long, value_name = "NAME")]
        entry: Option<String>,
        /// JSON object of input values by name (`.in` names) or register (v0-v15).
        /// A value is an array of up to four components, missing ones 0; a
        /// component is a number, "inf", "-inf", "nan" or a float24 pattern
        /// "0x3f0000".
        #[arg(long)]
        inputs: Option<PathBuf>,
        /// JSON object of uniform values by name or register (c0-c95, i0-i3,
        /// b0-b15); arrays take one value per register; missing ones are 0. The
        /// DVLE's constants are loaded first.
        #[arg(long)]
        uniforms: Option<PathBuf>,
        /// Print each executed instruction with the registers it wrote.
        #[arg(long)]
        trace: bool,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
        /// Instructions executed before the run stops with an error.
        #[arg(long, default_value_t = 1 << 20)]
        budget: u64,
    },
    /// Compile a GLSL vertex shader (ES 1.00, 1.10-1.30) into a SHBIN through
    /// picasso-dialect assembly (the mapping is in the gpubin-pica README).
    #[command(disable_help_flag = true)]
    Compile {
        /// The GLSL vertex shader.
        shader: PathBuf,
        /// The SHBIN (or with `--emit asm`, the assembly) to write.
        #[arg(short, long)]
        output: PathBuf,
        /// Also write the C header picasso writes with -h.
        #[arg(short = 'h', long)]
        header: Option<PathBuf>,
        /// What to write: `shbin`, or `asm` (picasso-dialect source).
        #[arg(long, default_value = "shbin", value_parser = ["shbin", "asm"])]
        emit: String,
        /// The version of a shader without `#version`: `100` for GLSL ES 1.00,
        /// `110` by default.
        #[arg(long, value_name = "VER")]
        default_version: Option<gpubin_glsl::Version>,
        #[command(flatten)]
        diagnostics: crate::diag::DiagnosticsArg,
        /// Print help.
        #[arg(long, action = clap::ArgAction::Help)]
        help: Option<bool>,
    },
}

pub fn run(args: Args) -> Exit {
    match args.command {
        PicaCommand::Compile {
            shader,
            output,
            header,
            emit,
            default_version,
            diagnostics,
            ..
        } => {
            diagnostics.apply();
            compile_one(
                &shader,
                &output,
                header.as_deref(),
                emit == "asm",
                default_version,
            )
        }
        PicaCommand::Run {
            shbin,
            entry,
            inputs,
            uniforms,
            trace,
            json,
            budget,
        } => run_one(
            &shbin,
            entry.as_deref(),
            inputs.as_deref(),
            uniforms.as_deref(),
            sim::Options {
                budget,
                trace,
                ..sim::Options::default()
            },
            json,
        ),
    }
}

fn compile_one(
    shader: &Path,
    out: &Path,
    header: Option<&Path>,
    asm: bool,
    default_version: Option<gpubin_glsl::Version>,
) -> Exit {
    let source = match io::read_text(shader) {
        Ok(t) => t,
        Err(e) => {
            report!("{e}");
            return Exit::Invalid;
        }
    };
    let options = gpubin_pica::compile::Options {
        file_name: Some(io::input_name(shader).into_owned()),
        default_version,
    };
    let compiled = match gpubin_pica::compile::compile(&source, &options) {
        Ok(c) => c,
        Err(gpubin_pica::compile::Error::Source(d) | gpubin_pica::compile::Error::Internal(d)) => {
            super::glsl::report_diagnostics(&d);
            return Exit::Invalid;
        }
        Err(e @ gpubin_pica::compile::Error::Assembler(_)) if !crate::diag::json() => {
            report!("{e}");
            return Exit::Invalid;
        }
        Err(gpubin_pica::compile::Error::Assembler(d)) => {
            let internal = ["an internal error: the generated assembly does not assemble".into()];
            crate::diag::report(d.0.iter().map(|x| gpubin_binfmt::diag::Resolved {
                notes: &internal,
                ..x.resolved()
            }));
            return Exit::Invalid;
        }
    };
    let bytes = if asm {
        compiled.asm.clone().into_bytes()
    } else {
        compiled.to_bytes()
    };
    let mut outputs = io::Outputs::new(&[shader]);
    let written = outputs.stage(out, &bytes).and_then(|()| match header {
        Some(h) => outputs.stage(h, compiled.header().as_bytes()),
        None => Ok(()),
    });
    match written.and_then(|()| outputs.commit()) {
        Ok(()) => Exit::Ok,
        Err(msg) => {
            report!("{msg}");
            Exit::Invalid
        }
    }
}

/// The DVLE to run and, for a label, where to start.
fn pick_dvle(model: &Shbin, entry: Option<&str>) -> Result<(usize, Option<u32>), String> {
    let Some(entry) = entry else {
        return if model.dvles.is_empty() {
            Err("the file has no DVLE to run".into())
        } else {
            Ok((0, None))
        };
    };
    if let Ok(n) = entry.parse::<usize>() {
        return if n < model.dvles.len() {
            Ok((n, None))
        } else {
            Err(format!(
                "--entry {n}: the file has {} DVLE(s)",
                model.dvles.len()
            ))
        };
    }
    let want = match entry {
        "vertex" => Some(ShaderType::Vertex),
        "geometry" => Some(ShaderType::Geometry),
        _ => None,
    };
    if let Some(want) = want {
        return model
            .dvles
            .iter()
            .position(|d| d.shader_type == want)
            .map(|i| (i, None))
            .ok_or_else(|| format!("--entry {entry}: the file has no {entry} DVLE"));
    }
    for (i, d) in model.dvles.iter().enumerate() {
        if let Some(l) = d.labels.iter().find(|l| l.name.as_str() == entry) {
            return Ok((i, Some(l.code_offset)));
        }
    }
    Err(format!(
        "--entry {entry:?}: not a DVLE index, `vertex`, `geometry` or a name in a label table"
    ))
}

fn read_json(path: &Path) -> Result<serde_json::Value, String> {
    let text = io::read_text(path)?;
    serde_json::from_str(&text).map_err(|e| format!("{}: invalid JSON: {e}", path.display()))
}

fn run_one(
    path: &Path,
    entry: Option<&str>,
    inputs: Option<&Path>,
    uniforms: Option<&Path>,
    options: sim::Options,
    json: bool,
) -> Exit {
    let name = io::input_name(path).into_owned();
    let bytes = match io::read_input(path) {
        Ok(b) => b,
        Err(e) => {
            report!("{e}");
            return Exit::Invalid;
        }
    };
    let model = match shbin::parse(&bytes) {
        Ok(m) => m,
        Err(e) => {
            report!("{name}: {e}");
            return Exit::Invalid;
        }
    };
    let (index, start) = match pick_dvle(&model, entry) {
        Ok(i) => i,
        Err(e) => {
            report!("{name}: {e}");
            return Exit::Invalid;
        }
    };
    let dvle = &model.dvles[index];
    let mut setup = match Setup::new(&model, index) {
        Ok(s) => s,
        Err(e) => {
            report!("{name}: DVLE {index}: {e}");
            return Exit::Invalid;
        }
    };
    for (file, class) in [
        (inputs, bindings::Class::Inputs),
        (uniforms, bindings::Class::Uniforms),
    ] {
        let Some(file) = file else { continue };
        let value = match read_json(file) {
            Ok(v) => v,
            Err(e) => {
                report!("{e}");
                return Exit::Invalid;
            }
        };
        if let Err(e) = bindings::apply(&mut setup, dvle, &value, class) {
            report!("{}: {e}", file.display());
            return Exit::Invalid;
        }
    }
    let options = sim::Options { start, ..options };
    let out = match sim::run(&model, index, &setup, &options) {
        Ok(o) => o,
        Err(e) => {
            report!("{name}: DVLE {index}: {e}");
            return Exit::Invalid;
        }
    };
    if json {
        io::print_json(&bindings::outcome_json(dvle, &out));
        return Exit::Ok;
    }
    let mut text = String::new();
    for step in &out.trace {
        text.push_str(&bindings::step_text(step));
        text.push('\n');
    }
    let line = |key: &str, comps: &[f32]| {
        let vals: Vec<String> = comps.iter().map(|v| bindings::text_number(*v)).collect();
        format!("{key}: {}\n", vals.join(" "))
    };
    for (key, comps) in bindings::outputs_by_semantic(dvle, &out.outputs) {
        text.push_str(&line(&key, &comps));
    }
    for (n, v) in out.emitted.iter().enumerate() {
        text.push_str(&format!("vertex {n}:\n"));
        for (key, comps) in bindings::outputs_by_semantic(dvle, &v.outputs) {
            text.push_str(&format!("  {}", line(&key, &comps)));
        }
    }
    for (n, p) in out.primitives.iter().enumerate() {
        let winding = if p.inverted {
            " (inverted winding)"
        } else {
            ""
        };
        text.push_str(&format!("triangle {n}{winding}:\n"));
        for v in &p.vertices {
            let Some(v) = v else {
                text.push_str("  (a slot this invocation did not fill)\n");
                continue;
            };
            let pos: Vec<String> = bindings::outputs_by_semantic(dvle, &v.outputs)
                .into_iter()
                .map(|(k, c)| line(&k, &c).trim_end().to_string())
                .collect();
            text.push_str(&format!("  {}\n", pos.join("; ")));
        }
    }
    text.push_str(&format!("steps: {}\n", out.steps));
    io::print(&text);
    Exit::Ok
}
