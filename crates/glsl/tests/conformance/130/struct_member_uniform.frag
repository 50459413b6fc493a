// expect: fail -- GLSL 1.30 section 4.1.8: structure members cannot have storage qualifiers
#version 130
struct S { uniform float a; };
void main() {}
