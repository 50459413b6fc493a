//! The shader simulator on hand-written programs for each opcode's corner cases and
//! on shaders of the repository's corpus, with results derived from the ISA
//! documentation (3dbrew "GPU/Shader Instruction Set").

use gpubin_pica::asm::{self, Options as AsmOptions, Source};
use gpubin_pica::shbin::Shbin;
use gpubin_pica::sim::{self, arith, bindings, Options, Outcome, Setup, SimError};

const INF: f32 = f32::INFINITY;

fn assemble(files: &[(&str, &str)]) -> Shbin {
    let sources: Vec<Source<'_>> = files
        .iter()
        .map(|(name, text)| Source { name, text })
        .collect();
    match asm::assemble(&sources, AsmOptions::default()) {
        Ok(a) => a.into_shbin(),
        Err(d) => panic!("{d}"),
    }
}

fn run_with(text: &str, f: impl FnOnce(&mut Setup)) -> Result<Outcome, SimError> {
    let shbin = assemble(&[("t.v.pica", text)]);
    let mut setup = Setup::new(&shbin, 0).unwrap();
    f(&mut setup);
    sim::run(&shbin, 0, &setup, &Options::default())
}

fn run(text: &str, f: impl FnOnce(&mut Setup)) -> Outcome {
    run_with(text, f).unwrap_or_else(|e| panic!("{e}"))
}

/// A program `main` with the body, `end` appended.
fn prog(decls: &str, body: &str) -> String {
    format!("{decls}\n.proc main\n{body}\n\tend\n.end\n")
}

fn bits(v: [f32; 4]) -> [u32; 4] {
    v.map(arith::to_bits)
}

#[test]
fn add_mul_and_masks() {
    let t = prog(
        ".fvec a, b",
        "add o0, c0, v0\n mul o1.xz, c0, v0\n mov o2, -c0.wzyx\n mul o3, c0.xxxx, -v0.y",
    );
    let o = run(&t, |s| {
        s.float_uniforms[0] = [1.0, 2.0, 3.0, 4.0];
        s.inputs[0] = [0.5, -2.0, 10.0, 0.25];
    });
    assert_eq!(o.outputs[0], [1.5, 0.0, 13.0, 4.25]);
    assert_eq!(o.outputs[1], [0.5, 0.0, 30.0, 0.0]);
    assert_eq!(o.outputs[2], [-4.0, -3.0, -2.0, -1.0]);
    assert_eq!(o.outputs[3], [2.0; 4]);
    assert_eq!(o.written, 0b1111);
}

#[test]
fn zero_times_inf_or_nan_is_zero_in_mul_dp_mad() {
    // 3dbrew "Floating-Point Behavior": inf/NaN * 0 = 0, "including inside MUL,
    // MAD, DP4".
    let t = prog(
        ".fvec a, b, c",
        "mul o0, c0, v0\n dp4 o1, c0, v0\n dp3 o2, c0, v0\n mad o3, r0, v0, c2\n mov r0, c0\n mad o4, r0, v0, c2",
    );
    let o = run(&t, |s| {
        s.float_uniforms[0] = [0.0, 0.0, 2.0, 0.0];
        s.inputs[0] = [INF, f32::NAN, 3.0, -INF];
        s.float_uniforms[2] = [1.0, 1.0, 1.0, 1.0];
    });
    assert_eq!(o.outputs[0], [0.0, 0.0, 6.0, 0.0]);
    assert_eq!(o.outputs[1], [6.0; 4]);
    assert_eq!(o.outputs[2], [6.0; 4]);
    // r0 was still zero at the first mad: 0 * inf + 1.
    assert_eq!(o.outputs[3], [1.0; 4]);
    assert_eq!(o.outputs[4], [1.0, 1.0, 7.0, 1.0]);
}

#[test]
fn inf_minus_inf_and_negative_zero() {
    let t = prog(
        ".fvec a",
        "add o0, c0, -v0.yxzw\n rcp r0, -c0.x\n rsq o1, r0",
    );
    let o = run(&t, |s| {
        s.float_uniforms[0] = [INF, INF, 0.0, 0.0];
        s.inputs[0] = [INF, INF, 0.0, 0.0];
    });
    assert!(o.outputs[0][0].is_nan());
    // rsq(rcp(-inf)) = +inf: there is no negative zero.
    assert_eq!(o.outputs[1], [INF; 4]);
}

#[test]
fn dp3_dp4_dph_dst() {
    let t = prog(
        ".fvec a, b",
        "dp3 o0, c0, v0\n dp4 o1, c0, v0\n dph o2, c0, v0\n dst o3, c0, v0\n dph o4, r1, c1\n mov r1, c0\n dph o5, r1, c1",
    );
    let o = run(&t, |s| {
        s.float_uniforms[0] = [1.0, 2.0, 3.0, 100.0];
        s.float_uniforms[1] = [4.0, 5.0, 6.0, 0.5];
        s.inputs[0] = [4.0, 5.0, 6.0, 0.5];
    });
    assert_eq!(o.outputs[0], [32.0; 4]);
    assert_eq!(o.outputs[1], [82.0; 4]);
    // dph: src1.w counts as 1.
    assert_eq!(o.outputs[2], [32.5; 4]);
    // dst = (1, a.y*b.y, a.z, b.w).
    assert_eq!(o.outputs[3], [1.0, 10.0, 3.0, 0.5]);
    // dphi (src1 narrow, src2 a c register): r1 = 0 first, then c0.
    assert_eq!(o.outputs[4], [0.5; 4]);
    assert_eq!(o.outputs[5], [32.5; 4]);
}

