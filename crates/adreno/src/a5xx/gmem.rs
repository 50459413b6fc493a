//! GMEM bins and VSC pipes (spec §6): choose the bin size and grid for a
//! set of render targets and a GMEM size, assign bins to the 16 VSC pipes,
//! and say whether hardware binning is used and why.

use serde::{Deserialize, Serialize};

use super::plan::Step;
use super::regs_db::{RB_CNTL, VSC_BIN_SIZE, VSC_PIPE_CONFIG};
use crate::{Error, Expected, Parameter, ParseReason, Result};

/// Bin alignment (a5xx).
pub const BIN_ALIGN_W: u32 = 64;
/// Bin height alignment.
pub const BIN_ALIGN_H: u32 = 32;
/// Largest bin width.
pub const MAX_BIN_W: u32 = 1024;
/// Largest bin height (the `VSC_BIN_SIZE` height field tops out at 8160).
pub const MAX_BIN_H: u32 = 8160;
/// VSC pipes.
pub const NUM_PIPES: usize = 16;
/// GMEM buffer bases are aligned to 16 KiB.
pub const GMEM_BASE_ALIGN: u64 = 0x4000;
/// Default GMEM size (a530/a540).
pub const DEFAULT_GMEM: u64 = 1 << 20;
/// Largest render area side.
pub const MAX_SIZE: u32 = 16384;

/// The render pass to bin.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GmemConfig {
    /// Render-area width in pixels.
    pub width: u32,
    /// Render-area height in pixels.
    pub height: u32,
    /// Render-area origin (rounded down to 64x32).
    #[serde(default)]
    pub x: u32,
    /// Render-area origin row (rounded down to 32).
    #[serde(default)]
    pub y: u32,
    /// Framebuffer samples.
    #[serde(default = "one")]
    pub samples: u32,
    /// Bytes per pixel of each colour slot; `None` for an unbound slot
    /// (counted as 4).
    pub mrts: Vec<Option<u32>>,
    /// Bytes per pixel of depth (only if depth is tested or cleared).
    #[serde(default)]
    pub depth: Option<u32>,
    /// Bytes per pixel of separate stencil.
    #[serde(default)]
    pub stencil: Option<u32>,
    /// GMEM bytes available.
    #[serde(default = "default_gmem")]
    pub gmem_size: u64,
    /// Draws in the pass.
    #[serde(default = "one")]
    pub draws: u32,
}

fn one() -> u32 {
    1
}
fn default_gmem() -> u64 {
    DEFAULT_GMEM
}

/// A buffer placed in GMEM.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GmemBuffer {
    /// The buffer's name (`mrt0`, `depth`, ...).
    pub name: String,
    /// Bytes per pixel times samples.
    pub cpp: u32,
    /// GMEM offset of the buffer.
    pub base: u64,
    /// Bytes one bin of the buffer takes.
    pub size: u64,
}

/// One VSC pipe (`VSC_PIPE_CONFIG[i]`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct VscPipe {
    /// First bin column of the pipe.
    pub x: u32,
    /// First bin row of the pipe.
    pub y: u32,
    /// Width in bins (0 for an unused pipe).
    pub w: u32,
    /// Height in bins (0 for an unused pipe).
    pub h: u32,
    /// The `VSC_PIPE_CONFIG` value.
    pub config: u32,
}

/// One tile, in rendering order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tile {
    /// Bin row.
    pub row: u32,
    /// Bin column.
    pub col: u32,
    /// Left edge in pixels.
    pub x: u32,
    /// Top edge in pixels.
    pub y: u32,
    /// Width in pixels (the last column may be narrower than a bin).
    pub w: u32,
    /// Height in pixels (the last row may be shorter than a bin).
    pub h: u32,
    /// The VSC pipe that holds the tile.
    pub pipe: u32,
    /// Index of the tile inside its pipe (`CP_SET_BIN_DATA5.VSC_N`).
    pub slot: u32,
    /// Bins in the tile's pipe (`CP_SET_BIN_DATA5.VSC_SIZE` = w·h).
    pub pipe_size: u32,
}

