//! Seeded random GLSL vertex + fragment shader pairs as piglit shader_test
//! files, for differential runs against other implementations
//! (`scripts/mvp-vs-llvmpipe`) and between gpubin's two engines.
//!
//! Every pair is meant to be well defined, so any two conforming
//! implementations draw the same image within an 8-bit target's tolerance:
//! * values stay bounded (sums are halved, products quartered, `exp`, `pow`,
//!   `asin` and `acos` take clamped arguments, divisions are by `1 + |x|`),
//!   and nothing discontinuous (`floor`, `step`, `mod`, a float comparison,
//!   a float-to-int conversion) sees a computed float, only exact ones
//!   (constants, uniforms of a few bits, `gl_FragCoord` at pixel centres);
//! * integers stay small, `%` takes non-negative operands, array indices are
//!   in range, every variable is written before it is read (out parameters
//!   first thing in their function), loops run a constant 1 to 3 times;
//! * evaluation order is exercised only where the specification and Mesa
//!   agree: calls with out/inout parameters, `++`/`--` and their reads sit in
//!   the operands of operators, constructors and `?:`, never in call
//!   arguments (GLSL 1.30 §6.1.1 orders those; Mesa reads them at the call)
//!   nor beside a dynamically indexed assignment target (§5.8).
//!
//! Functions nobody calls, reading built-in inputs (`gl_FragCoord`,
//! `gl_FrontFacing`, `gl_Color`, ...), are part of every few pairs.
//!
//! Some pairs also sample a texture, take derivatives or pass `flat`
//! varyings. Those choices come from a second generator seeded from the
//! pair's seed, so that a pair without them is the pair the seed gave
//! before they existed (earlier runs stay reproducible):
//! * texture lookups (fragment stage) read piglit's 8x8 `rgbw` texture at
//!   exact coordinates (eighths, or pixel centres `gl_FragCoord.xy / 16`);
//!   their values are 0 or 1 and enter the arithmetic like any leaf;
//! * `dFdx`, `dFdy` and `fwidth` take a varying or `gl_FragCoord` directly:
//!   those are linear over a triangle, so fine and coarse derivatives agree
//!   and every lane of a quad holds its value under any control flow;
//! * `flat` varyings (GLSL 1.30), `int` or float, written from expressions
//!   that depend on the vertex, so the provoking vertex (the last of each
//!   triangle, GL's default) decides what the fragments read.

use std::fmt::Write;

/// splitmix64: small, seedable, the same sequence everywhere.
#[derive(Clone, Copy)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (`n > 0`).
    pub fn below(&mut self, n: u32) -> u32 {
        (self.next_u64() % u64::from(n)) as u32
    }

    /// One of `items`, uniformly (one `below` draw); `None` when there are none.
    pub fn pick<T>(&mut self, mut items: Vec<T>) -> Option<T> {
        if items.is_empty() {
            return None;
        }
        let i = self.below(items.len() as u32) as usize;
        Some(items.swap_remove(i))
    }

    /// True with probability `num / den`.
    pub fn chance(&mut self, num: u32, den: u32) -> bool {
        self.below(den) < num
    }

    pub fn range(&mut self, lo: i32, hi: i32) -> i32 {
        lo + self.below((hi - lo + 1) as u32) as i32
    }
}

/// The window's side in pixels.
pub const SIZE: u32 = 16;
/// Probes per pair.
pub const PROBES: usize = 6;

/// One generated pair: the shaders and the `[test]` commands before the
/// probes, with the pixels to probe.
pub struct Pair {
    pub seed: u64,
    pub version: u32,
    pub vs: String,
    pub fs: String,
    /// `uniform TYPE name values` lines.
    pub uniforms: Vec<String>,
    pub probes: Vec<(u32, u32)>,
    /// Calls writing through out/inout parameters inside expressions
    /// (beside other operands, whose reads come after them).
    pub writing_calls_in_expressions: u32,
    /// The fragment shader samples `tex`, piglit's 8x8 `rgbw` texture on
    /// unit 0.
    pub texture: bool,
}

