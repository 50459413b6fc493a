//! Built-in variables per stage, version and profile (GLSL ES 1.00 §7,
//! GLSL 1.10-3.30 §7 and the compatibility-profile additions).

// Geometry-stage variables and the compatibility profile's state, each a table of its own.
pub(crate) mod geom;
pub(crate) mod state;

use crate::ir::StorageClass;
use crate::types::{Precision, ScalarKind, Type, BOOL, FLOAT, INT};
use crate::version::{Stage, Version};

/// When a built-in exists.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Avail {
    /// Every version.
    All,
    /// ES 1.00 and desktop from the given version.
    EsAndDesktop(u16),
    /// Desktop only, from the given version.
    Desktop(u16),
    /// Compatibility profile (desktop < 1.40, or 1.50+ compatibility).
    Compat,
}

impl Avail {
    pub fn allows(self, v: Version) -> bool {
        match self {
            Avail::All => true,
            Avail::EsAndDesktop(n) => v.is_es() || v.number >= n,
            Avail::Desktop(n) => !v.is_es() && v.number >= n,
            Avail::Compat => v.has_compatibility(),
        }
    }

    /// The first version that has it, for diagnostics.
    pub fn describe(self) -> String {
        match self {
            Avail::All => "all versions".into(),
            Avail::EsAndDesktop(n) | Avail::Desktop(n) => format!("GLSL {}", fmt_version(n)),
            Avail::Compat => "the compatibility profile".into(),
        }
    }
}

pub(crate) fn fmt_version(n: u16) -> String {
    format!("{}.{:02}", n / 100, n % 100)
}

pub(crate) struct BuiltinVar {
    pub name: &'static str,
    pub ty: Type,
    pub class: StorageClass,
    /// `None`: both stages.
    pub stage: Option<Stage>,
    pub avail: Avail,
    /// ES precision.
    pub precision: Option<Precision>,
}

fn vec(n: u8) -> Type {
    Type::Vector(ScalarKind::Float, n)
}

fn mat(n: u8) -> Type {
    Type::Matrix { cols: n, rows: n }
}

fn arr(t: Type, n: u32) -> Type {
    Type::Array(Box::new(t), n)
}

/// Implementation limits used for sizing built-in arrays and for the
/// `gl_Max*` constants (the minimum maxima the specifications require).
pub(crate) const MAX_TEXTURE_COORDS: u32 = 8;
pub(crate) const MAX_CLIP_DISTANCES: u32 = 8;
pub(crate) const MAX_DRAW_BUFFERS_DESKTOP: u32 = 8;
pub(crate) const MAX_TEXTURE_UNITS: u32 = 2;

