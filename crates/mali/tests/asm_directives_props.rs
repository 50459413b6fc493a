//! Generated declarations written both as an ESSL 1.00 source and as listing
//! directives: `--layout` of the source and the directives give the same MBS1 bytes
//! (or both fail to lay out).

use gpubin_glsl::{compile, CompileOptions};
use gpubin_mali::asm::{self, Isa, SymbolSource};
use gpubin_mali::layout::{self, reflect, Compiler, Core, GlslType, Target};
use proptest::prelude::*;

const PP_CODE: &str = "@     0: load.v $0.xy 0.xy, load.u 0, mov.v1 $1 ^uniform, stop\n";
const GP_CODE: &str = "000:\tmov.a0 ^0/v0.x a0.x\n001:\tmov.p ^10/v1.z t[1].z\n";

#[derive(Clone, Debug)]
struct Decl {
    storage: &'static str,
    precision: Option<&'static str>,
    ty: GlslType,
}

fn numeric() -> impl Strategy<Value = GlslType> {
    prop_oneof![
        (1u8..=4).prop_map(GlslType::Float),
        (1u8..=4).prop_map(GlslType::Int),
        (1u8..=4).prop_map(GlslType::Bool),
        (2u8..=4).prop_map(GlslType::Mat),
    ]
}

fn floating() -> impl Strategy<Value = GlslType> {
    prop_oneof![
        (1u8..=4).prop_map(GlslType::Float),
        (2u8..=4).prop_map(GlslType::Mat),
    ]
}

fn maybe_array(t: impl Strategy<Value = GlslType>) -> impl Strategy<Value = GlslType> {
    (t, prop::option::of(1u16..4)).prop_map(|(t, n)| match n {
        Some(n) => t.array(n),
        None => t,
    })
}

fn precision() -> impl Strategy<Value = Option<&'static str>> {
    prop::option::of(prop_oneof![Just("lowp"), Just("mediump"), Just("highp")])
}

/// The struct every generated shader defines (members with and without precision).
const STRUCT_GLSL: &str = "struct S { vec3 p; highp float r; bool on; mat2 m[2]; };";
const STRUCT_DIRECTIVE: &str = ".struct S { vec3 p; highp float r; bool on; mat2 m[2]; }";

fn struct_s() -> GlslType {
    GlslType::Struct(layout::StructType {
        name: "S".into(),
        members: Vec::new(),
    })
}

fn decls(vertex: bool) -> impl Strategy<Value = Vec<Decl>> {
    let uniform = (
        maybe_array(prop_oneof![
            6 => numeric(),
            1 => Just(GlslType::Sampler(layout::SamplerKind::Sampler2D)),
            1 => Just(GlslType::Sampler(layout::SamplerKind::SamplerCube)),
            1 => Just(struct_s()),
        ]),
        precision(),
    )
        .prop_map(|(ty, precision)| Decl {
            storage: "uniform",
            precision,
            ty,
        });
    let varying = (maybe_array(floating()), precision()).prop_map(|(ty, precision)| Decl {
        storage: "varying",
        precision,
        ty,
    });
    let attribute = (floating(), precision()).prop_map(|(ty, precision)| Decl {
        storage: "attribute",
        precision,
        ty,
    });
    let attributes = if vertex { 0..4usize } else { 0..1usize };
    (
        prop::collection::vec(uniform, 0..8),
        prop::collection::vec(varying, 0..5),
        prop::collection::vec(attribute, attributes),
    )
        .prop_map(|(mut u, mut v, mut a)| {
            u.append(&mut v);
            u.append(&mut a);
            u
        })
}

/// `[precision] type name[N]`; bools and structs take no precision.
fn declaration(d: &Decl, name: &str) -> String {
    let element = d.ty.element();
    let precision = match (element, d.precision) {
        (GlslType::Bool(_) | GlslType::Struct(_), _) | (_, None) => String::new(),
        (_, Some(p)) => format!("{p} "),
    };
    let array = match d.ty.array_len() {
        0 => String::new(),
        n => format!("[{n}]"),
    };
    format!("{precision}{} {name}{array}", element.glsl())
}

