//! The in-process compiler: emitted LLVM IR optimised and compiled to
//! machine code for the host by LLVM 19 inside this process (through its C
//! API, [`llvm`]), then mapped into memory by [`object`] (or, for an object
//! that loader does not take, linked by LLVM's ORC JIT).
//!
//! A compile is keyed by everything that decides its object code: the IR
//! text of every module, the pass pipeline, LLVM's library (which files,
//! their sizes and times) and the host's architecture and CPU (its `cpuid`
//! identification and features), all found without loading LLVM. An object
//! compiled once in a process is kept ([`cache`]) and, where
//! [`cache::set_disk_cache`] chose a directory, written there so that the
//! next process maps it without loading LLVM at all.

pub mod cache;
pub mod llvm;
pub mod object;

use llvm::{take_error, take_message, Api, LlJit};
use std::ffi::{c_char, c_void, CString};
use std::sync::{Arc, OnceLock};

/// Why the in-process compiler failed; LLVM's own messages are kept as it
/// gives them.
#[derive(Debug, thiserror::Error)]
pub enum JitError {
    /// libLLVM cannot be loaded (why, tried once per process).
    #[error("{0}")]
    Unavailable(&'static llvm::LoadError),
    /// LLVM lacks a back end for the host.
    #[error("LLVM has no target for {triple}: {message}")]
    NoTarget {
        /// The host's triple.
        triple: String,
        /// LLVM's message.
        message: String,
    },
    /// LLVM made no target machine for the host.
    #[error("LLVM could not create a target machine for this host")]
    NoMachine,
    /// A module's IR does not parse.
    #[error("{module}: {message}")]
    Parse {
        /// The module's name.
        module: String,
        /// LLVM's message.
        message: String,
    },
    /// A module clashes with those linked before it.
    #[error("{0} does not link with the modules before it")]
    Link(String),
    /// Nothing to compile.
    #[error("no module to compile")]
    NoModule,
    /// The linked IR fails LLVM's verifier.
    #[error("the IR does not verify:\n{0}")]
    Verify(String),
    /// The pass pipeline failed.
    #[error("optimising: {0}")]
    Optimise(String),
    /// Code generation failed.
    #[error("code generation: {0}")]
    Codegen(String),
    /// The ORC JIT could not be created.
    #[error("creating the JIT: {0}")]
    Create(String),
    /// The process's symbols cannot be offered to the JIT.
    #[error("resolving the process's symbols: {0}")]
    ProcessSymbols(String),
    /// The object does not load.
    #[error("loading the object: {0}")]
    Load(String),
}

/// An entry point that cannot be found in loaded shaders.
#[derive(Debug, thiserror::Error)]
pub enum SymbolError {
    /// A name a C call cannot take.
    #[error("a NUL byte in {0:?}")]
    Nul(String),
    /// The JIT's lookup failed.
    #[error("{name}: {message}")]
    Lookup {
        /// The symbol.
        name: String,
        /// LLVM's message.
        message: String,
    },
    /// The JIT resolved the symbol to address 0.
    #[error("{0}: at address 0")]
    Null(String),
    /// `dlsym` found no such symbol in a library.
    #[error("{}: no symbol {name}: {reason}", library.display())]
    Missing {
        /// The library.
        library: std::path::PathBuf,
        /// The symbol.
        name: String,
        /// `dlerror`'s message.
        reason: String,
    },
}

/// The optimisation pipeline: the one `clang -O2` runs, so that the two ways
/// of building the engine run the same code.
pub const PASSES: &str = "default<O2>";

/// What LLVM compiles for: this machine.
struct Host {
    triple: CString,
    cpu: CString,
    features: CString,
}

fn host(api: &Api) -> &'static Host {
    static HOST: OnceLock<Host> = OnceLock::new();
    HOST.get_or_init(|| {
        // SAFETY: LLVM allocates the strings for us; `take_message` frees
        // them.
        unsafe {
            let s = |p| CString::new(take_message(api, p)).unwrap_or_default();
            Host {
                triple: s((api.LLVMGetDefaultTargetTriple)()),
                cpu: s((api.LLVMGetHostCPUName)()),
                features: s((api.LLVMGetHostCPUFeatures)()),
            }
        }
    })
}

