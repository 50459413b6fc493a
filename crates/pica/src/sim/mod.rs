//! A PICA200 shader simulator: runs one invocation of a vertex or geometry shader
//! from a SHBIN, with float24 arithmetic as the hardware computes it (see
//! [`arith`]) and the hardware's flow-control stacks.
//!
//! ```
//! use gpubin_pica::asm::{self, Options, Source};
//! use gpubin_pica::sim::{self, Setup};
//!
//! let text = ".fvec scale\n.in pos\n.out o position\n.proc main\n mul o, scale, pos\n end\n.end\n";
//! let shbin = asm::assemble(&[Source { name: "s.pica", text }], Options::default())
//!     .unwrap()
//!     .into_shbin();
//! let mut setup = Setup::new(&shbin, 0).unwrap();
//! setup.inputs[0] = [1.0, 2.0, 3.0, 4.0];
//! setup.float_uniforms[0] = [2.0, 2.0, 2.0, 0.5];
//! let out = sim::run(&shbin, 0, &setup, &sim::Options::default()).unwrap();
//! assert_eq!(out.outputs[0], [2.0, 4.0, 6.0, 2.0]);
//! ```

pub mod arith;
pub mod bindings;
mod exec;

use crate::shbin::{ConstantValue, ShaderType, Shbin};

pub use exec::run;

/// Depth of the IF stack (3dbrew "GPU/Shader Instruction Set", "Control Flow":
/// "an 8-deep IF stack, a 4-deep CALL stack, and a 4-deep LOOP stack").
pub const IF_DEPTH: usize = 8;
/// Depth of the CALL stack (same source).
pub const CALL_DEPTH: usize = 4;
/// Depth of the LOOP stack (same source).
pub const LOOP_DEPTH: usize = 4;

/// Register values before the run: inputs `v`, float uniforms `c` (the DVLE's
/// constants included), integer uniforms `i`, boolean uniforms `b`.
#[derive(Clone, Debug, PartialEq)]
pub struct Setup {
    pub inputs: [[f32; 4]; 16],
    pub float_uniforms: [[f32; 4]; 96],
    pub int_uniforms: [[u8; 4]; 4],
    pub bool_uniforms: [bool; 16],
}

impl Setup {
    /// All zero, then the constant table of DVLE `dvle` applied (as libctru does
    /// when a program is bound). Fails for a missing DVLE or a constant entry that
    /// names no register.
    pub fn new(shbin: &Shbin, dvle: usize) -> Result<Setup, String> {
        let d = shbin
            .dvles
            .get(dvle)
            .ok_or_else(|| format!("no DVLE {dvle} (the file has {})", shbin.dvles.len()))?;
        let mut s = Setup {
            inputs: [[0.0; 4]; 16],
            float_uniforms: [[0.0; 4]; 96],
            int_uniforms: [[0; 4]; 4],
            bool_uniforms: [false; 16],
        };
        for (n, c) in d.constants.iter().enumerate() {
            let r = usize::from(c.register);
            let bad = || format!("constant entry {n}: register {r} is out of range");
            match c.value {
                ConstantValue::Float(v) => {
                    *s.float_uniforms.get_mut(r).ok_or_else(bad)? =
                        v.map(|f| arith::from_bits(f.to_bits()))
                }
                ConstantValue::Int(v) => *s.int_uniforms.get_mut(r).ok_or_else(bad)? = v,
                ConstantValue::Bool(b) => *s.bool_uniforms.get_mut(r).ok_or_else(bad)? = b,
                ConstantValue::Raw { kind, .. } => {
                    return Err(format!(
                        "constant entry {n}: type {kind} or payload not readable"
                    ))
                }
            }
        }
        Ok(s)
    }
}

/// What a run may do.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// Instructions executed before the run stops with an error (the hardware has
    /// no such limit; a program that never reaches `end` would hang it).
    pub budget: u64,
    /// Record every executed instruction and the registers it wrote.
    pub trace: bool,
    /// Stack overflow: an error (`true`), or what the hardware does (`false`):
    /// the stacks are ring buffers, "overflow overwrites the oldest entry" (3dbrew,
    /// "Control Flow").
    pub strict_stacks: bool,
    /// Start at this word instead of the DVLE's entry point (a label of the
    /// DVLE's label table, say).
    pub start: Option<u32>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            budget: 1 << 20,
            trace: false,
            strict_stacks: true,
            start: None,
        }
    }
}

/// A register written by one instruction (`o3`, `r1`, `a0`, `aL`, `cmp`), with
/// the components written (bit 0 = x) and the whole register after the write.
#[derive(Clone, Debug, PartialEq)]
pub struct Write {
    pub register: String,
    pub mask: u8,
    pub value: [f32; 4],
}

/// One executed instruction.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// Word address in the code blob.
    pub pc: u32,
    pub word: u32,
    pub mnemonic: &'static str,
    pub writes: Vec<Write>,
}

/// A vertex a geometry shader emitted: the output registers at the `emit`.
#[derive(Clone, Debug, PartialEq)]
pub struct Vertex {
    pub outputs: [[f32; 4]; 16],
}

/// A triangle a geometry shader emitted (`setemit` with `primitive`). A slot no
/// `emit` of this invocation filled is `None`: the hardware keeps whatever an
/// earlier invocation left there.
#[derive(Clone, Debug, PartialEq)]
pub struct Primitive {
    pub vertices: [Option<Vertex>; 3],
    /// `setemit … inv`: the winding is inverted.
    pub inverted: bool,
}

/// The result of a run.
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome {
    pub shader_type: ShaderType,
    /// o0–o15 when `end` ran (components never written are 0).
    pub outputs: [[f32; 4]; 16],
    /// Bit n: some instruction wrote on.
    pub written: u16,
    pub emitted: Vec<Vertex>,
    pub primitives: Vec<Primitive>,
    /// Instructions executed.
    pub steps: u64,
    pub trace: Vec<Step>,
}

/// Why a run stopped early, at the instruction `pc` after `steps` instructions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SimError {
    pub pc: u32,
    pub steps: u64,
    pub message: String,
}

impl std::fmt::Display for SimError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "instruction {:#05x} (after {} executed): {}",
            self.pc, self.steps, self.message
        )
    }
}

impl std::error::Error for SimError {}
