//! `#if` expressions (GLSL 1.50 §3.3): integer constants and the C
//! operators GLSL lists, evaluated in 64-bit two's complement.

use super::lexer::{PpKind, PpToken, Punct, TextStore};

pub struct Eval<'a, 's> {
    pub toks: &'a [PpToken],
    pub pos: usize,
    pub text: &'a TextStore<'s>,
    pub depth: u32,
    /// ES 1.00 §3.4: an undefined identifier is an error; desktop GLSL
    /// follows C and reads it as 0.
    pub es: bool,
    /// Inside an operand that `&&`/`||` does not evaluate (C99 6.5.13,
    /// 6.5.14, which GLSL ES 1.00 section 3.4 refers to for the operators'
    /// semantics): an undefined identifier or a division by zero there is
    /// no error.
    pub skip: u32,
}

type R = Result<i64, ExprError>;

/// Why an `#if` expression has no value, and where (`None`: an empty
/// expression).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExprError {
    /// Byte offset of the offending token.
    pub at: Option<usize>,
    /// What is wrong there.
    pub reason: Reason,
}

/// What is wrong with an `#if` expression.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// A token (its spelling) that does not continue the expression.
    Unexpected(String),
    /// `/` or `%` by zero in an evaluated operand.
    DivisionByZero,
    /// An operator `binary()` lists but the evaluation does not know.
    Internal(Punct),
    /// Operands nested past the evaluator's depth limit.
    TooDeep,
    /// The expression stops where an operand should follow.
    EndsEarly,
    /// A number (its spelling) that is no integer constant.
    NotInteger(String),
    /// A `(` without its `)`.
    MissingParen,
    /// An identifier left after macro expansion, in GLSL ES.
    Undefined(String),
}

impl std::fmt::Display for Reason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Reason::Unexpected(t) => write!(f, "unexpected `{t}` in #if expression"),
            Reason::DivisionByZero => f.write_str("division by zero in #if expression"),
            Reason::Internal(p) => write!(f, "internal error: {p:?} is no #if operator"),
            Reason::TooDeep => f.write_str("#if expression nested too deeply"),
            Reason::EndsEarly => f.write_str("#if expression ends early"),
            Reason::NotInteger(t) => write!(f, "`{t}` is not an integer constant"),
            Reason::MissingParen => f.write_str("missing `)` in #if expression"),
            Reason::Undefined(t) => write!(
                f,
                "undefined identifier `{t}` in #if expression (an error in GLSL ES)"
            ),
        }
    }
}

/// Binary operators by precedence (higher binds tighter).
fn binary(p: Punct) -> Option<u8> {
    Some(match p {
        Punct::OrOr => 1,
        Punct::AndAnd => 2,
        Punct::Pipe => 3,
        Punct::Caret => 4,
        Punct::Amp => 5,
        Punct::EqEq | Punct::Ne => 6,
        Punct::Lt | Punct::Gt | Punct::Le | Punct::Ge => 7,
        Punct::Shl | Punct::Shr => 8,
        Punct::Plus | Punct::Minus => 9,
        Punct::Star | Punct::Slash | Punct::Percent => 10,
        _ => return None,
    })
}

impl Eval<'_, '_> {
    fn at(&self) -> Option<usize> {
        self.toks
            .get(self.pos)
            .or(self.toks.last())
            .map(|t| t.span.start as usize)
    }

    fn err(&self, reason: Reason) -> R {
        Err(ExprError {
            at: self.at(),
            reason,
        })
    }

    /// `Ok` when every token was read.
    pub fn end(&self) -> Result<(), ExprError> {
        match self.toks.get(self.pos) {
            None => Ok(()),
            Some(t) => Err(ExprError {
                at: Some(t.span.start as usize),
                reason: Reason::Unexpected(self.text.get(t.text()).to_string()),
            }),
        }
    }

