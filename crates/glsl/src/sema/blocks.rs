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
}
