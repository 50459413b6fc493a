//! The register layout shared by constant buffers and I/O slots.
//!
//! **Rule** (spec §2 assumption: vec4 registers, as TGSI `CONST[n]`):
//! every scalar, vector and matrix column occupies one 16-byte register,
//! components at +0, +4, +8, +12. So
//!
//! * scalar, vector, sampler: 1 register (a sampler holds its texture unit as i32 in `.x`);
//! * `matCxR`: C registers, column-major, column c at +16c;
//! * `T[n]`: n consecutive elements, stride = registers(T) x 16;
//! * struct: its members in declaration order, each starting on a register;
//! * uniforms: one after another in reflection order (user uniforms in
//!   declaration order, then used built-ins), each at the next free register;
//!   unused uniforms keep their place so the layout depends only on the source.
//!
//! Scalars are stored as 32-bit words: f32 bits, i32, u32, and bool as 0 or 1.

use gpubin_glsl::ir::Scalar;
use gpubin_glsl::types::{ScalarKind, StructDef, Type};
use gpubin_glsl::Value;
use serde::Serialize;

use crate::abi::SLOT_SIZE;

/// A value that does not read or write in the register layout.
#[derive(Debug, thiserror::Error, Clone, PartialEq, Eq)]
pub enum LayoutError {
    /// A word past the end of the buffer (a bank, a constant buffer).
    #[error("offset {offset:#x} outside a buffer of {len} bytes")]
    OutOfBounds {
        /// The word's byte offset.
        offset: usize,
        /// The buffer's size.
        len: usize,
    },
    /// A scalar type given something else.
    #[error("expected a scalar")]
    NotScalar,
    /// A sampler given something other than a texture unit.
    #[error("expected a texture unit")]
    NotTextureUnit,
    /// A struct type the module does not define.
    #[error("unknown struct")]
    UnknownStruct,
    /// A struct value with the wrong number of members.
    #[error("struct {name} needs {members} members")]
    StructMembers {
        /// The struct.
        name: String,
        /// Members it has.
        members: usize,
    },
    /// A value of another shape than the type (named).
    #[error("value does not fit type {0}")]
    Mismatch(String),
    /// `void` has no value to read.
    #[error("void has no value")]
    Void,
}

/// Registers (vec4 slots) a type occupies.
pub fn registers(ty: &Type, structs: &[StructDef]) -> u32 {
    match ty {
        Type::Void => 0,
        Type::Scalar(_) | Type::Vector(..) | Type::Sampler(_) => 1,
        Type::Matrix { cols, .. } => u32::from(*cols),
        Type::Array(e, n) => registers(e, structs).saturating_mul(*n),
        Type::Struct(id) => structs
            .get(*id as usize)
            .map(|s| s.members.iter().map(|m| registers(&m.ty, structs)).sum())
            .unwrap_or(0),
    }
}

/// Byte offset of struct member `index` inside the struct.
pub fn member_offset(def: &StructDef, index: usize, structs: &[StructDef]) -> u32 {
    def.members[..index]
        .iter()
        .map(|m| registers(&m.ty, structs) * SLOT_SIZE)
        .sum()
}

/// One uniform's place in a constant buffer.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct UniformPlace {
    /// The uniform's name.
    pub name: String,
    /// Its GLSL type, as written.
    #[serde(rename = "type")]
    pub type_name: String,
    /// Byte offset in the buffer (a multiple of 16).
    pub offset: u32,
    /// Bytes (registers x 16).
    pub size: u32,
    /// Whether a shader statically uses it (unused ones keep their place).
    pub used: bool,
    /// Its type.
    #[serde(skip)]
    pub ty: Type,
}

/// The constant-buffer layout of one stage.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct ConstantLayout {
    /// The uniforms in buffer order.
    pub uniforms: Vec<UniformPlace>,
    /// Total bytes.
    pub size: u32,
}

impl ConstantLayout {
    /// The uniform `name`, if the stage has it.
    pub fn get(&self, name: &str) -> Option<&UniformPlace> {
        self.uniforms.iter().find(|u| u.name == name)
    }
}

fn kind_word(s: Scalar) -> u32 {
    match s {
        Scalar::Float(f) => f.to_bits(),
        Scalar::Int(i) => i as u32,
        Scalar::Uint(u) => u,
        Scalar::Bool(b) => u32::from(b),
    }
}

