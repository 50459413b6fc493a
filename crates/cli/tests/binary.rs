//! The `gpubin` binary is an ordinary position-independent executable, so address
//! randomisation places its code anew in every run.
#![cfg(all(target_os = "linux", target_pointer_width = "64"))]

fn u16_at(b: &[u8], at: usize) -> u16 {
    u16::from_le_bytes([b[at], b[at + 1]])
}

#[test]
fn a_position_independent_executable() {
    let bytes = std::fs::read(env!("CARGO_BIN_EXE_gpubin")).unwrap();
    assert_eq!(&bytes[..4], b"\x7fELF");
    assert_eq!(bytes[4], 2, "ELFCLASS64");
    assert_eq!(bytes[5], 1, "little-endian");
    // e_type: ET_DYN (3), as `readelf -h` says `DYN`; ET_EXEC (2) would be a
    // binary linked at a fixed address.
    assert_eq!(u16_at(&bytes, 0x10), 3, "e_type");
    // A PT_INTERP program header: an executable, not a shared library.
    let phoff = u64::from_le_bytes(bytes[0x20..0x28].try_into().unwrap()) as usize;
    let (entsize, count) = (u16_at(&bytes, 0x36) as usize, u16_at(&bytes, 0x38) as usize);
    let has_interp = (0..count).any(|i| {
        let at = phoff + i * entsize;
        u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap()) == 3
    });
    assert!(has_interp, "no PT_INTERP");
}
