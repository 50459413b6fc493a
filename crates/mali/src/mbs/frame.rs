//! The MBS1 reader's chunk walker: `tag[4]`, `u32 size`, payload, siblings back to
//! back (the framing of `gpubin_binfmt::ChunkIter`).
//!
//! A symbol table is thousands of small chunks, so the walk is the reader's hot path.
//! A [`Frame`] is three words and carries no path; the reader's `within` prefixes the
//! chunk path to an error on its way out, so a clean file allocates nothing here.

use gpubin_binfmt::chunk::HEADER_SIZE;
use gpubin_binfmt::{Error, ErrorKind, FourCC, Path, Result};

/// One framed chunk, borrowed from the input.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Frame<'a> {
    pub tag: FourCC,
    /// Absolute offset of the chunk header.
    pub offset: usize,
    /// The payload: exactly the declared size.
    pub payload: &'a [u8],
}

impl<'a> Frame<'a> {
    /// Absolute offset of the first payload byte.
    pub fn payload_offset(&self) -> usize {
        self.offset + HEADER_SIZE
    }

    /// Absolute offset just past the payload.
    pub fn end_offset(&self) -> usize {
        self.payload_offset() + self.payload.len()
    }

    /// The chunks that fill this chunk's payload.
    pub fn children(&self) -> Frames<'a> {
        Frames::new(self.payload, self.payload_offset())
    }
}

/// Iterates over sibling chunks until the region ends; after the first error it is
/// exhausted. Errors, in the order they are checked:
/// - a region that ends inside a header: "truncated chunk header";
/// - a size larger than what remains ([`ErrorKind::SizeOutOfBounds`], at the size
///   word, with the chunk's tag on the path);
/// - a zero tag, which ARM never writes: the data is corrupt.
#[derive(Clone, Debug)]
pub(crate) struct Frames<'a> {
    data: &'a [u8],
    pos: usize,
    /// Absolute offset of `data[0]`.
    base: usize,
    failed: bool,
}

impl<'a> Frames<'a> {
    /// The chunks in `data`, whose first byte is at absolute offset `base`.
    pub fn new(data: &'a [u8], base: usize) -> Self {
        Frames {
            data,
            pos: 0,
            base,
            failed: false,
        }
    }

    #[inline]
    fn read_one(&mut self) -> Result<Frame<'a>> {
        let offset = self.base + self.pos;
        let rest = &self.data[self.pos..];
        let Some((header, after)) = rest.split_first_chunk::<HEADER_SIZE>() else {
            return Err(truncated_header(offset, rest.len()));
        };
        let tag = FourCC([header[0], header[1], header[2], header[3]]);
        let size = u32::from_le_bytes([header[4], header[5], header[6], header[7]]);
        let Some(payload) = after.get(..size as usize) else {
            return Err(oversized(offset, tag, size, after.len()));
        };
        if tag.0 == [0; 4] {
            return Err(zero_tag(offset));
        }
        self.pos += HEADER_SIZE + payload.len();
        Ok(Frame {
            tag,
            offset,
            payload,
        })
    }
}

// The errors are built out of line: the walk is inlined into every loop over a
// table, and the cold paths would only crowd it.

#[cold]
#[inline(never)]
fn truncated_header(offset: usize, remain: usize) -> Error {
    Error::invalid(
        offset,
        Path::root(),
        format!("truncated chunk header: {remain} bytes remain, a header needs {HEADER_SIZE}"),
    )
}

#[cold]
#[inline(never)]
fn oversized(offset: usize, tag: FourCC, size: u32, available: usize) -> Error {
    Error::new(
        offset + HEADER_SIZE,
        Path::root().chunk(tag),
        ErrorKind::SizeOutOfBounds {
            what: "chunk size",
            declared: u64::from(size),
            available,
        },
    )
}

#[cold]
#[inline(never)]
fn zero_tag(offset: usize) -> Error {
    Error::invalid(offset, Path::root(), "zero chunk tag: the data is corrupt")
}

impl<'a> Iterator for Frames<'a> {
    type Item = Result<Frame<'a>>;

    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        if self.failed || self.pos == self.data.len() {
            return None;
        }
        let item = self.read_one();
        self.failed = item.is_err();
        Some(item)
    }
}

impl std::iter::FusedIterator for Frames<'_> {}

#[cfg(test)]
mod tests {
    use super::*;
    use gpubin_binfmt::{ChunkIter, Reader};

    /// The walker agrees with the generic `ChunkIter` on every prefix of a file:
    /// the same frames, and the same error text where both fail.
    #[test]
    fn agrees_with_the_generic_walker() {
        let file: &[u8] = b"CFRA\x14\0\0\0FDIS\x04\0\0\0\x01\0\0\0DBIN\x00\0\0\0\
                            XYZW\x02\0\0\0ab";
        for end in 0..=file.len() {
            let data = &file[..end];
            let ours: Vec<_> = Frames::new(data, 0).collect();
            let theirs: Vec<_> = ChunkIter::new(Reader::new(data)).collect();
            assert_eq!(ours.len(), theirs.len(), "prefix {end}");
            for (a, b) in ours.iter().zip(&theirs) {
                match (a, b) {
                    (Ok(a), Ok(b)) => {
                        assert_eq!((a.tag, a.offset, a.payload), (b.tag, b.offset, b.payload))
                    }
                    (Err(a), Err(b)) => assert_eq!(a.to_string(), b.to_string()),
                    _ => panic!("prefix {end}: {a:?} vs {b:?}"),
                }
            }
        }
    }

    #[test]
    fn nested_offsets_and_errors() {
        let file = b"MBS1\x10\0\0\0CFRA\x08\0\0\0\0\0\0\0\0\0\0\0";
        let top = Frames::new(file, 0).next().unwrap().unwrap();
        assert_eq!(
            (top.offset, top.payload_offset(), top.end_offset()),
            (0, 8, 24)
        );
        let cfra = top.children().next().unwrap().unwrap();
        assert_eq!((cfra.tag, cfra.offset), (FourCC::new(b"CFRA"), 8));
        let mut kids = cfra.children();
        let e = kids.next().unwrap().unwrap_err();
        assert_eq!(
            e.to_string(),
            "at 0x10: zero chunk tag: the data is corrupt"
        );
        assert!(kids.next().is_none());

        let big = b"VUNI\xff\xff\xff\xff\0\0";
        let e = Frames::new(big, 0x40).next().unwrap().unwrap_err();
        assert_eq!(
            e.to_string(),
            "VUNI at 0x48: chunk size 4294967295 (0xffffffff) exceeds the 2 bytes that remain"
        );
    }
}
