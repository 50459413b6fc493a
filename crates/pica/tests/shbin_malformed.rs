//! Malformed SHBINs: each is rejected by the parser or the validator with a located
//! error (offset and path), never a panic.

mod common;

use gpubin_pica::shbin::{self, Shbin};

fn file(name: &str) -> Vec<u8> {
    std::fs::read(common::data_path(name)).unwrap()
}

fn u32_at(bytes: &[u8], at: usize) -> u32 {
    u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap())
}

fn put(bytes: &mut [u8], at: usize, value: u32) {
    bytes[at..at + 4].copy_from_slice(&value.to_le_bytes());
}

/// The parse error's display text and offset.
fn parse_error(bytes: &[u8]) -> (String, usize) {
    let e = shbin::parse(bytes).expect_err("must not parse");
    (e.to_string(), e.offset())
}

/// Errors of the validator, as text.
fn check_errors(model: &Shbin) -> Vec<String> {
    shbin::validate(model)
        .into_iter()
        .filter(|f| f.is_error())
        .map(|f| f.to_string())
        .collect()
}

/// Absolute offset of DVLE[i].
fn dvle(bytes: &[u8], i: usize) -> usize {
    u32_at(bytes, 8 + 4 * i) as usize
}

#[test]
fn truncated_at_every_offset() {
    for (name, _) in common::all() {
        let bytes = file(name);
        for len in 0..bytes.len() {
            let prefix = &bytes[..len];
            match shbin::parse(prefix) {
                Err(e) => assert!(e.offset() <= bytes.len(), "{name}[..{len}]: {e}"),
                Ok(model) => {
                    let errors = check_errors(&model);
                    assert!(
                        !errors.is_empty(),
                        "{name} truncated to {len} bytes parses and validates cleanly"
                    );
                }
            }
        }
    }
}

#[test]
fn bad_magic() {
    let mut bytes = file("vertex");
    bytes[0] = b'X';
    assert_eq!(
        parse_error(&bytes).0,
        "DVLB at 0x0: bad magic XVLB, expected DVLB"
    );
    let mut bytes = file("vertex");
    let d = dvle(&bytes, 0);
    bytes[d + 3] = b'X';
    let (msg, at) = parse_error(&bytes);
    assert_eq!(
        (msg.as_str(), at),
        (
            &*format!("DVLE[0] at 0x{d:x}: bad magic DVLX, expected DVLE"),
            d
        )
    );
}

#[test]
fn offsets_outside_the_file() {
    // DVLE offset.
    let mut bytes = file("multi");
    put(&mut bytes, 8 + 4 * 2, 0x10_0000);
    let (msg, at) = parse_error(&bytes);
    assert_eq!(at, 0x10);
    assert!(
        msg.starts_with("DVLE[2] at 0x10: DVLE header at 0x100000"),
        "{msg}"
    );
    // Code offset in the DVLP (0x0C + 0x08 with one DVLE).
    let mut bytes = file("vertex");
    put(&mut bytes, 0x14, 0xFFFF_FF00);
    let (msg, at) = parse_error(&bytes);
    assert_eq!(at, 0x14, "{msg}");
    assert!(
        msg.starts_with("DVLP/code at 0x14: code blob at 0x"),
        "{msg}"
    );
    // Uniform table offset (DVLE + 0x30).
    let mut bytes = file("vertex");
    let d = dvle(&bytes, 0);
    put(&mut bytes, d + 0x30, 0x7FFF_0000);
    let (msg, at) = parse_error(&bytes);
    assert_eq!(at, d + 0x30);
    assert!(msg.starts_with("DVLE[0]/uniforms at 0x"), "{msg}");
    assert!(msg.contains("past the end of the file"), "{msg}");
    // Symbol table size.
    let mut bytes = file("vertex");
    put(&mut bytes, d + 0x3C, 0x1000);
    let (msg, at) = parse_error(&bytes);
    assert_eq!(at, d + 0x38);
    assert!(msg.starts_with("DVLE[0]/symbols"), "{msg}");
}

