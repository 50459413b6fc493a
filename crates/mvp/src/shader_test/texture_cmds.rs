//! shader_runner's texture commands: `texture KIND ...` creates one of
//! piglit's images on a unit (and makes that unit the active one, as
//! `glActiveTexture` does), `texparameter TARGET NAME VALUE` sets the
//! sampling state of the texture bound to TARGET on the active unit.

use crate::sim::texture_images::{
    BoundTextures, CompareFunc, DepthMode, Filter, MinFilter, MipImage, Swizzle, TexFormat,
    TexParams, TexTarget, Texture, Wrap,
};
use crate::Program;

/// Why a texture command was not applied: malformed (the file is wrong)
/// or, for [`Refused::is_unsupported`], well formed but not modelled by
/// the simulator.
#[derive(Debug, PartialEq, thiserror::Error)]
pub enum Refused {
    /// A command (its words) without the values it needs.
    #[error("`{0}` needs more values")]
    NeedsValues(String),
    /// A `texture` command of no known kind (its words after `texture`).
    #[error("`texture {0}` is not a texture command")]
    NotTextureCommand(String),
    /// An `rgbw` texture with an internal format (unsupported).
    #[error("internal format {0}: rgbw textures here are GL_RGBA8")]
    RgbwFormat(String),
    /// An `integer` or `storage` texture (unsupported).
    #[error("`texture {0}`: the simulator's textures are RGBA8 and depth images")]
    TextureKind(String),
    /// A cube or cube-array target (unsupported).
    #[error("{0} textures")]
    CubeTarget(String),
    /// A texture target of no known name.
    #[error("`{0}` is not a texture target")]
    NotTarget(String),
    /// `texparameter NAME` without exactly one value.
    #[error("texparameter {name} needs one {what}")]
    NeedsOne {
        /// The parameter.
        name: String,
        /// What its value is (`filter`, `mode`, ...).
        what: &'static str,
    },
    /// `border_color` without four numbers.
    #[error("border_color needs 4 numbers")]
    BorderColor,
    /// A texture parameter of no known name.
    #[error("unknown texture parameter `{0}`")]
    UnknownParameter(String),
    /// A texture unit that is not a number below [`MAX_UNITS`].
    #[error("`{0}` is not a texture unit in 0..{MAX_UNITS}")]
    Unit(String),
    /// A width, height or layer count outside `1..=`[`MAX_SIZE`].
    #[error("`{0}` is not a texture size in 1..={MAX_SIZE}")]
    Size(String),
    /// A 3D size of more texels than a 2D image's limit.
    #[error("{0}x{1}x{2} texels is more than {MAX_SIZE}x{MAX_SIZE}")]
    TooManyTexels(u32, u32, u32),
    /// A mipmap level outside `0..16`.
    #[error("`{0}` is not a mipmap level in 0..16")]
    MipLevel(String),
    /// Colour values that are not `needed` RGBA colours.
    #[error("needs {needed} RGBA colours, found {found} values")]
    Colours {
        /// Colours the command takes.
        needed: usize,
        /// Values given.
        found: usize,
    },
    /// A colour component that is not a number.
    #[error("`{0}` is not a number")]
    NotNumber(String),
    /// A parameter's value of no known name.
    #[error("`{value}` is not a {name} value")]
    Value {
        /// The parameter.
        name: String,
        /// The value given.
        value: String,
    },
}

impl Refused {
    /// Well formed, but the simulator does not model it: the test is
    /// skipped rather than failed.
    pub fn is_unsupported(&self) -> bool {
        matches!(
            self,
            Refused::RgbwFormat(_) | Refused::TextureKind(_) | Refused::CubeTarget(_)
        )
    }
}

