//! The GLSL compiler on hand-written shaders: the code it writes, what it
//! refuses, and the simulator's results against the GLSL interpreter's.

use std::collections::BTreeMap;

use gpubin_glsl::ir::Scalar;
use gpubin_glsl::{NoTextures, Value};
use gpubin_pica::compile::{compile, Compiled, Options};

fn build(src: &str) -> Compiled {
    match compile(src, &Options::default()) {
        Ok(c) => c,
        Err(e) => panic!("{e}"),
    }
}

fn refused(src: &str) -> String {
    match compile(src, &Options::default()) {
        Ok(c) => panic!("compiled:\n{}", c.asm),
        Err(e) => e.to_string(),
    }
}

fn vec4(v: [f32; 4]) -> Value {
    Value::Vector(v.iter().map(|x| Scalar::Float(*x)).collect())
}

fn flat(v: &Value) -> Vec<f32> {
    match v {
        Value::Float(x) => vec![*x],
        Value::Vector(c) => c
            .iter()
            .map(|s| match s {
                Scalar::Float(f) => *f,
                Scalar::Int(i) => *i as f32,
                Scalar::Uint(u) => *u as f32,
                Scalar::Bool(b) => f32::from(u8::from(*b)),
            })
            .collect(),
        other => panic!("not a vector: {other:?}"),
    }
}

/// Runs `c` in the simulator and the interpreter; every output component agrees
/// within `tol * (1 + |interpreter value|)` (NaN where the interpreter has NaN).
fn agree(c: &Compiled, inputs: &[(&str, Value)], uniforms: &[(&str, Value)], tol: f32) {
    let inputs: BTreeMap<String, Value> = inputs
        .iter()
        .map(|(n, v)| (n.to_string(), v.clone()))
        .collect();
    let uniforms: BTreeMap<String, Value> = uniforms
        .iter()
        .map(|(n, v)| (n.to_string(), v.clone()))
        .collect();
    let sim = c.run(&inputs, &uniforms).unwrap();
    let inv = gpubin_glsl::Invocation {
        inputs: inputs.clone(),
        uniforms: uniforms.clone(),
        ..Default::default()
    };
    let reference = gpubin_glsl::run(&c.module, &inv, &mut NoTextures).unwrap();
    for (name, got) in &sim {
        let want = flat(&reference.outputs[name]);
        for (g, w) in got.iter().zip(&want) {
            // Equal infinities, and NaN against NaN, agree too.
            let same = g == w || (g.is_nan() && w.is_nan());
            assert!(
                same || (g - w).abs() <= tol * (1.0 + w.abs()),
                "{name}: simulator {got:?}, interpreter {want:?}\n{}",
                c.asm
            );
        }
    }
}

#[test]
fn mvp_transform_is_four_dp4() {
    let c = build("attribute vec4 pos; attribute vec4 clr; uniform mat4 mvp; varying vec4 color;\nvoid main() { gl_Position = mvp * pos; color = clr; }");
    assert_eq!(c.instructions, 6, "{}", c.asm);
    let m = Value::Matrix(vec![
        vec![1.0, 2.0, 3.0, 4.0],
        vec![0.5, 0.0, -1.0, 2.0],
        vec![0.0, 1.0, 0.0, 0.25],
        vec![3.0, -2.0, 1.0, 1.0],
    ]);
    agree(
        &c,
        &[
            ("pos", vec4([1.0, -2.0, 0.5, 1.0])),
            ("clr", vec4([0.25, 0.5, 0.75, 1.0])),
        ],
        &[("mvp", m)],
        1e-4,
    );
}

fn lit_inputs() -> Vec<(&'static str, Value)> {
    vec![
        ("pos", vec4([0.5, -1.25, 2.0, 1.0])),
        ("nrm", vec4([0.3, 0.8, -0.5, 0.0])),
    ]
}

fn lit_uniforms() -> Vec<(&'static str, Value)> {
    vec![
        (
            "mv",
            Value::Matrix(vec![
                vec![0.9, 0.1, 0.0, 0.0],
                vec![-0.1, 0.9, 0.2, 0.0],
                vec![0.0, -0.2, 1.0, 0.0],
                vec![0.5, 1.0, -3.0, 1.0],
            ]),
        ),
        ("light", vec4([0.2, 0.9, 0.4, 1.5])),
        ("k", Value::Float(0.75)),
    ]
}

#[test]
fn built_ins_agree_with_the_interpreter() {
    let body = [
        "color = vec4(normalize(nrm.xyz), length(pos.xyz));",
        "color = vec4(sqrt(abs(pos.xyz)), inversesqrt(k + 1.0));",
        "color = vec4(exp2(pos.x), log2(k), exp(pos.y * 0.5), log(2.0 + pos.z));",
        "color = vec4(pow(k, 2.5), floor(pos.y), fract(pos.y), mod(pos.z + 7.5, 2.0));",
        "color = vec4(min(pos.x, k), max(pos.y, k), clamp(pos.z, -1.0, 1.0), sign(pos.y));",
        "color = mix(pos, light, k) + step(0.0, nrm) + smoothstep(-1.0, 1.0, pos.x);",
        "color = vec4(cross(nrm.xyz, light.xyz), dot(nrm, light));",
        "color = vec4(reflect(nrm.xyz, normalize(light.xyz)), distance(pos, light));",
        "color = vec4(sin(pos.x * 3.0), cos(pos.y), sin(k * 20.0), cos(-7.0 * k));",
        "color = vec4(abs(nrm.zyx), 1.0) / (1.0 + k) - pos.wzyx / light;",
        "color = (mv * pos) * vec4(k) + vec4(mat3(mv) * nrm.xyz, 1.0) + pos * mv;",
        "color = mv * vec4(nrm.xyz, 1.0);",
        "color = transpose(mv) * pos + matrixCompMult(mv, mv)[1] + outerProduct(nrm, light)[2];",
        "color = transpose(mat4(light, nrm, pos, pos.wzyx)) * light + mv * transpose(mv)[3];",
        "color = vec4(tan(pos.x), tan(k), round(pos.y * 3.0), round(-1.7));",
        "color = vec4(pos.x < k ? 1.0 : 2.0, float(pos.y >= 0.0), float(int(pos.y * 3.0)), float(int(-2.6)) + float(7 / 2));",
    ];
    for b in body {
        let src = format!(
            "#version 130\nattribute vec4 pos; attribute vec4 nrm; uniform mat4 mv; uniform vec4 light; uniform float k;\nvarying vec4 color;\nvoid main() {{ gl_Position = pos; {b} }}"
        );
        let c = build(&src);
        agree(&c, &lit_inputs(), &lit_uniforms(), 2e-4);
    }
}

