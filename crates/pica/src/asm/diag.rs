//! Source diagnostics: `file:line:col: error: message`, the source line and a caret.

use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    Error,
    Warning,
}

/// One located message about the source.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Diagnostic {
    pub severity: Severity,
    /// File name as given (or as set by a `# N "file"` line marker).
    pub file: String,
    /// 1-based line number (0 when the message concerns the whole file).
    pub line: usize,
    /// 1-based column in characters (0 when there is no position).
    pub column: usize,
    pub message: String,
    /// The physical source line, without its newline.
    pub source_line: String,
    /// Width of the caret underline in characters.
    pub width: usize,
}

impl Diagnostic {
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sev = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        if self.line == 0 {
            return write!(f, "{}: {sev}: {}", self.file, self.message);
        }
        write!(
            f,
            "{}:{}:{}: {sev}: {}",
            self.file, self.line, self.column, self.message
        )?;
        if self.column > 0 {
            write!(f, "\n{}\n", self.source_line)?;
            // Keep tabs so the caret lines up under the same characters.
            for c in self.source_line.chars().take(self.column - 1) {
                f.write_str(if c == '\t' { "\t" } else { " " })?;
            }
            for _ in 0..self.width.max(1) {
                f.write_str("^")?;
            }
        }
        Ok(())
    }
}

/// All messages of one assembler run, errors and warnings in source order.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Diagnostics(pub Vec<Diagnostic>);

impl Diagnostics {
    pub fn has_errors(&self) -> bool {
        self.0.iter().any(Diagnostic::is_error)
    }
    pub fn errors(&self) -> impl Iterator<Item = &Diagnostic> {
        self.0.iter().filter(|d| d.is_error())
    }
    pub fn warnings(&self) -> impl Iterator<Item = &Diagnostic> {
        self.0.iter().filter(|d| !d.is_error())
    }
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
