use gpubin_mali::mbs::{self, Block, FragmentChunk};

const CLEAR: &[u8] = include_bytes!("../../../examples/mbs_fragment_clear.mbs");

#[test]
fn clear_shader_parses_and_round_trips() {
    let model = mbs::parse(CLEAR).unwrap();
    assert_eq!(model.blocks.len(), 1);
    let Block::Fragment(f) = &*model.blocks[0] else {
        panic!("expected CFRA")
    };
    assert_eq!(f.core, 5);
    assert!(matches!(
        *f.children[0],
        FragmentChunk::Stack(mbs::FragmentStack {
            stack_size: 1,
            initial_stack_pointer: 1
        })
    ));
    assert_eq!(f.code().unwrap().len(), 20);
    assert_eq!(mbs::write(&model), CLEAR);
    let json = serde_json::to_string_pretty(&model).unwrap();
    let back: mbs::MbsFile = serde_json::from_str(&json).unwrap();
    assert_eq!(back, model);
    assert_eq!(mbs::write(&back), CLEAR);
}
