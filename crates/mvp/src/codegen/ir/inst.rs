//! Instructions: each constructor checks its operand types and knows its
//! result type; [`std::fmt::Display`] prints the instruction as LLVM 19
//! text (without the `%name = ` of its result).

use super::ty::Ty;
use super::value::Value;
use std::fmt;

/// Integer and float binary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    /// `add`.
    Add,
    /// `sub`.
    Sub,
    /// `mul`.
    Mul,
    /// `sdiv`.
    SDiv,
    /// `udiv`.
    UDiv,
    /// `srem`.
    SRem,
    /// `urem`.
    URem,
    /// `shl`.
    Shl,
    /// `lshr`.
    LShr,
    /// `ashr`.
    AShr,
    /// `and`.
    And,
    /// `or`.
    Or,
    /// `xor`.
    Xor,
    /// `fadd`.
    FAdd,
    /// `fsub`.
    FSub,
    /// `fmul`.
    FMul,
    /// `fdiv`.
    FDiv,
    /// `frem`.
    FRem,
}

impl BinOp {
    /// The LLVM spelling.
    pub fn name(self) -> &'static str {
        match self {
            BinOp::Add => "add",
            BinOp::Sub => "sub",
            BinOp::Mul => "mul",
            BinOp::SDiv => "sdiv",
            BinOp::UDiv => "udiv",
            BinOp::SRem => "srem",
            BinOp::URem => "urem",
            BinOp::Shl => "shl",
            BinOp::LShr => "lshr",
            BinOp::AShr => "ashr",
            BinOp::And => "and",
            BinOp::Or => "or",
            BinOp::Xor => "xor",
            BinOp::FAdd => "fadd",
            BinOp::FSub => "fsub",
            BinOp::FMul => "fmul",
            BinOp::FDiv => "fdiv",
            BinOp::FRem => "frem",
        }
    }

    fn is_float(self) -> bool {
        matches!(
            self,
            BinOp::FAdd | BinOp::FSub | BinOp::FMul | BinOp::FDiv | BinOp::FRem
        )
    }
}

/// `icmp` predicates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IPred {
    /// `eq`.
    Eq,
    /// `ne`.
    Ne,
    /// `slt`.
    Slt,
    /// `sle`.
    Sle,
    /// `sgt`.
    Sgt,
    /// `sge`.
    Sge,
    /// `ult`.
    Ult,
    /// `ule`.
    Ule,
    /// `ugt`.
    Ugt,
    /// `uge`.
    Uge,
}

/// `fcmp` predicates (ordered, `une` for `!=`, `uno` for NaN tests).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FPred {
    /// Either operand NaN.
    Uno,
    /// `oeq`.
    Oeq,
    /// `une`.
    Une,
    /// `olt`.
    Olt,
    /// `ole`.
    Ole,
    /// `ogt`.
    Ogt,
    /// `oge`.
    Oge,
}

impl IPred {
    /// The LLVM spelling.
    pub fn name(self) -> &'static str {
        match self {
            IPred::Eq => "eq",
            IPred::Ne => "ne",
            IPred::Slt => "slt",
            IPred::Sle => "sle",
            IPred::Sgt => "sgt",
            IPred::Sge => "sge",
            IPred::Ult => "ult",
            IPred::Ule => "ule",
            IPred::Ugt => "ugt",
            IPred::Uge => "uge",
        }
    }
}

impl FPred {
    /// The LLVM spelling.
    pub fn name(self) -> &'static str {
        match self {
            FPred::Uno => "uno",
            FPred::Oeq => "oeq",
            FPred::Une => "une",
            FPred::Olt => "olt",
            FPred::Ole => "ole",
            FPred::Ogt => "ogt",
            FPred::Oge => "oge",
        }
    }
}

/// Conversions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastOp {
    /// `sitofp`.
    SIToFP,
    /// `uitofp`.
    UIToFP,
    /// `fptosi`.
    FPToSI,
    /// `fptoui`.
    FPToUI,
    /// `zext`.
    ZExt,
    /// `sext`.
    SExt,
    /// `trunc`.
    Trunc,
    /// `bitcast`.
    Bitcast,
    /// An integer address to a pointer (memory-mapped registers).
    IntToPtr,
    /// `ptrtoint`.
    PtrToInt,
}

