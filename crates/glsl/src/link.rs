//! Linking shader objects into a program (GLSL 1.50 §2.3 and §4.3.4,
//! ES 1.00 §2.9 and §4.3.5): per stage exactly one `main`, every called
//! function defined in one object, globals of the same name declared alike
//! in every object, and fragment inputs matched by vertex outputs.

use crate::diag::{Diagnostic, Diagnostics, Severity};
use crate::ir::{Block, Function, FunctionId, Global, GlobalId, StorageClass};
use crate::types::{Interpolation, StructDef, Type};
use crate::version::{Stage, Version};
use crate::ShaderObject;
use std::collections::BTreeSet;

mod geom;

/// A function as one object declares or defines it.
#[derive(Clone, Debug)]
pub struct FunctionSymbol {
    /// The function's name.
    pub name: String,
    /// Parameter types (overloads are told apart by them).
    pub params: Vec<String>,
    /// The return type (GLSL spelling).
    pub return_type: String,
    /// The object defines it (not only a prototype).
    pub defined: bool,
    /// Called from code of this object.
    pub called: bool,
    /// Where it is declared (a diagnostic without message).
    pub at: Diagnostic,
}

impl FunctionSymbol {
    fn signature(&self) -> String {
        format!("{}({})", self.name, self.params.join(", "))
    }
}

/// A user global variable of one object.
#[derive(Clone, Debug)]
pub struct GlobalSymbol {
    /// The variable's name.
    pub name: String,
    /// The type (GLSL spelling).
    pub type_name: String,
    /// The type with its structure members spelled out (see
    /// `Analyzer::type_layout`): shared uniforms must agree on it.
    pub layout: String,
    /// Input, output, uniform, ...
    pub class: StorageClass,
    /// Interpolation qualifier as written (`None` is smooth by default).
    pub interpolation: Option<Interpolation>,
    /// Statically used by the object's code.
    pub statically_used: bool,
    /// Where it is declared (a diagnostic without message).
    pub at: Diagnostic,
    /// The in/out block it is (an instance) or belongs to (a member of a
    /// block without instance name); such globals match by block.
    pub block: Option<String>,
    /// Declared without a size (GLSL 1.10 §4.1.9): the largest constant
    /// index this object uses + 1, 0 if it uses none. The linker sizes
    /// the array over every object of the stage.
    pub implicit_len: Option<u32>,
    /// The outermost array length of the type, for an array.
    pub array_len: Option<u32>,
}

/// An in/out or uniform interface block of one object (GLSL 1.50
/// §4.3.7): stages match blocks by block name, member by member.
#[derive(Clone, Debug)]
pub struct BlockSymbol {
    /// The block name.
    pub name: String,
    /// Input, output or uniform.
    pub class: StorageClass,
    /// Members as (name, type), the type after the member's qualifiers
    /// that must match (`flat vec4`, `layout(row_major) mat4`).
    pub members: Vec<(String, String)>,
    /// The instance name, if any.
    pub instance: Option<String>,
    /// The instance's array size (0 unsized), if it is an array.
    pub array: Option<u32>,
    /// A uniform block's packing (`layout(shared)`); empty for in/out.
    pub layout: String,
    /// A member is statically used by the object's code.
    pub statically_used: bool,
    /// Where it is declared (a diagnostic without message).
    pub at: Diagnostic,
}

/// How a fragment shader object uses `gl_FragCoord` (GLSL 1.50 §4.3.8.1).
#[derive(Clone, Debug)]
pub struct FragCoordSymbol {
    /// Its redeclaration: the layout qualifiers as written in canonical
    /// order (`layout(origin_upper_left)`, empty for none) and where.
    pub redeclared: Option<(String, Diagnostic)>,
    /// Statically used by the object's code.
    pub used: bool,
    /// Where it is first used, or the start of the object.
    pub at: Diagnostic,
}

/// An object's use of the built-in output block `gl_PerVertex` (GLSL 1.50
/// §7.1): "If multiple shaders using members of a built-in block belonging
/// to the same interface are linked together in the same program, they
/// must all redeclare the built-in block in the same way".
#[derive(Clone, Debug, Default)]
pub struct PerVertexSymbol {
    /// The members its redeclaration keeps, in order, and where.
    pub redeclared: Option<(Vec<String>, Diagnostic)>,
    /// The object names a member of the block.
    pub used: bool,
}

