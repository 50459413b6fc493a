//! Texture and colour formats: hardware names (`a5xx_tex_fmt`,
//! `a5xx_color_fmt` values from Mesa's `a5xx.xml`), block sizes and the GL
//! internal-format names they serve.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::regs::EnumValue;
use super::regs_db::{E_A5XX_COLOR_FMT, E_A5XX_TEX_FMT};
use crate::{Error, Result};

/// One row of the format table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FormatInfo {
    /// Hardware name, `TFMT5_*`.
    pub name: &'static str,
    /// Short GL name (`rg16f`, `rgb9e5`, `depth24_stencil8`).
    pub short: &'static str,
    /// Bytes per block (per pixel for uncompressed formats).
    pub block_bytes: u32,
    /// Block width in pixels (1 for uncompressed formats).
    pub block_w: u32,
    /// Block height in pixels (1 for uncompressed formats).
    pub block_h: u32,
    /// Components the format stores: `r`, `rg`, `rgb`, `rgba`, `a`, `la`,
    /// `d` (depth), `ds` (depth + stencil).
    pub components: &'static str,
    /// GL internal formats (`GL_RG16F`); the first is the canonical one.
    pub gl: &'static [&'static str],
    /// `a5xx_color_fmt` name (`RB5_*`) when the format can be a render
    /// target.
    pub color_name: Option<&'static str>,
}

impl FormatInfo {
    /// `a5xx_tex_fmt` value (TEX_CONST_0.FMT), from the register database.
    pub fn tex_fmt(&self) -> u32 {
        enum_value(E_A5XX_TEX_FMT, self.name)
    }

    /// `a5xx_color_fmt` value when the format can be a render target.
    pub fn color_fmt(&self) -> Option<u32> {
        self.color_name.map(|n| enum_value(E_A5XX_COLOR_FMT, n))
    }

    /// Block-compressed (block larger than one pixel).
    pub const fn is_compressed(&self) -> bool {
        self.block_w > 1 || self.block_h > 1
    }

    /// A block that is not a power of two bytes: the 12-byte
    /// `TFMT5_32_32_32_*` texels. Mesa's a5xx driver samples them only
    /// as buffer textures (`fd5_screen_is_format_supported` refuses a
    /// 12-byte sampler view of any other target), so no tiled, UBWC or
    /// multisampled image of them is known.
    pub const fn is_rgb32_class(&self) -> bool {
        !self.block_bytes.is_power_of_two()
    }
}

/// Value of a name of a generated enum; the table's names are checked
/// against the database by a test, so a miss cannot happen.
fn enum_value(values: &[EnumValue], name: &str) -> u32 {
    values
        .iter()
        .find(|v| v.name == name)
        .map_or(u32::MAX, |v| v.value)
}

const fn t(
    name: &'static str,
    short: &'static str,
    block_bytes: u32,
    components: &'static str,
    gl: &'static [&'static str],
    color_name: Option<&'static str>,
) -> FormatInfo {
    FormatInfo {
        name,
        short,
        block_bytes,
        block_w: 1,
        block_h: 1,
        components,
        gl,
        color_name,
    }
}

const fn c(
    name: &'static str,
    short: &'static str,
    block_bytes: u32,
    block_w: u32,
    block_h: u32,
    components: &'static str,
    gl: &'static [&'static str],
) -> FormatInfo {
    FormatInfo {
        name,
        short,
        block_bytes,
        block_w,
        block_h,
        components,
        gl,
        color_name: None,
    }
}

