//! Fixed-function work between the vertex shader and the rasterizer: the
//! vertex colour clamp, primitive assembly (`GL_TRIANGLES`, or the
//! triangles of strips, fans and quads given as an [`Assembly`]), clipping
//! against the view volume and the user clip planes, and two-sided colour
//! selection.
//!
//! * Colour clamp (GL 2.1 §2.14.6, and GL 3.0 §2.19.6 with
//!   `CLAMP_VERTEX_COLOR` at its default `TRUE`): `gl_FrontColor`,
//!   `gl_BackColor`, `gl_FrontSecondaryColor` and `gl_BackSecondaryColor`
//!   are clamped to [0, 1] before they are interpolated.
//! * User clip planes (GL 2.1 §2.12, GLSL 1.30 §7.1): plane `k`, when
//!   enabled, keeps the points where `gl_ClipDistance[k] >= 0` if the
//!   vertex stage writes `gl_ClipDistance`; else where `plane · v >= 0`
//!   with `v` = `gl_ClipVertex` if written, else `gl_Position` (GLSL 1.30
//!   says so; in GLSL 1.10/1.20 the result is undefined and Mesa's
//!   llvmpipe does the same). The plane is in eye coordinates, as
//!   `glClipPlane` stores it.
//! * Two-sided colour (GL 2.1 §2.14.1, `VERTEX_PROGRAM_TWO_SIDE`): a
//!   back-facing triangle gives the fragment stage `gl_BackColor` and
//!   `gl_BackSecondaryColor` where it reads `gl_Color` and
//!   `gl_SecondaryColor`. Facing is the sign of the window-space area, as
//!   the rasterizer computes it.

use super::clip::{clip_triangle, ClipVertex, Clipped, MAX_CLIP_PLANES};
use super::raster::{Interp, ShadedVertex};
use crate::abi::SLOT_SIZE;
use crate::layout::unpack;
use crate::slots::SlotEntry;
use crate::{Error, InputError, Program, Trap};
use gpubin_glsl::ir::Scalar;
use gpubin_glsl::Value;

/// The fixed-function state this stage reads.
#[derive(Clone, Debug, PartialEq)]
pub struct VertexPost {
    /// User clip plane `k` in eye coordinates (`glClipPlane` transforms
    /// the plane it is given by the inverse modelview matrix of the time).
    pub clip_planes: [[f64; 4]; MAX_CLIP_PLANES],
    /// Bit `k`: `GL_CLIP_PLANEk` (= `GL_CLIP_DISTANCEk`) is enabled.
    pub clip_enabled: u8,
    /// `GL_VERTEX_PROGRAM_TWO_SIDE`.
    pub two_side: bool,
    /// `CLAMP_VERTEX_COLOR` (`TRUE` unless an application turns it off).
    pub clamp_vertex_color: bool,
    /// The draw's triangles as corners of its shaded vertices; `None`:
    /// the vertices in order make `GL_TRIANGLES`.
    pub assembly: Option<Assembly>,
}

/// The triangles of a draw whose vertices are shaded once each, as GL
/// shades the vertices of strips, fans and quads (so `gl_VertexID` is the
/// vertex's index in the draw): three corners per triangle, the provoking
/// vertex (`flat`) last, and the primitive each triangle belongs to
/// (`gl_PrimitiveID`; the two triangles of a quad are one primitive).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Assembly {
    /// Three vertex indices per triangle, the provoking vertex last.
    pub corners: Vec<u32>,
    /// The primitive of each triangle.
    pub primitives: Vec<u32>,
}

impl Default for VertexPost {
    fn default() -> Self {
        VertexPost {
            clip_planes: [[0.0; 4]; MAX_CLIP_PLANES],
            clip_enabled: 0,
            two_side: false,
            clamp_vertex_color: true,
            assembly: None,
        }
    }
}

/// One triangle to rasterize: its corners in [`Primitives::vertices`] and
/// the primitive it comes from (`gl_PrimitiveID`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Triangle {
    /// Indices into [`Primitives::vertices`], the provoking vertex last.
    pub corners: [u32; 3],
    /// `gl_PrimitiveID`.
    pub primitive: u32,
}

/// The triangles of a draw after clipping.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Primitives {
    /// The shaded vertices, then the corners clipping made.
    pub vertices: Vec<ShadedVertex>,
    /// The triangles to rasterize, in draw order.
    pub triangles: Vec<Triangle>,
    /// Primitives wholly outside the clip volume.
    pub rejected: u64,
    /// Triangles beyond one per primitive, from clipped polygons.
    pub split: u64,
}

