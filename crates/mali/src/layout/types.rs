//! Declarations as the layout engine sees them: GLSL ES 1.00 types with precision,
//! storage class and the stage they belong to.

use serde::{Deserialize, Serialize};

/// A GLSL ES 1.00 type. Arrays are one-dimensional, as in ESSL 1.00.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GlslType {
    /// `float`, `vec2`..`vec4` (size 1..4).
    Float(u8),
    /// `int`, `ivec2`..`ivec4`.
    Int(u8),
    /// `bool`, `bvec2`..`bvec4`.
    Bool(u8),
    /// `mat2`..`mat4`.
    Mat(u8),
    /// A sampler.
    Sampler(SamplerKind),
    /// A struct.
    Struct(StructType),
    /// An array of `n` elements of a type.
    Array(Box<GlslType>, u16),
}

/// The sampler types of ESSL 1.00 and its extensions that have a symbol type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SamplerKind {
    /// `sampler2D`.
    Sampler2D,
    /// `sampler3D`.
    Sampler3D,
    /// `samplerCube`.
    SamplerCube,
    /// `sampler2DShadow`.
    Sampler2DShadow,
    /// `samplerExternalOES`.
    SamplerExternalOes,
}

/// A struct type: its name and members.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StructType {
    /// The struct's name.
    pub name: String,
    /// The members, in declaration order.
    pub members: Vec<Member>,
}

/// A struct member: its own precision (ESSL members carry one).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Member {
    /// The member's name.
    pub name: String,
    /// The member's type.
    #[serde(rename = "type")]
    pub ty: GlslType,
    /// The member's precision.
    #[serde(default)]
    pub precision: Precision,
}

/// ESSL precision qualifier; `Default` means none was written (or applies).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Precision {
    /// No qualifier.
    #[default]
    Default,
    /// `lowp`.
    Low,
    /// `mediump`.
    Medium,
    /// `highp`.
    High,
}

impl Precision {
    /// The record's precision byte (samplers and structs default to mediump).
    pub fn byte(self, ty: &GlslType) -> u8 {
        match self {
            Precision::Low => 1,
            Precision::Medium => 2,
            Precision::High => 3,
            Precision::Default => match ty.element() {
                GlslType::Sampler(_) | GlslType::Struct(_) => 2,
                _ => 0,
            },
        }
    }
}

/// Where a declaration lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum StorageClass {
    /// A `uniform`.
    Uniform,
    /// A `varying`.
    Varying,
    /// An `attribute`.
    Attribute,
}

/// One interface declaration of a shader.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Declaration {
    /// The name.
    pub name: String,
    /// The type.
    #[serde(rename = "type")]
    pub ty: GlslType,
    /// The precision qualifier.
    #[serde(default)]
    pub precision: Precision,
    /// Declared `invariant`.
    #[serde(default)]
    pub invariant: bool,
    /// Where it lives.
    pub storage: StorageClass,
    /// The allocator's group label (normally empty); groups are placed one after the
    /// other in label order.
    #[serde(default)]
    pub group: String,
    /// Constant initialiser of a top-level uniform (VINI), in element, column,
    /// component order.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub init: Option<Vec<f32>>,
}

impl Declaration {
    /// A declaration without `invariant`, group or initialiser.
    pub fn new(name: &str, ty: GlslType, precision: Precision, storage: StorageClass) -> Self {
        Declaration {
            name: name.to_string(),
            ty,
            precision,
            invariant: false,
            storage,
            group: String::new(),
            init: None,
        }
    }
}

impl GlslType {
    /// `float` (1) or `vecN`.
    pub fn vec(n: u8) -> GlslType {
        GlslType::Float(n)
    }

    /// An array of `n` of this type.
    pub fn array(self, n: u16) -> GlslType {
        GlslType::Array(Box::new(self), n)
    }

    /// The element type of an array, or the type itself.
    pub fn element(&self) -> &GlslType {
        match self {
            GlslType::Array(t, _) => t.element(),
            t => t,
        }
    }

    /// Array length, 0 for non-arrays.
    pub fn array_len(&self) -> u16 {
        match self {
            GlslType::Array(_, n) => *n,
            _ => 0,
        }
    }

    /// GLSL spelling: `vec3`, `mat4`, `sampler2D`, `Light[4]`.
    pub fn glsl(&self) -> String {
        let vector = |s: &str, p: &str, n: u8| {
            if n == 1 {
                s.to_string()
            } else {
                format!("{p}vec{n}")
            }
        };
        match self {
            GlslType::Float(n) => vector("float", "", *n),
            GlslType::Int(n) => vector("int", "i", *n),
            GlslType::Bool(n) => vector("bool", "b", *n),
            GlslType::Mat(n) => format!("mat{n}"),
            GlslType::Sampler(k) => match k {
                SamplerKind::Sampler2D => "sampler2D",
                SamplerKind::Sampler3D => "sampler3D",
                SamplerKind::SamplerCube => "samplerCube",
                SamplerKind::Sampler2DShadow => "sampler2DShadow",
                SamplerKind::SamplerExternalOes => "samplerExternalOES",
            }
            .to_string(),
            GlslType::Struct(s) => s.name.clone(),
            GlslType::Array(t, n) => format!("{}[{n}]", t.glsl()),
        }
    }

    /// Number of scalar components (the allocator's "total scalar count").
    pub fn scalar_count(&self) -> u64 {
        match self {
            GlslType::Float(n) | GlslType::Int(n) | GlslType::Bool(n) => u64::from(*n),
            GlslType::Mat(n) => u64::from(*n) * u64::from(*n),
            GlslType::Sampler(_) => 1,
            GlslType::Struct(s) => s.members.iter().map(|m| m.ty.scalar_count()).sum(),
            GlslType::Array(t, n) => t.scalar_count() * u64::from(*n),
        }
    }

    /// The allocator's type rank: struct > mat4 > mat2 > vec4 > mat3 > vec3 > vec2 >
    /// scalar = sampler; arrays rank as their element.
    pub fn rank(&self) -> u8 {
        match self.element() {
            GlslType::Struct(_) => 7,
            GlslType::Mat(4) => 6,
            GlslType::Mat(2) => 5,
            GlslType::Float(4) | GlslType::Int(4) | GlslType::Bool(4) => 4,
            GlslType::Mat(_) => 3,
            GlslType::Float(3) | GlslType::Int(3) | GlslType::Bool(3) => 2,
            GlslType::Float(2) | GlslType::Int(2) | GlslType::Bool(2) => 1,
            _ => 0,
        }
    }
}
