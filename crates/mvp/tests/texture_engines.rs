//! Bound textures under both engines: the compiled engine samples them in
//! its runtime (no call back into the simulator) and must give the image
//! the interpreter gives, also for coordinates far outside [0, 1], infinite
//! and NaN coordinates, 1D and depth images, an unbound unit and an integer
//! sampler (which still calls back).

mod common;

use common::{quad, QUAD_VS};
use gpubin_glsl::Value;
use gpubin_mvp::sim::compiled::CompiledShaders;
use gpubin_mvp::sim::draw::{draw_into, DrawOptions};
use gpubin_mvp::sim::image::Image;
use gpubin_mvp::sim::texture_images::{BoundTextures, TextureImage};
use gpubin_mvp::{Program, ProgramOptions};
use std::collections::BTreeMap;
use std::sync::Arc;

const FS: &str = "#version 130\nin vec2 uv;\n\
    uniform sampler2D t0;\nuniform sampler1D t1;\nuniform sampler2DShadow t2;\n\
    uniform sampler2D t3;\nuniform sampler2D t4;\nuniform isampler2D t5;\n\
    uniform float zero;\nout vec4 c;\n\
    void main() {\n\
      vec2 p = uv * 4.0 - 1.5;\n\
      vec4 a = texture(t0, p);\n\
      vec4 b = texture(t1, p.x);\n\
      float s = texture(t2, vec3(p.yx, uv.x));\n\
      vec4 d = texture(t3, p.yx);\n\
      vec4 e = texture(t4, p);\n\
      vec4 f = vec4(texture(t5, p * 0.5));\n\
      vec4 n = texture(t0, p / zero) + texture(t0, vec2(zero / zero, p.y));\n\
      c = a * 0.5 + b * 0.25 + vec4(s * 0.125) + d * 0.0625 + e * 0.03125\n\
        + f * 0.015625 + n * 0.0078125;\n\
    }\n";

/// A `w` x `h` image whose texels all differ.
fn distinct(w: u32, h: u32) -> TextureImage {
    let texels = (0..h)
        .flat_map(|y| {
            (0..w).map(move |x| {
                [
                    x as f32 / w as f32,
                    y as f32 / h as f32,
                    ((x + y) % 2) as f32,
                    1.0,
                ]
            })
        })
        .collect();
    TextureImage::Rgba {
        width: w,
        height: h,
        texels,
    }
}

#[test]
fn bound_textures_are_identical_under_both_engines() {
    let p = Program::compile(QUAD_VS, "t.vert", FS, "t.frag", &ProgramOptions::default()).unwrap();
    let mut tex = BoundTextures::default();
    tex.units.insert(0, distinct(5, 3));
    tex.units.insert(1, distinct(7, 1));
    tex.units.insert(2, TextureImage::depth_ramp(6, 4));
    tex.units.insert(3, TextureImage::depth_ramp(9, 2));
    // Unit 4 stays unbound.
    tex.units.insert(6, distinct(4, 4));
    let mut uniforms = BTreeMap::new();
    for (name, unit) in [
        ("t0", 0),
        ("t1", 1),
        ("t2", 2),
        ("t3", 3),
        ("t4", 4),
        ("t5", 6),
    ] {
        uniforms.insert(name.to_string(), Value::Sampler(unit));
    }
    uniforms.insert("zero".to_string(), Value::Float(0.0));
    let v = quad();
    let lib = Arc::new(CompiledShaders::build(&p).unwrap());
    let mut images = Vec::new();
    for (compiled, threads) in [(None, 1), (Some(lib.clone()), 1), (Some(lib), 2)] {
        let opts = DrawOptions {
            compiled,
            threads,
            ..Default::default()
        };
        let mut image = Image::new(61, 47, [0; 4]);
        let stats = draw_into(&p, &v, &uniforms, &opts, &tex, &mut image).unwrap();
        assert_eq!(stats.fragments_shaded, 61 * 47);
        images.push(image.rgba);
    }
    // The lookups land on many different texels, not one clamped corner.
    let mut colours = images[0].chunks(4).collect::<Vec<_>>();
    colours.sort();
    colours.dedup();
    assert!(colours.len() > 40, "{} colours", colours.len());
    assert!(
        images[1] == images[0],
        "compiled engine differs from the interpreter"
    );
    assert!(
        images[2] == images[0],
        "two shading threads differ from the interpreter"
    );
}
