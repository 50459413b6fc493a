//! Register operands: `-name[idx+off].swz`, aliases, swizzles and masks.

use super::line::{Piece, Span};
use crate::isa::{IndexReg, Swizzle};
use gpubin_binfmt::text::Cursor;
use std::collections::HashMap;

/// A register bank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bank {
    /// Input attributes v0–v15.
    V,
    /// Temporaries r0–r15.
    R,
    /// Float uniforms c0–c95.
    C,
    /// Integer uniforms i0–i3.
    I,
    /// Bool uniforms b0–b15.
    B,
    /// Outputs o0–o15.
    O,
}

impl Bank {
    pub fn size(self) -> u8 {
        match self {
            Bank::C => 96,
            Bank::I => 4,
            _ => 16,
        }
    }
    pub fn letter(self) -> char {
        match self {
            Bank::V => 'v',
            Bank::R => 'r',
            Bank::C => 'c',
            Bank::I => 'i',
            Bank::B => 'b',
            Bank::O => 'o',
        }
    }
    fn from_letter(c: char) -> Option<Bank> {
        Some(match c.to_ascii_lowercase() {
            'v' => Bank::V,
            'r' => Bank::R,
            'c' => Bank::C,
            'i' => Bank::I,
            'b' => Bank::B,
            'o' => Bank::O,
            _ => return None,
        })
    }
}

/// A register of some bank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Reg {
    pub bank: Bank,
    pub index: u8,
}

impl Reg {
    /// The 7-bit source code, for v, r and c.
    pub fn source_code(self) -> Option<u8> {
        match self.bank {
            Bank::V => Some(self.index),
            Bank::R => Some(0x10 + self.index),
            Bank::C => Some(0x20 + self.index),
            _ => None,
        }
    }
    /// The 5-bit destination code, for o and r.
    pub fn dest_code(self) -> Option<u8> {
        match self.bank {
            Bank::O => Some(self.index),
            Bank::R => Some(0x10 + self.index),
            _ => None,
        }
    }
}

impl std::fmt::Display for Reg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}{}", self.bank.letter(), self.index)
    }
}

/// What a name (`.alias`, uniform, constant, `.in`, `.out`) stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Alias {
    pub reg: Reg,
    pub negate: bool,
    pub swizzle: Swizzle,
}

/// A named register with the line it was declared on (for "unused" warnings).
#[derive(Clone, Debug)]
pub struct AliasEntry {
    pub alias: Alias,
    pub used: bool,
    /// `Some` for `.alias` declarations: where, to warn when never used.
    pub declared: Option<super::line::Loc>,
    /// Declared by a declaration that failed: uses are not reported again.
    pub unknown: bool,
}

pub type AliasTable = HashMap<String, AliasEntry>;

/// A parsed operand, aliases resolved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Operand {
    pub reg: Reg,
    pub negate: bool,
    pub swizzle: Swizzle,
    pub idx: IndexReg,
    /// Whether a swizzle suffix was written.
    pub has_suffix: bool,
    /// The register as its name was written (lower-case bank letter, before any
    /// bracket offset); `None` for names, aliases and upper-case letters. picasso
    /// range-checks only these: `v15` and, in geometry shaders, `o7` and up.
    pub literal: Option<Reg>,
}

impl Operand {
    /// The destination mask (bit 3 = x): the set of components in the selector.
    pub fn mask(&self) -> u8 {
        let mut m = 0;
        for slot in 0..4 {
            m |= 8 >> self.swizzle.component(slot);
        }
        m
    }
    /// picasso warns when a letter follows one with a higher component (`.yx`).
    pub fn mask_out_of_order(&self) -> bool {
        (1..4).any(|s| self.swizzle.component(s) < self.swizzle.component(s - 1))
    }
    /// The 9-bit descriptor source field: negate | selector << 1.
    pub fn source_field(&self) -> (bool, Swizzle) {
        (self.negate, self.swizzle)
    }
}

