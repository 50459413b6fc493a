//! LLVM 19's C API, loaded at run time from the system's shared library.
//!
//! Building gpubin needs no LLVM development files: the functions below are
//! declared here by hand (prototypes of LLVM 19's `llvm-c/*.h`) and looked up
//! with `dlsym` in `libLLVM` once per process. The library is loaded only
//! from a fixed list of system paths whose file and every directory on the
//! way are owned by root and writable by nobody else, so no other user (and
//! no environment variable, no current directory) can choose the code that
//! gets loaded.

use std::ffi::{c_char, c_int, c_uint, c_void, CStr, CString};
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// Where Debian's `libllvm19` (and the `llvm-19` packages of LLVM's own
/// Debian repository) put the shared library: the first one that passes
/// `trusted` is loaded.
#[cfg(target_arch = "x86_64")]
pub const LIBRARY_PATHS: &[&str] = &[
    "/usr/lib/llvm-19/lib/libLLVM.so.1",
    "/usr/lib/llvm-19/lib/libLLVM-19.so",
    "/usr/lib/x86_64-linux-gnu/libLLVM.so.19.1",
    "/usr/lib/x86_64-linux-gnu/libLLVM-19.so.1",
    "/usr/lib/x86_64-linux-gnu/libLLVM-19.so",
];
/// Elsewhere the engine builds with clang: the target initialisation
/// below is x86's.
#[cfg(not(target_arch = "x86_64"))]
pub const LIBRARY_PATHS: &[&str] = &[];

/// The LLVM major version whose C API is declared here.
pub const MAJOR: c_uint = 19;

/// `LLVMContextRef` (opaque).
pub type Context = *mut c_void;
/// `LLVMModuleRef` (opaque).
pub type Module = *mut c_void;
/// `LLVMMemoryBufferRef` (opaque).
pub type MemoryBuffer = *mut c_void;
/// `LLVMTargetRef` (opaque).
pub type Target = *mut c_void;
/// `LLVMTargetMachineRef` (opaque).
pub type TargetMachine = *mut c_void;
/// `LLVMTargetDataRef` (opaque).
pub type TargetData = *mut c_void;
/// `LLVMErrorRef` (opaque).
pub type ErrorRef = *mut c_void;
/// `LLVMPassBuilderOptionsRef` (opaque).
pub type PassBuilderOptions = *mut c_void;
/// `LLVMOrcLLJITBuilderRef` (opaque).
pub type LlJitBuilder = *mut c_void;
/// `LLVMOrcLLJITRef` (opaque).
pub type LlJit = *mut c_void;
/// `LLVMOrcJITDylibRef` (opaque).
pub type JitDylib = *mut c_void;
/// `LLVMOrcDefinitionGeneratorRef` (opaque).
pub type DefinitionGenerator = *mut c_void;
type SymbolPredicate = Option<unsafe extern "C" fn(*mut c_void, *mut c_void) -> c_int>;

/// `LLVMCodeGenLevelDefault`. This and the constants below are the values of
/// llvm-c/TargetMachine.h and llvm-c/Analysis.h.
pub const CODEGEN_LEVEL_DEFAULT: c_int = 2;
/// `LLVMRelocPIC`.
pub const RELOC_PIC: c_int = 2;
/// `LLVMCodeModelDefault`.
pub const CODE_MODEL_DEFAULT: c_int = 0;
/// `LLVMObjectFile`.
pub const OBJECT_FILE: c_int = 1;
/// `LLVMReturnStatusAction`.
pub const RETURN_STATUS_ACTION: c_int = 2;

macro_rules! api {
    ($($name:ident: fn($($arg:ty),*) $(-> $ret:ty)?;)*) => {
        /// The functions of LLVM's C API the compiler uses.
        #[allow(non_snake_case)]
        pub struct Api {
            /// The file the functions come from.
            pub path: PathBuf,
            $(
                #[doc = concat!("`", stringify!($name), "` of LLVM's C API.")]
                pub $name: unsafe extern "C" fn($($arg),*) $(-> $ret)?,
            )*
        }

        impl Api {
            /// Look every function up in `handle`.
            ///
            /// # Safety
            /// `handle` is a live `dlopen` handle of LLVM 19's library.
            unsafe fn load(handle: *mut c_void, path: PathBuf) -> Result<Api, Rejected> {
                Ok(Api {
                    $($name: {
                        let name = concat!(stringify!($name), "\0");
                        let s = libc::dlsym(handle, name.as_ptr() as *const c_char);
                        if s.is_null() {
                            return Err(Rejected::NoFunction {
                                path,
                                name: stringify!($name),
                            });
                        }
                        std::mem::transmute::<*mut c_void, unsafe extern "C" fn($($arg),*) $(-> $ret)?>(s)
                    },)*
                    path,
                })
            }
        }
    };
}

