//! The assembled program as the SHBIN model of [`crate::shbin`] (canonical layout).

use super::output::{Constant, Program, ShaderType};
use crate::float24::Float24;
use crate::shbin;

impl Program {
    /// The program as a [`shbin::Shbin`] with no explicit layout, so
    /// [`shbin::write`] lays it out as picasso does.
    pub fn to_shbin(&self) -> shbin::Shbin {
        shbin::Shbin {
            dvlp: shbin::Dvlp {
                version: 0,
                code: self.code.clone(),
                operand_descriptors: self
                    .descriptors
                    .iter()
                    .map(|&(value, extension)| shbin::OperandDescriptor { value, extension })
                    .collect(),
                unknown: [0; 3],
            },
            dvles: self
                .executables
                .iter()
                .map(|e| shbin::Dvle {
                    version: shbin::DVLE_VERSION,
                    shader_type: match e.shader_type {
                        ShaderType::Vertex => shbin::ShaderType::Vertex,
                        ShaderType::Geometry => shbin::ShaderType::Geometry,
                    },
                    flags: u8::from(e.merge_outmaps),
                    entry_start: e.entry_start,
                    entry_end: e.entry_end,
                    input_mask: e.input_mask,
                    output_mask: e.output_mask,
                    geometry: shbin::GeometryInfo {
                        mode: shbin::GeometryMode::from_byte(e.gs_mode),
                        fixed_vertex_array_start: e.gs_fixed_start,
                        variable_full_vertices: e.gs_variable_num,
                        fixed_vertex_count: e.gs_fixed_num,
                    },
                    constants: e
                        .constants
                        .iter()
                        .map(|c| match *c {
                            Constant::Bool { register, value } => shbin::Constant {
                                register: register.into(),
                                value: shbin::ConstantValue::Bool(value),
                            },
                            Constant::Int { register, value } => shbin::Constant {
                                register: register.into(),
                                value: shbin::ConstantValue::Int(value),
                            },
                            Constant::Float { register, value } => shbin::Constant {
                                register: register.into(),
                                value: shbin::ConstantValue::Float(
                                    value.map(Float24::from_bits_truncate),
                                ),
                            },
                        })
                        .collect(),
                    labels: Vec::new(),
                    outputs: e
                        .outputs
                        .iter()
                        .map(|o| shbin::Output {
                            semantic: shbin::OutputSemantic::from_code(o.semantic),
                            register: o.register,
                            mask: o.mask,
                            unknown: 0,
                        })
                        .collect(),
                    uniforms: e
                        .uniforms
                        .iter()
                        .map(|u| shbin::Uniform {
                            name: u.name.clone(),
                            first_register: u.first,
                            last_register: u.last,
                            name_offset: None,
                        })
                        .collect(),
                })
                .collect(),
            layout: None,
        }
    }
}
