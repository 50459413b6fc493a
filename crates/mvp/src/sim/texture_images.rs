//! Texture objects bound to units, held as GL holds them: a target, an
//! internal format whose precision the texels are quantised to when they
//! are uploaded, a mipmap array, and the sampling state `glTexParameter`
//! sets. The images piglit's `shader_runner` creates (`texture rgbw`,
//! `miptree`, `checkerboard`, `quads`, `shadow*`) are built here with the
//! state piglit gives them; `sim/texture_filter.rs` samples them.

use super::lookup::Reader;
use gpubin_glsl::types::{SamplerDim, SamplerType};
use gpubin_glsl::{TextureError, TextureQuery, Textures};
use std::collections::BTreeMap;

/// The texture targets the images below are created for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum TexTarget {
    /// `GL_TEXTURE_1D`.
    D1,
    /// `GL_TEXTURE_2D`.
    D2,
    /// `GL_TEXTURE_3D`.
    D3,
    /// `GL_TEXTURE_RECTANGLE`.
    Rect,
    /// `GL_TEXTURE_1D_ARRAY`.
    D1Array,
    /// `GL_TEXTURE_2D_ARRAY`.
    D2Array,
}

impl TexTarget {
    /// The target a sampler type reads (`None`: a target no image here has).
    pub fn of(s: &SamplerType) -> Option<TexTarget> {
        Some(match (s.dim, s.arrayed) {
            (SamplerDim::D1, false) => TexTarget::D1,
            (SamplerDim::D2, false) => TexTarget::D2,
            (SamplerDim::D3, false) => TexTarget::D3,
            (SamplerDim::Rect, false) => TexTarget::Rect,
            (SamplerDim::D1, true) => TexTarget::D1Array,
            (SamplerDim::D2, true) => TexTarget::D2Array,
            _ => return None,
        })
    }

    /// shader_runner's name of the target (`texparameter 2D ...`).
    pub fn from_name(s: &str) -> Option<TexTarget> {
        Some(match s {
            "1D" => TexTarget::D1,
            "2D" => TexTarget::D2,
            "3D" => TexTarget::D3,
            "Rect" => TexTarget::Rect,
            "1DArray" => TexTarget::D1Array,
            "2DArray" => TexTarget::D2Array,
            _ => return None,
        })
    }

    /// Dimensions filtered (and sized by mipmapping): 1, 2 or 3; array
    /// layers are not among them.
    pub fn dims(self) -> usize {
        match self {
            TexTarget::D1 | TexTarget::D1Array => 1,
            TexTarget::D2 | TexTarget::Rect | TexTarget::D2Array => 2,
            TexTarget::D3 => 3,
        }
    }

    /// The index of the array layer among the coordinates, if arrayed.
    pub fn layer_coord(self) -> Option<usize> {
        match self {
            TexTarget::D1Array => Some(1),
            TexTarget::D2Array => Some(2),
            _ => None,
        }
    }
}

/// Internal formats, with the precision GL stores them at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TexFormat {
    /// `GL_RGBA8` (what an unsized `GL_RGBA` is stored as): 8-bit
    /// unsigned normalized channels.
    Rgba8,
    /// `GL_DEPTH_COMPONENT24` (the unsized `GL_DEPTH_COMPONENT` leaves the
    /// size to the implementation; 24 bits is the usual choice): a 24-bit
    /// unsigned normalized depth, held in the first channel.
    Depth24,
}

impl TexFormat {
    /// The value GL stores for `v` (GL 3.0 section 2.19.9: a float becomes
    /// the nearest of the 2^b - 1 steps of [0, 1] after clamping).
    pub fn store(self, v: [f32; 4]) -> [f32; 4] {
        fn unorm(x: f32, bits: u32) -> f32 {
            let max = ((1u32 << bits) - 1) as f32;
            // NaN converts to 0.
            let c = if x.is_nan() { 0.0 } else { x.clamp(0.0, 1.0) };
            (c * max).round() / max
        }
        match self {
            TexFormat::Rgba8 => v.map(|x| unorm(x, 8)),
            TexFormat::Depth24 => [unorm(v[0], 24), 0.0, 0.0, 1.0],
        }
    }

    /// A depth format (sampled through the depth texture mode and comparisons).
    pub fn is_depth(self) -> bool {
        self == TexFormat::Depth24
    }
}

/// A texel filter (`GL_NEAREST`, `GL_LINEAR`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Filter {
    /// `GL_NEAREST`.
    Nearest,
    /// `GL_LINEAR`.
    Linear,
}

