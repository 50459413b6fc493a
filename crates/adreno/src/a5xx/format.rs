//! Texture and colour formats: hardware names (`a5xx_tex_fmt`,
//! `a5xx_color_fmt` values from Mesa's `a5xx.xml`), block sizes and the GL
//! internal-format names they serve.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::{Error, Result};

/// One row of the format table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FormatInfo {
    /// Hardware name, `TFMT5_*`.
    pub name: &'static str,
    /// Short GL name (`rg16f`, `rgb9e5`, `depth24_stencil8`).
    pub short: &'static str,
    /// `a5xx_tex_fmt` value (TEX_CONST_0.FMT).
    pub tex_fmt: u32,
    /// Bytes per block (per pixel for uncompressed formats).
    pub block_bytes: u32,
    pub block_w: u32,
    pub block_h: u32,
    /// Components the format stores: `r`, `rg`, `rgb`, `rgba`, `a`, `la`,
    /// `d` (depth), `ds` (depth + stencil).
    pub components: &'static str,
    /// GL internal formats (`GL_RG16F`); the first is the canonical one.
    pub gl: &'static [&'static str],
    /// `a5xx_color_fmt` value when the format can be a render target.
    pub color_fmt: Option<u32>,
    pub color_name: Option<&'static str>,
}

impl FormatInfo {
    /// Block-compressed (block larger than one pixel).
    pub const fn is_compressed(&self) -> bool {
        self.block_w > 1 || self.block_h > 1
    }
}

const fn t(
    name: &'static str,
    short: &'static str,
    tex_fmt: u32,
    block_bytes: u32,
    components: &'static str,
    gl: &'static [&'static str],
    color: Option<(u32, &'static str)>,
) -> FormatInfo {
    let (color_fmt, color_name) = match color {
        Some((v, n)) => (Some(v), Some(n)),
        None => (None, None),
    };
    FormatInfo {
        name,
        short,
        tex_fmt,
        block_bytes,
        block_w: 1,
        block_h: 1,
        components,
        gl,
        color_fmt,
        color_name,
    }
}

// One row per compressed format: every column is a fact of the table.
#[allow(clippy::too_many_arguments)]
const fn c(
    name: &'static str,
    short: &'static str,
    tex_fmt: u32,
    block_bytes: u32,
    block_w: u32,
    block_h: u32,
    components: &'static str,
    gl: &'static [&'static str],
) -> FormatInfo {
    FormatInfo {
        name,
        short,
        tex_fmt,
        block_bytes,
        block_w,
        block_h,
        components,
        gl,
        color_fmt: None,
        color_name: None,
    }
}

