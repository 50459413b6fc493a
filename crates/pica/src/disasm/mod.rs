//! The disassembler: SHBIN to picasso-dialect source that the gpubin assembler turns
//! back into the same bytes.
//!
//! All code goes into the first file (labels cannot cross files); every other DVLE
//! gets a section with its declarations and `.entry`, introduced by the gpubin
//! extension `.file NAME`. Tables are reproduced with explicit forms (`.setf`,
//! `.out - sem oN.mask`, `.in name vN`, uniforms in register order with `_`-named
//! padding); every operand carries its full swizzle so the operand-descriptor table
//! is rebuilt entry for entry. Words with no picasso spelling print as `.word 0x...`
//! (a gpubin extension). [`round_trip`] reassembles the listing and compares bytes.

mod declarations;
mod instructions;
pub mod split;
mod structure;

pub use instructions::Why;
pub use split::{split, SplitListing};

use std::collections::BTreeMap;

use declarations::Style;
use gpubin_binfmt::Finding;

use crate::asm::{self, Options, Source};
use crate::shbin::{self, Shbin};

/// Whether bit `i` of `mask` is set (DVLE i, of the first 64).
fn bit(mask: u64, i: usize) -> bool {
    i < 64 && mask >> i & 1 != 0
}

/// A listing: one text per input file (the first holds all code).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listing {
    /// (file name, text) per file: one per DVLE, in order, and libraries
    /// (`.nodvle`) between them where the code needs one.
    pub files: Vec<(String, String)>,
    /// The DVLE each file declares; `None` for a library.
    pub dvles: Box<[Option<usize>]>,
    /// Things the listing is known not to reproduce.
    pub notes: Vec<String>,
    /// The code lacks a padding NOP picasso would insert: the listing is for
    /// `picasso -n` (every NOP is written out, so `-n` reproduces the code exactly).
    pub no_nop: bool,
    /// The listing needs forms only picasso's reading takes (an empty procedure, an
    /// input declared twice): for picasso or `gpubin picasso`, not `gpubin asm`.
    pub picasso: bool,
    /// The words written as `.word` (a gpubin extension), in address order.
    pub raw_words: Box<[RawWord]>,
}

/// A code word the listing writes as `.word`, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RawWord {
    /// Its address (in words).
    pub address: u32,
    /// The word.
    pub word: u32,
    /// Why it has no picasso spelling.
    pub why: Why,
}

impl Listing {
    /// All files as one text; sections after the first start with `.file NAME`.
    pub fn text(&self) -> String {
        let mut out = String::new();
        for (i, (name, text)) in self.files.iter().enumerate() {
            if i > 0 {
                out.push_str(&format!("\n.file {name}\n"));
            }
            out.push_str(text);
        }
        out
    }

    /// Reassembles the listing.
    pub fn assemble(&self) -> Result<asm::Assembly, asm::Diagnostics> {
        let text = self.text();
        asm::assemble(
            &[Source {
                name: self.files.first().map_or("listing.pica", |f| &f.0),
                text: &text,
            }],
            self.options(),
        )
    }

    /// The assembler options the listing is meant for.
    pub fn options(&self) -> Options {
        Options {
            auto_nop: !self.no_nop,
            picasso: self.picasso,
        }
    }

    /// The one message about the words the listing writes as `.word`, located at the
    /// first of them in `shbin` (byte offset and `DVLP/code[N]`): which words and
    /// why. `None` when there are none.
    pub fn raw_word_finding(&self, shbin: &Shbin) -> Option<Finding> {
        let first = self.raw_words.first()?;
        let (at, path) = shbin::code_word_location(shbin, first.address as usize);
        // Words with the same reason are listed together.
        let mut groups: Vec<(String, Vec<u32>)> = Vec::new();
        for r in &self.raw_words {
            let why = r.why.to_string();
            match groups.iter_mut().find(|g| g.0 == why) {
                Some(g) => g.1.push(r.address),
                None => groups.push((why, vec![r.address])),
            }
        }
        let n = self.raw_words.len();
        let list: Vec<String> = groups
            .iter()
            .map(|(why, addrs)| {
                let a: Vec<String> = addrs.iter().map(|a| format!("0x{a:03x}")).collect();
                format!("{} ({why})", a.join(", "))
            })
            .collect();
        Some(Finding::warning(
            at,
            &path,
            format!(
                "{n} code word{} written as `.word`, which gpubin asm reads and picasso does not: {}",
                if n == 1 { "" } else { "s" },
                list.join("; ")
            ),
        ))
    }
}

