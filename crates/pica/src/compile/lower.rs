//! GLSL IR to PICA200 instructions: every function inlined into `main`, loops
//! unrolled, values known at compile time folded (constants, loop counters), the
//! rest computed in virtual temporaries.

use gpubin_glsl::ir::{
    BinaryOp, CallArg, Expr, ExprKind, FunctionId, GlobalId, LocalId, Module, Place, Root, Scalar,
    Span, Stmt, StmtKind, StorageClass,
};
use gpubin_glsl::{ScalarKind, Type};

use super::code::{Cmp, Code, Dst, Idx, Op, Reg, Src, MAX_INSTRUCTIONS};

/// Loop iterations unrolled in one shader before it is refused (the code would
/// not fit the 512 instruction words long before).
const MAX_UNROLLED_ITERATIONS: u32 = 4096;
/// Instructions generated before a shader is refused as too long (checked again
/// against the hardware's 512 words after optimisation).
const MAX_GENERATED: usize = 8192;
/// Depth of the IF stack (3dbrew "GPU/Shader Instruction Set", "Control Flow").
const IF_DEPTH: u32 = crate::sim::IF_DEPTH as u32;

/// A value during lowering.
#[derive(Clone, Debug)]
pub enum V {
    /// Scalar or vector known at compile time (bools as 0/1, integers as floats).
    K(Vec<f32>),
    /// Scalar or vector of `n` components in a register.
    S(Src, u8),
    /// Matrix columns, array elements, struct members.
    Agg(Vec<V>),
    /// A matrix as its rows, one register each (float uniforms, as citro3d uploads
    /// a matrix: row k in register k), with the column count.
    Rows(Vec<Src>, u8),
}

/// Storage of a variable: one register per vector, components known at compile
/// time kept out of the register until read.
#[derive(Clone, Debug)]
pub enum Slot {
    Vec {
        reg: Reg,
        n: u8,
        known: [Option<f32>; 4],
        /// Run-time `if` nesting where the variable was created.
        depth: u32,
    },
    Agg(Vec<Slot>),
}

/// How control leaves a block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Flow {
    Next,
    Break,
    Continue,
    Return,
}

/// A loop being unrolled: where it starts, and its flag once a `break` under a
/// run-time condition needs one.
struct LoopBreak {
    start: usize,
    /// A function being inlined (x: it returned), not a loop.
    function: bool,
    /// x: left by a `break`; y: this iteration left by a `continue`.
    flag: Option<Reg>,
    /// A `continue` under a run-time condition happened: y is cleared at the
    /// start of each iteration and tested with x.
    continues: bool,
}

#[derive(Default)]
struct Frame {
    locals: Vec<Slot>,
    ret: Option<V>,
    /// Where the result goes when a `return` may be taken under a run-time
    /// condition.
    ret_slot: Option<Slot>,
}

/// What the interface assignment gives the lowering.
pub struct Interface {
    /// For every global: its value when it is read-only (inputs, uniforms).
    pub fixed: Vec<Option<V>>,
    /// Output globals: register index per global, `None` for other globals.
    pub outputs: Vec<Option<u8>>,
    /// Boolean uniforms read only as `if` conditions: their `.bool` symbol.
    pub bools: Vec<Option<u32>>,
    /// Integer uniforms read only as the bounds of loops over them (see
    /// [`uniform_loop`]): their `.ivec` symbol.
    pub ints: Vec<Option<u32>>,
}

pub struct Lower<'m> {
    pub(super) m: &'m Module,
    pub code: Code,
    pub(super) iface: &'m Interface,
    globals: Vec<Option<Slot>>,
    /// The function being lowered (outside any: empty).
    frame: Frame,
    /// Its callers', innermost last.
    frames: Vec<Frame>,
    /// The function of each frame.
    pub(super) frame_types: Vec<FunctionId>,
    breaks: Vec<LoopBreak>,
    /// `break`s and `continue`s taken under run-time conditions so far.
    cond_breaks: u32,
    /// `break`s among them.
    cond_exits: u32,
    pub(super) dyn_depth: u32,
    iterations: u32,
    /// The loop being unrolled, for messages.
    loop_at: Option<String>,
    /// Inside a `for` over an integer uniform.
    in_uniform_loop: bool,
    /// The counter's start of the loops over each integer uniform (global).
    pub loop_starts: Vec<(GlobalId, i32)>,
}

/// Something PICA200 cannot run, or the compiler does not lower; located at
/// `span`, else at `name`, else at `main`.
#[derive(Debug)]
pub struct Refusal {
    /// The identifier concerned: the error points at its first use when
    /// there is no `span` (an interface limit, a global).
    pub name: Option<String>,
    /// What is refused, and why.
    pub message: String,
    /// The source to point at: the expression or statement refused (the
    /// innermost being lowered when it was raised), or a loop.
    pub span: Option<Span>,
    /// A path the compiler's own checks rule out was taken (a compiler bug, not
    /// something the shader does).
    pub internal: bool,
}

impl Refusal {
    /// The refusal located at `span`, unless it already has a span: the
    /// innermost node lowered when it was raised gives it.
    pub(super) fn within(mut self, span: Span) -> Self {
        self.span.get_or_insert(span);
        self
    }
}

pub(super) type R<T> = Result<T, Refusal>;

pub(super) fn refuse<T>(message: impl Into<String>) -> R<T> {
    Err(Refusal {
        name: None,
        message: message.into(),
        span: None,
        internal: false,
    })
}

/// A case the compiler's own checks rule out: an internal error, not a refusal of
/// the shader.
pub(super) fn internal<T>(what: &str) -> R<T> {
    Err(Refusal {
        name: None,
        message: format!("internal: {what}"),
        span: None,
        internal: true,
    })
}

/// A refusal of the source at `span` (a loop's).
fn refuse_in<T>(span: Span, message: impl Into<String>) -> R<T> {
    Err(Refusal {
        name: None,
        message: message.into(),
        span: Some(span),
        internal: false,
    })
}

pub(super) fn refuse_at<T>(name: &str, message: impl Into<String>) -> R<T> {
    Err(Refusal {
        name: Some(name.to_string()),
        message: message.into(),
        span: None,
        internal: false,
    })
}

pub(super) fn mask_of(n: u8) -> u8 {
    (1u8 << n) - 1
}

pub(super) fn scalar_f(s: &Scalar) -> f32 {
    match *s {
        Scalar::Float(f) => f,
        Scalar::Int(i) => i as f32,
        Scalar::Uint(u) => u as f32,
        Scalar::Bool(b) => f32::from(u8::from(b)),
    }
}

