// expect: fail -- GLSL ES 1.00 section 4.1.7: samplers cannot be assigned
#version 100
precision mediump float;
uniform sampler2D g_a;
uniform sampler2D g_b;
void f() { g_a = g_b; }
void main() {}
