//! End-to-end tests of the CLI shell: commands, exit codes, messages.

mod common;
use common::*;

#[test]
fn help_lists_the_commands() {
    let o = gpubin(&["--help"]);
    assert_eq!(o.status.code(), Some(0));
    let text = stdout(&o);
    for command in ["inspect", "check", "build", "completions", "help"] {
        assert!(text.contains(command), "--help lacks {command}:\n{text}");
    }
    let o = gpubin(&["help", "inspect"]);
    assert_eq!(o.status.code(), Some(0));
    assert!(stdout(&o).contains("--json"));
}

#[test]
fn version() {
    let o = gpubin(&["--version"]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(
        stdout(&o),
        format!("gpubin {}\n", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn usage_errors_exit_2() {
    for args in [
        &["--no-such-flag"][..],
        &["inspect"],
        &["inspect", "--bogus", "x"],
        &["frobnicate"],
        &[],
    ] {
        let o = gpubin(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
    }
}

#[test]
fn unrecognised_file_exits_1_with_first_bytes() {
    let dir = temp_dir("unknown");
    let file = dir.join("mystery.bin");
    std::fs::write(&file, b"\x7fELF\x02\x01\x01\x00\x00\x00").unwrap();
    let o = gpubin(&["inspect", file.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.starts_with(&format!(
            "{}: unrecognised format (first bytes: 7f 45 4c 46 02 01 01 00 ...); supported: ",
            file.display()
        )),
        "{err}"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn missing_file_exits_1_naming_it() {
    let o = gpubin(&["inspect", "/nonexistent/shader.mbs"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "/nonexistent/shader.mbs: cannot read: no such file\n"
    );
    let o = gpubin(&["check", "/nonexistent/a.shbin"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).starts_with("/nonexistent/a.shbin: cannot read"));
}

#[test]
fn several_files_are_all_reported() {
    let dir = temp_dir("several");
    let a = dir.join("a.bin");
    let b = dir.join("b.bin");
    std::fs::write(&a, b"AAAA").unwrap();
    std::fs::write(&b, b"").unwrap();
    let o = gpubin(&[
        "inspect",
        a.to_str().unwrap(),
        "/nonexistent/x",
        b.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert_eq!(err.lines().count(), 3, "{err}");
    assert!(err.contains("a.bin: unrecognised format (first bytes: 41 41 41 41)"));
    assert!(err.contains("/nonexistent/x: cannot read"));
    assert!(err.contains("b.bin: unrecognised format (first bytes: none, the file is empty)"));
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn build_rejects_bad_json_with_its_location() {
    let dir = temp_dir("build");
    let model = dir.join("m.json");
    std::fs::write(&model, "{\n  \"a\": ,\n}").unwrap();
    let out = dir.join("out.bin");
    let o = gpubin(&[
        "build",
        model.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).starts_with(&format!("{}:2:8: invalid JSON", model.display())),
        "{}",
        stderr(&o)
    );
    assert!(!out.exists());
    let o = gpubin(&[
        "build",
        model.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--format",
        "nope",
    ]);
    assert_eq!(o.status.code(), Some(1), "the JSON error comes first");
    std::fs::write(&model, "{}").unwrap();
    let o = gpubin(&[
        "build",
        model.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--format",
        "nope",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("unknown format \"nope\""));
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn completions() {
    for shell in ["bash", "zsh", "fish"] {
        let o = gpubin(&["completions", shell]);
        assert_eq!(o.status.code(), Some(0));
        assert!(stdout(&o).contains("gpubin"));
    }
    assert_eq!(gpubin(&["completions", "tcsh"]).status.code(), Some(2));
}
