// expect: fail -- GLSL 1.10 section 4.3.4: attributes cannot be structures
#version 110
struct S { vec4 a; };
attribute S g_s;
void main() {}
