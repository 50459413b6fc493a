//! Texture layout (spec §1, Mesa's `fdl5` model) and the UBWC interleave
//! (spec §2). Each rule is a small function so it can be tested alone.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::format::Format;
use super::regs::EnumValue;
use super::regs_db::{E_A5XX_TEX_TYPE, E_A5XX_TILE_MODE};
use super::ubwc::{self, align32, align64, UbwcMeta, PAGE};
use crate::{Error, Expected, ParseReason, Result, Unsupported};

/// Largest width/height/depth/layer count accepted (a5xx's 16K limit).
pub const MAX_DIMENSION: u32 = 16384;

/// Image tile mode (`a5xx_tile_mode`). Names come from the register
/// database (`TILE5_LINEAR`, `TILE5_2`, `TILE5_3`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TileMode {
    /// `TILE5_LINEAR`: rows of pixels.
    Linear,
    /// `TILE5_2`.
    Tile2,
    /// `TILE5_3`.
    Tile3,
}

/// Name of `value` in a generated enum.
fn enum_name(values: &'static [EnumValue], value: u32) -> &'static str {
    values
        .iter()
        .find(|v| v.value == value)
        .map_or("?", |v| v.name)
}

impl TileMode {
    /// The three modes in register-value order.
    pub const ALL: [TileMode; 3] = [TileMode::Linear, TileMode::Tile2, TileMode::Tile3];

    /// Register value.
    pub const fn value(self) -> u32 {
        match self {
            TileMode::Linear => 0,
            TileMode::Tile2 => 2,
            TileMode::Tile3 => 3,
        }
    }

    /// Hardware name (`TILE5_3`).
    pub fn name(self) -> &'static str {
        enum_name(E_A5XX_TILE_MODE, self.value())
    }

    /// Parse `linear`, `tile5_2`, `2`, `TILE5_3`, `tiled` (= TILE5_3), ...
    pub fn parse(text: &str) -> Result<TileMode> {
        let t = text.trim();
        let short = |m: TileMode| m.name().strip_prefix("TILE5_").unwrap_or(m.name());
        Self::ALL
            .into_iter()
            .find(|&m| {
                m.name().eq_ignore_ascii_case(t)
                    || short(m).eq_ignore_ascii_case(t)
                    || t == m.value().to_string()
            })
            .or_else(|| t.eq_ignore_ascii_case("tiled").then_some(TileMode::Tile3))
            .ok_or_else(|| Error::Parse {
                text: text.to_string(),
                reason: ParseReason::TileMode,
            })
    }
}

/// Texture type (`a5xx_tex_type`, buffers excepted). Names are the
/// database's without the `A5XX_TEX_` prefix (`1D`, `2D`, `CUBE`, `3D`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TextureType {
    /// `1D`.
    D1,
    /// `2D`.
    D2,
    /// `CUBE`.
    Cube,
    /// `3D`.
    D3,
}

impl TextureType {
    /// The four types in register-value order.
    pub const ALL: [TextureType; 4] = [
        TextureType::D1,
        TextureType::D2,
        TextureType::Cube,
        TextureType::D3,
    ];

    /// `a5xx_tex_type` value.
    pub const fn value(self) -> u32 {
        match self {
            TextureType::D1 => 0,
            TextureType::D2 => 1,
            TextureType::Cube => 2,
            TextureType::D3 => 3,
        }
    }

    /// `1D`, `2D`, `CUBE` or `3D`.
    pub fn name(self) -> &'static str {
        let n = enum_name(E_A5XX_TEX_TYPE, self.value());
        n.strip_prefix("A5XX_TEX_").unwrap_or(n)
    }

    /// Parse `1d`, `2d`, `cube`, `3d` (or the database names).
    pub fn parse(text: &str) -> Result<TextureType> {
        let t = text.trim();
        Self::ALL
            .into_iter()
            .find(|&ty| {
                ty.name().eq_ignore_ascii_case(t)
                    || enum_name(E_A5XX_TEX_TYPE, ty.value()).eq_ignore_ascii_case(t)
            })
            .ok_or_else(|| Error::Parse {
                text: text.to_string(),
                reason: ParseReason::TextureType,
            })
    }
}