impl<'m> Lower<'m> {
    pub fn new(m: &'m Module, iface: &'m Interface) -> Self {
        Lower {
            m,
            code: Code::default(),
            iface,
            globals: vec![None; m.globals.len()],
            frame: Frame::default(),
            frames: Vec::new(),
            frame_types: Vec::new(),
            breaks: Vec::new(),
            cond_breaks: 0,
            cond_exits: 0,
            dyn_depth: 0,
            iterations: 0,
            loop_at: None,
            in_uniform_loop: false,
            loop_starts: Vec::new(),
        }
    }

    fn slot(&mut self, ty: &Type) -> R<Slot> {
        Ok(match ty {
            Type::Scalar(_) | Type::Vector(..) => Slot::Vec {
                reg: self.code.temp(),
                n: ty.vector_size().unwrap_or(1),
                known: [Some(0.0); 4],
                depth: self.dyn_depth,
            },
            Type::Matrix { cols, rows } => Slot::Agg(
                (0..*cols)
                    .map(|_| self.slot(&Type::Vector(ScalarKind::Float, *rows)))
                    .collect::<R<_>>()?,
            ),
            Type::Array(e, n) => Slot::Agg((0..*n).map(|_| self.slot(e)).collect::<R<_>>()?),
            Type::Struct(id) => {
                let members = self.m.structs[*id as usize].members.clone();
                Slot::Agg(
                    members
                        .iter()
                        .map(|mem| self.slot(&mem.ty))
                        .collect::<R<_>>()?,
                )
            }
            Type::Void => Slot::Agg(Vec::new()),
            Type::Sampler(_) => {
                return refuse("samplers: a PICA200 vertex shader reads no textures")
            }
        })
    }

    /// Lowers `main` and writes the outputs.
    pub fn run(&mut self) -> R<()> {
        for (i, g) in self.m.globals.iter().enumerate() {
            if matches!(g.class, StorageClass::Output | StorageClass::Private) {
                self.globals[i] = Some(self.slot(&g.ty)?);
            }
        }
        let entry = self.m.entry_point;
        self.call(entry, &[], None)?;
        for (i, o) in self.iface.outputs.iter().enumerate() {
            let Some(reg) = o else { continue };
            let mut slot = self.take_root(Root::Global(GlobalId::from_index(i)));
            let v = self.read_slot(&mut slot);
            let Slot::Vec { n, .. } = slot else {
                return refuse_at(
                    &self.m.globals[i].name,
                    "an output must be a float or vector",
                );
            };
            let src = self.src(&v);
            self.code.push(
                Op::Mov,
                Some(Dst {
                    reg: Reg::Out(*reg),
                    mask: mask_of(n),
                }),
                vec![src],
            );
        }
        Ok(())
    }

    fn check_size(&self) -> R<()> {
        if self.code.ins.len() > MAX_GENERATED {
            return refuse(format!(
                "the shader needs more than {MAX_GENERATED} instructions before optimisation; PICA200 code memory holds 512"
            ));
        }
        Ok(())
    }

    fn call(&mut self, f: FunctionId, args: &[CallArg], result: Option<&Place>) -> R<()> {
        let func = &self.m.functions[f.index()];
        if self.frames.len() > 64 {
            return refuse_at(&func.name, "calls nested too deeply");
        }
        // Arguments in order: in-values evaluated, out places read for inout.
        let mut ins = Vec::new();
        for (a, p) in args.iter().zip(&func.params) {
            match a {
                CallArg::In(e) => ins.push(Some(self.expr(e)?)),
                CallArg::InOut(pl) => ins.push(Some(self.load(pl)?)),
                CallArg::Out(_) => ins.push(None),
            }
            let _ = p;
        }
        let mut locals = Vec::new();
        for l in &func.locals {
            locals.push(self.slot(&l.ty)?);
        }
        // A `return` inside a block may be taken under a run-time condition: the
        // result then lives in registers from the start.
        let ret_slot = if func.return_type != gpubin_glsl::Type::Void && nested_return(&func.body) {
            let mut s = self.slot(&func.return_type)?;
            materialize(&mut self.code, &mut s);
            Some(s)
        } else {
            None
        };
        let caller = std::mem::replace(
            &mut self.frame,
            Frame {
                locals,
                ret: None,
                ret_slot,
            },
        );
        self.frames.push(caller);
        self.frame_types.push(f);
        self.breaks.push(LoopBreak {
            start: self.code.ins.len(),
            function: true,
            flag: None,
            continues: false,
        });
        let counts_before = (self.cond_breaks, self.cond_exits);
        for (v, p) in ins.into_iter().zip(&func.params) {
            if let Some(v) = v {
                let mut slot = self.take_root(Root::Local(p.local));
                self.write_slot(&mut slot, &[], v)?;
                self.put_root(Root::Local(p.local), slot);
            }
        }
        let flow = self.block(&func.body)?;
        if matches!(flow, Flow::Break | Flow::Continue) {
            return refuse_at(&func.name, "`break`/`continue` outside a loop");
        }
        self.breaks.pop();
        (self.cond_breaks, self.cond_exits) = counts_before;
        // Every call pushes one caller frame, popped here.
        let caller = self.frames.pop().unwrap_or_default();
        let mut frame = std::mem::replace(&mut self.frame, caller);
        self.frame_types.pop();
        if let Some(mut s) = frame.ret_slot.take() {
            frame.ret = Some(read_slot(&mut self.code, &mut s, self.dyn_depth));
        }
        // Copy-outs in parameter order, then the result.
        for (a, p) in args.iter().zip(&func.params) {
            if let CallArg::Out(pl) | CallArg::InOut(pl) = a {
                let v = read_slot(
                    &mut self.code,
                    &mut frame.locals[p.local.index()],
                    self.dyn_depth,
                );
                self.store(pl, v)?;
            }
        }
        if let (Some(pl), Some(v)) = (result, frame.ret) {
            self.store(pl, v)?;
        }
        Ok(())
    }

    fn block(&mut self, b: &[Stmt]) -> R<Flow> {
        for (i, s) in b.iter().enumerate() {
            self.check_size()?;
            let before = self.cond_breaks;
            let f = self.stmt(s)?;
            if f != Flow::Next {
                return Ok(f);
            }
            if self.cond_breaks != before && i + 1 < b.len() {
                return self.guarded(&b[i + 1..]);
            }
        }
        Ok(Flow::Next)
    }

    fn stmt(&mut self, s: &Stmt) -> R<Flow> {
        self.stmt_kind(&s.kind, s.span)
            .map_err(|r| r.within(s.span))
    }

