// expect: fail -- GLSL 1.50 (compatibility) section 4.1.8: structure members cannot be invariant
#version 150 compatibility
struct S { invariant vec4 a; };
void main() {}
