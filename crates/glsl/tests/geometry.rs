//! Geometry shaders and in/out interface blocks (GLSL 1.50 and 3.30):
//! each rule with a shader that compiles and one that fails, citing the
//! section of the specification (GLSL 1.50 numbering; 3.30 keeps it).

mod common;

use common::{object, src};
use gpubin_glsl::{compile, CompileOptions, InputPrimitive, OutputPrimitive, Stage, Type};

const HEAD: &str = "layout(triangles) in;\nlayout(triangle_strip, max_vertices = 3) out;\n";

/// Compiles as a geometry shader object in GLSL 1.50 and 3.30.
#[track_caller]
fn ok(globals: &str, body: &str) {
    for v in ["150", "330"] {
        let text = src(v, globals, body);
        if let Err(e) = object(Stage::Geometry, &text) {
            panic!("GLSL {v}: expected to compile:\n{text}\n{e}");
        }
    }
}

/// Fails as a geometry shader object in GLSL 1.50 and 3.30 with `needle`.
#[track_caller]
fn fails(globals: &str, body: &str, needle: &str) {
    for v in ["150", "330"] {
        let text = src(v, globals, body);
        match object(Stage::Geometry, &text) {
            Ok(()) => panic!("GLSL {v}: expected an error:\n{text}"),
            Err(e) => assert!(e.contains(needle), "GLSL {v}: `{needle}` not in\n{e}"),
        }
    }
}

// ---- the stage -------------------------------------------------------------

#[test]
fn stage_from_extension() {
    assert_eq!(Stage::from_extension("geom"), Some(Stage::Geometry));
    assert_eq!(Stage::from_extension("gs"), Some(Stage::Geometry));
    assert_eq!(Stage::Geometry.to_string(), "geometry");
}

#[test]
fn geometry_needs_glsl_150() {
    // GLSL 1.50 §2.3: the geometry processor is new in 1.50.
    let e = object(Stage::Geometry, &src("140", "", "")).unwrap_err();
    assert!(e.contains("geometry shaders require GLSL 1.50"), "{e}");
    let e = object(Stage::Geometry, &src("100", "", "")).unwrap_err();
    assert!(e.contains("geometry shaders require GLSL 1.50"), "{e}");
    ok(HEAD, "");
}

// ---- §4.3.8.1 input layout -------------------------------------------------

#[test]
fn input_primitives() {
    // §4.3.8.1: points, lines, lines_adjacency, triangles, triangles_adjacency.
    for p in InputPrimitive::ALL {
        ok(&format!("layout({}) in;", p.name()), "");
    }
    fails("layout(quads) in;", "", "`quads`");
    fails(
        "layout(line_strip) in;",
        "",
        "`line_strip` is not a geometry input primitive",
    );
}

#[test]
fn input_layouts_agree() {
    // §4.3.8.1: all input layout declarations must declare the same layout.
    ok("layout(lines) in;\nlayout(lines) in;", "");
    fails(
        "layout(lines) in;\nlayout(points) in;",
        "",
        "input primitive `points` conflicts with the earlier `layout(lines) in`",
    );
}

#[test]
fn input_layout_only_on_in_alone() {
    // §4.3.8.1: input layout qualifiers go on `in` without a variable.
    fails(
        "layout(triangles) in vec4 v[];",
        "",
        "applies only to a declaration of `in` or `out` alone",
    );
    fails(
        "layout(triangles) uniform;",
        "",
        "geometry layout qualifiers apply to `in`",
    );
}

#[test]
fn layouts_at_global_scope() {
    // §4.3.8: layout declarations are global.
    fails(
        "layout(max_vertices = 1) out;",
        "layout(points) in;",
        "declarations must be at global scope",
    );
}

#[test]
fn geometry_layouts_only_in_geometry_shaders() {
    // §4.3.8.1: only geometry shaders take primitive layouts.
    let text = src("150", "layout(triangles) in;", "gl_Position = vec4(0.0);");
    let e = object(Stage::Vertex, &text).unwrap_err();
    assert!(
        e.contains("`layout(triangles)` is only allowed in geometry shaders"),
        "{e}"
    );
}

