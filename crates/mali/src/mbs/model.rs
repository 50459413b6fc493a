//! The MBS1 model: one type per chunk, children kept in file order.
//!
//! Every list of child chunks is an enum vector so that order, duplicates and unknown
//! chunks survive a round trip. A known tag whose payload does not have the size its
//! decoding needs is kept as [`RawChunk`] (and reported by the validator).

use gpubin_binfmt::FourCC;
use serde::{de, Deserialize, Deserializer, Serialize, Serializer};

pub use super::bytes::{Bytes, F32Bits};
pub use super::placed::{unplaced, Placed};

use super::tags;

/// The shader stage of a CFRA (fragment, PP) or CVER (vertex, GP) block.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Stage {
    /// A CVER block: a vertex shader for the GP.
    Vertex,
    /// A CFRA block: a fragment shader for the PP.
    Fragment,
}

/// A whole MBS1 file: the MBS1 chunk's children, and whatever follows it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MbsFile {
    /// Children of the MBS1 chunk, in file order, with their offsets.
    pub blocks: Vec<Placed<Block>>,
    /// Bytes after the MBS1 chunk (ARM's loader walks to the end of the buffer).
    #[serde(default, skip_serializing_if = "Bytes::is_empty")]
    pub trailing: Bytes,
}

/// The crate's name for the MBS1 model, as in `parse(&[u8]) -> Result<Model>`.
pub type Model = MbsFile;

/// A child of MBS1.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Block {
    /// `CFRA`: a fragment shader for the PP.
    #[serde(rename = "CFRA")]
    Fragment(FragmentShader),
    /// `CVER`: a vertex shader for the GP.
    #[serde(rename = "CVER")]
    Vertex(VertexShader),
    /// `BATT`: attribute bindings of a program binary.
    #[serde(rename = "BATT")]
    AttributeBindings(AttributeBindings),
    /// A block with another tag, or a known tag whose payload does not decode.
    #[serde(rename = "unknown")]
    Unknown(RawChunk),
}

/// A chunk kept verbatim: unknown tags, and known tags whose payload does not decode.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RawChunk {
    /// The chunk's tag.
    pub tag: FourCC,
    /// The payload, without the 8-byte chunk header.
    pub data: Bytes,
}

/// `mali_core` ids of the CFRA/CVER core word.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MaliCore {
    /// 1: GP.
    Gp = 1,
    /// 2: the Mali-200's GP2.
    Gp2 = 2,
    /// 3: Mali-55.
    Mali55 = 3,
    /// 4: Mali-110.
    Mali110 = 4,
    /// 5: the Mali-200 PP.
    Mali200 = 5,
    /// 6: the Mali-300/400/450 GP.
    Mali400Gp = 6,
    /// 7: the Mali-300/400/450 PP.
    Mali400Pp = 7,
}

impl MaliCore {
    /// The core with `mali_core` id `id` (`None` for ids outside 1..=7).
    pub fn from_id(id: u32) -> Option<MaliCore> {
        Some(match id {
            1 => MaliCore::Gp,
            2 => MaliCore::Gp2,
            3 => MaliCore::Mali55,
            4 => MaliCore::Mali110,
            5 => MaliCore::Mali200,
            6 => MaliCore::Mali400Gp,
            7 => MaliCore::Mali400Pp,
            _ => return None,
        })
    }

    /// The `mali_core` id.
    pub fn id(self) -> u32 {
        self as u32
    }

    /// A readable name of the core (`Mali-400 GP`), after ARM's `mali_core`
    /// enumeration.
    pub fn name(self) -> &'static str {
        match self {
            MaliCore::Gp => "GP",
            MaliCore::Gp2 => "Mali-200 GP2",
            MaliCore::Mali55 => "Mali-55",
            MaliCore::Mali110 => "Mali-110",
            MaliCore::Mali200 => "Mali-200 PP",
            MaliCore::Mali400Gp => "Mali-400 GP",
            MaliCore::Mali400Pp => "Mali-400 PP",
        }
    }

    /// Whether ARM's loader accepts this core in a CFRA.
    pub fn is_fragment(self) -> bool {
        matches!(self, MaliCore::Mali200 | MaliCore::Mali400Pp)
    }

    /// Whether ARM's loader accepts this core in a CVER.
    pub fn is_vertex(self) -> bool {
        matches!(self, MaliCore::Gp2 | MaliCore::Mali400Gp)
    }
}

