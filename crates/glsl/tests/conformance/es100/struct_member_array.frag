// expect: compile -- GLSL ES 1.00 section 4.1.8: members may be arrays
#version 100
precision mediump float;
struct S { float a[3]; };
void main() {}