impl Primitives {
    /// (primitive, corners) in draw order.
    pub fn iter(&self) -> impl Iterator<Item = (usize, [&ShadedVertex; 3])> + '_ {
        self.triangles.iter().map(|t| {
            (
                t.primitive as usize,
                t.corners.map(|c| &self.vertices[c as usize]),
            )
        })
    }
}

/// Where the clip distances of a vertex come from.
enum ClipSource<'a> {
    Distances(&'a SlotEntry),
    Vertex(&'a SlotEntry),
    Position,
}

/// The VS output `name`, when the shader writes it.
fn output<'a>(p: &'a Program, name: &str) -> Option<&'a SlotEntry> {
    p.slots.vs.output(name).filter(|e| e.used)
}

/// The value of output `e` in `v`'s slots.
fn read(p: &Program, e: &SlotEntry, v: &ShadedVertex) -> Result<Value, Error> {
    let first = e.slot as usize;
    let mut bytes = Vec::with_capacity(e.slots as usize * SLOT_SIZE as usize);
    for s in first..first + e.slots as usize {
        let slot = v.slots.get(s).copied().unwrap_or_default();
        bytes.extend(slot.iter().flat_map(|c| c.to_le_bytes()));
    }
    unpack(&e.ty, &p.vs.structs, &bytes, 0).map_err(|e| Error::Trap(Trap::Layout(e)))
}

fn float(v: &Value) -> f32 {
    match v {
        Value::Float(f) => *f,
        _ => 0.0,
    }
}

/// Signed distances of `v` to the enabled user planes.
fn user_distances(
    p: &Program,
    post: &VertexPost,
    source: &ClipSource<'_>,
    v: &ShadedVertex,
) -> Result<[f32; MAX_CLIP_PLANES], Error> {
    let mut d = [0.0f32; MAX_CLIP_PLANES];
    if post.clip_enabled == 0 {
        return Ok(d);
    }
    let point = match source {
        ClipSource::Distances(e) => {
            let Value::Array(items) = read(p, e, v)? else {
                return Err(Error::Trap(Trap::ClipDistance));
            };
            // A plane past the array's size has no distance: never clipped.
            for (k, x) in items.iter().take(MAX_CLIP_PLANES).enumerate() {
                d[k] = float(x);
            }
            return Ok(d);
        }
        ClipSource::Vertex(e) => match read(p, e, v)? {
            Value::Vector(c) if c.len() == 4 => std::array::from_fn(|i| match c[i] {
                Scalar::Float(f) => f,
                _ => 0.0,
            }),
            _ => return Err(Error::Trap(Trap::ClipVertex)),
        },
        ClipSource::Position => v.position,
    };
    for (k, dst) in d.iter_mut().enumerate() {
        if post.clip_enabled & (1 << k) != 0 {
            let plane = post.clip_planes[k];
            *dst = (0..4).map(|c| plane[c] * f64::from(point[c])).sum::<f64>() as f32;
        }
    }
    Ok(d)
}

/// Clamp the colour outputs of every vertex to [0, 1] (NaN becomes 0).
fn clamp_colours(p: &Program, vertices: &mut [ShadedVertex]) {
    for name in [
        "gl_FrontColor",
        "gl_BackColor",
        "gl_FrontSecondaryColor",
        "gl_BackSecondaryColor",
    ] {
        let Some(e) = output(p, name) else { continue };
        for v in vertices.iter_mut() {
            if let Some(s) = v.slots.get_mut(e.slot as usize) {
                *s = s.map(|c| {
                    // Not `clamp`: NaN goes to 0 as with max/min.
                    if c >= 1.0 {
                        1.0
                    } else if c > 0.0 {
                        c
                    } else {
                        0.0
                    }
                });
            }
        }
    }
}

/// Window-space orientation of a triangle, computed as the rasterizer
/// does: `true` for counter-clockwise (front-facing).
fn front_facing(t: [&ShadedVertex; 3], width: u32, height: u32) -> bool {
    let win = t.map(|v| {
        let inv_w = 1.0 / v.position[3];
        (
            (v.position[0] * inv_w + 1.0) * 0.5 * width as f32,
            (v.position[1] * inv_w + 1.0) * 0.5 * height as f32,
        )
    });
    let (a, b, c) = (win[0], win[1], win[2]);
    (b.0 - a.0) * (c.1 - a.1) - (b.1 - a.1) * (c.0 - a.0) > 0.0
}

