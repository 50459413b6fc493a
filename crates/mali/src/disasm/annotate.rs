//! gpubin's annotated listing: the `lima_disasm` text of each instruction prefixed
//! by its file offset, followed by a comment line naming the symbols it touches,
//! the constants as floats and branch targets.

use std::fmt::Write;

use super::symbols::Symbols;
use crate::{asm, gp, pp};

/// Column where instruction text starts (after `0x000000  `).
const INDENT: &str = "          ";

fn notes_line(out: &mut String, notes: &[String]) {
    if !notes.is_empty() {
        let _ = writeln!(out, "{INDENT}; {}", notes.join("; "));
    }
}

/// First cell of an indexed load, from the index and its alignment (0 scalar,
/// 1 vec2, else vec4).
fn cell(index: i64, alignment: u8) -> i64 {
    match alignment {
        0 => index,
        1 => 2 * index,
        _ => 4 * index,
    }
}

fn constant_note(number: u8, c: &pp::Constant) -> String {
    let v = c.values();
    format!("const{number} = ({}, {}, {}, {})", v[0], v[1], v[2], v[3])
}

/// `next`: the length in words of the following instruction, if any.
fn pp_notes(located: &pp::Located, next: Option<u32>, symbols: &Symbols) -> Vec<String> {
    let i = &located.instruction;
    let mut notes = Vec::new();
    // The hardware fetches the next instruction by this length; flag disagreements.
    let next_count = u32::from(i.control.next_count);
    match next {
        Some(words) if next_count != 0 && next_count != words => notes.push(format!(
            "next_count {next_count}, but the next instruction has {words} words"
        )),
        None if next_count != 0 => notes.push(format!(
            "next_count {next_count} after the last instruction"
        )),
        _ => {}
    }
    if i.control.prefetch {
        notes.push("prefetch".into());
    }
    if let Some(v) = &i.varying {
        if let pp::VaryingSource::Immediate(pp::VaryingImmediate {
            alignment, index, ..
        }) = &v.source
        {
            if v.source_type == 0 || v.source_type == 2 {
                if let Some(name) = symbols.varyings.lookup(cell((*index).into(), *alignment)) {
                    notes.push(format!("varying {name}"));
                }
            }
        }
    }
    if let Some(u) = &i.uniform {
        if u.source == 0 {
            let at = cell((u.index as i16).into(), u.alignment);
            if let Some(name) = symbols.uniforms.lookup(at) {
                let indexed = if u.offset_en { " (indexed)" } else { "" };
                notes.push(format!("uniform {name}{indexed}"));
            }
        }
    }
    if let Some(pp::Branch::Branch(pp::Jump { target, .. })) = &i.branch {
        notes.push(format!(
            "target @{}",
            i64::from(*target) + i64::from(located.offset)
        ));
    }
    if let Some(c) = &i.const0 {
        notes.push(constant_note(0, c));
    }
    if let Some(c) = &i.const1 {
        notes.push(constant_note(1, c));
    }
    if !i.extra_words.is_empty() || i.padding != 0 {
        notes.push(format!(
            "{} extra words, padding bits 0x{:x}",
            i.extra_words.len(),
            i.padding
        ));
    }
    notes
}

/// The `words ...` note that makes the annotated form exact: given when the
/// instruction's text does not determine all its bits.
fn words_note(words: &[u32]) -> String {
    let mut note = String::from(asm::WORDS_NOTE);
    for (i, w) in words.iter().enumerate() {
        if i > 0 {
            note.push(' ');
        }
        let _ = write!(note, "{w:08x}");
    }
    note
}

/// Which instructions need a `words` note: those the listing does not assemble back
/// to. A note fixes its instruction, which can change what its neighbours assemble
/// to (a PP `next_count`, a GP register placement), so the listing is assembled
/// again until it gives the code back (each round only adds notes).
fn noted(
    n: usize,
    mut render: impl FnMut(&[bool]) -> String,
    mismatches: impl Fn(&str) -> Vec<usize>,
) -> Vec<bool> {
    let mut noted = vec![false; n];
    loop {
        let text = render(&noted);
        let mut added = false;
        for k in mismatches(&text) {
            if !noted[k] {
                noted[k] = true;
                added = true;
            }
        }
        if !added {
            return noted;
        }
    }
}

fn pp_render(program: &[pp::Located], base: usize, symbols: &Symbols, noted: &[bool]) -> String {
    let mut out = String::new();
    let mut line = String::new();
    for (n, located) in program.iter().enumerate() {
        line.clear();
        pp::text::write_line(&mut line, located);
        let _ = write!(out, "0x{:06x}  {line}", base + 4 * located.offset as usize);
        let next = program.get(n + 1).map(|l| l.instruction.count());
        let mut notes = pp_notes(located, next, symbols);
        if noted[n] {
            notes.push(words_note(&located.instruction.encode()));
        }
        notes_line(&mut out, &notes);
    }
    out
}

