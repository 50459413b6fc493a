//! `gpubin mvp ...`: the MVP (IC1000) compile flow — slots, LLVM IR, a draw.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use clap::Subcommand;
use gpubin_binfmt::diag::{Position, Resolved};
use gpubin_binfmt::Severity;
use gpubin_glsl::Stage;
use gpubin_mvp::abi::{AbiOptions, ABI_TABLE};
use gpubin_mvp::codegen::Target;
use gpubin_mvp::sim::compiled::CompiledShaders;
use gpubin_mvp::sim::draw::{draw, uniforms_from_json, DrawOptions, VertexData};
use gpubin_mvp::slots::LinkOptions;
use gpubin_mvp::{build, cheader, verify, Program, ProgramOptions, ShaderSource, Warning};

use crate::diag;
use crate::exit::Exit;
use crate::io::{self, print, print_json, read_text, report, write_output};

/// MVP (IC1000) shader compile flow: slot maps, LLVM IR for vs_main/ps_main
/// and the wrappers, host verification, and a draw simulator.
#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(subcommand)]
    command: MvpCommand,
    #[command(flatten)]
    diagnostics: diag::DiagnosticsArg,
}

#[derive(Subcommand, Debug)]
enum MvpCommand {
    Slots(SlotsArgs),
    Compile(CompileArgs),
    Run(RunArgs),
    Verify(VerifyArgs),
    Abi(AbiArgs),
    ShaderTest(ShaderTestArgs),
}

/// Run piglit shader_test files on the simulator: PASS, FAIL (the first
/// failing probe) or SKIP (the unmet requirement) per file, each printed as
/// its file finishes, then a summary. Exit status 0 only if nothing failed.
#[derive(clap::Args, Debug)]
struct ShaderTestArgs {
    /// shader_test files.
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// What runs vs_main/ps_main.
    #[arg(long, value_enum, default_value_t = EngineArg::Compiled)]
    engine: EngineArg,
    /// One JSON object per line: `{"file", "verdict", "reason"}` per file,
    /// then `{"files", "passed", "failed", "skipped"}`.
    #[arg(long)]
    json: bool,
}

/// What runs vs_main/ps_main in the simulator.
#[derive(clap::ValueEnum, Clone, Copy, Debug)]
enum EngineArg {
    /// The emitted IR, compiled in process by LLVM 19 (by clang-19 into a
    /// library the simulator loads where libLLVM is missing).
    Compiled,
    /// The GLSL reference interpreter.
    Interp,
}

/// Options shared by the commands that link a pair.
#[derive(clap::Args, Debug)]
struct PairOptions {
    /// Accept what the seed leaves undefined (user and built-in attributes
    /// together, integer attributes), with warnings.
    #[arg(long)]
    lenient: bool,
    /// The GLSL version of a shader without `#version` (`100` as a GLES2
    /// context compiles it; `110` by default).
    #[arg(long, value_name = "VER")]
    default_version: Option<gpubin_glsl::Version>,
}

/// Print the slot map of a vertex/fragment shader pair (several files per
/// stage are linked; stages as for `compile`).
#[derive(clap::Args, Debug)]
struct SlotsArgs {
    /// GLSL files: the vertex shader's objects and the fragment shader's.
    #[arg(required = true, num_args = 2..)]
    files: Vec<PathBuf>,
    /// Print JSON instead of a table.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    pair: PairOptions,
}

