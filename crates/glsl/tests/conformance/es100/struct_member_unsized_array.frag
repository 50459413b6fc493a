// expect: fail -- GLSL ES 1.00 section 4.1.8: members may not be unsized arrays
#version 100
precision mediump float;
struct S { float a[]; };
void main() {}
