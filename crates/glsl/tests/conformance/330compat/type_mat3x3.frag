// expect: compile -- GLSL 3.30 (compatibility) section 4.1: `mat3x3` is a type from GLSL 1.20
#version 330 compatibility
mat3x3 g_var;
void main() {}
