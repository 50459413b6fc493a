//! 4CC chunk framing: `tag[4]`, `u32 size` (payload bytes, header excluded), payload.
//! Siblings follow each other without gaps.

use serde::{Deserialize, Serialize};

use crate::{Error, ErrorKind, FourCC, Path, Reader, Result, Segment, Writer};

/// Bytes in a chunk header.
pub const HEADER_SIZE: usize = 8;

/// Deepest nesting [`ChunkTree::parse`] follows; deeper input is an error rather than
/// a stack overflow.
pub const MAX_DEPTH: usize = 64;

/// One framed chunk, borrowed from the input.
#[derive(Clone, Debug)]
pub struct Chunk<'a> {
    /// The chunk's four-character code.
    pub tag: FourCC,
    /// Absolute offset of the chunk header.
    pub offset: usize,
    /// The payload: exactly the declared size.
    pub payload: &'a [u8],
    /// Path of the chunk's parent.
    pub parent: Path,
}

impl<'a> Chunk<'a> {
    /// Declared payload size.
    pub fn size(&self) -> usize {
        self.payload.len()
    }

    /// Absolute offset of the first payload byte.
    pub fn payload_offset(&self) -> usize {
        self.offset + HEADER_SIZE
    }

    /// Absolute offset just past the payload.
    pub fn end_offset(&self) -> usize {
        self.payload_offset() + self.payload.len()
    }

    /// This chunk's path: the parent's path and the tag.
    pub fn path(&self) -> Path {
        self.parent.chunk(self.tag)
    }

    /// This chunk's path with an index after the tag: `VUNI[3]`.
    pub fn indexed_path(&self, index: usize) -> Path {
        self.path().join(Segment::Index(index))
    }

    /// A reader over the payload alone, with this chunk's path.
    pub fn reader(&self) -> Reader<'a> {
        Reader::with_base(self.payload, self.payload_offset(), self.path())
    }

    /// A reader over the payload whose path carries an index (`VUNI[3]`).
    pub fn indexed_reader(&self, index: usize) -> Reader<'a> {
        Reader::with_base(
            self.payload,
            self.payload_offset(),
            self.indexed_path(index),
        )
    }

    /// The children of a container chunk.
    pub fn children(&self) -> ChunkIter<'a> {
        ChunkIter::new(self.reader())
    }
}

/// Iterates over sibling chunks until the reader's region ends.
///
/// Each step reads a header and checks the declared size against what remains. After
/// the first error the iterator is exhausted. A region that ends inside a header is
/// an error ("truncated chunk header"). Each chunk carries its parent's path; for a
/// hot loop over many small chunks, [`Frames`] walks the same way without paths.
#[derive(Clone, Debug)]
pub struct ChunkIter<'a> {
    reader: Reader<'a>,
    done: bool,
}

impl<'a> ChunkIter<'a> {
    /// Iterates the chunks from the reader's position to the end of its region.
    pub fn new(reader: Reader<'a>) -> Self {
        ChunkIter {
            reader,
            done: false,
        }
    }

    /// The reader positioned after the last chunk returned.
    pub fn reader(&self) -> &Reader<'a> {
        &self.reader
    }

    fn read_one(&mut self) -> Result<Chunk<'a>> {
        let frame = read_frame(self.reader.rest(), self.reader.offset())
            .map_err(|e| e.within(self.reader.path()))?;
        self.reader.skip(frame.end_offset() - frame.offset)?;
        Ok(Chunk {
            tag: frame.tag,
            offset: frame.offset,
            payload: frame.payload,
            parent: self.reader.path().clone(),
        })
    }
}

impl<'a> Iterator for ChunkIter<'a> {
    type Item = Result<Chunk<'a>>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done || self.reader.at_end() {
            return None;
        }
        let item = self.read_one();
        self.done = item.is_err();
        Some(item)
    }
}

impl std::iter::FusedIterator for ChunkIter<'_> {}

/// One framed chunk without context: tag, header offset and payload, three words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frame<'a> {
    /// The chunk's four-character code.
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

/// The walk of [`ChunkIter`] without paths, for hot loops over many small chunks
/// (a symbol table): a step is a header read and a bounds check, and a path is
/// built only for an error. Errors are relative to the region (a caller prefixes
/// its own place with [`Error::within`]); after the first the iterator is
/// exhausted.
#[derive(Clone, Debug)]
pub struct Frames<'a> {
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
}

impl<'a> Iterator for Frames<'a> {
    type Item = Result<Frame<'a>>;

    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        if self.failed || self.pos == self.data.len() {
            return None;
        }
        let item = read_frame(&self.data[self.pos..], self.base + self.pos);
        match &item {
            Ok(f) => self.pos += HEADER_SIZE + f.payload.len(),
            Err(_) => self.failed = true,
        }
        Some(item)
    }
}

impl std::iter::FusedIterator for Frames<'_> {}

