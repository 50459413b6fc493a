//! The a5xx register database: every register, array and bit field of
//! Mesa's `a5xx.xml` (rnndb), generated into [`super::regs_db`] by
//! `scripts/gen-a5xx-regs.py`. Registers are named by typed handles
//! ([`Reg`], [`Field`]: `regs_db::VSC_BIN_SIZE::WIDTH`) so a misspelt
//! register or field, or a field of another register, does not compile; values are packed through
//! [`FieldDef::pack`], so a value a field cannot hold is an error instead of
//! silent truncation. Decoding accepts names, offsets and whole dumps.

use std::sync::OnceLock;

use gpubin_binfmt::parse_u64;
use serde::{Deserialize, Serialize};

pub use super::regdef::{
    Any, EnumValue, Field, FieldDef, FieldKind, Part, Reg, RegAt, RegisterDef,
};
pub use super::regs_db::{ENUMS, REGISTERS};
use crate::{Error, Expected, FieldProblem, Parameter, ParseReason, Result};

impl<R> Reg<R> {
    /// The definition.
    pub fn def(self) -> &'static RegisterDef {
        &REGISTERS[self.0 as usize]
    }

    /// Pack typed field values into a register value. The fields are this
    /// register's by type; an erased handle checks it here.
    pub fn encode(self, values: &[(Field<R>, u64)]) -> Result<u32> {
        let def = self.def();
        let mut word = 0;
        for &(field, value) in values {
            if field.reg != self.0 {
                return Err(Error::UnknownField {
                    register: def.name.to_string(),
                    field: field.def().name.to_string(),
                });
            }
            word |= field.def().pack(def.name, value)?;
        }
        Ok(word)
    }
}

impl<R> From<Reg<R>> for RegAt<R> {
    fn from(reg: Reg<R>) -> RegAt<R> {
        reg.at(0)
    }
}

impl<R> RegAt<R> {
    /// Decode a value of this instance; an index beyond the array is an error.
    pub fn decode(self, value: u32) -> Result<DecodedRegister> {
        let def = self.reg.def();
        if self.index >= def.count {
            return Err(Error::range(
                Parameter::RegisterIndex(def.name),
                self.index as u64,
                Expected::Below(def.count.into()),
            ));
        }
        Ok(def.decode(self.index, value))
    }
}

impl<R> Field<R> {
    /// The definition.
    pub fn def(self) -> &'static FieldDef {
        &REGISTERS[self.reg as usize].fields[self.index as usize]
    }
}

/// A value given for a field when encoding: a number or an enum name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum FieldValue {
    /// A number: the value the field stands for (its bits shifted left by the
    /// field's `shr`).
    Num(u64),
    /// An enum name, or a number written as text.
    Name(String),
}

/// One decoded field.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DecodedField {
    /// The field's name.
    pub name: String,
    /// Bit range, e.g. `29-22`.
    pub bits: String,
    /// The bits as stored.
    pub raw: u64,
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
    /// Dword offset of the instance (`None` for descriptor dwords).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub offset: Option<u32>,
    /// The value (64 bits wide for a 64-bit register).
    pub value: u64,
    /// The register's fields, decoded.
    pub fields: Vec<DecodedField>,
    /// Set bits that belong to no known field (kept so re-encoding is exact).
    pub undefined_bits: u64,
}

impl FieldDef {
    /// Number of bits.
    pub const fn width(&self) -> u32 {
        (self.high - self.low) as u32 + 1
    }

    /// The field's bits within a 32-bit register (the low 32 bits of
    /// [`Self::mask64`]).
    pub const fn mask(&self) -> u32 {
        self.mask64() as u32
    }

    /// The field's bits within its register, 32 or 64 bits wide.
    pub const fn mask64(&self) -> u64 {
        let ones = if self.width() >= 64 {
            u64::MAX
        } else {
            (1u64 << self.width()) - 1
        };
        ones << self.low
    }

    /// Largest value the field can hold.
    pub const fn max_value(&self) -> u64 {
        if self.width() >= 64 {
            u64::MAX
        } else {
            ((1u64 << self.width()) - 1) << self.shr
        }
    }

    /// The value the field holds in `word`.
    pub const fn unpack(&self, word: u32) -> u64 {
        self.unpack64(word as u64)
    }

