//! The MVP commands' scratch directories: never one prepared in advance, private
//! while they live, and gone after every kind of exit, a signal included.
#![cfg(unix)]

mod common;
use common::*;

use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The seed's example pair, drawn by the compiled engine at `size`, with
/// `tmp` as the temp dir. Built by clang-19: the in-process compiler makes
/// no scratch directory.
fn mvp_run(tmp: &Path, out: &Path, size: &str) -> Command {
    let examples = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/mvp");
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_gpubin"));
    cmd.env("TMPDIR", tmp)
        .env(gpubin_mvp::sim::compiled::BACKEND_VARIABLE, "clang")
        .args(["mvp", "run", "--size", size, "--vs"])
        .arg(format!("{examples}/shader.vert"))
        .arg("--fs")
        .arg(format!("{examples}/shader.frag"))
        .arg("--vertices")
        .arg(format!("{examples}/triangle.json"))
        .arg("-o")
        .arg(out);
    cmd
}

fn names(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

/// Every name the scratch directories were once given (`gpubin-mvp-WHAT-PID-N`)
/// and a few like today's, planted with links to a victim's files: none is used,
/// no link is written through, and nothing is left behind.
#[test]
fn planted_directories_are_never_used() {
    let work = temp_dir("scratch-planted");
    let tmp = work.join("tmp");
    let victim = work.join("victim");
    std::fs::create_dir_all(&tmp).unwrap();
    std::fs::create_dir_all(&victim).unwrap();
    let precious = victim.join("precious");
    std::fs::write(&precious, "keep me").unwrap();
    let mut planted = Vec::new();
    // The old names took the process id, which the test cannot know before the
    // spawn: plant the next few hundred ids after its own.
    let me = std::process::id();
    for pid in me..me + 300 {
        for what in ["run", "build", "compiled", "verify"] {
            let dir = tmp.join(format!("gpubin-mvp-{what}-{pid}-0"));
            std::fs::create_dir(&dir).unwrap();
            for f in ["vs.ll", "ps.ll", "shim.c", "mvp_abi.h", "libshaders.so"] {
                std::os::unix::fs::symlink(&precious, dir.join(f)).unwrap();
            }
            planted.push(dir);
        }
    }
    // A directory link in today's form, too.
    std::os::unix::fs::symlink(&victim, tmp.join("gpubin-mvp-run-aaaaaa")).unwrap();
    let before = names(&tmp);
    let out = work.join("t.png");
    let o = mvp_run(&tmp, &out, "32x32").output().unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(std::fs::read(&out).unwrap().starts_with(b"\x89PNG"));
    assert_eq!(std::fs::read_to_string(&precious).unwrap(), "keep me");
    assert_eq!(names(&victim), ["precious"]);
    for dir in &planted {
        assert_eq!(names(dir).len(), 5, "{}", dir.display());
    }
    assert_eq!(
        names(&tmp),
        before,
        "the run left something in the temp dir"
    );
}

/// Waits until `tmp` holds a directory of gpubin's; its path.
fn wait_for_scratch(tmp: &Path, child: &mut std::process::Child) -> PathBuf {
    let start = Instant::now();
    loop {
        if let Some(e) = std::fs::read_dir(tmp).unwrap().next() {
            return e.unwrap().path();
        }
        if let Some(status) = child.try_wait().unwrap() {
            panic!("gpubin ended ({status}) before a scratch directory was seen");
        }
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "no scratch directory"
        );
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// SIGTERM and SIGINT in the middle of a draw: the scratch directory goes, and
/// the process still ends by the signal.
#[test]
fn a_signal_removes_the_scratch_directory() {
    for (name, signal) in [("term", libc::SIGTERM), ("int", libc::SIGINT)] {
        let work = temp_dir(&format!("scratch-signal-{name}"));
        let tmp = work.join("tmp");
        std::fs::create_dir_all(&tmp).unwrap();
        // Large enough that the draw outlasts the few milliseconds the test
        // needs to see the directory and signal.
        let mut child = mvp_run(&tmp, &work.join("t.png"), "16384x16384")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let dir = wait_for_scratch(&tmp, &mut child);
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        assert!(name.starts_with("gpubin-mvp-"), "{name}");
        let mode = std::fs::symlink_metadata(&dir)
            .unwrap()
            .permissions()
            .mode();
        assert_eq!(mode & 0o7777, 0o700, "{name}");
        // SAFETY: signalling the child this test spawned and has not reaped.
        assert_eq!(unsafe { libc::kill(child.id() as libc::pid_t, signal) }, 0);
        let status = child.wait().unwrap();
        assert_eq!(status.signal(), Some(signal), "{status}");
        assert!(names(&tmp).is_empty(), "left behind: {:?}", names(&tmp));
        assert!(!work.join("t.png").exists());
    }
}
