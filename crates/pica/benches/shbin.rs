//! SHBIN parse + validate (and write) throughput at three input sizes, each 10x the last.
//!
//! `cargo bench -p gpubin-pica --bench shbin`

#[path = "../tests/common/mod.rs"]
mod common;

use divan::counter::BytesCount;
use divan::Bencher;
use gpubin_pica::shbin::{self, Shbin};

fn main() {
    for scale in SCALES {
        eprintln!("scale {scale}: {} bytes", synthetic(scale).len());
    }
    divan::main();
}

/// The multi-DVLE test file scaled: `scale` times the code, descriptors and DVLEs.
fn synthetic(scale: usize) -> Vec<u8> {
    let base = common::multi();
    let mut m = Shbin {
        dvlp: base.dvlp.clone(),
        dvles: Vec::new(),
        layout: None,
    };
    for _ in 1..scale * 8 {
        m.dvlp.code.extend_from_slice(&base.dvlp.code);
    }
    for _ in 1..scale * 2 {
        m.dvlp
            .operand_descriptors
            .extend_from_slice(&base.dvlp.operand_descriptors);
    }
    for _ in 0..scale * 4 {
        m.dvles.extend_from_slice(&base.dvles);
    }
    shbin::write(&m).unwrap()
}

const SCALES: [usize; 3] = [1, 10, 100];

#[divan::bench(args = SCALES)]
fn parse_and_validate(bencher: Bencher, scale: usize) {
    let bytes = synthetic(scale);
    bencher.counter(BytesCount::of_slice(&bytes)).bench(|| {
        let model = shbin::parse(divan::black_box(&bytes)).unwrap();
        shbin::validate(&model)
    });
}

#[divan::bench(args = SCALES)]
fn write(bencher: Bencher, scale: usize) {
    let bytes = synthetic(scale);
    let model = shbin::parse(&bytes).unwrap();
    bencher
        .counter(BytesCount::of_slice(&bytes))
        .bench(|| shbin::write(divan::black_box(&model)).unwrap());
}
