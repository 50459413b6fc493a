//! `gpubin inspect/check/build` on SHBIN files (test files from crates/pica).

mod common;
use common::*;

use std::path::PathBuf;

fn data(name: &str) -> String {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../pica/tests/data")
        .join(format!("{name}.shbin"));
    p.to_string_lossy().into_owned()
}

#[test]
fn inspect_prints_tables_in_hardware_terms() {
    let o = gpubin(&["inspect", &data("geometry_fixed")]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    for line in [
        "SHBIN: 2 DVLEs, 11 code words, 5 operand descriptors",
        "    0000: 08020001 08021002 08022003 08023004",
        "    [  0] 0x0d86c36f",
        "    c95  = (1.0, 0.5, 0.1, -2.0)",
        "    i3   = (4, 0, 1, 0)",
        "    b2   = true",
        "    o0   position   xyzw",
        "    c0-c3     projection",
        "  geometry mode fixed, 3 vertices, vertex array at c10",
    ] {
        assert!(out.contains(line), "missing {line:?} in\n{out}");
    }
}

#[test]
fn check_accepts_the_test_files() {
    for name in [
        "vertex",
        "geometry_point",
        "multi",
        "all_outputs",
        "empty_tables",
    ] {
        let o = gpubin(&["check", &data(name)]);
        assert_eq!(o.status.code(), Some(0), "{name}: {}", text(&o.stdout));
        assert!(text(&o.stdout).contains("SHBIN ok: 0 errors, 0 warnings"));
    }
}

#[test]
fn json_model_builds_back_to_the_same_bytes() {
    let dir = temp_dir("build");
    for name in ["vertex", "multi", "geometry_variable"] {
        let o = gpubin(&["inspect", "--json", &data(name)]);
        assert_eq!(o.status.code(), Some(0));
        let model = dir.join(format!("{name}.json"));
        std::fs::write(&model, &o.stdout).unwrap();
        let out = dir.join(format!("{name}.shbin"));
        let o = gpubin(&[
            "build",
            model.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
        ]);
        assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
        assert_eq!(
            std::fs::read(&out).unwrap(),
            std::fs::read(data(name)).unwrap()
        );
    }
}

#[test]
fn explicit_layouts_survive_inspect_json_and_build() {
    let dir = temp_dir("explicit");
    let mut bytes = std::fs::read(data("vertex")).unwrap();
    bytes.extend_from_slice(b"TAIL");
    let input = dir.join("padded.shbin");
    std::fs::write(&input, &bytes).unwrap();
    let o = gpubin(&["inspect", input.to_str().unwrap()]);
    assert!(text(&o.stdout).contains("layout: explicit, 0x174 bytes, 1 filler run (6 bytes)"));
    let o = gpubin(&["inspect", "--json", input.to_str().unwrap()]);
    let model = dir.join("padded.json");
    std::fs::write(&model, &o.stdout).unwrap();
    let out = dir.join("out.shbin");
    let o = gpubin(&[
        "build",
        model.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert_eq!(std::fs::read(&out).unwrap(), bytes);
}

#[test]
fn malformed_files_exit_1_with_a_location() {
    let dir = temp_dir("bad");
    let good = std::fs::read(data("vertex")).unwrap();
    let dvle = u32::from_le_bytes(good[8..12].try_into().unwrap()) as usize;
    let uniforms =
        dvle + u32::from_le_bytes(good[dvle + 0x30..dvle + 0x34].try_into().unwrap()) as usize;
    let cases: Vec<(&str, Vec<u8>, String)> = vec![
        ("truncated", good[..0x50].to_vec(), "DVLE[0] at 0x8: DVLE header at 0x74 (64 bytes) ends at 0xb4, past the end of the file (0x50 bytes)".into()),
        (
            "overlap",
            {
                let mut b = good.clone();
                b[dvle + 0x30..dvle + 0x34].copy_from_slice(&0x40u32.to_le_bytes());
                b
            },
            format!("DVLE[0]/uniforms at 0x{:x}: uniform table", dvle + 0x30),
        ),
        (
            "symbol",
            {
                let mut b = good.clone();
                b[uniforms..uniforms + 4].copy_from_slice(&0x999u32.to_le_bytes());
                b
            },
            format!("error: DVLE[0]/uniforms[0] at 0x{uniforms:x}: name offset 0x999 is outside the symbol table"),
        ),
    ];
    for (name, bytes, want) in cases {
        let path = dir.join(format!("{name}.shbin"));
        std::fs::write(&path, bytes).unwrap();
        let o = gpubin(&["check", path.to_str().unwrap()]);
        assert_eq!(o.status.code(), Some(1), "{name}");
        let all = text(&o.stdout) + &text(&o.stderr);
        assert!(all.contains(&want), "{name}: want {want:?} in\n{all}");
    }
}
