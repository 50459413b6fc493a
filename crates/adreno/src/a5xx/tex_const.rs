//! `A5XX_TEX_CONST`, the 12-dword texture descriptor (spec §1.2, §2.1 rule
//! 5, §7.1): built from a [`TextureLayout`] and a view, decoded back to
//! named fields.

use serde::{Deserialize, Serialize};

use super::layout::{TextureLayout, TextureType};
use super::regs::{DecodedRegister, Field, Reg};
use super::regs_db::{
    TEX_CONST_0, TEX_CONST_1, TEX_CONST_10, TEX_CONST_11, TEX_CONST_2, TEX_CONST_3, TEX_CONST_4,
    TEX_CONST_5, TEX_CONST_6, TEX_CONST_7, TEX_CONST_8, TEX_CONST_9,
};
use crate::{Error, Expected, ParseReason, Result};

/// A swizzle selector (`a5xx_tex_swiz`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Swizzle {
    /// Component x.
    X,
    /// Component y.
    Y,
    /// Component z.
    Z,
    /// Component w.
    W,
    /// Constant 0.
    #[serde(rename = "ZERO")]
    Zero,
    /// Constant 1.
    #[serde(rename = "ONE")]
    One,
}

impl Swizzle {
    /// The `a5xx_tex_swiz` value.
    pub const fn value(self) -> u32 {
        match self {
            Swizzle::X => 0,
            Swizzle::Y => 1,
            Swizzle::Z => 2,
            Swizzle::W => 3,
            Swizzle::Zero => 4,
            Swizzle::One => 5,
        }
    }

    /// From a register value.
    pub fn from_value(v: u32) -> Option<Swizzle> {
        [
            Swizzle::X,
            Swizzle::Y,
            Swizzle::Z,
            Swizzle::W,
            Swizzle::Zero,
            Swizzle::One,
        ]
        .get(v as usize)
        .copied()
    }

    /// Parse four selectors written as `xyz1`, `rg01`, `XY01`.
    pub fn parse4(text: &str) -> Result<[Swizzle; 4]> {
        let chars: Vec<char> = text.trim().chars().collect();
        let err = || Error::Parse {
            text: text.to_string(),
            reason: ParseReason::Swizzle,
        };
        if chars.len() != 4 {
            return Err(err());
        }
        let mut out = [Swizzle::X; 4];
        for (o, c) in out.iter_mut().zip(chars) {
            *o = match c.to_ascii_lowercase() {
                'x' | 'r' => Swizzle::X,
                'y' | 'g' => Swizzle::Y,
                'z' | 'b' => Swizzle::Z,
                'w' | 'a' => Swizzle::W,
                '0' => Swizzle::Zero,
                '1' => Swizzle::One,
                _ => return Err(err()),
            };
        }
        Ok(out)
    }

    /// The identity-like swizzle of a format's components: missing colour
    /// components read 0, missing alpha reads 1.
    pub fn for_components(components: &str) -> [Swizzle; 4] {
        use Swizzle::*;
        match components {
            "r" | "d" | "ds" => [X, Zero, Zero, One],
            "rg" => [X, Y, Zero, One],
            "rgb" => [X, Y, Z, One],
            "a" => [Zero, Zero, Zero, X],
            "la" => [X, X, X, Y],
            _ => [X, Y, Z, W],
        }
    }
}

/// Which part of the image the descriptor exposes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct TexView {
    /// First level sampled.
    #[serde(default)]
    pub base_level: u32,
    /// Levels sampled from `base_level` (`MIPLVLS` + 1); all remaining if
    /// not given.
    #[serde(default)]
    pub level_count: Option<u32>,
    /// Swizzle; the format's natural one if not given.
    #[serde(default)]
    pub swizzle: Option<[Swizzle; 4]>,
    /// Sample with sRGB decoding.
    #[serde(default)]
    pub srgb: bool,
}

