//! UBWC flag (metadata) buffers, blob model (spec §2): each mip level is
//! `[flags][colour]`, both parts page-aligned, the flags sized from
//! gralloc's UBWC block per bytes-per-pixel.

use serde::{Deserialize, Serialize};

use crate::{Error, Result, Unsupported};

/// Page size every UBWC part is aligned to.
pub const PAGE: u64 = 4096;

/// Flag-buffer geometry of one level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct UbwcMeta {
    /// Pixels covered by one flag byte (gralloc's UBWC block), width.
    pub block_w: u32,
    /// Pixels covered by one flag byte, height.
    pub block_h: u32,
    /// Flag bytes per row: `align(ceil(w / block_w), 64)`.
    pub pitch: u32,
    /// Flag rows: `align(ceil(h / block_h), 16)`.
    pub rows: u32,
    /// `align(pitch * rows, 4096)`.
    pub size: u64,
}

/// gralloc's UBWC block (w, h) for a bytes-per-pixel value. gralloc has
/// no entry for 1-byte formats, so they have no a5xx UBWC layout.
pub fn block_size(cpp: u32) -> Result<(u32, u32)> {
    match cpp {
        2 | 4 => Ok((16, 4)),
        8 => Ok((8, 4)),
        16 => Ok((4, 4)),
        _ => Err(Error::Unsupported(Unsupported::UbwcCpp(cpp))),
    }
}

/// Flag buffer of a `width` x `height` level (msm8996 gralloc rule: the
/// product is page-aligned; one published msm8994 copy always yields 4096).
pub fn meta(width: u32, height: u32, cpp: u32) -> Result<UbwcMeta> {
    let (block_w, block_h) = block_size(cpp)?;
    let pitch = align32(width.div_ceil(block_w), 64);
    let rows = align32(height.div_ceil(block_h), 16);
    Ok(UbwcMeta {
        block_w,
        block_h,
        pitch,
        rows,
        size: align64(pitch as u64 * rows as u64, PAGE),
    })
}

pub(crate) fn align32(x: u32, a: u32) -> u32 {
    x.div_ceil(a) * a
}

pub(crate) fn align64(x: u64, a: u64) -> u64 {
    x.div_ceil(a) * a
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn block_size_table() {
        let table: &[(u32, Option<(u32, u32)>)] = &[
            (1, None),
            (2, Some((16, 4))),
            (4, Some((16, 4))),
            (8, Some((8, 4))),
            (16, Some((4, 4))),
            (3, None),
        ];
        for (cpp, want) in table {
            assert_eq!(block_size(*cpp).ok(), *want, "cpp {cpp}");
        }
    }

    #[test]
    fn meta_rule_table() {
        // (w, h, cpp) -> (pitch, rows, size); the first rows are the seed's.
        let table: &[(u32, u32, u32, u32, u32, u64)] = &[
            (100, 2000, 4, 64, 512, 0x8000),
            (50, 1000, 4, 64, 256, 0x4000),
            (25, 500, 4, 64, 128, 0x2000),
            (12, 250, 4, 64, 64, 0x1000),
            (1, 1, 4, 64, 16, 0x1000),
            (1024, 1024, 4, 64, 256, 0x4000),
            (2048, 64, 2, 128, 16, 0x1000),
            (4096, 4096, 8, 512, 1024, 0x80000),
            (4096, 4096, 16, 1024, 1024, 0x100000),
        ];
        for &(w, h, cpp, pitch, rows, size) in table {
            let m = meta(w, h, cpp).unwrap();
            assert_eq!(
                (m.pitch, m.rows, m.size),
                (pitch, rows, size),
                "{w}x{h} cpp {cpp}"
            );
        }
    }
}
