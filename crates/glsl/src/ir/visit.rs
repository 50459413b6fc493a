//! A read-only walk over IR, in evaluation order: a [`Visit`] overrides the
//! hooks it needs and calls the `walk_*` function of a node to go on into
//! its parts (as the default hooks do).

use super::{Access, CallArg, Expr, ExprKind, FunctionId, Place, Stmt, StmtKind, TextureLevel};

/// Hooks of a walk; each default goes on into the node's parts.
pub trait Visit<'m> {
    /// A statement.
    fn visit_stmt(&mut self, s: &'m Stmt) {
        walk_stmt(self, s);
    }

    /// A place read or written (a load, a store's target, an `out`
    /// argument, a call's result).
    fn visit_place(&mut self, p: &'m Place) {
        walk_place(self, p);
    }

    /// An expression.
    fn visit_expr(&mut self, e: &'m Expr) {
        walk_expr(self, e);
    }

    /// A user function called, after its arguments are evaluated and before
    /// its result is stored.
    fn visit_call(&mut self, _function: FunctionId) {}
}

/// Visit the statements of a block in order.
pub fn walk_block<'m, V: Visit<'m> + ?Sized>(v: &mut V, b: &'m [Stmt]) {
    for s in b {
        v.visit_stmt(s);
    }
}

/// A store evaluates its value before its target's indices; a call its
/// arguments in order.
pub fn walk_stmt<'m, V: Visit<'m> + ?Sized>(v: &mut V, s: &'m Stmt) {
    match &s.kind {
        StmtKind::Store { place, value } => {
            v.visit_expr(value);
            v.visit_place(place);
        }
        StmtKind::Call {
            function,
            args,
            result,
        } => {
            for a in args {
                match a {
                    CallArg::In(e) => v.visit_expr(e),
                    CallArg::Out(p) | CallArg::InOut(p) => v.visit_place(p),
                }
            }
            v.visit_call(*function);
            if let Some(p) = result {
                v.visit_place(p);
            }
        }
        StmtKind::If {
            condition,
            accept,
            reject,
        } => {
            v.visit_expr(condition);
            walk_block(v, accept);
            walk_block(v, reject);
        }
        StmtKind::Loop {
            body, continuing, ..
        } => {
            walk_block(v, body);
            walk_block(v, continuing);
        }
        StmtKind::Switch { selector, cases } => {
            v.visit_expr(selector);
            for c in cases {
                walk_block(v, &c.body);
            }
        }
        StmtKind::Return(Some(e)) => v.visit_expr(e),
        StmtKind::Return(None) | StmtKind::Break | StmtKind::Continue | StmtKind::Discard => {}
    }
}

/// The index expressions of a place's path.
pub fn walk_place<'m, V: Visit<'m> + ?Sized>(v: &mut V, p: &'m Place) {
    for a in &p.path {
        if let Access::Index(e) = a {
            v.visit_expr(e);
        }
    }
}

/// An expression's operands, in evaluation order.
pub fn walk_expr<'m, V: Visit<'m> + ?Sized>(v: &mut V, e: &'m Expr) {
    match &e.kind {
        ExprKind::Constant(_) => {}
        ExprKind::Load(p) => v.visit_place(p),
        ExprKind::Unary(_, a)
        | ExprKind::Swizzle(a, _)
        | ExprKind::Member(a, _)
        | ExprKind::Splat(a)
        | ExprKind::Convert(a) => v.visit_expr(a),
        ExprKind::Binary(_, ab) => {
            v.visit_expr(&ab[0]);
            v.visit_expr(&ab[1]);
        }
        ExprKind::Select(c, a, b) => {
            v.visit_expr(c);
            v.visit_expr(a);
            v.visit_expr(b);
        }
        ExprKind::Index(a, i) => {
            v.visit_expr(a);
            v.visit_expr(i);
        }
        ExprKind::Compose(parts) | ExprKind::Builtin(_, parts) => {
            for p in parts {
                v.visit_expr(p);
            }
        }
        ExprKind::Texture(t) => {
            v.visit_expr(&t.sampler);
            v.visit_expr(&t.coordinate);
            match &t.level {
                TextureLevel::Auto | TextureLevel::Fetch(None) => {}
                TextureLevel::Bias(x) | TextureLevel::Lod(x) | TextureLevel::Fetch(Some(x)) => {
                    v.visit_expr(x);
                }
                TextureLevel::Grad(x, y) => {
                    v.visit_expr(x);
                    v.visit_expr(y);
                }
            }
            for x in [&t.offset, &t.depth_ref].into_iter().flatten() {
                v.visit_expr(x);
            }
        }
        ExprKind::TextureSize(s, l) => {
            v.visit_expr(s);
            if let Some(l) = l {
                v.visit_expr(l);
            }
        }
    }
}
