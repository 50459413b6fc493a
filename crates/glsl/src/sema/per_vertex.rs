//! Redeclaring the built-in output block `gl_PerVertex` (GLSL 1.50 §7.1):
//! `out gl_PerVertex { vec4 gl_Position; };` keeps the members listed and
//! takes the others away. The redeclaration comes before any use of a
//! member, at most once per object; a member left out cannot be used. The
//! linker checks that the objects of a stage that use the block's members
//! redeclare it alike (`link::link`).

use super::quals::{Quals, Storage};
use super::Analyzer;
use crate::ir::StorageClass;
use crate::syntax::ast;
use crate::types::Type;

/// The members of the built-in output block: the core ones, then those of
/// the compatibility profile (GLSL 1.50 compatibility §7.1).
pub(crate) const MEMBERS: &[&str] = &[
    "gl_Position",
    "gl_PointSize",
    "gl_ClipDistance",
    "gl_ClipVertex",
    "gl_FrontColor",
    "gl_BackColor",
    "gl_FrontSecondaryColor",
    "gl_BackSecondaryColor",
    "gl_TexCoord",
    "gl_FogFragCoord",
];

impl Analyzer<'_> {
    /// `out gl_PerVertex { ... };` of a vertex or geometry shader.
    pub(crate) fn redeclare_per_vertex(&mut self, b: &ast::Block, q: &Quals, off: usize) {
        if b.identifier.is_some() {
            self.error(
                off,
                "the `gl_PerVertex` output block must be redeclared without an instance name",
            );
            return;
        }
        if self.per_vertex_out.is_some() {
            self.error(off, "`gl_PerVertex` is redeclared more than once");
            return;
        }
        if let Some(used) = MEMBERS
            .iter()
            .find(|m| self.builtin_globals.contains_key(**m))
        {
            let msg =
                format!("`gl_PerVertex` must be redeclared before its member `{used}` is used");
            self.error(off, msg);
            return;
        }
        let mut names: Vec<String> = Vec::new();
        let mut typed: Vec<(String, Type, usize)> = Vec::new();
        for f in &b.fields {
            let foff = self.off(f.span);
            let Some(base) = self.resolve_type(&f.ty) else {
                continue;
            };
            for id in &f.identifiers {
                let name = id.ident.0;
                let ty = match &id.array_spec {
                    Some(a) => match self.apply_array(base.clone(), a, None) {
                        Some(t) => t,
                        None => continue,
                    },
                    None => base.clone(),
                };
                if !MEMBERS.contains(&name) {
                    let msg =
                        format!("`{name}` is not a member of the built-in `gl_PerVertex` block");
                    self.error(foff, msg);
                    continue;
                }
                if names.iter().any(|n| n == name) {
                    self.error(foff, format!("`{name}` is listed twice in `gl_PerVertex`"));
                    continue;
                }
                names.push(name.to_string());
                typed.push((name.to_string(), ty, foff));
            }
        }
        // Declared first, so the members listed are available below.
        self.per_vertex_out = Some((names, off));
        let out = Quals {
            storage: Some((Storage::Out, off)),
            invariant: q.invariant,
            ..Quals::default()
        };
        for (name, ty, foff) in typed {
            if matches!(ty, Type::Array(..)) {
                // `gl_ClipDistance[]`, `gl_TexCoord[]`: sized as a
                // redeclaration outside the block would size them.
                self.redeclare_array(&name, &ty, &out, foff);
                continue;
            }
            let Some(v) = self.builtin_var(&name, foff) else {
                continue;
            };
            let class = match v.root {
                crate::ir::Root::Global(g) => self.globals.get(g.index()).map(|g| g.class),
                crate::ir::Root::Local(_) => None,
            };
            if class != Some(StorageClass::Output) {
                let msg = format!("`{name}` is not an output of {} shaders", self.stage);
                self.error(foff, msg);
            } else if v.ty != ty {
                let msg = format!(
                    "`{name}` is redeclared in `gl_PerVertex` as `{}`, but it is `{}`",
                    self.type_name(&ty),
                    self.type_name(&v.ty)
                );
                self.error(foff, msg);
            }
        }
    }

    /// Whether the built-in `name` was left out of a redeclared
    /// `gl_PerVertex` (reported at `offset`).
    pub(crate) fn hidden_by_per_vertex(&mut self, name: &str, offset: usize) -> bool {
        let hidden = self
            .per_vertex_out
            .as_ref()
            .is_some_and(|(kept, _)| MEMBERS.contains(&name) && !kept.iter().any(|k| k == name));
        if hidden {
            let msg = format!("`{name}` is not a member of the redeclared `gl_PerVertex` block");
            self.error(offset, msg);
        }
        hidden
    }
}

impl Analyzer<'_> {
    /// The object's use of `gl_PerVertex`, for the linker.
    pub(crate) fn per_vertex_symbol(&self) -> crate::link::PerVertexSymbol {
        let at = |off: usize| {
            self.map
                .diagnostic(crate::diag::Severity::Error, off, String::new())
        };
        crate::link::PerVertexSymbol {
            redeclared: self
                .per_vertex_out
                .as_ref()
                .map(|(kept, off)| (kept.clone(), at(*off))),
            used: MEMBERS
                .iter()
                .any(|m| self.builtin_globals.contains_key(*m)),
        }
    }
}