/// The chosen binning.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GmemLayout {
    /// Render area after rounding the origin down.
    pub x: u32,
    /// Render-area origin row after rounding down.
    pub y: u32,
    /// Render-area width in pixels.
    pub width: u32,
    /// Render-area height in pixels.
    pub height: u32,
    /// Bin width in pixels.
    pub bin_w: u32,
    /// Bin height in pixels.
    pub bin_h: u32,
    /// Bin columns.
    pub nbins_x: u32,
    /// Bin rows.
    pub nbins_y: u32,
    /// The buffers placed in GMEM, in placement order.
    pub buffers: Vec<GmemBuffer>,
    /// Bytes of GMEM used by one bin.
    pub gmem_used: u64,
    /// GMEM bytes available.
    pub gmem_size: u64,
    /// Bin columns per VSC pipe.
    pub tpp_x: u32,
    /// Bin rows per VSC pipe.
    pub tpp_y: u32,
    /// The 16 VSC pipes.
    pub pipes: Vec<VscPipe>,
    /// The `VSC_BIN_SIZE` value.
    pub vsc_bin_size: u32,
    /// Whether the pass uses hardware binning.
    pub hw_binning: bool,
    /// Why hardware binning is or is not used.
    pub binning_reasons: Vec<String>,
    /// The tiles in rendering (serpentine) order.
    pub tiles: Vec<Tile>,
    /// `VSC_BIN_SIZE`, `RB_CNTL` and the 16 `VSC_PIPE_CONFIG` writes.
    pub registers: Vec<Step>,
}

fn align(x: u64, a: u64) -> u64 {
    x.div_ceil(a) * a
}

fn bin_size(w: u32, h: u32, nx: u32, ny: u32) -> (u32, u32) {
    (
        w.div_ceil(nx).div_ceil(BIN_ALIGN_W) * BIN_ALIGN_W,
        h.div_ceil(ny).div_ceil(BIN_ALIGN_H) * BIN_ALIGN_H,
    )
}

/// Place the buffers for a bin of `bin_w` x `bin_h`; returns them and the end.
fn place(cpps: &[(String, u32)], bin_w: u32, bin_h: u32) -> (Vec<GmemBuffer>, u64) {
    let mut end = 0u64;
    let mut out = Vec::with_capacity(cpps.len());
    for (name, cpp) in cpps {
        let base = align(end, GMEM_BASE_ALIGN);
        let size = *cpp as u64 * bin_w as u64 * bin_h as u64;
        end = base + size;
        out.push(GmemBuffer {
            name: name.clone(),
            cpp: *cpp,
            base,
            size,
        });
    }
    (out, end)
}

