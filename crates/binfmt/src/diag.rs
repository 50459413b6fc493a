//! The diagnostics layer every gpubin crate shares.
//!
//! * [`Severity`]: how bad a message is.
//! * [`Span`]: a byte range of one source file of a [`SourceMap`], which resolves it
//!   to a line, a column and the source line ([`SourceMap::resolve`]) through a
//!   [`LineIndex`] built once per file, in one pass.
//! * [`BinLocation`]: where in a binary: a byte offset and a chunk [`Path`].
//! * [`Diagnostic`]: a severity, an optional code, a message, a primary span or
//!   binary location, labelled secondary spans and notes.
//! * [`Resolved`]: a diagnostic with its positions looked up, as the renderers take
//!   it: [`TextRenderer`] (`file:line:col: error: message`, the source line, carets,
//!   notes), [`BinaryRenderer`] (the message and a hexdump) and
//!   [`Resolved::to_json`] (one JSON object).
//!
//! Crates whose diagnostics already hold their position (line, column, source line)
//! build a [`Resolved`] from those fields and render through the same code.

use std::borrow::Cow;
use std::fmt::{self, Write as _};
use std::ops::Range;

use serde::{Deserialize, Serialize};

use crate::Path;

/// How bad a message is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// Worth knowing, but real tools produce it and consumers accept it.
    Warning,
    /// The input breaks a rule of the language, the format or the hardware.
    Error,
}

impl Severity {
    /// The lowercase name: `error`, `warning`.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One file of a [`SourceMap`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct FileId(pub u32);

/// A byte range of one source file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Span {
    /// The file, in its [`SourceMap`].
    pub file: FileId,
    /// First byte.
    pub start: usize,
    /// One past the last byte (`start` for an empty span, a position).
    pub end: usize,
}

impl Span {
    /// The span of `range` in `file` (an end before the start is the start).
    pub fn new(file: FileId, range: Range<usize>) -> Self {
        Span {
            file,
            start: range.start,
            end: range.end.max(range.start),
        }
    }

    /// The bytes of the span.
    pub fn range(&self) -> Range<usize> {
        self.start..self.end
    }
}

/// A 1-based line and a 1-based column in characters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineCol {
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
}

/// Where the lines of one text start, found in one pass over it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LineIndex {
    /// Byte offset of each line's first byte; the first is 0.
    starts: Vec<usize>,
    /// Length of the text.
    len: usize,
}

impl LineIndex {
    /// Indexes `text` in one pass.
    pub fn new(text: &str) -> Self {
        let mut starts = Vec::with_capacity(text.len() / 32 + 1);
        starts.push(0);
        starts.extend(
            text.bytes()
                .enumerate()
                .filter(|&(_, b)| b == b'\n')
                .map(|(i, _)| i + 1),
        );
        LineIndex {
            starts,
            len: text.len(),
        }
    }

    /// Byte offsets at which the lines start (the first is 0).
    pub fn starts(&self) -> &[usize] {
        &self.starts
    }

    /// Number of lines (a text ending in a newline has an empty last line).
    pub fn line_count(&self) -> usize {
        self.starts.len()
    }

