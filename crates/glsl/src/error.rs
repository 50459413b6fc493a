//! The crate's error type: a compile's diagnostics, a value that does not
//! fit its declaration, or an interpreter stop. Every message is the text
//! this crate has always printed; other crates compare some of them (the
//! interpreter's against the MVP's compiled engine's) word for word.

use crate::diag::Diagnostics;
use std::fmt;

/// The crate's error type.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The source did not compile.
    #[error("{0}")]
    Compile(#[from] Diagnostics),
    /// An input or uniform value does not fit its declaration.
    #[error("value for `{name}`: {message}")]
    Value {
        /// The input or uniform.
        name: String,
        /// What is wrong with its value.
        message: ValueError,
    },
    /// The interpreter stopped (step limit, missing texture, ...).
    #[error("interpreter: {0}")]
    Run(#[from] RunError),
}

/// Why the interpreter stopped an invocation.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RunError {
    /// More statements than [`crate::Invocation::max_steps`].
    #[error("step limit of {max} statements exceeded")]
    StepLimit {
        /// The budget.
        max: u64,
    },
    /// More loop iterations than [`crate::Invocation::max_iterations`].
    #[error("{at}: loop iteration budget of {budget} exceeded (the shader does not end)")]
    LoopBudget {
        /// The loop, as `file:line`.
        at: String,
        /// The budget.
        budget: u32,
    },
    /// Calls nested deeper than the interpreter's frame limit.
    #[error("call depth limit exceeded")]
    CallDepth,
    /// The caller's [`crate::Textures`] refused a lookup.
    #[error("{0}")]
    Texture(TextureError),
    /// A geometry shader emitted more vertices than it declared.
    #[error("EmitVertex: more than max_vertices = {max_vertices} vertices emitted")]
    TooManyVertices {
        /// The declared `max_vertices`.
        max_vertices: u32,
    },
    /// A geometry shader object run without its layout (input and output
    /// primitives, `max_vertices`), which linking supplies.
    #[error("the geometry shader does not declare its input primitive, output primitive and max_vertices (link its objects first)")]
    GeometryLayout,
    /// A lane of a quad reached a derivative its quad does not know yet;
    /// [`crate::run_in_quad`] turns this into `None`.
    #[error("stopped at a derivative the quad does not know yet")]
    Suspended,
    /// A module that breaks the IR's rules (which the front end never
    /// produces): what was wrong.
    #[error("{0}")]
    Internal(String),
}

impl RunError {
    /// An [`RunError::Internal`] error.
    pub(crate) fn internal(what: impl Into<String>) -> RunError {
        RunError::Internal(what.into())
    }
}

/// A texture lookup that a [`crate::Textures`] refuses.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum TextureError {
    /// Nothing is bound to the lookup's texture unit.
    #[error("no texture bound to unit {unit}")]
    Unbound {
        /// The texture unit.
        unit: i32,
    },
}

/// Why a value (JSON or [`crate::Value`]) does not fit its type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ValueError {
    /// A value of another shape than the type (GLSL spelling).
    Expected(String),
    /// A matrix of other dimensions: its type, columns and rows.
    ExpectedMatrix(String, u8, u8),
    /// An array of another length: the length and the type.
    ExpectedElements(u32, String),
    /// A struct type the module does not have.
    UnknownStruct,
    /// A struct member not given.
    MissingMember(String),
    /// A struct member whose value does not fit.
    Member(String, Box<ValueError>),
    /// A JSON number that is no `float`.
    BadNumber,
    /// A JSON number that is no `int`.
    NotInt(String),
    /// A JSON number that is no `uint`.
    NotUint(String),
    /// A JSON value of another kind than the scalar kind (its name) asks.
    ExpectedKind(String, String),
    /// `void` has no value.
    Void,
    /// A sampler's value is a texture unit number.
    ExpectedUnit,
    /// A vector needs a JSON array of this many components.
    ExpectedComponents(u8),
    /// A matrix needs a JSON array.
    ExpectedArray,
    /// A matrix as columns: this many columns of this many components.
    ExpectedColumns(u8, u8),
    /// A matrix component is a JSON number.
    ExpectedNumber,
    /// A matrix needs its columns or its numbers (columns, rows).
    ExpectedMatrixNumbers(u8, u8),
    /// An array needs a JSON array of this many elements.
    ExpectedArrayElements(u32),
    /// A struct needs a JSON object.
    ExpectedObject,
    /// Bindings are a JSON object of name: value.
    ExpectedBindings,
    /// No variable of this storage class (lower-case name) has the name.
    NoSuch(String),
    /// A statically used input (its type) that the invocation does not give.
    InputNotGiven(String),
}