api! {
    LLVMGetVersion: fn(*mut c_uint, *mut c_uint, *mut c_uint);
    LLVMInitializeX86TargetInfo: fn();
    LLVMInitializeX86Target: fn();
    LLVMInitializeX86TargetMC: fn();
    LLVMInitializeX86AsmPrinter: fn();
    LLVMContextCreate: fn() -> Context;
    LLVMContextDispose: fn(Context);
    LLVMCreateMemoryBufferWithMemoryRangeCopy: fn(*const c_char, usize, *const c_char) -> MemoryBuffer;
    LLVMGetBufferStart: fn(MemoryBuffer) -> *const c_char;
    LLVMGetBufferSize: fn(MemoryBuffer) -> usize;
    LLVMDisposeMemoryBuffer: fn(MemoryBuffer);
    LLVMParseIRInContext: fn(Context, MemoryBuffer, *mut Module, *mut *mut c_char) -> c_int;
    LLVMDisposeModule: fn(Module);
    LLVMDisposeMessage: fn(*mut c_char);
    LLVMSetTarget: fn(Module, *const c_char);
    LLVMSetModuleDataLayout: fn(Module, TargetData);
    LLVMLinkModules2: fn(Module, Module) -> c_int;
    LLVMVerifyModule: fn(Module, c_int, *mut *mut c_char) -> c_int;
    LLVMGetDefaultTargetTriple: fn() -> *mut c_char;
    LLVMGetHostCPUName: fn() -> *mut c_char;
    LLVMGetHostCPUFeatures: fn() -> *mut c_char;
    LLVMGetTargetFromTriple: fn(*const c_char, *mut Target, *mut *mut c_char) -> c_int;
    LLVMCreateTargetMachine: fn(Target, *const c_char, *const c_char, *const c_char, c_int, c_int, c_int) -> TargetMachine;
    LLVMDisposeTargetMachine: fn(TargetMachine);
    LLVMCreateTargetDataLayout: fn(TargetMachine) -> TargetData;
    LLVMDisposeTargetData: fn(TargetData);
    LLVMTargetMachineEmitToMemoryBuffer: fn(TargetMachine, Module, c_int, *mut *mut c_char, *mut MemoryBuffer) -> c_int;
    LLVMCreatePassBuilderOptions: fn() -> PassBuilderOptions;
    LLVMDisposePassBuilderOptions: fn(PassBuilderOptions);
    LLVMRunPasses: fn(Module, *const c_char, TargetMachine, PassBuilderOptions) -> ErrorRef;
    LLVMGetErrorMessage: fn(ErrorRef) -> *mut c_char;
    LLVMDisposeErrorMessage: fn(*mut c_char);
    LLVMOrcCreateLLJITBuilder: fn() -> LlJitBuilder;
    LLVMOrcCreateLLJIT: fn(*mut LlJit, LlJitBuilder) -> ErrorRef;
    LLVMOrcDisposeLLJIT: fn(LlJit) -> ErrorRef;
    LLVMOrcLLJITGetMainJITDylib: fn(LlJit) -> JitDylib;
    LLVMOrcLLJITGetGlobalPrefix: fn(LlJit) -> c_char;
    LLVMOrcCreateDynamicLibrarySearchGeneratorForProcess: fn(*mut DefinitionGenerator, c_char, SymbolPredicate, *mut c_void) -> ErrorRef;
    LLVMOrcJITDylibAddGenerator: fn(JitDylib, DefinitionGenerator);
    LLVMOrcLLJITAddObjectFile: fn(LlJit, JitDylib, MemoryBuffer) -> ErrorRef;
    LLVMOrcLLJITLookup: fn(LlJit, *mut u64, *const c_char) -> ErrorRef;
}

