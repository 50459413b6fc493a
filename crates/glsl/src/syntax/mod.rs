//! Source text to syntax tree: lexer, preprocessor, keywords per version
//! and a recursive-descent parser, all of this crate.

pub mod ast;
mod buffers;
mod expand;
mod keywords;
mod lexer;
mod parser;
mod pp;
mod ppexpr;

use crate::diag::{Diagnostic, Severity, SourceMap};
use crate::version::{Profile, Stage, Version};
use lexer::Punct;

pub use parser::{MAX_PARSE_DEPTH, MAX_STATEMENT_OPERATORS};
pub use pp::{MAX_MACRO_DEPTH, MAX_TOKENS_BASE, SUPPORTED_EXTENSIONS};

/// Largest source accepted (keeps the fuzzer and the tools bounded).
pub const MAX_SOURCE_LEN: usize = 4 << 20;

/// What preprocessing found out about a translation unit.
pub(crate) struct UnitInfo {
    pub version: Version,
    /// `#extension` directives: (name, behavior, offset).
    pub extensions: Vec<(String, String, usize)>,
    /// Warnings of the preprocessor.
    pub warnings: Vec<Diagnostic>,
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

/// The version a source's first line declares (GLSL 1.10 without a
/// `#version`; GLSL 1.50 §3.3: `#version` must come first) and the
/// directive's offset, from the tokens of (at least) that line.
fn read_version(
    toks: &[lexer::PpToken],
    src: &str,
) -> Result<(Version, Option<usize>), (usize, String)> {
    let spelling = |t: &lexer::PpToken| &src[t.span.start as usize..t.span.end as usize];
    let default = Version {
        number: 110,
        profile: Profile::Compatibility,
    };
    let is_version = toks.first().is_some_and(|t| t.is(Punct::Hash))
        && toks
            .get(1)
            .is_some_and(|t| !t.bol() && spelling(t) == "version");
    if !is_version {
        return Ok((default, None));
    }
    let off = toks[0].span.start as usize;
    let args: Vec<&str> = toks[2..]
        .iter()
        .take_while(|t| !t.bol())
        .map(spelling)
        .collect();
    let num = match args.first() {
        Some(n) => n
            .parse::<u16>()
            .map_err(|_| (off, format!("invalid #version number `{n}`")))?,
        None => return Err((off, "#version without a number".into())),
    };
    if args.len() > 2 {
        return Err((off, format!("unexpected `{}` after #version", args[2])));
    }
    let version = resolve_version(num, args.get(1).copied()).map_err(|m| (off, m))?;
    Ok((version, Some(off)))
}

/// A preprocessed translation unit, ready to parse.
pub(crate) struct Preprocessed<'s> {
    pub info: UnitInfo,
    /// The tokens (`bufs.tokens`) and the parser's buffers.
    bufs: buffers::Buffers,
    text: lexer::TextStore<'s>,
    /// An extension makes `layout` a keyword before GLSL 1.40.
    layout_keyword: bool,
}

/// Preprocess `map`'s source.
pub(crate) fn preprocess<'s>(
    map: &SourceMap<'s>,
    stage: Stage,
) -> Result<Preprocessed<'s>, Vec<Diagnostic>> {
    preprocess_lexing(map, stage, pp::LEX_CHUNK)
}

