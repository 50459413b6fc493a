//! The fixed-function state of the compatibility profile (GLSL 1.20 §7.5): the
//! struct-typed built-in uniforms reflect with their spec types and run in the
//! interpreter with hand-computed results.

mod common;

use gpubin_glsl::{compile, run, CompileOptions, Invocation, Module, Stage, Type, Value};
use serde_json::{json, Value as J};

fn module(src: &str, stage: Stage) -> Module {
    compile(src, stage, &CompileOptions::default()).unwrap_or_else(|d| panic!("{d}"))
}

fn value(m: &Module, name: &str, j: J) -> (String, Value) {
    let (_, g) = m
        .global(name)
        .unwrap_or_else(|| panic!("no global `{name}`"));
    let v = Value::from_json(&j, &g.ty, &m.structs).unwrap_or_else(|e| panic!("{name}: {e}"));
    (name.to_string(), v)
}

/// An array of `n` structs of `m`'s type `ty`: `first` for element 0 (its missing
/// members zero), zero elsewhere.
fn first_of(m: &Module, ty: &str, n: usize, first: J) -> J {
    let def = m.structs.iter().find(|s| s.name == ty).unwrap();
    let zero = |t: &Type| match t {
        Type::Vector(_, k) => json!(vec![0.0; usize::from(*k)]),
        _ => json!(0.0),
    };
    let element = |given: &J| {
        let mut obj = serde_json::Map::new();
        for member in &def.members {
            let v = given
                .get(&member.name)
                .cloned()
                .unwrap_or_else(|| zero(&member.ty));
            obj.insert(member.name.clone(), v);
        }
        J::Object(obj)
    };
    let mut out = vec![element(&first)];
    out.resize(n, element(&json!({})));
    J::Array(out)
}

/// The reflected type of uniform `name`.
fn uniform_type(m: &Module, name: &str) -> String {
    let u = m.reflection.uniforms.iter().find(|u| u.name == name);
    u.unwrap_or_else(|| panic!("no uniform `{name}`"))
        .type_name
        .clone()
}

/// How many struct types are called `name`.
fn structs_named(m: &Module, name: &str) -> usize {
    m.structs.iter().filter(|s| s.name == name).count()
}

fn output(m: &Module, inv: &Invocation, name: &str) -> J {
    let out = run(m, inv, &mut common::TestTextures).unwrap();
    out.outputs[name].to_json()
}

const LIGHTING: &str = "#version 120
void main() {
    vec3 n = normalize(gl_NormalMatrix * gl_Normal);
    vec3 l = normalize(gl_LightSource[0].position.xyz);
    float d = max(dot(n, l), 0.0) / gl_LightSource[0].constantAttenuation;
    gl_FrontColor = gl_FrontMaterial.emission
        + gl_LightModel.ambient * gl_FrontMaterial.ambient
        + gl_FrontLightProduct[0].diffuse * d;
    gl_BackColor = gl_BackMaterial.emission;
    gl_PointSize = clamp(gl_Point.size, gl_Point.sizeMin, gl_Point.sizeMax);
    gl_Position = gl_ModelViewProjectionMatrix * gl_Vertex;
}
";

