// expect: fail -- GLSL 3.30 section 4.1.7: samplers cannot be operands of arithmetic
#version 330 core
uniform sampler2D g_a;
uniform sampler2D g_b;
bool f() { return g_a == g_b; }
void main() {}
