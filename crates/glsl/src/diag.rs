//! Diagnostics (`file:line:col: error: message`, source line, caret).

use serde::{Deserialize, Serialize};
use std::fmt;

/// Diagnostics one compile reports before giving up (the preprocessor,
/// the parser and the analysis each stop at this many).
pub const MAX_ERRORS: usize = 100;

/// Severity of a diagnostic (the one of every gpubin crate).
pub use gpubin_binfmt::Severity;

/// One message tied to a source position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Diagnostic {
    /// Error, warning or note.
    pub severity: Severity,
    /// The message, without location.
    pub message: String,
    /// File name as given in [`crate::CompileOptions::file_name`].
    pub file: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based column, in characters.
    pub column: u32,
    /// Byte offset into the source.
    pub offset: usize,
    /// The source line, without its line terminator.
    pub source_line: String,
    /// Extra lines (candidates of an overload set, ...).
    pub notes: Vec<String>,
}

impl Diagnostic {
    /// The diagnostic as the shared renderers take it: the caret under the
    /// character at the column, the byte range of that character.
    pub fn resolved(&self) -> gpubin_binfmt::diag::Resolved<'_> {
        use gpubin_binfmt::diag::{Position, Resolved};
        let skip = self.column.saturating_sub(1) as usize;
        let char_len = self.source_line.chars().nth(skip).map_or(0, char::len_utf8);
        Resolved {
            notes: &self.notes,
            position: Some(Position {
                file: &self.file,
                line: self.line as usize,
                column: self.column as usize,
                source_line: &self.source_line,
                width: 1,
                range: Some(self.offset..self.offset + char_len),
            }),
            ..Resolved::message(self.severity, &self.message)
        }
    }

    /// One JSON object on one line (see [`gpubin_binfmt::diag::Resolved::to_json`]).
    pub fn to_json(&self) -> String {
        self.resolved().to_json()
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

/// All diagnostics of one compilation (errors first in source order).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Diagnostics {
    /// The diagnostics, in report order.
    pub items: Vec<Diagnostic>,
}

impl Diagnostics {
    /// How many of the diagnostics are errors.
    pub fn error_count(&self) -> usize {
        self.items
            .iter()
            .filter(|d| d.severity == Severity::Error)
            .count()
    }

    /// Whether any diagnostic is an error.
    pub fn has_errors(&self) -> bool {
        self.error_count() > 0
    }
}

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, d) in self.items.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostics {}

/// The `\n` bytes of `bytes`, eight at a time: a byte of `x ^ 0x0a..` is
/// zero exactly where `x` has a newline, and the high bit of
/// `!((t & 0x7f..) + 0x7f.. | t | 0x7f..)` is set exactly for the zero bytes
/// of `t` (no carry crosses a byte, so there are no false hits).
fn count_newlines(bytes: &[u8]) -> usize {
    const LOW7: u64 = u64::from_ne_bytes([0x7f; 8]);
    const NEWLINES: u64 = u64::from_ne_bytes([b'\n'; 8]);
    let mut chunks = bytes.chunks_exact(8);
    let mut n = 0;
    for c in &mut chunks {
        let t = u64::from_ne_bytes(c.try_into().unwrap_or_default()) ^ NEWLINES;
        n += (!(((t & LOW7) + LOW7) | t | LOW7)).count_ones() as usize;
    }
    // At most seven bytes left: no crate for that.
    #[allow(clippy::naive_bytecount)]
    let rest = chunks.remainder().iter().filter(|&&b| b == b'\n').count();
    n + rest
}

/// Line/column lookup for byte offsets of one source text.
pub(crate) struct SourceMap<'a> {
    pub file: String,
    pub text: &'a str,
    /// Computed on the first diagnostic: a source that compiles cleanly
    /// never needs it.
    line_starts: std::cell::OnceCell<gpubin_binfmt::diag::LineIndex>,
    /// The last position [`SourceMap::source_line`] resolved without the
    /// table: (byte offset, 0-based physical line). Positions asked for in
    /// source order (every loop of a shader) then count each newline once.
    cursor: std::cell::Cell<(usize, usize)>,
    /// `#line` directives: from this offset on, the physical line holding
    /// it is numbered as given.
    line_directives: std::cell::RefCell<Vec<(usize, u32)>>,
}

impl<'a> SourceMap<'a> {
    pub fn new(file: &str, text: &'a str) -> Self {
        SourceMap {
            file: file.to_string(),
            text,
            line_starts: std::cell::OnceCell::new(),
            cursor: std::cell::Cell::new((0, 0)),
            line_directives: Default::default(),
        }
    }

    /// Number lines as `#line` directives say (GLSL 1.50 §3.3): keep the
    /// first `first` directives known, then `more` (a preprocessor that
    /// streams its output reports them as it finds them).
    pub fn set_line_directives(&self, first: usize, more: impl IntoIterator<Item = (usize, u32)>) {
        let mut dirs = self.line_directives.borrow_mut();
        dirs.truncate(first);
        dirs.extend(more);
    }

