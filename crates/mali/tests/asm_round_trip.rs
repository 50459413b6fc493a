//! Assembler properties: text -> bits -> text is the identity for random code, and
//! bits -> text -> bits is the identity for code in compiler form.

use gpubin_binfmt::Path;
use gpubin_mali::{asm, disasm, gp, pp, random};

#[test]
fn gp_random_text_round_trips() {
    let bytes = random::gp_program(7, 20_000);
    let text = gp::disassemble(&bytes, 0, &Path::root()).unwrap();
    let again = match asm::gp::assemble_bytes(&text) {
        Ok(b) => b,
        Err(e) => panic!("{}", e.render("random.s")),
    };
    let text2 = gp::disassemble(&again, 0, &Path::root()).unwrap();
    for (a, b) in text.lines().zip(text2.lines()) {
        assert_eq!(a, b);
    }
    assert_eq!(text, text2);
}

#[test]
fn gp_compiler_form_bits_round_trip() {
    // `floor.a0 ^0 $0.x`, `mov.a0 ^0/v0.x a0.x` and a nop (the spec §11 vectors) in
    // the form ARM's compiler writes them: its GP emitter starts every word with the
    // pass ("misc") opcode 2, so an unused pass unit has pass_op 2 (bit 103, word 3
    // bit 7). The spec's vectors, encoded from its tables, have 0 there.
    let words: [u32; 12] = [
        0xa90ad6b5, 0x038002b5, 0x000fff80, 0x000ad500, 0xB00AD6B5, 0x43800AB5, 0x4007FC00,
        0x000AD500, 0xAD4AD6B5, 0x038002B5, 0x0007FF80, 0x000AD500,
    ];
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let text = gp::disassemble(&bytes, 0, &Path::root()).unwrap();
    assert_eq!(asm::gp::assemble_bytes(&text).unwrap(), bytes, "{text}");
    // The pass opcode is the only bit the spec's vectors differ in.
    let spec: Vec<u8> = words
        .iter()
        .enumerate()
        .flat_map(|(k, w)| if k % 4 == 3 { w & !0x100 } else { *w }.to_le_bytes())
        .collect();
    assert_eq!(gp::disassemble(&spec, 0, &Path::root()).unwrap(), text);
    assert_ne!(asm::gp::assemble_bytes(&text).unwrap(), spec);
}

#[test]
fn pp_random_text_round_trips() {
    let words = random::pp_program(9, 20_000);
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let text = pp::disassemble(&bytes, 0, &Path::root()).unwrap();
    let again = match asm::pp::assemble_bytes(&text) {
        Ok(b) => b,
        Err(e) => panic!("{}", e.render("random.s")),
    };
    let text2 = pp::disassemble(&again, 0, &Path::root()).unwrap();
    for (a, b) in text.lines().zip(text2.lines()) {
        assert_eq!(a, b);
    }
    assert_eq!(text, text2);
}

/// Every code blob of the example and test files: plain and annotated listings
/// assemble back to the same bytes.
#[test]
fn mbs_files_round_trip_through_text() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data");
    let mut files: Vec<std::path::PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "mbs"))
        .collect();
    files.push(
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../examples/mbs_fragment_clear.mbs"
        )
        .into(),
    );
    files.sort();
    let mut blobs = 0;
    for file in &files {
        let bytes = std::fs::read(file).unwrap();
        for shader in disasm::decode_mbs(&bytes).unwrap() {
            let code = &bytes[shader.offset..shader.offset + shader.size];
            let isa = match shader.code {
                disasm::Code::Pp(_) => asm::Isa::Pp,
                disasm::Code::Gp(_) => asm::Isa::Gp,
            };
            let name = file.display().to_string();
            let annotated = shader.code.annotated(shader.offset, &shader.symbols);
            let again =
                asm::assemble(&annotated, isa).unwrap_or_else(|e| panic!("{}", e.render(&name)));
            assert_eq!(again, code, "{name} {}\n{annotated}", shader.path);
            let plain = shader.code.text();
            let again =
                asm::assemble(&plain, isa).unwrap_or_else(|e| panic!("{}", e.render(&name)));
            let diff: Vec<(usize, u8)> = again
                .iter()
                .zip(code)
                .enumerate()
                .filter(|(_, (a, b))| a != b)
                .map(|(i, (a, b))| (i, a ^ b))
                .collect();
            // limare's clear shader (shared/data) comes back bit for bit too: its
            // one-source `mov.v1` has the all-zero unused operand ARM's compiler writes.
            if shader.path.contains("CFRA")
                && (name.ends_with("frag_texture_v0.mbs") || name.ends_with("program_v2.mbs"))
            {
                // The texturing shader (egl-texture's shape) has prefetch, control
                // bit 25, on its last instruction; the text does not show it.
                assert_eq!(diff, [(3, 0x02)]);
            } else {
                assert_eq!(again, code, "{name} {}\n{plain}", shader.path);
            }
            blobs += 1;
        }
    }
    assert!(blobs >= 10, "{blobs} code blobs");
}

