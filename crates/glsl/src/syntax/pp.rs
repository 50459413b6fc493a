//! The GLSL preprocessor (GLSL 1.50 §3.3, ES 1.00 §3.4): directives,
//! conditional sections, and macro expansion with GLSL's rules (`##`
//! pasting, no `#` stringification). Output is the stream of active,
//! expanded tokens; every produced token keeps a source span (the
//! invocation's, for macro output).

// Macro expansion: the part of the preprocessor that rescans tokens.
mod expand;

use super::ast::Span;
use super::lexer::{LexError, Lexer, PpKind, PpToken, Punct, TextStore};
use crate::diag::Severity;
use crate::hash::NameMap;
use crate::version::{Profile, Stage, Version};
use expand::Macro;

/// Extensions the front end implements; only these get a macro, and
/// `require` of any other is an error.
pub const SUPPORTED_EXTENSIONS: &[&str] = &[
    "GL_OES_standard_derivatives",
    "GL_ARB_explicit_attrib_location",
    "GL_EXT_frag_depth",
    "GL_ARB_texture_rectangle",
    "GL_ARB_uniform_buffer_object",
    "GL_ARB_compatibility",
];

/// Tokens the preprocessor may produce: this many plus 16 per source
/// byte (bounds macro bombs such as `#define B A A A ...` chains).
pub const MAX_TOKENS_BASE: usize = 1 << 20;
/// Nesting of macro argument pre-expansion.
pub const MAX_MACRO_DEPTH: u32 = 64;
/// Nesting of `#if` sections.
pub const MAX_IF_DEPTH: usize = 256;

/// A `#line`: from byte `offset` on, the physical line after the directive
/// is numbered `line`.
#[derive(Clone, Copy, Debug)]
pub struct LineDirective {
    pub offset: usize,
    pub line: u32,
    pub source: u32,
}

struct Cond {
    /// This section's tokens are kept.
    active: bool,
    /// Some branch of this `#if` group was taken.
    taken: bool,
    seen_else: bool,
    /// The enclosing section is active.
    parent: bool,
    /// Offset of the `#if`.
    at: usize,
}

pub struct Preprocessor<'s> {
    pub text: TextStore<'s>,
    pub macros: NameMap<Macro>,
    /// Bit `len % 64` is set when a macro name of that length was ever
    /// defined, and bit `first byte % 128` when one began with that byte:
    /// most identifiers skip the map lookup.
    pub name_lengths: u64,
    pub name_starts: u128,
    pub messages: Vec<(Severity, usize, String)>,
    pub version: Version,
    /// Tokens still allowed to be produced.
    pub budget: usize,
    pub budget_total: usize,
    /// Line starts of the source, for `__LINE__` and `#line` (computed
    /// on first use).
    line_starts: std::cell::OnceCell<gpubin_binfmt::diag::LineIndex>,
    lines: Vec<LineDirective>,
    extensions: Vec<(String, String, usize)>,
    /// Offsets of the `#pragma` directives processed (for `preprocess`).
    pragmas: Vec<usize>,
    conds: Vec<Cond>,
    /// Set after a fatal error (macro bomb): stop producing tokens.
    pub fatal: bool,
}

fn directive_end(toks: &[PpToken], from: usize) -> usize {
    toks[from..]
        .iter()
        .position(|t| t.bol())
        .map_or(toks.len(), |p| from + p)
}

impl<'s> Preprocessor<'s> {
    pub fn error(&mut self, off: usize, msg: impl Into<String>) {
        if self.messages.len() < crate::diag::MAX_ERRORS {
            self.messages.push((Severity::Error, off, msg.into()));
        }
    }

    fn warning(&mut self, off: usize, msg: impl Into<String>) {
        if self.messages.len() < crate::diag::MAX_ERRORS {
            self.messages.push((Severity::Warning, off, msg.into()));
        }
    }

    pub fn tok_text(&self, t: &PpToken) -> &str {
        self.text.get(t.text())
    }

