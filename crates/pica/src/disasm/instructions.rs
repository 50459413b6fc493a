//! One instruction in picasso syntax, or why it has no spelling that reassembles to
//! the same word.

use crate::isa::{
    CmpOp, CondOp, Condition, DstReg, IndexReg, Instruction, Opcode, OperandDescriptor,
    OperandKind, SrcReg,
};

/// Why a word is printed as `.word` (it has no picasso spelling that gives it back).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// The opcode is unassigned.
    Unassigned(u32),
    /// Bits outside the opcode's fields are set, or a field holds a reserved value.
    StrayBits,
    /// The operand descriptor index is past the table.
    NoDescriptor(u32),
    /// An inverted form, or relative addressing, on a source that is not a c register.
    WideNotUniform,
    /// Reads two different input registers.
    TwoInputs,
    /// A destination mask no spelling gives (none, or not a0.x/a0.y for `mova`).
    Mask,
    /// A condition no spelling gives.
    Condition,
    /// The call's target and length are not a procedure.
    NoProcedure,
    /// The jump's target cannot carry a label.
    NoLabel,
    /// A field the instruction's spelling does not set is not zero.
    UnusedField,
    /// The IFU/IFC/LOOP's block does not nest in the blocks and procedures around it.
    Block,
    /// Spelled out, it reassembles to another word (descriptor sharing, padding).
    Reassembles,
    /// Spelled out, the assembler refuses it: the assembler's diagnostic (its
    /// message is given).
    Refused(Box<crate::asm::Diagnostic>),
}

impl std::fmt::Display for Why {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Why::Unassigned(op) => write!(f, "unassigned opcode 0x{op:02x}"),
            Why::StrayBits => f.write_str("bits outside its fields or a reserved field value"),
            Why::NoDescriptor(d) => write!(f, "operand descriptor {d} is not in the table"),
            Why::WideNotUniform => f.write_str(
                "inverted form or relative addressing on a source that is not a c register",
            ),
            Why::TwoInputs => f.write_str("reads two different input registers"),
            Why::Mask => f.write_str("destination mask without a spelling"),
            Why::Condition => f.write_str("condition without a spelling"),
            Why::NoProcedure => f.write_str("calls a range that is no procedure"),
            Why::NoLabel => f.write_str("jumps where no label can be"),
            Why::UnusedField => f.write_str("a field its spelling leaves zero is set"),
            Why::Block => f.write_str("its block does not nest"),
            Why::Reassembles => f.write_str("spelled out, it reassembles to another word"),
            Why::Refused(d) => write!(f, "spelled out, it is refused: {}", d.message),
        }
    }
}