    /// The 0-based index of the line holding `offset` (clamped to the text).
    pub fn line_of(&self, offset: usize) -> usize {
        let offset = offset.min(self.len);
        match self.starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        }
    }

    /// The bytes of 0-based line `line`, without its `\n` (or `\r\n`); empty past
    /// the last line.
    pub fn line_range(&self, text: &str, line: usize) -> Range<usize> {
        let Some(&start) = self.starts.get(line) else {
            return self.len..self.len;
        };
        let mut end = self.starts.get(line + 1).map_or(self.len, |e| e - 1);
        if end > start && text.as_bytes().get(end - 1) == Some(&b'\r') {
            end -= 1;
        }
        start..end
    }

    /// Line and column (in characters) of byte `offset`, clamped to the text.
    pub fn line_col(&self, text: &str, offset: usize) -> LineCol {
        let offset = offset.min(self.len);
        let line = self.line_of(offset);
        let start = self.starts[line];
        // Characters are the bytes that do not continue one (an offset inside a
        // character counts it).
        let column = text.as_bytes()[start.min(text.len())..offset.min(text.len())]
            .iter()
            .filter(|&&b| b & 0xC0 != 0x80)
            .count()
            + 1;
        LineCol {
            line: line + 1,
            column,
        }
    }

    /// The byte offset of a 1-based line and column in characters, if the text has
    /// them (the column may be one past the line's last character, its `\n`).
    pub fn offset(&self, text: &str, at: LineCol) -> Option<usize> {
        let line = at.line.checked_sub(1)?;
        let start = *self.starts.get(line)?;
        // The `\r` of a `\r\n` counts here, as in [`LineIndex::line_col`].
        let end = self.starts.get(line + 1).map_or(self.len, |e| e - 1);
        let range = start..end;
        let line = text.get(range.clone())?;
        let skip = at.column.checked_sub(1)?;
        match line.char_indices().nth(skip) {
            Some((i, _)) => Some(range.start + i),
            None if skip == line.chars().count() => Some(range.end),
            None => None,
        }
    }
}

/// One source text and its name as messages give it.
#[derive(Clone, Debug)]
pub struct SourceFile {
    /// The name messages give the file (a path as given, `<stdin>`).
    pub name: String,
    /// The whole text.
    pub text: String,
    /// Where its lines start.
    pub lines: LineIndex,
}

/// The source texts that [`Span`]s point into.
#[derive(Clone, Debug, Default)]
pub struct SourceMap {
    files: Vec<SourceFile>,
}

impl SourceMap {
    /// An empty map.
    pub fn new() -> Self {
        SourceMap::default()
    }

    /// Adds a file, indexing its lines.
    pub fn add(&mut self, name: impl Into<String>, text: impl Into<String>) -> FileId {
        let text = text.into();
        let lines = LineIndex::new(&text);
        let id = FileId(u32::try_from(self.files.len()).unwrap_or(u32::MAX));
        self.files.push(SourceFile {
            name: name.into(),
            text,
            lines,
        });
        id
    }

    /// The file `id` names, if it is one of this map's.
    pub fn get(&self, id: FileId) -> Option<&SourceFile> {
        self.files.get(id.0 as usize)
    }

    /// The first file of that name.
    pub fn find(&self, name: &str) -> Option<FileId> {
        let i = self.files.iter().position(|f| f.name == name)?;
        Some(FileId(i as u32))
    }

    /// The position of a span: file name, line, column, source line, caret width
    /// (the span's characters on its first line, at least 1). A span of an unknown
    /// file resolves to an unnamed position without a line.
    pub fn resolve(&self, span: Span) -> Position<'_> {
        let Some(file) = self.get(span.file) else {
            return Position::file("");
        };
        let text = file.text.as_str();
        let start = span.start.min(text.len());
        let at = file.lines.line_col(text, start);
        let line = file.lines.line_range(text, at.line - 1);
        let source_line = text.get(line.clone()).unwrap_or("");
        let end = span.end.clamp(start, line.end.max(start));
        let width = text.get(start..end).map_or(0, |s| s.chars().count());
        Position {
            file: &file.name,
            line: at.line,
            column: at.column,
            source_line,
            width: width.max(1),
            range: Some(start..span.end.max(start)),
        }
    }
}

/// Where in a binary: an absolute byte offset, the bytes there, and the chunk path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BinLocation {
    /// Absolute byte offset in the file; `None` for a part named by its path only.
    pub offset: Option<usize>,
    /// Bytes the message is about (at least one is marked in a hexdump).
    pub len: usize,
    /// Chunk path such as `MBS1/CFRA/SUNI/VUNI[3]`; may be empty.
    pub path: Path,
}