    /// Physical line (1-based) of a byte offset, after `#line`.
    fn line_starts(&self) -> &[usize] {
        self.line_starts
            .get_or_init(|| gpubin_binfmt::diag::LineIndex::new(self.text.source))
            .starts()
    }

    pub fn line_of(&self, off: usize) -> u32 {
        let phys = match self.line_starts().binary_search(&off) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        match self.directive_before(off) {
            Some(d) => {
                let dphys = match self.line_starts().binary_search(&d.offset) {
                    Ok(i) => i,
                    Err(i) => i - 1,
                };
                d.line.wrapping_add((phys - dphys) as u32)
            }
            None => phys as u32 + 1,
        }
    }

    pub fn source_number(&self, off: usize) -> u32 {
        self.directive_before(off).map_or(0, |d| d.source)
    }

    /// The last `#line` taking effect at or before `off` (they come in
    /// source order).
    fn directive_before(&self, off: usize) -> Option<&LineDirective> {
        let n = self.lines.partition_point(|d| d.offset <= off);
        n.checked_sub(1).map(|i| &self.lines[i])
    }

    fn active(&self) -> bool {
        self.conds.last().is_none_or(|c| c.active)
    }

    /// Let [`Preprocessor::may_name_macro`] pass names like `name`.
    pub(super) fn note_macro_name(&mut self, name: &[u8]) {
        self.name_lengths |= 1 << (name.len() % 64);
        if let Some(&c) = name.first() {
            self.name_starts |= 1 << (c % 128);
        }
    }

    fn define_builtin(&mut self, name: &str, value: Option<&str>) {
        let body = match value {
            Some(v) => {
                let text = self.text.add(v);
                vec![PpToken::new(
                    PpKind::Number,
                    text,
                    Span::default(),
                    false,
                    true,
                )]
            }
            None => Vec::new(),
        };
        self.note_macro_name(name.as_bytes());
        self.macros.insert(
            name.to_string(),
            Macro {
                name: name.into(),
                params: None,
                body: body.into(),
                predefined: true,
                dynamic: value.is_none(),
                enabled: true,
            },
        );
    }
}

/// Source tokens lexed at a time. Small enough for the tokens to be read
/// from the cache, large enough to make the calls few.
pub(super) const LEX_CHUNK: usize = 4096;

/// The preprocessor running over a source, resumable: [`Stream::run`]
/// produces the kept tokens a batch at a time, so they can be parsed while
/// they are in the cache. The source is lexed as it goes, `chunk` tokens at
/// a time, into `window`: the tokens lexed and not yet used.
pub struct Stream<'s> {
    pub pp: Preprocessor<'s>,
    lexer: Lexer<'s>,
    window: Vec<PpToken>,
    /// The next token of `window` to use.
    i: usize,
    /// Tokens the window holds after a refill: doubled while a directive
    /// or a macro invocation does not fit it, so a long one costs linear
    /// time.
    want: usize,
    chunk: usize,
    seen_code: bool,
    /// Offset of the `#version` directive, if any.
    version_at: Option<usize>,
    /// The whole source was used and its end checked.
    done: bool,
}

