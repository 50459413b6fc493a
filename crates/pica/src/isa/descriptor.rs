//! Operand descriptors (the low word of an operand-descriptor table entry) and the
//! first-fit table allocation picasso uses, which byte identity depends on.
//!
//! Layout (3dbrew "Shader Instruction Set"): bits 3–0 destination mask (bit 3 = x),
//! bit 4 negate src1, bits 12–5 src1 selector (slot x in 12–11), bit 13 negate src2,
//! bits 21–14 src2 selector, bit 22 negate src3, bits 30–23 src3 selector.

use super::{Opcode, OperandKind, Reads};
use std::fmt;

/// A component selector: four 2-bit slots, slot x in bits 7–6 (0 x, 1 y, 2 z, 3 w).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Swizzle(pub u8);

impl Swizzle {
    /// `.xyzw`.
    pub const IDENTITY: Swizzle = Swizzle(0x1B);

    /// The component read by slot `slot` (0 = x … 3 = w).
    pub fn component(self, slot: usize) -> u8 {
        (self.0 >> (6 - 2 * slot)) & 3
    }

    /// Builds a selector from four components.
    pub fn from_components(c: [u8; 4]) -> Swizzle {
        Swizzle((c[0] & 3) << 6 | (c[1] & 3) << 4 | (c[2] & 3) << 2 | (c[3] & 3))
    }

    /// Applies `self` on top of `inner` (`inner.self`): alias `A = c0.wyxz`, `A.xxww`.
    pub fn compose(inner: Swizzle, outer: Swizzle) -> Swizzle {
        let mut c = [0u8; 4];
        for (slot, out) in c.iter_mut().enumerate() {
            *out = inner.component(outer.component(slot) as usize);
        }
        Swizzle::from_components(c)
    }
}

impl fmt::Display for Swizzle {
    /// All four letters (`xyzw`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for slot in 0..4 {
            let letter = b"xyzw"[self.component(slot) as usize] as char;
            write!(f, "{letter}")?;
        }
        Ok(())
    }
}

/// One operand descriptor (31 bits used).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct OperandDescriptor(pub u32);

const SRC_SHIFT: [u32; 3] = [4, 13, 22];

impl OperandDescriptor {
    /// Destination mask, bit 3 = x … bit 0 = w.
    pub fn dest_mask(self) -> u8 {
        (self.0 & 0xF) as u8
    }
    /// Whether source `n` (0-based) is negated.
    pub fn negate(self, n: usize) -> bool {
        self.0 >> SRC_SHIFT[n] & 1 != 0
    }
    /// Selector of source `n` (0-based).
    pub fn swizzle(self, n: usize) -> Swizzle {
        Swizzle((self.0 >> (SRC_SHIFT[n] + 1)) as u8)
    }
    /// Builds a descriptor from its parts; unused sources are `None` (zero bits).
    pub fn new(dest_mask: u8, sources: [Option<(bool, Swizzle)>; 3]) -> OperandDescriptor {
        let mut v = u32::from(dest_mask & 0xF);
        for (n, s) in sources.iter().enumerate() {
            if let Some((neg, sw)) = s {
                v |= (u32::from(*neg) | u32::from(sw.0) << 1) << SRC_SHIFT[n];
            }
        }
        OperandDescriptor(v)
    }
}

/// The bits of one whole source field (negate + selector).
const fn src_field(n: u32) -> u32 {
    0x1FF << [4, 13, 22][n as usize]
}

/// Care mask: destination mask + sources 1 and 2 (format 1).
pub const CARE_D12: u32 = 0xF | src_field(0) | src_field(1);
/// Care mask: destination mask + source 1 (format 1u, MOVA).
pub const CARE_D1: u32 = 0xF | src_field(0);
/// Care mask: sources 1 and 2 (CMP: no destination).
pub const CARE_12: u32 = src_field(0) | src_field(1);
/// Care mask: everything (MAD).
pub const CARE_D123: u32 = 0xF | src_field(0) | src_field(1) | src_field(2);

/// Selector bits of slot `slot` (0 = x) of every source in `which` (bit n = source n).
fn slot_bits(slot: u32, which: u32) -> u32 {
    let mut m = 0;
    for n in 0..3 {
        if which >> n & 1 != 0 {
            m |= 3 << (SRC_SHIFT[n as usize] + 1 + 6 - 2 * slot);
        }
    }
    m
}

