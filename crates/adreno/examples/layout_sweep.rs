//! Differential sweep of the a5xx texture layout against a reference
//! implementation of Mesa's `fdl5` layout (built by hand, outside the
//! repository).
//!
//! `layout_sweep gen COUNT SEED` prints COUNT random configurations, one per
//! line (see `tests/common/layout_case.rs`); a reference harness answers each
//! with `CONFIG | offset:pitch:size0 ... | layer_size size`.
//! `layout_sweep print < configs` answers them with gpubin's layout.
//! `layout_sweep time ROUNDS < configs` times the layout alone.
//! `layout_sweep compare < answers` lays every configuration out with
//! gpubin, prints each case that differs with both answers and a summary by
//! class. Mesa keeps slice offsets and sizes in 32 bits, so a texture of
//! 4 GiB or more wraps there; those cases are counted as their own class.

#[path = "../tests/common/layout_case.rs"]
mod layout_case;

use std::io::{BufRead, Write};

use gpubin_adreno::a5xx::format::Format;
use gpubin_adreno::a5xx::layout::{layout, max_levels, TextureDesc, TextureType, TileMode};
use layout_case::{config_line, parse_config, result_line, split_case};

/// splitmix64: a small fixed-seed generator, so a seed names one sweep.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    /// Uniform in `lo..=hi`.
    fn range(&mut self, lo: u32, hi: u32) -> u32 {
        lo + (self.next() % u64::from(hi - lo + 1)) as u32
    }
    fn chance(&mut self, percent: u32) -> bool {
        self.range(0, 99) < percent
    }
    /// A size in `1..=max`, spread evenly over powers of two, with exact
    /// powers of two and their neighbours more often than chance.
    fn size(&mut self, max: u32) -> u32 {
        let bits = 32 - max.leading_zeros() - 1;
        let e = self.range(0, bits);
        let v = match self.range(0, 3) {
            0 => 1 << e,
            1 => (1u32 << e) + 1,
            _ => self.range(1 << e, (2u32 << e) - 1),
        };
        v.clamp(1, max)
    }
}

/// Largest sizes a5xx exposes: 16384 for 1D/2D/cube, 2048 for 3D, 256
/// array layers (Mesa's a5xx caps; sizes 1-16384 as the sweep asks).
const MAX_2D: u32 = 16384;
const MAX_3D: u32 = 2048;
const MAX_LAYERS: u32 = 256;

fn random_desc(rng: &mut Rng, formats: &[Format]) -> TextureDesc {
    let format = formats[rng.range(0, formats.len() as u32 - 1) as usize];
    let mut d = TextureDesc::new_2d(format, 1, 1);
    let kind = rng.range(0, 5);
    match kind {
        0 => {
            d.ty = TextureType::D1;
            d.width = rng.size(MAX_2D);
            if rng.chance(30) {
                d.array_size = rng.size(MAX_LAYERS);
            }
        }
        1 | 2 => {
            d.width = rng.size(MAX_2D);
            d.height = rng.size(MAX_2D);
            if kind == 2 {
                d.array_size = rng.size(MAX_LAYERS);
            }
        }
        3 => {
            d.ty = TextureType::Cube;
            d.width = rng.size(MAX_2D);
            d.height = d.width;
            d.array_size = 6 * if rng.chance(30) {
                rng.size(MAX_LAYERS / 6)
            } else {
                1
            };
        }
        _ => {
            d.ty = TextureType::D3;
            d.width = rng.size(MAX_3D);
            d.height = rng.size(MAX_3D);
            d.depth = rng.size(MAX_3D);
        }
    }
    let mip_depth = if d.ty == TextureType::D3 { d.depth } else { 1 };
    let max = max_levels(d.width, d.height, mip_depth);
    d.levels = match rng.range(0, 3) {
        0 => 1,
        1 => rng.range(1, max),
        _ => max,
    };
    d.tile_mode = match rng.range(0, 2) {
        0 => TileMode::Linear,
        1 => TileMode::Tile2,
        _ => TileMode::Tile3,
    };
    d.tile_all = rng.chance(25);
    // MSAA: single-level, uncompressed, 1D/2D (arrays included).
    let msaa_ok =
        !format.info().is_compressed() && matches!(d.ty, TextureType::D1 | TextureType::D2);
    if msaa_ok && rng.chance(15) {
        d.levels = 1;
        d.samples = if rng.chance(50) { 2 } else { 4 };
        // cpp x samples stays within 16 bytes per pixel... or not: Mesa
        // multiplies regardless, and so do we.
    }
    d
}

