//! Fragments shaded in 2x2 quads, so that derivatives have neighbours.
//!
//! `ps_main` shades one fragment and has no side effect but its outputs,
//! so a quad runs its four lanes one after another, in passes. A derivative
//! site a lane meets at run time (`dFdx`, `dFdy`, `fwidth`, the level of
//! detail of an implicit-level texture lookup) is known by its place in the
//! shader (its order in [`gpubin_glsl::DerivativeSites`]) and by how many
//! times the lane met that place before: lanes pair at the same place and
//! count, as they would running in lockstep. In pass 1 each lane runs until
//! its first site: it gives the site its operand and stops there. The quad
//! answers the waiting site that comes first in that order (the others wait
//! for the lanes that will still reach it, as a lane that took a branch
//! runs it before its neighbours go on); the next pass reruns the stopped
//! lanes, which pass the answered sites and stop at the next, and so on
//! until no lane stops. A shader without derivatives runs once per lane;
//! one with n dynamic sites n + 1 times. Helper lanes (pixels of the quad
//! the triangle does not cover) run only once a covered lane has stopped
//! at a site, from that first pass on, and their outputs are dropped.
//!
//! Differences follow Mesa's llvmpipe: `dFdx`/`dFdy`/`fwidth` take fine
//! differences (each row of the quad its own d/dx, each column its own
//! d/dy; GLSL allows either), the level of detail of a lookup takes coarse
//! ones (the first lane's row and column for the whole quad). A lane that
//! gave no operand to a site (it ended, discarded, or took another path)
//! makes the differences that need it 0.
//!
//! The compiled engine stops a lane with `longjmp` out of the shader back
//! into its shim's `mvp_host_ps_in_quad` (`sim/compiled.rs`; the shader's
//! frames hold nothing to release); the interpreter returns from
//! [`gpubin_glsl::run_in_quad`].
//! Both ask the same [`Lane`], so their derivatives are the same floats.
//!
//! Where no derivative can change a result (every site is an
//! implicit-level lookup and the draw's textures ignore the level of
//! detail, [`crate::sim::lookup::SharedTextures::level_of_detail_matters`]),
//! the lanes are shaded alone: every site answers zeros at once, so each
//! covered lane runs once, in order, and helper lanes never run, as in the
//! compiled engine's batches (`sim/batch.rs`), which then take the draw.

use super::raster::{Fragment, Quad, QUAD_LANES};
use crate::{Error, Trap};
use gpubin_glsl::{DerivativeKind, Derivatives};

/// d/dx and d/dy of a site's operand, zero padded to 4 components.
pub type Pair = ([f32; 4], [f32; 4]);

/// Derivative sites one fragment may meet. Each site costs a pass that
/// reruns the lanes from the start, so a loop that never ends around a
/// derivative would otherwise never end the quad either.
pub const MAX_SITES: usize = 1024;

/// A dynamic site: the place's order and the count of earlier visits.
type SiteKey = (u32, u32);

/// The derivative sites of one quad: those answered so far, and the
/// operands the stopped lanes gave to the next one.
#[derive(Debug, Default)]
pub struct QuadSites {
    known: Vec<(SiteKey, [Pair; QUAD_LANES])>,
    pending: [Option<(SiteKey, [f32; 4], DerivativeKind)>; QUAD_LANES],
    /// A lane that went past [`MAX_SITES`].
    overflow: Option<usize>,
    /// Lanes shaded alone: every site answers zeros (see the module
    /// documentation).
    alone: bool,
}

/// `to - from`, or 0 where a lane gave no operand.
fn difference(from: Option<[f32; 4]>, to: Option<[f32; 4]>) -> [f32; 4] {
    match (from, to) {
        (Some(a), Some(b)) => [b[0] - a[0], b[1] - a[1], b[2] - a[2], b[3] - a[3]],
        _ => [0.0; 4],
    }
}

impl QuadSites {
    /// Lane `lane` (0-3, see [`Quad`]) from its first site on; `helper`:
    /// a lane the triangle does not cover.
    pub fn lane(&mut self, lane: usize, helper: bool) -> Lane<'_> {
        Lane {
            sites: self,
            lane,
            helper,
            met: 0,
            visits: Vec::new(),
            answers: Vec::new(),
            next_known: 0,
        }
    }

    /// Answer the first in order of the sites the stopped lanes wait at;
    /// false if none waits.
    fn resolve(&mut self) -> bool {
        let Some(key) = self.pending.iter().flatten().map(|p| p.0).min() else {
            return false;
        };
        let at = self.pending.map(|p| p.filter(|p| p.0 == key));
        let v = at.map(|p| p.map(|(_, value, _)| value));
        let mut answer = [([0.0; 4], [0.0; 4]); QUAD_LANES];
        for (l, a) in answer.iter_mut().enumerate() {
            // Lanes: 0 and 1 the lower row, 0 and 2 the left column.
            *a = match at[l] {
                Some((_, _, DerivativeKind::Fine)) => (
                    difference(v[l & 2], v[(l & 2) | 1]),
                    difference(v[l & 1], v[(l & 1) | 2]),
                ),
                Some((_, _, DerivativeKind::Coarse)) => {
                    (difference(v[0], v[1]), difference(v[0], v[2]))
                }
                None => ([0.0; 4], [0.0; 4]),
            };
        }
        self.known.push((key, answer));
        self.pending = [None; QUAD_LANES];
        true
    }
}

