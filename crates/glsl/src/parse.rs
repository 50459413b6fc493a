//! Preprocessing and parsing through glsl-lang, plus the `#version` scan.

use crate::diag::{Diagnostic, Severity, SourceMap};
use crate::version::{Profile, Version};
use glsl_lang::ast;
use glsl_lang::lexer::{
    HasLexerError, LangLexer, LangLexerIterator, ParseContext, ParseOptions, Token,
};
use glsl_lang::parse::{DefaultLexer, Parse};
use lang_util::position::LexerPosition;
use std::cell::Cell;

/// Largest source accepted (keeps the fuzzer and the tools bounded).
pub const MAX_SOURCE_LEN: usize = 4 << 20;

/// A parsed translation unit with the text it was parsed from.
pub(crate) struct Parsed {
    pub unit: ast::TranslationUnit,
    pub version: Version,
    pub extensions: Vec<(String, String, usize)>,
    /// Text inserted into the source (predefined macros), as
    /// (offset in the parsed text, length) so positions map back.
    inserted: Option<(usize, usize)>,
}

impl Parsed {
    /// Map an offset in the parsed text to one in the original source.
    pub fn original_offset(&self, off: usize) -> usize {
        match self.inserted {
            Some((at, len)) if off >= at + len => off - len,
            Some((at, _)) if off >= at => at,
            _ => off,
        }
    }
}

/// `#version` found (number, profile), its offset, the end of its line.
type VersionScan = (Option<(u16, Option<String>)>, usize, usize);

