//! Property: every IR the compiler emits verifies. Shader pairs are generated
//! from a seed (typed expressions, user functions with `in`/`out`/`inout`
//! parameters, `?:` over values and over void calls, loops with
//! `break`/`continue`, arrays, structs, matrices, `discard`, textures), compiled,
//! and both modules go through `opt-19 -passes=verify`.

use gpubin_mvp::codegen::Target;
use gpubin_mvp::verify::Rng;
use gpubin_mvp::{tools, Program, ProgramOptions};
use proptest::prelude::*;

#[derive(Clone, Copy, PartialEq, Debug)]
enum Ty {
    Float,
    Vec(u8),
    Int,
    Bool,
    Mat(u8),
}

impl Ty {
    fn name(self) -> String {
        match self {
            Ty::Float => "float".into(),
            Ty::Vec(n) => format!("vec{n}"),
            Ty::Int => "int".into(),
            Ty::Bool => "bool".into(),
            Ty::Mat(n) => format!("mat{n}"),
        }
    }
}

struct Gen {
    rng: Rng,
    /// Visible variables: name, type, assignable.
    scopes: Vec<Vec<(String, Ty, bool)>>,
    /// Functions callable in expressions: name, return type, parameter types.
    value_fns: Vec<(String, Ty, Vec<Ty>)>,
    /// Void functions without parameters (they update `acc`).
    void_fns: Vec<String>,
    fragment: bool,
    names: u32,
}

const VALUE_TYPES: [Ty; 7] = [
    Ty::Float,
    Ty::Vec(2),
    Ty::Vec(3),
    Ty::Vec(4),
    Ty::Int,
    Ty::Bool,
    Ty::Mat(3),
];

impl Gen {
    fn below(&mut self, n: u32) -> u32 {
        self.rng.next_u32() % n
    }

    fn pick<T: Clone>(&mut self, xs: &[T]) -> T {
        xs[self.below(xs.len() as u32) as usize].clone()
    }

    fn fresh(&mut self, p: &str) -> String {
        self.names += 1;
        format!("{p}{}", self.names)
    }

    fn vars(&self, ty: Ty, assignable: bool) -> Vec<String> {
        self.scopes
            .iter()
            .flatten()
            .filter(|(_, t, a)| *t == ty && (*a || !assignable))
            .map(|(n, _, _)| n.clone())
            .collect()
    }

    fn declare(&mut self, name: &str, ty: Ty, assignable: bool) {
        self.scopes
            .last_mut()
            .unwrap()
            .push((name.to_string(), ty, assignable));
    }

    fn float_lit(&mut self) -> String {
        format!("{:.3}", (self.below(4000) as f32 - 2000.0) / 1000.0)
    }

