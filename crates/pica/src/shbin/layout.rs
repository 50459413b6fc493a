//! Where each part of a SHBIN sits: the canonical layout of the reference assembler,
//! and the list of parts (spans) shared by the writer, the reader and the validator.

use std::borrow::Cow;

use gpubin_binfmt::{Error, Path, Result};

use super::model::*;
use super::rule::ShbinRule;

/// A layout with the symbol-table offsets of every name resolved.
pub(crate) struct Resolved<'a> {
    pub layout: Cow<'a, Layout>,
    /// Per DVLE: name offsets of the uniforms, then of the labels.
    pub names: Vec<NameOffsets>,
}

#[derive(Default)]
pub(crate) struct NameOffsets {
    pub uniforms: Vec<u32>,
    pub labels: Vec<u32>,
}

/// The reference assembler's layout (pica200.md §1.1): DVLB, DVLP header, code,
/// descriptors, then each DVLE as header, constants, labels, outputs, uniforms,
/// symbols, zero padding to 4 bytes. Symbol table: uniform names, then label names.
pub(crate) fn canonical(shbin: &Shbin) -> (Layout, Vec<NameOffsets>) {
    let (mut layout, counts, _) = canonical_frame(shbin);
    let mut names = Vec::with_capacity(shbin.dvles.len());
    for ((dvle, dl), c) in shbin.dvles.iter().zip(&mut layout.dvles).zip(&counts) {
        let mut symbol_table = Vec::with_capacity(c.symbols);
        let mut offsets = NameOffsets {
            uniforms: Vec::with_capacity(dvle.uniforms.len()),
            labels: Vec::with_capacity(dvle.labels.len()),
        };
        for u in &dvle.uniforms {
            offsets.uniforms.push(symbol_table.len() as u32);
            symbol_table.extend_from_slice(u.name.as_bytes());
            symbol_table.push(0);
        }
        for l in &dvle.labels {
            offsets.labels.push(symbol_table.len() as u32);
            symbol_table.extend_from_slice(l.name.as_bytes());
            symbol_table.push(0);
        }
        dl.symbol_table = symbol_table;
        names.push(offsets);
    }
    (layout, names)
}

/// [`canonical`]'s offsets without building the symbol tables (each left empty; its
/// size is in the counts): all the validator needs, so validating a model without a
/// layout copies no names. The flag says whether every offset fits in 32 bits.
pub(crate) fn canonical_frame(shbin: &Shbin) -> (Layout, Vec<TableCounts>, bool) {
    let n = shbin.dvles.len() as u64;
    let dvlp = (DVLB_HEADER_SIZE as u64) + 4 * n;
    let code_offset = DVLP_HEADER_SIZE as u64;
    let operand_descriptor_offset = code_offset + 4 * shbin.dvlp.code.len() as u64;
    let dvlp_end = operand_descriptor_offset
        + (OPERAND_DESCRIPTOR_ENTRY_SIZE * shbin.dvlp.operand_descriptors.len()) as u64;
    let mut pos = dvlp + dvlp_end;
    let mut dvle_offsets = Vec::with_capacity(shbin.dvles.len());
    let mut dvles = Vec::with_capacity(shbin.dvles.len());
    let mut counts = Vec::with_capacity(shbin.dvles.len());
    for dvle in &shbin.dvles {
        let constant_offset = DVLE_HEADER_SIZE as u64;
        let label_offset = constant_offset + (CONSTANT_ENTRY_SIZE * dvle.constants.len()) as u64;
        let output_offset = label_offset + (LABEL_ENTRY_SIZE * dvle.labels.len()) as u64;
        let uniform_offset = output_offset + (OUTPUT_ENTRY_SIZE * dvle.outputs.len()) as u64;
        let symbol_offset = uniform_offset + (UNIFORM_ENTRY_SIZE * dvle.uniforms.len()) as u64;
        // Each name and its NUL.
        let symbols = dvle
            .uniforms
            .iter()
            .map(|u| u.name.len() + 1)
            .sum::<usize>()
            + dvle.labels.iter().map(|l| l.name.len() + 1).sum::<usize>();
        let end = symbol_offset + symbols as u64;
        dvle_offsets.push(pos as u32);
        dvles.push(DvleLayout {
            constant_offset: constant_offset as u32,
            label_offset: label_offset as u32,
            output_offset: output_offset as u32,
            uniform_offset: uniform_offset as u32,
            symbol_offset: symbol_offset as u32,
            symbol_table: Vec::new(),
        });
        counts.push(TableCounts {
            symbols,
            ..TableCounts::of(dvle, None)
        });
        pos += end.next_multiple_of(4);
    }
    let layout = Layout {
        file_size: pos as u32,
        dvle_offsets,
        code_offset: code_offset as u32,
        operand_descriptor_offset: operand_descriptor_offset as u32,
        // The reference assembler writes no filename table; the offset points at the
        // end of the DVLP.
        filename_table_offset: dvlp_end as u32,
        dvles,
        filler: Vec::new(),
    };
    (layout, counts, pos <= u32::MAX as u64)
}

