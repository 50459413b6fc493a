//! A small table-driven register database: name, dword offset, fields with
//! bit ranges, value shifts and enum names. Everything the other modules
//! emit is packed through [`RegisterDef::encode`], so a value a field cannot
//! hold is an error instead of silent truncation.
//!
//! Offsets and bit layouts: Mesa's `a5xx.xml` (rnndb), as restated in the
//! gpubin Adreno 5xx spec §7.

use serde::{Deserialize, Serialize};

use super::format;
use crate::{Error, Result};

/// One named value of an enum field.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EnumValue {
    pub value: u32,
    pub name: &'static str,
}

/// How a field's value is shown and parsed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FieldKind {
    /// Unsigned number.
    Uint,
    /// Unsigned number shown in hex (addresses, masks).
    Hex,
    /// One bit.
    Bool,
    /// A closed set of named values.
    Enum(&'static [EnumValue]),
    /// `a5xx_tex_fmt`, taken from the format table.
    TexFormat,
    /// `a5xx_color_fmt`, taken from the format table.
    ColorFormat,
}

/// One bit field of a register.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FieldDef {
    pub name: &'static str,
    pub low: u8,
    pub high: u8,
    /// The field stores `value >> shr`.
    pub shr: u8,
    pub kind: FieldKind,
}

/// One register (or descriptor dword) of the database.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RegisterDef {
    /// Name; array registers contain `[]`, e.g. `VPC_SO[].NCOMP`.
    pub name: &'static str,
    /// Dword offset of instance 0; `None` for descriptor dwords (TEX_CONST).
    pub offset: Option<u32>,
    /// Number of instances (1 for plain registers).
    pub count: u32,
    /// Dword distance between instances.
    pub stride: u32,
    pub fields: &'static [FieldDef],
}

/// A value given for a field when encoding: a number or an enum name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum FieldValue {
    Num(u64),
    Name(String),
}

/// One decoded field.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DecodedField {
    pub name: String,
    /// Bit range, e.g. `29-22`.
    pub bits: String,
    /// The bits as stored.
    pub raw: u32,
    /// The value the bits stand for (`raw << shr`).
    pub value: u64,
    /// Enum name of the value (enum fields), or the value in hex (address
    /// and mask fields).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub meaning: Option<String>,
}

/// A decoded register value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DecodedRegister {
    /// Instance name, e.g. `VSC_PIPE_CONFIG[3]`.
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub offset: Option<u32>,
    pub value: u32,
    pub fields: Vec<DecodedField>,
    /// Set bits that belong to no known field (kept so re-encoding is exact).
    pub undefined_bits: u32,
}

impl FieldDef {
    /// Number of bits.
    pub const fn width(&self) -> u32 {
        (self.high - self.low) as u32 + 1
    }

    /// The field's bits within the register.
    pub const fn mask(&self) -> u32 {
        let ones = if self.width() == 32 {
            u32::MAX
        } else {
            (1u32 << self.width()) - 1
        };
        ones << self.low
    }

    /// Largest value the field can hold.
    pub const fn max_value(&self) -> u64 {
        ((1u64 << self.width()) - 1) << self.shr
    }

    /// The value the field holds in `word`.
    pub const fn unpack(&self, word: u32) -> u64 {
        (((word & self.mask()) >> self.low) as u64) << self.shr
    }

    /// Place `value` into the field's bits; error if it does not fit or is
    /// not a multiple of the field's unit.
    pub fn pack(&self, register: &str, value: u64) -> Result<u32> {
        let unit = 1u64 << self.shr;
        if value % unit != 0 {
            return Err(
                self.value_error(register, format!("{value:#x} is not a multiple of {unit}"))
            );
        }
        if value > self.max_value() {
            return Err(self.value_error(
                register,
                format!("{value:#x} exceeds the maximum {:#x}", self.max_value()),
            ));
        }
        Ok((((value >> self.shr) as u32) << self.low) & self.mask())
    }

    fn value_error(&self, register: &str, reason: String) -> Error {
        Error::FieldValue {
            register: register.to_string(),
            field: self.name.to_string(),
            reason,
        }
    }

    /// Enum name of a raw value.
    pub fn enum_name(&self, raw: u32) -> Option<&'static str> {
        match self.kind {
            FieldKind::Enum(values) => values.iter().find(|v| v.value == raw).map(|v| v.name),
            FieldKind::TexFormat => format::by_tex_fmt(raw).map(|f| f.name),
            FieldKind::ColorFormat => format::by_color_fmt(raw).and_then(|f| f.color_name),
            _ => None,
        }
    }

    /// Raw value of an enum name.
    pub fn enum_value(&self, name: &str) -> Option<u32> {
        match self.kind {
            FieldKind::Enum(values) => values
                .iter()
                .find(|v| v.name.eq_ignore_ascii_case(name))
                .map(|v| v.value),
            FieldKind::TexFormat => format::Format::by_name(name).ok().map(|f| f.info().tex_fmt),
            FieldKind::ColorFormat => format::Format::by_name(name)
                .ok()
                .and_then(|f| f.info().color_fmt),
            FieldKind::Bool => match name.to_ascii_lowercase().as_str() {
                "true" | "on" | "yes" => Some(1),
                "false" | "off" | "no" => Some(0),
                _ => None,
            },
            _ => None,
        }
    }

    fn bits(&self) -> String {
        if self.low == self.high {
            format!("{}", self.low)
        } else {
            format!("{}-{}", self.high, self.low)
        }
    }
}

