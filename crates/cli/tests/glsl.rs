//! `gpubin glsl check|preprocess|reflect|run`.

mod common;
use common::*;

fn write(dir: &std::path::Path, name: &str, text: &str) -> String {
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p.to_string_lossy().into_owned()
}

const VS: &str = "#version 330 core
layout (location = 0) in vec3 aPos;
layout (location = 1) in vec3 aColor;
out vec3 ourColor;
void main()
{
gl_Position = vec4(aPos, 1.0);
ourColor = aColor;
}
";

#[test]
fn check_reports_ok_and_errors_with_caret() {
    let dir = temp_dir("check");
    let good = write(&dir, "a.vert", VS);
    let bad = write(
        &dir,
        "b.fs",
        "#version 100\nvoid main() {\n  gl_FragColor = vec4(y);\n}\n",
    );
    let o = gpubin(&["glsl", "check", &good, &bad]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stdout(&o).contains("a.vert: ok (GLSL 3.30 core vertex shader)"),
        "{}",
        stdout(&o)
    );
    let err = stderr(&o);
    assert!(
        err.contains("b.fs:3:23: error: undeclared identifier `y`"),
        "{err}"
    );
    assert!(
        err.contains("  gl_FragColor = vec4(y);\n                      ^"),
        "{err}"
    );
    let o = gpubin(&["glsl", "check", &good]);
    assert_eq!(o.status.code(), Some(0));
}

#[test]
fn check_compiles_objects_without_main() {
    let dir = temp_dir("object");
    let f = write(
        &dir,
        "lib.frag",
        "#version 330 core\nvec3 shade(vec3 n);\nvec4 lit(vec3 n) { return vec4(shade(n), 1.0); }\n",
    );
    let o = gpubin(&["glsl", "check", &f]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("lib.frag: ok (GLSL 3.30 core fragment shader, no main)"),
        "{}",
        stdout(&o)
    );
}

#[test]
fn check_link_reports_link_errors() {
    let dir = temp_dir("link");
    let a = write(
        &dir,
        "a.vert",
        "#version 330 core\nin vec3 p;\nout vec3 n;\nvec3 shade(vec3 x);\nvoid main() { n = shade(p); gl_Position = vec4(p, 1.0); }\n",
    );
    let b = write(
        &dir,
        "b.vert",
        "#version 330 core\nvec3 shade(vec3 x) { return x; }\n",
    );
    let c = write(
        &dir,
        "c.frag",
        "#version 330 core\nin vec3 n;\nout vec4 c;\nvoid main() { c = vec4(n, 1.0); }\n",
    );
    let o = gpubin(&["glsl", "check", "--link", &a, &b, &c]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).contains("linked: 3 objects"), "{}", stdout(&o));
    let o = gpubin(&["glsl", "check", "--link", &a, &c]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains(
            "a.vert:4:6: error: link error: function `shade(vec3)` is called but not defined"
        ),
        "{}",
        stderr(&o)
    );
    // Without --link each file is only compiled.
    let o = gpubin(&["glsl", "check", &a, &c]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
}

