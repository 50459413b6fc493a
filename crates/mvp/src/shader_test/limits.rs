//! The MVP's hardware limits as a shader_test sees them: `GL_MAX_*`
//! requirements compared with the MVP's figures, and link errors about slot
//! or constant-buffer overflow, which are a SKIP naming the limit (a file
//! that needs more than the MVP has cannot run on it; that is not a fault).

use crate::abi::{ATTR_ENTRIES, PHYSICAL_SLOTS, SLOT_SIZE};
use crate::slots::MAX_CONSTANT_BYTES;
use crate::Error;

/// One `GL_MAX_*` query: the MVP's value and what it counts.
struct Limit {
    name: &'static str,
    value: u64,
    what: &'static str,
}

/// Registers of a stage's constant buffer: every scalar takes one (a
/// register holds one scalar, vector or matrix column), so this is also the
/// number of uniform components that always fit.
const CONSTANT_REGISTERS: u64 = (MAX_CONSTANT_BYTES / SLOT_SIZE) as u64;
/// Vertex output slots besides `gl_Position` (always slot 0).
const VARYING_SLOTS: u64 = PHYSICAL_SLOTS as u64 - 1;

const LIMITS: &[Limit] = &[
    Limit {
        name: "GL_MAX_VERTEX_ATTRIBS",
        value: ATTR_ENTRIES as u64,
        what: "attribute slots",
    },
    Limit {
        name: "GL_MAX_VARYING_FLOATS",
        value: VARYING_SLOTS * 4,
        what: "varying components",
    },
    Limit {
        name: "GL_MAX_VARYING_COMPONENTS",
        value: VARYING_SLOTS * 4,
        what: "varying components",
    },
    Limit {
        name: "GL_MAX_VARYING_VECTORS",
        value: VARYING_SLOTS,
        what: "varying vectors",
    },
    Limit {
        name: "GL_MAX_VERTEX_OUTPUT_COMPONENTS",
        value: PHYSICAL_SLOTS as u64 * 4,
        what: "vertex output components",
    },
    Limit {
        name: "GL_MAX_FRAGMENT_INPUT_COMPONENTS",
        value: PHYSICAL_SLOTS as u64 * 4,
        what: "fragment input components",
    },
    Limit {
        name: "GL_MAX_VERTEX_UNIFORM_COMPONENTS",
        value: CONSTANT_REGISTERS,
        what: "vertex uniform components",
    },
    Limit {
        name: "GL_MAX_FRAGMENT_UNIFORM_COMPONENTS",
        value: CONSTANT_REGISTERS,
        what: "fragment uniform components",
    },
    Limit {
        name: "GL_MAX_VERTEX_UNIFORM_VECTORS",
        value: CONSTANT_REGISTERS,
        what: "vertex uniform vectors",
    },
    Limit {
        name: "GL_MAX_FRAGMENT_UNIFORM_VECTORS",
        value: CONSTANT_REGISTERS,
        what: "fragment uniform vectors",
    },
];

/// A `[require]` limit line the MVP does not meet or cannot judge.
#[derive(Debug, thiserror::Error, Clone, PartialEq, Eq)]
pub enum RequirementError {
    /// The figure is not a count.
    #[error("requirement `{req}`: `{n}` is not a count")]
    Count {
        /// The line.
        req: String,
        /// The figure.
        n: String,
    },
    /// A limit this table does not model.
    #[error("requirement `{req}`: {name} is not modelled for the MVP")]
    Unmodelled {
        /// The line.
        req: String,
        /// The limit.
        name: String,
    },
    /// An operator other than `>=`, `>`, `<=`, `<`, `==`.
    #[error("requirement `{req}`: operator `{op}`")]
    Operator {
        /// The line.
        req: String,
        /// The operator.
        op: String,
    },
    /// The MVP's figure does not satisfy the line.
    #[error("needs {name} {op} {n} ({what}); the MVP has {value}")]
    Unmet {
        /// The limit.
        name: &'static str,
        /// The comparison.
        op: String,
        /// The figure asked for.
        n: u64,
        /// What the limit counts.
        what: &'static str,
        /// The MVP's figure.
        value: u64,
    },
}

