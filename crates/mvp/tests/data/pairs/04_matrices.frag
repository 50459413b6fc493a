#version 330 core
in vec3 vA;
in vec3 vB;
uniform mat3x2 m32;
uniform mat4x2 m42;
out vec4 frag;
void main() {
    vec2 p = m32 * vA;
    vec2 q = m42 * vec4(vB, 1.0);
    mat2 m = mat2(p, q);
    m = m * 2.0 + mat2(1.0);
    m -= mat2(0.5);
    frag = vec4(m[0], m[1] / 3.0);
}
