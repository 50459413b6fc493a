//! Every built-in function, evaluated by the interpreter, against an
//! independent computation in Rust (f64 reference math, converted to f32
//! only for the comparison).

// Index loops mirror the matrix formulas; literal sums spell out the model.
#![allow(clippy::needless_range_loop, clippy::identity_op)]

mod common;

use gpubin_glsl::builtins::{FUNCTION_NAMES, TEXTURE_FUNCTION_NAMES};
use gpubin_glsl::{compile, run, CompileOptions, Invocation, Stage, Value};
use serde_json::{json, Value as J};

const A: [f64; 4] = [0.5, -1.25, 2.0, 0.75];
const B: [f64; 4] = [1.5, 0.25, -3.0, 2.0];
const C: [f64; 4] = [0.3, 0.6, 0.9, 0.1];
/// Column-major 4x4 (upper triangular when read by rows, det = 24).
const M: [[f64; 4]; 4] = [
    [2.0, 0.0, 0.0, 0.0],
    [1.0, 3.0, 0.0, 0.0],
    [0.0, 1.0, 4.0, 0.0],
    [1.0, 2.0, 3.0, 1.0],
];
const N: [[f64; 4]; 4] = [
    [1.0, 2.0, 3.0, 4.0],
    [0.5, 0.5, 0.5, 0.5],
    [-1.0, 0.0, 1.0, 2.0],
    [2.0, 2.0, 2.0, 2.0],
];

fn v4(f: impl Fn(usize) -> f64) -> J {
    json!([f(0), f(1), f(2), f(3)])
}
fn map1(f: impl Fn(f64) -> f64, x: [f64; 4]) -> J {
    v4(|i| f(x[i]))
}
fn bv4(f: impl Fn(usize) -> bool) -> J {
    json!([f(0), f(1), f(2), f(3)])
}
fn mat(m: [[f64; 4]; 4]) -> J {
    json!(m)
}
fn dot(a: &[f64], b: &[f64]) -> f64 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}
fn norm(a: &[f64]) -> Vec<f64> {
    let l = dot(a, a).sqrt();
    a.iter().map(|x| x / l).collect()
}
fn glsl_round_even(x: f64) -> f64 {
    let r = x.round();
    if (x - x.trunc()).abs() == 0.5 && r % 2.0 != 0.0 {
        r - x.signum()
    } else {
        r
    }
}
/// Rows-as-arrays helpers for the matrix reference math.
fn at(m: &[[f64; 4]; 4], r: usize, c: usize) -> f64 {
    m[c][r]
}
/// Determinant by Gaussian elimination.
fn det(m: &[[f64; 4]; 4]) -> f64 {
    let mut a: Vec<Vec<f64>> = (0..4)
        .map(|r| (0..4).map(|c| at(m, r, c)).collect())
        .collect();
    let mut d = 1.0;
    for i in 0..4 {
        let p = (i..4)
            .max_by(|x, y| a[*x][i].abs().total_cmp(&a[*y][i].abs()))
            .unwrap();
        if a[p][i] == 0.0 {
            return 0.0;
        }
        if p != i {
            a.swap(p, i);
            d = -d;
        }
        d *= a[i][i];
        for r in i + 1..4 {
            let f = a[r][i] / a[i][i];
            for c in i..4 {
                a[r][c] -= f * a[i][c];
            }
        }
    }
    d
}
/// Inverse by Gauss-Jordan, returned column-major.
fn inverse(m: &[[f64; 4]; 4]) -> [[f64; 4]; 4] {
    let mut a: Vec<Vec<f64>> = (0..4)
        .map(|r| {
            (0..8)
                .map(|c| {
                    if c < 4 {
                        at(m, r, c)
                    } else if c - 4 == r {
                        1.0
                    } else {
                        0.0
                    }
                })
                .collect()
        })
        .collect();
    for i in 0..4 {
        let p = (i..4)
            .max_by(|x, y| a[*x][i].abs().total_cmp(&a[*y][i].abs()))
            .unwrap();
        a.swap(p, i);
        let piv = a[i][i];
        for c in 0..8 {
            a[i][c] /= piv;
        }
        for r in 0..4 {
            if r != i {
                let f = a[r][i];
                for c in 0..8 {
                    a[r][c] -= f * a[i][c];
                }
            }
        }
    }
    let mut out = [[0.0; 4]; 4];
    for (c, col) in out.iter_mut().enumerate() {
        for (r, x) in col.iter_mut().enumerate() {
            *x = a[r][c + 4];
        }
    }
    out
}

