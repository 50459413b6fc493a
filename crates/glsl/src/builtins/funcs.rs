//! Built-in function signatures per version and stage (GLSL ES 1.00 §8,
//! GLSL 1.10-3.30 §8). Texture functions are in the child module `texture`.

pub(crate) mod texture;

use super::vars::Avail;
use crate::ir::BuiltinFn;
use crate::types::{ScalarKind, Type, FLOAT};
use crate::version::{Stage, Version};

/// How a call of a built-in is lowered.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Lowering {
    Fn(BuiltinFn),
    Texture(texture::TexSpec),
    TextureSize,
    /// `modf(x, out i)`: `i = trunc(x)`, result `x - i`.
    Modf,
    /// `ftransform()`: `gl_ModelViewProjectionMatrix * gl_Vertex`.
    Ftransform,
}

#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Sig {
    pub params: Vec<Type>,
    /// Index of an `out` parameter (only `modf`).
    pub out_param: Option<usize>,
    pub ret: Type,
    pub lower: Lowering,
}

impl Sig {
    pub fn describe(&self, name: &str, structs: &[crate::types::StructDef]) -> String {
        let ps: Vec<String> = self
            .params
            .iter()
            .enumerate()
            .map(|(i, t)| {
                let n = t.name(structs);
                if self.out_param == Some(i) {
                    format!("out {n}")
                } else {
                    n
                }
            })
            .collect();
        format!("{} {name}({})", self.ret.name(structs), ps.join(", "))
    }
}

fn g(k: ScalarKind, n: u8) -> Type {
    Type::vec(k, n)
}

fn sig(params: Vec<Type>, ret: Type, f: BuiltinFn) -> Sig {
    Sig {
        params,
        out_param: None,
        ret,
        lower: Lowering::Fn(f),
    }
}

/// Names of every built-in function (for diagnostics and the test suite).
pub const NAMES: &[&str] = &[
    "radians",
    "degrees",
    "sin",
    "cos",
    "tan",
    "asin",
    "acos",
    "atan",
    "sinh",
    "cosh",
    "tanh",
    "asinh",
    "acosh",
    "atanh",
    "pow",
    "exp",
    "log",
    "exp2",
    "log2",
    "sqrt",
    "inversesqrt",
    "abs",
    "sign",
    "floor",
    "trunc",
    "round",
    "roundEven",
    "ceil",
    "fract",
    "mod",
    "modf",
    "min",
    "max",
    "clamp",
    "mix",
    "step",
    "smoothstep",
    "isnan",
    "isinf",
    "floatBitsToInt",
    "floatBitsToUint",
    "intBitsToFloat",
    "uintBitsToFloat",
    "length",
    "distance",
    "dot",
    "cross",
    "normalize",
    "ftransform",
    "faceforward",
    "reflect",
    "refract",
    "matrixCompMult",
    "outerProduct",
    "transpose",
    "determinant",
    "inverse",
    "lessThan",
    "lessThanEqual",
    "greaterThan",
    "greaterThanEqual",
    "equal",
    "notEqual",
    "any",
    "all",
    "not",
    "dFdx",
    "dFdy",
    "fwidth",
    "noise1",
    "noise2",
    "noise3",
    "noise4",
];

