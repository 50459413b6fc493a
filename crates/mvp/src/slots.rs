//! Slot allocation per the seed's tables (spec §5, §7.1) and linking.
//!
//! Order rules (the seed's slot numbers are unknown, so these are provisional):
//! * VS attribute inputs: user `in`/`attribute` in declaration order, one
//!   slot per vector, N per `matN`, n per `T[n]` (unused inputs keep theirs);
//!   or, for shaders using compatibility built-ins, those in the seed's order.
//! * VS outputs: `gl_Position` always in slot 0, other used built-ins in the
//!   seed's order, then user outputs in declaration order.
//! * FS inputs: used built-ins in the seed's order, then user inputs in
//!   declaration order; the system-input vec4 follows them.
//! * FS outputs: used built-ins in the seed's order (`gl_FragDepth`,
//!   `gl_FragColor`, `gl_FragData`), then user outputs in declaration order.
//!
//! Physical limit: 8 attribute-header entries and 8 vec4 per bank per stage.

use crate::abi::*;
use crate::attr_header::AttrFormat;
use crate::error::{InputError, LinkError, LinkErrorKind};
use crate::layout::{pack, pack_flat, registers, ConstantLayout, UniformPlace};
use crate::Error;
use gpubin_glsl::ir::{Module, StorageClass};
use gpubin_glsl::reflect::InterfaceVariable;
use gpubin_glsl::types::{Interpolation, Precision, ScalarKind, Type};
use gpubin_glsl::Value;
use serde::Serialize;
use std::collections::BTreeMap;

/// Seed order of VS built-in attribute inputs.
pub const VS_BUILTIN_INPUTS: &[&str] = &[
    "gl_Color",
    "gl_SecondaryColor",
    "gl_Normal",
    "gl_Vertex",
    "gl_MultiTexCoord0",
    "gl_MultiTexCoord1",
    "gl_MultiTexCoord2",
    "gl_MultiTexCoord3",
    "gl_MultiTexCoord4",
    "gl_MultiTexCoord5",
    "gl_MultiTexCoord6",
    "gl_MultiTexCoord7",
    "gl_FogCoord",
];
/// Seed order of VS built-in outputs (the list ends in "..."; the rest follow).
pub const VS_BUILTIN_OUTPUTS: &[&str] = &[
    "gl_Position",
    "gl_FrontColor",
    "gl_BackColor",
    "gl_FogFragCoord",
    "gl_PointSize",
    "gl_Layer",
    "gl_FrontSecondaryColor",
    "gl_BackSecondaryColor",
    "gl_TexCoord",
    "gl_ClipVertex",
    "gl_ClipDistance",
];
/// Seed order of FS built-in inputs.
pub const FS_BUILTIN_INPUTS: &[&str] = &[
    "gl_FragCoord",
    "gl_Color",
    "gl_PrimitiveID",
    "gl_FrontFacing",
    "gl_PointCoord",
    "gl_FogFragCoord",
    "gl_Layer",
    "gl_SecondaryColor",
    "gl_TexCoord",
    "gl_ClipDistance",
];
/// FS system inputs (one vec4 slot by inference).
pub const FS_SYSTEM_INPUTS: &[&str] = &["gl_SampleID", "gl_SamplePosition", "gl_SampleMaskIn"];
/// Seed order of FS built-in outputs.
pub const FS_BUILTIN_OUTPUTS: &[&str] = &["gl_FragDepth", "gl_FragColor", "gl_FragData"];

/// VS system inputs delivered as `vs_main` arguments.
pub const VS_SYSTEM_INPUTS: &[(&str, &str)] =
    &[("gl_VertexID", "index"), ("gl_InstanceID", "instance_id")];

/// Where a slot's data comes from or goes to.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SlotSource {
    /// VS attribute stream (header entry = slot).
    Attribute,
    /// A VS output interpolated into this FS input.
    Varying {
        /// The VS output slot it reads.
        vs_slot: u32,
    },
    /// Produced by the rasterizer (`gl_FragCoord`, `gl_FrontFacing`, ...).
    Rasterizer,
    /// The FS system-input vec4 (`gl_SampleID` .x, `gl_SamplePosition` .yz, `gl_SampleMaskIn` .w).
    System {
        /// The component of the system-input vec4.
        component: u32,
    },
    /// A shader output.
    Output,
}

