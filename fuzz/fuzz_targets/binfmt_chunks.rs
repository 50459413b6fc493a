//! The chunk walkers on arbitrary bytes: no panic, every chunk inside its parent, the
//! path-free `Frames` walk agrees with `ChunkIter`, and a tree that parses writes
//! back to the same bytes.
#![no_main]

use gpubin_binfmt::{ChunkIter, ChunkTree, Frames, Reader};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    for chunk in ChunkIter::new(Reader::new(data)).flatten() {
        assert!(chunk.end_offset() <= data.len());
        for child in chunk.children().flatten() {
            assert!(child.end_offset() <= chunk.end_offset());
        }
    }
    let chunks = ChunkIter::new(Reader::new(data));
    let frames = Frames::new(data, 0);
    assert_eq!(chunks.clone().count(), frames.clone().count());
    for (c, f) in chunks.zip(frames) {
        match (c, f) {
            (Ok(c), Ok(f)) => {
                assert_eq!((c.tag, c.offset, c.payload), (f.tag, f.offset, f.payload))
            }
            (Err(a), Err(b)) => assert_eq!(a.to_string(), b.to_string()),
            _ => panic!("the walkers disagree"),
        }
    }
    // Treat tags whose first byte is upper-case as containers: a mix of both kinds.
    let is_container = |tag: gpubin_binfmt::FourCC| tag.0[0].is_ascii_uppercase();
    if let Ok(trees) = ChunkTree::parse(data, &is_container) {
        assert_eq!(ChunkTree::to_bytes(&trees), data);
    }
});
