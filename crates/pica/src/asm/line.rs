//! Splitting one source line: comment, line marker, labels, mnemonic, arguments.
//! Every piece keeps its byte span in the line for diagnostics.

/// A byte range of the current line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Span {
    pub start: usize,
    pub end: usize,
}

impl Span {
    pub fn new(start: usize, end: usize) -> Span {
        Span { start, end }
    }
}

/// A place in the source, kept for messages issued later (links, unclosed blocks).
#[derive(Clone, Debug)]
pub struct Loc {
    pub file: String,
    pub line: usize,
    pub text: String,
    pub span: Span,
}

/// A piece of text and where it sits in the line.
#[derive(Clone, Copy, Debug)]
pub struct Piece<'a> {
    pub text: &'a str,
    pub span: Span,
}

impl<'a> Piece<'a> {
    pub fn new(text: &'a str, start: usize) -> Piece<'a> {
        Piece {
            text,
            span: Span::new(start, start + text.len()),
        }
    }
    /// Whitespace trimmed from both ends.
    pub fn trim(self) -> Piece<'a> {
        let lead = self.text.len() - self.text.trim_start().len();
        let t = self.text.trim();
        Piece::new(t, self.span.start + lead)
    }
    /// The sub-piece `text[from..to]`.
    pub fn slice(self, from: usize, to: usize) -> Piece<'a> {
        Piece::new(&self.text[from..to], self.span.start + from)
    }
    pub fn is_empty(&self) -> bool {
        self.text.is_empty()
    }
    /// Splits on every `sep` (no nesting), trimming each part.
    pub fn split(self, sep: char) -> Vec<Piece<'a>> {
        let mut out = Vec::new();
        let mut from = 0;
        for (i, c) in self.text.char_indices() {
            if c == sep {
                out.push(self.slice(from, i).trim());
                from = i + 1;
            }
        }
        out.push(self.slice(from, self.text.len()).trim());
        out
    }
    /// Splits on runs of whitespace.
    pub fn words(self) -> Vec<Piece<'a>> {
        self.split_runs(char::is_whitespace)
    }
    /// Splits on runs of whitespace and commas: picasso's space-separated directive
    /// arguments read `b0,` as `b0` (C `strtoll` stops at the comma), so
    /// `.setb b0, true` is accepted.
    pub fn words_or_commas(self) -> Vec<Piece<'a>> {
        self.split_runs(|c| c.is_whitespace() || c == ',')
    }
    fn split_runs(self, sep: impl Fn(char) -> bool) -> Vec<Piece<'a>> {
        let mut out = Vec::new();
        let mut start = None;
        for (i, c) in self.text.char_indices() {
            match (sep(c), start) {
                (true, Some(s)) => {
                    out.push(self.slice(s, i));
                    start = None;
                }
                (false, None) => start = Some(i),
                _ => {}
            }
        }
        if let Some(s) = start {
            out.push(self.slice(s, self.text.len()));
        }
        out
    }
}

/// What a line holds once comments are gone.
#[derive(Debug)]
pub enum LineKind<'a> {
    /// `# N "file" flags` or `#line N "file"`.
    Marker(Piece<'a>),
    /// Labels, then an optional statement: mnemonic and the rest of the line.
    Code {
        labels: Vec<Piece<'a>>,
        statement: Option<(Piece<'a>, Piece<'a>)>,
    },
}

/// Splits a line. `;` starts a comment; any number of `label:` prefixes.
pub fn split_line(line: &str) -> LineKind<'_> {
    let code = match line.find(';') {
        Some(i) => &line[..i],
        None => line,
    };
    let mut rest = Piece::new(code, 0).trim();
    if rest.text.starts_with('#') {
        return LineKind::Marker(rest.slice(1, rest.text.len()).trim());
    }
    let mut labels = Vec::new();
    while let Some(i) = rest.text.find(':') {
        labels.push(rest.slice(0, i).trim());
        rest = rest.slice(i + 1, rest.text.len()).trim();
    }
    if rest.is_empty() {
        return LineKind::Code {
            labels,
            statement: None,
        };
    }
    let end = rest
        .text
        .find(char::is_whitespace)
        .unwrap_or(rest.text.len());
    let mnemonic = rest.slice(0, end);
    let args = rest.slice(end, rest.text.len()).trim();
    LineKind::Code {
        labels,
        statement: Some((mnemonic, args)),
    }
}

/// C identifier rules plus `$`.
pub fn is_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) if c.is_ascii_alphabetic() || c == '_' || c == '$' => {}
        _ => return false,
    }
    chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_and_statement() {
        match split_line("  a: b:\tmov r0, r1 ; hi") {
            LineKind::Code {
                labels,
                statement: Some((m, args)),
            } => {
                assert_eq!(
                    labels.iter().map(|l| l.text).collect::<Vec<_>>(),
                    ["a", "b"]
                );
                assert_eq!(m.text, "mov");
                assert_eq!(args.text, "r0, r1");
                assert_eq!(args.span.start, 12);
                let parts = args.split(',');
                assert_eq!(parts[1].text, "r1");
                assert_eq!(parts[1].span, Span::new(16, 18));
            }
            other => panic!("{other:?}"),
        }
    }
}