/// One interface variable placed in slots.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SlotEntry {
    /// The variable's name.
    pub name: String,
    /// Its GLSL type, as written.
    #[serde(rename = "type")]
    pub type_name: String,
    /// First slot.
    pub slot: u32,
    /// Consecutive slots used.
    pub slots: u32,
    /// A built-in (`gl_*`).
    pub builtin: bool,
    /// Whether the shader statically uses it.
    pub used: bool,
    /// `layout(location)` as written (reported, not used for placement).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub location: Option<u32>,
    /// Header format of each slot (VS attribute inputs).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub format: Option<AttrFormat>,
    /// Where its data comes from or goes to.
    pub source: SlotSource,
    /// Its interpolation qualifier, if written (FS inputs).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub interpolation: Option<Interpolation>,
    /// Its type.
    #[serde(skip)]
    pub ty: Type,
}

/// Slots of one stage.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct StageSlots {
    /// The shader, as messages name it.
    pub file: String,
    /// Inputs in slot order.
    pub inputs: Vec<SlotEntry>,
    /// Outputs in slot order (`gl_Position` first in a VS).
    pub outputs: Vec<SlotEntry>,
    /// FS system inputs share one slot (`system_slot`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub system_slot: Option<u32>,
    /// Input slots used.
    pub input_slots: u32,
    /// Output slots used.
    pub output_slots: u32,
    /// The stage's constant buffer.
    pub constants: ConstantLayout,
}

impl StageSlots {
    /// The input `name`, if any.
    pub fn input(&self, name: &str) -> Option<&SlotEntry> {
        self.inputs.iter().find(|e| e.name == name)
    }
    /// The output `name`, if any.
    pub fn output(&self, name: &str) -> Option<&SlotEntry> {
        self.outputs.iter().find(|e| e.name == name)
    }
    /// Slots a bank must hold: inputs and outputs alias (spec §7.1).
    pub fn bank_slots(&self) -> u32 {
        self.input_slots.max(self.output_slots)
    }
}

/// The linked slot map of a VS/FS pair.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct SlotMap {
    /// The vertex stage.
    pub vs: StageSlots,
    /// The fragment stage.
    pub fs: StageSlots,
    /// Non-fatal findings, as text.
    pub warnings: Vec<String>,
}

/// Linking options.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LinkOptions {
    /// Reject what the seed leaves undefined: user and built-in attribute
    /// inputs together, integer attributes (spec §5.5, §7.10).
    pub strict: bool,
    /// The caller gives integer attributes their 32-bit patterns (the
    /// loader copies bits, spec §7.10), so strict mode accepts them.
    pub integer_attributes: bool,
}

impl Default for LinkOptions {
    fn default() -> Self {
        LinkOptions {
            strict: true,
            integer_attributes: false,
        }
    }
}

fn rank(list: &[&str], name: &str) -> usize {
    list.iter().position(|n| *n == name).unwrap_or(list.len())
}

fn entry(v: &InterfaceVariable, slot: u32, slots: u32, source: SlotSource) -> SlotEntry {
    SlotEntry {
        name: v.name.clone(),
        type_name: v.type_name.clone(),
        slot,
        slots,
        builtin: v.builtin,
        used: v.statically_used,
        location: v.location,
        format: None,
        source,
        interpolation: v.interpolation,
        ty: v.ty.clone(),
    }
}

/// Components per slot of an attribute type (for its header format).
fn slot_components(ty: &Type) -> u32 {
    match ty {
        Type::Scalar(_) => 1,
        Type::Vector(_, n) => u32::from(*n),
        Type::Matrix { rows, .. } => u32::from(*rows),
        Type::Array(e, _) => slot_components(e),
        _ => 4,
    }
}

fn base_kind(ty: &Type) -> Option<ScalarKind> {
    match ty {
        Type::Array(e, _) => base_kind(e),
        t => t.scalar_kind(),
    }
}

