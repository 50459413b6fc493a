//! Symbol directives in a listing: the same MBS1 bytes as tables from a GLSL source
//! with the same declarations, and located errors.

use gpubin_glsl::{compile, CompileOptions};
use gpubin_mali::asm::{self, AsmError, Isa, SymbolSource};
use gpubin_mali::layout::{self, reflect, Compiler, Core, Target};

/// One PP instruction (a varying load and a store) and two GP instructions.
const PP_CODE: &str = "@     0: load.v $0.xy 0.xy, load.u 0, mov.v1 $1 ^uniform, stop\n";
const GP_CODE: &str = "000:\tmov.a0 ^0/v0.x a0.x\n001:\tmov.p ^10/v1.z t[1].z\n";

fn glsl_tables(src: &str, isa: Isa, core: Core, compiler: Compiler) -> layout::Tables {
    let stage = match isa {
        Isa::Pp => gpubin_glsl::Stage::Fragment,
        Isa::Gp => gpubin_glsl::Stage::Vertex,
    };
    let m = compile(src, stage, &CompileOptions::default()).unwrap();
    let d = reflect::declarations(&m).unwrap();
    layout::layout(&d, &Target::new(isa.stage(), core, compiler)).unwrap()
}

/// Directives + code and `--layout` of the GLSL source give identical files.
fn same_bytes(glsl: &str, directives: &str, isa: Isa) {
    let code = match isa {
        Isa::Pp => PP_CODE,
        Isa::Gp => GP_CODE,
    };
    for (core, compiler) in [
        (Core::Mali400, Compiler::New),
        (Core::Mali200, Compiler::Old),
    ] {
        let tables = glsl_tables(glsl, isa, core, compiler);
        let from_glsl = asm::assemble_mbs_with(code, isa, SymbolSource::Tables(&tables)).unwrap();
        let listing = format!("{directives}{code}");
        let from_directives =
            asm::assemble_mbs_with(&listing, isa, SymbolSource::Directives(core, compiler))
                .unwrap();
        assert_eq!(
            from_directives, from_glsl,
            "{core:?} {compiler:?}\n{listing}"
        );
        // And the tables are there: the file is not just the bare wrapping.
        assert!(from_glsl.len() > asm::assemble_mbs(code, isa, None).unwrap().len());
    }
}

#[test]
fn vertex_matrices_arrays_attributes_and_builtins() {
    same_bytes(
        "#version 100
attribute vec4 aPos;
attribute mediump vec2 aTex;
attribute mat3 aNormalMatrix;
uniform mat4 uMVP;
uniform vec4 lights[4];
uniform lowp sampler2D tex;
uniform int n;
uniform bvec2 flags;
varying vec2 vTex;
varying mediump float vFog[2];
void main() {
  vTex = aTex; vFog[0] = aNormalMatrix[0].x; vFog[1] = float(flags.x);
  gl_PointSize = 1.0;
  gl_Position = uMVP * aPos + lights[n] + texture2DLod(tex, vTex, 0.0);
}",
        ".attribute vec4 aPos
.attribute mediump vec2 aTex
.attribute mat3 aNormalMatrix
.uniform mat4 uMVP
.uniform vec4 lights[4]
.uniform lowp sampler2D tex
.uniform int n
.uniform bvec2 flags
.varying gl_PointSize
.varying vec2 vTex
.varying mediump float vFog[2]
.varying gl_Position
",
        Isa::Gp,
    );
}

#[test]
fn fragment_structs_samplers_and_precision_defaults() {
    same_bytes(
        "#version 100
precision mediump float;
struct Inner { bool on; vec2 q; };
struct Light { vec3 p; highp float r; Inner in2; };
uniform sampler2D tex;
uniform samplerCube env;
uniform int n;
uniform highp vec4 c;
uniform Light ls[2];
uniform mat2 m;
varying vec2 vTex;
varying lowp vec4 vColor;
void main() {
  gl_FragColor = texture2D(tex, vTex) + textureCube(env, vec3(0.0)) + c + vColor
    + vec4(ls[1].r + ls[0].in2.q.x + float(ls[1].in2.on) + m[0][0] + float(n));
}",
        "; symbols first
.precision mediump float
.struct Inner { bool on; vec2 q; }
.struct Light { vec3 p; highp float r; Inner in2; }
.uniform sampler2D tex
.uniform samplerCube env
.uniform int n
.uniform highp vec4 c
.uniform Light ls[2]
.uniform mat2 m
.varying vec2 vTex
.varying lowp vec4 vColor
",
        Isa::Pp,
    );
}

