//! Disassembler and assembler throughput in instructions per second: decode alone,
//! decode plus `lima_disasm` text, encoding, the PP control-word walk, and assembly
//! of the text back to code, for PP and GP programs of pseudo-random instructions
//! (every field mix, every opcode).

use divan::counter::ItemsCount;
use divan::{black_box, Bencher};
use gpubin_binfmt::Path;
use gpubin_mali::{asm, gp, pp};

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

/// The PP control-word walk alone: instruction boundaries from the count fields.
#[divan::bench]
fn pp_control_walk(b: Bencher) {
    let code = pp_program();
    let words: Vec<u32> = code
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    b.counter(ItemsCount::new(INSTRUCTIONS)).bench(|| {
        let words = black_box(&words);
        let (mut at, mut n) = (0usize, 0usize);
        while at < words.len() {
            at += pp::Control::count(words[at]) as usize;
            n += 1;
        }
        n
    });
}

#[divan::bench]
fn pp_assemble(b: Bencher) {
    let text = pp::disassemble(&pp_program(), 0, &Path::root()).unwrap();
    b.counter(ItemsCount::new(INSTRUCTIONS))
        .bench(|| asm::pp::assemble(black_box(&text)).unwrap());
}

#[divan::bench]
fn gp_assemble(b: Bencher) {
    let text = gp::disassemble(&gp_program(), 0, &Path::root()).unwrap();
    b.counter(ItemsCount::new(INSTRUCTIONS))
        .bench(|| asm::gp::assemble(black_box(&text)).unwrap());
}
