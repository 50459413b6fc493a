use std::path::PathBuf;

use clap::Subcommand;
use gpubin_adreno::a5xx::blit::{self, BlitBuf, ClearTarget, FlagSurface, Rect};
use gpubin_adreno::a5xx::layout::{max_levels, TextureType, TileMode};
use gpubin_adreno::a5xx::lrz::{self, DepthFormat, DrawState, LrzState, Pass};
use gpubin_adreno::a5xx::plan::Step;
use gpubin_adreno::a5xx::regs::{self, parse_number};
use gpubin_adreno::a5xx::streamout::{self, SoOutput, StreamOutDecl, VsOutput};
use gpubin_adreno::a5xx::{gmem, layout, tex_const, Format, Swizzle, TexView, TextureDesc};
use gpubin_adreno::Error;
use serde::Serialize;

use crate::exit::Exit;
use crate::io;

/// Adreno 5xx layouts and state: texture/UBWC layout, LRZ, blits,
/// stream-out, GMEM bins, register decoding.
///
/// Numbers may be decimal or 0x-prefixed hex. Invalid parameters exit 1.
#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(subcommand)]
    command: A5xx,
}

#[derive(Subcommand, Debug)]
enum A5xx {
    Texture(TextureArgs),
    Lrz(LrzArgs),
    Blit(BlitArgs),
    Streamout(StreamoutArgs),
    Gmem(GmemArgs),
    Decode(DecodeArgs),
}

pub fn run(args: Args) -> Exit {
    let (name, result) = match args.command {
        A5xx::Texture(a) => ("texture", texture(a)),
        A5xx::Lrz(a) => ("lrz", lrz_cmd(a)),
        A5xx::Blit(a) => ("blit", blit_cmd(a)),
        A5xx::Streamout(a) => ("streamout", streamout_cmd(a)),
        A5xx::Gmem(a) => ("gmem", gmem_cmd(a)),
        A5xx::Decode(a) => ("decode", decode(a)),
    };
    match result {
        Ok(()) => Exit::Ok,
        Err(msg) => {
            eprintln!("gpubin a5xx {name}: {msg}");
            Exit::Invalid
        }
    }
}

type Res = Result<(), String>;

fn err(e: Error) -> String {
    e.to_string()
}

fn number(text: &str, what: &str) -> Result<u64, String> {
    parse_number(text).ok_or_else(|| format!("{what}: `{text}` is not a number"))
}

fn number32(text: &str, what: &str) -> Result<u32, String> {
    let v = number(text, what)?;
    u32::try_from(v).map_err(|_| format!("{what}: {v} does not fit 32 bits"))
}

/// `W`, `WxH` or `WxHxD`.
fn dims(text: &str, what: &str) -> Result<Vec<u32>, String> {
    let parts: Result<Vec<u32>, String> =
        text.split(['x', 'X']).map(|p| number32(p, what)).collect();
    let parts = parts?;
    if parts.is_empty() || parts.len() > 3 {
        return Err(format!(
            "{what}: expected WIDTHxHEIGHT[xDEPTH], got `{text}`"
        ));
    }
    Ok(parts)
}

fn list(text: &str, n: usize, what: &str) -> Result<Vec<u64>, String> {
    let v: Result<Vec<u64>, String> = text.split(',').map(|p| number(p.trim(), what)).collect();
    let v = v?;
    if v.len() != n {
        return Err(format!(
            "{what}: expected {n} comma-separated numbers, got `{text}`"
        ));
    }
    Ok(v)
}

fn print_steps(title: &str, steps: &[Step]) -> String {
    let mut s = format!("{title}:\n");
    for step in steps {
        s.push_str(&format!("  {step}\n"));
    }
    s
}

// ---------------------------------------------------------------- texture

