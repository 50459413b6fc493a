// expect: fail -- GLSL 1.50 (compatibility) section 4.3.4: attributes cannot be structures
#version 150 compatibility
struct S { vec4 a; };
attribute S g_s;
void main() {}
