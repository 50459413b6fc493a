//! Fixed-size records, declared once: each names its chunk tag and its fields in
//! file order with their types. The reader, the writer, the payload length, the
//! validator's size checks and the offsets it reports findings at all come from
//! that declaration, so they cannot disagree. Two kinds: chunks whose payload is
//! the record ([`Record`]), and the symbol chunks VUNI, VVAR and VATT, whose
//! record follows a STRI name and precedes sub-chunks ([`SymbolRecord`]).

use gpubin_binfmt::{FourCC, Writer};

use super::model::*;
use super::tags;

/// A little-endian field of a record.
pub(crate) trait Field: Sized {
    /// Bytes in the file.
    const SIZE: usize;
    /// Reads the field from the first `SIZE` bytes of `b`.
    fn get(b: &[u8]) -> Self;
    fn put(&self, w: &mut Writer);
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
            fn put(&self, w: &mut Writer) {
                w.$put(*self);
            }
        }
    )*};
}

fields!(u8 => u8, u16 => u16, i16 => i16, u32 => u32, i32 => i32);

impl Field for SymbolType {
    const SIZE: usize = 1;
    fn get(b: &[u8]) -> Self {
        SymbolType(b[0])
    }
    fn put(&self, w: &mut Writer) {
        w.u8(self.0);
    }
}

/// Reads the fields `$field: $ft` of `$b` in order into locals of their names.
macro_rules! get_fields {
    ($b:expr; $($field:ident: $ft:ty),*) => {
        let mut _at = 0;
        $(
            let $field = <$ft as Field>::get(&$b[_at..]);
            _at += <$ft as Field>::SIZE;
        )*
    };
}

/// `pub(crate) mod $m { const field: usize = offset; ... }`: each field's offset
/// from the start of its record.
macro_rules! offsets {
    ($at:expr;) => {};
    ($at:expr; $field:ident: $ft:ty $(, $rest:ident: $rt:ty)*) => {
        #[allow(non_upper_case_globals, dead_code)]
        pub(crate) const $field: usize = $at;
        offsets!($at + <$ft as Field>::SIZE; $($rest: $rt),*);
    };
}

/// `Type, module { field: type, ... }`: a struct read and written as its fields in
/// file order, a field of larger records; `module` holds the fields' offsets.
macro_rules! struct_fields {
    ($ty:ident, $m:ident { $($field:ident: $ft:ty),* $(,)? }) => {
        impl Field for $ty {
            const SIZE: usize = 0 $(+ <$ft as Field>::SIZE)*;
            fn get(b: &[u8]) -> Self {
                get_fields!(b; $($field: $ft),*);
                $ty { $($field),* }
            }
            fn put(&self, w: &mut Writer) {
                $( <$ft as Field>::put(&self.$field, w); )*
            }
        }

        #[doc = concat!("Offsets of the fields of ", stringify!($ty), ".")]
        pub(crate) mod $m {
            #[allow(unused_imports)]
            use super::*;
            offsets!(0; $($field: $ft),*);
        }
    };
}

// The fields at offsets 0..13 shared by the symbol records.
struct_fields!(
    SymbolInfo,
    info {
        version: u8,
        kind: SymbolType,
        vec_size: u16,
        vector_stride: u16,
        array_size: u16,
        array_stride: u16,
        bit_precision: u8,
        precision: u8,
        invariant: u8,
    }
);

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

/// `Type = TAG, module { field: type, ... }`: the model struct `Type` is the
/// payload of a `TAG` chunk, its fields in file order; `module` holds their
/// offsets in the payload.
macro_rules! records {
    ($($ty:ident = $tag:ident, $m:ident { $($field:ident: $ft:ty),* $(,)? })*) => {$(
        impl Record for $ty {
            const TAG: FourCC = tags::$tag;
            const SIZE: usize = 0 $(+ <$ft as Field>::SIZE)*;
            fn read(payload: &[u8]) -> Option<Self> {
                if payload.len() != Self::SIZE {
                    return None;
                }
                get_fields!(payload; $($field: $ft),*);
                Some($ty { $($field),* })
            }
            fn write(&self, w: &mut Writer) {
                $( <$ft as Field>::put(&self.$field, w); )*
            }
        }

        #[doc = concat!("Offsets of the fields of a ", stringify!($tag), " payload.")]
        pub(crate) mod $m {
            #[allow(unused_imports)]
            use super::*;
            offsets!(0; $($field: $ft),*);
        }
    )*};
}

