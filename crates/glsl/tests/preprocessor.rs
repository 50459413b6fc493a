//! The preprocessor and parser: macros, conditionals, directives,
//! predefined macros, keywords per version, literals and error recovery.
//! Values are checked by running the compiled shader in the interpreter.

use gpubin_glsl::{
    compile, compile_with_warnings, run, CompileOptions, Invocation, NoTextures, Stage,
};

/// `gl_Position.x` of a vertex shader whose `main` is `body`.
fn x_of(src: &str) -> f64 {
    let m = compile(src, Stage::Vertex, &CompileOptions::default())
        .unwrap_or_else(|d| panic!("{src}\n{d}"));
    let out = run(&m, &Invocation::default(), &mut NoTextures).unwrap();
    out.outputs["gl_Position"].to_json()[0].as_f64().unwrap()
}

fn errors(src: &str, stage: Stage) -> String {
    let opts = CompileOptions {
        file_name: Some("t.glsl".into()),
        ..Default::default()
    };
    match compile(src, stage, &opts) {
        Ok(_) => panic!("compiled:\n{src}"),
        Err(d) => d.to_string(),
    }
}

fn warnings(src: &str, stage: Stage) -> String {
    let opts = CompileOptions {
        file_name: Some("t.glsl".into()),
        ..Default::default()
    };
    match compile_with_warnings(src, stage, &opts) {
        Ok(c) => c.warnings.to_string(),
        Err(d) => panic!("{src}\n{d}"),
    }
}

fn vs(version: &str, pre: &str, value: &str) -> String {
    format!("{version}\n{pre}\nvoid main() {{ gl_Position = vec4(float({value})); }}\n")
}

#[test]
fn object_and_function_like_macros() {
    assert_eq!(
        x_of(&vs(
            "#version 120",
            "#define TWO 2\n#define SQ(a) ((a) * (a))",
            "SQ(TWO + 1)"
        )),
        9.0
    );
    // A macro used in its own argument expands (C and GLSL rules).
    assert_eq!(
        x_of(&vs(
            "#version 120",
            "#define SQ(a) ((a) * (a))",
            "SQ(SQ(2))"
        )),
        16.0
    );
    // A function-like name without `(` is left alone.
    assert_eq!(
        x_of(&vs("#version 120", "#define f(x) x\nfloat f = 3.0;", "f")),
        3.0
    );
    // Self-reference stops.
    assert_eq!(
        x_of(&vs("#version 120", "int A = 5;\n#define A A", "A")),
        5.0
    );
    // Empty arguments and no-parameter macros.
    assert_eq!(
        x_of(&vs(
            "#version 120",
            "#define E() 7\n#define ID(a) a 1",
            "E() + ID()"
        )),
        8.0
    );
    // Arguments spanning lines.
    assert_eq!(x_of("#version 120\n#define ADD(a, b) (a + b)\nvoid main() { gl_Position = vec4(ADD(1.0,\n 2.0)); }\n"), 3.0);
}

#[test]
fn token_pasting() {
    assert_eq!(
        x_of(&vs(
            "#version 120",
            "#define CAT(a, b) a ## b\nint xy = 4;",
            "CAT(x, y)"
        )),
        4.0
    );
    assert_eq!(
        x_of(&vs("#version 120", "#define NUM(a, b) a ## b", "NUM(1, 2)")),
        12.0
    );
    // An empty argument next to `##` is a placemarker.
    assert_eq!(
        x_of(&vs("#version 120", "#define CAT(a, b) a ## b", "CAT(, 3)")),
        3.0
    );
    let e = errors(
        &vs("#version 120", "#define CAT(a, b) a ## b", "CAT(+, 2)"),
        Stage::Vertex,
    );
    assert!(e.contains("does not form a valid token"), "{e}");
    let e = errors(
        "#version 120\n#define A ## b\nvoid main() {}\n",
        Stage::Vertex,
    );
    assert!(
        e.contains("t.glsl:2:1: error: `##` cannot be at either end"),
        "{e}"
    );
}

