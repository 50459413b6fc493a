"""Textures as GL holds them, for make_corpus.py: mipmap level selection
(explicit levels, gradients, the texture's bias, base and max level),
linear filtering within and between levels, wrap modes and the border,
8-bit storage, depth comparison with every compare function, depth modes,
1D, 3D and array targets, the red swizzle.

Expected colours follow from the GL specification's formulas worked out
here (GL 3.0 sections 3.9.7-3.9.14) and the images piglit's shader_runner
creates, never from the toolkit.
"""

import math

# piglit's miptree: 8x8, levels 0-3 solid red, green, blue, white.
WHEEL = [(1.0, 0.0, 0.0, 1.0), (0.0, 1.0, 0.0, 1.0), (0.0, 0.0, 1.0, 1.0), (1.0, 1.0, 1.0, 1.0)]


def rgba(c):
    return " ".join("%.4f" % x for x in c)


def mix(a, b, t):
    return tuple(x * (1 - t) + y * t for x, y in zip(a, b))


def level_nearest(lam, base=0, top=3):
    """*_MIPMAP_NEAREST level (GL 3.0 equation 3.26)."""
    if lam <= 0.5:
        return base
    if base + lam <= top + 0.5:
        return math.ceil(base + lam + 0.5) - 1
    return top


def level_linear(lam, base=0, top=3):
    """*_MIPMAP_LINEAR colour: levels d1, d1 + 1 mixed by frac(lambda)."""
    if base + lam >= top:
        return WHEEL[top]
    d1 = math.floor(base + lam)
    return mix(WHEEL[d1], WHEEL[d1 + 1], lam - math.floor(lam))