/// Lay out a texture (mip levels, tiling, UBWC flag buffers) and build its
/// TEX_CONST descriptor.
#[derive(clap::Args, Debug)]
struct TextureArgs {
    /// Format: TFMT5_* name, GL name (GL_RG16F) or short GL name (rg16f).
    #[arg(long)]
    format: String,
    /// WIDTHxHEIGHT, or WIDTHxHEIGHTxDEPTH for 3D.
    #[arg(long)]
    size: String,
    /// Texture type: 1d, 2d, cube, 3d.
    #[arg(long = "type", default_value = "2d")]
    ty: String,
    /// Array layers (6 per cube for cube maps).
    #[arg(long, default_value = "1")]
    layers: String,
    /// Full mip chain.
    #[arg(long, conflicts_with = "levels")]
    mips: bool,
    /// Number of mip levels.
    #[arg(long)]
    levels: Option<String>,
    /// Samples per pixel (1, 2, 4).
    #[arg(long, default_value = "1")]
    samples: String,
    /// Tile mode: linear, tile5_2, tile5_3 (default tile5_3 with --ubwc, else linear).
    #[arg(long)]
    tile: Option<String>,
    /// Tile every level (TILE_ALL), also those narrower than 16 pixels.
    #[arg(long)]
    tile_all: bool,
    /// Interleave UBWC flag buffers (blob layout).
    #[arg(long)]
    ubwc: bool,
    /// GPU address of the texture.
    #[arg(long, default_value = "0")]
    base: String,
    /// First level the descriptor exposes.
    #[arg(long, default_value = "0")]
    base_level: String,
    /// Levels the descriptor exposes (MIPLVLS + 1); all by default.
    #[arg(long)]
    view_levels: Option<String>,
    /// Swizzle, four of x y z w 0 1 (default: the format's components).
    #[arg(long)]
    swizzle: Option<String>,
    /// sRGB sampling.
    #[arg(long)]
    srgb: bool,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

fn texture(a: TextureArgs) -> Res {
    let format = Format::by_name(&a.format).map_err(err)?;
    let ty = TextureType::parse(&a.ty).map_err(err)?;
    let d = dims(&a.size, "--size")?;
    let (width, height, depth) = match (ty, d.as_slice()) {
        (TextureType::D1, [w]) => (*w, 1, 1),
        (_, [w, h]) => (*w, *h, 1),
        (TextureType::D3, [w, h, z]) => (*w, *h, *z),
        _ => {
            return Err(format!(
                "--size `{}` does not suit a {} texture",
                a.size, a.ty
            ))
        }
    };
    let mut desc = TextureDesc::new_2d(format, width, height);
    desc.ty = ty;
    desc.depth = depth;
    desc.array_size = number32(&a.layers, "--layers")?;
    if ty == TextureType::Cube && a.layers == "1" {
        desc.array_size = 6;
    }
    desc.samples = number32(&a.samples, "--samples")?;
    desc.levels = match (&a.levels, a.mips) {
        (Some(l), _) => number32(l, "--levels")?,
        (None, true) => max_levels(width, height, if ty == TextureType::D3 { depth } else { 1 }),
        (None, false) => 1,
    };
    desc.tile_mode = match &a.tile {
        Some(t) => TileMode::parse(t).map_err(err)?,
        None if a.ubwc => TileMode::Tile3,
        None => TileMode::Linear,
    };
    desc.tile_all = a.tile_all;
    desc.ubwc = a.ubwc;
    desc.base = number(&a.base, "--base")?;
    let lay = layout(&desc).map_err(err)?;
    let view = TexView {
        base_level: number32(&a.base_level, "--base-level")?,
        level_count: a
            .view_levels
            .as_deref()
            .map(|v| number32(v, "--view-levels"))
            .transpose()?,
        swizzle: a
            .swizzle
            .as_deref()
            .map(Swizzle::parse4)
            .transpose()
            .map_err(err)?,
        srgb: a.srgb,
    };
    let tc = tex_const::build(&lay, &view).map_err(err)?;
    let decoded = tex_const::decode(&tc.dwords[..6]).map_err(err)?;
    if a.json {
        #[derive(Serialize)]
        struct Out<'a> {
            layout: &'a gpubin_adreno::a5xx::TextureLayout,
            tex_const: &'a gpubin_adreno::a5xx::TexConst,
            decoded: &'a [regs::DecodedRegister],
        }
        io::print_json(&Out {
            layout: &lay,
            tex_const: &tc,
            decoded: &decoded,
        });
        return Ok(());
    }
    let mut s = format!(
        "{} {}x{}{} {}, {} level(s), {} layer(s), {}{}{}, cpp {}, pitch alignment {}\n",
        format.name(),
        width,
        height,
        if ty == TextureType::D3 {
            format!("x{depth}")
        } else {
            String::new()
        },
        match ty {
            TextureType::D1 => "1D",
            TextureType::D2 => "2D",
            TextureType::Cube => "CUBE",
            TextureType::D3 => "3D",
        },
        desc.levels,
        desc.array_size,
        match desc.tile_mode {
            TileMode::Linear => "TILE5_LINEAR",
            TileMode::Tile2 => "TILE5_2",
            TileMode::Tile3 => "TILE5_3",
        },
        if desc.tiles_all() { " + TILE_ALL" } else { "" },
        if desc.ubwc { " + UBWC" } else { "" },
        lay.cpp,
        lay.pitch_align
    );
    s.push_str(&format!(
        "base {:#x}, layer size {:#x} ({}), size {:#x}, end {:#x}\n\n",
        desc.base, lay.layer_size, lay.layer_size, lay.size, lay.end
    ));
    s.push_str("lvl  width x height  tiled  pitch   rows  slice size  colour address");
    if desc.ubwc {
        s.push_str("  flags address  meta w x h  meta size");
    }
    s.push('\n');
    for l in &lay.levels {
        s.push_str(&format!(
            "{:>3}  {:>6} x {:<6}  {:<5}  {:>5}  {:>5}  {:>#10x}  {:>#14x}",
            l.level,
            l.width,
            l.height,
            if l.tiled { "yes" } else { "no" },
            l.pitch,
            l.rows,
            l.slice_size,
            l.address
        ));
        if let Some(f) = l.flags {
            s.push_str(&format!(
                "  {:>#13x}  {:>4} x {:<4}  {:>#9x}",
                f.address, f.meta.pitch, f.meta.rows, f.meta.size
            ));
        }
        s.push('\n');
    }
    s.push_str("\nTEX_CONST:\n");
    for (i, d) in decoded.iter().enumerate() {
        s.push_str(&format!("  [{i}] {d}\n"));
    }
    for n in &tc.notes {
        s.push_str(&format!("note: {n}\n"));
    }
    io::print(&s);
    Ok(())
}

