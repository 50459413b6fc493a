//! Preprocessing tokens: identifiers, numbers and punctuators with their
//! source spans (GLSL 1.50 §3.1-3.2, ES 1.00 §3.1-3.3). Comments become
//! whitespace; a backslash-newline joins two lines.

use super::ast::Span;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Punct {
    LParen,
    RParen,
    LBracket,
    RBracket,
    LBrace,
    RBrace,
    Dot,
    Comma,
    Semicolon,
    Colon,
    Question,
    Plus,
    Minus,
    Star,
    Slash,
    Percent,
    Lt,
    Gt,
    Amp,
    Pipe,
    Caret,
    Bang,
    Tilde,
    Assign,
    Inc,
    Dec,
    Shl,
    Shr,
    Le,
    Ge,
    EqEq,
    Ne,
    AndAnd,
    OrOr,
    XorXor,
    AddAssign,
    SubAssign,
    MulAssign,
    DivAssign,
    ModAssign,
    ShlAssign,
    ShrAssign,
    AndAssign,
    XorAssign,
    OrAssign,
    Hash,
    HashHash,
}

/// Punctuators longest first, so a greedy match finds the right one.
const PUNCTS: &[(&str, Punct)] = &[
    ("<<=", Punct::ShlAssign),
    (">>=", Punct::ShrAssign),
    ("++", Punct::Inc),
    ("--", Punct::Dec),
    ("<<", Punct::Shl),
    (">>", Punct::Shr),
    ("<=", Punct::Le),
    (">=", Punct::Ge),
    ("==", Punct::EqEq),
    ("!=", Punct::Ne),
    ("&&", Punct::AndAnd),
    ("||", Punct::OrOr),
    ("^^", Punct::XorXor),
    ("+=", Punct::AddAssign),
    ("-=", Punct::SubAssign),
    ("*=", Punct::MulAssign),
    ("/=", Punct::DivAssign),
    ("%=", Punct::ModAssign),
    ("&=", Punct::AndAssign),
    ("^=", Punct::XorAssign),
    ("|=", Punct::OrAssign),
    ("##", Punct::HashHash),
    ("(", Punct::LParen),
    (")", Punct::RParen),
    ("[", Punct::LBracket),
    ("]", Punct::RBracket),
    ("{", Punct::LBrace),
    ("}", Punct::RBrace),
    (".", Punct::Dot),
    (",", Punct::Comma),
    (";", Punct::Semicolon),
    (":", Punct::Colon),
    ("?", Punct::Question),
    ("+", Punct::Plus),
    ("-", Punct::Minus),
    ("*", Punct::Star),
    ("/", Punct::Slash),
    ("%", Punct::Percent),
    ("<", Punct::Lt),
    (">", Punct::Gt),
    ("&", Punct::Amp),
    ("|", Punct::Pipe),
    ("^", Punct::Caret),
    ("!", Punct::Bang),
    ("~", Punct::Tilde),
    ("=", Punct::Assign),
    ("#", Punct::Hash),
];

