//! Primitive clipping in homogeneous clip space (GL 2.1 §2.12, GL 3.0
//! §2.17): a triangle is clipped against the view volume `-w <= x, y, z <=
//! w` and against every enabled user clip plane, whose signed distance
//! (`>= 0` inside) each vertex carries. Sutherland-Hodgman, one plane after
//! the other; the polygon left over is handed on as a fan.
//!
//! A new vertex on an edge is `in + t (out - in)` with `t = d_in / (d_in -
//! d_out)`, always from the inside vertex, so two triangles sharing an edge
//! get the same point (no cracks). Every output slot is interpolated with
//! the same `t` (linear in clip space, which the rasterizer's perspective
//! correction then undoes as GL requires); `noperspective` slots use the
//! parameter that is linear in window space instead (GL 3.0 §2.17), and
//! `flat` slots keep the provoking vertex's raw bits. Positions and
//! distances and slots are double-double (`Dd`, about 106 bits): a
//! corner at 1e17 (not rare in shaders that divide) and a new corner at 1
//! meet in one lerp, and f64 alone would misplace the new corner by whole
//! windows; f32 inputs and their sums `w ± x` are exact in it.

use super::dd::Dd;
use super::raster::{Interp, ShadedVertex};

/// User clip planes (`gl_MaxClipPlanes`, `gl_MaxClipDistances`).
pub const MAX_CLIP_PLANES: usize = 8;

/// The six planes of the view volume (`w ± x`, `w ± y`, `w ± z`), bits
/// 0..6 of an outcode; user plane `k` is bit `6 + k`.
const VIEW_PLANES: usize = 6;

/// A vertex to be clipped: the shaded vertex and its distances to the user
/// clip planes.
#[derive(Clone, Debug, PartialEq)]
pub struct ClipVertex<'a> {
    /// The vertex.
    pub vertex: &'a ShadedVertex,
    /// Signed distance to user plane `k` (used only where enabled).
    pub user: [f32; MAX_CLIP_PLANES],
}

/// What clipping made of one triangle.
#[derive(Clone, Debug, PartialEq)]
pub enum Clipped {
    /// Inside every plane: the triangle as it was.
    Inside,
    /// Wholly outside one plane, or not finite.
    Outside,
    /// The polygon left inside (3 to 3 + planes vertices), as a fan around
    /// its first vertex.
    Polygon(Vec<ShadedVertex>),
}

/// Distance of a point to plane `p` (view planes first, then user planes).
fn distance([x, y, z, w]: [Dd; 4], user: &[Dd; MAX_CLIP_PLANES], p: usize) -> Dd {
    match p {
        0 => w + x,
        1 => w - x,
        2 => w + y,
        3 => w - y,
        4 => w + z,
        5 => w - z,
        k => user[k - VIEW_PLANES],
    }
}

/// Planes (bits) that `v` lies outside of, among `planes`.
fn outcode(v: &ClipVertex<'_>, planes: u32) -> u32 {
    let (pos, user) = (v.vertex.position.map(Dd::from), v.user.map(Dd::from));
    (0..VIEW_PLANES + MAX_CLIP_PLANES)
        .filter(|p| planes & (1 << p) != 0 && !distance(pos, &user, *p).is_non_negative())
        .fold(0, |code, p| code | 1 << p)
}

/// A point of the polygon during clipping.
#[derive(Clone)]
struct Point {
    position: [Dd; 4],
    user: [Dd; MAX_CLIP_PLANES],
    slots: Vec<[Dd; 4]>,
}

impl Point {
    fn of(v: &ClipVertex<'_>) -> Point {
        Point {
            position: v.vertex.position.map(Dd::from),
            user: v.user.map(Dd::from),
            slots: v.vertex.slots.iter().map(|s| s.map(Dd::from)).collect(),
        }
    }

    fn distance(&self, p: usize) -> Dd {
        distance(self.position, &self.user, p)
    }

