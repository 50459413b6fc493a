//! Every error path of the assembler: the message and where it points.

use gpubin_pica::asm::{assemble, Code, Options, Source};

/// Wraps `body` in `.proc main` … `end` / `.end` (line 1 is `.proc main`).
fn in_main(body: &str) -> String {
    format!(".proc main\n{body}\nend\n.end\n")
}

/// The first error, rendered on one line: `t.pica:L:C: error: message`.
fn first_error(files: &[&str]) -> String {
    let sources: Vec<Source<'_>> = files
        .iter()
        .enumerate()
        .map(|(i, t)| Source {
            name: ["t.pica", "u.pica"][i.min(1)],
            text: t,
        })
        .collect();
    match assemble(&sources, Options::default()) {
        Ok(_) => panic!("assembled without error:\n{}", files.join("\n---\n")),
        Err(d) => d
            .errors()
            .next()
            .unwrap()
            .to_string()
            .lines()
            .next()
            .unwrap()
            .to_string(),
    }
}

macro_rules! cases {
    ($($name:ident: [$($src:expr),+] => $want:expr;)*) => {
        $(
            #[test]
            fn $name() {
                let got = first_error(&[$($src.as_ref()),+]);
                assert_eq!(got, $want);
            }
        )*
    };
}

fn repeat(line: &str, n: usize) -> String {
    std::iter::repeat_n(line, n).collect::<Vec<_>>().join("\n")
}

