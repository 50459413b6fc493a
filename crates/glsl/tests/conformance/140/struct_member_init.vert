// expect: fail -- GLSL 1.40 section 4.1.8: structure members cannot have initialisers
#version 140
struct S { float a = 1.0; };
void main() {}
