//! The SHBIN model: plain data, one field per field of the file, unknown fields kept.

use std::fmt;

use gpubin_binfmt::FourCC;
use serde::{Deserialize, Serialize};

use super::hex;
use crate::float24::Float24;
use gpubin_binfmt::Name;

/// The file's magic, "DVLB".
pub const DVLB_MAGIC: FourCC = FourCC::new(b"DVLB");
/// The program header's magic, "DVLP".
pub const DVLP_MAGIC: FourCC = FourCC::new(b"DVLP");
/// Each executable header's magic, "DVLE".
pub const DVLE_MAGIC: FourCC = FourCC::new(b"DVLE");

/// DVLB header before the DVLE offsets: magic and count.
pub const DVLB_HEADER_SIZE: usize = 8;
/// DVLP header bytes.
pub const DVLP_HEADER_SIZE: usize = 0x28;
/// DVLE header bytes.
pub const DVLE_HEADER_SIZE: usize = 0x40;
/// Bytes of one operand-descriptor entry (value and high word).
pub const OPERAND_DESCRIPTOR_ENTRY_SIZE: usize = 8;
/// Bytes of one constant-table entry.
pub const CONSTANT_ENTRY_SIZE: usize = 20;
/// Bytes of one label-table entry.
pub const LABEL_ENTRY_SIZE: usize = 16;
/// Bytes of one output-table entry.
pub const OUTPUT_ENTRY_SIZE: usize = 8;
/// Bytes of one uniform-table entry.
pub const UNIFORM_ENTRY_SIZE: usize = 8;

/// DVLE bytes 4–5 as the reference assembler writes them (maybe a version).
pub const DVLE_VERSION: u16 = 0x1002;
/// Hardware limit of the shader code memory, in words (3dbrew "GPU/Shader
/// Instruction Set"); the assembler's and the compiler's limits are this one.
pub const MAX_CODE_WORDS: usize = 512;
/// Hardware limit of the operand-descriptor memory.
pub const MAX_OPERAND_DESCRIPTORS: usize = 128;

/// A whole SHBIN: the DVLB with its one DVLP and N DVLEs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shbin {
    /// The one program.
    pub dvlp: Dvlp,
    /// The executables, in file order.
    pub dvles: Vec<Dvle>,
    /// Where every part sits, for files not in the reference assembler's layout.
    /// `None`: the canonical layout, computed by [`super::write`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub layout: Option<Layout>,
}

/// The program: code and operand descriptors shared by every DVLE.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Dvlp {
    /// DVLP 0x04, meaning unknown; 0 from the reference assembler.
    #[serde(default)]
    pub version: u32,
    /// The instruction words.
    #[serde(with = "hex::words")]
    pub code: Vec<u32>,
    /// The operand-descriptor table.
    pub operand_descriptors: Vec<OperandDescriptor>,
    /// DVLP 0x1C–0x27, meaning unknown; zero from the reference assembler.
    #[serde(default)]
    pub unknown: [u32; 3],
}

/// One 8-byte entry of the operand-descriptor table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct OperandDescriptor {
    /// Swizzles, negations and destination mask (the low word).
    #[serde(with = "hex::word")]
    pub value: u32,
    /// The high word ("instruction extension" on 3dbrew); 0 from the reference
    /// assembler, ignored by libctru.
    #[serde(default, skip_serializing_if = "is_zero_u32", with = "hex::word")]
    pub extension: u32,
}

impl OperandDescriptor {
    /// An entry with the high word 0, as the reference assembler writes it.
    pub const fn new(value: u32) -> Self {
        OperandDescriptor {
            value,
            extension: 0,
        }
    }
}

