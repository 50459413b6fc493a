//! The chunk walker on arbitrary bytes: no panic, every chunk inside its parent, and a
//! tree that parses writes back to the same bytes.
#![no_main]

use gpubin_binfmt::{ChunkIter, ChunkTree, Reader};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    for chunk in ChunkIter::new(Reader::new(data)).flatten() {
        assert!(chunk.end_offset() <= data.len());
        for child in chunk.children().flatten() {
            assert!(child.end_offset() <= chunk.end_offset());
        }
    }
    // Treat tags whose first byte is upper-case as containers: a mix of both kinds.
    let is_container = |tag: gpubin_binfmt::FourCC| tag.0[0].is_ascii_uppercase();
    if let Ok(trees) = ChunkTree::parse(data, &is_container) {
        assert_eq!(ChunkTree::to_bytes(&trees), data);
    }
});
