//! Expected words for every instruction form, derived by hand from the encoding tables
//! (spec §3: opcode bits 31–26; format 1 dst 25–21, idx 20–19, src1 18–12, src2 11–7,
//! desc 6–0; 1i src1 18–14, src2 13–7; 5 dst 28–24, idx 23–22, src1 21–17, src2 16–10,
//! src3 9–5, desc 4–0; 5i src2 16–12, src3 11–5; 2 refX 25, refY 24, condop 23–22,
//! dst 21–10, num 7–0; 3 id 25–22 (LOOP 23–22)). Register codes: v = 0x00+n,
//! r = 0x10+n, c = 0x20+n, o = n. Descriptors (spec §3.4): mask bits 3–0 (x = bit 3),
//! src1 negate 4 / selector 12–5, src2 13 / 21–14, src3 22 / 30–23; identity selector
//! 0x1B, so an all-identity src1 is 0x1B << 5 = 0x360, src2 0x1B << 14 = 0x6C000,
//! src3 0x1B << 23 = 0xD800000.

use gpubin_pica::asm::{assemble, Options, Source};
use gpubin_pica::shbin::{self, Dvlp};

fn program(body: &str) -> Dvlp {
    let text = format!(".proc main\n{body}\nend\n.end\n");
    match assemble(
        &[Source {
            name: "t.pica",
            text: &text,
        }],
        Options::default(),
    ) {
        Ok(a) => a.into_shbin().dvlp,
        Err(d) => panic!("{d}"),
    }
}

/// The first word and the first descriptor of `main` holding one instruction.
fn one(line: &str) -> (u32, Option<u32>) {
    let p = program(line);
    (p.code[0], p.operand_descriptors.first().map(|d| d.value))
}

#[test]
fn format_1_two_sources() {
    // add: op 0x00; dst r0 = 0x10 << 21 = 0x0200_0000; src1 r1 = 0x11 << 12 = 0x11000;
    // src2 r2 = 0x12 << 7 = 0x900.
    assert_eq!(one("add r0, r1, r2"), (0x0201_1900, Some(0x6C36F)));
    // dp3: op 0x01 << 26 = 0x0400_0000; o0 = 0; c5 = 0x25 << 12; v1 = 1 << 7; mask x = 8.
    assert_eq!(one("dp3 o0.x, c5, v1"), (0x0402_5080, Some(0x6C368)));
    // dp4: 0x0800_0000 | r3 0x13 << 21 = 0x0260_0000 | v0 | r1 0x11 << 7 = 0x880.
    assert_eq!(one("dp4 r3, v0, r1").0, 0x0A60_0880);
    // dst (non-inverted, src1 wide): 0x1000_0000 | 0x0200_0000 | c1 0x21 << 12 | r2 0x900.
    assert_eq!(one("dst r0, c1, r2").0, 0x1202_1900);
    // mul 0x08, sge 0x09, slt 0x0A, max 0x0C, min 0x0D with c2 as src1 and r1 as src2:
    // c2 = 0x22 << 12 = 0x22000, r1 = 0x880.
    assert_eq!(one("mul r0, r1, r2").0, 0x2201_1900);
    assert_eq!(one("sge r0, c2, r1").0, 0x2602_2880);
    assert_eq!(one("slt r0, c2, r1").0, 0x2A02_2880);
    assert_eq!(one("max r0, r1, r2").0, 0x3201_1900);
    assert_eq!(one("min r0, r1, r2").0, 0x3601_1900);
    // dph with src1 c (non-inverted): 0x03 << 26 = 0x0C00_0000.
    assert_eq!(one("dph r0, c1, r2").0, 0x0E02_1900);
}

#[test]
fn format_1i_inverted_forms_are_chosen_automatically() {
    // dph r0, v0, c1: src1 v/r and src2 c -> DPHI 0x18 << 26 = 0x6000_0000;
    // src1 v0 << 14 = 0; src2 c1 = 0x21 << 7 = 0x1080.
    assert_eq!(one("dph r0, v0, c1").0, 0x6200_1080);
    // dsti 0x19: r2 = 0x12 << 14 = 0x48000.
    assert_eq!(one("dst r0, r2, c1").0, 0x6604_9080);
    // sgei 0x1A, slti 0x1B: r1 = 0x11 << 14 = 0x44000; c2 = 0x22 << 7 = 0x1100.
    assert_eq!(one("sge r0, r1, c2").0, 0x6A04_5100);
    assert_eq!(one("slt r0, r1, c2").0, 0x6E04_5100);
    // The `i` mnemonics are aliases: with no c operand the base opcode is used.
    assert_eq!(one("dphi r0, r1, r2").0, 0x0E01_1900);
    assert_eq!(one("sgei r0, r1, r2").0, 0x2601_1900);
    // Relative addressing on the wide src2 of an inverted op: idx a0.y = 2 << 19.
    assert_eq!(one("slt r0, r1, c2[a0.y]").0, 0x6E04_5100 | 2 << 19);
}

