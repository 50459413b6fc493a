//! Host verification: compile emitted IR with `clang-19` together with a
//! small C runtime (`host_runtime.c`) and run `vs_main`/`ps_main` on host
//! buffers laid out like an MVP bank.

use crate::abi::BANK_SIZE;
use crate::scratch::ScratchDir;
use crate::tools::{build_with_runtime, find_tool};
use crate::{Error, ToolError};
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// The C runtime linked with the shaders.
pub const HOST_RUNTIME_C: &str = include_str!("host_runtime.c");

/// Which entry point a job calls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HostStage {
    /// `vs_main`.
    Vertex,
    /// `ps_main`.
    Fragment,
}

/// One call of `vs_main` or `ps_main` on a bank.
#[derive(Clone, Debug)]
pub struct HostJob {
    /// Which entry point.
    pub stage: HostStage,
    /// The `index` argument of `vs_main` (`gl_VertexID`).
    pub index: u32,
    /// The `instance_id` argument of `vs_main`.
    pub instance_id: u32,
    /// The bank as the call gets it (inputs in their slots).
    pub bank: [u8; BANK_SIZE as usize],
    /// A fragment's derivative answers in site order (f32 bits of d/dx,
    /// then d/dy), as its quad gave them; sites past the list get zeros.
    pub derivatives: Vec<[u32; 8]>,
}

/// The bank after the call.
#[derive(Clone, Debug)]
pub struct HostResult {
    /// The bank as the call left it.
    pub bank: [u8; BANK_SIZE as usize],
    /// Whether the shader discarded.
    pub discarded: bool,
    /// No store landed past the 8-slot bank.
    pub guard_ok: bool,
}

/// A host executable built from a VS and a PS module.
pub struct HostExecutable {
    /// Removed with the executable when this is dropped.
    _dir: ScratchDir,
    exe: PathBuf,
}

impl HostExecutable {
    /// Compile `vs_ll` and `ps_ll` (emitted with [`crate::codegen::Target::host`])
    /// with the runtime. Uses `-O2`: the IR must stay correct under optimisation.
    pub fn build(vs_ll: &str, ps_ll: &str) -> Result<HostExecutable, Error> {
        let clang = find_tool("clang")?;
        let (dir, exe) = build_with_runtime(
            &clang,
            "host",
            [vs_ll, ps_ll],
            ("runtime.c", HOST_RUNTIME_C),
            &[],
            "shader-host",
        )?;
        Ok(HostExecutable { _dir: dir, exe })
    }

    /// Run jobs with the two constant buffers.
    pub fn run(
        &self,
        vs_const: &[u8],
        ps_const: &[u8],
        jobs: &[HostJob],
    ) -> Result<Vec<HostResult>, Error> {
        let mut input = Vec::with_capacity(16 + vs_const.len() + ps_const.len() + jobs.len() * 140);
        for c in [vs_const, ps_const] {
            input.extend_from_slice(&(c.len() as u32).to_le_bytes());
            input.extend_from_slice(c);
        }
        for j in jobs {
            let stage: u32 = match j.stage {
                HostStage::Vertex => 1,
                HostStage::Fragment => 2,
            };
            let n = j.derivatives.len() as u32;
            for w in [stage, j.index, j.instance_id, n] {
                input.extend_from_slice(&w.to_le_bytes());
            }
            input.extend_from_slice(&j.bank);
            for w in j.derivatives.iter().flatten() {
                input.extend_from_slice(&w.to_le_bytes());
            }
        }
        input.extend_from_slice(&[0; 16]);
        let mut child = crate::scratch::spawn(
            Command::new(&self.exe)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped()),
        )
        .map_err(|error| ToolError::Spawn {
            program: self.exe.clone(),
            error,
        })?;
        let mut stdin = child.take_stdin().ok_or(ToolError::NoStdin)?;
        let writer = std::thread::spawn(move || stdin.write_all(&input));
        let out = child.wait_with_output().map_err(|error| ToolError::Spawn {
            program: self.exe.clone(),
            error,
        })?;
        let _ = writer.join();
        if !out.status.success() {
            return Err(Error::Tool(ToolError::HostRun {
                status: out.status,
                stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
            }));
        }
        let rec = BANK_SIZE as usize + 8;
        if out.stdout.len() != rec * jobs.len() {
            return Err(Error::Tool(ToolError::HostOutput {
                bytes: out.stdout.len(),
                jobs: jobs.len(),
            }));
        }
        Ok(out
            .stdout
            .chunks(rec)
            .map(|c| {
                let mut bank = [0u8; BANK_SIZE as usize];
                bank.copy_from_slice(&c[..BANK_SIZE as usize]);
                let w = |o: usize| u32::from_le_bytes([c[o], c[o + 1], c[o + 2], c[o + 3]]);
                HostResult {
                    bank,
                    discarded: w(BANK_SIZE as usize) != 0,
                    guard_ok: w(BANK_SIZE as usize + 4) != 0,
                }
            })
            .collect())
    }
}