    pub fn expr(&mut self, min: u8) -> R {
        let mut lhs = self.unary()?;
        while let Some(t) = self.toks.get(self.pos) {
            let PpKind::Punct(p) = t.kind else { break };
            let Some(prec) = binary(p) else { break };
            if prec <= min {
                break;
            }
            self.pos += 1;
            let at = t.span.start as usize;
            let short = match p {
                Punct::OrOr => lhs != 0,
                Punct::AndAnd => lhs == 0,
                _ => false,
            };
            self.skip += u32::from(short);
            let rhs = self.expr(prec);
            self.skip -= u32::from(short);
            let rhs = rhs?;
            lhs = match p {
                Punct::OrOr => ((lhs != 0) || (rhs != 0)) as i64,
                Punct::AndAnd => ((lhs != 0) && (rhs != 0)) as i64,
                Punct::Pipe => lhs | rhs,
                Punct::Caret => lhs ^ rhs,
                Punct::Amp => lhs & rhs,
                Punct::EqEq => (lhs == rhs) as i64,
                Punct::Ne => (lhs != rhs) as i64,
                Punct::Lt => (lhs < rhs) as i64,
                Punct::Gt => (lhs > rhs) as i64,
                Punct::Le => (lhs <= rhs) as i64,
                Punct::Ge => (lhs >= rhs) as i64,
                Punct::Shl => lhs.wrapping_shl((rhs & 63) as u32),
                Punct::Shr => lhs.wrapping_shr((rhs & 63) as u32),
                Punct::Plus => lhs.wrapping_add(rhs),
                Punct::Minus => lhs.wrapping_sub(rhs),
                Punct::Star => lhs.wrapping_mul(rhs),
                Punct::Slash | Punct::Percent => {
                    if rhs == 0 {
                        if self.skip == 0 {
                            return Err(ExprError {
                                at: Some(at),
                                reason: Reason::DivisionByZero,
                            });
                        }
                        0
                    } else if p == Punct::Slash {
                        lhs.wrapping_div(rhs)
                    } else {
                        lhs.wrapping_rem(rhs)
                    }
                }
                // `binary()` lists only the operators above.
                _ => {
                    return Err(ExprError {
                        at: Some(at),
                        reason: Reason::Internal(p),
                    })
                }
            };
        }
        Ok(lhs)
    }

    fn unary(&mut self) -> R {
        self.depth += 1;
        if self.depth > 512 {
            return self.err(Reason::TooDeep);
        }
        let r = self.unary_inner();
        self.depth -= 1;
        r
    }

    fn unary_inner(&mut self) -> R {
        let Some(t) = self.toks.get(self.pos).copied() else {
            return self.err(Reason::EndsEarly);
        };
        self.pos += 1;
        let text = self.text.get(t.text());
        match t.kind {
            PpKind::Number => match parse_pp_int(text) {
                Some(v) => Ok(v),
                None => Err(ExprError {
                    at: Some(t.span.start as usize),
                    reason: Reason::NotInteger(text.to_string()),
                }),
            },
            PpKind::Punct(Punct::Plus) => self.unary(),
            PpKind::Punct(Punct::Minus) => Ok(self.unary()?.wrapping_neg()),
            PpKind::Punct(Punct::Tilde) => Ok(!self.unary()?),
            PpKind::Punct(Punct::Bang) => Ok((self.unary()? == 0) as i64),
            PpKind::Punct(Punct::LParen) => {
                let v = self.expr(0)?;
                match self.toks.get(self.pos) {
                    Some(c) if c.is(Punct::RParen) => {
                        self.pos += 1;
                        Ok(v)
                    }
                    _ => self.err(Reason::MissingParen),
                }
            }
            PpKind::Ident if !self.es || self.skip > 0 => Ok(0),
            PpKind::Ident => Err(ExprError {
                at: Some(t.span.start as usize),
                reason: Reason::Undefined(text.to_string()),
            }),
            _ => Err(ExprError {
                at: Some(t.span.start as usize),
                reason: Reason::Unexpected(text.to_string()),
            }),
        }
    }
}

/// An integer of a `#if` or `#line`: decimal, octal or hexadecimal, with an
/// optional `u`/`U`.
pub(super) fn parse_pp_int(s: &str) -> Option<i64> {
    let s = s.strip_suffix(['u', 'U']).unwrap_or(s);
    let v = if let Some(h) = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        u64::from_str_radix(h, 16).ok()?
    } else if s.len() > 1 && s.starts_with('0') {
        u64::from_str_radix(&s[1..], 8).ok()?
    } else {
        s.parse::<u64>().ok()?
    };
    Some(v as i64)
}