impl CastOp {
    /// The LLVM spelling.
    pub fn name(self) -> &'static str {
        match self {
            CastOp::SIToFP => "sitofp",
            CastOp::UIToFP => "uitofp",
            CastOp::FPToSI => "fptosi",
            CastOp::FPToUI => "fptoui",
            CastOp::ZExt => "zext",
            CastOp::SExt => "sext",
            CastOp::Trunc => "trunc",
            CastOp::Bitcast => "bitcast",
            CastOp::IntToPtr => "inttoptr",
            CastOp::PtrToInt => "ptrtoint",
        }
    }
}

/// One instruction with typed operands.
#[derive(Clone, Debug, PartialEq)]
pub enum Inst {
    /// A binary operator on two operands of one type.
    Binary(BinOp, Value, Value),
    /// `fneg`.
    FNeg(Value),
    /// `icmp`.
    ICmp(IPred, Value, Value),
    /// `fcmp`.
    FCmp(FPred, Value, Value),
    /// A conversion to the type.
    Cast(CastOp, Value, Ty),
    /// `select`: condition, then the two values.
    Select(Value, Value, Value),
    /// `alloca`: type, alignment.
    Alloca(Ty, u32),
    /// Type, address, alignment.
    Load(Ty, Value, u32, Access),
    /// Value, address, alignment.
    Store(Value, Value, u32, Access),
    /// `getelementptr inbounds` over `Ty` from a pointer.
    Gep(Ty, Value, Vec<Value>),
    /// Result type, callee (without `@`), arguments.
    Call(Ty, String, Vec<Value>),
    /// `extractelement`: vector, index.
    ExtractElement(Value, Value),
    /// `insertelement`: vector, element, index.
    InsertElement(Value, Value, Value),
    /// Two vectors and the lanes they give.
    ShuffleVector(Value, Value, Mask),
    /// `extractvalue`: aggregate, indices.
    ExtractValue(Value, Vec<u32>),
    /// `insertvalue`: aggregate, value, indices.
    InsertValue(Value, Value, Vec<u32>),
    /// Incoming (value, label without `%`).
    Phi(Ty, Vec<(Value, String)>),
    /// `br label`.
    Br(String),
    /// `br i1`: condition, then and else labels.
    CondBr(Value, String, String),
    /// Selector, default label, (case value, label), how cases print.
    Switch(Value, String, Vec<(i32, String)>, Cases),
    /// `ret` (`ret void` without a value).
    Ret(Option<Value>),
    /// A line of its own: `; text`.
    Comment(String),
    /// An instruction followed by `; text` on its line.
    Noted(Box<Inst>, String),
}

/// Whether a memory access may be removed, merged or reordered
/// (`Plain`), or must happen exactly as written (`Volatile`: MMIO).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// May be removed, merged or reordered.
    Plain,
    /// `volatile`: happens exactly as written (MMIO).
    Volatile,
}

/// How a `switch` prints its cases: on its line, or one per line (tables
/// a reader scans).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cases {
    /// `[ i32 0, label %a ... ]` on the `switch` line.
    Inline,
    /// One case per line.
    Lines,
}

/// A `shufflevector` mask.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mask {
    /// `n` copies of lane 0, printed `zeroinitializer`.
    Splat(u32),
    /// Lane indices into the two operands.
    Lanes(Vec<u32>),
}

impl Mask {
    fn len(&self) -> u32 {
        match self {
            Mask::Splat(n) => *n,
            Mask::Lanes(l) => l.len() as u32,
        }
    }
}

impl Access {
    /// The word after the opcode.
    fn word(self) -> &'static str {
        match self {
            Access::Plain => "",
            Access::Volatile => " volatile",
        }
    }
}

/// An operand type that does not fit the instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypeError(pub String);

impl fmt::Display for TypeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

fn check(ok: bool, what: impl FnOnce() -> String) -> Result<(), TypeError> {
    if ok {
        Ok(())
    } else {
        Err(TypeError(what()))
    }
}

fn same(a: &Value, b: &Value, inst: &str) -> Result<(), TypeError> {
    check(a.ty == b.ty, || {
        format!("{inst}: operand types differ ({} and {})", a.ty, b.ty)
    })
}

fn ptr(p: &Value, inst: &str) -> Result<(), TypeError> {
    check(p.ty == Ty::Ptr, || {
        format!("{inst}: address of type {}", p.ty)
    })
}

