//! How every writing command treats its output path: regular files are replaced
//! atomically, links are followed and survive, FIFOs and the names of standard output
//! are written through, `-` is standard output, sockets and inputs are refused, and a
//! failed write is an error that leaves nothing behind. One table of commands, one list
//! of cases. Then the commands with several outputs: written together or not at all,
//! never two to one file.
//!
//! Everything happens in a scratch directory: no test writes under /dev or needs root
//! (the read-only-directory case is skipped when the process may write there anyway).

mod common;

use std::fs;
use std::io::{Read, Seek, SeekFrom, Write};
use std::os::unix::fs::{FileTypeExt, MetadataExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use common::{repo, temp_dir, text};

/// A writing command: its name, and its arguments for an output path inside `dir`
/// (where it may first create its input files).
struct Writer {
    name: &'static str,
    args: fn(dir: &Path, out: &str) -> Vec<String>,
    /// The input file the command reads (for the refuse-to-overwrite cases).
    input: fn(dir: &Path) -> PathBuf,
}

fn pica_source(_: &Path) -> PathBuf {
    PathBuf::from(repo("crates/pica-macros/examples/shaders/simple.v.pica"))
}

fn mbs_model(dir: &Path) -> PathBuf {
    let model = dir.join("model.json");
    if !model.exists() {
        let o = run(&[
            "inspect",
            "--json",
            &repo("examples/mbs_fragment_clear.mbs"),
        ]);
        assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
        fs::write(&model, &o.stdout).unwrap();
    }
    model
}

fn mali_shader(dir: &Path) -> PathBuf {
    let shader = dir.join("layout.vert");
    if !shader.exists() {
        fs::write(
            &shader,
            "uniform mat4 mvp;\nattribute vec4 position;\nvarying vec2 uv;\n\
             void main() { uv = position.xy; gl_Position = mvp * position; }\n",
        )
        .unwrap();
    }
    shader
}

fn mali_listing(dir: &Path) -> PathBuf {
    let listing = dir.join("clear.s");
    if !listing.exists() {
        let o = run(&["dis", &repo("examples/mbs_fragment_clear.mbs")]);
        assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
        fs::write(&listing, &o.stdout).unwrap();
    }
    listing
}

fn mvp_vertex(_: &Path) -> PathBuf {
    PathBuf::from(repo("examples/mvp/shader.vert"))
}

fn s(p: &Path) -> String {
    p.to_str().unwrap().to_string()
}

const WRITERS: &[Writer] = &[
    Writer {
        name: "build",
        args: |dir, out| vec!["build".into(), s(&mbs_model(dir)), "-o".into(), out.into()],
        input: mbs_model,
    },
    Writer {
        name: "asm -o",
        args: |dir, out| vec!["asm".into(), s(&pica_source(dir)), "-o".into(), out.into()],
        input: pica_source,
    },
    Writer {
        name: "asm -h",
        args: |dir, out| {
            let shbin = s(&dir.join("header-side.shbin"));
            let src = s(&pica_source(dir));
            vec![
                "asm".into(),
                src,
                "-o".into(),
                shbin,
                "-h".into(),
                out.into(),
            ]
        },
        input: pica_source,
    },
    Writer {
        name: "picasso -o",
        args: |dir, out| {
            vec![
                "picasso".into(),
                "-o".into(),
                out.into(),
                s(&pica_source(dir)),
            ]
        },
        input: pica_source,
    },
    Writer {
        name: "mali layout --emit-chunks",
        args: |dir, out| {
            let shader = s(&mali_shader(dir));
            vec![
                "mali".into(),
                "layout".into(),
                shader,
                "--emit-chunks".into(),
                out.into(),
            ]
        },
        input: mali_shader,
    },
    Writer {
        name: "mali asm -o",
        args: |dir, out| {
            let listing = s(&mali_listing(dir));
            vec![
                "mali".into(),
                "asm".into(),
                listing,
                "--pp".into(),
                "-o".into(),
                out.into(),
            ]
        },
        input: mali_listing,
    },
    Writer {
        name: "mali asm --mbs -o",
        args: |dir, out| {
            let listing = s(&mali_listing(dir));
            let mut args: Vec<String> = vec!["mali".into(), "asm".into(), listing];
            args.extend(["--pp".into(), "--mbs".into(), "-o".into(), out.into()]);
            args
        },
        input: mali_listing,
    },
    Writer {
        name: "mvp run -o",
        args: |_, out| {
            let vs = repo("examples/mvp/shader.vert");
            let fs = repo("examples/mvp/shader.frag");
            let vertices = repo("examples/mvp/triangle.json");
            let mut args: Vec<String> = vec!["mvp".into(), "run".into()];
            args.extend([
                "--vs".into(),
                vs,
                "--fs".into(),
                fs,
                "--vertices".into(),
                vertices,
            ]);
            // The interpreter: the compiled engine writes a library of its own first.
            args.extend([
                "--engine".into(),
                "interp".into(),
                "--size".into(),
                "16x16".into(),
            ]);
            args.extend(["-o".into(), out.into()]);
            args
        },
        input: mvp_vertex,
    },
];

fn run(args: &[&str]) -> Output {
    common::gpubin(args)
}

fn run_writer(w: &Writer, p: &Place, out: &str) -> Output {
    let args = (w.args)(&p.inputs, out);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    run(&args)
}

/// The output path that [`run_to_file`] replaces by `/proc/PID/fd/1`, PID the command's
/// own process id (known only once it runs).
const OWN_PID_STDOUT: &str = "@OWN_PID_STDOUT@";

/// Runs a writer with `out` as its output and `file` as its standard output.
fn run_to_file(w: &Writer, p: &Place, out: &str, file: &fs::File) -> Output {
    let args = (w.args)(&p.inputs, out);
    // The shell replaces the placeholder by its own /proc entry, then becomes gpubin
    // (same process id).
    let script = r#"n=$#; i=0
        while [ "$i" -lt "$n" ]; do
            a=$1; shift
            [ "$a" = "$PLACEHOLDER" ] && a=/proc/$$/fd/1
            set -- "$@" "$a"; i=$((i + 1))
        done
        exec "$@""#;
    Command::new("sh")
        .arg("-c")
        .arg(script)
        .arg("sh")
        .arg(env!("CARGO_BIN_EXE_gpubin"))
        .args(&args)
        .env("PLACEHOLDER", OWN_PID_STDOUT)
        .stdout(file.try_clone().unwrap())
        .output()
        .unwrap()
}

/// The names in `dir`, sorted: a failed or finished write leaves no temporary file.
fn names(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

fn ok(w: &Writer, o: &Output) {
    assert_eq!(o.status.code(), Some(0), "{}: {}", w.name, text(&o.stderr));
}

fn failed(w: &Writer, o: &Output, needle: &str) {
    let err = text(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{}: {err}", w.name);
    assert!(
        err.contains(needle),
        "{}: expected {needle:?} in {err}",
        w.name
    );
}

/// Where a case runs: `inputs` holds the command's inputs and side outputs, `dir` is
/// fresh and holds only what the case puts there.
struct Place {
    inputs: PathBuf,
    dir: PathBuf,
}

/// Each case gets its place and the command's reference output bytes.
type Case = fn(&Writer, &Place, &[u8]);

const CASES: &[(&str, Case)] = &[
    ("replaces a regular file, keeping its mode", |w, p, want| {
        let dir = &p.dir;
        let out = dir.join("out");
        fs::write(&out, b"old contents").unwrap();
        fs::set_permissions(&out, fs::Permissions::from_mode(0o600)).unwrap();
        let before = names(dir);
        ok(w, &run_writer(w, p, &s(&out)));
        assert_eq!(fs::read(&out).unwrap(), want, "{}", w.name);
        let mode = fs::metadata(&out).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600, "{}", w.name);
        assert_eq!(names(dir), before, "{}: no temporary file left", w.name);
    }),
    ("follows a link and keeps it", |w, p, want| {
        let dir = &p.dir;
        let real = dir.join("real");
        fs::write(&real, b"old").unwrap();
        std::os::unix::fs::symlink("real", dir.join("link")).unwrap();
        ok(w, &run_writer(w, p, &s(&dir.join("link"))));
        assert!(
            fs::symlink_metadata(dir.join("link")).unwrap().is_symlink(),
            "{}",
            w.name
        );
        assert_eq!(fs::read(&real).unwrap(), want, "{}", w.name);
    }),
    ("writes through a FIFO", |w, p, want| {
        let dir = &p.dir;
        let fifo = dir.join("fifo");
        let status = Command::new("mkfifo").arg(&fifo).status().unwrap();
        assert!(status.success());
        let reader = {
            let fifo = fifo.clone();
            std::thread::spawn(move || {
                let mut got = Vec::new();
                fs::File::open(fifo).unwrap().read_to_end(&mut got).unwrap();
                got
            })
        };
        ok(w, &run_writer(w, p, &s(&fifo)));
        assert_eq!(reader.join().unwrap(), want, "{}", w.name);
        let kind = fs::symlink_metadata(&fifo).unwrap().file_type();
        assert!(kind.is_fifo(), "{}: the FIFO is still a FIFO", w.name);
    }),
    ("`-` is standard output", |w, p, want| {
        let dir = &p.dir;
        let before = names(dir);
        let o = run_writer(w, p, "-");
        ok(w, &o);
        assert_eq!(o.stdout, want, "{}", w.name);
        assert_eq!(names(dir), before, "{}: no file named `-`", w.name);
    }),
    ("refuses the input through a link", |w, p, _| {
        let dir = &p.dir;
        let input = (w.input)(&p.inputs);
        let original = fs::read(&input).unwrap();
        std::os::unix::fs::symlink(&input, dir.join("alias")).unwrap();
        failed(
            w,
            &run_writer(w, p, &s(&dir.join("alias"))),
            "refusing to overwrite the input",
        );
        assert_eq!(fs::read(&input).unwrap(), original, "{}", w.name);
    }),
    ("refuses the input by another spelling", |w, p, _| {
        let input = (w.input)(&p.inputs);
        let original = fs::read(&input).unwrap();
        let parent = input.parent().unwrap();
        let name = input.file_name().unwrap();
        let other = parent
            .join(".")
            .join("..")
            .join(parent.file_name().unwrap())
            .join(name);
        failed(
            w,
            &run_writer(w, p, &s(&other)),
            "refusing to overwrite the input",
        );
        assert_eq!(fs::read(&input).unwrap(), original, "{}", w.name);
    }),
    (
        "a missing directory is an error naming the path",
        |w, p, _| {
            let dir = &p.dir;
            let out = dir.join("no-such-dir").join("out");
            let o = run_writer(w, p, &s(&out));
            failed(
                w,
                &o,
                &format!("{}: cannot create a temporary file", out.display()),
            );
            assert!(text(&o.stderr).contains("no such file"), "{}", w.name);
        },
    ),
    ("a file in the way of a directory is an error", |w, p, _| {
        let dir = &p.dir;
        fs::write(dir.join("plain"), b"x").unwrap();
        let out = dir.join("plain").join("out");
        failed(w, &run_writer(w, p, &s(&out)), "Not a directory");
    }),
    (
        "a full file system leaves the old file and no temporary file",
        |w, p, _| {
            let dir = &p.dir;
            // Every write fails, as on a full disk (see `without_room`).
            let out = dir.join("out");
            fs::write(&out, b"old contents").unwrap();
            let before = names(dir);
            let args = (w.args)(&p.inputs, &s(&out));
            let o = without_room(&args);
            // (`asm -h` fails on its SHBIN first; every other command on `out`.)
            failed(w, &o, ": cannot write: File too large");
            assert_eq!(fs::read(&out).unwrap(), b"old contents", "{}", w.name);
            assert_eq!(names(dir), before, "{}: no temporary file left", w.name);
        },
    ),
    (
        "a name of 255 bytes (the longest) is written",
        |w, p, want| {
            let dir = &p.dir;
            let out = dir.join("n".repeat(255));
            ok(w, &run_writer(w, p, &s(&out)));
            assert_eq!(fs::read(&out).unwrap(), want, "{}", w.name);
            assert_eq!(
                names(dir),
                ["n".repeat(255)],
                "{}: no temporary file",
                w.name
            );
        },
    ),
    ("a socket is refused and stays", |w, p, _| {
        let dir = &p.dir;
        let socket = dir.join("socket");
        let _listener = std::os::unix::net::UnixListener::bind(&socket).unwrap();
        let o = run_writer(w, p, &s(&socket));
        failed(
            w,
            &o,
            &format!("{}: is a socket; cannot write to it", socket.display()),
        );
        assert!(!text(&o.stderr).contains("(os error"), "{}", w.name);
        let kind = fs::symlink_metadata(&socket).unwrap().file_type();
        assert!(kind.is_socket(), "{}: the socket is still a socket", w.name);
    }),
    (
        "the names of standard output write through it, at its position",
        |w, p, want| {
            // As `( echo before; gpubin ... -o /dev/stdout; echo after ) > log` and
            // `>> log`: the log keeps what came before and gets what comes after; it
            // is not replaced.
            let names = [
                "/dev/stdout",
                "/dev/fd/1",
                "/proc/self/fd/1",
                OWN_PID_STDOUT,
            ];
            for (k, name) in names.into_iter().enumerate() {
                for append in [false, true] {
                    let log = p.dir.join(format!("log-{k}-{append}"));
                    fs::write(&log, b"before\n").unwrap();
                    let mut file = fs::OpenOptions::new()
                        .write(true)
                        .append(append)
                        .open(&log)
                        .unwrap();
                    file.seek(SeekFrom::End(0)).unwrap();
                    let inode = fs::metadata(&log).unwrap().ino();
                    let o = run_to_file(w, p, name, &file);
                    assert_eq!(
                        o.status.code(),
                        Some(0),
                        "{} {name}: {}",
                        w.name,
                        text(&o.stderr)
                    );
                    file.write_all(b"after\n").unwrap();
                    let mut expected = b"before\n".to_vec();
                    expected.extend_from_slice(want);
                    expected.extend_from_slice(b"after\n");
                    let got = fs::read(&log).unwrap();
                    assert!(
                        got == expected,
                        "{} {name} (append {append}): {} bytes",
                        w.name,
                        got.len()
                    );
                    assert_eq!(
                        fs::metadata(&log).unwrap().ino(),
                        inode,
                        "{} {name}",
                        w.name
                    );
                }
            }
        },
    ),
    ("a read-only directory is an error", |w, p, _| {
        let dir = &p.dir;
        let ro = dir.join("ro");
        fs::create_dir(&ro).unwrap();
        fs::set_permissions(&ro, fs::Permissions::from_mode(0o555)).unwrap();
        if fs::write(ro.join("probe"), b"").is_ok() {
            // Privileged (root): permissions do not stop this process.
            eprintln!(
                "{}: skipping the read-only directory case (privileged)",
                w.name
            );
            return;
        }
        let o = run_writer(w, p, &s(&ro.join("out")));
        failed(w, &o, "permission denied");
        assert!(names(&ro).is_empty(), "{}", w.name);
        fs::set_permissions(&ro, fs::Permissions::from_mode(0o755)).unwrap();
    }),
];

#[test]
fn every_writing_command_treats_outputs_alike() {
    for (i, w) in WRITERS.iter().enumerate() {
        let base = temp_dir(&format!("outputs-{i}"));
        let reference = base.join("reference");
        let first = Place {
            inputs: base.to_path_buf(),
            dir: base.to_path_buf(),
        };
        ok(w, &run_writer(w, &first, &s(&reference)));
        let want = fs::read(&reference).unwrap();
        assert!(!want.is_empty(), "{}", w.name);
        for (j, (case, check)) in CASES.iter().enumerate() {
            let dir = base.join(format!("case-{j}"));
            fs::create_dir(&dir).unwrap();
            eprintln!("{}: {case}", w.name);
            let place = Place {
                inputs: base.to_path_buf(),
                dir,
            };
            check(w, &place, &want);
        }
        fs::remove_dir_all(&base).unwrap();
    }
}

/// Runs gpubin with a file-size limit of 0, so every write to a file fails (EFBIG), as
/// on a full disk (ENOSPC); the shell ignores SIGXFSZ so the command sees the error.
fn without_room(args: &[String]) -> Output {
    Command::new("sh")
        .arg("-c")
        .arg("trap '' XFSZ; ulimit -f 0; exec \"$@\"")
        .arg("sh")
        .arg(env!("CARGO_BIN_EXE_gpubin"))
        .args(args)
        .output()
        .unwrap()
}

/// Runs gpubin with `input` on its standard input; with `close_stdout`, the reading end
/// of its standard output is closed before the input is sent, so any write fails.
fn with_stdin(args: &[&str], input: &[u8], close_stdout: bool) -> Output {
    let mut child = common::spawn_piped(args);
    if close_stdout {
        drop(child.stdout.take());
    }
    child.stdin.take().unwrap().write_all(input).unwrap();
    child.wait_with_output().unwrap()
}

#[test]
fn standard_input_is_dash() {
    let source = fs::read(repo("crates/pica-macros/examples/shaders/simple.v.pica")).unwrap();
    let dir = temp_dir("stdin");
    let from_file = dir.join("file.shbin");
    let o = run(&[
        "asm",
        &repo("crates/pica-macros/examples/shaders/simple.v.pica"),
        "-o",
        &s(&from_file),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let o = with_stdin(&["asm", "-", "-o", "-"], &source, false);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert_eq!(o.stdout, fs::read(&from_file).unwrap());

    // `-` twice cannot both be standard input.
    let o = run(&["asm", "-", "-", "-o", &s(&dir.join("twice.shbin"))]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        text(&o.stderr).contains("standard input is named twice"),
        "{}",
        text(&o.stderr)
    );
    assert!(!dir.join("twice.shbin").exists());

    // Diagnostics name standard input `<stdin>`.
    let bad = s(&dir.join("bad.shbin"));
    let o = with_stdin(&["asm", "-", "-o", &bad], b"    bogus r0\n", false);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        text(&o.stderr).contains("<stdin>:1:"),
        "{}",
        text(&o.stderr)
    );
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_closed_standard_output_is_an_error() {
    // The command waits for its input on a pipe, so its standard output is closed
    // before it writes: the write fails with EPIPE every time, no race.
    let source = fs::read(repo("crates/pica-macros/examples/shaders/simple.v.pica")).unwrap();
    let o = with_stdin(&["asm", "-", "-o", "-"], &source, true);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o.stderr));
    assert!(
        text(&o.stderr).contains("<stdout>: cannot write: Broken pipe"),
        "{}",
        text(&o.stderr)
    );
}

#[test]
fn a_directory_output_rejects_dash() {
    let o = run(&[
        "mvp",
        "compile",
        &repo("examples/mvp/shader.vert"),
        &repo("examples/mvp/shader.frag"),
        "-o",
        "-",
    ]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o.stderr));
    assert!(!Path::new("-").exists());
}

/// The PICA200 source the several-output cases assemble.
fn pica() -> String {
    repo("crates/pica-macros/examples/shaders/simple.v.pica")
}

#[test]
fn the_outputs_of_asm_are_written_together_or_not_at_all() {
    let dir = temp_dir("together");
    let shbin = dir.join("out.shbin");
    let header = dir.join("out.h");
    let fresh = |bytes: &[u8]| {
        fs::write(&shbin, bytes).unwrap();
        fs::write(&header, bytes).unwrap();
    };
    // Both written when both can be.
    fresh(b"old");
    let o = run(&["asm", &pica(), "-o", &s(&shbin), "-h", &s(&header)]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert_ne!(fs::read(&shbin).unwrap(), b"old");
    assert!(text(&fs::read(&header).unwrap()).contains("#define"));
    let before = names(&dir);

    // The header cannot be written: the SHBIN (whose temporary file was already
    // written) is not replaced either.
    let cases = [
        (
            s(&dir.join("missing").join("out.h")),
            "cannot create a temporary file",
        ),
        (s(&dir), "is a directory"),
    ];
    for (bad, needle) in &cases {
        fresh(b"old");
        let o = run(&["asm", &pica(), "-o", &s(&shbin), "-h", bad]);
        assert_eq!(o.status.code(), Some(1), "{bad}: {}", text(&o.stderr));
        assert!(text(&o.stderr).contains(needle), "{}", text(&o.stderr));
        assert_eq!(fs::read(&shbin).unwrap(), b"old", "{bad}");
        assert_eq!(names(&dir), before, "{bad}: no temporary file left");
    }

    // The failure comes at the end, writing the other output to a closed pipe: no
    // file is replaced, whichever option names the pipe.
    let source = fs::read(pica()).unwrap();
    for args in [
        ["asm", "-", "-o", &s(&shbin), "-h", "-"],
        ["asm", "-", "-o", "-", "-h", &s(&header)],
    ] {
        fresh(b"old");
        let o = with_stdin(&args, &source, true);
        assert_eq!(o.status.code(), Some(1), "{args:?}: {}", text(&o.stderr));
        assert!(
            text(&o.stderr).contains("<stdout>: cannot write: Broken pipe"),
            "{}",
            text(&o.stderr)
        );
        assert_eq!(fs::read(&shbin).unwrap(), b"old", "{args:?}");
        assert_eq!(fs::read(&header).unwrap(), b"old", "{args:?}");
        assert_eq!(names(&dir), before, "{args:?}: no temporary file left");
    }
}

#[test]
fn two_outputs_never_name_one_file() {
    let dir = temp_dir("one-file");
    let same = dir.join("same");
    fs::write(&same, b"old").unwrap();
    std::os::unix::fs::symlink("same", dir.join("link")).unwrap();
    fs::hard_link(&same, dir.join("hard")).unwrap();
    let new = dir.join("new");
    let new_again = dir.join(".").join("new");
    let before = names(&dir);
    let cases: Vec<(Vec<String>, String)> = vec![
        (
            vec![
                "asm".into(),
                pica(),
                "-o".into(),
                s(&same),
                "-h".into(),
                s(&same),
            ],
            format!("{}: named as two outputs", same.display()),
        ),
        (
            vec![
                "picasso".into(),
                "-o".into(),
                s(&same),
                "-h".into(),
                s(&same),
                pica(),
            ],
            format!("{}: named as two outputs", same.display()),
        ),
        (
            vec![
                "asm".into(),
                pica(),
                "-o".into(),
                s(&same),
                "-h".into(),
                s(&dir.join("link")),
            ],
            format!(
                "{}: the same file as the output {}",
                dir.join("link").display(),
                same.display()
            ),
        ),
        (
            vec![
                "asm".into(),
                pica(),
                "-o".into(),
                s(&dir.join("hard")),
                "-h".into(),
                s(&same),
            ],
            format!(
                "{}: the same file as the output {}",
                same.display(),
                dir.join("hard").display()
            ),
        ),
        // A file that does not exist yet, spelt two ways.
        (
            vec![
                "asm".into(),
                pica(),
                "-o".into(),
                s(&new),
                "-h".into(),
                s(&new_again),
            ],
            format!(
                "{}: the same file as the output {}",
                new_again.display(),
                new.display()
            ),
        ),
        (
            vec![
                "asm".into(),
                pica(),
                "-o".into(),
                "-".into(),
                "-h".into(),
                "-".into(),
            ],
            "<stdout>: named as two outputs".into(),
        ),
    ];
    for (args, message) in &cases {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let o = run(&args);
        assert_eq!(o.status.code(), Some(1), "{args:?}: {}", text(&o.stderr));
        assert_eq!(
            text(&o.stderr),
            format!("{message}; each output needs a file of its own\n"),
            "{args:?}"
        );
        assert!(o.stdout.is_empty(), "{args:?}");
        assert_eq!(fs::read(&same).unwrap(), b"old", "{args:?}");
        assert_eq!(names(&dir), before, "{args:?}: nothing created or left");
    }
}

/// A command that writes several files into a directory: its arguments for the
/// directory `out` (its inputs made in `dir`), and the names it writes, in order.
struct DirWriter {
    name: &'static str,
    args: fn(dir: &Path, out: &str) -> Vec<String>,
    outputs: &'static [&'static str],
}

/// A SHBIN of two DVLEs, made in `dir`.
fn pair_shbin(dir: &Path) -> String {
    let shbin = dir.join("pair.shbin");
    if !shbin.exists() {
        let data = |n: &str| repo(&format!("crates/pica/tests/data/asm/{n}"));
        let o = run(&[
            "asm",
            &data("full.v.pica"),
            &data("full.g.pica"),
            "-o",
            &s(&shbin),
        ]);
        assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    }
    s(&shbin)
}

/// Two PICA200 sources, a.pica and b.pica, made in `dir`.
fn two_sources(dir: &Path) -> [String; 2] {
    ["a", "b"].map(|n| {
        let f = dir.join(format!("{n}.pica"));
        fs::copy(pica(), &f).unwrap();
        s(&f)
    })
}

const DIR_WRITERS: &[DirWriter] = &[
    DirWriter {
        name: "dis --split",
        args: |dir, out| vec!["dis".into(), "--split".into(), out.into(), pair_shbin(dir)],
        outputs: &["pair.v.pica", "pair.g.pica"],
    },
    DirWriter {
        name: "mvp compile -o",
        args: |_, out| {
            let mut args: Vec<String> = vec!["mvp".into(), "compile".into()];
            args.push(repo("examples/mvp/shader.vert"));
            args.push(repo("examples/mvp/shader.frag"));
            args.extend(["-o".into(), out.into(), "--c-header".into()]);
            args
        },
        outputs: &["vs.ll", "ps.ll", "wrapper.ll", "slots.json", "mvp_abi.h"],
    },
    DirWriter {
        name: "asm --each --out-dir",
        args: |dir, out| {
            let mut args: Vec<String> = vec!["asm".into(), "--each".into()];
            args.extend(["--out-dir".into(), out.into()]);
            args.extend(two_sources(dir));
            args
        },
        outputs: &["a.shbin", "b.shbin"],
    },
];

fn run_dir_writer(w: &DirWriter, inputs: &Path, out: &Path) -> Output {
    let args = (w.args)(inputs, &s(out));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    run(&args)
}

#[test]
fn directory_outputs_are_written_together_or_not_at_all() {
    for (i, w) in DIR_WRITERS.iter().enumerate() {
        let base = temp_dir(&format!("dir-writer-{i}"));
        let inputs = base.join("inputs");
        fs::create_dir(&inputs).unwrap();

        // A new directory (and its missing parent) gets every output.
        let out = base.join("new").join("out");
        let o = run_dir_writer(w, &inputs, &out);
        assert_eq!(o.status.code(), Some(0), "{}: {}", w.name, text(&o.stderr));
        let mut all: Vec<String> = w.outputs.iter().map(|n| n.to_string()).collect();
        all.sort();
        assert_eq!(names(&out), all, "{}", w.name);

        // The last output cannot be written (a directory is in its place): the others
        // keep their old contents and no temporary file is left.
        let out = base.join("blocked");
        fs::create_dir(&out).unwrap();
        let (last, rest) = w.outputs.split_last().unwrap();
        for name in rest {
            fs::write(out.join(name), b"old").unwrap();
        }
        fs::create_dir(out.join(last)).unwrap();
        let before = names(&out);
        let o = run_dir_writer(w, &inputs, &out);
        let err = text(&o.stderr);
        assert_eq!(o.status.code(), Some(1), "{}: {err}", w.name);
        assert!(
            err.contains(&format!("{}: is a directory", out.join(last).display())),
            "{}: {err}",
            w.name
        );
        for name in rest {
            assert_eq!(
                fs::read(out.join(name)).unwrap(),
                b"old",
                "{} {name}",
                w.name
            );
        }
        assert_eq!(names(&out), before, "{}: no temporary file left", w.name);

        // Every write fails (a file-size limit of 0): the directories the command
        // made are removed again.
        let out = base.join("limited").join("out");
        let args = (w.args)(&inputs, &s(&out));
        let o = without_room(&args);
        let err = text(&o.stderr);
        assert_eq!(o.status.code(), Some(1), "{}: {err}", w.name);
        assert!(
            err.contains(": cannot write: File too large"),
            "{}: {err}",
            w.name
        );
        assert!(!base.join("limited").exists(), "{}: {err}", w.name);
    }
}

#[test]
fn a_directory_output_that_is_a_file_is_not_a_directory() {
    for (i, w) in DIR_WRITERS.iter().enumerate() {
        let base = temp_dir(&format!("not-a-dir-{i}"));
        let inputs = base.join("inputs");
        fs::create_dir(&inputs).unwrap();
        let file = base.join("file");
        fs::write(&file, b"old").unwrap();
        let o = run_dir_writer(w, &inputs, &file);
        assert_eq!(o.status.code(), Some(1), "{}: {}", w.name, text(&o.stderr));
        assert_eq!(
            text(&o.stderr),
            format!("{}: is not a directory\n", file.display()),
            "{}",
            w.name
        );
        assert_eq!(fs::read(&file).unwrap(), b"old", "{}", w.name);
        // Below a file: the OS message, without Rust's error number.
        let below = file.join("out");
        let o = run_dir_writer(w, &inputs, &below);
        assert_eq!(o.status.code(), Some(1), "{}: {}", w.name, text(&o.stderr));
        assert_eq!(
            text(&o.stderr),
            format!(
                "{}: cannot create the directory: Not a directory\n",
                below.display()
            ),
            "{}",
            w.name
        );
    }
}

#[test]
fn standard_error_and_other_descriptors_are_written_through() {
    // `2>> log` and `3> log`: the names of standard error and of any open descriptor
    // write through it, after what the log holds, and do not replace the log.
    let dir = temp_dir("descriptors");
    let reference = dir.join("reference.shbin");
    let o = run(&["asm", &pica(), "-o", &s(&reference)]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let want = fs::read(&reference).unwrap();
    for (name, script) in [
        ("/dev/stderr", "exec \"$@\" 2>> \"$LOG\""),
        ("/dev/fd/2", "exec \"$@\" 2>> \"$LOG\""),
        ("/dev/fd/3", "exec \"$@\" 3>> \"$LOG\""),
        ("/proc/self/fd/3", "exec \"$@\" 3>> \"$LOG\""),
    ] {
        let log = dir.join("log");
        fs::write(&log, b"before\n").unwrap();
        let inode = fs::metadata(&log).unwrap().ino();
        let o = Command::new("sh")
            .arg("-c")
            .arg(script)
            .arg("sh")
            .arg(env!("CARGO_BIN_EXE_gpubin"))
            .args(["asm", &pica(), "-o", name])
            .env("LOG", &log)
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(0), "{name}: {}", text(&o.stderr));
        let mut expected = b"before\n".to_vec();
        expected.extend_from_slice(&want);
        assert!(fs::read(&log).unwrap() == expected, "{name}");
        assert_eq!(fs::metadata(&log).unwrap().ino(), inode, "{name}");
    }
    // A descriptor that is not open is an error naming the path.
    let o = Command::new("sh")
        .arg("-c")
        .arg("exec 9>&-; exec \"$@\"")
        .arg("sh")
        .arg(env!("CARGO_BIN_EXE_gpubin"))
        .args(["asm", &pica(), "-o", "/dev/fd/9"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", text(&o.stderr));
    assert_eq!(
        text(&o.stderr),
        "/dev/fd/9: cannot write: Bad file descriptor\n"
    );
}
