"""Front-end rules that piglit's execution tests met: out arguments
converted on copy-out (GLSL 1.20 section 6.1)."""


def add(write):
    write("out-conversion-int-to-float.shader_test", """\
# GLSL 1.20 section 6.1: a float argument of an int `out` parameter receives
# the value converted. f gives n / 4 = 2 (int division of 9) and the ivec2
# (1, 3); the element index, 2, is taken before f sets k to 0. Colour:
# (2 / 4, 1 / 4, 3 / 4, 1) = (0.5, 0.25, 0.75, 1.0).
[require]
GLSL >= 1.20

[vertex shader passthrough]

[fragment shader]
#version 120
uniform int n;
void f(inout int k, out int q, out ivec2 pair) { q = n / 4; pair = ivec2(1, 3); k = 0; }
void main() {
    vec4 c = vec4(0.0, 0.0, 0.0, 1.0);
    int k = 2;
    vec2 p;
    f(k, c[k], p);
    gl_FragColor = vec4(c.z / 4.0, p / 4.0, c.w + float(k));
}

[test]
uniform int n 9
draw rect -1 -1 2 2
probe all rgba 0.5 0.25 0.75 1.0
""")
