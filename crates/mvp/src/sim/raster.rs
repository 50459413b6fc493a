//! Triangle rasterizer: viewport transform, edge functions with a top-left
//! fill rule, 2x2 pixel quads, perspective-correct interpolation of vec4
//! slots.
//!
//! Window coordinates follow GL: origin at the lower left, pixel centres at
//! half-integers, depth range [0, 1]. Triangles with a vertex at `w <= 0`
//! are dropped (no clipping against the near plane); the scissor is the
//! viewport.
//!
//! Fragments come in quads of 2x2 pixels aligned to even window
//! coordinates, as GL shades them for derivatives: every quad that the
//! triangle touches yields all four lanes, the uncovered ones as helpers
//! (interpolated from the same plane, outside the triangle or the window).
//!
//! Interpolation is written as a base value plus weighted differences,
//! `a0 + l1 * (a1 - a0) + l2 * (a2 - a0)`, rather than as
//! `l0 * a0 + l1 * a1 + l2 * a2`: the three rounded weights need not sum to exactly 1, so the
//! second form turns a value that is the same at every vertex into a
//! neighbouring float on some pixels, while the differences of such a value
//! are exactly 0 and the first form returns it bit for bit. (Mesa's
//! llvmpipe sets up each attribute as a plane `a0 + dadx * x + dady * y`
//! from vertex differences, likewise exact for constants.) Perspective
//! correction enters through the weights: `l_i = b_i * (1/w_i) / (1/w)`,
//! with `b_i` the screen-space barycentrics and `1/w` interpolated linearly
//! in the same difference form.

use crate::abi::VARYING_NUM;

/// How a slot is interpolated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Interp {
    /// Perspective-correct (`smooth`, the default).
    Smooth,
    /// Linear in window space (`noperspective`).
    NoPerspective,
    /// Raw bits of the provoking (last) vertex (`flat`, integers).
    Flat,
}

/// One vertex after the vertex shader: clip position and output slots.
#[derive(Clone, Debug, PartialEq)]
pub struct ShadedVertex {
    /// Clip-space `gl_Position`.
    pub position: [f32; 4],
    /// The output slots, slot 0 included.
    pub slots: Vec<[f32; 4]>,
}

/// A fragment handed to the fragment stage.
#[derive(Clone, Debug, PartialEq)]
pub struct Fragment {
    /// Pixel column and row, row 0 at the bottom (GL window space). A
    /// helper lane may lie one past the window's last column or row.
    pub x: u32,
    /// Pixel row, row 0 at the bottom (see `x`).
    pub y: u32,
    /// `gl_FragCoord`: (x + 0.5, y + 0.5, depth, 1 / w).
    pub frag_coord: [f32; 4],
    /// `gl_FrontFacing`.
    pub front_facing: bool,
    /// The interpolated VS output slots (a bank holds at most 8), without
    /// a heap allocation per fragment.
    pub slots: [[f32; 4]; VARYING_NUM as usize],
}

/// Lanes of a [`Quad`].
pub const QUAD_LANES: usize = 4;

/// A 2x2 block of pixels at even window coordinates: lane `l` is the pixel
/// (x + (l & 1), y + (l >> 1)), so lanes 0 and 1 are the lower row.
#[derive(Clone, Debug, PartialEq)]
pub struct Quad {
    /// The four pixels, lane by lane.
    pub lanes: [Fragment; QUAD_LANES],
    /// Lanes inside the triangle and the window; the others are helpers,
    /// shaded only for the derivatives of the covered ones.
    pub covered: [bool; QUAD_LANES],
}

/// Counts of one draw's rasterization.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RasterStats {
    /// Triangles of the draw (those clipping rejected included).
    pub triangles: u64,
    /// Triangles dropped: rejected by clipping, or at setup (behind the eye,
    /// degenerate, not finite).
    pub culled: u64,
    /// Covered pixels (helper lanes not counted).
    pub fragments: u64,
}

/// The rows of an RGBA8 colour target of `width` pixels, split among
/// `threads` shading threads as the rasterizer splits quad rows: window row
/// `y` goes to thread `(y / 2) % threads`, at [`thread_row`] among its rows.
pub(crate) fn split_rows(rgba: &mut [u8], width: u32, threads: u32) -> Vec<Vec<&mut [u8]>> {
    let mut rows: Vec<Vec<&mut [u8]>> = (0..threads).map(|_| Vec::new()).collect();
    for (y, r) in rgba.chunks_mut(width as usize * 4).enumerate() {
        rows[(y / 2) % threads as usize].push(r);
    }
    rows
}

/// Where window row `y` is among its thread's rows (see [`split_rows`]).
pub(crate) fn thread_row(y: u32, threads: u32) -> usize {
    (y / 2 / threads * 2 + y % 2) as usize
}

