//! Adreno 5xx memory layouts and register state.
pub mod a5xx;
mod error;
pub use error::{Error, Result};
