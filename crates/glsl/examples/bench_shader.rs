//! Print the benchmark's generated fragment shader:
//! `cargo run --example bench_shader -- FUNCTIONS` (13 lines per function plus 10).

#[path = "../benches/shader_gen.rs"]
mod shader_gen;

fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .expect("usage: bench_shader FUNCTIONS");
    print!("{}", shader_gen::generate(n));
}
