//! GP assembler: `NNN:` blocks of tab-prefixed unit lines (Mesa 25.0.7 text).
//!
//! Bits the text does not show get the values ARM's compiler writes: unused
//! sources 21, stores 7 (none), load offset 7 (none), an unused pass unit's opcode
//! 2 (`mov`), every other field 0. A `$n`
//! source goes to register1 when that is free or already `$n`, else to register0;
//! the previous instruction's register0 (sources 28–31) is used only when the
//! instruction's own registers hold something else.

use super::cursor::Cursor;
use super::{code_lines, AsmError, Line, Result};
use crate::gp::text::Unit;
use crate::gp::{source, AccOp, ComplexOp, Instruction, MulOp, PassOp, StoreSource};

/// The ten source fields of an instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Slot {
    Mul0Src0,
    Mul0Src1,
    Mul1Src0,
    Mul1Src1,
    Acc0Src0,
    Acc0Src1,
    Acc1Src0,
    Acc1Src1,
    Complex,
    Pass,
    /// The clamp bounds (must be the load unit's x and y).
    ClampBound,
}

/// A source as written, before registers are placed.
#[derive(Clone, Copy, Debug)]
enum Ref {
    Code(u8),
    Attribute(u8, u8),
    Register(u8, u8),
    Load(u8),
}

/// Where a store writes: temporary, varying, address.
type StoreTarget = (bool, bool, u8);

struct Builder<'p> {
    instr: Instruction,
    base: i64,
    refs: Vec<(Slot, Ref, Cursor<'p>)>,
    load: Option<(u16, u8)>,
    acc_op: Option<AccOp>,
    mul_op: Option<MulOp>,
    store: [Option<StoreTarget>; 2],
}

/// The all-unused instruction the assembler starts from: what ARM's compiler
/// writes in an instruction word before it fills the units it uses. Its GP emitter
/// starts every word with every unit source at 21 (its "previous value", which
/// saves dynamic power), every store lane at 7 (disabled), the load offset at 7
/// (not indexed) and the pass ("misc") opcode at 2, its move; README-disasm.md
/// lists the evidence.
fn blank() -> Instruction {
    let u = source::UNUSED;
    let none = StoreSource::None;
    Instruction {
        mul0_src0: u,
        mul0_src1: u,
        mul1_src0: u,
        mul1_src1: u,
        acc0_src0: u,
        acc0_src1: u,
        acc1_src0: u,
        acc1_src1: u,
        complex_src: u,
        pass_src: u,
        store0_src_x: none,
        store0_src_y: none,
        store1_src_z: none,
        store1_src_w: none,
        load_offset: 7,
        pass_op: PassOp::Pass,
        ..Instruction::default()
    }
}

fn lane(c: Option<u8>) -> Option<u8> {
    match c {
        Some(b'x') => Some(0),
        Some(b'y') => Some(1),
        Some(b'z') => Some(2),
        Some(b'w') => Some(3),
        _ => None,
    }
}

fn expect_lane(cur: &mut Cursor) -> Result<u8> {
    cur.expect(".", "`.` and a lane")?;
    let l = lane(cur.peek()).ok_or_else(|| cur.error("expected a lane x, y, z or w".into()))?;
    cur.eat(["x", "y", "z", "w"][l as usize]);
    Ok(l)
}

impl<'p> Builder<'p> {
    fn new(index: usize) -> Self {
        Builder {
            instr: blank(),
            base: 6 * index as i64,
            refs: Vec::new(),
            load: None,
            acc_op: None,
            mul_op: None,
            store: [None, None],
        }
    }

    fn set_once<T: Copy + PartialEq + std::fmt::Display>(
        slot: &mut Option<T>,
        value: T,
        what: &str,
        cur: &Cursor,
        at: usize,
    ) -> Result<()> {
        match slot {
            Some(v) if *v != value => Err(cur.error_at(
                at,
                format!("{what} is already {v} in this instruction; both units share it"),
            )),
            _ => {
                *slot = Some(value);
                Ok(())
            }
        }
    }

