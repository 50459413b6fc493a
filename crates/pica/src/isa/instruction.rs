//! Instruction words: decoding into fields and encoding back.
//!
//! Field layouts (bit ranges inclusive) per format, from 3dbrew "Shader Instruction
//! Set": 1 (two sources, src1 wide), 1i (src2 wide), 1u (one source), 1c (CMP),
//! 2 (conditional flow), 3 (uniform flow), 4 (SETEMIT), 5/5i (MAD/MADI).

use super::layout::Fields;
use super::{DstReg, Format, IndexReg, Opcode, SrcReg};

/// Comparison of CMP (cmpX bits 26–24, cmpY bits 23–21).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmpOp {
    /// `eq` (0): equal.
    Eq,
    /// `ne` (1): not equal.
    Ne,
    /// `lt` (2): src1 below src2.
    Lt,
    /// `le` (3): below or equal.
    Le,
    /// `gt` (4): above.
    Gt,
    /// `ge` (5): above or equal.
    Ge,
}

impl CmpOp {
    /// The comparison of a 3-bit field value; 6 and 7 are none.
    pub fn from_bits(bits: u32) -> Option<CmpOp> {
        use CmpOp::*;
        Some(match bits {
            0 => Eq,
            1 => Ne,
            2 => Lt,
            3 => Le,
            4 => Gt,
            5 => Ge,
            _ => return None,
        })
    }
    /// The 3-bit field value.
    pub fn bits(self) -> u32 {
        self as u32
    }
    /// The assembler's name (`eq`, `ne`, `lt`, `le`, `gt`, `ge`).
    pub fn name(self) -> &'static str {
        ["eq", "ne", "lt", "le", "gt", "ge"][self as usize]
    }
    /// The comparison an assembler name spells, in any case.
    pub fn from_name(name: &str) -> Option<CmpOp> {
        ["eq", "ne", "lt", "le", "gt", "ge"]
            .iter()
            .position(|n| n.eq_ignore_ascii_case(name))
            .and_then(|i| CmpOp::from_bits(i as u32))
    }
}

/// How two condition flags combine (bits 23–22).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CondOp {
    /// 0: either flag matches its reference.
    Or,
    /// 1: both flags match.
    And,
    /// 2: the X flag alone.
    X,
    /// 3: the Y flag alone.
    Y,
}

/// A format 2 condition: the expected values of the X and Y flags and how they combine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Condition {
    /// The value cmp.x must have (bit 25).
    pub ref_x: bool,
    /// The value cmp.y must have (bit 24).
    pub ref_y: bool,
    /// How the two tests combine.
    pub op: CondOp,
}