/// Built-ins first (seed order, unknown ones after), then user variables.
fn ordered<'a>(vars: &'a [InterfaceVariable], seed: &[&str]) -> Vec<&'a InterfaceVariable> {
    let mut b: Vec<_> = vars.iter().filter(|v| v.builtin).collect();
    b.sort_by_key(|v| rank(seed, &v.name));
    b.extend(vars.iter().filter(|v| !v.builtin));
    b
}

/// Largest constant buffer the toolkit lays out: 65536 vec4 registers (a
/// toolkit limit; the seed gives none).
pub const MAX_CONSTANT_BYTES: u32 = 1 << 20;

/// Constant-buffer layout of a module (see [`crate::layout`]).
pub fn constant_layout(m: &Module) -> ConstantLayout {
    let mut off = 0u32;
    let mut uniforms = Vec::new();
    for u in &m.reflection.uniforms {
        let size = registers(&u.ty, &m.structs).saturating_mul(SLOT_SIZE);
        uniforms.push(UniformPlace {
            name: u.name.clone(),
            type_name: u.type_name.clone(),
            offset: off,
            size,
            used: u.statically_used,
            ty: u.ty.clone(),
        });
        off = off.saturating_add(size);
    }
    ConstantLayout {
        uniforms,
        size: off,
    }
}

struct Ctx<'a> {
    vs: &'a str,
    fs: &'a str,
    aliases: &'a [(String, String)],
}

impl Ctx<'_> {
    fn err(&self, kind: LinkErrorKind) -> Error {
        Error::from(LinkError {
            vs: self.vs.to_string(),
            fs: self.fs.to_string(),
            kind,
        })
    }
}

/// A uniform declared in both stages is one variable of the program, of
/// one type (GLSL 1.10 §4.3.5: uniforms share one name space across the
/// shaders linked into a program; the same name needs the same type).
/// Struct-typed ones are left out: a named uniform block is one too, and
/// blocks match by block name, not by instance name (GLSL 1.50 §4.3.7).
fn check_shared_uniforms(vs: &Module, fs: &Module, cx: &Ctx) -> Result<(), Error> {
    fn has_struct(t: &Type) -> bool {
        match t {
            Type::Struct(_) => true,
            Type::Array(e, _) => has_struct(e),
            _ => false,
        }
    }
    let uniforms = |m: &'_ Module| -> Vec<(String, String)> {
        m.globals
            .iter()
            .filter(|g| {
                g.class == StorageClass::Uniform && !g.name.starts_with("gl_") && !has_struct(&g.ty)
            })
            .map(|g| (g.name.clone(), m.type_name(&g.ty)))
            .collect()
    };
    let in_vs = uniforms(vs);
    for (name, ty) in uniforms(fs) {
        if let Some((_, other)) = in_vs.iter().find(|(n, t)| *n == name && *t != ty) {
            return Err(cx.err(LinkErrorKind::UniformType {
                name,
                fs_type: ty,
                fs: cx.fs.to_string(),
                vs_type: other.clone(),
                vs: cx.vs.to_string(),
            }));
        }
    }
    Ok(())
}

/// GLSL ES 1.00's rules between the stages: a uniform both use has one
/// precision (§4.5.3), and `gl_FragCoord` / `gl_PointCoord` may be
/// invariant only where `gl_Position` / `gl_PointSize` are (§4.6.4).
fn check_es_interface(vs: &Module, fs: &Module, cx: &Ctx) -> Result<(), Error> {
    if !fs.version.is_es() {
        return Ok(());
    }
    let name = |p: Option<Precision>| match p {
        Some(Precision::Low) => "lowp",
        Some(Precision::Medium) => "mediump",
        Some(Precision::High) => "highp",
        None => "of no precision",
    };
    for g in fs.globals.iter().filter(|g| {
        g.class == StorageClass::Uniform && g.statically_used && !g.name.starts_with("gl_")
    }) {
        if let Some((_, o)) = vs.global(&g.name) {
            if o.class == StorageClass::Uniform && o.statically_used && o.precision != g.precision {
                return Err(cx.err(LinkErrorKind::UniformPrecision {
                    name: g.name.clone(),
                    fs_precision: name(g.precision),
                    fs: cx.fs.to_string(),
                    vs_precision: name(o.precision),
                    vs: cx.vs.to_string(),
                }));
            }
        }
    }
    let invariant = |m: &Module, n: &str| m.global(n).is_some_and(|(_, g)| g.invariant);
    for (input, output) in [
        ("gl_FragCoord", "gl_Position"),
        ("gl_PointCoord", "gl_PointSize"),
    ] {
        if invariant(fs, input) && !invariant(vs, output) {
            return Err(cx.err(LinkErrorKind::Invariance {
                input,
                fs: cx.fs.to_string(),
                output,
                vs: cx.vs.to_string(),
            }));
        }
    }
    Ok(())
}