/// Every format gpubin lays out. A row is a format as a driver offers it; two rows
/// may sample the same `TFMT5_*` value through different swizzles (`r8` and
/// `a8` both read TFMT5_8_UNORM), the first row of a value being its own
/// format and the others named by their short names ([`Format::id`]). `TFMT5_8_8_8_UNORM` is left out: Mesa's a5xx
/// table has no 24-bit texture format (`R8G8B8` is vertex-only there). The
/// 12-byte `TFMT5_32_32_32_*` are in, laid out as `fdl5` would (see
/// [`FormatInfo::is_rgb32_class`]).
pub static FORMATS: &[FormatInfo] = &[
    // 1 byte per pixel.
    t(
        "TFMT5_8_UNORM",
        "r8",
        1,
        "r",
        &["GL_R8"],
        Some("RB5_R8_UNORM"),
    ),
    t(
        "TFMT5_8_SNORM",
        "r8_snorm",
        1,
        "r",
        &["GL_R8_SNORM"],
        Some("RB5_R8_SNORM"),
    ),
    t(
        "TFMT5_8_UINT",
        "r8ui",
        1,
        "r",
        &["GL_R8UI"],
        Some("RB5_R8_UINT"),
    ),
    t(
        "TFMT5_8_SINT",
        "r8i",
        1,
        "r",
        &["GL_R8I"],
        Some("RB5_R8_SINT"),
    ),
    // Alpha: Mesa's fd5 table samples A8_UNORM as TFMT5_8_UNORM with the
    // swizzle (0, 0, 0, X) (its `a` components; TFMT5_A8_UNORM is never
    // selected) and renders it as RB5_A8_UNORM.
    t(
        "TFMT5_8_UNORM",
        "a8",
        1,
        "a",
        &["GL_ALPHA8"],
        Some("RB5_A8_UNORM"),
    ),
    // 2 bytes per pixel.
    t(
        "TFMT5_4_4_4_4_UNORM",
        "rgba4",
        2,
        "rgba",
        &["GL_RGBA4"],
        Some("RB5_R4G4B4A4_UNORM"),
    ),
    t(
        "TFMT5_5_5_5_1_UNORM",
        "rgb5a1",
        2,
        "rgba",
        &["GL_RGB5_A1"],
        Some("RB5_R5G5B5A1_UNORM"),
    ),
    t(
        "TFMT5_5_6_5_UNORM",
        "rgb565",
        2,
        "rgb",
        &["GL_RGB565"],
        Some("RB5_R5G6B5_UNORM"),
    ),
    t(
        "TFMT5_8_8_UNORM",
        "rg8",
        2,
        "rg",
        &["GL_RG8"],
        Some("RB5_R8G8_UNORM"),
    ),
    t(
        "TFMT5_8_8_SNORM",
        "rg8_snorm",
        2,
        "rg",
        &["GL_RG8_SNORM"],
        Some("RB5_R8G8_SNORM"),
    ),
    t(
        "TFMT5_8_8_UINT",
        "rg8ui",
        2,
        "rg",
        &["GL_RG8UI"],
        Some("RB5_R8G8_UINT"),
    ),
    t(
        "TFMT5_8_8_SINT",
        "rg8i",
        2,
        "rg",
        &["GL_RG8I"],
        Some("RB5_R8G8_SINT"),
    ),
    // Luminance-alpha: Mesa's fd5 table samples L8A8_UNORM as
    // TFMT5_8_8_UNORM with the swizzle (X, X, X, Y) (its `la` components;
    // TFMT5_L8_A8_UNORM is never selected) and cannot render it.
    t(
        "TFMT5_8_8_UNORM",
        "la8",
        2,
        "la",
        &["GL_LUMINANCE8_ALPHA8"],
        None,
    ),
    t(
        "TFMT5_16_UNORM",
        "r16",
        2,
        "r",
        &["GL_R16", "GL_DEPTH_COMPONENT16"],
        Some("RB5_R16_UNORM"),
    ),
    t(
        "TFMT5_16_SNORM",
        "r16_snorm",
        2,
        "r",
        &["GL_R16_SNORM"],
        Some("RB5_R16_SNORM"),
    ),
    t(
        "TFMT5_16_FLOAT",
        "r16f",
        2,
        "r",
        &["GL_R16F"],
        Some("RB5_R16_FLOAT"),
    ),
    t(
        "TFMT5_16_UINT",
        "r16ui",
        2,
        "r",
        &["GL_R16UI"],
        Some("RB5_R16_UINT"),
    ),
    t(
        "TFMT5_16_SINT",
        "r16i",
        2,
        "r",
        &["GL_R16I"],
        Some("RB5_R16_SINT"),
    ),
    // 4 bytes per pixel.
    t(
        "TFMT5_8_8_8_8_UNORM",
        "rgba8",
        4,
        "rgba",
        &["GL_RGBA8", "GL_SRGB8_ALPHA8"],
        Some("RB5_R8G8B8A8_UNORM"),
    ),
    t(
        "TFMT5_8_8_8_8_SNORM",
        "rgba8_snorm",
        4,
        "rgba",
        &["GL_RGBA8_SNORM"],
        Some("RB5_R8G8B8A8_SNORM"),
    ),
    t(
        "TFMT5_8_8_8_8_UINT",
        "rgba8ui",
        4,
        "rgba",
        &["GL_RGBA8UI"],
        Some("RB5_R8G8B8A8_UINT"),
    ),
    t(
        "TFMT5_8_8_8_8_SINT",
        "rgba8i",
        4,
        "rgba",
        &["GL_RGBA8I"],
        Some("RB5_R8G8B8A8_SINT"),
    ),
    t(
        "TFMT5_9_9_9_E5_FLOAT",
        "rgb9e5",
        4,
        "rgb",
        &["GL_RGB9_E5"],
        None,
    ),
    t(
        "TFMT5_10_10_10_2_UNORM",
        "rgb10a2",
        4,
        "rgba",
        &["GL_RGB10_A2"],
        Some("RB5_R10G10B10A2_UNORM"),
    ),
    t(
        "TFMT5_10_10_10_2_UINT",
        "rgb10a2ui",
        4,
        "rgba",
        &["GL_RGB10_A2UI"],
        Some("RB5_R10G10B10A2_UINT"),
    ),
    t(
        "TFMT5_11_11_10_FLOAT",
        "r11g11b10f",
        4,
        "rgb",
        &["GL_R11F_G11F_B10F"],
        Some("RB5_R11G11B10_FLOAT"),
    ),
    t(
        "TFMT5_16_16_UNORM",
        "rg16",
        4,
        "rg",
        &["GL_RG16"],
        Some("RB5_R16G16_UNORM"),
    ),
    t(
        "TFMT5_16_16_SNORM",
        "rg16_snorm",
        4,
        "rg",
        &["GL_RG16_SNORM"],
        Some("RB5_R16G16_SNORM"),
    ),
    t(
        "TFMT5_16_16_FLOAT",
        "rg16f",
        4,
        "rg",
        &["GL_RG16F"],
        Some("RB5_R16G16_FLOAT"),
    ),
    t(
        "TFMT5_16_16_UINT",
        "rg16ui",
        4,
        "rg",
        &["GL_RG16UI"],
        Some("RB5_R16G16_UINT"),
    ),
    t(
        "TFMT5_16_16_SINT",
        "rg16i",
        4,
        "rg",
        &["GL_RG16I"],
        Some("RB5_R16G16_SINT"),
    ),
    t(
        "TFMT5_32_FLOAT",
        "r32f",
        4,
        "r",
        &["GL_R32F", "GL_DEPTH_COMPONENT32F"],
        Some("RB5_R32_FLOAT"),
    ),
    t(
        "TFMT5_32_UINT",
        "r32ui",
        4,
        "r",
        &["GL_R32UI"],
        Some("RB5_R32_UINT"),
    ),
    t(
        "TFMT5_32_SINT",
        "r32i",
        4,
        "r",
        &["GL_R32I"],
        Some("RB5_R32_SINT"),
    ),
    t(
        "TFMT5_X8Z24_UNORM",
        "depth24_stencil8",
        4,
        "ds",
        &["GL_DEPTH24_STENCIL8", "GL_DEPTH_COMPONENT24"],
        None,
    ),
    // 8 bytes per pixel.
    t(
        "TFMT5_16_16_16_16_UNORM",
        "rgba16",
        8,
        "rgba",
        &["GL_RGBA16"],
        Some("RB5_R16G16B16A16_UNORM"),
    ),
    t(
        "TFMT5_16_16_16_16_SNORM",
        "rgba16_snorm",
        8,
        "rgba",
        &["GL_RGBA16_SNORM"],
        Some("RB5_R16G16B16A16_SNORM"),
    ),
    t(
        "TFMT5_16_16_16_16_FLOAT",
        "rgba16f",
        8,
        "rgba",
        &["GL_RGBA16F"],
        Some("RB5_R16G16B16A16_FLOAT"),
    ),
    t(
        "TFMT5_16_16_16_16_UINT",
        "rgba16ui",
        8,
        "rgba",
        &["GL_RGBA16UI"],
        Some("RB5_R16G16B16A16_UINT"),
    ),
    t(
        "TFMT5_16_16_16_16_SINT",
        "rgba16i",
        8,
        "rgba",
        &["GL_RGBA16I"],
        Some("RB5_R16G16B16A16_SINT"),
    ),
    t(
        "TFMT5_32_32_FLOAT",
        "rg32f",
        8,
        "rg",
        &["GL_RG32F"],
        Some("RB5_R32G32_FLOAT"),
    ),
    t(
        "TFMT5_32_32_UINT",
        "rg32ui",
        8,
        "rg",
        &["GL_RG32UI"],
        Some("RB5_R32G32_UINT"),
    ),
    t(
        "TFMT5_32_32_SINT",
        "rg32i",
        8,
        "rg",
        &["GL_RG32I"],
        Some("RB5_R32G32_SINT"),
    ),
    // 12 bytes per pixel (vertex and texture formats in Mesa's fd5 table,
    // no render target).
    t(
        "TFMT5_32_32_32_FLOAT",
        "rgb32f",
        12,
        "rgb",
        &["GL_RGB32F"],
        None,
    ),
    t(
        "TFMT5_32_32_32_UINT",
        "rgb32ui",
        12,
        "rgb",
        &["GL_RGB32UI"],
        None,
    ),
    t(
        "TFMT5_32_32_32_SINT",
        "rgb32i",
        12,
        "rgb",
        &["GL_RGB32I"],
        None,
    ),
    // 16 bytes per pixel.
    t(
        "TFMT5_32_32_32_32_FLOAT",
        "rgba32f",
        16,
        "rgba",
        &["GL_RGBA32F"],
        Some("RB5_R32G32B32A32_FLOAT"),
    ),
    t(
        "TFMT5_32_32_32_32_UINT",
        "rgba32ui",
        16,
        "rgba",
        &["GL_RGBA32UI"],
        Some("RB5_R32G32B32A32_UINT"),
    ),
    t(
        "TFMT5_32_32_32_32_SINT",
        "rgba32i",
        16,
        "rgba",
        &["GL_RGBA32I"],
        Some("RB5_R32G32B32A32_SINT"),
    ),
    // Block-compressed.
    c(
        "TFMT5_ETC2_RG11_UNORM",
        "rg11_eac",
        16,
        4,
        4,
        "rg",
        &["GL_COMPRESSED_RG11_EAC"],
    ),
    c(
        "TFMT5_ETC2_RG11_SNORM",
        "signed_rg11_eac",
        16,
        4,
        4,
        "rg",
        &["GL_COMPRESSED_SIGNED_RG11_EAC"],
    ),
    c(
        "TFMT5_ETC2_R11_UNORM",
        "r11_eac",
        8,
        4,
        4,
        "r",
        &["GL_COMPRESSED_R11_EAC"],
    ),
    c(
        "TFMT5_ETC2_R11_SNORM",
        "signed_r11_eac",
        8,
        4,
        4,
        "r",
        &["GL_COMPRESSED_SIGNED_R11_EAC"],
    ),
    c(
        "TFMT5_ETC1",
        "etc1_rgb8",
        8,
        4,
        4,
        "rgb",
        &["GL_ETC1_RGB8_OES"],
    ),
    c(
        "TFMT5_ETC2_RGB8",
        "rgb8_etc2",
        8,
        4,
        4,
        "rgb",
        &["GL_COMPRESSED_RGB8_ETC2", "GL_COMPRESSED_SRGB8_ETC2"],
    ),
    c(
        "TFMT5_ETC2_RGBA8",
        "rgba8_etc2_eac",
        16,
        4,
        4,
        "rgba",
        &[
            "GL_COMPRESSED_RGBA8_ETC2_EAC",
            "GL_COMPRESSED_SRGB8_ALPHA8_ETC2_EAC",
        ],
    ),
    c(
        "TFMT5_ETC2_RGB8A1",
        "rgb8_a1_etc2",
        8,
        4,
        4,
        "rgba",
        &["GL_COMPRESSED_RGB8_PUNCHTHROUGH_ALPHA1_ETC2"],
    ),
    c(
        "TFMT5_DXT1",
        "dxt1",
        8,
        4,
        4,
        "rgba",
        &[
            "GL_COMPRESSED_RGBA_S3TC_DXT1_EXT",
            "GL_COMPRESSED_RGB_S3TC_DXT1_EXT",
        ],
    ),
    c(
        "TFMT5_DXT3",
        "dxt3",
        16,
        4,
        4,
        "rgba",
        &["GL_COMPRESSED_RGBA_S3TC_DXT3_EXT"],
    ),
    c(
        "TFMT5_DXT5",
        "dxt5",
        16,
        4,
        4,
        "rgba",
        &["GL_COMPRESSED_RGBA_S3TC_DXT5_EXT"],
    ),
    c(
        "TFMT5_RGTC1_UNORM",
        "red_rgtc1",
        8,
        4,
        4,
        "r",
        &["GL_COMPRESSED_RED_RGTC1"],
    ),
    c(
        "TFMT5_RGTC1_SNORM",
        "signed_red_rgtc1",
        8,
        4,
        4,
        "r",
        &["GL_COMPRESSED_SIGNED_RED_RGTC1"],
    ),
    c(
        "TFMT5_RGTC2_UNORM",
        "rg_rgtc2",
        16,
        4,
        4,
        "rg",
        &["GL_COMPRESSED_RG_RGTC2"],
    ),
    c(
        "TFMT5_RGTC2_SNORM",
        "signed_rg_rgtc2",
        16,
        4,
        4,
        "rg",
        &["GL_COMPRESSED_SIGNED_RG_RGTC2"],
    ),
    c(
        "TFMT5_BPTC_UFLOAT",
        "bptc_ufloat",
        16,
        4,
        4,
        "rgb",
        &["GL_COMPRESSED_RGB_BPTC_UNSIGNED_FLOAT"],
    ),
    c(
        "TFMT5_BPTC_FLOAT",
        "bptc_float",
        16,
        4,
        4,
        "rgb",
        &["GL_COMPRESSED_RGB_BPTC_SIGNED_FLOAT"],
    ),
    c(
        "TFMT5_BPTC",
        "bptc_unorm",
        16,
        4,
        4,
        "rgba",
        &["GL_COMPRESSED_RGBA_BPTC_UNORM"],
    ),
    c(
        "TFMT5_ASTC_4x4",
        "astc_4x4",
        16,
        4,
        4,
        "rgba",
        &["GL_COMPRESSED_RGBA_ASTC_4x4_KHR"],
    ),
    c(
        "TFMT5_ASTC_5x4",
        "astc_5x4",
        16,
        5,
        4,
        "rgba",
        &["GL_COMPRESSED_RGBA_ASTC_5x4_KHR"],
    ),
    c(
        "TFMT5_ASTC_5x5",
        "astc_5x5",
        16,
        5,
        5,
        "rgba",
        &["GL_COMPRESSED_RGBA_ASTC_5x5_KHR"],
    ),
    c(
        "TFMT5_ASTC_6x5",
        "astc_6x5",
        16,
        6,
        5,
        "rgba",
        &["GL_COMPRESSED_RGBA_ASTC_6x5_KHR"],
    ),
    c(
        "TFMT5_ASTC_6x6",
        "astc_6x6",
        16,
        6,
        6,
        "rgba",
        &["GL_COMPRESSED_RGBA_ASTC_6x6_KHR"],
    ),
    c(
        "TFMT5_ASTC_8x5",
        "astc_8x5",
        16,
        8,
        5,
        "rgba",
        &["GL_COMPRESSED_RGBA_ASTC_8x5_KHR"],
    ),
    c(
        "TFMT5_ASTC_8x6",
        "astc_8x6",
        16,
        8,
        6,
        "rgba",
        &["GL_COMPRESSED_RGBA_ASTC_8x6_KHR"],
    ),
    c(
        "TFMT5_ASTC_8x8",
        "astc_8x8",
        16,
        8,
        8,
        "rgba",
        &["GL_COMPRESSED_RGBA_ASTC_8x8_KHR"],
    ),
    c(
        "TFMT5_ASTC_10x5",
        "astc_10x5",
        16,
        10,
        5,
        "rgba",
        &["GL_COMPRESSED_RGBA_ASTC_10x5_KHR"],
    ),
    c(
        "TFMT5_ASTC_10x6",
        "astc_10x6",
        16,
        10,
        6,
        "rgba",
        &["GL_COMPRESSED_RGBA_ASTC_10x6_KHR"],
    ),
    c(
        "TFMT5_ASTC_10x8",
        "astc_10x8",
        16,
        10,
        8,
        "rgba",
        &["GL_COMPRESSED_RGBA_ASTC_10x8_KHR"],
    ),
    c(
        "TFMT5_ASTC_10x10",
        "astc_10x10",
        16,
        10,
        10,
        "rgba",
        &["GL_COMPRESSED_RGBA_ASTC_10x10_KHR"],
    ),
    c(
        "TFMT5_ASTC_12x10",
        "astc_12x10",
        16,
        12,
        10,
        "rgba",
        &["GL_COMPRESSED_RGBA_ASTC_12x10_KHR"],
    ),
    c(
        "TFMT5_ASTC_12x12",
        "astc_12x12",
        16,
        12,
        12,
        "rgba",
        &["GL_COMPRESSED_RGBA_ASTC_12x12_KHR"],
    ),
];