#[test]
fn control_flow_functions_and_aggregates() {
    let src = "
struct Light { vec4 dir; float power; };
uniform Light lamp;
uniform vec4 table[6];
uniform mat4 mv;
uniform float k;
attribute vec4 pos;
attribute vec4 nrm;
varying vec4 color;
varying vec2 texcoord0;
float lambert(vec3 n, vec3 l) { return max(dot(n, l), 0.0); }
void shade(in vec4 p, inout vec4 c) { c.xyz += p.xyz * 0.5; }
void main() {
    vec4 acc = vec4(0.0);
    for (int i = 0; i < 4; i++) {
        acc += table[i] * float(i + 1);
        if (i == 2) continue;
        acc.w -= 0.25;
    }
    float d = lambert(nrm.xyz, lamp.dir.xyz) * lamp.power;
    if (d > 0.5) {
        acc.x += d;
    } else {
        acc.y -= d;
        if (pos.x < 0.0) acc.z = 3.0;
    }
    shade(pos, acc);
    int j = int(pos.w * 2.0);
    vec2 t[2];
    t[0] = pos.xy;
    t[1] = nrm.yx;
    texcoord0 = t[1] + table[j].xy;
    color = acc;
    gl_Position = mv * pos;
}";
    let c = build(src);
    let lamp = Value::Struct(vec![
        ("dir".into(), vec4([0.0, 1.0, 0.0, 0.0])),
        ("power".into(), Value::Float(2.0)),
    ]);
    let table = Value::Array(
        (0..6)
            .map(|i| vec4([i as f32, 0.5 * i as f32, -1.0, 2.0]))
            .collect(),
    );
    for (p, n) in [
        ([0.5, 1.0, 2.0, 1.0], [0.0, 1.0, 0.0, 0.0]),
        ([-0.5, 1.0, 2.0, 2.0], [0.0, 0.1, 0.0, 0.0]),
        ([-0.5, 1.0, 2.0, 1.5], [0.0, -1.0, 0.0, 0.0]),
    ] {
        agree(
            &c,
            &[("pos", vec4(p)), ("nrm", vec4(n))],
            &[
                ("lamp", lamp.clone()),
                ("table", table.clone()),
                ("mv", lit_uniforms()[0].1.clone()),
                ("k", Value::Float(0.5)),
            ],
            1e-4,
        );
    }
    assert!(c.asm.contains("ifc cmp.x"), "{}", c.asm);
    assert!(c.asm.contains("mova a0.x"), "{}", c.asm);
    let names: Vec<&str> = c.shbin().dvles[0]
        .uniforms
        .iter()
        .map(|u| u.name.as_str())
        .collect();
    assert!(
        names.contains(&"lamp.dir") && names.contains(&"table"),
        "{names:?}"
    );
}

#[test]
fn refusals_name_the_limit_and_the_place() {
    let e = refused(
        "attribute vec4 p; varying vec4 fancy; void main() { gl_Position = p; fancy = p; }",
    );
    assert!(
        e.contains("<source>:1:") && e.contains("#pragma pica output"),
        "{e}"
    );
    let e = refused(
        "uniform vec4 big[100]; attribute float i; void main() { gl_Position = big[int(i)]; }",
    );
    assert!(e.contains("96") && e.contains("big"), "{e}");
    let e = refused("attribute vec4 p; float f(vec4 a) { for (int i = 0; i < 4; i++) { if (a[i] > 1.0) return a[i]; } return 0.0; } void main() { gl_Position = vec4(f(p)); }");
    assert!(e.contains("run time"), "{e}");
    let e = refused(
        "attribute vec4 p; uniform sampler2D s; void main() { gl_Position = texture2D(s, p.xy); }",
    );
    assert!(e.contains("texture"), "{e}");
    let e = refused("attribute vec4 p; void main() { vec4 a = p; for (int i = 0; i < 600; i++) { a = a * p + vec4(0.5); } gl_Position = a; }");
    assert!(e.contains("512"), "{e}");
}

#[test]
fn pragma_names_a_semantic() {
    let c = build("#pragma pica output(shade, texcoord1)\nattribute vec4 p; varying vec2 shade; void main() { gl_Position = p; shade = p.yx; }");
    assert!(c.asm.contains(".out - texcoord1 o1.xy"), "{}", c.asm);
    agree(&c, &[("p", vec4([1.0, 2.0, 3.0, 4.0]))], &[], 0.0);
}

#[test]
fn every_shbin_passes_the_validator() {
    let c = build("attribute vec4 pos; uniform mat4 mvp; varying vec4 color; void main() { gl_Position = mvp * pos; color = pos.x > 0.0 ? vec4(1.0) : vec4(0.5); }");
    let findings = gpubin_pica::shbin::validate(c.shbin());
    assert!(findings.is_empty(), "{findings:?}");
    let back = gpubin_pica::shbin::parse(&c.to_bytes()).unwrap();
    assert_eq!(&back, c.shbin());
}