#[test]
fn input_arrays_sized_by_the_primitive() {
    // §4.3.8.1 table: points 1, lines 2, lines_adjacency 4, triangles 3,
    // triangles_adjacency 6; unsized inputs take that size.
    for p in InputPrimitive::ALL {
        let n = p.vertices();
        let g = format!(
            "layout({}) in;\nlayout(points, max_vertices = 1) out;\nin vec4 a[];\nin vec4 b[{n}];",
            p.name()
        );
        let body = format!(
            "int k = a.length() + b.length() + gl_in.length();\ngl_Position = a[{}] + b[0];",
            n - 1
        );
        let text = src("150", &g, &body);
        let m = compile(&text, Stage::Geometry, &CompileOptions::default())
            .unwrap_or_else(|e| panic!("{e}"));
        let a = m.global("a").unwrap().1;
        assert_eq!(
            a.ty,
            Type::Array(Box::new(Type::Vector(gpubin_glsl::ScalarKind::Float, 4)), n)
        );
        let gl_in = m.global("gl_in").unwrap().1;
        assert!(matches!(gl_in.ty, Type::Array(_, k) if k == n));
        let bad = format!("layout({}) in;\nin vec4 c[{}];", p.name(), n + 1);
        fails(&bad, "", "does not match the input primitive");
    }
}

#[test]
fn sized_input_before_the_layout_must_match_it() {
    // §4.3.8.1: a layout size that differs from an earlier declared input
    // array size is an error.
    ok("in vec4 a[3];\nlayout(triangles) in;", "");
    fails(
        "in vec4 a[2];\nlayout(triangles) in;",
        "",
        "input array `a` has size 2, but the input primitive `triangles` has 3 vertices",
    );
    fails(
        "in vec4 a[2];\nin vec4 b[3];",
        "",
        "input array size 3 differs from the earlier input arrays' 2",
    );
}

#[test]
fn unsized_input_indexed_before_the_layout() {
    // §4.3.8.1: an unsized input takes the size of a later layout; its
    // constant indices must fit.
    ok(
        "in vec4 a[];\nvec4 f() { return a[2]; }\nlayout(triangles) in;",
        "",
    );
    fails(
        "in vec4 a[];\nvec4 f() { return a[3]; }\nlayout(triangles) in;",
        "",
        "`a[3]`: index out of range for the input primitive `triangles` (3 vertices)",
    );
    // length() needs the size (§4.3.8.1).
    fails("in vec4 a[];", "int n = a.length();", "`.length()`");
}

#[test]
fn inputs_are_arrays() {
    // §4.3.4: geometry shader inputs are arrays of per-vertex values.
    ok("layout(points) in;\nin vec4 a[];\nflat in int id[];", "");
    fails(
        "layout(points) in;\nin vec4 a;",
        "",
        "`a`: geometry shader inputs must be arrays",
    );
}

// ---- §4.3.8.2 output layout ------------------------------------------------

#[test]
fn output_primitives() {
    // §4.3.8.2: points, line_strip, triangle_strip.
    for p in OutputPrimitive::ALL {
        ok(&format!("layout({}, max_vertices = 4) out;", p.name()), "");
    }
    for bad in ["lines", "triangles", "lines_adjacency"] {
        fails(
            &format!("layout({bad}, max_vertices = 4) out;"),
            "",
            "is not a geometry output primitive",
        );
    }
    fails(
        "layout(points) out;\nlayout(line_strip) out;",
        "",
        "output primitive `line_strip` conflicts",
    );
}

#[test]
fn max_vertices() {
    // §4.3.8.2: max_vertices on `out` only, non-negative, at most
    // gl_MaxGeometryOutputVertices (256), every declaration the same.
    ok(
        "layout(max_vertices = 256) out;\nlayout(points, max_vertices = 256) out;",
        "",
    );
    fails(
        "layout(max_vertices = 257) out;",
        "",
        "exceeds gl_MaxGeometryOutputVertices (256)",
    );
    fails("layout(max_vertices = -1) out;", "", "must not be negative");
    fails(
        "layout(max_vertices = 3) out;\nlayout(max_vertices = 4) out;",
        "",
        "max_vertices = 4 conflicts with the earlier max_vertices = 3",
    );
    fails(
        "layout(max_vertices = 3) in;",
        "",
        "`max_vertices` is an output layout qualifier",
    );
    fails(
        "layout(max_vertices) out;",
        "",
        "`max_vertices` needs a value",
    );
    fails("layout(points = 1) out;", "", "`points` takes no value");
}

