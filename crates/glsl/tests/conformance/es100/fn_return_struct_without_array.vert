// expect: compile -- GLSL ES 1.00 section 6.1: a function can return a structure without arrays
#version 100
precision mediump float;
struct S_plain { float m; };
S_plain f_s() { return S_plain(1.0); }
void main() {}
