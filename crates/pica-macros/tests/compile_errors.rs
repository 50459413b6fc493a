//! Assembler errors are compile errors pointing at the macro call.

#[test]
fn shader_errors_are_compile_errors() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/*.rs");
}
