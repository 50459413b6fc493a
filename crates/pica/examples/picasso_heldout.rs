//! The held-out generator of the differential run against picasso 2.7.1
//! (`GENERATOR=heldout scripts/picasso-diff`), designed apart from `picasso_diff.rs`
//! so that the two do not share blind spots. Same protocol (`support`): `gen`,
//! `compare`, `compare-dis`, `show`, `dis`.
//!
//! A program is made in three steps. A *plan* picks a profile (which corner the
//! program leans on: long code near the 512-word limit, many procedures, deep nesting,
//! uniform and constant ranges at their limits, every output semantic and mask, several
//! files with `.nodvle` libraries and entries in other files, geometry shaders, odd
//! lexical forms, many operand descriptors) and the files with their kinds. The
//! *grammar* then draws statements with the profile's weights into lines (keyword,
//! arguments, depth) without any spelling. Last, a *style* drawn per program prints
//! them: letter case of mnemonics, directives and swizzles, separators, indentation,
//! comments, blank lines, labels on their own line or before an instruction, CRLF.
//!
//! Two more families: mutations of the shaders in `tests/data/asm` (lines deleted,
//! duplicated, swapped, numbers and swizzles changed), and random instruction words
//! from the opcode table's layouts, turned into source by `gpubin dis --split` (when
//! that needs no gpubin extension).

mod support;

use gpubin_pica::isa::{Format, Opcode};
use gpubin_pica::shbin::{self, Dvle, Dvlp, OperandDescriptor, Output, OutputSemantic, Shbin};

/// SplitMix64: one seed is one program.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    /// Uniform in `lo..=hi`.
    fn int(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.next() % (hi - lo + 1)
    }
    /// True `k` times in 1000.
    fn pm(&mut self, k: u64) -> bool {
        self.next() % 1000 < k
    }
    fn of<T: Copy>(&mut self, items: &[T]) -> T {
        items[(self.next() % items.len() as u64) as usize]
    }
    fn weighted<T: Copy>(&mut self, items: &[(u64, T)]) -> T {
        let total: u64 = items.iter().map(|i| i.0).sum();
        let mut x = self.next() % total.max(1);
        for &(w, t) in items {
            if x < w {
                return t;
            }
            x -= w;
        }
        items[items.len() - 1].1
    }
}

// ---------------------------------------------------------------------------------
// Lines before printing.

/// One source line without its spelling.
#[derive(Clone, Debug)]
enum Line {
    /// A directive (`.fvec`, with its dot) or an instruction, its arguments, and
    /// whether they are separated by commas (else by spaces).
    Op {
        key: String,
        args: Vec<String>,
        commas: bool,
    },
    Label(String),
    /// Printed as it is (mutations, odd forms).
    Verbatim(String),
}

fn op(key: &str, args: Vec<String>) -> Line {
    Line::Op {
        key: key.to_string(),
        args,
        commas: true,
    }
}

fn dir(key: &str, args: Vec<String>) -> Line {
    Line::Op {
        key: key.to_string(),
        args,
        commas: false,
    }
}

fn dirc(key: &str, args: Vec<String>) -> Line {
    Line::Op {
        key: key.to_string(),
        args,
        commas: true,
    }
}

// ---------------------------------------------------------------------------------
// Style.

#[derive(Clone, Copy, PartialEq, Eq)]
enum Case {
    Lower,
    Upper,
    Title,
    Mixed,
}

struct Style {
    mnemonics: Case,
    directives: Case,
    /// Semantics, comparison and index names, bool values.
    words: Case,
    sep: &'static str,
    gap: &'static str,
    indent: &'static str,
    /// Per mille: a comment after a line.
    trailing_comments: u64,
    /// Per mille: a blank or comment line before a line.
    extra_lines: u64,
    /// Labels before the next instruction on its line.
    inline_labels: bool,
    crlf: bool,
    trailing_space: bool,
    /// No newline after the last line.
    no_final_newline: bool,
    /// Per mille: a `#` line before a line (a line marker, or another `#` line that
    /// picasso reads as one).
    markers: u64,
}

impl Style {
    fn draw(r: &mut Rng, lexical: bool) -> Style {
        let odd = if lexical { 600 } else { 150 };
        let case = |r: &mut Rng| {
            if r.pm(odd) {
                r.of(&[Case::Upper, Case::Title, Case::Mixed])
            } else {
                Case::Lower
            }
        };
        Style {
            mnemonics: case(r),
            directives: case(r),
            words: case(r),
            sep: if r.pm(odd) {
                r.of(&[",", " ,", " , ", ",\t", "\t,  "])
            } else {
                ", "
            },
            gap: if r.pm(odd) {
                r.of(&["\t", "  ", " \t "])
            } else {
                " "
            },
            indent: r.of(&["\t", "\t", "    ", "  ", "", "\t  "]),
            trailing_comments: if lexical {
                r.int(50, 500)
            } else {
                r.int(0, 40)
            },
            extra_lines: if lexical {
                r.int(50, 300)
            } else {
                r.int(0, 30)
            },
            inline_labels: r.pm(if lexical { 600 } else { 200 }),
            crlf: lexical && r.pm(80),
            trailing_space: r.pm(if lexical { 300 } else { 30 }),
            no_final_newline: r.pm(if lexical { 150 } else { 10 }),
            markers: if lexical && r.pm(300) {
                r.int(5, 60)
            } else {
                0
            },
        }
    }

    fn case(&self, r: &mut Rng, case: Case, text: &str) -> String {
        match case {
            Case::Lower => text.to_string(),
            Case::Upper => text.to_ascii_uppercase(),
            Case::Title => {
                let mut done = false;
                text.chars()
                    .map(|c| {
                        if c.is_ascii_alphabetic() && !done {
                            done = true;
                            c.to_ascii_uppercase()
                        } else {
                            c
                        }
                    })
                    .collect()
            }
            Case::Mixed => text
                .chars()
                .map(|c| if r.pm(500) { c.to_ascii_uppercase() } else { c })
                .collect(),
        }
    }

    fn comment(r: &mut Rng) -> String {
        r.of(&[
            "; note",
            ";",
            ";;; a comment, with commas, [brackets] and (parens)",
            "; .end .proc main",
            "; mov r0, r1",
            "; x: y:",
            ";\tTab",
            "; c0-c95 # not a marker",
        ])
        .to_string()
    }

    /// Prints lines with `depth` (indentation).
    fn print(&self, r: &mut Rng, lines: &[(usize, Line)]) -> String {
        let mut out = String::new();
        let nl = if self.crlf { "\r\n" } else { "\n" };
        let mut pending_labels: Vec<String> = Vec::new();
        for (depth, line) in lines {
            if r.pm(self.markers) {
                let marker = match r.int(0, 4) {
                    0 => format!("# {} \"other.pica\"", r.int(1, 500)),
                    1 => format!("# {} \"inc/{}.h\" 1 3", r.int(1, 99), r.int(0, 9)),
                    2 => format!("#line {}", r.int(1, 300)),
                    3 => "#pragma once".to_string(),
                    _ => format!("# {}", r.int(1, 50)),
                };
                out.push_str(&marker);
                out.push_str(nl);
            }
            if r.pm(self.extra_lines) {
                if r.pm(500) {
                    out.push_str(nl);
                } else {
                    out.push_str(&Style::comment(r));
                    out.push_str(nl);
                }
            }
            let indent = self.indent.repeat(*depth);
            let text = match line {
                Line::Label(l) => {
                    if self.inline_labels {
                        pending_labels.push(l.clone());
                        continue;
                    }
                    format!("{l}:")
                }
                Line::Verbatim(v) => v.clone(),
                Line::Op { key, args, commas } => {
                    let is_dir = key.starts_with('.');
                    let case = if is_dir {
                        self.directives
                    } else {
                        self.mnemonics
                    };
                    let key = self.case(r, case, key);
                    let labels: String = pending_labels
                        .drain(..)
                        .map(|l| format!("{l}:{}", r.of(&[" ", "\t", ""])))
                        .collect();
                    let lead = if is_dir && r.pm(700) {
                        String::new()
                    } else {
                        indent
                    };
                    if args.is_empty() {
                        format!("{labels}{lead}{key}")
                    } else {
                        let sep = if *commas { self.sep } else { " " };
                        format!("{labels}{lead}{key}{}{}", self.gap, args.join(sep))
                    }
                }
            };
            out.push_str(&text);
            if !text.is_empty() && r.pm(self.trailing_comments) {
                out.push_str(r.of(&[" ", "\t", "  "]));
                out.push_str(&Style::comment(r));
            } else if self.trailing_space && r.pm(200) {
                out.push_str(r.of(&[" ", "\t", " \t"]));
            }
            out.push_str(nl);
        }
        // Labels left at the end of the file stand alone.
        for l in pending_labels {
            out.push_str(&format!("{l}:{nl}"));
        }
        if self.no_final_newline {
            while out.ends_with('\n') || out.ends_with('\r') {
                out.pop();
            }
        }
        out
    }
}

