//! A draw on the simulated MVP: memory map, attribute header, the wrapper
//! sequences per vertex and per fragment, primitive assembly, rasterization,
//! and the colour target.
//!
//! The wrappers follow spec §6 step by step on [`Memory`] (the misc-info
//! block found through `CORE_REGS_GP`, the bank from TID/CMD, the pre-seeded
//! ids, `load_attributes` from the header, `VTX_DONE`). `vs_main`/`ps_main`
//! are executed by the GLSL reference interpreter, reading their inputs from
//! and writing their outputs to the bank through the slot map, and their
//! uniforms from the constant buffer in memory through the documented layout
//! (decoded once per draw: constants cannot change inside a draw).
//! Triangles are `GL_TRIANGLES` (consecutive triples); no depth test, no
//! blending: later fragments overwrite earlier ones.

use super::batch;
use super::compiled::{const_words, AlignedBank, CompiledShaders, Ended};
use super::image::unorm8;
use super::image::Image;
use super::lane_memo;
use super::lookup::{Reader, SharedTextures};
use super::memory::Memory;
use super::quad::{shade_quad, Lane};
use super::raster::{
    merge_thread_counts, rasterize_quads, split_rows, thread_row, Fragment, Interp, Quad,
    RasterStats, ShadedVertex, QUAD_LANES,
};
use super::textures::ProceduralTextures;
use super::vertex_post::{assemble, Primitives, VertexPost};
use crate::abi::*;
use crate::attr_header::{AttrEntry, AttrFormat, AttributeHeader};
use crate::layout::{pack, registers, unpack};
use crate::slots::constant_buffer;
use crate::slots::{SlotSource, StageSlots};
use crate::{Error, InputError, Program, Trap};
use gpubin_glsl::ir::Module;
use gpubin_glsl::types::{Interpolation, ScalarKind, Type};
use gpubin_glsl::{run, run_in_quad, DerivativeSites, Value};
type Run = gpubin_glsl::Invocation;
use std::collections::BTreeMap;

pub use super::memory::{
    SIM_HEADER, SIM_MISC, SIM_PS_CONST, SIM_THREADS, SIM_VBO_BASE, SIM_VBO_SPACING, SIM_VS_CONST,
};

/// Vertex streams: per attribute name, one list of floats per vertex.
#[derive(Clone, Debug, Default)]
pub struct VertexData {
    /// Per attribute, its values: one list of floats per vertex.
    pub attributes: BTreeMap<String, Vec<Vec<f32>>>,
    /// Header `draw_start`: elements skipped at the start of every stream.
    pub draw_start: u32,
    /// Vertices drawn; `None` = all available after `draw_start`.
    pub count: Option<u32>,
    /// `gl_InstanceID` of every vertex (an instanced draw runs once per
    /// instance).
    pub instance: u32,
}

impl VertexData {
    /// Parse `{"aPos": [[x, y, z], ...], ..., "draw_start": n, "count": n}`;
    /// a vertex may also be a single number (VEC1).
    pub fn from_json(text: &str) -> Result<VertexData, Error> {
        let j: serde_json::Value = serde_json::from_str(text).map_err(InputError::VerticesJson)?;
        let obj = j.as_object().ok_or(InputError::VerticesObject)?;
        let mut out = VertexData::default();
        for (k, v) in obj {
            let int = |v: &serde_json::Value| {
                v.as_u64()
                    .and_then(|n| u32::try_from(n).ok())
                    .ok_or_else(|| InputError::VerticesInteger(k.clone()))
            };
            match k.as_str() {
                "draw_start" => out.draw_start = int(v)?,
                "count" => out.count = Some(int(v)?),
                _ => {
                    let list = v
                        .as_array()
                        .ok_or_else(|| InputError::VerticesArray(k.clone()))?;
                    let mut verts = Vec::with_capacity(list.len());
                    for (i, e) in list.iter().enumerate() {
                        let bad = || InputError::VertexValue {
                            name: k.clone(),
                            index: i,
                        };
                        let comps: Vec<f32> = match e {
                            serde_json::Value::Number(n) => {
                                vec![n.as_f64().ok_or_else(bad)? as f32]
                            }
                            serde_json::Value::Array(a) => a
                                .iter()
                                .map(|x| x.as_f64().map(|f| f as f32).ok_or_else(bad))
                                .collect::<Result<_, _>>()?,
                            _ => return Err(bad().into()),
                        };
                        verts.push(comps);
                    }
                    out.attributes.insert(k.clone(), verts);
                }
            }
        }
        Ok(out)
    }
}

/// Parse uniforms `{"name": value, ...}` (values in the front end's JSON form).
pub fn uniforms_from_json(p: &Program, text: &str) -> Result<BTreeMap<String, Value>, Error> {
    let j: serde_json::Value = serde_json::from_str(text).map_err(InputError::UniformsJson)?;
    let obj = j.as_object().ok_or(InputError::UniformsObject)?;
    let mut out = BTreeMap::new();
    for (name, v) in obj {
        let (m, u) = [(&p.vs, &p.slots.vs), (&p.fs, &p.slots.fs)]
            .into_iter()
            .find_map(|(m, st)| st.constants.get(name).map(|u| (m, u)))
            .ok_or_else(|| InputError::NoUniform(name.clone()))?;
        let val =
            Value::from_json(v, &u.ty, &m.structs).map_err(|reason| InputError::UniformValue {
                name: name.clone(),
                reason,
            })?;
        out.insert(name.clone(), val);
    }
    Ok(out)
}