/// A minification filter: the filter within a level and, for the mipmap
/// filters, the one between levels (`GL_LINEAR_MIPMAP_NEAREST` is
/// `{ texel: Linear, mipmap: Some(Nearest) }`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MinFilter {
    /// The filter within a level.
    pub texel: Filter,
    /// The filter between levels; `None` without mipmapping.
    pub mipmap: Option<Filter>,
}

impl MinFilter {
    /// The filter shader_runner names (`nearest`, `linear_mipmap_nearest`, ...).
    pub fn from_name(s: &str) -> Option<MinFilter> {
        use Filter::{Linear, Nearest};
        let (texel, mipmap) = match s {
            "nearest" => (Nearest, None),
            "linear" => (Linear, None),
            "nearest_mipmap_nearest" => (Nearest, Some(Nearest)),
            "linear_mipmap_nearest" => (Linear, Some(Nearest)),
            "nearest_mipmap_linear" => (Nearest, Some(Linear)),
            "linear_mipmap_linear" => (Linear, Some(Linear)),
            _ => return None,
        };
        Some(MinFilter { texel, mipmap })
    }
}

/// A wrap mode of one coordinate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wrap {
    /// `GL_REPEAT`.
    Repeat,
    /// `GL_MIRRORED_REPEAT`.
    MirroredRepeat,
    /// `GL_CLAMP_TO_EDGE`.
    ClampToEdge,
    /// `GL_CLAMP_TO_BORDER`.
    ClampToBorder,
}

impl Wrap {
    /// The modes shader_runner names (it has no name for
    /// `GL_MIRRORED_REPEAT`).
    pub fn from_name(s: &str) -> Option<Wrap> {
        Some(match s {
            "repeat" => Wrap::Repeat,
            "clamp_to_edge" => Wrap::ClampToEdge,
            "clamp_to_border" => Wrap::ClampToBorder,
            _ => return None,
        })
    }
}

/// `GL_TEXTURE_COMPARE_FUNC`: the comparison of the reference (left) with
/// the texel's depth (right).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CompareFunc {
    /// `GL_NEVER`.
    Never,
    /// `GL_LESS`.
    Less,
    /// `GL_EQUAL`.
    Equal,
    /// `GL_LEQUAL`.
    Lequal,
    /// `GL_GREATER`.
    Greater,
    /// `GL_NOTEQUAL`.
    Notequal,
    /// `GL_GEQUAL`.
    Gequal,
    /// `GL_ALWAYS`.
    Always,
}

impl CompareFunc {
    /// The function shader_runner names (`less`, `lequal`, ...).
    pub fn from_name(s: &str) -> Option<CompareFunc> {
        Some(match s {
            "never" => CompareFunc::Never,
            "less" => CompareFunc::Less,
            "equal" => CompareFunc::Equal,
            "lequal" => CompareFunc::Lequal,
            "greater" => CompareFunc::Greater,
            "notequal" => CompareFunc::Notequal,
            "gequal" => CompareFunc::Gequal,
            "always" => CompareFunc::Always,
            _ => return None,
        })
    }

    /// 1.0 where `reference OP depth` holds, else 0.0 (GL 3.0 table 3.27).
    pub fn apply(self, reference: f32, depth: f32) -> f32 {
        let pass = match self {
            CompareFunc::Never => false,
            CompareFunc::Less => reference < depth,
            CompareFunc::Equal => reference == depth,
            CompareFunc::Lequal => reference <= depth,
            CompareFunc::Greater => reference > depth,
            CompareFunc::Notequal => reference != depth,
            CompareFunc::Gequal => reference >= depth,
            CompareFunc::Always => true,
        };
        if pass {
            1.0
        } else {
            0.0
        }
    }
}

/// `GL_DEPTH_TEXTURE_MODE` (compatibility profile): how a depth value (or
/// a comparison result) `r` becomes RGBA.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DepthMode {
    /// (r, r, r, 1), the default.
    Luminance,
    /// (r, r, r, r).
    Intensity,
    /// (0, 0, 0, r).
    Alpha,
    /// (r, 0, 0, 1).
    Red,
}

impl DepthMode {
    /// The mode shader_runner names (`luminance`, `intensity`, `alpha`, `red`).
    pub fn from_name(s: &str) -> Option<DepthMode> {
        Some(match s {
            "luminance" => DepthMode::Luminance,
            "intensity" => DepthMode::Intensity,
            "alpha" => DepthMode::Alpha,
            "red" => DepthMode::Red,
            _ => return None,
        })
    }
}

/// A `GL_TEXTURE_SWIZZLE_*` source.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Swizzle {
    /// The red component.
    Red,
    /// The green component.
    Green,
    /// The blue component.
    Blue,
    /// The alpha component.
    Alpha,
    /// 0.
    Zero,
    /// 1.
    One,
}

