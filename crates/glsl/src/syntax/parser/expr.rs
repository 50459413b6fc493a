//! Expressions, by precedence (GLSL 1.50 §5.1), and literals (§4.1.3-4.1.4).

use super::{PResult, Parser, Reported, Tk};
use crate::syntax::ast::*;
use crate::syntax::keywords::Kw;
use crate::syntax::lexer::Punct;

/// Binary operators with their precedence (higher binds tighter).
fn binary_op(p: Punct) -> Option<(u8, BinaryOpData)> {
    use BinaryOpData as B;
    Some(match p {
        Punct::OrOr => (1, B::Or),
        Punct::XorXor => (2, B::Xor),
        Punct::AndAnd => (3, B::And),
        Punct::Pipe => (4, B::BitOr),
        Punct::Caret => (5, B::BitXor),
        Punct::Amp => (6, B::BitAnd),
        Punct::EqEq => (7, B::Equal),
        Punct::Ne => (7, B::NonEqual),
        Punct::Lt => (8, B::Lt),
        Punct::Gt => (8, B::Gt),
        Punct::Le => (8, B::Lte),
        Punct::Ge => (8, B::Gte),
        Punct::Shl => (9, B::LShift),
        Punct::Shr => (9, B::RShift),
        Punct::Plus => (10, B::Add),
        Punct::Minus => (10, B::Sub),
        Punct::Star => (11, B::Mult),
        Punct::Slash => (11, B::Div),
        Punct::Percent => (11, B::Mod),
        _ => return None,
    })
}

fn assign_op(p: Punct) -> Option<AssignmentOpData> {
    use AssignmentOpData as A;
    Some(match p {
        Punct::Assign => A::Equal,
        Punct::MulAssign => A::Mult,
        Punct::DivAssign => A::Div,
        Punct::ModAssign => A::Mod,
        Punct::AddAssign => A::Add,
        Punct::SubAssign => A::Sub,
        Punct::ShlAssign => A::LShift,
        Punct::ShrAssign => A::RShift,
        Punct::AndAssign => A::And,
        Punct::XorAssign => A::Xor,
        Punct::OrAssign => A::Or,
        _ => return None,
    })
}

