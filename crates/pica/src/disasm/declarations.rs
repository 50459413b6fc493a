//! A DVLE's declarations, reconstructed so the assembler rebuilds the same tables:
//! `.gsh`, `.entry`, `.in`, uniforms (in register order, `_`-named padding for gaps,
//! replaying picasso's allocators), `.setf/.seti/.setb`, `.out - sem oN.mask`.

use super::bit;
use super::instructions::Targets;
use super::structure::Code;
use crate::asm::number::parse_int;
use crate::shbin::{ConstantValue, Dvle, GeometryMode, ShaderType, Shbin, UniformRegister};
use std::collections::{HashMap, HashSet};
use std::fmt::Write;

/// The shared vertex uniform space as the assembler will see it.
#[derive(Default)]
pub struct SharedSpace {
    /// Next free register per bank (c, i, b) in bank numbering.
    next: [u16; 3],
    /// name -> (bank, first, size)
    declared: HashMap<String, (usize, u16, u16)>,
}

fn bank_of(r: UniformRegister) -> Option<(usize, &'static str, char)> {
    match r {
        UniformRegister::Float(_) => Some((0, ".fvec", 'c')),
        UniformRegister::Int(_) => Some((1, ".ivec", 'i')),
        UniformRegister::Bool(_) => Some((2, ".bool", 'b')),
        UniformRegister::Input(_) => None,
    }
}

fn valid_name(name: &str) -> bool {
    crate::asm::is_identifier(name)
        && !crate::asm::looks_like_register(name)
        && parse_int(name).is_none()
}

/// How to spell what the file does not say.
#[derive(Clone, Copy, Debug, Default)]
pub struct Style {
    /// Geometry DVLEs with all-zero mode bytes as `.gsh point cN` (else bare `.gsh`):
    /// bit i for DVLE i.
    pub point_mode: u64,
    /// Exact mode: entry ranges and header masks as gpubin extensions, all code as
    /// `.word`s.
    pub exact: bool,
    /// gpubin extensions where picasso's spelling cannot say it: `.entryat` for an
    /// entry range that is no procedure, `.inmask`/`.outmask` for masks that differ
    /// from the tables, `.opdesc` for the descriptor table.
    pub extensions: bool,
    /// NOPs that picasso's padding rules add left out (for code past 512 words,
    /// which picasso counts without them).
    pub implicit_nops: bool,
}

impl Style {
    /// Header facts as gpubin extensions where needed.
    fn header_extensions(self) -> bool {
        self.exact || self.extensions
    }
}

/// The uniform table's entries in an order that the assembler's sort (picasso's, not
/// stable: see `asm::order`) turns into the table's order: the table's, with entries
/// on one register (an input declared twice) placed where that sort takes them from.
fn declaration_order(table: &[crate::shbin::Uniform]) -> Vec<&crate::shbin::Uniform> {
    let mut moved: Vec<(usize, u16)> = table
        .iter()
        .enumerate()
        .map(|(i, u)| (i, u.first_register))
        .collect();
    crate::asm::order::sort_like_picasso(&mut moved, &|a, b| a.1 < b.1);
    // Entry j of the result comes from position moved[j].0: the table's entry j goes
    // there.
    let mut order = vec![0; table.len()];
    for (j, &(from, _)) in moved.iter().enumerate() {
        order[from] = j;
    }
    order.into_iter().map(|j| &table[j]).collect()
}

/// Whether a DVLE's uniforms live in a geometry shader's own space (a `.gsh` with a
/// mode) rather than the space the vertex shaders share.
fn private_space(dvle: &Dvle, index: usize, style: Style) -> bool {
    dvle.shader_type == ShaderType::Geometry
        && (bit(style.point_mode, index)
            || dvle.merge_outmaps()
            || dvle.geometry != Default::default())
}