/// Draw settings.
#[derive(Clone, Debug)]
pub struct DrawOptions {
    /// Viewport width in pixels.
    pub width: u32,
    /// Viewport height in pixels.
    pub height: u32,
    /// Clear colour (RGBA8).
    pub clear: [u8; 4],
    /// The ABI options the wrapper was built with (strict attribute count, ...).
    pub abi: AbiOptions,
    /// Keep every invocation's bank before and after the shader in
    /// [`DrawStats::invocations`] (for replaying them elsewhere).
    pub record: bool,
    /// Run `vs_main`/`ps_main` from this library (the compiled engine)
    /// instead of the reference interpreter.
    pub compiled: Option<std::sync::Arc<CompiledShaders>>,
    /// Host threads shading fragments with the compiled engine (each with
    /// its own copy of the simulated memory, taking every `threads`-th
    /// fragment; colours land in primitive order as with one thread).
    pub threads: usize,
    /// Loop iterations one invocation may run before the draw stops with
    /// the error of a shader that does not end (both engines count alike;
    /// see [`gpubin_glsl::DEFAULT_LOOP_ITERATIONS`]).
    pub loop_budget: u32,
    /// Colour clamp, user clip planes, two-sided colour.
    pub vertex_post: VertexPost,
}

impl Default for DrawOptions {
    fn default() -> Self {
        DrawOptions {
            width: 256,
            height: 256,
            clear: [0, 0, 0, 255],
            abi: AbiOptions::default(),
            record: false,
            compiled: None,
            threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
            loop_budget: gpubin_glsl::DEFAULT_LOOP_ITERATIONS,
            vertex_post: VertexPost::default(),
        }
    }
}

/// What a draw did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DrawStats {
    /// Vertices shaded.
    pub vertices: u64,
    /// What rasterization did.
    pub raster: RasterStats,
    /// Fragments shaded (helper lanes not counted).
    pub fragments_shaded: u64,
    /// Fragments discarded.
    pub discarded: u64,
    /// Values written to `CORE_REG_VTX_DONE`, in order.
    pub vtx_done: Vec<u32>,
    /// Non-fatal findings (e.g. an attribute count clamped).
    pub warnings: Vec<String>,
    /// With [`DrawOptions::record`]: every `vs_main`/`ps_main` call.
    pub invocations: Vec<Invocation>,
}

/// One recorded shader call: the bank as the shader found it and left it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invocation {
    /// A `vs_main` call (else `ps_main`).
    pub vertex: bool,
    /// `index`, `instance_id` arguments (VS).
    pub index: u32,
    /// The `instance_id` argument.
    pub instance_id: u32,
    /// The bank as the shader found it.
    pub bank_in: Vec<u8>,
    /// The bank as the shader left it.
    pub bank_out: Vec<u8>,
    /// Whether the shader discarded.
    pub discarded: bool,
    /// A fragment: the derivatives its derivative sites received from its
    /// quad, in order (to replay it alone): the f32 bits of d/dx, then d/dy.
    pub derivatives: Vec<[u32; 8]>,
}

/// Register state of the thread a wrapper runs on.
#[derive(Clone, Copy)]
struct Thread {
    tid: u32,
    cmd: u32,
}

/// Whether a fragment shader with `sites` can shade the lanes of a quad
/// alone on `textures` (`sim/quad.rs`): its only sites are implicit-level
/// lookups, and the level of detail changes no lookup of `textures`.
fn lanes_alone(sites: &DerivativeSites, textures: &dyn SharedTextures) -> bool {
    !sites.has_explicit() && !textures.level_of_detail_matters()
}

/// The simulated machine of one draw.
struct Machine<'a> {
    p: &'a Program,
    /// The fragment shader's derivative sites, for the interpreter (one
    /// walk of the module per draw).
    fs_sites: &'a DerivativeSites,
    textures: &'a dyn SharedTextures,
    /// No derivative can change a result: a quad's lanes are shaded alone
    /// (`sim/quad.rs`).
    lanes_alone: bool,
    mem: Memory,
    opts: &'a DrawOptions,
    vs_inv: Run,
    fs_inv: Run,
    /// The constant buffers as words, for the compiled engine.
    vs_const: Vec<u32>,
    ps_const: Vec<u32>,
    stats: DrawStats,
}