/// Compile a pair to vs.ll, ps.ll, wrapper.ll and slots.json in DIR.
///
/// Several files per stage are compiled as shader objects and linked into
/// one shader per stage; the stage comes from the extension (.vert/.vs,
/// .frag/.fs). Two files whose extensions say nothing are VS then FS.
#[derive(clap::Args, Debug)]
struct CompileArgs {
    /// GLSL files: the vertex shader's objects and the fragment shader's.
    #[arg(required = true, num_args = 2..)]
    files: Vec<PathBuf>,
    /// Output directory (created if missing).
    #[arg(short, long, value_name = "DIR")]
    output: PathBuf,
    /// Also write mvp_abi.h, the ABI table as a C header.
    #[arg(long)]
    c_header: bool,
    /// `target triple` of the emitted modules (none by default).
    #[arg(long)]
    triple: Option<String>,
    /// `target datalayout` (default: 32-bit pointers, little endian).
    #[arg(long, conflicts_with = "no_datalayout")]
    datalayout: Option<String>,
    /// Emit no data layout (for host builds).
    #[arg(long)]
    no_datalayout: bool,
    /// Reproduce the seed's plain (non-volatile) MMIO accesses in the wrapper.
    #[arg(long)]
    seed_mmio: bool,
    /// Clamp the attribute count to 8 in load_attributes.
    #[arg(long)]
    clamp_count: bool,
    /// Pass index + draw_start to vs_main (the proposed fix; not the seed).
    #[arg(long)]
    biased_vertex_id: bool,
    #[command(flatten)]
    pair: PairOptions,
}

/// Draw with the simulator and write the colour target as PNG.
#[derive(clap::Args, Debug)]
struct RunArgs {
    /// Vertex shader (GLSL); repeat for several objects, linked.
    #[arg(long, required = true)]
    vs: Vec<PathBuf>,
    /// Fragment shader (GLSL); repeat for several objects, linked.
    #[arg(long, required = true)]
    fs: Vec<PathBuf>,
    /// Vertex streams: {"attr": [[x, y, z], ...], ..., "draw_start": n, "count": n}.
    #[arg(long)]
    vertices: PathBuf,
    /// Uniform values: {"name": value, ...}.
    #[arg(long)]
    uniforms: Option<PathBuf>,
    /// Viewport size.
    #[arg(long, default_value = "256x256", value_parser = parse_size)]
    size: (u32, u32),
    /// Output PNG.
    #[arg(short, long, value_name = "OUT.png")]
    output: PathBuf,
    /// What runs vs_main/ps_main.
    #[arg(long, value_enum, default_value_t = EngineArg::Compiled)]
    engine: EngineArg,
    #[command(flatten)]
    pair: PairOptions,
}

/// Compile a pair for the host with clang-19 and compare it with the GLSL
/// reference interpreter on generated inputs (several files per stage are
/// linked; stages as for `compile`).
#[derive(clap::Args, Debug)]
struct VerifyArgs {
    /// GLSL files: the vertex shader's objects and the fragment shader's.
    #[arg(required = true, num_args = 2..)]
    files: Vec<PathBuf>,
    /// Vertices to compare.
    #[arg(long, default_value_t = 64)]
    vertices: usize,
    /// Fragments to compare.
    #[arg(long, default_value_t = 256)]
    fragments: usize,
    /// Seed of the input generator.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    #[command(flatten)]
    pair: PairOptions,
}

/// Print the ABI table (memory map, registers, header layout, limits).
#[derive(clap::Args, Debug)]
struct AbiArgs {
    /// Print JSON instead of a table.
    #[arg(long)]
    json: bool,
    /// Print the C header instead.
    #[arg(long, conflicts_with = "json")]
    c_header: bool,
}

fn parse_size(s: &str) -> Result<(u32, u32), String> {
    let (w, h) = s
        .split_once(['x', 'X'])
        .ok_or_else(|| format!("`{s}` is not WIDTHxHEIGHT"))?;
    let n = |t: &str| {
        t.parse::<u32>()
            .ok()
            .filter(|n| (1..=16384).contains(n))
            .ok_or_else(|| format!("`{t}` is not a size in 1..=16384"))
    };
    Ok((n(w)?, n(h)?))
}

pub fn run(args: Args) -> Exit {
    // Shaders compiled by one run are loaded by the next (checked: only a
    // directory and files of this user's, see gpubin_mvp::jit::cache).
    gpubin_mvp::jit::cache::set_disk_cache(gpubin_mvp::jit::cache::user_cache_dir());
    args.diagnostics.apply();
    match args.command {
        MvpCommand::Slots(a) => slots(a),
        MvpCommand::Compile(a) => compile(a),
        MvpCommand::Run(a) => run_draw(a),
        MvpCommand::Verify(a) => verify_pair(a),
        MvpCommand::Abi(a) => abi(a),
        MvpCommand::ShaderTest(a) => shader_tests(a),
    }
}

