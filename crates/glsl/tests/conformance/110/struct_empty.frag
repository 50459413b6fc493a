// expect: fail -- GLSL 1.10 section 4.1.8: a structure must have at least one member
#version 110
struct E { };
void main() {}
