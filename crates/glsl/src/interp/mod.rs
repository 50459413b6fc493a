//! Reference interpreter: runs one invocation of a stage on the CPU.
//!
//! Semantics: IEEE-754 binary32 arithmetic as Rust `f32` computes it;
//! built-ins follow their GLSL definitions (see `builtins.rs`); integer
//! arithmetic wraps, integer division or remainder by zero gives 0, and
//! dynamic indices out of range are clamped to the last element. A single
//! invocation ([`run`]) has no neighbours, so `dFdx`, `dFdy` and `fwidth`
//! return 0 and implicit-level texture lookups carry no derivatives; a
//! fragment shaded in a 2x2 quad ([`run_in_quad`]) asks its [`Derivatives`]
//! at each derivative site.

mod builtins;
mod emit;
mod exec;
mod sites;
mod value;

/// Operator semantics shared with the front end's constant folding.
pub(crate) mod consts {
    pub(crate) use super::builtins::eval as builtin;
    pub(crate) use super::exec::{binary, convert, unary};
    pub(crate) use super::value::{flat_size, zeroed};
}

pub use emit::{EmittedVertex, Primitive};
pub use sites::DerivativeSites;
pub use value::Value;

use crate::error::{Error, RunError, TextureError, ValueError};
use crate::ir::Module;
use crate::types::SamplerType;
use std::collections::BTreeMap;

/// Level of detail of a [`TextureQuery`].
#[derive(Clone, Debug, PartialEq)]
pub enum TextureLevelValue {
    /// Implicit level (derivatives in a quad, else level 0).
    Auto,
    /// Implicit level plus a bias (`texture(s, p, bias)`).
    Bias(f32),
    /// Explicit level (`textureLod`).
    Lod(f32),
    /// Explicit gradients d/dx and d/dy of the coordinate (`textureGrad`).
    Grad(Vec<f32>, Vec<f32>),
    /// `texelFetch` level or sample index.
    Fetch(i32),
}

/// One texture lookup the interpreter asks the caller to perform.
#[derive(Clone, Debug, PartialEq)]
pub struct TextureQuery {
    /// Texture unit: the value of the sampler uniform.
    pub unit: i32,
    /// The sampler type.
    pub sampler: SamplerType,
    /// Float coordinates (array layer last); empty for fetches.
    pub coordinate: Vec<f32>,
    /// Integer coordinates of `texelFetch`; empty otherwise.
    pub texel: Vec<i32>,
    /// How the level of detail is chosen.
    pub level: TextureLevelValue,
    /// Constant texel offset (`textureOffset` and the like).
    pub offset: Option<Vec<i32>>,
    /// Shadow samplers: the reference; return the comparison result in `.x`.
    pub depth_ref: Option<f32>,
    /// Implicit-level lookups (`Auto`, `Bias`) of a fragment shaded in a
    /// quad: the coarse screen-space derivatives (d/dx, d/dy) of
    /// `coordinate`, zero padded; `None` elsewhere (level 0 plus the bias).
    pub derivatives: Option<([f32; 4], [f32; 4])>,
}

/// Which differences of a quad a derivative site takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DerivativeKind {
    /// Per row and per column of the quad (`dFdx`, `dFdy`, `fwidth`).
    Fine,
    /// One pair for the whole quad, from its first lane (the level of
    /// detail of implicit-level texture lookups).
    Coarse,
}

/// The other invocations of a fragment's 2x2 quad, as far as derivatives
/// need them.
pub trait Derivatives {
    /// The derivatives (d/dx, d/dy) of `value` (zero padded) at this
    /// invocation's next derivative site, `site` (its order in
    /// [`DerivativeSites`]), or `None` when the quad does not know them
    /// yet: the invocation then stops ([`run_in_quad`] returns `None`), to
    /// be run again once they are known.
    fn derivatives(
        &mut self,
        value: [f32; 4],
        kind: DerivativeKind,
        site: u32,
    ) -> Option<([f32; 4], [f32; 4])>;
}

/// Texture access for the interpreter, implemented by the caller.
pub trait Textures {
    /// Sample a float texture (and shadow comparisons).
    fn sample(&mut self, query: &TextureQuery) -> Result<[f32; 4], TextureError>;

    /// Sample an integer texture (`isampler*`, and `usampler*` as bit
    /// patterns). By default converts [`Textures::sample`].
    fn sample_int(&mut self, query: &TextureQuery) -> Result<[i32; 4], TextureError> {
        self.sample(query).map(|v| v.map(|x| x as i32))
    }

    /// `textureSize`: width, height, depth/layers of level `lod`.
    fn size(&mut self, unit: i32, sampler: SamplerType, lod: i32)
        -> Result<[i32; 3], TextureError>;
}

/// A [`Textures`] with nothing bound: every lookup is an error.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoTextures;

impl Textures for NoTextures {
    fn sample(&mut self, q: &TextureQuery) -> Result<[f32; 4], TextureError> {
        Err(TextureError::Unbound { unit: q.unit })
    }

    fn size(&mut self, unit: i32, _: SamplerType, _: i32) -> Result<[i32; 3], TextureError> {
        Err(TextureError::Unbound { unit })
    }
}

