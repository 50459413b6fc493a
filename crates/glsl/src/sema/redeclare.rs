//! Redeclarations of built-in variables that change their qualifiers:
//! `gl_FragCoord` with `origin_upper_left`/`pixel_center_integer` (GLSL
//! 1.50 and 3.30 section 4.3.8.1) and the colour varyings of the
//! compatibility profile with an interpolation qualifier (GLSL 1.30 section
//! 4.3.9, 1.50 compatibility section 4.3.9). Every other redeclaration of a
//! `gl_` name stays an error (reserved names, section 3.7).

use super::expr::Pv;
use super::quals::{Quals, Storage};
use super::{Analyzer, VarSym};
use crate::ir::{Access, Root, StorageClass};
use crate::types::{ScalarKind, Type};
use crate::version::Stage;

/// Compatibility colours that take an interpolation qualifier, with the stage
/// where they can be redeclared and whether they are outputs there.
const COLOURS: &[(&str, Stage, bool)] = &[
    ("gl_FrontColor", Stage::Vertex, true),
    ("gl_BackColor", Stage::Vertex, true),
    ("gl_FrontSecondaryColor", Stage::Vertex, true),
    ("gl_BackSecondaryColor", Stage::Vertex, true),
    ("gl_Color", Stage::Fragment, false),
    ("gl_SecondaryColor", Stage::Fragment, false),
];

impl Analyzer<'_> {
    /// A global declaration naming `gl_FragCoord` or a compatibility colour:
    /// checks and applies the redeclaration. False for any other name (the
    /// caller reports it as a reserved name).
    pub(crate) fn redeclare_builtin(
        &mut self,
        q: &Quals,
        ty: &Type,
        name: &str,
        off: usize,
    ) -> bool {
        if name == "gl_FragCoord" && self.stage == Stage::Fragment {
            if !self.require_desktop(150, off, "redeclaring `gl_FragCoord`") {
                return true;
            }
            self.redeclared(q, ty, name, false, off, false);
            return true;
        }
        let Some(&(_, stage, output)) = COLOURS.iter().find(|c| c.0 == name) else {
            return false;
        };
        if stage != self.stage || !self.version.has_compatibility() {
            return false;
        }
        if !self.require_desktop(130, off, "redeclaring a colour built-in") {
            return true;
        }
        self.redeclared(q, ty, name, output, off, true);
        true
    }

    /// The shared checks: storage matching the built-in (`in`/`out`, or
    /// `varying`), type `vec4`, only the qualifiers the redeclaration allows,
    /// and no use before it (1.50 section 4.3.8.1: "must be redeclared
    /// before use").
    fn redeclared(
        &mut self,
        q: &Quals,
        ty: &Type,
        name: &str,
        output: bool,
        off: usize,
        colour: bool,
    ) {
        let storage_ok = match q.storage.map(|s| s.0) {
            Some(Storage::In) => !output,
            Some(Storage::Out) => output,
            Some(Storage::Varying) => true,
            _ => false,
        };
        let expected = if output { "out" } else { "in" };
        if !storage_ok {
            self.error(
                off,
                format!("`{name}` must be redeclared as `{expected} vec4 {name}`"),
            );
            return;
        }
        if *ty != Type::Vector(ScalarKind::Float, 4) {
            let msg = format!(
                "`{name}` must be redeclared with type `vec4`, not `{}`",
                self.type_name(ty)
            );
            self.error(off, msg);
            return;
        }
        if !colour && q.interpolation.is_some() {
            self.error(
                off,
                format!("`{name}` cannot be redeclared with an interpolation qualifier"),
            );
        }
        if colour {
            if let Some(l) = q.frag_coord_layout {
                self.error(
                    l,
                    "`origin_upper_left` and `pixel_center_integer` apply only to `gl_FragCoord`",
                );
            }
        }
        if q.location.is_some() || q.precision.is_some() {
            self.error(
                off,
                format!(
                    "`{name}`: only the qualifiers of the built-in may change in a redeclaration"
                ),
            );
        }
        let Some(VarSym {
            root: Root::Global(g),
            ..
        }) = self.builtin_var(name, off)
        else {
            return;
        };
        let Some(gl) = self.globals.get(g.index()) else {
            return;
        };
        let class = if output {
            StorageClass::Output
        } else {
            StorageClass::Input
        };
        if gl.class != class {
            return;
        }
        if !colour {
            // GLSL 1.50 §4.3.8.1: every redeclaration of `gl_FragCoord` has
            // the same set of qualifiers, and only the first must come
            // before its uses.
            let layout = (q.origin_upper_left, q.pixel_center_integer);
            if let Some((first, _)) = self.frag_coord_redeclared {
                if first != layout {
                    self.error(
                        off,
                        "`gl_FragCoord` is redeclared with other layout qualifiers than its first redeclaration",
                    );
                }
                return;
            }
            self.frag_coord_redeclared = Some((layout, off));
        }
        let used = self.init_uses.contains(&g) || self.fn_globals.iter().any(|s| s.contains(&g));
        if used {
            self.error(off, format!("`{name}` is redeclared after its first use"));
            return;
        }
        let gl = &mut self.globals[g.index()];
        if let Some((i, _)) = q.interpolation {
            gl.interpolation = Some(i);
        }
        gl.centroid |= q.centroid;
        gl.invariant |= q.invariant;
    }

    /// `origin_upper_left` / `pixel_center_integer` on anything other than a
    /// redeclaration of `gl_FragCoord` (GLSL 1.50 section 4.3.8.1).
    pub(crate) fn check_frag_coord_layout(&mut self, q: &Quals, name: &str) {
        if let Some(l) = q.frag_coord_layout {
            self.error(
                l,
                format!("`origin_upper_left` and `pixel_center_integer` apply only to `gl_FragCoord`, not `{name}`"),
            );
        }
    }

    /// The value is `gl_ClipDistance` while still unsized: "predeclared as
    /// unsized and must be sized by the shader either redeclaring it with a
    /// size or indexing it only with integral constant expressions" (GLSL
    /// 1.30 §7.1), and `gl_in[i].gl_ClipDistance`, whose size is never
    /// declared (GLSL 1.50 §7.1). Such an array takes no `.length()` and no
    /// index that is not constant.
    pub(crate) fn unsized_builtin_array(&self, pv: &Pv) -> bool {
        let Pv::Place { place, .. } = pv else {
            return false;
        };
        let Root::Global(g) = place.root else {
            return false;
        };
        let is = |name: &str| self.builtin_globals.get(name) == Some(&g);
        match place.path.last() {
            None => !self.clip_distance_sized && is("gl_ClipDistance"),
            Some(Access::Member(m)) => {
                is("gl_in")
                    && self.geom.per_vertex.is_some_and(|s| {
                        self.structs[s as usize]
                            .members
                            .get(*m as usize)
                            .is_some_and(|m| m.name == "gl_ClipDistance")
                    })
            }
            Some(_) => false,
        }
    }
}
