//! Arrays declared without a size (GLSL 1.20 §4.1.9): sized by their
//! largest constant index, or by a redeclaration, in one object or over
//! the objects of a stage; arrays in in/out blocks (GLSL 1.50 §4.3.7);
//! `gl_PerVertex` redeclarations (GLSL 1.50 §7.1); integer attributes of
//! GLSL 1.30 (§4.3.4). One positive and one negative case per rule.

use gpubin_glsl::types::Type;
use gpubin_glsl::{compile_object, link_program, CompileOptions, Module, ShaderObject, Stage};

fn compile(src: &str, stage: Stage) -> Result<Module, gpubin_glsl::Diagnostics> {
    gpubin_glsl::compile(src, stage, &CompileOptions::default())
}

fn object(file: &str, src: &str) -> ShaderObject {
    let stage = Stage::from_extension(file.rsplit('.').next().unwrap()).unwrap();
    let opts = CompileOptions {
        file_name: Some(file.into()),
        ..Default::default()
    };
    compile_object(src, stage, &opts).unwrap_or_else(|d| panic!("{file}: {d}"))
}

fn link(objs: &[(&str, &str)]) -> Result<gpubin_glsl::LinkedProgram, String> {
    let objs: Vec<ShaderObject> = objs.iter().map(|(f, s)| object(f, s)).collect();
    link_program(&objs).map_err(|d| d.to_string())
}

fn global_type(p: &gpubin_glsl::LinkedProgram, stage: Stage, name: &str) -> Type {
    let m = p.stage(stage).unwrap();
    m.globals
        .iter()
        .find(|g| g.name == name)
        .unwrap()
        .ty
        .clone()
}

fn compile_error(src: &str, stage: Stage) -> String {
    match compile(src, stage) {
        Ok(_) => panic!("compiled:\n{src}"),
        Err(d) => d.to_string(),
    }
}

#[test]
fn a_local_array_takes_its_largest_index_or_its_redeclared_size() {
    let src = "#version 120\nvoid main() {\n  float a[];\n  a[4] = 1.0;\n  float b[];\n  float b[] = float[](1.0, 2.0);\n  gl_FragColor = vec4(a[4], b[1], 0.0, 1.0);\n}\n";
    let m = compile(src, Stage::Fragment).unwrap();
    let main = &m.functions[m.entry_point.index()];
    let ty = |n: &str| {
        main.locals
            .iter()
            .find(|l| &*l.name == n)
            .unwrap()
            .ty
            .clone()
    };
    assert_eq!(
        ty("a"),
        Type::Array(
            Box::new(Type::Scalar(gpubin_glsl::types::ScalarKind::Float)),
            5
        )
    );
    assert_eq!(
        ty("b"),
        Type::Array(
            Box::new(Type::Scalar(gpubin_glsl::types::ScalarKind::Float)),
            2
        )
    );
}

#[test]
fn a_local_array_redeclared_smaller_than_an_index_used_is_an_error() {
    let e = compile_error(
        "#version 120\nvoid main() {\n  float a[];\n  a[3] = 1.0;\n  float a[2];\n  gl_FragColor = vec4(a[0]);\n}\n",
        Stage::Fragment,
    );
    assert!(
        e.contains("`a` redeclared with size 2, but index 3 was used"),
        "{e}"
    );
    let e = compile_error(
        "#version 120\nvoid main() {\n  float a[];\n  gl_FragColor = vec4(1.0);\n}\n",
        Stage::Fragment,
    );
    assert!(
        e.contains("3:9: error: `a`: unsized array is never sized nor indexed"),
        "{e}"
    );
}

#[test]
fn a_redeclaration_keeps_the_qualifiers_of_the_unsized_local() {
    // `const` on the redeclaration would make a written local read-only.
    let e = compile_error(
        "#version 120\nvoid main() {\n  float a[];\n  a[1] = 1.0;\n  const float a[2] = float[](1.0, 2.0);\n  gl_FragColor = vec4(a[0]);\n}\n",
        Stage::Fragment,
    );
    assert!(
        e.contains("5:15: error: redefinition of `a` with different qualifiers"),
        "{e}"
    );
}