/// One file of a listing, in file order: a DVLE's, or a library's (`dvle` `None`:
/// `.nodvle`, code and uniforms only), and the address where its code begins (it
/// runs to the next file's).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Part {
    /// The DVLE the file declares.
    pub dvle: Option<usize>,
    /// Its first code word.
    pub start: u32,
}

/// How a listing is spelled.
#[derive(Clone, Debug, Default)]
struct Plan {
    style: Style,
    /// The files and where their code begins; `None`: by the DVLEs' entry points.
    parts: Option<Vec<Part>>,
    /// Words written as `.word` whatever they are.
    forced: BTreeMap<u32, Why>,
    /// The descriptor table pinned with `.opdesc` (with `style.extensions`).
    pin: bool,
}

/// Disassembles a SHBIN model.
pub fn disassemble(shbin: &Shbin) -> Listing {
    disassemble_plan(shbin, &Plan::default())
}

/// The files by the DVLEs' entry points: each DVLE's file holds the code from its
/// entry procedure up to the next file's (picasso lays files out in order), so
/// per-file facts such as `setemit` making a geometry shader stay with their file.
/// When the entry points do not divide the code so, all of it goes into the first.
fn parts_by_entries(shbin: &Shbin, code: &structure::Code, exact: bool) -> Vec<Part> {
    let len = code.len();
    let mut parts = vec![Part {
        dvle: Some(0),
        start: 0,
    }];
    for (i, d) in shbin.dvles.iter().enumerate().skip(1) {
        let s = d.entry_start;
        let ok = !exact
            && parts.last().is_some_and(|p| s > p.start)
            && s < len
            && code.proc_starts_at(s)
            && !code.jump_crosses(s);
        if !ok {
            return (0..shbin.dvles.len())
                .map(|i| Part {
                    dvle: Some(i),
                    start: if i == 0 { 0 } else { len },
                })
                .collect();
        }
        parts.push(Part {
            dvle: Some(i),
            start: s,
        });
    }
    parts
}