// ---------------------------------------------------------------------------------
// The plan.

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Profile {
    Plain,
    Lexical,
    Long,
    Procedures,
    Nested,
    Limits,
    Outputs,
    Files,
    Geometry,
    Descriptors,
    Mutant,
    Words,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Vertex,
    /// A geometry shader: `.gsh` mode (None: bare `.gsh`, or only `setemit`).
    Geometry(Option<Gsh>),
    /// `.nodvle`: procedures and uniforms only.
    Library,
    /// Procedures only, no declaration and no `.nodvle`.
    CodeOnly,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Gsh {
    Point(u64),
    Variable(u64, u64),
    Fixed(u64, u64, u64),
    /// `.gsh` without a mode.
    Bare,
    /// No `.gsh`: a `setemit` makes the file a geometry shader.
    SetemitOnly,
}

/// Statement kinds of the grammar; the profile weighs them.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum S {
    Two,
    Inverted,
    One,
    Mad,
    Cmp,
    Mova,
    Nop,
    End,
    Call,
    Jump,
    Label,
    If,
    For,
    Break,
    Emit,
    Nested,
    Odd,
}

fn weights(p: Profile) -> Vec<(u64, S)> {
    let mut w = vec![
        (30, S::Two),
        (8, S::Inverted),
        (18, S::One),
        (8, S::Mad),
        (6, S::Cmp),
        (5, S::Mova),
        (2, S::Nop),
        (2, S::End),
        (6, S::Call),
        (5, S::Jump),
        (2, S::Label),
        (7, S::If),
        (4, S::For),
        (3, S::Break),
        (4, S::Emit),
        (1, S::Nested),
        (1, S::Odd),
    ];
    let set = |w: &mut Vec<(u64, S)>, s: S, v: u64| {
        for e in w.iter_mut() {
            if e.1 == s {
                e.0 = v;
            }
        }
    };
    match p {
        Profile::Procedures => {
            set(&mut w, S::Call, 30);
            set(&mut w, S::Nested, 4);
        }
        Profile::Nested => {
            set(&mut w, S::If, 30);
            set(&mut w, S::For, 18);
            set(&mut w, S::Break, 8);
            set(&mut w, S::Jump, 10);
        }
        Profile::Long => {
            set(&mut w, S::If, 3);
            set(&mut w, S::For, 2);
            set(&mut w, S::Mad, 2);
        }
        Profile::Descriptors => {
            set(&mut w, S::Mad, 25);
            set(&mut w, S::If, 1);
            set(&mut w, S::For, 1);
            set(&mut w, S::Call, 1);
        }
        Profile::Lexical => {
            set(&mut w, S::Label, 8);
            set(&mut w, S::Jump, 10);
            set(&mut w, S::Odd, 3);
        }
        _ => {}
    }
    w
}

/// Names known in one file (and, for procedures, in all files).
#[derive(Default, Clone)]
struct Scope {
    geometry: bool,
    /// A geometry shader whose `.gsh` has a mode (private uniforms, o0–o6).
    private: bool,
    /// Float uniforms and constants: name and size.
    floats: Vec<(String, u64)>,
    ints: Vec<String>,
    bools: Vec<(String, u64)>,
    inputs: Vec<String>,
    outputs: Vec<String>,
    /// Aliases usable as sources (of v, r or c) and as destinations (of r, o).
    src_aliases: Vec<String>,
    dst_aliases: Vec<String>,
    /// Labels defined so far in this file, and forward labels still to place.
    labels: Vec<String>,
    pending: Vec<String>,
    label_count: usize,
    /// Every procedure of the program.
    procs: Vec<String>,
    /// Words so far (roughly: padding NOPs estimated).
    words: usize,
    /// The last statement was a call/jump (a block closing now gets a NOP).
    last_flow: bool,
    prefix: String,
    swizzle_sets: &'static [&'static str],
    /// Per mille: an operand with a random full swizzle.
    swizzle_rate: u64,
    /// Per mille: negation of a source.
    neg_rate: u64,
    /// No deliberately wrong or lenient forms (a long program would hardly ever
    /// pass with them).
    clean: bool,
    /// Swizzles and masks to draw from (all when empty): few, so that a long program
    /// stays within the 128 operand descriptors.
    palette: Vec<String>,
    masks: Vec<String>,
}

const SEMANTICS: &[&str] = &[
    "position",
    "pos",
    "normalquat",
    "nquat",
    "color",
    "clr",
    "texcoord0",
    "tcoord0",
    "texcoord0w",
    "tcoord0w",
    "texcoord1",
    "tcoord1",
    "texcoord2",
    "tcoord2",
    "view",
    "dummy",
];

const CMPS: &[&str] = &["eq", "ne", "lt", "le", "gt", "ge"];

struct Ctx<'a> {
    r: &'a mut Rng,
    s: Scope,
    w: Vec<(u64, S)>,
    style_words: Case,
    out: Vec<(usize, Line)>,
    max_depth: usize,
    /// Stop adding statements once this many words are emitted.
    budget: usize,
}

