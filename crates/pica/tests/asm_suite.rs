//! The shader suite in tests/data/asm: every instruction, directive and output
//! semantic, relative addressing, conditionals, procedures, vertex + geometry pairs.
//! Each assembles cleanly to a SHBIN model that validates without findings and reads
//! back from its bytes unchanged, and survives disassemble -> assemble byte for byte.

use gpubin_pica::asm::{self, Options, Source};
use gpubin_pica::float24::Float24;
use gpubin_pica::shbin::{Constant, ConstantValue, GeometryMode, ShaderType};
use gpubin_pica::{disasm, shbin};

const SUITE: &[&[&str]] = &[
    &["full.v.pica"],
    &["full.v.pica", "full.g.pica"],
    &["full.v.pica", "point.g.pica"],
    &["full.v.pica", "variable.g.pica"],
    &["full.v.pica", "compat.g.pica"],
    &["outputs.v.pica"],
    &["padding.v.pica"],
    &["lib.pica", "caller.v.pica"],
    &["point.g.pica"],
];

fn load(names: &[&str]) -> asm::Assembly {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/asm/");
    let texts: Vec<(String, String)> = names
        .iter()
        .map(|n| {
            (
                n.to_string(),
                std::fs::read_to_string(format!("{dir}{n}")).unwrap(),
            )
        })
        .collect();
    let sources: Vec<Source<'_>> = texts
        .iter()
        .map(|(n, t)| Source { name: n, text: t })
        .collect();
    asm::assemble(&sources, Options::default()).unwrap_or_else(|d| panic!("{names:?}:\n{d}"))
}

#[test]
fn suite_round_trips() {
    for names in SUITE {
        let a = load(names);
        let bytes = a.to_bytes();
        let model = a.shbin();
        assert_eq!(shbin::validate(&model), [], "{names:?}: validator");
        let parsed = shbin::parse(&bytes).unwrap();
        assert_eq!(parsed, model, "{names:?}: parser");
        match disasm::round_trip(&parsed) {
            Err((listing, e)) => panic!("{names:?}: {e}\n{}", listing.text()),
            Ok(listing) => {
                // Uniforms read through raw registers still count as used.
                let again = listing.assemble().unwrap();
                assert!(
                    !again.diagnostics.to_string().contains("never used"),
                    "{}",
                    again.diagnostics
                );
            }
        }
    }
}

#[test]
fn suite_uses_every_instruction() {
    use gpubin_pica::isa::{Instruction, Opcode};
    let mut seen = std::collections::HashSet::new();
    for names in SUITE {
        for w in load(names).into_shbin().dvlp.code {
            if let Some(op) = Opcode::of_word(w) {
                seen.insert(op);
            }
            assert!(
                !matches!(Instruction::decode(w), Instruction::Raw(_)),
                "{w:#x}"
            );
        }
    }
    use Opcode::*;
    for op in [
        Add, Dp3, Dp4, Dph, Dst, Ex2, Lg2, Litp, Mul, Sge, Slt, Flr, Max, Min, Rcp, Rsq, Mova, Mov,
        Dphi, Dsti, Sgei, Slti, Break, Nop, End, Breakc, Call, Callc, Callu, Ifu, Ifc, Loop, Emit,
        Setemit, Jmpc, Jmpu, Cmp, Madi, Mad,
    ] {
        assert!(seen.contains(&op), "{op:?} is not in the suite");
    }
}

#[test]
fn vertex_and_geometry_pair() {
    let a = load(&["full.v.pica", "full.g.pica"]);
    let [v, g] = &a.model().dvles[..] else {
        panic!()
    };
    assert_eq!(v.shader_type, ShaderType::Vertex);
    assert_eq!(g.shader_type, ShaderType::Geometry);
    // .gsh fixed c20 c0 3: mode 2, vertex array at c0, 3 vertices; a dummy output in a
    // geometry shader with a mode sets the merge flag.
    let gs = &g.geometry;
    assert_eq!(
        (gs.mode, gs.fixed_vertex_array_start, gs.fixed_vertex_count),
        (GeometryMode::Fixed, 0, 3)
    );
    assert!(g.merge_outmaps());
    // Private uniforms: gsParams at c20..c21 (table 0x24..0x25), gsFlag at b0 (0x78);
    // the constant takes c95 of the private space.
    let names: Vec<(&str, u16, u16)> = g
        .uniforms
        .iter()
        .map(|u| (u.name.as_str(), u.first_register, u.last_register))
        .collect();
    assert_eq!(names, [("gsParams", 0x24, 0x25), ("gsFlag", 0x78, 0x78)]);
    assert_eq!(
        g.constants,
        [Constant {
            register: 95,
            value: ConstantValue::Float(
                [0x3F0000, 0x3E0000, 0x3D0000, 0].map(Float24::from_bits_truncate)
            )
        }]
    );
    // The geometry entry is gmain, after all of the vertex code.
    assert_eq!(g.entry_start, v.entry_end.max(g.entry_start));
    // Vertex outputs in declaration order, with the automatic registers.
    let outs: Vec<(u16, u16, u16)> = v
        .outputs
        .iter()
        .map(|o| (o.semantic.code(), o.register, o.mask))
        .collect();
    assert_eq!(
        outs,
        [
            (0, 0, 0xF),
            (3, 1, 0x3),
            (2, 2, 0xF),
            (8, 5, 0x7),
            (4, 6, 0x1)
        ]
    );
    assert_eq!(v.output_mask, 0b110_0111);
    assert_eq!(v.input_mask, 0b1000_0011);
}

