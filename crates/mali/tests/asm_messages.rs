//! Assembler messages: each error names what was expected, at the line and column
//! where it is missing or wrong.

use gpubin_mali::asm::{self, AsmError, Isa};

fn error(text: &str, isa: Isa) -> AsmError {
    match asm::assemble(text, isa) {
        Ok(code) => panic!("{text:?} assembled to {code:?}"),
        Err(e) => e,
    }
}

/// The column just after the end of the (first) line.
fn end(text: &str) -> usize {
    text.lines().next().unwrap_or("").chars().count() + 1
}

/// (line, column, message) of the error.
fn at(text: &str, isa: Isa) -> (usize, usize, String) {
    let e = error(text, isa);
    (e.line, e.column, e.message)
}

#[test]
fn a_missing_gp_operand_is_named() {
    let cases = [
        (
            "000:\tadd.a0 ^0 a0.x\n",
            "missing the second source of `add.a0`",
        ),
        ("000:\tadd.a0 ^0\n", "missing the first source of `add.a0`"),
        ("000:\tmov.m0 ^2\n", "missing the source of `mov.m0`"),
        (
            "000:\tmul.m0 ^2 a0.x\n",
            "missing the second source of `mul.m0`",
        ),
        ("000:\tfloor.a1\n", "missing the result `^N` of `floor.a1`"),
        ("000:\tmov.p ^4\n", "missing the source of `mov.p`"),
        (
            "000:\tclamp.p ^4 a0.x\n",
            "missing the clamp bounds (the loaded row's x and y)",
        ),
        (
            "000:\tsel.m01 ^2 a0.x a0.y\n",
            "missing source 3 of 3 of `sel.m01`",
        ),
    ];
    for (text, message) in cases {
        assert_eq!(
            at(text, Isa::Gp),
            (1, end(text), message.to_string()),
            "{text:?}"
        );
    }
    // A wrong separator is not a missing operand.
    let (_, _, m) = at("000:\tadd.a0 ^0,a0.x a0.y\n", Isa::Gp);
    assert_eq!(m, "expected a space before the first source of `add.a0`");
}

#[test]
fn a_missing_pp_operand_is_named() {
    let cases = [
        (
            "@     0: add.v1 $0, stop\n",
            19,
            "missing the second source of `add.v1`",
        ),
        (
            "@     0: add.s1 $0.x, stop\n",
            21,
            "missing the second source of `add.s1`",
        ),
        (
            "@     0: load.v $0, stop\n",
            19,
            "missing the source of `load.v`",
        ),
        (
            "@     0: store.t 0, stop\n",
            19,
            "missing the stored register of `store.t`",
        ),
        (
            "@     0: branch.lt $0.x, stop\n",
            24,
            "missing the second operand of `branch.lt`",
        ),
        (
            "@     0: mul.s2 $0 $1.x, stop\n",
            24,
            "missing the vector source of `mul.s2`",
        ),
    ];
    for (text, column, message) in cases {
        assert_eq!(
            at(text, Isa::Pp),
            (1, column, message.to_string()),
            "{text:?}"
        );
    }
    // The space lima_disasm prints after a one-source multiply is still asked for.
    let (_, col, m) = at("@     0: mov.v0 $0 $1, stop\n", Isa::Pp);
    assert_eq!(col, 22);
    assert!(m.contains("the space lima_disasm prints after the source of `mov.v0`"));
}

#[test]
fn a_bad_swizzle_says_what_a_swizzle_is() {
    for (text, bad) in [
        ("@     0: mov.v1 $0 $1.yzw, stop\n", ".yzw"),
        ("@     0: mov.v1 $0 $1.xxqx, stop\n", ".xxqx"),
        ("@     0: mov.v1 $0 $1.xyzwx, stop\n", ".xyzwx"),
        ("@     0: add.v1 $0 $1 $2., stop\n", "."),
    ] {
        let e = error(text, Isa::Pp);
        assert_eq!(e.column, text.rfind(bad).unwrap() + 1, "{text:?}");
        assert_eq!(
            e.message,
            format!(
                "expected a swizzle: `.` and four lanes, each x, y, z or w (the identity \
                 `.xyzw` is not written), not `{bad}`"
            )
        );
    }
}

#[test]
fn trailing_text_says_what_may_follow() {
    let (line, col, m) = at("@     0: mov.v1 $0 $1 $2, stop\n", Isa::Pp);
    assert_eq!((line, col), (1, 22));
    assert_eq!(
        m,
        "unexpected ` $2` after the vec4_acc field: expected `, ` and the next field, or the \
         end of the line"
    );
    let (_, col, m) = at("000:\tmov.m0 ^2 a0.x a0.y\n", Isa::Gp);
    assert_eq!(col, 20);
    assert_eq!(
        m,
        "unexpected ` a0.y`: expected the end of the line (a line holds one unit)"
    );
}

/// An offset one word too high is reported on its own line when the next
/// instruction's offset shows it; an overlapping offset on the line that overlaps.
#[test]
fn pp_offsets_are_blamed_on_the_right_line() {
    let listing = "@     0: load.u 0, mov.v1 $0 ^uniform, stop\n\
                   @     5: mov.v1 $0 ^const0, const0 1.0 1.0 1.0 1.0, stop\n\
                   @     9: mov.v1 $0 $1, stop\n";
    let (line, col, m) = at(listing, Isa::Pp);
    assert_eq!((line, col), (2, 7));
    assert_eq!(
        m,
        "this instruction starts 1 word(s) after the previous one ends (word offset 4); it is \
         5 words long, so it runs into the next one at @9: write @4"
    );
    // With the right offset the listing assembles.
    assert!(asm::assemble(&listing.replace("@     5", "@     4"), Isa::Pp).is_ok());
    // An offset too low is the line's own error.
    let listing = "@     0: load.u 0, mov.v1 $0 ^uniform, stop\n\
                   @     3: mov.v1 $0 $1, stop\n";
    let (line, col, m) = at(listing, Isa::Pp);
    assert_eq!((line, col), (2, 7));
    assert_eq!(
        m,
        "this instruction starts inside the previous one, which ends at word offset 4: write @4"
    );
    // Padding words the next offset leaves room for are kept (the instruction is
    // longer than its fields need).
    let listing = "@     0: load.u 0, mov.v1 $0 ^uniform, stop\n\
                   @     5: mov.v1 $0 $1, stop\n";
    let code = asm::assemble(listing, Isa::Pp).unwrap();
    assert_eq!(code[0] & 0x1f, 5);
    let (_, _, m) = at("@     1: mov.v1 $0 $1, stop\n", Isa::Pp);
    assert_eq!(m, "the first instruction is at word offset 0");
}

#[test]
fn an_empty_listing_is_an_error() {
    for (isa, example) in [(Isa::Pp, "`@     0: ...`"), (Isa::Gp, "`000: ...`")] {
        for text in ["", "\n\n", "; only a note\n"] {
            let e = error(text, isa);
            assert_eq!(e.column, 1);
            assert_eq!(e.line, text.lines().count().max(1));
            assert!(e.message.starts_with("the listing holds no instruction"));
            assert!(e.message.contains(example), "{}", e.message);
        }
        // With --mbs too: no MBS1 file without code.
        assert!(asm::assemble_mbs("", isa, None).is_err());
    }
}