/// Serialized by name, parsed by [`Self::parse`].
macro_rules! serde_by_name {
    ($t:ty) => {
        impl Serialize for $t {
            fn serialize<S: Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
                s.serialize_str(self.name())
            }
        }
        impl<'de> Deserialize<'de> for $t {
            fn deserialize<D: Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
                let name = String::deserialize(d)?;
                <$t>::parse(&name).map_err(serde::de::Error::custom)
            }
        }
    };
}
serde_by_name!(TileMode);
serde_by_name!(TextureType);

/// What to lay out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct TextureDesc {
    /// Pixel format.
    pub format: Format,
    /// Texture type.
    #[serde(rename = "type")]
    pub ty: TextureType,
    /// Width of level 0 in pixels.
    pub width: u32,
    /// Height of level 0 in pixels.
    pub height: u32,
    /// Depth of a 3D image; 1 otherwise.
    pub depth: u32,
    /// Layers (6 per cube for cube maps); 1 for 3D.
    pub array_size: u32,
    /// Mip levels in the image (1 = no mipmaps).
    pub levels: u32,
    /// Samples per pixel.
    pub samples: u32,
    /// Tile mode of the tiled levels.
    pub tile_mode: TileMode,
    /// Tile every level, also those narrower than 16 pixels.
    pub tile_all: bool,
    /// Interleave UBWC flag buffers (blob layout; forces tiling of all levels).
    pub ubwc: bool,
    /// GPU address of the texture (its first byte).
    pub base: u64,
}

impl TextureDesc {
    /// A single-level, linear, single-sampled 2D image at address 0.
    pub fn new_2d(format: Format, width: u32, height: u32) -> TextureDesc {
        TextureDesc {
            format,
            ty: TextureType::D2,
            width,
            height,
            depth: 1,
            array_size: 1,
            levels: 1,
            samples: 1,
            tile_mode: TileMode::Linear,
            tile_all: false,
            ubwc: false,
            base: 0,
        }
    }

    /// Bytes per block times samples.
    pub fn cpp(&self) -> u32 {
        self.format.info().block_bytes * self.samples
    }

    /// Whether every level is tiled (`TILE_ALL`, implied by UBWC).
    pub fn tiles_all(&self) -> bool {
        self.tile_all || self.ubwc
    }

    /// Depth that counts for mip levels: the 3D depth, else 1.
    fn mip_depth(&self) -> u32 {
        if self.ty == TextureType::D3 {
            self.depth
        } else {
            1
        }
    }
}

/// Flag buffer of a level, placed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct LevelFlags {
    /// Flag buffer geometry.
    #[serde(flatten)]
    pub meta: UbwcMeta,
    /// Offset from the texture base.
    pub offset: u64,
    /// GPU address of the flag buffer.
    pub address: u64,
}

/// One mip level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct LevelLayout {
    /// Mip level number.
    pub level: u32,
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// Depth in slices (1 except for 3D).
    pub depth: u32,
    /// Whether the level is tiled.
    pub tiled: bool,
    /// Row pitch in bytes.
    pub pitch: u32,
    /// Rows of blocks, after alignment.
    pub rows: u32,
    /// Bytes of one layer or one depth slice (`size0`).
    pub slice_size: u64,
    /// Bytes of the level in one layer (all its slices for 3D; page-rounded
    /// colour part for UBWC).
    pub size: u64,
    /// Offset of the colour data from the texture base (layer 0).
    pub offset: u64,
    /// GPU address of the colour data (layer 0).
    pub address: u64,
    /// The level's UBWC flag buffer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub flags: Option<LevelFlags>,
}

/// A laid-out texture.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TextureLayout {
    /// The description laid out.
    pub desc: TextureDesc,
    /// Bytes per block times samples.
    pub cpp: u32,
    /// Pitch alignment in bytes (`PA`).
    pub pitch_align: u32,
    /// The mip levels, level 0 first.
    pub levels: Vec<LevelLayout>,
    /// Layer stride (layer-first) or level-0 slice stride (3D).
    pub layer_size: u64,
    /// Whole size in bytes.
    pub size: u64,
    /// `base + size`.
    pub end: u64,
}

/// `max(1, x >> l)`.
pub const fn minify(x: u32, l: u32) -> u32 {
    let v = if l >= 32 { 0 } else { x >> l };
    if v == 0 {
        1
    } else {
        v
    }
}

