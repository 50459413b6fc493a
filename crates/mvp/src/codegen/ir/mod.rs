//! A small typed builder for the LLVM IR the code generator emits.
//!
//! Values carry their LLVM type ([`Ty`], [`Value`]); instructions
//! ([`Inst`]) are built by constructors that check operand types and know
//! their result type; a function body ([`Body`]) is a list of basic blocks
//! of named instructions. [`Body::print`] is the textual printer: the only
//! place that turns instructions into LLVM 19 text.

mod inst;
mod module;
mod ty;
mod value;

pub use inst::{Access, BinOp, Cases, CastOp, FPred, IPred, Inst, Mask, TypeError};
pub use module::{print_items, Block, Body, Declaration, Function, Global, Item, Line, Linkage};
pub use ty::{StructTy, Ty};
pub use value::{float_lit, Value};

#[cfg(test)]
mod tests;
