//! Agreement check: the host-compiled `vs_main`/`ps_main` against the GLSL
//! reference interpreter, on generated inputs and uniforms.

use crate::abi::{BANK_SIZE, SLOT_SIZE};
use crate::codegen::Target;
use crate::host::{HostExecutable, HostJob, HostStage};
use crate::layout::{pack, unpack};
use crate::sim::textures::ProceduralTextures;
use crate::slots::constant_buffer;
use crate::slots::{SlotEntry, SlotSource, StageSlots};
use crate::{tools, Error, InputError, Program, Trap};
use gpubin_glsl::ir::{Module, Scalar};
use gpubin_glsl::types::{ScalarKind, StructDef, Type};
use gpubin_glsl::{run, Invocation, Value};
use std::collections::BTreeMap;

/// Deterministic xorshift64* generator.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator whose sequence is fixed by `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    /// The next 32 random bits.
    pub fn next_u32(&mut self) -> u32 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 32) as u32
    }
    /// A float in [-4, 4), sometimes a special value (0, -0, 1, 0.5).
    pub fn float(&mut self) -> f32 {
        match self.next_u32() % 16 {
            0 => 0.0,
            1 => -0.0,
            2 => 1.0,
            3 => 0.5,
            _ => (self.next_u32() as f32 / 4_294_967_296.0) * 8.0 - 4.0,
        }
    }
}

/// A random value of `ty`; samplers get texture unit `unit`.
pub fn random_value(ty: &Type, structs: &[StructDef], rng: &mut Rng, unit: i32) -> Value {
    let scalar = |k: ScalarKind, rng: &mut Rng| match k {
        ScalarKind::Float => Scalar::Float(rng.float()),
        ScalarKind::Int => Scalar::Int((rng.next_u32() % 41) as i32 - 20),
        ScalarKind::Uint => Scalar::Uint(rng.next_u32() % 41),
        ScalarKind::Bool => Scalar::Bool(rng.next_u32() & 1 == 1),
    };
    match ty {
        Type::Void => Value::Float(0.0),
        Type::Scalar(k) => match scalar(*k, rng) {
            Scalar::Float(f) => Value::Float(f),
            Scalar::Int(i) => Value::Int(i),
            Scalar::Uint(u) => Value::Uint(u),
            Scalar::Bool(b) => Value::Bool(b),
        },
        Type::Vector(k, n) => Value::Vector((0..*n).map(|_| scalar(*k, rng)).collect()),
        Type::Matrix { cols, rows } => Value::Matrix(
            (0..*cols)
                .map(|_| (0..*rows).map(|_| rng.float()).collect())
                .collect(),
        ),
        Type::Sampler(_) => Value::Sampler(unit),
        Type::Array(e, n) => Value::Array(
            (0..*n)
                .map(|i| random_value(e, structs, rng, unit + i as i32))
                .collect(),
        ),
        Type::Struct(id) => Value::Struct(
            structs
                .get(*id as usize)
                .map(|d| {
                    d.members
                        .iter()
                        .map(|m| (m.name.clone(), random_value(&m.ty, structs, rng, unit)))
                        .collect()
                })
                .unwrap_or_default(),
        ),
    }
}

/// Scalars of a value in component order.
pub fn flatten(v: &Value, out: &mut Vec<Scalar>) {
    match v {
        Value::Float(f) => out.push(Scalar::Float(*f)),
        Value::Int(i) => out.push(Scalar::Int(*i)),
        Value::Uint(u) => out.push(Scalar::Uint(*u)),
        Value::Bool(b) => out.push(Scalar::Bool(*b)),
        Value::Sampler(u) => out.push(Scalar::Int(*u)),
        Value::Vector(s) => out.extend_from_slice(s),
        Value::Matrix(cols) => out.extend(cols.iter().flatten().map(|f| Scalar::Float(*f))),
        Value::Array(items) => items.iter().for_each(|i| flatten(i, out)),
        Value::Struct(m) => m.iter().for_each(|(_, v)| flatten(v, out)),
    }
}

