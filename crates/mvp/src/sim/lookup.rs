//! Texture lookups answered from state that does not change during a draw.
//!
//! The interpreter's [`Textures`] takes `&mut self` and a query of vectors;
//! the simulator's textures are fixed for the whole draw, so they implement
//! [`SharedTextures`] instead: `&self`, a fixed-size [`Lookup`], `Sync`.
//! Every shading thread of the compiled engine reads the same set without a
//! lock and without allocating; [`Reader`] lends it to the interpreter.

use gpubin_glsl::types::SamplerType;
use gpubin_glsl::{TextureError, TextureLevelValue, TextureQuery, Textures};

/// Where a lookup reads: float coordinates, or the integer texel of a
/// `texelFetch`; 4 components, zero beyond the sampler's coordinate size.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Coord {
    /// Float coordinates (`texture*`).
    Float([f32; 4]),
    /// An integer texel (`texelFetch`).
    Texel([i32; 4]),
}

/// The level selection of a lookup (the derivatives of `Grad` zero padded).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Level {
    /// The implicit level, from the derivatives.
    Auto,
    /// The implicit level plus a bias.
    Bias(f32),
    /// An explicit level.
    Lod(f32),
    /// The level from the gradients d/dx, d/dy.
    Grad([f32; 4], [f32; 4]),
    /// `texelFetch` level or sample index.
    Fetch(i32),
}

/// One texture lookup, without heap data.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Lookup {
    /// Texture unit: the value of the sampler uniform.
    pub unit: i32,
    /// The sampler's type (dimension, array, shadow, sampled kind).
    pub sampler: SamplerType,
    /// Where it reads.
    pub coord: Coord,
    /// How the level is chosen.
    pub level: Level,
    /// Texel offset, zero padded.
    pub offset: Option<[i32; 4]>,
    /// Shadow samplers: the reference; the comparison lands in `.x`.
    pub depth_ref: Option<f32>,
    /// Implicit-LOD lookups in a fragment shaded in a 2x2 quad: the
    /// screen-space derivatives (d/dx, d/dy) of `coord` (zero padded), from
    /// which the level of detail is computed (GL 3.0 section 3.9.7). `None`
    /// (a vertex shader, or a fragment shaded alone) selects level 0 plus
    /// the bias.
    pub derivatives: Option<([f32; 4], [f32; 4])>,
}

/// The first `n` (at most 4) elements of `v`, zero padded.
fn pad<T: Copy + Default>(v: &[T], n: usize) -> [T; 4] {
    let mut out = [T::default(); 4];
    for (d, s) in out.iter_mut().zip(v.iter().take(n)) {
        *d = *s;
    }
    out
}

impl Lookup {
    /// The interpreter's query in fixed-size form.
    pub fn from_query(q: &TextureQuery) -> Lookup {
        let n = usize::from(q.sampler.coord_size());
        Lookup {
            unit: q.unit,
            sampler: q.sampler,
            coord: if q.coordinate.is_empty() {
                Coord::Texel(pad(&q.texel, n))
            } else {
                Coord::Float(pad(&q.coordinate, n))
            },
            level: match &q.level {
                TextureLevelValue::Auto => Level::Auto,
                TextureLevelValue::Bias(b) => Level::Bias(*b),
                TextureLevelValue::Lod(l) => Level::Lod(*l),
                TextureLevelValue::Grad(dx, dy) => Level::Grad(pad(dx, 4), pad(dy, 4)),
                TextureLevelValue::Fetch(i) => Level::Fetch(*i),
            },
            offset: q.offset.as_deref().map(|o| pad(o, 4)),
            depth_ref: q.depth_ref,
            derivatives: q.derivatives,
        }
    }
}

/// Textures read by several threads at once (they do not change while a
/// draw runs).
pub trait SharedTextures: Sync {
    /// Sample a float texture (and shadow comparisons).
    fn sample(&self, q: &Lookup) -> Result<[f32; 4], TextureError>;

    /// Sample an integer texture; by default converts [`Self::sample`] as
    /// the interpreter's [`Textures::sample_int`] does.
    fn sample_int(&self, q: &Lookup) -> Result<[i32; 4], TextureError> {
        self.sample(q).map(|v| v.map(|x| x as i32))
    }

    /// `textureSize`: width, height, depth/layers of level `lod`.
    fn size(&self, unit: i32, sampler: SamplerType, lod: i32) -> Result<[i32; 3], TextureError>;

    /// Whether the derivatives of an implicit-level lookup ([`Lookup::derivatives`])
    /// can change what any lookup of this set returns. When they cannot,
    /// a fragment shader whose only derivative sites are such lookups
    /// needs no neighbours: its fragments may be shaded alone. By default
    /// they can.
    fn level_of_detail_matters(&self) -> bool {
        true
    }

    /// The texture of `unit`'s 2D target where a float lookup on it with no
    /// offset is a plain nearest fetch ([`Plain2d`]), so that compiled code
    /// may make it itself; `None` (the default) where it is anything else.
    fn plain_2d(&self, _unit: i32) -> Option<Plain2d<'_>> {
        None
    }
}

/// A 2D texture whose float lookups without offset (at any level of
/// detail) all give the texel of one image at `floor(coord * size)`,
/// wrapped, as stored: one level, nearest filtering both ways, repeat or
/// clamp to edge, no depth format, the identity swizzle.
#[derive(Clone, Copy, Debug)]
pub struct Plain2d<'a> {
    /// Its texels, row by row from the bottom.
    pub texels: &'a [[f32; 4]],
    /// Texels per row.
    pub width: u32,
    /// Rows.
    pub height: u32,
    /// Along s and t: repeat (`true`) or clamp to edge (`false`).
    pub repeat: [bool; 2],
}

/// A [`SharedTextures`] as the interpreter's [`Textures`].
#[derive(Clone, Copy)]
pub struct Reader<'a>(pub &'a dyn SharedTextures);

impl Textures for Reader<'_> {
    fn sample(&mut self, q: &TextureQuery) -> Result<[f32; 4], TextureError> {
        self.0.sample(&Lookup::from_query(q))
    }
    fn sample_int(&mut self, q: &TextureQuery) -> Result<[i32; 4], TextureError> {
        self.0.sample_int(&Lookup::from_query(q))
    }
    fn size(
        &mut self,
        unit: i32,
        sampler: SamplerType,
        lod: i32,
    ) -> Result<[i32; 3], TextureError> {
        self.0.size(unit, sampler, lod)
    }
}
