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

/// Only type names and the variables that hide one are recorded: a struct
/// declared in a block hides a variable declared before any type existed,
/// and after the block the name is the variable again.
#[test]
fn struct_in_a_block_hides_an_earlier_variable() {
    let src = "#version 330 core
out vec4 color;
float v = 1.0;
void main() {
    float w = 2.0;
    {
        struct v { float a; };
        struct w { float b; };
        v x = v(3.0);
        w y = w(4.0);
        color = vec4(x.a + y.b);
    }
    color += vec4(v + w);
}
";
    compiles(src).unwrap();
}

/// After that block `v` is no type: `v x` is a syntax error.
#[test]
fn block_struct_name_is_gone_after_the_block() {
    let src = "#version 330 core
out vec4 color;
float v = 1.0;
void main() {
    {
        struct v { float a; };
    }
    v x = v(3.0);
    color = vec4(v);
}
";
    let err = compiles(src).unwrap_err();
    assert!(err.contains("syntax error"), "{err}");
}

/// A parameter hides a global struct type inside the function body only.
#[test]
fn parameter_hides_a_type_inside_its_function() {
    let src = "#version 330 core
struct S { float x; };
out vec4 color;
float f(float S) { return S * 2.0; }
void main() {
    S s = S(f(1.0));
    color = vec4(s.x);
}
";
    compiles(src).unwrap();
}