/// Reads the chunk at the start of `rest`, whose first byte is at absolute `offset`.
/// Errors: a header cut short ("truncated chunk header", at `offset`), or a size
/// beyond `rest` ([`ErrorKind::SizeOutOfBounds`] at the size word, the chunk's tag
/// on the path).
#[inline]
fn read_frame(rest: &[u8], offset: usize) -> Result<Frame<'_>> {
    let Some((header, after)) = rest.split_first_chunk::<HEADER_SIZE>() else {
        return Err(truncated_header(offset, rest.len()));
    };
    let tag = FourCC([header[0], header[1], header[2], header[3]]);
    let size = u32::from_le_bytes([header[4], header[5], header[6], header[7]]);
    match after.get(..size as usize) {
        Some(payload) => Ok(Frame {
            tag,
            offset,
            payload,
        }),
        None => Err(oversized(offset, tag, size, after.len())),
    }
}

// The errors are built out of line: the walk is inlined into its callers' loops,
// and the cold paths would only crowd them.

#[cold]
#[inline(never)]
fn truncated_header(offset: usize, remain: usize) -> Error {
    Error::new(
        offset,
        Path::root(),
        ErrorKind::TruncatedChunkHeader {
            remain,
            needed: HEADER_SIZE,
        },
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

/// What a chunk holds in a generic [`ChunkTree`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChunkBody {
    /// Opaque payload bytes.
    Data(Vec<u8>),
    /// Nested chunks that fill the payload exactly.
    Children(Vec<ChunkTree>),
}

/// A format-agnostic chunk tree: which tags are containers is the caller's knowledge.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChunkTree {
    /// The chunk's four-character code.
    pub tag: FourCC,
    /// Its payload: bytes, or nested chunks.
    pub body: ChunkBody,
}

impl ChunkTree {
    /// Parses every chunk in `data`; chunks for which `is_container` holds are parsed
    /// recursively, the rest are kept as data.
    pub fn parse(data: &[u8], is_container: &dyn Fn(FourCC) -> bool) -> Result<Vec<ChunkTree>> {
        parse_siblings(Reader::new(data), is_container, 0)
    }

    /// Appends this chunk (header and payload) to a writer.
    pub fn write(&self, w: &mut Writer) {
        match &self.body {
            ChunkBody::Data(bytes) => {
                w.chunk(self.tag, bytes);
            }
            ChunkBody::Children(children) => {
                let mark = w.begin_chunk(self.tag);
                for child in children {
                    child.write(w);
                }
                w.end_chunk(mark);
            }
        }
    }

    /// Serialises a list of sibling chunks.
    pub fn to_bytes(trees: &[ChunkTree]) -> Vec<u8> {
        let mut w = Writer::new();
        for tree in trees {
            tree.write(&mut w);
        }
        w.into_inner()
    }
}

