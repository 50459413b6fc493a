//! The compatibility profile's built-in uniform state at its initial
//! values, as a GL context starts (OpenGL 2.1 specification, state tables
//! 6.9 to 6.11 for lighting and materials, 6.8 for the depth range, 6.12
//! for points, 6.11 for fog; light 0 is the only light with white diffuse
//! and specular colours, §2.14.1).
//!
//! A shader_test never changes this state except through `light` commands,
//! so every value here is the state a real GL gives the shader.

use gpubin_glsl::ir::Scalar;
use gpubin_glsl::types::{StructDef, Type};
use gpubin_glsl::Value;

fn vec4(v: [f32; 4]) -> Value {
    Value::Vector(v.iter().map(|x| Scalar::Float(*x)).collect())
}

fn vec3(v: [f32; 3]) -> Value {
    Value::Vector(v.iter().map(|x| Scalar::Float(*x)).collect())
}

const BLACK: [f32; 4] = [0.0, 0.0, 0.0, 1.0];
const WHITE: [f32; 4] = [1.0; 4];
/// Material defaults (table 6.10).
const MATERIAL_AMBIENT: [f32; 4] = [0.2, 0.2, 0.2, 1.0];
const MATERIAL_DIFFUSE: [f32; 4] = [0.8, 0.8, 0.8, 1.0];
/// Light model ambient (table 6.9).
const LIGHT_MODEL_AMBIENT: [f32; 4] = [0.2, 0.2, 0.2, 1.0];

fn mul4(a: [f32; 4], b: [f32; 4]) -> [f32; 4] {
    [a[0] * b[0], a[1] * b[1], a[2] * b[2], a[3] * b[3]]
}

/// Light `i`'s parameters (table 6.9); `light` commands may replace them.
#[derive(Clone, Debug, PartialEq)]
pub struct Light {
    pub ambient: [f32; 4],
    pub diffuse: [f32; 4],
    pub specular: [f32; 4],
    pub position: [f32; 4],
    pub spot_direction: [f32; 3],
    pub spot_exponent: f32,
    pub spot_cutoff: f32,
    pub attenuation: [f32; 3],
}

impl Light {
    pub fn initial(i: usize) -> Light {
        let lit = if i == 0 { WHITE } else { BLACK };
        Light {
            ambient: BLACK,
            diffuse: lit,
            specular: lit,
            position: [0.0, 0.0, 1.0, 0.0],
            spot_direction: [0.0, 0.0, -1.0],
            spot_exponent: 0.0,
            spot_cutoff: 180.0,
            attenuation: [1.0, 0.0, 0.0],
        }
    }

    /// The member of `gl_LightSourceParameters` called `name`.
    fn member(&self, name: &str) -> Option<Value> {
        Some(match name {
            "ambient" => vec4(self.ambient),
            "diffuse" => vec4(self.diffuse),
            "specular" => vec4(self.specular),
            "position" => vec4(self.position),
            // The half vector of a directional light and the eye at
            // infinity: normalize(P + (0, 0, 1)).
            "halfVector" => {
                let p = self.position;
                let h = [p[0], p[1], p[2] + 1.0];
                let l = (h[0] * h[0] + h[1] * h[1] + h[2] * h[2]).sqrt();
                if l == 0.0 {
                    vec4([0.0; 4])
                } else {
                    vec4([h[0] / l, h[1] / l, h[2] / l, 0.0])
                }
            }
            "spotDirection" => vec3(self.spot_direction),
            "spotExponent" => Value::Float(self.spot_exponent),
            "spotCutoff" => Value::Float(self.spot_cutoff),
            "spotCosCutoff" => Value::Float(self.spot_cutoff.to_radians().cos()),
            "constantAttenuation" => Value::Float(self.attenuation[0]),
            "linearAttenuation" => Value::Float(self.attenuation[1]),
            "quadraticAttenuation" => Value::Float(self.attenuation[2]),
            _ => return None,
        })
    }
}

/// Members of the material and product structs for the front or back face
/// (both start equal).
fn material(name: &str) -> Option<Value> {
    Some(match name {
        "emission" => vec4(BLACK),
        "ambient" => vec4(MATERIAL_AMBIENT),
        "diffuse" => vec4(MATERIAL_DIFFUSE),
        "specular" => vec4(BLACK),
        "shininess" => Value::Float(0.0),
        _ => return None,
    })
}