/// `CFRA`: `u32 core`, then children.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FragmentShader {
    /// `mali_core`: 5 Mali-200, 7 Mali-400 PP.
    pub core: u32,
    /// The chunks after the core word, in file order.
    pub children: Vec<Placed<FragmentChunk>>,
}

/// A child of CFRA.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum FragmentChunk {
    /// `FSTA`: stack size and initial stack pointer.
    #[serde(rename = "FSTA")]
    Stack(FragmentStack),
    /// `FDIS`: whether the shader discards.
    #[serde(rename = "FDIS")]
    Discard(FragmentDiscard),
    /// `FBUU`: which framebuffer values the shader reads and writes.
    #[serde(rename = "FBUU")]
    BufferUse(FragmentBufferUse),
    /// `SUNI`: the uniform table.
    #[serde(rename = "SUNI")]
    Uniforms(UniformTable),
    /// `SVAR`: the varying table.
    #[serde(rename = "SVAR")]
    Varyings(VaryingTable),
    /// `DBIN`: PP code, variable-length u32-word instructions.
    #[serde(rename = "DBIN")]
    Code(Bytes),
    /// `DPRO`: the pilot shaders.
    #[serde(rename = "DPRO")]
    Pilots(PilotShaders),
    /// `REGU`: register counts.
    #[serde(rename = "REGU")]
    Registers(RegisterUsage),
    /// A chunk with another tag, or a known tag whose payload does not decode.
    #[serde(rename = "unknown")]
    Unknown(RawChunk),
}

/// `CVER`: `u32 core`, then children.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VertexShader {
    /// `mali_core`: 2 GP2, 6 Mali-400 GP.
    pub core: u32,
    /// The chunks after the core word, in file order.
    pub children: Vec<Placed<VertexChunk>>,
}

/// A child of CVER.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum VertexChunk {
    /// `FINS`: the instruction range of the main program.
    #[serde(rename = "FINS")]
    Instructions(InstructionRange),
    /// `FPOI`: obsolete, skipped by ARM's loader.
    #[serde(rename = "FPOI")]
    Fpoi(ObsoleteWord),
    /// `FTRA`: the transform status word.
    #[serde(rename = "FTRA")]
    Transform(TransformStatus),
    /// `SUNI`: the uniform table.
    #[serde(rename = "SUNI")]
    Uniforms(UniformTable),
    /// `SATT`: the attribute table.
    #[serde(rename = "SATT")]
    Attributes(AttributeTable),
    /// `SVAR`: the varying table.
    #[serde(rename = "SVAR")]
    Varyings(VaryingTable),
    /// `DBIN`: GP code, 128-bit instructions.
    #[serde(rename = "DBIN")]
    Code(Bytes),
    /// `DPRO`: the pilot shaders.
    #[serde(rename = "DPRO")]
    Pilots(PilotShaders),
    /// `VSOP`: the CPU-side vertex pre-transform.
    #[serde(rename = "VSOP")]
    PreTransform(VertexPreTransform),
    /// `REGU`: register counts.
    #[serde(rename = "REGU")]
    Registers(RegisterUsage),
    /// A chunk with another tag, or a known tag whose payload does not decode.
    #[serde(rename = "unknown")]
    Unknown(RawChunk),
}

/// `FSTA` (8 bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FragmentStack {
    /// The first word: the stack size.
    pub stack_size: u32,
    /// The second word: the initial stack pointer.
    pub initial_stack_pointer: u32,
}

/// `FDIS` (4 bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FragmentDiscard {
    /// Non-zero when the shader can discard.
    pub discard_used: u32,
}

