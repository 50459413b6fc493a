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

/// A map keyed by inline short strings: inserting a name of up to 22
/// bytes allocates nothing (scopes of the analysis take one per variable).
pub type ShortNameMap<V> = HashMap<gpubin_binfmt::Name, V, BuildHasherDefault<Fnv>>;
