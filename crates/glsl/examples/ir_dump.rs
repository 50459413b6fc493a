//! Print the IR of a shader: `cargo run --example ir_dump -- FILE [--json]`.

fn main() {
    let path = std::env::args()
        .nth(1)
        .expect("usage: ir_dump FILE.vert|FILE.frag");
    let src = std::fs::read_to_string(&path).expect("readable file");
    let ext = path.rsplit('.').next().unwrap_or("");
    let stage = gpubin_glsl::Stage::from_extension(ext).expect("stage from extension");
    match gpubin_glsl::compile(&src, stage, &Default::default()) {
        Ok(m) if std::env::args().any(|a| a == "--json") => {
            println!("{}", serde_json::to_string_pretty(&m).unwrap())
        }
        Ok(m) => print!("{m}"),
        Err(d) => eprintln!("{d}"),
    }
}