#[test]
fn variables_written_under_run_time_conditions() {
    // Known values (v.zw, k) written on one path only, partly known vectors read
    // inside a branch, nested conditions, a loop counter read under a condition.
    let src = "
attribute vec4 p;
varying vec4 color;
varying vec4 texcoord0;
void main() {
    vec4 v = vec4(1.0, 2.0, 3.0, 4.0);
    float k = 5.0;
    v.x = p.x;
    if (p.y > 0.0) {
        v.zw = vec2(7.0, 8.0);
        if (p.z > 0.0) {
            k = p.w;
        } else {
            v.y = k * 2.0;
        }
    }
    vec4 acc = vec4(0.0);
    for (int i = 0; i < 3; i++) {
        if (p[i] < 0.5) acc[i] = float(i) + v[i];
    }
    color = v * k;
    texcoord0 = acc;
    gl_Position = p;
}";
    let c = build(&format!(
        "#pragma pica output(texcoord0, normalquat)\n{src}"
    ));
    for q in [
        [1.0, 1.0, 1.0, 0.25],
        [1.0, 1.0, -1.0, 0.25],
        [0.0, -1.0, 1.0, 0.25],
        [-1.0, 0.2, 0.3, 9.0],
    ] {
        agree(&c, &[("p", vec4(q))], &[], 1e-5);
    }
}

#[test]
fn sixteen_temporaries_are_the_limit() {
    // 17 values computed before any is combined.
    let mut src = String::from("attribute vec4 p; uniform vec4 u[17]; void main() {\n");
    for i in 0..17 {
        src.push_str(&format!("vec4 t{i} = p * u[{i}] + p.yzwx;\n"));
    }
    src.push_str("vec4 s = vec4(0.0);\n");
    for i in 0..17 {
        src.push_str(&format!("s = s * t{i} + t{i};\n"));
    }
    src.push_str("gl_Position = s; }");
    let e = refused(&src);
    assert!(e.contains("temporaries") && e.contains("16"), "{e}");
}

#[test]
fn bool_uniforms_as_conditions_are_b_registers() {
    let src = "attribute vec4 p; uniform bool lit; uniform bool fog; uniform vec4 c;
varying vec4 color;
void main() {
    vec4 v = p;
    if (lit) v = v * c; else v.x = 2.0;
    if (!fog) v.w = 0.5;
    color = fog ? v : p;
    gl_Position = p;
}";
    let c = build(src);
    assert!(
        c.asm.contains(".bool lit") && c.asm.contains("ifu lit"),
        "{}",
        c.asm
    );
    // `fog` is also read as a value: a float register.
    assert!(c.asm.contains(".fvec fog"), "{}", c.asm);
    for (lit, fog) in [(false, false), (false, true), (true, false), (true, true)] {
        agree(
            &c,
            &[("p", vec4([1.0, 2.0, 3.0, 4.0]))],
            &[
                ("lit", Value::Bool(lit)),
                ("fog", Value::Bool(fog)),
                ("c", vec4([0.5, -1.0, 2.0, 0.25])),
            ],
            0.0,
        );
    }
    let names: Vec<String> = c.shbin().dvles[0]
        .uniforms
        .iter()
        .map(|u| format!("{}@{:#x}", u.name.as_str(), u.first_register))
        .collect();
    assert!(names.contains(&"lit@0x78".to_string()), "{names:?}");
}

#[test]
fn mad_descriptors_running_out_fall_back_to_mul_and_add() {
    // 40 multiply-adds with different swizzles: more patterns than the 32 operand
    // descriptors `mad` can name.
    let lanes = ['x', 'y', 'z', 'w'];
    let mut body = String::from("vec4 acc = q;\n");
    for i in 0..40usize {
        let sw: String = (0..4).map(|k| lanes[(i + k * (i / 4 + 1)) % 4]).collect();
        body.push_str(&format!("acc = acc * p.{sw} + q.{};\n", lanes[i % 4]));
    }
    let src =
        format!("attribute vec4 p; attribute vec4 q; void main() {{\n{body}gl_Position = acc; }}");
    let c = build(&src);
    assert!(!c.asm.contains("mad "), "{}", c.asm);
    agree(
        &c,
        &[
            ("p", vec4([0.5, -0.75, 1.0, 0.25])),
            ("q", vec4([0.125, 0.5, -0.5, 1.0])),
        ],
        &[],
        1e-4,
    );
}

#[test]
fn break_under_a_run_time_condition() {
    // A loop over at most 8 lights, left when the count (a uniform) is reached,
    // and a search left at the first match; nested loops.
    let src = "
attribute vec4 p;
uniform float count;
uniform vec4 lights[8];
varying vec4 color;
varying vec4 texcoord0;
void main() {
    vec4 acc = vec4(0.0);
    for (int i = 0; i < 8; i++) {
        if (float(i) >= count) break;
        acc += lights[i] * p.x;
        if (acc.y > 3.0) {
            acc.w += 100.0;
            break;
        }
        acc.z += 1.0;
    }
    float found = -1.0;
    for (int j = 0; j < 4; j++) {
        for (int k = 0; k < 2; k++) {
            if (p[k] > float(j)) break;
            found += 0.5;
        }
        if (p[j] < 0.0) { found = float(j); break; }
    }
    color = acc;
    texcoord0 = vec4(found);
    gl_Position = p;
}";
    let c = build(&format!(
        "#pragma pica output(texcoord0, normalquat)\n{src}"
    ));
    let lights = Value::Array(
        (0..8)
            .map(|i| vec4([1.0, 0.5 * i as f32, 0.0, 0.25]))
            .collect(),
    );
    for (count, q) in [
        (0.0, [1.0, 1.5, -1.0, 2.0]),
        (3.0, [1.0, 2.5, 0.5, -2.0]),
        (8.0, [2.0, -0.5, 3.0, 1.0]),
        (5.5, [0.5, 0.25, 0.75, 0.5]),
    ] {
        agree(
            &c,
            &[("p", vec4(q))],
            &[("count", Value::Float(count)), ("lights", lights.clone())],
            1e-5,
        );
    }
}