#[test]
fn sge_slt_and_the_inverted_forms_with_nan() {
    let t = prog(
        ".fvec a, b",
        "sge o0, c0, v0\n slt o1, c0, v0\n mov r0, c0\n sge o2, r0, c1\n slt o3, r0, c1",
    );
    let o = run(&t, |s| {
        s.float_uniforms[0] = [1.0, 2.0, f32::NAN, 0.0];
        s.float_uniforms[1] = [1.0, 3.0, 0.0, f32::NAN];
        s.inputs[0] = [1.0, 3.0, 0.0, f32::NAN];
    });
    assert_eq!(o.outputs[0], [1.0, 0.0, 0.0, 0.0]);
    assert_eq!(o.outputs[1], [0.0, 1.0, 0.0, 0.0]);
    assert_eq!(o.outputs[2], o.outputs[0]);
    assert_eq!(o.outputs[3], o.outputs[1]);
}

#[test]
fn min_max_with_nan_and_subnormals() {
    // 3dbrew: max(0, NaN) = NaN, max(NaN, 0) = 0, min likewise; max(s, 0) = s.
    let t = prog(
        ".fvec a, b",
        "max o0, c0, v0\n min o1, c0, v0\n mul o2, c0, v0",
    );
    let o = run(&t, |s| {
        s.float_uniforms[0] = [0.0, f32::NAN, arith::from_bits(0x00_FFFF), -INF];
        s.inputs[0] = [f32::NAN, 0.0, 0.0, INF];
    });
    assert!(o.outputs[0][0].is_nan());
    assert_eq!(o.outputs[0][1], 0.0);
    assert_eq!(arith::to_bits(o.outputs[0][2]), 0x00_FFFF);
    assert_eq!(o.outputs[0][3], INF);
    assert!(o.outputs[1][0].is_nan());
    assert_eq!(o.outputs[1][1], 0.0);
    assert_eq!(o.outputs[1][3], -INF);
    // The subnormal is flushed by mul: s * 0 = 0 and no NaN from 0 * inf.
    assert_eq!(o.outputs[2][2], 0.0);
}

#[test]
fn one_source_functions() {
    let t = prog(
        ".fvec a",
        "rcp o0, c0.x\n rsq o1, c0.y\n ex2 o2, c0.z\n lg2 o3, c0.w\n flr o4, -c0\n rcp o5.y, c0.y",
    );
    let o = run(&t, |s| s.float_uniforms[0] = [3.0, 4.0, -1.5, 8.0]);
    // 1/3 cut to 16 mantissa bits.
    assert_eq!(arith::to_bits(o.outputs[0][0]), 0x3D_5555);
    assert_eq!(o.outputs[0][1], o.outputs[0][0]);
    assert_eq!(o.outputs[1], [0.5; 4]);
    // 2^-1.5 = 0.35355339… = 2^-2 * 1.41421356…: mantissa 0x6A09 after the cut.
    assert_eq!(arith::to_bits(o.outputs[2][0]), 0x3D_6A09);
    assert_eq!(o.outputs[3], [3.0; 4]);
    assert_eq!(o.outputs[4], [-3.0, -4.0, 1.0, -8.0]);
    assert_eq!(o.outputs[5], [0.0, 0.25, 0.0, 0.0]);
    // Hardware table: rcp(0) = +inf, rsq(-2) = NaN, lg2(0) = -inf.
    let t = prog(
        ".fvec a",
        "rcp o0, c0.x\n rsq o1, c0.y\n lg2 o2, c0.x\n ex2 o3, c0.z",
    );
    let o = run(&t, |s| s.float_uniforms[0] = [0.0, -2.0, -INF, 0.0]);
    assert_eq!(o.outputs[0], [INF; 4]);
    assert!(o.outputs[1][0].is_nan());
    assert_eq!(o.outputs[2], [-INF; 4]);
    assert_eq!(o.outputs[3], [0.0; 4]);
}

#[test]
fn litp() {
    let t = prog(
        ".fvec a",
        "litp o0, c0\n ifc cmp.x && !cmp.y\n mov o1, c0\n .end",
    );
    let o = run(&t, |s| s.float_uniforms[0] = [-2.0, 300.0, 5.0, 7.0]);
    assert_eq!(o.outputs[0], [0.0, 32767.0 / 256.0, 0.0, 7.0]);
    // cmp.x = src.x >= 0 is false, cmp.y true: the block does not run.
    assert_eq!(o.written, 1);
    let o = run(&t, |s| s.float_uniforms[0] = [2.0, -300.0, 5.0, -7.0]);
    assert_eq!(o.outputs[0], [2.0, -32767.0 / 256.0, 0.0, 0.0]);
    assert_eq!(o.outputs[1], [2.0, -300.0, 5.0, -7.0]);
}