fn fail(msg: impl std::fmt::Display) -> Exit {
    report!("{msg}");
    Exit::Invalid
}

/// Reports an error of the flow. As JSON, the front end's diagnostics keep
/// their places, and a link error (which has no span: it is about a whole
/// shader) names its rule and the shader's file; the text form is the
/// error's message whatever it is.
fn fail_flow(e: gpubin_mvp::Error) -> Exit {
    if diag::json() {
        match &e {
            gpubin_mvp::Error::Frontend(d) => {
                super::glsl::report_diagnostics(d);
                return Exit::Invalid;
            }
            gpubin_mvp::Error::Link(l) => {
                let message = l.to_string();
                diag::report([Resolved {
                    code: Some(l.kind.code()),
                    position: Some(Position::file(l.kind.file())),
                    ..Resolved::message(Severity::Error, &message)
                }]);
                return Exit::Invalid;
            }
            _ => {}
        }
    }
    fail(e)
}

/// A warning without a place (as JSON, an object of severity `warning`).
fn warn(message: &str) {
    if diag::json() {
        diag::report([Resolved::message(Severity::Warning, message)]);
    } else {
        report!("warning: {message}");
    }
}

fn read_sources(files: &[PathBuf]) -> Result<Vec<ShaderSource>, Exit> {
    files
        .iter()
        .map(|f| {
            let text = read_text(f).map_err(fail)?;
            Ok(ShaderSource::file(
                crate::io::input_name(f).into_owned(),
                text,
            ))
        })
        .collect()
}

/// The files of each stage: by extension, or VS then FS for two files
/// whose extensions name no stage.
type StageSources = (Vec<ShaderSource>, Vec<ShaderSource>);

fn stage_sources(files: &[PathBuf]) -> Result<StageSources, Exit> {
    let stage_of = |f: &PathBuf| {
        f.extension()
            .and_then(|e| e.to_str())
            .and_then(Stage::from_extension)
    };
    let stages: Vec<Option<Stage>> = files.iter().map(stage_of).collect();
    let stages: Vec<Stage> = match stages.as_slice() {
        [None, None] => vec![Stage::Vertex, Stage::Fragment],
        _ => match files.iter().zip(&stages).find(|(_, s)| s.is_none()) {
            Some((f, _)) => {
                report!(
                    "error: {}: cannot tell the stage from the extension (.vert/.vs, .frag/.fs)",
                    f.display()
                );
                return Err(Exit::Usage);
            }
            None => stages.into_iter().flatten().collect(),
        },
    };
    let (mut vs, mut fs) = (Vec::new(), Vec::new());
    for (f, stage) in files.iter().zip(stages) {
        let text = read_text(f).map_err(fail)?;
        let source = ShaderSource::file(crate::io::input_name(f).into_owned(), text);
        if stage == Stage::Vertex {
            vs.push(source);
        } else if stage == Stage::Fragment {
            fs.push(source);
        } else {
            report!(
                "error: {}: the MVP flow takes vertex and fragment shaders",
                f.display()
            );
            return Err(Exit::Usage);
        }
    }
    if vs.is_empty() || fs.is_empty() {
        report!("error: give at least one vertex and one fragment shader file");
        return Err(Exit::Usage);
    }
    Ok((vs, fs))
}

fn print_warnings(warnings: &[Warning]) {
    for w in warnings {
        match w {
            Warning::Frontend(d) if diag::json() => diag::report([d.resolved()]),
            Warning::Link { message } => warn(message),
            _ => report!("{w}"),
        }
    }
}

fn link_options(pair: &PairOptions) -> ProgramOptions {
    ProgramOptions {
        link: LinkOptions {
            strict: !pair.lenient,
            ..Default::default()
        },
        default_version: pair.default_version,
        ..Default::default()
    }
}