#[test]
fn a_complete_shader_declares_every_layout() {
    // §4.3.8.1/§4.3.8.2: the program needs an input primitive, an output
    // primitive and max_vertices; a single object may leave them to others.
    let full = |g: &str| {
        compile(
            &src("150", g, ""),
            Stage::Geometry,
            &CompileOptions::default(),
        )
    };
    assert!(full(HEAD).is_ok());
    let e = full("layout(triangle_strip, max_vertices = 3) out;")
        .unwrap_err()
        .to_string();
    assert!(e.contains("needs an input primitive"), "{e}");
    let e = full("layout(triangles) in;\nlayout(max_vertices = 3) out;")
        .unwrap_err()
        .to_string();
    assert!(e.contains("needs an output primitive"), "{e}");
    let e = full("layout(triangles) in;\nlayout(points) out;")
        .unwrap_err()
        .to_string();
    assert!(e.contains("needs `max_vertices`"), "{e}");
    ok("", "");
}

// ---- §7.1 built-in variables ---------------------------------------------------

#[test]
fn gl_in_members() {
    // §7.1: gl_in[] holds gl_Position, gl_PointSize, gl_ClipDistance[].
    ok(
        HEAD,
        "vec4 p = gl_in[0].gl_Position;\nfloat s = gl_in[1].gl_PointSize;\nfloat d = gl_in[2].gl_ClipDistance[0];",
    );
    fails(
        HEAD,
        "vec4 c = gl_in[0].gl_FrontColor;",
        "has no member `gl_FrontColor`",
    );
    fails(
        HEAD,
        "vec4 p = gl_in[3].gl_Position;",
        "index 3 out of range",
    );
    fails(
        HEAD,
        "gl_in[0].gl_Position = vec4(0.0);",
        "cannot assign to a shader input",
    );
}

#[test]
fn gl_in_compatibility_members() {
    // GLSL 1.50 compatibility §7.1: gl_in[] also has the fixed-function outputs.
    let text = "#version 150 compatibility\nlayout(points) in;\nvoid main() {\n    vec4 c = gl_in[0].gl_FrontColor + gl_in[0].gl_TexCoord[1];\n    gl_FrontColor = c;\n    EmitVertex();\n}\n";
    object(Stage::Geometry, text).unwrap();
}

#[test]
fn gl_in_only_in_geometry_shaders() {
    // §7.1: gl_in is a geometry shader input.
    let text = src("150", "", "gl_Position = gl_in[0].gl_Position;");
    let e = object(Stage::Vertex, &text).unwrap_err();
    assert!(
        e.contains("`gl_in` is only available in geometry shaders"),
        "{e}"
    );
}

#[test]
fn outputs_and_primitive_id_in() {
    // §7.1: outputs gl_Position, gl_PointSize, gl_ClipDistance[],
    // gl_PrimitiveID, gl_Layer; input gl_PrimitiveIDIn (read-only).
    ok(
        HEAD,
        "gl_Position = vec4(1.0);\ngl_PointSize = 2.0;\ngl_ClipDistance[0] = 0.5;\ngl_PrimitiveID = gl_PrimitiveIDIn;\ngl_Layer = 1;\nEmitVertex();",
    );
    fails(
        HEAD,
        "gl_PrimitiveIDIn = 2;",
        "cannot assign to a shader input",
    );
    fails(
        HEAD,
        "int v = gl_VertexID;",
        "`gl_VertexID` is only available in vertex shaders",
    );
    fails(
        HEAD,
        "vec4 f = gl_FragCoord;",
        "`gl_FragCoord` is only available in fragment shaders",
    );
    let text = src("150", "", "gl_Position = vec4(float(gl_PrimitiveIDIn));");
    let e = object(Stage::Vertex, &text).unwrap_err();
    assert!(
        e.contains("`gl_PrimitiveIDIn` is only available in geometry shaders"),
        "{e}"
    );
    let text = src("150", "", "gl_Layer = 1;");
    let e = object(Stage::Vertex, &text).unwrap_err();
    assert!(
        e.contains("`gl_Layer` is only available in geometry shaders"),
        "{e}"
    );
}

// ---- §7.4 built-in constants -------------------------------------------------

