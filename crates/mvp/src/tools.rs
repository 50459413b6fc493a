//! Locating and running the LLVM 19 host tools (`opt-19`, `clang-19`).

use crate::scratch::ScratchDir;
use crate::{Error, ToolError};
use std::path::{Path, PathBuf};
use std::process::Command;

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
    Err(Error::Tool(ToolError::NotFound { tool: suffixed }))
}

/// Run `opt-19 -passes=verify` on IR text; the verifier's message on failure.
pub fn verify_ir(ir: &str, name: &str) -> Result<(), Error> {
    let opt = find_tool("opt")?;
    let dir = ScratchDir::new("verify")?;
    let file = dir.write_new(&format!("{name}.ll"), ir.as_bytes())?;
    let out = crate::scratch::output(
        Command::new(&opt)
            .args(["-passes=verify", "-disable-output"])
            .arg(&file),
    )
    .map_err(|error| ToolError::Spawn {
        program: opt.clone(),
        error,
    })?;
    if out.status.success() {
        Ok(())
    } else {
        Err(Error::Tool(ToolError::Verify {
            module: name.to_string(),
            status: out.status,
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        }))
    }
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
    let dir = ScratchDir::new(what)?;
    dir.write_new("vs.ll", modules[0].as_bytes())?;
    dir.write_new("ps.ll", modules[1].as_bytes())?;
    dir.write_new(runtime.0, runtime.1.as_bytes())?;
    dir.write_new("mvp_abi.h", crate::cheader::c_header().as_bytes())?;
    let out_path = dir.join(output);
    let out = crate::scratch::output(
        Command::new(clang)
            .current_dir(dir.path())
            .args(["-O2", "-ffp-contract=off"])
            .args(extra)
            .args(["-Wno-override-module", "-Wall", "-Werror", runtime.0])
            .args(["vs.ll", "ps.ll", "-lm", "-o"])
            .arg(&out_path),
    )
    .map_err(|error| ToolError::Spawn {
        program: clang.to_path_buf(),
        error,
    })?;
    if !out.status.success() {
        return Err(Error::Tool(ToolError::Clang {
            status: out.status,
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        }));
    }
    Ok((dir, out_path))
}
