//! Functions that `main` never reaches: GLSL accepts them (a function needs
//! a definition only where it is called, GLSL 1.10 §6.1), and so do the
//! interpreter and Mesa. Slots are given to what `main` reaches, so the
//! code generator lowers only the reachable functions and says nothing
//! about the others, whatever built-in inputs they read.

use gpubin_mvp::codegen::Target;
use gpubin_mvp::{build, tools, ProgramOptions, ShaderSource};

const VS: &str = "#version 110\n\
attribute vec4 piglit_vertex;\n\
varying vec4 col;\n\
vec4 unused_colour() { return gl_Color * gl_SecondaryColor; }\n\
vec4 half_of(vec4 v) { return v * 0.5; }\n\
vec4 unused_caller() { return half_of(unused_colour()); }\n\
void main() { gl_Position = piglit_vertex; col = half_of(vec4(0.5, 1.0, 1.5, 2.0)); }\n";

const FS: &str = "#version 110\n\
varying vec4 col;\n\
vec4 unused_coord() { return gl_FragCoord * 0.5; }\n\
float unused_facing() { return gl_FrontFacing ? 1.0 : 0.0; }\n\
vec4 unused_both() { return unused_coord() + vec4(unused_facing()); }\n\
vec4 swap(vec4 v) { return v.yxzw; }\n\
void main() { gl_FragColor = swap(col); }\n";

#[test]
fn uncalled_functions_reading_builtin_inputs_compile_without_a_word() {
    let b = build(
        &[ShaderSource::file("dead.vert", VS)],
        &[ShaderSource::file("dead.frag", FS)],
        &ProgramOptions::default(),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert!(b.program.warnings.is_empty(), "{:?}", b.program.warnings);
    // Only what main reaches has slots ...
    let slots = &b.program.slots;
    for name in ["gl_Color", "gl_SecondaryColor"] {
        assert!(slots.vs.input(name).is_none(), "{name}");
    }
    for name in ["gl_FragCoord", "gl_FrontFacing"] {
        assert!(slots.fs.input(name).is_none(), "{name}");
    }
    assert_eq!(slots.vs.input("piglit_vertex").unwrap().slot, 0);
    assert_eq!(slots.fs.input("col").unwrap().slot, 0);
    // ... and only what main reaches is lowered.
    for f in ["unused_colour", "unused_caller"] {
        assert!(
            !b.vs_ll.contains(&format!("@glsl.{f}(")),
            "{f}:\n{}",
            b.vs_ll
        );
    }
    for f in ["unused_coord", "unused_facing", "unused_both"] {
        assert!(
            !b.ps_ll.contains(&format!("@glsl.{f}(")),
            "{f}:\n{}",
            b.ps_ll
        );
    }
    assert!(b
        .vs_ll
        .contains("define internal <4 x float> @glsl.half_of("));
    assert!(b.ps_ll.contains("define internal <4 x float> @glsl.swap("));
    for t in [Target::default(), Target::host()] {
        tools::verify_ir(&b.program.vs_ir(&t).unwrap(), "vs").unwrap();
        tools::verify_ir(&b.program.ps_ir(&t).unwrap(), "ps").unwrap();
    }
}

#[test]
fn a_function_reached_only_through_another_is_lowered() {
    let fs = "#version 110\n\
        varying vec4 col;\n\
        vec4 inner(vec4 v) { return v + gl_FragCoord * 0.0; }\n\
        vec4 outer(vec4 v) { return inner(v); }\n\
        void main() { gl_FragColor = outer(col); }\n";
    let b = build(
        &[ShaderSource::file("dead.vert", VS)],
        &[ShaderSource::file("reach.frag", fs)],
        &ProgramOptions::default(),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert!(b.ps_ll.contains("@glsl.inner("), "{}", b.ps_ll);
    assert!(b.ps_ll.contains("@glsl.outer("), "{}", b.ps_ll);
    assert_eq!(b.program.slots.fs.input("gl_FragCoord").unwrap().slot, 0);
}
