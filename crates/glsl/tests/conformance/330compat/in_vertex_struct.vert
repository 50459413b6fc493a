// expect: fail -- GLSL 3.30 (compatibility) section 4.3.4: vertex inputs cannot be structures
#version 330 compatibility
struct S { vec4 a; };
in S g_s;
void main() {}