fn generate(count: u64, seed: u64) {
    let formats: Vec<Format> = Format::all().collect();
    let mut rng = Rng(seed);
    let out = std::io::stdout();
    let mut out = std::io::BufWriter::new(out.lock());
    let mut n = 0;
    while n < count {
        let d = random_desc(&mut rng, &formats);
        if layout(&d).is_err() {
            continue; // only configurations gpubin accepts
        }
        writeln!(out, "{}", config_line(&d)).expect("stdout");
        n += 1;
    }
}

/// Answer configurations with gpubin's layout, in the reference's format.
fn print() -> bool {
    let stdin = std::io::stdin();
    for (i, line) in stdin.lock().lines().enumerate() {
        let line = line.expect("stdin");
        match parse_config(&line) {
            Ok(d) => println!("{} {}", config_line(&d), result_line(&d)),
            Err(e) => {
                eprintln!("line {}: {e}", i + 1);
                return false;
            }
        }
    }
    true
}

/// Time the layout alone over every configuration read (parsed first), in
/// layouts per second, for a side-by-side figure with the reference.
fn time(rounds: u32) -> bool {
    let stdin = std::io::stdin();
    let mut descs = Vec::new();
    for line in stdin.lock().lines() {
        match parse_config(&line.expect("stdin")) {
            Ok(d) => descs.push(d),
            Err(e) => {
                eprintln!("{e}");
                return false;
            }
        }
    }
    let start = std::time::Instant::now();
    let mut total = 0u64;
    for _ in 0..rounds {
        for d in &descs {
            total = total.wrapping_add(std::hint::black_box(layout(d)).map_or(0, |l| l.size));
        }
    }
    let secs = start.elapsed().as_secs_f64();
    let n = descs.len() as f64 * f64::from(rounds);
    println!(
        "{n} layouts in {secs:.3} s: {:.2} M layouts/s (checksum {total})",
        n / secs / 1e6
    );
    true
}

fn compare() -> bool {
    let stdin = std::io::stdin();
    let (mut total, mut same, mut unknown, mut wrap, mut other) = (0u64, 0u64, 0u64, 0u64, 0u64);
    for (i, line) in stdin.lock().lines().enumerate() {
        let line = line.expect("stdin");
        let Some((config, theirs)) = split_case(&line) else {
            eprintln!("line {}: no '|' in {line:?}", i + 1);
            return false;
        };
        if theirs == "| unknown" {
            unknown += 1;
            continue;
        }
        let d = match parse_config(config) {
            Ok(d) => d,
            Err(e) => {
                eprintln!("line {}: {e}", i + 1);
                return false;
            }
        };
        total += 1;
        let ours = result_line(&d);
        if ours == theirs {
            same += 1;
            continue;
        }
        let big = layout(&d).is_ok_and(|l| l.size >= 1 << 32);
        let class = if big {
            wrap += 1;
            "u32-wrap"
        } else {
            other += 1;
            "differs"
        };
        println!("{class}: {config}\n  reference {theirs}\n  gpubin    {ours}");
    }
    println!(
        "compared {total}, equal {same}, differing {} (4 GiB or larger, 32-bit wrap in the reference: {wrap}; other: {other}); formats the reference lacks: {unknown}",
        wrap + other
    );
    other == 0
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let ok = match args.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        ["gen", count, seed] => match (count.parse(), seed.parse()) {
            (Ok(c), Ok(s)) => {
                generate(c, s);
                true
            }
            _ => {
                eprintln!("usage: layout_sweep gen COUNT SEED");
                std::process::exit(2);
            }
        },
        ["print"] => print(),
        ["time", rounds] => match rounds.parse() {
            Ok(r) => time(r),
            Err(_) => {
                eprintln!("usage: layout_sweep time ROUNDS < configs");
                std::process::exit(2);
            }
        },
        ["compare"] => compare(),
        _ => {
            eprintln!("usage: layout_sweep gen COUNT SEED | print < configs | compare < answers");
            std::process::exit(2);
        }
    };
    std::process::exit(if ok { 0 } else { 1 });
}
