#!/usr/bin/env python3
"""Generate the GLSL conformance suite: small shaders, each with the verdict
the specification gives and the section that decides it on its first line:

    // expect: fail -- GLSL 1.30 section 4.1.3: <why>

Run from anywhere: `python3 crates/glsl/tests/conformance/generate.py`.
It rewrites the version directories beside this script (the output is
committed). Verdicts come from the GLSL 1.10, 1.20, 1.30, 1.40, 1.50, 3.30
and GLSL ES 1.00 specifications; each template states the rule and which
versions it holds in. Every file is one shader object (glCompileShader):
most define `main` so the file is also a complete shader.
"""

import os
import shutil

HERE = os.path.dirname(os.path.abspath(__file__))


class V:
    def __init__(self, dir_name, num, es=False, compat=False, header=None):
        self.dir = dir_name
        self.num = num
        self.es = es
        # 1.10-1.30 have the fixed-function built-ins; 1.40 removed them;
        # 1.50+ have them in the compatibility profile only.
        self.compat = compat or (not es and num <= 130)
        self.header = header or f"#version {num}"

    @property
    def spec(self):
        if self.es:
            return "GLSL ES 1.00"
        s = f"GLSL {self.num // 100}.{self.num % 100:02d}"
        if self.num >= 150 and self.compat:
            s += " (compatibility)"
        return s

    def desktop(self, lo, hi=999):
        return not self.es and lo <= self.num <= hi


VERSIONS = [
    V("es100", 100, es=True),
    V("110", 110),
    V("120", 120),
    V("130", 130),
    V("140", 140),
    V("150", 150, header="#version 150 core"),
    V("150compat", 150, compat=True, header="#version 150 compatibility"),
    V("330", 330, header="#version 330 core"),
    V("330compat", 330, compat=True, header="#version 330 compatibility"),
]

STAGES = ("vert", "frag")
CASES = []


def case(name, sec, rule, ok, body, stages=STAGES, versions=None, main=True):
    """Register one template.

    sec: section (str) or a function of the version giving it.
    ok: bool or a function of (version, stage) -> True (must compile),
        False (must fail) or None (the spec leaves it open: no case).
    body: text or a function of (version, stage) -> (globals, main body)
        or a plain string of globals.
    """
    CASES.append((name, sec, rule, ok, body, stages, versions, main))


def at_least(lo):
    return lambda v, s: v.desktop(lo)


def es_or(lo):
    return lambda v, s: v.es or v.desktop(lo)


def sec_by(es, desk, **over):
    """Section of the ES spec / desktop spec, with per-version overrides."""

    def f(v):
        if v.es:
            return es
        return over.get(str(v.num), desk)

    return f


def prelude(v, stage):
    # ES 1.00 section 4.5.3: fragment shaders have no default float precision.
    return "precision mediump float;\n" if v.es else ""


def render(v, stage, verdict, sec, rule, body, main):
    g, m = body(v, stage) if callable(body) else (body, "")
    if callable(rule):
        rule = rule(v, verdict)
    out = [f"// expect: {'compile' if verdict else 'fail'} -- {v.spec} section {sec}: {rule}"]
    if not g.startswith("#version") and "@NOVERSION" not in g:
        out.append(v.header)
    g = g.replace("@NOVERSION\n", "").replace("@VERSION", v.header)
    if "@NOPRELUDE" in g:
        g = g.replace("@NOPRELUDE\n", "").replace("@NOPRELUDE", "")
    else:
        out.append(prelude(v, stage).rstrip("\n")) if prelude(v, stage) else None
    if g:
        out.append(g.rstrip("\n"))
    if main:
        body_lines = "".join(f"    {line}\n" for line in m.rstrip("\n").split("\n")) if m else ""
        out.append("void main() {\n" + body_lines + "}" if m else "void main() {}")
    return "\n".join(out) + "\n"


# ---------------------------------------------------------------- literals
INT_SEC = "4.1.3"
case("int_decimal", INT_SEC, "decimal integer literals", True, lambda v, s: ("", "int i = 42;"))
case("int_octal", INT_SEC, "octal integer literals start with 0", True, lambda v, s: ("", "int i = 017;"))
case("int_hex", INT_SEC, "hexadecimal integer literals start with 0x", True, lambda v, s: ("", "int i = 0x1F + 0XaB;"))
case("int_bad_octal", INT_SEC, "an octal literal has only the digits 0-7", False, lambda v, s: ("", "int i = 09;"))
case("int_hex_no_digits", INT_SEC, "0x must be followed by hexadecimal digits", False, lambda v, s: ("", "int i = 0x;"))
case("uint_suffix", INT_SEC, "the u suffix (unsigned integers) exists from GLSL 1.30", at_least(130),
     lambda v, s: ("", "uint u = 3u;"))
case("uint_suffix_upper", INT_SEC, "the U suffix (unsigned integers) exists from GLSL 1.30", at_least(130),
     lambda v, s: ("", "uint u = 0xFFU;"))
case("int_max_bit_pattern", INT_SEC,
     "from GLSL 1.30 a literal of up to 32 bits is a valid int bit pattern (0xFFFFFFFF is -1)",
     lambda v, s: True if v.desktop(130) else None, lambda v, s: ("", "int i = 0xFFFFFFFF;"))
case("int_max_decimal", INT_SEC, "from GLSL 1.30 4294967295 fits in 32 bits", lambda v, s: True if v.desktop(130) else None,
     lambda v, s: ("", "int i = 4294967295;"))
case("int_too_large_hex", INT_SEC, "an integer literal that does not fit in 32 bits is an error",
     lambda v, s: False if v.desktop(130) else None, lambda v, s: ("", "int i = 0x100000000;"))
case("int_too_large_dec", INT_SEC, "an integer literal above 2^32-1 is an error",
     lambda v, s: False if v.desktop(130) else None, lambda v, s: ("", "int i = 4294967296;"))
case("uint_too_large", INT_SEC, "an unsigned literal above 2^32-1 is an error",
     lambda v, s: False if v.desktop(130) else None, lambda v, s: ("", "uint u = 4294967296u;"))
case("int_max_octal", INT_SEC, "from GLSL 1.30 an octal literal of up to 32 bits is a valid int bit pattern",
     lambda v, s: True if v.desktop(130) else None, lambda v, s: ("", "int i = 037777777777;"))
case("int_too_large_octal", INT_SEC, "an octal literal that does not fit in 32 bits is an error",
     lambda v, s: False if v.desktop(130) else None, lambda v, s: ("", "int i = 040000000000;"))
case("int_min_negated", INT_SEC, "-2147483648 is the negation of a literal that fits in 32 bits",
     lambda v, s: True if v.desktop(130) else None, lambda v, s: ("", "int i = -2147483648;"))
case("int_bit_pattern_ctor", INT_SEC, "int(0xffffffff) and int(0xffffffffu) are -1 (a 32-bit pattern)",
     lambda v, s: True if v.desktop(130) else None,
     lambda v, s: ("const int g_k = int(0xffffffffu);", "int i = int(0xffffffff) + g_k;"))
case("int_bit_pattern_array_size", INT_SEC, "0xffffffff is -1 as an int, so it is no array size",
     lambda v, s: False if v.desktop(130) else None, lambda v, s: ("", "float a[0xffffffff];"))
case("uint_octal_hex_suffix", INT_SEC, "u/U suffixes on octal and hexadecimal literals (GLSL 1.30+)",
     lambda v, s: True if v.desktop(130) else None, lambda v, s: ("", "uint u = 017u + 0x1FU + 0u;"))
case("uint_max_decimal", INT_SEC, "4294967295u is the largest unsigned literal",
     lambda v, s: True if v.desktop(130) else None, lambda v, s: ("", "uint u = 4294967295u;"))
case("int_bad_suffix", INT_SEC, "an integer literal takes no suffix other than u/U", False,
     lambda v, s: ("", "int i = 1l;"))
case("float_u_suffix", "4.1.4", "a floating-point literal takes no u suffix", False,
     lambda v, s: ("", "float f = 1.0u;"))
FLT_SEC = "4.1.4"
case("float_forms", FLT_SEC, "floating-point literal forms", True,
     lambda v, s: ("", "float a = 1.0; float b = .5; float c = 5.; float d = 1e3; float e = 2.5E-2;"))
case("float_suffix_f", FLT_SEC, "the f/F float suffix exists from GLSL 1.20 (not in GLSL ES 1.00)", at_least(120),
     lambda v, s: ("", "float a = 1.0f; float b = 2.0F;"))
case("float_suffix_lf", FLT_SEC, "the lf suffix (double) does not exist before GLSL 4.00", False,
     lambda v, s: ("", "float a = 1.0lf;"))
case("float_bad_exponent", FLT_SEC, "an exponent needs digits", False, lambda v, s: ("", "float a = 1.0e;"))
case("bool_literals", "4.1.2", "true and false are the boolean literals", True,
     lambda v, s: ("", "bool a = true; bool b = false; bool c = a && !b;"))

# ---------------------------------------------------------- conversions
CONV = sec_by("4.1.10", "4.1.10", **{"110": "4.1.9"})
case("implicit_int_to_float", CONV, "int converts implicitly to float from GLSL 1.20 (never in GLSL ES 1.00)",
     at_least(120), lambda v, s: ("", "float f = 1;"))
case("implicit_ivec_to_vec", CONV, "ivecN converts implicitly to vecN from GLSL 1.20", at_least(120),
     lambda v, s: ("", "vec3 f = ivec3(1, 2, 3);"))
case("implicit_int_arg", CONV, "implicit conversion of function arguments from GLSL 1.20", at_least(120),
     lambda v, s: ("float half_of(float x) { return x * 0.5; }", "float y = half_of(3);"))
case("implicit_int_binary", CONV, "int operands convert to float in mixed arithmetic from GLSL 1.20", at_least(120),
     lambda v, s: ("", "float f = 2.0 * 3;"))
case("no_float_to_int", CONV, "float never converts implicitly to int", False, lambda v, s: ("", "int i = 1.0;"))
case("no_int_to_bool", CONV, "int never converts implicitly to bool", False, lambda v, s: ("", "bool b = 1;"))
case("no_vec_narrowing", CONV, "a vec3 does not convert to a vec2", False, lambda v, s: ("", "vec2 a = vec3(1.0);"))
case("no_int_to_uint", CONV, "there is no implicit int to uint conversion before GLSL 4.00",
     lambda v, s: False if v.desktop(130) else None, lambda v, s: ("", "uint u = 1;"))
case("ctor_conversion", "5.4.1", "constructors convert between scalar types", True,
     lambda v, s: ("", "int i = int(2.7); float f = float(i); bool b = bool(f);"))
case("ctor_uint", "5.4.1", "uint constructors exist from GLSL 1.30", at_least(130),
     lambda v, s: ("", "uint u = uint(-1); int i = int(u);"))
case("ctor_too_few", "5.4.2", "a vector constructor needs enough components", False,
     lambda v, s: ("", "vec4 a = vec4(1.0, 2.0);"))
case("ctor_too_many", "5.4.2", "unused constructor arguments are an error", False,
     lambda v, s: ("", "vec2 a = vec2(1.0, 2.0, 3.0);"))
case("ctor_mat_from_mat", "5.4.2", "a matrix may be constructed from a matrix from GLSL 1.20 and in GLSL ES 1.00",
     es_or(120),
     lambda v, s: ("", "mat3 a = mat3(mat4(1.0));"))
case("ctor_vec_mix", "5.4.2", "vector constructors take any mix of scalars and vectors", True,
     lambda v, s: ("", "vec4 a = vec4(vec2(1.0), 2.0, 3.0); vec3 b = vec3(a);"))
case("ctor_struct_wrong_arity", "5.4.3", "a structure constructor takes one argument per member", False,
     lambda v, s: ("struct S { float a; vec2 b; };", "S x = S(1.0);"))
case("ctor_struct", "5.4.3", "structure constructors", True,
     lambda v, s: ("struct S { float a; vec2 b; };", "S x = S(1.0, vec2(2.0));"))

# ------------------------------------------------------------- types
TYPES = sec_by("4.1", "4.1")
for name, ty, lo, es_ok in [
    ("uint", "uint", 130, False), ("uvec2", "uvec2", 130, False), ("uvec4", "uvec4", 130, False),
    ("mat2x3", "mat2x3", 120, False), ("mat4x2", "mat4x2", 120, False), ("mat3x3", "mat3x3", 120, False),
]:
    case(f"type_{name}", TYPES, f"`{ty}` is a type from GLSL {lo // 100}.{lo % 100:02d}",
         (lambda lo: lambda v, s: v.desktop(lo))(lo), (lambda ty: lambda v, s: (f"{ty} g_var;", ""))(ty))
for name, ty in [("double", "double"), ("dvec2", "dvec2"), ("dmat2", "dmat2"), ("long", "long"), ("short", "short"),
                 ("half", "half"), ("fixed", "fixed"), ("hvec3", "hvec3"), ("fvec2", "fvec2")]:
    case(f"type_reserved_{name}", sec_by("3.6", "3.6"), f"`{ty}` is reserved for future use", False,
         (lambda ty: lambda v, s: (f"{ty} g_var;", ""))(ty))
SAMPLER_SEC = sec_by("4.1.7", "4.1.7")
for ty, pred, why in [
    ("sampler2D", lambda v, s: True, "in every version"),
    ("samplerCube", lambda v, s: True, "in every version"),
    ("sampler1D", lambda v, s: not v.es, "desktop only (reserved in GLSL ES 1.00)"),
    ("sampler3D", lambda v, s: not v.es, "desktop only (reserved in GLSL ES 1.00)"),
    ("sampler2DShadow", lambda v, s: not v.es, "desktop only (reserved in GLSL ES 1.00)"),
    ("sampler1DShadow", lambda v, s: not v.es, "desktop only (reserved in GLSL ES 1.00)"),
    ("sampler2DArray", at_least(130), "from GLSL 1.30"),
    ("samplerCubeShadow", at_least(130), "from GLSL 1.30"),
    ("isampler2D", at_least(130), "from GLSL 1.30"),
    ("usampler3D", at_least(130), "from GLSL 1.30"),
    ("sampler2DRect", at_least(140), "from GLSL 1.40 (before: ARB_texture_rectangle)"),
    ("samplerBuffer", at_least(140), "from GLSL 1.40"),
    ("sampler2DMS", at_least(150), "from GLSL 1.50"),
    ("sampler2DMSArray", at_least(150), "from GLSL 1.50"),
]:
    case(f"sampler_type_{ty}", SAMPLER_SEC, f"`{ty}` exists {why}", pred,
         (lambda ty: lambda v, s: (f"uniform {ty} g_tex;", ""))(ty))

# ------------------------------------------------------------ keywords
KW = sec_by("3.6", "3.6")
# word -> function(version) -> True when it is usable as an identifier.
IDENT_OK = {
    "centroid": lambda v: v.es or v.num < 120,
    "invariant": lambda v: not v.es and v.num < 120,
    "lowp": lambda v: not v.es and v.num < 120,
    "precision": lambda v: not v.es and v.num < 120,
    "mediump": lambda v: not v.es and v.num < 120,
    "highp": lambda v: not v.es and v.num < 120,
    "flat": lambda v: not v.es and v.num < 130,
    "smooth": lambda v: v.es or v.num < 130,
    "noperspective": lambda v: v.es or v.num < 130,
    "case": lambda v: v.es or v.num < 130,
    "uint": lambda v: v.es or v.num < 130,
    "superp": lambda v: not v.es and v.num < 130,
    "common": lambda v: v.es or v.num < 130,
    "partition": lambda v: v.es or v.num < 130,
    "active": lambda v: v.es or v.num < 130,
    "switch": lambda v: False,
    "default": lambda v: False,
    "layout": lambda v: v.es or v.num < 140,
    "patch": lambda v: True,
    "sample": lambda v: True,
    "subroutine": lambda v: True,
    "goto": lambda v: False,
    "class": lambda v: False,
    "asm": lambda v: False,
    "union": lambda v: False,
    "enum": lambda v: False,
    "typedef": lambda v: False,
    "template": lambda v: False,
    "this": lambda v: False,
    "inline": lambda v: False,
    "noinline": lambda v: False,
    "volatile": lambda v: False,
    "public": lambda v: False,
    "static": lambda v: False,
    "extern": lambda v: False,
    "external": lambda v: False,
    "interface": lambda v: False,
    "unsigned": lambda v: False,
    "input": lambda v: False,
    "output": lambda v: False,
    "sizeof": lambda v: False,
    "cast": lambda v: False,
    "namespace": lambda v: False,
    "using": lambda v: False,
    "struct": lambda v: False,
    "while": lambda v: False,
    "discard": lambda v: False,
    "attribute": lambda v: False,
    "varying": lambda v: False,
    "uniform": lambda v: False,
    "inout": lambda v: False,
    "sampler3DRect": lambda v: False,
    "filter": lambda v: v.es or v.num < 130,
    "image1D": lambda v: v.es or v.num < 130,
    "iimage2DArray": lambda v: v.es or v.num < 130,
    "uimageCube": lambda v: v.es or v.num < 130,
    "image2DArrayShadow": lambda v: v.es or v.num < 130,
    "imageBuffer": lambda v: v.es or v.num < 130,
    # Reserved in 1.30 only: a layout qualifier identifier from 1.40.
    "row_major": lambda v: v.es or v.num != 130,
}
for word, ident in IDENT_OK.items():
    case(f"kw_{word}_as_name", KW,
         (lambda word: lambda v, ok: f"`{word}` is " + ("not a keyword or reserved word here, so it names a variable" if ok
                                                        else "a keyword or reserved word here"))(word),
         (lambda ident: lambda v, s: ident(v))(ident),
         (lambda word: lambda v, s: ("", f"float {word} = 1.0;"))(word))