/// Distance in units in the last place between two floats (0 if both NaN).
pub fn ulp_distance(a: f32, b: f32) -> u32 {
    if a.is_nan() && b.is_nan() {
        return 0;
    }
    if a.is_nan() || b.is_nan() {
        return u32::MAX;
    }
    let key = |f: f32| {
        let b = f.to_bits() as i32;
        if b < 0 {
            i32::MIN.wrapping_sub(b) as i64
        } else {
            b as i64
        }
    };
    (key(a) - key(b)).unsigned_abs().min(u32::MAX as u64) as u32
}

/// Options of [`verify_on_host`].
#[derive(Clone, Copy, Debug)]
pub struct VerifyOptions {
    /// Vertices to compare.
    pub vertices: usize,
    /// Fragments to compare.
    pub fragments: usize,
    /// Seed of the input generator.
    pub seed: u64,
    /// Largest accepted float difference in ulps (0 = bit-exact).
    pub ulp_tolerance: u32,
}

impl Default for VerifyOptions {
    fn default() -> Self {
        VerifyOptions {
            vertices: 16,
            fragments: 32,
            seed: 1,
            ulp_tolerance: 0,
        }
    }
}

/// What the check compared.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct VerifyReport {
    /// Vertices compared.
    pub vertices: usize,
    /// Fragments compared.
    pub fragments: usize,
    /// Fragments both sides discarded.
    pub discarded: usize,
    /// Scalars compared.
    pub values: usize,
    /// Largest float difference seen, in ulps.
    pub max_ulp: u32,
}

/// Uniform values shared by name across both stages, and the two constant buffers.
pub struct UniformSet {
    /// The value of each uniform, by name.
    pub values: BTreeMap<String, Value>,
    /// The vertex shader's constant buffer.
    pub vs_const: Vec<u8>,
    /// The fragment shader's constant buffer.
    pub ps_const: Vec<u8>,
}

fn random_uniforms(p: &Program, rng: &mut Rng) -> Result<UniformSet, Error> {
    let mut values = BTreeMap::new();
    let mut unit = 0;
    for (m, st) in [(&p.vs, &p.slots.vs), (&p.fs, &p.slots.fs)] {
        for u in &st.constants.uniforms {
            if values.contains_key(&u.name) {
                continue;
            }
            let init = m.global(&u.name).and_then(|(_, g)| g.initializer.clone());
            let v = match init {
                // Uniforms with initializers keep them (the driver writes them).
                Some(_) => continue,
                None => random_value(&u.ty, &m.structs, rng, unit),
            };
            unit += 4;
            values.insert(u.name.clone(), v);
        }
    }
    let vs_const = constant_buffer(&p.vs, &p.slots.vs, &values)?;
    let ps_const = constant_buffer(&p.fs, &p.slots.fs, &values)?;
    Ok(UniformSet {
        values,
        vs_const,
        ps_const,
    })
}

/// Pack stage inputs into a bank prefilled with noise; returns the values by name.
fn fill_inputs(
    m: &Module,
    st: &StageSlots,
    rng: &mut Rng,
    bank: &mut [u8; BANK_SIZE as usize],
) -> Result<BTreeMap<String, Value>, Error> {
    for b in bank.iter_mut() {
        *b = rng.next_u32() as u8;
    }
    let mut inputs = BTreeMap::new();
    for e in &st.inputs {
        let v = random_value(&e.ty, &m.structs, rng, 0);
        let off = e.slot * SLOT_SIZE
            + match e.source {
                SlotSource::System { component } => component * 4,
                _ => 0,
            };
        pack(&v, &e.ty, &m.structs, bank, off as usize).map_err(|error| InputError::Input {
            name: e.name.clone(),
            error,
        })?;
        inputs.insert(e.name.clone(), v);
    }
    Ok(inputs)
}

struct Compare<'a> {
    report: &'a mut VerifyReport,
    tolerance: u32,
}

