//! In/out interface blocks (GLSL 1.50 and 3.30 §4.3.7): each rule with a
//! shader that compiles and one that fails.

mod common;

use common::{object, src};
use gpubin_glsl::{compile, CompileOptions, Stage, Type};

#[track_caller]
fn ok(stage: Stage, globals: &str, body: &str) {
    for v in ["150", "330"] {
        let text = src(v, globals, body);
        if let Err(e) = object(stage, &text) {
            panic!("GLSL {v}: expected to compile:\n{text}\n{e}");
        }
    }
}

#[track_caller]
fn fails(stage: Stage, globals: &str, body: &str, needle: &str) {
    for v in ["150", "330"] {
        let text = src(v, globals, body);
        match object(stage, &text) {
            Ok(()) => panic!("GLSL {v}: expected an error:\n{text}"),
            Err(e) => assert!(e.contains(needle), "GLSL {v}: `{needle}` not in\n{e}"),
        }
    }
}

const GS: &str = "layout(triangles) in;\nlayout(triangle_strip, max_vertices = 3) out;\n";

#[test]
fn blocks_need_glsl_150() {
    // §4.3.7 (GLSL 1.50): in/out blocks are new in 1.50.
    let text = src("140", "out VertexData { vec4 c; } vd;", "");
    let e = object(Stage::Vertex, &text).unwrap_err();
    assert!(
        e.contains("`in`/`out` interface blocks requires GLSL 1.50"),
        "{e}"
    );
    ok(
        Stage::Vertex,
        "out VertexData { vec4 c; } vd;",
        "vd.c = vec4(1.0);",
    );
}

#[test]
fn vertex_output_block_with_and_without_instance() {
    // §4.3.7: an instance name makes members `vd.c`; without one they are
    // in the global scope.
    ok(
        Stage::Vertex,
        "out VertexData { vec4 c; vec3 n; } vd;",
        "vd.c = vec4(1.0);\nvd.n = vec3(0.0);",
    );
    ok(
        Stage::Vertex,
        "out VertexData { vec4 c; };",
        "c = vec4(1.0);",
    );
    fails(
        Stage::Vertex,
        "out VertexData { vec4 c; } vd;",
        "c = vec4(1.0);",
        "undeclared identifier `c`",
    );
    fails(
        Stage::Vertex,
        "out VertexData { vec4 c; };\nout vec4 c;",
        "",
        "redefinition of `c`",
    );
    let m = compile(
        &src(
            "150",
            "out VertexData { vec4 c; vec3 n; } vd;",
            "vd.c = vec4(1.0);\nvd.n = vec3(0.0);\ngl_Position = vec4(0.0);",
        ),
        Stage::Vertex,
        &CompileOptions::default(),
    )
    .unwrap();
    let vd = &m.reflection.outputs[0];
    assert_eq!(
        (vd.name.as_str(), vd.type_name.as_str()),
        ("vd", "VertexData")
    );
    let members: Vec<&str> = vd.members.iter().map(|m| m.name.as_str()).collect();
    assert_eq!(members, ["c", "n"]);
}

#[test]
fn stage_directions() {
    // §4.3.7: no input blocks in vertex shaders, no output blocks in
    // fragment shaders.
    fails(
        Stage::Vertex,
        "in VertexData { vec4 c; } vd;",
        "",
        "vertex shaders cannot have input blocks",
    );
    fails(
        Stage::Fragment,
        "out FragData { vec4 c; } fd;",
        "",
        "fragment shaders cannot have output blocks",
    );
    ok(
        Stage::Fragment,
        "in VertexData { vec4 c; } vd;\nout vec4 o;",
        "o = vd.c;",
    );
}

#[test]
fn input_block_members_are_read_only() {
    // §4.3.4: inputs are read-only, in a block too.
    fails(
        Stage::Fragment,
        "in VertexData { vec4 c; } vd;",
        "vd.c = vec4(0.0);",
        "cannot assign to a shader input",
    );
    fails(
        Stage::Fragment,
        "in VertexData { vec4 c; };",
        "c = vec4(0.0);",
        "cannot assign to a shader input",
    );
}

