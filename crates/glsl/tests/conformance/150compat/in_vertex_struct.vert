// expect: fail -- GLSL 1.50 (compatibility) section 4.3.4: vertex inputs cannot be structures
#version 150 compatibility
struct S { vec4 a; };
in S g_s;
void main() {}
