//! The PP control word (word 0 of every instruction).

use serde::{Deserialize, Serialize};

use crate::bitfield::{bitfields, Span};

bitfields! {
    /// The control word without its derived parts: [`Control::COUNT`] and
    /// [`Control::FIELDS`] follow from the fields an [`super::Instruction`] holds.
    #[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
    pub struct Control: 32 {
        /// Last instruction of the program.
        stop: bool = 5, 1;
        /// Rendezvous: wait for texture loads / derivatives.
        sync: bool = 6, 1;
        /// Word count of the next instruction (0 if unknown).
        next_count: u8 = 19, 6;
        /// Prefetch the next instruction.
        prefetch: bool = 25, 1;
        /// Unknown, zero in practice.
        unknown: u8 = 26, 6;
    }
}

impl Control {
    /// Length of the instruction in words.
    pub const COUNT: Span = Span {
        name: "count",
        lo: 0,
        width: 5,
    };
    /// Presence mask of the twelve fields, in field order.
    pub const FIELDS: Span = Span {
        name: "fields",
        lo: 7,
        width: 12,
    };

    /// The instruction length in words of control word `word`.
    pub fn count(word: u32) -> u32 {
        Self::COUNT.get(word.into()) as u32
    }

    /// The field presence mask of control word `word`.
    pub fn fields(word: u32) -> u16 {
        Self::FIELDS.get(word.into()) as u16
    }

    /// Decodes a control word.
    pub fn decode(word: u32) -> Self {
        Self::unpack(word.into())
    }

    /// The control word for an instruction of `count` words with the field mask
    /// `fields`.
    pub fn encode(&self, count: u32, fields: u16) -> u32 {
        (self.pack() | Self::COUNT.put(count.into()) | Self::FIELDS.put(fields.into())) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bitfield::check_layout;

    #[test]
    fn control_word_covers_32_bits_once() {
        let mut layout = Control::LAYOUT.to_vec();
        layout.extend([Control::COUNT, Control::FIELDS]);
        assert_eq!(check_layout(&layout, 32, 0), 0xffff_ffff);
    }
}
