//! The compiled engine: `vs.ll` and `ps.ll` (host target) compiled to
//! machine code and called as `vs_main`/`ps_main` on the simulated bank and
//! constant buffers.
//!
//! They are compiled in this process by LLVM's JIT ([`crate::jit`]); where
//! LLVM's shared library is missing, by `clang-19` into a shared library
//! that is loaded with `dlopen` ([`Backend`]). Either way a small shim
//! module in IR ([`shim_ll`]) defines the external functions the shaders
//! call (`mvp_discard`, `mvp_texture`, ..., the loop budget's) and forwards
//! them through a table of function pointers to the callbacks here, which
//! keep their state per host thread (draws shade on several threads at
//! once) and sample with the simulator's [`SharedTextures`] (no lock, no
//! allocation), so that both engines sample with the one implementation of
//! `sim/texture_filter.rs` (but for the plain lookups of the batches, which
//! the shim makes itself as that sampler does, `sim/batch_table.rs`).

use super::bank_plan::{Plan, Words};
use super::batch_ll as batch;
use super::batch_table::{self, Table};
use super::lane_memo;
use super::lookup::{Coord, Level, Lookup, SharedTextures};
use super::raster::SPAN_PIXELS;
use crate::abi::BANK_SIZE;
use crate::codegen::{Target, LOOP_BUDGET, LOOP_BUDGET_EXCEEDED};
use crate::externs::{
    DERIVATIVES, DERIVATIVE_COARSE, DERIVATIVE_SITE_SHIFT, DISCARD, LEVEL_BIAS, LEVEL_GRAD,
    LEVEL_LOD, SAMPLER_ARRAYED, SAMPLER_KIND_SHIFT, SAMPLER_SHADOW, TEXEL_FETCH, TEXTURE,
    TEXTURE_SIZE,
};
use crate::jit::SymbolError;
use crate::scratch::ScratchDir;
use crate::tools::{build_with_runtime, find_tool};
use crate::{jit, Error, Program, ToolError};
use gpubin_glsl::types::{SampledKind, SamplerDim, SamplerType};
use gpubin_glsl::{DerivativeKind, DerivativeSites, Derivatives};
use std::cell::Cell;
use std::ffi::{c_char, c_int, c_uint, c_void, CStr, CString};

/// The shim's table of callbacks (`mvp_host_callbacks`), in this order.
const CALLBACKS: [&str; 7] = [
    "texture",
    "texel_fetch",
    "texture_size",
    "discard",
    "loop_budget",
    "loop_budget_exceeded",
    "derivatives",
];

/// The shim's entry for a fragment in a quad: `ps_main` behind a `setjmp`
/// into the buffer given, to which `mvp_derivatives` jumps back when the
/// lane must stop (the shader's frames hold nothing to release); returns 1
/// then, else 0.
const PS_IN_QUAD: &str = "mvp_host_ps_in_quad";

