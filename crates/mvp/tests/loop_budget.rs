//! The loop iteration budget: both engines count the same iterations (a
//! budget of exactly what the shader runs draws; one less stops it, with
//! the same error naming the loop), and the IR of the seed's ABI has no
//! budget check.

use gpubin_mvp::codegen::{Target, LOOP_BUDGET, LOOP_BUDGET_EXCEEDED};
use gpubin_mvp::sim::compiled::CompiledShaders;
use gpubin_mvp::sim::draw::{draw, DrawOptions, VertexData};
use gpubin_mvp::{Program, ProgramOptions};
use std::collections::BTreeMap;
use std::sync::Arc;

const VS: &str = "attribute vec4 p;\nvoid main() { gl_Position = p; }\n";

// Per fragment: 3 back-edges of the outer loop, 3 * 4 of the inner one,
// and 2 of the `do` loop in `f` (called once): 17 iterations.
const FS: &str = "uniform int n;\n\
    float f() {\n\
      float s = 0.0;\n\
      int k = 0;\n\
      do { s += 1.0; k++; } while (k < 3);\n\
      return s;\n\
    }\n\
    void main() {\n\
      float x = 0.0;\n\
      for (int i = 0; i < 4; i++) {\n\
        for (int j = 0; j < n; j++) { x += 0.01; }\n\
      }\n\
      gl_FragColor = vec4(x, f() / 3.0, 0.0, 1.0);\n\
    }\n";

fn run(
    p: &Program,
    budget: u32,
    compiled: Option<Arc<CompiledShaders>>,
) -> Result<Vec<u8>, String> {
    let v =
        VertexData::from_json(r#"{"p": [[-1, -1, 0, 1], [1, -1, 0, 1], [-1, 1, 0, 1]]}"#).unwrap();
    let mut u = BTreeMap::new();
    u.insert("n".to_string(), gpubin_glsl::Value::Int(5));
    let opts = DrawOptions {
        width: 4,
        height: 4,
        compiled,
        loop_budget: budget,
        ..DrawOptions::default()
    };
    draw(p, &v, &u, &opts)
        .map(|(img, _)| {
            (0..img.height)
                .flat_map(|y| (0..img.width).map(move |x| (x, y)))
                .flat_map(|(x, y)| img.pixel(x, y))
                .collect()
        })
        .map_err(|e| e.to_string())
}

#[test]
fn both_engines_stop_at_the_same_iteration_with_the_same_error() {
    let p = Program::compile(VS, "t.vert", FS, "t.frag", &ProgramOptions::default()).unwrap();
    let lib = Arc::new(CompiledShaders::build(&p).unwrap());
    // 4 + 4 * 5 + 2 = 26 back-edges per fragment.
    let interp = run(&p, 26, None).unwrap();
    let compiled = run(&p, 26, Some(lib.clone())).unwrap();
    assert_eq!(interp, compiled);
    let interp = run(&p, 25, None).unwrap_err();
    let compiled = run(&p, 25, Some(lib)).unwrap_err();
    assert_eq!(interp, compiled);
    // The budget runs out at the back-edge of `f`'s `do` loop (line 5).
    assert!(
        interp.ends_with("t.frag: interpreter: t.frag:5: loop iteration budget of 25 exceeded (the shader does not end)"),
        "{interp}"
    );
}

#[test]
fn the_seed_abi_has_no_budget_check() {
    let p = Program::compile(VS, "t.vert", FS, "t.frag", &ProgramOptions::default()).unwrap();
    let seed = p.ps_ir(&Target::default()).unwrap();
    assert!(!seed.contains(LOOP_BUDGET), "{seed}");
    let sim = p.ps_ir(&Target::simulator()).unwrap();
    assert!(sim.contains(&format!("call i32 @{LOOP_BUDGET}()")), "{sim}");
    assert!(
        sim.contains(&format!("call void @{LOOP_BUDGET_EXCEEDED}(ptr @loop.at.")),
        "{sim}"
    );
    assert!(sim.contains(r#"c"t.frag:10\00""#), "{sim}");
}
