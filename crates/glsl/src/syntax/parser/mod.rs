//! A hand-written recursive-descent parser over the preprocessor's output
//! (grammar of GLSL 1.50 §9 and ES 1.00 §9). It tracks which names are
//! types in each scope, as the grammar's TYPE_NAME needs, so a struct's
//! name can also name a variable (`S S = S(0);`). A syntax error is
//! reported and parsing resumes at the next statement or declaration, so
//! one run reports every syntax error of a file.

mod decl;
mod expr;
mod stmt;

use super::arena::{self, ArenaVec as BVec, Bump};
use super::ast::*;
use super::keywords::{keyword, Kw};
use super::lexer::{PpKind, PpToken, Punct, Text};
use crate::hash::{Key, ShortNameMap};
use crate::version::Version;
use std::ops::{Deref, DerefMut};

/// Nesting of statements and expressions the parser accepts.
pub const MAX_PARSE_DEPTH: u32 = 256;
/// Operators accepted in one statement or declaration (a long `a + a + ...`
/// chain nests as deep as it is long).
pub const MAX_STATEMENT_OPERATORS: u32 = 4096;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Tk {
    Ident,
    Kw(Kw),
    Number,
    Punct(Punct),
    Invalid,
    Eof,
}

/// The error was reported; the caller recovers.
pub(crate) struct Reported;
pub(crate) type PResult<T> = Result<T, Reported>;

/// What the parser keeps from one external declaration to the next: the
/// tokens' classification, the cursor, the names in scope and the errors.
pub(crate) struct ParseState {
    /// The class of each token of the parser's input classified so far
    /// (the tokens at hand, less those dropped in front).
    kinds: Vec<Tk>,
    pos: usize,
    pub version: Version,
    /// An extension made `layout` a keyword before GLSL 1.40.
    layout_keyword: bool,
    pub errors: Vec<(usize, String)>,
    /// Type names visible now, and the variables that hide one (`true` for
    /// a type name), with the scope depth that declared them; a block's end
    /// restores what its declarations hid, from `undo`.
    names: ShortNameMap<(bool, u32)>,
    /// Bit `len % 64` is set when a name of that length was ever put in
    /// `names`: most identifiers are not looked up.
    name_lengths: u64,
    /// Per declaration: the name and what it hid.
    undo: Vec<(Key, Option<(bool, u32)>)>,
    /// Length of `undo` at the start of each open block.
    scope_marks: Vec<usize>,
    depth: u32,
    ops: u32,
}

impl ParseState {
    /// The state at the start of the input; `kinds` is a spare buffer.
    pub fn new(version: Version, layout_keyword: bool, mut kinds: Vec<Tk>) -> Self {
        kinds.clear();
        ParseState {
            kinds,
            pos: 0,
            version,
            layout_keyword,
            errors: Vec::new(),
            // The compatibility profile's built-in state struct types are
            // type names from the start (GLSL 1.20 §7.5).
            names: crate::builtins::state::struct_type_names(version)
                .map(|n| (Key::new(n), (true, 0)))
                .collect(),
            name_lengths: crate::builtins::state::struct_type_names(version)
                .fold(0, |m, n| m | 1 << (n.len() % 64)),
            undo: Vec::new(),
            scope_marks: Vec::new(),
            depth: 0,
            ops: 0,
        }
    }

    /// Classify `toks`, the input's tokens after those classified so far,
    /// telling `brace_or_semicolon` of each `{`, `}` and `;` in order.
    pub fn classify(
        &mut self,
        toks: &[PpToken],
        text: Text<'_>,
        mut brace_or_semicolon: impl FnMut(usize, Punct),
    ) {
        let (version, layout) = (self.version, self.layout_keyword);
        let first = self.kinds.len();
        self.kinds
            .extend(toks.iter().enumerate().map(|(i, t)| match t.kind {
                PpKind::Ident => {
                    let word = text.bytes(t.text());
                    match keyword(word, version) {
                        Some(k) => Tk::Kw(k),
                        None if layout && word == b"layout" => Tk::Kw(Kw::Layout),
                        None => Tk::Ident,
                    }
                }
                PpKind::Number => Tk::Number,
                PpKind::Punct(p) => {
                    if matches!(p, Punct::LBrace | Punct::RBrace | Punct::Semicolon) {
                        brace_or_semicolon(first + i, p);
                    }
                    Tk::Punct(p)
                }
                PpKind::Invalid => Tk::Invalid,
            }));
    }

