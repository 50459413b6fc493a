//! `gpubin pica compile`: GLSL to SHBIN, the header, the assembly, located errors.

mod common;
use common::*;

#[test]
fn compiles_runs_and_checks() {
    let dir = temp_dir("pica-compile");
    let out = dir.join("simple.shbin").to_string_lossy().into_owned();
    let header = dir.join("simple.h").to_string_lossy().into_owned();
    let src = repo("crates/pica-macros/examples/shaders/simple.vert");
    let r = gpubin(&["pica", "compile", &src, "-o", &out, "-h", &header]);
    assert_eq!(r.status.code(), Some(0), "{}", stderr(&r));
    let h = std::fs::read_to_string(&header).unwrap();
    assert!(h.contains("#define VSH_FVEC_projection 0x00"), "{h}");
    let r = gpubin(&["check", &out]);
    assert_eq!(r.status.code(), Some(0), "{}", stderr(&r));
    // The uniform by its GLSL name, the outputs by semantic, as `pica run` reads them.
    let u = dir.join("u.json");
    std::fs::write(
        &u,
        r#"{"projection": [[2,0,0,1],[0,3,0,0],[0,0,-1,0.5],[0,0,1,0]]}"#,
    )
    .unwrap();
    let i = dir.join("i.json");
    std::fs::write(&i, r#"{"inPos": [1,2,3,1], "inClr": [0.25,0.5,0.75,1]}"#).unwrap();
    let r = gpubin(&[
        "pica",
        "run",
        &out,
        "--inputs",
        &i.to_string_lossy(),
        "--uniforms",
        &u.to_string_lossy(),
    ]);
    assert_eq!(r.status.code(), Some(0), "{}", stderr(&r));
    assert_eq!(
        stdout(&r),
        "position: 3 6 -2.5 3\ncolor: 0.25 0.5 0.75 1\nsteps: 6\n"
    );
}

#[test]
fn emits_assembly_that_assembles_to_the_same_bytes() {
    let dir = temp_dir("pica-compile-asm");
    let src = repo("crates/pica-macros/examples/shaders/simple.vert");
    let shbin = dir.join("a.shbin").to_string_lossy().into_owned();
    let text = dir.join("a.v.pica").to_string_lossy().into_owned();
    let again = dir.join("b.shbin").to_string_lossy().into_owned();
    for args in [
        vec!["pica", "compile", &src, "-o", &shbin],
        vec!["pica", "compile", &src, "-o", &text, "--emit", "asm"],
        vec!["asm", &text, "-o", &again],
    ] {
        let r = gpubin(&args);
        assert_eq!(r.status.code(), Some(0), "{args:?}: {}", stderr(&r));
    }
    assert_eq!(
        std::fs::read(&shbin).unwrap(),
        std::fs::read(&again).unwrap()
    );
}

#[test]
fn a_refusal_is_located() {
    let dir = temp_dir("pica-compile-err");
    let src = dir.join("bad.vert");
    std::fs::write(
        &src,
        "attribute vec4 p;\nvarying vec4 shade;\nvoid main() { gl_Position = p; shade = p; }\n",
    )
    .unwrap();
    let out = dir.join("bad.shbin");
    let r = gpubin(&[
        "pica",
        "compile",
        &src.to_string_lossy(),
        "-o",
        &out.to_string_lossy(),
    ]);
    assert_eq!(r.status.code(), Some(1));
    let e = stderr(&r);
    assert!(
        e.contains("bad.vert:2:14: error: the output `shade` has no PICA200 semantic"),
        "{e}"
    );
    assert!(!out.exists());
}

#[test]
fn a_loop_over_an_int_uniform_runs_with_the_documented_upload() {
    let dir = temp_dir("pica-compile-loop");
    let src = dir.join("lights.vert");
    std::fs::write(
        &src,
        "attribute vec4 p;\nuniform int n;\nuniform vec4 w[4];\nvoid main() {\n    vec4 acc = vec4(0.0);\n    for (int i = 0; i < n; i++) acc += w[i] * p;\n    gl_Position = acc;\n}\n",
    )
    .unwrap();
    let src = src.to_string_lossy().into_owned();
    let out = dir.join("lights.shbin").to_string_lossy().into_owned();
    let header = dir.join("lights.h").to_string_lossy().into_owned();
    let r = gpubin(&["pica", "compile", &src, "-o", &out, "-h", &header]);
    assert_eq!(r.status.code(), Some(0), "{}", stderr(&r));
    let h = std::fs::read_to_string(&header).unwrap();
    assert!(h.contains("#define VSH_IVEC_n 0x00"), "{h}");
    let r = gpubin(&["check", &out]);
    assert_eq!(r.status.code(), Some(0), "{}", stderr(&r));
    let i = dir.join("i.json");
    std::fs::write(&i, r#"{"p": [1,2,3,4]}"#).unwrap();
    // n = 3, start 0: (n - 0, 0 - 1 as a byte, 1, 0); n = 0: no pass of the body.
    for (n, want) in [
        ("[3,255,1,0]", "position: 3 6 9 12\n"),
        ("[0,255,1,0]", "position: 0 0 0 0\n"),
    ] {
        let u = dir.join("u.json");
        std::fs::write(
            &u,
            format!(r#"{{"n": {n}, "w": [[0,0,0,0],[1,1,1,1],[2,2,2,2],[3,3,3,3]]}}"#),
        )
        .unwrap();
        let r = gpubin(&[
            "pica",
            "run",
            &out,
            "--inputs",
            &i.to_string_lossy(),
            "--uniforms",
            &u.to_string_lossy(),
        ]);
        assert_eq!(r.status.code(), Some(0), "{}", stderr(&r));
        assert!(stdout(&r).starts_with(want), "{n}: {}", stdout(&r));
    }
}
