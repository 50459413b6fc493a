//! Whole flows as one call each, with their plain-text rendering: a
//! texture (layout, descriptor, decode), an LRZ pass (buffer, bind, clear,
//! flush, per-draw decisions), a register plan with notes, a stream-out
//! program and a GMEM layout. The JSON form of each report is its serde
//! model; the text form is its `Display`.

use std::fmt::{self, Display, Formatter};

use serde::Serialize;

use super::blit::{self, BlitBuf, ClearTarget};
use super::gmem::GmemLayout;
use super::layout::{layout, TextureDesc, TextureLayout, TextureType};
use super::lrz::{self, DepthFormat, DrawState, LrzBuffer, LrzDecision, LrzState, Pass};
use super::plan::Step;
use super::regs::DecodedRegister;
use super::streamout::{SoHalf, StreamOutProgram};
use super::tex_const::{self, TexConst, TexView};
use crate::Result;

/// A laid-out texture with its descriptor.
#[derive(Debug, Clone, Serialize)]
pub struct TextureReport {
    /// The layout.
    pub layout: TextureLayout,
    /// The `TEX_CONST` descriptor of the view.
    pub tex_const: TexConst,
    /// Descriptor dwords 0-5 decoded.
    pub decoded: Vec<DecodedRegister>,
}

/// Lay a texture out and build the descriptor of `view`.
pub fn texture(desc: &TextureDesc, view: &TexView) -> Result<TextureReport> {
    let layout = layout(desc)?;
    let tex_const = tex_const::build(&layout, view)?;
    let decoded = tex_const::decode(&tex_const.dwords[..6])?;
    Ok(TextureReport {
        layout,
        tex_const,
        decoded,
    })
}

impl Display for TextureReport {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let lay = &self.layout;
        let d = &lay.desc;
        let depth = if d.ty == TextureType::D3 {
            format!("x{}", d.depth)
        } else {
            String::new()
        };
        writeln!(
            f,
            "{} {}x{}{depth} {}, {} level(s), {} layer(s), {}{}{}, cpp {}, pitch alignment {}",
            d.format,
            d.width,
            d.height,
            d.ty.name(),
            d.levels,
            d.array_size,
            d.tile_mode.name(),
            if d.tiles_all() { " + TILE_ALL" } else { "" },
            if d.ubwc { " + UBWC" } else { "" },
            lay.cpp,
            lay.pitch_align
        )?;
        writeln!(
            f,
            "base {:#x}, layer size {:#x} ({}), size {:#x}, end {:#x}\n",
            d.base, lay.layer_size, lay.layer_size, lay.size, lay.end
        )?;
        write!(
            f,
            "lvl  width x height  tiled  pitch   rows  slice size  colour address"
        )?;
        if d.ubwc {
            write!(f, "  flags address  meta w x h  meta size")?;
        }
        writeln!(f)?;
        for l in &lay.levels {
            write!(
                f,
                "{:>3}  {:>6} x {:<6}  {:<5}  {:>5}  {:>5}  {:>#10x}  {:>#14x}",
                l.level,
                l.width,
                l.height,
                if l.tiled { "yes" } else { "no" },
                l.pitch,
                l.rows,
                l.slice_size,
                l.address
            )?;
            if let Some(fl) = l.flags {
                write!(
                    f,
                    "  {:>#13x}  {:>4} x {:<4}  {:>#9x}",
                    fl.address, fl.meta.pitch, fl.meta.rows, fl.meta.size
                )?;
            }
            writeln!(f)?;
        }
        writeln!(f, "\nTEX_CONST:")?;
        for (i, d) in self.decoded.iter().enumerate() {
            writeln!(f, "  [{i}] {d}")?;
        }
        for n in &self.tex_const.notes {
            writeln!(f, "note: {n}")?;
        }
        for w in &self.tex_const.warnings {
            writeln!(f, "warning: {w}")?;
        }
        Ok(())
    }
}

/// What an LRZ pass is made of.
#[derive(Debug, Clone)]
pub struct LrzRequest {
    /// Width of the depth surface in pixels.
    pub width: u32,
    /// Height of the depth surface in pixels.
    pub height: u32,
    /// Samples per pixel.
    pub samples: u32,
    /// Depth buffer format.
    pub depth_format: DepthFormat,
    /// GPU address of the LRZ buffer.
    pub base: u64,
    /// Fast depth clear value; `None` when the pass starts without a clear.
    pub clear_depth: Option<f32>,
    /// The pass the draws are emitted in.
    pub pass: Pass,
    /// The draws, in order.
    pub draws: Vec<DrawState>,
}

