//! The SHBIN container (DVLB/DVLP/DVLE): model, reader, writer, validation.
//!
//! ```text
//! DVLB header | DVLP header | code | operand descriptors | DVLE 0 | DVLE 1 | ...
//! ```
//!
//! [`parse`] follows every offset (no layout is assumed) and keeps every field,
//! unknown ones included, so [`write`] reproduces its input byte for byte. A model
//! built from scratch (no [`Layout`]) is written in the reference assembler's layout.

mod hex;
mod layout;
mod model;
mod parse;
mod text;
mod validate;
mod write;

pub use layout::pin_layout;
pub use model::*;
pub use parse::parse;
pub use text::render;
pub use validate::validate;
pub use write::write;
