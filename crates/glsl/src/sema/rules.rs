//! Language rules checked on their own, each with the section of the
//! specification that states it: function return types, `const`
//! parameters, struct member qualifiers and embedded struct definitions.

use super::quals::{Quals, Storage};
use super::{Analyzer, Symbol};
use crate::ir::{GlobalId, StorageClass};
use crate::syntax::ast::{self, TypeSpecifierNonArrayData as TSN};
use crate::types::{Precision, ScalarKind, Type};
use crate::version::Stage;

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
        // GLSL ES 1.00 section 6.1: "The return type can also be a
        // structure if the structure does not contain an array."
        if self.version.is_es() && matches!(ret, Type::Struct(_)) && self.has_array(ret) {
            self.error(
                off,
                "a function cannot return a structure that contains an array",
            );
        }
    }

    fn has_array(&self, ty: &Type) -> bool {
        match ty {
            Type::Array(..) => true,
            Type::Struct(id) => self
                .structs
                .get(*id as usize)
                .is_some_and(|s| s.members.iter().any(|m| self.has_array(&m.ty))),
            _ => false,
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

impl Analyzer<'_> {
    /// A `switch` body may not end with a label: GLSL 1.30-3.30 section 6.2
    /// ("a case or default label must be followed by a statement" at the end
    /// of a switch; glslang and Mesa enforce it in every version).
    pub(crate) fn check_switch_end(&mut self, body: &[ast::Statement]) {
        if let Some(last) = body.last() {
            if let ast::StatementData::CaseLabel(l) = &last.content {
                let what = match l.content {
                    ast::CaseLabelData::Def => "`default`",
                    ast::CaseLabelData::Case(_) => "`case`",
                };
                let msg =
                    format!("{what} label at the end of a switch must be followed by a statement");
                self.error(self.off(last.span), msg);
            }
        }
    }

    /// Indexing with a non-constant expression: GLSL 1.30-3.30 section 4.1.7
    /// allows only integral constant expressions into sampler arrays, and
    /// GLSL 1.50 and 3.30 section 4.3.7 only constant indices into uniform
    /// block arrays (both become dynamically uniform indices in 4.00).
    pub(crate) fn check_dynamic_index(&mut self, indexed: &Type, off: usize) {
        let Type::Array(elem, _) = indexed else {
            return;
        };
        if !self.version.desktop_at_least(130) {
            return;
        }
        if matches!(elem.as_ref(), Type::Sampler(_)) {
            let msg = format!(
                "sampler arrays can only be indexed with constant expressions in {}",
                self.version_name()
            );
            self.error(off, msg);
        } else if matches!(elem.as_ref(), Type::Struct(s) if self.uniform_blocks.iter().any(|b| b.1 == *s))
        {
            let msg = format!(
                "uniform block arrays can only be indexed with constant expressions in {}",
                self.version_name()
            );
            self.error(off, msg);
        }
    }

    /// GLSL 1.30-3.30 section 4.3.6: fragment outputs are float, integer or
    /// vector types or arrays of these; matrices and structures cannot be
    /// outputs of a fragment shader.
    pub(crate) fn check_fragment_output(
        &mut self,
        elem: &Type,
        class: StorageClass,
        name: &str,
        off: usize,
    ) {
        if self.stage == Stage::Fragment
            && class == StorageClass::Output
            && matches!(elem, Type::Matrix { .. })
        {
            self.error(
                off,
                format!("`{name}`: fragment outputs cannot be matrices"),
            );
        }
    }

    /// GLSL 1.20-3.30 section 4.6.1 (ES 1.00 section 4.6.1): an `invariant`
    /// redeclaration must come before any use of the variable.
    pub(crate) fn check_invariant_before_use(&mut self, g: GlobalId, name: &str, off: usize) {
        let used = self.init_uses.contains(&g) || self.fn_globals.iter().any(|s| s.contains(&g));
        if used {
            self.error(
                off,
                format!("`{name}` is used before its `invariant` redeclaration"),
            );
        }
    }
}

impl Analyzer<'_> {
    /// A built-in state struct type named as a type (`gl_LightSourceParameters l;`):
    /// GLSL 1.10-1.30 and 1.50 compatibility section 7.5 declare these
    /// structs, so they name user variables where their uniforms exist.
    pub(crate) fn builtin_struct_type(&mut self, name: &str, off: usize) -> Option<Type> {
        let Some((ty, avail)) = crate::builtins::state::struct_type(name) else {
            self.error(off, format!("unknown type `{name}`"));
            return None;
        };
        if !avail.allows(self.version) {
            let msg = format!(
                "`{name}` is not available in {} (it needs {})",
                self.version_name(),
                avail.describe()
            );
            self.error(off, msg);
            return None;
        }
        Some(Type::Struct(self.state_struct(ty)))
    }
}

