//! The project's shader_test corpus (tests/shader_tests, written with
//! `make_corpus.py`, expected colours from independent math) runs on the
//! simulator under both engines, which leave bit-identical images: every
//! file passes except those named `skip-*`, which skip, and `fail-*`, which
//! fail with the same message under both engines. The compiled engine's
//! batches and its one call per fragment leave the same bits as well.
//! Plus the runner's own verdicts on failing, unsupported and bad files.

use gpubin_mvp::shader_test::{run_shader_test, Engine, Outcome, ShaderTestOptions};
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
    let (mut pass, mut skip, mut fail, mut fragments) = (0, 0, 0, 0);
    let mut wrong = Vec::new();
    for f in &files {
        let name = f.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(f).unwrap();
        let interp = run_shader_test(
            &name,
            &text,
            &ShaderTestOptions {
                engine: Engine::Interp,
            },
        );
        let compiled = run_shader_test(
            &name,
            &text,
            &ShaderTestOptions {
                engine: Engine::Compiled,
            },
        );
        let single = run_shader_test(
            &name,
            &text,
            &ShaderTestOptions {
                engine: Engine::CompiledPerInvocation,
            },
        );
        fragments += interp.fragments;
        // The compiled engine shades in batches where it can, else (and
        // always in `single`) one fragment per call: the same verdict, the
        // same bits.
        if compiled.outcome != single.outcome {
            let (a, b) = (&compiled.outcome, &single.outcome);
            wrong.push(format!(
                "{name}: batches {a:?}, one call per fragment {b:?}"
            ));
        }
        if compiled.image != single.image {
            wrong.push(format!(
                "{name}: batches and one call per fragment leave different images"
            ));
        }
        if compiled.fragments != single.fragments {
            wrong.push(format!(
                "{name}: batches and one call per fragment shade different counts"
            ));
        }
        if name.starts_with("fail-") {
            // Both engines fail with the same message.
            match (&interp.outcome, &compiled.outcome) {
                (Outcome::Fail(a), Outcome::Fail(b)) if a == b => fail += 1,
                (a, b) => wrong.push(format!("{name}: interp {a:?}, compiled {b:?}")),
            }
            if interp.image != compiled.image {
                wrong.push(format!(
                    "{name}: the engines' images differ after the failure"
                ));
            }
            continue;
        }
        for (engine, r) in [("interp", &interp), ("compiled", &compiled)] {
            match (&r.outcome, name.starts_with("skip-")) {
                (Outcome::Pass, false) => pass += 1,
                (Outcome::Skip(_), true) => skip += 1,
                (o, _) => wrong.push(format!("{name} ({engine}): {o:?}")),
            }
        }
        // Both engines leave bit-identical colour targets.
        if interp.image != compiled.image {
            wrong.push(format!("{name}: the engines' images differ"));
        }
    }
    println!(
        "{pass} passed, {skip} skipped (both engines), {fail} failed alike, {fragments} fragments per engine"
    );
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn a_shader_that_does_not_end_fails_at_its_loop_under_both_engines() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/shader_tests");
    let name = "fail-loop-endless.shader_test";
    let text = std::fs::read_to_string(format!("{dir}/{name}")).unwrap();
    for engine in [Engine::Interp, Engine::Compiled] {
        let r = run_shader_test(name, &text, &ShaderTestOptions { engine });
        match &r.outcome {
            Outcome::Fail(m) => assert!(
                m.ends_with(
                    "fail-loop-endless.shader_test [fragment shader]:14: loop iteration budget of 1048576 exceeded (the shader does not end)"
                ),
                "{m}"
            ),
            o => panic!("{o:?}"),
        }
    }
}

fn run_shader_test_interp(name: &str, text: &str) -> gpubin_mvp::shader_test::TestReport {
    run_shader_test(
        name,
        text,
        &ShaderTestOptions {
            engine: Engine::Interp,
        },
    )
}

const BASE: &str = "[require]\nGLSL >= 1.10\nSIZE 8 8\n\n[vertex shader passthrough]\n\n[fragment shader]\nuniform vec4 c;\nvoid main() { gl_FragColor = c; }\n\n[test]\nuniform vec4 c 0.0 1.0 0.0 1.0\ndraw rect -1 -1 2 2\n";

#[test]
fn a_wrong_probe_fails_with_position_expected_observed() {
    let r = run_shader_test_interp("t", &format!("{BASE}probe rgba 3 4 0.0 0.9 0.0 1.0\n"));
    assert_eq!(
        r.outcome,
        Outcome::Fail(
            "t:14: probe at (3, 4): expected (0.000, 0.900, 0.000, 1.000), observed (0.000, 1.000, 0.000, 1.000)"
                .into()
        )
    );
    // Within piglit's 3/256 of an 8-bit target: passes.
    let r = run_shader_test_interp("t", &format!("{BASE}probe rgba 3 4 0.0 0.99 0.0 1.0\n"));
    assert_eq!(r.outcome, Outcome::Pass);
}

#[test]
fn unsupported_things_skip_with_a_reason() {
    let r = run_shader_test_interp("t", &format!("{BASE}enable GL_BLEND\n"));
    assert_eq!(
        r.outcome,
        Outcome::Skip("command `enable GL_BLEND` (line 14) is not supported".into())
    );
    let r = run_shader_test_interp("t", &BASE.replace("SIZE 8 8", "GL_ARB_gpu_shader5"));
    assert_eq!(
        r.outcome,
        Outcome::Skip("extension GL_ARB_gpu_shader5 is not supported".into())
    );
    let r = run_shader_test_interp("t", &BASE.replace("[test]", "[geometry shader]\n\n[test]"));
    assert!(matches!(r.outcome, Outcome::Skip(ref s) if s.contains("[geometry shader]")));
}

