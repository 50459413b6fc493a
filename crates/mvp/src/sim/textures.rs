//! A procedural texture set, identical in Rust (for the reference
//! interpreter and the simulator) and in C (`host_runtime.c`), so that
//! texture lookups can be compared bit for bit. Every operation is one f32
//! operation in a fixed order; keep both versions in step.
//!
//! * coordinate `c` (4 components, zero padded; `texelFetch` converts the
//!   integer texel to float), level `l` (auto 0, bias, lod, `ddx.x - ddy.x`
//!   for gradients, the integer level for fetches), offset `o`
//!   (`offset.x + offset.y`, 0 without offset);
//! * colour = (c0 * 0.5 + unit * 0.125, c1 * 0.25 + l, (c2 + c3) + o, 1);
//! * shadow samplers: `v = ref <= c0 ? 1 : 0`, colour (v, v, v, 1);
//! * integer samplers: each component converted like Rust `as i32`;
//! * size of level `lod`: (16 + unit, 8 + lod, 4).

use super::lookup::{Coord, Level, Lookup, Reader, SharedTextures};
use gpubin_glsl::types::SamplerType;
use gpubin_glsl::{TextureError, TextureQuery, Textures};

/// The procedural texture set of the module documentation (no images).
#[derive(Clone, Copy, Debug, Default)]
pub struct ProceduralTextures;

impl SharedTextures for ProceduralTextures {
    fn sample(&self, q: &Lookup) -> Result<[f32; 4], TextureError> {
        let c = match q.coord {
            Coord::Float(c) => c,
            Coord::Texel(t) => t.map(|v| v as f32),
        };
        if let Some(r) = q.depth_ref {
            let v = if r <= c[0] { 1.0 } else { 0.0 };
            return Ok([v, v, v, 1.0]);
        }
        let l = match q.level {
            Level::Auto => 0.0,
            Level::Bias(b) | Level::Lod(b) => b,
            Level::Grad(dx, dy) => dx[0] - dy[0],
            Level::Fetch(i) => i as f32,
        };
        let o = match q.offset {
            Some(o) => o[0] as f32 + o[1] as f32,
            None => 0.0,
        };
        Ok([
            c[0] * 0.5 + q.unit as f32 * 0.125,
            c[1] * 0.25 + l,
            (c[2] + c[3]) + o,
            1.0,
        ])
    }

    fn size(&self, unit: i32, _sampler: SamplerType, lod: i32) -> Result<[i32; 3], TextureError> {
        Ok([16i32.wrapping_add(unit), 8i32.wrapping_add(lod), 4])
    }

    /// The implicit level is 0 whatever the derivatives (see the module
    /// documentation).
    fn level_of_detail_matters(&self) -> bool {
        false
    }
}

impl Textures for ProceduralTextures {
    fn sample(&mut self, q: &TextureQuery) -> Result<[f32; 4], TextureError> {
        Reader(self).sample(q)
    }
    fn size(
        &mut self,
        unit: i32,
        sampler: SamplerType,
        lod: i32,
    ) -> Result<[i32; 3], TextureError> {
        Reader(self).size(unit, sampler, lod)
    }
}
