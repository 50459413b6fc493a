//! Sampling a [`Texture`] as GL specifies it (GL 3.0 sections 3.9.7-3.9.14;
//! GL 4.6 section 8.14 for the integer form of the wrap modes): level of
//! detail from the coordinate's derivatives, an explicit level or
//! gradients, plus the biases and clamps; completeness; level selection;
//! nearest and linear filtering within a level and between two levels;
//! wrap modes and the border; depth comparison and the depth texture mode;
//! the swizzle. Both engines call this one implementation.

use super::lookup::{Coord, Level, Lookup};
use super::lookup::{Plain2d, SharedTextures};
use super::texture_images::{
    BoundTextures, CompareFunc, DepthMode, Filter, MipImage, Swizzle, TexParams, TexTarget,
    Texture, Wrap,
};
use gpubin_glsl::types::SamplerType;
use gpubin_glsl::TextureError;

/// The simulator's `GL_MAX_TEXTURE_LOD_BIAS`: the sum of the texture's and
/// the shader's bias is clamped to +-this (GL 3.0 equation 3.17).
pub const MAX_TEXTURE_LOD_BIAS: f32 = 16.0;

/// The sizes of `img` along the filtered dimensions of `target` (array
/// layers excluded).
fn extent(target: TexTarget, img: &MipImage) -> [u32; 3] {
    match target {
        TexTarget::D1 | TexTarget::D1Array => [img.width, 1, 1],
        TexTarget::D2 | TexTarget::Rect | TexTarget::D2Array => [img.width, img.height, 1],
        TexTarget::D3 => [img.width, img.height, img.depth],
    }
}

/// The layer count of an array image.
fn layers(target: TexTarget, img: &MipImage) -> u32 {
    match target {
        TexTarget::D1Array => img.height,
        TexTarget::D2Array => img.depth,
        _ => 1,
    }
}

/// The highest level a complete mipmap reaches (`q` of GL 3.0 section
/// 3.9.10), or `None` if the texture is incomplete for its filters.
fn complete(t: &Texture) -> Option<(u32, u32)> {
    let p = &t.params;
    let base = p.base_level;
    let img = t.level(base)?;
    let size = extent(t.target, img);
    if size.contains(&0) || layers(t.target, img) == 0 {
        return None;
    }
    if p.min.mipmap.is_none() {
        return Some((base, base));
    }
    if t.target == TexTarget::Rect || base > p.max_level {
        return None;
    }
    let largest = size.into_iter().max().unwrap_or(1);
    let top = (base + (31 - largest.leading_zeros())).min(p.max_level);
    for l in base + 1..=top {
        let i = t.level(l)?;
        let want = size.map(|n| (n >> (l - base)).max(1));
        if extent(t.target, i) != want || layers(t.target, i) != layers(t.target, img) {
            return None;
        }
    }
    Some((base, top))
}

/// log2 of the scale factor rho (GL 3.0 equations 3.18-3.20) of the
/// derivatives `dx`, `dy` of the coordinates on an image of `size`.
fn log2_rho(target: TexTarget, size: [u32; 3], dx: &[f32; 4], dy: &[f32; 4]) -> f32 {
    let n = target.dims();
    // Rectangle textures are addressed in texels already.
    let scale = |k: usize| {
        if target == TexTarget::Rect {
            1.0
        } else {
            size[k] as f32
        }
    };
    let length = |d: &[f32; 4]| {
        let mut sum = 0.0f32;
        for (k, v) in d.iter().enumerate().take(n) {
            let s = v * scale(k);
            sum += s * s;
        }
        sum.sqrt()
    };
    length(dx).max(length(dy)).log2()
}

/// The level of detail lambda (GL 3.0 equations 3.16-3.17).
fn lambda(t: &Texture, base: &MipImage, q: &Lookup) -> f32 {
    let p = &t.params;
    let size = extent(t.target, base);
    let implicit = |q: &Lookup| match q.derivatives {
        Some((dx, dy)) => log2_rho(t.target, size, &dx, &dy),
        // A vertex shader (or a fragment shaded alone): level 0.
        None => 0.0,
    };
    let (lambda_base, shader_bias) = match q.level {
        Level::Auto => (implicit(q), 0.0),
        Level::Bias(b) => (implicit(q), b),
        Level::Lod(l) => (l, 0.0),
        Level::Grad(dx, dy) => (log2_rho(t.target, size, &dx, &dy), 0.0),
        Level::Fetch(_) => (0.0, 0.0),
    };
    let bias = (p.lod_bias + shader_bias).clamp(-MAX_TEXTURE_LOD_BIAS, MAX_TEXTURE_LOD_BIAS);
    let l = (lambda_base + bias).max(p.min_lod).min(p.max_lod);
    // NaN coordinates or derivatives: the base level.
    if l.is_nan() {
        0.0
    } else {
        l
    }
}

