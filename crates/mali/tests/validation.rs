//! Each validation rule on a mutated corpus file: the finding, its severity and place.

mod common;

use gpubin_mali::mbs::*;

fn findings(m: &MbsFile) -> Vec<String> {
    validate(m).iter().map(|f| f.to_string()).collect()
}

fn has(m: &MbsFile, want: &str) {
    let f = findings(m);
    assert!(f.iter().any(|x| x.contains(want)), "no {want:?} in {f:#?}");
}

fn fragment(m: &mut MbsFile) -> &mut FragmentShader {
    m.blocks
        .iter_mut()
        .find_map(|b| match &mut **b {
            Block::Fragment(f) => Some(f),
            _ => None,
        })
        .unwrap()
}

fn vertex(m: &mut MbsFile) -> &mut VertexShader {
    m.blocks
        .iter_mut()
        .find_map(|b| match &mut **b {
            Block::Vertex(v) => Some(v),
            _ => None,
        })
        .unwrap()
}

fn frag_uniforms(m: &mut MbsFile) -> &mut UniformTable {
    fragment(m)
        .children
        .iter_mut()
        .find_map(|c| match &mut **c {
            FragmentChunk::Uniforms(t) => Some(t),
            _ => None,
        })
        .unwrap()
}

fn vert_uniforms(m: &mut MbsFile) -> &mut UniformTable {
    vertex(m)
        .children
        .iter_mut()
        .find_map(|c| match &mut **c {
            VertexChunk::Uniforms(t) => Some(t),
            _ => None,
        })
        .unwrap()
}

fn uniform(t: &mut UniformTable, i: usize) -> &mut UniformSymbol {
    match &mut t.children[i] {
        UniformTableChunk::Symbol(s) => s,
        _ => panic!(),
    }
}

fn attributes(m: &mut MbsFile) -> &mut Vec<AttributeTableChunk> {
    vertex(m)
        .children
        .iter_mut()
        .find_map(|c| match &mut **c {
            VertexChunk::Attributes(t) => Some(&mut t.children),
            _ => None,
        })
        .unwrap()
}

fn attribute(m: &mut MbsFile, i: usize) -> &mut AttributeSymbol {
    match &mut attributes(m)[i] {
        AttributeTableChunk::Symbol(s) => s,
        _ => panic!(),
    }
}

#[test]
fn clean_files_have_no_findings() {
    assert_eq!(findings(&common::program_v2()), Vec::<String>::new());
}

