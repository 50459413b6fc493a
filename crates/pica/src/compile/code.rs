//! The compiler's instruction list: PICA200 instructions over virtual temporaries,
//! the operand rules of the encoding (which source may be a c register, one input
//! register per instruction), and the constant pool that becomes `.constf`.

/// PICA200 code memory in instruction words ([`crate::shbin::MAX_CODE_WORDS`]).
pub const MAX_INSTRUCTIONS: usize = crate::shbin::MAX_CODE_WORDS;

/// A register an operand names before allocation.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Reg {
    /// Input register `vN`.
    In(u8),
    /// A float uniform: index into the uniform symbols, register offset, and an
    /// address register for a dynamic index.
    Uni { id: u32, offset: u16, rel: Rel },
    /// A register of the constant pool.
    Konst(u32),
    /// A virtual temporary (becomes `r0`–`r15`).
    Temp(u32),
    /// Output register `oN` (destination only).
    Out(u8),
}

/// Relative addressing of a c register (3dbrew "GPU/Shader Instruction Set":
/// the index field selects none, a0.x, a0.y or aL, for the c bank only).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rel {
    None,
    /// Indexed by a value; the address register is chosen when the instruction
    /// is emitted (`mova` then, unless a0.x or a0.y already holds it).
    Dyn(Idx),
    A0x(Idx),
    A0y(Idx),
    /// The loop counter aL of the `for` being generated, which holds this index
    /// (no `mova`).
    Al(Idx),
}

/// A register lane holding an index (a whole number in a float register).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Idx {
    pub reg: IdxReg,
    pub lane: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IdxReg {
    In(u8),
    Temp(u32),
    Konst(u32),
    Uni { id: u32, offset: u16 },
}

impl Idx {
    /// The index of an operand's first lane, if it names no relative register
    /// and no negation.
    pub fn of(s: Src) -> Option<Idx> {
        if s.neg {
            return None;
        }
        let reg = match s.reg {
            Reg::In(v) => IdxReg::In(v),
            Reg::Temp(t) => IdxReg::Temp(t),
            Reg::Konst(k) => IdxReg::Konst(k),
            Reg::Uni {
                id,
                offset,
                rel: Rel::None,
            } => IdxReg::Uni { id, offset },
            _ => return None,
        };
        Some(Idx {
            reg,
            lane: s.swz[0],
        })
    }
    pub fn src(self) -> Src {
        let reg = match self.reg {
            IdxReg::In(v) => Reg::In(v),
            IdxReg::Temp(t) => Reg::Temp(t),
            IdxReg::Konst(k) => Reg::Konst(k),
            IdxReg::Uni { id, offset } => Reg::Uni {
                id,
                offset,
                rel: Rel::None,
            },
        };
        Src::new(reg).splat(self.lane)
    }
}

impl Reg {
    /// A c register (uniform or constant): the operand slots of 5 bits cannot name it.
    pub fn is_c(self) -> bool {
        matches!(self, Reg::Uni { .. } | Reg::Konst(_))
    }
}

/// A source operand: register, swizzle, negation.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Src {
    pub reg: Reg,
    pub swz: [u8; 4],
    pub neg: bool,
}

impl Src {
    /// The temporary a relative address reads its index from.
    pub fn index_temp(&self) -> Option<u32> {
        match self.reg {
            Reg::Uni {
                rel: Rel::Dyn(i) | Rel::A0x(i) | Rel::A0y(i) | Rel::Al(i),
                ..
            } => match i.reg {
                IdxReg::Temp(t) => Some(t),
                _ => None,
            },
            _ => None,
        }
    }
    pub fn new(reg: Reg) -> Src {
        Src {
            reg,
            swz: [0, 1, 2, 3],
            neg: false,
        }
    }
    /// Component `c` of this operand in every lane.
    pub fn splat(self, c: u8) -> Src {
        let k = self.swz[usize::from(c)];
        Src {
            swz: [k; 4],
            ..self
        }
    }
    /// Compose a swizzle: lane i reads what lane `sel[i]` of `self` read.
    pub fn pick(self, sel: &[u8]) -> Src {
        let mut swz = self.swz;
        for (i, s) in sel.iter().enumerate().take(4) {
            swz[i] = self.swz[usize::from(*s)];
        }
        // Lanes past the selection repeat the last one (they are masked off).
        for i in sel.len().max(1)..4 {
            swz[i] = swz[sel.len().max(1) - 1];
        }
        Src { swz, ..self }
    }
    pub fn negated(self) -> Src {
        Src {
            neg: !self.neg,
            ..self
        }
    }
    /// Move the lanes so that lane `at + i` reads what lane `i` read (for writing
    /// a part of a vector at component `at`).
    pub fn shifted(self, at: u8) -> Src {
        let mut swz = self.swz;
        for i in 0..4u8 {
            let from = i.saturating_sub(at).min(3);
            swz[usize::from(i)] = self.swz[usize::from(from)];
        }
        Src { swz, ..self }
    }
}

