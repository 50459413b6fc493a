// expect: fail -- GLSL ES 1.00 section 4.1.8: member names are unique within a structure
#version 100
precision mediump float;
struct S { float a; int a; };
void main() {}