// ---------------------------------------------------------------- lrz

/// LRZ buffer geometry and registers, the clear and flush sequences, and
/// the per-draw LRZ decision with reasons.
#[derive(clap::Args, Debug)]
struct LrzArgs {
    /// Depth surface WIDTHxHEIGHT.
    #[arg(long)]
    size: String,
    /// Samples (1, 2, 4).
    #[arg(long, default_value = "1")]
    samples: String,
    /// Depth format: z16, z24s8, z32.
    #[arg(long, default_value = "z24s8")]
    depth_format: String,
    /// GPU address of the LRZ buffer.
    #[arg(long, default_value = "0")]
    base: String,
    /// Depth clear value (the pass starts with a fast depth clear).
    #[arg(long, default_value = "1.0")]
    clear_depth: f32,
    /// The pass starts without a depth clear (LRZ stays invalid).
    #[arg(long)]
    no_clear: bool,
    /// Pass the draws run in: binning, tile, sysmem.
    #[arg(long, default_value = "binning")]
    pass: String,
    /// A draw, as comma-separated words: a depth function (less, lequal,
    /// greater, gequal, equal, notequal, always, never), notest, write,
    /// stencil, alpha, blend or blend=MASK, fragz, discard, noearlyz.
    #[arg(long = "draw", value_name = "WORDS")]
    draws: Vec<String>,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

fn lrz_cmd(a: LrzArgs) -> Res {
    let d = dims(&a.size, "--size")?;
    let [w, h] = d[..] else {
        return Err(format!("--size: expected WIDTHxHEIGHT, got `{}`", a.size));
    };
    let fmt = DepthFormat::parse(&a.depth_format).map_err(err)?;
    let pass = match a.pass.to_ascii_lowercase().as_str() {
        "binning" => Pass::Binning,
        "tile" | "gmem" => Pass::Tile,
        "sysmem" => Pass::Sysmem,
        other => return Err(format!("--pass: `{other}` is not binning, tile or sysmem")),
    };
    let buf = lrz::buffer(w, h, number32(&a.samples, "--samples")?).map_err(err)?;
    let base = number(&a.base, "--base")?;
    let bind = buf.bind_writes(base).map_err(err)?;
    let clear = if a.no_clear || fmt == DepthFormat::Z32 {
        Vec::new()
    } else {
        buf.clear_plan(base, a.clear_depth).map_err(err)?
    };
    let flush = lrz::flush_plan().map_err(err)?;
    let draws: Vec<DrawState> = a
        .draws
        .iter()
        .map(|d| DrawState::parse(d))
        .collect::<Result<_, _>>()
        .map_err(err)?;
    let state = if a.no_clear {
        LrzState::not_cleared()
    } else {
        LrzState::after_clear(fmt)
    };
    let decisions = lrz::evaluate(state, &draws, pass);
    if a.json {
        #[derive(Serialize)]
        struct Out<'a> {
            buffer: &'a lrz::LrzBuffer,
            bind: &'a [Step],
            clear: &'a [Step],
            flush: &'a [Step],
            pass: Pass,
            draws: &'a [DrawState],
            decisions: &'a [lrz::LrzDecision],
        }
        io::print_json(&Out {
            buffer: &buf,
            bind: &bind,
            clear: &clear,
            flush: &flush,
            pass,
            draws: &draws,
            decisions: &decisions,
        });
        return Ok(());
    }
    let mut s = format!(
        "LRZ buffer for {}x{} x{}: pitch {} z16 texels, {} rows, size {:#x} ({}), fast-clear area 0x0-0xfff, data at {:#x}\n\n",
        buf.width, buf.height, buf.samples, buf.pitch, buf.rows, buf.size, buf.size, buf.data_offset
    );
    s.push_str(&print_steps("bind", &bind));
    if !clear.is_empty() {
        s.push_str(&print_steps("clear", &clear));
    }
    s.push_str(&print_steps("flush", &flush));
    for (i, (d, dec)) in draws.iter().zip(&decisions).enumerate() {
        s.push_str(&format!(
            "draw {i} ({}{}): GRAS_LRZ_CNTL = {:#x} test {} write {}{}{}\n",
            if d.depth_test {
                d.depth_func.name()
            } else {
                "no depth test"
            },
            if d.depth_write { ", depth write" } else { "" },
            dec.cntl,
            dec.test,
            dec.write,
            dec.direction
                .map(|x| format!(" direction {}", x.name()))
                .unwrap_or_default(),
            if dec.invalidates { " INVALIDATES" } else { "" }
        ));
        for r in &dec.reasons {
            s.push_str(&format!("  - {}\n", r.message));
        }
    }
    io::print(&s);
    Ok(())
}

