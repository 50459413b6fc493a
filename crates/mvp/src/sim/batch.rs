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
//! `ps_main`'s body `mvp.ps_run(bank, bank, consts, budget, table)`
//! (inlined), which returns whether the fragment was discarded or ran out
//! of loop budget, and reads the colour as `wrapper_ps` reads it. The
//! batch table (`sim/batch_table.rs`) lets the compiled code answer
//! derivatives and plain texture lookups itself.
//!
//! What stays as the per-invocation path does it: the fragments' order
//! (quad by quad, lane by lane, each shading thread its own quad rows), the
//! bank's contents (inputs in their slots, the rest zero), the texture
//! callbacks, the loop budget per invocation and the error of the first
//! invocation that exceeds it (the colours of the quads before it are
//! written, those of its own quad are not), the statistics. The images are
//! the same bits (a test compares them on the whole corpus).

use super::bank_plan::Plan;
use super::batch_table::Table;
use super::compiled::CompiledShaders;
use super::image::{unorm8, Image};
use super::lookup::SharedTextures;
use super::memory::SIM_PS_CONST;
use super::raster::{
    merge_thread_counts, rasterize_covered, split_rows, thread_row, Interp, RasterStats, Span,
    SpanSink, QUAD_LANES, SPAN_PIXELS, SPAN_ROW,
};
use super::vertex_post::Primitives;
use crate::codegen::PsStatus;
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
    /// Copies of input words, where [`Plan::words`] makes them.
    inputs: Vec<u32>,
    /// What the compiled code answers itself (`sim/batch_table.rs`).
    table: Table<'a>,
    status: [u8; SPAN_PIXELS],
    colours: [[f32; 4]; SPAN_PIXELS],
    done: u64,
    discarded: u64,
}

impl Batch<'_, '_> {
    /// Shade the pixels `covered` of `span` (of primitive `primitive`) in
    /// one batch and write their colours to `rows`.
    #[allow(clippy::inline_always)] // into `share_with`, for its CPU's features
    #[inline(always)]
    fn run(
        &mut self,
        span: &Span,
        covered: &[u8],
        primitive: u32,
        rows: &mut Rows<'_>,
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
        let words = self.plan.words(&mut self.inputs, span, covered, primitive);
        let s = self.stage;
        let (ran, stop) = s.lib.ps_span(
            &words,
            n,
            s.consts,
            s.textures,
            &self.table,
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
        self.done += keep as u64;
        // Each pixel of a span is covered once, so the order of the writes
        // within a span does not matter. Most often all the span's quads
        // are covered (its first pixels, in order) and written.
        let dense = covered.last().is_some_and(|&i| usize::from(i) == n - 1);
        // Done is 0: an OR without an early exit, which runs on vectors.
        const _: () = assert!(PsStatus::Done as u8 == 0);
        let all_done = self.status[..keep].iter().fold(0, |any, &x| any | x) == 0;
        if dense && keep == n && n % QUAD_LANES == 0 && all_done {
            rows.write_quads(span, &bytes[..4 * n]);
        } else {
            let mut pixels = [[0u8; 4]; SPAN_PIXELS];
            let mut written = [false; SPAN_PIXELS];
            for (k, &i) in covered.iter().enumerate().take(keep) {
                let i = usize::from(i) % SPAN_PIXELS;
                match PsStatus::from_code(u32::from(self.status[k])) {
                    PsStatus::Done => {
                        pixels[i].copy_from_slice(&bytes[4 * k..4 * k + 4]);
                        written[i] = true;
                    }
                    _ => self.discarded += 1,
                }
            }
            rows.write(span, &pixels, &written);
        }
        match stop {
            Some(at) => Err(stopped(s, &at)),
            None => Ok(()),
        }
    }
}

/// One shading thread's rows of the colour target (see [`split_rows`]).
struct Rows<'a> {
    rows: Vec<&'a mut [u8]>,
    threads: u32,
}

impl Rows<'_> {
    /// Writes the first `quads.len() / 16` whole quads of `span`, their
    /// pixels' bytes in the span's order: two pixels of each quad per row.
    #[allow(clippy::inline_always)] // into `share_with`, for its CPU's features
    #[inline(always)]
    fn write_quads(&mut self, span: &Span, quads: &[u8]) {
        let (x0, n) = (4 * span.x0 as usize, quads.len() / 2);
        for r in 0..2 {
            let y = span.y0 + r as u32;
            let Some(row) = self.rows.get_mut(thread_row(y, self.threads)) else {
                continue;
            };
            let Some(dst) = row.get_mut(x0..x0 + n) else {
                continue;
            };
            for (d, q) in dst.chunks_exact_mut(8).zip(quads.chunks_exact(16)) {
                d.copy_from_slice(&q[8 * r..8 * r + 8]);
            }
        }
    }

    /// Writes the pixels of `span` marked in `written` (by pixel index, as
    /// [`Span::x`] and [`Span::y`] place them), one by one.
    #[allow(clippy::inline_always)] // into `share_with`, for its CPU's features
    #[inline(always)]
    fn write(
        &mut self,
        span: &Span,
        pixels: &[[u8; 4]; SPAN_PIXELS],
        written: &[bool; SPAN_PIXELS],
    ) {
        let x0 = span.x0 as usize;
        for r in 0..2 {
            // The span's pixels on this row, left to right.
            let at = |j: usize| QUAD_LANES * (j / 2) + 2 * r + j % 2;
            let y = span.y0 + r as u32;
            let Some(row) = self.rows.get_mut(thread_row(y, self.threads)) else {
                continue;
            };
            let len = SPAN_ROW.min((row.len() / 4).saturating_sub(x0));
            let dst = &mut row[4 * x0..4 * (x0 + len)];
            for (j, d) in dst.chunks_exact_mut(4).enumerate() {
                if written[at(j)] {
                    d.copy_from_slice(&pixels[at(j)]);
                }
            }
        }
    }
}