/// Find `#version N [profile]` as the first directive of the source.
/// Returns the version (110 if absent), the offset of the directive and
/// the offset just past its line.
fn scan_version(src: &str) -> Result<VersionScan, (usize, String)> {
    let b = src.as_bytes();
    let mut i = 0;
    // Skip whitespace and comments.
    loop {
        while i < b.len() && (b[i] as char).is_ascii_whitespace() {
            i += 1;
        }
        if b[i..].starts_with(b"//") {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if b[i..].starts_with(b"/*") {
            match src[i + 2..].find("*/") {
                Some(e) => i = i + 2 + e + 2,
                None => return Ok((None, 0, 0)),
            }
        } else {
            break;
        }
    }
    if i >= b.len() || b[i] != b'#' {
        return Ok((None, 0, 0));
    }
    let line_end = src[i..].find('\n').map(|e| i + e + 1).unwrap_or(src.len());
    let line = &src[i + 1..line_end];
    let mut words = line.split_whitespace();
    if words.next() != Some("version") {
        return Ok((None, 0, 0));
    }
    let num = words
        .next()
        .ok_or((i, "#version without a number".to_string()))?;
    let num: u16 = num
        .parse()
        .map_err(|_| (i, format!("invalid #version number `{num}`")))?;
    let profile = words
        .next()
        .filter(|w| !w.starts_with("//") && !w.starts_with("/*"))
        .map(str::to_string);
    Ok((Some((num, profile)), i, line_end))
}

/// Resolve a `#version` to a supported version and profile.
fn resolve_version(num: u16, profile: Option<&str>) -> Result<Version, String> {
    if num != 100 && profile == Some("es") {
        return Err(format!("#version {num} es is not supported (only 100 es)"));
    }
    let supported = [100, 110, 120, 130, 140, 150, 330];
    if !supported.contains(&num) {
        return Err(format!(
            "unsupported GLSL version {num} (supported: 100 es, 110, 120, 130, 140, 150, 330)"
        ));
    }
    let profile = match (num, profile) {
        (100, None | Some("es")) => Profile::Es,
        (100, Some(p)) => return Err(format!("profile `{p}` is not allowed with #version 100")),
        (_, Some("es")) => return Err(format!("#version {num} es is not supported (only 100 es)")),
        (150 | 330, Some("core") | None) => Profile::Core,
        (150 | 330, Some("compatibility")) => Profile::Compatibility,
        (_, Some(p @ ("core" | "compatibility"))) => {
            return Err(format!("profile `{p}` requires #version 150 or later"))
        }
        (_, Some(p)) => return Err(format!("unknown profile `{p}`")),
        (140, None) => Profile::Core,
        (_, None) => Profile::Compatibility,
    };
    Ok(Version {
        number: num,
        profile,
    })
}

pub(crate) fn parse(map: &SourceMap<'_>) -> Result<Parsed, Vec<Diagnostic>> {
    let src = map.text;
    let err = |off: usize, msg: String| vec![map.diagnostic(Severity::Error, off, msg)];
    if src.len() > MAX_SOURCE_LEN {
        return Err(err(0, format!("source larger than {MAX_SOURCE_LEN} bytes")));
    }
    let (found, version_offset, line_end) = scan_version(src).map_err(|(o, m)| err(o, m))?;
    check_complexity(src).map_err(|(o, m)| err(o, m))?;
    crate::macros::check(src).map_err(|(o, m)| err(o, m))?;
    let version = match &found {
        Some((n, p)) => resolve_version(*n, p.as_deref()).map_err(|m| err(version_offset, m))?,
        None => Version {
            number: 110,
            profile: Profile::Compatibility,
        },
    };
    // GL_ES is predefined in ES shaders. The preprocessor neither knows it
    // nor lets a `#define` create a `GL_` name, so the source's `GL_ES`
    // tokens become `_GLES` (same length, offsets unchanged) and that one
    // is defined on the line after `#version`.
    let mut text = src.to_string();
    let mut inserted = None;
    if version.is_es() {
        text = rename_word(&text, "GL_ES", "_GLES");
        let def = "#define _GLES 1\n";
        let at = if found.is_some() { line_end } else { 0 };
        if found.is_some() && !src[..line_end].ends_with('\n') {
            text.insert(at, '\n');
            text.insert_str(at + 1, def);
            inserted = Some((at, def.len() + 1));
        } else {
            text.insert_str(at, def);
            inserted = Some((at, def.len()));
        }
    }
    // glsl-lang-pp loops forever on a `##` whose directive reaches the end
    // of input; a final newline (two, for a trailing line continuation)
    // always ends the directive. Offsets before it are unchanged.
    text.push_str("\n\n");
    let opts = glsl_lang::parse::ParseOptions {
        default_version: version.number,
        ..Default::default()
    };
    let mut parsed = Parsed {
        unit: ast::TranslationUnit(Vec::new()),
        version,
        extensions: Vec::new(),
        inserted,
    };
    let max_tokens = MAX_TOKENS_BASE.saturating_add(text.len().saturating_mul(16));
    TOKEN_LIMIT.with(|l| l.set((max_tokens, false)));
    PARSE_MESSAGE.with(|m| m.take());
    let result =
        <ast::TranslationUnit as Parse>::parse_with_options::<BoundedLexer>(text.as_str(), &opts);
    if TOKEN_LIMIT.with(|l| l.get().1) {
        return Err(err(
            0,
            format!("source expands to more than {max_tokens} tokens (macro expansion too large)"),
        ));
    }
    match result {
        Ok((unit, _ctx, lexer)) => {
            let mut unit = unit;
            lexer.into_directives().inject(&mut unit);
            for d in &unit.0 {
                if let ast::ExternalDeclarationData::Preprocessor(p) = &d.content {
                    if let ast::PreprocessorData::Extension(e) = &p.content {
                        let name = match &e.name.content {
                            ast::PreprocessorExtensionNameData::All => "all".to_string(),
                            ast::PreprocessorExtensionNameData::Specific(s) => s.to_string(),
                        };
                        let behavior = match e.behavior.as_ref().map(|b| &b.content) {
                            Some(ast::PreprocessorExtensionBehaviorData::Require) => "require",
                            Some(ast::PreprocessorExtensionBehaviorData::Enable) => "enable",
                            Some(ast::PreprocessorExtensionBehaviorData::Warn) => "warn",
                            Some(ast::PreprocessorExtensionBehaviorData::Disable) | None => {
                                "disable"
                            }
                        };
                        let off = d.span.map(|s| usize::from(s.start().offset)).unwrap_or(0);
                        parsed.extensions.push((name, behavior.to_string(), off));
                    }
                }
            }
            parsed.unit = unit;
            Ok(parsed)
        }
        Err(e) => {
            let off = parsed.original_offset(usize::from(e.pos().start()));
            let msg = match PARSE_MESSAGE.with(|m| m.take()) {
                Some(m) => format!("syntax error: {m}"),
                None => describe_parse_error(&e.inner().to_string()),
            };
            Err(err(off, msg))
        }
    }
}

fn describe_parse_error(raw: &str) -> String {
    let raw = raw.trim();
    if raw.is_empty() {
        "syntax error".into()
    } else {
        format!("syntax error: {raw}")
    }
}

/// Replace whole-word occurrences of `from` by `to` (same length).
fn rename_word(text: &str, from: &str, to: &str) -> String {
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut last = 0;
    for (i, _) in text.match_indices(from) {
        let before = i > 0 && ident(b[i - 1]);
        let after = b.get(i + from.len()).is_some_and(|c| ident(*c));
        if !before && !after {
            out.push_str(&text[last..i]);
            out.push_str(to);
            last = i + from.len();
        }
    }
    out.push_str(&text[last..]);
    out
}

/// Bracket nesting accepted before parsing (the AST is recursive).
pub const MAX_BRACKET_DEPTH: usize = 512;
/// Operator characters accepted between two `;`, `,`, `{` or `}` (bounds
/// chains such as `a + a + ... + a`, which nest without brackets).
pub const MAX_STATEMENT_OPERATORS: usize = 4096;

/// Reject sources whose syntax tree would be deeper than the front end
/// handles, before glsl-lang builds it. Comments are skipped.
fn check_complexity(src: &str) -> Result<(), (usize, String)> {
    let b = src.as_bytes();
    if let Some(nul) = b.iter().position(|c| *c == 0) {
        return Err((nul, "NUL character in GLSL source".into()));
    }
    let mut depth = 0usize;
    let mut ops = 0usize;
    let mut i = 0;
    // Directive of the current logical line, and whether only blanks were seen.
    let mut directive: Option<&str> = None;
    let mut line_blank = true;
    while i < b.len() {
        if b[i] == b'\n' {
            if i == 0 || b[i - 1] != b'\\' {
                directive = None;
                line_blank = true;
            }
            i += 1;
            continue;
        }
        if b[i] == b'#' && line_blank {
            let rest = &src[i + 1..];
            let word = rest.trim_start_matches([' ', '\t']);
            let end = word
                .find(|c: char| !c.is_ascii_alphanumeric() && c != '_')
                .unwrap_or(word.len());
            directive = Some(&word[..end]);
        }
        if b[i] == b'#' && b.get(i + 1) == Some(&b'#') && directive != Some("define") {
            // Token pasting belongs in macro bodies; elsewhere glsl-lang's
            // preprocessor can loop forever on it.
            return Err((i, "`##` is only allowed in #define".into()));
        }
        if !b[i].is_ascii_whitespace() {
            line_blank = false;
        }
        match b[i] {
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                let start = i;
                i += 2;
                while i + 1 < b.len() && !(b[i] == b'*' && b[i + 1] == b'/') {
                    i += 1;
                }
                if i + 1 >= b.len() {
                    return Err((start, "unterminated comment".into()));
                }
                i += 2;
                continue;
            }
            b'(' | b'[' | b'{' => {
                depth += 1;
                if depth > MAX_BRACKET_DEPTH {
                    return Err((
                        i,
                        format!("brackets nested deeper than {MAX_BRACKET_DEPTH} levels"),
                    ));
                }
                if b[i] == b'{' {
                    ops = 0;
                }
            }
            b')' | b']' | b'}' => {
                depth = depth.saturating_sub(1);
                if b[i] == b'}' {
                    ops = 0;
                }
            }
            // Arguments and initializer elements do not nest into each other.
            b';' | b',' => ops = 0,
            b'+' | b'-' | b'*' | b'/' | b'%' | b'<' | b'>' | b'&' | b'|' | b'^' | b'=' | b'!'
            | b'~' | b'?' => {
                ops += 1;
                if ops > MAX_STATEMENT_OPERATORS {
                    return Err((
                        i,
                        format!("statement has more than {MAX_STATEMENT_OPERATORS} operators"),
                    ));
                }
            }
            c if c.is_ascii_alphanumeric()
                || c.is_ascii_whitespace()
                || c == 0x0b
                || b"_.:#\\".contains(&c) => {}
            _ => {
                // GLSL's character set (ES 1.00 and GLSL 1.10-3.30 §3.1);
                // anything else appears only in comments.
                let ch = src[i..].chars().next().unwrap_or('?');
                return Err((i, format!("invalid character {:?} in GLSL source", ch)));
            }
        }
        i += 1;
    }
    Ok(())
}

