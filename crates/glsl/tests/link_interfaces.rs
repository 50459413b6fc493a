//! Link rules between the objects and stages of a program that GLSL 1.50
//! adds: `gl_FragCoord` redeclarations (§4.3.8.1), uniform and in/out
//! blocks matched by block name, member by member (§4.3.7), and 1.40
//! objects linked with 1.50 ones (§3.3). One positive and one negative
//! case per rule; errors name the place of both declarations.

use gpubin_glsl::{compile_object, link_program, CompileOptions, ShaderObject, Stage};

fn object(file: &str, src: &str) -> ShaderObject {
    let stage = Stage::from_extension(file.rsplit('.').next().unwrap()).unwrap();
    let opts = CompileOptions {
        file_name: Some(file.into()),
        ..Default::default()
    };
    compile_object(src, stage, &opts).unwrap_or_else(|d| panic!("{file}: {d}"))
}

fn links(objs: &[(&str, &str)]) {
    let objs: Vec<ShaderObject> = objs.iter().map(|(f, s)| object(f, s)).collect();
    if let Err(d) = link_program(&objs) {
        panic!("{d}");
    }
}

fn link_error(objs: &[(&str, &str)]) -> String {
    let objs: Vec<ShaderObject> = objs.iter().map(|(f, s)| object(f, s)).collect();
    match link_program(&objs) {
        Ok(_) => panic!("linked"),
        Err(d) => d.to_string(),
    }
}

const VS: &str = "#version 150\nin vec4 p;\nvoid main() { gl_Position = p; }\n";

// ---- gl_FragCoord -------------------------------------------------------------

const FC_MAIN_UPPER: &str = "#version 150\nlayout(origin_upper_left) in vec4 gl_FragCoord;\nout vec4 c;\nfloat depth();\nvoid main() { c = vec4(gl_FragCoord.xy, depth(), 1.0); }\n";

#[test]
fn frag_coord_redeclarations_agree() {
    let lib = "#version 150\nlayout(origin_upper_left) in vec4 gl_FragCoord;\nfloat depth() { return gl_FragCoord.z; }\n";
    links(&[("v.vert", VS), ("a.frag", FC_MAIN_UPPER), ("b.frag", lib)]);
    // An object that does not use gl_FragCoord need not redeclare it.
    let lib = "#version 150\nfloat depth() { return 0.5; }\n";
    links(&[("v.vert", VS), ("a.frag", FC_MAIN_UPPER), ("b.frag", lib)]);
}

#[test]
fn frag_coord_redeclarations_with_other_layouts_do_not_link() {
    let lib = "#version 150\nlayout(origin_upper_left, pixel_center_integer) in vec4 gl_FragCoord;\nfloat depth() { return gl_FragCoord.z; }\n";
    let e = link_error(&[("v.vert", VS), ("a.frag", FC_MAIN_UPPER), ("b.frag", lib)]);
    assert!(e.contains("b.frag:2:"), "{e}");
    assert!(e.contains("`gl_FragCoord` is redeclared with `layout(origin_upper_left, pixel_center_integer)` here but with `layout(origin_upper_left)` at a.frag:2:"), "{e}");
    // A redeclaration without layout differs from one with a layout, even
    // where that object does not use it.
    let lib = "#version 150\nin vec4 gl_FragCoord;\nfloat depth() { return 0.5; }\n";
    let e = link_error(&[("v.vert", VS), ("a.frag", FC_MAIN_UPPER), ("b.frag", lib)]);
    assert!(
        e.contains("redeclared with no layout qualifier here"),
        "{e}"
    );
}

#[test]
fn an_object_using_frag_coord_must_redeclare_it_when_another_does() {
    let lib = "#version 150\nfloat depth() { return gl_FragCoord.z; }\n";
    let e = link_error(&[("v.vert", VS), ("a.frag", FC_MAIN_UPPER), ("b.frag", lib)]);
    assert!(e.contains("b.frag:2:24: error: link error: this fragment shader object uses `gl_FragCoord` without redeclaring it, but it is redeclared at a.frag:2:"), "{e}");
}

