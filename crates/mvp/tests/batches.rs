//! The compiled engine's batches (`sim/batch.rs`) against its one call per
//! fragment and the interpreter: which shaders take batches, and the same
//! images, counts, discards and loop-budget stops (the quads before the
//! stopping fragment's written, its own not), on one and two threads; also
//! for implicit-level lookups, whose quads' lanes are shaded alone where
//! the textures ignore the level of detail, and in passes where they do not.

use gpubin_mvp::sim::compiled::CompiledShaders;
use gpubin_mvp::sim::draw::{draw_into, DrawOptions, DrawStats, VertexData};
use gpubin_mvp::sim::image::Image;
use gpubin_mvp::sim::lookup::SharedTextures;
use gpubin_mvp::sim::texture_images::{
    BoundTextures, Filter, MinFilter, MipImage, TexFormat, TexTarget, Texture, Wrap,
};
use gpubin_mvp::sim::textures::ProceduralTextures;
use gpubin_mvp::{Program, ProgramOptions};
use std::collections::BTreeMap;
use std::sync::Arc;

const VS: &str = "attribute vec4 p;\nvarying vec2 uv;\n\
    void main() { gl_Position = p; uv = p.xy * 0.5 + 0.5; }\n";

/// Discards a column, loops forever on some pixels when `endless` is set
/// (first at lane 1 of a quad whose lane 0 ends).
const FS: &str = "uniform bool endless;\nvarying vec2 uv;\n\
    void main() {\n\
      float x = 0.0;\n\
      if (endless && gl_FragCoord.x > 11.0 && gl_FragCoord.y > 5.0) {\n\
        for (;;) { x += 1.0; }\n\
      }\n\
      if (gl_FragCoord.x < 3.0) discard;\n\
      gl_FragColor = vec4(uv, gl_FragCoord.x / 16.0, gl_FrontFacing ? 1.0 : 0.5);\n\
    }\n";

fn program(fs: &str) -> Program {
    Program::compile(VS, "t.vert", fs, "t.frag", &ProgramOptions::default()).unwrap()
}

/// A triangle pair over the 17x13 window (odd sizes: quads cut at the
/// edges), the second one clockwise.
fn draw(
    p: &Program,
    compiled: Option<Arc<CompiledShaders>>,
    threads: usize,
    endless: bool,
) -> (Result<DrawStats, String>, Image) {
    draw_on(p, compiled, threads, endless, &ProceduralTextures)
}

/// The compiled engine's paths for `p`: batches (on the CPU's wider
/// vectors where it has them), batches on code for any x86-64, one call
/// per fragment.
fn engines(p: &Program) -> [Arc<CompiledShaders>; 3] {
    let build = || CompiledShaders::build(p).unwrap();
    [build(), build().baseline_cpu(), build().per_invocation()].map(Arc::new)
}

/// Each of [`engines`] (the second on code for any x86-64) on one and two threads, with words that name the
/// path for a failing assertion.
fn paths(engines: &[Arc<CompiledShaders>; 3]) -> Vec<(Arc<CompiledShaders>, usize, String)> {
    let mut out = Vec::new();
    for threads in [1, 2] {
        for lib in engines {
            let what = format!(
                "batches {}, baseline {}, {threads} threads",
                lib.batches(),
                Arc::ptr_eq(lib, &engines[1])
            );
            out.push((lib.clone(), threads, what));
        }
    }
    out
}

/// A triangle pair over the window, the second one clockwise.
fn triangle_pair() -> VertexData {
    VertexData::from_json(
        r#"{"p": [[-1, -1, 0, 1], [1, -1, 0, 1], [1, 1, 0, 1],
                 [-1, -1, 0, 1], [-0.5, 1, 0, 1], [1, 1, 0, 1]]}"#,
    )
    .unwrap()
}