impl RegisterDef {
    /// Name of instance `index` (`VPC_SO[2].NCOMP`); plain name otherwise.
    pub fn instance_name(&self, index: u32) -> String {
        if self.count > 1 {
            self.name.replacen("[]", &format!("[{index}]"), 1)
        } else {
            self.name.to_string()
        }
    }

    /// Dword offset of instance `index`.
    pub fn instance_offset(&self, index: u32) -> Option<u32> {
        self.offset.map(|o| o + index * self.stride)
    }

    /// Field by name.
    pub fn field(&self, name: &str) -> Option<&'static FieldDef> {
        self.fields
            .iter()
            .find(|f| f.name.eq_ignore_ascii_case(name))
    }

    /// Bits covered by some field.
    pub fn defined_bits(&self) -> u32 {
        self.fields.iter().fold(0, |m, f| m | f.mask())
    }

    /// Pack numeric field values (in the field's own unit, e.g. bytes for
    /// `A_OFF`). Fields not named are zero.
    pub fn encode(&self, values: &[(&str, u64)]) -> Result<u32> {
        let mut word = 0;
        for (name, value) in values {
            let field = self.field(name).ok_or_else(|| Error::UnknownField {
                register: self.name.to_string(),
                field: name.to_string(),
            })?;
            word |= field.pack(self.name, *value)?;
        }
        Ok(word)
    }

    /// Pack fields given as numbers or enum names.
    pub fn encode_named(&self, values: &[(String, FieldValue)]) -> Result<u32> {
        let mut word = 0;
        for (name, value) in values {
            let field = self.field(name).ok_or_else(|| Error::UnknownField {
                register: self.name.to_string(),
                field: name.clone(),
            })?;
            let v = match value {
                FieldValue::Num(n) => *n,
                FieldValue::Name(s) => match field.enum_value(s) {
                    Some(raw) => (raw as u64) << field.shr,
                    None => parse_number(s).ok_or_else(|| Error::UnknownEnumValue {
                        register: self.name.to_string(),
                        field: field.name.to_string(),
                        name: s.clone(),
                    })?,
                },
            };
            word |= field.pack(self.name, v)?;
        }
        Ok(word)
    }

    /// Decode instance `index` holding `value`.
    pub fn decode(&self, index: u32, value: u32) -> DecodedRegister {
        let fields = self
            .fields
            .iter()
            .map(|f| {
                let raw = (value & f.mask()) >> f.low;
                DecodedField {
                    name: f.name.to_string(),
                    bits: f.bits(),
                    raw,
                    value: f.unpack(value),
                    meaning: match f.kind {
                        FieldKind::Hex => Some(format!("{:#x}", f.unpack(value))),
                        _ => f.enum_name(raw).map(str::to_string),
                    },
                }
            })
            .collect();
        DecodedRegister {
            name: self.instance_name(index),
            offset: self.instance_offset(index),
            value,
            fields,
            undefined_bits: value & !self.defined_bits(),
        }
    }

    /// Re-encode a decoded value (fields plus undefined bits).
    pub fn encode_decoded(&self, decoded: &DecodedRegister) -> Result<u32> {
        let values: Vec<(&str, u64)> = decoded
            .fields
            .iter()
            .map(|f| (f.name.as_str(), f.value))
            .collect();
        Ok(self.encode(&values)? | decoded.undefined_bits)
    }
}

impl std::fmt::Display for DecodedRegister {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.name)?;
        if let Some(o) = self.offset {
            write!(f, " ({o:#06x})")?;
        }
        write!(f, " = {:#010x}", self.value)?;
        let mut parts: Vec<String> = Vec::new();
        for field in &self.fields {
            parts.push(match &field.meaning {
                Some(m) => format!("{} = {m}", field.name),
                None if field.bits.contains('-') => format!("{} = {}", field.name, field.value),
                None => format!("{} = {}", field.name, field.value != 0),
            });
        }
        if self.undefined_bits != 0 {
            parts.push(format!("undefined bits {:#x}", self.undefined_bits));
        }
        if !parts.is_empty() {
            write!(f, " {{ {} }}", parts.join(" | "))?;
        }
        Ok(())
    }
}

/// Parse `123`, `0x7b` or `0b1111011`.
pub fn parse_number(text: &str) -> Option<u64> {
    let t = text.trim().replace('_', "");
    if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        u64::from_str_radix(h, 16).ok()
    } else if let Some(b) = t.strip_prefix("0b") {
        u64::from_str_radix(b, 2).ok()
    } else {
        t.parse().ok()
    }
}

