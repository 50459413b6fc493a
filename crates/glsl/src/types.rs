//! GLSL types as the IR and the reflection see them.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Scalar component kinds. `double` is not part of GLSL <= 3.30.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ScalarKind {
    /// `float`.
    Float,
    /// `int`.
    Int,
    /// `uint` (GLSL 1.30+).
    Uint,
    /// `bool`.
    Bool,
}

/// What a sampler returns per texel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SampledKind {
    /// Floats (`sampler*`).
    Float,
    /// Signed integers (`isampler*`).
    Int,
    /// Unsigned integers (`usampler*`).
    Uint,
}

/// Texture dimensionality of a sampler.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SamplerDim {
    #[serde(rename = "1D")]
    /// `1D`.
    D1,
    #[serde(rename = "2D")]
    /// `2D`.
    D2,
    #[serde(rename = "3D")]
    /// `3D`.
    D3,
    #[serde(rename = "Cube")]
    /// `Cube`.
    Cube,
    #[serde(rename = "2DRect")]
    /// `2DRect` (unnormalised coordinates).
    Rect,
    #[serde(rename = "Buffer")]
    /// `Buffer` (a texel buffer).
    Buffer,
    #[serde(rename = "2DMS")]
    /// `2DMS` (multisampled).
    D2Ms,
}

/// A sampler type: `sampler2D`, `isampler2DArray`, `sampler2DShadow`, ...
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SamplerType {
    /// What a texel holds.
    pub sampled: SampledKind,
    /// The dimensionality.
    pub dim: SamplerDim,
    /// An array texture (`*Array`).
    pub arrayed: bool,
    /// A depth comparison sampler (`*Shadow`).
    pub shadow: bool,
}

impl SamplerType {
    /// Number of coordinate components a plain `texture()` call takes
    /// (without the shadow reference).
    pub fn coord_size(&self) -> u8 {
        let base = match self.dim {
            SamplerDim::D1 | SamplerDim::Buffer => 1,
            SamplerDim::D2 | SamplerDim::Rect | SamplerDim::D2Ms => 2,
            SamplerDim::D3 | SamplerDim::Cube => 3,
        };
        base + u8::from(self.arrayed)
    }

    /// Number of components `textureSize` returns.
    pub fn size_components(&self) -> u8 {
        let base = match self.dim {
            SamplerDim::D1 | SamplerDim::Buffer => 1,
            SamplerDim::D2 | SamplerDim::Rect | SamplerDim::D2Ms | SamplerDim::Cube => 2,
            SamplerDim::D3 => 3,
        };
        base + u8::from(self.arrayed)
    }
}

impl fmt::Display for SamplerType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let prefix = match self.sampled {
            SampledKind::Float => "",
            SampledKind::Int => "i",
            SampledKind::Uint => "u",
        };
        let dim = match self.dim {
            SamplerDim::D1 => "1D",
            SamplerDim::D2 => "2D",
            SamplerDim::D3 => "3D",
            SamplerDim::Cube => "Cube",
            SamplerDim::Rect => "2DRect",
            SamplerDim::Buffer => "Buffer",
            SamplerDim::D2Ms => "2DMS",
        };
        write!(
            f,
            "{prefix}sampler{dim}{}{}",
            if self.arrayed { "Array" } else { "" },
            if self.shadow { "Shadow" } else { "" }
        )
    }
}

/// Index of a struct in [`crate::Module::structs`].
pub type StructId = u32;

/// A GLSL type. Vectors have 2..=4 components; matrices are `cols` columns of
/// `rows`-component float vectors (GLSL `matCxR`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Type {
    /// `void`: the return type of functions without a result.
    Void,
    /// A scalar.
    Scalar(ScalarKind),
    /// A vector of 2..=4 components.
    Vector(ScalarKind, u8),
    /// A float matrix.
    Matrix {
        /// Columns (2..=4).
        cols: u8,
        /// Components per column (2..=4).
        rows: u8,
    },
    /// A sampler (opaque).
    Sampler(SamplerType),
    /// An array of a length.
    Array(Box<Type>, u32),
    /// A struct, by its index.
    Struct(StructId),
}

/// `float`.
pub const FLOAT: Type = Type::Scalar(ScalarKind::Float);
/// `int`.
pub const INT: Type = Type::Scalar(ScalarKind::Int);
/// `uint`.
pub const UINT: Type = Type::Scalar(ScalarKind::Uint);
/// `bool`.
pub const BOOL: Type = Type::Scalar(ScalarKind::Bool);

impl Type {
    /// Scalar or vector of `kind` with `n` components (1 = scalar).
    pub fn vec(kind: ScalarKind, n: u8) -> Type {
        if n == 1 {
            Type::Scalar(kind)
        } else {
            Type::Vector(kind, n)
        }
    }

