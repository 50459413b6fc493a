//! Negative suite: each source yields the expected error at the expected
//! `line:col`, rendered as `file:line:col: error: message`.

use gpubin_glsl::{compile, CompileOptions, Stage};

use Stage::{Fragment as F, Vertex as V};

/// (stage, source, "line:col", message fragment)
const CASES: &[(Stage, &str, &str, &str)] = &[
    (F, "#version 330 core\nout vec4 c;\nvoid main() {\n    c = vec4(x);\n}\n", "4:14", "undeclared identifier `x`"),
    (F, "#version 330 core\nout vec4 c;\nvoid main() {\n    c = vec4(dot(vec2(1.0), vec3(1.0)));\n}\n", "4:14", "no matching overload for call to `dot(vec2, vec3)`"),
    (V, "#version 120\nvoid main() {\n    bool b = isnan(1.0);\n    gl_Position = vec4(0.0);\n}\n", "3:14", "`isnan` requires GLSL 1.30 (this shader is GLSL 1.20)"),
    (V, "#version 330 core\nin vec4 p;\n", "3:1", "no `void main()` function defined"),
    (V, "#version 330 core\nvoid main() {\n    float x = ;\n}\n", "3:15", "syntax error"),
    (F, "#version 330 core\nuniform float u;\nout vec4 c;\nvoid main() {\n    u = 1.0;\n    c = vec4(u);\n}\n", "5:5", "cannot assign to a uniform"),
    (F, "#version 330 core\nin float t;\nout vec4 c;\nvoid main() {\n    t = 1.0;\n    c = vec4(t);\n}\n", "5:5", "cannot assign to a shader input"),
    (V, "#version 120\nconst float k = 1.0;\nvoid main() {\n    k = 2.0;\n    gl_Position = vec4(k);\n}\n", "4:5", "cannot assign to a constant"),
    (V, "#version 120\nvoid main() {\n    float f = vec2(1.0);\n    gl_Position = vec4(f);\n}\n", "3:15", "cannot convert from `vec2` to `float`"),
    (V, "#version 100\nvoid main() {\n    float f = 1;\n    gl_Position = vec4(f);\n}\n", "3:15", "implicit conversions require GLSL 1.20"),
    (F, "#version 100\nvarying vec2 uv;\nvoid main() {\n    gl_FragColor = vec4(1.0);\n}\n", "2:14", "no precision for float"),
    (V, "#version 120\nfloat a;\nfloat a;\nvoid main() { gl_Position = vec4(a); }\n", "3:7", "redefinition of `a`"),
    (V, "#version 120\nvoid main() {\n    break;\n}\n", "3:5", "`break` outside of a loop or switch"),
    (V, "#version 120\nvoid main() {\n    if (true) continue;\n}\n", "3:15", "`continue` outside of a loop"),
    (V, "#version 120\nvoid main() {\n    discard;\n}\n", "3:5", "`discard` is only allowed in fragment shaders"),
    (V, "#version 120\nvoid f() {\n    return 1.0;\n}\nvoid main() { f(); }\n", "3:12", "`void` function cannot return a value"),
    (V, "#version 120\nfloat f() {\n    return;\n}\nvoid main() { gl_Position = vec4(f()); }\n", "3:5", "`return` has no value"),
    (V, "#version 120\nvoid main() {\n    vec2 v = vec2(1.0);\n    gl_Position = vec4(v.z);\n}\n", "4:24", "component `z` out of range for `vec2`"),
    (V, "#version 120\nvoid main() {\n    vec4 v = vec4(1.0);\n    gl_Position = v.xg;\n}\n", "4:19", "invalid swizzle `.xg`"),
    (V, "#version 120\nvoid main() {\n    float a[2];\n    gl_Position = vec4(a[2]);\n}\n", "4:26", "index 2 out of range for `float[2]`"),
    (V, "#version 120\nvoid main() {\n    int n = 2;\n    float a[n];\n    gl_Position = vec4(0.0);\n}\n", "4:13", "array size must be a constant expression"),
    (V, "#version 120\nfloat g(float x);\nfloat f(float x) { return g(x); }\nfloat g(float x) { return f(x); }\nvoid main() { gl_Position = vec4(f(1.0)); }\n", "2:7", "recursion is not allowed"),
    (V, "#version 120\nfloat g(float x);\nvoid main() { gl_Position = vec4(g(1.0)); }\n", "2:7", "function `g` is called but never defined"),
    (V, "#version 120\nvoid main() {\n    gl_FragColor = vec4(1.0);\n    gl_Position = vec4(0.0);\n}\n", "3:5", "`gl_FragColor` is only available in fragment shaders"),
    (V, "#version 330 core\nvoid main() {\n    gl_Position = gl_Vertex;\n}\n", "3:19", "`gl_Vertex` is not available in GLSL 3.30 core (it needs the compatibility profile)"),
    (F, "#version 120\nuniform sampler2D s;\nvoid main() {\n    gl_FragColor = texture(s, vec2(0.5));\n}\n", "4:20", "`texture` requires GLSL 1.30 (this shader is GLSL 1.20)"),
    (V, "#version 140\nlayout(location = 0) in vec4 p;\nvoid main() { gl_Position = p; }\n", "2:8", "`layout(location)` requires GLSL 3.30"),
    // `layout` is an identifier before 1.40 (GLSL 1.20 section 3.6).
    (V, "#version 120\nlayout(location = 0) attribute vec4 p;\nvoid main() { gl_Position = p; }\n", "2:1", "`layout` qualifiers need GLSL 1.40"),
    (F, "#version 120\nattribute vec4 p;\nvoid main() { gl_FragColor = p; }\n", "2:16", "`attribute` is only allowed in vertex shaders"),
    (V, "#version 120\nin vec4 p;\nvoid main() { gl_Position = p; }\n", "2:9", "`in` for global variables requires GLSL 1.30"),
    (F, "#version 130\nin int id;\nout vec4 c;\nvoid main() { c = vec4(float(id)); }\n", "2:8", "integer fragment inputs must be qualified `flat`"),
    (V, "#version 120\nvoid main() {\n    int i = 1;\n    switch (i) { default: break; }\n    gl_Position = vec4(0.0);\n}\n", "4:5", "`switch` requires GLSL 1.30"),
    (V, "#version 120\nvoid main() {\n    int i = 6 & 3;\n    gl_Position = vec4(float(i));\n}\n", "3:13", "bitwise operators requires GLSL 1.30"),
    (V, "#version 120\nvoid main() {\n    bool b = vec2(1.0) < vec2(2.0);\n    gl_Position = vec4(0.0);\n}\n", "3:14", "`<` cannot be applied to `vec2` and `vec2`"),
    (V, "#version 120\nvoid main() {\n    bool b = 1.0 && true;\n    gl_Position = vec4(0.0);\n}\n", "3:14", "`&&` needs `bool` operands, found `float`"),
    (V, "#version 120\nvoid main() {\n    if (1.0) gl_Position = vec4(0.0);\n}\n", "3:9", "condition must be a scalar `bool`, found `float`"),
    (F, "#version 330 core\nout vec4 c;\nvoid main() {\n    c = vec4(1.0);\n    gl_FragColor = vec4(0.0);\n}\n", "5:5", "cannot be used together with user-declared fragment outputs"),
    (V, "#version 120\nvarying float v;\nvoid main() {\n    v = dFdx(1.0);\n    gl_Position = vec4(0.0);\n}\n", "4:9", "`dFdx` is only available in fragment shaders"),
    (F, "#version 100\nprecision mediump float;\nvarying float v;\nvoid main() {\n    gl_FragColor = vec4(dFdx(v));\n}\n", "5:25", "GL_OES_standard_derivatives"),
    (V, "#version 120\nvoid main() {\n    gl_Position = vec4(1.0, 2.0);\n}\n", "3:19", "not enough data for constructor `vec4`"),
    (V, "#version 120\nvoid main() {\n    vec2 v = vec2(1.0, 2.0, 3.0);\n    gl_Position = vec4(v, 0.0, 1.0);\n}\n", "3:14", "too many arguments for constructor `vec2`"),
    (V, "#version 120\nstruct S { float a; };\nuniform S s;\nvoid main() {\n    gl_Position = vec4(s.b);\n}\n", "5:24", "struct `S` has no member `b`"),
    (F, "#version 130\nflat in int m;\nout vec4 c;\nvoid main() {\n    switch (m) {\n    case 1: c = vec4(1.0); break;\n    case 1: c = vec4(2.0); break;\n    }\n}\n", "7:5", "duplicate case label 1"),
    (V, "#version 120\nvoid f(out float x) { x = 1.0; }\nvoid main() {\n    f(1.0);\n    gl_Position = vec4(0.0);\n}\n", "4:7", "argument for an out parameter must be assignable"),
    (F, "#version 120\nvoid main() {\n    sampler2D s;\n    gl_FragColor = vec4(0.0);\n}\n", "3:15", "samplers must be uniforms"),
    (V, "#version 300 es\nvoid main() { gl_Position = vec4(0.0); }\n", "1:1", "#version 300 es is not supported"),
    (V, "#version 200\nvoid main() { gl_Position = vec4(0.0); }\n", "1:1", "unsupported GLSL version 200"),
    (V, "#version 120\nvoid main() {\n    mat3 m = mat3(1.0);\n    gl_Position = vec4(m * vec2(1.0), 1.0);\n}\n", "4:24", "`*` cannot be applied to `mat3` and `vec2`"),
    (V, "#version 120\nvoid main() {\n    bool b = true;\n    b++;\n    gl_Position = vec4(0.0);\n}\n", "4:5", "`++` cannot be applied to `bool`"),
    (F, "#version 110\nvoid main() {\n    gl_FragColor = vec4(1.0);\n    gl_FragData[0] = vec4(0.0);\n}\n", "3:5", "cannot write both `gl_FragColor` and `gl_FragData`"),
    (V, "#version 120\nvoid main() {\n    float a[100000000];\n    gl_Position = vec4(0.0);\n}\n", "3:12", "exceeds the limit"),
    (V, "#version 150\nvoid main() {\n    gl_Position = ftransform();\n}\n", "3:19", "`ftransform` requires the compatibility profile"),
    (V, "#version 330 core\nvoid main() {\n    gl_Position = gl_LightSource[0].position;\n}\n", "3:19", "`gl_LightSource` is not available in GLSL 3.30 core (it needs the compatibility profile)"),
    (F, "#version 100\nprecision mediump float;\nvoid main() {\n    gl_FragColor = gl_Fog.color;\n}\n", "4:20", "`gl_Fog` is not available in GLSL ES 1.00 (it needs the compatibility profile)"),
    (V, "#version 120\nvoid main() {\n    gl_LightSource[0].position = vec4(0.0);\n    gl_Position = vec4(0.0);\n}\n", "3:5", "cannot assign to a uniform"),
    (V, "#version 120\nvoid main() {\n    gl_Position = vec4(gl_FrontMaterial.glow);\n}\n", "3:24", "struct `gl_MaterialParameters` has no member `glow`"),
    (V, "#version 120\nuniform float f;\nvoid main() {\n    f();\n}\n", "4:5", "`f` is not a function"),
    (V, "#version 130\nvoid main() {\n    float x = 1.0 % 2.0;\n    gl_Position = vec4(x);\n}\n", "3:15", "`%` cannot be applied to `float` and `float`"),
    (V, "#version 120\nvoid main() {\n    vec4 v = vec4(1.0);\n    v.xx = vec2(2.0);\n    gl_Position = v;\n}\n", "4:5", "swizzle with repeated components cannot be assigned"),
    (V, "#version 120\nfloat a[];\nvoid main() {\n    int i = 1;\n    gl_Position = vec4(a[i]);\n}\n", "5:26", "an implicitly sized array must be indexed with constant expressions"),
    (V, "#version 120\nfloat a[];\nvoid main() {\n    a[3] = 1.0;\n    gl_Position = vec4(a[3]);\n}\nfloat a[2];\n", "7:7", "`a` redeclared with size 2, but index 3 was used"),
    (V, "#version 120\nvarying vec4 gl_TexCoord[20];\nvoid main() { gl_Position = vec4(0.0); }\n", "2:14", "`gl_TexCoord` must be redeclared as an array of at most 8 elements"),
    (F, "#version 100\nprecision mediump float;\nuniform float u;\nfloat g = u * 2.0;\nvoid main() { gl_FragColor = vec4(g); }\n", "4:11", "global initializers must be constant expressions in GLSL ES 1.00"),
    (V, "#version 120\nvoid main() {\n    float x = 1.0 @ 2.0;\n    gl_Position = vec4(x);\n}\n", "3:19", "invalid character '@' in GLSL source"),
    (V, "#version 100\nvoid main() {\n    gl_Position = gl_ModelViewProjectionMatrix * gl_Vertex;\n}\n", "3:19", "`gl_ModelViewProjectionMatrix` is not available in GLSL ES 1.00"),
];