# `layout` before 1.40 is a keyword only where an extension brings layout
# qualifiers (section 3.3, #extension; GL_ARB_explicit_attrib_location).
EXPLICIT_LOC = "@NOVERSION\n@VERSION\n#extension GL_ARB_explicit_attrib_location : require\n"
case("layout_location_extension", "3.3", "#extension GL_ARB_explicit_attrib_location makes layout(location) available",
     lambda v, s: True, lambda v, s: (EXPLICIT_LOC + (
         ("layout(location = 1) attribute vec4 g_p;" if v.num < 130 else "layout(location = 1) in vec4 g_p;")
         if s == "vert" else "layout(location = 0) out vec4 g_c;"), ""),
     versions=lambda v: not v.es and v.num <= 130, stages=("vert",))
case("layout_location_extension_frag", "3.3", "#extension GL_ARB_explicit_attrib_location: layout(location) on fragment outputs",
     lambda v, s: True, lambda v, s: (EXPLICIT_LOC + "layout(location = 0) out vec4 g_c;", "g_c = vec4(1.0);"),
     versions=lambda v: not v.es and v.num == 130, stages=("frag",))
case("layout_without_extension", KW, "`layout` before 1.40 without an extension is an identifier, so a qualifier is an error",
     lambda v, s: False, "layout(location = 1) attribute vec4 g_p;\n",
     versions=lambda v: not v.es and v.num <= 120, stages=("vert",))

# -------------------------------------------------------- preprocessor
PP = sec_by("3.4", "3.3")
case("pp_version_after_comment", PP, "#version may follow comments and white space", True,
     lambda v, s: ("@NOVERSION\n@NOPRELUDE\n/* a comment */\n\n@VERSION\n" + prelude(v, s), ""))
case("pp_version_not_first", PP, "#version must come before anything but comments and white space", False,
     lambda v, s: ("@NOVERSION\n@NOPRELUDE\nfloat g_a;\n@VERSION\n" + prelude(v, s), ""))
case("pp_version_twice", PP, "#version may appear once", False, lambda v, s: ("@VERSION", ""))
case("pp_version_unknown", PP, "an unsupported version number is an error", False,
     lambda v, s: ("@NOVERSION\n@NOPRELUDE\n#version 123\n", ""))
case("pp_version_profile_before_150", PP, "a profile name after #version exists from GLSL 1.50",
     lambda v, s: False if (v.es or v.num < 150) else True,
     lambda v, s: ("@NOVERSION\n@NOPRELUDE\n" + f"#version {v.num} core\n" + prelude(v, s), ""),
     versions=lambda v: not v.compat or v.num < 150)
case("pp_define_object", PP, "object-like macros", True, "#define N 3\nconst int g_n = N;\n")
case("pp_define_function", PP, "function-like macros", True,
     lambda v, s: ("#define SQ(x) ((x) * (x))\n", "float a = SQ(2.0);"))
case("pp_define_nested", PP, "macros expand in macro bodies", True,
     lambda v, s: ("#define A B\n#define B 2.0\n", "float a = A;"))
case("pp_define_self", PP, "a macro is not expanded inside its own expansion", True,
     lambda v, s: ("#define x x\n", "float x = 1.0;"))
case("pp_macro_too_many_args", PP, "a macro call with the wrong number of arguments is an error", False,
     lambda v, s: ("#define F(a) a\n", "float a = F(1.0, 2.0);"))
case("pp_macro_unterminated_call", PP, "a function-like macro call needs its closing parenthesis", False,
     lambda v, s: ("#define F(a) a\n", "float a = F(1.0;"))
case("pp_redefine_same", PP, "an identical redefinition is allowed (as in C++)", True,
     "#define N 1\n#define N 1\n")
case("pp_redefine_different", PP, "redefining a macro differently is an error (as in C++)", False,
     "#define N 1\n#define N 2\n")
case("pp_undef", PP, "#undef removes a macro", True, "#define N 1\n#undef N\n#ifdef N\n#error N still defined\n#endif\n")
case("pp_define_gl_prefix", PP, "macro names starting with GL_ are reserved", False, "#define GL_MY_MACRO 1\n")
case("pp_redefine_line", PP, "predefined macros cannot be redefined", False, "#define __LINE__ 7\n")
case("pp_undef_version", PP,
     lambda v, ok: ("predefined macros cannot be undefined" if not ok else
                    "C++ leaves undefining a predefined macro undefined; as Mesa, desktop GLSL before 3.30 allows it"),
     lambda v, s: not v.es and v.num < 330, "#undef __VERSION__\n")
case("pp_version_macro", PP, "__VERSION__ is the version number", True,
     lambda v, s: (f"#if __VERSION__ != {v.num}\n#error wrong __VERSION__\n#endif\n", ""))
case("pp_gl_es_macro", PP, "GL_ES is defined (as 1) in GLSL ES only", True,
     lambda v, s: (("#if !defined(GL_ES) || GL_ES != 1\n#error\n#endif\n") if v.es else "#ifdef GL_ES\n#error\n#endif\n", ""))
case("pp_core_profile_macro", PP, "GL_core_profile is defined from GLSL 1.50", True,
     lambda v, s: ("#ifndef GL_core_profile\n#error\n#endif\n", ""), versions=lambda v: v.desktop(150))
case("pp_compat_profile_macro", PP, "GL_compatibility_profile is defined for the compatibility profile", True,
     lambda v, s: ("#ifndef GL_compatibility_profile\n#error\n#endif\n", ""),
     versions=lambda v: v.desktop(150) and v.compat)
case("pp_line_macro", PP, "__LINE__ is the current line number", True,
     lambda v, s: ("", "int l = __LINE__;"))
case("pp_line_directive", PP, "#line sets the source string number that __FILE__ gives", True,
     "#line 10 5\n#if __FILE__ != 5\n#error wrong __FILE__\n#endif\n")
case("pp_error", PP, "#error makes the compile fail", False, "#error this shader is invalid\n")
case("pp_error_skipped", PP, "#error in a skipped group has no effect", True, "#if 0\n#error not reached\n#endif\n")
case("pp_if_arith", PP, "#if evaluates integer constant expressions", True,
     "#if (1 + 2) * 3 != 9 || (7 / 2) != 3 || (7 % 4) != 3 || (1 << 3) != 8\n#error\n#endif\n")
case("pp_if_logic", PP, "#if supports && || ! and defined", True,
     "#define A\n#if !(defined(A) && defined A) || defined(B)\n#error\n#endif\n")
case("pp_elif", PP, "#elif selects the first true group", True,
     "#if 0\n#error\n#elif 1\nfloat g_a;\n#else\n#error\n#endif\n")
case("pp_missing_endif", PP, "every #if needs its #endif", False, "#if 1\nfloat g_a;\n")
case("pp_else_without_if", PP, "#else without #if is an error", False, "#else\n#endif\n")
case("pp_elif_after_else", PP, "#elif after #else is an error", False, "#if 0\n#else\n#elif 1\n#endif\n")
case("pp_unknown_directive", PP, "an unknown directive is an error", False, "#frobnicate\n")
case("pp_null_directive", PP, "a # on a line by itself is ignored", True, "#\n")
case("pp_pragma", PP, "unrecognised pragmas are ignored", True, "#pragma optimize(off)\n#pragma debug(on)\n#pragma vendor_specific_thing\n")
case("pp_pragma_invariant_all", sec_by("4.6.1", "4.6.1", **{"110": "3.3"}),
     "#pragma STDGL invariant(all) is allowed (an unknown pragma before 1.20)", True,
     "#pragma STDGL invariant(all)\n")
def ext_first(line):
    """A directive that must come before any code: ahead of the ES prelude."""
    return lambda v, s: ("@NOPRELUDE\n" + line + prelude(v, s), "")


case("pp_extension_unknown_require", PP, "#extension of an unsupported extension with require is an error", False,
     ext_first("#extension GL_NONEXISTENT_extension_xyz : require\n"))
case("pp_extension_unknown_enable", PP, "#extension of an unsupported extension with enable only warns", True,
     ext_first("#extension GL_NONEXISTENT_extension_xyz : enable\n"))
case("pp_extension_unknown_warn", PP, "#extension of an unsupported extension with warn only warns", True,
     ext_first("#extension GL_NONEXISTENT_extension_xyz : warn\n"))
case("pp_extension_unknown_disable", PP, "#extension of an unsupported extension with disable only warns", True,
     ext_first("#extension GL_NONEXISTENT_extension_xyz : disable\n"))
case("pp_extension_all_warn", PP, "#extension all : warn is allowed", True, ext_first("#extension all : warn\n"))
case("pp_extension_all_disable", PP, "#extension all : disable is allowed", True, ext_first("#extension all : disable\n"))
case("pp_extension_all_require", PP, "#extension all : require is an error", False, ext_first("#extension all : require\n"))
case("pp_extension_all_enable", PP, "#extension all : enable is an error", False, ext_first("#extension all : enable\n"))
case("pp_extension_after_code", PP,
     "extension directives must occur before any non-preprocessor tokens", False,
     "float g_a;\n#extension all : warn\n")
case("pp_extension_after_directives", PP,
     "other directives and comments may come before #extension", True,
     ext_first("/* a\n comment */\n#define X 1\n#extension all : warn\n"))
case("pp_define_multiline_comment", PP,
     "a comment is one space, so a block comment spanning lines continues a #define", True,
     "#define V_ONE /* first\n   second */ 1.0\nfloat g_a = V_ONE;\n")
case("pp_redefine_multiline_comment", PP,
     "a redefinition whose block comment spans lines is the same definition", True,
     "#define V_SUM (1.0 + /* x\n */ 2.0)\n#define V_SUM (1.0 + /* y */ 2.0)\nfloat g_a = V_SUM;\n")
case("pp_if_short_circuit_undefined", PP,
     "an operand of && or || that the other operand decides is not evaluated (no undefined-identifier error)",
     True, "#if 1 || NOT_DEFINED_X\nfloat g_a;\n#endif\n#if 0 && NOT_DEFINED_X\n#else\nfloat g_b;\n#endif\n")
case("pp_if_short_circuit_division", PP,
     "a division by zero in an operand that && or || does not evaluate is no error", True,
     "#if 1 || (1 / 0)\nfloat g_a;\n#endif\n")
case("pp_if_evaluated_undefined", PP,
     lambda v, ok: "an undefined identifier that is evaluated is " + ("an error" if v.es else "0"),
     lambda v, s: not v.es, "#if 0 || NOT_DEFINED_X\n#endif\n")
case("pp_if_defined_from_macro", PP,
     "a `defined` produced by a macro's expansion is evaluated (as C preprocessors do)", True,
     "#define D_NONE defined(NOT_DEFINED_X)\n#if !D_NONE\nfloat g_a;\n#endif\n")
case("pp_line_expressions", PP,
     "#line takes constant integer expressions for the line and the source string", True,
     "#line (10 + 5) (1 + 1)\nfloat g_a;\n")
case("pp_line_three_numbers", PP, "#line takes at most a line and a source string number", False,
     "#line 10 2 3\nfloat g_a;\n")
case("pp_pragma_debug_bad_argument", sec_by("3.4", "3.3"),
     lambda v, ok: "#pragma debug takes (on) or (off)" if v.es else "an unrecognized pragma is ignored",
     lambda v, s: not v.es, "#pragma debug(1.5)\n")
case("pp_pragma_optimize_off", sec_by("3.4", "3.3"), "#pragma optimize(off) is allowed", True,
     "#pragma optimize(off)\n#pragma debug(on)\n")
case("pp_pragma_bad_character", sec_by("3.1", "3.3"),
     lambda v, ok: "a character outside the character set is an error, in a #pragma too" if v.es
     else "an unrecognized pragma is ignored",
     lambda v, s: not v.es, "#pragma \u00a4\u00a4\n")
case("pp_extension_bad_behavior", PP, "the behavior must be require, enable, warn or disable", False,
     "#extension all : sometimes\n")
case("pp_comment_block", sec_by("3.3", "3.4"), "block comments", True, "/* a\n * block comment */\nfloat g_a; // line comment\n")
case("pp_comment_unterminated", sec_by("3.3", "3.4"), "an unterminated block comment is an error", False,
     "float g_a;\n/* never closed\n", main=False)
case("pp_bad_character", sec_by("3.1", "3.1"), "a character outside the GLSL character set is an error", False,
     lambda v, s: ("", "float a = 1.0 $ 2.0;"))
case("pp_function_macro_name_alone", PP, "a function-like macro name without arguments is not expanded", True,
     lambda v, s: ("#define F(a) a\n", "float F = 1.0;"))

# ---------------------------------------------------------- scoping
SCOPE = sec_by("4.2", "4.2")
case("scope_redeclare_global", SCOPE, "a name may be declared once per scope", False, "float g_a;\nfloat g_a;\n")
case("scope_redeclare_local", SCOPE, "a name may be declared once per scope", False,
     lambda v, s: ("", "float a; float a;"))
case("scope_shadow_nested", SCOPE, "a nested scope may hide an outer name", True,
     lambda v, s: ("float g_a;", "float g_a = 1.0; { int g_a = 2; }"))
case("scope_use_before_decl", SCOPE, "a name must be declared before use", False,
     lambda v, s: ("", "float a = b; float b = 1.0;"))
case("scope_undeclared", SCOPE, "using an undeclared name is an error", False, lambda v, s: ("", "float a = nowhere;"))
case("scope_block_ends", SCOPE, "a name declared in a block is out of scope after it", False,
     lambda v, s: ("", "{ float a = 1.0; } float b = a;"))
case("scope_for_init", SCOPE, "a variable declared in a for loop's init is scoped to the loop", False,
     lambda v, s: ("", "for (int i = 0; i < 2; i++) { } int j = i;"))
case("scope_initializer_sees_outer", SCOPE, "a name's scope starts after its initializer", True,
     lambda v, s: ("const float g_x = 1.0;", "float g_x = g_x + 1.0;"))
case("scope_struct_name_var", SCOPE, "a variable may hide a structure name in a nested scope; its initializer still names the type",
     True, lambda v, s: ("struct S { float f; };", "S S = S(1.0); float g = S.f;"))
case("scope_var_hides_function", SCOPE, "a local variable hides a function of the same name", True,
     lambda v, s: ("float helper() { return 1.0; }", "float helper = 2.0;"))
case("scope_function_and_var_global", SCOPE, "a function and a variable may not share a name in one scope", False,
     "float helper;\nfloat helper() { return 1.0; }\n")

# -------------------------------------------------------- functions
FN = sec_by("6.1", "6.1")
case("fn_prototype_const_mismatch", FN,
     "a prototype and the definition take the same parameter qualifiers, const included", False,
     "void f_c(vec3 a);\nvoid f_c(const vec3 a) {}\n")
case("fn_prototype_const_match", FN, "a prototype and a definition that agree on const", True,
     "void f_c(const vec3 a);\nvoid f_c(const vec3 a) {}\n")
case("fn_return_struct_with_array", FN,
     "a function cannot return a structure that contains an array", False,
     "struct S_arr { float m[2]; };\nS_arr f_s() { S_arr s; s.m[0] = 1.0; s.m[1] = 2.0; return s; }\n",
     versions=lambda v: v.es)
case("fn_return_struct_without_array", FN, "a function can return a structure without arrays", True,
     "struct S_plain { float m; };\nS_plain f_s() { return S_plain(1.0); }\n")
case("fn_prototype_then_definition", FN, "a prototype may precede the definition", True,
     lambda v, s: ("float f(float x);\nfloat f(float x) { return x; }", "float y = f(1.0);"))
case("fn_prototype_only", FN, "a shader object may call a function it only declares", True,
     lambda v, s: ("float other_object(float x);", "float y = other_object(1.0);"))
case("fn_redefinition", FN, "a function may be defined only once", False,
     "float f(float x) { return x; }\nfloat f(float x) { return x * 2.0; }\n")
case("fn_prototype_return_mismatch", FN, "a prototype and definition must have the same return type", False,
     "float f(float x);\nint f(float x) { return 1; }\n")
case("fn_overload_return_only", FN, "functions may not be overloaded by return type only", False,
     "float f(float x) { return x; }\nint f(float x) { return 1; }\n")
case("fn_overload_params", FN, "functions may be overloaded by parameter types", True,
     lambda v, s: ("float f(float x) { return x; }\nfloat f(vec2 x) { return x.x; }", "float a = f(1.0) + f(vec2(1.0));"))
case("fn_prototype_qualifier_mismatch", FN, "a prototype and definition must have the same parameter qualifiers", False,
     "void f(out float x);\nvoid f(in float x) { }\n")
case("fn_const_out_param", FN, "const may only qualify in parameters", False, "void f(const out float x) { x = 1.0; }\n")
case("fn_const_in_param", FN, "const in parameters are read-only and allowed", True, "float f(const in float x) { return x; }\n")
case("fn_assign_const_param", FN, "a const parameter cannot be written", False, "float f(const float x) { x = 1.0; return x; }\n")
case("fn_const_param_read", FN, "a const parameter may be read and copied", True,
     "float f(const float x) { float y = x; y += 1.0; return y * x; }\n")
case("fn_assign_const_in_param", FN, "a const in parameter cannot be written either", False,
     "void f(const in vec2 x) { x.y = 1.0; }\n")
# GLSL ES 1.00 section 6.1: a prototype and the definition agree on the
# precision of the return type and of every parameter.
case("fn_es_return_precision_mismatch", "6.1", "a prototype and definition must have the same return precision", False,
     "mediump float f(float x);\nhighp float f(float x) { return x; }\n", versions=lambda v: v.es)
case("fn_es_param_precision_mismatch", "6.1", "a prototype and definition must have the same parameter precisions", False,
     "float f(lowp float x);\nfloat f(highp float x) { return x; }\n", versions=lambda v: v.es)
case("fn_es_precision_match", "6.1", "a prototype and definition with the same precisions", True,
     lambda v, s: ("highp float f(highp float x);\nhighp float f(highp float x) { return x; }", "highp float y = f(1.0);"),
     versions=lambda v: v.es)
