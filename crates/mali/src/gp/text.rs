//! Mesa `lima_disasm` text for GP programs (spec §11; Mesa's `ir/gp/disasm.c`).
//!
//! Each instruction writes six results numbered `^(6k + unit)`; sources name earlier
//! results by those numbers, printed signed (instruction 0 prints `^-6`).

use std::fmt::Write;

use super::instruction::{source, Instruction};
use super::opcode::{ComplexOp, MulOp, PassOp, StoreSource};

const LANES: [char; 4] = ['x', 'y', 'z', 'w'];

/// The six result units, in result-number order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    /// Accumulate unit 0.
    Acc0 = 0,
    /// Accumulate unit 1.
    Acc1 = 1,
    /// Multiply unit 0.
    Mul0 = 2,
    /// Multiply unit 1.
    Mul1 = 3,
    /// The pass unit.
    Pass = 4,
    /// The complex unit.
    Complex = 5,
}

impl Unit {
    /// Store source code naming this unit.
    pub(crate) fn store_source(self) -> StoreSource {
        match self {
            Unit::Acc0 => StoreSource::Acc0,
            Unit::Acc1 => StoreSource::Acc1,
            Unit::Mul0 => StoreSource::Mul0,
            Unit::Mul1 => StoreSource::Mul1,
            Unit::Pass => StoreSource::Pass,
            Unit::Complex => StoreSource::Complex,
        }
    }
}

const UNITS: i64 = 6;

/// Printing context of one instruction.
pub(crate) struct Context<'a> {
    pub instr: &'a Instruction,
    /// The previous instruction (all zero before the first).
    pub prev: &'a Instruction,
    /// Result number of this instruction's acc0 (6 × index).
    pub dest_base: i64,
}

