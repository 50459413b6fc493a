// expect: fail -- GLSL 1.20 section 4.1.8: structure members cannot be invariant
#version 120
struct S { invariant vec4 a; };
void main() {}
