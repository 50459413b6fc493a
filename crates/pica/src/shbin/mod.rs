//! The SHBIN container (DVLB/DVLP/DVLE): model, reader, writer, validation.
//!
//! ```text
//! DVLB header | DVLP header | code | operand descriptors | DVLE 0 | DVLE 1 | ...
//! ```
//!
//! [`parse`] follows every offset (no layout is assumed) and keeps every field,
//! unknown ones included, so [`write()`] reproduces its input byte for byte. A model
//! built from scratch (no [`Layout`]) is written in the reference assembler's layout.
//!
//! ```
//! use gpubin_pica::shbin::{self, Dvle, Dvlp, Shbin};
//!
//! let model = Shbin {
//!     dvlp: Dvlp { code: vec![0x8800_0000], ..Dvlp::default() }, // END
//!     dvles: vec![Dvle::vertex(0, 1)],
//!     layout: None,
//! };
//! let bytes = shbin::write(&model)?;
//! assert_eq!(&bytes[..4], b"DVLB");
//! assert_eq!(shbin::parse(&bytes)?, model);
//! assert!(shbin::validate(&model).is_empty());
//! # Ok::<(), gpubin_binfmt::Error>(())
//! ```

mod hex;
mod layout;
mod model;
mod parse;
mod rule;
mod symbols;
mod text;
mod validate;
mod write;

pub use gpubin_binfmt::Name;
pub use layout::{code_word_location, pin_layout};
pub use model::*;
pub use parse::parse;
pub use rule::ShbinRule;
pub use text::render;
pub use validate::validate;
pub use write::write;
pub(crate) use write::write_canonical;
