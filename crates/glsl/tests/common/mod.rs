//! Test helpers: a deterministic texture unit model, JSON comparison and
//! shader objects built from globals and a `main` body.

#![allow(dead_code)]

use gpubin_glsl::{TextureError, TextureLevelValue, TextureQuery, Textures};

/// Texel = (x + offset.x, y + offset.y, z, level + 10 * unit); shadow
/// lookups return (ref <= x ? 1 : 0, 0, 0, 1); size = (64 >> lod, 32 >> lod, 4).
pub struct TestTextures;

impl Textures for TestTextures {
    fn sample(&mut self, q: &TextureQuery) -> Result<[f32; 4], TextureError> {
        let c: Vec<f32> = if q.texel.is_empty() {
            q.coordinate.clone()
        } else {
            q.texel.iter().map(|x| *x as f32).collect()
        };
        let get = |i: usize| c.get(i).copied().unwrap_or(0.0);
        let off = |i: usize| {
            q.offset
                .as_ref()
                .and_then(|o| o.get(i).copied())
                .unwrap_or(0) as f32
        };
        let level = match &q.level {
            TextureLevelValue::Auto | TextureLevelValue::Grad(..) => 0.0,
            TextureLevelValue::Bias(b) | TextureLevelValue::Lod(b) => *b,
            TextureLevelValue::Fetch(l) => *l as f32,
        };
        if let Some(r) = q.depth_ref {
            // GL's default depth mode, luminance: (c, c, c, 1).
            let c = if r <= get(0) { 1.0 } else { 0.0 };
            return Ok([c, c, c, 1.0]);
        }
        Ok([
            get(0) + off(0),
            get(1) + off(1),
            get(2),
            level + 10.0 * q.unit as f32,
        ])
    }

    fn size(
        &mut self,
        _unit: i32,
        _s: gpubin_glsl::types::SamplerType,
        lod: i32,
    ) -> Result<[i32; 3], TextureError> {
        Ok([64 >> lod, 32 >> lod, 4])
    }
}

/// Compare JSON values, numbers within a relative/absolute tolerance.
pub fn json_close(a: &serde_json::Value, b: &serde_json::Value, tol: f64) -> bool {
    use serde_json::Value as J;
    match (a, b) {
        (J::Number(x), J::Number(y)) => {
            let (x, y) = (
                x.as_f64().unwrap_or(f64::NAN),
                y.as_f64().unwrap_or(f64::NAN),
            );
            (x - y).abs() <= tol * (1.0 + x.abs().max(y.abs()))
        }
        (J::Array(x), J::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(p, q)| json_close(p, q, tol))
        }
        (J::Object(x), J::Object(y)) => {
            x.len() == y.len()
                && x.iter()
                    .all(|(k, v)| y.get(k).is_some_and(|w| json_close(v, w, tol)))
        }
        _ => a == b,
    }
}

/// A shader of `version` with `globals` and `body` as `main`'s body.
pub fn src(version: &str, globals: &str, body: &str) -> String {
    format!("#version {version}\n{globals}\nvoid main() {{\n{body}\n}}\n")
}

/// Compile `text` as a shader object of `stage`; the diagnostics on failure.
pub fn object(stage: gpubin_glsl::Stage, text: &str) -> Result<(), String> {
    gpubin_glsl::compile_object(text, stage, &gpubin_glsl::CompileOptions::default())
        .map(|_| ())
        .map_err(|d| d.to_string())
}
