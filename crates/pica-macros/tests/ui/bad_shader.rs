// trybuild compiles this as its own crate under target/tests/trybuild/gpubin-pica-macros,
// so the path climbs back to the workspace root.
static SHADER: &[u8] = gpubin_pica_macros::include_shader!("../../../../crates/pica-macros/tests/ui/bad.v.pica");

fn main() {
    let _ = SHADER;
}
