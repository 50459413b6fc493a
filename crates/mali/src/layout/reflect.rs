//! Declarations from `gpubin-glsl`'s interface reflection of an ESSL 1.00 shader.

use gpubin_glsl::reflect::{InterfaceMember, InterfaceVariable};
use gpubin_glsl::types::{SampledKind, SamplerDim};
use gpubin_glsl::{Module, Reflection, ScalarKind, Type};

use super::error::{LayoutError, TypeProblem};
use super::types::{
    Declaration, GlslType, Member, Precision, SamplerKind, StorageClass, StructType,
};
use crate::mbs::Stage;
use crate::Error;

/// The declarations ARM's compiler lays out for a compiled shader: vertex inputs
/// (attributes), vertex outputs including `gl_Position`/`gl_PointSize` (varyings),
/// fragment inputs except the built-ins (varyings), and user uniforms. Built-in
/// uniforms and fragment outputs have no table entries.
pub fn declarations(module: &Module) -> Result<Vec<Declaration>, Error> {
    let stage = match module.stage {
        gpubin_glsl::Stage::Vertex => Stage::Vertex,
        gpubin_glsl::Stage::Fragment => Stage::Fragment,
        gpubin_glsl::Stage::Geometry => return Err(LayoutError::GeometryStage.into()),
    };
    from_reflection(&module.reflection, stage)
}

/// As [`declarations`], from a reflection and its stage.
pub fn from_reflection(r: &Reflection, stage: Stage) -> Result<Vec<Declaration>, Error> {
    let mut out = Vec::new();
    let inputs = match stage {
        Stage::Vertex => StorageClass::Attribute,
        Stage::Fragment => StorageClass::Varying,
    };
    for v in r.inputs.iter().filter(|v| !v.builtin) {
        out.push(declaration(v, inputs)?);
    }
    if stage == Stage::Vertex {
        for v in &r.outputs {
            out.push(declaration(v, StorageClass::Varying)?);
        }
    }
    for v in r.uniforms.iter().filter(|v| !v.builtin) {
        out.push(declaration(v, StorageClass::Uniform)?);
    }
    Ok(out)
}

fn declaration(v: &InterfaceVariable, storage: StorageClass) -> Result<Declaration, Error> {
    let ty =
        convert(&v.ty, &v.type_name, &v.members).map_err(|problem| LayoutError::Reflected {
            type_name: v.type_name.clone(),
            name: v.name.clone(),
            problem,
        })?;
    let mut d = Declaration::new(&v.name, ty, precision(v.precision, &v.ty), storage);
    d.invariant = v.invariant;
    Ok(d)
}

/// Numeric types without a precision (possible only where ESSL has no default) are
/// taken as mediump; samplers and structs keep the record's mediump default.
fn precision(p: Option<gpubin_glsl::Precision>, ty: &Type) -> Precision {
    match p {
        Some(gpubin_glsl::Precision::Low) => Precision::Low,
        Some(gpubin_glsl::Precision::Medium) => Precision::Medium,
        Some(gpubin_glsl::Precision::High) => Precision::High,
        None => match element(ty) {
            Type::Sampler(_) | Type::Struct(_) => Precision::Default,
            _ => Precision::Medium,
        },
    }
}

fn element(ty: &Type) -> &Type {
    match ty {
        Type::Array(e, _) => element(e),
        t => t,
    }
}

fn convert(
    ty: &Type,
    type_name: &str,
    members: &[InterfaceMember],
) -> Result<GlslType, TypeProblem> {
    let vector = |k: ScalarKind, n: u8| -> Result<GlslType, TypeProblem> {
        match k {
            ScalarKind::Float => Ok(GlslType::Float(n)),
            ScalarKind::Int => Ok(GlslType::Int(n)),
            ScalarKind::Bool => Ok(GlslType::Bool(n)),
            ScalarKind::Uint => Err(TypeProblem::Unsigned),
        }
    };
    match ty {
        Type::Scalar(k) => vector(*k, 1),
        Type::Vector(k, n) => vector(*k, *n),
        Type::Matrix { cols, rows } if cols == rows => Ok(GlslType::Mat(*cols)),
        Type::Matrix { cols, rows } => Err(TypeProblem::NonSquareMatrix {
            cols: *cols,
            rows: *rows,
        }),
        Type::Sampler(s) => {
            if s.sampled != SampledKind::Float || s.arrayed {
                return Err(TypeProblem::NotEsslSampler(s.to_string()));
            }
            Ok(GlslType::Sampler(match (s.dim, s.shadow) {
                (SamplerDim::D2, false) => SamplerKind::Sampler2D,
                (SamplerDim::D2, true) => SamplerKind::Sampler2DShadow,
                (SamplerDim::D3, false) => SamplerKind::Sampler3D,
                (SamplerDim::Cube, false) => SamplerKind::SamplerCube,
                _ => return Err(TypeProblem::NoSymbolType(s.to_string())),
            }))
        }
        Type::Array(e, n) => {
            let n = u16::try_from(*n).map_err(|_| TypeProblem::ArrayTooLong(*n))?;
            Ok(convert(e, type_name, members)?.array(n))
        }
        Type::Struct(_) => {
            // Reflection spells the struct `Name` or `Name[4]`.
            let name = type_name.split('[').next().unwrap_or(type_name).to_string();
            let members = members
                .iter()
                .map(|m| {
                    Ok(Member {
                        name: m.name.clone(),
                        ty: convert(&m.ty, &m.type_name, &m.members)?,
                        precision: precision(m.precision, &m.ty),
                    })
                })
                .collect::<Result<Vec<_>, TypeProblem>>()?;
            Ok(GlslType::Struct(StructType { name, members }))
        }
        Type::Void => Err(TypeProblem::Void),
    }
}
