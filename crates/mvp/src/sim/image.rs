//! The colour target and its PNG encoding.

use crate::{Error, InputError};

/// An RGBA8 image, row 0 at the bottom (GL window space).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Image {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// RGBA8 pixels, row by row from the bottom.
    pub rgba: Vec<u8>,
}

/// Convert a colour component: clamp to [0, 1], round to 8 bits (GL unorm).
#[inline]
pub fn unorm8(x: f32) -> u8 {
    // Clamped so that NaN becomes 0; then round half away from zero, as
    // `f32::round`, in float and integer operations that run on vectors
    // (no libm call, no branch, no float-to-integer conversion, which Rust
    // saturates in several instructions). Adding 1.5 * 2^23 rounds v in
    // [0, 255] to the nearest integer, ties to even, and leaves it in the
    // low bits of the sum; a tie that went down (`v - t` exactly 0.5, exact
    // for v in [0, 255]) goes up instead.
    const MAGIC: f32 = 12_582_912.0;
    let c = if x > 0.0 { x.min(1.0) } else { 0.0 };
    let v = c * 255.0;
    let s = v + MAGIC;
    let t = s - MAGIC;
    let n = s.to_bits().wrapping_sub(MAGIC.to_bits());
    n.wrapping_add(u32::from(v - t == 0.5)) as u8
}

/// Large targets of at least this many bytes are backed by huge pages where
/// the kernel offers them.
const HUGE: usize = 1 << 22;

/// Ask the kernel to back the untouched pages of a large zeroed buffer with
/// transparent huge pages (`madvise(MADV_HUGEPAGE)`, see the kernel's
/// admin-guide/mm/transhuge), so that its first writes fault 2 MiB at a
/// time instead of 4 KiB: a 4096x4096 target is 16384 faults otherwise, a
/// good part of the time of a draw that covers it. Only a hint: where the
/// kernel has transparent huge pages disabled, or the call fails, nothing
/// changes.
#[cfg(target_os = "linux")]
fn huge_pages(buf: &[u8]) {
    if buf.len() < HUGE {
        return;
    }
    // The whole pages inside the buffer (the allocator's header shares the
    // first one with another object).
    const PAGE: usize = 4096;
    let start = (buf.as_ptr() as usize).next_multiple_of(PAGE);
    let end = (buf.as_ptr() as usize + buf.len()) & !(PAGE - 1);
    if end > start {
        // SAFETY: the range is whole pages of memory this buffer owns;
        // MADV_HUGEPAGE changes how its pages are backed, never their
        // contents.
        unsafe {
            libc::madvise(start as *mut libc::c_void, end - start, libc::MADV_HUGEPAGE);
        }
    }
}

#[cfg(not(target_os = "linux"))]
fn huge_pages(_: &[u8]) {}

impl Image {
    /// An image cleared to `clear`.
    pub fn new(width: u32, height: u32, clear: [u8; 4]) -> Image {
        let n = width as usize * height as usize;
        // Zeros come from the allocator as untouched pages, which the
        // first write (a clear, a draw) maps, in huge pages if it can;
        // other colours as `clear` writes them.
        let mut image = Image {
            width,
            height,
            rgba: vec![0; 4 * n],
        };
        huge_pages(&image.rgba);
        if clear != [0; 4] {
            image.clear(clear);
        }
        image
    }

    /// Every pixel set to `clear`: 64 bytes per copy, and a large image in
    /// as many parts as there are cores (each core maps its part's pages
    /// too).
    pub fn clear(&mut self, clear: [u8; 4]) {
        let mut line = [0u8; 64];
        for px in line.chunks_exact_mut(4) {
            px.copy_from_slice(&clear);
        }
        let fill = |part: &mut [u8]| {
            let mut lines = part.chunks_exact_mut(64);
            for l in &mut lines {
                l.copy_from_slice(&line);
            }
            let rest = lines.into_remainder();
            let n = rest.len();
            rest.copy_from_slice(&line[..n]);
        };
        /// Below this many bytes, one thread.
        const PARALLEL: usize = 1 << 22;
        let threads = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
        if self.rgba.len() < PARALLEL || threads < 2 {
            fill(&mut self.rgba);
            return;
        }
        // Parts of whole lines, so that every part starts at a pixel.
        let part = self.rgba.len().div_ceil(threads).next_multiple_of(64);
        std::thread::scope(|s| {
            for p in self.rgba.chunks_mut(part) {
                s.spawn(move || fill(p));
            }
        });
    }

