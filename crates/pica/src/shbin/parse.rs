//! SHBIN reader. Follows every offset without assuming a layout, checks every part
//! against the file before reading it, rejects parts that overlap, and records the
//! layout (and the bytes between parts) unless the file is in the canonical layout.

use gpubin_binfmt::{Error, Path, Reader, Result};

use super::layout::{self, PartKind, Span, TableCounts};
use super::model::*;
use super::rule::ShbinRule;
use super::symbols::SymbolTable;

/// The header fields of a DVLE before its tables are read.
struct DvleHeader {
    dvle: Dvle,
    layout: DvleLayout,
    counts: TableCounts,
}

/// Reads a SHBIN. Every error names the byte offset and the part (`DVLE[1]/uniforms`).
pub fn parse(bytes: &[u8]) -> Result<Shbin> {
    if u32::try_from(bytes.len()).is_err() {
        return Err(Error::rule(0, Path::root(), ShbinRule::FileTooLarge));
    }
    let mut r = Reader::with_base(bytes, 0, Path::root().name("DVLB"));
    r.expect_fourcc(DVLB_MAGIC)?;
    let n = r.u32()?;
    let n = r.check_count("DVLE offsets", n.into(), 4)?;
    let mut dvle_offsets = Vec::with_capacity(n);
    for _ in 0..n {
        dvle_offsets.push(r.u32()?);
    }

    // DVLP header: it has no offset of its own, it follows the DVLB header.
    let dvlp_start = r.position();
    let mut p = Reader::with_base(&bytes[dvlp_start..], dvlp_start, Path::root().name("DVLP"));
    p.expect_fourcc(DVLP_MAGIC)?;
    let version = p.u32()?;
    let code_offset = p.u32()?;
    let code_words = p.u32()?;
    let operand_descriptor_offset = p.u32()?;
    let descriptor_count = p.u32()?;
    let filename_table_offset = p.u32()?;
    let unknown = [p.u32()?, p.u32()?, p.u32()?];
    // Counts are checked against the file before anything is sized by them; the
    // error sits at the count field.
    let code_words = check_count(bytes, dvlp_start + 0x0C, "code words", code_words, 4)?;
    let descriptor_count = check_count(
        bytes,
        dvlp_start + 0x14,
        "operand descriptors",
        descriptor_count,
        OPERAND_DESCRIPTOR_ENTRY_SIZE,
    )?;

    check_dvle_headers(bytes, &dvle_offsets)?;
    // Header fields go straight into their final places (the model's DVLEs, the
    // layout, the counts), so no DVLE is moved again after its header is read.
    let mut dvles = Vec::with_capacity(n);
    let mut dvle_layouts = Vec::with_capacity(n);
    let mut counts = Vec::with_capacity(n);
    for (i, &offset) in dvle_offsets.iter().enumerate() {
        let span = Span {
            start: offset.into(),
            len: DVLE_HEADER_SIZE as u64,
            kind: PartKind::DvleHeader,
            dvle: Some(i),
        };
        let start = offset as usize;
        let magic_ok = bytes.get(start..start + 4) == Some(DVLE_MAGIC.as_bytes().as_slice())
            && span.end() <= bytes.len() as u64;
        let at = if magic_ok {
            // Inside the file with the right magic: the header reads cannot fail.
            Reader::with_base(&bytes[start..start + DVLE_HEADER_SIZE], start, Path::root())
        } else {
            span_region(bytes, span, DVLB_HEADER_SIZE + 4 * i)?
        };
        let h = dvle_header(at)?;
        dvles.push(h.dvle);
        dvle_layouts.push(h.layout);
        counts.push(h.counts);
    }

    let mut layout = Layout {
        file_size: bytes.len() as u32,
        dvle_offsets,
        code_offset,
        operand_descriptor_offset,
        filename_table_offset,
        dvles: dvle_layouts,
        filler: Vec::new(),
    };
    let spans = layout::spans_from_counts(code_words, descriptor_count, &counts, &layout);
    check_spans(bytes, &spans, &layout)?;

    // Every part is inside the file and no two overlap: read them. The reads cannot
    // fail, so the readers carry no path (paths are built only for errors).
    let region = |kind: PartKind, dvle: Option<usize>| -> Reader<'_> {
        let (start, end) = layout::span_of(&spans, kind, dvle)
            .map_or((0, 0), |s| (s.start as usize, s.end() as usize));
        Reader::with_base(&bytes[start..end], start, Path::root())
    };
    // Whole words straight from the checked regions (no per-read bounds results).
    let code: Vec<u32> = region(PartKind::Code, None)
        .region()
        .chunks_exact(4)
        .map(word)
        .collect();
    let operand_descriptors: Vec<OperandDescriptor> = region(PartKind::OperandDescriptors, None)
        .region()
        .chunks_exact(OPERAND_DESCRIPTOR_ENTRY_SIZE)
        .map(|e| OperandDescriptor {
            value: word(&e[0..4]),
            extension: word(&e[4..8]),
        })
        .collect();

    let mut symbol_tables = Vec::with_capacity(n);
    for (i, (dvle, &c)) in dvles.iter_mut().zip(&counts).enumerate() {
        let d = Some(i);
        let symbols = region(PartKind::Symbols, d).region();
        symbol_tables.push(symbols);
        read_tables(dvle, c, symbols, |kind| region(kind, d))?;
    }

    let mut shbin = Shbin {
        dvlp: Dvlp {
            version,
            code,
            operand_descriptors,
            unknown,
        },
        dvles,
        layout: None,
    };
    let canonical = is_canonical(&shbin, &layout, &symbol_tables, bytes);
    debug_assert_eq!(
        canonical,
        {
            let mut m = shbin.clone();
            for d in &mut m.dvles {
                d.uniforms.iter_mut().for_each(|u| u.name_offset = None);
                d.labels.iter_mut().for_each(|l| l.name_offset = None);
            }
            super::write(&m).is_ok_and(|w| w == bytes)
        },
        "the canonical-layout check disagrees with the writer"
    );
    if canonical {
        // Writing without a layout gives the input: drop the layout and the name
        // offsets (picasso output inspects as `layout: canonical`).
        for d in &mut shbin.dvles {
            d.uniforms.iter_mut().for_each(|u| u.name_offset = None);
            d.labels.iter_mut().for_each(|l| l.name_offset = None);
        }
    } else {
        for (dl, table) in layout.dvles.iter_mut().zip(symbol_tables) {
            dl.symbol_table = table.to_vec();
        }
        layout.filler = filler(bytes, &spans);
        shbin.layout = Some(layout);
    }
    Ok(shbin)
}