    /// A statement of `kind` at `span`.
    fn stmt_kind(&mut self, kind: &StmtKind, span: Span) -> R<Flow> {
        match kind {
            StmtKind::Store { place, value } => {
                let v = self.expr(value)?;
                self.store(place, v)?;
            }
            StmtKind::Call {
                function,
                args,
                result,
            } => {
                if function.index() >= self.m.functions.len() {
                    return refuse("a geometry-shader operation in a vertex shader");
                }
                self.call(*function, args, result.as_ref())?
            }
            StmtKind::If {
                condition,
                accept,
                reject,
            } => return self.if_stmt(condition, accept, reject),
            StmtKind::Loop {
                body,
                continuing,
                at,
            } if uniform_loop(self.m, body, continuing).is_some() => {
                let Some((counter, bound)) = uniform_loop(self.m, body, continuing) else {
                    return internal("a loop over a uniform that no longer matches");
                };
                self.uniform_loop(counter, bound, &body[1..], continuing, at, span)?;
            }
            StmtKind::Loop {
                body,
                continuing,
                at,
            } => {
                let outer = self.loop_at.replace(at.to_string());
                self.breaks.push(LoopBreak {
                    start: self.code.ins.len(),
                    function: false,
                    flag: None,
                    continues: false,
                });
                // A conditional `break` of this loop concerns nothing after it.
                let breaks_before = (self.cond_breaks, self.cond_exits);
                let mut left = false;
                let r = loop {
                    self.iterations += 1;
                    if self.iterations > MAX_UNROLLED_ITERATIONS {
                        return refuse_in(
                            span,
                            format!("loop not unrollable within {MAX_UNROLLED_ITERATIONS} iterations (its bound must be known at compile time, unless it is `for (int i = S; i < n; i++)` over an `int` uniform `n`; PICA200 code memory holds 512 instructions)"),
                        );
                    }
                    let before = self.cond_exits;
                    if let Some(LoopBreak {
                        flag: Some(flag),
                        continues: true,
                        ..
                    }) = self.breaks.last()
                    {
                        let (flag, zero) = (*flag, self.code.pool.operand(&[0.0]));
                        self.code
                            .push(Op::Mov, Some(Dst { reg: flag, mask: 2 }), vec![zero]);
                    }
                    // Once left under a run-time condition, each iteration runs only
                    // while the loop's flag is clear.
                    let f = if left {
                        self.guarded(body)?
                    } else {
                        self.block(body)?
                    };
                    left |= self.cond_exits != before;
                    if left && self.code.ins.len() > 4 * MAX_INSTRUCTIONS {
                        return refuse_in(span, "a loop whose bound is known only at run time, unrolled up to a `break`, passes the 512 instructions of PICA200 code memory (a PICA200 `loop` is generated only for `for (int i = S; i < n; i++)` over an `int` uniform `n`, without `break`)");
                    }
                    match f {
                        Flow::Break => break Flow::Next,
                        Flow::Return => break Flow::Return,
                        Flow::Next | Flow::Continue => {}
                    }
                    let n = self.code.ins.len();
                    let f = self.block(continuing)?;
                    if left && self.code.ins.len() != n {
                        return refuse_in(span, "a loop left by a `break` under a run-time condition must step by values known at compile time");
                    }
                    match f {
                        Flow::Break => break Flow::Next,
                        Flow::Return => break Flow::Return,
                        _ => {}
                    }
                };
                self.breaks.pop();
                (self.cond_breaks, self.cond_exits) = breaks_before;
                self.loop_at = outer;
                if r == Flow::Return {
                    return Ok(Flow::Return);
                }
            }
            StmtKind::Switch { selector, cases } => {
                let v = self.expr(selector)?;
                let V::K(k) = v else {
                    return self.switch_dynamic(v, cases);
                };
                let sel = k[0] as i64;
                let start = cases
                    .iter()
                    .position(|c| c.values.contains(&sel))
                    .or_else(|| cases.iter().position(|c| c.is_default));
                if let Some(start) = start {
                    for c in &cases[start..] {
                        match self.block(&c.body)? {
                            Flow::Next => {}
                            Flow::Break => break,
                            other => return Ok(other),
                        }
                    }
                }
            }
            StmtKind::Break => return Ok(Flow::Break),
            StmtKind::Continue => return Ok(Flow::Continue),
            StmtKind::Return(v) => {
                if let Some(e) = v {
                    let v = self.expr(e)?;
                    let depth = self.dyn_depth;
                    let frame = &mut self.frame;
                    match frame.ret_slot.as_mut() {
                        Some(slot) => write_slot(&mut self.code, slot, &[], v, depth)?,
                        None => frame.ret = Some(v),
                    }
                }
                return Ok(Flow::Return);
            }
            StmtKind::Discard => return refuse("`discard` in a vertex shader"),
        }
        Ok(Flow::Next)
    }