#[test]
fn an_index_cannot_size_an_array_past_the_limit() {
    for (index, col) in [("0xffffffffu", 5), ("65536", 5)] {
        let src = format!(
            "#version 130\nvoid main() {{\n  float c[];\n  c[{index}] = 1.0;\n  gl_FragColor = vec4(1.0);\n}}\n"
        );
        let e = compile_error(&src, Stage::Fragment);
        assert!(
            e.contains(&format!("4:{col}: error: index "))
                && e.contains("beyond the limit of 65536 elements"),
            "{e}"
        );
    }
    // The largest index that fits still sizes the array.
    let m = compile(
        "#version 130\nfloat g[];\nvoid main() {\n  g[65535] = 1.0;\n  gl_FragColor = vec4(g[0]);\n}\n",
        Stage::Fragment,
    )
    .unwrap();
    let g = m.globals.iter().find(|g| g.name == "g").unwrap();
    assert_eq!(
        g.ty,
        Type::Array(Box::new(gpubin_glsl::types::FLOAT), 65536)
    );
}

#[test]
fn a_global_array_is_sized_over_the_objects_of_a_stage() {
    let p = link(&[
        ("a.frag", "float v[];\nvoid set() { v[5] = 1.0; }\n"),
        (
            "b.frag",
            "float v[];\nvoid set();\nvoid main() { set(); gl_FragColor = vec4(v[1]); }\n",
        ),
        ("c.vert", "void main() { gl_Position = gl_Vertex; }\n"),
    ])
    .unwrap();
    assert_eq!(
        global_type(&p, Stage::Fragment, "v"),
        Type::Array(
            Box::new(Type::Scalar(gpubin_glsl::types::ScalarKind::Float)),
            6
        )
    );
    // A declared size is the size, if every index fits.
    let p = link(&[
        ("a.vert", "#version 120\nvarying vec4 c[];\nvoid f() { c[2] = vec4(1.0); }\n"),
        ("b.vert", "#version 120\nvarying vec4 c[4];\nvoid f();\nvoid main() { f(); gl_Position = gl_Vertex; }\n"),
    ])
    .unwrap();
    let vec4 = Type::Vector(gpubin_glsl::types::ScalarKind::Float, 4);
    assert_eq!(
        global_type(&p, Stage::Vertex, "c"),
        Type::Array(Box::new(vec4), 4)
    );
}

#[test]
fn an_index_past_another_objects_declared_size_does_not_link() {
    let e = link(&[
        ("a.vert", "#version 120\nvarying vec4 c[3];\nvoid f() { c[0] = vec4(1.0); }\n"),
        ("b.vert", "#version 120\nvarying vec4 c[];\nvoid f();\nvoid main() { f(); c[3] = vec4(1.0); gl_Position = gl_Vertex; }\n"),
    ])
    .unwrap_err();
    assert!(
        e.contains("b.vert:2:14: error: link error: `c` is indexed with 3 here, but declared with 3 elements at a.vert:2:14"),
        "{e}"
    );
    let e = link(&[
        ("a.frag", "float v[];\nvoid f() {}\n"),
        (
            "b.frag",
            "float v[];\nvoid f();\nvoid main() { f(); gl_FragColor = vec4(1.0); }\n",
        ),
    ])
    .unwrap_err();
    assert!(
        e.contains("`v`: unsized array is never sized nor indexed"),
        "{e}"
    );
}

#[test]
fn block_member_arrays_are_sized_by_each_stage_and_must_agree() {
    let vs = |n: u32| {
        format!("#version 150\nin vec4 p;\nout B {{ float v[]; }} b;\nout C {{ float t[]; }};\nvoid main() {{ gl_Position = p; b.v[{n}] = 1.0; t[1] = 0.0; }}\n")
    };
    let fs = "#version 150\nin B { float v[]; } b;\nin C { float t[]; };\nout vec4 o;\nvoid main() { o = vec4(b.v[2], t[1], 0.0, 1.0); }\n";
    let vs2 = vs(2);
    assert!(link(&[("a.vert", &vs2), ("a.frag", fs)]).is_ok());
    let vs3 = vs(3);
    let e = link(&[("a.vert", &vs3), ("a.frag", fs)]).unwrap_err();
    assert!(e.contains("block `B`"), "{e}");
}

