#version 330 core
flat in ivec4 vI;
flat in uvec4 vU;
uniform int shift;
out vec4 frag;
void main() {
    ivec4 s = vI << shift;
    uvec4 t = vU >> uint(shift);
    frag = vec4(s) + vec4(t) + vec4(abs(vI)) + vec4(sign(vI)) + vec4(min(vI, ivec4(2))).xyzw + vec4(clamp(vU, 1u, 9u));
}
