//! SHBIN test files the project builds itself: models in the shape the assembler
//! produces, written with the canonical layout.
#![allow(dead_code)]
#![allow(clippy::approx_constant)] // 3.14159 is a source literal, not pi

use gpubin_pica::float24::Float24;
use gpubin_pica::shbin::*;

/// MOV op 0x13: dst 25–21, src1 18–12, descriptor 6–0.
fn mov(dst: u32, src1: u32, desc: u32) -> u32 {
    0x13 << 26 | dst << 21 | src1 << 12 | desc
}

/// DP4 op 0x02: dst, wide src1, narrow src2, descriptor.
fn dp4(dst: u32, src1: u32, src2: u32, desc: u32) -> u32 {
    0x02 << 26 | dst << 21 | src1 << 12 | src2 << 7 | desc
}

/// MAD op 0x38: dst 28–24, src1 21–17, src2 16–10 (wide), src3 9–5, descriptor 4–0.
fn mad(dst: u32, src1: u32, src2: u32, src3: u32, desc: u32) -> u32 {
    0x38 << 26 | dst << 24 | src1 << 17 | src2 << 10 | src3 << 5 | desc
}

pub const END: u32 = 0x8800_0000;
pub const EMIT: u32 = 0xA800_0000;
/// SETEMIT op 0x2B: vertex id 25–24, primitive 23.
fn setemit(vertex: u32, primitive: bool) -> u32 {
    0x2B << 26 | vertex << 24 | u32::from(primitive) << 23
}

/// Descriptor with destination mask (bit 3 = x) and identity swizzles.
fn desc(mask: u32) -> OperandDescriptor {
    OperandDescriptor::new(mask | 0x1B << 5 | 0x1B << 14 | 0x1B << 23)
}

fn f(v: f32) -> Float24 {
    Float24::from_f32(v)
}

fn fvec(register: u16, v: [f32; 4]) -> Constant {
    Constant {
        register,
        value: ConstantValue::Float(v.map(f)),
    }
}

fn out(semantic: OutputSemantic, register: u16, mask: u16) -> Output {
    Output {
        semantic,
        register,
        mask,
        unknown: 0,
    }
}

fn uniform(name: &str, first: UniformRegister, last: UniformRegister) -> Uniform {
    Uniform::new(name, first, last)
}

use UniformRegister::{Bool, Float, Input, Int};

/// A vertex shader with code, descriptors and every kind of table entry.
pub fn vertex() -> Shbin {
    let code = vec![
        dp4(0x00, 0x20, 0x00, 1),       // dp4 o0.x, c0, v0
        dp4(0x00, 0x21, 0x00, 2),       // dp4 o0.y, c1, v0
        dp4(0x00, 0x22, 0x00, 3),       // dp4 o0.z, c2, v0
        dp4(0x00, 0x23, 0x00, 4),       // dp4 o0.w, c3, v0
        mad(0x01, 0x01, 0x7F, 0x01, 0), // mad o1, v1, c95, v1
        END,
    ];
    let mut dvle = Dvle::vertex(0, code.len() as u32);
    dvle.input_mask = 0b11;
    dvle.output_mask = 0b11;
    dvle.constants = vec![
        fvec(95, [1.0, 0.5, 0.1, -2.0]),
        Constant {
            register: 3,
            value: ConstantValue::Int([4, 0, 1, 0]),
        },
        Constant {
            register: 2,
            value: ConstantValue::Bool(true),
        },
        fvec(94, [0.0, -0.0, 255.0, 3.14159]),
    ];
    dvle.outputs = vec![
        out(OutputSemantic::Position, 0, 0xF),
        out(OutputSemantic::Color, 1, 0xF),
    ];
    dvle.uniforms = vec![
        uniform("inPos", Input(0), Input(0)),
        uniform("inColor", Input(1), Input(1)),
        uniform("projection", Float(0), Float(3)),
        uniform("tint", Float(4), Float(4)),
        uniform("loops", Int(0), Int(0)),
        uniform("flags", Bool(0), Bool(1)),
    ];
    Shbin {
        dvlp: Dvlp {
            version: 0,
            code,
            operand_descriptors: vec![desc(0xF), desc(0x8), desc(0x4), desc(0x2), desc(0x1)],
            unknown: [0; 3],
        },
        dvles: vec![dvle],
        layout: None,
    }
}