/// The model's own layout if it has one (checked for consistency), else the canonical.
pub(crate) fn resolve(shbin: &Shbin) -> Result<Resolved<'_>> {
    let Some(layout) = &shbin.layout else {
        let (layout, names) = canonical(shbin);
        return Ok(Resolved {
            layout: Cow::Owned(layout),
            names,
        });
    };
    let root = Path::root().name("layout");
    let n = shbin.dvles.len();
    if layout.dvle_offsets.len() != n || layout.dvles.len() != n {
        return Err(Error::rule(
            0,
            root,
            ShbinRule::LayoutDvleCounts {
                offsets: layout.dvle_offsets.len(),
                layouts: layout.dvles.len(),
                dvles: n,
            },
        ));
    }
    let mut names = Vec::with_capacity(n);
    for (i, dvle) in shbin.dvles.iter().enumerate() {
        let need = |what: &'static str, j: usize, off: Option<u32>| {
            off.ok_or_else(|| {
                Error::rule(
                    0,
                    Path::root().name("DVLE").index(i).name(what).index(j),
                    ShbinRule::MissingNameOffset,
                )
            })
        };
        let uniforms = dvle
            .uniforms
            .iter()
            .enumerate()
            .map(|(j, u)| need("uniforms", j, u.name_offset))
            .collect::<Result<_>>()?;
        let labels = dvle
            .labels
            .iter()
            .enumerate()
            .map(|(j, l)| need("labels", j, l.name_offset))
            .collect::<Result<_>>()?;
        names.push(NameOffsets { uniforms, labels });
    }
    Ok(Resolved {
        layout: Cow::Borrowed(layout),
        names,
    })
}

/// What a span holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PartKind {
    DvlbHeader,
    DvlpHeader,
    Code,
    OperandDescriptors,
    DvleHeader,
    Constants,
    Labels,
    Outputs,
    Uniforms,
    Symbols,
}

impl PartKind {
    pub fn describe(self) -> &'static str {
        match self {
            PartKind::DvlbHeader => "DVLB header",
            PartKind::DvlpHeader => "DVLP header",
            PartKind::Code => "code blob",
            PartKind::OperandDescriptors => "operand-descriptor table",
            PartKind::DvleHeader => "DVLE header",
            PartKind::Constants => "constant table",
            PartKind::Labels => "label table",
            PartKind::Outputs => "output table",
            PartKind::Uniforms => "uniform table",
            PartKind::Symbols => "symbol table",
        }
    }

    /// Path segment under `DVLE[i]` or at the top.
    pub fn path(self, dvle: Option<usize>) -> Path {
        let top = |name: &'static str| Path::root().name(name);
        let sub = |name: &'static str| match dvle {
            Some(i) => Path::root().name("DVLE").index(i).name(name),
            None => top(name),
        };
        match self {
            PartKind::DvlbHeader => top("DVLB"),
            PartKind::DvlpHeader => top("DVLP"),
            PartKind::Code => top("DVLP").name("code"),
            PartKind::OperandDescriptors => top("DVLP").name("operand_descriptors"),
            PartKind::DvleHeader => match dvle {
                Some(i) => Path::root().name("DVLE").index(i),
                None => top("DVLE"),
            },
            PartKind::Constants => sub("constants"),
            PartKind::Labels => sub("labels"),
            PartKind::Outputs => sub("outputs"),
            PartKind::Uniforms => sub("uniforms"),
            PartKind::Symbols => sub("symbols"),
        }
    }
}

