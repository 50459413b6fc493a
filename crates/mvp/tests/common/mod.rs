//! Test helpers: a full-screen quad and the vertex shader that draws it
//! with a `uv` varying over [0, 1].

use gpubin_mvp::sim::draw::VertexData;
use std::collections::BTreeMap;

/// Passes `aPos` through and sets `uv` to it mapped into [0, 1].
pub const QUAD_VS: &str = "#version 130\nin vec2 aPos;\nout vec2 uv;\n\
    void main() { gl_Position = vec4(aPos, 0.0, 1.0); uv = aPos * 0.5 + 0.5; }\n";

/// Two triangles covering clip space, as attribute `aPos`.
pub fn quad() -> VertexData {
    let corners = [
        (-1.0, -1.0),
        (1.0, -1.0),
        (1.0, 1.0),
        (-1.0, -1.0),
        (1.0, 1.0),
        (-1.0, 1.0),
    ];
    let mut attributes = BTreeMap::new();
    attributes.insert(
        "aPos".to_string(),
        corners.iter().map(|&(x, y)| vec![x, y]).collect(),
    );
    VertexData {
        attributes,
        ..Default::default()
    }
}
