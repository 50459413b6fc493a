//! Source diagnostics: `file:line:col: error: message`, the source line and a caret.

use std::fmt;

/// Severity of a diagnostic (the one of every gpubin crate).
pub use gpubin_binfmt::Severity;

/// One located message about the source.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Diagnostic {
    /// Error or warning.
    pub severity: Severity,
    /// File name as given (or as set by a `# N "file"` line marker).
    pub file: String,
    /// 1-based line number (0 when the message concerns the whole file).
    pub line: usize,
    /// 1-based column in characters (0 when there is no position).
    pub column: usize,
    /// The message, without location.
    pub message: String,
    /// The physical source line, without its newline.
    pub source_line: String,
    /// Width of the caret underline in characters.
    pub width: usize,
    /// What kind of failure, where a caller acts on it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub code: Option<Code>,
}

/// Failures a caller of the assembler tells apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Code {
    /// The operand descriptor table (128 entries, the first 32 for `mad`) is full.
    DescriptorTableFull,
}

impl Diagnostic {
    /// True for an error.
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

impl Diagnostic {
    /// The diagnostic as the shared renderers take it. Its byte range is not
    /// known here (see [`Diagnostic::resolved_in`]).
    pub fn resolved(&self) -> gpubin_binfmt::diag::Resolved<'_> {
        use gpubin_binfmt::diag::{Position, Resolved};
        let position = if self.line == 0 {
            Position::file(&self.file)
        } else {
            Position {
                file: &self.file,
                line: self.line,
                column: self.column,
                source_line: &self.source_line,
                width: self.width.max(1),
                range: None,
            }
        };
        Resolved {
            position: Some(position),
            ..Resolved::message(self.severity, &self.message)
        }
    }

    /// [`Diagnostic::resolved`] with the byte range found in `sources` when they
    /// hold the file and its line reads as the diagnostic quotes it.
    pub fn resolved_in<'a>(
        &'a self,
        sources: &gpubin_binfmt::diag::SourceMap,
    ) -> gpubin_binfmt::diag::Resolved<'a> {
        let mut r = self.resolved();
        if let Some(p) = r.position.as_mut() {
            p.locate(sources);
        }
        r
    }
}

/// `file:line:col: error: message`, the source line and the caret, through gpubin's
/// text renderer; `{:#}` adds ANSI colours.
impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let color = f.alternate();
        gpubin_binfmt::diag::TextRenderer::new(color).write(f, &self.resolved())
    }
}

/// All messages of one assembler run, errors and warnings in source order.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Diagnostics(pub Vec<Diagnostic>);

impl Diagnostics {
    /// True when any message is an error.
    pub fn has_errors(&self) -> bool {
        self.0.iter().any(Diagnostic::is_error)
    }
    /// The errors, in source order.
    pub fn errors(&self) -> impl Iterator<Item = &Diagnostic> {
        self.0.iter().filter(|d| d.is_error())
    }
    /// The warnings, in source order.
    pub fn warnings(&self) -> impl Iterator<Item = &Diagnostic> {
        self.0.iter().filter(|d| !d.is_error())
    }
    /// True when there are no messages.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, d) in self.0.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostics {}
