//! `gpubin a5xx decode` streams: large dumps decode in constant memory to the
//! same text and JSON as the library's decoder gives, a register is printed as
//! its line arrives, an error mid-dump keeps what was printed, and a closed
//! standard output is a write error (exit 1), never a panic.

mod common;
use common::*;

use std::fmt::Write as _;
use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use gpubin_adreno::a5xx::dump;
use gpubin_adreno::a5xx::regs::{self, DecodedRegister, REGISTERS};

/// A dump of at least `bytes` bytes: every register instance with an offset as
/// `OFFSET VALUE`, some as `NAME=VALUE`, `NAME VALUE` or `OFFSET: VALUE`, with
/// comments, blank lines and CRLF line ends, over and over with changing values.
fn dump(bytes: usize) -> String {
    let mut text = String::from("# generated register dump\n");
    let mut value = 0x1234_5678u32;
    let mut n = 0u32;
    while text.len() < bytes {
        for def in REGISTERS {
            let Some(base) = def.offset else { continue };
            for i in 0..def.count {
                value = value.rotate_left(7) ^ 0x9e37_79b9;
                n += 1;
                let offset = base + i * def.stride;
                let _ = match n % 7 {
                    0 => writeln!(text, "{}={value:#x}", def.instance_name(i)),
                    1 => writeln!(text, "{} {value}  # decimal", def.instance_name(i)),
                    2 => write!(text, "{offset:#06x}: {value:#010x}\r\n\n"),
                    _ => writeln!(text, "{offset:#06x} {value:#010x}"),
                };
            }
        }
    }
    text
}

/// The registers of a dump, decoded by the library.
fn decoded(text: &str) -> Vec<DecodedRegister> {
    dump::decode_dump(text).unwrap()
}

/// What `decode` printed before it streamed: every register's line.
fn text_of(regs: &[DecodedRegister]) -> String {
    let mut out = String::new();
    for r in regs {
        let _ = writeln!(out, "{r}");
    }
    out
}

/// What `decode --json` printed before it streamed: the list, pretty, and a newline.
fn json_of(regs: &[DecodedRegister]) -> String {
    serde_json::to_string_pretty(regs).unwrap() + "\n"
}

/// Runs `gpubin args` with standard output to `out`; returns the exit code and
/// standard error.
fn run_to_file(args: &[&str], out: &std::path::Path) -> (Option<i32>, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_gpubin"))
        .args(args)
        .stdout(std::fs::File::create(out).unwrap())
        .output()
        .unwrap();
    (o.status.code(), stderr(&o))
}

/// What the library prints for a dump, register by register (a `Vec` of them
/// would take hundreds of megabytes for the large dumps).
fn text_of_dump(text: &str) -> String {
    let mut out = String::new();
    for r in dump::registers(text) {
        let _ = writeln!(out, "{}", r.unwrap());
    }
    out
}

#[test]
fn a_large_dump_decodes_to_the_same_text() {
    let text = dump(8 << 20);
    let file = temp_file("dump.txt", text.as_bytes());
    let dir = temp_dir("a5xx-text");
    let output = dir.join("dump.out");
    let (code, err) = run_to_file(&["a5xx", "decode", file.to_str().unwrap()], &output);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(err, "");
    let printed = std::fs::read_to_string(&output).unwrap();
    assert!(printed.len() > 3 * text.len(), "{}", printed.len());
    assert!(printed == text_of_dump(&text), "the output differs");
}