#[test]
fn conditionals() {
    let pre = "#define A 3\n#if defined(A) && A > 2\nconst float v = 1.0;\n#elif defined B\nconst float v = 2.0;\n#else\nconst float v = 3.0;\n#endif";
    assert_eq!(x_of(&vs("#version 120", pre, "v")), 1.0);
    let pre = "#if 0\n#error skipped\n#elif (1 << 3) == 8 && !defined A\nconst float v = 2.0;\n#else\nconst float v = 3.0;\n#endif";
    assert_eq!(x_of(&vs("#version 120", pre, "v")), 2.0);
    let pre = "#ifndef X\n#define X 0x10\n#endif\n#ifdef X\nconst int v = X % 7;\n#endif";
    assert_eq!(x_of(&vs("#version 130", pre, "v")), 2.0);
    // An undefined name is 0 in desktop GLSL (as in C), an error in ES.
    let pre = "#if UNDEFINED_NAME || (UNDEFINED_NAME + 2 == 2)\nconst float v = 5.0;\n#endif";
    assert_eq!(x_of(&vs("#version 120", pre, "v")), 5.0);
    let e = errors(
        &vs("#version 100", "#if UNDEFINED_NAME\n#endif", "1.0"),
        Stage::Vertex,
    );
    assert!(
        e.contains("t.glsl:2:5: error: undefined identifier `UNDEFINED_NAME` in #if expression"),
        "{e}"
    );
    // Skipped sections may hold anything but conditionals.
    let pre = "#if 0\n#foo bar\n@ $\n#if 1\n#endif\n#endif\nconst float v = 6.0;";
    assert_eq!(x_of(&vs("#version 120", pre, "v")), 6.0);
    for (pre, msg) in [
        ("#if 1", "2:1: error: unterminated #if"),
        ("#endif", "2:1: error: #endif without #if"),
        (
            "#if 1\n#else\n#else\n#endif",
            "4:1: error: #else after #else",
        ),
        (
            "#if 1\n#else\n#elif 1\n#endif",
            "4:1: error: #elif after #else",
        ),
        ("#if 1 / 0\n#endif", "division by zero"),
        ("#if (1\n#endif", "missing `)`"),
        ("#if 1.5\n#endif", "`1.5` is not an integer constant"),
    ] {
        let src = format!("#version 330\n{pre}\nvoid main() {{ gl_Position = vec4(0.0); }}\n");
        let e = errors(&src, Stage::Vertex);
        assert!(e.contains(msg), "{pre}: {e}");
    }
    // Desktop GLSL before 3.30 may undefine `__LINE__`, `__FILE__` and
    // `__VERSION__` (as Mesa allows); GLSL ES may not.
    let undef = "#undef __LINE__\n#undef __FILE__\n#undef __VERSION__\n#ifdef __LINE__\n#error still\n#endif";
    assert_eq!(x_of(&vs("#version 120", undef, "1.0")), 1.0);
    let e = errors(&vs("#version 100", undef, "1.0"), Stage::Vertex);
    assert!(
        e.contains("cannot undefine the predefined macro `__LINE__`"),
        "{e}"
    );
}

