//! The compatibility profile in full: `#version 150 compatibility`,
//! `#version 330 compatibility` and `#version 140` with
//! `#extension GL_ARB_compatibility : require` (GLSL 1.40 section 1.2.1)
//! have every compatibility built-in of the GLSL 1.50 compatibility
//! specification (sections 7.1-7.5 and 8.5): attributes, colour and
//! texture-coordinate outputs and inputs, constants, the matrix and
//! fixed-function state, `ftransform`, and the state struct types as types
//! of user variables. Core profiles (1.40 without the extension, 1.50 and
//! 3.30 core) have none of them.

mod common;

use gpubin_glsl::{compile, run, CompileOptions, Invocation, Stage, Value};
use serde_json::json;

/// Every compatibility built-in a vertex shader can name.
const VERTEX_BODY: &str = r#"void main() {
  vec4 a = gl_Color + gl_SecondaryColor + vec4(gl_Normal, gl_FogCoord) + gl_Vertex + gl_MultiTexCoord0 + gl_MultiTexCoord1 + gl_MultiTexCoord2 + gl_MultiTexCoord3 + gl_MultiTexCoord4 + gl_MultiTexCoord5 + gl_MultiTexCoord6 + gl_MultiTexCoord7;
  gl_ClipVertex = a; gl_FrontColor = a; gl_BackColor = a; gl_FrontSecondaryColor = a; gl_BackSecondaryColor = a; gl_TexCoord[0] = a; gl_FogFragCoord = 1.0;
  mat4 m = gl_ModelViewMatrix * gl_ProjectionMatrix * gl_ModelViewProjectionMatrix * gl_TextureMatrix[0]
    * gl_ModelViewMatrixInverse * gl_ProjectionMatrixInverse * gl_ModelViewProjectionMatrixInverse * gl_TextureMatrixInverse[0]
    * gl_ModelViewMatrixTranspose * gl_ProjectionMatrixTranspose * gl_ModelViewProjectionMatrixTranspose * gl_TextureMatrixTranspose[0]
    * gl_ModelViewMatrixInverseTranspose * gl_ProjectionMatrixInverseTranspose * gl_ModelViewProjectionMatrixInverseTranspose * gl_TextureMatrixInverseTranspose[0];
  mat3 n = gl_NormalMatrix * gl_NormalScale;
  vec4 p = gl_ClipPlane[0] + vec4(gl_Point.size) + gl_FrontMaterial.diffuse + gl_BackMaterial.ambient + gl_LightSource[0].position
    + gl_LightModel.ambient + gl_FrontLightModelProduct.sceneColor + gl_BackLightModelProduct.sceneColor + gl_FrontLightProduct[0].diffuse
    + gl_BackLightProduct[0].specular + gl_TextureEnvColor[0] + gl_EyePlaneS[0] + gl_EyePlaneT[0] + gl_EyePlaneR[0] + gl_EyePlaneQ[0]
    + gl_ObjectPlaneS[0] + gl_ObjectPlaneT[0] + gl_ObjectPlaneR[0] + gl_ObjectPlaneQ[0] + gl_Fog.color + vec4(gl_DepthRange.near);
  int k = gl_MaxTextureUnits + gl_MaxTextureCoords + gl_MaxClipPlanes + gl_MaxLights + gl_MaxVaryingFloats;
  gl_Position = ftransform() + m * p + vec4(n[0], float(k));
  gl_LightSourceParameters l = gl_LightSource[1]; gl_MaterialParameters mp = gl_FrontMaterial; gl_PointParameters pp = gl_Point;
  gl_LightModelParameters lm = gl_LightModel; gl_LightModelProducts lmp = gl_FrontLightModelProduct; gl_LightProducts lp = gl_BackLightProduct[0];
  gl_FogParameters f = gl_Fog; gl_DepthRangeParameters d = gl_DepthRange;
}
"#;

/// The fragment-stage compatibility inputs.
const FRAGMENT_BODY: &str = "void main() {
    vec4 c = gl_Color + gl_SecondaryColor + gl_TexCoord[0] + vec4(gl_FogFragCoord);
    gl_FogParameters f = gl_Fog;
    gl_FragColor = c * f.color + gl_TextureEnvColor[0];
}
";

const COMPAT_HEADERS: &[&str] = &[
    "#version 110",
    "#version 120",
    "#version 130",
    "#version 140\n#extension GL_ARB_compatibility : require",
    "#version 140\n#extension GL_ARB_compatibility : enable",
    "#version 150 compatibility",
    "#version 330 compatibility",
];

const CORE_HEADERS: &[&str] = &[
    "#version 140",
    "#version 140\n#extension GL_ARB_compatibility : disable",
    "#version 150",
    "#version 150 core",
    "#version 330 core",
];

fn compiles(src: &str, stage: Stage) -> Result<(), String> {
    compile(src, stage, &CompileOptions::default())
        .map(|_| ())
        .map_err(|d| d.to_string())
}

