//! `gpubin a5xx gmem`: bins, VSC pipes and the hardware-binning decision.

use gpubin_adreno::a5xx::gmem::{self, GmemConfig};
use gpubin_adreno::a5xx::lrz::DepthFormat;
use gpubin_adreno::a5xx::report::GmemText;
use gpubin_adreno::a5xx::Format;

use super::parse;
use super::{err, Res};

/// GMEM bin size and grid, VSC pipes and the hardware-binning decision.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Render area WIDTHxHEIGHT.
    #[arg(long, value_parser = parse::size2, allow_hyphen_values = true)]
    size: (u32, u32),
    /// Render-area origin X,Y.
    #[arg(long, value_parser = parse::point, default_value = "0,0")]
    origin: (u32, u32),
    /// A colour target format (or `none` for an unbound slot); repeat per MRT.
    #[arg(long = "mrt", value_name = "FORMAT", value_parser = parse::mrt)]
    mrts: Vec<Option<Format>>,
    /// Depth buffer (tested or cleared): z16, z24s8, z32.
    #[arg(long, value_parser = parse::depth_format)]
    depth: Option<DepthFormat>,
    /// Separate 8-bit stencil buffer.
    #[arg(long)]
    stencil: bool,
    /// Samples (1, 2, 4).
    #[arg(long, value_parser = parse::number32, default_value = "1")]
    samples: u32,
    /// GMEM size: 1M (a530/a540), 256K (a510), 272K (a512), or bytes.
    #[arg(long, value_parser = parse::gmem_size, default_value = "1M")]
    gmem: u64,
    /// Number of draws in the pass.
    #[arg(long, value_parser = parse::number32, default_value = "1")]
    draws: u32,
    /// List every tile in rendering order (always in --json).
    #[arg(long)]
    tiles: bool,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

pub fn run(a: Args) -> Res {
    let cfg = GmemConfig {
        width: a.size.0,
        height: a.size.1,
        x: a.origin.0,
        y: a.origin.1,
        samples: a.samples,
        mrts: a
            .mrts
            .iter()
            .map(|m| m.map(|f| f.info().block_bytes))
            .collect(),
        depth: a.depth.map(DepthFormat::cpp),
        stencil: a.stencil.then_some(1),
        gmem_size: a.gmem,
        draws: a.draws,
    };
    let layout = gmem::layout(&cfg).map_err(err)?;
    if a.json {
        crate::io::print_json(&layout);
    } else {
        let text = GmemText {
            layout: &layout,
            tiles: a.tiles,
        };
        crate::io::print(&text.to_string());
    }
    Ok(())
}
