//! Values exchanged with the reference interpreter, and their JSON form.

use crate::error::ValueError;
use crate::ir::Scalar;
use crate::types::{ScalarKind, StructDef, Type};

/// A value as its scalars in order (the interpreter's storage).
pub(crate) type Flat = Vec<Scalar>;

/// A scalar as an `f32`, as a float conversion gives it.
pub(super) fn as_f32(s: Scalar) -> f32 {
    match s {
        Scalar::Float(f) => f,
        Scalar::Int(i) => i as f32,
        Scalar::Uint(u) => u as f32,
        Scalar::Bool(b) => f32::from(u8::from(b)),
    }
}

/// A typed value: inputs and uniforms given to [`crate::run`], outputs it returns.
///
/// JSON form (see [`Value::from_json`]): numbers and booleans for scalars,
/// arrays for vectors, an array of columns (or a flat column-major array)
/// for matrices, arrays for arrays, objects keyed by member name for
/// structs, and the texture unit number for samplers.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// A `float`.
    Float(f32),
    /// An `int`.
    Int(i32),
    /// A `uint`.
    Uint(u32),
    /// A `bool`.
    Bool(bool),
    /// A vector's components.
    Vector(Vec<Scalar>),
    /// Columns.
    Matrix(Vec<Vec<f32>>),
    /// An array's elements.
    Array(Vec<Value>),
    /// Members in declaration order, with their names.
    Struct(Vec<(String, Value)>),
    /// Texture unit.
    Sampler(i32),
}

/// Number of scalar slots a type occupies in the interpreter's flat storage.
pub(crate) fn flat_size(ty: &Type, structs: &[StructDef]) -> usize {
    match ty {
        Type::Void => 0,
        Type::Scalar(_) | Type::Sampler(_) => 1,
        Type::Vector(_, n) => *n as usize,
        Type::Matrix { cols, rows } => (*cols as usize) * (*rows as usize),
        Type::Array(e, n) => flat_size(e, structs).saturating_mul(*n as usize),
        Type::Struct(id) => structs
            .get(*id as usize)
            .map(|s| s.members.iter().map(|m| flat_size(&m.ty, structs)).sum())
            .unwrap_or(0),
    }
}

/// Zero of a scalar kind.
pub(crate) fn zero(kind: ScalarKind) -> Scalar {
    match kind {
        ScalarKind::Float => Scalar::Float(0.0),
        ScalarKind::Int => Scalar::Int(0),
        ScalarKind::Uint => Scalar::Uint(0),
        ScalarKind::Bool => Scalar::Bool(false),
    }
}

/// Zero-initialised flat storage for a type.
pub(crate) fn zeroed(ty: &Type, structs: &[StructDef], out: &mut Vec<Scalar>) {
    match ty {
        Type::Void => {}
        Type::Scalar(k) | Type::Vector(k, _) => {
            let n = ty.vector_size().unwrap_or(1);
            for _ in 0..n {
                out.push(zero(*k));
            }
        }
        Type::Matrix { cols, rows } => {
            for _ in 0..(*cols as usize * *rows as usize) {
                out.push(Scalar::Float(0.0));
            }
        }
        Type::Sampler(_) => out.push(Scalar::Int(0)),
        Type::Array(e, n) => {
            for _ in 0..*n {
                zeroed(e, structs, out);
            }
        }
        Type::Struct(id) => {
            if let Some(s) = structs.get(*id as usize) {
                for m in &s.members {
                    zeroed(&m.ty, structs, out);
                }
            }
        }
    }
}

impl Value {
    /// The zero value of type `ty` (as a global without initializer starts).
    pub fn zero(ty: &Type, structs: &[StructDef]) -> Value {
        let mut flat = Vec::new();
        zeroed(ty, structs, &mut flat);
        Self::from_flat(ty, structs, &flat)
    }

    /// Rebuild a value of type `ty` from flat storage.
    pub(crate) fn from_flat(ty: &Type, structs: &[StructDef], flat: &[Scalar]) -> Value {
        let mut pos = 0;
        Self::from_flat_at(ty, structs, flat, &mut pos)
    }

