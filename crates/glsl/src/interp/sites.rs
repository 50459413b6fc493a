//! Derivative sites numbered in the order a quad running in lockstep meets
//! them.
//!
//! A 2x2 quad's lanes take derivatives together: `dFdx(v)` in one lane
//! pairs with `dFdx(v)` at the same place in its neighbours. When the lanes
//! take different paths (an `if` on `gl_FragCoord`, a loop run a different
//! number of times), each lane's n-th site need not be the same place, so
//! sites are paired by place and by how often the lane met that place.
//! When the lanes wait at different places, the quad answers the place a
//! machine running the lanes in lockstep would reach first: the one met
//! first in a walk of `main` in execution order that enters each called
//! function where it is called. Derivatives inside non-uniform control flow
//! stay undefined (GLSL 1.30 §8.8); this keeps those after it right.

use std::collections::{HashMap, HashSet};

use crate::ir::visit::{walk_block, walk_expr, Visit};
use crate::ir::{BuiltinFn, Expr, ExprKind, FunctionId, Module, TextureLevel, TextureLookup};

/// The order of each derivative site of a module: `dFdx`, `dFdy` and
/// `fwidth` calls (keyed by their [`Expr`]) and implicit-level texture
/// lookups (keyed by their [`TextureLookup`]).
#[derive(Debug, Default, Clone)]
pub struct DerivativeSites {
    order: HashMap<usize, u32>,
    /// `?:` expressions with a site in an arm.
    selects: HashSet<usize>,
    /// A `dFdx`/`dFdy`/`fwidth` call is among the sites.
    explicit: bool,
}

impl DerivativeSites {
    /// Number the sites of `module` (see the module's documentation).
    pub fn of(module: &Module) -> DerivativeSites {
        let mut w = Walk {
            module,
            sites: DerivativeSites::default(),
            entered: vec![false; module.functions.len()],
        };
        w.function(module.entry_point);
        // Functions `main` never calls (their sites never run), after.
        for f in 0..module.functions.len() {
            w.function(FunctionId::from_index(f));
        }
        w.sites
    }

    /// The order of a `dFdx`/`dFdy`/`fwidth` expression (0 if it is none).
    pub fn of_expr(&self, e: &Expr) -> u32 {
        self.order.get(&key(e)).copied().unwrap_or(0)
    }

    /// The order of an implicit-level texture lookup (0 if it is none).
    pub fn of_lookup(&self, t: &TextureLookup) -> u32 {
        self.order.get(&key(t)).copied().unwrap_or(0)
    }

    /// Whether an arm of this `?:` holds a derivative site. The compiled
    /// engine evaluates both arms of every `?:` (they have no side
    /// effects) and selects; the interpreter evaluates both arms of these,
    /// so that the lanes of a quad meet the same sites in both engines.
    pub fn in_select_arm(&self, select: &Expr) -> bool {
        self.selects.contains(&key(select))
    }

    /// Whether a `dFdx`, `dFdy` or `fwidth` call is among the sites (else
    /// every site is an implicit-level texture lookup, whose derivatives
    /// only choose a level of detail).
    pub fn has_explicit(&self) -> bool {
        self.explicit
    }

    fn add(&mut self, key: usize) {
        let n = self.order.len() as u32 + 1;
        self.order.entry(key).or_insert(n);
    }
}

/// A site's key: the address of its node, stable while the module lives.
fn key<T>(node: &T) -> usize {
    std::ptr::from_ref(node).addr()
}

struct Walk<'m> {
    module: &'m Module,
    sites: DerivativeSites,
    entered: Vec<bool>,
}

impl Walk<'_> {
    fn function(&mut self, id: FunctionId) {
        let Some(f) = self.module.functions.get(id.index()) else {
            return;
        };
        if std::mem::replace(&mut self.entered[id.index()], true) {
            return;
        }
        walk_block(self, &f.body);
    }
}

impl<'m> Visit<'m> for Walk<'m> {
    /// Into the callee where it is called.
    fn visit_call(&mut self, function: FunctionId) {
        self.function(function);
    }

    /// Operands first, as they run before the operation.
    fn visit_expr(&mut self, e: &'m Expr) {
        if let ExprKind::Select(c, a, b) = &e.kind {
            self.visit_expr(c);
            let before = self.sites.order.len();
            self.visit_expr(a);
            self.visit_expr(b);
            if self.sites.order.len() > before {
                self.sites.selects.insert(key(e));
            }
            return;
        }
        walk_expr(self, e);
        match &e.kind {
            ExprKind::Builtin(BuiltinFn::DFdx | BuiltinFn::DFdy | BuiltinFn::Fwidth, _) => {
                self.sites.explicit = true;
                self.sites.add(key(e));
            }
            ExprKind::Texture(t)
                if matches!(t.level, TextureLevel::Auto | TextureLevel::Bias(_)) =>
            {
                self.sites.add(key::<TextureLookup>(t));
            }
            _ => {}
        }
    }
}
