//! The loop iteration budget of the simulator's build ([`super::Target::loop_budget`]).
//!
//! A shader that does not end must stop in the simulator as it does in the
//! reference interpreter, with the same error. The entry point is given the
//! budget and keeps what is left in `%mvp.env`; every way back to a loop's
//! start takes one. When none is left, the shader reports the loop's
//! `file:line` (`mvp_loop_budget_exceeded`), marks the invocation stopped
//! (and, through the discard flag, ended: every caller returns and no output
//! is written) and returns. The count is the interpreter's
//! ([`gpubin_glsl::DEFAULT_LOOP_ITERATIONS`]).
//!
//! `vs_main` asks the runtime for the budget (`mvp_loop_budget`). The
//! fragment stage's body is `mvp.ps_run(gl_in, gl_out, gl_const, budget,
//! batch)`, which returns how the invocation ended ([`PsStatus`]);
//! `ps_main` asks the runtime for the budget and calls it, and the
//! simulator's batches call it directly, with no call back into the
//! runtime per fragment.

use super::cx::SimFields;
use super::func::Func;
use super::ir::{BinOp, CastOp, Global, IPred, Inst, Linkage, Ty, TypeError, Value};
use gpubin_glsl::ir::SourceLine;

/// `unsigned mvp_loop_budget(void)`: the iterations an invocation may run.
pub const LOOP_BUDGET: &str = "mvp_loop_budget";
/// `void mvp_loop_budget_exceeded(const char *at)`: the budget ran out at
/// the loop `at` (`file:line`, a NUL-terminated constant of the module).
pub const LOOP_BUDGET_EXCEEDED: &str = "mvp_loop_budget_exceeded";
/// `i32 mvp.ps_run(ptr gl_in, ptr gl_out, ptr gl_const, i32 budget, ptr
/// batch)`: the fragment stage's entry with its loop budget and the batch
/// table given (`SimFields::batch`); returns a [`PsStatus`].
pub const PS_RUN: &str = "mvp.ps_run";

/// How an invocation of [`PS_RUN`] ended: its return value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u32)]
pub enum PsStatus {
    /// It wrote its outputs.
    Done = 0,
    /// It was discarded (no output written).
    Discarded = 1,
    /// It ran out of loop budget (no output written).
    Stopped = 2,
}

impl PsStatus {
    /// The status [`PS_RUN`] returned.
    pub fn from_code(code: u32) -> PsStatus {
        match code {
            0 => PsStatus::Done,
            1 => PsStatus::Discarded,
            _ => PsStatus::Stopped,
        }
    }
}

/// A NUL-terminated string constant as an LLVM `c"..."` literal: printable
/// ASCII as is, other bytes (and `"`, `\`) as `\XX`.
fn c_string(text: &str) -> (Ty, String) {
    let mut lit = String::from("c\"");
    for b in text.bytes().chain([0]) {
        if (0x20..0x7f).contains(&b) && b != b'"' && b != b'\\' {
            lit.push(b as char);
        } else {
            lit.push_str(&format!("\\{b:02X}"));
        }
    }
    lit.push('"');
    (Ty::array(text.len() as u32 + 1, Ty::I8), lit)
}

impl Func<'_> {
    /// `mvp_loop_budget()`: the runtime's budget for this invocation.
    pub fn ask_loop_budget(&mut self) -> Value {
        self.cx.need(&format!("declare i32 @{LOOP_BUDGET}()"));
        self.add("budget", Inst::call(Ty::I32, LOOP_BUDGET, Vec::new()))
    }

    /// In the entry point: the budget into `%mvp.env`.
    pub fn start_loop_budget(&mut self, fields: SimFields, budget: Value) {
        let p = self.env_field_ptr(fields.left, "budget");
        self.put(Inst::store(budget, Func::ptr(&p), 4));
    }

    /// At the end of [`PS_RUN`]: how the invocation ended, as a
    /// [`PsStatus`] (the discard flag, plus one where stopped: a stop sets
    /// both).
    pub fn ps_status(&mut self, fields: SimFields) -> Value {
        let flag = |f: &mut Self, field: u32, name: &str| {
            let p = f.env_field_ptr(field, name);
            let b = f.add(name, Inst::load(Ty::I1, Func::ptr(&p), 1));
            f.add(name, Inst::cast(CastOp::ZExt, b, Ty::I32))
        };
        let discarded = flag(self, self.cx.env.discarded, "discarded");
        let stopped = flag(self, fields.stopped, "stopped");
        self.add("status", Inst::binary(BinOp::Add, discarded, stopped))
    }

    /// The way back to the start `head` of the loop at `at`: take one
    /// iteration of the budget, or stop the invocation.
    pub fn loop_back_edge(&mut self, head: &str, at: &SourceLine) {
        let Some(fields) = self.cx.env.sim else {
            self.br(head);
            return;
        };
        let p = self.env_field_ptr(fields.left, "budget");
        let left = self.add("budget", Inst::load(Ty::I32, Func::ptr(&p), 4));
        let none = self.add(
            "budget.out",
            Inst::icmp(IPred::Eq, left.clone(), Value::i32(0)),
        );
        let stop = self.fresh_raw("loop.stop");
        let back = self.fresh_raw("loop.back");
        self.jump(Inst::cond_br(none, &stop, &back));
        self.block(&stop);
        let site = self.cx.loop_site(&at.to_string());
        self.cx
            .need(&format!("declare void @{LOOP_BUDGET_EXCEEDED}(ptr)"));
        self.put(Inst::call(
            Ty::Void,
            LOOP_BUDGET_EXCEEDED,
            vec![Value::reg(Ty::Ptr, format!("@{site}"))],
        ));
        for (field, name) in [
            (self.cx.env.discarded, "discarded"),
            (fields.stopped, "stopped"),
        ] {
            let flag = self.env_field_ptr(field, name);
            self.put(Inst::store(Value::i1(true), Func::ptr(&flag), 1));
        }
        let l = self.ret_label.clone();
        self.br(&l);
        self.block(&back);
        let rest = self.add("budget", Inst::binary(BinOp::Sub, left, Value::i32(1)));
        self.put(Inst::store(rest, Func::ptr(&p), 4));
        self.br(head);
    }
}

/// The name of the constant naming the `n`-th loop position of a module.
pub fn site_name(n: usize) -> String {
    format!("loop.at.{n}")
}

/// That constant, `@loop.at.N = internal constant [K x i8] c"file:line\00"`.
pub fn site_global(n: usize, at: &str) -> Result<Global, TypeError> {
    let (ty, lit) = c_string(at);
    Global::constant(
        Linkage::Internal,
        site_name(n),
        Value::constant(ty, lit),
        None,
    )
}
