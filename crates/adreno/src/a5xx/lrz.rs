//! LRZ (low-resolution Z, spec §3): buffer geometry, its registers, the
//! clear and flush sequences, and a rule engine deciding per draw whether
//! LRZ is tested, written, in which direction, or disabled — with reasons.

use serde::{Deserialize, Serialize};

use super::plan::Step;
use super::regs_db::{
    GRAS_LRZ_BUFFER_BASE_HI, GRAS_LRZ_BUFFER_BASE_LO, GRAS_LRZ_BUFFER_PITCH, GRAS_LRZ_CNTL,
    GRAS_LRZ_FAST_CLEAR_BUFFER_BASE_HI, GRAS_LRZ_FAST_CLEAR_BUFFER_BASE_LO, RB_BLIT_CNTL,
    RB_CCU_CNTL, RB_CLEAR_CNTL, RB_CLEAR_COLOR_DW0, RB_CNTL, RB_MRT_ARRAY_PITCH, RB_MRT_BASE_HI,
    RB_MRT_BASE_LO, RB_MRT_BUF_INFO, RB_MRT_PITCH, RB_RESOLVE_CNTL_1, RB_RESOLVE_CNTL_2,
    VSC_RESOLVE_CNTL,
};
use crate::{Error, Expected, ParseReason, Result};

/// Bytes in front of the LRZ data holding the fast-clear state.
pub const FAST_CLEAR_AREA: u64 = 0x1000;
/// `CP_EVENT_WRITE` code of `BLIT`.
pub const EVENT_BLIT: u32 = 0x1e;
/// `CP_EVENT_WRITE` code of `LRZ_FLUSH`.
pub const EVENT_LRZ_FLUSH: u32 = 0x26;

/// Depth buffer formats (`a5xx_depth_format`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DepthFormat {
    /// 16-bit depth.
    Z16,
    /// 24-bit depth and 8-bit stencil.
    Z24s8,
    /// 32-bit float depth.
    Z32,
}

impl DepthFormat {
    /// Parse `z16`, `z24s8` (or `z24`), `z32` (or `z32f`).
    pub fn parse(text: &str) -> Result<DepthFormat> {
        match text.trim().to_ascii_lowercase().as_str() {
            "z16" | "depth16" => Ok(DepthFormat::Z16),
            "z24s8" | "z24" | "z24_s8" | "depth24_stencil8" => Ok(DepthFormat::Z24s8),
            "z32" | "z32f" | "depth32f" => Ok(DepthFormat::Z32),
            _ => Err(Error::Parse {
                text: text.to_string(),
                reason: ParseReason::DepthFormat,
            }),
        }
    }

    /// Bytes per sample.
    pub const fn cpp(self) -> u32 {
        match self {
            DepthFormat::Z16 => 2,
            DepthFormat::Z24s8 | DepthFormat::Z32 => 4,
        }
    }
}

/// LRZ buffer geometry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct LrzBuffer {
    /// Width of the depth surface in pixels.
    pub width: u32,
    /// Height of the depth surface in pixels.
    pub height: u32,
    /// Samples per pixel.
    pub samples: u32,
    /// Pitch in z16 texels: `align(ceil(W/8), 64)`, doubled for 4x MSAA.
    pub pitch: u32,
    /// Rows: `ceil(H/8)`, doubled for 2x and 4x MSAA.
    pub rows: u32,
    /// `pitch * rows * 2 + 0x1000`.
    pub size: u64,
    /// Offset of the fast-clear area (0) and of the LRZ data (0x1000).
    pub fast_clear_offset: u64,
    /// Offset of the LRZ data.
    pub data_offset: u64,
}

/// Geometry of the LRZ buffer of a `width` x `height` depth surface.
pub fn buffer(width: u32, height: u32, samples: u32) -> Result<LrzBuffer> {
    if width == 0 {
        return Err(Error::Zero { what: "width" });
    }
    if height == 0 {
        return Err(Error::Zero { what: "height" });
    }
    if width > 16384 || height > 16384 {
        return Err(Error::range(
            "depth surface size",
            width.max(height) as u64,
            Expected::Range { lo: 1, hi: 16384 },
        ));
    }
    // Mesa's a5xx aligns to 64 (the rnndb note says 32; both encode).
    let mut pitch = width.div_ceil(8).div_ceil(64) * 64;
    let mut rows = height.div_ceil(8);
    match samples {
        1 => {}
        2 => rows *= 2,
        4 => {
            pitch *= 2;
            rows *= 2;
        }
        _ => {
            return Err(Error::range(
                "samples",
                samples as u64,
                Expected::OneOf(&[1, 2, 4]),
            ))
        }
    }
    Ok(LrzBuffer {
        width,
        height,
        samples,
        pitch,
        rows,
        size: pitch as u64 * rows as u64 * 2 + FAST_CLEAR_AREA,
        fast_clear_offset: 0,
        data_offset: FAST_CLEAR_AREA,
    })
}

