//! The engines side by side: fragments/s of a full-screen draw of a small
//! fragment shader with a 4-iteration loop (the shader of
//! `scripts/mvp-speed-vs-llvmpipe`), and the time to get a pair's machine
//! code: compiled in process by LLVM, taken from the in-process cache, or
//! built by a clang-19 process.
//!
//! Run: `cargo bench -p gpubin-mvp --bench engines`.

use divan::counter::ItemsCount;
use divan::Bencher;
use gpubin_mvp::codegen::Target;
use gpubin_mvp::sim::compiled::{shim_ll, Backend, CompiledShaders};
use gpubin_mvp::sim::draw::{draw, DrawOptions, VertexData};
use gpubin_mvp::{jit, Program, ProgramOptions};
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

fn main() {
    divan::main();
}

const VS: &str =
    "#version 130\nin vec2 aPos;\nvoid main() { gl_Position = vec4(aPos, 0.0, 1.0); }\n";
const FS: &str = "#version 130\nuniform vec4 base;\nout vec4 c;\n\
    void main() { vec4 a = base;\n\
    for (int i = 0; i < 4; i++) a = a * 0.5 + vec4(gl_FragCoord.xy * 0.0001, 0.25, 0.125);\n\
    c = a; }\n";

fn program() -> Program {
    Program::compile(VS, "loop.vert", FS, "loop.frag", &ProgramOptions::default()).unwrap()
}

/// Two triangles covering clip space.
fn full_screen() -> VertexData {
    let corners = [
        (-1.0, -1.0),
        (1.0, -1.0),
        (1.0, 1.0),
        (-1.0, -1.0),
        (1.0, 1.0),
        (-1.0, 1.0),
    ];
    let mut attributes = BTreeMap::new();
    attributes.insert(
        "aPos".to_string(),
        corners.iter().map(|&(x, y)| vec![x, y]).collect(),
    );
    VertexData {
        attributes,
        ..Default::default()
    }
}

/// A 256 x 256 draw on every core: fragments/s of the interpreter and of
/// the compiled engine built either way.
#[divan::bench(args = ["interp", "jit", "clang"], max_time = 5)]
fn draw_loop_shader(bencher: Bencher, engine: &str) {
    let size = 256;
    let p = program();
    let compiled = match engine {
        "jit" => Some(Backend::Jit),
        "clang" => Some(Backend::Clang),
        _ => None,
    }
    .map(|b| Arc::new(CompiledShaders::build_with(&p, b).unwrap()));
    let opts = DrawOptions {
        width: size,
        height: size,
        compiled,
        ..Default::default()
    };
    let v = full_screen();
    let u = BTreeMap::new();
    let shaded = draw(&p, &v, &u, &opts).unwrap().1.fragments_shaded;
    assert_eq!(shaded, u64::from(size * size));
    bencher
        .counter(ItemsCount::new(shaded))
        .bench(|| draw(&p, &v, &u, &opts).unwrap().1.fragments_shaded);
}

/// Machine code for the pair: `jit` compiles it in process every time (a
/// fresh comment makes each a cache miss), `jit_cached` finds it in the
/// cache and only links it, `clang` runs clang-19 and loads its library.
#[divan::bench(args = ["jit", "jit_cached", "clang"], max_time = 5)]
fn build_shaders(bencher: Bencher, how: &str) {
    let p = program();
    let vs = p.vs_ir(&Target::simulator()).unwrap();
    let ps = p.ps_ir(&Target::simulator()).unwrap();
    let shim = shim_ll();
    static FRESH: AtomicU64 = AtomicU64::new(0);
    match how {
        "jit" => bencher.bench(|| {
            let n = FRESH.fetch_add(1, Ordering::Relaxed);
            let shim = format!("; build {n}\n{shim}");
            let l = jit::compile(&[("vs.ll", &vs), ("ps.ll", &ps), ("shim.ll", &shim)]).unwrap();
            assert!(!l.cached);
            l
        }),
        "jit_cached" => bencher.bench(|| CompiledShaders::build_with(&p, Backend::Jit).unwrap()),
        _ => bencher.bench(|| CompiledShaders::build_with(&p, Backend::Clang).unwrap()),
    }
}