#[test]
fn format_1u_one_source() {
    // op << 26 | r0 0x10 << 21 | r1 0x11 << 12; descriptor mask xyzw + src1 identity
    // = 0x36F, src2 bits not written (uncared, zero).
    for (mn, op) in [
        ("ex2", 0x05u32),
        ("lg2", 0x06),
        ("litp", 0x07),
        ("flr", 0x0B),
        ("rcp", 0x0E),
        ("rsq", 0x0F),
        ("mov", 0x13),
    ] {
        assert_eq!(
            one(&format!("{mn} r0, r1")),
            (op << 26 | 0x0201_1000, Some(0x36F)),
            "{mn}"
        );
    }
}

#[test]
fn mova_uses_the_mask_for_the_address_register() {
    // 0x12 << 26 = 0x4800_0000; dst field 0; c4 = 0x24 << 12.
    // a0.x -> mask bit 3; `.x` -> selector xxxx = 0.
    assert_eq!(one("mova a0.x, c4.x"), (0x4802_4000, Some(0x8)));
    // a0.xy -> mask 0xC; identity selector 0x360.
    assert_eq!(one("mova a0.xy, r1"), (0x4801_1000, Some(0x36C)));
    // legacy name a1 = a0.y -> mask 4.
    assert_eq!(one("mova a1, r1").1, Some(0x364));
}

#[test]
fn cmp_format_1c() {
    // 0x2E << 26 = 0xB800_0000; lt = 2 << 24; ge = 5 << 21; r0 0x10 << 12; r1 0x11 << 7.
    // Descriptor: no destination mask (CMP writes 0), both sources identity.
    assert_eq!(one("cmp r0, lt, ge, r1"), (0xBAA1_0880, Some(0x6C360)));
    assert_eq!(
        one("cmp c3, eq, ne, v2").0,
        0xB800_0000 | 1 << 21 | 0x23 << 12 | 2 << 7
    );
    assert_eq!(
        one("cmp r0, le, gt, r1").0,
        0xB800_0000 | 3 << 24 | 4 << 21 | 0x10880
    );
}

#[test]
fn mad_and_madi() {
    // MAD 0x38 << 26 = 0xE000_0000; r0 0x10 << 24; r1 0x11 << 17 = 0x220000;
    // c2 0x22 << 10 = 0x8800; r3 0x13 << 5 = 0x260. Descriptor: all three identity.
    assert_eq!(one("mad r0, r1, c2, r3"), (0xF022_8A60, Some(0x0D86_C36F)));
    // src2 v/r and src3 c -> MADI 0x30 << 26 = 0xC000_0000; r2 0x12 << 12 = 0x12000;
    // c3 0x23 << 5 = 0x460.
    assert_eq!(one("mad r0, r1, r2, c3").0, 0xD023_2460);
    // MADI relative on src3: aL = 3 << 22.
    assert_eq!(one("mad r0, r1, r2, c3[aL]").0, 0xD0E3_2460);
    // MAD relative on src2: a0.x = 1 << 22.
    assert_eq!(one("mad r0, r1, c2[a0.x], r3").0, 0xF062_8A60);
    // Negation and swizzles: -r1.yxzw -> negate bit 4 | selector 0x4B << 5 = 0x960.
    assert_eq!(
        one("mad r0.x, -r1.yxzw, c2, r3").1,
        Some(0x0D86_C000 | 0x8 | 0x10 | 0x960)
    );
}

