// expect: fail -- GLSL 1.20 section 4.1.8: structure members cannot have initialisers
#version 120
struct S { float a = 1.0; };
void main() {}
