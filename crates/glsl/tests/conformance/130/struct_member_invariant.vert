// expect: fail -- GLSL 1.30 section 4.1.8: structure members cannot be invariant
#version 130
struct S { invariant vec4 a; };
void main() {}
