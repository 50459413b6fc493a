//! SHBIN writer: every part at the position its layout gives (the canonical layout of
//! the reference assembler when the model has none), filler bytes in between.

use gpubin_binfmt::{Error, Path, Result, Writer};

use super::layout::{self, PartKind, Resolved, Span};
use super::model::*;

/// Serialises a model. A model without a layout (as an assembler builds it) gets the
/// reference assembler's layout; a parsed model gets its input's bytes back.
///
/// Fails only for an explicit layout that does not fit the model (a part or filler
/// outside `file_size`, missing name offsets, DVLE counts that disagree).
pub fn write(shbin: &Shbin) -> Result<Vec<u8>> {
    let resolved = layout::resolve(shbin)?;
    let layout = resolved.layout.as_ref();
    let spans = layout::spans(shbin, layout);
    let size = layout.file_size as u64;
    let mut content = 0u64;
    for span in &spans {
        content += span.len;
        if span.end() > size {
            return Err(Error::invalid(
                span.start as usize,
                span.path(),
                format!(
                    "{} (0x{:x}..0x{:x}) lies outside the file size 0x{size:x}",
                    span.kind.describe(),
                    span.start,
                    span.end()
                ),
            ));
        }
    }
    for (i, f) in layout.filler.iter().enumerate() {
        content += f.bytes.len() as u64;
        if f.offset as u64 + f.bytes.len() as u64 > size {
            return Err(Error::invalid(
                f.offset as usize,
                Path::root().name("layout").name("filler").index(i),
                format!("filler lies outside the file size 0x{size:x}"),
            ));
        }
    }
    // In an explicit layout every byte belongs to a part or to filler; a larger size
    // would only be zeros nobody asked for (and an easy way to request huge
    // allocations). The canonical layout adds up to 3 padding bytes per DVLE.
    if shbin.layout.is_some() && size > content {
        return Err(Error::invalid(
            0,
            Path::root().name("layout").name("file_size"),
            format!("file size 0x{size:x} exceeds the 0x{content:x} bytes of parts and filler"),
        ));
    }
    let mut out = vec![0u8; size as usize];
    for f in &layout.filler {
        let at = f.offset as usize;
        out[at..at + f.bytes.len()].copy_from_slice(&f.bytes);
    }
    for span in &spans {
        let bytes = emit(shbin, &resolved, span);
        debug_assert_eq!(bytes.len() as u64, span.len, "{:?}", span.kind);
        let at = span.start as usize;
        out[at..at + bytes.len()].copy_from_slice(&bytes);
    }
    Ok(out)
}

/// The bytes of one part.
fn emit(shbin: &Shbin, resolved: &Resolved<'_>, span: &Span) -> Vec<u8> {
    let layout = resolved.layout.as_ref();
    let mut w = Writer::with_capacity(span.len as usize);
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
            &mut w,
            &shbin.dvles[i],
            &layout.dvles[i],
            &resolved.names[i],
            kind,
        ),
        (_, None) => {}
    }
    w.into_inner()
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
