//! Opcodes (bits 31–26) and the field layout each one uses.

use serde::{Deserialize, Serialize};

/// A shader opcode. CMP, MADI and MAD own several 6-bit values (their opcode field is
/// 5 or 3 bits wide); they are represented once here.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Opcode {
    /// 0x00 ADD: dst = src1 + src2, per component.
    Add,
    /// 0x01 DP3: the dot product of xyz, in every component.
    Dp3,
    /// 0x02 DP4: the dot product of xyzw, in every component.
    Dp4,
    /// 0x03 DPH: dot(src1.xyz1, src2), in every component.
    Dph,
    /// 0x04 DST: (1, src1.y * src2.y, src1.z, src2.w).
    Dst,
    /// 0x05 EX2: 2^src1.x, in every component.
    Ex2,
    /// 0x06 LG2: log2(src1.x), in every component.
    Lg2,
    /// 0x07 LITP: the partial lighting step; also sets cmp.x and cmp.y.
    Litp,
    /// 0x08 MUL: dst = src1 * src2, per component.
    Mul,
    /// 0x09 SGE: 1.0 where src1 >= src2, else 0.0, per component.
    Sge,
    /// 0x0A SLT: 1.0 where src1 < src2, else 0.0, per component.
    Slt,
    /// 0x0B FLR: floor, per component.
    Flr,
    /// 0x0C MAX: src1 > src2 ? src1 : src2, per component.
    Max,
    /// 0x0D MIN: src1 < src2 ? src1 : src2, per component.
    Min,
    /// 0x0E RCP: 1 / src1.x, in every component.
    Rcp,
    /// 0x0F RSQ: 1 / sqrt(src1.x), in every component.
    Rsq,
    /// 0x12 MOVA: loads a0.x and a0.y, truncated to integers.
    Mova,
    /// 0x13 MOV: dst = src1.
    Mov,
    /// 0x18 DPHI: DPH with the wide (indexable) operand second.
    Dphi,
    /// 0x19 DSTI: DST with the wide operand second.
    Dsti,
    /// 0x1A SGEI: SGE with the wide operand second.
    Sgei,
    /// 0x1B SLTI: SLT with the wide operand second.
    Slti,
    /// 0x20 BREAK: leaves the innermost LOOP.
    Break,
    /// 0x21 NOP.
    Nop,
    /// 0x22 END: the invocation is done.
    End,
    /// 0x23 BREAKC: BREAK when the condition on cmp holds.
    Breakc,
    /// 0x24 CALL: runs NUM instructions from DST, then returns.
    Call,
    /// 0x25 CALLC: CALL when the condition on cmp holds.
    Callc,
    /// 0x26 CALLU: CALL when a boolean uniform is set.
    Callu,
    /// 0x27 IFU: if/else on a boolean uniform.
    Ifu,
    /// 0x28 IFC: if/else on the condition on cmp.
    Ifc,
    /// 0x29 LOOP: runs the body up to DST i.x + 1 times, stepping aL.
    Loop,
    /// 0x2A EMIT: a geometry shader emits its outputs as a vertex.
    Emit,
    /// 0x2B SETEMIT: picks the vertex slot (and primitive, winding) of the next EMIT.
    Setemit,
    /// 0x2C JMPC: jumps when the condition on cmp holds.
    Jmpc,
    /// 0x2D JMPU: jumps on a boolean uniform (NUM bit 0 inverts).
    Jmpu,
    /// 0x2E–0x2F CMP: sets cmp.x and cmp.y from two comparisons.
    Cmp,
    /// 0x30–0x37 MADI: MAD with the wide operand third.
    Madi,
    /// 0x38–0x3F MAD: dst = src1 * src2 + src3, per component.
    Mad,
}

impl Opcode {
    /// The opcode of a word (bits 31–26), `None` for unassigned values.
    pub fn of_word(word: u32) -> Option<Opcode> {
        use Opcode::*;
        let op = (word >> 26) as u8;
        Some(match op {
            0x00 => Add,
            0x01 => Dp3,
            0x02 => Dp4,
            0x03 => Dph,
            0x04 => Dst,
            0x05 => Ex2,
            0x06 => Lg2,
            0x07 => Litp,
            0x08 => Mul,
            0x09 => Sge,
            0x0A => Slt,
            0x0B => Flr,
            0x0C => Max,
            0x0D => Min,
            0x0E => Rcp,
            0x0F => Rsq,
            0x12 => Mova,
            0x13 => Mov,
            0x18 => Dphi,
            0x19 => Dsti,
            0x1A => Sgei,
            0x1B => Slti,
            0x20 => Break,
            0x21 => Nop,
            0x22 => End,
            0x23 => Breakc,
            0x24 => Call,
            0x25 => Callc,
            0x26 => Callu,
            0x27 => Ifu,
            0x28 => Ifc,
            0x29 => Loop,
            0x2A => Emit,
            0x2B => Setemit,
            0x2C => Jmpc,
            0x2D => Jmpu,
            0x2E | 0x2F => Cmp,
            0x30..=0x37 => Madi,
            0x38..=0x3F => Mad,
            _ => return None,
        })
    }