#[test]
fn vertex_precision_statements_and_struct_uniforms() {
    same_bytes(
        "#version 100
precision mediump float;
precision lowp int;
struct S { float a; ivec3 b; mat2 m; };
uniform S s;
uniform S arr[3];
uniform float k;
attribute highp vec3 aPos;
varying vec3 v;
void main() { v = aPos * k * s.a * arr[2].m[1].x * float(s.b.y); gl_Position = vec4(aPos, 1.0); }",
        ".precision mediump float
.precision lowp int
.struct S { float a; ivec3 b; mat2 m; }
.uniform S s
.uniform S arr[3]
.uniform float k
.attribute highp vec3 aPos
.varying vec3 v
.varying gl_Position
",
        Isa::Gp,
    );
}

#[test]
fn fragment_without_symbols_but_varyings() {
    same_bytes(
        "#version 100
varying mediump vec2 uv;
void main() { gl_FragColor = vec4(uv, 0.0, 1.0); }",
        ".varying mediump vec2 uv\n",
        Isa::Pp,
    );
}

#[test]
fn a_precision_line_alone_declares_an_empty_interface() {
    // Empty SUNI and SVAR, as for a GLSL source without symbols (found by
    // asm_directives_props); a listing without any directive gets no tables.
    same_bytes(
        "#version 100\nprecision mediump float;\nvoid main() { gl_FragColor = vec4(1.0); }",
        ".precision mediump float\n",
        Isa::Pp,
    );
}

fn error(listing: &str, isa: Isa) -> AsmError {
    asm::assemble_mbs(listing, isa, None).unwrap_err()
}

fn at(e: &AsmError) -> (usize, usize) {
    (e.line, e.column)
}

#[test]
fn errors_are_located() {
    let e = error(".uniform vec5 x\n", Isa::Gp);
    assert_eq!(at(&e), (1, 10));
    assert!(e.message.starts_with("unknown type `vec5`"), "{e}");

    let e = error(".uniform highp sampler3D x\n", Isa::Gp);
    assert_eq!(at(&e), (1, 16));
    assert!(e.message.contains("sampler2D and samplerCube"), "{e}");

    let e = error(".uniform vec4 x[0]\n", Isa::Gp);
    assert_eq!(at(&e), (1, 17));
    assert!(e.message.contains("array size 0 is out of range"), "{e}");

    let e = error(".uniform vec4 x[n]\n", Isa::Gp);
    assert_eq!(at(&e), (1, 17));
    assert!(e.message.contains("expected an array size"), "{e}");

    let e = error(".uniform vec4 x[70000]\n", Isa::Gp);
    assert!(e.message.contains("out of range 1..=65535"), "{e}");

    let e = error(".uniform vec4 x\n.varying vec4 x\n", Isa::Gp);
    assert_eq!(at(&e), (2, 15));
    assert_eq!(e.message, "`x` is already declared on line 1");

    let e = error(".struct S { float a; }\n.uniform vec4 S\n", Isa::Gp);
    assert_eq!(at(&e), (2, 15));
    assert_eq!(e.message, "`S` is already declared as a struct");
    let e = error(".uniform vec4 S\n.struct S { float a; }\n", Isa::Gp);
    assert_eq!(at(&e), (2, 9));
    assert_eq!(e.message, "`S` is already declared");

    let e = error(".struct S { float a; vec2 a; }\n", Isa::Gp);
    assert!(e.message.contains("member `a` is already declared"), "{e}");

    let e = error(&format!("{GP_CODE}.uniform vec4 late\n"), Isa::Gp);
    assert_eq!(at(&e), (3, 1));
    assert_eq!(
        e.message,
        "symbol directives must come before the first instruction"
    );

    let e = error(".attribute vec4 a\n", Isa::Pp);
    assert_eq!(at(&e), (1, 1));
    assert!(e.message.contains("no attributes"), "{e}");

    let e = error("  .uniforms vec4 a\n", Isa::Pp);
    assert_eq!(at(&e), (1, 3));
    assert!(
        e.message.starts_with("unknown directive `.uniforms`"),
        "{e}"
    );

    // Fragment floats have no default precision in ESSL 1.00.
    let e = error(".uniform vec4 c\n", Isa::Pp);
    assert_eq!(at(&e), (1, 10));
    assert!(e.message.contains("no default float precision"), "{e}");

    let e = error(".attribute ivec2 a\n", Isa::Gp);
    assert!(e.message.contains("attributes are float"), "{e}");
    let e = error(".attribute vec4 a[2]\n", Isa::Gp);
    assert!(e.message.contains("cannot be arrays"), "{e}");
    let e = error(".struct S { float a; }\n.varying S v\n", Isa::Gp);
    assert!(e.message.contains("varyings are float"), "{e}");
    let e = error(".varying vec4 gl_Position\n", Isa::Gp);
    assert!(e.message.contains("write `gl_Position` alone"), "{e}");
    let e = error(".varying gl_Position\n", Isa::Pp);
    assert!(e.message.contains("vertex shader output"), "{e}");
    let e = error(".uniform highp bool b\n", Isa::Gp);
    assert!(e.message.contains("takes no precision"), "{e}");
    let e = error(".uniform vec4 a junk\n", Isa::Gp);
    assert_eq!(at(&e), (1, 17));
    let e = error(".struct S { float a;\n", Isa::Gp);
    assert!(e.message.contains("one line"), "{e}");
}