#[test]
fn mova_truncates_and_relative_addressing() {
    let t = prog(
        ".fvec idx, table[4]",
        "mova a0.xy, c0\n mov o0, table[a0.x]\n mov o1, table[a0.y+1]\n mov r0, c0\n mova a0.x, r0.z\n mov o2, c1[a0.x]\n mova a0.x, c0.w\n mov o3, c1[a0.x]",
    );
    let o = run(&t, |s| {
        s.float_uniforms[0] = [2.9, -0.9, -1.7, 120.0];
        for k in 0..4 {
            s.float_uniforms[1 + k] = [k as f32; 4];
        }
    });
    // 2.9 -> 2, -0.9 -> 0 (truncation toward zero), -1.7 -> -1.
    assert_eq!(o.outputs[0], [2.0; 4]);
    assert_eq!(o.outputs[1], [1.0; 4]);
    // c1 - 1 = c0.
    // (The uniforms were cut to float24 on the way in.)
    assert_eq!(o.outputs[2], [2.9, -0.9, -1.7, 120.0].map(arith::quantize));
    assert_ne!(o.outputs[2][0], 2.9);
    // c1 + 120 = c121: wrapped to 7 bits it is past c95, read as (1, 1, 1, 1).
    assert_eq!(o.outputs[3], [1.0; 4]);
}

#[test]
fn relative_index_is_ignored_on_temporaries() {
    // 3dbrew, "Relative addressing": on v and r registers the address register
    // is ignored. picasso refuses to write it, so the word is built by hand from
    // `mov o0, r1` (format 1u, idx = 1 at bits 19-20).
    let mut shbin = assemble(&[("t.v.pica", &prog("", "mov o0, r1"))]);
    shbin.dvlp.code[0] |= 1 << 19;
    let setup = Setup::new(&shbin, 0).unwrap();
    let o = sim::run(&shbin, 0, &setup, &Options::default()).unwrap();
    assert_eq!(o.outputs[0], [0.0; 4]);
}

#[test]
fn cmp_and_conditional_flow() {
    let t = prog(
        ".fvec a, b",
        "\
 cmp c0, lt, ge, v0
 ifc cmp.x
   mov o0, c0
 .else
   mov o0, v0
 .end
 ifc cmp.x && cmp.y
   mov o1, c0
 .end
 callc !cmp.y, p
 jmpc cmp.x || cmp.y, skip
 mov o3, v0
skip:
 nop",
    );
    let text = format!("{t}.proc p\n mov o2, v0\n.end\n");
    // x: 1 < 2 holds; y: 5 >= 9 does not.
    let o = run(&text, |s| {
        s.float_uniforms[0] = [1.0, 5.0, 0.0, 0.0];
        s.inputs[0] = [2.0, 9.0, 0.0, 0.0];
    });
    assert_eq!(o.outputs[0], [1.0, 5.0, 0.0, 0.0]);
    assert_eq!(o.written & 0b10, 0);
    assert_eq!(o.outputs[2], [2.0, 9.0, 0.0, 0.0]);
    assert_eq!(o.written & 0b1000, 0);
    // x fails (3 < 2 does not hold), y holds (9 >= 9).
    let o = run(&text, |s| {
        s.float_uniforms[0] = [3.0, 9.0, 0.0, 0.0];
        s.inputs[0] = [2.0, 9.0, 0.0, 0.0];
    });
    assert_eq!(o.outputs[0], [2.0, 9.0, 0.0, 0.0]);
    assert_eq!(o.written, 0b0001);
}

#[test]
fn bool_uniforms_ifu_callu_jmpu() {
    let t = prog(
        ".fvec a\n.bool f, g",
        "\
 ifu f
   mov o0, c0
 .else
   mov o0, -c0
 .end
 callu g, p
 jmpu !g, out
 mov o2, c0
out:
 nop",
    );
    let text = format!("{t}.proc p\n mov o1, c0\n.end\n");
    let o = run(&text, |s| {
        s.float_uniforms[0] = [1.0; 4];
        s.bool_uniforms[0] = true;
    });
    assert_eq!(o.outputs[0], [1.0; 4]);
    assert_eq!(o.written, 0b001);
    let o = run(&text, |s| {
        s.float_uniforms[0] = [1.0; 4];
        s.bool_uniforms[1] = true;
    });
    assert_eq!(o.outputs[0], [-1.0; 4]);
    assert_eq!(o.written, 0b111);
}

#[test]
fn loops_count_with_al() {
    // LOOP: i.x + 1 passes, aL from i.y by i.z.
    let t = prog(
        ".fvec one, table[8]\n.ivec n",
        " for n\n   add r0, table[aL], r0\n   add r1, c0, r1\n .end\n mov o0, r0\n mov o1, r1",
    );
    let o = run(&t, |s| {
        s.float_uniforms[0] = [1.0; 4];
        for k in 0..8 {
            s.float_uniforms[1 + k] = [(1 << k) as f32; 4];
        }
        s.int_uniforms[0] = [2, 1, 2, 0];
    });
    // Passes read table[1], table[3], table[5]: 2 + 8 + 32.
    assert_eq!(o.outputs[0], [42.0; 4]);
    assert_eq!(o.outputs[1], [3.0; 4]);
    // A negative step (i.z = 0xFE = -2): table[6], table[4], table[2], table[0].
    let o = run(&t, |s| {
        s.float_uniforms[0] = [1.0; 4];
        for k in 0..8 {
            s.float_uniforms[1 + k] = [(1 << k) as f32; 4];
        }
        s.int_uniforms[0] = [3, 6, 0xFE, 0];
    });
    assert_eq!(o.outputs[0], [64.0 + 16.0 + 4.0 + 1.0; 4]);
}

