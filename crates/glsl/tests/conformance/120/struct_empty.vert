// expect: fail -- GLSL 1.20 section 4.1.8: a structure must have at least one member
#version 120
struct E { };
void main() {}