fn check_constants(st: &StageSlots, cx: &Ctx) -> Result<(), Error> {
    if st.constants.size > MAX_CONSTANT_BYTES {
        return Err(cx.err(LinkErrorKind::ConstantBuffer {
            file: st.file.clone(),
            need: st.constants.size,
            max: MAX_CONSTANT_BYTES,
        }));
    }
    Ok(())
}

fn vs_slots(
    m: &Module,
    file: &str,
    opts: LinkOptions,
    cx: &Ctx,
    warnings: &mut Vec<String>,
) -> Result<StageSlots, Error> {
    let mut st = StageSlots {
        file: file.to_string(),
        constants: constant_layout(m),
        ..Default::default()
    };
    let r = &m.reflection;
    let attrs: Vec<&InterfaceVariable> = r
        .inputs
        .iter()
        .filter(|v| !VS_SYSTEM_INPUTS.iter().any(|(n, _)| *n == v.name))
        .collect();
    let users: Vec<_> = attrs.iter().filter(|v| !v.builtin).collect();
    let builtins: Vec<_> = attrs.iter().filter(|v| v.builtin).collect();
    if opts.strict && !users.is_empty() && !builtins.is_empty() {
        return Err(cx.err(LinkErrorKind::MixedAttributes {
            file: file.to_string(),
            user: users[0].name.clone(),
            builtin: builtins[0].name.clone(),
        }));
    }
    let mut slot = 0u32;
    for v in ordered(
        &attrs.iter().map(|v| (*v).clone()).collect::<Vec<_>>(),
        VS_BUILTIN_INPUTS,
    ) {
        let n = registers(&v.ty, &m.structs);
        let kind = base_kind(&v.ty);
        let integer = matches!(kind, Some(ScalarKind::Int | ScalarKind::Uint));
        if kind != Some(ScalarKind::Float) && !(integer && opts.integer_attributes) {
            let kind = LinkErrorKind::AttributeType {
                file: file.to_string(),
                name: v.name.clone(),
                type_name: v.type_name.clone(),
            };
            if opts.strict {
                return Err(cx.err(kind));
            }
            warnings.push(kind.to_string());
        }
        if let Some(l) = v.location {
            if l != slot {
                warnings.push(format!(
                    "{file}: attribute `{}` has location {l} but takes slot {slot} (declaration order)",
                    v.name
                ));
            }
        }
        let mut e = entry(v, slot, n, SlotSource::Attribute);
        e.format = Some(AttrFormat::for_components(slot_components(&v.ty)));
        st.inputs.push(e);
        slot = slot.saturating_add(n);
    }
    if slot > ATTR_ENTRIES {
        return Err(cx.err(LinkErrorKind::AttributeSlots {
            file: file.to_string(),
            need: slot,
            entries: ATTR_ENTRIES,
            logical: VS_LOGICAL_INPUTS,
        }));
    }
    st.input_slots = slot;
    if r.inputs.iter().any(|v| v.name == "gl_VertexID") {
        warnings.push(format!(
            "{file}: gl_VertexID is the index without draw_start (the seed's wrapper passes the unbiased index)"
        ));
    }
    // Outputs: gl_Position always in slot 0.
    let mut slot = 1u32;
    let pos = r.outputs.iter().find(|v| v.name == "gl_Position");
    // Before GLSL 1.40 every execution of a vertex shader writes
    // gl_Position (GLSL 1.10 §7.1, "must write"); GL implementations
    // refuse to link one that never does (ES 1.00 leaves it undefined).
    if !m.version.is_es()
        && !m.version.desktop_at_least(140)
        && !pos.is_some_and(|p| p.statically_used)
    {
        return Err(cx.err(LinkErrorKind::NoPosition {
            file: file.to_string(),
        }));
    }
    st.outputs.push(SlotEntry {
        name: "gl_Position".into(),
        type_name: "vec4".into(),
        slot: 0,
        slots: 1,
        builtin: true,
        used: pos.is_some_and(|p| p.statically_used),
        location: None,
        format: None,
        source: SlotSource::Output,
        interpolation: None,
        ty: Type::Vector(ScalarKind::Float, 4),
    });
    for v in ordered(&r.outputs, VS_BUILTIN_OUTPUTS) {
        if v.name == "gl_Position" {
            continue;
        }
        let n = registers(&v.ty, &m.structs);
        st.outputs.push(entry(v, slot, n, SlotSource::Output));
        slot = slot.saturating_add(n);
    }
    if slot > PHYSICAL_SLOTS {
        return Err(cx.err(LinkErrorKind::BankSlots {
            file: file.to_string(),
            what: "outputs",
            slot: "output",
            need: slot,
            bank: PHYSICAL_SLOTS,
            logical: VS_LOGICAL_OUTPUTS,
        }));
    }
    st.output_slots = slot;
    Ok(st)
}

