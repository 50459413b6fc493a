//! Compile shaders and print diagnostics, as `gpubin glsl check` does,
//! without the CLI: `cargo run --release --example check -- FILE...`.
//! Exit status 1 when a file does not compile.

fn main() {
    let mut failed = false;
    for path in std::env::args().skip(1) {
        let src = std::fs::read_to_string(&path).expect("readable file");
        let ext = path.rsplit('.').next().unwrap_or("");
        let stage = gpubin_glsl::Stage::from_extension(ext).expect("stage from extension");
        let opts = gpubin_glsl::CompileOptions {
            file_name: Some(path.clone()),
            ..Default::default()
        };
        match gpubin_glsl::check(&src, stage, &opts) {
            Ok(_) => {}
            Err(d) => {
                eprintln!("{d}");
                failed = true;
            }
        }
    }
    std::process::exit(i32::from(failed));
}
