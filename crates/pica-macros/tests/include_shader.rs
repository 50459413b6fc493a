//! The macro's expansion: the same bytes as the assembler, aligned.

use gpubin_pica_macros::include_shader;

static ONE: &[u8] = include_shader!("examples/shaders/simple.v.pica");
static TWO: &[u8] = include_shader!(
    "examples/shaders/simple.v.pica",
    "examples/shaders/simple.g.pica"
);

#[test]
fn expansion_matches_the_assembler() {
    let dir = env!("CARGO_MANIFEST_DIR");
    let v = format!("{dir}/examples/shaders/simple.v.pica");
    let g = format!("{dir}/examples/shaders/simple.g.pica");
    assert_eq!(
        ONE,
        gpubin_pica::asm::assemble_files(&[&v]).unwrap().to_bytes()
    );
    assert_eq!(
        TWO,
        gpubin_pica::asm::assemble_files(&[&v, &g])
            .unwrap()
            .to_bytes()
    );
    assert_eq!(ONE.as_ptr() as usize % 4, 0);
    assert_eq!(TWO.as_ptr() as usize % 4, 0);
    assert_eq!(&TWO[..4], b"DVLB");
    assert_eq!(TWO[4], 2, "two DVLEs");
}