/// Every format gpubin lays out. Three-component 8/32-bit formats
/// (`TFMT5_8_8_8_UNORM`, `TFMT5_32_32_32_*`) are left out: their 3- and
/// 12-byte pixels are not a power of two, which the layout rules require.
pub static FORMATS: &[FormatInfo] = &[
    // 1 byte per pixel.
    t(
        "TFMT5_A8_UNORM",
        "a8",
        0x02,
        1,
        "a",
        &["GL_ALPHA8"],
        Some((0x02, "RB5_A8_UNORM")),
    ),
    t(
        "TFMT5_8_UNORM",
        "r8",
        0x03,
        1,
        "r",
        &["GL_R8"],
        Some((0x03, "RB5_R8_UNORM")),
    ),
    t(
        "TFMT5_8_SNORM",
        "r8_snorm",
        0x04,
        1,
        "r",
        &["GL_R8_SNORM"],
        Some((0x04, "RB5_R8_SNORM")),
    ),
    t(
        "TFMT5_8_UINT",
        "r8ui",
        0x05,
        1,
        "r",
        &["GL_R8UI"],
        Some((0x05, "RB5_R8_UINT")),
    ),
    t(
        "TFMT5_8_SINT",
        "r8i",
        0x06,
        1,
        "r",
        &["GL_R8I"],
        Some((0x06, "RB5_R8_SINT")),
    ),
    // 2 bytes per pixel.
    t(
        "TFMT5_4_4_4_4_UNORM",
        "rgba4",
        0x08,
        2,
        "rgba",
        &["GL_RGBA4"],
        Some((0x08, "RB5_R4G4B4A4_UNORM")),
    ),
    t(
        "TFMT5_5_5_5_1_UNORM",
        "rgb5a1",
        0x0a,
        2,
        "rgba",
        &["GL_RGB5_A1"],
        Some((0x0a, "RB5_R5G5B5A1_UNORM")),
    ),
    t(
        "TFMT5_5_6_5_UNORM",
        "rgb565",
        0x0e,
        2,
        "rgb",
        &["GL_RGB565"],
        Some((0x0e, "RB5_R5G6B5_UNORM")),
    ),
    t(
        "TFMT5_8_8_UNORM",
        "rg8",
        0x0f,
        2,
        "rg",
        &["GL_RG8"],
        Some((0x0f, "RB5_R8G8_UNORM")),
    ),
    t(
        "TFMT5_8_8_SNORM",
        "rg8_snorm",
        0x10,
        2,
        "rg",
        &["GL_RG8_SNORM"],
        Some((0x10, "RB5_R8G8_SNORM")),
    ),
    t(
        "TFMT5_8_8_UINT",
        "rg8ui",
        0x11,
        2,
        "rg",
        &["GL_RG8UI"],
        Some((0x11, "RB5_R8G8_UINT")),
    ),
    t(
        "TFMT5_8_8_SINT",
        "rg8i",
        0x12,
        2,
        "rg",
        &["GL_RG8I"],
        Some((0x12, "RB5_R8G8_SINT")),
    ),
    t(
        "TFMT5_L8_A8_UNORM",
        "la8",
        0x13,
        2,
        "la",
        &["GL_LUMINANCE8_ALPHA8"],
        None,
    ),
    t(
        "TFMT5_16_UNORM",
        "r16",
        0x15,
        2,
        "r",
        &["GL_R16", "GL_DEPTH_COMPONENT16"],
        Some((0x15, "RB5_R16_UNORM")),
    ),
    t(
        "TFMT5_16_SNORM",
        "r16_snorm",
        0x16,
        2,
        "r",
        &["GL_R16_SNORM"],
        Some((0x16, "RB5_R16_SNORM")),
    ),
    t(
        "TFMT5_16_FLOAT",
        "r16f",
        0x17,
        2,
        "r",
        &["GL_R16F"],
        Some((0x17, "RB5_R16_FLOAT")),
    ),
    t(
        "TFMT5_16_UINT",
        "r16ui",
        0x18,
        2,
        "r",
        &["GL_R16UI"],
        Some((0x18, "RB5_R16_UINT")),
    ),
    t(
        "TFMT5_16_SINT",
        "r16i",
        0x19,
        2,
        "r",
        &["GL_R16I"],
        Some((0x19, "RB5_R16_SINT")),
    ),
    // 4 bytes per pixel.
    t(
        "TFMT5_8_8_8_8_UNORM",
        "rgba8",
        0x30,
        4,
        "rgba",
        &["GL_RGBA8", "GL_SRGB8_ALPHA8"],
        Some((0x30, "RB5_R8G8B8A8_UNORM")),
    ),
    t(
        "TFMT5_8_8_8_8_SNORM",
        "rgba8_snorm",
        0x32,
        4,
        "rgba",
        &["GL_RGBA8_SNORM"],
        Some((0x32, "RB5_R8G8B8A8_SNORM")),
    ),
    t(
        "TFMT5_8_8_8_8_UINT",
        "rgba8ui",
        0x33,
        4,
        "rgba",
        &["GL_RGBA8UI"],
        Some((0x33, "RB5_R8G8B8A8_UINT")),
    ),
    t(
        "TFMT5_8_8_8_8_SINT",
        "rgba8i",
        0x34,
        4,
        "rgba",
        &["GL_RGBA8I"],
        Some((0x34, "RB5_R8G8B8A8_SINT")),
    ),
    t(
        "TFMT5_9_9_9_E5_FLOAT",
        "rgb9e5",
        0x35,
        4,
        "rgb",
        &["GL_RGB9_E5"],
        None,
    ),
    t(
        "TFMT5_10_10_10_2_UNORM",
        "rgb10a2",
        0x36,
        4,
        "rgba",
        &["GL_RGB10_A2"],
        Some((0x37, "RB5_R10G10B10A2_UNORM")),
    ),
    t(
        "TFMT5_10_10_10_2_UINT",
        "rgb10a2ui",
        0x3a,
        4,
        "rgba",
        &["GL_RGB10_A2UI"],
        Some((0x3a, "RB5_R10G10B10A2_UINT")),
    ),
    t(
        "TFMT5_11_11_10_FLOAT",
        "r11g11b10f",
        0x42,
        4,
        "rgb",
        &["GL_R11F_G11F_B10F"],
        Some((0x42, "RB5_R11G11B10_FLOAT")),
    ),
    t(
        "TFMT5_16_16_UNORM",
        "rg16",
        0x43,
        4,
        "rg",
        &["GL_RG16"],
        Some((0x43, "RB5_R16G16_UNORM")),
    ),
    t(
        "TFMT5_16_16_SNORM",
        "rg16_snorm",
        0x44,
        4,
        "rg",
        &["GL_RG16_SNORM"],
        Some((0x44, "RB5_R16G16_SNORM")),
    ),
    t(
        "TFMT5_16_16_FLOAT",
        "rg16f",
        0x45,
        4,
        "rg",
        &["GL_RG16F"],
        Some((0x45, "RB5_R16G16_FLOAT")),
    ),
    t(
        "TFMT5_16_16_UINT",
        "rg16ui",
        0x46,
        4,
        "rg",
        &["GL_RG16UI"],
        Some((0x46, "RB5_R16G16_UINT")),
    ),
    t(
        "TFMT5_16_16_SINT",
        "rg16i",
        0x47,
        4,
        "rg",
        &["GL_RG16I"],
        Some((0x47, "RB5_R16G16_SINT")),
    ),
    t(
        "TFMT5_32_FLOAT",
        "r32f",
        0x4a,
        4,
        "r",
        &["GL_R32F", "GL_DEPTH_COMPONENT32F"],
        Some((0x4a, "RB5_R32_FLOAT")),
    ),
    t(
        "TFMT5_32_UINT",
        "r32ui",
        0x4b,
        4,
        "r",
        &["GL_R32UI"],
        Some((0x4b, "RB5_R32_UINT")),
    ),
    t(
        "TFMT5_32_SINT",
        "r32i",
        0x4c,
        4,
        "r",
        &["GL_R32I"],
        Some((0x4c, "RB5_R32_SINT")),
    ),
    t(
        "TFMT5_X8Z24_UNORM",
        "depth24_stencil8",
        0xa0,
        4,
        "ds",
        &["GL_DEPTH24_STENCIL8", "GL_DEPTH_COMPONENT24"],
        None,
    ),
    // 8 bytes per pixel.
    t(
        "TFMT5_16_16_16_16_UNORM",
        "rgba16",
        0x60,
        8,
        "rgba",
        &["GL_RGBA16"],
        Some((0x60, "RB5_R16G16B16A16_UNORM")),
    ),
    t(
        "TFMT5_16_16_16_16_SNORM",
        "rgba16_snorm",
        0x61,
        8,
        "rgba",
        &["GL_RGBA16_SNORM"],
        Some((0x61, "RB5_R16G16B16A16_SNORM")),
    ),
    t(
        "TFMT5_16_16_16_16_FLOAT",
        "rgba16f",
        0x62,
        8,
        "rgba",
        &["GL_RGBA16F"],
        Some((0x62, "RB5_R16G16B16A16_FLOAT")),
    ),
    t(
        "TFMT5_16_16_16_16_UINT",
        "rgba16ui",
        0x63,
        8,
        "rgba",
        &["GL_RGBA16UI"],
        Some((0x63, "RB5_R16G16B16A16_UINT")),
    ),
    t(
        "TFMT5_16_16_16_16_SINT",
        "rgba16i",
        0x64,
        8,
        "rgba",
        &["GL_RGBA16I"],
        Some((0x64, "RB5_R16G16B16A16_SINT")),
    ),
    t(
        "TFMT5_32_32_FLOAT",
        "rg32f",
        0x67,
        8,
        "rg",
        &["GL_RG32F"],
        Some((0x67, "RB5_R32G32_FLOAT")),
    ),
    t(
        "TFMT5_32_32_UINT",
        "rg32ui",
        0x68,
        8,
        "rg",
        &["GL_RG32UI"],
        Some((0x68, "RB5_R32G32_UINT")),
    ),
    t(
        "TFMT5_32_32_SINT",
        "rg32i",
        0x69,
        8,
        "rg",
        &["GL_RG32I"],
        Some((0x69, "RB5_R32G32_SINT")),
    ),
    // 16 bytes per pixel.
    t(
        "TFMT5_32_32_32_32_FLOAT",
        "rgba32f",
        0x82,
        16,
        "rgba",
        &["GL_RGBA32F"],
        Some((0x82, "RB5_R32G32B32A32_FLOAT")),
    ),
    t(
        "TFMT5_32_32_32_32_UINT",
        "rgba32ui",
        0x83,
        16,
        "rgba",
        &["GL_RGBA32UI"],
        Some((0x83, "RB5_R32G32B32A32_UINT")),
    ),
    t(
        "TFMT5_32_32_32_32_SINT",
        "rgba32i",
        0x84,
        16,
        "rgba",
        &["GL_RGBA32I"],
        Some((0x84, "RB5_R32G32B32A32_SINT")),
    ),
    // Block-compressed.
    c(
        "TFMT5_ETC2_RG11_UNORM",
        "rg11_eac",
        0xab,
        16,
        4,
        4,
        "rg",
        &["GL_COMPRESSED_RG11_EAC"],
    ),
    c(
        "TFMT5_ETC2_RG11_SNORM",
        "signed_rg11_eac",
        0xac,
        16,
        4,
        4,
        "rg",
        &["GL_COMPRESSED_SIGNED_RG11_EAC"],
    ),
    c(
        "TFMT5_ETC2_R11_UNORM",
        "r11_eac",
        0xad,
        8,
        4,
        4,
        "r",
        &["GL_COMPRESSED_R11_EAC"],
    ),
    c(
        "TFMT5_ETC2_R11_SNORM",
        "signed_r11_eac",
        0xae,
        8,
        4,
        4,
        "r",
        &["GL_COMPRESSED_SIGNED_R11_EAC"],
    ),
    c(
        "TFMT5_ETC1",
        "etc1_rgb8",
        0xaf,
        8,
        4,
        4,
        "rgb",
        &["GL_ETC1_RGB8_OES"],
    ),
    c(
        "TFMT5_ETC2_RGB8",
        "rgb8_etc2",
        0xb0,
        8,
        4,
        4,
        "rgb",
        &["GL_COMPRESSED_RGB8_ETC2", "GL_COMPRESSED_SRGB8_ETC2"],
    ),
    c(
        "TFMT5_ETC2_RGBA8",
        "rgba8_etc2_eac",
        0xb1,
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
        0xb2,
        8,
        4,
        4,
        "rgba",
        &["GL_COMPRESSED_RGB8_PUNCHTHROUGH_ALPHA1_ETC2"],
    ),
    c(
        "TFMT5_DXT1",
        "dxt1",
        0xb3,
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
        0xb4,
        16,
        4,
        4,
        "rgba",
        &["GL_COMPRESSED_RGBA_S3TC_DXT3_EXT"],
    ),
    c(
        "TFMT5_DXT5",
        "dxt5",
        0xb5,
        16,
        4,
        4,
        "rgba",
        &["GL_COMPRESSED_RGBA_S3TC_DXT5_EXT"],
    ),
    c(
        "TFMT5_RGTC1_UNORM",
        "red_rgtc1",
        0xb7,
        8,
        4,
        4,
        "r",
        &["GL_COMPRESSED_RED_RGTC1"],
    ),
    c(
        "TFMT5_RGTC1_SNORM",
        "signed_red_rgtc1",
        0xb8,
        8,
        4,
        4,
        "r",
        &["GL_COMPRESSED_SIGNED_RED_RGTC1"],
    ),
    c(
        "TFMT5_RGTC2_UNORM",
        "rg_rgtc2",
        0xbb,
        16,
        4,
        4,
        "rg",
        &["GL_COMPRESSED_RG_RGTC2"],
    ),
    c(
        "TFMT5_RGTC2_SNORM",
        "signed_rg_rgtc2",
        0xbc,
        16,
        4,
        4,
        "rg",
        &["GL_COMPRESSED_SIGNED_RG_RGTC2"],
    ),
    c(
        "TFMT5_BPTC_UFLOAT",
        "bptc_ufloat",
        0xbe,
        16,
        4,
        4,
        "rgb",
        &["GL_COMPRESSED_RGB_BPTC_UNSIGNED_FLOAT"],
    ),
    c(
        "TFMT5_BPTC_FLOAT",
        "bptc_float",
        0xbf,
        16,
        4,
        4,
        "rgb",
        &["GL_COMPRESSED_RGB_BPTC_SIGNED_FLOAT"],
    ),
    c(
        "TFMT5_BPTC",
        "bptc_unorm",
        0xc0,
        16,
        4,
        4,
        "rgba",
        &["GL_COMPRESSED_RGBA_BPTC_UNORM"],
    ),
    c(
        "TFMT5_ASTC_4x4",
        "astc_4x4",
        0xc1,
        16,
        4,
        4,
        "rgba",
        &["GL_COMPRESSED_RGBA_ASTC_4x4_KHR"],
    ),
    c(
        "TFMT5_ASTC_5x4",
        "astc_5x4",
        0xc2,
        16,
        5,
        4,
        "rgba",
        &["GL_COMPRESSED_RGBA_ASTC_5x4_KHR"],
    ),
    c(
        "TFMT5_ASTC_5x5",
        "astc_5x5",
        0xc3,
        16,
        5,
        5,
        "rgba",
        &["GL_COMPRESSED_RGBA_ASTC_5x5_KHR"],
    ),
    c(
        "TFMT5_ASTC_6x5",
        "astc_6x5",
        0xc4,
        16,
        6,
        5,
        "rgba",
        &["GL_COMPRESSED_RGBA_ASTC_6x5_KHR"],
    ),
    c(
        "TFMT5_ASTC_6x6",
        "astc_6x6",
        0xc5,
        16,
        6,
        6,
        "rgba",
        &["GL_COMPRESSED_RGBA_ASTC_6x6_KHR"],
    ),
    c(
        "TFMT5_ASTC_8x5",
        "astc_8x5",
        0xc6,
        16,
        8,
        5,
        "rgba",
        &["GL_COMPRESSED_RGBA_ASTC_8x5_KHR"],
    ),
    c(
        "TFMT5_ASTC_8x6",
        "astc_8x6",
        0xc7,
        16,
        8,
        6,
        "rgba",
        &["GL_COMPRESSED_RGBA_ASTC_8x6_KHR"],
    ),
    c(
        "TFMT5_ASTC_8x8",
        "astc_8x8",
        0xc8,
        16,
        8,
        8,
        "rgba",
        &["GL_COMPRESSED_RGBA_ASTC_8x8_KHR"],
    ),
    c(
        "TFMT5_ASTC_10x5",
        "astc_10x5",
        0xc9,
        16,
        10,
        5,
        "rgba",
        &["GL_COMPRESSED_RGBA_ASTC_10x5_KHR"],
    ),
    c(
        "TFMT5_ASTC_10x6",
        "astc_10x6",
        0xca,
        16,
        10,
        6,
        "rgba",
        &["GL_COMPRESSED_RGBA_ASTC_10x6_KHR"],
    ),
    c(
        "TFMT5_ASTC_10x8",
        "astc_10x8",
        0xcb,
        16,
        10,
        8,
        "rgba",
        &["GL_COMPRESSED_RGBA_ASTC_10x8_KHR"],
    ),
    c(
        "TFMT5_ASTC_10x10",
        "astc_10x10",
        0xcc,
        16,
        10,
        10,
        "rgba",
        &["GL_COMPRESSED_RGBA_ASTC_10x10_KHR"],
    ),
    c(
        "TFMT5_ASTC_12x10",
        "astc_12x10",
        0xcd,
        16,
        12,
        10,
        "rgba",
        &["GL_COMPRESSED_RGBA_ASTC_12x10_KHR"],
    ),
    c(
        "TFMT5_ASTC_12x12",
        "astc_12x12",
        0xce,
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
    FORMATS.iter().find(|f| f.tex_fmt == value)
}

/// Format by `a5xx_color_fmt` value.
pub fn by_color_fmt(value: u32) -> Option<&'static FormatInfo> {
    FORMATS.iter().find(|f| f.color_fmt == Some(value))
}