#[test]
fn continue_under_a_run_time_condition() {
    let src = "
attribute vec4 p;
uniform vec4 w[6];
varying vec4 color;
void main() {
    vec4 acc = vec4(0.0);
    float n = 0.0;
    for (int i = 0; i < 6; i++) {
        n += 1.0;
        if (dot(w[i], p) < 0.0) continue;
        acc += w[i];
        if (acc.x > 4.0) break;
        acc.w += n;
    }
    color = acc + vec4(n);
    gl_Position = p;
}";
    let c = build(src);
    assert!(c.asm.contains("ifc cmp.x && cmp.y"), "{}", c.asm);
    let w = Value::Array(
        (0..6)
            .map(|i| {
                vec4([
                    1.0,
                    if i % 2 == 0 { -1.0 } else { 1.0 },
                    0.5 * i as f32,
                    0.0,
                ])
            })
            .collect(),
    );
    for q in [
        [1.0, 2.0, 0.0, 1.0],
        [1.0, -2.0, 0.5, 1.0],
        [-1.0, 0.0, 0.0, 1.0],
        [3.0, 0.0, 1.0, 0.0],
    ] {
        agree(&c, &[("p", vec4(q))], &[("w", w.clone())], 1e-5);
    }
}

#[test]
fn uniform_arrays_of_structs_are_one_symbol() {
    let src = "
struct Light { vec4 pos; vec4 color; mat3 basis; };
struct Scene { Light key; vec4 ambient; };
uniform Light lights[3];
uniform Scene scene;
attribute vec4 p;
attribute float which;
varying vec4 color;
void main() {
    vec4 c = lights[0].color * dot(lights[0].pos, p);
    Light l = lights[int(which)];
    c += l.color + vec4(l.basis * p.xyz, 1.0);
    color = c + lights[2].basis[1].xyzz + scene.key.color * scene.ambient;
    gl_Position = p;
}";
    let c = build(src);
    assert!(c.asm.contains(".fvec lights[15]"), "{}", c.asm);
    assert!(c.asm.contains(".fvec scene$key[5]"), "{}", c.asm);
    let light = |k: f32| {
        Value::Struct(vec![
            ("pos".into(), vec4([k, 1.0, -k, 0.5])),
            ("color".into(), vec4([0.25 * k, 0.5, 1.0, k])),
            (
                "basis".into(),
                Value::Matrix(vec![
                    vec![1.0, k, 0.0],
                    vec![0.0, 1.0, -k],
                    vec![k, 0.5, 1.0],
                ]),
            ),
        ])
    };
    let lights = Value::Array(vec![light(1.0), light(-2.0), light(0.5)]);
    for w in [0.0, 1.0, 2.0] {
        agree(
            &c,
            &[
                ("p", vec4([1.0, -0.5, 2.0, 1.0])),
                ("which", Value::Float(w)),
            ],
            &[
                ("lights", lights.clone()),
                (
                    "scene",
                    Value::Struct(vec![
                        ("key".into(), light(3.0)),
                        ("ambient".into(), vec4([0.5, 0.25, 2.0, 1.0])),
                    ]),
                ),
            ],
            1e-4,
        );
    }
}

#[test]
fn return_under_a_run_time_condition() {
    let src = "
attribute vec4 p;
uniform float range;
varying vec4 color;
float attenuation(float d) {
    if (d > range) return 0.0;
    if (d < 0.5) {
        if (d < 0.25) return 4.0;
        d = 0.5;
    }
    return 1.0 / d;
}
void shade(inout vec4 c, float k) {
    if (k <= 0.0) return;
    c.xyz += vec3(k);
}
void main() {
    vec4 c = vec4(attenuation(p.x), attenuation(p.y), 0.0, 1.0);
    shade(c, p.z);
    gl_Position = p;
    color = c;
    if (p.w < 0.0) return;
    color.w = 2.0;
}";
    let c = build(src);
    for q in [
        [1.0, 0.4, 1.0, 1.0],
        [3.0, 0.2, -1.0, -1.0],
        [0.3, 2.5, 0.0, 0.5],
        [0.1, 1.5, 0.25, -0.5],
    ] {
        agree(&c, &[("p", vec4(q))], &[("range", Value::Float(2.0))], 1e-4);
    }
}

#[test]
fn switch_on_a_run_time_value() {
    let src = "#version 130
in vec4 p;
in float mode;
out vec4 color;
void main() {
    vec4 c = vec4(0.0);
    int m = int(mode);
    switch (m) {
    case 0:
        c = p;
        break;
    case 1:
    case 2:
        c = p * 2.0;
        m = 7;
        break;
    default:
        c = vec4(float(m));
        break;
    case 5:
        c.x = 5.0;
    }
    for (int i = 0; i < 3; i++) {
        switch (i + m) {
        case 1: continue;
        default: c.w += 1.0;
        }
        c.y += 0.5;
    }
    color = c;
    gl_Position = p;
}";
    let c = build(src);
    for mode in [0.0, 1.0, 2.0, 3.0, 5.0, -1.0] {
        agree(
            &c,
            &[
                ("p", vec4([1.0, 2.0, 3.0, 4.0])),
                ("mode", Value::Float(mode)),
            ],
            &[],
            0.0,
        );
    }
}

#[test]
fn build_scripts_assemble_vert_files() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("a.vert");
    std::fs::write(
        &good,
        "attribute vec4 p; uniform mat4 m; void main() { gl_Position = m * p; }",
    )
    .unwrap();
    let shbin = gpubin_pica::assemble_files(&[&good]).unwrap();
    let direct = build("attribute vec4 p; uniform mat4 m; void main() { gl_Position = m * p; }");
    assert_eq!(shbin.dvlp.code, direct.shbin().dvlp.code);
    let bad = dir.path().join("b.vert");
    std::fs::write(
        &bad,
        "attribute vec4 p;\nvoid main() { gl_PointSize = 2.0; gl_Position = p; }\n",
    )
    .unwrap();
    let e = gpubin_pica::assemble_files(&[&good, &bad])
        .unwrap_err()
        .to_string();
    assert!(e.contains("b.vert:2:") && e.contains("gl_PointSize"), "{e}");
}

