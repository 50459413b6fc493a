//! The synthetic corpus: files with the structure of the real files of spec §12, made
//! by gpubin's own writer and layout engine, with our own names and code.

#![allow(dead_code)]

use gpubin_mali::layout::{
    self, Compiler, Core, Declaration, GlslType, Precision, StorageClass, Target,
};
use gpubin_mali::mbs::*;

use GlslType::*;
use Precision::*;
use StorageClass::*;

/// Every corpus file: (file name, model).
pub fn all() -> Vec<(&'static str, MbsFile)> {
    vec![
        ("frag_color_v0.mbs", frag_color_v0()),
        ("frag_texture_v0.mbs", frag_texture_v0()),
        ("vert_constants_v0.mbs", vert_constants_v0()),
        ("vert_fixed_function_v2.mbs", vert_fixed_function_v2()),
        ("frag_clear_mali400.mbs", frag_clear_mali400()),
        ("program_v2.mbs", program_v2()),
        ("unknown_chunks_v2.mbs", unknown_chunks_v2()),
    ]
}

/// A present field: (index, width, (bit offset, value) parts).
type Field = (usize, u32, Vec<(u32, u64)>);

/// PP instruction builder: fields packed bit-contiguously after the control word.
struct PpInstruction {
    fields: Vec<Field>,
    stop: bool,
    sync: bool,
    prefetch: bool,
}

/// Field widths in control-word order (spec §9).
const PP_WIDTHS: [u32; 12] = [34, 62, 41, 43, 30, 44, 31, 30, 41, 73, 64, 64];

impl PpInstruction {
    fn new() -> Self {
        PpInstruction {
            fields: Vec::new(),
            stop: false,
            sync: false,
            prefetch: false,
        }
    }

    /// Adds field `index` with (bit offset, value) parts.
    fn field(mut self, index: usize, parts: &[(u32, u64)]) -> Self {
        self.fields.push((index, PP_WIDTHS[index], parts.to_vec()));
        self
    }

    fn words(mut self) -> Vec<u32> {
        self.fields.sort_by_key(|f| f.0);
        let total: u32 = self.fields.iter().map(|f| f.1).sum();
        let n = total.div_ceil(32) as usize;
        let mut bits = vec![0u32; n];
        let mut at = 0u32;
        let mut present = 0u32;
        for (index, width, parts) in &self.fields {
            present |= 1 << index;
            for &(offset, value) in parts {
                for b in 0..64 {
                    if value >> b & 1 == 1 {
                        let bit = at + offset + b;
                        bits[(bit / 32) as usize] |= 1 << (bit % 32);
                    }
                }
            }
            at += width;
        }
        let control = (n as u32 + 1)
            | u32::from(self.stop) << 5
            | u32::from(self.sync) << 6
            | present << 7
            | u32::from(self.prefetch) << 25;
        let mut out = vec![control];
        out.extend(bits);
        out
    }
}

fn code(words: &[u32]) -> Bytes {
    Bytes(words.iter().flat_map(|w| w.to_le_bytes()).collect())
}

/// `$0 = mov ^uniform` after loading uniform vec4 0: one 4-word instruction.
fn pp_uniform_to_color() -> Bytes {
    let mut i = PpInstruction::new()
        .field(2, &[(0, 0), (10, 2), (25, 0)])
        .field(
            5,
            &[
                (0, 15),
                (4, 0xE4),
                (14, 0),
                (18, 0),
                (28, 0),
                (32, 0xF),
                (38, 31),
            ],
        );
    i.stop = true;
    code(&i.words())
}

/// Varying load, texture sample, store of the texel, zero constant: 8 words.
fn pp_texture() -> Bytes {
    let mut i = PpInstruction::new()
        .field(0, &[(5, 1), (10, 15), (18, 0), (24, 15), (28, 0x3)])
        .field(1, &[(30, 0), (42, 0x39001)])
        .field(8, &[(0, 0), (4, 14 * 4), (10, 2), (25, 0)])
        .field(10, &[]);
    i.stop = true;
    i.sync = true;
    i.prefetch = true;
    code(&i.words())
}