    /// Component kind of a scalar, vector or matrix.
    pub fn scalar_kind(&self) -> Option<ScalarKind> {
        match self {
            Type::Scalar(k) | Type::Vector(k, _) => Some(*k),
            Type::Matrix { .. } => Some(ScalarKind::Float),
            _ => None,
        }
    }

    /// Component count of a scalar (1) or vector.
    pub fn vector_size(&self) -> Option<u8> {
        match self {
            Type::Scalar(_) => Some(1),
            Type::Vector(_, n) => Some(*n),
            _ => None,
        }
    }

    /// Number of scalar components of a scalar, vector or matrix.
    pub fn component_count(&self) -> Option<u32> {
        match self {
            Type::Scalar(_) => Some(1),
            Type::Vector(_, n) => Some(u32::from(*n)),
            Type::Matrix { cols, rows } => Some(u32::from(*cols) * u32::from(*rows)),
            _ => None,
        }
    }

    /// A scalar (no vector or matrix).
    pub fn is_scalar(&self) -> bool {
        matches!(self, Type::Scalar(_))
    }

    /// A scalar, vector or matrix of numbers (not `bool`).
    pub fn is_numeric(&self) -> bool {
        matches!(
            self.scalar_kind(),
            Some(ScalarKind::Float | ScalarKind::Int | ScalarKind::Uint)
        )
    }

    /// The same shape with another component kind (matrices stay float).
    pub fn with_kind(&self, kind: ScalarKind) -> Type {
        match self {
            Type::Scalar(_) => Type::Scalar(kind),
            Type::Vector(_, n) => Type::Vector(kind, *n),
            other => other.clone(),
        }
    }

    /// Element type of an array, column type of a matrix, component type of a vector.
    pub fn index_result(&self) -> Option<Type> {
        match self {
            Type::Array(elem, _) => Some((**elem).clone()),
            Type::Matrix { rows, .. } => Some(Type::Vector(ScalarKind::Float, *rows)),
            Type::Vector(k, _) => Some(Type::Scalar(*k)),
            _ => None,
        }
    }

    /// Number of elements an index may address (array length, matrix columns, vector size).
    pub fn index_bound(&self) -> Option<u32> {
        match self {
            Type::Array(_, n) => Some(*n),
            Type::Matrix { cols, .. } => Some(u32::from(*cols)),
            Type::Vector(_, n) => Some(u32::from(*n)),
            _ => None,
        }
    }

    /// True if the type is or contains a sampler.
    pub fn contains_sampler(&self, structs: &[StructDef]) -> bool {
        match self {
            Type::Sampler(_) => true,
            Type::Array(e, _) => e.contains_sampler(structs),
            Type::Struct(id) => structs
                .get(*id as usize)
                .is_some_and(|s| s.members.iter().any(|m| m.ty.contains_sampler(structs))),
            _ => false,
        }
    }

    /// GLSL spelling, with struct names resolved through `structs`.
    pub fn name(&self, structs: &[StructDef]) -> String {
        match self {
            Type::Void => "void".into(),
            Type::Scalar(k) => scalar_name(*k).into(),
            Type::Vector(k, n) => {
                let p = match k {
                    ScalarKind::Float => "",
                    ScalarKind::Int => "i",
                    ScalarKind::Uint => "u",
                    ScalarKind::Bool => "b",
                };
                format!("{p}vec{n}")
            }
            Type::Matrix { cols, rows } if cols == rows => format!("mat{cols}"),
            Type::Matrix { cols, rows } => format!("mat{cols}x{rows}"),
            Type::Sampler(s) => s.to_string(),
            Type::Array(e, n) => format!("{}[{n}]", e.name(structs)),
            Type::Struct(id) => structs
                .get(*id as usize)
                .map(|s| s.name.clone())
                .unwrap_or_else(|| format!("struct#{id}")),
        }
    }
}

fn scalar_name(k: ScalarKind) -> &'static str {
    match k {
        ScalarKind::Float => "float",
        ScalarKind::Int => "int",
        ScalarKind::Uint => "uint",
        ScalarKind::Bool => "bool",
    }
}

/// A struct declaration. Members keep declaration order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StructDef {
    /// The struct's name.
    pub name: String,
    /// The members in declaration order.
    pub members: Vec<StructMember>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
/// A member of a struct.
pub struct StructMember {
    /// The member's name.
    pub name: String,
    /// The member's type.
    pub ty: Type,
    /// Its precision qualifier, if any.
    pub precision: Option<Precision>,
}

/// Precision qualifiers (ES; accepted and ignored for computation on desktop >= 130).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Precision {
    /// `lowp`.
    Low,
    /// `mediump`.
    Medium,
    /// `highp`.
    High,
}

/// Interpolation qualifiers of stage inputs/outputs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Interpolation {
    /// `smooth`: perspective-correct (the default).
    Smooth,
    /// `flat`: the provoking vertex's value.
    Flat,
    /// `noperspective`: linear in screen space.
    NoPerspective,
}