/// Whether writing the model without a layout gives `bytes` back: every offset is
/// where the reference assembler puts it, each symbol table holds the uniform then
/// label names in order with their offsets, and the padding after each DVLE is zero.
/// (Every other byte is in the model.) Checked on the fly, without writing.
fn is_canonical(shbin: &Shbin, layout: &Layout, symbols: &[&[u8]], bytes: &[u8]) -> bool {
    let code = shbin.dvlp.code.len();
    let descs = shbin.dvlp.operand_descriptors.len();
    let code_offset = DVLP_HEADER_SIZE;
    let descriptor_offset = code_offset + 4 * code;
    let dvlp_end = descriptor_offset + OPERAND_DESCRIPTOR_ENTRY_SIZE * descs;
    if layout.code_offset as usize != code_offset
        || layout.operand_descriptor_offset as usize != descriptor_offset
        || layout.filename_table_offset as usize != dvlp_end
    {
        return false;
    }
    let mut pos = layout::dvlp_start(shbin.dvles.len()) as usize + dvlp_end;
    for (i, d) in shbin.dvles.iter().enumerate() {
        let dl = &layout.dvles[i];
        let constants = DVLE_HEADER_SIZE;
        let labels = constants + CONSTANT_ENTRY_SIZE * d.constants.len();
        let outputs = labels + LABEL_ENTRY_SIZE * d.labels.len();
        let uniforms = outputs + OUTPUT_ENTRY_SIZE * d.outputs.len();
        let symbol = uniforms + UNIFORM_ENTRY_SIZE * d.uniforms.len();
        if layout.dvle_offsets[i] as usize != pos
            || dl.constant_offset as usize != constants
            || dl.label_offset as usize != labels
            || dl.output_offset as usize != outputs
            || dl.uniform_offset as usize != uniforms
            || dl.symbol_offset as usize != symbol
        {
            return false;
        }
        // The table must be exactly the names, each NUL-terminated, in entry order.
        let table = symbols[i];
        let mut at = 0usize;
        let names = d
            .uniforms
            .iter()
            .map(|u| (&u.name, u.name_offset))
            .chain(d.labels.iter().map(|l| (&l.name, l.name_offset)));
        for (name, offset) in names {
            let end = at + name.len();
            if offset != Some(at as u32)
                || table.get(at..end) != Some(name.as_bytes())
                || table.get(end) != Some(&0)
            {
                return false;
            }
            at = end + 1;
        }
        if at != table.len() {
            return false;
        }
        let end = pos + symbol + table.len();
        let padded = end.next_multiple_of(4);
        if bytes
            .get(end..padded)
            .is_none_or(|pad| pad.iter().any(|&b| b != 0))
        {
            return false;
        }
        pos = padded;
    }
    pos == bytes.len()
}

