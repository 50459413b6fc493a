//! The GLSL compiler on hand-written shaders: the code it writes, what it
//! refuses, and the simulator's results against the GLSL interpreter's.

use std::collections::BTreeMap;

use gpubin_glsl::ir::Scalar;
use gpubin_glsl::{NoTextures, Value};
use gpubin_pica::compile::{compile, Compiled, Options};

fn build(src: &str) -> Compiled {
    match compile(src, &Options::default()) {
        Ok(c) => c,
        Err(e) => panic!("{e}"),
    }
}

fn refused(src: &str) -> String {
    match compile(src, &Options::default()) {
        Ok(c) => panic!("compiled:\n{}", c.asm),
        Err(e) => e.to_string(),
    }
}

fn vec4(v: [f32; 4]) -> Value {
    Value::Vector(v.iter().map(|x| Scalar::Float(*x)).collect())
}

fn flat(v: &Value) -> Vec<f32> {
    match v {
        Value::Float(x) => vec![*x],
        Value::Vector(c) => c
            .iter()
            .map(|s| match s {
                Scalar::Float(f) => *f,
                Scalar::Int(i) => *i as f32,
                Scalar::Uint(u) => *u as f32,
                Scalar::Bool(b) => f32::from(u8::from(*b)),
            })
            .collect(),
        other => panic!("not a vector: {other:?}"),
    }
}

/// Runs `c` in the simulator and the interpreter; every output component agrees
/// within `tol * (1 + |interpreter value|)`.
fn agree(c: &Compiled, inputs: &[(&str, Value)], uniforms: &[(&str, Value)], tol: f32) {
    let inputs: BTreeMap<String, Value> = inputs
        .iter()
        .map(|(n, v)| (n.to_string(), v.clone()))
        .collect();
    let uniforms: BTreeMap<String, Value> = uniforms
        .iter()
        .map(|(n, v)| (n.to_string(), v.clone()))
        .collect();
    let sim = c.run(&inputs, &uniforms).unwrap();
    let inv = gpubin_glsl::Invocation {
        inputs: inputs.clone(),
        uniforms: uniforms.clone(),
        ..Default::default()
    };
    let reference = gpubin_glsl::run(&c.module, &inv, &mut NoTextures).unwrap();
    for (name, got) in &sim {
        let want = flat(&reference.outputs[name]);
        for (g, w) in got.iter().zip(&want) {
            assert!(
                (g - w).abs() <= tol * (1.0 + w.abs()),
                "{name}: simulator {got:?}, interpreter {want:?}\n{}",
                c.asm
            );
        }
    }
}

#[test]
fn mvp_transform_is_four_dp4() {
    let c = build("attribute vec4 pos; attribute vec4 clr; uniform mat4 mvp; varying vec4 color;\nvoid main() { gl_Position = mvp * pos; color = clr; }");
    assert_eq!(c.instructions, 6, "{}", c.asm);
    let m = Value::Matrix(vec![
        vec![1.0, 2.0, 3.0, 4.0],
        vec![0.5, 0.0, -1.0, 2.0],
        vec![0.0, 1.0, 0.0, 0.25],
        vec![3.0, -2.0, 1.0, 1.0],
    ]);
    agree(
        &c,
        &[
            ("pos", vec4([1.0, -2.0, 0.5, 1.0])),
            ("clr", vec4([0.25, 0.5, 0.75, 1.0])),
        ],
        &[("mvp", m)],
        1e-4,
    );
}
