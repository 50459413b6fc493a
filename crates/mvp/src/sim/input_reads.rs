//! Which components of each fragment input a shader can read, so that the
//! batched fragment stage (`sim/bank_plan.rs`) neither interpolates nor
//! copies into the bank the words no read reaches (`gl_FragCoord.xy` alone
//! needs no depth and no 1/w). A word the shader never reads cannot change
//! its outputs, so leaving it zero keeps the images the same bits.

use gpubin_glsl::ir::visit::{walk_block, walk_expr, walk_place, Visit};
use gpubin_glsl::ir::{Access, Expr, ExprKind, GlobalId, Module, Place, Root};
use std::collections::HashMap;

/// Every component.
const ALL: u8 = 0b1111;

/// The components of each global that some expression of `m` (in any of
/// its functions) may read, as bits (bit c for component c): only a
/// swizzle of a scalar or vector global narrows a read; any other read
/// (the whole value, an index, a member, an argument) counts as all it
/// has (four for anything but a scalar or a vector). Globals no
/// expression reads are absent.
pub(crate) fn components_read(m: &Module) -> HashMap<GlobalId, u8> {
    let mut reads = Reads {
        m,
        bits: HashMap::new(),
    };
    for f in &m.functions {
        walk_block(&mut reads, &f.body);
    }
    reads.bits
}

struct Reads<'m> {
    m: &'m Module,
    bits: HashMap<GlobalId, u8>,
}

impl Reads<'_> {
    fn mark(&mut self, g: GlobalId, bits: u8) {
        *self.bits.entry(g).or_default() |= bits;
    }

    /// The components global `g` has, where it is a scalar or a vector.
    fn components(&self, g: GlobalId) -> Option<u8> {
        let ty = &self.m.globals.get(g.index())?.ty;
        match ty.vector_size() {
            Some(n) => Some((1u8 << n.min(4)) - 1),
            None => ty.is_scalar().then_some(1),
        }
    }

    /// The components `swizzle` picks of global `g`, where `g` is a scalar
    /// or a vector; else all.
    fn picked(&self, g: GlobalId, swizzle: &[u8]) -> u8 {
        match self.components(g) {
            Some(_) => swizzle.iter().fold(0, |b, &c| b | 1 << (c & 3)),
            None => ALL,
        }
    }
}

impl<'m> Visit<'m> for Reads<'m> {
    fn visit_expr(&mut self, e: &'m Expr) {
        // `v.xy` as a swizzle of a whole-variable load.
        if let ExprKind::Swizzle(inner, c) = &e.kind {
            if let ExprKind::Load(p) = &inner.kind {
                if let (Root::Global(g), true) = (p.root, p.path.is_empty()) {
                    let bits = self.picked(g, c);
                    self.mark(g, bits);
                    return;
                }
            }
        }
        walk_expr(self, e);
    }

    fn visit_place(&mut self, p: &'m Place) {
        if let Root::Global(g) = p.root {
            let bits = match p.path.first() {
                Some(Access::Swizzle(c)) => self.picked(g, c),
                _ => self.components(g).unwrap_or(ALL),
            };
            self.mark(g, bits);
        }
        walk_place(self, p);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gpubin_glsl::{compile, CompileOptions, Stage};

    fn reads(src: &str, name: &str) -> Option<u8> {
        let m = compile(src, Stage::Fragment, &CompileOptions::default()).unwrap();
        let (g, _) = m.global(name).unwrap();
        components_read(&m).get(&g).copied()
    }

    #[test]
    fn a_swizzle_reads_its_components_and_anything_else_reads_all() {
        let head = "#version 110\nvarying vec4 v;\nvarying float f;\n";
        let body = |b: &str| format!("{head}void main() {{ {b} }}\n");
        assert_eq!(
            reads(&body("gl_FragColor = gl_FragCoord.xyxy;"), "gl_FragCoord"),
            Some(0b0011)
        );
        assert_eq!(
            reads(&body("gl_FragColor = vec4(v.w, v.y, 0.0, 1.0);"), "v"),
            Some(0b1010)
        );
        assert_eq!(reads(&body("gl_FragColor = v;"), "v"), Some(ALL));
        assert_eq!(reads(&body("gl_FragColor = vec4(v[1]);"), "v"), Some(ALL));
        assert_eq!(reads(&body("gl_FragColor = vec4(f);"), "f"), Some(0b0001));
        let pair =
            "#version 110\nvarying vec2 p;\nvoid main() { gl_FragColor = vec4(p, 0.0, 1.0); }\n";
        assert_eq!(reads(pair, "p"), Some(0b0011));
        assert_eq!(reads(&body("gl_FragColor = vec4(1.0);"), "v"), None);
        // In a function of its own, through an argument.
        let helper = format!(
            "{head}vec4 g(vec4 x) {{ return x * v.z; }}\n\
             void main() {{ gl_FragColor = g(gl_FragCoord); }}\n"
        );
        assert_eq!(reads(&helper, "v"), Some(0b0100));
        assert_eq!(reads(&helper, "gl_FragCoord"), Some(ALL));
    }
}
