//! GLSL 1.20 §6.1: the implicit conversions apply to `out` arguments too,
//! from the parameter's type to the argument's, when the value is copied
//! out; `inout` arguments, which would need both directions, and GLSL
//! 1.10 (no implicit conversions) match exactly.

use gpubin_glsl::{compile, run, CompileOptions, Invocation, NoTextures, Stage, Value};

/// Runs a vertex shader of `version` whose `main` ends by writing the
/// `float` results `r0`.. and returns them.
fn results(version: u32, globals: &str, body: &str, n: usize) -> Vec<f32> {
    let outs: String = (0..n).map(|i| format!("varying float r{i};\n")).collect();
    let src = format!("#version {version}\n{outs}{globals}\nvoid main() {{\n{body}\ngl_Position = vec4(0.0);\n}}\n");
    let m = compile(&src, Stage::Vertex, &CompileOptions::default())
        .unwrap_or_else(|d| panic!("{d}\n{src}"));
    let out = run(&m, &Invocation::default(), &mut NoTextures).unwrap();
    (0..n)
        .map(|i| match &out.outputs[&format!("r{i}")] {
            Value::Float(v) => *v,
            v => panic!("r{i} = {v:?}"),
        })
        .collect()
}

fn error(version: u32, globals: &str, body: &str) -> String {
    let src = format!(
        "#version {version}\n{globals}\nvoid main() {{\n{body}\ngl_Position = vec4(0.0);\n}}\n"
    );
    match compile(&src, Stage::Vertex, &CompileOptions::default()) {
        Ok(_) => panic!("compiled:\n{src}"),
        Err(d) => d.to_string(),
    }
}

#[test]
fn an_int_out_parameter_fills_a_float_argument() {
    // 7 / 2 = 3 in int; the float argument receives 3.0.
    let r = results(
        120,
        "void halve(int a, out int h) { h = a / 2; }",
        "float f = -1.0;\nhalve(7, f);\nr0 = f;",
        1,
    );
    assert_eq!(r, [3.0]);
}

#[test]
fn converted_out_arguments_of_every_shape() {
    // An ivec3 into a vec3, an element and a swizzle of float vectors, a
    // float array element; and the return value alongside.
    let r = results(
        120,
        "int split(int n, out ivec3 v, out int lo, out ivec2 pair) {\n\
         v = ivec3(n, n + 1, n + 2); lo = n - 10; pair = ivec2(-n, 2 * n); return n * 3; }",
        "vec3 v3; vec4 w = vec4(0.5); float arr[2];\n\
         float ret = float(split(4, v3, arr[1], w.zx));\n\
         r0 = v3.x + v3.y * 10.0 + v3.z * 100.0;\n\
         r1 = arr[1]; r2 = w.x; r3 = w.y; r4 = w.z; r5 = ret;",
        6,
    );
    // v3 = (4, 5, 6): 4 + 50 + 600 = 654; lo = -6; w.z = -4, w.x = 8, w.y
    // untouched; the return value 12.
    assert_eq!(r, [654.0, -6.0, 8.0, 0.5, -4.0, 12.0]);
}

#[test]
fn an_exact_overload_wins_over_a_converted_out_argument() {
    let r = results(
        120,
        "void put(out int x) { x = 1; }\nvoid put(out float x) { x = 2.5; }",
        "float f; put(f); r0 = f;",
        1,
    );
    assert_eq!(r, [2.5]);
}

#[test]
fn no_conversion_for_inout_nor_in_glsl_110_nor_float_to_int() {
    let e = error(
        120,
        "void inc(inout int x) { x += 1; }",
        "float f = 1.0; inc(f);",
    );
    assert!(
        e.contains("no matching overload for call to `inc(float)`"),
        "{e}"
    );
    let e = error(110, "void one(out int x) { x = 1; }", "float f; one(f);");
    assert!(
        e.contains("no matching overload for call to `one(float)`"),
        "{e}"
    );
    // float -> int is no implicit conversion.
    let e = error(120, "void one(out float x) { x = 1.0; }", "int i; one(i);");
    assert!(
        e.contains("no matching overload for call to `one(int)`"),
        "{e}"
    );
}

#[test]
fn the_index_of_a_converted_out_argument_is_taken_before_the_call() {
    // `f` sets the index variable to 0 and its int `out` to 4: the element
    // chosen before the call, v[1], receives 4.0; v[0] keeps 0.5.
    let r = results(
        120,
        "void f(inout int i, out int x) { x = 4; i = 0; }",
        "vec4 v = vec4(0.5); int i = 1;\nf(i, v[i]);\nr0 = v[0]; r1 = v[1]; r2 = float(i);",
        3,
    );
    assert_eq!(r, [0.5, 4.0, 0.0]);
}
