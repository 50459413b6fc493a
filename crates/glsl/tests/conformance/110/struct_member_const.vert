// expect: fail -- GLSL 1.10 section 4.1.8: structure members cannot have qualifiers
#version 110
struct S { const float a; };
void main() {}
