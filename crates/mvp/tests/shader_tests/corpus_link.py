"""Link rules between shader objects and stages (GLSL 1.50): gl_FragCoord
redeclarations (section 4.3.8.1), uniform and in/out blocks matched by
block name (section 4.3.7), 1.40 objects with 1.50 ones (section 3.3)."""


def add(write):
    write("link-error-frag-coord-layouts.shader_test", """\
# A link error is expected: the two fragment sections redeclare
# gl_FragCoord with different layout qualifiers (GLSL 1.50 section 4.3.8.1).
[require]
GLSL >= 1.50

[vertex shader passthrough]

[fragment shader]
layout(pixel_center_integer) in vec4 gl_FragCoord;
out vec4 c;
float depth();
void main() { c = vec4(fract(gl_FragCoord.xy), depth(), 1.0); }

[fragment shader]
in vec4 gl_FragCoord;
float depth() { return gl_FragCoord.z; }

[test]
link error
""")

    write("link-error-frag-coord-not-redeclared.shader_test", """\
# A link error is expected: the first fragment section redeclares
# gl_FragCoord, the second uses it without redeclaring it (GLSL 1.50
# section 4.3.8.1).
[require]
GLSL >= 1.50

[vertex shader passthrough]

[fragment shader]
layout(origin_upper_left) in vec4 gl_FragCoord;
out vec4 c;
float depth();
void main() { c = vec4(0.0, 0.0, depth(), 1.0); }

[fragment shader]
float depth() { return gl_FragCoord.z; }

[test]
link error
""")

    write("link-frag-coord-same-layouts.shader_test", """\
# Both fragment sections redeclare gl_FragCoord alike (GLSL 1.50 section
# 4.3.8.1); the program links. The passthrough quad is at depth 0, so
# gl_FragCoord.z is 0.5 (depth range 0..1).
[require]
GLSL >= 1.50

[vertex shader passthrough]

[fragment shader]
layout(pixel_center_integer) in vec4 gl_FragCoord;
out vec4 c;
float depth();
void main() { c = vec4(0.0, 1.0, depth(), 1.0); }

[fragment shader]
layout(pixel_center_integer) in vec4 gl_FragCoord;
float depth() { return gl_FragCoord.z; }

[test]
draw rect -1 -1 2 2
probe all rgba 0.0 1.0 0.5 1.0
""")

    write("link-error-uniform-block-members.shader_test", """\
# A link error is expected: the uniform block Light has a vec4 member in
# the vertex section and a vec3 one in the fragment section (GLSL 1.50
# section 4.3.7); the instance names do not matter.
[require]
GLSL >= 1.50

[vertex shader]
in vec4 piglit_vertex;
uniform Light { vec4 tint; } lv;
void main() { gl_Position = piglit_vertex + 0.0 * lv.tint; }

[fragment shader]
uniform Light { vec3 tint; } lf;
out vec4 c;
void main() { c = vec4(lf.tint, 1.0); }

[test]
link error
""")

    write("link-error-uniform-block-matrix-order.shader_test", """\
# A link error is expected: the uniform block M holds a row_major matrix in
# the vertex section and a column_major one in the fragment section (GLSL
# 1.50 section 4.3.7, "the same member-wise layout qualification").
[require]
GLSL >= 1.50

[vertex shader]
in vec4 piglit_vertex;
layout(row_major) uniform M { mat2 m; };
void main() { gl_Position = piglit_vertex + vec4(0.0 * m[0], 0.0, 0.0); }

[fragment shader]
uniform M { mat2 m; };
out vec4 c;
void main() { c = vec4(m[1], 0.0, 1.0); }

[test]
link error
""")

    write("link-error-in-block-order.shader_test", """\
# A link error is expected: the fragment section's input block Data lists
# its members in another order than the vertex section's output block
# (GLSL 1.50 section 4.3.7).
[require]
GLSL >= 1.50

[vertex shader]
in vec4 piglit_vertex;
out Data { vec4 a; vec4 b; } d;
void main() { gl_Position = piglit_vertex; d.a = vec4(1.0); d.b = vec4(0.0); }

[fragment shader]
in Data { vec4 b; vec4 a; } d;
out vec4 c;
void main() { c = d.a - d.b; }

[test]
link error
""")

    write("link-error-out-block-array-in-one-object.shader_test", """\
# A link error is expected: two vertex sections declare the output block
# Data, one without instance name and one as an array of 2 (GLSL 1.50
# section 4.3.7: the array sizes of a block's declarations match).
[require]
GLSL >= 1.50

[vertex shader]
out Data { vec4 a; };
void set() { a = vec4(1.0); }

[vertex shader]
in vec4 piglit_vertex;
out Data { vec4 a; } d[2];
void set();
void main() { set(); d[1].a = vec4(0.5); gl_Position = piglit_vertex; }

[fragment shader]
out vec4 c;
void main() { c = vec4(1.0); }

[test]
link error
""")

    write("block-instance-names.shader_test", """\
# The vertex section writes the block Data through the instance vd, the
# fragment section reads it through fd: stages match blocks by block name
# (GLSL 1.50 section 4.3.7). The colour goes through the block doubled and
# comes back halved: (0.25, 0.5, 0.75, 1.0).
[require]
GLSL >= 1.50

[vertex shader]
in vec4 piglit_vertex;
uniform vec4 color;
out Data { vec4 twice; flat int n; } vd;
void main() {
    gl_Position = piglit_vertex;
    vd.twice = color * 2.0;
    vd.n = 2;
}

[fragment shader]
in Data { vec4 twice; flat int n; } fd;
out vec4 c;
void main() { c = fd.twice / float(fd.n); }

[test]
uniform vec4 color 0.25 0.5 0.75 1.0
draw rect -1 -1 2 2
probe all rgba 0.25 0.5 0.75 1.0
""")

    write("link-glsl-140-with-150.shader_test", """\
# A GLSL 1.40 vertex section links with a GLSL 1.50 fragment section
# (GLSL 1.50 section 3.3); the fragment section adds its 1.40 helper's
# 0.25 to the vertex colour 0.5: (0.75, 0.75, 0.75, 0.75).
[require]
GLSL >= 1.50

[vertex shader]
#version 140
in vec4 piglit_vertex;
out vec4 v;
void main() { gl_Position = piglit_vertex; v = vec4(0.5); }

[fragment shader]
#version 150
in vec4 v;
out vec4 c;
vec4 quarter();
void main() { c = v + quarter(); }

[fragment shader]
#version 140
vec4 quarter() { return vec4(0.25); }

[test]
draw rect -1 -1 2 2
probe all rgba 0.75 0.75 0.75 0.75
""")