fn word_scalar(kind: ScalarKind, w: u32) -> Scalar {
    match kind {
        ScalarKind::Float => Scalar::Float(f32::from_bits(w)),
        ScalarKind::Int => Scalar::Int(w as i32),
        ScalarKind::Uint => Scalar::Uint(w),
        ScalarKind::Bool => Scalar::Bool(w != 0),
    }
}

fn put(buf: &mut [u8], off: usize, w: u32) -> Result<(), LayoutError> {
    let len = buf.len();
    let dst = buf
        .get_mut(off..off + 4)
        .ok_or(LayoutError::OutOfBounds { offset: off, len })?;
    dst.copy_from_slice(&w.to_le_bytes());
    Ok(())
}

fn get(buf: &[u8], off: usize) -> Result<u32, LayoutError> {
    let src = buf.get(off..off + 4).ok_or(LayoutError::OutOfBounds {
        offset: off,
        len: buf.len(),
    })?;
    Ok(u32::from_le_bytes([src[0], src[1], src[2], src[3]]))
}

/// Scalar converted to the declared kind (JSON numbers may come in as another kind).
fn coerce(s: Scalar, kind: ScalarKind) -> Scalar {
    let f = match s {
        Scalar::Float(f) => f as f64,
        Scalar::Int(i) => i as f64,
        Scalar::Uint(u) => u as f64,
        Scalar::Bool(b) => u8::from(b) as f64,
    };
    match (kind, s) {
        (ScalarKind::Float, Scalar::Float(_))
        | (ScalarKind::Int, Scalar::Int(_))
        | (ScalarKind::Uint, Scalar::Uint(_))
        | (ScalarKind::Bool, Scalar::Bool(_)) => s,
        (ScalarKind::Float, _) => Scalar::Float(f as f32),
        (ScalarKind::Int, _) => Scalar::Int(f as i32),
        (ScalarKind::Uint, _) => Scalar::Uint(f as u32),
        (ScalarKind::Bool, _) => Scalar::Bool(f != 0.0),
    }
}

fn value_scalar(v: &Value) -> Option<Scalar> {
    Some(match v {
        Value::Float(f) => Scalar::Float(*f),
        Value::Int(i) => Scalar::Int(*i),
        Value::Uint(u) => Scalar::Uint(*u),
        Value::Bool(b) => Scalar::Bool(*b),
        Value::Sampler(u) => Scalar::Int(*u),
        _ => return None,
    })
}

/// Write `value` of type `ty` at byte `off` of `buf` in the register layout.
pub fn pack(
    value: &Value,
    ty: &Type,
    structs: &[StructDef],
    buf: &mut [u8],
    off: usize,
) -> Result<(), LayoutError> {
    match (ty, value) {
        (Type::Scalar(k), v) => {
            let s = value_scalar(v).ok_or(LayoutError::NotScalar)?;
            put(buf, off, kind_word(coerce(s, *k)))
        }
        (Type::Sampler(_), v) => {
            let s = value_scalar(v).ok_or(LayoutError::NotTextureUnit)?;
            put(buf, off, kind_word(coerce(s, ScalarKind::Int)))
        }
        (Type::Vector(k, n), Value::Vector(c)) if c.len() == *n as usize => {
            for (i, s) in c.iter().enumerate() {
                put(buf, off + 4 * i, kind_word(coerce(*s, *k)))?;
            }
            Ok(())
        }
        (Type::Matrix { cols, rows }, Value::Matrix(m))
            if m.len() == *cols as usize && m.iter().all(|c| c.len() == *rows as usize) =>
        {
            for (c, col) in m.iter().enumerate() {
                for (r, x) in col.iter().enumerate() {
                    put(buf, off + 16 * c + 4 * r, x.to_bits())?;
                }
            }
            Ok(())
        }
        (Type::Array(e, n), Value::Array(items)) if items.len() == *n as usize => {
            let stride = (registers(e, structs) * SLOT_SIZE) as usize;
            for (i, item) in items.iter().enumerate() {
                pack(item, e, structs, buf, off + i * stride)?;
            }
            Ok(())
        }
        (Type::Struct(id), Value::Struct(members)) => {
            let def = structs
                .get(*id as usize)
                .ok_or(LayoutError::UnknownStruct)?;
            if members.len() != def.members.len() {
                return Err(LayoutError::StructMembers {
                    name: def.name.clone(),
                    members: def.members.len(),
                });
            }
            for (i, (m, (_, v))) in def.members.iter().zip(members).enumerate() {
                pack(
                    v,
                    &m.ty,
                    structs,
                    buf,
                    off + member_offset(def, i, structs) as usize,
                )?;
            }
            Ok(())
        }
        (t, _) => Err(LayoutError::Mismatch(t.name(structs))),
    }
}

