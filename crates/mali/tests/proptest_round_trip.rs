//! Round trip over generated models: whatever the writer produces parses back, and
//! writing the parsed model (directly or through JSON) gives the same bytes.

use gpubin_binfmt::FourCC;
use gpubin_mali::mbs::*;
use proptest::collection::vec;
use proptest::prelude::*;

fn bytes(max: usize) -> impl Strategy<Value = Bytes> {
    vec(any::<u8>(), 0..max).prop_map(Bytes)
}

/// Tags no parser context knows, so raw chunks stay raw.
fn unknown_tag() -> impl Strategy<Value = FourCC> {
    prop_oneof![
        Just(FourCC::new(b"XTRA")),
        Just(FourCC::new(b"ZZZZ")),
        Just(FourCC::new(b"zz01")),
        Just(FourCC([0xde, 0xad, 0xbe, 0xef])),
    ]
}

fn raw() -> impl Strategy<Value = RawChunk> {
    (unknown_tag(), bytes(24)).prop_map(|(tag, data)| RawChunk { tag, data })
}

fn name() -> impl Strategy<Value = SymbolName> {
    (
        "[a-zA-Z_?][a-zA-Z0-9_]{0,20}",
        prop::option::of(vec(any::<u8>(), 4..9).prop_map(Bytes)),
    )
        .prop_map(|(name, name_padding)| SymbolName { name, name_padding })
}

fn info() -> impl Strategy<Value = SymbolInfo> {
    (
        any::<u8>(),
        any::<u8>(),
        any::<u16>(),
        any::<u16>(),
        any::<u16>(),
        any::<u16>(),
        any::<u8>(),
        any::<u8>(),
        any::<u8>(),
    )
        .prop_map(
            |(version, kind, vs, vst, asz, ast, bits, p, inv)| SymbolInfo {
                version,
                kind: SymbolType(kind),
                vec_size: vs,
                vector_stride: vst,
                array_size: asz,
                array_stride: ast,
                bit_precision: bits,
                precision: p,
                invariant: inv,
            },
        )
}

fn uniform_chunk() -> impl Strategy<Value = UniformChunk> {
    prop_oneof![
        vec(
            prop_oneof![
                any::<i32>().prop_map(IndexChunk::TdRemap),
                any::<i32>().prop_map(IndexChunk::Yuv),
                any::<i32>().prop_map(IndexChunk::Gradient),
                raw().prop_map(IndexChunk::Unknown),
            ],
            0..4
        )
        .prop_map(UniformChunk::Indices),
        vec(any::<u32>().prop_map(F32Bits), 0..6)
            .prop_map(|values| UniformChunk::Initializer(UniformInit { values })),
        raw().prop_map(UniformChunk::Unknown),
    ]
}

fn uniform_table() -> impl Strategy<Value = UniformTable> {
    let symbol = (
        name(),
        info(),
        any::<u8>(),
        any::<u16>(),
        any::<i16>(),
        any::<i16>(),
        vec(uniform_chunk(), 0..3),
    )
        .prop_map(|(name, info, r13, r14, address, parent, chunks)| {
            UniformTableChunk::Symbol(UniformSymbol {
                name,
                info,
                reserved_13: r13,
                reserved_14: r14,
                address,
                parent,
                chunks,
            })
        });
    (
        any::<u32>(),
        vec(
            prop_oneof![4 => symbol, 1 => raw().prop_map(UniformTableChunk::Unknown)],
            0..5,
        ),
    )
        .prop_map(|(total_size, children)| UniformTable {
            total_size,
            declared_count: None,
            children,
        })
}

fn varying_table() -> impl Strategy<Value = VaryingTable> {
    let symbol = (
        name(),
        info(),
        any::<u8>(),
        any::<u16>(),
        any::<i16>(),
        any::<i16>(),
        vec(raw(), 0..2),
    )
        .prop_map(
            |(name, info, clamped, r14, address, attribute_copy, chunks)| {
                VaryingTableChunk::Symbol(VaryingSymbol {
                    name,
                    info,
                    clamped,
                    reserved_14: r14,
                    address,
                    attribute_copy,
                    chunks,
                })
            },
        );
    vec(
        prop_oneof![4 => symbol, 1 => raw().prop_map(VaryingTableChunk::Unknown)],
        0..5,
    )
    .prop_map(|children| VaryingTable {
        declared_count: None,
        children,
    })
}

fn attribute_table() -> impl Strategy<Value = AttributeTable> {
    let symbol = (name(), info(), any::<u8>(), any::<i16>(), vec(raw(), 0..2)).prop_map(
        |(name, info, r13, address, chunks)| {
            AttributeTableChunk::Symbol(AttributeSymbol {
                name,
                info,
                reserved_13: r13,
                address,
                chunks,
            })
        },
    );
    vec(
        prop_oneof![4 => symbol, 1 => raw().prop_map(AttributeTableChunk::Unknown)],
        0..5,
    )
    .prop_map(|children| AttributeTable {
        declared_count: None,
        children,
    })
}

