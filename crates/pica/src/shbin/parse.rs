//! SHBIN reader. Follows every offset without assuming a layout, checks every part
//! against the file before reading it, rejects parts that overlap, and records the
//! layout (and the bytes between parts) unless the file is in the canonical layout.

use gpubin_binfmt::{Error, Path, Reader, Result};

use super::layout::{self, PartKind, Span, TableCounts};
use super::model::*;
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
        return Err(Error::invalid(0, Path::root(), "file larger than 4 GiB"));
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
    let mut headers = Vec::with_capacity(n);
    for (i, &offset) in dvle_offsets.iter().enumerate() {
        let at = span_region(
            bytes,
            Span {
                start: offset.into(),
                len: DVLE_HEADER_SIZE as u64,
                kind: PartKind::DvleHeader,
                dvle: Some(i),
            },
            DVLB_HEADER_SIZE + 4 * i,
        )?;
        headers.push(dvle_header(at)?);
    }

    let mut layout = Layout {
        file_size: bytes.len() as u32,
        dvle_offsets,
        code_offset,
        operand_descriptor_offset,
        filename_table_offset,
        dvles: Vec::new(),
        filler: Vec::new(),
    };
    let counts: Vec<TableCounts> = headers.iter().map(|h| h.counts).collect();
    layout.dvles = headers.iter().map(|h| h.layout.clone()).collect();
    let spans = layout::spans_from_counts(code_words, descriptor_count, &counts, &layout);
    check_spans(bytes, &spans, &layout)?;

    // Every part is inside the file and no two overlap: read them.
    let region = |kind: PartKind, dvle: Option<usize>| -> Reader<'_> {
        let s = layout::span_of(&spans, kind, dvle)
            .copied()
            .unwrap_or(Span {
                start: 0,
                len: 0,
                kind,
                dvle,
            });
        let (start, end) = (s.start as usize, s.end() as usize);
        Reader::with_base(&bytes[start..end], start, s.path())
    };
    let mut code_reader = region(PartKind::Code, None);
    let mut code = Vec::with_capacity(code_words);
    for _ in 0..code_words {
        code.push(code_reader.u32()?);
    }
    let mut desc_reader = region(PartKind::OperandDescriptors, None);
    let mut operand_descriptors = Vec::with_capacity(descriptor_count);
    for _ in 0..descriptor_count {
        let value = desc_reader.u32()?;
        let extension = desc_reader.u32()?;
        operand_descriptors.push(OperandDescriptor { value, extension });
    }

    let mut dvles = Vec::with_capacity(n);
    for (i, mut h) in headers.into_iter().enumerate() {
        let d = Some(i);
        let symbols = region(PartKind::Symbols, d).region();
        h.layout.symbol_table = symbols.to_vec();
        read_tables(&mut h, symbols, |kind| region(kind, d))?;
        layout.dvles[i] = h.layout;
        dvles.push(h.dvle);
    }
    layout.filler = filler(bytes, &spans);

    let mut shbin = Shbin {
        dvlp: Dvlp {
            version,
            code,
            operand_descriptors,
            unknown,
        },
        dvles,
        layout: Some(layout),
    };
    drop_canonical_layout(&mut shbin, bytes);
    Ok(shbin)
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
            return Err(Error::invalid(
                DVLB_HEADER_SIZE + 4 * later,
                Path::root().name("DVLE").index(later),
                format!(
                    "DVLE header at 0x{:x} overlaps the DVLE[{}] header at 0x{:x}",
                    offsets[later],
                    a.min(b),
                    offsets[a.min(b)]
                ),
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
        return Err(Error::invalid(
            field_at,
            span.path(),
            format!(
                "{} at 0x{:x} ({} bytes) ends at 0x{:x}, past the end of the file (0x{:x} bytes)",
                span.kind.describe(),
                span.start,
                span.len,
                span.end(),
                bytes.len()
            ),
        ));
    }
    let (start, end) = (span.start as usize, span.end() as usize);
    Ok(Reader::with_base(&bytes[start..end], start, span.path()))
}

