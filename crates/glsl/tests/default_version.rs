//! `CompileOptions::default_version`: the version of a source without
//! `#version` (GLSL 1.10-3.30 §3.3: 1.10; GLSL ES 1.00 §3.4: 1.00 in ES).

use gpubin_glsl::{compile, CompileOptions, Profile, Stage, Version};

const ES: &str = "precision mediump float;\nvoid main() { gl_FragColor = vec4(1.0); }\n";

fn opts(v: Option<&str>) -> CompileOptions {
    CompileOptions {
        default_version: v.map(|v| v.parse().unwrap()),
        ..Default::default()
    }
}

#[test]
fn unversioned_is_110_unless_told() {
    let m = compile("void main() {}\n", Stage::Vertex, &opts(None)).unwrap();
    assert_eq!(m.version, Version::DEFAULT);
    assert!(compile(ES, Stage::Fragment, &opts(None)).is_err());
    let m = compile(ES, Stage::Fragment, &opts(Some("100"))).unwrap();
    assert_eq!(m.version, Version::ES100);
    let m = compile(ES, Stage::Fragment, &opts(Some("150 compatibility"))).unwrap();
    assert_eq!(m.version.number, 150);
    assert_eq!(m.version.profile, Profile::Compatibility);
}

#[test]
fn version_directive_wins() {
    let src = format!("#version 110\n{ES}");
    let e = compile(&src, Stage::Fragment, &opts(Some("100"))).unwrap_err();
    assert!(e.to_string().contains("unknown type `precision`"), "{e}");
}

#[test]
fn es_macros_follow_the_default() {
    let src = "#ifndef GL_ES\n#error not ES\n#endif\n#if __VERSION__ != 100\n#error version\n#endif\nvoid main() {}\n";
    compile(src, Stage::Vertex, &opts(Some("100"))).unwrap();
    assert!(compile(src, Stage::Vertex, &opts(None)).is_err());
}

#[test]
fn version_strings() {
    for (s, n, p) in [
        ("100", 100, Profile::Es),
        ("100 es", 100, Profile::Es),
        ("110", 110, Profile::Compatibility),
        ("140", 140, Profile::Core),
        ("330core", 330, Profile::Core),
        (" 150 compatibility ", 150, Profile::Compatibility),
    ] {
        let v: Version = s.parse().unwrap();
        assert_eq!((v.number, v.profile), (n, p), "{s}");
    }
    for bad in ["", "es", "99", "300 es", "120 core", "330 foo", "1.10"] {
        assert!(bad.parse::<Version>().is_err(), "{bad}");
    }
}