    /// `^N` then the store and address suffixes.
    fn dest(&mut self, cur: &mut Cursor<'p>, unit: Unit) -> Result<()> {
        let at = cur.pos();
        cur.expect("^", "the result `^N`")?;
        let n = cur.number("a result number")?;
        let expected = self.base + unit as i64;
        if n != expected {
            return Err(cur.error_at(
                at,
                format!(
                    "this unit's result is ^{expected} in instruction {}",
                    self.base / 6
                ),
            ));
        }
        while cur.eat("/") {
            let at = cur.pos();
            if unit == Unit::Complex && cur.eat("addr") {
                let k = cur.number_in("an address register", 0, 3)? as u8;
                if !matches!(self.instr.complex_op, ComplexOp::Nop | ComplexOp::Pass) {
                    return Err(cur.error_at(at, "a second address register".into()));
                }
                self.instr.complex_op = ComplexOp::writing_address(k);
                continue;
            }
            let target: StoreTarget = if cur.eat("t[addr0]") {
                (true, false, 0)
            } else if cur.eat("v") {
                (false, true, cur.number_in("a varying", 0, 15)? as u8)
            } else if cur.eat("$") {
                (false, false, cur.number_in("a register", 0, 15)? as u8)
            } else {
                return Err(cur.error("expected a store `/t[addr0]`, `/vN` or `/$N`".into()));
            };
            cur.expect(".", "`.` and the stored lanes")?;
            let lanes_at = cur.pos();
            let lanes = cur.take_while(|c| matches!(c, b'x' | b'y' | b'z' | b'w'));
            let (store, fields) = match lanes {
                "x" | "y" | "xy" => (0, [(b'x', 0), (b'y', 1)]),
                "z" | "w" | "zw" => (1, [(b'z', 0), (b'w', 1)]),
                _ => {
                    return Err(cur.error_at(
                        lanes_at,
                        "store lanes are x, y, xy (store0) or z, w, zw (store1)".into(),
                    ))
                }
            };
            if let Some(t) = self.store[store] {
                if t != target {
                    return Err(cur.error_at(
                        at,
                        format!("store{store} already writes another place in this instruction"),
                    ));
                }
            }
            self.store[store] = Some(target);
            let (temporary, varying, addr) = target;
            let i = &mut self.instr;
            if store == 0 {
                i.store0_temporary = temporary;
                i.store0_varying = varying;
                i.store0_addr = addr;
            } else {
                i.store1_temporary = temporary;
                i.store1_varying = varying;
                i.store1_addr = addr;
            }
            for (letter, n) in fields {
                if lanes.as_bytes().contains(&letter) {
                    let field = match (store, n) {
                        (0, 0) => &mut i.store0_src_x,
                        (0, _) => &mut i.store0_src_y,
                        (_, 0) => &mut i.store1_src_z,
                        _ => &mut i.store1_src_w,
                    };
                    if *field != StoreSource::None {
                        return Err(cur.error_at(lanes_at, "a lane stored twice".into()));
                    }
                    *field = unit.store_source();
                }
            }
        }
        Ok(())
    }