/// Most mip levels an image of this size has.
pub fn max_levels(width: u32, height: u32, depth: u32) -> u32 {
    let m = width.max(height).max(depth).max(1);
    32 - m.leading_zeros()
}

/// Rule 1: pitch alignment in bytes: 64 pixels (128 for tiled 1- and 2-byte
/// pixels). `fdl5` counts pixels through `cpp_shift`, the position of the
/// lowest set bit of `cpp` (`ffs(cpp) - 1`), so a 12-byte pixel aligns as a
/// 4-byte one: 256 bytes, not a whole number of pixels.
pub const fn pitch_align(cpp: u32, tiled_image: bool) -> u32 {
    let shift = cpp.trailing_zeros();
    if tiled_image && cpp < 4 {
        128 << shift
    } else {
        64 << shift
    }
}

/// Rule 2: pitch of level `l` from the level-0 pitch (the pitch is halved,
/// not the width).
pub const fn level_pitch(pitch0: u32, l: u32, pa: u32) -> u32 {
    let m = minify(pitch0, l);
    m.div_ceil(pa) * pa
}

/// Rule 3: whether level `l` is tiled.
pub const fn level_tiled(tile_mode: TileMode, tile_all: bool, width0: u32, l: u32) -> bool {
    !matches!(tile_mode, TileMode::Linear) && (tile_all || minify(width0, l) >= 16)
}

/// Rule 4: rows of blocks of a level.
pub const fn level_rows(block_rows: u32, cpp: u32, tiled: bool, last_level: bool) -> u32 {
    let a = if tiled {
        if cpp == 1 {
            32
        } else {
            16
        }
    } else if last_level {
        32
    } else {
        1
    };
    block_rows.div_ceil(a) * a
}

/// Rule 5 (3D): slice size of level `l` given the previous one.
pub fn slice_size_3d(l: u32, rows: u32, pitch: u32, prev: Option<u64>) -> u64 {
    match prev {
        Some(p) if l > 1 && p <= 0xF000 => p,
        _ => align64(rows as u64 * pitch as u64, PAGE),
    }
}

fn check_desc(d: &TextureDesc) -> Result<()> {
    for (what, v) in [
        ("width", d.width),
        ("height", d.height),
        ("depth", d.depth),
        ("array size", d.array_size),
        ("levels", d.levels),
        ("samples", d.samples),
    ] {
        if v == 0 {
            return Err(Error::Zero { what });
        }
    }
    for (what, v) in [
        ("width", d.width),
        ("height", d.height),
        ("depth", d.depth),
        ("array size", d.array_size),
    ] {
        if v > MAX_DIMENSION {
            return Err(Error::range(
                what,
                v as u64,
                Expected::Range {
                    lo: 1,
                    hi: MAX_DIMENSION.into(),
                },
            ));
        }
    }
    if ![1, 2, 4].contains(&d.samples) {
        return Err(Error::range(
            "samples",
            d.samples as u64,
            Expected::OneOf(&[1, 2, 4]),
        ));
    }
    let info = d.format.info();
    if d.samples > 1 && (info.is_compressed() || d.levels > 1 || d.ty == TextureType::D3) {
        return Err(Error::Unsupported(Unsupported::MultisampledShape));
    }
    match d.ty {
        TextureType::D1 if d.height != 1 => {
            return Err(Error::range(
                "1D height",
                d.height as u64,
                Expected::Exactly(1),
            ));
        }
        TextureType::D1 | TextureType::D2 if d.depth != 1 => {
            return Err(Error::range("depth", d.depth as u64, Expected::OneUnless3d));
        }
        TextureType::Cube => {
            if d.width != d.height {
                return Err(Error::Unsupported(Unsupported::CubeNotSquare {
                    width: d.width,
                    height: d.height,
                }));
            }
            if d.array_size % 6 != 0 {
                return Err(Error::range(
                    "cube array size",
                    d.array_size as u64,
                    Expected::MultipleOf(6),
                ));
            }
            if d.depth != 1 {
                return Err(Error::range("depth", d.depth as u64, Expected::OneUnless3d));
            }
        }
        TextureType::D3 if d.array_size != 1 => {
            return Err(Error::range(
                "3D array size",
                d.array_size as u64,
                Expected::Exactly(1),
            ));
        }
        _ => {}
    }
    let max = max_levels(d.width, d.height, d.mip_depth());
    if d.levels > max {
        return Err(Error::TooManyLevels {
            levels: d.levels,
            max,
            width: d.width,
            height: d.height,
            depth: d.mip_depth(),
        });
    }
    if info.is_rgb32_class() && (d.tile_mode != TileMode::Linear || d.samples > 1 || d.ubwc) {
        return Err(Error::Unsupported(Unsupported::Rgb32Layout {
            format: info.name,
            block_bytes: info.block_bytes,
        }));
    }
    if d.ubwc {
        if d.tile_mode == TileMode::Linear {
            return Err(Error::Unsupported(Unsupported::UbwcLinear));
        }
        if d.ty == TextureType::D3 {
            return Err(Error::Unsupported(Unsupported::Ubwc3d));
        }
        if info.is_compressed() {
            return Err(Error::Unsupported(Unsupported::UbwcCompressed));
        }
        ubwc::block_size(d.cpp())?;
    }
    if d.base % 32 != 0 {
        return Err(Error::range(
            "base address",
            d.base,
            Expected::BaseAlignment,
        ));
    }
    if d.base >= 1 << 49 {
        return Err(Error::range(
            "base address",
            d.base,
            Expected::BelowPowerOfTwo(49),
        ));
    }
    Ok(())
}

