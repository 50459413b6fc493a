//! The shader suite: every file under tests/shaders compiles, its
//! reflection matches an insta snapshot, and every `// run:` line executes
//! in the interpreter with the hand-computed outputs it states.
//!
//! A run line is JSON: `{"inputs": {..}, "uniforms": {..}, "expect": {..}}`
//! (`expect` lists the outputs to check; `"discard": true` expects a discard).

mod common;

use gpubin_glsl::{compile, run, CompileOptions, Invocation, Module, Stage, Value};
use std::path::Path;

fn bindings(
    m: &Module,
    j: Option<&serde_json::Value>,
    file: &str,
) -> std::collections::BTreeMap<String, Value> {
    let mut out = std::collections::BTreeMap::new();
    let Some(obj) = j.and_then(|j| j.as_object()) else {
        return out;
    };
    for (k, v) in obj {
        let (_, g) = m
            .global(k)
            .unwrap_or_else(|| panic!("{file}: no variable `{k}`"));
        let val = Value::from_json(v, &g.ty, &m.structs)
            .unwrap_or_else(|e| panic!("{file}: value for `{k}`: {e}"));
        out.insert(k.clone(), val);
    }
    out
}

fn check_file(path: &Path) -> usize {
    let file = path.file_name().unwrap().to_string_lossy().to_string();
    let ext = path.extension().unwrap().to_string_lossy().to_string();
    let stage = Stage::from_extension(&ext).expect("stage from extension");
    let src = std::fs::read_to_string(path).unwrap();
    let opts = CompileOptions {
        file_name: Some(file.clone()),
        ..Default::default()
    };
    let m = compile(&src, stage, &opts).unwrap_or_else(|d| panic!("{file} failed:\n{d}"));
    insta::assert_json_snapshot!(file.replace('.', "_"), m.reflection);
    assert!(m.to_string().contains("fn main()"), "{file}: IR text");
    let mut runs = 0;
    for line in src.lines() {
        let Some(spec) = line.trim().strip_prefix("// run:") else {
            continue;
        };
        let spec: serde_json::Value =
            serde_json::from_str(spec).unwrap_or_else(|e| panic!("{file}: bad run line: {e}"));
        // Built-in inputs are looked up among the module's globals too.
        let inv = Invocation {
            inputs: bindings(&m, spec.get("inputs"), &file),
            uniforms: bindings(&m, spec.get("uniforms"), &file),
            ..Invocation::default()
        };
        let out = run(&m, &inv, &mut common::TestTextures)
            .unwrap_or_else(|e| panic!("{file}: run failed: {e}"));
        let want_discard = spec
            .get("discard")
            .and_then(|d| d.as_bool())
            .unwrap_or(false);
        assert_eq!(out.discarded, want_discard, "{file}: discard");
        if let Some(exp) = spec.get("expect").and_then(|e| e.as_object()) {
            for (k, v) in exp {
                let got = out.outputs.get(k).unwrap_or_else(|| {
                    panic!("{file}: no output `{k}` in {:?}", out.outputs.keys())
                });
                let got = got.to_json();
                assert!(
                    common::json_close(&got, v, 1e-5),
                    "{file}: output `{k}` = {got}, expected {v}"
                );
            }
        }
        runs += 1;
    }
    runs
}

#[test]
fn shader_suite() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/shaders");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "vert" || e == "frag"))
        .collect();
    files.sort();
    let mut runs = 0;
    for f in &files {
        runs += check_file(f);
    }
    println!("{} shaders, {runs} interpreter runs", files.len());
    assert!(files.len() >= 60, "only {} shaders", files.len());
}
