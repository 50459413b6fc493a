//! Typed argument parsers: a malformed value is a usage error (exit 2).

use gpubin_adreno::a5xx::blit::{BlitBuf, FlagSurface};
use gpubin_adreno::a5xx::layout::{TextureType, TileMode};
use gpubin_adreno::a5xx::lrz::{DepthFormat, DrawState, Pass};
use gpubin_adreno::a5xx::streamout::{SoOutput, VsOutput};
use gpubin_adreno::a5xx::tex_const::Swizzle;
use gpubin_adreno::a5xx::{gmem, Format};
use gpubin_binfmt::text::Cursor;

/// A number, decimal or 0x-prefixed hex (binfmt's literal syntax).
pub fn number(text: &str) -> Result<u64, String> {
    gpubin_binfmt::parse_u64(text).map_err(|_| format!("`{text}` is not a number"))
}

/// A 32-bit number.
pub fn number32(text: &str) -> Result<u32, String> {
    let v = number(text)?;
    u32::try_from(v).map_err(|_| format!("{v} does not fit 32 bits"))
}

/// `W`, `WxH` or `WxHxD` (decimal).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Size {
    pub dims: [u32; 3],
    pub count: usize,
}

pub fn size(text: &str) -> Result<Size, String> {
    let mut dims = [1u32; 3];
    let mut count = 0;
    let mut cur = Cursor::new(text, 0);
    loop {
        let part = cur.word(&['x', 'X']);
        if count == 3 {
            return Err(format!("expected WIDTHxHEIGHT[xDEPTH], got `{text}`"));
        }
        dims[count] = dimension(part.trim())
            .map_err(|why| format!("`{part}` in `{text}` {why}; expected WIDTHxHEIGHT[xDEPTH]"))?;
        count += 1;
        if !(cur.eat("x") || cur.eat("X")) {
            return Ok(Size { dims, count });
        }
    }
}

/// One dimension of a size: a decimal number that fits 32 bits; what is wrong
/// otherwise.
fn dimension(part: &str) -> Result<u32, String> {
    if let Some(rest) = part.strip_prefix('-') {
        if !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit()) {
            return Err("is negative: a size is a count of pixels".into());
        }
    }
    if part.is_empty() || !part.bytes().all(|b| b.is_ascii_digit()) {
        return Err("is not a decimal number".into());
    }
    part.parse()
        .map_err(|_| format!("is too large (at most {})", u32::MAX))
}

/// A depth clear value: a number from 0.0 to 1.0.
pub fn depth(text: &str) -> Result<f32, String> {
    match text.trim().parse::<f32>() {
        Ok(d) if (0.0..=1.0).contains(&d) => Ok(d),
        Ok(d) if !d.is_nan() => Err(format!(
            "`{text}` is outside the depth range: a depth is a number from 0.0 to 1.0"
        )),
        _ => Err(format!(
            "`{text}` is not a number: a depth is a number from 0.0 to 1.0"
        )),
    }
}

/// `WxH` exactly.
pub fn size2(text: &str) -> Result<(u32, u32), String> {
    match size(text)? {
        Size {
            dims: [w, h, _],
            count: 2,
        } => Ok((w, h)),
        _ => Err(format!("expected WIDTHxHEIGHT, got `{text}`")),
    }
}

/// The fields of `text` between `separator`s (an empty text is one empty field).
fn fields(text: &str, separator: char) -> Vec<&str> {
    let mut cur = Cursor::new(text, 0);
    let mut out = vec![cur.word(&[separator])];
    while cur.eat(separator.encode_utf8(&mut [0; 4])) {
        out.push(cur.word(&[separator]));
    }
    out
}

/// `n` comma-separated numbers.
fn list<const N: usize>(text: &str) -> Result<[u64; N], String> {
    let mut out = [0u64; N];
    let parts = fields(text, ',');
    if parts.len() != N {
        return Err(format!(
            "expected {N} comma-separated numbers, got `{text}`"
        ));
    }
    for (o, p) in out.iter_mut().zip(parts) {
        *o = number(p.trim())?;
    }
    Ok(out)
}

/// `X,Y,W,H`.
pub fn rect(text: &str) -> Result<[u32; 4], String> {
    let v = list::<4>(text)?;
    let mut out = [0u32; 4];
    for (o, x) in out.iter_mut().zip(v) {
        *o = u32::try_from(x).map_err(|_| format!("{x} too large"))?;
    }
    Ok(out)
}

/// `X,Y`.
pub fn point(text: &str) -> Result<(u32, u32), String> {
    let [x, y] = list::<2>(text)?;
    let n = |v: u64| u32::try_from(v).map_err(|_| format!("{v} too large"));
    Ok((n(x)?, n(y)?))
}

/// `ADDRESS,PITCH,ARRAY_PITCH` of a UBWC flag buffer.
pub fn flags(text: &str) -> Result<FlagSurface, String> {
    let [address, pitch, array_pitch] = list::<3>(text)?;
    Ok(FlagSurface {
        address,
        pitch: u32::try_from(pitch).map_err(|_| "pitch too large".to_string())?,
        array_pitch,
    })
}

fn lib<T>(r: gpubin_adreno::Result<T>) -> Result<T, String> {
    r.map_err(|e| e.to_string())
}

pub fn format(text: &str) -> Result<Format, String> {
    lib(Format::by_name(text)).map_err(|e| format!("{e} (see --list-formats)"))
}

/// A texture format and whether its name asks for sRGB sampling
/// (`GL_SRGB8_ALPHA8`).
#[derive(Debug, Clone, Copy)]
pub struct TextureFormat {
    pub format: Format,
    pub srgb: bool,
}