impl BinLocation {
    /// One byte at `offset` of the part `path` names.
    pub fn new(offset: usize, path: Path) -> Self {
        BinLocation {
            offset: Some(offset),
            len: 1,
            path,
        }
    }

    /// The part `path` names, without an offset.
    pub fn path(path: Path) -> Self {
        BinLocation {
            offset: None,
            len: 0,
            path,
        }
    }

    /// The bytes the location covers, if it has an offset.
    pub fn range(&self) -> Option<Range<usize>> {
        self.offset.map(|o| o..o.saturating_add(self.len))
    }
}

/// A secondary span with what it shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Label {
    /// The source text it shows.
    pub span: Span,
    /// What it shows there (`first declared here`).
    pub message: String,
}

/// One message: severity, optional code, the message, where (a source span or a
/// binary location), labelled secondary spans and notes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// How bad it is.
    pub severity: Severity,
    /// A stable identifier of the rule (`E0001`, `shbin-uniform-range`), if any.
    pub code: Option<String>,
    /// What is wrong, one line, without a final full stop.
    pub message: String,
    /// The source text the message is about.
    pub primary: Option<Span>,
    /// The bytes the message is about.
    pub binary: Option<BinLocation>,
    /// Further places that explain the message.
    pub labels: Vec<Label>,
    /// Extra lines after the message (candidates, hints).
    pub notes: Vec<String>,
}

impl Diagnostic {
    /// A message without a place, code, labels or notes.
    pub fn new(severity: Severity, message: impl Into<String>) -> Self {
        Diagnostic {
            severity,
            code: None,
            message: message.into(),
            primary: None,
            binary: None,
            labels: Vec::new(),
            notes: Vec::new(),
        }
    }

    /// An error without a place (see [`Diagnostic::new`]).
    pub fn error(message: impl Into<String>) -> Self {
        Diagnostic::new(Severity::Error, message)
    }

    /// A warning without a place (see [`Diagnostic::new`]).
    pub fn warning(message: impl Into<String>) -> Self {
        Diagnostic::new(Severity::Warning, message)
    }

    /// The diagnostic with the code of its rule.
    pub fn with_code(mut self, code: impl Into<String>) -> Self {
        self.code = Some(code.into());
        self
    }

    /// The diagnostic about the source text `span`.
    pub fn with_span(mut self, span: Span) -> Self {
        self.primary = Some(span);
        self
    }

    /// The diagnostic about the bytes at `location`.
    pub fn at(mut self, location: BinLocation) -> Self {
        self.binary = Some(location);
        self
    }

    /// The diagnostic with one more labelled span.
    pub fn with_label(mut self, span: Span, message: impl Into<String>) -> Self {
        self.labels.push(Label {
            span,
            message: message.into(),
        });
        self
    }

    /// The diagnostic with one more note.
    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        self.notes.push(note.into());
        self
    }

    /// True for [`Severity::Error`].
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    /// The diagnostic with its spans looked up in `sources`.
    pub fn resolve<'a>(&'a self, sources: &'a SourceMap) -> Resolved<'a> {
        Resolved {
            severity: self.severity,
            code: self.code.as_deref(),
            message: Cow::Borrowed(&self.message),
            position: self.primary.map(|s| sources.resolve(s)),
            binary: self.binary.as_ref(),
            labels: self
                .labels
                .iter()
                .map(|l| (sources.resolve(l.span), l.message.as_str()))
                .collect(),
            notes: &self.notes,
        }
    }

    /// One JSON object (see [`Resolved::to_json`]).
    pub fn to_json(&self, sources: &SourceMap) -> String {
        self.resolve(sources).to_json()
    }
}

impl From<&crate::Error> for Diagnostic {
    /// A failure to read a binary: an error at its offset and path.
    fn from(e: &crate::Error) -> Self {
        Diagnostic::error(e.kind().to_string()).at(BinLocation::new(e.offset(), e.path().clone()))
    }
}

