#version 130
out vec4 o;
out ivec4 p;
void main() {
    vec4 a = vec4(1.0, 2.0, 3.0, 4.0);
    a += 1.0;
    a -= vec4(0.5);
    a *= 2.0;
    a /= vec4(1.0, 2.0, 3.0, 4.0);
    vec2 r = vec2(1.0, 2.0);
    r *= mat2(0.0, 1.0, 1.0, 0.0);
    o = vec4(a.xy, r);
    int i = 17;
    i %= 5;
    int s = 1;
    s <<= 3;
    s >>= 1;
    int m = 12;
    m &= 10;
    m |= 1;
    m ^= 3;
    p = ivec4(i, s, m, 0);
}
// run: {"expect": {"o": [3, 2.5, 2, 1], "p": [2, 4, 10, 0]}}