/// The texel index of integer coordinate `i` in `n` texels under `wrap`
/// (GL 4.6 table 8.20), or `None` for the border.
fn wrap_index(i: i64, n: u32, wrap: Wrap) -> Option<u32> {
    let n = i64::from(n);
    let j = match wrap {
        Wrap::Repeat => i.rem_euclid(n),
        Wrap::ClampToEdge => i.clamp(0, n - 1),
        Wrap::ClampToBorder => i.clamp(-1, n),
        Wrap::MirroredRepeat => {
            let m = i.rem_euclid(2 * n) - n;
            (n - 1) - if m >= 0 { m } else { -(1 + m) }
        }
    };
    (0..n).contains(&j).then_some(j as u32)
}

/// floor(x) as an integer (saturating; NaN is 0): `x.floor() as i64`,
/// without the C library's `floorf` that `floor` calls on a CPU without
/// SSE 4.1 (the build's baseline). The conversion truncates toward zero;
/// a negative non-integer then went up by one, which is taken back (at the
/// bottom of the range too: saturating).
fn floor_i64(x: f32) -> i64 {
    let t = x as i64;
    if t as f32 > x {
        t.saturating_sub(1)
    } else {
        t
    }
}

/// The stored value of one texel, the border outside the image, compared
/// with the reference when the lookup compares.
fn texel(
    t: &Texture,
    img: &MipImage,
    at: [Option<u32>; 3],
    layer: u32,
    reference: Option<f32>,
) -> [f32; 4] {
    let n = t.target.dims();
    let mut xyz = [0u32; 3];
    for k in 0..n {
        match at[k] {
            Some(i) => xyz[k] = i,
            None => return compared(t.params.border, reference, t.params.compare_func),
        }
    }
    match t.target {
        TexTarget::D1Array => xyz[1] = layer,
        TexTarget::D2Array => xyz[2] = layer,
        _ => {}
    }
    compared(
        img.texel(xyz[0], xyz[1], xyz[2]),
        reference,
        t.params.compare_func,
    )
}

fn compared(v: [f32; 4], reference: Option<f32>, func: CompareFunc) -> [f32; 4] {
    match reference {
        Some(r) => [func.apply(r, v[0]), 0.0, 0.0, 1.0],
        None => v,
    }
}

/// Filter one level at texel-space coordinates `u` (GL 3.0 section 3.9.7,
/// equations 3.21-3.23).
fn filter_level(
    t: &Texture,
    img: &MipImage,
    filter: Filter,
    u: [f32; 3],
    layer: u32,
    reference: Option<f32>,
) -> [f32; 4] {
    let n = t.target.dims();
    let size = extent(t.target, img);
    let wrap = t.params.wrap;
    match filter {
        Filter::Nearest => {
            let mut at = [Some(0u32); 3];
            for k in 0..n {
                at[k] = wrap_index(floor_i64(u[k]), size[k], wrap[k]);
            }
            texel(t, img, at, layer, reference)
        }
        Filter::Linear => {
            let mut lo = [Some(0u32); 3];
            let mut hi = [Some(0u32); 3];
            let mut frac = [0.0f32; 3];
            for k in 0..n {
                let x = u[k] - 0.5;
                let f = x.floor();
                frac[k] = if f.is_finite() { x - f } else { 0.0 };
                let i = floor_i64(x);
                lo[k] = wrap_index(i, size[k], wrap[k]);
                hi[k] = wrap_index(i.saturating_add(1), size[k], wrap[k]);
            }
            let mut sum = [0.0f32; 4];
            for corner in 0..1usize << n {
                let mut at = [Some(0u32); 3];
                let mut w = 1.0f32;
                for k in 0..n {
                    if corner >> k & 1 == 1 {
                        at[k] = hi[k];
                        w *= frac[k];
                    } else {
                        at[k] = lo[k];
                        w *= 1.0 - frac[k];
                    }
                }
                let v = texel(t, img, at, layer, reference);
                for (s, x) in sum.iter_mut().zip(v) {
                    *s += w * x;
                }
            }
            sum
        }
    }
}

