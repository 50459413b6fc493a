//! The context every function of a module shares while it is lowered: its
//! own module, so that the function lowering (`func`) and the module driver
//! (`mod`) both depend on it and not on each other.

use super::budget;
use super::ir::{StructTy, Ty};
use crate::slots::StageSlots;
use crate::Error;
use gpubin_glsl::ir::{GlobalId, Module};
use std::cell::RefCell;
use std::collections::{BTreeSet, HashMap};
use std::rc::Rc;

/// Fields of the per-invocation private state `%mvp.env`.
pub struct EnvLayout {
    /// Field of each private global of the module, by global.
    pub fields: HashMap<GlobalId, u32>,
    /// Field holding `gl_VertexID` (the `index` argument of `vs_main`).
    pub vertex_id: u32,
    /// Field holding `gl_InstanceID`.
    pub instance_id: u32,
    /// Field set when the invocation discards.
    pub discarded: u32,
    /// The simulator's fields ([`crate::codegen::Target::loop_budget`] only).
    pub sim: Option<SimFields>,
}

/// The fields of `%mvp.env` that only the simulator's build has.
#[derive(Clone, Copy)]
pub struct SimFields {
    /// Loop iterations left.
    pub left: u32,
    /// Set when the budget ran out (the discard flag is set too).
    pub stopped: u32,
    /// The batch table: `mvp.ps_run`'s last argument, which the
    /// simulator's batches give (null elsewhere); every filtered lookup and
    /// derivative passes it on to the runtime (`mvp_sim_texture`,
    /// `mvp_sim_derivatives`).
    pub batch: u32,
}

/// What every function of a module shares.
pub struct ModuleCx<'a> {
    /// The GLSL module being lowered.
    pub m: &'a Module,
    /// Its slot map (where inputs, outputs and uniforms live).
    pub slots: &'a StageSlots,
    /// The file, as messages name it.
    pub file: &'a str,
    /// LLVM name of each GLSL function, by function index (`glsl.NAME`, numbered
    /// when overloads share a name).
    pub fn_names: Vec<String>,
    /// LLVM name of the constant holding each global's initializer, by global index.
    pub const_names: Vec<String>,
    /// The layout of `%mvp.env`.
    pub env: EnvLayout,
    /// Whether each function may end the invocation (a `discard`, or a loop
    /// budget), by function index.
    pub may_discard: Vec<bool>,
    /// The builder's types of the module's structs and of `%mvp.env`.
    pub struct_tys: Vec<Rc<StructTy>>,
    /// The type of `%mvp.env`.
    pub env_ty: Ty,
    pub(super) decls: RefCell<BTreeSet<String>>,
    /// The module's derivative sites, and the one being emitted (its
    /// order goes to `mvp_derivatives` with the kind, see
    /// [`crate::externs::DERIVATIVE_SITE_SHIFT`]).
    pub sites: gpubin_glsl::DerivativeSites,
    /// The derivative site of the lookup or derivative being emitted.
    pub site: std::cell::Cell<u32>,
    /// Which of [`crate::externs::LLVM_DECLARATIONS`] the module calls.
    pub(super) externs: RefCell<Vec<bool>>,
    /// The `file:line` of each loop with a budget check, by constant.
    pub(super) loop_sites: RefCell<Vec<String>>,
}

impl ModuleCx<'_> {
    /// The error for a construct the code generator cannot lower.
    pub fn unsupported(&self, what: &str) -> Error {
        Error::Unsupported {
            file: self.file.to_string(),
            what: what.to_string(),
        }
    }

    /// Note a call of `callee`: an external function gets declared.
    pub fn called(&self, callee: &str) {
        let decls = crate::externs::LLVM_DECLARATIONS;
        if let Some(i) = decls.iter().position(|(name, _)| *name == callee) {
            self.externs.borrow_mut()[i] = true;
        }
    }

    /// The constant holding a loop's position `at` (one per position).
    pub fn loop_site(&self, at: &str) -> String {
        let mut sites = self.loop_sites.borrow_mut();
        let n = match sites.iter().position(|s| s == at) {
            Some(n) => n,
            None => {
                sites.push(at.to_string());
                sites.len() - 1
            }
        };
        budget::site_name(n)
    }

    /// Record a declaration the module needs.
    pub fn need(&self, decl: &str) {
        self.decls.borrow_mut().insert(decl.to_string());
    }
}