/// `plan.style.point_mode`: spell the geometry DVLEs (bit i for DVLE i) whose mode
/// bytes are all zero as `.gsh point cN` (private uniforms) instead of a bare `.gsh`
/// (shared uniforms); the file does not say which one picasso saw. `plan.style.exact`: the fallback for files
/// picasso would not write: the descriptor table pinned with `.opdesc`, the code as
/// `.word`s (decoded in comments), entry ranges and header masks as given.
/// `plan.style.extensions`: gpubin extensions only where picasso's spelling cannot say
/// it (`.opdesc`, `.entryat`, masks, and `.word` for `plan.forced`).
fn disassemble_plan(shbin: &Shbin, plan: &Plan) -> Listing {
    let style = plan.style;
    let pin = style.exact || style.extensions && plan.pin;
    let mut notes = Vec::new();
    // `.opdesc` carries the high words.
    if !pin
        && shbin
            .dvlp
            .operand_descriptors
            .iter()
            .any(|d| d.extension != 0)
    {
        notes.push("operand descriptors with nonzero high words".to_string());
    }
    if shbin.layout.is_some() {
        notes.push("the file is not in picasso's layout (gaps, label or file-name tables, or trailing bytes)".to_string());
    }
    if shbin.dvlp.version != 0 || shbin.dvlp.unknown != [0; 3] {
        notes.push("the DVLP header has nonzero unknown fields".to_string());
    }
    // With gpubin's `.entryat`, an entry range need not be a procedure: calls come
    // first then, since they have no other spelling.
    let cuts: Vec<u32> = plan.parts.iter().flatten().map(|p| p.start).collect();
    let code =
        structure::Code::analyse_forcing(shbin, &mut notes, &plan.forced, style.extensions, &cuts);
    let len = code.len();
    let mut parts = match &plan.parts {
        _ if shbin.dvles.is_empty() => vec![Part {
            dvle: None,
            start: 0,
        }],
        Some(p) if !style.exact => p.clone(),
        _ => parts_by_entries(shbin, &code, style.exact),
    };
    // Uniforms a file without a DVLE declared first: a library in front pins them.
    let mut alloc = declarations::SharedSpace::default();
    let pins = declarations::pins(shbin, style, &mut alloc);
    if pins.is_some() && parts[0].dvle.is_some() {
        parts.insert(
            0,
            Part {
                dvle: None,
                start: 0,
            },
        );
    }
    // An empty procedure at the end of the code goes with the last file that has code.
    let last = parts.iter().rposition(|p| p.start < len).unwrap_or(0);
    let mut files = Vec::new();
    let mut raw_words = Vec::new();
    let mut libraries = 0;
    for (k, part) in parts.iter().enumerate() {
        let (from, to) = (part.start, parts.get(k + 1).map_or(len, |p| p.start));
        let mut text = String::new();
        let name = match part.dvle {
            Some(0) => "shader.pica".to_string(),
            Some(i) => format!("dvle{i}.pica"),
            None => {
                libraries += 1;
                format!("lib{}.pica", libraries - 1)
            }
        };
        match part.dvle {
            Some(i) => {
                let dvle = &shbin.dvles[i];
                text.push_str(&format!(
                    "; DVLE {i}: {}\n",
                    match dvle.shader_type {
                        shbin::ShaderType::Vertex => "vertex shader",
                        shbin::ShaderType::Geometry => "geometry shader",
                        shbin::ShaderType::Unknown(_) => "unknown shader type",
                    }
                ));
            }
            None if shbin.dvles.is_empty() => {
                notes.push("the file has no DVLE".to_string());
            }
            None => text.push_str("; a file without a DVLE: code and uniforms only\n.nodvle\n"),
        }
        if k == 0 {
            if let Some(p) = &pins {
                text.push_str(p);
            }
            if style.extensions && plan.pin {
                pin_descriptors(&mut text, &shbin.dvlp.operand_descriptors);
            }
        }
        // o7-o15 written in a geometry shader's code go by names declared first,
        // before any `.gsh` (picasso checks register names, not what a name stands
        // for: such code comes from names declared while the file was a vertex shader,
        // before a `setemit` or a `.gsh` made it a geometry shader).
        let geometry = part.dvle.map_or(code.emits(from, to), |i| {
            shbin.dvles[i].shader_type == shbin::ShaderType::Geometry
        });
        let named = if geometry && !style.exact {
            code.high_outputs(from, to)
        } else {
            Vec::new()
        };
        for &o in &named {
            text.push_str(&format!(".alias {} o{o}\n", instructions::output_alias(o)));
        }
        if let Some(i) = part.dvle {
            // A geometry shader without a mode may be one by a `setemit` in its code
            // alone.
            let section = declarations::Section {
                dvle: &shbin.dvles[i],
                index: i,
                emits: code.emits(from, to),
            };
            declarations::write(&mut text, &section, &code, &mut alloc, &mut notes, style);
        }
        if style.exact {
            if k == 0 {
                text.push('\n');
                code.write_exact(&mut text, &shbin.dvlp.operand_descriptors);
            }
        } else {
            let mut procs = String::new();
            code.write(
                &mut procs,
                (from, to),
                (k == last, style.implicit_nops),
                &named,
                &mut raw_words,
            );
            if !procs.is_empty() || k == 0 {
                text.push('\n');
                text.push_str(&procs);
            }
        }
        files.push((name, text));
    }
    raw_words.sort_by_key(|r: &RawWord| r.address);
    Listing {
        dvles: parts.iter().map(|p| p.dvle).collect(),
        files,
        notes,
        no_nop: false,
        picasso: false,
        raw_words: raw_words.into_boxed_slice(),
    }
}

/// The descriptor table as `.opdesc` lines (high words included).
fn pin_descriptors(out: &mut String, descs: &[shbin::OperandDescriptor]) {
    use std::fmt::Write as _;
    for d in descs {
        let _ = if d.extension != 0 {
            writeln!(out, ".opdesc 0x{:08x}, 0x{:08x}", d.value, d.extension)
        } else {
            writeln!(out, ".opdesc 0x{:08x}", d.value)
        };
    }
}