impl LrzBuffer {
    /// Registers written when the depth buffer is bound (spec §3.2).
    pub fn bind_writes(&self, address: u64) -> Result<Vec<Step>> {
        let mut out = Vec::new();
        out.extend(Step::write_address(
            GRAS_LRZ_BUFFER_BASE_LO::REG,
            GRAS_LRZ_BUFFER_BASE_HI::REG,
            address + self.data_offset,
        )?);
        out.push(Step::write(
            GRAS_LRZ_BUFFER_PITCH::REG,
            &[(GRAS_LRZ_BUFFER_PITCH::VALUE, self.pitch as u64)],
        )?);
        out.extend(Step::write_address(
            GRAS_LRZ_FAST_CLEAR_BUFFER_BASE_LO::REG,
            GRAS_LRZ_FAST_CLEAR_BUFFER_BASE_HI::REG,
            address + self.fast_clear_offset,
        )?);
        Ok(out)
    }

    /// The LRZ clear, a bypass blit of `depth` packed as z16 (spec §3.5).
    pub fn clear_plan(&self, address: u64, depth: f32) -> Result<Vec<Step>> {
        if !(0.0..=1.0).contains(&depth) {
            return Err(Error::Parse {
                text: depth.to_string(),
                reason: ParseReason::ClearDepth,
            });
        }
        let z16 = (depth * 65535.0).round() as u64;
        let mut out = vec![
            Step::write_value(RB_CCU_CNTL::REG, 0x1000_0000)?,
            Step::write_value(GRAS_LRZ_CNTL::REG, 0)?,
            Step::write(
                RB_MRT_BUF_INFO::REG.at(0),
                &[
                    (RB_MRT_BUF_INFO::COLOR_FORMAT, 0x15), // RB5_R16_UNORM
                    (RB_MRT_BUF_INFO::COLOR_TILE_MODE, 0),
                    (RB_MRT_BUF_INFO::COLOR_SWAP, 0),
                ],
            )?,
            Step::write(
                RB_MRT_PITCH::REG.at(0),
                &[(RB_MRT_PITCH::VALUE, self.pitch as u64 * 2)],
            )?,
            Step::write(
                RB_MRT_ARRAY_PITCH::REG.at(0),
                &[(RB_MRT_ARRAY_PITCH::VALUE, self.size)],
            )?,
        ];
        out.extend(Step::write_address(
            RB_MRT_BASE_LO::REG.at(0),
            RB_MRT_BASE_HI::REG.at(0),
            address + self.data_offset,
        )?);
        out.push(Step::write(RB_BLIT_CNTL::REG, &[(RB_BLIT_CNTL::BUF, 0)])?);
        out.push(Step::write(
            RB_CLEAR_CNTL::REG,
            &[(RB_CLEAR_CNTL::FAST_CLEAR, 1), (RB_CLEAR_CNTL::MASK, 0xf)],
        )?);
        out.push(Step::write_value(RB_CLEAR_COLOR_DW0::REG, z16 as u32)?);
        out.push(Step::write(
            VSC_RESOLVE_CNTL::REG,
            &[
                (VSC_RESOLVE_CNTL::X, self.pitch as u64),
                (VSC_RESOLVE_CNTL::Y, self.rows as u64),
            ],
        )?);
        out.push(Step::write(RB_CNTL::REG, &[(RB_CNTL::BYPASS, 1)])?);
        out.push(Step::write(
            RB_RESOLVE_CNTL_1::REG,
            &[(RB_RESOLVE_CNTL_1::X, 0), (RB_RESOLVE_CNTL_1::Y, 0)],
        )?);
        out.push(Step::write(
            RB_RESOLVE_CNTL_2::REG,
            &[
                (RB_RESOLVE_CNTL_2::X, self.pitch as u64 - 1),
                (RB_RESOLVE_CNTL_2::Y, self.rows as u64 - 1),
            ],
        )?);
        out.push(Step::event("BLIT", EVENT_BLIT));
        Ok(out)
    }
}

