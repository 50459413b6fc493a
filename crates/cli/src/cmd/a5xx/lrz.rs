//! `gpubin a5xx lrz`: LRZ buffer, register plans and per-draw decisions.

use gpubin_adreno::a5xx::lrz::{DepthFormat, DrawState, Pass};
use gpubin_adreno::a5xx::report::{self, LrzRequest};

use super::parse;
use super::{err, print, Res};

/// LRZ buffer geometry and registers, the clear and flush sequences, and
/// the per-draw LRZ decision with reasons.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Depth surface WIDTHxHEIGHT.
    #[arg(long, value_parser = parse::size2, allow_hyphen_values = true)]
    size: (u32, u32),
    /// Samples (1, 2, 4).
    #[arg(long, value_parser = parse::number32, default_value = "1")]
    samples: u32,
    /// Depth format: z16, z24s8, z32.
    #[arg(long, value_parser = parse::depth_format, default_value = "z24s8")]
    depth_format: DepthFormat,
    /// GPU address of the LRZ buffer.
    #[arg(long, value_parser = parse::number, default_value = "0")]
    base: u64,
    /// Depth clear value (the pass starts with a fast depth clear).
    #[arg(long, default_value = "1.0", value_parser = parse::depth, allow_hyphen_values = true)]
    clear_depth: f32,
    /// The pass starts without a depth clear (LRZ stays invalid).
    #[arg(long)]
    no_clear: bool,
    /// Pass the draws run in: binning, tile, sysmem.
    #[arg(long, value_parser = parse::pass, default_value = "binning")]
    pass: Pass,
    /// A draw, as comma-separated words: a depth function (less, lequal,
    /// greater, gequal, equal, notequal, always, never), notest, write,
    /// stencil, alpha, blend or blend=MASK, fragz, discard, noearlyz.
    #[arg(long = "draw", value_name = "WORDS", value_parser = parse::draw)]
    draws: Vec<DrawState>,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

pub fn run(a: Args) -> Res {
    let report = report::lrz(&LrzRequest {
        width: a.size.0,
        height: a.size.1,
        samples: a.samples,
        depth_format: a.depth_format,
        base: a.base,
        clear_depth: (!a.no_clear).then_some(a.clear_depth),
        pass: a.pass,
        draws: a.draws,
    })
    .map_err(err)?;
    print(&report, a.json);
    Ok(())
}