/// The first line of a listing meant for `picasso -n`.
const NO_NOP_NOTE: &str =
    "; assemble with -n (picasso -n): this code lacks a padding NOP picasso would insert\n";
/// The first line of a listing that `gpubin asm` refuses.
const PICASSO_NOTE: &str = "; for picasso or gpubin picasso: this code needs forms gpubin asm refuses (see its messages)\n";

/// Why a listing does not reproduce its file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RoundTripError {
    /// The listing does not assemble: the assembler's first error.
    #[error(
        "the listing does not assemble: {}",
        .0.as_ref().map(ToString::to_string).unwrap_or_default()
    )]
    Assembly(Option<Box<crate::asm::Diagnostic>>),
    /// Reassembled, the listing gives other bytes.
    #[error(
        "the listing reassembles to different bytes (first difference at 0x{offset:x}){}",
        joined_notes(notes)
    )]
    Differs {
        /// Byte offset of the first difference.
        offset: usize,
        /// The listing's notes: what it is known not to reproduce ([`Listing::notes`]).
        notes: Vec<String>,
    },
    /// The original file does not write back.
    #[error("the file cannot be written back: {0}")]
    Write(gpubin_binfmt::Error),
    /// No listing was tried (cannot happen: there is always one).
    #[error("internal error: {0}")]
    Internal(&'static str),
    /// The listing needs a gpubin extension: the name given.
    #[error("the listing needs the gpubin extension `{0}`, which picasso does not read (the file is not as picasso writes it); the joined listing of `gpubin dis` reassembles with gpubin asm")]
    NeedsExtension(String),
}

/// `: a; b` after the message of [`RoundTripError::Differs`], or nothing.
fn joined_notes(notes: &[String]) -> String {
    if notes.is_empty() {
        String::new()
    } else {
        format!(": {}", notes.join("; "))
    }
}

/// How many ways of dividing the code among files are tried.
const MAX_SPLITS: usize = 24;

/// How many times a listing with `.word`s is reassembled to find the words that need
/// one.
const MAX_ROUNDS: usize = 64;