#[test]
fn layout_errors_point_at_the_symbol() {
    // 64 attribute cells minus the unusable last one: 16 vec4s do not fit. The
    // engine names the first symbol of the group it could not place.
    let mut listing = String::from(".uniform mat4 m\n");
    for i in 0..16 {
        listing.push_str(&format!(".attribute vec4 a{i}\n"));
    }
    let e = error(&listing, Isa::Gp);
    assert_eq!(at(&e), (2, 17), "{e}");
    assert!(e.message.starts_with("attributes do not fit"), "{e}");
    assert!(e.message.contains("\"a0\""), "{e}");
}

#[test]
fn directives_need_mbs_and_exclude_tables() {
    let listing = format!(".uniform mat4 m\n{GP_CODE}");
    let e = asm::assemble(&listing, Isa::Gp).unwrap_err();
    assert_eq!(at(&e), (1, 1));
    assert!(e.message.contains("--mbs"), "{e}");

    let tables = glsl_tables(
        "#version 100\nuniform mat4 m;\nvoid main() { gl_Position = m[0]; }",
        Isa::Gp,
        Core::Mali400,
        Compiler::New,
    );
    let e = asm::assemble_mbs_with(&listing, Isa::Gp, SymbolSource::Tables(&tables)).unwrap_err();
    assert_eq!(at(&e), (1, 1));
    assert!(e.message.contains("use one"), "{e}");

    // Without directives the code is unchanged by the new pass.
    assert_eq!(
        asm::assemble(GP_CODE, Isa::Gp).unwrap(),
        asm::assemble(&format!("; note\n{GP_CODE}"), Isa::Gp).unwrap()
    );
}

#[test]
fn rendered_error_has_a_caret() {
    let e = error(".uniform mat5 m\n", Isa::Gp);
    assert_eq!(
        e.render("x.s"),
        "x.s:1:10: error: unknown type `mat5` (expected float, vecN, int, ivecN, bool, bvecN, matN, sampler2D, samplerCube or a .struct name)\n.uniform mat5 m\n         ^"
    );
}

/// The block names the GPU's core: Mali-200 CFRA 5 and CVER 2 (as the files of
/// ARM's Mali-200 compiler, spec §12), Mali-400 7 and 6; the symbols do not change
/// it, and `assemble_mbs_with` keeps Mali-400.
#[test]
fn the_block_names_the_core() {
    use gpubin_mali::mbs::{self, Block};
    let core_of = |bytes: &[u8]| match &*mbs::parse(bytes).unwrap().blocks[0] {
        Block::Fragment(f) => f.core,
        Block::Vertex(v) => v.core,
        other => panic!("{other:?}"),
    };
    for (isa, code, mali200, mali400) in [(Isa::Pp, PP_CODE, 5, 7), (Isa::Gp, GP_CODE, 2, 6)] {
        for (core, want) in [(Core::Mali200, mali200), (Core::Mali400, mali400)] {
            let symbols = SymbolSource::Directives(core, Compiler::Old);
            let bytes = asm::assemble_mbs_for(code, isa, symbols, core).unwrap();
            assert_eq!(core_of(&bytes), want, "{isa:?} {core:?}");
            let declared = format!(".precision mediump float\n{code}");
            let bytes = asm::assemble_mbs_for(&declared, isa, symbols, core).unwrap();
            assert_eq!(core_of(&bytes), want, "{isa:?} {core:?}");
        }
        let bytes = asm::assemble_mbs_with(
            code,
            isa,
            SymbolSource::Directives(Core::Mali200, Compiler::Old),
        )
        .unwrap();
        assert_eq!(core_of(&bytes), mali400);
    }
}