    /// The 6-bit opcode value (CMP: 0x2E, MADI: 0x30, MAD: 0x38; the low bits belong to
    /// other fields).
    pub fn value(self) -> u32 {
        use Opcode::*;
        match self {
            Add => 0x00,
            Dp3 => 0x01,
            Dp4 => 0x02,
            Dph => 0x03,
            Dst => 0x04,
            Ex2 => 0x05,
            Lg2 => 0x06,
            Litp => 0x07,
            Mul => 0x08,
            Sge => 0x09,
            Slt => 0x0A,
            Flr => 0x0B,
            Max => 0x0C,
            Min => 0x0D,
            Rcp => 0x0E,
            Rsq => 0x0F,
            Mova => 0x12,
            Mov => 0x13,
            Dphi => 0x18,
            Dsti => 0x19,
            Sgei => 0x1A,
            Slti => 0x1B,
            Break => 0x20,
            Nop => 0x21,
            End => 0x22,
            Breakc => 0x23,
            Call => 0x24,
            Callc => 0x25,
            Callu => 0x26,
            Ifu => 0x27,
            Ifc => 0x28,
            Loop => 0x29,
            Emit => 0x2A,
            Setemit => 0x2B,
            Jmpc => 0x2C,
            Jmpu => 0x2D,
            Cmp => 0x2E,
            Madi => 0x30,
            Mad => 0x38,
        }
    }

    /// The picasso mnemonic (`for` for LOOP). Inverted forms print as their base name.
    pub fn mnemonic(self) -> &'static str {
        use Opcode::*;
        match self {
            Add => "add",
            Dp3 => "dp3",
            Dp4 => "dp4",
            Dph | Dphi => "dph",
            Dst | Dsti => "dst",
            Ex2 => "ex2",
            Lg2 => "lg2",
            Litp => "litp",
            Mul => "mul",
            Sge | Sgei => "sge",
            Slt | Slti => "slt",
            Flr => "flr",
            Max => "max",
            Min => "min",
            Rcp => "rcp",
            Rsq => "rsq",
            Mova => "mova",
            Mov => "mov",
            Break => "break",
            Nop => "nop",
            End => "end",
            Breakc => "breakc",
            Call => "call",
            Callc => "callc",
            Callu => "callu",
            Ifu => "ifu",
            Ifc => "ifc",
            Loop => "for",
            Emit => "emit",
            Setemit => "setemit",
            Jmpc => "jmpc",
            Jmpu => "jmpu",
            Cmp => "cmp",
            Madi | Mad => "mad",
        }
    }

    /// The inverted form (second source wide) of a two-source op, if it has one.
    pub fn inverted(self) -> Option<Opcode> {
        use Opcode::*;
        match self {
            Dph => Some(Dphi),
            Dst => Some(Dsti),
            Sge => Some(Sgei),
            Slt => Some(Slti),
            Mad => Some(Madi),
            _ => None,
        }
    }

    /// The base op of an inverted form (itself otherwise).
    pub fn base(self) -> Opcode {
        use Opcode::*;
        match self {
            Dphi => Dph,
            Dsti => Dst,
            Sgei => Sge,
            Slti => Slt,
            Madi => Mad,
            other => other,
        }
    }

    /// Format 1 with two sources (normal or inverted).
    pub fn is_binary(self) -> bool {
        use Opcode::*;
        matches!(
            self,
            Add | Dp3 | Dp4 | Dph | Dst | Mul | Sge | Slt | Max | Min | Dphi | Dsti | Sgei | Slti
        )
    }

    /// Format 1u: one source.
    pub fn is_unary(self) -> bool {
        use Opcode::*;
        matches!(self, Ex2 | Lg2 | Litp | Flr | Rcp | Rsq | Mov)
    }

    /// Whether the word's low 7 bits are an operand-descriptor index (formats 1, 1i,
    /// 1u, 1c). MAD/MADI use a 5-bit index.
    pub fn has_wide_descriptor(self) -> bool {
        self.is_binary() || self.is_unary() || matches!(self, Opcode::Mova | Opcode::Cmp)
    }
}
