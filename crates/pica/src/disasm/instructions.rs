//! One instruction in picasso syntax, or `None` when it has no spelling that
//! reassembles to the same word.

use crate::isa::{
    CondOp, Condition, DstReg, IndexReg, Instruction, Opcode, OperandDescriptor, SrcReg,
};

/// Names the instruction printer needs: procedures by (start, length), labels by
/// address.
pub trait Targets {
    fn proc_name(&self, start: u32, len: u32) -> Option<&str>;
    fn label_name(&self, addr: u32) -> Option<&str>;
}

fn mask_letters(mask: u8) -> Option<String> {
    if mask & 0xF == 0 {
        return None;
    }
    Some(
        (0..4)
            .filter(|c| mask & (8 >> c) != 0)
            .map(|c| ['x', 'y', 'z', 'w'][c])
            .collect(),
    )
}

fn dst(d: DstReg, desc: OperandDescriptor) -> Option<String> {
    Some(format!("{d}.{}", mask_letters(desc.dest_mask())?))
}

fn src(r: SrcReg, n: usize, desc: OperandDescriptor, idx: IndexReg) -> String {
    let neg = if desc.negate(n) { "-" } else { "" };
    // The legacy index names (a0 = a0.x, a1 = a0.y, lcnt = aL) read the same in every
    // picasso version, whichever way it splits swizzle and brackets.
    let index = match idx {
        IndexReg::None => "",
        IndexReg::A0X => "[a0]",
        IndexReg::A0Y => "[a1]",
        IndexReg::Al => "[lcnt]",
    };
    format!("{neg}{}{index}.{}", reg_name(r), desc.swizzle(n))
}

/// picasso 2.7.1 refuses the name v15 but reads `v14[1]` as v15.
pub fn reg_name(r: SrcReg) -> String {
    if r.0 == 0x0F {
        "v14[1]".to_string()
    } else {
        r.to_string()
    }
}

/// Reads two different input registers (rejected by the assembler).
fn bad_inputs(regs: &[SrcReg]) -> bool {
    regs.iter()
        .any(|a| regs.iter().any(|b| a.is_input() && b.is_input() && a != b))
}

fn condition(c: Condition) -> Option<String> {
    let flag = |name: &str, r: bool| format!("{}{name}", if r { "" } else { "!" });
    Some(match c.op {
        CondOp::X if c.ref_y => flag("cmp.x", c.ref_x),
        CondOp::Y if c.ref_x => flag("cmp.y", c.ref_y),
        CondOp::And => format!("{} && {}", flag("cmp.x", c.ref_x), flag("cmp.y", c.ref_y)),
        CondOp::Or => format!("{} || {}", flag("cmp.x", c.ref_x), flag("cmp.y", c.ref_y)),
        _ => return None,
    })
}