#[test]
fn run_time_indices_into_temporaries_select() {
    let src = "#version 120
attribute vec4 p;
attribute float which;
uniform mat4 m;
varying vec4 color;
varying vec4 texcoord0;
void main() {
    vec4 table[3];
    table[0] = p;
    table[1] = p * 2.0;
    table[2] = vec4(7.0);
    int i = int(which);
    float lane = p[i] + p.wzyx[int(which + 1.0)];
    color = table[i] + vec4(lane) + m[i];
    texcoord0 = vec4(p.xyz[i], (m * p)[i], float[3](1.0, 2.0, 3.0)[i], 0.0);
    gl_Position = p;
}";
    let c = build(
        &format!("#pragma pica output(texcoord0, normalquat)\n{src}").replace(
            "#pragma pica output(texcoord0, normalquat)\n#version 120",
            "#version 120\n#pragma pica output(texcoord0, normalquat)",
        ),
    );
    let m = Value::Matrix(vec![
        vec![1.0, 2.0, 3.0, 4.0],
        vec![0.5, 0.0, -1.0, 2.0],
        vec![0.0, 1.0, 0.0, 0.25],
        vec![3.0, -2.0, 1.0, 1.0],
    ]);
    for w in [0.0, 1.0, 2.0, 1.5] {
        agree(
            &c,
            &[
                ("p", vec4([1.0, -2.0, 0.5, 3.0])),
                ("which", Value::Float(w)),
            ],
            &[("m", m.clone())],
            1e-4,
        );
    }
}

#[test]
fn stores_at_run_time_indices() {
    let src = "#version 120
attribute vec4 p;
attribute float which;
varying vec4 color;
varying vec4 texcoord0;
void main() {
    vec4 table[3];
    table[0] = p;
    table[1] = -p;
    int i = int(which);
    table[i] = vec4(9.0, 8.0, 7.0, 6.0);
    vec4 v = p;
    v[i + 1] = 100.0;
    mat2 m = mat2(1.0);
    m[i / 2] = vec2(p.x, 5.0);
    color = table[0] + table[1] * 2.0 + table[2] * 3.0;
    texcoord0 = v + vec4(m[0], m[1]);
    gl_Position = p;
}";
    let c = build(&src.replace(
        "#version 120",
        "#version 120\n#pragma pica output(texcoord0, normalquat)",
    ));
    for w in [0.0, 1.0, 2.0, 1.75] {
        agree(
            &c,
            &[
                ("p", vec4([1.0, -2.0, 0.5, 3.0])),
                ("which", Value::Float(w)),
            ],
            &[],
            0.0,
        );
    }
}

#[test]
fn a_built_in_without_lowering_is_located_at_its_call() {
    let e = refused(
        "#version 120\nattribute vec4 p;\nvoid main() { gl_Position = vec4(noise1(p.x)); }",
    );
    assert!(
        e.contains("<source>:3:34: error: the built-in `noise1` has no PICA200 lowering (no integer unit, no textures, no derivatives)"),
        "{e}"
    );
}

#[test]
fn isnan_and_isinf() {
    let nan = f32::NAN;
    let inf = f32::INFINITY;
    // The largest finite float24, its subnormals and both zeros are finite.
    let max = f32::from_bits(0x5F7F_FF80);
    let sub = f32::from_bits(0x207F_FF80);
    let c = agree_on(
        130,
        "color = vec4(isnan(pos)) + 2.0 * vec4(isinf(pos));",
        &[
            [nan, inf, -inf, 1.0],
            [-nan, 0.0, -0.0, -2.5],
            [max, -max, sub, -sub],
        ],
        0.0,
    );
    // sge + add, max + slt, four lanes at once; the mad, the position's mov, end.
    assert_eq!(c.instructions, 7, "{}", c.asm);
    // Values computed at run time: 1/0 is +inf, -1/0 is -inf, inf - inf is NaN.
    agree_on(
        130,
        "vec4 z = pos - pos; color = vec4(isinf(vec2(1.0, -1.0) / z.xy), isnan(pos.zw - pos.zw));",
        &[
            [1.0, -3.0, inf, 2.0],
            [0.5, 0.25, -inf, -inf],
            [7.0, 0.0, nan, 1.0],
        ],
        0.0,
    );
    // From 2^65 a binary32 input converts to the float24 infinity (the
    // interpreter, in binary32, says finite); the largest finite float24 is below
    // 1.8447e19.
    let c = build("#version 130\nattribute vec4 pos; varying vec4 color;\nvoid main() { gl_Position = pos; color = vec4(isinf(pos)); }");
    let out = c
        .run(
            &BTreeMap::from([("pos".to_string(), vec4([4e19, -4e19, 1.8e19, 1e30]))]),
            &BTreeMap::new(),
        )
        .unwrap();
    assert_eq!(out["color"], [1.0, 1.0, 0.0, 1.0]);
    // Constant arguments fold: no instruction.
    let c = agree_on(
        130,
        "color = vec4(isnan(0.0), isinf(1.0), isinf(-2.0), 0.0);",
        &[[1.0, 2.0, 3.0, 4.0]],
        0.0,
    );
    assert!(
        !c.asm.contains("sge") && !c.asm.contains("slt"),
        "{}",
        c.asm
    );
}

/// `body` (writing `color` from `pos`) in the simulator and the interpreter for
/// each value of `pos`, within `tol` (absolute).
fn agree_on(version: u32, body: &str, values: &[[f32; 4]], tol: f32) -> Compiled {
    let src = format!(
        "#version {version}\nattribute vec4 pos; varying vec4 color;\nvoid main() {{ gl_Position = pos; {body} }}"
    );
    let c = build(&src);
    for v in values {
        agree(&c, &[("pos", vec4(*v))], &[], tol);
    }
    c
}