/// What an object offers to and needs from the others at link time.
#[derive(Clone, Debug)]
pub struct ObjectSymbols {
    /// User functions declared or defined, in source order.
    pub functions: Vec<FunctionSymbol>,
    /// User globals, in declaration order.
    pub globals: Vec<GlobalSymbol>,
    /// The start of the object (for errors of the whole stage).
    pub origin: Diagnostic,
    /// Interface blocks: in, out and uniform.
    pub blocks: Vec<BlockSymbol>,
    /// A geometry shader object's layout declarations.
    pub geometry: Option<crate::geometry::GeometryLayout>,
    /// A fragment shader object's `gl_FragCoord`.
    pub frag_coord: Option<FragCoordSymbol>,
    /// A vertex or geometry object's use of the `gl_PerVertex` outputs.
    pub per_vertex: PerVertexSymbol,
    /// The object's IR, for [`crate::link_program`].
    pub(crate) ir: Option<std::sync::Arc<ObjectIr>>,
}

/// A function of one object as the linker sees it.
#[derive(Clone, Debug)]
pub(crate) struct FnInfo {
    pub defined: bool,
    /// Parameter types (the signature).
    pub params: Vec<Type>,
    pub at: Diagnostic,
    pub calls: BTreeSet<FunctionId>,
    pub globals: BTreeSet<GlobalId>,
}

/// The analysed IR of one shader object, kept for [`link_program`].
#[derive(Clone, Debug)]
pub(crate) struct ObjectIr {
    pub version: Version,
    pub extensions: Vec<String>,
    pub structs: Vec<StructDef>,
    pub globals: Vec<Global>,
    /// As analysed, `main`'s body without the global initialisers; empty
    /// when the object has a module, whose functions are these with the
    /// initialisers prepended to `main` (see `program::object_functions`).
    pub functions: Vec<Function>,
    pub fns: Vec<FnInfo>,
    /// User-declared globals and where.
    pub user_globals: Vec<(GlobalId, Diagnostic)>,
    /// Global initialisers.
    pub init: Block,
    pub init_uses: BTreeSet<GlobalId>,
    pub init_calls: BTreeSet<FunctionId>,
    pub origin: Diagnostic,
}

pub(crate) fn error(at: &Diagnostic, message: String) -> Diagnostic {
    Diagnostic {
        severity: Severity::Error,
        message,
        ..at.clone()
    }
}

/// `file:line:col` of a declaration.
pub(crate) fn place(at: &Diagnostic) -> String {
    format!("{}:{}:{}", at.file, at.line, at.column)
}

fn class_name(c: StorageClass) -> &'static str {
    match c {
        StorageClass::Input => "input",
        StorageClass::Output => "output",
        StorageClass::Uniform => "uniform",
        StorageClass::Constant => "constant",
        _ => "global",
    }
}

/// Link the objects of one program (any stages, several objects per
/// stage). Errors carry the location of the declaration concerned; an
/// error without one (no `main`) points at the first object of the stage.
pub fn link(objects: &[ShaderObject]) -> Result<(), Diagnostics> {
    let mut items = Vec::new();
    for stage in [Stage::Vertex, Stage::Geometry, Stage::Fragment] {
        let objs: Vec<&ShaderObject> = objects.iter().filter(|o| o.stage == stage).collect();
        if objs.is_empty() {
            continue;
        }
        link_stage(stage, &objs, &mut items);
    }
    // Each stage's outputs feed the next stage present.
    let has = |s: Stage| objects.iter().any(|o| o.stage == s);
    if has(Stage::Geometry) {
        link_interface(objects, Stage::Vertex, Stage::Geometry, &mut items);
        link_interface(objects, Stage::Geometry, Stage::Fragment, &mut items);
        geom::link_layouts(objects, &mut items);
    } else {
        link_interface(objects, Stage::Vertex, Stage::Fragment, &mut items);
    }
    link_uniforms(objects, &mut items);
    link_frag_coord(objects, &mut items);
    if items.is_empty() {
        Ok(())
    } else {
        Err(Diagnostics { items })
    }
}