/// The arguments of [`share`].
type ShareArgs<'s, 'a, 'r> = (
    &'s Stage<'a>,
    &'s Plan,
    &'s Primitives,
    &'s [Interp],
    (u32, u32),
    (u32, u32),
    &'s mut Rows<'r>,
);

/// Shade the covered pixels of the quad rows `qy % threads == k` of every
/// primitive, in order, a span of quads per batch; returns the
/// rasterizer's counts, fragments shaded and discarded.
///
/// The project builds for any x86-64 (SSE2), and the rasterizer's spans,
/// the copies of input words of partly covered spans and the colours'
/// conversion are loops over arrays of 64 pixels: where the CPU has AVX2,
/// the same code (inlined into [`share_avx2`]) runs on vectors twice as
/// wide. The same IEEE operations in the same order (AVX2 brings no fused
/// multiply-add and Rust never contracts), so the same bits.
fn share(
    stage: &Stage<'_>,
    plan: &Plan,
    prims: &Primitives,
    interp: &[Interp],
    size: (u32, u32),
    part: (u32, u32),
    rows: &mut Rows<'_>,
) -> Result<(RasterStats, u64, u64), Error> {
    #[cfg(target_arch = "x86_64")]
    if !stage.lib.on_baseline_cpu() && std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: the CPU has AVX2 (checked just above).
        return unsafe { share_avx2((stage, plan, prims, interp, size, part, rows)) };
    }
    share_with((stage, plan, prims, interp, size, part, rows))
}

/// [`share_with`] compiled for CPUs with AVX2.
///
/// # Safety
/// Only on a CPU with AVX2.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn share_avx2(args: ShareArgs<'_, '_, '_>) -> Result<(RasterStats, u64, u64), Error> {
    share_with(args)
}

/// [`share`] itself, inlined into each of its CPU-specific callers.
#[allow(clippy::inline_always)] // the point: compiled once per caller's features
#[inline(always)]
fn share_with(
    (stage, plan, prims, interp, (width, height), (k, threads), rows): ShareArgs<'_, '_, '_>,
) -> Result<(RasterStats, u64, u64), Error> {
    let mut b = Batch {
        stage,
        plan,
        inputs: vec![0; plan.words.len() * SPAN_PIXELS],
        table: Table::of(stage.textures),
        status: [0; SPAN_PIXELS],
        colours: [[0.0; 4]; SPAN_PIXELS],
        done: 0,
        discarded: 0,
    };
    let mut stats = RasterStats::default();
    let mut to = Spans {
        b: &mut b,
        rows,
        primitive: 0,
        failed: None,
    };
    for (prim, tri) in prims.iter() {
        to.primitive = prim as u32;
        rasterize_covered(
            tri,
            interp,
            width,
            height,
            (k, threads),
            &mut stats,
            plan.values,
            &mut to,
        );
        if let Some(e) = to.failed.take() {
            return Err(e);
        }
    }
    Ok((stats, b.done, b.discarded))
}

/// Where the rasterizer's spans go: one batch each, until one fails.
struct Spans<'t, 's, 'a, 'r> {
    b: &'t mut Batch<'s, 'a>,
    rows: &'t mut Rows<'r>,
    primitive: u32,
    failed: Option<Error>,
}

impl SpanSink for Spans<'_, '_, '_, '_> {
    #[allow(clippy::inline_always)] // into `share_with`, for its CPU's features
    #[inline(always)]
    fn shade(&mut self, span: &Span, covered: &[u8]) {
        if self.failed.is_none() {
            self.failed = self.b.run(span, covered, self.primitive, self.rows).err();
        }
    }
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
    type Part = Result<(RasterStats, u64, u64), Error>;
    let run = |k: u32, my_rows: Vec<&mut [u8]>| -> Part {
        let mut rows = Rows {
            rows: my_rows,
            threads,
        };
        share(
            stage,
            &plan,
            prims,
            interp,
            (width, height),
            (k, threads),
            &mut rows,
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