impl Machine<'_> {
    /// MMIO reads of the wrapper's registers.
    fn read_reg(&self, t: Thread, addr: u32) -> Result<u32, Error> {
        match addr {
            CORE_REG_TID => Ok(t.tid),
            CORE_REG_CMD => Ok(t.cmd),
            IC1000_CORE_REGS_GP => Ok(SIM_MISC),
            _ => Err(Error::Trap(Trap::UnknownRegister { addr })),
        }
    }

    /// `calc_in_out`: the bank of this thread.
    fn calc_in_out(&self, t: Thread) -> Result<u32, Error> {
        let tid = self.read_reg(t, CORE_REG_TID)?;
        let cmd = self.read_reg(t, CORE_REG_CMD)?;
        let bid = (cmd >> CMD_BANK_SHIFT) & CMD_BANK_MASK;
        Ok(MVP_LM_BASE
            .wrapping_add(tid.wrapping_mul(LM_THREAD_SIZE))
            .wrapping_add(bid.wrapping_mul(BANK_SIZE)))
    }

    fn misc(&self, t: Thread) -> Result<u32, Error> {
        self.read_reg(t, IC1000_CORE_REGS_GP)
    }

    /// `load_attributes(gl_in, index)`.
    fn load_attributes(&mut self, t: Thread, gl_in: u32, index: u32) -> Result<(), Error> {
        let misc = self.misc(t)?;
        let header = self.mem.read_u32(misc.wrapping_add(MISC_ATTR_HEADER))?;
        let mut count = self.mem.read_u32(header.wrapping_add(ATTR_COUNT))?;
        if count > ATTR_ENTRIES {
            let trap = Trap::AttributeCount {
                count,
                entries: ATTR_ENTRIES,
            };
            if self.opts.abi.strict {
                return Err(Error::Trap(trap));
            }
            self.stats.warnings.push(format!("{trap}; clamped"));
            count = ATTR_ENTRIES;
        }
        let element = self
            .mem
            .read_u32(header.wrapping_add(ATTR_DRAW_START))?
            .wrapping_add(index);
        for i in 0..count {
            let e = header.wrapping_add(ATTR_ENTRY_BASE + ATTR_ENTRY_SIZE * i);
            let entry = AttrEntry {
                word: self.mem.read_u32(e)?,
                vbo_base: self.mem.read_u32(e.wrapping_add(4))?,
            };
            let src = entry
                .vbo_base
                .wrapping_add(element.wrapping_mul(entry.stride()));
            let format = entry.format();
            let mut comps = [0.0f32; 4];
            for (c, v) in comps.iter_mut().enumerate().take(format.components()) {
                *v = f32::from_bits(self.mem.read_u32(src.wrapping_add(4 * c as u32))?);
            }
            let filled = format.fill(&comps[..format.components()]);
            let dst = gl_in.wrapping_add(i * SLOT_SIZE);
            for (c, v) in filled.iter().enumerate() {
                self.mem
                    .write_u32(dst.wrapping_add(4 * c as u32), v.to_bits())?;
            }
        }
        Ok(())
    }

    /// Whether a compiled invocation discarded; a stop at the loop budget
    /// is the interpreter's error, word for word.
    fn ended(&self, ended: Ended, vertex: bool) -> Result<bool, Error> {
        match ended {
            Ended::Done => Ok(false),
            Ended::Discarded => Ok(true),
            Ended::Stopped(at) => {
                let file = if vertex {
                    &self.p.vs_file
                } else {
                    &self.p.fs_file
                };
                let budget = self.opts.loop_budget;
                let error = gpubin_glsl::Error::Run(gpubin_glsl::loop_budget_exceeded(&at, budget));
                Err(Error::Trap(Trap::Shader {
                    file: file.to_string(),
                    error,
                }))
            }
        }
    }

    /// `vs_main` or `ps_main` from the compiled library on the bank at `bank`.
    fn compiled_shader(
        &mut self,
        lib: &CompiledShaders,
        vertex: bool,
        bank: u32,
        lane: Option<&mut Lane<'_>>,
    ) -> Result<Option<bool>, Error> {
        let mut b = AlignedBank([0; BANK_SIZE as usize]);
        b.0.copy_from_slice(self.mem.read(bank, BANK_SIZE)?);
        let before = if self.opts.record { Some(b.0) } else { None };
        let budget = self.opts.loop_budget;
        let discarded = if vertex {
            let id = |inv: &Run, n: &str| match inv.inputs.get(n) {
                Some(Value::Int(i)) => *i as u32,
                _ => 0,
            };
            let (index, instance) = (
                id(&self.vs_inv, "gl_VertexID"),
                id(&self.vs_inv, "gl_InstanceID"),
            );
            let ended = lib.vs_main(
                &mut b,
                &self.vs_const,
                index,
                instance,
                self.textures,
                budget,
            );
            self.ended(ended, vertex)?
        } else if let Some(lane) = lane {
            lane_memo::begin(lane.index());
            let ended = lib.ps_main_in_quad(&mut b, &self.ps_const, self.textures, lane, budget);
            lane_memo::end();
            let Some(ended) = ended else {
                return Ok(None);
            };
            let discarded = self.ended(ended, vertex)?;
            if let Some(before) = before {
                self.record_fragment(before.to_vec(), b.0.to_vec(), discarded, lane);
            }
            if discarded {
                return Ok(Some(false));
            }
            self.mem.write(bank, &b.0)?;
            return Ok(Some(true));
        } else {
            let ended = lib.ps_main(&mut b, &self.ps_const, self.textures, budget);
            self.ended(ended, vertex)?
        };
        if let Some(before) = before {
            self.stats.invocations.push(Invocation {
                vertex,
                index: 0,
                instance_id: 0,
                bank_in: before.to_vec(),
                bank_out: b.0.to_vec(),
                discarded,
                derivatives: Vec::new(),
            });
        }
        if discarded {
            return Ok(Some(false));
        }
        self.mem.write(bank, &b.0)?;
        Ok(Some(true))
    }

    /// With [`DrawOptions::record`]: a covered lane's fragment as it ended
    /// (helper lanes are not recorded).
    fn record_fragment(
        &mut self,
        bank_in: Vec<u8>,
        bank_out: Vec<u8>,
        discarded: bool,
        lane: &Lane<'_>,
    ) {
        if !lane.helper() {
            self.stats.invocations.push(Invocation {
                vertex: false,
                index: 0,
                instance_id: 0,
                bank_in,
                bank_out,
                discarded,
                derivatives: lane
                    .answers()
                    .iter()
                    .map(|(dx, dy)| {
                        let mut w = [0u32; 8];
                        for (i, v) in dx.iter().chain(dy).enumerate() {
                            w[i] = v.to_bits();
                        }
                        w
                    })
                    .collect(),
            });
        }
    }

    /// `vs_main` or `ps_main` (as `lane` of a quad for fragments): the
    /// interpreter on the bank at `bank`. `Some(written)`: the outputs were
    /// written (false: discarded); `None`: the lane stopped at a derivative.
    fn shader(
        &mut self,
        vertex: bool,
        bank: u32,
        lane: Option<&mut Lane<'_>>,
    ) -> Result<Option<bool>, Error> {
        // Borrowed for the draw, not cloned: an `Arc` clone per call would
        // write its reference count, one cache line shared by every shading
        // thread, twice per fragment.
        let opts: &DrawOptions = self.opts;
        if let Some(lib) = opts.compiled.as_deref() {
            return self.compiled_shader(lib, vertex, bank, lane);
        }
        let p = self.p;
        let (m, st, file): (&Module, &StageSlots, &str) = if vertex {
            (&p.vs, &p.slots.vs, &p.vs_file)
        } else {
            (&p.fs, &p.slots.fs, &p.fs_file)
        };
        let bytes = self.mem.read(bank, BANK_SIZE)?.to_vec();
        let inv = if vertex {
            &mut self.vs_inv
        } else {
            &mut self.fs_inv
        };
        for e in &st.inputs {
            let off = e.slot * SLOT_SIZE
                + match e.source {
                    SlotSource::System { component } => component * 4,
                    _ => 0,
                };
            let v = unpack(&e.ty, &m.structs, &bytes, off as usize).map_err(Trap::Layout)?;
            inv.inputs.insert(e.name.clone(), v);
        }
        let in_quad = lane.is_some();
        let out = match lane {
            Some(lane) => {
                let out = run_in_quad(m, inv, &mut Reader(self.textures), lane, self.fs_sites)
                    .map_err(|error| Trap::Shader {
                        file: file.to_string(),
                        error,
                    })?;
                let Some(out) = out else {
                    return Ok(None);
                };
                if self.opts.record {
                    let mut bank_out = bytes.clone();
                    if !out.discarded {
                        self.pack_outputs(st, m, &out, &mut bank_out)?;
                    }
                    self.record_fragment(bytes.clone(), bank_out, out.discarded, lane);
                }
                out
            }
            None => run(m, inv, &mut Reader(self.textures)).map_err(|error| Trap::Shader {
                file: file.to_string(),
                error,
            })?,
        };
        // Lanes of a quad recorded themselves (helpers not).
        let record_here = self.opts.record && !in_quad;
        let record = |stats: &mut DrawStats,
                      out_bytes: Vec<u8>,
                      discarded: bool,
                      bytes: &[u8],
                      inv: &Run| {
            let id = |n: &str| match inv.inputs.get(n) {
                Some(Value::Int(i)) => *i as u32,
                _ => 0,
            };
            stats.invocations.push(Invocation {
                vertex,
                index: if vertex { id("gl_VertexID") } else { 0 },
                instance_id: if vertex { id("gl_InstanceID") } else { 0 },
                bank_in: bytes.to_vec(),
                bank_out: out_bytes,
                discarded,
                derivatives: Vec::new(),
            });
        };
        let inv = if vertex { &self.vs_inv } else { &self.fs_inv };
        if out.discarded {
            if record_here {
                record(&mut self.stats, bytes.clone(), true, &bytes, inv);
            }
            return Ok(Some(false));
        }
        let mut bank_bytes = bytes.clone();
        self.pack_outputs(st, m, &out, &mut bank_bytes)?;
        if record_here {
            let inv = if vertex { &self.vs_inv } else { &self.fs_inv };
            record(&mut self.stats, bank_bytes.clone(), false, &bytes, inv);
        }
        self.mem.write(bank, &bank_bytes)?;
        Ok(Some(true))
    }

    /// The interpreter's outputs into their slots of `bank`.
    fn pack_outputs(
        &self,
        st: &StageSlots,
        m: &Module,
        out: &gpubin_glsl::RunOutput,
        bank: &mut [u8],
    ) -> Result<(), Error> {
        for e in &st.outputs {
            if let Some(v) = out.outputs.get(&e.name) {
                pack(v, &e.ty, &m.structs, bank, (e.slot * SLOT_SIZE) as usize)
                    .map_err(Trap::Layout)?;
            }
        }
        Ok(())
    }

    /// `wrapper_ps` on the lanes of a quad in passes (`sim/quad.rs`), each
    /// run on the hardware thread `next_thread` gives; per lane the colour,
    /// `Some(None)` if discarded, `None` for a helper lane.
    fn shade_quad(
        &mut self,
        q: &Quad,
        primitive: u32,
        next_thread: &mut dyn FnMut() -> Thread,
    ) -> Result<[Option<Option<[f32; 4]>>; QUAD_LANES], Error> {
        // The compiled engine's lanes keep their texture lookups over the
        // quad's passes.
        lane_memo::new_quad();
        shade_quad(q, self.lanes_alone, &mut |f, lane| {
            let t = next_thread();
            self.wrapper_ps(t, f, primitive, lane)
        })
    }

    /// `wrapper_vs` for the hardware-seeded vertex `index`.
    fn wrapper_vs(&mut self, t: Thread, index: u32, instance: u32) -> Result<ShadedVertex, Error> {
        // The hardware seeds slot 0.x and slot 1.x of the bank.
        let seed_bank = self.calc_in_out(t)?;
        self.mem.write_u32(seed_bank + SEED_INDEX_OFFSET, index)?;
        self.mem
            .write_u32(seed_bank + SEED_INSTANCE_OFFSET, instance)?;
        // Steps 1-3: misc, bank, pre-seeded ids (read before the attributes land).
        let misc = self.misc(t)?;
        let gl_const = self.mem.read_u32(misc.wrapping_add(MISC_VS_CONST))?;
        if gl_const != SIM_VS_CONST {
            return Err(Error::Trap(Trap::ConstantBuffer {
                stage: "VS",
                addr: gl_const,
            }));
        }
        let gl_in = self.calc_in_out(t)?;
        let index = self.mem.read_u32(gl_in + SEED_INDEX_OFFSET)?;
        let instance_id = self.mem.read_u32(gl_in + SEED_INSTANCE_OFFSET)?;
        // Step 4.
        self.load_attributes(t, gl_in, index)?;
        // Step 5: vs_main(gl_in, gl_out, gl_const, index, instance_id).
        let vertex_id = if self.opts.abi.biased_vertex_id {
            let header = self.mem.read_u32(misc)?;
            index.wrapping_add(self.mem.read_u32(header + ATTR_DRAW_START)?)
        } else {
            index
        };
        self.vs_inv
            .inputs
            .insert("gl_VertexID".into(), Value::Int(vertex_id as i32));
        self.vs_inv
            .inputs
            .insert("gl_InstanceID".into(), Value::Int(instance_id as i32));
        self.shader(true, gl_in, None)?;
        // Step 6: VTX_DONE <- index, after the last output store.
        self.stats.vtx_done.push(index);
        self.stats.vertices += 1;
        // The output slots, as the rasterizer fetches them.
        let n = self.p.slots.vs.output_slots.max(1);
        let bytes = self.mem.read(gl_in, n * SLOT_SIZE)?;
        let slots: Vec<[f32; 4]> = bytes
            .chunks(16)
            .map(|c| {
                let mut v = [0.0f32; 4];
                for (i, x) in v.iter_mut().enumerate() {
                    *x = f32::from_le_bytes([c[4 * i], c[4 * i + 1], c[4 * i + 2], c[4 * i + 3]]);
                }
                v
            })
            .collect();
        Ok(ShadedVertex {
            position: slots[0],
            slots,
        })
    }

    /// Fill the FS bank for one fragment, then `wrapper_ps`.
    /// `Some(colour)`, `Some(None)` if discarded, `None` if the lane
    /// stopped at a derivative.
    fn wrapper_ps(
        &mut self,
        t: Thread,
        f: &Fragment,
        primitive: u32,
        lane: &mut Lane<'_>,
    ) -> Result<Option<Option<[f32; 4]>>, Error> {
        let bank = self.calc_in_out(t)?;
        let mut bytes = [0u8; BANK_SIZE as usize];
        let put = |bytes: &mut [u8; BANK_SIZE as usize], slot: u32, comp: u32, words: &[u32]| {
            for (i, w) in words.iter().enumerate() {
                let o = (slot * SLOT_SIZE + 4 * (comp + i as u32)) as usize;
                if o + 4 <= bytes.len() {
                    bytes[o..o + 4].copy_from_slice(&w.to_le_bytes());
                }
            }
        };
        let p = self.p;
        for e in &p.slots.fs.inputs {
            match (&e.source, e.name.as_str()) {
                (SlotSource::Varying { vs_slot }, _) => {
                    for k in 0..e.slots {
                        let v = f
                            .slots
                            .get((vs_slot + k) as usize)
                            .copied()
                            .unwrap_or_default();
                        put(&mut bytes, e.slot + k, 0, &v.map(f32::to_bits));
                    }
                }
                (_, "gl_FragCoord") => put(&mut bytes, e.slot, 0, &f.frag_coord.map(f32::to_bits)),
                (_, "gl_FrontFacing") => put(&mut bytes, e.slot, 0, &[u32::from(f.front_facing)]),
                (_, "gl_PrimitiveID") => put(&mut bytes, e.slot, 0, &[primitive]),
                (_, "gl_PointCoord") => put(&mut bytes, e.slot, 0, &[0, 0]),
                (SlotSource::System { component }, name) => {
                    let w: &[u32] = match name {
                        "gl_SampleID" => &[0],
                        "gl_SamplePosition" => &[0.5f32.to_bits(), 0.5f32.to_bits()],
                        _ => &[1],
                    };
                    put(&mut bytes, e.slot, *component, w);
                }
                _ => {}
            }
        }
        self.mem.write(bank, &bytes)?;
        let misc = self.misc(t)?;
        let gl_const = self.mem.read_u32(misc.wrapping_add(MISC_PS_CONST))?;
        if gl_const != SIM_PS_CONST {
            return Err(Error::Trap(Trap::ConstantBuffer {
                stage: "PS",
                addr: gl_const,
            }));
        }
        let gl_in = self.calc_in_out(t)?;
        match self.shader(false, gl_in, Some(lane))? {
            None => return Ok(None),
            Some(false) => return Ok(Some(None)),
            Some(true) => {}
        }
        let Some(c) = p.slots.colour_output() else {
            return Ok(Some(Some([0.0, 0.0, 0.0, 1.0])));
        };
        let out = self.mem.read(gl_in + c.slot * SLOT_SIZE, SLOT_SIZE)?;
        let n = c.ty.vector_size().unwrap_or(4) as usize;
        let mut rgba = [0.0, 0.0, 0.0, 1.0];
        for (i, x) in rgba.iter_mut().enumerate().take(n) {
            let w =
                u32::from_le_bytes([out[4 * i], out[4 * i + 1], out[4 * i + 2], out[4 * i + 3]]);
            *x = match c.ty.scalar_kind() {
                Some(ScalarKind::Int) => w as i32 as f32,
                Some(ScalarKind::Uint) => w as f32,
                _ => f32::from_bits(w),
            };
        }
        Ok(Some(Some(rgba)))
    }
}