#[test]
fn uniform_rules() {
    // program_v2's fragment uniforms: u_tint vec4 @8, u_texture @12, u_lights[2] @0
    // with members direction @0 and power @3.
    let base = common::program_v2;

    let mut m = base();
    uniform(frag_uniforms(&mut m), 0).address = 6;
    has(&m, "error: MBS1/CFRA/SUNI/VUNI[0] at 0x4dc: address 6 of mediump vec4 is not aligned to 4 cells");

    let mut m = base();
    uniform(frag_uniforms(&mut m), 0).address = 4;
    has(
        &m,
        "VUNI[2] at 0x594: \"u_lights\" overlaps another uniform at cell 4",
    );

    let mut m = base();
    uniform(frag_uniforms(&mut m), 0).address = 16;
    has(
        &m,
        "mediump vec4 at 16 ends at cell 20, beyond the total size 16",
    );

    let mut m = base();
    uniform(frag_uniforms(&mut m), 4).parent = 9;
    has(&m, "parent 9 is not the index of an earlier struct entry");
    has(
        &m,
        "struct \"u_lights\" declares 2 members, 1 entries name it as parent",
    );

    let mut m = base();
    uniform(frag_uniforms(&mut m), 4).address = 4;
    has(
        &m,
        "member ends at cell 5 of its struct, whose element stride is 4",
    );

    let mut m = base();
    uniform(frag_uniforms(&mut m), 1).name.name = "u_tint".into();
    has(
        &m,
        "error: MBS1/CFRA/SUNI/VUNI[1] at 0x50c: duplicate name \"u_tint\"",
    );

    let mut m = base();
    let u = uniform(frag_uniforms(&mut m), 0);
    u.info.precision = 7;
    u.info.bit_precision = 8;
    u.info.version = 1;
    has(&m, "record version 1 (only 0 and 2 exist)");
    has(&m, "bit precision 8 (must be 16, 24 or 32)");
    has(&m, "precision 7 (must be 1 lowp, 2 mediump or 3 highp)");

    let mut m = base();
    uniform(frag_uniforms(&mut m), 3)
        .chunks
        .push(UniformChunk::Initializer(UniformInit::default()));
    has(&m, "VINI is only allowed on top-level non-struct uniforms");

    let mut m = base();
    let k = uniform(vert_uniforms(&mut m), 2);
    if let Some(UniformChunk::Initializer(v)) = k.chunks.last_mut() {
        v.values.pop();
    }
    has(&m, "VINI holds 3 values, highp vec2[2] needs 4");

    let mut m = base();
    frag_uniforms(&mut m).total_size = 40000;
    has(
        &m,
        "uniform space of 40000 cells exceeds the fragment limit of 32768",
    );
    let mut m = base();
    vert_uniforms(&mut m).total_size = 1216;
    has(
        &m,
        "uniform space of 1216 cells exceeds the vertex limit of 1216",
    );

    let mut m = base();
    frag_uniforms(&mut m).declared_count = Some(9);
    has(&m, "SUNI count 9 but 5 VUNI entries");

    // A uniform in both stages must agree.
    let mut m = base();
    uniform(frag_uniforms(&mut m), 0).info.precision = 3;
    has(&m, "VUNI[0] at 0x4cc: uniform \"u_tint\" is highp vec4 here but mediump vec4 in the other stage");

    let mut m = base();
    let s = uniform(frag_uniforms(&mut m), 1);
    s.info.array_size = 1025;
    s.info.array_stride = 1;
    frag_uniforms(&mut m).total_size = 2000;
    has(&m, "1025 samplers; the hardware allows 1024");
}

#[test]
fn attribute_and_varying_rules() {
    let base = common::program_v2;
    // a_position vec4 @0, a_normal vec3 @4.
    let mut m = base();
    attribute(&mut m, 1).address = 2;
    has(&m, "address 2 is not a vec4 register (multiple of 4)");

    let mut m = base();
    attribute(&mut m, 1).address = 0;
    has(&m, "input register 0 is shared with attribute 0");

    let mut m = base();
    attribute(&mut m, 0).address = 60;
    has(
        &m,
        "highp vec4 at 60 ends at cell 64: ARM's loader requires < 64",
    );

    let mut m = base();
    attribute(&mut m, 0).info.kind = SymbolType::SAMPLER;
    has(
        &m,
        "attribute of type highp sampler2D (must be float, int, bool or matrix)",
    );

    let mut m = base();
    attribute(&mut m, 0).info.vector_stride = 5;
    has(&m, "vector_stride 5 (must be 1..4)");

    // Fragment varyings: v_color vec4 @0, v_uv vec2 @4.
    let mut m = base();
    for c in &mut fragment(&mut m).children {
        if let FragmentChunk::Varyings(t) = &mut **c {
            if let VaryingTableChunk::Symbol(s) = &mut t.children[1] {
                s.address = 46;
                s.info.array_size = 2;
            }
        }
    }
    has(
        &m,
        "mediump vec2[2] at 46 ends at cell 50, beyond the 48 varying cells",
    );
    let mut m = base();
    for c in &mut fragment(&mut m).children {
        if let FragmentChunk::Varyings(t) = &mut **c {
            if let VaryingTableChunk::Symbol(s) = &mut t.children[1] {
                s.address = 2;
                s.name.name = "v_color".into();
            }
        }
    }
    has(&m, "\"v_color\" overlaps another varying at cell 2");
    has(&m, "duplicate varying \"v_color\"");
}