/// The type `getelementptr` indices reach inside `base` (the first index
/// steps over the pointer).
fn gep_target(base: &Ty, idx: &[Value]) -> Result<Ty, TypeError> {
    let mut t = base.clone();
    for i in idx.iter().skip(1) {
        check(i.ty.is_int(), || {
            format!("getelementptr: index of type {}", i.ty)
        })?;
        t = match &t {
            Ty::Array(_, e) | Ty::Vector(_, e) => (**e).clone(),
            Ty::Struct(s) => {
                let k: u32 = i.op.parse().map_err(|_| {
                    TypeError(format!(
                        "getelementptr: struct index `{}` not constant",
                        i.op
                    ))
                })?;
                s.members
                    .get(k as usize)
                    .cloned()
                    .ok_or_else(|| TypeError(format!("getelementptr: {t} has no member {k}")))?
            }
            _ => return Err(TypeError(format!("getelementptr: cannot index into {t}"))),
        };
    }
    Ok(t)
}

fn aggregate_member(agg: &Ty, idx: &[u32], inst: &str) -> Result<Ty, TypeError> {
    let mut t = agg;
    for i in idx {
        t = t
            .member(*i)
            .ok_or_else(|| TypeError(format!("{inst}: {t} has no member {i}")))?;
    }
    Ok(t.clone())
}

impl Inst {
    /// A binary operator; an error unless both operands have one integer type (for the
    /// `f` operators a float type), scalar or vector.
    pub fn binary(op: BinOp, a: Value, b: Value) -> Result<Inst, TypeError> {
        same(&a, &b, op.name())?;
        let ok = if op.is_float() {
            a.ty.is_float_or_vector()
        } else {
            a.ty.is_int_or_vector()
        };
        check(ok, || format!("{}: operands of type {}", op.name(), a.ty))?;
        Ok(Inst::Binary(op, a, b))
    }

    /// `fneg`; an error unless the operand is float.
    pub fn fneg(a: Value) -> Result<Inst, TypeError> {
        check(a.ty.is_float_or_vector(), || {
            format!("fneg: operand of type {}", a.ty)
        })?;
        Ok(Inst::FNeg(a))
    }

    /// `icmp`; an error unless both operands have one integer (or integer vector) type.
    pub fn icmp(p: IPred, a: Value, b: Value) -> Result<Inst, TypeError> {
        same(&a, &b, "icmp")?;
        check(a.ty.is_int_or_vector(), || {
            format!("icmp: operands of type {}", a.ty)
        })?;
        Ok(Inst::ICmp(p, a, b))
    }

    /// `fcmp`; an error unless both operands have one float type.
    pub fn fcmp(p: FPred, a: Value, b: Value) -> Result<Inst, TypeError> {
        same(&a, &b, "fcmp")?;
        check(a.ty.is_float_or_vector(), || {
            format!("fcmp: operands of type {}", a.ty)
        })?;
        Ok(Inst::FCmp(p, a, b))
    }

    /// A conversion to `to`; an error unless the operation takes these types.
    pub fn cast(op: CastOp, v: Value, to: Ty) -> Result<Inst, TypeError> {
        let (from, dst) = (v.ty.scalar(), to.scalar());
        let lanes = v.ty.lanes() == to.lanes();
        let ok = match op {
            CastOp::SIToFP | CastOp::UIToFP => from.is_int() && *dst == Ty::Float,
            CastOp::FPToSI | CastOp::FPToUI => *from == Ty::Float && dst.is_int(),
            CastOp::ZExt | CastOp::SExt => from.int_bits() < dst.int_bits() && from.is_int(),
            CastOp::Trunc => dst.int_bits() < from.int_bits() && dst.is_int(),
            CastOp::Bitcast => true,
            CastOp::IntToPtr => from.is_int() && *dst == Ty::Ptr,
            CastOp::PtrToInt => *from == Ty::Ptr && dst.is_int(),
        };
        check(ok && (lanes || op == CastOp::Bitcast), || {
            format!("{}: {} to {to}", op.name(), v.ty)
        })?;
        Ok(Inst::Cast(op, v, to))
    }

    /// `select`; an error unless the condition is `i1` (or a vector of them) and the
    /// two values have one type.
    pub fn select(c: Value, a: Value, b: Value) -> Result<Inst, TypeError> {
        same(&a, &b, "select")?;
        check(
            c.ty == Ty::I1 || (c.ty == a.ty.with_scalar(Ty::I1) && a.ty.lanes() > 1),
            || format!("select: condition of type {} for {}", c.ty, a.ty),
        )?;
        Ok(Inst::Select(c, a, b))
    }

