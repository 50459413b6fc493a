//! SHBIN writer: every part at the position its layout gives (the canonical layout of
//! the reference assembler when the model has none), filler bytes in between.

use gpubin_binfmt::{Error, Path, Result, Writer};

use super::layout::{self, PartKind, Resolved, Span};
use super::model::*;
use super::rule::ShbinRule;

/// Serialises a model. A model without a layout (as an assembler builds it) gets the
/// reference assembler's layout; a parsed model gets its input's bytes back.
///
/// Fails only for an explicit layout that does not fit the model: a part or filler
/// outside `file_size` or overlapping another, missing name offsets, DVLE counts that
/// disagree.
pub fn write(shbin: &Shbin) -> Result<Vec<u8>> {
    let resolved = layout::resolve(shbin)?;
    let layout = resolved.layout.as_ref();
    let spans = layout::spans(shbin, layout);
    let size = layout.file_size as u64;
    let pieces = pieces(&spans, layout);
    let content: u64 = pieces.iter().map(|(start, end, _)| end - start).sum();
    // In an explicit layout every byte belongs to a part or to filler; a larger size
    // would only be zeros nobody asked for (and an easy way to request huge
    // allocations). The canonical layout adds up to 3 padding bytes per DVLE.
    if shbin.layout.is_some() && size > content {
        return Err(Error::rule(
            0,
            Path::root().name("layout").name("file_size"),
            ShbinRule::SizeBeyondContent { size, content },
        ));
    }
    let mut pos = 0;
    for (start, end, piece) in &pieces {
        let path = || match piece {
            Piece::Part(s) => s.path(),
            Piece::Fill(i, _) => Path::root().name("layout").name("filler").index(*i),
        };
        let what = match piece {
            Piece::Part(s) => s.kind.describe(),
            Piece::Fill(..) => "filler",
        };
        if *end > size {
            return Err(Error::rule(
                *start as usize,
                path(),
                ShbinRule::OutsideFile {
                    part: what,
                    start: *start,
                    end: *end,
                    size,
                },
            ));
        }
        if *start < pos {
            return Err(Error::rule(
                *start as usize,
                path(),
                ShbinRule::OverlapsPrevious {
                    part: what,
                    start: *start,
                    end: *end,
                    previous_end: pos,
                },
            ));
        }
        pos = *end;
    }
    Ok(lay_out(shbin, &resolved, &pieces))
}

/// The bytes of a model without a layout, in the reference assembler's layout, which
/// places every part by construction (so nothing can fail).
pub(crate) fn write_canonical(shbin: &Shbin) -> Vec<u8> {
    let (layout, names) = layout::canonical(shbin);
    let resolved = Resolved {
        layout: std::borrow::Cow::Owned(layout),
        names,
    };
    let spans = layout::spans(shbin, resolved.layout.as_ref());
    let pieces = pieces(&spans, resolved.layout.as_ref());
    lay_out(shbin, &resolved, &pieces)
}

/// A part or a filler run of a layout.
enum Piece<'a> {
    Part(&'a Span),
    Fill(usize, &'a Filler),
}

/// Parts and filler runs with their byte ranges, in file order.
fn pieces<'a>(spans: &'a [Span], layout: &'a Layout) -> Vec<(u64, u64, Piece<'a>)> {
    let mut pieces: Vec<(u64, u64, Piece<'_>)> = spans
        .iter()
        .filter(|s| s.len > 0)
        .map(|s| (s.start, s.end(), Piece::Part(s)))
        .chain(layout.filler.iter().enumerate().map(|(i, f)| {
            let start = f.offset as u64;
            (start, start + f.bytes.len() as u64, Piece::Fill(i, f))
        }))
        .collect();
    pieces.sort_by_key(|&(start, end, _)| (start, end));
    pieces
}

/// The pieces written one after the other, gaps as zeros (the canonical padding
/// after each DVLE), up to the file size. A piece that would start before the end of
/// the previous one is written right after it, and bytes past the file size are
/// dropped (the callers rule both out).
fn lay_out(shbin: &Shbin, resolved: &Resolved<'_>, pieces: &[(u64, u64, Piece<'_>)]) -> Vec<u8> {
    let size = resolved.layout.file_size as u64;
    let mut w = Writer::with_capacity(size as usize);
    for (start, end, piece) in pieces {
        let pos = w.position() as u64;
        w.zeros(start.saturating_sub(pos) as usize);
        match piece {
            Piece::Fill(_, f) => {
                w.bytes(&f.bytes);
            }
            Piece::Part(s) => emit(&mut w, shbin, resolved, s),
        }
        debug_assert_eq!(w.position() as u64, *end);
    }
    let mut bytes = w.into_inner();
    bytes.resize(size as usize, 0);
    bytes
}

