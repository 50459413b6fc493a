//! The assembler's located error, shared by the operand cursor and every parser.

use std::fmt;

/// A located assembler error: `file:line:col: error: message`, the line and a caret.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsmError {
    /// 1-based line.
    pub line: usize,
    /// 1-based column in characters.
    pub column: usize,
    /// What is wrong.
    pub message: String,
    /// The source line, without its newline.
    pub source_line: String,
}

impl AsmError {
    /// An error for a path the assembler's own invariants rule out, reported
    /// instead of a panic; it has no place in the source, so it points at line 1.
    pub fn internal(what: &str) -> Self {
        AsmError {
            line: 1,
            column: 1,
            message: format!("internal error: {what}"),
            source_line: String::new(),
        }
    }

    /// The error as the shared renderers take it, in file `file`.
    pub fn resolved<'a>(&'a self, file: &'a str) -> gpubin_binfmt::diag::Resolved<'a> {
        use gpubin_binfmt::diag::{Position, Resolved};
        Resolved {
            position: Some(Position {
                file,
                line: self.line,
                column: self.column,
                source_line: &self.source_line,
                width: 1,
                range: None,
            }),
            ..Resolved::message(gpubin_binfmt::Severity::Error, &self.message)
        }
    }

    /// Renders with the file name: `file:line:col: error: ...`, line, caret.
    pub fn render(&self, file: &str) -> String {
        gpubin_binfmt::diag::TextRenderer::default().render(&self.resolved(file))
    }
}

impl fmt::Display for AsmError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.message)
    }
}

impl std::error::Error for AsmError {}

/// The assembler's result type.
pub type Result<T> = std::result::Result<T, AsmError>;
