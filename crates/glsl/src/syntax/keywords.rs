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

fn classify(word: &str) -> Option<(Kw, Since)> {
    use Kw::*;
    use Since::{All, Desktop as D};
    let ty = |t| Type(t);
    Some(match word {
        "attribute" => (Attribute, All),
        "const" => (Const, All),
        "uniform" => (Uniform, All),
        "varying" => (Varying, All),
        "layout" => (Layout, D(140, false)),
        "centroid" => (Centroid, D(120, false)),
        "flat" => (Flat, D(130, true)),
        "smooth" => (Smooth, D(130, false)),
        "noperspective" => (NoPerspective, D(130, false)),
        "break" => (Break, All),
        "continue" => (Continue, All),
        "do" => (Do, All),
        "for" => (For, All),
        "while" => (While, All),
        "switch" => (Switch, All),
        // Reserved neither in 1.10/1.20 (their lists have `switch` and
        // `default` only) nor in ES 1.00 (§3.7).
        "case" => (Case, D(130, false)),
        "default" => (Default, All),
        "if" => (If, All),
        "else" => (Else, All),
        "in" => (In, All),
        "out" => (Out, All),
        "inout" => (InOut, All),
        "true" => (True, All),
        "false" => (False, All),
        "invariant" => (Invariant, D(120, true)),
        "discard" => (Discard, All),
        "return" => (Return, All),
        "struct" => (Struct, All),
        "precision" => (Precision, D(130, true)),
        "lowp" => (Lowp, D(130, true)),
        "mediump" => (Mediump, D(130, true)),
        "highp" => (Highp, D(130, true)),
        "void" => (ty(T::Void), All),
        "bool" => (ty(T::Bool), All),
        "int" => (ty(T::Int), All),
        "float" => (ty(T::Float), All),
        "uint" => (ty(T::UInt), D(130, false)),
        "double" => (ty(T::Double), All),
        "vec2" => (ty(T::Vec2), All),
        "vec3" => (ty(T::Vec3), All),
        "vec4" => (ty(T::Vec4), All),
        "dvec2" => (ty(T::DVec2), All),
        "dvec3" => (ty(T::DVec3), All),
        "dvec4" => (ty(T::DVec4), All),
        "bvec2" => (ty(T::BVec2), All),
        "bvec3" => (ty(T::BVec3), All),
        "bvec4" => (ty(T::BVec4), All),
        "ivec2" => (ty(T::IVec2), All),
        "ivec3" => (ty(T::IVec3), All),
        "ivec4" => (ty(T::IVec4), All),
        "uvec2" => (ty(T::UVec2), D(130, false)),
        "uvec3" => (ty(T::UVec3), D(130, false)),
        "uvec4" => (ty(T::UVec4), D(130, false)),
        "mat2" => (ty(T::Mat2), All),
        "mat3" => (ty(T::Mat3), All),
        "mat4" => (ty(T::Mat4), All),
        "mat2x2" => (ty(T::Mat22), D(120, false)),
        "mat2x3" => (ty(T::Mat23), D(120, false)),
        "mat2x4" => (ty(T::Mat24), D(120, false)),
        "mat3x2" => (ty(T::Mat32), D(120, false)),
        "mat3x3" => (ty(T::Mat33), D(120, false)),
        "mat3x4" => (ty(T::Mat34), D(120, false)),
        "mat4x2" => (ty(T::Mat42), D(120, false)),
        "mat4x3" => (ty(T::Mat43), D(120, false)),
        "mat4x4" => (ty(T::Mat44), D(120, false)),
        "sampler2D" => (ty(T::Sampler2D), All),
        "samplerCube" => (ty(T::SamplerCube), All),
        "sampler1D" => (ty(T::Sampler1D), All),
        "sampler3D" => (ty(T::Sampler3D), All),
        "sampler1DShadow" => (ty(T::Sampler1DShadow), All),
        "sampler2DShadow" => (ty(T::Sampler2DShadow), All),
        "sampler2DRect" => (ty(T::Sampler2DRect), All),
        "sampler2DRectShadow" => (ty(T::Sampler2DRectShadow), All),
        "sampler1DArray" => (ty(T::Sampler1DArray), D(130, false)),
        "sampler2DArray" => (ty(T::Sampler2DArray), D(130, false)),
        "sampler1DArrayShadow" => (ty(T::Sampler1DArrayShadow), D(130, false)),
        "sampler2DArrayShadow" => (ty(T::Sampler2DArrayShadow), D(130, false)),
        "samplerCubeShadow" => (ty(T::SamplerCubeShadow), D(130, false)),
        "samplerBuffer" => (ty(T::SamplerBuffer), D(130, false)),
        "sampler2DMS" => (ty(T::Sampler2DMs), D(150, false)),
        "sampler2DMSArray" => (ty(T::Sampler2DMsArray), D(150, false)),
        "isampler1D" => (ty(T::ISampler1D), D(130, false)),
        "isampler2D" => (ty(T::ISampler2D), D(130, false)),
        "isampler3D" => (ty(T::ISampler3D), D(130, false)),
        "isamplerCube" => (ty(T::ISamplerCube), D(130, false)),
        "isampler2DRect" => (ty(T::ISampler2DRect), D(140, false)),
        "isampler1DArray" => (ty(T::ISampler1DArray), D(130, false)),
        "isampler2DArray" => (ty(T::ISampler2DArray), D(130, false)),
        "isamplerBuffer" => (ty(T::ISamplerBuffer), D(130, false)),
        "isampler2DMS" => (ty(T::ISampler2DMs), D(150, false)),
        "isampler2DMSArray" => (ty(T::ISampler2DMsArray), D(150, false)),
        "usampler1D" => (ty(T::USampler1D), D(130, false)),
        "usampler2D" => (ty(T::USampler2D), D(130, false)),
        "usampler3D" => (ty(T::USampler3D), D(130, false)),
        "usamplerCube" => (ty(T::USamplerCube), D(130, false)),
        "usampler2DRect" => (ty(T::USampler2DRect), D(140, false)),
        "usampler1DArray" => (ty(T::USampler1DArray), D(130, false)),
        "usampler2DArray" => (ty(T::USampler2DArray), D(130, false)),
        "usamplerBuffer" => (ty(T::USamplerBuffer), D(130, false)),
        "usampler2DMS" => (ty(T::USampler2DMs), D(150, false)),
        "usampler2DMSArray" => (ty(T::USampler2DMsArray), D(150, false)),
        // Reserved in every supported version (GLSL 1.10-3.30 §3.6, ES 1.00 §3.7).
        "asm" | "class" | "union" | "enum" | "typedef" | "template" | "this" | "packed"
        | "goto" | "inline" | "noinline" | "volatile" | "public" | "static" | "extern"
        | "external" | "interface" | "long" | "short" | "half" | "fixed" | "unsigned" | "input"
        | "output" | "hvec2" | "hvec3" | "hvec4" | "fvec2" | "fvec3" | "fvec4" | "sizeof"
        | "cast" | "namespace" | "using" => (Reserved, All),
        // Reserved from 1.30 (GLSL 1.30 §3.6 opens its list with them) and, for
        // `superp`, in ES 1.00 (§3.7).
        "active" | "common" | "partition" => (Reserved, D(130, false)),
        "superp" => (Reserved, D(130, true)),
        _ => return None,
    })
}

/// Extensions that make `layout` a keyword before GLSL 1.40.
pub const LAYOUT_EXTENSIONS: &[&str] = &[
    "GL_ARB_explicit_attrib_location",
    "GL_ARB_uniform_buffer_object",
];

/// The keyword `word` is in `version`, if any.
pub fn keyword(word: &str, version: Version) -> Option<Kw> {
    let (kw, since) = classify(word)?;
    if !version.is_es()
        && version.number == 120
        && matches!(kw, Kw::Precision | Kw::Lowp | Kw::Mediump | Kw::Highp)
    {
        return Some(Kw::Reserved);
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
