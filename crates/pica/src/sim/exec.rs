//! The interpreter loop.
//!
//! Instruction semantics follow 3dbrew "GPU/Shader Instruction Set" (section
//! "Instructions" and "Control Flow"); each rule below names what it relies on.

use super::arith as fp;
use super::{
    Options, Outcome, Primitive, Setup, SimError, SimErrorKind, Step, Vertex, Write, CALL_DEPTH,
    IF_DEPTH, LOOP_DEPTH,
};
use crate::isa::{CmpOp, CondOp, Condition, IndexReg, Instruction, Opcode, OperandDescriptor};
use crate::isa::{DstReg, SrcReg};
use crate::shbin::Shbin;

type Vec4 = [f32; 4];

/// A CALL (or CALLC/CALLU) in progress: when the instruction before `end` has run,
/// execution continues at `ret`.
struct CallFrame {
    end: u32,
    ret: u32,
}

/// An IF branch in progress: when the instruction before `end` has run, execution
/// continues at `target` (past the else branch).
struct IfFrame {
    end: u32,
    target: u32,
}

/// A LOOP in progress: body `start..end`, `remaining` iterations after this one.
struct LoopFrame {
    start: u32,
    end: u32,
    remaining: u32,
    increment: i32,
}

struct Machine<'a> {
    code: &'a [u32],
    descs: Vec<u32>,
    v: [Vec4; 16],
    r: [Vec4; 16],
    o: [Vec4; 16],
    c: [Vec4; 96],
    i: [[u8; 4]; 4],
    b: [bool; 16],
    a0: [i32; 2],
    al: i32,
    cmp: [bool; 2],
    written: u16,
    calls: Vec<CallFrame>,
    ifs: Vec<IfFrame>,
    loops: Vec<LoopFrame>,
    emit_vertex: usize,
    emit_primitive: bool,
    emit_inverted: bool,
    buffer: [Option<Vertex>; 3],
    emitted: Vec<Vertex>,
    primitives: Vec<Primitive>,
    writes: Vec<Write>,
    trace: bool,
    strict: bool,
}

/// Runs DVLE `dvle` of `shbin` from its entry point until `end`.
pub fn run(
    shbin: &Shbin,
    dvle: usize,
    setup: &Setup,
    options: &Options,
) -> Result<Outcome, SimError> {
    let d = shbin.dvles.get(dvle).ok_or(SimError {
        pc: 0,
        steps: 0,
        kind: SimErrorKind::NoDvle {
            index: dvle,
            count: shbin.dvles.len(),
        },
    })?;
    let mut m = Machine {
        code: &shbin.dvlp.code,
        descs: shbin
            .dvlp
            .operand_descriptors
            .iter()
            .map(|d| d.value)
            .collect(),
        // Values that are no float24 are cut to one, as the conversion of an
        // f32 attribute or uniform to float24 does (truncation, see `arith`).
        v: setup.inputs.map(|r| r.map(fp::quantize)),
        r: [[0.0; 4]; 16],
        o: [[0.0; 4]; 16],
        c: setup.float_uniforms.map(|r| r.map(fp::quantize)),
        i: setup.int_uniforms,
        b: setup.bool_uniforms,
        a0: [0; 2],
        al: 0,
        cmp: [false; 2],
        written: 0,
        calls: Vec::new(),
        ifs: Vec::new(),
        loops: Vec::new(),
        emit_vertex: 0,
        emit_primitive: false,
        emit_inverted: false,
        buffer: [None, None, None],
        emitted: Vec::new(),
        primitives: Vec::new(),
        writes: Vec::new(),
        trace: options.trace,
        strict: options.strict_stacks,
    };
    let mut pc = options.start.unwrap_or(d.entry_start);
    let mut steps = 0u64;
    let mut trace = Vec::new();
    loop {
        let err = |kind: SimErrorKind| SimError { pc, steps, kind };
        if steps >= options.budget {
            return Err(err(SimErrorKind::Budget(options.budget)));
        }
        let Some(&word) = m.code.get(pc as usize) else {
            return Err(err(SimErrorKind::PastCode(m.code.len())));
        };
        // Bits no field uses are ignored, as the hardware ignores them.
        let inst = Instruction::decode_lenient(word).unwrap_or(Instruction::Raw(word));
        m.writes.clear();
        let flow = m.execute(pc, inst).map_err(err)?;
        steps += 1;
        let next = match flow {
            Flow::End => None,
            Flow::Next => Some(m.pop_stacks(pc, pc + 1)),
            Flow::Jump(t) => Some(m.pop_stacks(pc, t)),
        };
        if options.trace {
            trace.push(Step {
                pc,
                word,
                mnemonic: mnemonic(inst),
                writes: std::mem::take(&mut m.writes),
            });
        }
        match next {
            Some(n) => pc = n,
            None => break,
        }
    }
    Ok(Outcome {
        shader_type: d.shader_type,
        outputs: m.o,
        written: m.written,
        emitted: m.emitted,
        primitives: m.primitives,
        steps,
        trace,
    })
}

