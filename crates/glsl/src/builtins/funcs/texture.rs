//! Texture lookup function signatures: the legacy `texture2D` family
//! (all versions, as deprecated functions stay in core up to 4.10) and the
//! GLSL 1.30 `texture*` family, for every sampler type of a version.

use super::{Lowering, Sig};
use crate::builtins::vars::Avail;
use crate::types::{SampledKind, SamplerDim, SamplerType, ScalarKind, Type, FLOAT, INT};
use crate::version::{Stage, Version};

/// Level-of-detail argument form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LevelArg {
    Auto,
    Bias,
    Lod,
    Grad,
    /// texelFetch: int level / sample, or none (rect, buffer).
    Fetch {
        has_level: bool,
    },
}

/// Shape of a texture call, enough to lower its arguments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct TexSpec {
    pub proj: bool,
    pub level: LevelArg,
    pub offset: bool,
    /// Legacy `shadow*()`: a vec4, the comparison through the depth mode.
    pub legacy_shadow: bool,
}

/// Sampler types of a version.
pub(crate) fn sampler_types(v: Version) -> Vec<SamplerType> {
    use SamplerDim::*;
    let s = |sampled, dim, arrayed, shadow| SamplerType {
        sampled,
        dim,
        arrayed,
        shadow,
    };
    let f = SampledKind::Float;
    if v.is_es() {
        return vec![s(f, D2, false, false), s(f, Cube, false, false)];
    }
    let mut out = vec![
        s(f, D1, false, false),
        s(f, D2, false, false),
        s(f, D3, false, false),
        s(f, Cube, false, false),
        s(f, D1, false, true),
        s(f, D2, false, true),
    ];
    if v.number >= 130 {
        out.extend([
            s(f, D1, true, false),
            s(f, D2, true, false),
            s(f, D1, true, true),
            s(f, D2, true, true),
            s(f, Cube, false, true),
        ]);
        for k in [SampledKind::Int, SampledKind::Uint] {
            for (d, a) in [
                (D1, false),
                (D2, false),
                (D3, false),
                (Cube, false),
                (D1, true),
                (D2, true),
            ] {
                out.push(s(k, d, a, false));
            }
        }
    }
    if v.number >= 140 {
        out.push(s(f, Rect, false, false));
        out.push(s(f, Rect, false, true));
        for k in [SampledKind::Float, SampledKind::Int, SampledKind::Uint] {
            if k != f {
                out.push(s(k, Rect, false, false));
            }
            out.push(s(k, Buffer, false, false));
        }
    }
    if v.number >= 150 {
        for k in [SampledKind::Float, SampledKind::Int, SampledKind::Uint] {
            out.push(s(k, D2Ms, false, false));
            out.push(s(k, D2Ms, true, false));
        }
    }
    out
}

fn fvec(n: u8) -> Type {
    Type::vec(ScalarKind::Float, n)
}

fn ivec(n: u8) -> Type {
    Type::vec(ScalarKind::Int, n)
}

/// Components of the texel space without the layer (offsets, gradients).
pub(crate) fn dims(st: &SamplerType) -> u8 {
    match st.dim {
        SamplerDim::D1 | SamplerDim::Buffer => 1,
        SamplerDim::D2 | SamplerDim::Rect | SamplerDim::D2Ms => 2,
        SamplerDim::D3 | SamplerDim::Cube => 3,
    }
}

/// Size of the `P` argument of a non-projective lookup, reference included.
pub(crate) fn coord_arg_size(st: &SamplerType) -> u8 {
    let cs = st.coord_size();
    if st.shadow {
        (cs + 1).max(3)
    } else {
        cs
    }
}

fn gvec4(st: &SamplerType) -> Type {
    let k = match st.sampled {
        SampledKind::Float => ScalarKind::Float,
        SampledKind::Int => ScalarKind::Int,
        SampledKind::Uint => ScalarKind::Uint,
    };
    Type::Vector(k, 4)
}

fn result(st: &SamplerType) -> Type {
    if st.shadow {
        FLOAT
    } else {
        gvec4(st)
    }
}

fn tex(params: Vec<Type>, ret: Type, spec: TexSpec) -> Sig {
    Sig {
        params,
        out_param: None,
        ret,
        lower: Lowering::Texture(spec),
    }
}