impl Ctx<'_> {
    fn word(&mut self, text: &str) -> String {
        match self.style_words {
            Case::Lower => text.to_string(),
            Case::Upper => text.to_ascii_uppercase(),
            Case::Title | Case::Mixed => {
                if self.r.pm(500) {
                    text.to_ascii_uppercase()
                } else {
                    text.to_string()
                }
            }
        }
    }

    /// True `k` times in 1000, never in a clean program: for forms picasso refuses
    /// or reads leniently.
    fn odd(&mut self, k: u64) -> bool {
        !self.s.clean && self.r.pm(k)
    }

    fn swizzle(&mut self, full: bool) -> String {
        if !self.s.palette.is_empty() {
            return self.r.of_vec(&self.s.palette.clone());
        }
        let set = self.r.of(self.s.swizzle_sets);
        let n = if full {
            4
        } else if self.r.pm(300) {
            return String::new();
        } else {
            self.r.int(1, 4) as usize
        };
        let letters: String = (0..n)
            .map(|_| {
                let set = if self.r.pm(50) {
                    self.r.of(&["xyzw", "rgba", "stpq"])
                } else {
                    set
                };
                set.as_bytes()[self.r.int(0, 3) as usize] as char
            })
            .collect();
        let letters = if self.r.pm(40) {
            letters.to_ascii_uppercase()
        } else {
            letters
        };
        format!(".{letters}")
    }

    fn mask(&mut self) -> String {
        if !self.s.masks.is_empty() {
            return self.r.of_vec(&self.s.masks.clone());
        }
        if self.r.pm(250) {
            return String::new();
        }
        let set = self.r.of(self.s.swizzle_sets).as_bytes();
        let bits = self.r.int(1, 15);
        let mut m: Vec<char> = (0..4)
            .filter(|c| bits >> c & 1 != 0)
            .map(|c| set[c as usize] as char)
            .collect();
        if self.r.pm(30) {
            // Out of order ("arbitrary swizzling has no effect") or repeated.
            m.reverse();
        }
        if self.r.pm(20) {
            let c = m[0];
            m.push(c);
        }
        format!(".{}", m.into_iter().collect::<String>())
    }

    fn neg(&mut self) -> &'static str {
        if self.r.pm(self.s.neg_rate) {
            "-"
        } else {
            ""
        }
    }

    fn sw(&mut self) -> String {
        let full = self.r.pm(self.s.swizzle_rate);
        self.swizzle(full)
    }

    /// The input register this instruction reads (one per instruction).
    fn input(&mut self) -> String {
        if !self.s.inputs.is_empty() && self.r.pm(500) {
            self.r.of_vec(&self.s.inputs.clone())
        } else {
            format!("v{}", self.r.int(0, 14))
        }
    }

    /// A narrow source: the instruction's input, a temporary, or an alias.
    fn narrow(&mut self, input: &str) -> String {
        let base = match self.r.int(0, 9) {
            0..=2 => input.to_string(),
            3 if !self.s.src_aliases.is_empty() => self.r.of_vec(&self.s.src_aliases.clone()),
            _ => format!("r{}", self.r.int(0, 15)),
        };
        format!("{}{base}{}", self.neg(), self.sw())
    }

    /// A float uniform or constant, maybe indexed or relative.
    fn uniform(&mut self) -> String {
        let (base, size) = if !self.s.floats.is_empty() && self.r.pm(700) {
            let f = self.s.floats.clone();
            f[self.r.int(0, f.len() as u64 - 1) as usize].clone()
        } else {
            let top = if self.r.pm(100) { 95 } else { 60 };
            (format!("c{}", self.r.int(0, top)), 1)
        };
        let idx = |c: &mut Ctx<'_>, name: &str| -> String {
            let n = c.word(name);
            let sp = if c.r.pm(100) { " " } else { "" };
            let over = u64::from(c.odd(30));
            let off = c.r.int(0, size.min(6) - 1 + over);
            match c.r.int(0, 2) {
                0 => format!("[{sp}{n}{sp}]"),
                1 if off > 0 => format!("[{sp}{n}{sp}+{sp}{off}{sp}]"),
                _ => format!("[{n}+{off}]"),
            }
        };
        let index = match self.r.int(0, 13) {
            0 => idx(self, "a0.x"),
            1 => idx(self, "a0.y"),
            2 => idx(self, "aL"),
            3 => {
                let legacy = self.r.of(&["a0", "a1", "a2", "lcnt"]);
                idx(self, legacy)
            }
            4..=6 if size > 1 => format!("[{}]", self.r.int(0, size - 1)),
            7 if size > 1 && self.odd(100) => format!("[{}]", size + self.r.int(0, 3)),
            _ => String::new(),
        };
        format!("{}{base}{index}{}", self.neg(), self.sw())
    }

    fn wide(&mut self, input: &str) -> String {
        if self.r.pm(450) {
            self.uniform()
        } else {
            self.narrow(input)
        }
    }

    fn dst(&mut self) -> String {
        let limit = if self.s.geometry { 6 } else { 15 };
        let base = match self.r.int(0, 9) {
            0 | 1 if !self.s.outputs.is_empty() => self.r.of_vec(&self.s.outputs.clone()),
            2 if !self.s.dst_aliases.is_empty() => self.r.of_vec(&self.s.dst_aliases.clone()),
            3 | 4 => format!("o{}", self.r.int(0, limit)),
            _ => format!("r{}", self.r.int(0, 15)),
        };
        let m = self.mask();
        format!("{base}{m}")
    }

    fn cond(&mut self) -> String {
        let x = format!(
            "{}{}",
            if self.r.pm(500) { "!" } else { "" },
            self.word("cmp.x")
        );
        let y = format!(
            "{}{}",
            if self.r.pm(500) { "!" } else { "" },
            self.word("cmp.y")
        );
        let join = self.r.of(&[" && ", "&&", " & ", " || ", "||", " | "]);
        match self.r.int(0, 3) {
            0 => x,
            1 => y,
            2 => format!("{x}{join}{y}"),
            _ => format!("{y}{join}{x}"),
        }
    }

    fn bool_reg(&mut self) -> String {
        if !self.s.bools.is_empty() && self.r.pm(500) {
            let (n, size) = self.r.of_vec(&self.s.bools.clone());
            if size > 1 {
                format!("{n}[{}]", self.r.int(0, size - 1))
            } else {
                n
            }
        } else {
            let top = if self.s.private { 14 } else { 15 };
            format!("b{}", self.r.int(0, top))
        }
    }

    fn int_reg(&mut self) -> String {
        if !self.s.ints.is_empty() && self.r.pm(500) {
            self.r.of_vec(&self.s.ints.clone())
        } else {
            format!("i{}", self.r.int(0, 3))
        }
    }

    fn emit_line(&mut self, depth: usize, line: Line) {
        self.out.push((depth, line));
    }

    fn ins(&mut self, depth: usize, key: &str, args: Vec<String>) {
        self.s.words += 1;
        self.s.last_flow = false;
        self.emit_line(depth, op(key, args));
    }

    fn new_label(&mut self) -> String {
        self.s.label_count += 1;
        format!("{}L{}", self.s.prefix, self.s.label_count)
    }

    fn place_pending(&mut self, all: bool) {
        while !self.s.pending.is_empty() && (all || self.r.pm(300)) {
            let l = self.s.pending.remove(0);
            self.s.labels.push(l.clone());
            self.emit_line(0, Line::Label(l));
        }
    }

    /// A block's statements.
    fn body(&mut self, depth: usize, n: u64, in_loop: bool) {
        for _ in 0..n {
            if self.s.words >= self.budget {
                break;
            }
            self.statement(depth, in_loop);
        }
    }

    /// Closing a block: picasso's padding NOP rules, roughly, for the word count.
    fn close(&mut self, depth: usize, key: &str, empty: bool) {
        if self.s.last_flow || empty {
            self.s.words += 1;
        }
        self.s.last_flow = false;
        self.emit_line(depth, dir(key, vec![]));
    }

    fn statement(&mut self, depth: usize, in_loop: bool) {
        self.place_pending(false);
        let kind = self.r.weighted(&self.w.clone());
        let input = self.input();
        let d = depth + 1;
        match kind {
            S::Two => {
                let m = self.r.of(&[
                    "add", "dp3", "dp4", "mul", "max", "min", "dph", "dst", "sge", "slt",
                ]);
                let args = vec![self.dst(), self.wide(&input), self.narrow(&input)];
                self.ins(d, m, args);
            }
            S::Inverted => {
                // c in the second source: DPHI, DSTI, SGEI, SLTI (picasso picks the
                // inverted form), sometimes spelled out.
                let m = self
                    .r
                    .of(&["dph", "dst", "sge", "slt", "dphi", "dsti", "sgei", "slti"]);
                let args = vec![self.dst(), self.narrow(&input), self.uniform()];
                self.ins(d, m, args);
            }
            S::One => {
                let m = self.r.of(&[
                    "ex2", "lg2", "litp", "flr", "rcp", "rsq", "mov", "mov", "mov",
                ]);
                let args = vec![self.dst(), self.wide(&input)];
                self.ins(d, m, args);
            }
            S::Mad => {
                let m = if self.r.pm(100) { "madi" } else { "mad" };
                let (b, c) = match self.r.int(0, 2) {
                    0 => (self.uniform(), self.narrow(&input)),
                    1 => (self.narrow(&input), self.uniform()),
                    _ => (self.narrow(&input), self.narrow(&input)),
                };
                let args = vec![self.dst(), self.narrow(&input), b, c];
                self.ins(d, m, args);
            }
            S::Cmp => {
                let (x, y) = (self.r.of(CMPS), self.r.of(CMPS));
                let args = vec![
                    self.wide(&input),
                    self.word(x),
                    self.word(y),
                    self.narrow(&input),
                ];
                self.ins(d, "cmp", args);
            }
            S::Mova => {
                let a = self.r.of(&["a0.x", "a0.y", "a0.xy", "a0", "a1", "a01"]);
                let a = self.word(a);
                let args = vec![a, self.wide(&input)];
                self.ins(d, "mova", args);
            }
            S::Nop => self.ins(d, "nop", vec![]),
            S::End => self.ins(d, "end", vec![]),
            S::Call => {
                if self.s.procs.is_empty() {
                    return self.ins(d, "nop", vec![]);
                }
                let p = self.r.of_vec(&self.s.procs.clone());
                match self.r.int(0, 3) {
                    0 | 1 => self.ins(d, "call", vec![p]),
                    2 => {
                        let c = self.cond();
                        self.ins(d, "callc", vec![c, p]);
                    }
                    _ => {
                        let b = self.bool_reg();
                        self.ins(d, "callu", vec![b, p]);
                    }
                }
                self.s.last_flow = true;
            }
            S::Jump => {
                let target = if !self.s.labels.is_empty() && self.r.pm(400) {
                    self.r.of_vec(&self.s.labels.clone())
                } else {
                    let l = self.new_label();
                    self.s.pending.push(l.clone());
                    l
                };
                if self.r.pm(500) {
                    let c = self.cond();
                    self.ins(d, "jmpc", vec![c, target]);
                } else {
                    let b = format!(
                        "{}{}",
                        if self.r.pm(400) { "!" } else { "" },
                        self.bool_reg()
                    );
                    self.ins(d, "jmpu", vec![b, target]);
                }
                self.s.last_flow = true;
            }
            S::Label => {
                let l = self.new_label();
                self.s.labels.push(l.clone());
                self.emit_line(0, Line::Label(l));
            }
            S::If | S::For if depth >= self.max_depth || self.s.words + 4 >= self.budget => {
                self.ins(d, "mov", vec![format!("r{}", depth % 16), input]);
            }
            S::If => {
                let head = if self.r.pm(500) {
                    ("ifu", self.bool_reg())
                } else {
                    ("ifc", self.cond())
                };
                self.ins(d, head.0, vec![head.1]);
                let n = self.r.int(0, 4);
                let before = self.s.words;
                self.body(d, n, in_loop);
                if self.r.pm(400) {
                    let empty = self.s.words == before;
                    if self.s.last_flow || empty {
                        self.s.words += 1;
                    }
                    self.s.last_flow = false;
                    self.emit_line(d, dir(".else", vec![]));
                    let n = self.r.int(0, 4);
                    self.body(d, n, in_loop);
                }
                let empty = self.s.words == before;
                self.close(d, ".end", empty);
            }
            S::For => {
                let i = self.int_reg();
                self.ins(d, "for", vec![i]);
                let before = self.s.words;
                let n = self.r.int(0, 4);
                self.body(d, n, true);
                let empty = self.s.words == before;
                self.close(d, ".end", empty);
            }
            S::Break => {
                if in_loop || self.odd(50) {
                    if self.r.pm(500) {
                        self.ins(d, "break", vec![]);
                    } else {
                        let c = self.cond();
                        self.ins(d, "breakc", vec![c]);
                    }
                    self.s.last_flow = true;
                } else {
                    self.ins(d, "nop", vec![]);
                }
            }
            S::Emit => {
                if !self.s.geometry && !self.odd(20) {
                    return self.ins(d, "nop", vec![]);
                }
                if self.r.pm(500) {
                    self.ins(d, "emit", vec![]);
                } else {
                    let v = if self.odd(30) {
                        self.r.of(&["3", "0x2", "01", "-1"]).to_string()
                    } else {
                        self.r.int(0, 2).to_string()
                    };
                    let flags = match self.r.int(0, 5) {
                        0 => vec![],
                        1 => vec![self.word("prim")],
                        2 => vec![self.word("inv")],
                        3 => vec![format!("{} {}", self.word("prim"), self.word("inv"))],
                        4 => vec![format!(
                            "{} {}",
                            self.word("primitive"),
                            self.word("invert")
                        )],
                        _ => vec![format!("{} {}", self.word("inv"), self.word("prim"))],
                    };
                    let mut args = vec![v];
                    args.extend(flags);
                    self.ins(d, "setemit", args);
                }
            }
            S::Nested => {
                let name = format!("{}in{}", self.s.prefix, self.s.label_count);
                self.s.label_count += 1;
                self.emit_line(d, dir(".proc", vec![name.clone()]));
                let n = self.r.int(0, 3);
                self.body(d, n, false);
                self.close(d, ".end", false);
                self.s.procs.push(name);
            }
            S::Odd => {
                let line = match self.r.int(0, 9) {
                    0 => op("mov", vec![self.dst()]),
                    1 => op("add", vec![self.dst(), self.narrow(&input)]),
                    2 => op("nop", vec!["r0".to_string()]),
                    3 => op("mov", vec![self.dst(), self.uniform(), "r1".into()]),
                    4 => op("frob", vec!["r0".to_string(), "r1".to_string()]),
                    5 => op("mov", vec![format!("c{}", self.r.int(0, 3)), input.clone()]),
                    6 => op("add", vec![self.dst(), "r1".into(), self.uniform()]),
                    7 => op(
                        "mov",
                        vec![format!("r{}", self.r.int(16, 20)), input.clone()],
                    ),
                    8 => op(
                        "mad",
                        vec![self.dst(), self.uniform(), "r1".into(), "r2".into()],
                    ),
                    _ => op("mov", vec![self.dst(), format!("{input}.xyzwx")]),
                };
                self.s.words += 1;
                self.emit_line(d, line);
            }
        }
    }
}

