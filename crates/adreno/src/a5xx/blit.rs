//! Blits (spec §4): `RB_BLIT_CNTL.BUF` and `RB_CLEAR_CNTL.MASK` meanings,
//! and the resolve (GMEM → memory), restore (memory → GMEM), clear and
//! BYPASS read-back flows as ordered register-write plans.

use serde::{Deserialize, Serialize};

use super::lrz::{DepthFormat, EVENT_BLIT};
use super::plan::Step;
use super::regs_db::{
    E_A5XX_BLIT_BUF, RB_BLIT_CNTL, RB_BLIT_DST_ARRAY_PITCH, RB_BLIT_DST_HI, RB_BLIT_DST_LO,
    RB_BLIT_DST_PITCH, RB_BLIT_FLAG_DST_ARRAY_PITCH, RB_BLIT_FLAG_DST_HI, RB_BLIT_FLAG_DST_LO,
    RB_BLIT_FLAG_DST_PITCH, RB_CCU_CNTL, RB_CLEAR_CNTL, RB_CLEAR_COLOR_DW0, RB_CLEAR_COLOR_DW1,
    RB_CLEAR_COLOR_DW2, RB_CLEAR_COLOR_DW3, RB_CNTL, RB_DEPTH_BUFFER_BASE_HI,
    RB_DEPTH_BUFFER_BASE_LO, RB_MRT_ARRAY_PITCH, RB_MRT_BASE_HI, RB_MRT_BASE_LO, RB_MRT_BUF_INFO,
    RB_MRT_FLAG_BUFFER_ADDR_HI, RB_MRT_FLAG_BUFFER_ADDR_LO, RB_MRT_FLAG_BUFFER_ARRAY_PITCH,
    RB_MRT_FLAG_BUFFER_PITCH, RB_MRT_PITCH, RB_RENDER_CNTL, RB_RESOLVE_CNTL_1, RB_RESOLVE_CNTL_2,
    RB_RESOLVE_CNTL_3, RB_STENCIL_BASE_HI, RB_STENCIL_BASE_LO,
};
use crate::{Error, Expected, ParseReason, Result, Unsupported};

/// `RB_CCU_CNTL` for GMEM rendering (spec §4).
pub const CCU_CNTL_GMEM: u32 = 0x7c13_c080;
/// `RB_CCU_CNTL` for bypass (direct to memory) rendering.
pub const CCU_CNTL_BYPASS: u32 = 0x1000_0000;

/// `RB_RESOLVE_CNTL_3`: memory to GMEM (spec §4).
pub const RESOLVE_MEM_TO_GMEM: u32 = 0x0;
/// `RB_RESOLVE_CNTL_3`: GMEM to memory.
pub const RESOLVE_GMEM_TO_MEM: u32 = 0x4;
/// `RB_RESOLVE_CNTL_3`: GMEM to memory with a UBWC flag buffer.
pub const RESOLVE_GMEM_TO_MEM_FLAGS: u32 = 0xf;
/// `RB_RESOLVE_CNTL_3`: the flag resolve of bypass mode.
pub const RESOLVE_BYPASS_FLAGS: u32 = 0x7;

/// The buffer a blit reads or writes (`a5xx_blit_buf`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BlitBuf {
    /// Colour buffer MRT0..MRT7.
    Mrt(u8),
    /// Depth or packed depth + stencil.
    Zs,
    /// Separate stencil.
    S,
}

impl BlitBuf {
    /// `RB_BLIT_CNTL.BUF` value.
    pub fn value(self) -> u32 {
        match self {
            BlitBuf::Mrt(n) => n as u32,
            BlitBuf::Zs => 8,
            BlitBuf::S => 9,
        }
    }

    /// From a `BUF` value.
    pub fn from_value(v: u32) -> Result<BlitBuf> {
        match v {
            0..=7 => Ok(BlitBuf::Mrt(v as u8)),
            8 => Ok(BlitBuf::Zs),
            9 => Ok(BlitBuf::S),
            _ => Err(Error::range(
                "RB_BLIT_CNTL.BUF",
                v as u64,
                Expected::Range { lo: 0, hi: 9 },
            )),
        }
    }

