//! The assembled program (code, descriptors, one executable per DVLE) and its
//! canonical SHBIN layout, as picasso writes it:
//! `DVLB | DVLP | code | descriptors (8 bytes each) | DVLE 0 | DVLE 1 ...`, each DVLE
//! being header, constants, (empty) labels, outputs, uniforms, symbols, padding.

use serde::{Deserialize, Serialize};

/// Shader stage of a DVLE (byte 0x06).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ShaderType {
    Vertex,
    Geometry,
}

/// A constant-table entry (20 bytes).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Constant {
    /// `b` register, value.
    Bool { register: u8, value: bool },
    /// `i` register, four bytes x, y, z, w.
    Int { register: u8, value: [u8; 4] },
    /// `c` register, four float24 words x, y, z, w.
    Float { register: u8, value: [u32; 4] },
}

/// An output-table entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OutputEntry {
    /// 0 position, 1 normalquat, 2 color, 3 texcoord0, 4 texcoord0w, 5 texcoord1,
    /// 6 texcoord2, 8 view, 9 dummy.
    pub semantic: u16,
    pub register: u16,
    /// Bit 0 = x … bit 3 = w.
    pub mask: u16,
}

/// A uniform-table entry, registers in uniform-table numbering (v 0x00–0x0F,
/// c 0x10–0x6F, i 0x70–0x73, b 0x78–0x87).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UniformEntry {
    /// As written in the symbol table (`$` already turned into `.`).
    pub name: String,
    pub first: u16,
    pub last: u16,
}

/// One DVLE.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Executable {
    pub shader_type: ShaderType,
    pub merge_outmaps: bool,
    pub entry_start: u32,
    pub entry_end: u32,
    pub input_mask: u16,
    pub output_mask: u16,
    /// 0 point, 1 variable, 2 fixed.
    pub gs_mode: u8,
    pub gs_fixed_start: u8,
    pub gs_variable_num: u8,
    pub gs_fixed_num: u8,
    pub constants: Vec<Constant>,
    pub outputs: Vec<OutputEntry>,
    pub uniforms: Vec<UniformEntry>,
}

/// A whole assembled SHBIN.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Program {
    pub code: Vec<u32>,
    /// Descriptor-table entries: (low word, high word).
    pub descriptors: Vec<(u32, u32)>,
    pub executables: Vec<Executable>,
}

fn dvle_size(e: &Executable) -> usize {
    let symbols: usize = e.uniforms.iter().map(|u| u.name.len() + 1).sum();
    (0x40 + 20 * e.constants.len() + 8 * e.outputs.len() + 8 * e.uniforms.len() + symbols + 3) & !3
}

impl Program {
    /// The SHBIN bytes in picasso's layout.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::new();
        let w32 = |out: &mut Vec<u8>, v: u32| out.extend_from_slice(&v.to_le_bytes());
        let w16 = |out: &mut Vec<u8>, v: u16| out.extend_from_slice(&v.to_le_bytes());
        let n = self.executables.len();
        let dvlp_size = 0x28 + 4 * self.code.len() + 8 * self.descriptors.len();
        w32(&mut out, 0x424C_5644); // DVLB
        w32(&mut out, n as u32);
        let mut offset = 8 + 4 * n + dvlp_size;
        for e in &self.executables {
            w32(&mut out, offset as u32);
            offset += dvle_size(e);
        }
        w32(&mut out, 0x504C_5644); // DVLP
        w32(&mut out, 0);
        w32(&mut out, 0x28);
        w32(&mut out, self.code.len() as u32);
        w32(&mut out, (0x28 + 4 * self.code.len()) as u32);
        w32(&mut out, self.descriptors.len() as u32);
        // picasso writes no filename table: the offset is the end of the DVLP.
        w32(&mut out, dvlp_size as u32);
        for _ in 0..3 {
            w32(&mut out, 0);
        }
        for &word in &self.code {
            w32(&mut out, word);
        }
        for &(lo, hi) in &self.descriptors {
            w32(&mut out, lo);
            w32(&mut out, hi);
        }
        for e in &self.executables {
            let start = out.len();
            let consts = 0x40;
            let outputs = consts + 20 * e.constants.len();
            let uniforms = outputs + 8 * e.outputs.len();
            let symbols = uniforms + 8 * e.uniforms.len();
            let symbol_size: usize = e.uniforms.iter().map(|u| u.name.len() + 1).sum();
            w32(&mut out, 0x454C_5644); // DVLE
            w16(&mut out, 0x1002);
            out.push(match e.shader_type {
                ShaderType::Vertex => 0,
                ShaderType::Geometry => 1,
            });
            out.push(u8::from(e.merge_outmaps));
            w32(&mut out, e.entry_start);
            w32(&mut out, e.entry_end);
            w16(&mut out, e.input_mask);
            w16(&mut out, e.output_mask);
            out.extend_from_slice(&[
                e.gs_mode,
                e.gs_fixed_start,
                e.gs_variable_num,
                e.gs_fixed_num,
            ]);
            for (off, count) in [
                (consts, e.constants.len()),
                (outputs, 0), // label table: always empty
                (outputs, e.outputs.len()),
                (uniforms, e.uniforms.len()),
                (symbols, symbol_size),
            ] {
                w32(&mut out, off as u32);
                w32(&mut out, count as u32);
            }
            for c in &e.constants {
                match c {
                    Constant::Bool { register, value } => {
                        w16(&mut out, 0);
                        w16(&mut out, u16::from(*register));
                        w32(&mut out, u32::from(*value));
                        out.extend_from_slice(&[0; 12]);
                    }
                    Constant::Int { register, value } => {
                        w16(&mut out, 1);
                        w16(&mut out, u16::from(*register));
                        out.extend_from_slice(value);
                        out.extend_from_slice(&[0; 12]);
                    }
                    Constant::Float { register, value } => {
                        w16(&mut out, 2);
                        w16(&mut out, u16::from(*register));
                        for &v in value {
                            w32(&mut out, v);
                        }
                    }
                }
            }
            for o in &e.outputs {
                w16(&mut out, o.semantic);
                w16(&mut out, o.register);
                w16(&mut out, o.mask);
                w16(&mut out, 0);
            }
            let mut name_offset = 0;
            for u in &e.uniforms {
                w32(&mut out, name_offset as u32);
                w16(&mut out, u.first);
                w16(&mut out, u.last);
                name_offset += u.name.len() + 1;
            }
            for u in &e.uniforms {
                out.extend_from_slice(u.name.as_bytes());
                out.push(0);
            }
            while (out.len() - start) % 4 != 0 {
                out.push(0);
            }
        }
        out
    }
}
