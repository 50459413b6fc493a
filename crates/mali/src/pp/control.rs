//! The PP control word (word 0 of every instruction).

use serde::{Deserialize, Serialize};

/// The control word without its derived parts: `count[0:4]` and `fields[7:18]` follow
/// from the fields an [`super::Instruction`] holds.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Control {
    /// [5] last instruction of the program.
    pub stop: bool,
    /// [6] rendezvous: wait for texture loads / derivatives.
    pub sync: bool,
    /// [19:24] word count of the next instruction (0 if unknown).
    pub next_count: u8,
    /// [25] prefetch the next instruction.
    pub prefetch: bool,
    /// [26:31] unknown, zero in practice.
    pub unknown: u8,
}

impl Control {
    pub fn count(word: u32) -> u32 {
        word & 0x1f
    }

    pub fn fields(word: u32) -> u16 {
        ((word >> 7) & 0xfff) as u16
    }

    pub fn decode(word: u32) -> Self {
        Control {
            stop: word >> 5 & 1 == 1,
            sync: word >> 6 & 1 == 1,
            next_count: (word >> 19 & 0x3f) as u8,
            prefetch: word >> 25 & 1 == 1,
            unknown: (word >> 26) as u8,
        }
    }

    /// The control word for an instruction of `count` words with the field mask
    /// `fields`.
    pub fn encode(&self, count: u32, fields: u16) -> u32 {
        (count & 0x1f)
            | (self.stop as u32) << 5
            | (self.sync as u32) << 6
            | ((fields as u32) & 0xfff) << 7
            | ((self.next_count as u32) & 0x3f) << 19
            | (self.prefetch as u32) << 25
            | ((self.unknown as u32) & 0x3f) << 26
    }
}
