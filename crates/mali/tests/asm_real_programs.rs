//! Real programs from plain text: the `gpubin dis` listing without `--annotate`,
//! assembled by `gpubin mali asm`, gives back the program's own bytes, because the
//! assembler writes in the bits the text does not show what the program's author
//! wrote there (README-disasm.md, "What the text does not show").
//!
//! The programs kept here are the real ones whose licence allows it: limare's clear
//! shader (open-gpu-tools' MBS writer, MIT, `shared/data/mali`) and the two PP
//! programs of Mesa's lima driver (MIT, `src/gallium/drivers/lima/lima_screen.[ch]`:
//! `PP_CLEAR_PROGRAM` and `pp_reload_program`, without their zero padding words).
//! ARM-derived bytes stay out of the repository (spec §12); run
//! `real_programs_from_a_directory` (ignored) on a directory of them.
//!
//! When a program does not come back, the test names every declared field that
//! differs (both programs decoded, compared through the fields' JSON form).

use std::path::Path as FsPath;

use gpubin_binfmt::Path;
use gpubin_mali::{asm, disasm, gp, pp};
use serde_json::Value;

struct Program {
    name: String,
    isa: asm::Isa,
    code: Vec<u8>,
}

fn words(w: &[u32]) -> Vec<u8> {
    w.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// Every code blob of an MBS1 file, named `file path`.
fn mbs_programs(name: &str, bytes: &[u8]) -> Vec<Program> {
    disasm::decode_mbs(bytes)
        .unwrap_or_else(|e| panic!("{name}: {e}"))
        .into_iter()
        .map(|shader| Program {
            name: format!("{name} {}", shader.path),
            isa: match shader.code {
                disasm::Code::Pp(_) => asm::Isa::Pp,
                disasm::Code::Gp(_) => asm::Isa::Gp,
            },
            code: bytes[shader.offset..shader.offset + shader.size].to_vec(),
        })
        .collect()
}

fn programs() -> Vec<Program> {
    let mut out = mbs_programs(
        "limare mbs_fragment_clear.mbs",
        include_bytes!("../../../examples/mbs_fragment_clear.mbs"),
    );
    out.push(Program {
        name: "Mesa lima PP_CLEAR_PROGRAM".into(),
        isa: asm::Isa::Pp,
        code: words(&[0x00020425, 0x0000000c, 0x01e007cf, 0xb0000000, 0x000005f5]),
    });
    out.push(Program {
        name: "Mesa lima pp_reload_program".into(),
        isa: asm::Isa::Pp,
        code: words(&[
            0x000005e6, 0xf1003c20, 0x00000000, 0x39001000, 0x00000e4e, 0x000007cf,
        ]),
    });
    out
}

/// The leaves of two JSON values that differ, as `path: a -> b`.
fn json_diff(path: &str, a: &Value, b: &Value, out: &mut Vec<String>) {
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            let mut keys: Vec<&String> = x.keys().chain(y.keys()).collect();
            keys.sort();
            keys.dedup();
            for k in keys {
                let p = format!("{path}.{k}");
                match (x.get(k), y.get(k)) {
                    (Some(u), Some(v)) => json_diff(&p, u, v, out),
                    (u, v) => out.push(format!("{p}: {u:?} -> {v:?}")),
                }
            }
        }
        (Value::Array(x), Value::Array(y)) if x.len() == y.len() => {
            for (i, (u, v)) in x.iter().zip(y).enumerate() {
                json_diff(&format!("{path}[{i}]"), u, v, out);
            }
        }
        _ if a != b => out.push(format!("{path}: {a} -> {b}")),
        _ => {}
    }
}

/// The declared fields in which `again` differs from `code`, per instruction.
fn field_diff(isa: asm::Isa, code: &[u8], again: &[u8]) -> Vec<String> {
    let root = Path::root();
    let decoded = |bytes: &[u8]| -> Result<Vec<(String, Value)>, String> {
        match isa {
            asm::Isa::Pp => pp::decode_program(bytes, 0, &root)
                .map(|p| {
                    p.into_iter()
                        .map(|l| {
                            let v = serde_json::to_value(&l.instruction).unwrap();
                            (format!("@{}", l.offset), v)
                        })
                        .collect()
                })
                .map_err(|e| e.to_string()),
            asm::Isa::Gp => gp::decode_program(bytes, 0, &root)
                .map(|p| {
                    p.iter()
                        .enumerate()
                        .map(|(k, i)| (format!("{k:03}"), serde_json::to_value(i).unwrap()))
                        .collect()
                })
                .map_err(|e| e.to_string()),
        }
    };
    let (a, b) = match (decoded(code), decoded(again)) {
        (Ok(a), Ok(b)) => (a, b),
        (a, b) => return vec![format!("decoding: {:?} / {:?}", a.err(), b.err())],
    };
    let mut out = Vec::new();
    if a.len() != b.len() {
        out.push(format!("{} instructions -> {}", a.len(), b.len()));
    }
    for ((at, x), (_, y)) in a.iter().zip(&b) {
        json_diff(at, x, y, &mut out);
    }
    out
}