trait OfVec {
    fn of_vec<T: Clone>(&mut self, items: &[T]) -> T;
}

impl OfVec for Rng {
    fn of_vec<T: Clone>(&mut self, items: &[T]) -> T {
        items[(self.next() % items.len() as u64) as usize].clone()
    }
}

// ---------------------------------------------------------------------------------
// Values.

fn float(r: &mut Rng) -> String {
    match r.int(0, 24) {
        0 => "0".into(),
        1 => "-0".into(),
        2 => "1".into(),
        3 => format!("{}", r.int(0, 100_000)),
        4 => format!("-{}.{}", r.int(0, 999), r.int(0, 999_999)),
        5 => format!(".{}", r.int(0, 99)),
        6 => format!("{}.", r.int(0, 99)),
        7 => format!("{}e{}", r.int(1, 9), r.int(0, 25)),
        8 => format!("{}.{}e-{}", r.int(1, 9), r.int(0, 99), r.int(0, 25)),
        9 => format!("{}E+{}", r.int(1, 9), r.int(0, 20)),
        10 => r
            .of(&["1e19", "1.8446744e19", "3.6893488e19", "1e-19", "5.42e-20"])
            .into(),
        11 => r.of(&["0x10", "0x1p4", "0X1.8p1", "-0x.8"]).into(),
        12 => r.of(&["inf", "-inf", "nan", "INFINITY"]).into(),
        13 => r.of(&["1e40", "-1e40", "1e-40"]).into(),
        14 => r.of(&["+1.5", "+0", "00.5", "1.0f"]).into(),
        _ => format!("{}.{}", r.int(0, 20), r.int(0, 9999)),
    }
}

fn vec4(r: &mut Rng) -> String {
    let sep = r.of(&[", ", ",", " , ", ",\t"]);
    let v = [float(r), float(r), float(r), float(r)];
    let sp = if r.pm(100) { " " } else { "" };
    format!("({sp}{}{sp})", v.join(sep))
}

fn ivec4(r: &mut Rng) -> String {
    let mut n = || match r.int(0, 12) {
        0 => (-(r.int(1, 128) as i64)).to_string(),
        1 => r.int(256, 1000).to_string(),
        2 => r.of(&["0x7f", "010", "+5", "2.9"]).to_string(),
        _ => r.int(0, 255).to_string(),
    };
    format!("({}, {}, {}, {})", n(), n(), n(), n())
}

// ---------------------------------------------------------------------------------
// Files.

/// What one file of a program declares, decided before its code.
struct FilePlan {
    kind: Kind,
    prefix: String,
    /// Procedures defined here (names), the first may be the entry.
    procs: Vec<String>,
    /// `.entry` (None: the default `main`).
    entry: Option<String>,
}

/// The vertex uniform space shared by the files of a program.
#[derive(Default)]
struct Shared {
    floats: Vec<(String, u64)>,
    ints: Vec<String>,
    bools: Vec<(String, u64)>,
}

fn ident(r: &mut Rng, base: &str) -> String {
    match r.int(0, 30) {
        0 => format!("{base}$m"),
        1 => format!("_{base}"),
        2 => format!("{base}_with_a_rather_long_name_for_the_symbol_table"),
        3 => format!("{base}9"),
        _ => base.to_string(),
    }
}