    /// One source; `ident` is the text of code 22 in this position (`0`/`1`).
    fn src(&mut self, cur: &mut Cursor<'p>, slot: Slot, ident: Option<&str>) -> Result<()> {
        let at = cur.clone();
        let r = if cur.eat("unused") {
            Ref::Code(source::UNUSED)
        } else if cur.eat("unknown") {
            Ref::Code(source::UNKNOWN0 + cur.number_in("unknown source", 0, 3)? as u8)
        } else if cur.eat("^") {
            let n = cur.number("a result number")?;
            let code = match n - self.base {
                k @ -6..=-2 => source::PREV_ACC0 + (k + 6) as u8,
                -1 => source::PREV_COMPLEX,
                k @ -12..=-9 => source::PREV2_ACC0 + (k + 12) as u8,
                -8 => source::PREV2_PASS,
                _ => {
                    return Err(at.error(format!(
                        "^{n} is not a result this instruction can read (^{}..^{} except ^{})",
                        self.base - 12,
                        self.base - 1,
                        self.base - 7
                    )))
                }
            };
            Ref::Code(code)
        } else if cur.eat("a") {
            let n = cur.number_in("an attribute", 0, 15)? as u8;
            Ref::Attribute(n, expect_lane(cur)?)
        } else if cur.eat("$") {
            let n = cur.number_in("a register", 0, 15)? as u8;
            Ref::Register(n, expect_lane(cur)?)
        } else if cur.eat("t[") {
            let addr = cur.number_in("a uniform row", 0, 511)? as u16;
            let offset = if cur.eat("+addr") {
                cur.number_in("an address register", 1, 3)? as u8
            } else if cur.eat("+unk") {
                let o = cur.number_in("a load offset", 0, 7)? as u8;
                if matches!(o, 1..=3 | 7) {
                    return Err(at.error(format!("load offset {o} is written without `unk`")));
                }
                o
            } else {
                7
            };
            cur.expect("]", "`]`")?;
            let l = expect_lane(cur)?;
            match self.load {
                Some(prev) if prev != (addr, offset) => {
                    return Err(at.error("one instruction loads one uniform row".into()))
                }
                _ => self.load = Some((addr, offset)),
            }
            Ref::Load(l)
        } else if ident.is_some_and(|t| cur.eat(t)) {
            Ref::Code(source::PREV_COMPLEX)
        } else {
            return Err(
                at.error("expected a source: aN.c, $N.c, t[N].c, ^N, unknownN or unused".into())
            );
        };
        self.refs.push((slot, r, at));
        Ok(())
    }

    fn neg(cur: &mut Cursor) -> bool {
        cur.eat("-")
    }

    /// The space before an operand; `what` names the operand for the message when
    /// it is missing.
    fn space(cur: &mut Cursor, what: &str) -> Result<()> {
        cur.space_before(what)
    }

    /// A complex unit with opcode 0 and a used source prints only its tab; its
    /// source is not shown (the assembler writes 22).
    fn silent_complex(&mut self) {
        if self.instr.complex_src == source::UNUSED {
            self.instr.complex_src = source::PREV_COMPLEX;
        }
    }