/// `$0 = mov ^const0` with the constant patched at run time: 5 words.
fn pp_clear(constant: [u16; 4]) -> Bytes {
    let c = constant
        .iter()
        .enumerate()
        .fold(0u64, |acc, (k, &h)| acc | u64::from(h) << (16 * k));
    let mut i = PpInstruction::new()
        .field(
            5,
            &[(0, 12), (4, 0xE4), (18, 0), (28, 0), (32, 0xF), (38, 31)],
        )
        .field(10, &[(0, c)]);
    i.stop = true;
    code(&i.words())
}

/// GP code: `mov.a0 ^0/v0.x a0.x`, then `n - 1` nops: the spec §11 test vectors
/// with the unused pass unit's opcode 2 (bit 103) that ARM's compiler writes.
fn gp_code(n: usize) -> Bytes {
    let mov = [0xB00AD6B5u32, 0x43800AB5, 0x4007FC00, 0x000AD500];
    let nop = [0xAD4AD6B5u32, 0x038002B5, 0x0007FF80, 0x000AD500];
    let mut words = mov.to_vec();
    for _ in 1..n {
        words.extend(nop);
    }
    code(&words)
}

fn stack(size: u32, sp: u32) -> FragmentChunk {
    FragmentChunk::Stack(FragmentStack {
        stack_size: size,
        initial_stack_pointer: sp,
    })
}

fn color_write() -> FragmentChunk {
    FragmentChunk::BufferUse(FragmentBufferUse {
        color_read: 0,
        color_write: 1,
        depth_read: 0,
        depth_write: 0,
        stencil_read: 0,
        stencil_write: 0,
        reserved: 0,
    })
}

fn file(blocks: Vec<Block>) -> MbsFile {
    MbsFile {
        blocks: unplaced(blocks),
        trailing: Bytes::default(),
    }
}

fn decl(name: &str, ty: GlslType, p: Precision, s: StorageClass) -> Declaration {
    Declaration::new(name, ty, p, s)
}

/// egl-color.frag's structure: one uniform vec4 copied to the colour output.
pub fn frag_color_v0() -> MbsFile {
    let t = layout::layout(
        &[decl("tint", Float(4), Medium, Uniform)],
        &Target::new(Stage::Fragment, Core::Mali200, Compiler::Old),
    )
    .unwrap();
    file(vec![Block::Fragment(FragmentShader {
        core: 5,
        children: vec![
            stack(250, 1).into(),
            FragmentChunk::Discard(FragmentDiscard { discard_used: 0 }).into(),
            color_write().into(),
            FragmentChunk::Uniforms(t.uniforms).into(),
            FragmentChunk::Varyings(t.varyings).into(),
            FragmentChunk::Code(pp_uniform_to_color()).into(),
        ],
    })])
}

/// egl-texture.frag's structure: a lowp sampler in a 17-cell uniform space, a vec2
/// varying, one instruction with varying, sampler, store and a zero constant.
pub fn frag_texture_v0() -> MbsFile {
    let mut t = layout::layout(
        &[
            decl("img", Sampler(layout::SamplerKind::Sampler2D), Low, Uniform),
            decl("st", Float(2), Medium, Varying),
        ],
        &Target::new(Stage::Fragment, Core::Mali200, Compiler::Old),
    )
    .unwrap();
    // The old compiler wrote 17 for a lone sampler.
    t.uniforms.total_size = 17;
    file(vec![Block::Fragment(FragmentShader {
        core: 5,
        children: vec![
            stack(250, 2).into(),
            FragmentChunk::Discard(FragmentDiscard { discard_used: 0 }).into(),
            color_write().into(),
            FragmentChunk::Uniforms(t.uniforms).into(),
            FragmentChunk::Varyings(t.varyings).into(),
            FragmentChunk::Code(pp_texture()).into(),
        ],
    })])
}

