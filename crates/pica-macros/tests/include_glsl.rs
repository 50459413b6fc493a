//! `include_shader!` on a GLSL vertex shader: the compiler's SHBIN, alone or
//! linked with a geometry shader in assembly.

use gpubin_pica_macros::include_shader;

static GLSL: &[u8] = include_shader!("examples/shaders/simple.vert");
static MIXED: &[u8] = include_shader!(
    "examples/shaders/simple.vert",
    "examples/shaders/simple.g.pica"
);

#[test]
fn a_vert_file_is_compiled() {
    let dir = env!("CARGO_MANIFEST_DIR");
    let path = format!("{dir}/examples/shaders/simple.vert");
    let text = std::fs::read_to_string(&path).unwrap();
    let options = gpubin_pica::compile::Options {
        file_name: Some(path),
        default_version: None,
    };
    let compiled = gpubin_pica::compile::compile(&text, &options).unwrap();
    assert_eq!(GLSL, compiled.to_bytes());
    // The same code as the hand-written simple.v.pica.
    let hand = gpubin_pica::asm::assemble_files(&[format!("{dir}/examples/shaders/simple.v.pica")])
        .unwrap()
        .into_shbin();
    assert_eq!(compiled.shbin().dvlp.code, hand.dvlp.code);
    let mixed = gpubin_pica::shbin::parse(MIXED).unwrap();
    assert_eq!(mixed.dvles.len(), 2);
    assert_eq!(MIXED.as_ptr() as usize % 4, 0);
}
