//! The implicit size of the built-in `gl_TexCoord[]`.
//!
//! GLSL 1.10 §7.6 declares `gl_TexCoord` without a size: unless the shader
//! redeclares it with one, its size is one more than the largest constant
//! index the program uses (an index that is not a constant needs the full
//! `gl_MaxTextureCoords`). The front end gives it the full 8 elements,
//! which as a varying take 8 of the bank's 8 slots; GL sizes it by use, so
//! a shader writing `gl_TexCoord[0]` needs one slot. The size is one for
//! the program: the same in both stages, so that each element keeps its
//! slot across the link.

use gpubin_glsl::ir::{
    Access, Block, CallArg, Expr, ExprKind, GlobalId, Module, Place, Root, Scalar, Stmt,
    TextureLevel,
};
use gpubin_glsl::types::Type;

/// The built-in arrays sized by use.
const SIZED_BY_USE: &[&str] = &["gl_TexCoord"];

/// How a program uses an array variable.
#[derive(Clone, Copy, Default)]
struct Use {
    /// Largest constant index + 1.
    size: u32,
    /// Indexed by a non-constant, or used as a whole: needs every element.
    whole: bool,
}

impl Use {
    fn place(&mut self, g: GlobalId, p: &Place) {
        if p.root != Root::Global(g) {
            return;
        }
        match p.path.first() {
            Some(Access::Index(e)) => match &e.kind {
                ExprKind::Constant(c) => match c.first() {
                    Some(Scalar::Int(i)) if *i >= 0 => self.size = self.size.max(*i as u32 + 1),
                    Some(Scalar::Uint(u)) => self.size = self.size.max(u.saturating_add(1)),
                    _ => self.whole = true,
                },
                _ => self.whole = true,
            },
            _ => self.whole = true,
        }
    }

    fn block(&mut self, g: GlobalId, b: &Block) {
        for s in b {
            match s {
                Stmt::Store { place, value } => {
                    self.path(g, place);
                    self.place(g, place);
                    self.expr(g, value);
                }
                Stmt::Call { args, result, .. } => {
                    for a in args {
                        match a {
                            CallArg::In(e) => self.expr(g, e),
                            CallArg::Out(p) | CallArg::InOut(p) => {
                                self.path(g, p);
                                self.place(g, p);
                            }
                        }
                    }
                    if let Some(p) = result {
                        self.path(g, p);
                        self.place(g, p);
                    }
                }
                Stmt::If {
                    condition,
                    accept,
                    reject,
                } => {
                    self.expr(g, condition);
                    self.block(g, accept);
                    self.block(g, reject);
                }
                Stmt::Loop {
                    body, continuing, ..
                } => {
                    self.block(g, body);
                    self.block(g, continuing);
                }
                Stmt::Switch { selector, cases } => {
                    self.expr(g, selector);
                    for c in cases {
                        self.block(g, &c.body);
                    }
                }
                Stmt::Return(Some(e)) => self.expr(g, e),
                Stmt::Return(None) | Stmt::Break | Stmt::Continue | Stmt::Discard => {}
            }
        }
    }

    /// The index expressions of a place.
    fn path(&mut self, g: GlobalId, p: &Place) {
        for a in &p.path {
            if let Access::Index(e) = a {
                self.expr(g, e);
            }
        }
    }

    fn expr(&mut self, g: GlobalId, e: &Expr) {
        match &e.kind {
            ExprKind::Constant(_) => {}
            ExprKind::Load(p) => {
                self.path(g, p);
                self.place(g, p);
            }
            ExprKind::Unary(_, a)
            | ExprKind::Swizzle(a, _)
            | ExprKind::Member(a, _)
            | ExprKind::Splat(a)
            | ExprKind::Convert(a) => self.expr(g, a),
            ExprKind::Binary(_, ab) => {
                self.expr(g, &ab[0]);
                self.expr(g, &ab[1]);
            }
            ExprKind::Index(a, b) => {
                self.expr(g, a);
                self.expr(g, b);
            }
            ExprKind::Select(a, b, c) => {
                for x in [a, b, c] {
                    self.expr(g, x);
                }
            }
            ExprKind::Compose(v) | ExprKind::Builtin(_, v) => {
                for x in v {
                    self.expr(g, x);
                }
            }
            ExprKind::Texture(t) => {
                self.expr(g, &t.sampler);
                self.expr(g, &t.coordinate);
                match &t.level {
                    TextureLevel::Auto | TextureLevel::Fetch(None) => {}
                    TextureLevel::Bias(x) | TextureLevel::Lod(x) | TextureLevel::Fetch(Some(x)) => {
                        self.expr(g, x)
                    }
                    TextureLevel::Grad(x, y) => {
                        self.expr(g, x);
                        self.expr(g, y);
                    }
                }
                for x in [&t.offset, &t.depth_ref].into_iter().flatten() {
                    self.expr(g, x);
                }
            }
            ExprKind::TextureSize(s, l) => {
                self.expr(g, s);
                if let Some(l) = l {
                    self.expr(g, l);
                }
            }
        }
    }
}

/// How `m` uses its built-in `name`, if it has it as an array.
fn module_use(m: &Module, name: &str) -> Option<(GlobalId, Use)> {
    let (g, global) = m.global(name)?;
    if !global.builtin || !matches!(global.ty, Type::Array(..)) {
        return None;
    }
    let mut u = Use::default();
    for f in &m.functions {
        u.block(g, &f.body);
    }
    Some((g, u))
}

/// Size `gl_TexCoord` in both stages by the program's use of it.
pub fn size_by_use(vs: &mut Module, fs: &mut Module) {
    for name in SIZED_BY_USE {
        let uses: Vec<(GlobalId, Use)> = [&*vs, &*fs]
            .iter()
            .filter_map(|m| module_use(m, name))
            .collect();
        if uses.iter().any(|(_, u)| u.whole) {
            continue;
        }
        let size = uses.iter().map(|(_, u)| u.size).max().unwrap_or(0).max(1);
        for m in [&mut *vs, &mut *fs] {
            resize(m, name, size);
        }
    }
}

/// Give `m`'s array `name` `size` elements (fewer than declared only).
fn resize(m: &mut Module, name: &str, size: u32) {
    let Some((g, _)) = m.global(name) else {
        return;
    };
    let Type::Array(elem, n) = &m.globals[g as usize].ty else {
        return;
    };
    if size >= *n {
        return;
    }
    let ty = Type::Array(elem.clone(), size);
    let type_name = m.type_name(&ty);
    m.globals[g as usize].ty = ty.clone();
    let r = &mut m.reflection;
    for v in r.inputs.iter_mut().chain(r.outputs.iter_mut()) {
        if v.global == g {
            v.ty = ty.clone();
            v.type_name = type_name.clone();
        }
    }
}
