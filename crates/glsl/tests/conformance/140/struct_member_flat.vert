// expect: fail -- GLSL 1.40 section 4.1.8: structure members cannot have interpolation qualifiers
#version 140
struct S { flat float a; };
void main() {}
