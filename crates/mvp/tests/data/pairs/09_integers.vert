#version 330 core
in vec4 aPos;
uniform int a;
uniform int b;
uniform uint ua;
uniform uint ub;
uniform ivec3 iv;
flat out ivec4 vI;
flat out uvec4 vU;
void main() {
    vI = ivec4(a / b, a % b, a << 3, (a >> 1) ^ b) + ivec4(iv.xy * 2, iv.z & 5, ~a | 1);
    vU = uvec4(ua / ub, ua % ub, ua >> 2u, ua * ub + 7u);
    gl_Position = aPos;
}