/// [`preprocess`], lexing `chunk` tokens at a time.
fn preprocess_lexing<'s>(
    map: &SourceMap<'s>,
    stage: Stage,
    chunk: usize,
) -> Result<Preprocessed<'s>, Vec<Diagnostic>> {
    let src = map.text;
    let err = |off: usize, msg: String| vec![map.diagnostic(Severity::Error, off, msg)];
    if src.len() > MAX_SOURCE_LEN {
        return Err(err(0, format!("source larger than {MAX_SOURCE_LEN} bytes")));
    }
    // `contains` searches a word at a time; the position is needed only
    // for the error.
    if src.as_bytes().contains(&0) {
        let nul = src.bytes().position(|c| c == 0).unwrap_or(0);
        return Err(err(nul, "NUL character in GLSL source".into()));
    }
    let mut bufs = buffers::Buffers::take();
    let lex_err = |e: lexer::LexError| err(e.offset, e.message);
    // Lex the first line whole (for `#version`); the preprocessor lexes
    // the rest as it goes.
    let mut lexer = lexer::Lexer::new(src);
    bufs.lexed.clear();
    let mut seen = 1;
    loop {
        lexer.lex(&mut bufs.lexed, chunk).map_err(lex_err)?;
        if lexer.done()
            || bufs
                .lexed
                .get(seen..)
                .is_some_and(|r| r.iter().any(|t| t.bol()))
        {
            break;
        }
        seen = bufs.lexed.len();
    }
    let (version, version_at) = match read_version(&bufs.lexed, src) {
        Ok(v) => v,
        Err((off, msg)) => {
            // A lexical error anywhere comes first, as if the whole source
            // had been lexed before the first directive was read.
            let mut rest = Vec::new();
            while !lexer.done() {
                rest.clear();
                lexer.lex(&mut rest, chunk).map_err(lex_err)?;
            }
            return Err(err(off, msg));
        }
    };
    let mut version = version;
    let input = pp::Input {
        lexer,
        window: &mut bufs.lexed,
        chunk,
    };
    let out =
        pp::preprocess(input, version, version_at, stage, &mut bufs.tokens).map_err(lex_err)?;
    map.set_line_directives(out.lines.iter().map(|d| (d.offset, d.line)).collect());
    let mut errors = Vec::new();
    let mut warnings = Vec::new();
    for (sev, off, msg) in out.messages {
        let d = map.diagnostic(sev, off, msg);
        match sev {
            Severity::Error => errors.push(d),
            Severity::Warning => warnings.push(d),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    // GLSL 1.40 section 1.2.1: `GL_ARB_compatibility` brings back what 1.40
    // removed (the compatibility built-ins and fixed-function state).
    if version.number == 140
        && out
            .extensions
            .iter()
            .any(|(n, b, _)| n == "GL_ARB_compatibility" && b != "disable")
    {
        version.profile = Profile::Compatibility;
    }
    let layout_keyword = !version.desktop_at_least(140)
        && out
            .extensions
            .iter()
            .any(|(n, b, _)| keywords::LAYOUT_EXTENSIONS.contains(&n.as_str()) && b != "disable");
    Ok(Preprocessed {
        info: UnitInfo {
            version,
            extensions: out.extensions,
            warnings,
        },
        bufs,
        text: out.text,
        layout_keyword,
    })
}

/// Parse `pre` one external declaration at a time, handing each to `visit`
/// for as long as no syntax error was found and `visit` returns `true`.
/// Each declaration's syntax tree lives in an arena that is reset before
/// the next one, so the tree's memory is that of the largest declaration,
/// not of the file. Syntax errors are reported for the whole file.
pub(crate) fn parse_each(
    map: &SourceMap<'_>,
    pre: &mut Preprocessed<'_>,
    mut visit: impl FnMut(&ast::ExternalDeclaration<'_>) -> bool,
) -> Result<(), Vec<Diagnostic>> {
    let text = pre.text.text();
    let kinds = std::mem::take(&mut pre.bufs.kinds);
    let mut arena = std::mem::take(&mut pre.bufs.arena);
    let mut state = parser::ParseState::new(&pre.bufs.tokens, text, pre.info.version, kinds);
    if pre.layout_keyword {
        state.enable_layout_keyword();
    }
    let mut visiting = true;
    loop {
        let mut p = parser::Parser::new(state, &arena);
        let mut decls = bumpalo::collections::Vec::new_in(&arena);
        let more = p.next_external(&mut decls);
        state = p.into_state();
        if visiting && state.errors.is_empty() {
            visiting = decls.iter().all(&mut visit);
        }
        drop(decls);
        if !more {
            break;
        }
        arena.reset();
    }
    let (kinds, errors) = state.into_parts();
    pre.bufs.kinds = kinds;
    pre.bufs.arena = arena;
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors
            .into_iter()
            .map(|(o, m)| map.diagnostic(Severity::Error, o, m))
            .collect())
    }
}

impl Drop for Preprocessed<'_> {
    /// The buffers serve the next compile on this thread.
    fn drop(&mut self) {
        std::mem::take(&mut self.bufs).put_back();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What preprocessing produced, in a comparable form.
    fn outcome(src: &str, stage: Stage, chunk: usize) -> String {
        let map = SourceMap::new("t", src);
        match preprocess_lexing(&map, stage, chunk) {
            Ok(p) => {
                let text = p.text.text();
                let toks: Vec<_> = p
                    .bufs
                    .tokens
                    .iter()
                    .map(|t| {
                        let flags = (t.bol(), t.space(), t.noexpand());
                        (t.kind, text.get(t.text()), t.span, flags)
                    })
                    .collect();
                let warnings = &p.info.warnings;
                format!(
                    "{:?} {:?} {toks:?} {warnings:?}",
                    p.info.version, p.info.extensions
                )
            }
            Err(d) => format!("{d:?}"),
        }
    }

    /// Lexing as the preprocessor goes gives what lexing the whole source
    /// first gives, wherever the lexed runs end: in the middle of a
    /// directive, of a macro invocation, of its arguments, or between a
    /// function-like macro's name and its `(`. Every file of the
    /// conformance suite, and cases made for the boundaries, lexed one,
    /// two, three and five tokens at a time.
    #[test]
    fn lexing_in_runs_changes_nothing() {
        let mut sources: Vec<(String, Stage)> = [
            "#define F(a, b) a + b\nfloat x = F(1,\n 2) * F\n(3, 4);\n",
            "#define G F\n#define F(a) (a * 2)\nint y = G\n(\n7\n);\nint z = G;\n",
            "#define F(a) a\nint w = F(1\n#define Q 2\n);\n",
            "#define F(a) a\nint u = F(",
            "#define F(a) a\nint v = F",
            "#define A B\n#define B A\nint A;\n#define H(x) x ## 1\nint H(a) = __LINE__;\n",
            "#version 330\n#if 1\n#define E(x) E(x)\nfloat e = E(E(1));\n#else\n#error no\n#endif\n",
            "#version 330\nfloat f; /* unterminated",
            "#version 999\nfloat f; /* unterminated",
            "#version 999\nfloat f;\n",
        ]
        .iter()
        .map(|s| (s.to_string(), Stage::Fragment))
        .collect();
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/conformance");
        for dir in std::fs::read_dir(&root).expect("conformance suite") {
            let Ok(dir) = dir.map(|d| d.path()) else {
                continue;
            };
            for f in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
                let path = f.path();
                let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
                if let (Some(stage), Ok(text)) =
                    (Stage::from_extension(ext), std::fs::read_to_string(&path))
                {
                    sources.push((text, stage));
                }
            }
        }
        assert!(sources.len() > 1000, "{} sources", sources.len());
        for (src, stage) in &sources {
            let whole = outcome(src, *stage, usize::MAX / 4);
            for chunk in [1, 2, 3, 5] {
                assert_eq!(outcome(src, *stage, chunk), whole, "chunk {chunk}:\n{src}");
            }
        }
    }
}
