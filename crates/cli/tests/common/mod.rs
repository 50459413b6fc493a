//! Helpers shared by the CLI tests: run the built binary, read its output, find
//! repository files, make scratch directories.
#![allow(dead_code)] // each test binary uses its own subset

use std::path::PathBuf;
use std::process::{Command, Output};

/// Runs the `gpubin` binary built for these tests.
pub fn gpubin(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gpubin"))
        .args(args)
        .output()
        .expect("gpubin runs")
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

/// A fresh, empty scratch directory unique to this test binary, `name` and process.
pub fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "gpubin-{}-{name}-{}",
        env!("CARGO_CRATE_NAME"),
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}