impl Analyzer<'_> {
    /// Whole-array assignment: GLSL 1.20 section 5.8 makes arrays l-values
    /// of `=`; GLSL 1.10 and ES 1.00 (section 5.8) do not.
    pub(crate) fn check_array_assignment(&mut self, target: &Type, off: usize) {
        if matches!(target, Type::Array(..))
            && (self.version.is_es() || !self.version.desktop_at_least(120))
        {
            let msg = format!(
                "arrays cannot be assigned as a whole in {}",
                self.version_name()
            );
            self.error(off, msg);
        }
    }

    /// GLSL 1.30+ and ES 1.00 section 4.5.2: precision qualifiers apply to
    /// floating-point, integer and sampler types (and arrays of them) only.
    pub(crate) fn check_precision_type(&mut self, q: &Quals, ty: &Type, off: usize) {
        if q.precision.is_none() {
            return;
        }
        let mut t = ty;
        while let Type::Array(e, _) = t {
            t = e;
        }
        let ok = match t {
            Type::Sampler(_) => true,
            Type::Struct(_) | Type::Void => false,
            other => !matches!(other.scalar_kind(), Some(ScalarKind::Bool) | None),
        };
        if !ok {
            let msg = format!(
                "precision qualifiers apply to float, int and sampler types, not `{}`",
                self.type_name(ty)
            );
            self.error(off, msg);
        }
    }

    /// GLSL 1.10 section 4.3.2: a constant expression is a literal, a
    /// `const` variable, a constructor or an operator on these; built-in
    /// function calls join the list in GLSL 1.20 (and ES 1.00).
    pub(crate) fn check_const_initializer(&mut self, init: &ast::Initializer) {
        if self.version.is_es() || self.version.desktop_at_least(120) {
            return;
        }
        let ast::InitializerData::Simple(e) = &init.content else {
            return;
        };
        // A struct's name called is its constructor, not a function call.
        let is_struct = |name: &str| matches!(self.lookup(name), Some(Symbol::Struct(_)));
        if let Some(call) = first_function_call(e, &is_struct) {
            let off = self.off(call.span);
            self.error(
                off,
                "a function call is not a constant expression in GLSL 1.10 (built-in calls are from GLSL 1.20)",
            );
        }
    }
}

/// The first call of a function (not a constructor) in `e`; `is_struct`
/// tells a struct constructor (`S(0.0)`) from a call.
fn first_function_call<'e, 'a>(
    e: &'e ast::Expr<'a>,
    is_struct: &dyn Fn(&str) -> bool,
) -> Option<&'e ast::Expr<'a>> {
    use ast::ExprData as E;
    let first = |x| first_function_call(x, is_struct);
    match &e.content {
        E::FunCall(f, args) => {
            if let ast::FunIdentifierData::Expr(callee) = &f.content {
                let constructor = matches!(&callee.content, E::Variable(name) if is_struct(name.0));
                if !constructor {
                    return Some(e);
                }
            }
            args.iter().find_map(first)
        }
        E::Unary(_, a) | E::Dot(a, _) | E::PostInc(a) | E::PostDec(a) => first(a),
        E::Binary(_, a, b) | E::Bracket(a, b) | E::Comma(a, b) | E::Assignment(a, _, b) => {
            first(a).or_else(|| first(b))
        }
        E::Ternary(a, b, c) => first(a).or_else(|| first(b)).or_else(|| first(c)),
        _ => None,
    }
}

