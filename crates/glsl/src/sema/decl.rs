//! Declarations: types, qualifiers, global and local variables, structs,
//! interface blocks, function prototypes and definitions.

use super::quals::{Quals, Storage};
use super::{Analyzer, FnDecl, FnState, Symbol, VarSym, MAX_ARRAY_LEN, MAX_VARIABLE_SLOTS};
use crate::builtins::texture::sampler_types;
use crate::builtins::vars;
use crate::diag::{Diagnostic, Severity};
use crate::interp::consts::flat_size;
use crate::ir::*;
use crate::link::{FunctionSymbol, GlobalSymbol, ObjectSymbols};
use crate::syntax::ast::{self, BasicType as TS, TypeSpecifierNonArrayData as TSN};
use crate::types::*;
use crate::version::Stage;
use std::collections::BTreeSet;

/// A parameter as declared: name, type, direction, offset, `const`.
type ParamDecl = (Option<Name>, Type, ParamDirection, usize, bool);

impl Analyzer<'_> {
    pub(crate) fn external(&mut self, d: &ast::ExternalDeclaration) {
        match &d.content {
            ast::ExternalDeclarationData::FunctionDefinition(f) => self.function_definition(f),
            ast::ExternalDeclarationData::Declaration(decl) => self.declaration(decl, true),
        }
    }

    // ---- qualifiers -------------------------------------------------------

    pub(crate) fn quals(&mut self, q: Option<&ast::TypeQualifier>) -> Quals {
        let mut out = Quals::default();
        let Some(q) = q else { return out };
        // GLSL 1.30-3.30 §4.7 and ES 1.00 §4.7 fix the order: invariant,
        // interpolation, storage (`centroid` before `in`/`out`/`varying`),
        // precision; parameters: `const`, direction, precision. (Only 4.20
        // lets them come in any order.)
        let mut order_seen = 0u8;
        let mut order_reported = false;
        for spec in &q.qualifiers {
            let off = self.off(spec.span);
            let rank = match &spec.content {
                ast::TypeQualifierSpecData::Invariant => Some(0),
                ast::TypeQualifierSpecData::Interpolation(_) => Some(1),
                ast::TypeQualifierSpecData::Storage(s) => Some(
                    if matches!(s.content, ast::StorageQualifierData::Centroid) {
                        2
                    } else {
                        3
                    },
                ),
                ast::TypeQualifierSpecData::Precision(_) => Some(4),
                ast::TypeQualifierSpecData::Layout(_) => None,
            };
            if let Some(rank) = rank {
                if rank < order_seen && !order_reported {
                    self.error(
                        off,
                        "qualifiers out of order (invariant, interpolation, storage, precision)",
                    );
                    order_reported = true;
                }
                order_seen = order_seen.max(rank);
            }
            match &spec.content {
                ast::TypeQualifierSpecData::Storage(s) => {
                    let st = match &s.content {
                        ast::StorageQualifierData::Const => Storage::Const,
                        ast::StorageQualifierData::In => Storage::In,
                        ast::StorageQualifierData::Out => Storage::Out,
                        ast::StorageQualifierData::InOut => Storage::InOut,
                        ast::StorageQualifierData::Uniform => Storage::Uniform,
                        ast::StorageQualifierData::Attribute => Storage::Attribute,
                        ast::StorageQualifierData::Varying => Storage::Varying,
                        ast::StorageQualifierData::Centroid => {
                            if self.require_desktop(120, off, "`centroid`") {
                                out.centroid = true;
                            }
                            continue;
                        }
                    };
                    // `const in` on parameters: a read-only `in`.
                    if matches!(
                        (out.storage.map(|s| s.0), st),
                        (Some(Storage::Const), Storage::In) | (Some(Storage::In), Storage::Const)
                    ) {
                        out.storage = Some((Storage::In, off));
                        continue;
                    }
                    if let Some((prev, _)) = out.storage {
                        self.error(
                            off,
                            format!("more than one storage qualifier ({prev:?} and {st:?})")
                                .to_lowercase(),
                        );
                    }
                    out.storage = Some((st, off));
                }
                ast::TypeQualifierSpecData::Layout(l) => {
                    for id in &l.ids {
                        let ioff = self.off(id.span);
                        // Layout qualifier identifiers are not case-sensitive
                        // in desktop GLSL (GLSL 1.40 §4.3.7, 1.50 and 3.30
                        // §4.3.8: "not case sensitive").
                        let ast::LayoutQualifierSpecData::Identifier(written, value) = &id.content;
                        let lower;
                        let name = if written.0.bytes().any(|b| b.is_ascii_uppercase()) {
                            lower = written.0.to_ascii_lowercase();
                            lower.as_str()
                        } else {
                            written.0
                        };
                        match name {
                            "location" => {
                                let explicit = self
                                    .extensions
                                    .iter()
                                    .any(|e| e == "GL_ARB_explicit_attrib_location");
                                if !explicit
                                    && !self.require_desktop(330, ioff, "`layout(location)`")
                                {
                                    continue;
                                }
                                let Some(v) = value else {
                                    self.error(ioff, "`location` needs a value");
                                    continue;
                                };
                                if let Some(n) = self.const_uint(v, "location") {
                                    out.location = Some((n, ioff));
                                }
                            }
                            "std140" | "shared" | "packed" | "row_major" | "column_major" => {
                                out.block_layout.get_or_insert(ioff);
                            }
                            "index" => {
                                if !self.require_desktop(330, ioff, "`layout(index)`") {
                                    continue;
                                }
                                let Some(v) = value else {
                                    self.error(ioff, "`index` needs a value");
                                    continue;
                                };
                                if let Some(n) = self.const_uint(v, "index") {
                                    out.index = Some((n, ioff));
                                }
                            }
                            "origin_upper_left" | "pixel_center_integer" if value.is_none() => {
                                out.frag_coord_layout.get_or_insert(ioff);
                                if name == "origin_upper_left" {
                                    out.origin_upper_left = true;
                                } else {
                                    out.pixel_center_integer = true;
                                }
                            }
                            _ if super::geom::is_layout_id(name) => {
                                self.geom_layout_id(&mut out, name, value.as_deref(), ioff);
                            }
                            _ => {
                                let msg = format!("unsupported layout qualifier `{}`", written.0);
                                self.error(ioff, msg);
                            }
                        }
                    }
                }
                ast::TypeQualifierSpecData::Precision(p) => {
                    if !self.version.is_es()
                        && !self.require_desktop(130, off, "precision qualifiers")
                    {
                        continue;
                    }
                    out.precision = Some(match p.content {
                        ast::PrecisionQualifierData::High => Precision::High,
                        ast::PrecisionQualifierData::Medium => Precision::Medium,
                        ast::PrecisionQualifierData::Low => Precision::Low,
                    });
                }
                ast::TypeQualifierSpecData::Interpolation(i) => {
                    if !self.require_desktop(130, off, "interpolation qualifiers") {
                        continue;
                    }
                    // GLSL 1.30 section 4.3.9: at most one interpolation qualifier.
                    if out.interpolation.is_some() {
                        self.error(off, "more than one interpolation qualifier");
                    }
                    out.interpolation = Some((
                        match i.content {
                            ast::InterpolationQualifierData::Smooth => Interpolation::Smooth,
                            ast::InterpolationQualifierData::Flat => Interpolation::Flat,
                            ast::InterpolationQualifierData::NoPerspective => {
                                Interpolation::NoPerspective
                            }
                        },
                        off,
                    ));
                }
                ast::TypeQualifierSpecData::Invariant => out.invariant = true,
            }
        }
        out
    }

    /// A constant non-negative integer expression (array sizes, locations).
    pub(crate) fn const_uint(&mut self, e: &ast::Expr, what: &str) -> Option<u32> {
        let off = self.off(e.span);
        let v = self.expr(e)?;
        match &v.kind {
            ExprKind::Constant(c) => match c.first() {
                Some(Scalar::Int(i)) if *i >= 0 && v.ty.is_scalar() => Some(*i as u32),
                Some(Scalar::Uint(u)) if v.ty.is_scalar() => Some(*u),
                Some(Scalar::Int(_)) => {
                    self.error(off, format!("{what} must not be negative"));
                    None
                }
                _ => {
                    self.error(off, format!("{what} must be an integer constant"));
                    None
                }
            },
            _ => {
                self.error(off, format!("{what} must be a constant expression"));
                None
            }
        }
    }

    // ---- types --------------------------------------------------------

    /// Resolve a type specifier (with its own array part).
    pub(crate) fn resolve_type(&mut self, ts: &ast::TypeSpecifier) -> Option<Type> {
        let base = self.resolve_non_array(&ts.ty)?;
        match &ts.array_specifier {
            Some(a) => self.apply_array(base, a, None),
            None => Some(base),
        }
    }

    /// Apply an array specifier. Unsized arrays take `implicit` as size (from
    /// an initializer), or size 0 when unknown (reported by the caller).
    pub(crate) fn apply_array(
        &mut self,
        base: Type,
        a: &ast::ArraySpecifier,
        implicit: Option<u32>,
    ) -> Option<Type> {
        let off = self.off(a.span);
        if !self.version.is_es() && !self.version.desktop_at_least(110) {
            return None;
        }
        if a.dimensions.len() > 1 {
            self.error(off, "arrays of arrays require GLSL 4.30");
            return None;
        }
        if matches!(base, Type::Array(..)) {
            self.error(off, "arrays of arrays require GLSL 4.30");
            return None;
        }
        let dim = a.dimensions.first()?;
        let n = match &dim.content {
            ast::ArraySpecifierDimensionData::Unsized => implicit.unwrap_or(0),
            ast::ArraySpecifierDimensionData::ExplicitlySized(e) => {
                let n = self.const_uint(e, "array size")?;
                if n == 0 {
                    self.error(off, "array size must be greater than zero");
                    return None;
                }
                n
            }
        };
        if n > MAX_ARRAY_LEN {
            self.error(
                off,
                format!("array size {n} exceeds the limit of {MAX_ARRAY_LEN}"),
            );
            return None;
        }
        let t = Type::Array(Box::new(base), n);
        if flat_size(&t, &self.structs) > MAX_VARIABLE_SLOTS {
            self.error(off, "array too large");
            return None;
        }
        Some(t)
    }

    fn resolve_non_array(&mut self, t: &ast::TypeSpecifierNonArray) -> Option<Type> {
        use ScalarKind::{Bool as B, Float as F, Int as I, Uint as U};
        let off = self.off(t.span);
        let m = |c, r| Type::Matrix { cols: c, rows: r };
        let basic = match &t.content {
            TSN::Struct(s) => return self.struct_specifier(s).map(Type::Struct),
            TSN::TypeName(n) => match self.lookup(n.0) {
                Some(Symbol::Struct(id)) => return Some(Type::Struct(*id)),
                _ if n.0.starts_with("gl_") => {
                    return self.builtin_struct_type(n.0, off);
                }
                _ => {
                    self.error(off, format!("unknown type `{}`", n.0));
                    return None;
                }
            },
            TSN::Basic(b) => *b,
        };
        let ty = match basic {
            TS::Void => Type::Void,
            TS::Bool => Type::Scalar(B),
            TS::Int => Type::Scalar(I),
            TS::Float => Type::Scalar(F),
            TS::UInt => Type::Scalar(U),
            TS::Vec2 => Type::Vector(F, 2),
            TS::Vec3 => Type::Vector(F, 3),
            TS::Vec4 => Type::Vector(F, 4),
            TS::BVec2 => Type::Vector(B, 2),
            TS::BVec3 => Type::Vector(B, 3),
            TS::BVec4 => Type::Vector(B, 4),
            TS::IVec2 => Type::Vector(I, 2),
            TS::IVec3 => Type::Vector(I, 3),
            TS::IVec4 => Type::Vector(I, 4),
            TS::UVec2 => Type::Vector(U, 2),
            TS::UVec3 => Type::Vector(U, 3),
            TS::UVec4 => Type::Vector(U, 4),
            TS::Mat2 => m(2, 2),
            TS::Mat3 => m(3, 3),
            TS::Mat4 => m(4, 4),
            TS::Mat22 => m(2, 2),
            TS::Mat23 => m(2, 3),
            TS::Mat24 => m(2, 4),
            TS::Mat32 => m(3, 2),
            TS::Mat33 => m(3, 3),
            TS::Mat34 => m(3, 4),
            TS::Mat42 => m(4, 2),
            TS::Mat43 => m(4, 3),
            TS::Mat44 => m(4, 4),
            other => match sampler_of(&other) {
                Some(st) => {
                    if !sampler_types(self.version).contains(&st) {
                        let msg = format!("`{st}` is not available in {}", self.version_name());
                        self.error(off, msg);
                        return None;
                    }
                    Type::Sampler(st)
                }
                None => {
                    let name = format!("{other:?}");
                    self.error(
                        off,
                        format!(
                            "type `{}` is not available in {}",
                            name.to_lowercase(),
                            self.version_name()
                        ),
                    );
                    return None;
                }
            },
        };
        if ty.scalar_kind() == Some(U) && !self.require_desktop(130, off, "`uint`") {
            return None;
        }
        let explicit_square = matches!(basic, TS::Mat22 | TS::Mat33 | TS::Mat44);
        if let Type::Matrix { cols, rows } = ty {
            if (cols != rows || explicit_square)
                && !self.require_desktop(120, off, "non-square matrix types")
            {
                return None;
            }
        }
        Some(ty)
    }

    pub(crate) fn struct_specifier(&mut self, s: &ast::StructSpecifier) -> Option<u32> {
        self.struct_specifier_with(s, false)
    }

    /// A struct, or the members of an in/out block: `block` lets a member
    /// array go without a size (sized by use, see `unsized_members`).
    pub(crate) fn struct_specifier_with(
        &mut self,
        s: &ast::StructSpecifier,
        block: bool,
    ) -> Option<u32> {
        let off = self.off(s.span);
        self.depth += 1;
        if self.depth > super::MAX_NESTING {
            self.depth -= 1;
            self.error(off, "structs nested too deeply");
            return None;
        }
        let mut members: Vec<StructMember> = Vec::new();
        let mut member_names = std::collections::HashSet::new();
        for f in &s.fields {
            let foff = self.off(f.span);
            let q = self.quals(f.qualifier.as_ref());
            if q.storage.is_some() || q.interpolation.is_some() || q.location.is_some() {
                self.error(foff, "struct members cannot have storage qualifiers");
            }
            self.check_struct_member(&q, &f.ty, foff);
            let Some(base) = self.resolve_type(&f.ty) else {
                continue;
            };
            if matches!(base, Type::Sampler(_)) {
                // Allowed (uniform structs may hold samplers).
            }
            if base == Type::Void {
                self.error(foff, "struct member of type void");
                continue;
            }
            for id in &f.identifiers {
                let ioff = self.off(id.span);
                let ty = match &id.array_spec {
                    Some(a) => match self.apply_array(base.clone(), a, None) {
                        Some(t) => t,
                        None => continue,
                    },
                    None => base.clone(),
                };
                if matches!(ty, Type::Array(_, 0)) && (!block || self.version.is_es()) {
                    self.error(ioff, "struct member arrays must be sized");
                    continue;
                }
                let name = id.ident.0.to_string();
                if !member_names.insert(name.clone()) {
                    self.error(ioff, format!("duplicate struct member `{name}`"));
                    continue;
                }
                let what = || format!("struct member `{name}`");
                self.check_es_precision(q.precision, &ty, what, ioff);
                let precision = q.precision.or_else(|| self.default_precision(&ty));
                members.push(StructMember {
                    name,
                    ty,
                    precision,
                });
            }
        }
        self.depth -= 1;
        if members.is_empty() {
            self.error(off, "struct has no members");
        }
        let name = s
            .name
            .as_ref()
            .map(|n| n.0.to_string())
            .unwrap_or_else(|| format!("_anon{}", self.structs.len()));
        self.structs.push(StructDef {
            name: name.clone(),
            members,
        });
        let id = self.structs.len() as u32 - 1;
        if s.name.is_some() {
            self.declare(&name, Symbol::Struct(id), off);
        }
        Some(id)
    }

    // ---- declarations ---------------------------------------------------

    pub(crate) fn declaration(&mut self, d: &ast::Declaration, global: bool) {
        let off = self.off(d.span);
        match &d.content {
            ast::DeclarationData::FunctionPrototype(p) => {
                if !global {
                    self.error(off, "function prototypes must be at global scope");
                    return;
                }
                self.declare_function(p, false);
            }
            ast::DeclarationData::InitDeclaratorList(list) => {
                let head = &list.head;
                let q = self.quals(head.ty.qualifier.as_ref());
                self.reject_geometry_layout(&q);
                self.reject_block_layout(&q);
                let Some(base) = self.resolve_type(&head.ty.ty) else {
                    return;
                };
                match &head.name {
                    Some(name) => {
                        self.declare_var(
                            &q,
                            &base,
                            name,
                            head.array_specifier.as_ref(),
                            head.initializer.as_ref(),
                            global,
                            self.off(head.span),
                        );
                    }
                    None => {
                        if !matches!(head.ty.ty.ty.content, TSN::Struct(_)) {
                            self.warning(off, "declaration declares nothing");
                        }
                        // `highp struct S { ... };`: the precision would
                        // qualify a struct type (GLSL 1.30 §4.5.2, ES 1.00
                        // §4.5.2: float, int and sampler types only).
                        self.check_precision_type(&q, &base, off);
                    }
                }
                for t in &list.tail {
                    let toff = self.off(t.span);
                    self.declare_var(
                        &q,
                        &base,
                        &t.ident.ident,
                        t.ident.array_spec.as_ref(),
                        t.initializer.as_ref(),
                        global,
                        toff,
                    );
                }
            }
            ast::DeclarationData::Precision(p, ts) => {
                if !self.version.is_es() && !self.require_desktop(130, off, "precision statements")
                {
                    return;
                }
                let Some(ty) = self.resolve_type(ts) else {
                    return;
                };
                let key = match &ty {
                    Type::Scalar(ScalarKind::Float) => "float".to_string(),
                    Type::Scalar(ScalarKind::Int) => "int".to_string(),
                    Type::Sampler(s) => s.to_string(),
                    other => {
                        let msg = format!(
                            "default precision can only be set for float, int and sampler types, not `{}`",
                            self.type_name(other)
                        );
                        self.error(off, msg);
                        return;
                    }
                };
                let p = match p.content {
                    ast::PrecisionQualifierData::High => Precision::High,
                    ast::PrecisionQualifierData::Medium => Precision::Medium,
                    ast::PrecisionQualifierData::Low => Precision::Low,
                };
                if let Some(map) = self.precisions.last_mut() {
                    map.insert(key, p);
                }
            }
            ast::DeclarationData::Block(b) => self.interface_block(b, global),
            ast::DeclarationData::Invariant(id) => {
                let name = id.0;
                // GLSL 1.20-3.30 §4.6.1: "All uses of invariant must be at
                // the global scope" (ES 1.00 §4.6.1 likewise).
                if !global {
                    self.error(off, "`invariant` redeclarations must be at global scope");
                    return;
                }
                let sym = match self.lookup(name) {
                    Some(Symbol::Var(v)) => Some(v.clone()),
                    _ if name.starts_with("gl_") => self.builtin_var(name, off),
                    _ => None,
                };
                match sym {
                    Some(VarSym {
                        root: Root::Global(g),
                        ..
                    }) if g.index() < self.globals.len() => {
                        self.check_invariant_before_use(g, name, off);
                        let gl = &mut self.globals[g.index()];
                        if gl.class == StorageClass::Output
                            || (gl.class == StorageClass::Input && self.stage == Stage::Fragment)
                        {
                            gl.invariant = true;
                        } else {
                            self.error(
                                off,
                                format!("`{name}` cannot be invariant (not a shader output)"),
                            );
                        }
                    }
                    _ => self.error(off, format!("undeclared identifier `{name}`")),
                }
            }
            ast::DeclarationData::TypeOnly(tq) => {
                if self.qualifier_only(tq) {
                    return;
                }
                self.warning(off, "qualifier-only declaration ignored");
            }
        }
    }

    /// `std140`, `shared`, `packed`, `row_major` and `column_major` apply to
    /// uniform blocks, their members and `layout(...) uniform;` only (GLSL
    /// 1.40 §4.3.5.1, 1.50 and 3.30 §4.3.8.3).
    pub(crate) fn reject_block_layout(&mut self, q: &Quals) {
        if let Some(l) = q.block_layout {
            self.error(
                l,
                "`std140`, `shared`, `packed`, `row_major` and `column_major` apply only to uniform blocks",
            );
        }
    }

    fn interface_block(&mut self, b: &ast::Block, global: bool) {
        let off = self.off(b.span);
        if !global {
            self.error(off, "interface blocks must be at global scope");
            return;
        }
        if super::ioblock::is_io_block(b) {
            return self.io_block(b);
        }
        if !self.require_desktop(140, off, "uniform blocks") {
            return;
        }
        let q = self.quals(Some(&b.qualifier));
        if !matches!(q.storage, Some((Storage::Uniform, _))) {
            self.error(
                off,
                format!(
                    "only uniform blocks are available in {}",
                    self.version_name()
                ),
            );
            return;
        }
        // GLSL 1.40 §4.3.5.1 (1.50 §4.3.7): a member may repeat the
        // block's `uniform`; any other storage qualifier is an error, left
        // for the struct rules to report.
        let mut kept_quals = Vec::with_capacity(b.fields.len());
        for f in &b.fields {
            kept_quals.push(f.qualifier.as_ref().map(|tq| {
                let kept: Vec<_> = tq
                    .qualifiers
                    .iter()
                    .filter(|s| {
                        !matches!(&s.content, ast::TypeQualifierSpecData::Storage(st)
                            if matches!(st.content, ast::StorageQualifierData::Uniform))
                    })
                    .cloned()
                    .collect();
                (kept, tq.span)
            }));
        }
        let fields: Vec<_> = b
            .fields
            .iter()
            .zip(&kept_quals)
            .map(|(f, kept)| {
                let qualifier = kept.as_ref().and_then(|(kept, span)| {
                    (!kept.is_empty()).then(|| {
                        ast::Node::new(
                            ast::TypeQualifierData {
                                qualifiers: ast::List(kept),
                            },
                            *span,
                        )
                    })
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
        let spec = ast::StructSpecifierData {
            name: None,
            fields: ast::List(&fields),
        };
        let spec: ast::StructSpecifier = ast::Node::new(spec, b.span);
        let Some(sid) = self.struct_specifier(&spec) else {
            return;
        };
        self.structs[sid as usize].name = b.name.0.to_string();
        self.check_block_name(b.name.0, off);
        self.check_block_members(sid, off);
        self.uniform_block_declared(b.name.0, sid, off);
        match &b.identifier {
            Some(inst) => {
                let ty = match &inst.array_spec {
                    Some(a) => match self.apply_array(Type::Struct(sid), a, None) {
                        Some(t) => t,
                        None => return,
                    },
                    None => Type::Struct(sid),
                };
                // GLSL 1.50 §4.3.7: a uniform block array must be sized
                // ("It is an error ... to declare an unsized array of
                // uniform blocks"; it is never sized by use).
                if matches!(ty, Type::Array(_, 0)) {
                    let msg = format!("`{}`: a uniform block array needs a size", inst.ident.0);
                    self.error(off, msg);
                }
                let g = self.add_global(inst.ident.0, ty, StorageClass::Uniform, &q, None, off);
                self.uniform_block_for_link(b, sid, g.into_iter().collect(), off);
            }
            None => {
                let members = self.structs[sid as usize].members.clone();
                let mut globals = Vec::new();
                for m in members {
                    let mut mq = q.clone();
                    mq.precision = m.precision;
                    globals.extend(self.add_global(
                        &m.name,
                        m.ty,
                        StorageClass::Uniform,
                        &mq,
                        None,
                        off,
                    ));
                }
                self.uniform_block_for_link(b, sid, globals, off);
            }
        }
    }

    pub(crate) fn add_global(
        &mut self,
        name: &str,
        ty: Type,
        class: StorageClass,
        q: &Quals,
        initializer: Option<Scalars>,
        off: usize,
    ) -> Option<GlobalId> {
        let precision = if self.version.is_es() || q.precision.is_some() {
            q.precision.or_else(|| self.default_precision(&ty))
        } else {
            None
        };
        self.globals.push(Global {
            name: name.to_string(),
            ty: ty.clone(),
            class,
            builtin: false,
            precision,
            interpolation: q.interpolation.map(|i| i.0),
            centroid: q.centroid,
            invariant: q.invariant,
            location: q.location.map(|l| l.0),
            initializer: initializer.as_ref().map(|v| v.to_vec()),
            statically_used: false,
        });
        let id = GlobalId::from_index(self.globals.len() - 1);
        self.global_decls.push((id, off));
        let read_only = match class {
            StorageClass::Input => Some("a shader input"),
            StorageClass::Uniform => Some("a uniform"),
            StorageClass::Constant => Some("a constant"),
            _ => None,
        };
        let value = if class == StorageClass::Constant {
            initializer
        } else {
            None
        };
        if self.declare(
            name,
            Symbol::Var(VarSym {
                root: Root::Global(id),
                ty,
                value,
                read_only,
            }),
            off,
        ) {
            Some(id)
        } else {
            None
        }
    }

    /// Declare one variable; the statements that initialise it are at its
    /// declarator (`name = init`).
    #[allow(clippy::too_many_arguments)]
    fn declare_var(
        &mut self,
        q: &Quals,
        base: &Type,
        name: &ast::Identifier,
        array: Option<&ast::ArraySpecifier>,
        init: Option<&ast::Initializer>,
        global: bool,
        off: usize,
    ) {
        let span = init.map_or(name.span, |i| name.span.to(i.span));
        self.lowering(span, |a| {
            a.declare_var_at(q, base, name, array, init, global, off);
        });
    }

    #[allow(clippy::too_many_arguments)]
    fn declare_var_at(
        &mut self,
        q: &Quals,
        base: &Type,
        name: &ast::Identifier,
        array: Option<&ast::ArraySpecifier>,
        init: Option<&ast::Initializer>,
        global: bool,
        off: usize,
    ) {
        let name_s: &str = name.0;
        let noff = self.off(name.span);
        let off = if noff > 0 { noff } else { off };
        if *base == Type::Void {
            self.error(off, format!("`{name_s}` declared as void"));
            return;
        }
        // Initialiser first when the array is unsized (its size comes from it).
        let mut init_expr = None;
        let init_off = init.map(|i| self.off(i.span)).unwrap_or(off);
        let unsized_array = array.is_some_and(|a| {
            a.dimensions
                .first()
                .is_some_and(|d| matches!(d.content, ast::ArraySpecifierDimensionData::Unsized))
        }) || matches!(base, Type::Array(_, 0));
        if let Some(init) = init {
            match &init.content {
                ast::InitializerData::Simple(e) => init_expr = Some(self.expr(e)),
                ast::InitializerData::List(_) => {
                    self.error(self.off(init.span), "initializer lists require GLSL 4.20");
                    return;
                }
            }
        }
        let implicit = match &init_expr {
            Some(Some(Expr {
                ty: Type::Array(_, n),
                ..
            })) if unsized_array => Some(*n),
            _ => None,
        };
        let ty = match array {
            Some(a) => match self.apply_array(base.clone(), a, implicit) {
                Some(t) => t,
                None => return,
            },
            None => match (base, implicit) {
                (Type::Array(e, 0), Some(n)) => Type::Array(e.clone(), n),
                _ => base.clone(),
            },
        };
        // Geometry shader inputs are arrays sized by the input primitive.
        let geom_input = global
            && self.stage == Stage::Geometry
            && matches!(q.storage, Some((Storage::In | Storage::Varying, _)));
        let ty = match geom_input {
            true => match self.geom_input_type(ty, name_s, off) {
                Some(t) => t,
                None => return,
            },
            false => ty,
        };
        if global && self.redeclare_array(name_s, &ty, q, off) {
            return;
        }
        if global && self.redeclare_builtin(q, &ty, name_s, off) {
            return;
        }
        self.check_frag_coord_layout(q, name_s);
        self.check_precision_type(q, &ty, off);
        self.check_output_index(q, name_s);
        if let (Some(Storage::Const), Some(i)) = (q.storage.map(|s| s.0), init) {
            self.check_const_initializer(i);
        }
        // GLSL 1.10 §4.1.9 already allows an array declared without a size
        // to be sized by its largest constant index (desktop only): a
        // global, a `varying`/`in`/`out` one, or a local (as Mesa and
        // piglit's glsl-fs-implicit-array-size-* read the section).
        let implicitly_sized = matches!(ty, Type::Array(_, 0))
            && init.is_none()
            && !geom_input
            && matches!(
                q.storage,
                None | Some((
                    Storage::Uniform | Storage::Varying | Storage::In | Storage::Out,
                    _
                ))
            )
            && !self.version.is_es();
        if !global && self.redeclare_local_array(name_s, &ty, q.storage.is_some(), off) {
            // Any initialiser is stored by the redeclaration.
            if let (Some(Some(e)), Some(l)) = (init_expr, self.local_root(name_s)) {
                if let Some(e) = self.coerce(e, &ty, init_off) {
                    self.emit(StmtKind::Store {
                        place: Place {
                            root: Root::Local(l),
                            path: AccessPath::new(),
                            ty: ty.clone(),
                        },
                        value: e,
                    });
                }
            }
            return;
        }
        if matches!(ty, Type::Array(_, 0)) && !implicitly_sized && !geom_input {
            self.error(
                off,
                format!("`{name_s}`: unsized array needs a size or an initializer"),
            );
            return;
        }
        if matches!(ty, Type::Array(..)) && self.version.is_es() && init.is_some() {
            self.error(off, "array initializers require GLSL 1.20");
        }
        // ES fragment shaders have no default float precision.
        self.check_es_precision(q.precision, &ty, || format!("`{name_s}`"), off);
        let storage = q.storage.map(|s| s.0);
        let has_sampler = ty.contains_sampler(&self.structs);
        if has_sampler && storage != Some(Storage::Uniform) {
            self.error(off, format!("`{name_s}`: samplers must be uniforms"));
            return;
        }
        if q.location.is_some() {
            let ok = matches!(
                (storage, self.stage),
                (Some(Storage::In | Storage::Attribute), Stage::Vertex)
                    | (Some(Storage::Out), Stage::Fragment)
            );
            if !ok {
                self.error(off, format!("`{name_s}`: layout(location) applies to vertex inputs and fragment outputs in {}", self.version_name()));
            }
        }
        if !global {
            self.declare_local(q, ty, name_s, init_expr, off, init_off);
            return;
        }
        let class = match storage {
            None => StorageClass::Private,
            Some(Storage::Const) => StorageClass::Constant,
            Some(Storage::Uniform) => StorageClass::Uniform,
            Some(Storage::Attribute) => {
                if self.stage != Stage::Vertex {
                    self.error(off, "`attribute` is only allowed in vertex shaders");
                    return;
                }
                StorageClass::Input
            }
            Some(Storage::Varying) => {
                if self.stage == Stage::Vertex {
                    StorageClass::Output
                } else {
                    StorageClass::Input
                }
            }
            Some(Storage::In) => {
                if !self.require_desktop(130, off, "`in` for global variables") {
                    return;
                }
                StorageClass::Input
            }
            Some(Storage::Out) => {
                if !self.require_desktop(130, off, "`out` for global variables") {
                    return;
                }
                StorageClass::Output
            }
            Some(Storage::InOut) => {
                self.error(off, "`inout` is only allowed on function parameters");
                return;
            }
        };
        if matches!(class, StorageClass::Input | StorageClass::Output) {
            self.check_interface_type(&ty, storage, class, q, name_s, off);
            if init.is_some() {
                self.error(
                    off,
                    format!("`{name_s}`: shader inputs and outputs cannot have initializers"),
                );
            }
            if class == StorageClass::Output && self.stage == Stage::Fragment {
                self.uses_user_frag_out.get_or_insert(off);
            }
        }
        if q.invariant
            && (!matches!(class, StorageClass::Output | StorageClass::Input)
                || (class == StorageClass::Input && self.stage == Stage::Vertex))
        {
            // GLSL 1.20-3.30 §4.6.1: only outputs (and the fragment inputs
            // that match them) can be invariant; vertex inputs cannot.
            self.error(off, "only shader outputs can be invariant");
        }
        if q.interpolation.is_some() && !matches!(class, StorageClass::Output | StorageClass::Input)
        {
            self.error(
                off,
                "interpolation qualifiers apply to shader inputs and outputs",
            );
        } else if let Some((_, ioff)) = q.interpolation {
            if matches!(storage, Some(Storage::Varying | Storage::Attribute)) {
                // GLSL 1.30 §4.3.9: they "may only precede the qualifiers in,
                // centroid in, out, or centroid out"; not the deprecated
                // `varying`.
                self.error(
                    ioff,
                    "interpolation qualifiers precede `in` or `out`, not `varying`",
                );
            } else if class == StorageClass::Input && self.stage == Stage::Vertex {
                // GLSL 1.30 §4.3.4: "It is an error to use centroid in or
                // interpolation qualifiers in a vertex shader input."
                self.error(
                    ioff,
                    "vertex shader inputs cannot have interpolation qualifiers",
                );
            } else if class == StorageClass::Output && self.stage == Stage::Fragment {
                // GLSL 1.30 §4.3.6: fragment outputs take no interpolation.
                self.error(
                    ioff,
                    "fragment shader outputs cannot have interpolation qualifiers",
                );
            }
        }
        if q.centroid && class == StorageClass::Input && self.stage == Stage::Vertex {
            self.error(
                off,
                "vertex shader inputs cannot be `centroid` (GLSL 1.30 section 4.3.4)",
            );
        }
        if q.centroid && class == StorageClass::Output && self.stage == Stage::Fragment {
            self.error(
                off,
                "fragment shader outputs cannot be `centroid` (GLSL 1.30 section 4.3.6)",
            );
        }
        let mut init_failed = matches!(init_expr, Some(None));
        let init_expr = match init_expr.flatten() {
            Some(e) => {
                let e = self.coerce(e, &ty, init_off);
                init_failed |= e.is_none();
                e
            }
            None => None,
        };
        if init_failed {
            // The initializer's errors are reported; the name is still
            // declared (without a value, so not as a constant), so later
            // uses do not cascade into "undeclared identifier".
            let class = match class {
                StorageClass::Constant => StorageClass::Private,
                c => c,
            };
            self.add_global(name_s, ty, class, q, None, off);
            return;
        }
        match class {
            StorageClass::Constant => {
                let Some(e) = init_expr else {
                    self.error(off, format!("const `{name_s}` needs an initializer"));
                    return;
                };
                let ExprKind::Constant(v) = e.kind else {
                    self.error(
                        off,
                        format!("initializer of const `{name_s}` is not a constant expression"),
                    );
                    return;
                };
                self.add_global(name_s, ty, class, q, Some(v), off);
            }
            StorageClass::Uniform => {
                let value = match init_expr {
                    Some(e) => {
                        if !self.require_desktop(120, off, "uniform initializers") {
                            return;
                        }
                        match e.kind {
                            ExprKind::Constant(v) => Some(v),
                            _ => {
                                self.error(off, "uniform initializer is not a constant expression");
                                return;
                            }
                        }
                    }
                    None => None,
                };
                let id = self.add_global(name_s, ty, class, q, value, off);
                if let (Some(id), true) = (id, implicitly_sized) {
                    self.unsized_arrays.insert(id, (None, off));
                }
            }
            StorageClass::Private => {
                if self.version.is_es()
                    && init_expr
                        .as_ref()
                        .is_some_and(|e| !matches!(e.kind, ExprKind::Constant(_)))
                {
                    self.error(
                        init_off,
                        "global initializers must be constant expressions in GLSL ES 1.00",
                    );
                }
                let id = self.add_global(name_s, ty.clone(), class, q, None, off);
                if let (Some(id), true) = (id, implicitly_sized) {
                    self.unsized_arrays.insert(id, (None, off));
                }
                if let (Some(id), Some(e)) = (id, init_expr) {
                    // Runs at the start of main, in declaration order.
                    let stmts = self.take_stmts(self.cur.blocks[0]);
                    self.init_block.extend(stmts);
                    let store = StmtKind::Store {
                        place: Place {
                            root: Root::Global(id),
                            path: AccessPath::new(),
                            ty,
                        },
                        value: e,
                    };
                    self.init_block.push(Stmt::new(store, self.span));
                }
            }
            _ => {
                let id = self.add_global(name_s, ty, class, q, None, off);
                if let (Some(id), true) = (id, geom_input) {
                    self.geom_input_declared(id, off);
                }
                if let (Some(id), true) = (id, implicitly_sized) {
                    self.unsized_arrays.insert(id, (None, off));
                }
            }
        }
        // Statements produced while analysing a global initializer.
        let stmts = self.take_stmts(self.cur.blocks[0]);
        self.init_block.extend(stmts);
    }

    /// The local `name` of the innermost scope, if it is one.
    fn local_root(&self, name: &str) -> Option<LocalId> {
        match self.scopes.last()?.get(name.as_bytes()) {
            Some(Symbol::Var(VarSym {
                root: Root::Local(l),
                ..
            })) => Some(*l),
            _ => None,
        }
    }

    /// Size a local array declared without a size by redeclaring it in
    /// the same scope (GLSL 1.20 §4.1.9: "It is legal to declare an array
    /// without a size and then later re-declare the same name as an array
    /// of the same type and specify a size"). Returns true if `name` was
    /// such a redeclaration (errors included). `qualified`: the
    /// redeclaration has a storage qualifier (`const`), which the unsized
    /// declaration of a local cannot have had.
    fn redeclare_local_array(
        &mut self,
        name: &str,
        ty: &Type,
        qualified: bool,
        off: usize,
    ) -> bool {
        let Some(l) = self.local_root(name) else {
            return false;
        };
        let Some((max, _)) = self.cur.unsized_locals.get(&l).copied() else {
            return false;
        };
        if qualified {
            self.error(
                off,
                format!("redefinition of `{name}` with different qualifiers"),
            );
            return true;
        }
        let same_elem = matches!((&self.cur.locals[l.index()].ty, ty),
            (Type::Array(a, 0), Type::Array(b, n)) if a == b && *n > 0);
        if !same_elem {
            self.error(
                off,
                format!("redefinition of `{name}` with a different type"),
            );
            return true;
        }
        let Type::Array(_, n) = ty else {
            return true;
        };
        if let Some(m) = max.filter(|m| m >= n) {
            self.error(
                off,
                format!("`{name}` redeclared with size {n}, but index {m} was used"),
            );
            return true;
        }
        self.cur.unsized_locals.remove(&l);
        self.cur.locals[l.index()].ty = ty.clone();
        if let Some(Symbol::Var(v)) = self
            .scopes
            .last_mut()
            .and_then(|s| s.get_mut(name.as_bytes()))
        {
            v.ty = ty.clone();
        }
        true
    }

    /// Size an implicitly sized global array, or a built-in array such as
    /// `gl_TexCoord[]`, by redeclaring it. Returns true if `name` was such a
    /// redeclaration (errors included).
    pub(crate) fn redeclare_array(&mut self, name: &str, ty: &Type, q: &Quals, off: usize) -> bool {
        let Type::Array(elem, n) = ty else {
            return false;
        };
        if name.starts_with("gl_")
            && matches!(name, "gl_TexCoord" | "gl_ClipDistance" | "gl_FragData")
        {
            let Some(VarSym {
                root: Root::Global(g),
                ..
            }) = self.builtin_var(name, off)
            else {
                return true;
            };
            let Some(gl) = self.globals.get_mut(g.index()) else {
                return true;
            };
            // A redeclaration keeps the built-in's storage (GLSL 1.30 §7.1
            // and §7.6 redeclare them `out`/`in`/`varying`; a `uniform` or
            // a plain global would be another variable of a reserved name).
            let storage_ok = match q.storage.map(|s| s.0) {
                Some(Storage::Varying) => true,
                Some(Storage::Out) => gl.class == StorageClass::Output,
                Some(Storage::In) => gl.class == StorageClass::Input,
                _ => false,
            };
            if !storage_ok {
                let expected = match gl.class {
                    StorageClass::Output => "out",
                    _ => "in",
                };
                self.error(
                    off,
                    format!("`{name}` must be redeclared with its storage qualifier (`{expected}` or `varying`)"),
                );
                return true;
            }
            if name == "gl_ClipDistance" {
                self.clip_distance_sized = true;
            }
            match &gl.ty {
                Type::Array(e, max) if e == elem && *n <= *max && *n > 0 => {
                    gl.ty = ty.clone();
                    if q.invariant {
                        gl.invariant = true;
                    }
                }
                _ => {
                    let msg = format!(
                        "`{name}` must be redeclared as an array of at most {} elements",
                        gl.ty.index_bound().unwrap_or(0)
                    );
                    self.error(off, msg);
                }
            }
            return true;
        }
        let Some(Symbol::Var(VarSym {
            root: Root::Global(g),
            ..
        })) = self.scopes[0].get(name.as_bytes()).cloned()
        else {
            return false;
        };
        let Some((max, _)) = self.unsized_arrays.get(&g).copied() else {
            return false;
        };
        let gl = &self.globals[g.index()];
        let same_elem = matches!(&gl.ty, Type::Array(e, 0) if e == elem);
        if !same_elem || *n == 0 {
            let msg = format!("redefinition of `{name}` with a different type");
            self.error(off, msg);
            return true;
        }
        if let Some(m) = max {
            if m >= *n {
                self.error(
                    off,
                    format!("`{name}` redeclared with size {n}, but index {m} was used"),
                );
                return true;
            }
        }
        self.globals[g.index()].ty = ty.clone();
        self.unsized_arrays.remove(&g);
        if let Some(Symbol::Var(v)) = self.scopes[0].get_mut(name.as_bytes()) {
            v.ty = ty.clone();
        }
        true
    }

    pub(crate) fn check_interface_type(
        &mut self,
        ty: &Type,
        storage: Option<Storage>,
        class: StorageClass,
        q: &Quals,
        name: &str,
        off: usize,
    ) {
        let elem = match ty {
            Type::Array(e, _) => {
                // GLSL 1.50 section 4.3.4: vertex inputs may be arrays from 1.50.
                if class == StorageClass::Input
                    && self.stage == Stage::Vertex
                    && !self.version.desktop_at_least(150)
                {
                    self.error(
                        off,
                        format!("`{name}`: vertex shader inputs cannot be arrays"),
                    );
                }
                e.as_ref()
            }
            t => t,
        };
        self.check_fragment_output(elem, class, name, off);
        match elem {
            Type::Struct(_) if self.interface_struct_allowed(elem, class, name, off) => {}
            Type::Struct(_) => self.error(
                off,
                format!(
                    "`{name}`: shader inputs and outputs cannot be structs in {}",
                    self.version_name()
                ),
            ),
            Type::Scalar(ScalarKind::Bool) | Type::Vector(ScalarKind::Bool, _) => self.error(
                off,
                format!("`{name}`: shader inputs and outputs cannot be bool"),
            ),
            Type::Scalar(ScalarKind::Int | ScalarKind::Uint)
            | Type::Vector(ScalarKind::Int | ScalarKind::Uint, _) => {
                // GLSL 1.30 §4.3.4 lets vertex inputs be integers, and
                // `attribute`/`varying` are from then on the deprecated
                // spellings of `in`/`out` (as Mesa reads them).
                if matches!(storage, Some(Storage::Attribute | Storage::Varying))
                    && !self.version.desktop_at_least(130)
                {
                    self.error(
                        off,
                        format!("`{name}`: `attribute` and `varying` must be floating-point"),
                    );
                } else if self.stage == Stage::Fragment
                    && class == StorageClass::Input
                    && !matches!(q.interpolation, Some((Interpolation::Flat, _)))
                {
                    self.error(
                        off,
                        format!("`{name}`: integer fragment inputs must be qualified `flat`"),
                    );
                }
                // GLSL 1.30/1.40 §4.3.6 also put the rule on vertex outputs;
                // 1.50 §4.3.4 moved it to fragment inputs (a geometry shader
                // may sit between). As Mesa and glslang, every version takes
                // the 1.50 rule: an integer vertex output needs no `flat`.
            }
            Type::Matrix { .. } if matches!(storage, Some(Storage::Attribute)) => {}
            _ => {}
        }
    }

    fn declare_local(
        &mut self,
        q: &Quals,
        ty: Type,
        name: &str,
        init: Option<Option<Expr>>,
        off: usize,
        init_off: usize,
    ) {
        let is_const = match q.storage {
            None => false,
            Some((Storage::Const, _)) => true,
            Some((s, soff)) => {
                let s = format!("{s:?}").to_lowercase();
                self.error(
                    soff,
                    format!("storage qualifier `{s}` is not allowed inside a function"),
                );
                return;
            }
        };
        if q.location.is_some() || q.interpolation.is_some() || q.invariant || q.centroid {
            self.error(
                off,
                "interface qualifiers are not allowed on local variables",
            );
        }
        // An initializer in error (already reported) still declares the
        // name, so later uses do not cascade into "undeclared identifier".
        let mut failed = false;
        let init = match init {
            Some(Some(e)) => {
                let e = self.coerce(e, &ty, init_off);
                failed = e.is_none();
                e
            }
            Some(None) => {
                failed = true;
                None
            }
            None => None,
        };
        let value = if is_const {
            match &init {
                Some(Expr {
                    kind: ExprKind::Constant(v),
                    ..
                }) => Some(v.clone()),
                Some(_) => {
                    self.error(
                        off,
                        format!("initializer of const `{name}` is not a constant expression"),
                    );
                    failed = true;
                    None
                }
                None => {
                    if !failed {
                        self.error(off, format!("const `{name}` needs an initializer"));
                    }
                    failed = true;
                    None
                }
            }
        } else {
            None
        };
        let init = if failed { None } else { init };
        self.cur.locals.push(Local {
            name: Name::new(name),
            ty: ty.clone(),
        });
        let id = LocalId::from_index(self.cur.locals.len() - 1);
        if matches!(ty, Type::Array(_, 0)) {
            self.cur.unsized_locals.insert(id, (None, off));
        }
        let place = Place {
            root: Root::Local(id),
            path: AccessPath::new(),
            ty: ty.clone(),
        };
        if let Some(e) = init {
            self.emit(StmtKind::Store { place, value: e });
        }
        self.declare(
            name,
            Symbol::Var(VarSym {
                root: Root::Local(id),
                ty,
                value,
                read_only: if is_const { Some("a constant") } else { None },
            }),
            off,
        );
    }

    // ---- functions --------------------------------------------------------

    /// Declare (or find) a function; returns its id and parameter names.
    fn declare_function(
        &mut self,
        p: &ast::FunctionPrototype,
        defining: bool,
    ) -> Option<(FunctionId, Vec<ParamDecl>)> {
        let off = self.off(p.name.span);
        let name = p.name.0.to_string();
        let rq = self.quals(p.ty.qualifier.as_ref());
        if rq.storage.is_some() {
            self.error(off, "function return types cannot have storage qualifiers");
        }
        let ret = self.resolve_type(&p.ty.ty)?;
        self.check_return_type(&ret, off);
        self.check_es_precision(
            rq.precision,
            &ret,
            || format!("the return type of `{}`", p.name.0),
            off,
        );
        if name.starts_with("gl_") {
            self.error(
                off,
                format!("`{name}`: identifiers starting with `gl_` are reserved"),
            );
            return None;
        }
        let mut params = Vec::with_capacity(p.parameters.len());
        // Effective precisions (qualifier, else the default in scope), ES only.
        let mut precisions = Vec::with_capacity(1 + p.parameters.len());
        precisions.push(rq.precision.or_else(|| self.default_precision(&ret)));
        for (i, prm) in p.parameters.iter().enumerate() {
            let poff = self.off(prm.span);
            let (q, ts, pname, arr) = match &prm.content {
                ast::FunctionParameterDeclarationData::Named(q, d) => (
                    q.as_ref(),
                    &d.ty,
                    Some(Name::new(d.ident.ident.0)),
                    d.ident.array_spec.as_ref(),
                ),
                ast::FunctionParameterDeclarationData::Unnamed(q, ts) => {
                    (q.as_ref(), ts, None, None)
                }
            };
            let is_const = super::rules::has_const(q);
            let q = self.quals(q);
            let mut ty = self.resolve_type(ts)?;
            if let Some(a) = arr {
                ty = self.apply_array(ty, a, None)?;
            }
            if ty == Type::Void {
                if p.parameters.len() == 1 && pname.is_none() {
                    break;
                }
                self.error(poff, "parameter of type void");
                return None;
            }
            if matches!(ty, Type::Array(_, 0)) {
                self.error(poff, "array parameters must be sized");
                return None;
            }
            let dir = match q.storage.map(|s| s.0) {
                None | Some(Storage::In) | Some(Storage::Const) => ParamDirection::In,
                Some(Storage::Out) => ParamDirection::Out,
                Some(Storage::InOut) => ParamDirection::InOut,
                Some(other) => {
                    let s = format!("{other:?}").to_lowercase();
                    self.error(
                        poff,
                        format!(
                            "parameter {}: qualifier `{s}` is not allowed on parameters",
                            i + 1
                        ),
                    );
                    return None;
                }
            };
            if ty.contains_sampler(&self.structs) && dir != ParamDirection::In {
                self.error(poff, "sampler parameters must be `in`");
            }
            // GLSL 1.10 §5.8: arrays are not l-values before 1.20, so none
            // can be an `out` or `inout` parameter.
            if matches!(ty, Type::Array(..))
                && dir != ParamDirection::In
                && !self.version.is_es()
                && !self.version.desktop_at_least(120)
            {
                self.error(
                    poff,
                    "arrays cannot be `out` or `inout` parameters in GLSL 1.10 (arrays are l-values from GLSL 1.20)",
                );
            }
            // Parameters take only storage, precision and `const` (GLSL
            // 1.30-3.30 §6.1.1 grammar: no `centroid`, interpolation or
            // layout qualifier).
            if q.centroid {
                self.error(poff, "parameters cannot be `centroid`");
            }
            if q.interpolation.is_some() {
                self.error(poff, "parameters cannot have interpolation qualifiers");
            }
            if q.invariant {
                self.error(poff, "parameters cannot be `invariant`");
            }
            if q.location.is_some()
                || q.index.is_some()
                || q.frag_coord_layout.is_some()
                || q.block_layout.is_some()
                || !q.geometry.is_empty()
            {
                self.error(poff, "parameters cannot have layout qualifiers");
            }
            precisions.push(q.precision.or_else(|| self.default_precision(&ty)));
            params.push((pname, ty, dir, poff, is_const));
        }
        if let Some(Symbol::Var(_)) = self.scopes[0].get(name.as_bytes()) {
            self.error(off, format!("`{name}` is already declared as a variable"));
            return None;
        }
        if self.is_block_name(&name) {
            self.error(
                off,
                format!("`{name}` is already the name of an interface block"),
            );
            return None;
        }
        let sig: Vec<(Type, ParamDirection)> = params.iter().map(|p| (p.1.clone(), p.2)).collect();
        let decls = self.fn_decls.entry(name.clone()).or_default();
        if let Some(d) = decls
            .iter_mut()
            .find(|d| d.params.iter().map(|p| &p.0).eq(sig.iter().map(|p| &p.0)))
        {
            let (id, dret, dparams, defined) = (d.id, d.ret.clone(), d.params.clone(), d.defined);
            let dprec = d.precisions.clone();
            let dconsts = d.consts.clone();
            if defining {
                d.defined = true;
            }
            if dret != ret {
                self.error(
                    off,
                    format!("`{name}` redeclared with a different return type"),
                );
                return None;
            }
            if dparams.iter().map(|p| p.1).ne(sig.iter().map(|p| p.1)) {
                self.error(
                    off,
                    format!("`{name}` redeclared with different parameter qualifiers"),
                );
                return None;
            }
            if defining && defined {
                self.error(off, format!("redefinition of function `{name}`"));
                return None;
            }
            // GLSL ES 1.00 and GLSL 1.10-3.30 section 6.1: a prototype and
            // the definition (or another prototype) of one function take
            // the same parameter qualifiers, `const` included (as glslang,
            // Mesa and the GLES2 conformance suite read it).
            if dconsts.iter().ne(params.iter().map(|p| &p.4)) {
                self.error(
                    off,
                    format!("`{name}` redeclared with `const` on different parameters"),
                );
                return None;
            }
            // ES 1.00 §4.2.7: within one scope a function may be declared
            // (prototyped) only once.
            if !defining && !defined && self.version.is_es() {
                self.error(off, format!("`{name}` is declared twice"));
                return None;
            }
            self.check_prototype_precisions(&name, &dprec, &precisions, off);
            return Some((id, params));
        }
        let id = FunctionId::from_index(self.functions.len());
        decls.push(FnDecl {
            id,
            params: sig,
            ret: ret.clone(),
            defined: defining,
            offset: off,
            precisions,
            consts: params.iter().map(|p| p.4).collect(),
        });
        // A function only declared (in a shader object, another object may
        // define it) has its parameters, for the calls of it; a definition
        // gives them again.
        let (ir_params, locals) = if defining {
            (Vec::new(), Vec::new())
        } else {
            prototype_params(&params)
        };
        self.functions.push(Function {
            name: name.clone(),
            return_type: ret,
            params: ir_params,
            locals,
            body: Vec::new(),
        });
        self.fn_globals.push(BTreeSet::new());
        self.fn_calls.push(BTreeSet::new());
        Some((id, params))
    }

    fn function_definition(&mut self, f: &ast::FunctionDefinition) {
        let off = self.off(f.prototype.name.span);
        let Some((id, params)) = self.declare_function(&f.prototype, true) else {
            return;
        };
        let ret = self.functions[id.index()].return_type.clone();
        if f.prototype.name.0 == "main" && (ret != Type::Void || !params.is_empty()) {
            self.error(off, "`main` must be declared `void main()`");
        }
        let saved = std::mem::replace(
            &mut self.cur,
            FnState {
                id: Some(id),
                locals: Vec::new(),
                blocks: vec![self.stmts.len()],
                ret: ret.clone(),
                loops: 0,
                break_targets: Vec::new(),
                unsized_locals: std::collections::BTreeMap::new(),
            },
        );
        self.push_scope();
        let mut ir_params = Vec::with_capacity(params.len());
        for (i, (pname, ty, dir, poff, is_const)) in params.into_iter().enumerate() {
            let named = pname.is_some();
            let name = pname.unwrap_or_else(|| Name::new(&format!("_p{i}")));
            if self.version.is_es()
                && matches!(ty.scalar_kind(), Some(ScalarKind::Float))
                && self.default_precision(&ty).is_none()
            {
                // Parameters without precision take the caller's; no error.
            }
            self.cur.locals.push(Local {
                name: name.clone(),
                ty: ty.clone(),
            });
            let local = LocalId::from_index(self.cur.locals.len() - 1);
            if named {
                self.declare(
                    &name,
                    Symbol::Var(VarSym {
                        root: Root::Local(local),
                        ty: ty.clone(),
                        value: None,
                        // GLSL 1.10 section 6.1.1: a `const` parameter cannot be written.
                        read_only: is_const.then_some("a `const` parameter"),
                    }),
                    poff,
                );
            }
            ir_params.push(Param {
                name,
                ty,
                direction: dir,
                local,
            });
        }
        for s in &f.statement.statement_list {
            self.statement(s);
        }
        self.pop_scope();
        let mut state = std::mem::replace(&mut self.cur, saved);
        // Implicitly sized locals take the largest constant index used + 1.
        for (l, (max, off)) in std::mem::take(&mut state.unsized_locals) {
            let local = &mut state.locals[l.index()];
            match (max, &local.ty) {
                (Some(m), Type::Array(e, _)) => local.ty = Type::Array(e.clone(), m + 1),
                _ => {
                    let name = local.name.to_string();
                    self.error(
                        off,
                        format!("`{name}`: unsized array is never sized nor indexed"),
                    );
                }
            }
        }
        let body = self.take_stmts(state.blocks.first().copied().unwrap_or(usize::MAX));
        let func = &mut self.functions[id.index()];
        func.params = ir_params;
        func.locals = state.locals;
        // Kept in the IR: give back the spare room (shrinks in place).
        func.locals.shrink_to_fit();
        if self.keep_bodies {
            func.body = body;
        }
    }

    // ---- finishing ----------------------------------------------------------

    /// Every function called from some function or global initializer.
    fn called_functions(&self) -> BTreeSet<FunctionId> {
        let mut called: BTreeSet<FunctionId> = self.init_calls.clone();
        for c in &self.fn_calls {
            called.extend(c.iter().copied());
        }
        called
    }

    /// The object's functions and user globals, for linking.
    fn symbols(&self) -> ObjectSymbols {
        let at = |off: usize| self.map.diagnostic(Severity::Error, off, String::new());
        let called = self.called_functions();
        let mut functions: Vec<FunctionSymbol> = self
            .fn_decls
            .iter()
            .flat_map(|(name, decls)| decls.iter().map(move |d| (name, d)))
            .map(|(name, d)| FunctionSymbol {
                name: name.clone(),
                params: d.params.iter().map(|(t, _)| self.type_name(t)).collect(),
                return_type: self.type_name(&d.ret),
                defined: d.defined,
                called: called.contains(&d.id),
                at: at(d.offset),
            })
            .collect();
        functions.sort_by_key(|f| f.at.offset);
        let globals = self
            .global_decls
            .iter()
            .filter_map(|&(g, off)| {
                let gl = self.globals.get(g.index())?;
                Some(GlobalSymbol {
                    name: gl.name.clone(),
                    type_name: self.type_name(&gl.ty),
                    layout: self.type_layout(&gl.ty),
                    class: gl.class,
                    interpolation: gl.interpolation,
                    statically_used: gl.statically_used,
                    at: at(off),
                    block: self.block_of(g),
                    implicit_len: self.implicit_arrays.get(&g).copied(),
                    array_len: match gl.ty {
                        Type::Array(_, n) => Some(n),
                        _ => None,
                    },
                })
            })
            .collect();
        ObjectSymbols {
            functions,
            globals,
            origin: at(0),
            blocks: self.block_symbols(),
            geometry: (self.stage == Stage::Geometry).then(|| self.geom.layout()),
            frag_coord: (self.stage == Stage::Fragment).then(|| self.frag_coord_symbol()),
            per_vertex: self.per_vertex_symbol(),
            ir: None,
        }
    }

    /// Whether this fragment object redeclares and uses `gl_FragCoord`.
    fn frag_coord_symbol(&self) -> crate::link::FragCoordSymbol {
        let at = |off: usize| self.map.diagnostic(Severity::Error, off, String::new());
        let redeclared = self.frag_coord_redeclared.map(|((upper, integer), off)| {
            let ids: Vec<&str> = [
                (upper, "origin_upper_left"),
                (integer, "pixel_center_integer"),
            ]
            .into_iter()
            .filter(|(on, _)| *on)
            .map(|(_, id)| id)
            .collect();
            let layout = if ids.is_empty() {
                String::new()
            } else {
                format!("layout({})", ids.join(", "))
            };
            (layout, at(off))
        });
        let used = self
            .builtin_globals
            .get("gl_FragCoord")
            .is_some_and(|g| self.globals[g.index()].statically_used);
        crate::link::FragCoordSymbol {
            redeclared,
            used,
            at: at(self.uses_frag_coord.unwrap_or(0)),
        }
    }

    #[allow(clippy::type_complexity)]
    pub(crate) fn finish(
        mut self,
    ) -> Result<(Option<Module>, Vec<Diagnostic>, ObjectSymbols), Vec<Diagnostic>> {
        let main = self
            .fn_decls
            .get("main")
            .and_then(|d| d.iter().find(|d| d.defined && d.params.is_empty()))
            .map(|d| d.id);
        let end = self.map.text.len();
        if main.is_none() && !self.object_only {
            self.error(end, "no `void main()` function defined");
            return Err(self.diags);
        }
        // Undefined functions that are called (in an object, another
        // object may define them).
        let called = self.called_functions();
        let undefined: Vec<(String, usize)> = self
            .fn_decls
            .iter()
            .flat_map(|(n, ds)| {
                ds.iter()
                    .filter(|d| !d.defined)
                    .map(move |d| (n.clone(), d.id, d.offset))
            })
            .filter(|(_, id, _)| called.contains(id))
            .map(|(n, _, o)| (n, o))
            .filter(|_| !self.object_only)
            .collect();
        for (n, o) in undefined {
            self.error(o, format!("function `{n}` is called but never defined"));
        }
        // Recursion (GLSL forbids it).
        if let Some((_, f)) = crate::callgraph::find_cycle(&self.fn_calls) {
            let name = self.functions[f.index()].name.clone();
            let off = self
                .fn_decls
                .get(&name)
                .and_then(|d| d.iter().find(|d| d.id == f))
                .map(|d| d.offset)
                .unwrap_or(0);
            self.error(
                off,
                format!("recursive call chain through `{name}` (recursion is not allowed)"),
            );
        }
        self.geom_finish(main.is_some() && !self.object_only);
        // Implicitly sized arrays take the largest constant index used + 1.
        // Block members declared without a size, likewise, by the block's
        // struct (GLSL 1.50 §4.3.7 arrays in blocks; as Mesa sizes them).
        // One never indexed takes 1 element (its largest index, none, + 1,
        // as GL linkers size it; piglit's compiler tests accept such a
        // block, interface-blocks-containing-unsized-arrays.*).
        for ((sid, k), (max, _)) in std::mem::take(&mut self.unsized_members) {
            let member = &mut self.structs[sid as usize].members[k as usize];
            if let Type::Array(e, _) = &member.ty {
                member.ty = Type::Array(e.clone(), max.map_or(1, |m| m + 1));
            }
        }
        // In a shader object, another object of the stage may index it (or
        // declare its size): the linker sizes it (see `link::link`).
        for (g, (max, off)) in std::mem::take(&mut self.unsized_arrays) {
            match (max, &self.globals[g.index()].ty) {
                (Some(m), Type::Array(e, _)) => {
                    self.globals[g.index()].ty = Type::Array(e.clone(), m + 1);
                    self.implicit_arrays.insert(g, m + 1);
                }
                // A member of a block without an instance name, as the
                // members of one with an instance name above.
                (None, Type::Array(e, _)) if self.block_of(g).is_some() => {
                    self.globals[g.index()].ty = Type::Array(e.clone(), 1);
                }
                (None, Type::Array(..)) if self.object_only => {
                    self.implicit_arrays.insert(g, 0);
                }
                _ => {
                    let name = self.globals[g.index()].name.clone();
                    self.error(
                        off,
                        format!("`{name}`: unsized array is never sized nor indexed"),
                    );
                }
            }
        }
        // A block without an instance name: its members are globals, so the
        // block's struct takes the sizes they were given.
        for b in self.io_blocks.iter().filter(|b| b.instance.is_none()) {
            for g in &b.globals {
                let g = &self.globals[g.index()];
                let members = &mut self.structs[b.ty as usize].members;
                if let Some(m) = members.iter_mut().find(|m| m.name == g.name) {
                    m.ty = g.ty.clone();
                }
            }
        }
        // Static use: globals of functions reachable from main (of every
        // function in an object without main).
        let mut reach = BTreeSet::new();
        let mut stack: Vec<FunctionId> = match main {
            Some(m) => vec![m],
            None => (0..self.functions.len())
                .map(FunctionId::from_index)
                .collect(),
        };
        stack.extend(self.init_calls.iter().copied());
        while let Some(f) = stack.pop() {
            if reach.insert(f) {
                if let Some(c) = self.fn_calls.get(f.index()) {
                    stack.extend(c.iter().copied());
                }
            }
        }
        let mut used: BTreeSet<GlobalId> = self.init_uses.clone();
        for f in &reach {
            if let Some(g) = self.fn_globals.get(f.index()) {
                used.extend(g.iter().copied());
            }
        }
        for g in used {
            if let Some(gl) = self.globals.get_mut(g.index()) {
                gl.statically_used = true;
            }
        }
        let used = |name: &str| {
            self.builtin_globals
                .get(name)
                .is_some_and(|g| self.globals[g.index()].statically_used)
        };
        let (color, data) = (used("gl_FragColor"), used("gl_FragData"));
        if color && data {
            let off = self.uses_frag_color.unwrap_or(0);
            self.error(
                off,
                "a shader cannot write both `gl_FragColor` and `gl_FragData`",
            );
        }
        // GLSL 1.30 §7.2: a shader that statically assigns `gl_FragColor`
        // or `gl_FragData` may not assign a user-defined output: both must be
        // statically used, not merely declared.
        let user_out_used = self.uses_user_frag_out.is_some()
            && self.globals.iter().any(|g| {
                g.class == StorageClass::Output && !g.name.starts_with("gl_") && g.statically_used
            });
        let builtin_used = color || data;
        if let (Some(a), true, true) = (self.uses_frag_color, user_out_used, builtin_used) {
            self.error(a, "`gl_FragColor`/`gl_FragData` cannot be used together with user-declared fragment outputs");
        }
        let init = std::mem::take(&mut self.init_block);
        let object_init = if self.object_only && self.keep_bodies {
            init.clone()
        } else {
            Vec::new()
        };
        if let (Some(main), false) = (main, init.is_empty()) {
            let body = &mut self.functions[main.index()].body;
            let mut new_body = init;
            new_body.append(body);
            *body = new_body;
        }
        if self
            .diags
            .iter()
            .any(|d| d.severity == crate::diag::Severity::Error)
        {
            return Err(self.diags);
        }
        // Only a shader object is linked: a whole program, and an object
        // compiled for its diagnostics alone, skip the symbol list (a type
        // name and a location per function).
        let symbols = if self.object_only && self.keep_bodies {
            let mut symbols = self.symbols();
            let mut ir = super::object_ir::object_ir(&self, object_init);
            if main.is_none() {
                // No module to keep them (see `program::object_functions`).
                ir.functions = std::mem::take(&mut self.functions);
            }
            symbols.ir = Some(std::sync::Arc::new(ir));
            symbols
        } else {
            ObjectSymbols {
                functions: Vec::new(),
                globals: Vec::new(),
                origin: self.map.diagnostic(Severity::Error, 0, String::new()),
                blocks: Vec::new(),
                geometry: (self.stage == Stage::Geometry).then(|| self.geom.layout()),
                frag_coord: None,
                per_vertex: Default::default(),
                ir: None,
            }
        };
        let Some(main) = main else {
            return Ok((None, self.diags, symbols));
        };
        let version = self.version;
        let mut reflection = crate::ir::reflection(&self.globals, &self.structs, |name| {
            vars::rank(name, version)
        });
        reflection.geometry = (self.stage == Stage::Geometry).then(|| self.geom.layout());
        let module = Module {
            version,
            stage: self.stage,
            extensions: self.extensions.clone(),
            structs: self.structs,
            globals: self.globals,
            functions: self.functions,
            entry_point: main,
            reflection,
        };
        Ok((Some(module), self.diags, symbols))
    }
}

/// The parameters of a function only declared, each in the local of its
/// position (unnamed ones as `_pN`, as in a definition).
fn prototype_params(params: &[ParamDecl]) -> (Vec<Param>, Vec<Local>) {
    params
        .iter()
        .enumerate()
        .map(|(i, (pname, ty, direction, _, _))| {
            let name = pname
                .clone()
                .unwrap_or_else(|| Name::new(&format!("_p{i}")));
            let param = Param {
                name: name.clone(),
                ty: ty.clone(),
                direction: *direction,
                local: LocalId::from_index(i),
            };
            (
                param,
                Local {
                    name,
                    ty: ty.clone(),
                },
            )
        })
        .unzip()
}

fn sampler_of(t: &TS) -> Option<SamplerType> {
    use SampledKind::{Float as F, Int as I, Uint as U};
    use SamplerDim::*;
    let s = |sampled, dim, arrayed, shadow| {
        Some(SamplerType {
            sampled,
            dim,
            arrayed,
            shadow,
        })
    };
    match t {
        TS::Sampler1D => s(F, D1, false, false),
        TS::Sampler2D => s(F, D2, false, false),
        TS::Sampler3D => s(F, D3, false, false),
        TS::SamplerCube => s(F, Cube, false, false),
        TS::Sampler2DRect => s(F, Rect, false, false),
        TS::Sampler1DArray => s(F, D1, true, false),
        TS::Sampler2DArray => s(F, D2, true, false),
        TS::SamplerBuffer => s(F, Buffer, false, false),
        TS::Sampler2DMs => s(F, D2Ms, false, false),
        TS::Sampler2DMsArray => s(F, D2Ms, true, false),
        TS::Sampler1DShadow => s(F, D1, false, true),
        TS::Sampler2DShadow => s(F, D2, false, true),
        TS::Sampler2DRectShadow => s(F, Rect, false, true),
        TS::Sampler1DArrayShadow => s(F, D1, true, true),
        TS::Sampler2DArrayShadow => s(F, D2, true, true),
        TS::SamplerCubeShadow => s(F, Cube, false, true),
        TS::ISampler1D => s(I, D1, false, false),
        TS::ISampler2D => s(I, D2, false, false),
        TS::ISampler3D => s(I, D3, false, false),
        TS::ISamplerCube => s(I, Cube, false, false),
        TS::ISampler2DRect => s(I, Rect, false, false),
        TS::ISampler1DArray => s(I, D1, true, false),
        TS::ISampler2DArray => s(I, D2, true, false),
        TS::ISamplerBuffer => s(I, Buffer, false, false),
        TS::ISampler2DMs => s(I, D2Ms, false, false),
        TS::ISampler2DMsArray => s(I, D2Ms, true, false),
        TS::USampler1D => s(U, D1, false, false),
        TS::USampler2D => s(U, D2, false, false),
        TS::USampler3D => s(U, D3, false, false),
        TS::USamplerCube => s(U, Cube, false, false),
        TS::USampler2DRect => s(U, Rect, false, false),
        TS::USampler1DArray => s(U, D1, true, false),
        TS::USampler2DArray => s(U, D2, true, false),
        TS::USamplerBuffer => s(U, Buffer, false, false),
        TS::USampler2DMs => s(U, D2Ms, false, false),
        TS::USampler2DMsArray => s(U, D2Ms, true, false),
        _ => None,
    }
}