/// The annotated form carries the bits its text does not show: random programs of
/// both ISAs assemble back to identical bits.
#[test]
fn annotated_random_code_round_trips_bit_for_bit() {
    let symbols = Default::default();
    let words = random::pp_program(11, 5_000);
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let code = disasm::Code::decode(asm::Isa::Pp, &bytes, 0, &Path::root()).unwrap();
    let text = code.annotated(0, &symbols);
    let again =
        asm::assemble(&text, asm::Isa::Pp).unwrap_or_else(|e| panic!("{}", e.render("pp.s")));
    assert_eq!(again, bytes);

    let bytes = random::gp_program(12, 5_000);
    let code = disasm::Code::decode(asm::Isa::Gp, &bytes, 0, &Path::root()).unwrap();
    let text = code.annotated(0, &symbols);
    let again =
        asm::assemble(&text, asm::Isa::Gp).unwrap_or_else(|e| panic!("{}", e.render("gp.s")));
    assert_eq!(again, bytes);
}

/// Damaged listings give located errors or code, never a panic.
#[test]
fn damaged_listings_never_panic() {
    let pp_text = pp::disassemble(
        &random::pp_program(13, 40)
            .iter()
            .flat_map(|w| w.to_le_bytes())
            .collect::<Vec<u8>>(),
        0,
        &Path::root(),
    )
    .unwrap();
    let gp_text = gp::disassemble(&random::gp_program(14, 40), 0, &Path::root()).unwrap();
    let code = disasm::Code::decode(
        asm::Isa::Pp,
        &random::pp_program(15, 10)
            .iter()
            .flat_map(|w| w.to_le_bytes())
            .collect::<Vec<u8>>(),
        0,
        &Path::root(),
    )
    .unwrap();
    let annotated = code.annotated(0, &Default::default());
    let alphabet: Vec<char> = " \t\n.,;$^-+()[]/0123456789abcdefxyzwé".chars().collect();
    let mut rng = random::Rng::new(99);
    for (isa, text) in [
        (asm::Isa::Pp, &pp_text),
        (asm::Isa::Gp, &gp_text),
        (asm::Isa::Pp, &annotated),
    ] {
        let chars: Vec<char> = text.chars().collect();
        for _ in 0..3000 {
            let mut damaged = chars.clone();
            for _ in 0..=rng.below(3) {
                let at = rng.below(damaged.len() as u64) as usize;
                match rng.below(3) {
                    0 => {
                        damaged.remove(at);
                    }
                    1 => damaged.insert(at, rng.pick(&alphabet)),
                    _ => damaged[at] = rng.pick(&alphabet),
                }
            }
            let s: String = damaged.into_iter().collect();
            if let Err(e) = asm::assemble(&s, isa) {
                // The location is inside the text and the message renders.
                assert!(e.line >= 1 && e.line <= s.lines().count().max(1), "{e:?}");
                let _ = e.render("damaged.s");
            }
        }
    }
}

/// A listing without any instruction is an error, not empty code (no loader takes
/// empty code), located at its last line.
#[test]
fn empty_listings() {
    for isa in [asm::Isa::Pp, asm::Isa::Gp] {
        let e = asm::assemble("", isa).unwrap_err();
        assert_eq!((e.line, e.column), (1, 1));
        assert!(e.message.contains("holds no instruction"), "{e}");
        let e = asm::assemble("\n; a note\n", isa).unwrap_err();
        assert_eq!((e.line, e.source_line.as_str()), (2, "; a note"));
        // The pieces below the top level still take empty text.
        match isa {
            asm::Isa::Pp => assert!(asm::pp::assemble("").unwrap().is_empty()),
            asm::Isa::Gp => assert!(asm::gp::assemble("").unwrap().is_empty()),
        }
    }
}

/// A last instruction with extra words gets a words note, which changes the length
/// the instruction before it sees as `next_count`: that one needs a note too (found
/// by fuzzing).
#[test]
fn notes_that_change_a_neighbour() {
    let words: [u32; 33] = [
        0x00406804, 0x00ffffff, 0x00003600, 0x07fff800, 0xff75017d, 0xe4e4e402, 0xe4e4e4e4,
        0xe4e4e4e4, 0xe4e4e4e4, 0xe4e4e4e4, 0xe4e4e4e4, 0xe4e4e4e4, 0xe4e4e4e4, 0xe4e4e4e4,
        0xe4e4e4e4, 0xe4e4e4e4, 0xe4e4e4e4, 0xe4e4e426, 0xffffffff, 0xffffffff, 0xffffffff,
        0xffffffff, 0xffffffff, 0xe4ffffff, 0xe4e4e4e4, 0xe4e4e4e4, 0xe4e4e4e4, 0xe4e4e4e4,
        0xe4e4e4e4, 0xe4e4e4e4, 0xe4e4e4e4, 0xe4e4e4e4, 0x00e4e4e4,
    ];
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let text = disasm::disassemble_raw(&bytes, asm::Isa::Pp, true).unwrap();
    assert_eq!(asm::assemble(&text, asm::Isa::Pp).unwrap(), bytes, "{text}");
}