#[test]
fn offsets_into_another_table() {
    // Uniform table moved onto the constant table.
    let mut bytes = file("vertex");
    let d = dvle(&bytes, 0);
    put(&mut bytes, d + 0x30, 0x40);
    let (msg, at) = parse_error(&bytes);
    assert_eq!(at, d + 0x30, "{msg}");
    assert!(
        msg.contains("uniform table")
            && msg.contains("overlaps constant table (DVLE[0]/constants)"),
        "{msg}"
    );
    // Output table of DVLE[0] inside DVLE[1]'s header.
    let mut bytes = file("geometry_point");
    let (d0, d1) = (dvle(&bytes, 0), dvle(&bytes, 1));
    put(&mut bytes, d0 + 0x28, (d1 + 8 - d0) as u32);
    let (msg, at) = parse_error(&bytes);
    assert_eq!(at, d0 + 0x28);
    assert!(msg.starts_with("DVLE[0]/outputs at 0x"), "{msg}");
    assert!(msg.contains("overlaps DVLE header (DVLE[1])"), "{msg}");
    // Code pointing at the operand-descriptor table.
    let mut bytes = file("vertex");
    put(&mut bytes, 0x14, 0x30);
    let (msg, _) = parse_error(&bytes);
    assert!(msg.contains("overlaps"), "{msg}");
}

#[test]
fn counts_too_large() {
    let mut bytes = file("vertex");
    put(&mut bytes, 4, 0x7FFF_FFFF);
    let (msg, at) = parse_error(&bytes);
    assert_eq!(at, 8);
    assert!(
        msg.contains("DVLE offsets: 2147483647 entries of 4 bytes exceed"),
        "{msg}"
    );
    let mut bytes = file("vertex");
    put(&mut bytes, 0x18, 0xFFFF_FFFF);
    let (msg, _) = parse_error(&bytes);
    assert!(
        msg.starts_with(
            "DVLP at 0x18: code words: 4294967295 entries of 4 bytes exceed the 368 bytes"
        ),
        "{msg}"
    );
    let mut bytes = file("vertex");
    put(&mut bytes, 0x20, 0x0100_0000);
    assert!(parse_error(&bytes).0.contains("operand descriptors"));
    for field in [0x1C, 0x24, 0x2C, 0x34] {
        let mut bytes = file("vertex");
        let d = dvle(&bytes, 0);
        put(&mut bytes, d + field, 0xFFFF_FFFF);
        let (msg, at) = parse_error(&bytes);
        assert_eq!(at, d + field - 4, "{msg}");
        assert!(msg.contains("past the end of the file"), "{msg}");
    }
}

#[test]
fn symbol_offsets_outside_the_symbol_table() {
    let mut bytes = file("vertex");
    let d = dvle(&bytes, 0);
    let uniforms = d + u32_at(&bytes, d + 0x30) as usize;
    // uniforms[3]: name offset far past the 0x3d-byte symbol table.
    put(&mut bytes, uniforms + 8 * 3, 0x400);
    let model = shbin::parse(&bytes).unwrap();
    assert!(model.layout.is_some());
    assert_eq!(
        check_errors(&model),
        [format!(
            "error: DVLE[0]/uniforms[3] at 0x{:x}: name offset 0x400 is outside the symbol table (0x2a bytes)",
            uniforms + 24
        )]
    );
    // The round trip still holds for what the parser accepts.
    assert_eq!(shbin::write(&model).unwrap(), bytes);
    // Unterminated: the table's last NUL overwritten.
    let mut bytes = file("vertex");
    let symbols = d + u32_at(&bytes, d + 0x38) as usize;
    let size = u32_at(&bytes, d + 0x3C) as usize;
    bytes[symbols + size - 1] = b'!';
    let model = shbin::parse(&bytes).unwrap();
    let errors = check_errors(&model);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(
        errors[0].starts_with("error: DVLE[0]/uniforms[5] at 0x"),
        "{errors:?}"
    );
    assert!(errors[0].ends_with("is not NUL-terminated"), "{errors:?}");
}