/// Find a register by name (`VPC_SO_PROG`, `VSC_PIPE_CONFIG[3]`,
/// `VPC_SO[1].NCOMP`), returning it with the instance index.
pub fn lookup(name: &str) -> Result<(&'static RegisterDef, u32)> {
    let upper = name.trim().to_ascii_uppercase();
    let (pattern, index) = match (upper.find('['), upper.find(']')) {
        (Some(open), Some(close)) if close > open => {
            let idx: u32 = upper[open + 1..close]
                .trim()
                .parse()
                .map_err(|_| Error::UnknownRegister(name.to_string()))?;
            (
                format!("{}[]{}", &upper[..open], &upper[close + 1..]),
                Some(idx),
            )
        }
        _ => (upper.clone(), None),
    };
    let def = REGISTERS
        .iter()
        .find(|r| r.name == pattern)
        .or_else(|| {
            // An array register named without an index means instance 0.
            let with_index = format!("{pattern}[]");
            REGISTERS.iter().find(|r| r.name == with_index)
        })
        .ok_or_else(|| Error::UnknownRegister(name.to_string()))?;
    let index = index.unwrap_or(0);
    if index >= def.count {
        return Err(Error::range(
            format!("{} index", def.name),
            index as u64,
            format!("0..{}", def.count),
        ));
    }
    Ok((def, index))
}

/// Find the register at a dword offset.
pub fn lookup_offset(offset: u32) -> Option<(&'static RegisterDef, u32)> {
    REGISTERS.iter().find_map(|r| {
        let base = r.offset?;
        if offset < base {
            return None;
        }
        let delta = offset - base;
        let (index, rem) = match delta.checked_div(r.stride) {
            Some(index) => (index, delta % r.stride),
            None => (delta, delta),
        };
        (rem == 0 && index < r.count).then_some((r, index))
    })
}

/// Look a register up by name, panicking if the database lacks it (used
/// by the modules for their own, known registers).
pub(crate) fn reg(name: &str) -> &'static RegisterDef {
    if let Some(def) = REGISTERS.iter().find(|r| r.name == name) {
        return def;
    }
    match lookup(name) {
        Ok((def, _)) => def,
        Err(_) => unreachable!("register {name} missing from the database"),
    }
}

/// Decode `NAME=VALUE` (or `0xOFFSET=VALUE`).
pub fn decode_assignment(text: &str) -> Result<DecodedRegister> {
    let (name, value) = text.split_once('=').ok_or_else(|| Error::Parse {
        text: text.to_string(),
        reason: "expected NAME=VALUE".into(),
    })?;
    let value = parse_number(value)
        .filter(|v| *v <= u32::MAX as u64)
        .ok_or_else(|| Error::Parse {
            text: text.to_string(),
            reason: "value is not a 32-bit number".into(),
        })? as u32;
    let (def, index) = match parse_number(name) {
        Some(off) => u32::try_from(off)
            .ok()
            .and_then(lookup_offset)
            .ok_or_else(|| Error::UnknownRegister(name.trim().to_string()))?,
        None => lookup(name)?,
    };
    Ok(def.decode(index, value))
}

const fn f(name: &'static str, high: u8, low: u8) -> FieldDef {
    FieldDef {
        name,
        low,
        high,
        shr: 0,
        kind: FieldKind::Uint,
    }
}
const fn h(name: &'static str, high: u8, low: u8) -> FieldDef {
    FieldDef {
        name,
        low,
        high,
        shr: 0,
        kind: FieldKind::Hex,
    }
}
const fn s(name: &'static str, high: u8, low: u8, shr: u8) -> FieldDef {
    FieldDef {
        name,
        low,
        high,
        shr,
        kind: FieldKind::Uint,
    }
}
const fn b(name: &'static str, bit: u8) -> FieldDef {
    FieldDef {
        name,
        low: bit,
        high: bit,
        shr: 0,
        kind: FieldKind::Bool,
    }
}
const fn e(name: &'static str, high: u8, low: u8, values: &'static [EnumValue]) -> FieldDef {
    FieldDef {
        name,
        low,
        high,
        shr: 0,
        kind: FieldKind::Enum(values),
    }
}
const fn k(name: &'static str, high: u8, low: u8, kind: FieldKind) -> FieldDef {
    FieldDef {
        name,
        low,
        high,
        shr: 0,
        kind,
    }
}
const fn v(value: u32, name: &'static str) -> EnumValue {
    EnumValue { value, name }
}
const fn r(name: &'static str, offset: u32, fields: &'static [FieldDef]) -> RegisterDef {
    RegisterDef {
        name,
        offset: Some(offset),
        count: 1,
        stride: 0,
        fields,
    }
}
const fn ra(
    name: &'static str,
    offset: u32,
    count: u32,
    stride: u32,
    fields: &'static [FieldDef],
) -> RegisterDef {
    RegisterDef {
        name,
        offset: Some(offset),
        count,
        stride,
        fields,
    }
}
const fn d(name: &'static str, fields: &'static [FieldDef]) -> RegisterDef {
    RegisterDef {
        name,
        offset: None,
        count: 1,
        stride: 0,
        fields,
    }
}

