//! Interface reflection: a shader's inputs, outputs and uniforms.

use crate::ir::{Global, GlobalId, StorageClass};
use crate::types::{Interpolation, Precision, StructDef, Type};
use serde::{Deserialize, Serialize};

/// Inputs, outputs and uniforms of one shader.
///
/// User-declared variables come first, in declaration order; statically
/// used built-ins (`gl_*`) follow in the order of the built-in tables
/// (the GLSL specification's order). Unused built-ins are not listed.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Reflection {
    pub inputs: Vec<InterfaceVariable>,
    pub outputs: Vec<InterfaceVariable>,
    pub uniforms: Vec<InterfaceVariable>,
    /// A geometry shader's input and output primitives and `max_vertices`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub geometry: Option<crate::geometry::GeometryLayout>,
}

/// One interface variable.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct InterfaceVariable {
    pub name: String,
    /// GLSL spelling of the type, e.g. `vec3`, `Light[4]`, `sampler2D`.
    pub type_name: String,
    pub ty: Type,
    pub precision: Option<Precision>,
    pub invariant: bool,
    pub interpolation: Option<Interpolation>,
    pub centroid: bool,
    pub location: Option<u32>,
    pub statically_used: bool,
    pub builtin: bool,
    /// Struct members (recursively), for struct types and arrays of structs.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub members: Vec<InterfaceMember>,
    /// The variable in [`crate::Module::globals`].
    pub global: GlobalId,
}

/// A member of a struct-typed interface variable.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct InterfaceMember {
    pub name: String,
    pub type_name: String,
    pub ty: Type,
    pub precision: Option<Precision>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub members: Vec<InterfaceMember>,
}

fn members_of(ty: &Type, structs: &[StructDef], depth: u32) -> Vec<InterfaceMember> {
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

/// Build the reflection of a module's globals. `builtin_order` ranks
/// built-in names (lower first).
pub(crate) fn build(
    globals: &[Global],
    structs: &[StructDef],
    builtin_rank: impl Fn(&str) -> usize,
) -> Reflection {
    let mut r = Reflection::default();
    let mut builtins: Vec<(usize, StorageClass, InterfaceVariable)> = Vec::new();
    for (i, g) in globals.iter().enumerate() {
        let list = match g.class {
            StorageClass::Input | StorageClass::Output | StorageClass::Uniform => g.class,
            _ => continue,
        };
        if g.builtin && !g.statically_used {
            continue;
        }
        let v = InterfaceVariable {
            name: g.name.clone(),
            type_name: g.ty.name(structs),
            ty: g.ty.clone(),
            precision: g.precision,
            invariant: g.invariant,
            interpolation: g.interpolation,
            centroid: g.centroid,
            location: g.location,
            statically_used: g.statically_used,
            builtin: g.builtin,
            members: members_of(&g.ty, structs, 0),
            global: i as GlobalId,
        };
        if g.builtin {
            builtins.push((builtin_rank(&g.name), list, v));
        } else {
            push(&mut r, list, v);
        }
    }
    builtins.sort_by_key(|b| b.0);
    for (_, list, v) in builtins {
        push(&mut r, list, v);
    }
    r
}

fn push(r: &mut Reflection, class: StorageClass, v: InterfaceVariable) {
    match class {
        StorageClass::Input => r.inputs.push(v),
        StorageClass::Output => r.outputs.push(v),
        _ => r.uniforms.push(v),
    }
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