/// Apply the command `w` (split into words, parentheses and commas
/// dropped) to the textures of the test that runs `p`.
pub fn apply(w: &[&str], p: &Program, t: &mut BoundTextures) -> Result<(), Refused> {
    // Mesa expands GL_ALPHA depth textures for the float-returning shadow
    // functions when the program is GLSL 1.30 or later.
    t.glsl_130 = [&p.vs, &p.fs].iter().any(|m| m.version.number >= 130);
    let es = p.fs.version.is_es();
    match w {
        ["texparameter", target, name, value @ ..] => texparameter(t, target, name, value),
        ["texture", rest @ ..] => {
            let (unit, tex) = image(rest, es)?;
            t.active = unit;
            t.bind(unit, tex);
            Ok(())
        }
        _ => Err(Refused::NeedsValues(w.join(" "))),
    }
}

/// The texture unit and the image a `texture` command creates.
fn image(w: &[&str], es: bool) -> Result<(i32, Texture), Refused> {
    use TexTarget::*;
    Ok(match w {
        ["rgbw", "1D", unit] => (int(unit)?, Texture::rgbw_1d()),
        ["rgbw", "3D", unit] => (int(unit)?, Texture::rgbw_3d()),
        ["rgbw", "1DArray", unit, width, layers] => {
            let (w, l) = (size(width)?, size(layers)?);
            (int(unit)?, Texture::layers(D1Array, w, 1, l))
        }
        ["rgbw", "2DArray", unit, width, height, layers] => {
            let s = sizes3(width, height, layers)?;
            (int(unit)?, Texture::layers(D2Array, s.0, s.1, s.2))
        }
        ["rgbw", unit, width, height] => (int(unit)?, Texture::rgbw(size(width)?, size(height)?)),
        ["rgbw", _, _, _, format] => return Err(Refused::RgbwFormat((*format).to_string())),
        ["miptree", unit] => (int(unit)?, Texture::miptree()),
        ["checkerboard", unit, level, width, height, c @ ..] => {
            let c = colours::<2>(c)?;
            let dims = (size(width)?, size(height)?);
            let level = mip_level(level)?;
            (
                int(unit)?,
                Texture::checkerboard(level, dims, c[0], c[1], es),
            )
        }
        ["quads", unit, level, width, height, tw, th, c @ ..] => {
            let c = colours::<4>(c)?;
            let dims = (size(width)?, size(height)?);
            let tile = (size(tw)?, size(th)?);
            (
                int(unit)?,
                Texture::quads(mip_level(level)?, dims, tile, c, es),
            )
        }
        ["junk", "2DArray", unit, width, height, layers] => {
            // Storage without data: GL leaves the texels undefined; these
            // are zero. The texture keeps GL's initial state (a mipmap
            // minification filter, so one level is incomplete).
            let s = sizes3(width, height, layers)?;
            let image = MipImage::from_fn(TexFormat::Rgba8, s, |_, _, _| [0.0; 4]);
            let tex =
                Texture::with_level(D2Array, TexFormat::Rgba8, 0, image, TexParams::default());
            (int(unit)?, tex)
        }
        ["shadow1D", unit, width] => (int(unit)?, Texture::depth_ramp(D1, size(width)?, 1, 1)),
        ["shadow2D", unit, width, height] => (
            int(unit)?,
            Texture::depth_ramp(D2, size(width)?, size(height)?, 1),
        ),
        ["shadowRect", unit, width, height] => (
            int(unit)?,
            Texture::depth_ramp(Rect, size(width)?, size(height)?, 1),
        ),
        ["shadow1DArray", unit, width, layers] => (
            int(unit)?,
            Texture::depth_ramp(D1Array, size(width)?, 1, size(layers)?),
        ),
        ["shadow2DArray", unit, width, height, layers] => {
            let s = sizes3(width, height, layers)?;
            (int(unit)?, Texture::depth_ramp(D2Array, s.0, s.1, s.2))
        }
        [kind @ ("integer" | "storage"), ..] => {
            return Err(Refused::TextureKind((*kind).to_string()))
        }
        _ => return Err(Refused::NotTextureCommand(w.join(" "))),
    })
}