    fn expr(&mut self, ty: Ty, depth: u32) -> String {
        let leaf = depth == 0 || self.below(4) == 0;
        if leaf {
            let vs = self.vars(ty, false);
            if !vs.is_empty() && self.below(3) != 0 {
                return self
                    .pick(&vs.iter().map(|s| s.as_str()).collect::<Vec<_>>())
                    .to_string();
            }
            return match ty {
                Ty::Float => self.float_lit(),
                Ty::Vec(n) => {
                    let parts: Vec<String> = (0..n).map(|_| self.float_lit()).collect();
                    format!("vec{n}({})", parts.join(", "))
                }
                Ty::Int => format!("{}", self.below(20) as i32 - 10),
                Ty::Bool => self.pick(&["true", "false"]).to_string(),
                Ty::Mat(n) => {
                    let f = self.float_lit();
                    format!("mat{n}({f})")
                }
            };
        }
        let d = depth - 1;
        // A few forms every type shares.
        match self.below(10) {
            0 => {
                let c = self.expr(Ty::Bool, d);
                let a = self.expr(ty, d);
                let b = self.expr(ty, d);
                return format!("({c} ? {a} : {b})");
            }
            1 => {
                let fns: Vec<_> = self
                    .value_fns
                    .iter()
                    .filter(|f| f.1 == ty)
                    .cloned()
                    .collect();
                if !fns.is_empty() {
                    let (name, _, params) = fns[self.below(fns.len() as u32) as usize].clone();
                    let args: Vec<String> = params.iter().map(|p| self.expr(*p, d)).collect();
                    return format!("{name}({})", args.join(", "));
                }
            }
            _ => {}
        }
        match ty {
            Ty::Float => match self.below(9) {
                0 | 1 => {
                    let op = self.pick(&["+", "-", "*", "/"]);
                    let a = self.expr(Ty::Float, d);
                    let b = self.expr(Ty::Float, d);
                    format!("({a} {op} {b})")
                }
                2 => {
                    let f = self.pick(&["sin", "cos", "abs", "fract", "floor", "exp2", "sqrt"]);
                    let a = self.expr(Ty::Float, d);
                    format!("{f}({a})")
                }
                3 => {
                    let n = self.pick(&[2, 3, 4]);
                    let a = self.expr(Ty::Vec(n), d);
                    let b = self.expr(Ty::Vec(n), d);
                    format!("dot({a}, {b})")
                }
                4 => {
                    let n = self.pick(&[2, 3, 4]);
                    let a = self.expr(Ty::Vec(n), d);
                    let c = self.pick(&["x", "y"]);
                    format!("{a}.{c}")
                }
                5 => {
                    let a = self.expr(Ty::Int, d);
                    format!("float({a})")
                }
                6 => {
                    let a = self.expr(Ty::Float, d);
                    let b = self.expr(Ty::Float, d);
                    format!("clamp({a}, 0.0, 1.0) + max({b}, 0.5)")
                }
                7 => {
                    let a = self.expr(Ty::Vec(3), d);
                    format!("length({a})")
                }
                _ => {
                    let a = self.expr(Ty::Float, d);
                    let b = self.expr(Ty::Float, d);
                    let t = self.expr(Ty::Float, d);
                    format!("mix({a}, {b}, {t})")
                }
            },
            Ty::Vec(n) => match self.below(7) {
                0 | 1 => {
                    let op = self.pick(&["+", "-", "*"]);
                    let a = self.expr(ty, d);
                    let b = if self.below(2) == 0 {
                        self.expr(ty, d)
                    } else {
                        self.expr(Ty::Float, d)
                    };
                    format!("({a} {op} {b})")
                }
                2 => {
                    let a = self.expr(Ty::Vec(4), d);
                    let sw = ["x", "y", "z", "w"];
                    let s: String = (0..n).map(|_| self.pick(&sw)).collect();
                    format!("{a}.{s}")
                }
                3 => {
                    let f = self.pick(&["normalize", "abs", "sin", "floor", "sign"]);
                    let a = self.expr(ty, d);
                    format!("{f}({a})")
                }
                4 if n == 3 => {
                    let m = self.expr(Ty::Mat(3), d);
                    let v = self.expr(ty, d);
                    format!("({m} * {v})")
                }
                5 if self.fragment => {
                    let c = self.expr(Ty::Vec(2), d);
                    let sw = ["x", "xy", "xyz", "xyzw"][n as usize - 1];
                    format!("texture2D(tex, {c}).{sw}")
                }
                _ => {
                    let parts: Vec<String> = (0..n).map(|_| self.expr(Ty::Float, d)).collect();
                    format!("vec{n}({})", parts.join(", "))
                }
            },
            Ty::Int => match self.below(4) {
                0 | 1 => {
                    let op = self.pick(&["+", "-", "*", "/"]);
                    let a = self.expr(Ty::Int, d);
                    let b = self.expr(Ty::Int, d);
                    format!("({a} {op} {b})")
                }
                2 => {
                    let a = self.expr(Ty::Float, d);
                    format!("int({a})")
                }
                _ => {
                    let a = self.expr(Ty::Int, d);
                    format!("(-({a}))")
                }
            },
            Ty::Bool => match self.below(5) {
                0 | 1 => {
                    let op = self.pick(&["<", ">", "<=", ">=", "==", "!="]);
                    let a = self.expr(Ty::Float, d);
                    let b = self.expr(Ty::Float, d);
                    format!("({a} {op} {b})")
                }
                2 => {
                    let op = self.pick(&["&&", "||", "^^"]);
                    let a = self.expr(Ty::Bool, d);
                    let b = self.expr(Ty::Bool, d);
                    format!("({a} {op} {b})")
                }
                3 => {
                    let a = self.expr(Ty::Vec(3), d);
                    let b = self.expr(Ty::Vec(3), d);
                    format!("any(lessThan({a}, {b}))")
                }
                _ => {
                    let a = self.expr(Ty::Bool, d);
                    format!("(!{a})")
                }
            },
            Ty::Mat(n) => match self.below(3) {
                0 => {
                    let a = self.expr(ty, d);
                    let b = self.expr(ty, d);
                    format!("({a} * {b})")
                }
                1 => {
                    let a = self.expr(ty, d);
                    let f = self.expr(Ty::Float, d);
                    format!("({a} * {f})")
                }
                _ => {
                    let cols: Vec<String> = (0..n).map(|_| self.expr(Ty::Vec(n), d)).collect();
                    format!("mat{n}({})", cols.join(", "))
                }
            },
        }
    }