/// The shared uniforms of `shbin`'s DVLEs that need a library in front: one a later
/// DVLE lists below registers an earlier DVLE's declarations reach (a file with no
/// DVLE declared it first). The library then declares every shared uniform below the
/// highest of those, in register order (gaps as `_pad` uniforms), so each keeps its
/// registers; `None` when no uniform needs it. The declarations are recorded in
/// `shared`.
pub fn pins(shbin: &Shbin, style: Style, shared: &mut SharedSpace) -> Option<String> {
    let mut all: Vec<(usize, u16, u16, String)> = Vec::new();
    let mut next = [0u16; 3];
    let mut tops = [0u16; 3];
    let mut seen: HashSet<String> = HashSet::new();
    for (_, dvle) in shbin
        .dvles
        .iter()
        .enumerate()
        .filter(|(i, d)| !private_space(d, *i, style))
    {
        for u in &dvle.uniforms {
            let name = u.name.replace('.', "$");
            let (Some(first), Some(last)) = (
                UniformRegister::from_table(u.first_register),
                UniformRegister::from_table(u.last_register),
            ) else {
                continue;
            };
            let Some((bank, ..)) = bank_of(first) else {
                continue;
            };
            if bank_of(last).map(|b| b.0) != Some(bank)
                || last.index() < first.index()
                || !valid_name(&name)
                || !seen.insert(name.clone())
            {
                continue;
            }
            let (start, size) = (
                u16::from(first.index()),
                u16::from(last.index() - first.index()) + 1,
            );
            if start < next[bank] {
                tops[bank] = tops[bank].max(start + size);
            }
            next[bank] = next[bank].max(start + size);
            all.push((bank, start, size, name));
        }
    }
    if tops == [0; 3] {
        return None;
    }
    all.sort_by_key(|u| (u.0, u.1));
    let mut out = String::new();
    let mut at = [0u16; 3];
    for (bank, start, size, name) in all {
        if start >= tops[bank] || start < at[bank] {
            continue;
        }
        let (directive, letter) = [(".fvec", 'c'), (".ivec", 'i'), (".bool", 'b')][bank];
        if start > at[bank] {
            let pad = format!("_pad_{letter}{}", at[bank]);
            let _ = writeln!(out, "{directive} {pad}[{}]", start - at[bank]);
            shared
                .declared
                .insert(pad, (bank, at[bank], start - at[bank]));
        }
        let array = if size > 1 {
            format!("[{size}]")
        } else {
            String::new()
        };
        let _ = writeln!(out, "{directive} {name}{array}");
        shared.declared.insert(name, (bank, start, size));
        at[bank] = start + size;
    }
    shared.next = at;
    Some(out)
}

/// The DVLE a file section declares.
pub struct Section<'a> {
    pub dvle: &'a Dvle,
    /// Its index in the file.
    pub index: usize,
    /// The section's code has a `setemit`.
    pub emits: bool,
}