#[test]
fn predefined_macros() {
    assert_eq!(
        x_of("#version 120\nvoid main() {\n  gl_Position = vec4(float(__LINE__));\n}\n"),
        3.0
    );
    assert_eq!(x_of(&vs("#version 120", "", "__VERSION__")), 120.0);
    assert_eq!(x_of(&vs("#version 120", "", "__FILE__")), 0.0);
    assert_eq!(x_of(&vs("#version 330 core", "", "__VERSION__")), 330.0);
    // __LINE__ in a macro is the line of the use.
    assert_eq!(
        x_of(
            "#version 120\n#define L __LINE__\n\n\nvoid main() { gl_Position = vec4(float(L)); }\n"
        ),
        5.0
    );
    assert_eq!(
        x_of(&vs(
            "#version 100",
            "#ifdef GL_ES\nconst float v = 1.0;\n#else\nconst float v = 0.0;\n#endif",
            "v"
        )),
        1.0
    );
    assert_eq!(
        x_of(&vs(
            "#version 120",
            "#ifdef GL_ES\nconst float v = 1.0;\n#else\nconst float v = 0.0;\n#endif",
            "v"
        )),
        0.0
    );
    assert_eq!(x_of(&vs("#version 150", "#if GL_core_profile && !defined(GL_compatibility_profile)\nconst float v = 1.0;\n#else\nconst float v = 0.0;\n#endif", "v")), 1.0);
    assert_eq!(x_of(&vs("#version 150 compatibility", "#ifdef GL_compatibility_profile\nconst float v = 1.0;\n#else\nconst float v = 0.0;\n#endif", "v")), 1.0);
    // GL_FRAGMENT_PRECISION_HIGH: ES fragment shaders only.
    let frag = "#version 100\n#ifdef GL_FRAGMENT_PRECISION_HIGH\nprecision highp float;\n#endif\nvoid main() { gl_FragColor = vec4(1.0); }\n";
    compile(frag, Stage::Fragment, &CompileOptions::default()).unwrap();
    assert_eq!(x_of(&vs("#version 100", "#ifdef GL_FRAGMENT_PRECISION_HIGH\nconst float v = 1.0;\n#else\nconst float v = 0.0;\n#endif", "v")), 0.0);
    // Desktop: from GLSL 1.30 in every stage (GLSL 1.30 §4.5.4), not before.
    let fph = "#if defined(GL_FRAGMENT_PRECISION_HIGH) && GL_FRAGMENT_PRECISION_HIGH == 1\nconst float v = 1.0;\n#else\nconst float v = 0.0;\n#endif";
    assert_eq!(x_of(&vs("#version 130", fph, "v")), 1.0);
    assert_eq!(x_of(&vs("#version 330", fph, "v")), 1.0);
    assert_eq!(x_of(&vs("#version 120", fph, "v")), 0.0);
    // Supported extensions have a macro; others do not.
    assert_eq!(x_of(&vs("#version 120", "#if GL_ARB_texture_rectangle && !defined(GL_ARB_gpu_shader5)\nconst float v = 1.0;\n#else\nconst float v = 0.0;\n#endif", "v")), 1.0);
}

#[test]
fn reserved_names_and_redefinition() {
    for (pre, msg) in [
        (
            "#define GL_FOO 1",
            "2:9: error: macro names beginning with `GL_` are reserved",
        ),
        ("#undef GL_ES", "cannot undefine"),
        (
            "#define __LINE__ 1",
            "cannot redefine the predefined macro `__LINE__`",
        ),
        (
            "#undef __FILE__",
            "cannot undefine the predefined macro `__FILE__`",
        ),
        ("#define defined 1", "`defined` cannot be a macro name"),
        (
            "#define A 1\n#define A 2",
            "3:9: error: macro `A` redefined differently",
        ),
        (
            "#define F(a) a\n#define F(b) b",
            "macro `F` redefined differently",
        ),
        ("#define F(a, a) a", "duplicate macro parameter `a`"),
        ("#define F(a b", "invalid parameter list"),
    ] {
        let src = format!("#version 330\n{pre}\nvoid main() {{ gl_Position = vec4(0.0); }}\n");
        let e = errors(&src, Stage::Vertex);
        assert!(e.contains(msg), "{pre}: {e}");
    }
    // Desktop GLSL before 3.30 may undefine `__LINE__`, `__FILE__` and
    // `__VERSION__` (as Mesa allows); GLSL ES may not.
    let undef = "#undef __LINE__\n#undef __FILE__\n#undef __VERSION__\n#ifdef __LINE__\n#error still\n#endif";
    assert_eq!(x_of(&vs("#version 120", undef, "1.0")), 1.0);
    let e = errors(&vs("#version 100", undef, "1.0"), Stage::Vertex);
    assert!(
        e.contains("cannot undefine the predefined macro `__LINE__`"),
        "{e}"
    );
    // Identical redefinition is allowed; `__` names only warn.
    assert_eq!(
        x_of(&vs(
            "#version 120",
            "#define A (1 + 1)\n#define A (1 + 1)",
            "A"
        )),
        2.0
    );
    let w = warnings(
        &vs("#version 120", "#define MY__X 1", "MY__X"),
        Stage::Vertex,
    );
    assert!(
        w.contains("warning: macro names containing `__` are reserved"),
        "{w}"
    );
}

