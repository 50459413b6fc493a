//! The compiled engine's shading threads share the draw's read-only state
//! and write none of it per fragment: the loaded library's reference count
//! stays put while fragments are shaded (a clone per shader call was two
//! locked writes of one cache line shared by both threads, which made the
//! textured draw slower on two threads than on one).

mod common;

use common::{quad, QUAD_VS};
use gpubin_glsl::types::SamplerType;
use gpubin_glsl::TextureError;
use gpubin_mvp::sim::compiled::CompiledShaders;
use gpubin_mvp::sim::draw::{draw_into, DrawOptions};
use gpubin_mvp::sim::image::Image;
use gpubin_mvp::sim::lookup::{Lookup, SharedTextures};
use gpubin_mvp::sim::textures::ProceduralTextures;
use gpubin_mvp::{Program, ProgramOptions};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock, Weak};
use std::thread::ThreadId;

const FS: &str = "#version 130\nin vec2 uv;\nuniform sampler2D tex;\nout vec4 c;\n\
    void main() { c = texture(tex, uv) * 0.5 + texture(tex, uv.yx) * 0.5; }\n";

/// The procedural textures (every lookup calls back into the simulator),
/// noting on which thread each lookup ran and the library's reference
/// count at that moment.
#[derive(Default)]
struct Watch {
    lib: OnceLock<Weak<CompiledShaders>>,
    max_refs: AtomicUsize,
    threads: Mutex<BTreeSet<String>>,
}

impl Watch {
    fn note(&self) {
        let refs = self.lib.get().map_or(0, Weak::strong_count);
        self.max_refs.fetch_max(refs, Ordering::Relaxed);
        let id: ThreadId = std::thread::current().id();
        self.threads.lock().unwrap().insert(format!("{id:?}"));
    }
}

impl SharedTextures for Watch {
    fn sample(&self, q: &Lookup) -> Result<[f32; 4], TextureError> {
        self.note();
        ProceduralTextures.sample(q)
    }
    fn size(&self, unit: i32, sampler: SamplerType, lod: i32) -> Result<[i32; 3], TextureError> {
        ProceduralTextures.size(unit, sampler, lod)
    }
}

#[test]
fn shading_threads_take_no_reference_per_call() {
    let p = Program::compile(QUAD_VS, "t.vert", FS, "t.frag", &ProgramOptions::default()).unwrap();
    let lib = Arc::new(CompiledShaders::build(&p).unwrap());
    let v = quad();
    let u = BTreeMap::new();
    let (w, h) = (33, 29);

    let mut reference = Image::new(w, h, [0; 4]);
    let interp = DrawOptions {
        threads: 1,
        ..Default::default()
    };
    draw_into(&p, &v, &u, &interp, &ProceduralTextures, &mut reference).unwrap();

    for threads in [1, 2] {
        let watch = Watch::default();
        watch.lib.set(Arc::downgrade(&lib)).unwrap();
        let opts = DrawOptions {
            compiled: Some(lib.clone()),
            threads,
            ..Default::default()
        };
        let held = Arc::strong_count(&lib);
        let mut image = Image::new(w, h, [0; 4]);
        let stats = draw_into(&p, &v, &u, &opts, &watch, &mut image).unwrap();
        assert_eq!(stats.fragments_shaded, u64::from(w * h));
        assert_eq!(
            watch.threads.lock().unwrap().len(),
            threads,
            "lookups on {threads} shading threads"
        );
        // The caller's references, plus the draw's own copy of its options.
        let max = watch.max_refs.load(Ordering::Relaxed);
        assert!(
            max <= held + 1,
            "{threads} threads: {max} references to the library while shading, {held} held by the caller"
        );
        assert!(image == reference, "{threads} threads: image differs");
    }
}