/// A `[require]` line `GL_MAX_NAME >= N` (or `>`, `<=`, `<`, `==`):
/// `None` when the line is not such a requirement, `Some(Err(why))` when the
/// MVP does not meet it or does not model the limit.
pub fn requirement(req: &str) -> Option<Result<(), RequirementError>> {
    let w: Vec<&str> = req.split_whitespace().collect();
    let [name, op, n] = w.as_slice() else {
        return None;
    };
    if !name.starts_with("GL_MAX_") {
        return None;
    }
    let Ok(n) = n.parse::<u64>() else {
        return Some(Err(RequirementError::Count {
            req: req.to_string(),
            n: n.to_string(),
        }));
    };
    let Some(l) = LIMITS.iter().find(|l| l.name == *name) else {
        return Some(Err(RequirementError::Unmodelled {
            req: req.to_string(),
            name: name.to_string(),
        }));
    };
    let ok = match *op {
        ">=" => l.value >= n,
        ">" => l.value > n,
        "<=" => l.value <= n,
        "<" => l.value < n,
        "==" => l.value == n,
        _ => {
            return Some(Err(RequirementError::Operator {
                req: req.to_string(),
                op: op.to_string(),
            }))
        }
    };
    Some(if ok {
        Ok(())
    } else {
        Err(RequirementError::Unmet {
            name: l.name,
            op: op.to_string(),
            n,
            what: l.what,
            value: l.value,
        })
    })
}

/// A link error that says a program exceeds an MVP limit (slots of the
/// attribute header or of a bank, the constant buffer, float-only vertex
/// inputs), as the reason of a SKIP; `None` for every other error.
pub fn exceeded(e: &Error) -> Option<String> {
    let Error::Link(link) = e else {
        return None;
    };
    // Without the link's `A + B` prefix: the verdict names the file already.
    link.is_limit().then(|| format!("MVP limit: {}", link.kind))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::{LinkError, LinkErrorKind};

    #[test]
    fn requirements_compare_with_the_mvp() {
        assert_eq!(requirement("GLSL >= 1.10"), None);
        assert_eq!(requirement("GL_MAX_VERTEX_ATTRIBS >= 8"), Some(Ok(())));
        assert_eq!(
            requirement("GL_MAX_VERTEX_OUTPUT_COMPONENTS >= 128")
                .map(|r| r.map_err(|e| e.to_string())),
            Some(Err(
                "needs GL_MAX_VERTEX_OUTPUT_COMPONENTS >= 128 (vertex output components); the MVP has 32"
                    .into()
            ))
        );
        assert_eq!(
            requirement("GL_MAX_FRAGMENT_UNIFORM_COMPONENTS >= 4097"),
            Some(Ok(()))
        );
        assert!(
            matches!(requirement("GL_MAX_SAMPLES >= 4"), Some(Err(e @ RequirementError::Unmodelled { .. })) if e.to_string().contains("not modelled"))
        );
    }

    #[test]
    fn overflow_errors_name_the_limit() {
        let link = |kind| {
            Error::from(LinkError {
                vs: "a [vertex shader]".into(),
                fs: "b".into(),
                kind,
            })
        };
        let e = link(LinkErrorKind::BankSlots {
            file: "a [vertex shader]".into(),
            what: "outputs",
            slot: "output",
            need: 12,
            bank: 8,
            logical: 18,
        });
        assert_eq!(e.to_string(), "link a [vertex shader] + b: a [vertex shader]: outputs need 12 vec4 slots, but a bank holds 8 (the seed's table lists 18 logical output slots)");
        assert_eq!(
            exceeded(&e).unwrap(),
            "MVP limit: a [vertex shader]: outputs need 12 vec4 slots, but a bank holds 8 (the seed's table lists 18 logical output slots)"
        );
        let rule = link(LinkErrorKind::NoPosition { file: "a".into() });
        assert_eq!(exceeded(&rule), None);
    }
}