fn mnemonic(inst: Instruction) -> &'static str {
    inst.opcode().map_or(".word", Opcode::mnemonic)
}

enum Flow {
    Next,
    Jump(u32),
    End,
}

fn push<T>(
    stack: &mut Vec<T>,
    depth: usize,
    strict: bool,
    name: &'static str,
    frame: T,
) -> Result<(), SimErrorKind> {
    if stack.len() == depth {
        if strict {
            return Err(SimErrorKind::StackOverflow { stack: name, depth });
        }
        stack.remove(0);
    }
    stack.push(frame);
    Ok(())
}

/// An instruction shape the decoder does not produce for `opcode`.
fn internal(opcode: Opcode, problem: &'static str) -> SimErrorKind {
    SimErrorKind::Internal { opcode, problem }
}

fn mask_name(mask: u8) -> String {
    (0..4)
        .filter(|c| mask >> c & 1 != 0)
        .map(|c| ['x', 'y', 'z', 'w'][c])
        .collect()
}

impl Machine<'_> {
    /// After the instruction at `pc` ran (its own next address `next`): the stacks
    /// are checked in the order CALL, IF, LOOP; a popped stack's address replaces
    /// any earlier one, a JMP's included; the CALL stack may empty completely, the
    /// IF and LOOP stacks pop at most one entry (3dbrew, "Control Flow").
    fn pop_stacks(&mut self, pc: u32, mut next: u32) -> u32 {
        let after = pc + 1;
        // "If the CALL stack is popped four times in a single instruction, the
        // last program counter update is missed" (same source).
        let mut pops = 0;
        while self.calls.last().is_some_and(|f| f.end == after) {
            let Some(f) = self.calls.pop() else { break };
            pops += 1;
            if pops < CALL_DEPTH {
                next = f.ret;
            }
        }
        if self.ifs.last().is_some_and(|f| f.end == after) {
            next = self.ifs.pop().map_or(next, |f| f.target);
        }
        if let Some(l) = self.loops.last_mut() {
            if l.end == after {
                if l.remaining > 0 {
                    // aL grows by i.z after each pass (3dbrew, LOOP).
                    l.remaining -= 1;
                    self.al = self.al.wrapping_add(l.increment);
                    next = l.start;
                    self.note_al();
                } else {
                    self.loops.pop();
                    next = after;
                }
            }
        }
        next
    }

    /// Notes a register write for the trace (nothing when not tracing).
    fn record(&mut self, register: impl FnOnce() -> String, mask: u8, value: Vec4) {
        if self.trace {
            self.writes.push(Write {
                register: register(),
                mask,
                value,
            });
        }
    }

    fn note_cmp(&mut self) {
        let [x, y] = self.cmp.map(|b| f32::from(u8::from(b)));
        self.record(|| "cmp".into(), 3, [x, y, 0.0, 0.0]);
    }

    fn note_al(&mut self) {
        let v = self.al as f32;
        self.record(|| "aL".into(), 1, [v, 0.0, 0.0, 0.0]);
    }

    fn desc(&self, n: u8) -> Result<OperandDescriptor, SimErrorKind> {
        self.descs
            .get(usize::from(n))
            .map(|&v| OperandDescriptor(v))
            .ok_or(SimErrorKind::NoDescriptor {
                index: n,
                count: self.descs.len(),
            })
    }

    /// Reads source `reg`, offset by `idx`. 3dbrew ("Relative addressing"): the
    /// address register is added to the register number for c registers only; on v
    /// and r registers it is ignored. The sum wraps to 7 bits, and an index past
    /// c95 reads (1, 1, 1, 1) (emulator unit tests of that rule, Panda3DS pull
    /// request 471 and its shader tests).
    fn read(
        &self,
        reg: SrcReg,
        idx: IndexReg,
        n: usize,
        desc: OperandDescriptor,
    ) -> Result<Vec4, SimErrorKind> {
        let raw = match reg.0 {
            x @ 0x00..=0x0F => self.v[usize::from(x)],
            x @ 0x10..=0x1F => self.r[usize::from(x - 0x10)],
            x => {
                let offset = match idx {
                    IndexReg::None => 0,
                    IndexReg::A0X => self.a0[0],
                    IndexReg::A0Y => self.a0[1],
                    IndexReg::Al => self.al,
                };
                let at = (i32::from(x - 0x20).wrapping_add(offset) & 0x7F) as usize;
                self.c.get(at).copied().unwrap_or([1.0; 4])
            }
        };
        let sw = desc.swizzle(n);
        let mut out = [0.0; 4];
        for (slot, o) in out.iter_mut().enumerate() {
            let v = raw[usize::from(sw.component(slot))];
            *o = if desc.negate(n) { -v } else { v };
        }
        Ok(out)
    }

    fn write(&mut self, dst: DstReg, desc: OperandDescriptor, value: Vec4) {
        // Descriptor bit 3 = x … bit 0 = w.
        let dmask = desc.dest_mask();
        let reg = if dst.0 < 0x10 {
            self.written |= 1 << dst.0;
            &mut self.o[usize::from(dst.0)]
        } else {
            &mut self.r[usize::from(dst.0 - 0x10)]
        };
        let mut mask = 0u8;
        for (c, slot) in reg.iter_mut().enumerate() {
            if dmask & (8 >> c) != 0 {
                *slot = value[c];
                mask |= 1 << c;
            }
        }
        let value = *reg;
        if mask != 0 {
            self.record(|| format!("{dst}.{}", mask_name(mask)), mask, value);
        }
    }

    fn condition(&self, c: Condition) -> bool {
        // Each flag is compared with its reference bit, then combined (3dbrew,
        // format 2: "CONDOP": OR, AND, X only, Y only).
        let x = self.cmp[0] == c.ref_x;
        let y = self.cmp[1] == c.ref_y;
        match c.op {
            CondOp::Or => x || y,
            CondOp::And => x && y,
            CondOp::X => x,
            CondOp::Y => y,
        }
    }

    fn bool_uniform(&self, id: u8) -> Result<bool, SimErrorKind> {
        self.b
            .get(usize::from(id))
            .copied()
            .ok_or(SimErrorKind::NoBoolUniform(id))
    }

    fn execute(&mut self, pc: u32, inst: Instruction) -> Result<Flow, SimErrorKind> {
        use Opcode::*;
        match inst {
            Instruction::Binary {
                op,
                dst,
                src1,
                src2,
                idx,
                desc,
            } => {
                let d = self.desc(desc)?;
                // The inverted forms apply the index to their wide second source.
                let inverted = op.is_inverted();
                let (i1, i2) = if inverted {
                    (IndexReg::None, idx)
                } else {
                    (idx, IndexReg::None)
                };
                let a = self.read(src1, i1, 0, d)?;
                let b = self.read(src2, i2, 1, d)?;
                let per = |f: fn(f32, f32) -> f32| [0, 1, 2, 3].map(|k| f(a[k], b[k]));
                let value = match op.base() {
                    Add => per(fp::add),
                    Mul => per(fp::mul),
                    Max => per(fp::max),
                    Min => per(fp::min),
                    // SGE/SLT: 1.0 when the comparison holds, else 0.0; a comparison
                    // with NaN does not hold.
                    Sge => per(|x, y| if x >= y { 1.0 } else { 0.0 }),
                    Slt => per(|x, y| if x < y { 1.0 } else { 0.0 }),
                    Dp3 => [fp::dot(&a[..3], &b[..3]); 4],
                    Dp4 => [fp::dot(&a, &b); 4],
                    // DPH: src1.w taken as 1.0 (3dbrew: "DPH = dot(SRC1.xyz1, SRC2)").
                    Dph => [fp::dot(&[a[0], a[1], a[2], 1.0], &b); 4],
                    // DST = {1, SRC1[1]*SRC2[1], SRC1[2], SRC2[3]} (3dbrew).
                    Dst => [1.0, fp::mul(a[1], b[1]), a[2], b[3]],
                    other => return Err(internal(other, "is not a two-source operation")),
                };
                self.write(dst, d, value);
                Ok(Flow::Next)
            }
            Instruction::Unary {
                op,
                dst,
                src1,
                idx,
                desc,
            } => {
                let d = self.desc(desc)?;
                let a = self.read(src1, idx, 0, d)?;
                // EX2, LG2, RCP, RSQ read the first component and write it to every
                // component of the mask (3dbrew: "SRC1[0]"; for RCP and RSQ checked
                // on hardware, citra pull request 1062).
                let value = match op {
                    Mov => a,
                    Flr => a.map(fp::flr),
                    Ex2 => [fp::ex2(a[0]); 4],
                    Lg2 => [fp::lg2(a[0]); 4],
                    Rcp => [fp::rcp(a[0]); 4],
                    Rsq => [fp::rsq(a[0]); 4],
                    Litp => {
                        // 3dbrew (LITP): DST = {max(src.x, 0), clamp(src.y, ±127.9961),
                        // 0, max(src.w, 0)}, 127.9961 = 0x7FFF/0x100; cmp.x and cmp.y
                        // say whether src.x and src.w are >= 0.
                        const LIM: f32 = 32767.0 / 256.0;
                        self.cmp = [a[0] >= 0.0, a[3] >= 0.0];
                        self.note_cmp();
                        [
                            fp::max(a[0], 0.0),
                            fp::min(fp::max(a[1], -LIM), LIM),
                            0.0,
                            fp::max(a[3], 0.0),
                        ]
                    }
                    other => return Err(internal(other, "is not a one-source operation")),
                };
                self.write(dst, d, value);
                Ok(Flow::Next)
            }
            Instruction::Mova { src1, idx, desc } => {
                let d = self.desc(desc)?;
                let a = self.read(src1, idx, 0, d)?;
                // MOVA converts to an integer by truncation toward zero (checked on
                // hardware: citra pull request 1079, "Fix float to integer rounding
                // in MOVA"); mask bit 3 loads a0.x, bit 2 a0.y. NaN and infinities
                // have no known result: an error.
                let mut mask = 0;
                for k in 0..2 {
                    if d.dest_mask() & (8 >> k) != 0 {
                        let t = a[k].trunc();
                        if !t.is_finite() || t.abs() > 2.0e9 {
                            return Err(SimErrorKind::Mova {
                                value_bits: a[k].to_bits(),
                                lane: ['x', 'y'][k],
                            });
                        }
                        self.a0[k] = t as i32;
                        mask |= 1 << k;
                    }
                }
                let value = [self.a0[0] as f32, self.a0[1] as f32, 0.0, 0.0];
                self.record(|| format!("a0.{}", mask_name(mask)), mask, value);
                Ok(Flow::Next)
            }
            Instruction::Cmp {
                src1,
                cmp_x,
                cmp_y,
                src2,
                idx,
                desc,
            } => {
                let d = self.desc(desc)?;
                let a = self.read(src1, idx, 0, d)?;
                let b = self.read(src2, IndexReg::None, 1, d)?;
                // cmp.x = src1.x OPX src2.x, cmp.y = src1.y OPY src2.y (3dbrew, CMP);
                // no flushing of subnormals ("cmp(s, 0) = false").
                let f = |op: CmpOp, x: f32, y: f32| match op {
                    CmpOp::Eq => x == y,
                    CmpOp::Ne => x != y,
                    CmpOp::Lt => x < y,
                    CmpOp::Le => x <= y,
                    CmpOp::Gt => x > y,
                    CmpOp::Ge => x >= y,
                };
                self.cmp = [f(cmp_x, a[0], b[0]), f(cmp_y, a[1], b[1])];
                self.note_cmp();
                Ok(Flow::Next)
            }
            Instruction::Mad {
                inverted,
                dst,
                src1,
                src2,
                src3,
                idx,
                desc,
            } => {
                let d = self.desc(desc)?;
                let (i2, i3) = if inverted {
                    (IndexReg::None, idx)
                } else {
                    (idx, IndexReg::None)
                };
                let a = self.read(src1, IndexReg::None, 0, d)?;
                let b = self.read(src2, i2, 1, d)?;
                let c = self.read(src3, i3, 2, d)?;
                // MAD = SRC1 * SRC2 + SRC3 (3dbrew).
                let value = [0, 1, 2, 3].map(|k| fp::mad(a[k], b[k], c[k]));
                self.write(dst, d, value);
                Ok(Flow::Next)
            }
            Instruction::Plain(End) => Ok(Flow::End),
            Instruction::Plain(Nop) => Ok(Flow::Next),
            Instruction::Plain(Break) => self.break_loop(),
            Instruction::Plain(Emit) => {
                self.emit();
                Ok(Flow::Next)
            }
            Instruction::SetEmit {
                vertex,
                primitive,
                invert,
            } => {
                // SETEMIT: the buffer slot of the next EMIT (0–2), whether that EMIT
                // also emits the triangle, and its winding (3dbrew, format 4).
                if vertex > 2 {
                    return Err(SimErrorKind::SetEmitVertex(vertex));
                }
                self.emit_vertex = usize::from(vertex);
                self.emit_primitive = primitive;
                self.emit_inverted = invert;
                Ok(Flow::Next)
            }
            Instruction::Flow { op, cond, dst, num } => {
                let (dst, num) = (u32::from(dst), u32::from(num));
                match op {
                    Call => self.call(pc, dst, num),
                    Callc => {
                        if self.condition(cond) {
                            self.call(pc, dst, num)
                        } else {
                            Ok(Flow::Next)
                        }
                    }
                    Ifc => self.branch(pc, self.condition(cond), dst, num),
                    Jmpc => Ok(if self.condition(cond) {
                        Flow::Jump(dst)
                    } else {
                        Flow::Next
                    }),
                    Breakc => {
                        if self.condition(cond) {
                            self.break_loop()
                        } else {
                            Ok(Flow::Next)
                        }
                    }
                    other => Err(internal(other, "is not a conditional flow instruction")),
                }
            }
            Instruction::UniformFlow { op, id, dst, num } => {
                let (dst32, num32) = (u32::from(dst), u32::from(num));
                match op {
                    Callu => {
                        if self.bool_uniform(id)? {
                            self.call(pc, dst32, num32)
                        } else {
                            Ok(Flow::Next)
                        }
                    }
                    Ifu => {
                        let b = self.bool_uniform(id)?;
                        self.branch(pc, b, dst32, num32)
                    }
                    Jmpu => {
                        // NUM bit 0 set: jump when the boolean is false (3dbrew, JMPU).
                        let b = self.bool_uniform(id)?;
                        Ok(if b != (num & 1 != 0) {
                            Flow::Jump(dst32)
                        } else {
                            Flow::Next
                        })
                    }
                    Loop => {
                        // LOOP: the body up to DST (inclusive) runs i.x + 1 times, aL
                        // starts at i.y and grows by i.z after each pass (3dbrew, LOOP).
                        // i.z is read as signed, the step range -128..127 of the
                        // Direct3D vs_3_0 `loop` that 3dbrew says the ISA follows.
                        // One aL serves nested loops: an inner loop leaves its last
                        // value (whether the hardware restores the outer one is not
                        // documented).
                        let [x, y, z, _] = self.i[usize::from(id & 3)];
                        if dst32 < pc + 1 {
                            return Err(SimErrorKind::LoopBeforeBody(dst32));
                        }
                        let frame = LoopFrame {
                            start: pc + 1,
                            end: dst32 + 1,
                            remaining: u32::from(x),
                            increment: i32::from(z as i8),
                        };
                        push(&mut self.loops, LOOP_DEPTH, self.strict, "LOOP", frame)?;
                        self.al = i32::from(y);
                        self.note_al();
                        Ok(Flow::Next)
                    }
                    other => Err(internal(other, "is not a uniform flow instruction")),
                }
            }
            Instruction::Plain(other) => Err(internal(other, "takes operands")),
            Instruction::Raw(w) => Err(SimErrorKind::NotAnInstruction(w)),
        }
    }

    /// CALL: run DST .. DST+NUM, then continue after the call (3dbrew, CALL).
    fn call(&mut self, pc: u32, dst: u32, num: u32) -> Result<Flow, SimErrorKind> {
        if num == 0 {
            return Err(SimErrorKind::EmptyCall(dst));
        }
        let frame = CallFrame {
            end: dst + num,
            ret: pc + 1,
        };
        push(&mut self.calls, CALL_DEPTH, self.strict, "CALL", frame)?;
        Ok(Flow::Jump(dst))
    }

    /// IFC/IFU: true runs the instructions up to DST, then continues at DST+NUM;
    /// false runs DST .. DST+NUM (the else branch) (3dbrew, IFC/IFU).
    fn branch(&mut self, pc: u32, taken: bool, dst: u32, num: u32) -> Result<Flow, SimErrorKind> {
        if taken {
            if dst <= pc {
                return Err(SimErrorKind::IfBeforeBody(dst));
            }
            let frame = IfFrame {
                end: dst,
                target: dst + num,
            };
            push(&mut self.ifs, IF_DEPTH, self.strict, "IF", frame)?;
            Ok(Flow::Next)
        } else {
            if num > 0 {
                let frame = IfFrame {
                    end: dst + num,
                    target: dst + num,
                };
                push(&mut self.ifs, IF_DEPTH, self.strict, "IF", frame)?;
            }
            Ok(Flow::Jump(dst))
        }
    }

    /// BREAK/BREAKC: leave the innermost loop. On an empty LOOP stack the hardware
    /// hangs (3dbrew, "Control Flow"): an error here.
    fn break_loop(&mut self) -> Result<Flow, SimErrorKind> {
        match self.loops.pop() {
            Some(l) => Ok(Flow::Jump(l.end)),
            None => Err(SimErrorKind::BreakOutsideLoop),
        }
    }

    /// EMIT: the output registers go to the buffer slot chosen by SETEMIT; with the
    /// primitive flag the three slots form a triangle (3dbrew, EMIT/SETEMIT).
    fn emit(&mut self) {
        let vertex = Vertex { outputs: self.o };
        self.buffer[self.emit_vertex] = Some(vertex.clone());
        self.emitted.push(vertex);
        if self.emit_primitive {
            self.primitives.push(Primitive {
                vertices: self.buffer.clone(),
                inverted: self.emit_inverted,
            });
        }
    }
}
