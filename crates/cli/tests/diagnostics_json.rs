//! `--diagnostics json`: one JSON object per diagnostic and line on standard error,
//! for a command of each crate (glsl, pica, mali, adreno).

mod common;
use common::*;

use serde_json::{json, Value};

/// Standard error as JSON Lines; every line must be one object.
fn lines(o: &std::process::Output) -> Vec<Value> {
    stderr(o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

/// Writes `contents` (text or bytes) to `name` in `dir`; returns its path.
fn write(dir: &std::path::Path, name: &str, contents: impl AsRef<[u8]>) -> String {
    let p = dir.join(name);
    std::fs::write(&p, contents).unwrap();
    p.to_string_lossy().into_owned()
}

#[test]
fn glsl_check() {
    let dir = temp_dir("glsl");
    let bad = write(
        &dir,
        "b.fs",
        "#version 100\nvoid main() {\n  gl_FragColor = vec4(y);\n}\n",
    );
    let o = gpubin(&["glsl", "check", "--diagnostics", "json", &bad]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        lines(&o),
        [json!({
            "severity": "error", "code": null, "message": "undeclared identifier `y`",
            "file": bad, "range": [49, 50], "line": 3, "column": 23,
            "labels": [], "notes": [],
        })]
    );
    // Messages without a position are objects too.
    let o = gpubin(&["glsl", "check", "--diagnostics", "json", "missing.vert"]);
    assert_eq!(o.status.code(), Some(1));
    let l = lines(&o);
    assert_eq!((l.len(), &l[0]["file"]), (1, &Value::Null), "{l:?}");
    // Text stays the default.
    let o = gpubin(&["glsl", "check", &bad]);
    assert!(stderr(&o).starts_with(&format!("{bad}:3:23: error: undeclared")));
}

#[test]
fn pica_asm() {
    let dir = temp_dir("pica");
    let src = write(
        &dir,
        "bad.pica",
        ".proc main\n\tmov r0, q1\n\tadd r0, r1, c0\n.end\n",
    );
    let out = dir.join("bad.shbin");
    let o = gpubin(&[
        "asm",
        "--diagnostics",
        "json",
        &src,
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1));
    let l = lines(&o);
    assert_eq!(l.len(), 2, "{l:?}");
    assert_eq!(
        l[0],
        json!({
            "severity": "error", "code": null,
            "message": "unknown register or name `q1`",
            "file": src, "range": [20, 22], "line": 2, "column": 10,
            "labels": [], "notes": [],
        })
    );
    assert_eq!((&l[1]["line"], &l[1]["column"]), (&json!(3), &json!(14)));
    assert!(!out.exists());
}

#[test]
fn mali_asm() {
    let dir = temp_dir("mali");
    let src = write(
        &dir,
        "bad.s",
        "000:\tfloor.a0 ^0 $0.x\n001:\tadd.a0 ^6 $0.x $16.y\n",
    );
    let out = dir.join("bad.bin");
    let o = gpubin(&[
        "mali",
        "asm",
        "--gp",
        "--diagnostics",
        "json",
        &src,
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        lines(&o),
        [json!({
            "severity": "error", "code": null,
            "message": "a register 16 is out of range 0..=15",
            "file": src, "range": [43, 44], "line": 2, "column": 22,
            "labels": [], "notes": [],
        })]
    );
}

#[test]
fn a5xx_invalid_parameters() {
    let o = gpubin(&[
        "a5xx",
        "texture",
        "--format",
        "rgba8",
        "--size",
        "0x16",
        "--diagnostics",
        "json",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        lines(&o),
        [json!({
            "severity": "error", "code": null, "message": "width must not be zero",
            "file": null, "range": null, "line": null, "column": null,
            "labels": [], "notes": [],
        })]
    );
}

#[test]
fn pica_compile() {
    let dir = temp_dir("pica-compile");
    let src = write(
        &dir,
        "bad.vert",
        "void main() {\n  gl_Position = vec4(y);\n}\n",
    );
    let out = dir.join("bad.shbin");
    let o = gpubin(&[
        "pica",
        "compile",
        "--diagnostics",
        "json",
        &src,
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        lines(&o),
        [json!({
            "severity": "error", "code": null, "message": "undeclared identifier `y`",
            "file": src, "range": [35, 36], "line": 2, "column": 22,
            "labels": [], "notes": [],
        })]
    );
}

#[test]
fn a5xx_decode_located() {
    let dir = temp_dir("a5xx-decode");
    let bad = write(&dir, "bad.txt", "0xe2a4 1\n0xe100 zz\n");
    let o = gpubin(&["a5xx", "decode", "--diagnostics", "json", &bad]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        lines(&o),
        [json!({
            "severity": "error", "code": null, "message": "value is not a 32-bit number",
            "file": bad, "range": null, "line": 2, "column": 8,
            "labels": [], "notes": [],
        })]
    );
    // The registers before the bad line are printed.
    assert!(stdout(&o).contains("VPC_SO_PROG"), "{}", stdout(&o));
}

#[test]
fn mvp_compile() {
    let dir = temp_dir("mvp-compile");
    // Nine vec4 outputs (gl_Position and eight varyings): one more than a bank holds.
    let varyings: String = (0..8).map(|i| format!("varying vec4 v{i};\n")).collect();
    let writes: String = (0..8).map(|i| format!("  v{i} = vec4({i}.0);\n")).collect();
    let vs = write(
        &dir,
        "wide.vert",
        format!("{varyings}void main() {{\n{writes}  gl_Position = vec4(0.0);\n}}\n"),
    );
    let fs = write(
        &dir,
        "wide.frag",
        format!("{varyings}void main() {{\n  gl_FragColor = v0 + v7;\n}}\n"),
    );
    let out = dir.join("out");
    let o = gpubin(&[
        "mvp",
        "compile",
        "--diagnostics",
        "json",
        &vs,
        &fs,
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1));
    // A link error has no span: the file it is about, with no range, line or column.
    assert_eq!(
        lines(&o),
        [json!({
            "severity": "error", "code": "mvp-bank-slots",
            "message": format!(
                "link {vs} + {fs}: {vs}: outputs need 9 vec4 slots, but a bank holds 8 \
                 (the seed's table lists 18 logical output slots)"
            ),
            "file": vs, "range": null, "line": null, "column": null,
            "labels": [], "notes": [],
        })]
    );
    assert!(!out.exists());
    // The text form is the error's message, as before.
    let o = gpubin(&["mvp", "compile", &vs, &fs, "-o", out.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).starts_with(&format!("link {vs} + {fs}: {vs}: outputs need 9")),
        "{}",
        stderr(&o)
    );
    // A front-end error keeps its place.
    let bad = write(
        &dir,
        "bad.frag",
        "void main() {\n  gl_FragColor = vec4(y);\n}\n",
    );
    let o = gpubin(&[
        "mvp",
        "compile",
        "--diagnostics",
        "json",
        &vs,
        &bad,
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        lines(&o),
        [json!({
            "severity": "error", "code": null, "message": "undeclared identifier `y`",
            "file": bad, "range": [36, 37], "line": 2, "column": 23,
            "labels": [], "notes": [],
        })]
    );
}

/// A binary that does not read (binfmt's error: offset, chunk path, kind) is one
/// object with the kind's code, from every command that reads binaries; the text
/// form is unchanged.
#[test]
fn binary_read_errors() {
    let dir = temp_dir("binary");
    let good = std::fs::read(repo("examples/mbs_fragment_clear.mbs")).unwrap();
    let cut = write(&dir, "cut.mbs", &good[..50]);
    let want = json!({
        "severity": "error", "code": "binfmt-size-out-of-bounds",
        "message": "chunk size 84 (0x54) exceeds the 42 bytes that remain",
        "file": cut, "range": null, "line": null, "column": null,
        "offset": 8, "path": "MBS1", "labels": [], "notes": [],
    });
    for cmd in ["check", "inspect", "dis"] {
        let o = gpubin(&[cmd, "--diagnostics", "json", &cut]);
        assert_eq!(o.status.code(), Some(1), "{cmd}");
        assert_eq!(lines(&o), std::slice::from_ref(&want), "{cmd}");
        // Text: the message with its path and offset, then the hexdump.
        let o = gpubin(&[cmd, &cut]);
        assert!(
            stderr(&o).starts_with(&format!(
                "{cut}: MBS1 at 0x8: chunk size 84 (0x54) exceeds the 42 bytes that remain\n    00000000  4d 42 53 31"
            )),
            "{cmd}: {}",
            stderr(&o)
        );
    }
    // A SHBIN whose DVLE header runs past the end breaks a SHBIN rule.
    let good = std::fs::read(repo("crates/pica/tests/data/vertex.shbin")).unwrap();
    let short = write(&dir, "short.shbin", &good[..0x50]);
    let o = gpubin(&["check", "--diagnostics", "json", &short]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        lines(&o),
        [json!({
            "severity": "error", "code": "shbin-past-end",
            "message": "DVLE header at 0x74 (64 bytes) ends at 0xb4, past the end of the file (0x50 bytes)",
            "file": short, "range": null, "line": null, "column": null,
            "offset": 8, "path": "DVLE[0]", "labels": [], "notes": [],
        })]
    );
    let o = gpubin(&[
        "dis",
        "--split",
        dir.join("split").to_str().unwrap(),
        "--diagnostics",
        "json",
        &short,
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(lines(&o)[0]["code"], "shbin-past-end");
    // A file no format recognises is about that file.
    let junk = write(&dir, "junk.bin", b"junk");
    let o = gpubin(&["inspect", "--diagnostics", "json", &junk]);
    assert_eq!(o.status.code(), Some(1));
    let l = lines(&o);
    assert_eq!(
        (l.len(), &l[0]["file"], &l[0]["code"]),
        (1, &json!(junk), &Value::Null)
    );
    assert!(l[0]["message"]
        .as_str()
        .unwrap()
        .starts_with("unrecognised format"));
}

/// `gpubin check` findings: text on standard output as before, and with
/// `--diagnostics json` also one object each on standard error (a validator's
/// finding has no code).
#[test]
fn check_findings() {
    let dir = temp_dir("findings");
    let mut bytes = std::fs::read(repo("examples/mbs_fragment_clear.mbs")).unwrap();
    bytes[16] = 6;
    let core = write(&dir, "core.mbs", &bytes);
    let text = gpubin(&["check", &core]);
    let o = gpubin(&["check", "--diagnostics", "json", &core]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stdout(&o), stdout(&text));
    assert_eq!(stderr(&text), "");
    assert_eq!(
        lines(&o),
        [json!({
            "severity": "error", "code": null,
            "message": "core 6 (Mali-400 GP) is not a fragment core (5 Mali-200, 7 Mali-400 PP)",
            "file": core, "range": null, "line": null, "column": null,
            "offset": 16, "path": "MBS1/CFRA", "labels": [], "notes": [],
        })]
    );
    // With --json the report on standard output is unchanged too.
    let a = gpubin(&["check", "--json", &core]);
    let b = gpubin(&["check", "--json", "--diagnostics", "json", &core]);
    assert_eq!(stdout(&a), stdout(&b));
    assert_eq!(lines(&b).len(), 1);
}

/// `gpubin build`: a model that is not JSON is located at its line and column; a
/// model of no format is about its file.
#[test]
fn build_model_errors() {
    let dir = temp_dir("build");
    let out = dir.join("out.bin");
    let bad = write(&dir, "bad.json", "{\n  \"é\": [1,, 2]\n}\n");
    let o = gpubin(&[
        "build",
        "--diagnostics",
        "json",
        &bad,
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1));
    let l = lines(&o);
    assert_eq!(l.len(), 1, "{l:?}");
    assert_eq!(
        (&l[0]["file"], &l[0]["line"], &l[0]["column"]),
        (&json!(bad), &json!(2), &json!(11))
    );
    assert!(l[0]["message"]
        .as_str()
        .unwrap()
        .starts_with("invalid JSON: "));
    // The text form counts the column in bytes, as serde_json does (as before).
    let o = gpubin(&["build", &bad, "-o", out.to_str().unwrap()]);
    assert!(
        stderr(&o).starts_with(&format!("{bad}:2:12: invalid JSON: ")),
        "{}",
        stderr(&o)
    );
    let none = write(&dir, "none.json", "{\"x\": 1}\n");
    let o = gpubin(&[
        "build",
        "--diagnostics",
        "json",
        &none,
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1));
    let l = lines(&o);
    assert_eq!((l.len(), &l[0]["file"]), (1, &json!(none)));
    assert!(!out.exists());
}