    /// Parse `mrt0`..`mrt7`, `zs`, `s`, or a number.
    pub fn parse(text: &str) -> Result<BlitBuf> {
        let t = text.trim().to_ascii_lowercase();
        let t = t.strip_prefix("blit_").unwrap_or(&t);
        match t {
            "zs" | "depth" => Ok(BlitBuf::Zs),
            "s" | "stencil" => Ok(BlitBuf::S),
            _ => {
                let (n, mrt) = match t.strip_prefix("mrt") {
                    Some(n) => (n, true),
                    None => (t, false),
                };
                match gpubin_binfmt::parse_u32(n) {
                    Ok(v) if mrt && v > 7 => Err(Error::range(
                        "MRT index",
                        v as u64,
                        Expected::Range { lo: 0, hi: 7 },
                    )),
                    Ok(v) => BlitBuf::from_value(v),
                    Err(_) => Err(Error::Parse {
                        text: text.to_string(),
                        reason: ParseReason::BlitBuffer,
                    }),
                }
            }
        }
    }

    /// Hardware name (`a5xx_blit_buf` in the register database).
    pub fn name(self) -> String {
        let v = self.value();
        E_A5XX_BLIT_BUF
            .iter()
            .find(|e| e.value == v)
            .map_or_else(|| format!("BLIT_MRT{v}"), |e| e.name.to_string())
    }

    fn check(self) -> Result<Self> {
        match self {
            BlitBuf::Mrt(n) if n > 7 => Err(Error::range(
                "MRT index",
                n as u64,
                Expected::Range { lo: 0, hi: 7 },
            )),
            b => Ok(b),
        }
    }
}

/// What `RB_CLEAR_CNTL.MASK` means for a buffer.
pub fn mask_meaning(buf: BlitBuf, mask: u32) -> Result<String> {
    if mask > 0xf {
        return Err(Error::range(
            "RB_CLEAR_CNTL.MASK",
            mask as u64,
            Expected::HexRange { lo: 0, hi: 0xf },
        ));
    }
    Ok(match buf {
        BlitBuf::Zs => match mask {
            1 => "depth".into(),
            2 => "stencil".into(),
            3 => "depth + stencil".into(),
            _ => {
                return Err(Error::range(
                    "RB_CLEAR_CNTL.MASK for BLIT_ZS",
                    mask as u64,
                    Expected::ZsClearMask,
                ))
            }
        },
        BlitBuf::S => "stencil".into(),
        BlitBuf::Mrt(_) => {
            let comps: Vec<&str> = ["R", "G", "B", "A"]
                .iter()
                .enumerate()
                .filter(|(i, _)| mask >> i & 1 == 1)
                .map(|(_, c)| *c)
                .collect();
            if comps.is_empty() {
                "no components".into()
            } else {
                format!("components {}", comps.join(""))
            }
        }
    })
}

/// A rectangle in pixels, inclusive corners.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rect {
    /// Left column.
    pub x1: u32,
    /// Top row.
    pub y1: u32,
    /// Right column (inclusive).
    pub x2: u32,
    /// Bottom row (inclusive).
    pub y2: u32,
}

impl Rect {
    /// The rectangle at (x, y) of size w x h.
    pub fn from_size(x: u32, y: u32, w: u32, h: u32) -> Result<Rect> {
        if w == 0 {
            return Err(Error::Zero { what: "width" });
        }
        if h == 0 {
            return Err(Error::Zero { what: "height" });
        }
        // RB_RESOLVE_CNTL_1/2 hold 15-bit coordinates.
        let far = |o: u32, n: u32, what: &'static str| {
            o.checked_add(n - 1)
                .filter(|v| *v <= 0x7fff)
                .ok_or_else(|| {
                    Error::range(
                        what,
                        o as u64 + n as u64 - 1,
                        Expected::Range { lo: 0, hi: 32767 },
                    )
                })
        };
        Ok(Rect {
            x1: x,
            y1: y,
            x2: far(x, w, "rectangle right edge")?,
            y2: far(y, h, "rectangle bottom edge")?,
        })
    }

    fn writes(&self) -> Result<[Step; 2]> {
        Ok([
            Step::write(
                RB_RESOLVE_CNTL_1::REG,
                &[
                    (RB_RESOLVE_CNTL_1::X, self.x1 as u64),
                    (RB_RESOLVE_CNTL_1::Y, self.y1 as u64),
                ],
            )?,
            Step::write(
                RB_RESOLVE_CNTL_2::REG,
                &[
                    (RB_RESOLVE_CNTL_2::X, self.x2 as u64),
                    (RB_RESOLVE_CNTL_2::Y, self.y2 as u64),
                ],
            )?,
        ])
    }
}

