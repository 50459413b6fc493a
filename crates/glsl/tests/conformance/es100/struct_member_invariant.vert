// expect: fail -- GLSL ES 1.00 section 4.1.8: structure members cannot be invariant
#version 100
precision mediump float;
struct S { invariant vec4 a; };
void main() {}