    fn stmts(&mut self, out: &mut String, indent: usize, depth: u32, n: u32, in_loop: bool) {
        for _ in 0..n {
            self.stmt(out, indent, depth, in_loop);
        }
    }

    fn stmt(&mut self, out: &mut String, indent: usize, depth: u32, in_loop: bool) {
        let pad = " ".repeat(indent);
        let choice = if depth == 0 {
            self.below(4)
        } else {
            self.below(12)
        };
        match choice {
            0 => {
                let ty = self.pick(&VALUE_TYPES);
                let name = self.fresh("l");
                let e = self.expr(ty, 3);
                out.push_str(&format!("{pad}{} {name} = {e};\n", ty.name()));
                self.declare(&name, ty, true);
            }
            1 => {
                let e = self.expr(Ty::Vec(4), 3);
                let op = self.pick(&["=", "+=", "*="]);
                out.push_str(&format!("{pad}acc {op} {e};\n"));
            }
            2 => {
                let e = self.expr(Ty::Vec(2), 2);
                let sw = self.pick(&["xy", "zw", "wx", "yz"]);
                out.push_str(&format!("{pad}acc.{sw} = {e};\n"));
            }
            3 => {
                // The form that once gave invalid IR: `?:` over void calls.
                if self.void_fns.len() >= 2 {
                    let a = self.pick(&self.void_fns.clone());
                    let b = self.pick(&self.void_fns.clone());
                    let c = self.expr(Ty::Bool, 2);
                    out.push_str(&format!("{pad}{c} ? {a}() : {b}();\n"));
                } else {
                    out.push_str(&format!("{pad}acc.x += 1.0;\n"));
                }
            }
            4 | 5 => {
                let c = self.expr(Ty::Bool, 2);
                out.push_str(&format!("{pad}if ({c}) {{\n"));
                self.scopes.push(Vec::new());
                self.stmts(out, indent + 2, depth - 1, 2, in_loop);
                self.scopes.pop();
                if self.below(2) == 0 {
                    out.push_str(&format!("{pad}}} else {{\n"));
                    self.scopes.push(Vec::new());
                    self.stmts(out, indent + 2, depth - 1, 2, in_loop);
                    self.scopes.pop();
                }
                out.push_str(&format!("{pad}}}\n"));
            }
            6 => {
                let i = self.fresh("i");
                let n = 1 + self.below(4);
                out.push_str(&format!("{pad}for (int {i} = 0; {i} < {n}; {i}++) {{\n"));
                self.scopes.push(Vec::new());
                self.declare(&i, Ty::Int, false);
                self.stmts(out, indent + 2, depth - 1, 2, true);
                self.scopes.pop();
                out.push_str(&format!("{pad}}}\n"));
            }
            7 if in_loop => {
                let c = self.expr(Ty::Bool, 1);
                let j = self.pick(&["break", "continue"]);
                out.push_str(&format!("{pad}if ({c}) {j};\n"));
            }
            8 => {
                let a = self.fresh("arr");
                let e0 = self.expr(Ty::Float, 2);
                let idx = self.expr(Ty::Int, 1);
                out.push_str(&format!(
                    "{pad}float {a}[3];\n{pad}{a}[0] = {e0};\n{pad}{a}[1] = 0.5;\n{pad}{a}[2] = {a}[0] * 2.0;\n{pad}acc.y += {a}[int(clamp(float({idx}), 0.0, 2.0))];\n"
                ));
            }
            9 => {
                let s = self.fresh("s");
                let f = self.expr(Ty::Float, 2);
                let v = self.expr(Ty::Vec(3), 2);
                out.push_str(&format!(
                    "{pad}S {s} = S({f}, {v});\n{pad}{s}.b.y += {s}.a;\n{pad}acc.xyz += {s}.b;\n"
                ));
            }
            10 if self.fragment => {
                let c = self.expr(Ty::Bool, 2);
                out.push_str(&format!("{pad}if ({c}) discard;\n"));
            }
            _ => {
                let v = self.fresh("o");
                let e = self.expr(Ty::Float, 2);
                out.push_str(&format!(
                    "{pad}vec4 {v} = acc;\n{pad}bump({e}, {v});\n{pad}acc = {v};\n"
                ));
            }
        }
    }

