//! Layout regression cases (`tests/data/a5xx_layout_cases.txt`): blob
//! measurements, Mesa-agreed configurations from the differential sweep, and
//! the 4 GiB cases where Mesa's 32-bit arithmetic wraps.

mod common;

use common::layout_case::{config_line, parse_config, result_line, split_case};

/// Compare expected and actual result text token by token; `*` in the
/// expected text (whole token or one `:` part) matches anything.
fn matches(expected: &str, actual: &str) -> bool {
    let e: Vec<&str> = expected.split_whitespace().collect();
    let a: Vec<&str> = actual.split_whitespace().collect();
    e.len() == a.len()
        && e.iter().zip(&a).all(|(e, a)| {
            let ep: Vec<&str> = e.split(':').collect();
            let ap: Vec<&str> = a.split(':').collect();
            ep.len() == ap.len() && ep.iter().zip(&ap).all(|(e, a)| *e == "*" || e == a)
        })
}

#[test]
fn every_case_lays_out_as_expected() {
    let text = include_str!("data/a5xx_layout_cases.txt");
    let mut checked = 0;
    let mut failures = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (config, expected) =
            split_case(line).unwrap_or_else(|| panic!("line {}: no '|'", i + 1));
        let desc = parse_config(config).unwrap_or_else(|e| panic!("line {}: {e}", i + 1));
        // The file spells every configuration canonically.
        assert_eq!(config_line(&desc), config, "line {}", i + 1);
        let actual = result_line(&desc);
        if !matches(expected, &actual) {
            failures.push(format!(
                "line {}: {config}\n  expected {expected}\n  actual   {actual}",
                i + 1
            ));
        }
        checked += 1;
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(checked >= 300, "only {checked} cases");
}

#[test]
fn wildcards_match_only_what_they_cover() {
    assert!(matches("| 0:256:* | * *", "| 0:256:8192 | 24576 24576"));
    assert!(!matches("| 0:256:* | * *", "| 0:512:8192 | 24576 24576"));
    assert!(!matches(
        "| 0:256:* | * *",
        "| 0:256:8192 8192:256:4096 | 24576 24576"
    ));
}
