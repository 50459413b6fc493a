//! `build` / `Program::from_sources` with several named sources per stage:
//! each source is one shader object, the objects of a stage are linked.

use gpubin_mvp::{build, Error, Program, ProgramOptions, ShaderSource};

const VS: &str = "#version 120\nattribute vec4 p;\nvarying vec4 col;\nvec4 colour(vec4 v);\nvoid main() { gl_Position = p; col = colour(p); }\n";
const VS_LIB: &str = "#version 120\nvec4 colour(vec4 v) { return v * 0.5; }\n";
const FS: &str = "#version 120\nvarying vec4 col;\nvoid main() { gl_FragColor = col; }\n";

fn section(text: &str, first_line: u32) -> ShaderSource {
    ShaderSource {
        name: "t.shader_test".into(),
        text: text.into(),
        first_line,
    }
}

#[test]
fn several_sources_per_stage_link() {
    let vs = [
        ShaderSource::file("a.vert", VS),
        ShaderSource::file("b.vert", VS_LIB),
    ];
    let fs = [ShaderSource::file("c.frag", FS)];
    let b = build(&vs, &fs, &ProgramOptions::default()).unwrap();
    assert_eq!(b.program.vs_file, "a.vert + b.vert");
    assert!(b.vs_ll.contains("@glsl.colour("), "{}", b.vs_ll);
    // The single-source call still works.
    let single = "#version 120\nattribute vec4 p;\nvarying vec4 col;\nvoid main() { gl_Position = p; col = p; }\n";
    let p = Program::compile(single, "s.vert", FS, "c.frag", &ProgramOptions::default()).unwrap();
    assert_eq!(p.vs_file, "s.vert");
    // Each source keeps its own #version and scope: the same global in
    // two sources is one variable, not a redeclaration.
    let fs_main =
        "#version 120\nuniform vec4 k;\nvec4 f();\nvoid main() { gl_FragColor = f() + k; }\n";
    let fs_lib = "#version 120\nuniform vec4 k;\nvec4 f() { return k; }\n";
    let p = Program::from_sources(
        &vs,
        &[
            ShaderSource::file("m.frag", fs_main),
            ShaderSource::file("l.frag", fs_lib),
        ],
        &ProgramOptions::default(),
    )
    .unwrap();
    assert_eq!(p.fs.reflection.uniforms.len(), 1);
}

#[test]
fn errors_point_at_each_section() {
    let vs = [
        ShaderSource::file("a.vert", VS),
        ShaderSource::file("b.vert", VS_LIB),
    ];
    // Two fragment sections at lines 10 and 20 of one file, both with main.
    let fs = [section(FS, 10), section(FS, 20)];
    let e = match Program::from_sources(&vs, &fs, &ProgramOptions::default()) {
        Err(Error::Frontend(d)) => d.to_string(),
        other => panic!("{other:?}"),
    };
    assert!(e.contains("t.shader_test:22:6: error: link error: `main` is defined more than once in the fragment stage (also at t.shader_test:12:6)"), "{e}");
    // A compile error in the second section, at the file's line.
    let fs = [
        section(FS, 10),
        section("#version 120\nfloat g() { return y; }\n", 20),
    ];
    let e = match Program::from_sources(&vs, &fs, &ProgramOptions::default()) {
        Err(Error::Frontend(d)) => d.to_string(),
        other => panic!("{other:?}"),
    };
    assert!(
        e.contains("t.shader_test:21:20: error: undeclared identifier `y`"),
        "{e}"
    );
}
