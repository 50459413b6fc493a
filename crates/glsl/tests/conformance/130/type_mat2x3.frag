// expect: compile -- GLSL 1.30 section 4.1: `mat2x3` is a type from GLSL 1.20
#version 130
mat2x3 g_var;
void main() {}