impl Punct {
    pub fn text(self) -> &'static str {
        PUNCTS
            .iter()
            .find(|(_, p)| *p == self)
            .map(|(s, _)| *s)
            .unwrap_or("?")
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PpKind {
    Ident,
    /// A preprocessing number (`1`, `0x1F`, `1.5e-3f`, `2u`); checked by the parser.
    Number,
    Punct(Punct),
    /// A character outside GLSL's character set.
    Invalid,
}

/// Longest token the lexer accepts (its length is kept in 16 bits, so a
/// token takes 16 bytes; GLSL ES 1.00 §3.8 bounds identifiers at 1024).
pub const MAX_TOKEN_BYTES: usize = u16::MAX as usize;

/// One preprocessing token: its kind, its spelling in a [`TextStore`]
/// ([`PpToken::text`]), where it came from in the source (`span`; for a
/// token produced by a macro, the invocation) and three flags. Packed in
/// 16 bytes: a shader has a token per two or three bytes of source, and
/// the preprocessor keeps two sequences of them.
#[derive(Clone, Copy, Debug)]
pub struct PpToken {
    pub kind: PpKind,
    flags: u8,
    text_len: u16,
    text_start: u32,
    pub span: Span,
}

/// A spelling's length in 16 bits: `lex` refuses tokens longer than
/// [`MAX_TOKEN_BYTES`] and `##` makes none longer than
/// `expand::MAX_TOKEN_LEN`, so the length always fits. Were it not to, the
/// spelling would be cut short rather than the compile panic: no caller
/// has an error to return here.
fn spelling_len(len: u32) -> u16 {
    u16::try_from(len).unwrap_or(u16::MAX)
}

/// First token of its line (directives start with such a `#`).
const BOL: u8 = 1;
/// Whitespace (or a comment) precedes it.
const SPACE: u8 = 2;
/// Names a macro that was being expanded when it was produced ("painted").
const NOEXPAND: u8 = 4;

impl PpToken {
    /// A token spelled `text` (a [`TextStore`] handle of at most
    /// [`MAX_TOKEN_BYTES`]), not painted.
    pub fn new(kind: PpKind, text: (u32, u32), span: Span, bol: bool, space: bool) -> Self {
        let flags = if bol { BOL } else { 0 } | if space { SPACE } else { 0 };
        PpToken {
            kind,
            flags,
            text_len: spelling_len(text.1),
            text_start: text.0,
            span,
        }
    }

    /// The same token (place and flags) respelled as `text` of `kind`.
    pub fn respelled(self, kind: PpKind, text: (u32, u32)) -> Self {
        PpToken {
            kind,
            text_len: spelling_len(text.1),
            text_start: text.0,
            ..self
        }
    }

    pub fn is(&self, p: Punct) -> bool {
        self.kind == PpKind::Punct(p)
    }

    /// The [`TextStore`] handle of the spelling.
    pub fn text(&self) -> (u32, u32) {
        (self.text_start, u32::from(self.text_len))
    }

    pub fn bol(&self) -> bool {
        self.flags & BOL != 0
    }

    pub fn space(&self) -> bool {
        self.flags & SPACE != 0
    }

    pub fn noexpand(&self) -> bool {
        self.flags & NOEXPAND != 0
    }

    fn set(&mut self, flag: u8, on: bool) {
        if on {
            self.flags |= flag;
        } else {
            self.flags &= !flag;
        }
    }

    pub fn set_bol(&mut self, on: bool) {
        self.set(BOL, on);
    }

    pub fn set_space(&mut self, on: bool) {
        self.set(SPACE, on);
    }

    pub fn set_noexpand(&mut self, on: bool) {
        self.set(NOEXPAND, on);
    }
}

/// Token spellings: the source itself, then text made by token pasting.
pub struct TextStore<'s> {
    pub source: &'s str,
    pub extra: String,
}

impl<'s> TextStore<'s> {
    pub fn new(source: &'s str) -> Self {
        TextStore {
            source,
            extra: String::new(),
        }
    }

    pub fn get(&self, handle: (u32, u32)) -> &str {
        self.text().get(handle)
    }

    /// The spellings as they are now, for reading.
    pub fn text(&self) -> Text<'_> {
        Text {
            source: self.source,
            extra: &self.extra,
        }
    }

    /// Store new text; returns its handle.
    pub fn add(&mut self, text: &str) -> (u32, u32) {
        let start = self.source.len() + self.extra.len();
        self.extra.push_str(text);
        (start as u32, text.len() as u32)
    }
}

/// The token spellings once preprocessing is done, borrowed for the
/// syntax tree's lifetime (identifiers in the tree point into it).
#[derive(Clone, Copy)]
pub struct Text<'a> {
    pub source: &'a str,
    pub extra: &'a str,
}

impl<'a> Text<'a> {
    /// The bytes of a spelling (no `str` boundary checks).
    pub fn bytes(&self, (start, len): (u32, u32)) -> &'a [u8] {
        let (s, l) = (start as usize, len as usize);
        let (source, extra) = (self.source.as_bytes(), self.extra.as_bytes());
        if s < source.len() {
            &source[s..s + l]
        } else {
            &extra[s - source.len()..s - source.len() + l]
        }
    }

    pub fn get(&self, (start, len): (u32, u32)) -> &'a str {
        let (s, l) = (start as usize, len as usize);
        if s < self.source.len() {
            &self.source[s..s + l]
        } else {
            let s = s - self.source.len();
            &self.extra[s..s + l]
        }
    }
}