/// A destination: register and write mask (bit 0 = x).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Dst {
    pub reg: Reg,
    pub mask: u8,
}

/// Comparison of `cmp` (picasso spells them eq, ne, lt, le, gt, ge).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cmp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl Cmp {
    pub fn name(self) -> &'static str {
        match self {
            Cmp::Eq => "eq",
            Cmp::Ne => "ne",
            Cmp::Lt => "lt",
            Cmp::Le => "le",
            Cmp::Gt => "gt",
            Cmp::Ge => "ge",
        }
    }
    /// The opposite comparison (`!(a < b)` as `a >= b`; NaN aside, which GLSL
    /// does not require).
    pub fn negated(self) -> Cmp {
        match self {
            Cmp::Eq => Cmp::Ne,
            Cmp::Ne => Cmp::Eq,
            Cmp::Lt => Cmp::Ge,
            Cmp::Ge => Cmp::Lt,
            Cmp::Le => Cmp::Gt,
            Cmp::Gt => Cmp::Le,
        }
    }
    /// The comparison with its operands exchanged.
    pub fn swapped(self) -> Cmp {
        match self {
            Cmp::Lt => Cmp::Gt,
            Cmp::Gt => Cmp::Lt,
            Cmp::Le => Cmp::Ge,
            Cmp::Ge => Cmp::Le,
            other => other,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    Add,
    Dp3,
    Dp4,
    Dph,
    Mul,
    Sge,
    Slt,
    Max,
    Min,
    Mov,
    Rcp,
    Rsq,
    Ex2,
    Lg2,
    Flr,
    Mad,
    /// `mova a0.x, src` (mask 1) or `mova a0.y, src` (mask 2).
    Mova(u8),
    Cmp(Cmp),
    /// `ifc cmp.x` (true when the last `cmp` set x).
    IfC,
    /// `ifc cmp.x && cmp.y`.
    IfCBoth,
    /// `ifu b`: on a boolean uniform (index into the `.bool` symbols), negated.
    IfU(u32, bool),
    Else,
    EndIf,
    /// `for iN` over an integer uniform (index into the `.ivec` symbols).
    Loop(u32),
    /// The `.end` of a `for`.
    EndLoop,
}

impl Op {
    pub fn mnemonic(self) -> &'static str {
        match self {
            Op::Add => "add",
            Op::Dp3 => "dp3",
            Op::Dp4 => "dp4",
            Op::Dph => "dph",
            Op::Mul => "mul",
            Op::Sge => "sge",
            Op::Slt => "slt",
            Op::Max => "max",
            Op::Min => "min",
            Op::Mov => "mov",
            Op::Rcp => "rcp",
            Op::Rsq => "rsq",
            Op::Ex2 => "ex2",
            Op::Lg2 => "lg2",
            Op::Flr => "flr",
            Op::Mad => "mad",
            Op::Mova(_) => "mova",
            Op::Cmp(_) => "cmp",
            Op::IfC | Op::IfCBoth => "ifc",
            Op::IfU(..) => "ifu",
            Op::Else => ".else",
            Op::EndIf | Op::EndLoop => ".end",
            Op::Loop(_) => "for",
        }
    }
    /// Instructions whose two sources may be exchanged.
    fn commutative(self) -> bool {
        matches!(
            self,
            Op::Add | Op::Mul | Op::Dp3 | Op::Dp4 | Op::Max | Op::Min
        )
    }
    /// Binary instructions with an inverted form taking the c register second
    /// (3dbrew: DPHI, DSTI, SGEI, SLTI).
    fn has_inverted(self) -> bool {
        matches!(self, Op::Dph | Op::Sge | Op::Slt)
    }
}

