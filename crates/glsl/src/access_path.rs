//! [`AccessPath`]: the accesses of an IR place. Most places are a variable
//! or one step into it (`v.x`, `a[i]`), so one access lives inline and
//! such a place costs no allocation; longer paths spill to the heap.

use crate::ir::Access;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::ops::{Deref, DerefMut};

/// Accesses applied to a variable, in order. Reads as a `[Access]`;
/// serialises as a sequence, as a `Vec<Access>` does.
#[derive(Clone, PartialEq, Default)]
pub struct AccessPath(Repr);

#[derive(Clone, PartialEq)]
enum Repr {
    /// No access, or one.
    Inline(Option<Access>),
    /// Two or more. A thin pointer keeps the path at 16 bytes (a
    /// `Vec` or a boxed slice would make it 24), so a place takes 40 and an
    /// IR statement 104.
    #[allow(clippy::box_collection)]
    Heap(Box<Vec<Access>>),
}

impl Default for Repr {
    fn default() -> Self {
        Repr::Inline(None)
    }
}

impl AccessPath {
    /// The variable itself.
    pub const fn new() -> Self {
        AccessPath(Repr::Inline(None))
    }

    pub fn push(&mut self, a: Access) {
        match &mut self.0 {
            Repr::Inline(slot @ None) => *slot = Some(a),
            Repr::Inline(slot @ Some(_)) => {
                let first = slot.take();
                self.0 = Repr::Heap(Box::new(first.into_iter().chain([a]).collect()));
            }
            Repr::Heap(v) => v.push(a),
        }
    }

    pub fn pop(&mut self) -> Option<Access> {
        match &mut self.0 {
            Repr::Inline(slot) => slot.take(),
            Repr::Heap(v) => v.pop(),
        }
    }
}

impl Deref for AccessPath {
    type Target = [Access];
    fn deref(&self) -> &[Access] {
        match &self.0 {
            Repr::Inline(slot) => slot.as_slice(),
            Repr::Heap(v) => v,
        }
    }
}

impl DerefMut for AccessPath {
    fn deref_mut(&mut self) -> &mut [Access] {
        match &mut self.0 {
            Repr::Inline(slot) => slot.as_mut_slice(),
            Repr::Heap(v) => v,
        }
    }
}

impl<'p> IntoIterator for &'p AccessPath {
    type Item = &'p Access;
    type IntoIter = std::slice::Iter<'p, Access>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<'p> IntoIterator for &'p mut AccessPath {
    type Item = &'p mut Access;
    type IntoIter = std::slice::IterMut<'p, Access>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter_mut()
    }
}

impl From<Vec<Access>> for AccessPath {
    fn from(mut v: Vec<Access>) -> Self {
        if v.len() <= 1 {
            AccessPath(Repr::Inline(v.pop()))
        } else {
            AccessPath(Repr::Heap(Box::new(v)))
        }
    }
}

impl fmt::Debug for AccessPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Serialize for AccessPath {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        (**self).serialize(s)
    }
}

impl<'de> Deserialize<'de> for AccessPath {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Vec::<Access>::deserialize(d).map(AccessPath::from)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pushes_pops_and_serialises_as_a_list() {
        let mut p = AccessPath::new();
        assert!(p.is_empty());
        p.push(Access::Member(1));
        assert_eq!(&*p, &[Access::Member(1)]);
        p.push(Access::Member(2));
        p.push(Access::Member(3));
        assert_eq!(p.len(), 3);
        assert_eq!(p.pop(), Some(Access::Member(3)));
        let json = serde_json::to_string(&p).expect("serialises");
        let v = vec![Access::Member(1), Access::Member(2)];
        assert_eq!(json, serde_json::to_string(&v).expect("vec"));
        assert_eq!(
            serde_json::from_str::<AccessPath>(&json).ok(),
            Some(p.clone())
        );
        for a in &mut p {
            if let Access::Member(m) = a {
                *m += 10;
            }
        }
        assert_eq!(p.pop(), Some(Access::Member(12)));
        assert_eq!(p.pop(), Some(Access::Member(11)));
        assert_eq!(p.pop(), None);
    }
}
