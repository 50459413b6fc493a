// expect: fail -- GLSL ES 1.00 section 4.1.8: a structure name may be defined once per scope
#version 100
precision mediump float;
struct S { float a; };
struct S { int b; };
void main() {}
