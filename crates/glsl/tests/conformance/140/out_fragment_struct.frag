// expect: fail -- GLSL 1.40 section 4.3.6: fragment outputs cannot be structures
#version 140
struct S { vec4 a; };
out S g_s;
void main() {}
