//! Running a parsed shader_test on the simulator: requirements, the program,
//! the `[test]` commands, probes with piglit's tolerance rules.

use super::clip_cmds;
use super::fixed::FixedFunction;
use super::limits;
use super::parse::{floats, parse, parse_float, parse_int, words, NotANumber, ShaderTest};
use super::texture_cmds;
use crate::layout::registers;
use crate::program::ShaderSource;
use crate::sim::compiled::CompiledShaders;
use crate::sim::draw::{draw_into, DrawOptions, VertexData};
use crate::sim::image::Image;
use crate::sim::texture_images::BoundTextures;
use crate::sim::vertex_post::{Assembly, VertexPost};
use crate::{Error, Program, ProgramOptions};
use gpubin_glsl::ir::Scalar;
use gpubin_glsl::types::{ScalarKind, Type};
use gpubin_glsl::Value;
use gpubin_glsl::{compile_objects, ProgramSource, Stage};
use std::collections::BTreeMap;
use std::sync::Arc;

/// piglit's default window.
pub const DEFAULT_SIZE: (u32, u32) = (250, 250);
/// Highest desktop GLSL version the runner accepts (1.10–3.30, ES 1.00).
pub const MAX_GLSL: u16 = 330;
/// The desktop GLSL versions, in order (`GLSL > v` asks for the next one).
const GLSL_VERSIONS: [u16; 6] = [110, 120, 130, 140, 150, 330];

/// The result of one file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Every command and probe passed.
    Pass,
    /// The first failure: a probe (position, expected, observed) or an error.
    Fail(String),
    /// Why the file cannot run here.
    Skip(String),
}

/// One file's outcome and the work it did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TestReport {
    /// PASS, FAIL or SKIP, with why.
    pub outcome: Outcome,
    /// Draw commands run.
    pub draws: u32,
    /// Fragments shaded over all draws.
    pub fragments: u64,
    /// The colour target after the last command that ran.
    pub image: Option<Image>,
}

/// What executes `vs_main`/`ps_main`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Engine {
    /// The emitted IR built by clang-19 into a library the simulator loads.
    #[default]
    Compiled,
    /// The GLSL reference interpreter.
    Interp,
    /// The compiled engine with one call into the shaders per fragment,
    /// never in batches (`CompiledShaders::per_invocation`): for comparing
    /// the two.
    CompiledPerInvocation,
}

/// Options of [`run_shader_test`].
#[derive(Clone, Debug, Default)]
pub struct ShaderTestOptions {
    /// What runs the shaders.
    pub engine: Engine,
}

/// Run one shader_test file (`name` is used in messages).
pub fn run_shader_test(name: &str, text: &str, opts: &ShaderTestOptions) -> TestReport {
    let mut r = Runner {
        name,
        size: DEFAULT_SIZE,
        draws: 0,
        fragments: 0,
        engine: opts.engine,
        image: None,
    };
    let outcome = match r.run(text) {
        Ok(o) => o,
        Err(Stop::Skip(s)) => Outcome::Skip(s),
        Err(Stop::Fail(s)) => Outcome::Fail(s),
    };
    TestReport {
        outcome,
        draws: r.draws,
        fragments: r.fragments,
        image: r.image,
    }
}

enum Stop {
    Skip(String),
    Fail(String),
}

struct Runner<'a> {
    name: &'a str,
    size: (u32, u32),
    draws: u32,
    fragments: u64,
    engine: Engine,
    image: Option<Image>,
}

/// GLSL version a file asks for: (number, ES).
#[derive(Clone, Copy)]
struct Glsl {
    number: u16,
    es: bool,
}

fn parse_version(v: &str) -> Option<u16> {
    let (a, b) = v.split_once('.')?;
    let a: u16 = a.parse().ok().filter(|a| *a < 100)?;
    let b: u16 = b.parse().ok().filter(|b| *b < 100)?;
    Some(a * 100 + if b < 10 { b * 10 } else { b })
}

