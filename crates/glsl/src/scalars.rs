//! [`Scalars`]: the components of an IR constant. Most constants of a
//! shader are scalars and short vectors, so up to three components live
//! inline and a literal costs no allocation; `vec4`s, matrices, arrays and
//! structs spill to the heap.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::ops::{Deref, DerefMut};

/// Components kept inline: three keep `Scalars` at 32 bytes and so an IR
/// expression at 56 (four made them 40 and 64: every expression paid for
/// the `vec4` constants).
const INLINE: usize = 3;

// Here rather than in `ir`, beside the storage of constants, so that this
// module needs nothing of the IR that re-exports it.
/// A scalar constant.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Scalar {
    /// A `float`.
    Float(f32),
    /// An `int`.
    Int(i32),
    /// A `uint`.
    Uint(u32),
    /// A `bool`.
    Bool(bool),
}

/// The components of a constant in order (a matrix column by column, an
/// array element by element, a struct member by member). Reads as a
/// `[Scalar]`; serialises as a sequence, as a `Vec<Scalar>` does.
#[derive(Clone)]
pub struct Scalars(Repr);

#[derive(Clone)]
enum Repr {
    Inline { len: u8, items: [Scalar; INLINE] },
    Heap(Vec<Scalar>),
}

impl Scalars {
    /// No components.
    pub const fn new() -> Self {
        Scalars(Repr::Inline {
            len: 0,
            items: [Scalar::Int(0); INLINE],
        })
    }

    /// One component.
    pub const fn one(s: Scalar) -> Self {
        let mut items = [Scalar::Int(0); INLINE];
        items[0] = s;
        Scalars(Repr::Inline { len: 1, items })
    }

    /// The components of `v`.
    pub fn from_slice(v: &[Scalar]) -> Self {
        if v.len() <= INLINE {
            let mut items = [Scalar::Int(0); INLINE];
            items[..v.len()].copy_from_slice(v);
            Scalars(Repr::Inline {
                len: v.len() as u8,
                items,
            })
        } else {
            Scalars(Repr::Heap(v.to_vec()))
        }
    }

    /// Append a component.
    pub fn push(&mut self, s: Scalar) {
        match &mut self.0 {
            Repr::Inline { len, items } if (*len as usize) < INLINE => {
                items[*len as usize] = s;
                *len += 1;
            }
            Repr::Inline { len, items } => {
                let mut v = Vec::with_capacity(INLINE * 2);
                v.extend_from_slice(&items[..*len as usize]);
                v.push(s);
                self.0 = Repr::Heap(v);
            }
            Repr::Heap(v) => v.push(s),
        }
    }

    /// The components as a vector.
    pub fn into_vec(self) -> Vec<Scalar> {
        match self.0 {
            Repr::Inline { len, items } => items[..len as usize].to_vec(),
            Repr::Heap(v) => v,
        }
    }
}

impl Default for Scalars {
    fn default() -> Self {
        Scalars::new()
    }
}

impl Deref for Scalars {
    type Target = [Scalar];
    fn deref(&self) -> &[Scalar] {
        match &self.0 {
            Repr::Inline { len, items } => &items[..*len as usize],
            Repr::Heap(v) => v,
        }
    }
}

impl DerefMut for Scalars {
    fn deref_mut(&mut self) -> &mut [Scalar] {
        match &mut self.0 {
            Repr::Inline { len, items } => &mut items[..*len as usize],
            Repr::Heap(v) => v,
        }
    }
}

impl PartialEq for Scalars {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl PartialEq<[Scalar]> for Scalars {
    fn eq(&self, other: &[Scalar]) -> bool {
        **self == *other
    }
}

impl<const N: usize> PartialEq<[Scalar; N]> for Scalars {
    fn eq(&self, other: &[Scalar; N]) -> bool {
        **self == other[..]
    }
}

impl fmt::Debug for Scalars {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl From<Vec<Scalar>> for Scalars {
    fn from(v: Vec<Scalar>) -> Self {
        if v.len() <= INLINE {
            Scalars::from_slice(&v)
        } else {
            Scalars(Repr::Heap(v))
        }
    }
}

impl From<&[Scalar]> for Scalars {
    fn from(v: &[Scalar]) -> Self {
        Scalars::from_slice(v)
    }
}

impl<const N: usize> From<[Scalar; N]> for Scalars {
    fn from(v: [Scalar; N]) -> Self {
        Scalars::from_slice(&v)
    }
}

impl From<Scalars> for Vec<Scalar> {
    fn from(s: Scalars) -> Self {
        s.into_vec()
    }
}

impl FromIterator<Scalar> for Scalars {
    fn from_iter<I: IntoIterator<Item = Scalar>>(iter: I) -> Self {
        let mut out = Scalars::new();
        for s in iter {
            out.push(s);
        }
        out
    }
}

impl<'a> IntoIterator for &'a Scalars {
    type Item = &'a Scalar;
    type IntoIter = std::slice::Iter<'a, Scalar>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl Serialize for Scalars {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        (**self).serialize(s)
    }
}

impl<'de> Deserialize<'de> for Scalars {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Vec::<Scalar>::deserialize(d).map(Scalars::from)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ints(n: i32) -> Vec<Scalar> {
        (0..n).map(Scalar::Int).collect()
    }

    /// Every length reads back the same inline and spilled, by push, by
    /// collection and from a vector, and serialises as the vector does.
    #[test]
    fn reads_as_the_vector_it_holds() {
        for n in 0..10 {
            let v = ints(n);
            let pushed = {
                let mut s = Scalars::new();
                for x in &v {
                    s.push(*x);
                }
                s
            };
            for s in [
                pushed,
                v.iter().copied().collect(),
                Scalars::from(v.clone()),
            ] {
                assert_eq!(&*s, v.as_slice());
                assert_eq!(s.clone().into_vec(), v);
                assert_eq!(
                    serde_json::to_string(&s).unwrap(),
                    serde_json::to_string(&v).unwrap()
                );
                let back: Scalars =
                    serde_json::from_str(&serde_json::to_string(&v).unwrap()).unwrap();
                assert_eq!(back, s);
            }
        }
        assert_eq!(Scalars::one(Scalar::Bool(true)), [Scalar::Bool(true)]);
    }

    /// The IR's node sizes that the inline constants and access paths are
    /// sized for (64-bit targets). An expression is 8 bytes larger for its
    /// span; a statement 16 (8 for the span, 8 for the larger expression in
    /// `Store` and `If`).
    #[cfg(target_pointer_width = "64")]
    #[test]
    fn ir_nodes_keep_their_sizes() {
        use crate::ir::{Expr, ExprKind, Place, Span, Stmt, StmtKind};
        assert_eq!(size_of::<Scalars>(), 32);
        assert_eq!(size_of::<crate::ir::AccessPath>(), 16);
        assert_eq!(size_of::<Place>(), 40);
        assert_eq!(size_of::<Span>(), 8);
        assert_eq!(size_of::<ExprKind>(), 40);
        assert_eq!(size_of::<Expr>(), 64);
        assert_eq!(size_of::<StmtKind>(), 112);
        assert_eq!(size_of::<Stmt>(), 120);
    }
}
