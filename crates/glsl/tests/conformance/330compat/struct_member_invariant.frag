// expect: fail -- GLSL 3.30 (compatibility) section 4.1.8: structure members cannot be invariant
#version 330 compatibility
struct S { invariant vec4 a; };
void main() {}
