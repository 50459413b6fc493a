static SHADER: &[u8] = gpubin_pica_macros::include_shader!("tests/ui/no-such-file.pica");

fn main() {
    let _ = SHADER;
}
