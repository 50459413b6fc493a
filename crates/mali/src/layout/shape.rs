//! Size, alignment and stride of a type in cells, per ARM's packing rules (spec §7).

use super::types::{GlslType, SamplerKind};

/// Which packing rules apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rules {
    /// PP: fragment uniforms and varyings.
    Pp,
    /// GP: vertex uniforms and varyings.
    Gp,
    /// GP attributes: GP rules with every vector (matrix column) in its own register.
    GpAttribute,
}

/// A type laid out from cell 0.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shape {
    /// Cells up to the end of the last used cell (no tail padding).
    pub size: u32,
    /// Alignment in cells.
    pub align: u32,
    /// Distance between consecutive array elements of this type.
    pub stride: u32,
    /// Stride of the vector type (of one column for matrices): the record's
    /// `vector_stride`.
    pub vector_stride: u32,
    /// The used cells, ascending.
    pub cells: Vec<u32>,
}

fn round_up(x: u32, a: u32) -> u32 {
    x.div_ceil(a.max(1)) * a.max(1)
}

/// Alignment of a vecN: 1, 2, 4, 4.
fn vector_align(n: u32) -> u32 {
    match n {
        1 => 1,
        2 => 2,
        _ => 4,
    }
}

/// Shape of `ty` under `rules`. Array lengths are bounded by u16 and the caller bounds
/// the total against the address space, so the cell list stays small.
pub fn shape(ty: &GlslType, rules: Rules) -> Shape {
    let gp = rules != Rules::Pp;
    match ty {
        GlslType::Float(n) | GlslType::Int(n) | GlslType::Bool(n) => {
            let n = u32::from(*n);
            let align = if rules == Rules::GpAttribute {
                4
            } else {
                vector_align(n)
            };
            let stride = if gp { 4 } else { round_up(n, vector_align(n)) };
            Shape {
                size: n,
                align,
                stride,
                vector_stride: stride,
                cells: (0..n).collect(),
            }
        }
        GlslType::Mat(n) => {
            let n = u32::from(*n);
            // Columns: PP packs them at the vector stride (mat2 columns at 2), GP starts
            // every column on a row.
            let column = if gp { 4 } else { round_up(n, vector_align(n)) };
            let align = if rules == Rules::GpAttribute {
                4
            } else {
                vector_align(n)
            };
            let size = n * column;
            Shape {
                size,
                align,
                stride: if gp {
                    round_up(round_up(size, align), 4)
                } else {
                    round_up(size, align)
                },
                vector_stride: column,
                cells: (0..n)
                    .flat_map(|c| (0..n).map(move |k| c * column + k))
                    .collect(),
            }
        }
        GlslType::Sampler(kind) => {
            let size = if *kind == SamplerKind::SamplerExternalOes {
                3
            } else {
                1
            };
            // PP stride is 1 even for external samplers (as ARM's table says).
            let stride = if gp { 4 } else { 1 };
            Shape {
                size,
                align: if rules == Rules::GpAttribute { 4 } else { 1 },
                stride,
                vector_stride: stride,
                cells: (0..size).collect(),
            }
        }
        GlslType::Struct(s) => {
            let mut offset = 0;
            let mut align = 1;
            let mut cells = Vec::new();
            for m in &s.members {
                let ms = shape(&m.ty, member_rules(rules));
                offset = round_up(offset, ms.align);
                cells.extend(ms.cells.iter().map(|c| c + offset));
                offset += ms.size;
                align = align.max(ms.align);
            }
            if gp {
                align = align.max(4);
            }
            let stride = if gp {
                round_up(round_up(offset, align), 4)
            } else {
                round_up(offset, align)
            };
            cells.sort_unstable();
            cells.dedup();
            Shape {
                size: offset,
                align,
                stride,
                vector_stride: stride,
                cells,
            }
        }
        GlslType::Array(t, n) => {
            let e = shape(t, rules);
            let n = u32::from(*n);
            let cells = (0..n)
                .flat_map(|i| e.cells.iter().map(move |c| c + i * e.stride))
                .collect();
            Shape {
                // ARM: an array occupies n whole strides; an element larger than its
                // stride (PP external samplers: 3 cells, stride 1) still ends inside.
                size: if n == 0 {
                    0
                } else {
                    (n * e.stride).max((n - 1) * e.stride + e.size)
                },
                align: e.align,
                stride: e.stride,
                vector_stride: e.vector_stride,
                cells,
            }
        }
    }
}

/// Offsets of the members of a struct inside one element, under `rules`.
pub fn member_offsets(members: &[super::types::Member], rules: Rules) -> Vec<u32> {
    let mut offset = 0;
    let mut out = Vec::with_capacity(members.len());
    for m in members {
        let ms = shape(&m.ty, member_rules(rules));
        offset = round_up(offset, ms.align);
        out.push(offset);
        offset += ms.size;
    }
    out
}

/// Struct members follow the space's rules, without the attribute override.
fn member_rules(rules: Rules) -> Rules {
    match rules {
        Rules::GpAttribute => Rules::Gp,
        r => r,
    }
}
