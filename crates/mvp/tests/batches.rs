//! The compiled engine's batches (`sim/batch.rs`) against its one call per
//! fragment and the interpreter: which shaders take batches, and the same
//! images, counts, discards and loop-budget stops (the quads before the
//! stopping fragment's written, its own not), on one and two threads.

use gpubin_mvp::sim::compiled::CompiledShaders;
use gpubin_mvp::sim::draw::{draw_into, DrawOptions, DrawStats, VertexData};
use gpubin_mvp::sim::image::Image;
use gpubin_mvp::sim::textures::ProceduralTextures;
use gpubin_mvp::{Program, ProgramOptions};
use std::collections::BTreeMap;
use std::sync::Arc;

const VS: &str = "attribute vec4 p;\nvarying vec2 uv;\n\
    void main() { gl_Position = p; uv = p.xy * 0.5 + 0.5; }\n";

/// Discards a column, loops forever on some pixels when `endless` is set
/// (first at lane 1 of a quad whose lane 0 ends).
const FS: &str = "uniform bool endless;\nvarying vec2 uv;\n\
    void main() {\n\
      float x = 0.0;\n\
      if (endless && gl_FragCoord.x > 11.0 && gl_FragCoord.y > 5.0) {\n\
        for (;;) { x += 1.0; }\n\
      }\n\
      if (gl_FragCoord.x < 3.0) discard;\n\
      gl_FragColor = vec4(uv, gl_FragCoord.x / 16.0, gl_FrontFacing ? 1.0 : 0.5);\n\
    }\n";

fn program(fs: &str) -> Program {
    Program::compile(VS, "t.vert", fs, "t.frag", &ProgramOptions::default()).unwrap()
}

/// A triangle pair over the 17x13 window (odd sizes: quads cut at the
/// edges), the second one clockwise.
fn draw(
    p: &Program,
    compiled: Option<Arc<CompiledShaders>>,
    threads: usize,
    endless: bool,
) -> (Result<DrawStats, String>, Image) {
    let v = VertexData::from_json(
        r#"{"p": [[-1, -1, 0, 1], [1, -1, 0, 1], [1, 1, 0, 1],
                 [-1, -1, 0, 1], [-0.5, 1, 0, 1], [1, 1, 0, 1]]}"#,
    )
    .unwrap();
    let mut u = BTreeMap::new();
    u.insert("endless".to_string(), gpubin_glsl::Value::Bool(endless));
    let opts = DrawOptions {
        compiled,
        threads,
        loop_budget: 50,
        ..DrawOptions::default()
    };
    let mut image = Image::new(17, 13, [1, 2, 3, 4]);
    let r = draw_into(p, &v, &u, &opts, &ProceduralTextures, &mut image).map_err(|e| e.to_string());
    (r, image)
}

#[test]
fn shaders_without_derivative_sites_take_batches() {
    let lib = CompiledShaders::build(&program(FS)).unwrap();
    assert!(lib.batches());
    assert!(!lib.per_invocation().batches());
    let fs = "varying vec2 uv;\nvoid main() { gl_FragColor = vec4(dFdx(uv), 0.0, 1.0); }\n";
    assert!(!CompiledShaders::build(&program(fs)).unwrap().batches());
}

#[test]
fn batches_draw_stop_and_count_as_one_call_per_fragment() {
    let p = program(FS);
    let batches = Arc::new(CompiledShaders::build(&p).unwrap());
    let single = Arc::new(CompiledShaders::build(&p).unwrap().per_invocation());
    for endless in [false, true] {
        let (want, want_image) = draw(&p, None, 1, endless);
        match &want {
            Ok(s) => assert!(s.discarded > 0 && s.fragments_shaded > s.discarded),
            Err(e) => assert!(e.contains("loop iteration budget of 50 exceeded"), "{e}"),
        }
        for threads in [1, 2] {
            for lib in [&batches, &single] {
                let (got, image) = draw(&p, Some(lib.clone()), threads, endless);
                let what = format!(
                    "batches {}, {threads} threads, endless {endless}",
                    lib.batches()
                );
                assert_eq!(got, want, "{what}");
                if threads == 1 {
                    // Thread by thread, the stop leaves the same pixels.
                    assert_eq!(image, want_image, "{what}");
                }
            }
            let a = draw(&p, Some(batches.clone()), threads, endless);
            let b = draw(&p, Some(single.clone()), threads, endless);
            assert_eq!(a, b, "{threads} threads, endless {endless}");
        }
    }
}
