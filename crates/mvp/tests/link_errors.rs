//! Linking and slot-overflow errors, each with its exact message. The
//! rules between the stages run in the GLSL front end's link, whose errors
//! are located at the declaration concerned.

use gpubin_mvp::{Program, ProgramOptions};

const VS_BASIC: &str = "#version 330 core
in vec4 aPos;
out vec3 vColor;
void main() { gl_Position = aPos; vColor = aPos.xyz; }
";
const FS_BASIC: &str = "#version 330 core
in vec3 vColor;
out vec4 frag;
void main() { frag = vec4(vColor, 1.0); }
";

fn link_error(vs: &str, fs: &str) -> String {
    match Program::compile(vs, "a.vert", fs, "b.frag", &ProgramOptions::default()) {
        Ok(_) => panic!("linked"),
        Err(e) => e.to_string(),
    }
}

fn outputs(n: usize, ty: &str) -> String {
    (0..n).map(|i| format!("out {ty} v{i};\n")).collect()
}

#[test]
fn basic_pair_links() {
    Program::compile(
        VS_BASIC,
        "a.vert",
        FS_BASIC,
        "b.frag",
        &ProgramOptions::default(),
    )
    .unwrap();
}

#[test]
fn missing_varying() {
    let fs = FS_BASIC.replace("vColor", "vColour");
    assert_eq!(
        link_error(VS_BASIC, &fs),
        "b.frag:2:9: error: link error: fragment input `vColour` is not written by any vertex shader output\nin vec3 vColour;\n        ^"
    );
}

#[test]
fn mismatched_varying_type() {
    let fs = FS_BASIC
        .replace("in vec3 vColor", "in vec4 vColor")
        .replace("vec4(vColor, 1.0)", "vColor");
    assert_eq!(
        link_error(VS_BASIC, &fs),
        "b.frag:2:9: error: link error: fragment input `vColor` is `vec4` but the vertex output is `vec3` (a.vert:3:10)\nin vec4 vColor;\n        ^"
    );
}

#[test]
fn mismatched_interpolation() {
    let fs = FS_BASIC.replace("in vec3 vColor", "flat in vec3 vColor");
    assert_eq!(
        link_error(VS_BASIC, &fs),
        "b.frag:2:14: error: link error: fragment input `vColor` is `flat` but the vertex output is `smooth` (a.vert:3:10)\nflat in vec3 vColor;\n             ^"
    );
}

#[test]
fn builtin_varying_without_its_vs_output_links_and_reads_zeros() {
    // GL links it (the built-in varyings exist in every stage; unwritten,
    // their values are undefined); the input takes no VS slot.
    let vs = "#version 120\nvoid main() { gl_Position = gl_Vertex; }\n";
    let fs = "#version 120\nvoid main() { gl_FragColor = gl_Color; }\n";
    let p =
        Program::compile(vs, "a.vert", fs, "b.frag", &ProgramOptions::default()).expect("links");
    let e = p
        .slots
        .fs
        .inputs
        .iter()
        .find(|e| e.name == "gl_Color")
        .unwrap();
    assert_eq!(e.source, gpubin_mvp::slots::SlotSource::Rasterizer);
}

#[test]
fn uniform_of_two_types_in_two_stages() {
    // Unused in both stages, still one program variable.
    let vs = "#version 110\nuniform vec4 a;\nvoid main() { gl_Position = vec4(0.0); }\n";
    let fs = "#version 110\nuniform vec3 a;\nvoid main() { gl_FragColor = vec4(1.0); }\n";
    assert_eq!(
        link_error(vs, fs),
        "b.frag:2:14: error: link error: uniform `a` is `vec3` here but `vec4` at a.vert:2:14\nuniform vec3 a;\n             ^"
    );
}

#[test]
fn block_instances_of_one_name_in_two_stages_link() {
    // Blocks match by block name; an instance name is no program uniform.
    let vs = "#version 150\nuniform A { vec4 a; } inst;\nvoid main() { gl_Position = inst.a; }\n";
    let fs =
        "#version 150\nuniform B { vec4 b; } inst;\nout vec4 c;\nvoid main() { c = inst.b; }\n";
    Program::compile(vs, "a.vert", fs, "b.frag", &ProgramOptions::default()).expect("links");
}