fn texparameter(
    t: &mut BoundTextures,
    target: &str,
    name: &str,
    value: &[&str],
) -> Result<(), Refused> {
    let Some(target) = TexTarget::from_name(target) else {
        return if matches!(target, "Cube" | "CubeArray") {
            Err(Refused::CubeTarget(target.to_string()))
        } else {
            Err(Refused::NotTarget(target.to_string()))
        };
    };
    let one = |what: &'static str| -> Result<&str, Refused> {
        match value {
            [v] => Ok(v),
            _ => Err(Refused::NeedsOne {
                name: name.to_string(),
                what,
            }),
        }
    };
    // A target with nothing bound on the active unit: GL sets the state of
    // the default texture, which samples as incomplete; nothing to keep.
    let mut scratch = TexParams::default();
    let params = match t.units.get_mut(&(t.active, target)) {
        Some(tex) => &mut tex.params,
        None => &mut scratch,
    };
    match name {
        "compare_func" => {
            let v = one("function")?;
            params.compare_func = pick(name, v, CompareFunc::from_name(v))?;
        }
        "depth_mode" => {
            let v = one("mode")?;
            params.depth_mode = pick(name, v, DepthMode::from_name(v))?;
        }
        "min" => {
            let v = one("filter")?;
            params.min = pick(name, v, MinFilter::from_name(v))?;
        }
        "mag" => {
            let v = one("filter")?;
            params.mag = pick(
                name,
                v,
                match v {
                    "nearest" => Some(Filter::Nearest),
                    "linear" => Some(Filter::Linear),
                    _ => None,
                },
            )?;
        }
        "wrap_s" | "wrap_t" | "wrap_r" => {
            let v = one("mode")?;
            let k = match name {
                "wrap_s" => 0,
                "wrap_t" => 1,
                _ => 2,
            };
            params.wrap[k] = pick(name, v, Wrap::from_name(v))?;
        }
        "lod_bias" => {
            let v = one("value")?;
            params.lod_bias = pick(name, v, v.parse::<f32>().ok().filter(|x| x.is_finite()))?;
        }
        "base_level" | "max_level" => {
            let v = one("level")?;
            let l = pick(name, v, v.parse::<u32>().ok())?;
            if name == "base_level" {
                params.base_level = l;
            } else {
                params.max_level = l;
            }
        }
        "border_color" => {
            let c = value
                .iter()
                .map(|v| v.parse::<f32>().ok())
                .collect::<Option<Vec<f32>>>()
                .filter(|c| c.len() == 4)
                .ok_or(Refused::BorderColor)?;
            params.border = [c[0], c[1], c[2], c[3]];
        }
        "swizzle_r" => {
            let v = one("source")?;
            params.swizzle[0] = pick(name, v, Swizzle::from_name(v))?;
        }
        _ => return Err(Refused::UnknownParameter(name.to_string())),
    }
    Ok(())
}

fn int(s: &str) -> Result<i32, Refused> {
    s.parse::<i32>()
        .ok()
        .filter(|u| (0..MAX_UNITS).contains(u))
        .ok_or_else(|| Refused::Unit(s.to_string()))
}

/// Texture units a test may name (`GL_MAX_COMBINED_TEXTURE_IMAGE_UNITS`
/// of a typical GL 3.0 implementation is at least this).
pub const MAX_UNITS: i32 = 48;

/// The largest width, height or layer count; 1024 keeps a 2D image at
/// 16 MiB.
pub const MAX_SIZE: u32 = 1024;

fn size(s: &str) -> Result<u32, Refused> {
    s.parse::<u32>()
        .ok()
        .filter(|n| (1..=MAX_SIZE).contains(n))
        .ok_or_else(|| Refused::Size(s.to_string()))
}

