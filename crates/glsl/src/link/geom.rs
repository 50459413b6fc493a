//! Linking the parts GLSL 1.50 added: in/out interface blocks matched by
//! block name between stages (§4.3.7) and the layout declarations of the
//! geometry shader objects (§4.3.8.1, §4.3.8.2).

use super::{error, place, BlockSymbol};
use crate::diag::Diagnostic;
use crate::ir::StorageClass;
use crate::version::Stage;
use crate::ShaderObject;

/// The per-vertex type of a geometry input: `vec4` of `vec4[3]`.
pub(crate) fn element_type(type_name: &str) -> &str {
    match type_name.rfind('[') {
        Some(i) if type_name.ends_with(']') => &type_name[..i],
        _ => type_name,
    }
}

fn blocks(objects: &[ShaderObject], stage: Stage, class: StorageClass) -> Vec<&BlockSymbol> {
    objects
        .iter()
        .filter(|o| o.stage == stage)
        .flat_map(|o| &o.symbols.blocks)
        .filter(|b| b.class == class)
        .collect()
}

/// Input blocks of `consumer` need an output block of `producer` with the
/// same name and the same members (names and types, in order); instance
/// names may differ (GLSL 1.50 §4.3.7).
pub(crate) fn link_blocks(
    objects: &[ShaderObject],
    producer: Stage,
    consumer: Stage,
    items: &mut Vec<Diagnostic>,
) {
    let outputs = blocks(objects, producer, StorageClass::Output);
    for input in blocks(objects, consumer, StorageClass::Input) {
        match outputs.iter().find(|o| o.name == input.name) {
            None if input.statically_used => items.push(error(
                &input.at,
                format!(
                    "link error: {consumer} input block `{}` is not written by any {producer} shader output block",
                    input.name
                ),
            )),
            None => {}
            Some(o) if o.members != input.members => {
                let list = |b: &BlockSymbol| {
                    b.members
                        .iter()
                        .map(|(n, t)| format!("{t} {n};"))
                        .collect::<Vec<_>>()
                        .join(" ")
                };
                items.push(error(
                    &input.at,
                    format!(
                        "link error: {consumer} input block `{}` {{ {} }} does not match the {producer} output block {{ {} }} ({})",
                        input.name,
                        list(input),
                        list(o),
                        place(&o.at)
                    ),
                ));
            }
            // §4.3.7: "if a matching block is declared as an array, then
            // the array sizes must also match" (a geometry shader's input
            // block is the array of the vertices' blocks).
            Some(o) if consumer != Stage::Geometry && o.array != input.array => {
                let size = |a: Option<u32>| match a {
                    Some(n) => format!("an array of {n}"),
                    None => "not an array".to_string(),
                };
                items.push(error(
                    &input.at,
                    format!(
                        "link error: {consumer} input block `{}` is {} but the {producer} output block is {} ({})",
                        input.name,
                        size(input.array),
                        size(o.array),
                        place(&o.at)
                    ),
                ));
            }
            Some(_) => {}
        }
    }
}

/// The geometry objects of a program agree on their layouts, and together
/// declare an input primitive, an output primitive and `max_vertices`.
pub(crate) fn link_layouts(objects: &[ShaderObject], items: &mut Vec<Diagnostic>) {
    let geoms: Vec<&ShaderObject> = objects
        .iter()
        .filter(|o| o.stage == Stage::Geometry)
        .collect();
    let Some(first) = geoms.first() else {
        return;
    };
    let mut input = None;
    let mut output = None;
    let mut max_vertices = None;
    for o in &geoms {
        let Some(l) = o.symbols.geometry else {
            continue;
        };
        let at = &o.symbols.origin;
        if let Some(p) = l.input {
            match input {
                Some((q, _)) if q != p => items.push(error(
                    at,
                    format!("link error: input primitive `{p}` differs from `{q}` of another geometry shader object"),
                )),
                Some(_) => {}
                None => input = Some((p, at)),
            }
        }
        if let Some(p) = l.output {
            match output {
                Some(q) if q != p => items.push(error(
                    at,
                    format!("link error: output primitive `{p}` differs from `{q}` of another geometry shader object"),
                )),
                Some(_) => {}
                None => output = Some(p),
            }
        }
        if let Some(n) = l.max_vertices {
            match max_vertices {
                Some(m) if m != n => items.push(error(
                    at,
                    format!("link error: max_vertices = {n} differs from {m} of another geometry shader object"),
                )),
                Some(_) => {}
                None => max_vertices = Some(n),
            }
        }
    }
    let at = &first.symbols.origin;
    if input.is_none() {
        items.push(error(
            at,
            "link error: no geometry shader object declares an input primitive (e.g. `layout(triangles) in;`)".into(),
        ));
    }
    if output.is_none() {
        items.push(error(
            at,
            "link error: no geometry shader object declares an output primitive (e.g. `layout(triangle_strip) out;`)".into(),
        ));
    }
    if max_vertices.is_none() {
        items.push(error(
            at,
            "link error: no geometry shader object declares `max_vertices`".into(),
        ));
    }
    // Unsized input arrays of objects without the input layout take its
    // size; sized ones must match it (§4.3.8.1).
    if let Some((p, _)) = input {
        for o in &geoms {
            for g in o
                .symbols
                .globals
                .iter()
                .filter(|g| g.class == StorageClass::Input)
            {
                let n = g
                    .type_name
                    .rsplit_once('[')
                    .and_then(|(_, s)| s.strip_suffix(']'))
                    .and_then(|s| s.parse::<u32>().ok());
                if let Some(n) = n.filter(|n| *n != 0 && *n != p.vertices()) {
                    items.push(error(
                        &g.at,
                        format!(
                            "link error: geometry input `{}` has {n} elements but the input primitive `{p}` has {}",
                            g.name,
                            p.vertices()
                        ),
                    ));
                }
            }
        }
    }
}