/// Peak memory (`VmHWM`, KiB) of `decode -` fed `text` through a pipe, taken
/// once every register is printed while the input is still open (the process
/// waits for more), so it is the decoder's own, whatever the test process holds.
#[cfg(target_os = "linux")]
fn peak_kib_decoding(text: &str) -> u64 {
    let want = text_of_dump(text);
    let mut child = common::spawn_piped(&["a5xx", "decode", "-"]);
    let mut input = child.stdin.take().unwrap();
    let (close, closed) = mpsc::channel::<()>();
    let bytes = text.as_bytes().to_vec();
    let writer = std::thread::spawn(move || {
        input.write_all(&bytes).unwrap();
        // Keep the input open until the peak is read.
        let _ = closed.recv();
        drop(input);
    });
    // Everything is printed while the input is open, or the test fails (in time).
    let mut output = child.stdout.take().unwrap();
    let len = want.len();
    let (done, printed) = mpsc::channel();
    std::thread::spawn(move || {
        let mut buf = vec![0u8; len];
        let _ = done.send(output.read_exact(&mut buf).map(|()| buf));
    });
    let printed = match printed.recv_timeout(Duration::from_secs(120)) {
        Ok(read) => read.unwrap(),
        Err(e) => {
            let _ = child.kill();
            panic!("not every register printed while the input is open: {e}");
        }
    };
    assert!(printed == want.as_bytes(), "the output differs");
    let status = std::fs::read_to_string(format!("/proc/{}/status", child.id())).unwrap();
    let kib = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().strip_suffix(" kB"))
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or_else(|| panic!("no VmHWM in\n{status}"));
    close.send(()).unwrap();
    writer.join().unwrap();
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(o.stderr.is_empty(), "{}", stderr(&o));
    kib
}

/// A dump eight times larger takes no more memory: the decoder holds a line and a
/// register, never the dump or its output. (Collecting, an 8 MB dump took some
/// 330 MB.)
#[cfg(target_os = "linux")]
#[test]
fn memory_stays_the_same_however_large_the_dump() {
    let small = peak_kib_decoding(&dump(1 << 20));
    let large = peak_kib_decoding(&dump(8 << 20));
    assert!(
        large < small + 2048,
        "peak {small} KiB for a 1 MiB dump, {large} KiB for 8 MiB"
    );
}

