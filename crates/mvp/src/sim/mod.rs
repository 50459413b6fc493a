//! Functional simulator of a draw on the MVP ABI.

pub mod image;
pub mod memory;
pub mod raster;
pub mod textures;
