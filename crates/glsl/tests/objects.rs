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
