//! Round trips over generated models: canonical ones (as an assembler builds them)
//! and ones with an explicit layout (gaps, moved DVLEs, trailing bytes).

use gpubin_pica::float24::Float24;
use gpubin_pica::shbin::*;
use proptest::prelude::*;

fn float24() -> impl Strategy<Value = Float24> {
    (0u32..0x100_0000).prop_map(|b| Float24::from_bits(b).unwrap())
}

fn constant() -> impl Strategy<Value = Constant> {
    let value = prop_oneof![
        any::<bool>().prop_map(ConstantValue::Bool),
        any::<[u8; 4]>().prop_map(ConstantValue::Int),
        [float24(), float24(), float24(), float24()].prop_map(ConstantValue::Float),
        (any::<u16>(), any::<[u8; 16]>())
            .prop_map(|(kind, payload)| ConstantValue::Raw { kind, payload }),
    ];
    (any::<u16>(), value).prop_map(|(register, value)| Constant { register, value })
}

fn name() -> impl Strategy<Value = String> {
    "[A-Za-z_.][A-Za-z0-9_.]{0,12}"
}

fn label() -> impl Strategy<Value = Label> {
    (
        any::<u8>(),
        any::<[u8; 3]>(),
        any::<u32>(),
        any::<u32>(),
        name(),
    )
        .prop_map(|(id, id_padding, code_offset, unknown, name)| Label {
            id,
            id_padding,
            code_offset,
            unknown,
            name: name.into(),
            name_offset: None,
        })
}

fn output() -> impl Strategy<Value = Output> {
    (0u16..12, any::<u16>(), any::<u16>(), any::<u16>()).prop_map(|(s, register, mask, unknown)| {
        Output {
            semantic: OutputSemantic::from_code(s),
            register,
            mask,
            unknown,
        }
    })
}

fn uniform() -> impl Strategy<Value = Uniform> {
    (name(), any::<u16>(), any::<u16>()).prop_map(|(name, first_register, last_register)| Uniform {
        name: name.into(),
        first_register,
        last_register,
        name_offset: None,
    })
}

fn dvle() -> impl Strategy<Value = Dvle> {
    (
        (
            any::<u16>(),
            any::<u8>(),
            any::<u8>(),
            any::<u32>(),
            any::<u32>(),
        ),
        (any::<u16>(), any::<u16>(), any::<[u8; 4]>()),
        prop::collection::vec(constant(), 0..6),
        prop::collection::vec(label(), 0..3),
        prop::collection::vec(output(), 0..6),
        prop::collection::vec(uniform(), 0..6),
    )
        .prop_map(
            |(
                (version, ty, flags, entry_start, entry_end),
                (input_mask, output_mask, g),
                constants,
                labels,
                outputs,
                uniforms,
            )| Dvle {
                version,
                shader_type: ShaderType::from_byte(ty),
                flags,
                entry_start,
                entry_end,
                input_mask,
                output_mask,
                geometry: GeometryInfo {
                    mode: GeometryMode::from_byte(g[0]),
                    fixed_vertex_array_start: g[1],
                    variable_full_vertices: g[2],
                    fixed_vertex_count: g[3],
                },
                constants,
                labels,
                outputs,
                uniforms,
            },
        )
}

fn shbin() -> impl Strategy<Value = Shbin> {
    (
        any::<u32>(),
        prop::collection::vec(any::<u32>(), 0..40),
        prop::collection::vec((any::<u32>(), any::<u32>()), 0..10),
        any::<[u32; 3]>(),
        prop::collection::vec(dvle(), 0..4),
    )
        .prop_map(|(version, code, descriptors, unknown, dvles)| Shbin {
            dvlp: Dvlp {
                version,
                code,
                operand_descriptors: descriptors
                    .into_iter()
                    .map(|(value, extension)| OperandDescriptor { value, extension })
                    .collect(),
                unknown,
            },
            dvles,
            layout: None,
        })
}

/// What the parser makes of a written model: raw constants that happen to have a
/// canonical shape come back decoded.
fn normalised(mut m: Shbin) -> Shbin {
    for d in &mut m.dvles {
        for c in &mut d.constants {
            c.value = ConstantValue::decode(c.value.kind(), c.value.payload());
        }
    }
    m
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn canonical_models_round_trip(model in shbin()) {
        let bytes = write(&model).unwrap();
        let parsed = parse(&bytes).unwrap();
        prop_assert!(parsed.layout.is_none());
        prop_assert_eq!(&parsed, &normalised(model.clone()));
        prop_assert_eq!(write(&parsed).unwrap(), bytes.clone());
        let pinned = pin_layout(&model).unwrap();
        prop_assert_eq!(write(&pinned).unwrap(), bytes);
    }

    #[test]
    fn explicit_layouts_round_trip(
        model in shbin(),
        gaps in prop::collection::vec(prop::collection::vec(any::<u8>(), 0..9), 4),
        trailing in prop::collection::vec(any::<u8>(), 0..9),
        reverse in any::<bool>(),
    ) {
        // Move every DVLE (whole, with its tables) behind a gap of random bytes,
        // optionally in reverse order, and append trailing bytes.
        let canonical = write(&model).unwrap();
        let mut m = pin_layout(&model).unwrap();
        let layout = m.layout.as_mut().unwrap();
        let n = model.dvles.len();
        let starts: Vec<usize> = layout.dvle_offsets.iter().map(|&o| o as usize).collect();
        let ends: Vec<usize> = (0..n)
            .map(|i| starts.get(i + 1).copied().unwrap_or(canonical.len()))
            .collect();
        let mut order: Vec<usize> = (0..n).collect();
        if reverse {
            order.reverse();
        }
        let mut bytes = canonical[..starts.first().copied().unwrap_or(canonical.len())].to_vec();
        let mut filler = Vec::new();
        let mut new_offsets = vec![0u32; n];
        for (k, &i) in order.iter().enumerate() {
            let gap = &gaps[k % gaps.len()];
            if !gap.is_empty() {
                filler.push(Filler { offset: bytes.len() as u32, bytes: gap.clone() });
                bytes.extend_from_slice(gap);
            }
            new_offsets[i] = bytes.len() as u32;
            // The canonical padding after each DVLE becomes filler too.
            let body = &canonical[starts[i]..ends[i]];
            bytes.extend_from_slice(body);
        }
        if !trailing.is_empty() {
            filler.push(Filler { offset: bytes.len() as u32, bytes: trailing.clone() });
            bytes.extend_from_slice(&trailing);
        }
        for (i, &o) in new_offsets.iter().enumerate() {
            bytes[8 + 4 * i..12 + 4 * i].copy_from_slice(&o.to_le_bytes());
        }
        layout.dvle_offsets = new_offsets;
        layout.file_size = bytes.len() as u32;
        layout.filler = filler;
        // The canonical padding of each DVLE was pinned as filler at its old place.
        layout.filler.retain(|f| f.bytes.iter().any(|&b| b != 0));
        let parsed = parse(&bytes).unwrap();
        prop_assert_eq!(write(&parsed).unwrap(), bytes.clone());
        // Same model apart from the filler, which the parser splits differently
        // (DVLE padding joins the gap after it).
        // (A file that came out canonical after all has no layout: pin it.)
        let mut a = pin_layout(&parsed).unwrap();
        a.layout.as_mut().unwrap().filler.clear();
        if let Some(l) = m.layout.as_mut() {
            l.filler.clear();
        }
        prop_assert_eq!(a, normalised(m));
        let json = serde_json::to_string(&parsed).unwrap();
        let back: Shbin = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(write(&back).unwrap(), bytes);
    }
}
