//! The order picasso 2.7.1 leaves a DVLE's uniform table in: it sorts the entries by
//! register with the C++ library's `std::sort`, which is not stable, so entries on one
//! register (an input declared twice, Q15) come out in the order that algorithm gives.
//! The differential run against picasso shows it is the GNU C++ library's (`libstdc++`):
//! an introsort that partitions around the median of three until runs are at most 16
//! long (a heap sort past a depth of twice log2 of the length), then one insertion sort
//! over the whole range. [`sort_like_picasso`] does the same steps, so equal entries end
//! where picasso's end (held-out differential run, `asm_picasso_quirks.rs`).

/// Runs of at most this many entries are left to the final insertion sort.
const THRESHOLD: usize = 16;

/// Sorts `items` by `less` as `std::sort` of the GNU C++ library does, equal items
/// included.
pub fn sort_like_picasso<T: Clone>(items: &mut [T], less: &dyn Fn(&T, &T) -> bool) {
    let n = items.len();
    if n < 2 {
        return;
    }
    let depth = 2 * (usize::BITS - 1 - n.leading_zeros()) as usize;
    introsort(items, 0, n, depth, less);
    if n > THRESHOLD {
        insertion(items, 0, THRESHOLD, less);
        for i in THRESHOLD..n {
            linear_insert(items, i, less);
        }
    } else {
        insertion(items, 0, n, less);
    }
}

fn introsort<T: Clone>(
    a: &mut [T],
    lo: usize,
    mut hi: usize,
    mut depth: usize,
    less: &dyn Fn(&T, &T) -> bool,
) {
    while hi - lo > THRESHOLD {
        if depth == 0 {
            heap_sort(&mut a[lo..hi], less);
            return;
        }
        depth -= 1;
        let mid = lo + (hi - lo) / 2;
        median_to_first(a, lo, (lo + 1, mid, hi - 1), less);
        let cut = partition(a, lo + 1, hi, lo, less);
        introsort(a, cut, hi, depth, less);
        hi = cut;
    }
}

/// Moves the median of the entries at `x`, `y`, `z` to `to`.
fn median_to_first<T>(
    a: &mut [T],
    to: usize,
    (x, y, z): (usize, usize, usize),
    less: &dyn Fn(&T, &T) -> bool,
) {
    let m = if less(&a[x], &a[y]) {
        if less(&a[y], &a[z]) {
            y
        } else if less(&a[x], &a[z]) {
            z
        } else {
            x
        }
    } else if less(&a[x], &a[z]) {
        x
    } else if less(&a[y], &a[z]) {
        z
    } else {
        y
    };
    a.swap(to, m);
}

/// Partitions `lo..hi` around the entry at `pivot` (before `lo`), without bounds
/// checks in the scans (the pivot and the median stop them); returns the cut.
fn partition<T>(
    a: &mut [T],
    mut lo: usize,
    mut hi: usize,
    pivot: usize,
    less: &dyn Fn(&T, &T) -> bool,
) -> usize {
    loop {
        while less(&a[lo], &a[pivot]) {
            lo += 1;
        }
        hi -= 1;
        while less(&a[pivot], &a[hi]) {
            hi -= 1;
        }
        if lo >= hi {
            return lo;
        }
        a.swap(lo, hi);
        lo += 1;
    }
}

/// Insertion sort of `lo..hi`: an entry below the first goes to the front at once.
fn insertion<T: Clone>(a: &mut [T], lo: usize, hi: usize, less: &dyn Fn(&T, &T) -> bool) {
    for i in lo + 1..hi {
        if less(&a[i], &a[lo]) {
            a[lo..=i].rotate_right(1);
        } else {
            linear_insert(a, i, less);
        }
    }
}

/// Moves the entry at `i` down past every entry it is below.
fn linear_insert<T: Clone>(a: &mut [T], mut i: usize, less: &dyn Fn(&T, &T) -> bool) {
    let v = a[i].clone();
    while less(&v, &a[i - 1]) {
        a[i] = a[i - 1].clone();
        i -= 1;
    }
    a[i] = v;
}

