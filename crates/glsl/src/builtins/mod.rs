//! Built-in variables and functions per stage, version and profile.

pub(crate) mod funcs;
pub(crate) mod geom;
pub(crate) mod state;
pub(crate) mod texture;
pub(crate) mod vars;

pub use funcs::NAMES as FUNCTION_NAMES;
pub use texture::NAMES as TEXTURE_FUNCTION_NAMES;
