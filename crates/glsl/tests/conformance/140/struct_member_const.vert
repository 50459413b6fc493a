// expect: fail -- GLSL 1.40 section 4.1.8: structure members cannot have qualifiers
#version 140
struct S { const float a; };
void main() {}