#[test]
fn relative_addressing() {
    // mov r0, c8[a0.x]: 0x4C00_0000 | 0x0200_0000 | 1 << 19 | 0x28 << 12.
    assert_eq!(one("mov r0, c8[a0.x]").0, 0x4E0A_8000);
    // [a0.y+1] adds 1 to the register: c9, idx 2.
    assert_eq!(one("mov r0, c8[a0.y+1]").0, 0x4E12_9000);
    assert_eq!(one("mov r0, c8[ a0.y + 1 ]").0, 0x4E12_9000);
    // aL = 3 (legacy name lcnt).
    assert_eq!(one("mov r0, c8[aL]").0, 0x4E1A_8000);
    assert_eq!(one("mov r0, c8[lcnt]").0, 0x4E1A_8000);
    // `c8[a0.x-2]` is refused (picasso reads plain c8): tests/asm_picasso_quirks.rs.
    // Static offsets: c8[4] = c12.
    assert_eq!(one("mov r0, c8[4]").0, 0x4E02_C000);
}

#[test]
fn fixed_words_and_setemit() {
    let p = program("nop\nemit");
    assert_eq!(p.code, [0x8400_0000, 0xA800_0000, 0x8800_0000]);
    // SETEMIT 0x2B << 26 = 0xAC00_0000; vertex 2 << 24; prim 1 << 23; inv 1 << 22.
    assert_eq!(one("setemit 2, prim inv").0, 0xAEC0_0000);
    assert_eq!(one("setemit 1").0, 0xAD00_0000);
    assert_eq!(one("setemit 0, invert").0, 0xAC40_0000);
}

#[test]
fn calls() {
    // main = [call, end] at 0..2, f = [mov] at 2, length 1.
    let src = ".proc main\n{}\nend\n.end\n.proc f\nmov r0, r1\n.end\n";
    let code = |line: &str| {
        let text = src.replace("{}", line);
        assemble(
            &[Source {
                name: "t",
                text: &text,
            }],
            Options::default(),
        )
        .unwrap()
        .into_shbin()
        .dvlp
        .code
    };
    // CALL 0x24 << 26 = 0x9000_0000 | dst 2 << 10 | num 1; condition bits zero.
    assert_eq!(code("call f")[0], 0x9000_0801);
    // CALLC 0x25: refX and refY start at 1 (0x0300_0000), one flag: condop X = 2 << 22.
    assert_eq!(code("callc cmp.x, f")[0], 0x9780_0801);
    // !cmp.y clears refY, condop Y = 3.
    assert_eq!(
        code("callc !cmp.y, f")[0],
        0x94000000 | 1 << 25 | 3 << 22 | 0x801
    );
    // CALLU 0x26: b3 = 3 << 22.
    assert_eq!(code("callu b3, f")[0], 0x98C0_0801);
}

#[test]
fn jumps_and_break() {
    let p = program("jmpc !cmp.y, l\nnop\nl:");
    // JMPC 0x2C << 26 = 0xB000_0000 | refX 1 << 25 | condop Y 3 << 22 | dst 2 << 10.
    assert_eq!(p.code[0], 0xB2C0_0800);
    let p = program("jmpu !b2, l\nnop\nl:");
    // JMPU 0x2D << 26 = 0xB400_0000 | b2 2 << 22 | dst 2 << 10 | num 1 (inverted).
    assert_eq!(p.code[0], 0xB480_0801);
    let p = program("for i0\nbreakc cmp.x && !cmp.y\nmov r0, r1\n.end");
    // BREAKC 0x23 << 26 = 0x8C00_0000 | refX 1 | refY 0 | AND 1 << 22.
    assert_eq!(p.code[1], 0x8E40_0000);
    let p = program("for i0\nbreakc cmp.x || cmp.y\nmov r0, r1\n.end");
    assert_eq!(p.code[1], 0x8F00_0000, "OR: condop 0, both refs 1");
    let p = program("for i0\nbreak\nmov r0, r1\n.end");
    assert_eq!(p.code[1], 0x8000_0000);
}

#[test]
fn blocks() {
    // ifu b1 (0), mov (1), .else, mov (2), mov (3), .end, end (4):
    // IFU 0x27 << 26 = 0x9C00_0000 | b1 1 << 22 | dst = else start 2 << 10 | num = 2.
    let p = program("ifu b1\nmov r0, r1\n.else\nmov r0, r2\nmov r0, r3\n.end");
    assert_eq!(p.code[0], 0x9C40_0802);
    assert_eq!(p.code.len(), 5);
    // IFC without .else: dst = first word after the block (2), num 0.
    let p = program("ifc cmp.x\nmov r0, r1\n.end");
    assert_eq!(p.code[0], 0xA380_0800);
    // LOOP 0x29 << 26 = 0xA400_0000 | i2 2 << 22 | dst = last body word 1 << 10.
    let p = program("for i2\nmov r0, r1\n.end");
    assert_eq!(p.code[0], 0xA480_0400);
}