fn parse_siblings(
    reader: Reader<'_>,
    is_container: &dyn Fn(FourCC) -> bool,
    depth: usize,
) -> Result<Vec<ChunkTree>> {
    if depth > MAX_DEPTH {
        return Err(reader.error(ErrorKind::NestedTooDeep { limit: MAX_DEPTH }));
    }
    let mut out = Vec::new();
    for chunk in ChunkIter::new(reader) {
        let chunk = chunk?;
        let body = if is_container(chunk.tag) {
            ChunkBody::Children(parse_siblings(chunk.reader(), is_container, depth + 1)?)
        } else {
            ChunkBody::Data(chunk.payload.to_vec())
        };
        out.push(ChunkTree {
            tag: chunk.tag,
            body,
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    const FILE: &[u8] = b"MBS1\x1c\0\0\0CFRA\x14\0\0\0FDIS\x04\0\0\0\x01\0\0\0DBIN\x00\0\0\0";

    #[test]
    fn walks_nested_chunks_with_offsets_and_paths() {
        let top: Vec<_> = ChunkIter::new(Reader::new(FILE))
            .collect::<Result<_>>()
            .unwrap();
        assert_eq!(top.len(), 1);
        assert_eq!(top[0].tag, FourCC::new(b"MBS1"));
        assert_eq!(
            (top[0].offset, top[0].size(), top[0].end_offset()),
            (0, 28, 36)
        );
        let cfra = top[0].children().next().unwrap().unwrap();
        assert_eq!(cfra.path().to_string(), "MBS1/CFRA");
        let kids: Vec<_> = cfra.children().collect::<Result<_>>().unwrap();
        assert_eq!(kids.len(), 2);
        assert_eq!((kids[0].offset, kids[0].payload_offset()), (16, 24));
        assert_eq!(kids[1].path().to_string(), "MBS1/CFRA/DBIN");
        assert_eq!(kids[1].indexed_path(2).to_string(), "MBS1/CFRA/DBIN[2]");
        let mut r = kids[0].indexed_reader(0);
        assert_eq!(r.u32().unwrap(), 1);
        let e = r.u32().unwrap_err();
        assert_eq!(
            e.to_string(),
            "MBS1/CFRA/FDIS[0] at 0x1c: unexpected end of data: need 4 bytes, 0 remain"
        );
    }

    #[test]
    fn oversized_and_truncated_chunks() {
        let bad = b"MBS1\xff\xff\xff\xff\0\0";
        let mut it = ChunkIter::new(Reader::new(bad));
        let e = it.next().unwrap().unwrap_err();
        assert_eq!(
            e.to_string(),
            "MBS1 at 0x8: chunk size 4294967295 (0xffffffff) exceeds the 2 bytes that remain"
        );
        assert!(it.next().is_none());

        let short = b"MBS1\x07\0\0\0CFRA\x00\0\0";
        let top = ChunkIter::new(Reader::new(short)).next().unwrap().unwrap();
        let e = top.children().next().unwrap().unwrap_err();
        assert_eq!(
            e.to_string(),
            "MBS1 at 0x8: truncated chunk header: 7 bytes remain, a header needs 8"
        );
        assert!(ChunkIter::new(Reader::new(b"")).next().is_none());
    }

    #[test]
    fn oversized_child_is_named_under_its_parent() {
        let bad = b"MBS1\x0c\0\0\0CFRA\x09\0\0\0\0\0\0\0";
        let top = ChunkIter::new(Reader::new(bad)).next().unwrap().unwrap();
        let mut kids = top.children();
        let e = kids.next().unwrap().unwrap_err();
        assert_eq!(
            e.to_string(),
            "MBS1/CFRA at 0x10: chunk size 9 (0x9) exceeds the 4 bytes that remain"
        );
        assert!(kids.next().is_none());
        assert_eq!(kids.reader().path().to_string(), "MBS1");
    }

    /// `Frames` agrees with `ChunkIter` on every prefix of a file: the same chunks,
    /// and the same error text where both fail.
    #[test]
    fn frames_agree_with_chunk_iter() {
        let file: &[u8] = b"CFRA\x14\0\0\0FDIS\x04\0\0\0\x01\0\0\0DBIN\x00\0\0\0\
                            XYZW\x02\0\0\0ab";
        for end in 0..=file.len() {
            let data = &file[..end];
            let frames: Vec<_> = Frames::new(data, 0).collect();
            let chunks: Vec<_> = ChunkIter::new(Reader::new(data)).collect();
            assert_eq!(frames.len(), chunks.len(), "prefix {end}");
            for (a, b) in frames.iter().zip(&chunks) {
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
    fn frames_nest_with_absolute_offsets() {
        let top = Frames::new(FILE, 0).next().unwrap().unwrap();
        assert_eq!(
            (top.offset, top.payload_offset(), top.end_offset()),
            (0, 8, 36)
        );
        let cfra = top.children().next().unwrap().unwrap();
        assert_eq!((cfra.tag, cfra.offset), (FourCC::new(b"CFRA"), 8));
        let kids: Vec<_> = cfra.children().collect::<Result<_>>().unwrap();
        assert_eq!((kids[1].tag, kids[1].offset), (FourCC::new(b"DBIN"), 28));
        // Errors are relative to the region; `within` says where the region is.
        let e = Frames::new(b"VUNI\xff\xff\xff\xff\0\0", 0x40)
            .next()
            .unwrap()
            .unwrap_err();
        assert_eq!(
            e.within(&Path::root().chunk(FourCC::new(b"SUNI")))
                .to_string(),
            "SUNI/VUNI at 0x48: chunk size 4294967295 (0xffffffff) exceeds the 2 bytes that remain"
        );
    }

    #[test]
    fn tree_round_trip() {
        let containers = |t: FourCC| t == b"MBS1" || t == b"CFRA";
        let tree = ChunkTree::parse(FILE, &containers).unwrap();
        assert_eq!(ChunkTree::to_bytes(&tree), FILE);
        let ChunkBody::Children(kids) = &tree[0].body else {
            panic!("MBS1 is a container")
        };
        assert_eq!(kids[0].tag, FourCC::new(b"CFRA"));
        let flat = ChunkTree::parse(FILE, &|_| false).unwrap();
        assert_eq!(flat[0].body, ChunkBody::Data(FILE[8..].to_vec()));
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_stack_overflow() {
        let depth = MAX_DEPTH + 5;
        let mut bytes = Vec::new();
        for level in 0..depth {
            bytes.extend_from_slice(b"NEST");
            bytes.extend_from_slice(&(((depth - level - 1) * HEADER_SIZE) as u32).to_le_bytes());
        }
        let e = ChunkTree::parse(&bytes, &|_| true).unwrap_err();
        assert!(
            e.to_string().contains("nested deeper than 64 levels"),
            "{e}"
        );
    }
}
