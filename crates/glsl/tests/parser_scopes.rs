//! The parser's record of which names are types, per block: a variable
//! may hide a struct's name inside a block, and the type is visible again
//! after it (GLSL 1.50 §4.2.2, scoping; §4.1.8, structures).

use gpubin_glsl::{compile, CompileOptions, Stage};

fn compiles(src: &str) -> Result<(), String> {
    compile(src, Stage::Fragment, &CompileOptions::default())
        .map(|_| ())
        .map_err(|d| d.to_string())
}

#[test]
fn hidden_type_name_comes_back_after_the_block() {
    let src = "#version 330 core
struct S { float x; };
out vec4 color;
void main() {
    {
        float S = 1.0;
        color = vec4(S);
    }
    S s = S(2.0);
    color = vec4(s.x);
}
";
    compiles(src).unwrap();
}

#[test]
fn hidden_type_name_is_a_variable_inside_the_block() {
    // Inside the block `S` names the float, so `S s` is a syntax error.
    let src = "#version 330 core
struct S { float x; };
out vec4 color;
void main() {
    float S = 1.0;
    S s = S(2.0);
    color = vec4(S);
}
";
    let err = compiles(src).unwrap_err();
    assert!(err.contains("syntax error"), "{err}");
}

#[test]
fn redeclared_name_in_one_block_restores_the_outer_type() {
    let src = "#version 330 core
struct S { float x; };
out vec4 color;
void main() {
    {
        float S = 1.0;
        {
            struct S { int y; };
            S inner = S(3);
            color = vec4(float(inner.y));
        }
        color += vec4(S);
    }
    S s = S(2.0);
    color += vec4(s.x);
}
";
    compiles(src).unwrap();
}
