//! [`Steps`], the storage of [`crate::ir::AccessPath`]: the accesses of an
//! IR place. Most places are a variable or one step into it (`v.x`,
//! `a[i]`), so one access lives inline and such a place costs no
//! allocation; longer paths spill to the heap. Generic over the step so
//! that this module needs nothing of the IR.
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::ops::{Deref, DerefMut};

/// Steps (accesses applied to a variable), in order. Reads as a `[A]`;
/// serialises as a sequence, as a `Vec<A>` does.
#[derive(Clone, PartialEq)]
pub struct Steps<A>(Repr<A>);

#[derive(Clone, PartialEq)]
enum Repr<A> {
    /// No access, or one.
    Inline(Option<A>),
    /// Two or more. A thin pointer keeps the path at 16 bytes (a
    /// `Vec` or a boxed slice would make it 24), so a place takes 40 and an
    /// IR statement 104.
    #[allow(clippy::box_collection)]
    Heap(Box<Vec<A>>),
}

impl<A> Default for Steps<A> {
    fn default() -> Self {
        Steps::new()
    }
}

impl<A> Steps<A> {
    /// The variable itself.
    pub const fn new() -> Self {
        Steps(Repr::Inline(None))
    }

    /// Append a step.
    pub fn push(&mut self, a: A) {
        match &mut self.0 {
            Repr::Inline(slot @ None) => *slot = Some(a),
            Repr::Inline(slot @ Some(_)) => {
                let first = slot.take();
                self.0 = Repr::Heap(Box::new(first.into_iter().chain([a]).collect()));
            }
            Repr::Heap(v) => v.push(a),
        }
    }

    /// Remove and return the last step.
    pub fn pop(&mut self) -> Option<A> {
        match &mut self.0 {
            Repr::Inline(slot) => slot.take(),
            Repr::Heap(v) => v.pop(),
        }
    }
}

impl<A> Deref for Steps<A> {
    type Target = [A];
    fn deref(&self) -> &[A] {
        match &self.0 {
            Repr::Inline(slot) => slot.as_slice(),
            Repr::Heap(v) => v,
        }
    }
}

impl<A> DerefMut for Steps<A> {
    fn deref_mut(&mut self) -> &mut [A] {
        match &mut self.0 {
            Repr::Inline(slot) => slot.as_mut_slice(),
            Repr::Heap(v) => v,
        }
    }
}

impl<'p, A> IntoIterator for &'p Steps<A> {
    type Item = &'p A;
    type IntoIter = std::slice::Iter<'p, A>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<'p, A> IntoIterator for &'p mut Steps<A> {
    type Item = &'p mut A;
    type IntoIter = std::slice::IterMut<'p, A>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter_mut()
    }
}

impl<A> From<Vec<A>> for Steps<A> {
    fn from(mut v: Vec<A>) -> Self {
        if v.len() <= 1 {
            Steps(Repr::Inline(v.pop()))
        } else {
            Steps(Repr::Heap(Box::new(v)))
        }
    }
}

impl<A: fmt::Debug> fmt::Debug for Steps<A> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<A: Serialize> Serialize for Steps<A> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        (**self).serialize(s)
    }
}

impl<'de, A: Deserialize<'de>> Deserialize<'de> for Steps<A> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Vec::<A>::deserialize(d).map(Steps::from)
    }
}

#[cfg(test)]
mod tests {
    use crate::ir::{Access, AccessPath};

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