/// `a5xx_tile_mode`.
pub const TILE_MODES: &[EnumValue] = &[v(0, "TILE5_LINEAR"), v(2, "TILE5_2"), v(3, "TILE5_3")];
/// `a5xx_tex_swiz`.
pub const SWIZZLES: &[EnumValue] = &[
    v(0, "A5XX_TEX_X"),
    v(1, "A5XX_TEX_Y"),
    v(2, "A5XX_TEX_Z"),
    v(3, "A5XX_TEX_W"),
    v(4, "A5XX_TEX_ZERO"),
    v(5, "A5XX_TEX_ONE"),
];
/// `a3xx_color_swap`.
pub const SWAPS: &[EnumValue] = &[v(0, "WZYX"), v(1, "WXYZ"), v(2, "ZYXW"), v(3, "XYZW")];
/// `a3xx_msaa_samples`.
pub const SAMPLES: &[EnumValue] = &[
    v(0, "MSAA_ONE"),
    v(1, "MSAA_TWO"),
    v(2, "MSAA_FOUR"),
    v(3, "MSAA_EIGHT"),
];
/// `a5xx_tex_type`.
pub const TEX_TYPES: &[EnumValue] = &[
    v(0, "A5XX_TEX_1D"),
    v(1, "A5XX_TEX_2D"),
    v(2, "A5XX_TEX_CUBE"),
    v(3, "A5XX_TEX_3D"),
    v(4, "A5XX_TEX_BUFFER"),
];
/// `a5xx_blit_buf`.
pub const BLIT_BUFS: &[EnumValue] = &[
    v(0, "BLIT_MRT0"),
    v(1, "BLIT_MRT1"),
    v(2, "BLIT_MRT2"),
    v(3, "BLIT_MRT3"),
    v(4, "BLIT_MRT4"),
    v(5, "BLIT_MRT5"),
    v(6, "BLIT_MRT6"),
    v(7, "BLIT_MRT7"),
    v(8, "BLIT_ZS"),
    v(9, "BLIT_S"),
];
/// `adreno_rb_dither_mode`.
pub const DITHER_MODES: &[EnumValue] = &[
    v(0, "DITHER_DISABLE"),
    v(1, "DITHER_ALWAYS"),
    v(2, "DITHER_IF_ALPHA_OFF"),
];

const XY: &[FieldDef] = &[f("X", 14, 0), f("Y", 30, 16)];
const ADDR: &[FieldDef] = &[h("ADDR", 31, 0)];
const PITCH_SHR6: &[FieldDef] = &[s("PITCH", 31, 0, 6)];
const ARRAY_PITCH_SHR6: &[FieldDef] = &[s("ARRAY_PITCH", 31, 0, 6)];
const WHOLE: &[FieldDef] = &[h("VALUE", 31, 0)];
const BIN_SIZE: &[FieldDef] = &[s("WIDTH", 7, 0, 5), s("HEIGHT", 16, 9, 5)];