/// Adds the shading threads' counts to `raster` and sums their fragments
/// shaded and discarded; the first thread's error ends it. Every thread
/// walks every triangle, so triangles and culled ones count once.
pub(crate) fn merge_thread_counts(
    raster: &mut RasterStats,
    parts: Vec<Result<(RasterStats, u64, u64), crate::Error>>,
) -> Result<(u64, u64), crate::Error> {
    let (mut done, mut discarded) = (0, 0);
    for (k, part) in parts.into_iter().enumerate() {
        let (st, d, x) = part?;
        if k == 0 {
            raster.triangles += st.triangles;
            raster.culled += st.culled;
        }
        raster.fragments += st.fragments;
        done += d;
        discarded += x;
    }
    Ok((done, discarded))
}

struct WinVertex {
    x: f32,
    y: f32,
    z: f32,
    inv_w: f32,
}

fn to_window(p: [f32; 4], width: u32, height: u32) -> WinVertex {
    let inv_w = 1.0 / p[3];
    WinVertex {
        x: (p[0] * inv_w + 1.0) * 0.5 * width as f32,
        y: (p[1] * inv_w + 1.0) * 0.5 * height as f32,
        z: (p[2] * inv_w + 1.0) * 0.5,
        inv_w,
    }
}

fn edge(a: &WinVertex, b: &WinVertex, px: f32, py: f32) -> f32 {
    (b.x - a.x) * (py - a.y) - (b.y - a.y) * (px - a.x)
}

/// Top-left rule for counter-clockwise-normalised edges: a pixel centre
/// exactly on an edge belongs to the triangle only for top or left edges.
fn owns_edge(a: &WinVertex, b: &WinVertex) -> bool {
    let (dx, dy) = (b.x - a.x, b.y - a.y);
    dy < 0.0 || (dy == 0.0 && dx > 0.0)
}

/// Per-triangle setup: window vertices, walk order, and the differences of
/// every interpolated value from vertex 0.
struct Setup<'v> {
    v: [&'v ShadedVertex; 3],
    w: [WinVertex; 3],
    /// The caller's vertex indices in counter-clockwise order.
    order: [usize; 3],
    area: f32,
    front_facing: bool,
    owns: [bool; 3],
    modes: [Interp; VARYING_NUM as usize],
    slots: usize,
    /// `a1 - a0` and `a2 - a0` per slot and component.
    d1: [[f32; 4]; VARYING_NUM as usize],
    d2: [[f32; 4]; VARYING_NUM as usize],
}

