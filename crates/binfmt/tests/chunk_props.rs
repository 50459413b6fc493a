//! Property tests of the chunk framing: write-then-read gives the same tree, and no
//! input makes the walker panic.

use gpubin_binfmt::chunk::ChunkBody;
use gpubin_binfmt::{ChunkIter, ChunkTree, FourCC, Reader};
use proptest::prelude::*;

const CONTAINERS: [&[u8; 4]; 3] = [b"MBS1", b"CFRA", b"SUNI"];
const LEAVES: [&[u8; 4]; 4] = [b"FSTA", b"DBIN", b"STRI", b"\0\x01\xfe\xff"];

fn is_container(tag: FourCC) -> bool {
    CONTAINERS.iter().any(|c| tag == **c)
}

fn tree() -> impl Strategy<Value = ChunkTree> {
    let leaf = (
        prop::sample::select(LEAVES.to_vec()),
        prop::collection::vec(any::<u8>(), 0..40),
    )
        .prop_map(|(tag, data)| ChunkTree {
            tag: FourCC(*tag),
            body: ChunkBody::Data(data),
        });
    leaf.prop_recursive(5, 64, 6, |inner| {
        (
            prop::sample::select(CONTAINERS.to_vec()),
            prop::collection::vec(inner, 0..6),
        )
            .prop_map(|(tag, kids)| ChunkTree {
                tag: FourCC(*tag),
                body: ChunkBody::Children(kids),
            })
    })
}

proptest! {
    #[test]
    fn write_then_read_gives_the_same_tree(trees in prop::collection::vec(tree(), 0..4)) {
        let bytes = ChunkTree::to_bytes(&trees);
        let back = ChunkTree::parse(&bytes, &is_container).unwrap();
        prop_assert_eq!(&back, &trees);
        prop_assert_eq!(ChunkTree::to_bytes(&back), bytes);
    }

    #[test]
    fn walker_never_panics_and_stays_in_bounds(data in prop::collection::vec(any::<u8>(), 0..256)) {
        for chunk in ChunkIter::new(Reader::new(&data)).flatten() {
            prop_assert!(chunk.end_offset() <= data.len());
            for child in chunk.children().flatten() {
                prop_assert!(child.end_offset() <= chunk.end_offset());
            }
        }
        if let Ok(trees) = ChunkTree::parse(&data, &|_| true) {
            prop_assert_eq!(ChunkTree::to_bytes(&trees), data);
        }
    }
}
