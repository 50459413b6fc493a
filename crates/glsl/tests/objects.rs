//! Shader objects compiled one at a time, as `glCompileShader` does.

use gpubin_glsl::{compile, compile_object, CompileOptions, Stage};

#[test]
fn an_object_needs_no_main() {
    let src = "#version 330 core\nvec3 shade(vec3 n);\nvec4 lit(vec3 n) { return vec4(shade(n), 1.0); }\n";
    let o = compile_object(src, Stage::Fragment, &CompileOptions::default()).unwrap();
    assert!(o.module.is_none());
    assert_eq!(o.version.number, 330);
    // A complete program still needs main and the called definitions.
    let d = compile(src, Stage::Fragment, &CompileOptions::default()).unwrap_err();
    assert!(
        d.to_string().contains("no `void main()` function defined"),
        "{d}"
    );
}

#[test]
fn an_object_with_main_is_a_program() {
    let src = "#version 120\nvoid main() { gl_Position = vec4(1.0); }\n";
    let o = compile_object(src, Stage::Vertex, &CompileOptions::default()).unwrap();
    assert!(o
        .module
        .is_some_and(|m| m.reflection.outputs.iter().any(|v| v.name == "gl_Position")));
}

#[test]
fn an_object_still_gets_every_language_rule() {
    let src = "#version 120\nfloat f(float x) { return y; }\n";
    let d = compile_object(src, Stage::Vertex, &CompileOptions::default()).unwrap_err();
    assert!(
        d.to_string()
            .contains("2:27: error: undeclared identifier `y`"),
        "{d}"
    );
    let src = "#version 120\nfloat g(float x);\nfloat f(float x) { return g(x); }\nfloat g(float x) { return f(x); }\n";
    let d = compile_object(src, Stage::Vertex, &CompileOptions::default()).unwrap_err();
    assert!(d.to_string().contains("recursion is not allowed"), "{d}");
}

use gpubin_glsl::link::link;
use gpubin_glsl::ShaderObject;

fn object(file: &str, src: &str) -> ShaderObject {
    let stage = Stage::from_extension(file.rsplit('.').next().unwrap()).unwrap();
    let opts = CompileOptions {
        file_name: Some(file.into()),
        ..Default::default()
    };
    compile_object(src, stage, &opts).unwrap_or_else(|d| panic!("{file}: {d}"))
}

fn link_errors(objects: &[ShaderObject]) -> String {
    link(objects).unwrap_err().to_string()
}

const VS_MAIN: &str = "#version 330 core\nin vec3 p;\nout vec3 n;\nvec3 shade(vec3 x);\nvoid main() { n = shade(p); gl_Position = vec4(p, 1.0); }\n";
const VS_LIB: &str = "#version 330 core\nvec3 shade(vec3 x) { return x * 0.5; }\n";
const FS: &str = "#version 330 core\nin vec3 n;\nout vec4 c;\nvoid main() { c = vec4(n, 1.0); }\n";

#[test]
fn objects_link_across_files_and_stages() {
    let objs = [
        object("a.vert", VS_MAIN),
        object("b.vert", VS_LIB),
        object("c.frag", FS),
    ];
    link(&objs).unwrap();
}

