// expect: fail -- GLSL 3.30 (compatibility) section 4.3.4: attributes cannot be structures
#version 330 compatibility
struct S { vec4 a; };
attribute S g_s;
void main() {}
