#version 330 core
out vec4 o;
out ivec2 bits;
void main() {
    int i = floatBitsToInt(-2.0);
    uint u = floatBitsToUint(0.5);
    o = vec4(intBitsToFloat(i), uintBitsToFloat(u), uintBitsToFloat(0x40400000u), intBitsToFloat(0));
    bits = ivec2(i, int(u));
}
// run: {"expect": {"o": [-2, 0.5, 3, 0], "bits": [-1073741824, 1056964608]}}
