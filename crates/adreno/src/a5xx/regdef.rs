//! The shapes of the register table: what `scripts/gen-a5xx-regs.py` writes into
//! [`super::regs_db`] and [`super::regs`] reads. They live apart from both so that
//! the generated table and the code that looks registers up do not import each
//! other; lookups, packing and decoding are in [`super::regs`].

use std::marker::PhantomData;

/// One named value of an enum field.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EnumValue {
    /// The raw value.
    pub value: u32,
    /// The name, as the database spells it.
    pub name: &'static str,
}

/// How a field's value is shown and parsed (the rnndb types).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FieldKind {
    /// Unsigned number (`uint`).
    Uint,
    /// Two's-complement number (`int`).
    Int,
    /// Unsigned number shown in hex (`hex`, addresses, untyped fields).
    Hex,
    /// One bit (`boolean`).
    Bool,
    /// IEEE float: 32 bits, or half precision in a 16-bit field.
    Float,
    /// Fixed point with `radix` fraction bits (`fixed` signed, `ufixed`).
    Fixed {
        /// Fraction bits.
        radix: u8,
        /// Two's complement (`fixed`) rather than unsigned (`ufixed`).
        signed: bool,
    },
    /// Shader register id `rN.c` (`a3xx_regid`: N = bits 7-2, c = bits 1-0).
    RegId,
    /// A closed set of named values.
    Enum(&'static [EnumValue]),
}

/// One bit field of a register.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FieldDef {
    /// Name, as the database spells it.
    pub name: &'static str,
    /// Lowest bit.
    pub low: u8,
    /// Highest bit (inclusive).
    pub high: u8,
    /// The field stores `value >> shr`.
    pub shr: u8,
    /// How the value is shown and parsed.
    pub kind: FieldKind,
}

impl FieldDef {
    /// A field of bits `high..=low` storing `value >> shr`.
    pub const fn new(name: &'static str, high: u8, low: u8, shr: u8, kind: FieldKind) -> FieldDef {
        FieldDef {
            name,
            low,
            high,
            shr,
            kind,
        }
    }
}

/// What a table entry is: a definition of the source (`reg32` or `reg64`)
/// or one dword of a `reg64` (`NAME_LO`, `NAME_HI`: what a dump holds).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    /// A 32-bit register (`reg32`).
    Dword,
    /// A 64-bit register (`reg64`), two dwords from its offset.
    Qword,
    /// The low dword of a 64-bit register.
    Lo,
    /// The high dword of a 64-bit register.
    Hi,
}

/// One register (or descriptor dword) of the database.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RegisterDef {
    /// Name; array registers contain `[]`, e.g. `VPC_SO[].NCOMP`.
    pub name: &'static str,
    /// Dword offset of instance 0; `None` for descriptor dwords (TEX_CONST).
    pub offset: Option<u32>,
    /// Number of instances (1 for plain registers).
    pub count: u32,
    /// Dword distance between instances.
    pub stride: u32,
    /// The bit fields (one `VALUE` field when the database defines none).
    pub fields: &'static [FieldDef],
    /// 32-bit register, 64-bit register or one dword of one.
    pub part: Part,
}

impl RegisterDef {
    /// A 32-bit register (`offset` `None` for descriptor dwords).
    pub const fn new(
        name: &'static str,
        offset: Option<u32>,
        count: u32,
        stride: u32,
        fields: &'static [FieldDef],
    ) -> RegisterDef {
        Self::with_part(name, offset, count, stride, fields, Part::Dword)
    }

    /// A register of any [`Part`].
    pub const fn with_part(
        name: &'static str,
        offset: Option<u32>,
        count: u32,
        stride: u32,
        fields: &'static [FieldDef],
        part: Part,
    ) -> RegisterDef {
        RegisterDef {
            name,
            offset,
            count,
            stride,
            fields,
            part,
        }
    }

    /// Bits in the register: 64 for a `reg64`, else 32.
    pub const fn width(&self) -> u32 {
        match self.part {
            Part::Qword => 64,
            _ => 32,
        }
    }