impl Runner<'_> {
    fn at(&self, line: u32, msg: impl std::fmt::Display) -> String {
        format!("{}:{line}: {msg}", self.name)
    }

    fn run(&mut self, text: &str) -> Result<Outcome, Stop> {
        let t = parse(self.name, text).map_err(|e| Stop::Fail(e.to_string()))?;
        if let Some(s) = &t.unsupported {
            return Err(Stop::Skip(format!("{s} is not supported")));
        }
        let glsl = self.requirements(&t)?;
        let program = self.program(&t, glsl)?;
        let Some(program) = program else {
            return Ok(Outcome::Pass);
        };
        self.commands(&t, &program)
    }

    /// `[require]`: versions, extensions, window size.
    fn requirements(&mut self, t: &ShaderTest) -> Result<Glsl, Stop> {
        let mut glsl = Glsl {
            number: 110,
            es: false,
        };
        for (line, req) in &t.requires {
            let w: Vec<&str> = req.split_whitespace().collect();
            match w.as_slice() {
                ["GLSL", op, v] | ["GLSL", "ES", op, v] => {
                    let es = w[1] == "ES";
                    let n = parse_version(v)
                        .ok_or_else(|| Stop::Fail(self.at(*line, format!("bad version `{v}`"))))?;
                    let supported = if es { n == 100 } else { n <= MAX_GLSL };
                    let ok = match *op {
                        ">=" => supported,
                        ">" => supported && !es && n < MAX_GLSL,
                        "==" => supported,
                        "<" | "<=" => true,
                        _ => false,
                    };
                    if !ok {
                        return Err(Stop::Skip(format!(
                            "requires {req}; the simulator runs GLSL 1.10-3.30 and GLSL ES 1.00"
                        )));
                    }
                    if matches!(*op, ">=" | "==") {
                        glsl = Glsl { number: n, es };
                    } else if *op == ">" {
                        let next = GLSL_VERSIONS.iter().find(|v| **v > n);
                        glsl = Glsl {
                            number: next.copied().unwrap_or(MAX_GLSL),
                            es,
                        };
                    }
                }
                ["GL", op, v] | ["GL", "ES" | "COMPAT" | "CORE", op, v] => {
                    let es = w[1] == "ES";
                    let n = parse_version(v).unwrap_or(u16::MAX);
                    // GL 3.3 and GL ES 2.0 carry GLSL 3.30 and GLSL ES 1.00.
                    let max = if es { 200 } else { 330 };
                    if matches!(*op, ">=" | ">" | "==") && n > max {
                        return Err(Stop::Skip(format!(
                            "requires {req}; the simulator offers GL 3.3 / GL ES 2.0 features"
                        )));
                    }
                }
                ["SIZE", w, h] => {
                    let n = |s: &str| s.parse::<u32>().ok().filter(|n| (1..=4096).contains(n));
                    match (n(w), n(h)) {
                        (Some(w), Some(h)) => self.size = (w, h),
                        _ => return Err(Stop::Fail(self.at(*line, "bad SIZE"))),
                    }
                }
                _ if limits::requirement(req).is_some() => {
                    if let Some(Err(why)) = limits::requirement(req) {
                        return Err(Stop::Skip(why.to_string()));
                    }
                }
                [ext] if ext.starts_with('!') => {}
                [ext] if ext.starts_with("GL_") && !ext.starts_with("GL_MAX") => {
                    return Err(Stop::Skip(format!("extension {ext} is not supported")));
                }
                _ => {
                    return Err(Stop::Skip(format!(
                        "requirement `{req}` (line {line}) is not supported"
                    )))
                }
            }
        }
        Ok(glsl)
    }

    /// Compile and link. `None` when the file expects a link error and got one.
    fn program(&self, t: &ShaderTest, glsl: Glsl) -> Result<Option<Program>, Stop> {
        let version = if glsl.es {
            "#version 100\n".to_string()
        } else {
            format!("#version {}\n", glsl.number)
        };
        let mut vs: Vec<ShaderSource> = t.vertex.iter().map(|s| versioned(s, &version)).collect();
        if t.vertex_passthrough {
            let input = if glsl.number >= 130 && !glsl.es {
                "in"
            } else {
                "attribute"
            };
            vs.push(ShaderSource::file(
                format!("{} [vertex shader passthrough]", self.name),
                format!(
                    "{version}{input} vec4 piglit_vertex;\nvoid main() {{ gl_Position = piglit_vertex; }}\n"
                ),
            ));
        } else if vs.is_empty() {
            // Fixed-function vertex processing.
            vs.push(ShaderSource::file(
                format!("{} [fixed-function vertex]", self.name),
                fixed_vertex(&t.fragment),
            ));
        }
        let mut fs: Vec<ShaderSource> = t.fragment.iter().map(|s| versioned(s, &version)).collect();
        if fs.is_empty() {
            fs.push(ShaderSource::file(
                format!("{} [fixed-function fragment]", self.name),
                "#version 110\nvoid main() { gl_FragColor = gl_Color; }\n",
            ));
        }
        let expects_error = t
            .commands
            .iter()
            .any(|(_, c)| c == "link error" || c == "compile error");
        // Each section is its own shader object (piglit compiles each with
        // glCompileShader); a `link error` expectation needs every one to
        // compile and the link to fail.
        if t.commands.iter().any(|(_, c)| c == "link error") {
            let objects: Vec<ProgramSource<'_>> = [(Stage::Vertex, &vs), (Stage::Fragment, &fs)]
                .into_iter()
                .flat_map(|(stage, list)| {
                    list.iter().map(move |s| ProgramSource {
                        name: &s.name,
                        text: &s.text,
                        stage,
                        first_line: s.first_line,
                    })
                })
                .collect();
            if let Err(d) = compile_objects(&objects) {
                return Err(Stop::Fail(format!(
                    "expected a link error, but a shader does not compile:\n{d}"
                )));
            }
        }
        // The runner gives integer attributes their bits (see `draw`).
        let opts = ProgramOptions {
            link: crate::slots::LinkOptions {
                integer_attributes: true,
                ..Default::default()
            },
            ..Default::default()
        };
        match Program::from_sources(&vs, &fs, &opts) {
            Ok(p) if expects_error => {
                let _ = p;
                Err(Stop::Fail(
                    "expected a link error, but the program linked".into(),
                ))
            }
            Ok(p) => Ok(Some(p)),
            Err(_) if expects_error => Ok(None),
            Err(e) => match limits::exceeded(&e) {
                Some(why) => Err(Stop::Skip(why)),
                None => Err(Stop::Fail(format!("does not compile:\n{e}"))),
            },
        }
    }

    fn commands(&mut self, t: &ShaderTest, p: &Program) -> Result<Outcome, Stop> {
        let compiled = match self.engine {
            Engine::Interp => None,
            Engine::Compiled => Some(Arc::new(
                CompiledShaders::build(p).map_err(|e| Stop::Fail(e.to_string()))?,
            )),
            Engine::CompiledPerInvocation => Some(Arc::new(
                CompiledShaders::build(p)
                    .map_err(|e| Stop::Fail(e.to_string()))?
                    .per_invocation(),
            )),
        };
        let mut state = State {
            compiled,
            image: Image::new(self.size.0, self.size.1, [0, 0, 0, 0]),
            clear: [0.0; 4],
            tolerance: [3.0 / 256.0; 4],
            uniforms: BTreeMap::new(),
            textures: BoundTextures::default(),
            fixed: FixedFunction::default(),
            vertex_post: VertexPost::default(),
            color: [1.0; 4],
        };
        let r = self.each_command(t, p, &mut state);
        self.image = Some(state.image);
        r
    }

    fn each_command(
        &mut self,
        t: &ShaderTest,
        p: &Program,
        state: &mut State,
    ) -> Result<Outcome, Stop> {
        for (line, cmd) in &t.commands {
            let line = *line;
            let mut w = words(cmd);
            // `probe warn all rgba` is `probe all rgba` whose mismatch
            // piglit reports as a warning; here a mismatch fails.
            if w.starts_with(&["probe", "warn", "all", "rgba"]) {
                w.remove(1);
            }
            let bad = |e: String| Stop::Fail(self.at(line, e));
            match w.as_slice() {
                ["link", "success"] | ["link", "error"] | ["compile", "error"] => {}
                _ if clip_cmds::handles(&w) => {
                    let mv_inv = state.fixed.modelview_inverse();
                    clip_cmds::apply(&mut state.vertex_post, &w, &mv_inv)
                        .map_err(|e| bad(e.to_string()))?
                }
                ["clear", "color", rest @ ..] => {
                    let c = floats(rest).map_err(|e| bad(e.to_string()))?;
                    if c.len() != 4 {
                        return Err(bad("clear color needs 4 values".into()));
                    }
                    state.clear = [c[0], c[1], c[2], c[3]];
                }
                // The current colour (glColor4f), gl_Color without an array.
                ["color", rest @ ..] => {
                    match floats(rest).map_err(|e| bad(e.to_string()))?.as_slice() {
                        [r, g, b, a] => state.color = [*r, *g, *b, *a],
                        _ => return Err(bad("color needs 4 values".into())),
                    }
                }
                ["clear"] => {
                    let mut px = Image::new(1, 1, [0; 4]);
                    px.put(0, 0, state.clear);
                    let rgba = px.pixel(0, 0);
                    // In place: a fresh 64 MiB target would be paged in again.
                    state.image.clear(rgba);
                }
                ["uniform", ty, name, values @ ..] => {
                    set_uniform(p, &mut state.uniforms, ty, name, values)
                        .map_err(|e| bad(e.to_string()))?;
                }
                ["ortho"] => state
                    .fixed
                    .ortho(0.0, self.size.0 as f32, 0.0, self.size.1 as f32),
                ["ortho", rest @ ..] => {
                    match floats(rest).map_err(|e| bad(e.to_string()))?.as_slice() {
                        [l, r, b, t] => state.fixed.ortho(*l, *r, *b, *t),
                        [l, r, b, t, n, f] => state.fixed.ortho_depth(*l, *r, *b, *t, *n, *f),
                        _ => return Err(bad("ortho needs 4 or 6 values".into())),
                    }
                }
                ["frustum", rest @ ..] => {
                    match floats(rest).map_err(|e| bad(e.to_string()))?.as_slice() {
                        [l, r, b, t, n, f] => state.fixed.frustum(*l, *r, *b, *t, *n, *f),
                        _ => return Err(bad("frustum needs 6 values".into())),
                    }
                }
                ["light", i, param, "float", v @ ..] => {
                    let i = i
                        .parse::<usize>()
                        .map_err(|_| bad(format!("`{i}` is not a light")))?;
                    let v = floats(v).map_err(|e| bad(e.to_string()))?;
                    state
                        .fixed
                        .light(i, param, &v)
                        .map_err(|e| bad(e.to_string()))?;
                }
                // Hints allow an implementation to choose; the simulator
                // has one way of doing each thing.
                ["hint", _, "GL_NICEST" | "GL_FASTEST" | "GL_DONT_CARE"] => {}
                // The statement budget: both engines stop a shader that
                // does not end on their own budget, so a resource limit
                // for the runner's process changes nothing here.
                ["rlimit", n] => {
                    n.parse::<u64>()
                        .map_err(|_| bad(format!("`{n}` is not a size")))?;
                }
                ["shade", "model", "GL_SMOOTH"] => {}
                // Point sizes from the shader: the simulator draws no points
                // (a points draw skips), so this changes no image.
                ["enable" | "disable", "GL_PROGRAM_POINT_SIZE"] => {}
                ["draw", "rect", rest @ ..] => {
                    let (ortho, rest) = match rest {
                        ["ortho", r @ ..] => (true, r),
                        r => (false, r),
                    };
                    let (tex, rest) = match rest {
                        ["tex", r @ ..] => (true, r),
                        r => (false, r),
                    };
                    let c = floats(rest).map_err(|e| bad(e.to_string()))?;
                    if c.len() != if tex { 8 } else { 4 } {
                        return Err(bad(
                            "draw rect needs x y w h (and tx ty tw th with tex)".into()
                        ));
                    }
                    let (mut x, mut y, mut w, mut h) = (c[0], c[1], c[2], c[3]);
                    if ortho {
                        // Window coordinates to clip space, as piglit does.
                        let (fw, fh) = (self.size.0 as f32, self.size.1 as f32);
                        x = -1.0 + 2.0 * x / fw;
                        y = -1.0 + 2.0 * y / fh;
                        w = 2.0 * w / fw;
                        h = 2.0 * h / fh;
                    }
                    let tc = if tex {
                        [c[4], c[5], c[6], c[7]]
                    } else {
                        [0.0, 0.0, 1.0, 1.0]
                    };
                    let verts = rect(x, y, w, h, tc, tex);
                    // Four vertices always make a strip of two triangles.
                    let strip = assembly("GL_TRIANGLE_STRIP", 4).ok_or_else(|| {
                        Stop::Fail(self.at(
                            line,
                            Error::Internal("a rectangle's four corners make no strip"),
                        ))
                    })?;
                    let call = DrawCall {
                        vertices: 4,
                        triangles: strip,
                        instance: 0,
                    };
                    self.draw(p, state, verts, call, line)?;
                }
                ["draw", "arrays", rest @ ..] => {
                    let (instanced, rest) = match rest {
                        ["instanced", r @ ..] => (true, r),
                        r => (false, r),
                    };
                    let [mode, first, count, more @ ..] = rest else {
                        return Err(bad("draw arrays needs MODE first count".into()));
                    };
                    let n = |s: &str| {
                        s.parse::<usize>()
                            .map_err(|_| bad(format!("`{s}` is not a count")))
                    };
                    // `draw arrays instanced MODE first count instances`.
                    let instances = match (instanced, more) {
                        (false, []) => 1,
                        (true, [k]) => n(k)?,
                        _ => {
                            return Err(bad(format!(
                            "`{cmd}`: MODE first count, and the instance count after `instanced`"
                        )))
                        }
                    };
                    let (first, count) = (n(first)?, n(count)?);
                    // Without [vertex data] a draw has no attribute arrays
                    // (the vertices have only gl_VertexID).
                    if !t.columns.is_empty()
                        && first
                            .checked_add(count)
                            .is_none_or(|end| end > t.rows.len())
                    {
                        return Err(bad(format!(
                            "draw arrays {first}+{count} past the {} rows of [vertex data]",
                            t.rows.len()
                        )));
                    }
                    let mut triangles = assembly(mode, count).ok_or_else(|| {
                        Stop::Skip(format!("primitive {mode} (line {line}) is not supported"))
                    })?;
                    // Vertex `first + i` is the draw's vertex i, with that
                    // gl_VertexID (the rows before it are shaded too and
                    // make no triangle).
                    for c in &mut triangles.corners {
                        *c += first as u32;
                    }
                    let mut verts = BTreeMap::new();
                    let mut at = 0;
                    for c in &t.columns {
                        // An integer column feeds an integer attribute its
                        // bits, any other its value.
                        let bits = integer_input(p, &c.name);
                        let list: Vec<Vec<f32>> = t.rows[..first + count]
                            .iter()
                            .map(|r| {
                                let cells = r[at..at + c.components].iter();
                                match bits {
                                    true => cells.copied().collect(),
                                    false => cells.map(|v| c.kind.numeric(*v)).collect(),
                                }
                            })
                            .collect();
                        at += c.components;
                        verts.insert(c.name.clone(), list);
                    }
                    // Instance by instance, in order (each restarts
                    // gl_PrimitiveID, GL 3.2 §2.11.10).
                    for instance in 0..instances as u32 {
                        let call = DrawCall {
                            vertices: first + count,
                            triangles: triangles.clone(),
                            instance,
                        };
                        self.draw(p, state, verts.clone(), call, line)?;
                    }
                }
                ["probe", "all", kind, rest @ ..] => {
                    let want = expected(kind, rest).map_err(|e| bad(e.to_string()))?;
                    let (fw, fh) = self.size;
                    probe_rect(state, line, (0, 0, fw, fh), &want)
                        .map_err(|e| self.fail(line, e))?;
                }
                ["probe", "rect", kind, rest @ ..]
                | ["relative", "probe", "rect", kind, rest @ ..] => {
                    let relative = w[0] == "relative";
                    if rest.len() < 4 {
                        return Err(bad("probe rect needs x y w h".into()));
                    }
                    let r = floats(&rest[..4]).map_err(|e| bad(e.to_string()))?;
                    let want = expected(kind, &rest[4..]).map_err(|e| bad(e.to_string()))?;
                    let (fw, fh) = (self.size.0 as f32, self.size.1 as f32);
                    let rect = if relative {
                        (r[0] * fw, r[1] * fh, r[2] * fw, r[3] * fh)
                    } else {
                        (r[0], r[1], r[2], r[3])
                    };
                    let rect = (rect.0 as u32, rect.1 as u32, rect.2 as u32, rect.3 as u32);
                    probe_rect(state, line, rect, &want).map_err(|e| self.fail(line, e))?;
                }
                ["probe", kind, rest @ ..] | ["relative", "probe", kind, rest @ ..] => {
                    let relative = w[0] == "relative";
                    if rest.len() < 2 {
                        return Err(bad("probe needs x y".into()));
                    }
                    let xy = floats(&rest[..2]).map_err(|e| bad(e.to_string()))?;
                    let want = expected(kind, &rest[2..]).map_err(|e| bad(e.to_string()))?;
                    let (fw, fh) = self.size;
                    let (x, y) = if relative {
                        (
                            ((xy[0] * fw as f32) as u32).min(fw - 1),
                            ((xy[1] * fh as f32) as u32).min(fh - 1),
                        )
                    } else {
                        (xy[0] as u32, xy[1] as u32)
                    };
                    probe_rect(state, line, (x, y, 1, 1), &want).map_err(|e| self.fail(line, e))?;
                }
                ["tolerance", rest @ ..] => {
                    let c = floats(rest).map_err(|e| bad(e.to_string()))?;
                    match c.len() {
                        1 => state.tolerance = [c[0]; 4],
                        4 => state.tolerance = [c[0], c[1], c[2], c[3]],
                        _ => return Err(bad("tolerance needs 1 or 4 values".into())),
                    }
                }
                ["texture" | "texparameter", ..] => texture_cmds::apply(&w, p, &mut state.textures)
                    .map_err(|e| {
                        if e.is_unsupported() {
                            Stop::Skip(format!("`{cmd}` (line {line}): {e}"))
                        } else {
                            bad(e.to_string())
                        }
                    })?,
                _ => {
                    return Err(Stop::Skip(format!(
                        "command `{cmd}` (line {line}) is not supported"
                    )))
                }
            }
        }
        Ok(Outcome::Pass)
    }

    fn fail(&self, line: u32, e: impl std::fmt::Display) -> Stop {
        Stop::Fail(self.at(line, e))
    }

    fn draw(
        &mut self,
        p: &Program,
        state: &mut State,
        given: BTreeMap<String, Vec<Vec<f32>>>,
        call: DrawCall,
        line: u32,
    ) -> Result<(), Stop> {
        let DrawCall {
            vertices: count,
            triangles,
            instance,
        } = call;
        let mut v = VertexData {
            count: Some(count as u32),
            instance,
            ..Default::default()
        };
        for e in &p.slots.vs.inputs {
            let per_slot = e.format.map(|f| f.components()).unwrap_or(4);
            let slots = registers(&e.ty, &p.vs.structs) as usize;
            let data = given.get(&e.name).or_else(|| {
                // Generic attribute 0 aliases the fixed-function vertex.
                (e.name == "gl_Vertex")
                    .then(|| given.get("piglit_vertex"))
                    .flatten()
            });
            let data = data.or_else(|| {
                (e.name == "gl_MultiTexCoord0")
                    .then(|| given.get("piglit_texcoord"))
                    .flatten()
            });
            // Missing components come from (0, 0, 0, 1); missing attributes
            // from the current value, (0, 0, 0, 1) or the `color` for gl_Color.
            let default = if e.name == "gl_Color" {
                state.color
            } else if integer_input(p, &e.name) {
                // GL's (0, 0, 0, 1) of an integer attribute, as its bits.
                [0.0, 0.0, 0.0, f32::from_bits(1)]
            } else {
                [0.0, 0.0, 0.0, 1.0]
            };
            let list = (0..count)
                .map(|i| {
                    let src = data
                        .and_then(|d| d.get(i))
                        .map_or(&[][..], |v| v.as_slice());
                    let mut out = Vec::with_capacity(slots * per_slot);
                    for s in 0..slots {
                        for c in 0..per_slot {
                            let k = s * per_slot + c;
                            out.push(src.get(k).copied().unwrap_or(default[c.min(3)]));
                        }
                    }
                    out
                })
                .collect();
            v.attributes.insert(e.name.clone(), list);
        }
        let mut uniforms = state.uniforms.clone();
        state.fixed.apply(p, &mut uniforms);
        let opts = DrawOptions {
            compiled: state.compiled.clone(),
            vertex_post: VertexPost {
                assembly: Some(triangles),
                ..state.vertex_post.clone()
            },
            ..Default::default()
        };
        let stats = draw_into(p, &v, &uniforms, &opts, &state.textures, &mut state.image)
            .map_err(|e: Error| Stop::Fail(self.at(line, e)))?;
        self.draws += 1;
        self.fragments += stats.fragments_shaded;
        Ok(())
    }
}

