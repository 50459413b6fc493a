//! JSON for the simulator, shaped as for `gpubin glsl run`: objects of values by
//! name (the DVLE's uniform table, `$` written `.`) or by register (`v3`, `c10`,
//! `i0`, `b2`); outputs by semantic.
//!
//! Values: a float register is an array of up to four components (missing ones are
//! 0) or one number (x; y, z, w are 0); a component is a number, `"inf"`, `"-inf"`,
//! `"nan"` or a float24 pattern `"0x3f0000"`. A uniform spanning several registers
//! takes an array of register values. An integer register is up to four integers
//! 0–255 (or one number); a boolean is `true`/`false`.

use serde_json::{json, Map, Value};

use super::{arith, Outcome, Setup, Step, Vertex};
use crate::shbin::{Dvle, OutputSemantic, UniformRegister};

/// Which registers a JSON object may name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// `v` registers (`.in` names).
    Inputs,
    /// `c`, `i` and `b` registers.
    Uniforms,
}

/// Why a JSON object of values does not apply: at a key (`name`, `name[k]` for
/// the k-th register of a uniform), or about the whole object.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}{kind}", at.as_deref().map(|a| format!("{a}: ")).unwrap_or_default())]
pub struct BindingError {
    /// The key, with `[k]` for a register of a uniform spanning several.
    pub at: Option<String>,
    /// What is wrong there.
    pub kind: BindingErrorKind,
}

/// What is wrong with a value or a key.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BindingErrorKind {
    /// The JSON is not an object.
    #[error("expected a JSON object of values by name or register")]
    NotAnObject,
    /// An input where uniforms are set, or the other way round.
    #[error("{register} is not {want}")]
    WrongClass {
        /// The register the key names.
        register: UniformRegister,
        /// "an input (v register)" or "a uniform (c, i or b register)".
        want: &'static str,
    },
    /// More register values than the name has registers.
    #[error("{values} values for {registers} register{}", if *registers == 1 { "" } else { "s" })]
    TooManyValues {
        /// Register values given.
        values: usize,
        /// Registers the name takes.
        registers: usize,
    },
    /// A uniform's k-th register beyond the last register of its bank.
    #[error("register {0} lies past its bank")]
    PastBank(usize),
    /// A boolean register given something else.
    #[error("expected true or false")]
    NotABool,
    /// The uniform table's entry names no register.
    #[error("the uniform table gives no register for it")]
    NoRegister,
    /// The uniform table's entry spans two banks.
    #[error("its registers {first}-{last} cross banks")]
    CrossBanks {
        /// First register of the entry.
        first: UniformRegister,
        /// Last register of the entry.
        last: UniformRegister,
    },
    /// Neither a name of the uniform table nor a register.
    #[error(
        "no such name in the uniform table ({}) and not a register (v0-v15, c0-c95, i0-i3, b0-b15)",
        if names.is_empty() { "empty".to_string() } else { names.join(", ") }
    )]
    UnknownName {
        /// The names the uniform table holds.
        names: Vec<String>,
    },
    /// A JSON number with no f64 value.
    #[error("{0} is not a number")]
    NotANumber(serde_json::Number),
    /// `"0x…"` text that is no 24-bit pattern.
    #[error("{0:?} is not a 24-bit pattern")]
    NotAPattern(String),
    /// Other text where a component belongs.
    #[error("{0:?} is not a number, \"inf\", \"-inf\", \"nan\" or 0x pattern")]
    NotAComponent(String),
    /// Neither a number nor text where a component belongs.
    #[error("expected a number, found {0}")]
    ExpectedNumber(Value),
    /// More than four components for one register.
    #[error("{0} components (at most 4)")]
    TooManyComponents(usize),
    /// An integer-register component that is no integer 0-255.
    #[error("expected an integer 0-255, found {0}")]
    NotAByte(Value),
}

impl BindingErrorKind {
    fn at(self, key: &str) -> BindingError {
        BindingError {
            at: Some(key.to_string()),
            kind: self,
        }
    }
}

