//! Directives: procedures and blocks, names, uniforms, constants, inputs, outputs,
//! entry points and geometry-shader modes.

use super::alloc::UniformKind;
use super::assembler::{fail, Assembler, BlockKind, ConstArray, GlobalUniform, Res};
use super::line::{is_identifier, Piece, Span};
use super::number::{is_plain_float24, parse_float, parse_int, to_float24, LiteralError};
use super::operand::{parse_swizzle, Alias, AliasEntry, Bank, Operand, Reg};
use crate::float24::Float24;
use crate::isa::Swizzle;
use crate::shbin::{Constant, ConstantValue, Output, OutputSemantic};

const OUTPUT_SEMANTICS: &[(&str, u16)] = &[
    ("position", 0),
    ("pos", 0),
    ("normalquat", 1),
    ("nquat", 1),
    ("color", 2),
    ("clr", 2),
    ("texcoord0", 3),
    ("tcoord0", 3),
    ("texcoord0w", 4),
    ("tcoord0w", 4),
    ("texcoord1", 5),
    ("tcoord1", 5),
    ("texcoord2", 6),
    ("tcoord2", 6),
    ("view", 8),
    ("dummy", 9),
];

const DUMMY: u16 = 9;
const MAX_OUTPUTS: usize = 16;
const MAX_CONSTANTS: usize = 96;
const MAX_UNIFORMS: usize = 96;

/// `0x` and 1–8 hexadecimal digits.
fn hex_word(t: &str) -> Option<u32> {
    t.strip_prefix("0x")
        .or_else(|| t.strip_prefix("0X"))
        .filter(|h| !h.is_empty() && h.len() <= 8)
        .and_then(|h| u32::from_str_radix(h, 16).ok())
}

fn no_args(args: Piece<'_>) -> Res {
    if !args.is_empty() {
        return fail(args.span, format!("unexpected `{}`", args.text));
    }
    Ok(())
}

/// Space-separated words, between `min` and `max` of them.
fn words<'p>(args: Piece<'p>, d: Piece<'_>, min: usize, max: usize) -> Res<Vec<Piece<'p>>> {
    let w = args.words_or_commas();
    if w.len() < min {
        return fail(
            d.span,
            format!(
                "`{}` needs {min} argument{}",
                d.text,
                if min == 1 { "" } else { "s" }
            ),
        );
    }
    if w.len() > max {
        return fail(w[max].span, format!("unexpected `{}`", w[max].text));
    }
    Ok(w)
}

/// `name(x, y, z, w)`: the name, the four values, and what picasso would ignore:
/// more values than four (picasso reads the fourth value with `atof`/`atoi`, which stop
/// at the first comma, so the fourth piece here runs to the `)`), and text after the
/// `)`. The caller reports the ignored parts.
struct Tuple<'p> {
    name: Piece<'p>,
    values: Vec<Piece<'p>>,
    /// Values beyond the fourth (their span), read as part of the fourth by picasso.
    extra: Option<Piece<'p>>,
    /// Text after the `)`.
    after: Option<Piece<'p>>,
}

