//! Parse + validate throughput on large synthetic MBS1 files, at two sizes 10x apart.

use divan::counter::BytesCount;
use divan::Bencher;
use gpubin_mali::mbs::*;

fn main() {
    divan::main();
}

/// A fragment shader with `symbols` uniforms (a quarter vec4, the rest floats, new
/// records with VIDX), `symbols / 10` varyings capped by the hardware, and `code`
/// bytes of PP code in 4-word instructions.
fn file(symbols: usize, code: usize) -> Vec<u8> {
    let info = |vec_size: u16, stride: u16| SymbolInfo {
        version: 2,
        kind: SymbolType::FLOAT,
        vec_size,
        vector_stride: stride,
        array_size: 0,
        array_stride: stride,
        bit_precision: 16,
        precision: 2,
        invariant: 0,
    };
    let vec4s = symbols / 4;
    let mut children = Vec::with_capacity(symbols);
    for i in 0..symbols {
        let (info, address) = if i < vec4s {
            (info(4, 4), 4 * i)
        } else {
            (info(1, 1), 4 * vec4s + (i - vec4s))
        };
        children.push(UniformTableChunk::Symbol(UniformSymbol {
            name: SymbolName {
                name: format!("u_symbol_{i:05}"),
                name_padding: None,
            },
            info,
            reserved_13: 0,
            reserved_14: 0,
            address: address as i16,
            parent: -1,
            chunks: vec![UniformChunk::Indices(vec![
                IndexChunk::TdRemap(-1),
                IndexChunk::Yuv(-1),
                IndexChunk::Gradient(-1),
            ])],
        }));
    }
    let total = (4 * vec4s + (symbols - vec4s)).div_ceil(4) * 4;
    let words = code / 4;
    let mut dbin = Vec::with_capacity(words * 4);
    for w in 0..words {
        let word: u32 = if w % 4 == 0 { 4 } else { 0x1234_5678 };
        dbin.extend_from_slice(&word.to_le_bytes());
    }
    let model = MbsFile {
        blocks: vec![Block::Fragment(FragmentShader {
            core: 7,
            children: unplaced(vec![
                FragmentChunk::Stack(FragmentStack {
                    stack_size: 1,
                    initial_stack_pointer: 1,
                }),
                FragmentChunk::Uniforms(UniformTable {
                    total_size: total as u32,
                    declared_count: None,
                    children,
                }),
                FragmentChunk::Code(Bytes(dbin)),
            ]),
        })
        .into()],
        trailing: Bytes::default(),
    };
    let bytes = write(&model);
    assert!(validate(&model).iter().all(|f| !f.is_error()));
    bytes
}

/// `symbols` uniforms with `symbols` × 104.8 bytes of code (1 MiB for 10,000).
fn sized(symbols: usize) -> Vec<u8> {
    file(symbols, symbols * 1024 * 1024 / 10_000 / 4 * 4)
}

/// Parse + validate: 100, 1,000 and 10,000 symbols with 10 KiB, 100 KiB and 1 MiB of
/// code.
#[divan::bench(args = [100, 1_000, 10_000])]
fn parse_validate(bencher: Bencher, symbols: usize) {
    let bytes = sized(symbols);
    bencher.counter(BytesCount::new(bytes.len())).bench(|| {
        let model = parse(divan::black_box(&bytes)).unwrap();
        validate(&model).len()
    });
}

#[divan::bench(args = [100, 1_000, 10_000])]
fn parse_only(bencher: Bencher, symbols: usize) {
    let bytes = sized(symbols);
    bencher
        .counter(BytesCount::new(bytes.len()))
        .bench(|| parse(divan::black_box(&bytes)).unwrap().blocks.len());
}

#[divan::bench(args = [1_000, 10_000])]
fn write_model(bencher: Bencher, symbols: usize) {
    let bytes = sized(symbols);
    let model = parse(&bytes).unwrap();
    bencher
        .counter(BytesCount::new(bytes.len()))
        .bench(|| write(divan::black_box(&model)).len());
}
