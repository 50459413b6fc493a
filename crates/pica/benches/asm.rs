//! Assembler throughput (source lines per second) on generated programs at two sizes
//! 10x apart, batch assembly of many small shaders, and the disassembler.
//!
//! The large programs exceed the 512-word code memory, so they end in that one error
//! after every line has been assembled: the work measured is the whole pass.

use divan::counter::ItemsCount;
use divan::Bencher;
use gpubin_pica::asm::{assemble, Options, Source};

fn main() {
    divan::main();
}

const BODY: &[&str] = &[
    "\tdp4 outPos.x, projection[0], inPos",
    "\tdp4 outPos.y, projection[1], inPos",
    "\tmul r0, modelView[2], inPos.xyzw ; comment",
    "\tadd r1, -r0.wzyx, r2",
    "\tmad r3.xyz, r1, bones[a0.x+1], r2",
    "\tmova a0.xy, inBone.yx",
    "\tdph r4.x, inNorm, lightVec",
    "\tcmp r4, lt, ge, r1",
    "\tifc cmp.x && !cmp.y",
    "\t\tmov outClr, ones",
    "\t.else",
    "\t\tmax r5, half, r4",
    "\t.end",
    "\trsq r6.x, r5.w",
    "",
    "label_NNN:",
    "\tfor loops",
    "\t\tadd r7, half, r7",
    "\t\tbreakc cmp.x",
    "\t.end",
    "\tcall helper",
];

/// A program of about `lines` source lines.
fn program(lines: usize) -> String {
    let mut s = String::from(
        "; generated\n.fvec projection[4], modelView[4], lightVec, bones[8]\n.ivec loops\n\
         .constf half(0.5, 0.5, 0.5, 0.5)\n.constf ones(1.0, 1.0, 1.0, 1.0)\n\
         .in inPos\n.in inNorm\n.in inBone\n.out outPos position\n.out outClr color\n\
         .proc helper\n\tmov r0, r1\n.end\n.proc main\n",
    );
    let mut n = 0;
    while n < lines {
        for l in BODY {
            s.push_str(&l.replace("NNN", &n.to_string()));
            s.push('\n');
            n += 1;
        }
    }
    s.push_str("\tend\n.end\n");
    s
}

fn count_lines(s: &str) -> usize {
    s.lines().count()
}

#[divan::bench(args = [10_000, 100_000])]
fn assemble_lines(bencher: Bencher, lines: usize) {
    let text = program(lines);
    bencher
        .counter(ItemsCount::new(count_lines(&text)))
        .bench(|| {
            let r = assemble(
                &[Source {
                    name: "big.pica",
                    text: divan::black_box(&text),
                }],
                Options::default(),
            );
            divan::black_box(r.is_err())
        });
}

/// 120 distinct small shaders, each assembled on its own (as `gpubin asm --each`).
#[divan::bench]
fn batch_120_shaders(bencher: Bencher) {
    let shaders: Vec<String> = (0..120)
        .map(|i| {
            let mut s = format!(
                ".fvec mvp[4], tint{i}\n.constf k(1.0, 0.{i}, 0.0, 1.0)\n.in pos\n.in clr\n\
                 .out - position\n.out - color\n.proc main\n"
            );
            for c in 0..4 {
                s.push_str(&format!(
                    "\tdp4 o0.{}, mvp[{c}], pos\n",
                    ['x', 'y', 'z', 'w'][c]
                ));
            }
            for j in 0..(i % 20) {
                s.push_str(&format!(
                    "\tmul r{}, tint{i}, clr.{}\n",
                    j % 16,
                    ["xyzw", "wzyx", "xxxx"][j % 3]
                ));
            }
            s.push_str("\tmov o1, clr\n\tend\n.end\n");
            s
        })
        .collect();
    let lines: usize = shaders.iter().map(|s| count_lines(s)).sum();
    bencher.counter(ItemsCount::new(lines)).bench(|| {
        for s in &shaders {
            let a = assemble(
                &[Source {
                    name: "s.pica",
                    text: s,
                }],
                Options::default(),
            )
            .unwrap();
            divan::black_box(a.to_bytes());
        }
    });
}

#[divan::bench]
fn disassemble_shader(bencher: Bencher) {
    let text = program(300);
    let a = assemble(
        &[Source {
            name: "s.pica",
            text: &text,
        }],
        Options::default(),
    )
    .unwrap();
    let model = a.shbin();
    bencher
        .counter(ItemsCount::new(model.dvlp.code.len()))
        .bench(|| divan::black_box(gpubin_pica::disasm::disassemble(&model)));
}
