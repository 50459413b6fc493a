//! The heap's layout at start-up (`src/heap.rs`) under resource limits: a command
//! works whether or not the heap's large mapping fits.
#![cfg(all(target_os = "linux", target_env = "gnu"))]

mod common;
use common::*;

use std::os::unix::process::CommandExt;
use std::process::{Command, Output};

/// A fragment shader of `functions` small functions: enough allocation, at a few
/// hundred, to reach past the heap's first 512 KiB.
fn shader(functions: usize) -> String {
    let mut s = String::from("#version 330 core\nuniform vec4 p[8];\nout vec4 color;\n");
    for i in 0..functions {
        s += &format!(
            "vec4 f{i}(vec4 x) {{\n    vec4 acc = vec4(0.0);\n    \
             for (int j = 0; j < 4; ++j) acc += p[j] * x.wzyx;\n    \
             return normalize(acc) * {i}.5;\n}}\n"
        );
    }
    s += "void main() { color = f0(vec4(1.0)); }\n";
    s
}

/// `gpubin glsl check` of `shader(functions)` with `resource` limited to `bytes`
/// (no limit for `None`).
fn check(name: &str, functions: usize, limit: Option<(libc::__rlimit_resource_t, u64)>) -> Output {
    let dir = temp_dir(name);
    let path = dir.join("big.frag");
    std::fs::write(&path, shader(functions)).unwrap();
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_gpubin"));
    cmd.args(["glsl", "check"]).arg(&path);
    if let Some((resource, bytes)) = limit {
        // SAFETY: between fork and exec the closure only calls setrlimit, which is
        // async-signal-safe, on a value it owns.
        unsafe {
            cmd.pre_exec(move || {
                let r = libc::rlimit {
                    rlim_cur: bytes,
                    rlim_max: bytes,
                };
                if libc::setrlimit(resource, &r) == 0 {
                    Ok(())
                } else {
                    Err(std::io::Error::last_os_error())
                }
            });
        }
    }
    cmd.output().unwrap()
}

fn assert_ok(o: &Output) {
    assert_eq!(o.status.code(), Some(0), "stderr: {}", stderr(o));
    assert!(
        stdout(o).ends_with(": ok (GLSL 3.30 core fragment shader)\n"),
        "{}",
        stdout(o)
    );
}

#[test]
fn large_job_without_limits() {
    assert_ok(&check("heap-free", 400, None));
}

/// A data-size limit below the heap's 256 MiB mapping: the layout is left alone (it
/// once made every allocation fail, and the process abort).
#[test]
fn large_job_under_a_data_size_limit() {
    assert_ok(&check(
        "heap-data",
        400,
        Some((libc::RLIMIT_DATA, 64 << 20)),
    ));
}

/// An address-space limit the mapping does not fit in: its first allocation fails
/// and the heap is made as usual.
#[test]
fn large_job_under_an_address_space_limit() {
    assert_ok(&check("heap-as", 400, Some((libc::RLIMIT_AS, 200 << 20))));
}