impl fmt::Display for ValueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ValueError as V;
        match self {
            V::Expected(ty) => write!(f, "expected {ty}"),
            V::ExpectedMatrix(ty, c, r) => write!(f, "expected {ty} ({c} columns of {r})"),
            V::ExpectedElements(n, ty) => write!(f, "expected {n} elements for {ty}"),
            V::UnknownStruct => f.write_str("unknown struct"),
            V::MissingMember(m) => write!(f, "missing member `{m}`"),
            V::Member(m, e) => write!(f, "member `{m}`: {e}"),
            V::BadNumber => f.write_str("bad number"),
            V::NotInt(n) => write!(f, "{n} is not an int"),
            V::NotUint(n) => write!(f, "{n} is not a uint"),
            // Lower case as a whole, the JSON text included, as always.
            V::ExpectedKind(k, found) => {
                f.write_str(&format!("expected {k} value, found {found}").to_lowercase())
            }
            V::Void => f.write_str("void has no value"),
            V::ExpectedUnit => f.write_str("expected a texture unit number"),
            V::ExpectedComponents(n) => write!(f, "expected an array of {n} components"),
            V::ExpectedArray => f.write_str("expected an array"),
            V::ExpectedColumns(c, r) => write!(f, "expected {c} columns of {r} components"),
            V::ExpectedNumber => f.write_str("expected a number"),
            V::ExpectedMatrixNumbers(c, r) => write!(
                f,
                "expected {c} columns of {r} components or {} numbers",
                u32::from(*c) * u32::from(*r)
            ),
            V::ExpectedArrayElements(n) => write!(f, "expected an array of {n} elements"),
            V::ExpectedObject => f.write_str("expected an object"),
            V::ExpectedBindings => f.write_str("expected a JSON object of name: value"),
            V::NoSuch(class) => write!(f, "no such {class}"),
            V::InputNotGiven(ty) => write!(f, "input ({ty}) not given"),
        }
    }
}

impl std::error::Error for ValueError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{compile, run, CompileOptions, Invocation, NoTextures, Stage};

    /// Other crates compare these texts word for word.
    #[test]
    fn messages_read_as_before() {
        let e = Error::Run(crate::loop_budget_exceeded(&"a.frag:3", 7));
        assert_eq!(
            e.to_string(),
            "interpreter: a.frag:3: loop iteration budget of 7 exceeded (the shader does not end)"
        );
        let e = Error::Run(RunError::StepLimit { max: 10_000_000 });
        assert_eq!(
            e.to_string(),
            "interpreter: step limit of 10000000 statements exceeded"
        );
        let e = ValueError::Member(
            "m".into(),
            Box::new(ValueError::ExpectedKind("Float".into(), "\"X\"".into())),
        );
        assert_eq!(
            e.to_string(),
            "member `m`: expected float value, found \"x\""
        );
        assert_eq!(
            ValueError::ExpectedMatrixNumbers(3, 2).to_string(),
            "expected 3 columns of 2 components or 6 numbers"
        );
    }

    #[test]
    fn interpreter_stops_are_typed() {
        let src = "#version 130\nuniform int n;\nvoid main() { int i = 0; while (i < n) { i += 0; } gl_FragColor = vec4(i); }";
        let m = compile(src, Stage::Fragment, &CompileOptions::default()).expect("compiles");
        let mut inv = Invocation {
            max_iterations: 5,
            ..Invocation::default()
        };
        inv.uniforms.insert("n".into(), crate::Value::Int(1));
        match run(&m, &inv, &mut NoTextures) {
            Err(Error::Run(RunError::LoopBudget { budget: 5, at })) => {
                assert_eq!(at, "<source>:3");
            }
            other => panic!("{other:?}"),
        }
        let uniforms =
            |json| crate::bindings_from_json(&m, &json, crate::ir::StorageClass::Uniform);
        let e = uniforms(serde_json::json!({ "n": 1.5 })).expect_err("a float for an int");
        assert_eq!(e.to_string(), "value for `n`: 1.5 is not an int");
        let e = uniforms(serde_json::json!({ "n": true })).expect_err("a bool for an int");
        assert_eq!(
            e.to_string(),
            "value for `n`: expected int value, found true"
        );
    }
}
