//! Compile time per shader pair and simulator throughput.
//!
//! Run: `cargo bench -p gpubin-mvp`. Counters print pairs/s, vertices/s and
//! fragments/s.

use divan::counter::{BytesCount, ItemsCount};
use divan::Bencher;
use gpubin_mvp::codegen::Target;
use gpubin_mvp::sim::compiled::CompiledShaders;
use gpubin_mvp::sim::draw::{draw, draw_into, DrawOptions, VertexData};
use gpubin_mvp::sim::image::Image;
use gpubin_mvp::sim::texture_images::{BoundTextures, Texture};
use gpubin_mvp::{Program, ProgramOptions};
use std::collections::BTreeMap;
use std::sync::Arc;

fn main() {
    divan::main();
}

const PAIRS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/pairs/");
const EXAMPLES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/mvp/");

fn sources(dir: &str, vs: &str, fs: &str) -> (String, String) {
    (
        std::fs::read_to_string(format!("{dir}{vs}")).unwrap(),
        std::fs::read_to_string(format!("{dir}{fs}")).unwrap(),
    )
}

fn compile_and_emit(vs: &str, fs: &str) -> usize {
    let p = Program::compile(vs, "a.vert", fs, "b.frag", &ProgramOptions::default()).unwrap();
    let t = Target::default();
    p.vs_ir(&t).unwrap().len() + p.ps_ir(&t).unwrap().len()
}

/// GLSL -> slots -> LLVM IR text for both stages (no clang).
#[divan::bench(args = ["seed", "03_uniform_structs", "05_matrix_builtins", "17_textures", "32_nested_control"], max_time = 3)]
fn compile_pair(bencher: Bencher, name: &str) {
    let (vs, fs) = if name == "seed" {
        sources(EXAMPLES, "shader.vert", "shader.frag")
    } else {
        sources(PAIRS, &format!("{name}.vert"), &format!("{name}.frag"))
    };
    bencher
        .counter(BytesCount::new(vs.len() + fs.len()))
        .bench(|| compile_and_emit(divan::black_box(&vs), divan::black_box(&fs)));
}

/// Every pair of the suite per iteration: pairs/s.
#[divan::bench(max_time = 5)]
fn compile_suite(bencher: Bencher) {
    let mut pairs = Vec::new();
    for e in std::fs::read_dir(PAIRS).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|x| x == "vert") {
            pairs.push((
                std::fs::read_to_string(&p).unwrap(),
                std::fs::read_to_string(p.with_extension("frag")).unwrap(),
            ));
        }
    }
    bencher.counter(ItemsCount::new(pairs.len())).bench(|| {
        pairs
            .iter()
            .map(|(v, f)| compile_and_emit(v, f))
            .sum::<usize>()
    });
}

fn seed_program() -> Program {
    let (vs, fs) = sources(EXAMPLES, "shader.vert", "shader.frag");
    Program::compile(
        &vs,
        "shader.vert",
        &fs,
        "shader.frag",
        &ProgramOptions::default(),
    )
    .unwrap()
}

/// A grid of `cells` x `cells` quads covering the viewport, with colours.
fn grid(cells: u32) -> VertexData {
    let mut pos = Vec::new();
    let mut col = Vec::new();
    let at = |i: u32| i as f32 / cells as f32 * 2.0 - 1.0;
    for y in 0..cells {
        for x in 0..cells {
            let (x0, x1, y0, y1) = (at(x), at(x + 1), at(y), at(y + 1));
            for (px, py) in [(x0, y0), (x1, y0), (x1, y1), (x0, y0), (x1, y1), (x0, y1)] {
                pos.push(vec![px, py, 0.0]);
                col.push(vec![(px + 1.0) * 0.5, (py + 1.0) * 0.5, 0.5]);
            }
        }
    }
    let mut attributes = BTreeMap::new();
    attributes.insert("aPos".to_string(), pos);
    attributes.insert("aColor".to_string(), col);
    VertexData {
        attributes,
        ..Default::default()
    }
}

fn opts(size: u32) -> DrawOptions {
    DrawOptions {
        width: size,
        height: size,
        ..Default::default()
    }
}