/// Width, height and layers whose product stays within a 2D image's limit.
fn sizes3(w: &str, h: &str, l: &str) -> Result<(u32, u32, u32), Refused> {
    let s = (size(w)?, size(h)?, size(l)?);
    if u64::from(s.0) * u64::from(s.1) * u64::from(s.2) > u64::from(MAX_SIZE * MAX_SIZE) {
        return Err(Refused::TooManyTexels(s.0, s.1, s.2));
    }
    Ok(s)
}

fn mip_level(s: &str) -> Result<u32, Refused> {
    s.parse::<u32>()
        .ok()
        .filter(|l| *l < 16)
        .ok_or_else(|| Refused::MipLevel(s.to_string()))
}

/// `N` RGBA colours.
fn colours<const N: usize>(w: &[&str]) -> Result<[[f32; 4]; N], Refused> {
    if w.len() != 4 * N {
        return Err(Refused::Colours {
            needed: N,
            found: w.len(),
        });
    }
    let mut out = [[0.0f32; 4]; N];
    for (i, v) in w.iter().enumerate() {
        out[i / 4][i % 4] = v
            .parse::<f32>()
            .map_err(|_| Refused::NotNumber((*v).to_string()))?;
    }
    Ok(out)
}

/// `parsed`, or the error naming the parameter and the value.
fn pick<T>(name: &str, v: &str, parsed: Option<T>) -> Result<T, Refused> {
    parsed.ok_or_else(|| Refused::Value {
        name: name.to_string(),
        value: v.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each refusal reads as the message the runner reported before the
    /// kinds were typed.
    #[test]
    fn refusals_read_as_before() {
        let cases = [
            (
                size("0").unwrap_err(),
                "`0` is not a texture size in 1..=1024",
            ),
            (
                int("48").unwrap_err(),
                "`48` is not a texture unit in 0..48",
            ),
            (
                mip_level("16").unwrap_err(),
                "`16` is not a mipmap level in 0..16",
            ),
            (
                sizes3("1024", "1024", "2").unwrap_err(),
                "1024x1024x2 texels is more than 1024x1024",
            ),
            (
                colours::<2>(&["1"]).unwrap_err(),
                "needs 2 RGBA colours, found 1 values",
            ),
            (
                colours::<1>(&["1", "x", "0", "1"]).unwrap_err(),
                "`x` is not a number",
            ),
            (
                pick::<u8>("min", "far", None).unwrap_err(),
                "`far` is not a min value",
            ),
            (
                image(&["integer", "0"], false).unwrap_err(),
                "`texture integer`: the simulator's textures are RGBA8 and depth images",
            ),
            (
                image(&["rgbw", "0", "8", "8", "GL_RGBA16"], false).unwrap_err(),
                "internal format GL_RGBA16: rgbw textures here are GL_RGBA8",
            ),
            (
                image(&["bogus", "1"], false).unwrap_err(),
                "`texture bogus 1` is not a texture command",
            ),
        ];
        for (refused, text) in &cases {
            assert_eq!(refused.to_string(), *text);
        }
        let mut t = BoundTextures::default();
        let tp = |t: &mut BoundTextures, target: &str, name: &str, value: &[&str]| {
            texparameter(t, target, name, value).unwrap_err()
        };
        let cube = tp(&mut t, "Cube", "min", &["nearest"]);
        assert_eq!(cube.to_string(), "Cube textures");
        assert!(cube.is_unsupported());
        let cases = [
            (
                tp(&mut t, "Sphere", "min", &["nearest"]),
                "`Sphere` is not a texture target",
            ),
            (
                tp(&mut t, "2D", "min", &[]),
                "texparameter min needs one filter",
            ),
            (
                tp(&mut t, "2D", "border_color", &["1"]),
                "border_color needs 4 numbers",
            ),
            (
                tp(&mut t, "2D", "shine", &["1"]),
                "unknown texture parameter `shine`",
            ),
        ];
        for (refused, text) in &cases {
            assert_eq!(refused.to_string(), *text);
            assert!(!refused.is_unsupported());
        }
    }
}