/// Plain text back to code: `Ok` when the bytes are the program's, else the
/// fields that differ.
fn from_plain_text(p: &Program) -> Result<(), Vec<String>> {
    let text = disasm::disassemble_raw(&p.code, p.isa, false).unwrap();
    let again =
        asm::assemble(&text, p.isa).unwrap_or_else(|e| panic!("{}: {}", p.name, e.render(&p.name)));
    if again == p.code {
        Ok(())
    } else {
        Err(field_diff(p.isa, &p.code, &again))
    }
}

/// Runs the plain-text round trip over `programs`, prints one line per program
/// (and the differing fields), and returns how many came back byte-identical.
fn report(programs: &[Program]) -> usize {
    let mut identical = 0;
    for p in programs {
        match from_plain_text(p) {
            Ok(()) => {
                identical += 1;
                eprintln!("identical  {}", p.name);
            }
            Err(fields) => {
                eprintln!("differs    {}", p.name);
                for f in fields {
                    eprintln!("           {f}");
                }
            }
        }
    }
    eprintln!("{identical} of {} byte-identical", programs.len());
    identical
}

#[test]
fn real_programs_come_back_from_plain_text() {
    let programs = programs();
    assert_eq!(programs.len(), 3);
    assert_eq!(report(&programs), programs.len());
}

/// The annotated form stays exact (and needs no `words` note for these programs).
#[test]
fn real_programs_come_back_from_annotated_text() {
    for p in programs() {
        let text = disasm::disassemble_raw(&p.code, p.isa, true).unwrap();
        assert!(!text.contains("words "), "{}: {text}", p.name);
        assert_eq!(asm::assemble(&text, p.isa).unwrap(), p.code, "{}", p.name);
    }
}

/// What the real programs hold in the fields their text does not show, against the
/// assembler's defaults: the second operand of a one-source vec4 operation.
#[test]
fn unused_operands_of_real_programs() {
    let mut seen = 0;
    for p in programs().iter().filter(|p| p.isa == asm::Isa::Pp) {
        for l in pp::decode_program(&p.code, 0, &Path::root()).unwrap() {
            let i = &l.instruction;
            let unused = [
                i.vec4_mul
                    .as_ref()
                    .filter(|f| f.op.sources() == 1)
                    .map(|f| f.arg1),
                i.vec4_acc
                    .as_ref()
                    .filter(|f| f.op.sources() == 1)
                    .map(|f| f.arg1),
            ];
            for arg1 in unused.into_iter().flatten() {
                seen += 1;
                assert_eq!(
                    (arg1.register, arg1.swizzle, arg1.absolute, arg1.negate),
                    (0, 0, false, false),
                    "{} @{}",
                    p.name,
                    l.offset
                );
            }
        }
    }
    assert_eq!(seen, 3, "one one-source mov in each program");
}

/// The defaults themselves, on text that leaves them open.
#[test]
fn defaults_are_what_arms_compiler_writes() {
    // GP: an unused pass unit has opcode 2 (and source 21), used or not elsewhere.
    let program = asm::gp::assemble("000:\tmov.a0 ^0/v0.x a0.x\n001:\tnop\n").unwrap();
    for i in &program {
        assert_eq!((i.pass_op.code(), i.pass_src), (2, 21), "{i:?}");
        assert_eq!((i.complex_op.code(), i.complex_src), (0, 21), "{i:?}");
    }
    // An explicit pass opcode is kept.
    let i = &asm::gp::assemble("000:\tpreexp2.p ^4 a0.x\n").unwrap()[0];
    assert_eq!(i.pass_op.code(), 4);

    // PP: the second operand of one-source vec4 operations is all zero; a
    // two-source one keeps its operand, identity swizzle included.
    let code = asm::pp::assemble(
        "@     0: mov.v0 $1 $2.yyyy , mov.v1 $0 $3, stop\n\
         @     4: fract.v1 $0 $1, stop\n\
         @     7: add.v1 $0 $1 $2, stop\n",
    )
    .unwrap();
    let program = pp::decode_program(&words(&code), 0, &Path::root()).unwrap();
    let mul = program[0].instruction.vec4_mul.as_ref().unwrap();
    let acc = program[0].instruction.vec4_acc.as_ref().unwrap();
    let fract = program[1].instruction.vec4_acc.as_ref().unwrap();
    let add = program[2].instruction.vec4_acc.as_ref().unwrap();
    for arg1 in [mul.arg1, acc.arg1, fract.arg1] {
        assert_eq!((arg1.register, arg1.swizzle), (0, 0));
    }
    assert_eq!((add.arg1.register, add.arg1.swizzle), (2, 0xE4));
}

