//! The analysed IR a shader object keeps for linking.

use super::Analyzer;
use crate::diag::Severity;
use crate::ir::Block;
use crate::link::{FnInfo, ObjectIr};

/// Capture an object's IR at the end of analysis, but for its functions
/// (the caller moves them in when the object has no `main`; otherwise its
/// module keeps them). `init` is the global initialiser block.
pub(super) fn object_ir(a: &Analyzer<'_>, init: Block) -> ObjectIr {
    let at = |off: usize| a.map.diagnostic(Severity::Error, off, String::new());
    let mut fns: Vec<FnInfo> = a
        .functions
        .iter()
        .enumerate()
        .map(|(i, _)| FnInfo {
            defined: false,
            params: Vec::new(),
            at: at(0),
            calls: a.fn_calls.get(i).cloned().unwrap_or_default(),
            globals: a.fn_globals.get(i).cloned().unwrap_or_default(),
        })
        .collect();
    for decl in a.fn_decls.values().flatten() {
        if let Some(f) = fns.get_mut(decl.id.index()) {
            f.defined = decl.defined;
            f.params = decl.params.iter().map(|(t, _)| t.clone()).collect();
            f.at = at(decl.offset);
        }
    }
    ObjectIr {
        version: a.version,
        extensions: a.extensions.clone(),
        structs: a.structs.clone(),
        globals: a.globals.clone(),
        functions: Vec::new(),
        fns,
        user_globals: a.global_decls.iter().map(|&(g, o)| (g, at(o))).collect(),
        init,
        init_uses: a.init_uses.clone(),
        init_calls: a.init_calls.clone(),
        origin: at(0),
    }
}
