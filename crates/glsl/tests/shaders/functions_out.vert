#version 120
attribute vec4 a;
varying vec4 v;
void split(in vec4 x, out vec2 lo, inout float acc) {
    lo = x.xy;
    acc += x.z + x.w;
}
float twice(float f) { return 2.0 * f; }
vec2 twice(vec2 f) { return f + f; }
void main() {
    vec2 lo;
    float acc = 1.0;
    split(a, lo, acc);
    v = vec4(twice(lo), twice(acc), 0.0);
    gl_Position = a;
}
// run: {"inputs": {"a": [1, 2, 3, 4]}, "expect": {"v": [2, 4, 16, 0]}}