    /// `alloca` of `ty`, aligned to `align` bytes.
    pub fn alloca(ty: Ty, align: u32) -> Result<Inst, TypeError> {
        check(ty.is_first_class(), || "alloca: void".to_string())?;
        Ok(Inst::Alloca(ty, align))
    }

    /// A plain `load` of `ty` from the pointer `p`.
    pub fn load(ty: Ty, p: Value, align: u32) -> Result<Inst, TypeError> {
        Inst::load_access(ty, p, align, Access::Plain)
    }

    /// A plain `store` of `v` to the pointer `p`.
    pub fn store(v: Value, p: Value, align: u32) -> Result<Inst, TypeError> {
        Inst::store_access(v, p, align, Access::Plain)
    }

    /// A `load` of `ty` from the pointer `p`, volatile or not.
    pub fn load_access(ty: Ty, p: Value, align: u32, a: Access) -> Result<Inst, TypeError> {
        ptr(&p, "load")?;
        check(ty.is_first_class(), || "load: void".to_string())?;
        check(align.is_power_of_two(), || format!("load: align {align}"))?;
        Ok(Inst::Load(ty, p, align, a))
    }

    /// A `store` of `v` to the pointer `p`, volatile or not.
    pub fn store_access(v: Value, p: Value, align: u32, a: Access) -> Result<Inst, TypeError> {
        ptr(&p, "store")?;
        check(v.ty.is_first_class(), || "store: void value".to_string())?;
        check(align.is_power_of_two(), || format!("store: align {align}"))?;
        Ok(Inst::Store(v, p, align, a))
    }

    /// `getelementptr inbounds` over `base` from the pointer `p`.
    pub fn gep(base: Ty, p: Value, idx: Vec<Value>) -> Result<Inst, TypeError> {
        ptr(&p, "getelementptr")?;
        check(!idx.is_empty(), || "getelementptr: no index".to_string())?;
        gep_target(&base, &idx)?;
        Ok(Inst::Gep(base, p, idx))
    }

    /// A `call` of `@callee` returning `ret`.
    pub fn call(ret: Ty, callee: impl Into<String>, args: Vec<Value>) -> Result<Inst, TypeError> {
        let callee = callee.into();
        for a in &args {
            check(a.ty.is_first_class(), || {
                format!("call @{callee}: void argument")
            })?;
        }
        Ok(Inst::Call(ret, callee, args))
    }

    /// `extractelement`; an error unless `v` is a vector and `i` an integer.
    pub fn extract_element(v: Value, i: Value) -> Result<Inst, TypeError> {
        check(matches!(v.ty, Ty::Vector(..)) && i.ty.is_int(), || {
            format!("extractelement: {} at {}", v.ty, i.ty)
        })?;
        Ok(Inst::ExtractElement(v, i))
    }

    /// `insertelement`; an error unless `e` is of `v`'s element type.
    pub fn insert_element(v: Value, e: Value, i: Value) -> Result<Inst, TypeError> {
        check(
            matches!(v.ty, Ty::Vector(..)) && *v.ty.scalar() == e.ty && i.ty.is_int(),
            || format!("insertelement: {} into {} at {}", e.ty, v.ty, i.ty),
        )?;
        Ok(Inst::InsertElement(v, e, i))
    }

    /// `shufflevector` of two vectors of one type.
    pub fn shuffle(a: Value, b: Value, mask: Mask) -> Result<Inst, TypeError> {
        same(&a, &b, "shufflevector")?;
        let n = a.ty.lanes() * 2;
        let in_range = match &mask {
            Mask::Splat(k) => *k > 0,
            Mask::Lanes(l) => !l.is_empty() && l.iter().all(|m| *m < n),
        };
        check(matches!(a.ty, Ty::Vector(..)) && in_range, || {
            format!("shufflevector: {} with mask {mask:?}", a.ty)
        })?;
        Ok(Inst::ShuffleVector(a, b, mask))
    }

    /// `extractvalue` of an aggregate at the indices `idx`.
    pub fn extract_value(agg: Value, idx: Vec<u32>) -> Result<Inst, TypeError> {
        aggregate_member(&agg.ty, &idx, "extractvalue")?;
        Ok(Inst::ExtractValue(agg, idx))
    }

