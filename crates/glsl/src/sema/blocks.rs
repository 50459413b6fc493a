//! Uniform block rules (GLSL 1.40-3.30 section 4.3.5.1 / 4.3.7).

use super::Analyzer;
use crate::syntax::ast;
use crate::types::{StructDef, Type};

/// The packing (`std140`, `shared`, `packed`) and the matrix order
/// (`row_major`, `column_major`) a qualifier names, lower case; the last
/// of each kind wins.
pub(crate) fn block_layout_ids(q: Option<&ast::TypeQualifier>) -> (Option<String>, Option<String>) {
    let (mut packing, mut order) = (None, None);
    for spec in q.iter().flat_map(|q| q.qualifiers.iter()) {
        let ast::TypeQualifierSpecData::Layout(l) = &spec.content else {
            continue;
        };
        for id in &l.ids {
            let ast::LayoutQualifierSpecData::Identifier(written, _) = &id.content;
            let name = written.0.to_ascii_lowercase();
            match name.as_str() {
                "std140" | "shared" | "packed" => packing = Some(name),
                "row_major" | "column_major" => order = Some(name),
                _ => {}
            }
        }
    }
    (packing, order)
}

/// A matrix, or an array or struct holding one: the types a matrix order
/// applies to.
fn holds_matrix(ty: &Type, structs: &[StructDef]) -> bool {
    match ty {
        Type::Matrix { .. } => true,
        Type::Array(e, _) => holds_matrix(e, structs),
        Type::Struct(id) => structs
            .get(*id as usize)
            .is_some_and(|s| s.members.iter().any(|m| holds_matrix(&m.ty, structs))),
        _ => false,
    }
}

impl Analyzer<'_> {
    /// Record a uniform block: a block name names one block per shader, and
    /// members cannot be (or hold) samplers ("sampler types are not allowed
    /// inside of uniform blocks", 1.40 section 4.3.5.1).
    pub(crate) fn uniform_block_declared(&mut self, name: &str, sid: u32, off: usize) {
        if self.uniform_blocks.iter().any(|(n, _)| n == name) {
            self.error(off, format!("redefinition of uniform block `{name}`"));
        }
        let sampler = self.structs[sid as usize]
            .members
            .iter()
            .find(|m| m.ty.contains_sampler(&self.structs))
            .map(|m| m.name.clone());
        if let Some(m) = sampler {
            self.error(
                off,
                format!("uniform block `{name}`: member `{m}` is a sampler; uniform blocks cannot hold samplers"),
            );
        }
        self.uniform_blocks.push((name.to_string(), sid));
    }

    /// Keep a uniform block for linking (GLSL 1.50 §4.3.7: blocks of one
    /// name in a program match member by member, with the same layout
    /// qualification and array size): its members' effective matrix order
    /// (for those holding a matrix) and its packing, `shared` by default.
    pub(crate) fn uniform_block_for_link(
        &mut self,
        b: &ast::Block,
        sid: u32,
        globals: Vec<crate::ir::GlobalId>,
        off: usize,
    ) {
        let (packing, order) = block_layout_ids(Some(&b.qualifier));
        let members = &self.structs[sid as usize].members;
        let mut member_quals = Vec::new();
        for f in &b.fields {
            let (_, own) = block_layout_ids(f.qualifier.as_ref());
            let order = own.or_else(|| order.clone());
            for _ in &f.identifiers {
                let holds = members
                    .get(member_quals.len())
                    .is_some_and(|m| holds_matrix(&m.ty, &self.structs));
                member_quals.push(match (&order, holds) {
                    (Some(o), true) if o == "row_major" => "layout(row_major) ".to_string(),
                    _ => String::new(),
                });
            }
        }
        let array = match globals.first() {
            Some(&g) if b.identifier.is_some() => match &self.globals[g.index()].ty {
                Type::Array(_, n) => Some(*n),
                _ => None,
            },
            _ => None,
        };
        self.io_blocks.push(super::ioblock::IoBlock {
            name: b.name.0.to_string(),
            class: crate::ir::StorageClass::Uniform,
            ty: sid,
            instance: b.identifier.as_ref().map(|i| i.ident.0.to_string()),
            globals,
            offset: off,
            member_quals,
            array,
            layout: format!("layout({})", packing.as_deref().unwrap_or("shared")),
        });
    }

    /// `name` names a uniform or in/out block of this shader.
    pub(crate) fn is_block_name(&self, name: &str) -> bool {
        self.uniform_blocks.iter().any(|(n, _)| n == name)
            || self.io_blocks.iter().any(|b| b.name == name)
    }

    /// A block name has no other use at global scope (GLSL 1.50 and 3.30
    /// §4.3.7: "it is an error to use a block name at global scope for
    /// anything other than as a block name"): no variable, function or
    /// struct of that name before it. (Later ones are rejected by
    /// `declare` and `declare_function`.)
    pub(crate) fn check_block_name(&mut self, name: &str, off: usize) {
        if self.scopes[0].contains_key(name.as_bytes()) || self.fn_decls.contains_key(name) {
            self.error(
                off,
                format!("`{name}`: a block name cannot also name a variable, function or struct"),
            );
        }
    }

    /// Block members are declared names too: a `gl_` prefix is reserved
    /// (GLSL 1.50 §3.7).
    pub(crate) fn check_block_members(&mut self, sid: u32, off: usize) {
        let reserved = self.structs[sid as usize]
            .members
            .iter()
            .find(|m| m.name.starts_with("gl_"))
            .map(|m| m.name.clone());
        if let Some(m) = reserved {
            self.error(
                off,
                format!("`{m}`: identifiers starting with `gl_` are reserved"),
            );
        }
    }
}