/// Pairs of VS output slots (front, back) that two-sided colour swaps.
fn back_colour_slots(p: &Program) -> Vec<(usize, usize)> {
    [
        ("gl_FrontColor", "gl_BackColor"),
        ("gl_FrontSecondaryColor", "gl_BackSecondaryColor"),
    ]
    .iter()
    .filter_map(|(f, b)| Some((output(p, f)?.slot as usize, output(p, b)?.slot as usize)))
    .collect()
}

/// Clamp colours, assemble `GL_TRIANGLES` from `shaded`, clip them, and
/// select back colours for back-facing triangles when enabled.
pub fn assemble(
    p: &Program,
    mut shaded: Vec<ShadedVertex>,
    interp: &[Interp],
    post: &VertexPost,
    (width, height): (u32, u32),
) -> Result<Primitives, Error> {
    if post.clamp_vertex_color {
        clamp_colours(p, &mut shaded);
    }
    let mut primitive_of = None;
    if let Some(a) = &post.assembly {
        if a.corners.len() != 3 * a.primitives.len() {
            return Err(Error::Input(InputError::Corners {
                corners: a.corners.len(),
                triangles: a.primitives.len(),
            }));
        }
        let mut corners = Vec::with_capacity(a.corners.len());
        for &c in &a.corners {
            corners.push(shaded.get(c as usize).cloned().ok_or(InputError::Corner {
                corner: c,
                shaded: shaded.len(),
            })?);
        }
        shaded = corners;
        primitive_of = Some(&a.primitives);
    }
    let source = if let Some(e) = output(p, "gl_ClipDistance") {
        ClipSource::Distances(e)
    } else if let Some(e) = output(p, "gl_ClipVertex") {
        ClipSource::Vertex(e)
    } else {
        ClipSource::Position
    };
    let user: Vec<[f32; MAX_CLIP_PLANES]> = shaded
        .iter()
        .map(|v| user_distances(p, post, &source, v))
        .collect::<Result<_, _>>()?;
    let whole = shaded.len() - shaded.len() % 3;
    let mut out = Primitives {
        triangles: Vec::with_capacity(whole / 3),
        ..Default::default()
    };
    let mut made = Vec::new();
    for (prim, first) in (0..whole).step_by(3).enumerate() {
        let c: [ClipVertex<'_>; 3] = std::array::from_fn(|i| ClipVertex {
            vertex: &shaded[first + i],
            user: user[first + i],
        });
        let primitive = primitive_of.map_or(prim as u32, |p| p[prim]);
        match clip_triangle([&c[0], &c[1], &c[2]], post.clip_enabled, interp) {
            Clipped::Inside => {
                let f = first as u32;
                out.triangles.push(Triangle {
                    corners: [f, f + 1, f + 2],
                    primitive,
                })
            }
            Clipped::Outside => out.rejected += 1,
            Clipped::Polygon(poly) => {
                // A fan around the first corner; indices after the shaded
                // vertices.
                let base = (whole + made.len()) as u32;
                out.split += poly.len() as u64 - 3;
                for i in 1..poly.len() as u32 - 1 {
                    out.triangles.push(Triangle {
                        corners: [base, base + i, base + i + 1],
                        primitive,
                    });
                }
                made.extend(poly);
            }
        }
    }
    shaded.truncate(whole);
    shaded.extend(made);
    out.vertices = shaded;
    let swaps = back_colour_slots(p);
    if post.two_side && !swaps.is_empty() {
        // Back-facing triangles get their own corners with the back colours.
        for t in 0..out.triangles.len() {
            let corners = out.triangles[t].corners;
            let tri = corners.map(|c| &out.vertices[c as usize]);
            if front_facing(tri, width, height) {
                continue;
            }
            let base = out.vertices.len() as u32;
            for c in corners {
                let mut v = out.vertices[c as usize].clone();
                for (front, back) in &swaps {
                    if let Some(b) = v.slots.get(*back).copied() {
                        v.slots[*front] = b;
                    }
                }
                out.vertices.push(v);
            }
            out.triangles[t].corners = [base, base + 1, base + 2];
        }
    }
    Ok(out)
}
