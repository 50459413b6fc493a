//! The MBS1 reader's chunk walk: binfmt's path-free [`Frames`], with a zero tag
//! taken as corruption (ARM's compiler never writes one; spec §5, "Framing").

use gpubin_binfmt::{Error, Frame, Frames, Path, Result};

use super::rule::MbsRule;

/// The chunks in `data`, whose first byte is at absolute offset `base`.
pub(crate) fn walk(data: &[u8], base: usize) -> Walk<'_> {
    Walk {
        frames: Frames::new(data, base),
        failed: false,
    }
}

/// The chunks that fill `chunk`'s payload.
pub(crate) fn children<'a>(chunk: &Frame<'a>) -> Walk<'a> {
    walk(chunk.payload, chunk.payload_offset())
}

/// [`Frames`] that also stops at a zero tag; exhausted after the first error.
pub(crate) struct Walk<'a> {
    frames: Frames<'a>,
    failed: bool,
}

impl<'a> Iterator for Walk<'a> {
    type Item = Result<Frame<'a>>;

    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        if self.failed {
            return None;
        }
        let item = match self.frames.next()? {
            Ok(f) if f.tag.0 == [0; 4] => Err(zero_tag(f.offset)),
            other => other,
        };
        self.failed = item.is_err();
        Some(item)
    }
}

#[cold]
#[inline(never)]
fn zero_tag(offset: usize) -> Error {
    Error::rule(offset, Path::root(), MbsRule::ZeroTag)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_zero_tag_ends_the_walk() {
        let file = b"MBS1\x18\0\0\0CFRA\x10\0\0\0\0\0\0\0\0\0\0\0FSTA\0\0\0\0";
        let top = walk(file, 0).next().unwrap().unwrap();
        let cfra = children(&top).next().unwrap().unwrap();
        assert_eq!((cfra.tag.0, cfra.offset), (*b"CFRA", 8));
        let mut kids = children(&cfra);
        let e = kids.next().unwrap().unwrap_err();
        assert_eq!(
            e.to_string(),
            "at 0x10: zero chunk tag: the data is corrupt"
        );
        // The FSTA after it is not reached.
        assert!(kids.next().is_none());
        // The size is checked first: a zero tag with an oversized size is a size error.
        let e = walk(b"\0\0\0\0\x09\0\0\0", 0x40)
            .next()
            .unwrap()
            .unwrap_err();
        assert!(e.to_string().contains("chunk size 9"), "{e}");
    }
}