#[test]
fn negative_suite() {
    assert!(CASES.len() >= 40, "only {} cases", CASES.len());
    let mut failures = Vec::new();
    for (i, (stage, src, pos, msg)) in CASES.iter().enumerate() {
        let opts = CompileOptions {
            file_name: Some(format!("case{i}.glsl")),
            ..Default::default()
        };
        match compile(src, *stage, &opts) {
            Ok(_) => failures.push(format!("case {i}: compiled, expected `{msg}` at {pos}")),
            Err(d) => {
                let want = format!("case{i}.glsl:{pos}: error: ");
                let text = d.to_string();
                let hit = text
                    .lines()
                    .any(|l| l.starts_with(&want) && l.contains(msg));
                if !hit {
                    failures.push(format!("case {i}: expected `{want}...{msg}`, got:\n{text}"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn several_errors_per_run_with_caret() {
    let src = "#version 330 core\nout vec4 c;\nvoid main() {\n    float a = b;\n    c = vec4(undefinedFn(1.0));\n    int i = 1.5;\n}\n";
    let d = compile(
        src,
        F,
        &CompileOptions {
            file_name: Some("multi.frag".into()),
            ..Default::default()
        },
    )
    .unwrap_err();
    assert_eq!(d.error_count(), 3, "{d}");
    let text = d.to_string();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "multi.frag:4:15: error: undeclared identifier `b`"
    );
    assert_eq!(lines[1], "    float a = b;");
    assert_eq!(lines[2], "              ^");
    assert!(
        text.contains("multi.frag:5:14: error: no function named `undefinedFn`"),
        "{text}"
    );
    assert!(
        text.contains("multi.frag:6:13: error: cannot convert from `float` to `int`"),
        "{text}"
    );
}

#[test]
fn overload_error_lists_candidates() {
    let src = "#version 120\nfloat f(float a) { return a; }\nfloat f(vec2 a) { return a.x; }\nvoid main() { gl_Position = vec4(f(true)); }\n";
    let d = compile(src, V, &CompileOptions::default()).unwrap_err();
    let text = d.to_string();
    assert!(
        text.contains("no matching overload for call to `f(bool)`"),
        "{text}"
    );
    assert!(text.contains("note: candidate: float f(float)"), "{text}");
    assert!(text.contains("note: candidate: float f(vec2)"), "{text}");
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    for depth in [300, 2000, 100_000] {
        let mut expr = String::from("#version 120\nvoid main() {\n    float x = ");
        expr.push_str(&"-(".repeat(depth));
        expr.push_str("1.0");
        expr.push_str(&")".repeat(depth));
        expr.push_str(";\n    gl_Position = vec4(x);\n}\n");
        let mut blocks = String::from("#version 120\nvoid main() {\n");
        blocks.push_str(&"{".repeat(depth));
        blocks.push_str(&"}".repeat(depth));
        blocks.push_str("\n    gl_Position = vec4(0.0);\n}\n");
        for src in [expr, blocks] {
            // The syntax tree is recursive; give the thread room to drop it.
            let text = std::thread::Builder::new()
                .stack_size(256 << 20)
                .spawn(move || match compile(&src, V, &CompileOptions::default()) {
                    Ok(_) => String::from("compiled"),
                    Err(d) => d.to_string(),
                })
                .unwrap()
                .join()
                .unwrap();
            assert!(text.contains("nested deeper than"), "{text}");
        }
    }
}

#[test]
fn long_operator_chain_is_an_error_not_a_crash() {
    let mut src = String::from("#version 120\nvoid main() {\n    float x = 1.0");
    src.push_str(&" + 1.0".repeat(50_000));
    src.push_str(";\n    gl_Position = vec4(x);\n}\n");
    let d = compile(&src, V, &CompileOptions::default()).unwrap_err();
    assert!(d.to_string().contains("more than 4096 operators"), "{d}");
}

#[test]
fn macro_bomb_is_an_error_not_a_hang() {
    let mut src = String::from("#version 120\n#define L0 x x x x x x x x x x\n");
    for i in 1..12 {
        let prev = format!("L{} ", i - 1);
        src.push_str(&format!("#define L{i} {}\n", prev.repeat(10)));
    }
    src.push_str("void main() { L11 }\n");
    let d = compile(&src, V, &CompileOptions::default()).unwrap_err();
    assert!(d.to_string().contains("macro expansion too large"), "{d}");
}

#[test]
fn function_macro_bomb_is_an_error() {
    let src = "#version 120\n#define F(x) x x x x x x x x x x\nvoid main() { F(F(F(F(F(F(F(F(y)))))))) }\n";
    let d = compile(src, V, &CompileOptions::default()).unwrap_err();
    assert!(d.to_string().contains("macro expansion too large"), "{d}");
}

#[test]
fn ordinary_macros_are_fine() {
    let src = "#version 120\n#define SQ(a) ((a) * (a))\n#define TWO 2.0\nvoid main() { gl_Position = vec4(SQ(TWO) + SQ(3.0)); }\n";
    compile(src, V, &CompileOptions::default()).unwrap();
}

/// Inputs that once made an earlier preprocessor loop forever.
#[test]
fn preprocessor_hangs_are_avoided() {
    let cases = [
        "#version 100\n#define A a ## b",
        "#version 100\n#define A a ## b \\",
        "#define SCAL##\0\0\0",
        "#version 110\n#define A a ## /* unterminated",
        "#version 110\n#define SC## \"gl_FragData, x\nvoid main() {}\n",
        "#version 100\n#if|||##out2acing\\\nvar|#ii\\\nvar#out2a*ing\\\nvarg]g/**/*/*/**/ccALE(mode) {\n200]}}",
        "#version 100\nint a = 1 ## 2;\nvoid main() {}\n",
    ];
    for src in cases {
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let r = compile(src, V, &CompileOptions::default());
            let _ = tx.send(r.is_err());
        });
        let failed = rx
            .recv_timeout(std::time::Duration::from_secs(20))
            .unwrap_or_else(|_| panic!("compile did not finish: {src:?}"));
        assert!(failed, "{src:?} compiled");
    }
}

#[test]
fn interpreter_stops_endless_and_heavy_loops() {
    use gpubin_glsl::{run, Invocation, NoTextures};
    for body in [
        "while (true) { x += 1.0; }",
        "while (true) { }",
        "for (;;) ;",
        "do { } while (true);",
        "for (int i = 0; i < 1000000; i++) { big = big; }",
    ] {
        let src = format!("#version 120\nfloat big[60000];\nvoid main() {{\n    float x = 0.0;\n    {body}\n    gl_Position = vec4(x);\n}}\n");
        let m = compile(&src, V, &CompileOptions::default()).unwrap();
        let inv = Invocation {
            max_steps: 100_000,
            ..Invocation::default()
        };
        let e = run(&m, &inv, &mut NoTextures).unwrap_err();
        assert!(e.to_string().contains("step limit"), "{e}");
    }
}

/// A declaration whose initializer is in error still declares its name:
/// the one error is reported, not an "undeclared identifier" per later use.
#[test]
fn failed_initializer_declares_the_name() {
    let sources = [
        // Local: a matrix from a matrix needs GLSL 1.20.
        "#version 110\nuniform mat4 m4;\nattribute vec3 a;\nvoid main() {\n    vec3 n = normalize(mat3(m4) * a);\n    gl_Position = vec4(n, 1.0);\n    gl_Position.x += n.x;\n}\n",
        // Global.
        "#version 110\nvec3 g = undefined_thing;\nvoid main() { gl_Position = vec4(g, 1.0); }\n",
        // Constant.
        "#version 120\nconst float k = undefined_thing;\nvoid main() { gl_Position = vec4(k); }\n",
        // A type mismatch.
        "#version 120\nvoid main() {\n    float f = vec2(1.0);\n    gl_Position = vec4(f);\n}\n",
    ];
    for src in sources {
        let d = compile(src, V, &CompileOptions::default()).unwrap_err();
        assert_eq!(d.error_count(), 1, "{src}\n{d}");
        assert!(!d.to_string().contains("undeclared identifier `n`"), "{d}");
    }
}