    /// How many tokens of the input were classified.
    pub fn classified(&self) -> usize {
        self.kinds.len()
    }

    /// The cursor: the index of the next token.
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// The input's first `n` tokens (parsed) were dropped: index the rest
    /// from 0.
    pub fn drop_front(&mut self, n: usize) {
        self.kinds.drain(..n);
        self.pos -= n;
    }

    /// Whether parsing up to the cursor read only the first `len` tokens.
    /// The parser never moves back; beyond the cursor it reads at most the
    /// next token, or scans up to the next `;`, `{` or `}`
    /// (`at_declaration`). So if both are among the first `len`, every
    /// token read was.
    pub fn read_within(&self, len: usize) -> bool {
        let kinds = &self.kinds[..len.min(self.kinds.len())];
        self.pos + 1 < kinds.len()
            && kinds[self.pos..].iter().any(|k| {
                matches!(
                    k,
                    Tk::Punct(Punct::Semicolon | Punct::LBrace | Punct::RBrace)
                )
            })
    }

    /// The token classification buffer (for reuse) and the errors.
    pub fn into_parts(self) -> (Vec<Tk>, Vec<(usize, String)>) {
        (self.kinds, self.errors)
    }
}

/// Move the nodes above `base` of a parser stack into the arena.
fn take_list<'a, T>(arena: &'a Bump, stack: &mut BVec<'a, T>, base: usize) -> List<'a, T> {
    if stack.len() == base {
        List::default()
    } else {
        List(arena::alloc_slice(arena, stack.drain(base..)))
    }
}

/// The parser of one external declaration: the kept state, the input's
/// tokens and their spellings, and the arena that declaration's syntax tree
/// lives in.
pub(crate) struct Parser<'t, 'a> {
    state: ParseState,
    toks: &'t [PpToken],
    text: Text<'t>,
    /// The source's length: where the end of input is.
    end: usize,
    /// Where the syntax tree's nodes live.
    arena: &'a Bump,
    /// Call arguments and block statements being parsed, innermost last
    /// (in the arena too: they start empty for every declaration).
    arg_stack: BVec<'a, Expr<'a>>,
    stmt_stack: BVec<'a, Statement<'a>>,
    /// Declarations of the current declaration statement.
    decl_buf: BVec<'a, Declaration<'a>>,
}

impl Deref for Parser<'_, '_> {
    type Target = ParseState;
    fn deref(&self) -> &ParseState {
        &self.state
    }
}

impl DerefMut for Parser<'_, '_> {
    fn deref_mut(&mut self) -> &mut ParseState {
        &mut self.state
    }
}