#[test]
fn a_large_dump_decodes_to_the_same_json() {
    let dir = temp_dir("a5xx-json");
    let text = dump(1 << 20);
    let input = dir.join("dump.txt");
    std::fs::write(&input, &text).unwrap();
    let output = dir.join("dump.json");
    // Assignments around the dump are elements of the same array.
    let args = [
        "a5xx",
        "decode",
        "--json",
        "VSC_BIN_SIZE=0x1814",
        input.to_str().unwrap(),
        "0xe2a4=0x80a",
    ];
    let (code, err) = run_to_file(&args, &output);
    assert_eq!(code, Some(0), "{err}");
    let mut regs = dump::decode_dump("VSC_BIN_SIZE=0x1814").unwrap();
    regs.extend(decoded(&text));
    regs.push(regs::decode_assignment("0xe2a4=0x80a").unwrap());
    let printed = std::fs::read_to_string(&output).unwrap();
    assert!(printed == json_of(&regs), "the JSON differs");

    // No register at all: an empty array, as before.
    let empty = dir.join("empty.txt");
    std::fs::write(&empty, "# nothing\n\n").unwrap();
    let o = gpubin(&["a5xx", "decode", "--json", empty.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stdout(&o), "[]\n");
    let o = gpubin(&["a5xx", "decode", empty.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stdout(&o), "");
}

/// A bad line after many good ones: the good ones are printed (JSON: the array
/// left open), the error names the file, line and column, exit 1.
#[test]
fn an_error_mid_dump_keeps_what_was_printed() {
    let good = dump(200 << 10);
    let regs = decoded(&good);
    let lines = good.lines().count();
    let text = format!("{good}0xe100 zz\n0xe2a4 1\n");
    let file = temp_file("bad.txt", text.as_bytes());
    let name = file.to_str().unwrap();
    let error = format!(
        "gpubin a5xx decode: {name}:{}:8: error: value is not a 32-bit number\n0xe100 zz\n       ^\n",
        lines + 1
    );

    let o = gpubin(&["a5xx", "decode", name]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stderr(&o), error);
    assert!(stdout(&o) == text_of(&regs), "the text printed differs");

    let o = gpubin(&["a5xx", "decode", "--json", name]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stderr(&o), error);
    let whole = json_of(&regs);
    let open = whole.strip_suffix("\n]\n").unwrap();
    assert!(stdout(&o) == open, "the JSON printed differs");

    // Bytes that are not UTF-8 on a later line: named by line and offset.
    let mut bytes = b"0xe2a4 1\n# \xff\n".to_vec();
    bytes.extend_from_slice(b"0xe2a4 2\n");
    let file = temp_file("latin1.txt", &bytes);
    let name = file.to_str().unwrap();
    let o = gpubin(&["a5xx", "decode", name]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        format!("gpubin a5xx decode: {name}:2: not UTF-8 text (invalid byte at offset 11)\n")
    );
    assert_eq!(stdout(&o), text_of(&decoded("0xe2a4 1")));

    // `-` can be read once.
    let o = gpubin(&["a5xx", "decode", "-", "-"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "gpubin a5xx decode: <stdin>: standard input is named twice (`-` can be read once)\n"
    );
}

/// Standard output closed by its reader (`| head`): decoding stops there,
/// quietly (exit 0, no message, as every command's printing), and no panic.
#[test]
fn a_closed_standard_output_ends_decoding_quietly() {
    let text = dump(1 << 20);
    let file = temp_file("dump.txt", text.as_bytes());
    for json in [false, true] {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_gpubin"));
        cmd.args(["a5xx", "decode", file.to_str().unwrap()]);
        if json {
            cmd.arg("--json");
        }
        let mut child = cmd
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // Read the start, then close the pipe: megabytes remain to be written.
        let mut start = [0u8; 4096];
        child
            .stdout
            .as_mut()
            .unwrap()
            .read_exact(&mut start)
            .unwrap();
        drop(child.stdout.take());
        let o = child.wait_with_output().unwrap();
        let regs = decoded(&text);
        let want = if json { json_of(&regs) } else { text_of(&regs) };
        assert_eq!(start[..], want.as_bytes()[..4096], "json {json}");
        assert_eq!(o.status.code(), Some(0), "json {json}: {}", stderr(&o));
        assert_eq!(stderr(&o), "", "json {json}");
    }
}

/// Standard input that stays open: each register is printed as its line
/// arrives, not when the input ends.
#[test]
fn registers_are_printed_as_their_lines_arrive() {
    let mut child = common::spawn_piped(&["a5xx", "decode", "-"]);
    let mut input = child.stdin.take().unwrap();
    let mut output = child.stdout.take().unwrap();
    let (tx, rx) = mpsc::channel();
    let reader = std::thread::spawn(move || {
        let mut buf = [0u8; 4096];
        loop {
            match output.read(&mut buf) {
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    if tx.send(buf[..n].to_vec()).is_err() {
                        break;
                    }
                }
            }
        }
    });
    let mut seen = Vec::new();
    for (line, value) in [
        ("0xe2a4 0x80a\n", "0xe2a4=0x80a"),
        ("0xe100 3\n", "0xe100=3"),
    ] {
        input.write_all(line.as_bytes()).unwrap();
        input.flush().unwrap();
        let want = format!("{}\n", regs::decode_assignment(value).unwrap());
        while seen.len() < want.len() {
            match rx.recv_timeout(Duration::from_secs(60)) {
                Ok(bytes) => seen.extend(bytes),
                Err(e) => {
                    let _ = child.kill();
                    panic!("no output for {line:?} while the input is open: {e}");
                }
            }
        }
        assert_eq!(String::from_utf8(seen.clone()).unwrap(), want);
        seen.clear();
    }
    drop(input);
    let status = child.wait().unwrap();
    reader.join().unwrap();
    assert_eq!(status.code(), Some(0));
    assert!(rx.try_recv().is_err(), "output after the input ended");
}
