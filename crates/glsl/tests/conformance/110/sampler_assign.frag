// expect: fail -- GLSL 1.10 section 4.1.7: samplers cannot be assigned
#version 110
uniform sampler2D g_a;
uniform sampler2D g_b;
void f() { g_a = g_b; }
void main() {}
