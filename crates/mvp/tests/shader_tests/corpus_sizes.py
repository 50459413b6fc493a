"""Arrays sized by use or by redeclaration (GLSL 1.20 section 4.1.9),
within an object and over the objects of a stage; integer attributes of
GLSL 1.30 (the loader copies their bits); gl_PerVertex redeclarations
(GLSL 1.50 section 7.1); arrays in in/out blocks sized by use; uniform
block members named as GL names them."""


def add(write):
    write("array-local-sized-by-index.shader_test", """\
# A local array declared without a size takes its largest constant index
# + 1 (here 3 elements); a second local is redeclared with an initialiser.
# Colour: (a[2], b[1], a[0] + b[0], 1) = (0.25, 0.5, 0.75, 1).
[require]
GLSL >= 1.20

[vertex shader passthrough]

[fragment shader]
#version 120
void main() {
    float a[];
    a[0] = 0.5;
    a[2] = 0.25;
    float b[];
    float b[] = float[](0.25, 0.5);
    gl_FragColor = vec4(a[2], b[1], a[0] + b[0], 1.0);
}

[test]
draw rect -1 -1 2 2
probe all rgba 0.25 0.5 0.75 1.0
""")

    write("array-global-sized-across-sections.shader_test", """\
# A global array declared without a size in two fragment sections: the
# second indexes it up to 4, so both see 5 elements. Colour: (v[4], v[1],
# 0, 1) after set() stores 0.75 and 0.25.
[require]
GLSL >= 1.10

[vertex shader passthrough]

[fragment shader]
float v[];
void set() { v[4] = 0.75; v[1] = 0.25; }

[fragment shader]
float v[];
void set();
void main() { set(); gl_FragColor = vec4(v[4], v[1], 0.0, 1.0); }

[test]
draw rect -1 -1 2 2
probe all rgba 0.75 0.25 0.0 1.0
""")

    write("link-error-array-index-past-declared-size.shader_test", """\
# A link error is expected: one vertex section declares c with 2 elements,
# the other declares it without a size and indexes element 2.
[require]
GLSL >= 1.20

[vertex shader]
varying vec4 c[2];
void other() { c[0] = vec4(1.0); }

[vertex shader]
varying vec4 c[];
void other();
void main() { other(); c[2] = vec4(0.0); gl_Position = gl_Vertex; }

[fragment shader]
void main() { gl_FragColor = vec4(1.0); }

[test]
link error
""")

    write("vs-attrib-integer-bits.shader_test", """\
# GLSL 1.30 integer attributes: values past 2^24 (which a float would
# round) arrive exactly, and the components a column leaves out are
# (0, 0, 0, 1) as integers. Green where both hold.
[require]
GLSL >= 1.30

[vertex shader]
#version 130
attribute vec4 piglit_vertex;
attribute ivec4 big;
attribute uvec2 u;
void main() {
    gl_Position = piglit_vertex;
    bool ok = big == ivec4(16777217, 0, 0, 1) && u == uvec2(4294967295u, 0u);
    gl_FrontColor = ok ? vec4(0.0, 1.0, 0.0, 1.0) : vec4(1.0, 0.0, 0.0, 1.0);
}

[fragment shader]
#version 130
void main() { gl_FragColor = gl_Color; }

[vertex data]
piglit_vertex/float/2 big/int/1 u/uint/1
-1.0 -1.0 16777217 0xffffffff
 1.0 -1.0 16777217 0xffffffff
 1.0  1.0 16777217 0xffffffff
-1.0  1.0 16777217 0xffffffff

[test]
draw arrays GL_TRIANGLE_FAN 0 4
probe all rgba 0.0 1.0 0.0 1.0
""")

    write("link-error-per-vertex-redeclared-differently.shader_test", """\
# A link error is expected: the vertex sections redeclare gl_PerVertex
# with different members (GLSL 1.50 section 7.1).
[require]
GLSL >= 1.50

[vertex shader]
#version 150
in vec4 piglit_vertex;
out gl_PerVertex { vec4 gl_Position; };
void size();
void main() { gl_Position = piglit_vertex; size(); }

[vertex shader]
#version 150
out gl_PerVertex { vec4 gl_Position; float gl_PointSize; };
void size() { gl_PointSize = 2.0; }

[fragment shader]
#version 150
out vec4 c;
void main() { c = vec4(1.0); }

[test]
link error
""")

    write("per-vertex-redeclared.shader_test", """\
# gl_PerVertex redeclared with gl_Position alone; a second vertex section
# that names no member of the block needs no redeclaration.
[require]
GLSL >= 1.50

[vertex shader]
#version 150
in vec4 piglit_vertex;
out gl_PerVertex { vec4 gl_Position; };
vec4 shift(vec4 p);
void main() { gl_Position = shift(piglit_vertex); }

[vertex shader]
#version 150
vec4 shift(vec4 p) { return p; }

[fragment shader]
#version 150
out vec4 c;
void main() { c = vec4(0.0, 0.5, 1.0, 1.0); }

[test]
draw rect -1 -1 2 2
probe all rgba 0.0 0.5 1.0 1.0
""")

    write("uniform-block-member-by-block-name.shader_test", """\
# A member of a uniform block may repeat `uniform` (GLSL 1.50 section
# 4.3.7); GL names it by the block name, not the instance name.
[require]
GLSL >= 1.50

[vertex shader passthrough]

[fragment shader]
#version 150
uniform colours { uniform vec4 tint; layout(row_major) mat2 m; } u;
out vec4 c;
void main() { c = u.tint; }

[test]
uniform vec4 colours.tint 0.25 0.5 0.75 1.0
draw rect -1 -1 2 2
probe all rgba 0.25 0.5 0.75 1.0
""")

    write("block-member-arrays-sized-by-index.shader_test", """\
# Arrays without a size in an out/in block: with an instance name (w) and
# without one (t), each stage sizes them by its largest index (3 and 2
# elements), and the stages agree. Colour: (w.v[2], t[1], w.v[0] + t[0], 1).
[require]
GLSL >= 1.50

[vertex shader]
#version 150
in vec4 piglit_vertex;
out named { float v[]; } w;
out loose { float t[]; };
void main() {
    gl_Position = piglit_vertex;
    w.v[0] = 0.5; w.v[1] = 0.0; w.v[2] = 0.25;
    t[0] = 0.25; t[1] = 0.5;
}

[fragment shader]
#version 150
in named { float v[]; } w;
in loose { float t[]; };
out vec4 c;
void main() { c = vec4(w.v[2], t[1], w.v[0] + t[0], 1.0); }

[test]
draw rect -1 -1 2 2
probe all rgba 0.25 0.5 0.75 1.0
""")

    write("link-error-block-member-array-sizes-differ.shader_test", """\
# A link error is expected: the vertex stage sizes the block's array by
# index 1 (2 elements), the fragment stage by index 3 (4 elements).
[require]
GLSL >= 1.50

[vertex shader]
#version 150
in vec4 piglit_vertex;
out named { float v[]; } w;
void main() { gl_Position = piglit_vertex; w.v[1] = 1.0; }

[fragment shader]
#version 150
in named { float v[]; } w;
out vec4 c;
void main() { c = vec4(w.v[3]); }

[test]
link error
""")