/// Whether the vertex shader input `name` is an integer attribute: the
/// loader copies its data as bits (spec §7.10), so it gets integer bits.
fn integer_input(p: &Program, name: &str) -> bool {
    p.slots.vs.inputs.iter().any(|e| {
        e.name == name && matches!(e.ty.scalar_kind(), Some(ScalarKind::Int | ScalarKind::Uint))
    })
}

/// What one draw shades and assembles.
struct DrawCall {
    /// Vertices shaded, `gl_VertexID` 0..vertices.
    vertices: usize,
    triangles: Assembly,
    /// `gl_InstanceID`.
    instance: u32,
}

struct State {
    compiled: Option<Arc<CompiledShaders>>,
    image: Image,
    clear: [f32; 4],
    tolerance: [f32; 4],
    uniforms: BTreeMap<String, Value>,
    textures: BoundTextures,
    fixed: FixedFunction,
    /// Clip planes and their enables, two-sided colour.
    vertex_post: VertexPost,
    /// The current colour (`color`; GL starts with white).
    color: [f32; 4],
}

/// The fixed-function vertex stage as a shader: the transformed vertex,
/// the colours, and the texture coordinates and fog coordinate the
/// fragment sections read (GL 2.1 §2.11-2.14: `gl_TexCoord[i]` is texture
/// matrix `i` times `gl_MultiTexCoordi`; the fog coordinate is the eye
/// distance `|z_e|`). Only the `gl_TexCoord` elements the fragment stage
/// names are written, as GL sizes the array by use; a non-constant index
/// takes all of `gl_MaxTextureCoords` (8).
fn fixed_vertex(fragment: &[ShaderSource]) -> String {
    let mut body = String::from(
        "  gl_Position = gl_ModelViewProjectionMatrix * gl_Vertex;\n  gl_FrontColor = gl_Color;\n",
    );
    let reads = |name: &str| fragment.iter().any(|s| s.text.contains(name));
    if reads("gl_SecondaryColor") {
        body.push_str("  gl_FrontSecondaryColor = gl_SecondaryColor;\n");
    }
    if reads("gl_FogFragCoord") {
        body.push_str("  gl_FogFragCoord = abs((gl_ModelViewMatrix * gl_Vertex).z);\n");
    }
    let mut coords = std::collections::BTreeSet::new();
    for s in fragment {
        for (at, _) in s.text.match_indices("gl_TexCoord") {
            let rest = s.text[at + "gl_TexCoord".len()..].trim_start();
            let index = rest
                .strip_prefix('[')
                .and_then(|r| r.split_once(']'))
                .and_then(|(i, _)| i.trim().parse::<u32>().ok())
                .filter(|i| *i < 8);
            match index {
                Some(i) => {
                    coords.insert(i);
                }
                None => coords.extend(0..8),
            }
        }
    }
    for i in coords {
        body.push_str(&format!(
            "  gl_TexCoord[{i}] = gl_TextureMatrix[{i}] * gl_MultiTexCoord{i};\n"
        ));
    }
    format!("#version 110\nvoid main() {{\n{body}}}\n")
}

