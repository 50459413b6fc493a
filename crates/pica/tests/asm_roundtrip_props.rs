//! Random valid programs: assemble -> disassemble -> assemble gives the same bytes.

use gpubin_pica::asm::{assemble, Options, Source};
use gpubin_pica::disasm;
use proptest::prelude::*;

/// A small deterministic generator (xorshift), so one seed is one program.
struct Gen(u64);

impl Gen {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len() as u64) as usize]
    }
}

struct Program {
    uniforms: u64,
    input: u64,
    text: String,
    labels: usize,
}

impl Program {
    fn swizzle(&self, g: &mut Gen) -> String {
        if g.chance(30) {
            return String::new();
        }
        let n = 1 + g.below(4);
        let set = g.pick(&["xyzw", "rgba", "stpq"]).as_bytes().to_vec();
        let s: String = (0..n).map(|_| set[g.below(4) as usize] as char).collect();
        format!(".{s}")
    }
    fn mask(&self, g: &mut Gen) -> String {
        if g.chance(40) {
            return String::new();
        }
        let bits = 1 + g.below(15);
        let s: String = (0..4)
            .filter(|c| bits >> c & 1 != 0)
            .map(|c| ['x', 'y', 'z', 'w'][c as usize])
            .collect();
        format!(".{s}")
    }
    fn neg(&self, g: &mut Gen) -> &'static str {
        if g.chance(20) {
            "-"
        } else {
            ""
        }
    }
    /// v (always the same one in an instruction) or r.
    fn narrow(&self, g: &mut Gen) -> String {
        if g.chance(30) {
            format!("{}v{}{}", self.neg(g), self.input, self.swizzle(g))
        } else {
            format!("{}r{}{}", self.neg(g), g.below(16), self.swizzle(g))
        }
    }
    fn uniform(&self, g: &mut Gen) -> String {
        let base = g.below(self.uniforms.max(1));
        let index = match g.below(5) {
            0 => "[a0.x]",
            1 => "[a0.y+1]",
            2 => "[aL]",
            _ => "",
        };
        format!("{}c{base}{index}{}", self.neg(g), self.swizzle(g))
    }
    fn wide(&self, g: &mut Gen) -> String {
        if g.chance(50) {
            self.uniform(g)
        } else {
            self.narrow(g)
        }
    }
    fn dst(&self, g: &mut Gen) -> String {
        if g.chance(30) {
            format!("o{}{}", g.below(7), self.mask(g))
        } else {
            format!("r{}{}", g.below(16), self.mask(g))
        }
    }
    fn cond(&self, g: &mut Gen) -> String {
        let x = if g.chance(50) { "!cmp.x" } else { "cmp.x" };
        let y = if g.chance(50) { "!cmp.y" } else { "cmp.y" };
        match g.below(4) {
            0 => x.to_string(),
            1 => y.to_string(),
            2 => format!("{x} && {y}"),
            _ => format!("{y} || {x}"),
        }
    }

    fn statement(&mut self, g: &mut Gen, depth: u32, in_loop: bool, out: &mut String) {
        let two = ["add", "dp3", "dp4", "mul", "max", "min"];
        let inv = ["dph", "dst", "sge", "slt"];
        let one = ["ex2", "lg2", "litp", "flr", "rcp", "rsq", "mov"];
        let line = match g.below(if depth < 3 { 20 } else { 14 }) {
            0..=2 => format!(
                "{} {}, {}, {}",
                g.pick(&two),
                self.dst(g),
                self.wide(g),
                self.narrow(g)
            ),
            3 => format!(
                "{} {}, {}, {}",
                g.pick(&inv),
                self.dst(g),
                self.narrow(g),
                self.uniform(g)
            ),
            4 => format!(
                "{} {}, {}, {}",
                g.pick(&inv),
                self.dst(g),
                self.wide(g),
                self.narrow(g)
            ),
            5..=6 => format!("{} {}, {}", g.pick(&one), self.dst(g), self.wide(g)),
            7 => format!(
                "mova {}, {}",
                g.pick(&["a0.x", "a0.y", "a0.xy"]),
                self.wide(g)
            ),
            8 => format!(
                "cmp {}, {}, {}, {}",
                self.wide(g),
                g.pick(&["eq", "ne", "lt", "le", "gt", "ge"]),
                g.pick(&["eq", "ne", "lt", "le", "gt", "ge"]),
                self.narrow(g)
            ),
            9 => format!(
                "mad {}, {}, {}, {}",
                self.dst(g),
                self.narrow(g),
                self.wide(g),
                self.narrow(g)
            ),
            10 => format!(
                "mad {}, {}, {}, {}",
                self.dst(g),
                self.narrow(g),
                self.narrow(g),
                self.uniform(g)
            ),
            11 => match g.below(6) {
                0 => "nop".to_string(),
                1 => format!("call helper{}", g.below(2)),
                2 => format!("callc {}, helper{}", self.cond(g), g.below(2)),
                3 => format!("callu b{}, helper{}", g.below(16), g.below(2)),
                4 if in_loop => format!("breakc {}", self.cond(g)),
                _ => "emit".to_string(),
            },
            12 => {
                self.labels += 1;
                if g.chance(50) {
                    format!(
                        "jmpc {}, skip{}\nskip{}:",
                        self.cond(g),
                        self.labels,
                        self.labels
                    )
                } else {
                    format!(
                        "jmpu {}b{}, skip{}\nskip{}:",
                        if g.chance(50) { "!" } else { "" },
                        g.below(16),
                        self.labels,
                        self.labels
                    )
                }
            }
            13 => format!(
                "setemit {}{}",
                g.below(3),
                g.pick(&["", ", prim", ", inv", ", prim inv"])
            ),
            _ => {
                let head = match g.below(3) {
                    0 => format!("ifu b{}", g.below(16)),
                    1 => format!("ifc {}", self.cond(g)),
                    _ => format!("for i{}", g.below(4)),
                };
                let is_loop = head.starts_with("for");
                out.push_str(&head);
                out.push('\n');
                for _ in 0..g.below(4) {
                    self.statement(g, depth + 1, in_loop || is_loop, out);
                }
                if !is_loop && g.chance(40) {
                    out.push_str(".else\n");
                    for _ in 0..g.below(4) {
                        self.statement(g, depth + 1, in_loop, out);
                    }
                }
                ".end".to_string()
            }
        };
        out.push_str(&line);
        out.push('\n');
    }
}