impl From<&crate::Finding> for Diagnostic {
    /// A validation finding: its severity at its offset (if any) and path.
    fn from(f: &crate::Finding) -> Self {
        Diagnostic::new(f.severity, f.message.clone()).at(BinLocation {
            offset: f.offset,
            len: 1,
            path: Path::from(f.path.as_str()),
        })
    }
}

/// A place in a source file as a reader sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position<'a> {
    /// The file as messages name it.
    pub file: &'a str,
    /// 1-based; 0 when the message is about the whole file.
    pub line: usize,
    /// 1-based, in characters; 0 when there is no column (and no caret).
    pub column: usize,
    /// The source line, without its line terminator.
    pub source_line: &'a str,
    /// Carets to draw (at least one is).
    pub width: usize,
    /// Byte range in the file, when known.
    pub range: Option<Range<usize>>,
}

impl<'a> Position<'a> {
    /// The whole of a file: `file: error: ...`.
    pub fn file(file: &'a str) -> Self {
        Position {
            file,
            line: 0,
            column: 0,
            source_line: "",
            width: 0,
            range: None,
        }
    }
}

impl Position<'_> {
    /// Fills in the byte range from `sources` when they hold the file and its line
    /// reads as [`Position::source_line`] quotes it (a position made from a line and
    /// a column, e.g. after a line marker, may point elsewhere).
    pub fn locate(&mut self, sources: &SourceMap) {
        if self.range.is_some() || self.line == 0 || self.column == 0 {
            return;
        }
        let Some(file) = sources.find(self.file).and_then(|id| sources.get(id)) else {
            return;
        };
        let line = file.lines.line_range(&file.text, self.line - 1);
        if file.text.get(line) != Some(self.source_line) {
            return;
        }
        let at = LineCol {
            line: self.line,
            column: self.column,
        };
        if let Some(start) = file.lines.offset(&file.text, at) {
            let len: usize = file.text[start..]
                .chars()
                .take(self.width.max(1))
                .take_while(|&c| c != '\n')
                .map(char::len_utf8)
                .sum();
            self.range = Some(start..start + len);
        }
    }
}

/// A diagnostic with its positions looked up: what the renderers take.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Resolved<'a> {
    /// How bad it is.
    pub severity: Severity,
    /// The code of the rule, if any.
    pub code: Option<&'a str>,
    /// What is wrong: borrowed from the diagnostic, or rendered from a typed
    /// problem for this message.
    pub message: Cow<'a, str>,
    /// `None` for a message about no file.
    pub position: Option<Position<'a>>,
    /// The bytes it is about, if any.
    pub binary: Option<&'a BinLocation>,
    /// Further places and what they show.
    pub labels: Vec<(Position<'a>, &'a str)>,
    /// Further lines of text.
    pub notes: &'a [String],
}

impl<'a> Resolved<'a> {
    /// A message with no position, labels or notes.
    pub fn message(severity: Severity, message: impl Into<Cow<'a, str>>) -> Self {
        Resolved {
            severity,
            code: None,
            message: message.into(),
            position: None,
            binary: None,
            labels: Vec::new(),
            notes: &[],
        }
    }