fn link_stage(stage: Stage, objs: &[&ShaderObject], items: &mut Vec<Diagnostic>) {
    let funcs: Vec<&FunctionSymbol> = objs.iter().flat_map(|o| &o.symbols.functions).collect();
    // main: exactly one definition.
    let mains: Vec<&&FunctionSymbol> = funcs
        .iter()
        .filter(|f| f.name == "main" && f.defined && f.params.is_empty())
        .collect();
    match mains.as_slice() {
        [] => {
            let at = &objs[0].symbols.origin;
            items.push(error(
                at,
                format!("link error: no {stage} shader object defines `void main()`"),
            ));
        }
        [_] => {}
        [first, rest @ ..] => {
            for m in rest {
                items.push(error(
                    &m.at,
                    format!(
                        "link error: `main` is defined more than once in the {stage} stage (also at {})",
                        place(&first.at)
                    ),
                ));
            }
        }
    }
    // Each signature defined at most once; declarations agree on the return type.
    for (i, f) in funcs.iter().enumerate() {
        let sig = f.signature();
        for g in &funcs[..i] {
            if g.signature() != sig {
                continue;
            }
            if f.defined && g.defined && f.name != "main" {
                items.push(error(
                    &f.at,
                    format!(
                        "link error: function `{sig}` is defined more than once (also at {})",
                        place(&g.at)
                    ),
                ));
                break;
            }
            if f.return_type != g.return_type {
                items.push(error(
                    &f.at,
                    format!(
                        "link error: function `{sig}` returns `{}` here but `{}` at {}",
                        f.return_type,
                        g.return_type,
                        place(&g.at)
                    ),
                ));
                break;
            }
        }
    }
    // Called functions must be defined somewhere.
    for f in funcs.iter().filter(|f| f.called && !f.defined) {
        let sig = f.signature();
        if !funcs.iter().any(|g| g.defined && g.signature() == sig) {
            items.push(error(
                &f.at,
                format!("link error: function `{sig}` is called but not defined in any {stage} shader object"),
            ));
        }
    }
    // Globals of one name agree in type and storage.
    let globals: Vec<&GlobalSymbol> = objs.iter().flat_map(|o| &o.symbols.globals).collect();
    for (i, g) in globals.iter().enumerate() {
        if let Some(h) = globals[..i].iter().find(|h| h.name == g.name) {
            // An array declared without a size matches any size of its
            // element type; its size is checked below.
            let same_type = if g.implicit_len.is_some() || h.implicit_len.is_some() {
                element_type_name(&g.type_name) == element_type_name(&h.type_name)
            } else {
                h.type_name == g.type_name
            };
            if !same_type || h.class != g.class {
                items.push(error(
                    &g.at,
                    format!(
                        "link error: conflicting declarations of `{}`: {} `{}` here, {} `{}` at {}",
                        g.name,
                        class_name(g.class),
                        g.type_name,
                        class_name(h.class),
                        h.type_name,
                        place(&h.at)
                    ),
                ));
            }
        }
    }
    implicit_sizes(&globals, items);
    per_vertex_alike(stage, objs, items);
    // GLSL 1.50 §4.3.7: an in/out block declared in several objects of a
    // stage is one block: the same members, qualification and array size.
    let blocks: Vec<&BlockSymbol> = objs
        .iter()
        .flat_map(|o| &o.symbols.blocks)
        .filter(|b| b.class != StorageClass::Uniform)
        .collect();
    for (i, b) in blocks.iter().enumerate() {
        let first = blocks[..i]
            .iter()
            .find(|a| a.name == b.name && a.class == b.class);
        if let Some(why) = first.and_then(|a| block_mismatch(a, b)) {
            items.push(error(
                &b.at,
                format!(
                    "link error: {} block `{}` is declared differently in two {stage} shader objects: {why}",
                    class_name(b.class),
                    b.name
                ),
            ));
        }
    }
}

/// The objects of a stage that use `gl_PerVertex` members all redeclare
/// the block alike, if one does.
fn per_vertex_alike(stage: Stage, objs: &[&ShaderObject], items: &mut Vec<Diagnostic>) {
    let Some((kept, first)) = objs
        .iter()
        .find_map(|o| o.symbols.per_vertex.redeclared.as_ref())
    else {
        return;
    };
    for o in objs {
        let pv = &o.symbols.per_vertex;
        match &pv.redeclared {
            Some((k, at)) if k != kept => items.push(error(
                at,
                format!(
                    "link error: `gl_PerVertex` is redeclared differently in two {stage} shader objects (also at {})",
                    place(first)
                ),
            )),
            None if pv.used => items.push(error(
                &o.symbols.origin,
                format!(
                    "link error: this {stage} shader object uses `gl_PerVertex` members without redeclaring the block as at {}",
                    place(first)
                ),
            )),
            _ => {}
        }
    }
}

/// `vec4` of `vec4[3]` or `vec4[0]`: the type name without its outermost
/// array size.
fn element_type_name(name: &str) -> &str {
    match name.rfind('[') {
        Some(i) if name.ends_with(']') => &name[..i],
        _ => name,
    }
}

