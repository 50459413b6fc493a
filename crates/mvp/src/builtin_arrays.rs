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

use gpubin_glsl::ir::visit::{walk_block, walk_place, Visit};
use gpubin_glsl::ir::{Access, ExprKind, GlobalId, Module, Place, Root, Scalar};
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
}

/// The uses of one global by a walk of code.
struct Uses {
    g: GlobalId,
    u: Use,
}

impl<'m> Visit<'m> for Uses {
    fn visit_place(&mut self, p: &'m Place) {
        self.u.place(self.g, p);
        walk_place(self, p);
    }
}

/// How `m` uses its built-in `name`, if it has it as an array.
fn module_use(m: &Module, name: &str) -> Option<(GlobalId, Use)> {
    let (g, global) = m.global(name)?;
    if !global.builtin || !matches!(global.ty, Type::Array(..)) {
        return None;
    }
    let mut uses = Uses {
        g,
        u: Use::default(),
    };
    for f in &m.functions {
        walk_block(&mut uses, &f.body);
    }
    Some((g, uses.u))
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
    let Type::Array(elem, n) = &m.globals[g.index()].ty else {
        return;
    };
    if size >= *n {
        return;
    }
    let ty = Type::Array(elem.clone(), size);
    let type_name = m.type_name(&ty);
    m.globals[g.index()].ty = ty.clone();
    let r = &mut m.reflection;
    for v in r.inputs.iter_mut().chain(r.outputs.iter_mut()) {
        if v.global == g {
            v.ty = ty.clone();
            v.type_name = type_name.clone();
        }
    }
}