pub fn texture_format(text: &str) -> Result<TextureFormat, String> {
    Ok(TextureFormat {
        format: format(text)?,
        srgb: Format::names_srgb(text),
    })
}

/// A format that can be a render target.
pub fn color_format(text: &str) -> Result<Format, String> {
    let f = format(text)?;
    match f.info().color_fmt() {
        Some(_) => Ok(f),
        None => Err(format!("{} cannot be a render target", f.name())),
    }
}

/// A render-target format or `none` (an unbound slot).
pub fn mrt(text: &str) -> Result<Option<Format>, String> {
    if text.eq_ignore_ascii_case("none") {
        Ok(None)
    } else {
        color_format(text).map(Some)
    }
}

pub fn tile_mode(text: &str) -> Result<TileMode, String> {
    lib(TileMode::parse(text))
}

pub fn texture_type(text: &str) -> Result<TextureType, String> {
    lib(TextureType::parse(text))
}

pub fn swizzle(text: &str) -> Result<[Swizzle; 4], String> {
    lib(Swizzle::parse4(text))
}

pub fn depth_format(text: &str) -> Result<DepthFormat, String> {
    lib(DepthFormat::parse(text))
}

pub fn draw(text: &str) -> Result<DrawState, String> {
    lib(DrawState::parse(text))
}

pub fn pass(text: &str) -> Result<Pass, String> {
    match text.to_ascii_lowercase().as_str() {
        "binning" => Ok(Pass::Binning),
        "tile" | "gmem" => Ok(Pass::Tile),
        "sysmem" => Ok(Pass::Sysmem),
        other => Err(format!("`{other}` is not binning, tile or sysmem")),
    }
}

pub fn blit_buf(text: &str) -> Result<BlitBuf, String> {
    lib(BlitBuf::parse(text))
}

pub fn gmem_size(text: &str) -> Result<u64, String> {
    lib(gmem::parse_size(text))
}

pub fn vs_output(text: &str) -> Result<VsOutput, String> {
    lib(VsOutput::parse(text))
}

pub fn so_output(text: &str) -> Result<SoOutput, String> {
    lib(SoOutput::parse(text))
}

/// `BUF=DW0[,DW1,DW2,DW3]`: a colour buffer and its packed clear value.
pub fn color_clear(text: &str) -> Result<(BlitBuf, [u32; 4]), String> {
    let mut cur = Cursor::new(text, 0);
    let b = cur.word(&['=']);
    if !cur.eat("=") {
        return Err(format!("expected BUF=DW0[,DW1..], got `{text}`"));
    }
    let dws = cur.rest();
    let buf = blit_buf(b)?;
    if !matches!(buf, BlitBuf::Mrt(_)) {
        return Err(format!("{} is not a colour buffer", buf.name()));
    }
    let parts = fields(dws, ',');
    if parts.len() > 4 {
        return Err(format!("at most 4 dwords, got `{dws}`"));
    }
    let mut value = [0u32; 4];
    for (v, p) in value.iter_mut().zip(parts) {
        *v = number32(p.trim())?;
    }
    Ok((buf, value))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_say_what_is_wrong() {
        assert_eq!(size("8x4").unwrap().dims, [8, 4, 1]);
        assert_eq!(
            size("-8x8").unwrap_err(),
            "`-8` in `-8x8` is negative: a size is a count of pixels; expected WIDTHxHEIGHT[xDEPTH]"
        );
        assert_eq!(
            size("4294967296x1").unwrap_err(),
            "`4294967296` in `4294967296x1` is too large (at most 4294967295); expected WIDTHxHEIGHT[xDEPTH]"
        );
        assert!(size("8xq")
            .unwrap_err()
            .contains("`q` in `8xq` is not a decimal number"));
    }

    #[test]
    fn lists_split_like_the_usage_says() {
        assert_eq!(fields("", ','), [""]);
        assert_eq!(fields("1,,2,", ','), ["1", "", "2", ""]);
        assert_eq!(rect("0, 0x10,3,4"), Ok([0, 16, 3, 4]));
        assert_eq!(
            rect("1,2,3").unwrap_err(),
            "expected 4 comma-separated numbers, got `1,2,3`"
        );
        assert_eq!(point("1,q").unwrap_err(), "`q` is not a number");
        assert_eq!(size("8X4x2").unwrap().dims, [8, 4, 2]);
        assert_eq!(
            size("1x2x3x4").unwrap_err(),
            "expected WIDTHxHEIGHT[xDEPTH], got `1x2x3x4`"
        );
        let (_, v) = color_clear("mrt1=1,0x2").unwrap();
        assert_eq!(v, [1, 2, 0, 0]);
        assert_eq!(
            color_clear("mrt1").unwrap_err(),
            "expected BUF=DW0[,DW1..], got `mrt1`"
        );
        assert_eq!(
            color_clear("mrt0=1,2,3,4,5").unwrap_err(),
            "at most 4 dwords, got `1,2,3,4,5`"
        );
    }

    #[test]
    fn depths_are_numbers_from_0_to_1() {
        assert_eq!(depth("0.5"), Ok(0.5));
        assert_eq!(depth("1"), Ok(1.0));
        for bad in ["nan", "NaN", "-0.5", "1.5", "inf"] {
            assert!(depth(bad).unwrap_err().contains("from 0.0 to 1.0"), "{bad}");
        }
        assert!(depth("nan")
            .unwrap_err()
            .starts_with("`nan` is not a number"));
        assert!(depth("1.5").unwrap_err().starts_with("`1.5` is outside"));
        assert!(depth("x").unwrap_err().starts_with("`x` is not a number"));
    }
}