/// Tokens accepted from the preprocessor: this many plus 16 per source
/// byte. Bounds macro expansion (`#define B A A A ...` chains grow
/// exponentially).
pub const MAX_TOKENS_BASE: usize = 1 << 20;

thread_local! {
    /// Message of the last syntax error described by `BoundedIter`.
    static PARSE_MESSAGE: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
    /// (token budget, budget exceeded) of the parse running on this thread.
    static TOKEN_LIMIT: Cell<(usize, bool)> = const { Cell::new((usize::MAX, false)) };
}

/// glsl-lang's preprocessing lexer with a token budget: past it, the
/// token stream ends and the budget flag is set.
struct BoundedLexer<'i> {
    inner: DefaultLexer<'i>,
}

struct BoundedIter<'i> {
    inner: <DefaultLexer<'i> as LangLexer<'i>>::Iter,
    left: usize,
}

impl BoundedIter<'_> {
    fn into_directives(self) -> glsl_lang::lexer::full::Directives {
        self.inner.into_directives()
    }
}

impl HasLexerError for BoundedLexer<'_> {
    type Error = <DefaultLexer<'static> as HasLexerError>::Error;
}

impl HasLexerError for BoundedIter<'_> {
    type Error = <DefaultLexer<'static> as HasLexerError>::Error;
}