    /// Pixel at column `x`, row `y` counted from the bottom.
    pub fn pixel(&self, x: u32, y: u32) -> [u8; 4] {
        let i = (y as usize * self.width as usize + x as usize) * 4;
        [
            self.rgba[i],
            self.rgba[i + 1],
            self.rgba[i + 2],
            self.rgba[i + 3],
        ]
    }

    /// Writes `colour` (as unorm8) at column `x`, row `y` from the bottom.
    pub fn put(&mut self, x: u32, y: u32, colour: [f32; 4]) {
        let i = (y as usize * self.width as usize + x as usize) * 4;
        for (dst, c) in self.rgba[i..i + 4].iter_mut().zip(colour) {
            *dst = unorm8(c);
        }
    }

    /// PNG bytes, top row first.
    pub fn to_png(&self) -> Result<Vec<u8>, Error> {
        let mut out = Vec::new();
        {
            let mut enc = png::Encoder::new(&mut out, self.width, self.height);
            enc.set_color(png::ColorType::Rgba);
            enc.set_depth(png::BitDepth::Eight);
            let mut w = enc.write_header().map_err(InputError::Png)?;
            let row = self.width as usize * 4;
            let mut flipped = Vec::with_capacity(self.rgba.len());
            for y in (0..self.height as usize).rev() {
                flipped.extend_from_slice(&self.rgba[y * row..(y + 1) * row]);
            }
            w.write_image_data(&flipped).map_err(InputError::Png)?;
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::{unorm8, Image};

    #[test]
    fn clear_sets_every_pixel_of_small_and_large_images() {
        // Sizes that are no multiple of 16 pixels; the last one large
        // enough to be cleared in parts.
        for (w, h) in [(1, 1), (5, 3), (17, 13), (1031, 1030)] {
            let mut image = Image::new(w, h, [0; 4]);
            assert!(image.rgba.iter().all(|b| *b == 0));
            image.clear([1, 2, 3, 4]);
            assert_eq!(image.rgba.len(), (4 * w * h) as usize);
            assert!(image.rgba.chunks(4).all(|p| p == [1, 2, 3, 4]), "{w}x{h}");
            assert_eq!(Image::new(w, h, [1, 2, 3, 4]), image);
        }
    }

    /// The same byte as `round` for every float of [0, 1] near a rounding
    /// boundary, and for the values around them.
    #[test]
    fn unorm8_rounds_like_round() {
        let reference = |x: f32| (x.clamp(0.0, 1.0) * 255.0).round() as u8;
        for k in 0..=255u32 {
            let centre = (k as f32 + 0.5) / 255.0;
            let mut x = centre;
            for _ in 0..64 {
                x = f32::from_bits(x.to_bits() - 1);
            }
            for _ in 0..128 {
                assert_eq!(unorm8(x), reference(x), "{x:e}");
                x = f32::from_bits(x.to_bits() + 1);
            }
            let exact = k as f32 / 255.0;
            assert_eq!(unorm8(exact), reference(exact));
        }
        for x in [
            -1.0,
            -0.0,
            0.0,
            0.49999997 / 255.0,
            2.0,
            f32::INFINITY,
            f32::NEG_INFINITY,
        ] {
            assert_eq!(unorm8(x), reference(x), "{x:e}");
        }
        assert_eq!(unorm8(f32::NAN), 0);
    }

    /// The same byte as `round` over a spread of every float's bit
    /// patterns (NaNs, infinities, denormals, both signs).
    #[test]
    fn unorm8_rounds_like_round_over_the_bit_patterns() {
        let reference = |x: f32| {
            if x.is_nan() {
                0
            } else {
                (x.clamp(0.0, 1.0) * 255.0).round() as u8
            }
        };
        for bits in (0..=u32::MAX)
            .step_by(4093)
            .chain([0x8000_0000, 0x7f80_0000, 0xff80_0000])
        {
            let x = f32::from_bits(bits);
            assert_eq!(unorm8(x), reference(x), "{bits:#x}");
        }
    }
}