pub struct LexError {
    pub offset: usize,
    pub message: String,
}

/// Bytes that continue an identifier (letters, digits, `_`).
static IDENT_CHAR: [bool; 256] = {
    let mut t = [false; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        t[c] = b.is_ascii_alphanumeric() || b == b'_';
        c += 1;
    }
    t
};

fn ident_char(c: u8) -> bool {
    IDENT_CHAR[c as usize]
}

/// Length of the preprocessing number starting at `b[0]` (a digit, or a
/// `.` followed by a digit): digits, letters, `_`, `.`, and a sign right
/// after an exponent `e`/`E` of a decimal number.
pub fn number_len(b: &[u8]) -> usize {
    let hex = b.len() > 1 && b[0] == b'0' && (b[1] == b'x' || b[1] == b'X');
    let mut i = 1;
    while i < b.len() {
        let c = b[i];
        let exponent_sign =
            (c == b'+' || c == b'-') && !hex && (b[i - 1] == b'e' || b[i - 1] == b'E');
        if !(ident_char(c) || c == b'.' || exponent_sign) {
            break;
        }
        i += 1;
    }
    i
}

/// The longest punctuator at the start of `b`, with its length (the
/// multi-character ones of [`PUNCTS`], matched on their first two bytes).
fn punct(b: &[u8]) -> Option<(usize, Punct)> {
    use Punct as P;
    let second = b.get(1).copied().unwrap_or(0);
    let third = b.get(2).copied().unwrap_or(0);
    let two = match (b[0], second) {
        (b'<', b'<') if third == b'=' => return Some((3, P::ShlAssign)),
        (b'>', b'>') if third == b'=' => return Some((3, P::ShrAssign)),
        (b'+', b'+') => P::Inc,
        (b'-', b'-') => P::Dec,
        (b'<', b'<') => P::Shl,
        (b'>', b'>') => P::Shr,
        (b'<', b'=') => P::Le,
        (b'>', b'=') => P::Ge,
        (b'=', b'=') => P::EqEq,
        (b'!', b'=') => P::Ne,
        (b'&', b'&') => P::AndAnd,
        (b'|', b'|') => P::OrOr,
        (b'^', b'^') => P::XorXor,
        (b'+', b'=') => P::AddAssign,
        (b'-', b'=') => P::SubAssign,
        (b'*', b'=') => P::MulAssign,
        (b'/', b'=') => P::DivAssign,
        (b'%', b'=') => P::ModAssign,
        (b'&', b'=') => P::AndAssign,
        (b'^', b'=') => P::XorAssign,
        (b'|', b'=') => P::OrAssign,
        (b'#', b'#') => P::HashHash,
        _ => {
            let p = match b[0] {
                b'(' => P::LParen,
                b')' => P::RParen,
                b'[' => P::LBracket,
                b']' => P::RBracket,
                b'{' => P::LBrace,
                b'}' => P::RBrace,
                b'.' => P::Dot,
                b',' => P::Comma,
                b';' => P::Semicolon,
                b':' => P::Colon,
                b'?' => P::Question,
                b'+' => P::Plus,
                b'-' => P::Minus,
                b'*' => P::Star,
                b'/' => P::Slash,
                b'%' => P::Percent,
                b'<' => P::Lt,
                b'>' => P::Gt,
                b'&' => P::Amp,
                b'|' => P::Pipe,
                b'^' => P::Caret,
                b'!' => P::Bang,
                b'~' => P::Tilde,
                b'=' => P::Assign,
                b'#' => P::Hash,
                _ => return None,
            };
            return Some((1, p));
        }
    };
    Some((2, two))
}

/// Split `src` into preprocessing tokens. Fails only on an unterminated
/// block comment or an overlong token.
pub fn lex(src: &str) -> Result<Vec<PpToken>, LexError> {
    let mut out = Vec::new();
    Lexer::new(src).lex(&mut out, usize::MAX)?;
    Ok(out)
}