/// Names of all texture functions: the 1.30+ family first, then the legacy ones.
pub const NAMES: &[&str] = &[
    "texture",
    "textureProj",
    "textureLod",
    "textureOffset",
    "texelFetch",
    "texelFetchOffset",
    "textureProjOffset",
    "textureLodOffset",
    "textureProjLod",
    "textureProjLodOffset",
    "textureGrad",
    "textureGradOffset",
    "textureProjGrad",
    "textureProjGradOffset",
    "textureSize",
    "texture1D",
    "texture1DProj",
    "texture1DLod",
    "texture1DProjLod",
    "texture2D",
    "texture2DProj",
    "texture2DLod",
    "texture2DProjLod",
    "texture3D",
    "texture3DProj",
    "texture3DLod",
    "texture3DProjLod",
    "textureCube",
    "textureCubeLod",
    "shadow1D",
    "shadow2D",
    "shadow1DProj",
    "shadow2DProj",
    "shadow1DLod",
    "shadow2DLod",
    "shadow1DProjLod",
    "shadow2DProjLod",
    "texture2DRect",
    "texture2DRectProj",
    "shadow2DRect",
    "shadow2DRectProj",
];

/// How many of [`NAMES`] are the 1.30+ `texture*` family (they lead the list).
const MODERN_COUNT: usize = 15;

/// The 1.30+ `texture*` family.
const MODERN: &[&str] = NAMES.split_at(MODERN_COUNT).0;

/// `None` if `name` is no texture function.
pub(crate) fn overloads(
    name: &str,
    v: Version,
    stage: Stage,
) -> Option<Result<Vec<Sig>, Option<Avail>>> {
    if MODERN.contains(&name) {
        if !v.desktop_at_least(130) {
            return Some(Err(Some(Avail::Desktop(130))));
        }
        return Some(Ok(modern(name, v, stage)));
    }
    legacy(name, v, stage)
}

