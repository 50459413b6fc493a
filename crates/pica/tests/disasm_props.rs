//! Random well-formed containers (random code words and descriptor tables, entry
//! ranges anywhere in the code) disassemble into listings that reassemble to the same
//! bytes: picasso's source, with gpubin extensions only where it cannot say what the
//! file holds (`.word` for those words alone, each listed in `raw_words`), never the
//! exact form that writes all code as `.word`s.

use gpubin_pica::disasm;
use gpubin_pica::shbin::{
    self, Dvle, Dvlp, GeometryInfo, GeometryMode, OperandDescriptor, ShaderType, Shbin,
};
use proptest::prelude::*;

fn dvle(code_len: u32) -> impl Strategy<Value = Dvle> {
    (
        0..=code_len,
        0..=code_len,
        any::<bool>(),
        0u8..3,
        0u8..95,
        any::<u8>(),
        any::<u8>(),
        any::<u16>(),
        any::<u16>(),
    )
        .prop_map(
            |(a, b, geometry, mode, start, var, fixed, inmask, outmask)| {
                let (s, e) = (a.min(b), a.max(b));
                let mut d = Dvle::vertex(s, e);
                d.input_mask = inmask;
                d.output_mask = outmask;
                if geometry {
                    d.shader_type = ShaderType::Geometry;
                    d.geometry = GeometryInfo {
                        mode: GeometryMode::from_byte(mode),
                        fixed_vertex_array_start: if mode == 2 { start } else { 0 },
                        variable_full_vertices: if mode == 1 { var } else { 0 },
                        fixed_vertex_count: if mode == 2 { fixed } else { 0 },
                    };
                }
                d
            },
        )
}

fn container() -> impl Strategy<Value = Shbin> {
    (
        1u32..80,
        prop::collection::vec((any::<u32>(), prop_oneof![Just(0u32), any::<u32>()]), 0..40),
    )
        .prop_flat_map(|(n, descs)| {
            (
                prop::collection::vec(any::<u32>(), n as usize),
                Just(descs),
                prop::collection::vec(dvle(n), 1..4),
            )
        })
        .prop_map(|(code, descs, dvles)| Shbin {
            dvlp: Dvlp {
                version: 0,
                code,
                operand_descriptors: descs
                    .into_iter()
                    .map(|(value, extension)| OperandDescriptor { value, extension })
                    .collect(),
                unknown: [0; 3],
            },
            dvles,
            layout: None,
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn any_container_round_trips(model in container()) {
        let bytes = shbin::write(&model).unwrap();
        let parsed = shbin::parse(&bytes).unwrap();
        match disasm::round_trip(&parsed) {
            Ok(listing) => {
                prop_assert_eq!(listing.assemble().unwrap().to_bytes(), bytes);
                let text = listing.text();
                let words = text.lines().filter(|l| l.trim_start().starts_with(".word")).count();
                prop_assert_eq!(words, listing.raw_words.len());
                prop_assert!(!text.contains(".proc code\n"), "exact form:\n{}", text);
                prop_assert_eq!(listing.raw_word_finding(&parsed).is_some(), words > 0);
            }
            Err((listing, e)) => panic!("{e}\n{}", listing.text()),
        }
    }
}
