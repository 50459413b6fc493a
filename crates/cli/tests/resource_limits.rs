//! Large jobs under resource limits: a command works when its memory fits, and ends
//! with a message (never a panic, never a hang) when it does not.
#![cfg(all(target_os = "linux", target_env = "gnu"))]

mod common;
use common::*;

use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// A fragment shader of `functions` small functions (a few hundred take some
/// megabytes to compile).
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
/// (no limit for `None`), with `--link` when `link`: the compile then keeps the
/// IR of every function (a plain check keeps one function's at a time).
fn check(
    name: &str,
    functions: usize,
    limit: Option<(libc::__rlimit_resource_t, u64)>,
    link: bool,
) -> Output {
    let dir = temp_dir(name);
    let path = dir.join("big.frag");
    std::fs::write(&path, shader(functions)).unwrap();
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_gpubin"));
    cmd.args(["glsl", "check"])
        .args(link.then_some("--link"))
        .arg(&path)
        .env("RUST_BACKTRACE", "1");
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
    // Waits at most a minute: a process that hangs fails the test.
    let mut child = cmd
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            panic!("gpubin glsl check hangs under {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    child.wait_with_output().unwrap()
}

/// The check passed (and, linked, the link: the line after it).
fn assert_ok(o: &Output) {
    assert_eq!(o.status.code(), Some(0), "stderr: {}", stderr(o));
    let out = stdout(o);
    let checked = out.strip_suffix("linked: 1 objects\n").unwrap_or(&out);
    assert!(
        checked.ends_with(": ok (GLSL 3.30 core fragment shader)\n"),
        "{out}"
    );
}

#[test]
fn large_job_without_limits() {
    assert_ok(&check("heap-free", 400, None, false));
    assert_ok(&check("heap-free-link", 400, None, true));
}

/// A data-size limit the job fits in.
#[test]
fn large_job_under_a_data_size_limit() {
    assert_ok(&check(
        "heap-data",
        400,
        Some((libc::RLIMIT_DATA, 64 << 20)),
        true,
    ));
}

/// An address-space limit the job fits in.
#[test]
fn large_job_under_an_address_space_limit() {
    assert_ok(&check(
        "heap-as",
        400,
        Some((libc::RLIMIT_AS, 200 << 20)),
        true,
    ));
}

/// Data-size limits the job (linked, so that it keeps its IR) does not fit in,
/// each failing at another allocation (the parser's arena among them): the process ends through the allocation-error
/// handler, with its message, and never panics or hangs (a panic hook with
/// `RUST_BACKTRACE=1` could hang out of memory). Each limit runs twice.
#[test]
fn out_of_memory_ends_with_a_message() {
    for mib in [3, 4, 5, 6, 7, 8, 3, 4, 5, 6, 7, 8] {
        let o = check("oom", 3000, Some((libc::RLIMIT_DATA, mib << 20)), true);
        let err = stderr(&o);
        assert!(!err.contains("panicked"), "{mib} MiB: {err}");
        assert!(
            err.starts_with("memory allocation of ") && err.contains(" bytes failed\n"),
            "{mib} MiB: {err}"
        );
        assert_eq!(o.status.signal(), Some(libc::SIGABRT), "{mib} MiB: {err}");
        assert!(o.stdout.is_empty(), "{mib} MiB: {}", stdout(&o));
    }
}

/// A plain check keeps one function's IR at a time: a job that needs more
/// than 8 MiB of data when linked fits in 8 MiB.
#[test]
fn a_plain_check_fits_where_a_linked_one_does_not() {
    let limit = Some((libc::RLIMIT_DATA, 8 << 20));
    assert_ok(&check("check-small", 3000, limit, false));
    let linked = check("link-small", 3000, limit, true);
    assert_eq!(
        linked.status.signal(),
        Some(libc::SIGABRT),
        "{}",
        stderr(&linked)
    );
}