fn descriptors(n: usize) -> String {
    // n distinct descriptors: full mask, distinct src1 selectors.
    let l = ['x', 'y', 'z', 'w'];
    (0..n)
        .map(|i| {
            format!(
                "add r0, r1.{}{}{}{}, r2",
                l[i % 4],
                l[i / 4 % 4],
                l[i / 16 % 4],
                l[i / 64 % 4]
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

cases! {
    // ---- lines, labels, markers ----
    invalid_label: [in_main("1abc: nop")] => "t.pica:2:1: error: invalid label name `1abc`";
    duplicate_label: [in_main("a: nop\na: nop")] => "t.pica:3:1: error: duplicate label `a`";
    define_line: ["#define FOO 1\n"] => "t.pica:1:2: error: unsupported `#define FOO 1` line: gpubin has no preprocessor; run the file through cpp first";
    include_line: ["#include \"x.h\"\n"] => "t.pica:1:2: error: unsupported `#include \"x.h\"` line: gpubin has no preprocessor; run the file through cpp first";
    empty_hash: ["#\n"] => "t.pica:1:2: error: empty `#` line: gpubin has no preprocessor; run the file through cpp first";
    marker_unquoted: ["# 5 foo\n"] => "t.pica:1:5: error: expected a quoted file name in the line marker";
    marker_unclosed: ["# 5 \"foo\n"] => "t.pica:1:5: error: missing closing quote in the line marker";
    marker_flags: ["# 5 \"foo\" 9\n"] => "t.pica:1:5: error: invalid line marker flags (expected 1, 2, 3 or 4)";
    marker_relocates: ["# 40 \"real.pica\"\n.proc main\nfoo\n.end\n"] => "real.pica:41:1: error: unknown instruction `foo`";
    unknown_instruction: [in_main("frob r0")] => "t.pica:2:1: error: unknown instruction `frob`";
    outside_block: ["mov r0, r1\n"] => "t.pica:1:1: error: instruction outside of a `.proc` block";
    unknown_directive: [".frob\n"] => "t.pica:1:1: error: unknown directive `.frob`";
    // ---- operands ----
    operand_count: [in_main("add r0, r1")] => "t.pica:2:1: error: `add` takes 3 operands, found 2";
    operand_extra: [in_main("mov r0, r1, r2")] => "t.pica:2:13: error: `mov` takes 2 operands, found 3";
    operand_empty: [in_main("add r0, , r1")] => "t.pica:2:9: error: missing operand";
    unknown_register: [in_main("mov r0, q1")] => "t.pica:2:9: error: unknown register or name `q1`";
    register_range: [in_main("mov r0, c96")] => "t.pica:2:9: error: register `c96` is out of range (c0–c95)";
    register_octal: [in_main("mov r0, c010")] => "t.pica:2:9: error: register `c010` is read as c8, as picasso does (C number prefixes, trailing text ignored); write c8";
    register_trailing: [in_main("mov r0, r1foo")] => "t.pica:2:9: error: register `r1foo` is read as r1, as picasso does (C number prefixes, trailing text ignored); write r1";
    empty_swizzle: [in_main("mov r0, r1.")] => "t.pica:2:11: error: empty swizzle in `r1.` is read as `.x`, as picasso does; write `.x`";
    long_swizzle: [in_main("mov r0, r1.xyzwx")] => "t.pica:2:12: error: swizzle `xyzwx` has more than 4 components";
    bad_swizzle: [in_main("mov r0, r1.xk")] => "t.pica:2:12: error: invalid swizzle `xk`: `k` is not a component";
    missing_bracket: [in_main("mov r0, c0[a0.x")] => "t.pica:2:11: error: missing closing bracket";
    bad_index_register: [in_main("mov r0, c0[a3+1]")] => "t.pica:2:12: error: invalid index register `a3` (expected a0.x, a0.y or aL)";
    bad_offset: [in_main("mov r0, c0[a0.x+z]")] => "t.pica:2:12: error: `[a0.x+z]` is read as `[a0.x]`, as picasso does; write `[a0.x]`";
    bracket_text: [in_main("mov r0, c0[foo]")] => "t.pica:2:12: error: `[foo]` is read as `[0]`, as picasso does; write `[0]`";
    offset_leaves_bank: [in_main("mov r0, r15[1]")] => "t.pica:2:9: error: `r15[1]` is read as c0, as picasso does (offsets run on into the next bank); write c0";
    negative_offset_leaves_bank: [in_main("mov r0, c8[a0.x-9]")] => "t.pica:2:12: error: `[a0.x-9]` is read as `[0]`, as picasso does; write `[0]` (to mean offset -9, write the register 9 lower)";
    relative_on_temp: [in_main("mov r0, r1[a0.x]")] => "t.pica:2:9: error: relative addressing is only possible on c registers";
    trailing_operand_text: [in_main("mov r0, r1.x+")] => "t.pica:2:12: error: invalid swizzle `x+`: `+` is not a component";
    junk_after_operand: [in_main("mov r0, r1)")] => "t.pica:2:11: error: unexpected `)` after the operand";
    read_output: [in_main("mov r0, o1")] => "t.pica:2:9: error: output register o1 is read as v1, as picasso does; write v1";
    read_bool: [in_main("mov r0, b1")] => "t.pica:2:9: error: b1 can only be used by flow-control instructions";
    write_input: [in_main("mov v0, r1")] => "t.pica:2:5: error: input register v0 is written as o0, as picasso does; write o0";
    write_uniform: [in_main("mov c0, r1")] => "t.pica:2:5: error: c0 cannot be written";
    negated_destination: [in_main("mov -r0, r1")] => "t.pica:2:5: error: a destination cannot be negated; picasso ignores the `-`, remove it";
    geometry_output_range: [".gsh\n.proc main\nmov o7, r0\nend\n.end\n"] => "t.pica:3:5: error: geometry shaders only have o0–o6, not o7";
    // ---- operand rules ----
    wide_src2: [in_main("add r0, r1, c0")] => "t.pica:2:13: error: source 2 of `add` must be a v or r register; only dph, dst, sge and slt take c there (swap the operands?)";
    two_uniforms: [in_main("dph r0, c1, c2")] => "t.pica:2:13: error: source 2 of `dph` must be a v or r register";
    two_inputs: [in_main("add r0, v0, v1")] => "t.pica:2:5: error: an instruction cannot read two different input registers (v0–v15)";
    two_inputs_cmp: [in_main("cmp v0, eq, eq, v1")] => "t.pica:2:5: error: `cmp` reads two different input registers (v0–v15): picasso assembles it unchecked; the hardware reads only one input register per instruction";
    two_inputs_mad: [in_main("mad r0, v0, r1, v2")] => "t.pica:2:5: error: an instruction cannot read two different input registers (v0–v15)";
    cmp_operator: [in_main("cmp r0, xx, eq, r1")] => "t.pica:2:9: error: invalid comparison `xx` (expected eq, ne, lt, le, gt or ge)";
    cmp_wide_src2: [in_main("cmp r0, eq, eq, c1")] => "t.pica:2:17: error: source 2 of `cmp` must be a v or r register";
    mad_src1: [in_main("mad r0, c1, r1, r2")] => "t.pica:2:9: error: source 1 of `mad` must be a v or r register";
    mad_two_uniforms: [in_main("mad r0, r1, c1, c2")] => "t.pica:2:17: error: when source 2 is a c register, source 3 of `mad` must be a v or r register";
    mova_target: [in_main("mova a0.z, r0")] => "t.pica:2:6: error: invalid `mova` destination `a0.z` (expected a0.x, a0.y or a0.xy)";
    descriptor_table_full: [in_main(&descriptors(129))] => "t.pica:130:1: error: too many operand descriptors (the table holds 128)";
    // ---- flow control ----
    setemit_vertex: [in_main("setemit 3")] => "t.pica:2:9: error: invalid vertex id `3` (expected 0, 1 or 2)";
    setemit_flag: [in_main("setemit 0, prim foo")] => "t.pica:2:17: error: unknown `setemit` flag `foo` (expected prim or inv); picasso ignores it";
    setemit_args: [in_main("setemit")] => "t.pica:2:1: error: `setemit` takes a vertex number and optional flags";
    bad_condition: [in_main("ifc cmp.z\n.end")] => "t.pica:2:5: error: invalid condition `cmp.z` (expected cmp.x or cmp.y, optionally negated with !)";
    same_flag_twice: [in_main("breakc cmp.x && !cmp.x")] => "t.pica:2:8: error: the same condition flag is tested twice";
    ifu_negated: [in_main("ifu !b0\n.end")] => "t.pica:2:5: error: `ifu` cannot invert its condition";
    callu_negated: [in_main("callu !b0, main")] => "t.pica:2:7: error: `callu` cannot invert its condition";
    ifu_int: [in_main("ifu i0\n.end")] => "t.pica:2:5: error: expected a bool uniform (b0–b15), found i0";
    for_bool: [in_main("for b0\n.end")] => "t.pica:2:5: error: expected an integer uniform (i0–i3), found b0";
    flow_swizzle: [in_main("ifu b0.x\n.end")] => "t.pica:2:5: error: flow-control registers take no swizzle or negation";
    call_name: [in_main("call 1x")] => "t.pica:2:6: error: invalid procedure name `1x`";
    jump_name: [in_main("jmpc cmp.x, 1x")] => "t.pica:2:13: error: invalid label name `1x`";
    undefined_label: [in_main("jmpu b0, nowhere")] => "t.pica:2:10: error: label `nowhere` is not defined in this file";
    label_in_other_file: [".proc main\nhere:\nend\n.end\n", ".proc other\njmpu b0, here\n.end\n"] => "u.pica:2:10: error: label `here` is not defined in this file";
    undefined_proc: [in_main("call nowhere")] => "t.pica:2:6: error: procedure `nowhere` is not defined";
    undefined_entry: [".entry start\n.proc main\nend\n.end\n"] => "t.pica:1:8: error: entry point `start` is not defined";
    missing_main: [".out - pos\n.proc other\nend\n.end\n"] => "t.pica: error: entry point `main` is not defined";
    long_call: [format!("{}\n.proc long\n{}\n.end\n", in_main("call long"), repeat("mov r0, r1", 256))] => "t.pica:2:6: error: procedure `long` is 256 words long; calls can only cover 255";
    long_else: [in_main(&format!("ifu b0\nnop\n.else\n{}\n.end", repeat("mov r0, r1", 256)))] => "t.pica:261:1: error: the `.else` part is 256 words long; the instruction can only skip 255 (picasso lets the count run into the next field)";
    too_much_code: [in_main(&repeat("mov r0, r1", 512))] => "t.pica: error: the program is 513 words long; shader code memory holds 512";
    // ---- blocks ----
    nested_proc: [".proc main\n.proc inner\n.end\n.end\n"] => "t.pica:2:1: error: `.proc` inside another procedure; procedures cannot nest (picasso places it inside the enclosing code)";
    proc_in_block: [in_main("ifu b0\n.proc x\n.end\n.end")] => "t.pica:3:1: error: `.proc` inside a block; procedures cannot nest (picasso places it inside the enclosing code)";
    proc_name: [".proc 9\n.end\n"] => "t.pica:1:7: error: invalid procedure name `9`";
    duplicate_proc: [format!("{}{}", in_main("nop"), in_main("nop"))] => "t.pica:5:7: error: procedure `main` is already defined";
    stray_end: [".end\n"] => "t.pica:1:1: error: `.end` without an open block";
    stray_else: [in_main(".else")] => "t.pica:2:1: error: `.else` outside of an `ifu`/`ifc` block";
    second_else: [in_main("ifu b0\nnop\n.else\nnop\n.else\nnop\n.end")] => "t.pica:6:1: error: second `.else` in the same block";
    unclosed: [".proc main\nifu b0\nnop\n"] => "t.pica:2:1: error: `if` block is never closed with `.end`";
    unclosed_proc: [".proc main\nnop\n"] => "t.pica:1:7: error: procedure is never closed with `.end`";
    empty_proc: [".proc main\n.end\n"] => "t.pica:2:1: error: empty procedure: picasso leaves it empty (no padding NOP, as no code precedes it); give it an instruction";
    nesting_limit: [in_main(&format!("{}\n{}", repeat("ifu b0", 32), repeat(".end", 32)))] => "t.pica:33:1: error: too many nested blocks (limit 32)";
    end_args: [in_main("ifu b0\nnop\n.end x")] => "t.pica:4:6: error: unexpected `x`";
    // ---- names ----
    entry_name: [".entry 1x\n"] => "t.pica:1:8: error: invalid procedure name `1x`";
    alias_register_name: [".alias c5 r0\n"] => "t.pica:1:8: error: `c5` looks like a register and cannot be an alias";
    alias_name: [".alias 5x r0\n"] => "t.pica:1:8: error: invalid alias name `5x`";
    alias_twice: [".alias a r0\n.alias a r1\n"] => "t.pica:2:8: error: `a` is already defined";
    alias_relative: [".alias a c0[a0.x]\n"] => "t.pica:1:10: error: an alias cannot hold relative addressing";
    alias_args: [".alias a\n"] => "t.pica:1:1: error: `.alias` needs 2 arguments";
    // ---- uniforms ----
    uniform_bracket: [".fvec a[2\n"] => "t.pica:1:7: error: missing closing bracket";
    uniform_size: [".fvec a[0]\n"] => "t.pica:1:9: error: invalid uniform size `0`";
    uniform_tail: [".fvec a[2]x\n"] => "t.pica:1:11: error: unexpected `x`";
    uniform_name: [".fvec 2a\n"] => "t.pica:1:7: error: invalid uniform name `2a`";
    uniform_twice: [".fvec a\n.fvec a\n"] => "t.pica:2:7: error: `a` is already defined";
    uniform_type_mismatch: [".fvec a\n", ".ivec a\n"] => "u.pica:1:7: error: uniform `a` was declared with another type";
    uniform_size_mismatch: [".fvec a[2]\n", ".fvec a[3]\n"] => "u.pica:1:7: error: uniform `a` was declared with size 2";
    uniform_space: [".fvec a[90]\n.fvec b[7]\n"] => "t.pica:2:7: error: not enough uniform registers for `b[7]`";
    uniform_meets_constant: [".constf k(1, 1, 1, 1)\n.fvec a[96]\n"] => "t.pica:2:7: error: not enough uniform registers for `a[96]`";
    uniform_count: [(0..97).map(|i| format!(".bool _u{i}\n")).collect::<String>()] => "t.pica:17:7: error: not enough uniform registers for `_u16`";
    uniform_empty: [".fvec\n"] => "t.pica:1:1: error: `.fvec` needs at least one name; picasso declares nothing (but gives the file a DVLE)";
    // ---- constants ----
    const_syntax: [".constf k 1, 2, 3, 4\n"] => "t.pica:1:9: error: expected `name(x, y, z, w)`";
    const_three: [".constf k(1, 2, 3)\n"] => "t.pica:1:10: error: expected four values `(x, y, z, w)`";
    const_tail: [".constf k(1, 2, 3, 4) x\n"] => "t.pica:1:23: error: `x` after `)` is ignored, as picasso does; remove it";
    const_paren: [".constf k(1, 2, 3, 4\n"] => "t.pica:1:9: error: missing `)`";
    float_expression: [".constf k(1.0/128.0, 0, 0, 0)\n"] => "t.pica:1:11: error: `1.0/128.0`: expressions are not supported; it is read as 1.0, as picasso does; write the value";
    float_exponent: [".constf k(1e, 0, 0, 0)\n"] => "t.pica:1:11: error: `1e`: expressions are not supported; it is read as 1.0, as picasso does; write the value";
    float_word: [".constf k(abc, 0, 0, 0)\n"] => "t.pica:1:11: error: `abc` is not a number and is read as 0.0, as picasso does; write a number";
    int_range: [".consti k(300, 0, 0, 0)\n"] => "t.pica:1:11: error: `300` does not fit in a byte (-128..255); picasso keeps the low byte, 44; write 44";
    int_word: [".consti k(x, 0, 0, 0)\n"] => "t.pica:1:11: error: `x` is not a decimal integer; picasso reads it as 0 (the leading decimal number, low byte); write 0";
    const_name_twice: [".fvec k\n.constf k(1, 1, 1, 1)\n"] => "t.pica:2:9: error: `k` is already defined";
    const_space: [".fvec a[96]\n.constf k(1, 1, 1, 1)\n"] => "t.pica:2:9: error: no register left for constant `k`";
    int_const_space: [".consti a(1, 1, 1, 1)\n.consti b(1, 1, 1, 1)\n.consti c(1, 1, 1, 1)\n.consti d(1, 1, 1, 1)\n.consti e(1, 1, 1, 1)\n"] => "t.pica:5:9: error: no register left for constant `e`";
    too_many_constants: [(0..97).map(|i| format!(".setf c{}(0, 0, 0, 0)\n", i % 96)).collect::<String>()] => "t.pica:97:1: error: too many constants in one DVLE (limit 96)";
    constfa_bracket: [".constfa a\n"] => "t.pica:1:10: error: expected `.constfa name[]` or `.constfa name[N]`";
    constfa_close: [".constfa a[2\n"] => "t.pica:1:10: error: missing closing bracket";
    constfa_size: [".constfa a[x]\n"] => "t.pica:1:12: error: invalid array size `x`";
    constfa_tail: [".constfa a[] b\n"] => "t.pica:1:14: error: unexpected `b`";
    constfa_name: [".constfa 1a[]\n"] => "t.pica:1:10: error: invalid array name `1a`";
    constfa_overflow: [".constfa a[1]\n.constfa (1, 1, 1, 1)\n.constfa (2, 2, 2, 2)\n.end\n"] => "t.pica:3:1: error: too many elements in array `a` (declared with 1)";
    constfa_element: [".constfa a[]\n.constfa 1, 1, 1, 1\n.end\n"] => "t.pica:2:10: error: expected `(x, y, z, w)`";
    constfa_empty: [".constfa a[]\n.end\n"] => "t.pica:2:1: error: array `a` has no elements";
    constfa_name_taken: [".fvec a\n.constfa a[]\n.constfa (1, 1, 1, 1)\n.end\n"] => "t.pica:4:1: error: `a` is already defined";
    constfa_space: [".fvec u[95]\n.constfa a[2]\n.end\n"] => "t.pica:3:1: error: not enough registers for constant array `a`";
    setf_bank: [".setf r0(1, 1, 1, 1)\n"] => "t.pica:1:7: error: expected a float uniform (c0–c95), found `r0`";
    seti_bank: [".seti c0(1, 1, 1, 1)\n"] => "t.pica:1:7: error: expected an integer uniform (i0–i3), found `c0`";
    setb_bank: [".setb c0 true\n"] => "t.pica:1:7: error: expected a bool uniform (b0–b15), found `c0`";
    setb_value: [".setb b0 yes\n"] => "t.pica:1:10: error: invalid bool value `yes` (expected true/false, on/off, 1/0)";
    // ---- inputs and outputs ----
    input_register: [".in x o3\n"] => "t.pica:1:7: error: o3 is read as v3, as picasso does; write v3";
    input_twice: [".in x v2\n.in y v2\n"] => "t.pica:2:7: error: v2 is already declared as an input; picasso lists it again under the new name";
    input_full: [(0..17).map(|i| format!(".in x{i}\n")).collect::<String>()] => "t.pica:17:5: error: too many inputs (v0–v15 are all taken)";
    input_name: [".in 1x\n"] => "t.pica:1:5: error: invalid input name `1x`";
    output_semantic: [".out x colour\n"] => "t.pica:1:8: error: unknown output semantic `colour`";
    output_mask_twice: [".out x color.xy o1.zw\n"] => "t.pica:1:14: error: the mask goes on the register when one is given";
    output_register: [".out - pos v3\n"] => "t.pica:1:12: error: v3 is read as o3, as picasso does; write o3";
    output_overlap: [".out - color o1.xy\n.out - texcoord0 o1.yz\n"] => "t.pica:2:18: error: this output overlaps components of an earlier output";
    output_dummy_only: [".out - color o7\n"] => "t.pica:1:14: error: o7 can only be a dummy output";
    output_gs_range: [".gsh point c0\n.out - dummy o7\n"] => "t.pica:2:14: error: geometry shaders only have o0–o6, not o7";
    output_auto_full: [(0..8).map(|_| ".out - color\n").collect::<String>()] => "t.pica:8:8: error: o7 can only be a dummy output";
    output_count: [(0..17).map(|i| format!(".out - dummy o{}.{}\n", i / 4, ["x", "y", "z", "w"][i % 4])).collect::<String>()] => "t.pica:17:1: error: too many outputs (limit 16)";
    output_args: [".out x\n"] => "t.pica:1:1: error: `.out` needs 2 arguments";
    // ---- geometry shaders ----
    gsh_bare_after_mode: [".gsh point c0\n.gsh\n"] => "t.pica:2:1: error: `.gsh` without a mode after `.gsh` with one";
    gsh_twice: [".gsh point c0\n.gsh point c1\n"] => "t.pica:2:1: error: `.gsh` was already used";
    gsh_late: [".fvec a\n.gsh point c4\n"] => "t.pica:2:1: error: `.gsh` must come before any constant, uniform, input or output";
    gsh_mode: [".gsh line c0\n"] => "t.pica:1:6: error: invalid geometry shader mode `line` (point, variable or fixed)";
    gsh_args: [".gsh fixed c4 3\n"] => "t.pica:1:1: error: expected `.gsh fixed cN cM n`";
    gsh_count: [".gsh variable c4 300\n"] => "t.pica:1:18: error: invalid vertex count `300` (0..255)";
    gsh_array_overlap: [".gsh fixed c4 c4 3\n"] => "t.pica:1:15: error: the vertex array must lie below the first free uniform register";
    gsh_register: [".gsh point r0\n"] => "t.pica:1:12: error: expected a float uniform register (c0–c95), found `r0`";
    // ---- extensions ----
    word_outside: [".word 0x84000000\n"] => "t.pica:1:1: error: `.word` outside of a `.proc` block";
    word_value: [in_main(".word 12")] => "t.pica:2:7: error: expected `.word 0xXXXXXXXX`";
    file_name: [".file\n"] => "t.pica:1:1: error: expected `.file NAME`";
    opdesc_syntax: [".opdesc\n"] => "t.pica:1:1: error: expected `.opdesc 0xLOW[, 0xHIGH]`";
    opdesc_value: [".opdesc 12\n"] => "t.pica:1:9: error: expected a hexadecimal word, found `12`";
    opdesc_full: [(0..129).map(|i| format!(".opdesc 0x{i:x}\n")).collect::<String>()] => "t.pica:129:1: error: too many operand descriptors (the table holds 128)";
    entryat_value: [".entryat 0 x\n"] => "t.pica:1:12: error: invalid word position `x`";
    entryat_range: [".entryat 0 9\n.proc main\nend\n.end\n"] => "t.pica:1:10: error: entry range 0..9 is outside the 1 words of code";
    inmask_value: [".inmask 0x10000\n"] => "t.pica:1:9: error: expected a 16-bit hexadecimal mask, found `0x10000`";
    nodvle_args: [".nodvle x\n"] => "t.pica:1:9: error: unexpected `x`";
    // ---- whole program ----
    no_dvle: [".alias a r0\n"] => "t.pica: error: no DVLE can be generated: no file declares or emits anything";
}

#[test]
fn every_error_in_one_run() {
    let text = in_main("mov r0, q1\nadd r0, r1, c0\nfrob\njmpu b0, nowhere");
    let d = assemble(
        &[Source {
            name: "t.pica",
            text: &text,
        }],
        Options::default(),
    )
    .unwrap_err();
    let lines: Vec<String> = d
        .errors()
        .map(|e| e.to_string().lines().next().unwrap().to_string())
        .collect();
    assert_eq!(lines.len(), 4, "{lines:#?}");
    assert!(lines[0].starts_with("t.pica:2:9: error:"));
    assert!(lines[1].starts_with("t.pica:3:13: error:"));
    assert!(lines[2].starts_with("t.pica:4:1: error:"));
    assert!(lines[3].starts_with("t.pica:5:10: error:"));
}

#[test]
fn source_line_and_caret() {
    let text = ".proc main\n\tmov r0,  qq1.x\n.end\n";
    let d = assemble(
        &[Source {
            name: "t.pica",
            text,
        }],
        Options::default(),
    )
    .unwrap_err();
    assert_eq!(
        d.to_string(),
        "t.pica:2:11: error: unknown register or name `qq1`\n\tmov r0,  qq1.x\n\t         ^^^"
    );
}

#[test]
fn warnings() {
    let text = ".fvec unusedUniform\n.alias spare r3\n.out - color o0.yx\n.proc main\nmov r1.yx, r0\nmov o0, r1\n.end\n";
    let a = assemble(
        &[Source {
            name: "t.pica",
            text,
        }],
        Options::default(),
    )
    .unwrap();
    let w: Vec<String> = a
        .diagnostics
        .warnings()
        .map(|w| w.to_string().lines().next().unwrap().to_string())
        .collect();
    assert_eq!(
        w,
        [
            "t.pica:3:14: warning: arbitrary swizzling has no effect for output mask",
            "t.pica:5:5: warning: arbitrary swizzling has no effect for destination mask",
            "t.pica:2:8: warning: alias `spare` is never used",
            "t.pica:4:7: warning: entry point `main` contains no `end` instruction",
            "t.pica:1:7: warning: uniform `unusedUniform` is never used",
        ]
    );
    // R1 is r1 (0x11), not v1 as picasso would read it.
    assert_eq!(a.model().dvlp.code[0] >> 21 & 0x1F, 0x11);
    // Warnings never block output: the bytes are those of the lower-case program.
    let lower = text.replace("R1", "r1");
    let b = assemble(
        &[Source {
            name: "t.pica",
            text: &lower,
        }],
        Options::default(),
    )
    .unwrap();
    assert_eq!(a.to_bytes(), b.to_bytes());
}

#[test]
fn float_warning_for_special_values() {
    let text = ".constf k(1e30, 0, 0, 0)\n.proc main\nend\n.end\n";
    let a = assemble(
        &[Source {
            name: "t.pica",
            text,
        }],
        Options::default(),
    )
    .unwrap();
    assert!(a.diagnostics.to_string().contains(
        "t.pica:1:11: warning: `1e30` is not a finite float24 number (encoded as 0x7f0000)"
    ));
}

#[test]
fn mad_descriptor_space() {
    // 33 MADs with distinct descriptors: entries 0..31 are all used by MADs, the 33rd
    // would need a 33rd entry below 32.
    let l = ['x', 'y', 'z', 'w'];
    let body: String = (0..33)
        .map(|i| {
            format!(
                "mad r0, r1.{}{}{}x, r2, r3\n",
                l[i % 4],
                l[i / 4 % 4],
                l[i / 16 % 4]
            )
        })
        .collect();
    assert_eq!(
        first_error(&[&in_main(&body)]),
        "t.pica:34:1: error: no operand descriptor below 32 is left for `mad`"
    );
}

#[test]
fn uniforms_per_dvle() {
    // 80 float and 16 bool uniforms fill the DVLE's 96 uniform entries.
    let floats: String = (0..80).map(|i| format!(".fvec f{i}\n")).collect();
    let bools: String = (0..16).map(|i| format!(".bool b{i}x\n")).collect();
    let text = format!("{floats}{bools}.in x\n");
    assert_eq!(
        first_error(&[&text]),
        "t.pica:97:5: error: too many uniforms in one DVLE"
    );
}

#[test]
fn automatic_output_registers_run_out() {
    let text: String = (0..17).map(|_| ".out - dummy\n").collect();
    assert_eq!(
        first_error(&[&text]),
        "t.pica:17:8: error: too many outputs"
    );
}

#[test]
fn uniforms_per_dvle_with_inputs() {
    let inputs: String = (0..16).map(|i| format!(".in x{i}\n")).collect();
    let floats: String = (0..81).map(|i| format!(".fvec f{i}\n")).collect();
    let text = format!("{inputs}{floats}");
    assert_eq!(
        first_error(&[&text]),
        "t.pica:97:7: error: too many uniforms in one DVLE"
    );
}

fn all_messages(text: &str) -> Vec<String> {
    let d = match assemble(
        &[Source {
            name: "t.pica",
            text,
        }],
        Options::default(),
    ) {
        Ok(a) => a.diagnostics,
        Err(d) => d,
    };
    d.0.iter()
        .map(|m| m.to_string().lines().next().unwrap().to_string())
        .collect()
}

#[test]
fn unclosed_entry_is_reported_once() {
    assert_eq!(
        all_messages(".proc main\nnop\nend\n"),
        ["t.pica:1:7: error: procedure is never closed with `.end`"]
    );
    assert_eq!(
        all_messages(".proc f\nnop\n.proc main\ncall f\nend\n"),
        [
            "t.pica:3:1: error: `.proc` inside another procedure; procedures cannot nest (picasso places it inside the enclosing code)",
            "t.pica:1:7: error: procedure is never closed with `.end`",
        ]
    );
}

#[test]
fn alias_on_a_failing_line_counts_as_used() {
    assert_eq!(
        all_messages(".alias n r3\n.proc main\nmov foo, n\nend\n.end\n"),
        ["t.pica:3:5: error: unknown register or name `foo`"]
    );
}

/// The code of the first error (a caller such as the GLSL compiler acts on it).
fn first_code(text: &str) -> Option<Code> {
    let src = [Source {
        name: "t.pica",
        text,
    }];
    match assemble(&src, Options::default()) {
        Ok(_) => panic!("assembled without error:\n{text}"),
        Err(d) => d.errors().next().unwrap().code,
    }
}

#[test]
fn a_full_descriptor_table_has_its_code() {
    assert_eq!(
        first_code(&in_main(&descriptors(129))),
        Some(Code::DescriptorTableFull)
    );
    let opdesc: String = (0..129).map(|i| format!(".opdesc 0x{i:x}\n")).collect();
    assert_eq!(first_code(&opdesc), Some(Code::DescriptorTableFull));
    let l = ['x', 'y', 'z', 'w'];
    let mads: String = (0..33)
        .map(|i| {
            format!(
                "mad r0, r1.{}{}{}x, r2, r3\n",
                l[i % 4],
                l[i / 4 % 4],
                l[i / 16 % 4]
            )
        })
        .collect();
    assert_eq!(first_code(&in_main(&mads)), Some(Code::DescriptorTableFull));
    // Other errors have none.
    assert_eq!(first_code(&in_main("mov r0, q1")), None);
}