/// A format: an index into [`FORMATS`]. Serialized as its hardware name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Format(u16);

impl Format {
    /// Look a format up by hardware name (`TFMT5_16_16_FLOAT`, or without
    /// the prefix), GL name (`GL_RG16F`) or short GL name (`rg16f`).
    /// Case-insensitive.
    pub fn by_name(name: &str) -> Result<Format> {
        let n = name.trim();
        let strip = |s: &'static str, p: &str| -> Option<&'static str> {
            (s.len() > p.len() && s[..p.len()].eq_ignore_ascii_case(p)).then(|| &s[p.len()..])
        };
        FORMATS
            .iter()
            .position(|f| {
                f.name.eq_ignore_ascii_case(n)
                    || f.short.eq_ignore_ascii_case(n)
                    || strip(f.name, "TFMT5_").is_some_and(|s| s.eq_ignore_ascii_case(n))
                    || f.gl.iter().any(|g| {
                        g.eq_ignore_ascii_case(n)
                            || strip(g, "GL_").is_some_and(|s| s.eq_ignore_ascii_case(n))
                    })
            })
            .map(|i| Format(i as u16))
            .ok_or_else(|| Error::UnknownFormat(n.to_string()))
    }

    /// Whether `name` names the sRGB variant of its format: a GL internal format
    /// whose name says SRGB (`GL_SRGB8_ALPHA8`, `GL_COMPRESSED_SRGB8_ETC2`), with or
    /// without `GL_`, in any case. Such a format samples with TEX_CONST_0.SRGB set,
    /// as Mesa's freedreno driver sets it from the format.
    pub fn names_srgb(name: &str) -> bool {
        let n = name.trim();
        let n = if n.len() > 3 && n[..3].eq_ignore_ascii_case("GL_") {
            &n[3..]
        } else {
            n
        };
        FORMATS.iter().flat_map(|f| f.gl).any(|g| {
            g.strip_prefix("GL_").unwrap_or(g).eq_ignore_ascii_case(n) && g.contains("SRGB")
        })
    }

