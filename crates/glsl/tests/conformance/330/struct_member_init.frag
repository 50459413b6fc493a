// expect: fail -- GLSL 3.30 section 4.1.8: structure members cannot have initialisers
#version 330 core
struct S { float a = 1.0; };
void main() {}
