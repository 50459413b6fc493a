// expect: fail -- GLSL 1.40 section 4.1.8: a structure must have at least one member
#version 140
struct E { };
void main() {}
