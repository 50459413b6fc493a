//! Whole-file disassembly of the real clear shader and of synthetic MBS1 files.

use gpubin_mali::disasm::{self, Code, Isa};

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
        "; MBS1/CFRA/DBIN: PP code, core 5 (Mali-200 PP), 20 bytes at 0x48, 1 instructions\n\
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
    assert_eq!((acc.op, acc.arg0.register, acc.mask), (31, 12, 0xf));
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