fn declarations(c: &mut Ctx<'_>, plan: &FilePlan, profile: Profile, shared: &mut Shared) {
    let r = &mut *c.r;
    let mut lines: Vec<Line> = Vec::new();
    let p = &plan.prefix;
    if let Kind::Geometry(Some(g)) = plan.kind {
        match g {
            Gsh::Point(n) => lines.push(dir(".gsh", vec!["point".into(), format!("c{n}")])),
            Gsh::Variable(n, k) => lines.push(dir(
                ".gsh",
                vec![
                    r.of(&["variable", "subdivision"]).into(),
                    format!("c{n}"),
                    k.to_string(),
                ],
            )),
            Gsh::Fixed(n, m, k) => lines.push(dir(
                ".gsh",
                vec![
                    r.of(&["fixed", "particle"]).into(),
                    format!("c{n}"),
                    format!("c{m}"),
                    k.to_string(),
                ],
            )),
            Gsh::Bare => lines.push(dir(".gsh", vec![])),
            Gsh::SetemitOnly => {}
        }
    }
    if plan.kind == Kind::Library {
        lines.push(dir(".nodvle", vec![]));
    }
    // Names for output registers, now and then before the `.gsh` (picasso checks a
    // register name as it reads it, so o7-o15 named before a geometry file becomes
    // one stay writable).
    if c.r.pm(120) {
        for i in 0..c.r.int(1, 2) {
            let name = format!("{p}ov{i}");
            let reg = if c.r.pm(500) {
                c.r.int(7, 15)
            } else {
                c.r.int(0, 6)
            };
            let line = dir(".alias", vec![name.clone(), format!("o{reg}")]);
            if c.r.pm(500) {
                lines.insert(0, line);
            } else {
                lines.push(line);
            }
            c.s.dst_aliases.push(name);
        }
    }
    let limits = profile == Profile::Limits;
    // Inputs.
    let inputs = if limits {
        c.r.int(0, 17)
    } else {
        c.r.int(0, 3)
    };
    let explicit = c.r.pm(400);
    let mut used = 0u32;
    for i in 0..inputs {
        let name = format!("{p}in{i}");
        if explicit {
            let mut v = c.r.int(0, 15);
            if v == 15 && !c.odd(100) {
                v = 14;
            }
            if used & 1 << v != 0 && !c.r.pm(50) {
                continue;
            }
            used |= 1 << v;
            lines.push(dir(".in", vec![name.clone(), format!("v{v}")]));
        } else {
            lines.push(dir(".in", vec![name.clone()]));
        }
        c.s.inputs.push(name);
    }
    // Uniforms: vertex-space ones may repeat a name another file declared.
    let private = c.s.private;
    let shared_ok = !private;
    if shared_ok && !shared.floats.is_empty() && c.r.pm(500) {
        let (n, size) = c.r.of_vec(&shared.floats);
        let decl = if size > 1 {
            format!("{n}[{size}]")
        } else {
            n.clone()
        };
        lines.push(dirc(".fvec", vec![decl]));
        c.s.floats.push((n, size));
    }
    // Float uniforms: in the limits profile their total and the constants' fill the
    // space to within a few registers (one more now and then).
    let room: u64 =
        if let Kind::Geometry(Some(Gsh::Point(n) | Gsh::Variable(n, _) | Gsh::Fixed(n, _, _))) =
            plan.kind
        {
            96 - n.min(95)
        } else {
            96 - shared.floats.iter().map(|f| f.1).sum::<u64>().min(96)
        };
    let consts_room = if limits { c.r.int(0, room.min(40)) } else { 0 };
    let target = (room - consts_room + c.r.int(0, 4)).saturating_sub(3);
    let (count, big) = if limits {
        if c.r.pm(250) {
            // Many single registers: the 96 declarations.
            (target.min(100), false)
        } else {
            (c.r.int(1, 6), true)
        }
    } else {
        (c.r.int(0, 4), false)
    };
    let mut total = 0u64;
    let mut group: Vec<String> = Vec::new();
    for i in 0..count {
        let name = ident(c.r, &format!("{p}u{i}"));
        let size = if big {
            let left = target.saturating_sub(total).max(1);
            if i + 1 == count {
                left
            } else {
                c.r.int(1, left)
            }
        } else if limits {
            1
        } else if c.r.pm(300) {
            c.r.int(2, 12)
        } else {
            1
        };
        total += size;
        let decl = if size > 1 || c.r.pm(30) {
            format!("{name}[{size}]")
        } else {
            name.clone()
        };
        group.push(decl);
        if !name.starts_with('_') {
            c.s.floats.push((name.clone(), size));
        }
        if shared_ok {
            shared.floats.push((name, size));
        }
        if group.len() >= c.r.int(1, 4) as usize {
            lines.push(dirc(".fvec", std::mem::take(&mut group)));
        }
    }
    if !group.is_empty() {
        lines.push(dirc(".fvec", group));
    }
    // Integer and bool uniforms (a name another file declared first).
    if shared_ok && !shared.ints.is_empty() && c.r.pm(300) {
        let n = c.r.of_vec(&shared.ints);
        lines.push(dirc(".ivec", vec![n.clone()]));
        c.s.ints.push(n);
    }
    for i in 0..if limits { c.r.int(0, 4) } else { c.r.int(0, 1) } {
        let name = format!("{p}num{i}");
        lines.push(dirc(".ivec", vec![name.clone()]));
        c.s.ints.push(name.clone());
        if shared_ok {
            shared.ints.push(name);
        }
    }
    let nb = if limits { c.r.int(0, 4) } else { c.r.int(0, 2) };
    // Bool registers left (b15 is the hardware's in a geometry shader's own space).
    let mut bools_left: u64 = if private { 15 } else { 16 };
    for i in 0..nb {
        let name = format!("{p}flag{i}");
        let size = if limits {
            let n = if i + 1 == nb {
                bools_left + u64::from(c.r.pm(150))
            } else {
                c.r.int(1, bools_left.clamp(1, 8))
            };
            bools_left = bools_left.saturating_sub(n);
            n.max(1)
        } else if c.r.pm(300) {
            c.r.int(2, 4)
        } else {
            1
        };
        let decl = if size > 1 {
            format!("{name}[{size}]")
        } else {
            name.clone()
        };
        lines.push(dirc(".bool", vec![decl]));
        c.s.bools.push((name.clone(), size));
        if shared_ok {
            shared.bools.push((name, size));
        }
    }
    // Constants, downward from the top.
    let nconst = if limits {
        c.r.int(0, 12)
    } else {
        c.r.int(0, 3)
    };
    // What the float constants may take, in the limits profile.
    let mut consts_left = consts_room;
    for i in 0..nconst {
        let name = format!("{p}k{i}");
        match c.r.int(0, 5) {
            0 => {
                lines.push(Line::Verbatim(format!(".constf {name}{}", vec4(c.r))));
                c.s.floats.push((name, 1));
                consts_left = consts_left.saturating_sub(1);
            }
            1 => {
                lines.push(Line::Verbatim(format!(".consti {name}{}", ivec4(c.r))));
                c.s.ints.push(name);
            }
            2 => {
                let n = if limits {
                    let n = c.r.int(1, consts_left.clamp(1, 30));
                    consts_left = consts_left.saturating_sub(n);
                    n
                } else {
                    c.r.int(1, 4)
                };
                let declared = if c.r.pm(500) {
                    (n + c.r.int(0, 2)).to_string()
                } else {
                    String::new()
                };
                lines.push(Line::Verbatim(format!(".constfa {name}[{declared}]")));
                for _ in 0..n {
                    lines.push(Line::Verbatim(format!(".constfa {}", vec4(c.r))));
                }
                lines.push(dir(".end", vec![]));
                let size = declared.parse().unwrap_or(n);
                c.s.floats.push((name, size));
            }
            3 => {
                let reg = c.r.int(if limits { 60 } else { 80 }, 95);
                lines.push(Line::Verbatim(format!(".setf c{reg}{}", vec4(c.r))));
            }
            4 => {
                let reg = c.r.int(0, 3);
                lines.push(Line::Verbatim(format!(".seti i{reg}{}", ivec4(c.r))));
            }
            _ => {
                let v =
                    c.r.of(&["true", "false", "on", "off", "1", "0", "TRUE", "Off"]);
                lines.push(dir(".setb", vec![format!("b{}", c.r.int(0, 15)), v.into()]));
            }
        }
    }
    // Aliases.
    for i in 0..c.r.int(0, 3) {
        let name = format!("{p}al{i}");
        let sign = if c.r.pm(100) { "-" } else { "" };
        match c.r.int(0, 3) {
            0 if !c.s.floats.is_empty() => {
                let (f, _) = c.r.of_vec(&c.s.floats.clone());
                let sw = c.swizzle(false);
                lines.push(dir(".alias", vec![name.clone(), format!("{sign}{f}{sw}")]));
                c.s.floats.push((name, 1));
            }
            1 => {
                // An input under another name: an instruction's one input.
                let sw = c.swizzle(false);
                lines.push(dir(
                    ".alias",
                    vec![name.clone(), format!("{sign}v{}{sw}", c.r.int(0, 14))],
                ));
                c.s.inputs.push(name);
            }
            _ => {
                let reg = c.r.int(0, 15);
                let sw = c.swizzle(false);
                lines.push(dir(
                    ".alias",
                    vec![name.clone(), format!("{sign}r{reg}{sw}")],
                ));
                c.s.src_aliases.push(name.clone());
                c.s.dst_aliases.push(name);
            }
        }
    }
    outputs(c, plan, profile, &mut lines);
    for l in lines {
        c.out.push((0, l));
    }
}