/// Disassembles and checks that the listing reassembles to `shbin`'s exact bytes.
///
/// Tried in order: picasso's own spelling (with `-n`, or picasso's reading, where the
/// code needs them; its code divided among the files at the DVLEs' entry points, then
/// in other ways, with libraries where no DVLE's file can hold some code); then the
/// same with gpubin extensions only where picasso's spelling cannot say it (`.opdesc`,
/// `.entryat`, masks, and `.word` for the words that do not come back, found by
/// reassembling); last the exact form (all code as `.word`s).
pub fn round_trip(shbin: &Shbin) -> Result<Listing, (Listing, RoundTripError)> {
    let original = match shbin::write(shbin) {
        Ok(b) => b,
        Err(e) => return Err((disassemble(shbin), RoundTripError::Write(e))),
    };
    // Geometry shaders whose mode bytes are all zero: bare `.gsh` (shared uniforms)
    // or `.gsh point cN` (private ones), which the file does not tell apart. Tried:
    // all bare; point where that is likely (no dummy output, which would have set the
    // merge flag, and uniforms of its own); all point.
    let plain: Vec<usize> = (0..shbin.dvles.len().min(64))
        .filter(|&i| {
            let d = &shbin.dvles[i];
            d.shader_type == shbin::ShaderType::Geometry
                && !d.merge_outmaps()
                && d.geometry == Default::default()
        })
        .collect();
    let mask = |keep: &dyn Fn(&shbin::Dvle) -> bool| -> u64 {
        plain
            .iter()
            .filter(|&&i| keep(&shbin.dvles[i]))
            .fold(0, |m, &i| m | 1 << i)
    };
    let likely = mask(&|d: &shbin::Dvle| {
        !d.outputs
            .iter()
            .any(|o| o.semantic == shbin::OutputSemantic::Dummy)
            && d.uniforms.iter().any(|u| {
                !matches!(
                    shbin::UniformRegister::from_table(u.first_register),
                    Some(shbin::UniformRegister::Input(_)) | None
                )
            })
    });
    let mut modes = vec![0u64];
    for m in [likely, mask(&|_| true)] {
        if !modes.contains(&m) {
            modes.push(m);
        }
    }
    // picasso counts the 512 instructions without its padding NOPs: longer code is
    // also tried with them left to picasso.
    let implicit: &[bool] = if shbin.dvlp.code.len() > 512 {
        &[false, true]
    } else {
        &[false]
    };
    // Every NOP is written out, so a listing that fails only because picasso would add
    // a padding NOP reassembles exactly with `-n`; code picasso wrote may need what
    // only its reading takes (an empty procedure, an input declared twice).
    let flags = [(false, false), (true, false), (false, true), (true, true)];
    // Ways to divide the code among the files, per spelling of plain geometry
    // shaders (the first is by the entry points); libraries only when no division
    // without one fits.
    let splits_for = |point_mode: u64| -> Vec<Option<Vec<Part>>> {
        let mut splits = vec![None];
        if shbin.dvles.is_empty() {
            return splits;
        }
        let code = structure::Code::analyse(shbin, &mut Vec::new());
        let by_entries = parts_by_entries(shbin, &code, false);
        // Geometry shaders' parts without o7-o15 first.
        for libraries in [false, true] {
            for strict in [true, false] {
                let how = structure::Splits {
                    libraries,
                    point_mode,
                    strict,
                };
                for s in code.splits(&shbin.dvles, how, MAX_SPLITS) {
                    if s != by_entries && !splits.contains(&Some(s.clone())) {
                        splits.push(Some(s));
                    }
                }
            }
            if splits.len() > 1 {
                break;
            }
        }
        splits
    };
    let splits: Vec<Vec<Option<Vec<Part>>>> = modes.iter().map(|&m| splits_for(m)).collect();
    let mut first = None;
    // What the listing is known not to say (an entry range that is no procedure,
    // masks, high words) no other division of the code says either.
    let spellable = |point_mode: u64| {
        let style = Style {
            point_mode,
            ..Style::default()
        };
        disassemble_plan(
            shbin,
            &Plan {
                style,
                ..Plan::default()
            },
        )
        .notes
        .is_empty()
    };
    // A listing with `.word`s is kept while the extensions are tried, which may need
    // fewer (an entry range given by `.entryat` leaves a crossing call its procedure).
    let mut with_raw: Option<Listing> = None;
    'spelled: for (m, &point_mode) in modes.iter().enumerate() {
        if !spellable(point_mode) {
            continue;
        }
        for (&(no_nop, picasso), &implicit_nops) in flags
            .iter()
            .flat_map(|f| implicit.iter().map(move |i| (f, i)))
            .filter(|(f, &i)| !(i && f.0))
        {
            for parts in &splits[m] {
                let plan = Plan {
                    style: Style {
                        point_mode,
                        implicit_nops,
                        ..Style::default()
                    },
                    parts: parts.clone(),
                    ..Plan::default()
                };
                match check(labelled(shbin, &plan, no_nop, picasso), &original) {
                    Ok(l) if l.raw_words.is_empty() => return Ok(l),
                    Ok(l) => {
                        with_raw = Some(l);
                        break 'spelled;
                    }
                    Err(e) => {
                        first.get_or_insert(e);
                    }
                }
            }
        }
    }
    let fewer = |l: Listing, kept: Option<Listing>| match kept {
        Some(k) if k.raw_words.len() <= l.raw_words.len() => k,
        _ => l,
    };
    for (m, &point_mode) in modes.iter().enumerate() {
        for &(no_nop, picasso) in &flags {
            for parts in splits[m].iter().take(2) {
                let plan = Plan {
                    style: Style {
                        point_mode,
                        extensions: true,
                        ..Style::default()
                    },
                    parts: parts.clone(),
                    // With descriptors whose high words are set, from the start.
                    pin: shbin
                        .dvlp
                        .operand_descriptors
                        .iter()
                        .any(|d| d.extension != 0),
                    ..Plan::default()
                };
                if let Some(l) = with_words(shbin, plan, no_nop, picasso, &original) {
                    return Ok(fewer(l, with_raw));
                }
            }
        }
    }
    if let Some(l) = with_raw {
        return Ok(l);
    }
    for &point_mode in &modes {
        let plan = Plan {
            style: Style {
                point_mode,
                exact: true,
                ..Style::default()
            },
            ..Plan::default()
        };
        match check(labelled(shbin, &plan, false, false), &original) {
            Ok(l) => return Ok(l),
            Err(e) => {
                first.get_or_insert(e);
            }
        }
    }
    Err(first.unwrap_or_else(|| (disassemble(shbin), RoundTripError::Internal("no listing"))))
}

