//! Fixed-function state of a shader_test: modelview identity, the
//! projection identity until `ortho` or `frustum`, the derived built-in
//! uniforms (`gl_ModelViewProjectionMatrix`, inverses, transposes,
//! `gl_NormalMatrix`), and the other built-in state at GL's initial values
//! (`gl_state`) with the lights `light` commands set.

use super::gl_state::{self, Light};
use crate::Program;
use gpubin_glsl::types::Type;
use gpubin_glsl::Value;
use std::collections::BTreeMap;

/// A `light` command that does not apply.
#[derive(Debug, thiserror::Error, Clone, PartialEq, Eq)]
pub enum LightError {
    /// A light past `gl_MaxLights` (8).
    #[error("light {0}: GL has lights 0..7")]
    Index(usize),
    /// A colour or position without four values.
    #[error("light {0} needs 4 values")]
    Four(String),
    /// A scalar parameter without one value.
    #[error("light {0} needs 1 value")]
    One(String),
    /// `GL_SPOT_DIRECTION` without three values.
    #[error("light GL_SPOT_DIRECTION needs 3 values")]
    SpotDirection,
    /// A parameter `glLightfv` does not take.
    #[error("light parameter `{0}`")]
    Param(String),
}

/// Column-major 4x4.
type Mat4 = [[f64; 4]; 4];

const IDENTITY: Mat4 = [
    [1.0, 0.0, 0.0, 0.0],
    [0.0, 1.0, 0.0, 0.0],
    [0.0, 0.0, 1.0, 0.0],
    [0.0, 0.0, 0.0, 1.0],
];

#[derive(Clone, Debug)]
pub struct FixedFunction {
    modelview: Mat4,
    projection: Mat4,
    /// Lights changed by `light` commands (the rest keep their defaults).
    lights: Vec<Light>,
}

impl Default for FixedFunction {
    fn default() -> Self {
        FixedFunction {
            modelview: IDENTITY,
            projection: IDENTITY,
            lights: Vec::new(),
        }
    }
}

fn mul(a: &Mat4, b: &Mat4) -> Mat4 {
    let mut r = [[0.0; 4]; 4];
    for (c, col) in r.iter_mut().enumerate() {
        for (row, x) in col.iter_mut().enumerate() {
            *x = (0..4).map(|k| a[k][row] * b[c][k]).sum();
        }
    }
    r
}

fn transpose(a: &Mat4) -> Mat4 {
    let mut r = [[0.0; 4]; 4];
    for (c, col) in r.iter_mut().enumerate() {
        for (row, x) in col.iter_mut().enumerate() {
            *x = a[row][c];
        }
    }
    r
}

/// Gauss-Jordan inverse; a singular matrix gives zeros.
fn inverse(a: &Mat4) -> Mat4 {
    // Work on rows: m[row][col].
    let mut m = transpose(a);
    let mut inv = IDENTITY;
    for c in 0..4 {
        let p = (c..4)
            .max_by(|x, y| m[*x][c].abs().total_cmp(&m[*y][c].abs()))
            .unwrap_or(c);
        if m[p][c] == 0.0 {
            return [[0.0; 4]; 4];
        }
        m.swap(c, p);
        inv.swap(c, p);
        let d = m[c][c];
        for k in 0..4 {
            m[c][k] /= d;
            inv[c][k] /= d;
        }
        for r in 0..4 {
            if r != c {
                let f = m[r][c];
                for k in 0..4 {
                    m[r][k] -= f * m[c][k];
                    inv[r][k] -= f * inv[c][k];
                }
            }
        }
    }
    transpose(&inv)
}

impl FixedFunction {
    /// `glOrtho(left, right, bottom, top, -1, 1)` as the projection.
    pub fn ortho(&mut self, l: f32, r: f32, b: f32, t: f32) {
        self.ortho_depth(l, r, b, t, -1.0, 1.0);
    }

    /// `glOrtho(left, right, bottom, top, near, far)` as the projection
    /// (OpenGL 2.1 §2.11.2).
    pub fn ortho_depth(&mut self, l: f32, r: f32, b: f32, t: f32, n: f32, f: f32) {
        let [l, r, b, t, n, f] = [l, r, b, t, n, f].map(f64::from);
        self.projection = [
            [2.0 / (r - l), 0.0, 0.0, 0.0],
            [0.0, 2.0 / (t - b), 0.0, 0.0],
            [0.0, 0.0, -2.0 / (f - n), 0.0],
            [
                -(r + l) / (r - l),
                -(t + b) / (t - b),
                -(f + n) / (f - n),
                1.0,
            ],
        ];
    }

    /// `glFrustum(left, right, bottom, top, near, far)` as the projection
    /// (OpenGL 2.1 §2.11.2).
    pub fn frustum(&mut self, l: f32, r: f32, b: f32, t: f32, n: f32, f: f32) {
        let [l, r, b, t, n, f] = [l, r, b, t, n, f].map(f64::from);
        self.projection = [
            [2.0 * n / (r - l), 0.0, 0.0, 0.0],
            [0.0, 2.0 * n / (t - b), 0.0, 0.0],
            [
                (r + l) / (r - l),
                (t + b) / (t - b),
                -(f + n) / (f - n),
                -1.0,
            ],
            [0.0, 0.0, -2.0 * f * n / (f - n), 0.0],
        ];
    }

