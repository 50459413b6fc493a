//! Renumbering of struct, global and function handles inside IR, used when
//! the objects of one stage are merged into one [`Module`](crate::Module).

use crate::ir::*;
use crate::types::{StructId, Type};

/// Old handle (the index) -> new handle, per handle kind.
pub(crate) struct Remap<'a> {
    pub structs: &'a [StructId],
    pub globals: &'a [GlobalId],
    pub functions: &'a [FunctionId],
}

impl Remap<'_> {
    pub fn ty(&self, t: &mut Type) {
        match t {
            Type::Struct(s) => *s = self.structs[*s as usize],
            Type::Array(e, _) => self.ty(e),
            _ => {}
        }
    }

    pub fn block(&self, b: &mut Block) {
        for s in b {
            self.stmt(s);
        }
    }

    fn stmt(&self, s: &mut Stmt) {
        match &mut s.kind {
            StmtKind::Store { place, value } => {
                self.place(place);
                self.expr(value);
            }
            StmtKind::Call {
                function,
                args,
                result,
            } => {
                *function = self.functions[function.index()];
                for a in args {
                    match a {
                        CallArg::In(e) => self.expr(e),
                        CallArg::Out(p) | CallArg::InOut(p) => self.place(p),
                    }
                }
                if let Some(p) = result {
                    self.place(p);
                }
            }
            StmtKind::If {
                condition,
                accept,
                reject,
            } => {
                self.expr(condition);
                self.block(accept);
                self.block(reject);
            }
            StmtKind::Loop {
                body, continuing, ..
            } => {
                self.block(body);
                self.block(continuing);
            }
            StmtKind::Switch { selector, cases } => {
                self.expr(selector);
                for c in cases {
                    self.block(&mut c.body);
                }
            }
            StmtKind::Return(Some(e)) => self.expr(e),
            StmtKind::Break | StmtKind::Continue | StmtKind::Return(None) | StmtKind::Discard => {}
        }
    }

    fn place(&self, p: &mut Place) {
        if let Root::Global(g) = &mut p.root {
            *g = self.globals[g.index()];
        }
        for a in &mut p.path {
            if let Access::Index(e) = a {
                self.expr(e);
            }
        }
        self.ty(&mut p.ty);
    }

    pub fn expr(&self, e: &mut Expr) {
        self.ty(&mut e.ty);
        match &mut e.kind {
            ExprKind::Constant(_) => {}
            ExprKind::Load(p) => self.place(p),
            ExprKind::Unary(_, a)
            | ExprKind::Swizzle(a, _)
            | ExprKind::Member(a, _)
            | ExprKind::Splat(a)
            | ExprKind::Convert(a) => self.expr(a),
            ExprKind::Binary(_, ab) => {
                let [a, b] = &mut **ab;
                self.expr(a);
                self.expr(b);
            }
            ExprKind::Index(a, b) => {
                self.expr(a);
                self.expr(b);
            }
            ExprKind::Select(a, b, c) => {
                self.expr(a);
                self.expr(b);
                self.expr(c);
            }
            ExprKind::Compose(v) | ExprKind::Builtin(_, v) => {
                for x in v {
                    self.expr(x);
                }
            }
            ExprKind::Texture(t) => {
                self.expr(&mut t.sampler);
                self.expr(&mut t.coordinate);
                match &mut t.level {
                    TextureLevel::Auto | TextureLevel::Fetch(None) => {}
                    TextureLevel::Bias(x) | TextureLevel::Lod(x) | TextureLevel::Fetch(Some(x)) => {
                        self.expr(x)
                    }
                    TextureLevel::Grad(x, y) => {
                        self.expr(x);
                        self.expr(y);
                    }
                }
                for x in [&mut t.offset, &mut t.depth_ref].into_iter().flatten() {
                    self.expr(x);
                }
            }
            ExprKind::TextureSize(s, l) => {
                self.expr(s);
                if let Some(l) = l {
                    self.expr(l);
                }
            }
        }
    }

    /// Renumber everything inside one function.
    pub fn function(&self, f: &mut Function) {
        self.ty(&mut f.return_type);
        for p in &mut f.params {
            self.ty(&mut p.ty);
        }
        for l in &mut f.locals {
            self.ty(&mut l.ty);
        }
        self.block(&mut f.body);
    }
}
