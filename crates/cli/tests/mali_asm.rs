//! `gpubin mali asm`: listings back to code and MBS1 files, errors with a caret.

mod common;
use common::*;

#[test]
fn annotated_listing_assembles_to_the_same_code_and_file() {
    let clear = std::fs::read(repo("examples/mbs_fragment_clear.mbs")).unwrap();
    let o = gpubin(&[
        "dis",
        "--annotate",
        &repo("examples/mbs_fragment_clear.mbs"),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let listing = temp_file("clear.s", stdout(&o).as_bytes());
    let out = listing.with_extension("bin");
    let o = gpubin(&[
        "mali",
        "asm",
        listing.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--pp",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(std::fs::read(&out).unwrap(), &clear[0x48..0x5c]);
    // --mbs: a valid MBS1 file whose listing is the same.
    let mbs = listing.with_extension("mbs");
    let o = gpubin(&[
        "mali",
        "asm",
        listing.to_str().unwrap(),
        "-o",
        mbs.to_str().unwrap(),
        "--pp",
        "--mbs",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let o = gpubin(&["check", mbs.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    let o = gpubin(&["dis", mbs.to_str().unwrap()]);
    assert_eq!(
        stdout(&o),
        "@     0: mov.v1 $0 ^const0, const0 1.000000 1.000000 1.000000 1.000000, stop\n"
    );
}

#[test]
fn gp_listing_and_errors() {
    let src = temp_file("floor.s", b"000:\tfloor.a0 ^0 $0.x\n");
    let out = src.with_extension("bin");
    let o = gpubin(&[
        "mali",
        "asm",
        src.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--gp",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    // The unused pass unit gets opcode 2 (bit 103), as ARM's compiler writes it.
    let words: Vec<u8> = [0xa90ad6b5u32, 0x038002b5, 0x000fff80, 0x000ad500]
        .iter()
        .flat_map(|w| w.to_le_bytes())
        .collect();
    assert_eq!(std::fs::read(&out).unwrap(), words);

    let bad = temp_file(
        "bad.s",
        b"000:\tfloor.a0 ^0 $0.x\n001:\tadd.a0 ^6 $0.x $16.y\n",
    );
    let out = bad.with_extension("bin");
    let o = gpubin(&[
        "mali",
        "asm",
        bad.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--gp",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        format!(
            "{}:2:22: error: a register 16 is out of range 0..=15\n\
             001:\tadd.a0 ^6 $0.x $16.y\n\
             \x20   \t                ^\n",
            bad.display()
        )
    );
    assert!(!out.exists(), "nothing written on error");
    let o = gpubin(&[
        "mali",
        "asm",
        bad.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2), "--pp or --gp is required");
}

#[test]
fn mbs_with_symbol_tables_from_a_shader() {
    let o = gpubin(&[
        "dis",
        &repo("crates/mali/tests/data/synthetic_fragment.mbs"),
    ]);
    let listing = temp_file("frag.s", stdout(&o).as_bytes());
    let shader = temp_file(
        "frag.frag",
        b"#version 100\nprecision mediump float;\nvarying vec2 uv;\nuniform vec4 color;\n\
          void main() { gl_FragColor = color * uv.x; }\n",
    );
    let out = listing.with_extension("mbs");
    let o = gpubin(&[
        "mali",
        "asm",
        listing.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--pp",
        "--mbs",
        "--layout",
        shader.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let o = gpubin(&["check", out.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    // The annotated listing names the symbols from the tables.
    let o = gpubin(&["dis", "--annotate", out.to_str().unwrap()]);
    assert!(
        stdout(&o).contains("; varying uv; uniform color"),
        "{}",
        stdout(&o)
    );
    // --layout needs --mbs.
    let o = gpubin(&[
        "mali",
        "asm",
        listing.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--pp",
        "--layout",
        shader.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2));
}

/// Plain `dis` text (no --annotate) gives limare's clear shader back bit for bit.
#[test]
fn plain_listing_assembles_to_the_same_code() {
    let clear = std::fs::read(repo("examples/mbs_fragment_clear.mbs")).unwrap();
    let o = gpubin(&["dis", &repo("examples/mbs_fragment_clear.mbs")]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let listing = temp_file("plain.s", stdout(&o).as_bytes());
    let out = listing.with_extension("bin");
    let o = gpubin(&[
        "mali",
        "asm",
        listing.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--pp",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(std::fs::read(&out).unwrap(), &clear[0x48..0x5c]);
}

/// A listing without instructions is an error: exit 1, a located message, no file.
#[test]
fn empty_listing_is_an_error_and_writes_nothing() {
    for (isa, bytes) in [("--pp", &b""[..]), ("--gp", &b"; nothing here\n"[..])] {
        let src = temp_file("empty.s", bytes);
        let out = src.with_extension("bin");
        let o = gpubin(&[
            "mali",
            "asm",
            src.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
            isa,
        ]);
        assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
        assert!(
            stderr(&o).contains("error: the listing holds no instruction"),
            "{}",
            stderr(&o)
        );
        assert!(!out.exists(), "{isa}: an output file was written");
    }
}

/// A missing operand is named, at the end of the line.
#[test]
fn missing_operand_message() {
    let src = temp_file("missing.s", b"000:\tadd.a0 ^0 a0.x\n");
    let out = src.with_extension("bin");
    let o = gpubin(&[
        "mali",
        "asm",
        src.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--gp",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("missing.s:1:20: error: missing the second source of `add.a0`"),
        "{}",
        stderr(&o)
    );
}