/// A vertex DVLE and a geometry DVLE in the given mode sharing one DVLP.
pub fn geometry(mode: GeometryMode) -> Shbin {
    let mut shbin = vertex();
    let start = shbin.dvlp.code.len() as u32;
    shbin.dvlp.code.extend([
        mov(0x00, 0x00, 0),
        mov(0x10, 0x01, 0), // mov r0, v1
        setemit(0, true),
        EMIT,
        END,
    ]);
    let mut g = Dvle::vertex(start, shbin.dvlp.code.len() as u32);
    g.shader_type = ShaderType::Geometry;
    g.geometry.mode = mode;
    match mode {
        GeometryMode::Variable => g.geometry.variable_full_vertices = 3,
        GeometryMode::Fixed => {
            g.geometry.fixed_vertex_array_start = 10;
            g.geometry.fixed_vertex_count = 3;
        }
        _ => {}
    }
    g.input_mask = 0b11;
    g.output_mask = 0b1;
    g.constants = vec![fvec(0, [0.25, 0.0, 0.0, 1.0])];
    g.outputs = vec![out(OutputSemantic::Position, 0, 0xF)];
    g.uniforms = vec![uniform("geoScale", Float(20), Float(21))];
    shbin.dvles.push(g);
    shbin
}

/// One DVLE listing all nine output semantics.
pub fn all_outputs() -> Shbin {
    let mut shbin = vertex();
    let d = &mut shbin.dvles[0];
    d.outputs = vec![
        out(OutputSemantic::Position, 0, 0xF),
        out(OutputSemantic::NormalQuat, 1, 0xF),
        out(OutputSemantic::Color, 2, 0xF),
        out(OutputSemantic::TexCoord0, 3, 0x3),
        out(OutputSemantic::TexCoord0W, 3, 0x8),
        out(OutputSemantic::TexCoord1, 4, 0x3),
        out(OutputSemantic::TexCoord2, 4, 0xC),
        out(OutputSemantic::View, 5, 0x7),
        out(OutputSemantic::Dummy, 7, 0xF),
    ];
    d.output_mask = 0b1011_1111;
    shbin
}

/// Several vertex DVLEs (different entry points) sharing one DVLP.
pub fn multi() -> Shbin {
    let mut shbin = vertex();
    let mut second = shbin.dvles[0].clone();
    second.entry_start = 4;
    second.uniforms.truncate(3);
    second.constants.truncate(1);
    let mut third = Dvle::vertex(5, 6);
    third.outputs = vec![out(OutputSemantic::Color, 1, 0xF)];
    third.output_mask = 0b10;
    shbin.dvles.push(second);
    shbin.dvles.push(third);
    shbin
}

/// A DVLE with every table empty, and code of one END.
pub fn empty_tables() -> Shbin {
    Shbin {
        dvlp: Dvlp {
            version: 0,
            code: vec![END],
            operand_descriptors: Vec::new(),
            unknown: [0; 3],
        },
        dvles: vec![Dvle::vertex(0, 1)],
        layout: None,
    }
}

/// Every test file: name and model.
pub fn all() -> Vec<(&'static str, Shbin)> {
    vec![
        ("vertex", vertex()),
        ("geometry_point", geometry(GeometryMode::Point)),
        ("geometry_variable", geometry(GeometryMode::Variable)),
        ("geometry_fixed", geometry(GeometryMode::Fixed)),
        ("all_outputs", all_outputs()),
        ("multi", multi()),
        ("empty_tables", empty_tables()),
    ]
}

/// Path of a test file under tests/data.
pub fn data_path(name: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(format!("{name}.shbin"))
}
