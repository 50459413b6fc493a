//! Triangle rasterizer: viewport transform, edge functions with a top-left
//! fill rule, perspective-correct interpolation of vec4 slots.
//!
//! Window coordinates follow GL: origin at the lower left, pixel centres at
//! half-integers, depth range [0, 1]. Triangles with a vertex at `w <= 0`
//! are dropped (no clipping against the near plane); the scissor is the
//! viewport.

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
    pub position: [f32; 4],
    pub slots: Vec<[f32; 4]>,
}

/// A fragment handed to the fragment stage.
#[derive(Clone, Debug, PartialEq)]
pub struct Fragment {
    /// Pixel column and row, row 0 at the bottom (GL window space).
    pub x: u32,
    pub y: u32,
    /// `gl_FragCoord`: (x + 0.5, y + 0.5, depth, 1 / w).
    pub frag_coord: [f32; 4],
    pub front_facing: bool,
    /// The interpolated VS output slots (a bank holds at most 8), without
    /// a heap allocation per fragment.
    pub slots: [[f32; 4]; VARYING_NUM as usize],
}

/// Counts of one draw's rasterization.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RasterStats {
    pub triangles: u64,
    pub culled: u64,
    pub fragments: u64,
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

/// Rasterize one triangle; `shade` runs per covered pixel centre.
pub fn rasterize_triangle(
    v: [&ShadedVertex; 3],
    interp: &[Interp],
    width: u32,
    height: u32,
    stats: &mut RasterStats,
    shade: &mut dyn FnMut(Fragment),
) {
    rasterize_rows(v, interp, width, height, (0, 1), stats, shade)
}

/// Like [`rasterize_triangle`], for the rows `y` with `y % step == first`
/// only (a shading thread's share of the window).
pub fn rasterize_rows(
    v: [&ShadedVertex; 3],
    interp: &[Interp],
    width: u32,
    height: u32,
    (first, step): (u32, u32),
    stats: &mut RasterStats,
    shade: &mut dyn FnMut(Fragment),
) {
    stats.triangles += 1;
    // `w <= 0` or NaN: behind the eye or degenerate.
    if v.iter()
        .any(|v| v.position[3].partial_cmp(&0.0) != Some(std::cmp::Ordering::Greater))
    {
        stats.culled += 1;
        return;
    }
    let w: Vec<WinVertex> = v
        .iter()
        .map(|v| to_window(v.position, width, height))
        .collect();
    let area = edge(&w[0], &w[1], w[2].x, w[2].y);
    if area == 0.0 || !area.is_finite() {
        stats.culled += 1;
        return;
    }
    let front_facing = area > 0.0;
    // Walk the triangle counter-clockwise so inside means all edges >= 0.
    let order: [usize; 3] = if front_facing { [0, 1, 2] } else { [0, 2, 1] };
    let (a, b, c) = (&w[order[0]], &w[order[1]], &w[order[2]]);
    let area = area.abs();
    let min_x = a.x.min(b.x).min(c.x).floor().max(0.0) as u32;
    let max_x = (a.x.max(b.x).max(c.x).ceil().min(width as f32)) as u32;
    let min_y = a.y.min(b.y).min(c.y).floor().max(0.0) as u32;
    let max_y = (a.y.max(b.y).max(c.y).ceil().min(height as f32)) as u32;
    let owns = [owns_edge(b, c), owns_edge(c, a), owns_edge(a, b)];
    let slots = v[0].slots.len().min(VARYING_NUM as usize);
    let step = step.max(1);
    let start = min_y + (first + step - min_y % step) % step;
    for y in (start..max_y).step_by(step as usize) {
        let py = y as f32 + 0.5;
        for x in min_x..max_x {
            let px = x as f32 + 0.5;
            let e = [edge(b, c, px, py), edge(c, a, px, py), edge(a, b, px, py)];
            if e.iter()
                .zip(owns)
                .any(|(e, own)| *e < 0.0 || (*e == 0.0 && !own))
            {
                continue;
            }
            // Screen-space barycentrics in the caller's vertex order.
            let mut bary = [0.0f32; 3];
            for (k, o) in order.iter().enumerate() {
                bary[*o] = e[k] / area;
            }
            let z = bary[0] * w[0].z + bary[1] * w[1].z + bary[2] * w[2].z;
            let inv_w = bary[0] * w[0].inv_w + bary[1] * w[1].inv_w + bary[2] * w[2].inv_w;
            let persp = [
                bary[0] * w[0].inv_w / inv_w,
                bary[1] * w[1].inv_w / inv_w,
                bary[2] * w[2].inv_w / inv_w,
            ];
            let mut out = [[0.0f32; 4]; VARYING_NUM as usize];
            for (s, dst) in out.iter_mut().enumerate().take(slots) {
                let mode = interp.get(s).copied().unwrap_or(Interp::Smooth);
                let weights = match mode {
                    Interp::Smooth => persp,
                    Interp::NoPerspective => bary,
                    Interp::Flat => {
                        *dst = v[2].slots[s];
                        continue;
                    }
                };
                let mut val = [0.0f32; 4];
                for (c, slot) in val.iter_mut().enumerate() {
                    *slot = weights[0] * v[0].slots[s][c]
                        + weights[1] * v[1].slots[s][c]
                        + weights[2] * v[2].slots[s][c];
                }
                *dst = val;
            }
            stats.fragments += 1;
            shade(Fragment {
                x,
                y,
                frag_coord: [px, py, z, inv_w],
                front_facing,
                slots: out,
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
}