case("fn_out_param", FN, "out and inout parameters", True,
     lambda v, s: ("void f(out float a, inout float b) { a = b; b += 1.0; }", "float a; float b = 1.0; f(a, b);"))
case("fn_out_arg_not_lvalue", FN, "an out argument must be an l-value", False,
     lambda v, s: ("void f(out float a) { a = 1.0; }", "f(2.0);"))
case("fn_void_returns_value", sec_by("6.4", "6.4"), "a void function cannot return a value", False,
     "void f() { return 1.0; }\n")
case("fn_value_missing", sec_by("6.4", "6.4"), "a non-void function must return a value", False,
     "float f() { return; }\n")
case("fn_return_wrong_type", sec_by("6.4", "6.4"), "the returned value must have the return type", False,
     "vec2 f() { return vec3(1.0); }\n")
case("fn_nested_definition", FN, "functions are defined at global scope only", False,
     lambda v, s: ("", "float inner() { return 1.0; }"))
case("fn_call_undeclared", FN, "a called function must be declared", False, lambda v, s: ("", "float a = not_declared(1.0);"))
case("fn_wrong_arg_count", FN, "a call must match a declared signature", False,
     lambda v, s: ("float f(float x) { return x; }", "float a = f(1.0, 2.0);"))
case("fn_void_param", FN, "(void) declares no parameters", True, lambda v, s: ("float f(void) { return 1.0; }", "float a = f();"))
case("fn_main_with_args", FN, "main takes no parameters", False, "void main(float x) { }\n", main=False)
case("fn_main_returns_value", FN, "main returns void", False, "float main() { return 1.0; }\n", main=False)
case("fn_no_main_object", FN, "a shader object need not define main (compile, not link)", True,
     "float helper(float x) { return x * 2.0; }\n", main=False)
# -------------------------------------------------------- qualifiers
CONST = sec_by("4.3.2", "4.3.2")
case("const_uninitialised", CONST, "a const variable must be initialised", False, "const float g_c;\n")
case("const_from_nonconst", CONST, "a const initialiser must be a constant expression", False,
     lambda v, s: ("", "float a = 1.0; const float c = a;"))
case("const_from_builtin_call", sec_by("5.10", "4.3.3", **{"110": "4.3.2"}),
     "a built-in call with constant arguments is a constant expression (not in GLSL 1.10)",
     lambda v, s: v.es or v.desktop(120), "const float g_c = sin(1.0);\n")
case("const_from_constructor", sec_by("4.3.3", "4.3.3", **{"110": "4.3.2"}),
     "constructors and operators on constants are constant expressions (GLSL 1.10 too)", True,
     "const vec2 g_c = vec2(1.0, 2.0) * 2.0 + vec2(-1.0);\nconst float g_d = g_c.y;\n")
case("const_from_nested_builtin_call", sec_by("5.10", "4.3.3", **{"110": "4.3.2"}),
     "a built-in call nested in a constructor is not a constant expression in GLSL 1.10",
     lambda v, s: v.es or v.desktop(120), "const vec2 g_c = vec2(abs(-1.0), 1.0);\n")
case("const_assign", CONST, "a const variable cannot be written", False, lambda v, s: ("const float g_c = 1.0;", "g_c = 2.0;"))
case("const_expr_array_size", CONST, "a const int is a constant expression usable as an array size", True,
     lambda v, s: ("const int N = 2 * 2;", "float a[N]; a[3] = 1.0;"))

UNI = sec_by("4.3.4", "4.3.5")
case("uniform_local", UNI, "uniforms are declared at global scope only", False, lambda v, s: ("", "uniform float u;"))
case("uniform_write", UNI, "uniforms are read-only", False, lambda v, s: ("uniform float u;", "u = 1.0;"))
case("uniform_initializer", UNI, "uniform initialisers exist from GLSL 1.20 (not in GLSL ES 1.00)", at_least(120),
     "uniform float g_u = 1.0;\n")
case("uniform_struct", UNI, "uniforms may be structures", True, "struct L { vec3 dir; float k; };\nuniform L g_light;\n")
case("uniform_array", UNI, "uniforms may be arrays", True, "uniform vec4 g_u[4];\n")
case("uniform_bool", UNI, "uniforms may be booleans", True, "uniform bool g_b;\nuniform bvec2 g_bv;\n")

ATTR = sec_by("4.3.3", "4.3.4")
attr_versions = lambda v: v.es or v.num <= 130 or v.compat  # noqa: E731
case("attribute_vertex", ATTR, "attribute declares vertex inputs", lambda v, s: s == "vert",
     "attribute vec4 g_pos;\n", versions=attr_versions)
case("attribute_local", ATTR, "attributes are declared at global scope only", False,
     lambda v, s: ("", "attribute vec4 p;"), stages=("vert",), versions=attr_versions)
case("attribute_bool", ATTR, "attributes are float scalars, vectors or matrices", False,
     "attribute bool g_b;\n", stages=("vert",), versions=attr_versions)
case("attribute_int", ATTR, "attributes cannot be integers", False,
     "attribute int g_i;\n", stages=("vert",), versions=lambda v: v.es or v.num <= 120)
case("attribute_array", ATTR, "attributes cannot be arrays", False,
     "attribute vec4 g_a[2];\n", stages=("vert",), versions=lambda v: v.es or v.num <= 130)
case("attribute_struct", ATTR, "attributes cannot be structures", False,
     "struct S { vec4 a; };\nattribute S g_s;\n", stages=("vert",), versions=attr_versions)
case("attribute_write", ATTR, "attributes are read-only", False,
     lambda v, s: ("attribute vec4 g_p;", "g_p = vec4(0.0);"), stages=("vert",), versions=attr_versions)
case("attribute_matrix", ATTR, "attributes may be matrices", True, "attribute mat4 g_m;\n", stages=("vert",),
     versions=attr_versions)

VARY = sec_by("4.3.5", "4.3.6")
vary_versions = attr_versions
case("varying_both", VARY, "varying declares vertex outputs and fragment inputs", True, "varying vec3 g_v;\n",
     versions=vary_versions)
case("varying_array", VARY, "varyings may be arrays", True, "varying vec2 g_v[2];\n", versions=vary_versions)
case("varying_int", VARY, "varyings are float scalars, vectors, matrices or arrays of these", False,
     "varying int g_v;\n", versions=lambda v: v.es or v.num <= 120)
case("varying_bool", VARY, "varyings cannot be booleans", False, "varying bool g_v;\n", versions=vary_versions)
case("varying_struct", VARY, "varyings cannot be structures", False, "struct S { vec4 a; };\nvarying S g_v;\n",
     versions=lambda v: v.es or v.num <= 120)
case("varying_local", VARY, "varyings are declared at global scope only", False,
     lambda v, s: ("", "varying vec4 a;"), versions=vary_versions)
case("varying_write_fragment", VARY, "a fragment shader cannot write a varying", False,
     lambda v, s: ("varying vec4 g_v;", "g_v = vec4(0.0);"), stages=("frag",), versions=vary_versions)
case("varying_centroid", sec_by("4.3.5", "4.3.6"), "centroid varying exists from GLSL 1.20 (not in GLSL ES 1.00)",
     lambda v, s: v.desktop(120), "centroid varying vec4 g_v;\n", versions=vary_versions)

INOUT = sec_by("4.3", "4.3.4")
case("in_out_globals", INOUT, "in/out storage for globals exists from GLSL 1.30", at_least(130),
     lambda v, s: ("in vec4 g_in;\nout vec4 g_out;", ""))
case("in_write", INOUT, "shader inputs are read-only", lambda v, s: False if v.desktop(130) else None,
     lambda v, s: ("in vec4 g_in;", "g_in = vec4(0.0);"))
case("in_vertex_struct", INOUT, "vertex inputs cannot be structures",
     lambda v, s: False if v.desktop(130) else None, "struct S { vec4 a; };\nin S g_s;\n", stages=("vert",))
case("in_vertex_array", INOUT, "vertex inputs may be arrays from GLSL 1.50 (not in 1.30/1.40)",
     lambda v, s: v.desktop(150) if v.desktop(130) else None, "in vec4 g_a[2];\n", stages=("vert",))
case("out_vertex_struct", sec_by("4.3.6", "4.3.6"), "vertex outputs may be structures from GLSL 1.50",
     lambda v, s: v.desktop(150) if v.desktop(130) else None,
     lambda v, s: ("struct V { vec4 a; float b[2]; };\nout V g_v;", "g_v.a = vec4(1.0); g_v.b[1] = 2.0;"), stages=("vert",))
case("in_fragment_struct", INOUT, "fragment inputs may be structures from GLSL 1.50",
     lambda v, s: v.desktop(150) if v.desktop(130) else None,
     lambda v, s: ("struct V { vec4 a; };\nin V g_v;\nout vec4 g_c;", "g_c = g_v.a;"), stages=("frag",))
case("out_vertex_struct_bool", sec_by("4.3.6", "4.3.6"), "a structure output cannot hold a bool",
     lambda v, s: False if v.desktop(130) else None, "struct V { bool b; };\nout V g_v;\n", stages=("vert",))
case("in_vertex_bool", INOUT, "vertex inputs cannot be booleans", lambda v, s: False if v.desktop(130) else None,
     "in bool g_b;\n", stages=("vert",))
case("in_vertex_int", INOUT, "vertex inputs may be integers from GLSL 1.30", lambda v, s: True if v.desktop(130) else None,
     "in ivec2 g_i;\nin uint g_u;\n", stages=("vert",))
case("in_fragment_int_flat", sec_by("4.3.4", "4.3.4"), "integer fragment inputs must be flat",
     lambda v, s: False if v.desktop(130) else None, "in int g_i;\n", stages=("frag",))
# GLSL 1.30 and 1.40 section 4.3.6 also require `flat` on integer vertex
# outputs; 1.50 moved the rule to fragment inputs, and Mesa and glslang apply
# the 1.50 rule to 1.30 and 1.40 (a geometry shader may sit between).
case("out_vertex_int_unqualified", sec_by("4.3.4", "4.3.4", **{"130": "4.3.6", "140": "4.3.6"}),
     lambda v, ok: "an integer vertex output needs no qualifier: the flat rule is on fragment inputs"
     + ("" if v.desktop(150) else " (as GLSL 1.50 section 4.3.4, Mesa and glslang have it)"),
     lambda v, s: True if v.desktop(130) else None, "out int g_i;\nout uvec2 g_u;\n", stages=("vert",))
case("in_fragment_int_flat_ok", sec_by("4.3.4", "4.3.4"), "flat integer fragment inputs",
     lambda v, s: True if v.desktop(130) else None, "flat in int g_i;\nflat in uvec2 g_u;\n", stages=("frag",))
case("out_fragment_vec", sec_by("4.3.6", "4.3.6"), "fragment outputs", lambda v, s: True if v.desktop(130) else None,
     lambda v, s: ("out vec4 g_color;", "g_color = vec4(1.0);"), stages=("frag",))
case("out_fragment_matrix", sec_by("4.3.6", "4.3.6"), "fragment outputs cannot be matrices",
     lambda v, s: False if v.desktop(130) else None, "out mat4 g_m;\n", stages=("frag",))
case("out_fragment_matrix_array", sec_by("4.3.6", "4.3.6"), "fragment outputs cannot be arrays of matrices",
     lambda v, s: False if v.desktop(130) else None, "out mat2 g_m[2];\n", stages=("frag",))
case("out_vertex_matrix", sec_by("4.3.6", "4.3.6"), "vertex outputs may be matrices",
     lambda v, s: True if v.desktop(130) else None, "out mat3 g_m;\n", stages=("vert",))
case("out_fragment_struct", sec_by("4.3.6", "4.3.6"), "fragment outputs cannot be structures",
     lambda v, s: False if v.desktop(130) else None, "struct S { vec4 a; };\nout S g_s;\n", stages=("frag",))
case("out_local", sec_by("4.3.6", "4.3.6"), "out is a global storage qualifier (or a parameter qualifier)",
     False, lambda v, s: ("", "out vec4 a;"))
case("in_local", INOUT, "in is a global storage qualifier (or a parameter qualifier)", False,
     lambda v, s: ("", "in vec4 a;"))

INTERP = sec_by("4.3.9", "4.3.9", **{"150": "4.3.9", "330": "4.3.9"})
case("interp_qualifiers", INTERP, "flat, smooth and noperspective exist from GLSL 1.30", at_least(130),
     lambda v, s: ("flat out vec4 g_a;\nsmooth out vec4 g_b;\nnoperspective out vec4 g_c;" if s == "vert" else
                   "flat in vec4 g_a;\nsmooth in vec4 g_b;\nnoperspective in vec4 g_c;", ""))
case("interp_on_local", INTERP, "interpolation qualifiers apply to inputs and outputs only",
     lambda v, s: False if v.desktop(130) else None, lambda v, s: ("", "flat float a = 1.0;"))
case("interp_on_uniform", INTERP, "interpolation qualifiers apply to inputs and outputs only",
     lambda v, s: False if v.desktop(130) else None, "flat uniform float g_u;\n")
case("interp_twice", INTERP, "at most one interpolation qualifier", lambda v, s: False if v.desktop(130) else None,
     lambda v, s: ("flat smooth out vec4 g_a;" if s == "vert" else "flat smooth in vec4 g_a;", ""))
case("interp_twice_same", INTERP, "at most one interpolation qualifier, even a repeated one",
     lambda v, s: False if v.desktop(130) else None,
     lambda v, s: ("flat flat out vec4 g_a;" if s == "vert" else "flat flat in vec4 g_a;", ""))
case("centroid_in_out", INTERP, "centroid in/out from GLSL 1.30", lambda v, s: True if v.desktop(130) else None,
     lambda v, s: ("centroid out vec4 g_a;" if s == "vert" else "centroid in vec4 g_a;", ""))
case("redeclare_gl_frontcolor_flat", INTERP, "gl_FrontColor may be redeclared with an interpolation qualifier",
     lambda v, s: True if (v.desktop(130) and v.compat) else None, "flat out vec4 gl_FrontColor;\n", stages=("vert",))
case("redeclare_gl_color_flat", INTERP, "gl_Color may be redeclared with an interpolation qualifier",
     lambda v, s: True if (v.desktop(130) and v.compat) else None, "flat in vec4 gl_Color;\n", stages=("frag",))
case("redeclare_gl_secondarycolor_smooth", INTERP, "gl_SecondaryColor may be redeclared with an interpolation qualifier",
     lambda v, s: True if (v.desktop(130) and v.compat) else None, "smooth in vec4 gl_SecondaryColor;\n",
     stages=("frag",))

# ------------------------------------------------------------ invariant
INV = sec_by("4.6.1", "4.6.1")
case("invariant_gl_position", INV, "gl_Position may be redeclared invariant (from GLSL 1.20 and in GLSL ES)",
     lambda v, s: v.es or v.desktop(120), "invariant gl_Position;\n", stages=("vert",))
case("invariant_user_output", INV, "a user output may be declared invariant", lambda v, s: v.es or v.desktop(120),
     lambda v, s: ("invariant varying vec4 g_v;" if (v.es or v.num <= 120) else "invariant out vec4 g_v;", ""),
     stages=("vert",))
case("invariant_redeclare_user", INV, "a declared output may be made invariant later", lambda v, s: v.es or v.desktop(120),
     lambda v, s: ("varying vec4 g_v;\ninvariant g_v;" if (v.es or v.num <= 120) else "out vec4 g_v;\ninvariant g_v;", ""),
     stages=("vert",))
case("invariant_local", INV, "invariant is allowed at global scope only", False,
     lambda v, s: ("", "invariant float a;"))
case("invariant_after_use", INV, "invariant must come before any use of the variable", False,
     lambda v, s: ("void f() { gl_Position = vec4(0.0); }\ninvariant gl_Position;", ""), stages=("vert",),
     versions=lambda v: v.es or v.num >= 120)
case("invariant_after_use_user", INV, "invariant must come before any use of a user output too", False,
     lambda v, s: ("varying vec4 g_v;\nvoid f() { g_v = vec4(0.0); }\ninvariant g_v;" if (v.es or v.num <= 120) else
                   "out vec4 g_v;\nvoid f() { g_v = vec4(0.0); }\ninvariant g_v;", ""), stages=("vert",),
     versions=lambda v: v.es or v.num >= 120)
case("invariant_uniform", INV, "only outputs may be invariant", False, "invariant uniform vec4 g_u;\n",
     versions=lambda v: v.es or v.num >= 120)

# ------------------------------------------------------------ precision
PREC = sec_by("4.5.3", "4.5.3")
case("precision_default_float", PREC, "precision statements exist in GLSL ES and from GLSL 1.30", es_or(130),
     "@NOPRELUDE\nprecision highp float;\nprecision mediump int;\n",
     stages=("vert",))
case("precision_qualified_decls", sec_by("4.5.2", "4.5.2"), "lowp/mediump/highp on declarations (GLSL ES, GLSL 1.30+)",
     es_or(130), lambda v, s: ("", "lowp float a = 1.0; mediump vec2 b; highp int c;"), stages=("vert",))
case("precision_es_frag_missing", PREC, "a fragment shader has no default float precision", False,
     lambda v, s: ("@NOPRELUDE", "float a = 1.0;"), stages=("frag",), versions=lambda v: v.es)
case("precision_es_frag_qualified", PREC, "a float with a precision qualifier needs no default", True,
     lambda v, s: ("@NOPRELUDE", "mediump float a = 1.0;"), stages=("frag",), versions=lambda v: v.es)
case("precision_es_frag_int", PREC, "int has a default precision in fragment shaders", True,
     lambda v, s: ("@NOPRELUDE", "int a = 1;"), stages=("frag",), versions=lambda v: v.es)