/// 1536 vertices in zero-area triangles (no fragments): vertex work only,
/// the wrapper sequence and `vs_main` per vertex: vertices/s.
#[divan::bench(args = [64, 256], max_time = 5)]
fn draw_vertices(bencher: Bencher, size: u32) {
    let p = seed_program();
    let mut v = grid(16);
    for pos in v.attributes.get_mut("aPos").unwrap() {
        *pos = vec![0.25, 0.25, 0.0];
    }
    let n = v.attributes["aPos"].len();
    let (_, stats) = draw(&p, &v, &BTreeMap::new(), &opts(size)).unwrap();
    assert_eq!(stats.fragments_shaded, 0);
    bencher.counter(ItemsCount::new(n)).bench(|| {
        draw(&p, &v, &BTreeMap::new(), &opts(size))
            .unwrap()
            .1
            .vertices
    });
}

/// Whole draws of a 16 x 16 quad grid (1536 vertices) covering the viewport,
/// counted in fragments (size x size per draw): fragments/s.
#[divan::bench(args = [64, 256], max_time = 5)]
fn draw_fragments(bencher: Bencher, size: u32) {
    let p = seed_program();
    let v = grid(16);
    let (_, stats) = draw(&p, &v, &BTreeMap::new(), &opts(size)).unwrap();
    assert_eq!(stats.fragments_shaded, u64::from(size * size));
    bencher
        .counter(ItemsCount::new(stats.fragments_shaded))
        .bench(|| {
            draw(&p, &v, &BTreeMap::new(), &opts(size))
                .unwrap()
                .1
                .fragments_shaded
        });
}

/// The seed's shaders on the compiled engine (the emitted IR built by
/// clang-19 and loaded into the simulator) with 1 or 2 shading threads:
/// fragments/s at 256 x 256.
#[divan::bench(args = [1, 2], max_time = 5)]
fn draw_fragments_compiled(bencher: Bencher, threads: usize) {
    let size = 256;
    let p = seed_program();
    let v = grid(16);
    let o = DrawOptions {
        compiled: Some(Arc::new(CompiledShaders::build(&p).unwrap())),
        threads,
        ..opts(size)
    };
    let (_, stats) = draw(&p, &v, &BTreeMap::new(), &o).unwrap();
    assert_eq!(stats.fragments_shaded, u64::from(size * size));
    bencher
        .counter(ItemsCount::new(stats.fragments_shaded))
        .bench(|| {
            draw(&p, &v, &BTreeMap::new(), &o)
                .unwrap()
                .1
                .fragments_shaded
        });
}

const TEXTURED_VS: &str = "#version 330 core\nin vec3 aPos;\nin vec3 aColor;\nout vec2 uv;\n\
    void main() { gl_Position = vec4(aPos, 1.0); uv = aColor.xy; }\n";
const TEXTURED_FS: &str =
    "#version 330 core\nin vec2 uv;\nuniform sampler2D tex;\nout vec4 FragColor;\n\
    void main() { FragColor = texture(tex, uv) * 0.5 + texture(tex, uv.yx) * 0.5; }\n";

/// A fragment shader with two texture lookups (an 8 x 8 RGBW texture on
/// unit 0) on the compiled engine with 1 or 2 shading threads: fragments/s
/// at 256 x 256.
#[divan::bench(args = [1, 2], max_time = 5)]
fn draw_textured_compiled(bencher: Bencher, threads: usize) {
    let size = 256;
    let p = Program::compile(
        TEXTURED_VS,
        "t.vert",
        TEXTURED_FS,
        "t.frag",
        &ProgramOptions::default(),
    )
    .unwrap();
    let v = grid(16);
    let o = DrawOptions {
        compiled: Some(Arc::new(CompiledShaders::build(&p).unwrap())),
        threads,
        ..opts(size)
    };
    let u = BTreeMap::new();
    let run = || {
        let mut tex = BoundTextures::default();
        tex.bind(0, Texture::rgbw(8, 8));
        let mut image = Image::new(size, size, [0; 4]);
        draw_into(&p, &v, &u, &o, &tex, &mut image)
            .unwrap()
            .fragments_shaded
    };
    let n = run();
    assert_eq!(n, u64::from(size * size));
    bencher.counter(ItemsCount::new(n)).bench(run);
}
