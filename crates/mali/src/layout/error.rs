//! Why declarations cannot be laid out: the declaration or space a message is about,
//! kept as data so that a caller (the assembler) can point at the symbol it names.

use std::fmt;

use super::types::StorageClass;
use crate::mbs::Stage;

/// A declaration set the layout engine refuses, or a space it does not fit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LayoutError {
    /// Geometry shaders have no Mali Utgard stage.
    GeometryStage,
    /// A fragment shader declares an attribute.
    FragmentAttribute {
        /// The attribute's name.
        name: String,
    },
    /// A declaration that is not valid ESSL 1.00 or not representable.
    Declaration {
        /// Where it lives.
        storage: StorageClass,
        /// Its name.
        name: String,
        /// What is wrong with it.
        problem: DeclarationProblem,
    },
    /// A reflected interface variable whose type has no Mali Utgard layout.
    Reflected {
        /// The type as the reflection spells it (`Light[4]`).
        type_name: String,
        /// The variable's name.
        name: String,
        /// Why the type is refused.
        problem: TypeProblem,
    },
    /// An array of `samplerExternalOES` in a fragment shader.
    ExternalSamplerArray {
        /// Where it lives.
        storage: StorageClass,
        /// Its name.
        name: String,
    },
    /// The declarations of one space need more cells than the space could hold
    /// even packed perfectly (checked before allocating).
    TooManyCells {
        /// `uniform`, `varying` or `attribute`.
        space: &'static str,
        /// The cells the declarations need.
        cells: u64,
        /// The stage whose space it is.
        stage: Stage,
        /// The cells the space holds.
        limit: u32,
    },
    /// A group of declarations the allocator cannot place within the space.
    GroupDoesNotFit {
        /// `uniform`, `varying` or `attribute`.
        space: &'static str,
        /// The stage whose space it is.
        stage: Stage,
        /// The cells the space holds.
        limit: u32,
        /// The group being placed.
        group: String,
        /// The name of the group's first declaration in allocation order.
        first_name: String,
        /// Its type as GLSL spells it.
        first_type: String,
    },
    /// The uniform space cannot hold the whole element strides of its structs.
    UniformsDoNotFit {
        /// The stage whose space it is.
        stage: Stage,
        /// The cells the space holds.
        limit: u32,
        /// The cells the structs reach.
        total: u64,
    },
}

/// What is wrong with one declaration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeclarationProblem {
    /// An empty name, or one with a NUL byte.
    BadName,
    /// A scalar or vector of a size outside 1..4.
    VectorSize(u8),
    /// A square matrix outside mat2..mat4.
    MatrixSize(u8),
    /// An array of length 0.
    EmptyArray,
    /// An array of arrays.
    ArrayOfArrays,
    /// A struct without members.
    EmptyStruct(String),
    /// Structs nested deeper than the engine follows.
    NestedTooDeeply,
    /// A struct outside the uniforms.
    StructNotUniform,
    /// A sampler outside the uniforms.
    SamplerNotUniform,
    /// An array attribute.
    ArrayAttribute,
    /// An integer or boolean type outside the uniforms.
    NotAllowed {
        /// The type as GLSL spells it.
        ty: String,
        /// Where it was declared.
        storage: StorageClass,
    },
    /// An initialiser on a sampler or struct.
    InitialiserNotNumeric,
    /// An initialiser with the wrong number of values, or outside the uniforms.
    InitialiserLength {
        /// The values given.
        given: usize,
        /// The type as GLSL spells it.
        ty: String,
        /// The values the type needs.
        needed: u64,
    },
}

/// Why a reflected GLSL type has no Mali Utgard layout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeProblem {
    /// `uint` and its vectors.
    Unsigned,
    /// A matrix with `cols != rows`.
    NonSquareMatrix {
        /// Columns.
        cols: u8,
        /// Rows.
        rows: u8,
    },
    /// A sampler ESSL 1.00 does not have (integer, arrayed).
    NotEsslSampler(String),
    /// A sampler without a Mali Utgard symbol type.
    NoSymbolType(String),
    /// An array longer than a symbol record can count.
    ArrayTooLong(u32),
    /// `void`.
    Void,
}

/// The word a message uses for a storage class.
pub(crate) fn storage_name(s: StorageClass) -> &'static str {
    match s {
        StorageClass::Uniform => "uniform",
        StorageClass::Varying => "varying",
        StorageClass::Attribute => "attribute",
    }
}

/// The word a message uses for a stage.
pub(crate) fn stage_name(s: Stage) -> &'static str {
    match s {
        Stage::Vertex => "vertex",
        Stage::Fragment => "fragment",
    }
}

impl LayoutError {
    /// The name of the declaration the error is about, when it is about one.
    pub fn symbol(&self) -> Option<&str> {
        match self {
            LayoutError::FragmentAttribute { name }
            | LayoutError::Declaration { name, .. }
            | LayoutError::Reflected { name, .. }
            | LayoutError::ExternalSamplerArray { name, .. }
            | LayoutError::GroupDoesNotFit {
                first_name: name, ..
            } => Some(name),
            LayoutError::GeometryStage
            | LayoutError::TooManyCells { .. }
            | LayoutError::UniformsDoNotFit { .. } => None,
        }
    }
}

