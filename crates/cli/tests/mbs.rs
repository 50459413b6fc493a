//! MBS1 through the CLI: inspect, check, the JSON round trip, malformed files.

mod common;
use common::*;

use std::path::PathBuf;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn example() -> String {
    root()
        .join("examples/mbs_fragment_clear.mbs")
        .to_string_lossy()
        .into_owned()
}

#[test]
fn inspect_the_real_clear_shader() {
    let o = gpubin(&["inspect", &example()]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    for part in [
        "CFRA @0x8 size 76: core 5 (Mali-200 PP)",
        "FSTA @0x14 size 8: stack_size 1, initial_stack_pointer 1",
        "FDIS @0x24 size 4: discard_used 0",
        "FBUU @0x30 size 8: color_write",
        "DBIN @0x40 size 20: PP code, 5 words, 1 instruction",
        "findings: 0 errors, 0 warnings",
    ] {
        assert!(out.contains(part), "missing {part:?} in\n{out}");
    }
    let o = gpubin(&["check", &example()]);
    assert_eq!(o.status.code(), Some(0));
    assert!(text(&o.stdout).contains("MBS1 ok: 0 errors, 0 warnings"));
}

#[test]
fn json_model_builds_back_byte_identical() {
    let dir = temp_dir("json");
    let mut files = vec![example()];
    for name in [
        "frag_color_v0.mbs",
        "frag_texture_v0.mbs",
        "vert_constants_v0.mbs",
        "vert_fixed_function_v2.mbs",
        "frag_clear_mali400.mbs",
        "program_v2.mbs",
        "unknown_chunks_v2.mbs",
    ] {
        let path = root().join("crates/mali/tests/data").join(name);
        files.push(path.to_string_lossy().into_owned());
    }
    for file in files {
        let o = gpubin(&["inspect", "--json", &file]);
        assert_eq!(o.status.code(), Some(0), "{file}: {}", text(&o.stderr));
        let json = dir.join("model.json");
        std::fs::write(&json, &o.stdout).unwrap();
        let out = dir.join("out.mbs");
        let o = gpubin(&["build", json.to_str().unwrap(), "-o", out.to_str().unwrap()]);
        assert_eq!(o.status.code(), Some(0), "{file}: {}", text(&o.stderr));
        assert_eq!(
            std::fs::read(&out).unwrap(),
            std::fs::read(&file).unwrap(),
            "{file}"
        );
        let o = gpubin(&["check", &file]);
        assert_eq!(o.status.code(), Some(0), "{file}: {}", text(&o.stdout));
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn malformed_files_exit_1_with_a_located_error() {
    let dir = temp_dir("bad");
    let good = std::fs::read(example()).unwrap();
    let cut = dir.join("cut.mbs");
    std::fs::write(&cut, &good[..50]).unwrap();
    for cmd in ["inspect", "check"] {
        let o = gpubin(&[cmd, cut.to_str().unwrap()]);
        assert_eq!(o.status.code(), Some(1), "{cmd}");
        let err = text(&o.stderr);
        assert!(
            err.contains("MBS1 at 0x8: chunk size 84 (0x54) exceeds the 42 bytes that remain"),
            "{err}"
        );
    }
    // A validation error (a Mali-400 GP core id in a CFRA) also exits 1 from check.
    let mut bad_core = good.clone();
    bad_core[16] = 6;
    let path = dir.join("core.mbs");
    std::fs::write(&path, &bad_core).unwrap();
    let o = gpubin(&["check", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        text(&o.stdout)
            .contains("error: MBS1/CFRA at 0x10: core 6 (Mali-400 GP) is not a fragment core"),
        "{}",
        text(&o.stdout)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