case("precision_es_frag_uniform", PREC, "a float uniform needs a precision in a fragment shader", False,
     "@NOPRELUDE\nuniform vec4 g_u;\n", stages=("frag",), versions=lambda v: v.es)
case("precision_es_frag_array", PREC, "an array of floats needs a precision in a fragment shader", False,
     lambda v, s: ("@NOPRELUDE", "mediump float x = 0.0; vec2 a[2];"), stages=("frag",), versions=lambda v: v.es)
case("precision_es_frag_struct_member", PREC, "a float structure member needs a precision in a fragment shader", False,
     "@NOPRELUDE\nstruct S { float f; };\n", stages=("frag",), versions=lambda v: v.es)
case("precision_es_frag_return", PREC, "a float return type needs a precision in a fragment shader", False,
     "@NOPRELUDE\nfloat f() { return 1.0; }\n", stages=("frag",), versions=lambda v: v.es)
case("precision_es_frag_late_default", PREC, "a default precision applies only after its statement", False,
     "@NOPRELUDE\nuniform vec4 g_u;\nprecision mediump float;\n", stages=("frag",), versions=lambda v: v.es)
case("precision_es_vert_default", PREC, "a vertex shader has a default float precision (highp)", True,
     lambda v, s: ("", "float a = 1.0;"), stages=("vert",), versions=lambda v: v.es)
case("precision_bad_type", PREC, "precision statements take int, float or a sampler type", False,
     "precision mediump vec4;\n", versions=lambda v: v.es or v.num >= 130)
case("precision_on_bool", sec_by("4.5.2", "4.5.2"), "precision qualifiers apply to float, int and sampler types only",
     False, lambda v, s: ("", "lowp bool b = true;"), versions=lambda v: v.es)
case("precision_es_frag_qualified_array_member_return", PREC,
     "qualified arrays, structure members and return types need no default precision", True,
     lambda v, s: ("@NOPRELUDE\nstruct S { mediump float f; lowp vec2 g[2]; };\nhighp vec2 f() { return vec2(1.0); }",
                   "mediump vec2 a[2]; S x;"), stages=("frag",), versions=lambda v: v.es)
case("precision_es_frag_struct_in_function", PREC, "a structure member declared in a function needs a precision too", False,
     lambda v, s: ("@NOPRELUDE", "struct L { vec3 v; };"), stages=("frag",), versions=lambda v: v.es)
case("precision_es_frag_return_after_default", PREC, "a default precision statement covers later return types", True,
     "@NOPRELUDE\nprecision highp float;\nfloat f() { return 1.0; }\n", stages=("frag",), versions=lambda v: v.es)
case("precision_on_bool_desktop", sec_by("4.5.2", "4.5.2"), "precision qualifiers apply to float, int and sampler types only",
     False, lambda v, s: ("", "mediump bvec2 b = bvec2(true);"), versions=lambda v: v.es or v.desktop(130))
case("precision_on_struct", sec_by("4.5.2", "4.5.2"), "precision qualifiers do not apply to structures",
     False, lambda v, s: ("struct S { int a; };", "mediump S s;"), versions=lambda v: v.es or v.desktop(130))
case("precision_on_int_array", sec_by("4.5.2", "4.5.2"), "precision qualifiers apply to arrays of int",
     True, lambda v, s: ("", "lowp int a[2];"), versions=lambda v: v.es or v.desktop(130))
case("precision_sampler_es", PREC, "a default precision for sampler types", True, "precision lowp sampler2D;\n",
     versions=lambda v: v.es)
case("precision_es_highp_vertex", sec_by("4.5.2", "4.5.2"), "highp is always supported in vertex shaders", True,
     lambda v, s: ("", "highp float a = 1.0; highp vec4 b = vec4(a);"), stages=("vert",), versions=lambda v: v.es)
# -------------------------------------------------------------- arrays
ARR = sec_by("4.1.9", "4.1.9")
case("array_basic", ARR, "arrays with constant size", True, lambda v, s: ("", "float a[3]; a[0] = 1.0; a[2] = a[0];"))
case("array_size_zero", ARR, "an array size must be greater than zero", False, lambda v, s: ("", "float a[0];"))
case("array_size_negative", ARR, "an array size must be greater than zero", False, lambda v, s: ("", "float a[-1];"))
case("array_size_float", ARR, "an array size must be an integral constant expression", False,
     lambda v, s: ("", "float a[2.0];"))
case("array_size_nonconst", ARR, "an array size must be a constant expression", False,
     lambda v, s: ("uniform int g_n;", "float a[g_n];"))
case("array_size_sequence", sec_by("4.1.9", "4.1.9"),
     "an array size may be a parenthesised sequence: the grammar's constant_expression includes ( expression )",
     lambda v, s: True if v.desktop(120) else None, "uniform float g_a[(3, 5)];\nfloat f() { return g_a[4]; }\n")
case("array_size_paren", ARR, "a parenthesised constant expression is a valid size", True,
     lambda v, s: ("const int N = 2;", "float a[(N + 1) * 2];"))
case("array_const_index_oob", ARR, "a constant index outside the array is an error", False,
     lambda v, s: ("", "float a[3]; a[3] = 1.0;"))
case("array_negative_index", ARR, "a negative constant index is an error", False,
     lambda v, s: ("", "float a[3]; a[-1] = 1.0;"))
case("array_of_arrays", ARR, "arrays of arrays do not exist before GLSL 4.30", False,
     lambda v, s: ("", "float a[2][3];"))
case("array_unsized_global", ARR, "an unsized global array is sized by its largest constant index (desktop)",
     lambda v, s: not v.es, lambda v, s: ("float g_a[];", "g_a[3] = 1.0;"))
case("array_unsized_redeclared", ARR, "an unsized array may be redeclared with a size (desktop)",
     lambda v, s: not v.es, "float g_a[];\nfloat g_a[4];\n")
case("array_unsized_es", ARR, "GLSL ES 1.00 has no unsized arrays", False,
     lambda v, s: ("", "float a[];"), versions=lambda v: v.es)
case("array_constructor", sec_by("4.1.9", "5.4.4", **{"110": "4.1.9"}),
     "array constructors exist from GLSL 1.20 (not in GLSL ES 1.00)", at_least(120),
     lambda v, s: ("", "float a[3] = float[3](1.0, 2.0, 3.0);"))
case("array_constructor_unsized", sec_by("4.1.9", "5.4.4", **{"110": "4.1.9"}),
     "an unsized array constructor takes its size from its arguments (GLSL 1.20+)", at_least(120),
     lambda v, s: ("", "float a[] = float[](1.0, 2.0); float b = a[1];"))
case("array_constructor_wrong_count", sec_by("4.1.9", "5.4.4", **{"110": "4.1.9"}),
     "an array constructor takes exactly one argument per element", False,
     lambda v, s: ("", "float a[3] = float[3](1.0, 2.0);"), versions=lambda v: v.desktop(120))
case("array_type_syntax", sec_by("4.1.9", "4.1.9"), "float[3] as a type exists from GLSL 1.20", at_least(120),
     lambda v, s: ("float[2] pair() { return float[2](1.0, 2.0); }", "float[2] p = pair();"))
case("array_length", sec_by("4.1.9", "5.9", **{"110": "4.1.9"}), ".length() exists from GLSL 1.20", at_least(120),
     lambda v, s: ("", "float a[4]; int n = a.length();"))
case("array_compare", sec_by("5.7", "5.9"), "arrays may be compared with == from GLSL 1.20", at_least(120),
     lambda v, s: ("", "float a[2]; float b[2]; bool e = a == b;"))
case("array_assign_compound_element", sec_by("5.8", "5.8"), "array elements may be assigned in every version", True,
     lambda v, s: ("", "float a[2]; float b[2]; b[0] = 1.0; b[1] = 2.0; a[0] = b[1]; a[1] += b[0];"))
case("array_assign_param", sec_by("5.8", "5.8"), "whole arrays may be assigned from GLSL 1.20 (array parameters too)",
     at_least(120), "void f(float p[2]) { float q[2]; q = p; }\n")
case("array_assign", sec_by("5.8", "5.8"), "whole arrays may be assigned from GLSL 1.20", at_least(120),
     lambda v, s: ("", "float a[2]; float b[2]; a = b;"))
case("array_initializer_110", ARR, "arrays cannot be initialised in a declaration before GLSL 1.20", False,
     lambda v, s: ("", "const float a[2] = float[2](1.0, 2.0);"), versions=lambda v: v.es or v.num == 110)
case("array_const", sec_by("4.3.2", "4.3.2"), "const arrays exist from GLSL 1.20", at_least(120),
     "const float g_a[2] = float[2](1.0, 2.0);\n")
case("array_size_mismatch_assign", sec_by("5.8", "5.8"), "arrays of different sizes cannot be assigned", False,
     lambda v, s: ("", "float a[2]; float b[3]; a = b;"), versions=lambda v: v.desktop(120))
case("array_dynamic_index", ARR, "non-sampler arrays may be indexed with an integer expression", True,
     lambda v, s: ("uniform int g_i;", "float a[4]; a[g_i] = 1.0;") if not v.es else
     ("", "float a[4]; for (int i = 0; i < 4; i++) { a[i] = 1.0; }"))

# ------------------------------------------------------------- structs
ST = sec_by("4.1.8", "4.1.8")
case("struct_basic", ST, "structure definition and use", True,
     lambda v, s: ("struct S { float a; vec3 b; };", "S x; x.a = 1.0; x.b = vec3(x.a);"))
case("struct_nested_type", ST, "a member may have a previously defined structure type", True,
     "struct A { float f; };\nstruct B { A a; float g; };\n")
case("struct_empty", ST, "a structure must have at least one member", False, "struct E { };\n")
case("struct_member_init", ST, "structure members cannot have initialisers", False, "struct S { float a = 1.0; };\n")
case("struct_member_const", ST, "structure members cannot have qualifiers", False, "struct S { const float a; };\n")
case("struct_member_uniform", ST, "structure members cannot have storage qualifiers", False, "struct S { uniform float a; };\n")
case("struct_member_flat", ST, "structure members cannot have interpolation qualifiers", False,
     "struct S { flat float a; };\n", versions=lambda v: v.desktop(130))
case("struct_member_centroid", ST, "structure members cannot have storage qualifiers", False,
     "struct S { centroid float a; };\n", versions=lambda v: v.desktop(120))
case("struct_member_invariant", ST, "structure members cannot be invariant", False,
     "struct S { invariant vec4 a; };\n", versions=lambda v: v.es or v.desktop(120))
case("struct_member_precision", ST, "structure members may have precision qualifiers", True,
     "struct S { mediump float a; highp vec4 b; };\n", versions=lambda v: v.es or v.desktop(130))
case("struct_duplicate_member", ST, "member names are unique within a structure", False, "struct S { float a; int a; };\n")
case("struct_redefine", ST, "a structure name may be defined once per scope", False,
     "struct S { float a; };\nstruct S { int b; };\n")
case("struct_anonymous", ST, "a structure specifier without a name declares variables of an anonymous type", True,
     "struct { float a; } g_s;\n")
# GLSL 1.20 section 4.1.8: "Anonymous structures are not supported. Embedded
# structures are not supported." GLSL 1.10 and ES 1.00 section 4.1.8 allow
# them ("embedded structures must have a declarator"; the embedded name is
# scoped at the level of the enclosing struct).
case("struct_embedded_def", ST, "embedded structure definitions are not supported (GLSL 1.20+)",
     lambda v, s: False if v.desktop(120) else None, "struct A { struct B { float f; } b; };\n")
case("struct_embedded_def_allowed", ST,
     "an embedded structure definition declares its name in the enclosing scope (GLSL 1.10, ES 1.00)",
     lambda v, s: True if v.es or v.num == 110 else None,
     lambda v, s: ("struct A { struct B { float f; } b; };\nuniform B g_b;", "A a; a.b.f = g_b.f;"))
case("struct_member_no_declarator", ST, "a member needs a name (anonymous structure members are not supported)",
     False, "struct S { float f; };\nstruct T { S; };\n")
case("struct_equality", sec_by("5.7", "5.9"), "structures compare with == and !=", True,
     lambda v, s: ("struct S { float a; };", "S x = S(1.0); S y = S(2.0); bool e = x == y || x != y;"))
case("struct_member_array", ST, "members may be arrays", True, "struct S { float a[3]; };\n")
case("struct_member_unsized_array", ST, "members may not be unsized arrays", False, "struct S { float a[]; };\n")
case("struct_unknown_member", sec_by("5.5", "5.7"), "selecting a member that does not exist is an error", False,
     lambda v, s: ("struct S { float a; };", "S x = S(1.0); float b = x.b;"))
case("struct_in_function_scope", ST, "structures may be defined in a function", True,
     lambda v, s: ("", "struct L { float a; }; L x = L(1.0);"))
case("struct_sampler_uniform", SAMPLER_SEC, "a uniform structure may hold a sampler", True,
     "struct T { sampler2D tex; float scale; };\nuniform T g_t;\n")

# ------------------------------------------------------------ samplers
case("sampler_local", SAMPLER_SEC, "samplers are uniforms or function parameters only", False,
     lambda v, s: ("", "sampler2D t;"))
case("sampler_global_nonuniform", SAMPLER_SEC, "a global sampler must be a uniform", False, "sampler2D g_t;\n")
case("sampler_return", SAMPLER_SEC, "a function cannot return a sampler", False,
     "uniform sampler2D g_t;\nsampler2D get() { return g_t; }\n")
case("sampler_return_struct", SAMPLER_SEC, "a function cannot return a structure holding a sampler", False,
     "struct T { sampler2D t; };\nuniform T g_t;\nT get() { return g_t; }\n")
case("sampler_return_prototype", SAMPLER_SEC, "a prototype cannot return a sampler", False,
     "sampler2D get();\n")
case("sampler_assign", SAMPLER_SEC, "samplers cannot be assigned", False,
     "uniform sampler2D g_a;\nuniform sampler2D g_b;\nvoid f() { g_a = g_b; }\n")
case("sampler_param_assign", SAMPLER_SEC, "a sampler parameter cannot be assigned", False,
     "uniform sampler2D g_a;\nvoid f(sampler2D t) { t = g_a; }\n")
case("sampler_param", SAMPLER_SEC, "samplers may be passed to functions", True,
     lambda v, s: ("uniform sampler2D g_t;\nvec4 look(sampler2D t) { return texture2D(t, vec2(0.5)); }",
                   "vec4 c = look(g_t);"), versions=lambda v: v.compat or v.es or v.num <= 130)
case("sampler_out_param", SAMPLER_SEC, "a sampler cannot be an out parameter", False,
     "void f(out sampler2D t) { }\n")
case("sampler_array_const_index", SAMPLER_SEC, "sampler arrays indexed with constant expressions", True,
     "uniform sampler2D g_t[2];\nvec4 f() { return texture2D(g_t[1], vec2(0.5)); }\n",
     versions=lambda v: v.compat or v.es or v.num <= 130)
case("sampler_array_dynamic_index", SAMPLER_SEC,
     "sampler arrays can only be indexed with integral constant expressions (GLSL 1.30-3.30)",
     lambda v, s: False if v.desktop(130) else None,
     "uniform sampler2D g_t[2];\nuniform int g_i;\nvec4 f() { return texture(g_t[g_i], vec2(0.5)); }\n")
case("sampler_array_const_expr_index", SAMPLER_SEC, "sampler arrays indexed with a constant expression",
     lambda v, s: True if v.desktop(130) else None,
     "uniform sampler2D g_t[2];\nconst int k = 1;\nvec4 f() { return texture(g_t[k - 1], vec2(0.5)); }\n")
case("sampler_varying", SAMPLER_SEC, "samplers cannot be shader inputs or outputs", False,
     lambda v, s: ("varying sampler2D g_t;" if v.es or v.num <= 120 else "out sampler2D g_t;", ""), stages=("vert",))
case("sampler_in_if", SAMPLER_SEC, "samplers cannot be operands of arithmetic", False,
     "uniform sampler2D g_a;\nuniform sampler2D g_b;\nbool f() { return g_a == g_b; }\n")

# ---------------------------------------------------------- statements
STMT = sec_by("6", "6")
case("stmt_if_else", sec_by("6.2", "6.2"), "if/else", True,
     lambda v, s: ("uniform float g_u;", "float a = 0.0; if (g_u > 0.5) a = 1.0; else { a = 2.0; }"))
case("stmt_if_nonbool", sec_by("6.2", "6.2"), "an if condition must be a scalar bool", False,
     lambda v, s: ("", "if (1) { }"))
case("stmt_if_vec_cond", sec_by("6.2", "6.2"), "an if condition must be a scalar bool", False,
     lambda v, s: ("", "if (bvec2(true)) { }"))
case("stmt_if_decl", sec_by("6.2", "6.2"), "an if condition cannot declare a variable", False,
     lambda v, s: ("", "if (bool b = true) { }"))
case("stmt_while_decl", sec_by("6.3", "6.3"), "a while condition may declare a variable", True,
     lambda v, s: ("", "while (bool b = false) { }"))
case("stmt_for", sec_by("6.3", "6.3"), "for loops", True,
     lambda v, s: ("", "float a = 0.0; for (int i = 0; i < 4; ++i) { a += 1.0; }"))
case("stmt_do_while", sec_by("6.3", "6.3"), "do-while loops", True,
     lambda v, s: ("uniform float g_u;", "float a = 0.0; do { a += 1.0; } while (a < g_u);"),
     versions=lambda v: not v.es)
case("stmt_break_outside", sec_by("6.4", "6.4"), "break outside a loop or switch is an error", False,
     lambda v, s: ("", "break;"))
case("stmt_continue_outside", sec_by("6.4", "6.4"), "continue outside a loop is an error", False,
     lambda v, s: ("", "continue;"))
