// expect: fail -- GLSL 1.30 section 4.1.8: a structure must have at least one member
#version 130
struct E { };
void main() {}
