//! Places (l-values) and the register-layout accesses of `gl_in`, `gl_out`
//! and `gl_const` (one vec4 = 16 bytes per scalar, vector or matrix column).

use super::func::{Func, Val};
use crate::abi::SLOT_SIZE;
use crate::layout::{member_offset, registers};
use crate::slots::VS_SYSTEM_INPUTS;
use crate::Error;
use gpubin_glsl::ir::{Access, Place, Root, StorageClass};
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
    Swizzle(Vec<u8>),
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
        self.inst(
            &format!("{hint}.ptr"),
            &format!("getelementptr inbounds %mvp.env, ptr %env, i32 0, i32 {field}"),
        )
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
        if idx.ty.scalar_kind() == Some(ScalarKind::Uint) {
            self.cx.need("declare i32 @llvm.umin.i32(i32, i32)");
            self.inst(
                "idx",
                &format!("call i32 @llvm.umin.i32(i32 {}, i32 {last})", idx.op),
            )
        } else {
            self.cx.need("declare i32 @llvm.smax.i32(i32, i32)");
            self.cx.need("declare i32 @llvm.smin.i32(i32, i32)");
            let lo = self.inst(
                "idx",
                &format!("call i32 @llvm.smax.i32(i32 {}, i32 0)", idx.op),
            );
            self.inst(
                "idx",
                &format!("call i32 @llvm.smin.i32(i32 {lo}, i32 {last})"),
            )
        }
    }

    fn add_offset(&mut self, off: &str, add: &str) -> String {
        match (off.parse::<i64>(), add.parse::<i64>()) {
            (Ok(a), Ok(b)) => (a + b).to_string(),
            (_, Ok(0)) => off.to_string(),
            _ => self.inst("off", &format!("add i32 {off}, {add}")),
        }
    }

    fn mul_offset(&mut self, idx: &str, stride: u32) -> String {
        match idx.parse::<i64>() {
            Ok(i) => (i * i64::from(stride)).to_string(),
            _ => self.inst("off", &format!("mul i32 {idx}, {stride}")),
        }
    }

    pub fn place(&mut self, p: &Place) -> Result<PlaceRef, Error> {
        let cx = self.cx;
        let structs = &cx.m.structs;
        let name = match p.root {
            Root::Local(l) => cx.m.functions[self.function as usize]
                .locals
                .get(l as usize)
                .map(|l| l.name.clone()),
            Root::Global(g) => cx.m.globals.get(g as usize).map(|g| g.name.clone()),
        }
        .unwrap_or_else(|| "v".into());
        let (mut loc, mut ty) = match p.root {
            Root::Local(l) => {
                let ptr = self
                    .locals
                    .get(l as usize)
                    .cloned()
                    .ok_or_else(|| cx.unsupported("an unknown local"))?;
                let ty = cx.m.functions[self.function as usize].locals[l as usize]
                    .ty
                    .clone();
                (Loc::Mem(ptr), ty)
            }
            Root::Global(g) => {
                let gl =
                    cx.m.globals
                        .get(g as usize)
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
                    StorageClass::Constant => Loc::Mem(format!("@{}", cx.const_names[g as usize])),
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
                                    let t = self.ty(&ty);
                                    Loc::Mem(self.inst(
                                        "elem",
                                        &format!(
                                            "getelementptr inbounds {t}, ptr {ptr}, i32 0, i32 {i}"
                                        ),
                                    ))
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
                            let t = self.ty(&ty);
                            let hint = def.members[*m as usize].name.clone();
                            Loc::Mem(self.inst(
                                &hint,
                                &format!("getelementptr inbounds {t}, ptr {ptr}, i32 0, i32 {m}"),
                            ))
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
                    comp = Some(CompSel::Swizzle(s.clone()));
                }
            }
        }
        Ok(PlaceRef {
            name,
            loc,
            ty,
            comp,
        })
    }

    pub fn load_place(&mut self, p: &PlaceRef) -> Result<Val, Error> {
        let hint = p.name.clone();
        let whole = match &p.loc {
            Loc::Mem(ptr) => {
                let t = self.ty(&p.ty);
                let op = self.inst(&hint, &format!("load {t}, ptr {ptr}, align 4"));
                Val::new(p.ty.clone(), op)
            }
            Loc::Reg { base, off } => {
                let ptr = self.inst(
                    &format!("{hint}.ptr"),
                    &format!("getelementptr inbounds i8, ptr {base}, i32 {off}"),
                );
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
        let t = self.ty(&p.ty);
        let v = match &p.comp {
            None => v,
            Some(sel) => {
                let old = self.inst("old", &format!("load {t}, ptr {ptr}, align 4"));
                let mut cur = Val::new(p.ty.clone(), old);
                let et = self.ty(&p.ty.index_result().unwrap_or(Type::Void));
                match sel {
                    CompSel::Index(i) => {
                        let op = self.inst(
                            "ins",
                            &format!("insertelement {t} {}, {et} {}, i32 {i}", cur.op, v.op),
                        );
                        cur.op = op;
                    }
                    CompSel::Swizzle(s) => {
                        for (k, c) in s.iter().enumerate() {
                            let part = if v.ty.vector_size() == Some(1) {
                                v.op.clone()
                            } else {
                                self.extract(&v, &k.to_string()).op
                            };
                            let op = self.inst(
                                "ins",
                                &format!("insertelement {t} {}, {et} {part}, i32 {c}", cur.op),
                            );
                            cur.op = op;
                        }
                    }
                }
                cur
            }
        };
        self.emit(&format!("store {t} {}, ptr {ptr}, align 4", v.op));
        Ok(())
    }

    /// Load a value of `ty` laid out in registers at `ptr`.
    pub fn load_reg(&mut self, ptr: &str, ty: &Type, hint: &str) -> Result<Val, Error> {
        let structs = &self.cx.m.structs;
        let at = |f: &mut Self, off: u32| -> String {
            if off == 0 {
                ptr.to_string()
            } else {
                f.inst(
                    "reg",
                    &format!("getelementptr inbounds i8, ptr {ptr}, i32 {off}"),
                )
            }
        };
        Ok(match ty {
            Type::Scalar(k) | Type::Vector(k, _) => {
                let n = ty.vector_size().unwrap_or(1);
                let word = if *k == ScalarKind::Float {
                    "float"
                } else {
                    "i32"
                };
                let wt = if n == 1 {
                    word.to_string()
                } else {
                    format!("<{n} x {word}>")
                };
                let v = self.inst(hint, &format!("load {wt}, ptr {ptr}, align 4"));
                if *k == ScalarKind::Bool {
                    let z = if n == 1 { "0" } else { "zeroinitializer" };
                    Val::new(
                        ty.clone(),
                        self.inst("in", &format!("icmp ne {wt} {v}, {z}")),
                    )
                } else {
                    Val::new(ty.clone(), v)
                }
            }
            Type::Sampler(_) => Val::new(
                ty.clone(),
                self.inst(hint, &format!("load i32, ptr {ptr}, align 4")),
            ),
            Type::Matrix { cols, rows } => {
                let col = Type::Vector(ScalarKind::Float, *rows);
                let mut agg = "poison".to_string();
                let t = self.ty(ty);
                for c in 0..u32::from(*cols) {
                    let p = at(self, c * SLOT_SIZE);
                    let v = self.load_reg(&p, &col, hint)?;
                    let ct = self.ty(&col);
                    agg = self.inst("m", &format!("insertvalue {t} {agg}, {ct} {}, {c}", v.op));
                }
                Val::new(ty.clone(), agg)
            }
            Type::Array(e, n) => {
                let stride = registers(e, structs) * SLOT_SIZE;
                let t = self.ty(ty);
                let et = self.ty(e);
                let mut agg = "poison".to_string();
                for i in 0..*n {
                    let p = at(self, i * stride);
                    let v = self.load_reg(&p, e, hint)?;
                    agg = self.inst("a", &format!("insertvalue {t} {agg}, {et} {}, {i}", v.op));
                }
                Val::new(ty.clone(), agg)
            }
            Type::Struct(id) => {
                let def = &structs[*id as usize];
                let t = self.ty(ty);
                let mut agg = "poison".to_string();
                for (i, m) in def.members.iter().enumerate() {
                    let p = at(self, member_offset(def, i, structs));
                    let v = self.load_reg(&p, &m.ty, &format!("{hint}.{}", m.name))?;
                    let mt = self.ty(&m.ty);
                    agg = self.inst(
                        &m.name,
                        &format!("insertvalue {t} {agg}, {mt} {}, {i}", v.op),
                    );
                }
                Val::new(ty.clone(), agg)
            }
            Type::Void => return Err(self.cx.unsupported("a void input")),
        })
    }

    /// Store `v` in the register layout at `ptr`.
    pub fn store_reg(&mut self, ptr: &str, v: &Val) -> Result<(), Error> {
        let structs = &self.cx.m.structs;
        let at = |f: &mut Self, off: u32| -> String {
            if off == 0 {
                ptr.to_string()
            } else {
                f.inst(
                    "reg",
                    &format!("getelementptr inbounds i8, ptr {ptr}, i32 {off}"),
                )
            }
        };
        let t = self.ty(&v.ty);
        match &v.ty {
            Type::Scalar(k) | Type::Vector(k, _) => {
                let n = v.ty.vector_size().unwrap_or(1);
                if *k == ScalarKind::Bool {
                    let wt = if n == 1 {
                        "i32".to_string()
                    } else {
                        format!("<{n} x i32>")
                    };
                    let w = self.inst("out", &format!("zext {t} {} to {wt}", v.op));
                    self.emit(&format!("store {wt} {w}, ptr {ptr}, align 4"));
                } else {
                    self.emit(&format!("store {t} {}, ptr {ptr}, align 4", v.op));
                }
            }
            Type::Sampler(_) => self.emit(&format!("store i32 {}, ptr {ptr}, align 4", v.op)),
            Type::Matrix { cols, rows } => {
                let col = Type::Vector(ScalarKind::Float, *rows);
                for c in 0..u32::from(*cols) {
                    let e = self.inst("col", &format!("extractvalue {t} {}, {c}", v.op));
                    let p = at(self, c * SLOT_SIZE);
                    self.store_reg(&p, &Val::new(col.clone(), e))?;
                }
            }
            Type::Array(e, n) => {
                let stride = registers(e, structs) * SLOT_SIZE;
                for i in 0..*n {
                    let x = self.inst("elem", &format!("extractvalue {t} {}, {i}", v.op));
                    let p = at(self, i * stride);
                    self.store_reg(&p, &Val::new((**e).clone(), x))?;
                }
            }
            Type::Struct(id) => {
                let def = &structs[*id as usize];
                for (i, m) in def.members.iter().enumerate() {
                    let x = self.inst(&m.name, &format!("extractvalue {t} {}, {i}", v.op));
                    let p = at(self, member_offset(def, i, structs));
                    self.store_reg(&p, &Val::new(m.ty.clone(), x))?;
                }
            }
            Type::Void => {}
        }
        Ok(())
    }
}