#[test]
fn es_uniform_of_two_precisions_used_in_both_stages() {
    let vs = "precision highp float;\nuniform float f;\nvoid main() { gl_Position = vec4(f); }\n";
    let fs =
        "precision mediump float;\nuniform float f;\nvoid main() { gl_FragColor = vec4(f); }\n";
    let es = |s: &str| format!("#version 100\n{s}");
    assert_eq!(
        link_error(&es(vs), &es(fs)),
        "link a.vert + b.frag: uniform `f` is mediump in b.frag but highp in a.vert"
    );
    // Unused in the vertex stage: no conflict.
    let vs_unused = vs.replace("vec4(f)", "vec4(1.0)");
    Program::compile(
        &es(&vs_unused),
        "a.vert",
        &es(fs),
        "b.frag",
        &ProgramOptions::default(),
    )
    .expect("links");
}

#[test]
fn es_invariant_frag_coord_needs_an_invariant_position() {
    let vs = "#version 100\nvoid main() { gl_Position = vec4(0.0); }\n";
    let fs = "#version 100\ninvariant gl_FragCoord;\nvoid main() { gl_FragColor = vec4(gl_FragCoord.x); }\n";
    assert_eq!(
        link_error(vs, fs),
        "link a.vert + b.frag: `gl_FragCoord` is invariant in b.frag but `gl_Position` is not in a.vert"
    );
    let vs_inv = vs.replace("#version 100\n", "#version 100\ninvariant gl_Position;\n");
    Program::compile(&vs_inv, "a.vert", fs, "b.frag", &ProgramOptions::default()).expect("links");
}

#[test]
fn vertex_shader_that_never_writes_gl_position() {
    let vs = "#version 110\nvoid main() { gl_FrontColor = vec4(0.5); }\n";
    let fs = "#version 110\nvoid main() { gl_FragColor = gl_Color; }\n";
    assert_eq!(
        link_error(vs, fs),
        "link a.vert + b.frag: a.vert never writes `gl_Position`"
    );
    // GLSL 1.40 drops the rule (the position is then undefined).
    let vs = "#version 140\nout vec4 c;\nvoid main() { c = vec4(0.5); }\n";
    let fs = "#version 140\nin vec4 c;\nout vec4 f;\nvoid main() { f = c; }\n";
    Program::compile(vs, "a.vert", fs, "b.frag", &ProgramOptions::default()).expect("links");
}

#[test]
fn glsl_110_varying_read_but_never_written() {
    let vs = "#version 110\nvarying vec4 v;\nvoid main() { gl_Position = vec4(0.0); }\n";
    let fs = "#version 110\nvarying vec4 v;\nvoid main() { gl_FragColor = v; }\n";
    assert_eq!(
        link_error(vs, fs),
        "link a.vert + b.frag: b.frag reads varying `v` but a.vert never writes it"
    );
    let v120 = |s: &str| s.replace("#version 110", "#version 120");
    Program::compile(
        &v120(vs),
        "a.vert",
        &v120(fs),
        "b.frag",
        &ProgramOptions::default(),
    )
    .expect("GLSL 1.20 links it");
}

#[test]
fn attribute_overflow_names_both_limits() {
    let ins: String = (0..9).map(|i| format!("in vec4 a{i};\n")).collect();
    let vs = format!("#version 330 core\n{ins}void main() {{ gl_Position = a0 + a8; }}\n");
    let fs = "#version 330 core\nout vec4 f;\nvoid main() { f = vec4(1.0); }\n";
    assert_eq!(
        link_error(&vs, fs),
        "link a.vert + b.frag: a.vert: attribute inputs need 9 slots, but the attribute header has 8 entries (the seed's table lists 13 logical slots)"
    );
}

#[test]
fn matrix_attribute_overflow() {
    let vs = "#version 330 core\nin mat4 a;\nin mat4 b;\nin float c;\nvoid main() { gl_Position = a * b * vec4(c); }\n";
    let fs = "#version 330 core\nout vec4 f;\nvoid main() { f = vec4(1.0); }\n";
    assert_eq!(
        link_error(vs, fs),
        "link a.vert + b.frag: a.vert: attribute inputs need 9 slots, but the attribute header has 8 entries (the seed's table lists 13 logical slots)"
    );
}

