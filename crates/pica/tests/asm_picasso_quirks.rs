//! Where picasso 2.7.1 reads the source differently from what it says: `gpubin
//! picasso` (`Options::picasso`) reads it picasso's way and warns; `gpubin asm`
//! refuses it with the same explanation. The bytes picasso's reading gives are checked
//! against the same program written plainly (whose encodings tests/asm_encoding.rs
//! derives by hand).

use gpubin_pica::asm::{assemble, Assembly, Diagnostics, Options, Source};

fn run(text: &str, picasso: bool) -> Result<Assembly, Diagnostics> {
    assemble(
        &[Source {
            name: "t.pica",
            text,
        }],
        Options {
            picasso,
            ..Options::default()
        },
    )
}

fn first_line(d: &gpubin_pica::asm::Diagnostic) -> String {
    d.to_string().lines().next().unwrap().to_string()
}

/// `quirky` assembles in picasso mode to the bytes of `plain`, with exactly the
/// warning `message` (at `line:col`), and is refused in strict mode with the same text.
fn check(quirky: &str, plain: &str, at: &str, message: &str) {
    let a = run(quirky, true).unwrap_or_else(|d| panic!("picasso mode refused:\n{d}"));
    let want = run(plain, false).unwrap_or_else(|d| panic!("plain form refused:\n{d}"));
    assert_eq!(a.to_bytes(), want.to_bytes(), "bytes of\n{quirky}");
    assert_eq!(a.header(), want.header());
    let warning = format!("t.pica:{at}: warning: {message}");
    assert!(
        a.diagnostics.warnings().any(|w| first_line(w) == warning),
        "missing `{warning}` in\n{}",
        a.diagnostics
    );
    let d = run(quirky, false).expect_err("strict mode accepted it");
    let errors: Vec<String> = d.errors().map(first_line).collect();
    assert_eq!(errors, [format!("t.pica:{at}: error: {message}")]);
}

fn main_with(decl: &str, body: &str) -> String {
    format!("{decl}\n.proc main\n{body}\nend\n.end\n")
}

#[test]
fn uniform_size_is_read_with_atoi() {
    check(
        &main_with(".fvec uBasis[32*2]", "mov r0, uBasis[1]"),
        &main_with(".fvec uBasis[32]", "mov r0, uBasis[1]"),
        "1:14",
        "size `32*2` is read as 32, as picasso does; write 32 or 64",
    );
}

#[test]
fn bracket_with_swizzle_is_read_by_its_number() {
    check(
        &main_with(".fvec u0, u1[4]", "mov r0.x, u1[1.x].x\nmov r1, u0"),
        &main_with(".fvec u0, u1[4]", "mov r0.x, u1[1].x\nmov r1, u0"),
        "3:14",
        "`[1.x]` is read as `[1]`, as picasso does; write `[1]`",
    );
}

#[test]
fn index_plus_text_keeps_the_leading_number() {
    check(
        &main_with(".fvec u0, u1[4]", "mov r0, u1[a0.x + 2.x.x]\nmov r1, u0"),
        &main_with(".fvec u0, u1[4]", "mov r0, u1[a0.x+2]\nmov r1, u0"),
        "3:12",
        "`[a0.x + 2.x.x]` is read as `[a0.x+2]`, as picasso does; write `[a0.x+2]`",
    );
}

#[test]
fn product_in_bracket_is_read_as_zero() {
    check(
        &main_with(".fvec u0, u1[4]", "mov r0, u1[a0.x * 8.x.x]\nmov r1, u0"),
        &main_with(".fvec u0, u1[4]", "mov r0, u1\nmov r1, u0"),
        "3:12",
        "`[a0.x * 8.x.x]` is read as `[0]`, as picasso does; write `[0]`",
    );
}

#[test]
fn name_in_bracket_is_read_as_zero() {
    check(
        &main_with(".fvec u0, u1[4]", "mov r0, u1[u0.x]"),
        &main_with(".fvec u0, u1[4]", "mov r0, u1"),
        "3:12",
        "`[u0.x]` is read as `[0]`, as picasso does; write `[0]`",
    );
}

#[test]
fn negative_relative_offset_is_dropped() {
    check(
        &main_with(".fvec a, b[4]", "mov r0, b[a0.x-1]\nmov r1, a"),
        &main_with(".fvec a, b[4]", "mov r0, b\nmov r1, a"),
        "3:11",
        "`[a0.x-1]` is read as `[0]`, as picasso does; write `[0]` (to mean offset -1, write the register 1 lower)",
    );
}