#[test]
fn chunk_rules() {
    let mut m = common::frag_clear_mali400();
    fragment(&mut m).core = 6;
    has(
        &m,
        "error: MBS1/CFRA at 0x10: core 6 (Mali-400 GP) is not a fragment core",
    );
    fragment(&mut m).core = 99;
    has(&m, "unsupported core id 99");

    let mut m = common::frag_clear_mali400();
    let f = fragment(&mut m);
    *f.children[0] = FragmentChunk::Unknown(RawChunk {
        tag: gpubin_binfmt::FourCC::new(b"FSTA"),
        data: Bytes(vec![0; 12]),
    });
    has(
        &m,
        "error: MBS1/CFRA/FSTA at 0x18: FSTA payload is 12 bytes, must be 8",
    );

    let mut m = common::frag_clear_mali400();
    fragment(&mut m).children.remove(0);
    has(&m, "CFRA has no FSTA (mandatory)");

    let mut m = common::frag_clear_mali400();
    for c in &mut fragment(&mut m).children {
        if let FragmentChunk::Code(code) = &mut **c {
            code.0.truncate(8);
        }
    }
    has(
        &m,
        "PP code is 8 bytes, shorter than its first instruction (20 bytes)",
    );

    let mut m = common::program_v2();
    for c in &mut vertex(&mut m).children {
        if let VertexChunk::Instructions(r) = &mut **c {
            r.one_past_end = 30;
            r.start = 31;
        }
    }
    has(
        &m,
        "instruction range 31..30 exceeds the 24 GP instructions",
    );
    has(&m, "start 31 is after the end 30");

    let mut m = common::program_v2();
    vertex(&mut m)
        .children
        .retain(|c| !matches!(&**c, VertexChunk::Code(_)));
    has(&m, "CVER has no DBIN (mandatory)");

    let mut m = common::program_v2();
    m.blocks.push(m.blocks[1].clone());
    has(&m, "warning: MBS1/CFRA at 0x");
    has(&m, "second CFRA: ARM's loader uses the first one");

    let mut m = common::program_v2();
    m.trailing = Bytes(vec![0; 3]);
    has(&m, "warning: at 0x740: 3 bytes after the MBS1 chunk");

    let m = MbsFile::default();
    has(
        &m,
        "error: MBS1 at 0x4: MBS1 is empty: its size must be > 0",
    );

    let mut m = common::program_v2();
    if let Block::AttributeBindings(b) = &mut *m.blocks[2] {
        b.bindings[1].name.name = "a_position".into();
        b.bindings[0].binding = 16;
    }
    has(&m, "attribute \"a_position\" is bound twice");
    has(&m, "binding 16 is beyond the 16 attribute registers");
}

/// A chunk's framing is reported before its contents at every level, though the
/// validator learns a table's length only by walking it.
#[test]
fn framing_findings_come_in_file_order() {
    let mut m = common::frag_color_v0();
    // "tint\0" plus one padding byte: a 6-byte STRI makes every enclosing size odd.
    uniform(frag_uniforms(&mut m), 0).name.name_padding = Some(Bytes(vec![0]));
    let f = findings(&m);
    let order = [
        "MBS1 at 0x4: size",
        "MBS1/CFRA at 0xc: size",
        "MBS1/CFRA/SUNI at ",
        "MBS1/CFRA/SUNI/VUNI at ",
        "MBS1/CFRA/SUNI/VUNI[0]/STRI at ",
    ];
    let at: Vec<usize> = order
        .iter()
        .map(|want| {
            f.iter()
                .position(|x| x.contains(want) && x.contains("not"))
                .unwrap_or_else(|| panic!("no {want:?} in {f:#?}"))
        })
        .collect();
    assert!(at.windows(2).all(|w| w[0] < w[1]), "{at:?} in {f:#?}");
}

