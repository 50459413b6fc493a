//! The build-script API: assemble files into an output directory, as `build.rs` would.

use gpubin_pica::asm::build::{BuildError, Shader};

/// A fresh private directory, removed when dropped.
fn scratch(name: &str) -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix(&format!("gpubin-build-{name}-"))
        .tempdir()
        .unwrap()
}

#[test]
fn compiles_into_out_dir_with_header() {
    let scratch = scratch("ok");
    let out = scratch.path();
    let data = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/asm/");
    let built = Shader::new("shaders/full.shbin")
        .file(format!("{data}full.v.pica"))
        .file(format!("{data}full.g.pica"))
        .header(true)
        .out_dir(out)
        .cargo_metadata(false)
        .compile()
        .unwrap();
    assert_eq!(built.shbin, out.join("shaders/full.shbin"));
    let bytes = std::fs::read(&built.shbin).unwrap();
    let again = gpubin_pica::asm::assemble_files(&[
        format!("{data}full.v.pica"),
        format!("{data}full.g.pica"),
    ])
    .unwrap();
    assert_eq!(bytes, again.to_bytes());
    let header = std::fs::read_to_string(built.header.unwrap()).unwrap();
    assert!(header.contains("#define VSH_FVEC_projection 0x00"));
    // The warning of full.v.pica (destination mask order) is passed on.
    assert_eq!(built.warnings.len(), 1);
    // The crate-root API returns the model.
    let model = gpubin_pica::assemble_files(&[format!("{data}full.v.pica")]).unwrap();
    assert_eq!(model.dvles.len(), 1);
}

#[test]
fn errors_come_back_as_diagnostics_and_nothing_is_written() {
    let scratch = scratch("err");
    let out = scratch.path();
    let src = out.join("bad.pica");
    std::fs::write(&src, ".proc main\n\tmov r0, q1\n.end\n").unwrap();
    let err = Shader::new("bad.shbin")
        .file(&src)
        .out_dir(out)
        .cargo_metadata(false)
        .compile()
        .unwrap_err();
    match &err {
        BuildError::Assembly(d) => assert!(d
            .to_string()
            .contains("bad.pica:2:10: error: unknown register or name `q1`")),
        other => panic!("{other}"),
    }
    assert!(!out.join("bad.shbin").exists());
    let missing = Shader::new("x.shbin")
        .file(out.join("missing.pica"))
        .out_dir(out)
        .cargo_metadata(false)
        .compile();
    assert!(matches!(missing, Err(BuildError::Io(..))));
}
