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
    /// v0–v15.
    pub inputs: [[f32; 4]; 16],
    /// c0–c95.
    pub float_uniforms: [[f32; 4]; 96],
    /// i0–i3: x, y, z, w bytes (LOOP reads count, start, step).
    pub int_uniforms: [[u8; 4]; 4],
    /// b0–b15.
    pub bool_uniforms: [bool; 16],
}

impl Setup {
    /// All zero, then the constant table of DVLE `dvle` applied (as libctru does
    /// when a program is bound). Fails for a missing DVLE or a constant entry that
    /// names no register.
    pub fn new(shbin: &Shbin, dvle: usize) -> Result<Setup, SetupError> {
        let d = shbin.dvles.get(dvle).ok_or(SetupError::NoDvle {
            index: dvle,
            count: shbin.dvles.len(),
        })?;
        let mut s = Setup {
            inputs: [[0.0; 4]; 16],
            float_uniforms: [[0.0; 4]; 96],
            int_uniforms: [[0; 4]; 4],
            bool_uniforms: [false; 16],
        };
        for (n, c) in d.constants.iter().enumerate() {
            let r = usize::from(c.register);
            let bad = || SetupError::RegisterOutOfRange {
                entry: n,
                register: r,
            };
            match c.value {
                ConstantValue::Float(v) => {
                    *s.float_uniforms.get_mut(r).ok_or_else(bad)? =
                        v.map(|f| arith::from_bits(f.to_bits()))
                }
                ConstantValue::Int(v) => *s.int_uniforms.get_mut(r).ok_or_else(bad)? = v,
                ConstantValue::Bool(b) => *s.bool_uniforms.get_mut(r).ok_or_else(bad)? = b,
                ConstantValue::Raw { kind, .. } => {
                    return Err(SetupError::Unreadable { entry: n, kind })
                }
            }
        }
        Ok(s)
    }
}

/// Why [`Setup::new`] fails.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// The SHBIN has no DVLE at that index.
    #[error("no DVLE {index} (the file has {count})")]
    NoDvle {
        /// The index asked for.
        index: usize,
        /// DVLEs in the file.
        count: usize,
    },
    /// A constant-table entry names a register past its bank.
    #[error("constant entry {entry}: register {register} is out of range")]
    RegisterOutOfRange {
        /// Index of the entry in the DVLE's constant table.
        entry: usize,
        /// The register number it names, within its bank.
        register: usize,
    },
    /// A constant-table entry of an unknown type, kept raw by the parser.
    #[error("constant entry {entry}: type {kind} or payload not readable")]
    Unreadable {
        /// Index of the entry in the DVLE's constant table.
        entry: usize,
        /// The entry's type field.
        kind: u16,
    },
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
    /// `o3.xy`, `r1.x`, `a0.x`, `aL`, `cmp`…
    pub register: String,
    /// Components written, bit 0 = x.
    pub mask: u8,
    /// The whole register after the write.
    pub value: [f32; 4],
}

/// One executed instruction.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// Word address in the code blob.
    pub pc: u32,
    /// The instruction word.
    pub word: u32,
    /// Its mnemonic.
    pub mnemonic: &'static str,
    /// The registers it wrote, in order.
    pub writes: Vec<Write>,
}

/// A vertex a geometry shader emitted: the output registers at the `emit`.
#[derive(Clone, Debug, PartialEq)]
pub struct Vertex {
    /// o0–o15 at the `emit`.
    pub outputs: [[f32; 4]; 16],
}

/// A triangle a geometry shader emitted (`setemit` with `primitive`). A slot no
/// `emit` of this invocation filled is `None`: the hardware keeps whatever an
/// earlier invocation left there.
#[derive(Clone, Debug, PartialEq)]
pub struct Primitive {
    /// The three buffer slots at the `emit`.
    pub vertices: [Option<Vertex>; 3],
    /// `setemit … inv`: the winding is inverted.
    pub inverted: bool,
}

/// The result of a run.
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome {
    /// DVLE 0x06: vertex or geometry.
    pub shader_type: ShaderType,
    /// o0–o15 when `end` ran (components never written are 0).
    pub outputs: [[f32; 4]; 16],
    /// Bit n: some instruction wrote on.
    pub written: u16,
    /// Every vertex an `emit` sent, in order.
    pub emitted: Vec<Vertex>,
    /// Every triangle emitted, in order.
    pub primitives: Vec<Primitive>,
    /// Instructions executed.
    pub steps: u64,
    /// Every executed instruction, when [`Options::trace`] is set (else empty).
    pub trace: Vec<Step>,
}