impl<'v> Setup<'v> {
    /// `None` for a culled triangle (behind the eye, degenerate, not finite).
    fn new(v: [&'v ShadedVertex; 3], interp: &[Interp], width: u32, height: u32) -> Option<Self> {
        // `w <= 0` or NaN: behind the eye or degenerate.
        if v.iter()
            .any(|v| v.position[3].partial_cmp(&0.0) != Some(std::cmp::Ordering::Greater))
        {
            return None;
        }
        let w = v.map(|v| to_window(v.position, width, height));
        let area = edge(&w[0], &w[1], w[2].x, w[2].y);
        if area == 0.0 || !area.is_finite() {
            return None;
        }
        let front_facing = area > 0.0;
        // Walk the triangle counter-clockwise so inside means all edges >= 0.
        let order: [usize; 3] = if front_facing { [0, 1, 2] } else { [0, 2, 1] };
        let (a, b, c) = (&w[order[0]], &w[order[1]], &w[order[2]]);
        let owns = [owns_edge(b, c), owns_edge(c, a), owns_edge(a, b)];
        let slots = v[0].slots.len().min(VARYING_NUM as usize);
        let mut modes = [Interp::Smooth; VARYING_NUM as usize];
        let (mut d1, mut d2) = (
            [[0.0f32; 4]; VARYING_NUM as usize],
            [[0.0f32; 4]; VARYING_NUM as usize],
        );
        for s in 0..slots {
            modes[s] = interp.get(s).copied().unwrap_or(Interp::Smooth);
            let at = |i: usize| v[i].slots.get(s).copied().unwrap_or_default();
            let (a0, a1, a2) = (at(0), at(1), at(2));
            for c in 0..4 {
                d1[s][c] = a1[c] - a0[c];
                d2[s][c] = a2[c] - a0[c];
            }
        }
        Some(Setup {
            v,
            w,
            order,
            area: area.abs(),
            front_facing,
            owns,
            modes,
            slots,
            d1,
            d2,
        })
    }

    /// Pixel bounds `(min_x, max_x, min_y, max_y)`, maxima exclusive.
    fn bounds(&self, width: u32, height: u32) -> (u32, u32, u32, u32) {
        let w = &self.w;
        let min_x = w[0].x.min(w[1].x).min(w[2].x).floor().max(0.0) as u32;
        let max_x = (w[0].x.max(w[1].x).max(w[2].x).ceil().min(width as f32)) as u32;
        let min_y = w[0].y.min(w[1].y).min(w[2].y).floor().max(0.0) as u32;
        let max_y = (w[0].y.max(w[1].y).max(w[2].y).ceil().min(height as f32)) as u32;
        (min_x, max_x, min_y, max_y)
    }

    /// The quad columns the triangle's box covers, and the quad rows of it
    /// that are this thread's: `qy % step == first` (a step of 0 counts as 1).
    fn quads(
        &self,
        width: u32,
        height: u32,
        (first, step): (u32, u32),
    ) -> (
        std::ops::Range<u32>,
        std::iter::StepBy<std::ops::Range<u32>>,
    ) {
        let (min_x, max_x, min_y, max_y) = self.bounds(width, height);
        let step = step.max(1);
        let (qy0, qy1) = (min_y / 2, max_y.div_ceil(2));
        let start = qy0 + (first + step - qy0 % step) % step;
        (
            min_x / 2..max_x.div_ceil(2),
            (start..qy1).step_by(step as usize),
        )
    }

    /// The edge values at pixel (x, y)'s centre, and whether the triangle
    /// covers it (the window bounds aside).
    fn edges(&self, x: u32, y: u32) -> ([f32; 3], bool) {
        let (px, py) = (x as f32 + 0.5, y as f32 + 0.5);
        let w = &self.w;
        let (a, b, c) = (&w[self.order[0]], &w[self.order[1]], &w[self.order[2]]);
        let e = [edge(b, c, px, py), edge(c, a, px, py), edge(a, b, px, py)];
        let covered = !e
            .iter()
            .zip(self.owns)
            .any(|(e, own)| *e < 0.0 || (*e == 0.0 && !own));
        (e, covered)
    }

    /// The interpolation weights of the point with edge values `e`.
    fn weights(&self, e: [f32; 3]) -> Weights {
        let w = &self.w;
        // Screen-space barycentrics in the caller's vertex order.
        let mut bary = [0.0f32; 3];
        for (k, o) in self.order.iter().enumerate() {
            bary[*o] = e[k] / self.area;
        }
        let lerp = |v0: f32, v1: f32, v2: f32| v0 + bary[1] * (v1 - v0) + bary[2] * (v2 - v0);
        let z = lerp(w[0].z, w[1].z, w[2].z);
        let inv_w = lerp(w[0].inv_w, w[1].inv_w, w[2].inv_w);
        let persp = [bary[1] * w[1].inv_w / inv_w, bary[2] * w[2].inv_w / inv_w];
        Weights {
            bary,
            z,
            inv_w,
            persp,
        }
    }

    /// Slot `s` (below `self.slots`) interpolated with `wt`.
    fn slot(&self, s: usize, wt: &Weights) -> [f32; 4] {
        let (l1, l2) = match self.modes[s] {
            Interp::Smooth => (wt.persp[0], wt.persp[1]),
            Interp::NoPerspective => (wt.bary[1], wt.bary[2]),
            Interp::Flat => return self.v[2].slots[s],
        };
        let a0 = self.v[0].slots[s];
        let mut out = [0.0f32; 4];
        for (c, slot) in out.iter_mut().enumerate() {
            *slot = a0[c] + l1 * self.d1[s][c] + l2 * self.d2[s][c];
        }
        out
    }

    /// The fragment at pixel (x, y), and whether the triangle covers it.
    fn fragment(&self, x: u32, y: u32) -> (Fragment, bool) {
        let (e, covered) = self.edges(x, y);
        let wt = self.weights(e);
        let mut out = [[0.0f32; 4]; VARYING_NUM as usize];
        for (s, dst) in out.iter_mut().enumerate().take(self.slots) {
            *dst = self.slot(s, &wt);
        }
        let frag = Fragment {
            x,
            y,
            frag_coord: [x as f32 + 0.5, y as f32 + 0.5, wt.z, wt.inv_w],
            front_facing: self.front_facing,
            slots: out,
        };
        (frag, covered)
    }
}

/// Interpolation weights at one point of a triangle.
struct Weights {
    /// Screen-space barycentrics in the caller's vertex order.
    bary: [f32; 3],
    z: f32,
    inv_w: f32,
    /// Perspective-correct weights of vertices 1 and 2.
    persp: [f32; 2],
}

/// Quads per [`Span`].
pub const SPAN_QUADS: usize = 16;
/// Pixels per row of a [`Span`].
pub(crate) const SPAN_ROW: usize = 2 * SPAN_QUADS;
/// Pixels per [`Span`]: two rows.
pub const SPAN_PIXELS: usize = 2 * SPAN_ROW;

/// The pixels of a span in order.
const ORDER: [u8; SPAN_PIXELS] = {
    let mut order = [0u8; SPAN_PIXELS];
    let mut i = 0;
    while i < SPAN_PIXELS {
        order[i] = i as u8;
        i += 1;
    }
    order
};

/// Up to [`SPAN_QUADS`] consecutive quads of one quad row, as the batched
/// fragment stage (`sim/batch.rs`) takes them: per pixel the values of the
/// [`Fragment`] that [`rasterize_quads`] would give, as arrays over the
/// pixels (so that the rasterizer computes them for many pixels at once),
/// the slots outside the caller's mask left as they were. Pixel `i` is lane
/// `i % 4` of quad `i / 4` (as [`Quad::lanes`]): column
/// `x0 + 2 * (i / 4) + i % 2` of row `y0 + i / 2 % 2`. In that order a
/// span whose quads are all covered gives its pixels in the order shaded,
/// so that their values go to the batch without a gather.
#[derive(Clone, Debug)]
pub struct Span {
    /// The first pixel's column (even).
    pub x0: u32,
    /// The lower row (even).
    pub y0: u32,
    /// `gl_FrontFacing`.
    pub front_facing: bool,
    /// `gl_FragCoord.x` per pixel (its column's centre).
    pub centre_x: [f32; SPAN_PIXELS],
    /// `gl_FragCoord.y` per pixel (its row's centre).
    pub centre_y: [f32; SPAN_PIXELS],
    /// `gl_FragCoord.z` per pixel.
    pub z: [f32; SPAN_PIXELS],
    /// `gl_FragCoord.w` (1 / w) per pixel.
    pub inv_w: [f32; SPAN_PIXELS],
    /// Interpolated slots: slot, component, pixel.
    pub slots: [[[f32; SPAN_PIXELS]; 4]; VARYING_NUM as usize],
}

impl Span {
    /// Pixel `i`'s column.
    pub fn x(&self, i: usize) -> u32 {
        self.x0 + Self::column(i)
    }

