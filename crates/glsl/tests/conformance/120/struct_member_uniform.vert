// expect: fail -- GLSL 1.20 section 4.1.8: structure members cannot have storage qualifiers
#version 120
struct S { uniform float a; };
void main() {}