    fn from_flat_at(ty: &Type, structs: &[StructDef], flat: &[Scalar], pos: &mut usize) -> Value {
        let mut take = || {
            let s = flat.get(*pos).copied().unwrap_or(Scalar::Int(0));
            *pos += 1;
            s
        };
        match ty {
            Type::Void => Value::Vector(Vec::new()),
            Type::Scalar(_) => match take() {
                Scalar::Float(f) => Value::Float(f),
                Scalar::Int(i) => Value::Int(i),
                Scalar::Uint(u) => Value::Uint(u),
                Scalar::Bool(b) => Value::Bool(b),
            },
            Type::Sampler(_) => match take() {
                Scalar::Int(i) => Value::Sampler(i),
                _ => Value::Sampler(0),
            },
            Type::Vector(_, n) => Value::Vector((0..*n).map(|_| take()).collect()),
            Type::Matrix { cols, rows } => Value::Matrix(
                (0..*cols)
                    .map(|_| {
                        (0..*rows)
                            .map(|_| match take() {
                                Scalar::Float(f) => f,
                                _ => 0.0,
                            })
                            .collect()
                    })
                    .collect(),
            ),
            Type::Array(e, n) => Value::Array(
                (0..*n)
                    .map(|_| Self::from_flat_at(e, structs, flat, pos))
                    .collect(),
            ),
            Type::Struct(id) => Value::Struct(
                structs
                    .get(*id as usize)
                    .map(|s| {
                        s.members
                            .iter()
                            .map(|m| {
                                (
                                    m.name.clone(),
                                    Self::from_flat_at(&m.ty, structs, flat, pos),
                                )
                            })
                            .collect()
                    })
                    .unwrap_or_default(),
            ),
        }
    }

    /// Flatten into storage of type `ty`, checking the shape.
    pub(crate) fn to_flat(
        &self,
        ty: &Type,
        structs: &[StructDef],
        out: &mut Vec<Scalar>,
    ) -> Result<(), ValueError> {
        let kind_of = |s: &Scalar| match s {
            Scalar::Float(_) => ScalarKind::Float,
            Scalar::Int(_) => ScalarKind::Int,
            Scalar::Uint(_) => ScalarKind::Uint,
            Scalar::Bool(_) => ScalarKind::Bool,
        };
        let tn = || ty.name(structs);
        match (self, ty) {
            (Value::Float(f), Type::Scalar(ScalarKind::Float)) => out.push(Scalar::Float(*f)),
            (Value::Int(i), Type::Scalar(ScalarKind::Int)) => out.push(Scalar::Int(*i)),
            (Value::Uint(u), Type::Scalar(ScalarKind::Uint)) => out.push(Scalar::Uint(*u)),
            (Value::Bool(b), Type::Scalar(ScalarKind::Bool)) => out.push(Scalar::Bool(*b)),
            (Value::Sampler(u), Type::Sampler(_)) | (Value::Int(u), Type::Sampler(_)) => {
                out.push(Scalar::Int(*u))
            }
            (Value::Vector(v), Type::Vector(k, n)) => {
                if v.len() != *n as usize || v.iter().any(|s| kind_of(s) != *k) {
                    return Err(ValueError::Expected(tn()));
                }
                out.extend_from_slice(v);
            }
            (Value::Matrix(cols), Type::Matrix { cols: c, rows: r }) => {
                if cols.len() != *c as usize || cols.iter().any(|col| col.len() != *r as usize) {
                    return Err(ValueError::ExpectedMatrix(tn(), *c, *r));
                }
                for col in cols {
                    out.extend(col.iter().map(|f| Scalar::Float(*f)));
                }
            }
            (Value::Array(items), Type::Array(e, n)) => {
                if items.len() != *n as usize {
                    return Err(ValueError::ExpectedElements(*n, tn()));
                }
                for it in items {
                    it.to_flat(e, structs, out)?;
                }
            }
            (Value::Struct(members), Type::Struct(id)) => {
                let def = structs.get(*id as usize).ok_or(ValueError::UnknownStruct)?;
                for m in &def.members {
                    let v = members
                        .iter()
                        .find(|(n, _)| *n == m.name)
                        .map(|(_, v)| v)
                        .ok_or_else(|| ValueError::MissingMember(m.name.clone()))?;
                    v.to_flat(&m.ty, structs, out)
                        .map_err(|e| ValueError::Member(m.name.clone(), Box::new(e)))?;
                }
            }
            _ => return Err(ValueError::Expected(tn())),
        }
        Ok(())
    }