/// `FBUU` (8 bytes): which framebuffer values the shader reads and writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FragmentBufferUse {
    /// Non-zero when the shader reads the colour buffer.
    pub color_read: u8,
    /// Non-zero when the shader writes the colour buffer.
    pub color_write: u8,
    /// Non-zero when the shader reads the depth buffer.
    pub depth_read: u8,
    /// Non-zero when the shader writes the depth buffer.
    pub depth_write: u8,
    /// Non-zero when the shader reads the stencil buffer.
    pub stencil_read: u8,
    /// Non-zero when the shader writes the stencil buffer.
    pub stencil_write: u8,
    /// The final `u16`, written 0.
    #[serde(default, skip_serializing_if = "is_zero_u16")]
    pub reserved: u16,
}

/// `FINS` (12 bytes), in GP instructions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InstructionRange {
    /// First instruction of the main program.
    pub start: u32,
    /// One past its last instruction.
    pub one_past_end: u32,
    /// One past the last instruction that reads an input.
    pub one_past_last_input_read: u32,
}

/// A 4-byte chunk holding one `u32` (FPOI).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ObsoleteWord {
    /// The word, kept as read.
    pub value: u32,
}

/// `FTRA` (4 bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TransformStatus {
    /// The word, kept as read.
    pub transform_status: u32,
}

/// `REGU` (4 bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RegisterUsage {
    /// Work registers the shader uses.
    pub n_work_registers: u16,
    /// Uniform registers the shader uses.
    pub n_uniform_registers: u16,
}

/// `SUNI`: `u32 count, u32 total_size`, then VUNI × count (count includes struct members).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UniformTable {
    /// Size of the uniform space in cells.
    pub total_size: u32,
    /// The count field, only when it differs from the number of VUNI children.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declared_count: Option<u32>,
    /// The VUNI records and any unknown chunks, in file order.
    pub children: Vec<UniformTableChunk>,
}

/// A child of SUNI.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum UniformTableChunk {
    /// `VUNI`: one uniform or struct member.
    #[serde(rename = "VUNI")]
    Symbol(UniformSymbol),
    /// A chunk with another tag, or a VUNI that does not decode.
    #[serde(rename = "unknown")]
    Unknown(RawChunk),
}

/// `SVAR`: `u32 count`, then VVAR × count.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VaryingTable {
    /// The count field, only when it differs from the number of VVAR children.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declared_count: Option<u32>,
    /// The VVAR records and any unknown chunks, in file order.
    pub children: Vec<VaryingTableChunk>,
}

/// A child of SVAR.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum VaryingTableChunk {
    /// `VVAR`: one varying.
    #[serde(rename = "VVAR")]
    Symbol(VaryingSymbol),
    /// A chunk with another tag, or a VVAR that does not decode.
    #[serde(rename = "unknown")]
    Unknown(RawChunk),
}

/// `SATT`: `u32 count`, then VATT × count.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttributeTable {
    /// The count field, only when it differs from the number of VATT children.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declared_count: Option<u32>,
    /// The VATT records and any unknown chunks, in file order.
    pub children: Vec<AttributeTableChunk>,
}

/// A child of SATT.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AttributeTableChunk {
    /// `VATT`: one attribute.
    #[serde(rename = "VATT")]
    Symbol(AttributeSymbol),
    /// A chunk with another tag, or a VATT that does not decode.
    #[serde(rename = "unknown")]
    Unknown(RawChunk),
}

/// A `STRI` name: the text, and the bytes after its NUL when they are not the usual
/// zero padding to 4 bytes.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SymbolName {
    /// The text before the terminating NUL.
    pub name: String,
    /// Everything after the terminating NUL, when it differs from zero padding to 4.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name_padding: Option<Bytes>,
}

/// `type` byte of a symbol record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SymbolType(pub u8);