/// Renders everything except IFU/IFC/LOOP, whose targets come from block structure
/// (see `block_opening`).
pub fn render(inst: &Instruction, descs: &[u32], t: &dyn Targets) -> Option<String> {
    let desc = |i: u8| descs.get(usize::from(i)).map(|&v| OperandDescriptor(v));
    Some(match *inst {
        Instruction::Binary {
            op,
            dst: d,
            src1,
            src2,
            idx,
            desc: di,
        } => {
            let de = desc(di)?;
            let inverted = op.is_inverted();
            let (i1, i2) = if inverted {
                if !src2.is_float_uniform() {
                    return None;
                }
                (IndexReg::None, idx)
            } else {
                if idx != IndexReg::None && !src1.is_float_uniform() {
                    return None;
                }
                (idx, IndexReg::None)
            };
            if bad_inputs(&[src1, src2]) {
                return None;
            }
            format!(
                "{} {}, {}, {}",
                op.mnemonic(),
                dst(d, de)?,
                src(src1, 0, de, i1),
                src(src2, 1, de, i2)
            )
        }
        Instruction::Unary {
            op,
            dst: d,
            src1,
            idx,
            desc: di,
        } => {
            let de = desc(di)?;
            if idx != IndexReg::None && !src1.is_float_uniform() {
                return None;
            }
            format!(
                "{} {}, {}",
                op.mnemonic(),
                dst(d, de)?,
                src(src1, 0, de, idx)
            )
        }
        Instruction::Mova {
            src1,
            idx,
            desc: di,
        } => {
            let de = desc(di)?;
            if idx != IndexReg::None && !src1.is_float_uniform() {
                return None;
            }
            // Legacy names, as picasso's MOVA parser has always accepted them.
            let target = match de.dest_mask() {
                0x8 => "a0",
                0x4 => "a1",
                0xC => "a01",
                _ => return None,
            };
            format!("mova {target}, {}", src(src1, 0, de, idx))
        }
        Instruction::Cmp {
            src1,
            cmp_x,
            cmp_y,
            src2,
            idx,
            desc: di,
        } => {
            let de = desc(di)?;
            // Two different inputs: picasso assembles it unchecked (gpubin asm
            // refuses it, so such a listing is for picasso's reading).
            if idx != IndexReg::None && !src1.is_float_uniform() {
                return None;
            }
            format!(
                "cmp {}, {}, {}, {}",
                src(src1, 0, de, idx),
                cmp_x.name(),
                cmp_y.name(),
                src(src2, 1, de, IndexReg::None)
            )
        }
        Instruction::Mad {
            inverted,
            dst: d,
            src1,
            src2,
            src3,
            idx,
            desc: di,
        } => {
            let de = desc(di)?;
            let (i2, i3) = if inverted {
                if !src3.is_float_uniform() {
                    return None;
                }
                (IndexReg::None, idx)
            } else {
                if idx != IndexReg::None && !src2.is_float_uniform() {
                    return None;
                }
                (idx, IndexReg::None)
            };
            if bad_inputs(&[src1, src2, src3]) {
                return None;
            }
            format!(
                "mad {}, {}, {}, {}",
                dst(d, de)?,
                src(src1, 0, de, IndexReg::None),
                src(src2, 1, de, i2),
                src(src3, 2, de, i3)
            )
        }
        Instruction::Plain(op) => op.mnemonic().to_string(),
        Instruction::Flow {
            op,
            cond,
            dst: target,
            num,
        } => match op {
            Opcode::Call => {
                if cond.ref_x || cond.ref_y || cond.op != CondOp::Or {
                    return None;
                }
                format!("call {}", t.proc_name(target.into(), num.into())?)
            }
            Opcode::Callc => format!(
                "callc {}, {}",
                condition(cond)?,
                t.proc_name(target.into(), num.into())?
            ),
            Opcode::Jmpc if num == 0 => format!(
                "jmpc {}, {}",
                condition(cond)?,
                t.label_name(target.into())?
            ),
            Opcode::Breakc if num == 0 && target == 0 => format!("breakc {}", condition(cond)?),
            _ => return None,
        },
        Instruction::UniformFlow {
            op,
            id,
            dst: target,
            num,
        } => match op {
            Opcode::Callu => format!("callu b{id}, {}", t.proc_name(target.into(), num.into())?),
            Opcode::Jmpu if num <= 1 => {
                format!(
                    "jmpu {}b{id}, {}",
                    if num == 1 { "!" } else { "" },
                    t.label_name(target.into())?
                )
            }
            _ => return None,
        },
        Instruction::SetEmit {
            vertex,
            primitive,
            invert,
        } => {
            let mut s = format!("setemit {vertex}");
            if primitive || invert {
                s.push_str(", ");
                let flags: Vec<&str> = [(primitive, "prim"), (invert, "inv")]
                    .iter()
                    .filter(|f| f.0)
                    .map(|f| f.1)
                    .collect();
                s.push_str(&flags.join(" "));
            }
            s
        }
        Instruction::Raw(_) => return None,
    })
}

/// A block opened by IFU/IFC/LOOP: (else position, end position) and the text.
pub fn block_opening(inst: &Instruction) -> Option<(Option<u32>, u32, String)> {
    match *inst {
        Instruction::Flow {
            op: Opcode::Ifc,
            cond,
            dst,
            num,
        } => {
            let (else_at, end) = if num == 0 {
                (None, u32::from(dst))
            } else {
                (Some(u32::from(dst)), u32::from(dst) + u32::from(num))
            };
            Some((else_at, end, format!("ifc {}", condition(cond)?)))
        }
        Instruction::UniformFlow {
            op: Opcode::Ifu,
            id,
            dst,
            num,
        } => {
            let (else_at, end) = if num == 0 {
                (None, u32::from(dst))
            } else {
                (Some(u32::from(dst)), u32::from(dst) + u32::from(num))
            };
            Some((else_at, end, format!("ifu b{id}")))
        }
        Instruction::UniformFlow {
            op: Opcode::Loop,
            id,
            dst,
            num: 0,
        } => Some((None, u32::from(dst) + 1, format!("for i{id}"))),
        _ => None,
    }
}