    fn unit_line(&mut self, cur: &mut Cursor<'p>) -> Result<()> {
        let mut tabs = 0;
        while cur.eat("\t") {
            tabs += 1;
        }
        if tabs >= 2 || cur.at_end() {
            self.silent_complex();
        }
        if cur.at_end() {
            return Ok(());
        }
        let at = cur.pos();
        let mnemonic = cur.word();
        if mnemonic == "nop" {
            return Ok(());
        }
        if mnemonic == "branch" {
            Self::space(cur, "the tested pass result `^N` of `branch`")?;
            self.dest_is(cur, Unit::Pass)?;
            Self::space(cur, "the target of `branch`")?;
            let t = cur.number_in("a branch target", 0, 511)?;
            self.instr.branch = true;
            self.instr.branch_target_lo = t < 256;
            self.instr.branch_target = (t % 256) as u8;
            return Ok(());
        }
        if mnemonic == "unknown_1" {
            Self::space(cur, "the value of `unknown_1`")?;
            self.instr.unknown_1 = cur.number_in("unknown_1", 1, 15)? as u8;
            return Ok(());
        }
        let Some((name, unit)) = mnemonic.rsplit_once('.') else {
            return Err(cur.error_at(at, format!("unknown instruction `{mnemonic}`")));
        };
        Self::space(cur, &format!("the result `^N` of `{mnemonic}`"))?;
        let bad = |cur: &Cursor| cur.error_at(at, format!("unknown operation `{mnemonic}`"));
        match unit {
            "a0" | "a1" => {
                let (u, s0, s1) = if unit == "a0" {
                    (Unit::Acc0, Slot::Acc0Src0, Slot::Acc0Src1)
                } else {
                    (Unit::Acc1, Slot::Acc1Src0, Slot::Acc1Src1)
                };
                // `mov` is add x, -0; any other name is the shared opcode.
                let op = match name {
                    "mov" => None,
                    _ => Some(AccOp::from_name(name).ok_or_else(|| bad(cur))?),
                };
                let sources = op.map_or(1, AccOp::sources);
                if let Some(op) = op {
                    Self::set_once(&mut self.acc_op, op, "the add/compare opcode", cur, at)?;
                }
                self.dest(cur, u)?;
                let first = if sources == 2 {
                    "first source"
                } else {
                    "source"
                };
                Self::space(cur, &format!("the {first} of `{mnemonic}`"))?;
                let n0 = Self::neg(cur);
                self.src(cur, s0, None)?;
                let (n1, second) = if op.is_none() {
                    // mov: add x, -0
                    (true, None)
                } else if sources == 2 {
                    Self::space(cur, &format!("the second source of `{mnemonic}`"))?;
                    let n = Self::neg(cur);
                    self.src(cur, s1, Some("0"))?;
                    (n, Some(()))
                } else {
                    (false, Some(()))
                };
                if second.is_none() {
                    self.refs
                        .push((s1, Ref::Code(source::PREV_COMPLEX), cur.clone()));
                }
                if u == Unit::Acc0 {
                    self.instr.acc0_src0_neg = n0;
                    self.instr.acc0_src1_neg = n1;
                } else {
                    self.instr.acc1_src0_neg = n0;
                    self.instr.acc1_src1_neg = n1;
                }
            }
            "m0" | "m1" => {
                let (u, s0, s1) = if unit == "m0" {
                    (Unit::Mul0, Slot::Mul0Src0, Slot::Mul0Src1)
                } else {
                    (Unit::Mul1, Slot::Mul1Src0, Slot::Mul1Src1)
                };
                match (name, u) {
                    ("mov", _) => {}
                    ("mul", Unit::Mul0) => Self::set_once(
                        &mut self.mul_op,
                        MulOp::Mul,
                        "the multiply opcode",
                        cur,
                        at,
                    )?,
                    ("mul", _) => {}
                    ("complex2", Unit::Mul0) => Self::set_once(
                        &mut self.mul_op,
                        MulOp::Complex2,
                        "the multiply opcode",
                        cur,
                        at,
                    )?,
                    _ => return Err(bad(cur)),
                }
                self.dest(cur, u)?;
                let first = if name == "mov" {
                    "source"
                } else {
                    "first source"
                };
                Self::space(cur, &format!("the {first} of `{mnemonic}`"))?;
                self.src(cur, s0, None)?;
                let neg = if name == "mov" {
                    self.refs
                        .push((s1, Ref::Code(source::PREV_COMPLEX), cur.clone()));
                    false
                } else {
                    Self::space(cur, &format!("the second source of `{mnemonic}`"))?;
                    let n = Self::neg(cur);
                    self.src(cur, s1, Some("1"))?;
                    n
                };
                if u == Unit::Mul0 {
                    self.instr.mul0_neg = neg;
                } else {
                    self.instr.mul1_neg = neg;
                }
            }
            "m01" => {
                // The opcodes that use both units: complex1, sel, the unnamed ones.
                let op = MulOp::from_name(name)
                    .filter(|op| !matches!(op, MulOp::Mul | MulOp::Complex2))
                    .ok_or_else(|| bad(cur))?;
                Self::set_once(&mut self.mul_op, op, "the multiply opcode", cur, at)?;
                self.dest(cur, Unit::Mul0)?;
                let order: &[(Slot, Option<&str>)] = if op == MulOp::Select {
                    &[
                        (Slot::Mul0Src1, Some("1")),
                        (Slot::Mul0Src0, None),
                        (Slot::Mul1Src0, None),
                    ]
                } else {
                    &[
                        (Slot::Mul0Src0, None),
                        (Slot::Mul0Src1, Some("1")),
                        (Slot::Mul1Src0, None),
                        (Slot::Mul1Src1, Some("1")),
                    ]
                };
                for (k, (slot, ident)) in order.iter().enumerate() {
                    Self::space(
                        cur,
                        &format!("source {} of {} of `{mnemonic}`", k + 1, order.len()),
                    )?;
                    self.src(cur, *slot, *ident)?;
                }
            }
            "c" => {
                // mov.c is the pass opcode; its address-register forms come from
                // the `/addrN` suffix.
                let op = ComplexOp::from_name(name)
                    .filter(|op| *op != ComplexOp::Nop && op.address_register().is_none())
                    .ok_or_else(|| bad(cur))?;
                self.instr.complex_op = op;
                self.dest(cur, Unit::Complex)?;
                if op != ComplexOp::Pass && self.instr.complex_op != op {
                    return Err(cur.error_at(at, "only mov.c writes an address register".into()));
                }
                Self::space(cur, &format!("the source of `{mnemonic}`"))?;
                self.src(cur, Slot::Complex, None)?;
            }
            "p" => {
                let op = PassOp::from_name(name).ok_or_else(|| bad(cur))?;
                self.instr.pass_op = op;
                self.dest(cur, Unit::Pass)?;
                Self::space(cur, &format!("the source of `{mnemonic}`"))?;
                self.src(cur, Slot::Pass, None)?;
                if op == PassOp::Clamp {
                    for want in [0, 1] {
                        Self::space(cur, "the clamp bounds (the loaded row's x and y)")?;
                        let at = cur.clone();
                        self.src(cur, Slot::ClampBound, None)?;
                        if !matches!(self.refs.last(), Some((_, Ref::Load(l), _)) if *l == want) {
                            return Err(at.error(format!(
                                "clamp bounds are the loaded row's x and y (t[N].{})",
                                ['x', 'y'][want as usize]
                            )));
                        }
                    }
                }
            }
            _ => return Err(bad(cur)),
        }
        Ok(())
    }

