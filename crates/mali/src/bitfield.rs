//! Instruction fields declared once, for both ISAs: `bitfields!` turns a list of
//! `name: Type = lo, width;` lines into the struct, its layout table, and the decode
//! and encode that read and write exactly those bits. The decoder, the encoder, the
//! assemblers (which build the typed structs and encode them) and `dis --json`
//! (which serialises them) all go through the one declaration.

/// Where a field lives in its container: `width` bits from bit `lo`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Span {
    /// The field's name in its declaration.
    pub name: &'static str,
    /// The lowest bit.
    pub lo: u32,
    /// The width in bits.
    pub width: u32,
}

impl Span {
    /// The field's bits of `bits`, from bit 0.
    pub const fn get(self, bits: u128) -> u128 {
        (bits >> self.lo) & mask(self.width)
    }

    /// `value` (masked to the width) at the field's place.
    pub const fn put(self, value: u128) -> u128 {
        (value & mask(self.width)) << self.lo
    }

    /// The field's bits set.
    pub const fn mask(self) -> u128 {
        mask(self.width) << self.lo
    }
}

/// The low `width` bits set.
pub const fn mask(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

/// A value stored in a field: how its bits map to the type.
pub trait FieldValue: Sized {
    /// A view is a variant type whose selector bits lie outside its own span (the PP
    /// varying source, the combiner halves): it reads its container's whole bits and
    /// writes its bits at their container positions, with the selector bits it owns
    /// (a selector that is a member of its own, like the varying's `source_type`, is
    /// written by that member).
    const VIEW: bool = false;
    /// The value of a field's bits (`bits` holds only them, from bit 0; a view gets
    /// its whole container).
    fn from_bits(bits: u128, width: u32) -> Self;
    /// The field's bits (a view: at their container positions).
    fn to_bits(&self) -> u128;
}

impl FieldValue for bool {
    fn from_bits(bits: u128, _: u32) -> Self {
        bits & 1 == 1
    }
    fn to_bits(&self) -> u128 {
        *self as u128
    }
}

macro_rules! unsigned {
    ($($t:ty),*) => {$(
        impl FieldValue for $t {
            fn from_bits(bits: u128, _: u32) -> Self {
                bits as $t
            }
            fn to_bits(&self) -> u128 {
                *self as u128
            }
        }
    )*};
}
unsigned!(u8, u16, u32, u64);

macro_rules! signed {
    ($($t:ty),*) => {$(
        /// Two's complement in the field's width.
        impl FieldValue for $t {
            fn from_bits(bits: u128, width: u32) -> Self {
                let shift = 128 - width;
                (((bits << shift) as i128) >> shift) as $t
            }
            fn to_bits(&self) -> u128 {
                *self as i128 as u128
            }
        }
    )*};
}
signed!(i16, i32);

/// Declares a field struct: every member with its type and bit span, in layout
/// order, optionally followed by `unknown: Type = MASK;` which keeps the bits no
/// member covers (zero from compilers) at their positions, so decoding is lossless.
/// Gives the struct, `WIDTH`, `LAYOUT`, one [`Span`] constant per member
/// (`Type::member`, for code that must test a bit before decoding), `unpack`,
/// `pack`, and [`FieldValue`] so that the struct nests in a larger one.
macro_rules! bitfields {
    (
        $(#[$meta:meta])*
        pub struct $name:ident: $width:literal {
            $( $(#[$fmeta:meta])* $field:ident: $ty:ty = $lo:literal, $w:literal; )*
        }
        $( $(#[$umeta:meta])* unknown: $uty:ty = $umask:expr; )?
    ) => {
        $(#[$meta])*
        pub struct $name {
            // Every member says where it lives; a declaration's own doc comes first.
            $(
                $(#[$fmeta])*
                #[doc = concat!(stringify!($w), " bits from bit ", stringify!($lo), ".")]
                pub $field: $ty,
            )*
            $( $(#[$umeta])* pub unknown: $uty, )?
        }

        #[allow(non_upper_case_globals, dead_code)]
        impl $name {
            /// Width of the container in bits.
            pub const WIDTH: u32 = $width;
            /// Every member's span, in layout order.
            pub const LAYOUT: &'static [$crate::bitfield::Span] = &[
                $($crate::bitfield::Span { name: stringify!($field), lo: $lo, width: $w },)*
            ];
            /// The bits kept as `unknown` (0 without).
            pub const UNKNOWN: u128 = 0 $(| ($umask))?;
            $(
                #[doc = concat!("The span of `", stringify!($field), "`: ", stringify!($w), " bits from bit ", stringify!($lo), ".")]
                pub const $field: $crate::bitfield::Span =
                    $crate::bitfield::Span { name: stringify!($field), lo: $lo, width: $w };
            )*

            /// Decodes the low `WIDTH` bits of `bits` (higher bits are ignored).
            pub fn unpack(bits: u128) -> Self {
                let bits = bits & $crate::bitfield::mask($width);
                $name {
                    $($field: $crate::bitfield::read::<$ty>(bits, Self::$field),)*
                    $(unknown: (bits & ($umask)) as $uty,)?
                }
            }

            /// Encodes back to the low `WIDTH` bits.
            pub fn pack(&self) -> u128 {
                0 $(| $crate::bitfield::write(&self.$field, Self::$field))*
                  $(| (self.unknown as u128 & ($umask)))?
            }
        }

        impl $crate::bitfield::FieldValue for $name {
            fn from_bits(bits: u128, _: u32) -> Self {
                Self::unpack(bits)
            }
            fn to_bits(&self) -> u128 {
                self.pack()
            }
        }
    };
}
pub(crate) use bitfields;

/// A member's value from its container's bits.
pub fn read<T: FieldValue>(bits: u128, span: Span) -> T {
    if T::VIEW {
        T::from_bits(bits, span.width)
    } else {
        T::from_bits(span.get(bits), span.width)
    }
}

/// A member's bits at their place in the container.
pub fn write<T: FieldValue>(value: &T, span: Span) -> u128 {
    if T::VIEW {
        value.to_bits()
    } else {
        span.put(value.to_bits())
    }
}

/// Checks that a layout's spans lie inside `width`, do not overlap each other nor
/// the `unknown` bits; returns the bits they cover.
#[cfg(test)]
pub fn check_layout(layout: &[Span], width: u32, unknown: u128) -> u128 {
    let mut seen = unknown;
    assert_eq!(unknown & !mask(width), 0, "unknown bits outside the width");
    for span in layout {
        assert!(span.lo + span.width <= width, "{} past the end", span.name);
        assert_eq!(seen & span.mask(), 0, "{} overlaps", span.name);
        seen |= span.mask();
    }
    seen
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signed_members_sign_extend_in_their_width() {
        assert_eq!(i16::from_bits(0x1ff, 9), -1);
        assert_eq!(i16::from_bits(0x0ff, 9), 255);
        assert_eq!(i32::from_bits(0x400_0000, 27), -(1 << 26));
        let span = Span {
            name: "target",
            lo: 41,
            width: 27,
        };
        assert_eq!(read::<i32>(write(&-5i32, span), span), -5);
        assert_eq!(write(&-1i32, span), mask(27) << 41);
    }
}