/// A located problem with an operand. An empty message means the problem was
/// already reported (a name whose declaration failed).
pub struct OperandError {
    pub span: Span,
    pub message: String,
}

fn err<T>(span: Span, message: impl Into<String>) -> Result<T, OperandError> {
    Err(OperandError {
        span,
        message: message.into(),
    })
}

/// Parses `.xyzw`-style letters (1–4 from xyzw/rgba/stpq, short forms repeat the last).
pub fn parse_swizzle(p: Piece<'_>) -> Result<Swizzle, OperandError> {
    if p.text.is_empty() {
        return err(p.span, "empty swizzle (picasso would read `.x`)");
    }
    if p.text.chars().count() > 4 {
        return err(
            p.span,
            format!("swizzle `{}` has more than 4 components", p.text),
        );
    }
    let mut comps = [0u8; 4];
    let mut n = 0;
    for c in p.text.chars() {
        comps[n] = match c.to_ascii_lowercase() {
            'x' | 'r' | 's' => 0,
            'y' | 'g' | 't' => 1,
            'z' | 'b' | 'p' => 2,
            'w' | 'a' | 'q' => 3,
            _ => {
                return err(
                    p.span,
                    format!("invalid swizzle `{}`: `{c}` is not a component", p.text),
                )
            }
        };
        n += 1;
    }
    for i in n..4 {
        comps[i] = comps[n - 1];
    }
    Ok(Swizzle::from_components(comps))
}

/// Why a name that starts like a register (a bank letter, a digit) is none.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RegisterNameError {
    /// Leading zeros, or other characters after the digits.
    #[error("invalid register `{0}`: register numbers are plain decimal")]
    NotDecimal(String),
    /// A number too large to read.
    #[error("register `{0}` is out of range")]
    Huge(String),
    /// A number past the bank's last register.
    #[error("register `{name}` is out of range ({}0–{}{})", bank.letter(), bank.letter(), bank.size() - 1)]
    PastBank {
        /// The name as written.
        name: String,
        /// Its bank.
        bank: Bank,
    },
}

/// Parses a register name `c12` (decimal, no leading zeros); `None` if it does not look
/// like a register at all. Upper-case letters are accepted (`upper` reports them).
pub fn parse_register_name(name: &str) -> Option<Result<(Reg, bool), RegisterNameError>> {
    let mut chars = name.chars();
    let first = chars.next()?;
    let bank = Bank::from_letter(first)?;
    let digits = chars.as_str();
    if digits.is_empty() || !digits.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    if !digits.bytes().all(|b| b.is_ascii_digit()) || (digits.len() > 1 && digits.starts_with('0'))
    {
        return Some(Err(RegisterNameError::NotDecimal(name.to_string())));
    }
    let n: u32 = match digits.parse() {
        Ok(n) => n,
        Err(_) => return Some(Err(RegisterNameError::Huge(name.to_string()))),
    };
    if n >= u32::from(bank.size()) {
        return Some(Err(RegisterNameError::PastBank {
            name: name.to_string(),
            bank,
        }));
    }
    Some(Ok((
        Reg {
            bank,
            index: n as u8,
        },
        first.is_ascii_uppercase(),
    )))
}

/// A lower-case register name whose number picasso reads with `strtoll(…, 0)`
/// (`c010` is c8, `r1foo` is r1), when that number is inside the bank.
fn picasso_register_number(name: &str) -> Option<Reg> {
    let first = name.chars().next()?;
    if !first.is_ascii_lowercase() {
        return None;
    }
    let bank = Bank::from_letter(first)?;
    let digits = &name[1..];
    if !digits.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    let (n, used) = super::number::c_strtoll(digits, 0);
    if used == 0 || n < 0 || n >= i64::from(bank.size()) {
        return None;
    }
    Some(Reg {
        bank,
        index: n as u8,
    })
}

fn index_reg(name: &str) -> Option<IndexReg> {
    Some(match name.to_ascii_lowercase().as_str() {
        "a0.x" | "a0" => IndexReg::A0X,
        "a0.y" | "a1" => IndexReg::A0Y,
        "al" | "a2" | "lcnt" => IndexReg::Al,
        _ => return None,
    })
}

