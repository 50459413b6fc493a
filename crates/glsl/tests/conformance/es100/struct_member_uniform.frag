// expect: fail -- GLSL ES 1.00 section 4.1.8: structure members cannot have storage qualifiers
#version 100
precision mediump float;
struct S { uniform float a; };
void main() {}