impl SymbolType {
    /// 0: no type.
    pub const UNKNOWN: SymbolType = SymbolType(0);
    /// float and vecN.
    pub const FLOAT: SymbolType = SymbolType(1);
    /// int and ivecN.
    pub const INT: SymbolType = SymbolType(2);
    /// bool and bvecN.
    pub const BOOL: SymbolType = SymbolType(3);
    /// matN (square only).
    pub const MATRIX: SymbolType = SymbolType(4);
    /// sampler2D and sampler3D.
    pub const SAMPLER: SymbolType = SymbolType(5);
    /// samplerCube.
    pub const SAMPLER_CUBE: SymbolType = SymbolType(6);
    /// sampler2DShadow.
    pub const SAMPLER_2D_SHADOW: SymbolType = SymbolType(7);
    /// A struct; its members follow as records with this one as parent.
    pub const STRUCT: SymbolType = SymbolType(8);
    /// samplerExternalOES.
    pub const SAMPLER_EXTERNAL: SymbolType = SymbolType(9);

    const NAMES: [&'static str; 10] = [
        "unknown",
        "float",
        "int",
        "bool",
        "matrix",
        "sampler",
        "sampler_cube",
        "sampler_2d_shadow",
        "struct",
        "sampler_external",
    ];

    /// The model's name for the type byte (`None` for bytes outside 0..=9).
    pub fn name(self) -> Option<&'static str> {
        Self::NAMES.get(usize::from(self.0)).copied()
    }

    /// Whether the type is one of the sampler types.
    pub fn is_sampler(self) -> bool {
        matches!(self.0, 5 | 6 | 7 | 9)
    }

    /// float, int, bool or matrix: the types that can be attributes and varyings.
    pub fn is_numeric(self) -> bool {
        matches!(self.0, 1..=4)
    }
}

impl Serialize for SymbolType {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.name() {
            Some(n) => s.serialize_str(n),
            None => s.serialize_u8(self.0),
        }
    }
}

impl<'de> Deserialize<'de> for SymbolType {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Repr {
            Number(u8),
            Text(String),
        }
        match Repr::deserialize(d)? {
            Repr::Number(n) => Ok(SymbolType(n)),
            Repr::Text(t) => SymbolType::NAMES
                .iter()
                .position(|n| *n == t)
                .map(|i| SymbolType(i as u8))
                .ok_or_else(|| {
                    de::Error::custom(format!(
                        "unknown symbol type {t:?}; expected one of {} or a number",
                        SymbolType::NAMES.join(", ")
                    ))
                }),
        }
    }
}

/// The fields at offsets 0..13 shared by VUNI, VVAR and VATT records.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SymbolInfo {
    /// Record version: 0 old compiler, 2 new.
    pub version: u8,
    /// The type byte.
    #[serde(rename = "type")]
    pub kind: SymbolType,
    /// N of vecN/matN; samplers 2 (2D/shadow) or 3 (3D/cube); structs: member count.
    pub vec_size: u16,
    /// Array stride of the vector type (of a column for matrices), in cells.
    pub vector_stride: u16,
    /// 0 = not an array.
    pub array_size: u16,
    /// Stride of the element type in cells, written even when not an array.
    pub array_stride: u16,
    /// 16, 24 or 32.
    pub bit_precision: u8,
    /// 0 unknown, 1 lowp, 2 mediump, 3 highp.
    pub precision: u8,
    /// Non-zero for an invariant declaration.
    pub invariant: u8,
}

/// `VUNI`: STRI, 20-byte record, then optional VIDX, VINI and other chunks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UniformSymbol {
    /// The symbol's STRI name.
    #[serde(flatten)]
    pub name: SymbolName,
    /// The record fields shared by all symbol records.
    #[serde(flatten)]
    pub info: SymbolInfo,
    /// Offset 13, written 0.
    #[serde(default, skip_serializing_if = "is_zero_u8")]
    pub reserved_13: u8,
    /// Offset 14, written 0.
    #[serde(default, skip_serializing_if = "is_zero_u16")]
    pub reserved_14: u16,
    /// In cells; members: offset inside one element of the parent.
    pub address: i16,
    /// Global index of the parent struct entry in this SUNI, −1 at top level.
    pub parent: i16,
    /// The VIDX, VINI and other chunks after the record.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub chunks: Vec<UniformChunk>,
}

