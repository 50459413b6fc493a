//! Places (l-values) and the register-layout accesses of `gl_in`, `gl_out`
//! and `gl_const` (one vec4 = 16 bytes per scalar, vector or matrix column).

use super::func::{Func, Val};
use super::ir::{BinOp, CastOp, IPred, Inst, Ty, Value};
use crate::abi::SLOT_SIZE;
use crate::layout::{member_offset, registers};
use crate::slots::VS_SYSTEM_INPUTS;
use crate::Error;
use gpubin_glsl::ir::{Access, Components, Place, Root, StorageClass};
use gpubin_glsl::types::{ScalarKind, Type};

/// Where a place lives.
#[derive(Clone, Debug)]
pub enum Loc {
    /// Private memory with the LLVM type of the value (locals, env, constants).
    Mem(String),
    /// Register layout at `base` + `off` bytes (`off` an i32 operand).
    Reg { base: &'static str, off: String },
}

#[derive(Clone, Debug)]
pub enum CompSel {
    Index(String),
    Swizzle(Components),
}

#[derive(Clone, Debug)]
pub struct PlaceRef {
    /// Source name of the root variable (for value names).
    pub name: String,
    pub loc: Loc,
    /// Type of the value at `loc`.
    pub ty: Type,
    pub comp: Option<CompSel>,
}

impl Func<'_> {
    pub fn env_field_ptr(&mut self, field: u32, hint: &str) -> String {
        let gep = Inst::gep(
            self.cx.env_ty.clone(),
            Func::ptr("%env"),
            vec![Value::i32(0), Value::i32(field as i32)],
        );
        self.add(&format!("{hint}.ptr"), gep).op
    }

    /// Clamp a dynamic index to `[0, bound - 1]` as the reference interpreter does.
    pub fn clamp_index(&mut self, idx: &Val, bound: u32) -> String {
        let last = bound.saturating_sub(1) as i64;
        if let Ok(c) = idx.op.parse::<i64>() {
            let c = if idx.ty.scalar_kind() == Some(ScalarKind::Uint) {
                (c as i32 as u32) as i64
            } else {
                c
            };
            return c.clamp(0, last).to_string();
        }
        let i = Value::reg(Ty::I32, idx.op.clone());
        let last = Value::i32(last as i32);
        if idx.ty.scalar_kind() == Some(ScalarKind::Uint) {
            self.call_declared("idx", Ty::I32, "llvm.umin.i32", vec![i, last])
                .op
        } else {
            let lo = self.call_declared("idx", Ty::I32, "llvm.smax.i32", vec![i, Value::i32(0)]);
            self.call_declared("idx", Ty::I32, "llvm.smin.i32", vec![lo, last])
                .op
        }
    }

    fn add_offset(&mut self, off: &str, add: &str) -> String {
        match (off.parse::<i64>(), add.parse::<i64>()) {
            (Ok(a), Ok(b)) => (a + b).to_string(),
            (_, Ok(0)) => off.to_string(),
            _ => {
                let (a, b) = (Value::reg(Ty::I32, off), Value::reg(Ty::I32, add));
                self.add("off", Inst::binary(BinOp::Add, a, b)).op
            }
        }
    }

    fn mul_offset(&mut self, idx: &str, stride: u32) -> String {
        match idx.parse::<i64>() {
            Ok(i) => (i * i64::from(stride)).to_string(),
            _ => {
                let (a, b) = (Value::reg(Ty::I32, idx), Value::i32(stride as i32));
                self.add("off", Inst::binary(BinOp::Mul, a, b)).op
            }
        }
    }

