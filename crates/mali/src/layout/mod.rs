//! Symbol layout: where ARM's compiler places uniforms, varyings and attributes, and
//! the SUNI/SVAR/SATT tables it writes for them (spec §3, §7).
//!
//! ```
//! use gpubin_mali::layout::*;
//! use gpubin_mali::mbs::Stage;
//! let decls = [
//!     Declaration::new("gl_Position", GlslType::vec(4), Precision::High, StorageClass::Varying),
//!     Declaration::new("uv", GlslType::vec(2), Precision::Medium, StorageClass::Varying),
//! ];
//! let target = Target::new(Stage::Vertex, Core::Mali400, Compiler::New);
//! let tables = layout(&decls, &target).unwrap();
//! let addresses: Vec<i16> = tables.varyings.symbols().map(|v| v.address).collect();
//! assert_eq!(addresses, [0, 4]);
//! ```

mod allocator;
mod error;
#[cfg(feature = "glsl")]
pub mod reflect;
mod shape;
mod streams;
mod types;

pub use allocator::{allocate, Item};
pub use error::{DeclarationProblem, LayoutError, TypeProblem};
pub use shape::{member_offsets, shape, Rules, Shape};
pub use streams::{varying_streams, VaryingStream, VaryingStreams, STREAM_ROWS};
pub use types::*;

use crate::mbs::{
    self, AttributeSymbol, AttributeTable, AttributeTableChunk, F32Bits, IndexChunk, Stage,
    SymbolInfo, SymbolName, SymbolType, UniformChunk, UniformInit, UniformSymbol, UniformTable,
    UniformTableChunk, VaryingSymbol, VaryingTable, VaryingTableChunk,
};
use crate::Error;

/// The GPU a shader is laid out for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Core {
    /// Mali-200 (PP core 5, GP2 core 2).
    Mali200,
    /// Mali-300/400/450 (PP core 7, GP core 6).
    Mali400,
}

impl Core {
    /// The `mali_core` id of the block for a stage.
    pub fn core_id(self, stage: Stage) -> u32 {
        match (self, stage) {
            (Core::Mali200, Stage::Fragment) => 5,
            (Core::Mali200, Stage::Vertex) => 2,
            (Core::Mali400, Stage::Fragment) => 7,
            (Core::Mali400, Stage::Vertex) => 6,
        }
    }
}

/// Which generation of ARM's compiler to imitate in the records.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Compiler {
    /// Record version 0, bit precision 24 (uniforms, varyings) / 32 (attributes).
    Old,
    /// Record version 2, bit precision 16, a VIDX(−1, −1, −1) in every VUNI.
    New,
}

/// What a layout imitates: the stage, the GPU and the compiler generation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Target {
    /// The shader stage.
    pub stage: Stage,
    /// The GPU.
    pub core: Core,
    /// The compiler generation whose records are written.
    pub compiler: Compiler,
    /// ARM's compiler option that aligns every symbol to 4 cells, except uniforms and
    /// fragment varyings (so: vertex varyings; attributes always are).
    pub force_align4: bool,
}

impl Target {
    /// A target without the align-to-4 option.
    pub fn new(stage: Stage, core: Core, compiler: Compiler) -> Self {
        Target {
            stage,
            core,
            compiler,
            force_align4: false,
        }
    }

    /// The same target with ARM's align-to-4 option.
    pub fn with_forced_align4(mut self) -> Self {
        self.force_align4 = true;
        self
    }
}

/// The symbol tables of one shader, as ARM's compiler writes them.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Tables {
    /// SUNI: the uniforms.
    pub uniforms: UniformTable,
    /// Empty for fragment shaders (they have no SATT).
    pub attributes: AttributeTable,
    /// SVAR: the varyings.
    pub varyings: VaryingTable,
}