/// A sub-chunk of VUNI after its record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum UniformChunk {
    /// `VIDX`: index entries.
    #[serde(rename = "VIDX")]
    Indices(Vec<IndexChunk>),
    /// `VINI`: constant initial values.
    #[serde(rename = "VINI")]
    Initializer(UniformInit),
    /// A chunk with another tag, or a known tag whose payload does not decode.
    #[serde(rename = "unknown")]
    Unknown(RawChunk),
}

/// A child of VIDX: one `s32` each.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum IndexChunk {
    /// Texture-descriptor remap index (−1 none).
    #[serde(rename = "ITDR")]
    TdRemap(i32),
    /// Index of `gl_mali_YUVCoefficients`.
    #[serde(rename = "IYUV")]
    Yuv(i32),
    /// Index of `gl_mali_textureGRADEXT_sizes` (−1 none).
    #[serde(rename = "IGRD")]
    Gradient(i32),
    /// A chunk with another tag, or a known tag whose payload does not decode.
    #[serde(rename = "unknown")]
    Unknown(RawChunk),
}

/// `VINI`: `u32 n`, then n floats (element, column, component order).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct UniformInit {
    /// The floats, by their bits.
    pub values: Vec<F32Bits>,
}

/// `VVAR`: STRI, 20-byte record, then any chunks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VaryingSymbol {
    /// The symbol's STRI name.
    #[serde(flatten)]
    pub name: SymbolName,
    /// The record fields shared by all symbol records.
    #[serde(flatten)]
    pub info: SymbolInfo,
    /// Offset 13 (written 0).
    #[serde(default, skip_serializing_if = "is_zero_u8")]
    pub clamped: u8,
    /// Offset 14, written 0.
    #[serde(default, skip_serializing_if = "is_zero_u16")]
    pub reserved_14: u16,
    /// In cells; −1 = unused vertex varying.
    pub address: i16,
    /// Written −1.
    pub attribute_copy: i16,
    /// Chunks after the record, kept verbatim.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub chunks: Vec<RawChunk>,
}

/// `VATT`: STRI, 16-byte record, then any chunks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttributeSymbol {
    /// The symbol's STRI name.
    #[serde(flatten)]
    pub name: SymbolName,
    /// The record fields shared by all symbol records.
    #[serde(flatten)]
    pub info: SymbolInfo,
    /// Offset 13, written 0.
    #[serde(default, skip_serializing_if = "is_zero_u8")]
    pub reserved_13: u8,
    /// In cells (4 × input register).
    pub address: i16,
    /// Chunks after the record, kept verbatim.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub chunks: Vec<RawChunk>,
}

/// `DPRO`: `u32 n, u32 uniform_offset, u32 uniform_stride`, then per pilot function a
/// DBIN (and a VPRO in vertex shaders).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PilotShaders {
    /// The count field, only when it differs from the number of DBIN children.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declared_count: Option<u32>,
    /// The `uniform_offset` word.
    pub uniform_offset: u32,
    /// The `uniform_stride` word.
    pub uniform_stride: u32,
    /// The DBIN and VPRO chunks, in file order.
    pub children: Vec<Placed<PilotChunk>>,
}

/// A child of DPRO.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PilotChunk {
    /// `DBIN`: the code of one pilot function.
    #[serde(rename = "DBIN")]
    Code(Bytes),
    /// `VPRO`: `u32 one_past_program_end`.
    #[serde(rename = "VPRO")]
    ProgramEnd(u32),
    /// A chunk with another tag, or a known tag whose payload does not decode.
    #[serde(rename = "unknown")]
    Unknown(RawChunk),
}

/// `VSOP`: CPU-side vertex pre-transform, a sequence of VACT.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct VertexPreTransform {
    /// The VACT chunks and any unknown ones, in file order.
    pub children: Vec<PreTransformChunk>,
}

/// A child of VSOP.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PreTransformChunk {
    /// `VACT`: exactly one EXPR or OPND.
    #[serde(rename = "VACT")]
    Action(Vec<ActionChunk>),
    /// A chunk with another tag.
    #[serde(rename = "unknown")]
    Unknown(RawChunk),
}

