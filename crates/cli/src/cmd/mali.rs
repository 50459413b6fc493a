//! `gpubin mali`: Mali Utgard tools that are not about a binary file.

use std::path::PathBuf;

use clap::{Subcommand, ValueEnum};
use gpubin_glsl::{CompileOptions, Version};
use gpubin_mali::asm;
use gpubin_mali::layout::{self, Compiler, Core, Target};
use gpubin_mali::mbs::{self, Stage};

use crate::diag;
use crate::exit::Exit;
use crate::io::{self, report};

/// Mali Utgard (Mali-200/300/400/450) tools.
#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(subcommand)]
    command: MaliCommand,
}

#[derive(Subcommand, Debug)]
enum MaliCommand {
    /// Lay out an ESSL 1.00 shader's uniforms, varyings and attributes as ARM's
    /// compiler does, and print the symbol tables (SUNI, SATT, SVAR).
    ///
    /// The stage comes from the extension (.vert/.vs, .frag/.fs) unless --stage is
    /// given. Overflowing a hardware limit is an error (exit 1).
    Layout {
        /// The shader source.
        shader: PathBuf,
        #[arg(long, value_enum)]
        stage: Option<StageArg>,
        /// The GPU: Mali-200, or Mali-300/400/450.
        #[arg(long, value_enum, default_value = "mali400")]
        core: CoreArg,
        /// Imitate the old compiler (record version 0, 24/32-bit precision) or the new
        /// one (version 2, 16-bit, VIDX).
        #[arg(long, value_enum, default_value = "new")]
        compiler: CompilerArg,
        /// Write the SUNI/SATT/SVAR chunks to this file (`-`: standard output,
        /// instead of the tables).
        #[arg(long, value_name = "FILE")]
        emit_chunks: Option<PathBuf>,
        /// Print the tables as JSON.
        #[arg(long)]
        json: bool,
        /// The version of a shader without `#version` (`100` as a GLES2
        /// context compiles it; `110` by default).
        #[arg(long, value_name = "VER")]
        default_version: Option<Version>,
        #[command(flatten)]
        diagnostics: diag::DiagnosticsArg,
    },
    /// Assemble PP or GP code from Mesa `lima_disasm` text (the output of `gpubin dis`,
    /// plain or --annotate).
    #[command(group(clap::ArgGroup::new("isa").required(true).args(["pp", "gp"])))]
    Asm {
        /// The listing.
        source: PathBuf,
        /// Output file (bare code words, or an MBS1 file with --mbs).
        #[arg(short, long)]
        output: PathBuf,
        /// Fragment (PP) code.
        #[arg(long)]
        pp: bool,
        /// Vertex (GP) code.
        #[arg(long)]
        gp: bool,
        /// Wrap the code in an MBS1 file (CFRA for PP, CVER for GP), with the symbol
        /// tables the listing's directives (`.uniform mat4 uMVP`, ...) declare.
        #[arg(long)]
        mbs: bool,
        /// With --mbs: add the symbol tables `gpubin mali layout` computes for this
        /// ESSL shader (its stage is the code's: fragment for --pp, vertex for --gp)
        /// instead; the listing must then have no symbol directives.
        #[arg(long, value_name = "SHADER", requires = "mbs")]
        layout: Option<PathBuf>,
        /// The GPU: the symbols are laid out for it (--layout or directives) and the
        /// MBS1 block names its core (Mali-200: CFRA 5, CVER 2; Mali-400: 7, 6).
        #[arg(long, value_enum, default_value = "mali400")]
        core: CoreArg,
        /// The compiler the layout imitates (--layout or directives).
        #[arg(long, value_enum, default_value = "new")]
        compiler: CompilerArg,
        /// The version of a shader without `#version` (`100` as a GLES2
        /// context compiles it; `110` by default).
        #[arg(long, value_name = "VER")]
        default_version: Option<Version>,
        #[command(flatten)]
        diagnostics: diag::DiagnosticsArg,
    },
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum StageArg {
    Vertex,
    Fragment,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum CoreArg {
    Mali200,
    Mali400,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum CompilerArg {
    Old,
    New,
}

impl From<CoreArg> for Core {
    fn from(c: CoreArg) -> Core {
        match c {
            CoreArg::Mali200 => Core::Mali200,
            CoreArg::Mali400 => Core::Mali400,
        }
    }
}

impl From<CompilerArg> for Compiler {
    fn from(c: CompilerArg) -> Compiler {
        match c {
            CompilerArg::Old => Compiler::Old,
            CompilerArg::New => Compiler::New,
        }
    }
}

pub fn run(args: Args) -> Exit {
    match args.command {
        MaliCommand::Asm {
            source,
            output,
            pp,
            gp: _,
            mbs,
            layout,
            core,
            compiler,
            default_version,
            diagnostics,
        } => {
            diagnostics.apply();
            let tables = match &layout {
                Some(shader) => {
                    let stage = if pp {
                        StageArg::Fragment
                    } else {
                        StageArg::Vertex
                    };
                    match layout_tables(shader, Some(stage), core, compiler, default_version) {
                        Ok((t, _)) => Some(t),
                        Err(exit) => return exit,
                    }
                }
                None => None,
            };
            let symbols = match &tables {
                Some(t) => asm::SymbolSource::Tables(t),
                None => asm::SymbolSource::Directives(core.into(), compiler.into()),
            };
            assemble(&source, &output, pp, mbs.then_some((symbols, core.into())))
        }
        MaliCommand::Layout {
            shader,
            stage,
            core,
            compiler,
            emit_chunks,
            json,
            default_version,
            diagnostics,
        } => {
            diagnostics.apply();
            let (tables, target) =
                match layout_tables(&shader, stage, core, compiler, default_version) {
                    Ok(t) => t,
                    Err(exit) => return exit,
                };
            if let Some(out) = &emit_chunks {
                let bytes = tables.chunk_bytes(target.stage);
                if let Err(e) = io::write_output(out, &bytes, &[&shader]) {
                    report!("{e}");
                    return Exit::Invalid;
                }
                if io::names_stdout(out) {
                    // The chunks own standard output; the tables would garble them.
                    return Exit::Ok;
                }
            }
            if json {
                io::print_json(&tables);
            } else {
                let label = match target.stage {
                    Stage::Vertex => "vertex",
                    Stage::Fragment => "fragment",
                };
                let attributes = (target.stage == Stage::Vertex).then_some(&tables.attributes);
                let mut text = mbs::inspect::symbol_tables(
                    label,
                    Some(&tables.uniforms),
                    attributes,
                    Some(&tables.varyings),
                );
                if text.is_empty() {
                    text = format!("{label} shader: no uniforms, attributes or varyings\n");
                }
                io::print(&text);
            }
            Exit::Ok
        }
    }
}

fn assemble(
    source: &std::path::Path,
    output: &std::path::Path,
    pp: bool,
    mbs: Option<(asm::SymbolSource, Core)>,
) -> Exit {
    let text = match io::read_text(source) {
        Ok(t) => t,
        Err(e) => {
            report!("{e}");
            return Exit::Invalid;
        }
    };
    let isa = if pp { asm::Isa::Pp } else { asm::Isa::Gp };
    let result = match mbs {
        Some((symbols, core)) => asm::assemble_mbs_for(&text, isa, symbols, core),
        None => asm::assemble(&text, isa),
    };
    let bytes = match result {
        Ok(b) => b,
        Err(e) => {
            let name = io::input_name(source);
            let mut r = e.resolved(&name);
            let mut sources = gpubin_binfmt::diag::SourceMap::new();
            if diag::json() {
                sources.add(name.as_ref(), text.as_str());
                if let Some(p) = r.position.as_mut() {
                    p.locate(&sources);
                }
            }
            diag::report([r]);
            return Exit::Invalid;
        }
    };
    if let Err(e) = io::write_output(output, &bytes, &[source]) {
        report!("{e}");
        return Exit::Invalid;
    }
    Exit::Ok
}

/// Compiles `shader` and lays out its interface as ARM's compiler does.
fn layout_tables(
    shader: &std::path::Path,
    stage: Option<StageArg>,
    core: CoreArg,
    compiler: CompilerArg,
    default_version: Option<Version>,
) -> Result<(layout::Tables, Target), Exit> {
    let stage = match stage {
        Some(StageArg::Vertex) => gpubin_glsl::Stage::Vertex,
        Some(StageArg::Fragment) => gpubin_glsl::Stage::Fragment,
        None => {
            let ext = shader.extension().and_then(|e| e.to_str()).unwrap_or("");
            match gpubin_glsl::Stage::from_extension(ext) {
                Some(s) => s,
                None => {
                    report!(
                        "{}: cannot tell the stage from the extension; use --stage vertex|fragment",
                        shader.display()
                    );
                    return Err(Exit::Usage);
                }
            }
        }
    };
    let text = match io::read_text(shader) {
        Ok(t) => t,
        Err(e) => {
            report!("{e}");
            return Err(Exit::Invalid);
        }
    };
    let options = CompileOptions {
        file_name: Some(shader.display().to_string()),
        default_version,
    };
    let module = match gpubin_glsl::compile_with_warnings(&text, stage, &options) {
        Ok(c) => {
            if !c.warnings.items.is_empty() {
                super::glsl::report_diagnostics(&c.warnings);
            }
            c.module
        }
        Err(d) => {
            super::glsl::report_diagnostics(&d);
            return Err(Exit::Invalid);
        }
    };
    let target = Target::new(
        match stage {
            gpubin_glsl::Stage::Vertex => Stage::Vertex,
            gpubin_glsl::Stage::Fragment => Stage::Fragment,
            gpubin_glsl::Stage::Geometry => {
                report!(
                    "{}: geometry shaders are not supported by this back end",
                    shader.display()
                );
                return Err(Exit::Invalid);
            }
        },
        core.into(),
        compiler.into(),
    );
    let tables =
        match layout::reflect::declarations(&module).and_then(|d| layout::layout(&d, &target)) {
            Ok(t) => t,
            Err(e) => {
                report!("{}: {e}", shader.display());
                return Err(Exit::Invalid);
            }
        };
    Ok((tables, target))
}
