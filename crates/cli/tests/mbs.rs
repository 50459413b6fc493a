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

/// A VINI whose count disagrees with its length is a size error: `check` reports it
/// with its offset and chunk path and exits 1; an unknown chunk inside a VUNI is a
/// warning (exit 0 unless `--deny-warnings`).
#[test]
fn check_reports_chunks_inside_uniforms() {
    let good = std::fs::read(root().join("crates/mali/tests/data/program_v2.mbs")).unwrap();
    let vini = good.windows(4).position(|w| w == b"VINI").unwrap();
    // k_scale's VINI: size 20, count 4.
    assert_eq!(good[vini + 4..vini + 12], [20, 0, 0, 0, 4, 0, 0, 0]);
    let mut bad = good.clone();
    bad[vini + 8] = 5;
    let file = temp_file("vini.mbs", &bad);
    let o = gpubin(&["check", file.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let name = file.to_str().unwrap();
    assert_eq!(
        stdout(&o),
        format!(
            "{name}: error: MBS1/CVER/SUNI/VUNI[2]/VINI at {:#x}: VINI payload is 20 bytes, \
             its count 5 needs 24\n{name}: MBS1 FAILED: 1 error, 0 warnings\n",
            vini + 4
        )
    );

    // An unknown chunk after a VUNI's record: the VUNI, its SUNI, CFRA and MBS1 grow
    // by its 12 bytes.
    let mut m = gpubin_mali::mbs::parse(&good).unwrap();
    let xtra = gpubin_mali::mbs::RawChunk {
        tag: gpubin_binfmt::FourCC::new(b"XTRA"),
        data: gpubin_mali::mbs::Bytes(vec![1, 2, 3, 4]),
    };
    let mut pushed = false;
    for b in &mut m.blocks {
        if let gpubin_mali::mbs::Block::Fragment(f) = &mut **b {
            for c in &mut f.children {
                if let gpubin_mali::mbs::FragmentChunk::Uniforms(t) = &mut **c {
                    if let gpubin_mali::mbs::UniformTableChunk::Symbol(s) = &mut t.children[0] {
                        s.chunks
                            .push(gpubin_mali::mbs::UniformChunk::Unknown(xtra.clone()));
                        pushed = true;
                    }
                }
            }
        }
    }
    assert!(pushed);
    let bytes = gpubin_mali::mbs::write(&m);
    let at = bytes.windows(4).position(|w| w == b"XTRA").unwrap();
    let file = temp_file("xtra.mbs", &bytes);
    let o = gpubin(&["check", file.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let want =
        format!("warning: MBS1/CFRA/SUNI/VUNI[0]/XTRA at {at:#x}: unknown chunk XTRA in VUNI");
    assert!(
        stdout(&o).contains(&want),
        "{want:?} not in\n{}",
        stdout(&o)
    );
    let o = gpubin(&["check", "--deny-warnings", file.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1), "{}", stdout(&o));
}