/// Whether the in-process compiler can be used: `Err` tells why not. Only
/// looks for LLVM's library (loading it is left to the first compile that
/// the cache cannot answer).
pub fn available() -> Result<(), &'static llvm::LoadError> {
    llvm::identity().map(|_| ())
}

/// The host's CPU as LLVM's choice of code depends on it: on x86-64 the
/// `cpuid` identification and feature leaves (without the per-core APIC
/// number of leaf 1) and the state the OS enables (`xgetbv`), which are
/// what LLVM reads to name the CPU and its features.
#[cfg(target_arch = "x86_64")]
fn host_cpu() -> Result<String, JitError> {
    use std::arch::x86_64::{__cpuid, __cpuid_count};
    /// The OS-enabled state components (XCR0).
    ///
    /// # Safety
    /// Only where the OS has enabled `xgetbv` (CPUID leaf 1, ECX bit 27).
    #[target_feature(enable = "xsave")]
    unsafe fn xcr0() -> u64 {
        std::arch::x86_64::_xgetbv(0)
    }
    let mut words = Vec::new();
    // SAFETY: every x86-64 CPU has cpuid; leaves above the maxima it
    // reports are not asked; xgetbv only where the OS enabled it (leaf 1,
    // ECX bit 27).
    unsafe {
        let l0 = __cpuid(0);
        words.extend([l0.eax, l0.ebx, l0.edx, l0.ecx]);
        let l1 = __cpuid(1);
        words.extend([l1.eax, l1.ecx, l1.edx]);
        if l0.eax >= 7 {
            let l7 = __cpuid_count(7, 0);
            words.extend([l7.ebx, l7.ecx, l7.edx, __cpuid_count(7, 1).eax]);
        }
        if l0.eax >= 0xd {
            words.push(__cpuid_count(0xd, 1).eax);
        }
        let e0 = __cpuid(0x8000_0000).eax;
        if e0 >= 0x8000_0001 {
            let e1 = __cpuid(0x8000_0001);
            words.extend([e1.ecx, e1.edx]);
        }
        if l1.ecx & (1 << 27) != 0 {
            let x = xcr0();
            words.extend([x as u32, (x >> 32) as u32]);
        }
    }
    Ok(words
        .iter()
        .map(|w| format!("{w:08x}"))
        .collect::<Vec<_>>()
        .join(" "))
}

/// The host's CPU as LLVM names it and its features (loads LLVM).
#[cfg(not(target_arch = "x86_64"))]
fn host_cpu() -> Result<String, JitError> {
    let h = host(llvm::api().map_err(JitError::Unavailable)?);
    Ok(format!(
        "{} {} {}",
        h.triple.to_string_lossy(),
        h.cpu.to_string_lossy(),
        h.features.to_string_lossy()
    ))
}

/// The bytes that decide the object code of `modules`.
fn key(modules: &[(&str, &str)]) -> Result<Vec<u8>, JitError> {
    let library = llvm::identity().map_err(JitError::Unavailable)?;
    let cpu = host_cpu()?;
    let mut k = Vec::new();
    for part in [
        "gpubin jit 2",
        library,
        std::env::consts::ARCH,
        std::env::consts::OS,
        &cpu,
        PASSES,
    ] {
        k.extend_from_slice(&(part.len() as u64).to_le_bytes());
        k.extend_from_slice(part.as_bytes());
    }
    for (name, ir) in modules {
        for part in [name, ir] {
            k.extend_from_slice(&(part.len() as u64).to_le_bytes());
            k.extend_from_slice(part.as_bytes());
        }
    }
    Ok(k)
}

/// Releases what LLVM handed out, on every path out of a compile.
struct Owned<'a> {
    api: &'a Api,
    context: llvm::Context,
    machine: llvm::TargetMachine,
    layout: llvm::TargetData,
}