/// One decoded instruction word. `Raw` holds a word that decodes to no instruction
/// (unassigned opcode, reserved field values or stray bits).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Instruction {
    /// Formats 1 and 1i: `op` says which (DPHI, DSTI, SGEI, SLTI are 1i). `idx`
    /// applies to the wide source (src1 in format 1, src2 in 1i).
    Binary {
        /// ADD, DP3, DP4, DPH, DST, MUL, SGE, SLT, MAX, MIN or an inverted form.
        op: Opcode,
        /// Destination register (bits 25–21).
        dst: DstReg,
        /// First source: bits 18–12 (wide) in format 1, bits 18–14 in 1i.
        src1: SrcReg,
        /// Second source: bits 11–7 in format 1, bits 13–7 (wide) in 1i.
        src2: SrcReg,
        /// Address register added to the wide source (bits 20–19).
        idx: IndexReg,
        /// Operand descriptor index (bits 6–0).
        desc: u8,
    },
    /// Format 1u.
    Unary {
        /// EX2, LG2, LITP, FLR, RCP, RSQ or MOV.
        op: Opcode,
        /// Destination register (bits 25–21).
        dst: DstReg,
        /// The source (bits 18–12).
        src1: SrcReg,
        /// Address register added to the source (bits 20–19).
        idx: IndexReg,
        /// Operand descriptor index (bits 6–0).
        desc: u8,
    },
    /// MOVA: the descriptor mask selects a0.x / a0.y.
    Mova {
        /// The source (bits 18–12).
        src1: SrcReg,
        /// Address register added to the source (bits 20–19).
        idx: IndexReg,
        /// Operand descriptor index (bits 6–0).
        desc: u8,
    },
    /// Format 1c.
    Cmp {
        /// First source (wide, bits 18–12).
        src1: SrcReg,
        /// Comparison giving cmp.x (bits 26–24).
        cmp_x: CmpOp,
        /// Comparison giving cmp.y (bits 23–21).
        cmp_y: CmpOp,
        /// Second source (bits 11–7).
        src2: SrcReg,
        /// Address register added to src1 (bits 20–19).
        idx: IndexReg,
        /// Operand descriptor index (bits 6–0).
        desc: u8,
    },
    /// Formats 5 (`inverted` false: src2 wide) and 5i (src3 wide). `idx` applies to the
    /// wide source.
    Mad {
        /// MADI (format 5i): src3 is the wide source.
        inverted: bool,
        /// Destination register (bits 28–24).
        dst: DstReg,
        /// First source (bits 21–17).
        src1: SrcReg,
        /// Second source: bits 16–10 (wide) in MAD, bits 16–12 in MADI.
        src2: SrcReg,
        /// Third source: bits 9–5 in MAD, bits 11–5 (wide) in MADI.
        src3: SrcReg,
        /// Address register added to the wide source (bits 23–22).
        idx: IndexReg,
        /// Operand descriptor index (bits 4–0: MAD names only the first 32).
        desc: u8,
    },
    /// NOP, END, EMIT, BREAK.
    Plain(Opcode),
    /// BREAKC, CALL, CALLC, IFC, JMPC (CALL ignores the condition; picasso writes 0).
    Flow {
        /// BREAKC, CALL, CALLC, IFC or JMPC.
        op: Opcode,
        /// Flag test (bits 25–22).
        cond: Condition,
        /// Target word address (bits 21–10).
        dst: u16,
        /// Instruction count (bits 7–0): the call's length, or the else branch's.
        num: u8,
    },
    /// CALLU, IFU, JMPU (`id` = bool register), LOOP (`id` = int register).
    UniformFlow {
        /// CALLU, IFU, JMPU or LOOP.
        op: Opcode,
        /// Boolean register b0–b15 (bits 25–22), or for LOOP integer register i0–i3
        /// (bits 23–22).
        id: u8,
        /// Target word address (bits 21–10).
        dst: u16,
        /// Instruction count (bits 7–0); for JMPU bit 0 inverts the test.
        num: u8,
    },
    /// SETEMIT (format 4): where the next EMIT goes.
    SetEmit {
        /// Vertex buffer slot, 0–2 (bits 25–24).
        vertex: u8,
        /// The next EMIT also emits a triangle (bit 23).
        primitive: bool,
        /// That triangle's winding is inverted (bit 22).
        invert: bool,
    },
    /// A word that decodes to no instruction, kept as it is.
    Raw(u32),
}

impl Instruction {
    /// Decodes a word. Any word whose fields do not encode back to exactly the same
    /// word comes out as `Raw`, so `decode(w).encode() == w` always.
    pub fn decode(word: u32) -> Instruction {
        let inst = Self::decode_fields(word);
        match inst {
            Some(i) if i.encode() == word => i,
            _ => Instruction::Raw(word),
        }
    }

    /// Decodes a word as the hardware reads it: bits no field uses are ignored (so
    /// `decode_lenient(w).encode()` may differ from `w`). `None` for an unassigned
    /// opcode or a reserved field value (a CMP comparison 6 or 7).
    pub fn decode_lenient(word: u32) -> Option<Instruction> {
        Self::decode_fields(word)
    }

