// expect: fail -- GLSL ES 1.00 section 4.1.7: samplers cannot be operands of arithmetic
#version 100
precision mediump float;
uniform sampler2D g_a;
uniform sampler2D g_b;
bool f() { return g_a == g_b; }
void main() {}
