// expect: fail -- GLSL 1.40 section 4.1.8: structure members cannot be invariant
#version 140
struct S { invariant vec4 a; };
void main() {}
