//! Fixed-size chunk payloads, declared once: each record names its chunk tag and
//! its fields in file order with their types. The reader, the writer, the payload
//! length and the validator's size check all come from that declaration, so the
//! four cannot disagree.

use gpubin_binfmt::{FourCC, Writer};

use super::model::*;
use super::tags;

/// A little-endian field of a record.
pub(crate) trait Field: Copy {
    /// Bytes in the file.
    const SIZE: usize;
    /// Reads the field from the first `SIZE` bytes of `b`.
    fn get(b: &[u8]) -> Self;
    fn put(self, w: &mut Writer);
}

macro_rules! fields {
    ($($t:ty => $put:ident),* $(,)?) => {$(
        impl Field for $t {
            const SIZE: usize = std::mem::size_of::<$t>();
            fn get(b: &[u8]) -> Self {
                let mut bytes = [0; std::mem::size_of::<$t>()];
                bytes.copy_from_slice(&b[..Self::SIZE]);
                <$t>::from_le_bytes(bytes)
            }
            fn put(self, w: &mut Writer) {
                w.$put(self);
            }
        }
    )*};
}

fields!(u8 => u8, u16 => u16, u32 => u32, i32 => i32);

/// A chunk whose payload is exactly a fixed list of fields.
pub(crate) trait Record: Sized {
    /// The chunk's tag.
    const TAG: FourCC;
    /// The payload's length: the sum of the fields' sizes.
    const SIZE: usize;
    /// Reads a payload of exactly [`Self::SIZE`] bytes; `None` for another length
    /// (the chunk is then kept raw, and the validator reports its size).
    fn read(payload: &[u8]) -> Option<Self>;
    /// Writes the payload, [`Self::SIZE`] bytes.
    fn write(&self, w: &mut Writer);
}

/// `Type = TAG { field: type, ... }`: the model struct `Type` is the payload of a
/// `TAG` chunk, its fields in file order.
macro_rules! records {
    ($($ty:ident = $tag:ident { $($field:ident: $ft:ty),* $(,)? })*) => {$(
        impl Record for $ty {
            const TAG: FourCC = tags::$tag;
            const SIZE: usize = 0 $(+ <$ft as Field>::SIZE)*;
            fn read(payload: &[u8]) -> Option<Self> {
                if payload.len() != Self::SIZE {
                    return None;
                }
                let mut _at = 0;
                $(
                    let $field = <$ft as Field>::get(&payload[_at..]);
                    _at += <$ft as Field>::SIZE;
                )*
                Some($ty { $($field),* })
            }
            fn write(&self, w: &mut Writer) {
                $( <$ft as Field>::put(self.$field, w); )*
            }
        }
    )*};
}

records! {
    FragmentStack = FSTA { stack_size: u32, initial_stack_pointer: u32 }
    FragmentDiscard = FDIS { discard_used: u32 }
    FragmentBufferUse = FBUU {
        color_read: u8,
        color_write: u8,
        depth_read: u8,
        depth_write: u8,
        stencil_read: u8,
        stencil_write: u8,
        reserved: u16,
    }
    RegisterUsage = REGU { n_work_registers: u16, n_uniform_registers: u16 }
    InstructionRange = FINS { start: u32, one_past_end: u32, one_past_last_input_read: u32 }
    ObsoleteWord = FPOI { value: u32 }
    TransformStatus = FTRA { transform_status: u32 }
    Expression = EXPR { kind: u8, size: u8, n_children: u8, swizzle: u8 }
    Operand = OPND { kind: u8, ty: u8, reserved: u16, address: i32, value: i32 }
}

/// One-word payloads whose tag says what the word is: VPRO (`u32`, the pilot
/// program's end) and the VIDX entries ITDR, IYUV, IGRD (`i32` each).
pub(crate) const PROGRAM_END: (FourCC, usize) = (tags::VPRO, <u32 as Field>::SIZE);
pub(crate) const INDEX_ENTRIES: [(FourCC, usize); 3] = [
    (tags::ITDR, <i32 as Field>::SIZE),
    (tags::IYUV, <i32 as Field>::SIZE),
    (tags::IGRD, <i32 as Field>::SIZE),
];

/// The tag and size of a record, as the validator's size checks take them.
pub(crate) const fn size_of<R: Record>() -> (FourCC, usize) {
    (R::TAG, R::SIZE)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The sizes ARM's loader checks (spec: FSTA 8, FDIS 4, FBUU 8, REGU 4,
    /// FINS 12, FPOI 4, FTRA 4, EXPR 4, OPND 12), from the declarations.
    #[test]
    fn record_sizes_are_the_loaders() {
        let sizes = [
            size_of::<FragmentStack>(),
            size_of::<FragmentDiscard>(),
            size_of::<FragmentBufferUse>(),
            size_of::<RegisterUsage>(),
            size_of::<InstructionRange>(),
            size_of::<ObsoleteWord>(),
            size_of::<TransformStatus>(),
            size_of::<Expression>(),
            size_of::<Operand>(),
        ];
        let want = [
            (tags::FSTA, 8),
            (tags::FDIS, 4),
            (tags::FBUU, 8),
            (tags::REGU, 4),
            (tags::FINS, 12),
            (tags::FPOI, 4),
            (tags::FTRA, 4),
            (tags::EXPR, 4),
            (tags::OPND, 12),
        ];
        assert_eq!(sizes, want);
        assert_eq!(PROGRAM_END.1, 4);
        assert!(INDEX_ENTRIES.iter().all(|e| e.1 == 4));
    }

    /// Fields are read and written in declaration order, little-endian.
    #[test]
    fn fields_in_file_order() {
        let bytes = [1, 2, 0x34, 0x12, 0xfe, 0xff, 0xff, 0xff, 5, 0, 0, 0];
        let o = Operand::read(&bytes).unwrap();
        assert_eq!(
            o,
            Operand {
                kind: 1,
                ty: 2,
                reserved: 0x1234,
                address: -2,
                value: 5
            }
        );
        let mut w = Writer::with_capacity(12);
        o.write(&mut w);
        assert_eq!(w.into_inner(), bytes);
        assert_eq!(Operand::read(&bytes[..11]), None);
        assert_eq!(FragmentStack::read(&[0; 12]), None);
    }
}