/// What a byte can start, for the lexer's dispatch.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Class {
    /// Space, tab, carriage return, vertical tab, form feed.
    Blank,
    Newline,
    /// A letter or `_`.
    Ident,
    Digit,
    Dot,
    /// `/`: a comment or a punctuator.
    Slash,
    /// `\`: a line continuation, or a character outside GLSL.
    Backslash,
    /// The first byte of some other punctuator.
    Punct,
    /// Any other byte (outside GLSL's character set).
    Other,
}

static CLASS: [Class; 256] = {
    let mut t = [Class::Other; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        t[c] = match b {
            b' ' | b'\t' | b'\r' | 0x0b | 0x0c => Class::Blank,
            b'\n' => Class::Newline,
            b'a'..=b'z' | b'A'..=b'Z' | b'_' => Class::Ident,
            b'0'..=b'9' => Class::Digit,
            b'.' => Class::Dot,
            b'/' => Class::Slash,
            b'\\' => Class::Backslash,
            b'(' | b')' | b'[' | b']' | b'{' | b'}' | b',' | b';' | b':' | b'?' | b'+' | b'-'
            | b'*' | b'%' | b'<' | b'>' | b'&' | b'|' | b'^' | b'!' | b'~' | b'=' | b'#' => {
                Class::Punct
            }
            _ => Class::Other,
        };
        c += 1;
    }
    t
};

/// A lexer that hands out the tokens of a source a run at a time, so the
/// preprocessor reads them while they are in the cache rather than from
/// a token sequence as long as the file.
pub struct Lexer<'s> {
    src: &'s str,
    /// Where lexing goes on.
    i: usize,
    /// Flags of the next token: the first of its line, whitespace before it.
    flags: u8,
}

impl<'s> Lexer<'s> {
    pub fn new(src: &'s str) -> Self {
        Lexer {
            src,
            i: 0,
            flags: BOL,
        }
    }

    pub fn source(&self) -> &'s str {
        self.src
    }

    /// The whole source has been lexed.
    pub fn done(&self) -> bool {
        self.i >= self.src.len()
    }

    /// Lex the rest of the source only for its errors, `chunk` tokens at a
    /// time into `scratch` (a lexical error anywhere is the compile's only
    /// result, as if the whole source had been lexed first).
    pub fn check_rest(&mut self, scratch: &mut Vec<PpToken>, chunk: usize) -> Result<(), LexError> {
        while !self.done() {
            scratch.clear();
            self.lex(scratch, chunk)?;
        }
        Ok(())
    }

    /// Append the next `max` tokens (fewer at the end of the source) to
    /// `out`. Fails only on an unterminated block comment or an overlong
    /// token.
    pub fn lex(&mut self, out: &mut Vec<PpToken>, max: usize) -> Result<(), LexError> {
        let target = out.len().saturating_add(max);
        let (i, flags) = lex_run(self.src, self.i, self.flags, out, target)?;
        self.i = i;
        self.flags = flags;
        Ok(())
    }
}