/// Per VS output slot: the interpolation of the FS input it feeds.
fn interpolation(p: &Program) -> Vec<Interp> {
    let mut v = vec![Interp::Smooth; p.slots.vs.output_slots as usize];
    for e in &p.slots.fs.inputs {
        if let SlotSource::Varying { vs_slot } = e.source {
            let integer = !matches!(e.ty.scalar_kind(), Some(ScalarKind::Float) | None)
                || matches!(&e.ty, Type::Array(t, _) if t.scalar_kind() != Some(ScalarKind::Float));
            let mode = match (e.interpolation, integer) {
                (_, true) | (Some(Interpolation::Flat), _) => Interp::Flat,
                (Some(Interpolation::NoPerspective), _) => Interp::NoPerspective,
                _ => Interp::Smooth,
            };
            for k in 0..e.slots {
                if let Some(s) = v.get_mut((vs_slot + k) as usize) {
                    *s = mode;
                }
            }
        }
    }
    v
}

/// Run a whole draw on a target cleared to `opts.clear`, with the
/// procedural textures; returns the colour target and statistics.
pub fn draw(
    p: &Program,
    vertices: &VertexData,
    uniforms: &BTreeMap<String, Value>,
    opts: &DrawOptions,
) -> Result<(Image, DrawStats), Error> {
    let mut image = Image::new(opts.width, opts.height, opts.clear);
    let stats = draw_into(p, vertices, uniforms, opts, &ProceduralTextures, &mut image)?;
    Ok((image, stats))
}

