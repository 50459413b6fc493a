//! The seed's UBWC worked example (spec §2.2): 100x2000 GL_RG16F, 11
//! levels, TILE5_3 + TILE_ALL + UBWC at 0xc0732000.

use gpubin_adreno::a5xx::{layout, tex_const, Format, TexView, TextureDesc, TileMode};

fn seed_desc() -> TextureDesc {
    let mut d = TextureDesc::new_2d(Format::by_name("GL_RG16F").unwrap(), 100, 2000);
    d.levels = 11;
    d.tile_mode = TileMode::Tile3;
    d.tile_all = true;
    d.ubwc = true;
    d.base = 0xc072e000 + 16384;
    d
}

#[test]
fn every_level_flags_and_colour_address() {
    // (flags, colour) addresses from the seed.
    let seed: [(u64, u64); 11] = [
        (0xc0732000, 0xc073a000),
        (0xc0834000, 0xc0838000),
        (0xc0877000, 0xc0879000),
        (0xc0899000, 0xc089a000),
        (0xc08aa000, 0xc08ab000),
        (0xc08b3000, 0xc08b4000),
        (0xc08b8000, 0xc08b9000),
        (0xc08bb000, 0xc08bc000),
        (0xc08bd000, 0xc08be000),
        (0xc08bf000, 0xc08c0000),
        (0xc08c1000, 0xc08c2000),
    ];
    let lay = layout(&seed_desc()).unwrap();
    assert_eq!(lay.levels.len(), 11);
    for (level, (flags, colour)) in lay.levels.iter().zip(seed) {
        let f = level.flags.expect("UBWC level has flags");
        assert_eq!(f.address, flags, "level {} flags", level.level);
        assert_eq!(level.address, colour, "level {} colour", level.level);
    }
    assert_eq!(lay.layer_size, 1642496);
    assert_eq!(lay.end, 0xc08c3000);
    // The texture ends inside the 1703936-byte BO it was placed in at 16384.
    assert!(16384 + lay.size <= 1703936);
}

#[test]
fn level_table_of_the_spec() {
    // (w, h, meta w, meta h, meta size, pitch, rows, colour size)
    type Row = (u32, u32, u32, u32, u64, u32, u32, u64);
    let table: [Row; 11] = [
        (100, 2000, 64, 512, 0x8000, 512, 2000, 0xFA000),
        (50, 1000, 64, 256, 0x4000, 256, 1008, 0x3F000),
        (25, 500, 64, 128, 0x2000, 256, 512, 0x20000),
        (12, 250, 64, 64, 0x1000, 256, 256, 0x10000),
        (6, 125, 64, 32, 0x1000, 256, 128, 0x8000),
        (3, 62, 64, 16, 0x1000, 256, 64, 0x4000),
        (1, 31, 64, 16, 0x1000, 256, 32, 0x2000),
        (1, 15, 64, 16, 0x1000, 256, 16, 0x1000),
        (1, 7, 64, 16, 0x1000, 256, 16, 0x1000),
        (1, 3, 64, 16, 0x1000, 256, 16, 0x1000),
        (1, 1, 64, 16, 0x1000, 256, 16, 0x1000),
    ];
    let lay = layout(&seed_desc()).unwrap();
    assert_eq!(lay.pitch_align, 256);
    for (level, row) in lay.levels.iter().zip(table) {
        let f = level.flags.unwrap();
        let got = (
            level.width,
            level.height,
            f.meta.pitch,
            f.meta.rows,
            f.meta.size,
            level.pitch,
            level.rows,
            level.size,
        );
        assert_eq!(got, row, "level {}", level.level);
        assert!(level.tiled, "TILE_ALL tiles every level");
    }
    let l0 = lay.levels[0].flags.unwrap();
    assert_eq!(
        (l0.meta.pitch, l0.meta.rows, l0.meta.size),
        (64, 512, 0x8000)
    );
    assert_eq!((l0.meta.block_w, l0.meta.block_h), (16, 4));
}

#[test]
fn descriptor_matches_the_seed() {
    let lay = layout(&seed_desc()).unwrap();
    // The captured state samples one level (MIPLVLS 0).
    let view = TexView {
        level_count: Some(1),
        ..TexView::default()
    };
    let tc = tex_const::build(&lay, &view).unwrap();
    assert_eq!(
        tc.dwords[..6],
        [0x1140B083, 0x03E80064, 0x20010002, 0x18800191, 0xC0732000, 0x00020000]
    );
    assert_eq!(tc.dwords[6..], [0; 6]);
    let f = tc.fields;
    assert_eq!(f.tile_mode, 3);
    assert_eq!(f.swizzle, [0, 1, 4, 5]);
    assert_eq!(f.miplvls, 0);
    assert_eq!(f.fmt, 0x45);
    assert_eq!(f.swap, 0);
    assert_eq!((f.width, f.height), (100, 2000));
    assert_eq!((f.pitchalign, f.pitch, f.ty), (2, 512, 1));
    assert_eq!(f.array_pitch, 1642496);
    assert_eq!(f.min_layersz, 4096);
    assert!(f.tile_all && f.flag);
    assert_eq!(f.base, 0xc0732000);
    assert_eq!(f.depth, 1);

    // Decoding the dwords gives the seed's names back.
    let text: Vec<String> = tex_const::decode(&tc.dwords[..6])
        .unwrap()
        .iter()
        .map(|r| r.to_string())
        .collect();
    let all = text.join("\n");
    for needle in [
        "TILE_MODE = TILE5_3",
        "SWIZ_X = A5XX_TEX_X",
        "SWIZ_Y = A5XX_TEX_Y",
        "SWIZ_Z = A5XX_TEX_ZERO",
        "SWIZ_W = A5XX_TEX_ONE",
        "MIPLVLS = 0",
        "FMT = TFMT5_16_16_FLOAT",
        "SWAP = WZYX",
        "WIDTH = 100",
        "HEIGHT = 2000",
        "PITCH = 512",
        "TYPE = A5XX_TEX_2D",
        "ARRAY_PITCH = 1642496",
        "BASE_LO = 0xc0732000",
        "DEPTH = 1",
    ] {
        assert!(all.contains(needle), "{needle} missing from\n{all}");
    }
    assert_eq!(tex_const::unpack(&tc.dwords).unwrap(), tc.fields);
}

#[test]
fn full_chain_view_counts_levels() {
    let lay = layout(&seed_desc()).unwrap();
    let tc = tex_const::build(&lay, &TexView::default()).unwrap();
    assert_eq!(tc.fields.miplvls, 10);
    assert_eq!(tc.dwords[0], 0x1140B083 | (10 << 16));
}