/// Children the model keeps raw, at each level that has them: an unknown tag is a
/// warning (with the loader's note in a CFRA or CVER), a known tag of the wrong size
/// an error.
#[test]
fn unknown_and_mis_sized_children() {
    let raw = |tag: &[u8; 4], n: usize| RawChunk {
        tag: gpubin_binfmt::FourCC::new(tag),
        data: Bytes(vec![0; n]),
    };
    let mut m = common::program_v2();
    let f = fragment(&mut m);
    f.children
        .push(FragmentChunk::Unknown(raw(b"XTRA", 4)).into());
    f.children.push(
        FragmentChunk::Pilots(PilotShaders {
            declared_count: None,
            uniform_offset: 0,
            uniform_stride: 0,
            children: vec![
                PilotChunk::Unknown(raw(b"PEXT", 4)).into(),
                PilotChunk::Unknown(raw(b"VPRO", 8)).into(),
            ],
        })
        .into(),
    );
    let v = vertex(&mut m);
    v.children
        .push(VertexChunk::Unknown(raw(b"YTRA", 4)).into());
    v.children
        .push(VertexChunk::Unknown(raw(b"FTRA", 8)).into());
    let vsop = v
        .children
        .iter_mut()
        .find_map(|c| match &mut **c {
            VertexChunk::PreTransform(p) => Some(p),
            _ => None,
        })
        .unwrap();
    vsop.children[0] = PreTransformChunk::Action(vec![
        ActionChunk::Unknown(raw(b"AEXT", 4)),
        ActionChunk::Unknown(raw(b"OPND", 8)),
    ]);
    let f = findings(&m);
    for want in [
        "warning: MBS1/CFRA/XTRA at 0x",
        "unknown chunk XTRA in CFRA, skipped by ARM's loader",
        "unknown chunk YTRA in CVER, skipped by ARM's loader",
        "error: MBS1/CVER/FTRA at 0x",
        "FTRA payload is 8 bytes, must be 4",
        "error: MBS1/CFRA/DPRO/VPRO at 0x",
        "VPRO payload is 8 bytes, must be 4",
        "warning: MBS1/CVER/VSOP/VACT/AEXT at 0x",
        "OPND payload is 8 bytes, must be 12",
    ] {
        assert!(f.iter().any(|x| x.contains(want)), "no {want:?} in {f:#?}");
    }
    // Only the loader skips: DPRO and VACT carry no note.
    for end in ["unknown chunk PEXT in DPRO", "unknown chunk AEXT in VACT"] {
        assert!(f.iter().any(|x| x.ends_with(end)), "no {end:?} in {f:#?}");
    }
}

/// The offset of the only `tag` chunk in `bytes`.
fn only(bytes: &[u8], tag: &[u8; 4]) -> usize {
    let at: Vec<usize> = (0..bytes.len().saturating_sub(3))
        .filter(|&i| &bytes[i..i + 4] == tag)
        .collect();
    assert_eq!(at.len(), 1, "{} {tag:?} in the bytes", at.len());
    at[0]
}

/// A VINI whose count disagrees with its length is kept raw by the parser; the
/// validator reports it as a size error at the VINI's size field.
#[test]
fn vini_count_that_disagrees_with_its_length_is_a_size_error() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/program_v2.mbs");
    let mut bytes = std::fs::read(path).unwrap();
    // k_scale, highp vec2[2]: VINI size 20, count 4, four floats.
    let vini = only(&bytes, b"VINI");
    assert_eq!(bytes[vini + 4..vini + 12], [20, 0, 0, 0, 4, 0, 0, 0]);
    assert_eq!(findings(&parse(&bytes).unwrap()), Vec::<String>::new());
    bytes[vini + 8] = 5;
    let m = parse(&bytes).unwrap();
    assert_eq!(
        findings(&m),
        [format!(
            "error: MBS1/CVER/SUNI/VUNI[2]/VINI at {:#x}: VINI payload is 20 bytes, its count 5 needs 24",
            vini + 4
        )]
    );
    // A count of 3 for four floats, and a VINI too short to hold its count.
    bytes[vini + 8] = 3;
    assert_eq!(
        findings(&parse(&bytes).unwrap()),
        [format!(
            "error: MBS1/CVER/SUNI/VUNI[2]/VINI at {:#x}: VINI payload is 20 bytes, its count 3 needs 16",
            vini + 4
        )]
    );
    let mut m = common::program_v2();
    let k = uniform(vert_uniforms(&mut m), 2);
    let last = k.chunks.last_mut().unwrap();
    assert!(matches!(last, UniformChunk::Initializer(_)));
    *last = UniformChunk::Unknown(RawChunk {
        tag: gpubin_binfmt::FourCC::new(b"VINI"),
        data: Bytes(vec![]),
    });
    let bytes = write(&m);
    let vini = only(&bytes, b"VINI");
    assert_eq!(
        findings(&parse(&bytes).unwrap()),
        [format!(
            "error: MBS1/CVER/SUNI/VUNI[2]/VINI at {:#x}: VINI payload is 0 bytes, too short for its count",
            vini + 4
        )]
    );
}

