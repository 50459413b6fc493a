// expect: fail -- GLSL 1.30 section 4.1.8: structure members cannot have interpolation qualifiers
#version 130
struct S { flat float a; };
void main() {}