/// The VS output feeding FS built-in input `name`.
fn builtin_varying_source(name: &str) -> Option<&'static str> {
    Some(match name {
        "gl_Color" => "gl_FrontColor",
        "gl_SecondaryColor" => "gl_FrontSecondaryColor",
        "gl_FogFragCoord" => "gl_FogFragCoord",
        "gl_TexCoord" => "gl_TexCoord",
        "gl_Layer" => "gl_Layer",
        "gl_ClipDistance" => "gl_ClipDistance",
        _ => return None,
    })
}

fn fs_slots(m: &Module, file: &str, vs: &StageSlots, cx: &Ctx) -> Result<StageSlots, Error> {
    let mut st = StageSlots {
        file: file.to_string(),
        constants: constant_layout(m),
        ..Default::default()
    };
    let r = &m.reflection;
    let attrs: Vec<InterfaceVariable> = r
        .inputs
        .iter()
        .filter(|v| !FS_SYSTEM_INPUTS.contains(&v.name.as_str()))
        .cloned()
        .collect();
    let mut slot = 0u32;
    for v in ordered(&attrs, FS_BUILTIN_INPUTS) {
        let n = registers(&v.ty, &m.structs);
        let source = if v.builtin {
            match builtin_varying_source(&v.name) {
                // A built-in varying the vertex stage does not write links
                // (every stage has the built-ins; their values are then
                // undefined, GLSL 1.10 §7.6): it reads zeros, as an
                // unmatched unused input does.
                Some(out) => match vs.output(out) {
                    Some(o) => SlotSource::Varying { vs_slot: o.slot },
                    None => SlotSource::Rasterizer,
                },
                None => SlotSource::Rasterizer,
            }
        } else {
            let name = cx
                .aliases
                .iter()
                .find(|(f, _)| *f == v.name)
                .map_or(v.name.as_str(), |(_, o)| o.as_str());
            match vs.outputs.iter().find(|o| o.name == name && !o.builtin) {
                // GLSL 1.10 §4.3.6: a varying the fragment shader reads
                // must be written by the vertex shader (later versions
                // leave its value undefined instead).
                Some(o)
                    if !o.used
                        && v.statically_used
                        && !m.version.is_es()
                        && !m.version.desktop_at_least(120) =>
                {
                    return Err(cx.err(LinkErrorKind::UnwrittenVarying {
                        file: file.to_string(),
                        name: v.name.clone(),
                        vs: vs.file.clone(),
                    }))
                }
                Some(o) => {
                    // By name: struct handles differ between the modules.
                    if o.type_name != v.type_name {
                        return Err(cx.err(LinkErrorKind::VaryingMismatch {
                            name: v.name.clone(),
                            fs_what: v.type_name.clone(),
                            file: file.to_string(),
                            vs_what: o.type_name.clone(),
                            vs: vs.file.clone(),
                        }));
                    }
                    let (fi, vi) = (
                        v.interpolation.unwrap_or(Interpolation::Smooth),
                        o.interpolation.unwrap_or(Interpolation::Smooth),
                    );
                    if fi != vi {
                        return Err(cx.err(LinkErrorKind::VaryingMismatch {
                            name: v.name.clone(),
                            fs_what: interp_name(fi).to_string(),
                            file: file.to_string(),
                            vs_what: interp_name(vi).to_string(),
                            vs: vs.file.clone(),
                        }));
                    }
                    SlotSource::Varying { vs_slot: o.slot }
                }
                None if v.statically_used => {
                    return Err(cx.err(LinkErrorKind::MissingVarying {
                        file: file.to_string(),
                        name: v.name.clone(),
                        type_name: v.type_name.clone(),
                        vs: vs.file.clone(),
                    }))
                }
                None => SlotSource::Rasterizer,
            }
        };
        st.inputs.push(entry(v, slot, n, source));
        slot = slot.saturating_add(n);
    }
    if r.inputs
        .iter()
        .any(|v| FS_SYSTEM_INPUTS.contains(&v.name.as_str()))
    {
        st.system_slot = Some(slot);
        for v in r
            .inputs
            .iter()
            .filter(|v| FS_SYSTEM_INPUTS.contains(&v.name.as_str()))
        {
            let component = match v.name.as_str() {
                "gl_SampleID" => 0,
                "gl_SamplePosition" => 1,
                _ => 3,
            };
            st.inputs
                .push(entry(v, slot, 1, SlotSource::System { component }));
        }
        slot += 1;
    }
    if slot > PHYSICAL_SLOTS {
        return Err(cx.err(LinkErrorKind::BankSlots {
            file: file.to_string(),
            what: "inputs",
            slot: "input",
            need: slot,
            bank: PHYSICAL_SLOTS,
            logical: FS_LOGICAL_INPUTS,
        }));
    }
    st.input_slots = slot;
    let mut slot = 0u32;
    for v in ordered(&r.outputs, FS_BUILTIN_OUTPUTS) {
        let n = registers(&v.ty, &m.structs);
        st.outputs.push(entry(v, slot, n, SlotSource::Output));
        slot = slot.saturating_add(n);
    }
    if slot > PHYSICAL_SLOTS {
        return Err(cx.err(LinkErrorKind::BankSlots {
            file: file.to_string(),
            what: "outputs",
            slot: "output",
            need: slot,
            bank: PHYSICAL_SLOTS,
            logical: FS_LOGICAL_OUTPUTS,
        }));
    }
    st.output_slots = slot;
    Ok(st)
}