    /// `for (i = S; i < n; i++)` over an integer uniform `n` (see
    /// [`uniform_loop`]) as a PICA200 `loop` (picasso `for n`) on the integer
    /// register of `n`. LOOP runs its body i.x + 1 times with aL from i.y, growing
    /// by i.z after each pass (3dbrew "GPU/Shader Instruction Set", LOOP), at least
    /// once: so the app uploads (n - S, S - 1, 1, 0) (x clamped to 0..255), and the
    /// first pass, whose counter is S - 1, runs no statement of the body (`ifc` on
    /// i >= S). The counter is a float register stepped after the body; aL equals it
    /// in the body, and indexes uniform arrays by `i` without a `mova` (for S = 0,
    /// aL = 255 + 1 in the first pass that runs the body: the relative index sum
    /// wraps to 7 bits, see `sim::exec`'s `read`). After the loop the counter holds
    /// max(n, S), as GLSL's.
    fn uniform_loop(
        &mut self,
        counter: LocalId,
        bound: GlobalId,
        body: &[Stmt],
        continuing: &[Stmt],
        at: &gpubin_glsl::ir::SourceLine,
        span: Span,
    ) -> R<()> {
        let name = self.m.globals[bound.index()].name.clone();
        let Some(k) = self.iface.ints[bound.index()] else {
            return refuse_in(
                span,
                format!("a loop bounded by the integer uniform `{name}`, which is also read as a value: a loop over an integer uniform (PICA200 `loop`) takes its count from an integer register, which only loop bounds read; a loop with a bound known only at run time is not unrolled"),
            );
        };
        if self.in_uniform_loop {
            return refuse_in(
                span,
                "a loop over an integer uniform inside another: PICA200 has one loop counter (aL) for nested loops",
            );
        }
        if exits(body) {
            return refuse_in(
                span,
                "`break`, `continue` or `return` inside a loop over an integer uniform (not generated)",
            );
        }
        let counter = Root::Local(counter);
        let mut roots = Vec::new();
        written_roots(self.m, body, &mut roots, true);
        if roots.contains(&counter) {
            return refuse_in(
                span,
                "the counter of a loop over an integer uniform is written in its body: PICA200 `loop` fixes the count when the loop starts",
            );
        }
        let mut slot = self.take_root(counter);
        let start = match &slot {
            Slot::Vec { known, .. } => known[0],
            Slot::Agg(_) => None,
        }
        .filter(|s| s.fract() == 0.0 && (-127.0..=128.0).contains(s));
        let Some(start) = start else {
            self.put_root(counter, slot);
            return refuse_in(
                span,
                "the counter of a loop over an integer uniform must start at a value known at compile time, from -127 to 128 (aL starts one below it, from an 8-bit field)",
            );
        };
        match self.loop_starts.iter().find(|(g, _)| *g == bound).copied() {
            Some((_, s)) if s != start as i32 => {
                self.put_root(counter, slot);
                return refuse_in(
                    span,
                    format!("loops over `{name}` with counters starting at {s} and at {start}: the app uploads one (count, start, step) for `{name}`"),
                );
            }
            Some(_) => {}
            None => self.loop_starts.push((bound, start as i32)),
        }
        if self.dyn_depth >= IF_DEPTH {
            self.put_root(counter, slot);
            return refuse_in(
                span,
                format!(
                    "a loop over an integer uniform guards its body with an `if`, nested {} deep on run-time conditions; the PICA200 IF stack holds {IF_DEPTH}",
                    self.dyn_depth + 1
                ),
            );
        }
        // The first pass is skipped: the counter starts one step early.
        if let Slot::Vec { known, .. } = &mut slot {
            known[0] = Some(start - 1.0);
        }
        self.put_root(counter, slot);
        // What the loop writes lives in registers from here on.
        // (Locals used only in the body, which stores all of them before reading
        // them, stay with the body: their values are known within a pass.)
        // The step (`continuing`) is generated below, not lowered: its postfix
        // copy, a local other loops may share, belongs to no one here.
        self.in_uniform_loop = true;
        self.enter_region(roots, &[body, continuing]);
        self.materialize_root(counter);
        let outer = self.loop_at.replace(at.to_string());
        self.code.push(Op::Loop(k), None, vec![]);
        let mut slot = self.take_root(counter);
        let i = self.read_slot(&mut slot);
        self.put_root(counter, slot);
        let i = self.src(&i).splat(0);
        let s = self.code.pool.operand(&[start]);
        self.code.push(Op::Cmp(Cmp::Ge), None, vec![i, s]);
        self.code.push(Op::IfC, None, vec![]);
        self.dyn_depth += 1;
        self.in_uniform_loop = true;
        self.code.al = Idx::of(i);
        let f = self.block(body);
        self.code.al = None;
        self.in_uniform_loop = false;
        self.dyn_depth -= 1;
        let f = f?;
        self.code.push(Op::EndIf, None, vec![]);
        if f != Flow::Next {
            return refuse_in(
                span,
                "`break`, `continue` or `return` inside a loop over an integer uniform (not generated)",
            );
        }
        // The step, `i++` (the only continuing block `uniform_loop` accepts; its
        // postfix copy is read nowhere).
        let mut slot = self.take_root(counter);
        let Slot::Vec { reg, known, .. } = &mut slot else {
            return Err(Refusal {
                name: None,
                message: "internal: a loop counter that is no scalar".into(),
                span: Some(span),
                internal: true,
            });
        };
        *known = [None; 4];
        let reg = *reg;
        self.put_root(counter, slot);
        let one = self.code.pool.operand(&[1.0]);
        self.code.push(
            Op::Add,
            Some(Dst { reg, mask: 1 }),
            vec![one, Src::new(reg).splat(0)],
        );
        self.code.push(Op::EndLoop, None, vec![]);
        self.loop_at = outer;
        Ok(())
    }

    fn if_stmt(&mut self, condition: &Expr, accept: &[Stmt], reject: &[Stmt]) -> R<Flow> {
        if let V::K(k) = self.expr(condition)? {
            // Known at compile time (a loop counter, a constant): only one side.
            return self.block(if k[0] != 0.0 { accept } else { reject });
        }
        if self.dyn_depth >= IF_DEPTH {
            return refuse(format!(
                "`if` nested {} deep on run-time conditions; the PICA200 IF stack holds {IF_DEPTH}",
                self.dyn_depth + 1
            ));
        }
        // Variables either side writes lose their compile-time values here,
        // unless only these sides use them.
        let mut roots = Vec::new();
        written_roots(self.m, accept, &mut roots, true);
        written_roots(self.m, reject, &mut roots, true);
        self.enter_region(roots, &[accept, reject]);
        match self.bool_uniform(condition) {
            Some((b, neg)) => self.code.push(Op::IfU(b, neg), None, vec![]),
            None => {
                self.condition(condition)?;
                self.code.push(Op::IfC, None, vec![]);
            }
        }
        self.dyn_depth += 1;
        let fa = self.block(accept)?;
        let fa = self.conditional_break(fa);
        let fr = if reject.is_empty() {
            Flow::Next
        } else {
            self.code.push(Op::Else, None, vec![]);
            let fr = self.block(reject)?;
            self.conditional_break(fr)
        };
        self.dyn_depth -= 1;
        self.code.push(Op::EndIf, None, vec![]);
        if fa != Flow::Next || fr != Flow::Next {
            let what = match (fa, fr) {
                (Flow::Return, _) | (_, Flow::Return) => "`return`",
                _ => "`break`/`continue`",
            };
            return refuse(format!(
                "{what} under a condition known only at run time{}; loops are unrolled, so their exits must be known at compile time",
                self.loop_at
                    .as_ref()
                    .map(|a| format!(" (loop at {a})"))
                    .unwrap_or_default()
            ));
        }
        Ok(Flow::Next)
    }