#[test]
fn offsets_cross_banks() {
    check(
        &main_with("", "mov r0, r15[1]"),
        &main_with("", "mov r0, c0"),
        "3:9",
        "`r15[1]` is read as c0, as picasso does (offsets run on into the next bank); write c0",
    );
}

#[test]
fn float_expression_is_read_with_atof() {
    check(
        &main_with(".constf k(1.0/128.0, 1e, abc, 0)", "mov r0, k"),
        &main_with(".constf k(1.0, 1.0, 0.0, 0)", "mov r0, k"),
        "1:11",
        "`1.0/128.0`: expressions are not supported; it is read as 1.0, as picasso does; write the value",
    );
}

#[test]
fn comma_between_directive_operands() {
    // picasso's space-separated arguments read `b0,` as b0; both modes accept it.
    let text = ".setb b0, true\n.proc main\nend\n.end\n";
    let plain = ".setb b0 true\n.proc main\nend\n.end\n";
    for picasso in [false, true] {
        let a = run(text, picasso).unwrap_or_else(|d| panic!("{d}"));
        assert!(a.diagnostics.is_empty(), "{}", a.diagnostics);
        assert_eq!(a.to_bytes(), run(plain, false).unwrap().to_bytes());
    }
}

#[test]
fn header_lists_as_picasso_does() {
    // picasso repeats a uniform for every file declaring it and keeps `$`.
    let v = ".fvec a$b\n.proc main\nmov r0, a$b\nend\n.end\n";
    let g = ".gsh\n.fvec a$b\n.proc gmain\nmov r0, a$b\nend\n.end\n.entry gmain\n";
    let sources = [
        Source {
            name: "v.pica",
            text: v,
        },
        Source {
            name: "g.pica",
            text: g,
        },
    ];
    let picasso = assemble(
        &sources,
        Options {
            picasso: true,
            ..Options::default()
        },
    )
    .unwrap();
    assert_eq!(
        picasso.header(),
        "// Generated by picasso\n#pragma once\n#define VSH_FVEC_a$b 0x00\n#define VSH_ULEN_a$b 1\n#define VSH_FVEC_a$b 0x00\n#define VSH_ULEN_a$b 1\n"
    );
    let strict = assemble(&sources, Options::default()).unwrap();
    assert_eq!(
        strict.header(),
        "// Generated by picasso\n#pragma once\n#define VSH_FVEC_a_b 0x00\n#define VSH_ULEN_a_b 1\n"
    );
    assert_eq!(picasso.to_bytes(), strict.to_bytes());
}

#[test]
fn failed_declaration_does_not_cascade() {
    // One bad size: one error, not one more per later use of the name.
    let text = main_with(
        ".fvec uBasis[abc]",
        "mov r0, uBasis[1]\nmov r1, uBasis[2]\nadd r2, uBasis, r1",
    );
    for picasso in [false, true] {
        let d = run(&text, picasso).expect_err("accepted");
        let errors: Vec<String> = d.errors().map(first_line).collect();
        assert_eq!(
            errors,
            ["t.pica:1:14: error: invalid uniform size `abc`"],
            "picasso mode: {picasso}"
        );
    }
}

#[test]
fn upper_case_bank_letter_is_no_bank() {
    check(
        &main_with("", "mov r0, R1"),
        &main_with("", "mov r0, v1"),
        "3:9",
        "upper-case register name `R1` is read as v1, as picasso does; write v1 (or r1)",
    );
}

#[test]
fn output_register_as_source_reads_the_input() {
    check(
        &main_with("", "mov r0, o1"),
        &main_with("", "mov r0, v1"),
        "3:9",
        "output register o1 is read as v1, as picasso does; write v1",
    );
}

#[test]
fn input_register_as_destination_writes_the_output() {
    check(
        &main_with("", "mov v2, r0"),
        &main_with("", "mov o2, r0"),
        "3:5",
        "input register v2 is written as o2, as picasso does; write o2",
    );
}

