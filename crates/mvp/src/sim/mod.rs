//! Functional simulator of a draw on the MVP ABI.

mod bank_plan;
mod batch;
mod batch_ll;
mod batch_table;
pub mod clip;
pub mod compiled;
mod dd;
pub mod draw;
pub mod image;
mod input_reads;
mod lane_memo;
pub mod lookup;
pub mod memory;
pub mod quad;
pub mod raster;
pub mod texture_filter;
pub mod texture_images;
pub mod textures;
pub mod vertex_post;
