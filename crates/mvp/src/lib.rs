//! MVP (IC1000) shader compile flow: the wrapper ABI as one table, slot
//! allocation from GLSL reflection, LLVM 19 IR for `vs_main`/`ps_main` and the
//! wrappers, a host verification harness and a draw simulator.
//!
//! ```
//! use gpubin_mvp::{build, ProgramOptions, ShaderSource};
//!
//! let vs = ShaderSource::file("shader.vert", include_str!("../../../examples/mvp/shader.vert"));
//! let fs = ShaderSource::file("shader.frag", include_str!("../../../examples/mvp/shader.frag"));
//! let out = build(&[vs], &[fs], &ProgramOptions::default())?;
//! // LLVM IR for the two entry points of the MVP ABI, and the slot map.
//! assert!(out.vs_ll.contains("@vs_main"));
//! assert!(out.ps_ll.contains("@ps_main"));
//! assert!(out.slots_json.contains("ourColor"));
//! # Ok::<(), gpubin_mvp::Error>(())
//! ```

#![warn(missing_docs)]

pub mod abi;
pub mod attr_header;
mod builtin_arrays;
pub mod cheader;
pub mod codegen;
mod error;
pub mod externs;
pub mod host;
pub mod jit;
pub mod layout;
pub mod program;
pub mod scratch;
pub mod shader_test;
pub mod sim;
pub mod slots;
pub mod tools;
pub mod verify;
pub mod wrapper;

pub use error::{Error, HeaderError, InputError, LinkError, LinkErrorKind, ToolError, Trap};
pub use program::{build, Build, Program, ProgramOptions, ShaderSource, Warning};