    /// Pixel `i`'s row.
    pub fn y(&self, i: usize) -> u32 {
        self.y0 + Self::row(i)
    }

    /// The quad of pixel `i`: its place among the span's quads.
    pub fn quad(i: usize) -> usize {
        i / QUAD_LANES
    }

    /// Pixel `i`'s column from `x0`.
    pub(crate) fn column(i: usize) -> u32 {
        (2 * (i / QUAD_LANES) + i % 2) as u32
    }

    /// Pixel `i`'s row from `y0` (0 or 1).
    pub(crate) fn row(i: usize) -> u32 {
        (i / 2 % 2) as u32
    }

    /// Pixel `i`'s `gl_FragCoord`.
    pub fn frag_coord(&self, i: usize) -> [f32; 4] {
        [self.centre_x[i], self.centre_y[i], self.z[i], self.inv_w[i]]
    }
}

/// The values [`rasterize_covered`] computes per pixel, besides coverage
/// and `gl_FragCoord.xy`: what the fragment stage reads.
#[derive(Clone, Copy, Debug)]
pub struct SpanValues {
    /// The slots to interpolate, as bits (bit s for slot s).
    pub slots: u32,
    /// `gl_FragCoord.z` ([`Span::z`]).
    pub depth: bool,
    /// `gl_FragCoord.w` ([`Span::inv_w`]).
    pub inv_w: bool,
}

/// What [`rasterize_covered`] hands each span with a covered pixel to: a
/// closure, or a type whose method is inlined into the rasterizer (a
/// closure's body is a function of its own, compiled for the baseline CPU
/// even where its caller is compiled for more, `sim/batch.rs`).
pub trait SpanSink {
    /// Takes `span` and its covered pixels' indices, in quad order.
    fn shade(&mut self, span: &Span, covered: &[u8]);
}

impl<F: FnMut(&Span, &[u8])> SpanSink for F {
    fn shade(&mut self, span: &Span, covered: &[u8]) {
        self(span, covered);
    }
}

/// The covered pixels [`rasterize_quads`] gives for the same arguments, in
/// its order (quad by quad, lane by lane), with the same values; no helper
/// lanes, and only the values `values` asks for computed (the others are
/// left as they were).
/// `shade(span, covered)` runs per span with a covered pixel: `covered`
/// lists the covered pixels' indices in the span, in that order.
///
/// Each span's values are computed for all its pixels at once, loop by
/// loop over arrays, which the compiler turns into vector instructions;
/// every value is the same operations in the same order as
/// `Setup::edges`, `Setup::weights` and `Setup::slot` (constant
/// subexpressions taken out of the loops), so the same floats.
/// Always inlined, so that it takes its caller's CPU features (the batched
/// stage's AVX2 copy, `sim/batch.rs`).
#[allow(clippy::too_many_arguments, clippy::inline_always)]
#[inline(always)]
pub fn rasterize_covered(
    v: [&ShadedVertex; 3],
    interp: &[Interp],
    width: u32,
    height: u32,
    part: (u32, u32),
    stats: &mut RasterStats,
    values: SpanValues,
    shade: &mut impl SpanSink,
) {
    stats.triangles += 1;
    let Some(setup) = Setup::new(v, interp, width, height) else {
        stats.culled += 1;
        return;
    };
    let (columns, rows) = setup.quads(width, height, part);
    let slots: Vec<usize> = (0..setup.slots)
        .filter(|s| values.slots & (1 << s) != 0)
        .collect();
    // Perspective-correct weights only where a slot needs them, and
    // weights at all only where a value does.
    let smooth = slots.iter().any(|&s| setup.modes[s] == Interp::Smooth);
    let inv_w = values.inv_w || smooth;
    let weights = inv_w || values.depth || slots.iter().any(|&s| setup.modes[s] != Interp::Flat);
    let w = &setup.w;
    let ordered = setup.order.map(|o| &w[o]);
    // Edge k runs from `from[k]` to `to[k]`, as in `Setup::edges`.
    let (from, to) = (
        [ordered[1], ordered[2], ordered[0]],
        [ordered[2], ordered[0], ordered[1]],
    );
    let ex = [0, 1, 2].map(|k| to[k].x - from[k].x);
    let ey = [0, 1, 2].map(|k| to[k].y - from[k].y);
    // The edges whose values are vertex 1's and vertex 2's barycentrics.
    let k1 = setup.order.iter().position(|&o| o == 1).unwrap_or(0);
    let k2 = setup.order.iter().position(|&o| o == 2).unwrap_or(0);
    let (dz1, dz2) = (w[1].z - w[0].z, w[2].z - w[0].z);
    let (dw1, dw2) = (w[1].inv_w - w[0].inv_w, w[2].inv_w - w[0].inv_w);
    let mut span = Box::new(Span {
        x0: 0,
        y0: 0,
        front_facing: setup.front_facing,
        centre_x: [0.0; SPAN_PIXELS],
        centre_y: [0.0; SPAN_PIXELS],
        z: [0.0; SPAN_PIXELS],
        inv_w: [0.0; SPAN_PIXELS],
        slots: [[[0.0; SPAN_PIXELS]; 4]; VARYING_NUM as usize],
    });
    let mut e = [[0.0f32; SPAN_PIXELS]; 3];
    let mut covered = [false; SPAN_PIXELS];
    let (mut b1, mut b2) = ([0.0f32; SPAN_PIXELS], [0.0f32; SPAN_PIXELS]);
    let (mut p1, mut p2) = ([0.0f32; SPAN_PIXELS], [0.0f32; SPAN_PIXELS]);
    let (qx0, qx1) = (columns.start, columns.end);
    for qy in rows {
        let mut qx = qx0;
        while qx < qx1 {
            let nq = ((qx1 - qx) as usize).min(SPAN_QUADS);
            span.x0 = 2 * qx;
            span.y0 = 2 * qy;
            // Pixel centres, then edge values, pixel by pixel in quad order
            // (as `Setup::edges`: the centres once for all three edges).
            let ends = (2 * nq).min((width - span.x0.min(width)) as usize);
            let rows_in = [span.y0 < height, span.y0 + 1 < height];
            for i in 0..SPAN_PIXELS {
                span.centre_x[i] = (span.x0 + Span::column(i)) as f32 + 0.5;
                span.centre_y[i] = (span.y0 + Span::row(i)) as f32 + 0.5;
            }
            for k in 0..3 {
                let (ax, ay, dx, dy) = (from[k].x, from[k].y, ex[k], ey[k]);
                for ((ei, px), py) in e[k].iter_mut().zip(&span.centre_x).zip(&span.centre_y) {
                    *ei = dx * (py - ay) - dy * (px - ax);
                }
            }
            // Inside the span's quads and the window, then edge by edge (as
            // `Setup::edges`: outside below 0, and at 0 unless the triangle
            // owns the edge; NaN inside), each a loop without a branch,
            // which runs on vectors.
            for (i, c) in covered.iter_mut().enumerate() {
                *c = rows_in[Span::row(i) as usize] && (Span::column(i) as usize) < ends;
            }
            for (ek, own) in e.iter().zip(setup.owns) {
                if own {
                    for (c, v) in covered.iter_mut().zip(ek) {
                        *c &= *v >= 0.0 || v.is_nan();
                    }
                } else {
                    for (c, v) in covered.iter_mut().zip(ek) {
                        *c &= *v > 0.0 || v.is_nan();
                    }
                }
            }
            let any = covered.contains(&true);
            if any {
                // Weights, as `Setup::weights`.
                if weights {
                    for i in 0..SPAN_PIXELS {
                        b1[i] = e[k1][i] / setup.area;
                        b2[i] = e[k2][i] / setup.area;
                    }
                }
                if values.depth {
                    for i in 0..SPAN_PIXELS {
                        span.z[i] = w[0].z + b1[i] * dz1 + b2[i] * dz2;
                    }
                }
                if inv_w {
                    for i in 0..SPAN_PIXELS {
                        span.inv_w[i] = w[0].inv_w + b1[i] * dw1 + b2[i] * dw2;
                    }
                }
                if smooth {
                    for i in 0..SPAN_PIXELS {
                        p1[i] = b1[i] * w[1].inv_w / span.inv_w[i];
                        p2[i] = b2[i] * w[2].inv_w / span.inv_w[i];
                    }
                }
                // Slots, as `Setup::slot`.
                for &s in &slots {
                    let (l1, l2) = match setup.modes[s] {
                        Interp::Smooth => (&p1, &p2),
                        Interp::NoPerspective => (&b1, &b2),
                        Interp::Flat => {
                            let a = setup.v[2].slots[s];
                            for (c, out) in span.slots[s].iter_mut().enumerate() {
                                out.fill(a[c]);
                            }
                            continue;
                        }
                    };
                    let a0 = setup.v[0].slots[s];
                    for (c, out) in span.slots[s].iter_mut().enumerate() {
                        let (a, d1, d2) = (a0[c], setup.d1[s][c], setup.d2[s][c]);
                        for ((o, l1), l2) in out.iter_mut().zip(l1).zip(l2) {
                            *o = a + l1 * d1 + l2 * d2;
                        }
                    }
                }
                // The covered pixels in order; all of a span's quads, most
                // often.
                let n = covered.iter().filter(|&&c| c).count();
                let list = if n == QUAD_LANES * nq {
                    ORDER
                } else {
                    let mut list = [0u8; SPAN_PIXELS];
                    let mut n = 0;
                    for (i, &c) in covered.iter().enumerate() {
                        list[n] = i as u8;
                        n += usize::from(c);
                    }
                    list
                };
                stats.fragments += n as u64;
                shade.shade(&span, &list[..n]);
            }
            qx += nq as u32;
        }
    }
}

/// Rasterize one triangle; `shade` runs per covered pixel centre (no
/// helper lanes).
pub fn rasterize_triangle(
    v: [&ShadedVertex; 3],
    interp: &[Interp],
    width: u32,
    height: u32,
    stats: &mut RasterStats,
    shade: &mut dyn FnMut(Fragment),
) {
    rasterize_quads(v, interp, width, height, (0, 1), stats, &mut |q| {
        for (f, covered) in q.lanes.iter().zip(q.covered) {
            if covered {
                shade(f.clone());
            }
        }
    })
}

/// Rasterize one triangle into the 2x2 quads it touches, for the quad rows
/// `qy` (window rows `2 qy` and `2 qy + 1`) with `qy % step == first` only,
/// where `part` is `(first, step)` (a shading thread's share of the
/// window); `shade` runs per quad with at least one covered lane.
pub fn rasterize_quads(
    v: [&ShadedVertex; 3],
    interp: &[Interp],
    width: u32,
    height: u32,
    part: (u32, u32),
    stats: &mut RasterStats,
    shade: &mut dyn FnMut(&Quad),
) {
    stats.triangles += 1;
    let Some(setup) = Setup::new(v, interp, width, height) else {
        stats.culled += 1;
        return;
    };
    let (columns, rows) = setup.quads(width, height, part);
    for qy in rows {
        for qx in columns.clone() {
            let lane = |l: usize| {
                let (x, y) = (2 * qx + (l as u32 & 1), 2 * qy + (l as u32 >> 1));
                let (f, inside) = setup.fragment(x, y);
                (f, inside && x < width && y < height)
            };
            let lanes = [lane(0), lane(1), lane(2), lane(3)];
            let covered = lanes.each_ref().map(|l| l.1);
            let n = covered.iter().filter(|c| **c).count();
            if n == 0 {
                continue;
            }
            stats.fragments += n as u64;
            shade(&Quad {
                lanes: lanes.map(|l| l.0),
                covered,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vtx(x: f32, y: f32, w: f32, val: f32) -> ShadedVertex {
        ShadedVertex {
            position: [x * w, y * w, 0.0, w],
            slots: vec![[val, 0.0, 0.0, 0.0]],
        }
    }

    #[test]
    fn full_screen_pair_covers_each_pixel_once() {
        let (a, b, c, d) = (
            vtx(-1.0, -1.0, 1.0, 0.0),
            vtx(1.0, -1.0, 1.0, 0.0),
            vtx(1.0, 1.0, 1.0, 0.0),
            vtx(-1.0, 1.0, 1.0, 0.0),
        );
        let mut hits = vec![0u32; 16 * 16];
        let mut stats = RasterStats::default();
        for tri in [[&a, &b, &c], [&a, &c, &d]] {
            rasterize_triangle(tri, &[Interp::Smooth], 16, 16, &mut stats, &mut |f| {
                hits[(f.y * 16 + f.x) as usize] += 1
            });
        }
        assert!(hits.iter().all(|h| *h == 1), "{hits:?}");
        assert_eq!(stats.fragments, 256);
    }

    #[test]
    fn perspective_correct_midpoint() {
        // Edge from w=1 (value 0) to w=3 (value 1): at the screen midpoint the
        // perspective-correct value is 1/4, the linear one 1/2.
        let a = vtx(-1.0, -1.0, 1.0, 0.0);
        let b = vtx(1.0, -1.0, 3.0, 1.0);
        let c = vtx(-1.0, 1.0, 1.0, 0.0);
        let mut got = Vec::new();
        let mut stats = RasterStats::default();
        rasterize_triangle(
            [&a, &b, &c],
            &[Interp::Smooth],
            64,
            64,
            &mut stats,
            &mut |f| {
                if f.y == 0 && f.x == 31 {
                    got.push(f.slots[0][0]);
                }
            },
        );
        let v = got[0];
        assert!((v - 0.25).abs() < 0.02, "{v}");
    }

    #[test]
    fn behind_the_eye_is_culled() {
        let a = vtx(-1.0, -1.0, 1.0, 0.0);
        let b = vtx(1.0, -1.0, -1.0, 0.0);
        let c = vtx(-1.0, 1.0, 1.0, 0.0);
        let mut stats = RasterStats::default();
        rasterize_triangle([&a, &b, &c], &[], 8, 8, &mut stats, &mut |_| panic!());
        assert_eq!(stats.culled, 1);
    }

    #[test]
    fn a_constant_stays_exact_on_every_pixel() {
        // Three different w and a value that is the same at every vertex.
        let mut v = [
            vtx(-0.9, -0.8, 1.0, 13.0),
            vtx(0.95, -0.7, 2.5, 13.0),
            vtx(-0.2, 0.9, 0.7, 13.0),
        ];
        for x in &mut v {
            x.slots[0] = [13.0, 0.1, -7.3, 1e-3];
        }
        for mode in [Interp::Smooth, Interp::NoPerspective] {
            let mut stats = RasterStats::default();
            let mut n = 0;
            rasterize_quads(
                [&v[0], &v[1], &v[2]],
                &[mode],
                97,
                61,
                (0, 1),
                &mut stats,
                &mut |q| {
                    for f in &q.lanes {
                        assert_eq!(f.slots[0], [13.0, 0.1, -7.3, 1e-3], "({}, {})", f.x, f.y);
                        n += 1;
                    }
                },
            );
            assert!(n > 1000, "{n}");
        }
    }

    #[test]
    fn quads_hold_every_covered_pixel_once_with_helpers_around() {
        let (a, b, c) = (
            vtx(-1.0, -1.0, 1.0, 0.0),
            vtx(1.0, -1.0, 1.0, 0.0),
            vtx(-1.0, 1.0, 1.0, 0.0),
        );
        let (w, h) = (15u32, 8u32);
        let mut hits = vec![0u32; (w * h) as usize];
        let mut stats = RasterStats::default();
        let mut helpers = 0;
        rasterize_quads(
            [&a, &b, &c],
            &[Interp::Smooth],
            w,
            h,
            (0, 1),
            &mut stats,
            &mut |q| {
                let (x0, y0) = (q.lanes[0].x, q.lanes[0].y);
                assert_eq!((x0 % 2, y0 % 2), (0, 0));
                for (l, f) in q.lanes.iter().enumerate() {
                    assert_eq!((f.x, f.y), (x0 + (l as u32 & 1), y0 + (l as u32 >> 1)));
                    assert_eq!(f.frag_coord[0], f.x as f32 + 0.5);
                    if q.covered[l] {
                        hits[(f.y * w + f.x) as usize] += 1;
                    } else {
                        helpers += 1;
                    }
                }
            },
        );
        // The lower-left half; no pixel centre lies on the diagonal at 15x8.
        let mut expected = 0;
        for y in 0..h {
            for x in 0..w {
                let (u, v) = ((x as f32 + 0.5) / w as f32, (y as f32 + 0.5) / h as f32);
                let inside = u + v < 1.0;
                assert_eq!(hits[(y * w + x) as usize], u32::from(inside), "({x}, {y})");
                expected += u32::from(inside);
            }
        }
        assert_eq!(stats.fragments, expected as u64);
        // The diagonal cuts quads into covered lanes and helpers.
        assert!(helpers > 0);
    }

    #[test]
    fn covered_spans_give_the_quads_covered_lanes_bit_for_bit() {
        let v = |x: f32, y: f32, w: f32, k: f32| ShadedVertex {
            position: [x * w, y * w, 0.3 * k - 0.2, w],
            slots: vec![
                [k, 1.0 - k, k * 3.7, -2.0],
                [k * k, 0.1, 7.0, k],
                [k + 0.5, k, 0.0, 1e-3],
            ],
        };
        let modes = [Interp::Smooth, Interp::NoPerspective, Interp::Flat];
        // Wide and narrow, both windings, perspective, partly off screen,
        // a vertex on a pixel centre.
        let tris = [
            [
                v(-1.0, -1.0, 1.0, 0.0),
                v(1.0, -1.0, 2.0, 1.0),
                v(-0.2, 1.0, 0.6, 0.5),
            ],
            [
                v(-1.3, 0.9, 1.0, 0.2),
                v(0.7, 1.4, 3.0, 0.9),
                v(1.2, -1.2, 1.5, 0.4),
            ],
            [
                v(-0.9, -0.9, 1.0, 0.1),
                v(0.9, -0.85, 1.0, 0.7),
                v(-0.85, -0.8, 1.0, 0.3),
            ],
            [
                v(-1.0, -1.0, 1.0, 0.0),
                v(0.0, 1.0, 1.0, 1.0),
                v(1.0, -1.0, 1.0, 0.5),
            ],
        ];
        for (w, h) in [(101u32, 37u32), (7, 5), (160, 2)] {
            for t in &tris {
                let tri = [&t[0], &t[1], &t[2]];
                for (first, step) in [(0, 1), (1, 2)] {
                    // Bits, not values: NaN and -0 would stay apart.
                    type Px = (u32, u32, [u32; 4], bool, [[u32; 4]; 2]);
                    let mut want: Vec<Px> = Vec::new();
                    let mut s1 = RasterStats::default();
                    rasterize_quads(tri, &modes, w, h, (first, step), &mut s1, &mut |q| {
                        for (f, c) in q.lanes.iter().zip(q.covered) {
                            if c {
                                let slots = [f.slots[0], f.slots[2]].map(|s| s.map(f32::to_bits));
                                let fc = f.frag_coord.map(f32::to_bits);
                                want.push((f.x, f.y, fc, f.front_facing, slots));
                            }
                        }
                    });
                    let mut got: Vec<Px> = Vec::new();
                    let mut s2 = RasterStats::default();
                    let values = SpanValues {
                        slots: 0b101,
                        depth: true,
                        inv_w: true,
                    };
                    rasterize_covered(
                        tri,
                        &modes,
                        w,
                        h,
                        (first, step),
                        &mut s2,
                        values,
                        &mut |s: &Span, covered: &[u8]| {
                            for &i in covered {
                                let i = usize::from(i);
                                let slots = [0, 2].map(|k| s.slots[k].map(|c| c[i].to_bits()));
                                let fc = s.frag_coord(i).map(f32::to_bits);
                                got.push((s.x(i), s.y(i), fc, s.front_facing, slots));
                            }
                        },
                    );
                    assert_eq!(s1, s2);
                    assert_eq!(got, want, "{w}x{h}");
                    assert!(!want.is_empty() || h < 8);
                }
            }
        }
    }

    #[test]
    fn quad_rows_split_between_threads_cover_the_same_quads() {
        let (a, b, c) = (
            vtx(-1.0, -1.0, 1.0, 0.0),
            vtx(1.0, -0.3, 1.0, 0.0),
            vtx(-0.2, 1.0, 1.0, 0.0),
        );
        let mut all = Vec::new();
        let mut stats = RasterStats::default();
        rasterize_quads([&a, &b, &c], &[], 33, 21, (0, 1), &mut stats, &mut |q| {
            all.push((q.lanes[0].x, q.lanes[0].y))
        });
        let mut split = Vec::new();
        for k in 0..3 {
            rasterize_quads([&a, &b, &c], &[], 33, 21, (k, 3), &mut stats, &mut |q| {
                assert_eq!((q.lanes[0].y / 2) % 3, k);
                split.push((q.lanes[0].x, q.lanes[0].y))
            });
        }
        all.sort();
        split.sort();
        assert_eq!(all, split);
    }
}
