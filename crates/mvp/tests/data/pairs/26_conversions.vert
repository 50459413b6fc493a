#version 330 core
in vec4 aPos;
flat out ivec4 vI;
flat out uvec2 vU;
out vec4 vF;
void main() {
    vI = ivec4(aPos * 10.0);
    vU = uvec2(abs(aPos.xy) * 100.0);
    bvec4 b = bvec4(aPos);
    vF = vec4(b) + vec4(ivec4(aPos * 3.0)) + vec4(float(uint(5)), float(true), float(int(-2.7)), float(bool(0)));
    gl_Position = aPos;
}