fn outputs(c: &mut Ctx<'_>, plan: &FilePlan, profile: Profile, lines: &mut Vec<Line>) {
    if plan.kind == Kind::Library {
        return;
    }
    let geometry = matches!(plan.kind, Kind::Geometry(_));
    let limit = if geometry { 7 } else { 16 };
    let p = plan.prefix.clone();
    let full = profile == Profile::Outputs;
    let regs = if full {
        c.r.int(1, limit + 1)
    } else {
        c.r.int(0, 4)
    };
    let mut n = 0;
    // Components taken per register; picasso 2.7.1 checks o8-o15 against o0-o7 (its
    // mask wraps), so those are kept apart but for a few deliberate collisions.
    let mut taken = [0u64; 16];
    let free_of = |taken: &[u64; 16], r: usize| 0xF & !taken[r] & !taken[(r + 8) % 16];
    for _ in 0..regs {
        // Placed by the assembler (the lowest register no output uses), or given.
        let auto = !full && c.r.pm(250) || full && c.r.pm(80);
        let reg = if auto {
            match (0..limit).find(|&r| taken[r as usize] == 0) {
                Some(r) => r,
                None => continue,
            }
        } else if full && c.r.pm(40) || !geometry && c.r.pm(20) {
            c.r.int(0, 15)
        } else {
            c.r.int(0, limit - 1)
        };
        // Split the register's components among one to four outputs.
        let parts = if full && !auto { c.r.int(1, 4) } else { 1 };
        let mut free = free_of(&taken, reg as usize);
        if c.r.pm(15) {
            free = 0xF; // an overlap
        }
        for k in 0..parts {
            if free == 0 {
                break;
            }
            let bits = if k + 1 == parts {
                free
            } else {
                let b = c.r.int(1, 15) & free;
                if b == 0 {
                    continue;
                }
                b
            };
            free &= !bits;
            taken[reg as usize] |= bits;
            let mask: String = (0..4)
                .filter(|i| bits >> i & 1 != 0)
                .map(|i| ['x', 'y', 'z', 'w'][i as usize])
                .collect();
            let mask = if bits == 0xF && c.r.pm(500) {
                String::new()
            } else {
                format!(".{mask}")
            };
            let sem = if reg >= 7 && !c.r.pm(10) {
                "dummy"
            } else {
                c.r.of(SEMANTICS)
            };
            let sem = c.word(sem);
            let name = if c.r.pm(500) {
                let name = format!("{p}out{n}");
                c.s.outputs.push(name.clone());
                name
            } else {
                "-".to_string()
            };
            n += 1;
            if auto {
                lines.push(dir(".out", vec![name, format!("{sem}{mask}")]));
            } else {
                let bank = if c.r.pm(20) { "v" } else { "o" };
                lines.push(dir(".out", vec![name, sem, format!("{bank}{reg}{mask}")]));
            }
        }
    }
}

/// One file of a grammar program.
fn file(
    r: &mut Rng,
    plan: &FilePlan,
    profile: Profile,
    all_procs: &[String],
    budget: usize,
    shared: &mut Shared,
    style_words: Case,
) -> Vec<(usize, Line)> {
    let geometry = matches!(plan.kind, Kind::Geometry(_));
    let private = matches!(
        plan.kind,
        Kind::Geometry(Some(Gsh::Point(_) | Gsh::Variable(..) | Gsh::Fixed(..)))
    );
    let full_swizzles = profile == Profile::Descriptors;
    let mut c = Ctx {
        r,
        s: Scope {
            geometry,
            private,
            procs: all_procs.to_vec(),
            prefix: plan.prefix.clone(),
            swizzle_sets: &["xyzw"],
            swizzle_rate: if full_swizzles { 900 } else { 100 },
            neg_rate: if full_swizzles { 300 } else { 80 },
            ..Scope::default()
        },
        w: weights(profile),
        style_words,
        out: Vec::new(),
        max_depth: if profile == Profile::Nested { 14 } else { 4 },
        budget,
    };
    // Odd statements (lenient or refused forms) in one file in seven.
    if !c.r.pm(150) {
        c.w.retain(|w| w.1 != S::Odd);
    }
    c.s.swizzle_sets = match c.r.int(0, 5) {
        0 => &["rgba"],
        1 => &["stpq"],
        2 => &["xyzw", "rgba", "stpq"],
        _ => &["xyzw"],
    };
    if profile == Profile::Long && c.r.pm(850) {
        // Near 512 words: clean, with few operand patterns (128 descriptors).
        c.s.clean = true;
        c.w.retain(|w| w.1 != S::Odd);
        c.s.swizzle_rate = 0;
        c.s.neg_rate = 0;
        let mut palette = vec![String::new()];
        let mut masks = vec![String::new()];
        for _ in 0..2 {
            let sw = c.swizzle(false);
            palette.push(sw);
            let m = c.mask();
            masks.push(m);
        }
        c.s.palette = palette;
        c.s.masks = masks;
    }
    if plan.kind != Kind::CodeOnly {
        declarations(&mut c, plan, profile, shared);
    }
    // Now and then the last declarations come after the first procedure.
    let mut late = Vec::new();
    if c.r.pm(100) {
        let movable = |l: &Line| {
            matches!(l, Line::Op { key, .. }
                if [".out", ".alias", ".fvec", ".ivec", ".bool", ".in", ".setb"].contains(&key.as_str()))
        };
        if let Some(at) = (0..c.out.len())
            .rev()
            .find(|&i| movable(&c.out[i].1) && c.r.pm(400))
        {
            if c.out[at..].iter().all(|l| movable(&l.1)) {
                late = c.out.split_off(at);
            }
        }
    }
    let entry_first = c.r.pm(500);
    if let Some(e) = &plan.entry {
        if entry_first {
            c.out.push((0, dir(".entry", vec![e.clone()])));
        }
    }
    let nprocs = plan.procs.len().max(1);
    for (i, name) in plan.procs.iter().enumerate() {
        c.out.push((0, dir(".proc", vec![name.clone()])));
        let share = (budget.saturating_sub(c.s.words)) / (nprocs - i);
        let local = c.s.words + share;
        let saved = c.budget;
        c.budget = local.min(saved);
        let before = c.s.words;
        let n = match profile {
            Profile::Long | Profile::Descriptors => 10_000,
            Profile::Procedures => c.r.int(0, 6),
            _ => c.r.int(1, 10),
        };
        c.body(0, n, false);
        c.budget = saved;
        // The entry ends with `end` (mostly); others return.
        if i == 0 && c.r.pm(900) {
            c.ins(1, "end", vec![]);
        }
        c.place_pending(true);
        let empty = c.s.words == before;
        c.close(0, ".end", empty);
        c.out.append(&mut late);
    }
    c.place_pending(true);
    if let Some(e) = &plan.entry {
        if !entry_first {
            c.out.push((0, dir(".entry", vec![e.clone()])));
        }
    }
    if matches!(plan.kind, Kind::Geometry(Some(Gsh::SetemitOnly)))
        && !c
            .out
            .iter()
            .any(|l| matches!(&l.1, Line::Op { key, .. } if key == "setemit"))
    {
        // A `setemit` makes this a geometry shader: put one in a procedure of its own.
        let name = format!("{}se", plan.prefix);
        c.out.push((0, dir(".proc", vec![name])));
        c.out.push((1, op("setemit", vec!["0".into()])));
        c.out.push((0, dir(".end", vec![])));
    }
    c.out
}

