//! Bound textures under both engines: the compiled engine's runtime hands
//! every lookup back to the simulator's one sampler, and must give the
//! image the interpreter gives for every state a texture has here:
//! linear and nearest filtering, the wrap modes and the border, mipmaps
//! reached through an explicit level, gradients and the texture's bias,
//! depth comparison with a compare function and depth modes, 1D, 3D and
//! array targets, an unbound unit, an integer sampler, and
//! coordinates far outside [0, 1], infinite and NaN.

mod common;

use common::{quad, QUAD_VS};
use gpubin_glsl::Value;
use gpubin_mvp::sim::compiled::CompiledShaders;
use gpubin_mvp::sim::draw::{draw_into, DrawOptions};
use gpubin_mvp::sim::image::Image;
use gpubin_mvp::sim::texture_images::{
    BoundTextures, CompareFunc, DepthMode, Filter, MinFilter, MipImage, TexFormat, TexTarget,
    Texture, Wrap,
};
use gpubin_mvp::{Program, ProgramOptions};
use std::collections::BTreeMap;
use std::sync::Arc;

const FS: &str = "#version 130\nin vec2 uv;\n\
    uniform sampler2D t0;\nuniform sampler1D t1;\nuniform sampler2DShadow t2;\n\
    uniform sampler2D t3;\nuniform sampler2D t4;\nuniform isampler2D t5;\n\
    uniform sampler3D t6;\nuniform sampler2DArray t7;\nuniform sampler1DArray t8;\n\
    uniform float zero;\nout vec4 c;\n\
    void main() {\n\
      vec2 p = uv * 4.0 - 1.5;\n\
      vec4 a = texture(t0, p);\n\
      vec4 b = texture(t1, p.x);\n\
      float s = texture(t2, vec3(p.yx, uv.x));\n\
      vec4 d = textureLod(t3, uv, p.x + 1.5) + textureGrad(t3, uv, vec2(p.y * 0.3, 0.0), vec2(0.0, uv.x));\n\
      vec4 e = texture(t4, p);\n\
      vec4 f = vec4(texture(t5, p * 0.5));\n\
      vec4 g = texture(t6, vec3(p, uv.x)) + texture(t7, vec3(p, p.y * 3.0));\n\
      vec4 h = texture(t8, p * 2.0);\n\
      vec4 n = texture(t0, p / zero) + texture(t0, vec2(zero / zero, p.y));\n\
      c = a * 0.5 + b * 0.25 + vec4(s * 0.125) + d * 0.0625 + e * 0.03125\n\
        + f * 0.015625 + g * 0.0078125 + h * 0.00390625 + n * 0.001953125;\n\
    }\n";

/// A `w` x `h` x `d` RGBA8 image whose texels all differ.
fn distinct(w: u32, h: u32, d: u32) -> MipImage {
    MipImage::from_fn(TexFormat::Rgba8, (w, h, d), |x, y, z| {
        [
            x as f32 / w as f32,
            y as f32 / h as f32,
            ((x + y + z) % 2) as f32,
            z as f32 / d as f32,
        ]
    })
}

fn texture(target: TexTarget, image: MipImage) -> Texture {
    let mut t = Texture::with_level(target, TexFormat::Rgba8, 0, image, Default::default());
    t.params.min = MinFilter {
        texel: Filter::Linear,
        mipmap: None,
    };
    t
}

fn textures() -> BoundTextures {
    let mut tex = BoundTextures::default();
    // Linear, repeat in s, a border in t.
    let mut t0 = texture(TexTarget::D2, distinct(5, 3, 1));
    t0.params.wrap = [Wrap::Repeat, Wrap::ClampToBorder, Wrap::Repeat];
    t0.params.border = [0.25, 0.5, 0.75, 1.0];
    tex.bind(0, t0);
    let mut t1 = texture(TexTarget::D1, distinct(7, 1, 1));
    t1.params.wrap = [Wrap::MirroredRepeat; 3];
    t1.params.mag = Filter::Nearest;
    tex.bind(1, t1);
    let mut t2 = Texture::depth_ramp(TexTarget::D2, 6, 4, 1);
    t2.params.compare_func = CompareFunc::Gequal;
    t2.params.depth_mode = DepthMode::Intensity;
    t2.params.mag = Filter::Linear;
    t2.params.wrap = [Wrap::ClampToBorder; 3];
    t2.params.border = [0.5, 0.0, 0.0, 0.0];
    tex.bind(2, t2);
    let mut t3 = Texture::miptree();
    t3.params.min = MinFilter::from_name("linear_mipmap_linear").unwrap();
    t3.params.lod_bias = 0.25;
    tex.bind(3, t3);
    // Unit 4 stays unbound.
    tex.bind(6, texture(TexTarget::D2, distinct(4, 4, 1)));
    tex.bind(6, texture(TexTarget::D3, distinct(3, 2, 4)));
    tex.bind(6, texture(TexTarget::D2Array, distinct(2, 3, 5)));
    tex.bind(7, Texture::layers(TexTarget::D2Array, 4, 4, 3));
    let mut t8 = texture(TexTarget::D1Array, distinct(9, 3, 1));
    t8.params.wrap = [Wrap::Repeat; 3];
    tex.bind(8, t8);
    tex
}

#[test]
fn bound_textures_are_identical_under_both_engines() {
    let p = Program::compile(QUAD_VS, "t.vert", FS, "t.frag", &ProgramOptions::default()).unwrap();
    let tex = textures();
    let mut uniforms = BTreeMap::new();
    for (name, unit) in [
        ("t0", 0),
        ("t1", 1),
        ("t2", 2),
        ("t3", 3),
        ("t4", 4),
        ("t5", 6),
        ("t6", 6),
        ("t7", 7),
        ("t8", 8),
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
