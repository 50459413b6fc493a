//! Source text to syntax tree: lexer, preprocessor, keywords per version
//! and a recursive-descent parser, all of this crate.

mod arena;
pub mod ast;
mod buffers;
mod keywords;
mod lexer;
mod parser;
mod pp;
mod ppexpr;

use crate::diag::{Diagnostic, Severity, SourceMap};
use crate::version::{Profile, Stage, Version, VersionError};
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

/// The version a source's first line declares (`default` without a
/// `#version`; GLSL 1.50 §3.3: `#version` must come first) and the
/// directive's offset, from the tokens of (at least) that line. An error
/// comes with the directive's offset.
fn read_version(
    toks: &[lexer::PpToken],
    src: &str,
    default: Version,
) -> Result<(Version, Option<usize>), (usize, VersionError)> {
    let spelling = |t: &lexer::PpToken| &src[t.span.start as usize..t.span.end as usize];
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
            .map_err(|_| (off, VersionError::InvalidNumber(n.to_string())))?,
        None => return Err((off, VersionError::NoNumber)),
    };
    if let Some(extra) = args.get(2) {
        return Err((off, VersionError::Trailing(extra.to_string())));
    }
    let version = Version::resolve(num, args.get(1).copied()).map_err(|e| (off, e))?;
    Ok((version, Some(off)))
}

/// A translation unit being preprocessed, ready to parse: either the whole
/// of it preprocessed ([`Mode::Whole`]) or its first tokens, the rest
/// following as the parser reads ([`Mode::Streaming`]).
pub(crate) struct Preprocessed<'s> {
    /// What the preprocessor found before parsing began.
    pub info: UnitInfo,
    /// The kept tokens not yet parsed (`bufs.tokens`) and the parser's
    /// buffers.
    bufs: buffers::Buffers,
    stream: pp::Stream<'s>,
    /// An extension makes `layout` a keyword before GLSL 1.40.
    layout_keyword: bool,
    /// Streaming: how many messages, extensions and `#line` directives the
    /// preprocessor had reported when `info` was made.
    reported: (usize, usize, usize),
    /// Streaming: tokens to preprocess at a time.
    batch: usize,
    /// Offset of the `#version` directive, if any.
    version_at: Option<usize>,
}

/// How the preprocessor's output reaches the parser.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mode {
    /// Preprocess the whole source, then parse.
    Whole,
    /// Parse each external declaration as soon as its tokens (and a few
    /// more) are preprocessed: the tokens are read while they are in the
    /// cache and never take the memory of the whole file. What the parse
    /// cannot tell apart from parsing the whole file is kept; anything
    /// else ([`Failure::Restart`]) makes the caller compile again in
    /// [`Mode::Whole`].
    Streaming,
}

/// Why parsing stopped without a syntax tree for every declaration.
pub(crate) enum Failure {
    /// Errors to report.
    Diagnostics(Vec<Diagnostic>),
    /// Streaming found something that could change what came before: a
    /// preprocessor error or warning, an `#extension` after the first
    /// declarations, or a declaration the parser read past its lookahead.
    /// Compile again in [`Mode::Whole`].
    Restart,
}

impl From<Vec<Diagnostic>> for Failure {
    fn from(d: Vec<Diagnostic>) -> Self {
        Failure::Diagnostics(d)
    }
}

/// Tokens the streaming preprocessor produces at a time.
const STREAM_BATCH: usize = 2048;

/// Preprocess `map`'s source.
pub(crate) fn preprocess<'s>(
    map: &SourceMap<'s>,
    stage: Stage,
    mode: Mode,
    default_version: Version,
) -> Result<Preprocessed<'s>, Vec<Diagnostic>> {
    preprocess_lexing(
        map,
        stage,
        mode,
        pp::LEX_CHUNK,
        STREAM_BATCH,
        default_version,
    )
}

