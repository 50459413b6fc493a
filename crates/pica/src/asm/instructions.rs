//! Instruction statements: operands, the automatic choice of inverted opcodes, operand
//! descriptors, and flow-control words.

use super::assembler::{fail, Assembler, BlockKind, Fail, Reloc, Res};
use super::line::{is_identifier, Piece, Span};
use super::operand::{parse_operand, Bank, Operand, Reg};
use crate::isa::{
    care_mask, CmpOp, CondOp, Condition, Fields, Format, Instruction, Opcode, OperandDescriptor,
    OperandKind, SrcReg, Swizzle, TableFull,
};
use gpubin_binfmt::text::Cursor;

/// Splits comma-separated arguments and checks their number; `trailing_comma` drops
/// an empty last argument (a comma ending the line).
fn args<'p>(
    args: Piece<'p>,
    mnemonic: Piece<'_>,
    want: usize,
    trailing_comma: bool,
) -> Res<Vec<Piece<'p>>> {
    let mut list = if args.is_empty() {
        Vec::new()
    } else {
        args.split(',')
    };
    if trailing_comma && list.len() == want + 1 && list.last().is_some_and(|p| p.is_empty()) {
        list.pop();
    }
    if list.len() != want {
        let span = if list.len() > want {
            list[want].span
        } else {
            mnemonic.span
        };
        return fail(
            span,
            format!(
                "`{}` takes {want} operand{}, found {}",
                mnemonic.text,
                if want == 1 { "" } else { "s" },
                list.len()
            ),
        );
    }
    if let Some(empty) = list.iter().find(|p| p.is_empty()) {
        return fail(empty.span, "missing operand");
    }
    Ok(list)
}

fn full_error(e: TableFull, span: Span) -> Fail {
    Fail {
        span,
        message: match e {
            TableFull::Entries => "too many operand descriptors (the table holds 128)".into(),
            TableFull::MadEntries => "no operand descriptor below 32 is left for `mad`".into(),
        },
        code: Some(super::diag::Code::DescriptorTableFull),
    }
}

