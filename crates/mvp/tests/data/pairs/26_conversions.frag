#version 330 core
flat in ivec4 vI;
flat in uvec2 vU;
in vec4 vF;
out vec4 frag;
void main() {
    uvec4 u = uvec4(vI);
    ivec2 i = ivec2(vU);
    frag = vec4(u) * 0.001 + vec4(i, bvec2(vI.xy)) + vF + vec4(float(vI.x) / 7.0);
}
