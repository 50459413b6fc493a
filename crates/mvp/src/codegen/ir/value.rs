//! Operands: a register or a constant, always with its LLVM type.

use super::ty::Ty;

/// A typed operand: `op` is its text without the type (`%x`, `7`, `true`,
/// `0.5`, `<...>`, `poison`, `zeroinitializer`).
#[derive(Clone, Debug, PartialEq)]
pub struct Value {
    /// Its LLVM type.
    pub ty: Ty,
    /// Its text without the type.
    pub op: String,
}

impl Value {
    /// A register (`%name`) or argument of type `ty`.
    pub fn reg(ty: Ty, name: impl Into<String>) -> Value {
        Value {
            ty,
            op: name.into(),
        }
    }

    /// A constant of type `ty` spelled `text` (aggregate literals).
    pub fn constant(ty: Ty, text: impl Into<String>) -> Value {
        Value {
            ty,
            op: text.into(),
        }
    }

    /// An `i32` constant.
    pub fn i32(v: i32) -> Value {
        Value::constant(Ty::I32, v.to_string())
    }

    /// An `i32` constant written unsigned (addresses above 2^31: LLVM
    /// reads the decimal modulo 2^32).
    pub fn u32(v: u32) -> Value {
        Value::constant(Ty::I32, v.to_string())
    }

    /// An `i1` constant (`true`, `false`).
    pub fn i1(v: bool) -> Value {
        Value::constant(Ty::I1, if v { "true" } else { "false" })
    }

    /// A `float` constant, written so that LLVM reads back the same bits.
    pub fn float(v: f32) -> Value {
        Value::constant(Ty::Float, float_lit(v))
    }

    /// The null pointer.
    pub fn null() -> Value {
        Value::constant(Ty::Ptr, "null")
    }

    /// `poison` of type `ty`.
    pub fn poison(ty: Ty) -> Value {
        Value::constant(ty, "poison")
    }

    /// `zeroinitializer` of type `ty`.
    pub fn zero(ty: Ty) -> Value {
        Value::constant(ty, "zeroinitializer")
    }

    /// The constant `elem` in every lane of `ty` (a vector literal), or
    /// `elem` itself when `ty` is a scalar.
    pub fn splat_const(ty: Ty, elem: &Value) -> Value {
        match ty {
            Ty::Vector(n, _) => {
                let lanes = vec![elem.typed(); n as usize].join(", ");
                Value::constant(ty, format!("<{lanes}>"))
            }
            _ => Value::constant(ty, elem.op.clone()),
        }
    }

    /// A constant vector, array or struct of constant `parts`.
    pub fn aggregate(ty: Ty, parts: &[Value]) -> Value {
        let items: Vec<String> = parts.iter().map(Value::typed).collect();
        let text = match ty {
            Ty::Vector(..) => format!("<{}>", items.join(", ")),
            Ty::Struct(_) => format!("{{ {} }}", items.join(", ")),
            _ => format!("[{}]", items.join(", ")),
        };
        Value::constant(ty, text)
    }

    /// Not a register: a literal the printer writes in place.
    pub fn is_const(&self) -> bool {
        !self.op.starts_with('%')
    }

    /// `type operand`, as in an argument list.
    pub fn typed(&self) -> String {
        format!("{} {}", self.ty, self.op)
    }
}

/// An f32 constant as LLVM accepts it: decimal when it round-trips, else hex
/// of the equivalent double.
pub fn float_lit(f: f32) -> String {
    if f.is_finite() {
        let s = format!("{:?}", f as f64);
        if s.contains('.') && !s.contains('e') && s.len() < 24 {
            return s;
        }
    }
    format!("0x{:016X}", (f as f64).to_bits())
}
