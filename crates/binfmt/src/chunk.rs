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
/// an error ("truncated chunk header").
#[derive(Clone, Debug)]
pub struct ChunkIter<'a> {
    reader: Reader<'a>,
    done: bool,
}

impl<'a> ChunkIter<'a> {
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
        let offset = self.reader.offset();
        if self.reader.remaining() < HEADER_SIZE {
            return Err(self.reader.error(ErrorKind::Invalid(format!(
                "truncated chunk header: {} bytes remain, a header needs {HEADER_SIZE}",
                self.reader.remaining()
            ))));
        }
        let tag = self.reader.fourcc()?;
        let size = self.reader.u32()?;
        // The error names the chunk whose size is wrong; that longer path is built
        // only on failure.
        let payload = self
            .reader
            .sized_bytes("chunk size", u64::from(size))
            .map_err(|e| Error::new(e.offset(), self.reader.path().chunk(tag), e.kind().clone()))?;
        Ok(Chunk {
            tag,
            offset,
            payload,
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
    pub tag: FourCC,
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
        return Err(reader.invalid(format!("chunks nested deeper than {MAX_DEPTH} levels")));
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