// ---- uniform blocks -----------------------------------------------------------

#[test]
fn uniform_blocks_match_by_block_name_not_instance_name() {
    // One block, two instance names.
    let vs = "#version 150\nuniform B { vec4 k; } first[2];\nvoid main() { gl_Position = first[1].k; }\n";
    let fs = "#version 150\nuniform B { vec4 k; } second[2];\nout vec4 c;\nvoid main() { c = second[0].k; }\n";
    links(&[("v.vert", vs), ("f.frag", fs)]);
    // One instance name, two blocks: two different uniform blocks.
    let vs = "#version 150\nuniform B1 { vec4 k; } inst;\nvoid main() { gl_Position = inst.k; }\n";
    let fs = "#version 150\nuniform B2 { vec3 k; float w; } inst;\nout vec4 c;\nvoid main() { c = vec4(inst.k, inst.w); }\n";
    links(&[("v.vert", vs), ("f.frag", fs)]);
}

#[test]
fn uniform_blocks_of_one_name_differing_do_not_link() {
    let vs = "#version 150\nuniform B { vec4 k; } u;\nvoid main() { gl_Position = u.k; }\n";
    // Member type.
    let fs = "#version 150\nuniform B { vec3 k; } u;\nout vec4 c;\nvoid main() { c = vec4(u.k, 1.0); }\n";
    let e = link_error(&[("v.vert", vs), ("f.frag", fs)]);
    assert!(e.contains("f.frag:2:1: error: link error: uniform block `B` is declared differently in two shader objects: layout(shared) { vec3 k; } here, layout(shared) { vec4 k; } at v.vert:2:1"), "{e}");
    // Array size of the instance.
    let fs =
        "#version 150\nuniform B { vec4 k; } u[3];\nout vec4 c;\nvoid main() { c = u[2].k; }\n";
    let e = link_error(&[("v.vert", vs), ("f.frag", fs)]);
    assert!(
        e.contains("{ vec4 k; }[3] here, layout(shared) { vec4 k; } at v.vert:2:1"),
        "{e}"
    );
    // Packing.
    let fs = "#version 150\nlayout(std140) uniform B { vec4 k; } u;\nout vec4 c;\nvoid main() { c = u.k; }\n";
    let e = link_error(&[("v.vert", vs), ("f.frag", fs)]);
    assert!(e.contains("layout(std140) { vec4 k; } here"), "{e}");
}

#[test]
fn uniform_block_matrix_order_is_part_of_the_match() {
    let vs = "#version 150\nuniform M { layout(row_major) mat2 m; vec4 v; };\nvoid main() { gl_Position = vec4(m[0], v.xy); }\n";
    // The same order given for the whole block: the same block.
    let fs = "#version 150\nlayout(row_major) uniform M { mat2 m; vec4 v; };\nout vec4 c;\nvoid main() { c = vec4(m[1], v.zw); }\n";
    links(&[("v.vert", vs), ("f.frag", fs)]);
    let fs = "#version 150\nuniform M { layout(column_major) mat2 m; vec4 v; };\nout vec4 c;\nvoid main() { c = vec4(m[1], v.zw); }\n";
    let e = link_error(&[("v.vert", vs), ("f.frag", fs)]);
    assert!(e.contains("{ mat2 m; vec4 v; } here, layout(shared) { layout(row_major) mat2 m; vec4 v; } at v.vert:2:1"), "{e}");
}

// ---- in/out blocks ------------------------------------------------------------

