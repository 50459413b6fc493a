// expect: fail -- GLSL 1.10 section 4.1.8: structure members cannot have initialisers
#version 110
struct S { float a = 1.0; };
void main() {}