/// A UBWC flag buffer to resolve into.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct FlagSurface {
    /// Address of the flag buffer.
    pub address: u64,
    /// Pitch of the flag buffer in bytes.
    pub pitch: u32,
    /// Distance between the flag data of two layers, in bytes.
    pub array_pitch: u64,
}

/// GMEM → memory.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Resolve {
    /// The buffer to resolve.
    pub buf: BlitBuf,
    /// GMEM offset of the buffer (programmed as its base).
    pub gmem_offset: u32,
    /// Destination address, pitch and layer stride in memory.
    pub dst: u64,
    /// Destination pitch in bytes.
    pub dst_pitch: u32,
    /// Destination layer stride in bytes.
    pub dst_array_pitch: u64,
    /// Destination is TILE5_3.
    #[serde(default)]
    pub tiled: bool,
    /// Destination flag buffer (UBWC).
    #[serde(default)]
    pub flags: Option<FlagSurface>,
    /// The tile's rectangle.
    pub rect: Rect,
}

/// Write the base of the GMEM source: `RB_MRT[n].BASE` for colour, the
/// depth or stencil base otherwise.
fn gmem_base(buf: BlitBuf, offset: u64) -> Result<[Step; 2]> {
    match buf {
        BlitBuf::Mrt(n) => Step::write_address(
            RB_MRT_BASE_LO::REG.at(n.into()),
            RB_MRT_BASE_HI::REG.at(n.into()),
            offset,
        ),
        BlitBuf::Zs => Step::write_address(
            RB_DEPTH_BUFFER_BASE_LO::REG,
            RB_DEPTH_BUFFER_BASE_HI::REG,
            offset,
        ),
        BlitBuf::S => Step::write_address(RB_STENCIL_BASE_LO::REG, RB_STENCIL_BASE_HI::REG, offset),
    }
}

fn dst_writes(address: u64, pitch: u32, array_pitch: u64) -> Result<Vec<Step>> {
    let mut out = Vec::new();
    out.extend(Step::write_address(
        RB_BLIT_DST_LO::REG,
        RB_BLIT_DST_HI::REG,
        address,
    )?);
    out.push(Step::write(
        RB_BLIT_DST_PITCH::REG,
        &[(RB_BLIT_DST_PITCH::VALUE, pitch as u64)],
    )?);
    out.push(Step::write(
        RB_BLIT_DST_ARRAY_PITCH::REG,
        &[(RB_BLIT_DST_ARRAY_PITCH::VALUE, array_pitch)],
    )?);
    Ok(out)
}

fn flag_dst_writes(flags: Option<FlagSurface>) -> Result<Vec<Step>> {
    let f = flags.unwrap_or(FlagSurface {
        address: 0,
        pitch: 0,
        array_pitch: 0,
    });
    let mut out = Vec::new();
    out.extend(Step::write_address(
        RB_BLIT_FLAG_DST_LO::REG,
        RB_BLIT_FLAG_DST_HI::REG,
        f.address,
    )?);
    out.push(Step::write(
        RB_BLIT_FLAG_DST_PITCH::REG,
        &[(RB_BLIT_FLAG_DST_PITCH::VALUE, f.pitch as u64)],
    )?);
    out.push(Step::write(
        RB_BLIT_FLAG_DST_ARRAY_PITCH::REG,
        &[(RB_BLIT_FLAG_DST_ARRAY_PITCH::VALUE, f.array_pitch)],
    )?);
    Ok(out)
}