/// [`draw`] on `textures`, the sampler `t` on unit 0.
fn draw_on(
    p: &Program,
    compiled: Option<Arc<CompiledShaders>>,
    threads: usize,
    endless: bool,
    textures: &dyn SharedTextures,
) -> (Result<DrawStats, String>, Image) {
    let v = triangle_pair();
    let mut u = BTreeMap::new();
    u.insert("endless".to_string(), gpubin_glsl::Value::Bool(endless));
    u.insert("t".to_string(), gpubin_glsl::Value::Sampler(0));
    let opts = DrawOptions {
        compiled,
        threads,
        loop_budget: 50,
        ..DrawOptions::default()
    };
    let mut image = Image::new(17, 13, [1, 2, 3, 4]);
    let r = draw_into(p, &v, &u, &opts, textures, &mut image).map_err(|e| e.to_string());
    (r, image)
}

#[test]
fn shaders_without_derivative_sites_take_batches() {
    let lib = CompiledShaders::build(&program(FS)).unwrap();
    assert!(lib.batches());
    assert!(!lib.per_invocation().batches());
    let fs = "varying vec2 uv;\nvoid main() { gl_FragColor = vec4(dFdx(uv), 0.0, 1.0); }\n";
    assert!(!CompiledShaders::build(&program(fs)).unwrap().batches());
    // Implicit-level lookups only: batches where the draw allows.
    let lib = CompiledShaders::build(&program(FS_LOOKUPS)).unwrap();
    assert!(lib.batches() && lib.lookup_sites());
    assert!(!CompiledShaders::build(&program(FS)).unwrap().lookup_sites());
}

/// Implicit-level lookups in a loop, in a branch, with a bias, in a loop
/// that never ends when `endless` is set (first at lane 1 of a quad whose
/// lane 0 ends), and a discarded column.
const FS_LOOKUPS: &str = "uniform bool endless;\nuniform sampler2D t;\nvarying vec2 uv;\n\
    void main() {\n\
      vec4 c = vec4(0.0);\n\
      for (int i = 0; i < 5; i++)\n\
        c += texture2D(t, uv * float(i + 1) * 1.7) * 0.2;\n\
      if (uv.x > 0.5) c = c.wzyx + texture2D(t, uv.yx * 3.0, 0.75);\n\
      if (endless && gl_FragCoord.x > 11.0 && gl_FragCoord.y > 5.0) {\n\
        for (;;) { c += texture2D(t, c.xy); }\n\
      }\n\
      if (gl_FragCoord.x < 3.0) discard;\n\
      gl_FragColor = c * (gl_FrontFacing ? 1.0 : 0.5);\n\
    }\n";

/// A 2D texture of `image` alone (no mipmaps), `filter` both ways.
fn one_level(image: MipImage, filter: Filter) -> Texture {
    let mut t = Texture::with_level(
        TexTarget::D2,
        TexFormat::Rgba8,
        0,
        image,
        Default::default(),
    );
    t.params.min = MinFilter {
        texel: filter,
        mipmap: None,
    };
    t.params.mag = filter;
    t
}

/// A 2D texture on unit 0 whose texels all differ: without mipmaps,
/// `filter` both ways, or with four levels and a mipmapped filter.
fn lookup_textures(filter: Option<Filter>) -> BoundTextures {
    let image = MipImage::from_fn(TexFormat::Rgba8, (5, 3, 1), |x, y, _| {
        [x as f32 / 5.0, y as f32 / 3.0, ((x + y) % 2) as f32, 1.0]
    });
    let t = match filter {
        Some(f) => one_level(image, f),
        None => Texture::miptree(),
    };
    let mut tex = BoundTextures::default();
    tex.bind(0, t);
    tex
}