/// Every register the a5xx modules produce or decode.
pub static REGISTERS: &[RegisterDef] = &[
    // Texture descriptor (spec §7.1).
    d(
        "TEX_CONST_0",
        &[
            e("TILE_MODE", 1, 0, TILE_MODES),
            b("SRGB", 2),
            e("SWIZ_X", 6, 4, SWIZZLES),
            e("SWIZ_Y", 9, 7, SWIZZLES),
            e("SWIZ_Z", 12, 10, SWIZZLES),
            e("SWIZ_W", 15, 13, SWIZZLES),
            f("MIPLVLS", 19, 16),
            e("SAMPLES", 21, 20, SAMPLES),
            k("FMT", 29, 22, FieldKind::TexFormat),
            e("SWAP", 31, 30, SWAPS),
        ],
    ),
    d("TEX_CONST_1", &[f("WIDTH", 14, 0), f("HEIGHT", 29, 15)]),
    d(
        "TEX_CONST_2",
        &[
            f("PITCHALIGN", 3, 0),
            b("BUFFER", 4),
            f("PITCH", 28, 7),
            e("TYPE", 31, 29, TEX_TYPES),
        ],
    ),
    d(
        "TEX_CONST_3",
        &[
            s("ARRAY_PITCH", 13, 0, 12),
            s("MIN_LAYERSZ", 26, 23, 12),
            b("TILE_ALL", 27),
            b("FLAG", 28),
        ],
    ),
    d(
        "TEX_CONST_4",
        &[FieldDef {
            name: "BASE_LO",
            low: 5,
            high: 31,
            shr: 5,
            kind: FieldKind::Hex,
        }],
    ),
    d("TEX_CONST_5", &[h("BASE_HI", 16, 0), f("DEPTH", 29, 17)]),
    d("TEX_CONST_6", &[]),
    d("TEX_CONST_7", &[]),
    d("TEX_CONST_8", &[]),
    d("TEX_CONST_9", &[]),
    d("TEX_CONST_10", &[]),
    d("TEX_CONST_11", &[]),
    // VSC (bins and pipes).
    r("VSC_BIN_SIZE", 0x0bc2, BIN_SIZE),
    r("VSC_SIZE_ADDRESS_LO", 0x0bc3, ADDR),
    r("VSC_SIZE_ADDRESS_HI", 0x0bc4, ADDR),
    ra(
        "VSC_PIPE_CONFIG[]",
        0x0bd0,
        16,
        1,
        &[f("X", 9, 0), f("Y", 19, 10), f("W", 23, 20), f("H", 27, 24)],
    ),
    ra("VSC_PIPE_DATA_ADDRESS[].LO", 0x0be0, 16, 2, ADDR),
    ra("VSC_PIPE_DATA_ADDRESS[].HI", 0x0be1, 16, 2, ADDR),
    ra(
        "VSC_PIPE_DATA_LENGTH[]",
        0x0c00,
        16,
        1,
        &[f("LENGTH", 31, 0)],
    ),
    r("RB_CCU_CNTL", 0x0cc7, WHOLE),
    r("VSC_RESOLVE_CNTL", 0x0cdd, XY),
    r("VPC_MODE_CNTL", 0x0e62, &[b("BINNING_PASS", 0)]),
    // LRZ.
    r(
        "GRAS_LRZ_CNTL",
        0xe100,
        &[b("ENABLE", 0), b("LRZ_WRITE", 1), b("GREATER", 2)],
    ),
    r("GRAS_LRZ_BUFFER_BASE_LO", 0xe101, ADDR),
    r("GRAS_LRZ_BUFFER_BASE_HI", 0xe102, ADDR),
    r("GRAS_LRZ_BUFFER_PITCH", 0xe103, &[s("PITCH", 31, 0, 5)]),
    r("GRAS_LRZ_FAST_CLEAR_BUFFER_BASE_LO", 0xe104, ADDR),
    r("GRAS_LRZ_FAST_CLEAR_BUFFER_BASE_HI", 0xe105, ADDR),
    // RB.
    r(
        "RB_CNTL",
        0xe140,
        &[s("WIDTH", 7, 0, 5), s("HEIGHT", 16, 9, 5), b("BYPASS", 17)],
    ),
    r(
        "RB_RENDER_CNTL",
        0xe141,
        &[
            b("BINNING_PASS", 0),
            b("SAMPLES_PASSED", 6),
            b("DISABLE_COLOR_PIPE", 7),
            b("FLAG_DEPTH", 14),
            b("FLAG_DEPTH2", 15),
            h("FLAG_MRTS", 23, 16),
            h("FLAG_MRTS2", 31, 24),
        ],
    ),
    ra(
        "RB_MRT[].BUF_INFO",
        0xe152,
        8,
        7,
        &[
            k("COLOR_FORMAT", 7, 0, FieldKind::ColorFormat),
            e("COLOR_TILE_MODE", 9, 8, TILE_MODES),
            e("DITHER_MODE", 12, 11, DITHER_MODES),
            e("COLOR_SWAP", 14, 13, SWAPS),
            b("COLOR_SRGB", 15),
        ],
    ),
    ra("RB_MRT[].PITCH", 0xe153, 8, 7, PITCH_SHR6),
    ra("RB_MRT[].ARRAY_PITCH", 0xe154, 8, 7, ARRAY_PITCH_SHR6),
    ra("RB_MRT[].BASE_LO", 0xe155, 8, 7, ADDR),
    ra("RB_MRT[].BASE_HI", 0xe156, 8, 7, ADDR),
    r("RB_DEPTH_BUFFER_BASE_LO", 0xe1b3, ADDR),
    r("RB_DEPTH_BUFFER_BASE_HI", 0xe1b4, ADDR),
    r("RB_STENCIL_BASE_LO", 0xe1c2, ADDR),
    r("RB_STENCIL_BASE_HI", 0xe1c3, ADDR),
    r("RB_WINDOW_OFFSET", 0xe1d0, XY),
    r("RB_BLIT_CNTL", 0xe210, &[e("BUF", 3, 0, BLIT_BUFS)]),
    r("RB_RESOLVE_CNTL_1", 0xe211, XY),
    r("RB_RESOLVE_CNTL_2", 0xe212, XY),
    r("RB_RESOLVE_CNTL_3", 0xe213, &[b("TILED", 0)]),
    r("RB_BLIT_DST_LO", 0xe214, ADDR),
    r("RB_BLIT_DST_HI", 0xe215, ADDR),
    r("RB_BLIT_DST_PITCH", 0xe216, PITCH_SHR6),
    r("RB_BLIT_DST_ARRAY_PITCH", 0xe217, ARRAY_PITCH_SHR6),
    r("RB_CLEAR_COLOR_DW0", 0xe218, WHOLE),
    r("RB_CLEAR_COLOR_DW1", 0xe219, WHOLE),
    r("RB_CLEAR_COLOR_DW2", 0xe21a, WHOLE),
    r("RB_CLEAR_COLOR_DW3", 0xe21b, WHOLE),
    r(
        "RB_CLEAR_CNTL",
        0xe21c,
        &[b("FAST_CLEAR", 1), b("MSAA_RESOLVE", 2), h("MASK", 7, 4)],
    ),
    r("RB_DEPTH_FLAG_BUFFER_BASE_LO", 0xe240, ADDR),
    r("RB_DEPTH_FLAG_BUFFER_BASE_HI", 0xe241, ADDR),
    r("RB_DEPTH_FLAG_BUFFER_PITCH", 0xe242, WHOLE),
    ra("RB_MRT_FLAG_BUFFER[].ADDR_LO", 0xe243, 8, 4, ADDR),
    ra("RB_MRT_FLAG_BUFFER[].ADDR_HI", 0xe244, 8, 4, ADDR),
    ra("RB_MRT_FLAG_BUFFER[].PITCH", 0xe245, 8, 4, PITCH_SHR6),
    ra(
        "RB_MRT_FLAG_BUFFER[].ARRAY_PITCH",
        0xe246,
        8,
        4,
        ARRAY_PITCH_SHR6,
    ),
    r("RB_BLIT_FLAG_DST_LO", 0xe263, ADDR),
    r("RB_BLIT_FLAG_DST_HI", 0xe264, ADDR),
    r("RB_BLIT_FLAG_DST_PITCH", 0xe265, PITCH_SHR6),
    r("RB_BLIT_FLAG_DST_ARRAY_PITCH", 0xe266, ARRAY_PITCH_SHR6),
    // Stream-out (spec §5, §7.2).
    r(
        "VPC_SO_BUF_CNTL",
        0xe2a1,
        &[
            b("BUF0", 0),
            b("BUF1", 3),
            b("BUF2", 6),
            b("BUF3", 9),
            b("ENABLE", 15),
        ],
    ),
    r("VPC_SO_OVERRIDE", 0xe2a2, &[b("SO_DISABLE", 0)]),
    r("VPC_SO_CNTL", 0xe2a3, &[b("ENABLE", 16)]),
    r(
        "VPC_SO_PROG",
        0xe2a4,
        &[
            f("A_BUF", 1, 0),
            s("A_OFF", 10, 2, 2),
            b("A_EN", 11),
            f("B_BUF", 13, 12),
            s("B_OFF", 22, 14, 2),
            b("B_EN", 23),
        ],
    ),
    ra("VPC_SO[].BUFFER_BASE_LO", 0xe2a7, 4, 7, ADDR),
    ra("VPC_SO[].BUFFER_BASE_HI", 0xe2a8, 4, 7, ADDR),
    ra("VPC_SO[].BUFFER_SIZE", 0xe2a9, 4, 7, &[f("SIZE", 31, 0)]),
    ra("VPC_SO[].NCOMP", 0xe2aa, 4, 7, &[f("NCOMP", 31, 0)]),
    ra(
        "VPC_SO[].BUFFER_OFFSET",
        0xe2ab,
        4,
        7,
        &[f("OFFSET", 31, 0)],
    ),
    ra("VPC_SO[].FLUSH_BASE_LO", 0xe2ac, 4, 7, ADDR),
    ra("VPC_SO[].FLUSH_BASE_HI", 0xe2ad, 4, 7, ADDR),
    // Vertex shader output linkage.
    ra(
        "SP_VS_OUT[]",
        0xe593,
        16,
        1,
        &[
            h("A_REGID", 7, 0),
            h("A_COMPMASK", 11, 8),
            h("B_REGID", 23, 16),
            h("B_COMPMASK", 27, 24),
        ],
    ),
    ra(
        "SP_VS_VPC_DST[]",
        0xe5a3,
        8,
        1,
        &[
            f("OUTLOC0", 7, 0),
            f("OUTLOC1", 15, 8),
            f("OUTLOC2", 23, 16),
            f("OUTLOC3", 31, 24),
        ],
    ),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_do_not_overlap_and_names_are_unique() {
        for reg in REGISTERS {
            let mut seen = 0u32;
            for field in reg.fields {
                assert!(field.low <= field.high && field.high < 32, "{}", reg.name);
                assert_eq!(
                    seen & field.mask(),
                    0,
                    "{}.{} overlaps",
                    reg.name,
                    field.name
                );
                seen |= field.mask();
            }
            let count = REGISTERS.iter().filter(|o| o.name == reg.name).count();
            assert_eq!(count, 1, "{} twice", reg.name);
        }
    }

    #[test]
    fn offsets_are_unique() {
        let mut all = Vec::new();
        for reg in REGISTERS {
            for i in 0..reg.count {
                if let Some(o) = reg.instance_offset(i) {
                    all.push((o, reg.instance_name(i)));
                }
            }
        }
        all.sort();
        for pair in all.windows(2) {
            assert_ne!(pair[0].0, pair[1].0, "{} and {}", pair[0].1, pair[1].1);
        }
    }

    #[test]
    fn lookup_by_name_index_and_offset() {
        let table: &[(&str, &str, u32)] = &[
            ("VPC_SO_PROG", "VPC_SO_PROG", 0),
            ("vpc_so_prog", "VPC_SO_PROG", 0),
            ("VSC_PIPE_CONFIG[3]", "VSC_PIPE_CONFIG[]", 3),
            ("VSC_PIPE_CONFIG", "VSC_PIPE_CONFIG[]", 0),
            ("VPC_SO[2].NCOMP", "VPC_SO[].NCOMP", 2),
            ("RB_MRT[7].BASE_LO", "RB_MRT[].BASE_LO", 7),
        ];
        for (name, def, index) in table {
            let (reg, i) = lookup(name).unwrap();
            assert_eq!((reg.name, i), (*def, *index), "{name}");
        }
        let (reg, i) = lookup_offset(0xe2a7 + 7 * 3 + 3).unwrap();
        assert_eq!((reg.name, i), ("VPC_SO[].NCOMP", 3));
        assert_eq!(lookup_offset(0x0bd5).unwrap().1, 5);
        assert!(lookup("VSC_PIPE_CONFIG[16]").is_err());
        assert!(lookup("NOT_A_REGISTER").is_err());
    }

    #[test]
    fn spec_7_offsets() {
        // Spec §7.2 (and §2.3, §3.2, §4) offsets.
        let table: &[(&str, u32)] = &[
            ("VPC_SO_BUF_CNTL", 0xe2a1),
            ("VPC_SO_OVERRIDE", 0xe2a2),
            ("VPC_SO_CNTL", 0xe2a3),
            ("VPC_SO_PROG", 0xe2a4),
            ("VPC_SO[0].BUFFER_BASE_LO", 0xe2a7),
            ("VPC_SO[1].BUFFER_SIZE", 0xe2a7 + 7 + 2),
            ("VPC_SO[2].NCOMP", 0xe2a7 + 14 + 3),
            ("VPC_SO[3].BUFFER_OFFSET", 0xe2a7 + 21 + 4),
            ("VPC_SO[3].FLUSH_BASE_LO", 0xe2a7 + 21 + 5),
            ("RB_BLIT_CNTL", 0xe210),
            ("RB_RESOLVE_CNTL_1", 0xe211),
            ("RB_RESOLVE_CNTL_2", 0xe212),
            ("RB_RESOLVE_CNTL_3", 0xe213),
            ("RB_BLIT_DST_LO", 0xe214),
            ("RB_BLIT_DST_PITCH", 0xe216),
            ("RB_BLIT_DST_ARRAY_PITCH", 0xe217),
            ("RB_CLEAR_COLOR_DW0", 0xe218),
            ("RB_CLEAR_COLOR_DW3", 0xe21b),
            ("RB_CLEAR_CNTL", 0xe21c),
            ("RB_CNTL", 0xe140),
            ("RB_RENDER_CNTL", 0xe141),
            ("GRAS_LRZ_CNTL", 0xe100),
            ("GRAS_LRZ_BUFFER_BASE_LO", 0xe101),
            ("GRAS_LRZ_BUFFER_PITCH", 0xe103),
            ("GRAS_LRZ_FAST_CLEAR_BUFFER_BASE_LO", 0xe104),
            ("VSC_BIN_SIZE", 0x0bc2),
            ("VSC_SIZE_ADDRESS_LO", 0x0bc3),
            ("VSC_PIPE_CONFIG[0]", 0x0bd0),
            ("VSC_PIPE_CONFIG[15]", 0x0bdf),
            ("VSC_PIPE_DATA_ADDRESS[1].LO", 0x0be2),
            ("VSC_PIPE_DATA_LENGTH[15]", 0x0c0f),
            ("RB_MRT[0].BUF_INFO", 0xe152),
            ("RB_MRT[2].PITCH", 0xe150 + 14 + 3),
            ("RB_MRT[7].BASE_LO", 0xe150 + 49 + 5),
            ("RB_MRT_FLAG_BUFFER[1].ADDR_LO", 0xe243 + 4),
            ("RB_DEPTH_FLAG_BUFFER_BASE_LO", 0xe240),
            ("RB_DEPTH_FLAG_BUFFER_PITCH", 0xe242),
            ("RB_BLIT_FLAG_DST_LO", 0xe263),
            ("RB_BLIT_FLAG_DST_PITCH", 0xe265),
            ("RB_BLIT_FLAG_DST_ARRAY_PITCH", 0xe266),
            ("SP_VS_OUT[0]", 0xe593),
            ("SP_VS_OUT[3]", 0xe596),
            ("SP_VS_VPC_DST[0]", 0xe5a3),
        ];
        for &(name, offset) in table {
            let (def, i) = lookup(name).unwrap();
            assert_eq!(def.instance_offset(i), Some(offset), "{name}");
            assert_eq!(def.instance_name(i), name);
        }
    }

    #[test]
    fn spec_7_field_layouts() {
        // (register, fields, word) straight from the bit positions in §7.
        type Row<'a> = (&'a str, &'a [(&'a str, u64)], u32);
        let table: &[Row] = &[
            ("TEX_CONST_0", &[("TILE_MODE", 3)], 0x3),
            ("TEX_CONST_0", &[("SRGB", 1)], 1 << 2),
            ("TEX_CONST_0", &[("SWIZ_W", 5)], 5 << 13),
            ("TEX_CONST_0", &[("MIPLVLS", 15)], 15 << 16),
            ("TEX_CONST_0", &[("SAMPLES", 2)], 2 << 20),
            ("TEX_CONST_0", &[("FMT", 0x45)], 0x45 << 22),
            ("TEX_CONST_0", &[("SWAP", 3)], 3 << 30),
            (
                "TEX_CONST_1",
                &[("WIDTH", 0x7fff), ("HEIGHT", 1)],
                0x7fff | 1 << 15,
            ),
            (
                "TEX_CONST_2",
                &[("PITCHALIGN", 2), ("BUFFER", 1)],
                2 | 1 << 4,
            ),
            (
                "TEX_CONST_2",
                &[("PITCH", 512), ("TYPE", 3)],
                512 << 7 | 3 << 29,
            ),
            ("TEX_CONST_3", &[("ARRAY_PITCH", 4096)], 1),
            ("TEX_CONST_3", &[("MIN_LAYERSZ", 0xf000)], 15 << 23),
            ("TEX_CONST_3", &[("TILE_ALL", 1), ("FLAG", 1)], 3 << 27),
            ("TEX_CONST_4", &[("BASE_LO", 0xffff_ffe0)], 0xffff_ffe0),
            (
                "TEX_CONST_5",
                &[("BASE_HI", 0x1ffff), ("DEPTH", 1)],
                0x1ffff | 1 << 17,
            ),
            (
                "VPC_SO_BUF_CNTL",
                &[("BUF1", 1), ("BUF3", 1), ("ENABLE", 1)],
                1 << 3 | 1 << 9 | 1 << 15,
            ),
            ("VPC_SO_OVERRIDE", &[("SO_DISABLE", 1)], 1),
            ("VPC_SO_CNTL", &[("ENABLE", 1)], 0x10000),
            (
                "RB_CLEAR_CNTL",
                &[("FAST_CLEAR", 1), ("MSAA_RESOLVE", 1), ("MASK", 0xf)],
                0xf6,
            ),
            (
                "RB_CNTL",
                &[("WIDTH", 640), ("HEIGHT", 384), ("BYPASS", 1)],
                20 | 12 << 9 | 1 << 17,
            ),
            ("VSC_BIN_SIZE", &[("WIDTH", 640), ("HEIGHT", 384)], 0x1814),
            (
                "GRAS_LRZ_CNTL",
                &[("ENABLE", 1), ("LRZ_WRITE", 1), ("GREATER", 1)],
                7,
            ),
            ("GRAS_LRZ_BUFFER_PITCH", &[("PITCH", 256)], 8),
            (
                "VSC_PIPE_CONFIG[]",
                &[("X", 1023), ("Y", 2), ("W", 15), ("H", 1)],
                1023 | 2 << 10 | 15 << 20 | 1 << 24,
            ),
            (
                "RB_MRT[].BUF_INFO",
                &[
                    ("COLOR_FORMAT", 0x30),
                    ("COLOR_TILE_MODE", 3),
                    ("DITHER_MODE", 2),
                    ("COLOR_SWAP", 1),
                    ("COLOR_SRGB", 1),
                ],
                0x30 | 3 << 8 | 2 << 11 | 1 << 13 | 1 << 15,
            ),
            ("RB_MRT[].PITCH", &[("PITCH", 7680)], 120),
            (
                "RB_RENDER_CNTL",
                &[("FLAG_DEPTH", 1), ("FLAG_MRTS", 0x81)],
                1 << 14 | 0x81 << 16,
            ),
            ("RB_RESOLVE_CNTL_3", &[("TILED", 1)], 1),
            (
                "SP_VS_OUT[]",
                &[
                    ("A_REGID", 3),
                    ("A_COMPMASK", 0xf),
                    ("B_REGID", 0),
                    ("B_COMPMASK", 7),
                ],
                3 | 0xf << 8 | 7 << 24,
            ),
            (
                "SP_VS_VPC_DST[]",
                &[
                    ("OUTLOC0", 0),
                    ("OUTLOC1", 4),
                    ("OUTLOC2", 8),
                    ("OUTLOC3", 12),
                ],
                4 << 8 | 8 << 16 | 12 << 24,
            ),
        ];
        for (name, fields, word) in table {
            assert_eq!(
                reg(name).encode(fields).unwrap(),
                *word,
                "{name} {fields:?}"
            );
        }
    }

    #[test]
    fn pack_rejects_unrepresentable_values() {
        let prog = reg("VPC_SO_PROG");
        assert!(prog.encode(&[("A_OFF", 2)]).is_err(), "not a multiple of 4");
        assert!(prog.encode(&[("A_OFF", 2048)]).is_err(), "above 2044");
        assert_eq!(prog.encode(&[("A_OFF", 2044)]).unwrap(), 511 << 2);
        assert!(prog.encode(&[("A_BUF", 4)]).is_err());
        assert!(prog.encode(&[("C_BUF", 0)]).is_err());
        let pipe = reg("VSC_PIPE_CONFIG");
        assert!(pipe.encode(&[("W", 16)]).is_err());
        let mrt = reg("RB_MRT[].PITCH");
        assert!(mrt.encode(&[("PITCH", 100)]).is_err(), "pitch shr 6");
    }

    #[test]
    fn decode_names_fields() {
        let d = decode_assignment("TEX_CONST_0=0x1140B083").unwrap();
        let text = d.to_string();
        assert!(text.contains("TILE_MODE = TILE5_3"), "{text}");
        assert!(text.contains("SWIZ_Z = A5XX_TEX_ZERO"), "{text}");
        assert!(text.contains("FMT = TFMT5_16_16_FLOAT"), "{text}");
        assert!(text.contains("SWAP = WZYX"), "{text}");
        let d = decode_assignment("0xe2a4=0x0000080A").unwrap();
        assert_eq!(d.name, "VPC_SO_PROG");
        let a_off = d.fields.iter().find(|f| f.name == "A_OFF").unwrap();
        assert_eq!(a_off.value, 8);
        assert!(decode_assignment("VPC_SO_PROG").is_err());
        assert!(decode_assignment("0x1_0000_e2a4=1").is_err());
        assert!(decode_assignment("0xe2a5=1").is_err(), "no register there");
        assert!(decode_assignment("VPC_SO_PROG=0x1_0000_0000").is_err());
    }

    #[test]
    fn encode_named_accepts_enum_names() {
        let def = reg("TEX_CONST_0");
        let word = def
            .encode_named(&[
                ("TILE_MODE".into(), FieldValue::Name("TILE5_3".into())),
                ("FMT".into(), FieldValue::Name("TFMT5_16_16_FLOAT".into())),
                ("SWIZ_Y".into(), FieldValue::Num(1)),
            ])
            .unwrap();
        assert_eq!(word, 3 | (0x45 << 22) | (1 << 7));
        assert!(def
            .encode_named(&[("SWAP".into(), FieldValue::Name("ABCD".into()))])
            .is_err());
    }
}
