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
pub use module::{print_items, Declaration, Function, Global, Item, Linkage};
pub use ty::{StructTy, Ty};
pub use value::{float_lit, Value};

use std::fmt::Write;

/// One line of a basic block: an instruction and the name of its result
/// (without `%`).
#[derive(Clone, Debug, PartialEq)]
pub struct Line(pub Option<String>, pub Inst);

/// A basic block.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Block {
    pub label: String,
    /// Printed after an empty line (blocks the lowering opens on purpose;
    /// unreachable code after a terminator gets a block without one).
    pub spaced: bool,
    pub lines: Vec<Line>,
}

impl Block {
    pub fn terminated(&self) -> bool {
        matches!(self.lines.last(), Some(Line(_, i)) if i.is_terminator())
    }
}

/// The body of a function: the entry block's allocas, then the blocks
/// (the first is `entry`).
#[derive(Clone, Debug, PartialEq)]
pub struct Body {
    pub allocas: Vec<Line>,
    pub blocks: Vec<Block>,
}

impl Default for Body {
    fn default() -> Body {
        Body {
            allocas: Vec::new(),
            blocks: vec![Block {
                label: "entry".into(),
                ..Default::default()
            }],
        }
    }
}

fn print_line(out: &mut String, l: &Line) {
    let _ = match l {
        Line(Some(n), i) => writeln!(out, "  %{n} = {i}"),
        Line(None, i) => writeln!(out, "  {i}"),
    };
}

impl Body {
    pub fn current(&mut self) -> &mut Block {
        // `blocks` is never empty: `Default` gives `entry`, and blocks
        // are only added.
        let last = self.blocks.len() - 1;
        &mut self.blocks[last]
    }

    /// The blocks as LLVM text, between the braces of `define`.
    pub fn print(&self) -> String {
        let mut out = String::new();
        for (k, b) in self.blocks.iter().enumerate() {
            if b.spaced {
                out.push('\n');
            }
            let _ = writeln!(out, "{}:", b.label);
            if k == 0 {
                for l in &self.allocas {
                    print_line(&mut out, l);
                }
            }
            for l in &b.lines {
                print_line(&mut out, l);
            }
        }
        out
    }
}

#[cfg(test)]
mod tests;