/// One run of one lane: answers the sites the quad knows, records the
/// operand of the first one it does not.
#[derive(Debug)]
pub struct Lane<'a> {
    sites: &'a mut QuadSites,
    lane: usize,
    helper: bool,
    /// Sites met in this run.
    met: usize,
    /// Per place met in this run: how often.
    visits: Vec<(u32, u32)>,
    /// The answers this run received.
    answers: Vec<Pair>,
    /// Where in the known sites to look first: after the last one found
    /// (a rerun meets them in the order they were answered).
    next_known: usize,
}

impl Lane<'_> {
    /// The lane's place in its quad (0-3, see [`Quad`]).
    pub fn index(&self) -> usize {
        self.lane
    }

    /// A helper lane: shaded for its neighbours' derivatives only.
    pub fn helper(&self) -> bool {
        self.helper
    }

    /// The answers this run received, in order (to replay the lane alone).
    pub fn answers(&self) -> Vec<Pair> {
        self.answers.clone()
    }
}

impl Derivatives for Lane<'_> {
    fn derivatives(&mut self, value: [f32; 4], kind: DerivativeKind, site: u32) -> Option<Pair> {
        if self.sites.alone {
            // No pass waits for neighbours, so no site limit either: the
            // loop budget bounds the lane.
            let zero = ([0.0; 4], [0.0; 4]);
            self.answers.push(zero);
            return Some(zero);
        }
        self.met += 1;
        if self.met > MAX_SITES {
            self.sites.overflow.get_or_insert(self.lane);
            return None;
        }
        let count = match self.visits.iter_mut().find(|v| v.0 == site) {
            Some(v) => {
                v.1 += 1;
                v.1 - 1
            }
            None => {
                self.visits.push((site, 1));
                0
            }
        };
        let key = (site, count);
        // A site answered without this lane (it came later than its
        // neighbours, on another path) has no neighbours' operands: zeros.
        let known = &self.sites.known;
        let at = match known.get(self.next_known) {
            Some(k) if k.0 == key => Some(self.next_known),
            _ => known.iter().position(|k| k.0 == key),
        };
        match at.map(|i| (i, &known[i])) {
            Some((i, (_, answers))) => {
                self.next_known = i + 1;
                let a = answers[self.lane];
                self.answers.push(a);
                Some(a)
            }
            None => {
                self.sites.pending[self.lane] = Some((key, value, kind));
                None
            }
        }
    }
}

/// One run of the fragment shader on a lane: `Some(result)` when it
/// ended, `None` when it stopped at a site not known yet.
pub type LaneRun<'r, T> = dyn FnMut(&Fragment, &mut Lane<'_>) -> Result<Option<T>, Error> + 'r;