fn generate(seed: u64) -> String {
    let mut g = Gen(seed | 1);
    let mut p = Program {
        uniforms: 1 + g.below(20),
        input: g.below(16),
        text: String::new(),
        labels: 0,
    };
    let mut text = String::new();
    // Uniforms first (they take c0 upwards), so every `cN` below `uniforms` is valid.
    text.push_str(&format!(".fvec u[{}]\n", p.uniforms));
    if g.chance(50) {
        text.push_str(".ivec counters[2]\n.bool flags[3]\n");
    }
    for i in 0..g.below(4) {
        let v = |g: &mut Gen| {
            [
                "0.0", "1.0", "-1.0", "0.5", "0.1", "255.0", "3.14159", "-0.0", "1e-5", "2.5e3",
            ][g.below(10) as usize]
        };
        text.push_str(&format!(
            ".constf k{i}({}, {}, {}, {})\n",
            v(&mut g),
            v(&mut g),
            v(&mut g),
            v(&mut g)
        ));
    }
    if g.chance(50) {
        text.push_str(".consti loop(3, 0, 1, 0)\n.setb b3 true\n");
    }
    text.push_str(&format!(".in position v{}\n", p.input));
    let sems = [
        "position",
        "normalquat",
        "color",
        "texcoord0",
        "texcoord1",
        "texcoord2",
        "view",
    ];
    for (o, sem) in sems.iter().enumerate().take(1 + g.below(6) as usize) {
        text.push_str(&format!(".out - {sem} o{o}{}\n", p.mask(&mut g)));
    }
    let mut body = String::new();
    for _ in 0..1 + g.below(25) {
        p.statement(&mut g, 0, false, &mut body);
    }
    text.push_str(".proc main\n");
    text.push_str(&body);
    text.push_str("end\n.end\n");
    for h in 0..2 {
        let mut hb = String::new();
        for _ in 0..1 + g.below(4) {
            p.statement(&mut g, 2, false, &mut hb);
        }
        text.push_str(&format!(".proc helper{h}\n{hb}.end\n"));
    }
    p.text = text;
    p.text
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn asm_dis_asm_is_identical(seed in any::<u64>()) {
        let text = generate(seed);
        let a = match assemble(&[Source { name: "gen.pica", text: &text }], Options::default()) {
            Ok(a) => a,
            // Limits (128 descriptors, 512 words) can be hit by chance.
            Err(d) if d.to_string().contains("too many operand descriptors") || d.to_string().contains("shader code memory") => return Ok(()),
            Err(d) => panic!("generated program does not assemble:\n{d}\n{text}"),
        };
        let model = a.shbin();
        if let Err((listing, e)) = disasm::round_trip(&model) {
            panic!("{e}\n--- source\n{text}\n--- listing\n{}", listing.text());
        }
    }
}

#[test]
fn vertex_and_geometry_pairs_round_trip() {
    for seed in 1..60u64 {
        let v = generate(seed);
        let geo = ".gsh point c40\n.fvec g[3]\n.out - position o0\n.out - dummy o1\n.proc gmain\nmov o0, c40\nsetemit 0, prim\nemit\nend\n.end\n.entry gmain\n";
        let a = assemble(
            &[
                Source {
                    name: "v.pica",
                    text: &v,
                },
                Source {
                    name: "g.pica",
                    text: geo,
                },
            ],
            Options::default(),
        );
        let Ok(a) = a else { continue };
        if let Err((listing, e)) = disasm::round_trip(&a.shbin()) {
            panic!("{e}\n{}", listing.text());
        }
    }
}

#[test]
fn generator_produces_valid_programs() {
    let mut ok = 0;
    for seed in 1..=200u64 {
        let text = generate(seed);
        match assemble(
            &[Source {
                name: "gen.pica",
                text: &text,
            }],
            Options::default(),
        ) {
            Ok(_) => ok += 1,
            Err(d) => assert!(
                d.to_string().contains("too many operand descriptors")
                    || d.to_string().contains("shader code memory"),
                "{d}\n{text}"
            ),
        }
    }
    assert!(ok >= 180, "only {ok} of 200 generated programs assemble");
}

#[test]
#[ignore = "prints one generated program"]
fn show_one() {
    println!("{}", generate(42));
}
