//! Whole-file disassembly of the real clear shader and of synthetic MBS1 files.

use gpubin_binfmt::{FourCC, Writer};
use gpubin_mali::disasm::{self, Code, Isa};
use gpubin_mali::{gp, pp};

/// The real clear shader (limare era, MIT), a copy of
/// `shared/data/mali/mbs_fragment_clear.mbs`.
const CLEAR: &[u8] = include_bytes!("../../../examples/mbs_fragment_clear.mbs");

fn clear() -> Vec<u8> {
    CLEAR.to_vec()
}

#[test]
fn clear_shader_lima_text() {
    assert_eq!(
        disasm::disassemble_mbs(&clear(), false).unwrap(),
        "@     0: mov.v1 $0 ^const0, const0 1.000000 1.000000 1.000000 1.000000, stop\n"
    );
}

#[test]
fn clear_shader_annotated() {
    assert_eq!(
        disasm::disassemble_mbs(&clear(), true).unwrap(),
        "; MBS1/CFRA/DBIN: PP code, core 5 (Mali-200 PP), 20 bytes at 0x48, 1 instruction\n\
         0x000048  @     0: mov.v1 $0 ^const0, const0 1.000000 1.000000 1.000000 1.000000, stop\n\
         \x20         ; const0 = (1, 1, 1, 1)\n"
    );
}

#[test]
fn clear_shader_fields() {
    let shaders = disasm::decode_mbs(&clear()).unwrap();
    assert_eq!(shaders.len(), 1);
    let Code::Pp(program) = &shaders[0].code else {
        panic!("CFRA holds PP code")
    };
    let i = &program[0].instruction;
    assert!(i.control.stop);
    let acc = i.vec4_acc.as_ref().unwrap();
    assert_eq!(
        (acc.op, acc.arg0.register, acc.mask),
        (pp::AccOp::Mov, 12, 0xf)
    );
    assert_eq!(i.const0.as_ref().unwrap().0, [0x3c00; 4]);
    assert_eq!(i.fields(), 1 << 5 | 1 << 10);
}

#[test]
fn raw_blobs() {
    let pp_words: [u32; 5] = [0x00021025, 0x00000E4C, 0x03C007CF, 0x03C003C0, 0x000003C0];
    let bytes: Vec<u8> = pp_words.iter().flat_map(|w| w.to_le_bytes()).collect();
    assert_eq!(
        disasm::disassemble_raw(&bytes, Isa::Pp, false).unwrap(),
        "@     0: mov.v1 $0 ^const0, const0 1.000000 1.000000 1.000000 1.000000, stop\n"
    );
    let err = disasm::disassemble_raw(&bytes[..16], Isa::Pp, false).unwrap_err();
    assert_eq!(err.offset(), 0);
    assert!(
        err.to_string().contains("count 5, but only 4 words remain"),
        "{err}"
    );
    let err = disasm::disassemble_raw(&bytes[..18], Isa::Gp, false).unwrap_err();
    assert_eq!(err.offset(), 16);
}

// ---- synthetic files with symbol tables ----------------------------------------------

fn chunk(w: &mut Writer, tag: &[u8; 4], body: impl FnOnce(&mut Writer)) {
    let mark = w.begin_chunk(FourCC::new(tag));
    body(w);
    w.end_chunk(mark);
}

fn name(w: &mut Writer, text: &str) {
    chunk(w, b"STRI", |w| {
        w.bytes(text.as_bytes());
        w.u8(0);
        w.align_to(4, 0);
    });
}

/// The 13 shared record bytes (§3): version 2, type, vec_size, vector_stride,
/// array_size, array_stride, bit_precision 16, mediump, not invariant.
fn info(w: &mut Writer, kind: u8, vec_size: u16, array_size: u16, stride: u16) {
    w.u8(2)
        .u8(kind)
        .u16(vec_size)
        .u16(stride)
        .u16(array_size)
        .u16(stride);
    w.u8(16).u8(2).u8(0);
}

fn uniform(w: &mut Writer, n: &str, vec_size: u16, array_size: u16, address: i16) {
    chunk(w, b"VUNI", |w| {
        name(w, n);
        info(w, 1, vec_size, array_size, 4);
        w.u8(0).u16(0).i16(address).i16(-1);
    });
}