#[test]
fn every_compatibility_builtin_in_every_compatibility_version() {
    for h in COMPAT_HEADERS {
        let vs = format!("{h}\n{VERTEX_BODY}");
        if let Err(e) = compiles(&vs, Stage::Vertex) {
            panic!("{h}: vertex shader rejected:\n{e}");
        }
        let fs = format!("{h}\n{FRAGMENT_BODY}");
        if let Err(e) = compiles(&fs, Stage::Fragment) {
            panic!("{h}: fragment shader rejected:\n{e}");
        }
    }
}

#[test]
fn core_profiles_have_no_compatibility_builtins() {
    for h in CORE_HEADERS {
        for (body, stage) in [
            (VERTEX_BODY, Stage::Vertex),
            (FRAGMENT_BODY, Stage::Fragment),
        ] {
            let src = format!("{h}\n{body}");
            assert!(
                compiles(&src, stage).is_err(),
                "{h}: {stage:?} shader with compatibility built-ins accepted"
            );
        }
        // One built-in at a time, so no single error hides the others.
        for name in [
            "gl_Vertex",
            "gl_ModelViewMatrix",
            "gl_FrontMaterial",
            "gl_MaxLights",
        ] {
            let src = format!("{h}\nvoid main() {{ gl_Position = vec4({name}[0]); }}\n");
            let src = src.replace("[0]", if name == "gl_MaxLights" { "" } else { "[0]" });
            let err = compiles(&src, Stage::Vertex).expect_err(name);
            assert!(
                err.contains(name),
                "{h}: error does not name `{name}`: {err}"
            );
        }
    }
}

#[test]
fn arb_compatibility_macro_only_in_140() {
    let probe =
        "#ifndef GL_ARB_compatibility\n#error no GL_ARB_compatibility\n#endif\nvoid main() {}\n";
    let with = format!("#version 140\n{probe}");
    assert!(compiles(&with, Stage::Vertex).is_ok());
    for h in ["#version 150", "#version 330 compatibility", "#version 100"] {
        let src = format!("{h}\n{probe}");
        assert!(compiles(&src, Stage::Vertex).is_err(), "{h}: macro defined");
    }
}

#[test]
fn state_struct_user_variable_copies_the_uniform() {
    let src = "#version 140
#extension GL_ARB_compatibility : require
gl_MaterialParameters pick(bool front) {
    return front ? gl_FrontMaterial : gl_BackMaterial;
}
void main() {
    gl_MaterialParameters m = pick(gl_Vertex.x > 0.0);
    gl_FrontColor = m.diffuse * m.shininess;
    gl_Position = gl_Vertex;
}
";
    let m =
        compile(src, Stage::Vertex, &CompileOptions::default()).unwrap_or_else(|d| panic!("{d}"));
    assert_eq!(
        m.structs
            .iter()
            .filter(|s| s.name == "gl_MaterialParameters")
            .count(),
        1
    );
    let material = |v: f32| {
        json!({"emission": [0, 0, 0, 0], "ambient": [0, 0, 0, 0],
        "diffuse": [v, 2.0 * v, 0.5, 1], "specular": [0, 0, 0, 0], "shininess": 2})
    };
    let val = |name: &str, j: serde_json::Value| {
        let (_, g) = m
            .global(name)
            .unwrap_or_else(|| panic!("no global `{name}`"));
        (
            name.to_string(),
            Value::from_json(&j, &g.ty, &m.structs).unwrap(),
        )
    };
    for (x, expect) in [(1.0, [0.5, 1.0, 1.0, 2.0]), (-1.0, [0.25, 0.5, 1.0, 2.0])] {
        let inv = Invocation {
            inputs: [val("gl_Vertex", json!([x, 0, 0, 1]))].into(),
            uniforms: [
                val("gl_FrontMaterial", material(0.25)),
                val("gl_BackMaterial", material(0.125)),
            ]
            .into(),
            ..Default::default()
        };
        let out = run(&m, &inv, &mut common::TestTextures).unwrap();
        assert_eq!(
            out.outputs["gl_FrontColor"].to_json(),
            json!(expect),
            "x = {x}"
        );
    }
}

#[test]
fn state_struct_constructors_and_parameters() {
    let body = "float k(gl_FogParameters f) { return f.density; }
void main() {
    gl_FogParameters f = gl_FogParameters(vec4(1.0), 0.5, 0.0, 1.0, 1.0);
    gl_Position = vec4(k(f) + k(gl_Fog));
}
";
    for h in COMPAT_HEADERS {
        let src = format!("{h}\n{body}");
        if let Err(e) = compiles(&src, Stage::Vertex) {
            panic!("{h}: rejected:\n{e}");
        }
    }
    for h in CORE_HEADERS {
        let src = format!("{h}\n{body}");
        let e = compiles(&src, Stage::Vertex).expect_err(h);
        assert!(e.contains("gl_FogParameters"), "{h}: {e}");
    }
}