    pub fn place(&mut self, p: &Place) -> Result<PlaceRef, Error> {
        let cx = self.cx;
        let structs = &cx.m.structs;
        let name = match p.root {
            Root::Local(l) => cx.m.functions[self.function.index()]
                .locals
                .get(l.index())
                .map(|l| l.name.as_str()),
            Root::Global(g) => cx.m.globals.get(g.index()).map(|g| g.name.as_str()),
        }
        .unwrap_or("v");
        let (mut loc, mut ty) = match p.root {
            Root::Local(l) => {
                let ptr = self
                    .locals
                    .get(l.index())
                    .cloned()
                    .ok_or_else(|| cx.unsupported("an unknown local"))?;
                let ty = cx.m.functions[self.function.index()].locals[l.index()]
                    .ty
                    .clone();
                (Loc::Mem(ptr), ty)
            }
            Root::Global(g) => {
                let gl =
                    cx.m.globals
                        .get(g.index())
                        .ok_or_else(|| cx.unsupported("an unknown global"))?;
                let loc = match gl.class {
                    StorageClass::Input => {
                        if let Some(i) = VS_SYSTEM_INPUTS.iter().position(|(n, _)| *n == gl.name) {
                            let field = if i == 0 {
                                cx.env.vertex_id
                            } else {
                                cx.env.instance_id
                            };
                            Loc::Mem(self.env_field_ptr(field, &gl.name))
                        } else {
                            let e = cx.slots.input(&gl.name).ok_or_else(|| {
                                cx.unsupported(&format!("input `{}` without a slot", gl.name))
                            })?;
                            let comp = match e.source {
                                crate::slots::SlotSource::System { component } => component * 4,
                                _ => 0,
                            };
                            Loc::Reg {
                                base: "%gl_in",
                                off: (e.slot * SLOT_SIZE + comp).to_string(),
                            }
                        }
                    }
                    StorageClass::Uniform => {
                        let u = cx.slots.constants.get(&gl.name).ok_or_else(|| {
                            cx.unsupported(&format!("uniform `{}` without an offset", gl.name))
                        })?;
                        Loc::Reg {
                            base: "%gl_const",
                            off: u.offset.to_string(),
                        }
                    }
                    StorageClass::Constant => Loc::Mem(format!("@{}", cx.const_names[g.index()])),
                    StorageClass::Output | StorageClass::Private => {
                        let field = *cx.env.fields.get(&g).ok_or_else(|| {
                            cx.unsupported(&format!("global `{}` outside the env", gl.name))
                        })?;
                        Loc::Mem(self.env_field_ptr(field, &gl.name))
                    }
                };
                (loc, gl.ty.clone())
            }
        };
        let mut comp = None;
        for a in &p.path {
            match a {
                Access::Index(e) => {
                    let idx = self.expr(e)?;
                    let bound = ty.index_bound().unwrap_or(1);
                    let i = self.clamp_index(&idx, bound);
                    match &ty {
                        Type::Vector(..) => {
                            // `ty` stays the vector: it is what `loc` holds.
                            comp = Some(CompSel::Index(i));
                        }
                        Type::Array(..) | Type::Matrix { .. } => {
                            let elem = ty.index_result().unwrap_or(Type::Void);
                            loc = match loc {
                                Loc::Mem(ptr) => {
                                    let idx = vec![Value::i32(0), Value::reg(Ty::I32, i)];
                                    let gep = Inst::gep(self.lty(&ty), Func::ptr(&ptr), idx);
                                    Loc::Mem(self.add("elem", gep).op)
                                }
                                Loc::Reg { base, off } => {
                                    let stride = registers(&elem, structs) * SLOT_SIZE;
                                    let d = self.mul_offset(&i, stride);
                                    Loc::Reg {
                                        base,
                                        off: self.add_offset(&off, &d),
                                    }
                                }
                            };
                            ty = elem;
                        }
                        _ => return Err(cx.unsupported("indexing a non-aggregate")),
                    }
                }
                Access::Member(m) => {
                    let Type::Struct(id) = ty else {
                        return Err(cx.unsupported("a member of a non-struct"));
                    };
                    let def = &structs[id as usize];
                    let mty = def.members[*m as usize].ty.clone();
                    loc = match loc {
                        Loc::Mem(ptr) => {
                            let hint = def.members[*m as usize].name.clone();
                            let idx = vec![Value::i32(0), Value::i32(*m as i32)];
                            let gep = Inst::gep(self.lty(&ty), Func::ptr(&ptr), idx);
                            Loc::Mem(self.add(&hint, gep).op)
                        }
                        Loc::Reg { base, off } => {
                            let d = member_offset(def, *m as usize, structs).to_string();
                            Loc::Reg {
                                base,
                                off: self.add_offset(&off, &d),
                            }
                        }
                    };
                    ty = mty;
                }
                Access::Swizzle(s) => {
                    comp = Some(CompSel::Swizzle(*s));
                }
            }
        }
        Ok(PlaceRef {
            name: name.to_string(),
            loc,
            ty,
            comp,
        })
    }