    /// Whether this row is the first with its hardware name: the format the
    /// name stands for. Later rows with the name (`a8`, `la8`) sample the
    /// same `TFMT5_*` value through their own swizzle.
    pub fn owns_name(self) -> bool {
        let name = self.name();
        FORMATS.iter().position(|f| f.name == name) == Some(self.0 as usize)
    }

    /// A name that tells every format apart: the hardware name, or the short
    /// name of a row that shares its hardware name with an earlier one
    /// (`a8`). Serialization and [`Format::by_name`] agree on it.
    pub fn id(self) -> &'static str {
        if self.owns_name() {
            self.name()
        } else {
            self.short()
        }
    }

    /// The table row.
    pub fn info(self) -> &'static FormatInfo {
        &FORMATS[self.0 as usize]
    }

    /// Hardware name.
    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// Short GL name.
    pub fn short(self) -> &'static str {
        self.info().short
    }

    /// Canonical GL internal-format name.
    pub fn gl(self) -> &'static str {
        self.info().gl[0]
    }

    /// All formats, in table order.
    pub fn all() -> impl Iterator<Item = Format> {
        (0..FORMATS.len()).map(|i| Format(i as u16))
    }
}

/// Format by `a5xx_tex_fmt` value.
pub fn by_tex_fmt(value: u32) -> Option<&'static FormatInfo> {
    FORMATS.iter().find(|f| f.tex_fmt() == value)
}

