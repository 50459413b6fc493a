// expect: fail -- GLSL 1.50 (compatibility) section 4.1.8: a structure must have at least one member
#version 150 compatibility
struct E { };
void main() {}
