//! Bit-level access to PP code: fields are packed LSB-first across little-endian u32
//! words (bit `b` is bit `b % 32` of word `b / 32`), and each field is handled as a
//! `u128` holding its bits from bit 0.

use crate::bitfield::mask;

/// Reads `width` (≤ 128) bits starting at bit `start` of `words`; bits past the end
/// read as zero.
pub(crate) fn read(words: &[u32], start: usize, width: u32) -> u128 {
    let mut value = 0u128;
    let mut got = 0u32;
    while got < width {
        let bit = start + got as usize;
        let word = words.get(bit / 32).copied().unwrap_or(0);
        let shift = (bit % 32) as u32;
        let take = (32 - shift).min(width - got);
        let chunk = (word >> shift) as u128 & mask(take);
        value |= chunk << got;
        got += take;
    }
    value
}

/// Writes the low `width` bits of `value` at bit `start` of `words` (which must be
/// long enough); other bits are kept.
pub(crate) fn write(words: &mut [u32], start: usize, width: u32, value: u128) {
    let mut done = 0u32;
    while done < width {
        let bit = start + done as usize;
        let shift = (bit % 32) as u32;
        let take = (32 - shift).min(width - done);
        let m = (mask(take) as u32) << shift;
        let chunk = (((value >> done) & mask(take)) as u32) << shift;
        let w = &mut words[bit / 32];
        *w = (*w & !m) | chunk;
        done += take;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn read_write_across_words() {
        let mut words = [0u32; 4];
        write(&mut words, 30, 70, 0x2a_dead_beef_cafe_f00d);
        assert_eq!(read(&words, 30, 70), 0x2a_dead_beef_cafe_f00d);
        assert_eq!(words[0] >> 30, 0x1);
        assert_eq!(read(&words, 100, 40), 0, "reads past the end are zero");
        write(&mut words, 0, 30, u128::MAX);
        assert_eq!(words[0], 0x7fff_ffff);
    }
}
