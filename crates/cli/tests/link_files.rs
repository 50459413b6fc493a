//! Several files per stage, linked: `gpubin glsl run|reflect|check --link`
//! and `gpubin mvp compile`.

mod common;
use common::*;

fn write(dir: &std::path::Path, name: &str, text: &str) -> String {
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p.to_string_lossy().into_owned()
}

const MAIN_VS: &str = "#version 330 core\nlayout(location = 0) in vec3 aPos;\nout vec3 n;\nvec3 shade(vec3 x);\nvoid main() { n = shade(aPos); gl_Position = vec4(aPos, 1.0); }\n";
const LIB_VS: &str = "#version 330 core\nuniform float k;\nvec3 shade(vec3 x) { return x * k; }\n";
const MAIN_FS: &str =
    "#version 330 core\nin vec3 n;\nout vec4 c;\nvec4 tone(vec3 v);\nvoid main() { c = tone(n); }\n";
const TONE_FS: &str = "#version 330 core\nvec4 tone(vec3 v) { return vec4(v, 1.0); }\n";

#[test]
fn glsl_run_and_reflect_link_the_files_of_a_stage() {
    let dir = temp_dir("linkrun");
    let main = write(&dir, "main.vert", MAIN_VS);
    let lib = write(&dir, "lib.vert", LIB_VS);
    let inputs = write(&dir, "in.json", r#"{"aPos": [1, 2, 3]}"#);
    let uniforms = write(&dir, "u.json", r#"{"k": 0.5}"#);
    let o = gpubin(&[
        "glsl",
        "run",
        &main,
        &lib,
        "--inputs",
        &inputs,
        "--uniforms",
        &uniforms,
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let j: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(j["outputs"]["n"], serde_json::json!([0.5, 1.0, 1.5]));

    let o = gpubin(&["glsl", "reflect", &main, &lib]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let t = stdout(&o);
    assert!(t.contains("layout(location = 0) vec3 aPos"), "{t}");
    assert!(t.contains("uniforms:\n  float k"), "{t}");

    // Without the library the call is a located link error.
    let o = gpubin(&["glsl", "run", &main, "--inputs", &inputs]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("main.vert:4:6: error: link error: function `shade(vec3)` is called but not defined in any vertex shader object"), "{}", stderr(&o));
    // Files of two stages are a usage error for run and reflect.
    let fs = write(&dir, "main.frag", MAIN_FS);
    let o = gpubin(&["glsl", "reflect", &main, &fs]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("give the files of one stage"),
        "{}",
        stderr(&o)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn check_link_reports_version_mismatch() {
    let dir = temp_dir("linkver");
    let a = write(
        &dir,
        "a.frag",
        "#version 120\nfloat f();\nvoid main() { gl_FragColor = vec4(f()); }\n",
    );
    let b = write(&dir, "b.frag", "#version 130\nfloat f() { return 1.0; }\n");
    let o = gpubin(&["glsl", "check", "--link", &a, &b]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains(
            "error: link error: a GLSL 1.30 object cannot be linked with a GLSL 1.20 object"
        ),
        "{}",
        stderr(&o)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn mvp_compile_links_several_files_per_stage() {
    let dir = temp_dir("linkmvp");
    let files = [
        write(&dir, "main.vert", MAIN_VS),
        write(&dir, "lib.vert", LIB_VS),
        write(&dir, "main.frag", MAIN_FS),
        write(&dir, "tone.frag", TONE_FS),
    ];
    let out = dir.join("out");
    let mut args = vec!["mvp", "compile"];
    args.extend(files.iter().map(|s| s.as_str()));
    args.extend(["-o", out.to_str().unwrap()]);
    let o = gpubin(&args);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let ps = std::fs::read_to_string(out.join("ps.ll")).unwrap();
    assert!(ps.contains("@glsl.tone("), "{ps}");
    let vs = std::fs::read_to_string(out.join("vs.ll")).unwrap();
    assert!(vs.contains("@glsl.shade("), "{vs}");
    // A file whose stage the extension does not tell, among more than two.
    let odd = write(&dir, "x.glsl", TONE_FS);
    let mut args = vec!["mvp", "compile"];
    args.extend(files.iter().map(|s| s.as_str()));
    args.extend([odd.as_str(), "-o", out.to_str().unwrap()]);
    let o = gpubin(&args);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("x.glsl: cannot tell the stage"),
        "{}",
        stderr(&o)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn mvp_slots_and_run_link_several_files_per_stage() {
    let dir = temp_dir("linkmvprun");
    let (vs, lib, fs, tone) = (
        write(&dir, "main.vert", MAIN_VS),
        write(&dir, "lib.vert", LIB_VS),
        write(&dir, "main.frag", MAIN_FS),
        write(&dir, "tone.frag", TONE_FS),
    );
    let o = gpubin(&["mvp", "slots", &vs, &lib, &fs, &tone]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let t = stdout(&o);
    assert!(t.contains(&format!("VS {vs} + {lib}")), "{t}");
    assert!(t.contains("const +0x0    float    k"), "{t}");
    assert!(t.contains("in  slot 0     vec3     n <- VS slot 1"), "{t}");
    let vertices = write(&dir, "v.json", r#"{"aPos": [[-1,-1,0],[3,-1,0],[-1,3,0]]}"#);
    let uniforms = write(&dir, "u.json", r#"{"k": 0.5}"#);
    let png = dir.join("t.png");
    let o = gpubin(&[
        "mvp",
        "run",
        "--engine",
        "interp",
        "--vs",
        &vs,
        "--vs",
        &lib,
        "--fs",
        &fs,
        "--fs",
        &tone,
        "--vertices",
        &vertices,
        "--uniforms",
        &uniforms,
        "--size",
        "8x8",
        "-o",
        png.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("8x8, 3 vertices, 1 triangles (0 culled), 64 fragments"),
        "{}",
        stderr(&o)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
