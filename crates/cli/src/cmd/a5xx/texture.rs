//! `gpubin a5xx texture`: layout, UBWC flags and the TEX_CONST descriptor.

use gpubin_adreno::a5xx::layout::{max_levels, TextureType, TileMode};
use gpubin_adreno::a5xx::report::{self, FormatList};
use gpubin_adreno::a5xx::tex_const::Swizzle;
use gpubin_adreno::a5xx::{TexView, TextureDesc};

use super::parse::{self, Size};
use super::{err, print, Res};

/// Lay out a texture (mip levels, tiling, UBWC flag buffers) and build its
/// TEX_CONST descriptor.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Format: TFMT5_* name, GL name (GL_RG16F) or short GL name (rg16f).
    #[arg(long, value_parser = parse::texture_format, required_unless_present = "list_formats")]
    format: Option<parse::TextureFormat>,
    /// List every format with its names and exit.
    #[arg(long, exclusive = true)]
    list_formats: bool,
    /// WIDTHxHEIGHT, or WIDTHxHEIGHTxDEPTH for 3D.
    #[arg(
        long,
        value_parser = parse::size,
        allow_hyphen_values = true,
        required_unless_present = "list_formats"
    )]
    size: Option<Size>,
    /// Texture type: 1d, 2d, cube, 3d.
    #[arg(long = "type", value_parser = parse::texture_type, default_value = "2d")]
    ty: TextureType,
    /// Array layers (6 per cube for cube maps; default 1, or 6 for cube).
    #[arg(long, value_parser = parse::number32)]
    layers: Option<u32>,
    /// Full mip chain.
    #[arg(long, conflicts_with = "levels")]
    mips: bool,
    /// Number of mip levels.
    #[arg(long, value_parser = parse::number32)]
    levels: Option<u32>,
    /// Samples per pixel (1, 2, 4).
    #[arg(long, value_parser = parse::number32, default_value = "1")]
    samples: u32,
    /// Tile mode: linear, tile5_2, tile5_3 (default tile5_3 with --ubwc, else linear).
    #[arg(long, value_parser = parse::tile_mode)]
    tile: Option<TileMode>,
    /// Tile every level (TILE_ALL), also those narrower than 16 pixels.
    #[arg(long)]
    tile_all: bool,
    /// Interleave UBWC flag buffers (blob layout).
    #[arg(long)]
    ubwc: bool,
    /// GPU address of the texture.
    #[arg(long, value_parser = parse::number, default_value = "0")]
    base: u64,
    /// First level the descriptor exposes.
    #[arg(long, value_parser = parse::number32, default_value = "0")]
    base_level: u32,
    /// Levels the descriptor exposes (MIPLVLS + 1); all by default.
    #[arg(long, value_parser = parse::number32)]
    view_levels: Option<u32>,
    /// Swizzle, four of x y z w 0 1 (default: the format's components).
    #[arg(long, value_parser = parse::swizzle)]
    swizzle: Option<[Swizzle; 4]>,
    /// sRGB sampling (also set by an sRGB format name such as GL_SRGB8_ALPHA8).
    #[arg(long)]
    srgb: bool,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

pub fn run(a: Args) -> Res {
    let (Some(format), Some(size)) = (a.format, a.size) else {
        crate::io::print(&FormatList.to_string());
        return Ok(());
    };
    let (width, height, depth) = match (a.ty, size.count) {
        (TextureType::D1, 1) | (_, 2) => (size.dims[0], size.dims[1], 1),
        (TextureType::D3, 3) => (size.dims[0], size.dims[1], size.dims[2]),
        _ => {
            return Err(format!(
                "--size with {} dimension(s) does not suit a {} texture",
                size.count,
                a.ty.name()
            ))
        }
    };
    let mut desc = TextureDesc::new_2d(format.format, width, height);
    desc.ty = a.ty;
    desc.depth = depth;
    desc.array_size = a
        .layers
        .unwrap_or(if a.ty == TextureType::Cube { 6 } else { 1 });
    desc.samples = a.samples;
    let mip_depth = if a.ty == TextureType::D3 { depth } else { 1 };
    desc.levels = match (a.levels, a.mips) {
        (Some(l), _) => l,
        (None, true) => max_levels(width, height, mip_depth),
        (None, false) => 1,
    };
    desc.tile_mode = match a.tile {
        Some(t) => t,
        None if a.ubwc => TileMode::Tile3,
        None => TileMode::Linear,
    };
    desc.tile_all = a.tile_all;
    desc.ubwc = a.ubwc;
    desc.base = a.base;
    let view = TexView {
        base_level: a.base_level,
        level_count: a.view_levels,
        swizzle: a.swizzle,
        srgb: a.srgb || format.srgb,
    };
    let report = report::texture(&desc, &view).map_err(err)?;
    // What the hardware will not read as laid out, also where the JSON goes.
    for w in &report.tex_const.warnings {
        if crate::diag::json() {
            let line = crate::diag::message_json(gpubin_binfmt::Severity::Warning, &w.to_string());
            crate::io::write_stderr(&line);
        } else {
            crate::io::report!("gpubin a5xx texture: warning: {w}");
        }
    }
    print(&report, a.json);
    Ok(())
}
