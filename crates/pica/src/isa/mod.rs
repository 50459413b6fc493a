//! Shader instruction encode/decode and operand descriptors.
//!
//! Encodings follow the PICA200 shader instruction set (3dbrew "Shader Instruction
//! Set"; nihstro `shader_bytecode.h`): 32-bit words, opcode in bits 31–26.

mod descriptor;
mod instruction;
mod layout;
mod opcode;
mod register;

pub use descriptor::{
    care_mask, DescriptorTable, OperandDescriptor, Swizzle, TableFull, CARE_12, CARE_D1, CARE_D12,
    CARE_D123, MAX_DESCRIPTORS,
};
pub use instruction::{CmpOp, CondOp, Condition, Instruction};
pub use layout::{Field, Fields, Layout};
pub use opcode::{Format, Opcode, OperandKind, Reads};
pub use register::{DstReg, IndexReg, SrcReg, GEOMETRY_OUTPUTS, VERTEX_OUTPUTS};
