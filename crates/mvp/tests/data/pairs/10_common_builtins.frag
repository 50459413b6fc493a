#version 330 core
in vec4 v1;
in vec4 v2;
in vec4 v3;
in vec4 v4;
out vec4 frag;
void main() {
    bvec4 n = isnan(v1 / v2);
    bvec4 i = isinf(v3 / vec4(0.0, 1.0, 0.0, 2.0));
    frag = v1 + v2 + v3 + v4 + vec4(n) + vec4(i) + vec4(floatBitsToInt(v1.x) & 255, floatBitsToUint(v2.y) >> 20u, 0, 0) + vec4(intBitsToFloat(0x3f800000), uintBitsToFloat(0x40000000u), 0.0, 0.0);
}
