//! The compiled engine: `vs.ll` and `ps.ll` (host target) built by
//! `clang-19` into a shared library that the simulator loads with `dlopen`
//! and calls as `vs_main`/`ps_main` on the simulated bank and constant
//! buffers. A small C shim in the library defines the external functions
//! the shaders call (`mvp_discard`, `mvp_texture`, ...) and forwards every
//! texture lookup to the simulator's [`SharedTextures`] through function
//! pointers (read by every shading thread at once: no lock, no allocation),
//! so that both engines sample with the one implementation of
//! `sim/texture_filter.rs`.

use super::lookup::{Coord, Level, Lookup, SharedTextures};
use super::quad::{QuadEntry, QUAD_SHIM_C};
use crate::abi::BANK_SIZE;
use crate::codegen::{Target, LOOP_BUDGET, LOOP_BUDGET_EXCEEDED};
use crate::externs::{
    LEVEL_BIAS, LEVEL_GRAD, LEVEL_LOD, SAMPLER_ARRAYED, SAMPLER_KIND_SHIFT, SAMPLER_SHADOW,
};
use crate::scratch::ScratchDir;
use crate::tools::{build_with_runtime, find_tool};
use crate::{Error, Program};
use gpubin_glsl::types::{SampledKind, SamplerDim, SamplerType};
use std::cell::Cell;
use std::ffi::{c_char, c_int, c_uint, c_void, CString};

/// The shim linked into every library (C; prototypes from `mvp_abi.h`).
const SHIM_C: &str = r#"#include "mvp_abi.h"
#include <stddef.h>
typedef void (*mvp_tex_fn)(void *, int, unsigned, const float *, unsigned, float,
                           const float *, const float *, const int *, float);
typedef void (*mvp_fetch_fn)(void *, int, unsigned, const int *, int, const int *);
typedef void (*mvp_size_fn)(int *, int, unsigned, int);
static mvp_tex_fn tex_cb;
static mvp_fetch_fn fetch_cb;
static mvp_size_fn size_cb;
/* One flag per host thread: draws may shade on several threads. */
static _Thread_local int discarded;
void mvp_host_bind(mvp_tex_fn t, mvp_fetch_fn f, mvp_size_fn s) { tex_cb = t; fetch_cb = f; size_cb = s; }
int mvp_host_take_discard(void) { int d = discarded; discarded = 0; return d; }
void mvp_discard(void) { discarded = 1; }
void mvp_texture(void *result, int unit, unsigned sampler, const float *coord,
                 unsigned level_mode, float level, const float *ddx, const float *ddy,
                 const int *offset, float depth_ref) {
    tex_cb(result, unit, sampler, coord, level_mode, level, ddx, ddy, offset, depth_ref);
}
void mvp_texel_fetch(void *result, int unit, unsigned sampler, const int *texel,
                     int lod_or_sample, const int *offset) {
    fetch_cb(result, unit, sampler, texel, lod_or_sample, offset);
}
void mvp_texture_size(int *result, int unit, unsigned sampler, int lod) {
    size_cb(result, unit, sampler, lod);
}
"#;

type VsMain = unsafe extern "C" fn(*mut f32, *mut f32, *const f32, u32, u32);
type PsMain = unsafe extern "C" fn(*mut f32, *mut f32, *const f32);
type TakeDiscard = unsafe extern "C" fn() -> c_int;
type SetBudget = unsafe extern "C" fn(c_uint);
type TakeStop = unsafe extern "C" fn() -> *const c_char;

/// The loop budget of the simulator's build (`codegen/budget.rs`) in the
/// shim: the budget of the invocation the calling thread runs, and the
/// loop where it ran out.
fn budget_shim_c() -> String {
    format!(
        "
static _Thread_local unsigned loop_budget;
static _Thread_local const char *stopped_at;
void mvp_host_loop_budget(unsigned b) {{ loop_budget = b; }}
const char *mvp_host_take_stop(void) {{ const char *a = stopped_at; stopped_at = NULL; return a; }}
unsigned {LOOP_BUDGET}(void) {{ return loop_budget; }}
void {LOOP_BUDGET_EXCEEDED}(const char *at) {{ stopped_at = at; }}
"
    )
}

/// How a compiled invocation ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ended {
    /// Its outputs are in the bank.
    Done,
    /// The fragment was discarded.
    Discarded,
    /// The loop iteration budget ran out at this loop (`file:line`).
    Stopped(String),
}
type TexFn = unsafe extern "C" fn(
    *mut c_void,
    c_int,
    c_uint,
    *const f32,
    c_uint,
    f32,
    *const f32,
    *const f32,
    *const c_int,
    f32,
);
type FetchFn = unsafe extern "C" fn(*mut c_void, c_int, c_uint, *const c_int, c_int, *const c_int);
type SizeFn = unsafe extern "C" fn(*mut c_int, c_int, c_uint, c_int);
type Bind = unsafe extern "C" fn(TexFn, FetchFn, SizeFn);