/// One instruction.
#[derive(Clone, Debug, PartialEq)]
pub struct Ins {
    pub op: Op,
    pub dst: Option<Dst>,
    pub src: Vec<Src>,
}

impl Ins {
    pub fn reads(&self, r: Reg) -> bool {
        self.src
            .iter()
            .any(|s| s.reg == r || s.index_temp().is_some_and(|t| Reg::Temp(t) == r))
    }
    pub fn writes(&self, r: Reg) -> bool {
        self.dst.is_some_and(|d| d.reg == r)
    }
}

/// The float constant pool: `.constf` registers, each component set or free.
#[derive(Clone, Debug, Default)]
pub struct Pool {
    pub regs: Vec<[Option<f32>; 4]>,
}

impl Pool {
    fn find(&self, v: f32) -> Option<(u32, u8)> {
        for (r, comps) in self.regs.iter().enumerate() {
            for (c, x) in comps.iter().enumerate() {
                if x.is_some_and(|x| x.to_bits() == v.to_bits()) {
                    return Some((r as u32, c as u8));
                }
            }
        }
        None
    }

    /// An operand reading the values `vals` in its first lanes.
    pub fn operand(&mut self, vals: &[f32]) -> Src {
        // Every value already somewhere in one register: a swizzle of it.
        'regs: for (r, comps) in self.regs.iter().enumerate() {
            let mut swz = [0u8; 4];
            for (i, v) in vals.iter().enumerate() {
                match comps
                    .iter()
                    .position(|x| x.is_some_and(|x| x.to_bits() == v.to_bits()))
                {
                    Some(c) => swz[i] = c as u8,
                    None => continue 'regs,
                }
            }
            return Src::new(Reg::Konst(r as u32)).pick_raw(swz, vals.len());
        }
        if vals.len() == 1 {
            if let Some((r, c)) = self.find(vals[0]) {
                return Src::new(Reg::Konst(r)).splat(c);
            }
        }
        let mut uniq: Vec<f32> = Vec::new();
        for v in vals {
            if !uniq.iter().any(|u| u.to_bits() == v.to_bits()) {
                uniq.push(*v);
            }
        }
        let same = |x: &Option<f32>, v: f32| x.is_some_and(|x| x.to_bits() == v.to_bits());
        // A register with room for the values it lacks, else a new one.
        let r = self
            .regs
            .iter()
            .position(|comps| {
                let missing = uniq.iter().filter(|v| !comps.iter().any(|x| same(x, **v)));
                missing.count() <= comps.iter().filter(|x| x.is_none()).count()
            })
            .unwrap_or_else(|| {
                self.regs.push([None; 4]);
                self.regs.len() - 1
            });
        let comps = &mut self.regs[r];
        for v in &uniq {
            if !comps.iter().any(|x| same(x, *v)) {
                if let Some(slot) = comps.iter_mut().find(|x| x.is_none()) {
                    *slot = Some(*v);
                }
            }
        }
        let mut swz = [0u8; 4];
        for (i, v) in vals.iter().enumerate() {
            swz[i] = comps.iter().position(|x| same(x, *v)).unwrap_or(0) as u8;
        }
        Src::new(Reg::Konst(r as u32)).pick_raw(swz, vals.len())
    }
}

impl Src {
    fn pick_raw(self, swz: [u8; 4], n: usize) -> Src {
        let mut s = swz;
        for i in n.max(1)..4 {
            s[i] = s[n.max(1) - 1];
        }
        Src { swz: s, ..self }
    }
}

/// The instruction list under construction, with fresh temporaries.
#[derive(Debug, Default)]
pub struct Code {
    pub ins: Vec<Ins>,
    pub temps: u32,
    pub pool: Pool,
    /// `mad` written as `mul` and `add` (when its descriptors run out).
    pub no_mad: bool,
    /// What a0.x and a0.y hold, and which was loaded last.
    a0: [Option<Idx>; 2],
    a0_last: usize,
    /// The index aL holds (the counter of the `for` being generated, inside its
    /// guarded body).
    pub al: Option<Idx>,
}

impl Code {
    pub fn temp(&mut self) -> Reg {
        self.temps += 1;
        Reg::Temp(self.temps - 1)
    }