fn varying(w: &mut Writer, n: &str, vec_size: u16, address: i16) {
    chunk(w, b"VVAR", |w| {
        name(w, n);
        info(w, 1, vec_size, 0, vec_size);
        w.u8(0).u16(0).i16(address).i16(-1);
    });
}

fn attribute(w: &mut Writer, n: &str, address: i16) {
    chunk(w, b"VATT", |w| {
        name(w, n);
        info(w, 1, 4, 0, 4);
        w.u8(0).i16(address);
    });
}

fn words_le(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// CFRA (core 7) with uniform `color` (vec4 @0), varying `uv` (vec2 @0) and one
/// instruction loading both.
fn synthetic_fragment() -> Vec<u8> {
    let instruction = pp::Instruction {
        control: pp::Control {
            stop: true,
            ..Default::default()
        },
        varying: Some(pp::Varying {
            perspective: 0,
            source_type: 0,
            source: pp::VaryingSource::Immediate(pp::VaryingImmediate {
                alignment: 1,
                offset_vector: 15,
                offset_scalar: 0,
                index: 0,
                unknown: 0,
            }),
            dest: 0,
            mask: 0x3,
            unknown: 0,
        }),
        uniform: Some(pp::UniformLoad {
            source: 0,
            alignment: 2,
            offset_reg: 0,
            offset_en: false,
            index: 0,
            unknown: 0,
        }),
        vec4_acc: Some(pp::Vec4Acc {
            arg0: pp::VecSource {
                register: 15,
                swizzle: 0xE4,
                absolute: false,
                negate: false,
            },
            // The unused operand of a one-source op as ARM's compiler writes it.
            arg1: pp::VecSource {
                register: 0,
                swizzle: 0,
                absolute: false,
                negate: false,
            },
            dest: 1,
            mask: 0xF,
            outmod: pp::OutputModifier::None,
            op: pp::AccOp::Mov,
            mul_in: false,
        }),
        ..Default::default()
    };
    let mut w = Writer::new();
    chunk(&mut w, b"MBS1", |w| {
        chunk(w, b"CFRA", |w| {
            w.u32(7);
            chunk(w, b"FSTA", |w| {
                w.u32(1).u32(1);
            });
            chunk(w, b"SUNI", |w| {
                w.u32(1).u32(4);
                uniform(w, "color", 4, 0, 0);
            });
            chunk(w, b"SVAR", |w| {
                w.u32(1);
                varying(w, "uv", 2, 0);
            });
            chunk(w, b"DBIN", |w| {
                w.bytes(&words_le(&instruction.encode()));
            });
        });
    });
    w.into_inner()
}

/// CVER (core 6) with attribute `position` (@0), varyings `gl_Position` (@0) and
/// `uv` (@4), uniform `mvp` (vec4[2] @0), and two instructions.
fn synthetic_vertex() -> Vec<u8> {
    // Spec §11 vectors: `mov.a0 ^0/v0.x a0.x`, then a nop turned into a uniform load;
    // the unused pass unit of the first has opcode 2, as ARM's compiler writes it.
    let mut first = gp::Instruction::decode([0xB00AD6B5, 0x43800AB5, 0x4007FC00, 0x000AD400]);
    first.pass_op = gp::PassOp::Pass;
    let mut second = gp::Instruction::decode([0xAD4AD6B5, 0x038002B5, 0x0007FF80, 0x000AD400]);
    second.pass_op = gp::PassOp::Pass;
    second.pass_src = gp::source::LOAD_X + 2;
    second.load_addr = 1;
    second.store1_src_z = gp::StoreSource::Pass;
    second.store1_varying = true;
    second.store1_addr = 1;
    let mut w = Writer::new();
    chunk(&mut w, b"MBS1", |w| {
        chunk(w, b"CVER", |w| {
            w.u32(6);
            chunk(w, b"SUNI", |w| {
                w.u32(1).u32(8);
                uniform(w, "mvp", 4, 2, 0);
            });
            chunk(w, b"SATT", |w| {
                w.u32(1);
                attribute(w, "position", 0);
            });
            chunk(w, b"SVAR", |w| {
                w.u32(2);
                varying(w, "gl_Position", 4, 0);
                varying(w, "uv", 2, 4);
            });
            chunk(w, b"DBIN", |w| {
                w.bytes(&gp::encode_program(&[first, second]));
            });
        });
    });
    w.into_inner()
}

#[test]
fn fragment_symbols_in_annotated_form() {
    let bytes = synthetic_fragment();
    assert_eq!(
        disasm::disassemble_mbs(&bytes, false).unwrap(),
        "@     0: load.v $0.xy 0.xy, load.u 0, mov.v1 $1 ^uniform, stop\n"
    );
    let text = disasm::disassemble_mbs(&bytes, true).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "{text}");
    assert!(lines[0].starts_with("; MBS1/CFRA/DBIN: PP code, core 7 (Mali-400 PP), 20 bytes at 0x"));
    assert!(lines[1].ends_with("  @     0: load.v $0.xy 0.xy, load.u 0, mov.v1 $1 ^uniform, stop"));
    assert_eq!(lines[2], "          ; varying uv; uniform color");
}