#[test]
fn inverse_trigonometry() {
    let values = [
        [0.0, 0.0, 0.0, 0.0],
        [1.0, -1.0, 0.5, -0.5],
        [-1.0, 1.0, -0.999, 0.999],
        [0.25, -0.75, 1e-3, -1e-3],
        [1.5, -20.0, 1e4, -3.0],
        [-0.3, 0.8, -1e-4, 2.0],
    ];
    agree_on(120, "color = atan(pos);", &values, 3e-5);
    agree_on(
        120,
        "color = atan(pos, pos.yzwx) + atan(-pos.zxyw, pos);",
        &values,
        6e-5,
    );
    let unit = &values[..4];
    agree_on(120, "color = asin(pos);", unit, 4e-4);
    agree_on(120, "color = acos(pos);", unit, 4e-4);
    // The quadrants of atan(y, x), and 0 at (0, 0).
    agree_on(
        120,
        "color = vec4(atan(pos.x, pos.y), atan(pos.y, pos.x), atan(-pos.x, -pos.y), atan(pos.z, pos.w));",
        &[[1.0, -1.0, 0.0, 0.0], [-2.0, 0.5, 0.0, -1.0], [0.5, 3.0, 1.0, 0.0], [3.0, 0.5, -1.0, 0.0]],
        6e-5,
    );
}

#[test]
fn a_loop_over_a_uniform_bound_is_located_at_the_loop() {
    // `i <= n` is no loop over an integer uniform (only `i < n` is): unrolled,
    // and refused for its bound known only at run time.
    let e = refused(
        "attribute vec4 p;\nuniform int n;\nvoid main() {\n    vec4 a = p;\n    for (int i = 0; i <= n; i++) a = a * 0.5;\n    gl_Position = a;\n}\n",
    );
    assert!(
        e.contains("<source>:5:5: error: a loop whose bound is known only at run time"),
        "{e}"
    );
}

/// `n` and the other uniforms.
fn int_uniforms<'a>(n: i32, extra: &[(&'a str, Value)]) -> Vec<(&'a str, Value)> {
    let mut u = vec![("n", Value::Int(n))];
    u.extend(extra.iter().cloned());
    u
}

#[test]
fn loops_over_an_integer_uniform() {
    let src = "attribute vec4 p;\nuniform int n;\nuniform vec4 w[8];\nvarying vec4 color;\nvoid main() {\n    vec4 acc = vec4(0.0);\n    float s = 0.0;\n    for (int i = 0; i < n; i++) {\n        acc += w[i] * p;\n        s += float(i);\n    }\n    gl_Position = acc;\n    color = vec4(s);\n}\n";
    let c = build(src);
    assert!(c.asm.contains(".ivec n\n"), "{}", c.asm);
    assert!(c.asm.contains("\tfor n\n"), "{}", c.asm);
    // `w[i]` is `w[aL]`: no `mova`.
    assert!(
        c.asm.contains("w[aL]") && !c.asm.contains("mova"),
        "{}",
        c.asm
    );
    let b = c.layout.uniforms.iter().find(|u| u.name == "n").unwrap();
    assert_eq!((b.bank, b.loop_start, b.symbols[0].1), ('i', Some(0), 0));
    assert!(
        c.header().contains("#define VSH_IVEC_n 0x00"),
        "{}",
        c.header()
    );
    let findings = gpubin_pica::shbin::validate(c.shbin());
    assert!(findings.is_empty(), "{findings:?}");
    // The app uploads (n - S, S - 1, 1, 0); n = 0 runs the body no time.
    use gpubin_pica::compile::loop_register;
    assert_eq!(loop_register(0, 0), Some([0, 255, 1, 0]));
    assert_eq!(loop_register(5, 0), Some([5, 255, 1, 0]));
    assert_eq!(loop_register(-3, 0), Some([0, 255, 1, 0]));
    assert_eq!(loop_register(7, 2), Some([5, 1, 1, 0]));
    assert_eq!(loop_register(256, 0), None);
    let w = Value::Array((0..8).map(|k| vec4([k as f32, 1.0, -0.5, 2.0])).collect());
    for n in [-2, 0, 1, 2, 5, 8] {
        let p = vec4([1.0, 2.0, 0.5, -1.0]);
        agree(&c, &[("p", p)], &int_uniforms(n, &[("w", w.clone())]), 1e-5);
    }
    // The registers the simulator ran with for n = 3.
    let mut u = BTreeMap::new();
    u.insert("n".to_string(), Value::Int(3));
    let mut i = BTreeMap::new();
    i.insert("p".to_string(), vec4([1.0; 4]));
    assert_eq!(c.setup(&i, &u).unwrap().int_uniforms[0], [3, 255, 1, 0]);
}