    pub fn load_place(&mut self, p: &PlaceRef) -> Result<Val, Error> {
        let hint = p.name.clone();
        let whole = match &p.loc {
            Loc::Mem(ptr) => {
                let op = self.add(&hint, Inst::load(self.lty(&p.ty), Func::ptr(ptr), 4));
                Val::new(p.ty.clone(), op.op)
            }
            Loc::Reg { base, off } => {
                let off = vec![Value::reg(Ty::I32, off.clone())];
                let gep = Inst::gep(Ty::I8, Func::ptr(base), off);
                let ptr = self.add(&format!("{hint}.ptr"), gep).op;
                self.load_reg(&ptr, &p.ty, &hint)?
            }
        };
        Ok(match &p.comp {
            None => whole,
            Some(CompSel::Index(i)) => self.extract(&whole, i),
            Some(CompSel::Swizzle(s)) => self.swizzle(&whole, s),
        })
    }

    pub fn store_place(&mut self, p: &PlaceRef, v: Val) -> Result<(), Error> {
        let Loc::Mem(ptr) = &p.loc else {
            return Err(self.cx.unsupported("a store to an input or a uniform"));
        };
        let t = self.lty(&p.ty);
        let at = Func::ptr(ptr);
        let v = match &p.comp {
            None => self.v(&v),
            Some(sel) => {
                let mut cur = self.add("old", Inst::load(t.clone(), at.clone(), 4));
                let et = self.lty(&p.ty.index_result().unwrap_or(Type::Void));
                match sel {
                    CompSel::Index(i) => {
                        let e = Value::reg(et, v.op.clone());
                        let i = Value::reg(Ty::I32, i.clone());
                        cur = self.add("ins", Inst::insert_element(cur, e, i));
                    }
                    CompSel::Swizzle(s) => {
                        for (k, c) in s.iter().enumerate() {
                            let part = if v.ty.vector_size() == Some(1) {
                                v.op.clone()
                            } else {
                                self.extract(&v, &k.to_string()).op
                            };
                            let e = Value::reg(et.clone(), part);
                            let i = Value::i32(i32::from(*c));
                            cur = self.add("ins", Inst::insert_element(cur, e, i));
                        }
                    }
                }
                cur
            }
        };
        self.put(Inst::store(v, at, 4));
        Ok(())
    }

    /// `ptr` + `off` bytes (`ptr` itself at 0).
    fn reg_at(&mut self, ptr: &str, off: u32) -> String {
        if off == 0 {
            ptr.to_string()
        } else {
            let gep = Inst::gep(Ty::I8, Func::ptr(ptr), vec![Value::i32(off as i32)]);
            self.add("reg", gep).op
        }
    }

