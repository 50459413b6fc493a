//! SHBIN validation: the format's and the hardware's rules, as located findings
//! (`error: DVLE[1]/uniforms[3] at 0x1c4: ...`).

use std::borrow::Cow;

use gpubin_binfmt::{Finding, Path};

use super::layout::{self, PartKind, Span, TableCounts};
use super::model::*;
use super::symbols::{NameError, SymbolTable};
use gpubin_binfmt::Name;

/// Findings for a model (parsed, or built from JSON). Offsets are absolute file
/// offsets in the model's layout (the canonical one when it has none).
pub fn validate(shbin: &Shbin) -> Vec<Finding> {
    let mut v = Validator {
        findings: Vec::new(),
    };
    // Without a layout the canonical one is checked without building its symbol
    // tables: each name there is followed by its NUL (see [`Names::Canonical`]).
    let (layout, counts, resolved_names, fits) = match &shbin.layout {
        None => {
            let (layout, counts, fits) = layout::canonical_frame(shbin);
            (Cow::Owned(layout), counts, None, fits)
        }
        Some(_) => {
            let resolved = match layout::resolve(shbin) {
                Ok(r) => r,
                Err(e) => return vec![Finding::from(&e)],
            };
            let counts = shbin
                .dvles
                .iter()
                .enumerate()
                .map(|(i, d)| TableCounts::of(d, resolved.layout.dvles.get(i)))
                .collect();
            (resolved.layout, counts, Some(resolved.names), false)
        }
    };
    let layout = layout.as_ref();
    // The canonical layout puts every part inside the file, 4-byte aligned and apart
    // by construction, unless its offsets overflow 32 bits: only then, or with an
    // explicit layout, are the parts' positions checked one by one.
    let spans = if fits {
        Vec::new()
    } else {
        layout::spans_from_counts(
            shbin.dvlp.code.len(),
            shbin.dvlp.operand_descriptors.len(),
            &counts,
            layout,
        )
    };
    v.file(shbin, layout, &spans);
    v.code(shbin, layout);
    for (i, dvle) in shbin.dvles.iter().enumerate() {
        // Where each part starts, as its span would say.
        let base = layout.dvle_offsets.get(i).map_or(0, |&b| b as usize);
        let dl = &layout.dvles[i];
        let at = |offset: u32| base + offset as usize;
        let names = match &resolved_names {
            None => Names::Canonical,
            Some(names) => Names::Table {
                symbols: SymbolTable::new(&layout.dvles[i].symbol_table),
                offsets: &names[i],
            },
        };
        let ctx = DvleContext {
            path: DvlePath(i),
            header: base,
            constants: at(dl.constant_offset),
            labels: at(dl.label_offset),
            outputs: at(dl.output_offset),
            uniforms: at(dl.uniform_offset),
            names,
            code_words: shbin.dvlp.code.len(),
        };
        v.dvle(dvle, &ctx);
    }
    v.findings
}

/// Where a DVLE's names are looked up.
enum Names<'a> {
    /// The model's explicit layout: its raw symbol table and each entry's offset.
    Table {
        symbols: SymbolTable<'a>,
        offsets: &'a layout::NameOffsets,
    },
    /// The canonical layout: the table is the names in entry order, each followed by
    /// a NUL, so an offset always leads to the name (up to its first NUL).
    Canonical,
}

struct Validator {
    findings: Vec<Finding>,
}

/// Where a finding is: a path, built only when there is a finding (validation of a
/// clean file allocates no paths per entry).
trait Place {
    fn path(&self) -> Path;
}

impl Place for Path {
    fn path(&self) -> Path {
        self.clone()
    }
}

/// `DVLE[i]`.
struct DvlePath(usize);

impl Place for DvlePath {
    fn path(&self) -> Path {
        Path::root().name("DVLE").index(self.0)
    }
}

/// A table of a DVLE (`DVLE[1]/uniforms`).
struct TablePath(usize, &'static str);

impl Place for TablePath {
    fn path(&self) -> Path {
        DvlePath(self.0).path().name(self.1)
    }
}

/// Entry `index` of a table (`DVLE[1]/uniforms[3]`).
struct Item<'a>(&'a TablePath, usize);

impl Place for Item<'_> {
    fn path(&self) -> Path {
        self.0.path().index(self.1)
    }
}

