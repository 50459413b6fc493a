//! `gpubin a5xx streamout`: VPC_SO_PROG words and the stream-out packet.

use std::path::PathBuf;

use gpubin_adreno::a5xx::streamout::{self, SoOutput, StreamOutDecl, VsOutput};

use super::parse;
use super::{err, print, Res};

/// Stream-out program: VPC_SO_PROG words, VPC_SO_BUF_CNTL, VPC_SO_CNTL and
/// VPC_SO[n] from output locations and stream-out declarations.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// JSON file with {"outputs": [{"location", "mask"}], "so": [{"output",
    /// "start_component", "num_components", "buffer", "dst_offset"}],
    /// "targets_bound", "buffers"}.
    #[arg(long, value_name = "FILE")]
    input: Option<PathBuf>,
    /// A vertex output LOC[:MASK] (LOC `-` for an output only streamed out).
    #[arg(long = "output", value_name = "LOC[:MASK]", value_parser = parse::vs_output)]
    outputs: Vec<VsOutput>,
    /// A declaration OUTPUT:BUFFER:DST_OFFSET_DWORDS[:START:COUNT].
    #[arg(long = "so", value_name = "DECL", value_parser = parse::so_output)]
    so: Vec<SoOutput>,
    /// No stream-out targets bound.
    #[arg(long)]
    no_targets: bool,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

pub fn run(a: Args) -> Res {
    let mut decl = match &a.input {
        Some(path) => {
            let text = crate::io::read_text(path)?;
            serde_json::from_str::<StreamOutDecl>(&text)
                .map_err(|e| format!("{}:{}:{}: {e}", path.display(), e.line(), e.column()))?
        }
        None => StreamOutDecl {
            outputs: Vec::new(),
            so: Vec::new(),
            targets_bound: true,
            buffers: Vec::new(),
        },
    };
    decl.outputs.extend(a.outputs);
    decl.so.extend(a.so);
    if a.no_targets {
        decl.targets_bound = false;
    }
    if decl.so.is_empty() {
        return Err("no stream-out declarations (--so or --input)".into());
    }
    let program = streamout::build(&decl).map_err(err)?;
    print(&program, a.json);
    Ok(())
}
