//! A SHBIN written out by hand, every byte explained against pica200.md §1: one DVLE
//! with one entry of each table. The parser must read exactly the model below, the
//! writer must produce exactly these bytes from it, and the validator must be silent.

use gpubin_pica::float24::Float24;
use gpubin_pica::shbin::*;

#[rustfmt::skip]
const FILE: [u8; 0xEC] = [
    // ---- DVLB (§1.2), file offset 0x00
    b'D', b'V', b'L', b'B',         // 0x00 magic
    0x01, 0x00, 0x00, 0x00,         // 0x04 one DVLE
    0x44, 0x00, 0x00, 0x00,         // 0x08 DVLE[0] at 0x44 (absolute)
    // ---- DVLP (§1.3) at 0x0C = 8 + 4·1; offsets below are relative to it
    b'D', b'V', b'L', b'P',         // 0x0C magic
    0x00, 0x00, 0x00, 0x00,         // 0x10 version 0
    0x28, 0x00, 0x00, 0x00,         // 0x14 code at DVLP+0x28 = 0x34
    0x02, 0x00, 0x00, 0x00,         // 0x18 two code words
    0x30, 0x00, 0x00, 0x00,         // 0x1C descriptors at DVLP+0x28+4·2 = 0x3C
    0x01, 0x00, 0x00, 0x00,         // 0x20 one descriptor
    0x38, 0x00, 0x00, 0x00,         // 0x24 "filename table" at DVLP+0x30+8·1: the DVLE
    0x00, 0x00, 0x00, 0x00,         // 0x28 unknown
    0x00, 0x00, 0x00, 0x00,         // 0x2C unknown
    0x00, 0x00, 0x00, 0x00,         // 0x30 unknown
    // ---- code at 0x34
    0x00, 0x00, 0x00, 0x4C,         // 0x34 0x4C000000: MOV (0x13<<26) o0, v0, descriptor 0
    0x00, 0x00, 0x00, 0x88,         // 0x38 0x88000000: END
    // ---- operand descriptors at 0x3C, 8 bytes each
    0x6F, 0x03, 0x00, 0x00,         // 0x3C 0x0000036F: mask xyzw, src1 swizzle xyzw
    0x00, 0x00, 0x00, 0x00,         // 0x40 high word 0
    // ---- DVLE[0] (§1.4) at 0x44; offsets below are relative to it
    b'D', b'V', b'L', b'E',         // 0x44 magic
    0x02, 0x10,                     // 0x48 0x1002
    0x00,                           // 0x4A vertex shader
    0x00,                           // 0x4B no merge-outmaps flag
    0x00, 0x00, 0x00, 0x00,         // 0x4C entry start: word 0
    0x02, 0x00, 0x00, 0x00,         // 0x50 entry end: word 2
    0x01, 0x00,                     // 0x54 input mask: v0
    0x01, 0x00,                     // 0x56 output mask: o0
    0x00, 0x00, 0x00, 0x00,         // 0x58 geometry mode, array start, full vertices, count
    0x40, 0x00, 0x00, 0x00,         // 0x5C constants at DVLE+0x40 = 0x84
    0x03, 0x00, 0x00, 0x00,         // 0x60 three constants
    0x7C, 0x00, 0x00, 0x00,         // 0x64 labels at DVLE+0x40+20·3 = 0xC0
    0x01, 0x00, 0x00, 0x00,         // 0x68 one label
    0x8C, 0x00, 0x00, 0x00,         // 0x6C outputs at DVLE+0x7C+16·1 = 0xD0
    0x01, 0x00, 0x00, 0x00,         // 0x70 one output
    0x94, 0x00, 0x00, 0x00,         // 0x74 uniforms at DVLE+0x8C+8·1 = 0xD8
    0x01, 0x00, 0x00, 0x00,         // 0x78 one uniform
    0x9C, 0x00, 0x00, 0x00,         // 0x7C symbols at DVLE+0x94+8·1 = 0xE0
    0x09, 0x00, 0x00, 0x00,         // 0x80 symbol table: 9 bytes, unpadded
    // ---- constant table at 0x84, 20 bytes each (§1.5)
    0x00, 0x00, 0x00, 0x00,         // 0x84 type 0 bool, register b0
    0x01, 0x00, 0x00, 0x00,         // 0x88 true
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 0x8C zero padding
    0x01, 0x00, 0x01, 0x00,         // 0x98 type 1 int, register i1
    0x01, 0x02, 0x03, 0xFF,         // 0x9C x y z w = 1 2 3 255
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 0xA0 zero padding
    0x02, 0x00, 0x5F, 0x00,         // 0xAC type 2 float, register c95
    0x00, 0x00, 0x3F, 0x00,         // 0xB0 x = float24 0x3F0000 = 1.0
    0x00, 0x00, 0x3E, 0x00,         // 0xB4 y = 0x3E0000 = 0.5
    0x00, 0x00, 0xC0, 0x00,         // 0xB8 z = 0xC00000 = -2.0
    0x99, 0x99, 0x3B, 0x00,         // 0xBC w = 0x3B9999 = 0.1, truncated (§2)
    // ---- label table at 0xC0, 16 bytes each (reader only in the reference tool)
    0x00, 0x00, 0x00, 0x00,         // 0xC0 id 0, padding
    0x00, 0x00, 0x00, 0x00,         // 0xC4 at code word 0
    0x00, 0x00, 0x00, 0x00,         // 0xC8 unknown
    0x04, 0x00, 0x00, 0x00,         // 0xCC name at symbol offset 4: "main"
    // ---- output table at 0xD0, 8 bytes each
    0x00, 0x00,                     // 0xD0 semantic 0: position
    0x00, 0x00,                     // 0xD2 register o0
    0x0F, 0x00,                     // 0xD4 mask xyzw (bit 0 = x)
    0x00, 0x00,                     // 0xD6 zero
    // ---- uniform table at 0xD8, 8 bytes each
    0x00, 0x00, 0x00, 0x00,         // 0xD8 name at symbol offset 0: "pos"
    0x00, 0x00,                     // 0xDC first register 0x00 = v0
    0x00, 0x00,                     // 0xDE last register v0
    // ---- symbol table at 0xE0: uniform names, then label names
    b'p', b'o', b's', 0,            // 0xE0 "pos"
    b'm', b'a', b'i', b'n', 0,      // 0xE4 "main"
    0, 0, 0,                        // 0xE9 padding of the DVLE to 4 bytes
];

