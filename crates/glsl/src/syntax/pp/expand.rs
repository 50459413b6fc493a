//! Macro expansion. Input tokens are read from a stack of frames (the
//! text run, then macro bodies); a macro is disabled while its body's
//! frame is on the stack, and a name met while its macro is disabled is
//! painted and never expanded (so `#define A A` stops). Function-like
//! arguments are expanded before substitution except next to `##`.
//! Output is bounded by the token budget and argument nesting by
//! [`MAX_MACRO_DEPTH`](super::MAX_MACRO_DEPTH); both give a located
//! error.

use super::{Preprocessor, MAX_MACRO_DEPTH};
use crate::syntax::ast::Span;
use crate::syntax::lexer::{lex_one, PpKind, PpToken, Punct};
use std::borrow::Cow;
use std::rc::Rc;

/// Parameters and body are shared: an expansion reads them while the
/// preprocessor changes other state, without copying them.
pub struct Macro {
    /// The macro's name (an expansion's frame names its macro with it).
    pub name: Rc<str>,
    /// Parameter names of a function-like macro.
    pub params: Option<Rc<[String]>>,
    pub body: Rc<[PpToken]>,
    /// Defined by the front end (cannot be redefined or undefined).
    pub predefined: bool,
    /// `__LINE__`, `__FILE__`, `__VERSION__`: value computed at the use.
    pub dynamic: bool,
    pub enabled: bool,
}

struct Frame<'t> {
    toks: Cow<'t, [PpToken]>,
    pos: usize,
    /// Macro whose body this is (re-enabled when the frame ends).
    mac: Option<Rc<str>>,
}

/// What [`Preprocessor::expand_upto`] restores to leave an invocation
/// for later.
#[derive(Clone, Copy, Default)]
struct Undo {
    /// The invocation's first token in the input.
    at: usize,
    out: usize,
    budget: usize,
    messages: usize,
}

/// The arguments of a function-like macro invocation.
enum Args {
    /// Raw token lists and the span of the closing `)`.
    Complete(Vec<Vec<PpToken>>, Span),
    /// The input ended first (reported).
    Unterminated,
    /// The input ended first, and more may follow.
    NeedMore,
}

/// Longest token `##` may produce.
pub const MAX_TOKEN_LEN: usize = 1024;

/// Expansion stopped on a fatal error (already reported).
pub struct Fatal;

