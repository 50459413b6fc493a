#version 330 core
in vec4 v;
uniform int idx;
out vec4 frag;
void main() {
    vec4 c = v;
    c[idx] = 7.0;
    float s = c[(idx + 1) & 3];
    mat3 m = mat3(v.xyz, v.yzw, v.zwx);
    m[idx % 3][2] = s;
    frag = vec4(m[1], c[idx - 1]) + vec4(m[idx % 3].zyx, 0.0);
}