/// Bin the render pass (spec §6.1-§6.3).
pub fn layout(cfg: &GmemConfig) -> Result<GmemLayout> {
    for (what, v) in [
        ("width", cfg.width),
        ("height", cfg.height),
        ("samples", cfg.samples),
    ] {
        if v == 0 {
            return Err(Error::Zero { what });
        }
    }
    if cfg.gmem_size == 0 {
        return Err(Error::Zero { what: "GMEM size" });
    }
    if ![1, 2, 4].contains(&cfg.samples) {
        return Err(Error::range(
            "samples",
            cfg.samples as u64,
            Expected::OneOf(&[1, 2, 4]),
        ));
    }
    if cfg.mrts.len() > 8 {
        return Err(Error::range(
            "render targets",
            cfg.mrts.len() as u64,
            Expected::Range { lo: 0, hi: 8 },
        ));
    }
    for (what, v) in [
        ("width", cfg.width),
        ("height", cfg.height),
        ("origin x", cfg.x),
        ("origin y", cfg.y),
    ] {
        if v > MAX_SIZE {
            return Err(Error::range(
                what,
                v as u64,
                Expected::AtMost(MAX_SIZE.into()),
            ));
        }
    }
    // Mesa rounds the origin down to the bin alignment and keeps the far edge.
    let x = cfg.x / BIN_ALIGN_W * BIN_ALIGN_W;
    let y = cfg.y / BIN_ALIGN_H * BIN_ALIGN_H;
    let width = cfg.width + (cfg.x - x);
    let height = cfg.height + (cfg.y - y);
    if x + width > MAX_SIZE || y + height > MAX_SIZE {
        return Err(Error::range(
            "render area far edge",
            (x + width).max(y + height) as u64,
            Expected::AtMost(MAX_SIZE.into()),
        ));
    }
    let mut cpps: Vec<(String, u32)> = Vec::new();
    for (i, m) in cfg.mrts.iter().enumerate() {
        let cpp = m.unwrap_or(4);
        if cpp == 0 || cpp > 16 {
            return Err(Error::range(
                Parameter::MrtBytesPerPixel(i),
                cpp as u64,
                Expected::Range { lo: 1, hi: 16 },
            ));
        }
        cpps.push((format!("MRT{i}"), cpp * cfg.samples));
    }
    for (name, c) in [("depth", cfg.depth), ("stencil", cfg.stencil)] {
        if let Some(cpp) = c {
            if cpp == 0 || cpp > 8 {
                return Err(Error::range(
                    Parameter::BytesPerPixel(name),
                    cpp as u64,
                    Expected::Range { lo: 1, hi: 8 },
                ));
            }
            cpps.push((name.to_string(), cpp * cfg.samples));
        }
    }
    // A layout fits if its bins respect the maximum bin size (the
    // tweak of rule 3 could otherwise widen a bin past 1024) and GMEM.
    let fits = |nx: u32, ny: u32| {
        let (bw, bh) = bin_size(width, height, nx, ny);
        bw <= MAX_BIN_W && bh <= MAX_BIN_H && place(&cpps, bw, bh).1 <= cfg.gmem_size
    };
    let smallest = place(&cpps, BIN_ALIGN_W, BIN_ALIGN_H).1;
    if smallest > cfg.gmem_size {
        return Err(Error::GmemTooSmall {
            needed: smallest,
            gmem: cfg.gmem_size,
        });
    }

    // §6.1 rule 1-3.
    let (mut nx, mut ny) = (1u32, 1u32);
    while bin_size(width, height, nx, ny).0 > MAX_BIN_W {
        nx += 1;
    }
    while bin_size(width, height, nx, ny).1 > MAX_BIN_H {
        ny += 1;
    }
    while !fits(nx, ny) {
        if ny > nx {
            nx += 1;
        } else {
            ny += 1;
        }
    }
    if nx > 1 && fits(nx - 1, ny + 1) && (nx - 1) * (ny + 1) < nx * ny {
        nx -= 1;
        ny += 1;
    } else if ny > 1 && fits(nx + 1, ny - 1) && (nx + 1) * (ny - 1) < nx * ny {
        nx += 1;
        ny -= 1;
    }
    let (bin_w, bin_h) = bin_size(width, height, nx, ny);
    let (buffers, gmem_used) = place(&cpps, bin_w, bin_h);
    let nbins_x = width.div_ceil(bin_w);
    let nbins_y = height.div_ceil(bin_h);

    // §6.2 pipes.
    let (tpp_x, tpp_y) = tiles_per_pipe(nbins_x, nbins_y);
    if tpp_x > 15 || tpp_y > 15 {
        let needed = if tpp_y > 15 {
            nbins_y.div_ceil(15)
        } else {
            nbins_y.div_ceil(tpp_y) * nbins_x.div_ceil(15)
        };
        return Err(Error::TooManyPipes {
            needed,
            bins_x: nbins_x,
            bins_y: nbins_y,
        });
    }
    let mut pipes = Vec::with_capacity(NUM_PIPES);
    let (mut px, mut py) = (0u32, 0u32);
    for _ in 0..NUM_PIPES {
        if py >= nbins_y {
            pipes.push(VscPipe {
                x: 0,
                y: 0,
                w: 0,
                h: 0,
                config: 0,
            });
            continue;
        }
        let w = tpp_x.min(nbins_x - px);
        let h = tpp_y.min(nbins_y - py);
        let config = VSC_PIPE_CONFIG::REG.encode(&[
            (VSC_PIPE_CONFIG::X, px as u64),
            (VSC_PIPE_CONFIG::Y, py as u64),
            (VSC_PIPE_CONFIG::W, w as u64),
            (VSC_PIPE_CONFIG::H, h as u64),
        ])?;
        pipes.push(VscPipe {
            x: px,
            y: py,
            w,
            h,
            config,
        });
        px += tpp_x;
        if px >= nbins_x {
            px = 0;
            py += tpp_y;
        }
    }

    // Tiles in serpentine order: even rows right to left.
    let pipes_per_row = nbins_x.div_ceil(tpp_x);
    let mut tiles = Vec::with_capacity((nbins_x * nbins_y) as usize);
    for row in 0..nbins_y {
        let cols: Box<dyn Iterator<Item = u32>> = if row % 2 == 0 {
            Box::new((0..nbins_x).rev())
        } else {
            Box::new(0..nbins_x)
        };
        for col in cols {
            let pipe = (row / tpp_y) * pipes_per_row + col / tpp_x;
            let p = pipes[pipe as usize];
            let slot = (row - p.y) * p.w + (col - p.x);
            let tx = col * bin_w;
            let ty = row * bin_h;
            tiles.push(Tile {
                row,
                col,
                x: x + tx,
                y: y + ty,
                w: bin_w.min(width - tx),
                h: bin_h.min(height - ty),
                pipe,
                slot,
                pipe_size: p.w * p.h,
            });
        }
    }

    // §6.3.
    let mut reasons = Vec::new();
    let mut hw = true;
    let mut check = |ok: bool, yes: String, no: String| {
        hw &= ok;
        reasons.push(if ok { yes } else { no });
    };
    check(
        x == 0 && y == 0,
        "render area starts at (0, 0)".into(),
        format!(
            "render area starts at ({x}, {y}): binning and the scissor shrink do not work together"
        ),
    );
    check(
        tpp_x * tpp_y <= 32,
        format!("{tpp_x}x{tpp_y} bins per pipe (at most 32)"),
        format!("{tpp_x}x{tpp_y} bins per pipe exceed 32"),
    );
    let nbins = nbins_x * nbins_y;
    check(
        nbins > 2,
        format!("{nbins} bins (more than 2)"),
        format!("only {nbins} bin(s): replaying the draws per tile is cheaper"),
    );
    check(
        cfg.draws > 0,
        format!("{} draw(s)", cfg.draws),
        "no draws to bin".into(),
    );

    let vsc_bin_size = VSC_BIN_SIZE::REG.encode(&[
        (VSC_BIN_SIZE::WIDTH, bin_w as u64),
        (VSC_BIN_SIZE::HEIGHT, bin_h as u64),
    ])?;
    let mut registers = vec![
        Step::write_value(VSC_BIN_SIZE::REG, vsc_bin_size)?,
        Step::write(
            RB_CNTL::REG,
            &[
                (RB_CNTL::WIDTH, bin_w as u64),
                (RB_CNTL::HEIGHT, bin_h as u64),
            ],
        )?,
    ];
    for (i, p) in pipes.iter().enumerate() {
        registers.push(Step::write_value(
            VSC_PIPE_CONFIG::REG.at(i as u32),
            p.config,
        )?);
    }
    Ok(GmemLayout {
        x,
        y,
        width,
        height,
        bin_w,
        bin_h,
        nbins_x,
        nbins_y,
        buffers,
        gmem_used,
        gmem_size: cfg.gmem_size,
        tpp_x,
        tpp_y,
        pipes,
        vsc_bin_size,
        hw_binning: hw,
        binning_reasons: reasons,
        tiles,
        registers,
    })
}

