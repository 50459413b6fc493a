// expect: fail -- GLSL 3.30 section 4.1.7: samplers cannot be assigned
#version 330 core
uniform sampler2D g_a;
uniform sampler2D g_b;
void f() { g_a = g_b; }
void main() {}
