//! `gpubin mvp`: slots, compile, run, verify, abi.

mod common;
use common::*;

fn example(name: &str) -> String {
    format!("{}/../../examples/mvp/{name}", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn slots_table_and_json() {
    let (vs, fs) = (example("shader.vert"), example("shader.frag"));
    let o = gpubin(&["mvp", "slots", &vs, &fs]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let t = text(&o.stdout);
    assert!(t.contains("in  slot 0     vec3     aPos VEC3"), "{t}");
    assert!(
        t.contains("in  slot 0     vec3     ourColor <- VS slot 1"),
        "{t}"
    );
    let o = gpubin(&["mvp", "slots", &vs, &fs, "--json"]);
    assert_eq!(o.status.code(), Some(0));
    let j: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(j["vs"]["inputs"][1]["name"], "aColor");
    assert_eq!(j["vs"]["inputs"][1]["slot"], 1);
    assert_eq!(j["vs"]["inputs"][1]["format"], "VEC3");
    assert_eq!(j["fs"]["inputs"][0]["source"]["varying"]["vs_slot"], 1);
}

#[test]
fn compile_writes_the_modules() {
    let dir = temp_dir("compile");
    let out = dir.join("out");
    let o = gpubin(&[
        "mvp",
        "compile",
        &example("shader.vert"),
        &example("shader.frag"),
        "-o",
        out.to_str().unwrap(),
        "--c-header",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    for f in ["vs.ll", "ps.ll", "wrapper.ll", "slots.json", "mvp_abi.h"] {
        assert!(out.join(f).is_file(), "{f} missing");
    }
    let vs = std::fs::read_to_string(out.join("vs.ll")).unwrap();
    assert!(vs.contains("define void @vs_main(ptr %gl_in, ptr %gl_out, ptr %gl_const, i32 %index, i32 %instance_id)"));
    assert!(vs.contains("target datalayout = \"e-m:e-p:32:32-i64:64-n32-S128\""));
    let h = std::fs::read_to_string(out.join("mvp_abi.h")).unwrap();
    assert!(h.contains("#define CORE_REG_VTX_DONE"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn run_renders_a_png() {
    let dir = temp_dir("run");
    let png = dir.join("t.png");
    let o = gpubin(&[
        "mvp",
        "run",
        "--vs",
        &example("shader.vert"),
        "--fs",
        &example("shader.frag"),
        "--vertices",
        &example("triangle.json"),
        "--size",
        "64x48",
        "-o",
        png.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let bytes = std::fs::read(&png).unwrap();
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
    // IHDR width and height.
    assert_eq!(&bytes[16..24], &[0, 0, 0, 64, 0, 0, 0, 48]);
    assert!(text(&o.stderr).contains("3 vertices, 1 triangles"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn link_error_exits_1_and_bad_size_exits_2() {
    let dir = temp_dir("errors");
    let fs = dir.join("bad.frag");
    std::fs::write(&fs, "#version 330 core\nin vec2 nope;\nout vec4 f;\nvoid main() { f = vec4(nope, 0.0, 1.0); }\n").unwrap();
    let o = gpubin(&[
        "mvp",
        "slots",
        &example("shader.vert"),
        fs.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        text(&o.stderr)
            .contains("bad.frag:2:9: error: link error: fragment input `nope` is not written by any vertex shader output"),
        "{}",
        text(&o.stderr)
    );
    let o = gpubin(&[
        "mvp",
        "run",
        "--vs",
        &example("shader.vert"),
        "--fs",
        &example("shader.frag"),
        "--vertices",
        &example("triangle.json"),
        "--size",
        "0x5",
        "-o",
        "x.png",
    ]);
    assert_eq!(o.status.code(), Some(2));
    let syntax = dir.join("syntax.vert");
    std::fs::write(
        &syntax,
        "#version 330 core\nvoid main() { gl_Position = vec4(1.0) }\n",
    )
    .unwrap();
    let o = gpubin(&[
        "mvp",
        "slots",
        syntax.to_str().unwrap(),
        &example("shader.frag"),
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        text(&o.stderr).contains("syntax.vert:2:"),
        "{}",
        text(&o.stderr)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn verify_agrees_on_the_host() {
    let o = gpubin(&[
        "mvp",
        "verify",
        &example("shader.vert"),
        &example("shader.frag"),
        "--vertices",
        "8",
        "--fragments",
        "8",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert!(text(&o.stdout).starts_with("agree: 8 vertices, 8 fragments"));
}

#[test]
fn abi_table_lists_the_registers() {
    let o = gpubin(&["mvp", "abi"]);
    assert_eq!(o.status.code(), Some(0));
    assert!(text(&o.stdout).contains("CORE_REG_TID               0xC2600C84"));
}

#[test]
fn shader_test_reports_an_unreadable_input_on_standard_error() {
    let dir = temp_dir("shader-test-missing");
    let missing = dir.join("missing.shader_test");
    let missing = missing.to_str().unwrap();
    let o = gpubin(&["mvp", "shader-test", "--engine", "interp", missing]);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o.stderr));
    assert_eq!(
        text(&o.stderr),
        format!("{missing}: cannot read: no such file\n")
    );
    // The verdict stays in the report on standard output.
    assert_eq!(
        text(&o.stdout),
        format!(
            "FAIL {missing}: {missing}: cannot read: no such file\n\
             1 files: 0 passed, 1 failed, 0 skipped\n"
        )
    );
}

#[test]
fn shader_test_json_gives_one_object_per_line() {
    let dir = temp_dir("shader-test-json");
    let missing = dir.join("missing.shader_test");
    let missing = missing.to_str().unwrap();
    let skip = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../mvp/tests/shader_tests/skip-glsl-400.shader_test"
    );
    let o = gpubin(&[
        "mvp",
        "shader-test",
        "--engine",
        "interp",
        "--json",
        skip,
        missing,
    ]);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o.stderr));
    let lines: Vec<serde_json::Value> = text(&o.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["file"], skip);
    assert_eq!(lines[0]["verdict"], "skip");
    assert_eq!(
        lines[0]["reason"],
        "requires GLSL >= 4.00; the simulator runs GLSL 1.10-3.30 and GLSL ES 1.00"
    );
    assert_eq!(lines[1]["verdict"], "fail");
    assert_eq!(
        lines[2],
        serde_json::json!({"files": 2, "passed": 0, "failed": 1, "skipped": 1})
    );
}

/// A run whose shaders are all in the disk cache maps their code without
/// loading libLLVM; the first run, which compiles, loads it. glibc's
/// loader names every library it loads on standard error with
/// `LD_DEBUG=files`.
#[test]
fn a_run_whose_shaders_are_cached_does_not_load_llvm() {
    let cache = temp_dir("jit-cache");
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../mvp/tests/shader_tests/draw-rect-ortho.shader_test"
    );
    let run = || {
        std::process::Command::new(env!("CARGO_BIN_EXE_gpubin"))
            .args(["mvp", "shader-test", file])
            .env("XDG_CACHE_HOME", &*cache)
            .env("LD_DEBUG", "files")
            .env_remove("GPUBIN_MVP_BACKEND")
            .output()
            .expect("gpubin runs")
    };
    let first = run();
    assert!(first.status.success(), "{}", stderr(&first));
    assert!(stderr(&first).contains("libLLVM"), "the first run compiles");
    let second = run();
    assert!(second.status.success(), "{}", stderr(&second));
    assert!(stdout(&second).starts_with("PASS"), "{}", stdout(&second));
    assert!(!stderr(&second).contains("libLLVM"), "{}", stderr(&second));
}