case("stmt_discard_vertex", sec_by("6.4", "6.4"), "discard is only allowed in fragment shaders", lambda v, s: s == "frag",
     lambda v, s: ("", "discard;"))
case("stmt_discard_in_function", sec_by("6.4", "6.4"), "discard may be in any fragment shader function", True,
     "void kill() { discard; }\n", stages=("frag",))
case("stmt_ternary_types", sec_by("5.7", "5.8", **{"110": "5.8", "120": "5.8"}),
     "the two branches of ?: must have the same type", False, lambda v, s: ("", "vec2 a = true ? vec2(1.0) : vec3(1.0);"))
case("stmt_ternary_cond", sec_by("5.7", "5.8", **{"110": "5.8", "120": "5.8"}), "the ?: condition must be a scalar bool",
     False, lambda v, s: ("", "float a = 1.0 ? 2.0 : 3.0;"))
case("stmt_comma", sec_by("5.9", "5.9"), "the comma operator", True,
     lambda v, s: ("", "float a; float b; a = (b = 1.0, b + 1.0);"))
case("stmt_empty", STMT, "an empty statement", True, lambda v, s: ("", ";;"))
case("stmt_goto", KW, "goto is reserved", False, lambda v, s: ("", "goto end;"))

SW = sec_by("6.2", "6.2")
sw = lambda body: lambda v, s: ("uniform int g_i;", body)  # noqa: E731
case("switch_basic", SW, "switch exists from GLSL 1.30", at_least(130),
     sw("int r = 0; switch (g_i) { case 0: r = 1; break; case 1: case 2: r = 2; break; default: r = 3; }"))
case("switch_fallthrough", SW, "control falls through case labels without break", at_least(130),
     sw("int r = 0; switch (g_i) { case 0: r += 1; case 1: r += 2; break; }"))
case("switch_label_at_end", SW, "a case label at the end of a switch must be followed by a statement",
     lambda v, s: False if v.desktop(130) else None, sw("switch (g_i) { case 0: break; case 1: }"))
case("switch_default_at_end", SW, "a default label at the end of a switch must be followed by a statement",
     lambda v, s: False if v.desktop(130) else None, sw("switch (g_i) { case 0: break; default: }"))
case("switch_default_last_statement", SW, "a default label at the end followed by a statement (no break needed)",
     lambda v, s: True if v.desktop(130) else None, sw("int r = 0; switch (g_i) { case 0: r = 1; break; default: r = 2; }"))
case("switch_statement_before_case", SW, "no statement may come before the first case label",
     lambda v, s: False if v.desktop(130) else None, sw("int r = 0; switch (g_i) { r = 1; case 0: break; }"))
case("switch_duplicate_case", SW, "case labels must be distinct", lambda v, s: False if v.desktop(130) else None,
     sw("switch (g_i) { case 1: break; case 1: break; }"))
case("switch_two_defaults", SW, "only one default label", lambda v, s: False if v.desktop(130) else None,
     sw("switch (g_i) { default: break; default: break; }"))
case("switch_float", SW, "the switch expression must be a scalar integer", lambda v, s: False if v.desktop(130) else None,
     sw("switch (1.0) { default: break; }"))
case("switch_nonconst_case", SW, "case labels must be constant integral expressions",
     lambda v, s: False if v.desktop(130) else None, sw("int k = 1; switch (g_i) { case k: break; }"))
case("switch_continue", SW, "continue inside a switch is only allowed inside a loop",
     lambda v, s: False if v.desktop(130) else None, sw("switch (g_i) { case 0: continue; }"))
case("switch_empty", SW, "an empty switch body is allowed", lambda v, s: True if v.desktop(130) else None,
     sw("switch (g_i) { }"))
case("switch_uint", SW, "a switch on uint with uint labels", lambda v, s: True if v.desktop(130) else None,
     sw("switch (uint(g_i)) { case 1u: break; default: break; }"))
case("switch_case_outside", SW, "case outside a switch is an error", lambda v, s: False if v.desktop(130) else None,
     sw("case 1: ;"))
case("switch_nested_break", SW, "break inside a loop inside a switch leaves the loop",
     lambda v, s: True if v.desktop(130) else None,
     sw("switch (g_i) { case 0: for (int k = 0; k < 2; k++) { break; } break; }"))

# ------------------------------------------------------------ operators
OPS = sec_by("5.1", "5.1")
case("op_bitwise", OPS, "bitwise operators exist from GLSL 1.30 (reserved before)", at_least(130),
     lambda v, s: ("", "int a = (5 & 3) | (1 ^ 2); a = ~a; a <<= 1; a >>= 1;"))
case("op_modulus", OPS, "% exists from GLSL 1.30 (reserved before)", at_least(130), lambda v, s: ("", "int a = 7 % 3;"))
case("op_modulus_float", OPS, "% takes integer operands only", False, lambda v, s: ("", "float a = 7.0 % 3.0;"))
case("op_shift_float", OPS, "shifts take integer operands only", False, lambda v, s: ("", "float a = 1.0 << 2;"))
case("op_logical_xor", OPS, "^^ is the logical exclusive or", True, lambda v, s: ("", "bool a = true ^^ false;"))
case("op_logical_nonbool", OPS, "&& takes scalar booleans", False, lambda v, s: ("", "bool a = 1 && true;"))
case("op_vec_mat_mul", OPS, "vector times matrix is linear-algebraic", True,
     lambda v, s: ("", "mat2 m = mat2(1.0); vec2 a = m * vec2(1.0); vec2 b = vec2(1.0) * m;"))
case("op_mat_size_mismatch", OPS, "matrix multiplication needs matching sizes", False,
     lambda v, s: ("", "vec3 a = mat2(1.0) * vec3(1.0);"))
case("op_nonsquare_mul", OPS, "a mat2x3 times a vec2 is a vec3 (GLSL 1.20+)", at_least(120),
     lambda v, s: ("", "vec3 a = mat2x3(1.0) * vec2(1.0);"))
case("op_int_float_mix", OPS, "int and float operands mix only with implicit conversions (GLSL 1.20+)", at_least(120),
     lambda v, s: ("", "float a = 1 + 2.0;"))
case("op_vec_size_mismatch", OPS, "vector operands must have the same size", False,
     lambda v, s: ("", "vec2 a = vec2(1.0) + vec3(1.0);"))
case("op_compare_vectors", OPS, "< > compare scalars only (use lessThan)", False,
     lambda v, s: ("", "bool a = vec2(1.0) < vec2(2.0);"))
case("op_assign_rvalue", sec_by("5.8", "5.8"), "the left operand of = must be an l-value", False,
     lambda v, s: ("", "float a; (a + 1.0) = 2.0;"))
case("op_swizzle_duplicate_write", sec_by("5.5", "5.5"), "a swizzle written to cannot repeat components", False,
     lambda v, s: ("", "vec4 a; a.xx = vec2(1.0);"))
case("op_swizzle_mixed_sets", sec_by("5.5", "5.5"), "a swizzle cannot mix component sets", False,
     lambda v, s: ("", "vec4 a = vec4(1.0); vec2 b = a.xg;"))
case("op_swizzle_ok", sec_by("5.5", "5.5"), "swizzles may repeat components when read", True,
     lambda v, s: ("", "vec4 a = vec4(1.0); vec4 b = a.xxyy + a.rgba + a.stpq; a.zw = b.yx;"))
case("op_swizzle_scalar", sec_by("5.5", "5.5"), "swizzling a scalar needs GLSL 4.20", False,
     lambda v, s: ("", "float a = 1.0; vec2 b = a.xx;"))
case("op_increment_const", sec_by("5.8", "5.8"), "++ needs an l-value", False,
     lambda v, s: ("const float c = 1.0;", "float d = c++;"))
case("op_matrix_index", sec_by("5.6", "5.6"), "indexing a matrix gives a column", True,
     lambda v, s: ("", "mat3 m = mat3(1.0); vec3 c = m[1]; float e = m[2][2];"))
case("op_matrix_index_oob", sec_by("5.6", "5.6"), "a constant matrix index outside the matrix is an error", False,
     lambda v, s: ("", "mat3 m = mat3(1.0); vec3 c = m[3];"))

# ------------------------------------------------- built-in functions
BF = sec_by("8", "8")
common = ["abs(-1.0)", "sign(1.0)", "floor(1.5)", "ceil(1.5)", "fract(1.5)", "mod(3.0, 2.0)", "min(1.0, 2.0)",
          "max(1.0, 2.0)", "clamp(1.5, 0.0, 1.0)", "mix(0.0, 1.0, 0.5)", "step(0.5, 1.0)", "smoothstep(0.0, 1.0, 0.5)",
          "sin(1.0)", "cos(1.0)", "tan(1.0)", "asin(0.5)", "acos(0.5)", "atan(1.0)", "atan(1.0, 2.0)", "radians(90.0)",
          "degrees(1.0)", "pow(2.0, 3.0)", "exp(1.0)", "log(2.0)", "exp2(1.0)", "log2(2.0)", "sqrt(4.0)",
          "inversesqrt(4.0)", "length(vec2(1.0))", "distance(vec2(0.0), vec2(1.0))", "dot(vec3(1.0), vec3(1.0))",
          "cross(vec3(1.0), vec3(0.0, 1.0, 0.0)).x", "normalize(vec2(1.0)).x",
          "faceforward(vec2(1.0), vec2(1.0), vec2(1.0)).x", "reflect(vec2(1.0), vec2(0.0, 1.0)).x",
          "refract(vec2(1.0), vec2(0.0, 1.0), 0.5).x", "matrixCompMult(mat2(1.0), mat2(2.0))[0][0]"]
for expr in common:
    fname = expr.split("(")[0]
    if fname == "atan" and "," in expr.split("(")[1]:
        fname = "atan2"
    case(f"builtin_{fname}", sec_by("8", "8"), f"`{expr.split('(')[0]}` is a built-in function in every version", True,
         (lambda expr: lambda v, s: ("", f"float r = {expr};"))(expr))
later = [
    ("transpose", "transpose(mat2(1.0))[0][0]", 120), ("outerProduct", "outerProduct(vec2(1.0), vec2(1.0))[0][0]", 120),
    ("sinh", "sinh(1.0)", 130), ("tanh", "tanh(1.0)", 130), ("asinh", "asinh(1.0)", 130), ("trunc", "trunc(1.5)", 130),
    ("round", "round(1.5)", 130), ("roundEven", "roundEven(1.5)", 130), ("modf", "modf(1.5, g_ip)", 130),
    ("isnan", "float(isnan(1.0))", 130), ("isinf", "float(isinf(1.0))", 130), ("determinant", "determinant(mat2(1.0))", 150),
    ("inverse", "inverse(mat2(1.0))[0][0]", 140), ("floatBitsToInt", "float(floatBitsToInt(1.0))", 330),
    ("intBitsToFloat", "intBitsToFloat(1)", 330), ("uintBitsToFloat", "uintBitsToFloat(1u)", 330),
    ("clamp_uint", "float(clamp(1u, 0u, 2u))", 130),
    ("mix_bool", "mix(0.0, 1.0, true)", 130),
]
for fname, expr, lo in later:
    case(f"builtin_{fname}", BF, f"`{fname.split('_')[0]}` (this overload) is a built-in from GLSL {lo // 100}.{lo % 100:02d}",
         (lambda lo: lambda v, s: v.desktop(lo))(lo),
         (lambda expr: lambda v, s: ("float g_ip;", f"float r = {expr};"))(expr))
case("builtin_wrong_args", BF, "a built-in call must match one of its overloads", False,
     lambda v, s: ("", "float r = dot(vec2(1.0), vec3(1.0));"))
case("builtin_min_no_overload", BF, "min has no vec2, vec3 overload", False,
     lambda v, s: ("", "vec2 r = min(vec2(1.0), vec3(1.0)).xy;"))
case("builtin_relational", sec_by("8.6", "8.6", **{"130": "8.6"}), "vector relational functions", True,
     lambda v, s: ("", "bvec2 a = lessThan(vec2(1.0), vec2(2.0)); bool b = any(a) && all(not(a)) || equal(a, a).x;"))
case("builtin_derivative", sec_by("8.8", "8.8"),
     "dFdx/dFdy/fwidth are fragment-only (GLSL ES 1.00 needs OES_standard_derivatives)",
     lambda v, s: s == "frag" and not v.es, lambda v, s: ("", "float a = dFdx(1.0) + dFdy(1.0) + fwidth(1.0);"))
case("builtin_noise", sec_by("8.9", "8.9"), "noise1 is a desktop built-in (not in GLSL ES 1.00)",
     lambda v, s: not v.es, lambda v, s: ("", "float a = noise1(1.0);"))
TEX = sec_by("8.7", "8.7")
legacy = lambda v: v.es or v.num <= 130 or v.compat  # noqa: E731
case("tex_texture2D", TEX, "texture2D", True,
     lambda v, s: ("uniform sampler2D g_t;", "vec4 c = texture2D(g_t, vec2(0.5));"), versions=legacy)
case("tex_texture2DProj", TEX, "texture2DProj", True,
     lambda v, s: ("uniform sampler2D g_t;", "vec4 c = texture2DProj(g_t, vec3(0.5)) + texture2DProj(g_t, vec4(0.5));"),
     versions=legacy)
case("tex_textureCube", TEX, "textureCube", True,
     lambda v, s: ("uniform samplerCube g_t;", "vec4 c = textureCube(g_t, vec3(0.5));"), versions=legacy)
case("tex_texture2DLod", TEX, "texture2DLod is a vertex-shader function before GLSL 1.30",
     lambda v, s: s == "vert" or None,
     lambda v, s: ("uniform sampler2D g_t;", "vec4 c = texture2DLod(g_t, vec2(0.5), 0.0);"),
     versions=lambda v: v.es or v.num <= 120)
case("tex_texture2D_bias", TEX, "the bias form of texture2D is a fragment-shader function",
     lambda v, s: s == "frag",
     lambda v, s: ("uniform sampler2D g_t;", "vec4 c = texture2D(g_t, vec2(0.5), 1.0);"), versions=legacy)
case("tex_shadow2D", TEX, "shadow2D on sampler2DShadow (desktop)", lambda v, s: not v.es,
     lambda v, s: ("uniform sampler2DShadow g_t;", "vec4 c = shadow2D(g_t, vec3(0.5));"), versions=legacy)
case("tex_texture1D", TEX, "texture1D (desktop)", lambda v, s: not v.es,
     lambda v, s: ("uniform sampler1D g_t;", "vec4 c = texture1D(g_t, 0.5);"), versions=legacy)
case("tex_texture3D", TEX, "texture3D (desktop; GLSL ES 1.00 needs OES_texture_3D)", lambda v, s: not v.es,
     lambda v, s: ("uniform sampler3D g_t;", "vec4 c = texture3D(g_t, vec3(0.5));"), versions=legacy)
case("tex_texture", TEX, "texture() overloads exist from GLSL 1.30", at_least(130),
     lambda v, s: ("uniform sampler2D g_t;", "vec4 c = texture(g_t, vec2(0.5));"))
case("tex_texture_shadow", TEX, "texture() on a shadow sampler returns float (GLSL 1.30+)", at_least(130),
     lambda v, s: ("uniform sampler2DShadow g_t;", "float c = texture(g_t, vec3(0.5));"))
case("tex_textureSize", TEX, "textureSize exists from GLSL 1.30", at_least(130),
     lambda v, s: ("uniform sampler2D g_t;", "ivec2 sz = textureSize(g_t, 0);"))
case("tex_texelFetch", TEX, "texelFetch exists from GLSL 1.30", at_least(130),
     lambda v, s: ("uniform sampler2D g_t;", "vec4 c = texelFetch(g_t, ivec2(0), 0);"))
case("tex_textureLod", TEX, "textureLod exists from GLSL 1.30 in every stage", at_least(130),
     lambda v, s: ("uniform sampler2D g_t;", "vec4 c = textureLod(g_t, vec2(0.5), 0.0);"))
case("tex_textureGrad", TEX, "textureGrad exists from GLSL 1.30", at_least(130),
     lambda v, s: ("uniform sampler2D g_t;", "vec4 c = textureGrad(g_t, vec2(0.5), vec2(0.0), vec2(0.0));"))
case("tex_isampler", TEX, "texture() on an integer sampler returns ivec4", at_least(130),
     lambda v, s: ("uniform isampler2D g_t;", "ivec4 c = texture(g_t, vec2(0.5));"))
case("tex_array", TEX, "texture() on sampler2DArray takes vec3", at_least(130),
     lambda v, s: ("uniform sampler2DArray g_t;", "vec4 c = texture(g_t, vec3(0.5));"))
case("tex_rect", TEX, "texture() on sampler2DRect (GLSL 1.40+)", at_least(140),
     lambda v, s: ("uniform sampler2DRect g_t;", "vec4 c = texture(g_t, vec2(0.5));"))
case("tex_buffer", TEX, "texelFetch on samplerBuffer (GLSL 1.40+)", at_least(140),
     lambda v, s: ("uniform samplerBuffer g_t;", "vec4 c = texelFetch(g_t, 3);"))
case("tex_ms", TEX, "texelFetch on sampler2DMS (GLSL 1.50+)", at_least(150),
     lambda v, s: ("uniform sampler2DMS g_t;", "vec4 c = texelFetch(g_t, ivec2(0), 1);"))
case("tex_wrong_coord", TEX, "texture2D takes a vec2 coordinate", False,
     lambda v, s: ("uniform sampler2D g_t;", "vec4 c = texture2D(g_t, vec3(0.5));"), versions=legacy)

# ------------------------------------------------- built-in variables
BV = sec_by("7", "7")
vert_only = lambda v, s: s == "vert"  # noqa: E731
frag_only = lambda v, s: s == "frag"  # noqa: E731
case("bv_gl_Position", BV, "gl_Position is a vertex shader output", vert_only,
     lambda v, s: ("", "gl_Position = vec4(0.0);"))