fn modern(name: &str, v: Version, stage: Stage) -> Vec<Sig> {
    let fs = stage == Stage::Fragment;
    let mut out = Vec::new();
    let spec = |proj, level, offset| TexSpec {
        proj,
        level,
        offset,
        legacy_shadow: false,
    };
    for st in sampler_types(v) {
        let s = Type::Sampler(st);
        let d = dims(&st);
        let is = |dim| st.dim == dim;
        let rect = is(SamplerDim::Rect);
        let buf = is(SamplerDim::Buffer);
        let ms = is(SamplerDim::D2Ms);
        let cube = is(SamplerDim::Cube);
        let plain = !buf && !ms;
        let p = fvec(coord_arg_size(&st));
        // Projective forms: non-array 1D/2D/3D/rect.
        let proj_ok = plain && !st.arrayed && !cube;
        let proj_ps: Vec<Type> = if !proj_ok {
            vec![]
        } else if st.shadow {
            vec![fvec(4)]
        } else if d < 3 {
            vec![fvec(d + 1), fvec(4)]
        } else {
            vec![fvec(4)]
        };
        let ret = result(&st);
        let bias_ok = fs && !rect && !(st.shadow && st.arrayed && st.dim == SamplerDim::D2);
        let lod_ok = plain && !rect && !(st.shadow && (cube || (st.arrayed && d == 2)));
        let offset_ok = plain && !cube && !(st.shadow && st.arrayed && d == 2);
        let ps = |extra: &[Type], base: Vec<Type>| -> Vec<Type> {
            let mut v = vec![s.clone()];
            v.extend(base);
            v.extend_from_slice(extra);
            v
        };
        match name {
            "texture" if plain => {
                out.push(tex(
                    ps(&[], vec![p.clone()]),
                    ret.clone(),
                    spec(false, LevelArg::Auto, false),
                ));
                if bias_ok {
                    out.push(tex(
                        ps(&[FLOAT], vec![p.clone()]),
                        ret.clone(),
                        spec(false, LevelArg::Bias, false),
                    ));
                }
            }
            "textureProj" => {
                for pp in &proj_ps {
                    out.push(tex(
                        ps(&[], vec![pp.clone()]),
                        ret.clone(),
                        spec(true, LevelArg::Auto, false),
                    ));
                    if bias_ok {
                        out.push(tex(
                            ps(&[FLOAT], vec![pp.clone()]),
                            ret.clone(),
                            spec(true, LevelArg::Bias, false),
                        ));
                    }
                }
            }
            "textureLod" if lod_ok => {
                out.push(tex(
                    ps(&[FLOAT], vec![p.clone()]),
                    ret.clone(),
                    spec(false, LevelArg::Lod, false),
                ));
            }
            "textureOffset" if offset_ok => {
                out.push(tex(
                    ps(&[ivec(d)], vec![p.clone()]),
                    ret.clone(),
                    spec(false, LevelArg::Auto, true),
                ));
                if bias_ok {
                    out.push(tex(
                        ps(&[ivec(d), FLOAT], vec![p.clone()]),
                        ret.clone(),
                        spec(false, LevelArg::Bias, true),
                    ));
                }
            }
            "texelFetch" if !cube && !st.shadow => {
                let pi = ivec(st.coord_size());
                let has_level = !rect && !buf;
                let extra: Vec<Type> = if has_level { vec![INT] } else { vec![] };
                out.push(tex(
                    ps(&extra, vec![pi]),
                    gvec4(&st),
                    spec(false, LevelArg::Fetch { has_level }, false),
                ));
            }
            "texelFetchOffset" if plain && !cube && !st.shadow => {
                let pi = ivec(st.coord_size());
                let has_level = !rect;
                let extra: Vec<Type> = if has_level {
                    vec![INT, ivec(d)]
                } else {
                    vec![ivec(d)]
                };
                out.push(tex(
                    ps(&extra, vec![pi]),
                    gvec4(&st),
                    spec(false, LevelArg::Fetch { has_level }, true),
                ));
            }
            "textureProjOffset" => {
                for pp in &proj_ps {
                    out.push(tex(
                        ps(&[ivec(d)], vec![pp.clone()]),
                        ret.clone(),
                        spec(true, LevelArg::Auto, true),
                    ));
                    if bias_ok {
                        out.push(tex(
                            ps(&[ivec(d), FLOAT], vec![pp.clone()]),
                            ret.clone(),
                            spec(true, LevelArg::Bias, true),
                        ));
                    }
                }
            }
            "textureLodOffset" if lod_ok && !cube => {
                out.push(tex(
                    ps(&[FLOAT, ivec(d)], vec![p.clone()]),
                    ret.clone(),
                    spec(false, LevelArg::Lod, true),
                ));
            }
            "textureProjLod" if !rect => {
                for pp in &proj_ps {
                    out.push(tex(
                        ps(&[FLOAT], vec![pp.clone()]),
                        ret.clone(),
                        spec(true, LevelArg::Lod, false),
                    ));
                }
            }
            "textureProjLodOffset" if !rect => {
                for pp in &proj_ps {
                    out.push(tex(
                        ps(&[FLOAT, ivec(d)], vec![pp.clone()]),
                        ret.clone(),
                        spec(true, LevelArg::Lod, true),
                    ));
                }
            }
            "textureGrad" if plain => {
                out.push(tex(
                    ps(&[fvec(d), fvec(d)], vec![p.clone()]),
                    ret.clone(),
                    spec(false, LevelArg::Grad, false),
                ));
            }
            "textureGradOffset" if plain && !cube => {
                out.push(tex(
                    ps(&[fvec(d), fvec(d), ivec(d)], vec![p.clone()]),
                    ret.clone(),
                    spec(false, LevelArg::Grad, true),
                ));
            }
            "textureProjGrad" => {
                for pp in &proj_ps {
                    out.push(tex(
                        ps(&[fvec(d), fvec(d)], vec![pp.clone()]),
                        ret.clone(),
                        spec(true, LevelArg::Grad, false),
                    ));
                }
            }
            "textureProjGradOffset" => {
                for pp in &proj_ps {
                    out.push(tex(
                        ps(&[fvec(d), fvec(d), ivec(d)], vec![pp.clone()]),
                        ret.clone(),
                        spec(true, LevelArg::Grad, true),
                    ));
                }
            }
            "textureSize" => {
                let r = ivec(st.size_components());
                let params = if rect || buf || ms {
                    vec![s.clone()]
                } else {
                    vec![s.clone(), INT]
                };
                out.push(Sig {
                    params,
                    out_param: None,
                    ret: r,
                    lower: Lowering::TextureSize,
                });
            }
            _ => {}
        }
    }
    out
}