/// A section without `#version` gets the `[require]` version as its first
/// line, as piglit's shader_runner compiles it; the text's own lines keep
/// their numbers.
fn versioned(s: &ShaderSource, version: &str) -> ShaderSource {
    let has_version = s.text.lines().any(|l| {
        l.trim_start()
            .strip_prefix('#')
            .is_some_and(|d| d.trim_start().starts_with("version"))
    });
    if has_version {
        return s.clone();
    }
    ShaderSource {
        name: s.name.clone(),
        text: format!("{version}{}", s.text),
        first_line: s.first_line.saturating_sub(1),
    }
}

/// A probe that does not read, or does not see what it expects.
#[derive(Debug, thiserror::Error, Clone, PartialEq)]
enum ProbeError {
    /// A kind other than `rgb` and `rgba`.
    #[error("probe kind `{0}` (rgb or rgba)")]
    Kind(String),
    /// A component that is not a number.
    #[error("{0}")]
    Number(#[from] NotANumber),
    /// Not as many components as the kind has.
    #[error("probe {kind} needs {n} values, found {found}")]
    Values {
        kind: String,
        n: usize,
        found: usize,
    },
    /// A rectangle past the window.
    #[error("probe ({x}, {y}, {w}x{h}) outside the {width}x{height} window")]
    Outside {
        x: u32,
        y: u32,
        w: u32,
        h: u32,
        width: u32,
        height: u32,
    },
    /// The first pixel out of tolerance.
    #[error(
        "probe at ({x}, {y}): expected ({}), observed ({})",
        three(expected),
        three(observed)
    )]
    Mismatch {
        x: u32,
        y: u32,
        expected: Vec<f32>,
        observed: Vec<f32>,
    },
}

