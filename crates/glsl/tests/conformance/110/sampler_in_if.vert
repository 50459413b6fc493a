// expect: fail -- GLSL 1.10 section 4.1.7: samplers cannot be operands of arithmetic
#version 110
uniform sampler2D g_a;
uniform sampler2D g_b;
bool f() { return g_a == g_b; }
void main() {}
