//! Helpers shared by the CLI tests: run the built binary, read its output, find
//! repository files, make scratch directories.
#![allow(dead_code)] // each test binary uses its own subset

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Runs the `gpubin` binary built for these tests.
pub fn gpubin(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gpubin"))
        .args(args)
        .output()
        .expect("gpubin runs")
}

/// Starts the `gpubin` binary with standard input, output and error each a pipe
/// the test holds.
pub fn spawn_piped(args: &[&str]) -> std::process::Child {
    use std::process::Stdio;
    Command::new(env!("CARGO_BIN_EXE_gpubin"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("gpubin starts")
}

pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

pub fn stdout(o: &Output) -> String {
    text(&o.stdout)
}

pub fn stderr(o: &Output) -> String {
    text(&o.stderr)
}

/// A path inside the repository, from its root.
pub fn repo(path: &str) -> String {
    format!("{}/../../{path}", env!("CARGO_MANIFEST_DIR"))
}

/// A fresh, empty, private scratch directory with an unpredictable name (the
/// `tempfile` crate), removed with everything in it when the returned guard is
/// dropped.
pub fn temp_dir(name: &str) -> Scratch {
    let dir = tempfile::Builder::new()
        .prefix(&format!("gpubin-{}-{name}-", env!("CARGO_CRATE_NAME")))
        .tempdir()
        .unwrap();
    Scratch(dir)
}

/// A scratch directory that removes itself (see [`temp_dir`]).
pub struct Scratch(tempfile::TempDir);

impl std::ops::Deref for Scratch {
    type Target = Path;
    fn deref(&self) -> &Path {
        self.0.path()
    }
}

impl AsRef<Path> for Scratch {
    fn as_ref(&self) -> &Path {
        self.0.path()
    }
}

/// A file holding `bytes`, alone in a scratch directory of its own (tests running at
/// once may use the same name); the directory goes when the returned guard is dropped.
pub fn temp_file(name: &str, bytes: &[u8]) -> TempFile {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = temp_dir(&format!("file-{n}"));
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    TempFile { _dir: dir, path }
}

/// See [`temp_file`].
pub struct TempFile {
    _dir: Scratch,
    path: PathBuf,
}

impl std::ops::Deref for TempFile {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.path
    }
}