#[test]
fn loops_over_an_integer_uniform_variants() {
    // Start 2, `n > i`, `++i`, the counter read after the loop (max(n, 2)); a
    // second uniform loop, over `m`, inside a run-time `if` and an unrolled loop,
    // indexing an array of matrices (`mova`); `i + 1` as an index.
    let src = "#version 130\nin vec4 p;\nuniform int n;\nuniform int m;\nuniform vec4 w[8];\nuniform mat4 bones[3];\nvoid main() {\n    vec4 acc = vec4(0.0);\n    int i;\n    for (i = 2; n > i; ++i) { acc += p * float(i) + w[i] + w[i + 1]; }\n    for (int k = 0; k < 2; k++) {\n        if (p.x > 0.5) {\n            for (int j = 0; j < m; j += 1) { acc += bones[j] * p; acc.x += float(k); }\n        }\n    }\n    gl_Position = acc + float(i);\n}\n";
    let c = build(src);
    assert_eq!(c.asm.matches("\tfor m\n").count(), 2, "{}", c.asm);
    // `w[i]` and `w[i + 1]` through aL; `bones[j]` (four registers each) by `mova`.
    assert!(
        c.asm.contains("w[aL]") && c.asm.contains("w[aL+1]"),
        "{}",
        c.asm
    );
    let start = |name: &str| {
        c.layout
            .uniforms
            .iter()
            .find(|u| u.name == name)
            .unwrap()
            .loop_start
    };
    assert_eq!((start("n"), start("m")), (Some(2), Some(0)));
    let w = Value::Array((0..8).map(|k| vec4([k as f32, 0.5, 1.0, -1.0])).collect());
    let bones = Value::Array(
        (0..3)
            .map(|k| Value::Matrix(vec![vec![k as f32 + 1.0, 0.5, 0.0, 1.0]; 4]))
            .collect(),
    );
    for (n, m) in [(0, 0), (2, 1), (3, 3), (6, 2), (1, 0)] {
        for px in [0.0, 1.0] {
            agree(
                &c,
                &[("p", vec4([px, 2.0, 0.5, 1.0]))],
                &int_uniforms(
                    n,
                    &[
                        ("m", Value::Int(m)),
                        ("w", w.clone()),
                        ("bones", bones.clone()),
                    ],
                ),
                1e-5,
            );
        }
    }
}

#[test]
fn loops_over_an_integer_uniform_hold_other_code() {
    // An empty body; the counter read after the loop; a function with such a loop
    // inlined twice; `if`/`else` in the body; an unrolled loop in the body (its
    // counter known within a pass); a local carried from one pass to the next.
    for src in [
        "attribute vec4 p; uniform int n; void main() { for (int i = 0; i < n; i++) { } gl_Position = p; }",
        "attribute vec4 p; uniform int n; void main() { int i = 0; for (; i < n; i++) { } gl_Position = p * float(i); }",
        "attribute vec4 p; uniform int n; vec4 f(vec4 x) { vec4 a = x; for (int i = 0; i < n; i++) a = a * 0.5 + x; return a; } void main() { gl_Position = f(p) + f(p.yxzw); }",
        "attribute vec4 p; uniform int n; uniform vec4 w[4]; void main() { vec4 a = vec4(0.0); for (int i = 0; i < n; i++) { if (p.x > float(i)) { a += w[i]; } else { a -= w[i] * 2.0; } } gl_Position = a; }",
        "attribute vec4 p; uniform int n; void main() { vec4 a = p; for (int i = 0; i < n; i++) { for (int j = 0; j < 3; j++) a = a * 0.5 + p * float(j + i); } gl_Position = a; }",
        "attribute vec4 p; uniform int n; void main() { vec4 a = vec4(0.0); vec4 t = vec4(1.0); for (int i = 0; i < n; i++) { a += t; t = p * float(i); vec4 u = t * 2.0; a += u; } gl_Position = a; }",
    ] {
        let c = build(src);
        assert!(c.asm.contains("\tfor n\n"), "{}", c.asm);
        let w = Value::Array((0..4).map(|k| vec4([k as f32 + 0.5; 4])).collect());
        for n in 0..5 {
            agree(
                &c,
                &[("p", vec4([1.5, 2.0, 3.0, 4.0]))],
                &int_uniforms(n, &[("w", w.clone())]),
                1e-5,
            );
        }
    }
}

#[test]
fn loops_over_an_integer_uniform_refused() {
    let at = |body: &str| {
        refused(&format!(
            "attribute vec4 p;\nuniform int n;\nvoid main() {{\n    vec4 a = p;\n{body}\n    gl_Position = a;\n}}\n"
        ))
    };
    let e = at("    for (int i = 0; i < n; i++) a += p;\n    a.x += float(n);");
    assert!(
        e.contains("<source>:5:5: error: a loop bounded by the integer uniform `n`, which is also read as a value"),
        "{e}"
    );
    let e = at("    for (int i = 0; i < n; i++) { if (a.x > 2.0) break; a += p; }");
    assert!(e.contains("<source>:5:5: error: `break`, `continue` or `return` inside a loop over an integer uniform"), "{e}");
    let e = at("    for (int i = 0; i < n; i++) { a += p; i += 1; }");
    assert!(e.contains("<source>:5:5: error: the counter of a loop over an integer uniform is written in its body"), "{e}");
    let e = at("    for (int i = 0; i < n; i++) { for (int j = 0; j < n; j++) a += p; }");
    assert!(
        e.contains("<source>:5:") && e.contains("has one loop counter (aL)"),
        "{e}"
    );
    let e = at("    for (int i = 0; i < n; i++) a += p;\n    for (int j = 1; j < n; j++) a += p;");
    assert!(
        e.contains("<source>:6:5: error: loops over `n` with counters starting at 0 and at 1"),
        "{e}"
    );
    let e = at("    int s = int(p.x);\n    for (int i = s; i < n; i++) a += p;");
    assert!(e.contains("<source>:6:5: error: the counter of a loop over an integer uniform must start at a value known at compile time"), "{e}");
}

#[test]
fn hyperbolic_functions() {
    let values = [
        [0.0, 1.0, -1.0, 0.5],
        [-0.25, 3.0, -4.0, 1e-3],
        [8.0, -8.0, 0.125, -2.5],
    ];
    agree_on(130, "color = sinh(pos);", &values, 2e-4);
    agree_on(130, "color = cosh(pos);", &values, 2e-4);
    agree_on(130, "color = tanh(pos) + tanh(pos * 100.0);", &values, 1e-4);
    agree_on(
        130,
        "color = asinh(pos) + asinh(pos * 1000.0);",
        &values,
        1e-4,
    );
    // acosh on [1, inf), 0 at 1 (ill-conditioned just above 1: 1.001 carries
    // float24's 2^-16 into sqrt(2 (x - 1))); atanh on (-1, 1).
    agree_on(130, "color = acosh(1.0 + abs(pos));", &values, 5e-4);
    agree_on(
        130,
        "color = atanh(clamp(pos, -0.999, 0.999));",
        &values,
        2e-3,
    );
    agree_on(130, "color = atanh(pos * 0.5);", &values[..1], 1e-4);
}