/// The bracket contents: `(index, offset)`.
fn parse_bracket(p: Piece<'_>) -> Result<(IndexReg, i32), OperandError> {
    let t = p.text;
    if let Some(n) = super::number::parse_int(t) {
        return Ok((IndexReg::None, n.clamp(-1000, 1000) as i32));
    }
    if let Some(idx) = index_reg(t) {
        return Ok((idx, 0));
    }
    let mut c = Cursor::new(t, 0);
    let head = c.word(&['+', '-']);
    let i = c.pos();
    let minus = c.eat("-");
    if minus || c.eat("+") {
        let name = head.trim();
        let num = c.rest();
        let idx = index_reg(name).ok_or_else(|| OperandError {
            span: p.slice(0, i).trim().span,
            message: format!("invalid index register `{name}` (expected a0.x, a0.y or aL)"),
        })?;
        let n = super::number::parse_int(num).ok_or_else(|| OperandError {
            span: p.slice(c.pos(), t.len()).trim().span,
            message: format!("invalid register offset `{}`", num.trim()),
        })?;
        let n = n.clamp(-1000, 1000) as i32;
        return Ok((idx, if minus { -n } else { n }));
    }
    err(
        p.span,
        format!("invalid register offset `{t}` (expected a number, a0.x, a0.y or aL, optionally + or - a number)"),
    )
}

/// Bracket text picasso 2.7.1 cannot read either.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
enum BracketError {
    #[error("invalid index register `{0}` (expected a0.x, a0.y or aL)")]
    IndexRegister(String),
    #[error("invalid register offset `{0}`")]
    NegativeOffset(String),
}

/// How picasso 2.7.1 reads bracket text: an index register alone; `idx + text`; or
/// else `atoi` of the whole text (so `1.x` is 1, `a0.x-2` and `uniform0.x` are 0).
fn picasso_bracket(t: &str) -> Result<(IndexReg, i32), BracketError> {
    if let Some(idx) = index_reg(t) {
        return Ok((idx, 0));
    }
    let mut c = Cursor::new(t, 0);
    let head = c.word(&['+']);
    let (idx, num) = if c.eat("+") {
        let name = head.trim();
        let idx = index_reg(name).ok_or_else(|| BracketError::IndexRegister(name.to_string()))?;
        (idx, c.rest().trim())
    } else {
        (IndexReg::None, t)
    };
    let n = super::number::c_atoi(num);
    if n < 0 {
        return Err(BracketError::NegativeOffset(num.to_string()));
    }
    Ok((idx, n.min(1000) as i32))
}

fn bracket_text(idx: IndexReg, offset: i32) -> String {
    let name = match idx {
        IndexReg::None => return offset.to_string(),
        IndexReg::A0X => "a0.x",
        IndexReg::A0Y => "a0.y",
        IndexReg::Al => "aL",
    };
    match offset {
        0 => name.to_string(),
        n if n < 0 => format!("{name}-{}", -n),
        n => format!("{name}+{n}"),
    }
}

/// picasso numbers registers in one space (v 0x00, r 0x10, c 0x20; o 0x00, r 0x10 as
/// destinations) and adds bracket offsets there, so `r15[1]` is c0.
fn cross_bank(base: Reg, offset: i32) -> Option<Reg> {
    let (code, limit) = match base.bank {
        Bank::O => (i32::from(base.index), 0x20),
        Bank::V | Bank::R | Bank::C => (i32::from(base.source_code()?), 0x80),
        _ => return None,
    };
    let id = code + offset;
    if id < 0 || id >= limit {
        return None;
    }
    let id = id as u8;
    Some(match (base.bank, id) {
        (Bank::O, 0..=0x0F) => Reg {
            bank: Bank::O,
            index: id,
        },
        (_, 0x10..=0x1F) => Reg {
            bank: Bank::R,
            index: id - 0x10,
        },
        (_, 0..=0x0F) => Reg {
            bank: Bank::V,
            index: id,
        },
        (_, _) => Reg {
            bank: Bank::C,
            index: id - 0x20,
        },
    })
}