impl Compare<'_> {
    fn outputs(
        &mut self,
        what: &str,
        m: &Module,
        outs: &[SlotEntry],
        reference: &BTreeMap<String, Value>,
        bank: &[u8],
    ) -> Result<(), Error> {
        for (name, want) in reference {
            let Some(e) = outs.iter().find(|e| &e.name == name) else {
                continue;
            };
            let got = unpack(&e.ty, &m.structs, bank, (e.slot * SLOT_SIZE) as usize)
                .map_err(Trap::Layout)?;
            let (mut a, mut b) = (Vec::new(), Vec::new());
            flatten(want, &mut a);
            flatten(&got, &mut b);
            for (i, (x, y)) in a.iter().zip(&b).enumerate() {
                self.report.values += 1;
                let ok = match (x, y) {
                    (Scalar::Float(x), Scalar::Float(y)) => {
                        let d = ulp_distance(*x, *y);
                        if d != u32::MAX {
                            self.report.max_ulp = self.report.max_ulp.max(d);
                        }
                        d <= self.tolerance
                    }
                    _ => x == y,
                };
                if !ok {
                    return Err(Error::Trap(Trap::HostOutput {
                        what: what.to_string(),
                        name: name.clone(),
                        component: i,
                        interpreter: *x,
                        host: *y,
                    }));
                }
            }
        }
        Ok(())
    }
}

/// Compile the pair's IR for the host, verify it with `opt-19`, run it
/// with `clang-19`, and compare every output with the interpreter.
pub fn verify_on_host(p: &Program, opts: &VerifyOptions) -> Result<VerifyReport, Error> {
    let exe = build_host(p)?;
    verify_with(&exe, p, opts)
}

/// Emit the pair for the host, check both modules with `opt-19`, build them.
pub fn build_host(p: &Program) -> Result<HostExecutable, Error> {
    let vs_ll = p.vs_ir(&Target::host())?;
    let ps_ll = p.ps_ir(&Target::host())?;
    tools::verify_ir(&vs_ll, "vs")?;
    tools::verify_ir(&ps_ll, "ps")?;
    HostExecutable::build(&vs_ll, &ps_ll)
}

/// [`verify_on_host`] with a prebuilt host executable of `p`.
pub fn verify_with(
    exe: &HostExecutable,
    p: &Program,
    opts: &VerifyOptions,
) -> Result<VerifyReport, Error> {
    let mut rng = Rng::new(opts.seed);
    let uniforms = random_uniforms(p, &mut rng)?;
    let mut report = VerifyReport::default();
    let mut jobs = Vec::new();
    let mut expected = Vec::new();
    let vs_uses = |n: &str| p.vs.reflection.inputs.iter().any(|v| v.name == n);
    for v in 0..opts.vertices {
        let mut bank = [0u8; BANK_SIZE as usize];
        let mut inputs = fill_inputs(&p.vs, &p.slots.vs, &mut rng, &mut bank)?;
        let (index, instance) = (v as u32, (v % 3) as u32);
        if vs_uses("gl_VertexID") {
            inputs.insert("gl_VertexID".into(), Value::Int(index as i32));
        }
        if vs_uses("gl_InstanceID") {
            inputs.insert("gl_InstanceID".into(), Value::Int(instance as i32));
        }
        let inv = Invocation {
            inputs,
            uniforms: uniforms.values.clone(),
            ..Default::default()
        };
        let out = run(&p.vs, &inv, &mut ProceduralTextures).map_err(|error| Trap::Reference {
            file: p.vs_file.clone(),
            error,
        })?;
        jobs.push(HostJob {
            stage: HostStage::Vertex,
            index,
            instance_id: instance,
            bank,
            derivatives: Vec::new(),
        });
        expected.push(out);
    }
    for _ in 0..opts.fragments {
        let mut bank = [0u8; BANK_SIZE as usize];
        let inputs = fill_inputs(&p.fs, &p.slots.fs, &mut rng, &mut bank)?;
        let inv = Invocation {
            inputs,
            uniforms: uniforms.values.clone(),
            ..Default::default()
        };
        let out = run(&p.fs, &inv, &mut ProceduralTextures).map_err(|error| Trap::Reference {
            file: p.fs_file.clone(),
            error,
        })?;
        jobs.push(HostJob {
            stage: HostStage::Fragment,
            index: 0,
            instance_id: 0,
            bank,
            derivatives: Vec::new(),
        });
        expected.push(out);
    }
    let results = exe.run(&uniforms.vs_const, &uniforms.ps_const, &jobs)?;
    let mut cmp = Compare {
        report: &mut report,
        tolerance: opts.ulp_tolerance,
    };
    for (i, ((job, want), got)) in jobs.iter().zip(&expected).zip(&results).enumerate() {
        if !got.guard_ok {
            return Err(Error::Trap(Trap::BankOverrun(i)));
        }
        match job.stage {
            HostStage::Vertex => {
                cmp.outputs(
                    &format!("{} vertex {}", p.vs_file, job.index),
                    &p.vs,
                    &p.slots.vs.outputs,
                    &want.outputs,
                    &got.bank,
                )?;
                cmp.report.vertices += 1;
            }
            HostStage::Fragment => {
                let what = format!("{} fragment {}", p.fs_file, i - opts.vertices);
                if want.discarded != got.discarded {
                    return Err(Error::Trap(Trap::HostDiscard {
                        what: what.clone(),
                        interpreter: want.discarded,
                        host: got.discarded,
                    }));
                }
                if want.discarded {
                    cmp.report.discarded += 1;
                } else {
                    cmp.outputs(&what, &p.fs, &p.slots.fs.outputs, &want.outputs, &got.bank)?;
                }
                cmp.report.fragments += 1;
            }
        }
    }
    Ok(report)
}

