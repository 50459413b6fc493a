// expect: fail -- GLSL 1.20 section 4.1.8: structure members cannot have qualifiers
#version 120
struct S { const float a; };
void main() {}
