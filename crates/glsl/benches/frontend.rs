//! Parse + analysis throughput of the front end on generated shaders of two
//! sizes 10x apart (~1,200 and ~12,000 lines). Throughput is in source
//! lines per second (divan reports them as items).

use divan::counter::ItemsCount;
use divan::{black_box, Bencher};
use gpubin_glsl::{compile, CompileOptions, Stage};

mod shader_gen;

fn main() {
    divan::main();
}

#[divan::bench(args = [92, 923])]
fn parse_and_analyse(bencher: Bencher, functions: usize) {
    let src = shader_gen::generate(functions);
    let lines = src.lines().count();
    // The generated shader must compile, or the benchmark measures errors.
    compile(&src, Stage::Fragment, &CompileOptions::default()).expect("generated shader compiles");
    bencher
        .counter(ItemsCount::new(lines))
        .bench(|| compile(black_box(&src), Stage::Fragment, &CompileOptions::default()));
}