    /// One JSON object on one line:
    /// `{"severity","code","message","file","range":[start,end],"line","column",
    /// "labels":[{"file","range","line","column","message"}],"notes":[...]}`, and
    /// `"offset"` and `"path"` for a binary location. Unknown values are `null`.
    pub fn to_json(&self) -> String {
        let mut out = String::with_capacity(128 + self.message.len());
        out.push_str("{\"severity\":");
        json_str(&mut out, self.severity.as_str());
        out.push_str(",\"code\":");
        match self.code {
            Some(c) => json_str(&mut out, c),
            None => out.push_str("null"),
        }
        out.push_str(",\"message\":");
        json_str(&mut out, &self.message);
        out.push(',');
        json_position(&mut out, self.position.as_ref());
        if let Some(b) = self.binary {
            match b.offset {
                Some(o) => {
                    let _ = write!(out, ",\"offset\":{o}");
                }
                None => out.push_str(",\"offset\":null"),
            }
            out.push_str(",\"path\":");
            json_str(&mut out, &b.path.to_string());
        }
        out.push_str(",\"labels\":[");
        for (i, (p, m)) in self.labels.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            out.push('{');
            json_position(&mut out, Some(p));
            out.push_str(",\"message\":");
            json_str(&mut out, m);
            out.push('}');
        }
        out.push_str("],\"notes\":[");
        for (i, n) in self.notes.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            json_str(&mut out, n);
        }
        out.push_str("]}");
        out
    }
}

/// `"file":..,"range":..,"line":..,"column":..` of a position (all `null` without).
fn json_position(out: &mut String, p: Option<&Position<'_>>) {
    out.push_str("\"file\":");
    match p {
        Some(p) => json_str(out, p.file),
        None => out.push_str("null"),
    }
    out.push_str(",\"range\":");
    match p.and_then(|p| p.range.clone()) {
        Some(r) => {
            let _ = write!(out, "[{},{}]", r.start, r.end);
        }
        None => out.push_str("null"),
    }
    for (key, value) in [
        ("line", p.map_or(0, |p| p.line)),
        ("column", p.map_or(0, |p| p.column)),
    ] {
        let _ = write!(out, ",\"{key}\":");
        if value == 0 {
            out.push_str("null");
        } else {
            let _ = write!(out, "{value}");
        }
    }
}