impl Drop for Owned<'_> {
    fn drop(&mut self) {
        // SAFETY: each was created by this compile and is used by nothing
        // else; the context owns (and disposes) the modules parsed into it.
        unsafe {
            if !self.layout.is_null() {
                (self.api.LLVMDisposeTargetData)(self.layout);
            }
            if !self.machine.is_null() {
                (self.api.LLVMDisposeTargetMachine)(self.machine);
            }
            if !self.context.is_null() {
                (self.api.LLVMContextDispose)(self.context);
            }
        }
    }
}

/// Parse, link, verify, optimise and compile `modules` (name, IR text) to
/// an ELF object for the host.
fn compile_object(api: &Api, modules: &[(&str, &str)]) -> Result<Vec<u8>, JitError> {
    let h = host(api);
    // SAFETY: every call follows LLVM's C API contracts: strings are
    // NUL-terminated, out-pointers are valid, ownership is as documented
    // (a parsed buffer and a linked-in module are consumed), and `Owned`
    // disposes the rest once.
    unsafe {
        let mut target: llvm::Target = std::ptr::null_mut();
        let mut msg: *mut c_char = std::ptr::null_mut();
        if (api.LLVMGetTargetFromTriple)(h.triple.as_ptr(), &mut target, &mut msg) != 0 {
            return Err(JitError::NoTarget {
                triple: h.triple.to_string_lossy().into_owned(),
                message: take_message(api, msg),
            });
        }
        let mut owned = Owned {
            api,
            context: (api.LLVMContextCreate)(),
            machine: std::ptr::null_mut(),
            layout: std::ptr::null_mut(),
        };
        owned.machine = (api.LLVMCreateTargetMachine)(
            target,
            h.triple.as_ptr(),
            h.cpu.as_ptr(),
            h.features.as_ptr(),
            llvm::CODEGEN_LEVEL_DEFAULT,
            llvm::RELOC_PIC,
            llvm::CODE_MODEL_DEFAULT,
        );
        if owned.machine.is_null() {
            return Err(JitError::NoMachine);
        }
        owned.layout = (api.LLVMCreateTargetDataLayout)(owned.machine);
        let mut main: llvm::Module = std::ptr::null_mut();
        for (name, ir) in modules {
            let cname = CString::new(*name).unwrap_or_default();
            let buf = (api.LLVMCreateMemoryBufferWithMemoryRangeCopy)(
                ir.as_ptr() as *const c_char,
                ir.len(),
                cname.as_ptr(),
            );
            let mut m: llvm::Module = std::ptr::null_mut();
            let mut msg: *mut c_char = std::ptr::null_mut();
            if (api.LLVMParseIRInContext)(owned.context, buf, &mut m, &mut msg) != 0 {
                return Err(JitError::Parse {
                    module: name.to_string(),
                    message: take_message(api, msg),
                });
            }
            // As clang does for IR without a triple: the host's.
            (api.LLVMSetTarget)(m, h.triple.as_ptr());
            (api.LLVMSetModuleDataLayout)(m, owned.layout);
            if main.is_null() {
                main = m;
            } else if (api.LLVMLinkModules2)(main, m) != 0 {
                return Err(JitError::Link(name.to_string()));
            }
        }
        if main.is_null() {
            return Err(JitError::NoModule);
        }
        let mut msg: *mut c_char = std::ptr::null_mut();
        if (api.LLVMVerifyModule)(main, llvm::RETURN_STATUS_ACTION, &mut msg) != 0 {
            return Err(JitError::Verify(take_message(api, msg)));
        }
        take_message(api, msg);
        let opts = (api.LLVMCreatePassBuilderOptions)();
        let passes = CString::new(PASSES).unwrap_or_default();
        let e = (api.LLVMRunPasses)(main, passes.as_ptr(), owned.machine, opts);
        (api.LLVMDisposePassBuilderOptions)(opts);
        if let Some(e) = take_error(api, e) {
            return Err(JitError::Optimise(e));
        }
        let mut out: llvm::MemoryBuffer = std::ptr::null_mut();
        let mut msg: *mut c_char = std::ptr::null_mut();
        if (api.LLVMTargetMachineEmitToMemoryBuffer)(
            owned.machine,
            main,
            llvm::OBJECT_FILE,
            &mut msg,
            &mut out,
        ) != 0
        {
            return Err(JitError::Codegen(take_message(api, msg)));
        }
        let bytes = std::slice::from_raw_parts(
            (api.LLVMGetBufferStart)(out) as *const u8,
            (api.LLVMGetBufferSize)(out),
        )
        .to_vec();
        (api.LLVMDisposeMemoryBuffer)(out);
        Ok(bytes)
    }
}

