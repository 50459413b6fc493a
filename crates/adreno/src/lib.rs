//! Adreno 5xx memory layouts and register state: texture and UBWC layout,
//! the TEX_CONST descriptor, LRZ, blits, stream-out programs, GMEM bins and
//! VSC pipes, and a register database. Pure functions over plain data.
//!
//! ```
//! use gpubin_adreno::a5xx::{layout, tex_const, Format, TexView, TextureDesc, TileMode};
//!
//! // The freedreno notes' UBWC example: 100x2000 GL_RG16F, 11 levels.
//! let mut d = TextureDesc::new_2d(Format::by_name("rg16f")?, 100, 2000);
//! d.levels = 11;
//! d.tile_mode = TileMode::Tile3;
//! d.ubwc = true;
//! d.base = 0xc0732000;
//! let lay = layout(&d)?;
//! assert_eq!(lay.levels[1].flags.unwrap().address, 0xc0834000);
//! assert_eq!(lay.levels[1].address, 0xc0838000);
//! assert_eq!(lay.layer_size, 1642496);
//! let view = TexView { level_count: Some(1), ..TexView::default() };
//! let tc = tex_const::build(&lay, &view)?;
//! assert_eq!(tc.dwords[..4], [0x1140b083, 0x03e80064, 0x20010002, 0x18800191]);
//! # Ok::<(), gpubin_adreno::Error>(())
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod a5xx;
mod error;
pub use error::{
    Error, Expected, FieldProblem, LineProblem, Parameter, ParseReason, Result, StreamOutProblem,
    Unsupported,
};