#[test]
fn round_even_refract_determinant() {
    let c = agree_on(
        130,
        "color = roundEven(pos) + 10.0 * roundEven(pos * 0.5 + 0.25);",
        &[
            [0.5, 1.5, 2.5, -0.5],
            [-1.5, -2.5, 0.49, 3.7],
            [0.0, -0.0, 6.5, -7.5],
        ],
        1e-5,
    );
    let sim = c
        .run(
            &[("pos".to_string(), vec4([0.5, 1.5, 2.5, -2.5]))].into(),
            &BTreeMap::new(),
        )
        .unwrap();
    assert_eq!(sim["color"][..4], [0.0, 12.0, 22.0, -12.0]);
    // refract: both sides of k = 0 (eta 1.5 past the critical angle gives 0).
    agree_on(
        130,
        "color = vec4(refract(normalize(pos.xyz), vec3(0.0, 0.0, 1.0), pos.w), 1.0) + refract(normalize(pos), normalize(pos.wzyx), 0.75);",
        &[
            [0.3, 0.1, -1.0, 0.66],
            [0.9, 0.0, -0.2, 1.5],
            [0.0, 0.0, -1.0, 1.0],
            [1.0, 2.0, 3.0, 1.2],
        ],
        1e-4,
    );
    // determinant of uniform, variable and constant matrices
    let src = "#version 150\nin vec4 pos; uniform mat4 m; uniform mat3 m3; uniform mat2 m2; out vec4 color;\nvoid main() { gl_Position = pos; mat4 v = mat4(pos, pos.yzwx * 2.0, vec4(1.0, 0.5, -1.0, 2.0), pos.wzyx + vec4(0.5)); color = vec4(determinant(m), determinant(m3), determinant(m2), determinant(v) + determinant(mat3(v)) + determinant(mat2(2.0, 1.0, 1.0, 3.0))); }";
    let c = build(src);
    let m = Value::Matrix(vec![
        vec![1.0, 2.0, 0.5, -1.0],
        vec![0.0, 1.5, -1.0, 2.0],
        vec![3.0, 0.25, 1.0, 0.0],
        vec![-2.0, 1.0, 0.5, 1.0],
    ]);
    let m3 = Value::Matrix(vec![
        vec![2.0, 0.0, 1.0],
        vec![1.0, -1.0, 0.5],
        vec![0.0, 3.0, 1.0],
    ]);
    let m2 = Value::Matrix(vec![vec![2.0, 0.5], vec![-1.0, 3.0]]);
    for p in [[1.0, -0.5, 2.0, 0.25], [0.0, 1.0, -1.0, 3.0]] {
        agree(
            &c,
            &[("pos", vec4(p))],
            &[("m", m.clone()), ("m3", m3.clone()), ("m2", m2.clone())],
            1e-4,
        );
    }
}

#[test]
fn inverse_of_uniform_variable_and_constant_matrices() {
    let src = "#version 150\nin vec4 pos; uniform mat4 m; uniform mat3 m3; uniform mat2 m2; out vec4 color; out vec3 view; out vec2 texcoord0;\nvoid main() { mat4 v = mat4(pos, pos.yzwx * 2.0, vec4(1.0, 0.5, -1.0, 2.0), pos.wzyx + vec4(0.5)); gl_Position = inverse(m) * pos + inverse(v)[1]; color = (inverse(v) * v)[2] + inverse(mat4(2.0))[3] + vec4(inverse(mat2(2.0, 1.0, 1.0, 3.0))[0], inverse(m2) * pos.xy); view = inverse(m3) * pos.xyz + inverse(mat3(v))[2]; texcoord0 = pos.xy * inverse(m2) + inverse(mat2(v))[1]; }";
    let c = build(src);
    let m = Value::Matrix(vec![
        vec![1.0, 2.0, 0.5, -1.0],
        vec![0.0, 1.5, -1.0, 2.0],
        vec![3.0, 0.25, 1.0, 0.0],
        vec![-2.0, 1.0, 0.5, 1.0],
    ]);
    let m3 = Value::Matrix(vec![
        vec![2.0, 0.0, 1.0],
        vec![1.0, -1.0, 0.5],
        vec![0.0, 3.0, 1.0],
    ]);
    let m2 = Value::Matrix(vec![vec![2.0, 0.5], vec![-1.0, 3.0]]);
    for p in [[1.0, -0.5, 2.0, 0.25], [0.0, 1.0, -1.0, 3.0]] {
        agree(
            &c,
            &[("pos", vec4(p))],
            &[("m", m.clone()), ("m3", m3.clone()), ("m2", m2.clone())],
            1e-3,
        );
    }
}

#[test]
fn a_refusal_is_located_at_the_expression_refused() {
    // In a function `main` calls: at the operator (it was at `main`).
    let e = refused(
        "#version 130\nin vec4 p;\nuniform int u;\nfloat f() {\n    return float(u & 1);\n}\nvoid main() { gl_Position = p * f(); }",
    );
    assert!(
        e.contains("<source>:5:18: error: bitwise operators: PICA200 computes in float24 only"),
        "{e}"
    );
}

#[test]
fn a_loop_refusal_is_at_the_loop_after_a_line_directive() {
    // The loop is located by its span, not by the line `#line` numbers it
    // with (40, which the source does not have: it was at `main`).
    let e = refused(
        "#version 120\nattribute vec4 p;\nuniform int n;\nvoid main() {\n    vec4 a = p;\n#line 40\n    for (int i = 0; i <= n; i++) a = a * 0.5;\n    gl_Position = a;\n}\n",
    );
    assert!(
        e.contains("<source>:7:5: error: a loop whose bound is known only at run time"),
        "{e}"
    );
}