#[test]
fn directives() {
    let e = errors(
        "#version 120\n#error this shader is broken\nvoid main() {}\n",
        Stage::Vertex,
    );
    assert!(
        e.contains("t.glsl:2:1: error: #error this shader is broken"),
        "{e}"
    );
    // #pragma is accepted and ignored.
    assert_eq!(
        x_of(&vs(
            "#version 120",
            "#pragma optimize(off)\n#pragma STDGL invariant(all)",
            "1.0"
        )),
        1.0
    );
    // #line renumbers diagnostics. Before GLSL 3.30 the line after
    // `#line 100` is 101 (GLSL 1.50 §3.3); from 3.30 and in ES it is 100.
    let e = errors(
        "#version 120\n#line 100\nvoid main() {\n  gl_Position = vec4(x);\n}\n",
        Stage::Vertex,
    );
    assert!(
        e.contains("t.glsl:102:22: error: undeclared identifier `x`"),
        "{e}"
    );
    let e = errors(
        "#version 330\n#line 100\nvoid main() {\n  gl_Position = vec4(x);\n}\n",
        Stage::Vertex,
    );
    assert!(
        e.contains("t.glsl:101:22: error: undeclared identifier `x`"),
        "{e}"
    );
    assert_eq!(x_of("#version 120\n#line 10 3\nvoid main() { gl_Position = vec4(float(__LINE__ + __FILE__)); }\n"), 14.0);
    // #version only first.
    let e = errors(
        "#version 120\n#version 120\nvoid main() {}\n",
        Stage::Vertex,
    );
    assert!(
        e.contains("2:1: error: #version must be the first directive"),
        "{e}"
    );
    let e = errors("void f();\n#version 120\nvoid main() {}\n", Stage::Vertex);
    assert!(
        e.contains("2:1: error: #version must be the first directive"),
        "{e}"
    );
    let e = errors(
        "#version 120\n#include \"a.h\"\nvoid main() {}\n",
        Stage::Vertex,
    );
    assert!(
        e.contains("unknown preprocessor directive `#include`"),
        "{e}"
    );
}

#[test]
fn extension_behaviours() {
    let src = |ext: &str| {
        format!("#version 120\n#extension {ext}\nvoid main() {{ gl_Position = vec4(0.0); }}\n")
    };
    let e = errors(&src("GL_ARB_gpu_shader5 : require"), Stage::Vertex);
    assert!(
        e.contains("2:1: error: extension `GL_ARB_gpu_shader5` is not supported"),
        "{e}"
    );
    for b in ["enable", "warn"] {
        let w = warnings(&src(&format!("GL_ARB_gpu_shader5 : {b}")), Stage::Vertex);
        assert!(
            w.contains("2:1: warning: extension `GL_ARB_gpu_shader5` is not supported"),
            "{w}"
        );
    }
    assert_eq!(
        warnings(&src("GL_ARB_gpu_shader5 : disable"), Stage::Vertex),
        ""
    );
    assert_eq!(
        warnings(&src("GL_ARB_texture_rectangle : require"), Stage::Vertex),
        ""
    );
    assert_eq!(warnings(&src("all : warn"), Stage::Vertex), "");
    let e = errors(&src("all : require"), Stage::Vertex);
    assert!(e.contains("`#extension all` cannot be `require`"), "{e}");
    let e = errors(&src("GL_ARB_texture_rectangle : maybe"), Stage::Vertex);
    assert!(e.contains("unknown extension behavior `maybe`"), "{e}");
    let e = errors(&src("GL_ARB_texture_rectangle"), Stage::Vertex);
    assert!(e.contains("expected `#extension name : behavior`"), "{e}");
}

#[test]
fn expansion_is_bounded() {
    // Argument nesting deeper than the limit.
    let depth = 200;
    let src = format!(
        "#version 120\n#define F(x) x\nvoid main() {{ gl_Position = vec4({}1.0{}); }}\n",
        "F(".repeat(depth),
        ")".repeat(depth)
    );
    let e = errors(&src, Stage::Vertex);
    assert!(
        e.contains("macro arguments nested deeper than 64 levels"),
        "{e}"
    );
    // Unterminated call.
    let e = errors(
        "#version 120\n#define F(x) x\nvoid main() { F(1.0; }\n",
        Stage::Vertex,
    );
    assert!(
        e.contains("3:15: error: unterminated call of macro `F`"),
        "{e}"
    );
    let e = errors(
        "#version 120\n#define F(x, y) x\nvoid main() { gl_Position = vec4(F(1.0)); }\n",
        Stage::Vertex,
    );
    assert!(e.contains("macro `F` takes 2 argument(s), 1 given"), "{e}");
}