impl Analyzer<'_> {
    /// ES 1.00 section 4.5.3: a fragment shader has no default precision for
    /// float, so every declaration of a float-based type (variables, arrays,
    /// struct members, function return types) needs a precision qualifier or
    /// a `precision` statement in scope.
    pub(crate) fn check_es_precision(
        &mut self,
        given: Option<Precision>,
        ty: &Type,
        what: impl FnOnce() -> String,
        off: usize,
    ) {
        if !self.version.is_es() || given.is_some() {
            return;
        }
        let mut t = ty;
        while let Type::Array(e, _) = t {
            t = e;
        }
        if matches!(t.scalar_kind(), Some(ScalarKind::Float)) && self.default_precision(t).is_none()
        {
            self.error(
                off,
                format!(
                    "{}: no precision for float (declare one, e.g. `precision mediump float;`)",
                    what()
                ),
            );
        }
    }
}

impl Analyzer<'_> {
    /// GLSL 3.30 section 4.3.8.2: `layout(index = N)` selects the blend
    /// equation input of a fragment output (0 or 1, dual-source blending);
    /// it qualifies fragment outputs only.
    pub(crate) fn check_output_index(&mut self, q: &Quals, name: &str) {
        let Some((n, off)) = q.index else {
            return;
        };
        let output = matches!(q.storage.map(|s| s.0), Some(Storage::Out));
        if self.stage != Stage::Fragment || !output {
            self.error(
                off,
                format!("`{name}`: layout(index) applies to fragment outputs only"),
            );
        } else if n > 1 {
            self.error(off, format!("`{name}`: layout(index = {n}) must be 0 or 1"));
        }
    }
}

impl Analyzer<'_> {
    /// GLSL ES 1.00 section 6.1 (and 4.5.2): a function's prototype and
    /// definition agree on the precision qualifiers of the return type and of
    /// each parameter. Desktop precision qualifiers have no meaning, so only ES checks.
    pub(crate) fn check_prototype_precisions(
        &mut self,
        name: &str,
        before: &[Option<Precision>],
        now: &[Option<Precision>],
        off: usize,
    ) {
        if !self.version.is_es() {
            return;
        }
        if let Some(i) = before.iter().zip(now).position(|(a, b)| a != b) {
            let what = if i == 0 {
                "return type".to_string()
            } else {
                format!("parameter {i}")
            };
            self.error(
                off,
                format!("`{name}` redeclared with a different precision qualifier on its {what}"),
            );
        }
    }
}

impl Analyzer<'_> {
    /// GLSL 1.50 and 3.30 section 4.3.4/4.3.6: vertex outputs and fragment
    /// inputs may be structures (of the types allowed there: no bool, no
    /// sampler); vertex inputs and fragment outputs may not, nor may any
    /// interface variable before 1.50. True when `ty` is such an allowed
    /// struct (errors for bad members are reported here).
    pub(crate) fn interface_struct_allowed(
        &mut self,
        ty: &Type,
        class: StorageClass,
        name: &str,
        off: usize,
    ) -> bool {
        let varying = matches!(
            (self.stage, class),
            (Stage::Vertex, StorageClass::Output) | (Stage::Fragment, StorageClass::Input)
        );
        if !varying || !self.version.desktop_at_least(150) {
            return false;
        }
        if ty.contains_sampler(&self.structs) || self.contains_bool(ty) {
            self.error(
                off,
                format!("`{name}`: a structure shader input or output cannot hold bool or sampler members"),
            );
        }
        true
    }

    fn contains_bool(&self, ty: &Type) -> bool {
        match ty {
            Type::Array(e, _) => self.contains_bool(e),
            Type::Struct(s) => self.structs[*s as usize]
                .members
                .iter()
                .any(|m| self.contains_bool(&m.ty)),
            t => matches!(t.scalar_kind(), Some(ScalarKind::Bool)),
        }
    }
}
