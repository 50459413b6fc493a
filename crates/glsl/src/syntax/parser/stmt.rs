//! Statements.

use super::super::arena::ArenaVec as BVec;
use super::decl::is_qualifier;
use super::{PResult, Parser, Reported, Tk};
use crate::syntax::ast::*;
use crate::syntax::keywords::Kw;
use crate::syntax::lexer::Punct;

impl<'t: 'a, 'a> Parser<'t, 'a> {
    /// `{ statements }`, in a new scope. Statements with syntax errors are
    /// reported and skipped.
    pub(super) fn compound(&mut self) -> PResult<CompoundStatement<'a>> {
        let start = self.expect(Punct::LBrace)?;
        self.enter("statements")?;
        self.push_scope();
        // Statements collect on the parser's stack (nested blocks above
        // this one's) and move into a vector of their exact number.
        let base = self.stmt_stack.len();
        let result = loop {
            match self.peek() {
                Tk::Punct(Punct::RBrace) => break Ok(self.bump()),
                Tk::Eof => break self.unexpected("`}`"),
                _ => {}
            }
            if self.errors.len() >= crate::diag::MAX_ERRORS {
                break Err(Reported);
            }
            let at = self.pos;
            let depth = self.depth;
            self.ops = 0;
            match self.statement() {
                Ok(s) => self.stmt_stack.push(s),
                Err(Reported) => {
                    // Constructs left early do not leave their depth behind.
                    self.depth = depth;
                    self.sync_statement(at);
                }
            }
        };
        self.pop_scope();
        self.leave();
        let list = super::take_list(self.arena, &mut self.stmt_stack, base);
        let end = result?;
        Ok(Node::new(
            CompoundStatementData {
                statement_list: list,
            },
            start.to(end),
        ))
    }

    /// The tokens at the cursor start a declaration (not an expression).
    fn at_declaration(&self) -> bool {
        match self.peek() {
            Tk::Kw(k) if is_qualifier(k) || k == Kw::Struct || k == Kw::Precision => true,
            _ if self.at_type(self.pos) => {
                // `T x`, `T[2] x` declare; `T(...)`, `T[2](...)` construct.
                let mut p = self.pos + 1;
                if self.kinds.get(p) == Some(&Tk::Punct(Punct::LBracket)) {
                    let mut depth = 0usize;
                    while let Some(k) = self.kinds.get(p) {
                        match k {
                            Tk::Punct(Punct::LBracket) => depth += 1,
                            Tk::Punct(Punct::RBracket) => {
                                depth -= 1;
                                if depth == 0 {
                                    p += 1;
                                    break;
                                }
                            }
                            Tk::Punct(Punct::Semicolon | Punct::LBrace | Punct::RBrace) => {
                                return false
                            }
                            _ => {}
                        }
                        p += 1;
                    }
                }
                self.kinds.get(p) == Some(&Tk::Ident)
            }
            _ => false,
        }
    }

    pub(super) fn statement(&mut self) -> PResult<Statement<'a>> {
        self.enter("statements")?;
        let r = self.statement_inner();
        self.leave();
        r
    }

    /// Dispatch on the first token. Each kind of statement has its own
    /// function, so the frames of this recursion stay small (debug builds
    /// keep every temporary of a function in its frame).
    fn statement_inner(&mut self) -> PResult<Statement<'a>> {
        let start = self.span();
        match self.peek() {
            Tk::Punct(Punct::LBrace) => {
                let c = self.compound()?;
                let span = c.span;
                Ok(Node::new(StatementData::Compound(c), span))
            }
            Tk::Punct(Punct::Semicolon) => {
                let s = self.bump();
                Ok(Node::new(
                    StatementData::Expression(Node::new(ExprStatementData(None), s)),
                    s,
                ))
            }
            Tk::Kw(Kw::If) => self.selection(start),
            Tk::Kw(Kw::Switch) => self.switch_statement(start),
            Tk::Kw(Kw::Case | Kw::Default) => self.case_label(start),
            Tk::Kw(Kw::While) => self.while_statement(start),
            Tk::Kw(Kw::Do) => self.do_statement(start),
            Tk::Kw(Kw::For) => {
                self.bump();
                self.expect(Punct::LParen)?;
                self.push_scope();
                let r = self.for_rest(start);
                self.pop_scope();
                r
            }
            Tk::Kw(Kw::Break | Kw::Continue | Kw::Discard | Kw::Return) => self.jump(start),
            _ if self.at_declaration() => self.declaration_statement(),
            _ => self.expression_statement(start),
        }
    }

    fn selection(&mut self, start: Span) -> PResult<Statement<'a>> {
        self.bump();
        self.expect(Punct::LParen)?;
        let cond = self.expression()?;
        self.expect(Punct::RParen)?;
        let then = self.statement()?;
        let rest = if self.is_kw(Kw::Else) {
            self.bump();
            let els = self.statement()?;
            let span = then.span.to(els.span);
            Node::new(
                SelectionRestStatementData::Else(self.p(then), self.p(els)),
                span,
            )
        } else {
            let span = then.span;
            Node::new(SelectionRestStatementData::Statement(self.p(then)), span)
        };
        let span = start.to(rest.span);
        let sel = SelectionStatementData {
            cond: self.p(cond),
            rest,
        };
        Ok(Node::new(
            StatementData::Selection(Node::new(sel, span)),
            span,
        ))
    }

    fn switch_statement(&mut self, start: Span) -> PResult<Statement<'a>> {
        self.bump();
        self.expect(Punct::LParen)?;
        let head = self.expression()?;
        self.expect(Punct::RParen)?;
        let body = self.compound()?;
        let span = start.to(body.span);
        let sw = SwitchStatementData {
            head: self.p(head),
            body: body.content.statement_list,
        };
        Ok(Node::new(StatementData::Switch(Node::new(sw, span)), span))
    }

    fn case_label(&mut self, start: Span) -> PResult<Statement<'a>> {
        let label = if self.is_kw(Kw::Case) {
            self.bump();
            let e = self.expression()?;
            CaseLabelData::Case(self.p(e))
        } else {
            self.bump();
            CaseLabelData::Def
        };
        let end = self.expect(Punct::Colon)?;
        let span = start.to(end);
        Ok(Node::new(
            StatementData::CaseLabel(Node::new(label, span)),
            span,
        ))
    }

    fn while_statement(&mut self, start: Span) -> PResult<Statement<'a>> {
        self.bump();
        self.expect(Punct::LParen)?;
        self.push_scope();
        let r = (|| {
            let cond = self.condition()?;
            self.expect(Punct::RParen)?;
            let body = self.statement()?;
            Ok((cond, body))
        })();
        self.pop_scope();
        let (cond, body) = r?;
        let span = start.to(body.span);
        let it = IterationStatementData::While(cond, self.p(body));
        Ok(Node::new(
            StatementData::Iteration(self.p(Node::new(it, span))),
            span,
        ))
    }

    fn do_statement(&mut self, start: Span) -> PResult<Statement<'a>> {
        self.bump();
        let body = self.statement()?;
        if !self.is_kw(Kw::While) {
            return self.unexpected("`while`");
        }
        self.bump();
        self.expect(Punct::LParen)?;
        let cond = self.expression()?;
        self.expect(Punct::RParen)?;
        let end = self.expect(Punct::Semicolon)?;
        let span = start.to(end);
        let it = IterationStatementData::DoWhile(self.p(body), self.p(cond));
        Ok(Node::new(
            StatementData::Iteration(self.p(Node::new(it, span))),
            span,
        ))
    }

    fn jump(&mut self, start: Span) -> PResult<Statement<'a>> {
        let j = match self.peek() {
            Tk::Kw(Kw::Break) => JumpStatementData::Break,
            Tk::Kw(Kw::Continue) => JumpStatementData::Continue,
            Tk::Kw(Kw::Discard) => JumpStatementData::Discard,
            _ => {
                self.bump();
                if self.is(Punct::Semicolon) {
                    JumpStatementData::Return(None)
                } else {
                    let e = self.expression()?;
                    JumpStatementData::Return(Some(self.p(e)))
                }
            }
        };
        if !matches!(j, JumpStatementData::Return(_)) {
            self.bump();
        }
        let end = self.expect(Punct::Semicolon)?;
        let span = start.to(end);
        Ok(Node::new(StatementData::Jump(Node::new(j, span)), span))
    }

    fn declaration_statement(&mut self) -> PResult<Statement<'a>> {
        // A reused buffer: most statements declare once.
        let mut decls = std::mem::replace(&mut self.decl_buf, BVec::new_in(self.arena));
        decls.clear();
        let r = self.declaration_or_function(false, &mut decls);
        let first = decls.drain(..).next();
        self.decl_buf = decls;
        r?;
        let Some(first) = first else {
            return self.unexpected("a declaration");
        };
        // `invariant a, b;` gives several; they cannot appear in functions anyway.
        let span = first.span;
        Ok(Node::new(StatementData::Declaration(self.p(first)), span))
    }

    fn expression_statement(&mut self, start: Span) -> PResult<Statement<'a>> {
        let e = self.expression()?;
        let end = self.expect(Punct::Semicolon)?;
        let span = start.to(end);
        Ok(Node::new(
            StatementData::Expression(Node::new(ExprStatementData(Some(e)), span)),
            span,
        ))
    }

    fn for_rest(&mut self, start: Span) -> PResult<Statement<'a>> {
        let istart = self.span();
        let init = if self.is(Punct::Semicolon) {
            let s = self.bump();
            Node::new(ForInitStatementData::Expression(None), s)
        } else if self.at_declaration() {
            let mut decls = BVec::new_in(self.arena);
            self.declaration_or_function(false, &mut decls)?;
            let Some(d) = decls.into_iter().next() else {
                return self.unexpected("a declaration");
            };
            let span = d.span;
            Node::new(ForInitStatementData::Declaration(self.p(d)), span)
        } else {
            let e = self.expression()?;
            let end = self.expect(Punct::Semicolon)?;
            Node::new(ForInitStatementData::Expression(Some(e)), istart.to(end))
        };
        let rstart = self.span();
        let condition = if self.is(Punct::Semicolon) {
            None
        } else {
            Some(self.condition()?)
        };
        self.expect(Punct::Semicolon)?;
        let post_expr = if self.is(Punct::RParen) {
            None
        } else {
            let e = self.expression()?;
            Some(self.p(e))
        };
        let rend = self.expect(Punct::RParen)?;
        let rest = Node::new(
            ForRestStatementData {
                condition,
                post_expr,
            },
            rstart.to(rend),
        );
        let body = self.statement()?;
        let span = start.to(body.span);
        let it = IterationStatementData::For(init, rest, self.p(body));
        Ok(Node::new(
            StatementData::Iteration(self.p(Node::new(it, span))),
            span,
        ))
    }

    /// A loop condition: an expression, or `type name = initializer`.
    fn condition(&mut self) -> PResult<Condition<'a>> {
        let start = self.span();
        if self.at_declaration() {
            let qualifier = self.type_qualifier()?;
            let ty = self.type_specifier()?;
            let fspan = start.to(ty.span);
            let fst = Node::new(FullySpecifiedTypeData { qualifier, ty }, fspan);
            let name = self.ident("a name")?;
            self.expect(Punct::Assign)?;
            let e = self.assignment()?;
            let ispan = e.span;
            let init = Node::new(InitializerData::Simple(self.p(e)), ispan);
            self.declare(name.0, false);
            let span = start.to(ispan);
            return Ok(Node::new(
                ConditionData::Assignment(self.p(fst), name, init),
                span,
            ));
        }
        let e = self.expression()?;
        let span = e.span;
        Ok(Node::new(ConditionData::Expr(e), span))
    }
}
