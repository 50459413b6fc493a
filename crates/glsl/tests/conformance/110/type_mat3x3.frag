// expect: fail -- GLSL 1.10 section 4.1: `mat3x3` is a type from GLSL 1.20
#version 110
mat3x3 g_var;
void main() {}
