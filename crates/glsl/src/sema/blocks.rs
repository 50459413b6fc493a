//! Uniform block rules (GLSL 1.40-3.30 section 4.3.5.1 / 4.3.7).

use super::Analyzer;

impl Analyzer<'_> {
    /// Record a uniform block: a block name names one block per shader, and
    /// members cannot be (or hold) samplers ("sampler types are not allowed
    /// inside of uniform blocks", 1.40 section 4.3.5.1).
    pub(crate) fn uniform_block_declared(&mut self, name: &str, sid: u32, off: usize) {
        if self.uniform_blocks.iter().any(|(n, _)| n == name) {
            self.error(off, format!("redefinition of uniform block `{name}`"));
        }
        let sampler = self.structs[sid as usize]
            .members
            .iter()
            .find(|m| m.ty.contains_sampler(&self.structs))
            .map(|m| m.name.clone());
        if let Some(m) = sampler {
            self.error(
                off,
                format!("uniform block `{name}`: member `{m}` is a sampler; uniform blocks cannot hold samplers"),
            );
        }
        self.uniform_blocks.push((name.to_string(), sid));
    }

    /// `name` names a uniform or in/out block of this shader.
    pub(crate) fn is_block_name(&self, name: &str) -> bool {
        self.uniform_blocks.iter().any(|(n, _)| n == name)
            || self.io_blocks.iter().any(|b| b.name == name)
    }

    /// A block name has no other use at global scope (GLSL 1.50 and 3.30
    /// §4.3.7: "it is an error to use a block name at global scope for
    /// anything other than as a block name"): no variable, function or
    /// struct of that name before it. (Later ones are rejected by
    /// `declare` and `declare_function`.)
    pub(crate) fn check_block_name(&mut self, name: &str, off: usize) {
        if self.scopes[0].contains_key(name.as_bytes()) || self.fn_decls.contains_key(name) {
            self.error(
                off,
                format!("`{name}`: a block name cannot also name a variable, function or struct"),
            );
        }
    }

    /// Block members are declared names too: a `gl_` prefix is reserved
    /// (GLSL 1.50 §3.7).
    pub(crate) fn check_block_members(&mut self, sid: u32, off: usize) {
        let reserved = self.structs[sid as usize]
            .members
            .iter()
            .find(|m| m.name.starts_with("gl_"))
            .map(|m| m.name.clone());
        if let Some(m) = reserved {
            self.error(
                off,
                format!("`{m}`: identifiers starting with `gl_` are reserved"),
            );
        }
    }
}
