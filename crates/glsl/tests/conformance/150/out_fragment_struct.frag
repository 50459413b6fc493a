// expect: fail -- GLSL 1.50 section 4.3.6: fragment outputs cannot be structures
#version 150 core
struct S { vec4 a; };
out S g_s;
void main() {}
