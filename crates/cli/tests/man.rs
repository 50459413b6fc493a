//! `gpubin man DIR`: one roff page per command, named as man(1) looks them up.

use std::process::Command;

fn gpubin(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_gpubin"))
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn writes_a_page_per_command_and_subcommand() {
    let dir = tempfile::tempdir().unwrap();
    let man1 = dir.path().join("share/man/man1");
    let o = gpubin(&["man", man1.to_str().unwrap()]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let listed = String::from_utf8(o.stdout).unwrap();
    let mut names: Vec<String> = std::fs::read_dir(&man1)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    // Each written page is printed, and nothing else is in the directory.
    assert_eq!(listed.lines().count(), names.len(), "{listed}");
    for page in [
        "gpubin.1",
        "gpubin-pica-run.1",
        "gpubin-a5xx-texture.1",
        "gpubin-mvp-shader-test.1",
        "gpubin-man.1",
    ] {
        assert!(names.iter().any(|n| n == page), "{page} in {names:?}");
    }
    // No page for clap's own `help` pseudo-command.
    assert!(!names.iter().any(|n| n.contains("-help")), "{names:?}");
    let run = std::fs::read_to_string(man1.join("gpubin-pica-run.1")).unwrap();
    assert!(
        run.starts_with(".ie") || run.contains(".TH gpubin-pica-run 1"),
        "{run}"
    );
    // The options of the deferred command are in its page.
    assert!(run.contains("inputs") && run.contains("uniforms"), "{run}");
    // The synopsis spells the command as typed, hyphens in names kept.
    let st = std::fs::read_to_string(man1.join("gpubin-mvp-shader-test.1")).unwrap();
    assert!(st.contains("gpubin mvp shader\\-test"), "{st}");
    let top = std::fs::read_to_string(man1.join("gpubin.1")).unwrap();
    assert!(top.contains("picasso"), "{top}");
}

#[test]
fn an_output_path_that_is_a_file_is_refused_and_nothing_written() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("f");
    std::fs::write(&file, b"x").unwrap();
    let o = gpubin(&["man", file.join("man1").to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("cannot create the directory"),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert_eq!(std::fs::read(&file).unwrap(), b"x");
}