/// Fill each member of a struct value from `f(member name)`; members `f`
/// does not know keep their value.
fn fill(v: &mut Value, f: &dyn Fn(&str) -> Option<Value>) {
    if let Value::Struct(members) = v {
        for (name, m) in members.iter_mut() {
            if let Some(x) = f(name) {
                *m = x;
            }
        }
    }
}

/// The initial value of built-in uniform `name` of type `ty`, or `None`
/// when it is not state this module knows (matrices are set by `fixed`).
pub fn initial(name: &str, ty: &Type, structs: &[StructDef], lights: &[Light]) -> Option<Value> {
    let mut v = Value::zero(ty, structs);
    match name {
        "gl_LightSource" => {
            let Value::Array(items) = &mut v else {
                return None;
            };
            for (i, item) in items.iter_mut().enumerate() {
                let l = lights.get(i).cloned().unwrap_or_else(|| Light::initial(i));
                fill(item, &|m| l.member(m));
            }
        }
        "gl_LightModel" => fill(&mut v, &|m| {
            (m == "ambient").then(|| vec4(LIGHT_MODEL_AMBIENT))
        }),
        "gl_FrontMaterial" | "gl_BackMaterial" => fill(&mut v, &material),
        // sceneColor = emission + ambient(material) * ambient(light model),
        // alpha from the material's diffuse alpha (§2.14.1).
        "gl_FrontLightModelProduct" | "gl_BackLightModelProduct" => fill(&mut v, &|m| {
            (m == "sceneColor").then(|| {
                let a = mul4(MATERIAL_AMBIENT, LIGHT_MODEL_AMBIENT);
                vec4([a[0], a[1], a[2], MATERIAL_DIFFUSE[3]])
            })
        }),
        "gl_FrontLightProduct" | "gl_BackLightProduct" => {
            let Value::Array(items) = &mut v else {
                return None;
            };
            for (i, item) in items.iter_mut().enumerate() {
                let l = lights.get(i).cloned().unwrap_or_else(|| Light::initial(i));
                fill(item, &|m| {
                    Some(vec4(match m {
                        "ambient" => mul4(MATERIAL_AMBIENT, l.ambient),
                        "diffuse" => mul4(MATERIAL_DIFFUSE, l.diffuse),
                        "specular" => mul4(BLACK, l.specular),
                        _ => return None,
                    }))
                });
            }
        }
        "gl_DepthRange" => fill(&mut v, &|m| {
            Some(Value::Float(match m {
                "near" => 0.0,
                "far" | "diff" => 1.0,
                _ => return None,
            }))
        }),
        "gl_Point" => fill(&mut v, &|m| {
            Some(Value::Float(match m {
                "size" | "fadeThresholdSize" | "distanceConstantAttenuation" => 1.0,
                "sizeMin" | "distanceLinearAttenuation" | "distanceQuadraticAttenuation" => 0.0,
                // The largest point size: the MVP draws no points; GL's
                // minimum for the maximum is 1.
                "sizeMax" => 1.0,
                _ => return None,
            }))
        }),
        "gl_Fog" => fill(&mut v, &|m| {
            Some(match m {
                "color" => vec4([0.0; 4]),
                "density" | "end" | "scale" => Value::Float(1.0),
                "start" => Value::Float(0.0),
                _ => return None,
            })
        }),
        // Texture generation planes (table 6.15): S = (1,0,0,0), T = (0,1,0,0).
        "gl_EyePlaneS" | "gl_ObjectPlaneS" | "gl_EyePlaneT" | "gl_ObjectPlaneT" => {
            let e = if name.ends_with('S') { 0 } else { 1 };
            let mut p = [0.0; 4];
            p[e] = 1.0;
            match &mut v {
                Value::Array(items) => items.iter_mut().for_each(|x| *x = vec4(p)),
                x => *x = vec4(p),
            }
        }
        _ => return None,
    }
    Some(v)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn light_zero_is_white_and_the_others_dark() {
        let l0 = Light::initial(0);
        let l1 = Light::initial(1);
        assert_eq!(l0.diffuse, [1.0; 4]);
        assert_eq!(l1.diffuse, [0.0, 0.0, 0.0, 1.0]);
        assert_eq!(l0.member("spotCosCutoff"), Some(Value::Float(-1.0)));
        assert_eq!(l0.member("halfVector"), Some(vec4([0.0, 0.0, 1.0, 0.0])));
    }
}
