//! The compiled engine's fragment stage in batches: many fragments per
//! call into the shaders instead of one.
//!
//! The per-invocation path runs the wrapper sequence for every fragment on
//! simulated memory (registers, misc block, bank fill, `ps_main`, colour
//! read) and calls the shaders once per fragment. Where the fragment shader
//! has no derivative site (no `mvp_derivatives` call in `ps.ll`), or only
//! implicit-level lookups on textures that ignore the level of detail (the
//! quads' lanes are then shaded alone, `sim/quad.rs`: every site answers
//! zeros, as `mvp_derivatives` does outside a quad), no lane of a quad
//! ever waits for its neighbours and helper lanes never run, so each
//! covered fragment is one `ps_main` call on a bank that depends on nothing
//! but the fragment. This path takes those banks' input words directly, a
//! batch at a time, from the rasterizer's values ([`rasterize_covered`],
//! the same floats as the quads' lanes; a batch is the covered pixels of
//! one of its spans, up to 16 quads of a quad row), and runs them with one
//! call of `mvp_host_ps_span`, a loop compiled per program into the same
//! module as `ps_main` (`sim/batch_ll.rs`, from the program's
//! [`Plan`]): per fragment it fills a bank as `wrapper_ps` does, runs
//! `ps_main(bank, bank, consts)` (inlined), asks the `ps_status` callback
//! whether the fragment was discarded or ran out of loop budget, and reads
//! the colour as `wrapper_ps` reads it.
//!
//! What stays as the per-invocation path does it: the fragments' order
//! (quad by quad, lane by lane, each shading thread its own quad rows), the
//! bank's contents (inputs in their slots, the rest zero), the texture
//! callbacks, the loop budget per invocation and the error of the first
//! invocation that exceeds it (the colours of the quads before it are
//! written, those of its own quad are not), the statistics. The images are
//! the same bits (a test compares them on the whole corpus).

use super::bank_plan::Plan;
use super::batch_ll::STATUS_DONE;
use super::compiled::CompiledShaders;
use super::image::{unorm8, Image};
use super::lookup::SharedTextures;
use super::memory::SIM_PS_CONST;
use super::raster::{
    merge_thread_counts, rasterize_covered, split_rows, thread_row, Interp, RasterStats, Span,
    SPAN_PIXELS,
};
use super::vertex_post::Primitives;
use crate::{Error, Program, Trap};

/// What the batched fragment stage of a draw needs.
pub(crate) struct Stage<'a> {
    pub p: &'a Program,
    pub lib: &'a CompiledShaders,
    /// The fragment shader's constant buffer as words.
    pub consts: &'a [u32],
    pub textures: &'a dyn SharedTextures,
    pub budget: u32,
    /// The constant buffer the misc block names (`MISC_PS_CONST`).
    pub gl_const: u32,
}

/// The error of an invocation that ran out of loop budget at `at`, as the
/// per-invocation path gives it.
fn stopped(stage: &Stage<'_>, at: &str) -> Error {
    let error = gpubin_glsl::Error::Run(gpubin_glsl::loop_budget_exceeded(&at, stage.budget));
    Error::Trap(Trap::Shader {
        file: stage.p.fs_file.to_string(),
        error,
    })
}

/// One shading thread's fragments in flight.
struct Batch<'s, 'a> {
    stage: &'s Stage<'a>,
    plan: &'s Plan,
    /// The input words, as [`Plan::gather`] lays them out.
    inputs: Vec<u32>,
    status: [u8; SPAN_PIXELS],
    colours: [[f32; 4]; SPAN_PIXELS],
    done: u64,
    discarded: u64,
}

