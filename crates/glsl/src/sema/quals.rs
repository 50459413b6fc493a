//! The qualifiers of a declaration as the analysis reads them (storage,
//! interpolation, precision, layout), shared by the declaration rules and
//! the modules that check one kind of declaration each.

use crate::types::{Interpolation, Precision};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Storage {
    Const,
    In,
    Out,
    InOut,
    Uniform,
    Attribute,
    Varying,
}

#[derive(Clone, Debug, Default)]
pub(crate) struct Quals {
    pub storage: Option<(Storage, usize)>,
    pub centroid: bool,
    pub invariant: bool,
    pub interpolation: Option<(Interpolation, usize)>,
    pub precision: Option<Precision>,
    pub location: Option<(u32, usize)>,
    /// `layout(origin_upper_left)` / `layout(pixel_center_integer)`: only on
    /// a redeclaration of `gl_FragCoord` (offset of the first).
    pub frag_coord_layout: Option<usize>,
    pub origin_upper_left: bool,
    pub pixel_center_integer: bool,
    /// `std140`, `shared`, `packed`, `row_major`, `column_major` (offset of
    /// the first): uniform block layouts (GLSL 1.40 §4.3.5.1).
    pub block_layout: Option<usize>,
    /// `layout(index = N)` (dual-source blending, GLSL 3.30).
    pub index: Option<(u32, usize)>,
    /// Geometry layout identifiers (`triangles`, `max_vertices = 3`, ...).
    pub geometry: Vec<GeomLayoutId>,
}

/// A geometry layout qualifier identifier as written: name, value, offset.
#[derive(Clone, Debug)]
pub(crate) struct GeomLayoutId {
    pub name: &'static str,
    pub value: Option<u32>,
    pub offset: usize,
}