/// Lex `src` from byte `i` (the next token taking `flags`) into `out`
/// until `out` holds `target` tokens or the source ends; returns where
/// lexing stopped and the flags pending there.
fn lex_run(
    src: &str,
    mut i: usize,
    mut flags: u8,
    out: &mut Vec<PpToken>,
    target: usize,
) -> Result<(usize, u8), LexError> {
    let b = src.as_bytes();
    while let Some(&c) = b.get(i) {
        let start = i;
        let kind = match CLASS[usize::from(c)] {
            Class::Blank => {
                flags |= SPACE;
                // Indentation comes in runs.
                i += 1 + b[i + 1..]
                    .iter()
                    .take_while(|&&c| c == b' ' || c == b'\t')
                    .count();
                continue;
            }
            Class::Newline => {
                flags = BOL | SPACE;
                i += 1;
                continue;
            }
            Class::Ident => {
                i += 1 + b[i + 1..].iter().take_while(|&&c| ident_char(c)).count();
                PpKind::Ident
            }
            Class::Digit => {
                i += number_len(&b[i..]);
                PpKind::Number
            }
            Class::Dot if b.get(i + 1).is_some_and(u8::is_ascii_digit) => {
                i += number_len(&b[i..]);
                PpKind::Number
            }
            Class::Slash if b.get(i + 1) == Some(&b'/') => {
                // A line comment ends at the newline (not joined by `\`).
                i += b[i..]
                    .iter()
                    .position(|&c| c == b'\n')
                    .unwrap_or(b.len() - i);
                flags |= SPACE;
                continue;
            }
            Class::Slash if b.get(i + 1) == Some(&b'*') => {
                let Some(len) = b[i + 2..].windows(2).position(|w| w == b"*/") else {
                    return Err(LexError {
                        offset: start,
                        message: "unterminated comment".into(),
                    });
                };
                // A comment is one space before directives are read (the
                // C translation phases GLSL ES 1.00 section 3.4 and the
                // desktop specifications refer to): a newline inside it
                // neither ends a directive nor starts a line.
                i += len + 4;
                flags |= SPACE;
                continue;
            }
            Class::Backslash if b.get(i + 1) == Some(&b'\n') => {
                flags |= SPACE;
                i += 2;
                continue;
            }
            Class::Backslash if b.get(i + 1) == Some(&b'\r') && b.get(i + 2) == Some(&b'\n') => {
                flags |= SPACE;
                i += 3;
                continue;
            }
            Class::Punct | Class::Dot | Class::Slash => match punct(&b[i..]) {
                Some((len, p)) => {
                    i += len;
                    PpKind::Punct(p)
                }
                None => {
                    i += 1;
                    PpKind::Invalid
                }
            },
            Class::Backslash | Class::Other => {
                i += src[i..].chars().next().map_or(1, char::len_utf8);
                PpKind::Invalid
            }
        };
        let len = i - start;
        if len > MAX_TOKEN_BYTES {
            return Err(LexError {
                offset: start,
                message: format!("token longer than {MAX_TOKEN_BYTES} bytes"),
            });
        }
        out.push(PpToken {
            kind,
            flags,
            text_len: len as u16,
            text_start: start as u32,
            span: Span::new(start, i),
        });
        flags = 0;
        if out.len() >= target {
            break;
        }
    }
    Ok((i, flags))
}