fn tuple(args: Piece<'_>) -> Res<Tuple<'_>> {
    let Some(open) = args.text.find('(') else {
        return fail(args.span, "expected `name(x, y, z, w)`");
    };
    let Some(close) = args.text[open..].find(')').map(|c| c + open) else {
        return fail(args.span, "missing `)`");
    };
    let after = args.slice(close + 1, args.text.len()).trim();
    let inner = args.slice(open + 1, close);
    let mut values = inner.split(',');
    let mut extra = None;
    if values.len() > 4 {
        let fourth = values[3].span.start - inner.span.start;
        let fifth = values[4].span.start - inner.span.start;
        extra = Some(inner.slice(fifth, inner.text.len()).trim());
        values.truncate(3);
        values.push(inner.slice(fourth, inner.text.len()).trim());
    }
    if values.len() != 4 || values.iter().any(|v| v.is_empty()) {
        return fail(
            args.slice(open, close + 1).span,
            "expected four values `(x, y, z, w)`",
        );
    }
    Ok(Tuple {
        name: args.slice(0, open).trim(),
        values,
        extra,
        after: Some(after).filter(|a| !a.is_empty()),
    })
}

impl<'a> Assembler<'a> {
    fn float(&mut self, p: Piece<'_>) -> Res<Float24> {
        match parse_float(p.text) {
            Ok(v) => {
                let f = to_float24(v);
                if !is_plain_float24(f) {
                    self.warn(
                        p.span,
                        format!(
                            "`{}` is not a finite float24 number (encoded as {f:#08x})",
                            p.text
                        ),
                    );
                }
                Ok(Float24::from_bits_truncate(f))
            }
            Err(e) => {
                let read = super::number::c_atof(p.text);
                let message = match e {
                    LiteralError::NotANumber => format!(
                        "`{}` is not a number and is read as 0.0, as picasso does; write a number",
                        p.text
                    ),
                    LiteralError::Trailing { .. } => format!(
                        "`{}`: expressions are not supported; it is read as {read:?}, as picasso does; write the value",
                        p.text
                    ),
                };
                self.quirk(p.span, message)?;
                Ok(Float24::from_bits_truncate(to_float24(read)))
            }
        }
    }

    fn int_byte(&mut self, p: Piece<'_>) -> Res<u8> {
        // picasso stores `atoi(text) & 0xFF`: the leading decimal number, low byte.
        let read = (super::number::c_atoi(p.text) & 0xFF) as u8;
        let message = match parse_int(p.text) {
            Some(n @ -128..=255) => return Ok(n as u8),
            Some(_) => format!(
                "`{}` does not fit in a byte (-128..255); picasso keeps the low byte, {read}; write {read}",
                p.text
            ),
            None => format!(
                "`{}` is not a decimal integer; picasso reads it as {read} (the leading decimal number, low byte); write {read}",
                p.text
            ),
        };
        self.quirk(p.span, message)?;
        Ok(read)
    }

    /// The four values of a tuple, reporting what picasso ignores.
    fn tuple_values(&mut self, t: &Tuple<'_>, kind: UniformKind) -> Res<Constant> {
        if let Some(extra) = t.extra {
            self.quirk(
                extra.span,
                format!(
                    "more than four values: picasso ignores `{}` (it reads the fourth value up to the first comma)",
                    extra.text
                ),
            )?;
        }
        if let Some(after) = t.after {
            self.quirk(
                after.span,
                format!(
                    "`{}` after `)` is ignored, as picasso does; remove it",
                    after.text
                ),
            )?;
        }
        // The fourth piece runs to the `)` when there are extra values: read its
        // first value, as atof/atoi do.
        let mut vals = t.values.clone();
        if t.extra.is_some() {
            let v = vals[3];
            let end = v.text.find(',').unwrap_or(v.text.len());
            vals[3] = v.slice(0, end).trim();
        }
        self.values(kind, &vals)
    }

    fn values(&mut self, kind: UniformKind, vals: &[Piece<'_>]) -> Res<Constant> {
        Ok(match kind {
            UniformKind::Float => {
                let mut v = [Float24::ZERO; 4];
                for (o, p) in v.iter_mut().zip(vals) {
                    *o = self.float(*p)?;
                }
                Constant {
                    register: 0,
                    value: ConstantValue::Float(v),
                }
            }
            _ => {
                let mut v = [0u8; 4];
                for (o, p) in v.iter_mut().zip(vals) {
                    *o = self.int_byte(*p)?;
                }
                Constant {
                    register: 0,
                    value: ConstantValue::Int(v),
                }
            }
        })
    }

    /// picasso splits these directives at spaces only and compares the words at
    /// `positions` whole (names, semantics, modes), so a comma there makes it refuse
    /// the line; register words it reads with strtoll, which stops at the comma.
    /// gpubin reads `.entry main,` as `main` unless reading as picasso does.
    fn whole_words(&mut self, args: Piece<'_>, positions: &[usize]) -> Res {
        if !self.opts.picasso {
            return Ok(());
        }
        let w = args.words();
        for &i in positions {
            if let Some(p) = w.get(i).filter(|p| p.text.contains(',')) {
                return fail(
                    p.span,
                    format!(
                        "invalid identifier `{}`: picasso separates the words of this directive by spaces only, so the comma belongs to the word; remove it",
                        p.text
                    ),
                );
            }
        }
        Ok(())
    }

    fn new_name(&self, p: Piece<'_>, what: &str) -> Res {
        if !is_identifier(p.text) {
            return fail(p.span, format!("invalid {what} name `{}`", p.text));
        }
        if self.aliases.contains_key(p.text) {
            return fail(p.span, format!("`{}` is already defined", p.text));
        }
        Ok(())
    }

    fn define(&mut self, name: &str, reg: Reg) {
        self.aliases.insert(
            name.to_string(),
            AliasEntry {
                alias: Alias {
                    reg,
                    negate: false,
                    swizzle: Swizzle::IDENTITY,
                },
                used: false,
                declared: None,
                unknown: false,
            },
        );
    }

    fn operand_plain(&mut self, p: Piece<'_>) -> Res<Operand> {
        self.operand(p)
    }

    pub fn directive(&mut self, d: Piece<'_>, args: Piece<'_>) -> Res {
        let r = self.directive_inner(d, args);
        if r.is_err() {
            // A failed declaration still declares its name, so that later uses are
            // not reported again.
            let name = match d.text[1..].to_ascii_lowercase().as_str() {
                "constf" | "consti" => args.text.find('(').map(|i| args.slice(0, i).trim()),
                "constfa" => args.text.find('[').map(|i| args.slice(0, i).trim()),
                "alias" | "in" | "out" => args.words_or_commas().first().copied(),
                _ => None,
            };
            if let Some(n) = name {
                self.declare_unknown(n);
            }
            if d.text[1..].eq_ignore_ascii_case("proc") && !self.procs.contains_key(args.text) {
                // Already reported: calls and the entry point are not reported again.
                self.unclosed_procs.push(args.text.to_string());
            }
        }
        r
    }

    fn directive_inner(&mut self, d: Piece<'_>, args: Piece<'_>) -> Res {
        let name = d.text[1..].to_ascii_lowercase();
        match name.as_str() {
            "proc" => {
                let w = words(args, d, 1, 1)?;
                if let Some(open) = self.stack.last() {
                    let what = match open.kind {
                        BlockKind::Proc(_) => "another procedure",
                        _ => "a block",
                    };
                    self.quirk(
                        d.span,
                        format!("`.proc` inside {what}; procedures cannot nest (picasso places it inside the enclosing code)"),
                    )?;
                }
                if !is_identifier(w[0].text) {
                    return fail(w[0].span, format!("invalid procedure name `{}`", w[0].text));
                }
                self.open_block(BlockKind::Proc(w[0].text.to_string()), w[0].span)?;
                if self.procs.contains_key(w[0].text) {
                    // The block stays open so the rest of the file is still checked.
                    return fail(
                        w[0].span,
                        format!("procedure `{}` is already defined", w[0].text),
                    );
                }
                Ok(())
            }
            "end" => {
                no_args(args)?;
                self.block_end(d.span)
            }
            "else" => {
                no_args(args)?;
                self.block_else(d.span)
            }
            "entry" => {
                self.whole_words(args, &[0])?;
                let w = words(args, d, 1, 1)?;
                if !is_identifier(w[0].text) {
                    return fail(w[0].span, format!("invalid procedure name `{}`", w[0].text));
                }
                let loc = self.loc(w[0].span);
                let dv = self.dvle();
                dv.entry = w[0].text.to_string();
                dv.entry_loc = Some(loc);
                Ok(())
            }
            "nodvle" => {
                no_args(args)?;
                self.dvle().nodvle = true;
                Ok(())
            }
            "alias" => {
                self.whole_words(args, &[0])?;
                let w = words(args, d, 2, 2)?;
                let n = w[0];
                if !is_identifier(n.text) {
                    return fail(n.span, format!("invalid alias name `{}`", n.text));
                }
                let b = n.text.as_bytes();
                if b.len() > 1 && b"ovrcibOVRCIB".contains(&b[0]) && b[1].is_ascii_digit() {
                    return fail(
                        n.span,
                        format!("`{}` looks like a register and cannot be an alias", n.text),
                    );
                }
                let op = self.operand_plain(w[1])?;
                if self.aliases.contains_key(n.text) {
                    return fail(n.span, format!("`{}` is already defined", n.text));
                }
                if op.idx != crate::isa::IndexReg::None {
                    return fail(w[1].span, "an alias cannot hold relative addressing");
                }
                let loc = self.loc(n.span);
                self.aliases.insert(
                    n.text.to_string(),
                    AliasEntry {
                        alias: Alias {
                            reg: op.reg,
                            negate: op.negate,
                            swizzle: op.swizzle,
                        },
                        used: false,
                        declared: Some(loc),
                        unknown: false,
                    },
                );
                Ok(())
            }
            "fvec" => self.uniforms_decl(d, args, UniformKind::Float),
            "ivec" => self.uniforms_decl(d, args, UniformKind::Int),
            "bool" => self.uniforms_decl(d, args, UniformKind::Bool),
            "constf" => self.constant(args, UniformKind::Float),
            "consti" => self.constant(args, UniformKind::Int),
            "constfa" => self.constfa(d, args),
            "setf" | "seti" => {
                let kind = if name == "setf" {
                    UniformKind::Float
                } else {
                    UniformKind::Int
                };
                let t = tuple(args)?;
                let reg = t.name;
                let op = self.operand_plain(reg)?;
                let (bank, what) = if kind == UniformKind::Float {
                    (Bank::C, "a float uniform (c0–c95)")
                } else {
                    (Bank::I, "an integer uniform (i0–i3)")
                };
                if op.reg.bank != bank || op.idx != crate::isa::IndexReg::None {
                    return fail(reg.span, format!("expected {what}, found `{}`", reg.text));
                }
                let mut c = self.tuple_values(&t, kind)?;
                c.register = op.reg.index.into();
                self.push_constant(c, d.span)
            }
            "setb" => {
                self.whole_words(args, &[1])?;
                let w = words(args, d, 2, 2)?;
                let op = self.operand_plain(w[0])?;
                if op.reg.bank != Bank::B {
                    return fail(
                        w[0].span,
                        format!("expected a bool uniform (b0–b15), found `{}`", w[0].text),
                    );
                }
                let value = match w[1].text.to_ascii_lowercase().as_str() {
                    "true" | "on" | "1" => true,
                    "false" | "off" | "0" => false,
                    _ => {
                        return fail(
                            w[1].span,
                            format!(
                                "invalid bool value `{}` (expected true/false, on/off, 1/0)",
                                w[1].text
                            ),
                        )
                    }
                };
                self.push_constant(
                    Constant {
                        register: op.reg.index.into(),
                        value: ConstantValue::Bool(value),
                    },
                    d.span,
                )
            }
            "word" => {
                // gpubin extension: one raw instruction word, as the disassembler prints
                // words that decode to no instruction.
                if self.stack.is_empty() {
                    return fail(d.span, "`.word` outside of a `.proc` block");
                }
                let Some(value) = hex_word(args.text) else {
                    return fail(args.span, "expected `.word 0xXXXXXXXX`");
                };
                self.last_was_end = false;
                self.dvle();
                self.emit(value);
                self.last_raw = true;
                Ok(())
            }
            "opdesc" => {
                // gpubin extension: one operand-descriptor entry, verbatim (low word,
                // optional high word).
                let parts = args.split(',');
                if parts.is_empty() || parts.len() > 2 || parts[0].is_empty() {
                    return fail(d.span, "expected `.opdesc 0xLOW[, 0xHIGH]`");
                }
                let mut words = [0u32; 2];
                for (w, p) in words.iter_mut().zip(&parts) {
                    *w = hex_word(p.text).ok_or_else(|| super::assembler::Fail {
                        span: p.span,
                        message: format!("expected a hexadecimal word, found `{}`", p.text),
                        code: None,
                    })?;
                }
                let i = self
                    .descs
                    .push_exact(words[0])
                    .map_err(|_| super::assembler::Fail {
                        span: d.span,
                        message: "too many operand descriptors (the table holds 128)".into(),
                        code: Some(super::diag::Code::DescriptorTableFull),
                    })?;
                if words[1] != 0 {
                    self.descriptor_high.push((i, words[1]));
                }
                Ok(())
            }
            "entryat" => {
                // gpubin extension: the DVLE's entry range in words, without a procedure.
                let w = words(args, d, 2, 2)?;
                let mut v = [0u32; 2];
                for (o, p) in v.iter_mut().zip(&w) {
                    *o = match parse_int(p.text) {
                        Some(n @ 0..=4095) => n as u32,
                        _ => return fail(p.span, format!("invalid word position `{}`", p.text)),
                    };
                }
                let loc = self.loc(args.span);
                self.dvle().entry_range = Some((v[0], v[1], loc));
                Ok(())
            }
            "inmask" | "outmask" => {
                // gpubin extension: the header's input/output mask as given.
                let w = words(args, d, 1, 1)?;
                let Some(m) = hex_word(w[0].text).filter(|m| *m <= 0xFFFF) else {
                    return fail(
                        w[0].span,
                        format!("expected a 16-bit hexadecimal mask, found `{}`", w[0].text),
                    );
                };
                let dv = self.dvle();
                if name == "inmask" {
                    dv.mask_override.0 = Some(m as u16);
                } else {
                    dv.mask_override.1 = Some(m as u16);
                }
                Ok(())
            }
            "in" => self.input(d, args),
            "out" => self.output(d, args),
            "gsh" => self.gsh(d, args),
            _ => fail(d.span, format!("unknown directive `{}`", d.text)),
        }
    }

    fn push_constant(&mut self, c: Constant, span: Span) -> Res {
        let dv = self.dvle();
        if dv.constants.len() == MAX_CONSTANTS {
            return fail(
                span,
                format!("too many constants in one DVLE (limit {MAX_CONSTANTS})"),
            );
        }
        dv.constants.push(c);
        Ok(())
    }

    /// A uniform array size: a plain decimal number, or (as picasso reads it with
    /// `atoi`) the number the text starts with.
    fn uniform_size(&mut self, inner: Piece<'_>) -> Res<u16> {
        let t = inner.text;
        if let Some(n) = parse_int(t).filter(|n| (1..=96).contains(n)) {
            return Ok(n as u16);
        }
        let read = super::number::c_atoi(t);
        if parse_int(t).is_none() && (1..=96).contains(&read) {
            let plain = match super::number::simple_expression(t) {
                Some(v) if v != read => format!("{read} or {v}"),
                _ => read.to_string(),
            };
            self.quirk(
                inner.span,
                format!("size `{t}` is read as {read}, as picasso does; write {plain}"),
            )?;
            return Ok(read as u16);
        }
        fail(inner.span, format!("invalid uniform size `{t}`"))
    }

    /// After a failed declaration, declares the name anyway (as an unknown register)
    /// so that later uses are not reported again.
    pub fn declare_unknown(&mut self, name: Piece<'_>) {
        if is_identifier(name.text) && !self.aliases.contains_key(name.text) {
            self.aliases.insert(
                name.text.to_string(),
                AliasEntry {
                    alias: Alias {
                        reg: Reg {
                            bank: Bank::C,
                            index: 0,
                        },
                        negate: false,
                        swizzle: Swizzle::IDENTITY,
                    },
                    used: true,
                    declared: None,
                    unknown: true,
                },
            );
        }
    }

    fn uniforms_decl(&mut self, d: Piece<'_>, args: Piece<'_>, kind: UniformKind) -> Res {
        if args.is_empty() {
            // picasso declares nothing, but the file now has a DVLE.
            self.quirk(
                d.span,
                format!("`{}` needs at least one name; picasso declares nothing (but gives the file a DVLE)", d.text),
            )?;
            self.dvle();
            return Ok(());
        }
        let mut items = args.split(',');
        let mut reported = None;
        if items.len() > 1 && items.last().is_some_and(|i| i.is_empty()) {
            // picasso stops at a comma that ends the line. The names before it are
            // declared either way, so that their uses are not reported again.
            let last = items.pop().map(|i| i.span).unwrap_or(d.span);
            if let Err(f) = self.quirk(
                last,
                "a trailing comma is ignored, as picasso does; remove it",
            ) {
                reported = Some(last);
                self.report(f);
            }
        }
        self.uniform_items(items, kind)?;
        match reported {
            Some(span) => fail(span, ""),
            None => Ok(()),
        }
    }

    fn uniform_items(&mut self, items: Vec<Piece<'_>>, kind: UniformKind) -> Res {
        for item in items {
            let (name, size) = match item.text.find('[') {
                Some(open) => {
                    let Some(close) = item.text.find(']') else {
                        return fail(item.span, "missing closing bracket");
                    };
                    let tail = item.slice(close + 1, item.text.len()).trim();
                    if !tail.is_empty() {
                        return fail(tail.span, format!("unexpected `{}`", tail.text));
                    }
                    let inner = item.slice(open + 1, close).trim();
                    let name = item.slice(0, open).trim();
                    match self.uniform_size(inner) {
                        Ok(n) => (name, n),
                        Err(f) => {
                            self.declare_unknown(name);
                            return Err(f);
                        }
                    }
                }
                None => (item, 1),
            };
            self.new_name(name, "uniform")?;
            let space = self.space();
            let shared = space == 0;
            let mut id = None;
            if shared {
                if let Some(u) = self.uniforms.iter().find(|u| u.name == name.text) {
                    if u.kind != kind {
                        return fail(
                            name.span,
                            format!("uniform `{}` was declared with another type", name.text),
                        );
                    }
                    if u.size != size {
                        return fail(
                            name.span,
                            format!("uniform `{}` was declared with size {}", name.text, u.size),
                        );
                    }
                    id = Some(u.id);
                }
            }
            let id = match id {
                Some(id) => id,
                None => {
                    if shared && self.uniforms.len() == MAX_UNIFORMS {
                        return fail(
                            name.span,
                            format!("too many uniform declarations (limit {MAX_UNIFORMS})"),
                        );
                    }
                    match self.alloc[space].bank(kind).alloc_global(size) {
                        Some(id) => id,
                        None => {
                            return fail(
                                item.span,
                                format!("not enough uniform registers for `{}`", item.text),
                            )
                        }
                    }
                }
            };
            if shared {
                let loc = self.loc(name.span);
                self.uniforms.push(GlobalUniform {
                    name: name.text.to_string(),
                    id,
                    size,
                    kind,
                    loc,
                });
            }
            if !name.text.starts_with('_') {
                let dv = self.dvle();
                if dv.uniforms.len() == MAX_UNIFORMS {
                    return fail(name.span, "too many uniforms in one DVLE");
                }
                dv.uniforms.push((name.text.to_string(), id, size));
            }
            let bank = match kind {
                UniformKind::Float => Bank::C,
                UniformKind::Int => Bank::I,
                UniformKind::Bool => Bank::B,
            };
            let reg = Reg {
                bank,
                index: (id - kind.base()) as u8,
            };
            self.define(name.text, reg);
        }
        Ok(())
    }

    fn constant(&mut self, args: Piece<'_>, kind: UniformKind) -> Res {
        let t = tuple(args)?;
        let name = t.name;
        let nameless = name.is_empty() && !self.aliases.contains_key("");
        if nameless {
            // picasso defines the empty name (once per file) and allocates the register.
            self.quirk(
                args.span,
                "a constant without a name is allocated a register that nothing can use, as picasso does; name it",
            )?;
        } else {
            self.new_name(name, "constant")?;
        }
        let mut c = self.tuple_values(&t, kind)?;
        let space = self.space();
        let Some(id) = self.alloc[space].bank(kind).alloc_local(1) else {
            return fail(
                name.span,
                format!("no register left for constant `{}`", name.text),
            );
        };
        let index = (id - kind.base()) as u8;
        c.register = index.into();
        self.push_constant(c, name.span)?;
        let bank = if kind == UniformKind::Float {
            Bank::C
        } else {
            Bank::I
        };
        self.define(name.text, Reg { bank, index });
        Ok(())
    }

    fn constfa(&mut self, d: Piece<'_>, args: Piece<'_>) -> Res {
        let in_array = matches!(self.stack.last().map(|b| &b.kind), Some(BlockKind::Array));
        if !in_array {
            let Some(open) = args.text.find('[') else {
                return fail(
                    args.span,
                    "expected `.constfa name[]` or `.constfa name[N]`",
                );
            };
            let Some(close) = args.text.find(']') else {
                return fail(args.span, "missing closing bracket");
            };
            let tail = args.slice(close + 1, args.text.len()).trim();
            if !tail.is_empty() {
                return fail(tail.span, format!("unexpected `{}`", tail.text));
            }
            let name = args.slice(0, open).trim();
            let inner = args.slice(open + 1, close).trim();
            let size = if inner.is_empty() {
                None
            } else {
                match parse_int(inner.text) {
                    Some(n) if (1..=96).contains(&n) => Some(n as usize),
                    _ => return fail(inner.span, format!("invalid array size `{}`", inner.text)),
                }
            };
            if !is_identifier(name.text) {
                return fail(name.span, format!("invalid array name `{}`", name.text));
            }
            self.open_block(BlockKind::Array, name.span)?;
            self.const_array = Some(ConstArray {
                name: name.text.to_string(),
                size,
                elements: Vec::new(),
            });
            return Ok(());
        }
        if let Some(a) = &self.const_array {
            if a.size == Some(a.elements.len()) {
                return fail(
                    d.span,
                    format!(
                        "too many elements in array `{}` (declared with {})",
                        a.name,
                        a.elements.len()
                    ),
                );
            }
        }
        let t = args.text;
        if !t.starts_with('(') {
            return fail(args.span, "expected `(x, y, z, w)`");
        }
        let t = tuple(args)?;
        let ConstantValue::Float(value) = self.tuple_values(&t, UniformKind::Float)?.value else {
            return Ok(());
        };
        if let Some(a) = &mut self.const_array {
            a.elements.push(value);
        }
        Ok(())
    }

    pub fn end_const_array(&mut self, span: Span) -> Res {
        let Some(a) = self.const_array.take() else {
            return Ok(());
        };
        if self.aliases.contains_key(&a.name) {
            return fail(span, format!("`{}` is already defined", a.name));
        }
        let mut elements = a.elements;
        if let Some(n) = a.size {
            elements.resize(n, [Float24::ZERO; 4]);
        }
        if elements.is_empty() {
            return fail(span, format!("array `{}` has no elements", a.name));
        }
        let space = self.space();
        let Some(id) = self.alloc[space].float.alloc_local(elements.len() as u16) else {
            return fail(
                span,
                format!("not enough registers for constant array `{}`", a.name),
            );
        };
        if self.dvle().constants.len() + elements.len() > MAX_CONSTANTS {
            return fail(
                span,
                format!("too many constants in one DVLE (limit {MAX_CONSTANTS})"),
            );
        }
        let base = (id - 0x20) as u8;
        for (i, v) in elements.into_iter().enumerate() {
            self.dvle().constants.push(Constant {
                register: u16::from(base + i as u8),
                value: ConstantValue::Float(v),
            });
        }
        self.define(
            &a.name,
            Reg {
                bank: Bank::C,
                index: base,
            },
        );
        Ok(())
    }

    fn input(&mut self, d: Piece<'_>, args: Piece<'_>) -> Res {
        self.whole_words(args, &[0])?;
        let w = words(args, d, 1, 2)?;
        self.new_name(w[0], "input")?;
        let reg = match w.get(1) {
            Some(r) => {
                let mut op = self.operand_plain(*r)?;
                if op.reg.bank == Bank::O && !op.negate && op.idx == crate::isa::IndexReg::None {
                    self.o_v_alike(r.span, &mut op.reg, Bank::V, "", "is read")?;
                }
                if op.reg.bank != Bank::V || op.negate || op.idx != crate::isa::IndexReg::None {
                    return fail(
                        r.span,
                        format!("expected an input register (v0–v15), found `{}`", r.text),
                    );
                }
                if self.dvle().input_mask >> op.reg.index & 1 != 0 {
                    self.quirk(
                        r.span,
                        format!(
                            "{} is already declared as an input; picasso lists it again under the new name",
                            op.reg
                        ),
                    )?;
                }
                op.reg.index
            }
            None => match (0..16).find(|i| self.dvle().input_mask >> i & 1 == 0) {
                Some(i) => i,
                None => return fail(w[0].span, "too many inputs (v0–v15 are all taken)"),
            },
        };
        let dv = self.dvle();
        if dv.uniforms.len() == MAX_UNIFORMS {
            return fail(w[0].span, "too many uniforms in one DVLE");
        }
        dv.input_mask |= 1 << reg;
        dv.uniforms.push((w[0].text.to_string(), u16::from(reg), 1));
        self.define(
            w[0].text,
            Reg {
                bank: Bank::V,
                index: reg,
            },
        );
        Ok(())
    }

    fn output(&mut self, d: Piece<'_>, args: Piece<'_>) -> Res {
        self.whole_words(args, &[0, 1])?;
        let w = words(args, d, 2, 3)?;
        let name = if w[0].text == "-" {
            None
        } else {
            self.new_name(w[0], "output")?;
            Some(w[0])
        };
        let (sem_text, sem_mask) = match w[1].text.find('.') {
            Some(i) => (w[1].slice(0, i), Some(w[1].slice(i + 1, w[1].text.len()))),
            None => (w[1], None),
        };
        let Some(&(_, semantic)) = OUTPUT_SEMANTICS
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(sem_text.text))
        else {
            return fail(
                sem_text.span,
                format!("unknown output semantic `{}`", sem_text.text),
            );
        };
        let max = self.dvle().max_output_reg();
        let (reg, swizzle) = match w.get(2) {
            Some(r) => {
                if let Some(m) = sem_mask {
                    return fail(m.span, "the mask goes on the register when one is given");
                }
                let mut op = self.operand_plain(*r)?;
                if op.reg.bank == Bank::V && !op.negate && op.idx == crate::isa::IndexReg::None {
                    self.o_v_alike(r.span, &mut op.reg, Bank::O, "", "is read")?;
                }
                if op.reg.bank != Bank::O || op.negate || op.idx != crate::isa::IndexReg::None {
                    return fail(
                        r.span,
                        format!("expected an output register, found `{}`", r.text),
                    );
                }
                if op.reg.index >= max {
                    return fail(
                        r.span,
                        format!("geometry shaders only have o0–o6, not {}", op.reg),
                    );
                }
                (Some(op.reg.index), op.swizzle)
            }
            None => {
                let sw = match sem_mask {
                    Some(m) => parse_swizzle(m)?,
                    None => Swizzle::IDENTITY,
                };
                (None, sw)
            }
        };
        let probe = Operand {
            reg: Reg {
                bank: Bank::O,
                index: 0,
            },
            negate: false,
            swizzle,
            idx: crate::isa::IndexReg::None,
            has_suffix: true,
            literal: None,
        };
        if probe.mask_out_of_order() {
            self.warn(
                w[w.len() - 1].span,
                "arbitrary swizzling has no effect for output mask",
            );
        }
        // Output table mask: bit 0 = x (the reverse of the descriptor's).
        let dmask = probe.mask();
        let mask = (0..4).fold(
            0u16,
            |m, c| if dmask & (8 >> c) != 0 { m | 1 << c } else { m },
        );
        let picasso = self.opts.picasso;
        let dv = self.dvle();
        let reg = match reg {
            Some(r) => {
                if dv.output_used >> (4 * u32::from(r)) & u64::from(mask) != 0 {
                    return fail(
                        w[2].span,
                        "this output overlaps components of an earlier output",
                    );
                }
                // picasso keeps the used components in 32 bits and shifts by 4 * the
                // register on x86, where the count wraps: o8–o15 collide with o0–o7.
                let folded = (dv.output_used | dv.output_used >> 32) as u32;
                if picasso && (u32::from(mask) << (4 * u32::from(r) % 32)) & folded != 0 {
                    return fail(
                        w[2].span,
                        format!(
                            "this output collides with another one previously defined: picasso 2.7.1 checks o{r} as o{} (o8–o15 wrap onto o0–o7)",
                            r % 8
                        ),
                    );
                }
                r
            }
            None => match (0..max).find(|i| dv.output_mask >> i & 1 == 0) {
                Some(r) => r,
                None => return fail(w[1].span, "too many outputs"),
            },
        };
        if dv.outputs.len() == MAX_OUTPUTS {
            return fail(d.span, format!("too many outputs (limit {MAX_OUTPUTS})"));
        }
        if reg >= 7 && semantic != DUMMY {
            return fail(
                w[w.len() - 1].span,
                format!("o{reg} can only be a dummy output"),
            );
        }
        dv.outputs.push(Output {
            semantic: OutputSemantic::from_code(semantic),
            register: u16::from(reg),
            mask,
            unknown: 0,
        });
        dv.output_mask |= 1 << reg;
        dv.output_used |= u64::from(mask) << (4 * u32::from(reg));
        if semantic == DUMMY && dv.uses_gsh_space() {
            dv.merge = true;
        }
        if let Some(n) = name {
            self.define(
                n.text,
                Reg {
                    bank: Bank::O,
                    index: reg,
                },
            );
        }
        Ok(())
    }

    fn gsh(&mut self, d: Piece<'_>, args: Piece<'_>) -> Res {
        self.whole_words(args, &[0])?;
        let w = words(args, d, 0, 4)?;
        let dv = self.dvle();
        if w.is_empty() {
            if dv.geometry && !dv.compat {
                return fail(d.span, "`.gsh` without a mode after `.gsh` with one");
            }
            dv.geometry = true;
            dv.compat = true;
            return Ok(());
        }
        if dv.geometry {
            return fail(d.span, "`.gsh` was already used");
        }
        if !dv.constants.is_empty() || !dv.uniforms.is_empty() || dv.output_mask != 0 {
            return fail(
                d.span,
                "`.gsh` must come before any constant, uniform, input or output",
            );
        }
        let mode = match w[0].text.to_ascii_lowercase().as_str() {
            "point" => 0,
            "variable" | "subdivision" => 1,
            "fixed" | "particle" => 2,
            _ => {
                return fail(
                    w[0].span,
                    format!(
                        "invalid geometry shader mode `{}` (point, variable or fixed)",
                        w[0].text
                    ),
                )
            }
        };
        let need = [2, 3, 4][mode as usize];
        if w.len() != need {
            let usage = [
                "`.gsh point cN`",
                "`.gsh variable cN n`",
                "`.gsh fixed cN cM n`",
            ][mode as usize];
            return fail(d.span, format!("expected {usage}"));
        }
        let first = self.float_reg(w[1])?;
        let mut fixed_start = 0;
        let mut count = 0;
        if mode > 0 {
            let n = w[need - 1];
            count = match parse_int(n.text) {
                Some(v @ 0..=255) => v as u8,
                _ => {
                    return fail(
                        n.span,
                        format!("invalid vertex count `{}` (0..255)", n.text),
                    )
                }
            };
        }
        if mode == 2 {
            let m = self.float_reg(w[2])?;
            if m >= first {
                return fail(
                    w[2].span,
                    "the vertex array must lie below the first free uniform register",
                );
            }
            fixed_start = m;
        }
        let dv = self.dvle();
        dv.geometry = true;
        dv.compat = false;
        dv.gs_mode = mode;
        match mode {
            1 => dv.gs_variable_num = count,
            2 => {
                dv.gs_fixed_start = fixed_start;
                dv.gs_fixed_num = count;
            }
            _ => {}
        }
        self.alloc[1] = super::alloc::Allocators::geometry(0x20 + u16::from(first));
        Ok(())
    }

    fn float_reg(&mut self, p: Piece<'_>) -> Res<u8> {
        let op = self.operand_plain(p)?;
        if op.reg.bank != Bank::C || op.idx != crate::isa::IndexReg::None {
            return fail(
                p.span,
                format!(
                    "expected a float uniform register (c0–c95), found `{}`",
                    p.text
                ),
            );
        }
        Ok(op.reg.index)
    }
}