/// Annotated PP listing; `base` is the file offset of the code.
pub fn pp_listing(program: &[pp::Located], base: usize, symbols: &Symbols) -> String {
    let encoded: Vec<Vec<u32>> = program.iter().map(|l| l.instruction.encode()).collect();
    let empty = Symbols::default();
    let noted = noted(
        program.len(),
        |noted| pp_render(program, base, &empty, noted),
        |text| {
            let words = asm::pp::assemble(text).unwrap_or_default();
            (0..program.len())
                .filter(|&k| {
                    let start = program[k].offset as usize;
                    words.get(start..start + encoded[k].len()) != Some(&encoded[k][..])
                })
                .collect()
        },
    );
    pp_render(program, base, symbols, &noted)
}

fn gp_sources(i: &gp::Instruction) -> Vec<u8> {
    let mut used = Vec::new();
    // An add/compare unit is busy when its first source is used (see gp::text).
    if i.acc0_src0 != gp::source::UNUSED {
        used.extend([i.acc0_src0, i.acc0_src1]);
    }
    if i.acc1_src0 != gp::source::UNUSED {
        used.extend([i.acc1_src0, i.acc1_src1]);
    }
    if !matches!(i.mul_op, gp::MulOp::Mul | gp::MulOp::Complex2) {
        used.extend([i.mul0_src0, i.mul0_src1, i.mul1_src0, i.mul1_src1]);
    } else {
        if i.mul0_src0 != gp::source::UNUSED && i.mul0_src1 != gp::source::UNUSED {
            used.extend([i.mul0_src0, i.mul0_src1]);
        }
        if i.mul1_src0 != gp::source::UNUSED && i.mul1_src1 != gp::source::UNUSED {
            used.extend([i.mul1_src0, i.mul1_src1]);
        }
    }
    if i.complex_op != gp::ComplexOp::Nop {
        used.push(i.complex_src);
    }
    used.push(i.pass_src);
    if i.pass_op == gp::PassOp::Clamp && i.pass_src != gp::source::UNUSED {
        used.extend([gp::source::LOAD_X, gp::source::LOAD_X + 1]);
    }
    used
}

fn gp_notes(index: usize, i: &gp::Instruction, symbols: &Symbols) -> Vec<String> {
    let mut notes = Vec::new();
    let used = gp_sources(i);
    if i.register0_attribute && used.iter().any(|s| *s <= 3) {
        let at = 4 * i64::from(i.register0_addr);
        if let Some(name) = symbols.attributes.lookup(at) {
            notes.push(format!("a{} = {name}", i.register0_addr));
        }
    }
    if i.load_offset == 7 && used.iter().any(|s| (12..=15).contains(s)) {
        let at = 4 * i64::from(i.load_addr);
        if let Some(name) = symbols.uniforms.lookup(at) {
            notes.push(format!("t[{}] = {name}", i.load_addr));
        }
    }
    let stores = [
        (
            i.store0_temporary,
            i.store0_varying,
            i.store0_addr,
            [i.store0_src_x, i.store0_src_y],
        ),
        (
            i.store1_temporary,
            i.store1_varying,
            i.store1_addr,
            [i.store1_src_z, i.store1_src_w],
        ),
    ];
    for (temporary, varying, addr, srcs) in stores {
        let active = srcs.iter().any(|s| *s != gp::StoreSource::None);
        if active && varying && !temporary {
            if let Some(name) = symbols.varyings.lookup(4 * i64::from(addr)) {
                let note = format!("v{addr} = {name}");
                if !notes.contains(&note) {
                    notes.push(note);
                }
            }
        }
    }
    if i.branch {
        let target = u32::from(i.branch_target) + if i.branch_target_lo { 0 } else { 256 };
        if target as usize <= index {
            notes.push(format!("target {target:03} (backwards)"));
        }
    }
    notes
}

fn gp_render(
    program: &[gp::Instruction],
    base: usize,
    symbols: &Symbols,
    noted: &[bool],
) -> String {
    let mut out = String::new();
    let mut text = String::new();
    for (index, instr) in program.iter().enumerate() {
        text.clear();
        let prev = index.checked_sub(1).map(|p| &program[p]);
        gp::text::write_instruction(&mut text, index, instr, prev);
        for (n, line) in text.lines().enumerate() {
            if n == 0 {
                let _ = writeln!(out, "0x{:06x}  {line}", base + 16 * index);
            } else {
                let _ = writeln!(out, "{INDENT}{line}");
            }
        }
        let mut notes = gp_notes(index, instr, symbols);
        if noted[index] {
            notes.push(words_note(&instr.encode()));
        }
        notes_line(&mut out, &notes);
    }
    out
}

/// Annotated GP listing; `base` is the file offset of the code.
pub fn gp_listing(program: &[gp::Instruction], base: usize, symbols: &Symbols) -> String {
    let empty = Symbols::default();
    let noted = noted(
        program.len(),
        |noted| gp_render(program, base, &empty, noted),
        |text| {
            let again = asm::gp::assemble(text).unwrap_or_default();
            (0..program.len())
                .filter(|&k| again.get(k) != Some(&program[k]))
                .collect()
        },
    );
    gp_render(program, base, symbols, &noted)
}
