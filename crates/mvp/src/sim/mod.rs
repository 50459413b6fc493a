//! Functional simulator of a draw on the MVP ABI.

pub mod compiled;
pub mod draw;
pub mod image;
pub mod lookup;
pub mod memory;
pub mod raster;
pub mod texture_images;
pub mod textures;
