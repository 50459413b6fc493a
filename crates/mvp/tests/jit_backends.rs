//! The compiled engine built in process by LLVM's JIT and built by clang-19
//! into a library run the same code: their images are those of the
//! interpreter, bit for bit, and a shader that does not end stops with the
//! same error in all three.

mod common;

use common::{quad, QUAD_VS};
use gpubin_mvp::sim::compiled::{Backend, CompiledShaders};
use gpubin_mvp::sim::draw::{draw_into, DrawOptions};
use gpubin_mvp::sim::image::Image;
use gpubin_mvp::sim::textures::ProceduralTextures;
use gpubin_mvp::{Program, ProgramOptions};
use std::collections::BTreeMap;
use std::sync::Arc;

const SHADERS: &[(&str, &str)] = &[
    (
        "derivatives and an implicit-level lookup",
        "#version 130\nin vec2 uv;\nuniform sampler2D tex;\nout vec4 c;\n\
         void main() { c = texture(tex, uv * 3.0) \
         + vec4(dFdx(uv.x) * 10.0, dFdy(uv.y * uv.x) * 10.0, fwidth(uv.x), 0.0); }\n",
    ),
    (
        "discard and libm functions",
        "#version 130\nin vec2 uv;\nout vec4 c;\n\
         void main() { if (fract(uv.x * 7.0) < 0.3) discard;\n\
         c = vec4(sin(uv.x * 20.0), atan(uv.y, uv.x - 0.5), pow(uv.x, 2.2), exp(uv.y) * 0.3); }\n",
    ),
    (
        "a loop",
        "#version 130\nin vec2 uv;\nout vec4 c;\n\
         void main() { vec4 a = vec4(0.0);\n\
         for (int i = 0; i < 4; i++) a = a * 0.5 + vec4(uv, 0.25, 0.125);\n\
         c = a; }\n",
    ),
];

fn draw(p: &Program, compiled: Option<Arc<CompiledShaders>>) -> Result<Image, String> {
    let (w, h) = (37, 23);
    let mut image = Image::new(w, h, [0; 4]);
    let opts = DrawOptions {
        compiled,
        threads: 2,
        ..Default::default()
    };
    draw_into(
        p,
        &quad(),
        &BTreeMap::new(),
        &opts,
        &ProceduralTextures,
        &mut image,
    )
    .map_err(|e| e.to_string())?;
    Ok(image)
}

#[test]
fn jit_clang_and_interpreter_draw_the_same_images() {
    for (what, fs) in SHADERS {
        let p =
            Program::compile(QUAD_VS, "t.vert", fs, "t.frag", &ProgramOptions::default()).unwrap();
        let reference = draw(&p, None).unwrap();
        for backend in [Backend::Jit, Backend::Clang] {
            let lib = CompiledShaders::build_with(&p, backend).unwrap();
            assert_eq!(lib.backend(), backend);
            let image = draw(&p, Some(Arc::new(lib))).unwrap();
            assert!(image == reference, "{what}: {backend:?} differs");
        }
    }
}

#[test]
fn a_shader_that_does_not_end_stops_alike_in_every_engine() {
    let fs = "#version 130\nin vec2 uv;\nout vec4 c;\n\
              void main() { float x = 0.0;\nwhile (uv.x >= 0.0) x += 1.0;\nc = vec4(x); }\n";
    let p = Program::compile(QUAD_VS, "t.vert", fs, "t.frag", &ProgramOptions::default()).unwrap();
    let interp = draw(&p, None).unwrap_err();
    assert!(interp.contains("t.frag"), "{interp}");
    for backend in [Backend::Jit, Backend::Clang] {
        let lib = Arc::new(CompiledShaders::build_with(&p, backend).unwrap());
        assert_eq!(draw(&p, Some(lib)).unwrap_err(), interp, "{backend:?}");
    }
}