/// The shim module (IR, no C): each external function of the shaders loads
/// its callback from the table and calls it.
pub fn shim_ll() -> String {
    let n = CALLBACKS.len();
    let slot = |name: &str| CALLBACKS.iter().position(|c| *c == name).unwrap_or(0);
    let mut s = format!(
        "; The simulator's runtime for the compiled engine.\n\
         @mvp_host_callbacks = global [{n} x ptr] zeroinitializer, align 8\n\
         declare i32 @_setjmp(ptr) returns_twice\n\
         declare void @longjmp(ptr, i32) noreturn\n\
         declare void @ps_main(ptr, ptr, ptr)\n"
    );
    let forward = |s: &mut String, name: &str, ret: &str, params: &[&str], cb: &str| {
        let args: Vec<String> = params
            .iter()
            .enumerate()
            .map(|(i, t)| format!("{t} %a{i}"))
            .collect();
        let args = args.join(", ");
        let call = format!("call {ret} %f({args})");
        let body = if ret == "void" {
            format!("  {call}\n  ret void\n")
        } else {
            format!("  %r = {call}\n  ret {ret} %r\n")
        };
        s.push_str(&format!(
            "define {ret} @{name}({args}) {{\n  \
             %f = load ptr, ptr getelementptr inbounds ([{n} x ptr], ptr @mvp_host_callbacks, i64 0, i64 {}), align 8\n\
             {body}}}\n",
            slot(cb)
        ));
    };
    let p = "ptr";
    forward(
        &mut s,
        TEXTURE,
        "void",
        &[p, "i32", "i32", p, "i32", "float", p, p, p, "float"],
        "texture",
    );
    s.push_str(&batch_table::texture_ll());
    s.push_str(&batch_table::derivatives_ll());
    forward(
        &mut s,
        TEXEL_FETCH,
        "void",
        &[p, "i32", "i32", p, "i32", p],
        "texel_fetch",
    );
    forward(
        &mut s,
        TEXTURE_SIZE,
        "void",
        &[p, "i32", "i32", "i32"],
        "texture_size",
    );
    forward(&mut s, DISCARD, "void", &[], "discard");
    forward(&mut s, LOOP_BUDGET, "i32", &[], "loop_budget");
    forward(
        &mut s,
        LOOP_BUDGET_EXCEEDED,
        "void",
        &[p],
        "loop_budget_exceeded",
    );
    s.push_str(&format!(
        "define void @{DERIVATIVES}(ptr %ddx, ptr %ddy, ptr %value, i32 %kind) {{\n  \
         %f = load ptr, ptr getelementptr inbounds ([{n} x ptr], ptr @mvp_host_callbacks, i64 0, i64 {}), align 8\n  \
         %stop = call ptr %f(ptr %ddx, ptr %ddy, ptr %value, i32 %kind)\n  \
         %known = icmp eq ptr %stop, null\n  \
         br i1 %known, label %go_on, label %jump\n\
         go_on:\n  ret void\n\
         jump:\n  call void @longjmp(ptr %stop, i32 1)\n  unreachable\n}}\n\
         define i32 @{PS_IN_QUAD}(ptr %bank, ptr %consts, ptr %stop) {{\n  \
         %jumped = call i32 @_setjmp(ptr %stop) returns_twice\n  \
         %first = icmp eq i32 %jumped, 0\n  \
         br i1 %first, label %run, label %stopped\n\
         run:\n  call void @ps_main(ptr %bank, ptr %bank, ptr %consts)\n  ret i32 0\n\
         stopped:\n  ret i32 1\n}}\n",
        slot("derivatives")
    ));
    s
}

/// The shim module of a program: [`shim_ll`], and `mvp_host_ps_span` where
/// its banks suit batches (`plan`, `sim/batch_ll.rs`).
fn program_shim_ll(plan: Option<&Plan>) -> String {
    let mut s = shim_ll();
    if let Some(plan) = plan {
        s.push_str(&batch::span_ll(plan));
    }
    s
}

type VsMain = unsafe extern "C" fn(*mut f32, *mut f32, *const f32, u32, u32);
type PsMain = unsafe extern "C" fn(*mut f32, *mut f32, *const f32);
type PsInQuad = unsafe extern "C" fn(*mut f32, *const f32, *mut c_void) -> c_int;
type PsSpan = unsafe extern "C" fn(
    *const *const u32,
    c_int,
    *const f32,
    c_uint,
    *const batch_table::Entry,
    *mut u8,
    *mut [f32; 4],
) -> c_int;

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
type DiscardFn = unsafe extern "C" fn();
type BudgetFn = unsafe extern "C" fn() -> c_uint;
type ExceededFn = unsafe extern "C" fn(*const c_char);
type DerivFn = unsafe extern "C" fn(*mut f32, *mut f32, *const f32, c_uint) -> *mut c_void;