/// A child of VACT.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ActionChunk {
    /// `EXPR`: an operation on the children that follow.
    #[serde(rename = "EXPR")]
    Expression(Expression),
    /// `OPND`: a constant or a symbol.
    #[serde(rename = "OPND")]
    Operand(Operand),
    /// A chunk with another tag, or a known tag whose payload does not decode.
    #[serde(rename = "unknown")]
    Unknown(RawChunk),
}

/// `EXPR` (4 bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Expression {
    /// 0 add, 1 sub, 2 mul, 3 div, 4 swizzle, 5 construct, 6 assign, 7 index.
    pub kind: u8,
    /// 1–4 vecN, 22–24 mat2–mat4.
    pub size: u8,
    /// The child count field.
    pub n_children: u8,
    /// Four 2-bit component selectors.
    pub swizzle: u8,
}

/// `OPND` (12 bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Operand {
    /// 0 const, 1 local, 2 uniform, 3 attribute, 4 varying.
    pub kind: u8,
    /// The operand's type byte.
    #[serde(rename = "type")]
    pub ty: u8,
    /// Bytes 2..4, written 0.
    #[serde(default, skip_serializing_if = "is_zero_u16")]
    pub reserved: u16,
    /// −1 for constants.
    pub address: i32,
    /// Raw bits of a constant; −1 for symbols.
    pub value: i32,
}

/// `BATT`: `u32 n`, then n × (STRI, `u32 binding`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttributeBindings {
    /// The bindings, in file order.
    pub bindings: Vec<AttributeBinding>,
}

/// One entry of BATT: an attribute name and its binding.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttributeBinding {
    /// The attribute's name.
    #[serde(flatten)]
    pub name: SymbolName,
    /// The binding (the attribute's index).
    pub binding: u32,
}

fn is_zero_u8(v: &u8) -> bool {
    *v == 0
}

fn is_zero_u16(v: &u16) -> bool {
    *v == 0
}

// ---- conveniences -------------------------------------------------------------------

impl MbsFile {
    /// The fragment shaders (CFRA), in file order.
    pub fn fragment_shaders(&self) -> impl Iterator<Item = &FragmentShader> {
        self.blocks.iter().filter_map(|b| match &**b {
            Block::Fragment(f) => Some(f),
            _ => None,
        })
    }

    /// The vertex shaders (CVER), in file order.
    pub fn vertex_shaders(&self) -> impl Iterator<Item = &VertexShader> {
        self.blocks.iter().filter_map(|b| match &**b {
            Block::Vertex(v) => Some(v),
            _ => None,
        })
    }
}

impl FragmentShader {
    /// The first DBIN: the PP code.
    pub fn code(&self) -> Option<&[u8]> {
        self.children.iter().find_map(|c| match &**c {
            FragmentChunk::Code(b) => Some(b.as_slice()),
            _ => None,
        })
    }

    /// The first SUNI: the uniform table.
    pub fn uniforms(&self) -> Option<&UniformTable> {
        self.children.iter().find_map(|c| match &**c {
            FragmentChunk::Uniforms(t) => Some(t),
            _ => None,
        })
    }

    /// The first SVAR: the varying table.
    pub fn varyings(&self) -> Option<&VaryingTable> {
        self.children.iter().find_map(|c| match &**c {
            FragmentChunk::Varyings(t) => Some(t),
            _ => None,
        })
    }

    /// The core word as a [`MaliCore`] (`None` for unknown ids).
    pub fn core(&self) -> Option<MaliCore> {
        MaliCore::from_id(self.core)
    }
}

impl VertexShader {
    /// The first DBIN: the GP code.
    pub fn code(&self) -> Option<&[u8]> {
        self.children.iter().find_map(|c| match &**c {
            VertexChunk::Code(b) => Some(b.as_slice()),
            _ => None,
        })
    }

    /// The first SUNI: the uniform table.
    pub fn uniforms(&self) -> Option<&UniformTable> {
        self.children.iter().find_map(|c| match &**c {
            VertexChunk::Uniforms(t) => Some(t),
            _ => None,
        })
    }