/// The named fields of a descriptor (values in their own units: bytes for
/// pitches and addresses).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct TexConstFields {
    /// `TEX_CONST_0.TILE_MODE`.
    pub tile_mode: u32,
    /// `TEX_CONST_0.SRGB`.
    pub srgb: bool,
    /// `TEX_CONST_0.SWIZ_X`..`SWIZ_W`.
    pub swizzle: [u32; 4],
    /// `TEX_CONST_0.MIPLVLS`.
    pub miplvls: u32,
    /// log2(samples).
    pub samples: u32,
    /// `TEX_CONST_0.FMT`.
    pub fmt: u32,
    /// `TEX_CONST_0.SWAP`.
    pub swap: u32,
    /// `TEX_CONST_1.WIDTH`.
    pub width: u32,
    /// `TEX_CONST_1.HEIGHT`.
    pub height: u32,
    /// `TEX_CONST_2.PITCHALIGN`.
    pub pitchalign: u32,
    /// `TEX_CONST_2.BUFFER`.
    pub buffer: bool,
    /// `TEX_CONST_2.PITCH`.
    pub pitch: u32,
    /// `TEX_CONST_2.TYPE`.
    #[serde(rename = "type")]
    pub ty: u32,
    /// `TEX_CONST_3.ARRAY_PITCH`.
    pub array_pitch: u64,
    /// `TEX_CONST_3.MIN_LAYERSZ`.
    pub min_layersz: u64,
    /// `TEX_CONST_3.TILE_ALL`.
    pub tile_all: bool,
    /// `TEX_CONST_3.FLAG`.
    pub flag: bool,
    /// `TEX_CONST_4.BASE_LO` and `TEX_CONST_5.BASE_HI`.
    pub base: u64,
    /// `TEX_CONST_5.DEPTH`.
    pub depth: u32,
}

/// A built descriptor: fields, dwords, notes on choices made, and warnings
/// about what the hardware will not read as laid out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TexConst {
    /// The named fields.
    pub fields: TexConstFields,
    /// The twelve dwords.
    pub dwords: [u32; 12],
    /// Choices the builder made.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    /// What the hardware will not read as laid out.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub warnings: Vec<String>,
}

/// Build the descriptor of `layout` as seen through `view`.
pub fn build(layout: &TextureLayout, view: &TexView) -> Result<TexConst> {
    let d = &layout.desc;
    let nlevels = layout.levels.len() as u32;
    if view.base_level >= nlevels {
        return Err(Error::range(
            "base level",
            view.base_level as u64,
            Expected::Below(nlevels.into()),
        ));
    }
    let count = view.level_count.unwrap_or(nlevels - view.base_level);
    if count == 0 {
        return Err(Error::Zero {
            what: "view level count",
        });
    }
    if view.base_level + count > nlevels || count > 16 {
        return Err(Error::range(
            "view level count",
            count as u64,
            Expected::Range {
                lo: 1,
                hi: (nlevels - view.base_level).min(16).into(),
            },
        ));
    }
    let base = &layout.levels[view.base_level as usize];
    let last = &layout.levels[nlevels as usize - 1];
    let info = d.format.info();
    let mut notes = Vec::new();

    let pitch_field_max = 0x3f_ffff;
    if base.pitch as u64 > pitch_field_max {
        return Err(Error::PitchOverflow {
            pitch: base.pitch as u64,
            field: "TEX_CONST_2.PITCH",
            max: pitch_field_max,
        });
    }
    let mut warnings = Vec::new();
    let is_3d = d.ty == TextureType::D3;
    let mut array_pitch = if is_3d {
        base.slice_size
    } else {
        layout.layer_size
    };
    // ARRAY_PITCH holds bits 25-12 of the pitch: at most 64 MiB - 4 KiB.
    let array_pitch_max = TEX_CONST_3::ARRAY_PITCH.def().max_value();
    if array_pitch > array_pitch_max {
        // Mesa lays such images out and writes ARRAY_PITCH(layer_size) all
        // the same, the field keeping the bits it has; so does gpubin, saying so.
        let written = array_pitch & array_pitch_max;
        let (what, layers) = if is_3d {
            ("slice size", base.depth)
        } else {
            ("layer size", d.array_size)
        };
        let text = format!(
            "{what} {array_pitch:#x} does not fit TEX_CONST_3.ARRAY_PITCH (bits 25-12 of the \
             pitch, at most {array_pitch_max:#x}); written as the bits it holds, {written:#x}, \
             as Mesa's a5xx driver writes it"
        );
        if layers > 1 {
            let unit = if is_3d { "slices" } else { "layers" };
            warnings.push(format!(
                "{text}: the hardware steps between the {layers} {unit} by {written:#x} \
                 instead of {array_pitch:#x}, so every {} but the first is read from the wrong \
                 address",
                &unit[..unit.len() - 1]
            ));
        } else {
            notes.push(format!(
                "{text} (one {}, so the pitch is never used)",
                &what[..5]
            ));
        }
        array_pitch = written;
    }
    let min_layersz = if is_3d {
        // Spec §1.2: the last level's slice size; the field holds at most
        // 0xF000, where slices stop shrinking (rule 5).
        if last.slice_size > 0xF000 {
            notes.push(format!(
                "last-level slice size {:#x} exceeds MIN_LAYERSZ; written as 0xF000",
                last.slice_size
            ));
        }
        last.slice_size.min(0xF000) & !0xFFF
    } else if d.ubwc {
        // The blob's 2D path always writes one page here (seed: 0x18800000).
        0x1000
    } else {
        0
    };
    let address = match base.flags {
        // Spec §2.1 rule 5: BASE is the level's flags address.
        Some(f) => f.address,
        None => base.address,
    };
    let depth = match d.ty {
        TextureType::D3 => base.depth,
        TextureType::Cube => d.array_size / 6,
        _ => d.array_size,
    };
    let swizzle = view
        .swizzle
        .unwrap_or_else(|| Swizzle::for_components(info.components));
    let fields = TexConstFields {
        tile_mode: if base.tiled { d.tile_mode.value() } else { 0 },
        srgb: view.srgb,
        swizzle: swizzle.map(Swizzle::value),
        miplvls: count - 1,
        samples: d.samples.trailing_zeros(),
        fmt: info.tex_fmt(),
        swap: 0,
        width: base.width,
        height: base.height,
        pitchalign: layout.pitch_align.trailing_zeros() - 6,
        buffer: false,
        pitch: base.pitch,
        ty: d.ty.value(),
        array_pitch,
        min_layersz,
        tile_all: d.tiles_all(),
        flag: d.ubwc,
        base: address,
        depth,
    };
    let dwords = pack(&fields)?;
    Ok(TexConst {
        fields,
        dwords,
        notes,
        warnings,
    })
}