fn uniform(
    name: &str,
    info: SymbolInfo,
    address: i16,
    chunks: Vec<UniformChunk>,
) -> UniformTableChunk {
    UniformTableChunk::Symbol(UniformSymbol {
        name: SymbolName {
            name: name.to_string(),
            name_padding: None,
        },
        info,
        reserved_13: 0,
        reserved_14: 0,
        address,
        parent: -1,
        chunks,
    })
}

fn gp_info(
    version: u8,
    kind: SymbolType,
    vec_size: u16,
    array_size: u16,
    bits: u8,
    precision: u8,
) -> SymbolInfo {
    SymbolInfo {
        version,
        kind,
        vec_size,
        vector_stride: 4,
        array_size,
        array_stride: 4,
        bit_precision: bits,
        precision,
        invariant: 0,
    }
}

fn vini(values: &[f32]) -> UniformChunk {
    UniformChunk::Initializer(UniformInit {
        values: values.iter().map(|&v| F32Bits::from_value(v)).collect(),
    })
}

/// egl-pass_two_attribs.vert's structure: FPOI, no FINS, compiler constants with VINI
/// at non-canonical addresses (8, 20, 24) in a 41-cell space, two attributes, two
/// varyings, 12 GP instructions.
pub fn vert_constants_v0() -> MbsFile {
    let t = layout::layout(
        &[
            decl("in_position", Float(4), High, Attribute),
            decl("in_coord", Float(2), High, Attribute),
            decl("coord", Float(2), Medium, Varying),
            decl("gl_Position", Float(4), High, Varying),
        ],
        &Target::new(Stage::Vertex, Core::Mali200, Compiler::Old),
    )
    .unwrap();
    let uniforms = UniformTable {
        total_size: 41,
        declared_count: None,
        children: vec![
            uniform(
                "?constant_0",
                gp_info(0, SymbolType::FLOAT, 4, 0, 24, 3),
                8,
                vec![vini(&[0.5, 0.5, 0.5, 1.0])],
            ),
            uniform(
                "?constant_1",
                gp_info(0, SymbolType::FLOAT, 1, 0, 24, 3),
                20,
                vec![vini(&[2.0])],
            ),
            uniform(
                "?constant_2",
                gp_info(0, SymbolType::FLOAT, 1, 0, 24, 3),
                24,
                vec![vini(&[-1.0])],
            ),
            uniform(
                "gl_mali_ViewportTransform",
                gp_info(0, SymbolType::FLOAT, 4, 2, 24, 3),
                0,
                vec![],
            ),
        ],
    };
    file(vec![Block::Vertex(VertexShader {
        core: 2,
        children: vec![
            VertexChunk::Fpoi(ObsoleteWord { value: 0 }).into(),
            VertexChunk::Uniforms(uniforms).into(),
            VertexChunk::Attributes(t.attributes).into(),
            VertexChunk::Varyings(t.varyings).into(),
            VertexChunk::Code(gp_code(12)).into(),
        ],
    })])
}

/// output.binshader's structure (new compiler, fixed-function vertex shader): no FINS
/// or FPOI, two uniforms at 140 and 152 of 156 cells with VIDX, 14 attributes and 14
/// varyings placed by the allocator, 1157 GP instructions.
pub fn vert_fixed_function_v2() -> MbsFile {
    let mut decls = vec![
        decl("a_PointSize", Float(1), High, Attribute),
        decl("a_Normal", Float(3), High, Attribute),
    ];
    for i in 0..12 {
        decls.push(decl(&format!("a_Input{i:02}"), Float(4), High, Attribute));
    }
    decls.push(decl("v_Lighting", Float(4).array(2), Medium, Varying));
    for i in 0..10 {
        decls.push(decl(&format!("v_Out{i}"), Float(4), Medium, Varying));
    }
    decls.push(decl("gl_PointSize", Float(1), High, Varying));
    decls.push(decl("v_ClipDistance", Float(1), High, Varying));
    decls.push(decl("v_FogDistance", Float(1), High, Varying));
    let t = layout::layout(
        &decls,
        &Target::new(Stage::Vertex, Core::Mali200, Compiler::New),
    )
    .unwrap();
    let uniforms = UniformTable {
        total_size: 156,
        declared_count: None,
        children: vec![
            uniform(
                "gl_mali_ViewportTransform",
                gp_info(2, SymbolType::FLOAT, 4, 2, 16, 3),
                140,
                vec![layout::default_indices()],
            ),
            uniform(
                "gl_mali_PointSizeParameters",
                gp_info(2, SymbolType::FLOAT, 4, 0, 16, 3),
                152,
                vec![layout::default_indices()],
            ),
        ],
    };
    file(vec![Block::Vertex(VertexShader {
        core: 2,
        children: vec![
            VertexChunk::Uniforms(uniforms).into(),
            VertexChunk::Attributes(t.attributes).into(),
            VertexChunk::Varyings(t.varyings).into(),
            VertexChunk::Code(gp_code(1157)).into(),
        ],
    })])
}