#[test]
fn per_vertex_lighting_reads_the_light_material_and_point_state() {
    let m = module(LIGHTING, Stage::Vertex);
    // Reflection: the state uniforms with their spec types, in spec order.
    let uniforms: Vec<_> = m
        .reflection
        .uniforms
        .iter()
        .map(|u| u.name.as_str())
        .collect();
    assert_eq!(
        uniforms,
        [
            "gl_ModelViewProjectionMatrix",
            "gl_NormalMatrix",
            "gl_Point",
            "gl_FrontMaterial",
            "gl_BackMaterial",
            "gl_LightSource",
            "gl_LightModel",
            "gl_FrontLightProduct",
        ]
    );
    let ty = |name: &str| uniform_type(&m, name);
    assert_eq!(ty("gl_LightSource"), "gl_LightSourceParameters[8]");
    assert_eq!(ty("gl_FrontLightProduct"), "gl_LightProducts[8]");
    // Front and back material share one struct type.
    assert_eq!(structs_named(&m, "gl_MaterialParameters"), 1);

    let identity4 = json!([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]);
    let identity3 = json!([[1, 0, 0], [0, 1, 0], [0, 0, 1]]);
    let inv = Invocation {
        inputs: [
            value(&m, "gl_Normal", json!([0, 0, 1])),
            value(&m, "gl_Vertex", json!([1, 2, 3, 1])),
        ]
        .into(),
        uniforms: [
            value(&m, "gl_ModelViewProjectionMatrix", identity4),
            value(&m, "gl_NormalMatrix", identity3),
            value(
                &m,
                "gl_LightSource",
                first_of(
                    &m,
                    "gl_LightSourceParameters",
                    8,
                    json!({"position": [0, 0.6, 0.8, 0], "constantAttenuation": 2}),
                ),
            ),
            value(
                &m,
                "gl_FrontLightProduct",
                first_of(
                    &m,
                    "gl_LightProducts",
                    8,
                    json!({"diffuse": [0.5, 0.25, 1, 1]}),
                ),
            ),
            value(
                &m,
                "gl_FrontMaterial",
                json!({"emission": [0.1, 0, 0, 0], "ambient": [0.5, 0.5, 0.5, 1],
                       "diffuse": [0, 0, 0, 0], "specular": [0, 0, 0, 0], "shininess": 0}),
            ),
            value(
                &m,
                "gl_BackMaterial",
                json!({"emission": [0, 0, 0.25, 1], "ambient": [0, 0, 0, 0],
                       "diffuse": [0, 0, 0, 0], "specular": [0, 0, 0, 0], "shininess": 0}),
            ),
            value(&m, "gl_LightModel", json!({"ambient": [0.2, 0.2, 0.2, 1]})),
            value(
                &m,
                "gl_Point",
                json!({"size": 10, "sizeMin": 1, "sizeMax": 4, "fadeThresholdSize": 1,
                       "distanceConstantAttenuation": 1, "distanceLinearAttenuation": 0,
                       "distanceQuadraticAttenuation": 0}),
            ),
        ]
        .into(),
        ..Invocation::default()
    };
    // d = dot((0,0,1), (0,0.6,0.8)) / 2 = 0.4; emission + 0.2·0.5 (alpha 1·1) +
    // diffuse·0.4.
    let front = output(&m, &inv, "gl_FrontColor");
    assert!(
        common::json_close(&front, &json!([0.4, 0.2, 0.5, 1.4]), 1e-6),
        "{front}"
    );
    assert_eq!(
        output(&m, &inv, "gl_BackColor"),
        json!([0.0, 0.0, 0.25, 1.0])
    );
    assert_eq!(output(&m, &inv, "gl_PointSize"), json!(4.0));
    assert_eq!(output(&m, &inv, "gl_Position"), json!([1.0, 2.0, 3.0, 1.0]));
}

#[test]
fn fog_blends_towards_the_fog_colour() {
    let src = "#version 110
void main() {
    float f = clamp((gl_Fog.end - gl_FogFragCoord) * gl_Fog.scale, 0.0, 1.0);
    gl_FragColor = mix(gl_Fog.color, gl_Color, f);
}
";
    let m = module(src, Stage::Fragment);
    let inv = Invocation {
        inputs: [
            value(&m, "gl_FogFragCoord", json!(15)),
            value(&m, "gl_Color", json!([1, 0, 0, 1])),
        ]
        .into(),
        uniforms: [value(
            &m,
            "gl_Fog",
            json!({"color": [0, 0, 1, 1], "density": 0, "start": 10, "end": 20, "scale": 0.1}),
        )]
        .into(),
        ..Invocation::default()
    };
    // f = (20 − 15) · 0.1 = 0.5: halfway between the fog colour and red.
    let c = output(&m, &inv, "gl_FragColor");
    assert!(
        common::json_close(&c, &json!([0.5, 0, 0.5, 1]), 1e-6),
        "{c}"
    );
}

#[test]
fn the_rest_of_the_compatibility_uniforms_resolve() {
    let src = "#version 120
void main() {
    vec4 s = gl_EyePlaneR[1] + gl_ObjectPlaneQ[7] + gl_TextureEnvColor[1];
    mat4 t = gl_TextureMatrixInverse[0] * gl_TextureMatrixTranspose[1]
        * gl_TextureMatrixInverseTranspose[2] * gl_ProjectionMatrixInverseTranspose
        * gl_ModelViewProjectionMatrixInverseTranspose;
    float k = float(gl_MaxLights + gl_MaxTextureUnits);
    gl_Position = t * s * k + gl_BackLightProduct[7].specular
        + gl_FrontLightModelProduct.sceneColor + gl_BackLightModelProduct.sceneColor;
}
";
    let m = module(src, Stage::Vertex);
    let ty = |name: &str| uniform_type(&m, name);
    assert_eq!(ty("gl_EyePlaneR"), "vec4[8]");
    assert_eq!(ty("gl_ObjectPlaneQ"), "vec4[8]");
    // Sized by gl_MaxTextureUnits (2), as the specification declares it.
    assert_eq!(ty("gl_TextureEnvColor"), "vec4[2]");
    assert_eq!(ty("gl_TextureMatrixInverseTranspose"), "mat4[8]");
    assert_eq!(ty("gl_BackLightProduct"), "gl_LightProducts[8]");
    assert_eq!(ty("gl_FrontLightModelProduct"), "gl_LightModelProducts");
    // One struct type for both light-model products.
    assert_eq!(structs_named(&m, "gl_LightModelProducts"), 1);
    // gl_MaxLights (8) + gl_MaxTextureUnits (2), with every uniform zero.
    let out = run(&m, &Invocation::default(), &mut common::TestTextures).unwrap();
    assert_eq!(
        out.outputs["gl_Position"].to_json(),
        json!([0.0, 0.0, 0.0, 0.0])
    );
}
