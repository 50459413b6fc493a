//! Texture lookups of a quad's lanes, kept across the quad's passes.
//!
//! The compiled engine shades a quad whose fragment shader has derivative
//! sites in passes (`sim/quad.rs`): each pass reruns the stopped lanes from
//! the start, so a lane that meets n implicit-level lookups in a loop makes
//! about n²/2 of them instead of n, each a call into the sampler. A lane's
//! lookups in one pass are those of its previous pass and then some: the
//! shader is a function of its bank, its constants and what the callbacks
//! answer. So per lane the lookups are kept in call order with their
//! arguments (as bits), and the k-th lookup of a rerun returns the k-th
//! kept result when its arguments are bit for bit the ones kept, which
//! gives the sampler's answer without asking it (the textures do not
//! change during a draw, and sampling has no other input). Anything else
//! is sampled and replaces what was kept from there on.

use super::raster::QUAD_LANES;
use std::cell::RefCell;

/// A lookup's arguments as bits: unit, sampler, coordinate (4), level
/// mode, level, whether there are derivatives, d/dx (4), d/dy (4), whether
/// there is an offset, the offset (4), the depth reference.
pub(crate) type Key = [u32; 23];

/// Lookups kept per lane: a loop of many lookups keeps its first ones only.
const KEPT: usize = 4096;

#[derive(Default)]
struct Memo {
    lanes: [Vec<(Key, [u32; 4])>; QUAD_LANES],
    /// The lane running on this thread, and its lookups so far in this run.
    active: Option<(usize, usize)>,
}

thread_local! {
    static MEMO: RefCell<Memo> = RefCell::new(Memo::default());
}

/// A new quad: nothing kept.
pub(crate) fn new_quad() {
    MEMO.with(|m| {
        for l in &mut m.borrow_mut().lanes {
            l.clear();
        }
    });
}

/// Lane `lane` of the current quad runs (from its start) on this thread
/// until [`end`].
pub(crate) fn begin(lane: usize) {
    MEMO.with(|m| m.borrow_mut().active = Some((lane % QUAD_LANES, 0)));
}

/// The lane's run ended or stopped.
pub(crate) fn end() {
    MEMO.with(|m| m.borrow_mut().active = None);
}

/// The result of the lookup whose arguments `key()` gives: kept, or
/// `sample()`d (and kept). Outside a lane (batches, lanes shaded alone)
/// nothing is kept, and `key` is not called.
pub(crate) fn lookup(key: impl FnOnce() -> Key, sample: impl FnOnce() -> [u32; 4]) -> [u32; 4] {
    let at = MEMO.with(|m| {
        let mut m = m.borrow_mut();
        let (lane, k) = m.active?;
        m.active = Some((lane, k + 1));
        let key = key();
        let kept = m.lanes[lane].get(k).filter(|e| e.0 == key).map(|e| e.1);
        Some((lane, k, key, kept))
    });
    match at {
        None => sample(),
        Some((_, _, _, Some(kept))) => kept,
        Some((lane, k, key, None)) => {
            let r = sample();
            MEMO.with(|m| {
                let list = &mut m.borrow_mut().lanes[lane];
                list.truncate(k);
                if k == list.len() && k < KEPT {
                    list.push((key, r));
                }
            });
            r
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rerun_gets_what_it_asked_before_and_samples_the_rest() {
        let mut sampled = 0;
        let mut ask = |k: u32| {
            lookup(
                || [k; 23],
                || {
                    sampled += 1;
                    [k; 4]
                },
            )
        };
        // Outside a lane: always sampled.
        assert_eq!(ask(1), [1; 4]);
        new_quad();
        begin(2);
        assert_eq!((ask(1), ask(2)), ([1; 4], [2; 4]));
        end();
        begin(2);
        // The same two, then one more; then other arguments at the second
        // call sample again.
        assert_eq!((ask(1), ask(2), ask(3)), ([1; 4], [2; 4], [3; 4]));
        end();
        begin(2);
        assert_eq!((ask(1), ask(5), ask(3)), ([1; 4], [5; 4], [3; 4]));
        end();
        // Another lane keeps its own.
        begin(1);
        assert_eq!(ask(1), [1; 4]);
        end();
        assert_eq!(sampled, 1 + 2 + 1 + 2 + 1);
    }
}