    /// The largest value the register holds.
    pub const fn max_value(&self) -> u64 {
        match self.part {
            Part::Qword => u64::MAX,
            _ => u32::MAX as u64,
        }
    }
}

/// The register type of an erased handle ([`Reg`], [`Field`] without a type
/// argument): any register, the field's register checked when encoding.
pub enum Any {}

/// Typed handle of a register of [`REGISTERS`](super::regs::REGISTERS) (generated in
/// [`super::regs_db`], e.g. `regs_db::RB_MRT_PITCH::REG`). `R` is the
/// register's own marker type (`regs_db::RB_MRT_PITCH::Register`), so
/// [`Reg::encode`] takes only that register's fields: a field of another
/// register does not compile. [`Reg::erase`] gives a handle of any register,
/// for lists of several.
///
/// ```
/// use gpubin_adreno::a5xx::regs_db::VSC_BIN_SIZE;
/// let v = VSC_BIN_SIZE::REG.encode(&[(VSC_BIN_SIZE::WIDTH, 640), (VSC_BIN_SIZE::HEIGHT, 384)]);
/// assert_eq!(v.unwrap(), 0x1814);
/// ```
///
/// ```compile_fail
/// use gpubin_adreno::a5xx::regs_db::{VPC_SO_PROG, VSC_BIN_SIZE};
/// // VPC_SO_PROG's field given to VSC_BIN_SIZE: a type error.
/// let v = VSC_BIN_SIZE::REG.encode(&[(VPC_SO_PROG::A_EN, 1)]);
/// ```
pub struct Reg<R = Any>(pub(crate) u16, PhantomData<fn() -> R>);

/// Typed handle of one field of a register; `R` as for [`Reg`].
pub struct Field<R = Any> {
    pub(crate) reg: u16,
    pub(crate) index: u8,
    register: PhantomData<fn() -> R>,
}

/// One instance of a register: the register and its array index.
pub struct RegAt<R = Any> {
    /// The register.
    pub reg: Reg<R>,
    /// The instance's array index.
    pub index: u32,
}

/// Copy, comparison, hashing and debug output of the handles, whatever their
/// marker type (a derive would ask the marker for them).
macro_rules! handle_traits {
    ($($t:ident { $($f:tt),* })*) => {$(
        impl<R> Clone for $t<R> {
            fn clone(&self) -> Self {
                *self
            }
        }
        impl<R> Copy for $t<R> {}
        impl<R> PartialEq for $t<R> {
            fn eq(&self, other: &Self) -> bool {
                true $(&& self.$f == other.$f)*
            }
        }
        impl<R> Eq for $t<R> {}
        impl<R> std::hash::Hash for $t<R> {
            fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
                $(self.$f.hash(h);)*
            }
        }
        impl<R> std::fmt::Debug for $t<R> {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.debug_struct(stringify!($t))$(.field(stringify!($f), &self.$f))*.finish()
            }
        }
    )*};
}

handle_traits! {
    Reg { 0 }
    Field { reg, index }
    RegAt { reg, index }
}

impl<R> Reg<R> {
    /// Register `index` of the table (generated code only).
    pub(crate) const fn new(index: u16) -> Self {
        Reg(index, PhantomData)
    }

    /// The same register, its type erased.
    pub const fn erase(self) -> Reg {
        Reg(self.0, PhantomData)
    }

    /// Instance `index` of an array register (checked when encoding).
    pub const fn at(self, index: u32) -> RegAt<R> {
        RegAt { reg: self, index }
    }
}

impl<R> Field<R> {
    /// Field `index` of register `reg` (generated code only).
    pub(crate) const fn new(reg: u16, index: u8) -> Self {
        Field {
            reg,
            index,
            register: PhantomData,
        }
    }

    /// The same field, its register type erased.
    pub const fn erase(self) -> Field {
        Field::new(self.reg, self.index)
    }

    /// The register the field belongs to.
    pub const fn reg(self) -> Reg<R> {
        Reg::new(self.reg)
    }
}