/// One executable: an entry point into the shared code and its tables.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Dvle {
    /// DVLE 0x04 (maybe a version); [`DVLE_VERSION`] from the reference assembler.
    pub version: u16,
    /// DVLE 0x06: vertex or geometry.
    pub shader_type: ShaderType,
    /// DVLE 0x07; bit 0 = merge output maps. Other bits are kept as read.
    #[serde(default)]
    pub flags: u8,
    /// First word of the entry procedure.
    pub entry_start: u32,
    /// Word after the entry procedure.
    pub entry_end: u32,
    /// Bit n set: input register vn is used.
    pub input_mask: u16,
    /// Bit n set: output register on is written.
    pub output_mask: u16,
    /// DVLE 0x14–0x17: geometry-shader mode and its parameters (zero otherwise).
    #[serde(default)]
    pub geometry: GeometryInfo,
    /// The constant table: values loaded into uniform registers when the program is bound.
    pub constants: Vec<Constant>,
    /// The label table.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub labels: Vec<Label>,
    /// The output table: which o register carries which semantic.
    pub outputs: Vec<Output>,
    /// The uniform table: names of register ranges.
    pub uniforms: Vec<Uniform>,
}

impl Dvle {
    /// A vertex-shader DVLE with the reference assembler's header values and no tables.
    pub fn vertex(entry_start: u32, entry_end: u32) -> Self {
        Dvle {
            version: DVLE_VERSION,
            shader_type: ShaderType::Vertex,
            flags: 0,
            entry_start,
            entry_end,
            input_mask: 0,
            output_mask: 0,
            geometry: GeometryInfo::default(),
            constants: Vec::new(),
            labels: Vec::new(),
            outputs: Vec::new(),
            uniforms: Vec::new(),
        }
    }

    /// Bit 0 of the flags byte.
    pub fn merge_outmaps(&self) -> bool {
        self.flags & 1 != 0
    }
}

/// DVLE 0x06.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ShaderType {
    /// 0: a vertex shader.
    Vertex,
    /// 1: a geometry shader.
    Geometry,
    /// Any other byte, kept.
    Unknown(u8),
}

impl ShaderType {
    /// The type a DVLE 0x06 byte names.
    pub fn from_byte(b: u8) -> Self {
        match b {
            0 => ShaderType::Vertex,
            1 => ShaderType::Geometry,
            other => ShaderType::Unknown(other),
        }
    }

    /// The DVLE 0x06 byte.
    pub fn to_byte(self) -> u8 {
        match self {
            ShaderType::Vertex => 0,
            ShaderType::Geometry => 1,
            ShaderType::Unknown(b) => b,
        }
    }
}

/// DVLE 0x14–0x17.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GeometryInfo {
    /// 0x14.
    pub mode: GeometryMode,
    /// 0x15: fixed mode, first c register of the vertex array.
    #[serde(default)]
    pub fixed_vertex_array_start: u8,
    /// 0x16: variable mode, number of full vertices.
    #[serde(default)]
    pub variable_full_vertices: u8,
    /// 0x17: fixed mode, number of vertices.
    #[serde(default)]
    pub fixed_vertex_count: u8,
}

/// DVLE 0x14. Vertex shaders carry 0 (`point`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GeometryMode {
    /// 0: point (every vertex shader).
    #[default]
    Point,
    /// 1: variable number of vertices per primitive.
    Variable,
    /// 2: fixed number of vertices per primitive.
    Fixed,
    /// Any other byte, kept.
    Unknown(u8),
}

impl GeometryMode {
    /// The mode a DVLE 0x14 byte names.
    pub fn from_byte(b: u8) -> Self {
        match b {
            0 => GeometryMode::Point,
            1 => GeometryMode::Variable,
            2 => GeometryMode::Fixed,
            other => GeometryMode::Unknown(other),
        }
    }

    /// The DVLE 0x14 byte.
    pub fn to_byte(self) -> u8 {
        match self {
            GeometryMode::Point => 0,
            GeometryMode::Variable => 1,
            GeometryMode::Fixed => 2,
            GeometryMode::Unknown(b) => b,
        }
    }
}

/// One 20-byte constant-table entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Constant {
    /// Index within the value's bank: b0–b15, i0–i3 or c0–c95.
    pub register: u16,
    /// The type and payload.
    pub value: ConstantValue,
}