/// Drops the selector slots the operation never reads (the opcode table's `Reads`)
/// from the care mask (negate bits stay cared), as picasso does before searching the
/// table.
fn ignored_slots(op: Opcode, candidate: u32) -> u32 {
    let written = |slot: u32| candidate >> (3 - slot) & 1 != 0;
    let unwritten = |slots: std::ops::Range<u32>, which: u32| {
        slots
            .filter(|&slot| !written(slot))
            .fold(0, |m, slot| m | slot_bits(slot, which))
    };
    match op.reads() {
        Reads::All => 0,
        Reads::Written => unwritten(0..4, 0b111),
        Reads::Xyz => slot_bits(3, 0b011),
        Reads::Xyz1 => slot_bits(3, 0b001),
        Reads::X => slot_bits(1, 1) | slot_bits(2, 1) | slot_bits(3, 1),
        Reads::WrittenXy => unwritten(0..2, 1) | slot_bits(2, 1) | slot_bits(3, 1),
        Reads::Xy1 => slot_bits(2, 1) | slot_bits(3, 1),
    }
}

/// The descriptor bits an instruction of `op` depends on: the destination mask when
/// it has a destination (MOVA's picks a0.x/a0.y) and the fields of the sources it
/// reads, from the opcode table's operand list.
pub fn care_mask(op: Opcode) -> u32 {
    op.operands().iter().fold(0, |m, kind| match kind {
        OperandKind::Dst | OperandKind::AddrDst => m | 0xF,
        _ => kind.source().map_or(m, |n| m | src_field(n as u32)),
    })
}

/// The table is full (128 entries), or no MAD-reachable entry (index < 32) is left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableFull {
    /// All 128 entries are taken.
    Entries,
    /// Entries 0–31, the only ones MAD's 5-bit field names, are taken.
    MadEntries,
}

/// The operand-descriptor table being built, with picasso's first-fit sharing: each
/// entry remembers which bits some instruction depends on, and a new candidate reuses
/// the first entry that agrees on the bits both care about.
#[derive(Clone, Debug, Default)]
pub struct DescriptorTable {
    values: Vec<u32>,
    cares: Vec<u32>,
    /// Bit n: entry n is used by a MAD (must stay below 32).
    mad_used: u32,
}

/// The hardware table size.
pub const MAX_DESCRIPTORS: usize = 128;

impl DescriptorTable {
    /// An empty table.
    pub fn new() -> Self {
        Self::default()
    }

    /// The descriptor words, by index.
    pub fn values(&self) -> &[u32] {
        &self.values
    }

    /// Entries in use.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// True when no entry is used.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// Finds or adds the entry for `candidate` of an instruction of `op` that cares
    /// about the bits in `care`; returns its index.
    pub fn find_or_add(
        &mut self,
        op: Opcode,
        candidate: u32,
        care: u32,
    ) -> Result<usize, TableFull> {
        let care = care & !ignored_slots(op, candidate);
        for (i, (value, entry_care)) in self.values.iter_mut().zip(&mut self.cares).enumerate() {
            let common = care & *entry_care;
            if candidate & common == *value & common {
                *value = (*value & !care) | (candidate & care);
                *entry_care |= care;
                return Ok(i);
            }
        }
        if self.values.len() == MAX_DESCRIPTORS {
            return Err(TableFull::Entries);
        }
        self.values.push(candidate);
        self.cares.push(care);
        Ok(self.values.len() - 1)
    }

    /// Appends an entry verbatim, every bit cared for (the `.opdesc` extension, which
    /// pins a table that picasso's allocation would not produce).
    pub fn push_exact(&mut self, value: u32) -> Result<usize, TableFull> {
        if self.values.len() == MAX_DESCRIPTORS {
            return Err(TableFull::Entries);
        }
        self.values.push(value);
        self.cares.push(u32::MAX);
        Ok(self.values.len() - 1)
    }

    /// As [`find_or_add`](Self::find_or_add) for MAD/MADI, whose descriptor field is 5
    /// bits: an entry at 32 or above is swapped with the lowest entry below 32 no MAD
    /// uses yet, and the descriptor fields of the words already in `code` that name
    /// either index are swapped too.
    pub fn find_or_add_mad(
        &mut self,
        candidate: u32,
        care: u32,
        code: &mut [u32],
    ) -> Result<usize, TableFull> {
        let mut index = self.find_or_add(Opcode::Mad, candidate, care)?;
        if index >= 32 {
            let free = (0..32)
                .find(|i| self.mad_used >> i & 1 == 0)
                .ok_or(TableFull::MadEntries)?;
            self.values.swap(free, index);
            self.cares.swap(free, index);
            swap_descriptor_fields(code, free as u32, index as u32);
            index = free;
        }
        self.mad_used |= 1 << index;
        Ok(index)
    }
}

