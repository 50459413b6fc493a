//! The hasher of the validator's maps (names per table, chunk tags, registers).
//!
//! std's SipHash was a quarter of the validation time of a large symbol table: the
//! keys are short names, and SipHash pays most for its finalisation. This is a
//! folded multiply (multiply two words to 128 bits, xor the halves; the mixing step
//! of wyhash and foldhash) keyed with a per-process random seed, so a crafted file
//! cannot aim its names at one bucket without knowing the seed.

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasher, Hasher, RandomState};
use std::sync::OnceLock;

/// A `HashMap` with [`Keyed`] hashing.
pub(crate) type Map<K, V> = HashMap<K, V, Keyed>;

/// A `HashSet` with [`Keyed`] hashing.
pub(crate) type Set<K> = HashSet<K, Keyed>;

/// An empty [`Map`] with room for `n` entries.
pub(crate) fn map<K, V>(n: usize) -> Map<K, V> {
    HashMap::with_capacity_and_hasher(n, Keyed::new())
}

/// An empty [`Set`] with room for `n` entries.
pub(crate) fn set<K>(n: usize) -> Set<K> {
    HashSet::with_capacity_and_hasher(n, Keyed::new())
}

/// Odd constants with balanced bits (the fractional parts of π and e).
const K0: u64 = 0x243f_6a88_85a3_08d3;
const K1: u64 = 0xb7e1_5162_8aed_2a6b;

fn fold(a: u64, b: u64) -> u64 {
    let p = u128::from(a) * u128::from(b);
    (p as u64) ^ ((p >> 64) as u64)
}

/// Builds [`FoldHasher`]s that share the process's random seed.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Keyed {
    seed: u64,
}

impl Keyed {
    pub fn new() -> Self {
        static SEED: OnceLock<u64> = OnceLock::new();
        // RandomState draws its keys from the operating system's randomness.
        let seed = *SEED.get_or_init(|| RandomState::new().hash_one(K0));
        Keyed { seed }
    }
}

impl BuildHasher for Keyed {
    type Hasher = FoldHasher;

    fn build_hasher(&self) -> FoldHasher {
        FoldHasher {
            state: self.seed,
            key: self.seed ^ K1,
        }
    }
}

pub(crate) struct FoldHasher {
    state: u64,
    key: u64,
}

impl FoldHasher {
    fn word(&mut self, w: u64) {
        self.state = fold(self.state ^ w, self.key ^ K0);
    }
}

impl Hasher for FoldHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut words = bytes.chunks_exact(8);
        for w in &mut words {
            self.word(u64::from_le_bytes(w.try_into().unwrap_or_default()));
        }
        let tail = words.remainder();
        let mut last = [0u8; 8];
        last[..tail.len()].copy_from_slice(tail);
        // The length keeps "a" and "a\0" apart.
        self.word(u64::from_le_bytes(last) ^ ((bytes.len() as u64) << 56));
    }

    fn write_u8(&mut self, n: u8) {
        self.word(u64::from(n));
    }

    fn write_u16(&mut self, n: u16) {
        self.word(u64::from(n));
    }

    fn write_u32(&mut self, n: u32) {
        self.word(u64::from(n));
    }

    fn write_u64(&mut self, n: u64) {
        self.word(n);
    }

    fn write_usize(&mut self, n: usize) {
        self.word(n as u64);
    }

    fn finish(&self) -> u64 {
        fold(self.state, self.key ^ K1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hash<T: std::hash::Hash>(x: T) -> u64 {
        Keyed::new().hash_one(x)
    }

    #[test]
    fn equal_keys_agree_and_near_keys_differ() {
        assert_eq!(hash("u_color"), hash("u_color"));
        assert_eq!(hash((-1i16, "u_color")), hash((-1i16, "u_color")));
        let names = [
            "",
            "a",
            "b",
            "ab",
            "ba",
            "a\0",
            "u_light",
            "u_lights",
            "u_light0",
            "u_light1",
            "u_symbol_00000",
            "u_symbol_00001",
            "u_symbol_10000",
        ];
        let mut seen = std::collections::HashSet::new();
        for n in names {
            assert!(seen.insert(hash(n)), "{n:?} collides");
        }
        assert_ne!(hash((0i16, "x")), hash((1i16, "x")));
    }

    #[test]
    fn many_similar_names_spread_over_buckets() {
        // 4,096 names differing in one digit run: the low 12 bits (the bucket of a
        // 4,096-entry table) take at least half of their possible values.
        let buckets: std::collections::HashSet<u64> = (0..4096)
            .map(|i| hash(format!("u_symbol_{i:05}")) & 0xfff)
            .collect();
        assert!(buckets.len() > 2048, "{} buckets", buckets.len());
    }

    #[test]
    fn the_map_works() {
        let mut m: Map<(i16, &str), usize> = map(4);
        assert!(m.insert((-1, "a"), 0).is_none());
        assert_eq!(m.insert((-1, "a"), 1), Some(0));
        assert!(m.insert((2, "a"), 2).is_none());
        assert_eq!(m.len(), 2);
    }
}