/// Pack named fields into the 12 dwords.
pub fn pack(f: &TexConstFields) -> Result<[u32; 12]> {
    let mut out = [0u32; 12];
    out[0] = TEX_CONST_0::REG.encode(&[
        (TEX_CONST_0::TILE_MODE, f.tile_mode as u64),
        (TEX_CONST_0::SRGB, f.srgb as u64),
        (TEX_CONST_0::SWIZ_X, f.swizzle[0] as u64),
        (TEX_CONST_0::SWIZ_Y, f.swizzle[1] as u64),
        (TEX_CONST_0::SWIZ_Z, f.swizzle[2] as u64),
        (TEX_CONST_0::SWIZ_W, f.swizzle[3] as u64),
        (TEX_CONST_0::MIPLVLS, f.miplvls as u64),
        (TEX_CONST_0::SAMPLES, f.samples as u64),
        (TEX_CONST_0::FMT, f.fmt as u64),
        (TEX_CONST_0::SWAP, f.swap as u64),
    ])?;
    out[1] = TEX_CONST_1::REG.encode(&[
        (TEX_CONST_1::WIDTH, f.width as u64),
        (TEX_CONST_1::HEIGHT, f.height as u64),
    ])?;
    out[2] = TEX_CONST_2::REG.encode(&[
        (TEX_CONST_2::PITCHALIGN, f.pitchalign as u64),
        (TEX_CONST_2::BUFFER, f.buffer as u64),
        (TEX_CONST_2::PITCH, f.pitch as u64),
        (TEX_CONST_2::TYPE, f.ty as u64),
    ])?;
    out[3] = TEX_CONST_3::REG.encode(&[
        (TEX_CONST_3::ARRAY_PITCH, f.array_pitch),
        (TEX_CONST_3::MIN_LAYERSZ, f.min_layersz),
        (TEX_CONST_3::TILE_ALL, f.tile_all as u64),
        (TEX_CONST_3::FLAG, f.flag as u64),
    ])?;
    out[4] = TEX_CONST_4::REG.encode(&[(TEX_CONST_4::BASE_LO, f.base & 0xffff_ffff)])?;
    out[5] = TEX_CONST_5::REG.encode(&[
        (TEX_CONST_5::BASE_HI, f.base >> 32),
        (TEX_CONST_5::DEPTH, f.depth as u64),
    ])?;
    Ok(out)
}