#[test]
fn out_blocks_of_one_stage_agree() {
    let main =
        "#version 150\nout Data { vec4 a; } d;\nvoid f();\nvoid main() { d.a = vec4(1.0); f(); }\n";
    let same = "#version 150\nout Data { vec4 a; } d;\nvoid f() { d.a.x = 0.0; }\n";
    links(&[("a.vert", main), ("b.vert", same)]);
    let more = "#version 150\nout Data { vec4 a; vec4 b; } e;\nvoid f() { e.b = vec4(0.0); }\n";
    let e = link_error(&[("a.vert", main), ("b.vert", more)]);
    assert!(e.contains("b.vert:2:1: error: link error: output block `Data` is declared differently in two vertex shader objects: { vec4 a; vec4 b; } here, { vec4 a; } at a.vert:2:1"), "{e}");
    // Without instance name in one object, an array in the other.
    let unnamed = "#version 150\nout Data { vec4 a; };\nvoid f() { a = vec4(0.0); }\n";
    let array = "#version 150\nout Data { vec4 a; } d[2];\nvoid f();\nvoid main() { d[1].a = vec4(1.0); f(); }\n";
    let e = link_error(&[("a.vert", array), ("b.vert", unnamed)]);
    assert!(
        e.contains("{ vec4 a; } here, { vec4 a; }[2] at a.vert:2:1"),
        "{e}"
    );
}

#[test]
fn in_block_arrays_match_the_out_block_arrays() {
    let vs = "#version 150\nout Data { vec4 a; } d[2];\nvoid main() { d[0].a = vec4(1.0); d[1].a = vec4(2.0); gl_Position = vec4(0.0); }\n";
    let fs = "#version 150\nin Data { vec4 a; } d[2];\nout vec4 c;\nvoid main() { c = d[0].a + d[1].a; }\n";
    links(&[("v.vert", vs), ("f.frag", fs)]);
    let fs = "#version 150\nin Data { vec4 a; } d;\nout vec4 c;\nvoid main() { c = d.a; }\n";
    let e = link_error(&[("v.vert", vs), ("f.frag", fs)]);
    assert!(e.contains("f.frag:2:1: error: link error: fragment input block `Data` is not an array but the vertex output block is an array of 2 (v.vert:2:1)"), "{e}");
}

#[test]
fn block_member_interpolation_matches_between_stages() {
    let vs = "#version 150\nout Data { flat int n; vec4 a; } d;\nvoid main() { d.n = 1; d.a = vec4(1.0); gl_Position = vec4(0.0); }\n";
    let fs = "#version 150\nin Data { flat int n; vec4 a; } e;\nout vec4 c;\nvoid main() { c = e.a * float(e.n); }\n";
    links(&[("v.vert", vs), ("f.frag", fs)]);
    let vs = "#version 150\nout Data { flat int n; vec4 a; } d;\nvoid main() { d.n = 1; d.a = vec4(1.0); gl_Position = vec4(0.0); }\n";
    let fs = "#version 150\nin Data { flat int n; noperspective vec4 a; } e;\nout vec4 c;\nvoid main() { c = e.a * float(e.n); }\n";
    let e = link_error(&[("v.vert", vs), ("f.frag", fs)]);
    assert!(e.contains("{ flat int n; noperspective vec4 a; } does not match the vertex output block { flat int n; vec4 a; }"), "{e}");
}

// ---- versions -----------------------------------------------------------------

#[test]
fn glsl_140_and_150_objects_link() {
    let vs = "#version 140\nin vec4 p;\nvoid main() { gl_Position = p; }\n";
    let fs = "#version 150\nout vec4 c;\nvoid main() { c = vec4(1.0); }\n";
    links(&[("v.vert", vs), ("f.frag", fs)]);
    let lib = "#version 140\nvec4 k() { return vec4(0.5); }\n";
    let fs = "#version 150\nout vec4 c;\nvec4 k();\nvoid main() { c = k(); }\n";
    links(&[("v.vert", vs), ("f.frag", fs), ("g.frag", lib)]);
    // 1.30 does not link with 1.50.
    let lib = "#version 130\nvec4 k() { return vec4(0.5); }\n";
    let e = link_error(&[("f.frag", fs), ("g.frag", lib)]);
    assert!(e.contains("g.frag:1:1: error: link error: a GLSL 1.30 object cannot be linked with a GLSL 1.50 core object (f.frag)"), "{e}");
}
