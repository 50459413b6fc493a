// expect: fail -- GLSL 1.20 section 4.3.4: attributes cannot be structures
#version 120
struct S { vec4 a; };
attribute S g_s;
void main() {}