/// Names the instruction printer needs: procedures by (start, length), labels by
/// address.
pub trait Targets {
    fn proc_name(&self, start: u32, len: u32) -> Option<&str>;
    fn label_name(&self, addr: u32) -> Option<&str>;
    /// The name to write output register `o` as a destination by, if not `oN`.
    fn output_name(&self, _o: u8) -> Option<String> {
        None
    }
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

fn dst(d: DstReg, desc: OperandDescriptor, t: &dyn Targets) -> Result<String, Why> {
    let mask = mask_letters(desc.dest_mask()).ok_or(Why::Mask)?;
    Ok(match d.output().and_then(|o| t.output_name(o)) {
        Some(name) => format!("{name}.{mask}"),
        None => format!("{d}.{mask}"),
    })
}

/// The alias a listing declares for output register `o` (o7–o15 in a file that a
/// `setemit` makes a geometry shader: picasso refuses the register name there, not a
/// name for it).
pub fn output_alias(o: u8) -> String {
    format!("_o{o}")
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

fn condition(c: Condition) -> Result<String, Why> {
    let flag = |name: &str, r: bool| format!("{}{name}", if r { "" } else { "!" });
    Ok(match c.op {
        CondOp::X if c.ref_y => flag("cmp.x", c.ref_x),
        CondOp::Y if c.ref_x => flag("cmp.y", c.ref_y),
        CondOp::And => format!("{} && {}", flag("cmp.x", c.ref_x), flag("cmp.y", c.ref_y)),
        CondOp::Or => format!("{} || {}", flag("cmp.x", c.ref_x), flag("cmp.y", c.ref_y)),
        _ => return Err(Why::Condition),
    })
}

/// Renders an instruction from the opcode's operand list and its format's layout:
/// every field must be one an operand prints, or zero, for the text to reassemble to
/// the same word. IFU/IFC/LOOP print their head (`ifu b0`); the extent of their block
/// is the caller's. `count`: the instruction count picasso wrote in whole into the
/// word (`picasso_count`), in place of the 8-bit field.
pub fn render(
    inst: &Instruction,
    descs: &[u32],
    t: &dyn Targets,
    count: Option<u32>,
) -> Result<String, Why> {
    let op = match *inst {
        Instruction::Raw(w) => {
            return Err(match Opcode::of_word(w) {
                None => Why::Unassigned(w >> 26),
                Some(_) => Why::StrayBits,
            })
        }
        _ => inst.opcode().ok_or(Why::StrayBits)?,
    };
    let layout = op.format().layout();
    let mut v = layout.unpack(inst.encode());
    if let Some(c) = count {
        v.num = c;
    }
    let de = match layout.desc {
        Some(_) => Some(OperandDescriptor(
            *descs
                .get(v.desc as usize)
                .ok_or(Why::NoDescriptor(v.desc))?,
        )),
        None => None,
    };
    let idx = IndexReg::from_bits(v.idx);
    let srcs = [v.src1, v.src2, v.src3].map(|s| SrcReg(s as u8));
    if let Some(n) = layout.wide {
        // The index applies to the wide source only when it is a c register, and the
        // assembler picks an inverted form only for a c register there.
        if (op.is_inverted() || idx != IndexReg::None) && !srcs[n].is_float_uniform() {
            return Err(Why::WideNotUniform);
        }
    }
    // picasso assembles a `cmp` of two different inputs unchecked (gpubin asm refuses
    // it, so such a listing is for picasso's reading); elsewhere it is refused.
    let read: Vec<SrcReg> = op
        .operands()
        .iter()
        .filter_map(|k| Some(srcs[k.source()?]))
        .collect();
    if op != Opcode::Cmp && bad_inputs(&read) {
        return Err(Why::TwoInputs);
    }
    // Only formats with a descriptor have operands that read it.
    let de = || de.ok_or(Why::StrayBits);
    let mut args = Vec::new();
    for &kind in op.operands() {
        let text = match kind {
            OperandKind::Dst => dst(DstReg(v.dst as u8), de()?, t)?,
            OperandKind::AddrDst => {
                // Legacy names, as picasso's MOVA parser has always accepted them.
                match de()?.dest_mask() {
                    0x8 => "a0",
                    0x4 => "a1",
                    0xC => "a01",
                    _ => return Err(Why::Mask),
                }
                .to_string()
            }
            OperandKind::Src1 | OperandKind::Src2 | OperandKind::Src3 => {
                let n = kind.source().ok_or(Why::StrayBits)?;
                let i = if layout.wide == Some(n) {
                    idx
                } else {
                    IndexReg::None
                };
                src(srcs[n], n, de()?, i)
            }
            OperandKind::CmpX => CmpOp::from_bits(v.cmp_x)
                .ok_or(Why::StrayBits)?
                .name()
                .to_string(),
            OperandKind::CmpY => CmpOp::from_bits(v.cmp_y)
                .ok_or(Why::StrayBits)?
                .name()
                .to_string(),
            OperandKind::Cond => {
                let c = condition(Condition {
                    ref_x: v.ref_x != 0,
                    ref_y: v.ref_y != 0,
                    op: [CondOp::Or, CondOp::And, CondOp::X, CondOp::Y][v.cond as usize],
                })?;
                (v.ref_x, v.ref_y, v.cond) = (0, 0, 0);
                c
            }
            OperandKind::Proc => {
                let name = t
                    .proc_name(v.target, v.num)
                    .ok_or(Why::NoProcedure)?
                    .to_string();
                (v.target, v.num) = (0, 0);
                name
            }
            OperandKind::Label => {
                let name = t.label_name(v.target).ok_or(Why::NoLabel)?.to_string();
                v.target = 0;
                name
            }
            OperandKind::Bool => format!("b{}", v.uniform),
            OperandKind::BoolInv => {
                let text = match v.num {
                    0 => format!("b{}", v.uniform),
                    1 => format!("!b{}", v.uniform),
                    _ => return Err(Why::UnusedField),
                };
                v.num = 0;
                text
            }
            OperandKind::Int => format!("i{}", v.uniform),
            OperandKind::Vertex => v.vertex.to_string(),
            OperandKind::EmitFlags => {
                let flags: Vec<&str> = [(v.primitive, "prim"), (v.invert, "inv")]
                    .iter()
                    .filter(|f| f.0 != 0)
                    .map(|f| f.1)
                    .collect();
                if flags.is_empty() {
                    continue;
                }
                flags.join(" ")
            }
            // The block's extent is the caller's to check.
            OperandKind::Block => {
                (v.target, v.num) = (0, 0);
                continue;
            }
            OperandKind::LoopBody => {
                v.target = 0;
                continue;
            }
        };
        args.push(text);
    }
    // Flow fields no operand printed (a CALL's condition, a JMPC's count, a BREAKC's
    // target and count) must be zero, as the assembler writes them.
    if v.ref_x != 0 || v.ref_y != 0 || v.cond != 0 || v.target != 0 || v.num != 0 {
        return Err(Why::UnusedField);
    }
    Ok(if args.is_empty() {
        op.mnemonic().to_string()
    } else {
        format!("{} {}", op.mnemonic(), args.join(", "))
    })
}

/// A block opened by IFU/IFC/LOOP: (else position, end position) and the text of
/// its head; `count` as for [`render`].
pub fn block_opening(inst: &Instruction, count: Option<u32>) -> Option<(Option<u32>, u32, String)> {
    let op = inst.opcode()?;
    let kind = *op
        .operands()
        .iter()
        .find(|k| matches!(k, OperandKind::Block | OperandKind::LoopBody))?;
    let text = render(inst, &[], &NoTargets, count).ok()?;
    let v = op.format().layout().unpack(inst.encode());
    let (target, num) = (v.target, count.unwrap_or(v.num));
    Some(match kind {
        // The body runs up to and including the instruction at the target.
        OperandKind::LoopBody => (None, target + 1, text),
        _ if num == 0 => (None, target, text),
        _ => (Some(target), target + num, text),
    })
}

/// No procedures or labels (a block's head names none).
struct NoTargets;

impl Targets for NoTargets {
    fn proc_name(&self, _: u32, _: u32) -> Option<&str> {
        None
    }
    fn label_name(&self, _: u32) -> Option<&str> {
        None
    }
}

/// The instruction count picasso wrote in whole (Q10: a call of a procedure, or an
/// `.else` part, longer than 255 instructions): the word with the count's bits above
/// the 8-bit field cleared, and the count. `None` for any other word.
pub fn picasso_count(word: u32) -> Option<(Instruction, u32)> {
    let op = crate::isa::Opcode::of_word(word)?;
    let layout = op.format().layout();
    let (num, target) = (layout.num?, layout.target?);
    // The bits between the count field and the target field.
    let spill = ((1u32 << target.lo) - 1) & !(num.mask() << num.lo);
    let counts = op
        .operands()
        .iter()
        .any(|k| matches!(k, OperandKind::Proc | OperandKind::Block));
    if !counts || word & spill == 0 {
        return None;
    }
    match Instruction::decode(word & !spill) {
        Instruction::Raw(_) => None,
        inst => Some((inst, word & ((1 << target.lo) - 1))),
    }
}
