//! The fields of each instruction format, declared once with their bit spans; the
//! decoder and the encoder read and write exactly these bits.
//!
//! Bit positions from 3dbrew "Shader Instruction Set" (formats 1, 1i, 1u, 1c, 2, 3,
//! 4, 5, 5i).

use super::Format;

/// Where a field lives in a word: `width` bits from bit `lo`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Field {
    /// The lowest bit.
    pub lo: u32,
    /// The width in bits.
    pub width: u32,
}

impl Field {
    /// The low `width` bits set.
    pub const fn mask(self) -> u32 {
        ((1u64 << self.width) - 1) as u32
    }
    /// The field's value in `word`.
    pub const fn get(self, word: u32) -> u32 {
        word >> self.lo & self.mask()
    }
    /// `value`, masked to the width, at the field's place.
    pub const fn put(self, value: u32) -> u32 {
        (value & self.mask()) << self.lo
    }
}

const fn f(lo: u32, width: u32) -> Option<Field> {
    Some(Field { lo, width })
}

/// Declares the field names once: [`Layout`] (where each lives in a format, `None`
/// when the format has no such field), [`Fields`] (their values), and the
/// unpack/pack between a word and the values.
macro_rules! fields {
    ($( $(#[$doc:meta])* $name:ident, )*) => {
        /// Where a format keeps each field.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct Layout {
            $( $(#[$doc])* pub $name: Option<Field>, )*
            /// The source (0 = src1) that is wide: 7 bits, so it can name a c
            /// register, and the one `idx` applies to.
            pub wide: Option<usize>,
        }

        /// The field values of one word, each from bit 0 (0 where the format has
        /// no such field).
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
        pub struct Fields {
            $( $(#[$doc])* pub $name: u32, )*
        }

        impl Layout {
            const NONE: Layout = Layout { $( $name: None, )* wide: None };

            /// Every field the format has, by name.
            pub fn spans(&self) -> Vec<(&'static str, Field)> {
                [$( (stringify!($name), self.$name), )*]
                    .into_iter()
                    .filter_map(|(n, s)| Some((n, s?)))
                    .collect()
            }

            /// The values of the format's fields in `word` (other bits are ignored).
            pub fn unpack(&self, word: u32) -> Fields {
                Fields { $( $name: self.$name.map_or(0, |s| s.get(word)), )* }
            }

            /// The format's fields at their places, each masked to its width (the
            /// opcode bits are not included).
            pub fn pack(&self, v: &Fields) -> u32 {
                0 $( | self.$name.map_or(0, |s| s.put(v.$name)) )*
            }
        }
    };
}

fields! {
    /// Destination register.
    dst,
    /// First source register.
    src1,
    /// Second source register.
    src2,
    /// Third source register.
    src3,
    /// Address register added to the wide source.
    idx,
    /// Operand descriptor index.
    desc,
    /// CMP's comparison giving cmp.x.
    cmp_x,
    /// CMP's comparison giving cmp.y.
    cmp_y,
    /// The value cmp.x must have.
    ref_x,
    /// The value cmp.y must have.
    ref_y,
    /// How the two flag tests combine.
    cond,
    /// Target word address (DST).
    target,
    /// Instruction count (NUM).
    num,
    /// Boolean (or for LOOP integer) uniform register.
    uniform,
    /// SETEMIT's vertex buffer slot.
    vertex,
    /// SETEMIT: the next EMIT also emits a triangle.
    primitive,
    /// SETEMIT: that triangle's winding is inverted.
    invert,
}

/// Formats 1, 1i, 1u and 1c share their head: destination (or CMP's comparisons),
/// index register and a 7-bit descriptor index.
const HEAD_1: Layout = Layout {
    dst: f(21, 5),
    idx: f(19, 2),
    desc: f(0, 7),
    ..Layout::NONE
};

const ONE: Layout = Layout {
    src1: f(12, 7),
    src2: f(7, 5),
    wide: Some(0),
    ..HEAD_1
};

const ONE_I: Layout = Layout {
    src1: f(14, 5),
    src2: f(7, 7),
    wide: Some(1),
    ..HEAD_1
};

const ONE_U: Layout = Layout {
    src1: f(12, 7),
    wide: Some(0),
    ..HEAD_1
};

const MOVA: Layout = Layout { dst: None, ..ONE_U };

const ONE_C: Layout = Layout {
    dst: None,
    cmp_x: f(24, 3),
    cmp_y: f(21, 3),
    ..ONE
};

/// Formats 5 and 5i: the descriptor index is 5 bits, so MAD names only the first 32.
const HEAD_5: Layout = Layout {
    dst: f(24, 5),
    idx: f(22, 2),
    src1: f(17, 5),
    desc: f(0, 5),
    ..Layout::NONE
};

const FIVE: Layout = Layout {
    src2: f(10, 7),
    src3: f(5, 5),
    wide: Some(1),
    ..HEAD_5
};

const FIVE_I: Layout = Layout {
    src2: f(12, 5),
    src3: f(5, 7),
    wide: Some(2),
    ..HEAD_5
};

/// Formats 2 and 3 share the target and count.
const FLOW: Layout = Layout {
    target: f(10, 12),
    num: f(0, 8),
    ..Layout::NONE
};

const TWO: Layout = Layout {
    ref_x: f(25, 1),
    ref_y: f(24, 1),
    cond: f(22, 2),
    ..FLOW
};

const THREE: Layout = Layout {
    uniform: f(22, 4),
    ..FLOW
};

/// LOOP names i0–i3 in the low two bits of format 3's register field.
const THREE_I: Layout = Layout {
    uniform: f(22, 2),
    ..FLOW
};

const FOUR: Layout = Layout {
    vertex: f(24, 2),
    primitive: f(23, 1),
    invert: f(22, 1),
    ..Layout::NONE
};

impl super::Opcode {
    /// The word of this opcode with the given field values (each masked to its
    /// width; fields the format lacks are ignored).
    pub fn encode_fields(self, v: &Fields) -> u32 {
        self.value() << 26 | self.format().layout().pack(v)
    }
}

impl Format {
    /// Where the format keeps its fields.
    pub fn layout(self) -> &'static Layout {
        match self {
            Format::Zero => &Layout::NONE,
            Format::One => &ONE,
            Format::OneI => &ONE_I,
            Format::OneU => &ONE_U,
            Format::Mova => &MOVA,
            Format::OneC => &ONE_C,
            Format::Two => &TWO,
            Format::Three => &THREE,
            Format::ThreeI => &THREE_I,
            Format::Four => &FOUR,
            Format::Five => &FIVE,
            Format::FiveI => &FIVE_I,
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::isa::Opcode;

    #[test]
    fn fields_stay_below_the_opcode_and_apart() {
        for &op in Opcode::ALL {
            let layout = op.format().layout();
            let mut seen = 0u32;
            for (name, span) in layout.spans() {
                assert!(span.lo + span.width <= 26 + op.low_bits(), "{op:?} {name}");
                let bits = span.put(u32::MAX);
                assert_eq!(seen & bits, 0, "{op:?} {name} overlaps");
                seen |= bits;
            }
            if let Some(n) = layout.wide {
                let src = [layout.src1, layout.src2, layout.src3][n];
                assert_eq!(src.map(|s| s.width), Some(7), "{op:?}");
                assert!(layout.idx.is_some(), "{op:?}");
            }
        }
    }
}
