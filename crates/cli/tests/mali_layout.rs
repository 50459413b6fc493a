//! `gpubin mali layout`: tables from ESSL sources, chunks, limits.

mod common;
use common::*;

const VERT: &str = "#version 100
attribute vec4 position;
attribute vec2 texcoord;
uniform mat4 mvp;
varying vec2 uv;
void main() { uv = texcoord; gl_Position = mvp * position; }
";

#[test]
fn layout_prints_tables_and_emits_chunks() {
    let dir = temp_dir("layout");
    let src = dir.join("pass.vert");
    std::fs::write(&src, VERT).unwrap();
    let chunks = dir.join("pass.chunks");
    let o = gpubin(&[
        "mali",
        "layout",
        src.to_str().unwrap(),
        "--core",
        "mali200",
        "--compiler",
        "old",
        "--emit-chunks",
        chunks.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    for part in [
        "vertex uniforms (total_size 16 cells):",
        "0  mvp   highp mat4        0    4        4      0       16  highp        24  v0",
        "0  position  highp vec4        0",
        "1  texcoord  highp vec2        4",
        "0  uv           highp vec2        4",
        "1  gl_Position  highp vec4        0",
    ] {
        assert!(out.contains(part), "missing {part:?} in\n{out}");
    }
    let bytes = std::fs::read(&chunks).unwrap();
    assert_eq!(&bytes[..4], b"SUNI");
    assert!(bytes.windows(4).any(|w| w == b"SATT"));
    assert!(bytes.windows(4).any(|w| w == b"SVAR"));

    let o = gpubin(&["mali", "layout", src.to_str().unwrap(), "--json"]);
    assert_eq!(o.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["uniforms"]["total_size"], 16);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn layout_errors_exit_1() {
    let dir = temp_dir("errors");
    let big = dir.join("big.vert");
    std::fs::write(
        &big,
        "#version 100\nuniform vec4 big[400];\nvoid main() { gl_Position = big[3]; }\n",
    )
    .unwrap();
    let o = gpubin(&["mali", "layout", big.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        text(&o.stderr).contains("uniforms do not fit: the vertex uniform space holds 1215 cells"),
        "{}",
        text(&o.stderr)
    );
    let bad = dir.join("bad.frag");
    std::fs::write(&bad, "#version 100\nvoid main() { gl_FragColor = nope; }\n").unwrap();
    let o = gpubin(&["mali", "layout", bad.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        text(&o.stderr).contains("bad.frag:2:"),
        "{}",
        text(&o.stderr)
    );
    let o = gpubin(&["mali", "layout", dir.join("x.txt").to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    std::fs::remove_dir_all(&dir).unwrap();
}
