// expect: fail -- GLSL 3.30 section 4.3.6: fragment outputs cannot be structures
#version 330 core
struct S { vec4 a; };
out S g_s;
void main() {}
