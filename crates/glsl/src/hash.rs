//! Maps keyed by short names (identifiers, macro names): FNV-1a hashing,
//! much cheaper than the default SipHash for keys of a few bytes and safe
//! here because the front end's maps are bounded by the source size.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

#[derive(Default)]
pub struct Fnv(u64);

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        // FNV-1a, 64-bit offset basis and prime.
        let mut h = if self.0 == 0 {
            0xcbf2_9ce4_8422_2325
        } else {
            self.0
        };
        for b in bytes {
            h ^= u64::from(*b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
        self.0 = h;
    }
}

pub type NameMap<V> = HashMap<String, V, BuildHasherDefault<Fnv>>;

/// A name as a map key: kept inline (a name of up to 22 bytes allocates
/// nothing), hashed and compared as bytes, and looked up by
/// `name.as_bytes()`, so a lookup never re-checks the key's UTF-8 as a
/// `str` borrow would.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Key(gpubin_binfmt::Name);

impl Key {
    pub fn new(name: &str) -> Self {
        Key(gpubin_binfmt::Name::new(name))
    }
}

impl std::hash::Hash for Key {
    fn hash<H: Hasher>(&self, state: &mut H) {
        // The same as `[u8]`'s hash, which `Borrow<[u8]>` requires.
        self.0.as_bytes().hash(state);
    }
}

impl std::borrow::Borrow<[u8]> for Key {
    fn borrow(&self) -> &[u8] {
        self.0.as_bytes()
    }
}

/// Names in scope (the parser's type names, the analysis's symbols): keys
/// are [`Key`]s, looked up by `name.as_bytes()`.
pub type ShortNameMap<V> = HashMap<Key, V, BuildHasherDefault<Fnv>>;