/// One part of the file at an absolute position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Span {
    pub start: u64,
    pub len: u64,
    pub kind: PartKind,
    pub dvle: Option<usize>,
}

impl Span {
    pub fn end(&self) -> u64 {
        self.start + self.len
    }

    pub fn path(&self) -> Path {
        self.kind.path(self.dvle)
    }
}

/// Absolute start of the DVLP.
pub(crate) fn dvlp_start(dvle_count: usize) -> u64 {
    DVLB_HEADER_SIZE as u64 + 4 * dvle_count as u64
}

/// Entry counts of one DVLE's tables (what a span needs besides the layout).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct TableCounts {
    pub constants: usize,
    pub labels: usize,
    pub outputs: usize,
    pub uniforms: usize,
    /// Symbol-table size in bytes.
    pub symbols: usize,
}

impl TableCounts {
    pub fn of(dvle: &Dvle, layout: Option<&DvleLayout>) -> Self {
        TableCounts {
            constants: dvle.constants.len(),
            labels: dvle.labels.len(),
            outputs: dvle.outputs.len(),
            uniforms: dvle.uniforms.len(),
            symbols: layout.map_or(0, |l| l.symbol_table.len()),
        }
    }
}

/// Every part of the file, in file-format order (not sorted by position).
pub(crate) fn spans(shbin: &Shbin, layout: &Layout) -> Vec<Span> {
    let counts: Vec<TableCounts> = shbin
        .dvles
        .iter()
        .enumerate()
        .map(|(i, d)| TableCounts::of(d, layout.dvles.get(i)))
        .collect();
    spans_from_counts(
        shbin.dvlp.code.len(),
        shbin.dvlp.operand_descriptors.len(),
        &counts,
        layout,
    )
}

/// [`spans`] from the counts alone, before the tables are read.
pub(crate) fn spans_from_counts(
    code_words: usize,
    descriptors: usize,
    counts: &[TableCounts],
    layout: &Layout,
) -> Vec<Span> {
    let n = counts.len();
    let dvlp = dvlp_start(n);
    let mut out = Vec::with_capacity(4 + 6 * n);
    let mut push = |start: u64, len: u64, kind, dvle| {
        out.push(Span {
            start,
            len,
            kind,
            dvle,
        })
    };
    push(0, dvlp, PartKind::DvlbHeader, None);
    push(dvlp, DVLP_HEADER_SIZE as u64, PartKind::DvlpHeader, None);
    push(
        dvlp + layout.code_offset as u64,
        4 * code_words as u64,
        PartKind::Code,
        None,
    );
    push(
        dvlp + layout.operand_descriptor_offset as u64,
        OPERAND_DESCRIPTOR_ENTRY_SIZE as u64 * descriptors as u64,
        PartKind::OperandDescriptors,
        None,
    );
    for (i, (c, dl)) in counts.iter().zip(&layout.dvles).enumerate() {
        let Some(&base) = layout.dvle_offsets.get(i) else {
            break;
        };
        let base = base as u64;
        let d = Some(i);
        push(base, DVLE_HEADER_SIZE as u64, PartKind::DvleHeader, d);
        let table =
            |off: u32, count: usize, size: usize| (base + off as u64, count as u64 * size as u64);
        let (s, l) = table(dl.constant_offset, c.constants, CONSTANT_ENTRY_SIZE);
        push(s, l, PartKind::Constants, d);
        let (s, l) = table(dl.label_offset, c.labels, LABEL_ENTRY_SIZE);
        push(s, l, PartKind::Labels, d);
        let (s, l) = table(dl.output_offset, c.outputs, OUTPUT_ENTRY_SIZE);
        push(s, l, PartKind::Outputs, d);
        let (s, l) = table(dl.uniform_offset, c.uniforms, UNIFORM_ENTRY_SIZE);
        push(s, l, PartKind::Uniforms, d);
        let (s, l) = table(dl.symbol_offset, c.symbols, 1);
        push(s, l, PartKind::Symbols, d);
    }
    out
}