#[test]
fn geometry_constants() {
    // §7.4: the gl_MaxGeometry* constants (minimum maxima).
    ok(
        HEAD,
        "int a[gl_MaxGeometryOutputVertices == 256 ? 1 : -1];\n\
         int b[gl_MaxGeometryInputComponents == 64 ? 1 : -1];\n\
         int c[gl_MaxGeometryOutputComponents == 128 ? 1 : -1];\n\
         int d[gl_MaxGeometryTextureImageUnits == 16 ? 1 : -1];\n\
         int e[gl_MaxGeometryTotalOutputComponents == 1024 ? 1 : -1];\n\
         int f[gl_MaxGeometryUniformComponents == 1024 ? 1 : -1];\n\
         int g[gl_MaxGeometryVaryingComponents == 64 ? 1 : -1];\n\
         int h[gl_MaxVertexOutputComponents == 64 ? 1 : -1];\n\
         int i[gl_MaxFragmentInputComponents == 128 ? 1 : -1];",
    );
    fails(HEAD, "gl_MaxGeometryOutputVertices = 1;", "not assignable");
    let text = src(
        "140",
        "",
        "int n = gl_MaxGeometryOutputVertices;\ngl_Position = vec4(0.0);",
    );
    let e = object(Stage::Vertex, &text).unwrap_err();
    assert!(e.contains("gl_MaxGeometryOutputVertices"), "{e}");
}

// ---- §8.10 EmitVertex / EndPrimitive ---------------------------------------

#[test]
fn emit_and_end_primitive() {
    // §8.10: EmitVertex() and EndPrimitive() take no arguments and exist
    // only in geometry shaders.
    ok(HEAD, "EmitVertex();\nEndPrimitive();");
    ok("void emit_one() { EmitVertex(); }", "emit_one();");
    fails(HEAD, "EmitVertex(1);", "`EmitVertex` takes no arguments");
    fails(
        HEAD,
        "EndPrimitive(0);",
        "`EndPrimitive` takes no arguments",
    );
    fails(HEAD, "EmitStreamVertex(0);", "EmitStreamVertex");
    for stage in [Stage::Vertex, Stage::Fragment] {
        for f in ["EmitVertex", "EndPrimitive"] {
            let e = object(stage, &src("150", "", &format!("{f}();"))).unwrap_err();
            assert!(
                e.contains(&format!("`{f}` is only available in geometry shaders")),
                "{e}"
            );
        }
    }
}

#[test]
fn discard_is_fragment_only() {
    // §6.4: discard only in fragment shaders.
    fails(
        HEAD,
        "discard;",
        "`discard` is only allowed in fragment shaders",
    );
}

// ---- reflection ------------------------------------------------------------------

#[test]
fn reflection_of_a_geometry_shader() {
    let text = src(
        "150",
        &format!("{HEAD}in vec3 n[];\nout vec3 fn_;"),
        "for (int i = 0; i < 3; i++) {\n    gl_Position = gl_in[i].gl_Position;\n    fn_ = n[i];\n    EmitVertex();\n}\nEndPrimitive();",
    );
    let m = compile(&text, Stage::Geometry, &CompileOptions::default()).unwrap();
    let g = m.reflection.geometry.unwrap();
    assert_eq!(g.input, Some(InputPrimitive::Triangles));
    assert_eq!(g.output, Some(OutputPrimitive::TriangleStrip));
    assert_eq!(g.max_vertices, Some(3));
    let names: Vec<(&str, &str)> = m
        .reflection
        .inputs
        .iter()
        .map(|v| (v.name.as_str(), v.type_name.as_str()))
        .collect();
    assert_eq!(names, [("n", "vec3[3]"), ("gl_in", "gl_PerVertex[3]")]);
    let outs: Vec<&str> = m
        .reflection
        .outputs
        .iter()
        .map(|v| v.name.as_str())
        .collect();
    assert_eq!(outs, ["fn_", "gl_Position"]);
    let text = m.reflection.to_string();
    assert!(
        text.starts_with("layout(triangles) in; layout(triangle_strip, max_vertices = 3) out;\n"),
        "{text}"
    );
    let ir = m.to_string();
    assert!(
        ir.contains("call EmitVertex()") && ir.contains("call EndPrimitive()"),
        "{ir}"
    );
}