struct Case {
    stage: Stage,
    /// Type of the result variable `r`.
    ty: &'static str,
    expr: String,
    expect: J,
}

fn case(ty: &'static str, expr: &str, expect: J) -> Case {
    Case {
        // Fragment outputs cannot be matrices (GLSL 3.30 section 4.3.6):
        // matrix results travel as vertex outputs.
        stage: if ty.starts_with("mat") {
            Stage::Vertex
        } else {
            Stage::Fragment
        },
        ty,
        expr: expr.to_string(),
        expect,
    }
}

fn cases() -> Vec<Case> {
    use std::f64::consts::PI;
    let (a, b, c) = (A, B, C);
    let sgn = |x: f64| {
        if x > 0.0 {
            1.0
        } else if x < 0.0 {
            -1.0
        } else {
            0.0
        }
    };
    let modf = |x: f64, y: f64| x - y * (x / y).floor();
    let smooth = |e0: f64, e1: f64, x: f64| {
        let t = ((x - e0) / (e1 - e0)).clamp(0.0, 1.0);
        t * t * (3.0 - 2.0 * t)
    };
    let (a3, b3) = (&a[..3], &b[..3]);
    let nb = norm(&b);
    let na = norm(&a);
    let mut v = vec![
        case("vec4", "radians(a)", map1(|x| x * PI / 180.0, a)),
        case("vec4", "degrees(a)", map1(|x| x * 180.0 / PI, a)),
        case("vec4", "sin(a)", map1(f64::sin, a)),
        case("vec4", "cos(a)", map1(f64::cos, a)),
        case("vec4", "tan(a)", map1(f64::tan, a)),
        case("vec4", "asin(c)", map1(f64::asin, c)),
        case("vec4", "acos(c)", map1(f64::acos, c)),
        case("vec4", "atan(a)", map1(f64::atan, a)),
        case("vec4", "atan(a, b)", v4(|i| a[i].atan2(b[i]))),
        case("vec4", "sinh(a)", map1(f64::sinh, a)),
        case("vec4", "cosh(a)", map1(f64::cosh, a)),
        case("vec4", "tanh(a)", map1(f64::tanh, a)),
        case("vec4", "asinh(a)", map1(f64::asinh, a)),
        case("vec4", "acosh(abs(b) + 1.0)", map1(|x| (x.abs() + 1.0).acosh(), b)),
        case("vec4", "atanh(c)", map1(f64::atanh, c)),
        case("vec4", "pow(abs(a), b)", v4(|i| a[i].abs().powf(b[i]))),
        case("vec4", "exp(a)", map1(f64::exp, a)),
        case("vec4", "log(abs(a))", map1(|x| x.abs().ln(), a)),
        case("vec4", "exp2(a)", map1(f64::exp2, a)),
        case("vec4", "log2(abs(a))", map1(|x| x.abs().log2(), a)),
        case("vec4", "sqrt(abs(a))", map1(|x| x.abs().sqrt(), a)),
        case("vec4", "inversesqrt(abs(a))", map1(|x| 1.0 / x.abs().sqrt(), a)),
        case("vec4", "abs(a)", map1(f64::abs, a)),
        case("vec4", "sign(a)", map1(sgn, a)),
        case("ivec2", "abs(ivec2(-3, 4)) + sign(ivec2(-9, 0))", json!([2, 4])),
        case("vec4", "floor(a * 1.5)", map1(|x| (x * 1.5).floor(), a)),
        case("vec4", "trunc(a * 1.5)", map1(|x| (x * 1.5).trunc(), a)),
        case("vec4", "round(a * 1.3)", map1(|x| (x * 1.3_f64).round(), a)),
        case("vec4", "roundEven(vec4(0.5, 1.5, 2.5, -2.5))", map1(glsl_round_even, [0.5, 1.5, 2.5, -2.5])),
        case("vec4", "ceil(a * 1.5)", map1(|x| (x * 1.5).ceil(), a)),
        case("vec4", "fract(a * 1.5)", map1(|x| x * 1.5 - (x * 1.5).floor(), a)),
        case("vec4", "mod(a, b)", v4(|i| modf(a[i], b[i]))),
        case("vec4", "mod(a, 0.7)", map1(|x| modf(x, 0.7), a)),
        case("vec4", "min(a, b)", v4(|i| a[i].min(b[i]))),
        case("vec4", "max(a, 0.6)", map1(|x| x.max(0.6), a)),
        case("vec4", "clamp(a, -1.0, 1.0)", map1(|x| x.clamp(-1.0, 1.0), a)),
        case("ivec4", "min(ivec4(1, 5, -2, 7), 3) + max(ivec4(0), ivec4(-1, 2, 3, -4)) + clamp(ivec4(9), 0, 4)", json!([1 + 0 + 4, 3 + 2 + 4, -2 + 3 + 4, 3 + 0 + 4])),
        case("uvec2", "min(uvec2(3u, 9u), 5u) + clamp(uvec2(1u, 20u), 2u, 10u)", json!([3 + 2, 5 + 10])),
        case("vec4", "mix(a, b, c)", v4(|i| a[i] * (1.0 - c[i]) + b[i] * c[i])),
        case("vec4", "mix(a, b, bvec4(true, false, false, true))", json!([b[0], a[1], a[2], b[3]])),
        case("vec4", "step(b, a)", v4(|i| if a[i] < b[i] { 0.0 } else { 1.0 })),
        case("vec4", "smoothstep(-1.0, 2.0, a)", map1(|x| smooth(-1.0, 2.0, x), a)),
        case("bvec4", "isnan(a / vec4(1.0, 0.0, 1.0, 0.0) * 0.0)", json!([false, true, false, true])),
        case("bvec4", "isinf(a / vec4(1.0, 0.0, 1.0, 0.0))", json!([false, true, false, true])),
        case("ivec4", "floatBitsToInt(a)", v4(|i| (a[i] as f32).to_bits() as i32 as f64)),
        case("uvec4", "floatBitsToUint(a)", v4(|i| (a[i] as f32).to_bits() as f64)),
        case("vec2", "intBitsToFloat(ivec2(1065353216, -1082130432))", json!([1.0, -1.0])),
        case("vec2", "uintBitsToFloat(uvec2(0x3f000000u, 0x40800000u))", json!([0.5, 4.0])),
        case("float", "length(a)", json!(dot(&a, &a).sqrt())),
        case("float", "distance(a, b)", json!(a.iter().zip(&b).map(|(x, y)| (x - y) * (x - y)).sum::<f64>().sqrt())),
        case("float", "dot(a, b)", json!(dot(&a, &b))),
        case("vec3", "cross(a.xyz, b.xyz)", json!([a3[1] * b3[2] - a3[2] * b3[1], a3[2] * b3[0] - a3[0] * b3[2], a3[0] * b3[1] - a3[1] * b3[0]])),
        case("vec4", "normalize(a)", json!(na)),
        case("vec4", "faceforward(a, b, c)", { let s = if dot(&c, &b) < 0.0 { 1.0 } else { -1.0 }; map1(|x| s * x, a) }),
        case("vec4", "reflect(a, normalize(b))", { let d = dot(&nb, &a); v4(|i| a[i] - 2.0 * d * nb[i]) }),
        case("vec4", "refract(normalize(a), normalize(b), 0.5)", {
            let d = dot(&nb, &na);
            let eta = 0.5;
            let k = 1.0 - eta * eta * (1.0 - d * d);
            if k < 0.0 { json!([0.0, 0.0, 0.0, 0.0]) } else { v4(|i| eta * na[i] - (eta * d + k.sqrt()) * nb[i]) }
        }),
        case("mat4", "matrixCompMult(m, n)", { let mut o = [[0.0; 4]; 4]; for cc in 0..4 { for r in 0..4 { o[cc][r] = M[cc][r] * N[cc][r]; } } mat(o) }),
        case("mat2x3", "outerProduct(a.xyz, b.xy)", json!([[a[0] * b[0], a[1] * b[0], a[2] * b[0]], [a[0] * b[1], a[1] * b[1], a[2] * b[1]]])),
        case("mat4", "transpose(m)", { let mut o = [[0.0; 4]; 4]; for cc in 0..4 { for r in 0..4 { o[cc][r] = M[r][cc]; } } mat(o) }),
        case("float", "determinant(m) + determinant(n)", json!(det(&M) + det(&N))),
        case("float", "determinant(mat3(m))", json!(2.0 * 3.0 * 4.0)),
        case("mat4", "inverse(m)", mat(inverse(&M))),
        case("mat2", "inverse(mat2(4.0, 2.0, 7.0, 6.0))", json!([[0.6, -0.2], [-0.7, 0.4]])),
        case("bvec4", "lessThan(a, b)", bv4(|i| a[i] < b[i])),
        case("bvec4", "lessThanEqual(a, vec4(0.5))", bv4(|i| a[i] <= 0.5)),
        case("bvec4", "greaterThan(a, b)", bv4(|i| a[i] > b[i])),
        case("bvec4", "greaterThanEqual(a, vec4(0.75))", bv4(|i| a[i] >= 0.75)),
        case("bvec4", "equal(a, vec4(0.5, 0.0, 2.0, 0.0))", json!([true, false, true, false])),
        case("bvec3", "notEqual(ivec3(1, 2, 3), ivec3(1, 0, 3))", json!([false, true, false])),
        case("bvec2", "bvec2(any(lessThan(a, b)), all(lessThan(a, b)))", json!([(0..4).any(|i| a[i] < b[i]), (0..4).all(|i| a[i] < b[i])])),
        case("bvec4", "not(lessThan(a, b))", bv4(|i| a[i] >= b[i])),
        case("vec4", "vec4(dFdx(a.x), dFdy(a.y), fwidth(a.zw))", json!([0.0, 0.0, 0.0, 0.0])),
        case("vec4", "vec4(noise1(a), noise2(a).x, noise3(a).y, noise4(a).w)", json!([0.0, 0.0, 0.0, 0.0])),
    ];
    // modf: fractional part plus 10 x whole part.
    v.push(case(
        "vec4",
        "modf(a * 1.5, ip) + ip * 10.0",
        map1(
            |x| {
                let y = x * 1.5;
                (y - y.trunc()) + y.trunc() * 10.0
            },
            a,
        ),
    ));
    // ftransform in a vertex shader: gl_ModelViewProjectionMatrix * gl_Vertex.
    v.push(Case {
        stage: Stage::Vertex,
        ty: "vec4",
        expr: "ftransform()".into(),
        expect: v4(|r| (0..4).map(|k| M[k][r] * a[k]).sum()),
    });
    v.extend(texture_cases());
    v
}

