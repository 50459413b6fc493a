//! PICA200 (Nintendo 3DS GPU): the float24 number format, the SHBIN shader binary
//! container (DVLB/DVLP/DVLE), instruction encode/decode, an assembler for the
//! picasso dialect, a disassembler, and a shader simulator.
#![forbid(unsafe_code)]

pub mod asm;
pub mod compile;
pub mod disasm;
pub mod float24;
pub mod isa;
pub mod shbin;
pub mod sim;

/// Assembles picasso-dialect files (one DVLE each, in order) into a SHBIN model, for
/// build scripts; `shbin::write` gives the bytes. See [`asm::build`] for a helper that
/// writes into `OUT_DIR`.
pub fn assemble_files<P: AsRef<std::path::Path>>(
    paths: &[P],
) -> Result<shbin::Shbin, asm::Diagnostics> {
    asm::assemble_files(paths).map(asm::Assembly::into_shbin)
}