/// The resolve plan.
pub fn resolve_plan(r: &Resolve) -> Result<Vec<Step>> {
    let buf = r.buf.check()?;
    let mut out = Vec::new();
    out.extend(gmem_base(buf, r.gmem_offset as u64)?);
    // MSAA resolve off.
    out.push(Step::write_value(RB_CLEAR_CNTL::REG, 0)?);
    out.extend(r.rect.writes()?);
    out.extend(flag_dst_writes(r.flags)?);
    let mode = if r.flags.is_some() {
        RESOLVE_GMEM_TO_MEM_FLAGS
    } else {
        RESOLVE_GMEM_TO_MEM | r.tiled as u32
    };
    out.push(Step::write_value(RB_RESOLVE_CNTL_3::REG, mode)?);
    out.extend(dst_writes(r.dst, r.dst_pitch, r.dst_array_pitch)?);
    out.push(Step::write(
        RB_BLIT_CNTL::REG,
        &[(RB_BLIT_CNTL::BUF, buf.value() as u64)],
    )?);
    out.push(Step::event("BLIT", EVENT_BLIT));
    Ok(out)
}

/// Memory → GMEM.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Restore {
    /// MRT0 or ZS (the blob restores through these only).
    pub buf: BlitBuf,
    /// Source in system memory.
    pub src: u64,
    /// Source pitch in bytes.
    pub src_pitch: u32,
    /// Source layer stride in bytes.
    pub src_array_pitch: u64,
    /// `a5xx_color_fmt` the source is described with in `RB_MRT[0]`.
    pub color_format: u32,
    /// The source is tiled.
    #[serde(default)]
    pub src_tiled: bool,
    /// GMEM destination.
    pub gmem_offset: u32,
    /// Bin width in pixels.
    pub bin_w: u32,
    /// Bin height in pixels.
    pub bin_h: u32,
    /// Bytes per pixel (times samples) of the buffer in GMEM.
    pub cpp: u32,
    /// The rectangle to restore.
    pub rect: Rect,
}

/// The restore plan.
pub fn restore_plan(r: &Restore) -> Result<Vec<Step>> {
    if !matches!(r.buf, BlitBuf::Mrt(0) | BlitBuf::Zs) {
        return Err(Error::Unsupported(Unsupported::RestoreBuffer(r.buf.name())));
    }
    if r.bin_w == 0 || r.bin_h == 0 {
        return Err(Error::Zero { what: "bin size" });
    }
    if r.bin_w > super::gmem::MAX_BIN_W || r.bin_h > super::gmem::MAX_BIN_H {
        return Err(Error::range(
            "bin size",
            r.bin_w.max(r.bin_h) as u64,
            Expected::Size {
                width: 1024,
                height: 8160,
            },
        ));
    }
    if !r.cpp.is_power_of_two() || r.cpp > 64 {
        return Err(Error::range(
            "cpp",
            r.cpp as u64,
            Expected::PowerOfTwoUpTo(64),
        ));
    }
    let pitch = r.bin_w << r.cpp.trailing_zeros();
    let array_pitch = pitch as u64 * r.bin_h as u64;
    let mut out = vec![
        Step::write(
            RB_CNTL::REG,
            &[
                (RB_CNTL::WIDTH, r.bin_w as u64),
                (RB_CNTL::HEIGHT, r.bin_h as u64),
                (RB_CNTL::BYPASS, 1),
            ],
        )?,
        Step::write(
            RB_MRT_BUF_INFO::REG.at(0),
            &[
                (RB_MRT_BUF_INFO::COLOR_FORMAT, r.color_format as u64),
                (
                    RB_MRT_BUF_INFO::COLOR_TILE_MODE,
                    if r.src_tiled { 3 } else { 0 },
                ),
            ],
        )?,
        Step::write(
            RB_MRT_PITCH::REG.at(0),
            &[(RB_MRT_PITCH::VALUE, r.src_pitch as u64)],
        )?,
        Step::write(
            RB_MRT_ARRAY_PITCH::REG.at(0),
            &[(RB_MRT_ARRAY_PITCH::VALUE, r.src_array_pitch)],
        )?,
    ];
    out.extend(Step::write_address(
        RB_MRT_BASE_LO::REG.at(0),
        RB_MRT_BASE_HI::REG.at(0),
        r.src,
    )?);
    out.extend(r.rect.writes()?);
    out.push(Step::write_value(
        RB_RESOLVE_CNTL_3::REG,
        RESOLVE_MEM_TO_GMEM,
    )?);
    out.extend(dst_writes(r.gmem_offset as u64, pitch, array_pitch)?);
    out.push(Step::write(
        RB_BLIT_CNTL::REG,
        &[(RB_BLIT_CNTL::BUF, r.buf.value() as u64)],
    )?);
    out.push(Step::event("BLIT", EVENT_BLIT));
    // Leave bypass for the tile's draws.
    out.push(Step::write(
        RB_CNTL::REG,
        &[
            (RB_CNTL::WIDTH, r.bin_w as u64),
            (RB_CNTL::HEIGHT, r.bin_h as u64),
        ],
    )?);
    Ok(out)
}

