//! Input and output interface blocks (GLSL 1.50 and 3.30 §4.3.7):
//! `out VertexData { vec3 n; } v;` in a vertex shader, `in VertexData {
//! ... } v[];` in a geometry shader, input blocks of fragment shaders.
//!
//! A block is a struct type named by the block name. With an instance name
//! it is one global of that type (an array in a geometry shader's inputs);
//! without one, each member is a global of its own, as for uniform blocks.
//! Stages match blocks by block name (`link`).

use super::quals::{Quals, Storage};
use super::Analyzer;
use crate::ir::{GlobalId, StorageClass};
use crate::syntax::ast;
use crate::types::Type;
use crate::version::Stage;

/// A declared in/out block: its name, direction, globals and offset.
#[derive(Clone, Debug)]
pub(crate) struct IoBlock {
    pub name: String,
    pub class: StorageClass,
    /// The struct type holding its members.
    pub ty: u32,
    /// The instance name, if any.
    pub instance: Option<String>,
    /// The instance, or one global per member.
    pub globals: Vec<GlobalId>,
    pub offset: usize,
    /// Per member, the qualifiers that must match between the declarations
    /// of the block (`flat `, `layout(row_major) `; empty for the defaults).
    pub member_quals: Vec<String>,
    /// The instance's array size (0 unsized), if it is an array.
    pub array: Option<u32>,
    /// The block's packing, for uniform blocks (`layout(std140)`).
    pub layout: String,
}

/// The interpolation of each member of an in/out block, as it must match
/// (GLSL 1.50 §4.3.7 "the same member-wise layout qualification", §4.3.9
/// interpolation qualifiers match between stages).
fn io_member_quals(quals: &[(String, Quals)]) -> Vec<String> {
    quals
        .iter()
        .map(|(_, q)| {
            match q.interpolation.map(|i| i.0) {
                Some(crate::types::Interpolation::Flat) => "flat ",
                Some(crate::types::Interpolation::NoPerspective) => "noperspective ",
                _ => "",
            }
            .to_string()
        })
        .collect()
}

/// True for an `in` or `out` block.
pub(crate) fn is_io_block(b: &ast::Block) -> bool {
    b.qualifier.qualifiers.iter().any(|q| {
        matches!(
            &q.content,
            ast::TypeQualifierSpecData::Storage(s)
                if matches!(s.content, ast::StorageQualifierData::In | ast::StorageQualifierData::Out)
        )
    })
}