/// Chunks after a symbol's record that the model keeps raw: an unknown tag in a VUNI,
/// VIDX, VVAR or VATT is a warning, a mis-sized VIDX entry an error, a VIDX whose
/// entries do not frame a warning (ARM's loader skips it); each at its own offset and
/// path.
#[test]
fn unknown_chunks_inside_symbols_are_reported() {
    let raw = |tag: &[u8; 4], n: usize| RawChunk {
        tag: gpubin_binfmt::FourCC::new(tag),
        data: Bytes(vec![0; n]),
    };
    // Written with the model's writer, then parsed: the offsets are the file's.
    let mut m = common::program_v2();
    uniform(frag_uniforms(&mut m), 1)
        .chunks
        .push(UniformChunk::Unknown(raw(b"XUNI", 4)));
    let bytes = write(&m);
    let at = only(&bytes, b"XUNI");
    let parsed = parse(&bytes).unwrap();
    assert_eq!(
        findings(&parsed),
        [format!(
            "warning: MBS1/CFRA/SUNI/VUNI[1]/XUNI at {at:#x}: unknown chunk XUNI in VUNI"
        )]
    );

    let mut m = common::program_v2();
    let u = uniform(frag_uniforms(&mut m), 0);
    let Some(UniformChunk::Indices(list)) = u.chunks.first_mut() else {
        panic!("u_tint has a VIDX first: {:?}", u.chunks)
    };
    list.push(IndexChunk::Unknown(raw(b"IXXX", 4)));
    list.push(IndexChunk::Unknown(raw(b"IGRD", 8)));
    for c in &mut vertex(&mut m).children {
        if let VertexChunk::Varyings(t) = &mut **c {
            if let VaryingTableChunk::Symbol(s) = &mut t.children[1] {
                s.chunks.push(raw(b"XVAR", 4));
            }
        }
    }
    attribute(&mut m, 0).chunks.push(raw(b"XATT", 4));
    let bytes = write(&m);
    let parsed = parse(&bytes).unwrap();
    assert_eq!(parsed, m);
    let ixxx = only(&bytes, b"IXXX");
    // Every VIDX has an IGRD; the 8-byte one follows IXXX.
    let igrd = ixxx + 12;
    assert_eq!(bytes[igrd..igrd + 8], *b"IGRD\x08\0\0\0");
    let (xvar, xatt) = (only(&bytes, b"XVAR"), only(&bytes, b"XATT"));
    // The vertex shader comes first in the file, its SATT before its SVAR.
    assert!(xatt < xvar && xvar < ixxx && ixxx < igrd);
    assert_eq!(
        findings(&parsed),
        [
            format!("warning: MBS1/CVER/SATT/VATT[0]/XATT at {xatt:#x}: unknown chunk XATT in VATT"),
            format!("warning: MBS1/CVER/SVAR/VVAR[1]/XVAR at {xvar:#x}: unknown chunk XVAR in VVAR"),
            format!("warning: MBS1/CFRA/SUNI/VUNI[0]/VIDX/IXXX at {ixxx:#x}: unknown chunk IXXX in VIDX"),
            format!(
                "error: MBS1/CFRA/SUNI/VUNI[0]/VIDX/IGRD at {:#x}: IGRD payload is 8 bytes, must be 4",
                igrd + 4
            ),
        ]
    );

    // A VIDX whose entries overrun it is kept raw; ARM's loader skips it.
    let mut m = common::program_v2();
    let u = uniform(frag_uniforms(&mut m), 0);
    u.chunks[0] = UniformChunk::Unknown(RawChunk {
        tag: gpubin_binfmt::FourCC::new(b"VIDX"),
        data: Bytes(b"IBAD\x10\0\0\0\xff\xff\xff\xff".to_vec()),
    });
    let bytes = write(&m);
    let parsed = parse(&bytes).unwrap();
    assert_eq!(parsed, m);
    let ibad = only(&bytes, b"IBAD");
    assert_eq!(
        findings(&parsed),
        [format!(
            "warning: MBS1/CFRA/SUNI/VUNI[0]/VIDX at {:#x}: chunk size 16 (0x10) exceeds the 4 \
             bytes that remain; ARM's loader skips this VIDX",
            // Located as the parser locates an oversized chunk: past its header.
            ibad + 8
        )]
    );
}
