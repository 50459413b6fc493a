//! PP test vectors from the spec (§11) and the clear shader's DBIN.

use gpubin_binfmt::Path;
use gpubin_mali::pp;

fn bytes(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

fn dis(words: &[u32]) -> String {
    pp::disassemble(&bytes(words), 0, &Path::root()).unwrap()
}

#[test]
fn spec_vector() {
    let words = [0x00021025, 0x0390400C, 0x0380001F, 0x03C00340, 0x00000C00];
    assert_eq!(
        dis(&words),
        "@     0: add.sat.v1 $0 ^const0.xxxx $1, const0 0.500000 0.250000 1.000000 -2.000000, stop\n"
    );
}

#[test]
fn clear_shader_code() {
    // DBIN of mbs_fragment_clear.mbs.
    let words = [0x00021025, 0x00000E4C, 0x03C007CF, 0x03C003C0, 0x000003C0];
    assert_eq!(
        dis(&words),
        "@     0: mov.v1 $0 ^const0, const0 1.000000 1.000000 1.000000 1.000000, stop\n"
    );
}
