//! Linking programs with a geometry stage: vertex outputs feed the
//! geometry shader's input arrays, geometry outputs feed fragment inputs,
//! blocks match by block name (GLSL 1.50 §4.3.4, §4.3.7, §4.3.8).

use gpubin_glsl::{compile_object, link, CompileOptions, ShaderObject, Stage};

fn obj(name: &str, stage: Stage, text: &str) -> ShaderObject {
    let opts = CompileOptions {
        file_name: Some(name.into()),
        ..Default::default()
    };
    compile_object(text, stage, &opts).unwrap_or_else(|e| panic!("{e}"))
}

const VS: &str = "#version 150\nin vec4 pos;\nout VertexData { vec3 normal; } vout;\nout float depth;\nvoid main() { gl_Position = pos; vout.normal = pos.xyz; depth = pos.z; }\n";
const GS: &str = "#version 150\nlayout(triangles) in;\nlayout(triangle_strip, max_vertices = 3) out;\nin VertexData { vec3 normal; } vin[];\nin float depth[];\nout FragData { vec3 n; } gout;\nout float d;\nvoid main() {\n    for (int i = 0; i < 3; i++) {\n        gl_Position = gl_in[i].gl_Position;\n        gout.n = vin[i].normal;\n        d = depth[i];\n        EmitVertex();\n    }\n    EndPrimitive();\n}\n";
const FS: &str = "#version 150\nin FragData { vec3 n; };\nin float d;\nout vec4 color;\nvoid main() { color = vec4(n, d); }\n";

fn link_err(objects: &[ShaderObject]) -> String {
    link::link(objects).unwrap_err().to_string()
}

#[test]
fn vertex_geometry_fragment() {
    let p = [
        obj("a.vert", Stage::Vertex, VS),
        obj("b.geom", Stage::Geometry, GS),
        obj("c.frag", Stage::Fragment, FS),
    ];
    link::link(&p).unwrap();
}

#[test]
fn fragment_inputs_come_from_the_geometry_stage() {
    // With a geometry stage the fragment shader reads its outputs, not the
    // vertex shader's (§2.3).
    let fs =
        "#version 150\nin float depth;\nout vec4 color;\nvoid main() { color = vec4(depth); }\n";
    let e = link_err(&[
        obj("a.vert", Stage::Vertex, VS),
        obj("b.geom", Stage::Geometry, GS),
        obj("c.frag", Stage::Fragment, fs),
    ]);
    assert!(
        e.contains("c.frag:2:10: error: link error: fragment input `depth` is not written by any geometry shader output"),
        "{e}"
    );
}

#[test]
fn geometry_input_arrays_match_vertex_outputs() {
    // §4.3.4: a geometry input `float x[]` takes the vertex output `float x`.
    let gs = GS
        .replace("in float depth[];", "in vec2 depth[];")
        .replace("d = depth[i];", "d = depth[i].x;");
    let e = link_err(&[
        obj("a.vert", Stage::Vertex, VS),
        obj("b.geom", Stage::Geometry, &gs),
    ]);
    assert!(
        e.contains("link error: geometry input `depth` is `vec2[3]` but the vertex output is `float` (a.vert:4:11)"),
        "{e}"
    );
}

#[test]
fn blocks_match_by_name_and_members() {
    // §4.3.7: instance names may differ; members must match.
    let bad = "#version 150\nin FragData { vec4 n; } f;\nin float d;\nout vec4 color;\nvoid main() { color = f.n * d; }\n";
    let e = link_err(&[
        obj("a.vert", Stage::Vertex, VS),
        obj("b.geom", Stage::Geometry, GS),
        obj("c.frag", Stage::Fragment, bad),
    ]);
    assert!(
        e.contains("fragment input block `FragData` { vec4 n; } does not match the geometry output block { vec3 n; } (b.geom:6:1)"),
        "{e}"
    );
    let vs_no_block = "#version 150\nin vec4 pos;\nout float depth;\nvoid main() { gl_Position = pos; depth = pos.z; }\n";
    let e = link_err(&[
        obj("a.vert", Stage::Vertex, vs_no_block),
        obj("b.geom", Stage::Geometry, GS),
    ]);
    assert!(
        e.contains(
            "geometry input block `VertexData` is not written by any vertex shader output block"
        ),
        "{e}"
    );
    // Vertex -> fragment without a geometry stage, blocks on both sides.
    let vs = "#version 150\nout FragData { vec3 n; } v;\nout float d;\nvoid main() { v.n = vec3(1.0); d = 0.0; gl_Position = vec4(0.0); }\n";
    link::link(&[
        obj("a.vert", Stage::Vertex, vs),
        obj("c.frag", Stage::Fragment, FS),
    ])
    .unwrap();
}

#[test]
fn geometry_layouts_across_objects() {
    // §4.3.8.1/§4.3.8.2: the layouts may come from any geometry object of
    // the program, must agree, and must all be declared.
    let main = "#version 150\nin float depth[];\nvoid emit();\nvoid main() { emit(); }\n";
    let layout = "#version 150\nlayout(lines) in;\nlayout(points, max_vertices = 2) out;\nvoid emit() { gl_Position = gl_in[1].gl_Position; EmitVertex(); }\n";
    link::link(&[
        obj("m.geom", Stage::Geometry, main),
        obj("l.geom", Stage::Geometry, layout),
    ])
    .unwrap();
    let e = link_err(&[obj("m.geom", Stage::Geometry, main)]);
    assert!(
        e.contains("no geometry shader object declares an input primitive"),
        "{e}"
    );
    assert!(
        e.contains("no geometry shader object declares an output primitive"),
        "{e}"
    );
    assert!(
        e.contains("no geometry shader object declares `max_vertices`"),
        "{e}"
    );
    let other = "#version 150\nlayout(triangles) in;\nlayout(max_vertices = 3) out;\n";
    let e = link_err(&[
        obj("m.geom", Stage::Geometry, main),
        obj("l.geom", Stage::Geometry, layout),
        obj("o.geom", Stage::Geometry, other),
    ]);
    assert!(
        e.contains("input primitive `triangles` differs from `lines`"),
        "{e}"
    );
    assert!(e.contains("max_vertices = 3 differs from 2"), "{e}");
    let sized = "#version 150\nin float depth[3];\nvoid emit();\nvoid main() { emit(); }\n";
    let e = link_err(&[
        obj("m.geom", Stage::Geometry, sized),
        obj("l.geom", Stage::Geometry, layout),
    ]);
    assert!(
        e.contains("geometry input `depth` has 3 elements but the input primitive `lines` has 2"),
        "{e}"
    );
}

#[test]
fn one_main_per_geometry_stage() {
    let e = link_err(&[obj(
        "l.geom",
        Stage::Geometry,
        "#version 150\nlayout(points) in;\nlayout(points, max_vertices = 1) out;\n",
    )]);
    assert!(
        e.contains("no geometry shader object defines `void main()`"),
        "{e}"
    );
}
