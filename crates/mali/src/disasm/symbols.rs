//! Symbol names for the annotated listing: which uniform, varying or attribute a cell
//! address (a 32-bit scalar slot, spec §1) belongs to.

use crate::mbs::{AttributeTable, SymbolInfo, SymbolType, UniformTable, VaryingTable};

/// A symbol's cells: `[start, start + extent)`, and the stride of its array elements.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Range {
    name: String,
    start: i64,
    extent: i64,
    array_size: i64,
    array_stride: i64,
}

/// The symbols of one address space, looked up by cell.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SymbolSpace {
    ranges: Vec<Range>,
}

/// Cells a symbol covers, after the ARM loader's "block size" rule (spec §5).
fn extent(info: &SymbolInfo, top_level: bool) -> i64 {
    let vec_size = i64::from(info.vec_size);
    let mut vector_stride = i64::from(info.vector_stride);
    let mut array_stride = i64::from(info.array_stride);
    let array_size = i64::from(info.array_size);
    let plain = matches!(
        info.kind,
        SymbolType::FLOAT | SymbolType::INT | SymbolType::BOOL
    );
    if top_level && plain && array_size == 0 {
        vector_stride = vec_size;
        array_stride = vec_size;
    }
    if info.kind == SymbolType::STRUCT {
        return array_stride * array_size.max(1);
    }
    let k = if info.kind == SymbolType::SAMPLER_EXTERNAL {
        3
    } else if info.kind.is_sampler() {
        1
    } else {
        vec_size
    };
    let arrays = if array_size > 0 {
        array_stride * (array_size - 1)
    } else {
        0
    };
    let columns = if info.kind == SymbolType::MATRIX {
        vector_stride * (vec_size - 1).max(0)
    } else {
        0
    };
    (arrays + columns + k).max(1)
}

impl SymbolSpace {
    fn push(&mut self, name: &str, start: i64, info: &SymbolInfo, top_level: bool) {
        if start < 0 {
            return;
        }
        self.ranges.push(Range {
            name: name.to_string(),
            start,
            extent: extent(info, top_level),
            array_size: i64::from(info.array_size),
            array_stride: i64::from(info.array_stride),
        });
    }

    /// Uniforms, struct members at their absolute address (first element of each
    /// enclosing struct) and named `outer.member`.
    pub fn uniforms(table: &UniformTable) -> SymbolSpace {
        let symbols: Vec<_> = table.symbols().collect();
        let mut space = SymbolSpace::default();
        for (i, s) in symbols.iter().enumerate() {
            if s.info.kind == SymbolType::STRUCT {
                continue;
            }
            let mut address = i64::from(s.address);
            let mut name = s.name.name.clone();
            let mut parent = s.parent;
            // Parents are global indices; the depth bound stops cycles in bad files.
            let mut depth = 0;
            while parent >= 0 && depth < symbols.len() {
                let Some(p) = symbols.get(parent as usize) else {
                    break;
                };
                if parent as usize == i {
                    break;
                }
                address += i64::from(p.address.max(0));
                name = format!("{}.{name}", p.name.name);
                parent = p.parent;
                depth += 1;
            }
            space.push(&name, address, &s.info, s.parent < 0);
        }
        space
    }

    /// The cells an SVAR's varyings cover.
    pub fn varyings(table: &VaryingTable) -> SymbolSpace {
        let mut space = SymbolSpace::default();
        for s in table.symbols() {
            space.push(&s.name.name, s.address.into(), &s.info, true);
        }
        space
    }

    /// The cells an SATT's attributes cover.
    pub fn attributes(table: &AttributeTable) -> SymbolSpace {
        let mut space = SymbolSpace::default();
        for s in table.symbols() {
            space.push(&s.name.name, s.address.into(), &s.info, true);
        }
        space
    }

    /// True when no symbol covers any cell.
    pub fn is_empty(&self) -> bool {
        self.ranges.is_empty()
    }

    /// The symbol covering `cell`: `name`, or `name[i]` inside an array.
    pub fn lookup(&self, cell: i64) -> Option<String> {
        let r = self
            .ranges
            .iter()
            .find(|r| cell >= r.start && cell < r.start + r.extent)?;
        if r.array_size > 0 && r.array_stride > 0 {
            Some(format!("{}[{}]", r.name, (cell - r.start) / r.array_stride))
        } else {
            Some(r.name.clone())
        }
    }
}

/// The three spaces of one shader.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Symbols {
    /// The uniform space, from SUNI.
    pub uniforms: SymbolSpace,
    /// The varying space, from SVAR.
    pub varyings: SymbolSpace,
    /// The attribute space, from SATT.
    pub attributes: SymbolSpace,
}
