//! The crate's error type.

use thiserror::Error;

/// Everything that can go wrong in the MVP flow.
#[derive(Debug, Error)]
pub enum Error {
    /// A malformed attribute header (byte offset into the header).
    #[error("attribute header at {offset:#x}: {message}")]
    Header { offset: usize, message: String },
    /// The two shaders do not link, or do not fit the slots.
    #[error("{0}")]
    Link(String),
    /// The GLSL front end rejected a shader (positions, messages).
    #[error("{0}")]
    Frontend(gpubin_glsl::Diagnostics),
    /// The code generator met something it cannot lower.
    #[error("{file}: cannot lower {what}")]
    Unsupported { file: String, what: String },
    /// Bad simulator input (vertices or uniforms JSON, viewport).
    #[error("{0}")]
    Input(String),
    /// The simulator trapped (bad memory access, header count, interpreter error).
    #[error("simulator: {0}")]
    Trap(String),
    /// A host tool (opt-19, clang-19) is missing or failed.
    #[error("{0}")]
    Tool(String),
}