/// An LRZ pass: buffer, register plans and the decision for each draw.
#[derive(Debug, Clone, Serialize)]
pub struct LrzReport {
    /// The LRZ buffer's geometry.
    pub buffer: LrzBuffer,
    /// The writes that bind the LRZ buffer.
    pub bind: Vec<Step>,
    /// The fast-clear plan (empty without a clear).
    pub clear: Vec<Step>,
    /// The flush plan.
    pub flush: Vec<Step>,
    /// The pass.
    pub pass: Pass,
    /// The draws, in order.
    pub draws: Vec<DrawState>,
    /// The decision for each draw.
    pub decisions: Vec<LrzDecision>,
}

/// Plan an LRZ pass (spec §3). z32 has no LRZ, so it gets no clear.
pub fn lrz(req: &LrzRequest) -> Result<LrzReport> {
    let buffer = lrz::buffer(req.width, req.height, req.samples)?;
    let bind = buffer.bind_writes(req.base)?;
    let clear = match req.clear_depth {
        Some(depth) if req.depth_format != DepthFormat::Z32 => {
            buffer.clear_plan(req.base, depth)?
        }
        _ => Vec::new(),
    };
    let flush = lrz::flush_plan()?;
    let state = match req.clear_depth {
        Some(_) => LrzState::after_clear(req.depth_format),
        None => LrzState::not_cleared(),
    };
    let decisions = lrz::evaluate(state, &req.draws, req.pass);
    Ok(LrzReport {
        buffer,
        bind,
        clear,
        flush,
        pass: req.pass,
        draws: req.draws.clone(),
        decisions,
    })
}

/// `title:` and one indented line per step.
fn steps(f: &mut Formatter<'_>, title: &str, steps: &[Step]) -> fmt::Result {
    writeln!(f, "{title}:")?;
    for step in steps {
        writeln!(f, "  {step}")?;
    }
    Ok(())
}

impl Display for LrzReport {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let b = &self.buffer;
        writeln!(
            f,
            "LRZ buffer for {}x{} x{}: pitch {} z16 texels, {} rows, size {:#x} ({}), fast-clear area 0x0-0xfff, data at {:#x}\n",
            b.width, b.height, b.samples, b.pitch, b.rows, b.size, b.size, b.data_offset
        )?;
        steps(f, "bind", &self.bind)?;
        if !self.clear.is_empty() {
            steps(f, "clear", &self.clear)?;
        }
        steps(f, "flush", &self.flush)?;
        for (i, (d, dec)) in self.draws.iter().zip(&self.decisions).enumerate() {
            writeln!(
                f,
                "draw {i} ({}{}): GRAS_LRZ_CNTL = {:#x} test {} write {}{}{}",
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
            )?;
            for r in &dec.reasons {
                writeln!(f, "  - {}", r.message)?;
            }
        }
        Ok(())
    }
}

/// A register plan with notes (blits).
#[derive(Debug, Clone, Serialize)]
pub struct PlanReport {
    /// The register writes and events, in order.
    pub plan: Vec<Step>,
    /// Notes on the plan.
    pub notes: Vec<String>,
}

impl Display for PlanReport {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        steps(f, "plan", &self.plan)?;
        for n in &self.notes {
            writeln!(f, "{n}")?;
        }
        Ok(())
    }
}

impl Display for StreamOutProgram {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "locations {:?}, ncomp {:?}, VPC_SO_BUF_CNTL = {:#x}, VPC_SO_CNTL = {:#x}\n",
            self.locations, self.ncomp, self.buf_cntl, self.cntl
        )?;
        let half = |h: Option<SoHalf>| match h {
            Some(h) => format!(
                "loc {:>3}: buf {}, off {:>4}",
                h.location, h.buffer, h.offset
            ),
            None => "(disabled)".to_string(),
        };
        writeln!(
            f,
            "word  A (even location)          B (odd location)           value"
        )?;
        for (i, w) in self.words.iter().enumerate() {
            writeln!(
                f,
                "{i:>4}  {:<25}  {:<25}  {:#010x}",
                half(w.a),
                half(w.b),
                w.value
            )?;
        }
        writeln!(f)?;
        steps(f, "packet", &self.writes)
    }
}

