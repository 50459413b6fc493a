#version 330 core
out uvec4 o;
out ivec4 p;
void main() {
    uint bits = floatBitsToUint(1.0);
    o = uvec4(bits >> 23, 7u % 3u, 1u << 4, (0xF0u | 0x0Fu) ^ 0xFFu);
    int x = 12;
    p = ivec4(x & 10, x | 3, ~x, -x >> 1);
}
// run: {"expect": {"o": [127, 1, 16, 0], "p": [8, 15, -13, -6]}}