/// Lex a string that must form exactly one token (the result of `##`).
pub fn lex_one(text: &str) -> Option<PpKind> {
    let toks = lex(text).ok()?;
    match toks.as_slice() {
        [t] if t.text().1 as usize == text.len() => Some(t.kind),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_takes_sixteen_bytes() {
        assert_eq!(std::mem::size_of::<PpToken>(), 16);
    }

    #[test]
    fn tokens_keep_flags_and_spelling() {
        let t = &lex("a\n  b").ok().expect("lexes")[1];
        assert_eq!(t.text(), (4, 1));
        assert!(t.bol() && t.space() && !t.noexpand());
        let mut p = t.respelled(PpKind::Number, (0, 1));
        p.set_noexpand(true);
        p.set_bol(false);
        assert_eq!(
            (p.text(), p.bol(), p.space(), p.noexpand()),
            ((0, 1), false, true, true)
        );
    }

    /// Token lengths are kept in 16 bits: a longer token is an error at
    /// its offset, not a truncated spelling.
    #[test]
    fn overlong_token_is_an_error() {
        let long = format!("x = {};", "a".repeat(MAX_TOKEN_BYTES + 1));
        let e = lex(&long).expect_err("refused");
        assert_eq!(e.offset, 4);
        assert!(e.message.contains("longer than 65535"), "{}", e.message);
        assert!(lex(&"a".repeat(MAX_TOKEN_BYTES)).is_ok());
    }

    /// The table-driven lexer against a plain reading of the rules, on
    /// random strings of the bytes that matter (comments, continuations,
    /// numbers, punctuators, non-ASCII).
    #[test]
    fn lexer_agrees_with_a_plain_reading_of_the_rules() {
        /// Kind, start, end, first of its line, space before.
        type Lexed = (PpKind, usize, usize, bool, bool);
        fn plain(src: &str) -> Result<Vec<Lexed>, usize> {
            let b = src.as_bytes();
            let (mut i, mut bol, mut space, mut out) = (0, true, false, Vec::new());
            while i < b.len() {
                let rest = &b[i..];
                if rest[0] == b'\n' {
                    (bol, space, i) = (true, true, i + 1);
                } else if b" \t\r\x0b\x0c".contains(&rest[0]) {
                    (space, i) = (true, i + 1);
                } else if rest.starts_with(b"\\\n") || rest.starts_with(b"\\\r\n") {
                    space = true;
                    i += if rest[1] == b'\n' { 2 } else { 3 };
                } else if rest.starts_with(b"//") {
                    while i < b.len() && b[i] != b'\n' {
                        i += 1;
                    }
                    space = true;
                } else if rest.starts_with(b"/*") {
                    let end = (i + 2..b.len().saturating_sub(1))
                        .find(|&k| &b[k..k + 2] == b"*/")
                        .ok_or(i)?;
                    (space, i) = (true, end + 2);
                } else {
                    let (kind, len) = if rest[0].is_ascii_alphabetic() || rest[0] == b'_' {
                        let n = rest.iter().take_while(|&&c| ident_char(c)).count();
                        (PpKind::Ident, n)
                    } else if rest[0].is_ascii_digit()
                        || (rest[0] == b'.' && rest.get(1).is_some_and(u8::is_ascii_digit))
                    {
                        (PpKind::Number, number_len(rest))
                    } else if let Some((n, p)) = punct(rest) {
                        (PpKind::Punct(p), n)
                    } else {
                        (
                            PpKind::Invalid,
                            src[i..].chars().next().map_or(1, char::len_utf8),
                        )
                    };
                    out.push((kind, i, i + len, bol, space));
                    (bol, space, i) = (false, false, i + len);
                }
            }
            Ok(out)
        }
        let pieces = [
            "a", "_b1", "0x1F", "1.5e-3", ".5", "2u", "+", "-", "<<=", "/", "*", "//", "/*", "*/",
            "\\", "\n", "\r", " ", "\t", "#", "##", ".", "é", "@", "\x0b",
        ];
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..20_000 {
            let mut src = String::new();
            for _ in 0..(seed % 12) {
                let r = crate::xorshift(&mut seed);
                src.push_str(pieces[(r % pieces.len() as u64) as usize]);
            }
            crate::xorshift(&mut seed);
            let ours = lex(&src)
                .map(|v| {
                    v.iter()
                        .map(|t| {
                            let (s, e) = (t.span.start as usize, t.span.end as usize);
                            assert_eq!(t.text(), (s as u32, (e - s) as u32));
                            (t.kind, s, e, t.bol(), t.space())
                        })
                        .collect()
                })
                .map_err(|e| e.offset);
            assert_eq!(ours, plain(&src), "{src:?}");
        }
    }

    /// The byte classes agree with `punct` on which bytes start a
    /// punctuator.
    #[test]
    fn byte_classes_agree_with_punct() {
        for b in 0..=255u8 {
            let starts = punct(&[b]).is_some();
            let class = CLASS[usize::from(b)];
            let expect = matches!(class, Class::Punct | Class::Dot | Class::Slash);
            assert_eq!(starts, expect, "byte {b:#04x}");
        }
    }

    /// The direct match of `punct` agrees with the greedy longest match
    /// over `PUNCTS` on every string of up to three punctuation bytes.
    #[test]
    fn punct_matches_table() {
        let chars = b"()[]{}.,;:?+-*/%<>&|^!~=#a ";
        let greedy = |b: &[u8]| {
            PUNCTS
                .iter()
                .find(|(s, _)| b.starts_with(s.as_bytes()))
                .map(|(s, p)| (s.len(), *p))
        };
        for &x in chars {
            for &y in chars {
                for &z in chars {
                    for b in [&[x][..], &[x, y][..], &[x, y, z][..]] {
                        assert_eq!(punct(b), greedy(b), "{:?}", std::str::from_utf8(b));
                    }
                }
            }
        }
    }
}
