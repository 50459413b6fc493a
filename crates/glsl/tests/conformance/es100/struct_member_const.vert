// expect: fail -- GLSL ES 1.00 section 4.1.8: structure members cannot have qualifiers
#version 100
precision mediump float;
struct S { const float a; };
void main() {}
