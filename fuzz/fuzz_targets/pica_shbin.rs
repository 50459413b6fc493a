//! The SHBIN reader on arbitrary bytes: no panic; whatever parses writes back to the
//! same bytes (also through the JSON model), and validates and renders without panic.
#![no_main]

use gpubin_pica::shbin;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(model) = shbin::parse(data) else {
        return;
    };
    assert_eq!(shbin::write(&model).unwrap(), data);
    let _ = shbin::validate(&model);
    let _ = shbin::render(&model);
    let json = serde_json::to_string(&model).unwrap();
    let back: shbin::Shbin = serde_json::from_str(&json).unwrap();
    assert_eq!(back, model);
});
