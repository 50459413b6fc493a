// expect: fail -- GLSL ES 1.00 section 4.3.5: varyings cannot be structures
#version 100
precision mediump float;
struct S { vec4 a; };
varying S g_v;
void main() {}