    /// `light I PARAM float v...` (`glLightfv`); a position is taken
    /// through the modelview matrix of the time, as GL does.
    pub fn light(&mut self, i: usize, param: &str, v: &[f32]) -> Result<(), LightError> {
        // gl_MaxLights is 8 in every GL.
        if i >= 8 {
            return Err(LightError::Index(i));
        }
        while self.lights.len() <= i {
            self.lights.push(Light::initial(self.lights.len()));
        }
        let l = &mut self.lights[i];
        let four = || -> Result<[f32; 4], LightError> {
            v.try_into()
                .map_err(|_| LightError::Four(param.to_string()))
        };
        let one = || -> Result<f32, LightError> {
            match v {
                [x] => Ok(*x),
                _ => Err(LightError::One(param.to_string())),
            }
        };
        match param {
            "GL_AMBIENT" => l.ambient = four()?,
            "GL_DIFFUSE" => l.diffuse = four()?,
            "GL_SPECULAR" => l.specular = four()?,
            "GL_POSITION" => {
                let p = four()?;
                let m = &self.modelview;
                l.position = std::array::from_fn(|r| {
                    (0..4).map(|k| m[k][r] * f64::from(p[k])).sum::<f64>() as f32
                });
            }
            "GL_SPOT_DIRECTION" => match v {
                [x, y, z] => l.spot_direction = [*x, *y, *z],
                _ => return Err(LightError::SpotDirection),
            },
            "GL_SPOT_EXPONENT" => l.spot_exponent = one()?,
            "GL_SPOT_CUTOFF" => l.spot_cutoff = one()?,
            "GL_CONSTANT_ATTENUATION" => l.attenuation[0] = one()?,
            "GL_LINEAR_ATTENUATION" => l.attenuation[1] = one()?,
            "GL_QUADRATIC_ATTENUATION" => l.attenuation[2] = one()?,
            _ => return Err(LightError::Param(param.to_string())),
        }
        Ok(())
    }

    /// The inverse of the modelview matrix (`glClipPlane` transforms its
    /// plane by it).
    pub fn modelview_inverse(&self) -> Mat4 {
        inverse(&self.modelview)
    }

    fn matrix(&self, name: &str) -> Option<Mat4> {
        let (base, suffix) = ["InverseTranspose", "Inverse", "Transpose", ""]
            .iter()
            .find_map(|s| name.strip_suffix(s).map(|b| (b, *s)))?;
        let m = match base {
            "gl_ModelViewMatrix" => self.modelview,
            "gl_ProjectionMatrix" => self.projection,
            "gl_ModelViewProjectionMatrix" => mul(&self.projection, &self.modelview),
            "gl_TextureMatrix" => IDENTITY,
            _ => return None,
        };
        Some(match suffix {
            "InverseTranspose" => transpose(&inverse(&m)),
            "Inverse" => inverse(&m),
            "Transpose" => transpose(&m),
            _ => m,
        })
    }

    /// Set every fixed-function uniform the program uses.
    pub fn apply(&self, p: &Program, uniforms: &mut BTreeMap<String, Value>) {
        let value = |m: &Mat4, n: usize| {
            Value::Matrix(
                (0..n)
                    .map(|c| (0..n).map(|r| m[c][r] as f32).collect())
                    .collect(),
            )
        };
        for (module, st) in [(&p.vs, &p.slots.vs), (&p.fs, &p.slots.fs)] {
            for u in &st.constants.uniforms {
                if !u.name.starts_with("gl_") {
                    continue;
                }
                let v = if let Some(v) =
                    gl_state::initial(&u.name, &u.ty, &module.structs, &self.lights)
                {
                    v
                } else if u.name == "gl_NormalMatrix" {
                    value(&transpose(&inverse(&self.modelview)), 3)
                } else if let Some(m) = self.matrix(&u.name) {
                    match &u.ty {
                        Type::Matrix { cols: 4, rows: 4 } => value(&m, 4),
                        Type::Array(e, n) if **e == (Type::Matrix { cols: 4, rows: 4 }) => {
                            Value::Array((0..*n).map(|_| value(&m, 4)).collect())
                        }
                        _ => continue,
                    }
                } else if u.name == "gl_NormalScale" {
                    Value::Float(1.0)
                } else {
                    continue;
                };
                uniforms.insert(u.name.clone(), v);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ortho_maps_the_window_to_clip_space_and_inverts() {
        let mut f = FixedFunction::default();
        f.ortho(0.0, 250.0, 0.0, 100.0);
        let p = f.projection;
        // (250, 100) -> (1, 1); (0, 0) -> (-1, -1).
        assert_eq!(p[0][0] * 250.0 + p[3][0], 1.0);
        assert_eq!(p[1][1] * 0.0 + p[3][1], -1.0);
        let id = mul(&p, &inverse(&p));
        for (c, col) in id.iter().enumerate() {
            for (r, x) in col.iter().enumerate() {
                assert!((x - IDENTITY[c][r]).abs() < 1e-12);
            }
        }
    }
}