#[test]
fn nested_loops_and_breakc() {
    let t = prog(
        ".fvec one, limit\n.ivec n, m",
        "\
 for n
   for m
     add r0, c0, r0
   .end
   add r1, c0, r1
   cmp r1, ge, ge, v0
   breakc cmp.x
 .end
 mov o0, r0
 mov o1, r1",
    );
    let o = run(&t, |s| {
        s.float_uniforms[0] = [1.0; 4];
        s.inputs[0] = [3.0; 4];
        s.int_uniforms[0] = [9, 0, 1, 0];
        s.int_uniforms[1] = [1, 0, 1, 0];
    });
    // The outer loop leaves after its third pass, each pass running the inner
    // body twice.
    assert_eq!(o.outputs[1], [3.0; 4]);
    assert_eq!(o.outputs[0], [6.0; 4]);
}

#[test]
fn break_outside_a_loop_is_an_error() {
    let mut shbin = assemble(&[("t.v.pica", &prog("", "nop"))]);
    shbin.dvlp.code[0] = 0x8000_0000; // BREAK
    let setup = Setup::new(&shbin, 0).unwrap();
    let e = sim::run(&shbin, 0, &setup, &Options::default()).unwrap_err();
    assert_eq!(e.pc, 0);
    assert!(e.kind.to_string().contains("break outside a loop"), "{e}");
}

#[test]
fn mad_and_madi() {
    let t = prog(
        ".fvec a, b",
        "mov r0, c0\n mov r1, c1\n mad o0, r0, c1, r1\n mad o1, r0, r1, c0\n mad o2.y, -r0, r0, r1",
    );
    let o = run(&t, |s| {
        s.float_uniforms[0] = [1.0, 2.0, 3.0, 4.0];
        s.float_uniforms[1] = [0.5, 0.5, -1.0, 2.0];
    });
    assert_eq!(o.outputs[0], [1.0, 1.5, -4.0, 10.0]);
    assert_eq!(o.outputs[1], [1.5, 3.0, 0.0, 12.0]);
    assert_eq!(o.outputs[2], [0.0, -3.5, 0.0, 0.0]);
}

#[test]
fn call_stack_depth() {
    // Four nested calls fit; a fifth overflows the 4-deep CALL stack.
    let procs = |depth: usize| {
        let mut s = String::new();
        for k in 0..depth {
            s.push_str(&format!(".proc p{k}\n add r0, c0, r0\n"));
            if k + 1 < depth {
                s.push_str(&format!(" call p{}\n", k + 1));
            }
            s.push_str(".end\n");
        }
        s
    };
    for (depth, ok) in [(4, true), (5, false)] {
        let text = format!(
            "{}{}",
            prog(".fvec one", " call p0\n mov o0, r0"),
            procs(depth)
        );
        let r = run_with(&text, |s| s.float_uniforms[0] = [1.0; 4]);
        match r {
            Ok(o) => {
                assert!(ok, "depth {depth} ran");
                assert_eq!(o.outputs[0], [depth as f32; 4]);
            }
            Err(e) => {
                assert!(!ok, "depth {depth}: {e}");
                assert!(e.kind.to_string().contains("CALL stack overflow"), "{e}");
            }
        }
    }
}

#[test]
fn if_stack_depth_and_ring_buffer() {
    let nest = |depth: usize| {
        let mut body = String::new();
        for _ in 0..depth {
            body.push_str(" ifu b0\n add r0, c0, r0\n");
        }
        for _ in 0..depth {
            body.push_str(" .end\n");
        }
        body.push_str(" mov o0, r0");
        prog(".fvec one\n.bool t", &body)
    };
    let o = run(&nest(8), |s| {
        s.float_uniforms[0] = [1.0; 4];
        s.bool_uniforms[0] = true;
    });
    assert_eq!(o.outputs[0], [8.0; 4]);
    let e = run_with(&nest(9), |s| {
        s.float_uniforms[0] = [1.0; 4];
        s.bool_uniforms[0] = true;
    })
    .unwrap_err();
    assert!(e.kind.to_string().contains("IF stack overflow"), "{e}");
    // On hardware the oldest entry is overwritten; nested blocks whose ends share
    // the same address pop one per instruction either way, so the non-strict run
    // still completes.
    let shbin = assemble(&[("t.v.pica", &nest(9))]);
    let mut setup = Setup::new(&shbin, 0).unwrap();
    setup.float_uniforms[0] = [1.0; 4];
    setup.bool_uniforms[0] = true;
    let options = Options {
        strict_stacks: false,
        ..Options::default()
    };
    let o = sim::run(&shbin, 0, &setup, &options).unwrap();
    assert_eq!(o.outputs[0], [9.0; 4]);
}

#[test]
fn endless_program_stops_at_the_budget() {
    let t = prog("", "top:\n add r0, r0, r0\n jmpu !b0, top");
    let shbin = assemble(&[("t.v.pica", &t)]);
    let setup = Setup::new(&shbin, 0).unwrap();
    let options = Options {
        budget: 1000,
        ..Options::default()
    };
    let e = sim::run(&shbin, 0, &setup, &options).unwrap_err();
    assert_eq!(e.steps, 1000);
    assert!(e.kind.to_string().contains("budget"), "{e}");
    assert!(e.pc <= 1);
}

#[test]
fn running_off_the_code_is_an_error() {
    let mut shbin = assemble(&[("t.v.pica", &prog("", "nop"))]);
    shbin.dvlp.code.pop(); // drop the END
    let setup = Setup::new(&shbin, 0).unwrap();
    let e = sim::run(&shbin, 0, &setup, &Options::default()).unwrap_err();
    assert_eq!(e.pc, 1);
    assert!(e.kind.to_string().contains("ran past the code"), "{e}");
}