impl Preprocessor<'_> {
    fn next_tok(&mut self, stack: &mut Vec<Frame<'_>>) -> Option<PpToken> {
        loop {
            let f = stack.last_mut()?;
            if f.pos < f.toks.len() {
                f.pos += 1;
                return Some(f.toks[f.pos - 1]);
            }
            let f = stack.pop()?;
            if let Some(m) = f.mac {
                if let Some(m) = self.macros.get_mut(&*m) {
                    m.enabled = true;
                }
            }
        }
    }

    fn peek_tok(stack: &[Frame<'_>]) -> Option<PpToken> {
        stack
            .iter()
            .rev()
            .find(|f| f.pos < f.toks.len())
            .map(|f| f.toks[f.pos])
    }

    /// Whether `t` may be a macro invocation: an identifier, not painted,
    /// of a length and a first byte some macro name has.
    fn may_name_macro(&self, t: &PpToken) -> bool {
        t.kind == PpKind::Ident
            && !t.noexpand()
            && self.name_lengths & (1 << (t.text().1 % 64)) != 0
            && self
                .text
                .text()
                .bytes(t.text())
                .first()
                .is_some_and(|&c| self.name_starts & (1 << (c % 128)) != 0)
    }

    /// Some token of `toks` may be a macro invocation (an argument where
    /// none is expands to itself).
    fn may_name_any(&self, toks: &[PpToken]) -> bool {
        toks.iter().any(|t| self.may_name_macro(t))
    }

    fn charge(&mut self, n: usize, site: Span) -> Result<(), Fatal> {
        if n > self.budget {
            self.budget = 0;
            let total = self.budget_total;
            self.error(
                site.start as usize,
                format!("source expands to more than {total} tokens (macro expansion too large)"),
            );
            self.fatal = true;
            return Err(Fatal);
        }
        self.budget -= n;
        Ok(())
    }

    /// Expand `input` fully into `out`.
    pub fn expand(
        &mut self,
        input: &[PpToken],
        out: &mut Vec<PpToken>,
        depth: u32,
    ) -> Result<(), Fatal> {
        self.expand_upto(input, out, depth, false).map(|_| ())
    }

    /// Expand a run of source tokens that more tokens of the same run may
    /// follow (`more`): a macro invocation that could reach past the end
    /// of `input` is left for the next call, with everything it produced
    /// taken back. Returns how many tokens of `input` were used (all of
    /// them unless `more`).
    pub fn expand_run(
        &mut self,
        input: &[PpToken],
        out: &mut Vec<PpToken>,
        more: bool,
    ) -> Result<usize, Fatal> {
        self.expand_upto(input, out, 0, more)
    }

    fn expand_upto(
        &mut self,
        input: &[PpToken],
        out: &mut Vec<PpToken>,
        depth: u32,
        more: bool,
    ) -> Result<usize, Fatal> {
        if self.fatal {
            return Err(Fatal);
        }
        if depth > MAX_MACRO_DEPTH {
            let at = input.first().map_or(0, |t| t.span.start as usize);
            self.error(
                at,
                format!("macro arguments nested deeper than {MAX_MACRO_DEPTH} levels"),
            );
            self.fatal = true;
            return Err(Fatal);
        }
        // Most macro arguments name no macro: no frames to set up.
        if !self.may_name_any(input) {
            out.extend_from_slice(input);
            return Ok(input.len());
        }
        let mut stack = vec![Frame {
            toks: Cow::Borrowed(input),
            pos: 0,
            mac: None,
        }];
        // Where the invocation being expanded began in `input`, and what to
        // restore to leave it for later.
        let mut undo = Undo::default();
        loop {
            // Outside macro bodies most tokens name no macro: copy each such
            // run at once.
            if let [base] = stack.as_mut_slice() {
                let rest = &base.toks[base.pos..];
                let run = rest
                    .iter()
                    .position(|t| self.may_name_macro(t))
                    .unwrap_or(rest.len());
                out.extend_from_slice(&rest[..run]);
                base.pos += run;
            }
            if let [base] = stack.as_slice() {
                undo = Undo {
                    at: base.pos,
                    out: out.len(),
                    budget: self.budget,
                    messages: self.messages.len(),
                };
            }
            let Some(mut t) = self.next_tok(&mut stack) else {
                break;
            };
            if !self.may_name_macro(&t) {
                out.push(t);
                continue;
            }
            let name = self.text.get(t.text());
            let Some(m) = self.macros.get(name) else {
                out.push(t);
                continue;
            };
            if !m.enabled {
                t.set_noexpand(true);
                out.push(t);
                continue;
            }
            if m.dynamic {
                let v = match name {
                    "__LINE__" => self.line_of(t.span.start as usize).to_string(),
                    "__FILE__" => self.source_number(t.span.start as usize).to_string(),
                    _ => self.version.number.to_string(),
                };
                let text = self.text.add(&v);
                out.push(t.respelled(PpKind::Number, text));
                continue;
            }
            let name = Rc::clone(&m.name);
            let function_like = m.params.is_some();
            let (body, site) = if function_like {
                match Self::peek_tok(&stack) {
                    Some(n) if n.is(Punct::LParen) => {}
                    None if more => return Ok(self.take_back(&stack, undo, out)),
                    _ => {
                        out.push(t);
                        continue;
                    }
                }
                self.next_tok(&mut stack);
                let (args, end) = match self.collect_args(&mut stack, &name, t.span, more)? {
                    Args::Complete(args, end) => (args, end),
                    Args::Unterminated => continue,
                    Args::NeedMore => return Ok(self.take_back(&stack, undo, out)),
                };
                let site = t.span.to(end);
                match self.substitute(&name, args, site, depth)? {
                    Some(b) => (b, site),
                    None => continue,
                }
            } else {
                match self.substitute(&name, Vec::new(), t.span, depth)? {
                    Some(b) => (b, t.span),
                    None => continue,
                }
            };
            self.charge(body.len() + 1, site)?;
            let mut body = body;
            for (k, b) in body.iter_mut().enumerate() {
                b.span = site;
                b.set_bol(false);
                if k == 0 {
                    b.set_space(t.space());
                }
            }
            if let Some(m) = self.macros.get_mut(&*name) {
                m.enabled = false;
            }
            stack.push(Frame {
                toks: Cow::Owned(body),
                pos: 0,
                mac: Some(name),
            });
        }
        Ok(input.len())
    }

    /// Leave the invocation that began at `undo.at` for the next call:
    /// take back its output, its cost and its messages, and enable the
    /// macros it was expanding. Returns `undo.at`.
    fn take_back(&mut self, stack: &[Frame<'_>], undo: Undo, out: &mut Vec<PpToken>) -> usize {
        for f in stack {
            if let Some(m) = f.mac.as_ref().and_then(|m| self.macros.get_mut(&**m)) {
                m.enabled = true;
            }
        }
        out.truncate(undo.out);
        self.budget = undo.budget;
        self.messages.truncate(undo.messages);
        undo.at
    }

    /// Arguments of a function-like macro, after its `(`: raw token lists
    /// and the span of the closing `)`.
    fn collect_args(
        &mut self,
        stack: &mut Vec<Frame<'_>>,
        name: &str,
        site: Span,
        more: bool,
    ) -> Result<Args, Fatal> {
        let mut args: Vec<Vec<PpToken>> = vec![Vec::new()];
        let mut depth = 0usize;
        let mut count = 0usize;
        loop {
            let Some(t) = self.next_tok(stack) else {
                if more {
                    return Ok(Args::NeedMore);
                }
                self.error(
                    site.start as usize,
                    format!("unterminated call of macro `{name}`"),
                );
                return Ok(Args::Unterminated);
            };
            count += 1;
            if count & 1023 == 0 {
                self.charge(1024, site)?;
            }
            if t.is(Punct::LParen) {
                depth += 1;
            } else if t.is(Punct::RParen) {
                if depth == 0 {
                    return Ok(Args::Complete(args, t.span));
                }
                depth -= 1;
            } else if t.is(Punct::Comma) && depth == 0 {
                args.push(Vec::new());
                continue;
            }
            if let Some(a) = args.last_mut() {
                a.push(t);
            }
        }
    }

    /// The replacement list of macro `name` with `args` substituted and `##`
    /// applied. `None` after a reported (non-fatal) error.
    fn substitute(
        &mut self,
        name: &str,
        mut args: Vec<Vec<PpToken>>,
        site: Span,
        depth: u32,
    ) -> Result<Option<Vec<PpToken>>, Fatal> {
        let m = &self.macros[name];
        let params = m.params.clone().unwrap_or_else(|| Rc::from([]));
        let body = Rc::clone(&m.body);
        if params.is_empty() && args.len() == 1 && args[0].is_empty() {
            args.clear();
        }
        if args.len() != params.len() {
            self.error(
                site.start as usize,
                format!(
                    "macro `{name}` takes {} argument(s), {} given",
                    params.len(),
                    args.len()
                ),
            );
            return Ok(None);
        }
        let param_of = |pp: &Self, t: &PpToken| -> Option<usize> {
            if t.kind != PpKind::Ident {
                return None;
            }
            let s = pp.text.get(t.text());
            params.iter().position(|p| p == s)
        };
        // Arguments expanded, on first use (most name no macro and stand
        // for themselves).
        let mut expanded: Vec<Option<Vec<PpToken>>> = Vec::new();
        let mut res: Vec<PpToken> = Vec::with_capacity(body.len());
        let mut paste = false;
        // The last item was an empty argument (a placemarker for `##`).
        let mut last_empty = false;
        for (j, bt) in body.iter().enumerate() {
            if bt.is(Punct::HashHash) {
                paste = true;
                continue;
            }
            let next_paste = body.get(j + 1).is_some_and(|n| n.is(Punct::HashHash));
            let one = [*bt];
            // The tokens this body token stands for; an expanded argument
            // takes the spacing of the parameter's use.
            let (seq, first_space): (&[PpToken], Option<bool>) = match param_of(self, bt) {
                Some(p) if paste || next_paste => (&args[p], None),
                Some(p) if depth < MAX_MACRO_DEPTH && !self.may_name_any(&args[p]) => {
                    (&args[p], Some(bt.space()))
                }
                Some(p) => {
                    if expanded.is_empty() {
                        expanded.resize(args.len(), None);
                    }
                    if expanded[p].is_none() {
                        let mut v = Vec::new();
                        self.expand(&args[p], &mut v, depth + 1)?;
                        expanded[p] = Some(v);
                    }
                    (expanded[p].as_deref().unwrap_or_default(), Some(bt.space()))
                }
                None => (&one, None),
            };
            self.charge(seq.len(), site)?;
            let from = res.len();
            if paste && !last_empty && !seq.is_empty() {
                if let Some(left) = res.pop() {
                    let right = seq[0];
                    let joined = format!(
                        "{}{}",
                        self.text.get(left.text()),
                        self.text.get(right.text())
                    );
                    // Repeated pasting doubles lengths: bound tokens and
                    // charge their text against the budget.
                    if joined.len() > MAX_TOKEN_LEN {
                        self.error(
                            site.start as usize,
                            format!("`##` makes a token longer than {MAX_TOKEN_LEN} characters"),
                        );
                        return Ok(None);
                    }
                    self.charge(joined.len() / 8, site)?;
                    let Some(kind) = lex_one(&joined) else {
                        self.error(
                            site.start as usize,
                            format!(
                                "`##` of `{}` and `{}` does not form a valid token",
                                self.text.get(left.text()),
                                self.text.get(right.text())
                            ),
                        );
                        return Ok(None);
                    };
                    let text = self.text.add(&joined);
                    let mut joined = left.respelled(kind, text);
                    joined.set_noexpand(false);
                    res.push(joined);
                    res.extend_from_slice(&seq[1..]);
                } else {
                    res.extend_from_slice(seq);
                    if let (Some(sp), Some(f)) = (first_space, res.get_mut(from)) {
                        f.set_space(sp);
                    }
                }
            } else {
                res.extend_from_slice(seq);
                if let (Some(sp), Some(f)) = (first_space, res.get_mut(from)) {
                    f.set_space(sp);
                }
            }
            last_empty = seq.is_empty() && (paste || next_paste);
            paste = false;
        }
        Ok(Some(res))
    }
}
