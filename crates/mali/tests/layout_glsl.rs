//! Declarations from ESSL 1.00 sources through gpubin-glsl's reflection.

use gpubin_glsl::{compile, CompileOptions};
use gpubin_mali::layout::{self, reflect, Compiler, Core, Declaration, StorageClass, Target};
use gpubin_mali::mbs::{Stage, SymbolType};

fn decls(src: &str, stage: gpubin_glsl::Stage) -> Vec<Declaration> {
    let m = compile(src, stage, &CompileOptions::default()).unwrap();
    reflect::declarations(&m).unwrap()
}

#[test]
fn vertex_shader_like_egl_pass_two_attribs() {
    let src = "#version 100
attribute vec4 position;
attribute vec2 texcoord;
varying vec2 uv;
void main() { uv = texcoord; gl_Position = position; }";
    let d = decls(src, gpubin_glsl::Stage::Vertex);
    let summary: Vec<(&str, StorageClass)> =
        d.iter().map(|d| (d.name.as_str(), d.storage)).collect();
    assert_eq!(
        summary,
        [
            ("position", StorageClass::Attribute),
            ("texcoord", StorageClass::Attribute),
            ("uv", StorageClass::Varying),
            ("gl_Position", StorageClass::Varying),
        ]
    );
    let t = layout::layout(
        &d,
        &Target::new(Stage::Vertex, Core::Mali200, Compiler::Old),
    )
    .unwrap();
    // Spec §12: SATT {vec4 @0, vec2 @4; bitprec 32, highp}, SVAR {uv @4, gl_Position @0}.
    let a: Vec<(i16, u8, u8)> = t
        .attributes
        .symbols()
        .map(|a| (a.address, a.info.bit_precision, a.info.precision))
        .collect();
    assert_eq!(a, [(0, 32, 3), (4, 32, 3)]);
    let v: Vec<i16> = t.varyings.symbols().map(|v| v.address).collect();
    assert_eq!(v, [4, 0]);
}

#[test]
fn fragment_shader_with_sampler_struct_and_varyings() {
    let src = "#version 100
precision mediump float;
uniform sampler2D tex;
struct Light { vec3 direction; highp float power; };
uniform Light lights[2];
varying vec2 uv;
void main() { gl_FragColor = texture2D(tex, uv) * lights[1].power; }";
    let d = decls(src, gpubin_glsl::Stage::Fragment);
    let t = layout::layout(
        &d,
        &Target::new(Stage::Fragment, Core::Mali400, Compiler::New),
    )
    .unwrap();
    let u: Vec<(String, SymbolType, u8, i16, i16)> = t
        .uniforms
        .symbols()
        .map(|s| {
            (
                s.name.name.clone(),
                s.info.kind,
                s.info.precision,
                s.address,
                s.parent,
            )
        })
        .collect();
    assert_eq!(
        u,
        vec![
            // ESSL's default sampler precision is lowp.
            ("tex".into(), SymbolType::SAMPLER, 1, 8, -1),
            ("lights".into(), SymbolType::STRUCT, 2, 0, -1),
            ("direction".into(), SymbolType::FLOAT, 2, 0, 1),
            ("power".into(), SymbolType::FLOAT, 3, 3, 1),
        ]
    );
    // Built-in fragment inputs and outputs have no table entries.
    let v: Vec<&str> = t.varyings.symbols().map(|v| v.name.name.as_str()).collect();
    assert_eq!(v, ["uv"]);
}

#[test]
fn types_without_a_mali_symbol_are_errors() {
    let src = "#version 130
uniform uint u;
void main() { gl_FragColor = vec4(float(u)); }";
    let m = compile(
        src,
        gpubin_glsl::Stage::Fragment,
        &CompileOptions::default(),
    )
    .unwrap();
    let e = reflect::declarations(&m).unwrap_err();
    assert!(
        e.to_string()
            .contains("unsigned types do not exist in ESSL 1.00"),
        "{e}"
    );
}