/// Inputs of one invocation.
#[derive(Clone, Debug)]
pub struct Invocation {
    /// Stage inputs by name, built-ins such as `gl_FragCoord` or
    /// `gl_VertexID` included. Every statically used input must be given.
    pub inputs: BTreeMap<String, Value>,
    /// Uniforms by name; missing ones are zero (the GL default).
    pub uniforms: BTreeMap<String, Value>,
    /// Statement budget; exceeding it is an error (guards endless loops).
    /// Stores and call frames also cost one step per 64 scalars moved.
    pub max_steps: u64,
    /// Loop iteration budget (see [`DEFAULT_LOOP_ITERATIONS`]); exceeding
    /// it is the error of [`loop_budget_exceeded`].
    pub max_iterations: u32,
}

/// Loop iterations one invocation may run before it is stopped as a shader
/// that does not end: every return from the end of a loop's body (its
/// continuing part included) to its start counts one, over all the loops
/// of the invocation. The MVP simulator's compiled engine counts the same
/// way, so both engines stop the same shaders with the same error.
pub const DEFAULT_LOOP_ITERATIONS: u32 = 1 << 20;

/// The error of an invocation stopped at the loop at `at` (`file:line`)
/// after `budget` iterations.
pub fn loop_budget_exceeded(at: &dyn std::fmt::Display, budget: u32) -> RunError {
    RunError::LoopBudget {
        at: at.to_string(),
        budget,
    }
}

impl Default for Invocation {
    fn default() -> Self {
        Invocation {
            inputs: BTreeMap::new(),
            uniforms: BTreeMap::new(),
            max_steps: 10_000_000,
            max_iterations: DEFAULT_LOOP_ITERATIONS,
        }
    }
}

/// Result of one invocation.
#[derive(Clone, Debug, PartialEq)]
pub struct RunOutput {
    /// Every output variable (statically used built-ins and all user
    /// outputs) with its final value. Empty if the invocation discarded.
    pub outputs: BTreeMap<String, Value>,
    /// The invocation executed `discard`.
    pub discarded: bool,
    /// Statements executed.
    pub steps: u64,
    /// A geometry shader's output primitives, in emission order (empty for
    /// the other stages).
    pub primitives: Vec<Primitive>,
}

/// Run `main` of `module` once.
pub fn run(
    module: &Module,
    invocation: &Invocation,
    textures: &mut dyn Textures,
) -> Result<RunOutput, Error> {
    exec::run(module, invocation, textures, None)?.ok_or_else(|| {
        Error::Run(RunError::internal(
            "an invocation without a quad stopped at a derivative",
        ))
    })
}

/// Run `main` of a fragment shader once as one lane of a 2x2 quad: every
/// `dFdx`/`dFdy`/`fwidth` and every implicit-level texture lookup is a
/// derivative site answered by `quad`, in execution order, and known by its
/// order in `sites` (`DerivativeSites::of(module)`, computed once for all
/// the invocations of a draw). `None`: the invocation stopped at a site
/// whose derivatives `quad` does not know yet.
pub fn run_in_quad(
    module: &Module,
    invocation: &Invocation,
    textures: &mut dyn Textures,
    quad: &mut dyn Derivatives,
    sites: &DerivativeSites,
) -> Result<Option<RunOutput>, Error> {
    exec::run(module, invocation, textures, Some((quad, sites)))
}

/// Values for `class` variables (inputs or uniforms) of `module` from a
/// JSON object `{ "name": value, ... }` (see [`Value::from_json`]).
pub fn bindings_from_json(
    module: &Module,
    json: &serde_json::Value,
    class: crate::ir::StorageClass,
) -> Result<BTreeMap<String, Value>, Error> {
    let obj = json.as_object().ok_or_else(|| Error::Value {
        name: "<document>".into(),
        message: ValueError::ExpectedBindings,
    })?;
    let mut out = BTreeMap::new();
    for (name, v) in obj {
        let g = module
            .globals
            .iter()
            .find(|g| g.name == *name && g.class == class)
            .ok_or_else(|| Error::Value {
                name: name.clone(),
                message: ValueError::NoSuch(format!("{class:?}").to_lowercase()),
            })?;
        let val = Value::from_json(v, &g.ty, &module.structs).map_err(|message| Error::Value {
            name: name.clone(),
            message,
        })?;
        out.insert(name.clone(), val);
    }
    Ok(out)
}

/// A geometry shader's primitives as JSON: `[{ "primitive": "triangle_strip",
/// "count": 1, "vertices": [{ "name": value, ... }, ...] }, ...]`.
pub fn primitives_to_json(out: &RunOutput) -> serde_json::Value {
    out.primitives
        .iter()
        .map(|p| {
            let vertices = p
                .vertices
                .iter()
                .map(|v| {
                    serde_json::Value::Object(
                        v.iter().map(|(k, x)| (k.clone(), x.to_json())).collect(),
                    )
                })
                .collect();
            serde_json::json!({
                "primitive": p.kind.name(),
                "count": p.count(),
                "vertices": serde_json::Value::Array(vertices),
            })
        })
        .collect()
}

/// Outputs as a JSON object `{ "name": value, ... }`.
pub fn outputs_to_json(out: &RunOutput) -> serde_json::Value {
    serde_json::Value::Object(
        out.outputs
            .iter()
            .map(|(k, v)| (k.clone(), v.to_json()))
            .collect(),
    )
}