impl Tables {
    /// The chunks a compiler writes for these tables: SUNI, SATT (vertex only), SVAR.
    pub fn chunk_bytes(&self, stage: Stage) -> Vec<u8> {
        match stage {
            Stage::Fragment => mbs::write_fragment_chunks(&[
                mbs::FragmentChunk::Uniforms(self.uniforms.clone()),
                mbs::FragmentChunk::Varyings(self.varyings.clone()),
            ]),
            Stage::Vertex => mbs::write_vertex_chunks(&[
                mbs::VertexChunk::Uniforms(self.uniforms.clone()),
                mbs::VertexChunk::Attributes(self.attributes.clone()),
                mbs::VertexChunk::Varyings(self.varyings.clone()),
            ]),
        }
    }
}

/// Cells available per space: (uniform, varying, attribute).
fn limits(stage: Stage) -> (u32, u32, u32) {
    match stage {
        Stage::Vertex => (
            mbs::VERTEX_UNIFORM_CELLS - 1,
            mbs::VERTEX_VARYING_CELLS as u32,
            // ARM's loader requires address + extent < 64, so the last cell is unusable.
            mbs::ATTRIBUTE_CELLS as u32 - 1,
        ),
        Stage::Fragment => (
            mbs::FRAGMENT_UNIFORM_CELLS - 1,
            mbs::FRAGMENT_VARYING_CELLS as u32,
            0,
        ),
    }
}

/// Lays out a shader's declarations and builds its SUNI, SATT and SVAR tables.
/// Table order is declaration order; addresses follow ARM's allocator.
pub fn layout(decls: &[Declaration], target: &Target) -> Result<Tables, Error> {
    let (uniform_limit, varying_limit, attribute_limit) = limits(target.stage);
    let pick = |class| decls.iter().filter(move |d| d.storage == class);
    if target.stage == Stage::Fragment {
        if let Some(d) = pick(StorageClass::Attribute).next() {
            return Err(LayoutError::FragmentAttribute {
                name: d.name.clone(),
            }
            .into());
        }
    }
    for d in decls {
        check_declaration(d)?;
        if target.stage == Stage::Fragment && has_external_array(&d.ty) {
            return Err(LayoutError::ExternalSamplerArray {
                storage: d.storage,
                name: d.name.clone(),
            }
            .into());
        }
    }
    let rules = match target.stage {
        Stage::Fragment => Rules::Pp,
        Stage::Vertex => Rules::Gp,
    };
    let uniforms: Vec<&Declaration> = pick(StorageClass::Uniform).collect();
    let varyings: Vec<&Declaration> = pick(StorageClass::Varying).collect();
    let attributes: Vec<&Declaration> = pick(StorageClass::Attribute).collect();
    let (u_addr, u_end) = place(&uniforms, rules, uniform_limit, "uniform", target.stage)?;
    let varying_rules = if target.force_align4 && target.stage == Stage::Vertex {
        Rules::GpAttribute
    } else {
        rules
    };
    let (v_addr, _) = place(
        &varyings,
        varying_rules,
        varying_limit,
        "varying",
        target.stage,
    )?;
    let (a_addr, _) = place(
        &attributes,
        Rules::GpAttribute,
        attribute_limit,
        "attribute",
        target.stage,
    )?;

    let mut table = Vec::new();
    for (d, &a) in uniforms.iter().zip(&u_addr) {
        flatten_uniform(d, a, rules, target, &mut table);
    }
    // The loader's extent of a struct is whole element strides, which may reach past
    // the cells the allocator saw used: the space covers both.
    let reach = table
        .iter()
        .filter(|s| s.parent == -1)
        .map(|s| s.address as u64 + mbs::types::extent(&s.info, true))
        .max()
        .unwrap_or(0);
    let total = u64::from(u_end).max(reach).div_ceil(4) * 4;
    if total > u64::from(uniform_limit) {
        return Err(LayoutError::UniformsDoNotFit {
            stage: target.stage,
            limit: uniform_limit,
            total,
        }
        .into());
    }
    let uniforms = UniformTable {
        total_size: total as u32,
        declared_count: None,
        children: table.into_iter().map(UniformTableChunk::Symbol).collect(),
    };
    let varyings = VaryingTable {
        declared_count: None,
        children: varyings
            .iter()
            .zip(&v_addr)
            .map(|(d, &a)| {
                VaryingTableChunk::Symbol(VaryingSymbol {
                    name: name(&d.name),
                    info: info(
                        &d.ty,
                        d.precision,
                        d.invariant,
                        varying_rules,
                        target,
                        false,
                    ),
                    clamped: 0,
                    reserved_14: 0,
                    address: a as i16,
                    attribute_copy: -1,
                    chunks: Vec::new(),
                })
            })
            .collect(),
    };
    let attributes = AttributeTable {
        declared_count: None,
        children: attributes
            .iter()
            .zip(&a_addr)
            .map(|(d, &a)| {
                AttributeTableChunk::Symbol(AttributeSymbol {
                    name: name(&d.name),
                    info: info(
                        &d.ty,
                        d.precision,
                        d.invariant,
                        Rules::GpAttribute,
                        target,
                        true,
                    ),
                    reserved_13: 0,
                    address: a as i16,
                    chunks: Vec::new(),
                })
            })
            .collect(),
    };
    Ok(Tables {
        uniforms,
        attributes,
        varyings,
    })
}

