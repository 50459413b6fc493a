//! Linked programs: several shader objects per stage merged into one
//! module per stage (`link_program`), one positive and one negative case
//! per rule.

use gpubin_glsl::ir::StorageClass;
use gpubin_glsl::{
    bindings_from_json, compile_object, link_program, outputs_to_json, run, CompileOptions,
    Invocation, LinkedProgram, Module, NoTextures, ShaderObject, Stage,
};

fn object(file: &str, src: &str) -> ShaderObject {
    let stage = Stage::from_extension(file.rsplit('.').next().unwrap()).unwrap();
    let opts = CompileOptions {
        file_name: Some(file.into()),
        ..Default::default()
    };
    compile_object(src, stage, &opts).unwrap_or_else(|d| panic!("{file}: {d}"))
}

fn linked(objs: &[(&str, &str)]) -> LinkedProgram {
    let objs: Vec<ShaderObject> = objs.iter().map(|(f, s)| object(f, s)).collect();
    link_program(&objs).unwrap_or_else(|d| panic!("{d}"))
}

fn link_error(objs: &[(&str, &str)]) -> String {
    let objs: Vec<ShaderObject> = objs.iter().map(|(f, s)| object(f, s)).collect();
    link_program(&objs).unwrap_err().to_string()
}

/// Run a module with JSON inputs and uniforms; outputs as compact JSON.
fn exec(m: &Module, inputs: &str, uniforms: &str) -> String {
    let inv = Invocation {
        inputs: bindings_from_json(
            m,
            &serde_json::from_str(inputs).unwrap(),
            StorageClass::Input,
        )
        .unwrap(),
        uniforms: bindings_from_json(
            m,
            &serde_json::from_str(uniforms).unwrap(),
            StorageClass::Uniform,
        )
        .unwrap(),
        ..Invocation::default()
    };
    outputs_to_json(&run(m, &inv, &mut NoTextures).unwrap()).to_string()
}

const VS_MAIN: &str = "#version 330 core\nin vec3 p;\nout vec3 n;\nvec3 shade(vec3 x);\nvoid main() { n = shade(p); gl_Position = vec4(p, 1.0); }\n";
const VS_LIB: &str = "#version 330 core\nvec3 shade(vec3 x) { return x * 0.5; }\n";
const FS: &str = "#version 330 core\nin vec3 n;\nout vec4 c;\nvoid main() { c = vec4(n, 1.0); }\n";

