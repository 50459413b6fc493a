// expect: fail -- GLSL ES 1.00 section 4.1.8: structure members cannot have initialisers
#version 100
precision mediump float;
struct S { float a = 1.0; };
void main() {}