/// Machine code linked into this process. Functions found with
/// [`Loaded::lookup`] stay callable until it is dropped.
pub struct Loaded {
    code: Code,
    /// The object came from the cache: nothing was compiled.
    pub cached: bool,
}

/// Who holds the code.
enum Code {
    /// Mapped by [`object::load`].
    Mapped(object::Image),
    /// Linked by LLVM's ORC JIT.
    Orc(Orc),
}

/// An ORC JIT holding one object.
struct Orc {
    api: &'static Api,
    jit: LlJit,
}

// The JIT's lookups lock internally; the code it holds is plain memory.
unsafe impl Send for Orc {}
unsafe impl Sync for Orc {}

impl Drop for Orc {
    fn drop(&mut self) {
        // SAFETY: the JIT was created by `link` and nothing of it runs now
        // (the owner holds the only reference).
        unsafe {
            take_error(self.api, (self.api.LLVMOrcDisposeLLJIT)(self.jit));
        }
    }
}

impl std::fmt::Debug for Loaded {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.code {
            Code::Mapped(image) => write!(f, "Loaded({image:?})"),
            Code::Orc(orc) => write!(f, "Loaded(ORC {:p})", orc.jit),
        }
    }
}

impl Loaded {
    /// The address of the function or global `name`.
    pub fn lookup(&self, name: &str) -> Result<*mut c_void, SymbolError> {
        let orc = match &self.code {
            Code::Mapped(image) => {
                return image.lookup(name).ok_or_else(|| SymbolError::Lookup {
                    name: name.to_string(),
                    message: "not defined by the shaders' object".to_string(),
                })
            }
            Code::Orc(orc) => orc,
        };
        let c = CString::new(name).map_err(|_| SymbolError::Nul(name.to_string()))?;
        let mut addr = 0u64;
        // SAFETY: a lookup in a live JIT with a NUL-terminated name.
        let e = unsafe { (orc.api.LLVMOrcLLJITLookup)(orc.jit, &mut addr, c.as_ptr()) };
        // SAFETY: `e` was just returned to us.
        if let Some(e) = unsafe { take_error(orc.api, e) } {
            return Err(SymbolError::Lookup {
                name: name.to_string(),
                message: e,
            });
        }
        if addr == 0 {
            return Err(SymbolError::Null(name.to_string()));
        }
        Ok(addr as usize as *mut c_void)
    }

    /// Whether [`object`] mapped the code (rather than LLVM's ORC JIT).
    pub fn mapped(&self) -> bool {
        matches!(self.code, Code::Mapped(_))
    }
}

/// Link an object into a fresh JIT whose undefined symbols (the C library's
/// `longjmp`, libm's `sinf`, ...) resolve to this process's.
fn link(api: &'static Api, object: &[u8]) -> Result<Orc, JitError> {
    // SAFETY: as in `compile_object`; the builder, the generator and the
    // object buffer are consumed by the calls they are passed to.
    unsafe {
        let builder = (api.LLVMOrcCreateLLJITBuilder)();
        let mut jit: LlJit = std::ptr::null_mut();
        if let Some(e) = take_error(api, (api.LLVMOrcCreateLLJIT)(&mut jit, builder)) {
            return Err(JitError::Create(e));
        }
        let orc = Orc { api, jit };
        let dylib = (api.LLVMOrcLLJITGetMainJITDylib)(jit);
        let mut generator: llvm::DefinitionGenerator = std::ptr::null_mut();
        let prefix = (api.LLVMOrcLLJITGetGlobalPrefix)(jit);
        let e = (api.LLVMOrcCreateDynamicLibrarySearchGeneratorForProcess)(
            &mut generator,
            prefix,
            None,
            std::ptr::null_mut(),
        );
        if let Some(e) = take_error(api, e) {
            return Err(JitError::ProcessSymbols(e));
        }
        (api.LLVMOrcJITDylibAddGenerator)(dylib, generator);
        let name = c"shaders.o";
        let buf = (api.LLVMCreateMemoryBufferWithMemoryRangeCopy)(
            object.as_ptr() as *const c_char,
            object.len(),
            name.as_ptr(),
        );
        if let Some(e) = take_error(api, (api.LLVMOrcLLJITAddObjectFile)(jit, dylib, buf)) {
            return Err(JitError::Load(e));
        }
        Ok(orc)
    }
}

