//! Geometry shader facts (GLSL 1.50 and 3.30 §4.3.8.1, §4.3.8.2, §8.10):
//! the input and output primitives of the layout qualifiers, the layout of
//! a geometry shader, and the two built-in functions that emit.

use crate::ir::FunctionId;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The input primitive of `layout(<primitive>) in;` (GLSL 1.50 §4.3.8.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InputPrimitive {
    /// `points`: one vertex.
    Points,
    /// `lines`: two vertices.
    Lines,
    /// `lines_adjacency`: four vertices.
    LinesAdjacency,
    /// `triangles`: three vertices.
    Triangles,
    /// `triangles_adjacency`: six vertices.
    TrianglesAdjacency,
}

impl InputPrimitive {
    /// Every input primitive, in the specification's order.
    pub const ALL: [InputPrimitive; 5] = [
        InputPrimitive::Points,
        InputPrimitive::Lines,
        InputPrimitive::LinesAdjacency,
        InputPrimitive::Triangles,
        InputPrimitive::TrianglesAdjacency,
    ];

    /// The layout qualifier identifier.
    pub fn name(self) -> &'static str {
        match self {
            InputPrimitive::Points => "points",
            InputPrimitive::Lines => "lines",
            InputPrimitive::LinesAdjacency => "lines_adjacency",
            InputPrimitive::Triangles => "triangles",
            InputPrimitive::TrianglesAdjacency => "triangles_adjacency",
        }
    }

    /// The input primitive of a layout qualifier identifier.
    pub fn from_name(name: &str) -> Option<InputPrimitive> {
        Self::ALL.into_iter().find(|p| p.name() == name)
    }

    /// Vertices per input primitive: the size of `gl_in[]` and of every
    /// geometry shader input array (the table of GLSL 1.50 §4.3.8.1).
    pub fn vertices(self) -> u32 {
        match self {
            InputPrimitive::Points => 1,
            InputPrimitive::Lines => 2,
            InputPrimitive::LinesAdjacency => 4,
            InputPrimitive::Triangles => 3,
            InputPrimitive::TrianglesAdjacency => 6,
        }
    }
}

/// The output primitive of `layout(<primitive>, max_vertices = N) out;`
/// (GLSL 1.50 §4.3.8.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OutputPrimitive {
    /// `points`.
    Points,
    /// `line_strip`.
    LineStrip,
    /// `triangle_strip`.
    TriangleStrip,
}

impl OutputPrimitive {
    /// Every output primitive, in the specification's order.
    pub const ALL: [OutputPrimitive; 3] = [
        OutputPrimitive::Points,
        OutputPrimitive::LineStrip,
        OutputPrimitive::TriangleStrip,
    ];

    /// The layout qualifier identifier.
    pub fn name(self) -> &'static str {
        match self {
            OutputPrimitive::Points => "points",
            OutputPrimitive::LineStrip => "line_strip",
            OutputPrimitive::TriangleStrip => "triangle_strip",
        }
    }

    /// The output primitive of a layout qualifier identifier.
    pub fn from_name(name: &str) -> Option<OutputPrimitive> {
        Self::ALL.into_iter().find(|p| p.name() == name)
    }

    /// Vertices a primitive needs before it is complete (a strip emits one
    /// more primitive per vertex after these).
    pub fn min_vertices(self) -> usize {
        match self {
            OutputPrimitive::Points => 1,
            OutputPrimitive::LineStrip => 2,
            OutputPrimitive::TriangleStrip => 3,
        }
    }
}

impl fmt::Display for InputPrimitive {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl fmt::Display for OutputPrimitive {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The layout a geometry shader object declares. Each part is `None` when
/// this object does not declare it (another object of the program may).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GeometryLayout {
    /// The input primitive (`layout(...) in;`).
    pub input: Option<InputPrimitive>,
    /// The output primitive (`layout(..., max_vertices = N) out;`).
    pub output: Option<OutputPrimitive>,
    /// The declared `max_vertices`.
    pub max_vertices: Option<u32>,
}

impl fmt::Display for GeometryLayout {
    /// `layout(triangles) in; layout(triangle_strip, max_vertices = 3) out;`
    /// with `?` for a part this object leaves to another.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let input = self.input.map_or("?", InputPrimitive::name);
        let output = self.output.map_or("?", OutputPrimitive::name);
        let max = self
            .max_vertices
            .map_or_else(|| "?".to_string(), |n| n.to_string());
        write!(
            f,
            "layout({input}) in; layout({output}, max_vertices = {max}) out;"
        )
    }
}

/// The geometry shader built-in functions of GLSL 1.50 §8.10. In the IR
/// they are [`crate::ir::StmtKind::Call`]s without arguments or result whose
/// `function` is [`GeometryOp::id`]: ids past every function a module can
/// hold ([`crate::ir::Module::functions`] never reaches them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GeometryOp {
    /// `EmitVertex()`: the current values of the outputs become a vertex
    /// of the current output primitive; the outputs become undefined.
    EmitVertex,
    /// `EndPrimitive()`: the current output primitive is complete; the next
    /// vertex starts a new one.
    EndPrimitive,
}

impl GeometryOp {
    /// The function's GLSL name.
    pub fn name(self) -> &'static str {
        match self {
            GeometryOp::EmitVertex => "EmitVertex",
            GeometryOp::EndPrimitive => "EndPrimitive",
        }
    }

    /// The operation of a GLSL function name.
    pub fn from_name(name: &str) -> Option<GeometryOp> {
        match name {
            "EmitVertex" => Some(GeometryOp::EmitVertex),
            "EndPrimitive" => Some(GeometryOp::EndPrimitive),
            _ => None,
        }
    }

    /// The reserved function id of the operation in `StmtKind::Call`.
    pub fn id(self) -> FunctionId {
        match self {
            GeometryOp::EmitVertex => FunctionId::new(u32::MAX),
            GeometryOp::EndPrimitive => FunctionId::new(u32::MAX - 1),
        }
    }

    /// The operation a `StmtKind::Call` to `function` performs, if it is one.
    pub fn from_id(function: FunctionId) -> Option<GeometryOp> {
        [GeometryOp::EmitVertex, GeometryOp::EndPrimitive]
            .into_iter()
            .find(|op| op.id() == function)
    }
}

/// The largest `max_vertices` (the minimum maximum of
/// `gl_MaxGeometryOutputVertices`, GLSL 1.50 §7.4).
pub const MAX_GEOMETRY_OUTPUT_VERTICES: u32 = 256;
