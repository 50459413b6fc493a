// expect: fail -- GLSL 3.30 section 4.1.8: a structure must have at least one member
#version 330 core
struct E { };
void main() {}