#[test]
fn vertex_symbols_in_annotated_form() {
    let bytes = synthetic_vertex();
    assert_eq!(
        disasm::disassemble_mbs(&bytes, false).unwrap(),
        "000:\tmov.a0 ^0/v0.x a0.x\n001:\tmov.p ^10/v1.z t[1].z\n"
    );
    let text = disasm::disassemble_mbs(&bytes, true).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    // The `; path` header replaces lima_disasm's banner line.
    assert_eq!(lines.len(), 5, "{text}");
    assert!(lines[0].starts_with("; MBS1/CVER/DBIN: GP code, core 6 (Mali-400 GP), 32 bytes at 0x"));
    assert!(
        lines[1].ends_with("  000:\tmov.a0 ^0/v0.x a0.x"),
        "{}",
        lines[1]
    );
    assert_eq!(lines[2], "          ; a0 = position; v0 = gl_Position");
    assert!(
        lines[3].ends_with("  001:\tmov.p ^10/v1.z t[1].z"),
        "{}",
        lines[3]
    );
    assert_eq!(lines[4], "          ; t[1] = mvp[1]; v1 = uv");
}

#[test]
fn several_shaders_get_headers() {
    let mut fragment = synthetic_fragment();
    let vertex = synthetic_vertex();
    // Put the CVER chunk after the CFRA chunk inside one MBS1.
    let cver = &vertex[8..];
    fragment.extend_from_slice(cver);
    let size = (fragment.len() - 8) as u32;
    fragment[4..8].copy_from_slice(&size.to_le_bytes());
    let text = disasm::disassemble_mbs(&fragment, false).unwrap();
    assert!(text.starts_with("; MBS1/CFRA/DBIN: PP code"), "{text}");
    assert!(text.contains("\n\n; MBS1/CVER/DBIN: GP code"), "{text}");
    let shaders = disasm::decode_mbs(&fragment).unwrap();
    assert_eq!(shaders.len(), 2);
    assert!(matches!(shaders[1].code, Code::Gp(ref p) if p.len() == 2));
}

#[test]
fn bad_code_in_a_file_is_located() {
    let mut bytes = synthetic_fragment();
    // Corrupt the control word's count (first DBIN byte) to 31.
    let dbin = bytes.windows(4).position(|w| w == b"DBIN").unwrap() + 8;
    bytes[dbin] = (bytes[dbin] & !0x1f) | 31;
    let err = disasm::disassemble_mbs(&bytes, false).unwrap_err();
    assert_eq!(err.offset(), dbin);
    assert!(err.to_string().starts_with("MBS1/CFRA/DBIN at 0x"), "{err}");
}

/// The synthetic files are also kept under tests/data for the CLI tests and the
/// README; `GPUBIN_BLESS=1` rewrites them.
#[test]
fn synthetic_files_on_disk_are_current() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data");
    for (file, bytes) in [
        ("synthetic_fragment.mbs", synthetic_fragment()),
        ("synthetic_vertex.mbs", synthetic_vertex()),
    ] {
        let path = format!("{dir}/{file}");
        if std::env::var_os("GPUBIN_BLESS").is_some() {
            std::fs::create_dir_all(dir).unwrap();
            std::fs::write(&path, &bytes).unwrap();
        }
        let on_disk = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        assert_eq!(on_disk, bytes, "{path} is stale; run with GPUBIN_BLESS=1");
    }
}