fn interp_name(i: Interpolation) -> &'static str {
    match i {
        Interpolation::Smooth => "smooth",
        Interpolation::Flat => "flat",
        Interpolation::NoPerspective => "noperspective",
    }
}

/// Allocate the slots of a VS/FS pair and link them.
pub fn link(
    vs: &Module,
    vs_file: &str,
    fs: &Module,
    fs_file: &str,
    opts: LinkOptions,
) -> Result<SlotMap, Error> {
    link_with_aliases(vs, vs_file, fs, fs_file, opts, &[])
}

/// [`link`] where each (fragment input, vertex output) pair of `aliases`
/// names one varying: the instances of an in/out block, which stages match
/// by block name (GLSL 1.50 §4.3.7).
pub fn link_with_aliases(
    vs: &Module,
    vs_file: &str,
    fs: &Module,
    fs_file: &str,
    opts: LinkOptions,
    aliases: &[(String, String)],
) -> Result<SlotMap, Error> {
    let cx = Ctx {
        vs: vs_file,
        fs: fs_file,
        aliases,
    };
    check_shared_uniforms(vs, fs, &cx)?;
    check_es_interface(vs, fs, &cx)?;
    let mut warnings = Vec::new();
    let v = vs_slots(vs, vs_file, opts, &cx, &mut warnings)?;
    check_constants(&v, &cx)?;
    let f = fs_slots(fs, fs_file, &v, &cx)?;
    check_constants(&f, &cx)?;
    Ok(SlotMap {
        vs: v,
        fs: f,
        warnings,
    })
}