/// The driver's clear shader's structure on a Mali-400: empty tables, one vec4_acc with
/// an all-zero constant the driver patches.
pub fn frag_clear_mali400() -> MbsFile {
    file(vec![Block::Fragment(FragmentShader {
        core: 7,
        children: vec![
            stack(1, 1).into(),
            FragmentChunk::Discard(FragmentDiscard { discard_used: 0 }).into(),
            color_write().into(),
            FragmentChunk::Uniforms(UniformTable {
                total_size: 0,
                declared_count: None,
                children: vec![],
            })
            .into(),
            FragmentChunk::Varyings(VaryingTable {
                declared_count: None,
                children: vec![],
            })
            .into(),
            FragmentChunk::Code(pp_clear([0; 4])).into(),
        ],
    })])
}

fn light() -> GlslType {
    GlslType::Struct(layout::StructType {
        name: "Light".into(),
        members: vec![
            layout::Member {
                name: "direction".into(),
                ty: Float(3),
                precision: Medium,
            },
            layout::Member {
                name: "power".into(),
                ty: Float(1),
                precision: Medium,
            },
        ],
    })
}

/// A program binary: MBS1{CVER, CFRA, BATT}, new records, struct uniforms, a VINI
/// array, FINS, a VSOP pre-transform and a shared uniform.
pub fn program_v2() -> MbsFile {
    let mut scale = decl("k_scale", Float(2).array(2), High, Uniform);
    scale.init = Some(vec![1.0, 0.5, 0.25, 2.0]);
    let vt = layout::layout(
        &[
            decl("u_mvp", Mat(4), High, Uniform),
            decl("u_tint", Float(4), Medium, Uniform),
            scale,
            decl("a_position", Float(4), High, Attribute),
            decl("a_normal", Float(3), Medium, Attribute),
            decl("gl_Position", Float(4), High, Varying),
            decl("v_color", Float(4), Medium, Varying),
            decl("v_uv", Float(2), Medium, Varying),
        ],
        &Target::new(Stage::Vertex, Core::Mali400, Compiler::New),
    )
    .unwrap();
    let ft = layout::layout(
        &[
            decl("u_tint", Float(4), Medium, Uniform),
            decl(
                "u_texture",
                Sampler(layout::SamplerKind::Sampler2D),
                Medium,
                Uniform,
            ),
            decl("u_lights", light().array(2), Medium, Uniform),
            decl("v_color", Float(4), Medium, Varying),
            decl("v_uv", Float(2), Medium, Varying),
        ],
        &Target::new(Stage::Fragment, Core::Mali400, Compiler::New),
    )
    .unwrap();
    let n = 24;
    let operand = |kind, address, value| {
        PreTransformChunk::Action(vec![ActionChunk::Operand(Operand {
            kind,
            ty: 1,
            reserved: 0,
            address,
            value,
        })])
    };
    // v_tint2 = u_tint * 2.0: target, body in post-order, assign.
    let vsop = VertexPreTransform {
        children: vec![
            operand(2, 16, -1),
            operand(2, 16, -1),
            operand(0, -1, 2.0f32.to_bits() as i32),
            PreTransformChunk::Action(vec![ActionChunk::Expression(Expression {
                kind: 2,
                size: 4,
                n_children: 2,
                swizzle: 0xE4,
            })]),
            PreTransformChunk::Action(vec![ActionChunk::Expression(Expression {
                kind: 6,
                size: 4,
                n_children: 2,
                swizzle: 0xE4,
            })]),
        ],
    };
    file(vec![
        Block::Vertex(VertexShader {
            core: 6,
            children: vec![
                VertexChunk::Instructions(InstructionRange {
                    start: 0,
                    one_past_end: n,
                    one_past_last_input_read: 3,
                })
                .into(),
                VertexChunk::Transform(TransformStatus {
                    transform_status: 0,
                })
                .into(),
                VertexChunk::Uniforms(vt.uniforms).into(),
                VertexChunk::Attributes(vt.attributes).into(),
                VertexChunk::Varyings(vt.varyings).into(),
                VertexChunk::Code(gp_code(n as usize)).into(),
                VertexChunk::PreTransform(vsop).into(),
            ],
        }),
        Block::Fragment(FragmentShader {
            core: 7,
            children: vec![
                stack(4, 1).into(),
                FragmentChunk::Discard(FragmentDiscard { discard_used: 0 }).into(),
                color_write().into(),
                FragmentChunk::Uniforms(ft.uniforms).into(),
                FragmentChunk::Varyings(ft.varyings).into(),
                FragmentChunk::Code(pp_texture()).into(),
            ],
        }),
        Block::AttributeBindings(AttributeBindings {
            bindings: vec![
                AttributeBinding {
                    name: SymbolName {
                        name: "a_position".into(),
                        name_padding: None,
                    },
                    binding: 0,
                },
                AttributeBinding {
                    name: SymbolName {
                        name: "a_normal".into(),
                        name_padding: None,
                    },
                    binding: 1,
                },
            ],
        }),
    ])
}

