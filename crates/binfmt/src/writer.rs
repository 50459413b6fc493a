use crate::FourCC;

/// A placeholder written earlier, to be filled in once its value is known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[must_use = "a placeholder must be patched"]
pub struct Patch {
    position: usize,
}

impl Patch {
    /// Position of the placeholder in the output.
    pub fn position(&self) -> usize {
        self.position
    }
}

/// An open chunk whose size is written when it is closed ([`Writer::end_chunk`]).
#[derive(Debug)]
#[must_use = "a chunk must be closed with end_chunk"]
pub struct ChunkMark {
    size: Patch,
}

/// A little-endian byte sink with the same vocabulary as [`crate::Reader`].
#[derive(Clone, Debug, Default)]
pub struct Writer {
    buf: Vec<u8>,
}

macro_rules! write_le {
    ($($name:ident: $ty:ty;)*) => {$(
        #[doc = concat!("Appends a little-endian `", stringify!($ty), "`.")]
        pub fn $name(&mut self, value: $ty) -> &mut Self {
            self.buf.extend_from_slice(&value.to_le_bytes());
            self
        }
    )*};
}

impl Writer {
    /// An empty writer.
    pub fn new() -> Self {
        Writer::default()
    }

    /// An empty writer with room for `capacity` bytes.
    pub fn with_capacity(capacity: usize) -> Self {
        Writer {
            buf: Vec::with_capacity(capacity),
        }
    }

    /// Number of bytes written so far (the position of the next byte).
    pub fn position(&self) -> usize {
        self.buf.len()
    }

    /// The bytes written so far.
    pub fn as_slice(&self) -> &[u8] {
        &self.buf
    }

    /// The bytes written, as a vector.
    pub fn into_inner(self) -> Vec<u8> {
        self.buf
    }

    write_le! {
        u8: u8;
        i8: i8;
        u16: u16;
        i16: i16;
        u32: u32;
        i32: i32;
        u64: u64;
        f32: f32;
    }

    /// Appends bytes as they are.
    pub fn bytes(&mut self, bytes: &[u8]) -> &mut Self {
        self.buf.extend_from_slice(bytes);
        self
    }

    /// Appends a four-character code.
    pub fn fourcc(&mut self, tag: FourCC) -> &mut Self {
        self.bytes(&tag.0)
    }

    /// Appends `n` copies of `fill`.
    pub fn fill(&mut self, n: usize, fill: u8) -> &mut Self {
        self.buf.resize(self.buf.len() + n, fill);
        self
    }

    /// Appends `n` zero bytes.
    pub fn zeros(&mut self, n: usize) -> &mut Self {
        self.fill(n, 0)
    }

    /// Pads with `fill` up to the next multiple of `align`.
    pub fn align_to(&mut self, align: usize, fill: u8) -> &mut Self {
        let pad = crate::reader::padding_for(self.buf.len(), align);
        self.fill(pad, fill)
    }

    /// Appends a string and its NUL terminator.
    pub fn cstr(&mut self, s: &[u8]) -> &mut Self {
        self.bytes(s).u8(0)
    }

    /// Appends a string, its NUL terminator and then `padding` verbatim: the inverse
    /// of [`crate::Reader::padded_cstr`].
    pub fn padded_cstr(&mut self, s: &[u8], padding: &[u8]) -> &mut Self {
        self.cstr(s).bytes(padding)
    }

    /// Writes a `u32` placeholder to be patched later.
    pub fn placeholder_u32(&mut self) -> Patch {
        let position = self.buf.len();
        self.u32(0);
        Patch { position }
    }

    /// Fills a placeholder.
    pub fn patch_u32(&mut self, patch: Patch, value: u32) {
        self.buf[patch.position..patch.position + 4].copy_from_slice(&value.to_le_bytes());
    }

    /// Fills a placeholder with the number of bytes written after it.
    pub fn patch_size_since(&mut self, patch: Patch) {
        let size = self.buf.len() - (patch.position + 4);
        self.patch_u32(patch, size as u32);
    }