    fn dest_is(&mut self, cur: &mut Cursor, unit: Unit) -> Result<()> {
        let at = cur.pos();
        cur.expect("^", "the result `^N`")?;
        let n = cur.number("a result number")?;
        if n != self.base + unit as i64 {
            return Err(cur.error_at(
                at,
                format!(
                    "a branch tests this instruction's pass result ^{}",
                    self.base + 4
                ),
            ));
        }
        Ok(())
    }

    /// The distinct attributes and registers this instruction reads.
    fn reads(&self) -> Vec<Reg> {
        let mut out: Vec<Reg> = Vec::new();
        for (_, r, _) in &self.refs {
            let reg = match *r {
                Ref::Attribute(n, _) => (true, n),
                Ref::Register(n, _) => (false, n),
                _ => continue,
            };
            if !out.contains(&reg) {
                out.push(reg);
            }
        }
        out
    }

    /// The lanes (bit per x, y, z, w) this instruction reads of `reg`.
    fn lanes(&self, reg: Reg) -> u8 {
        let mut mask = 0;
        for (_, r, _) in &self.refs {
            match *r {
                Ref::Attribute(n, l) if reg == (true, n) => mask |= 1 << l,
                Ref::Register(n, l) if reg == (false, n) => mask |= 1 << l,
                _ => {}
            }
        }
        mask
    }

    /// Writes every source code once registers are placed; `reuse` is what the
    /// previous instruction read through its register0 (the value and its lanes):
    /// those lanes are read through sources 28–31, as ARM's compiler does, even
    /// when this instruction loads the same value into its register0 for other
    /// lanes (a `$n` in register1 is read through register1).
    fn finish(mut self, plan: &Plan, reuse: Option<(Reg, u8)>) -> Instruction {
        let i = &mut self.instr;
        if let Some((attr, n)) = plan.reg0 {
            i.register0_attribute = attr;
            i.register0_addr = n;
        }
        if let Some(n) = plan.reg1 {
            i.register1_addr = n;
        }
        if let Some((addr, offset)) = self.load {
            i.load_addr = addr;
            i.load_offset = offset;
        }
        i.acc_op = self.acc_op.unwrap_or_default();
        i.mul_op = self.mul_op.unwrap_or_default();
        for (slot, r, _) in &self.refs {
            let code = match *r {
                Ref::Code(c) => c,
                Ref::Load(l) => source::LOAD_X + l,
                Ref::Attribute(n, l) | Ref::Register(n, l) => {
                    let attr = matches!(r, Ref::Attribute(..));
                    let reused =
                        reuse.is_some_and(|(reg, lanes)| reg == (attr, n) && lanes & 1 << l != 0);
                    if !attr && plan.reg1 == Some(n) {
                        source::REGISTER1_X + l
                    } else if reused {
                        source::PREV_REGISTER0_X + l
                    } else if plan.reg0 == Some((attr, n)) {
                        source::REGISTER0_X + l
                    } else {
                        source::PREV_REGISTER0_X + l
                    }
                }
            };
            let field = match slot {
                Slot::Mul0Src0 => &mut i.mul0_src0,
                Slot::Mul0Src1 => &mut i.mul0_src1,
                Slot::Mul1Src0 => &mut i.mul1_src0,
                Slot::Mul1Src1 => &mut i.mul1_src1,
                Slot::Acc0Src0 => &mut i.acc0_src0,
                Slot::Acc0Src1 => &mut i.acc0_src1,
                Slot::Acc1Src0 => &mut i.acc1_src0,
                Slot::Acc1Src1 => &mut i.acc1_src1,
                Slot::Complex => &mut i.complex_src,
                Slot::Pass => &mut i.pass_src,
                Slot::ClampBound => continue,
            };
            *field = code;
        }
        self.instr
    }
}