fn check_declaration(d: &Declaration) -> Result<(), Error> {
    let bad = |problem: DeclarationProblem| {
        Err(LayoutError::Declaration {
            storage: d.storage,
            name: d.name.clone(),
            problem,
        }
        .into())
    };
    if d.name.is_empty() || d.name.contains('\0') {
        return bad(DeclarationProblem::BadName);
    }
    fn valid(t: &GlslType, depth: usize) -> Result<(), DeclarationProblem> {
        match t {
            GlslType::Float(n) | GlslType::Int(n) | GlslType::Bool(n) if !(1..=4).contains(n) => {
                Err(DeclarationProblem::VectorSize(*n))
            }
            GlslType::Mat(n) if !(2..=4).contains(n) => Err(DeclarationProblem::MatrixSize(*n)),
            GlslType::Array(_, 0) => Err(DeclarationProblem::EmptyArray),
            GlslType::Array(e, _) if matches!(**e, GlslType::Array(..)) => {
                Err(DeclarationProblem::ArrayOfArrays)
            }
            GlslType::Array(e, _) => valid(e, depth),
            GlslType::Struct(s) if s.members.is_empty() => {
                Err(DeclarationProblem::EmptyStruct(s.name.clone()))
            }
            GlslType::Struct(_) if depth > 16 => Err(DeclarationProblem::NestedTooDeeply),
            GlslType::Struct(s) => s.members.iter().try_for_each(|m| valid(&m.ty, depth + 1)),
            _ => Ok(()),
        }
    }
    if let Err(e) = valid(&d.ty, 0) {
        return bad(e);
    }
    let has_struct = |t: &GlslType| matches!(t.element(), GlslType::Struct(_));
    if d.storage != StorageClass::Uniform && has_struct(&d.ty) {
        return bad(DeclarationProblem::StructNotUniform);
    }
    if d.storage != StorageClass::Uniform && matches!(d.ty.element(), GlslType::Sampler(_)) {
        return bad(DeclarationProblem::SamplerNotUniform);
    }
    if d.storage == StorageClass::Attribute && d.ty.array_len() > 0 {
        return bad(DeclarationProblem::ArrayAttribute);
    }
    if matches!(d.ty.element(), GlslType::Int(_) | GlslType::Bool(_))
        && d.storage != StorageClass::Uniform
    {
        return bad(DeclarationProblem::NotAllowed {
            ty: d.ty.glsl(),
            storage: d.storage,
        });
    }
    if let Some(init) = &d.init {
        let want = match d.ty.element() {
            GlslType::Float(n) | GlslType::Int(n) | GlslType::Bool(n) => u64::from(*n),
            GlslType::Mat(n) => u64::from(*n) * u64::from(*n),
            _ => return bad(DeclarationProblem::InitialiserNotNumeric),
        } * u64::from(d.ty.array_len().max(1));
        if d.storage != StorageClass::Uniform || init.len() as u64 != want {
            return bad(DeclarationProblem::InitialiserLength {
                given: init.len(),
                ty: d.ty.glsl(),
                needed: want,
            });
        }
    }
    Ok(())
}

