//! GP test vectors from the spec (§11).

use gpubin_binfmt::Path;
use gpubin_mali::gp;

fn bytes(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

#[test]
fn spec_vectors() {
    let words = [
        0xB00AD6B5, 0x43800AB5, 0x4007FC00, 0x000AD400, 0xAD4AD6B5, 0x038002B5, 0x0007FF80,
        0x000AD400,
    ];
    assert_eq!(
        gp::disassemble(&bytes(&words), 0, &Path::root()).unwrap(),
        "000:\tmov.a0 ^0/v0.x a0.x\n001:\tnop\n"
    );
}

/// An add/compare unit whose second source is unused is still busy: ARM's compiler
/// emits `floor` and `sign` that way (Mesa 25.0.7 prints the unit when its first
/// source is used).
#[test]
fn acc_with_unused_second_source() {
    let words = [0xa90ad6b5, 0x038002b5, 0x000fff80, 0x000ad400];
    assert_eq!(
        gp::disassemble(&bytes(&words), 0, &Path::root()).unwrap(),
        "000:\tfloor.a0 ^0 $0.x\n"
    );
}