impl<'a> Assembler<'a> {
    /// The operands of an instruction. picasso stops reading at a comma that ends the
    /// line after the last operand (`mov r0, v0,`).
    fn args<'p>(
        &mut self,
        rest: Piece<'p>,
        mnemonic: Piece<'_>,
        want: usize,
    ) -> Res<Vec<Piece<'p>>> {
        let trailing = want > 0 && rest.text.ends_with(',');
        match args(rest, mnemonic, want, false) {
            Err(_) if trailing => {
                let list = args(rest, mnemonic, want, true)?;
                let comma = Span::new(rest.span.end - 1, rest.span.end);
                self.quirk(
                    comma,
                    "a trailing comma is ignored, as picasso does; remove it",
                )?;
                Ok(list)
            }
            r => r,
        }
    }

    pub fn operand(&mut self, p: Piece<'_>) -> Res<Operand> {
        let mut warnings = Vec::new();
        let r = parse_operand(p, &mut self.aliases, &mut warnings, self.opts.picasso);
        for (span, msg) in warnings {
            self.warn(span, msg);
        }
        let op = r?;
        if self.opts.picasso {
            // picasso range-checks a register name before its bracket offset: v by
            // 0x0F (so `v15` is refused, though `.in` reaches v15 and `v14[1]` is
            // v15), o by the shader's outputs when the name is read (o0–o6 once the
            // file is a geometry shader).
            match op.literal {
                Some(Reg {
                    bank: Bank::V,
                    index: 15,
                }) => {
                    return fail(
                        p.span,
                        "invalid input register: v15 (picasso 2.7.1 refuses the name v15; write an `.in` name for it, or v14[1])",
                    )
                }
                Some(Reg {
                    bank: Bank::O,
                    index,
                }) if index >= self.dvle().max_output_reg() => {
                    return fail(
                        p.span,
                        format!("invalid output register: o{index} (geometry shaders only have o0–o6)"),
                    )
                }
                _ => {}
            }
        }
        Ok(op)
    }

    /// A source: v, r or c.
    fn source(&mut self, p: Piece<'_>) -> Res<Operand> {
        let mut op = self.operand(p)?;
        if op.reg.bank == Bank::O {
            // A source o1 encodes as v1.
            self.o_v_alike(p.span, &mut op.reg, Bank::V, "output register ", "is read")?;
        }
        if op.reg.bank == Bank::C {
            self.read_c |= if op.idx == crate::isa::IndexReg::None {
                1 << op.reg.index
            } else {
                u128::MAX << op.reg.index
            };
        }
        match op.reg.bank {
            Bank::V | Bank::R | Bank::C => Ok(op),
            // `o_v_alike` turned it into v or failed.
            Bank::O => fail(
                p.span,
                "internal error: an output register left as a source",
            ),
            Bank::I | Bank::B => fail(
                p.span,
                format!("{} can only be used by flow-control instructions", op.reg),
            ),
        }
    }

    /// A destination: o or r; returns the operand and its mask.
    fn destination(&mut self, p: Piece<'_>) -> Res<Operand> {
        let mut op = self.operand(p)?;
        match op.reg.bank {
            Bank::O | Bank::R => {}
            Bank::V => {
                // A destination v0 encodes as o0.
                self.o_v_alike(
                    p.span,
                    &mut op.reg,
                    Bank::O,
                    "input register ",
                    "is written",
                )?;
            }
            _ => return fail(p.span, format!("{} cannot be written", op.reg)),
        }
        if op.reg.bank == Bank::O && op.reg.index >= self.dvle().max_output_reg() {
            if op.literal.is_some() {
                return fail(
                    p.span,
                    format!("geometry shaders only have o0–o6, not {}", op.reg),
                );
            }
            // picasso checks a register name when it reads it, not the register a
            // name from `.out` or `.alias` stands for: declared while the file was a
            // vertex shader, before a `setemit` made it a geometry shader, such a
            // name still writes o7-o15.
            self.quirk(
                p.span,
                format!(
                    "geometry shaders only have o0–o6, not {} (picasso writes it: it does not check the register a name stands for)",
                    op.reg
                ),
            )?;
        }
        if op.negate {
            self.quirk(
                p.span,
                "a destination cannot be negated; picasso ignores the `-`, remove it",
            )?;
            op.negate = false;
        }
        if op.mask_out_of_order() {
            self.warn(
                p.span,
                "arbitrary swizzling has no effect for destination mask",
            );
        }
        Ok(op)
    }

    fn check_inputs(&self, ops: &[&Operand], span: Span) -> Res {
        let mut seen: Option<u8> = None;
        for op in ops {
            if op.reg.bank == Bank::V {
                match seen {
                    Some(v) if v != op.reg.index => {
                        return fail(
                            span,
                            "an instruction cannot read two different input registers (v0–v15)",
                        )
                    }
                    _ => seen = Some(op.reg.index),
                }
            }
        }
        Ok(())
    }

    fn code_of(op: &Operand) -> SrcReg {
        SrcReg(op.reg.source_code().unwrap_or(0))
    }

    fn descriptor(&mut self, op: Opcode, d: OperandDescriptor, span: Span) -> Res<u8> {
        self.descs
            .find_or_add(op, d.0, care_mask(op))
            .map(|i| i as u8)
            .map_err(|e| full_error(e, span))
    }

    pub fn instruction(&mut self, mnemonic: Piece<'_>, rest: Piece<'_>) -> Res {
        let Some(op) = Opcode::from_spelling(mnemonic.text) else {
            return fail(
                mnemonic.span,
                format!("unknown instruction `{}`", mnemonic.text),
            );
        };
        if self.stack.is_empty() {
            return fail(mnemonic.span, "instruction outside of a `.proc` block");
        }
        self.last_was_end = false;
        self.last_raw = false;
        self.dvle();
        let before = self.code.len();
        let r = self.instruction_body(op, mnemonic, rest);
        if r.is_err() && self.code.len() == before {
            // Keep positions stable so later messages stay meaningful.
            self.emit(Opcode::Nop.value() << 26);
        }
        r
    }

    fn instruction_body(&mut self, op: Opcode, mnemonic: Piece<'_>, rest: Piece<'_>) -> Res {
        let span = mnemonic.span;
        match op.format() {
            Format::One
            | Format::OneI
            | Format::OneU
            | Format::Mova
            | Format::OneC
            | Format::Five
            | Format::FiveI => self.alu_operands(op, mnemonic, rest)?,
            Format::Zero => {
                self.args(rest, mnemonic, op.written_operands())?;
                self.emit(op.value() << 26);
            }
            Format::Two | Format::Three | Format::ThreeI => {
                let a = self.args(rest, mnemonic, op.written_operands())?;
                self.flow_operands(op, &a, span)?;
            }
            Format::Four => {
                let mut list = if rest.is_empty() {
                    Vec::new()
                } else {
                    rest.split(',')
                };
                if list.len() > 1 && list.last().is_some_and(|p| p.is_empty()) {
                    let comma = Span::new(rest.span.end - 1, rest.span.end);
                    self.quirk(
                        comma,
                        "a trailing comma is ignored, as picasso does; remove it",
                    )?;
                    list.pop();
                }
                if list.is_empty() || list.len() > 2 {
                    return fail(span, "`setemit` takes a vertex number and optional flags");
                }
                let vertex = match super::number::parse_int(list[0].text) {
                    Some(n @ 0..=2) => n as u8,
                    _ => {
                        // picasso reads the number with strtoll(…, 0): C prefixes,
                        // trailing text ignored.
                        let (n, used) = super::number::c_strtoll(list[0].text, 0);
                        if used == 0 || !(0..=2).contains(&n) {
                            return fail(
                                list[0].span,
                                format!(
                                    "invalid vertex id `{}` (expected 0, 1 or 2)",
                                    list[0].text
                                ),
                            );
                        }
                        self.quirk(
                            list[0].span,
                            format!(
                                "vertex id `{}` is read as {n}, as picasso does; write {n}",
                                list[0].text
                            ),
                        )?;
                        n as u8
                    }
                };
                let (mut primitive, mut invert) = (false, false);
                if let Some(flags) = list.get(1) {
                    for f in flags.words() {
                        match f.text.to_ascii_lowercase().as_str() {
                            "prim" | "primitive" => primitive = true,
                            "inv" | "invert" => invert = true,
                            // picasso prints an error for it but assembles the rest
                            // and exits 0.
                            _ => self.quirk(
                                f.span,
                                format!(
                                    "unknown `setemit` flag `{}` (expected prim or inv); picasso ignores it",
                                    f.text
                                ),
                            )?,
                        }
                    }
                }
                let d = self.dvle();
                if !d.geometry {
                    d.geometry = true;
                    d.compat = true;
                }
                self.emit(
                    Instruction::SetEmit {
                        vertex,
                        primitive,
                        invert,
                    }
                    .encode(),
                );
            }
        }
        Ok(())
    }

    /// The operands of an instruction with an operand descriptor (formats 1, 1i, 1u,
    /// 1c, 5, 5i), read in the order the opcode table lists them; emits the word. A
    /// two-source op with an inverted form takes it when only the inverted form's wide
    /// source is a c register.
    fn alu_operands(&mut self, op: Opcode, mnemonic: Piece<'_>, rest: Piece<'_>) -> Res {
        let a = self.args(rest, mnemonic, op.written_operands())?;
        let layout = op.format().layout();
        let inv_wide = op.inverted().and_then(|i| i.format().layout().wide);
        let mut v = Fields::default();
        let mut mask = 0;
        let mut srcs: [Option<(Operand, Piece<'_>)>; 3] = [None; 3];
        for (&kind, &p) in op.operands().iter().zip(&a) {
            match kind {
                OperandKind::Dst => {
                    let dst = self.destination(p)?;
                    mask = dst.mask();
                    v.dst = u32::from(dst.reg.dest_code().unwrap_or(0));
                }
                OperandKind::AddrDst => mask = mova_target(p)?,
                OperandKind::CmpX => v.cmp_x = comparison(p)?.bits(),
                OperandKind::CmpY => v.cmp_y = comparison(p)?.bits(),
                _ => {
                    let Some(n) = kind.source() else {
                        return fail(
                            p.span,
                            format!("internal error: `{}` has a flow operand", op.mnemonic()),
                        );
                    };
                    let s = self.source(p)?;
                    // Only a wide source (7 bits) can name a c register.
                    if layout.wide != Some(n) && inv_wide != Some(n) && s.reg.bank == Bank::C {
                        return fail(p.span, narrow_message(op, n, None));
                    }
                    srcs[n] = Some((s, p));
                }
            }
        }
        let is_c = |n: Option<usize>| {
            n.and_then(|n| srcs[n])
                .is_some_and(|(s, _)| s.reg.bank == Bank::C)
        };
        let inverted = inv_wide.is_some() && !is_c(layout.wide) && is_c(inv_wide);
        if let (false, Some(n)) = (inverted, inv_wide) {
            // The inverted form's wide source, when the normal form is kept.
            if let Some((_, p)) = srcs[n].filter(|(s, _)| s.reg.bank == Bank::C) {
                return fail(p.span, narrow_message(op, n, layout.wide));
            }
        }
        let read: Vec<&Operand> = srcs.iter().flatten().map(|(s, _)| s).collect();
        if op == Opcode::Cmp {
            if self.check_inputs(&read, rest.span).is_err() {
                // picasso checks every other instruction, but not `cmp`.
                self.quirk(
                    rest.span,
                    "`cmp` reads two different input registers (v0–v15): picasso assembles it unchecked; the hardware reads only one input register per instruction",
                )?;
            }
        } else {
            self.check_inputs(&read, rest.span)?;
        }
        let d = OperandDescriptor::new(mask, srcs.map(|s| s.map(|(s, _)| s.source_field())));
        let span = mnemonic.span;
        let desc = if layout.desc.is_some_and(|f| f.width < 7) {
            // MAD's field names only the first 32 entries.
            self.descs
                .find_or_add_mad(d.0, care_mask(op), &mut self.code)
                .map_err(|e| full_error(e, span))? as u8
        } else {
            self.descriptor(op, d, span)?
        };
        let op = if inverted {
            op.inverted().unwrap_or(op)
        } else {
            op
        };
        let [s1, s2, s3] = srcs.map(|s| s.map_or(0, |(s, _)| u32::from(Self::code_of(&s).0)));
        (v.src1, v.src2, v.src3) = (s1, s2, s3);
        if let Some((s, _)) = op.format().layout().wide.and_then(|n| srcs[n]) {
            v.idx = s.idx.bits();
        }
        v.desc = u32::from(desc);
        self.emit(op.encode_fields(&v));
        Ok(())
    }

    /// The operands of a flow-control instruction (formats 2 and 3), read in the order
    /// the opcode table lists them; emits the word. An instruction that opens a block
    /// opens it even when an operand is wrong, so that its `.end` is not reported
    /// again.
    fn flow_operands(&mut self, op: Opcode, a: &[Piece<'_>], span: Span) -> Res {
        let mut v = Fields::default();
        let mut deferred = Ok(());
        let block = if op.operands().contains(&OperandKind::LoopBody) {
            BlockKind::For
        } else {
            BlockKind::If(None)
        };
        for (&kind, &p) in op.operands().iter().zip(a) {
            let r = match kind {
                OperandKind::Cond => parse_condition(p).map(|c| {
                    v.ref_x = u32::from(c.ref_x);
                    v.ref_y = u32::from(c.ref_y);
                    v.cond = c.op as u32;
                }),
                OperandKind::Bool | OperandKind::BoolInv => {
                    let mut reg = p;
                    if let Some(r) = reg.text.strip_prefix('!') {
                        if kind != OperandKind::BoolInv {
                            return fail(
                                reg.span,
                                format!("`{}` cannot invert its condition", op.mnemonic()),
                            );
                        }
                        v.num = 1;
                        reg = Piece::new(r, reg.span.start + 1).trim();
                    }
                    self.uniform_operand(reg, Bank::B)
                        .map(|id| v.uniform = u32::from(id))
                }
                OperandKind::Int => self
                    .uniform_operand(p, Bank::I)
                    .map(|id| v.uniform = u32::from(id)),
                OperandKind::Proc => self.proc_target(p),
                OperandKind::Label => self.label_target(p),
                _ => fail(
                    p.span,
                    format!("internal error: `{}` has a non-flow operand", op.mnemonic()),
                ),
            };
            if let Err(e) = r {
                if !op.opens_block() {
                    return Err(e);
                }
                deferred = Err(e);
                break;
            }
        }
        if op.opens_block() {
            self.open_block(block, span)?;
        }
        deferred?;
        self.emit(op.encode_fields(&v));
        Ok(())
    }

    /// An `i` or `b` register (or alias of one) for flow control.
    fn uniform_operand(&mut self, p: Piece<'_>, bank: Bank) -> Res<u8> {
        let op = self.operand(p)?;
        if op.reg.bank != bank {
            let what = if bank == Bank::B {
                "a bool uniform (b0–b15)"
            } else {
                "an integer uniform (i0–i3)"
            };
            return fail(p.span, format!("expected {what}, found {}", op.reg));
        }
        if op.negate || op.has_suffix && op.swizzle != Swizzle::IDENTITY {
            return fail(p.span, "flow-control registers take no swizzle or negation");
        }
        if bank == Bank::B {
            self.read_b |= 1 << op.reg.index;
        } else {
            self.read_i |= 1 << op.reg.index;
        }
        Ok(op.reg.index)
    }

    fn proc_target(&mut self, p: Piece<'_>) -> Res {
        if !is_identifier(p.text) {
            return fail(p.span, format!("invalid procedure name `{}`", p.text));
        }
        let loc = self.loc(p.span);
        self.proc_relocs.push(Reloc {
            word: self.code.len(),
            name: p.text.to_string(),
            loc,
        });
        Ok(())
    }

    fn label_target(&mut self, p: Piece<'_>) -> Res {
        if !is_identifier(p.text) {
            return fail(p.span, format!("invalid label name `{}`", p.text));
        }
        let loc = self.loc(p.span);
        self.label_relocs.push(Reloc {
            word: self.code.len(),
            name: p.text.to_string(),
            loc,
        });
        Ok(())
    }
}

/// MOVA's destination: the descriptor mask selecting a0.x, a0.y or both.
fn mova_target(p: Piece<'_>) -> Res<u8> {
    match p.text.to_ascii_lowercase().as_str() {
        "a0.x" | "a0" => Ok(0x8),
        "a0.y" | "a1" => Ok(0x4),
        "a0.xy" | "a01" => Ok(0xC),
        _ => fail(
            p.span,
            format!(
                "invalid `mova` destination `{}` (expected a0.x, a0.y or a0.xy)",
                p.text
            ),
        ),
    }
}

fn comparison(p: Piece<'_>) -> Res<CmpOp> {
    CmpOp::from_name(p.text).ok_or_else(|| Fail {
        span: p.span,
        message: format!(
            "invalid comparison `{}` (expected eq, ne, lt, le, gt or ge)",
            p.text
        ),
        code: None,
    })
}

/// The message that source `n` (0-based) of `op` must be a v or r register.
/// `kept_wide`: the source is wide in the op's inverted form, which was not taken
/// because the normal form's wide source (this one) is a c register too.
fn narrow_message(op: Opcode, n: usize, kept_wide: Option<usize>) -> String {
    let name = format!(
        "source {} of `{}` must be a v or r register",
        n + 1,
        op.mnemonic()
    );
    if let (Format::Five, Some(w)) = (op.format(), kept_wide) {
        return format!("when source {} is a c register, {name}", w + 1);
    }
    if op.format() == Format::One && op.inverted().is_none() {
        // Point at the ops that take c there, from the table.
        let takers: Vec<&str> = Opcode::ALL
            .iter()
            .filter(|o| o.format() == Format::One && o.inverted().is_some())
            .map(|o| o.mnemonic())
            .collect();
        if let Some((last, init)) = takers.split_last() {
            return format!(
                "{name}; only {} and {last} take c there (swap the operands?)",
                init.join(", ")
            );
        }
    }
    name
}

/// `[!]cmp.x`, `[!]cmp.y`, or two of them joined by `&&`/`&` (AND) or `||`/`|` (OR).
pub fn parse_condition(p: Piece<'_>) -> Res<Condition> {
    let mut cond = Condition {
        ref_x: true,
        ref_y: true,
        op: CondOp::X,
    };
    let flag = |q: Piece<'_>, cond: &mut Condition| -> Res<bool> {
        let mut t = q.text;
        let mut neg = false;
        while let Some(r) = t.strip_prefix('!') {
            neg = !neg;
            t = r.trim_start();
        }
        if t.eq_ignore_ascii_case("cmp.x") {
            cond.ref_x ^= neg;
            Ok(false)
        } else if t.eq_ignore_ascii_case("cmp.y") {
            cond.ref_y ^= neg;
            Ok(true)
        } else {
            fail(
                q.span,
                format!(
                    "invalid condition `{}` (expected cmp.x or cmp.y, optionally negated with !)",
                    q.text
                ),
            )
        }
    };
    let mut c = Cursor::new(p.text, 0);
    let i = c.word(&['&', '|']).len();
    if c.at_end() {
        let y = flag(p, &mut cond)?;
        cond.op = if y { CondOp::Y } else { CondOp::X };
    } else {
        // `&` or `&&`, `|` or `||`.
        let op = if c.peek() == Some(b'&') { "&" } else { "|" };
        c.eat(op);
        c.eat(op);
        let a = flag(p.slice(0, i).trim(), &mut cond)?;
        let b = flag(p.slice(c.pos(), p.text.len()).trim(), &mut cond)?;
        if a == b {
            return fail(p.span, "the same condition flag is tested twice");
        }
        cond.op = if op == "&" { CondOp::And } else { CondOp::Or };
    }
    Ok(cond)
}