impl<'i> LangLexer<'i> for BoundedLexer<'i> {
    type Input = &'i str;
    type Iter = BoundedIter<'i>;

    fn new(source: &'i str, opts: &ParseOptions) -> Self {
        BoundedLexer {
            inner: <DefaultLexer<'i> as LangLexer<'i>>::new(source, opts),
        }
    }

    fn run(self, ctx: ParseContext) -> BoundedIter<'i> {
        BoundedIter {
            inner: self.inner.run(ctx),
            left: TOKEN_LIMIT.with(|l| l.get().0),
        }
    }
}

impl Iterator for BoundedIter<'_> {
    type Item = Result<(LexerPosition, Token, LexerPosition), <Self as HasLexerError>::Error>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.left == 0 {
            TOKEN_LIMIT.with(|l| l.set((l.get().0, true)));
            return None;
        }
        self.left -= 1;
        self.inner.next()
    }
}

impl LangLexerIterator for BoundedIter<'_> {
    fn resolve_err(
        &self,
        err: lalrpop_util::ParseError<LexerPosition, Token, Self::Error>,
    ) -> lang_util::error::ParseError<Self::Error> {
        use lalrpop_util::ParseError as P;
        use lang_util::error::TokenExt;
        // lang-util turns "expected" lists into token classes by building
        // lookup tables on every error, which dominates the cost of
        // rejecting bad input; describe the token here instead.
        let short = |expected: &[String]| -> String {
            if expected.is_empty() || expected.len() > 8 {
                String::new()
            } else {
                format!(", expected {}", expected.join(", "))
            }
        };
        let (location, message) = match &err {
            P::UnrecognizedToken { token, expected } => (
                token.0,
                format!("unexpected {}{}", token.1.description(), short(expected)),
            ),
            P::UnrecognizedEof { location, expected } => (
                *location,
                format!("unexpected end of input{}", short(expected)),
            ),
            _ => return self.inner.resolve_err(err),
        };
        PARSE_MESSAGE.with(|m| m.replace(Some(message)));
        self.inner.resolve_err(P::InvalidToken { location })
    }
}