// ---------------------------------------------------------------- blit

/// Blit flows as ordered register-write plans.
#[derive(clap::Args, Debug)]
struct BlitArgs {
    #[command(subcommand)]
    flow: BlitFlow,
}

#[derive(Subcommand, Debug)]
enum BlitFlow {
    /// GMEM to memory.
    Resolve {
        /// Source buffer: mrt0..mrt7, zs, s.
        #[arg(long, default_value = "mrt0")]
        buf: String,
        /// GMEM offset of the buffer.
        #[arg(long, default_value = "0")]
        gmem_offset: String,
        /// Destination address.
        #[arg(long)]
        dst: String,
        /// Destination pitch in bytes (multiple of 64).
        #[arg(long)]
        pitch: String,
        /// Destination layer stride in bytes (multiple of 64).
        #[arg(long, default_value = "0")]
        array_pitch: String,
        /// Tile rectangle X,Y,W,H.
        #[arg(long)]
        rect: String,
        /// Destination is TILE5_3.
        #[arg(long)]
        tiled: bool,
        /// Destination UBWC flags ADDRESS,PITCH,ARRAY_PITCH.
        #[arg(long)]
        flags: Option<String>,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Memory to GMEM.
    Restore {
        /// mrt0 or zs.
        #[arg(long, default_value = "mrt0")]
        buf: String,
        /// Source address in system memory.
        #[arg(long)]
        src: String,
        /// Source pitch in bytes.
        #[arg(long)]
        pitch: String,
        /// Source layer stride in bytes.
        #[arg(long, default_value = "0")]
        array_pitch: String,
        /// Format the source is described with (must be renderable).
        #[arg(long)]
        format: String,
        /// Source is TILE5_3.
        #[arg(long)]
        src_tiled: bool,
        /// GMEM offset to restore to.
        #[arg(long, default_value = "0")]
        gmem_offset: String,
        /// Bin WIDTHxHEIGHT.
        #[arg(long)]
        bin: String,
        /// Samples.
        #[arg(long, default_value = "1")]
        samples: String,
        /// Tile rectangle X,Y,W,H.
        #[arg(long)]
        rect: String,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Fast clears of colour and depth/stencil buffers.
    Clear {
        /// A colour buffer: BUF=DW0[,DW1,DW2,DW3] (packed clear value, mask 0xF).
        #[arg(long = "color", value_name = "BUF=DWORDS")]
        colors: Vec<String>,
        /// Clear depth to this value.
        #[arg(long)]
        depth: Option<f32>,
        /// Clear stencil to this value.
        #[arg(long)]
        stencil: Option<u8>,
        /// Depth format: z16, z24s8, z32.
        #[arg(long, default_value = "z24s8")]
        depth_format: String,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// The BYPASS flag resolve before reading a UBWC surface back.
    Readback {
        /// Surface format (must be renderable).
        #[arg(long)]
        format: String,
        /// Colour address.
        #[arg(long)]
        address: String,
        /// Pitch in bytes.
        #[arg(long)]
        pitch: String,
        /// Layer stride in bytes.
        #[arg(long, default_value = "0")]
        array_pitch: String,
        /// Flags ADDRESS,PITCH,ARRAY_PITCH.
        #[arg(long)]
        flags: String,
        /// Surface WIDTHxHEIGHT.
        #[arg(long)]
        size: String,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
}

fn rect(text: &str) -> Result<Rect, String> {
    let v = list(text, 4, "--rect")?;
    let n = |i: usize| u32::try_from(v[i]).map_err(|_| format!("--rect: {} too large", v[i]));
    Rect::from_size(n(0)?, n(1)?, n(2)?, n(3)?).map_err(err)
}

fn flags(text: &str) -> Result<FlagSurface, String> {
    let v = list(text, 3, "--flags")?;
    Ok(FlagSurface {
        address: v[0],
        pitch: u32::try_from(v[1]).map_err(|_| "--flags: pitch too large".to_string())?,
        array_pitch: v[2],
    })
}

fn color_format(name: &str) -> Result<(Format, u32), String> {
    let f = Format::by_name(name).map_err(err)?;
    let c = f
        .info()
        .color_fmt
        .ok_or_else(|| format!("--format: {} cannot be a render target", f.name()))?;
    Ok((f, c))
}

fn blit_cmd(a: BlitArgs) -> Res {
    let (json_out, plan, notes) = match a.flow {
        BlitFlow::Resolve {
            buf,
            gmem_offset,
            dst,
            pitch,
            array_pitch,
            rect: r,
            tiled,
            flags: f,
            json,
        } => {
            let plan = blit::resolve_plan(&blit::Resolve {
                buf: BlitBuf::parse(&buf).map_err(err)?,
                gmem_offset: number32(&gmem_offset, "--gmem-offset")?,
                dst: number(&dst, "--dst")?,
                dst_pitch: number32(&pitch, "--pitch")?,
                dst_array_pitch: number(&array_pitch, "--array-pitch")?,
                tiled,
                flags: f.as_deref().map(flags).transpose()?,
                rect: rect(&r)?,
            })
            .map_err(err)?;
            (json, plan, Vec::new())
        }
        BlitFlow::Restore {
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
            let (f, c) = color_format(&format)?;
            let b = dims(&bin, "--bin")?;
            let [bin_w, bin_h] = b[..] else {
                return Err(format!("--bin: expected WIDTHxHEIGHT, got `{bin}`"));
            };
            let plan = blit::restore_plan(&blit::Restore {
                buf: BlitBuf::parse(&buf).map_err(err)?,
                src: number(&src, "--src")?,
                src_pitch: number32(&pitch, "--pitch")?,
                src_array_pitch: number(&array_pitch, "--array-pitch")?,
                color_format: c,
                src_tiled,
                gmem_offset: number32(&gmem_offset, "--gmem-offset")?,
                bin_w,
                bin_h,
                cpp: f.info().block_bytes * number32(&samples, "--samples")?,
                rect: rect(&r)?,
            })
            .map_err(err)?;
            (json, plan, Vec::new())
        }
        BlitFlow::Clear {
            colors,
            depth,
            stencil,
            depth_format,
            json,
        } => {
            let mut targets = Vec::new();
            for c in &colors {
                let (b, dws) = c
                    .split_once('=')
                    .ok_or_else(|| format!("--color: expected BUF=DW0[,DW1..], got `{c}`"))?;
                let buf = BlitBuf::parse(b).map_err(err)?;
                if !matches!(buf, BlitBuf::Mrt(_)) {
                    return Err(format!("--color: {} is not a colour buffer", buf.name()));
                }
                let mut value = [0u32; 4];
                let parts: Vec<&str> = dws.split(',').collect();
                if parts.len() > 4 {
                    return Err(format!("--color: at most 4 dwords, got `{dws}`"));
                }
                for (v, p) in value.iter_mut().zip(parts) {
                    *v = number32(p.trim(), "--color")?;
                }
                targets.push(ClearTarget {
                    buf,
                    mask: 0xf,
                    value,
                });
            }
            if depth.is_some() || stencil.is_some() {
                let fmt = DepthFormat::parse(&depth_format).map_err(err)?;
                let mask = depth.map_or(0, |_| 1) | stencil.map_or(0, |_| 2);
                let packed = blit::pack_depth(fmt, depth.unwrap_or(0.0), stencil.unwrap_or(0))
                    .map_err(err)?;
                targets.push(ClearTarget {
                    buf: BlitBuf::Zs,
                    mask,
                    value: [packed, 0, 0, 0],
                });
            }
            let notes = targets
                .iter()
                .map(|t| {
                    blit::mask_meaning(t.buf, t.mask)
                        .map(|m| format!("{} MASK {:#x}: {m}", t.buf.name(), t.mask))
                })
                .collect::<Result<Vec<_>, _>>()
                .map_err(err)?;
            (json, blit::clear_plan(&targets).map_err(err)?, notes)
        }
        BlitFlow::Readback {
            format,
            address,
            pitch,
            array_pitch,
            flags: f,
            size,
            json,
        } => {
            let (_, c) = color_format(&format)?;
            let d = dims(&size, "--size")?;
            let [w, h] = d[..] else {
                return Err(format!("--size: expected WIDTHxHEIGHT, got `{size}`"));
            };
            let plan = blit::readback_plan(&blit::Readback {
                color_format: c,
                address: number(&address, "--address")?,
                pitch: number32(&pitch, "--pitch")?,
                array_pitch: number(&array_pitch, "--array-pitch")?,
                flags: flags(&f)?,
                width: w,
                height: h,
            })
            .map_err(err)?;
            (json, plan, Vec::new())
        }
    };
    if json_out {
        #[derive(Serialize)]
        struct Out<'a> {
            plan: &'a [Step],
            notes: &'a [String],
        }
        io::print_json(&Out {
            plan: &plan,
            notes: &notes,
        });
    } else {
        let mut s = print_steps("plan", &plan);
        for n in notes {
            s.push_str(&format!("{n}\n"));
        }
        io::print(&s);
    }
    Ok(())
}

// ---------------------------------------------------------------- streamout

/// Stream-out program: VPC_SO_PROG words, VPC_SO_BUF_CNTL, VPC_SO_CNTL and
/// VPC_SO[n] from output locations and stream-out declarations.
#[derive(clap::Args, Debug)]
struct StreamoutArgs {
    /// JSON file with {"outputs": [{"location", "mask"}], "so": [{"output",
    /// "start_component", "num_components", "buffer", "dst_offset"}],
    /// "targets_bound", "buffers"}.
    #[arg(long, value_name = "FILE")]
    input: Option<PathBuf>,
    /// A vertex output LOC[:MASK] (LOC `-` for an output only streamed out).
    #[arg(long = "output", value_name = "LOC[:MASK]")]
    outputs: Vec<String>,
    /// A declaration OUTPUT:BUFFER:DST_OFFSET_DWORDS[:START:COUNT].
    #[arg(long = "so", value_name = "DECL")]
    so: Vec<String>,
    /// No stream-out targets bound.
    #[arg(long)]
    no_targets: bool,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

fn streamout_cmd(a: StreamoutArgs) -> Res {
    let mut decl = match &a.input {
        Some(path) => {
            let text = io::read_text(path)?;
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
    for o in &a.outputs {
        decl.outputs.push(VsOutput::parse(o).map_err(err)?);
    }
    for s in &a.so {
        decl.so.push(SoOutput::parse(s).map_err(err)?);
    }
    if a.no_targets {
        decl.targets_bound = false;
    }
    if decl.so.is_empty() {
        return Err("no stream-out declarations (--so or --input)".into());
    }
    let p = streamout::build(&decl).map_err(err)?;
    if a.json {
        io::print_json(&p);
        return Ok(());
    }
    let mut s = format!(
        "locations {:?}, ncomp {:?}, VPC_SO_BUF_CNTL = {:#x}, VPC_SO_CNTL = {:#x}\n\n",
        p.locations, p.ncomp, p.buf_cntl, p.cntl
    );
    let half = |h: Option<streamout::SoHalf>| match h {
        Some(h) => format!(
            "loc {:>3}: buf {}, off {:>4}",
            h.location, h.buffer, h.offset
        ),
        None => "(disabled)".to_string(),
    };
    s.push_str("word  A (even location)          B (odd location)           value\n");
    for (i, w) in p.words.iter().enumerate() {
        s.push_str(&format!(
            "{i:>4}  {:<25}  {:<25}  {:#010x}\n",
            half(w.a),
            half(w.b),
            w.value
        ));
    }
    s.push('\n');
    s.push_str(&print_steps("packet", &p.writes));
    io::print(&s);
    Ok(())
}

// ---------------------------------------------------------------- gmem

/// GMEM bin size and grid, VSC pipes and the hardware-binning decision.
#[derive(clap::Args, Debug)]
struct GmemArgs {
    /// Render area WIDTHxHEIGHT.
    #[arg(long)]
    size: String,
    /// Render-area origin X,Y.
    #[arg(long, default_value = "0,0")]
    origin: String,
    /// A colour target format (or `none` for an unbound slot); repeat per MRT.
    #[arg(long = "mrt", value_name = "FORMAT")]
    mrts: Vec<String>,
    /// Depth buffer (tested or cleared): z16, z24s8, z32.
    #[arg(long)]
    depth: Option<String>,
    /// Separate 8-bit stencil buffer.
    #[arg(long)]
    stencil: bool,
    /// Samples (1, 2, 4).
    #[arg(long, default_value = "1")]
    samples: String,
    /// GMEM size: 1M (a530/a540), 256K (a510), 272K (a512), or bytes.
    #[arg(long, default_value = "1M")]
    gmem: String,
    /// Number of draws in the pass.
    #[arg(long, default_value = "1")]
    draws: String,
    /// List every tile in rendering order (always in --json).
    #[arg(long)]
    tiles: bool,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

fn gmem_cmd(a: GmemArgs) -> Res {
    let d = dims(&a.size, "--size")?;
    let [width, height] = d[..] else {
        return Err(format!("--size: expected WIDTHxHEIGHT, got `{}`", a.size));
    };
    let o = list(&a.origin, 2, "--origin")?;
    let mut mrts = Vec::new();
    for m in &a.mrts {
        if m.eq_ignore_ascii_case("none") {
            mrts.push(None);
        } else {
            let (f, _) = color_format(m)?;
            mrts.push(Some(f.info().block_bytes));
        }
    }
    let depth = a
        .depth
        .as_deref()
        .map(|d| DepthFormat::parse(d).map(DepthFormat::cpp))
        .transpose()
        .map_err(err)?;
    let cfg = gmem::GmemConfig {
        width,
        height,
        x: u32::try_from(o[0]).map_err(|_| "--origin: too large".to_string())?,
        y: u32::try_from(o[1]).map_err(|_| "--origin: too large".to_string())?,
        samples: number32(&a.samples, "--samples")?,
        mrts,
        depth,
        stencil: a.stencil.then_some(1),
        gmem_size: gmem::parse_size(&a.gmem).map_err(err)?,
        draws: number32(&a.draws, "--draws")?,
    };
    let l = gmem::layout(&cfg).map_err(err)?;
    if a.json {
        io::print_json(&l);
        return Ok(());
    }
    let mut s = format!(
        "render area ({}, {}) {}x{}: bins {}x{}, grid {}x{} ({} bins), {} of {} bytes of GMEM per bin\n",
        l.x,
        l.y,
        l.width,
        l.height,
        l.bin_w,
        l.bin_h,
        l.nbins_x,
        l.nbins_y,
        l.nbins_x * l.nbins_y,
        l.gmem_used,
        l.gmem_size
    );
    for b in &l.buffers {
        s.push_str(&format!(
            "  {:<8} cpp {:>2}  base {:#8x}  size {:#8x}\n",
            b.name, b.cpp, b.base, b.size
        ));
    }
    s.push_str(&format!(
        "bins per pipe {}x{}, VSC_BIN_SIZE = {:#x}\n",
        l.tpp_x, l.tpp_y, l.vsc_bin_size
    ));
    for (i, p) in l.pipes.iter().enumerate().filter(|(_, p)| p.config != 0) {
        s.push_str(&format!(
            "  VSC_PIPE_CONFIG[{i}] = {:#010x}  bins ({}, {}) {}x{}\n",
            p.config, p.x, p.y, p.w, p.h
        ));
    }
    s.push_str(&format!(
        "hardware binning: {}\n",
        if l.hw_binning { "yes" } else { "no" }
    ));
    for r in &l.binning_reasons {
        s.push_str(&format!("  - {r}\n"));
    }
    if a.tiles {
        s.push_str("tiles (rendering order):\n");
        for t in &l.tiles {
            s.push_str(&format!(
                "  row {:>3} col {:>3}  ({:>5}, {:>5}) {:>4}x{:<4}  pipe {:>2} slot {:>3} of {}\n",
                t.row, t.col, t.x, t.y, t.w, t.h, t.pipe, t.slot, t.pipe_size
            ));
        }
    }
    io::print(&s);
    Ok(())
}

// ---------------------------------------------------------------- decode

/// Decode register values to named fields: NAME=VALUE (e.g.
/// TEX_CONST_0=0x1140b083, VPC_SO_PROG=0x804800, VSC_PIPE_CONFIG[3]=...,
/// VPC_SO[1].NCOMP=4) or 0xOFFSET=VALUE.
#[derive(clap::Args, Debug)]
struct DecodeArgs {
    #[arg(required = true, value_name = "NAME=VALUE")]
    values: Vec<String>,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

fn decode(a: DecodeArgs) -> Res {
    let decoded = a
        .values
        .iter()
        .map(|v| regs::decode_assignment(v))
        .collect::<Result<Vec<_>, _>>()
        .map_err(err)?;
    if a.json {
        io::print_json(&decoded);
    } else {
        let text: String = decoded.iter().map(|d| format!("{d}\n")).collect();
        io::print(&text);
    }
    Ok(())
}
