//! Keywords per version. A word is a keyword (or a reserved word, which
//! is an error to use) only in the versions that list it; elsewhere it is
//! an ordinary identifier (GLSL 1.10-3.30 §3.6, ES 1.00 §3.7).
//! Versions follow the specifications' keyword lists (checked against
//! glslangValidator). `layout` is a keyword from 1.40 (GLSL 1.40 §3.6) and,
//! before, where an extension that brings layout qualifiers is enabled
//! (`GL_ARB_explicit_attrib_location`, `GL_ARB_uniform_buffer_object`; see
//! `layout_extension`). GLSL 1.20 reserves `lowp`, `mediump`, `highp` and
//! `precision` (1.20 §3.6); 1.30 makes them keywords.

use super::ast::BasicType as T;
use crate::version::Version;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kw {
    Type(T),
    Attribute,
    Const,
    Uniform,
    Varying,
    Layout,
    Centroid,
    Flat,
    Smooth,
    NoPerspective,
    Break,
    Continue,
    Do,
    For,
    While,
    Switch,
    Case,
    Default,
    If,
    Else,
    In,
    Out,
    InOut,
    True,
    False,
    Invariant,
    Discard,
    Return,
    Struct,
    Precision,
    Lowp,
    Mediump,
    Highp,
    /// Reserved for future use: an error wherever it appears.
    Reserved,
}

/// When a word is a keyword: every version, desktop from a version (and
/// in ES or not), or only reserved.
#[derive(Clone, Copy)]
enum Since {
    All,
    /// Desktop from this version; ES 1.00 too when the flag is set.
    Desktop(u16, bool),
}

