//! The project's shader_test corpus (tests/shader_tests, written with
//! `make_corpus.py`, expected colours from independent math) runs on the
//! simulator: every file passes except those named `skip-*`, which skip.
//! Plus the runner's own verdicts on failing, unsupported and bad files.

use gpubin_mvp::shader_test::{run_shader_test, Outcome};
use std::path::PathBuf;

#[test]
fn corpus_passes() {
    let dir = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/shader_tests"));
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "shader_test"))
        .collect();
    files.sort();
    assert!(files.len() >= 150, "only {} files", files.len());
    let (mut pass, mut skip, mut fragments) = (0, 0, 0);
    let mut wrong = Vec::new();
    for f in &files {
        let name = f.file_name().unwrap().to_string_lossy().to_string();
        let r = run_shader_test(&name, &std::fs::read_to_string(f).unwrap());
        fragments += r.fragments;
        match (&r.outcome, name.starts_with("skip-")) {
            (Outcome::Pass, false) => pass += 1,
            (Outcome::Skip(_), true) => skip += 1,
            (o, _) => wrong.push(format!("{name}: {o:?}")),
        }
    }
    println!("{pass} passed, {skip} skipped, {fragments} fragments");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

const BASE: &str = "[require]\nGLSL >= 1.10\nSIZE 8 8\n\n[vertex shader passthrough]\n\n[fragment shader]\nuniform vec4 c;\nvoid main() { gl_FragColor = c; }\n\n[test]\nuniform vec4 c 0.0 1.0 0.0 1.0\ndraw rect -1 -1 2 2\n";

#[test]
fn a_wrong_probe_fails_with_position_expected_observed() {
    let r = run_shader_test("t", &format!("{BASE}probe rgba 3 4 0.0 0.9 0.0 1.0\n"));
    assert_eq!(
        r.outcome,
        Outcome::Fail(
            "t:14: probe at (3, 4): expected (0.000, 0.900, 0.000, 1.000), observed (0.000, 1.000, 0.000, 1.000)"
                .into()
        )
    );
    // Within piglit's 3/256 of an 8-bit target: passes.
    let r = run_shader_test("t", &format!("{BASE}probe rgba 3 4 0.0 0.99 0.0 1.0\n"));
    assert_eq!(r.outcome, Outcome::Pass);
}

#[test]
fn unsupported_things_skip_with_a_reason() {
    let r = run_shader_test("t", &format!("{BASE}enable GL_BLEND\n"));
    assert_eq!(
        r.outcome,
        Outcome::Skip("command `enable GL_BLEND` (line 14) is not supported".into())
    );
    let r = run_shader_test("t", &BASE.replace("SIZE 8 8", "GL_ARB_gpu_shader5"));
    assert_eq!(
        r.outcome,
        Outcome::Skip("extension GL_ARB_gpu_shader5 is not supported".into())
    );
    let r = run_shader_test("t", &BASE.replace("[test]", "[geometry shader]\n\n[test]"));
    assert!(matches!(r.outcome, Outcome::Skip(ref s) if s.contains("[geometry shader]")));
}

#[test]
fn bad_input_fails_with_its_line() {
    let r = run_shader_test("t", &format!("{BASE}probe rgba 3 x 0 0 0 1\n"));
    assert_eq!(r.outcome, Outcome::Fail("t:14: `x` is not a number".into()));
    let r = run_shader_test("t", &format!("{BASE}uniform vec4 nope 1 2 3 4\n"));
    assert_eq!(
        r.outcome,
        Outcome::Fail("t:14: cannot get location of uniform `nope`".into())
    );
    let r = run_shader_test("t", &BASE.replace("= c;", "= d;"));
    match r.outcome {
        Outcome::Fail(s) => assert!(s.contains("t [fragment shader]:9:"), "{s}"),
        o => panic!("{o:?}"),
    }
}
