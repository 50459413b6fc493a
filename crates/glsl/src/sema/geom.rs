//! Geometry shaders (GLSL 1.50 and 3.30): the input and output layout
//! declarations (§4.3.8.1, §4.3.8.2), input arrays sized by the input
//! primitive (§4.3.4), `gl_in[]` (§7.1) and `EmitVertex()`/`EndPrimitive()`
//! (§8.10).

use super::quals::{GeomLayoutId, Quals, Storage};
use super::{Analyzer, Symbol, VarSym};
use crate::builtins::geom::{per_vertex_members, PER_VERTEX};
use crate::geometry::{
    GeometryLayout, GeometryOp, InputPrimitive, OutputPrimitive, MAX_GEOMETRY_OUTPUT_VERTICES,
};
use crate::ir::*;
use crate::syntax::ast;
use crate::types::{StructDef, StructMember, Type};
use crate::version::Stage;

/// The layout qualifier identifiers of geometry shaders (GLSL 1.50 §4.3.8).
const LAYOUT_IDS: [&str; 8] = [
    "points",
    "lines",
    "lines_adjacency",
    "triangles",
    "triangles_adjacency",
    "line_strip",
    "triangle_strip",
    "max_vertices",
];

/// What the geometry stage has declared so far.
#[derive(Clone, Debug, Default)]
pub(crate) struct GeomState {
    pub input: Option<(InputPrimitive, usize)>,
    pub output: Option<(OutputPrimitive, usize)>,
    pub max_vertices: Option<(u32, usize)>,
    /// Input arrays declared without a size before the input layout.
    pub unsized_inputs: Vec<(GlobalId, usize)>,
    /// Input arrays declared with a size: the first, to compare the others
    /// and a later input layout with.
    pub sized_input: Option<(u32, GlobalId, usize)>,
    /// The `gl_PerVertex` struct, once `gl_in` is used.
    pub per_vertex: Option<u32>,
}

impl GeomState {
    pub fn layout(&self) -> GeometryLayout {
        GeometryLayout {
            input: self.input.map(|i| i.0),
            output: self.output.map(|o| o.0),
            max_vertices: self.max_vertices.map(|m| m.0),
        }
    }
}

fn vertices(n: u32) -> String {
    match n {
        1 => "1 vertex".into(),
        n => format!("{n} vertices"),
    }
}

pub(crate) fn is_layout_id(name: &str) -> bool {
    LAYOUT_IDS.contains(&name)
}

