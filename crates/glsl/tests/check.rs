//! `check` (a shader object's diagnostics alone, no IR kept) says what
//! `compile_object` says: the same verdict, errors, warnings, version and
//! `main`, on every shader of the crate's suites.

use std::path::{Path, PathBuf};

use gpubin_glsl::{check, compile_object, CompileOptions, Stage};

fn shaders(dir: &Path, out: &mut Vec<(PathBuf, Stage)>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let path = e.path();
        if path.is_dir() {
            shaders(&path, out);
        } else if let Some(stage) = path
            .extension()
            .and_then(|x| x.to_str())
            .and_then(Stage::from_extension)
        {
            out.push((path, stage));
        }
    }
}

#[test]
fn check_says_what_compile_object_says() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut files = Vec::new();
    shaders(&root.join("conformance"), &mut files);
    shaders(&root.join("shaders"), &mut files);
    files.sort_by(|a, b| a.0.cmp(&b.0));
    assert!(files.len() > 500, "only {} shaders found", files.len());
    let (mut ok, mut failed) = (0, 0);
    for (path, stage) in &files {
        let Ok(text) = std::fs::read_to_string(path) else {
            continue;
        };
        let options = CompileOptions {
            file_name: Some(path.display().to_string()),
            ..CompileOptions::default()
        };
        let object = compile_object(&text, *stage, &options);
        let checked = check(&text, *stage, &options);
        match (object, checked) {
            (Ok(o), Ok(c)) => {
                assert_eq!(o.version, c.version, "{}", path.display());
                assert_eq!(o.stage, c.stage, "{}", path.display());
                assert_eq!(o.module.is_some(), c.has_main, "{}", path.display());
                assert_eq!(
                    o.warnings.to_string(),
                    c.warnings.to_string(),
                    "{}",
                    path.display()
                );
                ok += 1;
            }
            (Err(o), Err(c)) => {
                assert_eq!(o.to_string(), c.to_string(), "{}", path.display());
                failed += 1;
            }
            (o, c) => panic!(
                "{}: compile_object {} but check {}",
                path.display(),
                if o.is_ok() { "accepts" } else { "refuses" },
                if c.is_ok() { "accepts" } else { "refuses" },
            ),
        }
    }
    eprintln!("{ok} accepted and {failed} refused alike");
    assert!(ok > 100 && failed > 100, "{ok} accepted, {failed} refused");
}

/// A large shader: the same functions many times over, checked without
/// keeping their bodies.
#[test]
fn a_large_shader_checks_as_it_compiles() {
    let mut src = String::from("#version 330\nuniform vec4 u[4];\nout vec4 c;\n");
    for i in 0..400 {
        src.push_str(&format!(
            "vec4 f{i}(vec4 x) {{ for (int j = 0; j < 4; ++j) {{ x += u[j] * {i}.0; }} return x; }}\n"
        ));
    }
    src.push_str("void main() { c = f399(vec4(1)); }\n");
    let options = CompileOptions::default();
    let c = check(&src, Stage::Fragment, &options).expect("checks");
    assert!(c.has_main && c.warnings.items.is_empty());
    let broken = src.replace("return x; }\nvec4 f200", "return 1; }\nvec4 f200");
    let o = compile_object(&broken, Stage::Fragment, &options).expect_err("refused");
    let c = check(&broken, Stage::Fragment, &options).expect_err("refused");
    assert_eq!(o.to_string(), c.to_string());
}