/// The same measurement on real programs kept outside the repository:
/// `GPUBIN_MALI_REAL_CODE=DIR cargo test -p gpubin-mali --test asm_real_programs --
/// --ignored`, DIR holding MBS1 files (`*.mbs`, `*.binshader`: every code blob) and
/// bare code (`*.pp`, `*.gp`). Prints each program's differing fields; at most one
/// program may differ.
#[test]
#[ignore = "needs GPUBIN_MALI_REAL_CODE, a directory of real programs"]
fn real_programs_from_a_directory() {
    let dir = std::env::var_os("GPUBIN_MALI_REAL_CODE")
        .expect("set GPUBIN_MALI_REAL_CODE to a directory of real programs");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    let mut programs = Vec::new();
    for file in &files {
        let bytes = std::fs::read(file).unwrap();
        let name = FsPath::new(file).display().to_string();
        match file.extension().and_then(|e| e.to_str()) {
            Some("mbs" | "binshader") => programs.extend(mbs_programs(&name, &bytes)),
            Some("pp") => programs.push(Program {
                name,
                isa: asm::Isa::Pp,
                code: bytes,
            }),
            Some("gp") => programs.push(Program {
                name,
                isa: asm::Isa::Gp,
                code: bytes,
            }),
            _ => {}
        }
    }
    assert!(!programs.is_empty(), "no programs in {dir:?}");
    let identical = report(&programs);
    assert!(
        identical + 1 >= programs.len(),
        "{identical} of {}",
        programs.len()
    );
}

/// A PP listing's words as located instructions, and the text they print (which
/// must be the listing's own).
fn pp_program(listing: &str) -> Vec<pp::Located> {
    let code = words(&asm::pp::assemble(listing).unwrap());
    assert_eq!(pp::disassemble(&code, 0, &Path::root()).unwrap(), listing);
    pp::decode_program(&code, 0, &Path::root()).unwrap()
}

/// A PP listing of `bodies` at the word offsets their lengths give.
fn pp_listing(bodies: &[&str]) -> String {
    let mut out = String::new();
    let mut at = 0;
    for body in bodies {
        out.push_str(&format!("@{at:6}: {body}\n"));
        at += asm::pp::assemble(&format!("@     0: {body}\n"))
            .unwrap()
            .len();
    }
    out
}

/// PP control bits: `prefetch` on every instruction but the last and those ending
/// in an unconditional branch; a branch's `next_count` is the length of its target
/// instruction (ARM's driver test shader with a 50 x 50 loop and its readback
/// shaders, README-disasm.md).
#[test]
fn pp_prefetch_and_branch_lengths() {
    let listing = pp_listing(&[
        "mov.v1 $2 ^const0.xxxx, const0 0.000000 0.000000 0.000000 0.000000",
        "mov.v1 $0.yzw $2.wyzw",
        "add.s1 $1.z $1.z ^const0.y, branch.gt ^const0.x $1.z 0, const0 50.000000 1.000000 0.000000 0.000000",
        "add.v1 $0 ^const0.xxyy -$2, const0 1.000000 0.000000 0.000000 0.000000, stop",
    ]);
    let program = pp_program(&listing);
    let prefetch: Vec<bool> = program
        .iter()
        .map(|l| l.instruction.control.prefetch)
        .collect();
    assert_eq!(prefetch, [true, true, true, false], "{listing}");
    let Some(pp::Branch::Branch(jump)) = &program[2].instruction.branch else {
        panic!("no branch: {listing}");
    };
    assert_eq!(u32::from(jump.next_count), program[0].instruction.count());

    // Forwards, past the next instruction.
    let listing = pp_listing(&[
        "mov.v1 $0 $1, branch.lt $1.x $1.y 10",
        "mov.v1 $2 ^const0.xxxx, const0 0.000000 0.000000 0.000000 0.000000",
        "mov.v1 $0 $2, stop",
    ]);
    let program = pp_program(&listing);
    assert_eq!(program[2].offset, 10, "{listing}");
    let Some(pp::Branch::Branch(jump)) = &program[0].instruction.branch else {
        panic!("no branch: {listing}");
    };
    assert_eq!(u32::from(jump.next_count), program[2].instruction.count());

    // An unconditional branch leaves prefetch clear (ARM's PP emitter).
    let listing = pp_listing(&[
        "mov.v1 $0 $1",
        "mov.v1 $2 $1, branch 0",
        "mov.v1 $0 $2, stop",
    ]);
    let program = pp_program(&listing);
    let prefetch: Vec<bool> = program
        .iter()
        .map(|l| l.instruction.control.prefetch)
        .collect();
    assert_eq!(prefetch, [true, false, false], "{listing}");
    // One instruction: the last, no prefetch.
    let program = pp_program("@     0: mov.v1 $0 $1, stop\n");
    assert!(!program[0].instruction.control.prefetch);
}