/// A stored value as the RGBA a shader sees: depth values through the
/// depth mode, then the swizzle.
fn finish(t: &Texture, v: [f32; 4], glsl_130: bool) -> [f32; 4] {
    let rgba = if t.format.is_depth() {
        let r = v[0];
        match t.params.depth_mode {
            DepthMode::Luminance => [r, r, r, 1.0],
            DepthMode::Intensity => [r; 4],
            DepthMode::Alpha if glsl_130 => [r, 0.0, 0.0, r],
            DepthMode::Alpha => [0.0, 0.0, 0.0, r],
            DepthMode::Red => [r, 0.0, 0.0, 1.0],
        }
    } else {
        v
    };
    t.params.swizzle.map(|s| match s {
        Swizzle::Red => rgba[0],
        Swizzle::Green => rgba[1],
        Swizzle::Blue => rgba[2],
        Swizzle::Alpha => rgba[3],
        Swizzle::Zero => 0.0,
        Swizzle::One => 1.0,
    })
}

/// The reference a lookup compares with, if it compares: a shadow lookup
/// on a depth texture whose compare mode is on. Fixed-point depth clamps
/// the reference to [0, 1] (GL 3.0 section 3.9.14).
fn reference(t: &Texture, q: &Lookup) -> Option<f32> {
    let r = q.depth_ref?;
    (t.format.is_depth() && t.params.compare_mode).then(|| {
        if r.is_nan() {
            0.0
        } else {
            r.clamp(0.0, 1.0)
        }
    })
}

/// Whether the level of detail can change a filtered lookup under `p`:
/// not without mipmaps and with one filter for minification and
/// magnification (the base level, filtered the same way, whatever it is).
fn level_matters(p: &TexParams) -> bool {
    p.min.mipmap.is_some() || p.min.texel != p.mag
}

/// A filtered lookup (`texture`, `textureLod`, `textureGrad`, the bias and
/// shadow forms); `None` if the texture is incomplete.
pub fn sample(t: &Texture, q: &Lookup, glsl_130: bool) -> Option<[f32; 4]> {
    let Coord::Float(c) = q.coord else {
        return fetch(t, q, glsl_130);
    };
    let (base, top) = complete(t)?;
    let base_img = t.level(base)?;
    let p = &t.params;
    // GL 3.0 section 3.9.8: with a linear magnification and a nearest
    // mipmapped minification, the switch-over point is 0.5.
    let c_switch =
        if p.mag == Filter::Linear && p.min.texel == Filter::Nearest && p.min.mipmap.is_some() {
            0.5
        } else {
            0.0
        };
    let reference = reference(t, q);
    let offset = q.offset.unwrap_or([0; 4]);
    let at_level = |level: u32, filter: Filter| -> Option<[f32; 4]> {
        let img = t.level(level)?;
        let size = extent(t.target, img);
        let mut u = [0.0f32; 3];
        for k in 0..t.target.dims() {
            let s = if t.target == TexTarget::Rect {
                c[k]
            } else {
                c[k] * size[k] as f32
            };
            u[k] = s + offset[k] as f32;
        }
        let layer = match t.target.layer_coord() {
            Some(i) => {
                let top = layers(t.target, img) as i64 - 1;
                floor_i64(c[i] + 0.5).clamp(0, top) as u32
            }
            None => 0,
        };
        Some(filter_level(t, img, filter, u, layer, reference))
    };
    // Without mipmaps and with one filter for both cases, the level of
    // detail cannot change the result: skip computing it.
    let single = !level_matters(p);
    let l = if single { 0.0 } else { lambda(t, base_img, q) };
    let v = if single || l <= c_switch {
        at_level(base, p.mag)?
    } else {
        let (bf, qf) = (base as f32, top as f32);
        match p.min.mipmap {
            None => at_level(base, p.min.texel)?,
            Some(Filter::Nearest) => {
                let d = if l <= 0.5 {
                    base
                } else if bf + l <= qf + 0.5 {
                    ((bf + l + 0.5).ceil() - 1.0) as u32
                } else {
                    top
                };
                at_level(d, p.min.texel)?
            }
            Some(Filter::Linear) => {
                if bf + l >= qf {
                    at_level(top, p.min.texel)?
                } else {
                    let d1 = (bf + l).floor() as u32;
                    let beta = l - l.floor();
                    let t1 = at_level(d1, p.min.texel)?;
                    let t2 = at_level(d1 + 1, p.min.texel)?;
                    let mut v = [0.0f32; 4];
                    for k in 0..4 {
                        v[k] = (1.0 - beta) * t1[k] + beta * t2[k];
                    }
                    v
                }
            }
        }
    };
    Some(finish(t, v, glsl_130))
}