#[test]
fn every_syntax_error_is_reported() {
    let src = "#version 120\nfloat a = ;\nvoid f() {\n    int x = 1 +;\n    x = 2;\n    if (x) { y = ; }\n}\nfloat b = 1.0\nvoid main() { gl_Position = vec4(0.0); }\n";
    let e = errors(src, Stage::Vertex);
    for pos in [
        "t.glsl:2:11: error: syntax error",
        "t.glsl:4:16: error: syntax error",
        "t.glsl:6:18: error: syntax error",
        "t.glsl:9:1: error: syntax error",
    ] {
        assert!(e.contains(pos), "{pos} missing in:\n{e}");
    }
    assert_eq!(
        e.lines().filter(|l| l.starts_with("t.glsl:")).count(),
        4,
        "{e}"
    );
}

#[test]
fn keywords_per_version() {
    // `centroid` is an identifier in 1.10, a keyword from 1.20.
    assert_eq!(
        x_of(&vs("#version 110", "float centroid = 2.0;", "centroid")),
        2.0
    );
    errors(
        &vs("#version 120", "float centroid = 2.0;", "centroid"),
        Stage::Vertex,
    );
    // Precision words: identifiers in desktop 1.10, reserved in 1.20 (GLSL
    // 1.20 section 3.6), keywords in ES and 1.30+.
    assert_eq!(x_of(&vs("#version 110", "float lowp = 3.0;", "lowp")), 3.0);
    for word in ["lowp", "mediump", "highp", "precision"] {
        let e = errors(
            &vs("#version 120", &format!("float {word} = 3.0;"), word),
            Stage::Vertex,
        );
        assert!(e.contains("reserved"), "{word}: {e}");
    }
    // `case` is a keyword from 1.30 only (not reserved in 1.10/1.20 or ES 1.00);
    // `layout` from 1.40.
    assert_eq!(x_of(&vs("#version 120", "float case = 4.0;", "case")), 4.0);
    assert_eq!(x_of(&vs("#version 100", "float case = 4.0;", "case")), 4.0);
    errors(
        &vs("#version 130", "float case = 4.0;", "case"),
        Stage::Vertex,
    );
    assert_eq!(
        x_of(&vs("#version 130", "float layout = 5.0;", "layout")),
        5.0
    );
    errors(
        &vs("#version 140", "float layout = 5.0;", "layout"),
        Stage::Vertex,
    );
    // ... unless an extension brings layout qualifiers.
    errors(
        &vs(
            "#version 130\n#extension GL_ARB_explicit_attrib_location : enable",
            "float layout = 5.0;",
            "layout",
        ),
        Stage::Vertex,
    );
    errors(
        &vs("#version 130", "float lowp = 3.0;", "lowp"),
        Stage::Vertex,
    );
    errors(
        &vs("#version 100", "float lowp = 3.0;", "lowp"),
        Stage::Vertex,
    );
    // `patch`, `sample`, `buffer` before 4.00/4.30.
    assert_eq!(
        x_of(&vs(
            "#version 330",
            "float patch = 1.0, sample = 2.0, buffer = 3.0;",
            "patch + sample + buffer"
        )),
        6.0
    );
    // Types of later versions are identifiers before them (as in glslangValidator).
    assert_eq!(
        x_of(&vs(
            "#version 120",
            "float uint = 1.0, sampler1DArray = 2.0, isampler2D = 3.0;",
            "uint + sampler1DArray + isampler2D"
        )),
        6.0
    );
    assert_eq!(
        x_of(&vs("#version 110", "float mat2x3 = 1.0;", "mat2x3")),
        1.0
    );
    assert_eq!(
        x_of(&vs(
            "#version 130",
            "float isampler2DRect = 1.0, sampler2DMS = 2.0;",
            "isampler2DRect + sampler2DMS"
        )),
        3.0
    );
    errors(
        &vs("#version 120", "float mat2x3 = 1.0;", "mat2x3"),
        Stage::Vertex,
    );
    errors(
        &vs("#version 130", "float uint = 1.0;", "uint"),
        Stage::Vertex,
    );
    // `flat` is an identifier in 1.20.
    assert_eq!(x_of(&vs("#version 120", "float flat = 4.0;", "flat")), 4.0);
    // Reserved words are errors everywhere.
    let e = errors(
        &vs("#version 330", "float goto = 1.0;", "1.0"),
        Stage::Vertex,
    );
    assert!(e.contains("`goto` is a reserved word"), "{e}");
}

