//! Throughput of the layout engine, in layouts per second.

use divan::{black_box, counter::ItemsCount, Bencher};
use gpubin_adreno::a5xx::{layout, tex_const, Format, TexView, TextureDesc, TileMode};

fn main() {
    divan::main();
}

fn descs() -> Vec<TextureDesc> {
    let mut out = Vec::new();
    for (name, w, h) in [
        ("rg16f", 100, 2000),
        ("rgba8", 1920, 1080),
        ("r8", 4096, 4096),
        ("rgba32f", 512, 512),
        ("etc1_rgb8_oes", 1024, 1024),
    ] {
        let mut d = TextureDesc::new_2d(Format::by_name(name).unwrap(), w, h);
        d.levels = gpubin_adreno::a5xx::layout::max_levels(w, h, 1);
        d.tile_mode = TileMode::Tile3;
        out.push(d);
    }
    out
}

#[divan::bench]
fn full_mip_chains(bencher: Bencher) {
    let descs = descs();
    bencher.counter(ItemsCount::new(descs.len())).bench(|| {
        for d in &descs {
            black_box(layout(black_box(d)).unwrap());
        }
    });
}

#[divan::bench]
fn ubwc_seed_with_descriptor(bencher: Bencher) {
    let mut d = TextureDesc::new_2d(Format::by_name("rg16f").unwrap(), 100, 2000);
    d.levels = 11;
    d.tile_mode = TileMode::Tile3;
    d.ubwc = true;
    d.base = 0xc0732000;
    bencher.counter(ItemsCount::new(1usize)).bench(|| {
        let lay = layout(black_box(&d)).unwrap();
        black_box(tex_const::build(&lay, &TexView::default()).unwrap())
    });
}