    /// The value the field holds in a register value of either width.
    pub const fn unpack64(&self, word: u64) -> u64 {
        ((word & self.mask64()) >> self.low) << self.shr
    }

    /// Place `value` into the field's bits; error if it does not fit or is
    /// not a multiple of the field's unit.
    pub fn pack(&self, register: &str, value: u64) -> Result<u32> {
        Ok(self.pack64(register, value)? as u32)
    }

    /// [`Self::pack`] for a register of either width.
    pub fn pack64(&self, register: &str, value: u64) -> Result<u64> {
        let unit = 1u64 << self.shr;
        if value % unit != 0 {
            return Err(self.value_error(register, FieldProblem::NotMultiple { value, unit }));
        }
        if value > self.max_value() {
            return Err(self.value_error(
                register,
                FieldProblem::TooLarge {
                    value,
                    max: self.max_value(),
                },
            ));
        }
        Ok(((value >> self.shr) << self.low) & self.mask64())
    }

    fn value_error(&self, register: &str, reason: FieldProblem) -> Error {
        Error::FieldValue {
            register: register.to_string(),
            field: self.name.to_string(),
            reason,
        }
    }

    /// Enum name of a raw value.
    pub fn enum_name(&self, raw: u64) -> Option<&'static str> {
        match self.kind {
            FieldKind::Enum(values) => values
                .iter()
                .find(|v| v.value as u64 == raw)
                .map(|v| v.name),
            _ => None,
        }
    }

    /// How the stored bits read: enum name, hex, signed, float, fixed point
    /// or register id (`None` for plain unsigned numbers and booleans).
    pub fn meaning(&self, raw: u64) -> Option<String> {
        let width = self.width();
        let signed = |raw: u64| -> i64 {
            let shift = 64 - width.min(64);
            ((raw as i64) << shift) >> shift
        };
        match self.kind {
            FieldKind::Uint | FieldKind::Bool => None,
            FieldKind::Hex => Some(format!("{:#x}", raw << self.shr)),
            FieldKind::Int => Some(signed(raw).to_string()),
            FieldKind::Float if width == 32 => Some(format!("{:?}", f32::from_bits(raw as u32))),
            FieldKind::Float if width == 16 => Some(format!("{:?}", half_to_f32(raw as u16))),
            FieldKind::Float => None,
            FieldKind::Fixed { radix, signed: s } => {
                let v = if s { signed(raw) } else { raw as i64 };
                Some(format!("{:?}", v as f64 / (1u64 << radix) as f64))
            }
            FieldKind::RegId => Some(format!(
                "r{}.{}",
                raw >> 2,
                ['x', 'y', 'z', 'w'][(raw & 3) as usize]
            )),
            FieldKind::Enum(_) => self.enum_name(raw).map(str::to_string),
        }
    }

    /// Raw value of an enum name.
    pub fn enum_value(&self, name: &str) -> Option<u32> {
        match self.kind {
            FieldKind::Enum(values) => values
                .iter()
                .find(|v| v.name.eq_ignore_ascii_case(name))
                .map(|v| v.value),
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
    pub fn defined_bits(&self) -> u64 {
        self.fields.iter().fold(0, |m, f| m | f.mask64())
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
                    None => parse_u64(s).map_err(|_| Error::UnknownEnumValue {
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
        self.decode_wide(index, value as u64)
    }

    /// Decode instance `index` holding `value`, which may be 64 bits wide
    /// for a 64-bit register (bits above the register's width are
    /// undefined bits).
    pub fn decode_wide(&self, index: u32, value: u64) -> DecodedRegister {
        let fields = self
            .fields
            .iter()
            .map(|f| {
                let raw = (value & f.mask64()) >> f.low;
                DecodedField {
                    name: f.name.to_string(),
                    bits: f.bits(),
                    raw,
                    value: f.unpack64(value),
                    meaning: f.meaning(raw),
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
    pub fn encode_decoded(&self, decoded: &DecodedRegister) -> Result<u64> {
        let mut word = decoded.undefined_bits;
        for f in &decoded.fields {
            let field = self.field(&f.name).ok_or_else(|| Error::UnknownField {
                register: self.name.to_string(),
                field: f.name.clone(),
            })?;
            word |= field.pack64(self.name, f.value)?;
        }
        Ok(word)
    }
}

/// Half-precision bits to f32.
fn half_to_f32(h: u16) -> f32 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = ((h >> 10) & 0x1f) as i32;
    let mant = (h & 0x3ff) as f32;
    sign * match exp {
        0 => mant * 2f32.powi(-24),
        31 if mant == 0.0 => f32::INFINITY,
        31 => f32::NAN,
        _ => (1.0 + mant / 1024.0) * 2f32.powi(exp - 15),
    }
}

/// The fields of a decoded value as `NAME = value | ...` (what a plan step
/// and the decoder print between braces).
pub fn fields_text(fields: &[DecodedField], undefined_bits: u64) -> String {
    let mut parts: Vec<String> = Vec::new();
    for field in fields {
        parts.push(match &field.meaning {
            Some(m) => format!("{} = {m}", field.name),
            None if field.bits.contains('-') => format!("{} = {}", field.name, field.value),
            None => format!("{} = {}", field.name, field.value != 0),
        });
    }
    if undefined_bits != 0 {
        parts.push(format!("undefined bits {undefined_bits:#x}"));
    }
    parts.join(" | ")
}

impl std::fmt::Display for DecodedRegister {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.name)?;
        if let Some(o) = self.offset {
            write!(f, " ({o:#06x})")?;
        }
        write!(f, " = {:#010x}", self.value)?;
        let text = fields_text(&self.fields, self.undefined_bits);
        if !text.is_empty() {
            write!(f, " {{ {text} }}")?;
        }
        Ok(())
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
            Parameter::RegisterIndex(def.name),
            index as u64,
            Expected::Below(def.count.into()),
        ));
    }
    Ok((def, index))
}

/// Every dword register instance with an offset, sorted by offset (the
/// first definition wins where the database gives two names to one offset).
/// A 64-bit register is found at its offsets through its `_LO`/`_HI`
/// dwords: a dump holds dwords.
fn offset_index() -> &'static [(u32, u16, u16)] {
    static INDEX: OnceLock<Vec<(u32, u16, u16)>> = OnceLock::new();
    INDEX.get_or_init(|| {
        let mut v = Vec::new();
        for (i, r) in REGISTERS.iter().enumerate() {
            if r.part == Part::Qword {
                continue;
            }
            if let Some(base) = r.offset {
                for n in 0..r.count {
                    v.push((base + n * r.stride, i as u16, n as u16));
                }
            }
        }
        // Stable: equal offsets keep source order.
        v.sort_by_key(|e| e.0);
        v.dedup_by_key(|e| e.0);
        v
    })
}

/// Find the register at a dword offset.
pub fn lookup_offset(offset: u32) -> Option<(&'static RegisterDef, u32)> {
    let index = offset_index();
    let at = index.binary_search_by_key(&offset, |e| e.0).ok()?;
    let (_, reg, n) = index[at];
    Some((&REGISTERS[reg as usize], n as u32))
}

/// Decode `NAME=VALUE` (or `0xOFFSET=VALUE`).
pub fn decode_assignment(text: &str) -> Result<DecodedRegister> {
    let mut cur = gpubin_binfmt::text::Cursor::new(text, 0);
    let name = cur.word(&['=']);
    if !cur.eat("=") {
        return Err(Error::Parse {
            text: text.to_string(),
            reason: ParseReason::Assignment,
        });
    }
    decode_pair(text, name, cur.rest())
}

pub(crate) fn decode_pair(text: &str, name: &str, value: &str) -> Result<DecodedRegister> {
    let (def, index) = match parse_u64(name).ok() {
        Some(off) => u32::try_from(off)
            .ok()
            .and_then(lookup_offset)
            .ok_or_else(|| Error::UnknownRegister(name.trim().to_string()))?,
        None => lookup(name)?,
    };
    let value = parse_u64(value)
        .ok()
        .filter(|v| *v <= def.max_value())
        .ok_or_else(|| Error::Parse {
            text: text.to_string(),
            reason: ParseReason::RegisterValue { bits: def.width() },
        })?;
    Ok(def.decode_wide(index, value))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::a5xx::dump::decode_dump;
    use crate::a5xx::format::FORMATS;
    use crate::a5xx::regs_db::{self, SOURCE};

    /// A definition by its table name (`RB_MRT[].PITCH`) or instance name.
    fn reg(name: &str) -> &'static RegisterDef {
        REGISTERS
            .iter()
            .find(|r| r.name == name)
            .unwrap_or_else(|| lookup(name).unwrap().0)
    }

    /// The table's definitions of the source (not the `_LO`/`_HI` dwords of
    /// 64-bit registers).
    fn definitions() -> impl Iterator<Item = &'static RegisterDef> {
        REGISTERS
            .iter()
            .filter(|r| matches!(r.part, Part::Dword | Part::Qword))
    }

    #[test]
    fn the_table_holds_what_the_source_defines() {
        // The counts the generator read from the XML, against the table.
        let dwords = definitions().filter(|r| r.part == Part::Dword).count();
        let qwords = definitions().filter(|r| r.part == Part::Qword).count();
        assert_eq!((dwords, qwords), (SOURCE.reg32, SOURCE.reg64));
        let instances: usize = definitions().map(|r| r.count as usize).sum();
        assert_eq!(instances, SOURCE.instances);
        let fields: usize = definitions().map(|r| r.fields.len()).sum();
        assert_eq!(fields, SOURCE.fields);
        let mut arrays: Vec<&str> = definitions()
            .filter_map(|r| r.name.split_once("[]").map(|(a, _)| a))
            .collect();
        arrays.sort_unstable();
        arrays.dedup();
        assert_eq!(arrays.len(), SOURCE.arrays);
        // Mesa's a5xx.xml of 2025 (the source named in regs_db.rs): 1,520
        // registers with arrays expanded, 424 bit fields.
        assert_eq!((SOURCE.instances, SOURCE.bitfields), (1520, 424));
    }

    #[test]
    fn every_64_bit_register_has_its_two_dwords() {
        for q in REGISTERS.iter().filter(|r| r.part == Part::Qword) {
            assert_eq!(q.width(), 64, "{}", q.name);
            for (suffix, add) in [("_LO", 0), ("_HI", 1)] {
                let name = format!("{}{suffix}", q.name);
                let half = REGISTERS.iter().find(|r| r.name == name);
                let half = half.unwrap_or_else(|| panic!("{name} missing"));
                assert_eq!(half.offset, q.offset.map(|o| o + add), "{name}");
                assert_eq!((half.count, half.stride), (q.count, q.stride), "{name}");
                assert_eq!(half.width(), 32, "{name}");
            }
        }
    }

    /// `(name, bits)` of a register's fields.
    fn field_bits(reg_name: &str) -> Vec<(&'static str, (u8, u8))> {
        reg(reg_name)
            .fields
            .iter()
            .map(|f| (f.name, (f.high, f.low)))
            .collect()
    }

    #[test]
    fn registers_and_fields_of_the_current_source() {
        // Depth clamp (GRAS_CL_CNTL, the clamp range registers, RB_DEPTH_CNTL).
        for (name, off) in [
            ("GRAS_CL_VIEWPORT_ZCLAMP_NEAR_0", 0xe070),
            ("GRAS_CL_VIEWPORT_ZCLAMP_FAR_0", 0xe071),
            ("RB_VIEWPORT_ZCLAMP_NEAR", 0xe200),
            ("RB_VIEWPORT_ZCLAMP_FAR", 0xe201),
        ] {
            assert_eq!(lookup(name).unwrap().0.offset, Some(off), "{name}");
            assert_eq!(lookup_offset(off).unwrap().0.name, name);
            let d = decode_assignment(&format!("{name}=0x3f800000")).unwrap();
            assert_eq!(d.fields[0].meaning.as_deref(), Some("1.0"), "{name}");
        }
        let cl = field_bits("GRAS_CL_CNTL");
        for (f, bit) in [
            ("ZNEAR_CLIP_DISABLE", 1),
            ("ZFAR_CLIP_DISABLE", 2),
            ("Z_CLAMP_ENABLE", 5),
            ("ZERO_GB_SCALE_Z", 6),
        ] {
            assert!(cl.contains(&(f, (bit, bit))), "GRAS_CL_CNTL.{f}: {cl:?}");
        }
        // 0x7b: Z_TEST, Z_WRITE, ZFUNC = GEQUAL (6), Z_CLAMP (bit 5), Z_READ.
        let d = decode_assignment("RB_DEPTH_CNTL=0x7b").unwrap();
        assert_eq!(d.undefined_bits, 0);
        let clamp = d
            .fields
            .iter()
            .find(|f| f.name == "Z_CLAMP_ENABLE")
            .unwrap();
        assert_eq!((clamp.bits.as_str(), clamp.value), ("5", 1));
        assert!(field_bits("RB_RENDER_CONTROL1").contains(&("SAMPLEMODE", (4, 3))));
        for (r, bit) in [
            ("RB_FS_OUTPUT_CNTL", 4),
            ("SP_FS_OUTPUT_CNTL", 4),
            ("RB_BLEND_CNTL", 9),
            ("SP_BLEND_CNTL", 9),
        ] {
            assert!(
                field_bits(r).contains(&("DUAL_COLOR_IN_ENABLE", (bit, bit))),
                "{r}.DUAL_COLOR_IN_ENABLE"
            );
        }
        for stage in ["VS", "FS", "HS", "DS", "GS", "CS"] {
            let r = format!("SP_{stage}_CTRL_REG0");
            assert!(field_bits(&r).contains(&("BRANCHSTACK", (31, 24))), "{r}");
            let d = decode_assignment(&format!("{r}=0xff000000")).unwrap();
            let b = d.fields.iter().find(|f| f.name == "BRANCHSTACK").unwrap();
            assert_eq!((b.value, d.undefined_bits), (0xff, 0), "{r}");
        }
    }

    #[test]
    fn a_64_bit_register_decodes_by_name_and_its_dwords_by_offset() {
        let d = decode_assignment("RB_BLIT_DST=0x1_c073_2000").unwrap();
        assert_eq!((d.name.as_str(), d.offset), ("RB_BLIT_DST", Some(0xe214)));
        assert_eq!((d.value, d.undefined_bits), (0x1_c073_2000, 0));
        assert_eq!(d.fields[0].bits, "63-0");
        assert_eq!(d.fields[0].meaning.as_deref(), Some("0x1c0732000"));
        assert_eq!(
            d.to_string(),
            "RB_BLIT_DST (0xe214) = 0x1c0732000 { VALUE = 0x1c0732000 }"
        );
        // Array instances: VPC_SO[2].FLUSH_BASE at 0xe2a7 + 2 * 7 + 5.
        let d = decode_assignment("VPC_SO[2].FLUSH_BASE=0xffffffffffffffff").unwrap();
        assert_eq!(d.offset, Some(0xe2a7 + 2 * 7 + 5));
        // A dump holds dwords: offsets name the halves.
        assert_eq!(lookup_offset(0xe214).unwrap().0.name, "RB_BLIT_DST_LO");
        assert_eq!(lookup_offset(0xe215).unwrap().0.name, "RB_BLIT_DST_HI");
        assert_eq!(decode_assignment("RB_BLIT_DST_HI=0x1").unwrap().value, 1);
        // The halves and 32-bit registers still take 32 bits only.
        let err = decode_assignment("RB_BLIT_DST_LO=0x1_0000_0000").unwrap_err();
        assert!(err.to_string().contains("not a 32-bit number"), "{err}");
        let err = decode_assignment("RB_BLIT_DST=0x1_0000_0000_0000_0000").unwrap_err();
        assert!(err.to_string().contains("not a 64-bit number"), "{err}");
        // The source declares RB_MRT_FLAG_BUFFER[].ADDR_HI itself; it is the
        // high dword of ADDR, once.
        let (hi, n) = lookup("RB_MRT_FLAG_BUFFER[3].ADDR_HI").unwrap();
        assert_eq!(
            (hi.part, hi.instance_offset(n)),
            (Part::Dword, Some(0xe243 + 12 + 1))
        );
    }

    #[test]
    fn encode_of_decode_is_identity_for_every_field() {
        let patterns: [u64; 7] = [
            0,
            u64::MAX,
            0xa5a5_a5a5_a5a5_a5a5,
            0x5a5a_5a5a_5a5a_5a5a,
            0x1234_5678,
            0x8000_0001,
            0x0000_0001_8000_0000,
        ];
        for def in REGISTERS {
            for &wide in &patterns {
                let x = wide & def.max_value();
                let d = def.decode_wide(0, x);
                assert_eq!(def.encode_decoded(&d).unwrap(), x, "{} {x:#x}", def.name);
            }
            for field in def.fields {
                // Each field alone, at its largest and smallest non-zero value.
                for raw in [1u64, (field.mask64() >> field.low)] {
                    let x = (raw << field.low) & field.mask64();
                    let d = def.decode_wide(0, x);
                    let f = d.fields.iter().find(|f| f.name == field.name).unwrap();
                    assert_eq!(f.raw, raw, "{}.{}", def.name, field.name);
                    assert_eq!(
                        def.encode_decoded(&d).unwrap(),
                        x,
                        "{}.{}",
                        def.name,
                        field.name
                    );
                }
            }
        }
    }

    #[test]
    fn fields_read_in_their_rnndb_type() {
        let meaning = |reg: &str, field: &str, value: u32| -> Option<String> {
            let d = decode_assignment(&format!("{reg}={value:#x}")).unwrap();
            d.fields
                .into_iter()
                .find(|f| f.name == field)
                .unwrap()
                .meaning
        };
        // RB_BLEND_RED.FLOAT is a half float in bits 31-16: 0x3c00 = 1.0.
        assert_eq!(
            meaning("RB_BLEND_RED", "FLOAT", 0x3c00_0000).as_deref(),
            Some("1.0")
        );
        assert_eq!(
            meaning("RB_BLEND_RED", "FLOAT", 0xc000_0000).as_deref(),
            Some("-2.0")
        );
        // GRAS_SU_POINT_SIZE: signed fixed point with 4 fraction bits.
        assert_eq!(
            meaning("GRAS_SU_POINT_SIZE", "VALUE", 0x18).as_deref(),
            Some("1.5")
        );
        assert_eq!(
            meaning("GRAS_SU_POINT_SIZE", "VALUE", 0xffff_fff8).as_deref(),
            Some("-0.5")
        );
        // TEX_SAMP_0.LOD_BIAS: signed, 8 fraction bits, in bits 31-19.
        let d = lookup("TEX_SAMP_0").unwrap().0.decode(0, 0x1f80 << 19);
        let lod = d.fields.iter().find(|f| f.name == "LOD_BIAS").unwrap();
        assert_eq!(lod.meaning.as_deref(), Some("-0.5"));
        // GRAS_CL_VPORT_XOFFSET_0 is a 32-bit float.
        assert_eq!(
            meaning("GRAS_CL_VPORT_XOFFSET_0", "VALUE", 0x4470_0000).as_deref(),
            Some("960.0")
        );
        // a3xx_regid: register 5, component z.
        assert_eq!(
            meaning("SP_VS_OUT[2]", "A_REGID", 0x16).as_deref(),
            Some("r5.z")
        );
        assert_eq!(half_to_f32(0x7c00), f32::INFINITY);
        assert_eq!(half_to_f32(0x0001), 2f32.powi(-24));
    }

    #[test]
    fn typed_handles_encode_and_check_their_register() {
        use regs_db::{VPC_SO_PROG, VSC_BIN_SIZE};
        assert_eq!(
            VSC_BIN_SIZE::REG.encode(&[(VSC_BIN_SIZE::WIDTH, 640), (VSC_BIN_SIZE::HEIGHT, 384)]),
            Ok(0x1814)
        );
        assert_eq!(VSC_BIN_SIZE::WIDTH.reg(), VSC_BIN_SIZE::REG);
        assert_eq!(VSC_BIN_SIZE::REG.def().name, "VSC_BIN_SIZE");
        // A field of another register does not compile with the typed handles
        // (the compile_fail example of `Reg`); erased, it is an error.
        let wrong = VSC_BIN_SIZE::REG
            .erase()
            .encode(&[(VPC_SO_PROG::A_EN.erase(), 1)]);
        assert!(
            matches!(wrong, Err(Error::UnknownField { .. })),
            "{wrong:?}"
        );
        assert!(regs_db::VSC_PIPE_CONFIG::REG.at(16).decode(0).is_err());
    }

    #[test]
    fn format_table_agrees_with_the_register_enums() {
        let tex = ENUMS.iter().find(|e| e.0 == "a5xx_tex_fmt").unwrap().1;
        let color = ENUMS.iter().find(|e| e.0 == "a5xx_color_fmt").unwrap().1;
        for f in FORMATS {
            let v = tex.iter().find(|v| v.value == f.tex_fmt());
            assert_eq!(v.map(|v| v.name), Some(f.name), "{}", f.name);
            if let (Some(c), Some(n)) = (f.color_fmt(), f.color_name) {
                let v = color.iter().find(|v| v.value == c);
                assert_eq!(v.map(|v| v.name), Some(n), "{}", f.name);
            }
        }
    }

    #[test]
    fn dumps_decode_line_by_line() {
        let dump = "# a dump\n0xe2a4 0x0000080a\nVSC_PIPE_CONFIG[4]=0x01100401\n\n 0x0bc2: 0x1814  # bins\nTEX_CONST_0 0x1140b083\n";
        let regs = decode_dump(dump).unwrap();
        let names: Vec<&str> = regs.iter().map(|r| r.name.as_str()).collect();
        assert_eq!(
            names,
            [
                "VPC_SO_PROG",
                "VSC_PIPE_CONFIG[4]",
                "VSC_BIN_SIZE",
                "TEX_CONST_0"
            ]
        );
        assert_eq!(regs[2].fields[0].value, 640);
        let err = decode_dump("0xe2a4 1\n  0xe2a4 x\n")
            .unwrap_err()
            .to_string();
        assert_eq!(
            err,
            "2:10: error: value is not a 32-bit number\n  0xe2a4 x\n         ^"
        );
        let err = decode_dump("0xe2a4 1\n  0xe2a5 1\n")
            .unwrap_err()
            .to_string();
        assert!(err.starts_with("2:3: error: unknown register"), "{err}");
        let err = decode_dump("0xe2a4 1 2\n").unwrap_err().to_string();
        assert!(
            err.starts_with("1:10: error: expected OFFSET VALUE"),
            "{err}"
        );
        let err = decode_dump("VPC_SO_PROG=\n").unwrap_err().to_string();
        assert!(
            err.starts_with("1:1: error: register without a value"),
            "{err}"
        );
    }

    #[test]
    fn fields_do_not_overlap_and_names_are_unique() {
        for reg in REGISTERS {
            let mut seen = 0u64;
            for field in reg.fields {
                let width = reg.width() as u8;
                assert!(
                    field.low <= field.high && field.high < width,
                    "{}",
                    reg.name
                );
                assert_eq!(
                    seen & field.mask64(),
                    0,
                    "{}.{} overlaps",
                    reg.name,
                    field.name
                );
                seen |= field.mask64();
            }
            let count = REGISTERS.iter().filter(|o| o.name == reg.name).count();
            assert_eq!(count, 1, "{} twice", reg.name);
        }
    }

    #[test]
    fn offsets_are_unique_but_for_the_sources_alias() {
        let mut all = Vec::new();
        // Dwords: a 64-bit register is counted through its _LO/_HI halves.
        for reg in REGISTERS.iter().filter(|r| r.part != Part::Qword) {
            for i in 0..reg.count {
                if let Some(o) = reg.instance_offset(i) {
                    all.push((o, reg.instance_name(i)));
                }
            }
        }
        all.sort();
        // a5xx.xml names 0x0018 twice (two debug-bus registers).
        let dups: Vec<u32> = all
            .windows(2)
            .filter(|p| p[0].0 == p[1].0)
            .map(|p| p[0].0)
            .collect();
        assert_eq!(dups, [0x0018]);
        assert_eq!(
            lookup_offset(0x0018).unwrap().0.name,
            "RBBM_CFG_DEBBUS_CTLTM_ENABLE_SHIFT"
        );
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
            ("GRAS_LRZ_BUFFER_PITCH", &[("VALUE", 256)], 8),
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
            ("RB_MRT[].PITCH", &[("VALUE", 7680)], 120),
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
        assert!(mrt.encode(&[("VALUE", 100)]).is_err(), "pitch shr 6");
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