fn has_external_array(t: &GlslType) -> bool {
    match t {
        GlslType::Array(e, n) => {
            (*n > 1 && matches!(**e, GlslType::Sampler(SamplerKind::SamplerExternalOes)))
                || has_external_array(e)
        }
        GlslType::Struct(s) => s.members.iter().any(|m| has_external_array(&m.ty)),
        _ => false,
    }
}

/// Allocates one space: sorts, places group by group, checks the limit.
fn place(
    decls: &[&Declaration],
    rules: Rules,
    limit: u32,
    what: &'static str,
    stage: Stage,
) -> Result<(Vec<u32>, u32), Error> {
    let rules_of = |_: &Declaration| rules;
    let shapes: Vec<Shape> = decls.iter().map(|d| shape(&d.ty, rules_of(d))).collect();
    // Bound the work before building patterns cell by cell.
    let cells: u64 = shapes.iter().map(|s| u64::from(s.size)).sum();
    if cells > u64::from(limit) * 4 + 64 {
        return Err(LayoutError::TooManyCells {
            space: what,
            cells,
            stage,
            limit,
        }
        .into());
    }
    let mut order: Vec<usize> = (0..decls.len()).collect();
    order.sort_by(|&a, &b| {
        let (da, db) = (decls[a], decls[b]);
        da.group
            .cmp(&db.group)
            .then(db.ty.rank().cmp(&da.ty.rank()))
            .then(db.ty.array_len().cmp(&da.ty.array_len()))
            .then(db.ty.scalar_count().cmp(&da.ty.scalar_count()))
            .then(da.name.as_bytes().cmp(db.name.as_bytes()))
    });
    let mut addresses = vec![0u32; decls.len()];
    let mut base = 0;
    let mut i = 0;
    while i < order.len() {
        let group = &decls[order[i]].group;
        let j = order[i..]
            .iter()
            .position(|&k| &decls[k].group != group)
            .map_or(order.len(), |p| i + p);
        let items: Vec<Item> = order[i..j]
            .iter()
            .map(|&k| Item {
                cells: shapes[k].cells.clone(),
                align: shapes[k].align,
            })
            .collect();
        let max_rows = (limit.saturating_sub(base) / 4 + 2) as usize;
        let mut result = allocate(&items, base, 0, max_rows);
        if result.as_ref().is_none_or(|(_, end)| *end > limit) {
            // ARM redoes an overflowing group with the grid pre-sized to the space.
            let rows = (limit.saturating_sub(base) / 4) as usize;
            result = allocate(&items, base, rows, max_rows);
        }
        let Some((placed, end)) = result.filter(|(_, end)| *end <= limit) else {
            let first = decls[order[i]];
            return Err(LayoutError::GroupDoesNotFit {
                space: what,
                stage,
                limit,
                group: group.clone(),
                first_name: first.name.clone(),
                first_type: first.ty.glsl(),
            }
            .into());
        };
        for (&k, a) in order[i..j].iter().zip(placed) {
            addresses[k] = a;
        }
        base = end;
        i = j;
    }
    Ok((addresses, base))
}

fn name(n: &str) -> SymbolName {
    SymbolName {
        name: n.to_string(),
        name_padding: None,
    }
}