#[test]
fn registers_and_ranges() {
    let base = shbin::parse(&file("geometry_fixed")).unwrap();
    let mut m = base.clone();
    m.dvles[0].uniforms[2].last_register = 0x74; // between i3 and b0
    m.dvles[0].uniforms[3].first_register = 0x78; // b0..c4: two banks
    m.dvles[0].uniforms[4].first_register = 0x73; // i3..i0: backwards
    m.dvles[0].constants[0].register = 96; // c96
    m.dvles[0].constants[1].register = 4; // i4
    m.dvles[0].constants[2].register = 16; // b16
    m.dvles[0].entry_end = 99;
    m.dvles[1].outputs[0].register = 7; // geometry: o0-o6
    m.dvles[1].geometry.fixed_vertex_array_start = 96;
    m.dvlp.code[0] = 0x0802_0005; // descriptor 5 of 5
    let errors = check_errors(&m);
    // geometry_fixed: DVLP at 0x10, code at 0x38, DVLE[0] at 0x8C (constants 0xCC,
    // uniforms 0x12C), DVLE[1] at 0x188 (outputs 0x1DC).
    let expect = [
        "DVLP/code[0] at 0x38: instruction 0x08020005 uses operand descriptor 5, but the table has 5",
        "DVLE[0] at 0x98: entry end 99 is past the 11 words of code",
        "DVLE[0]/constants[0] at 0xce: constant register c96 is outside c0-c95",
        "DVLE[0]/constants[1] at 0xe2: constant register i4 is outside i0-i3",
        "DVLE[0]/constants[2] at 0xf6: constant register b16 is outside b0-b15",
        "DVLE[0]/uniforms[2] at 0x142: register 0x74 is in no bank",
        "DVLE[0]/uniforms[3] at 0x148: register range b0-c4 spans two banks",
        "DVLE[0]/uniforms[4] at 0x150: register range i3-i0 runs backwards",
        "DVLE[1] at 0x19d: fixed-mode vertex array starts at c96, past c95",
        "DVLE[1]/outputs[0] at 0x1de: output register o7 is outside o0-o6 (geometry shader)",
    ];
    assert_eq!(errors.len(), expect.len(), "{errors:#?}");
    for (e, want) in errors.iter().zip(expect) {
        assert!(
            e.starts_with(&format!("error: {want}")),
            "{errors:#?}\n  want {want}"
        );
    }
    // Output masks: bits above w, and overlap on one register.
    let mut m = base.clone();
    m.dvles[0].outputs[1].mask = 0x1F;
    let first = m.dvles[0].outputs[0];
    m.dvles[0].outputs.push(first);
    let errors = check_errors(&m);
    assert_eq!(errors.len(), 2, "{errors:#?}");
    assert!(errors[0].contains("outputs[1]") && errors[0].contains("sets bits above 3"));
    assert!(
        errors[1].contains("outputs[2]")
            && errors[1].contains("components xyzw of o0 are already taken")
    );
}

#[test]
fn garbage_never_panics() {
    // Every single-byte corruption of every test file.
    for (name, _) in common::all() {
        let bytes = file(name);
        for at in 0..bytes.len() {
            for value in [0x00, 0x01, 0x7F, 0xFF] {
                let mut b = bytes.clone();
                b[at] = value;
                if let Ok(model) = shbin::parse(&b) {
                    let _ = shbin::validate(&model);
                    let _ = shbin::render(&model);
                    assert_eq!(
                        shbin::write(&model).unwrap(),
                        b,
                        "{name}: 0x{at:x} = {value}"
                    );
                }
            }
        }
    }
}

#[test]
fn inconsistent_explicit_layouts_are_write_errors() {
    let base =
        shbin::pin_layout(&common::geometry(gpubin_pica::shbin::GeometryMode::Point)).unwrap();
    // Both DVLEs at the same offset.
    let mut m = base.clone();
    let l = m.layout.as_mut().unwrap();
    l.dvle_offsets[1] = l.dvle_offsets[0];
    let e = shbin::write(&m).unwrap_err().to_string();
    assert!(e.contains("overlaps what comes before it"), "{e}");
    assert!(
        check_errors(&m).iter().any(|f| f.contains("overlaps")),
        "{:?}",
        check_errors(&m)
    );
    // A file size larger than its content.
    let mut m = base.clone();
    m.layout.as_mut().unwrap().file_size = 0x7FFF_FFFF;
    let e = shbin::write(&m).unwrap_err().to_string();
    assert!(
        e.starts_with("layout/file_size at 0x0: file size 0x7fffffff exceeds"),
        "{e}"
    );
    // Filler past the end.
    let mut m = base.clone();
    let l = m.layout.as_mut().unwrap();
    l.filler.push(gpubin_pica::shbin::Filler {
        offset: l.file_size,
        bytes: vec![1],
    });
    let e = shbin::write(&m).unwrap_err().to_string();
    assert!(
        e.contains("filler") && e.contains("lies outside the file size"),
        "{e}"
    );
    // Missing name offsets.
    let mut m = base;
    m.dvles[1].uniforms[0].name_offset = None;
    let e = shbin::write(&m).unwrap_err().to_string();
    assert!(
        e.starts_with("DVLE[1]/uniforms[0] at 0x0: an explicit layout needs a name_offset"),
        "{e}"
    );
}