    /// Load a value of `ty` laid out in registers at `ptr`.
    pub fn load_reg(&mut self, ptr: &str, ty: &Type, hint: &str) -> Result<Val, Error> {
        let structs = &self.cx.m.structs;
        Ok(match ty {
            Type::Scalar(k) | Type::Vector(k, _) => {
                let n = ty.vector_size().unwrap_or(1);
                let word = if *k == ScalarKind::Float {
                    Ty::Float
                } else {
                    Ty::I32
                };
                let wt = if n == 1 {
                    word
                } else {
                    Ty::vector(u32::from(n), word)
                };
                let v = self.add(hint, Inst::load(wt.clone(), Func::ptr(ptr), 4));
                if *k == ScalarKind::Bool {
                    let z = if n == 1 {
                        Value::i32(0)
                    } else {
                        Value::zero(wt)
                    };
                    Val::new(ty.clone(), self.add("in", Inst::icmp(IPred::Ne, v, z)).op)
                } else {
                    Val::new(ty.clone(), v.op)
                }
            }
            Type::Sampler(_) => {
                let v = self.add(hint, Inst::load(Ty::I32, Func::ptr(ptr), 4));
                Val::new(ty.clone(), v.op)
            }
            Type::Matrix { cols, rows } => {
                let col = Type::Vector(ScalarKind::Float, *rows);
                let mut agg = Value::poison(self.lty(ty));
                for c in 0..u32::from(*cols) {
                    let p = self.reg_at(ptr, c * SLOT_SIZE);
                    let v = self.load_reg(&p, &col, hint)?;
                    let v = self.v(&v);
                    agg = self.add("m", Inst::insert_value(agg, v, vec![c]));
                }
                Val::new(ty.clone(), agg.op)
            }
            Type::Array(e, n) => {
                let stride = registers(e, structs) * SLOT_SIZE;
                let mut agg = Value::poison(self.lty(ty));
                for i in 0..*n {
                    let p = self.reg_at(ptr, i * stride);
                    let v = self.load_reg(&p, e, hint)?;
                    let v = self.v(&v);
                    agg = self.add("a", Inst::insert_value(agg, v, vec![i]));
                }
                Val::new(ty.clone(), agg.op)
            }
            Type::Struct(id) => {
                let def = &structs[*id as usize];
                let mut agg = Value::poison(self.lty(ty));
                for (i, m) in def.members.iter().enumerate() {
                    let p = self.reg_at(ptr, member_offset(def, i, structs));
                    let v = self.load_reg(&p, &m.ty, &format!("{hint}.{}", m.name))?;
                    let v = self.v(&v);
                    agg = self.add(&m.name, Inst::insert_value(agg, v, vec![i as u32]));
                }
                Val::new(ty.clone(), agg.op)
            }
            Type::Void => return Err(self.cx.unsupported("a void input")),
        })
    }

    /// Store `v` in the register layout at `ptr`.
    pub fn store_reg(&mut self, ptr: &str, v: &Val) -> Result<(), Error> {
        let structs = &self.cx.m.structs;
        let val = self.v(v);
        match &v.ty {
            Type::Scalar(k) | Type::Vector(k, _) => {
                if *k == ScalarKind::Bool {
                    let wt = val.ty.with_scalar(Ty::I32);
                    let w = self.add("out", Inst::cast(CastOp::ZExt, val, wt));
                    self.put(Inst::store(w, Func::ptr(ptr), 4));
                } else {
                    self.put(Inst::store(val, Func::ptr(ptr), 4));
                }
            }
            Type::Sampler(_) => self.put(Inst::store(val, Func::ptr(ptr), 4)),
            Type::Matrix { cols, rows } => {
                let col = Type::Vector(ScalarKind::Float, *rows);
                for c in 0..u32::from(*cols) {
                    let e = self.add("col", Inst::extract_value(val.clone(), vec![c]));
                    let p = self.reg_at(ptr, c * SLOT_SIZE);
                    self.store_reg(&p, &Val::new(col.clone(), e.op))?;
                }
            }
            Type::Array(e, n) => {
                let stride = registers(e, structs) * SLOT_SIZE;
                for i in 0..*n {
                    let x = self.add("elem", Inst::extract_value(val.clone(), vec![i]));
                    let p = self.reg_at(ptr, i * stride);
                    self.store_reg(&p, &Val::new((**e).clone(), x.op))?;
                }
            }
            Type::Struct(id) => {
                let def = &structs[*id as usize];
                for (i, m) in def.members.iter().enumerate() {
                    let x = self.add(&m.name, Inst::extract_value(val.clone(), vec![i as u32]));
                    let p = self.reg_at(ptr, member_offset(def, i, structs));
                    self.store_reg(&p, &Val::new(m.ty.clone(), x.op))?;
                }
            }
            Type::Void => {}
        }
        Ok(())
    }
}