def header(doc, version, size=32):
    return "# %s\n[require]\nGLSL >= %d.%02d\nSIZE %d %d\n\n" % (doc, version // 100, version % 100, size, size)


def fs_file(doc, version, decls, body, cmds, size=32):
    """A passthrough vertex stage with `tc` from piglit_texcoord."""
    a, o, i = ("in", "out", "in") if version >= 130 else ("attribute", "varying", "varying")
    t = header(doc, version, size)
    t += "[vertex shader]\n#version %d\n%s vec4 piglit_vertex;\n%s vec4 piglit_texcoord;\n%s vec2 tc;\n" % (version, a, a, o)
    t += "void main() { gl_Position = piglit_vertex; tc = piglit_texcoord.xy; }\n\n"
    t += "[fragment shader]\n#version %d\n%s\n%s vec2 tc;\nvoid main() {\n%s\n}\n\n" % (version, decls, i, body)
    return t + "[test]\n" + "\n".join(cmds) + "\n"


def miptree_levels(stage):
    """textureLod (either stage) and textureGrad (fragment) over piglit's
    miptree with nearest and linear filtering between levels; one 4x4
    square per level of detail, probed at its centre."""
    # No level of detail at a tie (x.5), where implementations round either way.
    lods = [0.0, 1.0, 2.0, 3.0, 0.4, 0.6, 1.4, 2.7, 5.0, -1.0]
    if stage == "vs":
        vs = ("#version 130\nuniform sampler2D tex;\nuniform float lod;\nout vec4 c;\n"
              "void main() { gl_Position = gl_ModelViewProjectionMatrix * gl_Vertex; c = textureLod(tex, vec2(0.5), lod); }\n")
        fs = "#version 130\nin vec4 c;\nvoid main() { gl_FragColor = c; }\n"
        what = "textureLod in the vertex stage"
    else:
        vs = "#version 130\nvoid main() { gl_Position = gl_ModelViewProjectionMatrix * gl_Vertex; }\n"
        fs = ("#version 130\nuniform sampler2D tex;\nuniform float lod;\n"
              "void main() {\n  float d = exp2(lod) / 8.0;\n"
              "  gl_FragColor = textureGrad(tex, vec2(0.5), vec2(d, 0.0), vec2(0.0, d * 0.5));\n}\n")
        what = "textureGrad (rho = 2^lod texels per pixel)"
    t = header("piglit's miptree through %s: nearest then linear filtering between levels" % what, 130, 64)
    t += "[vertex shader]\n" + vs + "\n[fragment shader]\n" + fs + "\n[test]\northo\nuniform int tex 0\ntexture miptree 0\n"
    probes = []
    for row, mip in enumerate(["nearest_mipmap_nearest", "nearest_mipmap_linear"]):
        t += "texparameter 2D min %s\n" % mip
        if row == 1 and stage == "fs":
            # llvmpipe's approximate log2 of the gradients lands within
            # 0.04 of the exact mix (piglit's own gradient test allows 0.05).
            probes.append("tolerance 0.05 0.05 0.05 0.05")
        for k, lod in enumerate(lods):
            x, y = 2 + 6 * k, 4 + 8 * row
            lam = lod  # textureGrad: rho is 2^lod texels per pixel
            if lam <= 0:
                want = WHEEL[0]  # magnification: the base level, nearest
            elif mip.endswith("nearest"):
                want = WHEEL[level_nearest(lam)]
            else:
                want = level_linear(lam)
            t += "uniform float lod %r\ndraw rect %d %d 4 4\n" % (lod, x, y)
            probes.append("probe rgb %d %d %s" % (x + 2, y + 2, rgba(want[:3])))
    return t + "\n".join(probes) + "\n"


def level_state():
    """The texture's own bias, base level and max level."""
    t = header("lod_bias, base_level and max_level on piglit's miptree (textureLod in the vertex stage)", 130, 64)
    t += ("[vertex shader]\n#version 130\nuniform sampler2D tex;\nuniform float lod;\nout vec4 c;\n"
          "void main() { gl_Position = gl_ModelViewProjectionMatrix * gl_Vertex; c = textureLod(tex, vec2(0.5), lod); }\n\n"
          "[fragment shader]\n#version 130\nin vec4 c;\nvoid main() { gl_FragColor = c; }\n\n[test]\northo\nuniform int tex 0\n")
    probes = []
    cases = [
        # (parameters, lod, level), nearest_mipmap_nearest throughout
        (["lod_bias 1.0"], 0.0, 1),
        (["lod_bias 1.0"], 1.0, 2),
        (["lod_bias 1.0"], 2.6, 3),
        (["lod_bias -1.0"], 1.0, 0),
        (["base_level 1"], 0.0, 1),
        (["base_level 1"], 1.0, 2),
        (["base_level 1"], 9.0, 3),
        (["max_level 1"], 3.0, 1),
        (["base_level 2", "max_level 2"], 0.0, 2),
    ]
    for k, (params, lod, level) in enumerate(cases):
        x = 2 + 6 * k
        t += "texture miptree 0\n" + "".join("texparameter 2D %s\n" % p for p in params)
        t += "uniform float lod %r\ndraw rect %d 4 4 4\n" % (lod, x)
        probes.append("probe rgb %d 6 %s" % (x + 2, rgba(WHEEL[level][:3])))
    return t + "\n".join(probes) + "\n"


def linear_2x2():
    """Linear filtering of a 2x2 rgbw image: texel centres, the middle of
    an edge and the centre, clamp to edge."""
    cols = {(0, 0): (1, 0, 0, 1), (1, 0): (0, 1, 0, 1), (0, 1): (0, 0, 1, 1), (1, 1): (1, 1, 1, 1)}

    def sample(s, t):
        u, v = s * 2 - 0.5, t * 2 - 0.5
        i0, j0 = math.floor(u), math.floor(v)
        a, b = u - i0, v - j0
        out = [0.0] * 4
        for di, wi in ((0, 1 - a), (1, a)):
            for dj, wj in ((0, 1 - b), (1, b)):
                c = cols[(min(max(i0 + di, 0), 1), min(max(j0 + dj, 0), 1))]
                out = [o + wi * wj * x for o, x in zip(out, c)]
        return out

    points = [(0.25, 0.25), (0.5, 0.25), (0.25, 0.5), (0.5, 0.5), (0.375, 0.625), (0.9, 0.1)]
    cmds = ["texture rgbw 0 (2, 2)", "texparameter 2D min linear", "texparameter 2D mag linear", "uniform int s 0"]
    probes = []
    for k, (s, tt) in enumerate(points):
        cmds += ["uniform vec2 at %r %r" % (s, tt), "draw rect %r -1 0.25 2" % (-1 + 0.25 * k)]
        probes.append("probe rgba %d 16 %s" % (4 * k + 2, rgba(sample(s, tt))))
    body = "  gl_FragColor = texture2D(s, at);"
    return fs_file("linear filtering of a 2x2 rgbw image", 110, "uniform sampler2D s;\nuniform vec2 at;", body, cmds + probes)


def wraps():
    """Nearest sampling of an 8x8 rgbw image (quadrants of 4x4 texels) at
    s, t in [-1, 2] with the wrap modes shader_runner names (clamp to edge,
    repeat, clamp to a border colour), and piglit's checkerboard with its
    red border."""
    def quadrant(i, j):
        return {(0, 0): (1, 0, 0, 1), (1, 0): (0, 1, 0, 1), (0, 1): (0, 0, 1, 1), (1, 1): (1, 1, 1, 1)}[(i // 4, j // 4)]

    def wrap(i, mode, n=8):
        if mode == "repeat":
            return i % n
        if mode == "clamp_to_edge":
            return min(max(i, 0), n - 1)
        return i if 0 <= i < n else None

    out = {}
    border = (0.5, 0.25, 0.75, 1.0)
    for ws, wt in [("clamp_to_edge", "clamp_to_edge"), ("repeat", "clamp_to_edge"), ("clamp_to_border", "repeat")]:
        cmds = ["texture rgbw 0 (8, 8)", "texparameter 2D wrap_s %s" % ws, "texparameter 2D wrap_t %s" % wt,
                "texparameter 2D border_color %s" % " ".join(map(str, border)),
                "uniform int s 0", "draw rect tex -1 -1 2 2 -1 -1 3 3"]
        probes = []
        # 48x48 window, texture coordinate -1 + 3 * (p + 0.5) / 48 at pixel p.
        for px in range(1, 48, 6):
            for py in range(3, 48, 10):
                s, t = -1 + 3 * (px + 0.5) / 48, -1 + 3 * (py + 0.5) / 48
                i, j = wrap(math.floor(s * 8), ws), wrap(math.floor(t * 8), wt)
                c = border if i is None or j is None else quadrant(i, j)
                probes.append("probe rgba %d %d %s" % (px, py, rgba(c)))
        name = "tex-wrap-%s-%s.shader_test" % (ws.replace("_", "-"), wt.replace("_", "-"))
        out[name] = fs_file("wrap_s %s, wrap_t %s, nearest" % (ws, wt), 110, "uniform sampler2D s;",
                            "  gl_FragColor = texture2D(s, tc);", cmds + probes, 48)
    # The checkerboard clamps to a red border: red outside [0, 1].
    cmds = ["texture checkerboard 0 0 (4, 4) (0.0, 0.0, 1.0, 1.0) (0.0, 1.0, 0.0, 1.0)", "uniform int s 0",
            "draw rect tex -1 -1 2 2 -1 -1 3 3"]
    probes = []
    for px in range(1, 48, 6):
        for py in range(3, 48, 10):
            s, t = -1 + 3 * (px + 0.5) / 48, -1 + 3 * (py + 0.5) / 48
            i, j = math.floor(s * 4), math.floor(t * 4)
            if 0 <= i < 4 and 0 <= j < 4:
                c = (0, 0, 1, 1) if (i // 2 + j // 2) % 2 == 0 else (0, 1, 0, 1)
            else:
                c = (1, 0, 0, 1)
            probes.append("probe rgba %d %d %s" % (px, py, rgba(c)))
    out["tex-wrap-checkerboard-border.shader_test"] = fs_file(
        "piglit's checkerboard clamps to a red border", 110, "uniform sampler2D s;",
        "  gl_FragColor = texture2D(s, tc);", cmds + probes, 48)
    return out


def rgba8():
    """An image uploaded as GL_RGBA is stored with 8 bits: 0.01 reads back
    as 3/255, so 255 * r - 2 is 1 (0.55 if kept as a float)."""
    cmds = ["texture checkerboard 0 0 (8, 8) (0.01, 0.2, 0.0, 1.0) (0.01, 0.2, 0.0, 1.0)", "uniform int s 0",
            "draw rect tex -1 -1 2 2 0 0 1 1", "tolerance 0.004 0.004 0.004 0.004",
            # 0.2 is stored as 51/255: 255 * g - 50.5 = 0.5.
            "probe all rgba 1.0 0.5 0.0 1.0"]
    body = "  vec4 t = texture2D(s, tc);\n  gl_FragColor = vec4(t.r * 255.0 - 2.0, t.g * 255.0 - 50.5, t.b, t.a);"
    return fs_file("8-bit texture storage", 110, "uniform sampler2D s;", body, cmds)


FUNCS = {
    "never": lambda r, d: False, "less": lambda r, d: r < d, "equal": lambda r, d: r == d,
    "lequal": lambda r, d: r <= d, "greater": lambda r, d: r > d, "notequal": lambda r, d: r != d,
    "gequal": lambda r, d: r >= d, "always": lambda r, d: True,
}


def compare(func):
    """texture(sampler2DShadow) on piglit's depth ramp of 2 texels (depth
    0 on the left half, 1 on the right) with the references 0, 0.5, 1 in
    three bands: below, equal to and above each depth."""
    cmds = ["texture shadow2D 0 (2, 2)", "texparameter 2D compare_func %s" % func, "uniform int s 0"]
    probes = []
    for k, ref in enumerate([0.0, 0.5, 1.0]):
        cmds += ["uniform float ref %r" % ref, "draw rect tex -1 %r 2 0.5 0 0 1 1" % (-1 + 0.5 * k)]
        for x, depth in [(4, 0.0), (28, 1.0)]:
            v = 1.0 if FUNCS[func](ref, depth) else 0.0
            probes.append("probe rgba %d %d %s" % (x, 8 * k + 4, rgba((v, 0.25, 0.0, 1.0))))
    body = "  gl_FragColor = vec4(texture(s, vec3(tc, ref)), 0.25, 0.0, 1.0);"
    return fs_file("compare_func %s" % func, 130, "uniform sampler2DShadow s;\nuniform float ref;", body, cmds + probes)


def depth_modes():
    """A comparison through each depth mode: GLSL 1.30's float shadow
    lookup carries the comparison in every mode (GL_ALPHA included)."""
    out = {}
    for mode in ["luminance", "intensity", "alpha", "red"]:
        cmds = ["texture shadow2D 0 (8, 8)", "texparameter 2D depth_mode %s" % mode, "uniform int s 0",
                "draw rect tex -1 -1 2 2 0 0 1 1"]
        # piglit's GL_GREATER: 0.5 > i / 7 for texels i <= 3.
        probes = ["probe rgba %d 16 %s" % (4 * i + 2, rgba((1.0 if 0.5 > i / 7 else 0.0, 0.0, 0.0, 1.0)))
                  for i in range(8)]
        out["tex-depth-mode-%s.shader_test" % mode] = fs_file(
            "texture(sampler2DShadow) with depth_mode %s" % mode, 130, "uniform sampler2DShadow s;",
            "  gl_FragColor = vec4(texture(s, vec3(tc, 0.5)), 0.0, 0.0, 1.0);", cmds + probes)
    return out


def targets():
    out = {}
    # 1D: 4 texels red, green, blue, white.
    probes = ["probe rgba %d 4 %s" % (8 * i + 4, rgba(WHEEL[i])) for i in range(4)]
    out["tex-rgbw-1D.shader_test"] = fs_file(
        "piglit's 1D rgbw texture", 110, "uniform sampler1D s;", "  gl_FragColor = texture1D(s, tc.x);",
        ["texture rgbw 1D 0", "uniform int s 0", "draw rect tex -1 -1 2 2 0 0 1 1"] + probes)
    # 3D: 2x2x2, x fastest: r g b w, then yellow magenta cyan black.
    cube = [(1, 0, 0, 1), (0, 1, 0, 1), (0, 0, 1, 1), (1, 1, 1, 1), (1, 1, 0, 1), (1, 0, 1, 1), (0, 1, 1, 1), (0, 0, 0, 1)]
    cmds = ["texture rgbw 3D 0", "uniform int s 0"]
    probes = []
    for z in range(2):
        cmds += ["uniform float r %r" % (0.25 + 0.5 * z), "draw rect tex -1 %r 2 1 0 0 1 1" % (-1.0 + z)]
        for x in range(2):
            for y in range(2):
                # The band of height 16 samples t over [0, 1] again.
                probes.append("probe rgba %d %d %s" % (8 + 16 * x, 16 * z + 4 + 8 * y, rgba(cube[z * 4 + y * 2 + x])))
    out["tex-rgbw-3D.shader_test"] = fs_file(
        "piglit's 3D rgbw texture", 110, "uniform sampler3D s;\nuniform float r;",
        "  gl_FragColor = texture3D(s, vec3(tc, r));", cmds + probes)
    # 2D array: layer k is red, green, blue, white, red...
    cmds = ["texture rgbw 2DArray 0 (4, 4, 6)", "uniform int s 0"]
    probes = []
    for k, layer in enumerate([0.0, 1.4, 1.6, 3.0, 4.2, 9.0, -3.0]):
        cmds += ["uniform float layer %r" % layer, "draw rect %r -1 0.25 2" % (-1 + 0.25 * k)]
        want = WHEEL[min(max(math.floor(layer + 0.5), 0), 5) % 4]
        probes.append("probe rgba %d 16 %s" % (4 * k + 2, rgba(want)))
    out["tex-rgbw-2DArray.shader_test"] = fs_file(
        "piglit's 2D array texture: the layer is rounded and clamped", 130, "uniform sampler2DArray s;\nuniform float layer;",
        "  gl_FragColor = texture(s, vec3(tc, layer));", cmds + probes)
    # swizzle_r: red reads the blue channel.
    out["tex-swizzle-r.shader_test"] = fs_file(
        "texparameter swizzle_r", 110, "uniform sampler2D s;", "  gl_FragColor = texture2D(s, tc);",
        ["texture rgbw 0 (8, 8)", "texparameter 2D swizzle_r blue", "uniform int s 0", "draw rect tex -1 -1 2 2 0 0 1 1",
         "relative probe rgba (0.25, 0.25) (0.0, 0.0, 0.0, 1.0)", "relative probe rgba (0.25, 0.75) (1.0, 0.0, 1.0, 1.0)",
         "relative probe rgba (0.75, 0.75) (1.0, 1.0, 1.0, 1.0)"])
    return out


def add(write):
    write("tex-miptree-lod-vs.shader_test", miptree_levels("vs"))
    write("tex-miptree-grad-fs.shader_test", miptree_levels("fs"))
    write("tex-level-state.shader_test", level_state())
    write("tex-linear-2x2.shader_test", linear_2x2())
    write("tex-rgba8-storage.shader_test", rgba8())
    for f in FUNCS:
        write("tex-compare-%s.shader_test" % f, compare(f))
    for group in (wraps(), depth_modes(), targets()):
        for name, text in group.items():
            write(name, text)