/// Shade `quad` in passes. `run(fragment, lane)` runs the
/// fragment shader once on a lane: `Some(result)` when it ended, `None`
/// when it stopped at a site not known yet. Returns the result of every
/// covered lane (helpers give `None`). `alone`: no derivative can change
/// a result, every site answers zeros (see the module documentation).
pub fn shade_quad<T>(
    quad: &Quad,
    alone: bool,
    run: &mut LaneRun<'_, T>,
) -> Result<[Option<T>; QUAD_LANES], Error> {
    let mut sites = QuadSites {
        alone,
        ..QuadSites::default()
    };
    let mut out: [Option<T>; QUAD_LANES] = [None, None, None, None];
    let mut ended = [false; QUAD_LANES];
    let mut helpers = false;
    loop {
        for helper_phase in [false, true] {
            for l in 0..QUAD_LANES {
                let covered = quad.covered[l];
                if ended[l] || covered == helper_phase || (helper_phase && !helpers) {
                    continue;
                }
                let mut lane = sites.lane(l, !covered);
                match run(&quad.lanes[l], &mut lane)? {
                    Some(r) => {
                        ended[l] = true;
                        if covered {
                            out[l] = Some(r);
                        }
                    }
                    None if covered => helpers = true,
                    None => {}
                }
            }
        }
        if let Some(l) = sites.overflow {
            let f = &quad.lanes[l];
            return Err(Error::Trap(Trap::DerivativeSites {
                x: f.x,
                y: f.y,
                max: MAX_SITES,
            }));
        }
        let waiting = (0..QUAD_LANES).any(|l| quad.covered[l] && !ended[l]);
        if !waiting || !sites.resolve() {
            return Ok(out);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim::raster::{rasterize_quads, Quad, ShadedVertex};

    /// The quads of a 2x2 window that the triangle with clip-space corners
    /// `corners` (w = 1, slot 0 its position) touches.
    fn quads_of(corners: [(f32, f32); 3]) -> Vec<Quad> {
        let [a, b, c] = corners.map(|(x, y)| ShadedVertex {
            position: [x, y, 0.0, 1.0],
            slots: vec![[x, y, 0.0, 1.0]],
        });
        let mut quads = Vec::new();
        let mut stats = Default::default();
        rasterize_quads([&a, &b, &c], &[], 2, 2, (0, 1), &mut stats, &mut |q| {
            quads.push(q.clone())
        });
        quads
    }

    #[test]
    fn fine_and_coarse_differences_of_a_quad() {
        let mut s = QuadSites::default();
        // A value 10 x + 100 y + lane-specific curvature in lane 3.
        let vals = [0.0f32, 10.0, 100.0, 111.0];
        for (l, v) in vals.iter().enumerate() {
            let kind = if l == 3 {
                DerivativeKind::Coarse
            } else {
                DerivativeKind::Fine
            };
            assert_eq!(
                s.lane(l, false).derivatives([*v, 1.0, 0.0, 0.0], kind, 1),
                None
            );
        }
        assert!(s.resolve());
        let d = |s: &mut QuadSites, l: usize| {
            s.lane(l, false)
                .derivatives([0.0; 4], DerivativeKind::Fine, 1)
                .unwrap()
        };
        assert_eq!(
            d(&mut s, 0),
            ([10.0, 0.0, 0.0, 0.0], [100.0, 0.0, 0.0, 0.0])
        );
        assert_eq!(
            d(&mut s, 1),
            ([10.0, 0.0, 0.0, 0.0], [101.0, 0.0, 0.0, 0.0])
        );
        assert_eq!(
            d(&mut s, 2),
            ([11.0, 0.0, 0.0, 0.0], [100.0, 0.0, 0.0, 0.0])
        );
        // Lane 3 asked for coarse differences: the first lane's.
        assert_eq!(
            d(&mut s, 3),
            ([10.0, 0.0, 0.0, 0.0], [100.0, 0.0, 0.0, 0.0])
        );
        // Nobody waits any more.
        assert!(!s.resolve());
    }

    #[test]
    fn a_lane_past_the_site_limit_ends_the_quad_with_an_error() {
        let quads = quads_of([(-1.0, -1.0), (3.0, -1.0), (-1.0, 3.0)]);
        // A shader that meets sites forever, as `for (;;) dFdx(x);`.
        let mut runs = 0;
        let r = shade_quad::<()>(&quads[0], false, &mut |f, lane| {
            runs += 1;
            loop {
                if lane
                    .derivatives([f.frag_coord[0]; 4], DerivativeKind::Fine, 1)
                    .is_none()
                {
                    return Ok(None);
                }
            }
        });
        assert_eq!(
            r.unwrap_err().to_string(),
            format!(
                "simulator: the fragment at (0, 0) went past {MAX_SITES} derivative sites \
                 (dFdx, dFdy, fwidth, implicit-level texture lookups)"
            )
        );
        assert_eq!(runs, 4 * (MAX_SITES + 1));
    }

    #[test]
    fn lanes_alone_run_once_each_with_zero_differences() {
        // One triangle over the lower-left half of a 2x2 window: the quad
        // has covered and helper lanes.
        let quads = quads_of([(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0)]);
        let q = &quads[0];
        assert!(q.covered.contains(&false) && q.covered.contains(&true));
        let mut ran = Vec::new();
        let out = shade_quad(q, true, &mut |f, lane| {
            ran.push(lane.index());
            // Far more sites than a quad in passes may meet.
            for _ in 0..2 * MAX_SITES {
                let d = lane.derivatives([f.frag_coord[0]; 4], DerivativeKind::Fine, 1);
                assert_eq!(d, Some(([0.0; 4], [0.0; 4])));
            }
            Ok(Some(lane.index()))
        })
        .unwrap();
        let covered: Vec<usize> = (0..QUAD_LANES).filter(|&l| q.covered[l]).collect();
        assert_eq!(ran, covered);
        for (l, o) in out.iter().enumerate() {
            assert_eq!(*o, q.covered[l].then_some(l));
        }
    }

    #[test]
    fn a_lane_without_an_operand_gives_zero_differences() {
        let mut s = QuadSites::default();
        for l in [0, 1, 2] {
            s.lane(l, false)
                .derivatives([l as f32 + 1.0; 4], DerivativeKind::Fine, 1);
        }
        assert!(s.resolve());
        let mut lane = s.lane(2, false);
        // Lane 2's row partner (3) gave nothing: d/dx is 0; its column
        // partner (0) did.
        assert_eq!(
            lane.derivatives([0.0; 4], DerivativeKind::Fine, 1),
            Some(([0.0; 4], [2.0; 4]))
        );
        assert_eq!(lane.answers(), vec![([0.0; 4], [2.0; 4])]);
    }
}