#[test]
fn struct_name_reused_as_variable() {
    let src = "#version 120\nstruct S { float a; };\nvoid main() {\n    S S = S(5.0);\n    gl_Position = vec4(S.a);\n}\n";
    assert_eq!(x_of(src), 5.0);
}

#[test]
fn integer_literals() {
    assert_eq!(x_of(&vs("#version 130", "", "int(0xffffffff)")), -1.0);
    assert_eq!(x_of(&vs("#version 130", "", "4294967295u >> 28")), 15.0);
    assert_eq!(x_of(&vs("#version 120", "", "017")), 15.0);
    assert_eq!(x_of(&vs("#version 120", "", "0x1F")), 31.0);
    assert_eq!(x_of(&vs("#version 120", "", "1.5e1f")), 15.0);
    for (lit, msg) in [
        ("4294967296", "integer literal `4294967296` is too large"),
        ("0x100000000", "too large"),
        ("09", "invalid octal literal `09`"),
        ("1x", "invalid integer literal `1x`"),
        ("1.0.0", "invalid floating-point literal"),
    ] {
        let e = errors(&vs("#version 130", "", lit), Stage::Vertex);
        assert!(e.contains(msg), "{lit}: {e}");
    }
    let e = errors(&vs("#version 110", "", "1.0f"), Stage::Vertex);
    assert!(
        e.contains("floating-point suffix in `1.0f` requires GLSL 1.20"),
        "{e}"
    );
}

#[test]
fn pasting_cannot_grow_tokens_without_bound() {
    let depth = 40;
    let src = format!(
        "#version 120\n#define P(a) a ## a\n#define D(a) P(a)\nvoid main() {{ float {}x{}; }}\n",
        "D(".repeat(depth),
        ")".repeat(depth)
    );
    let e = errors(&src, Stage::Vertex);
    assert!(
        e.contains("`##` makes a token longer than 1024 characters"),
        "{e}"
    );
}

/// Nesting up to and past the parser's limit, with a main thread's stack
/// (8 MiB) in a debug build: an error or a result, never a stack overflow.
#[test]
fn deep_nesting_in_a_main_thread_stack() {
    std::thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(|| {
            for n in [100, 200, 255, 300, 600] {
                let forms = [
                    format!("float x = {}1.0{};", "(".repeat(n), ")".repeat(n)),
                    format!("float x = {}1.0;", "- ".repeat(n)),
                    format!("float x = 1.0; x = {}x;", "--".repeat(n)),
                    format!("float x = {}1.0{};", "abs(".repeat(n), ")".repeat(n)),
                    format!("float x; {}x = 1.0;", "x = ".repeat(n)),
                    format!(
                        "float x = {} 1.0 {};",
                        "true ? ".repeat(n),
                        ": 0.0".repeat(n)
                    ),
                    format!(
                        "float x = 1.0; {} x = 2.0; {}",
                        "if (x > 0.0) {".repeat(n),
                        "}".repeat(n)
                    ),
                    format!(
                        "float a[2]; float x = a[{}0{}];",
                        "int(a[".repeat(n),
                        "])".repeat(n)
                    ),
                ];
                for body in forms {
                    let src = format!(
                        "#version 120\nvoid main() {{ {body} gl_Position = vec4(0.0); }}\n"
                    );
                    let _ = compile(&src, Stage::Vertex, &CompileOptions::default());
                }
            }
        })
        .unwrap()
        .join()
        .unwrap();
}