/// Lay out a texture.
pub fn layout(desc: &TextureDesc) -> Result<TextureLayout> {
    check_desc(desc)?;
    let info = desc.format.info();
    let cpp = desc.cpp();
    let tiled_image = desc.tile_mode != TileMode::Linear;
    let tile_all = desc.tiles_all();
    let pa = pitch_align(cpp, tiled_image);
    let pitch0 = align32(desc.width.div_ceil(info.block_w) * cpp, pa);
    let is_3d = desc.ty == TextureType::D3;
    let mut levels = Vec::with_capacity(desc.levels as usize);
    let mut offset = 0u64;
    let mut prev_slice: Option<u64> = None;
    for l in 0..desc.levels {
        let width = minify(desc.width, l);
        let height = minify(desc.height, l);
        let depth = minify(desc.mip_depth(), l);
        let tiled = level_tiled(desc.tile_mode, tile_all, desc.width, l);
        let pitch = level_pitch(pitch0, l, pa);
        let rows = level_rows(
            height.div_ceil(info.block_h),
            cpp,
            tiled,
            l + 1 == desc.levels,
        );
        let slice_size = if is_3d {
            slice_size_3d(l, rows, pitch, prev_slice)
        } else {
            rows as u64 * pitch as u64
        };
        prev_slice = Some(slice_size);
        let mut size = slice_size * depth as u64;
        let mut flags = None;
        if desc.ubwc {
            // Spec §2.1 rule 4: [flags][colour], each page-aligned.
            let meta = ubwc::meta(width, height, cpp)?;
            flags = Some(LevelFlags {
                meta,
                offset,
                address: desc.base + offset,
            });
            offset += meta.size;
            size = align64(size, PAGE);
        }
        levels.push(LevelLayout {
            level: l,
            width,
            height,
            depth,
            tiled,
            pitch,
            rows,
            slice_size,
            size,
            offset,
            address: desc.base + offset,
            flags,
        });
        offset += size;
    }
    let (layer_size, size) = if is_3d {
        (levels[0].slice_size, offset)
    } else {
        let layer = align64(offset, PAGE);
        (layer, layer * desc.array_size as u64)
    };
    Ok(TextureLayout {
        desc: *desc,
        cpp,
        pitch_align: pa,
        levels,
        layer_size,
        size,
        end: desc.base + size,
    })
}