#[test]
fn per_vertex_redeclarations_keep_the_members_they_list() {
    let ok = "#version 150\nin vec4 p;\nout gl_PerVertex { vec4 gl_Position; };\nvoid main() { gl_Position = p; }\n";
    compile(ok, Stage::Vertex).unwrap();
    let e = compile_error(
        "#version 150\nin vec4 p;\nout gl_PerVertex { vec4 gl_Position; };\nvoid main() { gl_Position = p; gl_PointSize = 1.0; }\n",
        Stage::Vertex,
    );
    assert!(
        e.contains("`gl_PointSize` is not a member of the redeclared `gl_PerVertex` block"),
        "{e}"
    );
    let e = compile_error(
        "#version 150\nin vec4 p;\nout gl_PerVertex { vec3 gl_Position; };\nvoid main() { }\n",
        Stage::Vertex,
    );
    assert!(
        e.contains("`gl_Position` is redeclared in `gl_PerVertex` as `vec3`, but it is `vec4`"),
        "{e}"
    );
    let e = compile_error(
        "#version 150\nin vec4 p;\nvoid f() { gl_Position = p; }\nout gl_PerVertex { vec4 gl_Position; };\nvoid main() { f(); }\n",
        Stage::Vertex,
    );
    assert!(
        e.contains("must be redeclared before its member `gl_Position` is used"),
        "{e}"
    );
}

#[test]
fn per_vertex_redeclarations_agree_between_objects_that_use_it() {
    let main = "#version 150\nin vec4 p;\nout gl_PerVertex { vec4 gl_Position; };\nvoid f();\nvoid main() { gl_Position = p; f(); }\n";
    let fs = "#version 150\nout vec4 o;\nvoid main() { o = vec4(1.0); }\n";
    // An object that names no member needs no redeclaration.
    assert!(link(&[
        ("a.vert", main),
        ("b.vert", "#version 150\nvoid f() {}\n"),
        ("c.frag", fs)
    ])
    .is_ok());
    let e = link(&[
        ("a.vert", main),
        ("b.vert", "#version 150\nvoid f() { gl_PointSize = 1.0; }\n"),
        ("c.frag", fs),
    ])
    .unwrap_err();
    assert!(
        e.contains("uses `gl_PerVertex` members without redeclaring the block as at a.vert:3:1"),
        "{e}"
    );
    let e = link(&[
        ("a.vert", main),
        ("b.vert", "#version 150\nout gl_PerVertex { float gl_PointSize; };\nvoid f() { gl_PointSize = 1.0; }\n"),
        ("c.frag", fs),
    ])
    .unwrap_err();
    assert!(
        e.contains("`gl_PerVertex` is redeclared differently"),
        "{e}"
    );
}

#[test]
fn integer_attributes_need_glsl_130() {
    compile(
        "#version 130\nattribute ivec4 i;\nattribute uint u;\nvoid main() { gl_Position = vec4(i) + vec4(float(u)); }\n",
        Stage::Vertex,
    )
    .unwrap();
    let e = compile_error(
        "#version 120\nattribute ivec4 i;\nvoid main() { gl_Position = vec4(i); }\n",
        Stage::Vertex,
    );
    assert!(
        e.contains("`i`: `attribute` and `varying` must be floating-point"),
        "{e}"
    );
}

#[test]
fn uniform_block_members_may_repeat_uniform() {
    compile(
        "#version 150\nuniform B { uniform vec4 c; layout(row_major) mat2 m; } b;\nout vec4 o;\nvoid main() { o = b.c; }\n",
        Stage::Fragment,
    )
    .unwrap();
    let e = compile_error(
        "#version 150\nuniform B { in vec4 c; } b;\nout vec4 o;\nvoid main() { o = b.c; }\n",
        Stage::Fragment,
    );
    assert!(
        e.contains("struct members cannot have storage qualifiers"),
        "{e}"
    );
}
