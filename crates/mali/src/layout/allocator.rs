//! ARM's address allocator for one address space (spec §7 "Allocator"): symbols in a
//! fixed order, each pattern placed on a 4-wide grid of cells that grows by rows.

/// What the allocator needs of a symbol.
#[derive(Clone, Debug)]
pub struct Item {
    /// The type's used cells laid out from cell 0.
    pub cells: Vec<u32>,
    /// Alignment in cells.
    pub align: u32,
}

/// The grid of one group: `rows × 4` cells, true = used.
struct Grid {
    rows: Vec<[bool; 4]>,
}

impl Grid {
    fn fits(&self, pattern: &[(usize, usize)], row: usize, col: usize) -> bool {
        pattern.iter().all(|&(r, c)| {
            let (r, c) = (row + r, col + c);
            c < 4 && self.rows.get(r).is_some_and(|cells| !cells[c])
        })
    }

    fn take(&mut self, pattern: &[(usize, usize)], row: usize, col: usize) {
        for &(r, c) in pattern {
            self.rows[row + r][col + c] = true;
        }
    }

    fn free_in_column(&self, col: usize) -> usize {
        self.rows.iter().filter(|r| !r[col]).count()
    }

    /// Index of the last row with a used cell, plus one.
    fn used_rows(&self) -> usize {
        self.rows
            .iter()
            .rposition(|r| r.iter().any(|&c| c))
            .map_or(0, |r| r + 1)
    }

    /// The allocator's choice for one pattern, or `None` when the grid must grow.
    fn place(
        &self,
        pattern: &[(usize, usize)],
        width: usize,
        height: usize,
        align: u32,
    ) -> Option<(usize, usize)> {
        let rows = self.rows.len();
        if rows < height {
            return None;
        }
        if width > 1 || align > 1 {
            // Column 0, top-down, first fit.
            if let Some(r) = (0..=rows - height).find(|&r| self.fits(pattern, r, 0)) {
                return Some((r, 0));
            }
            // Two-aligned patterns may take the right half, bottom-up.
            if align == 2 {
                if let Some(r) = (0..=rows - height)
                    .rev()
                    .find(|&r| self.fits(pattern, r, 2))
                {
                    return Some((r, 2));
                }
            }
            return None;
        }
        // Width 1, align 1: the fitting column with the fewest free cells, trying start
        // rows 0 ..= rows - height - 1 (ARM never tries the last start row).
        let last = (rows - height).checked_sub(1)?;
        let mut best: Option<(usize, usize, usize)> = None;
        for col in 0..4 {
            if let Some(r) = (0..=last).find(|&r| self.fits(pattern, r, col)) {
                let free = self.free_in_column(col);
                if best.is_none_or(|(_, _, f)| free < f) {
                    best = Some((r, col, free));
                }
            }
        }
        best.map(|(r, c, _)| (r, c))
    }
}

/// Places `items` (already in allocation order) from `base`; returns each item's
/// address and the end of the group (base + 4 × used rows). `rows` pre-sizes the grid.
/// `max_rows` bounds the growth so that impossible requests stop.
pub fn allocate(
    items: &[Item],
    base: u32,
    rows: usize,
    max_rows: usize,
) -> Option<(Vec<u32>, u32)> {
    let mut grid = Grid {
        rows: vec![[false; 4]; rows],
    };
    let mut out = Vec::with_capacity(items.len());
    for item in items {
        let pattern: Vec<(usize, usize)> = item
            .cells
            .iter()
            .map(|&c| ((c / 4) as usize, (c % 4) as usize))
            .collect();
        let width = pattern.iter().map(|p| p.1 + 1).max().unwrap_or(1);
        let height = pattern.iter().map(|p| p.0 + 1).max().unwrap_or(1);
        let (row, col) = loop {
            if let Some(p) = grid.place(&pattern, width, height, item.align) {
                break p;
            }
            if grid.rows.len() >= max_rows {
                return None;
            }
            grid.rows.push([false; 4]);
        };
        grid.take(&pattern, row, col);
        out.push(base + 4 * row as u32 + col as u32);
    }
    Some((out, base + 4 * grid.used_rows() as u32))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn item(cells: &[u32], align: u32) -> Item {
        Item {
            cells: cells.to_vec(),
            align,
        }
    }

    #[test]
    fn scalars_skip_the_last_start_row_and_pick_the_fullest_column() {
        // vec4[2], then three floats: spec §7's check of the new file's varyings.
        let vec4x2 = item(&[0, 1, 2, 3, 4, 5, 6, 7], 4);
        let f = item(&[0], 1);
        let (a, end) = allocate(&[vec4x2, f.clone(), f.clone(), f], 0, 0, 1000).unwrap();
        assert_eq!(a, [0, 8, 9, 10]);
        assert_eq!(end, 12);
    }

    #[test]
    fn two_aligned_patterns_take_the_right_half_bottom_up() {
        let v2 = item(&[0, 1], 2);
        let (a, end) = allocate(&[v2.clone(), v2.clone(), v2], 0, 0, 1000).unwrap();
        assert_eq!(a, [0, 2, 4]);
        assert_eq!(end, 8);
    }

    #[test]
    fn growth_is_bounded() {
        let big = item(&(0..64).collect::<Vec<_>>(), 4);
        assert!(allocate(&[big], 0, 0, 8).is_none());
    }
}
