//! LLVM types of the emitted IR.

use std::fmt;
use std::rc::Rc;

/// A first-class LLVM type (plus `void`), printed as LLVM 19 spells it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Ty {
    /// `void` (returns only).
    Void,
    /// `i1`.
    I1,
    /// `i8`.
    I8,
    /// `i32`.
    I32,
    /// `float`.
    Float,
    /// Opaque pointer.
    Ptr,
    /// `<n x T>`.
    Vector(u32, Box<Ty>),
    /// `[n x T]`.
    Array(u32, Box<Ty>),
    /// A named struct (`%struct.S.0`, `%mvp.env`) with its member types.
    Struct(Rc<StructTy>),
}

/// A named struct type: the name without `%`, and its members.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct StructTy {
    /// The name, without `%`.
    pub name: String,
    /// The member types in order.
    pub members: Vec<Ty>,
}

impl StructTy {
    /// `%name = type { members }`.
    pub fn definition(&self) -> String {
        let members: Vec<String> = self.members.iter().map(Ty::to_string).collect();
        format!("%{} = type {{ {} }}", self.name, members.join(", "))
    }
}

impl Ty {
    /// `<n x elem>`.
    pub fn vector(n: u32, elem: Ty) -> Ty {
        Ty::Vector(n, Box::new(elem))
    }

    /// `[n x elem]`.
    pub fn array(n: u32, elem: Ty) -> Ty {
        Ty::Array(n, Box::new(elem))
    }

    /// `i1`, `i8` or `i32`.
    pub fn is_int(&self) -> bool {
        matches!(self, Ty::I1 | Ty::I8 | Ty::I32)
    }

    /// The scalar of a scalar or a vector.
    pub fn scalar(&self) -> &Ty {
        match self {
            Ty::Vector(_, e) => e,
            t => t,
        }
    }

    /// Integer, or a vector of integers.
    pub fn is_int_or_vector(&self) -> bool {
        self.scalar().is_int()
    }

    /// `float`, or a vector of `float`.
    pub fn is_float_or_vector(&self) -> bool {
        *self.scalar() == Ty::Float
    }

    /// Lanes of a vector; 1 for a scalar.
    pub fn lanes(&self) -> u32 {
        match self {
            Ty::Vector(n, _) => *n,
            _ => 1,
        }
    }

    /// The same shape with scalar `s` (a vector of `s`, or `s`).
    pub fn with_scalar(&self, s: Ty) -> Ty {
        match self {
            Ty::Vector(n, _) => Ty::vector(*n, s),
            _ => s,
        }
    }

    /// Bits of an integer scalar.
    pub fn int_bits(&self) -> Option<u32> {
        match self {
            Ty::I1 => Some(1),
            Ty::I8 => Some(8),
            Ty::I32 => Some(32),
            _ => None,
        }
    }

    /// The member or element type at a constant index of an aggregate.
    pub fn member(&self, i: u32) -> Option<&Ty> {
        match self {
            Ty::Array(n, e) if i < *n => Some(e),
            Ty::Struct(s) => s.members.get(i as usize),
            _ => None,
        }
    }

    /// Every type but `void` (what a value may have).
    pub fn is_first_class(&self) -> bool {
        *self != Ty::Void
    }
}

impl fmt::Display for Ty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ty::Void => f.write_str("void"),
            Ty::I1 => f.write_str("i1"),
            Ty::I8 => f.write_str("i8"),
            Ty::I32 => f.write_str("i32"),
            Ty::Float => f.write_str("float"),
            Ty::Ptr => f.write_str("ptr"),
            Ty::Vector(n, e) => write!(f, "<{n} x {e}>"),
            Ty::Array(n, e) => write!(f, "[{n} x {e}]"),
            Ty::Struct(s) => write!(f, "%{}", s.name),
        }
    }
}
