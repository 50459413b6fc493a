// expect: fail -- GLSL 1.30 section 4.3.4: attributes cannot be structures
#version 130
struct S { vec4 a; };
attribute S g_s;
void main() {}