/// The environment variable that makes [`CompiledShaders::build`] use
/// clang-19 (value `clang`): for comparing the two, and for the scratch
/// directories only that way of building makes.
pub const BACKEND_VARIABLE: &str = "GPUBIN_MVP_BACKEND";

/// Who compiles the shaders.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    /// LLVM inside this process ([`crate::jit`]).
    Jit,
    /// `clang-19 -O2` into a shared library, loaded with `dlopen`.
    Clang,
}

/// Where the shaders' code lives.
enum Code {
    /// Freed when the shaders are dropped.
    Jit { _loaded: jit::Loaded },
    Library {
        handle: *mut c_void,
        /// Removed when the shaders are dropped, after the library is closed.
        _dir: ScratchDir,
    },
}

/// Compiled shaders.
pub struct CompiledShaders {
    code: Code,
    vs_main: VsMain,
    ps_main: PsMain,
    ps_in_quad: PsInQuad,
    /// `mvp_host_ps_span`, where the fragment shader has no `dFdx`,
    /// `dFdy` or `fwidth` and its banks suit batches (else, or when turned
    /// off, fragments go one by one).
    ps_span: Option<PsSpan>,
    /// The input words `ps_span` reads per fragment.
    span_words: usize,
    /// The fragment shader has derivative sites (then implicit-level
    /// lookups only, where `ps_span` is set).
    ps_sites: bool,
    /// The batch driver's code for any x86-64 even where the CPU has more.
    baseline_cpu: bool,
}

// The code is reentrant (its only state is the callback table, written
// once at load time, and the callbacks' per-thread state), so the shaders
// may be shared between threads.
unsafe impl Send for CompiledShaders {}
unsafe impl Sync for CompiledShaders {}

impl std::fmt::Debug for CompiledShaders {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "CompiledShaders({:?})", self.backend())
    }
}