/// The listing of `plan` for `-n` and picasso's reading as given, its first line
/// saying so.
fn labelled(shbin: &Shbin, plan: &Plan, no_nop: bool, picasso: bool) -> Listing {
    let mut listing = disassemble_plan(shbin, plan);
    listing.no_nop = no_nop;
    listing.picasso = picasso;
    if let Some((_, text)) = listing.files.first_mut() {
        if picasso {
            text.insert_str(0, PICASSO_NOTE);
        }
        if no_nop {
            text.insert_str(0, NO_NOP_NOTE);
        }
    }
    listing
}

/// The listing of `plan` with `.word` for each word that does not come back: each
/// round reassembles it and writes as `.word` the words the assembler refuses (by the
/// address on the line) or gives differently (all of them when the code keeps its
/// length, else the first, since a word more or less moves the rest); first of all,
/// a descriptor table that does not come back is pinned with `.opdesc`.
fn with_words(
    shbin: &Shbin,
    mut plan: Plan,
    no_nop: bool,
    picasso: bool,
    original: &[u8],
) -> Option<Listing> {
    for _ in 0..MAX_ROUNDS {
        let listing = labelled(shbin, &plan, no_nop, picasso);
        let before = plan.forced.len();
        match listing.assemble() {
            Err(d) => {
                for e in d.errors() {
                    // Errors on other lines may follow from these.
                    if let Some(a) = address_of_line(&e.source_line) {
                        plan.forced
                            .entry(a)
                            .or_insert_with(|| Why::Refused(Box::new(e.clone())));
                    }
                }
            }
            Ok(a) => {
                if a.to_bytes() == original {
                    return Some(listing);
                }
                if !plan.pin && a.model().dvlp.operand_descriptors != shbin.dvlp.operand_descriptors
                {
                    // The descriptor table does not come back: pinned, before any
                    // word is given up (with the table pinned, each instruction finds
                    // its own entry first).
                    plan.pin = true;
                    continue;
                }
                let (ours, theirs) = (&a.model().dvlp.code, &shbin.dvlp.code);
                let differ = (0..ours.len().min(theirs.len())).filter(|&i| ours[i] != theirs[i]);
                let differ: Vec<usize> = if ours.len() == theirs.len() {
                    differ.collect()
                } else {
                    differ.take(1).collect()
                };
                for i in differ {
                    plan.forced.entry(i as u32).or_insert(Why::Reassembles);
                }
            }
        }
        if plan.forced.len() == before {
            return None;
        }
    }
    None
}

/// The code address a listing line carries in its comment (`; 01c` or
/// `; 01c: why`).
fn address_of_line(line: &str) -> Option<u32> {
    let (code, comment) = line.split_once("; ")?;
    if code.trim().is_empty() {
        return None;
    }
    let hex = comment.split(':').next()?.trim();
    u32::from_str_radix(hex, 16).ok()
}

fn check(listing: Listing, original: &[u8]) -> Result<Listing, (Listing, RoundTripError)> {
    let again = match listing.assemble() {
        Ok(a) => a.to_bytes(),
        Err(d) => {
            let first = d.errors().next().cloned().map(Box::new);
            return Err((listing, RoundTripError::Assembly(first)));
        }
    };
    if again.as_slice() != original {
        let offset = again
            .iter()
            .zip(original)
            .position(|(a, b)| a != b)
            .unwrap_or(again.len().min(original.len()));
        let notes = listing.notes.clone();
        return Err((listing, RoundTripError::Differs { offset, notes }));
    }
    Ok(listing)
}
