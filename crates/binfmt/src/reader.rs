use crate::{Error, ErrorKind, FormatRule, FourCC, Path, Result, Rule, Segment};

/// A bounds-checked little-endian cursor over a byte slice.
///
/// A reader covers a region of a file: `data` is that region, `base` the absolute file
/// offset of its first byte, so every error names an absolute offset. Reads never go
/// past the region; a sub-reader ([`Reader::sub`]) is limited to a declared size.
#[derive(Clone, Debug)]
pub struct Reader<'a> {
    data: &'a [u8],
    pos: usize,
    base: usize,
    path: Path,
}

macro_rules! read_le {
    ($(#[$doc:meta] $name:ident -> $ty:ty;)*) => {$(
        #[$doc]
        pub fn $name(&mut self) -> Result<$ty> {
            let bytes = self.array::<{ std::mem::size_of::<$ty>() }>()?;
            Ok(<$ty>::from_le_bytes(bytes))
        }
    )*};
}

impl<'a> Reader<'a> {
    /// A reader over a whole file (absolute offset 0, empty path).
    pub fn new(data: &'a [u8]) -> Self {
        Reader {
            data,
            pos: 0,
            base: 0,
            path: Path::root(),
        }
    }

    /// A reader over a region that starts at absolute offset `base`.
    pub fn with_base(data: &'a [u8], base: usize, path: Path) -> Self {
        Reader {
            data,
            pos: 0,
            base,
            path,
        }
    }

    /// Absolute file offset of the next byte.
    pub fn offset(&self) -> usize {
        self.base + self.pos
    }

    /// Absolute file offset of the region's first byte.
    pub fn base(&self) -> usize {
        self.base
    }

    /// Position of the next byte relative to the region.
    pub fn position(&self) -> usize {
        self.pos
    }

    /// Length of the whole region.
    pub fn len(&self) -> usize {
        self.data.len()
    }

    /// True when the region has no bytes.
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// Bytes left after the position.
    pub fn remaining(&self) -> usize {
        self.data.len() - self.pos
    }

    /// True when every byte has been read.
    pub fn at_end(&self) -> bool {
        self.pos == self.data.len()
    }