    fn decode_fields(w: u32) -> Option<Instruction> {
        let op = Opcode::of_word(w)?;
        let format = op.format();
        let v = format.layout().unpack(w);
        // Every field fits its type: the layout masks it to at most 12 bits, and the
        // register fields to at most 7.
        let src = |bits: u32| SrcReg(bits as u8);
        let dst = DstReg(v.dst as u8);
        let idx = IndexReg::from_bits(v.idx);
        let desc = v.desc as u8;
        Some(match format {
            Format::One | Format::OneI => Instruction::Binary {
                op,
                dst,
                src1: src(v.src1),
                src2: src(v.src2),
                idx,
                desc,
            },
            Format::OneU => Instruction::Unary {
                op,
                dst,
                src1: src(v.src1),
                idx,
                desc,
            },
            Format::Mova => Instruction::Mova {
                src1: src(v.src1),
                idx,
                desc,
            },
            Format::OneC => Instruction::Cmp {
                src1: src(v.src1),
                cmp_x: CmpOp::from_bits(v.cmp_x)?,
                cmp_y: CmpOp::from_bits(v.cmp_y)?,
                src2: src(v.src2),
                idx,
                desc,
            },
            Format::Five | Format::FiveI => Instruction::Mad {
                inverted: format == Format::FiveI,
                dst,
                src1: src(v.src1),
                src2: src(v.src2),
                src3: src(v.src3),
                idx,
                desc,
            },
            Format::Zero => Instruction::Plain(op),
            Format::Two => Instruction::Flow {
                op,
                cond: Condition {
                    ref_x: v.ref_x != 0,
                    ref_y: v.ref_y != 0,
                    op: [CondOp::Or, CondOp::And, CondOp::X, CondOp::Y][v.cond as usize],
                },
                dst: v.target as u16,
                num: v.num as u8,
            },
            Format::Three | Format::ThreeI => Instruction::UniformFlow {
                op,
                id: v.uniform as u8,
                dst: v.target as u16,
                num: v.num as u8,
            },
            Format::Four => Instruction::SetEmit {
                vertex: v.vertex as u8,
                primitive: v.primitive != 0,
                invert: v.invert != 0,
            },
        })
    }

    /// The opcode the instruction encodes with (`None` for `Raw`).
    pub fn opcode(&self) -> Option<Opcode> {
        Some(match *self {
            Instruction::Binary { op, .. }
            | Instruction::Unary { op, .. }
            | Instruction::Plain(op)
            | Instruction::Flow { op, .. }
            | Instruction::UniformFlow { op, .. } => op,
            Instruction::Mova { .. } => Opcode::Mova,
            Instruction::Cmp { .. } => Opcode::Cmp,
            Instruction::Mad { inverted: true, .. } => Opcode::Madi,
            Instruction::Mad { .. } => Opcode::Mad,
            Instruction::SetEmit { .. } => Opcode::Setemit,
            Instruction::Raw(_) => return None,
        })
    }