/// Format by `a5xx_color_fmt` value.
pub fn by_color_fmt(value: u32) -> Option<&'static FormatInfo> {
    FORMATS.iter().find(|f| f.color_fmt() == Some(value))
}

impl Serialize for Format {
    fn serialize<S: Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        s.serialize_str(self.id())
    }
}

impl<'de> Deserialize<'de> for Format {
    fn deserialize<D: Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        let name = String::deserialize(d)?;
        Format::by_name(&name).map_err(serde::de::Error::custom)
    }
}

/// The hardware name; a row sampled through another's value adds its short
/// name: `TFMT5_8_UNORM (a8)`.
impl std::fmt::Display for Format {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())?;
        if !self.owns_name() {
            write!(f, " ({})", self.short())?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_resolve() {
        let table: &[(&str, &str)] = &[
            ("TFMT5_16_16_FLOAT", "TFMT5_16_16_FLOAT"),
            ("16_16_float", "TFMT5_16_16_FLOAT"),
            ("GL_RG16F", "TFMT5_16_16_FLOAT"),
            ("rg16f", "TFMT5_16_16_FLOAT"),
            ("RGBA8", "TFMT5_8_8_8_8_UNORM"),
            ("r8", "TFMT5_8_UNORM"),
            ("rgba32f", "TFMT5_32_32_32_32_FLOAT"),
            ("rgba16f", "TFMT5_16_16_16_16_FLOAT"),
            ("etc1_rgb8_oes", "TFMT5_ETC1"),
            ("compressed_rgba_astc_8x8_khr", "TFMT5_ASTC_8x8"),
            ("depth24_stencil8", "TFMT5_X8Z24_UNORM"),
            ("rgb32f", "TFMT5_32_32_32_FLOAT"),
            ("GL_RGB32UI", "TFMT5_32_32_32_UINT"),
            ("32_32_32_sint", "TFMT5_32_32_32_SINT"),
        ];
        for (name, hw) in table {
            assert_eq!(Format::by_name(name).unwrap().name(), *hw, "{name}");
        }
        assert_eq!(
            Format::by_name("rg17f"),
            Err(Error::UnknownFormat("rg17f".into()))
        );
    }

    /// The names of a format that resolve to it: a row sharing its hardware
    /// name is found by its short and GL names.
    fn own_names(f: Format) -> Vec<&'static str> {
        let info = f.info();
        let mut names = vec![info.short];
        if f.owns_name() {
            names.extend([info.name, &info.name[6..]]);
        }
        names.extend(info.gl.iter().flat_map(|g| [*g, &g[3..]]));
        names
    }

    #[test]
    fn every_name_of_every_format_resolves_to_it() {
        for f in Format::all() {
            let names = own_names(f);
            assert_eq!(Format::by_name(f.id()).unwrap(), f, "{}", f.id());
            for n in names {
                assert_eq!(Format::by_name(n).unwrap(), f, "{n}");
                assert_eq!(Format::by_name(&n.to_ascii_uppercase()).unwrap(), f, "{n}");
            }
        }
        for (short, hw) in [
            ("rgb9e5", "TFMT5_9_9_9_E5_FLOAT"),
            ("rgba8", "TFMT5_8_8_8_8_UNORM"),
            ("r11g11b10f", "TFMT5_11_11_10_FLOAT"),
            ("depth24_stencil8", "TFMT5_X8Z24_UNORM"),
            ("rg16f", "TFMT5_16_16_FLOAT"),
        ] {
            assert_eq!(Format::by_name(short).unwrap().name(), hw);
            assert_eq!(Format::by_name(hw).unwrap().short(), short);
        }
    }

    #[test]
    fn srgb_names_are_told_apart() {
        for n in [
            "GL_SRGB8_ALPHA8",
            "srgb8_alpha8",
            "GL_COMPRESSED_SRGB8_ETC2",
        ] {
            assert!(Format::names_srgb(n), "{n}");
        }
        for n in [
            "GL_RGBA8",
            "rgba8",
            "TFMT5_8_8_8_8_UNORM",
            "GL_COMPRESSED_RGB8_ETC2",
            "x",
        ] {
            assert!(!Format::names_srgb(n), "{n}");
        }
        assert_eq!(
            Format::by_name("GL_SRGB8_ALPHA8").unwrap(),
            Format::by_name("GL_RGBA8").unwrap()
        );
    }

    #[test]
    fn no_name_is_shared_between_formats() {
        let mut seen = std::collections::HashMap::new();
        for f in Format::all() {
            for n in own_names(f) {
                if let Some(other) = seen.insert(n.to_ascii_lowercase(), f) {
                    assert_eq!(other, f, "{n} names two formats");
                }
            }
        }
    }

    #[test]
    fn table_is_consistent() {
        for (i, f) in FORMATS.iter().enumerate() {
            assert!(
                f.block_bytes.is_power_of_two() || f.block_bytes == 12,
                "{}",
                f.name
            );
            assert!(f.tex_fmt() <= 0xff, "{} is not in a5xx_tex_fmt", f.name);
            if let Some(c) = f.color_fmt() {
                assert!(c <= 0xff, "{:?} is not in a5xx_color_fmt", f.color_name);
            }
            for other in &FORMATS[i + 1..] {
                if f.name == other.name {
                    // A second row of a value: the same texel, another swizzle.
                    assert_eq!(f.block_bytes, other.block_bytes, "{}", other.short);
                    assert_ne!(f.components, other.components, "{}", other.short);
                } else {
                    assert_ne!(f.tex_fmt(), other.tex_fmt(), "{}", f.name);
                }
                for g in f.gl {
                    assert!(!other.gl.contains(g), "{g} twice");
                }
            }
        }
        // Every bytes-per-pixel class is present.
        for cpp in [1, 2, 4, 8, 12, 16] {
            assert!(FORMATS
                .iter()
                .any(|f| !f.is_compressed() && f.block_bytes == cpp));
        }
    }

    #[test]
    fn alpha_formats_sample_the_values_mesa_selects() {
        // Mesa's fd5 table: A8_UNORM -> TFMT5_8_UNORM (3), L8A8_UNORM ->
        // TFMT5_8_8_UNORM (15); the alpha and luminance come from the swizzle.
        use crate::a5xx::tex_const::Swizzle::{self, *};
        let table: &[(&str, u32, [Swizzle; 4], &str)] = &[
            ("a8", 3, [Zero, Zero, Zero, X], "TFMT5_8_UNORM (a8)"),
            ("GL_ALPHA8", 3, [Zero, Zero, Zero, X], "TFMT5_8_UNORM (a8)"),
            ("la8", 15, [X, X, X, Y], "TFMT5_8_8_UNORM (la8)"),
            ("r8", 3, [X, Zero, Zero, One], "TFMT5_8_UNORM"),
            ("rg8", 15, [X, Y, Zero, One], "TFMT5_8_8_UNORM"),
        ];
        for &(name, fmt, swizzle, shown) in table {
            let f = Format::by_name(name).unwrap();
            assert_eq!(f.info().tex_fmt(), fmt, "{name}");
            assert_eq!(Swizzle::for_components(f.info().components), swizzle);
            assert_eq!(f.to_string(), shown);
            let json = serde_json::to_string(&f).unwrap();
            assert_eq!(serde_json::from_str::<Format>(&json).unwrap(), f, "{json}");
        }
        // The hardware names stand for the formats that own them.
        assert_eq!(Format::by_name("TFMT5_8_UNORM").unwrap().short(), "r8");
        assert_eq!(Format::by_name("8_8_unorm").unwrap().short(), "rg8");
        assert_eq!(
            serde_json::to_string(&Format::by_name("a8").unwrap()).unwrap(),
            "\"a8\""
        );
        // Neither formerly used value is in the table any more.
        assert!(by_tex_fmt(0x02).is_none() && by_tex_fmt(0x13).is_none());
        assert_eq!(by_color_fmt(0x02).unwrap().short, "a8");
    }

    #[test]
    fn serde_uses_hardware_names() {
        let f = Format::by_name("rg16f").unwrap();
        let json = serde_json::to_string(&f).unwrap();
        assert_eq!(json, "\"TFMT5_16_16_FLOAT\"");
        let back: Format = serde_json::from_str("\"GL_RG16F\"").unwrap();
        assert_eq!(back, f);
    }
}
