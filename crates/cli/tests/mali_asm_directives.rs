//! `gpubin mali asm --mbs` with symbol directives in the listing.

mod common;
use common::*;

const SHADER: &[u8] = b"#version 100
attribute vec4 aPos;
attribute vec2 aTex;
uniform mat4 uMVP;
uniform vec4 lights[4];
varying vec2 vTex;
void main() { vTex = aTex; gl_Position = uMVP * aPos + lights[2]; }
";

const DIRECTIVES: &str = ".attribute vec4 aPos
.attribute vec2 aTex
.uniform mat4 uMVP
.uniform vec4 lights[4]
.varying vec2 vTex
.varying gl_Position
";

fn asm(args: &[&str]) -> std::process::Output {
    let mut all = vec!["mali", "asm"];
    all.extend_from_slice(args);
    gpubin(&all)
}

#[test]
fn directives_give_the_same_file_as_layout() {
    let o = gpubin(&["dis", &repo("crates/mali/tests/data/synthetic_vertex.mbs")]);
    let code = stdout(&o);
    let bare = temp_file("vert.s", code.as_bytes());
    let declared = temp_file("vert_declared.s", format!("{DIRECTIVES}{code}").as_bytes());
    let shader = temp_file("vert.vert", SHADER);
    for extra in [&[][..], &["--core", "mali200", "--compiler", "old"][..]] {
        let from_layout = bare.with_extension("layout.mbs");
        let from_directives = bare.with_extension("directives.mbs");
        let mut args = vec![
            bare.to_str().unwrap(),
            "-o",
            from_layout.to_str().unwrap(),
            "--gp",
            "--mbs",
            "--layout",
            shader.to_str().unwrap(),
        ];
        args.extend_from_slice(extra);
        let o = asm(&args);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        let mut args = vec![
            declared.to_str().unwrap(),
            "-o",
            from_directives.to_str().unwrap(),
            "--gp",
            "--mbs",
        ];
        args.extend_from_slice(extra);
        let o = asm(&args);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        let a = std::fs::read(&from_layout).unwrap();
        let b = std::fs::read(&from_directives).unwrap();
        assert_eq!(a, b, "{extra:?}");
        let o = gpubin(&["check", from_directives.to_str().unwrap()]);
        assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
        let o = gpubin(&["inspect", from_directives.to_str().unwrap()]);
        assert!(stdout(&o).contains("\"lights\""), "{}", stdout(&o));
    }
}

#[test]
fn directive_errors_exit_1_with_a_caret() {
    let o = gpubin(&["dis", &repo("crates/mali/tests/data/synthetic_vertex.mbs")]);
    let code = stdout(&o);
    let declared = temp_file("bad_declared.s", format!("{DIRECTIVES}{code}").as_bytes());
    let out = declared.with_extension("mbs");
    let _ = std::fs::remove_file(&out);

    // Without --mbs there are no tables to put the symbols in.
    let o = asm(&[
        declared.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--gp",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("bad_declared.s:1:1: error: symbol directives declare MBS1 symbol tables; assemble with --mbs\n.attribute vec4 aPos\n^"),
        "{}",
        stderr(&o)
    );
    assert!(!out.exists(), "nothing is written on error");

    // Directives and --layout together.
    let shader = temp_file("bad.vert", SHADER);
    let o = asm(&[
        declared.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--gp",
        "--mbs",
        "--layout",
        shader.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("use one"), "{}", stderr(&o));

    // An unknown type, pointed at.
    let bad = temp_file("bad_type.s", format!(".uniform vec7 v\n{code}").as_bytes());
    let o = asm(&[
        bad.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--gp",
        "--mbs",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("bad_type.s:1:10: error: unknown type `vec7`"),
        "{}",
        stderr(&o)
    );
    assert!(
        stderr(&o).contains(".uniform vec7 v\n         ^"),
        "{}",
        stderr(&o)
    );
    assert!(!out.exists(), "nothing is written on error");
}

#[test]
fn core_names_the_block_core() {
    let o = gpubin(&["dis", &repo("crates/mali/tests/data/synthetic_vertex.mbs")]);
    let bare = temp_file("vert_core.s", stdout(&o).as_bytes());
    for (core, id) in [("mali200", 2), ("mali400", 6)] {
        let out = bare.with_extension(format!("{core}.mbs"));
        let o = asm(&[
            bare.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
            "--gp",
            "--mbs",
            "--core",
            core,
        ]);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        let o = gpubin(&["inspect", "--json", out.to_str().unwrap()]);
        let json = stdout(&o);
        assert!(json.contains(&format!("\"core\": {id}")), "{core}: {json}");
    }
}

/// limare's clear shader (`examples/mbs_fragment_clear.mbs`: CFRA core 5, no symbol
/// tables) comes back whole from its plain listing with `--core mali200`.
#[test]
fn a_mali200_file_comes_back_whole() {
    let file = repo("examples/mbs_fragment_clear.mbs");
    let o = gpubin(&["dis", &file]);
    let listing = temp_file("limare_clear.s", stdout(&o).as_bytes());
    let out = listing.with_extension("mbs");
    let o = asm(&[
        listing.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--pp",
        "--mbs",
        "--core",
        "mali200",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(std::fs::read(&out).unwrap(), std::fs::read(&file).unwrap());
}
