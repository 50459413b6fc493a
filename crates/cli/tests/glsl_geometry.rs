//! `gpubin glsl check|reflect` on geometry shaders, and linking
//! vertex -> geometry -> fragment.

mod common;
use common::*;

fn write(dir: &std::path::Path, name: &str, text: &str) -> String {
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p.to_string_lossy().into_owned()
}

const VS: &str = "#version 150
in vec4 pos;
out VertexData { vec3 normal; } vout;
void main() { gl_Position = pos; vout.normal = pos.xyz; }
";

const GS: &str = "#version 150
layout(triangles) in;
layout(triangle_strip, max_vertices = 3) out;
in VertexData { vec3 normal; } vin[];
out vec3 n;
void main() {
    for (int i = 0; i < gl_in.length(); i++) {
        gl_Position = gl_in[i].gl_Position;
        n = vin[i].normal;
        EmitVertex();
    }
    EndPrimitive();
}
";

const FS: &str = "#version 150
in vec3 n;
out vec4 color;
void main() { color = vec4(n, 1.0); }
";

#[test]
fn check_geometry_by_extension_and_stage() {
    let dir = temp_dir("geom-check");
    let g = write(&dir, "a.geom", GS);
    let o = gpubin(&["glsl", "check", &g]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("a.geom: ok (GLSL 1.50 core geometry shader)"),
        "{}",
        stdout(&o)
    );
    let t = write(&dir, "a.glsl", GS);
    let o = gpubin(&["glsl", "check", "--stage", "geometry", &t]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let bad = write(
        &dir,
        "b.geom",
        "#version 150\nlayout(quads) in;\nvoid main() { EmitVertex(1); }\n",
    );
    let o = gpubin(&["glsl", "check", &bad]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.contains("b.geom:2:8: error: unsupported layout qualifier `quads`"),
        "{err}"
    );
    assert!(
        err.contains("b.geom:3:15: error: `EmitVertex` takes no arguments"),
        "{err}"
    );
}

#[test]
fn link_vertex_geometry_fragment() {
    let dir = temp_dir("geom-link");
    let v = write(&dir, "a.vert", VS);
    let g = write(&dir, "b.geom", GS);
    let f = write(&dir, "c.frag", FS);
    let o = gpubin(&["glsl", "check", "--link", &v, &g, &f]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).contains("linked: 3 objects"), "{}", stdout(&o));
    // Without the geometry stage the fragment input `n` has no producer.
    let o = gpubin(&["glsl", "check", "--link", &v, &f]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("c.frag:2:9: error: link error: fragment input `n` is not written by any vertex shader output"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn reflect_geometry() {
    let dir = temp_dir("geom-reflect");
    let g = write(&dir, "a.geom", GS);
    let o = gpubin(&["glsl", "reflect", &g]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.starts_with("layout(triangles) in; layout(triangle_strip, max_vertices = 3) out;\ninputs:\n  VertexData[3] vin\n    vec3 normal\n  gl_PerVertex[3] gl_in  (built-in)\n"),
        "{out}"
    );
    assert!(
        out.contains("outputs:\n  vec3 n\n  vec4 gl_Position  (built-in)\n"),
        "{out}"
    );
    let o = gpubin(&["glsl", "reflect", "--json", &g]);
    let j: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(
        j["geometry"],
        serde_json::json!({"input": "triangles", "output": "triangle_strip", "max_vertices": 3})
    );
}

#[test]
fn back_ends_reject_geometry() {
    let dir = temp_dir("geom-mali");
    let g = write(&dir, "a.geom", GS);
    let o = gpubin(&["mali", "layout", &g]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("geometry shaders are not supported by this back end"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn run_prints_the_emitted_primitives() {
    let dir = temp_dir("geom-run");
    let g = write(
        &dir,
        "a.geom",
        "#version 150
layout(lines) in;
layout(line_strip, max_vertices = 3) out;
out float t;
void main() {
    for (int i = 0; i < 2; i++) {
        gl_Position = gl_in[i].gl_Position + vec4(1.0);
        t = float(i) * 0.5;
        EmitVertex();
    }
}
",
    );
    let cd = "\"gl_PointSize\": 1, \"gl_ClipDistance\": [0, 0, 0, 0, 0, 0, 0, 0]";
    let inputs = write(
        &dir,
        "in.json",
        &format!(
            "{{\"gl_in\": [{{\"gl_Position\": [1, 2, 3, 4], {cd}}}, {{\"gl_Position\": [-1, -2, -3, -4], {cd}}}]}}"
        ),
    );
    let o = gpubin(&["glsl", "run", &g, "--inputs", &inputs]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let j: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(
        j,
        serde_json::json!({"primitives": [{
            "primitive": "line_strip",
            "count": 1,
            "vertices": [
                {"gl_Position": [2.0, 3.0, 4.0, 5.0], "t": 0.0},
                {"gl_Position": [0.0, -1.0, -2.0, -3.0], "t": 0.5}
            ]
        }]})
    );
}
