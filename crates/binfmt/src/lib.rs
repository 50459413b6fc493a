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
//! * [`diag`]: the diagnostics layer of every crate: [`Severity`], source spans with
//!   line/column resolution, binary locations, diagnostics with labels and notes, the
//!   text and binary renderers and the JSON form.
//! * [`Name`]: a string that keeps short names (symbols, identifiers) inline.
//! * [`text::Cursor`]: a cursor over a line of source text for hand-written parsers.
//! * [`number`]: the integer literals of text inputs and arguments (decimal, `0x` hex,
//!   `0b` binary, negative).
//!
//! Frame two chunks, then read them back; a truncated file is an error that names the
//! offset and the chunk path:
//!
//! ```
//! use gpubin_binfmt::{ChunkIter, FourCC, Reader, Writer};
//!
//! let mut w = Writer::new();
//! w.chunk(FourCC::new(b"NAME"), b"main\0").chunk(FourCC::new(b"CODE"), &[1, 2, 3, 4]);
//! let bytes = w.into_inner();
//!
//! let tags: Vec<String> = ChunkIter::new(Reader::new(&bytes))
//!     .map(|c| c.map(|c| format!("{} ({} bytes)", c.tag, c.size())))
//!     .collect::<Result<_, _>>()?;
//! assert_eq!(tags, ["NAME (5 bytes)", "CODE (4 bytes)"]);
//!
//! let cut = &bytes[..bytes.len() - 1];
//! let err = ChunkIter::new(Reader::new(cut)).find_map(Result::err).unwrap();
//! assert_eq!(err.to_string(), "CODE at 0x15: chunk size 4 (0x4) exceeds the 3 bytes that remain");
//! # Ok::<(), gpubin_binfmt::Error>(())
//! ```
//!
//! The crate knows no format. Nothing here panics on any input, and no allocation is
//! driven by a size field that has not been checked against the bytes that remain.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod chunk;
pub mod diag;
mod error;
mod finding;
mod fourcc;
pub mod hexdump;
mod name;
pub mod number;
mod path;
mod reader;
pub mod text;
mod writer;

pub use chunk::{Chunk, ChunkIter, ChunkTree, Frame, Frames};
pub use diag::Severity;
pub use error::{Error, ErrorKind, FormatRule, Result, Rule};
pub use finding::Finding;
pub use fourcc::FourCC;
pub use name::Name;
pub use number::{parse_i64, parse_u32, parse_u64, NumberError};
pub use path::{Path, Segment};
pub use reader::Reader;
pub use writer::{Patch, Writer};
