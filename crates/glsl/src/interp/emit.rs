//! The output of a geometry shader invocation (GLSL 1.50 §8.10): vertices
//! collected by `EmitVertex()` into output primitives that `EndPrimitive()`
//! (or the end of the invocation) completes.

use super::Value;
use crate::error::{Error, RunError};
use crate::geometry::{GeometryLayout, OutputPrimitive};
use std::collections::BTreeMap;

/// One emitted vertex: every output variable's value at `EmitVertex()`.
pub type EmittedVertex = BTreeMap<String, Value>;

/// One output primitive of a geometry shader: a point list, line strip or
/// triangle strip, as its vertices were emitted.
#[derive(Clone, Debug, PartialEq)]
pub struct Primitive {
    /// Point list, line strip or triangle strip.
    pub kind: OutputPrimitive,
    /// The vertices in emission order.
    pub vertices: Vec<EmittedVertex>,
}

impl Primitive {
    /// How many points, lines or triangles the strip draws.
    pub fn count(&self) -> usize {
        (self.vertices.len() + 1).saturating_sub(self.kind.min_vertices())
    }
}

/// Collects the vertices of one invocation.
pub(crate) struct Emitter {
    kind: OutputPrimitive,
    max_vertices: u32,
    emitted: u32,
    current: Vec<EmittedVertex>,
    pub done: Vec<Primitive>,
}

impl Emitter {
    /// For a module of a complete geometry shader (its layout declared).
    pub fn new(layout: &GeometryLayout) -> Result<Emitter, Error> {
        match (layout.input, layout.output, layout.max_vertices) {
            (Some(_), Some(kind), Some(max_vertices)) => Ok(Emitter {
                kind,
                max_vertices,
                emitted: 0,
                current: Vec::new(),
                done: Vec::new(),
            }),
            _ => Err(Error::Run(RunError::GeometryLayout)),
        }
    }

    /// `EmitVertex()`. Emitting more than `max_vertices` vertices is
    /// undefined in GLSL (§4.3.8.2); the interpreter reports it.
    pub fn emit(&mut self, vertex: EmittedVertex) -> Result<(), Error> {
        if self.emitted >= self.max_vertices {
            return Err(Error::Run(RunError::TooManyVertices {
                max_vertices: self.max_vertices,
            }));
        }
        self.emitted += 1;
        self.current.push(vertex);
        Ok(())
    }

    /// `EndPrimitive()`: a strip with too few vertices for one primitive
    /// is dropped, as the GL drops incomplete primitives.
    pub fn end(&mut self) {
        let vertices = std::mem::take(&mut self.current);
        if vertices.len() >= self.kind.min_vertices() {
            self.done.push(Primitive {
                kind: self.kind,
                vertices,
            });
        }
    }
}
