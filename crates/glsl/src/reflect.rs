//! Interface reflection: a shader's inputs, outputs and uniforms.

use crate::types::{Interpolation, Precision, StructDef, Type};
use serde::{Deserialize, Serialize};

/// Inputs, outputs and uniforms of one shader.
///
/// User-declared variables come first, in declaration order; statically
/// used built-ins (`gl_*`) follow in the order of the built-in tables
/// (the GLSL specification's order). Unused built-ins are not listed.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Reflection {
    /// Stage inputs (attributes of a vertex shader, varyings of the others).
    pub inputs: Vec<InterfaceVariable>,
    /// Stage outputs.
    pub outputs: Vec<InterfaceVariable>,
    /// Uniforms.
    pub uniforms: Vec<InterfaceVariable>,
    /// A geometry shader's input and output primitives and `max_vertices`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub geometry: Option<crate::geometry::GeometryLayout>,
}

/// One interface variable.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct InterfaceVariable {
    /// The variable's name.
    pub name: String,
    /// GLSL spelling of the type, e.g. `vec3`, `Light[4]`, `sampler2D`.
    pub type_name: String,
    /// The type.
    pub ty: Type,
    /// Its precision qualifier, if any.
    pub precision: Option<Precision>,
    /// Declared `invariant`.
    pub invariant: bool,
    /// Its interpolation qualifier, if any.
    pub interpolation: Option<Interpolation>,
    /// Declared `centroid`.
    pub centroid: bool,
    /// Its `layout(location = N)`, if any.
    pub location: Option<u32>,
    /// Statically used by the shader's code.
    pub statically_used: bool,
    /// A built-in (`gl_*`).
    pub builtin: bool,
    /// Struct members (recursively), for struct types and arrays of structs.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub members: Vec<InterfaceMember>,
    /// The variable in [`crate::Module::globals`].
    pub global: crate::ids::GlobalId,
}

/// A member of a struct-typed interface variable.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct InterfaceMember {
    /// The member's name.
    pub name: String,
    /// GLSL spelling of the type.
    pub type_name: String,
    /// The type.
    pub ty: Type,
    /// Its precision qualifier, if any.
    pub precision: Option<Precision>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    /// Its own members, for struct types and arrays of structs.
    pub members: Vec<InterfaceMember>,
}

pub(crate) fn members_of(ty: &Type, structs: &[StructDef], depth: u32) -> Vec<InterfaceMember> {
    let base = match ty {
        Type::Array(e, _) => e,
        other => other,
    };
    let Type::Struct(id) = base else {
        return Vec::new();
    };
    let Some(def) = structs.get(*id as usize) else {
        return Vec::new();
    };
    if depth > 32 {
        return Vec::new();
    }
    def.members
        .iter()
        .map(|m| InterfaceMember {
            name: m.name.clone(),
            type_name: m.ty.name(structs),
            ty: m.ty.clone(),
            precision: m.precision,
            members: members_of(&m.ty, structs, depth + 1),
        })
        .collect()
}

impl std::fmt::Display for InterfaceVariable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut q = Vec::new();
        if let Some(l) = self.location {
            q.push(format!("layout(location = {l})"));
        }
        if self.invariant {
            q.push("invariant".into());
        }
        if self.centroid {
            q.push("centroid".into());
        }
        if let Some(i) = self.interpolation {
            q.push(format!("{i:?}").to_lowercase());
        }
        if let Some(p) = self.precision {
            q.push(format!("{}p", format!("{p:?}").to_lowercase()));
        }
        q.push(self.type_name.clone());
        q.push(self.name.clone());
        write!(f, "{}", q.join(" "))?;
        let mut notes = Vec::new();
        if self.builtin {
            notes.push("built-in");
        }
        if !self.statically_used {
            notes.push("unused");
        }
        if !notes.is_empty() {
            write!(f, "  ({})", notes.join(", "))?;
        }
        for m in &self.members {
            write!(f, "\n    {m}")?;
        }
        Ok(())
    }
}

impl std::fmt::Display for InterfaceMember {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}", self.type_name, self.name)?;
        for m in &self.members {
            write!(f, " {{ {m} }}")?;
        }
        Ok(())
    }
}

impl std::fmt::Display for Reflection {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if let Some(g) = &self.geometry {
            writeln!(f, "{g}")?;
        }
        for (title, list) in [
            ("inputs", &self.inputs),
            ("outputs", &self.outputs),
            ("uniforms", &self.uniforms),
        ] {
            writeln!(f, "{title}:")?;
            if list.is_empty() {
                writeln!(f, "  (none)")?;
            }
            for v in list {
                writeln!(f, "  {v}")?;
            }
        }
        Ok(())
    }
}
