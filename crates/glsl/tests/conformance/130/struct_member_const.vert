// expect: fail -- GLSL 1.30 section 4.1.8: structure members cannot have qualifiers
#version 130
struct S { const float a; };
void main() {}