/// Run a draw onto `image` (its size is the viewport; `opts.width`/`height`
/// are ignored), sampling `textures` (fixed for the draw: the shading
/// threads read them without a lock).
pub fn draw_into(
    p: &Program,
    vertices: &VertexData,
    uniforms: &BTreeMap<String, Value>,
    opts: &DrawOptions,
    textures: &dyn SharedTextures,
    image: &mut Image,
) -> Result<DrawStats, Error> {
    let opts = &DrawOptions {
        width: image.width,
        height: image.height,
        ..opts.clone()
    };
    if opts.width == 0 || opts.height == 0 || opts.width > 16384 || opts.height > 16384 {
        return Err(Error::Input(InputError::Viewport {
            width: opts.width,
            height: opts.height,
        }));
    }
    let mut mem = Memory::default();
    // Attribute streams, one per VS input slot, tightly packed f32.
    let mut header = AttributeHeader::default();
    let mut available = u32::MAX;
    for e in &p.slots.vs.inputs {
        let data = vertices
            .attributes
            .get(&e.name)
            .ok_or_else(|| InputError::NoAttributeData(e.name.clone()))?;
        let per_slot = match e.format {
            Some(f) => f.components(),
            None => 4,
        };
        let elems = registers(&e.ty, &p.vs.structs) as usize * per_slot;
        for k in 0..e.slots {
            let stride = (per_slot * 4) as u32;
            let base = SIM_VBO_BASE + (e.slot + k) * SIM_VBO_SPACING;
            let mut bytes = Vec::with_capacity(data.len() * stride as usize);
            for (i, v) in data.iter().enumerate() {
                if v.len() != elems {
                    return Err(Error::Input(InputError::VertexComponents {
                        name: e.name.clone(),
                        index: i,
                        got: v.len(),
                        type_name: e.type_name.clone(),
                        want: elems,
                    }));
                }
                for c in 0..per_slot {
                    bytes.extend_from_slice(&v[k as usize * per_slot + c].to_le_bytes());
                }
            }
            if bytes.len() as u64 > SIM_VBO_SPACING as u64 {
                return Err(Error::Input(InputError::StreamSize(e.name.clone())));
            }
            mem.map("vertex buffer", base, bytes);
            header.entries[(e.slot + k) as usize] =
                AttrEntry::new(stride as u16, e.format.unwrap_or(AttrFormat::Vec4), base);
        }
        available = available.min(data.len() as u32);
    }
    header.count = p.slots.vs.input_slots;
    header.draw_start = vertices.draw_start;
    let available = if p.slots.vs.inputs.is_empty() {
        vertices.count.unwrap_or(0)
    } else {
        available.saturating_sub(vertices.draw_start)
    };
    let count = vertices.count.unwrap_or(available);
    if count > available {
        return Err(Error::Input(InputError::Count { count, available }));
    }
    mem.map("attribute header", SIM_HEADER, header.encode());
    let mut misc = Vec::new();
    for w in [SIM_HEADER, SIM_VS_CONST, SIM_PS_CONST] {
        misc.extend_from_slice(&w.to_le_bytes());
    }
    mem.map("misc-info block", SIM_MISC, misc);
    let mut vs_const = constant_buffer(&p.vs, &p.slots.vs, uniforms)?;
    let mut ps_const = constant_buffer(&p.fs, &p.slots.fs, uniforms)?;
    vs_const.resize(vs_const.len().max(16), 0);
    ps_const.resize(ps_const.len().max(16), 0);
    mem.map("VS constants", SIM_VS_CONST, vs_const.clone());
    mem.map("PS constants", SIM_PS_CONST, ps_const.clone());
    mem.map(
        "local memory",
        MVP_LM_BASE,
        vec![0; (SIM_THREADS * LM_THREAD_SIZE) as usize],
    );
    // Uniform values as the shaders see them: decoded from the buffers.
    let decode =
        |m: &Module, st: &StageSlots, buf: &[u8]| -> Result<BTreeMap<String, Value>, Error> {
            st.constants
                .uniforms
                .iter()
                .map(|u| {
                    unpack(&u.ty, &m.structs, buf, u.offset as usize)
                        .map(|v| (u.name.clone(), v))
                        .map_err(|e| Error::Trap(Trap::Layout(e)))
                })
                .collect()
        };
    // The loop budget, not a statement count, stops the interpreter, as
    // it stops the compiled engine: both engines end the same shaders.
    let vs_inv = Run {
        uniforms: decode(&p.vs, &p.slots.vs, &vs_const)?,
        max_steps: u64::MAX,
        max_iterations: opts.loop_budget,
        ..Default::default()
    };
    let fs_inv = Run {
        uniforms: decode(&p.fs, &p.slots.fs, &ps_const)?,
        max_steps: u64::MAX,
        max_iterations: opts.loop_budget,
        ..Default::default()
    };
    let fs_sites = DerivativeSites::of(&p.fs);
    let mut mach = Machine {
        p,
        fs_sites: &fs_sites,
        textures,
        lanes_alone: lanes_alone(&fs_sites, textures),
        mem,
        opts,
        vs_inv,
        fs_inv,
        vs_const: const_words(&vs_const),
        ps_const: const_words(&ps_const),
        stats: DrawStats::default(),
    };
    let mut shaded = Vec::with_capacity(count as usize);
    for v in 0..count {
        let t = Thread {
            tid: v % SIM_THREADS,
            cmd: ((v / SIM_THREADS) & 1) << CMD_BANK_SHIFT,
        };
        shaded.push(mach.wrapper_vs(t, v, vertices.instance)?);
    }
    let interp = interpolation(p);
    let prims = assemble(
        p,
        shaded,
        &interp,
        &opts.vertex_post,
        (opts.width, opts.height),
    )?;
    // A primitive clipped away counts as a culled triangle, a clipped one
    // as one triangle (its fan is rasterized).
    let mut raster = RasterStats {
        triangles: prims.rejected,
        culled: prims.rejected,
        ..Default::default()
    };
    if let Some(lib) = opts
        .compiled
        .as_deref()
        .filter(|l| l.batches() && (!l.lookup_sites() || mach.lanes_alone) && !opts.record)
    {
        // Fragments whose lanes need no neighbours: in batches
        // (`sim/batch.rs`).
        let stage = batch::Stage {
            p,
            lib,
            consts: &mach.ps_const,
            textures,
            budget: opts.loop_budget,
            gl_const: mach.mem.read_u32(SIM_MISC + MISC_PS_CONST)?,
        };
        let threads = opts.threads.max(1) as u32;
        if let Some(r) = batch::shade(&stage, &prims, &interp, threads, image, &mut raster) {
            return Ok(draw_stats(mach.stats, raster, prims.split, r?));
        }
    }
    if mach.opts.compiled.is_some() && opts.threads > 1 && !opts.record {
        // Quad rows: two window rows each.
        let threads = (opts.threads as u32).min(opts.height.div_ceil(2));
        let counts =
            shade_rows_in_parallel(&mut mach, &prims, &interp, threads, image, &mut raster)?;
        return Ok(draw_stats(mach.stats, raster, prims.split, counts));
    }
    let mut n = 0u32;
    let mut next_thread = || {
        let t = Thread {
            tid: n % SIM_THREADS,
            cmd: ((n / SIM_THREADS) & 1) << CMD_BANK_SHIFT,
        };
        n = n.wrapping_add(1);
        t
    };
    let mut failed = None;
    for (prim, tri) in prims.iter() {
        // Shade in the rasterizer's callback: memory stays bounded by one
        // quad, whatever the size of the triangle.
        rasterize_quads(
            tri,
            &interp,
            opts.width,
            opts.height,
            (0, 1),
            &mut raster,
            &mut |q| {
                if failed.is_some() {
                    return;
                }
                let lanes = match mach.shade_quad(q, prim as u32, &mut next_thread) {
                    Ok(l) => l,
                    Err(e) => {
                        failed = Some(e);
                        return;
                    }
                };
                for (f, r) in q.lanes.iter().zip(lanes) {
                    match r {
                        Some(Some(c)) => image.put(f.x, f.y, c),
                        Some(None) => mach.stats.discarded += 1,
                        None => continue,
                    }
                    mach.stats.fragments_shaded += 1;
                }
            },
        );
        if let Some(e) = failed.take() {
            return Err(e);
        }
    }
    Ok(draw_stats(mach.stats, raster, prims.split, (0, 0)))
}

