//! PICA200 (Nintendo 3DS GPU): the float24 number format, the SHBIN shader binary
//! container (DVLB/DVLP/DVLE), instruction encode/decode, an assembler for the
//! picasso dialect, a disassembler, and a shader simulator.
//!
//! ```
//! use gpubin_pica::asm::{assemble, Options, Source};
//!
//! let text = "
//! .fvec projection[4]
//! .in inPos
//! .out outPos position
//! .proc main
//!     dp4 outPos.x, projection[0], inPos
//!     dp4 outPos.y, projection[1], inPos
//!     dp4 outPos.z, projection[2], inPos
//!     dp4 outPos.w, projection[3], inPos
//!     end
//! .end
//! ";
//! let out = assemble(&[Source { name: "vshader.pica", text }], Options::default())
//!     .expect("assembles");
//! let bytes = out.to_bytes(); // the SHBIN picasso 2.7.1 writes for this source
//! assert_eq!(&bytes[..4], b"DVLB");
//! // Read back, it has one vertex DVLE and 5 instruction words.
//! let shbin = gpubin_pica::shbin::parse(&bytes).unwrap();
//! assert_eq!(shbin.dvlp.code.len(), 5);
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod asm;
pub mod compile;
pub mod disasm;
pub mod float24;
pub mod isa;
pub mod shbin;
pub mod sim;

/// Assembles picasso-dialect files (one DVLE each, in order) into a SHBIN model, for
/// build scripts; `.vert` files are GLSL vertex shaders, compiled first (see
/// [`compile::assemble_files`]). `shbin::write` gives the bytes. See [`asm::build`]
/// for a helper that writes into `OUT_DIR`.
pub fn assemble_files<P: AsRef<std::path::Path>>(
    paths: &[P],
) -> Result<shbin::Shbin, asm::Diagnostics> {
    compile::assemble_files(paths).map(asm::Assembly::into_shbin)
}