    /// Points a0.x or a0.y at the index of a relative operand (a `mova` unless one
    /// holds it already) and names that register in the operand.
    fn address(&mut self, s: &mut Src) {
        let Reg::Uni {
            rel: Rel::Dyn(i) | Rel::A0x(i) | Rel::A0y(i),
            id,
            offset,
        } = s.reg
        else {
            return;
        };
        if self.al == Some(i) {
            s.reg = Reg::Uni {
                id,
                offset,
                rel: Rel::Al(i),
            };
            return;
        }
        let a = match self.a0.iter().position(|x| *x == Some(i)) {
            Some(a) => a,
            None => {
                let a = self
                    .a0
                    .iter()
                    .position(Option::is_none)
                    .unwrap_or(1 - self.a0_last);
                self.ins.push(Ins {
                    op: Op::Mova(1 << a),
                    dst: None,
                    src: vec![i.src()],
                });
                self.a0[a] = Some(i);
                a
            }
        };
        self.a0_last = a;
        s.reg = Reg::Uni {
            id,
            offset,
            rel: if a == 0 { Rel::A0x(i) } else { Rel::A0y(i) },
        };
    }

    fn copy_to_temp(&mut self, mut s: Src) -> Src {
        self.address(&mut s);
        let t = self.temp();
        self.ins.push(Ins {
            op: Op::Mov,
            dst: Some(Dst { reg: t, mask: 0xF }),
            src: vec![s],
        });
        Src::new(t)
    }

    /// Appends an instruction, moving operands into temporaries where the encoding
    /// cannot take them: only one c register, in the wide slot (src1 of most
    /// instructions, src2 of the inverted forms, src2 or src3 of `mad`), and one
    /// input register per instruction (3dbrew "GPU/Shader Instruction Set",
    /// instruction formats 1, 1i, 1c, 5, 5i).
    pub fn push(&mut self, op: Op, dst: Option<Dst>, mut src: Vec<Src>) {
        // One input register per instruction.
        let mut first_v = None;
        for s in src.iter_mut() {
            if let Reg::In(v) = s.reg {
                match first_v {
                    None => first_v = Some(v),
                    Some(f) if f == v => {}
                    Some(_) => *s = self.copy_to_temp(*s),
                }
            }
        }
        if op == Op::Mad && self.no_mad {
            let t = self.temp();
            let mask = dst.map_or(0xF, |d| d.mask);
            self.push(Op::Mul, Some(Dst { reg: t, mask }), vec![src[0], src[1]]);
            return self.push(Op::Add, dst, vec![Src::new(t), src[2]]);
        }
        match op {
            Op::Mad => {
                // src1 narrow; one c among src2/src3.
                if src[0].reg.is_c() {
                    if !src[1].reg.is_c() {
                        src.swap(0, 1);
                    } else {
                        src[0] = self.copy_to_temp(src[0]);
                    }
                }
                if src[1].reg.is_c() && src[2].reg.is_c() {
                    src[2] = self.copy_to_temp(src[2]);
                }
            }
            Op::Cmp(c) if src[1].reg.is_c() => {
                if !src[0].reg.is_c() {
                    src.swap(0, 1);
                    return self.push(Op::Cmp(c.swapped()), dst, src);
                }
                src[1] = self.copy_to_temp(src[1]);
            }
            _ if src.len() == 2 => {
                if src[0].reg.is_c() && src[1].reg.is_c() {
                    src[1] = self.copy_to_temp(src[1]);
                }
                if src[1].reg.is_c() && !op.has_inverted() {
                    if op.commutative() {
                        src.swap(0, 1);
                    } else {
                        src[1] = self.copy_to_temp(src[1]);
                    }
                }
            }
            _ => {}
        }
        for s in src.iter_mut() {
            self.address(s);
        }
        if matches!(
            op,
            Op::IfC | Op::IfCBoth | Op::IfU(..) | Op::Else | Op::EndIf | Op::Loop(_) | Op::EndLoop
        ) {
            // Either path may have loaded the address register (or the previous
            // pass of a loop).
            self.a0 = [None; 2];
        }
        if let Some(Dst {
            reg: Reg::Temp(t), ..
        }) = dst
        {
            // A temporary holding an index is written: forget the address.
            for a in self.a0.iter_mut() {
                if a.is_some_and(|i| i.reg == IdxReg::Temp(t)) {
                    *a = None;
                }
            }
        }
        self.ins.push(Ins { op, dst, src });
    }
}
