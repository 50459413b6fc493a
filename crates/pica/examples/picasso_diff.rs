//! Differential testing against a picasso 2.7.1 binary (which this project does not
//! ship; `scripts/picasso-diff` drives the whole run; the protocol is in `support`).
//!
//! `picasso_diff gen DIR SEED COUNT`: writes COUNT random programs (`N.v.pica`, plus
//! `N.g.pica` for vertex + geometry pairs; one in ten built with `-n`) into DIR,
//! assembles each with `gpubin picasso`'s reading (`N.gpubin.shbin`, `N.gpubin.h`, or
//! `N.gpubin.err`), and lists the picasso command lines in DIR/jobs.txt
//! (`FLAG OUT.shbin OUT.h IN...`, FLAG `-` or `-n`).
//! `picasso_diff compare DIR`: compares acceptance and `N.picasso.shbin`/`.h` with
//! gpubin's outputs, disassembles picasso's output (`--split` files) and lists their
//! reassembly in DIR/dis-jobs.txt. `picasso_diff compare-dis DIR`: compares picasso's
//! reassembly with its first output.
//!
//! Most programs are valid; some use a form picasso reads leniently (with a warning
//! from gpubin) or refuses (gpubin must refuse it too).
//!
//! Programs cover every opcode and operand form (swizzles, masks, negation, relative
//! addressing with every index name and offsets, inverted forms), every directive,
//! procedures with call/callc/callu, ifu/ifc with and without .else, for with
//! break/breakc, jmpc/jmpu to labels, uniforms of every kind (arrays, hidden `_`
//! names), constants (.constf/.consti/.constfa/.setf/.seti/.setb), aliases, inputs and
//! outputs (every semantic, masks, explicit registers), and geometry shaders in every
//! `.gsh` mode with setemit/emit.

mod support;

use std::fmt::Write as _;

/// xorshift64: one seed is one program, on every machine.
struct Gen(u64);

impl Gen {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len() as u64) as usize]
    }
}

/// What a program has declared so far, so operands only name valid things.
struct Shader {
    geometry: bool,
    /// Float uniform names with their sizes (all below c96).
    floats: Vec<(String, u64)>,
    /// Local constants (names).
    consts: Vec<String>,
    ints: Vec<String>,
    bools: Vec<String>,
    inputs: Vec<String>,
    /// (name, register) for outputs that have one.
    outputs: Vec<String>,
    aliases: Vec<String>,
    procs: Vec<String>,
    labels: usize,
    /// Words emitted roughly, to stay far below the 512-word limit.
    size: usize,
    prefix: String,
}

const COND: &[&str] = &["eq", "ne", "lt", "le", "gt", "ge"];