    /// Helper functions, then `main` (whose body writes `acc` to `target`).
    fn shader(&mut self, header: &str, inputs: &[(&str, Ty)], target: &str) -> String {
        let mut s = String::from(header);
        s.push_str("uniform float uf;\nuniform vec4 uv;\nuniform int ui;\nuniform bool ub;\nuniform mat3 um;\n");
        s.push_str("struct S { float a; vec3 b; };\nvec4 acc;\n");
        self.scopes = vec![vec![
            ("uf".into(), Ty::Float, false),
            ("uv".into(), Ty::Vec(4), false),
            ("ui".into(), Ty::Int, false),
            ("ub".into(), Ty::Bool, false),
            ("um".into(), Ty::Mat(3), false),
        ]];
        for (n, t) in inputs {
            self.declare(n, *t, false);
        }
        self.value_fns.clear();
        self.void_fns.clear();
        s.push_str("void bump(float k, inout vec4 v) { v = v * 0.5 + vec4(k); }\n");
        for _ in 0..2 {
            let name = self.fresh("vfn");
            let mut body = String::new();
            self.scopes.push(Vec::new());
            self.stmts(&mut body, 2, 1, 2, false);
            self.scopes.pop();
            s.push_str(&format!("void {name}() {{\n{body}}}\n"));
            self.void_fns.push(name);
        }
        for _ in 0..2 {
            let name = self.fresh("ffn");
            let rt = self.pick(&VALUE_TYPES);
            let pt = self.pick(&[Ty::Float, Ty::Vec(3), Ty::Int]);
            self.scopes.push(vec![("p".into(), pt, true)]);
            let mut body = String::new();
            self.stmts(&mut body, 2, 1, 1, false);
            let e = self.expr(rt, 3);
            self.scopes.pop();
            s.push_str(&format!(
                "{} {name}({} p) {{\n{body}  return {e};\n}}\n",
                rt.name(),
                pt.name()
            ));
            self.value_fns.push((name, rt, vec![pt]));
        }
        let mut body = String::new();
        self.scopes.push(Vec::new());
        self.stmts(&mut body, 2, 3, 6, false);
        self.scopes.pop();
        s.push_str(&format!("void main() {{\n{body}  {target}\n}}\n"));
        s
    }
}

fn generate(seed: u64) -> (String, String) {
    let mut g = Gen {
        rng: Rng::new(seed),
        scopes: Vec::new(),
        value_fns: Vec::new(),
        void_fns: Vec::new(),
        fragment: false,
        names: 0,
    };
    let vs = g.shader(
        "#version 120\nattribute vec4 pos;\nattribute vec3 col;\nvarying vec4 v0;\nvarying vec3 v1;\n",
        &[("pos", Ty::Vec(4)), ("col", Ty::Vec(3))],
        "gl_Position = pos + acc * 0.0; v0 = acc; v1 = col + acc.xyz;",
    );
    g.fragment = true;
    let fs = g.shader(
        "#version 120\nuniform sampler2D tex;\nvarying vec4 v0;\nvarying vec3 v1;\n",
        &[("v0", Ty::Vec(4)), ("v1", Ty::Vec(3))],
        "gl_FragColor = acc + v0 + vec4(v1, 1.0);",
    );
    (vs, fs)
}

fn check(seed: u64) -> Result<(), String> {
    let (vs, fs) = generate(seed);
    let fail = |e: &dyn std::fmt::Display| format!("seed {seed}: {e}\n--- vs\n{vs}\n--- fs\n{fs}");
    let p = Program::compile(&vs, "gen.vert", &fs, "gen.frag", &ProgramOptions::default())
        .map_err(|e| fail(&e))?;
    let t = Target::default();
    let vs_ir = p.vs_ir(&t).map_err(|e| fail(&e))?;
    let ps_ir = p.ps_ir(&t).map_err(|e| fail(&e))?;
    tools::verify_ir(&vs_ir, "vs").map_err(|e| fail(&e))?;
    tools::verify_ir(&ps_ir, "ps").map_err(|e| fail(&e))?;
    Ok(())
}

#[test]
fn void_call_select_verifies() {
    let vs = "attribute vec4 p;\nvoid main() { gl_Position = p; }\n";
    let fs =
        "uniform float u;\nvec4 c;\nvoid a() { c = vec4(1.0); }\nvoid b() { c = vec4(0.5); }\n\
              void main() { c = vec4(0.0); u > 0.5 ? a() : b(); gl_FragColor = c; }\n";
    let p = Program::compile(vs, "t.vert", fs, "t.frag", &ProgramOptions::default()).unwrap();
    tools::verify_ir(&p.ps_ir(&Target::default()).unwrap(), "ps").unwrap();
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn every_generated_pair_emits_verified_ir(seed in any::<u64>()) {
        if let Err(e) = check(seed) {
            prop_assert!(false, "{}", e);
        }
    }
}