case("bv_gl_PointSize", BV, "gl_PointSize is a vertex shader output", vert_only,
     lambda v, s: ("", "gl_PointSize = 1.0;"))
case("bv_gl_FragCoord", BV, "gl_FragCoord is a fragment shader input", frag_only,
     lambda v, s: ("", "vec4 p = gl_FragCoord;"))
case("bv_gl_FrontFacing", BV, "gl_FrontFacing is a fragment shader input", frag_only,
     lambda v, s: ("", "bool f = gl_FrontFacing;"))
case("bv_gl_FragColor", BV, "gl_FragColor is a fragment shader output", frag_only,
     lambda v, s: ("", "gl_FragColor = vec4(1.0);"), versions=lambda v: v.es or v.num <= 130 or v.compat)
case("bv_gl_FragData", BV, "gl_FragData is a fragment shader output", frag_only,
     lambda v, s: ("", "gl_FragData[0] = vec4(1.0);"), versions=lambda v: v.es or v.num <= 130 or v.compat)
case("bv_gl_FragDepth", BV, "gl_FragDepth is a desktop fragment output (GLSL ES 1.00 has none)",
     lambda v, s: s == "frag" and not v.es, lambda v, s: ("", "gl_FragDepth = 0.5;"))
case("bv_gl_PointCoord", BV, "gl_PointCoord is a fragment input from GLSL 1.20 and in GLSL ES",
     lambda v, s: s == "frag" and (v.es or v.num >= 120), lambda v, s: ("", "vec2 p = gl_PointCoord;"))
case("bv_gl_FragCoord_write", BV, "gl_FragCoord is read-only", False,
     lambda v, s: ("", "gl_FragCoord = vec4(0.0);"), stages=("frag",))
case("bv_gl_FrontFacing_write", BV, "gl_FrontFacing is read-only", False,
     lambda v, s: ("", "gl_FrontFacing = true;"), stages=("frag",))
case("bv_gl_VertexID", BV, "gl_VertexID is a vertex input from GLSL 1.30",
     lambda v, s: s == "vert" and v.desktop(130), lambda v, s: ("", "int i = gl_VertexID;"))
case("bv_gl_VertexID_write", BV, "gl_VertexID is read-only", False, lambda v, s: ("", "gl_VertexID = 1;"),
     stages=("vert",), versions=lambda v: v.desktop(130))
case("bv_gl_InstanceID", BV, "gl_InstanceID is a vertex input from GLSL 1.40",
     lambda v, s: s == "vert" and v.desktop(140), lambda v, s: ("", "int i = gl_InstanceID;"))
case("bv_gl_ClipDistance", BV, "gl_ClipDistance exists from GLSL 1.30",
     lambda v, s: s == "vert" and v.desktop(130), lambda v, s: ("", "gl_ClipDistance[0] = 1.0;"))
case("bv_gl_ClipDistance_frag", BV, "gl_ClipDistance is a fragment input from GLSL 1.30",
     lambda v, s: v.desktop(130), lambda v, s: ("", "float d = gl_ClipDistance[0];"), stages=("frag",))
case("bv_gl_ClipDistance_sized", BV, "gl_ClipDistance may be redeclared with an explicit size",
     lambda v, s: True if v.desktop(130) else None, "out float gl_ClipDistance[4];\n", stages=("vert",))
case("bv_gl_PrimitiveID_frag", BV, "gl_PrimitiveID is a fragment input from GLSL 1.50",
     lambda v, s: v.desktop(150), lambda v, s: ("", "int p = gl_PrimitiveID;"), stages=("frag",))
case("bv_gl_DepthRange", BV, "gl_DepthRange is a built-in uniform in every version", True,
     lambda v, s: ("", "float n = gl_DepthRange.near + gl_DepthRange.far + gl_DepthRange.diff;"))
case("bv_gl_MaxVertexAttribs", BV, "gl_MaxVertexAttribs is a built-in constant", True,
     lambda v, s: ("", "int n = gl_MaxVertexAttribs;"))
case("bv_gl_MaxDrawBuffers", BV, "gl_MaxDrawBuffers is a built-in constant", True,
     lambda v, s: ("", "int n = gl_MaxDrawBuffers;"))
case("bv_gl_MaxVaryingVectors", BV, "gl_MaxVaryingVectors is a GLSL ES constant", lambda v, s: v.es,
     lambda v, s: ("", "int n = gl_MaxVaryingVectors;"), versions=lambda v: v.es or v.num <= 120)
case("bv_gl_MaxClipDistances", BV, "gl_MaxClipDistances exists from GLSL 1.30", lambda v, s: v.desktop(130),
     lambda v, s: ("", "int n = gl_MaxClipDistances;"))
case("bv_constant_write", BV, "built-in constants are read-only", False, lambda v, s: ("", "gl_MaxDrawBuffers = 2;"))
case("bv_user_gl_prefix", sec_by("3.7", "3.6", **{"130": "3.7", "140": "3.7", "150": "3.7", "330": "3.7"}),
     "identifiers starting with gl_ are reserved", False, "float gl_MyVariable;\n")
case("bv_user_gl_prefix_local", sec_by("3.7", "3.6", **{"130": "3.7", "140": "3.7", "150": "3.7", "330": "3.7"}),
     "identifiers starting with gl_ are reserved", False, lambda v, s: ("", "float gl_temp = 1.0;"))
case("bv_redeclare_as_uniform", BV, "a built-in variable cannot be redeclared as a uniform", False,
     "uniform vec4 gl_Position;\n", stages=("vert",))
case("bv_redeclare_plain_global", BV, "a built-in variable cannot be redeclared as a plain global", False,
     "vec4 gl_FragCoord;\n", stages=("frag",))
case("bv_redeclare_local_shadow", BV, "names starting with gl_ cannot be declared, even in a nested scope", False,
     lambda v, s: ("", "vec4 gl_Position = vec4(1.0);"), stages=("vert",))
case("bv_fragcoord_layout", sec_by("4.3.8.2", "4.3.8.1"), "gl_FragCoord may be redeclared with origin_upper_left (GLSL 1.50+)",
     lambda v, s: v.desktop(150), "layout(origin_upper_left) in vec4 gl_FragCoord;\n", stages=("frag",),
     versions=lambda v: v.es or v.num >= 130)
case("bv_fragcoord_pixel_center", sec_by("4.3.8.2", "4.3.8.1"),
     "gl_FragCoord may be redeclared with pixel_center_integer (GLSL 1.50+)",
     lambda v, s: v.desktop(150), "layout(pixel_center_integer) in vec4 gl_FragCoord;\n", stages=("frag",),
     versions=lambda v: v.es or v.num >= 130)
case("bv_fragcoord_redeclare_plain", sec_by("4.3.8.2", "4.3.8.1"), "gl_FragCoord may be redeclared unchanged (GLSL 1.50+)",
     lambda v, s: True if v.desktop(150) else None, "in vec4 gl_FragCoord;\n", stages=("frag",))
case("bv_fragcoord_layout_after_use", sec_by("4.3.8.2", "4.3.8.1"), "gl_FragCoord's redeclaration must come before its use",
     lambda v, s: False if v.desktop(150) else None,
     "vec4 f() { return gl_FragCoord; }\nlayout(origin_upper_left) in vec4 gl_FragCoord;\n", stages=("frag",))
FRAGCOORD_SEC = sec_by("4.3.8.2", "4.3.8.1")
case("bv_fragcoord_both_layouts", FRAGCOORD_SEC, "gl_FragCoord may take origin_upper_left and pixel_center_integer together",
     lambda v, s: True if v.desktop(150) else None,
     "layout(origin_upper_left, pixel_center_integer) in vec4 gl_FragCoord;\nvec4 f() { return gl_FragCoord; }\n",
     stages=("frag",))
case("bv_fragcoord_wrong_type", FRAGCOORD_SEC, "a redeclaration of gl_FragCoord keeps the type vec4",
     lambda v, s: False if v.desktop(150) else None, "layout(origin_upper_left) in vec3 gl_FragCoord;\n", stages=("frag",))
case("bv_fragcoord_as_out", FRAGCOORD_SEC, "gl_FragCoord is redeclared as an input",
     lambda v, s: False if v.desktop(150) else None, "out vec4 gl_FragCoord;\n", stages=("frag",))
case("layout_origin_on_user_input", FRAGCOORD_SEC, "origin_upper_left applies only to gl_FragCoord",
     lambda v, s: False if v.desktop(150) else None, "layout(origin_upper_left) in vec4 g_v;\n", stages=("frag",))
case("redeclare_gl_color_core", INTERP, "the compatibility colours cannot be redeclared where they do not exist",
     lambda v, s: False if (v.desktop(140) and not v.compat) else None, "flat in vec4 gl_Color;\n", stages=("frag",))
case("redeclare_gl_frontcolor_wrong_type", INTERP, "a redeclared colour keeps the type vec4",
     lambda v, s: False if (v.desktop(130) and v.compat) else None, "flat out vec3 gl_FrontColor;\n", stages=("vert",))
case("redeclare_gl_frontcolor_after_use", INTERP, "a colour built-in is redeclared before its first use",
     lambda v, s: False if (v.desktop(130) and v.compat) else None,
     "void f() { gl_FrontColor = vec4(1.0); }\nflat out vec4 gl_FrontColor;\n", stages=("vert",))
case("redeclare_gl_backcolor_noperspective", INTERP, "gl_BackColor may be redeclared with an interpolation qualifier",
     lambda v, s: True if (v.desktop(130) and v.compat) else None,
     lambda v, s: ("noperspective out vec4 gl_BackColor;", "gl_BackColor = vec4(1.0);"), stages=("vert",))
case("bv_texcoord_sized", sec_by("7.6", "7.6"), "gl_TexCoord may be redeclared with an explicit size",
     lambda v, s: True if v.compat and not v.es else None,
     lambda v, s: ("varying vec4 gl_TexCoord[4];" if v.num <= 120 else
                   ("out" if s == "vert" else "in") + " vec4 gl_TexCoord[4];", ""))
case("bv_texcoord_bad_type", sec_by("7.6", "7.6"), "a redeclaration of gl_TexCoord must keep its type",
     lambda v, s: False if v.compat and not v.es else None,
     lambda v, s: ("varying vec3 gl_TexCoord[4];" if v.num <= 120 else
                   ("out" if s == "vert" else "in") + " vec3 gl_TexCoord[4];", ""))

# compatibility built-ins: present in 1.10-1.30 and in compatibility profiles only.
compat_ok = lambda v, s: v.compat and not v.es  # noqa: E731
for name, expr, stage in [
    ("gl_Vertex", "vec4 a = gl_Vertex;", "vert"), ("gl_Normal", "vec3 a = gl_Normal;", "vert"),
    ("gl_MultiTexCoord0", "vec4 a = gl_MultiTexCoord0;", "vert"), ("gl_Color_vert", "vec4 a = gl_Color;", "vert"),
    ("gl_ModelViewMatrix", "mat4 a = gl_ModelViewMatrix;", "vert"),
    ("gl_ModelViewProjectionMatrix", "mat4 a = gl_ModelViewProjectionMatrix;", "vert"),
    ("gl_NormalMatrix", "mat3 a = gl_NormalMatrix;", "vert"), ("gl_FrontColor", "gl_FrontColor = vec4(1.0);", "vert"),
    ("gl_TexCoord_out", "gl_TexCoord[0] = vec4(1.0);", "vert"), ("gl_FogFragCoord", "gl_FogFragCoord = 1.0;", "vert"),
    ("gl_ClipVertex", "gl_ClipVertex = vec4(1.0);", "vert"), ("ftransform", "gl_Position = ftransform();", "vert"),
    ("gl_LightSource", "vec4 a = gl_LightSource[0].diffuse;", "vert"),
    ("gl_Color_frag", "vec4 a = gl_Color;", "frag"), ("gl_TexCoord_in", "vec4 a = gl_TexCoord[0];", "frag"),
    ("gl_Fog", "vec4 a = gl_Fog.color;", "frag"), ("gl_SecondaryColor", "vec4 a = gl_SecondaryColor;", "frag"),
    ("gl_MaxTextureCoords", "int a = gl_MaxTextureCoords;", "frag"),
]:
    case(f"compat_{name}", sec_by("7", "7"), f"`{name.split('_')[0] if name == 'ftransform' else name}` is a "
         "compatibility-profile built-in (GLSL 1.10-1.30, 1.50+ compatibility; removed in 1.40)",
         compat_ok, (lambda expr: lambda v, s: ("", expr))(expr), stages=(stage,))
# GLSL 1.40 section 1.2.1: the features 1.40 removed come back with
# `#extension GL_ARB_compatibility`; the built-ins are those of the 1.50
# compatibility profile (1.50 compatibility sections 7.1-7.5).
ARB_COMPAT = "@NOVERSION\n@VERSION\n#extension GL_ARB_compatibility : require"
for name, expr, stage in [
    ("gl_Vertex", "vec4 a = gl_Vertex;", "vert"), ("gl_MultiTexCoord7", "vec4 a = gl_MultiTexCoord7;", "vert"),
    ("gl_FogCoord", "float a = gl_FogCoord;", "vert"), ("gl_BackSecondaryColor", "gl_BackSecondaryColor = vec4(1.0);", "vert"),
    ("gl_ClipVertex", "gl_ClipVertex = vec4(1.0);", "vert"), ("ftransform", "gl_Position = ftransform();", "vert"),
    ("gl_TextureMatrixInverseTranspose", "mat4 a = gl_TextureMatrixInverseTranspose[0];", "vert"),
    ("gl_NormalScale", "float a = gl_NormalScale;", "vert"), ("gl_ClipPlane", "vec4 a = gl_ClipPlane[0];", "vert"),
    ("gl_EyePlaneQ", "vec4 a = gl_EyePlaneQ[0];", "vert"), ("gl_ObjectPlaneS", "vec4 a = gl_ObjectPlaneS[0];", "vert"),
    ("gl_BackLightProduct", "vec4 a = gl_BackLightProduct[0].specular;", "vert"),
    ("gl_MaxClipPlanes", "int a = gl_MaxClipPlanes;", "vert"), ("gl_MaxTextureUnits", "int a = gl_MaxTextureUnits;", "frag"),
    ("gl_Color_frag", "vec4 a = gl_Color;", "frag"), ("gl_TexCoord_in", "vec4 a = gl_TexCoord[0];", "frag"),
    ("gl_TextureEnvColor", "vec4 a = gl_TextureEnvColor[0];", "frag"), ("gl_Fog", "float a = gl_Fog.density;", "frag"),
    ("user_material_struct", "gl_MaterialParameters m = gl_FrontMaterial;", "frag"),
]:
    case(f"compat_arb_{name}", "1.2.1", f"`{name}` is available in GLSL 1.40 with GL_ARB_compatibility",
         lambda v, s: True, (lambda expr: lambda v, s: (ARB_COMPAT, expr))(expr), stages=(stage,),
         versions=lambda v: v.dir == "140")
case("compat_arb_disabled", "1.2.1", "GL_ARB_compatibility : disable leaves 1.40 without the removed built-ins",
     lambda v, s: False, lambda v, s: ("@NOVERSION\n@VERSION\n#extension GL_ARB_compatibility : disable", "vec4 a = gl_Vertex;"),
     stages=("vert",), versions=lambda v: v.dir == "140")
# GLSL 1.50 compatibility section 7.5 (1.10-1.30 section 7.5): every
# built-in state struct type names user variables where its uniform exists.
for ty, init in [
    ("gl_PointParameters", "gl_Point"), ("gl_MaterialParameters", "gl_BackMaterial"),
    ("gl_LightModelParameters", "gl_LightModel"), ("gl_LightModelProducts", "gl_FrontLightModelProduct"),
    ("gl_LightProducts", "gl_FrontLightProduct[1]"), ("gl_FogParameters", "gl_Fog"),
]:
    case(f"compat_user_{ty[3:]}", sec_by("7.5", "7.5"),
         f"`{ty}` names user variables in the compatibility profile (not in core profiles)",
         lambda v, s: v.compat and not v.es, (lambda ty, init: lambda v, s: ("", f"{ty} x = {init};"))(ty, init))
case("compat_user_struct_ctor", sec_by("7.5", "7.5"),
     "a built-in state structure type has a constructor in the compatibility profile",
     lambda v, s: v.compat and not v.es,
     lambda v, s: ("", "gl_FogParameters f = gl_FogParameters(vec4(1.0), 0.5, 0.0, 1.0, 1.0); float d = f.density;"))
case("compat_user_depth_range_struct", sec_by("7.5", "7.4", **{"150": "7.4", "330": "7.4"}),
     "`gl_DepthRangeParameters` names user variables in every version", True,
     lambda v, s: ("", "gl_DepthRangeParameters d = gl_DepthRange; float n = d.near;"))
case("compat_user_light_struct", sec_by("7.5", "7.5"),
     "a built-in state structure type names user variables in the compatibility profile",
     lambda v, s: v.compat and not v.es, lambda v, s: ("", "gl_LightSourceParameters l = gl_LightSource[0];"))

# ------------------------------------------------------------ blocks
UB = sec_by("4.3.5.1", "4.3.5.1", **{"150": "4.3.7", "330": "4.3.7"})
case("ublock_basic", UB, "uniform blocks exist from GLSL 1.40", at_least(140),
     lambda v, s: ("uniform Light { vec4 color; float k; };", "vec4 c = color * k;"))
# GLSL 1.40 (section 4.3.5.1) gives no instance-name syntax; instance names are
# GLSL 1.50's (section 4.3.7), so these start at 1.50.
case("ublock_instance", UB, "a uniform block may have an instance name", lambda v, s: v.desktop(150) or (None if v.num == 140 else False),
     lambda v, s: ("uniform Light { vec4 color; } light;", "vec4 c = light.color;"))