impl fmt::Display for LayoutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LayoutError::GeometryStage => {
                f.write_str("geometry shaders are not supported by this back end")
            }
            LayoutError::FragmentAttribute { name } => {
                write!(f, "attribute {name:?}: fragment shaders have no attributes")
            }
            LayoutError::Declaration {
                storage,
                name,
                problem,
            } => write!(f, "{} {name:?}: {problem}", storage_name(*storage)),
            LayoutError::Reflected {
                type_name,
                name,
                problem,
            } => write!(f, "{type_name} {name:?}: {problem}"),
            LayoutError::ExternalSamplerArray { storage, name } => write!(
                f,
                "{} {name:?}: arrays of samplerExternalOES overlap on the PP (3 cells at a stride of 1)",
                storage_name(*storage)
            ),
            LayoutError::TooManyCells {
                space,
                cells,
                stage,
                limit,
            } => write!(
                f,
                "{space}s need at least {cells} cells; the {} {space} space holds {limit}",
                stage_name(*stage)
            ),
            LayoutError::GroupDoesNotFit {
                space,
                stage,
                limit,
                group,
                first_name,
                first_type,
            } => write!(
                f,
                "{space}s do not fit: the {} {space} space holds {limit} cells (group {group:?} starting with {first_name:?} {first_type})",
                stage_name(*stage)
            ),
            LayoutError::UniformsDoNotFit {
                stage,
                limit,
                total,
            } => write!(
                f,
                "uniforms do not fit: the {} uniform space holds {limit} cells, the structs need {total}",
                stage_name(*stage)
            ),
        }
    }
}

impl std::error::Error for LayoutError {}

impl fmt::Display for DeclarationProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DeclarationProblem::BadName => {
                f.write_str("a name must be non-empty and free of NUL bytes")
            }
            DeclarationProblem::VectorSize(n) => write!(f, "vector size {n} (must be 1..4)"),
            DeclarationProblem::MatrixSize(n) => write!(f, "mat{n} (must be mat2..mat4)"),
            DeclarationProblem::EmptyArray => f.write_str("array of length 0"),
            DeclarationProblem::ArrayOfArrays => {
                f.write_str("arrays of arrays do not exist in ESSL 1.00")
            }
            DeclarationProblem::EmptyStruct(s) => write!(f, "struct {s} has no members"),
            DeclarationProblem::NestedTooDeeply => f.write_str("structs nested too deeply"),
            DeclarationProblem::StructNotUniform => f.write_str("only uniforms can be structs"),
            DeclarationProblem::SamplerNotUniform => f.write_str("samplers can only be uniforms"),
            DeclarationProblem::ArrayAttribute => {
                f.write_str("attributes cannot be arrays in ESSL 1.00")
            }
            DeclarationProblem::NotAllowed { ty, storage } => write!(
                f,
                "{ty} is not allowed as a {} in ESSL 1.00",
                storage_name(*storage)
            ),
            DeclarationProblem::InitialiserNotNumeric => {
                f.write_str("only numeric uniforms take a constant initialiser")
            }
            DeclarationProblem::InitialiserLength { given, ty, needed } => {
                write!(f, "initialiser has {given} values, {ty} needs {needed}")
            }
        }
    }
}

impl fmt::Display for TypeProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TypeProblem::Unsigned => f.write_str("unsigned types do not exist in ESSL 1.00"),
            TypeProblem::NonSquareMatrix { cols, rows } => {
                write!(f, "mat{cols}x{rows} is not an ESSL 1.00 type")
            }
            TypeProblem::NotEsslSampler(s) => write!(f, "{s} is not an ESSL 1.00 sampler"),
            TypeProblem::NoSymbolType(s) => write!(f, "{s} has no Mali Utgard symbol type"),
            TypeProblem::ArrayTooLong(n) => write!(f, "array of {n} elements is too long"),
            TypeProblem::Void => f.write_str("void has no layout"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_name_the_symbol() {
        let e = LayoutError::Declaration {
            storage: StorageClass::Varying,
            name: "n".into(),
            problem: DeclarationProblem::NotAllowed {
                ty: "ivec2".into(),
                storage: StorageClass::Varying,
            },
        };
        assert_eq!(
            e.to_string(),
            "varying \"n\": ivec2 is not allowed as a varying in ESSL 1.00"
        );
        assert_eq!(e.symbol(), Some("n"));
        let e = LayoutError::TooManyCells {
            space: "uniform",
            cells: 9000,
            stage: Stage::Vertex,
            limit: 1215,
        };
        assert_eq!(
            e.to_string(),
            "uniforms need at least 9000 cells; the vertex uniform space holds 1215"
        );
        assert_eq!(e.symbol(), None);
        let e = LayoutError::Reflected {
            type_name: "mat2x3".into(),
            name: "m".into(),
            problem: TypeProblem::NonSquareMatrix { cols: 2, rows: 3 },
        };
        assert_eq!(
            e.to_string(),
            "mat2x3 \"m\": mat2x3 is not an ESSL 1.00 type"
        );
    }
}
