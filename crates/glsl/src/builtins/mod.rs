//! Built-in variables and functions per stage, version and profile.

pub(crate) mod funcs;
pub(crate) mod vars;

pub(crate) use funcs::texture;
pub(crate) use vars::{geom, state};

pub use funcs::NAMES as FUNCTION_NAMES;
pub use texture::NAMES as TEXTURE_FUNCTION_NAMES;