fn legacy(name: &str, v: Version, stage: Stage) -> Option<Result<Vec<Sig>, Option<Avail>>> {
    use SamplerDim::*;
    // (dim, shadow, proj, lod)
    let (dim, shadow, proj, lod) = match name {
        "texture1D" => (D1, false, false, false),
        "texture1DProj" => (D1, false, true, false),
        "texture1DLod" => (D1, false, false, true),
        "texture1DProjLod" => (D1, false, true, true),
        "texture2D" => (D2, false, false, false),
        "texture2DProj" => (D2, false, true, false),
        "texture2DLod" => (D2, false, false, true),
        "texture2DProjLod" => (D2, false, true, true),
        "texture3D" => (D3, false, false, false),
        "texture3DProj" => (D3, false, true, false),
        "texture3DLod" => (D3, false, false, true),
        "texture3DProjLod" => (D3, false, true, true),
        "textureCube" => (Cube, false, false, false),
        "textureCubeLod" => (Cube, false, false, true),
        "shadow1D" => (D1, true, false, false),
        "shadow2D" => (D2, true, false, false),
        "shadow1DProj" => (D1, true, true, false),
        "shadow2DProj" => (D2, true, true, false),
        "shadow1DLod" => (D1, true, false, true),
        "shadow2DLod" => (D2, true, false, true),
        "shadow1DProjLod" => (D1, true, true, true),
        "shadow2DProjLod" => (D2, true, true, true),
        // ARB_texture_rectangle's functions, which Mesa offers in every
        // desktop version (the types exist from GLSL 1.40 on).
        "texture2DRect" => (Rect, false, false, false),
        "texture2DRectProj" => (Rect, false, true, false),
        "shadow2DRect" => (Rect, true, false, false),
        "shadow2DRectProj" => (Rect, true, true, false),
        _ => return None,
    };
    if v.is_es() && (shadow || !matches!(dim, D2 | Cube)) {
        return Some(Err(Some(Avail::Desktop(110))));
    }
    // Explicit-lod forms: vertex shaders only before 1.30 (and in ES 1.00).
    if lod && stage != Stage::Vertex && !v.desktop_at_least(130) {
        return Some(Ok(Vec::new()));
    }
    let st = SamplerType {
        sampled: SampledKind::Float,
        dim,
        arrayed: false,
        shadow,
    };
    let d = dims(&st);
    let ps: Vec<Type> = match (shadow, proj) {
        (true, false) => vec![fvec(3)],
        (true, true) => vec![fvec(4)],
        (false, false) => vec![fvec(d)],
        (false, true) if d < 3 => vec![fvec(d + 1), fvec(4)],
        (false, true) => vec![fvec(4)],
    };
    let spec = TexSpec {
        proj,
        level: if lod { LevelArg::Lod } else { LevelArg::Auto },
        offset: false,
        legacy_shadow: shadow,
    };
    let ret = fvec(4);
    let mut out = Vec::new();
    for p in ps {
        if lod {
            out.push(tex(vec![Type::Sampler(st), p, FLOAT], ret.clone(), spec));
        } else {
            out.push(tex(vec![Type::Sampler(st), p.clone()], ret.clone(), spec));
            // A rectangle texture has one level: no bias forms.
            if stage == Stage::Fragment && dim != Rect {
                let spec_b = TexSpec {
                    level: LevelArg::Bias,
                    ..spec
                };
                out.push(tex(vec![Type::Sampler(st), p, FLOAT], ret.clone(), spec_b));
            }
        }
    }
    Some(Ok(out))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn modern_family_leads_the_names() {
        // The 1.30+ names carry no sampler dimension; the legacy ones all do.
        let legacy = |n: &str| {
            ["1D", "2D", "3D", "Cube", "Shadow", "Rect"]
                .iter()
                .any(|d| n.contains(d))
        };
        assert_eq!(MODERN.last(), Some(&"textureSize"));
        assert!(MODERN.iter().all(|n| !legacy(n)), "{MODERN:?}");
        assert!(
            NAMES[MODERN_COUNT..].iter().all(|n| legacy(n)),
            "{:?}",
            &NAMES[MODERN_COUNT..]
        );
    }
}