/// All built-in variables, in specification order.
pub(crate) fn table(v: Version) -> Vec<BuiltinVar> {
    use Avail::*;
    use StorageClass::*;
    let vs = Some(Stage::Vertex);
    let fs = Some(Stage::Fragment);
    let hp = Some(Precision::High);
    let mp = Some(Precision::Medium);
    let draw_buffers = if v.is_es() {
        1
    } else {
        MAX_DRAW_BUFFERS_DESKTOP
    };
    let b = |name, ty, class, stage, avail, precision| BuiltinVar {
        name,
        ty,
        class,
        stage,
        avail,
        precision,
    };
    let mut table = vec![
        // Vertex shader special inputs.
        b("gl_VertexID", INT, Input, vs, Desktop(130), hp),
        b("gl_InstanceID", INT, Input, vs, Desktop(140), hp),
        // Compatibility vertex attributes.
        b("gl_Color", vec(4), Input, vs, Compat, None),
        b("gl_SecondaryColor", vec(4), Input, vs, Compat, None),
        b("gl_Normal", vec(3), Input, vs, Compat, None),
        b("gl_Vertex", vec(4), Input, vs, Compat, None),
        b("gl_MultiTexCoord0", vec(4), Input, vs, Compat, None),
        b("gl_MultiTexCoord1", vec(4), Input, vs, Compat, None),
        b("gl_MultiTexCoord2", vec(4), Input, vs, Compat, None),
        b("gl_MultiTexCoord3", vec(4), Input, vs, Compat, None),
        b("gl_MultiTexCoord4", vec(4), Input, vs, Compat, None),
        b("gl_MultiTexCoord5", vec(4), Input, vs, Compat, None),
        b("gl_MultiTexCoord6", vec(4), Input, vs, Compat, None),
        b("gl_MultiTexCoord7", vec(4), Input, vs, Compat, None),
        b("gl_FogCoord", FLOAT, Input, vs, Compat, None),
        // Vertex shader outputs.
        b("gl_Position", vec(4), Output, vs, All, hp),
        b("gl_PointSize", FLOAT, Output, vs, All, mp),
        b(
            "gl_ClipDistance",
            arr(FLOAT, MAX_CLIP_DISTANCES),
            Output,
            vs,
            Desktop(130),
            None,
        ),
        b("gl_ClipVertex", vec(4), Output, vs, Compat, None),
        b("gl_FrontColor", vec(4), Output, vs, Compat, None),
        b("gl_BackColor", vec(4), Output, vs, Compat, None),
        b("gl_FrontSecondaryColor", vec(4), Output, vs, Compat, None),
        b("gl_BackSecondaryColor", vec(4), Output, vs, Compat, None),
        b(
            "gl_TexCoord",
            arr(vec(4), MAX_TEXTURE_COORDS),
            Output,
            vs,
            Compat,
            None,
        ),
        b("gl_FogFragCoord", FLOAT, Output, vs, Compat, None),
        // Fragment shader inputs.
        b("gl_FragCoord", vec(4), Input, fs, All, mp),
        b("gl_FrontFacing", BOOL, Input, fs, All, None),
        b("gl_PointCoord", vec(2), Input, fs, EsAndDesktop(120), mp),
        b("gl_PrimitiveID", INT, Input, fs, Desktop(150), None),
        b(
            "gl_ClipDistance",
            arr(FLOAT, MAX_CLIP_DISTANCES),
            Input,
            fs,
            Desktop(130),
            None,
        ),
        b("gl_Color", vec(4), Input, fs, Compat, None),
        b("gl_SecondaryColor", vec(4), Input, fs, Compat, None),
        b(
            "gl_TexCoord",
            arr(vec(4), MAX_TEXTURE_COORDS),
            Input,
            fs,
            Compat,
            None,
        ),
        b("gl_FogFragCoord", FLOAT, Input, fs, Compat, None),
        // Fragment shader outputs. gl_FragColor/gl_FragData are deprecated
        // from 1.30 but stay in core profiles up to 4.10.
        b("gl_FragColor", vec(4), Output, fs, All, mp),
        b(
            "gl_FragData",
            arr(vec(4), draw_buffers),
            Output,
            fs,
            All,
            mp,
        ),
        b("gl_FragDepth", FLOAT, Output, fs, Desktop(110), None),
        // Compatibility uniform state.
        b("gl_ModelViewMatrix", mat(4), Uniform, None, Compat, None),
        b("gl_ProjectionMatrix", mat(4), Uniform, None, Compat, None),
        b(
            "gl_ModelViewProjectionMatrix",
            mat(4),
            Uniform,
            None,
            Compat,
            None,
        ),
        b(
            "gl_TextureMatrix",
            arr(mat(4), MAX_TEXTURE_COORDS),
            Uniform,
            None,
            Compat,
            None,
        ),
        b("gl_NormalMatrix", mat(3), Uniform, None, Compat, None),
        b(
            "gl_ModelViewMatrixInverse",
            mat(4),
            Uniform,
            None,
            Compat,
            None,
        ),
        b(
            "gl_ProjectionMatrixInverse",
            mat(4),
            Uniform,
            None,
            Compat,
            None,
        ),
        b(
            "gl_ModelViewProjectionMatrixInverse",
            mat(4),
            Uniform,
            None,
            Compat,
            None,
        ),
        b(
            "gl_ModelViewMatrixTranspose",
            mat(4),
            Uniform,
            None,
            Compat,
            None,
        ),
        b(
            "gl_ProjectionMatrixTranspose",
            mat(4),
            Uniform,
            None,
            Compat,
            None,
        ),
        b(
            "gl_ModelViewProjectionMatrixTranspose",
            mat(4),
            Uniform,
            None,
            Compat,
            None,
        ),
        b(
            "gl_ModelViewMatrixInverseTranspose",
            mat(4),
            Uniform,
            None,
            Compat,
            None,
        ),
        b(
            "gl_ProjectionMatrixInverseTranspose",
            mat(4),
            Uniform,
            None,
            Compat,
            None,
        ),
        b(
            "gl_ModelViewProjectionMatrixInverseTranspose",
            mat(4),
            Uniform,
            None,
            Compat,
            None,
        ),
        b(
            "gl_TextureMatrixInverse",
            arr(mat(4), MAX_TEXTURE_COORDS),
            Uniform,
            None,
            Compat,
            None,
        ),
        b(
            "gl_TextureMatrixTranspose",
            arr(mat(4), MAX_TEXTURE_COORDS),
            Uniform,
            None,
            Compat,
            None,
        ),
        b(
            "gl_TextureMatrixInverseTranspose",
            arr(mat(4), MAX_TEXTURE_COORDS),
            Uniform,
            None,
            Compat,
            None,
        ),
        b("gl_NormalScale", FLOAT, Uniform, None, Compat, None),
        b("gl_ClipPlane", arr(vec(4), 8), Uniform, None, Compat, None),
        b(
            "gl_TextureEnvColor",
            arr(vec(4), MAX_TEXTURE_UNITS),
            Uniform,
            None,
            Compat,
            None,
        ),
    ];
    // Texture-coordinate generation planes, one per texture coordinate set.
    for plane in [
        "gl_EyePlaneS",
        "gl_EyePlaneT",
        "gl_EyePlaneR",
        "gl_EyePlaneQ",
        "gl_ObjectPlaneS",
        "gl_ObjectPlaneT",
        "gl_ObjectPlaneR",
        "gl_ObjectPlaneQ",
    ] {
        let planes = arr(vec(4), MAX_TEXTURE_COORDS);
        table.push(b(plane, planes, Uniform, None, Compat, None));
    }
    table.extend(geom::vars());
    table
}