impl Swizzle {
    /// The sources shader_runner names (not `GL_ZERO`, `GL_ONE`).
    pub fn from_name(s: &str) -> Option<Swizzle> {
        Some(match s {
            "red" => Swizzle::Red,
            "green" => Swizzle::Green,
            "blue" => Swizzle::Blue,
            "alpha" => Swizzle::Alpha,
            _ => return None,
        })
    }
}

/// The sampling state of a texture object (`glTexParameter`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TexParams {
    /// `GL_TEXTURE_MIN_FILTER`.
    pub min: MinFilter,
    /// `GL_TEXTURE_MAG_FILTER`.
    pub mag: Filter,
    /// S, T, R.
    pub wrap: [Wrap; 3],
    /// `GL_TEXTURE_BORDER_COLOR`.
    pub border: [f32; 4],
    /// `GL_TEXTURE_COMPARE_MODE` is `GL_COMPARE_REF_TO_TEXTURE`.
    pub compare_mode: bool,
    /// `GL_TEXTURE_COMPARE_FUNC`.
    pub compare_func: CompareFunc,
    /// `GL_DEPTH_TEXTURE_MODE`.
    pub depth_mode: DepthMode,
    /// `GL_TEXTURE_BASE_LEVEL`.
    pub base_level: u32,
    /// `GL_TEXTURE_MAX_LEVEL`.
    pub max_level: u32,
    /// `GL_TEXTURE_LOD_BIAS`.
    pub lod_bias: f32,
    /// `GL_TEXTURE_MIN_LOD`.
    pub min_lod: f32,
    /// `GL_TEXTURE_MAX_LOD`.
    pub max_lod: f32,
    /// `GL_TEXTURE_SWIZZLE_R`, `_G`, `_B`, `_A`.
    pub swizzle: [Swizzle; 4],
}

impl Default for TexParams {
    /// GL's initial state of a texture object (GL 3.0 table 6.20; the
    /// depth mode of the compatibility profile).
    fn default() -> TexParams {
        TexParams {
            min: MinFilter {
                texel: Filter::Nearest,
                mipmap: Some(Filter::Linear),
            },
            mag: Filter::Linear,
            wrap: [Wrap::Repeat; 3],
            border: [0.0; 4],
            compare_mode: false,
            compare_func: CompareFunc::Lequal,
            depth_mode: DepthMode::Luminance,
            base_level: 0,
            max_level: 1000,
            lod_bias: 0.0,
            min_lod: -1000.0,
            max_lod: 1000.0,
            swizzle: [Swizzle::Red, Swizzle::Green, Swizzle::Blue, Swizzle::Alpha],
        }
    }
}

/// One mipmap level: `width` x `height` x `depth` texels (`height` is the
/// layer count of a 1D array, `depth` that of a 2D array), row 0 at the
/// bottom, stored as the format holds them.
#[derive(Clone, Debug, PartialEq)]
pub struct MipImage {
    /// Texels per row.
    pub width: u32,
    /// Rows (layers of a 1D array).
    pub height: u32,
    /// Slices (layers of a 2D array).
    pub depth: u32,
    /// The texels, x fastest, then y, then z.
    pub texels: Vec<[f32; 4]>,
}

impl MipImage {
    /// An image whose texel (x, y, z) is `f(x, y, z)`, stored in `format`.
    pub fn from_fn(
        format: TexFormat,
        (width, height, depth): (u32, u32, u32),
        f: impl Fn(u32, u32, u32) -> [f32; 4],
    ) -> MipImage {
        let mut texels = Vec::with_capacity(width as usize * height as usize * depth as usize);
        for z in 0..depth {
            for y in 0..height {
                for x in 0..width {
                    texels.push(format.store(f(x, y, z)));
                }
            }
        }
        MipImage {
            width,
            height,
            depth,
            texels,
        }
    }

    /// The texel at (`x`, `y`, `z`).
    pub fn texel(&self, x: u32, y: u32, z: u32) -> [f32; 4] {
        let i = (z as usize * self.height as usize + y as usize) * self.width as usize + x as usize;
        self.texels[i]
    }
}

/// A texture object: target, format, levels (`None`: never specified) and
/// sampling state.
#[derive(Clone, Debug, PartialEq)]
pub struct Texture {
    /// What it was created for.
    pub target: TexTarget,
    /// How it stores its texels.
    pub format: TexFormat,
    /// Mipmap levels by number.
    pub levels: Vec<Option<MipImage>>,
    /// Its sampling state.
    pub params: TexParams,
}

