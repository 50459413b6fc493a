#!/usr/bin/env python3
"""Writes the project's shader_test corpus. Expected colours are computed
here with Python's math module (double precision), independently of the
toolkit; re-run after editing: python3 make_corpus.py"""
import math, os

HERE = os.path.dirname(os.path.abspath(__file__))
files = {}

def fmt(x):
    return repr(round(float(x), 6))

def enc(x, s=0.5, o=0.5):
    return x * s + o

def vec_lit(v):
    return "vec%d(%s)" % (len(v), ", ".join(fmt(x) for x in v))

def write(name, text):
    assert name not in files, name
    files[name] = text

def stage_test(name, version, decls, body, expected, uniforms=(), stages=("fs", "vs"),
               es=False, textures=(), tol=None):
    """body sets `vec4 c`; expected: 4 floats."""
    for st in stages:
        req = "GLSL ES >= 1.00" if es else "GLSL >= %d.%02d" % (version // 100, version % 100)
        req = req.replace(".10", ".10").replace(".20", ".20").replace(".30", ".30")
        ver = "#version 100\nprecision highp float;\n" if es else "#version %d\n" % version
        attr = "attribute" if (es or version < 130) else "in"
        vary_out = "varying" if (es or version < 130) else "out"
        vary_in = "varying" if (es or version < 130) else "in"
        if st == "fs":
            vs = "%s%s vec4 piglit_vertex;\nvoid main() { gl_Position = piglit_vertex; }\n" % (ver, attr)
            fs = "%s%s\nvoid main() {\n  vec4 c;\n%s\n  gl_FragColor = c;\n}\n" % (ver, decls, body)
        else:
            vs = ("%s%s vec4 piglit_vertex;\n%s vec4 v;\n%s\nvoid main() {\n  gl_Position = piglit_vertex;\n"
                  "  vec4 c;\n%s\n  v = c;\n}\n") % (ver, attr, vary_out, decls, body)
            fs = "%s%s vec4 v;\nvoid main() { gl_FragColor = v; }\n" % (ver, vary_in)
        t = "# %s (%s stage); expected values computed with Python's math module.\n" % (name, "fragment" if st == "fs" else "vertex")
        # A small window: every pixel computes the same value.
        t += "[require]\n%s\nSIZE 16 16\n\n[vertex shader]\n%s\n[fragment shader]\n%s\n[test]\n" % (req, vs, fs)
        t += "clear color 0.2 0.2 0.2 0.2\nclear\n"
        if tol:
            t += "tolerance %s %s %s %s\n" % tuple(fmt(x) for x in tol)
        for tex in textures:
            t += tex + "\n"
        for u in uniforms:
            t += "uniform %s\n" % u
        # The 8-bit colour target clamps to [0, 1].
        t += "draw rect -1 -1 2 2\nprobe all rgba %s\n" % " ".join(fmt(min(max(x, 0.0), 1.0)) for x in expected)
        write("%s-%s.shader_test" % (st, name), t)

# ---- float built-ins of one argument, inputs from a uniform vec3 ----------
def unary(name, glsl, f, xs, s=0.5, o=0.5, version=110, es_too=True):
    decls = "uniform vec3 a;"
    comps = ["%s * %s + %s" % (glsl.format("a." + "xyz"[i]), fmt(s), fmt(o)) for i in range(3)]
    body = "  c = vec4(%s, 1.0);" % ", ".join(comps)
    exp = [enc(f(x), s, o) for x in xs] + [1.0]
    stage_test(name, version, decls, body, exp, ["vec3 a %s" % " ".join(fmt(x) for x in xs)])
    if es_too and version == 110:
        stage_test(name + "-es", 100, decls, body, exp, ["vec3 a %s" % " ".join(fmt(x) for x in xs)],
                   stages=("fs",), es=True)

unary("radians", "radians({})", math.radians, [30, -45, 60], 0.5, 0.5)
unary("degrees", "degrees({})", math.degrees, [0.5, -0.25, 0.1], 1 / 90, 0.5)
unary("sin", "sin({})", math.sin, [0.5, -1.2, 2.0])
unary("cos", "cos({})", math.cos, [0.5, -1.2, 2.0])
unary("tan", "tan({})", math.tan, [0.3, -0.6, 0.9], 0.25)
unary("asin", "asin({})", math.asin, [0.3, -0.6, 0.9], 0.25)
unary("acos", "acos({})", math.acos, [0.3, -0.6, 0.9], 0.25, 0.0)
unary("atan", "atan({})", math.atan, [0.3, -2.0, 5.0], 0.25)
unary("exp", "exp({})", math.exp, [-1.0, 0.0, 0.5], 0.5, 0.0)
unary("log", "log({})", math.log, [0.5, 1.5, 2.5], 0.5)
unary("exp2", "exp2({})", lambda x: 2 ** x, [-1.0, 0.5, 1.25], 0.25, 0.0)
unary("log2", "log2({})", math.log2, [0.5, 1.5, 3.0], 0.25, 0.5)
unary("sqrt", "sqrt({})", math.sqrt, [0.09, 0.5, 2.0], 0.5, 0.0)
unary("inversesqrt", "inversesqrt({})", lambda x: 1 / math.sqrt(x), [4.0, 1.5, 9.0], 0.5, 0.0)
unary("abs", "abs({})", abs, [-0.3, 0.6, -0.9], 1.0, 0.0)
unary("sign", "sign({})", lambda x: (x > 0) - (x < 0), [-0.3, 0.0, 2.0])
unary("floor", "floor({})", math.floor, [-0.5, 1.7, 0.2], 0.25, 0.5)
unary("ceil", "ceil({})", math.ceil, [-0.5, 1.7, 0.2], 0.25, 0.5)
unary("fract", "fract({})", lambda x: x - math.floor(x), [-0.25, 1.7, 3.4], 1.0, 0.0)
unary("sinh", "sinh({})", math.sinh, [0.5, -1.0, 1.2], 0.25, 0.5, version=130, es_too=False)
unary("cosh", "cosh({})", math.cosh, [0.5, -1.0, 1.2], 0.25, 0.0, version=130, es_too=False)
unary("tanh", "tanh({})", math.tanh, [0.5, -1.0, 2.0], 0.5, 0.5, version=130, es_too=False)
unary("asinh", "asinh({})", math.asinh, [0.5, -1.0, 2.0], 0.25, 0.5, version=130, es_too=False)
unary("acosh", "acosh({})", math.acosh, [1.5, 2.0, 3.0], 0.25, 0.0, version=130, es_too=False)
unary("atanh", "atanh({})", math.atanh, [0.5, -0.3, 0.8], 0.25, 0.5, version=130, es_too=False)
unary("trunc", "trunc({})", math.trunc, [-1.5, 1.7, 0.2], 0.25, 0.5, version=130, es_too=False)
unary("round", "round({})", lambda x: math.floor(x + 0.5), [-1.2, 1.7, 0.2], 0.25, 0.5, version=130, es_too=False)
unary("roundEven", "roundEven({})", lambda x: round(x), [2.5, 1.5, -0.5], 0.25, 0.5, version=130, es_too=False)

# ---- two-argument and vector built-ins -------------------------------------
def two(name, glsl, f, xs, ys, s=0.5, o=0.5, version=110):
    decls = "uniform vec3 a;\nuniform vec3 b;"
    comps = ["%s * %s + %s" % (glsl.format(x="a." + "xyz"[i], y="b." + "xyz"[i]), fmt(s), fmt(o)) for i in range(3)]
    body = "  c = vec4(%s, 1.0);" % ", ".join(comps)
    exp = [enc(f(x, y), s, o) for x, y in zip(xs, ys)] + [1.0]
    u = ["vec3 a %s" % " ".join(fmt(x) for x in xs), "vec3 b %s" % " ".join(fmt(x) for x in ys)]
    stage_test(name, version, decls, body, exp, u)

def glsl_mod(x, y):
    return x - y * math.floor(x / y)

two("atan2", "atan({x}, {y})", math.atan2, [1.0, -1.0, 0.5], [1.0, 2.0, -3.0], 0.25)
two("pow", "pow({x}, {y})", math.pow, [2.0, 0.5, 1.5], [-1.0, 2.0, 0.5], 0.5, 0.0)
two("mod", "mod({x}, {y})", glsl_mod, [2.5, -0.75, 5.25], [1.0, 1.0, 2.0], 0.5, 0.0)
two("min", "min({x}, {y})", min, [0.2, -0.5, 0.7], [0.4, 0.1, -0.2])
two("max", "max({x}, {y})", max, [0.2, -0.5, 0.7], [0.4, 0.1, -0.2])
two("step", "step({x}, {y})", lambda e, x: 0.0 if x < e else 1.0, [0.5, 0.5, -1.0], [0.2, 0.7, -1.0], 1.0, 0.0)
two("mix-scalar", "mix({x}, {y}, 0.25)", lambda x, y: x * 0.75 + y * 0.25, [0.0, 1.0, 0.4], [1.0, 0.0, 0.8], 1.0, 0.0)
two("clamp", "clamp({x}, -0.5, {y})", lambda x, y: min(max(x, -0.5), y), [-0.9, 0.3, 0.9], [0.5, 0.5, 0.6])
two("smoothstep", "smoothstep(0.0, {y}, {x})",
    lambda x, y: (lambda t: t * t * (3 - 2 * t))(min(max(x / y, 0.0), 1.0)), [0.25, 0.5, 1.5], [1.0, 2.0, 1.0], 1.0, 0.0)
two("mod-vec-scalar", "mod(vec2({x}, 0.0), {y}).x", glsl_mod, [1.25, 3.5, -0.25], [1.0, 2.0, 1.0], 0.5, 0.0)

def vec_case(name, version, decls, body, exp, uniforms=()):
    stage_test(name, version, decls, body, exp, uniforms)

v1, v2 = [0.3, -0.4, 0.5], [0.6, 0.2, -0.1]
dot = sum(a * b for a, b in zip(v1, v2))
ln = math.sqrt(sum(a * a for a in v1))
dist = math.sqrt(sum((a - b) ** 2 for a, b in zip(v1, v2)))
cr = [v1[1] * v2[2] - v1[2] * v2[1], v1[2] * v2[0] - v1[0] * v2[2], v1[0] * v2[1] - v1[1] * v2[0]]
nrm = [x / ln for x in v1]
U = ["vec3 a %s" % " ".join(fmt(x) for x in v1), "vec3 b %s" % " ".join(fmt(x) for x in v2)]
D = "uniform vec3 a;\nuniform vec3 b;"
vec_case("dot-length-distance", 110, D, "  c = vec4(dot(a, b) + 0.5, length(a), distance(a, b), 1.0);",
         [dot + 0.5, ln, dist, 1.0], U)
vec_case("cross", 110, D, "  c = vec4(cross(a, b) + 0.5, 1.0);", [x + 0.5 for x in cr] + [1.0], U)
vec_case("normalize", 110, D, "  c = vec4(normalize(a) * 0.5 + 0.5, 1.0);", [x * 0.5 + 0.5 for x in nrm] + [1.0], U)
nn = [0.0, 0.0, 1.0]
i3 = [0.6, 0.0, -0.8]
refl = [i - 2 * sum(a * b for a, b in zip(nn, i3)) * n for i, n in zip(i3, nn)]
vec_case("reflect", 110, "uniform vec3 i;\nuniform vec3 n;", "  c = vec4(reflect(i, n) * 0.5 + 0.5, 1.0);",
         [x * 0.5 + 0.5 for x in refl] + [1.0], ["vec3 i 0.6 0.0 -0.8", "vec3 n 0.0 0.0 1.0"])
eta = 0.5
d_ = sum(a * b for a, b in zip(nn, i3))
k = 1 - eta * eta * (1 - d_ * d_)
refr = [eta * i - (eta * d_ + math.sqrt(k)) * n for i, n in zip(i3, nn)]
vec_case("refract", 110, "uniform vec3 i;\nuniform vec3 n;", "  c = vec4(refract(i, n, 0.5) * 0.5 + 0.5, 1.0);",
         [x * 0.5 + 0.5 for x in refr] + [1.0], ["vec3 i 0.6 0.0 -0.8", "vec3 n 0.0 0.0 1.0"])
vec_case("faceforward", 110, "uniform vec3 n;\nuniform vec3 i;",
         "  c = vec4(faceforward(n, i, n) * 0.5 + 0.5, 1.0);",
         # dot(n, i) > 0, so faceforward returns -n.
         [(-x) * 0.5 + 0.5 for x in [0.6, 0.4, 0.2]] + [1.0], ["vec3 n 0.6 0.4 0.2", "vec3 i 0.1 0.1 0.1"])
vec_case("mix-vec", 110, D, "  c = vec4(mix(a, b, vec3(0.0, 0.5, 1.0)) + 0.5, 1.0);",
         [v1[0] + 0.5, (v1[1] + v2[1]) / 2 + 0.5, v2[2] + 0.5, 1.0], U)
rel = lambda f: [1.0 if f(a, b) else 0.0 for a, b in zip(v1, v2)] + [1.0]
for fn, op in [("lessThan", lambda a, b: a < b), ("lessThanEqual", lambda a, b: a <= b),
               ("greaterThan", lambda a, b: a > b), ("greaterThanEqual", lambda a, b: a >= b),
               ("equal", lambda a, b: a == b), ("notEqual", lambda a, b: a != b)]:
    vec_case("rel-" + fn, 110, D, "  c = vec4(vec3(%s(a, b)), 1.0);" % fn, rel(op), U)
vec_case("any-all-not", 110, D,
         "  bvec3 l = lessThan(a, b);\n  c = vec4(float(any(l)), float(all(l)), float(all(not(l))), 1.0);",
         [1.0, 0.0, 0.0, 1.0], U)

# ---- matrices ----------------------------------------------------------------
M2 = [[0.5, 0.25], [-0.25, 0.75]]  # columns
vec_case("mat2-times-vec", 110, "uniform mat2 m;\nuniform vec2 p;",
         "  c = vec4(m * p, 0.0, 1.0) + vec4(0.5, 0.5, 0.5, 0.0);",
         [M2[0][0] * 0.4 + M2[1][0] * 0.2 + 0.5, M2[0][1] * 0.4 + M2[1][1] * 0.2 + 0.5, 0.5, 1.0],
         ["mat2 m 0.5 0.25 -0.25 0.75", "vec2 p 0.4 0.2"])
vec_case("vec-times-mat2", 110, "uniform mat2 m;\nuniform vec2 p;",
         "  c = vec4(p * m, 0.0, 1.0) + vec4(0.5, 0.5, 0.5, 0.0);",
         [0.4 * M2[0][0] + 0.2 * M2[0][1] + 0.5, 0.4 * M2[1][0] + 0.2 * M2[1][1] + 0.5, 0.5, 1.0],
         ["mat2 m 0.5 0.25 -0.25 0.75", "vec2 p 0.4 0.2"])
M3 = [[0.1, 0.2, 0.3], [0.4, 0.5, 0.6], [0.7, 0.8, 0.9]]
p3 = [0.5, -0.25, 0.25]
mv = [sum(M3[c][r] * p3[c] for c in range(3)) for r in range(3)]
vec_case("mat3-times-vec", 110, "uniform mat3 m;\nuniform vec3 p;", "  c = vec4(m * p + 0.25, 1.0);",
         [x + 0.25 for x in mv] + [1.0], ["mat3 m " + " ".join(fmt(x) for col in M3 for x in col), "vec3 p 0.5 -0.25 0.25"])
M4 = [[0.5, 0, 0, 0], [0, 0.25, 0, 0], [0, 0, 1, 0], [0.25, 0.5, 0, 1]]
p4 = [0.2, 0.4, 0.6, 1.0]
mv4 = [sum(M4[c][r] * p4[c] for c in range(4)) for r in range(4)]
vec_case("mat4-times-vec", 110, "uniform mat4 m;\nuniform vec4 p;", "  c = m * p;",
         mv4, ["mat4 m " + " ".join(fmt(x) for col in M4 for x in col), "vec4 p 0.2 0.4 0.6 1.0"])
mm = [[sum(M2[k][r] * M2[c][k] for k in range(2)) for r in range(2)] for c in range(2)]
vec_case("mat2-times-mat2", 110, "uniform mat2 m;", "  mat2 r = m * m;\n  c = vec4(r[0] + 0.5, r[1] + 0.5);",
         [mm[0][0] + 0.5, mm[0][1] + 0.5, mm[1][0] + 0.5, mm[1][1] + 0.5], ["mat2 m 0.5 0.25 -0.25 0.75"])
vec_case("matrixCompMult", 110, "uniform mat2 m;", "  mat2 r = matrixCompMult(m, m);\n  c = vec4(r[0], r[1]);",
         [0.25, 0.0625, 0.0625, 0.5625], ["mat2 m 0.5 0.25 -0.25 0.75"])
# Matrix-from-matrix constructors need GLSL 1.20 (section 5.4.2).
vec_case("mat-constructors", 120, "", "  mat3 m = mat3(0.5);\n  mat2 n = mat2(m);\n  c = vec4(n[0], n[1].y, m[2].z);",
         [0.5, 0.0, 0.5, 0.5])
vec_case("mat-scalar-ops", 110, "uniform mat2 m;", "  mat2 r = m * 2.0 - 0.25;\n  c = vec4(r[0] * 0.5 + 0.5, r[1] * 0.5 + 0.5);",
         [(0.75) * 0.5 + 0.5, 0.25 * 0.5 + 0.5, (-0.75) * 0.5 + 0.5, 1.25 * 0.5 + 0.5], ["mat2 m 0.5 0.25 -0.25 0.75"])
vec_case("transpose", 120, "uniform mat2 m;", "  mat2 r = transpose(m);\n  c = vec4(r[0] * 0.5 + 0.5, r[1] * 0.5 + 0.5);",
         [0.75, 0.375, 0.625, 0.875], ["mat2 m 0.5 0.25 -0.25 0.75"])
vec_case("outerProduct", 120, "uniform vec2 p;\nuniform vec2 q;", "  mat2 r = outerProduct(p, q);\n  c = vec4(r[0], r[1]);",
         [0.5 * 0.2, 0.25 * 0.2, 0.5 * 0.8, 0.25 * 0.8], ["vec2 p 0.5 0.25", "vec2 q 0.2 0.8"])
vec_case("mat2x3", 120, "uniform mat2x3 m;\nuniform vec2 p;", "  c = vec4(m * p, 1.0);",
         [0.1 * 0.5 + 0.4 * 0.5, 0.2 * 0.5 + 0.5 * 0.5, 0.3 * 0.5 + 0.6 * 0.5, 1.0],
         ["mat2x3 m 0.1 0.2 0.3 0.4 0.5 0.6", "vec2 p 0.5 0.5"])
vec_case("mat3x2", 120, "uniform mat3x2 m;\nuniform vec3 p;", "  c = vec4(m * p, 0.0, 1.0);",
         [0.1 * 0.5 + 0.3 * 0.25 + 0.5 * 0.25, 0.2 * 0.5 + 0.4 * 0.25 + 0.6 * 0.25, 0.0, 1.0],
         ["mat3x2 m 0.1 0.2 0.3 0.4 0.5 0.6", "vec3 p 0.5 0.25 0.25"])
vec_case("mat4x2", 120, "uniform mat4x2 m;", "  c = vec4(m[0], m[3]);", [0.1, 0.2, 0.7, 0.8],
         ["mat4x2 m 0.1 0.2 0.3 0.4 0.5 0.6 0.7 0.8"])
vec_case("mat2x4", 120, "uniform mat2x4 m;", "  c = m[1];", [0.5, 0.6, 0.7, 0.8],
         ["mat2x4 m 0.1 0.2 0.3 0.4 0.5 0.6 0.7 0.8"])
vec_case("mat3x4", 120, "uniform mat3x4 m;", "  c = m[2];", [0.9, 1.0, 0.1, 0.2],
         ["mat3x4 m 0.1 0.2 0.3 0.4 0.5 0.6 0.7 0.8 0.9 1.0 0.1 0.2"])
vec_case("mat4x3", 120, "uniform mat4x3 m;", "  c = vec4(m[3], m[0].x);", [0.1, 0.2, 0.3, 0.1],
         ["mat4x3 m 0.1 0.2 0.3 0.4 0.5 0.6 0.7 0.8 0.9 0.1 0.2 0.3"])

# ---- operators ---------------------------------------------------------------
vec_case("op-float-arith", 110, "uniform float x;\nuniform float y;",
         "  c = vec4(x + y, x - y + 0.5, x * y, y / x);", [0.75, 0.75, 0.125, 0.5], ["float x 0.5", "float y 0.25"])
vec_case("op-vec-arith", 110, "uniform vec2 p;\nuniform vec2 q;",
         "  c = vec4(p + q, p * q * 4.0);", [0.7, 0.5, 0.4, 0.24], ["vec2 p 0.5 0.2", "vec2 q 0.2 0.3"])
vec_case("op-negate-swizzle", 110, "uniform vec4 p;", "  c = -p.wzyx + 1.0;", [0.6, 0.7, 0.8, 0.9],
         ["vec4 p 0.1 0.2 0.3 0.4"])
vec_case("op-swizzle-write", 110, "uniform vec4 p;", "  c = p;\n  c.zx = vec2(0.9, 0.8);\n  c.w += 0.5;",
         [0.8, 0.2, 0.9, 0.9], ["vec4 p 0.1 0.2 0.3 0.4"])
vec_case("op-compound-assign", 110, "uniform float x;",
         "  float a = x;\n  a += 0.25;\n  a *= 2.0;\n  a -= 0.5;\n  a /= 4.0;\n  c = vec4(a, 0.0, 0.0, 1.0);",
         [((0.5 + 0.25) * 2 - 0.5) / 4, 0.0, 0.0, 1.0], ["float x 0.5"])
vec_case("op-increment", 110, "uniform int n;",
         "  int i = n;\n  int a = i++;\n  int b = ++i;\n  int d = i--;\n  c = vec4(float(a) / 8.0, float(b) / 8.0, float(d) / 8.0, float(i) / 8.0);",
         [2 / 8, 4 / 8, 4 / 8, 3 / 8], ["int n 2"])
vec_case("op-int-arith", 110, "uniform int a;\nuniform int b;",
         "  c = vec4(float(a + b) / 16.0, float(a - b) / 16.0 + 0.5, float(a * b) / 64.0, float(a / b) / 8.0);",
         [10 / 16, 4 / 16 + 0.5, 21 / 64, 2 / 8], ["int a 7", "int b 3"])
vec_case("op-int-division-negative", 110, "uniform int a;\nuniform int b;",
         "  c = vec4(float(a / b) / -8.0, 0.0, 0.0, 1.0);", [0.25, 0.0, 0.0, 1.0], ["int a -7", "int b 3"])
vec_case("op-compare-logic", 110, "uniform float x;\nuniform float y;",
         "  bool l = x < y;\n  bool e = x == y;\n  c = vec4(float(l && !e), float(l || e), float(l ^^ true), float(x >= y));",
         [1.0, 1.0, 0.0, 0.0], ["float x 0.25", "float y 0.5"])
vec_case("op-ternary", 110, "uniform float x;",
         "  c = x > 0.5 ? vec4(1.0, 0.0, 0.0, 1.0) : vec4(0.0, x, 0.0, 1.0);", [0.0, 0.25, 0.0, 1.0], ["float x 0.25"])
vec_case("op-ternary-void-calls", 110, "uniform float x;\nvec4 g;\nvoid a() { g = vec4(1.0, 0.0, 0.0, 1.0); }\nvoid b() { g = vec4(0.0, 0.0, 1.0, 1.0); }",
         "  x > 0.5 ? a() : b();\n  c = g;", [0.0, 0.0, 1.0, 1.0], ["float x 0.25"])
vec_case("op-int-bitwise", 130, "uniform int a;\nuniform int b;",
         "  c = vec4(float(a & b) / 16.0, float(a | b) / 16.0, float(a ^ b) / 16.0, float(~a + 16) / 16.0);",
         [(12 & 10) / 16, (12 | 10) / 16, (12 ^ 10) / 16, (~12 + 16) / 16], ["int a 12", "int b 10"])
vec_case("op-int-shift-mod", 130, "uniform int a;",
         "  c = vec4(float(a << 2) / 64.0, float(a >> 1) / 8.0, float(a % 3) / 4.0, 1.0);",
         [(5 << 2) / 64, (5 >> 1) / 8, (5 % 3) / 4, 1.0], ["int a 5"])
vec_case("op-uint", 130, "uniform uint a;\nuniform uint b;",
         "  c = vec4(float(a + b) / 16.0, float(a - b) / 16.0, float(a * b) / 64.0, float(a / b) / 4.0);",
         [9 / 16, 5 / 16, 14 / 64, 3 / 4], ["uint a 7", "uint b 2"])
vec_case("op-uint-wrap", 130, "uniform uint a;",
         "  uint w = a - 3u;\n  c = vec4(float(w == 4294967294u), float(w > a), 0.0, 1.0);", [1.0, 1.0, 0.0, 1.0], ["uint a 1"])
vec_case("int-builtins", 130, "uniform int a;\nuniform int b;",
         "  c = vec4(float(abs(a)) / 8.0, float(sign(a)) + 1.0, float(min(a, b) + 8) / 16.0, float(clamp(a, -2, 2) + 2) / 4.0);",
         [5 / 8, 0.0, 3 / 16, 0.0], ["int a -5", "int b 3"])
vec_case("uint-builtins", 130, "uniform uint a;\nuniform uint b;",
         "  c = vec4(float(min(a, b)) / 8.0, float(max(a, b)) / 8.0, float(clamp(a, 2u, 4u)) / 8.0, 1.0);",
         [3 / 8, 6 / 8, 4 / 8, 1.0], ["uint a 6", "uint b 3"])
vec_case("isnan-isinf", 130, "uniform float z;",
         "  float inf = 1.0 / z;\n  c = vec4(float(isinf(inf)), float(isnan(inf - inf)), float(isnan(z)), 1.0);",
         [1.0, 1.0, 0.0, 1.0], ["float z 0.0"])
vec_case("conversions", 110, "uniform float x;\nuniform int i;\nuniform bool b;",
         "  c = vec4(float(int(x)) / 4.0, float(i) / 8.0, float(b), float(bool(i)));",
         [0.5, 3 / 8, 1.0, 1.0], ["float x 2.75", "int i 3", "bool b 1"])
vec_case("conversions-uint", 130, "uniform float x;\nuniform int i;",
         "  c = vec4(float(uint(x)) / 4.0, float(uint(i)) / 8.0, float(int(uint(5))) / 8.0, 1.0);",
         [0.5, 3 / 8, 5 / 8, 1.0], ["float x 2.75", "int i 3"])

# ---- control flow ------------------------------------------------------------
vec_case("for-loop", 110, "uniform int n;",
         "  float s = 0.0;\n  for (int i = 0; i < n; i++) s += 0.125;\n  c = vec4(s, 0.0, 0.0, 1.0);", [0.625, 0.0, 0.0, 1.0], ["int n 5"])
vec_case("while-loop", 110, "uniform float x;",
         "  float s = x;\n  int k = 0;\n  while (s < 1.0) { s *= 2.0; k++; }\n  c = vec4(s * 0.5, float(k) / 8.0, 0.0, 1.0);",
         [0.6, 2 / 8, 0.0, 1.0], ["float x 0.3"])
vec_case("do-while", 110, "uniform int n;",
         "  int i = 0;\n  do { i += 3; } while (i < n);\n  c = vec4(float(i) / 16.0, 0.0, 0.0, 1.0);", [9 / 16, 0.0, 0.0, 1.0], ["int n 7"])
vec_case("break-continue", 110, "",
         "  float s = 0.0;\n  for (int i = 0; i < 10; i++) {\n    if (i == 2) continue;\n    if (i == 5) break;\n    s += 0.125;\n  }\n  c = vec4(s, 0.0, 0.0, 1.0);",
         [0.5, 0.0, 0.0, 1.0])
vec_case("nested-loops", 110, "",
         "  int n = 0;\n  for (int i = 0; i < 3; i++)\n    for (int j = 0; j < 4; j++)\n      if (j > i) n++;\n  c = vec4(float(n) / 8.0, 0.0, 0.0, 1.0);",
         [6 / 8, 0.0, 0.0, 1.0])
vec_case("if-else-chain", 110, "uniform float x;",
         "  if (x < 0.2) c = vec4(1.0, 0.0, 0.0, 1.0);\n  else if (x < 0.4) c = vec4(0.0, 1.0, 0.0, 1.0);\n  else c = vec4(0.0, 0.0, 1.0, 1.0);",
         [0.0, 1.0, 0.0, 1.0], ["float x 0.3"])
vec_case("early-return", 110, "uniform float x;\nvec4 pick(float v) {\n  if (v > 0.5) return vec4(1.0);\n  return vec4(v, 0.0, 0.0, 1.0);\n}",
         "  c = pick(x);", [0.25, 0.0, 0.0, 1.0], ["float x 0.25"])
vec_case("functions-out-inout", 110,
         "void split(float v, out float a, inout float b) { a = v * 0.5; b += v; }",
         "  float a;\n  float b = 0.25;\n  split(0.5, a, b);\n  c = vec4(a, b, 0.0, 1.0);", [0.25, 0.75, 0.0, 1.0])
vec_case("function-overloads", 110,
         "float f(float x) { return x * 0.5; }\nfloat f(vec2 x) { return x.x + x.y; }",
         "  c = vec4(f(0.5), f(vec2(0.25, 0.5)), 0.0, 1.0);", [0.25, 0.75, 0.0, 1.0])
vec_case("switch", 130, "uniform int n;",
         "  float r = 0.0;\n  switch (n) {\n  case 0: r = 0.1; break;\n  case 2: r = 0.5;\n  case 3: r += 0.25; break;\n  default: r = 1.0;\n  }\n  c = vec4(r, 0.0, 0.0, 1.0);",
         [0.75, 0.0, 0.0, 1.0], ["int n 2"])
vec_case("global-initializers", 110, "const float k = 0.25;\nfloat g = k * 2.0;",
         "  g += k;\n  c = vec4(g, k, 0.0, 1.0);", [0.75, 0.25, 0.0, 1.0])

# ---- evaluation order ----------------------------------------------------------
# What the specification fixes: GLSL 1.10-1.30 section 5.8, the left of an
# assignment is evaluated before its right; section 6.1.1, call arguments are
# "evaluated at call time, exactly once, in order, from left to right", an
# out argument giving the l-value of the copy-out. Where it says nothing (an
# operator's or a constructor's operands, the order of the copy-outs) the
# order of Mesa: the side effects of the operands first, in source order, then
# the operands are read; the copy-outs of whole variables first, then those of
# parts (a swizzle, an element, a member), each in parameter order. Each
# expected value is worked out step by step below in that order. Mesa 22.3's
# llvmpipe draws these files as expected except the five cases where it
# departs from the text (arguments-in-order, builtin-arguments-in-order,
# inout-copy-in, out-argument-then-side-effect, assignment-left-first).

# w.w = w.w + f(w): f's copy-out sets w = (0.25, ...), then w.w is read.
v = [0.0] * 4
p, ret = [0.25] * 4, 0.5
v = p[:]
v[3] = v[3] + ret
vec_case("eval-order-call-before-operand-read", 110,
         "float f(out vec4 p) { p = vec4(0.25); return 0.5; }",
         "  vec4 w = vec4(0.0);\n  w.w = w.w + f(w);\n  c = w;", v)

# first(g, --g): the first argument is g's value before --g.
g = 0
a = g
g -= 1
vec_case("eval-order-arguments-in-order", 110,
         "int first(int a, int b) { return a; }",
         "  int g = 0;\n  int a = first(g, --g);\n  c = vec4(0.25 + 0.25 * float(a), 0.5 + 0.25 * float(g), 0.0, 1.0);",
         [0.25 + 0.25 * a, 0.5 + 0.25 * g, 0.0, 1.0])

# max(m, set(m)): a built-in call's arguments are evaluated in order too.
m = 0.5
first_arg = m
m, ret = 0.25, 0.125
vec_case("eval-order-builtin-arguments-in-order", 110,
         "float set(out float x) { x = 0.25; return 0.125; }",
         "  float m = 0.5;\n  float r = max(m, set(m));\n  c = vec4(r, m, 0.0, 1.0);",
         [max(first_arg, ret), m, 0.0, 1.0])

# set(i, a[i]) with inout i: the l-value a[1] is taken before the call sets i = 2.
i, arr = 1, [0.0, 0.0, 0.0]
place = i
i, arr[place] = 2, 0.75
vec_case("eval-order-out-argument-index", 110,
         "void set(inout int k, out float x) { k = 2; x = 0.75; }",
         "  int i = 1;\n  float a[3];\n  a[0] = 0.0; a[1] = 0.0; a[2] = 0.0;\n  set(i, a[i]);\n"
         "  c = vec4(a[0], a[1], a[2], 0.5 * float(i));", arr + [0.5 * i])

# twice(x, x++) with inout x: x is copied in as 1, then x++ runs, then x = 11 is copied out.
x = 1
copied_in = x
b = x
x += 1
y = copied_in * 10 + b
x = y
vec_case("eval-order-inout-copy-in", 110,
         "int twice(inout int a, int b) { a = a * 10 + b; return a; }",
         "  int x = 1;\n  int y = twice(x, x++);\n  c = vec4(float(x) / 16.0, float(y) / 16.0, 0.0, 1.0);",
         [x / 16, y / 16, 0.0, 1.0])

# put(a[i], ++i): the l-value a[0] is taken before the next argument increments i.
i, arr = 0, [0.0, 0.0, 0.0]
place = i
i += 1
arr[place] = 0.25 * i
vec_case("eval-order-out-argument-then-side-effect", 110,
         "void put(out float x, int k) { x = 0.25 * float(k); }",
         "  int i = 0;\n  float a[3];\n  a[0] = 0.0; a[1] = 0.0; a[2] = 0.0;\n  put(a[i], ++i);\n"
         "  c = vec4(a[0], a[1], a[2], 0.5 * float(i));", arr + [0.5 * i])

# b[j] = bump(j): the left side names b[0] before bump sets j = 2.
j, arr = 0, [0.0, 0.0, 0.0]
place = j
j, ret = 2, 0.75
arr[place] = ret
vec_case("eval-order-assignment-left-first", 110,
         "float bump(inout int k) { k = 2; return 0.75; }",
         "  int j = 0;\n  float b[3];\n  b[0] = 0.0; b[1] = 0.0; b[2] = 0.0;\n  b[j] = bump(j);\n"
         "  c = vec4(b[0], b[1], b[2], 0.5 * float(j));", arr + [0.5 * j])

# s += g(s): s = s + g(s), s read after g's copy-out.
s = 0.125
s, ret = 0.5, 0.25
s = s + ret
vec_case("eval-order-compound-assignment", 110,
         "float g(out float t) { t = 0.5; return 0.25; }",
         "  float s = 0.125;\n  s += g(s);\n  c = vec4(s, 0.0, 0.0, 1.0);", [s, 0.0, 0.0, 1.0])

# two(z, z): the copy-outs in parameter order, the last one stays.
z = 0.0
for out_value in [0.25, 0.75]:
    z = out_value
vec_case("eval-order-copy-out-in-order", 110,
         "void two(out float p, out float q) { p = 0.25; q = 0.75; }",
         "  float z = 0.0;\n  two(z, z);\n  c = vec4(z, 0.0, 0.0, 1.0);", [z, 0.0, 0.0, 1.0])

# f(v.x, v), k(a[1], a): the whole variables are copied back first, then the
# parts (a swizzle, an element), each in parameter order, as Mesa does.
v = [0.0] * 4
v = [0.5] * 4          # b, the whole v
v[0] = 0.25            # a, v.x
arr = [0.0, 0.0]
arr = [0.5, 0.625]     # b, the whole array
arr[1] = 0.125         # a, arr[1]
vec_case("eval-order-copy-out-whole-variables-first", 120,
         "void f(out float a, out vec4 b) { a = 0.25; b = vec4(0.5); }\n"
         "void k(out float a, out float b[2]) { a = 0.125; b = float[2](0.5, 0.625); }",
         "  vec4 w = vec4(0.0);\n  f(w.x, w);\n  float a[2] = float[2](0.0, 0.0);\n  k(a[1], a);\n"
         "  c = vec4(w.x, w.y, a[0], a[1]);", [v[0], v[1], arr[0], arr[1]])

# vec2(x, set(x)): a constructor's operands are read after their side effects.
x = 0.0
x, ret = 0.75, 0.25
vec_case("eval-order-constructor-operands", 110,
         "float set(out float x) { x = 0.75; return 0.25; }",
         "  float x = 0.0;\n  vec2 w = vec2(x, set(x));\n  c = vec4(w, 0.0, 1.0);", [x, ret, 0.0, 1.0])

# n + (n = 3) and k * (k++ + 2): the operands' side effects first.
n = 1
n = 3
sum_ = n + n
k = 1
old = k
k += 1
prod = k * (old + 2)
vec_case("eval-order-operand-side-effects", 110, "",
         "  int n = 1;\n  int s = n + (n = 3);\n  int k = 1;\n  int p = k * (k++ + 2);\n"
         "  c = vec4(float(s) / 8.0, float(p) / 8.0, float(k) / 8.0, 1.0);",
         [sum_ / 8, prod / 8, k / 8, 1.0])

# (n = 3) + (n = 5), (++k) + (k++), (m += 2) * (m = 1): an assignment's or a
# pre-increment's value is the value it stored, whatever the operand after it writes.
n = 1
n = 3
first = n
n = 5
s_ = first + n
k = 1
k += 1
pre = k
post = k
k += 1
p_ = pre + post
m = 1
m += 2
first = m
m = 1
q_ = first * m
vec_case("eval-order-stored-values", 110, "",
         "  int n = 1;\n  int s = (n = 3) + (n = 5);\n  int k = 1;\n  int p = (++k) + (k++);\n"
         "  int m = 1;\n  int q = (m += 2) * (m = 1);\n"
         "  c = vec4(float(s) / 16.0, float(p) / 16.0, float(q) / 16.0, float(k) / 16.0);",
         [s_ / 16, p_ / 16, q_ / 16, k / 16])

# ---- functions nobody calls --------------------------------------------------
# GLSL accepts them; the built-in inputs they read need no slot.
t = """# Uncalled functions read gl_FragCoord and gl_FrontFacing (one through another);
# main swaps the uniform's first two components.
[require]
GLSL >= 1.10
SIZE 16 16

[vertex shader passthrough]

[fragment shader]
uniform vec4 u;
vec4 unused_coord() { return gl_FragCoord * 0.5; }
float unused_facing() { return gl_FrontFacing ? 1.0 : 0.0; }
vec4 unused_both() { return unused_coord() + vec4(unused_facing()); }
vec4 swap(vec4 v) { return v.yxzw; }
void main() { gl_FragColor = swap(u); }

[test]
uniform vec4 u %s
draw rect -1 -1 2 2
probe all rgba %s
"""
u = [0.25, 0.5, 0.75, 1.0]
write("fs-uncalled-function-builtin-inputs.shader_test",
      t % (" ".join(fmt(x) for x in u), " ".join(fmt(x) for x in [u[1], u[0], u[2], u[3]])))

t = """# An uncalled vertex-stage function reads gl_Color and gl_SecondaryColor
# while main reads a user attribute (the two kinds would not share a slot table).
[require]
GLSL >= 1.10
SIZE 16 16

[vertex shader]
attribute vec4 piglit_vertex;
varying vec4 col;
vec4 unused_colour() { return gl_Color * gl_SecondaryColor; }
vec4 half_of(vec4 v) { return v * 0.5; }
vec4 unused_caller() { return half_of(unused_colour()); }
void main() { gl_Position = piglit_vertex; col = half_of(vec4(%s)); }

[fragment shader]
varying vec4 col;
void main() { gl_FragColor = col; }

[test]
draw rect -1 -1 2 2
probe all rgba %s
"""
w = [0.5, 1.0, 1.5, 2.0]
write("vs-uncalled-function-gl-color.shader_test",
      t % (", ".join(fmt(x) for x in w), " ".join(fmt(x * 0.5) for x in w)))

# ---- structs and arrays ------------------------------------------------------
vec_case("struct-local", 110, "struct S { float a; vec2 b; };",
         "  S s = S(0.25, vec2(0.5, 0.75));\n  s.b.x += s.a;\n  c = vec4(s.a, s.b, 1.0);", [0.25, 0.75, 0.75, 1.0])
vec_case("struct-uniform", 110, "struct S { float a; vec3 b; };\nuniform S s;",
         "  c = vec4(s.b, s.a);", [0.1, 0.2, 0.3, 0.4], ["float s.a 0.4", "vec3 s.b 0.1 0.2 0.3"])
vec_case("struct-nested", 110, "struct I { vec2 v; };\nstruct O { I i; float f; };",
         "  O o;\n  o.i.v = vec2(0.25, 0.5);\n  o.f = 0.75;\n  O p = o;\n  p.f = 0.0;\n  c = vec4(o.i.v, o.f, p.f + 1.0);", [0.25, 0.5, 0.75, 1.0])
vec_case("struct-equality", 110, "struct S { float a; int b; };",
         "  S x = S(0.5, 2);\n  S y = S(0.5, 2);\n  S z = S(0.5, 3);\n  c = vec4(float(x == y), float(x == z), float(x != z), 1.0);", [1.0, 0.0, 1.0, 1.0])
vec_case("array-local", 110, "uniform int k;",
         "  float a[4];\n  for (int i = 0; i < 4; i++) a[i] = float(i) * 0.25;\n  c = vec4(a[k], a[3], a[0], 1.0);", [0.5, 0.75, 0.0, 1.0], ["int k 2"])
vec_case("array-uniform", 110, "uniform float a[3];\nuniform int k;",
         "  c = vec4(a[0], a[1], a[k], 1.0);", [0.1, 0.2, 0.3, 1.0], ["float a[0] 0.1", "float a[1] 0.2", "float a[2] 0.3", "int k 2"])
vec_case("array-uniform-vec4", 110, "uniform vec4 a[2];", "  c = a[0] + a[1];", [0.5, 0.5, 0.5, 1.0],
         ["vec4 a[0] 0.1 0.2 0.3 0.4", "vec4 a[1] 0.4 0.3 0.2 0.6"])
vec_case("array-constructor", 120, "", "  float a[3] = float[3](0.25, 0.5, 0.75);\n  c = vec4(a[2], a[1], a[0], float(a.length()) / 4.0);",
         [0.75, 0.5, 0.25, 0.75])
vec_case("array-of-struct-uniform", 110, "struct L { vec3 c; float k; };\nuniform L l[2];",
         "  c = vec4(l[1].c * l[0].k, 1.0);", [0.2, 0.4, 0.6, 1.0],
         ["vec3 l[0].c 0.0 0.0 0.0", "float l[0].k 2.0", "vec3 l[1].c 0.1 0.2 0.3", "float l[1].k 0.0"])
vec_case("mat-array-uniform", 110, "uniform mat2 m[2];", "  c = vec4(m[1][0], m[0][1]);", [0.5, 0.6, 0.3, 0.4],
         ["mat2 m[0] 0.1 0.2 0.3 0.4", "mat2 m[1] 0.5 0.6 0.7 0.8"])
vec_case("dynamic-vector-index", 110, "uniform vec4 p;\nuniform int k;", "  c = vec4(p[k], p[3 - k], 0.0, 1.0);",
         [0.3, 0.2, 0.0, 1.0], ["vec4 p 0.1 0.2 0.3 0.4", "int k 2"])

# ---- uniforms of every kind ----------------------------------------------------
for t, n, vals, exp in [
    ("float", 1, "0.5", [0.5, 0, 0, 1]), ("vec2", 2, "0.25 0.5", [0.25, 0.5, 0, 1]),
    ("vec3", 3, "0.25 0.5 0.75", [0.25, 0.5, 0.75, 1]), ("vec4", 4, "0.25 0.5 0.75 0.125", [0.25, 0.5, 0.75, 0.125]),
]:
    pad = ", ".join(["u"] + ["0.0"] * 0) if n == 4 else "u" + "".join([", 0.0"] * (3 - n)) + ", 1.0"
    vec_case("uniform-" + t, 110, "uniform %s u;" % t, "  c = vec4(%s);" % pad, exp, ["%s u %s" % (t, vals)])
for t, n, vals, exp in [
    ("int", 1, "3", [3 / 8, 0, 0, 1]), ("ivec2", 2, "1 2", [1 / 8, 2 / 8, 0, 1]),
    ("ivec3", 3, "1 2 3", [1 / 8, 2 / 8, 3 / 8, 1]), ("ivec4", 4, "1 2 3 4", [1 / 8, 2 / 8, 3 / 8, 4 / 8]),
]:
    conv = "vec%d(u) / 8.0" % n if n > 1 else "float(u) / 8.0"
    body = "  c = vec4(%s%s);" % (conv, "".join([", 0.0"] * (3 - n)) + (", 1.0" if n < 4 else ""))
    vec_case("uniform-" + t, 110, "uniform %s u;" % t, body, exp, ["%s u %s" % (t, vals)])
for t, n, vals, exp in [
    ("uint", 1, "3", [3 / 8, 0, 0, 1]), ("uvec2", 2, "1 2", [1 / 8, 2 / 8, 0, 1]),
    ("uvec3", 3, "1 2 3", [1 / 8, 2 / 8, 3 / 8, 1]), ("uvec4", 4, "1 2 3 4", [1 / 8, 2 / 8, 3 / 8, 4 / 8]),
]:
    conv = "vec%d(u) / 8.0" % n if n > 1 else "float(u) / 8.0"
    body = "  c = vec4(%s%s);" % (conv, "".join([", 0.0"] * (3 - n)) + (", 1.0" if n < 4 else ""))
    vec_case("uniform-" + t, 130, "uniform %s u;" % t, body, exp, ["%s u %s" % (t, vals)])
for t, n, vals, exp in [
    ("bool", 1, "1", [1, 0, 0, 1]), ("bvec2", 2, "0 1", [0, 1, 0, 1]),
    ("bvec3", 3, "1 0 1", [1, 0, 1, 1]), ("bvec4", 4, "0 1 1 0", [0, 1, 1, 0]),
]:
    conv = "vec%d(u)" % n if n > 1 else "float(u)"
    body = "  c = vec4(%s%s);" % (conv, "".join([", 0.0"] * (3 - n)) + (", 1.0" if n < 4 else ""))
    vec_case("uniform-" + t, 110, "uniform %s u;" % t, body, exp, ["%s u %s" % (t, vals)])
vec_case("uniform-mat3", 110, "uniform mat3 m;", "  c = vec4(m[0].x, m[1].y, m[2].z, m[2].x);", [0.1, 0.5, 0.9, 0.7],
         ["mat3 m 0.1 0.2 0.3 0.4 0.5 0.6 0.7 0.8 0.9"])
vec_case("uniform-mat4", 110, "uniform mat4 m;", "  c = m[3];", [0.13, 0.14, 0.15, 0.16],
         ["mat4 m " + " ".join(fmt(0.01 * i) for i in range(1, 17))])
vec_case("uniform-set-twice", 110, "uniform float u;", "  c = vec4(u, 0.0, 0.0, 1.0);", [0.75, 0, 0, 1],
         ["float u 0.25", "float u 0.75"])

# ---- varyings of every type (both directions are the vertex->fragment path) ----
def varying(name, version, ty, vs_val, fs_expr, exp, flat=False):
    es = False
    attr = "in" if version >= 130 else "attribute"
    vo = ("flat out" if flat else "out") if version >= 130 else "varying"
    vi = ("flat in" if flat else "in") if version >= 130 else "varying"
    t = "# varying of type %s; expected values computed by hand.\n[require]\nGLSL >= %d.%02d\nSIZE 16 16\n\n" % (ty, version // 100, version % 100)
    t += "[vertex shader]\n#version %d\n%s vec4 piglit_vertex;\n%s %s v;\nvoid main() {\n  gl_Position = piglit_vertex;\n  v = %s;\n}\n\n" % (
        version, attr, vo, ty, vs_val)
    t += "[fragment shader]\n#version %d\n%s %s v;\nvoid main() { gl_FragColor = %s; }\n\n" % (version, vi, ty, fs_expr)
    t += "[test]\ndraw rect -1 -1 2 2\nprobe all rgba %s\n" % " ".join(fmt(x) for x in exp)
    write("varying-%s.shader_test" % name, t)

varying("float", 110, "float", "0.25", "vec4(v, 0.0, 0.0, 1.0)", [0.25, 0, 0, 1])
varying("vec2", 110, "vec2", "vec2(0.25, 0.5)", "vec4(v, 0.0, 1.0)", [0.25, 0.5, 0, 1])
varying("vec3", 110, "vec3", "vec3(0.25, 0.5, 0.75)", "vec4(v, 1.0)", [0.25, 0.5, 0.75, 1])
varying("vec4", 110, "vec4", "vec4(0.25, 0.5, 0.75, 0.5)", "v", [0.25, 0.5, 0.75, 0.5])
varying("mat2", 120, "mat2", "mat2(0.1, 0.2, 0.3, 0.4)", "vec4(v[0], v[1])", [0.1, 0.2, 0.3, 0.4])
varying("mat3", 120, "mat3", "mat3(0.5)", "vec4(v[0].x, v[1].y, v[2].z, v[0].y + 1.0)", [0.5, 0.5, 0.5, 1.0])
varying("mat4", 120, "mat4", "mat4(0.25)", "v[3] + v[0]", [0.25, 0, 0, 0.25])
varying("float-array", 120, "float[3]", "float[3](0.1, 0.2, 0.3)", "vec4(v[0], v[1], v[2], 1.0)", [0.1, 0.2, 0.3, 1.0])
varying("flat-int", 130, "int", "3", "vec4(float(v) / 8.0, 0.0, 0.0, 1.0)", [3 / 8, 0, 0, 1], flat=True)
varying("flat-ivec2", 130, "ivec2", "ivec2(1, 2)", "vec4(vec2(v) / 8.0, 0.0, 1.0)", [1 / 8, 2 / 8, 0, 1], flat=True)
varying("flat-uint", 130, "uint", "5u", "vec4(float(v) / 8.0, 0.0, 0.0, 1.0)", [5 / 8, 0, 0, 1], flat=True)
varying("flat-vec4", 130, "vec4", "vec4(0.5, 0.25, 0.125, 1.0)", "v", [0.5, 0.25, 0.125, 1.0], flat=True)

# ---- interpolation across the window (probes at pixel centres) -------------------
t = """# A colour ramp from the vertex positions: at pixel centre (x + 0.5) / 250.
[require]
GLSL >= 1.10

[vertex shader]
attribute vec4 piglit_vertex;
varying vec2 p;
void main() { gl_Position = piglit_vertex; p = piglit_vertex.xy * 0.5 + 0.5; }

[fragment shader]
varying vec2 p;
void main() { gl_FragColor = vec4(p, 0.0, 1.0); }

[test]
draw rect -1 -1 2 2
"""
for x, y in [(0, 0), (124, 200), (249, 249), (60, 10)]:
    t += "probe rgba %d %d %s %s 0.0 1.0\n" % (x, y, fmt((x + 0.5) / 250), fmt((y + 0.5) / 250))
write("interp-ramp.shader_test", t)

t = """# gl_FragCoord at pixel centres.
[require]
GLSL >= 1.10

[vertex shader passthrough]

[fragment shader]
void main() { gl_FragColor = vec4(gl_FragCoord.xy / 256.0, gl_FragCoord.z, 1.0); }

[test]
draw rect -1 -1 2 2
"""
for x, y in [(0, 0), (100, 30), (249, 128)]:
    t += "probe rgba %d %d %s %s 0.5 1.0\n" % (x, y, fmt((x + 0.5) / 256), fmt((y + 0.5) / 256))
write("fs-fragcoord.shader_test", t)

t = """# discard keeps the clear colour in the left half.
[require]
GLSL >= 1.10

[vertex shader passthrough]

[fragment shader]
void main() {
  if (gl_FragCoord.x < 125.0) discard;
  gl_FragColor = vec4(0.0, 1.0, 0.0, 1.0);
}

[test]
clear color 1.0 0.0 0.0 1.0
clear
draw rect -1 -1 2 2
probe rect rgba (0, 0, 125, 250) (1.0, 0.0, 0.0, 1.0)
probe rect rgba (125, 0, 125, 250) (0.0, 1.0, 0.0, 1.0)
"""
write("fs-discard.shader_test", t)

t = """# discard inside a called function.
[require]
GLSL >= 1.10

[vertex shader passthrough]

[fragment shader]
void maybe(float x) { if (x > 0.5) discard; }
void main() {
  maybe(gl_FragCoord.y / 250.0);
  gl_FragColor = vec4(0.0, 0.0, 1.0, 1.0);
}

[test]
clear color 0.0 0.0 0.0 1.0
clear
draw rect -1 -1 2 2
relative probe rgb (0.5, 0.25) (0.0, 0.0, 1.0)
relative probe rgb (0.5, 0.75) (0.0, 0.0, 0.0)
"""
write("fs-discard-in-function.shader_test", t)

# ---- draws: ortho, several draws, draw arrays, primitive modes, ES ----------------
t = """# draw rect ortho in window coordinates; two draws.
[require]
GLSL >= 1.10

[vertex shader passthrough]

[fragment shader]
uniform vec4 color;
void main() { gl_FragColor = color; }

[test]
clear color 0.0 0.0 0.0 1.0
clear
uniform vec4 color 1.0 0.0 0.0 1.0
draw rect ortho 0 0 125 250
uniform vec4 color 0.0 1.0 0.0 1.0
draw rect ortho 125 0 125 125
probe rgb 10 10 1.0 0.0 0.0
probe rgb 200 10 0.0 1.0 0.0
probe rgb 200 200 0.0 0.0 0.0
"""
write("draw-rect-ortho.shader_test", t)

t = """# ortho sets the fixed-function projection; gl_ModelViewProjectionMatrix uses it.
[require]
GLSL >= 1.10

[vertex shader]
void main() { gl_Position = gl_ModelViewProjectionMatrix * gl_Vertex; }

[fragment shader]
void main() { gl_FragColor = vec4(1.0, 1.0, 0.0, 1.0); }

[test]
ortho
draw rect 0 0 50 100
probe rgb 25 50 1.0 1.0 0.0
probe rgb 75 50 0.0 0.0 0.0
"""
write("fixed-ortho-gl-vertex.shader_test", t)

t = """# Fixed-function matrices default to identity.
[require]
GLSL >= 1.10

[vertex shader]
void main() { gl_Position = ftransform(); }

[fragment shader]
void main() { gl_FragColor = vec4(0.0, 1.0, 1.0, 1.0); }

[test]
draw rect -1 -1 1 1
relative probe rgb (0.25, 0.25) (0.0, 1.0, 1.0)
relative probe rgb (0.75, 0.75) (0.0, 0.0, 0.0)
"""
write("fixed-identity-ftransform.shader_test", t)

t = """# A fragment shader alone: fixed-function vertex processing.
[require]
GLSL >= 1.10

[fragment shader]
void main() { gl_FragColor = vec4(0.5, 0.25, 0.75, 1.0); }

[test]
draw rect -1 -1 2 2
probe all rgba 0.5 0.25 0.75 1.0
"""
write("fs-only-fixed-vertex.shader_test", t)

for mode, rows, order_desc in [
    ("GL_TRIANGLES", ["-1 -1", "1 -1", "-1 1", "-1 1", "1 -1", "1 1"], "two triangles"),
    ("GL_TRIANGLE_STRIP", ["-1 -1", "1 -1", "-1 1", "1 1"], "a strip"),
    ("GL_TRIANGLE_FAN", ["-1 -1", "1 -1", "1 1", "-1 1"], "a fan"),
    ("GL_QUADS", ["-1 -1", "1 -1", "1 1", "-1 1"], "a quad"),
]:
    t = "# The window covered by %s from [vertex data].\n[require]\nGLSL >= 1.10\n\n" % order_desc
    t += "[vertex shader]\nattribute vec2 pos;\nattribute vec3 col;\nvarying vec3 c;\nvoid main() { gl_Position = vec4(pos, 0.0, 1.0); c = col; }\n\n"
    t += "[fragment shader]\nvarying vec3 c;\nvoid main() { gl_FragColor = vec4(c, 1.0); }\n\n"
    t += "[vertex data]\npos/float/2 col/float/3\n" + "".join("%s 0.25 0.5 1.0\n" % r for r in rows)
    t += "\n[test]\ndraw arrays %s 0 %d\nprobe all rgb 0.25 0.5 1.0\n" % (mode, len(rows))
    write("draw-arrays-%s.shader_test" % mode[3:].lower().replace("_", "-"), t)

t = """# Per-vertex colours interpolate: the window centre of a full-screen quad
# of corner colours red, green, blue, white at (125, 125) is their blend.
[require]
GLSL >= 1.10

[vertex shader]
attribute vec2 pos;
attribute vec4 col;
varying vec4 c;
void main() { gl_Position = vec4(pos, 0.0, 1.0); c = col; }

[fragment shader]
varying vec4 c;
void main() { gl_FragColor = c; }

[vertex data]
pos/float/2 col/float/4
-1 -1  1 0 0 1
 1 -1  0 1 0 1
-1  1  0 0 1 1

[test]
draw arrays GL_TRIANGLES 0 3
"""
# Barycentrics at a pixel centre (x+0.5, y+0.5) in a 250x250 window: position
# p = (2(x+0.5)/250 - 1, 2(y+0.5)/250 - 1); b1 = (p.x+1)/2, b2 = (p.y+1)/2, b0 = 1-b1-b2.
for x, y in [(10, 10), (100, 50), (30, 200)]:
    b1 = (x + 0.5) / 250
    b2 = (y + 0.5) / 250
    b0 = 1 - b1 - b2
    t += "probe rgba %d %d %s %s %s 1.0\n" % (x, y, fmt(b0), fmt(b1), fmt(b2))
write("draw-arrays-color-interp.shader_test", t)

t = """# GLSL ES 1.00 with precision qualifiers.
[require]
GLSL ES >= 1.00

[vertex shader]
#version 100
attribute vec4 piglit_vertex;
varying mediump vec2 v;
void main() { gl_Position = piglit_vertex; v = vec2(0.25, 0.75); }

[fragment shader]
#version 100
precision mediump float;
varying vec2 v;
uniform lowp vec4 tint;
void main() { gl_FragColor = vec4(v, 0.0, 1.0) + tint; }

[test]
uniform vec4 tint 0.25 0.0 0.5 0.0
draw rect -1 -1 2 2
probe all rgba 0.5 0.75 0.5 1.0
"""
write("es-precision.shader_test", t)

t = """# Two fragment shader sections linked into one shader.
[require]
GLSL >= 1.10

[vertex shader passthrough]

[fragment shader]
vec4 colour();
void main() { gl_FragColor = colour(); }

[fragment shader]
vec4 colour() { return vec4(0.0, 0.5, 1.0, 1.0); }

[test]
draw rect -1 -1 2 2
probe all rgba 0.0 0.5 1.0 1.0
"""
write("link-two-fragment-sections.shader_test", t)

t = """# A link error is expected: the fragment shader reads a varying nobody writes.
[require]
GLSL >= 1.10

[vertex shader passthrough]

[fragment shader]
varying vec4 nowhere;
void main() { gl_FragColor = nowhere; }

[test]
link error
"""
write("link-error-missing-varying.shader_test", t)

# Each shader section is its own shader object with its own #version and
# scope; the objects of a stage are linked. Expected values by hand.
t = """# A function defined in a second fragment section, called from the first.
# tint * 0.5 + 0.25 = (0.5, 0.75, 0.25, 0.5).
[require]
GLSL >= 1.20

[vertex shader passthrough]

[fragment shader]
#version 120
uniform vec4 tint;
vec4 scale(vec4 c, float k);
void main() { gl_FragColor = scale(tint, 0.5); }

[fragment shader]
#version 120
vec4 scale(vec4 c, float k) { return c * k + vec4(0.25); }

[test]
uniform vec4 tint 0.5 1.0 0.0 0.5
draw rect -1 -1 2 2
probe all rgba 0.5 0.75 0.25 0.5
"""
write("link-function-in-second-section.shader_test", t)

t = """# A global and a uniform declared in two fragment sections are one variable
# each: main halves `gain` (0.5 -> 0.25) before the second section reads it.
# base * 0.25 + (0.1, 0.2, 0.3, 0.4) = (0.2, 0.4, 0.4, 0.6).
[require]
GLSL >= 1.20

[vertex shader passthrough]

[fragment shader]
#version 120
float gain = 0.5;
uniform vec4 base;
vec4 apply();
void main() { gain = gain * 0.5; gl_FragColor = apply(); }

[fragment shader]
#version 120
float gain = 0.5;
uniform vec4 base;
vec4 apply() { return base * gain + vec4(0.1, 0.2, 0.3, 0.4); }

[test]
uniform vec4 base 0.4 0.8 0.4 0.8
draw rect -1 -1 2 2
probe all rgba 0.2 0.4 0.4 0.6
"""
write("link-global-shared-by-sections.shader_test", t)

t = """# Two vertex sections: the colour comes from a function of the second.
[require]
GLSL >= 1.10

[vertex shader]
#version 110
attribute vec4 piglit_vertex;
varying vec4 col;
vec4 colour();
void main() { gl_Position = piglit_vertex; col = colour(); }

[vertex shader]
#version 110
vec4 colour() { return vec4(1.0, 0.5, 0.25, 1.0); }

[fragment shader]
#version 110
varying vec4 col;
void main() { gl_FragColor = col; }

[test]
draw rect -1 -1 2 2
probe all rgba 1.0 0.5 0.25 1.0
"""
write("link-two-vertex-sections.shader_test", t)

t = """# A link error is expected: `colour` is declared and called but no section
# defines it (every section compiles on its own).
[require]
GLSL >= 1.10

[vertex shader passthrough]

[fragment shader]
vec4 colour();
void main() { gl_FragColor = colour(); }

[fragment shader]
vec4 other() { return vec4(1.0); }

[test]
link error
"""
write("link-error-undefined-function.shader_test", t)

t = """# A link error is expected: `k` is a vec4 uniform in one section and a vec3
# uniform in the other.
[require]
GLSL >= 1.10

[vertex shader passthrough]

[fragment shader]
uniform vec4 k;
vec4 f();
void main() { gl_FragColor = k + f(); }

[fragment shader]
uniform vec3 k;
vec4 f() { return vec4(k, 1.0); }

[test]
link error
"""
write("link-error-conflicting-uniform.shader_test", t)

t = """# A link error is expected: both fragment sections define main.
[require]
GLSL >= 1.10

[vertex shader passthrough]

[fragment shader]
void main() { gl_FragColor = vec4(1.0); }

[fragment shader]
void main() { gl_FragColor = vec4(0.0); }

[test]
link error
"""
write("link-error-two-mains.shader_test", t)

t = """# A link error is expected: f (first section) and g (second) call each
# other; recursion is not allowed (GLSL 1.10 section 6.1).
[require]
GLSL >= 1.10

[vertex shader passthrough]

[fragment shader]
float g(float x);
float f(float x) { return x > 0.0 ? g(x - 1.0) : 0.0; }
void main() { gl_FragColor = vec4(f(2.0)); }

[fragment shader]
float f(float x);
float g(float x) { return f(x); }

[test]
link error
"""
write("link-error-recursion-across-sections.shader_test", t)

t = """# SIZE sets the window; relative probes scale with it.
[require]
GLSL >= 1.10
SIZE 64 32

[vertex shader passthrough]

[fragment shader]
void main() { gl_FragColor = vec4(gl_FragCoord.x < 32.0 ? 1.0 : 0.0, 0.0, 0.0, 1.0); }

[test]
draw rect -1 -1 2 2
relative probe rgb (0.25, 0.5) (1.0, 0.0, 0.0)
relative probe rgb (0.75, 0.5) (0.0, 0.0, 0.0)
probe rgb 63 31 0.0 0.0 0.0
"""
write("require-size.shader_test", t)

t = """# tolerance widens the probe comparison.
[require]
GLSL >= 1.10

[vertex shader passthrough]

[fragment shader]
void main() { gl_FragColor = vec4(0.5, 0.5, 0.5, 1.0); }

[test]
draw rect -1 -1 2 2
tolerance 0.1 0.1 0.1 0.1
probe all rgba 0.55 0.45 0.58 0.95
"""
write("tolerance.shader_test", t)

t = """# Requirements the simulator does not meet: SKIP.
[require]
GLSL >= 4.00

[vertex shader passthrough]

[fragment shader]
#version 400
out vec4 c;
void main() { c = vec4(1.0); }

[test]
draw rect -1 -1 2 2
probe all rgba 1.0 1.0 1.0 1.0
"""
write("skip-glsl-400.shader_test", t)

# ---- samplers ------------------------------------------------------------------
def tex_test(name, version, fs_body, cmds, probes, decl="uniform sampler2D s;"):
    attr = "in" if version >= 130 else "attribute"
    vo = "out" if version >= 130 else "varying"
    vi = "in" if version >= 130 else "varying"
    t = "# %s; the texture layouts are piglit's (rgbw quadrants, checkerboard, depth ramp).\n" % name
    t += "[require]\nGLSL >= %d.%02d\nSIZE 32 32\n\n" % (version // 100, version % 100)
    t += "[vertex shader]\n#version %d\n%s vec4 piglit_vertex;\n%s vec4 piglit_texcoord;\n%s vec2 tc;\n" % (version, attr, attr, vo)
    t += "void main() { gl_Position = piglit_vertex; tc = piglit_texcoord.xy; }\n\n"
    t += "[fragment shader]\n#version %d\n%s\n%s vec2 tc;\nvoid main() {\n%s\n}\n\n" % (version, decl, vi, fs_body)
    t += "[test]\n" + "\n".join(cmds) + "\ndraw rect tex -1 -1 2 2 0 0 1 1\n" + "\n".join(probes) + "\n"
    write("tex-%s.shader_test" % name, t)

rgbw_probes = ["relative probe rgba (0.25, 0.25) (1.0, 0.0, 0.0, 1.0)", "relative probe rgba (0.75, 0.25) (0.0, 1.0, 0.0, 1.0)",
               "relative probe rgba (0.25, 0.75) (0.0, 0.0, 1.0, 1.0)", "relative probe rgba (0.75, 0.75) (1.0, 1.0, 1.0, 1.0)"]
tex_test("rgbw-texture2D", 110, "  gl_FragColor = texture2D(s, tc);", ["texture rgbw 0 (8, 8)", "uniform int s 0"], rgbw_probes)
tex_test("rgbw-unit3", 110, "  gl_FragColor = texture2D(s, tc);", ["texture rgbw 3 (16, 16)", "uniform int s 3"], rgbw_probes)
tex_test("rgbw-texture130", 130, "  gl_FragColor = texture(s, tc);", ["texture rgbw 0 (8, 8)", "uniform int s 0"], rgbw_probes)
tex_test("rgbw-proj", 110, "  gl_FragColor = texture2DProj(s, vec3(tc * 2.0, 2.0));", ["texture rgbw 0 (8, 8)", "uniform int s 0"], rgbw_probes)
tex_test("rgbw-swizzled-coords", 110, "  gl_FragColor = texture2D(s, tc.yx);", ["texture rgbw 0 (8, 8)", "uniform int s 0"],
         ["relative probe rgba (0.25, 0.25) (1.0, 0.0, 0.0, 1.0)", "relative probe rgba (0.75, 0.25) (0.0, 0.0, 1.0, 1.0)",
          "relative probe rgba (0.25, 0.75) (0.0, 1.0, 0.0, 1.0)", "relative probe rgba (0.75, 0.75) (1.0, 1.0, 1.0, 1.0)"])
tex_test("checkerboard", 110, "  gl_FragColor = texture2D(s, tc);",
         ["texture checkerboard 0 0 (4, 4) (1.0, 0.0, 0.0, 1.0) (0.0, 0.0, 1.0, 1.0)", "uniform int s 0"],
         ["relative probe rgb (0.25, 0.25) (1.0, 0.0, 0.0)", "relative probe rgb (0.75, 0.25) (0.0, 0.0, 1.0)",
          "relative probe rgb (0.25, 0.75) (0.0, 0.0, 1.0)", "relative probe rgb (0.75, 0.75) (1.0, 0.0, 0.0)"])
tex_test("two-samplers", 110, "  gl_FragColor = texture2D(a, tc) * 0.5 + texture2D(b, tc) * 0.5;",
         ["texture rgbw 0 (8, 8)", "texture checkerboard 1 0 (8, 8) (0.0, 0.0, 0.0, 1.0) (1.0, 1.0, 1.0, 1.0)",
          "uniform int a 0", "uniform int b 1"],
         ["relative probe rgba (0.25, 0.25) (0.5, 0.0, 0.0, 1.0)", "relative probe rgba (0.75, 0.25) (0.5, 1.0, 0.5, 1.0)"],
         decl="uniform sampler2D a;\nuniform sampler2D b;")
tex_test("shadow2D", 110, "  gl_FragColor = shadow2D(s, vec3(tc, 0.5));", ["texture shadow2D 0 (16, 16)", "uniform int s 0"],
         # depth at texel i is i/15; the reference 0.5 passes piglit's GL_GREATER where depth < 0.5: texels 0-7.
         ["relative probe rgb (0.2, 0.5) (1.0, 1.0, 1.0)", "relative probe rgb (0.8, 0.5) (0.0, 0.0, 0.0)"],
         decl="uniform sampler2DShadow s;")
tex_test("texture-size", 130, "  ivec2 n = textureSize(s, 0);\n  gl_FragColor = vec4(vec2(n) / 32.0, 0.0, 1.0);",
         ["texture rgbw 0 (16, 8)", "uniform int s 0"], ["probe all rgba 0.5 0.25 0.0 1.0"])
tex_test("texel-fetch", 130, "  gl_FragColor = texelFetch(s, ivec2(tc * 8.0), 0);", ["texture rgbw 0 (8, 8)", "uniform int s 0"], rgbw_probes)
tex_test("sampler-in-vertex-coords", 110, "  vec4 t = texture2D(s, vec2(0.9, 0.1));\n  gl_FragColor = t;",
         ["texture rgbw 0 (8, 8)", "uniform int s 0"], ["probe all rgba 0.0 1.0 0.0 1.0"])

t = """# A texture read in the vertex shader.
[require]
GLSL >= 1.10

[vertex shader]
attribute vec4 piglit_vertex;
uniform sampler2D s;
varying vec4 c;
void main() { gl_Position = piglit_vertex; c = texture2DLod(s, vec2(0.75, 0.75), 0.0); }

[fragment shader]
varying vec4 c;
void main() { gl_FragColor = c; }

[test]
texture rgbw 0 (8, 8)
uniform int s 0
draw rect -1 -1 2 2
probe all rgba 1.0 1.0 1.0 1.0
"""
write("vs-texture2DLod.shader_test", t)

import corpus_clip  # clipping, user clip planes, vertex colour clamp
corpus_clip.add(write)

import corpus_textures  # texture state, mipmaps, filtering, comparison
corpus_textures.add(write)

import corpus_link  # link rules between objects and stages (GLSL 1.50)
corpus_link.add(write)

import corpus_frontend  # front-end rules piglit's execution tests met
corpus_frontend.add(write)

import corpus_sizes  # arrays sized by use, integer attributes, gl_PerVertex
corpus_sizes.add(write)

# ---- write ------------------------------------------------------------------------
for old in os.listdir(HERE):
    if old.endswith(".shader_test"):
        os.remove(os.path.join(HERE, old))
for name, text in sorted(files.items()):
    with open(os.path.join(HERE, name), "w") as f:
        f.write(text)
print(len(files), "files")