/// The tokens of a text, split at white space (outputs compare token by
/// token, as the reference tools' outputs differ in spacing).
fn words(s: &str) -> Vec<Vec<&str>> {
    s.lines().map(|l| l.split_whitespace().collect()).collect()
}

#[test]
fn preprocess_only() {
    let src = "#version 130\n#extension GL_ARB_explicit_attrib_location : enable\n\
               #define F(a, b) ((a) + (b))\n#define NEG -\n\
               /* comment */ int x = F(1,\n  2) - NEG 3; // c\n\
               #if 0\nbad\n#else\nint y = __LINE__;\n#endif\n#line 40\nint z = __LINE__;\n";
    let out = gpubin_glsl::preprocess(src, Stage::Vertex, &CompileOptions::default()).unwrap();
    let expect = "#version 130\n#extension GL_ARB_explicit_attrib_location : enable\n\n\n\
                  int x = ((1) + (2))\n- - 3;\n\n\n\nint y = 10;\n\n#line 40\nint z = 41;\n";
    assert_eq!(words(&out.text), words(expect), "{}", out.text);
    // One line out per line in: diagnostics of a compile of the output
    // point where those of the source do.
    assert_eq!(out.text.lines().count(), src.lines().count());
    // Two `-` tokens stay two tokens.
    assert!(out.text.contains("- - 3"), "{}", out.text);
    // Errors as a compile reports them.
    let err = gpubin_glsl::preprocess("#if\n#endif\n", Stage::Vertex, &CompileOptions::default())
        .unwrap_err()
        .to_string();
    assert!(err.contains("<source>:1:"), "{err}");
    let err = gpubin_glsl::preprocess("#error stop\n", Stage::Vertex, &CompileOptions::default())
        .unwrap_err()
        .to_string();
    assert!(err.contains("stop"), "{err}");
    // `#pragma` lines are kept for the compiler; `#line` takes constant
    // expressions; a block comment spanning lines continues a `#define`.
    let src = "#pragma optimize(off)\n#line (2 + 3)\n#define A 1 /* x\n */ + 2\nint a = A;\n";
    let out = gpubin_glsl::preprocess(src, Stage::Vertex, &CompileOptions::default()).unwrap();
    assert_eq!(
        words(&out.text),
        words("#pragma optimize(off)\n#line (2 + 3)\n\n\nint a = 1 + 2;\n"),
        "{}",
        out.text
    );
    // The output compiles as the source does.
    let full = "#version 120\n#define ONE 1.0\nvoid main() { gl_Position = vec4(ONE); }\n";
    let out = gpubin_glsl::preprocess(full, Stage::Vertex, &CompileOptions::default()).unwrap();
    assert_eq!(x_of(&out.text), 1.0);
}

/// The messages of malformed `#version` and `#if` lines, each at its place.
#[test]
fn directive_errors_are_located_and_worded() {
    let main = "void main() { gl_Position = vec4(0.0); }\n";
    for (src, want) in [
        (
            "#version abc\n",
            "t.glsl:1:1: error: invalid #version number `abc`",
        ),
        ("#version\n", "t.glsl:1:1: error: #version without a number"),
        (
            "#version 150 core extra\n",
            "t.glsl:1:1: error: unexpected `extra` after #version",
        ),
        (
            "#version 130 core\n",
            "t.glsl:1:1: error: profile `core` requires #version 150 or later",
        ),
        (
            "#version 120\n#if 1 / 0\n#endif\n",
            "t.glsl:2:7: error: division by zero in #if expression",
        ),
        (
            "#version 120\n#if (1\n#endif\n",
            "t.glsl:2:6: error: missing `)` in #if expression",
        ),
        (
            "#version 120\n#if 1 +\n#endif\n",
            "t.glsl:2:7: error: #if expression ends early",
        ),
        (
            "#version 120\n#if 1 2\n#endif\n",
            "t.glsl:2:7: error: unexpected `2` in #if expression",
        ),
    ] {
        let e = errors(&format!("{src}{main}"), Stage::Vertex);
        assert!(e.contains(want), "{src}: {e}");
    }
}
