// expect: fail -- GLSL 1.10 section 4.1.8: structure members cannot have storage qualifiers
#version 110
struct S { uniform float a; };
void main() {}
