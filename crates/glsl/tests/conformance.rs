//! The project's GLSL conformance suite (`tests/conformance/`, made by
//! `generate.py`): every file is compiled as one shader object and its
//! verdict compared with the first line's `// expect: compile|fail -- <spec
//! section>: <rule>`. Cases the front end is known to get wrong are listed
//! in `known_failures.txt`; the test fails on any other wrong verdict and
//! on a listed case that now passes, so the list only shrinks.
//!
//! `GPUBIN_CONFORMANCE_VERDICTS=1 cargo test -p gpubin-glsl --test conformance
//! -- --nocapture` also prints `verdict <path> compile|fail` for every case
//! (used by `scripts/glsl-conformance-vs-glslang`).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use gpubin_glsl::{compile_object, CompileOptions, Stage};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Verdict {
    Compile,
    Fail,
}

struct Case {
    /// Path relative to `tests/conformance/`, `/`-separated.
    path: String,
    expect: Verdict,
    /// What the front end said, or `None` when it has no such stage.
    actual: Option<Verdict>,
    first_error: String,
}

fn suite_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/conformance")
}

fn parse_expect(path: &str, text: &str) -> Verdict {
    let first = text.lines().next().unwrap_or("");
    let rest = first
        .strip_prefix("// expect: ")
        .unwrap_or_else(|| panic!("{path}: first line must be `// expect: compile|fail -- ...`"));
    let (word, cite) = rest
        .split_once(" -- ")
        .unwrap_or_else(|| panic!("{path}: expected verdict needs ` -- <spec section>: <rule>`"));
    assert!(
        cite.contains(" section "),
        "{path}: the citation names no spec section"
    );
    match word {
        "compile" => Verdict::Compile,
        "fail" => Verdict::Fail,
        other => panic!("{path}: unknown verdict `{other}`"),
    }
}

fn collect(dir: &Path, rel: &str, out: &mut Vec<(String, PathBuf)>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("readable conformance directory")
        .map(|e| e.expect("directory entry").path())
        .collect();
    entries.sort();
    for p in entries {
        let name = p.file_name().unwrap().to_string_lossy().into_owned();
        let rel_name = if rel.is_empty() {
            name.clone()
        } else {
            format!("{rel}/{name}")
        };
        if p.is_dir() {
            collect(&p, &rel_name, out);
        } else if matches!(
            p.extension().and_then(|e| e.to_str()),
            Some("vert" | "frag" | "geom")
        ) {
            out.push((rel_name, p));
        }
    }
}

fn run_case(rel: String, path: &Path) -> Case {
    let text = std::fs::read_to_string(path).expect("readable shader");
    let expect = parse_expect(&rel, &text);
    let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    let (actual, first_error) = match Stage::from_extension(ext) {
        None => (None, format!("no `{ext}` stage in the front end")),
        Some(stage) => {
            let opts = CompileOptions {
                file_name: Some(rel.clone()),
                ..Default::default()
            };
            match compile_object(&text, stage, &opts) {
                Ok(_) => (Some(Verdict::Compile), String::new()),
                Err(d) => {
                    let first = d.to_string().lines().next().unwrap_or("").to_string();
                    (Some(Verdict::Fail), first)
                }
            }
        }
    };
    Case {
        path: rel,
        expect,
        actual,
        first_error,
    }
}

/// `known_failures.txt`: `path  reason`, `#` comments and blank lines ignored.
fn known_failures() -> BTreeMap<String, String> {
    let text = std::fs::read_to_string(suite_dir().join("known_failures.txt")).unwrap_or_default();
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| match l.split_once(char::is_whitespace) {
            Some((p, why)) => (p.to_string(), why.trim().to_string()),
            None => (l.to_string(), String::new()),
        })
        .collect()
}

#[test]
fn conformance_suite() {
    let mut files = Vec::new();
    collect(&suite_dir(), "", &mut files);
    assert!(
        files.len() >= 1500,
        "the suite has only {} shaders",
        files.len()
    );
    let known = known_failures();
    let print_verdicts = std::env::var_os("GPUBIN_CONFORMANCE_VERDICTS").is_some();

    let cases: Vec<Case> = files
        .into_iter()
        .map(|(rel, p)| run_case(rel, &p))
        .collect();
    let mut passed = 0usize;
    let mut unexpected = Vec::new();
    let mut fixed = Vec::new();
    for c in &cases {
        if print_verdicts {
            let v = match c.actual {
                Some(Verdict::Compile) => "compile",
                Some(Verdict::Fail) => "fail",
                None => "unsupported",
            };
            println!("verdict {} {v}", c.path);
        }
        let right = c.actual == Some(c.expect);
        if right {
            passed += 1;
            if known.contains_key(&c.path) {
                fixed.push(c.path.clone());
            }
        } else if !known.contains_key(&c.path) {
            let got = match (c.expect, c.actual) {
                (_, None) => format!("not compiled: {}", c.first_error),
                (Verdict::Compile, _) => format!("rejected: {}", c.first_error),
                (Verdict::Fail, _) => "accepted".to_string(),
            };
            unexpected.push(format!("{}: expected {:?}, {got}", c.path, c.expect));
        }
    }
    let stale: Vec<_> = known
        .keys()
        .filter(|k| !cases.iter().any(|c| &c.path == *k))
        .cloned()
        .collect();

    let total = cases.len();
    println!(
        "conformance: {passed}/{total} verdicts right ({:.1}%), {} known failures listed",
        100.0 * passed as f64 / total as f64,
        known.len()
    );
    let mut by_dir: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
    for c in &cases {
        let d = c.path.split('/').next().unwrap_or("");
        let e = by_dir.entry(d).or_default();
        e.1 += 1;
        if c.actual == Some(c.expect) {
            e.0 += 1;
        }
    }
    for (d, (p, t)) in &by_dir {
        println!(
            "  {d:10} {p:5}/{t:5} ({:.1}%)",
            100.0 * *p as f64 / *t as f64
        );
    }

    let mut problems = String::new();
    if !unexpected.is_empty() {
        problems += &format!(
            "{} wrong verdicts not in known_failures.txt:\n  {}\n",
            unexpected.len(),
            unexpected.join("\n  ")
        );
    }
    if !fixed.is_empty() {
        problems += &format!(
            "{} cases in known_failures.txt now pass (remove them):\n  {}\n",
            fixed.len(),
            fixed.join("\n  ")
        );
    }
    if !stale.is_empty() {
        problems += &format!(
            "{} entries of known_failures.txt name no shader:\n  {}\n",
            stale.len(),
            stale.join("\n  ")
        );
    }
    assert!(problems.is_empty(), "{problems}");
}