#[test]
fn truncation_in_arithmetic() {
    // 1 + 2^-17 is below the last mantissa bit: cut back to 1. 1/3 * 3 is
    // 0.99998474 (0x3EFFFF), not 1.
    let t = prog(
        ".fvec a, b",
        "add o0, c0, v0\n rcp r0, v0.w\n mul o1, r0, v0.w",
    );
    let o = run(&t, |s| {
        s.float_uniforms[0] = [1.0; 4];
        s.inputs[0] = [1.0 / 131072.0, 0.0, 0.0, 3.0];
    });
    assert_eq!(o.outputs[0][0], 1.0);
    assert_eq!(arith::to_bits(o.outputs[1][0]), 0x3E_FFFF);
}

#[test]
fn trace_records_writes() {
    let t = prog(".fvec a", "mov r0, c0\n mov o0.y, r0");
    let shbin = assemble(&[("t.v.pica", &t)]);
    let mut setup = Setup::new(&shbin, 0).unwrap();
    setup.float_uniforms[0] = [1.0, 2.0, 3.0, 4.0];
    let options = Options {
        trace: true,
        ..Options::default()
    };
    let o = sim::run(&shbin, 0, &setup, &options).unwrap();
    assert_eq!(o.trace.len(), 3);
    assert_eq!(o.trace[1].writes[0].register, "o0.y");
    assert_eq!(o.trace[1].writes[0].value, [0.0, 2.0, 0.0, 0.0]);
    assert_eq!(o.trace[2].mnemonic, "end");
    assert_eq!(
        bindings::step_text(&o.trace[0]),
        format!(
            "0x000  {:08x}  mov      r0.xyzw = (1, 2, 3, 4)",
            o.trace[0].word
        )
    );
}

#[test]
fn geometry_shader_emits_triangles() {
    let g = "\
.gsh point c0
.out - position o0
.proc main
 mov o0, v0
 setemit 0
 emit
 mov o0, v1
 setemit 1
 emit
 mov o0, v2
 setemit 2, prim inv
 emit
 end
.end
";
    let shbin = assemble(&[("t.g.pica", g)]);
    let mut setup = Setup::new(&shbin, 0).unwrap();
    for k in 0..3 {
        setup.inputs[k] = [k as f32; 4];
    }
    let o = sim::run(&shbin, 0, &setup, &Options::default()).unwrap();
    assert_eq!(o.emitted.len(), 3);
    assert_eq!(o.primitives.len(), 1);
    assert!(o.primitives[0].inverted);
    let xs: Vec<f32> = o.primitives[0]
        .vertices
        .iter()
        .map(|v| v.as_ref().unwrap().outputs[0][0])
        .collect();
    assert_eq!(xs, [0.0, 1.0, 2.0]);
    let doc = bindings::outcome_json(&shbin.dvles[0], &o);
    assert_eq!(doc["primitives"][0]["vertices"][2]["position"][3], 2.0);
}

