#version 120
struct Inner { float a; vec2 b; };
struct Outer { Inner i; float c[2]; };
uniform Outer u;
varying vec4 v;
void main() {
    Outer o = u;
    o.i.b.y = 5.0;
    Inner tmp = Inner(1.0, vec2(2.0, 3.0));
    bool same = (tmp == Inner(1.0, vec2(2.0, 3.0)));
    bool diff = (o == u);
    v = vec4(o.i.a + o.c[1], o.i.b.y, same ? 1.0 : 0.0, diff ? 1.0 : 0.0);
    gl_Position = vec4(tmp.b, tmp.a, 1.0);
}
// run: {"uniforms": {"u": {"i": {"a": 1.5, "b": [0, 0]}, "c": [10, 20]}}, "expect": {"v": [21.5, 5, 1, 0], "gl_Position": [2, 3, 1, 1]}}