impl Context<'_> {
    fn dest(&self, out: &mut String, unit: Unit) {
        let i = self.instr;
        let _ = write!(out, "^{}", self.dest_base + unit as i64);
        let src = unit.store_source();
        if i.store0_src_x == src || i.store0_src_y == src {
            store_target(out, i.store0_temporary, i.store0_varying, i.store0_addr);
            out.push('.');
            if i.store0_src_x == src {
                out.push('x');
            }
            if i.store0_src_y == src {
                out.push('y');
            }
        }
        if i.store1_src_z == src || i.store1_src_w == src {
            store_target(out, i.store1_temporary, i.store1_varying, i.store1_addr);
            out.push('.');
            if i.store1_src_z == src {
                out.push('z');
            }
            if i.store1_src_w == src {
                out.push('w');
            }
        }
        if unit == Unit::Complex {
            if let Some(k) = i.complex_op.address_register() {
                let _ = write!(out, "/addr{k}");
            }
        }
    }

    /// An operand after the mnemonic: a space, `-` when negated, the source.
    fn operand(&self, out: &mut String, code: u8, unit: Unit, second: bool, neg: bool) {
        out.push(' ');
        if neg {
            out.push('-');
        }
        self.src(out, code, unit, second);
    }

    /// A source; `second` marks the second operand, where code 22 is the identity.
    fn src(&self, out: &mut String, code: u8, unit: Unit, second: bool) {
        let i = self.instr;
        let prev1 = self.dest_base - UNITS;
        let prev2 = self.dest_base - 2 * UNITS;
        let _ = match code {
            0..=3 => write!(
                out,
                "{}{}.{}",
                if i.register0_attribute { 'a' } else { '$' },
                i.register0_addr,
                LANES[code as usize]
            ),
            4..=7 => write!(out, "${}.{}", i.register1_addr, LANES[(code - 4) as usize]),
            8..=11 => write!(out, "unknown{}", code - source::UNKNOWN0),
            12..=15 => {
                let _ = write!(out, "t[{}", i.load_addr);
                let _ = match i.load_offset {
                    1..=3 => write!(out, "+addr{}", i.load_offset),
                    7 => Ok(()),
                    n => write!(out, "+unk{n}"),
                };
                write!(out, "].{}", LANES[(code - source::LOAD_X) as usize])
            }
            16..=20 => write!(out, "^{}", prev1 + (code - source::PREV_ACC0) as i64),
            21 => write!(out, "unused"),
            22 => match unit {
                Unit::Acc0 | Unit::Acc1 if second => write!(out, "0"),
                Unit::Mul0 | Unit::Mul1 if second => write!(out, "1"),
                _ => write!(out, "^{}", prev1 + Unit::Complex as i64),
            },
            23 => write!(out, "^{}", prev2 + Unit::Pass as i64),
            24..=27 => write!(out, "^{}", prev2 + (code - source::PREV2_ACC0) as i64),
            _ => write!(
                out,
                "{}{}.{}",
                if self.prev.register0_attribute {
                    'a'
                } else {
                    '$'
                },
                self.prev.register0_addr,
                LANES[((code - source::PREV_REGISTER0_X) & 3) as usize]
            ),
        };
    }

    fn acc(&self, out: &mut String) -> bool {
        let i = self.instr;
        let units = [
            (
                Unit::Acc0,
                i.acc0_src0,
                i.acc0_src1,
                i.acc0_src0_neg,
                i.acc0_src1_neg,
            ),
            (
                Unit::Acc1,
                i.acc1_src0,
                i.acc1_src1,
                i.acc1_src0_neg,
                i.acc1_src1_neg,
            ),
        ];
        let mut printed = false;
        for (n, (unit, s0, s1, neg0, neg1)) in units.into_iter().enumerate() {
            // An add/compare unit is busy when its first source is used: floor and
            // sign leave the second source unused (Mesa 25.0.7 `print_acc`).
            if s0 == source::UNUSED {
                continue;
            }
            printed = true;
            out.push('\t');
            // add x, -0 is a move.
            let sources = if s1 == source::PREV_COMPLEX && neg1 {
                let _ = write!(out, "mov.a{n} ");
                1
            } else {
                // The unnamed code prints `op3` and its first source only.
                let _ = write!(out, "{}.a{n} ", i.acc_op);
                i.acc_op.sources()
            };
            self.dest(out, unit);
            self.operand(out, s0, unit, false, neg0);
            if sources > 1 {
                self.operand(out, s1, unit, true, neg1);
            }
            out.push('\n');
        }
        printed
    }

    fn mul(&self, out: &mut String) -> bool {
        let i = self.instr;
        match i.mul_op {
            MulOp::Mul | MulOp::Complex2 => {
                let units = [
                    (Unit::Mul0, i.mul0_src0, i.mul0_src1, i.mul0_neg),
                    (Unit::Mul1, i.mul1_src0, i.mul1_src1, i.mul1_neg),
                ];
                let mut printed = false;
                for (n, (unit, s0, s1, neg)) in units.into_iter().enumerate() {
                    if s0 == source::UNUSED || s1 == source::UNUSED {
                        continue;
                    }
                    printed = true;
                    out.push('\t');
                    if s1 == source::PREV_COMPLEX && !neg {
                        let _ = write!(out, "mov.m{n} ");
                        self.dest(out, unit);
                        self.operand(out, s0, unit, false, false);
                    } else {
                        // Only mul0 is named complex2; mul1 stays `mul.m1`.
                        if i.mul_op == MulOp::Complex2 && unit == Unit::Mul0 {
                            out.push_str("complex2.m0 ");
                        } else {
                            let _ = write!(out, "mul.m{n} ");
                        }
                        self.dest(out, unit);
                        self.operand(out, s0, unit, false, false);
                        self.operand(out, s1, unit, true, neg);
                    }
                    out.push('\n');
                }
                printed
            }
            MulOp::Select => {
                out.push_str("\tsel.m01 ");
                self.dest(out, Unit::Mul0);
                self.operand(out, i.mul0_src1, Unit::Mul0, true, false);
                self.operand(out, i.mul0_src0, Unit::Mul0, false, false);
                self.operand(out, i.mul1_src0, Unit::Mul1, false, false);
                out.push('\n');
                true
            }
            op => {
                // complex1, or an unnamed code as `unknown<n>`.
                let _ = write!(out, "\t{op}.m01 ");
                self.dest(out, Unit::Mul0);
                for (code, unit, second) in [
                    (i.mul0_src0, Unit::Mul0, false),
                    (i.mul0_src1, Unit::Mul0, true),
                    (i.mul1_src0, Unit::Mul1, false),
                    (i.mul1_src1, Unit::Mul1, true),
                ] {
                    self.operand(out, code, unit, second, false);
                }
                out.push('\n');
                true
            }
        }
    }

    fn complex(&self, out: &mut String) -> bool {
        let i = self.instr;
        if i.complex_src == source::UNUSED {
            return false;
        }
        // Mesa prints the tab before it notices a nop.
        out.push('\t');
        let _ = match i.complex_op {
            ComplexOp::Nop => return false,
            op if op.address_register().is_some() => write!(out, "{}.c ", ComplexOp::Pass),
            op => write!(out, "{op}.c "),
        };
        self.dest(out, Unit::Complex);
        self.operand(out, i.complex_src, Unit::Complex, false, false);
        out.push('\n');
        true
    }

    fn pass(&self, out: &mut String) -> bool {
        let i = self.instr;
        if i.pass_src == source::UNUSED {
            return false;
        }
        let _ = write!(out, "\t{}.p ", i.pass_op);
        self.dest(out, Unit::Pass);
        self.operand(out, i.pass_src, Unit::Pass, false, false);
        if i.pass_op == PassOp::Clamp {
            // Clamp bounds come from the load unit's x and y.
            self.operand(out, source::LOAD_X, Unit::Pass, true, false);
            self.operand(out, source::LOAD_X + 1, Unit::Pass, true, false);
        }
        out.push('\n');
        true
    }
}