/// Built-in constants (`gl_Max*`), with the values of the minimum maxima.
pub(crate) fn constant(name: &str, v: Version) -> Option<i32> {
    let es = v.is_es();
    let val = match name {
        "gl_MaxVertexAttribs" => 16 - if es { 8 } else { 0 },
        "gl_MaxVertexUniformVectors" if es => 128,
        "gl_MaxVaryingVectors" if es => 8,
        "gl_MaxFragmentUniformVectors" if es => 16,
        "gl_MaxVertexTextureImageUnits" => {
            if es {
                0
            } else {
                16
            }
        }
        "gl_MaxCombinedTextureImageUnits" => {
            if es {
                8
            } else {
                48
            }
        }
        "gl_MaxTextureImageUnits" => {
            if es {
                8
            } else {
                16
            }
        }
        "gl_MaxDrawBuffers" => {
            if es {
                1
            } else {
                MAX_DRAW_BUFFERS_DESKTOP as i32
            }
        }
        "gl_MaxVertexUniformComponents" if !es => 1024,
        "gl_MaxFragmentUniformComponents" if !es => 1024,
        "gl_MaxVaryingFloats" if !es => 60,
        "gl_MaxVaryingComponents" if v.desktop_at_least(130) => 60,
        // GLSL 1.50 §7.4 adds these two minimums beside the geometry ones.
        "gl_MaxVertexOutputComponents" if v.desktop_at_least(150) => 64,
        "gl_MaxFragmentInputComponents" if v.desktop_at_least(150) => 128,
        "gl_MaxClipDistances" if v.desktop_at_least(130) => MAX_CLIP_DISTANCES as i32,
        "gl_MaxTextureCoords" if v.has_compatibility() => MAX_TEXTURE_COORDS as i32,
        "gl_MaxTextureUnits" if v.has_compatibility() => MAX_TEXTURE_UNITS as i32,
        "gl_MaxClipPlanes" if v.has_compatibility() => 8,
        "gl_MaxLights" if v.has_compatibility() => state::MAX_LIGHTS as i32,
        _ => return geom::constant(name, v),
    };
    Some(val)
}

/// Position of a built-in in the table, then among the struct-typed state
/// (reflection order).
pub(crate) fn rank(name: &str, v: Version) -> usize {
    let table = table(v);
    match table.iter().position(|b| b.name == name) {
        Some(i) => i,
        None => state::VARS
            .iter()
            .position(|s| s.name == name)
            .map_or(usize::MAX, |i| table.len() + i),
    }
}