/// A program from the grammar.
/// A file's name and its lines with their depths.
type Lines = (String, Vec<(usize, Line)>);

fn grammar(r: &mut Rng, profile: Profile) -> (Vec<Lines>, Style) {
    // File kinds.
    let kinds: Vec<Kind> = match profile {
        Profile::Files => {
            let n = r.int(2, 5);
            (0..n)
                .map(|_| match r.int(0, 9) {
                    0..=4 => Kind::Vertex,
                    5 => Kind::Library,
                    6 => Kind::CodeOnly,
                    _ => Kind::Geometry(Some(gsh(r))),
                })
                .collect()
        }
        Profile::Geometry => match r.int(0, 5) {
            0 => vec![Kind::Geometry(Some(gsh(r)))],
            1 => vec![Kind::Geometry(Some(gsh(r))), Kind::Vertex],
            2 => vec![
                Kind::Vertex,
                Kind::Geometry(Some(gsh(r))),
                Kind::Geometry(Some(gsh(r))),
            ],
            _ => vec![Kind::Vertex, Kind::Geometry(Some(gsh(r)))],
        },
        _ => {
            if r.pm(250) {
                vec![Kind::Vertex, Kind::Geometry(Some(gsh(r)))]
            } else if r.pm(50) {
                vec![Kind::Library, Kind::Vertex]
            } else {
                vec![Kind::Vertex]
            }
        }
    };
    // Procedures of every file, named up front so calls go anywhere.
    let mut plans: Vec<FilePlan> = Vec::new();
    let mut all = Vec::new();
    for (i, &kind) in kinds.iter().enumerate() {
        let prefix = if i == 0 {
            String::new()
        } else {
            format!("f{i}_")
        };
        let n = match profile {
            Profile::Procedures => r.int(4, 30),
            Profile::Long => r.int(1, 4),
            _ => r.int(1, 4),
        };
        let procs: Vec<String> = (0..n)
            .map(|k| {
                if k == 0 && !matches!(kind, Kind::Library | Kind::CodeOnly) {
                    format!("{prefix}main")
                } else {
                    format!("{prefix}p{k}")
                }
            })
            .collect();
        all.extend(procs.iter().cloned());
        plans.push(FilePlan {
            kind,
            prefix,
            procs,
            entry: None,
        });
    }
    // Entries: the file's own first procedure, or now and then any procedure.
    for (i, p) in plans.iter_mut().enumerate() {
        if matches!(p.kind, Kind::Library | Kind::CodeOnly) {
            continue;
        }
        let own = p.procs[0].clone();
        p.entry = if r.pm(150) {
            Some(all[r.int(0, all.len() as u64 - 1) as usize].clone())
        } else if own == "main" && r.pm(700) {
            None
        } else {
            Some(own)
        };
        if i > 0 && p.entry.is_none() {
            p.entry = Some(p.procs[0].clone());
        }
    }
    if all.iter().filter(|n| *n == "main").count() == 0 && plans[0].entry.is_none() {
        plans[0].entry = Some(plans[0].procs[0].clone());
    }
    // Duplicate procedure names now and then (picasso refuses them).
    if r.pm(10) && all.len() > 1 {
        let last = plans.len() - 1;
        let dup = all[0].clone();
        plans[last].procs.push(dup);
    }
    let style = Style::draw(r, profile == Profile::Lexical);
    let budget = match profile {
        Profile::Long => r.int(470, 530) as usize,
        Profile::Descriptors => r.int(90, 200) as usize,
        Profile::Procedures => 400,
        _ => r.int(20, 200) as usize,
    };
    let mut shared = Shared::default();
    let mut files = Vec::new();
    let mut used = 0usize;
    let nfiles = plans.len();
    let mut counts = [0usize; 3];
    for (i, plan) in plans.iter().enumerate() {
        let left = budget.saturating_sub(used);
        // In the long profile a geometry file may take most of the words.
        let share = if profile == Profile::Long {
            let last = i + 1 == nfiles;
            if last || matches!(plan.kind, Kind::Geometry(_)) && r.pm(300) {
                left
            } else {
                left / 2
            }
        } else {
            left / (nfiles - i)
        };
        let lines = file(r, plan, profile, &all, share, &mut shared, style.words);
        used += lines
            .iter()
            .filter(|l| matches!(&l.1, Line::Op { key, .. } if !key.starts_with('.')))
            .count();
        let (k, letter) = match plan.kind {
            Kind::Vertex => (0, "v"),
            Kind::Geometry(_) => (1, "g"),
            Kind::Library | Kind::CodeOnly => (2, "lib"),
        };
        let name = if counts[k] == 0 {
            format!("{letter}.pica")
        } else {
            format!("{letter}{}.pica", counts[k])
        };
        counts[k] += 1;
        files.push((name, lines));
    }
    (files, style)
}

fn gsh(r: &mut Rng) -> Gsh {
    match r.int(0, 7) {
        0 | 1 => Gsh::Point(if r.pm(200) {
            r.int(80, 96)
        } else {
            r.int(0, 60)
        }),
        2 | 3 => Gsh::Variable(
            r.int(0, 70),
            if r.pm(100) {
                r.int(250, 260)
            } else {
                r.int(0, 12)
            },
        ),
        4 | 5 => {
            let n = r.int(1, 80);
            let m = if r.pm(100) {
                n + r.int(0, 2)
            } else {
                r.int(0, n - 1)
            };
            Gsh::Fixed(n, m, r.int(0, 20))
        }
        6 => Gsh::Bare,
        _ => Gsh::SetemitOnly,
    }
}

// ---------------------------------------------------------------------------------
// Mutations of the shaders in tests/data/asm.

const CORPUS: &[(&str, &str)] = &[
    ("full.v", include_str!("../tests/data/asm/full.v.pica")),
    ("full.g", include_str!("../tests/data/asm/full.g.pica")),
    ("caller.v", include_str!("../tests/data/asm/caller.v.pica")),
    ("lib", include_str!("../tests/data/asm/lib.pica")),
    (
        "outputs.v",
        include_str!("../tests/data/asm/outputs.v.pica"),
    ),
    (
        "padding.v",
        include_str!("../tests/data/asm/padding.v.pica"),
    ),
    ("point.g", include_str!("../tests/data/asm/point.g.pica")),
    (
        "variable.g",
        include_str!("../tests/data/asm/variable.g.pica"),
    ),
    ("compat.g", include_str!("../tests/data/asm/compat.g.pica")),
    (
        "simple.v",
        include_str!("../../pica-macros/examples/shaders/simple.v.pica"),
    ),
    (
        "simple.g",
        include_str!("../../pica-macros/examples/shaders/simple.g.pica"),
    ),
];

fn corpus(name: &str) -> &'static str {
    CORPUS.iter().find(|c| c.0 == name).map_or("", |c| c.1)
}