const RED: [f32; 4] = [1.0, 0.0, 0.0, 1.0];
const GREEN: [f32; 4] = [0.0, 1.0, 0.0, 1.0];
const BLUE: [f32; 4] = [0.0, 0.0, 1.0, 1.0];
const WHITE: [f32; 4] = [1.0, 1.0, 1.0, 1.0];
/// The colours of piglit's `miptree` levels and array layers, in order.
const COLOR_WHEEL: [[f32; 4]; 4] = [RED, GREEN, BLUE, WHITE];

/// The state piglit's image helpers give their textures: nearest
/// filtering without mipmaps, clamp to edge.
fn nearest_clamped() -> TexParams {
    TexParams {
        min: MinFilter {
            texel: Filter::Nearest,
            mipmap: None,
        },
        mag: Filter::Nearest,
        wrap: [Wrap::ClampToEdge; 3],
        ..TexParams::default()
    }
}

impl Texture {
    /// A texture with one image at `level`.
    pub fn with_level(
        target: TexTarget,
        format: TexFormat,
        level: u32,
        image: MipImage,
        params: TexParams,
    ) -> Texture {
        let mut levels = vec![None; level as usize + 1];
        levels[level as usize] = Some(image);
        Texture {
            target,
            format,
            levels,
            params,
        }
    }

    /// A 2D RGBA8 image of `width` x `height` from `f(x, y)`.
    pub fn rgba_2d(width: u32, height: u32, f: impl Fn(u32, u32) -> [f32; 4]) -> Texture {
        let image = MipImage::from_fn(TexFormat::Rgba8, (width, height, 1), |x, y, _| f(x, y));
        Texture::with_level(TexTarget::D2, TexFormat::Rgba8, 0, image, nearest_clamped())
    }

    /// `texture rgbw`: quadrants red (bottom left), green (bottom right),
    /// blue (top left), white (top right), alpha 1; one level.
    pub fn rgbw(width: u32, height: u32) -> Texture {
        let (hw, hh) = (width / 2, height / 2);
        Texture::rgba_2d(width, height, |x, y| match (x >= hw, y >= hh) {
            (false, false) => RED,
            (true, false) => GREEN,
            (false, true) => BLUE,
            (true, true) => WHITE,
        })
    }

    /// `texture rgbw 1D`: the four texels red, green, blue, white.
    pub fn rgbw_1d() -> Texture {
        let image = MipImage::from_fn(TexFormat::Rgba8, (4, 1, 1), |x, _, _| {
            COLOR_WHEEL[x as usize]
        });
        Texture::with_level(TexTarget::D1, TexFormat::Rgba8, 0, image, nearest_clamped())
    }

    /// `texture rgbw 3D`: 2x2x2 texels, x fastest: red, green, blue, white,
    /// then yellow, magenta, cyan, black.
    pub fn rgbw_3d() -> Texture {
        const TEXELS: [[f32; 4]; 8] = [
            RED,
            GREEN,
            BLUE,
            WHITE,
            [1.0, 1.0, 0.0, 1.0],
            [1.0, 0.0, 1.0, 1.0],
            [0.0, 1.0, 1.0, 1.0],
            [0.0, 0.0, 0.0, 1.0],
        ];
        let image = MipImage::from_fn(TexFormat::Rgba8, (2, 2, 2), |x, y, z| {
            TEXELS[(z * 4 + y * 2 + x) as usize]
        });
        Texture::with_level(TexTarget::D3, TexFormat::Rgba8, 0, image, nearest_clamped())
    }

    /// `texture rgbw 1DArray|2DArray`: each layer one colour of
    /// red, green, blue, white in turn; one level.
    pub fn layers(target: TexTarget, width: u32, height: u32, layers: u32) -> Texture {
        let size = match target {
            TexTarget::D1Array => (width, layers, 1),
            _ => (width, height, layers),
        };
        let image = MipImage::from_fn(TexFormat::Rgba8, size, |_, y, z| {
            let layer = if target == TexTarget::D1Array { y } else { z };
            COLOR_WHEEL[layer as usize % 4]
        });
        Texture::with_level(target, TexFormat::Rgba8, 0, image, nearest_clamped())
    }

    /// `texture miptree`: 8x8 with levels 0-3 solid red, green, blue and
    /// white; nearest filtering within and between levels, clamp to edge.
    pub fn miptree() -> Texture {
        let levels = (0..4)
            .map(|l| {
                let n = 8 >> l;
                Some(MipImage::from_fn(TexFormat::Rgba8, (n, n, 1), |_, _, _| {
                    COLOR_WHEEL[l]
                }))
            })
            .collect();
        Texture {
            target: TexTarget::D2,
            format: TexFormat::Rgba8,
            levels,
            params: TexParams {
                min: MinFilter {
                    texel: Filter::Nearest,
                    mipmap: Some(Filter::Nearest),
                },
                ..nearest_clamped()
            },
        }
    }

