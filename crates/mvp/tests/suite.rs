//! The shader-pair suite: every pair under tests/data/pairs compiles, its IR
//! verifies with opt-19, and the host-compiled code agrees with the
//! reference interpreter on every vertex and fragment.

use gpubin_mvp::verify::{verify_on_host, VerifyOptions};
use gpubin_mvp::{Program, ProgramOptions};
use std::path::PathBuf;

fn pairs() -> Vec<(String, PathBuf, PathBuf)> {
    let dir = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/pairs"));
    let mut out: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| {
            let p = e.unwrap().path();
            (p.extension()? == "vert").then(|| {
                let stem = p.file_stem().unwrap().to_string_lossy().to_string();
                (stem.clone(), p.clone(), p.with_extension("frag"))
            })
        })
        .collect();
    out.sort();
    out
}

#[test]
fn every_pair_compiles_verifies_and_agrees() {
    let pairs = pairs();
    assert!(pairs.len() >= 30, "only {} pairs", pairs.len());
    let mut failures = Vec::new();
    let (mut values, mut max_ulp) = (0, 0);
    for (name, vs, fs) in &pairs {
        let result = (|| {
            let p = Program::compile(
                &std::fs::read_to_string(vs).unwrap(),
                &format!("{name}.vert"),
                &std::fs::read_to_string(fs).unwrap(),
                &format!("{name}.frag"),
                &ProgramOptions::default(),
            )?;
            verify_on_host(
                &p,
                &VerifyOptions {
                    vertices: 24,
                    fragments: 48,
                    seed: 7,
                    ulp_tolerance: 0,
                },
            )
        })();
        match result {
            Ok(r) => {
                values += r.values;
                max_ulp = max_ulp.max(r.max_ulp);
                println!("{name}: {r:?}");
            }
            Err(e) => failures.push(format!("{name}: {e}")),
        }
    }
    println!(
        "{} pairs, {values} values compared, max ulp {max_ulp}",
        pairs.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
