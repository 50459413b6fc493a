//! The one place in gpubin that reads and writes bytes.
//!
//! * [`Reader`]: a bounds-checked little-endian cursor over `&[u8]` that knows the
//!   absolute file offset of every byte and the chunk path it is reading.
//! * [`Writer`]: the same vocabulary for output, with padding helpers and
//!   back-patching of sizes and offsets.
//! * [`chunk`]: 4CC chunk framing (`id[4]`, `u32 size`, payload), sibling iteration
//!   with paths ([`ChunkIter`]) or without them for hot loops ([`Frames`]),
//!   sub-readers limited to a chunk's declared size, and a generic [`chunk::ChunkTree`].
//! * [`Error`]: every failure carries a byte offset and a context path, rendered as
//!   `MBS1/CFRA/SUNI/VUNI[3]/STRI at 0x5c: string is not NUL-terminated`.
//! * [`hexdump`]: offset-annotated hex dumps with a highlighted byte range.
//! * [`Finding`]: a located validation finding with a [`Severity`].
//! * [`Name`]: a string that keeps short names (symbols, identifiers) inline.
//!
//! The crate knows no format. Nothing here panics on any input, and no allocation is
//! driven by a size field that has not been checked against the bytes that remain.
#![forbid(unsafe_code)]

pub mod chunk;
mod error;
mod finding;
mod fourcc;
pub mod hexdump;
mod name;
mod path;
mod reader;
mod writer;

pub use chunk::{Chunk, ChunkIter, ChunkTree, Frame, Frames};
pub use error::{Error, ErrorKind, Result};
pub use finding::{Finding, Severity};
pub use fourcc::FourCC;
pub use name::Name;
pub use path::{Path, Segment};
pub use reader::Reader;
pub use writer::{Patch, Writer};
