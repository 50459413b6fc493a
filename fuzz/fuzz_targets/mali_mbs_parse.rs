//! MBS1 on arbitrary bytes: parse, validate, inspect and write never panic, and every
//! accepted file writes back to the same bytes, directly and through the JSON model.
#![no_main]

use gpubin_mali::mbs;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(model) = mbs::parse(data) else {
        return;
    };
    assert_eq!(mbs::write(&model), data);
    let findings = mbs::validate(&model);
    let _ = mbs::inspect::render_with(&model, &findings);
    let json = serde_json::to_vec(&model).unwrap();
    let back: mbs::MbsFile = serde_json::from_slice(&json).unwrap();
    assert_eq!(mbs::write(&back), data);
});
