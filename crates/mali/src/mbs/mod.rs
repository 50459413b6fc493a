//! The MBS1 container of ARM's Mali offline shader compiler: model, reader, writer,
//! validation and the inspector's text.
//!
//! ```text
//! MBS1
//! ├── CFRA  u32 core; FSTA FDIS FBUU SUNI SVAR DBIN [DPRO]          (fragment, PP)
//! ├── CVER  u32 core; [FPOI|FINS] SUNI SATT SVAR DBIN [DPRO] [VSOP] (vertex, GP)
//! └── BATT  attribute bindings of a program binary
//! ```
//!
//! ```
//! use gpubin_mali::mbs::{self, Block};
//! let bytes = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/mbs_fragment_clear.mbs")).unwrap();
//! let model = mbs::parse(&bytes).unwrap();
//! // Chunks keep the offset of their header in the parsed file.
//! assert_eq!(model.blocks[0].offset, Some(8));
//! let Block::Fragment(shader) = &*model.blocks[0] else { panic!("a CFRA") };
//! assert_eq!(shader.core, 5); // Mali-200 PP
//! assert_eq!(mbs::code::pp_instruction_count(shader.code().unwrap()), Ok(1));
//! assert!(mbs::validate(&model).is_empty());
//! assert_eq!(mbs::write(&model), bytes);
//! ```

mod bytes;
pub mod code;
mod frame;
mod hash;
pub mod inspect;
mod model;
mod placed;
mod read;
mod record;
mod rule;
pub mod tags;
pub mod types;
mod validate;
mod write;

pub use model::*;
pub use read::parse;
pub use rule::MbsRule;
pub use validate::{
    validate, vector_align, ATTRIBUTE_CELLS, FRAGMENT_UNIFORM_CELLS, FRAGMENT_VARYING_CELLS,
    GP_INSTRUCTION_WARNING, MAX_SAMPLERS, VERTEX_UNIFORM_CELLS, VERTEX_VARYING_CELLS,
};
pub use write::{place, write, write_fragment_chunks, write_vertex_chunks};