/// Compile `modules` (name, IR text) for this machine (or take their object
/// from the cache) and load them into this process. LLVM is loaded only to
/// compile, or to link an object that [`object::load`] does not take.
pub fn compile(modules: &[(&str, &str)]) -> Result<Loaded, JitError> {
    let key = key(modules)?;
    let (object, cached) = match cache::get(&key) {
        Some(o) => (o, true),
        None => {
            let api = llvm::api().map_err(JitError::Unavailable)?;
            let o: Arc<[u8]> = compile_object(api, modules)?.into();
            cache::put(&key, o.clone());
            (o, false)
        }
    };
    let code = match object::load(&object) {
        Ok(image) => Code::Mapped(image),
        Err(_) => Code::Orc(link(llvm::api().map_err(JitError::Unavailable)?, &object)?),
    };
    Ok(Loaded { code, cached })
}

#[cfg(test)]
mod tests {
    use super::*;

    const ADD: &str = "define i32 @add(i32 %a, i32 %b) {\n  %s = add i32 %a, %b\n  ret i32 %s\n}\n";
    const SIN: &str = "declare float @llvm.sin.f32(float)\n\
        define float @twice_sin(float %x) {\n  %s = call float @llvm.sin.f32(float %x)\n  \
        %t = fadd float %s, %s\n  ret float %t\n}\n";

    #[test]
    fn ir_runs_in_process() {
        let l = compile(&[("add.ll", ADD), ("sin.ll", SIN)]).unwrap();
        let add: extern "C" fn(i32, i32) -> i32 =
            unsafe { std::mem::transmute(l.lookup("add").unwrap()) };
        assert_eq!(add(40, 2), 42);
        let sin: extern "C" fn(f32) -> f32 =
            unsafe { std::mem::transmute(l.lookup("twice_sin").unwrap()) };
        assert_eq!(sin(0.5).to_bits(), (0.5f32.sin() * 2.0).to_bits());
        assert!(l.mapped(), "mapped without LLVM's linker");
        assert!(l.lookup("nothing").is_err());
    }

    #[test]
    fn a_module_compiled_again_comes_from_the_cache() {
        // IR no other test compiles.
        let ir = "define i32 @seven() {\n  ret i32 7\n}\n";
        let a = compile(&[("seven.ll", ir)]).unwrap();
        let b = compile(&[("seven.ll", ir)]).unwrap();
        assert!(!a.cached && b.cached);
        // Separate code, both callable, also once the first is gone.
        drop(a);
        let seven: extern "C" fn() -> i32 =
            unsafe { std::mem::transmute(b.lookup("seven").unwrap()) };
        assert_eq!(seven(), 7);
        // Another name is another key.
        assert!(!compile(&[("other.ll", ir)]).unwrap().cached);
    }

    #[test]
    fn bad_ir_is_a_located_error() {
        let e = compile(&[("bad.ll", "define i32 @f() {\n  ret i64 0\n}\n")]).unwrap_err();
        assert!(
            matches!(&e, JitError::Parse { module, .. } if module == "bad.ll"),
            "{e:?}"
        );
        assert!(e.to_string().starts_with("bad.ll: bad.ll:2:"), "{e}");
    }
}
