//! float24 over all 2^24 patterns.
//!
//! The conversion round trip runs over every pattern in any build. The decimal
//! display round trip (format, parse as f64, round to f32, convert) costs about a
//! microsecond per pattern: a debug build checks every 251st pattern, a release build
//! (`cargo test --release -p gpubin-pica --test float24_exhaustive`) all of them.

use gpubin_pica::float24::{shortest_decimal, Float24, Rounding};

const PATTERNS: u32 = 1 << 24;

/// Runs `check` over every `stride`-th pattern on all cores; returns the failures.
fn sweep(stride: u32, check: impl Fn(Float24) -> bool + Sync) -> Vec<u32> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()) as u32;
    let chunk = PATTERNS.div_ceil(threads);
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let check = &check;
                s.spawn(move || {
                    let start = (t * chunk).next_multiple_of(stride);
                    let end = ((t + 1) * chunk).min(PATTERNS);
                    (start..end)
                        .step_by(stride as usize)
                        .filter(|&b| !check(Float24::from_bits(b).unwrap()))
                        .take(10)
                        .collect::<Vec<u32>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect()
    })
}

#[test]
fn to_f32_and_back_gives_the_same_bits() {
    let bad = sweep(1, |f| Float24::from_f32(f.to_f32()) == f);
    assert!(bad.is_empty(), "{bad:x?}");
}

#[test]
fn nearest_rounding_keeps_exact_values() {
    // Exponent 0x7F with a mantissa is not finite under rounding: it saturates.
    let bad = sweep(1, |f| {
        let back = Float24::from_f32_with(f.to_f32(), Rounding::Nearest);
        if f.is_special() {
            back.to_bits() & 0x7F_FFFF == 0x7F_0000
                && back.is_sign_negative() == f.is_sign_negative()
        } else {
            back == f
        }
    });
    assert!(bad.is_empty(), "{bad:x?}");
}

#[test]
fn hardware_values_agree_on_finite_normals() {
    let bad = sweep(1, |f| {
        let hw = f.to_f32_hardware();
        if f.is_finite_normal_or_zero() {
            hw.to_bits() == f.to_f32().to_bits()
        } else if f.is_special() {
            !hw.is_finite()
        } else {
            hw == 0.0
        }
    });
    assert!(bad.is_empty(), "{bad:x?}");
}

fn display_stride() -> u32 {
    if cfg!(debug_assertions) {
        251
    } else {
        1
    }
}

#[test]
fn shortest_decimal_converts_back_under_truncation() {
    let bad = sweep(display_stride(), |f| {
        let text = f.to_string();
        let back = match text.as_str() {
            "inf" => f32::INFINITY,
            "-inf" => f32::NEG_INFINITY,
            t => t.parse::<f64>().unwrap() as f32,
        };
        Float24::from_f32(back) == f
    });
    assert!(bad.is_empty(), "{bad:x?}");
}

#[test]
fn shortest_decimal_converts_back_under_rounding() {
    let bad = sweep(display_stride(), |f| {
        if f.is_special() {
            return true; // no finite decimal rounds to exponent 0x7F
        }
        let text = shortest_decimal(f, Rounding::Nearest);
        let back = text.parse::<f64>().unwrap() as f32;
        Float24::from_f32_with(back, Rounding::Nearest) == f
    });
    assert!(bad.is_empty(), "{bad:x?}");
}