/// Parses an operand and resolves aliases (marking them used). With `picasso`, text
/// that picasso reads differently is read its way (with a warning in `warnings`);
/// without, the same places are errors.
pub fn parse_operand(
    p: Piece<'_>,
    aliases: &mut AliasTable,
    warnings: &mut Vec<(Span, String)>,
    picasso: bool,
) -> Result<Operand, OperandError> {
    let quirk = |warnings: &mut Vec<(Span, String)>, span: Span, message: String| {
        if picasso {
            warnings.push((span, message));
            Ok(())
        } else {
            Err(OperandError { span, message })
        }
    };
    let p = p.trim();
    if p.is_empty() {
        return err(p.span, "missing operand");
    }
    let mut rest = p;
    let negate = rest.text.starts_with('-');
    if negate {
        rest = rest.slice(1, rest.text.len());
    }
    let name_end = rest
        .text
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '$'))
        .unwrap_or(rest.text.len());
    let name = rest.slice(0, name_end);
    if name.is_empty() {
        return err(p.span, format!("invalid operand `{}`", p.text));
    }
    rest = rest.slice(name_end, rest.text.len());
    let mut idx = IndexReg::None;
    let mut offset = 0i32;
    if rest.text.starts_with('[') {
        let close = match rest.text.find(']') {
            Some(c) => c,
            None => return err(rest.span, "missing closing bracket"),
        };
        let inner = rest.slice(1, close).trim();
        match (parse_bracket(inner), picasso_bracket(inner.text)) {
            (Ok(ours), Ok(theirs)) if ours == theirs => (idx, offset) = ours,
            (ours, Ok(theirs)) => {
                let read = bracket_text(theirs.0, theirs.1);
                let meant = match ours {
                    Ok(o) if o.1 < 0 => format!(
                        " (to mean offset {}, write the register {} lower)",
                        o.1, -o.1
                    ),
                    _ => String::new(),
                };
                quirk(
                    warnings,
                    inner.span,
                    format!(
                        "`[{}]` is read as `[{read}]`, as picasso does; write `[{read}]`{meant}",
                        inner.text
                    ),
                )?;
                (idx, offset) = theirs;
            }
            (Ok(_), Err(e)) => return err(inner.span, e.to_string()),
            (Err(OperandError { message, .. }), Err(_)) => return err(inner.span, message),
        }
        rest = rest.slice(close + 1, rest.text.len());
    }
    let mut swizzle = Swizzle::IDENTITY;
    let mut has_suffix = false;
    if rest.text == "." {
        quirk(
            warnings,
            rest.span,
            format!(
                "empty swizzle in `{}` is read as `.x`, as picasso does; write `.x`",
                p.text
            ),
        )?;
        swizzle = Swizzle::from_components([0; 4]);
        has_suffix = true;
        rest = rest.slice(rest.text.len(), rest.text.len());
    } else if rest.text.starts_with('.') {
        swizzle = parse_swizzle(rest.slice(1, rest.text.len()))?;
        has_suffix = true;
        rest = rest.slice(rest.text.len(), rest.text.len());
    }
    if !rest.is_empty() {
        // picasso reads the number of a register name with strtoll and ignores what
        // follows it up to the swizzle dot (`v0 extra` is v0, `v0 junk.x` is v0.x);
        // a name it looks up whole, so only register names get this reading.
        let is_register = !aliases.contains_key(name.text)
            && matches!(parse_register_name(name.text), Some(Ok(_)));
        if !(is_register && rest.text.starts_with(char::is_whitespace) && !rest.text.contains('['))
        {
            return err(
                rest.span,
                format!("unexpected `{}` after the operand", rest.text),
            );
        }
        let junk_end = rest.text.find('.').unwrap_or(rest.text.len());
        let junk = rest.slice(0, junk_end).trim();
        quirk(
            warnings,
            junk.span,
            format!(
                "`{}` after the register is ignored, as picasso does; remove it",
                junk.text
            ),
        )?;
        if junk_end < rest.text.len() {
            let sw = rest.slice(junk_end + 1, rest.text.len());
            swizzle = if sw.is_empty() {
                quirk(
                    warnings,
                    sw.span,
                    format!(
                        "empty swizzle in `{}` is read as `.x`, as picasso does; write `.x`",
                        p.text
                    ),
                )?;
                Swizzle::from_components([0; 4])
            } else {
                parse_swizzle(sw)?
            };
            has_suffix = true;
        }
    }
    let mut literal = None;
    let (base, mut neg, swizzle) = if let Some(entry) = aliases.get_mut(name.text) {
        entry.used = true;
        if entry.unknown {
            return err(name.span, "");
        }
        let a = entry.alias;
        (a.reg, a.negate, Swizzle::compose(a.swizzle, swizzle))
    } else {
        match parse_register_name(name.text) {
            Some(Ok((reg, upper))) => {
                if upper {
                    // picasso tests the bank letter in lower case only, so `R1` gets no
                    // bank offset: the number alone, in its v/r/c numbering.
                    let read = cross_bank(
                        Reg {
                            bank: Bank::V,
                            index: 0,
                        },
                        i32::from(reg.index),
                    )
                    .filter(|_| reg.index < 0x80);
                    match read {
                        Some(r) => {
                            quirk(
                                warnings,
                                name.span,
                                format!(
                                    "upper-case register name `{}` is read as {r}, as picasso does; write {r} (or {})",
                                    name.text,
                                    Reg { bank: reg.bank, index: reg.index }
                                ),
                            )?;
                            (r, false, swizzle)
                        }
                        None => {
                            return err(
                                name.span,
                                format!(
                                    "upper-case register name `{}`: write it in lower case",
                                    name.text
                                ),
                            )
                        }
                    }
                } else {
                    literal = Some(reg);
                    (reg, false, swizzle)
                }
            }
            Some(Err(msg)) => match picasso_register_number(name.text) {
                // picasso reads the number with strtoll(…, 0): C prefixes, and
                // whatever follows the number is ignored.
                Some(reg) => {
                    quirk(
                        warnings,
                        name.span,
                        format!(
                            "register `{}` is read as {reg}, as picasso does (C number prefixes, trailing text ignored); write {reg}",
                            name.text
                        ),
                    )?;
                    literal = Some(reg);
                    (reg, false, swizzle)
                }
                None => return err(name.span, msg.to_string()),
            },
            None => {
                return err(
                    name.span,
                    format!("unknown register or name `{}`", name.text),
                )
            }
        }
    };
    neg ^= negate;
    let index = i32::from(base.index) + offset;
    if idx == IndexReg::None && offset > 0 && index >= i32::from(base.bank.size()) {
        if let Some(reg) = cross_bank(base, offset) {
            quirk(
                warnings,
                p.span,
                format!(
                    "`{}` is read as {reg}, as picasso does (offsets run on into the next bank); write {reg}",
                    p.text
                ),
            )?;
            return Ok(Operand {
                reg,
                negate: neg,
                swizzle,
                idx,
                has_suffix,
                literal,
            });
        }
    }
    if index < 0 || index >= i32::from(base.bank.size()) {
        return err(
            p.span,
            format!(
                "offset {offset} takes {} outside its bank ({}0–{}{})",
                base,
                base.bank.letter(),
                base.bank.letter(),
                base.bank.size() - 1
            ),
        );
    }
    if idx != IndexReg::None && base.bank != Bank::C {
        return err(
            p.span,
            "relative addressing is only possible on c registers",
        );
    }
    Ok(Operand {
        reg: Reg {
            bank: base.bank,
            index: index as u8,
        },
        negate: neg,
        swizzle,
        idx,
        has_suffix,
        literal,
    })
}