#[test]
fn a_function_defined_in_another_object_is_called() {
    let prog = linked(&[("a.vert", VS_MAIN), ("b.vert", VS_LIB), ("c.frag", FS)]);
    assert_eq!(prog.modules.len(), 2);
    let vs = prog.stage(Stage::Vertex).unwrap();
    // shade((2, 4, 6)) = (1, 2, 3).
    assert_eq!(
        exec(vs, r#"{"p": [2, 4, 6]}"#, "{}"),
        r#"{"gl_Position":[2.0,4.0,6.0,1.0],"n":[1.0,2.0,3.0]}"#
    );
    assert_eq!(vs.functions[vs.entry_point.index()].name, "main");
    assert!(vs
        .functions
        .iter()
        .any(|f| f.name == "shade" && !f.body.is_empty()));
    // Reflection of the merged module.
    assert_eq!(vs.reflection.inputs[0].name, "p");
    // The definition may also come first, and in a library with main
    // last; overloads resolve by signature.
    let lib2 = "#version 330 core\nvec3 shade(vec3 x) { return x * 0.5; }\nfloat shade(float x) { return x + 1.0; }\n";
    let main2 = "#version 330 core\nin vec3 p;\nout vec3 n;\nvec3 shade(vec3 x);\nfloat shade(float x);\nvoid main() { n = shade(p) + shade(1.0); gl_Position = vec4(p, 1.0); }\n";
    let prog = linked(&[("l.vert", lib2), ("m.vert", main2)]);
    assert_eq!(
        exec(
            prog.stage(Stage::Vertex).unwrap(),
            r#"{"p": [2, 4, 6]}"#,
            "{}"
        ),
        r#"{"gl_Position":[2.0,4.0,6.0,1.0],"n":[3.0,4.0,5.0]}"#
    );
}

#[test]
fn prototypes_only_declared_are_fine_until_called() {
    // A prototype nobody calls needs no definition.
    let extra = "#version 330 core\nvec4 unused(vec4 v);\n";
    linked(&[("a.vert", VS_MAIN), ("b.vert", VS_LIB), ("x.vert", extra)]);
    // A called one does (GLSL 1.50 §2.3).
    let e = link_error(&[("a.vert", VS_MAIN), ("x.vert", extra)]);
    assert!(e.contains("a.vert:4:6: error: link error: function `shade(vec3)` is called but not defined in any vertex shader object"), "{e}");
}

#[test]
fn a_global_in_several_objects_is_one_variable() {
    // `scale` is declared in both objects with the same initializer; the
    // library's initializer `bias` runs before main.
    let main = "#version 120\nattribute vec3 p;\nvarying vec3 n;\nuniform float u;\nfloat scale = 2.0;\nvec3 shade(vec3 x);\nvoid main() { scale = scale + u; n = shade(p); gl_Position = vec4(p, 1.0); }\n";
    let lib = "#version 120\nuniform float u;\nfloat scale = 2.0;\nfloat bias = 0.25;\nvec3 shade(vec3 x) { return x * scale + bias; }\n";
    let prog = linked(&[("m.vert", main), ("l.vert", lib)]);
    let vs = prog.stage(Stage::Vertex).unwrap();
    assert_eq!(vs.globals.iter().filter(|g| g.name == "scale").count(), 1);
    assert_eq!(vs.reflection.uniforms.len(), 1);
    // scale = 2 + 1; n = p * 3 + 0.25.
    assert_eq!(
        exec(vs, r#"{"p": [1, 2, 3]}"#, r#"{"u": 1.0}"#),
        r#"{"gl_Position":[1.0,2.0,3.0,1.0],"n":[3.25,6.25,9.25]}"#
    );
    // A struct type of the same definition in both objects.
    let s1 = "#version 330 core\nstruct L { vec3 c; float k; };\nuniform L light;\nout vec4 o;\nvec3 lit();\nvoid main() { o = vec4(lit() * light.k, 1.0); }\n";
    let s2 = "#version 330 core\nstruct L { vec3 c; float k; };\nuniform L light;\nvec3 lit() { return light.c; }\n";
    let prog = linked(&[("s1.frag", s1), ("s2.frag", s2)]);
    let fs = prog.stage(Stage::Fragment).unwrap();
    assert_eq!(fs.structs.len(), 1);
    assert_eq!(
        exec(fs, "{}", r#"{"light": {"c": [1, 2, 3], "k": 0.5}}"#),
        r#"{"o":[0.5,1.0,1.5,1.0]}"#
    );
}

#[test]
fn globals_that_disagree_are_link_errors() {
    // Type and storage (GLSL 1.50 §4.3).
    let a = "#version 330 core\nuniform vec4 tint;\nout vec4 o;\nvoid main() { o = tint; }\n";
    let b = "#version 330 core\nuniform vec3 tint;\nvec3 t() { return tint; }\n";
    let e = link_error(&[("a.frag", a), ("b.frag", b)]);
    assert!(e.contains("b.frag:2:14: error: link error: conflicting declarations of `tint`: uniform `vec3` here, uniform `vec4` at a.frag:2:14"), "{e}");
    // Initializer (GLSL 1.20 §4.3.5 for uniforms; globals alike).
    let a = "#version 120\nfloat k = 1.0;\nvoid main() { gl_FragColor = vec4(k); }\n";
    let b = "#version 120\nfloat k = 2.0;\nfloat f() { return k; }\n";
    let e = link_error(&[("a.frag", a), ("b.frag", b)]);
    assert!(
        e.contains("b.frag:2:7: error: link error: `k` is declared with a different initializer at a.frag:2:7"),
        "{e}"
    );
    let a = "#version 120\nuniform float k = 1.0;\nvoid main() { gl_FragColor = vec4(k); }\n";
    let b = "#version 120\nuniform float k = 1.0;\nfloat f() { return k; }\n";
    linked(&[("a.frag", a), ("b.frag", b)]);
    let b = "#version 120\nuniform float k = 3.0;\nfloat f() { return k; }\n";
    let e = link_error(&[("a.frag", a), ("b.frag", b)]);
    assert!(e.contains("b.frag:2:15: error: link error: `k` is declared with a different initializer at a.frag:2:15"), "{e}");
    // Layout location.
    let a = "#version 330 core\nlayout(location = 0) in vec3 p;\nvoid main() { gl_Position = vec4(p, 1.0); }\n";
    let b = "#version 330 core\nlayout(location = 1) in vec3 p;\nvec3 q() { return p; }\n";
    let e = link_error(&[("a.vert", a), ("b.vert", b)]);
    assert!(e.contains("b.vert:2:30: error: link error: `p` is declared with a different `layout(location)` at a.vert:2:30"), "{e}");
    // Struct types of one name but different members.
    let s1 = "#version 330 core\nstruct L { vec3 c; };\nuniform L light;\nout vec4 o;\nvoid main() { o = vec4(light.c, 1.0); }\n";
    let s2 = "#version 330 core\nstruct L { vec4 c; };\nuniform L light;\nvec4 f() { return light.c; }\n";
    let e = link_error(&[("s1.frag", s1), ("s2.frag", s2)]);
    assert!(e.contains("s2.frag:3:11: error: link error: `light` is declared with a different struct definition at s1.frag:3:11"), "{e}");
}

#[test]
fn main_exactly_once_per_stage() {
    let e = link_error(&[("b.vert", VS_LIB)]);
    assert!(
        e.contains("b.vert:1:1: error: link error: no vertex shader object defines `void main()`"),
        "{e}"
    );
    let other = "#version 330 core\nvoid main() { gl_Position = vec4(0.0); }\n";
    let e = link_error(&[("a.vert", VS_MAIN), ("b.vert", VS_LIB), ("d.vert", other)]);
    assert!(
        e.contains("d.vert:2:6: error: link error: `main` is defined more than once in the vertex stage (also at a.vert:5:6)"),
        "{e}"
    );
    let dup = "#version 330 core\nvec3 shade(vec3 x) { return x; }\n";
    let e = link_error(&[("a.vert", VS_MAIN), ("b.vert", VS_LIB), ("e.vert", dup)]);
    assert!(e.contains("e.vert:2:6: error: link error: function `shade(vec3)` is defined more than once (also at b.vert:2:6)"), "{e}");
}

#[test]
fn recursion_across_objects_is_an_error() {
    // GLSL 1.10-3.30 §6.1: recursion is not allowed, not even statically.
    let a = "#version 120\nfloat f(float x);\nfloat g(float x) { return f(x); }\nvoid main() { gl_FragColor = vec4(g(1.0)); }\n";
    let b = "#version 120\nfloat g(float x);\nfloat f(float x) { return x > 0.0 ? g(x - 1.0) : 0.0; }\n";
    let e = link_error(&[("a.frag", a), ("b.frag", b)]);
    assert!(e.contains("a.frag:3:7: error: link error: recursive call chain through `g` across shader objects (recursion is not allowed): `f` at b.frag:3:7 calls it"), "{e}");
    // Without the cycle the same split links.
    let b = "#version 120\nfloat f(float x) { return x * 2.0; }\n";
    let prog = linked(&[("a.frag", a), ("b.frag", b)]);
    assert_eq!(
        exec(prog.stage(Stage::Fragment).unwrap(), "{}", "{}"),
        r#"{"gl_FragColor":[2.0,2.0,2.0,2.0]}"#
    );
}

#[test]
fn object_versions_must_be_compatible() {
    // GLSL 1.20 §3.3: 1.10 and 1.20 objects link together.
    let a = "#version 110\nfloat f() { return 1.0; }\n";
    let b = "#version 120\nfloat f();\nvoid main() { gl_FragColor = vec4(f()); }\n";
    let prog = linked(&[("a.frag", a), ("b.frag", b)]);
    assert_eq!(prog.modules[0].version.number, 120);
    // From 1.30 objects of different versions do not (until GLSL 4.30).
    let c = "#version 130\nfloat f() { return 1.0; }\n";
    let e = link_error(&[("b.frag", b), ("c.frag", c)]);
    assert!(e.contains("c.frag:1:1: error: link error: a GLSL 1.30 object cannot be linked with a GLSL 1.20 object (b.frag)"), "{e}");
    // Same version, other profile.
    let core = "#version 150 core\nout vec4 o;\nfloat f();\nvoid main() { o = vec4(f()); }\n";
    let compat = "#version 150 compatibility\nfloat f() { return 1.0; }\n";
    let e = link_error(&[("core.frag", core), ("compat.frag", compat)]);
    assert!(e.contains("compat.frag:1:1: error: link error: a GLSL 1.50 compatibility object cannot be linked with a GLSL 1.50 core object (core.frag)"), "{e}");
    let core_lib = "#version 150\nfloat f() { return 1.0; }\n";
    linked(&[("core.frag", core), ("lib.frag", core_lib)]);
    // ES never with desktop.
    let es = "#version 100\nprecision mediump float;\nvoid main() { gl_FragColor = vec4(1.0); }\n";
    let e = link_error(&[("b.frag", b), ("es.frag", es)]);
    assert!(e.contains("es.frag:1:1: error: link error: a GLSL ES 1.00 object cannot be linked with a GLSL 1.20 object (b.frag)"), "{e}");
}

#[test]
fn a_single_complete_object_links_to_its_own_module() {
    let o = object("c.frag", FS);
    let module = o.module.clone().unwrap();
    let prog = link_program(&[o]).unwrap();
    assert_eq!(prog.modules, vec![module]);
}

#[test]
fn compile_program_links_sections_at_their_lines() {
    use gpubin_glsl::{compile_program, ProgramSource};
    // Two sections of one file, starting at lines 3 and 10.
    let a = "#version 120\nfloat f();\nvoid main() { gl_FragColor = vec4(f()); }\n";
    let b = "#version 120\nfloat f() { return 0.5; }\n";
    let at = |text, first_line| ProgramSource {
        name: "t.shader_test",
        text,
        stage: Stage::Fragment,
        first_line,
    };
    let prog = compile_program(&[at(a, 3), at(b, 10)]).unwrap();
    assert_eq!(
        exec(prog.stage(Stage::Fragment).unwrap(), "{}", "{}"),
        r#"{"gl_FragColor":[0.5,0.5,0.5,0.5]}"#
    );
    // Compile errors of every section, at the file's lines.
    let bad = "#version 120\nfloat g() { return y; }\n";
    let e = compile_program(&[at(bad, 3), at(bad, 10)])
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("t.shader_test:4:20: error: undeclared identifier `y`"),
        "{e}"
    );
    assert!(
        e.contains("t.shader_test:11:20: error: undeclared identifier `y`"),
        "{e}"
    );
    // Link errors too, naming both places.
    let e = compile_program(&[at(a, 3), at(b, 10), at(b, 20)])
        .unwrap_err()
        .to_string();
    assert!(e.contains("t.shader_test:21:7: error: link error: function `f()` is defined more than once (also at t.shader_test:11:7)"), "{e}");
}

/// GLSL ES 1.00 section 4.3.4: a uniform shared by the vertex and fragment
/// shaders has one type and precision, structures member by member.
#[test]
fn a_struct_uniform_shared_by_two_stages_must_agree() {
    let vs = |members: &str| {
        format!(
            "#version 100\nstruct S {{ {members} }};\nuniform S s;\nvoid main() {{ gl_Position = vec4(s.a); }}\n"
        )
    };
    let fs = |members: &str| {
        format!(
            "#version 100\nprecision mediump float;\nstruct S {{ {members} }};\nuniform S s;\nvoid main() {{ gl_FragColor = vec4(s.a); }}\n"
        )
    };
    // The same members and precisions (the fragment default is mediump).
    linked(&[
        ("a.vert", &vs("mediump float a;")),
        ("a.frag", &fs("float a;")),
    ]);
    // A member of another type, a member more, another precision.
    for (v, f) in [
        ("mediump float a;", "mediump int a;"),
        ("mediump float a; mediump float b;", "mediump float a;"),
        ("lowp float a;", "float a;"),
        ("highp float a;", "mediump float a;"),
    ] {
        let e = link_error(&[("a.vert", &vs(v)), ("a.frag", &fs(f))]);
        assert!(
            e.contains("error: link error: uniform `s` is `S {"),
            "{v} / {f}: {e}"
        );
    }
}
