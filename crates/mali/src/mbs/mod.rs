//! The MBS1 container of ARM's Mali offline shader compiler: model, reader, writer,
//! validation and the inspector's text.
//!
//! ```text
//! MBS1
//! ├── CFRA  u32 core; FSTA FDIS FBUU SUNI SVAR DBIN [DPRO]          (fragment, PP)
//! ├── CVER  u32 core; [FPOI|FINS] SUNI SATT SVAR DBIN [DPRO] [VSOP] (vertex, GP)
//! └── BATT  attribute bindings of a program binary
//! ```

mod bytes;
mod model;
mod read;
pub mod tags;
mod write;

pub use model::*;
pub use read::parse;
pub use write::write;
