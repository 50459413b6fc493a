//! [`Components`]: the vector components a swizzle selects. A swizzle
//! names one to four of them, so they live inline and a swizzle costs no
//! allocation (a shader has one every few lines).

use serde::{de, Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::ops::Deref;

/// Components of a swizzle by position (0..=3), e.g. `.zx` = `[2, 0]`; at
/// most four. Reads as a `[u8]`; serialises as a sequence, as a `Vec<u8>`
/// does.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Components {
    len: u8,
    items: [u8; 4],
}

impl Components {
    /// The components of `s`, or `None` when there are more than four.
    pub fn new(s: &[u8]) -> Option<Self> {
        let mut items = [0; 4];
        items.get_mut(..s.len())?.copy_from_slice(s);
        Some(Components {
            len: s.len() as u8,
            items,
        })
    }

    /// One component.
    pub fn one(c: u8) -> Self {
        Components {
            len: 1,
            items: [c, 0, 0, 0],
        }
    }
}

impl Deref for Components {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        &self.items[..usize::from(self.len)]
    }
}

/// Collects at most four components: a swizzle of a swizzle selects from
/// the first one, so it is never longer.
impl FromIterator<u8> for Components {
    fn from_iter<I: IntoIterator<Item = u8>>(iter: I) -> Self {
        let mut c = Components::default();
        for (slot, v) in c.items.iter_mut().zip(iter) {
            *slot = v;
            c.len += 1;
        }
        c
    }
}

impl fmt::Debug for Components {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Serialize for Components {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        (**self).serialize(s)
    }
}

impl<'de> Deserialize<'de> for Components {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = Vec::<u8>::deserialize(d)?;
        Components::new(&v).ok_or_else(|| de::Error::custom("a swizzle has at most 4 components"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_and_serialises_as_a_byte_list() {
        let c = Components::new(&[2, 0]).expect("two");
        assert_eq!(&*c, &[2, 0]);
        let json = serde_json::to_string(&c).expect("serialises");
        assert_eq!(json, serde_json::to_string(&vec![2u8, 0]).expect("vec"));
        assert_eq!(serde_json::from_str::<Components>(&json).ok(), Some(c));
        assert!(serde_json::from_str::<Components>("[0,1,2,3,0]").is_err());
        assert_eq!(Components::new(&[0; 5]), None);
        assert_eq!(
            [3u8, 1].into_iter().collect::<Components>(),
            Components::new(&[3, 1]).expect("two")
        );
    }
}