impl Drop for CompiledShaders {
    fn drop(&mut self) {
        if let Code::Library { handle, .. } = self.code {
            // SAFETY: the handle came from dlopen and no function of it
            // runs now (we hold the only reference).
            unsafe {
                libc::dlclose(handle);
            }
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
    /// The loop budget of the invocation this thread runs.
    static BUDGET: Cell<c_uint> = const { Cell::new(0) };
    /// Where the budget ran out (a NUL-terminated constant of the shaders).
    static STOPPED_AT: Cell<*const c_char> = const { Cell::new(std::ptr::null()) };
    /// The invocation discarded its fragment.
    static DISCARDED: Cell<bool> = const { Cell::new(false) };
    /// The lane of a quad the shader runs as on this thread, if any.
    static LANE: Cell<Option<*mut (dyn Derivatives + 'static)>> = const { Cell::new(None) };
    /// The `setjmp` buffer of that lane's call, to stop it at a derivative.
    static LANE_STOP: Cell<*mut c_void> = const { Cell::new(std::ptr::null_mut()) };
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

/// Samples `q` in the textures bound for the current shader call: the four
/// result words (zeros when nothing is bound or the lookup fails).
fn sample_words(s: &SamplerType, q: &Lookup) -> [u32; 4] {
    let out = with_textures(|t| {
        if s.sampled != SampledKind::Float && !s.shadow {
            t.sample_int(q).map(|v| v.map(|x| x as u32))
        } else {
            t.sample(q).map(|v| v.map(f32::to_bits))
        }
    });
    match out {
        Some(Ok(w)) => w,
        _ => [0, 0, 0, 0],
    }
}

/// Samples `q` and writes the four result words.
///
/// # Safety
/// `result` points to four writable, 4-byte aligned words.
unsafe fn store(result: *mut c_void, s: &SamplerType, q: &Lookup) {
    let words = sample_words(s, q);
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
    // A lane of a quad asks again on every pass: the arguments as bits.
    let key = || {
        let mut key = [0u32; 23];
        key[0] = unit as u32;
        key[1] = sampler;
        key[6] = level_mode;
        key[7] = level.to_bits();
        key[8] = u32::from(!ddx.is_null()) | u32::from(!ddy.is_null()) << 1;
        for (i, v) in read4(ddx).iter().chain(&read4(ddy)).enumerate() {
            key[9 + i] = v.to_bits();
        }
        for (i, v) in read4(coord).iter().enumerate() {
            key[2 + i] = v.to_bits();
        }
        if !offset.is_null() {
            key[17] = 1;
            for (i, v) in read4(offset).iter().enumerate() {
                key[18 + i] = *v as u32;
            }
        }
        key[22] = depth_ref.to_bits();
        key
    };
    // Only what is not kept is sampled.
    let words = lane_memo::lookup(key, || {
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
        sample_words(&s, &q)
    });
    std::ptr::copy_nonoverlapping(words.as_ptr(), result as *mut u32, 4);
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

/// The runtime's `mvp_discard`.
extern "C" fn discard_cb() {
    DISCARDED.with(|d| d.set(true));
}

/// The runtime's loop budget: this thread's invocation's.
extern "C" fn budget_cb() -> c_uint {
    BUDGET.with(Cell::get)
}

/// The runtime's "budget ran out at `at`".
extern "C" fn exceeded_cb(at: *const c_char) {
    STOPPED_AT.with(|s| s.set(at));
}

/// `mvp_derivatives` as the shim forwards it: writes d/dx and d/dy (zeros
/// outside a quad, or when the lane must stop) and returns the `setjmp`
/// buffer to jump to if the lane must stop, else null.
///
/// # Safety
/// Called by the shim only: `ddx`, `ddy` point to four writable floats,
/// `value` to four readable ones.
unsafe extern "C" fn deriv_cb(
    ddx: *mut f32,
    ddy: *mut f32,
    value: *const f32,
    kind: c_uint,
) -> *mut c_void {
    let v = read4(value);
    let site = kind >> DERIVATIVE_SITE_SHIFT;
    let kind = if kind & DERIVATIVE_COARSE != 0 {
        DerivativeKind::Coarse
    } else {
        DerivativeKind::Fine
    };
    let answer = LANE.with(|l| {
        l.get().map(|p| {
            // SAFETY: set by `ps_main_in_quad` from a live `&mut` for the
            // duration of the shader call on this thread.
            unsafe { (*p).derivatives(v, kind, site) }
        })
    });
    let ((dx, dy), known) = match answer {
        None => (([0.0; 4], [0.0; 4]), true),
        Some(Some(d)) => (d, true),
        Some(None) => (([0.0; 4], [0.0; 4]), false),
    };
    for i in 0..4 {
        *ddx.add(i) = dx[i];
        *ddy.add(i) = dy[i];
    }
    if known {
        std::ptr::null_mut()
    } else {
        LANE_STOP.with(Cell::get)
    }
}

/// The callbacks in the order of [`CALLBACKS`].
fn callbacks() -> [*const c_void; 7] {
    [
        tex_cb as TexFn as *const c_void,
        fetch_cb as FetchFn as *const c_void,
        size_cb as SizeFn as *const c_void,
        discard_cb as DiscardFn as *const c_void,
        budget_cb as BudgetFn as *const c_void,
        exceeded_cb as ExceededFn as *const c_void,
        deriv_cb as DerivFn as *const c_void,
    ]
}

fn dl_error() -> String {
    // SAFETY: dlerror returns null or a C string valid until the next dl call.
    unsafe {
        let e = libc::dlerror();
        if e.is_null() {
            "unknown dlopen error".into()
        } else {
            CStr::from_ptr(e).to_string_lossy().into_owned()
        }
    }
}

/// A `jmp_buf` of the C library, with room to spare (glibc's is 200 bytes).
#[repr(C, align(16))]
struct JmpBuf([u64; 64]);

/// Builds `p`'s shaders with clang into a library and loads it.
fn build_library(vs_ll: &str, ps_ll: &str, shim: &str) -> Result<(Code, Symbols), Error> {
    let clang = find_tool("clang").map_err(|e| ToolError::NoCompiler(Box::new(e)))?;
    let (dir, lib) = build_with_runtime(
        &clang,
        "engine",
        [vs_ll, ps_ll],
        ("shim.ll", shim),
        &["-fPIC", "-shared"],
        "shaders.so",
    )?;
    let path =
        CString::new(lib.as_os_str().as_encoded_bytes()).map_err(|_| ToolError::NulInPath)?;
    // SAFETY: loading a library we just built in our own scratch directory;
    // its initialisers are the C runtime's only.
    let handle = unsafe { libc::dlopen(path.as_ptr(), libc::RTLD_NOW | libc::RTLD_LOCAL) };
    if handle.is_null() {
        return Err(Error::Tool(ToolError::Dlopen {
            library: lib,
            reason: dl_error(),
        }));
    }
    let code = Code::Library { handle, _dir: dir };
    let symbols = Symbols::find(&|name| {
        let n = CString::new(name).unwrap_or_default();
        // SAFETY: a symbol lookup in a live handle.
        let s = unsafe { libc::dlsym(handle, n.as_ptr()) };
        if s.is_null() {
            Err(SymbolError::Missing {
                library: lib.clone(),
                name: name.to_string(),
                reason: dl_error(),
            })
        } else {
            Ok(s)
        }
    })?;
    Ok((code, symbols))
}

/// The entry points of loaded shaders.
struct Symbols {
    vs_main: VsMain,
    ps_main: PsMain,
    ps_in_quad: PsInQuad,
    ps_span: Option<PsSpan>,
}

impl Symbols {
    /// Find the entry points and fill the callback table.
    fn find(sym: &dyn Fn(&str) -> Result<*mut c_void, SymbolError>) -> Result<Symbols, Error> {
        let sym = |n: &str| sym(n).map_err(|e| Error::Tool(ToolError::Symbol(e)));
        // SAFETY: the symbols have these prototypes (the seed's ABI and the
        // shim); the table has one pointer per callback.
        unsafe {
            let table = sym("mvp_host_callbacks")? as *mut *const c_void;
            for (i, f) in callbacks().into_iter().enumerate() {
                table.add(i).write(f);
            }
            Ok(Symbols {
                vs_main: std::mem::transmute::<*mut c_void, VsMain>(sym("vs_main")?),
                ps_main: std::mem::transmute::<*mut c_void, PsMain>(sym("ps_main")?),
                ps_in_quad: std::mem::transmute::<*mut c_void, PsInQuad>(sym(PS_IN_QUAD)?),
                // Only where the program's banks suit batches.
                ps_span: sym(batch::PS_SPAN)
                    .ok()
                    .map(|f| std::mem::transmute::<*mut c_void, PsSpan>(f)),
            })
        }
    }
}

impl CompiledShaders {
    /// Compile `p`'s shaders in this process, or, where LLVM's shared
    /// library cannot be loaded (said once on standard error), with
    /// clang-19. [`BACKEND_VARIABLE`] set to `clang` chooses clang-19.
    pub fn build(p: &Program) -> Result<CompiledShaders, Error> {
        if std::env::var_os(BACKEND_VARIABLE).is_some_and(|v| v == "clang") {
            return Self::build_with(p, Backend::Clang);
        }
        // LLVM's library is looked for here, loaded by the first compile
        // that the cache cannot answer: either may find it unusable.
        let why = match jit::available() {
            Ok(()) => match Self::build_with(p, Backend::Jit) {
                Err(Error::Tool(ToolError::Jit(jit::JitError::Unavailable(why)))) => why,
                built => return built,
            },
            Err(why) => why,
        };
        static SAID: std::sync::Once = std::sync::Once::new();
        SAID.call_once(|| {
            eprintln!("gpubin: {why}; building shaders with clang-19 instead (slower)")
        });
        Self::build_with(p, Backend::Clang)
    }

    /// Compile `p`'s shaders with `backend`.
    pub fn build_with(p: &Program, backend: Backend) -> Result<CompiledShaders, Error> {
        let vs_ll = p.vs_ir(&Target::simulator())?;
        let ps_ll = p.ps_ir(&Target::simulator())?;
        let ps_sites = batch::has_derivatives(&ps_ll);
        // Sites of implicit-level lookups only: batches where the draw's
        // textures ignore the level of detail (`sim/quad.rs`).
        let batches = !ps_sites || !DerivativeSites::of(&p.fs).has_explicit();
        let plan = batches.then(|| Plan::new(p)).flatten();
        let shim = program_shim_ll(plan.as_ref());
        let (code, s) = match backend {
            Backend::Jit => {
                let loaded =
                    jit::compile(&[("vs.ll", &vs_ll), ("ps.ll", &ps_ll), ("shim.ll", &shim)])
                        .map_err(ToolError::Jit)?;
                let s = Symbols::find(&|n| loaded.lookup(n))?;
                (Code::Jit { _loaded: loaded }, s)
            }
            Backend::Clang => build_library(&vs_ll, &ps_ll, &shim)?,
        };
        Ok(CompiledShaders {
            code,
            vs_main: s.vs_main,
            ps_main: s.ps_main,
            ps_in_quad: s.ps_in_quad,
            ps_span: s.ps_span,
            span_words: plan.map_or(0, |p| p.words.len()),
            ps_sites,
            baseline_cpu: false,
        })
    }

    /// The same shaders with the batches' driver (`sim/batch.rs`: the
    /// rasterizer's spans, the copies of input words, the colours'
    /// conversion) running its code for any x86-64 even where the CPU has
    /// AVX2, whose copy it otherwise takes: for comparing the two.
    #[must_use]
    pub fn baseline_cpu(mut self) -> CompiledShaders {
        self.baseline_cpu = true;
        self
    }

    /// Whether [`Self::baseline_cpu`] was asked for.
    #[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))] // only x86-64 has a second copy
    pub(crate) fn on_baseline_cpu(&self) -> bool {
        self.baseline_cpu
    }

    /// The same shaders with every fragment shaded by its own call, as the
    /// wrapper sequence does (no batches): for comparing the two.
    #[must_use]
    pub fn per_invocation(mut self) -> CompiledShaders {
        self.ps_span = None;
        self
    }

    /// Whether fragments may be shaded in batches (`sim/batch.rs`): the
    /// fragment shader has no `dFdx`, `dFdy` or `fwidth`, its banks suit
    /// batches, and [`Self::per_invocation`] was not asked for. Where it has
    /// implicit-level lookups ([`Self::lookup_sites`]), only draws whose
    /// textures ignore the level of detail take batches.
    pub fn batches(&self) -> bool {
        self.ps_span.is_some()
    }

    /// Whether the fragment shader has derivative sites; where
    /// [`Self::batches`], they are all implicit-level texture lookups.
    pub fn lookup_sites(&self) -> bool {
        self.ps_sites
    }

    /// `mvp_host_ps_span` (`sim/batch_ll.rs`) on `n` fragments whose input
    /// words `words` holds (as [`Plan::words`] gives them), with
    /// `budget` loop iterations each and the batch table `table` of
    /// `textures` (`sim/batch_table.rs`), in one call into the shaders; how
    /// each ended goes to `status` (a [`PsStatus`] code), its colour to
    /// `colours`. The batch ends early at a fragment that ran out of loop
    /// budget: returns the number of fragments run and, after such a stop,
    /// the loop it stopped at. Only where [`Self::batches`].
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn ps_span(
        &self,
        words: &Words<'_>,
        n: usize,
        consts: &[u32],
        textures: &dyn SharedTextures,
        table: &Table<'_>,
        budget: u32,
        status: &mut [u8],
        colours: &mut [[f32; 4]],
    ) -> (usize, Option<String>) {
        let Some(span) = self.ps_span else {
            return (0, None);
        };
        // The function reads word `w` of fragment `k` at `words[w][k]`.
        let n = n
            .min(status.len())
            .min(colours.len())
            .min(SPAN_PIXELS)
            .min(c_int::MAX as usize);
        let words = words.pointers();
        if words.len() < self.span_words {
            return (0, None);
        }
        let c = consts.as_ptr() as *const f32;
        let mut ran = 0;
        // SAFETY: a pointer per word of the plan (at least as many as the
        // function reads), each to `SPAN_PIXELS` readable words (`Words`
        // borrows them), of which it reads `n`; `n` status bytes and
        // colours; the constants as for `vs_main`; the batch table, whose
        // texels it borrows; the batch runs
        // `ps_main`'s body on this thread only.
        let ended = self.call(textures, budget, || unsafe {
            ran = span(
                words.as_ptr(),
                n as c_int,
                c,
                budget,
                table.as_ptr(),
                status.as_mut_ptr(),
                colours.as_mut_ptr(),
            ) as usize;
        });
        match ended {
            Ended::Stopped(at) => (ran, Some(at)),
            _ => (ran, None),
        }
    }

    /// Who compiled these shaders.
    pub fn backend(&self) -> Backend {
        match self.code {
            Code::Jit { .. } => Backend::Jit,
            Code::Library { .. } => Backend::Clang,
        }
    }

    fn call(&self, textures: &dyn SharedTextures, budget: u32, f: impl FnOnce()) -> Ended {
        // SAFETY (lifetime erasure): the pointer is used only inside `f`, on
        // this thread, while `textures` is borrowed here.
        let p: *const (dyn SharedTextures + '_) = textures;
        let p: *const (dyn SharedTextures + 'static) = unsafe { std::mem::transmute(p) };
        TEXTURES.with(|t| t.set(Some(p)));
        BUDGET.with(|b| b.set(budget));
        f();
        TEXTURES.with(|t| t.set(None));
        let stopped = STOPPED_AT.with(|s| s.replace(std::ptr::null()));
        let discarded = DISCARDED.with(|d| d.replace(false));
        if !stopped.is_null() {
            // SAFETY: a stop names a NUL-terminated constant of the
            // shaders, which are loaded.
            let at = unsafe { CStr::from_ptr(stopped) };
            Ended::Stopped(at.to_string_lossy().into_owned())
        } else if discarded {
            Ended::Discarded
        } else {
            Ended::Done
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
        lane: &mut dyn Derivatives,
        budget: u32,
    ) -> Option<Ended> {
        let b = bank.0.as_mut_ptr() as *mut f32;
        let c = consts.as_ptr() as *const f32;
        let mut stop = JmpBuf([0; 64]);
        let stop = &mut stop as *mut JmpBuf as *mut c_void;
        // Lifetime erasure: the pointer is used only during the call below,
        // on this thread, while `lane` is borrowed here.
        let p: *mut (dyn Derivatives + '_) = lane;
        let p: *mut (dyn Derivatives + 'static) = unsafe { std::mem::transmute(p) };
        LANE.with(|l| l.set(Some(p)));
        LANE_STOP.with(|s| s.set(stop));
        let mut stopped = false;
        // SAFETY: as for `vs_main`; the jump back lands in the shim's
        // frame inside this call, over the shaders' frames only.
        let ended = self.call(textures, budget, || unsafe {
            stopped = (self.ps_in_quad)(b, c, stop) != 0;
        });
        LANE.with(|l| l.set(None));
        LANE_STOP.with(|s| s.set(std::ptr::null_mut()));
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
