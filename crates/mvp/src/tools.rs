//! Locating and running the LLVM 19 host tools (`opt-19`, `clang-19`).

use crate::Error;
use std::path::{Path, PathBuf};
use std::process::Command;

const INSTALL_HINT: &str = "install them with `apt-get install -y llvm-19 clang-19` (Debian 12)";

/// Path of an LLVM 19 tool (`opt-19`, `clang-19`, ...): `$PATH`, then
/// `/usr/lib/llvm-19/bin`. A clear error if it is missing.
pub fn find_tool(name: &str) -> Result<PathBuf, Error> {
    let suffixed = format!("{name}-19");
    if let Some(paths) = std::env::var_os("PATH") {
        for dir in std::env::split_paths(&paths) {
            let p = dir.join(&suffixed);
            if p.is_file() {
                return Ok(p);
            }
        }
    }
    let p = Path::new("/usr/lib/llvm-19/bin").join(name);
    if p.is_file() {
        return Ok(p);
    }
    Err(Error::Tool(format!(
        "`{suffixed}` not found in PATH or /usr/lib/llvm-19/bin; {INSTALL_HINT}"
    )))
}

/// Run `opt-19 -passes=verify` on IR text; the verifier's message on failure.
pub fn verify_ir(ir: &str, name: &str) -> Result<(), Error> {
    let opt = find_tool("opt")?;
    let dir = scratch_dir("verify")?;
    let file = dir.join(format!("{name}.ll"));
    std::fs::write(&file, ir).map_err(|e| Error::Tool(format!("{}: {e}", file.display())))?;
    let out = Command::new(&opt)
        .args(["-passes=verify", "-disable-output"])
        .arg(&file)
        .output()
        .map_err(|e| Error::Tool(format!("{}: {e}", opt.display())))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(Error::Tool(format!(
            "{name}.ll does not verify:\n{}",
            String::from_utf8_lossy(&out.stderr)
        )))
    }
}

/// A private directory under the system temp dir, removed with everything in it
/// when dropped, so no return path (an error included) leaves it behind.
pub(crate) struct ScratchDir(PathBuf);

impl std::ops::Deref for ScratchDir {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.0
    }
}

impl AsRef<Path> for ScratchDir {
    fn as_ref(&self) -> &Path {
        &self.0
    }
}

impl Drop for ScratchDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A fresh private directory under the system temp dir.
pub(crate) fn scratch_dir(what: &str) -> Result<ScratchDir, Error> {
    use std::sync::atomic::{AtomicU32, Ordering};
    static N: AtomicU32 = AtomicU32::new(0);
    let dir = std::env::temp_dir().join(format!(
        "gpubin-mvp-{what}-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    ));
    std::fs::create_dir_all(&dir).map_err(|e| Error::Tool(format!("{}: {e}", dir.display())))?;
    Ok(ScratchDir(dir))
}

/// Builds a VS and a PS module (emitted for the host) with a C file of their
/// runtime into `output` inside a fresh scratch directory, with `clang`
/// (`clang-19 -O2`, no FP contraction: the IR must stay exact under optimisation).
/// `extra` adds flags (`-fPIC -shared` for a library). The directory goes when the
/// returned guard is dropped.
pub(crate) fn build_with_runtime(
    clang: &Path,
    what: &str,
    modules: [&str; 2],
    runtime: (&str, &str),
    extra: &[&str],
    output: &str,
) -> Result<(ScratchDir, PathBuf), Error> {
    let dir = scratch_dir(what)?;
    let io = |e: std::io::Error| Error::Tool(format!("{}: {e}", dir.display()));
    std::fs::write(dir.join("vs.ll"), modules[0]).map_err(io)?;
    std::fs::write(dir.join("ps.ll"), modules[1]).map_err(io)?;
    std::fs::write(dir.join(runtime.0), runtime.1).map_err(io)?;
    std::fs::write(dir.join("mvp_abi.h"), crate::cheader::c_header()).map_err(io)?;
    let out_path = dir.join(output);
    let out = Command::new(clang)
        .current_dir(&dir)
        .args(["-O2", "-ffp-contract=off"])
        .args(extra)
        .args(["-Wno-override-module", "-Wall", "-Werror", runtime.0])
        .args(["vs.ll", "ps.ll", "-lm", "-o"])
        .arg(&out_path)
        .output()
        .map_err(|e| Error::Tool(format!("{}: {e}", clang.display())))?;
    if !out.status.success() {
        return Err(Error::Tool(format!(
            "clang-19 failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        )));
    }
    Ok((dir, out_path))
}