#[test]
fn control_word_notes() {
    // Two instructions: the first claims the next is 3 words long (it is 5) and
    // prefetches; the last has next_count 0.
    let words: [u32; 10] = [
        0x00021025 & !0x20 | 3 << 19 | 1 << 25,
        0x00000E4C,
        0x03C007CF,
        0x03C003C0,
        0x000003C0,
        0x00021025,
        0x00000E4C,
        0x03C007CF,
        0x03C003C0,
        0x000003C0,
    ];
    let text = disasm::disassemble_raw(&words_le(&words), Isa::Pp, true).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[1],
        "          ; next_count 3, but the next instruction has 5 words; prefetch; const0 = (1, 1, 1, 1); \
         words 021a1005 00000e4c 03c007cf 03c003c0 000003c0"
    );
    assert_eq!(lines[2].split("  ").next(), Some("0x000014"));
    // The last one is what its text assembles to (the unused operand's zero bits
    // are what ARM's compiler writes): no words note.
    assert_eq!(lines[3], "          ; const0 = (1, 1, 1, 1)");
}

#[test]
fn file_without_shaders() {
    let mut w = Writer::new();
    chunk(&mut w, b"MBS1", |w| {
        chunk(w, b"BATT", |w| {
            w.u32(0);
        });
    });
    let bytes = w.into_inner();
    assert_eq!(
        disasm::disassemble_mbs(&bytes, false).unwrap(),
        "; no shader code: the file has no CFRA or CVER with a DBIN\n"
    );
    assert!(disasm::decode_mbs(&bytes).unwrap().is_empty());
}

/// The model gives every code blob's file offset without reading the bytes again.
#[test]
fn code_blob_offsets_are_the_file_offsets() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data");
    let mut blobs = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "mbs") {
            continue;
        }
        let bytes = std::fs::read(&path).unwrap();
        let model = gpubin_mali::mbs::parse(&bytes).unwrap();
        for blob in gpubin_mali::mbs::code::code_blobs(&model) {
            let at = blob.offset;
            assert_eq!(&bytes[at..at + blob.code.len()], blob.code, "{}", blob.path);
            assert_eq!(&bytes[at - 8..at - 4], b"DBIN", "{}", blob.path);
            blobs += 1;
        }
    }
    assert!(blobs >= 11, "{blobs}");
}

#[test]
fn pilot_shader_offsets() {
    use gpubin_mali::mbs::*;
    let code = |n: u8| Bytes(vec![n; 16]);
    let mut model = MbsFile {
        blocks: vec![Block::Vertex(VertexShader {
            core: 6,
            children: vec![
                VertexChunk::Pilots(PilotShaders {
                    declared_count: None,
                    uniform_offset: 4,
                    uniform_stride: 8,
                    children: vec![
                        PilotChunk::Code(code(1)).into(),
                        PilotChunk::ProgramEnd(1).into(),
                        PilotChunk::Code(code(2)).into(),
                    ],
                })
                .into(),
                VertexChunk::Code(code(3)).into(),
            ],
        })
        .into()],
        trailing: Bytes::default(),
    };
    let bytes = write(&model);
    // A model built in code has no offsets until the writer places it.
    assert!(!model.is_placed());
    place(&mut model);
    assert!(model.is_placed());
    let blobs = code::code_blobs(&model);
    let parsed = parse(&bytes).unwrap();
    let parsed_offsets: Vec<usize> = code::code_blobs(&parsed).iter().map(|b| b.offset).collect();
    assert_eq!(
        blobs.iter().map(|b| b.offset).collect::<Vec<_>>(),
        parsed_offsets
    );
    let found: Vec<(&str, u8)> = blobs
        .iter()
        .map(|b| (b.path.as_str(), bytes[b.offset]))
        .collect();
    assert_eq!(
        found,
        [
            ("MBS1/CVER/DPRO/DBIN[0]", 1),
            ("MBS1/CVER/DPRO/DBIN[1]", 2),
            ("MBS1/CVER/DBIN", 3)
        ]
    );
}
