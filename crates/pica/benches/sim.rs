//! Simulator throughput: instructions executed per second on two shaders, a
//! straight-line transform (the `include_shader!` example) and a loop of
//! arithmetic over a uniform array (256 passes of four instructions).
//!
//! `cargo bench -p gpubin-pica --bench sim`

use divan::counter::ItemsCount;
use divan::Bencher;
use gpubin_pica::asm::{self, Options as AsmOptions, Source};
use gpubin_pica::shbin::Shbin;
use gpubin_pica::sim::{self, Options, Setup};

fn main() {
    divan::main();
}

const LOOP: &str = "\
.fvec table[16], one
.ivec n
.in pos
.out o position
.proc main
 mov r0, pos
 for n
   mova a0.x, r1.x
   mad r0, r0, table[a0.x], r0
   dp4 r2.x, table[aL], r0
   add r1, one, r1
 .end
 mov o, r0
 end
.end
";

fn load(text: &str) -> (Shbin, Setup) {
    let shbin = asm::assemble(
        &[Source {
            name: "b.pica",
            text,
        }],
        AsmOptions::default(),
    )
    .unwrap()
    .into_shbin();
    let mut setup = Setup::new(&shbin, 0).unwrap();
    for k in 0..17 {
        setup.float_uniforms[k] = [0.5, 0.25, 0.125, 1.0];
    }
    setup.int_uniforms[0] = [255, 0, 0, 0];
    setup.inputs[0] = [1.0, 2.0, 3.0, 1.0];
    (shbin, setup)
}

fn bench(b: Bencher, text: &str) {
    let (shbin, setup) = load(text);
    let options = Options::default();
    let steps = sim::run(&shbin, 0, &setup, &options).unwrap().steps;
    b.counter(ItemsCount::new(steps))
        .bench(|| sim::run(&shbin, 0, &setup, &options).unwrap());
}

#[divan::bench]
fn straight_line(b: Bencher) {
    bench(
        b,
        include_str!("../../pica-macros/examples/shaders/simple.v.pica"),
    );
}

#[divan::bench]
fn loop_256(b: Bencher) {
    bench(b, LOOP);
}
