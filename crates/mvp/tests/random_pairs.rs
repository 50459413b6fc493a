//! The random shader-pair generator (`tests/support/random_pairs.rs`, run
//! against llvmpipe by `scripts/mvp-vs-llvmpipe`): here without any other
//! implementation, its pairs run on both engines, which must accept each
//! one and draw identical images, and the generator covers what it is for.

#[allow(dead_code)]
#[path = "support/random_pairs.rs"]
mod random_pairs;

use gpubin_mvp::shader_test::{run_shader_test, Engine, Outcome, ShaderTestOptions};

const SEEDS: std::ops::Range<u64> = 1..25;

#[test]
fn pairs_run_on_both_engines_with_identical_images() {
    let mut wrong = Vec::new();
    for seed in SEEDS {
        let text = random_pairs::pair(seed).shader_test(Some(&[]));
        let name = format!("pair-{seed}");
        let run = |engine| run_shader_test(&name, &text, &ShaderTestOptions { engine });
        let (i, c) = (run(Engine::Interp), run(Engine::Compiled));
        if i.outcome != Outcome::Pass || c.outcome != Outcome::Pass {
            wrong.push(format!("{name}: {:?} / {:?}\n{text}", i.outcome, c.outcome));
        } else if i.image.is_none() || i.image != c.image {
            wrong.push(format!("{name}: the engines' images differ\n{text}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn a_seed_gives_one_pair_and_the_pairs_cover_the_features() {
    assert_eq!(
        random_pairs::pair(7).shader_test(None),
        random_pairs::pair(7).shader_test(None)
    );
    assert_ne!(
        random_pairs::pair(7).shader_test(None),
        random_pairs::pair(8).shader_test(None)
    );
    let texts: Vec<String> = SEEDS
        .map(|s| random_pairs::pair(s).shader_test(None))
        .collect();
    for feature in [
        "out float",
        "inout ",
        "vec4 unused",
        "gl_FrontFacing",
        "discard;",
        "switch (",
        "for (int",
        "#version 110",
        "#version 130",
        "probe rgba",
        "texture2D(tex, ",
        "texture(tex, ",
        "texture rgbw 0 (8, 8)",
        "dFdx(",
        "dFdy(",
        "fwidth(",
        "flat in int",
        "flat in vec",
    ] {
        assert!(
            texts.iter().any(|t| t.contains(feature)),
            "no pair has `{feature}`"
        );
    }
    // Calls writing through out/inout parameters inside expressions.
    let calls: u32 = SEEDS
        .map(|s| random_pairs::pair(s).writing_calls_in_expressions)
        .sum();
    assert!(calls >= 10, "{calls}");
}
