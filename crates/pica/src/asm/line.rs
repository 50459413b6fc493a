//! Splitting one source line: comment, line marker, labels, mnemonic, arguments.
//! Every piece keeps its byte span in the line for diagnostics.

use gpubin_binfmt::text::Cursor;

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
        let mut c = self.cursor();
        let mut buf = [0; 4];
        let sep_text = sep.encode_utf8(&mut buf);
        loop {
            let from = c.pos();
            let part = c.word(&[sep]);
            out.push(Piece::new(part, self.span.start + from).trim());
            if !c.eat(sep_text) {
                return out;
            }
        }
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
        let mut c = self.cursor();
        loop {
            c.take_chars(&sep);
            let from = c.pos();
            let word = c.take_chars(|ch| !sep(ch));
            if word.is_empty() {
                return out;
            }
            out.push(Piece::new(word, self.span.start + from));
        }
    }
    /// A cursor over the text (its positions are offsets in the piece).
    fn cursor(self) -> Cursor<'a> {
        Cursor::new(self.text, 0)
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
    let code = Cursor::new(line, 0).word(&[';']);
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
    let end = rest.cursor().take_chars(|c| !c.is_whitespace()).len();
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
    fn splits_keep_spans() {
        let parts = Piece::new("a, ,b ,", 3).split(',');
        let got: Vec<(&str, Span)> = parts.iter().map(|p| (p.text, p.span)).collect();
        assert_eq!(
            got,
            [
                ("a", Span::new(3, 4)),
                ("", Span::new(6, 6)),
                ("b", Span::new(7, 8)),
                ("", Span::new(10, 10))
            ]
        );
        let words = Piece::new(" x\u{a0}y,  z ", 1).words_or_commas();
        let got: Vec<(&str, usize)> = words.iter().map(|p| (p.text, p.span.start)).collect();
        assert_eq!(got, [("x", 2), ("y", 5), ("z", 9)]);
        assert!(Piece::new("  ", 0).words().is_empty());
        match split_line("nop;x:") {
            LineKind::Code {
                labels,
                statement: Some((m, args)),
            } => assert!(labels.is_empty() && m.text == "nop" && args.is_empty()),
            other => panic!("{other:?}"),
        }
    }

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
