//! Opcodes (bits 31–26), declared once: value, mnemonic, format and inverted partner.
//! The decoder, the encoder, the assembler's mnemonic table and the descriptor rules
//! all read the one declaration below.

use serde::{Deserialize, Serialize};

/// The field layout an opcode uses (3dbrew "Shader Instruction Set" names formats 1,
/// 1i, 1u, 1c, 2, 3, 4, 5 and 5i; the others here name layouts 3dbrew folds into
/// those).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// No operand (NOP, END, EMIT, BREAK).
    Zero,
    /// Format 1: dst, wide src1, src2, descriptor.
    One,
    /// Format 1i: dst, src1, wide src2 (the inverted two-source forms).
    OneI,
    /// Format 1u: dst and one wide source.
    OneU,
    /// MOVA: format 1u without a destination field (the descriptor mask picks a0.x/y).
    Mova,
    /// Format 1c: CMP's wide src1, two comparisons and src2.
    OneC,
    /// Format 2: a condition on cmp, a target and a count.
    Two,
    /// Format 3: a boolean uniform, a target and a count.
    Three,
    /// Format 3 with an integer uniform in place of the boolean one (LOOP).
    ThreeI,
    /// Format 4: SETEMIT's vertex slot and flags.
    Four,
    /// Format 5: MAD with src2 wide and a 5-bit descriptor index.
    Five,
    /// Format 5i: MADI with src3 wide.
    FiveI,
}

/// One operand of an instruction's assembly form, in the order it is written. Each
/// names the fields it fills; fields no operand fills are zero in what the assembler
/// writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OperandKind {
    /// The destination register; its write mask is the descriptor's.
    Dst,
    /// MOVA's destination, a0.x, a0.y or both: the descriptor's mask.
    AddrDst,
    /// Source 1 (its swizzle and negation are the descriptor's; the wide source also
    /// takes the index register).
    Src1,
    /// Source 2.
    Src2,
    /// Source 3.
    Src3,
    /// CMP's comparison giving cmp.x.
    CmpX,
    /// CMP's comparison giving cmp.y.
    CmpY,
    /// A condition on cmp.x and cmp.y (the ref_x, ref_y and cond fields).
    Cond,
    /// A procedure: its start and length (target and num).
    Proc,
    /// A label: its address (target).
    Label,
    /// A boolean uniform b0–b15.
    Bool,
    /// A boolean uniform the test may invert, `!b0` (num bit 0).
    BoolInv,
    /// An integer uniform i0–i3.
    Int,
    /// SETEMIT's vertex slot.
    Vertex,
    /// SETEMIT's optional `prim`/`inv` flags.
    EmitFlags,
    /// Not written: the if part (up to target) and else part (num instructions from
    /// target) that follow, whose extent the block structure gives.
    Block,
    /// Not written: the loop body that follows, up to and including the instruction at
    /// target (num zero).
    LoopBody,
}

impl OperandKind {
    /// The source number (0 = src1) of a source operand.
    pub fn source(self) -> Option<usize> {
        match self {
            OperandKind::Src1 => Some(0),
            OperandKind::Src2 => Some(1),
            OperandKind::Src3 => Some(2),
            _ => None,
        }
    }
}

/// Which source components an operation reads. The descriptor table's sharing rule
/// (as picasso applies it) lets a selector the operation never reads differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reads {
    /// Every component of every source (and ops without a descriptor).
    All,
    /// Each source's components where the destination mask writes (per-component ops).
    Written,
    /// x, y and z of sources 1 and 2 (DP3).
    Xyz,
    /// x, y and z of source 1 (its w is taken as 1), all of source 2 (DPH).
    Xyz1,
    /// x of source 1 (the scalar functions).
    X,
    /// x and y of source 1 where the mask selects a0.x and a0.y (MOVA).
    WrittenXy,
    /// x and y of source 1, all of source 2 (CMP).
    Xy1,
}

/// What the table says of one opcode.
struct Info {
    value: u32,
    low_bits: u32,
    mnemonic: &'static str,
    spelling: &'static str,
    format: Format,
    operands: &'static [OperandKind],
    reads: Reads,
    inverted: Option<Opcode>,
}