fn store_target(out: &mut String, temporary: bool, varying: bool, addr: u8) {
    if temporary {
        // Temporary stores always use address register 0.
        out.push_str("/t[addr0]");
    } else {
        let _ = write!(out, "/{}{addr}", if varying { 'v' } else { '$' });
    }
}

/// One instruction as `lima_disasm` prints it: `NNN:` and one tab-prefixed line per
/// active unit. `prev` is the previous instruction (`None` before the first).
pub fn write_instruction(
    out: &mut String,
    index: usize,
    instr: &Instruction,
    prev: Option<&Instruction>,
) {
    let zero = Instruction::default();
    let cx = Context {
        instr,
        prev: prev.unwrap_or(&zero),
        dest_base: index as i64 * UNITS,
    };
    let _ = write!(out, "{index:03}:");
    let mut printed = cx.acc(out);
    printed |= cx.mul(out);
    printed |= cx.complex(out);
    printed |= cx.pass(out);
    if instr.branch {
        printed = true;
        // The condition is the pass unit's result.
        let target = instr.branch_target as u32 + if instr.branch_target_lo { 0 } else { 256 };
        let _ = writeln!(
            out,
            "\tbranch ^{} {target:03}",
            cx.dest_base + Unit::Pass as i64
        );
    }
    if instr.unknown_1 != 0 {
        printed = true;
        let _ = writeln!(out, "\tunknown_1 {}", instr.unknown_1);
    }
    if !printed {
        out.push_str("\tnop\n");
    }
}

/// A whole program as `lima_disasm` prints it.
pub fn program_text(program: &[Instruction]) -> String {
    let mut out = String::with_capacity(program.len() * 48);
    for (index, instr) in program.iter().enumerate() {
        let prev = index.checked_sub(1).map(|p| &program[p]);
        write_instruction(&mut out, index, instr, prev);
    }
    out
}