    /// Encodes the instruction in its opcode's layout. Field values are masked to
    /// their widths.
    pub fn encode(&self) -> u32 {
        let src = |r: SrcReg| u32::from(r.0);
        let v = match *self {
            Instruction::Binary {
                dst,
                src1,
                src2,
                idx,
                desc,
                ..
            } => Fields {
                dst: u32::from(dst.0),
                src1: src(src1),
                src2: src(src2),
                idx: idx.bits(),
                desc: u32::from(desc),
                ..Fields::default()
            },
            Instruction::Unary {
                dst,
                src1,
                idx,
                desc,
                ..
            } => Fields {
                dst: u32::from(dst.0),
                src1: src(src1),
                idx: idx.bits(),
                desc: u32::from(desc),
                ..Fields::default()
            },
            Instruction::Mova { src1, idx, desc } => Fields {
                src1: src(src1),
                idx: idx.bits(),
                desc: u32::from(desc),
                ..Fields::default()
            },
            Instruction::Cmp {
                src1,
                cmp_x,
                cmp_y,
                src2,
                idx,
                desc,
            } => Fields {
                src1: src(src1),
                src2: src(src2),
                cmp_x: cmp_x.bits(),
                cmp_y: cmp_y.bits(),
                idx: idx.bits(),
                desc: u32::from(desc),
                ..Fields::default()
            },
            Instruction::Mad {
                dst,
                src1,
                src2,
                src3,
                idx,
                desc,
                ..
            } => Fields {
                dst: u32::from(dst.0),
                src1: src(src1),
                src2: src(src2),
                src3: src(src3),
                idx: idx.bits(),
                desc: u32::from(desc),
                ..Fields::default()
            },
            Instruction::Flow { cond, dst, num, .. } => Fields {
                ref_x: u32::from(cond.ref_x),
                ref_y: u32::from(cond.ref_y),
                cond: cond.op as u32,
                target: u32::from(dst),
                num: u32::from(num),
                ..Fields::default()
            },
            Instruction::UniformFlow { id, dst, num, .. } => Fields {
                uniform: u32::from(id),
                target: u32::from(dst),
                num: u32::from(num),
                ..Fields::default()
            },
            Instruction::SetEmit {
                vertex,
                primitive,
                invert,
            } => Fields {
                vertex: u32::from(vertex),
                primitive: u32::from(primitive),
                invert: u32::from(invert),
                ..Fields::default()
            },
            Instruction::Plain(_) => Fields::default(),
            Instruction::Raw(w) => return w,
        };
        // Every variant but `Raw` (returned above) has an opcode.
        self.opcode().map_or(0, |op| op.encode_fields(&v))
    }

    /// The operand-descriptor index the word uses, if any.
    pub fn descriptor(&self) -> Option<u8> {
        match *self {
            Instruction::Binary { desc, .. }
            | Instruction::Unary { desc, .. }
            | Instruction::Mova { desc, .. }
            | Instruction::Cmp { desc, .. }
            | Instruction::Mad { desc, .. } => Some(desc),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fixed_words() {
        assert_eq!(Instruction::Plain(Opcode::Nop).encode(), 0x8400_0000);
        assert_eq!(Instruction::Plain(Opcode::End).encode(), 0x8800_0000);
        assert_eq!(Instruction::Plain(Opcode::Emit).encode(), 0xA800_0000);
        assert_eq!(Instruction::Plain(Opcode::Break).encode(), 0x8000_0000);
    }

    #[test]
    fn every_word_round_trips() {
        // A sweep of patterns through every opcode value.
        for op in 0u32..64 {
            for pattern in [
                0u32,
                0x03FF_FFFF,
                0x0155_5555,
                0x02AA_AAAA,
                0x0012_3456,
                0x0000_036F,
            ] {
                let w = op << 26 | pattern;
                assert_eq!(Instruction::decode(w).encode(), w, "{w:#010x}");
            }
        }
    }

    #[test]
    fn lenient_decoding_ignores_stray_bits() {
        // MOV with a nonzero src2 field: a MOV all the same.
        assert!(matches!(
            Instruction::decode_lenient(0x4C00_0080),
            Some(Instruction::Unary {
                op: Opcode::Mov,
                ..
            })
        ));
        assert_eq!(
            Instruction::decode_lenient(0x8400_0001),
            Some(Instruction::Plain(Opcode::Nop))
        );
        assert_eq!(Instruction::decode_lenient(0x4000_0000), None);
        assert_eq!(Instruction::decode_lenient(0xBE00_0000), None);
    }

    #[test]
    fn unassigned_and_stray_bits_are_raw() {
        assert_eq!(
            Instruction::decode(0x4000_0000),
            Instruction::Raw(0x4000_0000)
        );
        assert_eq!(
            Instruction::decode(0x8400_0001),
            Instruction::Raw(0x8400_0001)
        );
        // MOV with a nonzero src2 field
        assert!(matches!(
            Instruction::decode(0x4C00_0080),
            Instruction::Raw(_)
        ));
        // CMP with comparison 6
        assert!(matches!(
            Instruction::decode(0xBE00_0000),
            Instruction::Raw(_)
        ));
    }
}
