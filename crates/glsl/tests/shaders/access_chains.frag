#version 330
// Access steps on places and values: a constant index into a swizzle picks one
// component, a swizzle of a swizzle composes, a dynamic index reads the vector.
// run: {"uniforms": {"u": [1.0, 2.0, 3.0, 4.0], "k": 2}, "expect": {"o": [31.0, 1.0, 5.0, 9.0]}}
uniform vec4 u;
uniform int k;
out vec4 o;
void main() {
    vec4 v = u;
    float a = v.zx[1];
    float b = v.wzyx.yx[0];
    float c = v.zyx[k];
    vec2 d = (v + 1.0).yx.yx;
    v.zx[1] = 9.0;
    o = vec4(a + 10.0 * b, c, d.x + d.y, v.x);
}