    /// Fills a placeholder with the current position (relative to `origin`), for
    /// offset fields that point at what comes next.
    pub fn patch_offset_here(&mut self, patch: Patch, origin: usize) {
        let offset = self.buf.len() - origin;
        self.patch_u32(patch, offset as u32);
    }

    /// Opens a chunk: writes its tag and a size placeholder.
    pub fn begin_chunk(&mut self, tag: FourCC) -> ChunkMark {
        self.fourcc(tag);
        ChunkMark {
            size: self.placeholder_u32(),
        }
    }

    /// Closes a chunk: its size becomes the number of payload bytes written since
    /// [`Writer::begin_chunk`].
    pub fn end_chunk(&mut self, mark: ChunkMark) {
        self.patch_size_since(mark.size);
    }

    /// Writes a whole chunk with the given payload.
    pub fn chunk(&mut self, tag: FourCC, payload: &[u8]) -> &mut Self {
        self.fourcc(tag).u32(payload.len() as u32).bytes(payload)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Reader;

    #[test]
    fn every_method_round_trips_through_the_reader() {
        let mut w = Writer::new();
        w.u8(0xab)
            .i8(-3)
            .u16(0x1234)
            .i16(-2)
            .u32(0xdead_beef)
            .i32(-5)
            .u64(7)
            .f32(-0.5);
        w.fourcc(FourCC::new(b"STRI"))
            .cstr(b"pos")
            .padded_cstr(b"ab", &[0, 0])
            .zeros(1)
            .fill(2, 0xee);
        let bytes = w.into_inner();
        let mut r = Reader::new(&bytes);
        assert_eq!(r.u8().unwrap(), 0xab);
        assert_eq!(r.i8().unwrap(), -3);
        assert_eq!(r.u16().unwrap(), 0x1234);
        assert_eq!(r.i16().unwrap(), -2);
        assert_eq!(r.u32().unwrap(), 0xdead_beef);
        assert_eq!(r.i32().unwrap(), -5);
        assert_eq!(r.u64().unwrap(), 7);
        assert_eq!(r.f32().unwrap(), -0.5);
        assert_eq!(r.fourcc().unwrap(), FourCC::new(b"STRI"));
        assert_eq!(r.cstr().unwrap(), b"pos");
        assert_eq!(r.padded_cstr(5).unwrap(), (&b"ab"[..], &[0u8, 0][..]));
        r.expect_fill(1, 0).unwrap();
        r.expect_fill(2, 0xee).unwrap();
        r.expect_end().unwrap();
    }

    #[test]
    fn alignment() {
        let mut w = Writer::new();
        w.u8(1).align_to(4, 0);
        assert_eq!(w.position(), 4);
        w.align_to(4, 0);
        assert_eq!(w.position(), 4);
        w.u16(2).align_to(8, 0xff);
        assert_eq!(w.as_slice(), &[1, 0, 0, 0, 2, 0, 0xff, 0xff]);
        w.align_to(0, 0).align_to(1, 0);
        assert_eq!(w.position(), 8);
    }

    #[test]
    fn back_patching() {
        let mut w = Writer::new();
        let outer = w.begin_chunk(FourCC::new(b"MBS1"));
        let inner = w.begin_chunk(FourCC::new(b"FDIS"));
        w.u32(0);
        w.end_chunk(inner);
        w.end_chunk(outer);
        assert_eq!(w.as_slice(), b"MBS1\x0c\0\0\0FDIS\x04\0\0\0\0\0\0\0");

        let mut w = Writer::new();
        let off = w.placeholder_u32();
        let count = w.placeholder_u32();
        w.zeros(4);
        w.patch_offset_here(off, 0);
        w.patch_u32(count, 3);
        assert_eq!(off.position(), 0);
        assert_eq!(w.as_slice(), &[12, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0]);
        let mut w = Writer::new();
        w.chunk(FourCC::new(b"DBIN"), &[1, 2]);
        assert_eq!(w.as_slice(), b"DBIN\x02\0\0\0\x01\x02");
    }
}