fn dvle_header(mut r: Reader<'_>) -> Result<DvleHeader> {
    r.expect_fourcc(DVLE_MAGIC)?;
    let version = r.u16()?;
    let shader_type = ShaderType::from_byte(r.u8()?);
    let flags = r.u8()?;
    let entry_start = r.u32()?;
    let entry_end = r.u32()?;
    let input_mask = r.u16()?;
    let output_mask = r.u16()?;
    let geometry = GeometryInfo {
        mode: GeometryMode::from_byte(r.u8()?),
        fixed_vertex_array_start: r.u8()?,
        variable_full_vertices: r.u8()?,
        fixed_vertex_count: r.u8()?,
    };
    let mut table = || -> Result<(u32, usize)> {
        let offset = r.u32()?;
        let count = r.u32()?;
        Ok((offset, count as usize))
    };
    let (constant_offset, constants) = table()?;
    let (label_offset, labels) = table()?;
    let (output_offset, outputs) = table()?;
    let (uniform_offset, uniforms) = table()?;
    let (symbol_offset, symbols) = table()?;
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
        span_region(bytes, *span, field_offset(span, layout))?;
    }
    // Sorted by position. Of two overlapping parts the one that starts inside the
    // other is blamed; of two that start together, the later in format order.
    let mut sorted: Vec<(usize, &Span)> = spans
        .iter()
        .enumerate()
        .filter(|(_, s)| s.len > 0)
        .collect();
    sorted.sort_by_key(|(_, s)| (s.start, s.end()));
    let mut furthest: Option<(usize, &Span)> = None;
    for &(i, s) in &sorted {
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
    Error::invalid(
        field_offset(b, layout),
        b.path(),
        format!(
            "{} at 0x{:x}..0x{:x} overlaps {} ({}) at 0x{:x}..0x{:x}",
            b.kind.describe(),
            b.start,
            b.end(),
            a.kind.describe(),
            a.path(),
            a.start,
            a.end()
        ),
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
    h: &mut DvleHeader,
    symbols: &[u8],
    region: impl Fn(PartKind) -> Reader<'a>,
) -> Result<()> {
    let c = h.counts;
    let dvle = &mut h.dvle;
    let mut symbols = SymbolTable::new(symbols);
    // Each table's span was checked against the file, so these reads cannot fail;
    // the `?` only keeps them panic-free.
    let mut r = region(PartKind::Constants);
    dvle.constants.reserve_exact(c.constants);
    for _ in 0..c.constants {
        let kind = r.u16()?;
        let register = r.u16()?;
        let payload = r.array::<16>()?;
        dvle.constants.push(Constant {
            register,
            value: ConstantValue::decode(kind, payload),
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

    let mut r = region(PartKind::Outputs);
    dvle.outputs.reserve_exact(c.outputs);
    for _ in 0..c.outputs {
        dvle.outputs.push(Output {
            semantic: OutputSemantic::from_code(r.u16()?),
            register: r.u16()?,
            mask: r.u16()?,
            unknown: r.u16()?,
        });
    }

    let mut r = region(PartKind::Uniforms);
    dvle.uniforms.reserve_exact(c.uniforms);
    for _ in 0..c.uniforms {
        let name_offset = r.u32()?;
        let first_register = r.u16()?;
        let last_register = r.u16()?;
        dvle.uniforms.push(Uniform {
            name: symbols.name(name_offset),
            first_register,
            last_register,
            name_offset: Some(name_offset),
        });
    }
    Ok(())
}

/// Drops the layout (and the name offsets) when writing without it gives the same
/// bytes: the file is in the reference assembler's layout.
fn drop_canonical_layout(shbin: &mut Shbin, bytes: &[u8]) {
    let Some(parsed) = shbin.layout.take() else {
        return;
    };
    let mut saved = Vec::new();
    for d in &mut shbin.dvles {
        saved.extend(d.uniforms.iter_mut().map(|u| u.name_offset.take()));
        saved.extend(d.labels.iter_mut().map(|l| l.name_offset.take()));
    }
    if super::write(shbin).is_ok_and(|canonical| canonical == bytes) {
        return;
    }
    let mut saved = saved.into_iter();
    for d in &mut shbin.dvles {
        for u in &mut d.uniforms {
            u.name_offset = saved.next().flatten();
        }
        for l in &mut d.labels {
            l.name_offset = saved.next().flatten();
        }
    }
    shbin.layout = Some(parsed);
}