fn pilots() -> impl Strategy<Value = PilotShaders> {
    (
        any::<u32>(),
        any::<u32>(),
        vec(
            prop_oneof![
                bytes(40).prop_map(PilotChunk::Code),
                any::<u32>().prop_map(PilotChunk::ProgramEnd),
                raw().prop_map(PilotChunk::Unknown),
            ],
            0..3,
        ),
    )
        .prop_map(|(uniform_offset, uniform_stride, children)| PilotShaders {
            declared_count: None,
            uniform_offset,
            uniform_stride,
            children: unplaced(children),
        })
}

fn fragment() -> impl Strategy<Value = FragmentShader> {
    let child = prop_oneof![
        (any::<u32>(), any::<u32>()).prop_map(|(a, b)| FragmentChunk::Stack(FragmentStack {
            stack_size: a,
            initial_stack_pointer: b
        })),
        any::<u32>().prop_map(|d| FragmentChunk::Discard(FragmentDiscard { discard_used: d })),
        (any::<[u8; 6]>(), any::<u16>()).prop_map(|(b, r)| FragmentChunk::BufferUse(
            FragmentBufferUse {
                color_read: b[0],
                color_write: b[1],
                depth_read: b[2],
                depth_write: b[3],
                stencil_read: b[4],
                stencil_write: b[5],
                reserved: r,
            }
        )),
        uniform_table().prop_map(FragmentChunk::Uniforms),
        varying_table().prop_map(FragmentChunk::Varyings),
        bytes(64).prop_map(FragmentChunk::Code),
        pilots().prop_map(FragmentChunk::Pilots),
        (any::<u16>(), any::<u16>()).prop_map(|(a, b)| FragmentChunk::Registers(RegisterUsage {
            n_work_registers: a,
            n_uniform_registers: b
        })),
        raw().prop_map(FragmentChunk::Unknown),
    ];
    (any::<u32>(), vec(child, 0..8)).prop_map(|(core, children)| FragmentShader {
        core,
        children: unplaced(children),
    })
}

fn vertex() -> impl Strategy<Value = VertexShader> {
    let action = prop_oneof![
        any::<[u8; 4]>().prop_map(|b| ActionChunk::Expression(Expression {
            kind: b[0],
            size: b[1],
            n_children: b[2],
            swizzle: b[3]
        })),
        (any::<[u8; 2]>(), any::<u16>(), any::<i32>(), any::<i32>()).prop_map(|(b, r, a, v)| {
            ActionChunk::Operand(Operand {
                kind: b[0],
                ty: b[1],
                reserved: r,
                address: a,
                value: v,
            })
        }),
        raw().prop_map(ActionChunk::Unknown),
    ];
    let vsop = vec(
        prop_oneof![
            vec(action, 0..3).prop_map(PreTransformChunk::Action),
            raw().prop_map(PreTransformChunk::Unknown),
        ],
        0..4,
    )
    .prop_map(|children| VertexPreTransform { children });
    let child = prop_oneof![
        any::<[u32; 3]>().prop_map(|w| VertexChunk::Instructions(InstructionRange {
            start: w[0],
            one_past_end: w[1],
            one_past_last_input_read: w[2]
        })),
        any::<u32>().prop_map(|v| VertexChunk::Fpoi(ObsoleteWord { value: v })),
        any::<u32>().prop_map(|v| VertexChunk::Transform(TransformStatus {
            transform_status: v
        })),
        uniform_table().prop_map(VertexChunk::Uniforms),
        attribute_table().prop_map(VertexChunk::Attributes),
        varying_table().prop_map(VertexChunk::Varyings),
        bytes(64).prop_map(VertexChunk::Code),
        pilots().prop_map(VertexChunk::Pilots),
        vsop.prop_map(VertexChunk::PreTransform),
        raw().prop_map(VertexChunk::Unknown),
    ];
    (any::<u32>(), vec(child, 0..8)).prop_map(|(core, children)| VertexShader {
        core,
        children: unplaced(children),
    })
}

fn model() -> impl Strategy<Value = MbsFile> {
    let binding =
        (name(), any::<u32>()).prop_map(|(name, binding)| AttributeBinding { name, binding });
    let block = prop_oneof![
        fragment().prop_map(Block::Fragment),
        vertex().prop_map(Block::Vertex),
        vec(binding, 0..3)
            .prop_map(|bindings| Block::AttributeBindings(AttributeBindings { bindings })),
        raw().prop_map(Block::Unknown),
    ];
    (vec(block, 0..4), bytes(6)).prop_map(|(blocks, trailing)| MbsFile {
        blocks: unplaced(blocks),
        trailing,
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn written_models_parse_back_to_the_same_bytes(m in model()) {
        let bytes = write(&m);
        let parsed = parse(&bytes).unwrap();
        prop_assert_eq!(&write(&parsed), &bytes);
        // Parsing normalises only what the bytes cannot tell apart.
        prop_assert_eq!(parse(&write(&parsed)).unwrap(), parsed.clone());
        let json = serde_json::to_string(&parsed).unwrap();
        let back: MbsFile = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(&write(&back), &bytes);
        let _ = validate(&parsed);
        let _ = inspect::render(&parsed);
    }

    #[test]
    fn random_bytes_never_panic(data in vec(any::<u8>(), 0..256)) {
        let mut input = b"MBS1".to_vec();
        input.extend_from_slice(&data);
        if let Ok(m) = parse(&input) {
            prop_assert_eq!(write(&m), input);
            let _ = validate(&m);
        }
    }
}