#[test]
fn link_errors_are_located() {
    // GLSL 1.50 §2.3: a called function must be defined in some object of the stage.
    let e = link_errors(&[object("a.vert", VS_MAIN), object("c.frag", FS)]);
    assert!(e.contains("a.vert:4:6: error: link error: function `shade(vec3)` is called but not defined in any vertex shader object"), "{e}");
    // Each stage needs one main.
    let e = link_errors(&[object("b.vert", VS_LIB), object("c.frag", FS)]);
    assert!(
        e.contains("b.vert:1:1: error: link error: no vertex shader object defines `void main()`"),
        "{e}"
    );
    let e = link_errors(&[
        object("a.vert", VS_MAIN),
        object("b.vert", VS_LIB),
        object(
            "d.vert",
            "#version 330 core\nvoid main() { gl_Position = vec4(0.0); }\n",
        ),
    ]);
    assert!(
        e.contains("d.vert:2:6: error: link error: `main` is defined more than once"),
        "{e}"
    );
    // One definition per signature; return types agree.
    let dup = "#version 330 core\nvec3 shade(vec3 x) { return x; }\n";
    let e = link_errors(&[
        object("a.vert", VS_MAIN),
        object("b.vert", VS_LIB),
        object("e.vert", dup),
    ]);
    assert!(e.contains("e.vert:2:6: error: link error: function `shade(vec3)` is defined more than once (also at b.vert:2:6)"), "{e}");
    let ret = "#version 330 core\nvec4 shade(vec3 x) { return vec4(x, 1.0); }\n";
    let e = link_errors(&[object("a.vert", VS_MAIN), object("f.vert", ret)]);
    assert!(e.contains("f.vert:2:6: error: link error: function `shade(vec3)` returns `vec4` here but `vec3` at a.vert:4:6"), "{e}");
    // GLSL 1.50 §4.3: globals of one name are one variable and must agree.
    let g1 = "#version 330 core\nuniform vec4 tint;\nvec3 shade(vec3 x) { return x * tint.xyz; }\n";
    let g2 = "#version 330 core\nuniform vec3 tint;\nin vec3 p;\nout vec3 n;\nvec3 shade(vec3 x);\nvoid main() { n = shade(p) * tint; gl_Position = vec4(p, 1.0); }\n";
    let e = link_errors(&[object("g1.vert", g1), object("g2.vert", g2)]);
    assert!(e.contains("g2.vert:2:14: error: link error: conflicting declarations of `tint`: uniform `vec3` here, uniform `vec4` at g1.vert:2:14"), "{e}");
}

#[test]
fn stage_interfaces_must_match() {
    // GLSL 1.50 §4.3.4: a fragment input read needs a vertex output of the same name and type.
    let fs_other =
        "#version 330 core\nin vec3 m;\nout vec4 c;\nvoid main() { c = vec4(m, 1.0); }\n";
    let e = link_errors(&[
        object("a.vert", VS_MAIN),
        object("b.vert", VS_LIB),
        object("c.frag", fs_other),
    ]);
    assert!(e.contains("c.frag:2:9: error: link error: fragment input `m` is not written by any vertex shader output"), "{e}");
    let fs_type = "#version 330 core\nin vec4 n;\nout vec4 c;\nvoid main() { c = n; }\n";
    let e = link_errors(&[
        object("a.vert", VS_MAIN),
        object("b.vert", VS_LIB),
        object("c.frag", fs_type),
    ]);
    assert!(e.contains("c.frag:2:9: error: link error: fragment input `n` is `vec4` but the vertex output is `vec3` (a.vert:3:10)"), "{e}");
    // GLSL 1.50 §4.3.9: interpolation qualifiers match.
    let fs_flat =
        "#version 330 core\nflat in vec3 n;\nout vec4 c;\nvoid main() { c = vec4(n, 1.0); }\n";
    let e = link_errors(&[
        object("a.vert", VS_MAIN),
        object("b.vert", VS_LIB),
        object("c.frag", fs_flat),
    ]);
    assert!(e.contains("c.frag:2:14: error: link error: fragment input `n` is `flat` but the vertex output is `smooth` (a.vert:3:10)"), "{e}");
    // GLSL 1.50 §4.3.5: a uniform in both stages has one type.
    let vs_u = "#version 330 core\nuniform vec4 k;\nvoid main() { gl_Position = k; }\n";
    let fs_u =
        "#version 330 core\nuniform vec3 k;\nout vec4 c;\nvoid main() { c = vec4(k, 1.0); }\n";
    let e = link_errors(&[object("u.vert", vs_u), object("u.frag", fs_u)]);
    assert!(
        e.contains(
            "u.frag:2:14: error: link error: uniform `k` is `vec3` here but `vec4` at u.vert:2:14"
        ),
        "{e}"
    );
    // A fragment stage alone is not checked against a missing vertex stage.
    link(&[object("c.frag", FS)]).unwrap();
}