pub fn write(
    out: &mut String,
    section: &Section<'_>,
    code: &Code,
    shared: &mut SharedSpace,
    notes: &mut Vec<String>,
    style: Style,
) {
    let Section { dvle, index, emits } = *section;
    if dvle.version != crate::shbin::DVLE_VERSION || dvle.flags & !1 != 0 || !dvle.labels.is_empty()
    {
        notes.push(format!(
            "DVLE {index} has header fields or a label table picasso never writes"
        ));
    }
    let geometry = dvle.shader_type == ShaderType::Geometry;
    if let ShaderType::Unknown(t) = dvle.shader_type {
        notes.push(format!("DVLE {index} has shader type {t}"));
    }
    // A geometry shader with a mode gets a private uniform space starting at cN.
    let g = dvle.geometry;
    let with_mode = private_space(dvle, index, style);
    let mut private = [0u16; 3];
    if geometry {
        if with_mode {
            let lowest_c = dvle
                .uniforms
                .iter()
                .filter_map(|u| match UniformRegister::from_table(u.first_register) {
                    Some(UniformRegister::Float(n)) => Some(u16::from(n)),
                    _ => None,
                })
                .min();
            let floor = if g.mode == GeometryMode::Fixed {
                u16::from(g.fixed_vertex_array_start) + 1
            } else {
                0
            };
            let first = lowest_c.unwrap_or(floor).max(floor).min(95);
            private[0] = first;
            let _ = match g.mode {
                GeometryMode::Point => writeln!(out, ".gsh point c{first}"),
                GeometryMode::Variable => {
                    writeln!(out, ".gsh variable c{first} {}", g.variable_full_vertices)
                }
                GeometryMode::Fixed => {
                    writeln!(
                        out,
                        ".gsh fixed c{first} c{} {}",
                        g.fixed_vertex_array_start, g.fixed_vertex_count
                    )
                }
                GeometryMode::Unknown(m) => {
                    notes.push(format!("DVLE {index} has geometry mode {m}"));
                    writeln!(out, ".gsh point c{first}")
                }
            };
        } else if !emits || style.exact {
            // Without a mode, a `setemit` in the file's code makes it a geometry
            // shader by itself, and the outputs and code before it may use o7-o15.
            out.push_str(".gsh\n");
        }
    }
    let entry_len = dvle.entry_end.wrapping_sub(dvle.entry_start);
    match code.proc_name(dvle.entry_start, entry_len) {
        _ if style.exact => {
            let _ = writeln!(out, ".entryat {} {}", dvle.entry_start, dvle.entry_end);
        }
        Some(name) => {
            let _ = writeln!(out, ".entry {name}");
        }
        None if style.extensions => {
            let _ = writeln!(out, ".entryat {} {}", dvle.entry_start, dvle.entry_end);
        }
        None => notes.push(format!("DVLE {index}: entry point is not a procedure")),
    }
    let mut inputs = 0u16;
    for u in declaration_order(&dvle.uniforms) {
        let name = u.name.replace('.', "$");
        if !valid_name(&name) || name.starts_with('_') {
            notes.push(format!(
                "DVLE {index}: uniform name `{}` has no picasso spelling",
                u.name
            ));
        }
        let (Some(first), Some(last)) = (
            UniformRegister::from_table(u.first_register),
            UniformRegister::from_table(u.last_register),
        ) else {
            notes.push(format!(
                "DVLE {index}: uniform `{}` has registers outside every bank",
                u.name
            ));
            continue;
        };
        let Some((bank, directive, letter)) = bank_of(first) else {
            if first != last {
                notes.push(format!(
                    "DVLE {index}: input `{}` spans several registers",
                    u.name
                ));
            }
            inputs |= 1 << first.index();
            // picasso 2.7.1 refuses the name v15 but reads `v14[1]` as v15.
            let reg = match first.index() {
                15 => "v14[1]".to_string(),
                n => format!("v{n}"),
            };
            let _ = writeln!(out, ".in {name} {reg}");
            continue;
        };
        if bank_of(last).map(|b| b.0) != Some(bank) || last.index() < first.index() {
            notes.push(format!(
                "DVLE {index}: uniform `{}` has an invalid register range",
                u.name
            ));
            continue;
        }
        let (start, size) = (
            u16::from(first.index()),
            u16::from(last.index() - first.index()) + 1,
        );
        let array = if size > 1 {
            format!("[{size}]")
        } else {
            String::new()
        };
        if with_mode {
            let next = &mut private[bank];
            if start > *next {
                let _ = writeln!(out, "{directive} _pad_{letter}{next}[{}]", start - *next);
            }
            *next = start + size;
        } else {
            match shared.declared.get(&name) {
                Some(&(b, s, n)) if b == bank && s == start && n == size => {}
                Some(_) => notes.push(format!(
                    "DVLE {index}: uniform `{name}` clashes with an earlier one"
                )),
                None => {
                    let next = &mut shared.next[bank];
                    if start > *next {
                        let pad = format!("_pad_{letter}{next}");
                        let _ = writeln!(out, "{directive} {pad}[{}]", start - *next);
                        shared.declared.insert(pad, (bank, *next, start - *next));
                    } else if start < *next {
                        notes.push(format!(
                            "DVLE {index}: uniform `{name}` overlaps registers already taken"
                        ));
                    }
                    *next = (*next).max(start + size);
                    shared.declared.insert(name.clone(), (bank, start, size));
                }
            }
        }
        let _ = writeln!(out, "{directive} {name}{array}");
    }
    if inputs != dvle.input_mask {
        if style.header_extensions() {
            let _ = writeln!(out, ".inmask 0x{:04x}", dvle.input_mask);
        } else {
            notes.push(format!(
                "DVLE {index}: input mask {:#06x} does not match the inputs",
                dvle.input_mask
            ));
        }
    }
    for c in &dvle.constants {
        let r = c.register;
        let _ = match c.value {
            ConstantValue::Bool(b) => writeln!(out, ".setb b{r} {b}"),
            ConstantValue::Int(v) => {
                writeln!(out, ".seti i{r}({}, {}, {}, {})", v[0], v[1], v[2], v[3])
            }
            ConstantValue::Float(v) => writeln!(
                out,
                ".setf c{r}({}, {}, {}, {})",
                v[0].shortest_decimal(),
                v[1].shortest_decimal(),
                v[2].shortest_decimal(),
                v[3].shortest_decimal()
            ),
            ConstantValue::Raw { kind, .. } => {
                notes.push(format!(
                    "DVLE {index}: constant of type {kind} with an unusual payload"
                ));
                Ok(())
            }
        };
    }
    let mut outputs = 0u16;
    let mut used = 0u32;
    for o in &dvle.outputs {
        let mask: String = (0..4)
            .filter(|c| o.mask >> c & 1 != 0)
            .map(|c| ['x', 'y', 'z', 'w'][c])
            .collect();
        let Some(sem) = o.semantic.name() else {
            notes.push(format!(
                "DVLE {index}: output semantic {} has no name",
                o.semantic.code()
            ));
            continue;
        };
        if mask.is_empty() || o.mask > 0xF || o.unknown != 0 || o.register > 15 {
            notes.push(format!(
                "DVLE {index}: output entry for o{} has no picasso spelling",
                o.register
            ));
            continue;
        }
        // picasso checks an explicit register against the components used so far in
        // 32 bits, shifting by 4 * the register on x86 where the count wraps: o8–o15
        // collide with o0–o7 there. An output it placed itself was never checked, so
        // one that collides is written without a register when picasso would pick the
        // same one (the lowest register not yet used).
        let bits = u32::from(o.mask) << (4 * u32::from(o.register) % 32);
        let max = if dvle.shader_type == ShaderType::Geometry {
            7
        } else {
            16
        };
        if used & bits != 0 {
            if (0..max).find(|r| outputs >> r & 1 == 0) == Some(o.register) {
                let _ = writeln!(out, ".out - {sem}.{mask}");
            } else {
                notes.push(format!(
                    "DVLE {index}: picasso refuses output o{} as written (its collision check wraps o8–o15 onto o0–o7) and would not place it there itself",
                    o.register
                ));
                let _ = writeln!(out, ".out - {sem} o{}.{mask}", o.register);
            }
        } else {
            let _ = writeln!(out, ".out - {sem} o{}.{mask}", o.register);
        }
        used |= bits;
        outputs |= 1 << o.register;
    }
    if outputs != dvle.output_mask {
        if style.header_extensions() {
            let _ = writeln!(out, ".outmask 0x{:04x}", dvle.output_mask);
        } else {
            notes.push(format!(
                "DVLE {index}: output mask {:#06x} does not match the outputs",
                dvle.output_mask
            ));
        }
    }
}
