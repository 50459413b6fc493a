//! Rules of the source tree the compiler does not check by itself: the crates
//! without unsafe code forbid it, and every unsafe function says in a `# Safety`
//! section what its caller must uphold.

use std::path::{Path, PathBuf};

fn crates_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// Whether a line of code (comments left out) uses the `unsafe` keyword.
fn uses_unsafe(line: &str) -> bool {
    let code = line.split("//").next().unwrap_or("");
    code.split(|c: char| !c.is_alphanumeric() && c != '_')
        .any(|w| w == "unsafe")
}

#[test]
fn crates_without_unsafe_code_forbid_it() {
    let mut checked = 0;
    for e in std::fs::read_dir(crates_dir()).unwrap() {
        let krate = e.unwrap().path();
        let lib = krate.join("src/lib.rs");
        if !lib.exists() {
            continue;
        }
        let mut files = Vec::new();
        rust_files(&krate.join("src"), &mut files);
        let has_unsafe = files.iter().any(|f| {
            let text = std::fs::read_to_string(f).unwrap();
            text.lines()
                .filter(|l| !l.contains("forbid(unsafe_code)"))
                .any(uses_unsafe)
        });
        let forbids = std::fs::read_to_string(&lib)
            .unwrap()
            .lines()
            .any(|l| l.trim() == "#![forbid(unsafe_code)]");
        assert!(
            has_unsafe || forbids,
            "{} has no unsafe code: its lib.rs must say #![forbid(unsafe_code)]",
            krate.display()
        );
        checked += 1;
    }
    assert!(checked >= 6, "only {checked} library crates found");
}

#[test]
fn every_unsafe_fn_has_a_safety_section() {
    let mut files = Vec::new();
    rust_files(&crates_dir(), &mut files);
    let mut missing = Vec::new();
    let mut seen = 0;
    for f in files
        .iter()
        .filter(|f| !f.components().any(|c| c.as_os_str() == "target"))
    {
        let text = std::fs::read_to_string(f).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        for (i, line) in lines.iter().enumerate() {
            let t = line.trim_start();
            let t = t
                .strip_prefix("pub(crate) ")
                .or(t.strip_prefix("pub "))
                .unwrap_or(t);
            if !(t.starts_with("unsafe fn ") || t.starts_with("unsafe extern \"C\" fn ")) {
                continue;
            }
            seen += 1;
            // The doc comment right above the item (attributes may stand between).
            let doc = lines[..i]
                .iter()
                .rev()
                .map(|l| l.trim_start())
                .skip_while(|l| l.starts_with("#["))
                .take_while(|l| l.starts_with("///"))
                .any(|l| l.trim() == "/// # Safety");
            if !doc {
                missing.push(format!("{}:{}", f.display(), i + 1));
            }
        }
    }
    assert!(seen > 0, "no unsafe fn found: the scan is broken");
    assert!(
        missing.is_empty(),
        "unsafe fn without `# Safety`: {missing:#?}"
    );
}
