// expect: fail -- GLSL 1.30 section 4.3.6: fragment outputs cannot be structures
#version 130
struct S { vec4 a; };
out S g_s;
void main() {}