    /// `switch` on a run-time value: one `if` per group of labels, one after the
    /// other (the labels are distinct), the default under "no label matched".
    /// Falling through into a non-empty case and a `break` not ending a case are
    /// refused.
    fn switch_dynamic(&mut self, sel: V, cases: &[gpubin_glsl::ir::SwitchCase]) -> R<Flow> {
        // The selector in a register of its own: the cases may write its variable.
        let s = self.src(&sel);
        let t = self.op(Op::Mov, 1, vec![s.splat(0)]);
        let t = self.src(&t);
        // Arms: labels, default or not, body without its closing `break`.
        let mut arms: Vec<(Vec<i64>, bool, &[Stmt])> = Vec::new();
        let mut labels = Vec::new();
        let mut default = false;
        for (i, c) in cases.iter().enumerate() {
            labels.extend(&c.values);
            default |= c.is_default;
            if c.body.is_empty() && i + 1 < cases.len() {
                continue;
            }
            let body =
                match c.body.split_last().map(|(s, rest)| (&s.kind, rest)) {
                    Some((StmtKind::Break, rest)) => rest,
                    Some((StmtKind::Continue | StmtKind::Return(_), _)) => &c.body[..],
                    _ if i + 1 == cases.len() => &c.body[..],
                    _ => return refuse(
                        "a `switch` on a run-time value with a case falling through into the next",
                    ),
                };
            if breaks_out(body) {
                return refuse("`break` inside a case of a `switch` on a run-time value");
            }
            arms.push((
                std::mem::take(&mut labels),
                std::mem::take(&mut default),
                body,
            ));
        }
        // matched = max over labels of (|t - v| < 0.5)
        let half = self.code.pool.operand(&[0.5]);
        let mut any: Option<Src> = None;
        let mut conds = Vec::new();
        for (labels, _, _) in &arms {
            let mut m: Option<Src> = None;
            for v in labels {
                let k = self.code.pool.operand(&[*v as f32]);
                let d = self.op(Op::Add, 1, vec![k.negated(), t]);
                let d = self.src(&d);
                let a = self.op(Op::Max, 1, vec![d, d.negated()]);
                let a = self.src(&a);
                let e = self.op(Op::Slt, 1, vec![a, half]);
                let e = self.src(&e);
                m = Some(match m {
                    None => e,
                    Some(x) => {
                        let o = self.op(Op::Max, 1, vec![x, e]);
                        self.src(&o)
                    }
                });
            }
            if let Some(x) = m {
                any = Some(match any {
                    None => x,
                    Some(y) => {
                        let o = self.op(Op::Max, 1, vec![x, y]);
                        self.src(&o)
                    }
                });
            }
            conds.push(m);
        }
        let zero = self.code.pool.operand(&[0.0]);
        for ((_, is_default, body), m) in arms.iter().zip(conds) {
            if self.dyn_depth >= IF_DEPTH {
                return refuse(format!(
                    "`switch` nested {} deep in run-time conditions; the PICA200 IF stack holds {IF_DEPTH}",
                    self.dyn_depth + 1
                ));
            }
            let mut roots = Vec::new();
            written_roots(self.m, body, &mut roots, true);
            self.enter_region(roots, &[body]);
            match (m, is_default, any) {
                // A default arm (with labels of its own or not): taken when its
                // labels match or no label does.
                (m, true, any) => {
                    let none = match any {
                        Some(a) => {
                            let one = self.code.pool.operand(&[1.0]);
                            let n = self.op(Op::Add, 1, vec![one, a.negated()]);
                            self.src(&n)
                        }
                        None => self.code.pool.operand(&[1.0]),
                    };
                    let c = match m {
                        Some(x) => {
                            let o = self.op(Op::Max, 1, vec![x, none]);
                            self.src(&o)
                        }
                        None => none,
                    };
                    self.code.push(Op::Cmp(Cmp::Ne), None, vec![c, zero]);
                }
                (Some(x), false, _) => self.code.push(Op::Cmp(Cmp::Ne), None, vec![x, zero]),
                (None, false, _) => continue,
            }
            self.code.push(Op::IfC, None, vec![]);
            self.dyn_depth += 1;
            let f = self.block(body)?;
            let f = self.conditional_break(f);
            self.dyn_depth -= 1;
            self.code.push(Op::EndIf, None, vec![]);
            if f != Flow::Next {
                return refuse("`return`/`continue` in a case of a `switch` on a run-time value inside a loop or function it cannot leave");
            }
        }
        Ok(Flow::Next)
    }

    /// A `break` of the loop being unrolled, reached under a run-time condition:
    /// the loop's flag is set, and what follows runs only while it is clear (see
    /// `guarded`).
    fn conditional_break(&mut self, f: Flow) -> Flow {
        if f == Flow::Next {
            return f;
        }
        let Some(lp) = self.breaks.last_mut() else {
            return f;
        };
        // A `return` inside a loop, or a `break` outside one, stays as it is (and
        // is refused by the caller).
        if (f == Flow::Return) != lp.function {
            return f;
        }
        let lane = if f == Flow::Continue { 2 } else { 1 };
        if f == Flow::Continue {
            lp.continues = true;
        }
        let flag = match lp.flag {
            Some(r) => r,
            None => {
                self.code.temps += 1;
                let r = Reg::Temp(self.code.temps - 1);
                lp.flag = Some(r);
                // Cleared where the loop starts.
                let zero = self.code.pool.operand(&[0.0]);
                self.code.ins.insert(
                    lp.start,
                    super::code::Ins {
                        op: Op::Mov,
                        dst: Some(Dst { reg: r, mask: 3 }),
                        src: vec![zero],
                    },
                );
                r
            }
        };
        let one = self.code.pool.operand(&[1.0]);
        self.code.push(
            Op::Mov,
            Some(Dst {
                reg: flag,
                mask: lane,
            }),
            vec![one],
        );
        self.cond_breaks += 1;
        if f == Flow::Break {
            self.cond_exits += 1;
        }
        Flow::Next
    }

    /// `rest` under `if (flag == 0)`: after a conditional `break`, the rest of the
    /// iteration and the later iterations.
    fn guarded(&mut self, rest: &[Stmt]) -> R<Flow> {
        let Some((flag, both)) = self
            .breaks
            .last()
            .and_then(|l| l.flag.map(|f| (f, l.continues)))
        else {
            return self.block(rest);
        };
        if self.dyn_depth >= IF_DEPTH {
            return refuse(format!(
                "`if` nested {} deep on run-time conditions (a conditional `break` adds one); the PICA200 IF stack holds {IF_DEPTH}",
                self.dyn_depth + 1
            ));
        }
        let mut roots = Vec::new();
        written_roots(self.m, rest, &mut roots, true);
        self.enter_region(roots, &[rest]);
        let zero = self.code.pool.operand(&[0.0]);
        if both {
            self.code
                .push(Op::Cmp(Cmp::Eq), None, vec![Src::new(flag), zero]);
            self.code.push(Op::IfCBoth, None, vec![]);
        } else {
            self.code
                .push(Op::Cmp(Cmp::Eq), None, vec![Src::new(flag).splat(0), zero]);
            self.code.push(Op::IfC, None, vec![]);
        }
        self.dyn_depth += 1;
        let f = self.block(rest)?;
        self.dyn_depth -= 1;
        self.code.push(Op::EndIf, None, vec![]);
        if f == Flow::Return && !self.breaks.last().is_some_and(|l| l.function) {
            return refuse("`return` after a `break` under a run-time condition");
        }
        Ok(f)
    }