fn model() -> Shbin {
    let mut dvle = Dvle::vertex(0, 2);
    dvle.input_mask = 1;
    dvle.output_mask = 1;
    let f = |bits| Float24::from_bits(bits).unwrap();
    dvle.constants = vec![
        Constant {
            register: 0,
            value: ConstantValue::Bool(true),
        },
        Constant {
            register: 1,
            value: ConstantValue::Int([1, 2, 3, 255]),
        },
        Constant {
            register: 95,
            value: ConstantValue::Float([f(0x3F0000), f(0x3E0000), f(0xC00000), f(0x3B9999)]),
        },
    ];
    dvle.labels = vec![Label {
        id: 0,
        id_padding: [0; 3],
        code_offset: 0,
        unknown: 0,
        name: "main".into(),
        name_offset: None,
    }];
    dvle.outputs = vec![Output {
        semantic: OutputSemantic::Position,
        register: 0,
        mask: 0xF,
        unknown: 0,
    }];
    dvle.uniforms = vec![Uniform::new(
        "pos",
        UniformRegister::Input(0),
        UniformRegister::Input(0),
    )];
    Shbin {
        dvlp: Dvlp {
            version: 0,
            code: vec![0x4C00_0000, 0x8800_0000],
            operand_descriptors: vec![OperandDescriptor::new(0x36F)],
            unknown: [0; 3],
        },
        dvles: vec![dvle],
        layout: None,
    }
}

#[test]
fn parses_to_the_explained_model() {
    assert_eq!(parse(&FILE).unwrap(), model());
}

#[test]
fn writes_the_explained_bytes() {
    assert_eq!(write(&model()).unwrap(), FILE);
}

#[test]
fn validates_cleanly_and_decodes_floats() {
    let m = parse(&FILE).unwrap();
    assert_eq!(validate(&m), vec![]);
    let ConstantValue::Float(v) = m.dvles[0].constants[2].value else {
        panic!("c95 is a float constant")
    };
    let shown: Vec<String> = v.iter().map(|f| f.to_string()).collect();
    assert_eq!(shown, ["1.0", "0.5", "-2.0", "0.1"]);
}

#[test]
fn inspector_golden_text_with_a_label() {
    insta::assert_snapshot!(render(&parse(&FILE).unwrap()));
}

#[test]
fn explicit_layout_golden_text() {
    // The same file with trailing bytes: the layout is kept and shown.
    let mut bytes = FILE.to_vec();
    bytes.extend_from_slice(b"TAIL");
    let m = parse(&bytes).unwrap();
    assert!(m.layout.is_some());
    assert_eq!(write(&m).unwrap(), bytes);
    insta::assert_snapshot!(render(&m));
}