/// One buffer to clear.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClearTarget {
    /// The buffer to clear.
    pub buf: BlitBuf,
    /// `RB_CLEAR_CNTL.MASK` (0xF for colour; 1/2/3 for ZS).
    pub mask: u32,
    /// `RB_CLEAR_COLOR_DW0..3`, the clear value in the buffer's packed format.
    pub value: [u32; 4],
}

/// The clear plan: one fast-clear blit per buffer, then `RB_CLEAR_CNTL = 0`.
pub fn clear_plan(targets: &[ClearTarget]) -> Result<Vec<Step>> {
    if targets.is_empty() {
        return Err(Error::Zero {
            what: "clear targets",
        });
    }
    let mut out = Vec::new();
    for t in targets {
        let buf = t.buf.check()?;
        mask_meaning(buf, t.mask)?;
        out.push(Step::write(
            RB_BLIT_CNTL::REG,
            &[(RB_BLIT_CNTL::BUF, buf.value() as u64)],
        )?);
        out.push(Step::write(
            RB_CLEAR_CNTL::REG,
            &[
                (RB_CLEAR_CNTL::FAST_CLEAR, 1),
                (RB_CLEAR_CNTL::MASK, t.mask as u64),
            ],
        )?);
        let dws = [
            RB_CLEAR_COLOR_DW0::REG.erase(),
            RB_CLEAR_COLOR_DW1::REG.erase(),
            RB_CLEAR_COLOR_DW2::REG.erase(),
            RB_CLEAR_COLOR_DW3::REG.erase(),
        ];
        for (reg, dw) in dws.into_iter().zip(t.value) {
            out.push(Step::write_value(reg, dw)?);
        }
        out.push(Step::event("BLIT", EVENT_BLIT));
    }
    out.push(Step::write_value(RB_CLEAR_CNTL::REG, 0)?);
    Ok(out)
}

/// Pack a depth (and stencil) clear value as the depth format stores it.
pub fn pack_depth(format: DepthFormat, depth: f32, stencil: u8) -> Result<u32> {
    if !(0.0..=1.0).contains(&depth) {
        return Err(Error::Parse {
            text: depth.to_string(),
            reason: ParseReason::ClearDepth,
        });
    }
    Ok(match format {
        DepthFormat::Z16 => (depth * 65535.0).round() as u32,
        DepthFormat::Z24s8 => ((depth as f64 * 16777215.0).round() as u32) | (stencil as u32) << 24,
        DepthFormat::Z32 => depth.to_bits(),
    })
}

/// A UBWC surface to read back.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Readback {
    /// `a5xx_color_fmt` of the surface.
    pub color_format: u32,
    /// Address of the surface.
    pub address: u64,
    /// Pitch in bytes.
    pub pitch: u32,
    /// Layer stride in bytes.
    pub array_pitch: u64,
    /// The surface's flag buffer.
    pub flags: FlagSurface,
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
}

