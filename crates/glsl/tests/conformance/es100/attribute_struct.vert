// expect: fail -- GLSL ES 1.00 section 4.3.3: attributes cannot be structures
#version 100
precision mediump float;
struct S { vec4 a; };
attribute S g_s;
void main() {}