    fn line_starts(&self) -> &[usize] {
        self.line_starts
            .get_or_init(|| gpubin_binfmt::diag::LineIndex::new(self.text))
            .starts()
    }

    fn line_index(&self, offset: usize) -> usize {
        match self.line_starts().binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        }
    }

    /// The line number diagnostics give for a physical line index.
    fn line_number(&self, offset: usize, line_idx: usize) -> u32 {
        let dirs = self.line_directives.borrow();
        match dirs.iter().rev().find(|(o, _)| *o <= offset) {
            Some(&(o, line)) => line.wrapping_add((line_idx - self.line_index(o)) as u32),
            None => line_idx as u32 + 1,
        }
    }

    /// The file and line a diagnostic at `offset` would give, without the
    /// rest of a diagnostic (the source line, the column): what the IR
    /// keeps of each loop. A source without `#line` directives whose
    /// positions come in source order counts its newlines once and never
    /// builds the table of line starts, which a source that compiles
    /// cleanly does not otherwise need.
    pub fn source_line(&self, offset: usize) -> crate::ir::SourceLine {
        let offset = offset.min(self.text.len());
        let line_idx =
            if self.line_starts.get().is_some() || !self.line_directives.borrow().is_empty() {
                self.line_index(offset)
            } else {
                let (from, line) = match self.cursor.get() {
                    (at, line) if at <= offset => (at, line),
                    _ => (0, 0),
                };
                let newlines = count_newlines(&self.text.as_bytes()[from..offset]);
                self.cursor.set((offset, line + newlines));
                line + newlines
            };
        crate::ir::SourceLine {
            file: self.file.clone(),
            line: self.line_number(offset, line_idx),
        }
    }

    /// The error of a path the front end never takes, at the start of the
    /// source: a compile that would have panicked reports it instead.
    pub fn internal(&self, what: &str) -> Diagnostics {
        Diagnostics {
            items: vec![self.diagnostic(Severity::Error, 0, format!("internal error: {what}"))],
        }
    }

    pub fn diagnostic(&self, severity: Severity, offset: usize, message: String) -> Diagnostic {
        let offset = offset.min(self.text.len());
        let bytes = self.text.as_bytes();
        let first_line_end = || bytes.iter().position(|&b| b == b'\n');
        // A location on the first line (the start of the source, say) does
        // not need the table of line starts.
        let (line_idx, start, end) = if first_line_end().is_none_or(|e| offset <= e) {
            (0, 0, first_line_end().unwrap_or(self.text.len()))
        } else {
            let line_idx = self.line_index(offset);
            let start = self.line_starts()[line_idx];
            let end = self
                .line_starts()
                .get(line_idx + 1)
                .map(|e| e - 1)
                .unwrap_or(self.text.len());
            (line_idx, start, end)
        };
        let line_text = self.text.get(start..end).unwrap_or("");
        let line_text = line_text.strip_suffix('\r').unwrap_or(line_text);
        let col = self
            .text
            .get(start..offset)
            .map(|s| s.chars().count())
            .unwrap_or(0);
        Diagnostic {
            severity,
            message,
            file: self.file.clone(),
            line: self.line_number(offset, line_idx),
            column: col as u32 + 1,
            offset,
            source_line: line_text.to_string(),
            notes: Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{count_newlines, Severity, SourceMap};

    #[test]
    fn newlines_are_counted_at_every_alignment() {
        let text: Vec<u8> = (0..300u32)
            .map(|i| match i % 7 {
                0 | 5 => b'\n',
                1 => 0x8a, // a byte whose low seven bits are a newline's
                2 => 0x0b,
                3 => 0x09,
                _ => b'a',
            })
            .collect();
        for start in 0..17 {
            for end in (start..text.len()).step_by(13) {
                let slice = &text[start..end];
                let expected = slice.iter().fold(0, |n, &b| n + usize::from(b == b'\n'));
                assert_eq!(count_newlines(slice), expected, "{start}..{end}");
            }
        }
    }

    #[test]
    fn source_lines_agree_with_diagnostics_in_any_order() {
        let text = "a\nbb\n\nccc\r\ndddd\n#line 40\ne\nf";
        let offsets = [0, 1, 2, 5, 6, 9, 11, 3, 0, 16, 20, 24, 29, 31];
        let map = SourceMap::new("x.frag", text);
        let plain = SourceMap::new("x.frag", text);
        map.set_line_directives(0, [(text.find('e').unwrap_or(0), 40)]);
        for &o in &offsets {
            let d = map.diagnostic(Severity::Error, o, String::new());
            let l = map.source_line(o);
            assert_eq!((l.file.as_str(), l.line), ("x.frag", d.line), "at {o}");
        }
        // Without directives, and before any diagnostic builds the table.
        for &o in &offsets {
            let l = plain.source_line(o);
            let expected = text[..o.min(text.len())].matches('\n').count() as u32 + 1;
            assert_eq!(l.line, expected, "at {o}");
        }
    }
}