/// `texelFetch`: the texel at integer coordinates of level `base + lod`,
/// unfiltered; (0, 0, 0, 0) outside the image (as with robust access).
pub fn fetch(t: &Texture, q: &Lookup, glsl_130: bool) -> Option<[f32; 4]> {
    let Coord::Texel(c) = q.coord else {
        return sample(t, q, glsl_130);
    };
    let (base, _) = complete(t)?;
    let lod = match q.level {
        Level::Fetch(l) => l,
        _ => 0,
    };
    let level = i64::from(base) + i64::from(lod);
    let Some(img) = u32::try_from(level).ok().and_then(|l| t.level(l)) else {
        return Some([0.0; 4]);
    };
    let offset = q.offset.unwrap_or([0; 4]);
    let size = extent(t.target, img);
    let mut at = [0u32; 3];
    for k in 0..t.target.dims() {
        let i = i64::from(c[k]) + i64::from(offset[k]);
        match u32::try_from(i).ok().filter(|&i| i < size[k]) {
            Some(i) => at[k] = i,
            None => return Some([0.0; 4]),
        }
    }
    if let Some(i) = t.target.layer_coord() {
        match u32::try_from(c[i])
            .ok()
            .filter(|&l| l < layers(t.target, img))
        {
            Some(l) => at[t.target.dims()] = l,
            None => return Some([0.0; 4]),
        }
    }
    Some(finish(t, img.texel(at[0], at[1], at[2]), glsl_130))
}

/// `textureSize`: the size of level `base + lod` (width, height, depth or
/// layers as the target has them).
pub fn size(t: &Texture, lod: i32) -> [i32; 3] {
    let Some(base) = t.level(t.params.base_level) else {
        return [0; 3];
    };
    let shift = lod.clamp(0, 31) as u32;
    let mip = |n: u32| (n >> shift).max(1) as i32;
    match t.target {
        TexTarget::D1 => [mip(base.width), 0, 0],
        TexTarget::D1Array => [mip(base.width), base.height as i32, 0],
        TexTarget::D2 | TexTarget::Rect => [mip(base.width), mip(base.height), 0],
        TexTarget::D2Array => [mip(base.width), mip(base.height), base.depth as i32],
        TexTarget::D3 => [mip(base.width), mip(base.height), mip(base.depth)],
    }
}

// The sampling of bound textures lives here, beside the filter it runs,
// so that the image types do not depend on their sampler.
/// What an incomplete texture or an unbound unit samples.
const INCOMPLETE: [f32; 4] = [0.0, 0.0, 0.0, 1.0];

impl SharedTextures for BoundTextures {
    fn sample(&self, q: &Lookup) -> Result<[f32; 4], TextureError> {
        let Some(t) = self.get(q.unit, &q.sampler) else {
            return Ok(INCOMPLETE);
        };
        Ok(match q.coord {
            Coord::Float(_) => sample(t, q, self.glsl_130),
            Coord::Texel(_) => fetch(t, q, self.glsl_130),
        }
        .unwrap_or(INCOMPLETE))
    }

    fn size(&self, unit: i32, sampler: SamplerType, lod: i32) -> Result<[i32; 3], TextureError> {
        Ok(self.get(unit, &sampler).map_or([0; 3], |t| size(t, lod)))
    }

    /// Whether a bound texture has mipmaps or two filters (an unbound unit
    /// or an incomplete texture samples a constant).
    fn level_of_detail_matters(&self) -> bool {
        self.units.values().any(|t| level_matters(&t.params))
    }

