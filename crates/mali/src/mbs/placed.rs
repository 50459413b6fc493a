//! A chunk with its byte offset: where the reader found its header, or where the
//! writer lays it out.
//!
//! The offset describes bytes, not content: it is not serialised (so `inspect --json`
//! → `build` is unchanged), two chunks with the same content compare equal wherever
//! they are, and a model built in code or read from JSON has no offsets until
//! [`super::place`] computes the ones [`super::write`] will produce. After editing a
//! parsed model, the offsets still describe the parsed file (a chunk added by the
//! edit has none); call [`super::place`] to describe the bytes the edited model
//! writes.

use std::ops::{Deref, DerefMut};

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A chunk and its file offset; it dereferences to the chunk.
#[derive(Clone, Debug)]
pub struct Placed<T> {
    /// File offset of the chunk header (`None`: not placed yet).
    pub offset: Option<usize>,
    /// The chunk.
    pub chunk: T,
}

impl<T> Placed<T> {
    /// `chunk` at file offset `offset`.
    pub fn at(offset: usize, chunk: T) -> Self {
        Placed {
            offset: Some(offset),
            chunk,
        }
    }
}

impl<T> From<T> for Placed<T> {
    fn from(chunk: T) -> Self {
        Placed {
            offset: None,
            chunk,
        }
    }
}

impl<T> Deref for Placed<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.chunk
    }
}

impl<T> DerefMut for Placed<T> {
    fn deref_mut(&mut self) -> &mut T {
        &mut self.chunk
    }
}

impl<T: PartialEq> PartialEq for Placed<T> {
    fn eq(&self, other: &Self) -> bool {
        self.chunk == other.chunk
    }
}

impl<T: Eq> Eq for Placed<T> {}

impl<T: Serialize> Serialize for Placed<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.chunk.serialize(s)
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Placed<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        T::deserialize(d).map(Placed::from)
    }
}

/// The offset of a chunk of a placed model. The validator and the inspector walk
/// only models that `is_placed` accepts (placing a copy otherwise), so every chunk
/// has an offset; 0 stands in rather than a panic should that ever change.
pub(crate) fn placed_at<T>(c: &Placed<T>) -> usize {
    c.offset.unwrap_or_default()
}

/// Wraps every chunk of a list, unplaced.
pub fn unplaced<T>(chunks: Vec<T>) -> Vec<Placed<T>> {
    chunks.into_iter().map(Placed::from).collect()
}
