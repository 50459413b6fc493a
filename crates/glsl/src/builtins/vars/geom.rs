//! Geometry shader built-ins (GLSL 1.50 and 3.30 §7.1, §7.4): the
//! variables of the geometry stage, the members of `gl_in[]` and the
//! `gl_MaxGeometry*` constants.

use super::{Avail, BuiltinVar, MAX_CLIP_DISTANCES, MAX_TEXTURE_COORDS};
use crate::geometry::MAX_GEOMETRY_OUTPUT_VERTICES;
use crate::ir::StorageClass;
use crate::types::{ScalarKind, Type, FLOAT, INT};
use crate::version::{Stage, Version};

fn vec4() -> Type {
    Type::Vector(ScalarKind::Float, 4)
}

/// `gl_ClipDistance[]` (sized by the implementation maximum).
fn clip_distances() -> Type {
    Type::Array(Box::new(FLOAT), MAX_CLIP_DISTANCES)
}

fn tex_coords() -> Type {
    Type::Array(Box::new(vec4()), MAX_TEXTURE_COORDS)
}

/// The name of the block type of `gl_in[]` (GLSL 1.50 §7.1).
pub(crate) const PER_VERTEX: &str = "gl_PerVertex";

/// Members of `gl_PerVertex`, the element type of `gl_in[]`: the vertex
/// outputs of the previous stage (the compatibility profile adds the
/// fixed-function ones).
pub(crate) fn per_vertex_members(v: Version) -> Vec<(&'static str, Type)> {
    let mut m = vec![
        ("gl_Position", vec4()),
        ("gl_PointSize", FLOAT),
        ("gl_ClipDistance", clip_distances()),
    ];
    if v.has_compatibility() {
        m.extend([
            ("gl_ClipVertex", vec4()),
            ("gl_FrontColor", vec4()),
            ("gl_BackColor", vec4()),
            ("gl_FrontSecondaryColor", vec4()),
            ("gl_BackSecondaryColor", vec4()),
            ("gl_TexCoord", tex_coords()),
            ("gl_FogFragCoord", FLOAT),
        ]);
    }
    m
}

/// The geometry stage's built-in variables other than `gl_in[]`.
pub(crate) fn vars() -> Vec<BuiltinVar> {
    use Avail::{Compat, Desktop};
    use StorageClass::{Input, Output};
    let b = |name, ty, class, avail| BuiltinVar {
        name,
        ty,
        class,
        stage: Some(Stage::Geometry),
        avail,
        precision: None,
    };
    vec![
        b("gl_PrimitiveIDIn", INT, Input, Desktop(150)),
        b("gl_Position", vec4(), Output, Desktop(150)),
        b("gl_PointSize", FLOAT, Output, Desktop(150)),
        b("gl_ClipDistance", clip_distances(), Output, Desktop(150)),
        b("gl_PrimitiveID", INT, Output, Desktop(150)),
        b("gl_Layer", INT, Output, Desktop(150)),
        b("gl_ClipVertex", vec4(), Output, Compat),
        b("gl_FrontColor", vec4(), Output, Compat),
        b("gl_BackColor", vec4(), Output, Compat),
        b("gl_FrontSecondaryColor", vec4(), Output, Compat),
        b("gl_BackSecondaryColor", vec4(), Output, Compat),
        b("gl_TexCoord", tex_coords(), Output, Compat),
        b("gl_FogFragCoord", FLOAT, Output, Compat),
    ]
}

/// The geometry constants of GLSL 1.50 §7.4 (the minimum maxima).
pub(crate) fn constant(name: &str, v: Version) -> Option<i32> {
    if !v.desktop_at_least(150) {
        return None;
    }
    Some(match name {
        "gl_MaxGeometryInputComponents" => 64,
        "gl_MaxGeometryOutputComponents" => 128,
        "gl_MaxGeometryTextureImageUnits" => 16,
        "gl_MaxGeometryOutputVertices" => MAX_GEOMETRY_OUTPUT_VERTICES as i32,
        "gl_MaxGeometryTotalOutputComponents" => 1024,
        "gl_MaxGeometryUniformComponents" => 1024,
        "gl_MaxGeometryVaryingComponents" => 64,
        _ => return None,
    })
}