fn mutate(r: &mut Rng, text: &str) -> String {
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    for _ in 0..r.int(1, 4) {
        if lines.is_empty() {
            break;
        }
        let i = r.int(0, lines.len() as u64 - 1) as usize;
        match r.int(0, 9) {
            0 => {
                lines.remove(i);
            }
            1 => {
                let l = lines[i].clone();
                lines.insert(i, l);
            }
            2 => {
                let j = r.int(0, lines.len() as u64 - 1) as usize;
                lines.swap(i, j);
            }
            3 | 4 => {
                // A number changed.
                let l = &lines[i];
                let digits: Vec<usize> = l
                    .char_indices()
                    .filter(|c| c.1.is_ascii_digit())
                    .map(|c| c.0)
                    .collect();
                if let Some(&at) = digits.get(r.int(0, digits.len().max(1) as u64 - 1) as usize) {
                    let mut s = l.clone();
                    let new = r.of(&["0", "1", "7", "9", "15", "16", "95", "96", "255", "3"]);
                    s.replace_range(at..=at, new);
                    lines[i] = s;
                }
            }
            5 => {
                // A swizzle or mask changed.
                if let Some(at) = lines[i].rfind('.') {
                    let mut s = lines[i].clone();
                    let end = s[at + 1..]
                        .find(|c: char| !c.is_ascii_alphabetic())
                        .map_or(s.len(), |e| at + 1 + e);
                    let new = r.of(&["x", "wzyx", "xy", "rgba", "q", "", "xyzwx", "yx", "stp"]);
                    s.replace_range(at + 1..end, new);
                    lines[i] = s;
                }
            }
            6 => lines[i] = lines[i].to_ascii_uppercase(),
            7 => {
                let extra = r.of(&[
                    "\tnop",
                    "\tend",
                    "\tmov r0, r1",
                    ".end",
                    ".else",
                    "\tifu b0",
                    "\tfor i0",
                    "\tcall main",
                    "x:",
                    "\tmad r0, r1, c2, r3",
                    "\tsetemit 1, prim",
                    "\temit",
                    ".fvec late[2]",
                    ".out - color o5",
                ]);
                lines.insert(i, extra.to_string());
            }
            8 => lines[i] = lines[i].replacen(", ", ",", 1),
            _ => lines[i] = format!("{}\t; changed", lines[i]),
        }
    }
    let mut out = lines.join("\n");
    out.push('\n');
    out
}

fn mutant(r: &mut Rng) -> Vec<(String, String)> {
    let sets: &[&[&str]] = &[
        &["full.v", "full.g"],
        &["caller.v", "lib"],
        &["lib", "caller.v"],
        &["simple.v", "simple.g"],
        &["full.v"],
        &["outputs.v"],
        &["padding.v"],
        &["point.g"],
        &["variable.g"],
        &["compat.g"],
        &["simple.v", "point.g"],
        &["padding.v", "variable.g"],
        &["outputs.v", "compat.g"],
    ];
    let set = r.of(sets);
    set.iter()
        .enumerate()
        .map(|(i, name)| {
            let text = corpus(name);
            let text = if r.pm(700) || i == 0 && set.len() == 1 {
                mutate(r, text)
            } else {
                text.to_string()
            };
            let suffix = match name.rsplit('.').next() {
                Some("g") => "g.pica",
                Some("v") => "v.pica",
                _ => "lib.pica",
            };
            let suffix = if set.iter().take(i).any(|n| n.ends_with(&suffix[..1])) {
                format!("{i}.{suffix}")
            } else {
                suffix.to_string()
            };
            (suffix, text)
        })
        .collect()
}

// ---------------------------------------------------------------------------------
// Random instruction words, disassembled.

fn random_field(r: &mut Rng, name: &str, width: u32, len: u32, descs: u32) -> u32 {
    let max = (1u64 << width) - 1;
    let v = match name {
        "desc" => r.int(0, u64::from(descs.max(1) - 1)),
        "target" => r.int(0, u64::from(len)),
        "num" => {
            if r.pm(500) {
                0
            } else {
                r.int(0, 8)
            }
        }
        "dst" if width == 5 => {
            if r.pm(500) {
                r.int(0, 15)
            } else {
                r.int(0x10, 0x1F)
            }
        }
        "src1" | "src2" | "src3" if width == 7 => r.int(0, 0x7F),
        "src1" | "src2" | "src3" => r.int(0, 0x1F),
        "cmp_x" | "cmp_y" => r.int(0, 5),
        "idx" => {
            if r.pm(700) {
                0
            } else {
                r.int(0, 3)
            }
        }
        "vertex" => r.int(0, 2),
        _ => r.int(0, max),
    };
    v as u32
}

fn words(r: &mut Rng) -> Option<(Vec<(String, String)>, bool)> {
    let ndesc = r.int(1, 40) as u32;
    let descs: Vec<OperandDescriptor> = (0..ndesc)
        .map(|_| {
            let mut v = (r.next() as u32) & 0x7FFF_FFFF;
            if v & 0xF == 0 {
                v |= 0xF;
            }
            OperandDescriptor::new(v)
        })
        .collect();
    let len = r.int(2, 60) as u32;
    let geometry = r.pm(250);
    let mut code = Vec::new();
    for a in 0..len - 1 {
        let op = loop {
            let op = r.of(Opcode::ALL);
            if op.format() == Format::Four && !geometry {
                continue;
            }
            if matches!(op, Opcode::Emit) && !geometry {
                continue;
            }
            break op;
        };
        let layout = op.format().layout();
        let mut f = gpubin_pica::isa::Fields::default();
        for (name, span) in layout.spans() {
            let v = random_field(r, name, span.width, len, ndesc);
            match name {
                "dst" => f.dst = v,
                "src1" => f.src1 = v,
                "src2" => f.src2 = v,
                "src3" => f.src3 = v,
                "idx" => f.idx = v,
                "desc" => f.desc = v,
                "cmp_x" => f.cmp_x = v,
                "cmp_y" => f.cmp_y = v,
                "ref_x" => f.ref_x = v,
                "ref_y" => f.ref_y = v,
                "cond" => f.cond = v,
                "target" => f.target = v,
                "num" => f.num = v,
                "uniform" => f.uniform = v,
                "vertex" => f.vertex = v,
                "primitive" => f.primitive = v,
                "invert" => f.invert = v,
                _ => {}
            }
        }
        if op.opens_block() {
            // A block that nests: it ends within the code.
            f.target = (a + 1 + r.int(0, 3) as u32).min(len - 1);
            if op != Opcode::Loop && r.pm(300) {
                f.num = r.int(1, 2) as u32;
            } else {
                f.num = 0;
            }
        }
        code.push(op.encode_fields(&f));
    }
    code.push(Opcode::End.encode_fields(&Default::default()));
    let mut dvle = Dvle::vertex(0, len);
    if geometry {
        dvle.shader_type = shbin::ShaderType::Geometry;
    }
    dvle.outputs.push(Output {
        semantic: OutputSemantic::Position,
        register: 0,
        mask: 0xF,
        unknown: 0,
    });
    dvle.output_mask = 1;
    let model = Shbin {
        dvlp: Dvlp {
            version: 0,
            code,
            operand_descriptors: descs,
            unknown: [0; 3],
        },
        dvles: vec![dvle],
        layout: None,
    };
    let split = gpubin_pica::disasm::split(&model, "w").ok()?;
    let files = split
        .files
        .into_iter()
        .map(|(name, text)| (name.trim_start_matches("w.").to_string(), text))
        .collect();
    Some((files, split.no_nop))
}

// ---------------------------------------------------------------------------------

fn program(seed: u64) -> support::Program {
    let mut r = Rng(seed.wrapping_mul(0xD134_2543_DE82_EF95) ^ 0x00C0_FFEE);
    for _ in 0..4 {
        r.next();
    }
    let profile = r.weighted(&[
        (14, Profile::Plain),
        (9, Profile::Lexical),
        (8, Profile::Long),
        (9, Profile::Procedures),
        (9, Profile::Nested),
        (9, Profile::Limits),
        (8, Profile::Outputs),
        (9, Profile::Files),
        (9, Profile::Geometry),
        (6, Profile::Descriptors),
        (6, Profile::Mutant),
        (4, Profile::Words),
    ]);
    let no_nop = r.pm(120);
    match profile {
        Profile::Mutant => (mutant(&mut r), no_nop),
        Profile::Words => {
            for _ in 0..20 {
                if let Some(p) = words(&mut r) {
                    return p;
                }
            }
            (mutant(&mut r), no_nop)
        }
        _ => {
            let (files, style) = grammar(&mut r, profile);
            let files = files
                .into_iter()
                .enumerate()
                .map(|(i, (name, lines))| {
                    let mut text = style.print(&mut r, &lines);
                    if i == 0 {
                        // Which profile made the program, for reading the results.
                        text.insert_str(0, &format!("; held-out profile {profile:?}\n"));
                    }
                    (name, text)
                })
                .collect();
            (files, no_nop)
        }
    }
}

fn main() {
    support::main("picasso_heldout", program);
}