    /// `insertvalue` of `v` into an aggregate at the indices `idx`.
    pub fn insert_value(agg: Value, v: Value, idx: Vec<u32>) -> Result<Inst, TypeError> {
        let m = aggregate_member(&agg.ty, &idx, "insertvalue")?;
        check(m == v.ty, || {
            format!("insertvalue: {} into a member of type {m}", v.ty)
        })?;
        Ok(Inst::InsertValue(agg, v, idx))
    }

    /// `phi` of `ty` over (value, label) pairs.
    pub fn phi(ty: Ty, incoming: Vec<(Value, String)>) -> Result<Inst, TypeError> {
        for (v, _) in &incoming {
            check(v.ty == ty, || format!("phi {ty}: incoming {}", v.ty))?;
        }
        Ok(Inst::Phi(ty, incoming))
    }

    /// `br i1` to one of two labels.
    pub fn cond_br(
        c: Value,
        t: impl Into<String>,
        f: impl Into<String>,
    ) -> Result<Inst, TypeError> {
        check(c.ty == Ty::I1, || format!("br: condition of type {}", c.ty))?;
        Ok(Inst::CondBr(c, t.into(), f.into()))
    }

    /// `switch` with its cases on its line.
    pub fn switch(
        sel: Value,
        default: String,
        cases: Vec<(i32, String)>,
    ) -> Result<Inst, TypeError> {
        Inst::switch_cases(sel, default, cases, Cases::Inline)
    }

    /// A `switch` printing its cases as `layout` says; case values are
    /// distinct, as LLVM requires.
    pub fn switch_cases(
        sel: Value,
        default: String,
        cases: Vec<(i32, String)>,
        layout: Cases,
    ) -> Result<Inst, TypeError> {
        check(sel.ty == Ty::I32, || {
            format!("switch: selector of type {}", sel.ty)
        })?;
        for (k, (v, _)) in cases.iter().enumerate() {
            check(cases[..k].iter().all(|(w, _)| w != v), || {
                format!("switch: case {v} twice")
            })?;
        }
        Ok(Inst::Switch(sel, default, cases, layout))
    }

    /// A comment line; the text stays on one line.
    pub fn comment(text: impl Into<String>) -> Result<Inst, TypeError> {
        let text = text.into();
        check(!text.contains('\n'), || {
            format!("comment `{text}` spans lines")
        })?;
        Ok(Inst::Comment(text))
    }

    /// This instruction with `; text` after it on its line.
    pub fn noted(self, text: impl Into<String>) -> Result<Inst, TypeError> {
        let text = text.into();
        check(!text.contains('\n'), || {
            format!("note `{text}` spans lines")
        })?;
        check(!matches!(self, Inst::Comment(_) | Inst::Noted(..)), || {
            format!("note `{text}` on a comment")
        })?;
        Ok(Inst::Noted(Box::new(self), text))
    }

    /// The type of the result; `Void` for instructions without one.
    pub fn result_ty(&self) -> Ty {
        match self {
            Inst::Binary(_, a, _) | Inst::FNeg(a) => a.ty.clone(),
            Inst::ICmp(_, a, _) | Inst::FCmp(_, a, _) => a.ty.with_scalar(Ty::I1),
            Inst::Cast(_, _, t) | Inst::Load(t, ..) | Inst::Call(t, _, _) | Inst::Phi(t, _) => {
                t.clone()
            }
            Inst::Select(_, a, _) | Inst::InsertElement(a, _, _) | Inst::InsertValue(a, _, _) => {
                a.ty.clone()
            }
            Inst::Alloca(..) | Inst::Gep(..) => Ty::Ptr,
            Inst::ExtractElement(v, _) => v.ty.scalar().clone(),
            Inst::ShuffleVector(a, _, m) => Ty::vector(m.len(), a.ty.scalar().clone()),
            Inst::ExtractValue(a, idx) => {
                aggregate_member(&a.ty, idx, "extractvalue").unwrap_or(Ty::Void)
            }
            Inst::Store(..)
            | Inst::Br(_)
            | Inst::CondBr(..)
            | Inst::Switch(..)
            | Inst::Ret(_)
            | Inst::Comment(_) => Ty::Void,
            Inst::Noted(i, _) => i.result_ty(),
        }
    }