    /// The point at `t` from `a` (inside) towards `b`.
    fn between(a: &Point, b: &Point, t: Dd, interp: &[Interp]) -> Point {
        let lerp = |x: Dd, y: Dd| x + t * (y - x);
        let position: [Dd; 4] = std::array::from_fn(|c| lerp(a.position[c], b.position[c]));
        // The window-space parameter of the same point, for `noperspective`.
        let w = position[3];
        let screen = if w.to_f64() != 0.0 {
            t * b.position[3] / w
        } else {
            t
        };
        Point {
            position,
            user: std::array::from_fn(|k| lerp(a.user[k], b.user[k])),
            slots: a
                .slots
                .iter()
                .zip(&b.slots)
                .enumerate()
                .map(|(s, (x, y))| {
                    let t = match interp.get(s) {
                        Some(Interp::NoPerspective) => screen,
                        _ => t,
                    };
                    std::array::from_fn(|c| x[c] + t * (y[c] - x[c]))
                })
                .collect(),
        }
    }
}

/// Clip triangle `v` against the view volume and the user planes whose
/// bits are set in `user_planes`; `interp` gives each slot's
/// interpolation, the provoking vertex (for `flat`) is `v[2]`. A corner
/// that is not finite drops the triangle.
pub fn clip_triangle(v: [&ClipVertex<'_>; 3], user_planes: u8, interp: &[Interp]) -> Clipped {
    if v.iter()
        .any(|v| v.vertex.position.iter().any(|c| !c.is_finite()))
    {
        return Clipped::Outside;
    }
    let planes = ((1u32 << VIEW_PLANES) - 1) | (u32::from(user_planes) << VIEW_PLANES);
    let codes = v.map(|v| outcode(v, planes));
    if codes.iter().all(|c| *c == 0) {
        return Clipped::Inside;
    }
    if codes[0] & codes[1] & codes[2] != 0 {
        return Clipped::Outside;
    }
    let crossed = codes[0] | codes[1] | codes[2];
    let mut poly: Vec<Point> = v.iter().map(|v| Point::of(v)).collect();
    let mut next = Vec::with_capacity(poly.len() + 1);
    for p in (0..VIEW_PLANES + MAX_CLIP_PLANES).filter(|p| crossed & (1 << p) != 0) {
        next.clear();
        for i in 0..poly.len() {
            let (a, b) = (&poly[i], &poly[(i + 1) % poly.len()]);
            let (da, db) = (a.distance(p), b.distance(p));
            let (ina, inb) = (da.is_non_negative(), db.is_non_negative());
            if ina {
                next.push(a.clone());
            }
            if ina != inb {
                // From the inside vertex, so a shared edge clips the same way.
                let (from, to, df, dt) = if ina { (a, b, da, db) } else { (b, a, db, da) };
                // An inside vertex on the plane is the crossing itself, and
                // it is in the polygon already (or comes next): no second
                // copy, which would add a zero-area triangle to the fan.
                if !df.is_zero() {
                    next.push(Point::between(from, to, df / (df - dt), interp));
                }
            }
        }
        std::mem::swap(&mut poly, &mut next);
        if poly.len() < 3 {
            return Clipped::Outside;
        }
    }
    let provoking = &v[2].vertex.slots;
    Clipped::Polygon(
        poly.into_iter()
            .map(|pt| ShadedVertex {
                position: pt.position.map(|c| c.to_f64() as f32),
                slots: pt
                    .slots
                    .iter()
                    .enumerate()
                    .map(|(s, x)| match interp.get(s) {
                        Some(Interp::Flat) => provoking[s],
                        _ => x.map(|c| c.to_f64() as f32),
                    })
                    .collect(),
            })
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sv(p: [f32; 4], slots: Vec<[f32; 4]>) -> ShadedVertex {
        ShadedVertex { position: p, slots }
    }

    /// Clip `v` with user distances `user` (planes 0 and 1).
    fn clip(v: &[ShadedVertex], user: [[f32; 2]; 3], planes: u8, interp: &[Interp]) -> Clipped {
        let c: Vec<ClipVertex> = (0..3)
            .map(|i| {
                let mut u = [0.0; MAX_CLIP_PLANES];
                u[..2].copy_from_slice(&user[i]);
                ClipVertex {
                    vertex: &v[i],
                    user: u,
                }
            })
            .collect();
        clip_triangle([&c[0], &c[1], &c[2]], planes, interp)
    }

    fn polygon(c: Clipped) -> Vec<ShadedVertex> {
        match c {
            Clipped::Polygon(p) => p,
            other => panic!("{other:?}"),
        }
    }

    /// Each row: three corners, the enabled user planes with each corner's
    /// distances, and the outcome: inside (MAX), outside (None), or the
    /// number of polygon corners.
    #[test]
    fn outcomes_table() {
        type Row = ([[f32; 4]; 3], u8, [[f32; 2]; 3], Option<usize>);
        let (i, o, z) = (Some(usize::MAX), None, [[0.0; 2]; 3]);
        let small = [[0., 0., 0., 1.], [0.5, 0., 0., 1.], [0., 0.5, 0., 1.]];
        let rows: &[Row] = &[
            // Inside, edges on the volume's faces included.
            (
                [[-1., -1., 0., 1.], [1., -1., 0., 1.], [-1., 1., 0., 1.]],
                0,
                z,
                i,
            ),
            // Beyond x = w on every corner.
            (
                [[2., 0., 0., 1.], [3., 0., 0., 1.], [2., 1., 0., 1.]],
                0,
                z,
                o,
            ),
            // Behind the eye.
            (
                [[0., 0., 0., -1.], [0.1, 0., 0., -1.], [0., 0.1, 0., -1.]],
                0,
                z,
                o,
            ),
            // One corner past the far plane: a quadrilateral.
            (
                [[0., 0., 0., 1.], [0.5, 0., 3., 1.], [0., 0.5, 0., 1.]],
                0,
                z,
                Some(4),
            ),
            // Two corners past the near plane: a smaller triangle.
            (
                [[0., 0., 0., 1.], [0.5, 0., -3., 1.], [0., 0.5, -3., 1.]],
                0,
                z,
                Some(3),
            ),
            // One corner behind the eye (w < 0): its edges leave through
            // x = w and y = w, and the corner between those planes stays.
            (
                [[0., 0., 0., 1.], [0.5, 0., 0., -1.], [0., 0.5, 0., 1.]],
                0,
                z,
                Some(5),
            ),
            // Huge corners around the window: what is left is its square.
            (
                [
                    [-1e17, -1e17, 0., 1.],
                    [1e17, -1e17, 0., 1.],
                    [0., 1e17, 0., 1.],
                ],
                0,
                z,
                Some(4),
            ),
            // A full-screen triangle: its corner (1, 1) lies on both
            // planes it crosses and is kept once, so the square has four
            // corners and its fan no zero-area triangle.
            (
                [[-1., -1., 0., 1.], [3., -1., 0., 1.], [-1., 3., 0., 1.]],
                0,
                z,
                Some(4),
            ),
            // A user plane that all corners are inside of, enabled.
            (small, 1, [[0., -9.]; 3], i),
            // Plane 1 rejects everything, but it is not enabled.
            (small, 1, [[1., -1.]; 3], i),
            // Enabled and outside.
            (small, 2, [[1., -1.]; 3], o),
            // Distance 0 is inside.
            (small, 3, z, i),
            // One corner cut off by a user plane.
            (small, 1, [[1., 0.], [-1., 0.], [1., 0.]], Some(4)),
            // Two user planes, each cutting a corner.
            (small, 3, [[1., -1.], [-1., 2.], [1., 1.]], Some(5)),
            // NaN and infinite positions.
            (
                [[f32::NAN, 0., 0., 1.], [0.5, 0., 0., 1.], [0., 0.5, 0., 1.]],
                0,
                z,
                o,
            ),
            (
                [
                    [0., 0., 0., f32::INFINITY],
                    [0.5, 0., 0., 1.],
                    [0., 0.5, 0., 1.],
                ],
                0,
                z,
                o,
            ),
        ];
        for (n, (pos, planes, user, want)) in rows.iter().enumerate() {
            let v: Vec<ShadedVertex> = pos.iter().map(|p| sv(*p, vec![[0.0; 4]])).collect();
            let got = match clip(&v, *user, *planes, &[Interp::Smooth]) {
                Clipped::Inside => Some(usize::MAX),
                Clipped::Outside => None,
                Clipped::Polygon(p) => Some(p.len()),
            };
            assert_eq!(got, *want, "row {n}");
        }
    }

    #[test]
    fn huge_corners_leave_the_window_square() {
        let v = [
            sv([-1e17, -1e17, 0.0, 1.0], vec![]),
            sv([1e17, -1e17, 0.0, 1.0], vec![]),
            sv([0.0, 1e17, 0.0, 1.0], vec![]),
        ];
        let poly = polygon(clip(&v, [[0.0; 2]; 3], 0, &[]));
        for p in &poly {
            let [x, y, _, w] = p.position;
            assert_eq!(w, 1.0);
            assert!(x.abs() <= 1.0 && y.abs() <= 1.0, "{x} {y}");
            assert!(x.abs() == 1.0 || y.abs() == 1.0, "{x} {y}");
        }
        // The bottom corners of the window are inside the triangle.
        assert!(poly.iter().any(|p| p.position[..2] == [-1.0, -1.0]));
        assert!(poly.iter().any(|p| p.position[..2] == [1.0, -1.0]));
    }

    #[test]
    fn slots_interpolate_with_the_position() {
        // The edge from z = 0 to z = 3 leaves through z = w at t = 1/3;
        // slot 1 = 3 z there is 3, the flat slot keeps corner 2's bits.
        let mk = |x: f32, z: f32, flat: u32| {
            sv(
                [x, 0.1, z, 1.0],
                vec![[z, 0.0, 0.0, 0.0], [3.0 * z; 4], [f32::from_bits(flat); 4]],
            )
        };
        let v = [mk(0.0, 0.0, 1), mk(0.5, 3.0, 2), mk(-0.5, 0.0, 0x7fc0_0001)];
        let interp = [Interp::Smooth, Interp::Smooth, Interp::Flat];
        let poly = polygon(clip(&v, [[0.0; 2]; 3], 0, &interp));
        assert_eq!(poly.len(), 4);
        for p in &poly {
            assert_eq!(p.slots[0][0], p.position[2]);
            assert!((p.slots[1][0] - 3.0 * p.position[2]).abs() < 1e-6);
            assert_eq!(p.slots[2][0].to_bits(), 0x7fc0_0001);
            assert!(p.position[2] <= 1.0);
        }
        assert_eq!(poly.iter().filter(|p| p.position[2] == 1.0).count(), 2);
    }

    #[test]
    fn noperspective_slots_follow_window_space() {
        // The edge from (0, w = 1) to (6, w = 3) leaves x = w at t = 1/4
        // (6t = 1 + 2t), w = 1.5; in the window x/w runs from 0 to 2 and the
        // point is at 1, half way.
        let v = [
            sv([0.0, 0.0, 0.0, 1.0], vec![[0.0; 4], [0.0; 4]]),
            sv([6.0, 0.0, 0.0, 3.0], vec![[1.0; 4], [1.0; 4]]),
            sv([0.0, 0.5, 0.0, 1.0], vec![[0.0; 4], [0.0; 4]]),
        ];
        let interp = [Interp::Smooth, Interp::NoPerspective];
        let poly = polygon(clip(&v, [[0.0; 2]; 3], 0, &interp));
        let on = poly
            .iter()
            .find(|p| p.position[1] == 0.0 && p.position[0] > 0.0)
            .unwrap();
        assert_eq!(on.position[3], 1.5);
        assert_eq!(on.slots[0][0], 0.25);
        assert_eq!(on.slots[1][0], 0.5);
    }

    #[test]
    fn a_shared_edge_clips_to_the_same_points_from_both_sides() {
        // a-b crosses both z planes; c and d lie on either side of it.
        let a = sv([-0.5, 0.0, -4.0, 1.0], vec![[0.3; 4]]);
        let b = sv([0.5, 0.3, 2.0, 1.0], vec![[0.7; 4]]);
        let c = sv([0.5, -0.9, 0.0, 1.0], vec![[0.0; 4]]);
        let d = sv([-0.5, 0.9, 0.0, 1.0], vec![[0.0; 4]]);
        let z = [[0.0; 2]; 3];
        let p1 = polygon(clip(&[a.clone(), b.clone(), c], z, 0, &[Interp::Smooth]));
        let p2 = polygon(clip(&[b, a, d], z, 0, &[Interp::Smooth]));
        let on_ab = |v: &&ShadedVertex| {
            let q = v.position.map(f64::from);
            let t = q[0] + 0.5;
            (q[2].abs() == 1.0)
                && ((-4.0 + 6.0 * t) - q[2]).abs() < 1e-6
                && (0.3 * t - q[1]).abs() < 1e-6
        };
        let s1: Vec<_> = p1.iter().filter(on_ab).collect();
        let s2: Vec<_> = p2.iter().filter(on_ab).collect();
        assert_eq!(s1.len(), 2);
        for v in &s1 {
            assert!(s2.contains(v), "{v:?} not in {s2:?}");
        }
    }
}
