//! Statements: structured control flow lowering.

use super::{Analyzer, Symbol, VarSym, MAX_NESTING};
use crate::ir::*;
use crate::syntax::ast;
use crate::types::{ScalarKind, Type, BOOL};
use crate::version::Stage;

impl Analyzer<'_> {
    pub(crate) fn statement(&mut self, s: &ast::Statement) {
        let off = self.off(s.span);
        self.depth += 1;
        if self.depth > MAX_NESTING {
            self.depth -= 1;
            self.error(
                off,
                format!("statements nested deeper than {MAX_NESTING} levels"),
            );
            return;
        }
        self.lowering(s.span, |a| a.statement_inner(s, off));
        self.depth -= 1;
    }

    fn statement_inner(&mut self, s: &ast::Statement, off: usize) {
        match &s.content {
            ast::StatementData::Declaration(d) => self.declaration(d, false),
            ast::StatementData::Expression(e) => {
                if let Some(e) = &e.0 {
                    // The value is dropped; its side effects were emitted.
                    let _ = self.expr_dropped(e);
                }
            }
            ast::StatementData::Compound(c) => {
                self.push_scope();
                for s in &c.statement_list {
                    self.statement(s);
                }
                self.pop_scope();
            }
            ast::StatementData::Selection(sel) => {
                let cond = self.condition_expr(&sel.cond);
                let (then_s, else_s) = match &sel.rest.content {
                    ast::SelectionRestStatementData::Statement(t) => (t.0, None),
                    ast::SelectionRestStatementData::Else(t, e) => (t.0, Some(e.0)),
                };
                let accept = self.scoped_block(then_s);
                let reject = match else_s {
                    Some(e) => self.scoped_block(e),
                    None => Vec::new(),
                };
                if let Some(c) = cond {
                    self.emit(StmtKind::If {
                        condition: c,
                        accept,
                        reject,
                    });
                }
            }
            ast::StatementData::Switch(sw) => self.switch(sw, off),
            ast::StatementData::CaseLabel(_) => {
                self.error(off, "`case` label outside of a switch");
            }
            ast::StatementData::Iteration(it) => self.iteration(it),
            ast::StatementData::Jump(j) => match &j.content {
                ast::JumpStatementData::Break => {
                    if self.cur.break_targets.is_empty() {
                        self.error(off, "`break` outside of a loop or switch");
                    } else {
                        self.emit(StmtKind::Break);
                    }
                }
                ast::JumpStatementData::Continue => {
                    if self.cur.loops == 0 {
                        self.error(off, "`continue` outside of a loop");
                    } else {
                        self.emit(StmtKind::Continue);
                    }
                }
                ast::JumpStatementData::Discard => {
                    if self.stage != Stage::Fragment {
                        self.error(off, "`discard` is only allowed in fragment shaders");
                    } else {
                        self.emit(StmtKind::Discard);
                    }
                }
                ast::JumpStatementData::Return(e) => {
                    let ret = self.cur.ret.clone();
                    match (e, &ret) {
                        (None, Type::Void) => self.emit(StmtKind::Return(None)),
                        (None, t) => {
                            let msg = format!(
                                "function returns `{}` but `return` has no value",
                                self.type_name(t)
                            );
                            self.error(off, msg);
                        }
                        (Some(e), Type::Void) => {
                            let eoff = self.off(e.span);
                            let _ = self.expr_dropped(e);
                            self.error(eoff, "`void` function cannot return a value");
                        }
                        (Some(e), t) => {
                            let eoff = self.off(e.span);
                            if let Some(v) = self.expr(e) {
                                if let Some(v) = self.coerce(v, t, eoff) {
                                    self.emit(StmtKind::Return(Some(v)));
                                }
                            }
                        }
                    }
                }
            },
        }
    }

    /// Lower a statement into its own block with its own scope.
    fn scoped_block(&mut self, s: &ast::Statement) -> Block {
        self.begin_block();
        self.scoped_statements(s);
        self.end_block()
    }

    /// The statements of `s` (a compound statement's, without a block of
    /// their own) in a new scope, into the current block.
    fn scoped_statements(&mut self, s: &ast::Statement) {
        self.push_scope();
        match &s.content {
            ast::StatementData::Compound(c) => {
                for s in &c.statement_list {
                    self.statement(s);
                }
            }
            _ => self.statement(s),
        }
        self.pop_scope();
    }

    /// A `bool` scalar condition; side effects go to the current block.
    pub(crate) fn condition_expr(&mut self, e: &ast::Expr) -> Option<Expr> {
        let off = self.off(e.span);
        let v = self.expr(e)?;
        if v.ty != BOOL {
            let msg = format!(
                "condition must be a scalar `bool`, found `{}`",
                self.type_name(&v.ty)
            );
            self.error(off, msg);
            return None;
        }
        Some(v)
    }

    fn condition(&mut self, c: &ast::Condition) -> Option<Expr> {
        self.lowering(c.span, |a| a.condition_at(c))
    }

    fn condition_at(&mut self, c: &ast::Condition) -> Option<Expr> {
        match &c.content {
            ast::ConditionData::Expr(e) => self.condition_expr(e),
            ast::ConditionData::Assignment(fst, name, init) => {
                let off = self.off(c.span);
                let ty = self.resolve_type(&fst.ty)?;
                let ast::InitializerData::Simple(e) = &init.content else {
                    self.error(off, "initializer lists require GLSL 4.20");
                    return None;
                };
                let v = self.expr(e)?;
                let v = self.coerce(v, &ty, off)?;
                if ty != BOOL {
                    self.error(off, "condition must be a scalar `bool`");
                    return None;
                }
                self.cur.locals.push(Local {
                    name: Name::new(name.0),
                    ty: ty.clone(),
                });
                let id = LocalId::from_index(self.cur.locals.len() - 1);
                let place = Place {
                    root: Root::Local(id),
                    path: AccessPath::new(),
                    ty: ty.clone(),
                };
                self.emit(StmtKind::Store {
                    place: place.clone(),
                    value: v,
                });
                self.declare(
                    name.0,
                    Symbol::Var(VarSym {
                        root: Root::Local(id),
                        ty: ty.clone(),
                        value: None,
                        read_only: None,
                    }),
                    off,
                );
                Some(Expr::new(ty, ExprKind::Load(place), self.span))
            }
        }
    }

    /// `if (!cond) break;` (nothing for a constant `true`), at the
    /// condition.
    fn exit_unless(&self, cond: Expr) -> Option<Stmt> {
        let span = cond.span;
        let not = self.fold(Expr::new(
            BOOL,
            ExprKind::Unary(UnaryOp::Not, Box::new(cond)),
            span,
        ));
        if matches!(&not.kind, ExprKind::Constant(v) if v == &[Scalar::Bool(false)]) {
            return None;
        }
        let exit = StmtKind::If {
            condition: not,
            accept: vec![Stmt::new(StmtKind::Break, span)],
            reject: Vec::new(),
        };
        Some(Stmt::new(exit, span))
    }

    /// A loop's body, into the current block: the loop body block, which
    /// the condition's statements may have begun.
    fn loop_body(&mut self, body: &ast::Statement) {
        self.cur.loops += 1;
        self.cur.break_targets.push(false);
        self.scoped_statements(body);
        self.cur.break_targets.pop();
        self.cur.loops -= 1;
    }

    fn iteration(&mut self, it: &ast::IterationStatement) {
        // Where the loop starts, for the error of a loop that does not end.
        let at = self.map.source_line(self.off(it.span));
        match &it.content {
            ast::IterationStatementData::While(cond, body) => {
                self.push_scope();
                // One block for the condition, the exit and the body: it
                // gets its exact size once.
                self.begin_block();
                let c = self.condition(cond);
                if let Some(exit) = c.and_then(|c| self.exit_unless(c)) {
                    self.emit_stmt(exit);
                }
                self.loop_body(body);
                let b = self.end_block();
                self.pop_scope();
                self.emit(StmtKind::Loop {
                    body: b,
                    continuing: Vec::new(),
                    at,
                });
            }
            ast::IterationStatementData::DoWhile(body, cond) => {
                self.begin_block();
                self.loop_body(body);
                let b = self.end_block();
                self.begin_block();
                let c = self.condition_expr(cond);
                let mut cont = self.end_block();
                if let Some(exit) = c.and_then(|c| self.exit_unless(c)) {
                    cont.push(exit);
                }
                self.emit(StmtKind::Loop {
                    body: b,
                    continuing: cont,
                    at,
                });
            }
            ast::IterationStatementData::For(init, rest, body) => {
                self.push_scope();
                match &init.content {
                    ast::ForInitStatementData::Expression(Some(e)) => {
                        let _ = self.expr_dropped(e);
                    }
                    ast::ForInitStatementData::Expression(None) => {}
                    ast::ForInitStatementData::Declaration(d) => self.declaration(d, false),
                }
                self.begin_block();
                let c = rest.condition.as_ref().and_then(|c| self.condition(c));
                if let Some(exit) = c.and_then(|c| self.exit_unless(c)) {
                    self.emit_stmt(exit);
                }
                // The continuing block, made before the body (which goes
                // on in the loop body block).
                self.begin_block();
                if let Some(post) = &rest.post_expr {
                    let _ = self.expr_dropped(post);
                }
                let cont = self.end_block();
                self.loop_body(body);
                let b = self.end_block();
                self.pop_scope();
                self.emit(StmtKind::Loop {
                    body: b,
                    continuing: cont,
                    at,
                });
            }
        }
    }

    fn switch(&mut self, sw: &ast::SwitchStatement, off: usize) {
        if !self.require_desktop(130, off, "`switch`") {
            return;
        }
        let hoff = self.off(sw.head.span);
        let Some(sel) = self.expr(&sw.head) else {
            return;
        };
        if !matches!(sel.ty, Type::Scalar(ScalarKind::Int | ScalarKind::Uint)) {
            let msg = format!(
                "switch selector must be a scalar integer, found `{}`",
                self.type_name(&sel.ty)
            );
            self.error(hoff, msg);
            return;
        }
        self.check_switch_end(&sw.body);
        let mut cases: Vec<SwitchCase> = Vec::new();
        let mut seen = std::collections::BTreeSet::new();
        let mut has_default = false;
        self.cur.break_targets.push(true);
        self.push_scope();
        for s in &sw.body {
            let soff = self.off(s.span);
            if let ast::StatementData::CaseLabel(l) = &s.content {
                let mut case = SwitchCase {
                    values: Vec::new(),
                    is_default: false,
                    body: Vec::new(),
                };
                match &l.content {
                    ast::CaseLabelData::Def => {
                        if has_default {
                            self.error(soff, "duplicate `default` label");
                        }
                        has_default = true;
                        case.is_default = true;
                    }
                    ast::CaseLabelData::Case(e) => {
                        if let Some(v) = self.expr(e) {
                            let val = match (&v.kind, &v.ty) {
                                (ExprKind::Constant(c), t) if *t == sel.ty => match c.first() {
                                    Some(Scalar::Int(i)) => Some(i64::from(*i)),
                                    Some(Scalar::Uint(u)) => Some(i64::from(*u)),
                                    _ => None,
                                },
                                _ => None,
                            };
                            match val {
                                Some(x) if seen.contains(&x) => {
                                    self.error(soff, format!("duplicate case label {x}"))
                                }
                                Some(x) => {
                                    seen.insert(x);
                                    case.values.push(x);
                                }
                                None => {
                                    let msg = format!(
                                        "case label must be a constant `{}` expression",
                                        self.type_name(&sel.ty)
                                    );
                                    self.error(soff, msg);
                                }
                            }
                        }
                    }
                }
                // Consecutive labels share one body.
                match cases.last_mut() {
                    Some(last) if last.body.is_empty() && self.block_len() == 0 => {
                        last.values.extend(case.values);
                        last.is_default |= case.is_default;
                    }
                    _ => {
                        if let Some(last) = cases.last_mut() {
                            last.body = self.end_block();
                        }
                        self.begin_block();
                        cases.push(case);
                    }
                }
                continue;
            }
            if cases.is_empty() {
                self.error(soff, "statement before the first `case` label");
                continue;
            }
            self.statement(s);
        }
        if let Some(last) = cases.last_mut() {
            last.body = self.end_block();
        }
        self.pop_scope();
        self.cur.break_targets.pop();
        self.emit(StmtKind::Switch {
            selector: sel,
            cases,
        });
    }
}