/// The non-empty spans by position (start, then end; ties in format order), with
/// their index in `spans`. Files in the reference layout list them in that order
/// already, which one pass detects, so no sorted copy is made for them.
pub(crate) fn by_position(spans: &[Span]) -> impl Iterator<Item = (usize, &Span)> {
    let key = |s: &Span| (s.start, s.end());
    let nonempty = |(_, s): &(usize, &Span)| s.len > 0;
    let ordered = spans.iter().filter(|s| s.len > 0).is_sorted_by_key(key);
    let sorted = if ordered {
        Vec::new()
    } else {
        let mut v: Vec<(usize, &Span)> = Vec::with_capacity(spans.len());
        v.extend(spans.iter().enumerate().filter(nonempty));
        v.sort_unstable_by_key(|&(i, s)| (key(s), i));
        v
    };
    let direct =
        spans
            .iter()
            .enumerate()
            .filter(nonempty)
            .take(if ordered { usize::MAX } else { 0 });
    direct.chain(sorted)
}

/// A copy of the model with its layout made explicit: the canonical layout when it
/// has none, and every name offset filled in. Writing it gives the same bytes; its
/// offsets can then be edited one by one.
pub fn pin_layout(shbin: &Shbin) -> Result<Shbin> {
    let resolved = resolve(shbin)?;
    let mut out = shbin.clone();
    for (dvle, names) in out.dvles.iter_mut().zip(&resolved.names) {
        for (u, &o) in dvle.uniforms.iter_mut().zip(&names.uniforms) {
            u.name_offset = Some(o);
        }
        for (l, &o) in dvle.labels.iter_mut().zip(&names.labels) {
            l.name_offset = Some(o);
        }
    }
    let mut layout = resolved.layout.into_owned();
    if shbin.layout.is_none() {
        // The canonical padding after each DVLE, as the parser would record it.
        for (&base, dl) in layout.dvle_offsets.iter().zip(&layout.dvles) {
            let end = base as usize + dl.symbol_offset as usize + dl.symbol_table.len();
            let pad = end.next_multiple_of(4) - end;
            if pad > 0 {
                layout.filler.push(Filler {
                    offset: end as u32,
                    bytes: vec![0; pad],
                });
            }
        }
    }
    out.layout = Some(layout);
    Ok(out)
}

/// The span of a part in a list from [`spans`]: found by position in the list (4 file
/// parts, then 6 per DVLE), not by search, so lookups stay linear overall.
pub(crate) fn span_of(spans: &[Span], kind: PartKind, dvle: Option<usize>) -> Option<&Span> {
    let index = match (kind, dvle) {
        (PartKind::DvlbHeader, _) => 0,
        (PartKind::DvlpHeader, _) => 1,
        (PartKind::Code, _) => 2,
        (PartKind::OperandDescriptors, _) => 3,
        (_, None) => return None,
        (kind, Some(i)) => {
            let k = match kind {
                PartKind::DvleHeader => 0,
                PartKind::Constants => 1,
                PartKind::Labels => 2,
                PartKind::Outputs => 3,
                PartKind::Uniforms => 4,
                _ => 5,
            };
            4 + 6 * i + k
        }
    };
    spans
        .get(index)
        .filter(|s| s.kind == kind && s.dvle == dvle.filter(|_| index >= 4))
}

/// Absolute byte offset of code word `index` in the file `shbin` writes (its layout,
/// or the canonical one), and the path of that word (`DVLP/code[index]`), for
/// messages about an instruction.
pub fn code_word_location(shbin: &Shbin, index: usize) -> (usize, Path) {
    let code = shbin
        .layout
        .as_ref()
        .map_or(DVLP_HEADER_SIZE as u64, |l| u64::from(l.code_offset));
    let at = dvlp_start(shbin.dvles.len()) + code + 4 * index as u64;
    (
        at as usize,
        Path::root().name("DVLP").name("code").index(index),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn span_of_finds_every_span_by_position() {
        let mut m = Shbin {
            dvlp: Dvlp::default(),
            dvles: vec![Dvle::vertex(0, 0); 3],
            layout: None,
        };
        m.dvlp.code = vec![0; 4];
        let (layout, _) = canonical(&m);
        let spans = spans(&m, &layout);
        assert_eq!(spans.len(), 4 + 6 * 3);
        for s in &spans {
            assert_eq!(span_of(&spans, s.kind, s.dvle), Some(s));
        }
        assert_eq!(span_of(&spans, PartKind::Uniforms, Some(3)), None);
        assert_eq!(span_of(&spans, PartKind::Uniforms, None), None);
    }
}