/// An attribute (`true`) or register read through register0/1.
type Reg = (bool, u8);

/// Where one instruction reads its attributes and registers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Plan {
    reg0: Option<Reg>,
    reg1: Option<u8>,
    /// Read through the previous instruction's register0.
    prev: Option<Reg>,
}

/// Every way to place `reads`, with a cost: compilers read a register through
/// register1 and an attribute through register0, and the previous instruction's
/// register0 only when they must.
fn options(reads: &[Reg]) -> Vec<(Plan, u32)> {
    let mut out = Vec::new();
    let regs: Vec<Option<u8>> = std::iter::once(None)
        .chain(reads.iter().filter(|r| !r.0).map(|r| Some(r.1)))
        .collect();
    for reg1 in regs {
        let zeros = std::iter::once(None).chain(reads.iter().copied().map(Some));
        for reg0 in zeros {
            if reg0.is_some() && reg0 == reg1.map(|n| (false, n)) {
                continue;
            }
            let rest: Vec<Reg> = reads
                .iter()
                .copied()
                .filter(|r| Some(*r) != reg0 && Some(*r) != reg1.map(|n| (false, n)))
                .collect();
            if rest.len() > 1 {
                continue;
            }
            let cost = 10 * rest.len() as u32
                + reg0.is_some_and(|r| !r.0) as u32
                + reg1.is_none() as u32 * reads.iter().any(|r| !r.0) as u32;
            out.push((
                Plan {
                    reg0,
                    reg1,
                    prev: rest.first().copied(),
                },
                cost,
            ));
        }
    }
    out
}

/// What reading a value again costs more than reading it through the previous
/// instruction's register0 when that instruction loaded the same lanes: ARM's
/// compiler reuses such a load (README-disasm.md has the evidence).
const REUSE_BONUS: i64 = 20;

/// Whether instruction `k` under plan `p` reads, through the previous
/// instruction's register0 (planned `q`), only lanes that instruction read from
/// its own register0, which holds what it would hold on its own (`natural`, the
/// previous instruction's register0 in its cheapest placement); `lanes(k, reg)`
/// gives the lanes instruction `k` reads.
fn reuses(
    k: usize,
    p: &Plan,
    q: &Plan,
    natural: Option<Reg>,
    lanes: &impl Fn(usize, Reg) -> u8,
) -> bool {
    let Some(r) = p.prev else {
        return false;
    };
    // An attribute, or a register the previous instruction did not read through
    // its register1.
    let not_in_reg1 = r.0 || q.reg1 != Some(r.1);
    let through_reg0 = q.reg0 == Some(r) && natural == Some(r) && not_in_reg1;
    through_reg0 && lanes(k, r) & !lanes(k - 1, r) == 0
}

