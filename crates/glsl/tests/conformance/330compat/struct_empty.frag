// expect: fail -- GLSL 3.30 (compatibility) section 4.1.8: a structure must have at least one member
#version 330 compatibility
struct E { };
void main() {}