/// Overloads of `name` available in `v` for `stage`. `Err(Some(a))` when
/// the function exists only elsewhere (`a` says where), `Err(None)` when it
/// is not a built-in at all.
pub(crate) fn overloads(
    name: &str,
    v: Version,
    stage: Stage,
    extensions: &[String],
) -> Result<Vec<Sig>, Option<Avail>> {
    use BuiltinFn as B;
    use ScalarKind::{Bool as Bo, Float as F, Int as I, Uint as U};
    if let Some(r) = texture::overloads(name, v, stage) {
        return r;
    }
    let ints = v.has_integer_ops();
    let need = |a: Avail| -> Result<(), Option<Avail>> {
        if a.allows(v) {
            Ok(())
        } else {
            Err(Some(a))
        }
    };
    let mut out = Vec::new();
    let unary = |out: &mut Vec<Sig>, f| {
        for n in 1..=4 {
            out.push(sig(vec![g(F, n)], g(F, n), f));
        }
    };
    let f1 = match name {
        "radians" => Some(B::Radians),
        "degrees" => Some(B::Degrees),
        "sin" => Some(B::Sin),
        "cos" => Some(B::Cos),
        "tan" => Some(B::Tan),
        "asin" => Some(B::Asin),
        "acos" => Some(B::Acos),
        "exp" => Some(B::Exp),
        "log" => Some(B::Log),
        "exp2" => Some(B::Exp2),
        "log2" => Some(B::Log2),
        "sqrt" => Some(B::Sqrt),
        "inversesqrt" => Some(B::InverseSqrt),
        "floor" => Some(B::Floor),
        "ceil" => Some(B::Ceil),
        "fract" => Some(B::Fract),
        "normalize" => Some(B::Normalize),
        "dFdx" | "dFdy" | "fwidth" => {
            if stage != Stage::Fragment {
                return Err(None);
            }
            if v.is_es()
                && !extensions
                    .iter()
                    .any(|e| e == "GL_OES_standard_derivatives")
            {
                return Err(Some(Avail::Desktop(110)));
            }
            Some(match name {
                "dFdx" => B::DFdx,
                "dFdy" => B::DFdy,
                _ => B::Fwidth,
            })
        }
        _ => None,
    };
    if let Some(f) = f1 {
        unary(&mut out, f);
        return Ok(out);
    }
    let f130 = match name {
        "sinh" => Some(B::Sinh),
        "cosh" => Some(B::Cosh),
        "tanh" => Some(B::Tanh),
        "asinh" => Some(B::Asinh),
        "acosh" => Some(B::Acosh),
        "atanh" => Some(B::Atanh),
        "trunc" => Some(B::Trunc),
        "round" => Some(B::Round),
        "roundEven" => Some(B::RoundEven),
        _ => None,
    };
    if let Some(f) = f130 {
        need(Avail::Desktop(130))?;
        unary(&mut out, f);
        return Ok(out);
    }
    match name {
        "atan" => {
            unary(&mut out, B::Atan);
            for n in 1..=4 {
                out.push(sig(vec![g(F, n), g(F, n)], g(F, n), B::Atan2));
            }
        }
        "pow" => {
            for n in 1..=4 {
                out.push(sig(vec![g(F, n), g(F, n)], g(F, n), B::Pow));
            }
        }
        "abs" | "sign" => {
            let f = if name == "abs" { B::Abs } else { B::Sign };
            unary(&mut out, f);
            if ints {
                for n in 1..=4 {
                    out.push(sig(vec![g(I, n)], g(I, n), f));
                }
            }
        }
        "mod" => {
            for n in 1..=4 {
                out.push(sig(vec![g(F, n), g(F, n)], g(F, n), B::Mod));
                if n > 1 {
                    out.push(sig(vec![g(F, n), FLOAT], g(F, n), B::Mod));
                }
            }
        }
        "modf" => {
            need(Avail::Desktop(130))?;
            for n in 1..=4 {
                out.push(Sig {
                    params: vec![g(F, n), g(F, n)],
                    out_param: Some(1),
                    ret: g(F, n),
                    lower: Lowering::Modf,
                });
            }
        }
        "min" | "max" | "clamp" => {
            let f = match name {
                "min" => B::Min,
                "max" => B::Max,
                _ => B::Clamp,
            };
            let arity = if f == B::Clamp { 3 } else { 2 };
            let kinds: &[ScalarKind] = if ints { &[F, I, U] } else { &[F] };
            for &k in kinds {
                for n in 1..=4 {
                    out.push(sig(vec![g(k, n); arity], g(k, n), f));
                    if n > 1 {
                        let mut p = vec![g(k, n)];
                        p.extend(std::iter::repeat_n(Type::Scalar(k), arity - 1));
                        out.push(sig(p, g(k, n), f));
                    }
                }
            }
        }
        "mix" => {
            for n in 1..=4 {
                out.push(sig(vec![g(F, n); 3], g(F, n), B::Mix));
                if n > 1 {
                    out.push(sig(vec![g(F, n), g(F, n), FLOAT], g(F, n), B::Mix));
                }
                if ints {
                    out.push(sig(vec![g(F, n), g(F, n), g(Bo, n)], g(F, n), B::MixBool));
                }
            }
        }
        "step" => {
            for n in 1..=4 {
                out.push(sig(vec![g(F, n), g(F, n)], g(F, n), B::Step));
                if n > 1 {
                    out.push(sig(vec![FLOAT, g(F, n)], g(F, n), B::Step));
                }
            }
        }
        "smoothstep" => {
            for n in 1..=4 {
                out.push(sig(vec![g(F, n); 3], g(F, n), B::SmoothStep));
                if n > 1 {
                    out.push(sig(vec![FLOAT, FLOAT, g(F, n)], g(F, n), B::SmoothStep));
                }
            }
        }
        "isnan" | "isinf" => {
            need(Avail::Desktop(130))?;
            let f = if name == "isnan" { B::IsNan } else { B::IsInf };
            for n in 1..=4 {
                out.push(sig(vec![g(F, n)], g(Bo, n), f));
            }
        }
        "floatBitsToInt" | "floatBitsToUint" | "intBitsToFloat" | "uintBitsToFloat" => {
            need(Avail::Desktop(330))?;
            let (from, to, f) = match name {
                "floatBitsToInt" => (F, I, B::FloatBitsToInt),
                "floatBitsToUint" => (F, U, B::FloatBitsToUint),
                "intBitsToFloat" => (I, F, B::IntBitsToFloat),
                _ => (U, F, B::UintBitsToFloat),
            };
            for n in 1..=4 {
                out.push(sig(vec![g(from, n)], g(to, n), f));
            }
        }
        "length" => {
            for n in 1..=4 {
                out.push(sig(vec![g(F, n)], FLOAT, B::Length));
            }
        }
        "distance" | "dot" => {
            let f = if name == "dot" { B::Dot } else { B::Distance };
            for n in 1..=4 {
                out.push(sig(vec![g(F, n), g(F, n)], FLOAT, f));
            }
        }
        "cross" => out.push(sig(vec![g(F, 3), g(F, 3)], g(F, 3), B::Cross)),
        "faceforward" => {
            for n in 1..=4 {
                out.push(sig(vec![g(F, n); 3], g(F, n), B::FaceForward));
            }
        }
        "reflect" => {
            for n in 1..=4 {
                out.push(sig(vec![g(F, n); 2], g(F, n), B::Reflect));
            }
        }
        "refract" => {
            for n in 1..=4 {
                out.push(sig(vec![g(F, n), g(F, n), FLOAT], g(F, n), B::Refract));
            }
        }
        "ftransform" => {
            need(Avail::Compat)?;
            if stage != Stage::Vertex {
                return Err(None);
            }
            out.push(Sig {
                params: vec![],
                out_param: None,
                ret: g(F, 4),
                lower: Lowering::Ftransform,
            });
        }
        "matrixCompMult" => {
            for (c, r) in matrix_shapes(v) {
                let m = Type::Matrix { cols: c, rows: r };
                out.push(sig(vec![m.clone(), m.clone()], m, B::MatrixCompMult));
            }
        }
        "outerProduct" => {
            need(Avail::Desktop(120))?;
            for (c, r) in matrix_shapes(v) {
                out.push(sig(
                    vec![g(F, r), g(F, c)],
                    Type::Matrix { cols: c, rows: r },
                    B::OuterProduct,
                ));
            }
        }
        "transpose" => {
            need(Avail::Desktop(120))?;
            for (c, r) in matrix_shapes(v) {
                out.push(sig(
                    vec![Type::Matrix { cols: c, rows: r }],
                    Type::Matrix { cols: r, rows: c },
                    B::Transpose,
                ));
            }
        }
        "determinant" | "inverse" => {
            let (a, f) = if name == "inverse" {
                (Avail::Desktop(140), B::Inverse)
            } else {
                (Avail::Desktop(150), B::Determinant)
            };
            need(a)?;
            for n in 2..=4 {
                let m = Type::Matrix { cols: n, rows: n };
                let ret = if f == B::Inverse { m.clone() } else { FLOAT };
                out.push(sig(vec![m], ret, f));
            }
        }
        "lessThan" | "lessThanEqual" | "greaterThan" | "greaterThanEqual" | "equal"
        | "notEqual" => {
            let f = match name {
                "lessThan" => B::LessThan,
                "lessThanEqual" => B::LessThanEqual,
                "greaterThan" => B::GreaterThan,
                "greaterThanEqual" => B::GreaterThanEqual,
                "equal" => B::VEqual,
                _ => B::VNotEqual,
            };
            let mut kinds = vec![F, I];
            if ints {
                kinds.push(U);
            }
            if matches!(f, B::VEqual | B::VNotEqual) {
                kinds.push(Bo);
            }
            for k in kinds {
                for n in 2..=4 {
                    out.push(sig(vec![g(k, n), g(k, n)], g(Bo, n), f));
                }
            }
        }
        "any" | "all" | "not" => {
            let f = match name {
                "any" => B::Any,
                "all" => B::All,
                _ => B::VNot,
            };
            for n in 2..=4 {
                let ret = if f == B::VNot {
                    g(Bo, n)
                } else {
                    Type::Scalar(Bo)
                };
                out.push(sig(vec![g(Bo, n)], ret, f));
            }
        }
        "noise1" | "noise2" | "noise3" | "noise4" => {
            need(Avail::Desktop(110))?;
            let (rn, f) = match name {
                "noise1" => (1, B::Noise1),
                "noise2" => (2, B::Noise2),
                "noise3" => (3, B::Noise3),
                _ => (4, B::Noise4),
            };
            for n in 1..=4 {
                out.push(sig(vec![g(F, n)], g(F, rn), f));
            }
        }
        _ => return Err(None),
    }
    Ok(out)
}

/// Matrix shapes (cols, rows) of a version: square only in ES 1.00 and 1.10.
pub(crate) fn matrix_shapes(v: Version) -> Vec<(u8, u8)> {
    let mut s = Vec::new();
    for c in 2..=4 {
        for r in 2..=4 {
            if c == r || v.desktop_at_least(120) {
                s.push((c, r));
            }
        }
    }
    s
}
