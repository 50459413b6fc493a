//! `gpubin a5xx blit`: resolve, restore, clear and UBWC read-back plans.

use clap::Subcommand;
use gpubin_adreno::a5xx::blit::{self, BlitBuf, FlagSurface, Rect};
use gpubin_adreno::a5xx::lrz::DepthFormat;
use gpubin_adreno::a5xx::report::{self, ClearRequest, PlanReport};
use gpubin_adreno::a5xx::Format;

use super::parse;
use super::{err, print, Res};

/// Blit flows as ordered register-write plans.
#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(subcommand)]
    flow: Flow,
}

#[derive(Subcommand, Debug)]
enum Flow {
    /// GMEM to memory.
    Resolve {
        /// Source buffer: mrt0..mrt7, zs, s.
        #[arg(long, value_parser = parse::blit_buf, default_value = "mrt0")]
        buf: BlitBuf,
        /// GMEM offset of the buffer.
        #[arg(long, value_parser = parse::number32, default_value = "0")]
        gmem_offset: u32,
        /// Destination address.
        #[arg(long, value_parser = parse::number)]
        dst: u64,
        /// Destination pitch in bytes (multiple of 64).
        #[arg(long, value_parser = parse::number32)]
        pitch: u32,
        /// Destination layer stride in bytes (multiple of 64).
        #[arg(long, value_parser = parse::number, default_value = "0")]
        array_pitch: u64,
        /// Tile rectangle X,Y,W,H.
        #[arg(long, value_parser = parse::rect)]
        rect: [u32; 4],
        /// Destination is TILE5_3.
        #[arg(long)]
        tiled: bool,
        /// Destination UBWC flags ADDRESS,PITCH,ARRAY_PITCH.
        #[arg(long, value_parser = parse::flags)]
        flags: Option<FlagSurface>,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Memory to GMEM.
    Restore {
        /// mrt0 or zs.
        #[arg(long, value_parser = parse::blit_buf, default_value = "mrt0")]
        buf: BlitBuf,
        /// Source address in system memory.
        #[arg(long, value_parser = parse::number)]
        src: u64,
        /// Source pitch in bytes.
        #[arg(long, value_parser = parse::number32)]
        pitch: u32,
        /// Source layer stride in bytes.
        #[arg(long, value_parser = parse::number, default_value = "0")]
        array_pitch: u64,
        /// Format the source is described with (must be renderable).
        #[arg(long, value_parser = parse::color_format)]
        format: Format,
        /// Source is TILE5_3.
        #[arg(long)]
        src_tiled: bool,
        /// GMEM offset to restore to.
        #[arg(long, value_parser = parse::number32, default_value = "0")]
        gmem_offset: u32,
        /// Bin WIDTHxHEIGHT.
        #[arg(long, value_parser = parse::size2, allow_hyphen_values = true)]
        bin: (u32, u32),
        /// Samples.
        #[arg(long, value_parser = parse::number32, default_value = "1")]
        samples: u32,
        /// Tile rectangle X,Y,W,H.
        #[arg(long, value_parser = parse::rect)]
        rect: [u32; 4],
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Fast clears of colour and depth/stencil buffers.
    Clear {
        /// A colour buffer: BUF=DW0[,DW1,DW2,DW3] (packed clear value, mask 0xF).
        #[arg(long = "color", value_name = "BUF=DWORDS", value_parser = parse::color_clear)]
        colors: Vec<(BlitBuf, [u32; 4])>,
        /// Clear depth to this value.
        #[arg(long)]
        depth: Option<f32>,
        /// Clear stencil to this value.
        #[arg(long)]
        stencil: Option<u8>,
        /// Depth format: z16, z24s8, z32.
        #[arg(long, value_parser = parse::depth_format, default_value = "z24s8")]
        depth_format: DepthFormat,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// The BYPASS flag resolve before reading a UBWC surface back.
    Readback {
        /// Surface format (must be renderable).
        #[arg(long, value_parser = parse::color_format)]
        format: Format,
        /// Colour address.
        #[arg(long, value_parser = parse::number)]
        address: u64,
        /// Pitch in bytes.
        #[arg(long, value_parser = parse::number32)]
        pitch: u32,
        /// Layer stride in bytes.
        #[arg(long, value_parser = parse::number, default_value = "0")]
        array_pitch: u64,
        /// Flags ADDRESS,PITCH,ARRAY_PITCH.
        #[arg(long, value_parser = parse::flags)]
        flags: FlagSurface,
        /// Surface WIDTHxHEIGHT.
        #[arg(long, value_parser = parse::size2, allow_hyphen_values = true)]
        size: (u32, u32),
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
}

fn rect(r: [u32; 4]) -> Result<Rect, String> {
    Rect::from_size(r[0], r[1], r[2], r[3]).map_err(err)
}

/// The render-target format value of a format the parser accepted as one.
fn color_fmt(f: Format) -> u32 {
    f.info().color_fmt().unwrap_or_default()
}

fn plan(plan: Vec<gpubin_adreno::a5xx::plan::Step>) -> PlanReport {
    PlanReport {
        plan,
        notes: Vec::new(),
    }
}

pub fn run(a: Args) -> Res {
    let (report, json) = match a.flow {
        Flow::Resolve {
            buf,
            gmem_offset,
            dst,
            pitch,
            array_pitch,
            rect: r,
            tiled,
            flags,
            json,
        } => {
            let steps = blit::resolve_plan(&blit::Resolve {
                buf,
                gmem_offset,
                dst,
                dst_pitch: pitch,
                dst_array_pitch: array_pitch,
                tiled,
                flags,
                rect: rect(r)?,
            })
            .map_err(err)?;
            (plan(steps), json)
        }
        Flow::Restore {
            buf,
            src,
            pitch,
            array_pitch,
            format,
            src_tiled,
            gmem_offset,
            bin,
            samples,
            rect: r,
            json,
        } => {
            let steps = blit::restore_plan(&blit::Restore {
                buf,
                src,
                src_pitch: pitch,
                src_array_pitch: array_pitch,
                color_format: color_fmt(format),
                src_tiled,
                gmem_offset,
                bin_w: bin.0,
                bin_h: bin.1,
                cpp: format.info().block_bytes * samples,
                rect: rect(r)?,
            })
            .map_err(err)?;
            (plan(steps), json)
        }
        Flow::Clear {
            colors,
            depth,
            stencil,
            depth_format,
            json,
        } => {
            let req = ClearRequest {
                colors,
                depth,
                stencil,
                depth_format,
            };
            (report::clear(&req).map_err(err)?, json)
        }
        Flow::Readback {
            format,
            address,
            pitch,
            array_pitch,
            flags,
            size,
            json,
        } => {
            let steps = blit::readback_plan(&blit::Readback {
                color_format: color_fmt(format),
                address,
                pitch,
                array_pitch,
                flags,
                width: size.0,
                height: size.1,
            })
            .map_err(err)?;
            (plan(steps), json)
        }
    };
    print(&report, json);
    Ok(())
}