fn check(list: &[Decl], vertex: bool, int_precision: Option<&str>, compiler: Compiler) {
    let (isa, stage, code) = if vertex {
        (Isa::Gp, gpubin_glsl::Stage::Vertex, GP_CODE)
    } else {
        (Isa::Pp, gpubin_glsl::Stage::Fragment, PP_CODE)
    };
    let mut glsl = String::from("#version 100\n");
    let mut directives = String::new();
    if !vertex {
        glsl.push_str("precision mediump float;\n");
        directives.push_str(".precision mediump float\n");
    }
    if let Some(p) = int_precision {
        glsl.push_str(&format!("precision {p} int;\n"));
        directives.push_str(&format!(".precision {p} int\n"));
    }
    glsl.push_str(STRUCT_GLSL);
    glsl.push('\n');
    directives.push_str(STRUCT_DIRECTIVE);
    directives.push('\n');
    for (i, d) in list.iter().enumerate() {
        let decl = declaration(d, &format!("s{i}"));
        glsl.push_str(&format!("{} {decl};\n", d.storage));
        directives.push_str(&format!(".{} {decl}\n", d.storage));
    }
    glsl.push_str("void main() {}\n");
    let module =
        compile(&glsl, stage, &CompileOptions::default()).unwrap_or_else(|e| panic!("{e}\n{glsl}"));
    let target = Target::new(isa.stage(), Core::Mali400, compiler);
    let from_glsl = reflect::declarations(&module)
        .and_then(|d| layout::layout(&d, &target))
        .map(|t| asm::assemble_mbs_with(code, isa, SymbolSource::Tables(&t)).unwrap());
    let listing = format!("{directives}{code}");
    let from_directives = asm::assemble_mbs_with(
        &listing,
        isa,
        SymbolSource::Directives(Core::Mali400, compiler),
    );
    match (from_glsl, from_directives) {
        (Ok(a), Ok(b)) => assert_eq!(a, b, "{glsl}\n{listing}"),
        // The same engine refuses the same declarations with the same message.
        (Err(a), Err(b)) => assert_eq!(b.message, a.to_string()),
        (a, b) => panic!("{a:?}\n{b:?}\n{glsl}\n{listing}"),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn vertex_directives_match_glsl(
        list in decls(true),
        int_precision in prop::option::of(prop_oneof![Just("lowp"), Just("mediump"), Just("highp")]),
        old in any::<bool>(),
    ) {
        check(&list, true, int_precision, if old { Compiler::Old } else { Compiler::New });
    }

    #[test]
    fn fragment_directives_match_glsl(
        list in decls(false),
        int_precision in prop::option::of(prop_oneof![Just("lowp"), Just("mediump"), Just("highp")]),
        old in any::<bool>(),
    ) {
        check(&list, false, int_precision, if old { Compiler::Old } else { Compiler::New });
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// Any text after a directive keyword is an answer or a located error, never a
    /// panic, and errors point inside the listing.
    #[test]
    fn arbitrary_directive_text_is_an_answer_or_a_located_error(
        kind in prop_oneof![
            Just(".uniform "), Just(".attribute "), Just(".varying "),
            Just(".precision "), Just(".struct "), Just(".")
        ],
        tail in "[ -~éλ\t]{0,40}",
        vertex in any::<bool>(),
    ) {
        let isa = if vertex { Isa::Gp } else { Isa::Pp };
        let listing = format!("{kind}{tail}\n");
        if let Err(e) = asm::symbols::parse(&listing, isa.stage()) {
            prop_assert_eq!(e.line, 1);
            prop_assert!(e.column >= 1 && e.column <= listing.chars().count() + 1);
        }
    }
}
