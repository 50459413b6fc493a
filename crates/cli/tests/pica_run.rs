//! `gpubin pica run`: the PICA200 simulator on assembled corpus shaders.

mod common;
use common::*;

fn write(dir: &std::path::Path, name: &str, text: &str) -> String {
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p.to_string_lossy().into_owned()
}

/// simple.v.pica + simple.g.pica (the `include_shader!` example) in one SHBIN.
fn simple(dir: &std::path::Path) -> String {
    let out = dir.join("simple.shbin").to_string_lossy().into_owned();
    let r = gpubin(&[
        "asm",
        "-o",
        &out,
        &repo("crates/pica-macros/examples/shaders/simple.v.pica"),
        &repo("crates/pica-macros/examples/shaders/simple.g.pica"),
    ]);
    assert_eq!(r.status.code(), Some(0), "{}", stderr(&r));
    out
}

#[test]
fn runs_the_vertex_shader_by_names() {
    let dir = temp_dir("pica-run");
    let shbin = simple(&dir);
    let u = write(
        &dir,
        "u.json",
        r#"{"projection": [[2,0,0,1],[0,3,0,0],[0,0,-1,0.5],[0,0,1,0]]}"#,
    );
    let i = write(
        &dir,
        "i.json",
        r#"{"inPos": [1,2,3,1], "inClr": [0.25,0.5,0.75,1]}"#,
    );
    let r = gpubin(&["pica", "run", &shbin, "--inputs", &i, "--uniforms", &u]);
    assert_eq!(r.status.code(), Some(0), "{}", stderr(&r));
    // position = the rows of projection dotted with inPos.
    assert_eq!(
        stdout(&r),
        "position: 3 6 -2.5 3\ncolor: 0.25 0.5 0.75 1\nsteps: 6\n"
    );
    let r = gpubin(&[
        "pica",
        "run",
        &shbin,
        "--inputs",
        &i,
        "--uniforms",
        &u,
        "--trace",
        "--json",
    ]);
    assert_eq!(r.status.code(), Some(0), "{}", stderr(&r));
    let doc: serde_json::Value = serde_json::from_str(&stdout(&r)).unwrap();
    assert_eq!(
        doc["outputs"]["position"],
        serde_json::json!([3.0, 6.0, -2.5, 3.0])
    );
    assert_eq!(doc["trace"][0]["writes"]["o0.x"][0], 3.0);
    assert_eq!(doc["trace"].as_array().unwrap().len(), 6);
}

#[test]
fn runs_the_geometry_shader_by_entry() {
    let dir = temp_dir("pica-run-gs");
    let shbin = simple(&dir);
    let i = write(&dir, "i.json", r#"{"v0": [1,2,3,4], "v1": [0,1,0,1]}"#);
    let r = gpubin(&[
        "pica", "run", &shbin, "--entry", "geometry", "--inputs", &i, "--json",
    ]);
    assert_eq!(r.status.code(), Some(0), "{}", stderr(&r));
    let doc: serde_json::Value = serde_json::from_str(&stdout(&r)).unwrap();
    assert_eq!(
        doc["vertices"],
        serde_json::json!([{"position": [1.0, 2.0, 3.0, 4.0], "color": [0.0, 1.0, 0.0, 1.0]}])
    );
    // `setemit 0, prim` with only slot 0 filled in this invocation.
    assert_eq!(doc["primitives"][0]["vertices"][1], serde_json::Value::Null);
}

#[test]
fn errors_are_located() {
    let dir = temp_dir("pica-run-err");
    let shbin = simple(&dir);
    let bad = write(&dir, "bad.json", r#"{"inPos": [1,2,3,4,5]}"#);
    let r = gpubin(&["pica", "run", &shbin, "--inputs", &bad]);
    assert_eq!(r.status.code(), Some(1));
    assert!(stderr(&r).contains("inPos: 5 components"), "{}", stderr(&r));
    let r = gpubin(&["pica", "run", &shbin, "--entry", "7"]);
    assert_eq!(r.status.code(), Some(1));
    assert!(stderr(&r).contains("--entry 7"), "{}", stderr(&r));
    let r = gpubin(&["pica", "run", &shbin, "--budget", "3"]);
    assert_eq!(r.status.code(), Some(1));
    assert!(
        stderr(&r).contains(
            "DVLE 0: instruction 0x003 (after 3 executed): the instruction budget of 3 is spent"
        ),
        "{}",
        stderr(&r)
    );
}

#[test]
fn entry_by_label_name() {
    // picasso writes no label table; one is added to the model as commercial
    // files carry them, and the run starts at the label.
    let dir = temp_dir("pica-run-label");
    let src = write(
        &dir,
        "t.v.pica",
        ".out - position o0\n.proc main\n mov o0, v0\n end\n.end\n.proc other\n mov o0, -v0\n end\n.end\n",
    );
    let shbin = dir.join("t.shbin").to_string_lossy().into_owned();
    let r = gpubin(&["asm", "-o", &shbin, &src]);
    assert_eq!(r.status.code(), Some(0), "{}", stderr(&r));
    let r = gpubin(&["inspect", "--json", &shbin]);
    let mut model: serde_json::Value = serde_json::from_str(&stdout(&r)).unwrap();
    model["dvles"][0]["labels"] =
        serde_json::json!([{"id": 0, "code_offset": 2, "name": "other", "unknown": 0}]);
    let json = write(&dir, "m.json", &model.to_string());
    let labelled = dir.join("l.shbin").to_string_lossy().into_owned();
    let r = gpubin(&["build", "-o", &labelled, &json]);
    assert_eq!(r.status.code(), Some(0), "{}", stderr(&r));
    let i = write(&dir, "i.json", r#"{"v0": [1, 2, 3, 4]}"#);
    let r = gpubin(&["pica", "run", &labelled, "--entry", "other", "--inputs", &i]);
    assert_eq!(r.status.code(), Some(0), "{}", stderr(&r));
    assert_eq!(stdout(&r), "position: -1 -2 -3 -4\nsteps: 2\n");
    let r = gpubin(&["pica", "run", &labelled, "--inputs", &i]);
    assert_eq!(stdout(&r), "position: 1 2 3 4\nsteps: 2\n");
    let r = gpubin(&["pica", "run", &labelled, "--entry", "nope"]);
    assert_eq!(r.status.code(), Some(1));
    assert!(stderr(&r).contains("not a DVLE index"), "{}", stderr(&r));
}