    /// A condition that is a boolean uniform kept in a `b` register (or its `!`).
    fn bool_uniform(&self, e: &Expr) -> Option<(u32, bool)> {
        match &e.kind {
            ExprKind::Load(Place {
                root: Root::Global(g),
                path,
                ..
            }) if path.is_empty() => self.iface.bools[g.index()].map(|b| (b, false)),
            ExprKind::Unary(gpubin_glsl::ir::UnaryOp::Not, x) => {
                self.bool_uniform(x).map(|(b, n)| (b, !n))
            }
            _ => None,
        }
    }

    /// Sets cmp.x to the condition (or to its negation: `!c`).
    fn condition(&mut self, e: &Expr) -> R<()> {
        self.condition_of(e, false)
    }

    fn condition_of(&mut self, e: &Expr, negate: bool) -> R<()> {
        if let ExprKind::Unary(gpubin_glsl::ir::UnaryOp::Not, x) = &e.kind {
            return self.condition_of(x, !negate);
        }
        if let ExprKind::Binary(op, ab) = &e.kind {
            let c = match op {
                BinaryOp::Less => Some(Cmp::Lt),
                BinaryOp::LessEqual => Some(Cmp::Le),
                BinaryOp::Greater => Some(Cmp::Gt),
                BinaryOp::GreaterEqual => Some(Cmp::Ge),
                BinaryOp::Equal if ab[0].ty.is_scalar() => Some(Cmp::Eq),
                BinaryOp::NotEqual if ab[0].ty.is_scalar() => Some(Cmp::Ne),
                _ => None,
            };
            if let Some(c) = c {
                let c = if negate { c.negated() } else { c };
                let a = self.expr(&ab[0])?;
                let b = self.expr(&ab[1])?;
                let (a, b) = (self.src(&a), self.src(&b));
                self.code.push(Op::Cmp(c), None, vec![a, b]);
                return Ok(());
            }
        }
        let v = self.expr(e)?;
        let s = self.src(&v);
        let zero = self.code.pool.operand(&[0.0]);
        let c = if negate { Cmp::Eq } else { Cmp::Ne };
        self.code.push(Op::Cmp(c), None, vec![s, zero]);
        Ok(())
    }

    pub(super) fn take_root(&mut self, r: Root) -> Slot {
        let empty = Slot::Agg(Vec::new());
        match r {
            Root::Global(g) => self.globals[g.index()]
                .replace(empty)
                .unwrap_or(Slot::Agg(Vec::new())),
            Root::Local(l) => std::mem::replace(&mut self.frame.locals[l.index()], empty),
        }
    }

    pub(super) fn put_root(&mut self, r: Root, s: Slot) {
        match r {
            Root::Global(g) => self.globals[g.index()] = Some(s),
            Root::Local(l) => self.frame.locals[l.index()] = s,
        }
    }

    /// Before code that runs under a run-time condition: what it writes must be
    /// in registers, except locals used nowhere else in the function, which
    /// belong to the conditional code from here on.
    fn enter_region(&mut self, roots: Vec<Root>, region: &[&[Stmt]]) {
        let body = self
            .frame_types
            .last()
            .map(|f| &self.m.functions[f.index()].body);
        for r in roots {
            // In a loop over an integer uniform the region runs once per pass: a
            // local may carry a value from one pass to the next unless the region
            // stores all of it before reading it.
            let local_here = matches!(r, Root::Local(_))
                && (!self.in_uniform_loop || stored_first(region, r))
                && body.is_some_and(|b| !mentioned_outside(b, region, r));
            if local_here {
                let mut s = self.take_root(r);
                rehome(&mut s, self.dyn_depth + 1);
                self.put_root(r, s);
            } else {
                self.materialize_root(r);
            }
        }
    }

    fn materialize_root(&mut self, r: Root) {
        if let Root::Global(g) = r {
            if self.globals[g.index()].is_none() {
                return;
            }
        }
        let mut s = self.take_root(r);
        materialize(&mut self.code, &mut s);
        self.put_root(r, s);
    }

    fn read_slot(&mut self, s: &mut Slot) -> V {
        read_slot(&mut self.code, s, self.dyn_depth)
    }

    fn write_slot(&mut self, s: &mut Slot, lanes: &[u8], v: V) -> R<()> {
        write_slot(&mut self.code, s, lanes, v, self.dyn_depth)
    }
}

fn materialize(code: &mut Code, s: &mut Slot) {
    match s {
        Slot::Vec { reg, n, known, .. } => {
            let lanes: Vec<usize> = (0..usize::from(*n))
                .filter(|i| known[*i].is_some())
                .collect();
            if lanes.is_empty() {
                return;
            }
            fill_known(code, *reg, known, &lanes);
            for i in lanes {
                known[i] = None;
            }
        }
        Slot::Agg(items) => {
            for i in items {
                materialize(code, i);
            }
        }
    }
}

/// `mov reg.lanes, constants`.
fn fill_known(code: &mut Code, reg: Reg, known: &[Option<f32>; 4], lanes: &[usize]) {
    let vals: Vec<f32> = lanes.iter().map(|i| known[*i].unwrap_or(0.0)).collect();
    let k = code.pool.operand(&vals);
    let mut swz = [0u8; 4];
    let mut mask = 0;
    for (j, i) in lanes.iter().enumerate() {
        swz[*i] = k.swz[j];
        mask |= 1 << i;
    }
    code.push(Op::Mov, Some(Dst { reg, mask }), vec![Src { swz, ..k }]);
}

pub(super) fn read_slot(code: &mut Code, s: &mut Slot, depth: u32) -> V {
    match s {
        Slot::Vec {
            reg,
            n,
            known,
            depth: at,
        } => {
            let n = *n;
            let all: Option<Vec<f32>> = known[..usize::from(n)].iter().copied().collect();
            if let Some(k) = all {
                return V::K(k);
            }
            let lanes: Vec<usize> = (0..usize::from(n))
                .filter(|i| known[*i].is_some())
                .collect();
            if lanes.is_empty() {
                return V::S(Src::new(*reg), n);
            }
            if *at == depth {
                fill_known(code, *reg, known, &lanes);
                for i in lanes {
                    known[i] = None;
                }
                V::S(Src::new(*reg), n)
            } else {
                // A variable of an outer block read under a run-time condition:
                // completed in a copy, so that the other path sees no change.
                let t = code.temp();
                code.push(
                    Op::Mov,
                    Some(Dst {
                        reg: t,
                        mask: mask_of(n),
                    }),
                    vec![Src::new(*reg)],
                );
                fill_known(code, t, known, &lanes);
                V::S(Src::new(t), n)
            }
        }
        Slot::Agg(items) => V::Agg(
            items
                .iter_mut()
                .map(|i| read_slot(code, i, depth))
                .collect(),
        ),
    }
}