/// Chooses register placements for a whole program (reads through the previous
/// instruction's register0 tie neighbours together): the cheapest consistent choice,
/// by dynamic programming over each instruction's register0.
fn plan(
    reads: &[Vec<Reg>],
    fixed: &[Option<Plan>],
    lanes: &impl Fn(usize, Reg) -> u8,
) -> Option<Vec<Plan>> {
    if reads.is_empty() {
        return Some(Vec::new());
    }
    // Each instruction's register0 in its cheapest placement of its own (the first
    // of equal ones: a `$n` in register1 before register0, in reading order).
    let natural: Vec<Option<Reg>> = reads
        .iter()
        .zip(fixed)
        .map(|(r, f)| match f {
            Some(p) => p.reg0,
            None => options(r)
                .into_iter()
                .min_by_key(|(_, cost)| *cost)
                .and_then(|(p, _)| p.reg0),
        })
        .collect();
    // Per instruction: (plan, cost so far, index of the chosen previous option).
    let mut table: Vec<Vec<(Plan, i64, usize)>> = Vec::with_capacity(reads.len());
    for (k, r) in reads.iter().enumerate() {
        let mut row = Vec::new();
        let choices = match fixed[k] {
            Some(p) => vec![(p, 0)],
            None => options(r),
        };
        for (p, cost) in choices {
            let cost = i64::from(cost);
            let best = if k == 0 {
                // Before the first instruction: an all-zero one ($0).
                match p.prev {
                    None | Some((false, 0)) => Some((cost, usize::MAX)),
                    _ => None,
                }
            } else {
                table[k - 1]
                    .iter()
                    .enumerate()
                    .filter(|(_, (q, _, _))| match p.prev {
                        None => true,
                        Some(need) => q.reg0.is_none() || q.reg0 == Some(need),
                    })
                    .map(|(j, (q, c, _))| {
                        let reused = reuses(k, &p, q, natural[k - 1], lanes);
                        let bonus = if reused { REUSE_BONUS } else { 0 };
                        (c + cost - bonus, j)
                    })
                    .min()
            };
            if let Some((c, j)) = best {
                row.push((p, c, j));
            }
        }
        if row.is_empty() {
            return None;
        }
        table.push(row);
    }
    let mut plans = vec![Plan::default(); reads.len()];
    let last = table.last()?;
    let mut j = (0..last.len()).min_by_key(|&j| last[j].1)?;
    for k in (0..reads.len()).rev() {
        let (p, _, back) = table[k][j];
        plans[k] = p;
        j = back;
    }
    // A free register0 takes what the next instruction reads through it.
    for k in 1..plans.len() {
        if let Some(need) = plans[k].prev {
            plans[k - 1].reg0.get_or_insert(need);
        }
    }
    Some(plans)
}

