// expect: fail -- GLSL 1.40 section 4.1.8: structure members cannot have storage qualifiers
#version 140
struct S { uniform float a; };
void main() {}