impl SlotMap {
    /// The colour output of the FS used by the simulator: `gl_FragColor`,
    /// `gl_FragData[0]`, else the user output at location 0 or the first one.
    pub fn colour_output(&self) -> Option<&SlotEntry> {
        let o = &self.fs.outputs;
        o.iter()
            .find(|e| e.name == "gl_FragColor" || e.name == "gl_FragData")
            .or_else(|| o.iter().find(|e| !e.builtin && e.location == Some(0)))
            .or_else(|| o.iter().find(|e| !e.builtin))
    }

    /// Human-readable table.
    pub fn to_text(&self) -> String {
        let mut s = String::new();
        for (stage, st) in [("VS", &self.vs), ("FS", &self.fs)] {
            s.push_str(&format!("{stage} {}\n", st.file));
            for (what, list) in [("in ", &st.inputs), ("out", &st.outputs)] {
                for e in list.iter() {
                    let slots = if e.slots == 1 {
                        format!("{}", e.slot)
                    } else {
                        format!("{}..{}", e.slot, e.slot + e.slots - 1)
                    };
                    let mut extra = String::new();
                    if let Some(f) = e.format {
                        extra.push_str(&format!(" {f:?}").to_uppercase());
                    }
                    match &e.source {
                        SlotSource::Varying { vs_slot } => {
                            extra.push_str(&format!(" <- VS slot {vs_slot}"))
                        }
                        SlotSource::Rasterizer => extra.push_str(" (rasterizer)"),
                        SlotSource::System { component } => extra.push_str(&format!(
                            " (system .{})",
                            ["x", "y", "z", "w"][*component as usize]
                        )),
                        _ => {}
                    }
                    if !e.used {
                        extra.push_str(" unused");
                    }
                    s.push_str(&format!(
                        "  {what} slot {slots:<5} {:<8} {}{extra}\n",
                        e.type_name, e.name
                    ));
                }
            }
            if stage == "VS" {
                for (n, arg) in VS_SYSTEM_INPUTS {
                    s.push_str(&format!("  sys arg {arg:<11} int      {n}\n"));
                }
            }
            for u in &st.constants.uniforms {
                s.push_str(&format!(
                    "  const +{:<#6x} {:<8} {}{}\n",
                    u.offset,
                    u.type_name,
                    u.name,
                    if u.used { "" } else { " unused" }
                ));
            }
        }
        for w in &self.warnings {
            s.push_str(&format!("warning: {w}\n"));
        }
        s
    }
}

/// Fill the constant buffer of one stage from `values` (missing uniforms:
/// their initializer, else zero).
pub fn constant_buffer(
    m: &Module,
    st: &StageSlots,
    values: &BTreeMap<String, Value>,
) -> Result<Vec<u8>, Error> {
    let mut buf = vec![0u8; st.constants.size as usize];
    for u in &st.constants.uniforms {
        let v = match values.get(&u.name) {
            Some(v) => v.clone(),
            None => {
                if let Some(init) = m.global(&u.name).and_then(|(_, g)| g.initializer.as_ref()) {
                    pack_flat(&u.ty, &m.structs, init, &mut 0, &mut buf, u.offset as usize)
                        .map_err(|error| InputError::Uniform {
                            name: u.name.clone(),
                            error,
                        })?;
                }
                continue;
            }
        };
        pack(&v, &u.ty, &m.structs, &mut buf, u.offset as usize).map_err(|error| {
            InputError::Uniform {
                name: u.name.clone(),
                error,
            }
        })?;
    }
    Ok(buf)
}