/// Appends the bytes of one part.
fn emit(w: &mut Writer, shbin: &Shbin, resolved: &Resolved<'_>, span: &Span) {
    let layout = resolved.layout.as_ref();
    let dvlp = &shbin.dvlp;
    match (span.kind, span.dvle) {
        (PartKind::DvlbHeader, _) => {
            w.fourcc(DVLB_MAGIC).u32(shbin.dvles.len() as u32);
            for &off in &layout.dvle_offsets {
                w.u32(off);
            }
        }
        (PartKind::DvlpHeader, _) => {
            w.fourcc(DVLP_MAGIC)
                .u32(dvlp.version)
                .u32(layout.code_offset)
                .u32(dvlp.code.len() as u32)
                .u32(layout.operand_descriptor_offset)
                .u32(dvlp.operand_descriptors.len() as u32)
                .u32(layout.filename_table_offset);
            for &u in &dvlp.unknown {
                w.u32(u);
            }
        }
        (PartKind::Code, _) => {
            for &word in &dvlp.code {
                w.u32(word);
            }
        }
        (PartKind::OperandDescriptors, _) => {
            for d in &dvlp.operand_descriptors {
                w.u32(d.value).u32(d.extension);
            }
        }
        (kind, Some(i)) => emit_dvle_part(
            w,
            &shbin.dvles[i],
            &layout.dvles[i],
            &resolved.names[i],
            kind,
        ),
        (_, None) => {}
    }
}

fn emit_dvle_part(
    w: &mut Writer,
    dvle: &Dvle,
    dl: &DvleLayout,
    names: &layout::NameOffsets,
    kind: PartKind,
) {
    match kind {
        PartKind::DvleHeader => {
            let g = &dvle.geometry;
            w.fourcc(DVLE_MAGIC)
                .u16(dvle.version)
                .u8(dvle.shader_type.to_byte())
                .u8(dvle.flags)
                .u32(dvle.entry_start)
                .u32(dvle.entry_end)
                .u16(dvle.input_mask)
                .u16(dvle.output_mask)
                .u8(g.mode.to_byte())
                .u8(g.fixed_vertex_array_start)
                .u8(g.variable_full_vertices)
                .u8(g.fixed_vertex_count)
                .u32(dl.constant_offset)
                .u32(dvle.constants.len() as u32)
                .u32(dl.label_offset)
                .u32(dvle.labels.len() as u32)
                .u32(dl.output_offset)
                .u32(dvle.outputs.len() as u32)
                .u32(dl.uniform_offset)
                .u32(dvle.uniforms.len() as u32)
                .u32(dl.symbol_offset)
                .u32(dl.symbol_table.len() as u32);
        }
        PartKind::Constants => {
            for c in &dvle.constants {
                w.u16(c.value.kind())
                    .u16(c.register)
                    .bytes(&c.value.payload());
            }
        }
        PartKind::Labels => {
            for (l, &name) in dvle.labels.iter().zip(&names.labels) {
                w.u8(l.id)
                    .bytes(&l.id_padding)
                    .u32(l.code_offset)
                    .u32(l.unknown)
                    .u32(name);
            }
        }
        PartKind::Outputs => {
            for o in &dvle.outputs {
                w.u16(o.semantic.code())
                    .u16(o.register)
                    .u16(o.mask)
                    .u16(o.unknown);
            }
        }
        PartKind::Uniforms => {
            for (u, &name) in dvle.uniforms.iter().zip(&names.uniforms) {
                w.u32(name).u16(u.first_register).u16(u.last_register);
            }
        }
        PartKind::Symbols => {
            w.bytes(&dl.symbol_table);
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canonical_bytes_are_those_of_write() {
        let text =
            ".fvec m[4]\n.constf k(1.0, 2.0, 3.0, 4.0)\n.in p\n.out o position\n.out c color\n\
                    .proc main\n dp4 o.x, m[0], p\n mul c, k, p\n end\n.end\n";
        let a = crate::asm::assemble(
            &[crate::asm::Source {
                name: "s.pica",
                text,
            }],
            crate::asm::Options::default(),
        )
        .unwrap();
        let mut two = a.model().clone();
        two.dvles.push(two.dvles[0].clone());
        for model in [a.model(), &two] {
            assert_eq!(write_canonical(model), write(model).unwrap());
        }
    }
}