/// Why one candidate file of LLVM's library was not used.
#[derive(Debug, thiserror::Error)]
pub enum Rejected {
    /// The file or a directory on its way cannot be examined.
    #[error("{}: {error}", path.display())]
    Io {
        /// The file or directory.
        path: PathBuf,
        /// The OS error.
        error: std::io::Error,
    },
    /// Not a regular file (the library) or not a directory (on its way).
    #[error("{}: not a regular file or directory", .0.display())]
    Kind(PathBuf),
    /// Owned by someone other than root.
    #[error("{}: not owned by root", .0.display())]
    NotRoot(PathBuf),
    /// Writable by group or others.
    #[error("{}: writable by group or others", .0.display())]
    Writable(PathBuf),
    /// `dlopen` refused it.
    #[error("{}: {reason}", path.display())]
    Dlopen {
        /// The library.
        path: PathBuf,
        /// `dlerror`'s message.
        reason: String,
    },
    /// A function of the C API is missing.
    #[error("{}: no function {name}", path.display())]
    NoFunction {
        /// The library.
        path: PathBuf,
        /// The function.
        name: &'static str,
    },
    /// Another major version of LLVM.
    #[error("{}: LLVM {major}.{minor}.{patch}, not {MAJOR}", path.display())]
    Version {
        /// The library.
        path: PathBuf,
        /// Its version.
        major: c_uint,
        /// Its minor version.
        minor: c_uint,
        /// Its patch level.
        patch: c_uint,
    },
}

/// Why LLVM's C API cannot be used in this process.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// A library path that a C call cannot take.
    #[error("{}: a NUL byte in the path", .0.display())]
    Nul(PathBuf),
    /// No candidate was usable: why each that exists was not (none exists
    /// when empty).
    #[error(
        "LLVM 19's shared library is not usable ({}); install it with `apt-get install -y libllvm19`",
        reasons(.0)
    )]
    Unusable(Vec<Rejected>),
}

/// The reasons of [`LoadError::Unusable`], as one phrase.
fn reasons(rejected: &[Rejected]) -> String {
    if rejected.is_empty() {
        return format!("none of {} exists", LIBRARY_PATHS.join(", "));
    }
    let why: Vec<String> = rejected.iter().map(Rejected::to_string).collect();
    why.join("; ")
}