#[test]
fn padding_nops() {
    const NOP: u32 = 0x8400_0000;
    const END: u32 = 0x8800_0000;
    // Empty if: IFU, NOP, then dst = 2 (after the NOP).
    assert_eq!(program("ifu b0\n.end").code, [0x9C00_0800, NOP, END]);
    // `.end` right after an inner `.end`: NOP between them; outer dst = 4, inner 3.
    let p = program("ifu b0\nifu b0\nmov r0, r1\n.end\n.end");
    assert_eq!(p.code, [0x9C00_1000, 0x9C00_0C00, 0x4E01_1000, NOP, END]);
    // A loop ending in breakc, and one ending in break: NOP before `.end`;
    // LOOP dst is the NOP (last body word).
    assert_eq!(
        program("for i0\nbreakc cmp.x\n.end").code,
        [0xA400_0800, 0x8F80_0000, NOP, END]
    );
    assert_eq!(
        program("for i0\nbreak\n.end").code,
        [0xA400_0800, 0x8000_0000, NOP, END]
    );
    // A procedure ending in a call gets a NOP; its length includes it.
    let text = ".proc main\ncall f\nend\n.end\n.proc f\ncall g\n.end\n.proc g\nmov r0, r1\n.end\n";
    let p = assemble(&[Source { name: "t", text }], Options::default())
        .unwrap()
        .into_shbin()
        .dvlp;
    assert_eq!(p.code, [0x9000_0802, END, 0x9000_1001, NOP, 0x4E01_1000]);
    // `.else` after a call, and an empty if-part: NOP before the else starts.
    let p = program("ifu b0\n.else\nmov r0, r1\n.end");
    assert_eq!(p.code, [0x9C00_0801, NOP, 0x4E01_1000, END]);
    // An explicit NOP defeats the automatic one.
    assert_eq!(program("ifu b0\nnop\n.end").code, [0x9C00_0800, NOP, END]);
    // With -n the NOP is left out and a warning given.
    let text = ".proc main\nifu b0\n.end\nend\n.end\n";
    let a = assemble(
        &[Source { name: "t", text }],
        Options {
            auto_nop: false,
            ..Options::default()
        },
    )
    .unwrap();
    assert_eq!(a.model().dvlp.code, [0x9C00_0400, END]);
    assert!(a
        .diagnostics
        .to_string()
        .contains("t:3:1: warning: a padding NOP is required here"));
}

#[test]
fn descriptor_sharing_follows_picasso() {
    // mov r0.x, r1 cares about mask x and slot x of src1 only; mov r0.x, r1.xwzy
    // agrees on those bits and shares entry 0, keeping the first user's bits.
    let p = program("mov r0.x, r1\nmov r0.x, r1.xwzy\nmov r0.y, r1");
    assert_eq!(p.code[0] & 0x7F, 0);
    assert_eq!(p.code[1] & 0x7F, 0);
    assert_eq!(p.code[2] & 0x7F, 1);
    assert_eq!(p.operand_descriptors[0].value, 0x368);
    // An add after a mov with the same mask fills in the mov entry's src2 bits.
    let p = program("mov r0, r1\nadd r0, r1, r2.wzyx");
    assert_eq!(p.operand_descriptors.len(), 1);
    assert_eq!(p.operand_descriptors[0].value, 0x36F | 0xE4 << 14);
    // dp3 ignores slot w: `.xyzx` and `.xyzw` share.
    let p = program("dp3 r0, r1.xyzx, r2\ndp3 r0, r1, r2");
    assert_eq!(p.operand_descriptors.len(), 1);
    // cmp does not care about the destination mask.
    let p = program("cmp r0, eq, eq, r1\nmov r0.x, r0");
    assert_eq!(p.operand_descriptors.len(), 1);
    assert_eq!(p.operand_descriptors[0].value, 0x6C368);
}

