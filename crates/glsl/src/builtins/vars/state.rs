//! Built-in uniform state of struct type: `gl_DepthRange` (every version) and the
//! fixed-function state of the compatibility profile (`gl_LightSource`,
//! `gl_FrontMaterial`, `gl_Fog`, ...). Member lists and array sizes follow the
//! GLSL 1.20 specification §7.5 "Built-In Uniform State" and GLSL ES 1.00 §7.5.
//!
//! The analyzer creates a struct type and its uniform on first use, like the other
//! built-ins, so a shader that never names them reflects none of them.

use super::Avail;
use crate::types::{ScalarKind, Type, FLOAT};

/// `gl_MaxLights`: the minimum maximum of the specification, and the value the
/// `gl_MaxLights` constant has.
pub(crate) const MAX_LIGHTS: u32 = 8;

/// A built-in struct type: its name and members (name, vector size; 1 is `float`).
pub(crate) struct StateStruct {
    pub name: &'static str,
    pub members: &'static [(&'static str, u8)],
}

impl StateStruct {
    pub fn member_type(size: u8) -> Type {
        match size {
            1 => FLOAT,
            n => Type::Vector(ScalarKind::Float, n),
        }
    }
}

/// A built-in uniform of struct type (an array when `array` is set).
pub(crate) struct StateVar {
    pub name: &'static str,
    pub ty: &'static StateStruct,
    pub array: Option<u32>,
    pub avail: Avail,
}

const DEPTH_RANGE: StateStruct = StateStruct {
    name: "gl_DepthRangeParameters",
    members: &[("near", 1), ("far", 1), ("diff", 1)],
};

const POINT: StateStruct = StateStruct {
    name: "gl_PointParameters",
    members: &[
        ("size", 1),
        ("sizeMin", 1),
        ("sizeMax", 1),
        ("fadeThresholdSize", 1),
        ("distanceConstantAttenuation", 1),
        ("distanceLinearAttenuation", 1),
        ("distanceQuadraticAttenuation", 1),
    ],
};

const MATERIAL: StateStruct = StateStruct {
    name: "gl_MaterialParameters",
    members: &[
        ("emission", 4),
        ("ambient", 4),
        ("diffuse", 4),
        ("specular", 4),
        ("shininess", 1),
    ],
};

const LIGHT_SOURCE: StateStruct = StateStruct {
    name: "gl_LightSourceParameters",
    members: &[
        ("ambient", 4),
        ("diffuse", 4),
        ("specular", 4),
        ("position", 4),
        ("halfVector", 4),
        ("spotDirection", 3),
        ("spotExponent", 1),
        ("spotCutoff", 1),
        ("spotCosCutoff", 1),
        ("constantAttenuation", 1),
        ("linearAttenuation", 1),
        ("quadraticAttenuation", 1),
    ],
};

const LIGHT_MODEL: StateStruct = StateStruct {
    name: "gl_LightModelParameters",
    members: &[("ambient", 4)],
};

const LIGHT_MODEL_PRODUCTS: StateStruct = StateStruct {
    name: "gl_LightModelProducts",
    members: &[("sceneColor", 4)],
};

const LIGHT_PRODUCTS: StateStruct = StateStruct {
    name: "gl_LightProducts",
    members: &[("ambient", 4), ("diffuse", 4), ("specular", 4)],
};

const FOG: StateStruct = StateStruct {
    name: "gl_FogParameters",
    members: &[
        ("color", 4),
        ("density", 1),
        ("start", 1),
        ("end", 1),
        ("scale", 1),
    ],
};

const fn var(
    name: &'static str,
    ty: &'static StateStruct,
    array: Option<u32>,
    avail: Avail,
) -> StateVar {
    StateVar {
        name,
        ty,
        array,
        avail,
    }
}

/// Every built-in uniform of struct type, in specification order.
pub(crate) const VARS: &[StateVar] = &[
    var("gl_DepthRange", &DEPTH_RANGE, None, Avail::All),
    var("gl_Point", &POINT, None, Avail::Compat),
    var("gl_FrontMaterial", &MATERIAL, None, Avail::Compat),
    var("gl_BackMaterial", &MATERIAL, None, Avail::Compat),
    var(
        "gl_LightSource",
        &LIGHT_SOURCE,
        Some(MAX_LIGHTS),
        Avail::Compat,
    ),
    var("gl_LightModel", &LIGHT_MODEL, None, Avail::Compat),
    var(
        "gl_FrontLightModelProduct",
        &LIGHT_MODEL_PRODUCTS,
        None,
        Avail::Compat,
    ),
    var(
        "gl_BackLightModelProduct",
        &LIGHT_MODEL_PRODUCTS,
        None,
        Avail::Compat,
    ),
    var(
        "gl_FrontLightProduct",
        &LIGHT_PRODUCTS,
        Some(MAX_LIGHTS),
        Avail::Compat,
    ),
    var(
        "gl_BackLightProduct",
        &LIGHT_PRODUCTS,
        Some(MAX_LIGHTS),
        Avail::Compat,
    ),
    var("gl_Fog", &FOG, None, Avail::Compat),
];

pub(crate) fn lookup(name: &str) -> Option<&'static StateVar> {
    VARS.iter().find(|v| v.name == name)
}

/// A built-in state struct type by name (`gl_LightSourceParameters`), with
/// the availability of the uniforms of that type: the types name user
/// variables wherever their uniforms exist (GLSL 1.10-1.30 and 1.50
/// compatibility section 7.5; `gl_DepthRangeParameters` in every version).
pub(crate) fn struct_type(name: &str) -> Option<(&'static StateStruct, Avail)> {
    VARS.iter()
        .find(|v| v.ty.name == name)
        .map(|v| (v.ty, v.avail))
}

/// Names of the built-in state struct types available in `v`.
pub(crate) fn struct_type_names(v: crate::version::Version) -> impl Iterator<Item = &'static str> {
    let mut seen: Vec<&'static str> = Vec::new();
    VARS.iter().filter_map(move |var| {
        if !var.avail.allows(v) || seen.contains(&var.ty.name) {
            return None;
        }
        seen.push(var.ty.name);
        Some(var.ty.name)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_reserved() {
        let mut seen = std::collections::HashSet::new();
        for v in VARS {
            assert!(v.name.starts_with("gl_") && v.ty.name.starts_with("gl_"));
            assert!(seen.insert(v.name), "{} twice", v.name);
            let mut members = std::collections::HashSet::new();
            for (m, n) in v.ty.members {
                assert!(members.insert(m), "{}.{m} twice", v.ty.name);
                assert!((1..=4).contains(n));
            }
        }
        assert_eq!(lookup("gl_LightSource").unwrap().array, Some(MAX_LIGHTS));
        assert!(lookup("gl_Light").is_none());
    }
}
