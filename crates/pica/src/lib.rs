//! PICA200 (Nintendo 3DS GPU): the float24 number format, the SHBIN shader binary
//! container (DVLB/DVLP/DVLE), instruction encode/decode, an assembler for the
//! picasso dialect, and a disassembler.

pub mod asm;
pub mod disasm;
pub mod float24;
pub mod isa;
pub mod shbin;