impl Pair {
    /// The shader_test file. `expected`: one RGBA per probe; `None` writes
    /// the probes with an impossible colour (-1), whose failure messages
    /// report what an implementation drew; `Some(&[])` writes no probes.
    pub fn shader_test(&self, expected: Option<&[[f32; 4]]>) -> String {
        let mut t = String::new();
        let _ = writeln!(
            t,
            "# Random pair, seed {} (crates/mvp/tests/support/random_pairs.rs).",
            self.seed
        );
        let req = if self.version == 130 { "1.30" } else { "1.10" };
        let _ = write!(
            t,
            "[require]\nGLSL >= {req}\nSIZE {SIZE} {SIZE}\n\n[vertex shader]\n{}\n[fragment shader]\n{}\n[test]\n",
            self.vs, self.fs
        );
        t.push_str("clear color 0.2 0.4 0.6 0.8\nclear\n");
        for u in &self.uniforms {
            let _ = writeln!(t, "uniform {u}");
        }
        if self.texture {
            t.push_str("texture rgbw 0 (8, 8)\nuniform int tex 0\n");
        }
        t.push_str("draw rect -1 -1 2 2\n");
        match expected {
            None => {
                for (x, y) in &self.probes {
                    let _ = writeln!(t, "probe rgba {x} {y} -1 -1 -1 -1");
                }
            }
            Some(colours) => {
                for ((x, y), c) in self.probes.iter().zip(colours) {
                    let _ = writeln!(
                        t,
                        "probe rgba {x} {y} {:.6} {:.6} {:.6} {:.6}",
                        c[0], c[1], c[2], c[3]
                    );
                }
            }
        }
        t
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ty {
    /// `float` (1) or `vecN`.
    F(u8),
    Int,
}

impl Ty {
    fn name(self) -> &'static str {
        match self {
            Ty::F(1) => "float",
            Ty::F(2) => "vec2",
            Ty::F(3) => "vec3",
            Ty::F(_) => "vec4",
            Ty::Int => "int",
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Dir {
    In,
    Out,
    InOut,
}

#[derive(Clone, Debug)]
struct Var {
    name: String,
    ty: Ty,
    writable: bool,
    /// An array of 4 elements of `ty`.
    array: bool,
}

#[derive(Clone, Debug)]
struct FnSig {
    name: String,
    ret: Option<Ty>,
    params: Vec<(Dir, Ty)>,
}

impl FnSig {
    /// Writes a caller's variables: through out/inout parameters.
    fn writes(&self) -> bool {
        self.params.iter().any(|(d, _)| *d != Dir::In)
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Stage {
    Vertex,
    Fragment,
}

/// An expression's text and whether it writes variables (calls with
/// out/inout parameters, `++`/`--`).
struct E {
    text: String,
    effects: bool,
}

impl E {
    fn pure(text: String) -> E {
        E {
            text,
            effects: false,
        }
    }
}

/// An assignable place: its text, its type, whether its path holds a
/// dynamic index.
struct PlaceText {
    text: String,
    dynamic: bool,
}

struct Gen {
    /// The pair's generator (a copy, given back after the stage).
    rng: Rng,
    v130: bool,
    stage: Stage,
    scopes: Vec<Vec<Var>>,
    funcs: Vec<FnSig>,
    counter: u32,
    /// Loops around the statement being generated.
    loops: u32,
    /// Generating a function's body (not `main`).
    in_function: bool,
    out: String,
    indent: usize,
    writing_calls: u32,
    /// The optional features' own generator (see the module's comment).
    x: Rng,
    /// The fragment stage may sample `tex`.
    texture: bool,
    /// The fragment stage may take derivatives of these (varyings).
    derivatives: Option<Vec<Var>>,
    /// The `flat` varyings the fragment stage may read.
    flats: Vec<Var>,
}

const MAX_EXPR_DEPTH: u32 = 3;

impl Gen {
    fn fresh(&mut self, prefix: &str) -> String {
        self.counter += 1;
        format!("{prefix}{}", self.counter)
    }

    fn line(&mut self, s: &str) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(s);
        self.out.push('\n');
    }

    fn vars(&self) -> impl Iterator<Item = &Var> {
        self.scopes.iter().flatten()
    }

    fn declare(&mut self, v: Var) {
        if let Some(s) = self.scopes.last_mut() {
            s.push(v);
        }
    }

    fn lit(&mut self) -> String {
        let k = self.rng.range(-8, 8);
        format!("{:?}", k as f32 / 8.0)
    }

    /// A dynamic or constant index in `0..4`; dynamic ones read only
    /// integers that nothing in the same statement writes (the caller
    /// generates it without effects).
    fn index(&mut self, depth: u32) -> (String, bool) {
        let loop_vars: Vec<String> = self
            .vars()
            .filter(|v| v.ty == Ty::Int && !v.writable && !v.array && v.name.starts_with('i'))
            .map(|v| v.name.clone())
            .collect();
        match self.rng.below(4) {
            // Loop counters run from 0 to at most 2.
            0 if !loop_vars.is_empty() => {
                let i = self.rng.below(loop_vars.len() as u32) as usize;
                (loop_vars[i].clone(), true)
            }
            1 if self.v130 => {
                let e = self.expr(Ty::Int, depth + 1, false);
                (format!("(({}) & 3)", e.text), true)
            }
            _ => (self.rng.below(4).to_string(), false),
        }
    }

    /// Reads of variables whose type gives `ty`.
    fn var_read(&mut self, ty: Ty, depth: u32) -> Option<String> {
        let cands: Vec<Var> = self
            .vars()
            .filter(|v| match (v.ty, ty) {
                (Ty::Int, Ty::Int) => true,
                (Ty::F(m), Ty::F(n)) => m >= n || m == 1,
                _ => false,
            })
            .cloned()
            .collect();
        let v = &self.rng.pick(cands)?;
        let base = if v.array {
            let (i, _) = self.index(depth);
            format!("{}[{i}]", v.name)
        } else {
            v.name.clone()
        };
        Some(match (v.ty, ty) {
            (Ty::F(m), Ty::F(n)) if m == n => base,
            (Ty::F(1), Ty::F(n)) => format!("{}({base})", Ty::F(n).name()),
            (Ty::F(m), Ty::F(n)) => {
                let comps: String = (0..n)
                    .map(|_| b"xyzw"[self.rng.below(u32::from(m)) as usize] as char)
                    .collect();
                format!("{base}.{comps}")
            }
            _ => base,
        })
    }

    /// A built-in input of the stage as a float in [-1, 1] or [0, 1].
    fn builtin_leaf(&mut self) -> String {
        match self.stage {
            Stage::Fragment => {
                let c = if self.rng.chance(1, 2) { 'x' } else { 'y' };
                format!("(gl_FragCoord.{c} / {SIZE}.0)")
            }
            Stage::Vertex => {
                let c = if self.rng.chance(1, 2) { 'x' } else { 'y' };
                format!("piglit_vertex.{c}")
            }
        }
    }

    /// `v`, a float or vector expression of `m` components, as `n`.
    fn resize(&mut self, v: String, m: u8, n: u8) -> String {
        if m == n {
            v
        } else if m == 1 {
            format!("{}({v})", Ty::F(n).name())
        } else {
            let comps: String = (0..n)
                .map(|_| b"xyzw"[self.x.below(u32::from(m)) as usize] as char)
                .collect();
            format!("({v}).{comps}")
        }
    }

    /// A lookup of piglit's `rgbw` texture at an exact coordinate.
    fn texture_leaf(&mut self, n: u8) -> String {
        let coord = match self.x.below(3) {
            0 => format!(
                "vec2({:?}, {:?})",
                self.x.range(0, 8) as f32 / 8.0,
                self.x.range(0, 8) as f32 / 8.0
            ),
            1 => format!("(gl_FragCoord.xy / {SIZE}.0)"),
            _ => format!("(gl_FragCoord.yx / {SIZE}.0)"),
        };
        let f = if self.v130 { "texture" } else { "texture2D" };
        self.resize(format!("{f}(tex, {coord})"), 4, n)
    }

    /// A derivative of a varying or of `gl_FragCoord`.
    fn derivative_leaf(&mut self, n: u8, inputs: Vec<Var>) -> String {
        let f = ["dFdx", "dFdy", "fwidth"][self.x.below(3) as usize];
        let (arg, m) = match self.x.pick(inputs) {
            Some(Var {
                name, ty: Ty::F(m), ..
            }) => (name, m),
            _ => (
                format!("(gl_FragCoord.xy * {:?})", self.x.range(-8, 8) as f32 / 8.0),
                2,
            ),
        };
        let d = self.resize(format!("{f}({arg})"), m, n);
        format!("({d} * 4.0)")
    }

    /// A leaf, sometimes averaged with a texture lookup, a derivative or a
    /// flat varying (chosen by `x`, after the leaf, which stays the one the
    /// pair's generator gives).
    fn float_leaf(&mut self, n: u8, depth: u32) -> String {
        let leaf = self.plain_float_leaf(n, depth);
        if self.stage != Stage::Fragment {
            return leaf;
        }
        let extra = match self.x.below(8) {
            0 if self.texture => self.texture_leaf(n),
            1 if self.derivatives.is_some() => {
                let inputs = self.derivatives.clone().unwrap_or_default();
                self.derivative_leaf(n, inputs)
            }
            2 => {
                let floats: Vec<Var> = self
                    .flats
                    .iter()
                    .filter(|v| v.ty != Ty::Int)
                    .cloned()
                    .collect();
                match self.x.pick(floats) {
                    Some(Var {
                        name, ty: Ty::F(m), ..
                    }) => self.resize(name, m, n),
                    _ => return leaf,
                }
            }
            _ => return leaf,
        };
        format!("(({leaf} + {extra}) * 0.5)")
    }

    fn plain_float_leaf(&mut self, n: u8, depth: u32) -> String {
        match self.rng.below(6) {
            0 | 1 => {
                if let Some(v) = self.var_read(Ty::F(n), depth) {
                    return v;
                }
            }
            2 => {
                let b = self.builtin_leaf();
                return if n == 1 {
                    b
                } else {
                    format!("{}({b})", Ty::F(n).name())
                };
            }
            3 => {
                let i = self.expr(Ty::Int, depth + 1, false);
                let s = format!("clamp(float({}) * 0.125, -4.0, 4.0)", i.text);
                return if n == 1 {
                    s
                } else {
                    format!("{}({s})", Ty::F(n).name())
                };
            }
            _ => {}
        }
        if n == 1 {
            self.lit()
        } else {
            let parts: Vec<String> = (0..n).map(|_| self.lit()).collect();
            format!("{}({})", Ty::F(n).name(), parts.join(", "))
        }
    }

    fn expr(&mut self, ty: Ty, depth: u32, fx: bool) -> E {
        match ty {
            Ty::Int => self.int_expr(depth, fx),
            Ty::F(n) => self.float_expr(n, depth, fx),
        }
    }

    /// Combines operand expressions into `text`; effects if any had them.
    fn combine(text: String, parts: &[&E]) -> E {
        E {
            text,
            effects: parts.iter().any(|p| p.effects),
        }
    }

    fn float_expr(&mut self, n: u8, depth: u32, fx: bool) -> E {
        let ty = Ty::F(n);
        if depth >= MAX_EXPR_DEPTH || self.rng.chance(1, 4) {
            let t = self.float_leaf(n, depth);
            return E::pure(t);
        }
        let d = depth + 1;
        let name = ty.name();
        match self.rng.below(24) {
            0 | 1 => {
                let (a, b) = (self.float_expr(n, d, fx), self.float_expr(n, d, fx));
                Self::combine(format!("(({} + {}) * 0.5)", a.text, b.text), &[&a, &b])
            }
            2 => {
                let (a, b) = (self.float_expr(n, d, fx), self.float_expr(n, d, fx));
                Self::combine(format!("(({} - {}) * 0.5)", a.text, b.text), &[&a, &b])
            }
            3 | 4 => {
                let (a, b) = (self.float_expr(n, d, fx), self.float_expr(n, d, fx));
                Self::combine(format!("({} * {} * 0.25)", a.text, b.text), &[&a, &b])
            }
            5 => {
                let (a, s) = (self.float_expr(n, d, fx), self.float_expr(1, d, fx));
                Self::combine(format!("({} * ({} * 0.25))", a.text, s.text), &[&a, &s])
            }
            6 => {
                let a = self.float_expr(n, d, fx);
                let f = ["-", "abs", "sin", "cos", "atan"][self.rng.below(5) as usize];
                Self::combine(format!("{f}({})", a.text), &[&a])
            }
            7 => {
                let a = self.float_expr(n, d, fx);
                let t = match self.rng.below(5) {
                    0 => format!("exp(clamp({}, -4.0, 4.0) * 0.25)", a.text),
                    1 => format!("log(1.0 + abs({}))", a.text),
                    2 => format!("sqrt(abs({}))", a.text),
                    3 => format!("inversesqrt(1.0 + {0} * {0})", a.text),
                    _ => format!("smoothstep(-1.0, 1.0, {})", a.text),
                };
                Self::combine(t, &[&a])
            }
            8 => {
                let a = self.float_expr(n, d, fx);
                let f = if self.rng.chance(1, 2) {
                    "asin"
                } else {
                    "acos"
                };
                Self::combine(format!("{f}(clamp({} * 0.25, -0.9, 0.9))", a.text), &[&a])
            }
            9 => {
                // A built-in call's arguments are evaluated in order
                // (§6.1.1), Mesa reads them at the call: effects only in
                // the first one. An operator's operands may have them.
                let (a, b) = (self.float_expr(n, d, fx), self.float_expr(n, d, false));
                let t = match self.rng.below(5) {
                    0 => format!("min({}, {})", a.text, b.text),
                    1 => format!("max({}, {})", a.text, b.text),
                    2 => format!("mix({}, {}, 0.25)", a.text, b.text),
                    3 => format!("({} / (1.0 + abs({})))", a.text, b.text),
                    _ => format!("pow(1.0 + abs({}), clamp({}, -2.0, 2.0))", a.text, b.text),
                };
                Self::combine(t, &[&a, &b])
            }
            10 => {
                let a = self.float_expr(n, d, fx);
                Self::combine(format!("clamp({}, -1.0, 1.0)", a.text), &[&a])
            }
            11 if self.v130 => {
                let a = self.float_expr(n, d, fx);
                Self::combine(format!("tanh({})", a.text), &[&a])
            }
            12 if n == 1 => {
                let m = 2 + self.rng.below(3) as u8;
                let (a, b) = (self.float_expr(m, d, fx), self.float_expr(m, d, false));
                let t = match self.rng.below(3) {
                    0 => format!("(dot({}, {}) * 0.25)", a.text, b.text),
                    1 => format!("length({})", a.text),
                    _ => format!("distance({}, {})", a.text, b.text),
                };
                Self::combine(t, &[&a, &b])
            }
            13 if n == 3 => {
                let (a, b) = (self.float_expr(3, d, fx), self.float_expr(3, d, false));
                Self::combine(format!("(cross({}, {}) * 0.25)", a.text, b.text), &[&a, &b])
            }
            14 if n < 4 => {
                // A component or swizzle of a wider vector expression.
                let m = n + 1 + self.rng.below(u32::from(4 - n)) as u8;
                let a = self.float_expr(m, d, fx);
                let comps: String = (0..n)
                    .map(|_| b"xyzw"[self.rng.below(u32::from(m)) as usize] as char)
                    .collect();
                Self::combine(format!("({}).{comps}", a.text), &[&a])
            }
            15 | 16 if n > 1 => {
                // A constructor from parts (Mesa's operand order = gpubin's).
                let mut left = n;
                let mut parts = Vec::new();
                while left > 0 {
                    let k = 1 + self.rng.below(u32::from(left.min(3))) as u8;
                    parts.push(self.float_expr(k, d, fx));
                    left -= k;
                }
                let texts: Vec<&str> = parts.iter().map(|p| p.text.as_str()).collect();
                let t = format!("{name}({})", texts.join(", "));
                let refs: Vec<&E> = parts.iter().collect();
                Self::combine(t, &refs)
            }
            17 => {
                let c = self.cond(d);
                let (a, b) = (self.float_expr(n, d, fx), self.float_expr(n, d, fx));
                Self::combine(format!("({} ? {} : {})", c, a.text, b.text), &[&a, &b])
            }
            18..=21 => match self.call(Some(ty), d, fx) {
                Some(e) => {
                    self.writing_calls += u32::from(e.effects);
                    e
                }
                None => E::pure(self.float_leaf(n, depth)),
            },
            _ => E::pure(self.float_leaf(n, depth)),
        }
    }

    /// An integer leaf, sometimes plus a flat `int` varying (see
    /// `float_leaf`).
    fn int_leaf(&mut self, depth: u32) -> String {
        let leaf = self.plain_int_leaf(depth);
        let ints: Vec<Var> = self
            .flats
            .iter()
            .filter(|v| v.ty == Ty::Int)
            .cloned()
            .collect();
        if self.stage != Stage::Fragment || ints.is_empty() || !self.x.chance(1, 4) {
            return leaf;
        }
        match self.x.pick(ints) {
            Some(v) => format!("clamp({leaf} + {}, -8, 8)", v.name),
            None => leaf,
        }
    }

    fn plain_int_leaf(&mut self, depth: u32) -> String {
        match self.rng.below(5) {
            0 | 1 => {
                if let Some(v) = self.var_read(Ty::Int, depth) {
                    return v;
                }
            }
            2 if self.stage == Stage::Fragment => {
                let c = if self.rng.chance(1, 2) { 'x' } else { 'y' };
                return format!("int(gl_FragCoord.{c})");
            }
            _ => {}
        }
        match self.rng.range(-8, 8) {
            // `-(-1)` must not print as a decrement.
            k if k < 0 => format!("({k})"),
            k => k.to_string(),
        }
    }

    fn int_expr(&mut self, depth: u32, fx: bool) -> E {
        if depth >= MAX_EXPR_DEPTH || self.rng.chance(1, 3) {
            return E::pure(self.int_leaf(depth));
        }
        let d = depth + 1;
        match self.rng.below(14) {
            0 | 1 => {
                let (a, b) = (self.int_expr(d, fx), self.int_expr(d, fx));
                let op = if self.rng.chance(1, 2) { "+" } else { "-" };
                Self::combine(format!("({} {op} {})", a.text, b.text), &[&a, &b])
            }
            2 => {
                let a = self.int_expr(d, fx);
                let k = self.rng.range(-2, 2);
                Self::combine(format!("({} * {k})", a.text), &[&a])
            }
            3 => {
                let a = self.int_expr(d, fx);
                Self::combine(format!("(-{})", a.text), &[&a])
            }
            4 if self.v130 => {
                let (a, b) = (self.int_expr(d, fx), self.int_expr(d, false));
                let t = match self.rng.below(6) {
                    0 => format!("(({} * {}) & 1023)", a.text, b.text),
                    1 => format!("({} ^ {})", a.text, b.text),
                    2 => format!("({} | {})", a.text, b.text),
                    3 => format!("({} & {})", a.text, b.text),
                    4 => format!("min({}, {})", a.text, b.text),
                    _ => format!("max({}, {})", a.text, b.text),
                };
                Self::combine(t, &[&a, &b])
            }
            5 if self.v130 => {
                let a = self.int_expr(d, fx);
                let t = match self.rng.below(5) {
                    0 => format!("(({} & 255) % {})", a.text, self.rng.range(1, 7)),
                    1 => format!("(({} << {}) & 1023)", a.text, self.rng.range(0, 3)),
                    2 => format!("({} >> {})", a.text, self.rng.range(0, 3)),
                    3 => format!("(~{})", a.text),
                    _ => format!("abs({})", a.text),
                };
                Self::combine(t, &[&a])
            }
            6 => {
                let c = self.cond(d);
                let (a, b) = (self.int_expr(d, fx), self.int_expr(d, fx));
                Self::combine(format!("({} ? {} : {})", c, a.text, b.text), &[&a, &b])
            }
            7 if fx => {
                // `++`/`--` on a local: Mesa's order reads the other operands
                // after it, as gpubin does.
                let locals: Vec<String> = self
                    .vars()
                    .filter(|v| v.ty == Ty::Int && v.writable && !v.array)
                    .map(|v| v.name.clone())
                    .collect();
                if locals.is_empty() {
                    return E::pure(self.int_leaf(depth));
                }
                let v = &locals[self.rng.below(locals.len() as u32) as usize];
                let t = match self.rng.below(4) {
                    0 => format!("({v}++)"),
                    1 => format!("({v}--)"),
                    2 => format!("(++{v})"),
                    _ => format!("(--{v})"),
                };
                E {
                    text: t,
                    effects: true,
                }
            }
            8..=10 => match self.call(Some(Ty::Int), d, fx) {
                Some(e) => {
                    self.writing_calls += u32::from(e.effects);
                    e
                }
                None => E::pure(self.int_leaf(depth)),
            },
            _ => E::pure(self.int_leaf(depth)),
        }
    }

    /// A `bool` of exact values (integers, uniforms, pixel centres).
    fn cond(&mut self, depth: u32) -> String {
        let d = depth + 1;
        match self.rng.below(8) {
            0..=2 => {
                let (a, b) = (self.int_expr(d, false), self.int_expr(d, false));
                let op = ["<", "<=", ">", ">=", "==", "!="][self.rng.below(6) as usize];
                format!("({} {op} {})", a.text, b.text)
            }
            3 if self.stage == Stage::Fragment => {
                let c = if self.rng.chance(1, 2) { 'x' } else { 'y' };
                let op = if self.rng.chance(1, 2) { "<" } else { ">" };
                format!(
                    "(gl_FragCoord.{c} {op} {}.0)",
                    self.rng.range(1, SIZE as i32 - 1)
                )
            }
            4 if self.stage == Stage::Fragment && self.rng.chance(1, 3) => {
                "gl_FrontFacing".to_string()
            }
            4 if self.stage == Stage::Vertex => {
                let c = if self.rng.chance(1, 2) { 'x' } else { 'y' };
                format!("(piglit_vertex.{c} < 0.0)")
            }
            5 => {
                // A uniform float against a constant: both exact.
                let us: Vec<Var> = self
                    .vars()
                    .filter(|v| !v.writable && v.name.starts_with('u') && v.ty != Ty::Int)
                    .cloned()
                    .collect();
                if us.is_empty() {
                    return "true".into();
                }
                let u = &us[self.rng.below(us.len() as u32) as usize];
                let base = match u.ty {
                    Ty::F(1) => u.name.clone(),
                    Ty::F(m) => {
                        let c = b"xyzw"[self.rng.below(u32::from(m)) as usize] as char;
                        format!("{}.{c}", u.name)
                    }
                    Ty::Int => u.name.clone(),
                };
                let l = self.lit();
                format!("({base} < {l})")
            }
            6 => {
                let (a, b) = (self.cond(d), self.cond(d));
                let op = ["&&", "||", "^^"][self.rng.below(3) as usize];
                format!("({a} {op} {b})")
            }
            7 => format!("!{}", self.cond(d)),
            _ => "false".into(),
        }
    }

    /// An assignable place of type `ty`.
    fn place(&mut self, ty: Ty, depth: u32) -> Option<PlaceText> {
        let cands: Vec<Var> = self
            .vars()
            .filter(|v| {
                v.writable
                    && match (v.ty, ty) {
                        (Ty::Int, Ty::Int) => true,
                        (Ty::F(m), Ty::F(n)) => m >= n,
                        _ => false,
                    }
            })
            .cloned()
            .collect();
        let v = &self.rng.pick(cands)?;
        let (base, dynamic) = if v.array {
            let (i, dynamic) = self.index(depth);
            (format!("{}[{i}]", v.name), dynamic)
        } else {
            (v.name.clone(), false)
        };
        let text = match (v.ty, ty) {
            (Ty::F(m), Ty::F(n)) if m > n => {
                // Distinct components: an l-value swizzle.
                let mut comps: Vec<u8> = (0..m).collect();
                for i in (1..comps.len()).rev() {
                    let j = self.rng.below(i as u32 + 1) as usize;
                    comps.swap(i, j);
                }
                let s: String = comps[..n as usize]
                    .iter()
                    .map(|&c| b"xyzw"[c as usize] as char)
                    .collect();
                format!("{base}.{s}")
            }
            _ => base,
        };
        Some(PlaceText { text, dynamic })
    }

    /// A call of a generated function returning `ret` (`None`: any, the
    /// result unused). Arguments carry no effects (§6.1.1 orders them,
    /// Mesa does not); the call has effects if it writes through its
    /// parameters, and is left out where `fx` forbids them.
    fn call(&mut self, ret: Option<Ty>, depth: u32, fx: bool) -> Option<E> {
        let cands: Vec<FnSig> = self
            .funcs
            .iter()
            .filter(|f| (ret.is_none() || f.ret == ret) && (fx || !f.writes()))
            .cloned()
            .collect();
        let f = &self.rng.pick(cands)?;
        let mut args = Vec::new();
        for (dir, ty) in &f.params {
            match dir {
                Dir::In => args.push(self.expr(*ty, depth + 1, false).text),
                Dir::Out | Dir::InOut => args.push(self.place(*ty, depth + 1)?.text),
            }
        }
        Some(E {
            text: format!("{}({})", f.name, args.join(", ")),
            effects: f.writes(),
        })
    }

    fn block(&mut self, n: u32) {
        self.scopes.push(Vec::new());
        self.indent += 1;
        for _ in 0..n {
            self.stmt();
        }
        self.indent -= 1;
        self.scopes.pop();
    }

    fn any_ty(&mut self) -> Ty {
        match self.rng.below(6) {
            0 | 1 => Ty::F(1),
            2 => Ty::F(2),
            3 => Ty::F(3),
            4 => Ty::F(4),
            _ => Ty::Int,
        }
    }

    fn stmt(&mut self) {
        let nested = self.indent < 3;
        match self.rng.below(16) {
            0..=2 => {
                let ty = self.any_ty();
                let e = self.expr(ty, 0, true);
                let name = self.fresh("l");
                self.line(&format!("{} {name} = {};", ty.name(), e.text));
                self.declare(Var {
                    name,
                    ty,
                    writable: true,
                    array: false,
                });
            }
            3 => {
                let ty = self.any_ty();
                let name = self.fresh("a");
                self.line(&format!("{} {name}[4];", ty.name()));
                for i in 0..4 {
                    let e = self.expr(ty, 1, false);
                    self.line(&format!("{name}[{i}] = {};", e.text));
                }
                self.declare(Var {
                    name,
                    ty,
                    writable: true,
                    array: true,
                });
            }
            4..=7 => {
                let ty = self.any_ty();
                let Some(p) = self.place(ty, 0) else { return };
                // §5.8 evaluates an indexed target before the right side,
                // Mesa after it: no effects beside a dynamic index.
                let e = self.expr(ty, 0, !p.dynamic);
                let compound = self.loops == 0 && self.rng.chance(1, 3);
                let op = match (compound, ty) {
                    (false, _) => "=",
                    (true, Ty::Int) => ["+=", "-="][self.rng.below(2) as usize],
                    (true, _) => ["+=", "-=", "*="][self.rng.below(3) as usize],
                };
                let value = match (op, ty) {
                    ("=", Ty::F(_)) => format!("clamp({}, -8.0, 8.0)", e.text),
                    _ => e.text,
                };
                self.line(&format!("{} {op} {value};", p.text));
            }
            8 if nested => {
                let c = self.cond(0);
                self.line(&format!("if ({c}) {{"));
                let n = 1 + self.rng.below(3);
                self.block(n);
                if self.rng.chance(1, 2) {
                    self.line("} else {");
                    let n = 1 + self.rng.below(3);
                    self.block(n);
                }
                self.line("}");
            }
            9 if nested && self.loops < 2 => {
                let i = self.fresh("i");
                let n = 1 + self.rng.below(3);
                self.line(&format!("for (int {i} = 0; {i} < {n}; {i}++) {{"));
                self.loops += 1;
                self.scopes.push(vec![Var {
                    name: i,
                    ty: Ty::Int,
                    writable: false,
                    array: false,
                }]);
                let k = 1 + self.rng.below(3);
                self.block(k);
                self.scopes.pop();
                self.loops -= 1;
                self.line("}");
            }
            10 if nested && self.v130 => {
                let s = self.int_expr(1, false);
                self.line(&format!("switch (({}) & 3) {{", s.text));
                let labels = 1 + self.rng.below(3);
                for k in 0..labels {
                    self.line(&format!("case {k}: {{"));
                    let n = 1 + self.rng.below(2);
                    self.block(n);
                    if self.rng.chance(3, 4) {
                        self.indent += 1;
                        self.line("break;");
                        self.indent -= 1;
                    }
                    self.line("}");
                }
                self.line("default: {");
                self.block(1);
                self.line("}");
                self.line("}");
            }
            11 | 12 => {
                if let Some(e) = self.call(None, 0, true) {
                    self.line(&format!("{};", e.text));
                }
            }
            13 if self.stage == Stage::Fragment && self.rng.chance(1, 4) => {
                let x = self.rng.range(1, SIZE as i32 - 1);
                let y = self.rng.range(1, SIZE as i32 - 1);
                self.line(&format!(
                    "if (gl_FragCoord.x < {x}.0 && gl_FragCoord.y > {y}.0) discard;"
                ));
            }
            14 if self.in_function && nested => {
                // An early return (the function's out parameters are
                // already written; see `function`).
                let c = self.cond(0);
                self.line(&format!("if ({c}) return __RET__;"));
            }
            _ => {
                let ty = self.any_ty();
                let Some(p) = self.place(ty, 0) else { return };
                let e = self.expr(ty, 0, !p.dynamic);
                let value = match ty {
                    Ty::F(_) => format!("clamp({}, -8.0, 8.0)", e.text),
                    Ty::Int => e.text,
                };
                self.line(&format!("{} = {value};", p.text));
            }
        }
    }

    /// One function definition; it becomes callable afterwards.
    fn function(&mut self) {
        let name = self.fresh("f");
        let ret = if self.rng.chance(1, 5) {
            None
        } else {
            Some(self.any_ty())
        };
        let nparams = self.rng.below(4);
        let mut params = Vec::new();
        let mut decl = Vec::new();
        let mut vars = Vec::new();
        for _ in 0..nparams {
            let dir = match self.rng.below(5) {
                0 | 1 => Dir::In,
                2 => Dir::Out,
                _ => Dir::InOut,
            };
            let ty = self.any_ty();
            let p = self.fresh("p");
            let q = match dir {
                Dir::In => "",
                Dir::Out => "out ",
                Dir::InOut => "inout ",
            };
            decl.push(format!("{q}{} {p}", ty.name()));
            params.push((dir, ty));
            vars.push((
                dir,
                Var {
                    name: p,
                    ty,
                    writable: true,
                    array: false,
                },
            ));
        }
        let rname = ret.map_or("void", Ty::name);
        let header = format!("{rname} {name}({})", decl.join(", "));
        let saved = std::mem::take(&mut self.out);
        let globals = self.scopes[0].clone();
        let saved_scopes = std::mem::replace(&mut self.scopes, vec![globals]);
        self.in_function = true;
        self.indent = 1;
        // Inputs first; out parameters are written before anything reads them.
        self.scopes.push(
            vars.iter()
                .filter(|(d, _)| *d != Dir::Out)
                .map(|(_, v)| v.clone())
                .collect(),
        );
        for (d, v) in &vars {
            if *d == Dir::Out {
                let e = self.expr(v.ty, 1, false);
                let value = match v.ty {
                    Ty::F(_) => format!("clamp({}, -8.0, 8.0)", e.text),
                    Ty::Int => e.text,
                };
                self.line(&format!("{} = {value};", v.name));
            }
        }
        for (d, v) in &vars {
            if *d == Dir::Out {
                self.declare(v.clone());
            }
        }
        let n = 1 + self.rng.below(4);
        for _ in 0..n {
            self.stmt();
        }
        let ret_text = ret.map(|t| {
            let e = self.expr(t, 0, true);
            match t {
                Ty::F(_) => format!("clamp({}, -8.0, 8.0)", e.text),
                Ty::Int => e.text,
            }
        });
        if let Some(r) = &ret_text {
            self.line(&format!("return {r};"));
        }
        let body = std::mem::replace(&mut self.out, saved);
        // Early returns take a value of the return type: a constant.
        let early = match ret {
            Some(Ty::Int) => " 1".to_string(),
            Some(Ty::F(1)) => " 0.5".to_string(),
            Some(t) => format!(" {}(0.5)", t.name()),
            None => String::new(),
        };
        let body = body.replace(" __RET__", &early);
        self.scopes = saved_scopes;
        self.in_function = false;
        self.indent = 0;
        let _ = write!(self.out, "{header} {{\n{body}}}\n");
        self.funcs.push(FnSig { name, ret, params });
    }

    /// A function nobody calls, reading built-in inputs that `main` may
    /// not read (GLSL accepts it; no slot is needed for what it reads).
    fn uncalled(&mut self) {
        let name = self.fresh("unused");
        let body = match (self.stage, self.rng.below(3)) {
            (Stage::Fragment, 0) => "return gl_FragCoord * 0.5;".to_string(),
            (Stage::Fragment, 1) => {
                "return vec4(gl_FrontFacing ? 1.0 : 0.0) + gl_FragCoord;".to_string()
            }
            (Stage::Fragment, _) => "return gl_Color * gl_FragCoord.x;".to_string(),
            (Stage::Vertex, 0) => "return gl_Color * gl_SecondaryColor;".to_string(),
            (Stage::Vertex, 1) => "return gl_Color + gl_MultiTexCoord0;".to_string(),
            (Stage::Vertex, _) => "return vec4(gl_Normal, 1.0) * gl_Color.x;".to_string(),
        };
        let _ = writeln!(self.out, "vec4 {name}() {{ {body} }}");
    }
}

#[derive(Clone)]
struct Uniform {
    var: Var,
    values: Vec<String>,
}

/// The pair of seed `seed`.
pub fn pair(seed: u64) -> Pair {
    let mut rng = Rng::new(seed);
    let mut x = Rng::new(seed ^ 0x7e57_f1a7_de71_0000);
    let v130 = !rng.chance(1, 4);
    let version = if v130 { 130 } else { 110 };
    // Uniforms, shared by both stages.
    let mut uniforms = Vec::new();
    for k in 0..1 + rng.below(4) {
        let ty = match rng.below(5) {
            0 | 1 => Ty::F(1),
            2 => Ty::F(2),
            3 => Ty::F(4),
            _ => Ty::Int,
        };
        let n = match ty {
            Ty::F(n) => n,
            Ty::Int => 1,
        };
        let values = (0..n)
            .map(|_| match ty {
                Ty::Int => rng.range(-5, 5).to_string(),
                _ => format!("{:?}", rng.range(-8, 8) as f32 / 8.0),
            })
            .collect();
        uniforms.push(Uniform {
            var: Var {
                name: format!("u{k}"),
                ty,
                writable: false,
                array: false,
            },
            values,
        });
    }
    // Varyings written by the vertex stage, read by the fragment stage.
    let varyings: Vec<Var> = (0..1 + rng.below(3))
        .map(|k| Var {
            name: format!("v{k}"),
            ty: Ty::F(1 + rng.below(4) as u8),
            writable: false,
            array: false,
        })
        .collect();
    // The optional features (drawn from `x` only).
    let texture = x.chance(1, 4);
    let derivatives = x.chance(1, 4);
    let flats: Vec<Var> = if v130 && x.chance(1, 4) {
        (0..1 + x.below(2))
            .map(|k| Var {
                name: format!("fl{k}"),
                ty: if x.chance(1, 2) {
                    Ty::Int
                } else {
                    Ty::F(1 + x.below(4) as u8)
                },
                writable: false,
                array: false,
            })
            .collect()
    } else {
        Vec::new()
    };
    let (attr, vout, vin) = if v130 {
        ("in", "out", "in")
    } else {
        ("attribute", "varying", "varying")
    };
    let mut udecl = String::new();
    for u in &uniforms {
        let _ = writeln!(udecl, "uniform {} {};", u.var.ty.name(), u.var.name);
    }

    let stage_src = |rng: &mut Rng, x: &mut Rng, stage: Stage| -> (String, u32) {
        let mut g = Gen {
            rng: *rng,
            v130,
            stage,
            scopes: vec![uniforms.iter().map(|u| u.var.clone()).collect()],
            funcs: Vec::new(),
            counter: 0,
            loops: 0,
            in_function: false,
            out: String::new(),
            indent: 0,
            writing_calls: 0,
            x: Rng::new(x.next_u64()),
            texture,
            derivatives: derivatives.then(|| varyings.clone()),
            flats: flats.clone(),
        };
        if stage == Stage::Fragment {
            g.scopes[0].extend(varyings.iter().cloned());
        }
        for _ in 0..1 + g.rng.below(4) {
            g.function();
        }
        if g.rng.chance(1, 3) {
            g.uncalled();
        }
        g.out.push_str("void main() {\n");
        g.indent = 1;
        g.scopes.push(Vec::new());
        for _ in 0..3 + g.rng.below(6) {
            g.stmt();
        }
        match stage {
            Stage::Vertex => {
                for v in &varyings {
                    let e = g.expr(v.ty, 0, true);
                    g.line(&format!("{} = clamp({}, -8.0, 8.0);", v.name, e.text));
                }
                // Flat varyings differ between the vertices: the provoking
                // one decides.
                // Their expressions draw from their own generator, so the
                // rest of the pair is the one the seed gave without them.
                let pair_rng = std::mem::replace(&mut g.rng, Rng::new(g.x.next_u64()));
                for v in &flats {
                    let e = g.expr(v.ty, 0, true);
                    let t = match v.ty {
                        Ty::Int => format!(
                            "clamp({} + int(piglit_vertex.x + piglit_vertex.y + 2.0), -8, 8)",
                            e.text
                        ),
                        _ => format!("clamp({} + piglit_vertex.x, -8.0, 8.0)", e.text),
                    };
                    g.line(&format!("{} = {t};", v.name));
                }
                g.rng = pair_rng;
                g.line("gl_Position = piglit_vertex;");
            }
            Stage::Fragment => {
                // Every uniform adds to the colour, so every one is active
                // (a runner cannot set an inactive one).
                let mut sums = vec![Vec::new(); 4];
                for (k, u) in uniforms.iter().enumerate() {
                    let c = match u.var.ty {
                        Ty::Int => format!("float({})", u.var.name),
                        Ty::F(1) => u.var.name.clone(),
                        Ty::F(_) => format!("{}.x", u.var.name),
                    };
                    sums[k % 4].push(c);
                }
                let parts: Vec<String> = sums
                    .iter()
                    .map(|s| match s.is_empty() {
                        true => "0.0".to_string(),
                        false => s.join(" + "),
                    })
                    .collect();
                let e = g.expr(Ty::F(4), 0, true);
                // The texture too is active in every pair that declares it.
                let lookup = if g.texture {
                    format!(" + 0.0625 * {}", g.texture_leaf(4))
                } else {
                    String::new()
                };
                g.line(&format!(
                    "gl_FragColor = clamp(vec4(0.5) + 0.125 * ({}) + 0.03125 * vec4({}){lookup}, 0.0, 1.0);",
                    e.text,
                    parts.join(", ")
                ));
            }
        }
        g.out.push_str("}\n");
        *rng = g.rng;
        (g.out, g.writing_calls)
    };
    let (vs_body, vs_calls) = stage_src(&mut rng, &mut x, Stage::Vertex);
    let (fs_body, fs_calls) = stage_src(&mut rng, &mut x, Stage::Fragment);
    let mut vs = format!("#version {version}\n{attr} vec4 piglit_vertex;\n{udecl}");
    let mut fs = format!("#version {version}\n{udecl}");
    if texture {
        fs.push_str("uniform sampler2D tex;\n");
    }
    for v in &varyings {
        let _ = writeln!(vs, "{vout} {} {};", v.ty.name(), v.name);
        let _ = writeln!(fs, "{vin} {} {};", v.ty.name(), v.name);
    }
    for v in &flats {
        let _ = writeln!(vs, "flat out {} {};", v.ty.name(), v.name);
        let _ = writeln!(fs, "flat in {} {};", v.ty.name(), v.name);
    }
    vs.push_str(&vs_body);
    fs.push_str(&fs_body);
    let probes = (0..PROBES)
        .map(|_| (rng.below(SIZE), rng.below(SIZE)))
        .collect();
    Pair {
        seed,
        version,
        vs,
        fs,
        uniforms: uniforms
            .iter()
            .map(|u| format!("{} {} {}", u.var.ty.name(), u.var.name, u.values.join(" ")))
            .collect(),
        probes,
        writing_calls_in_expressions: vs_calls + fs_calls,
        texture,
    }
}
