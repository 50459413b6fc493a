//! LLVM types and constants for GLSL types.
//!
//! Registers and private memory use the same LLVM type: `float`, `i32`
//! (`int`, `uint`, sampler units), `i1` (`bool`), `<N x T>` vectors,
//! `[C x <R x float>]` matrices (columns), `[N x T]` arrays and
//! `%struct.Name` structs. The slot/constant register layout is handled
//! separately (`io.rs`).

pub use super::ir::float_lit;
use super::ir::{StructTy, Ty};
use gpubin_glsl::ir::Scalar;
use gpubin_glsl::types::{ScalarKind, StructDef, Type};
use std::rc::Rc;

pub fn scalar_ty(k: ScalarKind) -> &'static str {
    match k {
        ScalarKind::Float => "float",
        ScalarKind::Int | ScalarKind::Uint => "i32",
        ScalarKind::Bool => "i1",
    }
}

/// LLVM spelling of a struct type.
pub fn struct_name(structs: &[StructDef], id: u32) -> String {
    let name = structs
        .get(id as usize)
        .map(|s| s.name.as_str())
        .unwrap_or("anon");
    format!("%struct.{name}.{id}")
}

/// The builder's struct types of a module, in id order (a GLSL struct
/// contains only structs declared before it).
pub fn struct_tys(structs: &[StructDef]) -> Vec<Rc<StructTy>> {
    let mut out: Vec<Rc<StructTy>> = Vec::with_capacity(structs.len());
    for i in 0..structs.len() {
        let members = structs[i]
            .members
            .iter()
            .map(|m| ir_ty(&m.ty, &out))
            .collect();
        let name = struct_name(structs, i as u32);
        out.push(Rc::new(StructTy {
            name: name.trim_start_matches('%').to_string(),
            members,
        }));
    }
    out
}

fn ir_scalar(k: ScalarKind) -> Ty {
    match k {
        ScalarKind::Float => Ty::Float,
        ScalarKind::Int | ScalarKind::Uint => Ty::I32,
        ScalarKind::Bool => Ty::I1,
    }
}

/// The LLVM type of a GLSL type (the builder's form of [`llty`]).
pub fn ir_ty(ty: &Type, structs: &[Rc<StructTy>]) -> Ty {
    match ty {
        Type::Void => Ty::Void,
        Type::Scalar(k) => ir_scalar(*k),
        Type::Vector(k, n) => Ty::vector(u32::from(*n), ir_scalar(*k)),
        Type::Matrix { cols, rows } => {
            Ty::array(u32::from(*cols), Ty::vector(u32::from(*rows), Ty::Float))
        }
        Type::Sampler(_) => Ty::I32,
        Type::Array(e, n) => Ty::array(*n, ir_ty(e, structs)),
        Type::Struct(id) => match structs.get(*id as usize) {
            Some(s) => Ty::Struct(s.clone()),
            None => Ty::Struct(Rc::new(StructTy {
                name: format!("struct.anon.{id}"),
                members: Vec::new(),
            })),
        },
    }
}

pub fn llty(ty: &Type, structs: &[StructDef]) -> String {
    match ty {
        Type::Void => "void".into(),
        Type::Scalar(k) => scalar_ty(*k).into(),
        Type::Vector(k, n) => format!("<{n} x {}>", scalar_ty(*k)),
        Type::Matrix { cols, rows } => format!("[{cols} x <{rows} x float>]"),
        Type::Sampler(_) => "i32".into(),
        Type::Array(e, n) => format!("[{n} x {}]", llty(e, structs)),
        Type::Struct(id) => struct_name(structs, *id),
    }
}

pub fn scalar_lit(s: Scalar) -> String {
    match s {
        Scalar::Float(f) => float_lit(f),
        Scalar::Int(i) => i.to_string(),
        Scalar::Uint(u) => (u as i32).to_string(),
        Scalar::Bool(b) => if b { "true" } else { "false" }.into(),
    }
}