/// Exchanges descriptor indices `a` and `b` in every format 1/1i/1u/1c word.
fn swap_descriptor_fields(code: &mut [u32], a: u32, b: u32) {
    for word in code {
        let wide = Opcode::of_word(*word).is_some_and(|op| op.has_wide_descriptor())
            // picasso's rule: every opcode below 0x20 (assigned or not) and CMP.
            || *word >> 26 < 0x20;
        if wide {
            let d = *word & 0x7F;
            let d = if d == a {
                b
            } else if d == b {
                a
            } else {
                d
            };
            *word = (*word & !0x7F) | d;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identity_descriptor() {
        let d = OperandDescriptor::new(0xF, [Some((false, Swizzle::IDENTITY)), None, None]);
        assert_eq!(d.0, 0x36F);
        let d = OperandDescriptor::new(
            0xF,
            [
                Some((false, Swizzle::IDENTITY)),
                Some((false, Swizzle::IDENTITY)),
                None,
            ],
        );
        assert_eq!(d.0, 0x6C36F);
    }

    #[test]
    fn swizzle_compose() {
        // A = c0.wyxz; A.xxww = c0.wwzz
        let inner = Swizzle::from_components([3, 1, 0, 2]);
        let outer = Swizzle::from_components([0, 0, 3, 3]);
        assert_eq!(Swizzle::compose(inner, outer).to_string(), "wwzz");
    }

    #[test]
    fn first_fit_shares_on_cared_bits() {
        let mut t = DescriptorTable::new();
        // mov r0.x, r1.xyzw: only slot x of src1 is cared.
        let a = OperandDescriptor::new(0x8, [Some((false, Swizzle::IDENTITY)), None, None]).0;
        assert_eq!(t.find_or_add(Opcode::Mov, a, CARE_D1), Ok(0));
        // mov r0.x, r1.xxxx shares it (slots y..w uncared in both).
        let b = OperandDescriptor::new(0x8, [Some((false, Swizzle(0))), None, None]).0;
        assert_eq!(t.find_or_add(Opcode::Mov, b, CARE_D1), Ok(0));
        assert_eq!(t.values()[0], a, "uncared bits keep the first user's value");
        // mov r0.xy, r1.yxzw differs on slot x.
        let c = OperandDescriptor::new(0xC, [Some((false, Swizzle(0x4B))), None, None]).0;
        assert_eq!(t.find_or_add(Opcode::Mov, c, CARE_D1), Ok(1));
    }

    #[test]
    fn mad_swaps_below_32() {
        let mut t = DescriptorTable::new();
        let mut code = Vec::new();
        for i in 0..40u32 {
            // distinct masks/selectors: add with distinct src2 selectors
            let cand = 0xF | (i << 14);
            let idx = t.find_or_add(Opcode::Add, cand, CARE_D12).unwrap();
            code.push(idx as u32);
        }
        let cand = CARE_D123 & 0x7FFF_FFFF;
        let idx = t.find_or_add_mad(cand, CARE_D123, &mut code).unwrap();
        assert_eq!(idx, 0);
        assert_eq!(t.values()[0], cand);
        assert_eq!(code[0], 40, "the word that used entry 0 now names entry 40");
        assert_eq!(t.values()[40], 0xF);
    }

    #[test]
    fn care_masks_follow_the_operands() {
        assert_eq!(care_mask(Opcode::Add), CARE_D12);
        assert_eq!(care_mask(Opcode::Sgei), CARE_D12);
        assert_eq!(care_mask(Opcode::Mov), CARE_D1);
        assert_eq!(care_mask(Opcode::Mova), CARE_D1);
        assert_eq!(care_mask(Opcode::Cmp), CARE_12);
        assert_eq!(care_mask(Opcode::Mad), CARE_D123);
        assert_eq!(care_mask(Opcode::Madi), CARE_D123);
        assert_eq!(care_mask(Opcode::Jmpc), 0);
    }
}