/// Read a value of type `ty` at byte `off` of `buf` in the register layout.
pub fn unpack(
    ty: &Type,
    structs: &[StructDef],
    buf: &[u8],
    off: usize,
) -> Result<Value, LayoutError> {
    Ok(match ty {
        Type::Void => return Err(LayoutError::Void),
        Type::Scalar(k) => match word_scalar(*k, get(buf, off)?) {
            Scalar::Float(f) => Value::Float(f),
            Scalar::Int(i) => Value::Int(i),
            Scalar::Uint(u) => Value::Uint(u),
            Scalar::Bool(b) => Value::Bool(b),
        },
        Type::Sampler(_) => Value::Sampler(get(buf, off)? as i32),
        Type::Vector(k, n) => Value::Vector(
            (0..*n as usize)
                .map(|i| get(buf, off + 4 * i).map(|w| word_scalar(*k, w)))
                .collect::<Result<_, _>>()?,
        ),
        Type::Matrix { cols, rows } => Value::Matrix(
            (0..*cols as usize)
                .map(|c| {
                    (0..*rows as usize)
                        .map(|r| get(buf, off + 16 * c + 4 * r).map(f32::from_bits))
                        .collect::<Result<Vec<_>, _>>()
                })
                .collect::<Result<_, _>>()?,
        ),
        Type::Array(e, n) => {
            let stride = (registers(e, structs) * SLOT_SIZE) as usize;
            Value::Array(
                (0..*n as usize)
                    .map(|i| unpack(e, structs, buf, off + i * stride))
                    .collect::<Result<_, _>>()?,
            )
        }
        Type::Struct(id) => {
            let def = structs
                .get(*id as usize)
                .ok_or(LayoutError::UnknownStruct)?;
            Value::Struct(
                def.members
                    .iter()
                    .enumerate()
                    .map(|(i, m)| {
                        unpack(
                            &m.ty,
                            structs,
                            buf,
                            off + member_offset(def, i, structs) as usize,
                        )
                        .map(|v| (m.name.clone(), v))
                    })
                    .collect::<Result<_, _>>()?,
            )
        }
    })
}

/// Write flattened scalars (component order, as GLSL initializers are
/// stored) of type `ty` at byte `off` in the register layout.
pub fn pack_flat(
    ty: &Type,
    structs: &[StructDef],
    flat: &[Scalar],
    at: &mut usize,
    buf: &mut [u8],
    off: usize,
) -> Result<(), LayoutError> {
    let mut next = |k: ScalarKind| {
        let s = flat.get(*at).copied().unwrap_or(Scalar::Int(0));
        *at += 1;
        kind_word(coerce(s, k))
    };
    match ty {
        Type::Void => Ok(()),
        Type::Scalar(k) => put(buf, off, next(*k)),
        Type::Sampler(_) => put(buf, off, next(ScalarKind::Int)),
        Type::Vector(k, n) => {
            for i in 0..*n as usize {
                put(buf, off + 4 * i, next(*k))?;
            }
            Ok(())
        }
        Type::Matrix { cols, rows } => {
            for c in 0..*cols as usize {
                for r in 0..*rows as usize {
                    put(buf, off + 16 * c + 4 * r, next(ScalarKind::Float))?;
                }
            }
            Ok(())
        }
        Type::Array(e, n) => {
            let stride = (registers(e, structs) * SLOT_SIZE) as usize;
            for i in 0..*n as usize {
                pack_flat(e, structs, flat, at, buf, off + i * stride)?;
            }
            Ok(())
        }
        Type::Struct(id) => {
            let def = structs
                .get(*id as usize)
                .ok_or(LayoutError::UnknownStruct)?;
            for (i, m) in def.members.iter().enumerate() {
                pack_flat(
                    &m.ty,
                    structs,
                    flat,
                    at,
                    buf,
                    off + member_offset(def, i, structs) as usize,
                )?;
            }
            Ok(())
        }
    }
}