/// The draw's statistics once its fragments are shaded: `stats` with the
/// fragments shaded and discarded that `counts` adds (those shaded on the
/// machine's own threads are in `stats` already), and the rasterizer's
/// counts without the triangles that clipping split off.
fn draw_stats(
    mut stats: DrawStats,
    mut raster: RasterStats,
    split: u64,
    (shaded, discarded): (u64, u64),
) -> DrawStats {
    stats.fragments_shaded += shaded;
    stats.discarded += discarded;
    raster.triangles -= split;
    stats.raster = raster;
    stats
}

/// The fragment stage on `threads` host threads: thread `k` owns the
/// window rows `y` with `(y / 2) % threads == k` (whole quads), rasterizes
/// every triangle for its rows in primitive order and runs `wrapper_ps` on
/// its own copy of the simulated memory, rotating through its share of the hardware threads (the
/// hardware's dispatch order is not specified; each thread has its own
/// local-memory window, so the choice does not change results). Returns
/// (fragments shaded, discarded).
fn shade_rows_in_parallel(
    mach: &mut Machine<'_>,
    prims: &Primitives,
    interp: &[Interp],
    threads: u32,
    image: &mut Image,
    raster: &mut RasterStats,
) -> Result<(u64, u64), Error> {
    let (p, opts, mem, ps_const) = (mach.p, mach.opts, &mach.mem, &mach.ps_const);
    let (textures, fs_sites, lanes_alone) = (mach.textures, mach.fs_sites, mach.lanes_alone);
    let (width, height) = (image.width, image.height);
    let rows = split_rows(&mut image.rgba, width, threads);
    let my_row = |y: u32| thread_row(y, threads);
    type Part = Result<(RasterStats, u64, u64), Error>;
    let parts: Vec<Part> = std::thread::scope(|s| {
        let handles: Vec<_> = rows
            .into_iter()
            .enumerate()
            .map(|(k, mut my_rows)| {
                s.spawn(move || -> Part {
                    // Copied on the shading thread itself, so that its local
                    // memory (written per fragment) comes from that thread's
                    // allocator arena and shares no cache line with the
                    // regions another thread reads or writes.
                    let mut m = Machine {
                        p,
                        fs_sites,
                        textures,
                        lanes_alone,
                        mem: mem.clone(),
                        opts,
                        vs_inv: Run::default(),
                        fs_inv: Run::default(),
                        vs_const: Vec::new(),
                        ps_const: ps_const.clone(),
                        stats: DrawStats::default(),
                    };
                    let mut stats = RasterStats::default();
                    let (mut n, mut done, mut discarded) = (0u32, 0u64, 0u64);
                    let mut failed = None;
                    // Hardware threads k, k + threads, ... of SIM_THREADS.
                    let mut next_thread = || {
                        let t = Thread {
                            tid: (k as u32 + threads * n) % SIM_THREADS,
                            cmd: ((n / SIM_THREADS) & 1) << CMD_BANK_SHIFT,
                        };
                        n = n.wrapping_add(1);
                        t
                    };
                    for (prim, tri) in prims.iter() {
                        // Shade in the rasterizer's callback: no quad list.
                        rasterize_quads(
                            tri,
                            interp,
                            width,
                            height,
                            (k as u32, threads),
                            &mut stats,
                            &mut |q| {
                                if failed.is_some() {
                                    return;
                                }
                                let lanes = match m.shade_quad(q, prim as u32, &mut next_thread) {
                                    Ok(l) => l,
                                    Err(e) => {
                                        failed = Some(e);
                                        return;
                                    }
                                };
                                for (f, r) in q.lanes.iter().zip(lanes) {
                                    match r {
                                        Some(Some(c)) => {
                                            let r = &mut my_rows[my_row(f.y)];
                                            let i = f.x as usize * 4;
                                            for (dst, c) in r[i..i + 4].iter_mut().zip(c) {
                                                *dst = unorm8(c);
                                            }
                                        }
                                        Some(None) => discarded += 1,
                                        None => continue,
                                    }
                                    done += 1;
                                }
                            },
                        );
                        if let Some(e) = failed.take() {
                            return Err(e);
                        }
                    }
                    Ok((stats, done, discarded))
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or(Err(Error::Trap(Trap::ThreadPanicked))))
            .collect()
    });
    merge_thread_counts(raster, parts)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ProgramOptions;

    const VS: &str =
        "#version 330 core\nin vec3 aPos;\nvoid main() { gl_Position = vec4(aPos, 1.0); }\n";
    const FS: &str = "#version 330 core\nout vec4 f;\nvoid main() { f = vec4(1.0); }\n";

    /// A machine whose attribute header claims `count` entries (spec §7.2).
    fn load_with_count(count: u32, strict: bool) -> (Result<(), Error>, Vec<String>) {
        let p = Program::compile(VS, "a.vert", FS, "b.frag", &ProgramOptions::default()).unwrap();
        let opts = DrawOptions {
            abi: AbiOptions {
                strict,
                ..Default::default()
            },
            ..Default::default()
        };
        let mut mem = Memory::default();
        let mut header = AttributeHeader {
            count,
            ..Default::default()
        };
        for (i, e) in header.entries.iter_mut().enumerate() {
            *e = AttrEntry::new(16, AttrFormat::Vec4, SIM_VBO_BASE + 16 * i as u32);
        }
        mem.map("vertex buffer", SIM_VBO_BASE, vec![0; 256]);
        mem.map("attribute header", SIM_HEADER, header.encode());
        let mut misc = Vec::new();
        for w in [SIM_HEADER, SIM_VS_CONST, SIM_PS_CONST] {
            misc.extend_from_slice(&w.to_le_bytes());
        }
        mem.map("misc-info block", SIM_MISC, misc);
        mem.map("local memory", MVP_LM_BASE, vec![0; 4 * 1024]);
        let textures = ProceduralTextures;
        let fs_sites = DerivativeSites::of(&p.fs);
        let mut m = Machine {
            p: &p,
            fs_sites: &fs_sites,
            textures: &textures,
            lanes_alone: lanes_alone(&fs_sites, &textures),
            mem,
            opts: &opts,
            vs_inv: Run::default(),
            fs_inv: Run::default(),
            vs_const: Vec::new(),
            ps_const: Vec::new(),
            stats: DrawStats::default(),
        };
        let t = Thread {
            tid: 1,
            cmd: 1 << 28,
        };
        let bank = m.calc_in_out(t).unwrap();
        assert_eq!(bank, 0xC200_0480);
        let r = m.load_attributes(t, bank, 0);
        (r, m.stats.warnings)
    }

    #[test]
    fn attribute_count_above_eight_traps_in_strict_mode() {
        let (r, _) = load_with_count(9, true);
        assert_eq!(
            r.unwrap_err().to_string(),
            "simulator: attribute count 9 exceeds the 8 header entries"
        );
    }

    #[test]
    fn attribute_count_above_eight_clamps_in_lenient_mode() {
        let (r, w) = load_with_count(200, false);
        r.unwrap();
        assert_eq!(
            w,
            vec!["attribute count 200 exceeds the 8 header entries; clamped".to_string()]
        );
        let (r, w) = load_with_count(8, true);
        r.unwrap();
        assert!(w.is_empty());
    }
}
