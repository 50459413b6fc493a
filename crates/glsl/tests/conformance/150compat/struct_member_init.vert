// expect: fail -- GLSL 1.50 (compatibility) section 4.1.8: structure members cannot have initialisers
#version 150 compatibility
struct S { float a = 1.0; };
void main() {}
