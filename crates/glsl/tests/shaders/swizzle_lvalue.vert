#version 120
attribute vec4 a;
varying vec4 v;
void main() {
    vec4 t = a;
    t.xy = t.yx;
    t.zw *= 2.0;
    t.w = t.x + 10.0;
    vec3 u = t.bgr;
    u.yz = vec2(7.0, 8.0);
    v = vec4(u, t.w);
    gl_Position = t.wzyx;
}
// run: {"inputs": {"a": [1, 2, 3, 4]}, "expect": {"v": [6, 7, 8, 12], "gl_Position": [12, 6, 1, 2]}}
