// expect: fail -- GLSL 1.50 section 4.1.8: structure members cannot have initialisers
#version 150 core
struct S { float a = 1.0; };
void main() {}