#[test]
fn lookups_draw_the_same_alone_and_in_quads() {
    let p = program(FS_LOOKUPS);
    let paths = paths(&engines(&p));
    let sets: Vec<(&str, Box<dyn SharedTextures>)> = vec![
        ("procedural", Box::new(ProceduralTextures)),
        ("nearest", Box::new(lookup_textures(Some(Filter::Nearest)))),
        ("linear", Box::new(lookup_textures(Some(Filter::Linear)))),
        ("mipmapped", Box::new(lookup_textures(None))),
    ];
    for (name, tex) in &sets {
        // Only the mipmapped texture's level depends on the derivatives.
        assert_eq!(tex.level_of_detail_matters(), *name == "mipmapped");
        for endless in [false, true] {
            let (want, want_image) = draw_on(&p, None, 1, endless, tex.as_ref());
            match &want {
                Ok(s) => assert!(s.discarded > 0 && s.fragments_shaded > s.discarded),
                Err(e) => assert!(e.contains("loop iteration budget of 50 exceeded"), "{e}"),
            }
            for (lib, threads, path) in &paths {
                let (got, image) = draw_on(&p, Some(lib.clone()), *threads, endless, tex.as_ref());
                let what = format!("{name}, {path}, endless {endless}");
                assert_eq!(got, want, "{what}");
                if *threads == 1 || !endless {
                    assert_eq!(image, want_image, "{what}");
                }
            }
        }
    }
}

/// Lookups the batches' compiled code makes itself (`sim/batch_table.rs`):
/// nearest, one level, repeat (along power-of-two sizes and others) or
/// clamp to edge along each axis, three units, coordinates far outside
/// the image, infinite and NaN.
const FS_PLAIN: &str = "uniform sampler2D a;\nuniform sampler2D b;\nuniform sampler2D r;\n\
    varying vec2 uv;\n\
    void main() {\n\
      vec2 c = (uv - 0.5) * 7.0;\n\
      vec2 d = c / (uv.x - 0.5) * 1e30;\n\
      vec2 e = vec2(d.x - d.x, -c.y * 1e6);\n\
      gl_FragColor = texture2D(a, c) + texture2D(b, c.yx) * 0.5\n\
        + texture2D(a, d) * 0.25 + texture2D(b, e) * 0.125\n\
        + texture2D(r, c * 3.0) * 0.0625 + texture2D(r, d) * 0.03125;\n\
    }\n";

/// A nearest, single-level 2D texture of `w` x `h` distinct texels.
fn plain_texture(w: u32, h: u32, wrap: [Wrap; 2]) -> Texture {
    let image = MipImage::from_fn(TexFormat::Rgba8, (w, h, 1), |x, y, _| {
        [
            x as f32 / w as f32,
            y as f32 / h as f32,
            ((x + 2 * y) % 3) as f32 / 2.0,
            1.0,
        ]
    });
    let mut t = one_level(image, Filter::Nearest);
    t.params.wrap = [wrap[0], wrap[1], Wrap::Repeat];
    t
}

#[test]
fn plain_textures_fetch_as_the_sampler_does() {
    let p = program(FS_PLAIN);
    let engines = engines(&p);
    assert!(engines[0].batches());
    let mut tex = BoundTextures::default();
    tex.bind(0, plain_texture(5, 3, [Wrap::Repeat, Wrap::ClampToEdge]));
    tex.bind(3, plain_texture(4, 7, [Wrap::ClampToEdge, Wrap::Repeat]));
    tex.bind(5, plain_texture(8, 4, [Wrap::Repeat, Wrap::Repeat]));
    assert!([0, 3, 5].iter().all(|&u| tex.plain_2d(u).is_some()));
    assert!(tex.plain_2d(1).is_none());
    let v = triangle_pair();
    let mut u = BTreeMap::new();
    u.insert("a".to_string(), gpubin_glsl::Value::Sampler(0));
    u.insert("b".to_string(), gpubin_glsl::Value::Sampler(3));
    u.insert("r".to_string(), gpubin_glsl::Value::Sampler(5));
    let run = |compiled: Option<Arc<CompiledShaders>>, threads: usize| {
        let opts = DrawOptions {
            width: 64,
            height: 24,
            compiled,
            threads,
            ..DrawOptions::default()
        };
        let mut image = Image::new(64, 24, [1, 2, 3, 4]);
        let r = draw_into(&p, &v, &u, &opts, &tex, &mut image).map_err(|e| e.to_string());
        (r, image)
    };
    let (want, want_image) = run(None, 1);
    assert!(want.as_ref().unwrap().fragments_shaded > 0);
    for (lib, threads, what) in paths(&engines) {
        let (got, image) = run(Some(lib), threads);
        assert_eq!(got, want, "{what}");
        assert_eq!(image, want_image, "{what}");
    }
}