impl<'t: 'a, 'a> Parser<'t, 'a> {
    /// expression: assignments separated by `,`.
    pub(super) fn expression(&mut self) -> PResult<Expr<'a>> {
        let mut e = self.assignment()?;
        while self.is(Punct::Comma) {
            self.count_op()?;
            self.bump();
            let r = self.assignment()?;
            let span = e.span.to(r.span);
            e = Node::new(ExprData::Comma(self.p(e), self.p(r)), span);
        }
        Ok(e)
    }

    pub(super) fn assignment(&mut self) -> PResult<Expr<'a>> {
        self.enter("expression")?;
        let r = self.assignment_inner();
        self.leave();
        r
    }

    fn assignment_inner(&mut self) -> PResult<Expr<'a>> {
        let lhs = self.conditional()?;
        if let Tk::Punct(p) = self.peek() {
            if let Some(op) = assign_op(p) {
                self.count_op()?;
                let os = self.bump();
                let rhs = self.assignment()?;
                let span = lhs.span.to(rhs.span);
                return Ok(Node::new(
                    ExprData::Assignment(self.p(lhs), Node::new(op, os), self.p(rhs)),
                    span,
                ));
            }
        }
        Ok(lhs)
    }

    pub(super) fn conditional(&mut self) -> PResult<Expr<'a>> {
        let c = self.binary(0)?;
        if !self.is(Punct::Question) {
            return Ok(c);
        }
        self.count_op()?;
        self.bump();
        self.enter("expression")?;
        let r = (|| {
            let a = self.expression()?;
            self.expect(Punct::Colon)?;
            let b = self.assignment()?;
            Ok((a, b))
        })();
        self.leave();
        let (a, b) = r?;
        let span = c.span.to(b.span);
        Ok(Node::new(
            ExprData::Ternary(self.p(c), self.p(a), self.p(b)),
            span,
        ))
    }

    /// Operators binding tighter than `min`, left-associative.
    fn binary(&mut self, min: u8) -> PResult<Expr<'a>> {
        let mut lhs = self.unary()?;
        while let Tk::Punct(p) = self.peek() {
            let Some((prec, op)) = binary_op(p) else {
                break;
            };
            if prec <= min {
                break;
            }
            self.count_op()?;
            let os = self.bump();
            self.enter("expression")?;
            let rhs = self.binary(prec);
            self.leave();
            let rhs = rhs?;
            let span = lhs.span.to(rhs.span);
            lhs = Node::new(
                ExprData::Binary(Node::new(op, os), self.p(lhs), self.p(rhs)),
                span,
            );
        }
        Ok(lhs)
    }

    fn unary(&mut self) -> PResult<Expr<'a>> {
        use UnaryOpData as U;
        let op = match self.peek() {
            Tk::Punct(Punct::Inc) => U::Inc,
            Tk::Punct(Punct::Dec) => U::Dec,
            Tk::Punct(Punct::Plus) => U::Add,
            Tk::Punct(Punct::Minus) => U::Minus,
            Tk::Punct(Punct::Bang) => U::Not,
            Tk::Punct(Punct::Tilde) => U::Complement,
            _ => return self.postfix(),
        };
        self.count_op()?;
        let os = self.bump();
        self.enter("expression")?;
        let a = self.unary();
        self.leave();
        let a = a?;
        let span = os.to(a.span);
        Ok(Node::new(
            ExprData::Unary(Node::new(op, os), self.p(a)),
            span,
        ))
    }

    fn postfix(&mut self) -> PResult<Expr<'a>> {
        let mut e = self.primary()?;
        loop {
            match self.peek() {
                Tk::Punct(Punct::LBracket) => {
                    self.count_op()?;
                    self.bump();
                    self.enter("expression")?;
                    let i = self.expression();
                    self.leave();
                    let i = i?;
                    let end = self.expect(Punct::RBracket)?;
                    let span = e.span.to(end);
                    e = Node::new(ExprData::Bracket(self.p(e), self.p(i)), span);
                }
                Tk::Punct(Punct::Dot) => {
                    self.count_op()?;
                    self.bump();
                    let field = self.ident("a field or swizzle name")?;
                    let span = e.span.to(field.span);
                    e = Node::new(ExprData::Dot(self.p(e), field), span);
                    // `x.length()`
                    if self.is(Punct::LParen) {
                        let fspan = e.span;
                        let f = Node::new(FunIdentifierData::Expr(self.p(e)), fspan);
                        e = self.call_args(f, fspan)?;
                    }
                }
                Tk::Punct(Punct::Inc) => {
                    self.count_op()?;
                    let end = self.bump();
                    let span = e.span.to(end);
                    e = Node::new(ExprData::PostInc(self.p(e)), span);
                }
                Tk::Punct(Punct::Dec) => {
                    self.count_op()?;
                    let end = self.bump();
                    let span = e.span.to(end);
                    e = Node::new(ExprData::PostDec(self.p(e)), span);
                }
                _ => return Ok(e),
            }
        }
    }

    /// `( args )` of a call of `f`.
    fn call_args(&mut self, f: FunIdentifier<'a>, start: Span) -> PResult<Expr<'a>> {
        self.expect(Punct::LParen)?;
        self.enter("expression")?;
        // Arguments collect on the parser's stack (those of nested calls
        // above them) and move into a vector of their exact number.
        let base = self.arg_stack.len();
        let r = (|| {
            if self.is_kw(Kw::Type(BasicType::Void)) && self.peek_at(1) == Tk::Punct(Punct::RParen)
            {
                self.bump();
            } else if !self.is(Punct::RParen) {
                loop {
                    let a = self.assignment()?;
                    self.arg_stack.push(a);
                    if !self.eat(Punct::Comma) {
                        break;
                    }
                    self.count_op()?;
                }
            }
            self.expect(Punct::RParen)
        })();
        self.leave();
        let args = super::take_list(self.arena, &mut self.arg_stack, base);
        let end = r?;
        Ok(Node::new(ExprData::FunCall(f, args), start.to(end)))
    }

    fn primary(&mut self) -> PResult<Expr<'a>> {
        let s = self.span();
        match self.peek() {
            Tk::Ident if !self.is_type_name(self.pos) => {
                let id = self.ident("an expression")?;
                if self.is(Punct::LParen) {
                    let f = Node::new(
                        FunIdentifierData::Expr(self.p(Node::new(ExprData::Variable(id), s))),
                        s,
                    );
                    return self.call_args(f, s);
                }
                Ok(Node::new(ExprData::Variable(id), s))
            }
            Tk::Ident | Tk::Kw(Kw::Type(_)) => {
                // A constructor: `vec4(...)`, `S(...)`, `float[2](...)`.
                let ty = self.type_specifier()?;
                if !self.is(Punct::LParen) {
                    return self.unexpected("`(` after a type in an expression");
                }
                let span = ty.span;
                // A struct name without array: call through its name, as
                // for functions (the analysis finds the struct).
                let f = match (&ty.ty.content, &ty.array_specifier) {
                    (TypeSpecifierNonArrayData::TypeName(id), None) => FunIdentifierData::Expr(
                        self.p(Node::new(ExprData::Variable(id.clone()), span)),
                    ),
                    _ => FunIdentifierData::TypeSpecifier(self.p(ty)),
                };
                self.call_args(Node::new(f, span), s)
            }
            Tk::Number => {
                self.bump();
                let lit = self.literal(self.pos - 1)?;
                Ok(Node::new(lit, s))
            }
            Tk::Kw(Kw::True) => {
                self.bump();
                Ok(Node::new(ExprData::BoolConst(true), s))
            }
            Tk::Kw(Kw::False) => {
                self.bump();
                Ok(Node::new(ExprData::BoolConst(false), s))
            }
            Tk::Punct(Punct::LParen) => {
                self.bump();
                self.enter("expression")?;
                let e = self.expression();
                self.leave();
                let e = e?;
                // The inner span stays: diagnostics point inside the parentheses.
                self.expect(Punct::RParen)?;
                Ok(e)
            }
            _ => self.unexpected("an expression"),
        }
    }

    /// An integer or floating-point literal.
    fn literal(&mut self, pos: usize) -> PResult<ExprData<'a>> {
        let text = self.text_at(pos);
        let at = self.toks[pos].span.start as usize;
        match parse_literal(text, self.version.is_es(), self.version.number) {
            Ok(e) => Ok(e),
            Err(e) => {
                self.error(at, e.to_string());
                Err(Reported)
            }
        }
    }
}

