//! Adreno 5xx state builders on arbitrary parameters: no panic, and every
//! accepted texture layout keeps its levels apart and round-trips its
//! descriptor; every accepted text argument decodes without panicking.
#![no_main]

use gpubin_adreno::a5xx::layout::{layout, TextureDesc, TextureType, TileMode};
use gpubin_adreno::a5xx::{dump, gmem, lrz, regs, streamout, tex_const, Format, TexView};
use libfuzzer_sys::fuzz_target;

fn u32_at(d: &[u8], i: usize) -> u32 {
    let mut b = [0u8; 4];
    for (k, v) in b.iter_mut().enumerate() {
        *v = d.get(i + k).copied().unwrap_or(0);
    }
    u32::from_le_bytes(b)
}

fuzz_target!(|data: &[u8]| {
    if data.len() < 24 {
        return;
    }
    let formats: Vec<Format> = Format::all().collect();
    let mut d = TextureDesc::new_2d(
        formats[data[0] as usize % formats.len()],
        u32_at(data, 1) % 20000,
        u32_at(data, 5) % 20000,
    );
    d.ty = [
        TextureType::D1,
        TextureType::D2,
        TextureType::Cube,
        TextureType::D3,
    ][data[9] as usize % 4];
    d.depth = u32_at(data, 10) % 300;
    d.array_size = u32_at(data, 14) % 20;
    d.levels = data[18] as u32 % 20;
    d.samples = data[19] as u32 % 6;
    d.tile_mode = [TileMode::Linear, TileMode::Tile2, TileMode::Tile3][data[20] as usize % 3];
    d.tile_all = data[21] & 1 == 1;
    d.ubwc = data[21] & 2 == 2;
    d.base = (u32_at(data, 22) as u64) << (data[21] >> 4);
    if let Ok(lay) = layout(&d) {
        let mut spans: Vec<(u64, u64)> = lay
            .levels
            .iter()
            .map(|l| (l.offset, l.offset + l.size))
            .collect();
        spans.extend(
            lay.levels
                .iter()
                .filter_map(|l| l.flags.map(|f| (f.offset, f.offset + f.meta.size))),
        );
        spans.sort();
        for w in spans.windows(2) {
            assert!(w[0].1 <= w[1].0);
        }
        if let Ok(tc) = tex_const::build(&lay, &TexView::default()) {
            assert_eq!(tex_const::unpack(&tc.dwords).unwrap(), tc.fields);
        }
    }
    let _ = gmem::layout(&gmem::GmemConfig {
        width: u32_at(data, 1) % 17000,
        height: u32_at(data, 5) % 17000,
        x: data[9] as u32 * 7,
        y: data[10] as u32 * 3,
        samples: data[19] as u32 % 5,
        mrts: (0..data[18] % 10)
            .map(|i| (i % 3 != 0).then_some(1 << (i % 5)))
            .collect(),
        depth: (data[20] & 1 == 1).then_some(4),
        stencil: None,
        gmem_size: u32_at(data, 14) as u64,
        draws: 1,
    });
    let text = String::from_utf8_lossy(&data[24..]);
    let _ = regs::decode_assignment(&text);
    let _ = dump::decode_dump(&text);
    let _ = lrz::DrawState::parse(&text);
    let _ = streamout::SoOutput::parse(&text);
    if let Ok(decl) = serde_json::from_str::<streamout::StreamOutDecl>(&text) {
        let _ = streamout::build(&decl);
    }
});