#[test]
fn cmp_of_two_inputs_is_unchecked() {
    let text = main_with("", "cmp v0, eq, ne, v1");
    let a = run(&text, true).unwrap();
    // CMP (0x2E << 26) | cmpx eq (0) << 24 | cmpy ne (1) << 21 | v0 << 12 | v1 << 7.
    assert_eq!(a.model().dvlp.code[0], 0xB820_0080);
    let message = "`cmp` reads two different input registers (v0–v15): picasso assembles it unchecked; the hardware reads only one input register per instruction";
    assert!(a
        .diagnostics
        .warnings()
        .any(|w| first_line(w) == format!("t.pica:3:5: warning: {message}")));
    let d = run(&text, false).unwrap_err();
    assert_eq!(
        d.errors().map(first_line).collect::<Vec<_>>(),
        [format!("t.pica:3:5: error: {message}")]
    );
}

#[test]
fn empty_first_procedure_gets_no_padding() {
    // Empty and first: size 0; `main` then starts at 0 too.
    let quirky = ".proc f\n.end\n.proc main\nnop\nend\n.end\n";
    let a = run(quirky, true).unwrap();
    assert_eq!(a.model().dvlp.code, [0x8400_0000, 0x8800_0000]);
    let d = run(quirky, false).unwrap_err();
    assert_eq!(
        d.errors().map(first_line).collect::<Vec<_>>(),
        ["t.pica:2:1: error: empty procedure: picasso leaves it empty (no padding NOP, as no code precedes it); give it an instruction"]
    );
    // Empty after other code: one padding NOP.
    let later = ".proc main\nnop\nend\n.end\n.proc f\n.end\n";
    let a = run(later, true).unwrap();
    assert_eq!(a.model().dvlp.code, [0x8400_0000, 0x8800_0000, 0x8400_0000]);
}

#[test]
fn register_numbers_read_with_strtoll() {
    check(
        &main_with("", "mov r0, c010"),
        &main_with("", "mov r0, c8"),
        "3:9",
        "register `c010` is read as c8, as picasso does (C number prefixes, trailing text ignored); write c8",
    );
    check(
        &main_with("", "mov r0, r1foo"),
        &main_with("", "mov r0, r1"),
        "3:9",
        "register `r1foo` is read as r1, as picasso does (C number prefixes, trailing text ignored); write r1",
    );
}

#[test]
fn empty_swizzle_is_x() {
    check(
        &main_with("", "mov r0, r1."),
        &main_with("", "mov r0, r1.x"),
        "3:11",
        "empty swizzle in `r1.` is read as `.x`, as picasso does; write `.x`",
    );
}

#[test]
fn nameless_constant_takes_a_register() {
    check(
        &main_with(".constf (1.0, 2.0, 3.0, 4.0)\n.constf k(0, 0, 0, 1)", "mov r0, k"),
        &main_with(".constf unused(1.0, 2.0, 3.0, 4.0)\n.constf k(0, 0, 0, 1)", "mov r0, k"),
        "1:9",
        "a constant without a name is allocated a register that nothing can use, as picasso does; name it",
    );
}

#[test]
fn preprocessor_lines_are_ignored_as_picasso_does() {
    let text = "#define SCALE 2\n.proc main\nnop\nend\n.end\n";
    let a = run(text, true).unwrap();
    assert_eq!(
        a.diagnostics.warnings().map(first_line).collect::<Vec<_>>(),
        ["t.pica:1:2: warning: unsupported `#define SCALE 2` line: gpubin has no preprocessor; run the file through cpp first; picasso ignores it (it only renames lines in its messages)"]
    );
    assert_eq!(
        a.to_bytes(),
        run(".proc main\nnop\nend\n.end\n", false)
            .unwrap()
            .to_bytes()
    );
    assert!(run(text, false).is_err());
}

#[test]
fn unknown_setemit_flag_is_ignored() {
    check(
        &main_with("", "setemit 1, prim bogus"),
        &main_with("", "setemit 1, prim"),
        "3:17",
        "unknown `setemit` flag `bogus` (expected prim or inv); picasso ignores it",
    );
}

#[test]
fn input_and_output_registers_swap_banks() {
    check(
        ".in c o3\n.proc main\nmov r0, c\nend\n.end\n",
        ".in c v3\n.proc main\nmov r0, c\nend\n.end\n",
        "1:7",
        "o3 is read as v3, as picasso does; write v3",
    );
    check(
        ".out - pos v1\n.proc main\nmov o1, r0\nend\n.end\n",
        ".out - pos o1\n.proc main\nmov o1, r0\nend\n.end\n",
        "1:12",
        "v1 is read as o1, as picasso does; write o1",
    );
}