impl<'s> Stream<'s> {
    /// The preprocessor for `version` (resolved by the caller from the first
    /// directive) and `stage`, over what `lexer` lexed so far (in `window`)
    /// and the rest it will lex.
    pub fn new(
        lexer: Lexer<'s>,
        window: Vec<PpToken>,
        chunk: usize,
        version: Version,
        version_at: Option<usize>,
        stage: Stage,
    ) -> Self {
        let src = lexer.source();
        let budget = MAX_TOKENS_BASE.saturating_add(src.len().saturating_mul(16));
        let mut pp = Preprocessor {
            text: TextStore::new(src),
            macros: NameMap::default(),
            name_lengths: 0,
            name_starts: 0,
            messages: Vec::new(),
            version,
            budget,
            budget_total: budget,
            line_starts: std::cell::OnceCell::new(),
            lines: Vec::new(),
            extensions: Vec::new(),
            pragmas: Vec::new(),
            conds: Vec::new(),
            fatal: false,
        };
        // Predefined macros (GLSL 1.50 §3.3, ES 1.00 §3.4).
        for name in ["__LINE__", "__FILE__", "__VERSION__"] {
            pp.define_builtin(name, None);
        }
        if version.is_es() {
            pp.define_builtin("GL_ES", Some("1"));
            if stage == Stage::Fragment {
                pp.define_builtin("GL_FRAGMENT_PRECISION_HIGH", Some("1"));
            }
        } else if version.number >= 130 {
            // GLSL 1.30-3.30 §4.5.4: defined to 1, "available in both the
            // vertex and fragment languages" (and so in geometry shaders).
            pp.define_builtin("GL_FRAGMENT_PRECISION_HIGH", Some("1"));
        }
        if version.number >= 150 {
            match version.profile {
                Profile::Core => pp.define_builtin("GL_core_profile", Some("1")),
                Profile::Compatibility => {
                    pp.define_builtin("GL_core_profile", Some("1"));
                    pp.define_builtin("GL_compatibility_profile", Some("1"));
                }
                Profile::Es => {}
            }
        }
        for ext in SUPPORTED_EXTENSIONS {
            if extension_applies(ext, version) {
                pp.define_builtin(ext, Some("1"));
            }
        }
        Stream {
            pp,
            lexer,
            window,
            i: 0,
            want: chunk,
            chunk,
            seen_code: false,
            version_at,
            done: false,
        }
    }

    /// The whole source was preprocessed (and its end checked).
    pub fn done(&self) -> bool {
        self.done
    }

    /// `#extension` directives so far: (name, behavior, offset).
    pub fn extensions(&self) -> &[(String, String, usize)] {
        &self.pp.extensions
    }

    /// `#line` directives so far, in source order.
    pub fn lines(&self) -> &[LineDirective] {
        &self.pp.lines
    }

    /// Offsets of the `#pragma` directives so far.
    pub fn pragmas(&self) -> &[usize] {
        &self.pp.pragmas
    }

    /// Errors and warnings so far.
    pub fn messages(&self) -> &[(Severity, usize, String)] {
        &self.pp.messages
    }

    /// The lexer's window, for reuse once the stream is done with.
    pub fn take_window(&mut self) -> Vec<PpToken> {
        std::mem::take(&mut self.window)
    }

    /// Append kept tokens to `out` until it holds at least `target` tokens
    /// or the source is used up. A lexical error anywhere in the source is
    /// the only result, as if the source had been lexed first.
    pub fn run(&mut self, out: &mut Vec<PpToken>, target: usize) -> Result<(), LexError> {
        let (pp, lexer, toks) = (&mut self.pp, &mut self.lexer, &mut self.window);
        while !pp.fatal && out.len() < target {
            let i = self.i;
            if i == toks.len() {
                if lexer.done() {
                    break;
                }
                toks.clear();
                self.i = 0;
                self.want = self.chunk;
                lexer.lex(toks, self.want)?;
                continue;
            }
            let t = toks[i];
            let mut code = false;
            let used = if t.is(Punct::Hash) && t.bol() {
                let end = directive_end(toks, i + 1);
                if end == toks.len() && !lexer.done() {
                    i // the directive may go on
                } else {
                    pp.directive(&toks[i..end], self.seen_code, self.version_at);
                    end
                }
            } else {
                let mut end = i + 1;
                while end < toks.len() && !(toks[end].bol() && toks[end].is(Punct::Hash)) {
                    end += 1;
                }
                if pp.active() {
                    code = true;
                    let more = end == toks.len() && !lexer.done();
                    match pp.expand_run(&toks[i..end], out, more) {
                        Ok(n) => i + n,
                        Err(_) => break,
                    }
                } else {
                    end
                }
            };
            if used == i {
                // Nothing could be used yet: keep the rest, lex more after it.
                toks.drain(..i);
                self.i = 0;
                self.want = self.want.saturating_mul(2);
                lexer.lex(toks, self.want.saturating_sub(toks.len()))?;
            } else {
                self.seen_code |= code;
                self.i = used;
            }
        }
        let used_up = pp.fatal || (self.i == toks.len() && lexer.done());
        if used_up && !self.done {
            // The rest of the source still has to lex (its errors come first).
            lexer.check_rest(toks, self.chunk)?;
            self.done = true;
            if !pp.fatal {
                if let Some(at) = pp.conds.last().map(|c| c.at) {
                    pp.error(at, "unterminated #if (missing #endif)");
                }
            }
        }
        Ok(())
    }
}

