// expect: fail -- GLSL 3.30 (compatibility) section 4.3.6: fragment outputs cannot be structures
#version 330 compatibility
struct S { vec4 a; };
out S g_s;
void main() {}