    /// `texture quads`: tiles of `tile` texels whose colour depends on the
    /// parity of the tile's column and row (`[bottom left, bottom right,
    /// top left, top right]`), written to `level`; nearest filtering,
    /// clamp to a red border (desktop GL) or to the edge (GL ES, where
    /// piglit uploads the colours as bytes, truncating `c * 255`).
    pub fn quads(
        level: u32,
        (width, height): (u32, u32),
        tile: (u32, u32),
        colours: [[f32; 4]; 4],
        es: bool,
    ) -> Texture {
        let (tw, th) = (tile.0.max(1), tile.1.max(1));
        let colours = if es {
            colours.map(|c| c.map(|x| f32::from((x * 255.0) as u8) / 255.0))
        } else {
            colours
        };
        let image = MipImage::from_fn(TexFormat::Rgba8, (width, height, 1), |x, y, _| {
            colours[(((y / th) & 1) * 2 + ((x / tw) & 1)) as usize]
        });
        let params = if es {
            nearest_clamped()
        } else {
            TexParams {
                wrap: [Wrap::ClampToBorder; 3],
                border: RED,
                ..nearest_clamped()
            }
        };
        Texture::with_level(TexTarget::D2, TexFormat::Rgba8, level, image, params)
    }

    /// `texture checkerboard`: squares of half the size, `black` where
    /// column and row parities agree (the bottom-left square), else `white`.
    pub fn checkerboard(
        level: u32,
        (width, height): (u32, u32),
        black: [f32; 4],
        white: [f32; 4],
        es: bool,
    ) -> Texture {
        Texture::quads(
            level,
            (width, height),
            (width / 2, height / 2),
            [black, white, white, black],
            es,
        )
    }

    /// `texture shadow1D|2D|Rect|1DArray|2DArray`: depth rising from 0 at
    /// the left column to 1 at the right one (the same in every row and
    /// layer), compared with `GL_GREATER`; nearest, clamp to edge.
    pub fn depth_ramp(target: TexTarget, width: u32, height: u32, layers: u32) -> Texture {
        let size = match target {
            TexTarget::D1 => (width, 1, 1),
            TexTarget::D1Array => (width, layers, 1),
            TexTarget::D2Array => (width, height, layers),
            _ => (width, height, 1),
        };
        // x / (w - 1) in float, as piglit computes it.
        let d = (width as f32) - 1.0;
        let image = MipImage::from_fn(TexFormat::Depth24, size, |x, _, _| {
            [x as f32 / d, 0.0, 0.0, 1.0]
        });
        let params = TexParams {
            compare_mode: true,
            compare_func: CompareFunc::Greater,
            ..nearest_clamped()
        };
        Texture::with_level(target, TexFormat::Depth24, 0, image, params)
    }

    /// The image of `level`, if specified.
    pub fn level(&self, level: u32) -> Option<&MipImage> {
        self.levels.get(level as usize).and_then(Option::as_ref)
    }
}

/// The textures of a test: one texture object per unit and target. A
/// lookup on a unit with nothing bound to its target samples (0, 0, 0, 1),
/// as an incomplete texture does in GL.
#[derive(Clone, Debug, Default)]
pub struct BoundTextures {
    /// The texture bound to each (unit, target).
    pub units: BTreeMap<(i32, TexTarget), Texture>,
    /// The active texture unit (`glActiveTexture`), whose bindings
    /// `glTexParameter` changes.
    pub active: i32,
    /// The program is GLSL 1.30 or later. Its shadow functions return one
    /// float, which must carry the comparison whatever the depth mode; so
    /// `GL_ALPHA` expands to (r, 0, 0, r) there instead of (0, 0, 0, r)
    /// (the rule Mesa follows, and piglit's tests expect).
    pub glsl_130: bool,
}

impl BoundTextures {
    /// Bind `t` to `unit` at its target, replacing what was bound there.
    pub fn bind(&mut self, unit: i32, t: Texture) {
        self.units.insert((unit, t.target), t);
    }

    /// The texture bound to `unit` for the target of `sampler`.
    pub(super) fn get(&self, unit: i32, sampler: &SamplerType) -> Option<&Texture> {
        self.units.get(&(unit, TexTarget::of(sampler)?))
    }
}

impl Textures for BoundTextures {
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