/// Colour components as piglit prints them: three decimals, comma separated.
fn three(v: &[f32]) -> String {
    v.iter()
        .map(|x| format!("{x:.3}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A `uniform` command that does not set a value.
#[derive(Debug, thiserror::Error, Clone, PartialEq, Eq)]
enum UniformError {
    /// A type GLSL 1.30 lacks (`double`, `int64_t`, ...).
    #[error("uniform type `{0}` does not exist in GLSL 1.30")]
    NoSuchType(String),
    /// No uniform, nor uniform block, of that name.
    #[error("cannot get location of uniform `{0}`")]
    NoLocation(String),
    /// An element or member path that does not fit the uniform's type.
    #[error("`{path}`: {problem}")]
    Path { path: String, problem: PathProblem },
    /// A type the command cannot set from numbers.
    #[error("`{0}` cannot be set from numbers")]
    NotNumeric(String),
    /// Values that are not a whole number of elements, or too many.
    #[error("uniform `{path}`: {given} values for {per} per element")]
    Count {
        path: String,
        given: usize,
        per: usize,
    },
    /// A value that does not read as its type.
    #[error("{0}")]
    Value(#[from] ValueError),
}

/// Where the path of a `uniform` command goes wrong.
#[derive(Debug, thiserror::Error, Clone, PartialEq, Eq)]
enum PathProblem {
    #[error("missing `]`")]
    MissingBracket,
    #[error("bad index")]
    BadIndex,
    #[error("not an array")]
    NotArray,
    #[error("index {index} past {len} elements")]
    PastEnd { index: usize, len: u32 },
    #[error("not a struct")]
    NotStruct,
    #[error("no member `{0}`")]
    NoMember(String),
    #[error("bad uniform name")]
    BadName,
}

/// A `uniform` value that does not read as its type.
#[derive(Debug, thiserror::Error, Clone, PartialEq, Eq)]
enum ValueError {
    /// Lower case as a whole, as the message has always been.
    #[error("{}", format!("`{text}` is not a {kind:?} value").to_lowercase())]
    Scalar { text: String, kind: ScalarKind },
    #[error("sampler unit must be an int")]
    SamplerUnit,
    #[error("`{0}` is not a float")]
    NotFloat(String),
    #[error("unsupported uniform type")]
    Unsupported,
}

/// Expected colour of a probe: `rgb` (3 values) or `rgba` (4).
fn expected(kind: &str, rest: &[&str]) -> Result<Vec<f32>, ProbeError> {
    let n = match kind {
        "rgb" => 3,
        "rgba" => 4,
        k => return Err(ProbeError::Kind(k.to_string())),
    };
    let mut c = floats(rest)?;
    // piglit reads the first three values of an `rgb` probe and ignores a
    // fourth (several of its files give an alpha there).
    if c.len() == 4 && n == 3 {
        c.truncate(3);
    }
    if c.len() != n {
        return Err(ProbeError::Values {
            kind: kind.to_string(),
            n,
            found: c.len(),
        });
    }
    Ok(c)
}

/// Compare every pixel of a rectangle; the first one out of tolerance.
fn probe_rect(
    s: &State,
    _line: u32,
    (x, y, w, h): (u32, u32, u32, u32),
    want: &[f32],
) -> Result<(), ProbeError> {
    if x.saturating_add(w) > s.image.width || y.saturating_add(h) > s.image.height {
        return Err(ProbeError::Outside {
            x,
            y,
            w,
            h,
            width: s.image.width,
            height: s.image.height,
        });
    }
    for py in y..y + h {
        for px in x..x + w {
            let got = s.image.pixel(px, py);
            let got: Vec<f32> = got.iter().map(|b| *b as f32 / 255.0).collect();
            let off = want
                .iter()
                .enumerate()
                .any(|(i, e)| (got[i] - e).abs() > s.tolerance[i]);
            if off {
                return Err(ProbeError::Mismatch {
                    x: px,
                    y: py,
                    expected: want.to_vec(),
                    observed: got[..want.len()].to_vec(),
                });
            }
        }
    }
    Ok(())
}

/// piglit's rectangle: corners (x, y), (x+w, y), (x, y+h), (x+w, y+h) as a
/// strip, z = 0, w = 1; texture coordinates likewise.
fn rect(
    x: f32,
    y: f32,
    w: f32,
    h: f32,
    tc: [f32; 4],
    tex: bool,
) -> BTreeMap<String, Vec<Vec<f32>>> {
    // piglit draws the rectangle as the strip 0 1 2 3.
    let corners = [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)];
    let order = [0usize, 1, 2, 3];
    let mut m = BTreeMap::new();
    m.insert(
        "piglit_vertex".to_string(),
        order
            .iter()
            .map(|i| {
                let (a, b) = corners[*i];
                vec![x + a * w, y + b * h, 0.0, 1.0]
            })
            .collect(),
    );
    if tex {
        m.insert(
            "piglit_texcoord".to_string(),
            order
                .iter()
                .map(|i| {
                    let (a, b) = corners[*i];
                    vec![tc[0] + a * tc[2], tc[1] + b * tc[3], 0.0, 1.0]
                })
                .collect(),
        );
    }
    m
}

/// The triangles of `n` vertices drawn as `mode` (GL 2.1 §2.6.1), the
/// provoking vertex of each last (GL 3.2 table 2.12: a strip's or a fan's
/// triangle `i` and a quad's last vertex, a polygon's first) with the
/// winding of the primitive kept; quads and polygons are one primitive each.
fn assembly(mode: &str, n: usize) -> Option<Assembly> {
    let mut a = Assembly::default();
    let mut push = |prim: usize, c: [usize; 3]| {
        a.corners.extend(c.map(|i| i as u32));
        a.primitives.push(prim as u32);
    };
    match mode {
        "GL_TRIANGLES" => (0..n / 3).for_each(|t| push(t, [3 * t, 3 * t + 1, 3 * t + 2])),
        "GL_TRIANGLE_STRIP" => {
            for i in 0..n.saturating_sub(2) {
                // Odd triangles swap their first two vertices to keep the winding.
                if i % 2 == 0 {
                    push(i, [i, i + 1, i + 2]);
                } else {
                    push(i, [i + 1, i, i + 2]);
                }
            }
        }
        "GL_TRIANGLE_FAN" => (1..n.saturating_sub(1)).for_each(|i| push(i - 1, [0, i, i + 1])),
        // Vertex 0 provokes the polygon: the fan rotated to end on it.
        "GL_POLYGON" => (1..n.saturating_sub(1)).for_each(|i| push(0, [i, i + 1, 0])),
        "GL_QUADS" => {
            for q in 0..n / 4 {
                let i = 4 * q;
                push(q, [i, i + 1, i + 3]);
                push(q, [i + 1, i + 2, i + 3]);
            }
        }
        "GL_QUAD_STRIP" => {
            // Quad q is 2q, 2q+1, 2q+3, 2q+2 around; 2q+3 provokes.
            for q in 0..n.saturating_sub(2) / 2 {
                let i = 2 * q;
                push(q, [i, i + 1, i + 3]);
                push(q, [i + 2, i, i + 3]);
            }
        }
        _ => return None,
    }
    Some(a)
}

fn scalar_value(s: Scalar) -> Value {
    match s {
        Scalar::Float(f) => Value::Float(f),
        Scalar::Int(i) => Value::Int(i),
        Scalar::Uint(u) => Value::Uint(u),
        Scalar::Bool(b) => Value::Bool(b),
    }
}

/// `uniform TYPE NAME values...`; NAME may index arrays and name struct
/// members (`a[2]`, `s.m`, `s[1].v[0]`).
fn set_uniform(
    p: &Program,
    uniforms: &mut BTreeMap<String, Value>,
    ty_word: &str,
    path: &str,
    values: &[&str],
) -> Result<(), UniformError> {
    if ty_word.starts_with('d') || ty_word.starts_with("int64") || ty_word.starts_with("uint64") {
        return Err(UniformError::NoSuchType(ty_word.to_string()));
    }
    let base_end = path.find(['[', '.']).unwrap_or(path.len());
    let mut base = &path[..base_end];
    let stages = [(&p.vs, &p.slots.vs), (&p.fs, &p.slots.fs)];
    let found = stages
        .into_iter()
        .find_map(|(m, st)| st.constants.get(base).map(|u| (m, u)));
    // GL names a member of a uniform block with an instance name by the
    // block name (`block.color` for `uniform block { vec4 color; } b;`,
    // GL 3.1 §2.11.4): the block is the instance's struct type.
    let found = found.or_else(|| {
        stages.into_iter().find_map(|(m, st)| {
            st.constants.uniforms.iter().find_map(|u| {
                let named = matches!(u.ty, Type::Struct(id)
                    if m.structs.get(id as usize).is_some_and(|s| s.name == base));
                named.then(|| {
                    base = u.name.as_str();
                    (m, u)
                })
            })
        })
    });
    let (m, u) = found.ok_or_else(|| UniformError::NoLocation(base.to_string()))?;
    let root = uniforms
        .entry(base.to_string())
        .or_insert_with(|| Value::zero(&u.ty, &m.structs));
    let mut ty = u.ty.clone();
    let mut v = root;
    let mut rest = &path[base_end..];
    let wrong = |problem| UniformError::Path {
        path: path.to_string(),
        problem,
    };
    while !rest.is_empty() {
        if let Some(r) = rest.strip_prefix('[') {
            let close = r
                .find(']')
                .ok_or_else(|| wrong(PathProblem::MissingBracket))?;
            let i: usize = r[..close]
                .trim()
                .parse()
                .map_err(|_| wrong(PathProblem::BadIndex))?;
            let Type::Array(e, n) = ty else {
                return Err(wrong(PathProblem::NotArray));
            };
            if i >= n as usize {
                return Err(wrong(PathProblem::PastEnd { index: i, len: n }));
            }
            ty = *e;
            let Value::Array(items) = v else {
                return Err(wrong(PathProblem::NotArray));
            };
            v = &mut items[i];
            rest = &r[close + 1..];
        } else if let Some(r) = rest.strip_prefix('.') {
            let end = r.find(['[', '.']).unwrap_or(r.len());
            let name = &r[..end];
            let Type::Struct(id) = ty else {
                return Err(wrong(PathProblem::NotStruct));
            };
            let member = m
                .structs
                .get(id as usize)
                .and_then(|s| s.members.iter().find(|x| x.name == name))
                .ok_or_else(|| wrong(PathProblem::NoMember(name.to_string())))?;
            ty = member.ty.clone();
            let Value::Struct(fields) = v else {
                return Err(wrong(PathProblem::NotStruct));
            };
            v = fields
                .iter_mut()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v)
                .ok_or_else(|| wrong(PathProblem::NoMember(name.to_string())))?;
            rest = &r[end..];
        } else {
            return Err(wrong(PathProblem::BadName));
        }
    }
    // A whole array set at once: consecutive elements.
    let (elem_ty, targets): (Type, Vec<&mut Value>) = match (&ty, v) {
        (Type::Array(e, _), Value::Array(items)) => ((**e).clone(), items.iter_mut().collect()),
        (t, v) => (t.clone(), vec![v]),
    };
    let per = scalars(&elem_ty).ok_or_else(|| UniformError::NotNumeric(path.to_string()))?;
    // piglit reads a vector's components with strtod, which gives 0 for a
    // value that is not there: `uniform vec4 v 1 2 3` sets (1, 2, 3, 0).
    let padded: Vec<&str>;
    let values = if matches!(elem_ty, Type::Vector(..))
        && targets.len() == 1
        && !values.is_empty()
        && values.len() < per
    {
        padded = values
            .iter()
            .copied()
            .chain(std::iter::repeat("0"))
            .take(per)
            .collect();
        &padded[..]
    } else {
        values
    };
    if values.is_empty() || values.len() % per != 0 || values.len() / per > targets.len() {
        return Err(UniformError::Count {
            path: path.to_string(),
            given: values.len(),
            per,
        });
    }
    for (chunk, dst) in values.chunks(per).zip(targets) {
        *dst = value_of(&elem_ty, chunk)?;
    }
    Ok(())
}

fn scalars(ty: &Type) -> Option<usize> {
    Some(match ty {
        Type::Scalar(_) | Type::Sampler(_) => 1,
        Type::Vector(_, n) => *n as usize,
        Type::Matrix { cols, rows } => (*cols as usize) * (*rows as usize),
        _ => return None,
    })
}

fn value_of(ty: &Type, w: &[&str]) -> Result<Value, ValueError> {
    let scalar = |k: ScalarKind, s: &str| -> Result<Scalar, ValueError> {
        let bad = || ValueError::Scalar {
            text: s.to_string(),
            kind: k,
        };
        Ok(match k {
            ScalarKind::Float => Scalar::Float(parse_float(s).ok_or_else(bad)?),
            ScalarKind::Int => Scalar::Int(parse_int(s).ok_or_else(bad)? as i32),
            ScalarKind::Uint => Scalar::Uint(parse_int(s).ok_or_else(bad)? as u32),
            ScalarKind::Bool => Scalar::Bool(match s {
                "true" => true,
                "false" => false,
                s => parse_int(s).ok_or_else(bad)? != 0,
            }),
        })
    };
    Ok(match ty {
        Type::Scalar(k) => scalar_value(scalar(*k, w[0])?),
        Type::Sampler(_) => Value::Sampler(parse_int(w[0]).ok_or(ValueError::SamplerUnit)? as i32),
        Type::Vector(k, _) => {
            Value::Vector(w.iter().map(|s| scalar(*k, s)).collect::<Result<_, _>>()?)
        }
        Type::Matrix { rows, .. } => Value::Matrix(
            w.chunks(*rows as usize)
                .map(|c| {
                    c.iter()
                        .map(|s| parse_float(s).ok_or_else(|| ValueError::NotFloat(s.to_string())))
                        .collect()
                })
                .collect::<Result<_, _>>()?,
        ),
        _ => return Err(ValueError::Unsupported),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn command_errors_read_as_the_verdicts_give_them() {
        let scalar = ValueError::Scalar {
            text: "X1".into(),
            kind: ScalarKind::Float,
        };
        assert_eq!(scalar.to_string(), "`x1` is not a float value");
        let past = UniformError::Path {
            path: "a[3]".into(),
            problem: PathProblem::PastEnd { index: 3, len: 2 },
        };
        assert_eq!(past.to_string(), "`a[3]`: index 3 past 2 elements");
        let probe = ProbeError::Mismatch {
            x: 1,
            y: 2,
            expected: vec![1.0, 0.0, 0.0],
            observed: vec![0.5, 0.0, 0.0],
        };
        assert_eq!(
            probe.to_string(),
            "probe at (1, 2): expected (1.000, 0.000, 0.000), observed (0.500, 0.000, 0.000)"
        );
        assert_eq!(
            expected("rgb", &["1", "0", "0", "1"]),
            Ok(vec![1.0, 0.0, 0.0])
        );
        assert_eq!(
            expected("rgba", &["1", "0"]),
            Err(ProbeError::Values {
                kind: "rgba".into(),
                n: 4,
                found: 2
            })
        );
        assert_eq!(
            expected("rgb", &["1", "z", "0"]),
            Err(ProbeError::Number(NotANumber("z".into())))
        );
    }
}
