// expect: fail -- GLSL 1.30 section 4.3.4: vertex inputs cannot be structures
#version 130
struct S { vec4 a; };
in S g_s;
void main() {}