/// Assembles GP listing text (plain or annotated) into instructions. A `words`
/// note after an instruction gives its exact bits (checked against its text).
pub fn assemble(source: &str) -> Result<Vec<Instruction>> {
    let mut builders: Vec<Builder> = Vec::new();
    // Per instruction: its text after `NNN:`, and exact bits from a words note.
    let mut texts: Vec<String> = Vec::new();
    let mut exact: Vec<Option<(Instruction, Cursor)>> = Vec::new();
    let mut last_line = None;
    for line in code_lines(source) {
        let line = match line {
            Line::Code(l) => l,
            Line::Words(words, at) => {
                let words = words?;
                let Some(slot) = exact.last_mut() else {
                    return Err(at.error("a words note before the first instruction".into()));
                };
                let Ok(w) = <[u32; 4]>::try_from(words.as_slice()) else {
                    return Err(at.error("a GP instruction is four words".into()));
                };
                *slot = Some((Instruction::decode(w), at));
                continue;
            }
        };
        let mut cur = line.cursor();
        // A complex unit with opcode 0 prints only its tab, so the next instruction
        // can start after one.
        let text = line.text.trim_start_matches('\t');
        let digits = text.bytes().take_while(u8::is_ascii_digit).count();
        if digits > 0 && text[digits..].starts_with(':') {
            if cur.eat("\t") {
                while cur.eat("\t") {}
                // `builders` and `texts` grow together: one entry per instruction.
                let (Some(b), Some(t)) = (builders.last_mut(), texts.last_mut()) else {
                    return Err(cur.error("a tab before the first instruction".into()));
                };
                b.silent_complex();
                let tabs = line.text.len() - text.len();
                t.push_str(&line.text[..tabs]);
            }
            let at = cur.pos();
            let n = cur.number("an instruction number")?;
            if n as usize != builders.len() {
                return Err(cur.error_at(at, format!("expected instruction {:03}", builders.len())));
            }
            cur.expect(":", "`:`")?;
            let mut b = Builder::new(builders.len());
            texts.push(format!("{}\n", cur.rest()));
            exact.push(None);
            if !cur.at_end() {
                b.unit_line(&mut cur)?;
            }
            builders.push(b);
        } else if line.text.starts_with('\t') {
            let (Some(b), Some(t)) = (builders.last_mut(), texts.last_mut()) else {
                return Err(cur.error("a unit line before the first `NNN:`".into()));
            };
            t.push_str(line.text);
            t.push('\n');
            b.unit_line(&mut cur)?;
        } else {
            return Err(cur.error("expected `NNN:` or a tab-indented unit line".into()));
        }
        if !cur.at_end() {
            return Err(cur.error(format!(
                "unexpected `{}`: expected the end of the line (a line holds one unit)",
                cur.rest()
            )));
        }
        last_line = Some(cur);
    }
    let reads: Vec<Vec<Reg>> = builders.iter().map(Builder::reads).collect();
    let lanes = |k: usize, reg: Reg| builders[k].lanes(reg);
    let fixed: Vec<Option<Plan>> = exact
        .iter()
        .zip(&reads)
        .map(|(e, r)| {
            e.as_ref().map(|(i, _)| {
                let reg0 = (i.register0_attribute, i.register0_addr);
                let reg1 = (false, i.register1_addr);
                Plan {
                    reg0: Some(reg0),
                    reg1: Some(i.register1_addr),
                    prev: r.iter().copied().find(|x| *x != reg0 && *x != reg1),
                }
            })
        })
        .collect();
    let Some(plans) = plan(&reads, &fixed, &lanes) else {
        // Find the first instruction that cannot be placed, for the message.
        let k = (1..=reads.len())
            .find(|&k| plan(&reads[..k], &fixed[..k], &lanes).is_none())
            .unwrap_or(reads.len());
        // `plan` places an empty program, so a failing one has a line.
        let Some(at) = k
            .checked_sub(1)
            .and_then(|i| builders.get(i))
            .and_then(|b| {
                b.refs
                    .iter()
                    .find(|(_, r, _)| matches!(r, Ref::Attribute(..) | Ref::Register(..)))
                    .map(|(_, _, c)| c.clone())
            })
            .or(last_line)
        else {
            return Err(AsmError::internal(
                "register planning failed for a program without lines",
            ));
        };
        return Err(at.error(format!(
            "instruction {:03} reads more attributes and registers than register0, register1 \
             and the previous instruction's register0 can hold",
            k - 1
        )));
    };
    // What each instruction's predecessor read through its register0.
    let reuse: Vec<Option<(Reg, u8)>> = (0..plans.len())
        .map(|k| {
            let q = plans.get(k.checked_sub(1)?)?;
            let r = q.reg0?;
            let not_in_reg1 = r.0 || q.reg1 != Some(r.1);
            not_in_reg1.then(|| (r, lanes(k - 1, r)))
        })
        .collect();
    let mut program: Vec<Instruction> = Vec::with_capacity(builders.len());
    for (k, (b, p)) in builders.into_iter().zip(&plans).enumerate() {
        match &exact[k] {
            Some((i, at)) => {
                let mut text = String::new();
                crate::gp::text::write_instruction(&mut text, k, i, program.last());
                let body = &text[text.find(':').map_or(0, |c| c + 1)..];
                if body.trim_end_matches('\n') != texts[k].trim_end_matches('\n') {
                    return Err(at.error(format!(
                        "these words are `{}`, not the instruction above",
                        body.trim_end().replace(['\n', '\t'], " ").trim()
                    )));
                }
                program.push(i.clone());
            }
            None => program.push(b.finish(p, reuse[k])),
        }
    }
    Ok(program)
}

/// Assembles GP listing text into code bytes (16 per instruction).
pub fn assemble_bytes(source: &str) -> Result<Vec<u8>> {
    Ok(crate::gp::encode_program(&assemble(source)?))
}