records! {
    FragmentStack = FSTA, fsta { stack_size: u32, initial_stack_pointer: u32 }
    FragmentDiscard = FDIS, fdis { discard_used: u32 }
    FragmentBufferUse = FBUU, fbuu {
        color_read: u8,
        color_write: u8,
        depth_read: u8,
        depth_write: u8,
        stencil_read: u8,
        stencil_write: u8,
        reserved: u16,
    }
    RegisterUsage = REGU, regu { n_work_registers: u16, n_uniform_registers: u16 }
    InstructionRange = FINS, fins { start: u32, one_past_end: u32, one_past_last_input_read: u32 }
    ObsoleteWord = FPOI, fpoi { value: u32 }
    TransformStatus = FTRA, ftra { transform_status: u32 }
    Expression = EXPR, expr { kind: u8, size: u8, n_children: u8, swizzle: u8 }
    Operand = OPND, opnd { kind: u8, ty: u8, reserved: u16, address: i32, value: i32 }
}

/// A symbol chunk: a STRI name, this fixed record, then sub-chunks.
pub(crate) trait SymbolRecord: Sized {
    /// The chunk's tag.
    const TAG: FourCC;
    /// The record's length: the sum of the fields' sizes.
    const SIZE: usize;
    /// The sub-chunks after the record.
    type Chunks;
    /// The symbol from its name, its record (at least [`Self::SIZE`] bytes) and
    /// its sub-chunks.
    fn assemble(name: SymbolName, record: &[u8], chunks: Self::Chunks) -> Self;
    /// Writes the record, [`Self::SIZE`] bytes.
    fn write_record(&self, w: &mut Writer);
}

/// `Type = TAG, module { field: type, ... }`: the record of a `TAG` symbol chunk,
/// its fields in file order; `module` holds their offsets.
macro_rules! symbol_records {
    ($($ty:ident = $tag:ident, $m:ident, $chunks:ty { $($field:ident: $ft:ty),* $(,)? })*) => {$(
        impl SymbolRecord for $ty {
            const TAG: FourCC = tags::$tag;
            const SIZE: usize = 0 $(+ <$ft as Field>::SIZE)*;
            type Chunks = $chunks;
            fn assemble(name: SymbolName, record: &[u8], chunks: $chunks) -> Self {
                get_fields!(record; $($field: $ft),*);
                $ty { name, $($field,)* chunks }
            }
            fn write_record(&self, w: &mut Writer) {
                $( <$ft as Field>::put(&self.$field, w); )*
            }
        }

        #[doc = concat!("Offsets of the fields of a ", stringify!($tag), " record.")]
        pub(crate) mod $m {
            #[allow(unused_imports)]
            use super::*;
            offsets!(0; $($field: $ft),*);
            /// The end of the record, where its sub-chunks start.
            #[allow(dead_code)]
            pub(crate) const END: usize = <$ty as SymbolRecord>::SIZE;
        }
    )*};
}

symbol_records! {
    UniformSymbol = VUNI, vuni, Vec<UniformChunk> {
        info: SymbolInfo,
        reserved_13: u8,
        reserved_14: u16,
        address: i16,
        parent: i16,
    }
    VaryingSymbol = VVAR, vvar, Vec<RawChunk> {
        info: SymbolInfo,
        clamped: u8,
        reserved_14: u16,
        address: i16,
        attribute_copy: i16,
    }
    AttributeSymbol = VATT, vatt, Vec<RawChunk> {
        info: SymbolInfo,
        reserved_13: u8,
        address: i16,
    }
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
        // Symbol records (spec: 20, 20 and 16 bytes after the name; the address
        // at 16, 16 and 14).
        assert_eq!(
            [
                UniformSymbol::SIZE,
                VaryingSymbol::SIZE,
                AttributeSymbol::SIZE
            ],
            [20, 20, 16]
        );
        assert_eq!([vuni::address, vvar::address, vatt::address], [16, 16, 14]);
        assert_eq!(
            [vuni::parent, vvar::attribute_copy, vuni::END],
            [18, 18, 20]
        );
        assert!(INDEX_ENTRIES.iter().all(|e| e.1 == 4));
        assert_eq!(
            [vuni::reserved_13, vvar::reserved_14, vatt::reserved_13],
            [13, 14, 13]
        );
        assert_eq!(SymbolInfo::SIZE, 13);
        // The shared fields open every symbol record.
        assert_eq!([vuni::info, vvar::info, vatt::info], [0, 0, 0]);
        assert_eq!(
            [
                info::kind,
                info::vec_size,
                info::vector_stride,
                info::array_stride
            ],
            [1, 2, 4, 8]
        );
        assert_eq!(
            [info::bit_precision, info::precision, info::invariant],
            [10, 11, 12]
        );
        assert_eq!([fins::one_past_end, fins::one_past_last_input_read], [4, 8]);
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