#[test]
fn input_declared_twice_is_listed_twice() {
    let text = ".in a v2\n.in b v2\n.proc main\nmov r0, a\nmov r1, b\nend\n.end\n";
    let a = run(text, true).unwrap();
    let names: Vec<&str> = a.model().dvles[0]
        .uniforms
        .iter()
        .map(|u| u.name.as_str())
        .collect();
    assert_eq!(names, ["a", "b"]);
    assert!(a.model().dvles[0]
        .uniforms
        .iter()
        .all(|u| u.first_register == 2));
    let d = run(text, false).unwrap_err();
    assert_eq!(
        d.errors().map(first_line).collect::<Vec<_>>(),
        ["t.pica:2:7: error: v2 is already declared as an input; picasso lists it again under the new name"]
    );
}

#[test]
fn nested_procedure_sits_inside_the_enclosing_code() {
    let text = ".proc main\nmov r0, r1\n.proc inner\nmov r2, r3\n.end\ncall inner\nend\n.end\n";
    let a = run(text, true).unwrap();
    // mov, mov (inner: word 1, one word), call inner, end.
    let code = &a.model().dvlp.code;
    assert_eq!(code.len(), 4);
    assert_eq!(code[2], 0x9000_0401, "call inner: dst 1 << 10 | num 1");
    assert!(run(text, false).is_err());
}

#[test]
fn code_limit_is_checked_as_picasso_does() {
    // 512 movs and an end: 513 words. picasso checks before each instruction.
    let body = vec!["mov r0, r1"; 512].join("\n");
    let text = main_with("", &body);
    let a = run(&text, true).unwrap();
    assert_eq!(a.model().dvlp.code.len(), 513);
    assert_eq!(
        a.diagnostics.warnings().map(first_line).collect::<Vec<_>>(),
        ["t.pica: warning: the program is 513 words long; shader code memory holds 512 (picasso assembles it)"]
    );
    assert!(run(&text, false).is_err());
    // One more instruction is past picasso's limit too.
    let text = main_with("", &vec!["mov r0, r1"; 513].join("\n"));
    assert!(run(&text, true).is_err());
}

#[test]
fn long_counts_run_into_the_next_field() {
    // A call to a 300-word procedure: picasso ORs 300 (0x12C) in whole, so bit 8 lands
    // in the unused bits and the rest in the count: CALL | 2 << 10 (target) | 0x12C.
    let body = vec!["mov r2, r3"; 300].join("\n");
    let text = format!(".proc main\ncall big\nend\n.end\n.proc big\n{body}\n.end\n");
    let a = run(&text, true).unwrap();
    assert_eq!(a.model().dvlp.code[0], 0x9000_0000 | 2 << 10 | 0x12C);
    assert_eq!(
        a.diagnostics.warnings().map(first_line).next().as_deref(),
        Some("t.pica:2:6: warning: procedure `big` is 300 words long; calls can only cover 255 (picasso lets the count run into the target field)")
    );
    assert!(run(&text, false).is_err());
}

#[test]
fn negated_destination_loses_its_sign() {
    check(
        &main_with("", "mov -o0, v0"),
        &main_with("", "mov o0, v0"),
        "3:5",
        "a destination cannot be negated; picasso ignores the `-`, remove it",
    );
    check(
        &main_with(".alias n -r0", "mov n, v0"),
        &main_with(".alias n r0", "mov n, v0"),
        "3:5",
        "a destination cannot be negated; picasso ignores the `-`, remove it",
    );
}

#[test]
fn integer_constants_keep_the_low_byte_of_atoi() {
    check(
        &main_with(".consti n(3.7, 1, 1, 1)", "for n\nnop\n.end"),
        &main_with(".consti n(3, 1, 1, 1)", "for n\nnop\n.end"),
        "1:11",
        "`3.7` is not a decimal integer; picasso reads it as 3 (the leading decimal number, low byte); write 3",
    );
    check(
        &main_with(".consti n(0x10, 1, 1, 1)", "for n\nnop\n.end"),
        &main_with(".consti n(0, 1, 1, 1)", "for n\nnop\n.end"),
        "1:11",
        "`0x10` is not a decimal integer; picasso reads it as 0 (the leading decimal number, low byte); write 0",
    );
    check(
        &main_with(".seti i1(1, 256, 1, 1)", "for i1\nnop\n.end"),
        &main_with(".seti i1(1, 0, 1, 1)", "for i1\nnop\n.end"),
        "1:13",
        "`256` does not fit in a byte (-128..255); picasso keeps the low byte, 0; write 0",
    );
}