impl<'t, 'a> Parser<'t, 'a>
where
    't: 'a,
{
    /// The parser of the next external declaration of `toks` (classified
    /// in `state`), spelled in `text`.
    pub fn new(state: ParseState, arena: &'a Bump, toks: &'t [PpToken], text: Text<'t>) -> Self {
        Parser {
            state,
            toks,
            text,
            end: text.source.len(),
            arena,
            arg_stack: BVec::with_capacity_in(16, arena),
            stmt_stack: BVec::with_capacity_in(32, arena),
            decl_buf: BVec::new_in(arena),
        }
    }

    /// The state to continue with after this declaration.
    pub fn into_state(self) -> ParseState {
        self.state
    }

    // ---- tokens ------------------------------------------------------------

    fn peek(&self) -> Tk {
        self.kinds.get(self.pos).copied().unwrap_or(Tk::Eof)
    }

    fn peek_at(&self, n: usize) -> Tk {
        self.kinds.get(self.pos + n).copied().unwrap_or(Tk::Eof)
    }

    fn is(&self, p: Punct) -> bool {
        self.peek() == Tk::Punct(p)
    }

    fn is_kw(&self, k: Kw) -> bool {
        self.peek() == Tk::Kw(k)
    }

    /// Span of the current token (end of input: an empty span at the end).
    fn span(&self) -> Span {
        self.toks
            .get(self.pos)
            .map_or(Span::new(self.end, self.end), |t| t.span)
    }

    /// Span of the previous token.
    fn prev_span(&self) -> Span {
        self.pos
            .checked_sub(1)
            .and_then(|p| self.toks.get(p))
            .map_or(Span::new(self.end, self.end), |t| t.span)
    }

    fn text_at(&self, pos: usize) -> &'a str {
        self.toks.get(pos).map_or("", |t| self.text.get(t.text()))
    }

    fn bump(&mut self) -> Span {
        let s = self.span();
        if self.pos < self.toks.len() {
            self.pos += 1;
        }
        s
    }

    fn eat(&mut self, p: Punct) -> bool {
        if self.is(p) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    // ---- arena -------------------------------------------------------------

    /// Move a node into the arena.
    fn p<T>(&self, node: T) -> P<'a, T> {
        P(arena::alloc(self.arena, node))
    }

    /// Move collected nodes into the arena.
    fn list<T>(&self, nodes: Vec<T>) -> List<'a, T> {
        if nodes.is_empty() {
            return List::default();
        }
        List(arena::alloc_slice(self.arena, nodes))
    }

    // ---- errors ------------------------------------------------------------

    pub fn error(&mut self, off: usize, msg: impl Into<String>) {
        if self.errors.len() < crate::diag::MAX_ERRORS {
            self.errors.push((off, msg.into()));
        }
    }

    /// Report the current token as unexpected.
    fn unexpected<T>(&mut self, expected: &str) -> PResult<T> {
        let at = self.span().start as usize;
        let msg = match self.peek() {
            Tk::Eof => format!("syntax error: unexpected end of input, expected {expected}"),
            Tk::Invalid => {
                let ch = self.text_at(self.pos).chars().next().unwrap_or('?');
                format!("invalid character {ch:?} in GLSL source")
            }
            Tk::Kw(Kw::Reserved) => format!(
                "syntax error: `{}` is a reserved word",
                self.text_at(self.pos)
            ),
            _ => format!(
                "syntax error: unexpected `{}`, expected {expected}",
                self.text_at(self.pos)
            ),
        };
        self.error(at, msg);
        Err(Reported)
    }

    // The checks below run at nearly every token: inlined, with their error
    // paths kept out of line (`#[cold]`).
    #[inline]
    fn expect(&mut self, p: Punct) -> PResult<Span> {
        if self.is(p) {
            Ok(self.bump())
        } else {
            self.expected_punct(p)
        }
    }

    #[cold]
    fn expected_punct(&mut self, p: Punct) -> PResult<Span> {
        self.unexpected(&format!("`{}`", p.text()))
    }

    #[inline]
    fn ident(&mut self, what: &str) -> PResult<Identifier<'a>> {
        if self.peek() == Tk::Ident {
            let name = self.text_at(self.pos);
            let s = self.bump();
            Ok(Node::new(IdentifierData(name), s))
        } else {
            self.unexpected(what)
        }
    }

    #[inline]
    fn enter(&mut self, what: &str) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_PARSE_DEPTH {
            return self.too_deep(what);
        }
        Ok(())
    }

    #[cold]
    fn too_deep(&mut self, what: &str) -> PResult<()> {
        let at = self.span().start as usize;
        self.error(
            at,
            format!("{what} nested deeper than {MAX_PARSE_DEPTH} levels"),
        );
        self.depth -= 1;
        Err(Reported)
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }

    #[inline]
    fn count_op(&mut self) -> PResult<()> {
        self.ops += 1;
        if self.ops > MAX_STATEMENT_OPERATORS {
            return self.too_many_ops();
        }
        Ok(())
    }

    #[cold]
    fn too_many_ops(&mut self) -> PResult<()> {
        if self.ops == MAX_STATEMENT_OPERATORS + 1 {
            let at = self.span().start as usize;
            self.error(
                at,
                format!("statement has more than {MAX_STATEMENT_OPERATORS} operators"),
            );
        }
        Err(Reported)
    }

    // ---- scopes ------------------------------------------------------------

    fn push_scope(&mut self) {
        let mark = self.undo.len();
        self.scope_marks.push(mark);
    }

    fn pop_scope(&mut self) {
        if let Some(mark) = self.scope_marks.pop() {
            self.close_scopes(mark);
        }
    }

    /// Leave every block opened after `undo` had length `mark`.
    fn close_scopes(&mut self, mark: usize) {
        while self.undo.len() > mark {
            let Some((name, hidden)) = self.undo.pop() else {
                break;
            };
            match hidden {
                Some(h) => {
                    self.names.insert(name, h);
                }
                None => {
                    self.names.remove(&name);
                }
            }
        }
    }

    fn declare(&mut self, name: &str, is_type: bool) {
        // A name absent from the map is not a type: only type names and the
        // variables that hide one are recorded, so a shader without struct
        // types keeps the map empty.
        if !is_type && !self.names_type(name.as_bytes()) {
            return;
        }
        let depth = self.scope_marks.len() as u32;
        self.name_lengths |= 1 << (name.len() % 64);
        let name = Key::new(name);
        let hidden = self.names.insert(name.clone(), (is_type, depth));
        // A redeclaration in the same block restores the same outer name.
        match hidden {
            Some((_, d)) if d == depth => {}
            _ => self.undo.push((name, hidden)),
        }
    }

    fn is_type_name(&self, pos: usize) -> bool {
        if self.kinds.get(pos) != Some(&Tk::Ident) {
            return false;
        }
        self.toks
            .get(pos)
            .is_some_and(|t| self.names_type(self.text.bytes(t.text())))
    }

    /// `name` names a type in scope (checked against the lengths of type
    /// names first: most identifiers are not looked up).
    fn names_type(&self, name: &[u8]) -> bool {
        self.name_lengths & (1 << (name.len() % 64)) != 0
            && self.names.get(name).is_some_and(|&(is_type, _)| is_type)
    }

    // ---- recovery ----------------------------------------------------------

    /// Skip to the end of the current statement: past a `;` or a balanced
    /// `{...}`, or up to the `}` that closes the enclosing block.
    fn sync_statement(&mut self, start: usize) {
        let mut depth = 0usize;
        loop {
            match self.peek() {
                Tk::Eof => return,
                Tk::Punct(Punct::Semicolon) if depth == 0 => {
                    self.pos += 1;
                    return;
                }
                Tk::Punct(Punct::LBrace) => depth += 1,
                Tk::Punct(Punct::RBrace) => {
                    if depth == 0 {
                        if self.pos == start {
                            self.pos += 1;
                        }
                        return;
                    }
                    depth -= 1;
                    if depth == 0 {
                        self.pos += 1;
                        return;
                    }
                }
                _ => {}
            }
            self.pos += 1;
        }
    }

    /// Skip to the next external declaration.
    fn sync_external(&mut self) {
        let mut depth = 0usize;
        loop {
            match self.peek() {
                Tk::Eof => return,
                Tk::Punct(Punct::Semicolon) if depth == 0 => {
                    self.pos += 1;
                    return;
                }
                Tk::Punct(Punct::LBrace) => depth += 1,
                Tk::Punct(Punct::RBrace) => {
                    self.pos += 1;
                    if depth <= 1 {
                        // The end of a function body, or a stray `}`.
                        if self.is(Punct::Semicolon) {
                            self.pos += 1;
                        }
                        return;
                    }
                    depth -= 1;
                    continue;
                }
                _ => {}
            }
            self.pos += 1;
        }
    }

    // ---- translation unit ------------------------------------------------

    /// Parse the next external declaration into `out`: a function
    /// definition, or the declarations of one declaration statement
    /// (nothing when it had a syntax error, which is reported). Returns
    /// `false` at the end of the input or when errors reached their limit.
    pub fn next_external(&mut self, out: &mut BVec<'a, ExternalDeclaration<'a>>) -> bool {
        loop {
            if self.peek() == Tk::Eof || self.errors.len() >= crate::diag::MAX_ERRORS {
                return false;
            }
            if !self.eat(Punct::Semicolon) {
                break;
            }
        }
        self.ops = 0;
        let start = self.pos;
        if self.external(out).is_err() {
            self.depth = 0;
            let mark = self.scope_marks.first().copied();
            self.scope_marks.clear();
            if let Some(mark) = mark {
                self.close_scopes(mark);
            }
            if self.pos == start && self.is(Punct::RBrace) {
                self.pos += 1;
            } else {
                self.sync_external();
            }
        }
        true
    }
}