/// [`preprocess`], lexing `chunk` tokens at a time and (streaming)
/// preprocessing `batch` tokens at a time.
fn preprocess_lexing<'s>(
    map: &SourceMap<'s>,
    stage: Stage,
    mode: Mode,
    chunk: usize,
    batch: usize,
    default_version: Version,
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
    let (version, version_at) = match read_version(&bufs.lexed, src, default_version) {
        Ok(v) => v,
        Err((off, e)) => {
            // A lexical error anywhere comes first, as if the whole source
            // had been lexed before the first directive was read.
            lexer.check_rest(&mut Vec::new(), chunk).map_err(lex_err)?;
            return Err(err(off, e.to_string()));
        }
    };
    let mut version = version;
    let window = std::mem::take(&mut bufs.lexed);
    let mut stream = pp::Stream::new(lexer, window, chunk, version, version_at, stage);
    bufs.tokens.clear();
    if mode == Mode::Streaming {
        stream.run(&mut bufs.tokens, batch).map_err(lex_err)?;
    }
    // Whole, or a streamed start with messages (errors are reported
    // alone, and a late warning could not be told apart): the rest too.
    if !stream.done() && (mode == Mode::Whole || !stream.messages().is_empty()) {
        // About one token per three bytes of typical source.
        bufs.tokens.reserve(src.len() / 3);
        stream.run(&mut bufs.tokens, usize::MAX).map_err(lex_err)?;
    }
    map.set_line_directives(0, stream.lines().iter().map(|d| (d.offset, d.line)));
    let mut errors = Vec::new();
    let mut warnings = Vec::new();
    for &(sev, off, ref msg) in stream.messages() {
        let d = map.diagnostic(sev, off, msg.clone());
        match sev {
            Severity::Error => errors.push(d),
            Severity::Warning => warnings.push(d),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let extensions = stream.extensions().to_vec();
    // GLSL 1.40 section 1.2.1: `GL_ARB_compatibility` brings back what 1.40
    // removed (the compatibility built-ins and fixed-function state).
    if version.number == 140
        && extensions
            .iter()
            .any(|(n, b, _)| n == "GL_ARB_compatibility" && b != "disable")
    {
        version.profile = Profile::Compatibility;
    }
    let layout_keyword = !version.desktop_at_least(140)
        && extensions
            .iter()
            .any(|(n, b, _)| keywords::LAYOUT_EXTENSIONS.contains(&n.as_str()) && b != "disable");
    let reported = (
        stream.messages().len(),
        extensions.len(),
        stream.lines().len(),
    );
    Ok(Preprocessed {
        info: UnitInfo {
            version,
            extensions,
            warnings,
        },
        bufs,
        stream,
        layout_keyword,
        reported,
        batch,
        version_at,
    })
}

/// The preprocessor's output as text, one line per physical source line
/// (as `cpp` and `glslangValidator -E` print it): each token on the line of
/// its origin (an expansion's on its invocation's line), a space where
/// the source had one or where two tokens would otherwise read as one;
/// directives become empty lines except `#version`, `#extension`,
/// `#pragma` and `#line`, which are kept as written (the output compiles as the source
/// does, with the same line numbers). Returns the text and the
/// preprocessor's warnings.
pub(crate) fn preprocessed_text(
    map: &SourceMap<'_>,
    stage: Stage,
    default_version: Version,
) -> Result<(String, Vec<Diagnostic>), Vec<Diagnostic>> {
    let mut pre = preprocess(map, stage, Mode::Whole, default_version)?;
    let src = map.text;
    let starts: Vec<usize> = std::iter::once(0)
        .chain(src.match_indices('\n').map(|(i, _)| i + 1))
        .collect();
    let line_of = |off: usize| starts.partition_point(|&s| s <= off).saturating_sub(1);
    let mut lines = vec![String::new(); starts.len()];
    let text = pre.stream.pp.text.text();
    // Characters that can continue an identifier or number, or an operator.
    let word = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let op = |c: u8| b"+-*/%<>=!&|^.".contains(&c);
    for t in &pre.bufs.tokens {
        let out = &mut lines[line_of(t.span.start as usize)];
        let spelling = text.get(t.text());
        if let (Some(&last), Some(&first)) = (out.as_bytes().last(), spelling.as_bytes().first()) {
            let glued = (word(last) && word(first)) || (op(last) && op(first));
            if t.space() || t.bol() || glued {
                out.push(' ');
            }
        }
        out.push_str(spelling);
    }
    let keep = |lines: &mut Vec<String>, l: usize| {
        let end = starts.get(l + 1).map_or(src.len(), |&e| e);
        if let Some(line) = lines.get_mut(l) {
            *line = src[starts[l]..end].trim().to_string();
        }
    };
    if let Some(at) = pre.version_at {
        keep(&mut lines, line_of(at));
    }
    for &(_, _, at) in &pre.info.extensions {
        keep(&mut lines, line_of(at));
    }
    for d in pre.stream.lines() {
        keep(&mut lines, line_of(d.offset.saturating_sub(1)));
    }
    for &at in pre.stream.pragmas() {
        keep(&mut lines, line_of(at));
    }
    if src.ends_with('\n') {
        lines.pop();
    }
    let mut out = lines.join("\n");
    out.push('\n');
    Ok((out, std::mem::take(&mut pre.info.warnings)))
}

impl Preprocessed<'_> {
    /// Streaming: preprocess the next batch of tokens. `Restart` when the
    /// preprocessor reported something new (a message or an `#extension`,
    /// which a whole-file compile would have seen before parsing) or hit
    /// a lexical error.
    fn more(&mut self, map: &SourceMap<'_>) -> Result<(), Failure> {
        let target = self.bufs.tokens.len().saturating_add(self.batch);
        if self.stream.run(&mut self.bufs.tokens, target).is_err() {
            return Err(Failure::Restart);
        }
        let (messages, extensions, lines) = self.reported;
        if self.stream.messages().len() != messages || self.stream.extensions().len() != extensions
        {
            return Err(Failure::Restart);
        }
        let now = self.stream.lines();
        if now.len() != lines {
            let new = now[lines..].iter().map(|d| (d.offset, d.line));
            map.set_line_directives(lines, new);
            self.reported.2 = now.len();
        }
        Ok(())
    }
}