/// A GMEM layout as text; `tiles` lists every tile in rendering order.
pub struct GmemText<'a> {
    /// The layout.
    pub layout: &'a GmemLayout,
    /// Whether to list every tile.
    pub tiles: bool,
}

impl Display for GmemText<'_> {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let l = self.layout;
        writeln!(
            f,
            "render area ({}, {}) {}x{}: bins {}x{}, grid {}x{} ({} bins), {} of {} bytes of GMEM per bin",
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
        )?;
        for b in &l.buffers {
            writeln!(
                f,
                "  {:<8} cpp {:>2}  base {:#8x}  size {:#8x}",
                b.name, b.cpp, b.base, b.size
            )?;
        }
        writeln!(
            f,
            "bins per pipe {}x{}, VSC_BIN_SIZE = {:#x}",
            l.tpp_x, l.tpp_y, l.vsc_bin_size
        )?;
        for (i, p) in l.pipes.iter().enumerate().filter(|(_, p)| p.config != 0) {
            writeln!(
                f,
                "  VSC_PIPE_CONFIG[{i}] = {:#010x}  bins ({}, {}) {}x{}",
                p.config, p.x, p.y, p.w, p.h
            )?;
        }
        writeln!(
            f,
            "hardware binning: {}",
            if l.hw_binning { "yes" } else { "no" }
        )?;
        for r in &l.binning_reasons {
            writeln!(f, "  - {r}")?;
        }
        if self.tiles {
            writeln!(f, "tiles (rendering order):")?;
            for t in &l.tiles {
                writeln!(
                    f,
                    "  row {:>3} col {:>3}  ({:>5}, {:>5}) {:>4}x{:<4}  pipe {:>2} slot {:>3} of {}",
                    t.row, t.col, t.x, t.y, t.w, t.h, t.pipe, t.slot, t.pipe_size
                )?;
            }
        }
        Ok(())
    }
}

/// Every format as a table: hardware name, value, block, short and GL names.
pub struct FormatList;

impl Display for FormatList {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{:<24} {:>4}  {:<8} {:<18} GL names",
            "format", "FMT", "block", "short name"
        )?;
        for fmt in super::Format::all() {
            let i = fmt.info();
            let block = if i.is_compressed() {
                format!("{}x{} {}B", i.block_w, i.block_h, i.block_bytes)
            } else {
                format!("{}B", i.block_bytes)
            };
            writeln!(
                f,
                "{:<24} {:#04x}  {:<8} {:<18} {}",
                i.name,
                i.tex_fmt(),
                block,
                i.short,
                i.gl.join(", ")
            )?;
        }
        Ok(())
    }
}

/// Fast clears: colour buffers with packed values, and depth and/or
/// stencil of one depth format.
#[derive(Debug, Clone)]
pub struct ClearRequest {
    /// Colour buffers to clear and their packed clear values.
    pub colors: Vec<(BlitBuf, [u32; 4])>,
    /// Depth clear value, when depth is cleared.
    pub depth: Option<f32>,
    /// Stencil clear value, when stencil is cleared.
    pub stencil: Option<u8>,
    /// The depth buffer's format.
    pub depth_format: DepthFormat,
}

/// The clear plan, with what each `RB_CLEAR_CNTL.MASK` means.
pub fn clear(req: &ClearRequest) -> Result<PlanReport> {
    let mut targets: Vec<ClearTarget> = req
        .colors
        .iter()
        .map(|&(buf, value)| ClearTarget {
            buf,
            mask: 0xf,
            value,
        })
        .collect();
    if req.depth.is_some() || req.stencil.is_some() {
        // MASK with BUF = ZS: 1 depth, 2 stencil (spec §4).
        let mask = req.depth.map_or(0, |_| 1) | req.stencil.map_or(0, |_| 2);
        let packed = blit::pack_depth(
            req.depth_format,
            req.depth.unwrap_or(0.0),
            req.stencil.unwrap_or(0),
        )?;
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
        .collect::<Result<Vec<_>>>()?;
    Ok(PlanReport {
        plan: blit::clear_plan(&targets)?,
        notes,
    })
}