/// Read named fields back from dwords 0-5.
pub fn unpack(dwords: &[u32]) -> Result<TexConstFields> {
    if dwords.len() < 6 {
        return Err(Error::range(
            "TEX_CONST dwords",
            dwords.len() as u64,
            Expected::AtLeast(6),
        ));
    }
    // Dword i of the descriptor is register TEX_CONST_i.
    fn get<R>(dwords: &[u32], i: usize, field: Field<R>) -> u64 {
        field.def().unpack(dwords[i])
    }
    use {TEX_CONST_0 as C0, TEX_CONST_1 as C1, TEX_CONST_2 as C2};
    use {TEX_CONST_3 as C3, TEX_CONST_4 as C4, TEX_CONST_5 as C5};
    Ok(TexConstFields {
        tile_mode: get(dwords, 0, C0::TILE_MODE) as u32,
        srgb: get(dwords, 0, C0::SRGB) != 0,
        swizzle: [
            get(dwords, 0, C0::SWIZ_X) as u32,
            get(dwords, 0, C0::SWIZ_Y) as u32,
            get(dwords, 0, C0::SWIZ_Z) as u32,
            get(dwords, 0, C0::SWIZ_W) as u32,
        ],
        miplvls: get(dwords, 0, C0::MIPLVLS) as u32,
        samples: get(dwords, 0, C0::SAMPLES) as u32,
        fmt: get(dwords, 0, C0::FMT) as u32,
        swap: get(dwords, 0, C0::SWAP) as u32,
        width: get(dwords, 1, C1::WIDTH) as u32,
        height: get(dwords, 1, C1::HEIGHT) as u32,
        pitchalign: get(dwords, 2, C2::PITCHALIGN) as u32,
        buffer: get(dwords, 2, C2::BUFFER) != 0,
        pitch: get(dwords, 2, C2::PITCH) as u32,
        ty: get(dwords, 2, C2::TYPE) as u32,
        array_pitch: get(dwords, 3, C3::ARRAY_PITCH),
        min_layersz: get(dwords, 3, C3::MIN_LAYERSZ),
        tile_all: get(dwords, 3, C3::TILE_ALL) != 0,
        flag: get(dwords, 3, C3::FLAG) != 0,
        base: get(dwords, 4, C4::BASE_LO) | (get(dwords, 5, C5::BASE_HI) << 32),
        depth: get(dwords, 5, C5::DEPTH) as u32,
    })
}

/// The descriptor's dwords as registers.
const TEX_CONST: [Reg; 12] = [
    TEX_CONST_0::REG.erase(),
    TEX_CONST_1::REG.erase(),
    TEX_CONST_2::REG.erase(),
    TEX_CONST_3::REG.erase(),
    TEX_CONST_4::REG.erase(),
    TEX_CONST_5::REG.erase(),
    TEX_CONST_6::REG.erase(),
    TEX_CONST_7::REG.erase(),
    TEX_CONST_8::REG.erase(),
    TEX_CONST_9::REG.erase(),
    TEX_CONST_10::REG.erase(),
    TEX_CONST_11::REG.erase(),
];

