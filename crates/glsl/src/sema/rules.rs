//! Language rules checked on their own, each with the section of the
//! specification that states it: function return types, `const`
//! parameters, struct member qualifiers and embedded struct definitions.

use super::decl::Quals;
use super::Analyzer;
use crate::syntax::ast::{self, TypeSpecifierNonArrayData as TSN};
use crate::types::Type;

/// True when a parameter's qualifiers include `const` (alone or `const in`).
pub(crate) fn has_const(q: Option<&ast::TypeQualifier>) -> bool {
    q.is_some_and(|q| {
        q.qualifiers.iter().any(|s| {
            matches!(
                &s.content,
                ast::TypeQualifierSpecData::Storage(st)
                    if matches!(st.content, ast::StorageQualifierData::Const)
            )
        })
    })
}

impl Analyzer<'_> {
    /// GLSL 1.10-3.30 section 4.1.7 (ES 1.00 section 4.1.7): samplers are
    /// uniforms or function parameters only, so no function returns one
    /// (nor a structure holding one).
    pub(crate) fn check_return_type(&mut self, ret: &Type, off: usize) {
        if ret.contains_sampler(&self.structs) {
            self.error(off, "a function cannot return a sampler");
        }
    }

    /// GLSL 1.20-3.30 section 4.1.8: members take only precision
    /// qualifiers (no `centroid`, `invariant`), and a structure definition
    /// cannot be embedded in another ("Embedded structure definitions are
    /// not supported"; GLSL 1.10 and ES 1.00 allow them).
    pub(crate) fn check_struct_member(&mut self, q: &Quals, ty: &ast::TypeSpecifier, off: usize) {
        if q.centroid {
            self.error(off, "struct members cannot have the `centroid` qualifier");
        }
        if q.invariant {
            self.error(off, "struct members cannot be `invariant`");
        }
        if matches!(ty.ty.content, TSN::Struct(_)) && self.version.desktop_at_least(120) {
            let msg = format!(
                "embedded structure definitions are not allowed in {}",
                self.version_name()
            );
            self.error(off, msg);
        }
    }
}