#[test]
fn check_needs_a_stage() {
    let dir = temp_dir("stage");
    let f = write(&dir, "shader.glsl", VS);
    let o = gpubin(&["glsl", "check", &f]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("--stage"));
    let o = gpubin(&["glsl", "check", "--stage", "vertex", &f]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let o = gpubin(&["glsl", "check", "--stage", "tessellation", &f]);
    assert_eq!(o.status.code(), Some(2));
    // A vertex shader compiled as a geometry shader: its input is no array.
    let o = gpubin(&["glsl", "check", "--stage", "geometry", &f]);
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn reflect_text_and_json() {
    let dir = temp_dir("reflect");
    let f = write(&dir, "a.vert", VS);
    let o = gpubin(&["glsl", "reflect", &f]);
    assert_eq!(o.status.code(), Some(0));
    let text = stdout(&o);
    assert!(text.contains("layout(location = 0) vec3 aPos"), "{text}");
    assert!(text.contains("vec4 gl_Position  (built-in)"), "{text}");
    let o = gpubin(&["glsl", "reflect", "--json", &f]);
    assert_eq!(o.status.code(), Some(0));
    let j: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(j["inputs"][1]["name"], "aColor");
    assert_eq!(j["inputs"][1]["location"], 1);
    assert_eq!(j["outputs"][0]["name"], "ourColor");
}

#[test]
fn run_prints_outputs() {
    let dir = temp_dir("run");
    let f = write(&dir, "a.vert", VS);
    let inputs = write(
        &dir,
        "in.json",
        r#"{"aPos": [1, 2, 3], "aColor": [0.5, 0.25, 1]}"#,
    );
    let o = gpubin(&["glsl", "run", &f, "--inputs", &inputs]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let j: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(
        j["outputs"]["gl_Position"],
        serde_json::json!([1.0, 2.0, 3.0, 1.0])
    );
    assert_eq!(
        j["outputs"]["ourColor"],
        serde_json::json!([0.5, 0.25, 1.0])
    );
    assert_eq!(j["discarded"], false);

    let fs = write(
        &dir,
        "b.frag",
        "#version 330 core\nuniform float k;\nin float t;\nout vec4 c;\nvoid main() { if (t < 0.0) discard; c = vec4(t * k); }\n",
    );
    let i2 = write(&dir, "i2.json", r#"{"t": 2}"#);
    let u2 = write(&dir, "u2.json", r#"{"k": 1.5}"#);
    let o = gpubin(&["glsl", "run", &fs, "--inputs", &i2, "--uniforms", &u2]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let j: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(j["outputs"]["c"], serde_json::json!([3.0, 3.0, 3.0, 3.0]));
}

#[test]
fn run_rejects_bad_values() {
    let dir = temp_dir("badrun");
    let f = write(&dir, "a.vert", VS);
    let missing = write(&dir, "in.json", r#"{"aPos": [1, 2, 3]}"#);
    let o = gpubin(&["glsl", "run", &f, "--inputs", &missing]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("aColor"), "{}", stderr(&o));
    let wrong = write(&dir, "w.json", r#"{"aPos": [1, 2], "aColor": [0, 0, 0]}"#);
    let o = gpubin(&["glsl", "run", &f, "--inputs", &wrong]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("aPos"), "{}", stderr(&o));
    let notjson = write(&dir, "n.json", "{");
    let o = gpubin(&["glsl", "run", &f, "--inputs", &notjson]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("invalid JSON"), "{}", stderr(&o));
}

#[test]
fn default_version_compiles_unversioned_shaders() {
    let dir = temp_dir("default_version");
    let es = "precision mediump float;\nuniform vec4 c;\nvoid main() { gl_FragColor = c; }\n";
    let f = write(&dir, "es.frag", es);
    // Without the option an unversioned shader is GLSL 1.10, which has no
    // `precision`.
    let o = gpubin(&["glsl", "check", &f]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("es.frag:1:1: error"), "{}", stderr(&o));
    let o = gpubin(&["glsl", "check", "--default-version", "100", &f]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("(GLSL ES 1.00 fragment shader"),
        "{}",
        stdout(&o)
    );
    let o = gpubin(&["glsl", "reflect", "--default-version", "100", &f]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).contains("mediump vec4 c"), "{}", stdout(&o));
    // A `#version` wins over the option.
    let v = write(&dir, "v.frag", &format!("#version 110\n{es}"));
    let o = gpubin(&["glsl", "check", "--default-version", "100", &v]);
    assert_eq!(o.status.code(), Some(1));
    let o = gpubin(&["glsl", "check", "--default-version", "99", &f]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("unsupported GLSL version 99"),
        "{}",
        stderr(&o)
    );
    let o = gpubin(&["mali", "layout", "--default-version", "100", &f]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
}

#[test]
fn preprocess_prints_the_expanded_text_and_reports_errors() {
    let dir = temp_dir("preprocess");
    let f = write(
        &dir,
        "p.vert",
        "#version 120\n#define TWO 2.0\n#ifdef TWO\nfloat x = TWO; // c\n#endif\n",
    );
    let o = gpubin(&["glsl", "preprocess", &f]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stdout(&o), "#version 120\n\n\nfloat x = 2.0;\n\n");
    // An unversioned file takes --default-version (GL_ES from ES 1.00).
    let es = write(&dir, "e.frag", "#ifdef GL_ES\nes\n#endif\n");
    let o = gpubin(&["glsl", "--default-version", "100", "preprocess", &es]);
    assert_eq!(stdout(&o), "\nes\n\n");
    let bad = write(&dir, "b.vert", "#version 120\n#error stop here\n");
    let o = gpubin(&["glsl", "preprocess", &bad]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("b.vert:2:"), "{}", stderr(&o));
}