/// A JSON string (RFC 8259 §7): quotes, backslashes and control characters escaped.
fn json_str(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// ANSI escape sequences of the text renderer's colours.
const BOLD: &str = "\x1b[1m";
const RED: &str = "\x1b[1;31m";
const YELLOW: &str = "\x1b[1;33m";
const CYAN: &str = "\x1b[1;36m";
const RESET: &str = "\x1b[0m";

/// Renders diagnostics as text:
///
/// ```text
/// file:line:col: error[code]: message
/// the source line
///     ^^^^
/// file:line:col: note: a label
/// ...
///   note: a note
/// ```
///
/// A message about a whole file starts `file: error: `, one about bytes gives the
/// chunk path and offset (`error: MBS1/CFRA at 0x5c: ...`). There is no final
/// newline. Tabs of the source line are kept in the caret line so the carets stay
/// under their characters.
#[derive(Clone, Copy, Debug, Default)]
pub struct TextRenderer {
    /// ANSI colours (the caller decides, e.g. when standard error is a terminal).
    pub color: bool,
}

impl TextRenderer {
    /// A renderer that colours when `color` is true.
    pub fn new(color: bool) -> Self {
        TextRenderer { color }
    }

    /// The text of `d` (see [`TextRenderer`]).
    pub fn render(&self, d: &Resolved<'_>) -> String {
        let mut out = String::new();
        // Writing to a String cannot fail.
        let _ = self.write(&mut out, d);
        out
    }

    /// Writes the text of `d` to `out`.
    pub fn write(&self, out: &mut impl fmt::Write, d: &Resolved<'_>) -> fmt::Result {
        let colour = match d.severity {
            Severity::Error => RED,
            Severity::Warning => YELLOW,
        };
        if let Some(p) = &d.position {
            self.place(out, p)?;
        }
        self.paint(out, colour, d.severity.as_str())?;
        if let Some(code) = d.code {
            self.paint(out, colour, &format!("[{code}]"))?;
        }
        out.write_str(": ")?;
        if let Some(b) = d.binary {
            // `path at 0x5c: `, `path: `, `at 0x5c: ` or nothing.
            match (b.path.is_empty(), b.offset) {
                (false, Some(o)) => write!(out, "{} at 0x{o:x}: ", b.path)?,
                (false, None) => write!(out, "{}: ", b.path)?,
                (true, Some(o)) => write!(out, "at 0x{o:x}: ")?,
                (true, None) => {}
            }
        }
        self.paint(out, BOLD, &d.message)?;
        if let Some(p) = &d.position {
            self.snippet(out, p, colour)?;
        }
        for (p, message) in &d.labels {
            out.write_char('\n')?;
            self.place(out, p)?;
            self.paint(out, CYAN, "note")?;
            write!(out, ": {message}")?;
            self.snippet(out, p, CYAN)?;
        }
        for n in d.notes {
            out.write_str("\n  ")?;
            self.paint(out, CYAN, "note")?;
            write!(out, ": {n}")?;
        }
        Ok(())
    }

    /// `file:line:col: `, `file:line: ` or `file: `.
    /// Without a file name: `line:col: `, `line: ` or nothing (a library that reads
    /// text it has no name for; its caller puts `file:` before).
    fn place(&self, out: &mut impl fmt::Write, p: &Position<'_>) -> fmt::Result {
        let text = match (p.file, p.line, p.column) {
            ("", 0, _) => return Ok(()),
            ("", l, 0) => format!("{l}:"),
            ("", l, c) => format!("{l}:{c}:"),
            (f, 0, _) => format!("{f}:"),
            (f, l, 0) => format!("{f}:{l}:"),
            (f, l, c) => format!("{f}:{l}:{c}:"),
        };
        self.paint(out, BOLD, &text)?;
        out.write_char(' ')
    }

    /// The source line and carets under the position.
    fn snippet(&self, out: &mut impl fmt::Write, p: &Position<'_>, colour: &str) -> fmt::Result {
        if p.line == 0 || p.column == 0 {
            return Ok(());
        }
        write!(out, "\n{}\n", p.source_line)?;
        for c in p.source_line.chars().take(p.column - 1) {
            out.write_char(if c == '\t' { '\t' } else { ' ' })?;
        }
        self.paint(out, colour, &"^".repeat(p.width.max(1)))
    }

    fn paint(&self, out: &mut impl fmt::Write, colour: &str, text: &str) -> fmt::Result {
        if self.color {
            write!(out, "{colour}{text}{RESET}")
        } else {
            out.write_str(text)
        }
    }
}

/// Renders a diagnostic about bytes: its text (see [`TextRenderer`]), then a hexdump
/// of the rows around its binary location with the bytes marked, each row indented.
#[derive(Clone, Copy, Debug)]
pub struct BinaryRenderer<'i> {
    /// How the message line is rendered.
    pub text: TextRenderer,
    /// Rows of context before and after the marked bytes.
    pub context: usize,
    /// Put before each hexdump row.
    pub indent: &'i str,
}

impl Default for BinaryRenderer<'_> {
    fn default() -> Self {
        BinaryRenderer {
            text: TextRenderer::default(),
            context: 1,
            indent: "    ",
        }
    }
}

