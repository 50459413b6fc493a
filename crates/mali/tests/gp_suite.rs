//! Generated GP suite: every source code, every opcode of every unit, stores, loads,
//! branches, at boundary values. Instructions are packed here from the spec's bit
//! table (§10); expected text follows the printing rules of §11.

use std::collections::HashMap;

use gpubin_binfmt::Path;
use gpubin_mali::gp;

/// (name, lo, width) from the spec's table.
const LAYOUT: [(&str, u32, u32); 39] = [
    ("mul0_src0", 0, 5),
    ("mul0_src1", 5, 5),
    ("mul1_src0", 10, 5),
    ("mul1_src1", 15, 5),
    ("mul0_neg", 20, 1),
    ("mul1_neg", 21, 1),
    ("acc0_src0", 22, 5),
    ("acc0_src1", 27, 5),
    ("acc1_src0", 32, 5),
    ("acc1_src1", 37, 5),
    ("acc0_src0_neg", 42, 1),
    ("acc0_src1_neg", 43, 1),
    ("acc1_src0_neg", 44, 1),
    ("acc1_src1_neg", 45, 1),
    ("load_addr", 46, 9),
    ("load_offset", 55, 3),
    ("register0_addr", 58, 4),
    ("register0_attribute", 62, 1),
    ("register1_addr", 63, 4),
    ("store0_temporary", 67, 1),
    ("store1_temporary", 68, 1),
    ("branch", 69, 1),
    ("branch_target_lo", 70, 1),
    ("store0_src_x", 71, 3),
    ("store0_src_y", 74, 3),
    ("store1_src_z", 77, 3),
    ("store1_src_w", 80, 3),
    ("acc_op", 83, 3),
    ("complex_op", 86, 4),
    ("store0_addr", 90, 4),
    ("store0_varying", 94, 1),
    ("store1_addr", 95, 4),
    ("store1_varying", 99, 1),
    ("mul_op", 100, 3),
    ("pass_op", 103, 3),
    ("complex_src", 106, 5),
    ("pass_src", 111, 5),
    ("unknown_1", 116, 4),
    ("branch_target", 120, 8),
];