fn raw(tag: &[u8; 4], data: &[u8]) -> RawChunk {
    RawChunk {
        tag: gpubin_binfmt::FourCC::new(tag),
        data: Bytes(data.to_vec()),
    }
}

/// Unknown chunks at every level, a CFRA without FDIS/FBUU/SVAR, REGU, a pilot
/// shader, odd STRI padding: parses, round-trips, validates with warnings only.
pub fn unknown_chunks_v2() -> MbsFile {
    let mut t = layout::layout(
        &[decl("u_color", Float(4), Medium, Uniform)],
        &Target::new(Stage::Fragment, Core::Mali400, Compiler::New),
    )
    .unwrap();
    if let Some(UniformTableChunk::Symbol(s)) = t.uniforms.children.first_mut() {
        s.chunks
            .push(UniformChunk::Unknown(raw(b"VEXT", &[1, 2, 3, 4])));
        // Written with a whole extra word of zero padding.
        s.name.name_padding = Some(Bytes(vec![0, 0, 0, 0]));
    }
    t.uniforms
        .children
        .push(UniformTableChunk::Unknown(raw(b"SEXT", &[])));
    file(vec![
        Block::Unknown(raw(b"HEAD", b"gpubin test")),
        Block::Fragment(FragmentShader {
            core: 7,
            children: vec![
                stack(1, 1).into(),
                FragmentChunk::Registers(RegisterUsage {
                    n_work_registers: 1,
                    n_uniform_registers: 1,
                })
                .into(),
                FragmentChunk::Uniforms(t.uniforms).into(),
                FragmentChunk::Unknown(raw(b"XTRA", &[0xAA; 8])).into(),
                FragmentChunk::Code(pp_uniform_to_color()).into(),
                FragmentChunk::Pilots(PilotShaders {
                    declared_count: None,
                    uniform_offset: 4,
                    uniform_stride: 4,
                    children: vec![PilotChunk::Code(pp_clear([0x3C00; 4])).into()],
                })
                .into(),
            ],
        }),
    ])
}