case("ublock_instance_array", UB, "a uniform block instance may be an array",
     lambda v, s: v.desktop(150) or (None if v.num == 140 else False),
     lambda v, s: ("uniform Light { vec4 color; } lights[2];", "vec4 c = lights[1].color;"))
case("ublock_std140", sec_by("4.3.8", "4.3.8", **{"140": "4.3.5.1"}), "layout(std140) on uniform blocks (GLSL 1.40+)",
     at_least(140), "layout(std140) uniform Light { vec4 color; };\n")
case("ublock_layout_default", sec_by("4.3.8", "4.3.8", **{"140": "4.3.5.1"}),
     "layout(std140, row_major) uniform; sets block defaults (GLSL 1.40+)", at_least(140),
     "layout(std140, row_major) uniform;\nuniform Light { mat4 m; };\n")
case("ublock_row_major_member", sec_by("4.3.8", "4.3.8", **{"140": "4.3.5.1"}), "row_major on a block member (GLSL 1.40+)",
     at_least(140), "uniform Light { layout(row_major) mat4 m; };\n")
case("ublock_sampler_member", UB, "uniform blocks cannot hold samplers",
     lambda v, s: False if v.desktop(140) else None, "uniform Bad { sampler2D t; };\n")
case("ublock_sampler_in_struct_member", UB, "uniform blocks cannot hold samplers inside structures either",
     lambda v, s: False if v.desktop(140) else None, "struct T { sampler2D t; };\nuniform Bad { T x; };\n")
case("ublock_member_init", UB, "block members cannot have initialisers",
     lambda v, s: False if v.desktop(140) else None, "uniform Bad { float k = 1.0; };\n")
case("ublock_duplicate_member", UB, "block member names are unique", lambda v, s: False if v.desktop(140) else None,
     "uniform Bad { float k; float k; };\n")
case("ublock_duplicate_name", UB, "a block name may be used once", lambda v, s: False if v.desktop(140) else None,
     "uniform B { float a; };\nuniform B { float b; };\n")
case("ublock_member_clash", UB, "members of blocks without an instance name share the global scope",
     lambda v, s: False if v.desktop(140) else None, "uniform A { float k; };\nuniform B { float k; };\n")
case("ublock_member_clash_global", UB, "a block member without an instance name clashes with a global of its name",
     lambda v, s: False if v.desktop(140) else None, "uniform A { float k; };\nfloat k;\n")
case("ublock_dynamic_index", UB, "uniform block arrays can only be indexed with constant expressions (GLSL 1.50-3.30)",
     lambda v, s: False if v.desktop(150) else None,
     lambda v, s: ("uniform Light { vec4 color; } lights[2];\nuniform int g_i;", "vec4 c = lights[g_i].color;"))
case("ublock_const_expr_index", UB, "uniform block arrays indexed with a constant expression",
     lambda v, s: True if v.desktop(150) else None,
     lambda v, s: ("uniform Light { vec4 color; } lights[2];\nconst int k = 1;", "vec4 c = lights[k - 1].color;"))
case("ublock_write", UB, "block members are read-only", lambda v, s: False if v.desktop(140) else None,
     lambda v, s: ("uniform Light { vec4 color; };", "color = vec4(0.0);"))
case("ublock_struct_member", UB, "block members may be structures", lambda v, s: True if v.desktop(140) else None,
     "struct L { vec4 c; };\nuniform Light { L l; float k[2]; };\n")
case("ublock_nested_block", UB, "blocks cannot be nested", lambda v, s: False if v.desktop(140) else None,
     "uniform A { uniform B { float k; } b; };\n")
case("ublock_local", UB, "blocks are declared at global scope", lambda v, s: False if v.desktop(140) else None,
     lambda v, s: ("", "uniform L { float k; };"))
case("ublock_member_qualifier", UB, "block members cannot have storage qualifiers other than the block's",
     lambda v, s: False if v.desktop(140) else None, "uniform A { in float k; };\n")
IB = sec_by("4.3.7", "4.3.7")
case("ioblock_vertex_out", IB, "vertex output blocks exist from GLSL 1.50", at_least(150),
     "out VertexData { vec4 color; vec2 uv; } vd;\n", stages=("vert",))
case("ioblock_fragment_in", IB, "fragment input blocks exist from GLSL 1.50", at_least(150),
     lambda v, s: ("in VertexData { vec4 color; } vd;", "vec4 c = vd.color;"), stages=("frag",))
case("ioblock_vertex_in", IB, "vertex shaders cannot have input blocks", lambda v, s: False if v.desktop(150) else None,
     "in VertexData { vec4 color; };\n", stages=("vert",))
case("ioblock_fragment_out", IB, "fragment shaders cannot have output blocks", lambda v, s: False if v.desktop(150) else None,
     "out FragData { vec4 color; };\n", stages=("frag",))
case("ioblock_no_instance", IB, "an output block without an instance name", at_least(150),
     lambda v, s: ("out VertexData { vec4 color; };", "color = vec4(1.0);"), stages=("vert",))
case("ioblock_flat_member", IB, "block members may have interpolation qualifiers",
     lambda v, s: True if v.desktop(150) else None, "out VertexData { flat int id; smooth vec4 c; } vd;\n",
     stages=("vert",))
case("ioblock_sampler_member", IB, "in/out blocks cannot hold samplers", lambda v, s: False if v.desktop(150) else None,
     "out VertexData { sampler2D t; } vd;\n", stages=("vert",))
case("ioblock_write_input", IB, "members of input blocks are read-only", lambda v, s: False if v.desktop(150) else None,
     lambda v, s: ("in VertexData { vec4 color; } vd;", "vd.color = vec4(0.0);"), stages=("frag",))

LOC = sec_by("4.3.8", "4.3.8")
case("layout_location_in", LOC, "layout(location) on vertex inputs exists from GLSL 3.30", at_least(330),
     "layout(location = 0) in vec3 g_pos;\n", stages=("vert",), versions=lambda v: v.es or v.num >= 130)
case("layout_location_out", LOC, "layout(location) on fragment outputs exists from GLSL 3.30", at_least(330),
     "layout(location = 0) out vec4 g_color;\n", stages=("frag",), versions=lambda v: v.es or v.num >= 130)
case("layout_index_out", LOC, "layout(location, index) on fragment outputs exists from GLSL 3.30", at_least(330),
     "layout(location = 0, index = 1) out vec4 g_color;\n", stages=("frag",), versions=lambda v: v.es or v.num >= 130)
case("layout_index_vertex_out", sec_by("4.3.8", "4.3.8.2", **{"330": "4.3.8.2"}), "layout(index) qualifies fragment outputs only",
     lambda v, s: False if v.desktop(330) else None, "layout(index = 0) out vec4 g_v;\n", stages=("vert",))
case("layout_index_uniform", sec_by("4.3.8", "4.3.8.2", **{"330": "4.3.8.2"}), "layout(index) qualifies fragment outputs only",
     lambda v, s: False if v.desktop(330) else None, "layout(index = 0) uniform vec4 g_u;\n", stages=("frag",))
case("layout_location_uniform", LOC, "layout(location) on uniforms needs GLSL 4.30", False,
     "layout(location = 0) uniform float g_u;\n", versions=lambda v: v.es or v.num >= 130)
case("layout_unknown_id", LOC, "an unknown layout qualifier identifier is an error",
     lambda v, s: False if v.desktop(140) else None, "layout(frobnicate) uniform B { float k; };\n")
case("layout_location_local", LOC, "layout qualifiers are not allowed on locals",
     lambda v, s: False if v.desktop(330) else None, lambda v, s: ("", "layout(location = 0) float a;"))
case("layout_location_vertex_out", LOC, "vertex outputs take no location before GLSL 4.10 (separate shader objects)",
     lambda v, s: False if v.desktop(330) else None, "layout(location = 1) out vec4 g_v;\n", stages=("vert",))

# ------------------------------------------------------------- geometry
GS = "4.3.8.1"
GSO = "4.3.8.2"
gs_versions = lambda v: v.desktop(150)  # noqa: E731
GEOM_BASIC = "layout(points) in;\nlayout(points, max_vertices = 1) out;\n"
gcase = lambda name, sec, rule, ok, body, main=True: case(name, sec, rule, ok, body, stages=("geom",),  # noqa: E731
                                                       versions=gs_versions, main=main)
gcase("geom_basic", GS, "a geometry shader with points in and out", True,
      lambda v, s: (GEOM_BASIC, "gl_Position = gl_in[0].gl_Position;\nEmitVertex();\nEndPrimitive();"))
for prim, n in [("points", 1), ("lines", 2), ("lines_adjacency", 4), ("triangles", 3), ("triangles_adjacency", 6)]:
    gcase(f"geom_in_{prim}", GS, f"`{prim}` is a geometry input primitive", True,
          (lambda prim: lambda v, s: (f"layout({prim}) in;\nlayout(points, max_vertices = 1) out;",
                                      "int n = gl_in.length();"))(prim))
    gcase(f"geom_in_{prim}_sized", GS, f"an input array of size {n} matches `{prim}`", True,
          (lambda prim, n: lambda v, s: (f"layout({prim}) in;\nin vec4 g_v[{n}];", ""))(prim, n))
    gcase(f"geom_in_{prim}_bad_size", GS, "an input array size must match the input primitive", False,
          (lambda prim, n: lambda v, s: (f"layout({prim}) in;\nin vec4 g_v[{n + 1}];", ""))(prim, n))
for prim in ["points", "line_strip", "triangle_strip"]:
    gcase(f"geom_out_{prim}", GSO, f"`{prim}` is a geometry output primitive", True,
          (lambda prim: lambda v, s: (f"layout(triangles) in;\nlayout({prim}, max_vertices = 3) out;", ""))(prim))
for prim in ["lines", "triangles", "quads"]:
    gcase(f"geom_out_bad_{prim}", GSO, "geometry outputs are points, line_strip or triangle_strip", False,
          (lambda prim: lambda v, s: (f"layout(triangles) in;\nlayout({prim}, max_vertices = 3) out;", ""))(prim))
gcase("geom_in_quads", GS, "quads is not a geometry input primitive", False, "layout(quads) in;\n")
gcase("geom_in_conflict", GS, "all input layout declarations must agree", False, "layout(points) in;\nlayout(lines) in;\n")
gcase("geom_in_repeat", GS, "input layout declarations may repeat if they agree", True,
      "layout(points) in;\nlayout(points) in;\n")
gcase("geom_max_vertices_conflict", GSO, "all max_vertices declarations must agree", False,
      "layout(points, max_vertices = 3) out;\nlayout(max_vertices = 4) out;\n")
gcase("geom_max_vertices_negative", GSO, "max_vertices must not be negative", False,
      "layout(points, max_vertices = -1) out;\n")
gcase("geom_max_vertices_on_in", GS, "max_vertices is an output layout qualifier", False,
      "layout(points, max_vertices = 3) in;\n")
gcase("geom_input_not_array", "4.3.4", "geometry shader inputs are arrays", False, "layout(points) in;\nin vec4 g_v;\n")
gcase("geom_input_unsized", "4.3.4", "an unsized geometry input array takes its size from the input primitive", True,
      lambda v, s: ("layout(triangles) in;\nin vec4 g_v[];", "vec4 c = g_v[2];"))
gcase("geom_input_block_array", "4.3.7", "geometry input blocks are arrays", True,
      lambda v, s: ("layout(triangles) in;\nin VertexData { vec4 color; } vd[];", "vec4 c = vd[0].color;"))
gcase("geom_input_block_not_array", "4.3.7", "geometry input blocks must be arrays", False,
      "layout(triangles) in;\nin VertexData { vec4 color; } vd;\n")
gcase("geom_output_block", "4.3.7", "geometry output blocks", True,
      lambda v, s: (GEOM_BASIC + "out FragData { vec4 color; } fd;", "fd.color = vec4(1.0);\nEmitVertex();"))
gcase("geom_output_var", "4.3.6", "geometry outputs are not arrays", True,
      lambda v, s: (GEOM_BASIC + "out vec4 g_c;", "g_c = vec4(1.0);\nEmitVertex();"))
gcase("geom_builtins_in", "7.1", "gl_in[] has gl_Position, gl_PointSize and gl_ClipDistance[]", True,
      lambda v, s: (GEOM_BASIC, "vec4 p = gl_in[0].gl_Position;\nfloat ps = gl_in[0].gl_PointSize;\n"
                                "float cd = gl_in[0].gl_ClipDistance[0];"))
gcase("geom_builtins_out", "7.1", "geometry outputs gl_Position, gl_PointSize, gl_Layer, gl_PrimitiveID", True,
      lambda v, s: (GEOM_BASIC, "gl_Position = vec4(0.0);\ngl_PointSize = 1.0;\ngl_Layer = 0;\n"
                                "gl_PrimitiveID = gl_PrimitiveIDIn;\nEmitVertex();"))
gcase("geom_primitive_id_in_write", "7.1", "gl_PrimitiveIDIn is read-only", False,
      lambda v, s: (GEOM_BASIC, "gl_PrimitiveIDIn = 1;"))
gcase("geom_gl_in_write", "7.1", "gl_in is read-only", False,
      lambda v, s: (GEOM_BASIC, "gl_in[0].gl_Position = vec4(0.0);"))
gcase("geom_stream_emit", "8.10", "EmitStreamVertex needs GLSL 4.00", False,
      lambda v, s: (GEOM_BASIC, "EmitStreamVertex(0);"))
gcase("geom_emit_args", "8.10", "EmitVertex takes no arguments", False, lambda v, s: (GEOM_BASIC, "EmitVertex(1);"))
gcase("geom_gl_in_index_oob", "7.1", "a constant gl_in index beyond the input primitive's vertices is an error", False,
      lambda v, s: ("layout(triangles) in;\nlayout(points, max_vertices = 1) out;", "vec4 p = gl_in[3].gl_Position;"))
gcase("geom_vertex_id", "7.1", "gl_VertexID is not a geometry shader input", False,
      lambda v, s: (GEOM_BASIC, "int i = gl_VertexID;"))
gcase("geom_frag_coord", "7.1", "gl_FragCoord is not a geometry shader input", False,
      lambda v, s: (GEOM_BASIC, "vec4 p = gl_FragCoord;"))
gcase("geom_discard", "6.4", "discard is only allowed in fragment shaders", False, lambda v, s: (GEOM_BASIC, "discard;"))
gcase("geom_max_output_vertices", "7.4", "gl_MaxGeometryOutputVertices is a built-in constant", True,
      lambda v, s: (GEOM_BASIC, "int n = gl_MaxGeometryOutputVertices;"))
gcase("geom_no_main_object", "4.3.8.1", "a geometry shader object need not define main", True,
      "layout(points) in;\nvoid emit_one() { EmitVertex(); }\n", main=False)
for name, ok in [("EmitVertex", "vert"), ("EndPrimitive", "frag")]:
    case(f"geom_fn_{name}_outside", "8.10", f"{name} is only available in geometry shaders", False,
         (lambda name: lambda v, s: ("", f"{name}();"))(name), versions=gs_versions)
case("geom_gl_in_outside", "7.1", "gl_in is only available in geometry shaders", False,
     lambda v, s: ("", "vec4 p = gl_in[0].gl_Position;"), versions=gs_versions)


# ----------------------------------------------- geometry limits and blocks
# Layout limits, input array sizes declared before the layout, the geometry
# built-ins outside the stage, and more in/out block rules.
GEOM_TRI = "layout(triangles) in;\nlayout(triangle_strip, max_vertices = 3) out;\n"
gcase("geom_max_vertices_limit", GSO, "max_vertices may be gl_MaxGeometryOutputVertices (256)", True,
      "layout(points, max_vertices = 256) out;\n")
gcase("geom_max_vertices_too_many", GSO, "max_vertices above gl_MaxGeometryOutputVertices is an error", False,
      "layout(points, max_vertices = 257) out;\n")
gcase("geom_max_vertices_no_value", GSO, "max_vertices needs a value", False, "layout(points, max_vertices) out;\n")
gcase("geom_layout_on_variable", GS, "input primitive qualifiers go on `in` alone", False,
      "layout(triangles) in vec4 g_v[];\n")
gcase("geom_input_size_before_layout", GS, "an input array sized before the layout matches it", True,
      "in vec4 g_v[3];\nlayout(triangles) in;\n")
gcase("geom_input_size_before_layout_bad", GS, "a later layout must match earlier input array sizes", False,
      "in vec4 g_v[2];\nlayout(triangles) in;\n")
gcase("geom_input_sizes_differ", GS, "input arrays declared with sizes must agree", False,
      "in vec4 g_a[2];\nin vec4 g_b[3];\n")
gcase("geom_length_before_layout", GS, "length() of an unsized input needs the input layout first", False,
      lambda v, s: ("in vec4 g_v[];", "int n = g_v.length();"))
gcase("geom_flat_input", "4.3.9", "geometry inputs take interpolation qualifiers", True,
      "layout(points) in;\nflat in int g_id[];\nnoperspective in float g_t[];\n")
gcase("geom_output_array", "4.3.6", "geometry outputs may be arrays", True,
      lambda v, s: (GEOM_TRI + "out float g_w[2];", "g_w[1] = 1.0;\nEmitVertex();"))
gcase("geom_clip_distance_out", "7.1", "gl_ClipDistance[] is a geometry output", True,
      lambda v, s: (GEOM_TRI, "gl_ClipDistance[0] = gl_in[0].gl_ClipDistance[0];\nEmitVertex();"))
gcase("geom_end_primitive_args", "8.10", "EndPrimitive takes no arguments", False,
      lambda v, s: (GEOM_TRI, "EndPrimitive(0);"))
gcase("geom_emit_in_function", "8.10", "EmitVertex may be called from any function of the shader", True,
      lambda v, s: (GEOM_TRI + "void emit(vec4 p) { gl_Position = p; EmitVertex(); }", "emit(vec4(0.0));"))
