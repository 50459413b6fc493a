//! Malformed input: every case is a located error, never a panic.

mod common;

use gpubin_mali::mbs;

const CLEAR: &[u8] = include_bytes!("../../../examples/mbs_fragment_clear.mbs");

fn files() -> Vec<(String, Vec<u8>)> {
    let mut out = vec![("mbs_fragment_clear.mbs".to_string(), CLEAR.to_vec())];
    for (name, model) in common::all() {
        out.push((name.to_string(), mbs::write(&model)));
    }
    out
}

fn set_u32(bytes: &mut [u8], at: usize, v: u32) {
    bytes[at..at + 4].copy_from_slice(&v.to_le_bytes());
}

fn find(bytes: &[u8], tag: &[u8; 4]) -> usize {
    bytes
        .windows(4)
        .position(|w| w == tag)
        .unwrap_or_else(|| panic!("no {}", String::from_utf8_lossy(tag)))
}

#[test]
fn truncated_at_every_offset() {
    let mut checked = 0;
    for (name, bytes) in files() {
        for len in 0..bytes.len() {
            let e = mbs::parse(&bytes[..len])
                .map(|_| ())
                .expect_err(&format!("{name} cut at {len} must fail"));
            assert!(
                e.offset() <= len,
                "{name} cut at {len}: offset {}",
                e.offset()
            );
            checked += 1;
        }
    }
    assert!(checked > 20_000);
}

#[test]
fn truncated_inside_with_the_outer_size_fixed_up() {
    // The MBS1 size claims exactly what remains, so the cut lands inside some inner
    // chunk: either a located error or, at a chunk boundary, an exact round trip.
    for (name, bytes) in files() {
        for len in 8..bytes.len() {
            let mut cut = bytes[..len].to_vec();
            set_u32(&mut cut, 4, (len - 8) as u32);
            match mbs::parse(&cut) {
                Ok(m) => {
                    assert_eq!(mbs::write(&m), cut, "{name} cut at {len}");
                    let _ = mbs::validate(&m);
                }
                Err(e) => assert!(
                    e.offset() <= len && !e.path().is_empty() || e.offset() <= 8,
                    "{name} cut at {len}: {e}"
                ),
            }
        }
    }
}

fn error(bytes: &[u8]) -> String {
    mbs::parse(bytes).map(|_| ()).unwrap_err().to_string()
}

#[test]
fn size_ffffffff() {
    let mut b = CLEAR.to_vec();
    set_u32(&mut b, 4, 0xFFFF_FFFF);
    assert_eq!(
        error(&b),
        "MBS1 at 0x8: chunk size 4294967295 (0xffffffff) exceeds the 84 bytes that remain"
    );
    let mut b = CLEAR.to_vec();
    let dbin = find(&b, b"DBIN");
    set_u32(&mut b, dbin + 4, 0xFFFF_FFFF);
    assert_eq!(
        error(&b),
        "MBS1/CFRA/DBIN at 0x48: chunk size 4294967295 (0xffffffff) exceeds the 20 bytes that remain"
    );
}

#[test]
fn child_larger_than_parent() {
    let mut b = CLEAR.to_vec();
    let fsta = find(&b, b"FSTA");
    set_u32(&mut b, fsta + 4, 200);
    assert_eq!(
        error(&b),
        "MBS1/CFRA/FSTA at 0x1c: chunk size 200 (0xc8) exceeds the 64 bytes that remain"
    );
    // A CFRA larger than MBS1.
    let mut b = CLEAR.to_vec();
    set_u32(&mut b, 12, 80);
    assert!(
        error(&b).starts_with("MBS1/CFRA at 0x10: chunk size 80"),
        "{}",
        error(&b)
    );
}

#[test]
fn zero_chunk_id() {
    let mut b = CLEAR.to_vec();
    let fdis = find(&b, b"FDIS");
    b[fdis..fdis + 4].copy_from_slice(&[0; 4]);
    assert_eq!(
        error(&b),
        "MBS1/CFRA at 0x24: zero chunk tag: the data is corrupt"
    );
}

#[test]
fn string_without_nul() {
    let mut b = mbs::write(&common::frag_color_v0());
    let stri = find(&b, b"STRI");
    // "tint\0\0\0\0" -> "tintXXXX"
    b[stri + 12..stri + 16].copy_from_slice(b"XXXX");
    assert_eq!(
        error(&b),
        "MBS1/CFRA/SUNI/VUNI[0]/STRI at 0x60: string is not NUL-terminated"
    );
    // Also in BATT.
    let mut b = mbs::write(&common::program_v2());
    let batt = find(&b, b"BATT");
    let stri = batt + 12;
    assert_eq!(&b[stri..stri + 4], b"STRI");
    let n = u32::from_le_bytes(b[stri + 4..stri + 8].try_into().unwrap()) as usize;
    for x in &mut b[stri + 8..stri + 8 + n] {
        *x = b'a';
    }
    assert!(error(&b).contains("BATT[0]/STRI at 0x"), "{}", error(&b));
    assert!(error(&b).ends_with("string is not NUL-terminated"));
}

#[test]
fn table_count_larger_than_the_data() {
    let mut b = mbs::write(&common::frag_color_v0());
    let suni = find(&b, b"SUNI");
    set_u32(&mut b, suni + 8, 0xFFFF_FFFF);
    assert_eq!(
        error(&b),
        "MBS1/CFRA/SUNI at 0x48: SUNI count 4294967295 is larger than the data: the table holds 1 VUNI entries"
    );
    let mut b = mbs::write(&common::program_v2());
    let batt = find(&b, b"BATT");
    set_u32(&mut b, batt + 8, 1000);
    assert!(
        error(&b).contains("BATT bindings: 1000 entries of 16 bytes exceed the"),
        "{}",
        error(&b)
    );
    let mut b = mbs::write(&common::vert_constants_v0());
    let satt = find(&b, b"SATT");
    set_u32(&mut b, satt + 8, 3);
    assert!(error(&b).contains("SATT count 3 is larger than the data"));
}

