#version 120
attribute float idx;
varying vec4 v;
uniform float data[4];
void main() {
    float a[3] = float[3](1.0, 2.0, 3.0);
    float b[] = float[](4.0, 5.0, 6.0);
    float c[3];
    c = a;
    c[int(idx)] = 10.0;
    bool eq = (a == float[3](1.0, 2.0, 3.0));
    v = vec4(c[0] + c[1] + c[2], float(b.length()) + b[2], eq ? 1.0 : 0.0, data[int(idx) + 1]);
    gl_Position = vec4(0.0);
}
// run: {"inputs": {"idx": 1}, "uniforms": {"data": [0, 1, 2, 3]}, "expect": {"v": [14, 9, 1, 2]}}