/// DVLE headers inside the file and apart, checked on the offsets alone before any
/// header is decoded (so a file of N offsets to one header stays small in memory).
fn check_dvle_headers(bytes: &[u8], offsets: &[u32]) -> Result<()> {
    let header = DVLE_HEADER_SIZE as u64;
    let mut order: Vec<u32> = (0..offsets.len() as u32).collect();
    order.sort_unstable_by_key(|&i| offsets[i as usize]);
    for pair in order.windows(2) {
        let (a, b) = (pair[0] as usize, pair[1] as usize);
        let (start_a, start_b) = (offsets[a] as u64, offsets[b] as u64);
        if start_b < start_a + header && start_a + header <= bytes.len() as u64 {
            let later = a.max(b);
            return Err(Error::rule(
                DVLB_HEADER_SIZE + 4 * later,
                Path::root().name("DVLE").index(later),
                ShbinRule::DvleHeaderOverlap {
                    at: offsets[later],
                    other: a.min(b),
                    other_at: offsets[a.min(b)],
                },
            ));
        }
    }
    Ok(())
}

/// A count whose entries must fit in the file.
fn check_count(
    bytes: &[u8],
    field_at: usize,
    what: &'static str,
    count: u32,
    entry_size: usize,
) -> Result<usize> {
    let count = count as usize;
    if count.saturating_mul(entry_size) > bytes.len() {
        return Err(Error::new(
            field_at,
            Path::root().name("DVLP"),
            gpubin_binfmt::ErrorKind::CountOutOfBounds {
                what,
                count: count as u64,
                entry_size,
                available: bytes.len(),
            },
        ));
    }
    Ok(count)
}

/// The bytes of a span, or an error at the header field that declared it.
fn span_region(bytes: &[u8], span: Span, field_at: usize) -> Result<Reader<'_>> {
    if span.end() > bytes.len() as u64 {
        return Err(Error::rule(
            field_at,
            span.path(),
            ShbinRule::PastEnd {
                part: span.kind.describe(),
                start: span.start,
                len: span.len,
                end: span.end(),
                file_len: bytes.len(),
            },
        ));
    }
    let (start, end) = (span.start as usize, span.end() as usize);
    Ok(Reader::with_base(&bytes[start..end], start, span.path()))
}