/// Why a run stopped early, at the instruction `pc` after `steps` instructions.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("instruction {pc:#05x} (after {steps} executed): {kind}")]
pub struct SimError {
    /// Word address of the instruction that could not run (0 when the run did not
    /// start).
    pub pc: u32,
    /// Instructions executed before it.
    pub steps: u64,
    /// What went wrong.
    pub kind: SimErrorKind,
}

/// What stopped a run.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SimErrorKind {
    /// The SHBIN has no DVLE at that index.
    #[error("no DVLE {index} (the file has {count})")]
    NoDvle {
        /// The index asked for.
        index: usize,
        /// DVLEs in the file.
        count: usize,
    },
    /// [`Options::budget`] instructions ran without `end`.
    #[error("the instruction budget of {0} is spent (a program that never reaches `end`?)")]
    Budget(u64),
    /// The program counter left the code blob (of this many words).
    #[error("execution ran past the code ({0} words) without `end`")]
    PastCode(usize),
    /// A push onto a full stack with [`Options::strict_stacks`].
    #[error(
        "{stack} stack overflow: more than {depth} nested entries (on hardware the \
         stack is a ring buffer and the oldest entry is overwritten; 3dbrew \
         \"Control Flow\")"
    )]
    StackOverflow {
        /// `CALL`, `IF` or `LOOP`.
        stack: &'static str,
        /// The stack's depth.
        depth: usize,
    },
    /// An instruction names an operand descriptor past the table's end.
    #[error("operand descriptor {index} does not exist (the table has {count})")]
    NoDescriptor {
        /// The descriptor index in the instruction.
        index: u8,
        /// Entries in the table.
        count: usize,
    },
    /// A boolean uniform past b15.
    #[error("b{0} does not exist")]
    NoBoolUniform(u8),
    /// MOVA of NaN, an infinity or a value far outside any address.
    #[error(
        "mova of {} to a0.{lane}: not a representable address",
        f32::from_bits(*value_bits)
    )]
    Mova {
        /// The f32 bits of the value (bits, so that the error compares exactly).
        value_bits: u32,
        /// `x` or `y`.
        lane: char,
    },
    /// SETEMIT with a vertex id above 2.
    #[error("setemit vertex id {0}: only 0-2 exist")]
    SetEmitVertex(u8),
    /// LOOP whose last instruction lies before the loop itself.
    #[error("loop ends at {0:#x}, before its body")]
    LoopBeforeBody(u32),
    /// IFC/IFU taken, whose branch ends at or before the IF itself.
    #[error("if branch ends at {0:#x}, before its body")]
    IfBeforeBody(u32),
    /// CALL of zero instructions: its stack frame would never pop.
    #[error("call of {0:#x} with length 0: the procedure would never return")]
    EmptyCall(u32),
    /// BREAK with an empty LOOP stack.
    #[error("break outside a loop (this hangs the GPU)")]
    BreakOutsideLoop,
    /// A word that decodes to no instruction.
    #[error("{0:#010x} is not an instruction (unassigned opcode or reserved field value)")]
    NotAnInstruction(u32),
    /// An instruction shape the decoder never gives for its opcode (cannot happen).
    #[error("internal error: {opcode:?} {problem}")]
    Internal {
        /// The opcode decoded.
        opcode: crate::isa::Opcode,
        /// What does not fit, as "is not a two-source operation".
        problem: &'static str,
    },
}

#[cfg(test)]
mod tests {
    use super::bindings::{BindingError, BindingErrorKind};
    use super::{SimError, SimErrorKind};

    #[test]
    fn messages() {
        assert_eq!(
            SimErrorKind::StackOverflow {
                stack: "IF",
                depth: 8
            }
            .to_string(),
            "IF stack overflow: more than 8 nested entries (on hardware the stack is a ring \
             buffer and the oldest entry is overwritten; 3dbrew \"Control Flow\")"
        );
        let e = SimError {
            pc: 0x12,
            steps: 3,
            kind: SimErrorKind::Mova {
                value_bits: (-2.5f32).to_bits(),
                lane: 'y',
            },
        };
        assert_eq!(
            e.to_string(),
            "instruction 0x012 (after 3 executed): mova of -2.5 to a0.y: not a representable address"
        );
        let whole = BindingError {
            at: None,
            kind: BindingErrorKind::NotAnObject,
        };
        assert_eq!(
            whole.to_string(),
            "expected a JSON object of values by name or register"
        );
        let at = BindingError {
            at: Some("m[1]".into()),
            kind: BindingErrorKind::TooManyValues {
                values: 3,
                registers: 1,
            },
        };
        assert_eq!(at.to_string(), "m[1]: 3 values for 1 register");
    }
}