/// The TestTextures model: texel = (x + ox, y + oy, z, level + 10 unit).
fn texture_cases() -> Vec<Case> {
    let t = |expr: &str, e: J| case("vec4", expr, e);
    vec![
        t(
            "texture(s2, vec2(0.25, 0.5))",
            json!([0.25, 0.5, 0.0, 20.0]),
        ),
        t(
            "texture(s2, vec2(0.25, 0.5), 1.5)",
            json!([0.25, 0.5, 0.0, 21.5]),
        ),
        t(
            "textureProj(s2, vec4(1.0, 2.0, 0.0, 4.0))",
            json!([0.25, 0.5, 0.0, 20.0]),
        ),
        t(
            "textureLod(s2, vec2(0.5), 2.0)",
            json!([0.5, 0.5, 0.0, 22.0]),
        ),
        t(
            "textureOffset(s2, vec2(0.5), ivec2(2, 3))",
            json!([2.5, 3.5, 0.0, 20.0]),
        ),
        t(
            "texelFetch(s2, ivec2(7, 8), 1)",
            json!([7.0, 8.0, 0.0, 21.0]),
        ),
        t(
            "texelFetchOffset(s2, ivec2(7, 8), 0, ivec2(-1, 1))",
            json!([6.0, 9.0, 0.0, 20.0]),
        ),
        t(
            "textureProjOffset(s2, vec3(1.0, 1.0, 2.0), ivec2(1, 0))",
            json!([1.5, 0.5, 0.0, 20.0]),
        ),
        t(
            "textureLodOffset(s2, vec2(0.5), 3.0, ivec2(0, 2))",
            json!([0.5, 2.5, 0.0, 23.0]),
        ),
        t(
            "textureProjLod(s2, vec3(3.0, 6.0, 3.0), 1.0)",
            json!([1.0, 2.0, 0.0, 21.0]),
        ),
        t(
            "textureProjLodOffset(s2, vec3(3.0, 6.0, 3.0), 1.0, ivec2(1, 1))",
            json!([2.0, 3.0, 0.0, 21.0]),
        ),
        t(
            "textureGrad(s2, vec2(0.5, 0.75), vec2(1.0), vec2(1.0))",
            json!([0.5, 0.75, 0.0, 20.0]),
        ),
        t(
            "textureGradOffset(s2, vec2(0.5, 0.75), vec2(1.0), vec2(1.0), ivec2(1, 1))",
            json!([1.5, 1.75, 0.0, 20.0]),
        ),
        t(
            "textureProjGrad(s2, vec3(1.0, 0.5, 2.0), vec2(0.0), vec2(0.0))",
            json!([0.5, 0.25, 0.0, 20.0]),
        ),
        t(
            "textureProjGradOffset(s2, vec3(1.0, 0.5, 2.0), vec2(0.0), vec2(0.0), ivec2(3, 3))",
            json!([3.5, 3.25, 0.0, 20.0]),
        ),
        t(
            "vec4(textureSize(s2, 2), textureSize(s3, 0).z, 0.0)",
            json!([16.0, 8.0, 4.0, 0.0]),
        ),
        t("texture1D(s1, 0.125)", json!([0.125, 0.0, 0.0, 10.0])),
        t(
            "texture1DProj(s1, vec2(1.0, 4.0))",
            json!([0.25, 0.0, 0.0, 10.0]),
        ),
        t("texture1DLod(s1, 0.5, 2.0)", json!([0.5, 0.0, 0.0, 12.0])),
        t(
            "texture1DProjLod(s1, vec4(1.0, 0.0, 0.0, 2.0), 1.0)",
            json!([0.5, 0.0, 0.0, 11.0]),
        ),
        t(
            "texture2D(s2, vec2(0.1, 0.2))",
            json!([0.1, 0.2, 0.0, 20.0]),
        ),
        t(
            "texture2DProj(s2, vec3(0.5, 1.0, 2.0))",
            json!([0.25, 0.5, 0.0, 20.0]),
        ),
        t(
            "texture2DLod(s2, vec2(0.1, 0.2), 4.0)",
            json!([0.1, 0.2, 0.0, 24.0]),
        ),
        t(
            "texture2DProjLod(s2, vec4(1.0, 1.0, 7.0, 2.0), 1.0)",
            json!([0.5, 0.5, 0.0, 21.0]),
        ),
        t(
            "texture3D(s3, vec3(0.1, 0.2, 0.3))",
            json!([0.1, 0.2, 0.3, 30.0]),
        ),
        t(
            "texture3DProj(s3, vec4(1.0, 2.0, 3.0, 4.0))",
            json!([0.25, 0.5, 0.75, 30.0]),
        ),
        t(
            "texture3DLod(s3, vec3(0.1, 0.2, 0.3), 1.0)",
            json!([0.1, 0.2, 0.3, 31.0]),
        ),
        t(
            "texture3DProjLod(s3, vec4(1.0, 2.0, 3.0, 2.0), 0.0)",
            json!([0.5, 1.0, 1.5, 30.0]),
        ),
        t(
            "textureCube(sc, vec3(0.1, 0.2, 0.3))",
            json!([0.1, 0.2, 0.3, 40.0]),
        ),
        t(
            "textureCubeLod(sc, vec3(0.1, 0.2, 0.3), 2.0)",
            json!([0.1, 0.2, 0.3, 42.0]),
        ),
        t(
            "shadow1D(sh1, vec3(0.5, 0.0, 0.25))",
            json!([1.0, 1.0, 1.0, 1.0]),
        ),
        t(
            "shadow2D(sh2, vec3(0.5, 0.5, 0.75))",
            json!([0.0, 0.0, 0.0, 1.0]),
        ),
        t(
            "shadow1DProj(sh1, vec4(1.0, 0.0, 0.5, 2.0))",
            json!([1.0, 1.0, 1.0, 1.0]),
        ),
        t(
            "shadow2DProj(sh2, vec4(0.5, 0.5, 1.5, 2.0))",
            json!([0.0, 0.0, 0.0, 1.0]),
        ),
        t(
            "shadow1DLod(sh1, vec3(0.5, 0.0, 0.5), 1.0)",
            json!([1.0, 1.0, 1.0, 1.0]),
        ),
        t(
            "shadow2DLod(sh2, vec3(0.25, 0.5, 0.5), 0.0)",
            json!([0.0, 0.0, 0.0, 1.0]),
        ),
        t(
            "shadow1DProjLod(sh1, vec4(1.0, 0.0, 1.0, 2.0), 0.0)",
            json!([1.0, 1.0, 1.0, 1.0]),
        ),
        t(
            "shadow2DProjLod(sh2, vec4(2.0, 2.0, 1.0, 4.0), 0.0)",
            json!([1.0, 1.0, 1.0, 1.0]),
        ),
        t(
            "texture2DRect(sr, vec2(3.0, 4.0))",
            json!([3.0, 4.0, 0.0, 50.0]),
        ),
        t(
            "texture2DRectProj(sr, vec3(6.0, 8.0, 2.0))",
            json!([3.0, 4.0, 0.0, 50.0]),
        ),
        t(
            "shadow2DRect(shr, vec3(0.5, 0.5, 0.25))",
            json!([1.0, 1.0, 1.0, 1.0]),
        ),
        t(
            "shadow2DRectProj(shr, vec4(1.0, 1.0, 1.5, 2.0))",
            json!([0.0, 0.0, 0.0, 1.0]),
        ),
    ]
}

