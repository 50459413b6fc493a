//! The order in which an expression's parts are evaluated, in the reference
//! interpreter (the MVP tests run the same cases on the compiled engine).
//!
//! What the specification fixes is followed (GLSL 1.10–1.30 §5.8: the left
//! of an assignment before its right; §6.1.1: call arguments "evaluated at
//! call time, exactly once, in order, from left to right", an out argument
//! an l-value used for the copy-out). Where it says nothing (the operands of
//! an operator or of a constructor; §6.1.1: "The order in which output
//! parameters are copied back to the caller is undefined") Mesa's order is
//! followed: the side effects of every operand (calls and their copy-out,
//! assignments, `++`/`--`) in source order, then the operands are read;
//! the copy-outs of whole variables first, then those of parts (swizzles,
//! elements, members), each in parameter order.

use gpubin_glsl::{compile, run, CompileOptions, Invocation, NoTextures, Stage, Value};

/// Runs a GLSL 1.30 vertex shader whose `main` ends by writing the
/// `float` results `r0`.. (one `out float` each) and returns them.
fn results(globals: &str, body: &str, n: usize) -> Vec<f32> {
    let outs: String = (0..n).map(|i| format!("out float r{i};\n")).collect();
    let src = format!("#version 130\n{outs}{globals}\nvoid main() {{\n{body}\n}}\n");
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

#[test]
fn an_operand_is_read_after_a_call_in_the_other_operand_writes_it() {
    // Mesa (llvmpipe, softpipe) performs the call and its copy-out, then
    // reads `v.w`: 0.25 + 0.5, not 0.0 + 0.5.
    let r = results(
        "float f(out vec4 p) { p = vec4(0.25); return 0.5; }",
        "vec4 v = vec4(0.0);\nv.w = v.w + f(v);\nr0 = v.x; r1 = v.w;",
        2,
    );
    assert_eq!(r, [0.25, 0.75]);
    // The same with the call on the left and with an assignment and an
    // increment in the right operand.
    let r = results(
        "float f(out float p) { p = 2.0; return 0.5; }",
        "float a = 1.0;\nfloat b = f(a) * a;\n\
         int n = 1;\nint m = n + (n = 5);\n\
         int k = 1;\nint j = k * (k++ + 10);\n\
         r0 = b; r1 = float(m); r2 = float(j); r3 = float(k);",
        4,
    );
    // f(a) * a = 0.5 * 2; n + (n = 5) = 5 + 5; k * (k++ + 10) = 2 * (1 + 10).
    assert_eq!(r, [1.0, 10.0, 22.0, 2.0]);
}

#[test]
fn an_assignment_or_pre_increment_gives_the_value_it_stored() {
    // §5.9: "the value of the pre-increment ... is the resulting value of
    // that modification"; a later write in the same expression does not
    // change it (as in Mesa).
    let r = results(
        "",
        "int n = 1;\nint s = (n = 3) + (n = 5);\n\
         int k = 1;\nint p = (++k) + (k++);\n\
         int m = 1;\nint q = (m += 2) * (m = 1);\n\
         r0 = float(s); r1 = float(p); r2 = float(q); r3 = float(k);",
        4,
    );
    assert_eq!(r, [8.0, 4.0, 3.0, 3.0]);
}

#[test]
fn compound_assignment_reads_its_target_after_the_right_side() {
    // `s += g(s)` is `s = s + g(s)` (§5.8): the read of `s` is an operand.
    let r = results(
        "float g(out float t) { t = 4.0; return 0.5; }",
        "float s = 1.0;\ns += g(s);\nr0 = s;",
        1,
    );
    assert_eq!(r, [4.5]);
}

#[test]
fn arguments_are_evaluated_in_order_before_later_side_effects() {
    // §6.1.1: `first(g, --g)` passes the value g had before `--g`.
    let r = results(
        "int first(int a, int b) { return a; }\nint second(int a, int b) { return b; }",
        "int g = 0;\nint a = first(g, --g);\nint h = 3;\nint b = second(h++, h);\n\
         r0 = float(a); r1 = float(g); r2 = float(b); r3 = float(h);",
        4,
    );
    assert_eq!(r, [0.0, -1.0, 4.0, 4.0]);
    // Built-in functions are called the same way.
    let r = results(
        "float set3(out float x) { x = 3.0; return 1.0; }",
        "float m = 5.0;\nr0 = max(m, set3(m));\nr1 = m;",
        2,
    );
    assert_eq!(r, [5.0, 3.0]);
}

#[test]
fn an_inout_argument_copies_in_the_value_it_had_at_its_turn() {
    // §6.1.1: evaluating an inout argument gives a value and an l-value,
    // in order: `x` is 1 when its turn comes, `x++` runs after.
    let r = results(
        "int twice(inout int a, int b) { a = a * 10 + b; return a; }",
        "int x = 1;\nint y = twice(x, x++);\nr0 = float(x); r1 = float(y);",
        2,
    );
    assert_eq!(r, [11.0, 11.0]);
}

#[test]
fn an_out_argument_is_an_lvalue_evaluated_once_before_the_call() {
    // The index of `v[i]` is taken before the call changes `i`.
    let r = results(
        "void set(inout int k, out float x) { k = 2; x = 7.0; }",
        "int i = 1;\nfloat v[3] = float[3](0.0, 0.0, 0.0);\nset(i, v[i]);\n\
         r0 = v[0]; r1 = v[1]; r2 = v[2]; r3 = float(i);",
        4,
    );
    assert_eq!(r, [0.0, 7.0, 0.0, 2.0]);
    // An index that a later argument changes is the one of its own turn.
    let r = results(
        "void put(out float x, int k) { x = float(k); }",
        "int i = 0;\nfloat v[3] = float[3](0.0, 0.0, 0.0);\nput(v[i], ++i);\n\
         r0 = v[0]; r1 = v[1]; r2 = float(i);",
        3,
    );
    assert_eq!(r, [1.0, 0.0, 1.0]);
}

#[test]
fn the_left_of_an_assignment_is_evaluated_before_its_right() {
    // §5.8: `b[j]` names element 0, then the call sets `j` to 2.
    let r = results(
        "float bump(inout int k) { k = 2; return 5.0; }",
        "int j = 0;\nfloat b[3] = float[3](0.0, 0.0, 0.0);\nb[j] = bump(j);\n\
         r0 = b[0]; r1 = b[2]; r2 = float(j);",
        3,
    );
    assert_eq!(r, [5.0, 0.0, 2.0]);
}

#[test]
fn out_arguments_are_copied_back_whole_variables_first_in_parameter_order() {
    // The text leaves the order undefined; Mesa copies whole variables
    // back first, then swizzles, elements and members, each group in
    // parameter order.
    let r = results(
        "void two(out float p, out float q) { p = 1.0; q = 2.0; }",
        "float z = 0.0;\ntwo(z, z);\nr0 = z;",
        1,
    );
    assert_eq!(r, [2.0]);
    let r = results(
        "struct S { float m; float n; };\n\
         void f(out float a, out vec4 b) { a = 0.25; b = vec4(0.5); }\n\
         void g(out vec4 b, out float a) { b = vec4(0.5); a = 0.25; }\n\
         void h(out float a, out float b, out S s) { a = 0.125; b = 0.375; s = S(0.75, 0.875); }\n\
         void k(out float a, out float b[2]) { a = 0.125; b = float[2](0.5, 0.625); }\n\
         void two(out float a, out float b) { a = 1.0; b = 2.0; }",
        "vec4 v = vec4(0.0);\nf(v.x, v);\nvec4 w = vec4(0.0);\ng(w, w.x);\n\
         S s = S(0.0, 0.0);\nh(s.m, s.n, s);\n\
         float a[2] = float[2](0.0, 0.0);\nk(a[1], a);\n\
         vec2 u = vec2(0.0);\ntwo(u.y, u.y);\n\
         r0 = v.x; r1 = v.y; r2 = w.x; r3 = s.m; r4 = s.n; r5 = a[0]; r6 = a[1]; r7 = u.y;",
        8,
    );
    assert_eq!(r, [0.25, 0.5, 0.25, 0.125, 0.375, 0.5, 0.125, 2.0]);
}

#[test]
fn constructor_operands_are_read_after_their_side_effects() {
    // A constructor is no function call (§5.4): Mesa's operand order.
    let r = results(
        "float set3(out float x) { x = 3.0; return 1.0; }",
        "float x = 0.0;\nvec2 c = vec2(x, set3(x));\nr0 = c.x; r1 = c.y;",
        2,
    );
    assert_eq!(r, [3.0, 1.0]);
}