impl BinaryRenderer<'_> {
    /// The diagnostic's text and, when it has a binary location, the hexdump of
    /// `file` there; ends with a newline.
    pub fn render(&self, d: &Resolved<'_>, file: &[u8]) -> String {
        let mut out = self.text.render(d);
        out.push('\n');
        if let Some(range) = d.binary.and_then(BinLocation::range) {
            self.dump(&mut out, file, range);
        }
        out
    }

    /// Appends the hexdump of `file` around `range`, row by row.
    pub fn dump(&self, out: &mut String, file: &[u8], range: Range<usize>) {
        let range = range.start..range.end.max(range.start.saturating_add(1));
        for line in crate::hexdump::hexdump_around(file, range, self.context).lines() {
            let _ = writeln!(out, "{}{line}", self.indent);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_index() {
        let text = "ab\r\ncd\n\nxé z";
        let idx = LineIndex::new(text);
        assert_eq!(idx.starts(), &[0, 4, 7, 8]);
        assert_eq!(idx.line_count(), 4);
        assert_eq!(idx.line_range(text, 0), 0..2);
        assert_eq!(idx.line_range(text, 2), 7..7);
        assert_eq!(idx.line_range(text, 9), text.len()..text.len());
        assert_eq!(idx.line_col(text, 5), LineCol { line: 2, column: 2 });
        // Columns count characters: `é` is two bytes.
        assert_eq!(idx.line_col(text, 12), LineCol { line: 4, column: 4 });
        assert_eq!(idx.line_col(text, 999), LineCol { line: 4, column: 5 });
        for offset in [0, 1, 4, 5, 7, 8, 9, 11, 12, text.len()] {
            let at = idx.line_col(text, offset);
            assert_eq!(idx.offset(text, at), Some(offset), "{offset}");
        }
        assert_eq!(idx.offset(text, LineCol { line: 5, column: 1 }), None);
        assert_eq!(idx.offset(text, LineCol { line: 1, column: 9 }), None);
        assert_eq!(idx.offset(text, LineCol { line: 0, column: 1 }), None);
        assert_eq!(
            LineIndex::new("").line_col("", 0),
            LineCol { line: 1, column: 1 }
        );
    }

    #[test]
    fn resolve_and_render() {
        let mut map = SourceMap::new();
        let _ = map.add("other.s", "");
        let f = map.add("a.vert", "void main() {\n\tfoo = 1;\n}\n");
        assert_eq!(map.find("a.vert"), Some(f));
        let d = Diagnostic::error("undeclared identifier `foo`")
            .with_span(Span::new(f, 15..18))
            .with_label(Span::new(f, 0..4), "in this function")
            .with_note("did you mean `for`?");
        let r = d.resolve(&map);
        let p = r.position.as_ref().unwrap();
        assert_eq!((p.line, p.column, p.width), (2, 2, 3));
        assert_eq!(p.source_line, "\tfoo = 1;");
        assert_eq!(
            TextRenderer::new(false).render(&r),
            "a.vert:2:2: error: undeclared identifier `foo`\n\tfoo = 1;\n\t^^^\n\
             a.vert:1:1: note: in this function\nvoid main() {\n^^^^\n  \
             note: did you mean `for`?"
        );
        let coloured = TextRenderer::new(true).render(&r);
        assert!(coloured.contains("\x1b[1;31merror\x1b[0m"));
        assert_eq!(strip_ansi(&coloured), TextRenderer::new(false).render(&r));
        // A span running past its line draws carets to the end of the line.
        let long = Diagnostic::warning("w").with_span(Span::new(f, 1..30));
        assert_eq!(long.resolve(&map).position.unwrap().width, 12);
    }

    #[test]
    fn whole_files_codes_and_bytes() {
        let r = Resolved {
            position: Some(Position::file("x.pica")),
            code: Some("E1"),
            ..Resolved::message(Severity::Warning, "empty")
        };
        assert_eq!(
            TextRenderer::default().render(&r),
            "x.pica: warning[E1]: empty"
        );
        // Without a file name, the caller prefixes `file:`.
        let r = Resolved {
            position: Some(Position {
                file: "",
                line: 2,
                column: 3,
                source_line: "a\tbc",
                width: 1,
                range: None,
            }),
            ..Resolved::message(Severity::Error, "bad")
        };
        assert_eq!(
            TextRenderer::default().render(&r),
            "2:3: error: bad\na\tbc\n \t^"
        );
        let at = BinLocation::new(0x12, Path::from("DVLE").index(1));
        let r = Resolved {
            binary: Some(&at),
            ..Resolved::message(Severity::Error, "bad")
        };
        assert_eq!(
            TextRenderer::default().render(&r),
            "error: DVLE[1] at 0x12: bad"
        );
        let bytes: Vec<u8> = (0..48).collect();
        let out = BinaryRenderer::default().render(&r, &bytes);
        assert!(out.starts_with("error: DVLE[1] at 0x12: bad\n    00000000  00 01"));
        assert!(out.contains("\n          ") && out.contains("      ^^"));
        assert_eq!(out.lines().count(), 5);
    }

    #[test]
    fn binary_errors_and_findings() {
        let e = crate::Error::new(
            0x5c,
            Path::from("MBS1/CFRA"),
            crate::ErrorKind::Unterminated,
        );
        let map = SourceMap::new();
        let d = Diagnostic::from(&e);
        let text = TextRenderer::default().render(&d.resolve(&map));
        assert_eq!(text, format!("error: {e}"));
        let f = crate::Finding::warning(3, &Path::from("DVLE"), "w");
        let d = Diagnostic::from(&f);
        assert_eq!(
            TextRenderer::default().render(&d.resolve(&map)),
            f.to_string()
        );
        let out = BinaryRenderer::default().render(&d.resolve(&map), &[0; 8]);
        assert!(out.starts_with("warning: DVLE at 0x3: w\n    00000000  00 00 00 00"));
        let marks: Vec<&str> = out.lines().skip(2).collect();
        assert_eq!(marks.len(), 1, "{out}");
        // The mark is under the fourth byte.
        let dump_row = out.lines().nth(1).unwrap();
        let col = marks[0].find("^^").unwrap();
        assert_eq!(&dump_row[col..col + 2], "00");
        assert_eq!(col, dump_row.find("00 00 00 00").unwrap() + 9);
    }

    #[test]
    fn locate_a_line_and_column() {
        let mut map = SourceMap::new();
        let _ = map.add("a.s", "one\n\ttwo three\n");
        let mut p = Position {
            file: "a.s",
            line: 2,
            column: 6,
            source_line: "\ttwo three",
            width: 3,
            range: None,
        };
        p.locate(&map);
        assert_eq!(p.range, Some(9..12));
        // Another file's line, or another file: no range.
        for (file, source_line) in [("a.s", "two three"), ("b.s", "\ttwo three")] {
            let mut q = Position {
                file,
                source_line,
                range: None,
                ..p.clone()
            };
            q.locate(&map);
            assert_eq!(q.range, None);
        }
    }

    #[test]
    fn json() {
        let mut map = SourceMap::new();
        let f = map.add("a \"q\".vert", "x\ny\tz\n");
        let d = Diagnostic::warning("tab\there\u{1}")
            .with_code("W7")
            .with_span(Span::new(f, 4..5))
            .with_label(Span::new(f, 0..1), "first")
            .with_note("n\\1");
        let text = d.to_json(&map);
        assert!(!text.contains('\n'));
        let v: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(
            v,
            serde_json::json!({
                "severity": "warning", "code": "W7", "message": "tab\there\u{1}",
                "file": "a \"q\".vert", "range": [4, 5], "line": 2, "column": 3,
                "labels": [{"file": "a \"q\".vert", "range": [0, 1], "line": 1,
                            "column": 1, "message": "first"}],
                "notes": ["n\\1"],
            })
        );
        let at = BinLocation::new(7, Path::from("a/b"));
        let d = Diagnostic::error("e").at(at);
        let v: serde_json::Value = serde_json::from_str(&d.to_json(&map)).unwrap();
        assert_eq!(v["offset"], 7);
        assert_eq!(v["path"], "a/b");
        assert_eq!(v["file"], serde_json::Value::Null);
        assert_eq!(v["line"], serde_json::Value::Null);
        assert_eq!(v["code"], serde_json::Value::Null);
    }

    fn strip_ansi(s: &str) -> String {
        let mut out = String::new();
        let mut chars = s.chars();
        while let Some(c) = chars.next() {
            if c == '\x1b' {
                for c in chars.by_ref() {
                    if c == 'm' {
                        break;
                    }
                }
            } else {
                out.push(c);
            }
        }
        out
    }
}