const HEADER: &str = "#version 330 compatibility
uniform vec4 a;
uniform vec4 b;
uniform vec4 c;
uniform mat4 m;
uniform mat4 n;
uniform sampler1D s1;
uniform sampler2D s2;
uniform sampler3D s3;
uniform samplerCube sc;
uniform sampler1DShadow sh1;
uniform sampler2DShadow sh2;
uniform sampler2DRect sr;
uniform sampler2DRectShadow shr;
";

fn bools_to_floats(j: &J) -> J {
    match j {
        J::Bool(b) => json!(if *b { 1.0 } else { 0.0 }),
        J::Array(a) => J::Array(a.iter().map(bools_to_floats).collect()),
        other => other.clone(),
    }
}

fn vec_json(x: [f64; 4]) -> J {
    json!(x)
}

#[test]
fn every_builtin_against_rust() {
    let all = cases();
    let mut failures = Vec::new();
    for (i, cs) in all.iter().enumerate() {
        // Shader outputs cannot be bool: bvecN results travel as vecN of 0/1.
        let (ty, expr, expect) = match cs.ty.strip_prefix('b') {
            Some(rest) => (
                rest.to_string(),
                format!("{rest}({})", cs.expr),
                bools_to_floats(&cs.expect),
            ),
            None => (cs.ty.to_string(), cs.expr.clone(), cs.expect.clone()),
        };
        let src =
            format!("{HEADER}out {ty} r;\nvoid main() {{\n    vec4 ip;\n    r = {expr};\n}}\n");
        let m = match compile(&src, cs.stage, &CompileOptions::default()) {
            Ok(m) => m,
            Err(d) => {
                failures.push(format!("case {i} `{}`: {d}", cs.expr));
                continue;
            }
        };
        let mut inv = Invocation::default();
        let mut set = |name: &str, j: J, uniform: bool| {
            if let Some((_, g)) = m.global(name) {
                let v = Value::from_json(&j, &g.ty, &m.structs).unwrap();
                if uniform {
                    inv.uniforms.insert(name.into(), v);
                } else {
                    inv.inputs.insert(name.into(), v);
                }
            }
        };
        set("a", vec_json(A), true);
        set("b", vec_json(B), true);
        set("c", vec_json(C), true);
        set("m", mat(M), true);
        set("n", mat(N), true);
        set("gl_ModelViewProjectionMatrix", mat(M), true);
        set("gl_Vertex", vec_json(A), false);
        for (k, unit) in [("s1", 1), ("s2", 2), ("s3", 3), ("sc", 4), ("sr", 5)] {
            set(k, json!(unit), true);
        }
        let out = match run(&m, &inv, &mut common::TestTextures) {
            Ok(o) => o,
            Err(e) => {
                failures.push(format!("case {i} `{}`: {e}", cs.expr));
                continue;
            }
        };
        let got = out.outputs["r"].to_json();
        if !common::json_close(&got, &expect, 1e-5) {
            failures.push(format!(
                "case {i} `{}`: got {got}, expected {expect}",
                cs.expr
            ));
        }
    }
    println!("{} built-in evaluation cases", all.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_builtin_name_is_covered() {
    let all = cases();
    let mut missing = Vec::new();
    for name in FUNCTION_NAMES.iter().chain(TEXTURE_FUNCTION_NAMES) {
        let called = format!("{name}(");
        let hit = all.iter().any(|c| {
            c.expr
                .match_indices(&called)
                .any(|(i, _)| i == 0 || !c.expr.as_bytes()[i - 1].is_ascii_alphanumeric())
        });
        if !hit {
            missing.push(*name);
        }
    }
    assert!(missing.is_empty(), "not covered: {missing:?}");
}
