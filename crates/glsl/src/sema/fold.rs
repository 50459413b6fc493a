//! Constant folding of IR expressions, reusing the interpreter's
//! operator and built-in semantics so both agree bit for bit.

use crate::interp::consts;
use crate::ir::Scalars;
use crate::ir::{BuiltinFn, Expr, ExprKind, Scalar, Span, UnaryOp};
use crate::types::{StructDef, Type};

fn constant(e: &Expr) -> Option<&[Scalar]> {
    match &e.kind {
        ExprKind::Constant(v) => Some(v),
        _ => None,
    }
}

/// A constant scalar `v` repeated over `ty` (a splat).
fn splat(v: &[Scalar], ty: &Type) -> Option<Scalars> {
    let s = v.first()?;
    Some(std::iter::repeat_n(*s, ty.component_count().unwrap_or(1) as usize).collect())
}

/// Constant `v` converted to `ty`'s component kind.
fn convert(v: &[Scalar], ty: &Type) -> Option<Scalars> {
    let k = ty.scalar_kind()?;
    Some(v.iter().map(|s| consts::convert(*s, k)).collect())
}

/// `e` repeated over `ty`'s components, at `span`, folded at once when
/// `e` is a constant (no node is built for it then).
pub(crate) fn splat_of(e: Expr, ty: Type, span: Span) -> Expr {
    unary_node(e, ty, span, splat, ExprKind::Splat)
}

/// `e` converted to `ty`'s component kind, at `span`, folded at once when
/// `e` is a constant.
pub(crate) fn convert_of(e: Expr, ty: Type, span: Span) -> Expr {
    unary_node(e, ty, span, convert, ExprKind::Convert)
}

/// `op e` at `span`, folded at once when `e` is a constant (the rule of
/// `fold`).
pub(crate) fn unary_of(op: UnaryOp, e: Expr, span: Span) -> Expr {
    let ty = e.ty.clone();
    if let Some(v) = constant(&e) {
        let v = v.iter().map(|s| consts::unary(op, *s)).collect();
        return Expr::new(ty, ExprKind::Constant(v), span);
    }
    Expr::new(ty, ExprKind::Unary(op, Box::new(e)), span)
}

/// `node(e)` of type `ty` at `span`, or the constant `fold_constant` makes
/// of a constant `e` (the rule `fold` applies to that node).
fn unary_node(
    e: Expr,
    ty: Type,
    span: Span,
    fold_constant: fn(&[Scalar], &Type) -> Option<Scalars>,
    node: fn(Box<Expr>) -> ExprKind,
) -> Expr {
    if let Some(v) = constant(&e).and_then(|v| fold_constant(v, &ty)) {
        return Expr::new(ty, ExprKind::Constant(v), span);
    }
    Expr::new(ty, node(Box::new(e)), span)
}

/// Fold `e` if all its operands are constants (the constant keeps `e`'s
/// span). Returns `e` unchanged otherwise.
pub(crate) fn fold(e: Expr, structs: &[StructDef]) -> Expr {
    let folded: Option<Scalars> = match &e.kind {
        ExprKind::Unary(op, a) => {
            constant(a).map(|a| a.iter().map(|s| consts::unary(*op, *s)).collect())
        }
        ExprKind::Binary(op, ab) => match (constant(&ab[0]), constant(&ab[1])) {
            (Some(x), Some(y)) => consts::binary(*op, &ab[0].ty, x, &ab[1].ty, y)
                .ok()
                .map(Scalars::from),
            _ => None,
        },
        ExprKind::Select(c, a, b) => match (constant(c), constant(a), constant(b)) {
            (Some(c), Some(a), Some(b)) => Some(if matches!(c.first(), Some(Scalar::Bool(true))) {
                Scalars::from_slice(a)
            } else {
                Scalars::from_slice(b)
            }),
            _ => None,
        },
        ExprKind::Swizzle(a, comps) => constant(a).and_then(|v| {
            comps
                .iter()
                .map(|c| v.get(*c as usize).copied())
                .collect::<Option<Scalars>>()
        }),
        ExprKind::Index(a, i) => match (constant(a), constant(i)) {
            (Some(v), Some(i)) => {
                let i = match i.first() {
                    Some(Scalar::Int(i)) => i64::from(*i),
                    Some(Scalar::Uint(u)) => i64::from(*u),
                    _ => -1,
                };
                let n = consts::flat_size(&e.ty, structs);
                let bound = a.ty.index_bound().unwrap_or(0) as i64;
                if i >= 0 && i < bound {
                    let i = i as usize;
                    v.get(i * n..(i + 1) * n).map(Scalars::from_slice)
                } else {
                    None
                }
            }
            _ => None,
        },
        ExprKind::Member(a, m) => constant(a).and_then(|v| {
            let crate::types::Type::Struct(id) = a.ty else {
                return None;
            };
            let def = structs.get(id as usize)?;
            let start: usize = def
                .members
                .iter()
                .take(*m as usize)
                .map(|x| consts::flat_size(&x.ty, structs))
                .sum();
            let n = consts::flat_size(&e.ty, structs);
            v.get(start..start + n).map(Scalars::from_slice)
        }),
        ExprKind::Compose(parts) => {
            let mut out = Scalars::new();
            let mut ok = true;
            for p in parts {
                match constant(p) {
                    Some(v) => v.iter().for_each(|s| out.push(*s)),
                    None => {
                        ok = false;
                        break;
                    }
                }
            }
            ok.then_some(out)
        }
        ExprKind::Splat(a) => constant(a).and_then(|v| splat(v, &e.ty)),
        ExprKind::Convert(a) => constant(a).and_then(|v| convert(v, &e.ty)),
        // The derivative of a constant is 0 at every fragment, and a
        // built-in of constant arguments is a constant expression (GLSL
        // 1.20 §4.3.3; Mesa folds it too).
        ExprKind::Builtin(BuiltinFn::DFdx | BuiltinFn::DFdy | BuiltinFn::Fwidth, args)
            if args.len() == 1 && constant(&args[0]).is_some() =>
        {
            constant(&args[0]).map(|v| v.iter().map(|_| Scalar::Float(0.0)).collect())
        }
        ExprKind::Builtin(f, args) => {
            let pure = !matches!(
                f,
                BuiltinFn::DFdx
                    | BuiltinFn::DFdy
                    | BuiltinFn::Fwidth
                    | BuiltinFn::Noise1
                    | BuiltinFn::Noise2
                    | BuiltinFn::Noise3
                    | BuiltinFn::Noise4
            );
            if pure && args.iter().all(|a| constant(a).is_some()) {
                let vals: Vec<(Vec<Scalar>, &crate::types::Type)> = args
                    .iter()
                    .map(|a| (constant(a).unwrap_or(&[]).to_vec(), &a.ty))
                    .collect();
                consts::builtin(*f, &vals, &e.ty).ok().map(Scalars::from)
            } else {
                None
            }
        }
        _ => None,
    };
    match folded {
        Some(v) => Expr::new(e.ty, ExprKind::Constant(v), e.span),
        None => e,
    }
}