impl Batch<'_, '_> {
    /// Shade the pixels `covered` of `span` (of primitive `primitive`) in
    /// one batch and write their colours through `put`.
    fn run(
        &mut self,
        span: &Span,
        covered: &[u8],
        primitive: u32,
        put: &mut impl FnMut(u32, u32, [u8; 4]),
    ) -> Result<(), Error> {
        let n = covered.len();
        if n == 0 {
            return Ok(());
        }
        if self.stage.gl_const != SIM_PS_CONST {
            return Err(Error::Trap(Trap::ConstantBuffer {
                stage: "PS",
                addr: self.stage.gl_const,
            }));
        }
        self.plan.gather(&mut self.inputs, span, covered, primitive);
        let s = self.stage;
        let (ran, stop) = s.lib.ps_span(
            &self.inputs,
            n,
            s.consts,
            s.textures,
            s.budget,
            &mut self.status,
            &mut self.colours,
        );
        // After a stop, the quads before the stopping fragment's are
        // written; its own quad (whole in this span) is not.
        let quad = |k: usize| Span::quad(usize::from(covered[k]));
        let keep = match &stop {
            Some(_) => (0..ran - 1)
                .position(|k| quad(k) == quad(ran - 1))
                .unwrap_or(ran - 1),
            None => ran,
        };
        // Converted all at once (on vectors).
        let mut bytes = [0u8; 4 * SPAN_PIXELS];
        for (b, c) in bytes.iter_mut().zip(self.colours[..keep].as_flattened()) {
            *b = unorm8(*c);
        }
        for (k, &i) in covered.iter().enumerate().take(keep) {
            let i = usize::from(i);
            match u32::from(self.status[k]) {
                STATUS_DONE => {
                    let c = [
                        bytes[4 * k],
                        bytes[4 * k + 1],
                        bytes[4 * k + 2],
                        bytes[4 * k + 3],
                    ];
                    put(span.x(i), span.y(i), c);
                }
                _ => self.discarded += 1,
            }
            self.done += 1;
        }
        match stop {
            Some(at) => Err(stopped(s, &at)),
            None => Ok(()),
        }
    }
}

/// Shade the covered pixels of the quad rows `qy % threads == k` of every
/// primitive, in order, a span of quads per batch; returns the
/// rasterizer's counts, fragments shaded and discarded.
fn share(
    stage: &Stage<'_>,
    plan: &Plan,
    prims: &Primitives,
    interp: &[Interp],
    (width, height): (u32, u32),
    (k, threads): (u32, u32),
    put: &mut impl FnMut(u32, u32, [u8; 4]),
) -> Result<(RasterStats, u64, u64), Error> {
    let mut b = Batch {
        stage,
        plan,
        inputs: vec![0; plan.words.len() * SPAN_PIXELS],
        status: [0; SPAN_PIXELS],
        colours: [[0.0; 4]; SPAN_PIXELS],
        done: 0,
        discarded: 0,
    };
    let mut stats = RasterStats::default();
    let mut failed = None;
    for (prim, tri) in prims.iter() {
        rasterize_covered(
            tri,
            interp,
            width,
            height,
            (k, threads),
            &mut stats,
            plan.slot_mask,
            &mut |span, covered| {
                if failed.is_none() {
                    failed = b.run(span, covered, prim as u32, put).err();
                }
            },
        );
        if let Some(e) = failed.take() {
            return Err(e);
        }
    }
    Ok((stats, b.done, b.discarded))
}

/// The fragment stage of a draw in batches on `threads` host threads
/// (thread k takes the quad rows `qy % threads == k`, as the
/// per-invocation path splits them); `None` where the program's banks do
/// not suit batches (see [`Plan::new`]). Returns (fragments shaded,
/// discarded).
pub(crate) fn shade(
    stage: &Stage<'_>,
    prims: &Primitives,
    interp: &[Interp],
    threads: u32,
    image: &mut Image,
    raster: &mut RasterStats,
) -> Option<Result<(u64, u64), Error>> {
    let plan = Plan::new(stage.p)?;
    let (width, height) = (image.width, image.height);
    let threads = threads.clamp(1, height.div_ceil(2).max(1));
    let rows = split_rows(&mut image.rgba, width, threads);
    let my_row = move |y: u32| thread_row(y, threads);
    type Part = Result<(RasterStats, u64, u64), Error>;
    let run = |k: u32, mut my_rows: Vec<&mut [u8]>| -> Part {
        // A quad's lanes alternate between two rows: their places among
        // the thread's rows, kept per row parity.
        let mut rows_at = [(u32::MAX, 0usize); 2];
        let mut put = |x: u32, y: u32, c: [u8; 4]| {
            let at = &mut rows_at[(y & 1) as usize];
            if at.0 != y {
                *at = (y, my_row(y));
            }
            let i = x as usize * 4;
            my_rows[at.1][i..i + 4].copy_from_slice(&c);
        };
        share(
            stage,
            &plan,
            prims,
            interp,
            (width, height),
            (k, threads),
            &mut put,
        )
    };
    let parts: Vec<Part> = if threads == 1 {
        rows.into_iter().map(|r| run(0, r)).collect()
    } else {
        std::thread::scope(|s| {
            let handles: Vec<_> = rows
                .into_iter()
                .enumerate()
                .map(|(k, r)| s.spawn(move || run(k as u32, r)))
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().unwrap_or(Err(Error::Trap(Trap::ThreadPanicked))))
                .collect()
        })
    };
    Some(merge_thread_counts(raster, parts))
}