#[test]
fn bad_input_fails_with_its_line() {
    let r = run_shader_test_interp("t", &format!("{BASE}probe rgba 3 x 0 0 0 1\n"));
    assert_eq!(r.outcome, Outcome::Fail("t:14: `x` is not a number".into()));
    let r = run_shader_test_interp("t", &format!("{BASE}uniform vec4 nope 1 2 3 4\n"));
    assert_eq!(
        r.outcome,
        Outcome::Fail("t:14: cannot get location of uniform `nope`".into())
    );
    let r = run_shader_test_interp("t", &BASE.replace("= c;", "= d;"));
    match r.outcome {
        Outcome::Fail(s) => assert!(s.contains("t [fragment shader]:9:"), "{s}"),
        o => panic!("{o:?}"),
    }
}

mod mutations {
    use super::run_shader_test_interp;
    use proptest::prelude::*;
    use std::path::PathBuf;

    fn corpus() -> Vec<String> {
        let dir = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/shader_tests"));
        let mut v: Vec<_> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "shader_test"))
            .collect();
        v.sort();
        v.iter()
            .map(|p| std::fs::read_to_string(p).unwrap())
            .collect()
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

        /// A damaged file (a line dropped, doubled or replaced, a number made
        /// huge or negative, the text cut) gets a verdict, never a panic.
        #[test]
        fn damaged_files_get_a_verdict(file in any::<prop::sample::Index>(), line in any::<prop::sample::Index>(),
                                       kind in 0u8..6, junk in "[ -~]{0,24}") {
            let files = corpus();
            let text = &files[file.index(files.len())];
            let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
            let i = line.index(lines.len());
            match kind {
                0 => { lines.remove(i); }
                1 => { let l = lines[i].clone(); lines.insert(i, l); }
                2 => lines[i] = junk.clone(),
                3 => lines[i] = lines[i].replace(|c: char| c.is_ascii_digit(), "9"),
                4 => lines[i] = lines[i].replace(' ', " -4294967296 "),
                _ => lines.truncate(i),
            }
            let damaged = lines.join("\n");
            let _ = run_shader_test_interp("damaged", &damaged);
        }
    }
}

#[test]
fn mvp_limits_skip_naming_the_limit() {
    let dir = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/shader_tests"));
    let run = |f: &str| {
        let text = std::fs::read_to_string(dir.join(f)).unwrap();
        run_shader_test_interp(f, &text).outcome
    };
    assert_eq!(
        run("skip-limit-varyings.shader_test"),
        Outcome::Skip(
            "MVP limit: skip-limit-varyings.shader_test [vertex shader]: outputs need 10 vec4 slots, but a bank holds 8 (the seed's table lists 18 logical output slots)".into()
        )
    );
    assert_eq!(
        run("skip-require-max-output-components.shader_test"),
        Outcome::Skip(
            "needs GL_MAX_VERTEX_OUTPUT_COMPONENTS >= 128 (vertex output components); the MVP has 32"
                .into()
        )
    );
}

#[test]
fn piglit_commands_of_the_compatibility_profile() {
    // `color` sets gl_Color for a draw without a colour array; an instanced
    // draw runs every instance (draw-arrays-instanced in the corpus checks
    // gl_InstanceID); a draw without [vertex data] has vertices with
    // gl_VertexID only.
    let base = "[require]\nGLSL >= 1.10\nSIZE 8 8\n\n[vertex shader]\nvoid main() { gl_Position = gl_Vertex; gl_FrontColor = gl_Color; }\n\n[test]\n";
    let r = run_shader_test_interp(
        "t",
        &format!("{base}color 0.25 0.5 0.75 1.0\ndraw rect -1 -1 2 2\nprobe all rgba 0.25 0.5 0.75 1.0\n"),
    );
    assert_eq!(r.outcome, Outcome::Pass);
    let r = run_shader_test_interp(
        "t",
        &format!("{base}[vertex data]\ngl_Vertex/float/2\n-1 -1\n1 -1\n1 1\n[test]\ncolor 0.0 1.0 0.0 1.0\ndraw arrays instanced GL_TRIANGLES 0 3 2\nprobe rgba 7 0 0.0 1.0 0.0 1.0\nprobe rgba 0 7 0.0 0.0 0.0 0.0\n").replace("[test]\n[vertex data]", "[vertex data]"),
    );
    assert_eq!(r.outcome, Outcome::Pass);
    let idless = "[require]\nGLSL >= 1.30\nSIZE 8 8\n\n[vertex shader]\nvoid main() {\n  vec2 c[3] = vec2[3](vec2(-1.0, -1.0), vec2(3.0, -1.0), vec2(-1.0, 3.0));\n  gl_Position = vec4(c[gl_VertexID], 0.0, 1.0);\n}\n\n[fragment shader]\nvoid main() { gl_FragColor = vec4(0.0, 1.0, 0.0, 1.0); }\n\n[test]\ndraw arrays GL_TRIANGLES 0 3\nprobe all rgba 0.0 1.0 0.0 1.0\n";
    assert_eq!(run_shader_test_interp("t", idless).outcome, Outcome::Pass);
}