fn load((vs, fs): StageSources, pair: &PairOptions) -> Result<Program, Exit> {
    let p = Program::from_sources(&vs, &fs, &link_options(pair)).map_err(fail_flow)?;
    print_warnings(&p.warnings);
    Ok(p)
}

fn slots(a: SlotsArgs) -> Exit {
    let p = match stage_sources(&a.files).and_then(|s| load(s, &a.pair)) {
        Ok(p) => p,
        Err(e) => return e,
    };
    if a.json {
        print_json(&p.slots);
    } else {
        print(&p.slots.to_text());
    }
    Exit::Ok
}

fn compile(a: CompileArgs) -> Exit {
    if crate::io::is_stdio(&a.output) {
        report!("error: -o names a directory for the four output files; `-` is not one");
        return Exit::Usage;
    }
    let (vs, fs) = match stage_sources(&a.files) {
        Ok(s) => s,
        Err(e) => return e,
    };
    let opts = ProgramOptions {
        target: Target {
            triple: a.triple.clone(),
            datalayout: if a.no_datalayout {
                None
            } else {
                Some(
                    a.datalayout
                        .clone()
                        .unwrap_or_else(|| gpubin_mvp::codegen::DEFAULT_DATALAYOUT.to_string()),
                )
            },
            // The seed's ABI: no loop budget (the simulator's build only).
            loop_budget: false,
        },
        abi: AbiOptions {
            volatile_mmio: !a.seed_mmio,
            clamp_attr_count: a.clamp_count,
            biased_vertex_id: a.biased_vertex_id,
            ..Default::default()
        },
        ..link_options(&a.pair)
    };
    let out = match build(&vs, &fs, &opts) {
        Ok(b) => b,
        Err(e) => return fail_flow(e),
    };
    print_warnings(&out.program.warnings);
    // The files are written together: none replaces its old file unless all can.
    let inputs: Vec<&Path> = a.files.iter().map(|f| f.as_path()).collect();
    let mut outputs = io::Outputs::new(&inputs);
    let staged = outputs.create_dir(&a.output).and_then(|()| {
        out.files(a.c_header)
            .into_iter()
            .try_for_each(|(name, text)| outputs.stage(&a.output.join(name), text.as_bytes()))
    });
    match staged.and_then(|()| outputs.commit()) {
        Ok(()) => Exit::Ok,
        Err(e) => fail(e),
    }
}

fn run_draw(a: RunArgs) -> Exit {
    let sources = read_sources(&a.vs).and_then(|v| Ok((v, read_sources(&a.fs)?)));
    let p = match sources.and_then(|s| load(s, &a.pair)) {
        Ok(p) => p,
        Err(e) => return e,
    };
    let vertices = match read_text(&a.vertices)
        .and_then(|t| VertexData::from_json(&t).map_err(|e| e.to_string()))
    {
        Ok(v) => v,
        Err(e) => return fail(format!("{}: {e}", a.vertices.display())),
    };
    let uniforms = match &a.uniforms {
        Some(path) => {
            match read_text(path)
                .and_then(|t| uniforms_from_json(&p, &t).map_err(|e| e.to_string()))
            {
                Ok(u) => u,
                Err(e) => return fail(format!("{}: {e}", path.display())),
            }
        }
        None => BTreeMap::new(),
    };
    let compiled = match a.engine {
        EngineArg::Interp => None,
        EngineArg::Compiled => match CompiledShaders::build(&p) {
            Ok(c) => Some(std::sync::Arc::new(c)),
            Err(e) => return fail(e),
        },
    };
    let opts = DrawOptions {
        width: a.size.0,
        height: a.size.1,
        compiled,
        ..Default::default()
    };
    let (image, stats) = match draw(&p, &vertices, &uniforms, &opts) {
        Ok(r) => r,
        Err(e) => return fail(e),
    };
    for w in &stats.warnings {
        warn(w);
    }
    let png = match image.to_png() {
        Ok(b) => b,
        Err(e) => return fail(e),
    };
    let mut inputs: Vec<&Path> = a.vs.iter().chain(&a.fs).map(|f| f.as_path()).collect();
    inputs.push(a.vertices.as_path());
    if let Some(u) = &a.uniforms {
        inputs.push(u.as_path());
    }
    if let Err(e) = write_output(&a.output, &png, &inputs) {
        return fail(e);
    }
    report!(
        "{}: {}x{}, {} vertices, {} triangles ({} culled), {} fragments, {} discarded",
        crate::io::output_name(&a.output),
        a.size.0,
        a.size.1,
        stats.vertices,
        stats.raster.triangles,
        stats.raster.culled,
        stats.fragments_shaded,
        stats.discarded
    );
    Exit::Ok
}