/// Where the streaming parser stands in the preprocessor's output: which
/// tokens were classified, and where external declarations may end.
struct Feed {
    /// Tokens dropped from the front of `bufs.tokens` (and the parser's
    /// classification) so far.
    base: usize,
    /// Brace depth at the end of the classified tokens.
    depth: usize,
    /// Absolute indices of the classified tokens that may end an external
    /// declaration: a `;` at brace depth 0, a `}` back to depth 0 (or a
    /// stray one), oldest first.
    ends: std::collections::VecDeque<usize>,
}

/// Classified tokens of lookahead, beyond the next possible declaration
/// ends, before the parser reads an external declaration.
const STREAM_ENDS_AHEAD: usize = 4;

impl Feed {
    /// Classify the tokens `pre` added since the last call, noting the
    /// possible declaration ends among them.
    fn classify(&mut self, state: &mut parser::ParseState, pre: &Preprocessed<'_>) {
        let from = state.classified();
        let base = self.base;
        state.classify(
            &pre.bufs.tokens[from..],
            pre.stream.pp.text.text(),
            |i, p| match p {
                Punct::LBrace => self.depth += 1,
                Punct::RBrace => {
                    self.depth = self.depth.saturating_sub(1);
                    if self.depth == 0 {
                        self.ends.push_back(base + i);
                    }
                }
                _ if self.depth == 0 => self.ends.push_back(base + i),
                _ => {}
            },
        );
    }
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
) -> Result<(), Failure> {
    let kinds = std::mem::take(&mut pre.bufs.kinds);
    let mut arena = std::mem::take(&mut pre.bufs.arena);
    let mut state = parser::ParseState::new(pre.info.version, pre.layout_keyword, kinds);
    let mut feed = Feed {
        base: 0,
        depth: 0,
        ends: Default::default(),
    };
    let mut visiting = true;
    let result = 'parse: loop {
        // Streaming: have the next few declarations' tokens at hand.
        if !pre.stream.done() {
            let at = feed.base + state.pos();
            while feed.ends.front().is_some_and(|&e| e < at) {
                feed.ends.pop_front();
            }
            while feed.ends.len() < STREAM_ENDS_AHEAD && !pre.stream.done() {
                // Keep only the last parsed token (and those not parsed):
                // few, as this runs when few declarations are left.
                if state.pos() > 1 {
                    let drop = state.pos() - 1;
                    pre.bufs.tokens.drain(..drop);
                    state.drop_front(drop);
                    feed.base += drop;
                }
                if let Err(f) = pre.more(map) {
                    break 'parse Err(f);
                }
                feed.classify(&mut state, pre);
            }
        }
        if state.classified() < pre.bufs.tokens.len() {
            feed.classify(&mut state, pre);
        }
        let text = pre.stream.pp.text.text();
        let toks = &pre.bufs.tokens;
        let mut p = parser::Parser::new(state, &arena, toks, text);
        let mut decls = arena::ArenaVec::new_in(&arena);
        let more = p.next_external(&mut decls);
        state = p.into_state();
        if !pre.stream.done() && !state.read_within(toks.len()) {
            break 'parse Err(Failure::Restart);
        }
        if visiting && state.errors.is_empty() {
            visiting = decls.iter().all(&mut visit);
        }
        drop(decls);
        if !more {
            break 'parse Ok(());
        }
        arena.reset();
    };
    // Streaming: the rest of the source is preprocessed too (a whole-file
    // compile would report its preprocessor errors instead).
    let result = result.and_then(|()| {
        while !pre.stream.done() {
            pre.bufs.tokens.clear();
            pre.more(map)?;
        }
        Ok(())
    });
    let (kinds, errors) = state.into_parts();
    pre.bufs.kinds = kinds;
    pre.bufs.arena = arena;
    result?;
    if errors.is_empty() {
        Ok(())
    } else {
        Err(Failure::Diagnostics(
            errors
                .into_iter()
                .map(|(o, m)| map.diagnostic(Severity::Error, o, m))
                .collect(),
        ))
    }
}