#[test]
fn json_bindings_by_name_and_register() {
    let t = prog(
        ".fvec m[2], s\n.ivec n\n.bool f\n.in pos\n.out o position\n.out t texcoord0.xy",
        " ifu f\n mov r1, s\n add r0, m[1], r1\n .end\n mov o, r0\n mov t, pos",
    );
    let shbin = assemble(&[("t.v.pica", &t)]);
    let dvle = &shbin.dvles[0];
    let mut setup = Setup::new(&shbin, 0).unwrap();
    let uniforms: serde_json::Value = serde_json::from_str(
        r#"{"m": [[1], [1, 2, 3, 4]], "s": ["inf", "0x3f0000", -1, 0.5], "f": true, "n": [1, 2]}"#,
    )
    .unwrap();
    bindings::apply(&mut setup, dvle, &uniforms, bindings::Class::Uniforms).unwrap();
    let inputs: serde_json::Value = serde_json::from_str(r#"{"v0": [7, 8, 9, 10]}"#).unwrap();
    bindings::apply(&mut setup, dvle, &inputs, bindings::Class::Inputs).unwrap();
    assert_eq!(setup.int_uniforms[0], [1, 2, 0, 0]);
    let o = sim::run(&shbin, 0, &setup, &Options::default()).unwrap();
    let doc = bindings::outcome_json(dvle, &o);
    assert_eq!(
        doc["outputs"],
        serde_json::json!({"position": ["inf", 3.0, 2.0, 4.5], "texcoord0": [7.0, 8.0]})
    );
    // Errors name the key.
    for (json, class, want) in [
        (
            r#"{"nope": 1}"#,
            bindings::Class::Uniforms,
            "nope: no such name",
        ),
        (
            r#"{"pos": 1}"#,
            bindings::Class::Uniforms,
            "is not a uniform",
        ),
        (
            r#"{"s": [1,2,3,4,5]}"#,
            bindings::Class::Uniforms,
            "5 components",
        ),
        (
            r#"{"m": [[1],[2],[3]]}"#,
            bindings::Class::Uniforms,
            "3 values for 2",
        ),
        (r#"{"n": [256]}"#, bindings::Class::Uniforms, "0-255"),
        (
            r#"{"s": "x"}"#,
            bindings::Class::Uniforms,
            "is not a number",
        ),
    ] {
        let v: serde_json::Value = serde_json::from_str(json).unwrap();
        let e = bindings::apply(&mut setup, dvle, &v, class).unwrap_err();
        assert!(e.to_string().contains(want), "{json}: {e}");
    }
    let _ = bits([0.0; 4]);
}

/// The corpus: the example shader of `include_shader!` (projection by four dp4).
#[test]
fn corpus_simple_vertex_shader() {
    let text = include_str!("../../pica-macros/examples/shaders/simple.v.pica");
    let shbin = assemble(&[("simple.v.pica", text)]);
    let dvle = &shbin.dvles[0];
    let mut setup = Setup::new(&shbin, 0).unwrap();
    let uniforms = serde_json::json!({
        "projection": [[2, 0, 0, 1], [0, 3, 0, 0], [0, 0, -1, 0.5], [0, 0, 1, 0]],
    });
    bindings::apply(&mut setup, dvle, &uniforms, bindings::Class::Uniforms).unwrap();
    let inputs = serde_json::json!({"inPos": [1, 2, 3, 1], "inClr": [0.25, 0.5, 0.75, 1]});
    bindings::apply(&mut setup, dvle, &inputs, bindings::Class::Inputs).unwrap();
    let o = sim::run(&shbin, 0, &setup, &Options::default()).unwrap();
    // position = projection rows · inPos: (2+1, 6, -3+0.5, 3).
    let doc = bindings::outcome_json(dvle, &o);
    assert_eq!(
        doc["outputs"],
        serde_json::json!({"position": [3.0, 6.0, -2.5, 3.0], "color": [0.25, 0.5, 0.75, 1.0]})
    );
    assert_eq!(o.steps, 6);
}

/// The corpus: a call into a procedure of a `.nodvle` file.
#[test]
fn corpus_call_across_files() {
    let shbin = assemble(&[
        ("caller.v.pica", include_str!("data/asm/caller.v.pica")),
        ("lib.pica", include_str!("data/asm/lib.pica")),
    ]);
    let dvle = &shbin.dvles[0];
    let mut setup = Setup::new(&shbin, 0).unwrap();
    let uniforms = serde_json::json!({"libScale": [2, 3, 4, 5], "own": [1, 1, 1, 1]});
    bindings::apply(&mut setup, dvle, &uniforms, bindings::Class::Uniforms).unwrap();
    setup.inputs[0] = [1.0, -1.0, 0.5, 0.0];
    let o = sim::run(&shbin, 0, &setup, &Options::default()).unwrap();
    // o0 = own + libScale * v0.
    assert_eq!(o.outputs[0], [3.0, -2.0, 3.0, 1.0]);
}

/// The corpus: the shader exercising every instruction. The position and the
/// texture coordinate depend only on the projection and the input (four dp4, one
/// mov of inPos.xyyy masked xy).
#[test]
fn corpus_full_vertex_shader() {
    let shbin = assemble(&[("full.v.pica", include_str!("data/asm/full.v.pica"))]);
    let dvle = &shbin.dvles[0];
    let mut setup = Setup::new(&shbin, 0).unwrap();
    let uniforms = serde_json::json!({
        "projection": [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0.5, 1]],
        "lightVec": [0, 0, 1, 0],
        "useLight": true,
    });
    bindings::apply(&mut setup, dvle, &uniforms, bindings::Class::Uniforms).unwrap();
    let inputs = serde_json::json!({"inPos": [4, 5, 6, 1], "inNorm": [0, 0, 1, 0]});
    bindings::apply(&mut setup, dvle, &inputs, bindings::Class::Inputs).unwrap();
    let o = sim::run(&shbin, 0, &setup, &Options::default()).unwrap_or_else(|e| panic!("{e}"));
    let doc = bindings::outcome_json(dvle, &o);
    assert_eq!(
        doc["outputs"]["position"],
        serde_json::json!([4.0, 5.0, 6.0, 4.0])
    );
    assert_eq!(doc["outputs"]["texcoord0"], serde_json::json!([4.0, 5.0]));
    // The rest, step by step from the instruction set:
    // - r0 = mad(r1 = 0, c3 = projection[3], r2 = 0) then + c3 and the masked mad
    //   of zeros: (0, 0, 0, 1); `cmp r0, le, gt, inNorm`: x 0 <= 0 holds, y 0 > 0
    //   does not, so cmp = (1, 0).
    // - `ifc cmp.x` calls `lighting`: r0.x = dp3(lightVec, inNorm) = 1, max with
    //   consts.y = 0 keeps 1, color = consts.x * r0.xxxx = (1, 1, 1, 1); its
    //   `ifu flags[0]` skips the `break`.
    // - `ifu useLight` runs `callu flags[1]`, which does not call (false).
    // - `for loopCount` (i0 = 0: one pass) adds half: r0 = (1.5, 0.5, 0.5, 1.5);
    //   `breakc !cmp.x && cmp.y` does not break.
    // - `callc !cmp.y` calls `lighting` again: r0.x = 1.
    // - view = r0.zyx = (0.5, 0.5, 1); texcoord0w = r0.w = 1.5; neither jump
    //   (cmp.x & cmp.y is false, b14 is true, b13 false) skips the last moves.
    assert_eq!(
        doc["outputs"]["color"],
        serde_json::json!([1.0, 1.0, 1.0, 1.0])
    );
    assert_eq!(doc["outputs"]["view"], serde_json::json!([0.5, 0.5, 1.0]));
    assert_eq!(doc["outputs"]["texcoord0w"], serde_json::json!([1.5]));
    // The transcendental chain on r10 = min(-half.wzyx, max(ones, r9)) = -0.5:
    // ex2(-0.5) = 0.7071 cut, lg2(-0.5) = NaN, rcp, rsq(NaN) = NaN; litp gives
    // (x, clamp(NaN) = -127.9961, 0, max(NaN, 0) = 0) and flr (0, -128, 0, 0).
    let options = Options {
        trace: true,
        ..Options::default()
    };
    let o = sim::run(&shbin, 0, &setup, &options).unwrap();
    let wrote = |op: &str| {
        let s = o.trace.iter().find(|s| s.mnemonic == op).unwrap();
        s.writes.last().unwrap().value
    };
    assert_eq!(arith::to_bits(wrote("ex2")[0]), 0x3E_6A09);
    assert!(wrote("lg2")[1].is_nan());
    assert!(wrote("rsq")[3].is_nan());
    assert_eq!(wrote("litp")[1], -32767.0 / 256.0);
    assert_eq!(wrote("litp")[3], 0.0);
    assert_eq!(wrote("flr"), [0.0, -128.0, 0.0, 0.0]);
    // The constant table was loaded: `.setb b14 true` makes `jmpu !b14` fall
    // through and `.constf` values sit at the top of c.
    assert!(setup.bool_uniforms[14]);
    assert_eq!(setup.float_uniforms[95], [0.5; 4]);
}

/// The corpus: the fixed-mode geometry shader. Derived from SETEMIT/EMIT: three
/// vertices from c0, c1, c2 with the colour gsParams[1]; the second `emit` closes
/// a triangle whose third slot this invocation has not filled, the third closes a
/// full one with inverted winding.
#[test]
fn corpus_fixed_geometry_shader() {
    let shbin = assemble(&[("full.g.pica", include_str!("data/asm/full.g.pica"))]);
    let dvle = &shbin.dvles[0];
    let mut setup = Setup::new(&shbin, 0).unwrap();
    let uniforms = serde_json::json!({
        "c0": [1, 0, 0, 1], "c1": [0, 1, 0, 1], "c2": [0, 0, 1, 1],
        "gsParams": [[9, 9, 9, 9], [0.5, 0.25, 1, 1]],
    });
    bindings::apply(&mut setup, dvle, &uniforms, bindings::Class::Uniforms).unwrap();
    let o = sim::run(&shbin, 0, &setup, &Options::default()).unwrap();
    assert_eq!(o.emitted.len(), 3);
    assert_eq!(o.primitives.len(), 2);
    assert!(o.primitives[0].vertices[2].is_none());
    assert!(!o.primitives[0].inverted);
    let doc = bindings::outcome_json(dvle, &o);
    let tri = &doc["primitives"][1];
    assert_eq!(tri["inverted"], true);
    for (k, pos) in [
        [1.0, 0.0, 0.0, 1.0],
        [0.0, 1.0, 0.0, 1.0],
        [0.0, 0.0, 1.0, 1.0],
    ]
    .iter()
    .enumerate()
    {
        assert_eq!(tri["vertices"][k]["position"], serde_json::json!(pos));
        assert_eq!(
            tri["vertices"][k]["color"],
            serde_json::json!([0.5, 0.25, 1.0, 1.0])
        );
    }
}

/// The corpus: the point-mode geometry shader scales v0 by its private uniform
/// (allocated from c4) and passes v1-v3 through under their masks.
#[test]
fn corpus_point_geometry_shader() {
    let shbin = assemble(&[("point.g.pica", include_str!("data/asm/point.g.pica"))]);
    let dvle = &shbin.dvles[0];
    let mut setup = Setup::new(&shbin, 0).unwrap();
    let uniforms = serde_json::json!({"gsScale": [2, 3, 4, 0.5]});
    bindings::apply(&mut setup, dvle, &uniforms, bindings::Class::Uniforms).unwrap();
    assert_eq!(setup.float_uniforms[4], [2.0, 3.0, 4.0, 0.5]);
    setup.inputs[0] = [1.0, 1.0, 1.0, 4.0];
    setup.inputs[1] = [0.0, 0.0, 0.6, 0.8];
    setup.inputs[2] = [0.25, 0.75, 9.0, 9.0];
    setup.inputs[3] = [0.5, 0.5, 9.0, 9.0];
    let o = sim::run(&shbin, 0, &setup, &Options::default()).unwrap();
    let doc = bindings::outcome_json(dvle, &o);
    let v = &doc["vertices"][0];
    assert_eq!(v["position"], serde_json::json!([2.0, 3.0, 4.0, 2.0]));
    assert_eq!(v["texcoord1"], serde_json::json!([0.25, 0.75]));
    assert_eq!(v["texcoord2"], serde_json::json!([0.5, 0.5]));
    // 0.6 and 0.8 are not float24 values: the input conversion cut them.
    let nq = v["normalquat"].as_array().unwrap();
    assert_eq!(nq.len(), 4);
    // 0.6 = 2^-1 * 1.2: mantissa 0.2 * 65536 = 13107.2, cut to 0x3333.
    assert_eq!(nq[2], f64::from(arith::from_bits(0x3E_3333)));
    assert!(nq[2].as_f64().unwrap() < 0.6);
}

#[test]
fn four_calls_ending_together_miss_the_last_return() {
    // Four calls whose bodies end at the same word: after it the CALL stack pops
    // four times and "the last program counter update is missed" (3dbrew,
    // "Control Flow"), so execution continues at the second call's return
    // address, not the first's. The overlapping bodies have no picasso spelling;
    // the words are encoded directly.
    use gpubin_pica::isa::{CondOp, Condition, DstReg, IndexReg, Instruction, Opcode, SrcReg};
    let call = |dst: u16, num: u8| Instruction::Flow {
        op: Opcode::Call,
        cond: Condition {
            ref_x: false,
            ref_y: false,
            op: CondOp::Or,
        },
        dst,
        num,
    };
    let mov = |o: u8| Instruction::Unary {
        op: Opcode::Mov,
        dst: DstReg(o),
        src1: SrcReg::float_uniform(0),
        idx: IndexReg::None,
        desc: 0,
    };
    let end = Instruction::Plain(Opcode::End);
    let code = [
        call(6, 4), // 0: A, body 6..10, returns to 1
        mov(0),     // 1
        end,        // 2
        call(7, 3), // 3: B, body 7..10, returns to 4
        mov(1),     // 4
        end,        // 5
        // 6: jmpu !b0 (b0 is false) to 3
        Instruction::UniformFlow {
            op: Opcode::Jmpu,
            id: 0,
            dst: 3,
            num: 1,
        },
        call(8, 2), // 7: C, body 8..10, returns to 8
        call(9, 1), // 8: D, body 9..10, returns to 9
        Instruction::Binary {
            op: Opcode::Add,
            dst: DstReg(0x10),
            src1: SrcReg::float_uniform(0),
            src2: SrcReg::temp(0),
            idx: IndexReg::None,
            desc: 0,
        }, // 9
    ];
    let mut shbin = assemble(&[("t.v.pica", &prog(".fvec one", "mov o0, c0"))]);
    shbin.dvlp.code = code.iter().map(Instruction::encode).collect();
    shbin.dvles[0].entry_start = 0;
    shbin.dvles[0].entry_end = 3;
    let mut setup = Setup::new(&shbin, 0).unwrap();
    setup.float_uniforms[0] = [1.0; 4];
    let options = Options {
        trace: true,
        ..Options::default()
    };
    let o = sim::run(&shbin, 0, &setup, &options).unwrap();
    let pcs: Vec<u32> = o.trace.iter().map(|s| s.pc).collect();
    assert_eq!(pcs, [0, 6, 3, 7, 8, 9, 4, 5]);
    assert_eq!(o.written, 0b10);
}

mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]
        /// Any code and descriptors: the run ends (budget) with outputs or a
        /// located error, never a panic.
        #[test]
        fn arbitrary_code_never_panics(
            code in prop::collection::vec(any::<u32>(), 1..64),
            descs in prop::collection::vec(any::<u32>(), 0..40),
            floats in prop::collection::vec(any::<u32>(), 96 * 4),
            ints in any::<[u8; 16]>(),
            bools in any::<u16>(),
            strict in any::<bool>(),
        ) {
            let mut shbin = assemble(&[("t.v.pica", &prog("", "nop"))]);
            let len = code.len() as u32;
            shbin.dvlp.code = code;
            shbin.dvlp.operand_descriptors = descs
                .into_iter()
                .map(gpubin_pica::shbin::OperandDescriptor::new)
                .collect();
            shbin.dvles[0].entry_start = 0;
            shbin.dvles[0].entry_end = len;
            let mut setup = Setup::new(&shbin, 0).unwrap();
            for (k, w) in floats.iter().enumerate() {
                setup.float_uniforms[k / 4][k % 4] = arith::from_bits(*w);
            }
            for k in 0..4 {
                setup.int_uniforms[k].copy_from_slice(&ints[4 * k..4 * k + 4]);
            }
            for k in 0..16 {
                setup.bool_uniforms[k] = bools >> k & 1 != 0;
            }
            let options = Options { budget: 5000, strict_stacks: strict, ..Options::default() };
            match sim::run(&shbin, 0, &setup, &options) {
                Ok(o) => prop_assert!(o.steps <= 5000),
                Err(e) => {
                    prop_assert!(e.steps <= 5000);
                    // Outside the code only by running (or jumping) past it.
                    prop_assert!(e.pc < len || e.kind.to_string().contains("ran past the code"), "{e}");
                }
            }
        }
    }
}

#[test]
fn unused_bits_are_ignored_and_unassigned_opcodes_are_errors() {
    let mut shbin = assemble(&[("t.v.pica", &prog(".fvec a", "mov o0, c0"))]);
    // The src2 field of a MOV is unused: set, the word still moves.
    shbin.dvlp.code[0] |= 0x1F << 7;
    let mut setup = Setup::new(&shbin, 0).unwrap();
    setup.float_uniforms[0] = [1.0, 2.0, 3.0, 4.0];
    let o = sim::run(&shbin, 0, &setup, &Options::default()).unwrap();
    assert_eq!(o.outputs[0], [1.0, 2.0, 3.0, 4.0]);
    shbin.dvlp.code[0] = 0x4000_0000; // opcode 0x10, unassigned
    let e = sim::run(&shbin, 0, &setup, &Options::default()).unwrap_err();
    assert_eq!((e.pc, e.steps), (0, 0));
    assert!(
        e.kind
            .to_string()
            .contains("0x40000000 is not an instruction"),
        "{e}"
    );
}
