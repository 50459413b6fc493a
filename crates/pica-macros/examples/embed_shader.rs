//! Embeds shaders at compile time and prints what they hold.
//!
//! `cargo run -p gpubin-pica-macros --example embed_shader`

use gpubin_pica_macros::include_shader;

/// One file.
static VERTEX: &[u8] = include_shader!("examples/shaders/simple.v.pica");
/// Vertex and geometry shader linked into one SHBIN (two DVLEs).
static PAIR: &[u8] = include_shader!(
    "examples/shaders/simple.v.pica",
    "examples/shaders/simple.g.pica"
);

fn main() {
    for (name, bytes) in [("simple.v", VERTEX), ("simple.v + simple.g", PAIR)] {
        assert_eq!(
            bytes.as_ptr() as usize % 4,
            0,
            "4-byte aligned for DVLB_ParseFile"
        );
        let shbin = gpubin_pica::shbin::parse(bytes).expect("a valid SHBIN");
        println!(
            "{name}: {} bytes, {} code words, {} DVLE(s)",
            bytes.len(),
            shbin.dvlp.code.len(),
            shbin.dvles.len()
        );
        for (i, d) in shbin.dvles.iter().enumerate() {
            let uniforms: Vec<&str> = d.uniforms.iter().map(|u| u.name.as_str()).collect();
            println!(
                "  DVLE {i}: {:?}, entry {}..{}, uniforms {uniforms:?}",
                d.shader_type, d.entry_start, d.entry_end
            );
        }
    }
}
