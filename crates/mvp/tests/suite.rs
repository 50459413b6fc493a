//! The shader-pair suite: every pair under tests/data/pairs compiles, its IR
//! verifies with opt-19, and the host-compiled code agrees with the
//! reference interpreter on every vertex and fragment.

use gpubin_mvp::codegen::Target;
use gpubin_mvp::host::HostExecutable;
use gpubin_mvp::layout::registers;
use gpubin_mvp::sim::draw::{draw, DrawOptions, VertexData};
use gpubin_mvp::verify::{build_host, random_value, replay_with, verify_with, Rng, VerifyOptions};
use gpubin_mvp::{tools, Program, ProgramOptions};
use std::collections::BTreeMap;
use std::path::PathBuf;

/// A small random draw of `p` in the simulator, replayed on the host build.
fn draw_and_replay(
    exe: &HostExecutable,
    p: &Program,
    seed: u64,
) -> Result<(u64, usize), gpubin_mvp::Error> {
    let mut rng = Rng::new(seed);
    let mut v = VertexData::default();
    for e in &p.slots.vs.inputs {
        let per_slot = e.format.map(|f| f.components()).unwrap_or(4);
        let n = registers(&e.ty, &p.vs.structs) as usize * per_slot;
        // Positive components keep passthrough positions in front of the eye.
        let verts = (0..12)
            .map(|_| {
                (0..n)
                    .map(|c| {
                        if per_slot == 4 && c % 4 == 3 {
                            1.0
                        } else {
                            0.1 + rng.float().abs() * 0.225
                        }
                    })
                    .collect()
            })
            .collect();
        v.attributes.insert(e.name.clone(), verts);
    }
    if p.slots.vs.inputs.is_empty() {
        v.count = Some(12);
    }
    let mut uniforms = BTreeMap::new();
    let mut unit = 0;
    for (m, st) in [(&p.vs, &p.slots.vs), (&p.fs, &p.slots.fs)] {
        for u in &st.constants.uniforms {
            let has_init = m
                .global(&u.name)
                .is_some_and(|(_, g)| g.initializer.is_some());
            if !has_init && !uniforms.contains_key(&u.name) {
                uniforms.insert(
                    u.name.clone(),
                    random_value(&u.ty, &m.structs, &mut rng, unit),
                );
                unit += 4;
            }
        }
    }
    let opts = DrawOptions {
        width: 32,
        height: 32,
        record: true,
        ..Default::default()
    };
    let (_, stats) = draw(p, &v, &uniforms, &opts)?;
    let r = replay_with(exe, p, &uniforms, &stats.invocations)?;
    Ok((stats.fragments_shaded, r.values))
}

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
    let (mut values, mut max_ulp, mut fragments) = (0, 0, 0);
    for (name, vs, fs) in &pairs {
        let result = (|| {
            let p = Program::compile(
                &std::fs::read_to_string(vs).unwrap(),
                &format!("{name}.vert"),
                &std::fs::read_to_string(fs).unwrap(),
                &format!("{name}.frag"),
                &ProgramOptions::default(),
            )?;
            // The IR for the device target verifies too.
            tools::verify_ir(&p.vs_ir(&Target::default())?, "vs")?;
            tools::verify_ir(&p.ps_ir(&Target::default())?, "ps")?;
            let exe = build_host(&p)?;
            let r = verify_with(
                &exe,
                &p,
                &VerifyOptions {
                    vertices: 24,
                    fragments: 48,
                    seed: 7,
                    ulp_tolerance: 0,
                },
            )?;
            let drawn = draw_and_replay(&exe, &p, 11)?;
            Ok::<_, gpubin_mvp::Error>((r, drawn))
        })();
        match result {
            Ok((r, (frags, replayed))) => {
                values += r.values + replayed;
                max_ulp = max_ulp.max(r.max_ulp);
                fragments += frags;
                println!("{name}: {r:?}; draw: {frags} fragments, {replayed} values replayed");
            }
            Err(e) => failures.push(format!("{name}: {e}")),
        }
    }
    println!(
        "{} pairs, {values} values compared, max ulp {max_ulp}, {fragments} simulated fragments replayed",
        pairs.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(
        fragments > 2000,
        "the draws covered only {fragments} fragments"
    );
}