#[test]
fn member_qualifiers() {
    // §4.3.7: members may repeat the block's storage and take
    // interpolation qualifiers; no samplers, no other storage.
    ok(
        Stage::Vertex,
        "out VertexData { flat int id; smooth vec4 c; out vec3 n; centroid vec2 t; } vd;",
        "",
    );
    fails(
        Stage::Vertex,
        "out VertexData { in vec4 c; } vd;",
        "",
        "can only repeat the block's `out` qualifier",
    );
    fails(
        Stage::Vertex,
        "out VertexData { uniform vec4 c; } vd;",
        "",
        "can only repeat the block's `out` qualifier",
    );
    fails(
        Stage::Vertex,
        "out VertexData { sampler2D t; } vd;",
        "",
        "in/out blocks cannot hold samplers",
    );
    // Integer fragment inputs are flat (GLSL 1.50 §4.3.4).
    fails(
        Stage::Fragment,
        "in VertexData { int id; } vd;",
        "",
        "must be qualified `flat`",
    );
    ok(Stage::Fragment, "in VertexData { flat int id; } vd;", "");
}

#[test]
fn geometry_input_blocks_are_arrays() {
    // §4.3.7: geometry shader input blocks are arrays, sized by the input
    // primitive like other inputs (§4.3.8.1).
    ok(
        Stage::Geometry,
        &format!("{GS}in VertexData {{ vec4 c; }} vd[];"),
        "vec4 x = vd[2].c;",
    );
    ok(
        Stage::Geometry,
        &format!("{GS}in VertexData {{ vec4 c; }} vd[3];"),
        "",
    );
    fails(
        Stage::Geometry,
        &format!("{GS}in VertexData {{ vec4 c; }} vd[4];"),
        "",
        "does not match the input primitive",
    );
    fails(
        Stage::Geometry,
        &format!("{GS}in VertexData {{ vec4 c; }} vd;"),
        "",
        "geometry shader inputs must be arrays",
    );
    fails(
        Stage::Geometry,
        &format!("{GS}in VertexData {{ vec4 c; }};"),
        "",
        "must be arrays with an instance name",
    );
    fails(
        Stage::Geometry,
        &format!("{GS}in VertexData {{ vec4 c; }} vd[];"),
        "vec4 x = vd[3].c;",
        "index 3 out of range",
    );
    let text = src(
        "150",
        &format!("{GS}in VertexData {{ vec4 c; }} vd[];\nout FragData {{ vec4 c; }} fd;"),
        "fd.c = vd[0].c;\nEmitVertex();",
    );
    let m = compile(&text, Stage::Geometry, &CompileOptions::default()).unwrap();
    let vd = m.global("vd").unwrap().1;
    assert!(matches!(&vd.ty, Type::Array(_, 3)), "{:?}", vd.ty);
}

#[test]
fn blocks_at_global_scope_only() {
    // §4.3.7: blocks are declared at global scope.
    fails(
        Stage::Vertex,
        "",
        "out VertexData { vec4 c; } vd;",
        "interface blocks must be at global scope",
    );
}

#[test]
fn reserved_and_duplicate_block_names() {
    // GLSL 1.50 §3.7: `gl_` names are reserved; §4.3.7: block names are
    // unique per interface.
    fails(
        Stage::Vertex,
        "out gl_Mine { vec4 c; } m;",
        "",
        "block names starting with `gl_` are reserved",
    );
    fails(
        Stage::Vertex,
        "out VertexData { vec4 c; } a;\nout VertexData { vec4 d; } b;",
        "",
        "redefinition of the output block `VertexData`",
    );
    ok(
        Stage::Geometry,
        "layout(points) in;\nin VertexData { vec4 c; } a[];\nout VertexData { vec4 c; } b;",
        "",
    );
}
