//! The interpreter on geometry shaders: one invocation, the emitted
//! primitives checked against values computed by hand (GLSL 1.50 §8.10).

use gpubin_glsl::{
    compile, run, CompileOptions, Invocation, NoTextures, OutputPrimitive, Stage, Value,
};

fn per_vertex(p: [f32; 4]) -> Value {
    Value::Struct(vec![
        (
            "gl_Position".into(),
            Value::Vector(
                p.iter()
                    .map(|x| gpubin_glsl::ir::Scalar::Float(*x))
                    .collect(),
            ),
        ),
        ("gl_PointSize".into(), Value::Float(1.0)),
        (
            "gl_ClipDistance".into(),
            Value::Array(vec![Value::Float(0.0); 8]),
        ),
    ])
}

fn vec(v: &[f32]) -> Value {
    Value::Vector(
        v.iter()
            .map(|x| gpubin_glsl::ir::Scalar::Float(*x))
            .collect(),
    )
}

const GS: &str = "#version 150
layout(triangles) in;
layout(triangle_strip, max_vertices = 8) out;
uniform float offset;
out vec3 color;
void main() {
    for (int i = 0; i < 3; i++) {
        gl_Position = gl_in[i].gl_Position * 2.0;
        color = vec3(float(i), float(gl_PrimitiveIDIn), 0.5);
        EmitVertex();
    }
    EndPrimitive();
    // Two vertices make no triangle: the strip is dropped.
    gl_Position = gl_in[0].gl_Position + vec4(offset);
    color = vec3(9.0);
    EmitVertex();
    EmitVertex();
    EndPrimitive();
    // Completed by the end of the invocation.
    gl_Position = vec4(1.0, 2.0, 3.0, 4.0);
    EmitVertex();
    EmitVertex();
    gl_Position.x = -1.0;
    EmitVertex();
}
";

fn invocation() -> Invocation {
    let mut inv = Invocation::default();
    inv.inputs.insert(
        "gl_in".into(),
        Value::Array(vec![
            per_vertex([1.0, 0.0, 0.0, 1.0]),
            per_vertex([0.0, 1.0, 0.0, 1.0]),
            per_vertex([0.0, 0.0, 1.0, 1.0]),
        ]),
    );
    inv.inputs.insert("gl_PrimitiveIDIn".into(), Value::Int(7));
    inv.uniforms.insert("offset".into(), Value::Float(0.5));
    inv
}

#[test]
fn strips_as_emitted() {
    let m = compile(GS, Stage::Geometry, &CompileOptions::default()).unwrap();
    let out = run(&m, &invocation(), &mut NoTextures).unwrap();
    assert_eq!(out.primitives.len(), 2);
    let first = &out.primitives[0];
    assert_eq!(first.kind, OutputPrimitive::TriangleStrip);
    assert_eq!(first.count(), 1);
    let pos: Vec<&Value> = first.vertices.iter().map(|v| &v["gl_Position"]).collect();
    assert_eq!(
        pos,
        [
            &vec(&[2.0, 0.0, 0.0, 2.0]),
            &vec(&[0.0, 2.0, 0.0, 2.0]),
            &vec(&[0.0, 0.0, 2.0, 2.0])
        ]
    );
    let col: Vec<&Value> = first.vertices.iter().map(|v| &v["color"]).collect();
    assert_eq!(
        col,
        [
            &vec(&[0.0, 7.0, 0.5]),
            &vec(&[1.0, 7.0, 0.5]),
            &vec(&[2.0, 7.0, 0.5])
        ]
    );
    let last = &out.primitives[1];
    let pos: Vec<&Value> = last.vertices.iter().map(|v| &v["gl_Position"]).collect();
    assert_eq!(
        pos,
        [
            &vec(&[1.0, 2.0, 3.0, 4.0]),
            &vec(&[1.0, 2.0, 3.0, 4.0]),
            &vec(&[-1.0, 2.0, 3.0, 4.0])
        ]
    );
    assert!(last
        .vertices
        .iter()
        .all(|v| v["color"] == vec(&[9.0, 9.0, 9.0])));
}

#[test]
fn too_many_vertices_is_reported() {
    // §4.3.8.2: emitting more than max_vertices is undefined; the
    // interpreter says so.
    let src = GS.replace("max_vertices = 8", "max_vertices = 6");
    let m = compile(&src, Stage::Geometry, &CompileOptions::default()).unwrap();
    let e = run(&m, &invocation(), &mut NoTextures)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("EmitVertex: more than max_vertices = 6 vertices emitted"),
        "{e}"
    );
}

#[test]
fn an_object_without_its_layout_does_not_run() {
    let src = "#version 150\nlayout(points, max_vertices = 1) out;\nvoid main() { gl_Position = gl_in[0].gl_Position; EmitVertex(); }\n";
    let o = gpubin_glsl::compile_object(src, Stage::Geometry, &CompileOptions::default()).unwrap();
    let m = o.module.unwrap();
    let mut inv = Invocation::default();
    inv.inputs.insert("gl_in".into(), Value::Array(Vec::new()));
    let e = run(&m, &inv, &mut NoTextures).unwrap_err().to_string();
    assert!(e.contains("does not declare its input primitive"), "{e}");
}

#[test]
fn points_and_line_strips_count() {
    let src = |prim: &str| {
        format!(
            "#version 330 core\nlayout(points) in;\nlayout({prim}, max_vertices = 4) out;\nvoid main() {{\n    for (int i = 0; i < 4; i++) {{\n        gl_Position = gl_in[0].gl_Position + vec4(float(i));\n        EmitVertex();\n    }}\n}}\n"
        )
    };
    let mut inv = Invocation::default();
    inv.inputs.insert(
        "gl_in".into(),
        Value::Array(vec![per_vertex([0.0, 0.0, 0.0, 1.0])]),
    );
    for (prim, count) in [("points", 4), ("line_strip", 3), ("triangle_strip", 2)] {
        let m = compile(&src(prim), Stage::Geometry, &CompileOptions::default()).unwrap();
        let out = run(&m, &inv, &mut NoTextures).unwrap();
        assert_eq!(out.primitives.len(), 1, "{prim}");
        assert_eq!(out.primitives[0].count(), count, "{prim}");
        assert_eq!(
            out.primitives[0].vertices[3]["gl_Position"],
            vec(&[3.0, 3.0, 3.0, 4.0])
        );
    }
}
