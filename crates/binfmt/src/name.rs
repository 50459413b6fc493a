//! [`Name`]: a string that keeps short names inside itself.
//!
//! Readers make one name per symbol (a SHBIN uniform or label, a GLSL identifier), and
//! nearly all are short (`projection`, `inPos`). As `String`s they cost an allocation
//! and a free each: in a profile of parsing and validating a small SHBIN, `malloc` and
//! `free` took a third of the instructions, and names were 36 of its 81 allocations.
//! Kept inline they cost none. To everything else a `Name` is a `str`: it derefs to
//! one, compares, hashes, orders, prints and serialises as one (the JSON is the same
//! as a `String`'s).

use std::borrow::Borrow;
use std::cmp::Ordering;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::ops::Deref;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Longest name kept inline: the size of a `String`, less the length byte and the tag.
const INLINE: usize = 22;

/// A short string kept inline (see the module documentation).
#[derive(Clone)]
pub struct Name(Repr);

#[derive(Clone)]
enum Repr {
    /// The first `len` bytes of `bytes` are the name (valid UTF-8: they were copied
    /// from a `str`).
    Inline {
        len: u8,
        bytes: [u8; INLINE],
    },
    Heap(Box<str>),
}

impl Name {
    /// A name with the text of `s`; no allocation up to 22 bytes.
    pub fn new(s: &str) -> Self {
        if s.len() <= INLINE {
            let mut bytes = [0u8; INLINE];
            bytes[..s.len()].copy_from_slice(s.as_bytes());
            Name(Repr::Inline {
                len: s.len() as u8,
                bytes,
            })
        } else {
            Name(Repr::Heap(s.into()))
        }
    }

    /// The name's bytes, without the UTF-8 check of [`Self::as_str`] (for readers
    /// that look at names as bytes).
    pub fn as_bytes(&self) -> &[u8] {
        match &self.0 {
            Repr::Inline { len, bytes } => &bytes[..*len as usize],
            Repr::Heap(s) => s.as_bytes(),
        }
    }

    /// Length in bytes.
    pub fn len(&self) -> usize {
        match &self.0 {
            Repr::Inline { len, .. } => *len as usize,
            Repr::Heap(s) => s.len(),
        }
    }

    /// True for the empty name.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The name as a `str`.
    pub fn as_str(&self) -> &str {
        match &self.0 {
            // The bytes are a copy of a whole `str` and were never changed since, so
            // the check cannot fail; it stays (instead of an unchecked conversion)
            // because this crate has no unsafe code. Hot paths use `as_bytes`.
            Repr::Inline { len, bytes } => {
                std::str::from_utf8(&bytes[..*len as usize]).unwrap_or_default()
            }
            Repr::Heap(s) => s,
        }
    }
}

impl Default for Name {
    fn default() -> Self {
        Name::new("")
    }
}

impl Deref for Name {
    type Target = str;
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for Name {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl Borrow<str> for Name {
    fn borrow(&self) -> &str {
        self.as_str()
    }
}

impl From<&str> for Name {
    fn from(s: &str) -> Self {
        Name::new(s)
    }
}

impl From<&String> for Name {
    fn from(s: &String) -> Self {
        Name::new(s)
    }
}

impl From<String> for Name {
    fn from(s: String) -> Self {
        if s.len() <= INLINE {
            Name::new(&s)
        } else {
            Name(Repr::Heap(s.into_boxed_str()))
        }
    }
}

impl From<Name> for String {
    fn from(n: Name) -> Self {
        match n.0 {
            Repr::Heap(s) => s.into_string(),
            Repr::Inline { .. } => n.as_str().to_owned(),
        }
    }
}

// Comparisons go by bytes: equal (and ordered) exactly as the `str`s are,
// without `as_str`'s UTF-8 check.
impl PartialEq for Name {
    fn eq(&self, other: &Self) -> bool {
        self.as_bytes() == other.as_bytes()
    }
}

impl Eq for Name {}

impl PartialEq<str> for Name {
    fn eq(&self, other: &str) -> bool {
        self.as_bytes() == other.as_bytes()
    }
}

impl PartialEq<&str> for Name {
    fn eq(&self, other: &&str) -> bool {
        self.as_bytes() == other.as_bytes()
    }
}

impl PartialEq<String> for Name {
    fn eq(&self, other: &String) -> bool {
        self.as_bytes() == other.as_bytes()
    }
}

impl PartialEq<Name> for str {
    fn eq(&self, other: &Name) -> bool {
        self.as_bytes() == other.as_bytes()
    }
}

impl PartialEq<Name> for &str {
    fn eq(&self, other: &Name) -> bool {
        self.as_bytes() == other.as_bytes()
    }
}

impl PartialEq<Name> for String {
    fn eq(&self, other: &Name) -> bool {
        self.as_bytes() == other.as_bytes()
    }
}

impl PartialOrd for Name {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Name {
    fn cmp(&self, other: &Self) -> Ordering {
        self.as_bytes().cmp(other.as_bytes())
    }
}

impl Hash for Name {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_str().hash(state);
    }
}

impl fmt::Debug for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl fmt::Display for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self.as_str(), f)
    }
}

impl Serialize for Name {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for Name {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        String::deserialize(d).map(Name::from)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_and_long_names_read_back() {
        for s in [
            "",
            "a",
            "projection",
            &"x".repeat(22),
            &"y".repeat(23),
            "ünï.cødé$",
        ] {
            let n = Name::new(s);
            assert_eq!(n.as_str(), s);
            assert_eq!(n.as_bytes(), s.as_bytes());
            assert_eq!((n.len(), n.is_empty()), (s.len(), s.is_empty()));
            assert_eq!(Name::from(s.to_owned()), n);
            assert_eq!(String::from(n.clone()), s);
            assert_eq!(format!("{n:?}"), format!("{s:?}"));
            assert_eq!(
                serde_json::to_string(&n).unwrap(),
                serde_json::to_string(s).unwrap()
            );
            let back: Name = serde_json::from_str(&serde_json::to_string(s).unwrap()).unwrap();
            assert_eq!(back, s);
        }
        assert!(matches!(Name::new(&"x".repeat(22)).0, Repr::Inline { .. }));
        assert!(matches!(Name::new(&"x".repeat(23)).0, Repr::Heap(_)));
        assert_eq!(std::mem::size_of::<Name>(), std::mem::size_of::<String>());
    }
}