/// Stores `v` to `s`; `lanes` names the components written (all when empty).
pub(super) fn write_slot(code: &mut Code, s: &mut Slot, lanes: &[u8], v: V, depth: u32) -> R<()> {
    match s {
        Slot::Vec {
            reg,
            n,
            known,
            depth: at,
        } => {
            let all: Vec<u8> = (0..*n).collect();
            let lanes = if lanes.is_empty() { &all[..] } else { lanes };
            match v {
                V::K(k) if *at == depth => {
                    for (i, l) in lanes.iter().enumerate() {
                        known[usize::from(*l)] = Some(k[i.min(k.len() - 1)]);
                    }
                }
                V::K(_) | V::S(..) => {
                    if *at != depth {
                        // Written under a run-time condition: the register must
                        // already hold the other lanes (see `if_stmt`).
                        let rest: Vec<usize> = (0..usize::from(*n))
                            .filter(|i| known[*i].is_some())
                            .collect();
                        if !rest.is_empty() {
                            fill_known(code, *reg, known, &rest);
                            for i in rest {
                                known[i] = None;
                            }
                        }
                    }
                    let src = match &v {
                        V::K(k) => code.pool.operand(k),
                        V::S(s, _) => *s,
                        _ => return internal("an aggregate stored to a vector"),
                    };
                    let mut swz = src.swz;
                    let mut mask = 0;
                    for (i, l) in lanes.iter().enumerate() {
                        swz[usize::from(*l)] = src.swz[i.min(3)];
                        mask |= 1 << l;
                        known[usize::from(*l)] = None;
                    }
                    code.push(
                        Op::Mov,
                        Some(Dst { reg: *reg, mask }),
                        vec![Src { swz, ..src }],
                    );
                }
                V::Agg(_) | V::Rows(..) => {
                    return internal("an aggregate stored to a vector");
                }
            }
        }
        Slot::Agg(items) => {
            let parts = match v {
                V::Agg(parts) => parts,
                V::Rows(rows, cols) => columns_of_rows(code, &rows, cols),
                _ => return internal("a vector stored to an aggregate"),
            };
            for (i, p) in items.iter_mut().zip(parts) {
                write_slot(code, i, &[], p, depth)?;
            }
        }
    }
    Ok(())
}

/// The columns of a matrix held as rows.
fn columns_of_rows(code: &mut Code, rows: &[Src], cols: u8) -> Vec<V> {
    (0..cols)
        .map(|j| {
            let t = code.temp();
            for (k, r) in rows.iter().enumerate() {
                code.push(
                    Op::Mov,
                    Some(Dst {
                        reg: t,
                        mask: 1 << k,
                    }),
                    vec![r.splat(j)],
                );
            }
            V::S(Src::new(t), rows.len() as u8)
        })
        .collect()
}

/// The root variables a block stores to (calls' out arguments included, and the
/// globals the called functions store to).
fn written_roots(m: &Module, b: &[Stmt], out: &mut Vec<Root>, locals: bool) {
    let push = |r: Root, out: &mut Vec<Root>| {
        if locals || matches!(r, Root::Global(_)) {
            out.push(r)
        }
    };
    for s in b {
        match &s.kind {
            StmtKind::Store { place, .. } => push(place.root, out),
            StmtKind::Call {
                function,
                args,
                result,
            } => {
                for a in args {
                    if let CallArg::Out(p) | CallArg::InOut(p) = a {
                        push(p.root, out);
                    }
                }
                if let Some(p) = result {
                    push(p.root, out);
                }
                if let Some(f) = m.functions.get(function.index()) {
                    written_roots(m, &f.body, out, false);
                }
            }
            StmtKind::If { accept, reject, .. } => {
                written_roots(m, accept, out, locals);
                written_roots(m, reject, out, locals);
            }
            StmtKind::Loop {
                body, continuing, ..
            } => {
                written_roots(m, body, out, locals);
                written_roots(m, continuing, out, locals);
            }
            StmtKind::Switch { cases, .. } => {
                for c in cases {
                    written_roots(m, &c.body, out, locals);
                }
            }
            _ => {}
        }
    }
}

fn rehome(s: &mut Slot, d: u32) {
    match s {
        Slot::Vec { depth, .. } => *depth = d,
        Slot::Agg(items) => items.iter_mut().for_each(|i| rehome(i, d)),
    }
}

/// Whether `b` mentions `root` outside the statements of `region`.
fn mentioned_outside(b: &[Stmt], region: &[&[Stmt]], root: Root) -> bool {
    let inside = |s: &Stmt| {
        region
            .iter()
            .any(|r| r.as_ptr_range().contains(&(s as *const Stmt)))
    };
    b.iter().any(|s| {
        if inside(s) {
            return false;
        }
        match &s.kind {
            StmtKind::Store { place, value } => {
                place_mentions(place, root) || expr_mentions(value, root)
            }
            StmtKind::Call { args, result, .. } => {
                args.iter().any(|a| match a {
                    CallArg::In(e) => expr_mentions(e, root),
                    CallArg::Out(p) | CallArg::InOut(p) => place_mentions(p, root),
                }) || result.as_ref().is_some_and(|p| place_mentions(p, root))
            }
            StmtKind::If {
                condition,
                accept,
                reject,
            } => {
                expr_mentions(condition, root)
                    || mentioned_outside(accept, region, root)
                    || mentioned_outside(reject, region, root)
            }
            StmtKind::Loop {
                body, continuing, ..
            } => {
                mentioned_outside(body, region, root) || mentioned_outside(continuing, region, root)
            }
            StmtKind::Switch { selector, cases } => {
                expr_mentions(selector, root)
                    || cases
                        .iter()
                        .any(|c| mentioned_outside(&c.body, region, root))
            }
            StmtKind::Return(Some(e)) => expr_mentions(e, root),
            _ => false,
        }
    })
}

fn place_mentions(p: &Place, root: Root) -> bool {
    p.root == root
        || p.path.iter().any(|a| match a {
            gpubin_glsl::ir::Access::Index(e) => expr_mentions(e, root),
            _ => false,
        })
}

fn expr_mentions(e: &Expr, root: Root) -> bool {
    match &e.kind {
        ExprKind::Load(p) => place_mentions(p, root),
        ExprKind::Constant(_) | ExprKind::Texture(_) | ExprKind::TextureSize(..) => false,
        ExprKind::Unary(_, a)
        | ExprKind::Swizzle(a, _)
        | ExprKind::Member(a, _)
        | ExprKind::Splat(a)
        | ExprKind::Convert(a) => expr_mentions(a, root),
        ExprKind::Binary(_, ab) => expr_mentions(&ab[0], root) || expr_mentions(&ab[1], root),
        ExprKind::Select(a, b, c) => {
            expr_mentions(a, root) || expr_mentions(b, root) || expr_mentions(c, root)
        }
        ExprKind::Index(a, b) => expr_mentions(a, root) || expr_mentions(b, root),
        ExprKind::Compose(v) | ExprKind::Builtin(_, v) => v.iter().any(|x| expr_mentions(x, root)),
    }
}