/// The value of a float literal of digits and one `.` (no exponent, no
/// suffix) with at most 15 digits: the digits as an integer `m` and
/// `10^k` for `k` fraction digits are exact doubles, so `m / 10^k` is
/// the correctly rounded value, the one `str::parse` gives (Clinger's fast
/// path). `None` for any other spelling.
fn simple_decimal(b: &[u8]) -> Option<f64> {
    const POW10: [f64; 16] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
    ];
    let (mut m, mut digits, mut frac) = (0u64, 0usize, None);
    for &c in b {
        match c {
            b'0'..=b'9' => {
                m = m * 10 + u64::from(c - b'0');
                digits += 1;
                if digits > 15 {
                    return None;
                }
                frac = frac.map(|k: usize| k + 1);
            }
            b'.' if frac.is_none() => frac = Some(0),
            _ => return None,
        }
    }
    if digits == 0 {
        return None;
    }
    Some(m as f64 / POW10[frac?])
}

/// Why a numeric literal's spelling has no value (each variant holds the
/// spelling).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LiteralError {
    /// An `f` suffix before GLSL 1.20 (and in GLSL ES 1.00).
    #[error("floating-point suffix in `{0}` requires GLSL 1.20")]
    FloatSuffix(String),
    /// A malformed float.
    #[error("invalid floating-point literal `{0}`")]
    Float(String),
    /// A malformed hexadecimal integer.
    #[error("invalid hexadecimal literal `{0}`")]
    Hex(String),
    /// A malformed octal integer.
    #[error("invalid octal literal `{0}`")]
    Octal(String),
    /// A malformed decimal integer.
    #[error("invalid integer literal `{0}`")]
    Integer(String),
    /// An integer above 2^32-1.
    #[error("integer literal `{0}` is too large (at most 32 bits)")]
    TooLarge(String),
}