fn verify_pair(a: VerifyArgs) -> Exit {
    let p = match stage_sources(&a.files).and_then(|s| load(s, &a.pair)) {
        Ok(p) => p,
        Err(e) => return e,
    };
    let opts = verify::VerifyOptions {
        vertices: a.vertices,
        fragments: a.fragments,
        seed: a.seed,
        ulp_tolerance: 0,
    };
    match verify::verify_on_host(&p, &opts) {
        Ok(r) => {
            print(&format!(
                "agree: {} vertices, {} fragments ({} discarded), {} values, max difference {} ulp\n",
                r.vertices, r.fragments, r.discarded, r.values, r.max_ulp
            ));
            Exit::Ok
        }
        Err(e) => fail(e),
    }
}

fn abi(a: AbiArgs) -> Exit {
    if a.c_header {
        print(&cheader::c_header());
    } else if a.json {
        print_json(&ABI_TABLE);
    } else {
        let mut s = String::new();
        for c in ABI_TABLE {
            s.push_str(&format!("{:<26} 0x{:08X}  {}\n", c.name, c.value, c.doc));
        }
        print(&s);
    }
    Exit::Ok
}

fn shader_tests(a: ShaderTestArgs) -> Exit {
    use gpubin_mvp::shader_test::{run_shader_test, Engine, Outcome, ShaderTestOptions};
    let opts = ShaderTestOptions {
        engine: match a.engine {
            EngineArg::Compiled => Engine::Compiled,
            EngineArg::Interp => Engine::Interp,
        },
    };
    let (mut pass, mut fail, mut skip) = (0, 0, 0);
    for f in &a.files {
        let name = f.display().to_string();
        let (verdict, reason) = match read_text(f) {
            Err(e) => {
                // Said on standard error as by every command; the verdict stays in
                // the report.
                report!("{e}");
                ("FAIL", Some(e.to_string()))
            }
            Ok(text) => match run_shader_test(&name, &text, &opts).outcome {
                Outcome::Pass => ("PASS", None),
                Outcome::Fail(why) => ("FAIL", Some(why)),
                Outcome::Skip(why) => ("SKIP", Some(why)),
            },
        };
        match verdict {
            "PASS" => pass += 1,
            "FAIL" => fail += 1,
            _ => skip += 1,
        }
        // Each verdict is printed (and flushed) as its file finishes, so an
        // interrupted run keeps every verdict it reached.
        let line = if a.json {
            serde_json::json!({
                "file": name,
                "verdict": verdict.to_ascii_lowercase(),
                "reason": reason,
            })
            .to_string()
        } else {
            match reason {
                Some(why) => format!("{verdict} {name}: {why}"),
                None => format!("{verdict} {name}"),
            }
        };
        print(&format!("{line}\n"));
    }
    let files = a.files.len();
    if a.json {
        print(&format!(
            "{}\n",
            serde_json::json!({"files": files, "passed": pass, "failed": fail, "skipped": skip})
        ));
    } else {
        print(&format!(
            "{files} files: {pass} passed, {fail} failed, {skip} skipped\n"
        ));
    }
    if fail == 0 {
        Exit::Ok
    } else {
        Exit::Invalid
    }
}