/// §6.2 rule 1: bins per pipe.
pub fn tiles_per_pipe(nbins_x: u32, nbins_y: u32) -> (u32, u32) {
    let (mut tpp_x, mut tpp_y) = (1u32, 1u32);
    while nbins_y.div_ceil(tpp_y) > NUM_PIPES as u32 {
        tpp_y += 2;
    }
    while nbins_y.div_ceil(tpp_y) * nbins_x.div_ceil(tpp_x) > NUM_PIPES as u32 {
        tpp_x += 1;
    }
    (tpp_x, tpp_y)
}

/// Parse a size such as `1M`, `256K`, `278528` or `0x44000`.
pub fn parse_size(text: &str) -> Result<u64> {
    let t = text.trim();
    let (num, mul) = match t.chars().last().map(|c| c.to_ascii_uppercase()) {
        Some('K') => (&t[..t.len() - 1], 1024),
        Some('M') => (&t[..t.len() - 1], 1 << 20),
        _ => (t, 1),
    };
    gpubin_binfmt::parse_u64(num)
        .ok()
        .and_then(|n| n.checked_mul(mul))
        .ok_or_else(|| Error::Parse {
            text: text.to_string(),
            reason: ParseReason::Size,
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cfg(w: u32, h: u32, mrts: &[u32], depth: Option<u32>) -> GmemConfig {
        GmemConfig {
            width: w,
            height: h,
            x: 0,
            y: 0,
            samples: 1,
            mrts: mrts.iter().map(|&c| Some(c)).collect(),
            depth,
            stencil: None,
            gmem_size: DEFAULT_GMEM,
            draws: 1,
        }
    }

    #[test]
    fn spec_illustration_one_target() {
        let l = layout(&cfg(1920, 1080, &[4], None)).unwrap();
        assert_eq!((l.bin_w, l.bin_h, l.nbins_x, l.nbins_y), (640, 384, 3, 3));
        assert_eq!((l.tpp_x, l.tpp_y), (1, 1));
        let configs: Vec<u32> = l.pipes.iter().map(|p| p.config).collect();
        assert_eq!(
            configs[..9],
            [
                0x01100000, 0x01100001, 0x01100002, 0x01100400, 0x01100401, 0x01100402, 0x01100800,
                0x01100801, 0x01100802
            ]
        );
        assert!(configs[9..].iter().all(|&c| c == 0));
        assert_eq!(l.vsc_bin_size, 0x1814);
        assert!(l.hw_binning, "{:?}", l.binning_reasons);
    }

    #[test]
    fn spec_illustration_four_targets_and_depth() {
        let l = layout(&cfg(1920, 1080, &[4, 4, 4, 4], Some(4))).unwrap();
        assert_eq!((l.bin_w, l.bin_h, l.nbins_x, l.nbins_y), (320, 128, 6, 9));
        assert_eq!((l.tpp_x, l.tpp_y), (6, 1));
        let used: Vec<&VscPipe> = l.pipes.iter().filter(|p| p.config != 0).collect();
        assert_eq!(used.len(), 9);
        assert!(used.iter().all(|p| (p.w, p.h) == (6, 1)));
        // Buffers are 16 KiB aligned, one after the other.
        let bases: Vec<u64> = l.buffers.iter().map(|b| b.base).collect();
        assert_eq!(bases, [0, 0x28000, 0x50000, 0x78000, 0xa0000]);
        assert!(l.gmem_used <= DEFAULT_GMEM);
    }

    #[test]
    fn tiles_per_pipe_table() {
        let table: &[(u32, u32, (u32, u32))] = &[
            (3, 3, (1, 1)),
            (4, 4, (1, 1)),
            (5, 4, (2, 1)),
            (6, 9, (6, 1)),
            (1, 17, (1, 3)),
            (10, 40, (10, 3)),
            (2, 300, (2, 19)),
            (1, 300, (1, 19)),
        ];
        for &(x, y, want) in table {
            assert_eq!(tiles_per_pipe(x, y), want, "{x}x{y}");
        }
    }

    #[test]
    fn tiles_are_serpentine_and_know_their_pipe() {
        let l = layout(&cfg(1920, 1080, &[4], None)).unwrap();
        let order: Vec<(u32, u32)> = l.tiles.iter().map(|t| (t.row, t.col)).collect();
        assert_eq!(
            order,
            [
                (0, 2),
                (0, 1),
                (0, 0),
                (1, 0),
                (1, 1),
                (1, 2),
                (2, 2),
                (2, 1),
                (2, 0)
            ]
        );
        // Edge tiles are clipped: 1080 - 2*384 = 312.
        let last_row = l.tiles.iter().find(|t| t.row == 2).unwrap();
        assert_eq!(last_row.h, 312);
        for t in &l.tiles {
            assert_eq!(t.pipe, t.row * 3 + t.col);
            assert_eq!(t.slot, 0);
        }
        let l = layout(&cfg(1920, 1080, &[4, 4, 4, 4], Some(4))).unwrap();
        for t in &l.tiles {
            assert_eq!((t.pipe, t.slot), (t.row, t.col), "6x1 pipes, one per row");
            assert_eq!(t.pipe_size, 6);
        }
    }

    #[test]
    fn binning_conditions() {
        let mut c = cfg(1920, 1080, &[4], None);
        c.x = 100;
        c.y = 40;
        let l = layout(&c).unwrap();
        assert_eq!((l.x, l.y, l.width, l.height), (64, 32, 1956, 1088));
        assert!(!l.hw_binning);
        assert!(l.binning_reasons[0].contains("(64, 32)"));
        let small = layout(&cfg(256, 256, &[4], None)).unwrap();
        assert_eq!(small.nbins_x * small.nbins_y, 1);
        assert!(!small.hw_binning);
        let mut nodraw = cfg(1920, 1080, &[4], None);
        nodraw.draws = 0;
        assert!(!layout(&nodraw).unwrap().hw_binning);
    }

    #[test]
    fn unbound_slots_count_as_four_bytes() {
        let mut c = cfg(1920, 1080, &[], None);
        c.mrts = vec![None, Some(4)];
        let l = layout(&c).unwrap();
        assert_eq!(l.buffers[0].cpp, 4);
        assert_eq!(l.buffers.len(), 2);
    }

    #[test]
    fn errors() {
        assert!(matches!(
            layout(&cfg(0, 10, &[4], None)),
            Err(Error::Zero { what: "width" })
        ));
        let mut tiny = cfg(1920, 1080, &[16, 16, 16, 16, 16, 16, 16, 16], Some(4));
        tiny.gmem_size = 64 * 1024;
        assert!(matches!(layout(&tiny), Err(Error::GmemTooSmall { .. })));
        let mut huge = cfg(16384, 16384, &[16, 16], None);
        huge.gmem_size = 256 * 1024;
        let err = layout(&huge).unwrap_err();
        assert!(matches!(err, Error::TooManyPipes { .. }), "{err}");
        assert!(err.to_string().contains("VSC pipes needed"));
        assert!(layout(&cfg(20000, 10, &[4], None)).is_err());
        assert!(layout(&cfg(u32::MAX, 10, &[4], None)).is_err());
        let mut far = cfg(64, 64, &[4], None);
        far.x = u32::MAX;
        assert!(layout(&far).is_err());
    }

    #[test]
    fn tweak_keeps_bins_within_1024() {
        // (4, 1) -> (3, 2) would have fewer bins but 1088-wide ones.
        let l = layout(&cfg(3073, 865, &[2, 2], None)).unwrap();
        assert!(l.bin_w <= MAX_BIN_W, "{}", l.bin_w);
        assert!(l.gmem_used <= DEFAULT_GMEM);
    }

    #[test]
    fn sizes_parse() {
        assert_eq!(parse_size("1M").unwrap(), 1 << 20);
        assert_eq!(parse_size("272k").unwrap(), 272 * 1024);
        assert_eq!(parse_size("0x40000").unwrap(), 0x40000);
        assert!(parse_size("lots").is_err());
    }
}