/// An instruction as field values; starts as a nop (all sources unused, no stores,
/// no load offset).
#[derive(Clone)]
struct Instr(HashMap<&'static str, u128>);

impl Instr {
    fn nop() -> Instr {
        let mut m = HashMap::new();
        for s in [
            "mul0_src0",
            "mul0_src1",
            "mul1_src0",
            "mul1_src1",
            "acc0_src0",
            "acc0_src1",
            "acc1_src0",
            "acc1_src1",
            "complex_src",
            "pass_src",
        ] {
            m.insert(s, 21);
        }
        for s in [
            "store0_src_x",
            "store0_src_y",
            "store1_src_z",
            "store1_src_w",
            "load_offset",
        ] {
            m.insert(s, 7);
        }
        m.insert("pass_op", 2);
        Instr(m)
    }

    fn set(mut self, field: &'static str, value: u128) -> Instr {
        assert!(LAYOUT.iter().any(|(n, ..)| *n == field), "{field}");
        self.0.insert(field, value);
        self
    }

    /// The registers used by the source tests: attribute a3, register $9, load
    /// t[300].
    fn with_inputs(self) -> Instr {
        self.set("register0_addr", 3)
            .set("register0_attribute", 1)
            .set("register1_addr", 9)
            .set("load_addr", 300)
    }

    fn bytes(&self) -> [u8; 16] {
        let mut bits = 0u128;
        for (name, lo, width) in LAYOUT {
            let v = self.0.get(name).copied().unwrap_or(0);
            assert!(v < 1 << width, "{name} = {v}");
            bits |= v << lo;
        }
        bits.to_le_bytes()
    }
}

/// Prints `program` and returns the block of instruction `index` (after `NNN:`).
fn block(program: &[Instr], index: usize) -> String {
    let bytes: Vec<u8> = program.iter().flat_map(|i| i.bytes()).collect();
    let decoded = gp::decode_program(&bytes, 0, &Path::root()).unwrap();
    assert_eq!(gp::encode_program(&decoded), bytes);
    let text = gp::disassemble(&bytes, 0, &Path::root()).unwrap();
    let start = format!("{index:03}:");
    let from = text.find(&start).unwrap() + start.len();
    let rest = &text[from..];
    let end = if index + 1 < program.len() {
        rest.find(&format!("{:03}:", index + 1)).unwrap()
    } else {
        rest.len()
    };
    rest[..end].to_string()
}

/// Instruction 2 of a program (so results one and two back are non-negative), after
/// an instruction 1 whose register0 is $5.
fn third(instr: Instr) -> String {
    let prev = Instr::nop().set("register0_addr", 5);
    block(&[Instr::nop(), prev, instr], 2)
}

const LANES: [&str; 4] = ["x", "y", "z", "w"];

/// Expected text of source `code` as a first operand in instruction 2 (D = 12).
fn spec_source(code: u32) -> String {
    let d: i64 = 12;
    match code {
        0..=3 => format!("a3.{}", LANES[code as usize]),
        4..=7 => format!("$9.{}", LANES[code as usize - 4]),
        8..=11 => format!("unknown{}", code - 8),
        12..=15 => format!("t[300].{}", LANES[code as usize - 12]),
        16..=20 => format!("^{}", d - 6 + (code as i64 - 16)),
        21 => "unused".into(),
        22 => format!("^{}", d - 6 + 5),
        23 => format!("^{}", d - 12 + 4),
        24..=27 => format!("^{}", d - 12 + (code as i64 - 24)),
        _ => format!("$5.{}", LANES[code as usize - 28]),
    }
}

#[test]
fn nop() {
    assert_eq!(third(Instr::nop()), "\tnop\n");
}

#[test]
fn every_source_code() {
    for code in 0..32u32 {
        // Pass unit: `mov.p ^16 src`.
        let t = third(Instr::nop().with_inputs().set("pass_src", code.into()));
        if code == 21 {
            assert_eq!(t, "\tnop\n");
        } else {
            assert_eq!(
                t,
                format!("\tmov.p ^16 {}\n", spec_source(code)),
                "code {code}"
            );
        }
        // acc0 with the `add x, -0` move form.
        let t = third(
            Instr::nop()
                .with_inputs()
                .set("acc0_src0", code.into())
                .set("acc0_src1", 22)
                .set("acc0_src1_neg", 1)
                .set("acc0_src0_neg", 1),
        );
        if code == 21 {
            assert_eq!(t, "\tnop\n");
        } else {
            assert_eq!(t, format!("\tmov.a0 ^12 -{}\n", spec_source(code)));
        }
        // Second operand of mul1.
        let t = third(
            Instr::nop()
                .with_inputs()
                .set("mul1_src0", 4)
                .set("mul1_src1", code.into()),
        );
        let expected = match code {
            21 => "\tnop\n".to_string(),
            22 => "\tmov.m1 ^15 $9.x\n".to_string(),
            _ => format!("\tmul.m1 ^15 $9.x {}\n", spec_source(code)),
        };
        assert_eq!(t, expected, "code {code}");
    }
}

#[test]
fn identity_second_sources() {
    let acc = Instr::nop()
        .with_inputs()
        .set("acc1_src0", 0)
        .set("acc1_src1", 22);
    assert_eq!(third(acc), "\tadd.a1 ^13 a3.x 0\n");
    let mul = Instr::nop()
        .with_inputs()
        .set("mul0_src0", 0)
        .set("mul0_src1", 22)
        .set("mul0_neg", 1);
    assert_eq!(third(mul), "\tmul.m0 ^14 a3.x -1\n");
    // Code 22 as a first source is the previous complex result.
    let first = Instr::nop().set("acc0_src0", 22).set("acc0_src1", 22);
    assert_eq!(third(first), "\tadd.a0 ^12 ^11 0\n");
}

#[test]
fn acc_busy_when_first_source_used() {
    // floor/sign with an unused second source (what ARM's compiler emits) print.
    let floor = Instr::nop()
        .with_inputs()
        .set("acc_op", 1)
        .set("acc1_src0", 7);
    assert_eq!(third(floor), "\tfloor.a1 ^13 $9.w\n");
    // A two-source op prints the unused second source by name.
    let add = Instr::nop().with_inputs().set("acc0_src0", 4);
    assert_eq!(third(add), "\tadd.a0 ^12 $9.x unused\n");
    // An unused first source leaves the unit idle whatever the second is.
    let idle = Instr::nop().with_inputs().set("acc0_src1", 4);
    assert_eq!(third(idle), "\tnop\n");
}

#[test]
fn every_acc_op() {
    let names = [
        Some(("add", 2)),
        Some(("floor", 1)),
        Some(("sign", 1)),
        None,
        Some(("ge", 2)),
        Some(("lt", 2)),
        Some(("min", 2)),
        Some(("max", 2)),
    ];
    for (op, info) in names.iter().enumerate() {
        let i = Instr::nop()
            .with_inputs()
            .set("acc_op", op as u128)
            .set("acc0_src0", 0)
            .set("acc0_src1", 5)
            .set("acc0_src1_neg", 1)
            .set("acc1_src0", 12)
            .set("acc1_src1", 16)
            .set("acc1_src0_neg", 1);
        let (name, sources) = match info {
            Some((n, s)) => (n.to_string(), *s),
            None => (format!("op{op}"), 0),
        };
        let (s1a, s1b) = if sources > 1 {
            (" -$9.y", " ^6")
        } else {
            ("", "")
        };
        assert_eq!(
            third(i),
            format!("\t{name}.a0 ^12 a3.x{s1a}\n\t{name}.a1 ^13 -t[300].x{s1b}\n"),
            "acc_op {op}"
        );
    }
}

#[test]
fn every_mul_op() {
    let base = Instr::nop()
        .with_inputs()
        .set("mul0_src0", 0)
        .set("mul0_src1", 1)
        .set("mul1_src0", 4)
        .set("mul1_src1", 5)
        .set("mul0_neg", 1)
        .set("mul1_neg", 1);
    let expected = [
        "\tmul.m0 ^14 a3.x -a3.y\n\tmul.m1 ^15 $9.x -$9.y\n",
        "\tcomplex1.m01 ^14 a3.x a3.y $9.x $9.y\n",
        "\tunknown2.m01 ^14 a3.x a3.y $9.x $9.y\n",
        "\tcomplex2.m0 ^14 a3.x -a3.y\n\tmul.m1 ^15 $9.x -$9.y\n",
        "\tsel.m01 ^14 a3.y a3.x $9.x\n",
        "\tunknown5.m01 ^14 a3.x a3.y $9.x $9.y\n",
        "\tunknown6.m01 ^14 a3.x a3.y $9.x $9.y\n",
        "\tunknown7.m01 ^14 a3.x a3.y $9.x $9.y\n",
    ];
    for (op, text) in expected.iter().enumerate() {
        assert_eq!(
            third(base.clone().set("mul_op", op as u128)),
            *text,
            "mul_op {op}"
        );
    }
    // Ops other than 0/3 print even with unused sources.
    let sel = Instr::nop().set("mul_op", 4);
    assert_eq!(third(sel), "\tsel.m01 ^14 unused unused unused\n");
}

#[test]
fn every_complex_op() {
    for op in 0..16u32 {
        let i = Instr::nop()
            .with_inputs()
            .set("complex_op", op.into())
            .set("complex_src", 13);
        let name = match op {
            2 => "exp2".to_string(),
            3 => "log2".into(),
            4 => "rsqrt".into(),
            5 => "rcp".into(),
            9 | 12..=15 => "mov".into(),
            n => format!("unk{n}"),
        };
        let addr = match op {
            12 => "/addr0",
            13 => "/addr1",
            14 => "/addr2",
            15 => "/addr3",
            _ => "",
        };
        let expected = if op == 0 {
            // The tab is printed before the nop is noticed.
            "\t\tnop\n".to_string()
        } else {
            format!("\t{name}.c ^17{addr} t[300].y\n")
        };
        assert_eq!(third(i), expected, "complex_op {op}");
    }
    // An unused source prints nothing, whatever the op.
    let i = Instr::nop().set("complex_op", 5);
    assert_eq!(third(i), "\tnop\n");
}

#[test]
fn every_pass_op() {
    for op in 0..8u32 {
        let i = Instr::nop()
            .with_inputs()
            .set("pass_op", op.into())
            .set("pass_src", 7);
        let expected = match op {
            2 => "\tmov.p ^16 $9.w\n".to_string(),
            4 => "\tpreexp2.p ^16 $9.w\n".into(),
            5 => "\tpostlog2.p ^16 $9.w\n".into(),
            6 => "\tclamp.p ^16 $9.w t[300].x t[300].y\n".into(),
            n => format!("\tunk{n}.p ^16 $9.w\n"),
        };
        assert_eq!(third(i), expected, "pass_op {op}");
    }
}

#[test]
fn every_load_offset() {
    for offset in 0..8u32 {
        let i = Instr::nop()
            .set("load_addr", 511)
            .set("load_offset", offset.into())
            .set("pass_src", 15);
        let off = match offset {
            1..=3 => format!("+addr{offset}"),
            7 => String::new(),
            n => format!("+unk{n}"),
        };
        assert_eq!(third(i), format!("\tmov.p ^16 t[511{off}].w\n"));
    }
}

#[test]
fn registers_at_boundaries() {
    let i = Instr::nop()
        .set("register0_addr", 15)
        .set("register1_addr", 15)
        .set("acc0_src0", 3)
        .set("acc0_src1", 7);
    assert_eq!(third(i), "\tadd.a0 ^12 $15.w $15.w\n");
    let i = Instr::nop()
        .set("register0_addr", 0)
        .set("register0_attribute", 1)
        .set("acc0_src0", 0)
        .set("acc0_src1", 31);
    assert_eq!(third(i), "\tadd.a0 ^12 a0.x $5.w\n");
}

#[test]
fn stores() {
    let acc = || {
        Instr::nop()
            .set("acc0_src0", 4)
            .set("acc0_src1", 22)
            .set("acc0_src1_neg", 1)
    };
    let cases: [(Instr, &str); 7] = [
        (
            acc()
                .set("store0_src_x", 0)
                .set("store0_src_y", 0)
                .set("store0_varying", 1)
                .set("store0_addr", 15),
            "\tmov.a0 ^12/v15.xy $0.x\n",
        ),
        (
            acc().set("store0_src_y", 0).set("store0_addr", 0),
            "\tmov.a0 ^12/$0.y $0.x\n",
        ),
        (
            acc()
                .set("store0_src_x", 0)
                .set("store0_temporary", 1)
                .set("store0_addr", 9),
            "\tmov.a0 ^12/t[addr0].x $0.x\n",
        ),
        (
            acc()
                .set("store1_src_z", 0)
                .set("store1_src_w", 0)
                .set("store1_varying", 1)
                .set("store1_addr", 15),
            "\tmov.a0 ^12/v15.zw $0.x\n",
        ),
        (
            acc()
                .set("store0_src_x", 0)
                .set("store0_varying", 1)
                .set("store0_addr", 1)
                .set("store1_src_w", 0)
                .set("store1_temporary", 1),
            "\tmov.a0 ^12/v1.x/t[addr0].w $0.x\n",
        ),
        // Store source 5 (unknown) names no unit.
        (acc().set("store0_src_x", 5), "\tmov.a0 ^12 $0.x\n"),
        (
            Instr::nop()
                .set("complex_op", 12)
                .set("complex_src", 0)
                .set("store1_src_z", 6)
                .set("store1_addr", 2),
            "\tmov.c ^17/$2.z/addr0 $0.x\n",
        ),
    ];
    for (i, expected) in cases {
        assert_eq!(third(i), expected);
    }
    // Each unit shows the stores that take its result.
    let i = Instr::nop()
        .set("mul0_src0", 0)
        .set("mul0_src1", 22)
        .set("pass_src", 1)
        .set("store0_src_x", 2)
        .set("store0_src_y", 4)
        .set("store0_varying", 1)
        .set("store0_addr", 3);
    assert_eq!(third(i), "\tmov.m0 ^14/v3.x $0.x\n\tmov.p ^16/v3.y $0.y\n");
}

#[test]
fn branches_and_unknown_1() {
    let cases: [(u128, u128, &str); 4] = [
        (1, 255, "\tbranch ^16 255\n"),
        (1, 0, "\tbranch ^16 000\n"),
        (0, 0, "\tbranch ^16 256\n"),
        (0, 255, "\tbranch ^16 511\n"),
    ];
    for (lo, target, expected) in cases {
        let i = Instr::nop()
            .set("branch", 1)
            .set("branch_target_lo", lo)
            .set("branch_target", target);
        assert_eq!(third(i), expected);
    }
    assert_eq!(third(Instr::nop().set("unknown_1", 15)), "\tunknown_1 15\n");
    let i = Instr::nop()
        .set("unknown_1", 13)
        .set("branch", 1)
        .set("branch_target_lo", 1)
        .set("branch_target", 7)
        .set("pass_src", 16);
    assert_eq!(
        third(i),
        "\tmov.p ^16 ^6\n\tbranch ^16 007\n\tunknown_1 13\n"
    );
}

#[test]
fn unit_order() {
    let i = Instr::nop()
        .set("pass_src", 0)
        .set("complex_op", 5)
        .set("complex_src", 0)
        .set("mul1_src0", 0)
        .set("mul1_src1", 0)
        .set("mul0_src0", 0)
        .set("mul0_src1", 0)
        .set("acc1_src0", 0)
        .set("acc1_src1", 0)
        .set("acc0_src0", 0)
        .set("acc0_src1", 0);
    assert_eq!(
        third(i),
        "\tadd.a0 ^12 $0.x $0.x\n\tadd.a1 ^13 $0.x $0.x\n\tmul.m0 ^14 $0.x $0.x\n\
         \tmul.m1 ^15 $0.x $0.x\n\trcp.c ^17 $0.x\n\tmov.p ^16 $0.x\n"
    );
}

#[test]
fn first_instruction_and_numbering() {
    // Instruction 0: earlier results are negative; the previous register0 reads as 0.
    let i = Instr::nop()
        .set("acc0_src0", 16)
        .set("acc0_src1", 27)
        .set("acc1_src0", 23)
        .set("acc1_src1", 28);
    assert_eq!(
        block(&[i], 0),
        "\tadd.a0 ^0 ^-6 ^-9\n\tadd.a1 ^1 ^-8 $0.x\n"
    );
    let program: Vec<Instr> = (0..1001).map(|_| Instr::nop()).collect();
    let bytes: Vec<u8> = program.iter().flat_map(|i| i.bytes()).collect();
    let text = gp::disassemble(&bytes, 0, &Path::root()).unwrap();
    assert!(text.ends_with("999:\tnop\n1000:\tnop\n"));
}