impl TextureLayout {
    /// Address of (level, layer) colour data; for 3D `layer` is the slice.
    pub fn address(&self, level: u32, layer: u32) -> Option<u64> {
        let l = self.levels.get(level as usize)?;
        if self.desc.ty == TextureType::D3 {
            (layer < l.depth).then(|| l.address + layer as u64 * l.slice_size)
        } else {
            (layer < self.desc.array_size).then(|| l.address + layer as u64 * self.layer_size)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fmt(name: &str) -> Format {
        Format::by_name(name).unwrap()
    }

    #[test]
    fn enum_names_come_from_the_register_database() {
        let names: Vec<&str> = TileMode::ALL.iter().map(|m| m.name()).collect();
        assert_eq!(names, ["TILE5_LINEAR", "TILE5_2", "TILE5_3"]);
        let names: Vec<&str> = TextureType::ALL.iter().map(|t| t.name()).collect();
        assert_eq!(names, ["1D", "2D", "CUBE", "3D"]);
        for m in TileMode::ALL {
            assert_eq!(TileMode::parse(m.name()), Ok(m));
            assert_eq!(TileMode::parse(&m.value().to_string()), Ok(m));
        }
        assert_eq!(TileMode::parse("linear"), Ok(TileMode::Linear));
        assert_eq!(TileMode::parse("tile5_2"), Ok(TileMode::Tile2));
        assert_eq!(TileMode::parse("3"), Ok(TileMode::Tile3));
        assert!(TileMode::parse("bogus").is_err());
        assert!(TileMode::parse("1").is_err());
        assert_eq!(TextureType::parse("cube"), Ok(TextureType::Cube));
        assert_eq!(TextureType::parse("A5XX_TEX_3D"), Ok(TextureType::D3));
        assert_eq!(serde_json::to_string(&TextureType::D3).unwrap(), "\"3D\"");
        assert_eq!(
            serde_json::from_str::<TileMode>("\"TILE5_3\"").unwrap(),
            TileMode::Tile3
        );
    }

    #[test]
    fn rule1_pitch_align() {
        let table: &[(u32, bool, u32)] = &[
            (1, true, 128),
            (2, true, 256),
            (4, true, 256),
            (8, true, 512),
            (16, true, 1024),
            (1, false, 64),
            (2, false, 128),
            (4, false, 256),
            (16, false, 1024),
            // 12-byte texels (RGB32): ffs(12) - 1 = 2, as for 4 bytes.
            (12, false, 256),
            (24, false, 512),
            (48, false, 1024),
        ];
        for &(cpp, tiled, pa) in table {
            assert_eq!(pitch_align(cpp, tiled), pa, "cpp {cpp} tiled {tiled}");
        }
    }

    #[test]
    fn rule2_pitch_halves_pitch_not_width() {
        // (pitch0, level, PA) -> pitch. 768 = 129 px RGBA8: level 1 is
        // align(384, 256) = 512 (halved pitch), not align(64 * 4, 256) = 256.
        let table: &[(u32, u32, u32, u32)] = &[
            (512, 0, 256, 512),
            (512, 1, 256, 256),
            (512, 5, 256, 256),
            (1280, 1, 256, 768),
            (1280, 2, 256, 512),
            (768, 1, 256, 512),
            (64, 3, 64, 64),
            (4096, 4, 128, 256),
        ];
        for &(p0, l, pa, want) in table {
            assert_eq!(level_pitch(p0, l, pa), want, "pitch0 {p0} level {l}");
        }
    }

    #[test]
    fn rule3_tiled_per_level() {
        let table: &[(TileMode, bool, u32, u32, bool)] = &[
            (TileMode::Tile3, false, 100, 2, true),  // 25 >= 16
            (TileMode::Tile3, false, 100, 3, false), // 12 < 16
            (TileMode::Tile3, true, 100, 3, true),
            (TileMode::Linear, true, 100, 0, false),
            (TileMode::Tile2, false, 16, 0, true),
            (TileMode::Tile2, false, 16, 1, false),
        ];
        for &(mode, all, w, l, want) in table {
            assert_eq!(level_tiled(mode, all, w, l), want, "{mode:?} {all} {w} {l}");
        }
    }

    #[test]
    fn rule4_rows() {
        let table: &[(u32, u32, bool, bool, u32)] = &[
            (1000, 4, true, false, 1008),
            (1000, 1, true, false, 1024),
            (7, 4, true, false, 16),
            (7, 4, false, false, 7),
            (7, 4, false, true, 32),
            (33, 2, false, true, 64),
        ];
        for &(rows, cpp, tiled, last, want) in table {
            assert_eq!(level_rows(rows, cpp, tiled, last), want);
        }
    }

    #[test]
    fn rule5_3d_slices_stop_shrinking() {
        // 256x256x256 RGBA8 linear: 256 KiB, 64 KiB, then level 2 = 16 KiB
        // computed (prev 64 KiB > 0xF000), level 3 keeps 16 KiB.
        let mut d = TextureDesc::new_2d(fmt("rgba8"), 256, 256);
        d.ty = TextureType::D3;
        d.depth = 256;
        d.levels = 9;
        let lay = layout(&d).unwrap();
        let sizes: Vec<u64> = lay.levels.iter().map(|l| l.slice_size).collect();
        assert_eq!(
            sizes,
            [0x40000, 0x10000, 0x4000, 0x4000, 0x4000, 0x4000, 0x4000, 0x4000, 0x4000]
        );
        // Level-first: level 1 starts after all 256 slices of level 0.
        assert_eq!(lay.levels[1].offset, 0x40000 * 256);
        assert_eq!(lay.levels[2].offset, 0x40000 * 256 + 0x10000 * 128);
        assert_eq!(lay.layer_size, 0x40000);
        assert_eq!(lay.address(1, 3), Some(lay.levels[1].address + 3 * 0x10000));
        assert_eq!(slice_size_3d(1, 1, 64, Some(0x1000)), 0x1000);
        assert_eq!(slice_size_3d(2, 1, 64, Some(0x1000)), 0x1000);
        assert_eq!(slice_size_3d(2, 16, 64, Some(0x10000)), 0x1000);
    }

    #[test]
    fn rule6_7_layer_first_arrays() {
        // 64x64 RGBA8 linear, 7 levels, 3 layers.
        let mut d = TextureDesc::new_2d(fmt("rgba8"), 64, 64);
        d.levels = 7;
        d.array_size = 3;
        let lay = layout(&d).unwrap();
        let offsets: Vec<u64> = lay.levels.iter().map(|l| l.offset).collect();
        // pitch 256 for every level (PA 256); rows 64,32,16,8,4,2,32(last).
        assert_eq!(offsets, [0, 16384, 24576, 28672, 30720, 31744, 32256]);
        assert_eq!(lay.layer_size, 40960); // align(32256 + 8192, 4096)
        assert_eq!(lay.size, 40960 * 3);
        assert_eq!(lay.address(2, 1), Some(24576 + 40960));
        assert_eq!(lay.address(0, 3), None);
    }

    #[test]
    fn tiled_small_formats_use_128_pixel_pitch() {
        let mut d = TextureDesc::new_2d(fmt("r8"), 100, 100);
        d.tile_mode = TileMode::Tile3;
        let lay = layout(&d).unwrap();
        assert_eq!(lay.pitch_align, 128);
        assert_eq!(lay.levels[0].pitch, 128);
        assert_eq!(lay.levels[0].rows, 128); // tiled cpp 1 rounds rows to 32
    }

    #[test]
    fn compressed_formats_count_blocks() {
        let mut d = TextureDesc::new_2d(fmt("etc1_rgb8_oes"), 100, 60);
        d.levels = 3;
        let lay = layout(&d).unwrap();
        // 25 blocks x 8 bytes = 200, PA = 512 → 512; 15 block rows.
        assert_eq!(lay.levels[0].pitch, 512);
        assert_eq!(lay.levels[0].rows, 15);
        assert_eq!(lay.levels[2].rows, 32, "last level rows align to 32");
    }

    #[test]
    fn rgb32_texels_are_laid_out_by_the_fdl5_rules() {
        // (format, type, width, height, depth, layers, levels) ->
        // per level (offset, pitch, rows, slice size), layer size, size.
        // Worked by hand: pitch0 = align(width * 12, 256); each level's pitch
        // is align(pitch0 >> l, 256); linear rows are exact except the last
        // level's (aligned to 32); 3D slices are page-aligned.
        type Case = (
            &'static str,
            TextureType,
            [u32; 5],
            &'static [(u64, u32, u32, u64)],
            u64,
            u64,
        );
        let cases: &[Case] = &[
            (
                "rgb32f",
                TextureType::D2,
                [1, 1, 1, 1, 1],
                &[(0, 256, 32, 8192)],
                8192,
                8192,
            ),
            (
                "GL_RGB32F",
                TextureType::D2,
                [100, 60, 1, 1, 3],
                &[
                    (0, 1280, 60, 76800),
                    (76800, 768, 30, 23040),
                    (99840, 512, 32, 16384),
                ],
                118784,
                118784,
            ),
            (
                "rgb32ui",
                TextureType::D3,
                [16, 16, 4, 1, 5],
                &[
                    (0, 256, 16, 4096),
                    (16384, 256, 8, 4096),
                    (24576, 256, 4, 4096),
                    (28672, 256, 2, 4096),
                    (32768, 256, 32, 4096),
                ],
                4096,
                36864,
            ),
            (
                "rgb32i",
                TextureType::D1,
                [1000, 1, 1, 2, 1],
                &[(0, 12032, 32, 385024)],
                385024,
                770048,
            ),
        ];
        for &(name, ty, [w, h, depth, layers, levels], want, layer_size, size) in cases {
            let mut d = TextureDesc::new_2d(fmt(name), w, h);
            d.ty = ty;
            d.depth = depth;
            d.array_size = layers;
            d.levels = levels;
            let lay = layout(&d).unwrap();
            assert_eq!((lay.cpp, lay.pitch_align), (12, 256), "{name}");
            let got: Vec<(u64, u32, u32, u64)> = lay
                .levels
                .iter()
                .map(|l| (l.offset, l.pitch, l.rows, l.slice_size))
                .collect();
            assert_eq!(got, want, "{name} {w}x{h}x{depth}");
            assert_eq!((lay.layer_size, lay.size), (layer_size, size), "{name}");
        }
    }

    #[test]
    fn rgb32_images_are_linear_and_single_sampled() {
        let base = TextureDesc::new_2d(fmt("rgb32f"), 64, 64);
        for d in [
            TextureDesc {
                tile_mode: TileMode::Tile3,
                ..base
            },
            TextureDesc {
                tile_mode: TileMode::Tile2,
                tile_all: true,
                ..base
            },
            TextureDesc { samples: 2, ..base },
            TextureDesc {
                ubwc: true,
                tile_mode: TileMode::Tile3,
                ..base
            },
        ] {
            let err = layout(&d).unwrap_err().to_string();
            assert!(
                err.contains("TFMT5_32_32_32_FLOAT has 12-byte texels")
                    && err.contains("linear and single-sampled"),
                "{err}"
            );
        }
    }

    #[test]
    fn cube_is_layer_first_with_six_faces() {
        let mut d = TextureDesc::new_2d(fmt("rgba8"), 32, 32);
        d.ty = TextureType::Cube;
        d.array_size = 6;
        d.levels = 6;
        let lay = layout(&d).unwrap();
        assert_eq!(lay.size, lay.layer_size * 6);
        assert_eq!(lay.layer_size % 4096, 0);
    }

    #[test]
    fn invalid_parameters() {
        let base = TextureDesc::new_2d(fmt("rg16f"), 100, 2000);
        let cases: Vec<(TextureDesc, &str)> = vec![
            (TextureDesc { width: 0, ..base }, "width must not be zero"),
            (TextureDesc { levels: 0, ..base }, "levels must not be zero"),
            (
                TextureDesc { levels: 12, ..base },
                "12 mip levels requested",
            ),
            (
                TextureDesc {
                    width: 20000,
                    ..base
                },
                "width = 20000",
            ),
            (TextureDesc { samples: 3, ..base }, "samples = 3"),
            (
                TextureDesc { ubwc: true, ..base },
                "UBWC needs a tiled image",
            ),
            (
                TextureDesc {
                    ty: TextureType::Cube,
                    ..base
                },
                "square",
            ),
            (TextureDesc { base: 0x10, ..base }, "multiple of 32"),
            (
                TextureDesc {
                    format: fmt("r8"),
                    ubwc: true,
                    tile_mode: TileMode::Tile3,
                    ..base
                },
                "UBWC needs 2, 4, 8 or 16",
            ),
        ];
        for (d, msg) in cases {
            let err = layout(&d).unwrap_err().to_string();
            assert!(err.contains(msg), "{err:?} lacks {msg:?}");
        }
        assert_eq!(max_levels(100, 2000, 1), 11);
        assert_eq!(max_levels(1, 1, 1), 1);
        assert_eq!(max_levels(16384, 1, 1), 15);
    }
}
