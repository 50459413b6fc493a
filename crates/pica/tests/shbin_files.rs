//! The project's own SHBIN test files: they are what the model builds, they parse
//! back to the same model, validate cleanly, round-trip byte for byte, and inspect to
//! the golden text.

mod common;

use gpubin_pica::shbin;

#[test]
fn test_files_are_current() {
    let bless = std::env::var_os("GPUBIN_BLESS").is_some();
    for (name, model) in common::all() {
        let bytes = shbin::write(&model).unwrap();
        let path = common::data_path(name);
        if bless {
            std::fs::write(&path, &bytes).unwrap();
        }
        let stored = std::fs::read(&path)
            .unwrap_or_else(|e| panic!("{}: {e} (run with GPUBIN_BLESS=1)", path.display()));
        assert_eq!(
            stored, bytes,
            "{name}: stored file differs from the model's bytes"
        );
    }
}

#[test]
fn test_files_parse_validate_and_round_trip() {
    for (name, model) in common::all() {
        let bytes = std::fs::read(common::data_path(name)).unwrap();
        let parsed = shbin::parse(&bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(parsed, model, "{name}: parsed model differs");
        assert!(
            parsed.layout.is_none(),
            "{name}: canonical file kept a layout"
        );
        let findings = shbin::validate(&parsed);
        assert!(findings.is_empty(), "{name}: {findings:#?}");
        assert_eq!(shbin::write(&parsed).unwrap(), bytes, "{name}: round trip");
        // And through the JSON model.
        let json = serde_json::to_string(&parsed).unwrap();
        let back: shbin::Shbin = serde_json::from_str(&json).unwrap();
        assert_eq!(back, parsed, "{name}: JSON round trip");
    }
}

#[test]
fn inspector_golden_text() {
    for (name, _) in common::all() {
        let bytes = std::fs::read(common::data_path(name)).unwrap();
        let parsed = shbin::parse(&bytes).unwrap();
        insta::assert_snapshot!(name, shbin::render(&parsed));
    }
}

#[test]
fn inspector_golden_json() {
    let bytes = std::fs::read(common::data_path("geometry_fixed")).unwrap();
    let parsed = shbin::parse(&bytes).unwrap();
    insta::assert_snapshot!(
        "geometry_fixed_json",
        serde_json::to_string_pretty(&parsed).unwrap()
    );
}