/// The heap sort introsort falls back to: a max-heap built from the last parent
/// down, then the top moved behind the heap one at a time.
fn heap_sort<T: Clone>(a: &mut [T], less: &dyn Fn(&T, &T) -> bool) {
    let n = a.len();
    if n < 2 {
        return;
    }
    let mut parent = (n - 2) / 2;
    loop {
        let v = a[parent].clone();
        adjust_heap(a, parent, n, v, less);
        if parent == 0 {
            break;
        }
        parent -= 1;
    }
    let mut last = n;
    while last > 1 {
        last -= 1;
        let v = a[last].clone();
        a[last] = a[0].clone();
        adjust_heap(a, 0, last, v, less);
    }
}

/// Fills the hole at `hole` of the heap `a[..len]` with `v`: the hole goes down along
/// the larger children to a leaf, then `v` goes up from there.
fn adjust_heap<T: Clone>(
    a: &mut [T],
    mut hole: usize,
    len: usize,
    v: T,
    less: &dyn Fn(&T, &T) -> bool,
) {
    let top = hole;
    let mut child = hole;
    while child < (len - 1) / 2 {
        child = 2 * (child + 1);
        if less(&a[child], &a[child - 1]) {
            child -= 1;
        }
        a[hole] = a[child].clone();
        hole = child;
    }
    if len % 2 == 0 && child == (len - 2) / 2 {
        child = 2 * (child + 1);
        a[hole] = a[child - 1].clone();
        hole = child - 1;
    }
    let mut parent = hole.wrapping_sub(1) / 2;
    while hole > top && less(&a[parent], &v) {
        a[hole] = a[parent].clone();
        hole = parent;
        parent = (hole.wrapping_sub(1)) / 2;
    }
    a[hole] = v;
}

#[cfg(test)]
mod tests {
    use super::sort_like_picasso;

    fn sorted(keys: &[u32]) -> Vec<usize> {
        let mut v: Vec<(usize, u32)> = keys.iter().copied().enumerate().collect();
        sort_like_picasso(&mut v, &|a, b| a.1 < b.1);
        v.into_iter().map(|x| x.0).collect()
    }

    #[test]
    fn sorts() {
        for n in 0..200u32 {
            let keys: Vec<u32> = (0..n).map(|i| i.wrapping_mul(2_654_435_761) % 37).collect();
            let order = sorted(&keys);
            assert!(order.windows(2).all(|w| keys[w[0]] <= keys[w[1]]), "{n}");
            let mut seen = order.clone();
            seen.sort_unstable();
            assert_eq!(seen, (0..n as usize).collect::<Vec<_>>());
        }
    }

    #[test]
    fn short_runs_keep_ties_in_order() {
        // Up to 16 entries it is one insertion sort: stable.
        assert_eq!(sorted(&[3, 1, 3, 0, 1]), [3, 1, 4, 0, 2]);
    }

    #[test]
    fn ties_past_sixteen_as_picasso_orders_them() {
        // Two inputs on v14 (entries 5 and 9) among 19 uniforms: picasso 2.7.1 lists
        // the later one first (held-out differential run, seed 50384).
        let keys = [
            6, 12, 13, 7, 11, 14, 0, 8, 10, 14, 4, 1, 0x10, 0x14, 0x3b, 0x4c, 0x52, 0x60, 0x78,
        ];
        let order = sorted(&keys);
        assert_eq!(&order[..12], [6, 11, 10, 0, 3, 7, 8, 4, 1, 2, 9, 5]);
    }

    #[test]
    fn heap_sort_fallback_sorts() {
        // Keys that keep the median of three bad still come out sorted.
        let keys: Vec<u32> = (0..300)
            .map(|i| if i % 2 == 0 { i } else { 300 - i })
            .collect();
        let order = sorted(&keys);
        assert!(order.windows(2).all(|w| keys[w[0]] <= keys[w[1]]));
    }
}