#[test]
fn other_framing_errors() {
    assert_eq!(
        error(b""),
        "at 0x0: an MBS1 file needs an 8-byte header, the file has 0 bytes"
    );
    assert_eq!(
        error(b"MBS2\0\0\0\0"),
        "at 0x0: bad magic MBS2, expected MBS1"
    );
    // A CFRA too short for its core word.
    assert_eq!(
        error(b"MBS1\x0a\0\0\0CFRA\x02\0\0\0\x05\0"),
        "MBS1/CFRA at 0x10: CFRA needs a 4-byte core word, the payload has 2 bytes"
    );
    // A symbol record cut short.
    let mut b = mbs::write(&common::frag_color_v0());
    let vuni = find(&b, b"VUNI");
    let size = u32::from_le_bytes(b[vuni + 4..vuni + 8].try_into().unwrap());
    set_u32(&mut b, vuni + 4, size - 4);
    assert!(
        error(&b).contains("VUNI record needs 20 bytes after the name, 16 remain"),
        "{}",
        error(&b)
    );
    // A VUNI that does not start with STRI.
    let mut b = mbs::write(&common::frag_color_v0());
    let stri = find(&b, b"STRI");
    b[stri..stri + 4].copy_from_slice(b"STRX");
    assert!(error(&b).contains("expected a STRI name chunk, found STRX"));
}

#[test]
fn duplicates_and_missing_chunks_fail_validation() {
    let mut m = common::frag_color_v0();
    let mbs::Block::Fragment(f) = &mut *m.blocks[0] else {
        panic!()
    };
    let dup = f.children[0].clone();
    f.children.push(dup);
    f.children
        .retain(|c| !matches!(&**c, mbs::FragmentChunk::Code(_)));
    let text: Vec<String> = mbs::validate(&m).iter().map(|f| f.to_string()).collect();
    assert!(
        text.iter()
            .any(|t| t.starts_with("error: MBS1/CFRA/FSTA at 0x") && t.contains("duplicate FSTA")),
        "{text:#?}"
    );
    assert!(
        text.iter()
            .any(|t| t == "error: MBS1/CFRA at 0x8: CFRA has no DBIN (mandatory)"),
        "{text:#?}"
    );
}

#[test]
fn extreme_record_fields_validate_without_overflow() {
    // Found by fuzzing: extents of 65535-element arrays with 65535-cell strides.
    for kind in [1u8, 4, 8] {
        let mut m = common::program_v2();
        for b in &mut m.blocks {
            let tables: Vec<&mut mbs::UniformTable> = match &mut **b {
                mbs::Block::Vertex(v) => v
                    .children
                    .iter_mut()
                    .filter_map(|c| match &mut **c {
                        mbs::VertexChunk::Uniforms(t) => Some(t),
                        _ => None,
                    })
                    .collect(),
                mbs::Block::Fragment(f) => f
                    .children
                    .iter_mut()
                    .filter_map(|c| match &mut **c {
                        mbs::FragmentChunk::Uniforms(t) => Some(t),
                        _ => None,
                    })
                    .collect(),
                _ => vec![],
            };
            for t in tables {
                t.total_size = u32::MAX;
                for c in &mut t.children {
                    if let mbs::UniformTableChunk::Symbol(s) = c {
                        s.info.kind = mbs::SymbolType(kind);
                        s.info.vec_size = u16::MAX;
                        s.info.vector_stride = u16::MAX;
                        s.info.array_size = u16::MAX;
                        s.info.array_stride = u16::MAX;
                        s.address = i16::MAX;
                    }
                }
            }
        }
        let findings = mbs::validate(&m);
        assert!(findings.iter().any(|f| f.is_error()));
        let bytes = mbs::write(&m);
        assert_eq!(mbs::write(&mbs::parse(&bytes).unwrap()), bytes);
    }
}

#[test]
fn framing_rules_are_typed() {
    use gpubin_binfmt::ErrorKind;
    let rule = |bytes: &[u8]| match mbs::parse(bytes).unwrap_err().kind() {
        ErrorKind::Rule(r) => (r.code(), r.downcast_ref::<mbs::MbsRule>().cloned()),
        other => panic!("not a rule: {other:?}"),
    };
    assert_eq!(
        rule(b"MBS1\0"),
        ("mbs-short-file", Some(mbs::MbsRule::ShortFile { len: 5 }))
    );
    assert_eq!(
        rule(b"MBS1\x0a\0\0\0CFRA\x02\0\0\0\x05\0"),
        (
            "mbs-short-core-word",
            Some(mbs::MbsRule::ShortCoreWord {
                tag: gpubin_binfmt::FourCC::new(b"CFRA"),
                len: 2
            })
        )
    );
    let mut b = mbs::write(&common::vert_constants_v0());
    let satt = find(&b, b"SATT");
    set_u32(&mut b, satt + 8, 3);
    let (code, typed) = rule(&b);
    assert_eq!(code, "mbs-count-past-data");
    assert!(
        matches!(typed, Some(mbs::MbsRule::CountPastData { count: 3, .. })),
        "{typed:?}"
    );
    // binfmt's own rules keep their kinds.
    let e = mbs::parse(b"MBS2\0\0\0\0").unwrap_err();
    assert_eq!(e.kind().code(), "binfmt-bad-magic");
}
