//! Disassembler throughput in instructions per second: decode alone, and decode plus
//! `lima_disasm` text, for PP and GP programs of pseudo-random instructions (every
//! field mix, every opcode), plus encoding.

use divan::counter::ItemsCount;
use divan::{black_box, Bencher};
use gpubin_binfmt::Path;
use gpubin_mali::{gp, pp};

fn main() {
    divan::main();
}

const INSTRUCTIONS: usize = 4096;

/// xorshift64: a fixed, dependency-free stream of bits.
struct Bits(u64);

impl Bits {
    fn next(&mut self) -> u32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 16) as u32
    }
}

/// A PP program: random control words (count fixed up) and random field bits.
fn pp_program() -> Vec<u8> {
    let mut bits = Bits(0x9e37_79b9_7f4a_7c15);
    let mut words = Vec::new();
    for _ in 0..INSTRUCTIONS {
        let control = bits.next();
        let count = pp::FieldKind::words_needed(pp::Control::fields(control));
        words.push((control & !0x1f) | count);
        for _ in 1..count {
            words.push(bits.next());
        }
    }
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

fn gp_program() -> Vec<u8> {
    let mut bits = Bits(0x2545_f491_4f6c_dd1d);
    (0..INSTRUCTIONS * 4)
        .flat_map(|_| bits.next().to_le_bytes())
        .collect()
}

#[divan::bench]
fn pp_decode(b: Bencher) {
    let code = pp_program();
    b.counter(ItemsCount::new(INSTRUCTIONS))
        .bench(|| pp::decode_program(black_box(&code), 0, &Path::root()).unwrap());
}

#[divan::bench]
fn pp_decode_and_print(b: Bencher) {
    let code = pp_program();
    b.counter(ItemsCount::new(INSTRUCTIONS))
        .bench(|| pp::disassemble(black_box(&code), 0, &Path::root()).unwrap());
}

#[divan::bench]
fn pp_encode(b: Bencher) {
    let program: Vec<_> = pp::decode_program(&pp_program(), 0, &Path::root())
        .unwrap()
        .into_iter()
        .map(|l| l.instruction)
        .collect();
    b.counter(ItemsCount::new(INSTRUCTIONS))
        .bench(|| pp::encode_program(black_box(&program)));
}

#[divan::bench]
fn gp_decode(b: Bencher) {
    let code = gp_program();
    b.counter(ItemsCount::new(INSTRUCTIONS))
        .bench(|| gp::decode_program(black_box(&code), 0, &Path::root()).unwrap());
}

#[divan::bench]
fn gp_decode_and_print(b: Bencher) {
    let code = gp_program();
    b.counter(ItemsCount::new(INSTRUCTIONS))
        .bench(|| gp::disassemble(black_box(&code), 0, &Path::root()).unwrap());
}
