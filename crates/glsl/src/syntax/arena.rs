//! The arena the syntax tree lives in, with allocation failure handled as
//! std's own collections handle it.
//!
//! bumpalo's infallible methods panic when the system refuses memory. A panic
//! is the wrong end for that: its hook formats a message and may capture a
//! backtrace, both of which allocate, and with `RUST_BACKTRACE=1` a process out
//! of memory could hang in the hook. Every allocation of the parser therefore
//! goes through the fallible methods here, which on failure call
//! [`std::alloc::handle_alloc_error`]: the program's allocation-error handler
//! (std's prints `memory allocation of N bytes failed` and aborts, without
//! allocating).

use std::alloc::{handle_alloc_error, Layout};
use std::ops::Deref;

pub(crate) use bumpalo::Bump;

/// Ends the process through the allocation-error handler, for a refused
/// request of `n` values of `T`.
#[cold]
#[inline(never)]
fn refused<T>(n: usize) -> ! {
    // An overflowing size is reported as the largest layout there is.
    let layout = Layout::array::<T>(n)
        .or_else(|_| Layout::from_size_align(isize::MAX as usize, 1))
        .unwrap_or(Layout::new::<T>());
    handle_alloc_error(layout)
}

/// Moves `value` into the arena.
#[inline]
pub(crate) fn alloc<T>(arena: &Bump, value: T) -> &mut T {
    match arena.try_alloc(value) {
        Ok(r) => r,
        Err(_) => refused::<T>(1),
    }
}

/// Moves the values of `iter` into the arena, as one slice.
#[inline]
pub(crate) fn alloc_slice<T, I>(arena: &Bump, iter: I) -> &mut [T]
where
    I: IntoIterator<Item = T>,
    I::IntoIter: ExactSizeIterator,
{
    let iter = iter.into_iter();
    let n = iter.len();
    match arena.try_alloc_slice_fill_iter(iter) {
        Ok(r) => r,
        Err(_) => refused::<T>(n),
    }
}

/// A growable vector in the arena whose growth never panics.
pub(crate) struct ArenaVec<'a, T>(bumpalo::collections::Vec<'a, T>);

impl<'a, T> ArenaVec<'a, T> {
    /// An empty vector; it takes no memory until the first push.
    #[inline]
    pub fn new_in(arena: &'a Bump) -> Self {
        ArenaVec(bumpalo::collections::Vec::new_in(arena))
    }

    /// An empty vector with room for `n` values.
    pub fn with_capacity_in(n: usize, arena: &'a Bump) -> Self {
        let mut v = Self::new_in(arena);
        v.reserve(n);
        v
    }

    #[inline]
    fn reserve(&mut self, n: usize) {
        if self.0.capacity() - self.0.len() < n && self.0.try_reserve(n).is_err() {
            refused::<T>(self.0.len().saturating_add(n));
        }
    }

    /// Appends `value`.
    #[inline]
    pub fn push(&mut self, value: T) {
        self.reserve(1);
        self.0.push(value);
    }

    /// Removes every value, keeping the memory.
    #[inline]
    pub fn clear(&mut self) {
        self.0.clear();
    }

    /// Removes the values in `range` and yields them.
    #[inline]
    pub fn drain<R>(&mut self, range: R) -> bumpalo::collections::vec::Drain<'_, 'a, T>
    where
        R: std::ops::RangeBounds<usize>,
    {
        self.0.drain(range)
    }
}

impl<'a, T> IntoIterator for ArenaVec<'a, T> {
    type Item = T;
    type IntoIter = bumpalo::collections::vec::IntoIter<'a, T>;
    #[inline]
    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

impl<T> Deref for ArenaVec<'_, T> {
    type Target = [T];
    #[inline]
    fn deref(&self) -> &[T] {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vectors_and_slices_live_in_the_arena() {
        let arena = Bump::new();
        let mut v = ArenaVec::with_capacity_in(1, &arena);
        for i in 0..100 {
            v.push(i);
        }
        let tail: Vec<i32> = v.drain(98..).collect();
        assert_eq!((v.len(), tail), (98, vec![98, 99]));
        assert_eq!(alloc_slice(&arena, v.drain(..3)), &[0, 1, 2]);
        assert_eq!(*alloc(&arena, 7u64), 7);
    }
}