gcase("geom_gl_in_front_color", "7.1", "gl_in[] has gl_FrontColor only in the compatibility profile",
      lambda v, s: v.compat, lambda v, s: (GEOM_TRI, "vec4 c = gl_in[0].gl_FrontColor;"))
for name, expr in [("gl_Layer", "gl_Layer = 0;"), ("gl_PrimitiveIDIn", "int p = gl_PrimitiveIDIn;")]:
    case(f"geom_{name}_outside", "7.1", f"{name} exists only in geometry shaders", False,
         (lambda expr: lambda v, s: ("", expr))(expr), versions=gs_versions)
case("geom_layout_outside", "4.3.8.1", "primitive layouts exist only in geometry shaders", False,
     "layout(triangles) in;\n", versions=gs_versions)
gcase("ioblock_geom_no_instance", IB, "geometry input blocks need an instance name (they are arrays)", False,
      "layout(triangles) in;\nin VertexData { vec4 color; };\n")
gcase("ioblock_geom_sized", IB, "a geometry input block array sized to the input primitive", True,
      "layout(lines) in;\nin VertexData { vec4 color; } vd[2];\n")
gcase("ioblock_geom_bad_size", IB, "a geometry input block array must match the input primitive", False,
      "layout(lines) in;\nin VertexData { vec4 color; } vd[3];\n")
case("ioblock_member_storage", IB, "block members can repeat only the block's storage qualifier",
     lambda v, s: False if v.desktop(150) else None, "out VertexData { in vec4 color; } vd;\n", stages=("vert",))
case("ioblock_member_out", IB, "block members may repeat the block's storage qualifier", at_least(150),
     "out VertexData { out vec4 color; } vd;\n", stages=("vert",))
case("ioblock_duplicate", IB, "two output blocks of one name", lambda v, s: False if v.desktop(150) else None,
     "out VertexData { vec4 color; } a;\nout VertexData { vec4 uv; } b;\n", stages=("vert",))
case("ioblock_reserved_name", IB, "block names beginning with gl_ are reserved",
     lambda v, s: False if v.desktop(150) else None, "out gl_Mine { vec4 color; } m;\n", stages=("vert",))
case("ioblock_int_member_flat", "4.3.4", "integer members of fragment input blocks must be flat",
     lambda v, s: False if v.desktop(150) else None, "in VertexData { int id; } vd;\n", stages=("frag",))
case("ioblock_instance_array", IB, "a vertex output block instance may be an array", at_least(150),
     lambda v, s: ("out VertexData { vec4 color; } vd[2];", "vd[1].color = vec4(1.0);"), stages=("vert",))

# ------------------------------------------------- layout identifiers
LAYOUT_SEC = sec_by("4.3.8", "4.3.8", **{"140": "4.3.7"})
case("layout_packed_block", sec_by("4.3.8", "4.3.8", **{"140": "4.3.5.1"}),
     "`packed` is reserved as a name but is a uniform block layout identifier (GLSL 1.40+)",
     at_least(140), "layout(packed) uniform Light { vec4 color; };\n")
case("layout_case_insensitive", LAYOUT_SEC, "layout qualifier identifiers are not case-sensitive",
     at_least(140), "layout(STD140, Row_Major) uniform Light { mat4 m; };\n")
case("layout_std140_on_variable", sec_by("4.3.8", "4.3.8", **{"140": "4.3.5.1"}),
     "std140 applies to uniform blocks only, not to a variable",
     lambda v, s: False if v.desktop(140) else None, "layout(std140) uniform vec4 g_u;\n")
case("layout_row_major_on_variable", sec_by("4.3.8", "4.3.8", **{"140": "4.3.5.1"}),
     "row_major applies to uniform blocks and their members only",
     lambda v, s: False if v.desktop(140) else None, "layout(row_major) uniform mat4 g_m;\n")
case("layout_on_parameter", "6.1.1", "parameters take no layout qualifier",
     lambda v, s: False if v.desktop(150) else None,
     "float f(layout(pixel_center_integer) in float a) { return a; }\n")
case("fragcoord_redeclared_twice_same", FRAGCOORD_SEC,
     "gl_FragCoord may be redeclared again with the same qualifiers, also after a use",
     lambda v, s: True if v.desktop(150) else None,
     "layout(origin_upper_left) in vec4 gl_FragCoord;\nvec4 f() { return gl_FragCoord; }\n"
     "layout(origin_upper_left) in vec4 gl_FragCoord;\n", stages=("frag",))
case("fragcoord_redeclared_conflicting", FRAGCOORD_SEC,
     "all redeclarations of gl_FragCoord have the same set of qualifiers",
     lambda v, s: False if v.desktop(150) else None,
     "layout(origin_upper_left) in vec4 gl_FragCoord;\n"
     "layout(origin_upper_left, pixel_center_integer) in vec4 gl_FragCoord;\n", stages=("frag",))
case("fragcoord_redeclared_plain_then_layout", FRAGCOORD_SEC,
     "all redeclarations of gl_FragCoord have the same set of qualifiers (none, then a layout)",
     lambda v, s: False if v.desktop(150) else None,
     "in vec4 gl_FragCoord;\nlayout(pixel_center_integer) in vec4 gl_FragCoord;\n", stages=("frag",))
gcase("geom_in_layout_std140", GS, "std140 is no geometry input layout identifier", False,
      "layout(points, std140) in;\nlayout(points, max_vertices = 1) out;\n")
gcase("geom_layout_case_insensitive", GS, "geometry layout identifiers are not case-sensitive", True,
      "layout(TriAngleS) in;\nlayout(Points, MAX_vertices = 1) out;\n")

# ------------------------------------------ redeclared built-in arrays
BV_ARR = sec_by("7.2", "7.6", **{"130": "7.1", "140": "7.1", "150": "7.1", "330": "7.1"})
case("bv_texcoord_as_global", BV_ARR, "gl_TexCoord is redeclared with its storage qualifier, not as a plain global",
     lambda v, s: False if (not v.es and v.compat) else None, "vec4 gl_TexCoord[2];\n")
case("bv_texcoord_as_uniform", BV_ARR, "gl_TexCoord cannot be redeclared as a uniform",
     lambda v, s: False if (not v.es and v.compat) else None, "uniform vec4 gl_TexCoord[2];\n")
case("bv_clipdistance_as_global", BV_ARR, "gl_ClipDistance is redeclared with its storage qualifier",
     lambda v, s: False if v.desktop(130) else None, "float gl_ClipDistance[2];\n")
case("bv_clipdistance_as_uniform", BV_ARR, "gl_ClipDistance cannot be redeclared as a uniform",
     lambda v, s: False if v.desktop(130) else None, "uniform float gl_ClipDistance[2];\n")
case("bv_clipdistance_frag_as_out", BV_ARR, "gl_ClipDistance is a fragment input, not an output",
     lambda v, s: False if v.desktop(130) else None, "out float gl_ClipDistance[2];\n", stages=("frag",))
case("bv_clipdistance_frag_as_in", BV_ARR, "gl_ClipDistance may be redeclared as a sized fragment input",
     lambda v, s: True if v.desktop(130) else None,
     lambda v, s: ("in float gl_ClipDistance[2];", "float d = gl_ClipDistance[1];"), stages=("frag",))
case("bv_clipdistance_length_unsized", BV_ARR, "gl_ClipDistance is unsized until redeclared: no .length()",
     lambda v, s: False if v.desktop(130) else None,
     lambda v, s: ("", "gl_Position = vec4(gl_ClipDistance.length());"), stages=("vert",))
case("bv_clipdistance_length_sized", BV_ARR, "a redeclared gl_ClipDistance has a length",
     lambda v, s: True if v.desktop(130) else None,
     lambda v, s: ("out float gl_ClipDistance[3];", "gl_Position = vec4(gl_ClipDistance.length());"),
     stages=("vert",))
case("bv_clipdistance_dynamic_index_unsized", BV_ARR,
     "gl_ClipDistance is indexed only with constant expressions until redeclared with a size",
     lambda v, s: False if v.desktop(130) else None,
     lambda v, s: ("uniform int g_i;", "gl_ClipDistance[g_i] = 1.0;"), stages=("vert",))
case("bv_clipdistance_dynamic_index_sized", BV_ARR, "a redeclared gl_ClipDistance takes any index",
     lambda v, s: True if v.desktop(130) else None,
     lambda v, s: ("out float gl_ClipDistance[4];\nuniform int g_i;", "gl_ClipDistance[g_i] = 1.0;"),
     stages=("vert",))
case("bv_clipdistance_index_past_size", BV_ARR, "a constant index past the redeclared size of gl_ClipDistance",
     lambda v, s: False if v.desktop(130) else None,
     lambda v, s: ("out float gl_ClipDistance[3];", "gl_ClipDistance[3] = 1.0;"), stages=("vert",))
gcase("geom_gl_in_clipdistance_length", "7.1", "gl_in[].gl_ClipDistance is unsized: no .length()", False,
      lambda v, s: (GEOM_BASIC, "gl_Position = vec4(gl_in[0].gl_ClipDistance.length());"))
gcase("geom_gl_in_clipdistance_dynamic", "7.1", "gl_in[].gl_ClipDistance takes only constant indices", False,
      lambda v, s: (GEOM_BASIC + "uniform int g_i;", "gl_Position = vec4(gl_in[0].gl_ClipDistance[g_i]);"))

# ------------------------------------- qualifier placement and parameters
case("interp_on_varying", INTERP, "interpolation qualifiers precede in/out, not the deprecated varying",
     lambda v, s: False if v.desktop(130) else None, "smooth varying float g_v;\n")
case("interp_on_vertex_input", INTERP, "vertex inputs take no interpolation qualifier",
     lambda v, s: False if v.desktop(130) else None, "smooth in float g_v;\n", stages=("vert",))
case("interp_on_fragment_output", INTERP, "fragment outputs take no interpolation qualifier",
     lambda v, s: False if v.desktop(130) else None, "smooth out vec4 g_c;\n", stages=("frag",))
case("centroid_vertex_input", sec_by("4.3.4", "4.3.4"), "vertex inputs cannot be centroid",
     lambda v, s: False if v.desktop(130) else None, "centroid in vec4 g_v;\n", stages=("vert",))
case("centroid_parameter", "6.1.1", "parameters cannot be centroid",
     lambda v, s: False if v.desktop(130) else None, "float f(centroid in float x) { return x; }\n")
case("invariant_vertex_input", sec_by("4.6.1", "4.6.1"), "vertex inputs cannot be invariant",
     lambda v, s: False if v.desktop(120) else None, "invariant attribute vec4 g_v;\n", stages=("vert",))
case("invariant_in_function", sec_by("4.6.1", "4.6.1"), "invariant redeclarations are at global scope",
     lambda v, s: False if (v.es or v.desktop(120)) else None,
     lambda v, s: ("varying vec4 g_v;", "invariant g_v;"), stages=("vert",),
     versions=lambda v: v.es or v.num <= 130)
case("out_array_param_110", "5.8", "arrays are not l-values before GLSL 1.20: no out array parameter",
     lambda v, s: False if v.num == 110 and not v.es else (True if v.desktop(120) else None),
     "void f(out float x[2]) { x[0] = 1.0; x[1] = 1.0; }\n")
case("inout_array_param_110", "5.8", "arrays are not l-values before GLSL 1.20: no inout array parameter",
     lambda v, s: False if v.num == 110 and not v.es else (True if v.desktop(120) else None),
     "void f(inout float x[2]) { x[0] = 1.0; }\n")

# ------------------------------------------------ block names and members
case("block_name_then_variable", IB, "a block name cannot name a global variable too",
     lambda v, s: False if v.desktop(150) else None, "out Blk { vec4 a; } inst;\nvec4 Blk;\n", stages=("vert",))
case("variable_then_block_name", IB, "a global variable's name cannot name a block",
     lambda v, s: False if v.desktop(150) else None, "vec4 Blk;\nout Blk { vec4 a; } inst;\n", stages=("vert",))
case("block_name_then_function", IB, "a block name cannot name a function too",
     lambda v, s: False if v.desktop(150) else None,
     "out Blk { vec4 a; } inst;\nvec4 Blk() { return vec4(0.0); }\n", stages=("vert",))
case("function_then_block_name", IB, "a function's name cannot name a block",
     lambda v, s: False if v.desktop(150) else None,
     "vec4 Blk() { return vec4(0.0); }\nout Blk { vec4 a; } inst;\n", stages=("vert",))
case("block_name_then_struct", IB, "a block name cannot name a struct too",
     lambda v, s: False if v.desktop(150) else None,
     "out Blk { vec4 a; } inst;\nstruct Blk { vec4 z; };\n", stages=("vert",))
case("uniform_block_name_then_variable", UB, "a uniform block name cannot name a global variable too",
     lambda v, s: False if v.desktop(140) else None, "uniform Blk { vec4 a; };\nvec4 Blk;\n")
case("block_name_local_variable", IB, "a block name may name a local variable (the rule is on global scope)",
     lambda v, s: True if v.desktop(150) else None,
     lambda v, s: ("out Blk { vec4 a; } inst;", "float Blk = 1.0;"), stages=("vert",))
case("block_member_gl_prefix", IB, "block members starting with gl_ are reserved names",
     lambda v, s: False if v.desktop(150) else None, "out Blk { vec4 gl_Mine; } inst;\n", stages=("vert",))
case("uniform_block_member_gl_prefix", UB, "uniform block members starting with gl_ are reserved names",
     lambda v, s: False if v.desktop(140) else None, "uniform Blk { vec4 gl_Mine; };\n")

# ----------------------------------------- precision on a struct declaration
case("precision_on_struct_declaration", sec_by("4.5.2", "4.5.2"),
     "precision qualifiers apply to float, int and sampler types, not to a struct definition",
     lambda v, s: False if (v.es or v.desktop(130)) else None,
     "highp struct S { highp float a; };\n")

# ---------------------------- constructors in GLSL 1.10 constant initializers
case("const_struct_constructor_110", "4.3.2", "a struct constructor is a constant expression (function calls are not)",
     lambda v, s: True, "struct S { float f; };\nconst S g_s = S(1.0);\n", versions=lambda v: not v.es)

case("ublock_instance_array_unsized", UB, "a uniform block array needs a size",
     lambda v, s: False if v.desktop(150) else None, "uniform Light { vec4 color; } lights[];\n")
gcase("geom_in_two_primitives", GS, "an input layout qualifier names one input primitive", False,
      "layout(points, points) in;\nlayout(points, max_vertices = 1) out;\n")

# ------------------------------------------------------- qualifier order
ORDER = sec_by("4.7", "4.7")
case("order_interp_before_invariant", ORDER, "invariant comes before the interpolation qualifier",
     lambda v, s: False if v.desktop(130) else None, "smooth invariant out float g_x;\n", stages=("vert",))
case("order_storage_before_invariant", ORDER, "invariant comes before the storage qualifier",
     lambda v, s: False if v.desktop(130) else None, "smooth out invariant float g_x;\n", stages=("vert",))
case("order_precision_first", ORDER, "the precision qualifier comes after the storage qualifier",
     lambda v, s: False if (v.es or v.desktop(130)) else None, "mediump uniform float g_u;\n")
case("order_precision_last", ORDER, "qualifiers in order: storage, then precision",
     lambda v, s: True if (v.es or v.desktop(130)) else None, "uniform mediump float g_u;\n")
case("order_all", ORDER, "qualifiers in order: invariant, interpolation, storage, precision",
     lambda v, s: True if v.desktop(130) else None, "invariant flat centroid out highp int g_x;\n",
     stages=("vert",))
case("order_parameter_precision_first", ORDER, "a parameter's precision comes after its direction",
     lambda v, s: False if (v.es or v.desktop(130)) else None, "float f(lowp in float x) { return x; }\n")
case("order_parameter", ORDER, "a parameter's qualifiers in order: const, direction, precision",
     lambda v, s: True if (v.es or v.desktop(130)) else None, "float f(const in lowp float x) { return x; }\n")

FRAGOUT = sec_by("7.2", "7.2")
case("frag_color_and_user_out_written", FRAGOUT, "a shader writing gl_FragColor cannot write a user output",
     lambda v, s: False if (v.desktop(130) and (v.num == 130 or v.compat)) else None,
     lambda v, s: ("out vec4 g_c;", "gl_FragColor = vec4(1.0);\ng_c = vec4(0.0);"), stages=("frag",))
case("frag_color_and_user_out_unused", FRAGOUT,
     "a user output that is declared but never written does not count (static use)",
     lambda v, s: True if (v.desktop(130) and (v.num == 130 or v.compat)) else None,
     lambda v, s: ("out vec4 g_c;", "gl_FragColor = vec4(1.0);"), stages=("frag",))

case("fn_prototype_twice", sec_by("4.2.7", "6.1"), lambda v, ok: "a function may be prototyped only once"
     if not ok else "a function may be declared more than once",
     lambda v, s: not v.es, "float f(float a);\nfloat f(float a);\nfloat f(float a) { return a; }\n")


def main():
    for v in VERSIONS:
        d = os.path.join(HERE, v.dir)
        if os.path.isdir(d):
            shutil.rmtree(d)
        os.makedirs(d)
    count = 0
    names = set()
    for name, sec, rule, ok, body, stages, versions, has_main in CASES:
        assert name not in names, name
        names.add(name)
        for v in VERSIONS:
            if versions is not None and not versions(v):
                continue
            for stage in stages:
                if stage == "geom" and not v.desktop(150):
                    continue
                verdict = ok(v, stage) if callable(ok) else ok
                if verdict is None:
                    continue
                s = sec(v) if callable(sec) else sec
                text = render(v, stage, bool(verdict), s, rule, body, has_main)
                with open(os.path.join(HERE, v.dir, f"{name}.{stage}"), "w") as f:
                    f.write(text)
                count += 1
    print(f"{count} shaders from {len(CASES)} templates")


if __name__ == "__main__":
    main()