#[test]
fn batches_draw_stop_and_count_as_one_call_per_fragment() {
    let p = program(FS);
    let engines = engines(&p);
    let [batches, plain, single] = &engines;
    for endless in [false, true] {
        let (want, want_image) = draw(&p, None, 1, endless);
        match &want {
            Ok(s) => assert!(s.discarded > 0 && s.fragments_shaded > s.discarded),
            Err(e) => assert!(e.contains("loop iteration budget of 50 exceeded"), "{e}"),
        }
        for (lib, threads, path) in paths(&engines) {
            let (got, image) = draw(&p, Some(lib), threads, endless);
            let what = format!("{path}, endless {endless}");
            assert_eq!(got, want, "{what}");
            if threads == 1 {
                // Thread by thread, the stop leaves the same pixels.
                assert_eq!(image, want_image, "{what}");
            }
        }
        for threads in [1, 2] {
            let a = draw(&p, Some(batches.clone()), threads, endless);
            let b = draw(&p, Some(single.clone()), threads, endless);
            assert_eq!(a, b, "{threads} threads, endless {endless}");
            let c = draw(&p, Some(plain.clone()), threads, endless);
            assert_eq!(a, c, "{threads} threads, endless {endless}");
        }
    }
}

/// Colours that vary per pixel in every channel, with no discard.
const FS_FULL: &str = "varying vec2 uv;\n\
    void main() {\n\
      vec4 c = vec4(uv, gl_FragCoord.x / 61.0, gl_FragCoord.y / 9.0);\n\
      for (int i = 0; i < 3; i++) c = c * 0.75 + vec4(0.1, 0.2, 0.05, 0.0);\n\
      gl_FragColor = c;\n\
    }\n";

/// Reads some components of its inputs only (the batches leave the
/// others zero and do not interpolate them).
const FS_PARTS: &str = "varying vec2 uv;\n\
    void main() {\n\
      gl_FragColor = vec4(uv.y, gl_FragCoord.yx / 64.0, gl_FragCoord.w * 0.5);\n\
    }\n";

/// Full-window draws, where most spans have all their quads covered (the
/// batches' path without gather or scatter): the same images and counts
/// on every engine, with and without the CPU's wider vectors, also where
/// the window cuts quads and spans.
#[test]
fn full_spans_draw_the_same_on_every_path() {
    full_spans_draw_the_same(FS_FULL);
    full_spans_draw_the_same(FS_PARTS);
}

fn full_spans_draw_the_same(fs: &str) {
    let p = program(fs);
    let engines = engines(&p);
    assert!(engines[0].batches());
    let v = VertexData::from_json(
        r#"{"p": [[-1, -1, 0, 1], [1, -1, 0, 1], [1, 1, 0, 1],
                 [-1, -1, 0, 1], [1, 1, 0, 1], [-1, 1, 0, 1]]}"#,
    )
    .unwrap();
    let u = BTreeMap::new();
    for (width, height) in [(64, 8), (61, 9), (96, 4)] {
        let run = |compiled: Option<Arc<CompiledShaders>>, threads: usize| {
            let opts = DrawOptions {
                width,
                height,
                compiled,
                threads,
                ..DrawOptions::default()
            };
            let mut image = Image::new(width, height, [1, 2, 3, 4]);
            let r = draw_into(&p, &v, &u, &opts, &ProceduralTextures, &mut image)
                .map_err(|e| e.to_string());
            (r, image)
        };
        let (want, want_image) = run(None, 1);
        assert_eq!(
            want.as_ref().unwrap().fragments_shaded,
            u64::from(width * height)
        );
        for (lib, threads, path) in paths(&engines) {
            let what = format!("{width}x{height}, {path}");
            let (got, image) = run(Some(lib), threads);
            assert_eq!(got, want, "{what}");
            assert_eq!(image, want_image, "{what}");
        }
    }
}