/// Decode descriptor dwords to named registers (`TEX_CONST_0` ...).
pub fn decode(dwords: &[u32]) -> Result<Vec<DecodedRegister>> {
    if dwords.is_empty() || dwords.len() > 12 {
        return Err(Error::range(
            "TEX_CONST dwords",
            dwords.len() as u64,
            Expected::Range { lo: 1, hi: 12 },
        ));
    }
    Ok(dwords
        .iter()
        .enumerate()
        .map(|(i, &w)| TEX_CONST[i].def().decode(0, w))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::a5xx::format::Format;
    use crate::a5xx::layout::{layout, TextureDesc, TileMode};

    #[test]
    fn rgb32_descriptor() {
        // FMT from a5xx.xml (TFMT5_32_32_32_FLOAT = 116, _UINT = 114,
        // _SINT = 115); three components, so W reads one; PITCHALIGN is
        // log2(256) - 6 = 2.
        for (name, fmt) in [("rgb32f", 116), ("rgb32ui", 114), ("rgb32i", 115)] {
            let d = TextureDesc::new_2d(Format::by_name(name).unwrap(), 100, 60);
            let tc = build(&layout(&d).unwrap(), &TexView::default()).unwrap();
            let f = tc.fields;
            assert_eq!(f.fmt, fmt, "{name}");
            assert_eq!(f.swizzle, [0, 1, 2, 5], "{name}");
            assert_eq!((f.pitchalign, f.pitch), (2, 1280), "{name}");
            assert_eq!(unpack(&tc.dwords).unwrap(), f);
        }
    }

    #[test]
    fn swizzle_parse_and_defaults() {
        use Swizzle::*;
        assert_eq!(Swizzle::parse4("xy01").unwrap(), [X, Y, Zero, One]);
        assert_eq!(Swizzle::parse4("RGBA").unwrap(), [X, Y, Z, W]);
        assert!(Swizzle::parse4("xyz").is_err());
        assert!(Swizzle::parse4("xyzq").is_err());
        let table: &[(&str, [Swizzle; 4])] = &[
            ("r", [X, Zero, Zero, One]),
            ("rg", [X, Y, Zero, One]),
            ("rgb", [X, Y, Z, One]),
            ("rgba", [X, Y, Z, W]),
            ("a", [Zero, Zero, Zero, X]),
            ("la", [X, X, X, Y]),
        ];
        for (c, want) in table {
            assert_eq!(Swizzle::for_components(c), *want, "{c}");
        }
    }

    #[test]
    fn pack_unpack_round_trip() {
        let mut d = TextureDesc::new_2d(Format::by_name("rgba16f").unwrap(), 300, 200);
        d.levels = 5;
        d.array_size = 4;
        d.tile_mode = TileMode::Tile3;
        d.base = 0x1_2345_6000;
        let lay = layout(&d).unwrap();
        let tc = build(&lay, &TexView::default()).unwrap();
        assert_eq!(unpack(&tc.dwords).unwrap(), tc.fields);
        assert_eq!(tc.fields.depth, 4);
        assert_eq!(tc.fields.miplvls, 4);
        assert_eq!(tc.fields.base, 0x1_2345_6000);
        assert_eq!(tc.dwords[5] & 0x1ffff, 1, "BASE_HI");
        assert_eq!(tc.fields.pitchalign, 3, "PA 512 bytes");
    }

    #[test]
    fn pitchalign_tells_tiled_small_formats_apart() {
        // Spec §2.2: with 128-pixel alignment PITCHALIGN = log2(cpp) + 1.
        let table: &[(&str, bool, u32)] = &[
            ("r8", false, 0),
            ("r8", true, 1),
            ("rg8", false, 1),
            ("rg8", true, 2),
            ("rgba8", true, 2),
            ("rgba16f", true, 3),
            ("rgba32f", false, 4),
        ];
        for &(name, tiled, want) in table {
            let mut d = TextureDesc::new_2d(Format::by_name(name).unwrap(), 64, 64);
            if tiled {
                d.tile_mode = TileMode::Tile3;
            }
            let tc = build(&layout(&d).unwrap(), &TexView::default()).unwrap();
            assert_eq!(tc.fields.pitchalign, want, "{name} tiled {tiled}");
        }
    }

    #[test]
    fn view_selects_levels() {
        let mut d = TextureDesc::new_2d(Format::by_name("rgba8").unwrap(), 256, 256);
        d.levels = 9;
        d.tile_mode = TileMode::Tile3;
        let lay = layout(&d).unwrap();
        let view = TexView {
            base_level: 5,
            ..TexView::default()
        };
        let tc = build(&lay, &view).unwrap();
        assert_eq!((tc.fields.width, tc.fields.height), (8, 8));
        assert_eq!(tc.fields.miplvls, 3);
        assert_eq!(tc.fields.tile_mode, 0, "8 px wide level is linear");
        assert_eq!(tc.fields.base, lay.levels[5].address);
        let bad = TexView {
            base_level: 9,
            ..TexView::default()
        };
        assert!(build(&lay, &bad).is_err());
        let bad = TexView {
            level_count: Some(10),
            ..TexView::default()
        };
        assert!(build(&lay, &bad).is_err());
    }

    #[test]
    fn a_layer_past_array_pitch_is_written_as_mesa_writes_it_with_a_warning() {
        // (format, type, size, layers) -> layer size. 4096x4096 RGBA8 with its
        // 13 linear levels: rows x pitch = 0x4000000 + 0x1000000 + 0x400000 +
        // 0x100000 + 0x40000 + 0x10000 + 0x4000 + 0x2000 + 0x1000 + 0x800 +
        // 0x400 + 0x200 + 0x2000 (the last level's 32 rows of 256 bytes) =
        // 0x5559e00, page-aligned 0x555a000. 4096x4096 RGBA32F, one level:
        // 4096 rows of 65536 bytes. The field keeps bits 25-12.
        let cases: &[(&str, TextureType, u32, u32, u64, &str)] = &[
            ("rgba8", TextureType::Cube, 4096, 6, 0x0555_a000, "6 layers"),
            ("rgba32f", TextureType::D2, 4096, 2, 0x1000_0000, "2 layers"),
        ];
        for &(name, ty, size, layers, layer_size, count) in cases {
            let mut d = TextureDesc::new_2d(Format::by_name(name).unwrap(), size, size);
            d.ty = ty;
            d.array_size = layers;
            d.levels = if ty == TextureType::Cube { 13 } else { 1 };
            let lay = layout(&d).unwrap();
            assert_eq!(lay.layer_size, layer_size, "{name}");
            let tc = build(&lay, &TexView::default()).unwrap();
            assert_eq!(tc.fields.array_pitch, layer_size & 0x03ff_f000, "{name}");
            assert_eq!(unpack(&tc.dwords).unwrap(), tc.fields);
            assert_eq!(tc.warnings.len(), 1, "{name}");
            let w = &tc.warnings[0];
            for part in [
                &format!("layer size {layer_size:#x} does not fit TEX_CONST_3.ARRAY_PITCH"),
                "at most 0x3fff000",
                &format!(
                    "written as the bits it holds, {:#x}",
                    layer_size & 0x03ff_f000
                ),
                "as Mesa's a5xx driver writes it",
                count,
                "every layer but the first is read from the wrong address",
            ] {
                assert!(w.contains(part), "{w:?} lacks {part:?}");
            }
        }
        // One layer: the pitch is never used; a note, no warning.
        let d = TextureDesc::new_2d(Format::by_name("rgba32f").unwrap(), 4096, 4096);
        let tc = build(&layout(&d).unwrap(), &TexView::default()).unwrap();
        assert_eq!(tc.fields.array_pitch, 0); // 256 MiB: no bits below 26
        assert!(tc.warnings.is_empty());
        assert_eq!(tc.notes.len(), 1);
        assert!(tc.notes[0].ends_with("(one layer, so the pitch is never used)"));
        // A 3D image whose slice does not fit: slices step wrongly.
        let mut d = TextureDesc::new_2d(Format::by_name("rgba32f").unwrap(), 4096, 4096);
        d.ty = TextureType::D3;
        d.depth = 2;
        let tc = build(&layout(&d).unwrap(), &TexView::default()).unwrap();
        assert!(
            tc.warnings[0].contains("between the 2 slices"),
            "{:?}",
            tc.warnings
        );
    }

    #[test]
    fn three_d_fields() {
        let mut d = TextureDesc::new_2d(Format::by_name("rgba8").unwrap(), 64, 64);
        d.ty = TextureType::D3;
        d.depth = 32;
        d.levels = 7;
        let lay = layout(&d).unwrap();
        let tc = build(&lay, &TexView::default()).unwrap();
        assert_eq!(tc.fields.ty, 3);
        assert_eq!(tc.fields.depth, 32);
        assert_eq!(tc.fields.array_pitch, lay.levels[0].slice_size);
        assert_eq!(tc.fields.min_layersz, lay.levels[6].slice_size);
    }
}