struct DvleContext<'a> {
    path: DvlePath,
    header: usize,
    constants: usize,
    labels: usize,
    outputs: usize,
    uniforms: usize,
    names: Names<'a>,
    code_words: usize,
}

impl Validator {
    fn error(&mut self, at: usize, path: &impl Place, message: impl Into<String>) {
        self.findings
            .push(Finding::error(at, &path.path(), message));
    }

    fn warning(&mut self, at: usize, path: &impl Place, message: impl Into<String>) {
        self.findings
            .push(Finding::warning(at, &path.path(), message));
    }

    fn file(&mut self, shbin: &Shbin, layout: &Layout, spans: &[Span]) {
        let root = Path::root().name("DVLB");
        let size = layout.file_size as u64;
        if shbin.dvles.is_empty() {
            self.warning(
                4,
                &root,
                "the file has no DVLE, so no shader can be run from it",
            );
        }
        if size % 4 != 0 {
            self.error(
                size as usize,
                &root,
                format!("file size 0x{size:x} is not a multiple of 4 (consumers read words)"),
            );
        }
        for span in spans {
            if span.end() > size {
                self.error(
                    span.start as usize,
                    &span.path(),
                    format!(
                        "{} at 0x{:x}..0x{:x} lies outside the file (0x{size:x} bytes)",
                        span.kind.describe(),
                        span.start,
                        span.end()
                    ),
                );
            } else if span.start % 4 != 0 && span.kind != PartKind::Symbols {
                self.warning(
                    span.start as usize,
                    &span.path(),
                    format!(
                        "{} at 0x{:x} is not 4-byte aligned",
                        span.kind.describe(),
                        span.start
                    ),
                );
            }
        }
        let mut furthest: Option<&Span> = None;
        for (_, s) in layout::by_position(spans) {
            if let Some(prev) = furthest {
                if s.start < prev.end() {
                    self.error(
                        s.start as usize,
                        &s.path(),
                        format!(
                            "{} overlaps {} ({}) at 0x{:x}..0x{:x}",
                            s.kind.describe(),
                            prev.kind.describe(),
                            prev.path(),
                            s.start,
                            prev.end().min(s.end())
                        ),
                    );
                }
            }
            if furthest.is_none_or(|p| s.end() > p.end()) {
                furthest = Some(s);
            }
        }
        let dvlp = layout::dvlp_start(shbin.dvles.len());
        if dvlp + layout.filename_table_offset as u64 > size {
            self.error(
                dvlp as usize + 0x18,
                &Path::root().name("DVLP"),
                format!(
                    "filename table offset 0x{:x} points outside the file",
                    layout.filename_table_offset
                ),
            );
        }
        let code = shbin.dvlp.code.len();
        if code > MAX_CODE_WORDS {
            self.warning(
                dvlp as usize + 0x0C,
                &Path::root().name("DVLP"),
                format!("{code} code words exceed the {MAX_CODE_WORDS} words of shader memory"),
            );
        }
        let descriptors = shbin.dvlp.operand_descriptors.len();
        if descriptors > MAX_OPERAND_DESCRIPTORS {
            self.warning(
                dvlp as usize + 0x14,
                &Path::root().name("DVLP"),
                format!(
                    "{descriptors} operand descriptors exceed the hardware's {MAX_OPERAND_DESCRIPTORS}"
                ),
            );
        }
    }

    /// Operand-descriptor indices of the instructions (pica200.md §3.1–3.2).
    fn code(&mut self, shbin: &Shbin, layout: &Layout) {
        let dvlp = layout::dvlp_start(shbin.dvles.len()) as usize;
        let code_at = dvlp + layout.code_offset as usize;
        let desc_at = dvlp + layout.operand_descriptor_offset as usize;
        let count = shbin.dvlp.operand_descriptors.len();
        let code_path = Path::root().name("DVLP").name("code");
        for (i, &word) in shbin.dvlp.code.iter().enumerate() {
            let path = || code_path.index(i);
            let at = code_at + 4 * i;
            match descriptor_index(word) {
                DescriptorUse::Index(d) if d as usize >= count => self.error(
                    at,
                    &path(),
                    format!(
                        "instruction 0x{word:08x} uses operand descriptor {d}, but the table has {count}"
                    ),
                ),
                DescriptorUse::Unassigned(op) => self.warning(
                    at,
                    &path(),
                    format!("instruction 0x{word:08x} has the unassigned opcode 0x{op:02x}"),
                ),
                _ => {}
            }
        }
        for (i, d) in shbin.dvlp.operand_descriptors.iter().enumerate() {
            if d.value & 0x8000_0000 != 0 {
                self.warning(
                    desc_at + 8 * i,
                    &Path::root()
                        .name("DVLP")
                        .name("operand_descriptors")
                        .index(i),
                    format!("descriptor 0x{:08x} sets the unused bit 31", d.value),
                );
            }
        }
    }