/// The type word and payload of a constant entry. An entry whose payload does not have
/// the canonical shape of its type (nonzero padding, a bool other than 0/1, bits above
/// a float24) is kept as [`ConstantValue::Raw`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ConstantValue {
    /// Type 0: u32 0/1, then 12 zero bytes.
    Bool(bool),
    /// Type 1: bytes x, y, z, w, then 12 zero bytes.
    Int([u8; 4]),
    /// Type 2: four words, a float24 each.
    Float([Float24; 4]),
    /// Any other type or payload, verbatim.
    Raw {
        /// The type word.
        kind: u16,
        /// The 16 payload bytes.
        #[serde(with = "hex::array")]
        payload: [u8; 16],
    },
}

/// Constant type word of a boolean.
pub const CONSTANT_BOOL: u16 = 0;
/// Constant type word of an integer vector.
pub const CONSTANT_INT: u16 = 1;
/// Constant type word of a float24 vector.
pub const CONSTANT_FLOAT: u16 = 2;

impl ConstantValue {
    /// The entry's type word.
    pub fn kind(&self) -> u16 {
        match self {
            ConstantValue::Bool(_) => CONSTANT_BOOL,
            ConstantValue::Int(_) => CONSTANT_INT,
            ConstantValue::Float(_) => CONSTANT_FLOAT,
            ConstantValue::Raw { kind, .. } => *kind,
        }
    }

    /// The 16 payload bytes as stored.
    pub fn payload(&self) -> [u8; 16] {
        let mut out = [0u8; 16];
        match self {
            ConstantValue::Bool(b) => out[0] = u8::from(*b),
            ConstantValue::Int(v) => out[..4].copy_from_slice(v),
            ConstantValue::Float(v) => {
                for (chunk, f) in out.chunks_exact_mut(4).zip(v) {
                    chunk.copy_from_slice(&f.to_bits().to_le_bytes());
                }
            }
            ConstantValue::Raw { payload, .. } => out = *payload,
        }
        out
    }

    /// Decodes a type word and payload, falling back to [`ConstantValue::Raw`].
    pub fn decode(kind: u16, payload: [u8; 16]) -> Self {
        let word = |i: usize| {
            u32::from_le_bytes([payload[i], payload[i + 1], payload[i + 2], payload[i + 3]])
        };
        let tail_zero = payload[4..].iter().all(|&b| b == 0);
        let decoded = match kind {
            CONSTANT_BOOL if tail_zero && word(0) <= 1 => Some(ConstantValue::Bool(word(0) == 1)),
            CONSTANT_INT if tail_zero => Some(ConstantValue::Int([
                payload[0], payload[1], payload[2], payload[3],
            ])),
            CONSTANT_FLOAT => {
                let words = [word(0), word(4), word(8), word(12)];
                match words.map(Float24::from_bits) {
                    [Some(x), Some(y), Some(z), Some(w)] => {
                        Some(ConstantValue::Float([x, y, z, w]))
                    }
                    _ => None,
                }
            }
            _ => None,
        };
        decoded.unwrap_or(ConstantValue::Raw { kind, payload })
    }
}

/// One 16-byte label-table entry (the reference assembler never writes one).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Label {
    /// Byte 0: the label's id.
    pub id: u8,
    /// Bytes 1–3 after the id.
    #[serde(default, skip_serializing_if = "is_zero3")]
    pub id_padding: [u8; 3],
    /// Position in the code blob, in words.
    pub code_offset: u32,
    /// Bytes 8–11, meaning unknown.
    #[serde(default)]
    pub unknown: u32,
    /// The name from the symbol table ("" if the offset does not lead to one).
    pub name: Name,
    /// Offset of the name in the symbol table; required with an explicit layout,
    /// computed otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name_offset: Option<u32>,
}

/// One 8-byte output-table entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Output {
    /// What the register carries.
    pub semantic: OutputSemantic,
    /// The o register index.
    pub register: u16,
    /// Component mask: bit 0 = x … bit 3 = w.
    pub mask: u16,
    /// Bytes 6–7, zero from the reference assembler.
    #[serde(default, skip_serializing_if = "is_zero_u16")]
    pub unknown: u16,
}