/// The LRZ flush (spec §3.5).
pub fn flush_plan() -> Result<Vec<Step>> {
    Ok(vec![
        Step::write(GRAS_LRZ_CNTL::REG, &[(GRAS_LRZ_CNTL::ENABLE, 1)])?,
        Step::event("LRZ_FLUSH", EVENT_LRZ_FLUSH),
        Step::write_value(GRAS_LRZ_CNTL::REG, 0)?,
    ])
}

/// Depth/stencil compare function.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CompareFunc {
    /// Never passes.
    Never,
    /// `<`.
    Less,
    /// `==`.
    Equal,
    /// `<=`.
    Lequal,
    /// `>`.
    Greater,
    /// `!=`.
    Notequal,
    /// `>=`.
    Gequal,
    /// Always passes.
    Always,
}

impl CompareFunc {
    /// Parse `less`, `GL_LEQUAL`, `geq`, ...
    pub fn parse(text: &str) -> Option<CompareFunc> {
        let t = text.trim().to_ascii_lowercase();
        let t = t.strip_prefix("gl_").unwrap_or(&t);
        Some(match t {
            "never" => CompareFunc::Never,
            "less" | "lt" => CompareFunc::Less,
            "equal" | "eq" => CompareFunc::Equal,
            "lequal" | "le" | "leq" => CompareFunc::Lequal,
            "greater" | "gt" => CompareFunc::Greater,
            "notequal" | "ne" | "neq" => CompareFunc::Notequal,
            "gequal" | "ge" | "geq" => CompareFunc::Gequal,
            "always" => CompareFunc::Always,
            _ => return None,
        })
    }

    /// GL-style name (`LEQUAL`).
    pub const fn name(self) -> &'static str {
        match self {
            CompareFunc::Never => "NEVER",
            CompareFunc::Less => "LESS",
            CompareFunc::Equal => "EQUAL",
            CompareFunc::Lequal => "LEQUAL",
            CompareFunc::Greater => "GREATER",
            CompareFunc::Notequal => "NOTEQUAL",
            CompareFunc::Gequal => "GEQUAL",
            CompareFunc::Always => "ALWAYS",
        }
    }

    /// The LRZ direction of the function (rule 1), if it has one.
    pub const fn direction(self) -> Option<Direction> {
        match self {
            CompareFunc::Less | CompareFunc::Lequal => Some(Direction::Less),
            CompareFunc::Greater | CompareFunc::Gequal => Some(Direction::Greater),
            _ => None,
        }
    }
}

/// Which way LRZ keeps its values: the minimum (LESS) or maximum (GREATER).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    /// LRZ keeps minimum depths.
    Less,
    /// LRZ keeps maximum depths.
    Greater,
}

impl Direction {
    /// `LESS` or `GREATER`.
    pub const fn name(self) -> &'static str {
        match self {
            Direction::Less => "LESS",
            Direction::Greater => "GREATER",
        }
    }
}

/// Which pass the draw is emitted in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Pass {
    /// Hardware binning pass: LRZ is written here.
    Binning,
    /// Per-tile GMEM rendering: LRZ is tested.
    Tile,
    /// Direct rendering to system memory.
    Sysmem,
}

/// The state of one draw that matters to LRZ.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DrawState {
    /// Depth test enabled.
    #[serde(default = "yes")]
    pub depth_test: bool,
    /// Depth compare function.
    #[serde(default = "less")]
    pub depth_func: CompareFunc,
    /// Depth writes enabled.
    #[serde(default)]
    pub depth_write: bool,
    /// Stencil test enabled.
    #[serde(default)]
    pub stencil_test: bool,
    /// Alpha test enabled.
    #[serde(default)]
    pub alpha_test: bool,
    /// Blending per render target.
    #[serde(default)]
    pub blend: Vec<bool>,
    /// The fragment shader writes depth.
    #[serde(default)]
    pub fs_writes_depth: bool,
    /// The fragment shader can discard.
    #[serde(default)]
    pub fs_discards: bool,
    /// The fragment shader cannot use early-z for another reason.
    #[serde(default)]
    pub fs_no_early_z: bool,
}