    fn dvle(&mut self, dvle: &Dvle, c: &DvleContext<'_>) {
        let p = &c.path;
        let geometry = dvle.shader_type == ShaderType::Geometry;
        if let ShaderType::Unknown(t) = dvle.shader_type {
            self.error(
                c.header + 6,
                p,
                format!("unknown shader type {t} (0 vertex, 1 geometry)"),
            );
        }
        if dvle.flags & !1 != 0 {
            self.warning(
                c.header + 7,
                p,
                format!(
                    "flag byte 0x{:02x} sets bits other than merge-outmaps",
                    dvle.flags
                ),
            );
        }
        if dvle.merge_outmaps() && !geometry {
            self.warning(
                c.header + 7,
                p,
                "the merge-outmaps flag is set on a vertex shader",
            );
        }
        if dvle.entry_start > dvle.entry_end {
            self.error(
                c.header + 8,
                p,
                format!(
                    "entry start {} is after entry end {}",
                    dvle.entry_start, dvle.entry_end
                ),
            );
        } else if dvle.entry_start == dvle.entry_end {
            self.warning(
                c.header + 8,
                p,
                format!(
                    "the entry procedure is empty (start = end = {})",
                    dvle.entry_start
                ),
            );
        }
        if dvle.entry_end as usize > c.code_words {
            self.error(
                c.header + 0x0C,
                p,
                format!(
                    "entry end {} is past the {} words of code",
                    dvle.entry_end, c.code_words
                ),
            );
        }
        self.geometry(dvle, c);
        self.constants(dvle, c);
        self.labels(dvle, c);
        self.outputs(dvle, c);
        self.uniforms(dvle, c);
    }

    fn geometry(&mut self, dvle: &Dvle, c: &DvleContext<'_>) {
        let g = &dvle.geometry;
        let p = &c.path;
        if dvle.shader_type != ShaderType::Geometry {
            if g.mode != GeometryMode::Point
                || g.fixed_vertex_array_start != 0
                || g.variable_full_vertices != 0
                || g.fixed_vertex_count != 0
            {
                self.warning(
                    c.header + 0x14,
                    p,
                    "geometry-shader fields are set on a vertex shader",
                );
            }
            return;
        }
        match g.mode {
            GeometryMode::Unknown(m) => self.error(
                c.header + 0x14,
                p,
                format!("unknown geometry mode {m} (0 point, 1 variable, 2 fixed)"),
            ),
            GeometryMode::Fixed if g.fixed_vertex_array_start >= 96 => self.error(
                c.header + 0x15,
                p,
                format!(
                    "fixed-mode vertex array starts at c{}, past c95",
                    g.fixed_vertex_array_start
                ),
            ),
            _ => {}
        }
    }