fn dvle_header(mut r: Reader<'_>) -> Result<DvleHeader> {
    r.expect_fourcc(DVLE_MAGIC)?;
    // The magic matched and the whole header is inside the region (checked by the
    // caller): decode the fields straight from the bytes.
    let h = r.region();
    if h.len() < DVLE_HEADER_SIZE {
        // Cannot happen (the region is the checked header); the read reports it.
        r.array::<{ DVLE_HEADER_SIZE - 4 }>()?;
    }
    let version = half(&h[4..6]);
    let shader_type = ShaderType::from_byte(h[6]);
    let flags = h[7];
    let entry_start = word(&h[8..12]);
    let entry_end = word(&h[12..16]);
    let input_mask = half(&h[16..18]);
    let output_mask = half(&h[18..20]);
    let geometry = GeometryInfo {
        mode: GeometryMode::from_byte(h[20]),
        fixed_vertex_array_start: h[21],
        variable_full_vertices: h[22],
        fixed_vertex_count: h[23],
    };
    let table = |at: usize| (word(&h[at..at + 4]), word(&h[at + 4..at + 8]) as usize);
    let (constant_offset, constants) = table(0x18);
    let (label_offset, labels) = table(0x20);
    let (output_offset, outputs) = table(0x28);
    let (uniform_offset, uniforms) = table(0x30);
    let (symbol_offset, symbols) = table(0x38);
    Ok(DvleHeader {
        dvle: Dvle {
            version,
            shader_type,
            flags,
            entry_start,
            entry_end,
            input_mask,
            output_mask,
            geometry,
            constants: Vec::new(),
            labels: Vec::new(),
            outputs: Vec::new(),
            uniforms: Vec::new(),
        },
        layout: DvleLayout {
            constant_offset,
            label_offset,
            output_offset,
            uniform_offset,
            symbol_offset,
            symbol_table: Vec::new(),
        },
        counts: TableCounts {
            constants,
            labels,
            outputs,
            uniforms,
            symbols,
        },
    })
}

/// Where the header field that declares a span's offset sits.
fn field_offset(span: &Span, layout: &Layout) -> usize {
    let dvlp = layout::dvlp_start(layout.dvle_offsets.len()) as usize;
    let dvle = |i: Option<usize>, field: usize| {
        i.and_then(|i| layout.dvle_offsets.get(i))
            .map_or(0, |&b| b as usize + field)
    };
    match span.kind {
        PartKind::DvlbHeader => 4,
        PartKind::DvlpHeader => dvlp,
        PartKind::Code => dvlp + 0x08,
        PartKind::OperandDescriptors => dvlp + 0x10,
        PartKind::DvleHeader => span.dvle.map_or(0, |i| DVLB_HEADER_SIZE + 4 * i),
        PartKind::Constants => dvle(span.dvle, 0x18),
        PartKind::Labels => dvle(span.dvle, 0x20),
        PartKind::Outputs => dvle(span.dvle, 0x28),
        PartKind::Uniforms => dvle(span.dvle, 0x30),
        PartKind::Symbols => dvle(span.dvle, 0x38),
    }
}

/// Every span inside the file, and no two non-empty spans sharing a byte.
fn check_spans(bytes: &[u8], spans: &[Span], layout: &Layout) -> Result<()> {
    for span in spans {
        if span.end() > bytes.len() as u64 {
            span_region(bytes, *span, field_offset(span, layout))?;
        }
    }
    // Sorted by position. Of two overlapping parts the one that starts inside the
    // other is blamed; of two that start together, the later in format order.
    let mut furthest: Option<(usize, &Span)> = None;
    for (i, s) in layout::by_position(spans) {
        if let Some((j, prev)) = furthest {
            if s.start < prev.end() {
                let (a, b) = if s.start > prev.start || i > j {
                    (prev, s)
                } else {
                    (s, prev)
                };
                return Err(overlap_error(a, b, layout));
            }
        }
        if furthest.is_none_or(|(_, p)| s.end() > p.end()) {
            furthest = Some((i, s));
        }
    }
    Ok(())
}