    /// The whole region, independent of the position.
    pub fn region(&self) -> &'a [u8] {
        self.data
    }

    /// The bytes not read yet.
    pub fn rest(&self) -> &'a [u8] {
        &self.data[self.pos..]
    }

    /// The context path errors carry.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Replaces the context path (for example before reading an indexed record).
    pub fn set_path(&mut self, path: Path) {
        self.path = path;
    }

    /// Pushes a segment onto the context path; pair with [`Reader::leave`].
    pub fn enter(&mut self, segment: Segment) {
        self.path.push(segment);
    }

    /// Pops the segment the last [`Reader::enter`] pushed.
    pub fn leave(&mut self) {
        self.path.pop();
    }

    /// An error at the current offset with the current path.
    pub fn error(&self, kind: ErrorKind) -> Error {
        Error::new(self.offset(), self.path.clone(), kind)
    }

    /// An error at a region-relative position with the current path.
    pub fn error_at(&self, position: usize, kind: ErrorKind) -> Error {
        Error::new(self.base + position, self.path.clone(), kind)
    }

    /// An [`ErrorKind::Rule`] error at the current offset with the current path.
    pub fn rule(&self, rule: impl FormatRule) -> Error {
        self.error(ErrorKind::Rule(Rule::new(rule)))
    }

    fn need(&self, n: usize) -> Result<()> {
        if n > self.remaining() {
            Err(self.error(ErrorKind::Truncated {
                needed: n,
                available: self.remaining(),
            }))
        } else {
            Ok(())
        }
    }

    /// Moves to a region-relative position (may equal the length).
    pub fn seek(&mut self, position: usize) -> Result<()> {
        if position > self.data.len() {
            return Err(self.error(ErrorKind::SeekOutOfBounds {
                target: position,
                len: self.data.len(),
            }));
        }
        self.pos = position;
        Ok(())
    }

    /// Moves past `n` bytes; an error if fewer remain.
    pub fn skip(&mut self, n: usize) -> Result<()> {
        self.need(n)?;
        self.pos += n;
        Ok(())
    }

    /// Reads `n` bytes, borrowed from the input.
    pub fn bytes(&mut self, n: usize) -> Result<&'a [u8]> {
        self.need(n)?;
        let out = &self.data[self.pos..self.pos + n];
        self.pos += n;
        Ok(out)
    }

    /// Reads `n` bytes where `n` came from a size field of the file: a size larger than
    /// what remains is reported as [`ErrorKind::SizeOutOfBounds`] naming `what`.
    pub fn sized_bytes(&mut self, what: &'static str, n: u64) -> Result<&'a [u8]> {
        let n = self.check_size(what, n)?;
        self.bytes(n)
    }

    /// Checks a declared size against the bytes that remain, before anything is
    /// allocated or read for it.
    pub fn check_size(&self, what: &'static str, declared: u64) -> Result<usize> {
        match usize::try_from(declared) {
            Ok(n) if n <= self.remaining() => Ok(n),
            _ => Err(self.error(ErrorKind::SizeOutOfBounds {
                what,
                declared,
                available: self.remaining(),
            })),
        }
    }

    /// Checks that `count` entries of `entry_size` bytes fit in what remains, so the
    /// caller may `Vec::with_capacity(count)` safely.
    pub fn check_count(&self, what: &'static str, count: u64, entry_size: usize) -> Result<usize> {
        let fits = usize::try_from(count)
            .ok()
            .and_then(|c| c.checked_mul(entry_size).map(|bytes| (c, bytes)))
            .filter(|&(_, bytes)| bytes <= self.remaining());
        match fits {
            Some((c, _)) => Ok(c),
            None => Err(self.error(ErrorKind::CountOutOfBounds {
                what,
                count,
                entry_size,
                available: self.remaining(),
            })),
        }
    }

    /// The next `N` bytes.
    pub fn array<const N: usize>(&mut self) -> Result<[u8; N]> {
        self.need(N)?;
        let mut out = [0u8; N];
        out.copy_from_slice(&self.data[self.pos..self.pos + N]);
        self.pos += N;
        Ok(out)
    }

    /// Looks at the next `N` bytes without consuming them.
    pub fn peek_array<const N: usize>(&self) -> Result<[u8; N]> {
        self.clone().array::<N>()
    }

    /// The next byte.
    pub fn u8(&mut self) -> Result<u8> {
        self.need(1)?;
        let b = self.data[self.pos];
        self.pos += 1;
        Ok(b)
    }

    /// The next byte, as a signed integer.
    pub fn i8(&mut self) -> Result<i8> {
        self.u8().map(|b| b as i8)
    }

    read_le! {
        /// Little-endian `u16`.
        u16 -> u16;
        /// Little-endian `i16`.
        i16 -> i16;
        /// Little-endian `u32`.
        u32 -> u32;
        /// Little-endian `i32`.
        i32 -> i32;
        /// Little-endian `u64`.
        u64 -> u64;
        /// Little-endian IEEE-754 `f32` (bit pattern preserved, NaN payloads included).
        f32 -> f32;
    }

    /// The next four bytes, as a four-character code.
    pub fn fourcc(&mut self) -> Result<FourCC> {
        self.array::<4>().map(FourCC)
    }

    /// Reads a four-character code and checks it.
    pub fn expect_fourcc(&mut self, expected: FourCC) -> Result<()> {
        let at = self.pos;
        let found = self.fourcc()?;
        if found != expected {
            return Err(self.error_at(at, ErrorKind::BadMagic { expected, found }));
        }
        Ok(())
    }

    /// Reads a NUL-terminated string and its terminator (no padding).
    /// Returns the bytes before the NUL.
    pub fn cstr(&mut self) -> Result<&'a [u8]> {
        let rest = self.rest();
        match rest.iter().position(|&b| b == 0) {
            Some(n) => {
                self.pos += n + 1;
                Ok(&rest[..n])
            }
            None => Err(self.error(ErrorKind::Unterminated)),
        }
    }

    /// Reads a string field of exactly `len` bytes that must hold a NUL terminator.
    /// Returns the bytes before the first NUL and the padding after it, so a caller
    /// can both check the padding and reproduce it byte for byte.
    pub fn padded_cstr(&mut self, len: usize) -> Result<(&'a [u8], &'a [u8])> {
        let start = self.pos;
        let field = self.bytes(len)?;
        match field.iter().position(|&b| b == 0) {
            Some(n) => Ok((&field[..n], &field[n + 1..])),
            None => {
                self.pos = start;
                Err(self.error(ErrorKind::Unterminated))
            }
        }
    }

    /// Skips padding up to the next multiple of `align` (region-relative), requiring
    /// every skipped byte to equal `fill`.
    pub fn align_to(&mut self, align: usize, fill: u8) -> Result<()> {
        let pad = padding_for(self.pos, align);
        self.expect_fill(pad, fill)
    }

    /// Skips `n` bytes that must all equal `fill`.
    pub fn expect_fill(&mut self, n: usize, fill: u8) -> Result<()> {
        self.need(n)?;
        for i in 0..n {
            let b = self.data[self.pos + i];
            if b != fill {
                return Err(self.error_at(
                    self.pos + i,
                    ErrorKind::BadPadding {
                        expected: fill,
                        found: b,
                    },
                ));
            }
        }
        self.pos += n;
        Ok(())
    }

    /// Fails unless the position is a multiple of `align` (region-relative).
    pub fn expect_aligned(&self, align: usize) -> Result<()> {
        if padding_for(self.pos, align) != 0 {
            return Err(self.error(ErrorKind::Misaligned { align }));
        }
        Ok(())
    }

    /// Fails unless every byte has been consumed.
    pub fn expect_end(&self) -> Result<()> {
        if !self.at_end() {
            return Err(self.error(ErrorKind::TrailingBytes {
                remain: self.remaining(),
            }));
        }
        Ok(())
    }

    /// Splits off the next `len` bytes as a reader of their own (same path), and
    /// advances past them. `len` is checked first, as a declared size.
    pub fn sub(&mut self, what: &'static str, len: u64) -> Result<Reader<'a>> {
        let base = self.offset();
        let data = self.sized_bytes(what, len)?;
        Ok(Reader {
            data,
            pos: 0,
            base,
            path: self.path.clone(),
        })
    }

    /// A reader over `len` bytes at a region-relative position, not moving this one.
    /// For formats that address their tables by offset.
    pub fn slice_at(&self, what: &'static str, position: u64, len: u64) -> Result<Reader<'a>> {
        let mut r = self.clone();
        let start = usize::try_from(position)
            .ok()
            .filter(|&p| p <= self.data.len())
            .ok_or_else(|| {
                self.error(ErrorKind::SizeOutOfBounds {
                    what,
                    declared: position,
                    available: self.data.len(),
                })
            })?;
        r.pos = start;
        r.sub(what, len)
    }
}

/// Bytes needed after `position` to reach a multiple of `align` (0 or 1 means none).
pub(crate) fn padding_for(position: usize, align: usize) -> usize {
    if align <= 1 {
        0
    } else {
        (align - position % align) % align
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kind(e: Error) -> ErrorKind {
        e.kind().clone()
    }

    #[test]
    fn integers_and_floats() {
        let data = [
            0x01, 0x34, 0x12, 0xfe, 0xff, 0x78, 0x56, 0x34, 0x12, 0xff, 0xff, 0xff, 0xff, 0x00,
            0x00, 0x80, 0x3f, 0x80, 1, 2, 3, 4, 5, 6, 7, 8,
        ];
        let mut r = Reader::new(&data);
        assert_eq!(r.u8().unwrap(), 1);
        assert_eq!(r.u16().unwrap(), 0x1234);
        assert_eq!(r.i16().unwrap(), -2);
        assert_eq!(r.u32().unwrap(), 0x1234_5678);
        assert_eq!(r.i32().unwrap(), -1);
        assert_eq!(r.f32().unwrap(), 1.0);
        assert_eq!(r.i8().unwrap(), -128);
        assert_eq!(r.u64().unwrap(), 0x0807_0605_0403_0201);
        assert!(r.at_end());
        assert_eq!(r.offset(), data.len());
    }

    #[test]
    fn truncated_reads_fail_without_moving() {
        let data = [1u8, 2, 3];
        let mut r = Reader::new(&data);
        r.u8().unwrap();
        let e = r.u32().unwrap_err();
        assert_eq!(
            kind(e.clone()),
            ErrorKind::Truncated {
                needed: 4,
                available: 2
            }
        );
        assert_eq!(e.offset(), 1);
        assert_eq!(r.position(), 1);
        assert!(r.u16().is_ok());
        for f in [
            |r: &mut Reader| r.u8().map(drop),
            |r: &mut Reader| r.u16().map(drop),
            |r: &mut Reader| r.i16().map(drop),
            |r: &mut Reader| r.i32().map(drop),
            |r: &mut Reader| r.f32().map(drop),
            |r: &mut Reader| r.u64().map(drop),
            |r: &mut Reader| r.fourcc().map(drop),
            |r: &mut Reader| r.bytes(1).map(drop),
            |r: &mut Reader| r.skip(1),
        ] {
            let mut end = Reader::new(&data[3..]);
            assert!(matches!(
                kind(f(&mut end).unwrap_err()),
                ErrorKind::Truncated { available: 0, .. }
            ));
        }
    }

    #[test]
    fn oversized_declared_sizes_are_errors_before_allocation() {
        let data = [0u8; 16];
        let mut r = Reader::new(&data);
        let e = r.sized_bytes("chunk size", 0xFFFF_FFFF).unwrap_err();
        assert_eq!(
            e.to_string(),
            "at 0x0: chunk size 4294967295 (0xffffffff) exceeds the 16 bytes that remain"
        );
        assert!(r.sub("payload", 0xFFFF_FFFF).is_err());
        assert!(r.check_size("x", u64::MAX).is_err());
        assert_eq!(r.check_count("entries", 4, 4).unwrap(), 4);
        assert!(matches!(
            kind(r.check_count("entries", 0xFFFF_FFFF, 4).unwrap_err()),
            ErrorKind::CountOutOfBounds {
                count: 0xFFFF_FFFF,
                ..
            }
        ));
        assert!(r.check_count("entries", u64::MAX, usize::MAX).is_err());
        assert!(r.slice_at("table", 0xFFFF_FFFF, 1).is_err());
        assert!(r.slice_at("table", 8, 9).is_err());
        assert_eq!(r.slice_at("table", 8, 8).unwrap().len(), 8);
    }

    #[test]
    fn strings() {
        let data = b"abc\0de\0\0\0\0xyz";
        let mut r = Reader::new(data);
        assert_eq!(r.cstr().unwrap(), b"abc");
        let (s, pad) = r.padded_cstr(6).unwrap();
        assert_eq!(s, b"de");
        assert_eq!(pad, &[0, 0, 0]);
        let e = r.cstr().unwrap_err();
        assert_eq!(kind(e.clone()), ErrorKind::Unterminated);
        assert_eq!(e.offset(), 10);
        let mut r = Reader::new(b"abcd");
        assert_eq!(kind(r.padded_cstr(4).unwrap_err()), ErrorKind::Unterminated);
        assert_eq!(r.position(), 0);
        assert!(r.padded_cstr(5).is_err());
    }

    #[test]
    fn alignment_and_padding() {
        let data = [1u8, 0, 0, 0, 2, 0, 7, 0];
        let mut r = Reader::new(&data);
        r.u8().unwrap();
        assert_eq!(
            kind(r.expect_aligned(4).unwrap_err()),
            ErrorKind::Misaligned { align: 4 }
        );
        r.align_to(4, 0).unwrap();
        assert_eq!(r.position(), 4);
        r.expect_aligned(4).unwrap();
        r.u8().unwrap();
        let e = r.align_to(4, 0).unwrap_err();
        assert_eq!(
            kind(e.clone()),
            ErrorKind::BadPadding {
                expected: 0,
                found: 7
            }
        );
        assert_eq!(e.offset(), 6);
        assert_eq!(r.position(), 5);
        r.align_to(1, 0).unwrap();
        let mut r = Reader::new(&data[..5]);
        r.u8().unwrap();
        r.u32().unwrap();
        assert!(matches!(
            kind(r.align_to(4, 0).unwrap_err()),
            ErrorKind::Truncated { .. }
        ));
    }

    #[test]
    fn sub_readers_know_absolute_offsets_and_paths() {
        let data = [0u8, 1, 2, 3, 4, 5, 6, 7];
        let mut r = Reader::new(&data);
        r.enter(Segment::Name("outer".into()));
        r.skip(2).unwrap();
        let mut sub = r.sub("payload", 4).unwrap();
        assert_eq!(r.position(), 6);
        assert_eq!(sub.base(), 2);
        sub.enter(Segment::Index(2));
        assert_eq!(sub.u16().unwrap(), 0x0302);
        assert_eq!(sub.offset(), 4);
        let e = sub.u32().unwrap_err();
        assert_eq!(
            e.to_string(),
            "outer[2] at 0x4: unexpected end of data: need 4 bytes, 2 remain"
        );
        assert!(sub.expect_end().is_err());
        sub.skip(2).unwrap();
        sub.expect_end().unwrap();
        r.leave();
        assert!(r.path().is_empty());
    }

    #[test]
    fn seek_peek_and_magic() {
        let data = *b"DVLBxyz";
        let mut r = Reader::new(&data);
        assert_eq!(r.peek_array::<4>().unwrap(), *b"DVLB");
        r.expect_fourcc(FourCC::new(b"DVLB")).unwrap();
        r.seek(0).unwrap();
        let e = r.expect_fourcc(FourCC::new(b"DVLP")).unwrap_err();
        assert_eq!(e.to_string(), "at 0x0: bad magic DVLB, expected DVLP");
        assert!(r.seek(7).is_ok());
        assert!(r.seek(8).is_err());
        assert_eq!(
            Reader::with_base(&data, 0x100, Path::root())
                .error(ErrorKind::Unterminated)
                .offset(),
            0x100
        );
    }
}
