// expect: compile -- GLSL ES 1.00 section 4.5.3: qualified arrays, structure members and return types need no default precision
#version 100
struct S { mediump float f; lowp vec2 g[2]; };
highp vec2 f() { return vec2(1.0); }
void main() {
    mediump vec2 a[2]; S x;
}
