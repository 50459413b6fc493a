//! Throughput of register-dump decoding, in bytes of dump text per second.

use divan::{black_box, counter::BytesCount, Bencher};
use gpubin_adreno::a5xx::dump::{decode_dump, DumpReader};
use gpubin_adreno::a5xx::regs::REGISTERS;

fn main() {
    divan::main();
}

/// Every register instance with an offset once, as `OFFSET VALUE` lines.
fn whole_dump() -> String {
    let mut text = String::new();
    let mut value = 0x1234_5678u32;
    for def in REGISTERS {
        let Some(base) = def.offset else { continue };
        for i in 0..def.count {
            value = value.rotate_left(7) ^ 0x9e37_79b9;
            text += &format!("{:#06x} {value:#010x}\n", base + i * def.stride);
        }
    }
    text
}

#[divan::bench]
fn decode_every_register(bencher: Bencher) {
    let text = whole_dump();
    bencher
        .counter(BytesCount::new(text.len()))
        .bench(|| black_box(decode_dump(black_box(&text)).unwrap()));
}

/// The same dump through `DumpReader`, a line at a time from bytes (what
/// `gpubin a5xx decode FILE` does), each register dropped once decoded.
#[divan::bench]
fn read_every_register(bencher: Bencher) {
    let text = whole_dump();
    bencher.counter(BytesCount::new(text.len())).bench(|| {
        for r in DumpReader::new(black_box(text.as_bytes())) {
            black_box(r.unwrap());
        }
    });
}