fn yes() -> bool {
    true
}
fn less() -> CompareFunc {
    CompareFunc::Less
}

impl Default for DrawState {
    fn default() -> Self {
        DrawState {
            depth_test: true,
            depth_func: CompareFunc::Less,
            depth_write: false,
            stencil_test: false,
            alpha_test: false,
            blend: Vec::new(),
            fs_writes_depth: false,
            fs_discards: false,
            fs_no_early_z: false,
        }
    }
}

impl DrawState {
    /// Parse comma-separated words: a compare function (`less`, `gequal`,
    /// ...), `notest`, `write`, `stencil`, `alpha`, `blend` (MRT0) or
    /// `blend=MASK` (bit per render target), `fragz` (shader writes
    /// depth), `discard`, `noearlyz`.
    pub fn parse(text: &str) -> Result<DrawState> {
        let mut d = DrawState::default();
        for word in text.split(',').map(str::trim).filter(|w| !w.is_empty()) {
            let lower = word.to_ascii_lowercase();
            if let Some(f) = CompareFunc::parse(&lower) {
                d.depth_func = f;
                continue;
            }
            match lower.as_str() {
                "notest" | "no-test" => d.depth_test = false,
                "write" | "zwrite" => d.depth_write = true,
                "stencil" => d.stencil_test = true,
                "alpha" => d.alpha_test = true,
                "blend" => d.blend = vec![true],
                "fragz" | "fs-writes-depth" => d.fs_writes_depth = true,
                "discard" | "kill" => d.fs_discards = true,
                "noearlyz" | "no-early-z" => d.fs_no_early_z = true,
                other => match other.strip_prefix("blend=") {
                    Some(mask) => {
                        let m = gpubin_binfmt::parse_u64(mask).map_err(|_| Error::Parse {
                            text: word.to_string(),
                            reason: ParseReason::BlendMask,
                        })?;
                        if m > 0xff {
                            return Err(Error::range("blend mask", m, Expected::RenderTargets(8)));
                        }
                        d.blend = (0..8).map(|i| m >> i & 1 == 1).collect();
                    }
                    None => {
                        return Err(Error::Parse {
                            text: word.to_string(),
                            reason: ParseReason::DrawWord,
                        })
                    }
                },
            }
        }
        Ok(d)
    }

    fn blending(&self) -> bool {
        self.blend.iter().any(|&b| b)
    }
}

/// One reason behind a decision.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reason {
    /// Short machine-readable code (`depth_test_off`, `func_equal`, ...).
    pub code: String,
    /// The reason in words.
    pub message: String,
}

fn reason(code: &str, message: impl Into<String>) -> Reason {
    Reason {
        code: code.to_string(),
        message: message.into(),
    }
}

/// What LRZ holds between draws of a pass.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LrzState {
    /// Whether LRZ holds usable values.
    pub valid: bool,
    /// Direction of the values written so far (none right after a clear).
    pub direction: Option<Direction>,
    /// Why LRZ is not valid.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub invalid_reason: Option<String>,
}

impl LrzState {
    /// After a fast depth clear of a buffer of `format` (rule 5: never z32).
    pub fn after_clear(format: DepthFormat) -> LrzState {
        if format == DepthFormat::Z32 {
            return LrzState::invalid("z32 depth buffers have no LRZ buffer");
        }
        LrzState {
            valid: true,
            direction: None,
            invalid_reason: None,
        }
    }

    /// Without a fast depth clear.
    pub fn not_cleared() -> LrzState {
        LrzState::invalid("LRZ becomes valid only through a fast depth clear")
    }

    fn invalid(why: &str) -> LrzState {
        LrzState {
            valid: false,
            direction: None,
            invalid_reason: Some(why.to_string()),
        }
    }
}

/// The decision for one draw.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LrzDecision {
    /// Whether the draw tests against LRZ.
    pub test: bool,
    /// Whether the draw writes LRZ.
    pub write: bool,
    /// The direction of the test (`None` when LRZ is off for the draw).
    pub direction: Option<Direction>,
    /// `GRAS_LRZ_CNTL` value.
    pub cntl: u32,
    /// This draw invalidated LRZ until the next depth clear.
    pub invalidates: bool,
    /// Why, rule by rule.
    pub reasons: Vec<Reason>,
}