/// Applies a JSON object of values to `setup`.
pub fn apply(
    setup: &mut Setup,
    dvle: &Dvle,
    json: &Value,
    class: Class,
) -> Result<(), BindingError> {
    let obj = json.as_object().ok_or(BindingError {
        at: None,
        kind: BindingErrorKind::NotAnObject,
    })?;
    for (key, value) in obj {
        let (first, count) = locate(dvle, key).map_err(|k| k.at(key))?;
        let is_input = matches!(first, UniformRegister::Input(_));
        if is_input != (class == Class::Inputs) {
            let want = if class == Class::Inputs {
                "an input (v register)"
            } else {
                "a uniform (c, i or b register)"
            };
            return Err(BindingErrorKind::WrongClass {
                register: first,
                want,
            }
            .at(key));
        }
        let values: Vec<&Value> = match value {
            Value::Array(items) if count > 1 || items.first().is_some_and(is_register_value) => {
                items.iter().collect()
            }
            _ => vec![value],
        };
        if values.len() > count {
            return Err(BindingErrorKind::TooManyValues {
                values: values.len(),
                registers: count,
            }
            .at(key));
        }
        for (k, v) in values.into_iter().enumerate() {
            let at = |n: u8| usize::from(n) + k;
            let ctx = || {
                if count > 1 {
                    format!("{key}[{k}]")
                } else {
                    key.clone()
                }
            };
            let past = || BindingErrorKind::PastBank(at(first.index())).at(&ctx());
            let here = |k: BindingErrorKind| k.at(&ctx());
            match first {
                UniformRegister::Input(n) => {
                    *setup.inputs.get_mut(at(n)).ok_or_else(past)? = float_vec(v).map_err(here)?
                }
                UniformRegister::Float(n) => {
                    *setup.float_uniforms.get_mut(at(n)).ok_or_else(past)? =
                        float_vec(v).map_err(here)?
                }
                UniformRegister::Int(n) => {
                    *setup.int_uniforms.get_mut(at(n)).ok_or_else(past)? =
                        int_vec(v).map_err(here)?
                }
                UniformRegister::Bool(n) => {
                    *setup.bool_uniforms.get_mut(at(n)).ok_or_else(past)? = match v {
                        Value::Bool(b) => *b,
                        Value::Number(x) if x.as_u64() == Some(0) => false,
                        Value::Number(x) if x.as_u64() == Some(1) => true,
                        _ => return Err(here(BindingErrorKind::NotABool)),
                    }
                }
            }
        }
    }
    Ok(())
}

/// Whether a JSON value is one register's value given as an array or a register
/// value itself (so `[[1,2],[3]]` is two registers and `[1,2]` one).
fn is_register_value(v: &Value) -> bool {
    matches!(v, Value::Array(_))
}

/// The first register and register count of a name or register spelling.
fn locate(dvle: &Dvle, key: &str) -> Result<(UniformRegister, usize), BindingErrorKind> {
    if let Some(u) = dvle.uniforms.iter().find(|u| u.name.as_str() == key) {
        let (Some(first), Some(last)) = (
            UniformRegister::from_table(u.first_register),
            UniformRegister::from_table(u.last_register),
        ) else {
            return Err(BindingErrorKind::NoRegister);
        };
        let count = usize::from(last.index()).saturating_sub(usize::from(first.index())) + 1;
        if first.bank() != last.bank() {
            return Err(BindingErrorKind::CrossBanks { first, last });
        }
        return Ok((first, count));
    }
    let bank = key.chars().next().unwrap_or(' ');
    let n: Option<u8> = key.get(1..).and_then(|d| d.parse().ok());
    let reg = match (bank, n) {
        ('v', Some(n)) if n < 16 => UniformRegister::Input(n),
        ('c', Some(n)) if n < 96 => UniformRegister::Float(n),
        ('i', Some(n)) if n < 4 => UniformRegister::Int(n),
        ('b', Some(n)) if n < 16 => UniformRegister::Bool(n),
        _ => {
            let names = dvle.uniforms.iter().map(|u| u.name.to_string()).collect();
            return Err(BindingErrorKind::UnknownName { names });
        }
    };
    Ok((reg, 1))
}

fn component(v: &Value) -> Result<f32, BindingErrorKind> {
    match v {
        Value::Number(n) => n
            .as_f64()
            .map(|x| arith::from_bits(crate::float24::Float24::from_f64(x).to_bits()))
            .ok_or_else(|| BindingErrorKind::NotANumber(n.clone())),
        Value::String(s) => match s.as_str() {
            "inf" | "+inf" => Ok(f32::INFINITY),
            "-inf" => Ok(f32::NEG_INFINITY),
            "nan" => Ok(f32::NAN),
            hex if hex.starts_with("0x") => u32::from_str_radix(&hex[2..], 16)
                .ok()
                .filter(|b| *b <= 0xFF_FFFF)
                .map(arith::from_bits)
                .ok_or_else(|| BindingErrorKind::NotAPattern(hex.to_string())),
            other => Err(BindingErrorKind::NotAComponent(other.to_string())),
        },
        other => Err(BindingErrorKind::ExpectedNumber(other.clone())),
    }
}

fn float_vec(v: &Value) -> Result<[f32; 4], BindingErrorKind> {
    let mut out = [0.0; 4];
    match v {
        Value::Array(items) => {
            if items.len() > 4 {
                return Err(BindingErrorKind::TooManyComponents(items.len()));
            }
            for (o, item) in out.iter_mut().zip(items) {
                *o = component(item)?;
            }
        }
        single => out[0] = component(single)?,
    }
    Ok(out)
}

fn int_vec(v: &Value) -> Result<[u8; 4], BindingErrorKind> {
    let one = |x: &Value| {
        x.as_u64()
            .filter(|n| *n <= 255)
            .map(|n| n as u8)
            .ok_or_else(|| BindingErrorKind::NotAByte(x.clone()))
    };
    let mut out = [0u8; 4];
    match v {
        Value::Array(items) => {
            if items.len() > 4 {
                return Err(BindingErrorKind::TooManyComponents(items.len()));
            }
            for (o, item) in out.iter_mut().zip(items) {
                *o = one(item)?;
            }
        }
        single => out[0] = one(single)?,
    }
    Ok(out)
}