    fn constants(&mut self, dvle: &Dvle, c: &DvleContext<'_>) {
        let base = TablePath(c.path.0, "constants");
        let mut seen = [[false; 96]; 3];
        for (j, k) in dvle.constants.iter().enumerate() {
            let path = Item(&base, j);
            let at = c.constants + CONSTANT_ENTRY_SIZE * j;
            let (bank, limit) = match k.value.kind() {
                CONSTANT_BOOL => ('b', 16),
                CONSTANT_INT => ('i', 4),
                CONSTANT_FLOAT => ('c', 96),
                other => {
                    self.error(
                        at,
                        &path,
                        format!("unknown constant type {other} (0 bool, 1 int, 2 float)"),
                    );
                    continue;
                }
            };
            if k.register >= limit {
                self.error(
                    at + 2,
                    &path,
                    format!(
                        "constant register {bank}{} is outside {bank}0-{bank}{}",
                        k.register,
                        limit - 1
                    ),
                );
            } else {
                let slot = &mut seen[k.value.kind() as usize][k.register as usize];
                if *slot {
                    self.warning(
                        at + 2,
                        &path,
                        format!("{bank}{} is set by an earlier constant too", k.register),
                    );
                }
                *slot = true;
            }
            match &k.value {
                ConstantValue::Raw { .. } => self.warning(
                    at + 4,
                    &path,
                    "payload does not have its type's shape (nonzero padding or out-of-range value)",
                ),
                ConstantValue::Float(v) => {
                    for (n, f) in v.iter().enumerate() {
                        if !f.is_finite_normal_or_zero() {
                            self.warning(
                                at + 4 + 4 * n,
                                &path,
                                format!("component {} is 0x{:06x}, not a finite normal number or zero", "xyzw".as_bytes()[n] as char, f.to_bits()),
                            );
                        }
                    }
                }
                _ => {}
            }
        }
    }

    fn labels(&mut self, dvle: &Dvle, c: &DvleContext<'_>) {
        let base = TablePath(c.path.0, "labels");
        for (j, l) in dvle.labels.iter().enumerate() {
            let path = Item(&base, j);
            let at = c.labels + LABEL_ENTRY_SIZE * j;
            if l.code_offset as usize >= c.code_words {
                self.error(
                    at + 4,
                    &path,
                    format!(
                        "label at word {} is past the {} words of code",
                        l.code_offset, c.code_words
                    ),
                );
            }
            self.symbol(at + 12, &path, &c.names, |o| o.labels.get(j), &l.name);
            self.name(at + 12, &path, &l.name);
        }
    }

    fn outputs(&mut self, dvle: &Dvle, c: &DvleContext<'_>) {
        let base = TablePath(c.path.0, "outputs");
        let geometry = dvle.shader_type == ShaderType::Geometry;
        let limit = if geometry {
            u16::from(crate::isa::GEOMETRY_OUTPUTS)
        } else {
            u16::from(crate::isa::VERTEX_OUTPUTS)
        };
        let mut used = [0u16; 16];
        let mut mask_bits = 0u16;
        for (j, o) in dvle.outputs.iter().enumerate() {
            let path = Item(&base, j);
            let at = c.outputs + OUTPUT_ENTRY_SIZE * j;
            if let OutputSemantic::Unknown(code) = o.semantic {
                self.warning(at, &path, format!("unknown output semantic {code}"));
            }
            if o.register >= limit {
                self.error(
                    at + 2,
                    &path,
                    format!(
                        "output register o{} is outside o0-o{}{}",
                        o.register,
                        limit - 1,
                        if geometry { " (geometry shader)" } else { "" }
                    ),
                );
                continue;
            }
            mask_bits |= 1 << o.register;
            if o.register >= 7 && o.semantic != OutputSemantic::Dummy {
                self.warning(
                    at + 2,
                    &path,
                    format!("o{} can only carry a dummy output", o.register),
                );
            }
            if o.mask & !0xF != 0 {
                self.error(
                    at + 4,
                    &path,
                    format!("component mask 0x{:x} sets bits above 3 (x y z w)", o.mask),
                );
            } else if o.mask == 0 {
                self.warning(at + 4, &path, "empty component mask");
            }
            let slot = &mut used[o.register as usize];
            if *slot & o.mask & 0xF != 0 {
                self.error(
                    at + 4,
                    &path,
                    format!(
                        "components {} of o{} are already taken by an earlier output",
                        mask_letters(*slot & o.mask),
                        o.register
                    ),
                );
            }
            *slot |= o.mask & 0xF;
            if o.unknown != 0 {
                self.warning(
                    at + 6,
                    &path,
                    format!("reserved half-word is 0x{:04x}", o.unknown),
                );
            }
        }
        if dvle.outputs.len() > 16 {
            self.error(
                c.header + 0x2C,
                &c.path,
                format!("{} outputs, at most 16 exist", dvle.outputs.len()),
            );
        }
        if mask_bits != dvle.output_mask {
            self.warning(
                c.header + 0x12,
                &c.path,
                format!(
                    "output mask 0x{:04x} differs from the registers of the output table (0x{mask_bits:04x})",
                    dvle.output_mask
                ),
            );
        }
    }

