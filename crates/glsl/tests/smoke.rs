use gpubin_glsl::*;
use std::collections::BTreeMap;

#[test]
fn seed_vertex() {
    let src = include_str!("data/seed_330.vert");
    let m =
        compile(src, Stage::Vertex, &CompileOptions::default()).unwrap_or_else(|d| panic!("{d}"));
    let mut inv = Invocation::default();
    inv.inputs.insert(
        "aPos".into(),
        Value::Vector(vec![
            ir::Scalar::Float(1.0),
            ir::Scalar::Float(2.0),
            ir::Scalar::Float(3.0),
        ]),
    );
    inv.inputs.insert(
        "aColor".into(),
        Value::Vector(vec![
            ir::Scalar::Float(0.5),
            ir::Scalar::Float(0.25),
            ir::Scalar::Float(0.0),
        ]),
    );
    let out = run(&m, &inv, &mut NoTextures).unwrap();
    println!("{:#?}", m.reflection);
    println!("{:?}", out.outputs);
    let _: BTreeMap<String, Value> = out.outputs;
}
