//! Adreno 5xx: texture + UBWC layout, the TEX_CONST descriptor, LRZ,
//! blits, stream-out programs, GMEM bins and VSC pipes, and a register
//! database. Pure functions over plain (serde) data.

pub mod dump;
pub mod format;
pub mod layout;
mod regdef;
pub mod regs;
#[rustfmt::skip]
pub mod regs_db;
pub mod report;
pub mod tex_const;
pub mod ubwc;

pub use format::{Format, FormatInfo};
pub use layout::{layout, LevelLayout, TextureDesc, TextureLayout, TextureType, TileMode};
pub use tex_const::{Swizzle, TexConst, TexView};
pub mod blit;
pub mod gmem;
pub mod lrz;
pub mod plan;
pub mod pm4;
pub mod streamout;