impl Analyzer<'_> {
    /// The geometry stage exists from GLSL 1.50 (§2.3).
    pub(crate) fn check_stage_version(&mut self) {
        if self.stage == Stage::Geometry && !self.version.desktop_at_least(150) {
            let msg = format!(
                "geometry shaders require GLSL 1.50 (this shader is {})",
                self.version_name()
            );
            self.error(0, msg);
        }
    }

    /// One geometry layout identifier inside `layout(...)` (collected by
    /// `quals`, applied by [`Analyzer::qualifier_only`]).
    pub(crate) fn geom_layout_id(
        &mut self,
        out: &mut Quals,
        name: &str,
        value: Option<&ast::Expr>,
        offset: usize,
    ) {
        let Some(name) = LAYOUT_IDS.iter().copied().find(|n| *n == name) else {
            return;
        };
        let value = match (name, value) {
            ("max_vertices", Some(e)) => match self.const_uint(e, "max_vertices") {
                Some(v) => Some(v),
                None => return,
            },
            ("max_vertices", None) => {
                self.error(offset, "`max_vertices` needs a value");
                return;
            }
            (_, Some(_)) => {
                self.error(offset, format!("`{name}` takes no value"));
                return;
            }
            (_, None) => None,
        };
        out.geometry.push(GeomLayoutId {
            name,
            value,
            offset,
        });
    }

    /// Geometry layout identifiers apply only to `in;` and `out;`.
    pub(crate) fn reject_geometry_layout(&mut self, q: &Quals) {
        for id in &q.geometry {
            let msg = format!(
                "`layout({})` applies only to a declaration of `in` or `out` alone (e.g. `layout({}) in;`)",
                id.name, id.name
            );
            self.error(id.offset, msg);
        }
    }

    /// A declaration of qualifiers alone (`layout(triangles) in;`). Returns
    /// false when it is not a geometry layout declaration.
    pub(crate) fn qualifier_only(&mut self, tq: &ast::TypeQualifier) -> bool {
        let q = self.quals(Some(tq));
        if q.geometry.is_empty() {
            return false;
        }
        self.reject_block_layout(&q);
        if self.scopes.len() > 1 {
            let first = &q.geometry[0];
            let msg = format!(
                "`layout({})` declarations must be at global scope",
                first.name
            );
            self.error(first.offset, msg);
            return true;
        }
        if self.stage != Stage::Geometry {
            let first = &q.geometry[0];
            let msg = format!(
                "`layout({})` is only allowed in geometry shaders",
                first.name
            );
            self.error(first.offset, msg);
            return true;
        }
        let off = self.off(tq.span);
        match q.storage.map(|s| s.0) {
            Some(Storage::In) => {
                // One input primitive per layout qualifier (GLSL 1.50
                // §4.3.8.1 gives a single primitive identifier).
                let mut prims = q
                    .geometry
                    .iter()
                    .filter(|id| InputPrimitive::from_name(id.name).is_some());
                if let (Some(_), Some(second)) = (prims.next(), prims.next()) {
                    self.error(
                        second.offset,
                        "an input layout qualifier names one input primitive",
                    );
                }
                for id in &q.geometry {
                    match InputPrimitive::from_name(id.name) {
                        Some(p) => self.set_input_primitive(p, id.offset),
                        None if id.name == "max_vertices" => self.error(
                            id.offset,
                            "`max_vertices` is an output layout qualifier (`layout(max_vertices = N) out;`)",
                        ),
                        None => {
                            let msg = format!(
                                "`{}` is not a geometry input primitive (points, lines, lines_adjacency, triangles, triangles_adjacency)",
                                id.name
                            );
                            self.error(id.offset, msg);
                        }
                    }
                }
            }
            Some(Storage::Out) => {
                for id in &q.geometry {
                    if id.name == "max_vertices" {
                        if let Some(n) = id.value {
                            self.set_max_vertices(n, id.offset);
                        }
                        continue;
                    }
                    match OutputPrimitive::from_name(id.name) {
                        Some(p) => self.set_output_primitive(p, id.offset),
                        None => {
                            let msg = format!(
                                "`{}` is not a geometry output primitive (points, line_strip, triangle_strip)",
                                id.name
                            );
                            self.error(id.offset, msg);
                        }
                    }
                }
            }
            _ => self.error(
                off,
                "geometry layout qualifiers apply to `in` (input primitive) or `out` (output primitive, max_vertices)",
            ),
        }
        true
    }

    fn set_input_primitive(&mut self, p: InputPrimitive, off: usize) {
        if let Some((prev, _)) = self.geom.input {
            if prev != p {
                let msg =
                    format!("input primitive `{p}` conflicts with the earlier `layout({prev}) in`");
                self.error(off, msg);
            }
            return;
        }
        self.geom.input = Some((p, off));
        let n = p.vertices();
        // Earlier sized input arrays must match (GLSL 1.50 §4.3.8.1).
        if let Some((size, g, goff)) = self.geom.sized_input {
            if size != n {
                let name = self.globals[g.index()].name.clone();
                let msg = format!(
                    "input array `{name}` has size {size}, but the input primitive `{p}` has {}",
                    vertices(n)
                );
                self.error(goff, msg);
            }
        }
        // Earlier unsized ones take its size.
        for (g, goff) in std::mem::take(&mut self.geom.unsized_inputs) {
            let max = self.unsized_arrays.remove(&g).and_then(|e| e.0);
            let name = self.globals[g.index()].name.clone();
            if let Some(m) = max.filter(|m| *m >= n) {
                let msg = format!(
                    "`{name}[{m}]`: index out of range for the input primitive `{p}` ({})",
                    vertices(n)
                );
                self.error(goff, msg);
            }
            self.resize_global(g, n);
        }
    }

    fn set_output_primitive(&mut self, p: OutputPrimitive, off: usize) {
        match self.geom.output {
            Some((prev, _)) if prev != p => {
                let msg = format!(
                    "output primitive `{p}` conflicts with the earlier `layout({prev}) out`"
                );
                self.error(off, msg);
            }
            Some(_) => {}
            None => self.geom.output = Some((p, off)),
        }
    }

    fn set_max_vertices(&mut self, n: u32, off: usize) {
        if n > MAX_GEOMETRY_OUTPUT_VERTICES {
            let msg = format!(
                "max_vertices = {n} exceeds gl_MaxGeometryOutputVertices ({MAX_GEOMETRY_OUTPUT_VERTICES})"
            );
            self.error(off, msg);
            return;
        }
        match self.geom.max_vertices {
            Some((prev, _)) if prev != n => {
                let msg =
                    format!("max_vertices = {n} conflicts with the earlier max_vertices = {prev}");
                self.error(off, msg);
            }
            Some(_) => {}
            None => self.geom.max_vertices = Some((n, off)),
        }
    }

    fn resize_global(&mut self, g: GlobalId, n: u32) {
        let gl = &mut self.globals[g.index()];
        if let Type::Array(e, _) = &gl.ty {
            gl.ty = Type::Array(e.clone(), n);
        }
        let ty = gl.ty.clone();
        let name = gl.name.clone();
        if let Some(Symbol::Var(v)) = self.scopes[0].get_mut(name.as_bytes()) {
            if v.root == Root::Global(g) {
                v.ty = ty;
            }
        }
    }

    /// The type of a geometry shader input (a variable or a block instance):
    /// it must be an array; an unsized one takes the input primitive's size,
    /// a sized one must match it (GLSL 1.50 §4.3.4, §4.3.8.1). `None` after
    /// an error.
    pub(crate) fn geom_input_type(&mut self, ty: Type, name: &str, off: usize) -> Option<Type> {
        let Type::Array(elem, size) = ty else {
            self.error(
                off,
                format!("`{name}`: geometry shader inputs must be arrays (e.g. `{name}[]`)"),
            );
            return None;
        };
        match (size, self.geom.input) {
            (0, Some((p, _))) => return Some(Type::Array(elem, p.vertices())),
            (0, None) => {}
            (n, Some((p, _))) if n != p.vertices() => {
                let msg = format!(
                    "`{name}`: input array size {n} does not match the input primitive `{p}` ({})",
                    vertices(p.vertices())
                );
                self.error(off, msg);
                return None;
            }
            (n, None) => match self.geom.sized_input {
                Some((first, _, _)) if first != n => {
                    let msg = format!(
                        "`{name}`: input array size {n} differs from the earlier input arrays' {first}"
                    );
                    self.error(off, msg);
                    return None;
                }
                _ => {}
            },
            _ => {}
        }
        Some(Type::Array(elem, size))
    }

    /// Record a geometry input declared as global `g` (after
    /// [`Analyzer::geom_input_type`]).
    pub(crate) fn geom_input_declared(&mut self, g: GlobalId, off: usize) {
        match self.globals[g.index()].ty {
            Type::Array(_, 0) => {
                self.geom.unsized_inputs.push((g, off));
                self.unsized_arrays.insert(g, (None, off));
            }
            Type::Array(_, n) if self.geom.input.is_none() && self.geom.sized_input.is_none() => {
                self.geom.sized_input = Some((n, g, off));
            }
            _ => {}
        }
    }

    /// `gl_in[]`: an input array of `gl_PerVertex`, sized by the input
    /// primitive (GLSL 1.50 §7.1); created on first use.
    pub(crate) fn gl_in(&mut self, offset: usize) -> VarSym {
        let read_only = Some("a shader input");
        if self.stage != Stage::Geometry {
            self.error(offset, "`gl_in` is only available in geometry shaders");
            return VarSym {
                root: Root::Global(super::NO_GLOBAL),
                ty: Type::Void,
                value: None,
                read_only,
            };
        }
        if let Some(id) = self.builtin_globals.get("gl_in") {
            let ty = self.globals[id.index()].ty.clone();
            return VarSym {
                root: Root::Global(*id),
                ty,
                value: None,
                read_only,
            };
        }
        let sid = match self.geom.per_vertex {
            Some(s) => s,
            None => {
                self.structs.push(StructDef {
                    name: PER_VERTEX.into(),
                    members: per_vertex_members(self.version)
                        .into_iter()
                        .map(|(name, ty)| StructMember {
                            name: name.into(),
                            ty,
                            precision: None,
                        })
                        .collect(),
                });
                let s = self.structs.len() as u32 - 1;
                self.geom.per_vertex = Some(s);
                s
            }
        };
        let size = self.geom.input.map_or(0, |(p, _)| p.vertices());
        let ty = Type::Array(Box::new(Type::Struct(sid)), size);
        let id = self.add_builtin_global("gl_in", ty.clone(), StorageClass::Input, None);
        if size == 0 {
            self.geom.unsized_inputs.push((id, offset));
            self.unsized_arrays.insert(id, (None, offset));
        }
        VarSym {
            root: Root::Global(id),
            ty,
            value: None,
            read_only,
        }
    }

    /// A call of `EmitVertex()` or `EndPrimitive()` (GLSL 1.50 §8.10).
    pub(crate) fn geometry_call(
        &mut self,
        op: GeometryOp,
        args: &[ast::Expr],
        off: usize,
    ) -> Option<Expr> {
        let name = op.name();
        if self.stage != Stage::Geometry {
            self.error(
                off,
                format!("`{name}` is only available in geometry shaders"),
            );
            return None;
        }
        if !args.is_empty() {
            self.error(off, format!("`{name}` takes no arguments"));
            return None;
        }
        self.emit(StmtKind::Call {
            function: op.id(),
            args: Vec::new(),
            result: None,
        });
        Some(Expr::new(
            Type::Void,
            ExprKind::Constant(Scalars::new()),
            self.span,
        ))
    }

    /// End of the unit: geometry inputs still unsized stay so in an object
    /// without an input layout (another object of the program declares
    /// it); a complete shader needs every layout (GLSL 1.50 §4.3.8).
    pub(crate) fn geom_finish(&mut self, complete: bool) {
        if self.stage != Stage::Geometry {
            return;
        }
        for (g, _) in std::mem::take(&mut self.geom.unsized_inputs) {
            self.unsized_arrays.remove(&g);
        }
        if !complete {
            return;
        }
        let end = self.map.text.len();
        if self.geom.input.is_none() {
            self.error(
                end,
                "a geometry shader needs an input primitive (e.g. `layout(triangles) in;`)",
            );
        }
        if self.geom.output.is_none() {
            self.error(
                end,
                "a geometry shader needs an output primitive (e.g. `layout(triangle_strip, max_vertices = 3) out;`)",
            );
        }
        if self.geom.max_vertices.is_none() {
            self.error(
                end,
                "a geometry shader needs `max_vertices` (e.g. `layout(points, max_vertices = 1) out;`)",
            );
        }
    }
}