fn cntl(test: bool, write: bool, dir: Option<Direction>) -> u32 {
    if !test {
        return 0;
    }
    1 | (write as u32) << 1 | ((dir == Some(Direction::Greater)) as u32) << 2
}

/// Decide LRZ for one draw, updating `state` (spec §3.3, §3.4).
pub fn decide(state: &mut LrzState, draw: &DrawState, pass: Pass) -> LrzDecision {
    let mut reasons = Vec::new();
    let off = |reasons: Vec<Reason>, invalidates: bool| LrzDecision {
        test: false,
        write: false,
        direction: None,
        cntl: 0,
        invalidates,
        reasons,
    };
    let invalidate = |state: &mut LrzState, r: Reason| {
        state.valid = false;
        state.direction = None;
        state.invalid_reason = Some(r.message.clone());
        off(vec![r], true)
    };
    if !state.valid {
        let why = state.invalid_reason.clone().unwrap_or_default();
        return off(
            vec![reason("lrz_invalid", format!("LRZ is not valid: {why}"))],
            false,
        );
    }
    if !draw.depth_test {
        return off(
            vec![reason("depth_test_off", "depth test is off: LRZ not used")],
            false,
        );
    }
    let dir = match draw.depth_func {
        CompareFunc::Equal => {
            return off(
                vec![reason("func_equal", "depth function EQUAL: no LRZ test or write")],
                false,
            )
        }
        CompareFunc::Always | CompareFunc::Notequal if draw.depth_write => {
            return invalidate(
                state,
                reason(
                    "func_unordered_write",
                    format!(
                        "depth function {} with depth writes can move depth either way: LRZ invalidated",
                        draw.depth_func.name()
                    ),
                ),
            )
        }
        CompareFunc::Always | CompareFunc::Notequal => {
            return off(
                vec![reason(
                    "func_unordered",
                    format!(
                        "depth function {} without depth writes: LRZ skipped for the draw",
                        draw.depth_func.name()
                    ),
                )],
                false,
            )
        }
        CompareFunc::Never => {
            // Nothing passes; testing is harmless, writing is pointless.
            let dir = state.direction.unwrap_or(Direction::Less);
            return LrzDecision {
                test: true,
                write: false,
                direction: Some(dir),
                cntl: cntl(true, false, Some(dir)),
                invalidates: false,
                reasons: vec![reason("func_never", "depth function NEVER: test allowed, no write")],
            };
        }
        f => f.direction().unwrap_or(Direction::Less),
    };
    if let Some(held) = state.direction {
        if held != dir {
            return invalidate(
                state,
                reason(
                    "direction_flip",
                    format!(
                        "depth direction flips from {} to {} while LRZ holds {} values: LRZ invalidated",
                        held.name(),
                        dir.name(),
                        held.name()
                    ),
                ),
            );
        }
    }
    if draw.fs_writes_depth {
        if draw.depth_write {
            return invalidate(
                state,
                reason(
                    "fs_writes_depth",
                    "fragment shader writes depth with depth writes on: depth may move either way, LRZ invalidated",
                ),
            );
        }
        return off(
            vec![reason(
                "fs_writes_depth",
                "fragment shader writes depth: LRZ off for the draw",
            )],
            false,
        );
    }
    if draw.fs_discards || draw.fs_no_early_z {
        return off(
            vec![reason(
                "fs_kill",
                "fragment shader discards or cannot use early-z: LRZ off for the draw",
            )],
            false,
        );
    }
    if draw.depth_write && draw.blending() {
        return invalidate(
            state,
            reason(
                "blend_with_depth_write",
                "depth writes with blending are not mirrored in LRZ: LRZ invalidated",
            ),
        );
    }
    let mut write_ok = true;
    if !draw.depth_write {
        write_ok = false;
        reasons.push(reason("no_depth_write", "depth writes off: no LRZ write"));
    }
    if draw.stencil_test {
        write_ok = false;
        reasons.push(reason("stencil", "stencil test on: no LRZ write"));
    }
    if draw.alpha_test {
        write_ok = false;
        reasons.push(reason("alpha_test", "alpha test on: no LRZ write"));
    }
    if draw.blending() {
        write_ok = false;
        reasons.push(reason("blend", "blending on a render target: no LRZ write"));
    }
    if write_ok {
        state.direction = Some(dir);
    }
    let write = write_ok && pass == Pass::Binning;
    if write_ok && !write {
        reasons.push(reason(
            "not_binning",
            "LRZ is written only in the binning pass",
        ));
    }
    reasons.insert(
        0,
        reason(
            "test",
            format!(
                "depth function {} tests LRZ keeping the {}",
                draw.depth_func.name(),
                if dir == Direction::Greater {
                    "maximum (GREATER)"
                } else {
                    "minimum"
                }
            ),
        ),
    );
    LrzDecision {
        test: true,
        write,
        direction: Some(dir),
        cntl: cntl(true, write, Some(dir)),
        invalidates: false,
        reasons,
    }
}