impl Analyzer<'_> {
    pub(crate) fn io_block(&mut self, b: &ast::Block) {
        let off = self.off(b.span);
        if !self.require_desktop(150, off, "`in`/`out` interface blocks") {
            return;
        }
        let q = self.quals(Some(&b.qualifier));
        self.reject_geometry_layout(&q);
        let (storage, class) = match q.storage.map(|s| s.0) {
            Some(Storage::In) => (Storage::In, StorageClass::Input),
            _ => (Storage::Out, StorageClass::Output),
        };
        let block = b.name.0;
        match (self.stage, class) {
            (Stage::Vertex, StorageClass::Input) => {
                let msg = format!("`{block}`: vertex shaders cannot have input blocks");
                self.error(off, msg);
                return;
            }
            (Stage::Fragment, StorageClass::Output) => {
                let msg = format!("`{block}`: fragment shaders cannot have output blocks");
                self.error(off, msg);
                return;
            }
            _ => {}
        }
        if q.location.is_some() {
            self.error(off, format!("`{block}`: blocks take no layout(location)"));
        }
        if block == "gl_PerVertex"
            && class == StorageClass::Output
            && matches!(self.stage, Stage::Vertex | Stage::Geometry)
        {
            self.redeclare_per_vertex(b, &q, off);
            return;
        }
        // GLSL 1.50 §3.7: names beginning with `gl_` are reserved.
        if block.starts_with("gl_") {
            let msg = format!("`{block}`: block names starting with `gl_` are reserved");
            self.error(self.off(b.name.span), msg);
            return;
        }
        self.check_block_name(block, self.off(b.name.span));
        if self
            .io_blocks
            .iter()
            .any(|b| b.name == block && b.class == class)
        {
            let dir = if class == StorageClass::Input {
                "input"
            } else {
                "output"
            };
            self.error(off, format!("redefinition of the {dir} block `{block}`"));
            return;
        }
        // Members: the block's storage or none, interpolation, centroid,
        // invariant and precision; no samplers (§4.3.7).
        // Per member: the precision qualifiers the struct keeps.
        let mut kept_quals = Vec::with_capacity(b.fields.len());
        let mut member_quals = Vec::new();
        for f in &b.fields {
            let foff = self.off(f.span);
            let fq = self.quals(f.qualifier.as_ref());
            self.reject_geometry_layout(&fq);
            if let Some((s, soff)) = fq.storage {
                if s != storage {
                    let msg = format!(
                        "a member of `{block}` can only repeat the block's `{}` qualifier",
                        if storage == Storage::In { "in" } else { "out" }
                    );
                    self.error(soff, msg);
                }
            }
            if fq.location.is_some() {
                self.error(foff, "block members take no layout(location)");
            }
            let mut merged = q.clone();
            merged.interpolation = fq.interpolation.or(q.interpolation);
            merged.centroid |= fq.centroid;
            merged.invariant |= fq.invariant;
            merged.precision = fq.precision.or(q.precision);
            for id in &f.identifiers {
                member_quals.push((id.ident.0.to_string(), merged.clone()));
            }
            // The struct keeps the precision; the other qualifiers were read here.
            let kept: Vec<_> = f.qualifier.as_ref().map_or(Vec::new(), |tq| {
                tq.qualifiers
                    .iter()
                    .filter(|s| matches!(s.content, ast::TypeQualifierSpecData::Precision(_)))
                    .cloned()
                    .collect()
            });
            kept_quals.push(kept);
        }
        let fields: Vec<_> = b
            .fields
            .iter()
            .zip(&kept_quals)
            .map(|(f, kept)| {
                let qualifier = f.qualifier.as_ref().map(|tq| {
                    ast::Node::new(
                        ast::TypeQualifierData {
                            qualifiers: ast::List(kept),
                        },
                        tq.span,
                    )
                });
                ast::Node::new(
                    ast::StructFieldSpecifierData {
                        qualifier,
                        ty: f.ty.clone(),
                        identifiers: f.identifiers,
                    },
                    f.span,
                )
            })
            .collect();
        let spec = ast::Node::new(
            ast::StructSpecifierData {
                name: None,
                fields: ast::List(&fields),
            },
            b.span,
        );
        let Some(sid) = self.struct_specifier_with(&spec, true) else {
            return;
        };
        self.structs[sid as usize].name = block.to_string();
        self.check_block_members(sid, off);
        let members = self.structs[sid as usize].members.clone();
        let mut bad = false;
        for (m, (_, mq)) in members.iter().zip(&member_quals) {
            if m.ty.contains_sampler(&self.structs) {
                let msg = format!("`{}`: in/out blocks cannot hold samplers", m.name);
                self.error(off, msg);
                bad = true;
                continue;
            }
            self.check_interface_type(&m.ty, Some(storage), class, mq, &m.name, off);
        }
        if bad {
            return;
        }
        let geom_input = self.stage == Stage::Geometry && class == StorageClass::Input;
        let link_quals = io_member_quals(&member_quals);
        let mut globals = Vec::new();
        match &b.identifier {
            Some(inst) => {
                let name = inst.ident.0.to_string();
                let ty = match &inst.array_spec {
                    Some(a) => match self.apply_array(Type::Struct(sid), a, None) {
                        Some(t) => t,
                        None => return,
                    },
                    None => Type::Struct(sid),
                };
                let ty = if geom_input {
                    match self.geom_input_type(ty, &name, off) {
                        Some(t) => t,
                        None => return,
                    }
                } else {
                    if matches!(ty, Type::Array(_, 0)) {
                        let msg = format!("`{name}`: an unsized block array needs a size");
                        self.error(off, msg);
                        return;
                    }
                    ty
                };
                let id = self.add_block_global(&name, ty, class, &q, off);
                if let (Some(id), true) = (id, geom_input) {
                    self.geom_input_declared(id, off);
                }
                globals.extend(id);
                for (k, m) in self.structs[sid as usize].members.iter().enumerate() {
                    if matches!(m.ty, Type::Array(_, 0)) {
                        self.unsized_members.insert((sid, k as u32), (None, off));
                    }
                }
            }
            None if geom_input => {
                let msg = format!(
                    "`{block}`: geometry shader input blocks must be arrays with an instance name (e.g. `in {block} {{ ... }} v[];`)"
                );
                self.error(off, msg);
            }
            None => {
                for (m, (_, mq)) in members.into_iter().zip(member_quals) {
                    let unsized_member = matches!(m.ty, Type::Array(_, 0));
                    let id = self.add_block_global(&m.name, m.ty, class, &mq, off);
                    if let (Some(id), true) = (id, unsized_member) {
                        self.unsized_arrays.insert(id, (None, off));
                    }
                    globals.extend(id);
                }
            }
        }
        let array = match globals.first() {
            Some(&g) if b.identifier.is_some() => match &self.globals[g.index()].ty {
                Type::Array(_, n) => Some(*n),
                _ => None,
            },
            _ => None,
        };
        self.io_blocks.push(IoBlock {
            name: block.to_string(),
            class,
            ty: sid,
            instance: b.identifier.as_ref().map(|i| i.ident.0.to_string()),
            globals,
            offset: off,
            member_quals: link_quals,
            array,
            layout: String::new(),
        });
    }

    fn add_block_global(
        &mut self,
        name: &str,
        ty: Type,
        class: StorageClass,
        q: &Quals,
        off: usize,
    ) -> Option<crate::ir::GlobalId> {
        if class == StorageClass::Output && self.stage == Stage::Fragment {
            self.uses_user_frag_out.get_or_insert(off);
        }
        self.add_global(name, ty, class, q, None, off)
    }
}

impl Analyzer<'_> {
    /// The in/out block global `g` is, or is a member of.
    pub(crate) fn block_of(&self, g: GlobalId) -> Option<String> {
        self.io_blocks
            .iter()
            .find(|b| b.globals.contains(&g))
            .map(|b| b.name.clone())
    }

    pub(crate) fn block_symbols(&self) -> Vec<crate::link::BlockSymbol> {
        self.io_blocks
            .iter()
            .map(|b| {
                let def = &self.structs[b.ty as usize];
                crate::link::BlockSymbol {
                    name: b.name.clone(),
                    class: b.class,
                    members: def
                        .members
                        .iter()
                        .zip(
                            b.member_quals
                                .iter()
                                .chain(std::iter::repeat(&String::new())),
                        )
                        .map(|(m, q)| (m.name.clone(), format!("{q}{}", self.type_name(&m.ty))))
                        .collect(),
                    array: b.array,
                    layout: b.layout.clone(),
                    instance: b.instance.clone(),
                    statically_used: b
                        .globals
                        .iter()
                        .any(|g| self.globals[g.index()].statically_used),
                    at: self
                        .map
                        .diagnostic(crate::diag::Severity::Error, b.offset, String::new()),
                }
            })
            .collect()
    }
}