#[test]
fn loose_text_picasso_skips() {
    check(
        &main_with("", "mov r0, v0,"),
        &main_with("", "mov r0, v0"),
        "3:11",
        "a trailing comma is ignored, as picasso does; remove it",
    );
    check(
        &main_with("", "mov r0, v0 extra"),
        &main_with("", "mov r0, v0"),
        "3:12",
        "`extra` after the register is ignored, as picasso does; remove it",
    );
    check(
        &main_with("", "mov r0, v0 junk.y"),
        &main_with("", "mov r0, v0.y"),
        "3:12",
        "`junk` after the register is ignored, as picasso does; remove it",
    );
    check(
        &main_with(".gsh", "setemit 0x1\nemit"),
        &main_with(".gsh", "setemit 1\nemit"),
        "3:9",
        "vertex id `0x1` is read as 1, as picasso does; write 1",
    );
    check(
        &main_with(".fvec", "nop"),
        &main_with("", "nop"),
        "1:1",
        "`.fvec` needs at least one name; picasso declares nothing (but gives the file a DVLE)",
    );
    check(
        &main_with(".fvec a,", "mov r0, a"),
        &main_with(".fvec a", "mov r0, a"),
        "1:9",
        "a trailing comma is ignored, as picasso does; remove it",
    );
    check(
        &main_with(".constf k(1, 5, 1, 1, 1)", "mov r0, k"),
        &main_with(".constf k(1, 5, 1, 1)", "mov r0, k"),
        "1:23",
        "more than four values: picasso ignores `1` (it reads the fourth value up to the first comma)",
    );
    check(
        &main_with(".constf k(1, 5, 1, 2) x", "mov r0, k"),
        &main_with(".constf k(1, 5, 1, 2)", "mov r0, k"),
        "1:23",
        "`x` after `)` is ignored, as picasso does; remove it",
    );
}

#[test]
fn nul_byte_ends_the_file() {
    let quirky = ".proc main\nmov r0, v0\nend\n.end\n\0 garbage\n";
    let a = run(quirky, true).unwrap();
    let want = run(".proc main\nmov r0, v0\nend\n.end\n", false).unwrap();
    assert_eq!(a.to_bytes(), want.to_bytes());
    assert!(a.diagnostics.warnings().any(|w| first_line(w)
        == "t.pica:5:1: warning: NUL byte: picasso stops reading the file here, and so does this reading"));
    let d = run(quirky, false).unwrap_err();
    assert_eq!(
        first_line(d.errors().next().unwrap()),
        "t.pica:5:1: error: NUL byte in the source (picasso would stop reading here)"
    );
}

/// `text` is refused when reading as picasso does, with `message` at `at`, and
/// assembled by `gpubin asm`.
fn refused(text: &str, at: &str, message: &str) {
    let d = run(text, true).expect_err("picasso mode accepted it");
    assert_eq!(
        d.errors().map(first_line).collect::<Vec<_>>(),
        [format!("t.pica:{at}: error: {message}")]
    );
    run(text, false).unwrap_or_else(|d| panic!("strict mode refused:\n{d}"));
}

#[test]
fn refusals_as_picasso_refuses() {
    refused(
        ".out a color o0\n.out b dummy o8\n.proc main\nmov a, r0\nmov b, r0\nend\n.end\n",
        "2:14",
        "this output collides with another one previously defined: picasso 2.7.1 checks o8 as o0 (o8–o15 wrap onto o0–o7)",
    );
    // Components that do not overlap after the wrap are fine.
    run(
        ".out a color o1.xy\n.out b dummy o9.zw\n.proc main\nmov a, r0\nmov b, r0\nend\n.end\n",
        true,
    )
    .unwrap();
    refused(
        &main_with("", "mov r0, v15"),
        "3:9",
        "invalid input register: v15 (picasso 2.7.1 refuses the name v15; write an `.in` name for it, or v14[1])",
    );
    refused(
        &main_with(".in a v15", "mov r0, a"),
        "1:7",
        "invalid input register: v15 (picasso 2.7.1 refuses the name v15; write an `.in` name for it, or v14[1])",
    );
    // v15 through an offset or an `.in` without a register is what picasso accepts.
    run(&main_with("", "mov r0, v14[1]"), true).unwrap();
    refused(
        &main_with(".entry main,", "nop"),
        "1:8",
        "invalid identifier `main,`: picasso separates the words of this directive by spaces only, so the comma belongs to the word; remove it",
    );
    // (`gpubin asm` refuses o as an input register anyway.)
    let d = run(&main_with(".gsh\n.in x o14", "mov r0, x\nemit"), true).unwrap_err();
    assert_eq!(
        d.errors().map(first_line).collect::<Vec<_>>(),
        ["t.pica:2:7: error: invalid output register: o14 (geometry shaders only have o0–o6)"]
    );
}

