//! Texture images bound to units, sampled the way piglit's test textures
//! are set up: nearest filtering, clamp to edge, one level.

use super::lookup::{
    Coord, HostUnits, Lookup, Reader, SharedTextures, HOST_DEPTH, HOST_RGBA, HOST_UNBOUND,
};
use gpubin_glsl::types::SamplerType;
use gpubin_glsl::{TextureQuery, Textures};
use std::collections::BTreeMap;

/// One 2D image: RGBA texels or depth values, row 0 at the bottom.
#[derive(Clone, Debug, PartialEq)]
pub enum TextureImage {
    Rgba {
        width: u32,
        height: u32,
        texels: Vec<[f32; 4]>,
    },
    Depth {
        width: u32,
        height: u32,
        depth: Vec<f32>,
    },
}

impl TextureImage {
    /// Quadrants red (bottom left), green (bottom right), blue (top left),
    /// white (top right), alpha 1 (piglit's `rgbw` image without alpha).
    pub fn rgbw(width: u32, height: u32) -> TextureImage {
        let (hw, hh) = (width / 2, height / 2);
        let texels = (0..height)
            .flat_map(|y| {
                (0..width).map(move |x| match (x >= hw, y >= hh) {
                    (false, false) => [1.0, 0.0, 0.0, 1.0],
                    (true, false) => [0.0, 1.0, 0.0, 1.0],
                    (false, true) => [0.0, 0.0, 1.0, 1.0],
                    (true, true) => [1.0, 1.0, 1.0, 1.0],
                })
            })
            .collect();
        TextureImage::Rgba {
            width,
            height,
            texels,
        }
    }

    /// Squares of `width/2` x `height/2`: `black` where the square
    /// indices sum to an even number (the bottom-left one), else `white`.
    pub fn checkerboard(width: u32, height: u32, black: [f32; 4], white: [f32; 4]) -> TextureImage {
        let (sw, sh) = ((width / 2).max(1), (height / 2).max(1));
        let texels = (0..height)
            .flat_map(|y| {
                (0..width).map(move |x| {
                    if (x / sw + y / sh) % 2 == 0 {
                        black
                    } else {
                        white
                    }
                })
            })
            .collect();
        TextureImage::Rgba {
            width,
            height,
            texels,
        }
    }

    /// Depth rising from 0 at the left column to 1 at the right one.
    pub fn depth_ramp(width: u32, height: u32) -> TextureImage {
        let d = (width.max(2) - 1) as f32;
        let depth = (0..height)
            .flat_map(|_| (0..width).map(move |x| x as f32 / d))
            .collect();
        TextureImage::Depth {
            width,
            height,
            depth,
        }
    }

    fn size(&self) -> (u32, u32) {
        match self {
            TextureImage::Rgba { width, height, .. }
            | TextureImage::Depth { width, height, .. } => (*width, *height),
        }
    }
}

/// Nearest texel index of coordinate `s` in `n` texels, clamped to the edge.
fn nearest(s: f32, n: u32) -> usize {
    let i = (s * n as f32).floor();
    if i.is_nan() || i < 0.0 {
        0
    } else {
        (i as u64).min(u64::from(n.max(1) - 1)) as usize
    }
}

/// The textures of a test, by unit. An unbound unit samples (0, 0, 0, 1),
/// as an incomplete texture does in GL.
#[derive(Clone, Debug, Default)]
pub struct BoundTextures {
    pub units: BTreeMap<i32, TextureImage>,
}

impl SharedTextures for BoundTextures {
    fn sample(&self, q: &Lookup) -> Result<[f32; 4], String> {
        let Some(img) = self.units.get(&q.unit) else {
            return Ok([0.0, 0.0, 0.0, 1.0]);
        };
        let (w, h) = img.size();
        let (x, y) = match q.coord {
            Coord::Texel(t) => {
                let at = |v: i32, n: u32| v.clamp(0, n as i32 - 1) as usize;
                (at(t[0], w), at(t[1], h))
            }
            Coord::Float(c) => (nearest(c[0], w), nearest(c[1], h)),
        };
        let i = y * w as usize + x;
        Ok(match img {
            TextureImage::Rgba { texels, .. } => texels[i],
            TextureImage::Depth { depth, .. } => {
                let d = depth[i];
                match q.depth_ref {
                    // GL_LEQUAL, the compare function piglit's shadow textures use.
                    Some(r) => {
                        let v = if r <= d { 1.0 } else { 0.0 };
                        [v, v, v, 1.0]
                    }
                    None => [d, d, d, 1.0],
                }
            }
        })
    }

    fn size(&self, unit: i32, _sampler: SamplerType, lod: i32) -> Result<[i32; 3], String> {
        let (w, h) = self.units.get(&unit).map(|t| t.size()).unwrap_or((0, 0));
        let at = |n: u32| ((n as i32) >> lod.clamp(0, 31)).max(1);
        Ok([at(w), at(h), 1])
    }

    fn host_units(&self) -> Option<HostUnits<'_>> {
        // Units 0..=max in a table; the runtime's index arithmetic is
        // exact only for sizes a float holds exactly.
        let last = *self.units.keys().next_back().unwrap_or(&-1);
        if !(-1..MAX_HOST_UNIT).contains(&last) {
            return None;
        }
        let mut table = Vec::new();
        for u in 0..=last {
            table.push(match self.units.get(&u) {
                None => (HOST_UNBOUND, 0, 0, &[][..]),
                Some(TextureImage::Rgba {
                    width,
                    height,
                    texels,
                }) => (HOST_RGBA, *width, *height, texels.as_flattened()),
                Some(TextureImage::Depth {
                    width,
                    height,
                    depth,
                }) => (HOST_DEPTH, *width, *height, &depth[..]),
            });
        }
        let exact = |n: u32| (1..=1 << 24).contains(&n);
        if !table
            .iter()
            .all(|&(k, w, h, _)| k == HOST_UNBOUND || (exact(w) && exact(h)))
        {
            return None;
        }
        HostUnits::new(table)
    }
}

/// Units above this are sampled through the callback.
const MAX_HOST_UNIT: i32 = 64;

impl Textures for BoundTextures {
    fn sample(&mut self, q: &TextureQuery) -> Result<[f32; 4], String> {
        Reader(self).sample(q)
    }
    fn size(&mut self, unit: i32, sampler: SamplerType, lod: i32) -> Result<[i32; 3], String> {
        Reader(self).size(unit, sampler, lod)
    }
}