impl Serialize for Format {
    fn serialize<S: Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for Format {
    fn deserialize<D: Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        let name = String::deserialize(d)?;
        Format::by_name(&name).map_err(serde::de::Error::custom)
    }
}

impl std::fmt::Display for Format {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
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
        ];
        for (name, hw) in table {
            assert_eq!(Format::by_name(name).unwrap().name(), *hw, "{name}");
        }
        assert_eq!(
            Format::by_name("rg17f"),
            Err(Error::UnknownFormat("rg17f".into()))
        );
    }

    #[test]
    fn every_name_of_every_format_resolves_to_it() {
        for f in Format::all() {
            let info = f.info();
            let mut names = vec![info.name, &info.name[6..], info.short];
            names.extend(info.gl.iter().flat_map(|g| [*g, &g[3..]]));
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
    fn no_name_is_shared_between_formats() {
        let mut seen = std::collections::HashMap::new();
        for f in Format::all() {
            let info = f.info();
            let mut names = vec![info.name, &info.name[6..], info.short];
            names.extend(info.gl.iter().flat_map(|g| [*g, &g[3..]]));
            for n in names {
                if let Some(other) = seen.insert(n.to_ascii_lowercase(), f) {
                    assert_eq!(other, f, "{n} names two formats");
                }
            }
        }
    }

    #[test]
    fn table_is_consistent() {
        for (i, f) in FORMATS.iter().enumerate() {
            assert!(f.block_bytes.is_power_of_two(), "{}", f.name);
            assert!(f.tex_fmt <= 0xff);
            for other in &FORMATS[i + 1..] {
                assert_ne!(f.tex_fmt, other.tex_fmt, "{}", f.name);
                assert_ne!(f.name, other.name);
                for g in f.gl {
                    assert!(!other.gl.contains(g), "{g} twice");
                }
            }
        }
        // Every bytes-per-pixel class is present.
        for cpp in [1, 2, 4, 8, 16] {
            assert!(FORMATS
                .iter()
                .any(|f| !f.is_compressed() && f.block_bytes == cpp));
        }
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