#[test]
fn vs_output_overflow() {
    let vs = format!(
        "#version 330 core\nin vec4 p;\n{}void main() {{ gl_Position = p; v0 = p; }}\n",
        outputs(8, "vec4")
    );
    let fs = "#version 330 core\nout vec4 f;\nvoid main() { f = vec4(1.0); }\n";
    assert_eq!(
        link_error(&vs, fs),
        "link a.vert + b.frag: a.vert: outputs need 9 vec4 slots, but a bank holds 8 (the seed's table lists 18 logical output slots)"
    );
}

#[test]
fn fs_input_overflow() {
    let vs = format!(
        "#version 330 core\nin vec4 p;\n{}void main() {{ gl_Position = p; }}\n",
        outputs(7, "vec4")
    );
    let ins: String = (0..7).map(|i| format!("in vec4 v{i};\n")).collect();
    let fs = format!(
        "#version 330 core\n{ins}out vec4 f;\nvoid main() {{ f = gl_FragCoord + v0 + v6 + vec4(gl_FrontFacing); }}\n"
    );
    assert_eq!(
        link_error(&vs, &fs),
        "link a.vert + b.frag: b.frag: inputs need 9 vec4 slots, but a bank holds 8 (the seed's table lists 15 logical input slots)"
    );
}

#[test]
fn fs_output_overflow() {
    let vs = "#version 120\nattribute vec4 p;\nvoid main() { gl_Position = p; }\n";
    let fs = "#version 120\nvoid main() { gl_FragData[1] = vec4(1.0); gl_FragDepth = 0.5; }\n";
    assert_eq!(
        link_error(vs, fs),
        "link a.vert + b.frag: b.frag: outputs need 9 vec4 slots, but a bank holds 8 (the seed's table lists 10 logical output slots)"
    );
}

#[test]
fn strict_mode_rejects_mixed_attributes() {
    let vs = "#version 120\nattribute vec4 p;\nvoid main() { gl_Position = p + gl_Vertex; }\n";
    let fs = "#version 120\nvoid main() { gl_FragColor = vec4(1.0); }\n";
    assert_eq!(
        link_error(vs, fs),
        "link a.vert + b.frag: a.vert uses both user attributes (`p`) and built-in attribute inputs (`gl_Vertex`); their slot order is undefined"
    );
}

#[test]
fn strict_mode_rejects_integer_attributes() {
    let vs = "#version 330 core\nin ivec2 id;\nvoid main() { gl_Position = vec4(id, 0, 1); }\n";
    let fs = "#version 330 core\nout vec4 f;\nvoid main() { f = vec4(1.0); }\n";
    assert_eq!(
        link_error(vs, fs),
        "link a.vert + b.frag: a.vert: attribute `id` is ivec2; the vertex inputs given are f32 (integer attributes need their 32-bit patterns, as shader-test gives them)"
    );
}

#[test]
fn location_differing_from_declaration_order_warns() {
    let vs =
        "#version 330 core\nlayout(location = 3) in vec4 p;\nvoid main() { gl_Position = p; }\n";
    let fs = "#version 330 core\nout vec4 f;\nvoid main() { f = vec4(1.0); }\n";
    let p = Program::compile(vs, "a.vert", fs, "b.frag", &ProgramOptions::default()).unwrap();
    assert_eq!(p.slots.vs.input("p").unwrap().slot, 0);
    assert_eq!(
        p.slots.warnings,
        vec![
            "a.vert: attribute `p` has location 3 but takes slot 0 (declaration order)".to_string()
        ]
    );
}

#[test]
fn huge_constant_buffer_is_an_error() {
    let vs = "#version 330 core\nuniform mat4 big[40000];\nin vec4 p;\nvoid main() { gl_Position = big[0] * p; }\n";
    let fs = "#version 330 core\nout vec4 f;\nvoid main() { f = vec4(1.0); }\n";
    assert_eq!(
        link_error(vs, fs),
        "link a.vert + b.frag: a.vert: uniforms need 2560000 bytes of constant buffer, more than the 1048576 bytes supported"
    );
}

#[test]
fn huge_output_array_is_an_overflow_not_a_panic() {
    let vs = "#version 330 core\nout vec4 many[60000];\nvoid main() { gl_Position = vec4(1.0); many[1] = vec4(0.0); }\n";
    let fs = "#version 330 core\nout vec4 f;\nvoid main() { f = vec4(1.0); }\n";
    assert_eq!(
        link_error(vs, fs),
        "link a.vert + b.frag: a.vert: outputs need 60001 vec4 slots, but a bank holds 8 (the seed's table lists 18 logical output slots)"
    );
}