#[test]
fn dvle_offsets_sharing_one_header() {
    // Every DVLE offset pointing at the same header: rejected before any is decoded.
    let bytes = file("vertex");
    let d = dvle(&bytes, 0) as u32;
    let mut many = bytes[..8].to_vec();
    many[4..8].copy_from_slice(&3u32.to_le_bytes());
    for _ in 0..3 {
        many.extend_from_slice(&(d + 8).to_le_bytes());
    }
    many.extend_from_slice(&bytes[12..]);
    let (msg, at) = parse_error(&many);
    assert_eq!(at, 8 + 4);
    assert!(
        msg.starts_with("DVLE[1] at 0xc: DVLE header at 0x7c overlaps the DVLE[0] header"),
        "{msg}"
    );
}

#[test]
fn many_names_in_one_long_unterminated_symbol_table() {
    // 20,000 uniforms all naming offset 0 of a 200,000-byte table without a NUL:
    // linear time and memory, one error per uniform.
    let uniforms = 20_000usize;
    let symbols = 200_000usize;
    let mut m = common::empty_tables();
    let d = &mut m.dvles[0];
    for _ in 0..uniforms {
        d.uniforms.push(gpubin_pica::shbin::Uniform::new(
            "",
            gpubin_pica::shbin::UniformRegister::Float(0),
            gpubin_pica::shbin::UniformRegister::Float(0),
        ));
    }
    let mut pinned = shbin::pin_layout(&m).unwrap();
    let l = pinned.layout.as_mut().unwrap();
    l.dvles[0].symbol_table = vec![b'a'; symbols];
    l.filler.clear();
    l.file_size = (l.dvle_offsets[0] as usize + l.dvles[0].symbol_offset as usize + symbols) as u32;
    let bytes = shbin::write(&pinned).unwrap();
    let parsed = shbin::parse(&bytes).unwrap();
    assert!(parsed.dvles[0].uniforms.iter().all(|u| u.name.is_empty()));
    assert_eq!(check_errors(&parsed).len(), uniforms);
    // Terminated: names are copied up to twice the table, then left empty.
    let mut b = bytes.clone();
    let last = b.len() - 1;
    b[last] = 0;
    let parsed = shbin::parse(&b).unwrap();
    let named = parsed.dvles[0]
        .uniforms
        .iter()
        .filter(|u| !u.name.is_empty())
        .count();
    assert_eq!(named, 2);
    assert_eq!(shbin::write(&parsed).unwrap(), b);
}

#[test]
fn names_with_nul_bytes() {
    let mut m = common::vertex();
    m.dvles[0].uniforms[1].name = "in\0Color".into();
    let errors = check_errors(&m);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(
        errors[0].starts_with("error: DVLE[0]/uniforms[1] at 0x"),
        "{errors:?}"
    );
    assert!(
        errors[0].ends_with("name \"in\\0Color\" contains a NUL byte"),
        "{errors:?}"
    );
}

#[test]
fn framing_rules_are_typed() {
    use gpubin_binfmt::ErrorKind;
    let mut bytes = file("vertex");
    let d = dvle(&bytes, 0);
    put(&mut bytes, d + 0x30, 0x7FFF_0000);
    let e = shbin::parse(&bytes).unwrap_err();
    let ErrorKind::Rule(rule) = e.kind() else {
        panic!("not a rule: {e:?}")
    };
    assert_eq!(rule.code(), "shbin-past-end");
    let Some(shbin::ShbinRule::PastEnd {
        start, file_len, ..
    }) = rule.downcast_ref()
    else {
        panic!("not a past-end rule: {e:?}")
    };
    // Table offsets count from the DVLE.
    assert_eq!((*start, *file_len), (d as u64 + 0x7FFF_0000, bytes.len()));
    // An explicit layout that disagrees with the model is a typed rule too.
    let mut model = shbin::pin_layout(&shbin::parse(&file("vertex")).unwrap()).unwrap();
    assert!(model.layout.is_some());
    model.dvles.push(model.dvles[0].clone());
    let e = shbin::write(&model).unwrap_err();
    assert_eq!(e.kind().code(), "shbin-layout-dvle-counts");
    assert_eq!(
        e.to_string(),
        "layout at 0x0: the layout describes 1 DVLE offsets and 1 DVLE layouts for 2 DVLEs"
    );
}