    /// As [`sample`] does it for such a texture: no level of detail to
    /// compute, the base level, `filter_level`'s nearest texel, `finish`
    /// with nothing to change.
    fn plain_2d(&self, unit: i32) -> Option<Plain2d<'_>> {
        let t = self.units.get(&(unit, TexTarget::D2))?;
        let p = &t.params;
        let identity = [Swizzle::Red, Swizzle::Green, Swizzle::Blue, Swizzle::Alpha];
        if level_matters(p)
            || p.mag != Filter::Nearest
            || t.format.is_depth()
            || p.swizzle != identity
        {
            return None;
        }
        let (base, _) = complete(t)?;
        let img = t.level(base)?;
        let repeat = |w: Wrap| match w {
            Wrap::Repeat => Some(true),
            Wrap::ClampToEdge => Some(false),
            Wrap::MirroredRepeat | Wrap::ClampToBorder => None,
        };
        let texels = img.texels.get(..img.width as usize * img.height as usize)?;
        Some(Plain2d {
            texels,
            width: img.width,
            height: img.height,
            repeat: [repeat(p.wrap[0])?, repeat(p.wrap[1])?],
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floor_as_an_integer_is_the_c_librarys() {
        let special = [
            0.0f32,
            -0.0,
            0.5,
            -0.5,
            1.0,
            -1.0,
            -1.5,
            2.5e-45,
            -2.5e-45,
            8_388_607.5,
            -8_388_607.5,
            9.223_371_5e18,
            -9.223_372e18,
            1e30,
            -1e30,
            f32::MAX,
            f32::MIN,
            f32::INFINITY,
            f32::NEG_INFINITY,
            f32::NAN,
        ];
        // Every sign and exponent, with a spread of mantissas.
        let bits = (0..=0x1ffu32).flat_map(|e| (0..64u32).map(move |m| (e << 23) | (m * 0x2_0821)));
        for x in special.into_iter().chain(bits.map(f32::from_bits)) {
            assert_eq!(floor_i64(x), x.floor() as i64, "{x:e}");
        }
    }
    use crate::sim::texture_images::{MinFilter, TexFormat};
    use gpubin_glsl::types::{SampledKind, SamplerDim, SamplerType};

    fn lookup(coord: [f32; 4], level: Level) -> Lookup {
        Lookup {
            unit: 0,
            sampler: SamplerType {
                sampled: SampledKind::Float,
                dim: SamplerDim::D2,
                arrayed: false,
                shadow: false,
            },
            coord: Coord::Float(coord),
            level,
            offset: None,
            depth_ref: None,
            derivatives: None,
        }
    }

    #[test]
    fn wrap_modes_by_the_integer_table() {
        let at = |i, w| wrap_index(i, 4, w);
        assert_eq!(
            [-5, -1, 0, 3, 4, 9].map(|i| at(i, Wrap::Repeat)),
            [Some(3), Some(3), Some(0), Some(3), Some(0), Some(1)]
        );
        assert_eq!(
            [-5, 0, 3, 9].map(|i| at(i, Wrap::ClampToEdge)),
            [Some(0), Some(0), Some(3), Some(3)]
        );
        assert_eq!(
            [-2, -1, 0, 3, 4].map(|i| at(i, Wrap::ClampToBorder)),
            [None, None, Some(0), Some(3), None]
        );
        // 0 1 2 3 | 3 2 1 0 | 0 1 ...
        assert_eq!(
            [-1, 4, 5, 7, 8, -5].map(|i| at(i, Wrap::MirroredRepeat)),
            [Some(0), Some(3), Some(2), Some(0), Some(0), Some(3)]
        );
        assert!(at(i64::MIN, Wrap::MirroredRepeat).is_some());
    }

    #[test]
    fn miptree_levels_by_explicit_lod() {
        let mut t = Texture::miptree();
        let level_of = |t: &Texture, lod: f32| {
            let c = sample(t, &lookup([0.5; 4], Level::Lod(lod)), false).unwrap();
            (c[0], c[1], c[2])
        };
        let (r, g, b, w) = (
            (1.0, 0.0, 0.0),
            (0.0, 1.0, 0.0),
            (0.0, 0.0, 1.0),
            (1.0, 1.0, 1.0),
        );
        assert_eq!(
            [-3.0, 0.0, 0.5, 0.6, 1.4, 1.6, 2.5, 9.0].map(|l| level_of(&t, l)),
            [r, r, r, g, g, b, b, w]
        );
        t.params.min = MinFilter::from_name("nearest_mipmap_linear").unwrap();
        assert_eq!(level_of(&t, 1.25), (0.0, 0.75, 0.25));
        // The texture's bias adds to the explicit level.
        t.params.lod_bias = 1.0;
        assert_eq!(level_of(&t, 0.25), (0.0, 0.75, 0.25));
    }

    #[test]
    fn incomplete_mipmaps_and_storage() {
        // One level with a mipmap filter: incomplete.
        let mut t = Texture::rgbw(4, 4);
        t.params.min = MinFilter::from_name("linear_mipmap_linear").unwrap();
        assert_eq!(sample(&t, &lookup([0.1; 4], Level::Lod(1.0)), false), None);
        // Completeness follows the minification filter, also where the
        // lookup magnifies.
        assert_eq!(sample(&t, &lookup([0.1; 4], Level::Lod(-1.0)), false), None);
        assert_eq!(
            TexFormat::Rgba8.store([0.01, 0.2, -1.0, 2.0]),
            [3.0 / 255.0, 51.0 / 255.0, 0.0, 1.0]
        );
        assert_eq!(TexFormat::Rgba8.store([f32::NAN; 4])[0], 0.0);
    }
}