/// Extensions whose macro exists in a version (ES-only and desktop-only ones).
fn extension_applies(ext: &str, v: Version) -> bool {
    match ext {
        "GL_OES_standard_derivatives" | "GL_EXT_frag_depth" => v.is_es(),
        // Only 1.40 removed the compatibility features without a profile.
        "GL_ARB_compatibility" => v.desktop_at_least(140) && v.number == 140,
        _ => !v.is_es(),
    }
}

impl Preprocessor<'_> {
    fn directive(&mut self, line: &[PpToken], seen_code: bool, version_at: Option<usize>) {
        let hash = line[0];
        let off = hash.span.start as usize;
        let Some(name_tok) = line.get(1) else {
            return; // the null directive
        };
        let args = &line[2..];
        let name = self.tok_text(name_tok).to_string();
        let active = self.active();
        match name.as_str() {
            "if" | "ifdef" | "ifndef" => {
                if self.conds.len() >= MAX_IF_DEPTH {
                    self.error(off, format!("#if nested deeper than {MAX_IF_DEPTH} levels"));
                    self.fatal = true;
                    return;
                }
                let value = if !active {
                    false
                } else if name == "if" {
                    self.eval_if(args, off)
                } else {
                    match args {
                        [id] if id.kind == PpKind::Ident => {
                            let d = self.macros.contains_key(self.tok_text(id));
                            d == (name == "ifdef")
                        }
                        _ => {
                            self.error(off, format!("#{name} needs one macro name"));
                            false
                        }
                    }
                };
                self.conds.push(Cond {
                    active: active && value,
                    taken: value,
                    seen_else: false,
                    parent: active,
                    at: off,
                });
            }
            "elif" => {
                let Some(c) = self.conds.last() else {
                    self.error(off, "#elif without #if");
                    return;
                };
                if c.seen_else {
                    self.error(off, "#elif after #else");
                    return;
                }
                let (parent, taken) = (c.parent, c.taken);
                let value = parent && !taken && self.eval_if(args, off);
                if let Some(c) = self.conds.last_mut() {
                    c.active = value;
                    c.taken |= value;
                }
            }
            "else" => {
                let Some(c) = self.conds.last_mut() else {
                    self.error(off, "#else without #if");
                    return;
                };
                if c.seen_else {
                    self.error(off, "#else after #else");
                    return;
                }
                c.seen_else = true;
                c.active = c.parent && !c.taken;
                c.taken = true;
                if active_extra(args) {
                    self.error(off, "unexpected tokens after #else");
                }
            }
            "endif" => {
                if self.conds.pop().is_none() {
                    self.error(off, "#endif without #if");
                } else if active_extra(args) {
                    self.error(off, "unexpected tokens after #endif");
                }
            }
            _ if !active => {}
            "define" => self.define(args, off),
            "undef" => match args {
                [id] if id.kind == PpKind::Ident => {
                    let n = self.tok_text(id).to_string();
                    // C++ leaves undefining a predefined macro undefined and
                    // the GLSL texts say nothing; as Mesa does, GLSL ES and
                    // GLSL 3.30 reject it, the older desktop versions allow
                    // it (`GL_` names stay reserved everywhere).
                    let strict = self.version.is_es() || self.version.number >= 300;
                    let predefined = self.macros.get(&n).is_some_and(|m| m.predefined);
                    if (predefined && strict) || n.starts_with("GL_") {
                        self.error(off, format!("cannot undefine the predefined macro `{n}`"));
                    } else {
                        self.macros.remove(&n);
                    }
                }
                _ => self.error(off, "#undef needs one macro name"),
            },
            "error" => {
                let msg = self.line_text(args);
                self.error(off, format!("#error {msg}").trim_end().to_string());
            }
            "pragma" => self.pragma(args, off),
            "extension" => self.extension(args, off, seen_code),
            "version" => {
                if version_at != Some(off) {
                    self.error(
                        off,
                        "#version must be the first directive, before anything but comments and whitespace",
                    );
                }
            }
            "line" => {
                let nums = self.line_numbers(args);
                let next_line = line
                    .last()
                    .map(|t| t.span.end as usize)
                    .and_then(|e| {
                        let starts = self.line_starts();
                        starts.get(starts.partition_point(|s| *s <= e)).copied()
                    })
                    .unwrap_or(self.text.source.len());
                // The next line is `l` from GLSL 3.30 and in ES; older
                // desktop specifications make it `l + 1` (GLSL 1.50 §3.3).
                let bump = u32::from(!self.version.is_es() && self.version.number < 330);
                match nums {
                    Some((l, source)) => self.lines.push(LineDirective {
                        offset: next_line,
                        line: l.wrapping_add(bump),
                        source: source.unwrap_or_else(|| self.source_number(off)),
                    }),
                    None => self.error(
                        off,
                        "#line needs a line number and an optional source number",
                    ),
                }
            }
            other => {
                let o = name_tok.span.start as usize;
                self.error(o, format!("unknown preprocessor directive `#{other}`"));
            }
        }
    }

    /// The tokens of a directive's rest as text (for `#error`).
    fn line_text(&self, toks: &[PpToken]) -> String {
        let mut s = String::new();
        for (i, t) in toks.iter().enumerate() {
            if i > 0 && t.space() {
                s.push(' ');
            }
            s.push_str(self.tok_text(t));
        }
        s
    }

    /// `#pragma`: ignored, but in GLSL ES the two pragmas the
    /// specification defines take `(on)` or `(off)` (ES 1.00 section 3.4)
    /// and no character outside the character set may follow (section
    /// 3.1).
    fn pragma(&mut self, args: &[PpToken], off: usize) {
        self.pragmas.push(off);
        if !self.version.is_es() {
            return;
        }
        if let Some(bad) = args.iter().find(|t| t.kind == PpKind::Invalid) {
            let o = bad.span.start as usize;
            let c = self.tok_text(bad).to_string();
            self.error(o, format!("invalid character `{c}` in #pragma"));
            return;
        }
        let words: Vec<&str> = args.iter().map(|t| self.tok_text(t)).collect();
        if let Some(&name @ ("debug" | "optimize")) = words.first() {
            if !matches!(words[1..], ["(", "on" | "off", ")"]) {
                self.error(off, format!("#pragma {name} takes (on) or (off)"));
            }
        }
    }

    fn extension(&mut self, args: &[PpToken], off: usize, seen_code: bool) {
        // GLSL ES 1.00 section 3.4 (and GLSL 1.10-3.30 section 3.3): "the
        // extension directives must occur before any non-preprocessor
        // tokens" unless an extension's specification says otherwise.
        if seen_code {
            self.error(off, "#extension must come before any code");
            return;
        }
        let parts: Vec<&str> = args.iter().map(|t| self.tok_text(t)).collect();
        let (name, behavior) = match parts.as_slice() {
            [n, ":", b] if args[0].kind == PpKind::Ident => (n.to_string(), b.to_string()),
            _ => {
                self.error(off, "expected `#extension name : behavior`");
                return;
            }
        };
        if !matches!(behavior.as_str(), "require" | "enable" | "warn" | "disable") {
            self.error(
                args[2].span.start as usize,
                format!(
                    "unknown extension behavior `{behavior}` (require, enable, warn or disable)"
                ),
            );
            return;
        }
        if name == "all" {
            if matches!(behavior.as_str(), "require" | "enable") {
                self.error(off, format!("`#extension all` cannot be `{behavior}`"));
                return;
            }
        } else if !SUPPORTED_EXTENSIONS.contains(&name.as_str()) {
            match behavior.as_str() {
                "require" => self.error(off, format!("extension `{name}` is not supported")),
                "enable" | "warn" => {
                    self.warning(off, format!("extension `{name}` is not supported"))
                }
                _ => {}
            }
        }
        self.extensions.push((name, behavior, off));
    }

    fn define(&mut self, args: &[PpToken], off: usize) {
        let Some(name_tok) = args.first().filter(|t| t.kind == PpKind::Ident) else {
            self.error(off, "#define needs a macro name");
            return;
        };
        let name = self.tok_text(name_tok).to_string();
        let noff = name_tok.span.start as usize;
        if name.starts_with("GL_") {
            self.error(
                noff,
                format!("macro names beginning with `GL_` are reserved: `{name}`"),
            );
            return;
        }
        if name == "defined" {
            self.error(noff, "`defined` cannot be a macro name");
            return;
        }
        if name.contains("__") {
            if self.macros.get(&name).is_some_and(|m| m.predefined) {
                self.error(
                    noff,
                    format!("cannot redefine the predefined macro `{name}`"),
                );
                return;
            }
            self.warning(
                noff,
                format!("macro names containing `__` are reserved: `{name}`"),
            );
        }
        let mut rest = &args[1..];
        // Function-like: `(` right after the name, without whitespace.
        let params = match rest.first() {
            Some(p) if p.is(Punct::LParen) && !p.space() => {
                let mut params: Vec<String> = Vec::new();
                let mut j = 1;
                let mut ok = false;
                if rest.get(1).is_some_and(|t| t.is(Punct::RParen)) {
                    j = 2;
                    ok = true;
                } else {
                    while let Some(t) = rest.get(j) {
                        if t.kind != PpKind::Ident {
                            break;
                        }
                        let pn = self.tok_text(t).to_string();
                        if params.contains(&pn) {
                            self.error(
                                t.span.start as usize,
                                format!("duplicate macro parameter `{pn}`"),
                            );
                            return;
                        }
                        params.push(pn);
                        match rest.get(j + 1) {
                            Some(c) if c.is(Punct::Comma) => j += 2,
                            Some(c) if c.is(Punct::RParen) => {
                                j += 2;
                                ok = true;
                                break;
                            }
                            _ => break,
                        }
                    }
                }
                if !ok {
                    self.error(
                        off,
                        format!("invalid parameter list in the definition of `{name}`"),
                    );
                    return;
                }
                rest = &rest[j..];
                Some(params.into())
            }
            _ => None,
        };
        let body: std::rc::Rc<[PpToken]> = rest.into();
        if body.first().is_some_and(|t| t.is(Punct::HashHash))
            || body.last().is_some_and(|t| t.is(Punct::HashHash))
        {
            self.error(off, "`##` cannot be at either end of a macro body");
            return;
        }
        let new = Macro {
            name: name.as_str().into(),
            params,
            body,
            predefined: false,
            dynamic: false,
            enabled: true,
        };
        if let Some(old) = self.macros.get(&name) {
            if old.predefined {
                self.error(
                    noff,
                    format!("cannot redefine the predefined macro `{name}`"),
                );
                return;
            }
            if !self.same_definition(old, &new) {
                self.error(noff, format!("macro `{name}` redefined differently"));
                return;
            }
        }
        self.note_macro_name(name.as_bytes());
        self.macros.insert(name, new);
    }

    /// Redefinition rule: same parameters, same body tokens and the same
    /// whitespace separation.
    fn same_definition(&self, a: &Macro, b: &Macro) -> bool {
        a.params == b.params
            && a.body.len() == b.body.len()
            && a.body
                .iter()
                .zip(b.body.iter())
                .enumerate()
                .all(|(i, (x, y))| {
                    self.tok_text(x) == self.tok_text(y) && (i == 0 || x.space() == y.space())
                })
    }

    /// Replace `defined X` and `defined ( X )` by 1 or 0; `None` after an
    /// error.
    fn resolve_defined(&mut self, args: &[PpToken]) -> Option<Vec<PpToken>> {
        let mut toks = Vec::with_capacity(args.len());
        let mut i = 0;
        while i < args.len() {
            let t = args[i];
            if t.kind == PpKind::Ident && self.tok_text(&t) == "defined" {
                let (name, next) = match (args.get(i + 1), args.get(i + 2), args.get(i + 3)) {
                    (Some(l), Some(n), Some(r))
                        if l.is(Punct::LParen)
                            && n.kind == PpKind::Ident
                            && r.is(Punct::RParen) =>
                    {
                        (n, i + 4)
                    }
                    (Some(n), _, _) if n.kind == PpKind::Ident => (n, i + 2),
                    _ => {
                        self.error(t.span.start as usize, "`defined` needs a macro name");
                        return None;
                    }
                };
                let v = if self.macros.contains_key(self.tok_text(name)) {
                    "1"
                } else {
                    "0"
                };
                let text = self.text.add(v);
                toks.push(t.respelled(PpKind::Number, text));
                i = next;
            } else {
                toks.push(t);
                i += 1;
            }
        }
        Some(toks)
    }

    /// Evaluate an `#if`/`#elif` expression; errors count as false.
    fn eval_if(&mut self, args: &[PpToken], off: usize) -> bool {
        // `defined X` and `defined(X)` first, before expansion.
        let Some(toks) = self.resolve_defined(args) else {
            return false;
        };
        let mut expanded = Vec::new();
        if self.expand(&toks, &mut expanded, 0).is_err() {
            return false;
        }
        // A `defined` that a macro's expansion produced (`#define D
        // defined(X)`, `#if D`) is evaluated as well, as C preprocessors
        // and the GLES2 conformance suite do (C leaves it undefined).
        let Some(expanded) = self.resolve_defined(&expanded) else {
            return false;
        };
        if expanded.is_empty() {
            self.error(off, "#if without an expression");
            return false;
        }
        let mut ev = super::ppexpr::Eval {
            toks: &expanded,
            pos: 0,
            text: &self.text,
            depth: 0,
            es: self.version.is_es(),
            skip: 0,
        };
        match ev.expr(0).and_then(|v| ev.end().map(|_| v)) {
            Ok(v) => v != 0,
            Err(e) => {
                self.error(e.at.unwrap_or(off), e.reason.to_string());
                false
            }
        }
    }

    /// The line and source numbers of a `#line`: after macro expansion,
    /// one or two constant integer expressions (GLSL ES 1.00 section 3.4,
    /// GLSL 1.10-3.30 section 3.3: `#line line` or `#line line
    /// source-string-number`, "where line and source-string-number are
    /// constant integer expressions").
    fn line_numbers(&mut self, args: &[PpToken]) -> Option<(u32, Option<u32>)> {
        let mut toks = Vec::new();
        self.expand(args, &mut toks, 0).ok()?;
        let mut ev = super::ppexpr::Eval {
            toks: &toks,
            pos: 0,
            text: &self.text,
            depth: 0,
            es: true, // an identifier left after expansion is no number
            skip: 0,
        };
        let line = ev.expr(0).ok()?;
        let source = if ev.pos < toks.len() {
            Some(ev.expr(0).ok()?)
        } else {
            None
        };
        ev.end().ok()?;
        let line = u32::try_from(line).ok()?;
        let source = match source {
            Some(s) => Some(u32::try_from(s).ok()?),
            None => None,
        };
        Some((line, source))
    }
}

fn active_extra(args: &[PpToken]) -> bool {
    !args.is_empty()
}