/// Whether a `return` sits inside a nested block (not only at the top level).
fn nested_return(b: &[Stmt]) -> bool {
    fn any_return(b: &[Stmt]) -> bool {
        b.iter().any(|s| match &s.kind {
            StmtKind::Return(_) => true,
            StmtKind::If { accept, reject, .. } => any_return(accept) || any_return(reject),
            StmtKind::Loop {
                body, continuing, ..
            } => any_return(body) || any_return(continuing),
            StmtKind::Switch { cases, .. } => cases.iter().any(|c| any_return(&c.body)),
            _ => false,
        })
    }
    b.iter().any(|s| match &s.kind {
        StmtKind::If { accept, reject, .. } => any_return(accept) || any_return(reject),
        StmtKind::Loop {
            body, continuing, ..
        } => any_return(body) || any_return(continuing),
        StmtKind::Switch { cases, .. } => cases.iter().any(|c| any_return(&c.body)),
        _ => false,
    })
}

/// Whether a `break` in `b` leaves the enclosing statement (not one of a nested loop).
fn breaks_out(b: &[Stmt]) -> bool {
    b.iter().any(|s| match &s.kind {
        StmtKind::Break => true,
        StmtKind::If { accept, reject, .. } => breaks_out(accept) || breaks_out(reject),
        _ => false,
    })
}

/// Whether `b` leaves the loop it is the body of, or the function: a `break` or
/// `continue` outside nested loops, or a `return` anywhere.
fn exits(b: &[Stmt]) -> bool {
    fn any(b: &[Stmt], in_loop: bool) -> bool {
        b.iter().any(|s| match &s.kind {
            StmtKind::Break | StmtKind::Continue => !in_loop,
            StmtKind::Return(_) => true,
            StmtKind::If { accept, reject, .. } => any(accept, in_loop) || any(reject, in_loop),
            StmtKind::Loop {
                body, continuing, ..
            } => any(body, true) || any(continuing, true),
            // A `break` ends a case; `continue` still concerns the loop.
            StmtKind::Switch { cases, .. } => cases.iter().any(|c| {
                c.body.iter().any(|s| {
                    matches!(s.kind, StmtKind::Continue | StmtKind::Return(_))
                        || (!matches!(s.kind, StmtKind::Break)
                            && any(std::slice::from_ref(s), in_loop))
                })
            }),
            _ => false,
        })
    }
    any(b, false)
}

/// A loop over an integer uniform: `for (i = S; i < n; i++)` in the IR, that is a
/// body starting with `if (!(i < n)) break;` (or `n > i`) for a local `int i` and
/// a plain `uniform int n`, and a continuing block that only steps `i` by 1
/// (`i++`, `++i`, `i += 1`, `i = i + 1`). Gives the local and the global.
pub(super) fn uniform_loop(
    m: &Module,
    body: &[Stmt],
    continuing: &[Stmt],
) -> Option<(LocalId, GlobalId)> {
    use gpubin_glsl::ir::UnaryOp;
    let plain = |e: &Expr| match &e.kind {
        ExprKind::Load(Place { root, path, .. }) if path.is_empty() => Some(*root),
        _ => None,
    };
    let Some(StmtKind::If {
        condition,
        accept,
        reject,
    }) = body.first().map(|s| &s.kind)
    else {
        return None;
    };
    if !matches!(accept.as_slice(), [s] if matches!(s.kind, StmtKind::Break)) || !reject.is_empty()
    {
        return None;
    }
    let ExprKind::Unary(UnaryOp::Not, test) = &condition.kind else {
        return None;
    };
    let ExprKind::Binary(op, ab) = &test.kind else {
        return None;
    };
    let (i, n) = match op {
        BinaryOp::Less => (&ab[0], &ab[1]),
        BinaryOp::Greater => (&ab[1], &ab[0]),
        _ => return None,
    };
    let int = gpubin_glsl::types::INT;
    if i.ty != int || n.ty != int {
        return None;
    }
    let (Some(Root::Local(counter)), Some(Root::Global(g))) = (plain(i), plain(n)) else {
        return None;
    };
    let global = &m.globals[g.index()];
    if global.class != StorageClass::Uniform || global.ty != int {
        return None;
    }
    // The step: `i = i + 1`, or `t = i; i = t + 1` (postfix `i++`).
    let one = |e: &Expr| matches!(&e.kind, ExprKind::Constant(k) if k.len() == 1 && scalar_f(&k[0]) == 1.0);
    let stepped = |v: &Expr, from: Root| match &v.kind {
        ExprKind::Binary(BinaryOp::Add, ab) => {
            (plain(&ab[0]) == Some(from) && one(&ab[1]))
                || (plain(&ab[1]) == Some(from) && one(&ab[0]))
        }
        _ => false,
    };
    fn store(s: &Stmt) -> Option<(Root, &Expr)> {
        match &s.kind {
            StmtKind::Store { place, value } if place.path.is_empty() => Some((place.root, value)),
            _ => None,
        }
    }
    let c = Root::Local(counter);
    let ok = match continuing {
        [a] => store(a).is_some_and(|(r, v)| r == c && stepped(v, c)),
        [a, b] => match (store(a), store(b)) {
            (Some((t @ Root::Local(_), v)), Some((r, w))) => {
                t != c && plain(v) == Some(c) && r == c && stepped(w, t)
            }
            _ => false,
        },
        _ => false,
    };
    ok.then_some((counter, g))
}

/// Whether each block that mentions `root` stores all of it (a whole local, from a
/// value not reading it) before any read: its first statement mentioning `root` is
/// such a store, or an `if` or loop that is the block's last mention of `root` and
/// whose blocks so store it.
fn stored_first(blocks: &[&[Stmt]], root: Root) -> bool {
    let mentions = |s: &Stmt| mentioned_outside(std::slice::from_ref(s), &[], root);
    blocks.iter().all(|b| {
        let Some(at) = b.iter().position(mentions) else {
            return true;
        };
        let last = !b[at + 1..].iter().any(mentions);
        match &b[at].kind {
            StmtKind::Store { place, value } => {
                place.root == root && place.path.is_empty() && !expr_mentions(value, root)
            }
            StmtKind::If {
                condition,
                accept,
                reject,
            } => last && !expr_mentions(condition, root) && stored_first(&[accept, reject], root),
            StmtKind::Loop {
                body, continuing, ..
            } => last && stored_first(&[body, continuing], root),
            _ => false,
        }
    })
}