/// A loaded shader library.
pub struct CompiledShaders {
    handle: *mut c_void,
    /// Removed when the shaders are dropped, after the library is closed.
    dir: ScratchDir,
    vs_main: VsMain,
    ps_main: PsMain,
    take_discard: TakeDiscard,
    set_budget: SetBudget,
    take_stop: TakeStop,
    quad: QuadEntry,
}

// The library's code is reentrant (its only state is thread-local or set
// once at load time), so the handle may be shared between threads.
unsafe impl Send for CompiledShaders {}
unsafe impl Sync for CompiledShaders {}

impl std::fmt::Debug for CompiledShaders {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "CompiledShaders({})", self.dir.display())
    }
}

impl Drop for CompiledShaders {
    fn drop(&mut self) {
        // SAFETY: the handle came from dlopen and no function of it runs now
        // (we hold the only reference).
        unsafe {
            libc::dlclose(self.handle);
        }
    }
}

/// A bank with the alignment the shaders assume (slots are 16-byte aligned).
#[repr(C, align(16))]
#[derive(Clone, Copy)]
pub struct AlignedBank(pub [u8; BANK_SIZE as usize]);

thread_local! {
    /// The textures of the current call on this thread.
    static TEXTURES: Cell<Option<*const (dyn SharedTextures + 'static)>> = const { Cell::new(None) };
}

fn sampler_type(code: u32) -> SamplerType {
    SamplerType {
        dim: match code & 15 {
            0 => SamplerDim::D1,
            2 => SamplerDim::D3,
            3 => SamplerDim::Cube,
            4 => SamplerDim::Rect,
            5 => SamplerDim::Buffer,
            6 => SamplerDim::D2Ms,
            _ => SamplerDim::D2,
        },
        arrayed: code & SAMPLER_ARRAYED != 0,
        shadow: code & SAMPLER_SHADOW != 0,
        sampled: match (code >> SAMPLER_KIND_SHIFT) & 3 {
            1 => SampledKind::Int,
            2 => SampledKind::Uint,
            _ => SampledKind::Float,
        },
    }
}

/// Run `f` on the textures bound for this thread's current call.
fn with_textures<R>(f: impl FnOnce(&dyn SharedTextures) -> R) -> Option<R> {
    TEXTURES.with(|t| {
        t.get().map(|p| {
            // SAFETY: set by `call` from a live `&dyn SharedTextures` for the
            // duration of the shader call on this thread, and cleared after.
            f(unsafe { &*p })
        })
    })
}

/// The four values at `p`, or zeros where `p` is null.
///
/// # Safety
/// `p` is null or points to four readable, initialised values of `T`.
unsafe fn read4<T: Copy + Default>(p: *const T) -> [T; 4] {
    let mut v = [T::default(); 4];
    if !p.is_null() {
        for (i, x) in v.iter_mut().enumerate() {
            *x = *p.add(i);
        }
    }
    v
}

/// The sampler's coordinate components of `v`, the rest zero (as the
/// interpreter's queries, which carry only those).
fn first<T: Copy + Default>(mut v: [T; 4], s: &SamplerType) -> [T; 4] {
    for x in v.iter_mut().skip(usize::from(s.coord_size())) {
        *x = T::default();
    }
    v
}

/// Samples `q` in the textures bound for the current shader call and writes
/// the four result words (zeros when nothing is bound or the lookup fails).
///
/// # Safety
/// `result` points to four writable, 4-byte aligned words.
unsafe fn store(result: *mut c_void, s: &SamplerType, q: &Lookup) {
    let out = with_textures(|t| {
        if s.sampled != SampledKind::Float && !s.shadow {
            t.sample_int(q).map(|v| v.map(|x| x as u32))
        } else {
            t.sample(q).map(|v| v.map(f32::to_bits))
        }
    });
    let words = match out {
        Some(Ok(w)) => w,
        _ => [0, 0, 0, 0],
    };
    std::ptr::copy_nonoverlapping(words.as_ptr(), result as *mut u32, 4);
}

/// The runtime's texture-lookup callback (`texture`, `textureLod`, ...).
///
/// # Safety
/// Called by the compiled shader's runtime only: `result` points to four
/// writable words; `coord` and, where the lookup has them, `ddx`, `ddy` and
/// `offset` are null or point to four readable values each.
unsafe extern "C" fn tex_cb(
    result: *mut c_void,
    unit: c_int,
    sampler: c_uint,
    coord: *const f32,
    level_mode: c_uint,
    level: f32,
    ddx: *const f32,
    ddy: *const f32,
    offset: *const c_int,
    depth_ref: f32,
) {
    let s = sampler_type(sampler);
    let level = match level_mode {
        LEVEL_BIAS => Level::Bias(level),
        LEVEL_LOD => Level::Lod(level),
        LEVEL_GRAD => Level::Grad(read4(ddx), read4(ddy)),
        _ => Level::Auto,
    };
    let q = Lookup {
        unit,
        sampler: s,
        coord: Coord::Float(first(read4(coord), &s)),
        level,
        offset: (!offset.is_null()).then(|| read4(offset)),
        depth_ref: s.shadow.then_some(depth_ref),
        // Implicit-level lookups of a fragment in a quad pass the quad's
        // derivatives of the coordinate (null elsewhere).
        derivatives: (matches!(level, Level::Auto | Level::Bias(_)) && !ddx.is_null())
            .then(|| (read4(ddx), read4(ddy))),
    };
    store(result, &s, &q);
}

/// The runtime's texel-fetch callback (`texelFetch`).
///
/// # Safety
/// Called by the compiled shader's runtime only: `result` points to four
/// writable words; `texel` and `offset` are null or point to four readable
/// values each.
unsafe extern "C" fn fetch_cb(
    result: *mut c_void,
    unit: c_int,
    sampler: c_uint,
    texel: *const c_int,
    lod: c_int,
    offset: *const c_int,
) {
    let s = sampler_type(sampler);
    let q = Lookup {
        unit,
        sampler: s,
        coord: Coord::Texel(first(read4(texel), &s)),
        level: Level::Fetch(lod),
        offset: (!offset.is_null()).then(|| read4(offset)),
        depth_ref: None,
        derivatives: None,
    };
    store(result, &s, &q);
}

/// The runtime's texture-size callback (`textureSize`).
///
/// # Safety
/// Called by the compiled shader's runtime only: `result` points to four
/// writable, aligned `int`s.
unsafe extern "C" fn size_cb(result: *mut c_int, unit: c_int, sampler: c_uint, lod: c_int) {
    let s = sampler_type(sampler);
    let v = with_textures(|t| t.size(unit, s, lod))
        .and_then(Result::ok)
        .unwrap_or([0; 3]);
    let words = [v[0], v[1], v[2], 0];
    std::ptr::copy_nonoverlapping(words.as_ptr(), result, 4);
}

fn dl_error() -> String {
    // SAFETY: dlerror returns null or a C string valid until the next dl call.
    unsafe {
        let e = libc::dlerror();
        if e.is_null() {
            "unknown dlopen error".into()
        } else {
            std::ffi::CStr::from_ptr(e).to_string_lossy().into_owned()
        }
    }
}

impl CompiledShaders {
    /// Build `p`'s shaders for the host with `clang-19 -O2` and load them.
    pub fn build(p: &Program) -> Result<CompiledShaders, Error> {
        let clang = find_tool("clang").map_err(|e| {
            Error::Tool(format!(
                "the compiled engine needs clang-19 ({e}); use --engine interp to run the reference interpreter instead"
            ))
        })?;
        let vs_ll = p.vs_ir(&Target::simulator())?;
        let ps_ll = p.ps_ir(&Target::simulator())?;
        let (dir, lib) = build_with_runtime(
            &clang,
            "engine",
            [&vs_ll, &ps_ll],
            (
                "shim.c",
                &format!("{SHIM_C}{QUAD_SHIM_C}{}", budget_shim_c()),
            ),
            &["-fPIC", "-shared"],
            "shaders.so",
        )?;
        let path = CString::new(lib.to_string_lossy().as_bytes())
            .map_err(|_| Error::Tool("library path with a NUL byte".into()))?;
        // SAFETY: loading a library we just built; its initialisers are the
        // C runtime's only.
        let handle = unsafe { libc::dlopen(path.as_ptr(), libc::RTLD_NOW | libc::RTLD_LOCAL) };
        if handle.is_null() {
            let e = dl_error();
            return Err(Error::Tool(format!("dlopen {}: {e}", lib.display())));
        }
        let sym = |name: &str| -> Result<*mut c_void, Error> {
            let n = CString::new(name).unwrap_or_default();
            // SAFETY: a symbol lookup in a live handle.
            let s = unsafe { libc::dlsym(handle, n.as_ptr() as *const c_char) };
            if s.is_null() {
                Err(Error::Tool(format!(
                    "{}: no symbol {name}: {}",
                    lib.display(),
                    dl_error()
                )))
            } else {
                Ok(s)
            }
        };
        let loaded = (|| {
            // SAFETY: the symbols have these C prototypes (mvp_abi.h and the shim).
            unsafe {
                let bind: Bind = std::mem::transmute(sym("mvp_host_bind")?);
                bind(tex_cb, fetch_cb, size_cb);
                Ok((
                    std::mem::transmute::<*mut c_void, VsMain>(sym("vs_main")?),
                    std::mem::transmute::<*mut c_void, PsMain>(sym("ps_main")?),
                    std::mem::transmute::<*mut c_void, TakeDiscard>(sym("mvp_host_take_discard")?),
                    std::mem::transmute::<*mut c_void, SetBudget>(sym("mvp_host_loop_budget")?),
                    std::mem::transmute::<*mut c_void, TakeStop>(sym("mvp_host_take_stop")?),
                    QuadEntry::load(&sym)?,
                ))
            }
        })();
        match loaded {
            Ok((vs_main, ps_main, take_discard, set_budget, take_stop, quad)) => {
                Ok(CompiledShaders {
                    handle,
                    dir,
                    vs_main,
                    ps_main,
                    take_discard,
                    set_budget,
                    take_stop,
                    quad,
                })
            }
            Err(e) => {
                // SAFETY: nothing of the library is in use.
                unsafe {
                    libc::dlclose(handle);
                }
                Err(e)
            }
        }
    }

    fn call(&self, textures: &dyn SharedTextures, budget: u32, f: impl FnOnce()) -> Ended {
        // SAFETY (lifetime erasure): the pointer is used only inside `f`, on
        // this thread, while `textures` is borrowed here.
        let p: *const (dyn SharedTextures + '_) = textures;
        let p: *const (dyn SharedTextures + 'static) = unsafe { std::mem::transmute(p) };
        TEXTURES.with(|t| t.set(Some(p)));
        // SAFETY: sets this thread's budget.
        unsafe { (self.set_budget)(budget) };
        f();
        TEXTURES.with(|t| t.set(None));
        // SAFETY: reads and clears this thread's flags; a stop names a
        // NUL-terminated constant of the library, which is loaded.
        unsafe {
            let stopped = (self.take_stop)();
            let discarded = (self.take_discard)() != 0;
            if !stopped.is_null() {
                let at = std::ffi::CStr::from_ptr(stopped);
                Ended::Stopped(at.to_string_lossy().into_owned())
            } else if discarded {
                Ended::Discarded
            } else {
                Ended::Done
            }
        }
    }

    /// `vs_main(bank, bank, consts, index, instance_id)` with `budget`
    /// loop iterations.
    pub fn vs_main(
        &self,
        bank: &mut AlignedBank,
        consts: &[u32],
        index: u32,
        instance_id: u32,
        textures: &dyn SharedTextures,
        budget: u32,
    ) -> Ended {
        let b = bank.0.as_mut_ptr() as *mut f32;
        let c = consts.as_ptr() as *const f32;
        // SAFETY: the bank has the 8 slots the ABI gives a stage; `consts`
        // covers the stage's constant layout (built from the same slot map).
        self.call(textures, budget, || unsafe {
            (self.vs_main)(b, b, c, index, instance_id)
        })
    }

    /// `ps_main(bank, bank, consts)` with `budget` loop iterations.
    pub fn ps_main(
        &self,
        bank: &mut AlignedBank,
        consts: &[u32],
        textures: &dyn SharedTextures,
        budget: u32,
    ) -> Ended {
        let b = bank.0.as_mut_ptr() as *mut f32;
        let c = consts.as_ptr() as *const f32;
        // SAFETY: as for `vs_main`.
        self.call(textures, budget, || unsafe { (self.ps_main)(b, b, c) })
    }

    /// `ps_main(bank, bank, consts)` as one lane of a quad: `None` if the
    /// lane stopped at a derivative site `lane` does not know yet, else
    /// how the invocation ended.
    pub fn ps_main_in_quad(
        &self,
        bank: &mut AlignedBank,
        consts: &[u32],
        textures: &dyn SharedTextures,
        lane: &mut dyn gpubin_glsl::Derivatives,
        budget: u32,
    ) -> Option<Ended> {
        let b = bank.0.as_mut_ptr() as *mut f32;
        let c = consts.as_ptr() as *const f32;
        let mut stopped = false;
        // SAFETY: as for `vs_main`; the quad entry belongs to this library.
        let ended = self.call(textures, budget, || unsafe {
            stopped = self.quad.ps_main(lane, b, c);
        });
        (!stopped).then_some(ended)
    }
}

/// A constant buffer as aligned words, padded to at least one register.
pub fn const_words(bytes: &[u8]) -> Vec<u32> {
    let mut w: Vec<u32> = bytes
        .chunks(4)
        .map(|c| {
            let mut b = [0u8; 4];
            b[..c.len()].copy_from_slice(c);
            u32::from_le_bytes(b)
        })
        .collect();
    let n = w.len().max(4).div_ceil(4) * 4;
    w.resize(n, 0);
    w
}