/// Replay a simulated draw's recorded shader calls on the host build and
/// compare every output slot (bit-exact) and every discard.
pub fn replay_on_host(
    p: &Program,
    uniforms: &BTreeMap<String, Value>,
    invocations: &[crate::sim::draw::Invocation],
) -> Result<VerifyReport, Error> {
    replay_with(&build_host(p)?, p, uniforms, invocations)
}

/// [`replay_on_host`] with a prebuilt host executable of `p`.
pub fn replay_with(
    exe: &HostExecutable,
    p: &Program,
    uniforms: &BTreeMap<String, Value>,
    invocations: &[crate::sim::draw::Invocation],
) -> Result<VerifyReport, Error> {
    let vs_const = constant_buffer(&p.vs, &p.slots.vs, uniforms)?;
    let ps_const = constant_buffer(&p.fs, &p.slots.fs, uniforms)?;
    let jobs: Vec<HostJob> = invocations
        .iter()
        .map(|i| {
            let mut bank = [0u8; BANK_SIZE as usize];
            bank.copy_from_slice(&i.bank_in[..BANK_SIZE as usize]);
            HostJob {
                stage: if i.vertex {
                    HostStage::Vertex
                } else {
                    HostStage::Fragment
                },
                index: i.index,
                instance_id: i.instance_id,
                bank,
                derivatives: i.derivatives.clone(),
            }
        })
        .collect();
    let results = exe.run(&vs_const, &ps_const, &jobs)?;
    let mut report = VerifyReport::default();
    for (n, (inv, got)) in invocations.iter().zip(&results).enumerate() {
        let (m, st, what) = if inv.vertex {
            (&p.vs, &p.slots.vs, "vertex")
        } else {
            (&p.fs, &p.slots.fs, "fragment")
        };
        if inv.discarded != got.discarded || !got.guard_ok {
            return Err(Error::Trap(Trap::CallDiscard {
                what,
                call: n,
                simulator: inv.discarded,
                host: got.discarded,
                guard_ok: got.guard_ok,
            }));
        }
        if inv.discarded {
            report.discarded += 1;
        } else {
            for e in &st.outputs {
                let off = (e.slot * SLOT_SIZE) as usize;
                let want = unpack(&e.ty, &m.structs, &inv.bank_out, off).map_err(Trap::Layout)?;
                let have = unpack(&e.ty, &m.structs, &got.bank, off).map_err(Trap::Layout)?;
                let (mut a, mut b) = (Vec::new(), Vec::new());
                flatten(&want, &mut a);
                flatten(&have, &mut b);
                for (x, y) in a.iter().zip(&b) {
                    report.values += 1;
                    let same = match (x, y) {
                        (Scalar::Float(x), Scalar::Float(y)) => {
                            x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan())
                        }
                        _ => x == y,
                    };
                    if !same {
                        return Err(Error::Trap(Trap::CallOutput {
                            what,
                            call: n,
                            name: e.name.clone(),
                            simulator: *x,
                            host: *y,
                        }));
                    }
                }
            }
        }
        if inv.vertex {
            report.vertices += 1;
        } else {
            report.fragments += 1;
        }
    }
    Ok(report)
}