/// Decide a sequence of draws of one pass starting from `state`.
pub fn evaluate(mut state: LrzState, draws: &[DrawState], pass: Pass) -> Vec<LrzDecision> {
    draws.iter().map(|d| decide(&mut state, d, pass)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buffer_geometry_table() {
        // (w, h, samples) -> (pitch, rows, size)
        let table: &[(u32, u32, u32, u32, u32, u64)] = &[
            (1920, 1080, 1, 256, 135, 256 * 135 * 2 + 0x1000),
            (512, 512, 1, 64, 64, 64 * 64 * 2 + 0x1000),
            (513, 7, 1, 128, 1, 128 * 2 + 0x1000),
            (1920, 1080, 2, 256, 270, 256 * 270 * 2 + 0x1000),
            (1920, 1080, 4, 512, 270, 512 * 270 * 2 + 0x1000),
            (1, 1, 1, 64, 1, 128 + 0x1000),
        ];
        for &(w, h, s, pitch, rows, size) in table {
            let b = buffer(w, h, s).unwrap();
            assert_eq!(
                (b.pitch, b.rows, b.size),
                (pitch, rows, size),
                "{w}x{h} x{s}"
            );
            assert_eq!((b.fast_clear_offset, b.data_offset), (0, 0x1000));
        }
        assert!(buffer(0, 10, 1).is_err());
        assert!(buffer(10, 10, 3).is_err());
    }

    #[test]
    fn bind_registers() {
        let b = buffer(1920, 1080, 1).unwrap();
        let w = b.bind_writes(0x1_0000_0000).unwrap();
        let vals: Vec<u32> = w
            .iter()
            .map(|s| match s {
                Step::Write { value, .. } => *value,
                _ => unreachable!(),
            })
            .collect();
        assert_eq!(vals, [0x1000, 1, 256 >> 5, 0, 1]);
    }

    #[test]
    fn clear_and_flush_plans() {
        let b = buffer(256, 256, 1).unwrap();
        let plan = b.clear_plan(0x10000, 1.0).unwrap();
        let text: Vec<String> = plan.iter().map(|s| s.to_string()).collect();
        let all = text.join("\n");
        assert!(all.contains("RB_CLEAR_COLOR_DW0"));
        assert!(all.contains("0x0000ffff"), "{all}");
        assert!(all.contains("COLOR_FORMAT = RB5_R16_UNORM"), "{all}");
        assert!(matches!(plan.last(), Some(Step::Event { code: 0x1e, .. })));
        assert!(b.clear_plan(0, 1.5).is_err());
        let f = flush_plan().unwrap();
        assert!(matches!(f[1], Step::Event { code: 0x26, .. }));
    }

    fn draw(words: &str) -> DrawState {
        DrawState::parse(words).unwrap()
    }

    #[test]
    fn rule_table() {
        // (draw, pass, test, write, cntl, invalidates, first reason code)
        let table: &[(&str, Pass, bool, bool, u32, bool, &str)] = &[
            (
                "less,write",
                Pass::Binning,
                true,
                true,
                0b011,
                false,
                "test",
            ),
            (
                "lequal,write",
                Pass::Tile,
                true,
                false,
                0b001,
                false,
                "test",
            ),
            (
                "greater,write",
                Pass::Binning,
                true,
                true,
                0b111,
                false,
                "test",
            ),
            ("gequal", Pass::Binning, true, false, 0b101, false, "test"),
            (
                "less,write,stencil",
                Pass::Binning,
                true,
                false,
                0b001,
                false,
                "test",
            ),
            (
                "less,write,alpha",
                Pass::Binning,
                true,
                false,
                0b001,
                false,
                "test",
            ),
            (
                "less,blend",
                Pass::Binning,
                true,
                false,
                0b001,
                false,
                "test",
            ),
            (
                "less,write,blend=0b10",
                Pass::Binning,
                false,
                false,
                0,
                true,
                "blend_with_depth_write",
            ),
            (
                "equal,write",
                Pass::Binning,
                false,
                false,
                0,
                false,
                "func_equal",
            ),
            (
                "always,write",
                Pass::Binning,
                false,
                false,
                0,
                true,
                "func_unordered_write",
            ),
            (
                "notequal",
                Pass::Binning,
                false,
                false,
                0,
                false,
                "func_unordered",
            ),
            (
                "never,write",
                Pass::Binning,
                true,
                false,
                0b001,
                false,
                "func_never",
            ),
            (
                "notest,write",
                Pass::Binning,
                false,
                false,
                0,
                false,
                "depth_test_off",
            ),
            (
                "less,write,fragz",
                Pass::Binning,
                false,
                false,
                0,
                true,
                "fs_writes_depth",
            ),
            (
                "less,fragz",
                Pass::Binning,
                false,
                false,
                0,
                false,
                "fs_writes_depth",
            ),
            (
                "less,write,discard",
                Pass::Binning,
                false,
                false,
                0,
                false,
                "fs_kill",
            ),
            (
                "less,write,noearlyz",
                Pass::Binning,
                false,
                false,
                0,
                false,
                "fs_kill",
            ),
            (
                "less,write",
                Pass::Sysmem,
                true,
                false,
                0b001,
                false,
                "test",
            ),
        ];
        for &(words, pass, test, write, c, inv, code) in table {
            let mut st = LrzState::after_clear(DepthFormat::Z24s8);
            let d = decide(&mut st, &draw(words), pass);
            assert_eq!(
                (
                    d.test,
                    d.write,
                    d.cntl,
                    d.invalidates,
                    d.reasons[0].code.as_str()
                ),
                (test, write, c, inv, code),
                "{words} {pass:?}: {:?}",
                d.reasons
            );
            assert_eq!(st.valid, !inv);
        }
    }

    #[test]
    fn direction_flip_invalidates_until_clear() {
        let draws = [
            draw("less,write"),
            draw("greater,write"),
            draw("less,write"),
        ];
        let d = evaluate(
            LrzState::after_clear(DepthFormat::Z16),
            &draws,
            Pass::Binning,
        );
        assert_eq!(d[0].cntl, 0b011);
        assert!(d[1].invalidates);
        assert_eq!(d[1].reasons[0].code, "direction_flip");
        assert_eq!(d[2].cntl, 0);
        assert_eq!(d[2].reasons[0].code, "lrz_invalid");
    }

    #[test]
    fn direction_is_set_only_by_writing_draws() {
        // A GREATER test without writes leaves LRZ without a direction, so
        // a later LESS writer is fine.
        let draws = [draw("greater"), draw("less,write")];
        let d = evaluate(
            LrzState::after_clear(DepthFormat::Z16),
            &draws,
            Pass::Binning,
        );
        assert!(!d[1].invalidates);
        assert_eq!(d[1].cntl, 0b011);
    }

    #[test]
    fn no_clear_or_z32_means_no_lrz() {
        let mut st = LrzState::not_cleared();
        assert_eq!(decide(&mut st, &draw("less,write"), Pass::Binning).cntl, 0);
        let mut st = LrzState::after_clear(DepthFormat::Z32);
        let d = decide(&mut st, &draw("less,write"), Pass::Binning);
        assert!(d.reasons[0].message.contains("z32"));
    }

    #[test]
    fn draw_words() {
        let d = draw("GL_GEQUAL, write, blend=5");
        assert_eq!(d.depth_func, CompareFunc::Gequal);
        assert!(d.depth_write);
        assert_eq!(d.blend[..3], [true, false, true]);
        assert!(DrawState::parse("less,bogus").is_err());
        assert_eq!(DepthFormat::parse("z24").unwrap(), DepthFormat::Z24s8);
        assert!(DepthFormat::parse("z8").is_err());
    }
}