    /// Parse the JSON form of a value of type `ty`.
    pub fn from_json(
        json: &serde_json::Value,
        ty: &Type,
        structs: &[StructDef],
    ) -> Result<Value, ValueError> {
        use serde_json::Value as J;
        let scalar = |j: &J, k: ScalarKind| -> Result<Scalar, ValueError> {
            match (k, j) {
                (ScalarKind::Float, J::Number(n)) => n
                    .as_f64()
                    .map(|f| Scalar::Float(f as f32))
                    .ok_or(ValueError::BadNumber),
                (ScalarKind::Int, J::Number(n)) => n
                    .as_i64()
                    .and_then(|i| i32::try_from(i).ok())
                    .map(Scalar::Int)
                    .ok_or_else(|| ValueError::NotInt(n.to_string())),
                (ScalarKind::Uint, J::Number(n)) => n
                    .as_u64()
                    .and_then(|i| u32::try_from(i).ok())
                    .map(Scalar::Uint)
                    .ok_or_else(|| ValueError::NotUint(n.to_string())),
                (ScalarKind::Bool, J::Bool(b)) => Ok(Scalar::Bool(*b)),
                (k, j) => Err(ValueError::ExpectedKind(format!("{k:?}"), j.to_string())),
            }
        };
        let one = |s: Scalar| match s {
            Scalar::Float(f) => Value::Float(f),
            Scalar::Int(i) => Value::Int(i),
            Scalar::Uint(u) => Value::Uint(u),
            Scalar::Bool(b) => Value::Bool(b),
        };
        match ty {
            Type::Void => Err(ValueError::Void),
            Type::Scalar(k) => scalar(json, *k).map(one),
            Type::Sampler(_) => match json.as_i64().and_then(|i| i32::try_from(i).ok()) {
                Some(u) => Ok(Value::Sampler(u)),
                None => Err(ValueError::ExpectedUnit),
            },
            Type::Vector(k, n) => {
                let arr = json
                    .as_array()
                    .filter(|a| a.len() == *n as usize)
                    .ok_or(ValueError::ExpectedComponents(*n))?;
                Ok(Value::Vector(
                    arr.iter()
                        .map(|j| scalar(j, *k))
                        .collect::<Result<_, _>>()?,
                ))
            }
            Type::Matrix { cols, rows } => {
                let (c, r) = (*cols as usize, *rows as usize);
                let arr = json.as_array().ok_or(ValueError::ExpectedArray)?;
                let flat: Vec<f32> = if arr.len() == c && arr.iter().all(|a| a.is_array()) {
                    let mut v = Vec::new();
                    for col in arr {
                        let col = col
                            .as_array()
                            .filter(|x| x.len() == r)
                            .ok_or(ValueError::ExpectedColumns(*cols, *rows))?;
                        for x in col {
                            v.push(x.as_f64().ok_or(ValueError::ExpectedNumber)? as f32);
                        }
                    }
                    v
                } else if arr.len() == c * r {
                    arr.iter()
                        .map(|x| {
                            x.as_f64()
                                .map(|f| f as f32)
                                .ok_or(ValueError::ExpectedNumber)
                        })
                        .collect::<Result<_, _>>()?
                } else {
                    return Err(ValueError::ExpectedMatrixNumbers(*cols, *rows));
                };
                Ok(Value::Matrix(flat.chunks(r).map(|c| c.to_vec()).collect()))
            }
            Type::Array(e, n) => {
                let arr = json
                    .as_array()
                    .filter(|a| a.len() == *n as usize)
                    .ok_or(ValueError::ExpectedArrayElements(*n))?;
                Ok(Value::Array(
                    arr.iter()
                        .map(|j| Value::from_json(j, e, structs))
                        .collect::<Result<_, _>>()?,
                ))
            }
            Type::Struct(id) => {
                let def = structs.get(*id as usize).ok_or(ValueError::UnknownStruct)?;
                let obj = json.as_object().ok_or(ValueError::ExpectedObject)?;
                let mut members = Vec::new();
                for m in &def.members {
                    let j = obj
                        .get(&m.name)
                        .ok_or_else(|| ValueError::MissingMember(m.name.clone()))?;
                    let v = Value::from_json(j, &m.ty, structs)
                        .map_err(|e| ValueError::Member(m.name.clone(), Box::new(e)))?;
                    members.push((m.name.clone(), v));
                }
                Ok(Value::Struct(members))
            }
        }
    }

    /// JSON form of the value.
    pub fn to_json(&self) -> serde_json::Value {
        use serde_json::Value as J;
        let num = |f: f32| {
            serde_json::Number::from_f64(f64::from(f))
                .map(J::Number)
                .unwrap_or_else(|| J::String(f.to_string()))
        };
        let scalar = |s: &Scalar| match s {
            Scalar::Float(f) => num(*f),
            Scalar::Int(i) => J::from(*i),
            Scalar::Uint(u) => J::from(*u),
            Scalar::Bool(b) => J::Bool(*b),
        };
        match self {
            Value::Float(f) => num(*f),
            Value::Int(i) | Value::Sampler(i) => J::from(*i),
            Value::Uint(u) => J::from(*u),
            Value::Bool(b) => J::Bool(*b),
            Value::Vector(v) => J::Array(v.iter().map(scalar).collect()),
            Value::Matrix(cols) => J::Array(
                cols.iter()
                    .map(|c| J::Array(c.iter().map(|f| num(*f)).collect()))
                    .collect(),
            ),
            Value::Array(items) => J::Array(items.iter().map(Value::to_json).collect()),
            Value::Struct(members) => J::Object(
                members
                    .iter()
                    .map(|(n, v)| (n.clone(), v.to_json()))
                    .collect(),
            ),
        }
    }
}
