//! Property tests: layouts never overlap, offsets meet their alignment,
//! sizes shrink monotonically, and every register field round-trips.

use gpubin_adreno::a5xx::format::{Format, FORMATS};
use gpubin_adreno::a5xx::layout::{layout, max_levels, TextureDesc, TextureType, TileMode};
use gpubin_adreno::a5xx::regs::{self, REGISTERS};
use gpubin_adreno::a5xx::{dump, gmem, tex_const, TexView};
use proptest::prelude::*;

fn desc_strategy() -> impl Strategy<Value = TextureDesc> {
    (
        0..FORMATS.len(),
        1u32..=2048,
        1u32..=2048,
        prop_oneof![
            Just(TextureType::D1),
            Just(TextureType::D2),
            Just(TextureType::Cube),
            Just(TextureType::D3)
        ],
        1u32..=64,
        prop_oneof![
            Just(TileMode::Linear),
            Just(TileMode::Tile2),
            Just(TileMode::Tile3)
        ],
        any::<bool>(),
        any::<bool>(),
        1u32..=16,
        (0u64..1 << 40).prop_map(|b| b & !0xfff),
    )
        .prop_map(|(f, w, h, ty, n, tile, tile_all, ubwc, lv, base)| {
            let format = Format::all().nth(f).unwrap();
            let mut d = TextureDesc::new_2d(format, w, h);
            d.ty = ty;
            d.tile_mode = tile;
            d.tile_all = tile_all;
            d.base = base;
            match ty {
                TextureType::D1 => {
                    d.height = 1;
                    d.array_size = n.min(8);
                }
                TextureType::D2 => d.array_size = n.min(8),
                TextureType::Cube => {
                    d.height = d.width;
                    d.array_size = 6 * (n % 2 + 1);
                }
                TextureType::D3 => {
                    d.width = w.min(256);
                    d.height = h.min(256);
                    d.depth = n;
                }
            }
            if format.info().is_rgb32_class() {
                // 12-byte texels: linear images only.
                d.tile_mode = TileMode::Linear;
            }
            let ok_ubwc = ty != TextureType::D3
                && d.tile_mode != TileMode::Linear
                && !format.info().is_compressed()
                && format.info().block_bytes > 1;
            d.ubwc = ubwc && ok_ubwc;
            d.levels = lv.min(max_levels(d.width, d.height, d.depth));
            d
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn levels_never_overlap(d in desc_strategy()) {
        let lay = layout(&d).unwrap();
        // Every level's colour (all slices) and flags, in one layer.
        let mut spans: Vec<(u64, u64)> = Vec::new();
        for l in &lay.levels {
            spans.push((l.offset, l.offset + l.size));
            if let Some(f) = l.flags {
                spans.push((f.offset, f.offset + f.meta.size));
            }
        }
        spans.sort();
        for w in spans.windows(2) {
            prop_assert!(w[0].1 <= w[1].0, "{:?} overlaps {:?}", w[0], w[1]);
        }
        let end = spans.last().unwrap().1;
        if d.ty == TextureType::D3 {
            prop_assert_eq!(end, lay.size);
        } else {
            prop_assert!(end <= lay.layer_size);
            prop_assert_eq!(lay.size, lay.layer_size * d.array_size as u64);
        }
        // Layers never overlap either: the last layer ends at the end.
        let last = lay.address(lay.levels.len() as u32 - 1, if d.ty == TextureType::D3 {
            lay.levels.last().unwrap().depth - 1
        } else {
            d.array_size - 1
        }).unwrap();
        prop_assert!(last + lay.levels.last().unwrap().slice_size <= lay.end);
    }

    #[test]
    fn offsets_meet_their_alignment(d in desc_strategy()) {
        let lay = layout(&d).unwrap();
        prop_assert!(lay.pitch_align.is_power_of_two());
        for l in &lay.levels {
            prop_assert_eq!(l.pitch % lay.pitch_align, 0);
            if l.tiled {
                prop_assert_eq!(l.rows % if lay.cpp == 1 { 32 } else { 16 }, 0);
            }
            if let Some(f) = l.flags {
                prop_assert_eq!(f.offset % 4096, 0);
                prop_assert_eq!(l.offset % 4096, 0);
                prop_assert_eq!(f.meta.pitch % 64, 0);
                prop_assert_eq!(f.meta.rows % 16, 0);
            }
            if d.ty == TextureType::D3 {
                prop_assert_eq!(l.slice_size % 4096, 0);
            }
        }
        prop_assert_eq!(lay.layer_size % 4096, 0);
        prop_assert_eq!(lay.levels[0].address, d.base + lay.levels[0].offset);
    }

    #[test]
    fn sizes_shrink_monotonically(d in desc_strategy()) {
        let lay = layout(&d).unwrap();
        let n = lay.levels.len();
        for (i, w) in lay.levels.windows(2).enumerate() {
            prop_assert!(w[1].width <= w[0].width);
            prop_assert!(w[1].offset > w[0].offset);
            // Rule 4 pads a linear last level to 32 rows (the blitter
            // over-fetches), which may make it larger than the level before.
            if i + 2 == n && !w[1].tiled {
                let info = d.format.info();
                prop_assert_eq!(w[1].rows, w[1].height.div_ceil(info.block_h).div_ceil(32) * 32);
                continue;
            }
            prop_assert!(w[1].height <= w[0].height);
            prop_assert!(w[1].pitch <= w[0].pitch);
            prop_assert!(w[1].slice_size <= w[0].slice_size);
            prop_assert!(w[1].size <= w[0].size);
            if let (Some(a), Some(b)) = (w[0].flags, w[1].flags) {
                prop_assert!(b.meta.size <= a.meta.size);
            }
        }
    }

    #[test]
    fn descriptor_round_trips(d in desc_strategy()) {
        let lay = layout(&d).unwrap();
        // Every layout has a descriptor (a layer too large for ARRAY_PITCH
        // gives a warning, not an error).
        let tc = tex_const::build(&lay, &TexView::default()).unwrap();
        prop_assert_eq!(tex_const::unpack(&tc.dwords).unwrap(), tc.fields);
        prop_assert_eq!(tc.fields.width, d.width);
        prop_assert_eq!(tc.fields.base, lay.levels[0].flags.map_or(lay.levels[0].address, |f| f.address));
        let pitch = if d.ty == TextureType::D3 { lay.levels[0].slice_size } else { lay.layer_size };
        prop_assert_eq!(tc.fields.array_pitch, pitch & 0x03ff_f000);
        prop_assert_eq!(tc.warnings.is_empty(), pitch <= 0x03ff_f000 || (d.array_size == 1 && lay.levels[0].depth == 1));
    }

    #[test]
    fn every_register_field_round_trips(index in 0..REGISTERS.len(), wide in any::<u64>()) {
        let def = &REGISTERS[index];
        // 64 bits for a 64-bit register, 32 for the others.
        let value = wide & def.max_value();
        let decoded = def.decode_wide(0, value);
        prop_assert_eq!(def.encode_decoded(&decoded).unwrap(), value);
        for (field, d) in def.fields.iter().zip(&decoded.fields) {
            // Each field alone packs back to its own bits.
            prop_assert_eq!(field.pack64(def.name, d.value).unwrap(), value & field.mask64());
        }
        // Decoding by name finds the same register.
        let text = format!("{}={value:#x}", def.instance_name(0));
        prop_assert_eq!(regs::decode_assignment(&text).unwrap(), decoded);
    }

    #[test]
    fn dumps_decode_to_what_was_written(
        entries in proptest::collection::vec((0..REGISTERS.len(), any::<u32>(), any::<bool>()), 0..40)
    ) {
        // Registers with an offset, written as `OFFSET VALUE` or `NAME=VALUE`.
        let mut text = String::new();
        let mut want = Vec::new();
        for (index, value, by_name) in entries {
            let def = &REGISTERS[index];
            let Some(offset) = def.offset else { continue };
            let (found, _) = regs::lookup_offset(offset).unwrap();
            if by_name {
                text += &format!("{} = {value:#x}  # comment\n", def.instance_name(0));
                want.push(def.decode(0, value));
            } else {
                text += &format!("{offset:#06x} {value:#010x}\n\n");
                want.push(found.decode(0, value));
            }
        }
        prop_assert_eq!(dump::decode_dump(&text).unwrap(), want);
    }

    #[test]
    fn dump_decoding_never_panics(text in "\\PC{0,200}") {
        let _ = dump::decode_dump(&text);
    }

    #[test]
    fn the_dump_reader_reads_what_the_text_decoder_decodes(
        text in "(\\PC|\r|\n|0x[0-9a-f]{1,4}[ =:]0x[0-9a-f]{1,8}\r?\n|VPC_SO_PROG=[0-9]{1,9}\r?\n){0,40}"
    ) {
        // The same registers and errors, from bytes read a line at a time.
        let show = |r: Result<regs::DecodedRegister, String>| format!("{r:?}");
        let from_text: Vec<String> = dump::registers(&text)
            .map(|r| show(r.map_err(|e| e.to_string())))
            .collect();
        let from_reader: Vec<String> = dump::DumpReader::new(text.as_bytes())
            .map(|r| show(r.map_err(|e| e.to_string())))
            .collect();
        prop_assert_eq!(from_reader, from_text);
    }

    #[test]
    fn gmem_bins_fit_and_cover(w in 1u32..=4096, h in 1u32..=4096, n in 1usize..=8, cpp in prop_oneof![Just(1u32), Just(2), Just(4), Just(8), Just(16)], depth in proptest::option::of(prop_oneof![Just(2u32), Just(4)])) {
        let cfg = gmem::GmemConfig {
            width: w, height: h, x: 0, y: 0, samples: 1,
            mrts: vec![Some(cpp); n], depth, stencil: None,
            gmem_size: gmem::DEFAULT_GMEM, draws: 1,
        };
        match gmem::layout(&cfg) {
            Ok(l) => {
                prop_assert!(l.gmem_used <= l.gmem_size);
                prop_assert!(l.bin_w <= 1024 && l.bin_w % 64 == 0);
                prop_assert!(l.bin_h % 32 == 0);
                prop_assert!(l.nbins_x * l.bin_w >= w && l.nbins_y * l.bin_h >= h);
                prop_assert_eq!(l.tiles.len() as u32, l.nbins_x * l.nbins_y);
                // Every tile is in exactly one pipe, with a unique slot.
                let mut seen = std::collections::HashSet::new();
                for t in &l.tiles {
                    let p = l.pipes[t.pipe as usize];
                    prop_assert!(t.col >= p.x && t.col < p.x + p.w && t.row >= p.y && t.row < p.y + p.h);
                    prop_assert!(t.slot < p.w * p.h);
                    prop_assert!(seen.insert((t.pipe, t.slot)));
                }
            }
            Err(e) => prop_assert!(matches!(e, gpubin_adreno::Error::GmemTooSmall { .. } | gpubin_adreno::Error::TooManyPipes { .. }), "{}", e),
        }
    }
}
