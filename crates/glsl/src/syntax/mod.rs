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
    let src = map.text;
    let err = |off: usize, msg: String| vec![map.diagnostic(Severity::Error, off, msg)];
    if src.len() > MAX_SOURCE_LEN {
        return Err(err(0, format!("source larger than {MAX_SOURCE_LEN} bytes")));
    }
    if let Some(nul) = src.bytes().position(|c| c == 0) {
        return Err(err(nul, "NUL character in GLSL source".into()));
    }
    let mut bufs = buffers::Buffers::take();
    lexer::lex_into(src, &mut bufs.lexed).map_err(|e| err(e.offset, e.message))?;
    let toks = &bufs.lexed;
    // `#version` must be the first directive (GLSL 1.50 §3.3); without it
    // the shader is GLSL 1.10.
    let mut version = Version {
        number: 110,
        profile: Profile::Compatibility,
    };
    let mut version_at = None;
    if toks.first().is_some_and(|t| t.is(Punct::Hash))
        && toks.get(1).is_some_and(|t| {
            !t.bol() && &src[t.span.start as usize..t.span.end as usize] == "version"
        })
    {
        let off = toks[0].span.start as usize;
        version_at = Some(off);
        let args: Vec<&str> = toks[2..]
            .iter()
            .take_while(|t| !t.bol())
            .map(|t| &src[t.span.start as usize..t.span.end as usize])
            .collect();
        let num = match args.first() {
            Some(n) => n
                .parse::<u16>()
                .map_err(|_| err(off, format!("invalid #version number `{n}`")))?,
            None => return Err(err(off, "#version without a number".into())),
        };
        if args.len() > 2 {
            return Err(err(off, format!("unexpected `{}` after #version", args[2])));
        }
        version = resolve_version(num, args.get(1).copied()).map_err(|m| err(off, m))?;
    }
    let out = pp::preprocess(
        src,
        &bufs.lexed,
        version,
        version_at,
        stage,
        &mut bufs.tokens,
    );
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
        let mut decls = Vec::new();
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