/// Why a path may not be loaded: a file or directory on the way that
/// someone other than root owns or may write.
fn trusted(path: &Path) -> Result<PathBuf, Rejected> {
    let io = |p: &Path| {
        let path = p.to_path_buf();
        move |error| Rejected::Io { path, error }
    };
    let real = std::fs::canonicalize(path).map_err(io(path))?;
    let check = |p: &Path, want_dir: bool| -> Result<(), Rejected> {
        let m = std::fs::symlink_metadata(p).map_err(io(p))?;
        let kind_ok = if want_dir { m.is_dir() } else { m.is_file() };
        if !kind_ok {
            return Err(Rejected::Kind(p.to_path_buf()));
        }
        if m.uid() != 0 {
            return Err(Rejected::NotRoot(p.to_path_buf()));
        }
        if m.mode() & 0o022 != 0 {
            return Err(Rejected::Writable(p.to_path_buf()));
        }
        Ok(())
    };
    check(&real, false)?;
    for dir in real.ancestors().skip(1) {
        check(dir, true)?;
    }
    Ok(real)
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

fn open() -> Result<Api, LoadError> {
    let mut why = Vec::new();
    for p in LIBRARY_PATHS {
        let path = Path::new(p);
        if !path.exists() {
            continue;
        }
        let real = match trusted(path) {
            Ok(r) => r,
            Err(e) => {
                why.push(e);
                continue;
            }
        };
        let c = CString::new(real.as_os_str().as_encoded_bytes())
            .map_err(|_| LoadError::Nul(real.clone()))?;
        // SAFETY: a root-owned system library; its initialisers are LLVM's.
        let handle = unsafe { libc::dlopen(c.as_ptr(), libc::RTLD_NOW | libc::RTLD_LOCAL) };
        if handle.is_null() {
            why.push(Rejected::Dlopen {
                path: real,
                reason: dl_error(),
            });
            continue;
        }
        // SAFETY: the handle is live and never closed (the functions stay
        // valid for the whole process).
        let api = match unsafe { Api::load(handle, real.clone()) } {
            Ok(a) => a,
            Err(e) => {
                why.push(e);
                continue;
            }
        };
        let (mut major, mut minor, mut patch) = (0, 0, 0);
        // SAFETY: three writable integers.
        unsafe { (api.LLVMGetVersion)(&mut major, &mut minor, &mut patch) };
        if major != MAJOR {
            why.push(Rejected::Version {
                path: real,
                major,
                minor,
                patch,
            });
            continue;
        }
        // SAFETY: LLVM's target registration; done once, before any other call.
        unsafe {
            (api.LLVMInitializeX86TargetInfo)();
            (api.LLVMInitializeX86Target)();
            (api.LLVMInitializeX86TargetMC)();
            (api.LLVMInitializeX86AsmPrinter)();
        }
        return Ok(api);
    }
    Err(LoadError::Unusable(why))
}

/// What a compile's key holds of LLVM, found without loading it: each
/// candidate of [`LIBRARY_PATHS`] that exists and may be loaded, with its
/// file's size, modification time and inode, so that another build of
/// LLVM (an upgrade) makes other keys. When none may be loaded, why (as
/// [`api`] tells it).
pub fn identity() -> Result<&'static str, &'static LoadError> {
    static IDENTITY: OnceLock<String> = OnceLock::new();
    if let Some(s) = IDENTITY.get() {
        return Ok(s);
    }
    let mut s = String::new();
    for p in LIBRARY_PATHS {
        let Ok(real) = trusted(Path::new(p)) else {
            continue;
        };
        if let Ok(m) = std::fs::metadata(&real) {
            s.push_str(&format!(
                "{p} {} {} {}.{} {};",
                real.display(),
                m.len(),
                m.mtime(),
                m.mtime_nsec(),
                m.ino()
            ));
        }
    }
    if s.is_empty() {
        // None may be loaded: the loader's own account of why.
        api()?;
    }
    Ok(IDENTITY.get_or_init(|| s))
}

/// LLVM's C API, loaded on first use; the reason when it cannot be.
pub fn api() -> Result<&'static Api, &'static LoadError> {
    static API: OnceLock<Result<Api, LoadError>> = OnceLock::new();
    API.get_or_init(open).as_ref()
}

/// A C string from LLVM, copied and released with `LLVMDisposeMessage`.
///
/// # Safety
/// `s` is null or a string LLVM allocated for the caller.
pub unsafe fn take_message(api: &Api, s: *mut c_char) -> String {
    if s.is_null() {
        return String::new();
    }
    let t = CStr::from_ptr(s).to_string_lossy().into_owned();
    (api.LLVMDisposeMessage)(s);
    t
}

/// The text of an `LLVMErrorRef` (consumed), or `None` for success.
///
/// # Safety
/// `e` is null or an error LLVM returned to the caller.
pub unsafe fn take_error(api: &Api, e: ErrorRef) -> Option<String> {
    if e.is_null() {
        return None;
    }
    let m = (api.LLVMGetErrorMessage)(e);
    let t = CStr::from_ptr(m).to_string_lossy().into_owned();
    (api.LLVMDisposeErrorMessage)(m);
    Some(t)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unusable_library_says_why_for_each_candidate() {
        let none = LoadError::Unusable(Vec::new()).to_string();
        assert_eq!(
            none,
            format!(
                "LLVM 19's shared library is not usable (none of {} exists); install it with `apt-get install -y libllvm19`",
                LIBRARY_PATHS.join(", ")
            )
        );
        let two = LoadError::Unusable(vec![
            Rejected::NotRoot(PathBuf::from("/a/lib.so")),
            Rejected::Version {
                path: PathBuf::from("/b/lib.so"),
                major: 18,
                minor: 1,
                patch: 8,
            },
        ]);
        assert!(
            two.to_string().contains(
                "(/a/lib.so: not owned by root; /b/lib.so: LLVM 18.1.8, not 19); install"
            ),
            "{two}"
        );
    }

    #[test]
    fn a_path_anyone_may_write_is_not_trusted() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let lib = dir.path().join("libLLVM.so.1");
        std::fs::write(&lib, b"").unwrap();
        std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o777)).unwrap();
        // The temp dir and the file belong to whoever runs the test, or to
        // root with a directory anyone may write.
        // Not root's (as a rule), or in a directory anyone may write.
        assert!(
            matches!(
                trusted(&lib),
                Err(Rejected::NotRoot(_) | Rejected::Writable(_))
            ),
            "{:?}",
            trusted(&lib)
        );
    }

    #[test]
    fn the_system_library_is_trusted_where_it_exists() {
        for p in LIBRARY_PATHS {
            if Path::new(p).exists() {
                let real = trusted(Path::new(p)).unwrap();
                assert!(real.is_absolute());
            }
        }
    }
}