#[test]
fn compat_geometry_shader_shares_uniforms_and_never_merges() {
    let a = load(&["full.v.pica", "compat.g.pica"]);
    let g = &a.model().dvles[1];
    assert_eq!(g.shader_type, ShaderType::Geometry);
    assert!(!g.merge_outmaps());
    // `projection` is the vertex shader's: same registers c0..c3.
    assert_eq!(
        (g.uniforms[0].first_register, g.uniforms[0].last_register),
        (0x10, 0x13)
    );
}

#[test]
fn nodvle_library_and_cross_file_call() {
    let a = load(&["lib.pica", "caller.v.pica"]);
    assert_eq!(a.model().dvles.len(), 1);
    let e = &a.model().dvles[0];
    // libScale was allocated by lib.pica (c0) and is shared by name; `own` is c1.
    let names: Vec<(&str, u16)> = e
        .uniforms
        .iter()
        .map(|u| (u.name.as_str(), u.first_register))
        .collect();
    assert_eq!(names, [("libScale", 0x10), ("own", 0x11)]);
    // lib's `scale` is at 0 (one word, then no NOP needed); caller's main calls it:
    // CALL dst 0, num 1.
    assert_eq!(a.model().dvlp.code[e.entry_start as usize + 1], 0x9000_0001);
}

#[test]
fn header_matches_picasso() {
    // picasso's -h: for each shared uniform, FVEC/IVEC with the register in hex
    // (%02X) or FLAG with BIT(n), then ULEN; geometry-space uniforms are left out.
    let a = load(&["full.v.pica", "full.g.pica"]);
    assert_eq!(
        a.header(),
        "// Generated by picasso\n#pragma once\n\
         #define VSH_FVEC_projection 0x00\n#define VSH_ULEN_projection 4\n\
         #define VSH_FVEC_modelView 0x04\n#define VSH_ULEN_modelView 4\n\
         #define VSH_FVEC_lightVec 0x08\n#define VSH_ULEN_lightVec 1\n\
         #define VSH_FVEC_bones 0x09\n#define VSH_ULEN_bones 8\n\
         #define VSH_IVEC_loopCount 0x00\n#define VSH_ULEN_loopCount 1\n\
         #define VSH_FLAG_useLight BIT(0)\n#define VSH_ULEN_useLight 1\n\
         #define VSH_FLAG_flags(_n) BIT(1+(_n))\n#define VSH_ULEN_flags 2\n"
    );
    // A geometry shader first: GSH prefix.
    let a = load(&["point.g.pica"]);
    assert!(a
        .header()
        .starts_with("// Generated by picasso\n#pragma once\n"));
    assert!(
        !a.header().contains("gsScale"),
        "private uniforms are not listed"
    );
    let a = load(&["compat.g.pica"]);
    assert!(a.header().contains("#define GSH_FVEC_projection 0x00\n"));
    // Each uniform once even when two files declare it (picasso repeats it).
    let a = load(&["lib.pica", "caller.v.pica"]);
    assert_eq!(a.header().matches("VSH_FVEC_libScale").count(), 1);
}

#[test]
fn project_shbin_files_round_trip() {
    // The SHBIN files built by hand for the container tests: not all are laid out as
    // picasso would (descriptor tables, masks, overlapping entries), so some need the
    // exact form (`.opdesc`, `.word`, `.entryat`, `.inmask`); all must come back.
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/");
    let mut n = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "shbin") {
            let bytes = std::fs::read(&path).unwrap();
            let model = shbin::parse(&bytes).unwrap();
            match disasm::round_trip(&model) {
                Ok(listing) => {
                    let again = listing.assemble().unwrap().to_bytes();
                    assert_eq!(again, bytes, "{}", path.display());
                    n += 1;
                }
                Err((_, e)) => panic!("{}: {e}", path.display()),
            }
        }
    }
    assert!(n >= 7);
}

#[test]
fn fuzz_regressions_disassemble() {
    // An entry range whose end is below its start (found by the pica_disasm target).
    let bytes = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/asm/fuzz-disasm-overflow.shbin"
    ))
    .unwrap();
    if let Ok(model) = shbin::parse(&bytes) {
        let _ = disasm::disassemble(&model).text();
        let _ = disasm::round_trip(&model);
    }
}