/// The symbol type and vector size of a record. An array's record describes its
/// element, so arrays answer for their element type.
fn symbol_kind(t: &GlslType) -> (SymbolType, u16) {
    match t {
        GlslType::Float(n) => (SymbolType::FLOAT, u16::from(*n)),
        GlslType::Int(n) => (SymbolType::INT, u16::from(*n)),
        GlslType::Bool(n) => (SymbolType::BOOL, u16::from(*n)),
        GlslType::Mat(n) => (SymbolType::MATRIX, u16::from(*n)),
        GlslType::Sampler(k) => match k {
            SamplerKind::Sampler2D => (SymbolType::SAMPLER, 2),
            SamplerKind::Sampler3D => (SymbolType::SAMPLER, 3),
            SamplerKind::SamplerCube => (SymbolType::SAMPLER_CUBE, 3),
            SamplerKind::Sampler2DShadow => (SymbolType::SAMPLER_2D_SHADOW, 2),
            SamplerKind::SamplerExternalOes => (SymbolType::SAMPLER_EXTERNAL, 2),
        },
        GlslType::Struct(st) => (SymbolType::STRUCT, st.members.len() as u16),
        GlslType::Array(e, _) => symbol_kind(e),
    }
}

/// The record fields of a type (spec §3).
fn info(
    ty: &GlslType,
    precision: Precision,
    invariant: bool,
    rules: Rules,
    target: &Target,
    attribute: bool,
) -> SymbolInfo {
    let e = ty.element();
    let s = shape(e, rules);
    let (kind, vec_size) = symbol_kind(e);
    let (version, bits) = match (target.compiler, attribute) {
        (Compiler::New, _) => (2, 16),
        (Compiler::Old, false) => (0, 24),
        (Compiler::Old, true) => (0, 32),
    };
    SymbolInfo {
        version,
        kind,
        vec_size,
        vector_stride: s.vector_stride as u16,
        array_size: ty.array_len(),
        array_stride: s.stride as u16,
        bit_precision: bits,
        precision: precision.byte(ty),
        invariant: u8::from(invariant),
    }
}

/// Appends a uniform and, for structs, its members depth-first.
fn flatten_uniform(
    d: &Declaration,
    address: u32,
    rules: Rules,
    target: &Target,
    out: &mut Vec<UniformSymbol>,
) {
    let mut chunks = Vec::new();
    if let Some(init) = &d.init {
        chunks.push(UniformChunk::Initializer(UniformInit {
            values: init.iter().map(|&v| F32Bits::from_value(v)).collect(),
        }));
    }
    push_uniform(
        &d.name,
        &d.ty,
        d.precision,
        d.invariant,
        address,
        -1,
        rules,
        target,
        chunks,
        out,
    );
}

#[allow(clippy::too_many_arguments)]
fn push_uniform(
    name_: &str,
    ty: &GlslType,
    precision: Precision,
    invariant: bool,
    address: u32,
    parent: i16,
    rules: Rules,
    target: &Target,
    mut chunks: Vec<UniformChunk>,
    out: &mut Vec<UniformSymbol>,
) {
    if target.compiler == Compiler::New {
        chunks.insert(
            0,
            UniformChunk::Indices(vec![
                IndexChunk::TdRemap(-1),
                IndexChunk::Yuv(-1),
                IndexChunk::Gradient(-1),
            ]),
        );
    }
    let index = out.len() as i16;
    out.push(UniformSymbol {
        name: name(name_),
        info: info(ty, precision, invariant, rules, target, false),
        reserved_13: 0,
        reserved_14: 0,
        address: address as i16,
        parent,
        chunks,
    });
    if let GlslType::Struct(s) = ty.element() {
        let offsets = member_offsets(&s.members, rules);
        for (m, off) in s.members.iter().zip(offsets) {
            push_uniform(
                &m.name,
                &m.ty,
                m.precision,
                false,
                off,
                index,
                rules,
                target,
                Vec::new(),
                out,
            );
        }
    }
}

/// The VIDX a new-compiler VUNI carries, for callers building tables by hand.
pub fn default_indices() -> UniformChunk {
    UniformChunk::Indices(vec![
        IndexChunk::TdRemap(-1),
        IndexChunk::Yuv(-1),
        IndexChunk::Gradient(-1),
    ])
}