/// The length a global array declared without a size takes at link time
/// (GLSL 1.20 §4.1.9): the size another object of the stage declares, or
/// else the largest constant index any object uses + 1. `None` when no
/// declaration of `name` is implicitly sized.
pub(crate) fn linked_length<'g>(
    decls: impl Iterator<Item = &'g GlobalSymbol> + Clone,
) -> Option<u32> {
    if !decls.clone().any(|g| g.implicit_len.is_some()) {
        return None;
    }
    let declared = decls
        .clone()
        .find(|g| g.implicit_len.is_none())
        .and_then(|g| g.array_len);
    declared.or_else(|| decls.filter_map(|g| g.implicit_len).max())
}

/// Implicitly sized arrays: an index another object's declared size does
/// not hold, or an array no object sizes nor indexes.
fn implicit_sizes(globals: &[&GlobalSymbol], items: &mut Vec<Diagnostic>) {
    for (i, g) in globals.iter().enumerate() {
        if globals[..i].iter().any(|h| h.name == g.name) {
            continue;
        }
        let decls = globals.iter().copied().filter(|h| h.name == g.name);
        let Some(len) = linked_length(decls.clone()) else {
            continue;
        };
        if len == 0 {
            items.push(error(
                &g.at,
                format!(
                    "link error: `{}`: unsized array is never sized nor indexed",
                    g.name
                ),
            ));
            continue;
        }
        let Some(sized) = decls.clone().find(|h| h.implicit_len.is_none()) else {
            continue;
        };
        for h in decls.filter(|h| h.implicit_len.is_some_and(|n| n > len)) {
            items.push(error(
                &h.at,
                format!(
                    "link error: `{}` is indexed with {} here, but declared with {len} elements at {}",
                    h.name,
                    h.implicit_len.unwrap_or(0) - 1,
                    place(&sized.at)
                ),
            ));
        }
    }
}

/// How two declarations of one block differ (GLSL 1.50 §4.3.7: "Matched
/// block names within an interface ... must match in terms of having the
/// same number of declarations with the same sequence of types and the
/// same sequence of member names, as well as having the same member-wise
/// layout qualification ... if a matching block is declared as an array,
/// then the array sizes must also match"), or `None`. An unsized array (a
/// geometry input sized by its layout) matches any size.
pub(crate) fn block_mismatch(a: &BlockSymbol, b: &BlockSymbol) -> Option<String> {
    let list = |b: &BlockSymbol| {
        let members: Vec<String> = b.members.iter().map(|(n, t)| format!("{t} {n};")).collect();
        let layout = if b.layout.is_empty() {
            String::new()
        } else {
            format!("{} ", b.layout)
        };
        format!(
            "{layout}{{ {} }}{}",
            members.join(" "),
            array_suffix(b.array)
        )
    };
    let arrays_match = match (a.array, b.array) {
        (Some(m), Some(n)) => m == n || m == 0 || n == 0,
        (x, y) => x == y,
    };
    if a.members != b.members || a.layout != b.layout || !arrays_match {
        Some(format!("{} here, {} at {}", list(b), list(a), place(&a.at)))
    } else {
        None
    }
}

fn array_suffix(array: Option<u32>) -> String {
    match array {
        Some(0) => "[]".into(),
        Some(n) => format!("[{n}]"),
        None => String::new(),
    }
}

/// Inputs the `consumer` stage reads need an output of the `producer`
/// stage of the same name and type (when both stages are linked); blocks
/// match by block name (`geom`). A geometry shader's inputs are
/// arrays of the producer's per-vertex outputs.
fn link_interface(
    objects: &[ShaderObject],
    producer: Stage,
    consumer: Stage,
    items: &mut Vec<Diagnostic>,
) {
    let of = |stage: Stage, class: StorageClass| -> Vec<&GlobalSymbol> {
        objects
            .iter()
            .filter(|o| o.stage == stage)
            .flat_map(|o| &o.symbols.globals)
            .filter(|g| g.class == class && g.block.is_none())
            .collect()
    };
    if !objects.iter().any(|o| o.stage == producer) {
        return;
    }
    geom::link_blocks(objects, producer, consumer, items);
    let outputs = of(producer, StorageClass::Output);
    for input in of(consumer, StorageClass::Input) {
        let input_type = match consumer {
            Stage::Geometry => geom::element_type(&input.type_name),
            _ => input.type_name.as_str(),
        };
        match outputs.iter().find(|o| o.name == input.name) {
            None if input.statically_used => items.push(error(
                &input.at,
                format!(
                    "link error: {consumer} input `{}` is not written by any {producer} shader output",
                    input.name
                ),
            )),
            Some(o) if o.type_name != input_type => items.push(error(
                &input.at,
                format!(
                    "link error: {consumer} input `{}` is `{}` but the {producer} output is `{}` ({})",
                    input.name,
                    input.type_name,
                    o.type_name,
                    place(&o.at)
                ),
            )),
            // GLSL 1.30-3.30 §4.3.9: interpolation qualifiers of a varying match.
            Some(o)
                if o.interpolation.unwrap_or(Interpolation::Smooth)
                    != input.interpolation.unwrap_or(Interpolation::Smooth) =>
            {
                items.push(error(
                    &input.at,
                    format!(
                        "link error: {consumer} input `{}` is {} but the {producer} output is {} ({})",
                        input.name,
                        interpolation_name(input.interpolation),
                        interpolation_name(o.interpolation),
                        place(&o.at)
                    ),
                ))
            }
            _ => {}
        }
    }
}

