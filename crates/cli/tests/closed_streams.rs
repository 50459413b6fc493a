//! A closed standard error or standard output (a pipe whose reader has gone) never
//! turns into a crash: messages are lost, the exit status is the command's own.
//!
//! Each command reads its input from a pipe, so the reading ends of its output pipes
//! are closed before it writes anything: every write fails with EPIPE, no race.

mod common;

use std::fs;
use std::io::Write;
use std::os::unix::process::ExitStatusExt;
use std::process::ExitStatus;

use common::{repo, temp_dir};

/// Runs gpubin with `input` on standard input and the reading ends of its standard
/// error (and, with `close_stdout`, standard output) closed first.
fn run_closed(args: &[&str], input: &[u8], close_stdout: bool) -> ExitStatus {
    let mut child = common::spawn_piped(args);
    drop(child.stderr.take());
    if close_stdout {
        drop(child.stdout.take());
    }
    child.stdin.take().unwrap().write_all(input).unwrap();
    child.wait_with_output().unwrap().status
}

fn assert_exit(status: ExitStatus, code: i32, what: &str) {
    assert_eq!(status.signal(), None, "{what}: killed by a signal");
    assert_eq!(status.code(), Some(code), "{what}");
}

#[test]
fn errors_with_a_closed_standard_error_exit_1() {
    let dir = temp_dir("closed-stderr");
    let out = dir.join("out.shbin");
    let out = out.to_str().unwrap();
    let mut corrupt = fs::read(repo("examples/mbs_fragment_clear.mbs")).unwrap();
    let n = corrupt.len();
    corrupt.truncate(n - 3);
    let cases: [(&[&str], &[u8]); 6] = [
        // An unrecognised file.
        (&["dis", "-"], b"not a shader binary"),
        // A file that fails validation (message and hexdump).
        (&["inspect", "-"], &corrupt),
        // Assembler diagnostics, written whole.
        (&["asm", "-", "-o", out], b"    bogus r0\n"),
        (&["picasso", "-o", out, "-"], b"    bogus r0\n"),
        // Compiler diagnostics.
        (
            &["glsl", "check", "--stage", "vertex", "-"],
            b"void main() { x; }\n",
        ),
        // A read error, then a second file.
        (&["asm", "-", "-", "-o", out], b""),
    ];
    for (args, input) in cases {
        assert_exit(run_closed(args, input, false), 1, &format!("{args:?}"));
        assert_exit(
            run_closed(args, input, true),
            1,
            &format!("{args:?} (both closed)"),
        );
    }
    assert!(!dir.join("out.shbin").exists());
}

#[test]
fn output_written_to_closed_pipes_exit_1() {
    // `-o -` to a closed standard output is a write error, which cannot be said on a
    // closed standard error either.
    let source = fs::read(repo("crates/pica-macros/examples/shaders/simple.v.pica")).unwrap();
    assert_exit(
        run_closed(&["asm", "-", "-o", "-"], &source, true),
        1,
        "asm -o -",
    );
}

#[test]
fn printing_to_a_closed_standard_output_stops_quietly() {
    // What a command prints (listings, the paths it wrote) to a pipe whose reader has
    // gone, as `gpubin dis ... | head` does: the command's work is done, exit 0.
    let dir = temp_dir("closed-stdout");
    let shbin = dir.join("pair.shbin");
    let data = |n: &str| repo(&format!("crates/pica/tests/data/asm/{n}"));
    let o = common::gpubin(&[
        "asm",
        &data("full.v.pica"),
        &data("full.g.pica"),
        "-o",
        shbin.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    let bytes = fs::read(&shbin).unwrap();
    let split = dir.join("split");
    let split_args = ["dis", "--split", split.to_str().unwrap(), "-"];
    let mbs = fs::read(repo("examples/mbs_fragment_clear.mbs")).unwrap();
    let cases: [(&[&str], &[u8]); 3] = [
        (&["dis", "-"], &bytes),
        (&["inspect", "--json", "-"], &mbs),
        (&split_args, &bytes),
    ];
    for (args, input) in cases {
        assert_exit(run_closed(args, input, true), 0, &format!("{args:?}"));
    }
    // The split sources were written all the same.
    let mut names: Vec<String> = fs::read_dir(&split)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["-.g.pica", "-.v.pica"]);
}
