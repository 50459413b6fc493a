//! Human-readable rendering of a SHBIN (`gpubin inspect`): the DVLP and each DVLE
//! with its tables in the hardware's terms (`c0-c3 projection`, `o0 position xyzw`).

use std::fmt::Write as _;

use super::model::*;

/// Instruction words per line of the code listing.
const WORDS_PER_LINE: usize = 4;

/// The text `gpubin inspect` prints for a model.
pub fn render(shbin: &Shbin) -> String {
    let mut out = String::new();
    let _ = render_into(&mut out, shbin);
    out
}

fn render_into(out: &mut String, shbin: &Shbin) -> std::fmt::Result {
    let dvlp = &shbin.dvlp;
    writeln!(
        out,
        "SHBIN: {} DVLE{}, {} code word{}, {} operand descriptor{}",
        shbin.dvles.len(),
        plural(shbin.dvles.len()),
        dvlp.code.len(),
        plural(dvlp.code.len()),
        dvlp.operand_descriptors.len(),
        plural(dvlp.operand_descriptors.len()),
    )?;
    match &shbin.layout {
        None => writeln!(
            out,
            "layout: canonical (as the reference assembler writes it)"
        )?,
        Some(l) => {
            writeln!(
                out,
                "layout: explicit, 0x{:x} bytes, {} filler run{} ({} bytes)",
                l.file_size,
                l.filler.len(),
                plural(l.filler.len()),
                l.filler.iter().map(|f| f.bytes.len()).sum::<usize>()
            )?;
            write!(out, "  DVLE offsets:")?;
            for o in &l.dvle_offsets {
                write!(out, " 0x{o:x}")?;
            }
            writeln!(
                out,
                "\n  DVLP code at +0x{:x}, descriptors at +0x{:x}, filename table at +0x{:x}",
                l.code_offset, l.operand_descriptor_offset, l.filename_table_offset
            )?;
            for f in &l.filler {
                writeln!(out, "  filler at 0x{:x}: {} bytes", f.offset, f.bytes.len())?;
            }
        }
    }

    writeln!(out, "\nDVLP")?;
    writeln!(out, "  version {}", dvlp.version)?;
    if dvlp.unknown != [0; 3] {
        writeln!(
            out,
            "  unknown words 0x{:08x} 0x{:08x} 0x{:08x}",
            dvlp.unknown[0], dvlp.unknown[1], dvlp.unknown[2]
        )?;
    }
    writeln!(out, "  code ({} words)", dvlp.code.len())?;
    for (line, words) in dvlp.code.chunks(WORDS_PER_LINE).enumerate() {
        write!(out, "    {:04x}:", line * WORDS_PER_LINE)?;
        for w in words {
            write!(out, " {w:08x}")?;
        }
        writeln!(out)?;
    }
    writeln!(
        out,
        "  operand descriptors ({})",
        dvlp.operand_descriptors.len()
    )?;
    for (i, d) in dvlp.operand_descriptors.iter().enumerate() {
        write!(out, "    [{i:3}] 0x{:08x}", d.value)?;
        if d.extension != 0 {
            write!(out, "  high word 0x{:08x}", d.extension)?;
        }
        writeln!(out)?;
    }

    for (i, dvle) in shbin.dvles.iter().enumerate() {
        writeln!(out)?;
        render_dvle(out, i, dvle, shbin.layout.as_ref().map(|l| &l.dvles[i]))?;
    }
    Ok(())
}

