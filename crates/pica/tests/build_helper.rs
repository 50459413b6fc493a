//! The build-script API: assemble files into an output directory, as `build.rs` would.

use gpubin_pica::build::{BuildError, Shader};

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

#[test]
fn compiles_glsl_vert_files_among_pica_ones() {
    let scratch = scratch("vert");
    let out = scratch.path();
    let vert = out.join("scene.vert");
    std::fs::write(
        &vert,
        "attribute vec4 inPos;\nattribute vec4 inClr;\nuniform mat4 projection;\n\
         uniform vec4 tint;\nvarying vec4 color;\n\
         void main() { gl_Position = projection * inPos; color = inClr * tint; }\n",
    )
    .unwrap();
    let data = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/asm/");
    let built = Shader::new("shaders/scene.shbin")
        .file(&vert)
        .file(format!("{data}full.g.pica"))
        .header(true)
        .out_dir(out)
        .cargo_metadata(false)
        .compile()
        .unwrap();
    let bytes = std::fs::read(&built.shbin).unwrap();
    // The same bytes as the compiler's assembly assembled beside the geometry file.
    let compiled = gpubin_pica::compile::compile(
        &std::fs::read_to_string(&vert).unwrap(),
        &gpubin_pica::compile::Options {
            file_name: Some(vert.display().to_string()),
            default_version: None,
        },
    )
    .unwrap();
    let geometry = std::fs::read_to_string(format!("{data}full.g.pica")).unwrap();
    let vname = vert.display().to_string();
    let gname = format!("{data}full.g.pica");
    let again = gpubin_pica::asm::assemble(
        &[
            gpubin_pica::asm::Source {
                name: &vname,
                text: &compiled.asm,
            },
            gpubin_pica::asm::Source {
                name: &gname,
                text: &geometry,
            },
        ],
        gpubin_pica::asm::Options::default(),
    )
    .unwrap();
    assert_eq!(bytes, again.to_bytes());
    // And what `assemble_files` builds from the same paths.
    let model = gpubin_pica::assemble_files(&[vname.clone(), gname.clone()]).unwrap();
    assert_eq!(bytes, gpubin_pica::shbin::write(&model).unwrap());
    assert_eq!(model.dvles.len(), 2);
    // The SHBIN is valid.
    let shbin = gpubin_pica::shbin::parse(&bytes).unwrap();
    let findings = gpubin_pica::shbin::validate(&shbin);
    assert!(findings.is_empty(), "{findings:?}");
    let header = std::fs::read_to_string(built.header.unwrap()).unwrap();
    assert!(
        header.contains("#define VSH_FVEC_projection 0x00"),
        "{header}"
    );
    assert!(header.contains("#define VSH_ULEN_projection 4"), "{header}");
    assert!(header.contains("#define VSH_FVEC_tint 0x04"), "{header}");
}

#[test]
fn glsl_errors_come_back_located_in_the_vert_file() {
    let scratch = scratch("vert-err");
    let out = scratch.path();
    let vert = out.join("bad.vert");
    std::fs::write(
        &vert,
        "attribute vec4 p;\nvoid main() {\n    gl_Position = p + q;\n}\n",
    )
    .unwrap();
    let err = Shader::new("bad.shbin")
        .file(&vert)
        .out_dir(out)
        .cargo_metadata(false)
        .compile()
        .unwrap_err();
    match &err {
        BuildError::Assembly(d) => {
            let text = d.to_string();
            assert!(text.contains("bad.vert:3:"), "{text}");
        }
        other => panic!("{other}"),
    }
    assert!(!out.join("bad.shbin").exists());
}