fn coerce(s: Scalar, k: ScalarKind) -> Scalar {
    match (k, s) {
        (ScalarKind::Float, Scalar::Float(_))
        | (ScalarKind::Int, Scalar::Int(_))
        | (ScalarKind::Uint, Scalar::Uint(_))
        | (ScalarKind::Bool, Scalar::Bool(_)) => s,
        (ScalarKind::Float, Scalar::Int(i)) => Scalar::Float(i as f32),
        (ScalarKind::Float, Scalar::Uint(u)) => Scalar::Float(u as f32),
        (ScalarKind::Int, Scalar::Uint(u)) => Scalar::Int(u as i32),
        (ScalarKind::Uint, Scalar::Int(i)) => Scalar::Uint(i as u32),
        (ScalarKind::Bool, s) => Scalar::Bool(!matches!(
            s,
            Scalar::Int(0) | Scalar::Uint(0) | Scalar::Float(0.0)
        )),
        (ScalarKind::Int, Scalar::Float(f)) => Scalar::Int(f as i32),
        (ScalarKind::Uint, Scalar::Float(f)) => Scalar::Uint(f as u32),
        (ScalarKind::Int | ScalarKind::Uint, Scalar::Bool(b)) => Scalar::Int(i32::from(b)),
        (ScalarKind::Float, Scalar::Bool(b)) => Scalar::Float(f32::from(u8::from(b))),
    }
}

/// Constant operand (without its type) for flattened scalars; advances `at`.
pub fn const_lit(ty: &Type, structs: &[StructDef], flat: &[Scalar], at: &mut usize) -> String {
    let mut next = |k: ScalarKind| {
        let s = flat.get(*at).copied().unwrap_or(Scalar::Int(0));
        *at += 1;
        scalar_lit(coerce(s, k))
    };
    match ty {
        Type::Void => String::new(),
        Type::Scalar(k) => next(*k),
        Type::Sampler(_) => next(ScalarKind::Int),
        Type::Vector(k, n) => {
            let t = scalar_ty(*k);
            let items: Vec<String> = (0..*n).map(|_| format!("{t} {}", next(*k))).collect();
            format!("<{}>", items.join(", "))
        }
        Type::Matrix { cols, rows } => {
            let col = Type::Vector(ScalarKind::Float, *rows);
            let ct = llty(&col, structs);
            let items: Vec<String> = (0..*cols)
                .map(|_| format!("{ct} {}", const_lit(&col, structs, flat, at)))
                .collect();
            format!("[{}]", items.join(", "))
        }
        Type::Array(e, n) => {
            let et = llty(e, structs);
            let items: Vec<String> = (0..*n)
                .map(|_| format!("{et} {}", const_lit(e, structs, flat, at)))
                .collect();
            format!("[{}]", items.join(", "))
        }
        Type::Struct(id) => {
            let Some(def) = structs.get(*id as usize) else {
                return "zeroinitializer".into();
            };
            let items: Vec<String> = def
                .members
                .iter()
                .map(|m| {
                    format!(
                        "{} {}",
                        llty(&m.ty, structs),
                        const_lit(&m.ty, structs, flat, at)
                    )
                })
                .collect();
            format!("{{ {} }}", items.join(", "))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gpubin_glsl::types::StructMember;

    /// The constant literals' type spelling and the builder's agree.
    #[test]
    fn llty_is_the_builders_spelling() {
        let member = |name: &str, ty: Type| StructMember {
            name: name.into(),
            ty,
            precision: None,
        };
        let structs = vec![
            StructDef {
                name: "Light".into(),
                members: vec![
                    member("pos", Type::Vector(ScalarKind::Float, 3)),
                    member("on", Type::Scalar(ScalarKind::Bool)),
                ],
            },
            StructDef {
                name: "Scene".into(),
                members: vec![
                    member("lights", Type::Array(Box::new(Type::Struct(0)), 4)),
                    member("m", Type::Matrix { cols: 3, rows: 2 }),
                ],
            },
        ];
        let tys = struct_tys(&structs);
        for t in [
            Type::Scalar(ScalarKind::Uint),
            Type::Vector(ScalarKind::Bool, 2),
            Type::Matrix { cols: 4, rows: 4 },
            Type::Array(Box::new(Type::Vector(ScalarKind::Int, 3)), 5),
            Type::Struct(1),
            Type::Array(Box::new(Type::Struct(0)), 2),
        ] {
            assert_eq!(llty(&t, &structs), ir_ty(&t, &tys).to_string());
        }
        assert_eq!(
            tys[1].definition(),
            "%struct.Scene.1 = type { [4 x %struct.Light.0], [3 x <2 x float>] }"
        );
    }
}
