//! The text form of a layout case shared by the differential sweep
//! (`examples/layout_sweep.rs`) and the regression test: a configuration
//! `FMT SAMPLES WIDTH HEIGHT DEPTH LEVELS ARRAY TYPE TILE TILE_ALL`, then
//! `| offset:pitch:size0 ...` per level, then `| layer_size size`.

use gpubin_adreno::a5xx::{layout, Format, TextureDesc, TextureType, TileMode};

/// Parse the configuration part of a case line.
pub fn parse_config(text: &str) -> Result<TextureDesc, String> {
    let f: Vec<&str> = text.split_whitespace().collect();
    if f.len() != 10 {
        return Err(format!("expected 10 fields, found {}: {text:?}", f.len()));
    }
    let num = |i: usize| -> Result<u32, String> {
        f[i].parse::<u32>()
            .map_err(|e| format!("field {} {:?}: {e}", i + 1, f[i]))
    };
    let format = Format::by_name(f[0]).map_err(|e| e.to_string())?;
    let ty = TextureType::parse(f[7]).map_err(|e| e.to_string())?;
    let tile_mode = TileMode::parse(f[8]).map_err(|e| e.to_string())?;
    Ok(TextureDesc {
        format,
        ty,
        width: num(2)?,
        height: num(3)?,
        depth: num(4)?,
        array_size: num(6)?,
        levels: num(5)?,
        samples: num(1)?,
        tile_mode,
        tile_all: num(9)? != 0,
        ubwc: false,
        base: 0,
    })
}

/// The configuration part of a case line.
pub fn config_line(d: &TextureDesc) -> String {
    let ty = match d.ty {
        TextureType::D1 => "1D",
        TextureType::D2 => "2D",
        TextureType::Cube => "CUBE",
        TextureType::D3 => "3D",
    };
    format!(
        "{} {} {} {} {} {} {} {} {} {}",
        d.format.name(),
        d.samples,
        d.width,
        d.height,
        d.depth,
        d.levels,
        d.array_size,
        ty,
        d.tile_mode.value(),
        u32::from(d.tile_all)
    )
}

/// The result part of a case line for gpubin's layout.
pub fn result_line(d: &TextureDesc) -> String {
    match layout(d) {
        Ok(lay) => {
            let mut s = String::from("|");
            for l in &lay.levels {
                s += &format!(" {}:{}:{}", l.offset, l.pitch, l.slice_size);
            }
            s + &format!(" | {} {}", lay.layer_size, lay.size)
        }
        Err(e) => format!("| error: {e}"),
    }
}

/// Split a full case line into (configuration, expected result).
pub fn split_case(line: &str) -> Option<(&str, &str)> {
    let bar = line.find('|')?;
    Some((line[..bar].trim(), line[bar..].trim()))
}