/// Declares [`Opcode`] from one line per opcode:
/// `Variant = value / low bits, "mnemonic" "assembler spelling", Format [operands] Reads[, Partner];`.
/// `low bits` is how many of the six opcode bits belong to other fields (CMP 1,
/// MAD/MADI 3); `Partner` is the inverted form of a two-source op.
macro_rules! opcodes {
    ($(
        $(#[$doc:meta])*
        $variant:ident = $value:literal / $low:literal, $mnemonic:literal $spelling:literal,
        $format:ident [$($arg:ident),*] $reads:ident $(, $partner:ident)?;
    )*) => {
        /// A shader opcode. CMP, MADI and MAD own several 6-bit values (their opcode
        /// field is 5 or 3 bits wide); they are represented once here.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
        pub enum Opcode {
            $( $(#[$doc])* $variant, )*
        }

        impl Opcode {
            /// Every opcode, in declaration (and value) order.
            pub const ALL: &'static [Opcode] = &[$(Opcode::$variant),*];
        }

        /// Indexed by `Opcode as usize`: the enum's variants are in the same order.
        const INFO: &[Info] = &[$(
            Info {
                value: $value,
                low_bits: $low,
                mnemonic: $mnemonic,
                spelling: $spelling,
                format: Format::$format,
                operands: &[$(OperandKind::$arg),*],
                reads: Reads::$reads,
                inverted: opcodes!(@partner $($partner)?),
            },
        )*];
    };
    (@partner) => { None };
    (@partner $p:ident) => { Some(Opcode::$p) };
}

opcodes! {
    /// 0x00 ADD: dst = src1 + src2, per component.
    Add = 0x00 / 0, "add" "add", One [Dst, Src1, Src2] Written;
    /// 0x01 DP3: the dot product of xyz, in every component.
    Dp3 = 0x01 / 0, "dp3" "dp3", One [Dst, Src1, Src2] Xyz;
    /// 0x02 DP4: the dot product of xyzw, in every component.
    Dp4 = 0x02 / 0, "dp4" "dp4", One [Dst, Src1, Src2] All;
    /// 0x03 DPH: dot(src1.xyz1, src2), in every component.
    Dph = 0x03 / 0, "dph" "dph", One [Dst, Src1, Src2] Xyz1, Dphi;
    /// 0x04 DST: (1, src1.y * src2.y, src1.z, src2.w).
    Dst = 0x04 / 0, "dst" "dst", One [Dst, Src1, Src2] All, Dsti;
    /// 0x05 EX2: 2^src1.x, in every component.
    Ex2 = 0x05 / 0, "ex2" "ex2", OneU [Dst, Src1] X;
    /// 0x06 LG2: log2(src1.x), in every component.
    Lg2 = 0x06 / 0, "lg2" "lg2", OneU [Dst, Src1] X;
    /// 0x07 LITP: the partial lighting step; also sets cmp.x and cmp.y.
    Litp = 0x07 / 0, "litp" "litp", OneU [Dst, Src1] All;
    /// 0x08 MUL: dst = src1 * src2, per component.
    Mul = 0x08 / 0, "mul" "mul", One [Dst, Src1, Src2] Written;
    /// 0x09 SGE: 1.0 where src1 >= src2, else 0.0, per component.
    Sge = 0x09 / 0, "sge" "sge", One [Dst, Src1, Src2] Written, Sgei;
    /// 0x0A SLT: 1.0 where src1 < src2, else 0.0, per component.
    Slt = 0x0A / 0, "slt" "slt", One [Dst, Src1, Src2] Written, Slti;
    /// 0x0B FLR: floor, per component.
    Flr = 0x0B / 0, "flr" "flr", OneU [Dst, Src1] Written;
    /// 0x0C MAX: src1 > src2 ? src1 : src2, per component.
    Max = 0x0C / 0, "max" "max", One [Dst, Src1, Src2] Written;
    /// 0x0D MIN: src1 < src2 ? src1 : src2, per component.
    Min = 0x0D / 0, "min" "min", One [Dst, Src1, Src2] Written;
    /// 0x0E RCP: 1 / src1.x, in every component.
    Rcp = 0x0E / 0, "rcp" "rcp", OneU [Dst, Src1] X;
    /// 0x0F RSQ: 1 / sqrt(src1.x), in every component.
    Rsq = 0x0F / 0, "rsq" "rsq", OneU [Dst, Src1] X;
    /// 0x12 MOVA: loads a0.x and a0.y, truncated to integers.
    Mova = 0x12 / 0, "mova" "mova", Mova [AddrDst, Src1] WrittenXy;
    /// 0x13 MOV: dst = src1.
    Mov = 0x13 / 0, "mov" "mov", OneU [Dst, Src1] Written;
    /// 0x18 DPHI: DPH with the wide (indexable) operand second.
    Dphi = 0x18 / 0, "dph" "dphi", OneI [Dst, Src1, Src2] Xyz1;
    /// 0x19 DSTI: DST with the wide operand second.
    Dsti = 0x19 / 0, "dst" "dsti", OneI [Dst, Src1, Src2] All;
    /// 0x1A SGEI: SGE with the wide operand second.
    Sgei = 0x1A / 0, "sge" "sgei", OneI [Dst, Src1, Src2] Written;
    /// 0x1B SLTI: SLT with the wide operand second.
    Slti = 0x1B / 0, "slt" "slti", OneI [Dst, Src1, Src2] Written;
    /// 0x20 BREAK: leaves the innermost LOOP.
    Break = 0x20 / 0, "break" "break", Zero [] All;
    /// 0x21 NOP.
    Nop = 0x21 / 0, "nop" "nop", Zero [] All;
    /// 0x22 END: the invocation is done.
    End = 0x22 / 0, "end" "end", Zero [] All;
    /// 0x23 BREAKC: BREAK when the condition on cmp holds.
    Breakc = 0x23 / 0, "breakc" "breakc", Two [Cond] All;
    /// 0x24 CALL: runs NUM instructions from DST, then returns.
    Call = 0x24 / 0, "call" "call", Two [Proc] All;
    /// 0x25 CALLC: CALL when the condition on cmp holds.
    Callc = 0x25 / 0, "callc" "callc", Two [Cond, Proc] All;
    /// 0x26 CALLU: CALL when a boolean uniform is set.
    Callu = 0x26 / 0, "callu" "callu", Three [Bool, Proc] All;
    /// 0x27 IFU: if/else on a boolean uniform.
    Ifu = 0x27 / 0, "ifu" "ifu", Three [Bool, Block] All;
    /// 0x28 IFC: if/else on the condition on cmp.
    Ifc = 0x28 / 0, "ifc" "ifc", Two [Cond, Block] All;
    /// 0x29 LOOP: runs the body up to DST i.x + 1 times, stepping aL.
    Loop = 0x29 / 0, "for" "for", ThreeI [Int, LoopBody] All;
    /// 0x2A EMIT: a geometry shader emits its outputs as a vertex.
    Emit = 0x2A / 0, "emit" "emit", Zero [] All;
    /// 0x2B SETEMIT: picks the vertex slot (and primitive, winding) of the next EMIT.
    Setemit = 0x2B / 0, "setemit" "setemit", Four [Vertex, EmitFlags] All;
    /// 0x2C JMPC: jumps when the condition on cmp holds.
    Jmpc = 0x2C / 0, "jmpc" "jmpc", Two [Cond, Label] All;
    /// 0x2D JMPU: jumps on a boolean uniform (NUM bit 0 inverts).
    Jmpu = 0x2D / 0, "jmpu" "jmpu", Three [BoolInv, Label] All;
    /// 0x2E–0x2F CMP: sets cmp.x and cmp.y from two comparisons.
    Cmp = 0x2E / 1, "cmp" "cmp", OneC [Src1, CmpX, CmpY, Src2] Xy1;
    /// 0x30–0x37 MADI: MAD with the wide operand third.
    Madi = 0x30 / 3, "mad" "madi", FiveI [Dst, Src1, Src2, Src3] Written;
    /// 0x38–0x3F MAD: dst = src1 * src2 + src3, per component.
    Mad = 0x38 / 3, "mad" "mad", Five [Dst, Src1, Src2, Src3] Written, Madi;
}

/// The opcode of each 6-bit value, built from the table.
const BY_VALUE: [Option<Opcode>; 64] = {
    let mut t = [None; 64];
    let mut i = 0;
    while i < INFO.len() {
        let info = &INFO[i];
        let mut low = 0;
        while low < 1 << info.low_bits {
            t[(info.value + low) as usize] = Some(Opcode::ALL[i]);
            low += 1;
        }
        i += 1;
    }
    t
};

impl Opcode {
    fn info(self) -> &'static Info {
        &INFO[self as usize]
    }

    /// The opcode of a word (bits 31–26), `None` for unassigned values.
    pub fn of_word(word: u32) -> Option<Opcode> {
        BY_VALUE[(word >> 26) as usize]
    }

    /// The 6-bit opcode value (CMP: 0x2E, MADI: 0x30, MAD: 0x38; the low bits belong to
    /// other fields).
    pub fn value(self) -> u32 {
        self.info().value
    }

    /// How many low bits of the 6-bit opcode field belong to other fields (CMP 1,
    /// MAD/MADI 3, others 0).
    pub fn low_bits(self) -> u32 {
        self.info().low_bits
    }

    /// The picasso mnemonic (`for` for LOOP). Inverted forms print as their base name.
    pub fn mnemonic(self) -> &'static str {
        self.info().mnemonic
    }

    /// The name the assembler reads for this opcode (`dphi` for DPHI; the inverted
    /// spellings assemble as their base op, which picks the form from its operands).
    pub fn spelling(self) -> &'static str {
        self.info().spelling
    }

    /// The opcode an assembler mnemonic names, in any case: an inverted spelling gives
    /// its base op.
    pub fn from_spelling(name: &str) -> Option<Opcode> {
        Opcode::ALL
            .iter()
            .find(|op| op.spelling().eq_ignore_ascii_case(name))
            .map(|op| op.base())
    }

    /// The field layout.
    pub fn format(self) -> Format {
        self.info().format
    }

    /// The operands of the assembly form, in order (an inverted form has its base's).
    pub fn operands(self) -> &'static [OperandKind] {
        self.info().operands
    }

    /// The number of operands written after the mnemonic (SETEMIT's flags counted).
    pub fn written_operands(self) -> usize {
        self.operands()
            .iter()
            .filter(|k| !matches!(k, OperandKind::Block | OperandKind::LoopBody))
            .count()
    }

    /// Whether the instruction leaves the innermost loop (BREAK, BREAKC).
    pub fn leaves_loop(self) -> bool {
        matches!(self, Opcode::Break | Opcode::Breakc)
    }

    /// Whether the instruction opens an if/else or loop body.
    pub fn opens_block(self) -> bool {
        self.operands()
            .iter()
            .any(|k| matches!(k, OperandKind::Block | OperandKind::LoopBody))
    }

    /// Which source components the operation reads.
    pub fn reads(self) -> Reads {
        self.info().reads
    }

    /// The inverted form (second source wide) of a two-source op, if it has one.
    pub fn inverted(self) -> Option<Opcode> {
        self.info().inverted
    }

    /// The base op of an inverted form (itself otherwise).
    pub fn base(self) -> Opcode {
        Opcode::ALL
            .iter()
            .copied()
            .find(|op| op.inverted() == Some(self))
            .unwrap_or(self)
    }

    /// Whether this is the inverted form of another op.
    pub fn is_inverted(self) -> bool {
        self.base() != self
    }

    /// Format 1 with two sources (normal or inverted).
    pub fn is_binary(self) -> bool {
        matches!(self.format(), Format::One | Format::OneI)
    }

    /// Format 1u: one source.
    pub fn is_unary(self) -> bool {
        self.format() == Format::OneU
    }

    /// Whether the word's low 7 bits are an operand-descriptor index (formats 1, 1i,
    /// 1u, 1c). MAD/MADI use a 5-bit index.
    pub fn has_wide_descriptor(self) -> bool {
        self.format().layout().desc.is_some_and(|d| d.width == 7)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_value_names_its_opcode() {
        for &op in Opcode::ALL {
            for low in 0..1 << op.low_bits() {
                assert_eq!(Opcode::of_word((op.value() + low) << 26), Some(op));
            }
            assert_eq!(op.value() & ((1 << op.low_bits()) - 1), 0, "{op:?}");
        }
        let assigned = (0..64)
            .filter(|v| Opcode::of_word(v << 26).is_some())
            .count();
        let owned: u32 = Opcode::ALL.iter().map(|op| 1 << op.low_bits()).sum();
        assert_eq!(assigned as u32, owned, "two opcodes share a value");
    }

    #[test]
    fn spellings_and_partners() {
        for &op in Opcode::ALL {
            assert_eq!(Opcode::from_spelling(op.spelling()), Some(op.base()));
            if let Some(inv) = op.inverted() {
                assert_eq!(inv.base(), op);
                assert_eq!(inv.mnemonic(), op.mnemonic());
                assert_eq!(inv.operands(), op.operands());
                assert_eq!(inv.reads(), op.reads());
            }
        }
        assert_eq!(Opcode::from_spelling("SLTI"), Some(Opcode::Slt));
        assert_eq!(Opcode::from_spelling("loop"), None);
    }
}