/// [`preprocess`] as the fuzzer's streaming check runs it: the default
/// version, streaming `batch` tokens at a time.
pub(crate) fn preprocess_batched<'s>(
    map: &SourceMap<'s>,
    stage: Stage,
    mode: Mode,
    batch: usize,
) -> Result<Preprocessed<'s>, Vec<Diagnostic>> {
    preprocess_lexing(map, stage, mode, pp::LEX_CHUNK, batch, Version::DEFAULT)
}

impl Drop for Preprocessed<'_> {
    /// The buffers serve the next compile on this thread.
    fn drop(&mut self) {
        self.bufs.lexed = self.stream.take_window();
        std::mem::take(&mut self.bufs).put_back();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Fragment shaders `cases`, then every file of the conformance suite,
    /// with their stages.
    fn with_conformance(cases: &[&str]) -> Vec<(String, Stage)> {
        let mut sources: Vec<(String, Stage)> = cases
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
        sources
    }

    /// Streaming the preprocessor's output into the parser gives what
    /// preprocessing the whole file first gives (module, symbols, every
    /// diagnostic), wherever the batches end, or asks for a whole-file
    /// compile: for every file of the conformance suite and cases made
    /// for the lookahead's edges, streamed one, three and 2,048 tokens at
    /// a time. Few files need the whole-file compile.
    #[test]
    fn streaming_changes_nothing() {
        let sources = with_conformance(&[
            // A struct declaration goes on after its `}`.
            "struct S { float a; } s, t[2];\nstruct T { S s; } u = T(S(1.0));\nvoid main() {}\n",
            // Empty declarations, a stray `}` and unbalanced braces.
            ";;;;;;;;\nfloat a;;;;\n}\nfloat b = 1.0;\n",
            "void f() { { }\nfloat c;\n",
            "void f() { if (true) } }\nfloat d; float e;\n",
            // Lookahead past `[`...`]` (`T[2] x` against `T[2](...)`).
            "struct R { int i; };\nvoid main() { R[2] r; R[2](R(1), R(2)); r[0] = R[2](R(1), R(2))[1]; }\n",
            // `#line` and `#extension` after declarations.
            "float a;\nfloat b;\n#line 40\nfloat c = d;\n",
            "#version 120\nfloat a;\nfloat b;\n#extension GL_ARB_texture_rectangle : enable\nuniform sampler2DRect r;\n",
            "#version 140\nvoid f() {}\n#extension GL_ARB_compatibility : require\nvoid main() { gl_FrontColor = vec4(1); }\n",
            // A preprocessor error and a warning after declarations.
            "float a;\nfloat b;\n#error late\nfloat c;\n",
            "float a;\nfloat b;\n#define A__B 1\nfloat c;\n",
            // A lexical error after declarations.
            "float a;\nfloat b;\nfloat c = 1.0e;\n",
            // A macro producing a declaration's end.
            "#define END ; float g\nfloat f END;\n#define CLOSE }\nvoid h() { CLOSE\nvoid main() {}\n",
        ]);
        let mut whole_compiles = [0usize; 3];
        for (src, stage) in &sources {
            let whole = crate::compiled(src, *stage, Mode::Whole, STREAM_BATCH);
            assert!(whole.is_some(), "a whole-file compile restarted:\n{src}");
            for (n, batch) in [1, 3, STREAM_BATCH].into_iter().enumerate() {
                match crate::compiled(src, *stage, Mode::Streaming, batch) {
                    Some(streamed) => {
                        assert_eq!(Some(streamed), whole, "batch {batch}:\n{src}")
                    }
                    None => whole_compiles[n] += 1,
                }
            }
        }
        eprintln!(
            "whole-file compiles of {} sources: {whole_compiles:?}",
            sources.len()
        );
        // A long shader without late directives streams to its end.
        let mut long = String::from("#version 330\nstruct L { vec2 v; };\nuniform L u[2];\n");
        for i in 0..300 {
            long.push_str(&format!(
                "L f{i}(L l) {{ for (int j = 0; j < 2; ++j) {{ l.v += u[j].v * {i}.0; }} return l; }}\n"
            ));
        }
        long.push_str("out vec4 c;\nvoid main() { c = vec4(f299(u[0]).v, 0, 1); }\n");
        let whole = crate::compiled(&long, Stage::Fragment, Mode::Whole, STREAM_BATCH);
        let whole_text = whole.as_deref().unwrap_or("");
        assert!(whole_text.starts_with("Some(Module"), "{whole_text:.300}");
        assert_eq!(
            crate::compiled(&long, Stage::Fragment, Mode::Streaming, STREAM_BATCH),
            whole
        );
    }

    /// What preprocessing produced, in a comparable form.
    fn outcome(src: &str, stage: Stage, chunk: usize) -> String {
        let map = SourceMap::new("t", src);
        match preprocess_lexing(
            &map,
            stage,
            Mode::Whole,
            chunk,
            STREAM_BATCH,
            Version::DEFAULT,
        ) {
            Ok(p) => {
                let text = p.stream.pp.text.text();
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
        let sources = with_conformance(&[
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
        ]);
        for (src, stage) in &sources {
            let whole = outcome(src, *stage, usize::MAX / 4);
            for chunk in [1, 2, 3, 5] {
                assert_eq!(outcome(src, *stage, chunk), whole, "chunk {chunk}:\n{src}");
            }
        }
    }
}