fn interpolation_name(i: Option<Interpolation>) -> &'static str {
    match i.unwrap_or(Interpolation::Smooth) {
        Interpolation::Smooth => "`smooth`",
        Interpolation::Flat => "`flat`",
        Interpolation::NoPerspective => "`noperspective`",
    }
}

/// A uniform declared in several stages is one variable: same type
/// (GLSL 1.50 §4.3.5), structures member by member with, in GLSL ES, the
/// members' precisions (ES 1.00 §4.3.4). Uniform blocks match by block
/// name, not by instance name, in every object of the program (§4.3.7:
/// "the application uses the block name to identify the block").
fn link_uniforms(objects: &[ShaderObject], items: &mut Vec<Diagnostic>) {
    let blocks: Vec<&BlockSymbol> = objects
        .iter()
        .flat_map(|o| &o.symbols.blocks)
        .filter(|b| b.class == StorageClass::Uniform)
        .collect();
    for (i, b) in blocks.iter().enumerate() {
        let first = blocks[..i].iter().find(|a| a.name == b.name);
        if let Some(why) = first.and_then(|a| block_mismatch(a, b)) {
            items.push(error(
                &b.at,
                format!(
                    "link error: uniform block `{}` is declared differently in two shader objects: {why}",
                    b.name
                ),
            ));
        }
    }
    let uniforms: Vec<(Stage, &GlobalSymbol)> = objects
        .iter()
        .flat_map(|o| o.symbols.globals.iter().map(move |g| (o.stage, g)))
        // An instance's name is not an interface name (§4.3.7).
        .filter(|(_, g)| g.class == StorageClass::Uniform && g.block.is_none())
        .collect();
    for (i, (stage, u)) in uniforms.iter().enumerate() {
        // Within one stage `link_stage` already compared them.
        if let Some((_, v)) = uniforms[..i]
            .iter()
            .find(|(s, v)| s != stage && v.name == u.name && v.layout != u.layout)
        {
            let (here, there) = if v.type_name == u.type_name {
                (&u.layout, &v.layout)
            } else {
                (&u.type_name, &v.type_name)
            };
            items.push(error(
                &u.at,
                format!(
                    "link error: uniform `{}` is `{here}` here but `{there}` at {}",
                    u.name,
                    place(&v.at)
                ),
            ));
        }
    }
}

/// GLSL 1.50 §4.3.8.1: "If gl_FragCoord is redeclared in any fragment
/// shader in a program, it must be redeclared in all the fragment shaders
/// in that program that have a static use gl_FragCoord. All
/// redeclarations of gl_FragCoord in all fragment shaders in a single
/// program must have the same set of qualifiers."
fn link_frag_coord(objects: &[ShaderObject], items: &mut Vec<Diagnostic>) {
    let uses: Vec<&FragCoordSymbol> = objects
        .iter()
        .filter(|o| o.stage == Stage::Fragment)
        .filter_map(|o| o.symbols.frag_coord.as_ref())
        .collect();
    let Some((layout, first)) = uses.iter().find_map(|u| u.redeclared.as_ref()) else {
        return;
    };
    let shown = |l: &str| {
        if l.is_empty() {
            "no layout qualifier".to_string()
        } else {
            format!("`{l}`")
        }
    };
    for u in &uses {
        match &u.redeclared {
            Some((l, at)) if l != layout => items.push(error(
                at,
                format!(
                    "link error: `gl_FragCoord` is redeclared with {} here but with {} at {} (every redeclaration in a program has the same qualifiers)",
                    shown(l),
                    shown(layout),
                    place(first)
                ),
            )),
            None if u.used => items.push(error(
                &u.at,
                format!(
                    "link error: this fragment shader object uses `gl_FragCoord` without redeclaring it, but it is redeclared at {} (every fragment shader object that uses it must then redeclare it)",
                    place(first)
                ),
            )),
            _ => {}
        }
    }
}