#[test]
fn mad_descriptors_stay_below_32() {
    // 40 adds with full masks and 40 distinct src1 selectors make entries 0..39; a MAD
    // matching none of them would be entry 40: picasso swaps it with entry 0 (the
    // lowest not used by a MAD) and rewrites the first add to name entry 40.
    let letters = ['x', 'y', 'z', 'w'];
    let mut body = String::new();
    for i in 0..40 {
        let s: String = [i % 4, (i / 4) % 4, (i / 16) % 4, 0]
            .iter()
            .map(|&c| letters[c])
            .collect();
        body.push_str(&format!("add r0, r1.{s}, r2\n"));
    }
    body.push_str("mad r0, -r1.wwww, r2.zzzz, r3.yyyy\n");
    let p = program(&body);
    for (i, w) in p.code[1..40].iter().enumerate() {
        assert_eq!(w & 0x7F, i as u32 + 1);
    }
    assert_eq!(
        p.code[0] & 0x7F,
        40,
        "the first add now names the swapped entry"
    );
    let mad = p.code[40];
    assert_eq!(mad >> 29, 7, "MAD (src2 wide)");
    assert_eq!(mad & 0x1F, 0);
    // The MAD's descriptor: mask 0xF, -wwww (0x10 | 0xFF << 5), zzzz (0xAA << 14),
    // yyyy (0x55 << 23).
    assert_eq!(
        p.operand_descriptors[0].value,
        0xF | 0x10 | 0xFF << 5 | 0xAA << 14 | 0x55 << 23
    );
    // Entry 40 holds the first add's descriptor: src1 selector xxxx -> 0x00.
    assert_eq!(p.operand_descriptors[40].value, 0xF | 0x6C000);
}

#[test]
fn whole_file_bytes() {
    // Every byte derived from spec §1 (layout) and §3 (encodings):
    let text = ".fvec m\n.constf k(1.0, 0.5, 0.0, -1.0)\n.in pos\n.out - position\n\
                .proc main\n\tmul o0, m, pos\n\tend\n.end\n";
    let a = assemble(
        &[Source {
            name: "t.v.pica",
            text,
        }],
        Options::default(),
    )
    .unwrap();
    let mut want: Vec<u8> = Vec::new();
    let w32 = |v: u32, out: &mut Vec<u8>| out.extend_from_slice(&v.to_le_bytes());
    // DVLB: magic, 1 DVLE at 8 + 4 + DVLP size (0x28 + 2 words + 1 descriptor = 0x38).
    w32(0x424C_5644, &mut want);
    w32(1, &mut want);
    w32(0x44, &mut want);
    // DVLP: magic, version 0, code at 0x28, 2 words, descriptors at 0x30, 1 entry,
    // filename table offset = DVLP size 0x38 (never written), three zero words.
    for v in [0x504C_5644, 0, 0x28, 2, 0x30, 1, 0x38, 0, 0, 0] {
        w32(v, &mut want);
    }
    // mul o0, c0, v0: 0x08 << 26 | c0 0x20 << 12; end.
    w32(0x2002_0000, &mut want);
    w32(0x8800_0000, &mut want);
    // descriptor: mask xyzw, both sources identity; high word 0.
    w32(0x6C36F, &mut want);
    w32(0, &mut want);
    // DVLE header: magic, 0x1002, type 0, flags 0, entry 0..2, input mask v0,
    // output mask o0, geometry bytes 0.
    w32(0x454C_5644, &mut want);
    want.extend_from_slice(&[0x02, 0x10, 0, 0]);
    w32(0, &mut want);
    w32(2, &mut want);
    want.extend_from_slice(&[1, 0, 1, 0, 0, 0, 0, 0]);
    // Tables: constants at 0x40 (1), labels at 0x54 (0), outputs at 0x54 (1),
    // uniforms at 0x5C (2), symbols at 0x6C (6 bytes: "pos\0m\0").
    for v in [0x40, 1, 0x54, 0, 0x54, 1, 0x5C, 2, 0x6C, 6] {
        w32(v, &mut want);
    }
    // Constant: type 2, c95 (first constant, top-down), 1.0 0.5 0.0 -1.0 as float24.
    want.extend_from_slice(&[2, 0, 95, 0]);
    for v in [0x3F_0000, 0x3E_0000, 0, 0xBF_0000] {
        w32(v, &mut want);
    }
    // Output: position, o0, mask xyzw (bit 0 = x), 0.
    want.extend_from_slice(&[0, 0, 0, 0, 0xF, 0, 0, 0]);
    // Uniforms sorted by register: pos (v0 = 0x00), m (c0 = 0x10).
    w32(0, &mut want);
    want.extend_from_slice(&[0, 0, 0, 0]);
    w32(4, &mut want);
    want.extend_from_slice(&[0x10, 0, 0x10, 0]);
    want.extend_from_slice(b"pos\0m\0\0\0");
    assert_eq!(a.to_bytes(), want);
    // The hand-made bytes read back as the assembled model.
    assert_eq!(shbin::parse(&want).unwrap(), a.shbin());
}