    /// Ends a basic block.
    pub fn is_terminator(&self) -> bool {
        match self {
            Inst::Noted(i, _) => i.is_terminator(),
            i => matches!(
                i,
                Inst::Br(_) | Inst::CondBr(..) | Inst::Switch(..) | Inst::Ret(_)
            ),
        }
    }
}

fn list(vals: &[Value]) -> String {
    vals.iter().map(Value::typed).collect::<Vec<_>>().join(", ")
}

fn indices(idx: &[u32]) -> String {
    idx.iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

impl fmt::Display for Inst {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Inst::Binary(op, a, b) => write!(f, "{} {}, {}", op.name(), a.typed(), b.op),
            Inst::FNeg(a) => write!(f, "fneg {}", a.typed()),
            Inst::ICmp(p, a, b) => write!(f, "icmp {} {}, {}", p.name(), a.typed(), b.op),
            Inst::FCmp(p, a, b) => write!(f, "fcmp {} {}, {}", p.name(), a.typed(), b.op),
            Inst::Cast(op, v, t) => write!(f, "{} {} to {t}", op.name(), v.typed()),
            Inst::Select(c, a, b) => {
                write!(f, "select {}, {}, {}", c.typed(), a.typed(), b.typed())
            }
            Inst::Alloca(t, a) => write!(f, "alloca {t}, align {a}"),
            Inst::Load(t, p, a, m) => write!(f, "load{} {t}, {}, align {a}", m.word(), p.typed()),
            Inst::Store(v, p, a, m) => write!(
                f,
                "store{} {}, {}, align {a}",
                m.word(),
                v.typed(),
                p.typed()
            ),
            Inst::Gep(t, p, idx) => {
                write!(
                    f,
                    "getelementptr inbounds {t}, {}, {}",
                    p.typed(),
                    list(idx)
                )
            }
            Inst::Call(t, callee, args) => write!(f, "call {t} @{callee}({})", list(args)),
            Inst::ExtractElement(v, i) => write!(f, "extractelement {}, {}", v.typed(), i.typed()),
            Inst::InsertElement(v, e, i) => write!(
                f,
                "insertelement {}, {}, {}",
                v.typed(),
                e.typed(),
                i.typed()
            ),
            Inst::ShuffleVector(a, b, m) => {
                let mask = match m {
                    Mask::Splat(_) => "zeroinitializer".to_string(),
                    Mask::Lanes(l) => {
                        let lanes: Vec<String> = l.iter().map(|i| format!("i32 {i}")).collect();
                        format!("<{}>", lanes.join(", "))
                    }
                };
                write!(
                    f,
                    "shufflevector {}, {}, <{} x i32> {mask}",
                    a.typed(),
                    b.typed(),
                    m.len()
                )
            }
            Inst::ExtractValue(a, idx) => write!(f, "extractvalue {}, {}", a.typed(), indices(idx)),
            Inst::InsertValue(a, v, idx) => write!(
                f,
                "insertvalue {}, {}, {}",
                a.typed(),
                v.typed(),
                indices(idx)
            ),
            Inst::Phi(t, inc) => {
                let arms: Vec<String> = inc
                    .iter()
                    .map(|(v, l)| format!("[ {}, %{l} ]", v.op))
                    .collect();
                write!(f, "phi {t} {}", arms.join(", "))
            }
            Inst::Br(l) => write!(f, "br label %{l}"),
            Inst::CondBr(c, t, e) => write!(f, "br {}, label %{t}, label %{e}", c.typed()),
            Inst::Switch(sel, d, cases, layout) => {
                write!(f, "switch {}, label %{d} [", sel.typed())?;
                let (sep, end) = match layout {
                    Cases::Inline => (" ", " ]"),
                    // Inside a block: the case lines indent one more step
                    // than the instruction.
                    Cases::Lines => ("\n    ", "\n  ]"),
                };
                for (v, l) in cases {
                    write!(f, "{sep}i32 {v}, label %{l}")?;
                }
                f.write_str(end)
            }
            Inst::Ret(None) => f.write_str("ret void"),
            Inst::Ret(Some(v)) => write!(f, "ret {}", v.typed()),
            Inst::Comment(text) => write!(f, "; {text}"),
            Inst::Noted(i, text) => write!(f, "{i} ; {text}"),
        }
    }
}
