// expect: fail -- GLSL 1.50 section 4.1.8: structure members cannot be invariant
#version 150 core
struct S { invariant vec4 a; };
void main() {}