fn render_dvle(
    out: &mut String,
    index: usize,
    dvle: &Dvle,
    layout: Option<&DvleLayout>,
) -> std::fmt::Result {
    let kind = match dvle.shader_type {
        ShaderType::Vertex => "vertex shader".to_string(),
        ShaderType::Geometry => "geometry shader".to_string(),
        ShaderType::Unknown(t) => format!("shader type {t}"),
    };
    writeln!(
        out,
        "DVLE[{index}]: {kind}, entry {}..{} ({} words)",
        dvle.entry_start,
        dvle.entry_end,
        dvle.entry_end.saturating_sub(dvle.entry_start)
    )?;
    writeln!(
        out,
        "  version 0x{:04x}, flags 0x{:02x}{}",
        dvle.version,
        dvle.flags,
        if dvle.merge_outmaps() {
            " (merge output maps)"
        } else {
            ""
        }
    )?;
    let g = &dvle.geometry;
    if dvle.shader_type == ShaderType::Geometry {
        match g.mode {
            GeometryMode::Point => writeln!(out, "  geometry mode point")?,
            GeometryMode::Variable => writeln!(
                out,
                "  geometry mode variable, {} full vertices",
                g.variable_full_vertices
            )?,
            GeometryMode::Fixed => writeln!(
                out,
                "  geometry mode fixed, {} vertices, vertex array at c{}",
                g.fixed_vertex_count, g.fixed_vertex_array_start
            )?,
            GeometryMode::Unknown(m) => writeln!(out, "  geometry mode {m} (unknown)")?,
        }
    }
    if dvle.shader_type != ShaderType::Geometry && *g != GeometryInfo::default() {
        writeln!(
            out,
            "  geometry bytes 0x{:02x} 0x{:02x} 0x{:02x} 0x{:02x}",
            g.mode.to_byte(),
            g.fixed_vertex_array_start,
            g.variable_full_vertices,
            g.fixed_vertex_count
        )?;
    }
    writeln!(
        out,
        "  inputs {} (mask 0x{:04x}), outputs {} (mask 0x{:04x})",
        register_list('v', dvle.input_mask),
        dvle.input_mask,
        register_list('o', dvle.output_mask),
        dvle.output_mask
    )?;

    writeln!(out, "  constants ({})", dvle.constants.len())?;
    for c in &dvle.constants {
        match &c.value {
            ConstantValue::Bool(b) => writeln!(out, "    b{:<3} = {b}", c.register)?,
            ConstantValue::Int(v) => writeln!(
                out,
                "    i{:<3} = ({}, {}, {}, {})",
                c.register, v[0], v[1], v[2], v[3]
            )?,
            ConstantValue::Float(v) => writeln!(
                out,
                "    c{:<3} = ({}, {}, {}, {})",
                c.register, v[0], v[1], v[2], v[3]
            )?,
            ConstantValue::Raw { kind, payload } => {
                write!(out, "    type {kind} register {} raw", c.register)?;
                for b in payload {
                    write!(out, " {b:02x}")?;
                }
                writeln!(out)?;
            }
        }
    }

    if !dvle.labels.is_empty() {
        writeln!(out, "  labels ({})", dvle.labels.len())?;
        for l in &dvle.labels {
            writeln!(
                out,
                "    id {:<3} word {:<4} {}{}",
                l.id,
                l.code_offset,
                l.name,
                if l.unknown != 0 {
                    format!(" (unknown 0x{:08x})", l.unknown)
                } else {
                    String::new()
                }
            )?;
        }
    }

    writeln!(out, "  outputs ({})", dvle.outputs.len())?;
    for o in &dvle.outputs {
        writeln!(
            out,
            "    o{:<3} {:<10} {}",
            o.register,
            o.semantic.to_string(),
            component_mask(o.mask)
        )?;
    }

    writeln!(out, "  uniforms ({})", dvle.uniforms.len())?;
    for u in &dvle.uniforms {
        let range = register_range(u.first_register, u.last_register);
        writeln!(out, "    {range:<9} {}", u.name)?;
    }
    if let Some(l) = layout {
        writeln!(out, "  symbol table: {} bytes", l.symbol_table.len())?;
    }
    Ok(())
}

/// `c0-c3`, `v2`, or raw values when outside the banks.
fn register_range(first: u16, last: u16) -> String {
    match (
        UniformRegister::from_table(first),
        UniformRegister::from_table(last),
    ) {
        (Some(a), Some(b)) if a == b => a.to_string(),
        (Some(a), Some(b)) => format!("{a}-{b}"),
        _ => format!("0x{first:02x}-0x{last:02x}"),
    }
}

/// Output component mask, bit 0 = x: `xyzw`, `xy`, or `-` when empty.
fn component_mask(mask: u16) -> String {
    let mut s: String = "xyzw"
        .chars()
        .enumerate()
        .filter(|(i, _)| mask & (1 << i) != 0)
        .map(|(_, c)| c)
        .collect();
    if mask & !0xF != 0 {
        s.push_str(&format!(" (mask 0x{mask:x})"));
    }
    if s.is_empty() {
        s.push('-');
    }
    s
}

fn register_list(bank: char, mask: u16) -> String {
    let regs: Vec<String> = (0..16)
        .filter(|i| mask & (1 << i) != 0)
        .map(|i| format!("{bank}{i}"))
        .collect();
    if regs.is_empty() {
        "none".to_string()
    } else {
        regs.join(" ")
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}