fn classify(word: &[u8]) -> Option<(Kw, Since)> {
    use Kw::*;
    use Since::{All, Desktop as D};
    let ty = |t| Type(t);
    Some(match word {
        b"attribute" => (Attribute, All),
        b"const" => (Const, All),
        b"uniform" => (Uniform, All),
        b"varying" => (Varying, All),
        b"layout" => (Layout, D(140, false)),
        b"centroid" => (Centroid, D(120, false)),
        b"flat" => (Flat, D(130, true)),
        b"smooth" => (Smooth, D(130, false)),
        b"noperspective" => (NoPerspective, D(130, false)),
        b"break" => (Break, All),
        b"continue" => (Continue, All),
        b"do" => (Do, All),
        b"for" => (For, All),
        b"while" => (While, All),
        b"switch" => (Switch, All),
        // Reserved neither in 1.10/1.20 (their lists have `switch` and
        // `default` only) nor in ES 1.00 (§3.7).
        b"case" => (Case, D(130, false)),
        b"default" => (Default, All),
        b"if" => (If, All),
        b"else" => (Else, All),
        b"in" => (In, All),
        b"out" => (Out, All),
        b"inout" => (InOut, All),
        b"true" => (True, All),
        b"false" => (False, All),
        b"invariant" => (Invariant, D(120, true)),
        b"discard" => (Discard, All),
        b"return" => (Return, All),
        b"struct" => (Struct, All),
        b"precision" => (Precision, D(130, true)),
        b"lowp" => (Lowp, D(130, true)),
        b"mediump" => (Mediump, D(130, true)),
        b"highp" => (Highp, D(130, true)),
        b"void" => (ty(T::Void), All),
        b"bool" => (ty(T::Bool), All),
        b"int" => (ty(T::Int), All),
        b"float" => (ty(T::Float), All),
        b"uint" => (ty(T::UInt), D(130, false)),
        b"double" => (ty(T::Double), All),
        b"vec2" => (ty(T::Vec2), All),
        b"vec3" => (ty(T::Vec3), All),
        b"vec4" => (ty(T::Vec4), All),
        b"dvec2" => (ty(T::DVec2), All),
        b"dvec3" => (ty(T::DVec3), All),
        b"dvec4" => (ty(T::DVec4), All),
        b"bvec2" => (ty(T::BVec2), All),
        b"bvec3" => (ty(T::BVec3), All),
        b"bvec4" => (ty(T::BVec4), All),
        b"ivec2" => (ty(T::IVec2), All),
        b"ivec3" => (ty(T::IVec3), All),
        b"ivec4" => (ty(T::IVec4), All),
        b"uvec2" => (ty(T::UVec2), D(130, false)),
        b"uvec3" => (ty(T::UVec3), D(130, false)),
        b"uvec4" => (ty(T::UVec4), D(130, false)),
        b"mat2" => (ty(T::Mat2), All),
        b"mat3" => (ty(T::Mat3), All),
        b"mat4" => (ty(T::Mat4), All),
        b"mat2x2" => (ty(T::Mat22), D(120, false)),
        b"mat2x3" => (ty(T::Mat23), D(120, false)),
        b"mat2x4" => (ty(T::Mat24), D(120, false)),
        b"mat3x2" => (ty(T::Mat32), D(120, false)),
        b"mat3x3" => (ty(T::Mat33), D(120, false)),
        b"mat3x4" => (ty(T::Mat34), D(120, false)),
        b"mat4x2" => (ty(T::Mat42), D(120, false)),
        b"mat4x3" => (ty(T::Mat43), D(120, false)),
        b"mat4x4" => (ty(T::Mat44), D(120, false)),
        b"sampler2D" => (ty(T::Sampler2D), All),
        b"samplerCube" => (ty(T::SamplerCube), All),
        b"sampler1D" => (ty(T::Sampler1D), All),
        b"sampler3D" => (ty(T::Sampler3D), All),
        b"sampler1DShadow" => (ty(T::Sampler1DShadow), All),
        b"sampler2DShadow" => (ty(T::Sampler2DShadow), All),
        b"sampler2DRect" => (ty(T::Sampler2DRect), All),
        b"sampler2DRectShadow" => (ty(T::Sampler2DRectShadow), All),
        b"sampler1DArray" => (ty(T::Sampler1DArray), D(130, false)),
        b"sampler2DArray" => (ty(T::Sampler2DArray), D(130, false)),
        b"sampler1DArrayShadow" => (ty(T::Sampler1DArrayShadow), D(130, false)),
        b"sampler2DArrayShadow" => (ty(T::Sampler2DArrayShadow), D(130, false)),
        b"samplerCubeShadow" => (ty(T::SamplerCubeShadow), D(130, false)),
        b"samplerBuffer" => (ty(T::SamplerBuffer), D(130, false)),
        b"sampler2DMS" => (ty(T::Sampler2DMs), D(150, false)),
        b"sampler2DMSArray" => (ty(T::Sampler2DMsArray), D(150, false)),
        b"isampler1D" => (ty(T::ISampler1D), D(130, false)),
        b"isampler2D" => (ty(T::ISampler2D), D(130, false)),
        b"isampler3D" => (ty(T::ISampler3D), D(130, false)),
        b"isamplerCube" => (ty(T::ISamplerCube), D(130, false)),
        b"isampler2DRect" => (ty(T::ISampler2DRect), D(140, false)),
        b"isampler1DArray" => (ty(T::ISampler1DArray), D(130, false)),
        b"isampler2DArray" => (ty(T::ISampler2DArray), D(130, false)),
        b"isamplerBuffer" => (ty(T::ISamplerBuffer), D(130, false)),
        b"isampler2DMS" => (ty(T::ISampler2DMs), D(150, false)),
        b"isampler2DMSArray" => (ty(T::ISampler2DMsArray), D(150, false)),
        b"usampler1D" => (ty(T::USampler1D), D(130, false)),
        b"usampler2D" => (ty(T::USampler2D), D(130, false)),
        b"usampler3D" => (ty(T::USampler3D), D(130, false)),
        b"usamplerCube" => (ty(T::USamplerCube), D(130, false)),
        b"usampler2DRect" => (ty(T::USampler2DRect), D(140, false)),
        b"usampler1DArray" => (ty(T::USampler1DArray), D(130, false)),
        b"usampler2DArray" => (ty(T::USampler2DArray), D(130, false)),
        b"usamplerBuffer" => (ty(T::USamplerBuffer), D(130, false)),
        b"usampler2DMS" => (ty(T::USampler2DMs), D(150, false)),
        b"usampler2DMSArray" => (ty(T::USampler2DMsArray), D(150, false)),
        // Reserved in every supported version (GLSL 1.10-3.30 §3.6, ES 1.00 §3.7).
        b"asm" | b"class" | b"union" | b"enum" | b"typedef" | b"template" | b"this" | b"packed"
        | b"goto" | b"inline" | b"noinline" | b"volatile" | b"public" | b"static" | b"extern"
        | b"external" | b"interface" | b"long" | b"short" | b"half" | b"fixed" | b"unsigned"
        | b"input" | b"output" | b"hvec2" | b"hvec3" | b"hvec4" | b"fvec2" | b"fvec3"
        | b"fvec4" | b"sizeof" | b"cast" | b"namespace" | b"using" => (Reserved, All),
        // Reserved from 1.30 (GLSL 1.30 §3.6 opens its list with them) and, for
        // `superp`, in ES 1.00 (§3.7).
        b"active" | b"common" | b"partition" => (Reserved, D(130, false)),
        b"superp" => (Reserved, D(130, true)),
        // Reserved in every version's list (GLSL 1.10-3.30 §3.6, ES 1.00 §3.7).
        b"sampler3DRect" => (Reserved, All),
        // Reserved from 1.30 (GLSL 1.30-3.30 §3.6); images become types only
        // in 4.20, which is past the versions supported here.
        b"filter"
        | b"image1D"
        | b"image2D"
        | b"image3D"
        | b"imageCube"
        | b"iimage1D"
        | b"iimage2D"
        | b"iimage3D"
        | b"iimageCube"
        | b"uimage1D"
        | b"uimage2D"
        | b"uimage3D"
        | b"uimageCube"
        | b"image1DArray"
        | b"image2DArray"
        | b"iimage1DArray"
        | b"iimage2DArray"
        | b"uimage1DArray"
        | b"uimage2DArray"
        | b"image1DShadow"
        | b"image2DShadow"
        | b"image1DArrayShadow"
        | b"image2DArrayShadow"
        | b"imageBuffer"
        | b"iimageBuffer"
        | b"uimageBuffer" => (Reserved, D(130, false)),
        // Reserved in 1.30 only (GLSL 1.30 §3.6): from 1.40 it is a layout
        // qualifier identifier, an ordinary name outside `layout(...)`.
        b"row_major" => (Reserved, D(130, false)),
        _ => return None,
    })
}

/// Extensions that make `layout` a keyword before GLSL 1.40.
pub const LAYOUT_EXTENSIONS: &[&str] = &[
    "GL_ARB_explicit_attrib_location",
    "GL_ARB_uniform_buffer_object",
];

/// The keyword `word` is in `version`, if any.
/// (Bytes, not a `str`: the parser classifies every identifier token, and
/// slicing a `str` checks character boundaries each time.)
pub fn keyword(word: &[u8], version: Version) -> Option<Kw> {
    let (kw, since) = classify(word)?;
    if !version.is_es()
        && version.number == 120
        && matches!(kw, Kw::Precision | Kw::Lowp | Kw::Mediump | Kw::Highp)
    {
        return Some(Kw::Reserved);
    }
    if kw == Kw::Reserved && version.number > 130 && word == b"row_major" {
        return None;
    }
    match since {
        Since::All => Some(kw),
        Since::Desktop(n, es) => {
            if version.is_es() {
                es.then_some(kw)
            } else {
                (version.number >= n).then_some(kw)
            }
        }
    }
}