/// The BYPASS-mode flag resolve issued before reading a UBWC surface back
/// (spec §4 "Read-back of UBWC surfaces"): the surface is both source
/// (MRT0 with its flag buffer) and destination, resolved in place with
/// `RB_RESOLVE_CNTL_3 = 0x7`. The blob emits two such blits; captures do
/// not show what differs between them, so this is one resolve per surface.
pub fn readback_plan(r: &Readback) -> Result<Vec<Step>> {
    let rect = Rect::from_size(0, 0, r.width, r.height)?;
    let mut out = vec![
        Step::write_value(RB_CCU_CNTL::REG, CCU_CNTL_BYPASS)?,
        Step::write(RB_CNTL::REG, &[(RB_CNTL::BYPASS, 1)])?,
        Step::write(
            RB_MRT_BUF_INFO::REG.at(0),
            &[
                (RB_MRT_BUF_INFO::COLOR_FORMAT, r.color_format as u64),
                (RB_MRT_BUF_INFO::COLOR_TILE_MODE, 3),
            ],
        )?,
        Step::write(
            RB_MRT_PITCH::REG.at(0),
            &[(RB_MRT_PITCH::VALUE, r.pitch as u64)],
        )?,
        Step::write(
            RB_MRT_ARRAY_PITCH::REG.at(0),
            &[(RB_MRT_ARRAY_PITCH::VALUE, r.array_pitch)],
        )?,
    ];
    out.extend(Step::write_address(
        RB_MRT_BASE_LO::REG.at(0),
        RB_MRT_BASE_HI::REG.at(0),
        r.address,
    )?);
    out.extend(Step::write_address(
        RB_MRT_FLAG_BUFFER_ADDR_LO::REG.at(0),
        RB_MRT_FLAG_BUFFER_ADDR_HI::REG.at(0),
        r.flags.address,
    )?);
    out.push(Step::write(
        RB_MRT_FLAG_BUFFER_PITCH::REG.at(0),
        &[(RB_MRT_FLAG_BUFFER_PITCH::VALUE, r.flags.pitch as u64)],
    )?);
    out.push(Step::write(
        RB_MRT_FLAG_BUFFER_ARRAY_PITCH::REG.at(0),
        &[(RB_MRT_FLAG_BUFFER_ARRAY_PITCH::VALUE, r.flags.array_pitch)],
    )?);
    out.push(Step::write(
        RB_RENDER_CNTL::REG,
        &[(RB_RENDER_CNTL::FLAG_MRTS, 1)],
    )?);
    out.extend(rect.writes()?);
    out.extend(flag_dst_writes(Some(r.flags))?);
    out.push(Step::write_value(
        RB_RESOLVE_CNTL_3::REG,
        RESOLVE_BYPASS_FLAGS,
    )?);
    out.extend(dst_writes(r.address, r.pitch, r.array_pitch)?);
    out.push(Step::write(RB_BLIT_CNTL::REG, &[(RB_BLIT_CNTL::BUF, 0)])?);
    out.push(Step::event("BLIT", EVENT_BLIT));
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn values(plan: &[Step]) -> Vec<(String, u32)> {
        plan.iter()
            .map(|s| match s {
                Step::Write {
                    register, value, ..
                } => (register.clone(), *value),
                Step::Event { name, code } => (format!("event {name}"), *code),
            })
            .collect()
    }

    fn find(plan: &[Step], reg: &str) -> u32 {
        values(plan)
            .into_iter()
            .find(|(r, _)| r == reg)
            .unwrap_or_else(|| panic!("{reg} not written"))
            .1
    }

    #[test]
    fn buf_values_and_names() {
        let table: &[(&str, u32, &str)] = &[
            ("mrt0", 0, "BLIT_MRT0"),
            ("MRT7", 7, "BLIT_MRT7"),
            ("zs", 8, "BLIT_ZS"),
            ("s", 9, "BLIT_S"),
            ("BLIT_ZS", 8, "BLIT_ZS"),
            ("3", 3, "BLIT_MRT3"),
        ];
        for &(text, v, name) in table {
            let b = BlitBuf::parse(text).unwrap();
            assert_eq!((b.value(), b.name().as_str()), (v, name));
            assert_eq!(BlitBuf::from_value(v).unwrap(), b);
        }
        assert!(BlitBuf::parse("mrt8").is_err());
        assert!(BlitBuf::parse("q").is_err());
    }

    #[test]
    fn mask_meanings() {
        let table: &[(BlitBuf, u32, Option<&str>)] = &[
            (BlitBuf::Zs, 1, Some("depth")),
            (BlitBuf::Zs, 2, Some("stencil")),
            (BlitBuf::Zs, 3, Some("depth + stencil")),
            (BlitBuf::Zs, 4, None),
            (BlitBuf::Mrt(0), 0xf, Some("components RGBA")),
            (BlitBuf::Mrt(2), 0x5, Some("components RB")),
            (BlitBuf::Mrt(0), 0x10, None),
        ];
        for &(b, m, want) in table {
            assert_eq!(mask_meaning(b, m).ok().as_deref(), want, "{b:?} {m}");
        }
    }

    #[test]
    fn resolve_flow() {
        let r = Resolve {
            buf: BlitBuf::Mrt(1),
            gmem_offset: 0x4000,
            dst: 0x1_0000_0000,
            dst_pitch: 7680,
            dst_array_pitch: 7680 * 1080,
            tiled: false,
            flags: None,
            rect: Rect::from_size(640, 384, 640, 384).unwrap(),
        };
        let plan = resolve_plan(&r).unwrap();
        assert_eq!(find(&plan, "RB_MRT[1].BASE_LO"), 0x4000);
        assert_eq!(find(&plan, "RB_CLEAR_CNTL"), 0);
        assert_eq!(find(&plan, "RB_RESOLVE_CNTL_1"), 640 | 384 << 16);
        assert_eq!(find(&plan, "RB_RESOLVE_CNTL_2"), 1279 | 767 << 16);
        assert_eq!(find(&plan, "RB_RESOLVE_CNTL_3"), 0x4);
        assert_eq!(find(&plan, "RB_BLIT_DST_LO"), 0);
        assert_eq!(find(&plan, "RB_BLIT_DST_HI"), 1);
        assert_eq!(find(&plan, "RB_BLIT_DST_PITCH"), 7680 >> 6);
        assert_eq!(find(&plan, "RB_BLIT_FLAG_DST_LO"), 0);
        assert_eq!(find(&plan, "RB_BLIT_CNTL"), 1);
        assert!(matches!(plan.last(), Some(Step::Event { code: 0x1e, .. })));

        let tiled = resolve_plan(&Resolve { tiled: true, ..r }).unwrap();
        assert_eq!(find(&tiled, "RB_RESOLVE_CNTL_3"), 0x5);
        let flags = FlagSurface {
            address: 0x2000,
            pitch: 64,
            array_pitch: 0x8000,
        };
        let ubwc = resolve_plan(&Resolve {
            flags: Some(flags),
            ..r
        })
        .unwrap();
        assert_eq!(find(&ubwc, "RB_RESOLVE_CNTL_3"), 0xf);
        assert_eq!(find(&ubwc, "RB_BLIT_FLAG_DST_LO"), 0x2000);
        let zs = resolve_plan(&Resolve {
            buf: BlitBuf::Zs,
            ..r
        })
        .unwrap();
        assert_eq!(find(&zs, "RB_DEPTH_BUFFER_BASE_LO"), 0x4000);
        assert_eq!(find(&zs, "RB_BLIT_CNTL"), 8);
        // Pitches must be multiples of 64.
        assert!(resolve_plan(&Resolve {
            dst_pitch: 100,
            ..r
        })
        .is_err());
    }

    #[test]
    fn restore_flow() {
        let r = Restore {
            buf: BlitBuf::Mrt(0),
            src: 0x8000_0000,
            src_pitch: 7680,
            src_array_pitch: 7680 * 1080,
            color_format: 0x30,
            src_tiled: false,
            gmem_offset: 0,
            bin_w: 640,
            bin_h: 384,
            cpp: 4,
            rect: Rect::from_size(0, 0, 640, 384).unwrap(),
        };
        let plan = restore_plan(&r).unwrap();
        let v = values(&plan);
        assert_eq!(v[0], ("RB_CNTL".into(), 20 | 12 << 9 | 1 << 17));
        assert_eq!(find(&plan, "RB_MRT[0].BASE_LO"), 0x8000_0000);
        assert_eq!(find(&plan, "RB_RESOLVE_CNTL_3"), 0);
        assert_eq!(find(&plan, "RB_BLIT_DST_PITCH"), 2560 >> 6);
        assert_eq!(find(&plan, "RB_BLIT_DST_ARRAY_PITCH"), (2560 * 384) >> 6);
        assert_eq!(v.last().unwrap(), &("RB_CNTL".to_string(), 20 | 12 << 9));
        assert!(restore_plan(&Restore {
            buf: BlitBuf::Mrt(1),
            ..r
        })
        .is_err());
        assert!(restore_plan(&Restore {
            bin_w: u32::MAX,
            ..r
        })
        .is_err());
        assert!(Rect::from_size(u32::MAX, 0, 2, 1).is_err());
        assert!(Rect::from_size(0, 32767, 1, 2).is_err());
        assert!(Rect::from_size(0, 0, 0, 1).is_err());
    }

    #[test]
    fn clear_flow() {
        let plan = clear_plan(&[
            ClearTarget {
                buf: BlitBuf::Mrt(0),
                mask: 0xf,
                value: [0xff00ff00, 0, 0, 0],
            },
            ClearTarget {
                buf: BlitBuf::Zs,
                mask: 3,
                value: [pack_depth(DepthFormat::Z24s8, 1.0, 0x80).unwrap(), 0, 0, 0],
            },
        ])
        .unwrap();
        let v = values(&plan);
        assert_eq!(v[0], ("RB_BLIT_CNTL".into(), 0));
        assert_eq!(v[1], ("RB_CLEAR_CNTL".into(), 0x2 | 0xf << 4));
        assert_eq!(v[2], ("RB_CLEAR_COLOR_DW0".into(), 0xff00ff00));
        assert_eq!(v[7], ("RB_BLIT_CNTL".into(), 8));
        assert_eq!(v[8], ("RB_CLEAR_CNTL".into(), 0x2 | 3 << 4));
        assert_eq!(v[9], ("RB_CLEAR_COLOR_DW0".into(), 0x80ffffff));
        assert_eq!(v.last().unwrap(), &("RB_CLEAR_CNTL".to_string(), 0));
        assert!(clear_plan(&[]).is_err());
        assert!(clear_plan(&[ClearTarget {
            buf: BlitBuf::Zs,
            mask: 0xf,
            value: [0; 4]
        }])
        .is_err());
    }

    #[test]
    fn depth_packing() {
        assert_eq!(pack_depth(DepthFormat::Z16, 1.0, 0).unwrap(), 0xffff);
        assert_eq!(pack_depth(DepthFormat::Z16, 0.5, 0).unwrap(), 0x8000);
        assert_eq!(pack_depth(DepthFormat::Z24s8, 0.0, 1).unwrap(), 0x0100_0000);
        assert_eq!(pack_depth(DepthFormat::Z32, 1.0, 0).unwrap(), 0x3f80_0000);
        assert!(pack_depth(DepthFormat::Z16, -0.1, 0).is_err());
    }

    #[test]
    fn readback_flow() {
        let plan = readback_plan(&Readback {
            color_format: 0x45,
            address: 0xc073a000,
            pitch: 512,
            array_pitch: 1642496,
            flags: FlagSurface {
                address: 0xc0732000,
                pitch: 64,
                array_pitch: 0x8000,
            },
            width: 100,
            height: 2000,
        })
        .unwrap();
        assert_eq!(find(&plan, "RB_CCU_CNTL"), CCU_CNTL_BYPASS);
        assert_eq!(find(&plan, "RB_CNTL"), 1 << 17);
        assert_eq!(find(&plan, "RB_RESOLVE_CNTL_3"), 0x7);
        assert_eq!(find(&plan, "RB_MRT_FLAG_BUFFER[0].ADDR_LO"), 0xc0732000);
        assert_eq!(find(&plan, "RB_BLIT_DST_LO"), 0xc073a000);
        assert_eq!(find(&plan, "RB_RENDER_CNTL"), 1 << 16);
    }
}
