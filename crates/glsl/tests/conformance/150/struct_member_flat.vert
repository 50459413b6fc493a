// expect: fail -- GLSL 1.50 section 4.1.8: structure members cannot have interpolation qualifiers
#version 150 core
struct S { flat float a; };
void main() {}
