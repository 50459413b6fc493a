// expect: compile -- GLSL 1.20 section 4.1: `mat3x3` is a type from GLSL 1.20
#version 120
mat3x3 g_var;
void main() {}