#[test]
fn output_name_past_o6_in_a_geometry_shader_by_setemit() {
    // `x` names o14 while the file is a vertex shader; the `setemit` then makes it a
    // geometry shader, and picasso writes o14 through the name (it checks register
    // names as it reads them, not what a name stands for). Found by the held-out
    // differential run.
    let text = ".out x dummy o14\n.proc main\nsetemit 0\nmov x, r1\nend\n.end\n";
    let message = "geometry shaders only have o0–o6, not o14 (picasso writes it: it does not check the register a name stands for)";
    let a = run(text, true).unwrap_or_else(|d| panic!("{d}"));
    // setemit 0 (opcode 0x2B); mov (0x13) o14 (dst 0x0E) from r1 (src1 0x11) with
    // descriptor 0; end (0x22).
    assert_eq!(
        a.model().dvlp.code,
        [0x2B << 26, 0x13 << 26 | 0x0E << 21 | 0x11 << 12, 0x22 << 26]
    );
    assert_eq!(
        a.model().dvles[0].shader_type,
        gpubin_pica::shbin::ShaderType::Geometry
    );
    let warning = format!("t.pica:4:5: warning: {message}");
    assert!(
        a.diagnostics.warnings().any(|w| first_line(w) == warning),
        "{}",
        a.diagnostics
    );
    let d = run(text, false).expect_err("strict mode accepted it");
    let errors: Vec<String> = d.errors().map(first_line).collect();
    assert_eq!(errors, [format!("t.pica:4:5: error: {message}")]);
    // A register name is checked as picasso reads it.
    let d = run(".proc main\nsetemit 0\nmov o14, r1\nend\n.end\n", true).unwrap_err();
    assert_eq!(
        d.errors().map(first_line).collect::<Vec<_>>(),
        ["t.pica:3:5: error: invalid output register: o14 (geometry shaders only have o0–o6)"]
    );
}

#[test]
fn uniform_table_order_of_an_input_declared_twice() {
    // picasso 2.7.1 sorts the uniform table by register with an unstable sort (the GNU
    // C++ library's std::sort): past 16 entries two inputs on one register come out
    // in the order that sort leaves them, here the later declaration first. Found by
    // the held-out differential run (these declarations are from its seed 50384).
    let decl = ".in in0 v6\n.in in1 v12\n.in in2 v13\n.in in3 v7\n.in in4 v11\n.in in6 v14\n\
                .in in7 v0\n.in in8 v8\n.in in11 v10\n.in in12 v14\n.in in14 v4\n.in in15 v1\n\
                .fvec u0[4]\n.fvec u1[39]\n.fvec u2[17], u3[6]\n.fvec u4[14], u5\n.bool flag0[16]";
    let body = "mov r0, in0\nmov r0, in1\nmov r0, in2\nmov r0, in3\nmov r0, in4\nmov r0, in6\n\
                mov r0, in7\nmov r0, in8\nmov r0, in11\nmov r0, in12\nmov r0, in14\nmov r0, in15\n\
                mov r0, u0\nmov r0, u1\nmov r0, u2\nmov r0, u3\nmov r0, u4\nmov r0, u5\nifu flag0[0]\nnop\n.end";
    let a = run(&main_with(decl, body), true).unwrap_or_else(|d| panic!("{d}"));
    let names: Vec<&str> = a.model().dvles[0]
        .uniforms
        .iter()
        .map(|u| &*u.name)
        .collect();
    assert_eq!(
        names,
        [
            "in7", "in15", "in14", "in0", "in3", "in8", "in11", "in4", "in1", "in2", "in12", "in6",
            "u0", "u1", "u2", "u3", "u4", "u5", "flag0"
        ]
    );
    // Up to 16 entries the sort is an insertion sort: declaration order.
    let a = run(
        &main_with(
            ".in a v3\n.in b v1\n.in c v3",
            "mov r0, a\nmov r0, b\nmov r0, c",
        ),
        true,
    )
    .unwrap();
    let names: Vec<&str> = a.model().dvles[0]
        .uniforms
        .iter()
        .map(|u| &*u.name)
        .collect();
    assert_eq!(names, ["b", "a", "c"]);
}