/// A vec4 varying load (`load.v $0 0`) has alignment 3, as ARM's compiler writes
/// it (the premali fragment shader); `.xy`/`.zw` is 1, a lane 0.
#[test]
fn pp_vec4_varying_alignment() {
    let program = pp_program(
        "@     0: load.v $0 0, sync\n@     3: load.v $1 1.zw, sync\n@     6: load.v $2 2.y, stop\n",
    );
    let alignments: Vec<u8> = program
        .iter()
        .map(|l| match &l.instruction.varying.as_ref().unwrap().source {
            pp::VaryingSource::Immediate(i) => i.alignment,
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(alignments, [3, 1, 0]);
}

/// A GP listing's instructions (its text must come back).
fn gp_program(listing: &str) -> Vec<gp::Instruction> {
    let program = asm::gp::assemble(listing).unwrap();
    assert_eq!(gp::text::program_text(&program), listing);
    program
}

/// Register ports: a lane the previous instruction read through its register0 is
/// read again through sources 28–31 (the premali vertex shader, ARM's fixed-function
/// vertex shader pieces; README-disasm.md).
#[test]
fn gp_reads_through_the_previous_register0() {
    // The premali shape: the second instruction reads only a0.w, which the first
    // loaded; it loads nothing itself.
    let p = gp_program(
        "000:\tcomplex2.m0 ^2 a0.w a0.w\n\trcp.c ^5 a0.w\n001:\tcomplex1.m01 ^8 ^5 ^2 ^5 a0.w\n",
    );
    assert_eq!(p[1].mul1_src1, 31);
    assert_eq!((p[1].register0_attribute, p[1].register0_addr), (false, 0));

    // A lane read before comes through 28–31 even when the attribute is loaded
    // again for a new lane.
    let p = gp_program(
        "000:\tmul.m0 ^2 t[31].w a0.x\n001:\tmov.a0 ^6 a0.x\n\tmul.m1 ^9 t[33].w a0.z\n",
    );
    assert_eq!((p[1].acc0_src0, p[1].mul1_src1), (28, 2));
    assert_eq!((p[1].register0_attribute, p[1].register0_addr), (true, 0));

    // A `$n` in register1 is read through register1, lanes read before included.
    let p = gp_program("000:\tmul.m0 ^2 $1.y $0.z\n001:\tmul.m0 ^8 $0.x $0.z\n");
    assert_eq!((p[0].register1_addr, p[0].register0_addr), (1, 0));
    assert_eq!(
        (p[1].mul0_src0, p[1].mul0_src1, p[1].register1_addr),
        (4, 6, 0)
    );

    // Reuse follows the previous instruction's own placement ($5 in register1,
    // $0 in register0): instruction 1 loads $5 and $6 again, instruction 2 reads
    // $6.z through instruction 1's register0.
    let p = gp_program(
        "000:\tmul.m0 ^2 t[0].z $5.z\n\tmul.m1 ^3 $0.w $5.w\n\
         001:\tmul.m0 ^8 ^2 $5.z\n\tmul.m1 ^9 t[0].y $5.w\n\tmov.c ^11 $6.z\n\
         002:\tmul.m0 ^14 ^8 $5.z\n\tmul.m1 ^15 ^9 $5.w\n\tmov.c ^17 $6.z\n",
    );
    let regs: Vec<(u8, u8)> = p
        .iter()
        .map(|i| (i.register1_addr, i.register0_addr))
        .collect();
    assert_eq!(regs[..2], [(5, 0), (5, 6)]);
    assert_eq!((p[2].complex_src, p[2].register1_addr), (30, 5));
}