    fn uniforms(&mut self, dvle: &Dvle, c: &DvleContext<'_>) {
        let base = TablePath(c.path.0, "uniforms");
        for (j, u) in dvle.uniforms.iter().enumerate() {
            let path = Item(&base, j);
            let at = c.uniforms + UNIFORM_ENTRY_SIZE * j;
            self.symbol(at, &path, &c.names, |o| o.uniforms.get(j), &u.name);
            self.name(at, &path, &u.name);
            let first = UniformRegister::from_table(u.first_register);
            let last = UniformRegister::from_table(u.last_register);
            let (Some(first), Some(last)) = (first, last) else {
                for (value, field) in [(u.first_register, 4), (u.last_register, 6)] {
                    if UniformRegister::from_table(value).is_none() {
                        self.error(
                            at + field,
                            &path,
                            format!(
                                "register 0x{value:02x} is in no bank (v 0x00-0x0f, c 0x10-0x6f, i 0x70-0x73, b 0x78-0x87)"
                            ),
                        );
                    }
                }
                continue;
            };
            if first.bank() != last.bank() {
                self.error(
                    at + 4,
                    &path,
                    format!("register range {first}-{last} spans two banks"),
                );
            } else if first > last {
                self.error(
                    at + 4,
                    &path,
                    format!("register range {first}-{last} runs backwards"),
                );
            } else if let UniformRegister::Input(n) = first {
                let UniformRegister::Input(m) = last else {
                    continue;
                };
                for v in n..=m {
                    if dvle.input_mask & (1 << v) == 0 {
                        self.warning(
                            c.header + 0x10,
                            &path,
                            format!(
                                "input v{v} is not in the input mask 0x{:04x}",
                                dvle.input_mask
                            ),
                        );
                    }
                }
            }
        }
    }

    /// A name in the model cannot hold a NUL: the symbol table would end it early.
    fn name(&mut self, at: usize, path: &impl Place, name: &Name) {
        if name.as_bytes().contains(&0) {
            self.error(at, path, format!("name {name:?} contains a NUL byte"));
        }
    }

    /// A name offset must lead to a NUL-terminated string inside the symbol table.
    fn symbol(
        &mut self,
        at: usize,
        path: &impl Place,
        names: &Names<'_>,
        offset: impl Fn(&layout::NameOffsets) -> Option<&u32>,
        name: &Name,
    ) {
        let (symbols, offsets) = match names {
            Names::Table { symbols, offsets } => (symbols, offsets),
            Names::Canonical => {
                // The name up to its first NUL is what the table holds at its offset.
                if name.as_bytes().first().is_none_or(|&b| b == 0) {
                    self.warning(at, path, "empty name");
                }
                return;
            }
        };
        let offset = offset(offsets).copied().unwrap_or(0);
        match symbols.lookup(offset) {
            Err(NameError::OutsideTable) => self.error(
                at,
                path,
                format!(
                    "name offset 0x{offset:x} is outside the symbol table (0x{:x} bytes)",
                    symbols.len()
                ),
            ),
            Err(NameError::Unterminated) => self.error(
                at,
                path,
                format!("name at symbol offset 0x{offset:x} is not NUL-terminated"),
            ),
            Ok([]) => self.warning(at, path, "empty name"),
            Ok(_) => {}
        }
    }
}

/// How an instruction word refers to the operand-descriptor table.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum DescriptorUse {
    Index(u32),
    None,
    Unassigned(u32),
}

/// The descriptor index of a word, where its format has one (pica200.md §3.1/§3.2:
/// formats 1, 1i, 1u and 1c 7 bits, MAD and MADI 5; flow control none), from the
/// opcode table and the format layouts.
pub(crate) fn descriptor_index(word: u32) -> DescriptorUse {
    match crate::isa::Opcode::of_word(word) {
        None => DescriptorUse::Unassigned(word >> 26),
        Some(op) => match op.format().layout().desc {
            Some(field) => DescriptorUse::Index(field.get(word)),
            None => DescriptorUse::None,
        },
    }
}

fn mask_letters(mask: u16) -> String {
    "xyzw"
        .chars()
        .enumerate()
        .filter(|(i, _)| mask & (1 << i) != 0)
        .map(|(_, c)| c)
        .collect()
}