impl Shader {
    fn swizzle(&self, g: &mut Gen) -> String {
        if g.chance(35) {
            return String::new();
        }
        let n = 1 + g.below(4);
        let set = g
            .pick(&["xyzw", "rgba", "stpq", "XYZW"])
            .as_bytes()
            .to_vec();
        let s: String = (0..n).map(|_| set[g.below(4) as usize] as char).collect();
        format!(".{s}")
    }
    fn mask(&self, g: &mut Gen) -> String {
        if g.chance(40) {
            return String::new();
        }
        let bits = 1 + g.below(15);
        let set = g.pick(&["xyzw", "rgba", "stpq"]).as_bytes().to_vec();
        let s: String = (0..4)
            .filter(|c| bits >> c & 1 != 0)
            .map(|c| set[c as usize] as char)
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
    /// v (the instruction's one input) or r, by number or name.
    fn narrow(&self, g: &mut Gen, input: &str) -> String {
        let base = match g.below(10) {
            0..=2 => input.to_string(),
            3 if !self.aliases.is_empty() => {
                self.aliases[g.below(self.aliases.len() as u64) as usize].clone()
            }
            // picasso reads an upper-case bank letter as no bank (`R1` is v1).
            4 if g.chance(5) => format!("R{}", g.below(15)),
            // picasso reads an output register as a source as the input of that number.
            5 if g.chance(3) => format!("o{}", g.below(7)),
            6 if g.chance(3) => format!("r{}foo", g.below(10)),
            // picasso ignores text after a register number up to the swizzle.
            7 if g.chance(3) => format!("r{} extra", g.below(16)),
            // picasso refuses the name v15 (v14[1] is v15).
            8 if g.chance(3) => "v15".to_string(),
            8 if g.chance(3) => "v14[1]".to_string(),
            _ => format!("r{}", g.below(16)),
        };
        // An empty swizzle is `.x` to picasso.
        let sw = if g.chance(1) {
            ".".to_string()
        } else {
            self.swizzle(g)
        };
        format!("{}{base}{sw}", self.neg(g))
    }
    /// A float uniform, constant or c register, maybe relative.
    fn uniform(&self, g: &mut Gen) -> String {
        let (base, size) = match g.below(6) {
            0 | 1 if !self.floats.is_empty() => {
                let (n, s) = &self.floats[g.below(self.floats.len() as u64) as usize];
                (n.clone(), *s)
            }
            2 if !self.consts.is_empty() => (
                self.consts[g.below(self.consts.len() as u64) as usize].clone(),
                1,
            ),
            // C prefixes in a register number: `c010` is c8 to picasso.
            3 if g.chance(3) => (format!("c0{:o}", g.below(64)), 1),
            _ => (format!("c{}", g.below(90)), 1),
        };
        let index = match g.below(12) {
            0 => "[a0.x]".to_string(),
            1 => "[a0.y]".to_string(),
            2 => "[aL]".to_string(),
            3 => "[a0]".to_string(),
            4 => "[a1]".to_string(),
            5 => "[lcnt]".to_string(),
            6 => format!("[a0.x+{}]", g.below(size.min(4))),
            7 => format!("[ aL + {} ]", g.below(size.min(4))),
            8 if size > 1 => format!("[{}]", g.below(size)),
            // Bracket text picasso reads by its leading number.
            9 if size > 1 && g.chance(10) => format!("[{}.x]", g.below(size)),
            10 if size > 1 && g.chance(10) => format!("[a0.x + {}.y.y]", g.below(size)),
            _ => String::new(),
        };
        format!("{}{base}{index}{}", self.neg(g), self.swizzle(g))
    }
    fn wide(&self, g: &mut Gen, input: &str) -> String {
        if g.chance(50) {
            self.uniform(g)
        } else {
            self.narrow(g, input)
        }
    }
    fn dst(&self, g: &mut Gen) -> String {
        // picasso ignores the sign of a destination.
        let sign = if g.chance(2) { "-" } else { "" };
        format!("{sign}{}", self.dst_reg(g))
    }
    fn dst_reg(&self, g: &mut Gen) -> String {
        let limit = if self.geometry { 7 } else { 16 };
        match g.below(10) {
            0 | 1 => format!("o{}{}", g.below(limit), self.mask(g)),
            // picasso writes o for a destination v.
            3 if g.chance(3) => format!("v{}{}", g.below(limit), self.mask(g)),
            2 if !self.outputs.is_empty() => format!(
                "{}{}",
                self.outputs[g.below(self.outputs.len() as u64) as usize],
                self.mask(g)
            ),
            _ => format!("r{}{}", g.below(16), self.mask(g)),
        }
    }
    fn input(&self, g: &mut Gen) -> String {
        if !self.inputs.is_empty() && g.chance(50) {
            self.inputs[g.below(self.inputs.len() as u64) as usize].clone()
        } else {
            format!("v{}", g.below(15))
        }
    }
    fn bool_reg(&self, g: &mut Gen) -> String {
        if !self.bools.is_empty() && g.chance(40) {
            self.bools[g.below(self.bools.len() as u64) as usize].clone()
        } else {
            format!("b{}", g.below(if self.geometry { 15 } else { 16 }))
        }
    }
    fn int_reg(&self, g: &mut Gen) -> String {
        if !self.ints.is_empty() && g.chance(40) {
            self.ints[g.below(self.ints.len() as u64) as usize].clone()
        } else {
            format!("i{}", g.below(4))
        }
    }
    fn cond(&self, g: &mut Gen) -> String {
        let x = if g.chance(50) { "!cmp.x" } else { "cmp.x" };
        let y = if g.chance(50) { "!cmp.y" } else { "cmp.y" };
        match g.below(5) {
            0 => x.to_string(),
            1 => y.to_string(),
            2 => format!("{x} && {y}"),
            3 => format!("{y} || {x}"),
            _ => format!("{x}&{y}"),
        }
    }
    fn callee(&self, g: &mut Gen) -> Option<String> {
        if self.procs.is_empty() {
            None
        } else {
            Some(self.procs[g.below(self.procs.len() as u64) as usize].clone())
        }
    }

    fn statement(&mut self, g: &mut Gen, depth: u32, in_loop: bool, out: &mut String) {
        let two = ["add", "dp3", "dp4", "mul", "max", "min"];
        let inv = ["dph", "dst", "sge", "slt"];
        let one = ["ex2", "lg2", "litp", "flr", "rcp", "rsq", "mov"];
        let v = self.input(g);
        self.size += 1;
        let line = match g.below(if depth < 3 { 24 } else { 18 }) {
            0..=2 => format!(
                "{} {}, {}, {}",
                g.pick(&two),
                self.dst(g),
                self.wide(g, &v),
                self.narrow(g, &v)
            ),
            3 => format!(
                "{} {}, {}, {}",
                g.pick(&inv),
                self.dst(g),
                self.narrow(g, &v),
                self.uniform(g)
            ),
            4 => format!(
                "{} {}, {}, {}",
                g.pick(&inv),
                self.dst(g),
                self.wide(g, &v),
                self.narrow(g, &v)
            ),
            5 => format!(
                "{}i {}, {}, {}",
                g.pick(&inv[..3]),
                self.dst(g),
                self.narrow(g, &v),
                self.uniform(g)
            ),
            6..=7 => format!("{} {}, {}", g.pick(&one), self.dst(g), self.wide(g, &v)),
            8 => format!(
                "mova {}, {}",
                g.pick(&["a0.x", "a0.y", "a0.xy", "a0", "a1", "a01"]),
                self.wide(g, &v)
            ),
            9 => format!(
                "cmp {}, {}, {}, {}",
                self.wide(g, &v),
                g.pick(COND),
                g.pick(COND),
                self.narrow(g, &v)
            ),
            10 => format!(
                "mad {}, {}, {}, {}",
                self.dst(g),
                self.narrow(g, &v),
                self.wide(g, &v),
                self.narrow(g, &v)
            ),
            11 => format!(
                "{} {}, {}, {}, {}",
                g.pick(&["mad", "madi"]),
                self.dst(g),
                self.narrow(g, &v),
                self.narrow(g, &v),
                self.uniform(g)
            ),
            12 => match g.below(8) {
                0 => "nop".to_string(),
                1 | 2 => match self.callee(g) {
                    Some(p) => format!("call {p}"),
                    None => "nop".to_string(),
                },
                3 => match self.callee(g) {
                    Some(p) => format!("callc {}, {p}", self.cond(g)),
                    None => "nop".to_string(),
                },
                4 => match self.callee(g) {
                    Some(p) => format!("callu {}, {p}", self.bool_reg(g)),
                    None => "nop".to_string(),
                },
                5 if in_loop => format!("breakc {}", self.cond(g)),
                6 if in_loop => "break".to_string(),
                _ if self.geometry => "emit".to_string(),
                _ => "nop".to_string(),
            },
            13 => {
                self.labels += 1;
                let l = format!("{}skip{}", self.prefix, self.labels);
                if g.chance(50) {
                    format!("jmpc {}, {l}\n{l}:", self.cond(g))
                } else {
                    format!(
                        "jmpu {}{}, {l}\n{l}:",
                        if g.chance(50) { "!" } else { "" },
                        self.bool_reg(g)
                    )
                }
            }
            14 if self.geometry => format!(
                "setemit {}{}",
                if g.chance(15) {
                    // strtoll with C prefixes.
                    g.pick(&["0x1", "0x0", "02", "1foo"]).to_string()
                } else {
                    g.below(3).to_string()
                },
                g.pick(&["", ", prim", ", inv", ", prim inv", ", primitive invert"])
            ),
            15 => format!("mov {}, {}", self.dst(g), self.uniform(g)),
            16 | 17 => format!(
                "{} {}, {}, {}",
                g.pick(&two),
                self.dst(g),
                self.narrow(g, &v),
                self.narrow(g, &v)
            ),
            _ if depth < 3 && self.size < 250 => {
                let head = match g.below(3) {
                    0 => format!("ifu {}", self.bool_reg(g)),
                    1 => format!("ifc {}", self.cond(g)),
                    _ => format!("for {}", self.int_reg(g)),
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
            _ => format!("mov {}, {}", self.dst(g), self.narrow(g, &v)),
        };
        out.push_str(&line);
        // picasso stops at a comma ending the line after the last operand.
        if line.contains(", ") && !line.contains('\n') && g.chance(2) {
            out.push(',');
        }
        out.push('\n');
    }
}

fn float(g: &mut Gen) -> String {
    let kinds = if g.chance(2) { 7 } else { 6 };
    match g.below(kinds) {
        // An expression: picasso's atof reads the leading number.
        6 => format!("{}.0/{}.0", g.below(10), 1 + g.below(200)),
        0 => "0".to_string(),
        1 => format!("{}", g.below(1000)),
        2 => format!("-{}.{}", g.below(100), g.below(1000)),
        3 => format!("{}.5e{}", g.below(10), g.below(5)),
        4 => format!("0.{:03}", g.below(1000)),
        _ => format!("{}.{}", g.below(10), g.below(100)),
    }
}

fn vec4(g: &mut Gen) -> String {
    let extra = if g.chance(3) { ", 5, 1" } else { "" };
    format!(
        "({}, {}, {}, {}{extra})",
        float(g),
        float(g),
        float(g),
        float(g)
    )
}

fn ivec4(g: &mut Gen) -> String {
    let mut n = || {
        if g.chance(4) {
            // picasso stores atoi(x) & 0xFF.
            g.pick(&["3.7", "0x10", "256", "300", "-1", "1e2", "7abc"])
                .to_string()
        } else {
            (g.below(256) as i64 - if g.chance(20) { 100 } else { 0 }).to_string()
        }
    };
    let t = format!("({}, {}, {}, {}", n(), n(), n(), n());
    // More than four values (picasso reads the fourth up to its comma) and text
    // after the `)`.
    let extra = if g.chance(3) { ", 9, 9" } else { "" };
    let tail = if g.chance(2) { " junk" } else { "" };
    format!("{t}{extra}){tail}")
}

const SEMANTICS: &[&str] = &[
    "pos",
    "position",
    "nquat",
    "normalquat",
    "clr",
    "color",
    "tcoord0",
    "texcoord0",
    "tcoord0w",
    "texcoord0w",
    "tcoord1",
    "texcoord1",
    "tcoord2",
    "texcoord2",
    "view",
];

/// One shader file. `shared` names uniforms declared by the vertex file of a pair.
fn shader(g: &mut Gen, geometry: bool, prefix: &str, shared: &[(String, u64)]) -> String {
    let mut s = Shader {
        geometry,
        floats: Vec::new(),
        consts: Vec::new(),
        ints: Vec::new(),
        bools: Vec::new(),
        inputs: Vec::new(),
        outputs: Vec::new(),
        aliases: Vec::new(),
        procs: Vec::new(),
        labels: 0,
        size: 0,
        prefix: prefix.to_string(),
    };
    let mut t = String::new();
    let mut gsh_mode = false;
    if geometry {
        match g.below(4) {
            0 => t.push_str(".gsh\n"),
            1 => {
                t.push_str(&format!(".gsh point c{}\n", 40 + g.below(20)));
                gsh_mode = true;
            }
            2 => {
                t.push_str(&format!(
                    ".gsh variable c{} {}\n",
                    40 + g.below(20),
                    g.below(10)
                ));
                gsh_mode = true;
            }
            _ => {
                t.push_str(&format!(
                    ".gsh fixed c{} c{} {}\n",
                    50 + g.below(10),
                    g.below(40),
                    g.below(10)
                ));
                gsh_mode = true;
            }
        }
    }
    // Uniforms: shared ones again (same sizes), then new ones.
    for (n, size) in shared {
        if !gsh_mode && g.chance(60) {
            if *size > 1 {
                let _ = writeln!(t, ".fvec {n}[{size}]");
            } else {
                let _ = writeln!(t, ".fvec {n}");
            }
            s.floats.push((n.clone(), *size));
        }
    }
    for i in 0..g.below(4) {
        let name = format!("{}{prefix}f{i}", if g.chance(15) { "_" } else { "" });
        let size = if g.chance(40) { 1 + g.below(8) } else { 1 };
        if size > 1 && g.chance(5) {
            // picasso reads a size expression with atoi: `[3*2]` is 3.
            let _ = writeln!(t, ".fvec {name}[{size}*2]");
        } else if size > 1 {
            let _ = writeln!(t, ".fvec {name}[{size}]");
        } else if g.chance(30) {
            let other = format!("{prefix}g{i}");
            let _ = writeln!(t, ".fvec {name}, {other}");
            s.floats.push((other, 1));
        } else {
            let _ = writeln!(t, ".fvec {name}");
        }
        s.floats.push((name, size));
    }
    if g.chance(2) {
        // Declares nothing (but gives the file a DVLE).
        t.push_str(".fvec\n");
    }
    if g.chance(50) {
        let name = format!("{prefix}ints");
        let _ = writeln!(t, ".ivec {name}");
        s.ints.push(name);
    }
    if g.chance(50) {
        let n = 1 + g.below(3);
        let name = format!("{prefix}flags");
        if n > 1 {
            let _ = writeln!(t, ".bool {name}[{n}]");
        } else {
            let _ = writeln!(t, ".bool {name}");
        }
        s.bools.push(name);
    }
    // Constants.
    for i in 0..g.below(3) {
        let name = format!("{prefix}k{i}");
        let _ = writeln!(t, ".constf {name}{}", vec4(g));
        s.consts.push(name);
    }
    if g.chance(30) {
        let name = format!("{prefix}ki");
        let _ = writeln!(t, ".consti {name}{}", ivec4(g));
        s.ints.push(name);
    }
    if g.chance(30) {
        let n = 1 + g.below(3);
        let name = format!("{prefix}arr");
        let declared = if g.chance(50) {
            format!("{n}")
        } else {
            String::new()
        };
        let _ = writeln!(t, ".constfa {name}[{declared}]");
        for _ in 0..n {
            let _ = writeln!(t, ".constfa {}", vec4(g));
        }
        t.push_str(".end\n");
        s.floats.push((name, n));
    }
    for _ in 0..g.below(3) {
        match g.below(3) {
            0 => {
                let _ = writeln!(t, ".setf c{}{}", 80 + g.below(16), vec4(g));
            }
            1 => {
                let _ = writeln!(t, ".seti i{}{}", g.below(4), ivec4(g));
            }
            _ => {
                let _ = writeln!(
                    t,
                    ".setb b{}{} {}",
                    g.below(15),
                    if g.chance(30) { "," } else { "" },
                    g.pick(&["true", "false", "on", "off", "1", "0"])
                );
            }
        }
    }
    // Inputs.
    let mut used_inputs = 0u16;
    for i in 0..g.below(4) {
        let name = format!("{prefix}in{i}");
        if g.chance(50) {
            let r = g.below(15);
            // Now and then the same register twice, or spelled as o (picasso reads both).
            if used_inputs & 1 << r == 0 || g.chance(5) {
                used_inputs |= 1 << r;
                let bank = if g.chance(3) { "o" } else { "v" };
                // picasso refuses the name v15.
                let r = if g.chance(2) { 15 } else { r };
                let _ = writeln!(t, ".in {name} {bank}{r}");
                s.inputs.push(name);
            }
        } else if used_inputs == 0 {
            let _ = writeln!(t, ".in {name}");
            used_inputs |= 1;
            s.inputs.push(name);
        }
    }
    // Outputs: each register at most once.
    let limit = if geometry { 7 } else { 16 };
    let mut used = 0u32;
    for i in 0..g.below(5) {
        // o8 and up rarely: picasso 2.7.1 shifts a 32-bit mask by 4 * register, so
        // o8-o15 collide with o0-o7 there (README quirk table).
        let r = if g.chance(90) {
            g.below(limit.min(8))
        } else {
            g.below(limit)
        };
        if used & 1 << r != 0 {
            continue;
        }
        used |= 1 << r;
        let named = g.chance(60);
        let name = if named {
            format!("{prefix}out{i}")
        } else {
            "-".to_string()
        };
        let sem = if r >= 7 { "dummy" } else { g.pick(SEMANTICS) };
        let mask = s.mask(g);
        let bank = if g.chance(3) { "v" } else { "o" };
        if r < 7 && g.chance(20) {
            // Placed by the assembler: the lowest register not yet used, unchecked
            // for collisions.
            let _ = writeln!(t, ".out {name} {sem}{mask}");
        } else {
            let _ = writeln!(t, ".out {name} {sem} {bank}{r}{mask}");
        }
        if named {
            s.outputs.push(name);
        }
    }
    // Aliases of temporaries.
    for i in 0..g.below(3) {
        let name = format!("{prefix}tmp{i}");
        let sw = s.swizzle(g);
        // A negated alias: as a destination picasso ignores the sign.
        let sign = if g.chance(5) { "-" } else { "" };
        let _ = writeln!(t, ".alias {name} {sign}r{}{sw}", g.below(16));
        s.aliases.push(name);
    }
    // Helper procedures first (callable from later ones), then the entry.
    let entry = if g.chance(20) {
        format!("{prefix}start")
    } else if geometry {
        "gmain".to_string()
    } else {
        "main".to_string()
    };
    if entry != "main" {
        // picasso reads `.entry x,` as the name `x,` and refuses it.
        let comma = if g.chance(3) { "," } else { "" };
        let _ = writeln!(t, ".entry {entry}{comma}");
    }
    let big = g.chance(10);
    for i in 0..g.below(3) {
        let name = format!("{prefix}helper{i}");
        let _ = writeln!(t, ".proc {name}");
        if g.chance(2) {
            // A procedure nested in another: picasso places it inside the enclosing code.
            let _ = writeln!(t, "mov r0, r1\n.proc {name}_in\nmov r2, r3\n.end");
            s.procs.push(format!("{name}_in"));
        }
        let n = if g.chance(5) {
            0
        } else {
            1 + g.below(if big { 40 } else { 5 })
        };
        for _ in 0..n {
            s.statement(g, 1, false, &mut t);
        }
        t.push_str(".end\n");
        s.procs.push(name);
    }
    let _ = writeln!(t, ".proc {entry}");
    for _ in 0..1 + g.below(if big { 120 } else { 12 }) {
        s.statement(g, 0, false, &mut t);
    }
    if g.chance(90) {
        t.push_str("end\n");
    }
    t.push_str(".end\n");
    if g.chance(20) {
        // Comments, blank lines and labels on their own.
        t = t.replace(".proc ", "; a procedure\n\n.proc ");
    }
    if g.chance(1) {
        // picasso reads the file up to its first NUL byte.
        t.push_str("\0nonsense here\n");
    }
    t
}

/// One test case: a vertex shader, or a vertex + geometry pair, and whether it is
/// built with `-n` (padding NOPs left out, with a warning).
fn program(seed: u64) -> support::Program {
    // splitmix64 of the seed: xorshift states from nearby seeds would be related.
    let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    let mut g = Gen((z ^ (z >> 31)) | 1);
    let v = shader(&mut g, false, "", &[]);
    let files = if g.chance(30) {
        // Uniforms the vertex file declared, for the geometry file to share.
        let shared: Vec<(String, u64)> = v
            .lines()
            .filter_map(|l| l.strip_prefix(".fvec "))
            .filter(|l| !l.contains(',') && !l.contains('*'))
            .map(|l| match l.find('[') {
                Some(i) => (
                    l[..i].to_string(),
                    l[i + 1..l.len() - 1].parse().unwrap_or(1),
                ),
                None => (l.to_string(), 1),
            })
            .collect();
        let gsrc = shader(&mut g, true, "g_", &shared);
        vec![("v.pica".into(), v), ("g.pica".into(), gsrc)]
    } else {
        vec![("v.pica".into(), v)]
    };
    (files, g.chance(10))
}

fn main() {
    support::main("picasso_diff", program);
}