/// A component as JSON: a number, or `"inf"`, `"-inf"`, `"nan"`.
pub fn number(v: f32) -> Value {
    if v.is_nan() {
        json!("nan")
    } else if v.is_infinite() {
        json!(if v > 0.0 { "inf" } else { "-inf" })
    } else {
        json!(f64::from(v))
    }
}

/// The output table's key for each entry: the semantic's name, with `.oN` added
/// when the name occurs twice.
fn output_keys(dvle: &Dvle) -> Vec<String> {
    let base: Vec<String> = dvle
        .outputs
        .iter()
        .map(|o| match o.semantic {
            OutputSemantic::Unknown(c) => format!("semantic{c}"),
            s => s.to_string(),
        })
        .collect();
    base.iter()
        .zip(&dvle.outputs)
        .map(|(k, o)| {
            if base.iter().filter(|b| *b == k).count() > 1 {
                format!("{k}.o{}", o.register)
            } else {
                k.clone()
            }
        })
        .collect()
}

/// Outputs by semantic: for each output-table entry the components its mask
/// selects (bit 0 = x), in x, y, z, w order.
pub fn outputs_by_semantic(dvle: &Dvle, regs: &[[f32; 4]; 16]) -> Vec<(String, Vec<f32>)> {
    output_keys(dvle)
        .into_iter()
        .zip(&dvle.outputs)
        .map(|(k, o)| {
            let r = regs
                .get(usize::from(o.register))
                .copied()
                .unwrap_or([0.0; 4]);
            let comps = (0..4)
                .filter(|c| o.mask >> c & 1 != 0)
                .map(|c| r[c])
                .collect();
            (k, comps)
        })
        .collect()
}

fn vertex_json(dvle: &Dvle, v: &Vertex) -> Value {
    let mut m = Map::new();
    for (k, comps) in outputs_by_semantic(dvle, &v.outputs) {
        m.insert(k, Value::Array(comps.into_iter().map(number).collect()));
    }
    Value::Object(m)
}

/// The JSON document of a run: `outputs` by semantic, `registers` (every o
/// register written), `steps`; geometry shaders add `vertices` and `primitives`;
/// `trace` when recorded.
pub fn outcome_json(dvle: &Dvle, out: &Outcome) -> Value {
    let mut doc = Map::new();
    doc.insert(
        "outputs".into(),
        vertex_json(
            dvle,
            &Vertex {
                outputs: out.outputs,
            },
        ),
    );
    let mut regs = Map::new();
    for (n, r) in out.outputs.iter().enumerate() {
        if out.written >> n & 1 != 0 {
            regs.insert(
                format!("o{n}"),
                Value::Array(r.iter().copied().map(number).collect()),
            );
        }
    }
    doc.insert("registers".into(), Value::Object(regs));
    doc.insert("steps".into(), json!(out.steps));
    if out.shader_type == crate::shbin::ShaderType::Geometry
        || !out.emitted.is_empty()
        || !out.primitives.is_empty()
    {
        doc.insert(
            "vertices".into(),
            Value::Array(out.emitted.iter().map(|v| vertex_json(dvle, v)).collect()),
        );
        let prims = out
            .primitives
            .iter()
            .map(|p| {
                json!({
                    "vertices": p.vertices.iter().map(|v| match v {
                        Some(v) => vertex_json(dvle, v),
                        None => Value::Null,
                    }).collect::<Vec<_>>(),
                    "inverted": p.inverted,
                })
            })
            .collect();
        doc.insert("primitives".into(), Value::Array(prims));
    }
    if !out.trace.is_empty() {
        doc.insert(
            "trace".into(),
            Value::Array(out.trace.iter().map(step_json).collect()),
        );
    }
    Value::Object(doc)
}

fn step_json(s: &Step) -> Value {
    let writes: Map<String, Value> = s
        .writes
        .iter()
        .map(|w| {
            (
                w.register.clone(),
                Value::Array(w.value.iter().copied().map(number).collect()),
            )
        })
        .collect();
    json!({
        "pc": s.pc,
        "word": format!("{:#010x}", s.word),
        "op": s.mnemonic,
        "writes": writes,
    })
}

/// One trace line: address, word, mnemonic and the registers written.
pub fn step_text(s: &Step) -> String {
    let mut line = format!("{:#05x}  {:08x}  {:<7}", s.pc, s.word, s.mnemonic);
    for w in &s.writes {
        let vals: Vec<String> = w.value.iter().map(|v| text_number(*v)).collect();
        line.push_str(&format!("  {} = ({})", w.register, vals.join(", ")));
    }
    line.trim_end().to_string()
}

/// A component in text: shortest round-trip decimal, `inf`, `-inf`, `nan`.
pub fn text_number(v: f32) -> String {
    if v.is_nan() {
        "nan".into()
    } else if v.is_infinite() {
        if v > 0.0 { "inf" } else { "-inf" }.into()
    } else {
        format!("{v}")
    }
}
