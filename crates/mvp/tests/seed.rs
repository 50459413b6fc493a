//! The seed's shader pair: slots, IR, verification.

use gpubin_mvp::codegen::Target;
use gpubin_mvp::{tools, Program, ProgramOptions};

fn seed() -> Program {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/mvp/");
    let vs = std::fs::read_to_string(format!("{root}shader.vert")).unwrap();
    let fs = std::fs::read_to_string(format!("{root}shader.frag")).unwrap();
    Program::compile(
        &vs,
        "shader.vert",
        &fs,
        "shader.frag",
        &ProgramOptions::default(),
    )
    .unwrap()
}

#[test]
fn seed_slots() {
    let p = seed();
    let vs = &p.slots.vs;
    assert_eq!(vs.input("aPos").unwrap().slot, 0);
    assert_eq!(vs.input("aColor").unwrap().slot, 1);
    assert_eq!(vs.output("gl_Position").unwrap().slot, 0);
    assert_eq!(vs.output("ourColor").unwrap().slot, 1);
    assert_eq!(p.slots.fs.input("ourColor").unwrap().slot, 0);
    assert_eq!(p.slots.fs.output("FragColor").unwrap().slot, 0);
}

#[test]
fn seed_ir_verifies() {
    let p = seed();
    for t in [Target::default(), Target::host()] {
        let vs = p.vs_ir(&t).unwrap();
        println!("{vs}");
        tools::verify_ir(&vs, "vs").unwrap();
        let ps = p.ps_ir(&t).unwrap();
        println!("{ps}");
        tools::verify_ir(&ps, "ps").unwrap();
    }
}

#[test]
fn seed_agrees_with_the_interpreter_on_the_host() {
    let p = seed();
    let r = gpubin_mvp::verify::verify_on_host(&p, &Default::default()).unwrap();
    assert_eq!(r.vertices, 16);
    assert_eq!(r.fragments, 32);
    assert_eq!(r.max_ulp, 0);
    assert!(r.values >= 16 * 7 + 32 * 4, "{r:?}");
}