/// What an output register carries (output-table word 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OutputSemantic {
    /// 0: position.
    Position,
    /// 1: normal quaternion.
    #[serde(rename = "normalquat")]
    NormalQuat,
    /// 2: vertex colour.
    Color,
    /// 3: first texture coordinate (xy).
    #[serde(rename = "texcoord0")]
    TexCoord0,
    /// 4: w of the first texture coordinate.
    #[serde(rename = "texcoord0w")]
    TexCoord0W,
    /// 5: second texture coordinate.
    #[serde(rename = "texcoord1")]
    TexCoord1,
    /// 6: third texture coordinate.
    #[serde(rename = "texcoord2")]
    TexCoord2,
    /// 8: view vector.
    View,
    /// 9: a dummy output.
    Dummy,
    /// Any other code (7, above 9), kept.
    Unknown(u16),
}

impl OutputSemantic {
    /// Every named semantic, in code order.
    pub const ALL: [OutputSemantic; 9] = [
        OutputSemantic::Position,
        OutputSemantic::NormalQuat,
        OutputSemantic::Color,
        OutputSemantic::TexCoord0,
        OutputSemantic::TexCoord0W,
        OutputSemantic::TexCoord1,
        OutputSemantic::TexCoord2,
        OutputSemantic::View,
        OutputSemantic::Dummy,
    ];

    /// The semantic of an output-table code.
    pub fn from_code(code: u16) -> Self {
        match code {
            0 => OutputSemantic::Position,
            1 => OutputSemantic::NormalQuat,
            2 => OutputSemantic::Color,
            3 => OutputSemantic::TexCoord0,
            4 => OutputSemantic::TexCoord0W,
            5 => OutputSemantic::TexCoord1,
            6 => OutputSemantic::TexCoord2,
            8 => OutputSemantic::View,
            9 => OutputSemantic::Dummy,
            other => OutputSemantic::Unknown(other),
        }
    }

    /// The output-table code.
    pub fn code(self) -> u16 {
        match self {
            OutputSemantic::Position => 0,
            OutputSemantic::NormalQuat => 1,
            OutputSemantic::Color => 2,
            OutputSemantic::TexCoord0 => 3,
            OutputSemantic::TexCoord0W => 4,
            OutputSemantic::TexCoord1 => 5,
            OutputSemantic::TexCoord2 => 6,
            OutputSemantic::View => 8,
            OutputSemantic::Dummy => 9,
            OutputSemantic::Unknown(c) => c,
        }
    }

    /// The name the picasso dialect uses (`.out - texcoord0 o3`).
    pub fn name(self) -> Option<&'static str> {
        Some(match self {
            OutputSemantic::Position => "position",
            OutputSemantic::NormalQuat => "normalquat",
            OutputSemantic::Color => "color",
            OutputSemantic::TexCoord0 => "texcoord0",
            OutputSemantic::TexCoord0W => "texcoord0w",
            OutputSemantic::TexCoord1 => "texcoord1",
            OutputSemantic::TexCoord2 => "texcoord2",
            OutputSemantic::View => "view",
            OutputSemantic::Dummy => "dummy",
            OutputSemantic::Unknown(_) => return None,
        })
    }
}

impl fmt::Display for OutputSemantic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.name() {
            Some(name) => f.write_str(name),
            None => write!(f, "semantic{}", self.code()),
        }
    }
}

/// One 8-byte uniform-table entry.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Uniform {
    /// The name as stored in the symbol table (`$` already written as `.`).
    pub name: Name,
    /// First register, in uniform-table numbering ([`UniformRegister`]).
    pub first_register: u16,
    /// Last register (inclusive), same numbering.
    pub last_register: u16,
    /// Offset of the name in the symbol table; required with an explicit layout,
    /// computed otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name_offset: Option<u32>,
}

impl Uniform {
    /// An entry for the registers `first`..=`last`, its name offset computed on write.
    pub fn new(name: impl Into<Name>, first: UniformRegister, last: UniformRegister) -> Self {
        Uniform {
            name: name.into(),
            first_register: first.to_table(),
            last_register: last.to_table(),
            name_offset: None,
        }
    }
}