    /// The first SATT: the attribute table.
    pub fn attributes(&self) -> Option<&AttributeTable> {
        self.children.iter().find_map(|c| match &**c {
            VertexChunk::Attributes(t) => Some(t),
            _ => None,
        })
    }

    /// The first SVAR: the varying table.
    pub fn varyings(&self) -> Option<&VaryingTable> {
        self.children.iter().find_map(|c| match &**c {
            VertexChunk::Varyings(t) => Some(t),
            _ => None,
        })
    }

    /// The first FINS: the main program's instruction range.
    pub fn instruction_range(&self) -> Option<&InstructionRange> {
        self.children.iter().find_map(|c| match &**c {
            VertexChunk::Instructions(r) => Some(r),
            _ => None,
        })
    }

    /// The core word as a [`MaliCore`] (`None` for unknown ids).
    pub fn core(&self) -> Option<MaliCore> {
        MaliCore::from_id(self.core)
    }
}

/// A child of a symbol table (SUNI, SVAR, SATT): a symbol chunk, or an unknown one.
///
/// The three tables differ only in their symbol type and tag; this lets one reader and
/// one accessor serve them all while each keeps its own enum (and so its JSON names).
pub(crate) trait TableChunk: Sized {
    type Symbol;
    /// The table's tag: SUNI, SVAR or SATT.
    const TABLE_TAG: FourCC;
    /// The symbol chunk's tag: VUNI, VVAR or VATT.
    const SYMBOL_TAG: FourCC;
    /// The symbol, or the unknown chunk kept raw.
    fn symbol(&self) -> Result<&Self::Symbol, &RawChunk>;
    fn from_symbol(symbol: Self::Symbol) -> Self;
    fn from_unknown(raw: RawChunk) -> Self;
}

macro_rules! table_chunk {
    ($chunk:ident, $symbol:ident, $table:path, $tag:path) => {
        impl TableChunk for $chunk {
            type Symbol = $symbol;
            const TABLE_TAG: FourCC = $table;
            const SYMBOL_TAG: FourCC = $tag;
            fn symbol(&self) -> Result<&$symbol, &RawChunk> {
                match self {
                    $chunk::Symbol(s) => Ok(s),
                    $chunk::Unknown(r) => Err(r),
                }
            }
            fn from_symbol(symbol: $symbol) -> Self {
                $chunk::Symbol(symbol)
            }
            fn from_unknown(raw: RawChunk) -> Self {
                $chunk::Unknown(raw)
            }
        }
    };
}

table_chunk!(UniformTableChunk, UniformSymbol, tags::SUNI, tags::VUNI);
table_chunk!(VaryingTableChunk, VaryingSymbol, tags::SVAR, tags::VVAR);
table_chunk!(AttributeTableChunk, AttributeSymbol, tags::SATT, tags::VATT);

impl UniformTable {
    /// The VUNI records, skipping unknown chunks.
    pub fn symbols(&self) -> impl Iterator<Item = &UniformSymbol> {
        self.children.iter().filter_map(|c| c.symbol().ok())
    }
}

impl VaryingTable {
    /// The VVAR records, skipping unknown chunks.
    pub fn symbols(&self) -> impl Iterator<Item = &VaryingSymbol> {
        self.children.iter().filter_map(|c| c.symbol().ok())
    }
}

impl AttributeTable {
    /// The VATT records, skipping unknown chunks.
    pub fn symbols(&self) -> impl Iterator<Item = &AttributeSymbol> {
        self.children.iter().filter_map(|c| c.symbol().ok())
    }
}

impl UniformSymbol {
    /// The VINI values, if any.
    pub fn initializer(&self) -> Option<&UniformInit> {
        self.chunks.iter().find_map(|c| match c {
            UniformChunk::Initializer(v) => Some(v),
            _ => None,
        })
    }
}

/// The u32 words of a code blob (a trailing partial word is ignored).
pub fn code_words(code: &[u8]) -> impl Iterator<Item = u32> + '_ {
    code.chunks_exact(4)
        .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
}