/// `b` overlaps `a`; the error sits at `b`'s offset field.
fn overlap_error(a: &Span, b: &Span, layout: &Layout) -> Error {
    Error::rule(
        field_offset(b, layout),
        b.path(),
        ShbinRule::Overlap {
            part: b.kind.describe(),
            start: b.start,
            end: b.end(),
            other: a.kind.describe(),
            other_path: a.path(),
            other_start: a.start,
            other_end: a.end(),
        },
    )
}

/// Runs of bytes outside every span.
fn filler(bytes: &[u8], spans: &[Span]) -> Vec<Filler> {
    let mut sorted: Vec<(u64, u64)> = spans
        .iter()
        .filter(|s| s.len > 0)
        .map(|s| (s.start, s.end()))
        .collect();
    sorted.sort_unstable();
    let mut out = Vec::new();
    let mut pos = 0u64;
    let mut gap = |from: u64, to: u64| {
        if to > from {
            out.push(Filler {
                offset: from as u32,
                bytes: bytes[from as usize..to as usize].to_vec(),
            });
        }
    };
    for (start, end) in sorted {
        gap(pos, start);
        pos = pos.max(end);
    }
    gap(pos, bytes.len() as u64);
    out
}

fn read_tables<'a>(
    dvle: &mut Dvle,
    c: TableCounts,
    symbols: &[u8],
    region: impl Fn(PartKind) -> Reader<'a>,
) -> Result<()> {
    let mut symbols = SymbolTable::new(symbols);
    // Each table's span was checked against the file, so these reads cannot fail;
    // the `?` only keeps them panic-free.
    let r = region(PartKind::Constants);
    dvle.constants.reserve_exact(c.constants);
    for e in r.region().chunks_exact(CONSTANT_ENTRY_SIZE) {
        let mut payload = [0u8; 16];
        payload.copy_from_slice(&e[4..20]);
        dvle.constants.push(Constant {
            register: half(&e[2..4]),
            value: ConstantValue::decode(half(&e[0..2]), payload),
        });
    }

    let mut r = region(PartKind::Labels);
    dvle.labels.reserve_exact(c.labels);
    for _ in 0..c.labels {
        let id = r.u8()?;
        let id_padding = r.array::<3>()?;
        let code_offset = r.u32()?;
        let unknown = r.u32()?;
        let name_offset = r.u32()?;
        dvle.labels.push(Label {
            id,
            id_padding,
            code_offset,
            unknown,
            name: symbols.name(name_offset),
            name_offset: Some(name_offset),
        });
    }

    let r = region(PartKind::Outputs);
    dvle.outputs.reserve_exact(c.outputs);
    for e in r.region().chunks_exact(OUTPUT_ENTRY_SIZE) {
        dvle.outputs.push(Output {
            semantic: OutputSemantic::from_code(half(&e[0..2])),
            register: half(&e[2..4]),
            mask: half(&e[4..6]),
            unknown: half(&e[6..8]),
        });
    }

    let r = region(PartKind::Uniforms);
    dvle.uniforms.reserve_exact(c.uniforms);
    for e in r.region().chunks_exact(UNIFORM_ENTRY_SIZE) {
        let name_offset = word(&e[0..4]);
        dvle.uniforms.push(Uniform {
            name: symbols.name(name_offset),
            first_register: half(&e[4..6]),
            last_register: half(&e[6..8]),
            name_offset: Some(name_offset),
        });
    }
    Ok(())
}

/// A little-endian word from 4 bytes of a checked region.
fn word(b: &[u8]) -> u32 {
    u32::from_le_bytes([b[0], b[1], b[2], b[3]])
}

/// A little-endian half-word from 2 bytes of a checked region.
fn half(b: &[u8]) -> u16 {
    u16::from_le_bytes([b[0], b[1]])
}