/// A register in uniform-table numbering: v0–v15 = 0x00–0x0F, c0–c95 = 0x10–0x6F,
/// i0–i3 = 0x70–0x73, b0–b15 = 0x78–0x87.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum UniformRegister {
    /// An input register v0–v15.
    Input(u8),
    /// A float uniform c0–c95.
    Float(u8),
    /// An integer uniform i0–i3.
    Int(u8),
    /// A boolean uniform b0–b15.
    Bool(u8),
}

impl UniformRegister {
    /// The register a uniform-table value names, `None` outside the four ranges.
    pub fn from_table(value: u16) -> Option<Self> {
        let v = value as u8;
        match value {
            0x00..=0x0F => Some(UniformRegister::Input(v)),
            0x10..=0x6F => Some(UniformRegister::Float(v - 0x10)),
            0x70..=0x73 => Some(UniformRegister::Int(v - 0x70)),
            0x78..=0x87 => Some(UniformRegister::Bool(v - 0x78)),
            _ => None,
        }
    }

    /// The uniform-table value.
    pub fn to_table(self) -> u16 {
        match self {
            UniformRegister::Input(n) => n as u16,
            UniformRegister::Float(n) => 0x10 + n as u16,
            UniformRegister::Int(n) => 0x70 + n as u16,
            UniformRegister::Bool(n) => 0x78 + n as u16,
        }
    }

    /// The register letter: `v`, `c`, `i`, `b`.
    pub fn bank(self) -> char {
        match self {
            UniformRegister::Input(_) => 'v',
            UniformRegister::Float(_) => 'c',
            UniformRegister::Int(_) => 'i',
            UniformRegister::Bool(_) => 'b',
        }
    }

    /// The register number within its bank.
    pub fn index(self) -> u8 {
        match self {
            UniformRegister::Input(n)
            | UniformRegister::Float(n)
            | UniformRegister::Int(n)
            | UniformRegister::Bool(n) => n,
        }
    }
}

impl fmt::Display for UniformRegister {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.bank(), self.index())
    }
}

/// Positions of every part of a file that is not in the canonical layout, and the
/// bytes no part covers, so that writing reproduces the input exactly.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Layout {
    /// Total length of the file.
    pub file_size: u32,
    /// DVLB 0x08…: where each DVLE starts (absolute).
    pub dvle_offsets: Vec<u32>,
    /// DVLP 0x08, relative to the DVLP.
    pub code_offset: u32,
    /// DVLP 0x10, relative to the DVLP.
    pub operand_descriptor_offset: u32,
    /// DVLP 0x18, relative to the DVLP.
    pub filename_table_offset: u32,
    /// Table offsets of each DVLE.
    pub dvles: Vec<DvleLayout>,
    /// Bytes outside every known part (gaps, padding, trailing data, filename tables).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub filler: Vec<Filler>,
}

/// Table offsets of one DVLE (relative to its header) and its raw symbol table.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DvleLayout {
    /// Constant table offset.
    pub constant_offset: u32,
    /// Label table offset.
    pub label_offset: u32,
    /// Output table offset.
    pub output_offset: u32,
    /// Uniform table offset.
    pub uniform_offset: u32,
    /// Symbol table offset.
    pub symbol_offset: u32,
    /// The symbol table verbatim; its length is the header's size field.
    #[serde(with = "hex::vec")]
    pub symbol_table: Vec<u8>,
}

/// A run of bytes that belongs to no known part.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Filler {
    /// Absolute offset.
    pub offset: u32,
    /// The bytes.
    #[serde(with = "hex::vec")]
    pub bytes: Vec<u8>,
}

fn is_zero_u32(v: &u32) -> bool {
    *v == 0
}

fn is_zero_u16(v: &u16) -> bool {
    *v == 0
}

fn is_zero3(v: &[u8; 3]) -> bool {
    *v == [0; 3]
}