/// Parse a numeric literal: decimal, octal and hexadecimal integers with
/// an optional `u`/`U` (GLSL 1.30 §4.1.3: up to 2^32-1, a bit pattern for
/// `int`), and floats with an optional `f`/`F` (GLSL 1.20+) or `lf`.
pub fn parse_literal(
    text: &str,
    es: bool,
    version: u16,
) -> Result<ExprData<'static>, LiteralError> {
    let b = text.as_bytes();
    if let Some(v) = simple_decimal(b) {
        return Ok(ExprData::FloatConst(v as f32));
    }
    let hex = b.len() > 1 && b[0] == b'0' && (b[1] == b'x' || b[1] == b'X');
    let is_float = !hex && (text.contains(['.', 'e', 'E']) || text.ends_with(['f', 'F']));
    if is_float {
        let (body, double) =
            if let Some(s) = text.strip_suffix("lf").or_else(|| text.strip_suffix("LF")) {
                (s, true)
            } else if let Some(s) = text.strip_suffix(['f', 'F']) {
                if es || version < 120 {
                    return Err(LiteralError::FloatSuffix(text.to_string()));
                }
                (s, false)
            } else {
                (text, false)
            };
        let ok_chars = body
            .bytes()
            .all(|c| c.is_ascii_digit() || matches!(c, b'.' | b'e' | b'E' | b'+' | b'-'));
        let digits_before_exp = body.split(['e', 'E']).next().unwrap_or("");
        if !ok_chars || !digits_before_exp.bytes().any(|c| c.is_ascii_digit()) {
            return Err(LiteralError::Float(text.to_string()));
        }
        return match body.parse::<f64>() {
            Ok(v) if double => Ok(ExprData::DoubleConst(v)),
            Ok(v) => Ok(ExprData::FloatConst(v as f32)),
            Err(_) => Err(LiteralError::Float(text.to_string())),
        };
    }
    let (body, unsigned) = match text.strip_suffix(['u', 'U']) {
        Some(s) => (s, true),
        None => (text, false),
    };
    let value = if hex {
        let digits = &body[2..];
        if digits.is_empty() || !digits.bytes().all(|c| c.is_ascii_hexdigit()) {
            return Err(LiteralError::Hex(text.to_string()));
        }
        let d = digits.trim_start_matches('0');
        if d.len() > 8 {
            None
        } else if d.is_empty() {
            Some(0)
        } else {
            u64::from_str_radix(d, 16).ok()
        }
    } else if body.len() > 1 && body.starts_with('0') {
        if !body.bytes().all(|c| (b'0'..=b'7').contains(&c)) {
            return Err(LiteralError::Octal(text.to_string()));
        }
        u64::from_str_radix(body, 8).ok()
    } else {
        if !body.bytes().all(|c| c.is_ascii_digit()) || body.is_empty() {
            return Err(LiteralError::Integer(text.to_string()));
        }
        body.parse::<u64>().ok()
    };
    match value {
        Some(v) if v <= u64::from(u32::MAX) => Ok(if unsigned {
            ExprData::UIntConst(v as u32)
        } else {
            ExprData::IntConst(v as u32 as i32)
        }),
        _ => Err(LiteralError::TooLarge(text.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The fast path gives what `str::parse` gives, on short and long
    /// digit strings with the point anywhere.
    #[test]
    fn simple_decimals_parse_as_the_standard_library_does() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..200_000 {
            let seed = crate::xorshift(&mut state);
            let len = 1 + (seed % 18) as usize;
            let mut t: String = (0..len)
                .map(|k| char::from(b'0' + ((seed >> (k * 3)) % 10) as u8))
                .collect();
            t.insert((seed >> 60) as usize % (len + 1), '.');
            let expect = t.parse::<f64>().ok();
            match simple_decimal(t.as_bytes()) {
                Some(v) => assert_eq!(Some(v.to_bits()), expect.map(f64::to_bits), "{t}"),
                None => assert!(len > 15, "{t} has a fast path"),
            }
        }
        assert_eq!(simple_decimal(b"."), None);
        assert_eq!(simple_decimal(b"1e5"), None);
        assert_eq!(simple_decimal(b"1.5f"), None);
        assert_eq!(simple_decimal(b"12"), None);
    }
}
